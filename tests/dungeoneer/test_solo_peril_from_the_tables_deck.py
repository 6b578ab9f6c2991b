"""Alone, each peril die at or under the location's peril owes a peril card, whatever the app's deck holds.

The book («одиночная игра»): "each time the die shows the location's peril or less, draw and play a card from the
peril deck"; the corner (peril 2) rolls two dice and each 1 or 2 plays a card. The app's deck holds only the cards
the session knows (a new table's is empty), a part of the table's physical deck, so it is no bound on the cards owed:
the table draws them from its own deck. When the table's peril deck and its discard are both empty (the book is
silent) the table ends the draws (`end-draws`, the app's convention), which the app refuses while its own deck or
discard holds a card. A roll saved before this (no `every_hit`) owed no more than the app's deck and discard held,
and replays so.
"""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.controller import SessionController
from companion.services.fulfillers import Replaying
from companion.services.outcomes import STOP_PLAYER, Applied
from companion.services.rehearsal import RehearsalSession

from rules_engine.actions import Action, decode_action
from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.decisions import DecisionKind, admitted
from rules_engine.dice import TableDice
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.decision import DUNGEON_LORD
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.solo import PERIL_DECK_EMPTY_RULE
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import RuleViolation
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.rules_index import get_rule
from rules_engine.values import replace
from tests.dungeoneer.flow import CARDS, D6, HEROES, MONSTERS, QUESTS, SOLO_LOCATIONS, act, refused, solo_table
from tests.dungeoneer.test_solo import into_corner
from tests.dungeoneer.test_solo_random_play_offers import one_offered_applied
from tests.support.search_budget import budget

PERIL_RULE = "dungeoneer.solo.peril-roll"
GLORY_CARDS = {key: card for key, card in CARDS.items() if card["kind"] in ("boon", "treasure")}
DRAGON = "Dragon as monster 3 health 2 melee 4"
#: The quests dealt (none hunts a monster: a new table may know none).
DEALT = {key: QUESTS[key] for key in ("magic-fish", "library-ward", "t1-watch")}


def table(monsters: dict[str, Any], cards: dict[str, Any]) -> DgState:
    """A solo table whose catalogue holds these monsters and cards, Ann in the corner (peril 2) north of the north
    tunnel, its two peril dice due."""
    state = solo_table(monsters=monsters, quests=DEALT, cards=cards)
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    return act(act(state, "move north"), "move north")


def setup_of(monsters: dict[str, Any]) -> GameSetup:
    """A solo setup whose catalogue holds these monsters, the glory cards and the quests dealt."""
    return GAME.validate_setup(GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True},
                                         {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": monsters,
                                          "quests": DEALT, "cards": GLORY_CARDS}))


def new_table_setup() -> GameSetup:
    """A new table's setup: the app knows no peril card."""
    return setup_of({})


def new_table() -> DgState:
    """A new table: the app knows no peril card (no monster, bane or encounter entered yet)."""
    return table({}, GLORY_CARDS)


def rolled(state: DgState, *faces: int) -> tuple[DgState, str]:
    """The peril roll as the command builds it (the table's dice), and its ruling's words."""
    request = GAME.parse_command(state, "peril-roll")
    assert isinstance(request, DiceRequest)
    outcome = GAME.apply(state, request.build(TableDice([str(f) for f in faces]).roll(request.die, request.count)))
    return outcome.state, str(outcome.ruling.message)


def drawn_from_the_table(state: DgState, typed: str) -> DgState:
    """`draw-peril` fulfilled with the card the table turned over, named (with its values when the app lacks it)."""
    request = GAME.parse_command(state, "draw-peril")
    assert isinstance(request, CardRequest)
    name, _, values = typed.partition(" as ")
    return GAME.apply(state, request.build(DrawnCard("peril", name, "table", {"values": values} if values else {}))).state


def offered(state: DgState, action: Action) -> bool:
    return admitted(GAME.choices(state), action)


@pytest.mark.rule("dungeoneer.solo.peril-roll")
def test_the_books_corner_each_die_of_one_or_two_plays_a_card_at_a_new_table_too() -> None:
    state = new_table()
    assert state.solo is not None and state.solo.peril_dice == 2
    assert state.solo.peril_deck == () and state.solo.peril_discard == ()
    for faces, owed in (((1, 2), 2), ((2, 5), 1), ((3, 6), 0)):
        after, said = rolled(state, *faces)
        assert after.solo.to_draw == owed, faces
        assert "no more are drawn" not in said


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.companion.typed-peril-card")
def test_a_new_table_draws_the_hits_from_its_own_deck_typed_by_name_and_values_and_plays_them() -> None:
    state, said = rolled(new_table(), 1, 1)
    assert "Corner: peril 2, rolled 1 and 1: 2 peril cards" in said
    state = drawn_from_the_table(state, DRAGON)
    assert state.solo.to_draw == 1 and len(state.solo.drawn) == 1
    assert state.battle is None  # played together, once the last card owed is drawn
    state = drawn_from_the_table(state, "Dragon")  # the table's deck holds a second one: named only now
    assert state.solo.to_draw == 0 and state.solo.drawn == ()
    assert state.battle is not None and [a.attacker.name for a in state.battle.attacks] == ["Dragon", "Dragon"]


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.companion.peril-deck-empty")
def test_ending_the_draws_is_refused_while_the_apps_deck_holds_a_card() -> None:
    state = act(into_corner(), "move north")
    state = act(state, "peril-roll", 1, 1)
    assert state.solo.peril_deck and state.solo.to_draw == 2
    with pytest.raises(RuleViolation) as refusal:
        GAME.apply(state, A.EndPerilDraws())
    assert refusal.value.ruling.citations[0].rule_id == PERIL_DECK_EMPTY_RULE
    assert "the draws end only when the deck and its discard are both empty" in str(refusal.value.ruling.message)
    assert not offered(state, A.EndPerilDraws())
    waived = GAME.apply(state, A.EndPerilDraws(), override=True)  # a table whose deck lost the card: a house rule
    assert waived.state.solo.to_draw == 0 and waived.ruling.waived[0].rule_id == PERIL_DECK_EMPTY_RULE


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.companion.peril-deck-empty")
def test_ending_the_draws_is_refused_while_the_apps_discard_holds_a_card() -> None:
    state, _ = rolled(new_table(), 1, 4)
    state = replace(state, solo=replace(state.solo, peril_discard=("zombie",)))
    assert refused(state, "end-draws") == PERIL_DECK_EMPTY_RULE


@pytest.mark.rule("dungeoneer.companion.peril-deck-empty", "dungeoneer.companion.solo-monster-form")
def test_ending_the_draws_when_the_tables_deck_is_empty_plays_the_cards_drawn() -> None:
    state, _ = rolled(new_table(), 2, 1)
    state = drawn_from_the_table(state, DRAGON)
    assert offered(state, A.EndPerilDraws())
    outcome = GAME.apply(state, GAME.parse_command(state, "end-draws"))
    after = outcome.state
    assert after.solo.to_draw == 0 and after.solo.drawn == ()
    assert after.battle is not None and after.battle.stage is Stage.RESPONSE
    assert [a.attacker.name for a in after.battle.attacks] == ["Dragon"]
    message = str(outcome.ruling.message)
    assert message.startswith("the peril deck and its discard are empty: the draws end (not drawn: 1 peril card)")
    assert "attack: Dragon in melee" in message
    cited = [c.rule_id for c in outcome.ruling.citations]
    assert cited[0] == PERIL_DECK_EMPTY_RULE and "dungeoneer.companion.solo-monster-form" in cited


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.companion.peril-deck-empty")
def test_ending_the_draws_with_none_drawn_lets_the_turn_go_on() -> None:
    state, _ = rolled(new_table(), 1, 2)
    after = act(state, "end-draws")
    assert after.solo.to_draw == 0 and after.battle is None
    assert offered(after, A.NextPhase())
    assert refused(after, "end-draws") == PERIL_RULE  # no peril card is owed now


def test_the_convention_is_the_apps_own_and_says_so() -> None:
    rule = get_rule(PERIL_DECK_EMPTY_RULE)
    assert rule.book == "companion" and "does not say" in rule.summary


@pytest.mark.parametrize(("deck", "discard", "to_draw", "allowed"), [
    ((), (), 2, True), ((), (), 0, False), (("zombie",), (), 2, False), ((), ("zombie",), 1, False)])
def test_the_choices_offer_the_end_of_the_draws_exactly_when_it_is_allowed(
        deck: tuple[str, ...], discard: tuple[str, ...], to_draw: int, allowed: bool) -> None:
    state, _ = rolled(new_table(), 6, 6)
    state = replace(state, solo=replace(state.solo, peril_deck=deck, peril_discard=discard, to_draw=to_draw))
    assert GAME.check(state, A.EndPerilDraws()).allowed is allowed
    assert offered(state, A.EndPerilDraws()) is allowed


def test_with_the_apps_deck_empty_the_draws_are_the_tables_step_not_the_automated_lords() -> None:
    state, _ = rolled(new_table(), 1, 1)
    decision = GAME.decision(state)
    assert decision.automaton == ""
    assert str(decision.prompt) == ("draw 2 peril cards from the table's deck (the app's is empty), or end-draws when "
                                    "it and its discard are empty")
    help_first = [line.syntax.split()[0] for line in GAME.commands(state)][:2]
    assert help_first == ["draw-peril", "end-draws"]  # help and the line under the board put the step first
    with_cards, _ = rolled(act(into_corner(), "move north"), 1, 1)  # the app's deck holds cards: its own step
    assert GAME.decision(with_cards).automaton == DUNGEON_LORD


# -- older saves: a roll recorded before every hit was owed ------------------------------------------


def one_card_table() -> DgState:
    """A table whose app deck holds one peril card (the zombie), in the corner with two peril dice due."""
    return table({"zombie": MONSTERS["zombie"]}, GLORY_CARDS)


def test_a_roll_saved_before_keeps_the_cap_and_a_new_roll_owes_every_hit() -> None:
    state = one_card_table()
    roll = TableDice(["1", "1"]).roll(GAME.parse_command(state, "peril-roll").die, 2)
    older = A.PerilRoll(roll)  # as a log saved before this change reads back: no `every_hit`
    assert "every_hit" not in older.to_json()["data"]
    assert decode_action(older.to_json()) == older
    capped = GAME.apply(state, older)
    assert capped.state.solo.to_draw == 1
    assert "only 1 peril card is left in the deck and its discard: no more are drawn" in capped.ruling.explain()
    now = GAME.parse_command(state, "peril-roll")
    assert isinstance(now, DiceRequest)
    made = now.build(roll)
    assert isinstance(made, A.PerilRoll) and made.every_hit and made.to_json()["data"]["every_hit"] is True
    assert GAME.apply(state, made).state.solo.to_draw == 2


def test_an_old_save_with_a_capped_roll_reopens_to_the_same_state(tmp_path: Path) -> None:
    from companion.services.store import SessionStore

    setup = setup_of({"zombie": MONSTERS["zombie"]})
    url = f"sqlite:///{tmp_path / 'old.db'}"
    with SessionStore.open(url) as store:
        live = store.create_session(game_id=GAME.id, name="Saved before", setup=setup)
        for text in ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
                     "quests p1 magic-fish library-ward t1-watch", "next", "place corner north of t1", "next",
                     "move north", "move north"):
            live.act(GAME.parse_command(live.state, text))
        roll = TableDice(["1", "2"]).roll(GAME.parse_command(live.state, "peril-roll").die, 2)
        live.act(A.PerilRoll(roll))  # the action as the app before this change recorded it
        live.act(A.DrawPeril("zombie", source="virtual"))
        played = live.state
        session = live.id
    assert played.solo.to_draw == 0 and played.battle is not None  # capped at one: the zombie attacks alone
    with SessionStore.open(url) as again:
        assert again.open_session(session).state == played


# -- automated play: never stuck with cards owed -------------------------------------------------------


TABLES = {"new": new_table, "one card": one_card_table, "the test catalogue": lambda: act(into_corner(), "move north")}


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.companion.peril-deck-empty")
@settings(max_examples=budget(6, 30), deadline=None)
@given(seed=st.integers(0, 10_000), start=st.sampled_from(sorted(TABLES)))
def test_random_solo_play_never_gets_stuck_with_peril_cards_owed(seed: int, start: str) -> None:
    rng = Random(seed)
    state = TABLES[start]()
    for step in range(60):
        offered = GAME.choices(state)
        assert offered or state.result, f"step {step}: nothing offered"
        solo = state.solo
        if solo is not None and solo.to_draw and GAME.decision(state).kind is DecisionKind.CARD:
            ways_on = {choice.action for choice in offered} & {A.DrawPeril, A.EndPerilDraws}
            assert ways_on, f"step {step}: {solo.to_draw} peril cards owed and neither a draw nor the end offered"
            assert (A.EndPerilDraws in ways_on) is (not solo.drawable("peril"))
        if not offered:
            break
        state = one_offered_applied(state, offered, rng, step)


def test_the_automated_lord_rolls_then_leaves_the_owed_draws_to_the_table_when_its_deck_is_empty() -> None:
    controller = SessionController(RehearsalSession(GAME, new_table_setup()))
    for text in ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
                 "quests p1 magic-fish library-ward t1-watch", "next", "place corner north of t1", "next",
                 "move north", "move north"):
        assert isinstance(controller.play(controller.read(text), Replaying(())), Applied), text
    run = controller.run_automated(Replaying((TableDice(["1", "1"]).roll(D6, 2),)))
    assert run.stopped == STOP_PLAYER and len(run.steps) == 1  # the roll was the lord's; the table's deck is its own
    assert controller.state.solo.to_draw == 2
    assert isinstance(controller.play(controller.read("end-draws"), Replaying(())), Applied)
    assert controller.state.solo.to_draw == 0 and controller.run_automated(Replaying(())).steps == ()
