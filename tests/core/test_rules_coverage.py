"""Every indexed rule is cited by engine code and checked by a test, and the coverage doc is current."""

from __future__ import annotations

import pytest

from scripts.rules_coverage import OUTPUT, code_references, render, marked_tests
from rules_engine.books import BOOKS
from rules_engine.rules_index import all_rules

BOOK_RULES = [r for r in all_rules() if BOOKS[r.book].filename]


@pytest.fixture(scope="module")
def tested() -> dict[str, set[str]]:
    """The rule marks of every test, read once (reading means parsing every test file)."""
    return marked_tests()


def test_every_rule_is_cited_by_engine_code():
    cited = code_references({r.id for r in BOOK_RULES})
    missing = [r.id for r in BOOK_RULES if r.id not in cited]
    assert missing == [], f"rules no engine code cites: {missing}"


def test_every_rule_has_a_marked_test(tested):
    missing = [r.id for r in BOOK_RULES if r.id not in tested]
    assert missing == [], f"rules without a @pytest.mark.rule test: {missing}"


def test_marks_name_only_indexed_rules(tested):
    known = {r.id for r in all_rules()}
    unknown = sorted(set(tested) - known)
    assert unknown == [], f"tests mark rules the index lacks: {unknown}"


def test_coverage_document_is_current():
    assert OUTPUT.exists(), "docs/rules-coverage.md is missing: run python scripts/rules_coverage.py"
    assert OUTPUT.read_text(encoding="utf-8") == render(), "run python scripts/rules_coverage.py"
