"""The session frame at 80x24 and 120x40: a ruling is shown whole or says there is more, and a longer one is read
whole by scrolling its box, whose rows never change with the ruling; citations read as the book prints them, and a
notification never covers the newest lines of the log."""

from __future__ import annotations

import pytest
from textual.widgets._toast import Toast

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.ruling import Ruling
from screens.ruling_panel import CitationList, RulingPanel, RulingText
from tests.dice_throne.support import make_setup, to_action
from tests.tui.drive import frame
from tests.support.pilot_waits import until

SIZES = [(80, 24), (120, 40)]


async def _opened(pilot, store: SessionStore) -> None:
    """Open a Dice Throne session and wait until its frame is laid out: the ruling's box has its width (it wraps a
    ruling as it is shown, once it knows its width; before the frame's first layout it cannot, and the frame being
    the screen does not mean it has been laid out: under load the tests looked before, once in CI)."""
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    pilot.app.open_session(live.id)
    await until(pilot, lambda: pilot.app.screen.__class__.__name__ == "SessionFrame"
                and any(box.scrollable_content_region.width > 0 for box in pilot.app.screen.query(RulingText)),
                "the session's frame shown and laid out")


@pytest.mark.parametrize("size", SIZES)
async def test_a_dice_notification_leaves_the_log_uncovered(store: SessionStore, size) -> None:
    app = make_app(store)
    async with app.run_test(size=size, notifications=True) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        shown.apply(to_action(shown.live.state, "roll-off", 6, 1))
        shown.notify("Ann rolled 6, Bob rolled 1 (table dice)", title="Dice")
        # The toast is mounted, then placed (the rack's margin is set after a refresh of the frame): looked at once
        # it is shown and laid out clear of the log, or, if it never is, where it stands.
        log = shown.query_one("#action-log")

        def clear_of_the_log() -> bool:
            toasts = list(shown.query(Toast))
            return bool(toasts) and all(toast.region and not toast.region.overlaps(log.region) for toast in toasts)

        try:
            await until(pilot, clear_of_the_log, "the notification shown clear of the log")
        except AssertionError:
            toasts = list(shown.query(Toast))
            assert toasts, "the notification is shown"
            for toast in toasts:
                assert not toast.region.overlaps(log.region), f"toast {toast.region} covers the log {log.region}"
            raise


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_ruling_of_a_message_two_notes_and_two_citations_is_shown_whole_or_says_there_is_more(
        store: SessionStore, size) -> None:
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        shown.apply(to_action(shown.live.state, "roll-off", 6, 1))
        await pilot.pause()
        ruling = shown.live.last_ruling
        assert ruling is not None and ruling.citations
        panel = shown.query_one(RulingPanel)
        notes = ("the first note the table should read", "a second note, longer, that wraps on a narrow terminal")
        panel.show_ruling(Ruling(True, ruling.message, ruling.citations * 2, effects=notes))
        await pilot.pause()
        await pilot.pause()
        box = panel.query_one(RulingText)
        assert (box.max_scroll_y > 0) == ("more below" in str(panel.border_subtitle or ""))
        board = shown.query_one("#game-area").region
        assert board.height >= 24 - 1 - 8 - 3, "the board keeps its rows"


def lines_in_view(box: RulingText) -> list[str]:
    """The text's lines the box shows now, as the player reads them."""
    return [box.render_line(y).text.rstrip() for y in range(box.size.height)]


@pytest.mark.parametrize(("size", "rows"), [((80, 24), 8), ((120, 40), 12)])
async def test_a_ruling_longer_than_its_box_keeps_the_panels_rows_says_so_and_is_read_whole_by_scrolling(
        store: SessionStore, size: tuple[int, int], rows: int) -> None:
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        panel = shown.query_one(RulingPanel)
        box = panel.query_one(RulingText)
        bottom = shown.query_one("#frame-bottom")
        notes = tuple(f"note {n}: something the table must read" for n in range(14))
        assert bottom.region.height == rows, "the ruling's rows follow the terminal"
        panel.show_ruling(Ruling(True, "A long ruling", (), effects=notes))
        # Said with the text, in the move's own frame (not after a later measure).
        assert box.max_scroll_y > 0
        assert "more below" in str(panel.border_subtitle)
        await pilot.pause()
        assert bottom.region.height == rows, "the ruling's rows follow the terminal, never the ruling"
        read = lines_in_view(box)
        box.focus()
        for row in range(1, box.max_scroll_y + 1):
            await pilot.press("down")
            # The key scrolls the box at the app's next refresh: read the line once it has (under load the press
            # can return before, and the test read a line twice, once in CI).
            await until(pilot, lambda row=row: box.scroll_offset.y == row, f"the box scrolled to row {row}")  # type: ignore[misc]  # a default argument binds the loop's row
            read.extend(lines_in_view(box)[-1:])
        assert box.scroll_offset.y == box.max_scroll_y
        assert "more above" in str(panel.border_subtitle) and "below" not in str(panel.border_subtitle)
        text = [line for line in read if line]
        assert text[0].startswith("✓ Allowed: A long ruling")
        assert [line.strip(" ·") for line in text[1:]] == list(notes), "every note read, once, in order"
        panel.show_ruling(Ruling(True, "A short ruling", ()))
        await pilot.pause()
        assert box.scroll_offset.y == 0 and box.max_scroll_y == 0 and not panel.border_subtitle
        assert bottom.region.height == rows


async def test_citations_read_as_printed_without_internal_ids_and_each_once(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        shown.apply(to_action(shown.live.state, "roll-off", 6, 1))
        await pilot.pause()
        ruling = shown.live.last_ruling
        panel = shown.query_one(RulingPanel)
        panel.show_ruling(Ruling(True, ruling.message, ruling.citations * 2))
        await pilot.pause()
        options = panel.query_one("#ruling-citations", CitationList)
        lines = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert len(lines) == len({c.reference() for c in ruling.citations})
        for line, citation in zip(lines, ruling.citations):
            assert line == f"see {citation.reference()}"
            assert citation.rule_id not in line
