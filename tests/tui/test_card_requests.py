"""A command that needs a card: the frame asks which card the table drew, and the controller checks it against the deck."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static

from companion.services.store import SessionStore
from rules_engine.chance import CardRequest, DrawnCard, made_by
from screens.dialogs import ConfirmDialog, TextPrompt
from tests.support.pilot_waits import until
from tests.support.tally_game import TallyGame
from tests.tui.drive import notifications, resumed_tally_session, type_command


@pytest.fixture
def draw_command(monkeypatch) -> None:
    """Tally learns 'draw': a card from a small bonus deck adds as many points as its name has letters."""
    parse = TallyGame.parse_command

    def with_draw(self, state, text):
        if text.strip() == "draw":
            return CardRequest("bonus", "points", made_by("tally.letters"), ("one", "three"),
                               stand_in_card=DrawnCard("bonus", "one", "probe"))
        return parse(self, state, text)

    # Patched on the class (an instance attribute would outlive the test as a stale bound method).
    monkeypatch.setattr(TallyGame, "parse_command", with_draw)


async def _until_shown(pilot, kind: type) -> None:
    """Pause until a screen of this kind is on top, mounted (a loaded machine may need more than one pause)."""
    await until(pilot, lambda: isinstance(pilot.app.screen, kind) and pilot.app.screen.is_mounted,
                f"the {kind.__name__} shown")


async def test_the_table_names_the_card_it_drew(store: SessionStore, draw_command) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "draw")
        await _until_shown(pilot, TextPrompt)
        prompt = app.screen
        assert isinstance(prompt, TextPrompt)
        prompt.query_one(Input).value = "seven"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is session and session.live.entries == []
        assert any("no card 'seven'" in text for text in notifications(pilot))
        await type_command(pilot, "draw")
        await _until_shown(pilot, TextPrompt)
        app.screen.query_one(Input).value = "Three"
        await pilot.press("enter")
        await pilot.pause()
        assert session.live.state.scores == (5,) and len(session.live.entries) == 1


async def test_no_card_is_asked_for_when_the_draw_is_refused_anyway(store: SessionStore, draw_command) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "add 2")
        await type_command(pilot, "draw")
        await _until_shown(pilot, ConfirmDialog)
        assert not isinstance(app.screen, TextPrompt)  # refused before the draw: the house-rule question instead
        assert isinstance(app.screen, ConfirmDialog)
        assert "Draw anyway" in str(app.screen.query_one("#dialog-message", Static).render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is session and len(session.live.entries) == 1
