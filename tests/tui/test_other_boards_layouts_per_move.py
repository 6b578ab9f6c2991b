"""On the Runebound 2e, Runebound 3e and Dungeoneer boards a move asks for a layout only when something moves.

Counted, never timed, in the player's order (act, take it back, put it back) on a golden game's last moves: the
layouts the board's widgets ask for (`Widget.refresh(layout=True)`) during a move, and whether any widget of the board
changed place or size (or a scrolled column the size of what it holds) by the end of the move. A layout request lays the whole screen out (about a third of a move's CPU on these
boards, bench/bench_boards.py). Before, every draw gave the status line, the tracks line, the party cards, the time
track, the markets, the map and the solo and fight panels their text through `Static.update`, which always asks
for a layout, and Dungeoneer's side column moved two of its panels to the top and back on every draw: one layout of
the screen per move on each board, with each panel redrawn whole. Now each text is given through `show_content`
(compared by value; a layout only when the text's size changes) and the side column's panels move only when their
order changes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from textual.geometry import Region, Size
from textual.pilot import Pilot
from textual.widget import Widget

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.actions import decode_action
from rules_engine.game import GameSetup
from screens.game_area import GameArea
from screens.session_frame import SessionFrame
from tests.support.saved_games import GOLDEN_GAMES
from tests.tui.drive import open_session
from tests.tui.test_layouts_per_move import settle

#: The golden game of each board, and how many of its last actions are played in the app.
BOARDS = {"runebound2": "runebound2-runes-and-variants", "runebound3": "runebound3-two-heroes",
          "dungeoneer": "dungeoneer-two-heroes"}
PLAYED = 8


def saved_but_the_last(store: SessionStore, file_stem: str, count: int) -> tuple[int, list]:
    """The golden game saved without its last `count` applied actions: the session's id and those actions."""
    lines = [json.loads(line) for line in (GOLDEN_GAMES / f"{file_stem}.jsonl").read_text().splitlines() if line]
    header, steps = lines[0], [step for step in lines[1:] if step["outcome"] == "applied"]
    live = store.create_session(game_id=header["game"], name=file_stem, setup=GameSetup.from_json(header["setup"]))
    for step in steps[:-count]:
        live.act(decode_action(step["action"]), override=bool(step["override"]))
    return live.id, [(decode_action(step["action"]), bool(step["override"])) for step in steps[-count:]]


class LayoutsAsked:
    """The board's widgets that asked for a layout while counting is on."""

    def __init__(self) -> None:
        self.area: GameArea | None = None
        self.asked: list[Widget] = []

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        refresh = Widget.refresh

        def counted(widget: Widget, *regions, repaint: bool = True, layout: bool = False, recompose: bool = False):
            if layout and self.area is not None and (widget is self.area or self.area in widget.ancestors):
                self.asked.append(widget)
            return refresh(widget, *regions, repaint=repaint, layout=layout, recompose=recompose)

        monkeypatch.setattr(Widget, "refresh", counted)

    def places(self) -> dict[Widget, tuple[Region, Size]]:
        """Where each widget of the board is, and the size of what it holds (a scrolled column's content)."""
        assert self.area is not None
        return {widget: (widget.region, widget.virtual_size) for widget in self.area.query("*")}


async def settled_board(pilot: Pilot, session_id: int) -> SessionFrame:
    """The saved session opened in the app, once its board has settled."""
    await open_session(pilot, session_id)
    await settle(pilot)
    frame = pilot.app.screen
    assert isinstance(frame, SessionFrame)
    return frame


def player_steps(frame: SessionFrame, last: list[tuple[Any, bool]]) -> Iterator[tuple[str, Callable[[], object]]]:
    """Each last action as the player's order plays it: applied, undone, redone ('act EndTurn', its step)."""
    for action, override in last:
        kind = type(action).__name__
        yield f"act {kind}", lambda a=action, o=override: frame.apply(a, override=o)
        yield f"undo {kind}", frame.action_undo
        yield f"redo {kind}", frame.action_redo


@pytest.mark.parametrize("game", list(BOARDS))
async def test_a_move_on_the_board_asks_for_no_layout_that_changes_no_size(
        store: SessionStore, game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # nothing changes by itself
    asked = LayoutsAsked()
    asked.install(monkeypatch)
    session_id, last = saved_but_the_last(store, BOARDS[game], PLAYED)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await settled_board(pilot, session_id)
        asked.area = frame.query_one(GameArea)
        needless: list[tuple[str, list[str]]] = []
        moves = 0
        for move, step in player_steps(frame, last):
            asked.asked.clear()
            before = asked.places()
            step()
            await settle(pilot)
            moves += 1
            asking = sorted({f"{type(widget).__name__}#{widget.id}" for widget in asked.asked})
            if asking and asked.places() == before:  # a layout asked for, and nothing on the board moved
                needless.append((move, asking))
        assert len(frame.live.entries) >= PLAYED  # the moves were played
    assert moves == 3 * PLAYED
    assert needless == [], needless


async def test_the_dungeon_map_is_drawn_again_only_when_it_changes(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Dungeoneer's map (`DungeonMapWindow.redraw`): a move that leaves the map as it was (a phase ends, a die is
    rolled) does not work the map's text out again; before, every move drew it (about a tenth of a move's CPU)."""
    import screens.dungeoneer.widgets as map_widgets

    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    drawn: list[tuple[object, object]] = []
    map_canvas = map_widgets.map_canvas

    def counted(picture, size):
        drawn.append((picture, size))
        return map_canvas(picture, size)

    monkeypatch.setattr(map_widgets, "map_canvas", counted)
    session_id, last = saved_but_the_last(store, BOARDS["dungeoneer"], PLAYED)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await settled_board(pilot, session_id)
        drawn.clear()
        for _move, step in player_steps(frame, last):
            step()
            await settle(pilot)
    assert drawn, "no move changed the map"
    assert all(one != other for one, other in zip(drawn, drawn[1:])), "the same map drawn twice in a row"
    assert len(drawn) < 3 * PLAYED
