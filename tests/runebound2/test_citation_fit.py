"""Each ruling cites a rule whose summary covers what the ruling decided, and the page the book names.

A refusal that cites the wrong passage (the ward's timing citing the activation limits) teaches the
table the wrong rule; these cases pin the rule each decision cites and words its summary must hold.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pytest

from rules_engine.citations import Citation
from rules_engine.rules_index import Rule, RulesIndexError, get_rule, register_rules
from rules_engine.runebound2.heroes import Item
from rules_engine.runebound2.state import Rb2State
from tests.runebound2.helpers import new_game, play, ruling, with_hero
from tests.runebound2.test_combat_rules import in_combat
from tests.runebound2.test_encounter_turns import drawn_encounter

ARMOUR = Item("Leather Armour", 3, "armour", "leather", "activate")


def wound_taken_then_next_defence() -> Rb2State:
    """A wound landed unwarded; the next defence hits: the moment to ward the first wound has passed."""
    state = with_hero(new_game(2), items=(ARMOUR,))
    state = play(play(play(in_combat(state=state), "fight"), "stay"), "defend", 1, 1)
    return play(play(state, "take-wounds"), "defend", 9, 9)


def one_ability_used() -> Rb2State:
    """Before combat, the hero has used one (unnamed) before-combat ability."""
    return play(in_combat(), "before hero")


def in_an_encounter() -> Rb2State:
    """An encounter is being played, with an hourglass card in the party."""
    state = with_hero(new_game(2), items=(Item("Charm", 2, "relic", "charm", "activate"),))
    state = play(play(state, "step H3:forest adventure:green"), "next")
    return play(play(state, "adventure take"), 'encounter "Hermit"')


class Case(NamedTuple):
    """A decision, the rule it must cite, and words that rule's summary must contain."""

    name: str
    state: Callable[[], Rb2State]
    command: str
    dice: tuple[int, ...]
    allowed: bool
    rule: str
    words: tuple[str, ...]


CASES = (
    Case("ward after the moment", wound_taken_then_next_defence, 'activate "Leather Armour" ward:1', (), False,
         "runebound2.wounds.ward", ("ward", "as the wound is dealt")),
    Case("the same ability twice", one_ability_used, "before hero", (), False,
         "runebound2.combat.before", ("each of their before-combat abilities once",)),
    Case("a second, different ability", one_ability_used, 'before hero ability:"Battle cry"', (), True,
         "runebound2.combat.before", ("each of their before-combat abilities once",)),
    Case("a hero's ability on the hero", new_game, "effect heal hero 1 by:hero", (),
         True, "runebound2.cards.self-only", ("applies only to that character",)),
    Case("activation in an encounter", in_an_encounter, 'activate "Charm"', (), False,
         "runebound2.activation.encounter", ("encounter", "outside a fight")),
    Case("an encounter left open", drawn_encounter, "later", (), True,
         "runebound2.adventure.encounter-turns", ("several turns", "open")),
    Case("an encounter's check", in_an_encounter, "skill-check spirit 15", (5, 5), True,
         "runebound2.adventure.success-failure", ("nothing happens",)),
)


@pytest.mark.rule("runebound2.wounds.ward")
@pytest.mark.rule("runebound2.combat.before")
@pytest.mark.rule("runebound2.cards.self-only")
@pytest.mark.rule("runebound2.activation.encounter")
@pytest.mark.rule("runebound2.adventure.encounter-turns")
@pytest.mark.rule("runebound2.adventure.success-failure")
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_ruling_cites_a_rule_whose_summary_covers_it(case: Case):
    outcome = ruling(case.state(), case.command, *case.dice)
    assert outcome.allowed is case.allowed, outcome.message
    cited = [c.rule_id for c in outcome.citations]
    assert case.rule in cited, (cited, outcome.message)
    if not case.allowed:
        assert cited[0] == case.rule, f"the refusal names {cited[0]} first, not {case.rule}"
    summary = get_rule(case.rule).summary.casefold()
    for word in case.words:
        assert word.casefold() in summary, f"{case.rule}'s summary does not cover {word!r}"


@pytest.mark.rule("runebound2.wounds.ward")
def test_the_ward_refusal_no_longer_cites_the_activation_limits():
    outcome = ruling(wound_taken_then_next_defence(), 'activate "Leather Armour" ward:1')
    assert "runebound2.activation.limits" not in [c.rule_id for c in outcome.citations[:1]]


@pytest.mark.rule("runebound2.combat.melee")
@pytest.mark.rule("runebound2.combat.victory")
def test_combat_sections_past_the_page_break_cite_pages_six_to_seven():
    for rule_id in ("runebound2.combat.attack-roll", "runebound2.combat.defend", "runebound2.combat.melee",
                    "runebound2.combat.magic", "runebound2.combat.one-attack", "runebound2.combat.allies",
                    "runebound2.combat.ally-dies", "runebound2.combat.victory", "runebound2.xp.counters"):
        citation = Citation.of(rule_id)
        assert (citation.page, citation.last_page) == (6, 7), rule_id
        assert citation.reference().endswith(", pp. 6–7")
        assert Citation.from_json(citation.to_json()) == citation
    for rule_id in ("runebound2.combat.before", "runebound2.combat.round", "runebound2.flee.roll"):
        assert Citation.of(rule_id).reference().endswith(", p. 6")  # printed where the book names p. 6


def test_a_page_range_must_run_forwards():
    with pytest.raises(RulesIndexError, match="page range"):
        register_rules([Rule("runebound2.test.backwards", "runebound2", "Бой", "Бой", "t", "s", page=7, last_page=6)])
    with pytest.raises(RulesIndexError, match="page range"):
        register_rules([Rule("runebound2.test.no-first", "runebound2", "Бой", "Бой", "t", "s", last_page=6)])
