"""A Textual `TextArea` whose own editing keys act where they were typed, in order with the characters around them
(see `screens/ordered_keys.py`, whose `run_own_binding` it runs). Apart from that module so that what imports the
command line (every board) does not import Textual's text area."""

from __future__ import annotations

from textual import events
from textual.widgets import TextArea

from screens.ordered_keys import run_own_binding


class OrderedTextArea(TextArea):
    """A Textual `TextArea` whose own editing keys act where they were typed in a burst of keys."""

    async def on_key(self, event: events.Key) -> None:
        """The key's binding of this area, if it has one, runs now (TextArea's own handler, which inserts characters,
        still runs after this one)."""
        await run_own_binding(self, event)
