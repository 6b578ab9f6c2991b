"""At 80 columns Redo, left out of the footer for the width, shows in Undo's place while it is on: after an undo the
player sees "^y Redo" where "^z Undo" was, in a place whose width never changes.

Counted, never timed, in the player's order (act, take it back, put it back) on the Dice Throne board at 80x24: the
screen's layouts and the footer's key changes other than a flip (`Footer._show_keys_now`, each a fit of the row) per
move: none, as on main before Redo shared Undo's place (main: 0 layouts and 0 rebuilds in 36 moves, and no Redo in
sight). What the player sees: the place's key, its words and its state after a move, an undo, the last undo and a
redo, in English and in Russian (longer words); a place that shows Redo drawn exactly as a Redo key of its own
(never dimmed by Undo being off); a click on it presses ctrl+y once.
"""

from __future__ import annotations

import pytest
from textual.geometry import Region
from textual.screen import Screen

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.localized_footer import Footer, SwitchableFooterKey
from screens.session_frame import SessionFrame
from tests.dice_throne.support import make_setup
from tests.support.footer_waits import shown_keys, until_the_footer_fits
from tests.support.pilot_waits import until
from tests.tui.drive import open_dice_throne_board, open_session
from tests.tui.test_layouts_per_move import legal_actions, settle


def place(frame: SessionFrame) -> SwitchableFooterKey:
    """The footer's Undo key, the place Redo shares."""
    return next(key for key in frame.query(SwitchableFooterKey) if key.action == "undo")


def seen(frame: SessionFrame) -> tuple[str, bool]:
    """The key the player sees in Undo's place, and whether it is on (not dimmed)."""
    shown = place(frame).shown
    return shown.key, shown.enabled


def drawn(key: SwitchableFooterKey) -> tuple[str, list[bool]]:
    """The key's line as drawn (its text), and whether each of its segments is dimmed."""
    strip = key.render_lines(Region(0, 0, key.size.width, 1))[0]
    return strip.text, [bool(segment.style and segment.style.dim) for segment in strip]


class Moves:
    """The frame's layouts and the footer's fits (the keys shown again, not only turned on or off) while on."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.on = False
        self.layouts = self.fits = 0
        layout, show_keys_now = Screen._refresh_layout, Footer._show_keys_now

        def counted_layout(screen, *args, **kwargs):  # type: ignore[no-untyped-def]  # Textual's, counted
            self.layouts += self.on and isinstance(screen, SessionFrame)
            return layout(screen, *args, **kwargs)

        def counted_fit(footer, *args, **kwargs):  # type: ignore[no-untyped-def]  # the footer's, counted
            self.fits += self.on
            return show_keys_now(footer, *args, **kwargs)

        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        monkeypatch.setattr(Footer, "_show_keys_now", counted_fit)


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_after_an_undo_redo_shows_in_undos_place_at_80_columns_and_no_move_lays_the_screen_out(
        store: SessionStore, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    use_language(language)  # the suite's conftest puts English back afterwards
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # nothing changes by itself
    moves = Moves(monkeypatch)
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await open_dice_throne_board(pilot, store)
        await until_the_footer_fits(pilot, frame)
        assert "ctrl+y" not in {key.key for key in shown_keys(frame)[0]}, "Redo does not fit on its own at 80 columns"
        assert seen(frame) == ("ctrl+z", False), "a fresh board: Undo, off"
        played = legal_actions(26)
        for _, action in played[:14]:  # into the second turn, the log scrolling (as test_board_draws_per_move)
            frame.apply(action)
            await settle(pilot)
        await until_the_footer_fits(pilot, frame)
        undo = place(frame)
        where = undo.region
        row = [(key.key, key.region) for key in shown_keys(frame)[0]]
        seen_after: list[tuple[str, tuple[str, bool]]] = []
        moves.on = True
        for text, action in played[14:]:
            for name, step in ((text, lambda action=action: frame.apply(action)), ("undo", frame.action_undo),
                               ("redo", frame.action_redo)):
                step()
                await settle(pilot)
                seen_after.append((name, seen(frame)))
        moves.on = False
        assert all(what == (("ctrl+y", True) if name == "undo" else ("ctrl+z", True)) for name, what in seen_after), \
            seen_after
        assert len(seen_after) == 36
        assert (moves.layouts, moves.fits) == (0, 0), f"{moves.layouts} layouts, {moves.fits} fits in 36 moves"
        assert undo.region == where and [(key.key, key.region) for key in shown_keys(frame)[0]] == row, \
            "every key stays where it was"
        frame.action_undo()
        await until(pilot, lambda: seen(frame) == ("ctrl+y", True), "Redo in Undo's place after an undo")
        await pilot.pause()
        text, dimmed = drawn(undo)
        redo_words = f"{undo.shown.key_display} {undo.shown.description}"
        assert redo_words in text and not any(dimmed), (text, dimmed)
        for _ in range(26):  # every action taken back: Undo off, Redo still on and shown
            frame.action_undo()
            await settle(pilot)
        assert seen(frame) == ("ctrl+y", True) and not undo.enabled
        assert drawn(undo) == (text, dimmed), "Redo drawn the same whatever Undo's state"


async def test_a_board_opened_with_every_action_undone_shows_redo_undimmed_and_a_click_on_it_redoes_once(
        store: SessionStore) -> None:
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    for _, action in legal_actions(2):
        live.act(action)
    live.undo()
    live.undo()
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_session(pilot, live.id)
        frame = app.screen
        assert isinstance(frame, SessionFrame)
        await until_the_footer_fits(pilot, frame)
        await until(pilot, lambda: seen(frame) == ("ctrl+y", True), "Redo in Undo's place")
        undo = place(frame)
        assert not undo.enabled and undo.styles.text_style.dim, "Undo built off: dimmed by the stylesheet"
        await pilot.pause()
        text, dimmed = drawn(undo)
        assert "Redo" in text and not any(dimmed), (text, dimmed)
        assert undo.tooltip == "Redo the last undone action."
        session = frame.controller.session
        assert (session.can_undo, session.can_redo) == (False, True)
        await pilot.click(undo)
        await until(pilot, lambda: session.can_undo, "the first action redone")
        await settle(pilot)
        assert session.can_redo and seen(frame) == ("ctrl+y", True), "one click, one redo (the second still undone)"
        await pilot.click(undo)
        await until(pilot, lambda: seen(frame) == ("ctrl+z", True), "Undo back in its place after the last redo")
