"""Every indexed rule is cited by engine code and checked by a test, and the coverage doc is current."""

from __future__ import annotations

from scripts.rules_coverage import OUTPUT, code_references, render, marked_tests
from rules_engine.books import BOOKS
from rules_engine.rules_index import all_rules

BOOK_RULES = [r for r in all_rules() if BOOKS[r.book].filename]


def test_every_rule_is_cited_by_engine_code():
    cited = code_references({r.id for r in BOOK_RULES})
    missing = [r.id for r in BOOK_RULES if r.id not in cited]
    assert missing == [], f"rules no engine code cites: {missing}"


def test_every_rule_has_a_marked_test():
    tested = marked_tests()
    missing = [r.id for r in BOOK_RULES if r.id not in tested]
    assert missing == [], f"rules without a @pytest.mark.rule test: {missing}"


def test_marks_name_only_indexed_rules():
    known = {r.id for r in all_rules()}
    unknown = sorted(set(marked_tests()) - known)
    assert unknown == [], f"tests mark rules the index lacks: {unknown}"


def test_coverage_document_is_current():
    assert OUTPUT.exists(), "docs/rules-coverage.md is missing: run python scripts/rules_coverage.py"
    assert OUTPUT.read_text(encoding="utf-8") == render(), "run python scripts/rules_coverage.py"
