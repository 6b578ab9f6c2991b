"""Each seat's cards in the Class Decks view (the hand with each card's cost, the talents): worked out once per seat.

Every view of every position lists each seat's cards (`ClassDecksData.seats`). A seat is a frozen value that a move
leaves as it is unless it changes it, and its cards depend on nothing else, so a seat shown before is not worked
out again: along the bench's typed walk, 2 of 42 seats shown were new. A seat the move changed is worked out anew.
"""

from __future__ import annotations

import pytest

from rules_engine.runebound2.class_decks import view as class_decks_view
from rules_engine.runebound2.class_decks.expansion import decks_of
from tests.runebound2.helpers import GAME, play
from tests.runebound2.test_class_decks_dialogs import movement_window


def _seats_worked_out(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Each seat whose cards are worked out afresh, from now on."""
    worked: list[object] = []
    work_out = class_decks_view._work_out_seat_cards

    def counted(seat):  # type: ignore[no-untyped-def]  # _work_out_seat_cards
        worked.append(seat)
        return work_out(seat)

    monkeypatch.setattr(class_decks_view, "_work_out_seat_cards", counted)
    monkeypatch.setattr(class_decks_view, "_seats_shown", {})
    return worked


def test_a_seat_a_move_leaves_as_it_was_is_shown_from_its_kept_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    before = movement_window()
    after = play(before, "pass Boris")  # Boris passes in the window: no card moves
    worked = _seats_worked_out(monkeypatch)
    first = GAME.view(before).data.class_decks.seats
    assert len(worked) == len(decks_of(before).seats) == 3
    unchanged = [i for i, (a, b) in enumerate(zip(decks_of(before).seats, decks_of(after).seats)) if a is b]
    assert unchanged  # the other players' seats are the same values after the move
    worked.clear()
    second = GAME.view(after).data.class_decks.seats
    assert len(worked) == 3 - len(unchanged)
    for i in unchanged:
        assert second[i] is first[i]
    fresh = [class_decks_view._work_out_seat_cards(seat) for seat in decks_of(after).seats]
    assert list(second) == fresh  # the same cards as worked out afresh


def test_a_seat_the_move_changed_is_worked_out_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    state = movement_window()
    worked = _seats_worked_out(monkeypatch)
    GAME.view(state)
    boris = decks_of(state).seats[1]
    changed = type(boris)(**{**{name: getattr(boris, name) for name in boris.__slots__}, "hand": boris.hand[:1]})
    worked.clear()
    shown = class_decks_view.seat_cards(changed)
    assert worked == [changed]
    assert [card.name for card in shown.hand] == list(boris.hand[:1])
