"""Whole games as typed transcripts (the `companion play` syntax), and a driver that plays them through the session controller.

Imports nothing of Textual: tests/services/test_whole_games.py proves it in a subprocess.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules_engine.chance import is_request
from rules_engine.dice import TableDice
from rules_engine.games import get_game
from companion.services.controller import SessionController
from companion.services.fulfillers import DiceFrom
from companion.services.outcomes import NeedsChance
from companion.services.session_setup import setup_from_json
from companion.services.transcript_syntax import CHECK, HOUSE_RULE, REDO, UNDO, parse_line

#: A new Dice Throne session as `companion play --setup` reads it (heroes come from the catalogue by id).
DICE_THRONE_SETUP = {
    "name": "A whole match",
    "players": [{"name": "Ann", "hero": "gunslinger"}, {"name": "Bob", "hero": "cursed-pirate"}],
    "options": {"mode": "1v1"},
}


def attack_turn(roll: str, ability: str, defence: str = "", rerolls: tuple[str, ...] = (),
                discard: tuple[str, ...] = ()) -> list[str]:
    """One Dice Throne turn from upkeep: to the offensive roll, roll (and reroll), declare, activate, defend (a
    defence that gives nothing: 'no effect'), then main phase 2 and the discard phase (where `discard` lines bring
    the hand down to the limit)."""
    lines = ["next", "next", "next", f"roll [dice: {roll}]", *rerolls, f"ability {ability}", "activate", "next"]
    if defence:
        lines += [defence, "no effect"]
    return lines + ["next", "next", *discard, "next"]


#: Ann (Gunslinger) against Bob (Cursed Pirate), 50 health each, from the roll-off to the last blow.
DICE_THRONE_MATCH: list[str] = [
    "# who starts: Ann's 6 beats Bob's 1",
    "roll-off [dice: 6 1]",
    "# turn 1, Ann: two bullseyes short, one reroll, then Fill 'Em With Lead (an ultimate: no defence)",
    *attack_turn("6 6 6 2 3", "fill-em-with-lead", rerolls=("reroll 4 5 [dice: 6 6]",)),
    "# turn 2, Bob: Cutlass Strike; Ann defends with Duel",
    *attack_turn("1 2 3 4 5", "cutlass-strike", "defend duel [dice: 3]"),
    "# turn 3, Ann: a roll typed in main phase 1 is refused before any dice; asked first, then done right",
    "next",
    "next",
    "check roll",
    "roll [dice: 1 1 1 1 1]",
    "next",
    "roll [dice: 1 1 1 4 5]",
    "ability revolver",
    "activate",
    "next",
    "defend ahoy [dice: 1 2 4 6]",
    "no effect",
    "next",
    "undo",
    "redo",
    "next",
    "next",
    "# turn 4, Bob: five skulls, Pirate's Touch",
    *attack_turn("6 6 6 6 6", "pirates-touch"),
    "# turn 5, Ann: Fill 'Em With Lead again",
    *attack_turn("6 6 6 6 6", "fill-em-with-lead"),
    "# turn 6, Bob: Walk the Plank; Ann's Duel; seven cards in hand, one is sold",
    *attack_turn("1 4 5 6 2", "walk-the-plank", "defend duel [dice: 5]", discard=("sell",)),
    "# turn 7, Ann: a card deals 20 in main phase 1, then Fill 'Em With Lead ends it",
    "next",
    "next",
    "damage 20 pure to p2 from a card",
    "next",
    "roll [dice: 6 6 6 6 6]",
    "ability fill-em-with-lead",
    "activate",
    "next",
    "next",
]

#: The lines of DICE_THRONE_MATCH the rules refuse (by their text), and the questions asked.
DICE_THRONE_REFUSED = ("roll [dice: 1 1 1 1 1]",)
DICE_THRONE_CHECKS = ("check roll",)

#: Test heroes for Runebound (the shipped ones lack values the book does not print).
RUNEBOUND_HEROES = {
    "varikas": {"name": "Varikas the Dead", "life": 6, "stamina": 4, "mind": 1, "body": 4, "spirit": 4,
                "ranged": 1, "melee": 2, "magic": 1},
    "valadir": {"name": "Valadir", "life": 5, "stamina": 4, "mind": 5, "body": 3, "spirit": 2,
                "ranged": 2, "melee": 1, "magic": 1},
}
RUNEBOUND_SETUP = {
    "name": "A whole game",
    "players": [{"name": "Anna", "hero": "varikas"}, {"name": "Boris", "hero": "valadir"}],
    "options": {},
    "catalogue": {"heroes": RUNEBOUND_HEROES},
}
FIVE_TERRAIN_DICE = "plains+road river+forest hills+mountains swamp+road forest+hills"

#: Anna and Boris from Tamalir: a yellow challenge won and kept, a green one fled, then Margath slain.
RUNEBOUND_GAME: list[str] = [
    "# turn 1, Anna: five terrain dice, along the road to a yellow adventure",
    f"roll-move [dice: {FIVE_TERRAIN_DICE}]",
    "move road H2:forest adventure:yellow",
    "next",
    "adventure take",
    "challenge \"Bloodmother's Brood\" mind:15 body:11 spirit:14 damage:0/1/2 life:3 gold:3 keep",
    "fight",
    "stay",
    "attack ranged [dice: 9 9]",
    "defend melee [dice: 9 9]",
    "defend magic [dice: 9 9]",
    "# round 2: a poor melee defence costs a wound",
    "stay",
    "attack ranged [dice: 9 9]",
    "defend melee [dice: 1 1]",
    "defend magic [dice: 9 9]",
    "stay",
    "attack ranged [dice: 9 9]",
    "keep card",
    "counter 1",
    "next",
    "next",
    "# turn 2, Boris: to a green adventure, and away from the Wolves",
    f"roll-move [dice: {FIVE_TERRAIN_DICE}]",
    "move plains river H5:hills adventure:green",
    "next",
    "adventure take",
    'challenge "Wolves" green mind:9 body:9 spirit:9 damage:1/1/1 life:3 gold:2',
    "fight",
    "flee [dice: 9 9]",
    "next",
    "# turn 3, Anna: one step to a red adventure, and Margath",
    "step H9:mountains adventure:red",
    "next",
    "adventure take",
    'challenge "Margath" red mind:12 body:12 spirit:12 damage:2/3/4 life:3 margath',
    "fight",
    "stay",
    "attack ranged [dice: 0 0]",
    "defend melee [dice: 9 9]",
    "defend magic [dice: 9 9]",
    "stay",
    "attack ranged [dice: 0 0]",
    "defend melee [dice: 9 9]",
    "defend magic [dice: 9 9]",
    "stay",
    "attack ranged [dice: 0 0]",
]


@dataclass(frozen=True)
class Played:
    """One played line: its text and the controller's outcome."""

    text: str
    outcome: object


def drive(controller: SessionController, script: list[str]) -> list[Played]:
    """Play a transcript through the controller as a front end would: read, check or submit, then the table's dice."""
    played = []
    for number, raw in enumerate(script, start=1):
        line = parse_line(number, raw)
        if line is None:
            continue
        if line.kind in (UNDO, REDO):
            outcome = controller.undo() if line.kind == UNDO else controller.redo()
            played.append(Played(line.text, outcome))
            continue
        request = controller.read(line.command)
        override = line.kind == HOUSE_RULE
        if line.kind == CHECK:
            outcome = controller.check(request)
        else:
            outcome = controller.submit(request, override=override)
            if isinstance(outcome, NeedsChance):
                assert line.dice is not None, f"line {number} needs the table's dice: {raw}"
                outcome = controller.fulfil(outcome.request, DiceFrom(TableDice(line.dice)), override=override)
            else:
                assert line.dice is None or is_request(request), f"line {number} needs no dice: {raw}"
        played.append(Played(line.text, outcome))
    return played


def play_whole_game(store, game_id: str, setup_json: dict, script: list[str]) -> tuple[SessionController, list[Played]]:
    """A new saved session from a JSON setup (heroes filled from the catalogue), played through the controller."""
    game = get_game(game_id)
    setup = setup_from_json(game, setup_json, store)
    live = store.create_session(game_id=game_id, name=setup_json["name"], setup=setup)
    controller = SessionController(live)
    return controller, drive(controller, script)
