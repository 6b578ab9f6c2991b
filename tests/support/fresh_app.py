"""A probe of the app run in a fresh process (its imports counted from nothing), in English, its folders in `tmp_path`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

#: The longest the fresh process may run (seconds): a hang fails the test instead of holding the suite.
FRESH_PROCESS_AT_MOST = 300.0


def run_fresh_probe(code: str, tmp_path: Path, *args: str) -> Any:
    """The last line `code` prints, read as JSON: run with `args` in a fresh interpreter from the checkout, in
    English, with its home, data, config and cache folders in `tmp_path`."""
    out = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, check=True,
                         timeout=FRESH_PROCESS_AT_MOST, capture_output=True, text=True,
                         env={**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
                              "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_CACHE_HOME": str(tmp_path / "cache"),
                              "LANGUAGE": "en", "LC_ALL": "C.UTF-8"})
    return json.loads(out.stdout.strip().splitlines()[-1])
