"""Esc on a screen holding typed work: it asks first (`ConfirmDialog`), and the answer is given."""

from __future__ import annotations

from textual.pilot import Pilot

from screens.dialogs import ConfirmDialog


async def esc_asks_then(pilot: Pilot, answer: str) -> None:
    """Press esc, see the leave-or-stay question, answer it ("y" or "n")."""
    await pilot.press("escape")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ConfirmDialog)
    await pilot.press(answer)
    await pilot.pause()
