"""Each xdist worker rewrites the asserts of its own share of the test modules before collecting
(tests/support/rewritten_once.py): the share is every n-th module, and what it writes is the pyc pytest reads back."""

from __future__ import annotations

from pathlib import Path

import pytest
from _pytest.assertion import rewrite
from _pytest.assertion.rewrite import PYC_TAIL, get_cache_dir

from tests.support.rewritten_once import COUNT_VARIABLE, WORKER_VARIABLE, rewrite_this_workers_share


def _pyc(module: Path) -> Path:
    return get_cache_dir(module) / (module.name[:-3] + PYC_TAIL)


@pytest.fixture
def six_modules(tmp_path: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    if request.config.getoption("assertmode") != "rewrite":
        pytest.skip("asserts are not rewritten in this run (--assert=plain)")
    modules = []
    for number in range(6):
        module = tmp_path / f"test_module_{number}.py"
        module.write_text(f"def test_{number}():\n    value = {number}\n    assert value == 99\n", encoding="utf-8")
        modules.append(module)
    (tmp_path / "helper.py").write_text("VALUE = 1\n", encoding="utf-8")
    monkeypatch.setattr(request.config, "args", [str(tmp_path)])
    return modules


@pytest.mark.parametrize(("worker", "share"), [("gw0", [0, 2, 4]), ("gw1", [1, 3, 5])])
def test_a_worker_rewrites_every_other_module_of_the_run(six_modules: list[Path], monkeypatch: pytest.MonkeyPatch,
                                                         request: pytest.FixtureRequest, worker: str,
                                                         share: list[int]) -> None:
    monkeypatch.setenv(WORKER_VARIABLE, worker)
    monkeypatch.setenv(COUNT_VARIABLE, "2")
    assert rewrite_this_workers_share(request.config) == 3
    assert [number for number, module in enumerate(six_modules) if _pyc(module).exists()] == share
    assert not list(six_modules[0].parent.glob("__pycache__/helper*")), "a module not named as a test is left alone"
    # Written already: a second pass writes nothing.
    assert rewrite_this_workers_share(request.config) == 0


def test_the_pyc_written_is_the_rewritten_module_pytest_reads_back(six_modules: list[Path],
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   request: pytest.FixtureRequest) -> None:
    monkeypatch.setenv(WORKER_VARIABLE, "gw1")
    monkeypatch.setenv(COUNT_VARIABLE, "2")
    rewrite_this_workers_share(request.config)
    code = rewrite._read_pyc(six_modules[1], _pyc(six_modules[1]))
    assert code is not None
    namespace: dict[str, object] = {}
    exec(code, namespace)
    with pytest.raises(AssertionError) as failed:
        namespace["test_1"]()  # type: ignore[operator]
    assert "assert 1 == 99" in str(failed.value), "the assert was rewritten: its message shows the values"


def test_outside_a_run_of_several_workers_nothing_is_written(six_modules: list[Path], monkeypatch: pytest.MonkeyPatch,
                                                             request: pytest.FixtureRequest) -> None:
    monkeypatch.delenv(WORKER_VARIABLE, raising=False)
    monkeypatch.delenv(COUNT_VARIABLE, raising=False)
    assert rewrite_this_workers_share(request.config) == 0
    assert not any(_pyc(module).exists() for module in six_modules)
