"""The `rulebooks` fixture finds the folder that COMPANION_RULEBOOKS names when the session starts, although
every test runs with the variable cleared (so the product never reads the user's folder by surprise)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

PROBE = '''
from pathlib import Path


def test_probe(rulebooks):
    assert rulebooks == Path({books!r})
'''


@pytest.mark.slow  # a pytest of its own in a subprocess: seconds of imports
def test_the_rulebooks_fixture_honours_the_folder_named_before_the_session(tmp_path: Path) -> None:
    books = tmp_path / "books"
    books.mkdir()
    probe = tmp_path / "test_probe.py"
    probe.write_text(PROBE.format(books=str(books)), encoding="utf-8")
    env = {**os.environ, "COMPANION_RULEBOOKS": str(books)}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "tests.conftest", "-p", "no:cacheprovider", "-o", "addopts=",
         "--rootdir", str(tmp_path), str(probe)],
        cwd=REPO, env=env, capture_output=True, text=True, check=False)
    assert "1 passed" in result.stdout, result.stdout + result.stderr
