"""Build docs/rules-coverage.md: each book section -> its indexed rules -> the engine code that cites them -> tests.

Sections come from `scripts/rules_sections.py` (every heading of each book, with the status and
reason of a section no rule names); a section is covered when an index entry names its heading, so
entries added to the index later are picked up by heading without editing the section list.
Code references are found by reading the engine's source for string literals equal to a rule id
(inside which function or class they stand); tests by reading `@pytest.mark.rule("id")` marks.
Run `python scripts/rules_coverage.py` to rewrite the file, `--check` to fail when it is stale.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from rules_engine.books import BOOKS  # noqa: E402 - after the line that puts the checkout on sys.path
from rules_engine.citations import page_reference  # noqa: E402 - after the line that puts the checkout on sys.path
from rules_engine.rules_index import Rule, all_rules, fold  # noqa: E402 - after the line that puts the checkout on sys.path
from scripts.rules_sections import SECTIONS, TABLE  # noqa: E402 - after the line that puts the checkout on sys.path

OUTPUT = REPO / "docs" / "rules-coverage.md"


def _enclosing_names(tree: ast.AST) -> dict[ast.AST, str]:
    """Map every node to the dotted name of the function/class it stands in."""
    owners: dict[ast.AST, str] = {}

    def visit(node: ast.AST, owner: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = owner
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{owner}.{child.name}" if owner else child.name
            owners[child] = name
            visit(child, name)

    visit(tree, "")
    return owners


def code_references(rule_ids: set[str], root: Path = REPO / "rules_engine") -> dict[str, set[str]]:
    """Rule id -> {module:function} places in the engine that name it (rule_index modules excluded)."""
    found: dict[str, set[str]] = defaultdict(set)
    for path in sorted(root.rglob("*.py")):
        if path.name == "rule_index.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        owners = _enclosing_names(tree)
        module = path.relative_to(REPO).with_suffix("").as_posix().replace("/", ".")
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in rule_ids:
                owner = owners.get(node, "")
                found[node.value].add(f"{module}:{owner}" if owner else module)
    return found


def _rule_marks(decorators: list[ast.expr]) -> list[str]:
    ids = []
    for deco in decorators:
        if (
            isinstance(deco, ast.Call)
            and isinstance(deco.func, ast.Attribute)
            and deco.func.attr == "rule"
            and ast.unparse(deco.func.value).endswith("mark")
        ):
            ids.extend(a.value for a in deco.args if isinstance(a, ast.Constant) and isinstance(a.value, str))
    return ids


def marked_tests(root: Path = REPO / "tests") -> dict[str, set[str]]:
    """Rule id -> {tests/path.py::test_name} of tests marked with that rule."""
    found: dict[str, set[str]] = defaultdict(set)
    for path in sorted(root.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(REPO).as_posix()
        module_marks: list[str] = []
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "pytestmark" for t in node.targets):
                values = node.value.elts if isinstance(node.value, (ast.List, ast.Tuple)) else [node.value]
                module_marks.extend(_rule_marks(values))

        def walk(body: list[ast.stmt], prefix: str, inherited: list[str], rel: str = rel) -> None:
            for node in body:
                if isinstance(node, ast.ClassDef):
                    walk(node.body, f"{prefix}{node.name}::", inherited + _rule_marks(node.decorator_list), rel)
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
                    for rule_id in inherited + _rule_marks(node.decorator_list):
                        found[rule_id].add(f"{rel}::{prefix}{node.name}")

        walk(tree.body, "", module_marks)
    return found


COVERED = "covered"
INCOMPLETE = "indexed, not yet cited by code and tested"


def section_rows(book: str, rules: list[Rule], code: dict[str, set[str]], tests: dict[str, set[str]]
                 ) -> list[tuple[str, str, list[Rule], str]]:
    """(heading, status, rules, reason) for each section of a book in printed order, then indexed headings not listed."""
    by_heading: dict[str, list[Rule]] = defaultdict(list)
    for rule in rules:
        if rule.book == book:
            by_heading[fold(rule.heading)].append(rule)
    rows = []
    listed = set()
    for section in SECTIONS.get(book, ()):
        key = fold(section.heading)
        listed.add(key)
        named = by_heading.get(key, [])
        if named:
            done = all(code.get(r.id) and tests.get(r.id) for r in named)
            rows.append((section.heading, COVERED if done else INCOMPLETE, named, ""))
        else:
            rows.append((section.heading, section.status, [], section.reason))
    for key, named in sorted(by_heading.items()):
        if key not in listed:
            rows.append((named[0].heading, COVERED, named, "indexed under a heading the section list lacks"))
    return rows


def _sections(book: str, rules: list[Rule], code: dict[str, set[str]], tests: dict[str, set[str]]) -> list[str]:
    rows = section_rows(book, rules, code, tests)
    counts = defaultdict(int)
    for _, status, _, _ in rows:
        counts[status] += 1
    tally = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
    lines = ["", f"### {BOOKS[book].title}: every section", "", f"{len(rows)} sections: {tally}.", "",
             "| section | status | rules, or the reason |", "|---|---|---|"]
    for heading, status, named, reason in rows:
        if named:
            cell = "<br>".join(f"`{r.id}`" + ("" if code.get(r.id) else " (no code)")
                               + ("" if tests.get(r.id) else " (no test)") for r in named)
            cell += f"<br>({reason})" if reason else ""
        else:
            cell = reason
        lines.append(f"| «{heading}» | {status} | {cell} |")
    return lines


def render() -> str:
    """The whole markdown document."""
    rules = [r for r in all_rules() if BOOKS[r.book].filename]
    ids = {r.id for r in rules}
    code = code_references(ids)
    tests = marked_tests()
    by_game: dict[str, list] = defaultdict(list)
    for rule in rules:
        by_game[rule.id.split(".")[0]].append(rule)
    lines = [
        "# Rules coverage",
        "",
        "Generated by `python scripts/rules_coverage.py` from the rules index, the engine source and",
        "the tests' `@pytest.mark.rule` marks; `tests/core/test_rules_coverage.py` fails when it is stale.",
        "Each rule: where it is printed, the engine code that cites it, the tests that check it.",
        "",
        "| game | rules | cited by code | tested |",
        "|---|---|---|---|",
    ]
    for game, game_rules in sorted(by_game.items()):
        cited = sum(1 for r in game_rules if code.get(r.id))
        tested = sum(1 for r in game_rules if tests.get(r.id))
        lines.append(f"| {game} | {len(game_rules)} | {cited} | {tested} |")
    lines += ["", "## Sections of each book", "",
              "Every section heading of each book, in printed order: *covered* when an indexed rule names it",
              f"(rule -> code -> test), *{TABLE}* when the table applies it and the app keeps no state for it,",
              "*not covered* when the app does not apply it; the last two say why."]
    for book in SECTIONS:
        lines += _sections(book, rules, code, tests)
    for game, game_rules in sorted(by_game.items()):
        lines += ["", f"## {game}", "", "| rule | printed at | code | tests |", "|---|---|---|---|"]
        for rule in game_rules:
            where = f"{BOOKS[rule.book].title}, «{rule.heading}»" + page_reference(rule.page, rule.last_page)
            code_cell = "<br>".join(f"`{c}`" for c in sorted(code.get(rule.id, ()))) or "**not cited**"
            test_cell = "<br>".join(f"`{t}`" for t in sorted(tests.get(rule.id, ()))) or "**untested**"
            lines.append(f"| `{rule.id}`<br>{rule.title} | {where} | {code_cell} | {test_cell} |")
    return "\n".join(lines) + "\n"


def main() -> int:
    """Write the document, or with --check report whether it is current."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if docs/rules-coverage.md is stale")
    args = parser.parse_args()
    text = render()
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            print("docs/rules-coverage.md is stale: run python scripts/rules_coverage.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
