"""A row of buttons drawn as one widget: one line, each button's label in its own run, as Textual's compact `Button`
looks (the label between a space each side, bold; an on button in the primary colour, an off one in the surface's,
its text at 60%), with a button's hover, focus and pressed looks, and the mouse pointer a hand over an on label.

Eleven `Button`s in a `Horizontal` were twelve widgets shown, arranged, styled and drawn each the first time a row
was shown (a Runebound 3e fight's start paid some 33 messages and about 5 ms of first drawing for them); the row is
one widget with one line. What each button does stays the owner's: a click on an on label, or Enter on the
focused row, posts `ButtonRow.Pressed` with the button's key; hovering a label shows its tooltip. The row takes the
focus as one stop (tab), left and right move between the on buttons and Enter or Space presses the one shown focused,
as a toolbar does: eleven stops in the tab order for one row of choices was ten more than a keyboard needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.css.types import PointerShape
from textual.geometry import Offset
from textual.message import Message
from textual.widget import Widget

from rules_engine.messages import N_

#: Component classes, one per look a label takes.
ON, OFF, ON_HOVER, FOCUS = "button-row--on", "button-row--off", "button-row--on-hover", "button-row--focus"
#: The look of a label just pressed, for `PRESSED_LOOK_SECONDS` (as Textual's `Button` shows its `-active` class).
PRESSED = "button-row--pressed"
PRESSED_LOOK_SECONDS = 0.2
#: The mouse pointer's shape over an on label, an off one, and the row between or after the labels (terminals that
#: take the Kitty pointer-shape protocol show it; as over Textual's `Button` and a disabled one).
POINTER_ON: PointerShape = "pointer"
POINTER_OFF: PointerShape = "not-allowed"
POINTER_ELSEWHERE: PointerShape = "default"


@dataclass(frozen=True, slots=True)
class RowButton:
    """One button of the row: its key (what a press reports), its label as shown, whether it can be pressed, and its
    tooltip (None: none)."""

    key: str
    label: str
    on: bool
    tooltip: str | None = None


class ButtonRow(Widget, can_focus=True):
    """Buttons drawn in one line; a press of an on button posts `Pressed` with its key."""

    DEFAULT_CSS = """
    ButtonRow { height: 1; width: 1fr; }
    ButtonRow > .button-row--on { color: $button-color-foreground; background: $primary; text-style: bold; }
    ButtonRow > .button-row--on-hover { color: $button-color-foreground; background: $primary-darken-2; text-style: bold; }
    ButtonRow > .button-row--off {
        color: $button-foreground; background: $surface; text-style: bold; text-opacity: 0.6; opacity: 0.7;
    }
    ButtonRow > .button-row--focus {
        color: $button-color-foreground; background: $primary; background-tint: $foreground 5%;
        text-style: $button-focus-text-style;
    }
    ButtonRow > .button-row--pressed {
        color: $button-color-foreground; background: $primary; background-tint: $background 30%; text-style: bold;
    }
    """
    COMPONENT_CLASSES = {ON, OFF, ON_HOVER, FOCUS, PRESSED}
    BINDINGS = [
        Binding("left", "move(-1)", N_("Previous button"), id="button_row.previous", show=False),
        Binding("right", "move(1)", N_("Next button"), id="button_row.next", show=False),
        Binding("enter,space", "press_focused", N_("Press the button"), id="button_row.press", show=False),
    ]

    @dataclass
    class Pressed(Message):
        """An on button of the row was clicked, or pressed by a key on the focused row: the button's key."""

        key: str

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.buttons: tuple[RowButton, ...] = ()
        #: The label under the mouse (an index into `buttons`), or None.
        self._hovered: int | None = None
        #: The label shown focused while the row has the focus (an index into `buttons`), or None.
        self._cursor: int | None = None
        #: The label shown pressed for a moment after a click or a key pressed it (an index into `buttons`), or None.
        self._pressed: int | None = None

    # -- what is shown ---------------------------------------------------------------------------

    def show(self, buttons: tuple[RowButton, ...]) -> None:
        """Show these buttons; the row is drawn again only when they look or say something new."""
        if buttons == self.buttons:
            return
        self.buttons = buttons
        if self._cursor is not None and not self._is_on(self._cursor):
            self._cursor = self._first_on()
        if self._cursor is None and self.has_focus:  # as Textual blurs a focused button turned off
            self.blur()
        self._pressed = None  # the press was answered: the row shows what came of it
        self._show_tooltip()
        self._show_pointer()
        self.refresh()

    def button(self, key: str) -> RowButton:
        """The button with this key."""
        return next(b for b in self.buttons if b.key == key)

    def spans(self) -> list[tuple[int, int]]:
        """Each button's columns on the row, [start, end), in the row's order."""
        spans, x = [], 0
        for button in self.buttons:
            width = cell_len(button.label) + 2
            spans.append((x, x + width))
            x += width
        return spans

    def offset_of(self, key: str) -> Offset:
        """A point on the row inside the label of the button with this key (where a click presses it)."""
        index = next(i for i, b in enumerate(self.buttons) if b.key == key)
        return Offset(self.spans()[index][0] + 1, 0)

    def index_at(self, x: int) -> int | None:
        """The button whose label takes column `x` of the row, or None."""
        return next((i for i, (start, end) in enumerate(self.spans()) if start <= x < end), None)

    def render(self) -> Text:
        """The labels, each between a space either side, in runs of one look (one segment a run, as the buttons' row
        was drawn)."""
        text = Text(no_wrap=True, overflow="crop", end="")
        focused = self._cursor if self.has_focus else None
        run, run_role = "", ""
        for index, button in enumerate(self.buttons):
            if index == self._pressed and button.on:
                role = PRESSED
            elif index == focused:
                role = FOCUS
            elif not button.on:
                role = OFF
            else:
                role = ON_HOVER if index == self._hovered else ON
            if role != run_role and run:
                text.append(run, style=self._style(run_role))
                run = ""
            run, run_role = run + f" {button.label} ", role
        if run:
            text.append(run, style=self._style(run_role))
        return text

    def _style(self, role: str) -> Style:
        return self._off_style() if role == OFF else self.get_component_rich_style(role)

    def _off_style(self) -> Style:
        """An off button's look as Textual draws a disabled `Button`: its text at the stylesheet's text opacity over
        its background, then the whole faded into the row's background by its opacity (Textual's `*:disabled:can-focus`
        rule, 0.7), the background faded twice as Textual fades it (once as the button's own, once as its content's)."""
        styles = self.get_component_styles(OFF)
        base = self.background_colors[1]
        background = base + styles.background.multiply_alpha(styles.opacity)
        color = background.blend(styles.color, styles.text_opacity)
        return Style(bold=True, color=base.blend(color, styles.opacity).rich_color,
                     bgcolor=base.blend(background, styles.opacity).rich_color)

    # -- the mouse --------------------------------------------------------------------------------

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._hover(self.index_at(event.x))

    def on_leave(self, event: events.Leave) -> None:
        self._hover(None)

    def _hover(self, index: int | None) -> None:
        if index == self._hovered:
            return
        was_on = self._hovered is not None and self._is_on(self._hovered)
        self._hovered = index
        self._show_tooltip()
        self._show_pointer()
        if was_on or (index is not None and self._is_on(index)):  # an off label looks the same under the mouse
            self.refresh()

    def _show_tooltip(self) -> None:
        """The tooltip of the label under the mouse (the row has none between or after the labels)."""
        index = self._hovered
        tooltip = self.buttons[index].tooltip if index is not None and index < len(self.buttons) else None
        if self.tooltip != tooltip:  # setting a tooltip looks the screen's tooltip up, even for the same text
            self.tooltip = tooltip

    def _show_pointer(self) -> None:
        """The pointer's shape for the label under the mouse (set only when it changes: a new shape repaints the row)."""
        index = self._hovered
        shape = POINTER_ELSEWHERE if index is None or index >= len(self.buttons) else \
            POINTER_ON if self.buttons[index].on else POINTER_OFF
        if self.styles.pointer != shape:
            self.styles.pointer = shape

    def on_click(self, event: events.Click) -> None:
        index = self.index_at(event.x)
        if index is not None and self._is_on(index):
            event.stop()
            self._cursor = index  # as a click focuses the `Button` it presses
            self._press(index)

    def _press(self, index: int) -> None:
        """Show the label pressed for a moment, and tell the owner which button it was."""
        self._pressed = index
        self.refresh()
        self.set_timer(PRESSED_LOOK_SECONDS, lambda: self._unpress(index), name="button row pressed look")
        self.post_message(self.Pressed(self.buttons[index].key))

    def _unpress(self, index: int) -> None:
        """The pressed look's moment is over (unless the row already shows new buttons, or another press)."""
        if self._pressed == index:
            self._pressed = None
            self.refresh()

    # -- the keyboard -----------------------------------------------------------------------------

    def allow_focus(self) -> bool:
        """The row takes the focus (tab) only while a button on it can be pressed, as a row of off buttons did not."""
        return self._first_on() is not None

    def on_focus(self, event: events.Focus) -> None:
        if self._cursor is None or not self._is_on(self._cursor):
            self._cursor = self._first_on()
        self.refresh()

    def on_blur(self, event: events.Blur) -> None:
        self.refresh()

    def action_move(self, step: int) -> None:
        """Show the next (or previous) on button focused, round the row."""
        on = [i for i in range(len(self.buttons)) if self._is_on(i)]
        if not on:
            return
        here = on.index(self._cursor) if self._cursor in on else -step
        self._cursor = on[(here + step) % len(on)]
        self.refresh()

    def action_press_focused(self) -> None:
        """Press the button shown focused."""
        if self._cursor is not None and self._is_on(self._cursor):
            self._press(self._cursor)

    def _is_on(self, index: int) -> bool:
        return index < len(self.buttons) and self.buttons[index].on

    def _first_on(self) -> int | None:
        return next((i for i in range(len(self.buttons)) if self._is_on(i)), None)


__all__ = ["ButtonRow", "RowButton"]
