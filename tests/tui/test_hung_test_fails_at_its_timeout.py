"""A test that hangs awaiting an app fails at the configured timeout, named, and the tests after it still run
(tests/support/hung_tests.py): run in a child pytest with the suite's own conftest and a timeout of a few seconds.

Before, pytest-timeout's alarm raised its failure inside whichever of the event loop's tasks was running (a Textual
message pump), not in the test: the test went on awaiting an app that no longer answered."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

HANGING_TESTS = '''
import time

from textual.app import App
from textual.widgets import Input


class Typing(App):
    def compose(self):
        yield Input()


async def test_presses_keys_for_ever():
    async with Typing().run_test() as pilot:
        while True:
            await pilot.press("a")


async def test_pauses_for_ever():
    async with Typing().run_test() as pilot:
        while not pilot.app.query("#never"):
            await pilot.pause()


def test_sleeps_past_its_timeout():
    time.sleep(60)


def test_runs_after_the_hung_ones():
    assert 2 + 2 == 4
'''

#: The child's timeout for each test (seconds).
CHILD_TIMEOUT = 3
#: How long the child pytest may take in all before this test gives up on it: far more than the four tests'
#: timeouts and the child's start, even on a loaded machine; a child still running then has hung.
CHILD_LIMIT = 240


def run_hanging_tests(folder: Path) -> str:
    test_file = folder / "test_hanging.py"
    test_file.write_text(HANGING_TESTS, encoding="utf-8")
    command = [
        sys.executable, "-m", "pytest", "-c", str(REPO / "pyproject.toml"), "--rootdir", str(REPO),
        "-p", "tests.conftest", "-p", "no:cacheprovider", "-n", "0", "-o", f"timeout={CHILD_TIMEOUT}",
        "-rA", "-q", str(test_file),
    ]
    try:
        finished = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=CHILD_LIMIT)
    except subprocess.TimeoutExpired as hung:
        output = hung.stdout if isinstance(hung.stdout, str) else (hung.stdout or b"").decode(errors="replace")
        raise AssertionError(f"the child pytest still ran after {CHILD_LIMIT} s:\n{output[-4000:]}") from None
    return finished.stdout + finished.stderr


def test_a_test_hung_awaiting_an_app_fails_at_its_timeout_by_name(tmp_path: Path) -> None:
    output = run_hanging_tests(tmp_path)
    timeout_message = f"Timeout (>{float(CHILD_TIMEOUT)}s) from pytest-timeout"
    for name in ("test_presses_keys_for_ever", "test_pauses_for_ever", "test_sleeps_past_its_timeout"):
        lines = [line for line in output.splitlines() if line.startswith("FAILED ") and f"::{name} " in line]
        assert lines, f"{name} did not fail:\n{output[-4000:]}"
        assert "Timeout" in lines[0], f"{name} failed, but not at its timeout: {lines[0]}\n{output[-4000:]}"
    assert timeout_message in output
    assert any(line.startswith("PASSED ") and line.endswith("::test_runs_after_the_hung_ones")
               for line in output.splitlines()), output[-4000:]
    assert "1 passed" in output and "3 failed" in output, output[-2000:]
    # Where each hung test was awaiting, read from its task when the timeout came.
    assert "The test was still awaiting here:" in output, output[-4000:]
    assert 'await pilot.press("a")' in output, output[-4000:]
    assert "await pilot.pause()" in output, output[-4000:]
