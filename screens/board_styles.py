"""The default styles of a board's widgets read into the app's stylesheet while the list sits idle, not on the key.

Textual reads a widget class's `DEFAULT_CSS` into the app's stylesheet the first time a widget of that class is
mounted (`Widget._post_register`), and the stylesheet parses what is new at its next use. A board's opening mounts
about twenty classes the home screen never showed (Textual's `Button`, the game area's dice, cards and rows, the
log's line list...) in several batches as its containers compose: the stylesheet was parsed again at each batch, its
new sources' rules parsed then (24-26 ms of CPU under load at a 10,000-action Dice Throne board, docs/benchmarks.md
"Twenty-eighth pass: launch"), inside the key that opens the board.

Once the worker's head start has imported what a board needs (`deferred.warm_up_session`: the session frame, the
listed sessions' games and game areas), the app gives the stylesheet the default styles of every widget class those
modules name (`read_ahead`), on the UI thread while the list waits for the player, and parses them there. A board
opened after that adds nothing new (the same source at the same place is not read again) and parses nothing. The
sources are added exactly as Textual adds them (its own `DOMNode._get_default_css` gives the place, the tie-breaker
and the scope): each class's rules are scoped to it as Textual scopes them, so nothing on the list changes; they
are the rules the stylesheet holds anyway once a board was shown.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget

#: The packages whose loaded modules name a board's widget classes.
BOARD_PACKAGES = ("screens.",)


class _ClassAlone:
    """What Textual's `DOMNode._get_default_css` reads of a node: the classes whose default styles it inherits."""

    def __init__(self, widget_class: type[Widget]) -> None:
        self._node_bases = widget_class._css_bases(widget_class)


def default_css(widget_class: type[Widget]) -> list[tuple[tuple[str, str], str, int, str]]:
    """The default styles a widget of this class adds to the app's stylesheet when first mounted: (place, source,
    tie-breaker, scope) for the class and each class it inherits styles from, as Textual gives them."""
    return DOMNode._get_default_css(_ClassAlone(widget_class))  # type: ignore[arg-type]  # reads only _node_bases


def named_widget_classes(prefixes: tuple[str, ...] = BOARD_PACKAGES) -> list[type[Widget]]:
    """The widget classes (screens aside) that the loaded modules of these packages define or import by name."""
    found: dict[type[Widget], None] = {}
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(prefixes):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, type) and issubclass(value, Widget) and not issubclass(value, Screen):
                found[value] = None
    return list(found)


def read_ahead(stylesheet: Stylesheet, classes: Iterable[type[Widget]]) -> int:
    """Add the default styles of these widget classes to the stylesheet as their first mount would, and parse what
    is new now; how many sources were new."""
    new = 0
    for widget_class in classes:
        for read_from, css, tie_breaker, scope in default_css(widget_class):
            new += not stylesheet.has_source(*read_from)
            # As the first mount adds it (a source already there with the same text is not read again).
            stylesheet.add_source(css, read_from=read_from, is_default_css=True, tie_breaker=tie_breaker, scope=scope)
    if new:
        stylesheet.rules  # noqa: B018 - parsed now, here, not at the board's first restyle
    return new
