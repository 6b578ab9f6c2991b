"""The card tray offers "Draw for me" (its button and ctrl+r) only when the app can draw the card.

With no deck for the draw, a deck of which no card is entered yet, or (alone, in Dungeoneer) a deck and discard spent
with every card entered in play, the control could never be used: the tray shows neither the button nor the key, and
its note says which it is and asks for the card the table drew.
"""

from __future__ import annotations

import re

import pytest
from textual.app import App
from textual.widgets import Button, Label

from companion.services.fulfillers import Fulfiller, Replaying, SpentDeck
from rules_engine.chance import CardRequest, made_by
from screens.card_tray import CardTray
from tests.support.footer_waits import until_the_footer_fits

PERIL = made_by("dungeoneer.typed-drawn", kind="dungeoneer.draw-peril", ids={})


class _Tray(App[None]):
    def __init__(self, tray: CardTray) -> None:
        super().__init__()
        self.tray = tray
        self.given: list[Fulfiller | None] = []

    def on_mount(self) -> None:
        self.push_screen(self.tray, self.given.append)


def _texts(tray: CardTray) -> str:
    return "\n".join(str(widget.render()) for widget in tray.query("Label, Static"))


@pytest.mark.parametrize(("deck", "candidates", "why"), [
    (None, ("Ghoul",), "The app has no deck for this draw"),
    (Replaying(()), (), "The app's deck is empty: no card of this deck is entered yet"),
    # Alone, the app's deck and discard spent: the cards typed so far are still named for the table, not drawn.
    (SpentDeck(), ("Ghoul",), "The app's deck and its discard are empty: the cards entered so far are in play"),
])
async def test_with_nothing_to_draw_from_the_tray_offers_no_draw_and_says_why(
        deck: Fulfiller | None, candidates: tuple[str, ...], why: str) -> None:
    app = _Tray(CardTray(CardRequest("peril", "the peril draw", PERIL, candidates), deck))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tray = app.screen
        assert isinstance(tray, CardTray)
        assert not tray.query("#draw") and not tray.query(Button).filter("#draw")
        assert "card.draw" not in {binding.binding.id for binding in tray.active_bindings.values()}
        assert why in _texts(tray) and "Or name the card" not in _texts(tray)
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert app.screen is tray and app.given == []  # the key does nothing: the tray waits for the table's card


async def test_with_cards_to_draw_the_tray_offers_the_draw_by_button_and_by_ctrl_r() -> None:
    deck = Replaying(())
    app = _Tray(CardTray(CardRequest("peril", "the peril draw", PERIL, ("Ghoul", "Bats")), deck))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tray = app.screen
        assert isinstance(tray, CardTray)
        assert not tray.query_one("#draw", Button).disabled
        assert "card.draw" in {binding.binding.id for binding in tray.active_bindings.values()}
        assert "The app's deck holds 2 cards" in _texts(tray)
        assert any(str(label.render()).startswith("Or name the card") for label in tray.query(Label))
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert app.given == [deck]


async def test_the_tray_keeps_no_empty_row_for_an_error_until_there_is_one() -> None:
    app = _Tray(CardTray(CardRequest("peril", "the peril draw", PERIL, ("Ghoul",)), None))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tray = app.screen
        assert isinstance(tray, CardTray)
        error = tray.query_one("#card-error")
        assert not error.display and error.region.height == 0
        entered = tray.query_one("#card-entered")
        buttons_before = tray.query_one("#use").region.y
        await pilot.press(*"Nobody", "enter")
        await pilot.pause()
        assert error.display and error.region.height >= 1 and "Nobody" in str(error.render())
        assert tray.query_one("#use").region.y > buttons_before and entered.has_focus


def _bottom_row(app: App[None]) -> str:
    """The screen's last row as a terminal shows it (the footer's)."""
    rows: dict[float, list[str]] = {}
    for y, text in re.findall(r'<text [^>]*y="([\d.]+)"[^>]*>([^<]*)</text>', app.export_screenshot()):
        rows.setdefault(float(y), []).append(text.replace("&#160;", " "))
    return "".join(rows[max(rows)])


async def test_the_trays_footer_shows_the_trays_own_keys() -> None:
    app = _Tray(CardTray(CardRequest("peril", "the peril draw", PERIL, ("Ghoul", "Bats")), Replaying(())))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await until_the_footer_fits(pilot, app.screen)
        footer = _bottom_row(app)
        assert "Draw for me" in footer and "Cancel" in footer, footer  # the session's keys beneath are not its own
