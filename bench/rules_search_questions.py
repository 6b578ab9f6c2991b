"""Benchmark of the rules search's quality: players' questions (bench/rules_search_questions.json) and how
often the rule that answers each ranks first (top-1) or in the first three (top-3).

Run: python bench/rules_search_questions.py  [--misses]  (figures go to docs/benchmarks.md by hand).
The search runs on the product's own text only (an empty rulebooks folder): what every table has,
whether or not it owns the books. English questions are asked in the English interface; Russian
questions in the Russian interface and in the English one (a Russian speaker who left the
interface in English). This is a quality figure, not a timing: tests/services/test_rules_search_benchmark.py
keeps the top-3 rates at or above the figures in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

QUESTIONS = Path(__file__).with_name("rules_search_questions.json")

#: (label, language of the questions, interface language) of each measured run.
RUNS: tuple[tuple[str, str, str], ...] = (
    ("English questions, English interface", "en", "en"),
    ("Russian questions, Russian interface", "ru", "ru"),
    ("Russian questions, English interface", "ru", "en"),
)


@dataclass(frozen=True)
class Question:
    """One player's question, its language and the id of the rule that answers it."""

    language: str
    text: str
    rule: str


@dataclass(frozen=True)
class Score:
    """How one run did: questions asked, answers ranked first, answers in the first three, and the misses."""

    asked: int
    top1: int
    top3: int
    misses: tuple[tuple[str, str, tuple[str, ...]], ...]


def load_questions(path: Path = QUESTIONS) -> list[Question]:
    """The benchmark's questions, in file order."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Question(q["language"], q["question"], q["rule"]) for q in data["questions"]]


def score(questions: list[Question], language: str, interface: str) -> Score:
    """Ask every question of `language` with the interface in `interface`; count the hits."""
    from companion.services.i18n import use_language
    from companion.services.rules_search import search_rules

    use_language(interface)
    asked = top1 = top3 = 0
    misses = []
    for question in questions:
        if question.language != language:
            continue
        asked += 1
        found = tuple(rule.id for rule in search_rules(question.text)[:3])
        top1 += found[:1] == (question.rule,)
        top3 += question.rule in found
        if question.rule not in found:
            misses.append((question.text, question.rule, found))
    use_language("en")
    return Score(asked, top1, top3, tuple(misses))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the questions whose rule is not in the top three")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as empty:
        os.environ["COMPANION_RULEBOOKS"] = empty
        os.environ.setdefault("COMPANION_DATA_DIR", empty)
        questions = load_questions()
        for label, language, interface in RUNS:
            result = score(questions, language, interface)
            print(f"{label}: {result.asked} questions, top-1 {result.top1}/{result.asked} "
                  f"({100 * result.top1 / result.asked:.0f}%), top-3 {result.top3}/{result.asked} "
                  f"({100 * result.top3 / result.asked:.0f}%)")
            if args.misses:
                for text, rule, found in result.misses:
                    print(f"    {text!r}: wants {rule}, top three {list(found)}")


if __name__ == "__main__":
    main()
