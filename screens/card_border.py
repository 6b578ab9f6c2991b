"""A card's border as the stylesheet would write it, set by the card itself (inline) so that a card becoming or ceasing
to be the active one, or selected, is not restyled through the stylesheet.

Applying the stylesheet to a card again (a class added or removed) matches every rule against it: about 0.6 ms of CPU
a card, twice each time the turn passes (the card that was active and the one that becomes it). An inline border is a
style of the card alone: setting it repaints the border, and nothing is matched. Dice Throne's hero cards use it;
Runebound 2e's party cards use it too.
"""

from __future__ import annotations

from typing import Literal

from textual.color import Color

from screens.theme_styles import theme_colour

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
