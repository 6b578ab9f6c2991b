"""The generic game area: what the frame shows for a game without an area of its own (built from GameView)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from companion.services.i18n import _, translate
from rules_engine.game import GameView
from screens.area_view import AreaView
from screens.game_area import GameArea


def render_view(view: GameView) -> Text:
    """Turn, phase, what may be done now, the game's own sections and the result, as text (in the interface's language)."""
    text = Text()
    result = translate(view.result) if view.result else view.result
    if view.finished:
        text.append(_("Game over. {result}").format(result=result).strip() + "\n", style="bold reverse")
    if view.turn:
        text.append(translate(view.turn), style="bold")
    if view.phase:
        text.append("  ·  " + _("phase: {phase}").format(phase=translate(view.phase)), style="dim")
    if view.allowed_now:
        text.append("\n" + _("Now:") + " ", style="dim")
        text.append(" · ".join(translate(allowed) for allowed in view.allowed_now))
    for title, lines in view.sections:
        text.append(f"\n\n{translate(title)}", style="bold underline")
        for line in lines:
            text.append(f"\n  {translate(line)}")
    if view.result and not view.finished:
        text.append(f"\n\n{result}", style="bold")
    return text


class GenericGameArea(GameArea):
    """Shows a game's `GameView`; used when the game registers no area of its own."""

    DEFAULT_CSS = """
    GenericGameArea { height: 1fr; }
    GenericGameArea > VerticalScroll { height: 1fr; }
    """

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static("", id="generic-view", markup=False)

    def draw(self, view: AreaView) -> None:
        """Render the game's view."""
        self.query_one("#generic-view", Static).update(render_view(view.view))
