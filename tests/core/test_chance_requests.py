"""Chance requests are plain data: stored as JSON, read back, and built from the same outcome into the same action."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from random import Random

import pytest

from rules_engine.chance import (
    CardRequest,
    ChanceRequest,
    DiceRequest,
    DrawnCard,
    Makes,
    before_chance,
    fill,
    made_by,
    request_from_json,
    request_to_json,
)
from rules_engine.dice import DiceRoll, Face, SeededDiceSource, numbered_die
from rules_engine.serialization import DecodeError
from tests.dice_throne.support import GAME as DICE_THRONE
from tests.dice_throne.support import new as new_match
from tests.dice_throne.support import started, to_phase
from tests.dungeoneer.flow import new_table
from tests.runebound2.helpers import GAME as RUNEBOUND2
from tests.runebound2.helpers import new_game
from tests.runebound3.helpers import fighting_state, new_state
from tests.support.tally_game import AddPoints, RollPoints
from rules_engine.dice_throne.choices.turn import roll_off_choice
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from rules_engine.dungeoneer.typed_locations import location_request, tunnel_request
from rules_engine.runebound3.combat.choices import toss_request
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.game import RUNEBOUND3
from tests.runebound3 import test_combat_board as combat_board


def offered_requests() -> Iterator[tuple[str, ChanceRequest]]:
    """Every request the games' choices carry in a few states (a roll-off, a roll, a move, a fight, a draw)."""
    tables = (
        (DICE_THRONE, started()), (DICE_THRONE, to_phase(started(), "offensive-roll")),
        (RUNEBOUND2, new_game(2)), (RUNEBOUND3, new_state()), (RUNEBOUND3, fighting_state()), (DUNGEONEER, new_table()),
    )
    for game, state in tables:
        for choice in game.choices(state):
            if choice.request is not None:
                yield f"{game.id}: {choice.label}", choice.request
    yield "dice-throne: the roll-off", roll_off_choice(new_match()).request
    fight = start_combat(combat_board.HERO, combat_board.TROLL, combat_board.TERRAIN)
    yield "runebound3: a fight's toss", toss_request(fight)
    table = new_table()
    yield "dungeoneer: a location drawn", location_request(table, (1, 0))
    yield "dungeoneer: a tunnel drawn", tunnel_request(table, Side.EAST)


def outcome_for(request: ChanceRequest, seed: int) -> DiceRoll | DrawnCard:
    """A roll the request's dice can show, or a card its deck may give."""
    if isinstance(request, CardRequest):
        return DrawnCard(request.deck, request.candidates[seed % len(request.candidates)] if request.candidates else "Ghoul")
    if request.die.faces:
        return SeededDiceSource(seed).roll(request.die, request.count, request.modifier)
    symbol = Random(seed).choice(request.die.symbols_allowed or ("wild",))
    return DiceRoll(request.die.id, (Face(symbol, None, (symbol,)),) * request.count, "table", request.modifier)


REQUESTS = list(offered_requests())


def test_the_games_offer_requests_of_every_kind():
    kinds = {type(request) for _, request in REQUESTS}
    makers = {request.build.maker for _, request in REQUESTS}
    assert kinds == {DiceRequest, CardRequest} and len(REQUESTS) >= 10 and "" in makers and len(makers) > 1


@pytest.mark.parametrize(("label", "request_"), REQUESTS, ids=[label for label, _ in REQUESTS])
def test_a_request_round_trips_through_json_and_builds_the_same_action(label, request_):
    stored = json.dumps(request_to_json(request_))
    again = request_from_json(json.loads(stored))
    assert again == request_ and json.dumps(request_to_json(again)) == stored
    for seed in range(3):
        outcome = outcome_for(request_, seed)
        assert again.build(outcome) == request_.build(outcome)


def test_a_replayed_request_gives_the_same_ruling_as_the_one_asked():
    game, state = DICE_THRONE, to_phase(started(), "offensive-roll")
    request = next(c.request for c in game.choices(state) if c.request is not None and c.verb == "roll")
    roll = SeededDiceSource(5).roll(request.die, request.count)
    stored = json.loads(json.dumps(request_to_json(request)))
    first = game.apply(state, request.build(roll))
    replayed = game.apply(state, request_from_json(stored).build(roll))
    assert replayed.state == first.state and replayed.ruling == first.ruling


def test_a_request_holds_no_function():
    with pytest.raises(TypeError):
        DiceRequest(numbered_die(6), 1, "points", lambda roll: RollPoints(roll))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        CardRequest("bonus", "points", lambda card: AddPoints(1))  # type: ignore[arg-type]


def test_stored_requests_that_are_not_one_are_refused_with_a_message():
    for bad in ({}, {"dice": {"count": 1}}, {"card": {"deck": "x", "purpose": "y", "makes": {"kind": "no.such"}}},
                {"dice": {"die": {"id": "d6", "name": "d6", "faces": []}, "count": 1, "purpose": "p",
                          "makes": {"kind": "no.such.action", "fields": {}, "slot": "roll"}}}):
        with pytest.raises(DecodeError):
            request_from_json(bad)
    with pytest.raises(DecodeError):
        Makes(fields={}, maker="no.such.maker")(DrawnCard("x", "y"))


def test_a_filled_action_and_a_maker_build_from_the_outcome():
    roll = SeededDiceSource(1).roll(numbered_die(6), 1)
    assert fill(RollPoints)(roll) == RollPoints(roll)
    assert made_by("tally.total")(roll) == AddPoints(roll.total)
    with pytest.raises(ValueError):
        made_by("no.such.maker")


@pytest.mark.parametrize(("label", "request_"), [r for r in REQUESTS if isinstance(r[1], DiceRequest)],
                         ids=[label for label, r in REQUESTS if isinstance(r, DiceRequest)])
def test_may_i_before_a_roll_never_holds_a_made_up_roll(label, request_):
    asked = before_chance(request_)
    if asked is None:  # the action is worked out of the faces: nothing can be asked before the roll
        return
    rolls = [getattr(asked, f.name) for f in dataclasses.fields(asked) if isinstance(getattr(asked, f.name), DiceRoll)]
    assert rolls and all(roll.source == "unrolled" for roll in rolls)
