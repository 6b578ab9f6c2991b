"""A scripted solo player: it types the commands a careful player would, one at a time, from the state alone.

It places its quests' locations first, walks the shortest way to the nearest quest it can do,
attempts it while it has points, and when three are done walks back to the entrance. The app
is the dungeon lord: by default it takes its own steps (the peril dice, the peril cards, its monsters'
attack rolls) after each line, as `companion play` does, so the bot types only the player's
decisions; with `lord_steps=True` the bot types those steps too (`peril-roll`, `draw-peril`,
`attack-roll`), as a table playing step by step does. The app's seeded chance gives every die and
card. `play_solo_game` runs the commands through the same code as `companion play`
(`transcript.play_line`, `transcript.automated_steps`), so the lines it typed, replayed by
`companion play --seed`, give the same game.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from companion.services.controller import SessionController
from companion.services.fulfillers import AppChance, ChanceResult, Fulfiller, Recording
from rules_engine.chance import ChanceRequest
from companion.services.rehearsal import RehearsalSession
from companion.services.outcomes import Applied
from companion.services.transcript import LineResult, automated_steps, play_line
from companion.services.transcript_syntax import parse_line
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.dungeon_map import Cell, beside
from rules_engine.dungeoneer.exits import SIDES, Side
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.movement import Way, way_out
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.placement import legal_cells
from rules_engine.dungeoneer.quests import Category
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import GameSetup, PlayerSetup
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS, SOLO_LOCATIONS

#: The solo game's setup, as `companion play --setup` reads it.
SOLO_SETUP: dict[str, Any] = {
    "name": "Solo crawl",
    "players": [{"name": "Ann", "hero": "rogue"}],
    "options": {"solo": True},
    "catalogue": {"heroes": HEROES, "locations": {**LOCATIONS, "corner": SOLO_LOCATIONS["corner"]},
                  "monsters": MONSTERS, "quests": QUESTS, "cards": CARDS},
}
OPENING = ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
           "quests p1 magic-fish library-ward hunt-zombie")
MAX_LINES = 1500


def path_step(state: DgState, start: Cell, goal: Cell) -> Side | None:
    """The first side to leave by on a shortest walk from start to goal (walls never passed)."""
    seen = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            break
        for side in SIDES:
            way = way_out(state.dungeon, cell, side)
            if isinstance(way, Way) and way.to not in seen:
                seen[way.to] = (cell, side)
                queue.append(way.to)
    if goal not in seen or goal == start:
        return None
    cell = goal
    while True:
        back = seen[cell]
        assert back is not None
        previous, side = back
        if previous == start:
            return side
        cell = previous


def _goals(state: DgState) -> Iterator[tuple[Cell, str]]:
    """Where the hero wants to be: its quests' locations on the table (or the entrance when done)."""
    hero = state.hero
    if hero.quests_done >= 3:
        for cell in state.dungeon.entrances():
            yield cell, ""
        return
    for quest_id in hero.quests:
        if not _may_try(state, quest_id):
            continue
        for card_id in state.quest(quest_id).locations:
            cell = state.dungeon.cell_of(card_id)
            if cell is not None:
                yield cell, quest_id


def _wanted_cards(state: DgState) -> list[str]:
    wanted = [loc for q in state.hero.quests for loc in state.quest(q).locations]
    return [c for c in state.locations if c in wanted] + [c for c in state.locations if c not in wanted]


def place_command(state: DgState) -> str | None:
    """A placement command: a quest's location first, on the legal cell nearest the entrance."""
    more = len(state.locations) > 1
    for card_id in _wanted_cards(state):
        cells = sorted(legal_cells(state.dungeon, state.card(card_id), more_to_place=more),
                       key=lambda c: (abs(c[0]) + abs(c[1]), c))
        for cell in cells:
            for side in SIDES:
                neighbour = beside(cell, side)
                card = state.dungeon.card_at(neighbour)
                if card is not None:
                    return f'place {card_id} {side.opposite} of "{card.name}"'
    return None


def _may_try(state: DgState, quest_id: str) -> bool:
    """False for a hunt whose monster attacked this turn already (it attacks once a turn)."""
    quest = state.quest(quest_id)
    return quest.category is not Category.HUNT or quest.monster not in state.attacked_this_turn


def _attempt(state: DgState, quest_id: str) -> str:
    quest = state.quest(quest_id)
    if quest.category in (Category.INFLUENCE, Category.SACRIFICE):
        return f"quest {quest_id} done"
    return f"quest {quest_id}"


def next_command(state: DgState) -> str:
    """What the scripted player types now."""
    solo = state.solo
    assert solo is not None
    battle = state.battle
    if battle is not None:
        return {Stage.RESPONSE: "respond", Stage.ATTACK_ROLLS: "attack-roll", Stage.COUNTER_ROLLS: "counter-roll",
                Stage.CHALLENGE: "challenge pass", Stage.REWARD: "reward"}[battle.stage]
    if solo.peril_dice:
        return "peril-roll"
    if state.hazard is not None:
        return "hazard"
    if solo.to_draw:
        return "draw-peril"
    if solo.glory_draws and solo.drawable("glory"):
        return "draw-glory"
    hero = state.hero
    if state.phase is Phase.LOCATION and not state.placed_this_phase:
        placing = place_command(state)
        if placing is not None:
            return placing
    if state.phase is Phase.DEEDS:
        if hero.fallen:
            return "stand" if hero.points else "next"
        goals = list(_goals(state))
        here = [quest for cell, quest in goals if cell == hero.cell and quest and _may_try(state, quest)]
        cost = 1 if state.quest_attempts else 0
        if here and hero.points >= cost:
            return _attempt(state, here[0])
        if hero.points >= 1:
            steps = [(s, cell) for cell, _ in goals if (s := path_step(state, hero.cell, cell)) is not None]
            if steps:
                return f"move {steps[0][0]}"
        return "next"
    if state.phase is Phase.DISCARD_DRAW and hero.points and not hero.saved_point:
        return "next save"
    return "next"


@dataclass(frozen=True)
class SoloGame:
    """A finished solo game: the lines typed, what each came to, and the states after each."""

    lines: tuple[str, ...]
    results: tuple[LineResult, ...]  # the lines' and the app's own steps', in order
    states: tuple[DgState, ...]  # the state after each result


def solo_setup() -> GameSetup:
    """The solo game's validated setup."""
    players = tuple(PlayerSetup(p["name"], p["hero"]) for p in SOLO_SETUP["players"])
    return GAME.validate_setup(GameSetup(players, SOLO_SETUP["options"], SOLO_SETUP["catalogue"]))


class _Watching:
    """Passes requests on, keeping the state each automated step starts from (the one after the step before)."""

    def __init__(self, controller: SessionController, inner: Fulfiller) -> None:
        self.controller, self.inner = controller, inner
        self.states: list[DgState] = []

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """The inner fulfiller's result; the state now is remembered first."""
        self.states.append(self.controller.state)
        return self.inner.fulfil(request)


def play_solo_game(seed: int, *, lord_steps: bool = False) -> SoloGame:
    """The scripted player's whole game against the app's seeded dice and virtual decks, to its end.

    Without `lord_steps` the app takes the dungeon lord's steps after each line and the bot never
    meets one; with it the bot types them."""
    controller = SessionController(RehearsalSession(GAME, solo_setup(), SOLO_SETUP["name"]))
    chance = Recording(AppChance.seeded(seed))
    lines: list[str] = []
    results: list[LineResult] = []
    states: list[DgState] = []
    while not controller.state.finished and len(lines) < MAX_LINES:
        if not lord_steps:
            assert controller.automated() is None, "the dungeon lord's step was left to the player"
        text = OPENING[len(lines)] if len(lines) < len(OPENING) else next_command(controller.state)
        line = parse_line(len(lines) + 1, text)
        assert line is not None
        result = play_line(controller, line, chance)
        results.append(result)
        lines.append(text)
        states.append(controller.state)
        if not lord_steps and isinstance(result.outcome, Applied):
            watched = _Watching(controller, chance)
            steps = automated_steps(controller, line, None, watched)
            results.extend(steps)
            states.extend((watched.states[1:] + [controller.state])[:len(steps)])
    return SoloGame(tuple(lines), tuple(results), tuple(states))
