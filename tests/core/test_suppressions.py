"""Every silenced check says which finding it silences and why.

mypy (`[tool.mypy]`, run by .ci/run) reports a `type: ignore` that no longer silences anything
(warn_unused_ignores) or that names no error code (ignore-without-code); ruff reports a `noqa` that
silences nothing (RUF100). What neither tool checks is the reason: here each `type: ignore` in the
product and each `noqa` anywhere in the repository must be followed by one (`# reason`, `- reason` or
`(reason)`), and the settings that keep them needed must stay on.
"""

from __future__ import annotations

import importlib.util
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The packages mypy checks (tests, bench and scripts are not type-checked, so their ignores are not held).
TYPED = ("rules_engine", "cards_db", "companion", "screens")
#: Where ruff looks: everything with Python in it.
LINTED = (*TYPED, "scripts", "bench", "tests")

# Spelled in two parts so that this file's own patterns are not comments they match.
_TYPE_IGNORE = re.compile("#" + r"\s*type:\s*ignore(?P<rest>.*)$")
_NOQA = re.compile("#" + r"\s*noqa(?P<rest>.*)$")
#: `[code, code]  # why` after a type: ignore.
_IGNORE_WITH_REASON = re.compile(r"^\[[a-z][a-z-]*(, [a-z][a-z-]*)*\]  # \S")
#: `: CODE[,CODE]` then ` - why` or `  (why)` after a noqa.
_NOQA_WITH_REASON = re.compile(r"^: [A-Z]+[0-9]+(, ?[A-Z]+[0-9]+)*( - \S|  \(\S)")


def _lines(packages: tuple[str, ...], word: str) -> list[tuple[str, int, str]]:
    """(file, line number, line) of every line holding `word` in the packages' Python files."""
    found = []
    for package in packages:
        for path in sorted((ROOT / package).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            if word not in text:
                continue
            found += [(str(path.relative_to(ROOT)), number, line)
                      for number, line in enumerate(text.splitlines(), 1) if word in line]
    return found


def test_every_type_ignore_in_the_product_names_its_code_and_why() -> None:
    bare = [f"{path}:{number}: {line.strip()}" for path, number, line in _lines(TYPED, "ignore")
            if (match := _TYPE_IGNORE.search(line)) and not _IGNORE_WITH_REASON.match(match["rest"])]
    assert not bare, "a type: ignore needs [code]  # reason:\n" + "\n".join(bare)


def test_every_noqa_names_its_codes_and_why() -> None:
    bare = [f"{path}:{number}: {line.strip()}" for path, number, line in _lines(LINTED, "noqa")
            if (match := _NOQA.search(line)) and not _NOQA_WITH_REASON.match(match["rest"])]
    assert not bare, "a noqa needs its codes and a reason (' - why'):\n" + "\n".join(bare)


def test_the_tools_report_a_suppression_that_silences_nothing() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = config["tool"]["mypy"]
    assert mypy["warn_unused_ignores"] is True and "ignore-without-code" in mypy["enable_error_code"]
    assert "RUF100" in config["tool"]["ruff"]["lint"]["select"]


#: What a `[[tool.mypy.overrides]]` entry may set: the engine's strict flags (each turns a check on), and
#: `ignore_missing_imports` for a library that ships no types. Anything else there switches a check off.
_STRICTER = {"disallow_any_generics", "disallow_subclassing_any", "disallow_untyped_calls", "disallow_untyped_defs",
             "disallow_incomplete_defs", "disallow_untyped_decorators", "warn_return_any", "no_implicit_reexport",
             "strict_equality", "extra_checks"}


def test_no_module_has_a_mypy_check_switched_off() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = config["tool"]["mypy"]
    assert "disable_error_code" not in mypy and mypy["check_untyped_defs"] is True
    for override in mypy.get("overrides", []):
        settings = set(override) - {"module"}
        modules = override["module"] if isinstance(override["module"], list) else [override["module"]]
        if settings == {"ignore_missing_imports"}:
            # Only for a library without type information: no stub package and no py.typed marker.
            for name in (m.removesuffix(".*") for m in modules if not m.endswith(".*")):
                spec = importlib.util.find_spec(name)
                assert spec is not None and spec.origin is not None, name
                assert not (Path(spec.origin).parent / "py.typed").exists(), f"{name} ships types: check it"
            continue
        assert settings <= _STRICTER and all(override[key] is True for key in settings), (modules, settings)
