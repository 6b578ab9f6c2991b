"""What each space of the Runebound 3e time track does (start, refresh, story, the end of an act),
in a dialog opened with f10 or by clicking a space of the track line.

It reads the state and the rules index; nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from companion.services.i18n import _, pgettext, translate
from rules_engine.messages import NC_, N_
from rules_engine.plurals import count as count_of
from rules_engine.runebound3.state import REFRESH_SPACES, R3State
from rules_engine.runebound3.words import CONTEXT
from screens.rule_summaries import rule_summary
from screens.text_panel import TextPanel
from screens.content_updates import show_content

#: The story deck holds ten cards: once they are drawn a story space draws nothing.
STORY_CARDS = 10


def space_kinds(state: R3State, space: int) -> tuple[str, ...]:
    """What a space is, in words: 'start', 'refresh', 'story', 'end of act'; empty for a plain space."""
    kinds = []
    if space == 0:
        kinds.append("start")
    if space in REFRESH_SPACES and space <= state.track_length:
        kinds.append("refresh")
    if space in state.story_spaces:
        kinds.append("story")
    if space == state.track_length:
        kinds.append("end of act")
    return tuple(kinds)


def space_text(state: R3State, space: int) -> Text:
    """Space `space` of the time track: what reaching it does, each with its rule and citation."""
    text = Text()
    text.append(_("Time track, space {space} of {length} (act {act})").format(
        space=space, length=state.track_length, act=state.act) + "\n", style="bold")
    if space == state.time_space:
        text.append(_("The time token is here now.") + "\n")
    elif space < state.time_space:
        text.append(_("The time token has passed this space in this act.") + "\n", style="dim")
    kinds = space_kinds(state, space)
    if "start" in kinds:
        text.append("\n" + rule_summary("runebound3.setup.time") + "\n")
    if "refresh" in kinds:
        text.append("\n" + rule_summary("runebound3.time.refresh") + "\n")
    if "story" in kinds:
        left = max(0, STORY_CARDS - state.story_drawn)
        text.append("\n" + _("A story space ({cards} left to draw).").format(
            cards=translate(count_of(left, "story card", "story cards"))) + "\n")
        text.append(rule_summary("runebound3.story.draw") + "\n")
    if "end of act" in kinds:
        text.append("\n" + rule_summary("runebound3.acts.second" if state.act == 1 else "runebound3.acts.end") + "\n")
    if not kinds:
        text.append("\n" + _("Nothing happens on this space: the token only marks time passing.") + "\n")
        text.append(rule_summary("runebound3.time.advance") + "\n")
    return text


def space_option(state: R3State, space: int) -> Option:
    """One line of the space list: its number and what it is."""
    kinds = space_kinds(state, space)
    here = " ■ " + _("time token") if space == state.time_space else ""
    words = ", ".join(pgettext(CONTEXT, kind) for kind in kinds) or "-"
    return Option(Text(_("Space {space}: {kinds}").format(space=space, kinds=words) + here), id=f"space-{space}")


class TimeTrackPanel(TextPanel):
    """The time track panel; a click on a cell of the track line posts `SpaceClicked` with that space.

    The panel's second source line is the track, one cell per space from 0 (see `track_line`).
    """

    @dataclass
    class SpaceClicked(Message):
        """Space `space` of the track line was clicked."""

        space: int

    #: The number of spaces after the start (the track line has length + 1 cells).
    length: int = 0
    _first_line: str = ""

    def show_track(self, text: Text, length: int) -> None:
        """Draw the panel; its second line is the track of `length` spaces after the start."""
        self.length = length
        self._first_line = text.plain.split("\n", 1)[0]
        show_content(self, text)

    def space_at(self, x: int, y: int) -> int | None:
        """The space drawn at content cell (x, y), if (x, y) falls on the track line."""
        width = max(1, self.content_size.width)
        top = max(1, len(Content(self._first_line).wrap(width))) if self._first_line else 1
        if y < top:
            return None
        space = (y - top) * width + x
        return space if 0 <= space <= self.length else None

    def on_click(self, event: events.Click) -> None:
        """Post the clicked space, if the click fell on the track."""
        offset = event.get_content_offset(self)
        space = self.space_at(offset.x, offset.y) if offset is not None else None
        if space is not None:
            event.stop()
            self.post_message(self.SpaceClicked(space))


class TimeSpacesDialog(ModalScreen[None]):
    """Every space of the time track in a list; the highlighted one's effect below it."""

    HELP_TITLE = NC_("screen title", "Time track")

    DEFAULT_CSS = """
    TimeSpacesDialog { align: center middle; }
    #time-spaces-box { width: 90%; max-width: 90; height: auto; max-height: 95%; border: thick $accent;
                       padding: 0 1; background: $surface; }
    #time-spaces-list { height: auto; max-height: 10; }
    #time-space-detail { height: auto; }
    """
    BINDINGS = [Binding("escape", "close", N_("Close"), id="r3.time.close", tooltip=N_("Close the time track"))]

    def __init__(self, state: R3State, chosen: int | None = None) -> None:
        super().__init__()
        self.state = state
        self.chosen = state.time_space if chosen is None else chosen

    def compose(self) -> ComposeResult:
        with Vertical(id="time-spaces-box"):
            yield Label(_("Time track (arrows: another space · esc: close)"), markup=False)
            yield OptionList(*(space_option(self.state, s) for s in range(self.state.track_length + 1)),
                             id="time-spaces-list")
            yield Static("", id="time-space-detail", markup=False)

    def on_mount(self) -> None:
        spaces = self.query_one("#time-spaces-list", OptionList)
        spaces.highlighted = min(max(0, self.chosen), self.state.track_length)
        spaces.focus()
        self._show(spaces.highlighted)

    @on(OptionList.OptionHighlighted, "#time-spaces-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(event.option_index)

    def _show(self, space: int) -> None:
        self.query_one("#time-space-detail", Static).update(space_text(self.state, space))

    def detail_text(self) -> str:
        """What the detail panel shows, as plain text."""
        return str(self.query_one("#time-space-detail", Static).render())

    def action_close(self) -> None:
        """Close the dialog."""
        self.dismiss(None)
