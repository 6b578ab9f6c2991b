"""A Runebound 3e fight beginning (the first of the session, and after an undo) is laid out once and drawn once: a
fight against an enemy met on an adventure, and a battle between heroes (one hero attacking another, as an ability
allows), which the bench's walk of the board plays (`bench/bench_boards.py --commands`, its twentieth command).

Counted, never timed. The first fight after a board opens cost two layouts and two frames (docs/benchmarks.md,
"Sixteenth pass"): its footer keys (Toss, Strike, Shield, ...) were new key widgets mounted in the messages after the
move, laid out and drawn in a frame of their own; and the fight's panel and buttons, shown as the fight began, asked
for a second layout of the whole screen after the first had already given them their size
(`screens/layout_settling.py` forgot such asks only for widgets the last layout had placed). Now the footer mounts the
keys the board may show later ahead, hidden, right after its first keys (`Footer._mount_keys_to_come`), and the settled
layout forgets the asks of every widget it resized, shown before or not. What the terminal shows after the fight
begins, is taken back and begins again is compared with a full drawing of the screen.
"""

from __future__ import annotations

import pytest
from textual.screen import Screen
from textual.widgets import Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.actions import Action
from rules_engine.runebound3.actions import Adventure, AttackHero
from screens.button_row import ButtonRow
from screens.localized_footer import Footer, SwitchableFooterKey
from tests.runebound3.fight_moves import fight_keys, fight_moves, quiet_board_before_a_fight
from tests.runebound3.helpers import challenge, fighting_setup
from tests.support.footer_renders import counted_footer_renders
from tests.support.pilot_waits import until
from tests.support.terminal_frames import differences, full_drawing, recorded_frames
from tests.tui.drive import resume_first
from tests.tui.test_partial_redraws import settle



#: The fights begun: against an enemy met on an adventure, and a hero attacking the hero of seat 1.
FIGHTS: dict[str, Action] = {"enemy": Adventure(challenge("Wolf", "enemy")), "hero": AttackHero(1, "Duelling Gauntlet")}


@pytest.mark.parametrize("fight", sorted(FIGHTS))
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_first_fight_is_laid_out_once_drawn_in_one_frame_and_shows_what_a_full_drawing_shows(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], fight: str) -> None:
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    width, height = size
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        frame = await resume_first(pilot)
        # Only the moves' frames are counted: no blink, and the clock paused (f11), whose tick each second is a frame
        # of its own (a move that straddled a tick drew two frames under load).
        frame.query_one("#command", Input).cursor_blink = False
        if frame.clock is not None and frame.clock.running:
            frame.action_toggle_clock()
        footer = frame.query_one(Footer)
        # Right after the first keys, the fight's keys have hidden key widgets of their own, ready.
        await until(pilot, lambda: len(fight_keys(footer)) == 7, "the fight's seven footer keys mounted ahead")
        assert all(not key.display and key.parked for key in fight_keys(footer))
        await settle(pilot)

        frames = recorded_frames(app, width, height)
        layouts: list[Screen] = []
        refresh_layout = type(frame)._refresh_layout

        def counted(screen: Screen, *args: object, **kwargs: object) -> None:
            layouts.append(screen)
            refresh_layout(screen, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(type(frame), "_refresh_layout", counted)
        mounted: list[object] = []
        monkeypatch.setattr(Footer, "mount_all", lambda self, widgets, **kw: mounted.extend(widgets))

        def cleared() -> None:
            layouts.clear()
            frames.count = 0

        async for move, fighting in fight_moves(pilot, frame, FIGHTS[fight], before=cleared):
            shown = [key for key in fight_keys(footer) if key.display]
            assert bool(shown) is fighting, move
            assert (len(layouts), frames.count) == (1, 1), (move, len(layouts), frames.count)
            assert not differences(frames.terminal, full_drawing(app, width, height)), (move, differences(
                frames.terminal, full_drawing(app, width, height)))
        assert mounted == []  # the fight's keys were the ones mounted ahead


async def test_the_scroll_beside_the_heroes_keeps_the_focus_when_a_fight_ends_and_its_letters_go_with_the_fight(
        store: SessionStore) -> None:
    """The fight and the markets share the scroll beside the heroes: focused on the board (f3) when the fight is taken
    back, it stays focused showing the markets, at their top, and the letters that press the fight's buttons leave the
    footer and do nothing until a fight is on the board again."""
    live = store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    live.act(Adventure(challenge("Wolf", "enemy")))
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await resume_first(pilot)
        side = frame.query_one("#r3-side")
        await pilot.press("f3")
        await pilot.pause()
        assert app.focused is side and "o" in frame.active_bindings  # o: Toss
        await pilot.press("down", "down", "down")
        await pilot.pause()
        assert side.scroll_offset.y > 0
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert app.focused is side and frame.query_one("#r3-markets").display
        assert side.scroll_offset.y == 0  # the markets from their top
        assert "o" not in frame.active_bindings
        footer = frame.query_one(Footer)
        assert not [key for key in footer.query_children(SwitchableFooterKey) if key.display and key.key == "o"]
        await pilot.press("ctrl+y")
        await settle(pilot)
        assert frame.query_one("#r3-fight").display and "o" in frame.active_bindings


async def test_the_fights_buttons_shown_by_a_layout_before_their_own_idle_are_not_drawn_again_for_that_repaint(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """In a terminal the screen's timer may lay the screen out before the fight's buttons have handled their own
    idle: their repaint, asked as the move set them, was then still pending as the layout showed and drew them, and
    they were drawn a second time in a frame of their own after it (eleven buttons, ~25 ms later: the fight's start
    took two frames in `bench_boards.py --terminal`). The layout here is made at once after the move, before any
    widget's idle, as that timer does: the repaint the buttons asked before it is dropped by the layout that shows
    and draws them, and the terminal shows what a full drawing shows. The eleven buttons are one widget now
    (`ButtonRow`), the row itself, shown by the move: its own layout ask, still pending in this order, is kept and
    served by the next layout as Textual serves it, which finds the row where the first put it and draws nothing of
    it; the repaint is dropped."""
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await quiet_board_before_a_fight(pilot)
        row = frame.query_one("#r3-buttons", ButtonRow)
        assert not row.region
        frames = recorded_frames(app, 80, 24)
        drawn_after: list[str] = []
        compositor_refresh = type(frame)._compositor_refresh

        def counted(screen: Screen) -> None:
            drawn_after.extend(widget.id or type(widget).__name__ for widget in screen._dirty_widgets)
            compositor_refresh(screen)

        frame.apply(Adventure(challenge("Wolf", "enemy")))
        assert row._repaint_required and row._layout_required  # asked by the move; the row's idle has not come
        frame._refresh_layout()  # the screen's timer, first: lays the screen out and draws it
        assert row.region and not row._repaint_required and row._layout_required
        monkeypatch.setattr(type(frame), "_compositor_refresh", counted)
        await settle(pilot)
        assert "r3-buttons" not in drawn_after, drawn_after  # its own layout ask served by a layout that moves nothing
        assert not differences(frames.terminal, full_drawing(app, 80, 24))


async def test_the_fights_footer_keys_shown_again_by_a_redo_are_drawn_from_the_lines_they_kept(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fight taken back parks its footer keys (hidden, kept), and its redo shows them again where they were: drawn
    from the lines each kept (Textual's `render` of a footer key is not called for them; counted), not drawn afresh
    because showing a key refreshed it. What the terminal shows is what a full drawing shows."""
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await resume_first(pilot)
        frame.query_one("#command", Input).cursor_blink = False
        footer = frame.query_one(Footer)
        await until(pilot, lambda: len(fight_keys(footer)) == 7, "the fight's seven footer keys mounted ahead")
        frame.apply(AttackHero(1, "Duelling Gauntlet"))
        await settle(pilot)
        frame.action_undo()
        await settle(pilot)
        assert not any(key.display for key in fight_keys(footer))
        rendered = counted_footer_renders(monkeypatch)
        frame.action_redo()
        await settle(pilot)
        shown = [key.action for key in fight_keys(footer) if key.display]
        assert len(shown) == 7 and not set(rendered) & set(shown), rendered
        assert not differences(full_drawing(app, 120, 40), full_drawing(app, 120, 40))
