"""Building Runebound 3rd edition setups and cards for the rule tests."""

from __future__ import annotations

from rules_engine.chance import DrawnCard
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import R3State

HERO = {"name": "Test Hero", "body": 2, "mind": 1, "spirit": 1, "health": 8, "speed": 3, "hand_size": 4,
        "gold": 3, "start": "Tamalir", "tokens": ["axe/shield*", "bolt/miss"]}
MARKETS = {city: [{"name": f"{city} {n}", "type": "goods", "cost": 2} for n in (1, 2, 3)]
           for city in ("Dawnsmoor", "Forge", "Riverwatch", "Tamalir")}
TOKENS = [{"space": "Tamalir", "colour": "green"}, {"space": "Wilds", "colour": "orange"}]


def new_setup(players: int = 2, **options: object) -> GameSetup:
    """A setup of test heroes alike in all but their id (each player picks their own hero), in Tamalir."""
    opts = {"scenario": "margath", "first_player": 0, "track_length": 15, "story_spaces": "3,9", **options}
    ids = ["hero"] + [f"hero-{i + 1}" for i in range(1, players)]
    return GameSetup(tuple(PlayerSetup(f"P{i}", ids[i]) for i in range(players)), opts,
                     {"heroes": {hero: HERO for hero in ids}, "markets": MARKETS, "tokens": TOKENS})


def new_state(players: int = 2, **options: object) -> R3State:
    """A fresh game state."""
    return RUNEBOUND3.new_game(new_setup(players, **options))


def item(name: str, kind: str, cost: int = 1) -> DrawnCard:
    """An item card as drawn."""
    return DrawnCard("items", name, data={"type": kind, "cost": cost})


def challenge(name: str, kind: str) -> DrawnCard:
    """A challenge card as drawn."""
    return DrawnCard("challenges", name, data={"kind": kind})


def after(state: R3State, *commands: str) -> R3State:
    """The state after these typed commands, each allowed."""
    for command in commands:
        outcome = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, command))
        assert outcome.ruling.allowed, outcome.ruling.message
        state = outcome.state
    return state


def refused_rule(state: R3State, action: object) -> tuple[str, str]:
    """The rule id and message of a refusal (asserting it was refused)."""
    ruling = RUNEBOUND3.check(state, action)
    assert not ruling.allowed, ruling.message
    return ruling.citations[0].rule_id, ruling.message

#: The enemies' common tokens: five for act 1, the sixth for act 2 (made-up faces for the tests).
ENEMY_TOKENS = {f"e{n}": {"name": f"Enemy {n}", "token": text, "act": 2 if n == 6 else 1}
                for n, text in enumerate(("skull/miss", "miss/shield", "skull*/miss", "wing/skull",
                                          "shield/miss", "2skull*/skull"), start=1)}
ENEMIES = {"wolf": {"name": "Wolf", "health": 2, "reward": "2 gold"},
           "margath": {"name": "Margath", "health": 12, "reward": "victory", "villain_token": "3skull*/2shield"}}


def fighting_setup(players: int = 2, **options: object) -> GameSetup:
    """A setup whose catalogue lets fights run token by token (enemies and their common tokens)."""
    setup = new_setup(players, **options)
    return GameSetup(setup.players, setup.options,
                     {**setup.catalogue, "enemies": ENEMIES, "enemy_tokens": ENEMY_TOKENS})


def fighting_state(players: int = 2, **options: object) -> R3State:
    """A fresh game state whose enemies fight with tokens."""
    return RUNEBOUND3.new_game(fighting_setup(players, **options))
