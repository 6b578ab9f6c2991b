"""The Runebound state is typed: every flag the engine writes is its enum, and the state's JSON decodes back to it."""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Iterator
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.dice import TableDice
from rules_engine.errors import CommandError
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.class_decks.actions import FightClassChallenge, PassWindow, PlayClassCard
from rules_engine.runebound2.class_decks.cards import Kind, Timing
from rules_engine.runebound2.doom_track import DoomCard, DoomTrack
from rules_engine.runebound2.fights import FightPhase, FightSource
from rules_engine.runebound2.heroes import Item, Usage
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import Hex
from rules_engine.runebound2.turn import AfterWounds, Hazard, Movement, Pending
from rules_engine.runebound2.variants import AllyLimit, GameLength, ItemLimit
from rules_engine.serialization import from_jsonable, to_jsonable
from tests.runebound2.class_deck_helpers import card, class_game
from tests.runebound2.helpers import GAME, HEROES, NAMES, new_game, play, with_character, with_hero

#: Openings that reach the flags: a fight, a duel, a kept card, wounds held by armour, a road hazard.
OPENINGS = (
    (),
    ("step H3:swamp adventure:green", "next", "adventure take",
     'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/1/1 life:2 gold:2 keep', "fight"),
    ("next", "duel Boris", "before defender hero", "fight"),
    ("next", "next", 'market draw "Mail" item cost:2 class:armour type:mail use:activate', 'buy "Mail"', "next",
     "next", "next", "next", "next", "next", "step H3:swamp adventure:green", "next", "adventure take",
     'challenge "Wolves" mind:19 body:19 spirit:19 damage:2/2/2 life:2 gold:2', "fight"),
    ("step H3:swamp adventure:green", "next", "adventure take", 'encounter "Ambush"',
     'encounter-fight "Wolf" mind:12 body:12 spirit:12 damage:1/1/1 life:2'),
    ("roll-move", "move forest H2:hills"),
)

MOVES = ("flee", "stay", "attack", "defend", "next", "recover Tamalir", "counter 2", "take gold", "take-wounds",
         'activate "Mail" ward:1', "keep card", "keep decline", "effect wound hero 2", "roll-move", "rest 2", "stay",
         "move forest H2:hills", "step H4:forest", "hazard", "hazard-colour", "adventure take", "done",
         'challenge "Imp" mind:5 body:5 spirit:5 damage:1/1/1 life:1', 'encounter "Hermit"', "xp buy body")

FLAGS = (Pending, Movement, Hazard, AfterWounds, FightPhase, FightSource, Usage, ItemLimit, AllyLimit, GameLength)
MAIL = Item("Mail", 2, "armour", "mail", Usage.ACTIVATE)
WOLVES = 'challenge "Wolves" mind:19 body:19 spirit:19 damage:1/1/1 life:3'


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _enum_of(hint: Any) -> type[enum.Enum] | None:
    """The enum a field's type names (alone or with None), if any."""
    options = typing.get_args(hint) if typing.get_origin(hint) in (typing.Union, types.UnionType) else (hint,)
    return next((o for o in options if isinstance(o, type) and issubclass(o, enum.Enum)), None)


def enum_fields(value: Any, where: str = "state") -> Iterator[tuple[str, Any, type[enum.Enum]]]:
    """(path, value, enum) of every enum-typed field in a dataclass value and the dataclasses it holds."""
    if isinstance(value, tuple):
        for index, item in enumerate(value):
            yield from enum_fields(item, f"{where}[{index}]")
        return
    if not dataclasses.is_dataclass(value):
        return
    for field in dataclasses.fields(value):
        inner = getattr(value, field.name)
        kind = _enum_of(_hints(type(value))[field.name])
        if kind is not None and inner is not None:
            yield f"{where}.{field.name}", inner, kind
        else:
            yield from enum_fields(inner, f"{where}.{field.name}")


def _only_json_types(value: Any) -> bool:
    if isinstance(value, dict):
        return all(type(k) is str and _only_json_types(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_only_json_types(v) for v in value)
    return value is None or type(value) in (bool, int, float, str)


def check_typed(state: Rb2State) -> None:
    """Every flag holds its enum; the JSON holds only plain values and decodes to an equal state."""
    for where, value, kind in enum_fields(state):
        assert type(value) is kind, f"{where} is {value!r}, not a {kind.__name__}"
    data = to_jsonable(state)
    assert _only_json_types(data)
    assert from_jsonable(Rb2State, json.loads(json.dumps(data))) == state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 3), hazards=st.booleans(), doom=st.booleans(), opening=st.sampled_from(OPENINGS),
       script=st.lists(st.tuples(st.sampled_from(MOVES), st.lists(st.integers(0, 9), min_size=4, max_size=4)),
                       max_size=25))
def test_played_states_are_typed_and_decode_from_their_json(players: int, hazards: bool, doom: bool,
                                                          opening: tuple[str, ...],
                                                          script: list[tuple[str, list[int]]]) -> None:
    ids = list(HEROES)[:players]
    setup = GameSetup(tuple(PlayerSetup(NAMES[i], ids[i]) for i in range(players)),
                      {"doom_track": doom, "road_hazards": hazards, "item_limit": "class-and-type"}, {"heroes": HEROES})
    state = GAME.new_game(setup)
    check_typed(state)
    symbols = ["forest+hills", "plains+road", "river+swamp", "mountains+hills", "road+forest"]
    for text, numbers in [(t, [9, 9, 9, 9]) for t in opening] + script:
        try:
            parsed = GAME.parse_command(state, text)
            if isinstance(parsed, DiceRequest):
                entered = [str(n) for n in numbers] if parsed.die.kind == "numbered" else symbols
                parsed = parsed.build(TableDice(entered[: parsed.count]).roll(parsed.die, parsed.count))
        except CommandError:
            continue
        if not GAME.check(state, parsed).allowed:
            continue
        state = GAME.apply(state, parsed).state
        check_typed(state)
        if state.winner is not None:
            break


# -- scenarios that reach every flag the engine writes ------------------------------------------------


def _run(state: Rb2State, *moves: str | tuple[str | int, ...]) -> list[Rb2State]:
    """Play typed commands (a tuple is a command and its dice); every state on the way."""
    states = [state]
    for move in moves:
        text, *dice = (move,) if isinstance(move, str) else move
        try:
            states.append(play(states[-1], str(text), *dice))
        except Exception as error:  # noqa: BLE001 - any failure becomes a failure naming the move
            raise AssertionError(f"{move!r} after {states[-1].step.label}, turn {states[-1].turn}: {error}") from None
    return states


def _fight_to_the_track() -> list[Rb2State]:
    """Anna buys mail, lets each held wound land until she is knocked out, then takes the Wolves on from the track."""
    market = ("next", 'market draw "Mail" item cost:2 class:armour type:mail use:activate', 'buy "Mail"',
              'market add Tamalir "Bomb" item cost:1 use:discard', 'buy "Bomb"',
              'market add Tamalir "Stick" item cost:0 class:weapon type:stick', 'buy "Stick"', "next", "next")
    fight = ("step H3:swamp adventure:green", "next", "adventure take", WOLVES, "fight", ("flee", 1, 1), "take-wounds",
             "stay", ("defend", 1, 1), "take-wounds", ("defend", 1, 1), "take-wounds", "effect wound hero 1",
             "take-wounds", "effect wound hero 2", "take-wounds")
    again = ("recover Tamalir", "next", "step H3:swamp", "next", "adventure track")
    return _run(new_game(1, game_length="long"), *market, *fight, *again)


def _kept_card_and_movement() -> list[Rb2State]:
    """Anna keeps a beaten card; later turns roll, move, rest and stay."""
    keep = 'challenge "Imp" mind:2 body:2 spirit:2 damage:0/0/0 life:1 keep'
    terrain = ("forest+hills", "plains+road", "river+swamp", "mountains+hills", "road+forest")
    return _run(new_game(1, allies="unlimited-upkeep"), "step H3:swamp adventure:green", "next", "adventure take",
                keep, "fight", "stay", ("attack ranged", 9, 9), "keep card", "counter 2", "next", "next",
                ("roll-move", *terrain), "move forest H2:hills", "next", "next", ("rest 2", *terrain[:2]), "next",
                "next", "stay")


def _road_hazards() -> list[Rb2State]:
    """A quiet road, then a hazard whose colour is rolled, drawn, fought and beaten; an encounter's fight."""
    start = play(new_game(1, road_hazards=True, item_limit="class-and-type"), "step H4:forest")
    quiet = _run(start, ("hazard", "forest+hills", "plains+road"))
    hazard = _run(start, ("hazard", "plains+road", "river+swamp"), ("hazard-colour", 3, 3),
                  'challenge "Bandits" mind:5 body:5 spirit:5 damage:1/1/1 life:1', ("attack", 9, 9), "counter 1")
    encounter = _run(new_game(1, game_length="quick"), "step H3:swamp adventure:green", "next", "adventure take",
                     'encounter "Ambush"', 'encounter-fight "Wolf" mind:2 body:2 spirit:2 damage:0/0/0 life:1')
    return quiet + hazard + encounter


def _duels() -> list[Rb2State]:
    """Both heroes wear mail: wounds held in a duel's before-combat, an exchange, a flight; then the spoils."""
    state = with_hero(new_game(2), 1, position=Hex("H3", "forest"), items=(MAIL,))
    state = with_hero(state, 0, items=(MAIL,))
    ready = _run(state, "step H3:forest", "next", "duel Boris", "before defender pass")
    before = _run(ready[-1], ("before aggressor hero attack:magic wounds:1", 1, 1, 9, 9), "take-wounds", "fight",
                  ("flee", 9, 9, 1, 1), "take-wounds")
    spoils = _run(with_character(ready[-1], 1, wounds=4), "fight", "stay", ("attack ranged", 1, 1, 9, 9),
                  "take-wounds", "take gold", "recover Tamalir")
    return ready + before + spoils


def _endgame() -> list[Rb2State]:
    """The eighth doom counter falls with three equal heroes: lots, then the final battle."""
    cards = tuple(DoomCard(f"D{n}", "green") for n in range(5))
    state = dataclasses.replace(new_game(3, doom_track=True), doom=DoomTrack(cards, 7),
                                active_event=AdventureCard("Storm", "blue", "event", level=3))
    return _run(state, "step H1:plains adventure:green", "next", "adventure take", 'event "Omen" level:1',
                ("lots", 5, 5, 2), ("lots", 3, 7), 'challenge "Wyrm" red mind:30 body:30 spirit:30 damage:1/1/1 life:9',
                "fight")


def _class_deck_challenge() -> list[Rb2State]:
    """Class Decks: a challenge played from a class deck is fought (its own fight source)."""
    hound = card("Hound", Kind.CHALLENGE, hostile=True, cost=0, timing=Timing.MOVEMENT, colour="green")
    states = _run(class_game(2, {"Boris": (hound,)}), "step H3:forest", "next")
    for act in (PlayClassCard("Boris", "Hound"), PassWindow("Boris"), PassWindow("Anna"),
                FightClassChallenge(AdventureCard("Hound", "green", "challenge", mind=9, body=9, spirit=9, life=1)),
                PassWindow("Boris"), PassWindow("Anna")):
        states.append(GAME.apply(states[-1], act).state)
    return states


def test_every_flag_the_engine_writes_is_typed_and_every_value_is_reached() -> None:
    seen: set[tuple[type[enum.Enum], str | int]] = set()  # (enum, value): members of two enums may be equal
    for scenario in (_fight_to_the_track, _kept_card_and_movement, _road_hazards, _duels, _endgame,
                     _class_deck_challenge):
        for state in scenario():
            check_typed(state)
            seen |= {(kind, value.value) for _, value, kind in enum_fields(state)}
    missing = [f"{kind.__name__}.{m.name}" for kind in FLAGS for m in kind if (kind, m.value) not in seen]
    assert not missing, f"no scenario reached {missing}"
