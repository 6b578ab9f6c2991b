"""A rolled defence whose result the table has not entered does not let the defensive roll phase end silently.

The book has the defender apply what the defensive roll gives (Dice Throne rules v2.2, «6. ФАЗА БРОСКА ЗАЩИТЫ»,
step 4); the app cannot read the hero board, so the table types it. Until something of it is entered, or the table
says 'no effect', `next` is refused: the app's own convention, which a house rule lifts.
"""

from __future__ import annotations

import pytest

from rules_engine.dice_throne.actions import DefenceNoEffect, NextPhase
from rules_engine.dice_throne.damage import calculate
from rules_engine.actions import decode_action
from rules_engine.errors import RuleViolation
from tests.dice_throne.support import GAME, act, attack, started, to_action

OWED = "dice-throne.companion.defence-result"
BOOK_STEP = "dice-throne.defence.apply-result"


def ahoy_rolled():
    """Ann (Gunslinger) hits Bob (Cursed Pirate) with Revolver; Bob rolls his Ahoy! defence."""
    s = act(attack(started()), "next")
    assert s.phase == "defensive-roll" and s.roll.target == 1
    return act(s, "defend", 1, 2, 3, 4)


def attack_damage(state) -> int:
    return calculate(state.pending[0].amount, state.pending[0].steps).final


@pytest.mark.rule("dice-throne.companion.defence-result")
def test_next_after_a_defence_with_nothing_entered_is_refused_as_the_apps_convention():
    s = ahoy_rolled()
    ruling = GAME.check(s, NextPhase())
    assert not ruling.allowed
    assert [c.rule_id for c in ruling.citations] == [OWED, BOOK_STEP]
    assert ruling.citations[0].convention and not ruling.citations[1].convention
    assert "Ahoy!" in ruling.message and "'no effect'" in ruling.message


@pytest.mark.parametrize("entered", [
    "prevent 2 from Ahoy!",
    "damage 2 to p1 from Ahoy! by p2",
    "heal 1 p2 from Ahoy!",
    "cp +2 p2 from Ahoy!",
    "draw 1 p2",
])
def test_anything_of_the_result_entered_lets_the_phase_end(entered):
    s = act(ahoy_rolled(), entered)
    assert not s.roll.defence_owed
    assert act(s, "next").phase == "main-2"


def test_a_changed_defence_die_is_not_a_result():
    s = act(ahoy_rolled(), "set-die defence 1 6 by p2")
    assert s.roll.defence_owed
    assert not GAME.check(s, NextPhase()).allowed


@pytest.mark.rule("dice-throne.defence.apply-result")
def test_no_effect_lets_the_attack_land_in_full():
    s = ahoy_rolled()
    before = s.health_of(1)
    damage = attack_damage(s)
    outcome = GAME.apply(s, to_action(s, "no effect"))
    assert "Ahoy!" in outcome.ruling.message and "Bob" in outcome.ruling.message
    assert [c.rule_id for c in outcome.ruling.citations] == [BOOK_STEP, OWED]
    after = act(outcome.state, "next")
    assert after.phase == "main-2" and after.health_of(1) == before - damage


def test_no_effect_is_refused_when_no_result_is_owed_and_no_house_rule_lifts_it():
    before_defence = act(attack(started()), "next")
    entered = act(ahoy_rolled(), "prevent 2 from Ahoy!")
    for s in (before_defence, entered):
        assert not GAME.check(s, DefenceNoEffect()).allowed
        with pytest.raises(RuleViolation):
            GAME.apply(s, DefenceNoEffect(), override=True)


def test_no_effect_belongs_to_the_defensive_roll_phase():
    s = started()
    ruling = GAME.check(s, DefenceNoEffect())
    assert not ruling.allowed and ruling.citations[0].rule_id == BOOK_STEP


def test_a_house_rule_lifts_the_refusal():
    s = ahoy_rolled()
    outcome = GAME.apply(s, NextPhase(), override=True)
    assert outcome.state.phase == "main-2"
    assert [c.rule_id for c in outcome.ruling.waived] == [OWED]


def test_the_choices_offer_no_effect_exactly_while_the_result_is_owed():
    s = ahoy_rolled()
    kinds = {c.action for c in GAME.choices(s)}
    assert DefenceNoEffect in kinds and NextPhase not in kinds
    settled = act(s, "no effect")
    kinds = {c.action for c in GAME.choices(settled)}
    assert DefenceNoEffect not in kinds and NextPhase in kinds


def test_an_undefendable_attack_owes_no_defence():
    s = act(attack(started(), dice=(1, 2, 6, 6, 4), ability="bounty-hunter"), "next")
    assert s.phase == "defensive-roll" and not s.roll.defence_owed
    assert GAME.check(s, NextPhase()).allowed


def test_a_defence_saved_before_the_convention_owes_nothing_and_replays_as_it_was():
    """A log written before the app asked for the result holds the roll without `result_owed`: it decodes as a roll
    that owes nothing, so the 'next' that followed it in that log still applies, with no house rule."""
    s = act(attack(started()), "next")
    typed = to_action(s, "defend", 1, 2, 3, 4)
    assert typed.result_owed and typed.to_json()["data"]["result_owed"] is True
    saved = typed.to_json()
    del saved["data"]["result_owed"]
    old = decode_action(saved)
    assert not old.result_owed
    replayed = GAME.apply(s, old).state
    assert not replayed.roll.defence_owed
    outcome = GAME.apply(replayed, NextPhase())
    assert outcome.state.phase == "main-2" and not outcome.ruling.waived


@pytest.mark.parametrize(("language", "words", "ability"), [
    ("en", "'no effect'", "Ahoy!"), ("ru", "«no effect»", "Эй, приятель!"), ("pl", "'no effect'", "Ahoj!")])
def test_the_defence_s_note_says_how_to_say_it_does_nothing(language: str, words: str, ability: str):
    from companion.services.i18n import translate, use_language

    s = act(attack(started()), "next")
    ruling = GAME.apply(s, to_action(s, "defend", 1, 2, 3, 4)).ruling
    (note,) = [e for e in ruling.effects if "result from the board" in str(e)]
    use_language(language)
    try:
        said = translate(note)
        assert words in said and ability in said, said
    finally:
        use_language("en")
