"""A board's first showing styles each node once: its first resume restyles nothing, and misses nothing.

Textual restyles every node of a screen whenever it is resumed, also the first time, when each node was styled
a moment before as it was mounted (`screens/layout_settling.SettledLayout`'s note). Counted, never timed: the
stylesheet's applications during the board's first resume; and every node's styles (its own and its component
classes') compared with what a full restyle of the screen then gives, so a rule that only a restyle would have
caught fails here (one board per game).
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.screen import Screen

from screens.session_frame import SessionFrame
from tests.tui.picture_cases import PICTURES

#: One board per game (and Dungeoneer alone), as the snapshot matrix pictures them.
ONE_BOARD_A_GAME = ["dice-throne-1v1", "runebound2-class-decks", "runebound3-outside", "dungeoneer-solo"]


def styles_of(screen: Screen) -> dict[str, Any]:
    """Every node's styles from the stylesheet (its own and its component classes'), and its pseudo-classes."""
    found: dict[str, Any] = {}
    for index, node in enumerate(screen.walk_children(with_self=True)):
        components = {name: styles._base_styles.css_lines for name, styles in sorted(node._component_styles.items())}
        found[f"{index} {type(node).__name__} {node.id}"] = (node._css_styles.css_lines, sorted(node.pseudo_classes),
                                                             components)
    return found


@pytest.mark.parametrize("name", ONE_BOARD_A_GAME)
async def test_a_boards_first_resume_restyles_nothing_and_a_full_restyle_changes_nothing(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    resuming: list[Screen] = []
    styled_while_resuming: list[DOMNode] = []
    apply = Stylesheet.apply
    resume = Screen._on_screen_resume

    def counting_apply(stylesheet: Stylesheet, node: DOMNode, *args: Any, **kwargs: Any) -> None:
        if resuming and isinstance(resuming[-1], SessionFrame):
            styled_while_resuming.append(node)
        apply(stylesheet, node, *args, **kwargs)

    def watched_resume(screen: Screen, event: Any) -> None:
        resuming.append(screen)
        try:
            resume(screen, event)
        finally:
            resuming.pop()

    monkeypatch.setattr(Stylesheet, "apply", counting_apply)
    monkeypatch.setattr(Screen, "_on_screen_resume", watched_resume)
    app = PICTURES[name].make()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, SessionFrame)
        assert styled_while_resuming == [], "the board's first resume styled its nodes again"
        shown = styles_of(app.screen)
        app.stylesheet.update_nodes(list(app.screen.walk_children(with_self=True)), animate=False)
        assert styles_of(app.screen) == shown, "a full restyle changed a node's styles: the first resume needed it"
