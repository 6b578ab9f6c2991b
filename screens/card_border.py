"""A card's border as the stylesheet would write it, set by the card itself (inline) so that a card becoming or ceasing
to be the active one, or selected, is not restyled through the stylesheet.

Applying the stylesheet to a card again (a class added or removed) matches every rule against it: about 0.6 ms of CPU
a card, twice each time the turn passes (the card that was active and the one that becomes it). An inline border is a
style of the card alone: setting it repaints the border, and nothing is matched. Dice Throne's hero cards use it;
Runebound 2e's party cards use it too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from textual.color import Color

from screens.theme_styles import theme_colour

if TYPE_CHECKING:
    from textual.widget import Widget

#: The alpha of a card's border while it is neither the active one nor selected (`$primary 40%`).
QUIET_BORDER_ALPHA = 0.4

#: A card's border: its type and colour.
CardBorder = tuple[Literal["round", "double"], Color]


def card_border(active: bool, selected: bool) -> CardBorder:
    """A card's border, as the stylesheet would write it: round, double while selected; the theme's accent colour for
    the active one, else its primary colour (at 40% while not selected)."""
    colour = theme_colour("accent") if active else theme_colour("primary")
    if not (active or selected):
        colour = colour.multiply_alpha(QUIET_BORDER_ALPHA)
    return ("double" if selected else "round", colour)


if TYPE_CHECKING:
    _CardBase = Widget
else:
    _CardBase = object


class OwnBorder(_CardBase):
    """A card that sets its own border (`card_border`): mixed into a widget whose `__init__` calls `_no_border_yet` and
    whose `on_mount` calls `redraw_on_theme_change(self, self._theme_changed)`. `_put_border` sets the border; a card
    that marks only its border's cells to be drawn overrides it."""

    #: Whether the card's hero or party is the active one, and whether the card is selected.
    active: bool
    selected: bool
    #: The border last set on the card (None: the stylesheet's, a quiet card's, until it is first active or selected).
    _border: CardBorder | None

    def _no_border_yet(self) -> None:
        self.active = False
        self.selected = False
        self._border = None

    def _theme_changed(self) -> None:
        """A border the card set is in the old theme's colours: set again (a card that never set one follows the
        stylesheet, and so the theme, by itself)."""
        if self._border is not None:
            self._border = None
            self._show_border(again=True)

    def select(self, selected: bool) -> None:
        """Mark the card selected (a double border) or not; only its border is drawn again."""
        self.selected = selected
        self._show_border()

    def _show_border(self, again: bool = False) -> None:
        """The border for the card's state, set only when it changes (or `again`, after a new theme); the classes that
        name the state beside it, without a restyle (the stylesheet has no rule for them)."""
        self.set_class(self.active, "-active", update=False)
        self.set_class(self.selected, "-selected", update=False)
        border = card_border(self.active, self.selected)
        if border != self._border and (again or self._border is not None or self.active or self.selected):
            self._border = border
            self._put_border(border)

    def _put_border(self, border: CardBorder) -> None:
        self.styles.border = border
