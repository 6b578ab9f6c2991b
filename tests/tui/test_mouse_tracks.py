"""Clicking track slots: a Runebound 2e challenge or doom track slot opens its card, the same
dialog f4 reaches from the keyboard; a Runebound 3e time track space says what it does."""

from __future__ import annotations

from textual.widgets import OptionList

from screens.clickable_lines import ClickableLines
from screens.runebound2.track_cards import TrackCardsDialog
from screens.runebound3.time_spaces import TimeSpacesDialog, TimeTrackPanel
from tests.runebound2.screen_apps import AreaApp, showcase_state
from tests.runebound3.helpers import new_state
from tests.runebound3.screen_apps import AreaApp as R3AreaApp

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


# -- Runebound 3e: the time track -----------------------------------------------------------------


async def _time_dialog_after_click(app, pilot, space: int):
    panel = app.query_one("#r3-time", TimeTrackPanel)
    await pilot.click(panel, offset=(space, 1))  # the track is the second line, one cell per space
    await pilot.pause()
    dialog = app.screen
    assert isinstance(dialog, TimeSpacesDialog)
    return dialog


async def test_clicking_time_track_spaces_says_what_each_does():
    app = R3AreaApp(new_state())  # track of 15 spaces, story spaces 3 and 9, refreshes on 6 and 12
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        story = (await _time_dialog_after_click(app, pilot, 3)).detail_text()
        assert "space 3 of 15" in story and "A story space (10 story cards left" in story
        assert "Story cards:" in story and "see " in story
        await pilot.press("escape")
        await pilot.pause()
        refresh = (await _time_dialog_after_click(app, pilot, 6)).detail_text()
        assert "Challenge tokens refresh:" in refresh
        await pilot.press("escape")
        await pilot.pause()
        plain = (await _time_dialog_after_click(app, pilot, 4)).detail_text()
        assert "Nothing happens on this space" in plain
        await pilot.press("escape")
        await pilot.pause()
        end = (await _time_dialog_after_click(app, pilot, 15)).detail_text()
        assert "Act 2:" in end
        await pilot.press("escape")
        await pilot.pause()
        # Past the end of the track line nothing opens.
        await pilot.click(app.query_one("#r3-time", TimeTrackPanel), offset=(16, 1))
        await pilot.pause()
        assert app.screen is app.screen_stack[0]


async def test_f10_reaches_the_same_space_from_the_keyboard():
    app = R3AreaApp(new_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        clicked = (await _time_dialog_after_click(app, pilot, 3)).detail_text()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("f10")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, TimeSpacesDialog)
        assert "The time token is here now" in dialog.detail_text()  # opens on the token's space, 0
        for _ in range(3):
            await pilot.press("down")
        await pilot.pause()
        assert dialog.detail_text() == clicked
