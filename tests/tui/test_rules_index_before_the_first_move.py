"""The rules index is loaded once the board is drawn, not on the first move's key.

The first ruling an engine gives after a board is opened cites rules (`Citation.of`), and the index (every game's
rule modules imported, each rule validated) was loaded at that first look-up: on the first move's own path, in its
frame (solo Dungeoneer's first Enter in a terminal cost 25 ms of CPU against 13 for the next ones, 4-5 ms of it the
index). The ruling panel loads it after the frame that first shows it (`screens.ruling_panel.load_rules_index`).

Counted, never timed: whether the index was loaded before any move, and how many batches of rules the first move
registers (none).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine import rules_index
from tests.support.pilot_waits import until
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_layouts_per_move import legal_actions


@pytest.fixture
def unloaded_rules_index(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The rules index as a process that has not looked a rule up yet has it; as it was after the test (with any
    rule registered meanwhile, such as a test game's at its import)."""
    kept = rules_index._RULES
    rules_index._ensure_loaded.cache_clear()
    monkeypatch.setattr(rules_index, "_RULES", {})
    try:
        yield
    finally:
        registered = rules_index._RULES
        monkeypatch.setattr(rules_index, "_RULES", kept)
        kept.update(registered)
        rules_index._ensure_loaded.cache_clear()  # loaded again into the kept index at the next look-up


def loaded() -> bool:
    return rules_index._ensure_loaded.cache_info().currsize == 1


async def test_the_rules_index_is_loaded_once_the_board_is_drawn_and_the_first_move_registers_no_rule(
        unloaded_rules_index: None, store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not loaded()
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await open_dice_throne_board(pilot, store)
        await until(pilot, loaded, "the rules index loaded after the board was drawn")
        assert not frame.live.entries  # loaded with no move played
        registered: list[Any] = []
        register = rules_index.register_rules
        monkeypatch.setattr(rules_index, "register_rules", lambda rules: registered.append(rules) or register(rules))
        assert frame.apply(legal_actions(1)[0][1])
        await pilot.pause()
        ruling = frame.live.entries[-1].ruling
        assert ruling is not None and ruling.citations  # the move's ruling cites rules from the index
        assert registered == []
