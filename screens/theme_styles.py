"""Rich styles in the theme's colours: a style that names theme variables ('bold $text-error') made a Rich style.

Screens build rich `Text` for their panels; a colour written there ("red") would be the same in
every theme, unreadable on a light one. A style names the theme's variables instead (the
`$text-*` ones are the theme's colours made readable as text on its background) and `tone`
resolves it with the running app's current theme. Outside a running app (plain-text tests) the
colours are left out and the attributes (bold, dim, italic...) stay. The roles below give one
meaning one colour on every screen; a colour is never the only sign (a word or symbol goes with it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from rich.style import Style
from textual._context import active_app
from textual.color import Color
from textual.dom import DOMNode
from textual.markup import parse_style

#: Bad news: refused, damage, negative statuses, enemies.
BAD = "$text-error"
#: Good news: allowed, healing, positive statuses, a valid deck.
GOOD = "$text-success"
#: Watch out: a house rule, resources (CP, gold), what waits for a decision.
WARN = "$text-warning"
#: Where the game is: the phase, moments, what is resolving.
INFO = "$text-primary"
#: Secondary facts: dice in the log, events, what is pending.
NOTE = "$text-secondary"


@lru_cache(maxsize=256)
def _without_colours(style: str) -> Style:
    return Style.parse(" ".join(word for word in style.split() if not word.startswith("$")) or "none")


@lru_cache(maxsize=32)
def _variables(theme: str, app_id: int) -> dict[str, str]:
    return active_app.get().get_css_variables()


#: A theme variable named in a style: '$text-error'.
_VARIABLE = re.compile(r"\$([A-Za-z0-9_-]+)")

#: No variables: a style whose variables are already written out (`_in_theme`).
_NO_VARIABLES: dict[str, str] = {}


@lru_cache(maxsize=1024)
def _in_theme(theme: str, style: str, app_id: int) -> Style:
    # The variables come from the theme itself, not from the stylesheet: between a theme's choice
    # and the stylesheet's refresh the stylesheet still holds the old theme's colours, and a style
    # resolved then would be kept under the new theme's name. They are written into the style before it is parsed:
    # given the variables, Textual's `parse_style` tokenizes every one of the theme's (168) for each style it parses,
    # about 0.8 ms a style, six of them on a board's first frame (tests/tui/test_theme_colours.py holds the two equal).
    return parse_style(written_out(style, _variables(theme, app_id)), _NO_VARIABLES).rich_style


def written_out(style: str, variables: dict[str, str]) -> str:
    """The style with each theme variable it names replaced by the variable's value (a value naming another variable
    is written out in turn); a name the theme lacks is left for the parser to refuse."""
    for _ in range(8):  # a theme's values name no variable; a custom one might name one, never a circle this deep
        written = _VARIABLE.sub(lambda found: variables.get(found.group(1), found.group(0)), style)
        if written == style:
            break
        style = written
    return style


def tone(style: str) -> Style:
    """The Rich style for 'bold $text-error' and the like in the running app's theme (no colour without an app)."""
    try:
        app = active_app.get()
    except LookupError:
        return _without_colours(style)
    return _in_theme(app.theme, style, id(app))


@lru_cache(maxsize=64)
def _colour(theme: str, variable: str, app_id: int) -> Color:
    return Color.parse(_variables(theme, app_id)[variable])


def theme_colour(variable: str) -> Color:
    """The running app's theme colour named by a variable without its '$' ('warning', 'text-success'), as the
    stylesheet resolves it: for a widget that draws a state itself instead of restyling for it."""
    app = active_app.get()
    return _colour(app.theme, variable, id(app))


def redraw_on_theme_change(node: DOMNode, redraw: Callable[[], object]) -> None:
    """Call `redraw` after each change of the app's theme: Rich text drawn with `tone` keeps the colours of the
    theme it was drawn in until it is drawn again (call from `on_mount`)."""
    node.app.theme_changed_signal.subscribe(node, lambda _theme: redraw())
