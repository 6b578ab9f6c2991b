"""The dungeon map drawing: exits, heroes, the entrance, refused placements; any legal layout draws."""

from __future__ import annotations

from hypothesis import given, settings
from rich.cells import cell_len
from textual.app import App, ComposeResult
from hypothesis import strategies as st

from rules_engine.dungeoneer.board import PlaceData, board, placement_faults
from rules_engine.dungeoneer.dungeon_map import DungeonMap
from rules_engine.dungeoneer.exits import OPEN, SIDES, WALL, Exit, ExitKind
from rules_engine.dungeoneer.locations import LocationCard, LocationKind
from rules_engine.dungeoneer.placement import legal_cells
from screens.dungeoneer.area import DungeoneerArea
from screens.dungeoneer.widgets import DungeonMapWindow
from screens.dungeoneer.map_drawing import COMPACT, LARGE, MapPicture, draw_map, exit_mark
from tests.dungeoneer.screen_tables import walled_table


def test_each_kind_of_exit_has_its_mark() -> None:
    assert exit_mark("open") == ("open", "  ")
    assert exit_mark("wall") == ("wall", "██")
    assert exit_mark("blocked 5+ (speed)") == ("blocked", "B5")
    assert exit_mark("trap 4+") == ("trap", "T4")


def test_the_map_shows_every_location_the_entrance_and_the_heroes() -> None:
    data = board(walled_table())
    plain = draw_map(MapPicture(data.places, data.active), LARGE, {}).plain
    for name in ("North tunnel", "East tunnel", "South tunnel", "West tunnel", "⌂ Tomb antechamber"):
        assert name in plain
    assert "[1][2]" in plain  # both heroes stand on the entrance
    lines = plain.split("\n")
    assert len(lines) == 3 * LARGE.height and {len(line) for line in lines} == {3 * LARGE.width}


def test_a_refused_placement_marks_the_wall_and_the_exit_it_meets() -> None:
    state = walled_table()
    faults = placement_faults(state, "cell", (0, -2))  # the sealed cell's south wall on the north tunnel's exit
    data = board(state)
    lines = draw_map(MapPicture(data.places, data.active, (0, -2), None, faults), COMPACT, {}).plain.split("\n")
    # The sealed cell's box is the top row of boxes; its south border carries the wall's mark, and the
    # north tunnel's north border, just below it, the exit's.
    assert "✗W" in lines[COMPACT.height - 1]
    assert "✗E" in lines[COMPACT.height]


SIDE_KINDS = st.sampled_from([OPEN, WALL, Exit(ExitKind.BLOCKED, 5), Exit(ExitKind.TRAP, 4)])


@st.composite
def layouts(draw: st.DrawFn) -> DungeonMap:
    """A dungeon grown from the entrance, each card placed in a cell the placement rules allow."""
    dungeon = DungeonMap().with_card(LocationCard("entrance", "Entrance", LocationKind.ROOM, 1, 1, (OPEN,) * 4,
                                                  entrance=True), (0, 0))
    for index in range(draw(st.integers(0, 9))):
        exits = tuple(draw(SIDE_KINDS) for _ in SIDES)
        name = draw(st.text(min_size=1, max_size=30))  # any name, markup-like text included
        card = LocationCard(f"c{index}", name, LocationKind.TUNNEL, draw(st.integers(0, 3)), draw(st.integers(0, 3)),
                            exits)  # type: ignore[arg-type]
        cells = legal_cells(dungeon, card, more_to_place=True)
        if cells:
            dungeon = dungeon.with_card(card, draw(st.sampled_from(cells)))
    return dungeon


@settings(max_examples=40, deadline=None)
@given(layouts(), st.booleans(), st.lists(st.integers(0, 3), max_size=4))
def test_any_legal_layout_draws_every_card_in_its_box(dungeon: DungeonMap, large: bool, seats: list[int]) -> None:
    places = tuple(PlaceData(p.cell[0], p.cell[1], p.card.name, str(p.card.kind), p.card.glory, p.card.peril,
                             tuple(p.card.exit(s).describe() for s in SIDES),  # type: ignore[arg-type]
                             p.card.entrance, tuple(seats) if p.card.entrance else ())
                   for p in dungeon.placed)
    size = LARGE if large else COMPACT
    text = draw_map(MapPicture(places, 0), size, {})
    columns = {p.column for p in places}
    rows = {p.row for p in places}
    lines = text.plain.split("\n")
    assert len(lines) == (max(rows) - min(rows) + 1) * size.height
    assert {cell_len(line) for line in lines} == {(max(columns) - min(columns) + 1) * size.width}
    rows_of_cells = [_cells(line) for line in lines]
    for place in places:  # each box's corners sit where its cell says
        x = (place.column - min(columns)) * size.width
        bottom = rows_of_cells[(place.row - min(rows)) * size.height + size.height - 1]
        assert bottom[x] == "└" and bottom[x + size.width - 1] == "┘"


def _cells(line: str) -> list[str]:
    """A line cell by cell (a wide character fills its first cell, its second is empty)."""
    out: list[str] = []
    for char in line:
        out.append(char)
        out.extend([""] * (cell_len(char) - 1))
    return out


class MapApp(App[None]):
    """The map's window alone, styled by the Dungeoneer area's stylesheet."""

    CSS = DungeoneerArea.DEFAULT_CSS.replace("DungeoneerArea ", "")

    def compose(self) -> ComposeResult:
        yield DungeonMapWindow(id="dg-map")


async def test_the_map_widget_draws_any_legal_layout_in_the_themes_colours() -> None:
    app = MapApp()
    async with app.run_test(size=(120, 40)) as pilot:
        view = app.query_one(DungeonMapWindow)

        @settings(max_examples=25, deadline=None)
        @given(layouts(), st.booleans())
        def draws(dungeon: DungeonMap, large: bool) -> None:
            places = tuple(PlaceData(p.cell[0], p.cell[1], p.card.name, str(p.card.kind), p.card.glory, p.card.peril,
                                     tuple(p.card.exit(s).describe() for s in SIDES),  # type: ignore[arg-type]
                                     p.card.entrance, (0, 1) if p.card.entrance else ())
                           for p in dungeon.placed)
            view.draw(MapPicture(places, 0, (0, 0)), LARGE if large else COMPACT)
            shown = view.drawn
            assert "⌂" in str(view.render()) and "⌂" in shown.plain
            if any("wall" in p.exits for p in places):
                wall = view.get_component_rich_style("dmap--wall", partial=True)
                assert any(span.style == wall for span in shown.spans)  # walls in the theme's colour

        draws()
        await pilot.pause()  # and the last picture paints
