"""A click or a key reaches a button only once the button's last press has stopped showing.

Textual's `Button` shows a press as a short effect: it adds the `-active` class and a timer of its own takes it away
`active_effect_duration` (0.2 s) later; while it shows, the button ignores a click (`Button._on_click`) and its press
key (`Button.action_press`), as a person's second click inside that moment would be. Textual's own idle wait sleeps at
least a fiftieth of a second at a time, so a Pilot test's clicks were seldom that close; the wait that looks at the event
loop instead (tests/support/settled_waits.py) comes back as soon as the loop has nothing to run, and a timer 0.2 s away
is nothing to run. A test that clicked the same button twice within a few clicks then found its second click lost
(tests/runebound3/test_screens_fight_buttons.py: the second Pass, 149 ms after the first, its effect to end 56 ms
later; nothing else was pending: no message queued, no layout, repaint or callback waiting, no animation).

So before a click is posted, and before each key, the wait also lets the press effect of the widget the input goes to
run out (the widget under the click's point; the focused widget for a key), in real time, never more than
`LONGEST_EFFECT` seconds. Every other input waits for nothing more. Only `Button` in Textual 8.2.8 shuts input out while
a class shows (`has_class("-active")` in `_on_click` and `action_press`); the project's widgets do not.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from textual._context import active_app
from textual.app import App
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button

from tests.support.settled_waits import SLICE, settled

#: The longest a press effect is waited for (seconds): Textual's is 0.2 s; beyond this the input goes as it is.
LONGEST_EFFECT = 1.0


def press_effect_showing(widget: Widget | None) -> bool:
    """True while `widget` is a button still showing its last press, during which it ignores a click and a key."""
    return isinstance(widget, Button) and widget.has_class("-active")


async def until_press_effect_ended(widget: Widget | None) -> bool:
    """Wait (slices of Textual's idle wait, each followed by a settled loop) until `widget` no longer shows a press;
    True when it had to wait."""
    if not press_effect_showing(widget):
        return False
    loop = asyncio.get_running_loop()
    started = loop.time()
    while press_effect_showing(widget) and loop.time() - started < LONGEST_EFFECT:
        await asyncio.sleep(SLICE)
        await settled(0)
    return True


def widget_under(app: App[Any], widget: Widget | type[Widget] | str | None, offset: tuple[int, int]) -> Widget | None:
    """The widget a Pilot click aimed at `widget` (a widget, a type or selector on the screen, None for the screen) and
    `offset` would land on, read as Pilot reads it; None when there is none (Pilot then says why itself)."""
    try:
        screen = app.screen
        target = screen if widget is None else widget if isinstance(widget, Widget) else screen.query_one(widget)
        x, y = target.region.offset + offset
        return app.get_widget_at(x, y)[0]
    except Exception:  # noqa: BLE001 - no screen, no such widget, nothing there: Pilot's own call says so itself
        return None


def focused(app: App[Any]) -> Widget | None:
    """The widget a key goes to, or None (nothing focused, or no screen: the app closing)."""
    try:
        return app.focused
    except Exception:  # noqa: BLE001 - no screen: no key goes anywhere
        return None


MouseCall = Callable[..., Awaitable[bool]]


def after_press_effects(post: MouseCall) -> MouseCall:
    """`Pilot.click` (or `mouse_down`, `mouse_up`) that first lets the widget under its point stop showing a press."""

    async def posted(self: Pilot[Any], widget: Widget | type[Widget] | str | None = None,
                     offset: tuple[int, int] = (0, 0), *args: Any, **kwargs: Any) -> bool:
        if await until_press_effect_ended(widget_under(self.app, widget, offset)):
            await self.pause()
        return await post(self, widget, offset, *args, **kwargs)

    return posted


def keys_after_press_effects(press: Callable[..., Awaitable[None]]) -> Callable[..., Awaitable[None]]:
    """`Pilot.press` that first lets the focused widget stop showing a press (the keys after the first wait in the
    app's own key wait, `settled_for_keys`)."""

    async def pressed(self: Pilot[Any], *keys: str) -> None:
        if keys and await until_press_effect_ended(focused(self.app)):
            await self.pause()
        await press(self, *keys)

    return pressed


async def settled_for_keys(min_sleep: float = SLICE, max_sleep: float = 1.0) -> None:
    """The wait `App._press_keys` makes after each key: the app settled (`settled`), and the focused widget no longer
    showing a press, so that the next key reaches it."""
    await settled(min_sleep, max_sleep)
    try:
        app = active_app.get()
    except LookupError:  # no app: nothing to press
        return
    await until_press_effect_ended(focused(app))
