"""Optional modules are imported when present, skipped when absent, and a broken one is reported."""

from __future__ import annotations

import sys

import pytest

from rules_engine.module_loading import import_present, module_present


@pytest.fixture
def modules(tmp_path, monkeypatch):
    (tmp_path / "good_mod.py").write_text("VALUE = 1\n")
    (tmp_path / "broken_mod.py").write_text("raise RuntimeError('half written')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield
    for name in ("good_mod", "broken_mod"):
        sys.modules.pop(name, None)


def test_present_and_absent(modules):
    assert module_present("good_mod")
    assert not module_present("no_such_mod") and not module_present("no_such_pkg.child")
    loaded = import_present(["no_such_mod", "good_mod"])
    assert [m.__name__ for m in loaded] == ["good_mod"]


def test_a_broken_module_fails_loudly_unless_errors_are_collected(modules):
    with pytest.raises(RuntimeError):
        import_present(["broken_mod"])
    errors: dict[str, str] = {}
    loaded = import_present(["broken_mod", "good_mod"], errors=errors)
    assert [m.__name__ for m in loaded] == ["good_mod"]
    assert errors == {"broken_mod": "RuntimeError: half written"}
