"""A response or a solo draw: every value the rules allow is offered (tests/dungeoneer/test_choices_of_steps.py
walks the same over random tables); a value that would change nothing (glory paid or a card named while ending
the responses, a card named at a table of several, a deck that is neither the app's nor the table's) is refused
with the rule it breaks."""

from __future__ import annotations

from rules_engine.decisions import admitted
from rules_engine.dungeoneer.actions import DrawPeril, Respond
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.solo import UNRECORDED_SOURCE
from rules_engine.dungeoneer.state import DgState
from tests.dungeoneer.flow import act, solo_table, started
from tests.dungeoneer.test_choices_of_steps import unexplained


def solo_battle() -> DgState:
    """Alone: the rogue walks into the corner, its peril roll draws the zombie and the Legion: the response stage."""
    state = act(solo_table(), "next")
    state = act(act(state, "place corner north of t1"), "next")
    state = act(act(state, "move north"), "move north")
    state = act(state, "peril-roll", 1, 2)
    state = GAME.apply(state, DrawPeril("zombie", source="table")).state
    return GAME.apply(state, DrawPeril("legion", source="virtual")).state


def a_response_stage_and_a_draw_owed() -> tuple[DgState, DgState]:
    """A table of two at the response stage (Bo attacked by the zombie, holding glory) and a solo peril draw owed."""
    at_table = act(started(), "monsters p2 zombie:melee")
    alone = act(act(act(act(solo_table(), "next"), "place corner north of t1"), "next"), "move north")
    return at_table, act(act(alone, "move north"), "peril-roll", 1, 2)


def test_every_response_and_draw_the_rules_allow_here_is_offered() -> None:
    at_table, alone = a_response_stage_and_a_draw_owed()
    battle = solo_battle()
    assert at_table.battle is not None and at_table.battle.stage is Stage.RESPONSE
    assert battle.battle is not None and battle.battle.stage is Stage.RESPONSE and battle.solo is not None
    assert alone.solo is not None and alone.solo.to_draw
    for state in (at_table, battle):
        assert not unexplained(state, Respond)
    assert not unexplained(alone, DrawPeril)


def test_ending_the_responses_pays_no_glory_and_plays_no_card() -> None:
    at_table, _ = a_response_stage_and_a_draw_owed()
    assert at_table.heroes[1].glory >= 1
    for action in (Respond("", 1), Respond("", 0, "nothing")):
        ruling = GAME.check(at_table, action)
        assert not ruling.allowed and "ending the responses pays no glory" in ruling.message
        assert ruling.citations[0].rule_id == "dungeoneer.battle.stages"
    assert GAME.check(at_table, Respond("")).allowed


def test_at_a_table_of_several_a_response_names_no_card() -> None:
    at_table, _ = a_response_stage_and_a_draw_owed()
    ruling = GAME.check(at_table, Respond("zombie", 1, "nothing"))
    assert not ruling.allowed and "not the card" in ruling.message and "hidden" in ruling.message
    assert ruling.citations[0].rule_id == "dungeoneer.setup.hand"
    assert GAME.check(at_table, Respond("zombie", 1)).allowed


def test_a_draw_names_the_apps_deck_or_the_tables_and_an_older_log_none() -> None:
    _, alone = a_response_stage_and_a_draw_owed()
    ruling = GAME.check(alone, DrawPeril("zombie", source="elsewhere"))
    assert not ruling.allowed and "the app's deck or the table's own" in ruling.message
    assert ruling.citations[0].rule_id == "dungeoneer.companion.draw-source"
    for source in ("virtual", "table", UNRECORDED_SOURCE):
        assert GAME.check(alone, DrawPeril("zombie", source=source)).allowed, source
    offered = GAME.choices(alone)
    assert admitted(offered, DrawPeril("zombie", source="table"))
    assert not admitted(offered, DrawPeril("zombie", source=UNRECORDED_SOURCE))
