"""Clicking track slots: a Runebound 2e challenge or doom track slot opens its card, the same
dialog f4 reaches from the keyboard; a Runebound 3e time track space says what it does."""

from __future__ import annotations

from textual.widgets import OptionList

from screens.clickable_lines import ClickableLines
from screens.runebound2.track_cards import TrackCardsDialog
from tests.runebound2.screen_apps import AreaApp, showcase_state

SIZE = (120, 40)


async def test_clicking_a_challenge_slot_shows_its_card():
    app = AreaApp(showcase_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        track = app.query_one("#rb2-track", ClickableLines)
        # The panel has a border and no padding row: content row 0 is the title, row 2 is slot 2.
        await pilot.click(track, offset=(4, 1 + 2))
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, TrackCardsDialog)
        detail = dialog.detail_text()
        assert "slot 2" in detail and "Brood" in detail and "Marker 2 lies on hex H9" in detail
        assert "Mind 15 · Body 11 · Spirit 14" in detail and "life 3" in detail
        assert "see Runebound 2nd edition rules" in detail  # the track's rules, with their citations


async def test_the_keyboard_reaches_the_same_card_with_f4():
    app = AreaApp(showcase_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click(app.query_one("#rb2-track", ClickableLines), offset=(4, 3))
        await pilot.pause()
        clicked = app.screen.detail_text()
        await pilot.press("escape")
        await pilot.pause()
        app.query_one("#rb2-combat-button").focus()
        await pilot.press("f4")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, TrackCardsDialog)
        assert "Wolves" in dialog.detail_text()  # opens on the first card on the track
        await pilot.press("down")
        await pilot.pause()
        assert dialog.detail_text() == clicked


async def test_clicking_a_doom_slot_and_the_title_line():
    app = AreaApp(showcase_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        doom = app.query_one("#rb2-doom", ClickableLines)
        await pilot.click(doom, offset=(4, 1))  # the title: nothing to show
        await pilot.pause()
        assert not isinstance(app.screen, TrackCardsDialog)
        await pilot.click(doom, offset=(4, 1 + 3))
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, TrackCardsDialog)
        detail = dialog.detail_text()
        assert "Doom track, slot 3" in detail and "face-down blue adventure card" in detail
        assert "doom counter" in detail
        assert dialog.query_one(OptionList).highlighted_option.id == "doom-3"
