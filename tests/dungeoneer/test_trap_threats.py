"""Trap threats: a trap encounter tests every hero in its location, each rolling its own die."""

from __future__ import annotations

from typing import Any

import pytest
from textual.binding import Binding

from cards_db.dungeoneer import validate_card
from cards_db.kinds import CatalogueError
from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.dice import TableDice
from rules_engine.dungeoneer.board import board
from rules_engine.dungeoneer.catalogue_cards import location_from
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import RuleViolation
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.messages import render
from rules_engine.values import replace
from screens.dungeoneer.area import DungeoneerArea, solo_events
from screens.dungeoneer.widgets import solo_text
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS, SOLO_LOCATIONS, act, card, refused

TRAP = {"id": "dart-trap", "name": "Dart trap", "kind": "encounter", "cost": 1, "timing": "dungeon-lord",
        "duration": "instant", "traits": ["trap"], "threat_stat": "speed", "threat_target": 4,
        "text": "a hero who fails takes a wound"}
VAULT = card("vault", "Trapped vault", "room", "OOOO", hazard={"kind": "danger", "target": 1})


def _catalogue(locations: dict[str, Any]) -> dict[str, Any]:
    return {"heroes": HEROES, "locations": locations, "monsters": MONSTERS, "quests": QUESTS,
            "cards": {**CARDS, "dart-trap": TRAP}}


def _table() -> DgState:
    """Ann and Bo on the entrance, Ann first in her dungeon lord phase, Bo with peril to pay for a trap."""
    state = GAME.new_game(GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {},
                                    _catalogue({**LOCATIONS, "vault": VAULT})))
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(act(state, "quests p1 magic-fish library-ward"), "quests p2 crypt-vow pit-offering")
    state = act(act(state, "shared t1-watch"), "first-player", 6, 2)
    return state.with_hero(1, replace(state.heroes[1], peril=5))


@pytest.mark.rule("dungeoneer.threats.traps", "dungeoneer.threats.check")
def test_a_trap_played_on_a_hero_tests_every_hero_in_that_location_each_with_its_own_die() -> None:
    state = act(_table(), "peril dart-trap on p2")  # both heroes stand on the entrance
    assert len(state.traps) == 1 and state.traps[0].seats == (0, 1)
    request = GAME.parse_command(state, "trap-roll")
    assert isinstance(request, DiceRequest) and request.count == 2
    assert "Ann always passes, Bo passes 5 in 6" in GAME.decision(state).prompt  # speed 3 and 2 against 4+
    assert refused(state, "next") == "dungeoneer.threats.traps"  # the trap is rolled first
    outcome = GAME.apply(state, request.build(TableDice(["1", "1"]).roll(request.die, request.count)))
    assert "Ann rolled 1 + 3 = 4: passed; Bo rolled 1 + 2 = 3: failed" in outcome.ruling.message
    assert any("Dart trap on Bo: a hero who fails takes a wound" in n for n in outcome.ruling.effects)
    assert outcome.state.traps == ()


@pytest.mark.rule("dungeoneer.threats.traps")
def test_a_hero_elsewhere_does_not_roll_for_the_trap() -> None:
    state = _table()
    state = state.with_hero(0, replace(state.heroes[0], cell=state.dungeon.cell_of("t1")))
    state = act(state, "peril dart-trap on p2")
    assert state.traps[0].seats == (1,)
    state = act(state, "trap-roll", 4)  # Bo: 4 + 2 = 6
    assert state.traps == () and act(state, "next").phase is Phase.LOCATION


@pytest.mark.rule("dungeoneer.hazards.danger", "dungeoneer.threats.traps")
def test_danger_in_the_location_raises_the_traps_threat() -> None:
    state = _table()
    vault = location_from(VAULT)
    cell = (1, -1)
    state = replace(state, dungeon=state.dungeon.with_card(vault, cell),
                    locations=tuple(c for c in state.locations if c != "vault"))
    state = state.with_hero(1, replace(state.heroes[1], cell=cell))
    outcome = GAME.apply(state, GAME.parse_command(state, "peril dart-trap on p2"))
    assert "speed 5+ (danger in Trapped vault: +1)" in outcome.ruling.message
    state = act(outcome.state, "trap-roll", 2)  # 2 + 2 = 4: short of 5
    assert state.traps == ()


def trap_and_monster_drawn_alone() -> DgState:
    """Alone, in the corner two rooms north, whose peril roll drew the dart trap and the zombie (both waiting)."""
    state = GAME.new_game(GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True},
                                    _catalogue({**SOLO_LOCATIONS})))
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward t1-watch")
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    state = act(act(act(state, "move north"), "move north"), "peril-roll", 1, 2)
    for name in ("Dart trap", "Zombie"):
        request = GAME.parse_command(state, "draw-peril")
        assert isinstance(request, CardRequest)
        state = GAME.apply(state, request.build(DrawnCard(request.deck, name, "virtual"))).state
    return state


@pytest.mark.rule("dungeoneer.threats.traps", "dungeoneer.general.order")
def test_alone_a_trap_drawn_with_a_monster_is_rolled_before_the_monster_attacks() -> None:
    state = trap_and_monster_drawn_alone()
    assert state.battle is not None and len(state.traps) == 1
    with pytest.raises(RuleViolation):
        act(state, "respond")  # the encounter before the attack
    panel = solo_text(board(state).solo, (), ()).plain
    assert "Dart trap: one die for each hero there, speed 4+ (Ann always passes; trap-roll) (f7)" in panel
    # The key the hint names is the board's key for that roll (it once named ctrl+p, the command palette's).
    assert [b.key for b in DungeoneerArea.BINDINGS if isinstance(b, Binding) and b.action == "peril_roll"] == ["f7"]
    request = GAME.parse_command(state, "trap-roll")
    rolled = request.build(TableDice(["6"]).roll(request.die, request.count))
    outcome = GAME.apply(state, rolled)
    state = outcome.state
    assert state.traps == () and "dart-trap" in state.solo.peril_discard
    events = solo_events([_Logged(rolled, outcome.ruling)])
    assert [(e.kind, e.dice) for e in events] == [("trap-roll", (6,))] and "Ann rolled 6 + 3 = 9" in events[0].said
    state = act(state, "respond")
    assert state.battle is not None


class _Logged:
    """A log entry as the solo panel reads it: the action, its ruling, still in effect."""

    def __init__(self, action: Any, ruling: Any) -> None:
        self.action, self.ruling, self.active = action, ruling, True


def test_the_catalogue_takes_a_threat_only_on_a_trap_encounter_and_names_the_field_and_card() -> None:
    clean = validate_card(TRAP)
    assert (clean["threat_stat"], clean["threat_target"]) == ("speed", 4)
    with pytest.raises(CatalogueError, match=r"card 'helm'.*'threat_stat' belongs to trap encounters"):
        validate_card({**CARDS["helm"], "threat_stat": "speed", "threat_target": 4})
    with pytest.raises(CatalogueError, match=r"card 'dart-trap'.*threat_stat"):
        validate_card({**TRAP, "threat_stat": "luck"})
    with pytest.raises(CatalogueError, match=r"card 'dart-trap'.*'threat_target' is missing"):
        validate_card({k: v for k, v in TRAP.items() if k != "threat_target"})


@pytest.mark.rule("dungeoneer.threats.traps")
def test_at_a_table_of_two_the_board_shows_the_waiting_trap_with_each_heros_exact_chance() -> None:
    assert board(_table()).trap is None
    data = board(act(_table(), "peril dart-trap on p2")).trap
    assert data is not None
    assert (data.card, data.stat, data.target, data.location) == ("Dart trap", "speed", 4, "Tomb antechamber")
    assert [(h.player, h.value, h.passes_in_6, h.chance) for h in data.heroes] == [("Ann", 3, 6, 100.0),
                                                                                  ("Bo", 2, 5, 83.3)]


class _Marking:
    """A catalogue that marks every text it translates: English left untranslated shows unmarked."""

    def gettext(self, message: str) -> str:
        return f"<{message}>"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"<{singular if n == 1 else plural}>"


def test_a_trap_played_on_a_hero_is_told_in_the_players_language_whole() -> None:
    state = _table()
    outcome = GAME.apply(state, GAME.parse_command(state, "peril dart-trap on p2"))
    shown = render(outcome.ruling.message, _Marking())
    parts = shown.split("; ")  # the play, then the trap's threat: each translated
    assert len(parts) == 2 and all(p.startswith("<") and p.endswith(">") for p in parts), shown
