"""Test helpers for Runebound 2nd edition: test heroes, entered dice, and typed turns."""

from __future__ import annotations

from dataclasses import replace

from rules_engine.dice import DiceRoll, TableDice, numbered_die
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.games import get_game
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import terrain_die

GAME = get_game("runebound2")
D10 = numbered_die(10)

#: Test heroes with invented values where the book gives none (never shipped as data).
VARIKAS = {"name": "Varikas the Dead", "life": 6, "stamina": 4, "mind": 1, "body": 4, "spirit": 4,
           "ranged": 1, "melee": 2, "magic": 1, "abilities": "before combat: exhaust 1 for a magic attack"}
VALADIR = {"name": "Valadir", "life": 5, "stamina": 4, "mind": 5, "body": 3, "spirit": 2,
           "ranged": 2, "melee": 1, "magic": 1}
MOK = {"name": "Mok", "life": 5, "stamina": 5, "mind": 2, "body": 3, "spirit": 5, "ranged": 1, "melee": 1, "magic": 2}
SERA = {"name": "Sera", "life": 5, "stamina": 3, "mind": 3, "body": 3, "spirit": 3, "ranged": 1, "melee": 1, "magic": 1}
LORN = {"name": "Lorn", "life": 7, "stamina": 3, "mind": 2, "body": 5, "spirit": 1, "ranged": 0, "melee": 3, "magic": 0}
TEA = {"name": "Tea", "life": 4, "stamina": 6, "mind": 4, "body": 2, "spirit": 4, "ranged": 1, "melee": 1, "magic": 2}
HEROES = {"varikas": VARIKAS, "valadir": VALADIR, "mok": MOK, "sera": SERA, "lorn": LORN, "tea": TEA}
NAMES = ("Anna", "Boris", "Cyril", "Dana", "Egor", "Fira")


def new_game(players: int = 2, **options) -> Rb2State:
    """A game with `players` seats, heroes in catalogue order."""
    ids = list(HEROES)[:players]
    setup = GameSetup(tuple(PlayerSetup(NAMES[i], ids[i]) for i in range(players)), options, {"heroes": HEROES})
    return GAME.new_game(setup)


def d10(*values: int) -> DiceRoll:
    """Ten-sided dice as entered by the table (10 is entered as 0)."""
    return TableDice([str(v % 10) for v in values]).roll(D10, len(values))


def terrain(*faces: str) -> DiceRoll:
    """Terrain dice entered as 'plains+river', one per die."""
    return TableDice(list(faces)).roll(terrain_die(), len(faces))


def play(state: Rb2State, text: str, *dice: str | int, override: bool = False) -> Rb2State:
    """Type a command; dice requests take the given entered faces."""
    parsed = GAME.parse_command(state, text)
    if isinstance(parsed, DiceRequest):
        roll = TableDice([str(d % 10) if isinstance(d, int) else d for d in dice]).roll(parsed.die, parsed.count)
        parsed = parsed.build(roll)
    return GAME.apply(state, parsed, override=override).state


def ruling(state: Rb2State, text: str, *dice: str | int):
    """The ruling of a typed command, without applying it."""
    parsed = GAME.parse_command(state, text)
    if isinstance(parsed, DiceRequest):
        roll = TableDice([str(d % 10) if isinstance(d, int) else d for d in dice]).roll(parsed.die, parsed.count)
        parsed = parsed.build(roll)
    return GAME.check(state, parsed)


def refused(state: Rb2State, text: str, *dice, rule: str) -> str:
    """Assert a command is refused citing `rule`; return the message."""
    result = ruling(state, text, *dice)
    assert not result.allowed, f"{text!r} was allowed: {result.message}"
    assert rule in [c.rule_id for c in result.citations], (rule, result.citations, result.message)
    return result.message


def with_hero(state: Rb2State, index: int = 0, **changes) -> Rb2State:
    """Change fields of a player's party."""
    return state.with_player(index, replace(state.players[index], **changes))


def with_character(state: Rb2State, index: int = 0, **changes) -> Rb2State:
    """Change fields of a player's hero character."""
    party = state.players[index]
    return state.with_player(index, replace(party, hero=replace(party.hero, **changes)))


def kept_from_play(name: str, becomes: str, players: int = 2) -> Rb2State:
    """A game where Anna beat the challenge `name` (a card kept) and said what it becomes ('keep ...')."""
    state = new_game(players)
    state = play(play(state, "step H20:plains adventure:green"), "next")
    state = play(play(state, "adventure take"), f'challenge "{name}" mind:2 body:2 spirit:2 damage:0/0/0 life:1 keep')
    state = play(play(play(state, "fight"), "stay"), "attack ranged", 9, 9)
    return play(play(state, becomes), "counter 1")
