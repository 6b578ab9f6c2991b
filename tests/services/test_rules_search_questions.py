"""Rules search answers real players' questions: the rule meant ranks in the top three.

Each question is worded the way a player at the table would ask it, in English or Russian,
never a copy of the rule's title. The first suite needs only the product's own text (titles,
summaries, printed headings); it is checked both without the books and with the table's own
copies of them in the rulebooks folder, since the books' text must not drown the answer. The
second suite needs the book's own words (a Russian question about a rule whose heading does not
say it) and runs only where the books are present.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.services.rules_search import search_rules
from rules_engine.rules_index import all_rules

TOP = 3

#: (question, the rule id that must rank in the top three) answered from the product's own text.
QUESTIONS: tuple[tuple[str, str], ...] = (
    # Dice Throne, in English.
    ("can I reroll a fourth time", "dice-throne.offence.roll-attempts"),
    ("how many cards can I keep in my hand at the end of the turn", "dice-throne.discard.hand-limit"),
    ("what is the most CP a hero can hold", "dice-throne.cp.bounds"),
    ("how much CP do I get when I sell a card", "dice-throne.cards.sell"),
    ("do upgrades stay on the board once played", "dice-throne.cards.upgrades"),
    ("does the player who goes first get income on the first turn", "dice-throne.income.first-player-skips"),
    ("what if both heroes drop to zero at the same time", "dice-throne.health.draw"),
    ("can healing take me above my starting health", "dice-throne.health.max"),
    ("can I defend against an ultimate", "dice-throne.damage.ultimate"),
    ("does collateral damage need a targeting roll", "dice-throne.damage.collateral"),
    ("do I round up or down when damage is halved", "dice-throne.damage.final"),
    ("starting health in king of the hill", "dice-throne.koth.setup"),
    ("extra card for hitting the leader", "dice-throne.koth.leader-bonus"),
    ("is the targeting roll skipped against a single opponent", "dice-throne.targeting.skip-1v1"),
    ("do team members share one health pool", "dice-throne.teams.shared-health"),
    ("can I interrupt an instant card with another instant", "dice-throne.cards.instant-uninterruptible"),
    ("how many offensive abilities can I activate in one turn", "dice-throne.offence.one-ability"),
    ("what happens when I attack someone with a bounty on them", "dice-throne.status.bounty"),
    ("how many tokens of one status can a hero have", "dice-throne.status.limit"),
    ("what if the opponent has less CP than I steal", "dice-throne.steal"),
    ("who rolls to start", "dice-throne.setup.first-player"),
    # Runebound, in English.
    ("how many movement dice do I roll when my hero is wounded", "runebound2.movement.dice-count"),
    ("can I sell an ally", "runebound2.market.sell"),
    ("how much gold to heal a wound in town", "runebound2.market.heal"),
    ("how many weapons can my hero carry", "runebound2.market.limits"),
    ("what happens when my hero is knocked out", "runebound2.knockout.procedure"),
    ("what does the winner of a duel take from the loser", "runebound2.duel.spoils"),
    ("what does an experience counter cost with four players", "runebound2.xp.price"),
    ("where does the challenge go when my hero escapes", "runebound2.flee.success"),
    ("can my ally attack twice in one round", "runebound2.combat.one-attack"),
    ("does a bonus increase the damage I deal", "runebound2.combat.bonuses"),
    ("which city do heroes begin in", "runebound2.setup.tamalir"),
    ("when does the endgame begin", "runebound2.doom.endgame"),
    ("can I step to a neighbouring hex instead of rolling", "runebound2.movement.adjacent"),
    ("what happens to the dice I do not use", "runebound2.movement.unused-dice"),
    ("what do I roll for a skill check", "runebound2.skill.check"),
    ("how many cards can I activate before combat", "runebound2.activation.limits"),
    ("do allies defend in combat", "runebound2.combat.allies"),
    ("full challenge track", "runebound2.track.full"),
    ("resting to get rid of exhaustion", "runebound2.movement.rest"),
    ("what does a 0 on the die mean", "runebound2.dice.d10-zero-is-ten"),
    # Russian: inflected words against the printed headings.
    ("костей", "runebound2.dice.d10-zero-is-ten"),
    ("рана", "runebound2.wounds.bounds"),
    ("сколько урона от чистой атаки", "dice-throne.damage.pure"),
    ("можно ли уменьшить легендарный урон", "dice-throne.damage.ultimate"),
    ("как проходят поединки между героями", "runebound2.duel.rules"),
    ("что я получаю в фазе дохода", "dice-throne.income.gain"),
    ("кто выбирает цель в царе горы", "dice-throne.koth.free-target"),
    ("когда начинается эндшпиль", "runebound2.doom.endgame"),
    ("что будет при потере сознания", "runebound2.knockout.procedure"),
    ("как работает проверка умения", "runebound2.skill.check"),
    ("когда тратить перезарядку", "dice-throne.status.reload-timing"),
    ("что дает розыск", "dice-throne.status.bounty"),
    ("сколько походных кубиков бросать", "runebound2.movement.dice-count"),
    ("снятие состояния с героя", "dice-throne.status.remove"),
)

#: Questions whose answer is in the book's words only: they need the table's own copy.
BOOK_QUESTIONS: tuple[tuple[str, str], ...] = (
    ("продажа предметов", "runebound2.market.sell"),
    ("за сколько можно продать предмет", "runebound2.market.sell"),
)


def _rank(question: str, rule_id: str) -> int | None:
    found = [rule.id for rule in search_rules(question)]
    return found.index(rule_id) + 1 if rule_id in found else None


def _assert_in_top(question: str, rule_id: str) -> None:
    found = [rule.id for rule in search_rules(question)]
    assert rule_id in found[:TOP], f"{question!r}: {rule_id} ranks {_rank(question, rule_id)}; top: {found[:TOP]}"


def test_the_suite_is_big_and_names_real_rules() -> None:
    known = {rule.id for rule in all_rules()}
    assert len(QUESTIONS) >= 40
    assert {rule_id for _, rule_id in QUESTIONS + BOOK_QUESTIONS} <= known


@pytest.mark.parametrize(("question", "rule_id"), QUESTIONS)
def test_question_finds_its_rule_without_the_books(question: str, rule_id: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))  # an empty folder: no books
    _assert_in_top(question, rule_id)


@pytest.mark.parametrize(("question", "rule_id"), QUESTIONS + BOOK_QUESTIONS)
def test_question_finds_its_rule_with_the_books(question: str, rule_id: str, rulebooks: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(rulebooks))
    _assert_in_top(question, rule_id)
