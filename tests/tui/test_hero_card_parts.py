"""A hero card finds the widgets it fills once: a move that changes a hero queries none of the card's widgets.

Counted, never timed, in the player's order (act, take it back, put it back) on the Dice Throne board: before, each
changed card queried its digits, labels and lines by class six times (a query walks the card's widgets each time).
"""

from __future__ import annotations

import pytest
from textual.widgets import Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.dice_throne.widgets import HeroCard
from screens.session_frame import SessionFrame
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_layouts_per_move import legal_actions, settle


async def test_a_move_that_changes_a_hero_queries_none_of_its_cards_widgets(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    queries: list[str] = []
    query_one = HeroCard.query_one

    def counted(card: HeroCard, *args, **kwargs):  # type: ignore[no-untyped-def]  # DOMNode.query_one, counted
        queries.append(str(args[0]) if args else "")
        return query_one(card, *args, **kwargs)

    monkeypatch.setattr(HeroCard, "query_one", counted)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        shown.query_one("#command", Input).cursor_blink = False
        cards = list(shown.query(HeroCard))
        assert queries  # the first show found each card's parts
        queries.clear()
        drawn = [card._shown for card in cards]
        for _, action in legal_actions(12):
            for step in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                step()
                await settle(pilot)
        assert [card._shown for card in cards] != drawn  # the heroes changed (the cards were shown again)
        assert queries == []
