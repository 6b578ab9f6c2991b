"""A text field's own editing keys act where they were typed, in order with the characters around them.

Textual's `Input` inserts a typed character in its own key handler, but its editing keys (backspace, delete, the
arrows, home and end, ctrl+u, ctrl+w, ctrl+k ...) are bindings: such a key bubbles up to the app, which then runs
the binding. In a burst of keys from the terminal (a script driving the app through tmux, a macro, a chorded
keyboard, a loaded machine) the characters after a bound key were inserted while that key was still on its way up,
and it acted on the wrong text: ctrl+u then "draw-tunnel north" sent at once left "raw-tunnel north" (ctrl+u ran after
the "d" and erased it), "a b backspace c" left "ab" (Textual issue 6605, open against the pinned 8.2.8).

The same holds for Textual's `TextArea` (it inserts characters in its own key handler and binds its editing keys):
`screens/ordered_text_area.py` holds its ordered form, apart, so that a board's command line does not import Textual's
text area. Every text field of the app's screens is one of these
(tests/tui/test_editing_keys_in_order.py reads the screens' sources for a field made otherwise).

`run_own_binding` runs the field's own bindings of a key from the field's key handler, as the app would run them: the
same bindings (the field's binding map, the user's keymap applied), tried in the same order, each through
`run_action` (which asks the field's `check_action`), the first that runs ending the key. Priority bindings (the
frame's ctrl+z and ctrl+y, the app's quit) are read by the app before the key reaches the field, so they are
unchanged, and a key the field does not bind bubbles up as before. `OrderedInput` is an `Input` whose editing keys act
in order; the command line (`screens/command_line.py`) calls `run_own_binding` from its own key handler.
"""

from __future__ import annotations

from textual import events
from textual.widget import Widget
from textual.widgets import Input


async def run_own_binding(widget: Widget, event: events.Key) -> bool:
    """Run the first of `widget`'s own non-priority bindings of this key that acts (as the app's binding check would
    once the key had bubbled up to it), at once; True if one ran (the key then goes no further)."""
    if event.is_printable:  # a character the field inserts itself
        return False
    for binding in widget._bindings.key_to_bindings.get(event.key, ()):
        if not binding.priority and await widget.app.run_action(binding.action, widget):
            event.stop()
            return True
    return False


class OrderedInput(Input):
    """A Textual `Input` whose own editing keys act where they were typed in a burst of keys (see the module)."""

    async def on_key(self, event: events.Key) -> None:
        """The key's binding of this field, if it has one, runs now (Input's own handler still runs after this one:
        the cursor shown again)."""
        await run_own_binding(self, event)

