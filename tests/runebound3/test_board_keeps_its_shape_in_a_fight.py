"""A Runebound 3e fight beginning, taken back and put back moves nothing on the board but the row under the title and
what the scroll beside the heroes shows: on a tall board the heroes and the time track keep their place and width
(they are not wrapped again); on a short one (80x24) the scroll widens for the fight, where half the board would not
show both its sides, but nothing moves down. The fight's buttons take the status's row, and the fight's panel shown
again by a redo is drawn from the lines it kept.

Counted, never timed. Before, the scroll beside the heroes widened to two thirds of the board for every fight and the
buttons' row pushed the board down a row, so a fight's start, its undo and its redo laid out and drew nearly the whole
screen again (docs/benchmarks.md, "Twenty-third pass").
"""

from __future__ import annotations

import pytest
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Input, Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.actions import Action
from rules_engine.runebound3.actions import Adventure, AttackHero
from screens.text_panel import TextPanel
from tests.runebound3.fight_moves import fight_moves
from tests.runebound3.helpers import challenge, fighting_setup
from tests.support.pilot_waits import until
from tests.tui.drive import resume_first
from tests.tui.test_partial_redraws import settle

FIGHTS: dict[str, Action] = {"enemy": Adventure(challenge("Wolf", "enemy")), "hero": AttackHero(1, "Duelling Gauntlet")}
#: What keeps its place whatever the fight: the heroes' column, its panels, and the scroll beside it.
KEPT = ("#r3-body", "#r3-left", "#r3-time", "#r3-heroes", "#r3-side")
COLUMNS = ("#r3-body", "#r3-left", "#r3-side")


def places(frame: Widget, short: bool) -> dict[str, object]:
    """Where each panel is; on a short board, only the columns' rows (the scroll beside the heroes widens for a fight
    there, and the heroes' panels in the other column are wrapped again)."""
    regions = {selector: frame.query_one(selector).region for selector in KEPT}
    if short:
        return {selector: (regions[selector].y, regions[selector].height) for selector in COLUMNS}
    return dict(regions)


@pytest.mark.parametrize("fight", sorted(FIGHTS))
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_fight_moves_nothing_but_the_status_row_and_what_the_side_shows(
        store: SessionStore, size: tuple[int, int], fight: str) -> None:
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        frame = await resume_first(pilot)
        frame.query_one("#command", Input).cursor_blink = False
        await settle(pilot)
        short = size[1] < 40
        outside = places(frame, short)
        status, buttons = frame.query_one("#r3-status", Static), frame.query_one("#r3-buttons")
        row = status.region
        assert row.height == 1 and not buttons.display
        async for move, fighting in fight_moves(pilot, frame, FIGHTS[fight]):
            assert places(frame, short) == outside, move
            # The fight's buttons in the status's row, the status back in it when the fight is taken back.
            assert buttons.display is fighting and status.display is not fighting, move
            assert (buttons if fighting else status).region == row, move


async def test_the_fights_panel_shown_again_by_a_redo_is_drawn_from_the_lines_it_kept(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await resume_first(pilot)
        frame.query_one("#command", Input).cursor_blink = False
        frame.apply(FIGHTS["hero"])
        await settle(pilot)
        panel = frame.query_one("#r3-fight", TextPanel)
        drawn_before = [line.text for line in panel.render_lines(panel.size.region)]
        frame.action_undo()
        await settle(pilot)
        assert not panel.display
        drawn: list[Widget] = []
        render_lines = Widget.render_lines  # what a panel's kept lines stand in for: Textual's drawing of them

        def counted(widget: Widget, crop: Region) -> list[Strip]:
            drawn.append(widget)
            return render_lines(widget, crop)

        monkeypatch.setattr(Widget, "render_lines", counted)
        frame.action_redo()
        await until(pilot, lambda: panel.display and bool(panel.region), "the fight's panel shown again")
        await settle(pilot)
        assert panel not in drawn  # its lines were kept, not styled and wrapped again
        assert [line.text for line in panel.render_lines(panel.size.region)] == drawn_before


async def test_a_kept_panel_shown_over_the_focused_boards_background_is_drawn_over_it(store: SessionStore) -> None:
    """The fight's panel keeps the lines it drew over the scroll's background (`screens/recent_looks.py`: a look kept
    until new styles); focused (f3), the scroll's background changes, which restyles the panel under it too, so the
    panel shown again over it draws what Textual draws afresh, not the lines it kept from before."""
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await resume_first(pilot)
        frame.apply(FIGHTS["hero"])
        await settle(pilot)
        panel = frame.query_one("#r3-fight", TextPanel)
        unfocused = panel.background_colors
        frame.action_undo()  # the fight's lines kept, drawn over the scroll unfocused
        await settle(pilot)
        frame.action_redo()
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        assert app.focused is frame.query_one("#r3-side") and panel.background_colors != unfocused
        frame.action_undo()
        await settle(pilot)
        frame.action_redo()
        await settle(pilot)
        crop = panel.size.region
        shown = panel.render_lines(crop)
        assert shown == Widget.render_lines(panel, crop)  # Textual's own drawing of it now
