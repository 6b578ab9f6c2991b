"""The ruling panel: the last ruling in the interface's language, and its citations (as printed), each of which opens the rule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Self

from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from companion.services.i18n import _, citation_text, translate
from rules_engine.citations import Citation
from rules_engine.messages import N_
from rules_engine.rules_index import all_rules
from rules_engine.ruling import Ruling
from screens.content_updates import size_changed
from screens.formatting import format_citation
from screens.kept_line_list import KeptLine, KeptLineList
from screens.layout_settling import scroll_bars
from screens.theme_styles import BAD, GOOD, WARN, tone


#: Shown before the first ruling.
NO_RULING = N_("No ruling yet: type a command below.")


def verdict_of(ruling: Ruling) -> tuple[str, Style]:
    """The verdict (a symbol and a word, never the colour alone) and its style: allowed, refused, or a house rule."""
    if not ruling.allowed:
        return "✗ " + _("Refused"), tone(f"bold {BAD}")
    if ruling.table_rules:  # set aside by the group's standing rules, named in the message
        return "⚑ " + _("Table rule"), tone(f"bold {WARN}")
    if ruling.overridden:
        return "⚑ " + _("House rule"), tone(f"bold {WARN}")
    return "✓ " + _("Allowed"), tone(f"bold {GOOD}")


def render_ruling(ruling: Ruling, note: str = "") -> Text:
    """Verdict, message and effects of a ruling as text (citations are listed separately); a `note` is a line of its
    own under the verdict's ("No house rule can allow this.": the ruling is read first)."""
    verdict, style = verdict_of(ruling)
    text = Text()
    text.append(f"{verdict}: ", style=style)
    text.append(translate(ruling.message))
    if note:
        text.append("\n")
        text.append(note, style="italic")
    for effect in ruling.effects:
        text.append(f"\n  · {translate(effect)}")
    for waived in ruling.waived:
        text.append("\n  " + _("waived: {reference}").format(reference=citation_text(waived)), style=tone(WARN))
    return text


class CitationList(KeptLineList):
    """The ruling's citations, one a line; choosing one opens the rule.

    A list of kept lines (`KeptLineList`, the Line API): each citation's line is wrapped once and its strips kept per
    style on the line itself, which the panel keeps from one ruling to the next (`RulingPanel._citation_option`). A
    citation cited before is drawn from its kept strips; a new ruling's citations replace the list's lines without a
    layout of the screen unless the list's height or its scroll bar changes (`replace`). Textual's `OptionList`, used
    before, cleared every option's rendering with its options, and in the player's order (an action, its undo's note
    citing nothing, its redo's) every Enter built the list and drew its lines from nothing.
    """

    #: Called when the list's lines or its scroll position change (the panel's hint follows); None: nothing to tell.
    scrolled: Callable[[], None] | None = None

    def replace(self, options: list[KeptLine]) -> None:
        """Show these lines instead of the current ones; lay the screen out only if the list's size changes."""
        bars = scroll_bars(self)
        self.set_options(options)
        if scroll_bars(self) != bars or (self.display and size_changed(self)):
            self.refresh(layout=True)
        if self.scrolled is not None:
            self.scrolled()

    @property
    def allow_vertical_scroll(self) -> bool:
        """Whether the wheel scrolls the list: also without a scroll bar (the session frame shows none: a bar coming
        or going lays the screen out), whenever the citations take more lines than the list's rows."""
        return not self._check_disabled() and self.max_scroll_y > 0

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """Scrolled (the wheel, or the highlight moved by the keys): the panel's hint says what is still hidden."""
        super().watch_scroll_y(old_value, new_value)
        if self.scrolled is not None and round(old_value) != round(new_value):
            self.scrolled()

    def hidden(self) -> tuple[bool, bool]:
        """Whether citations are out of sight above and below, when the list shows no scroll bar to say so."""
        if not self.display or self.show_vertical_scrollbar or self.max_scroll_y <= 0:
            return False, False
        y = round(self.scroll_offset.y)
        return y > 0, y < self.max_scroll_y


class RulingText(ScrollView, can_focus=True):
    """The ruling's text in a box of fixed rows: a longer ruling scrolls inside it (the mouse wheel, or the arrow
    and page keys once it has the focus), and the panel's border says there is more.

    Its rows never follow the ruling, so a new ruling is only repainted: no layout of the screen, whatever its
    length (a text of `height: auto` in a scrolling container laid the whole screen out each time its line count
    changed). The text is wrapped to the box's width once per ruling and per width, and drawn line by line at
    the scroll position. It shows no scroll bar (a bar coming or going would move the text and lay the screen
    out); `allow_vertical_scroll` lets it scroll all the same whenever the ruling is longer than the box.
    """

    DEFAULT_CSS = """
    RulingText { height: 1fr; min-height: 2; overflow: hidden hidden; }
    """

    def __init__(self, text: Text, *, scrolled: Callable[[], None] | None = None, **kwargs: Any) -> None:
        """`scrolled`: called when the text's lines or its scroll position change (the panel's hint follows)."""
        super().__init__(**kwargs)
        self._text = text
        self._scrolled = scrolled
        #: The text's lines at the width they were wrapped to (None: to be wrapped at the next drawing).
        self._lines: list[Strip] | None = None
        self._wrapped_at = 0
        #: The style the lines were wrapped in, which the rows below the text are drawn in too: looked up once per
        #: wrapping (`rich_style` walks the panel's ancestors: it was looked up for each row drawn, 8 a move).
        self._style = Style()

    @property
    def text(self) -> Text:
        """The whole text, whatever part of it is in view."""
        return self._text

    def render(self) -> Text:
        """The whole text (what the panel shows, for reading it out; the box draws it with `render_line`)."""
        return self._text

    def show(self, text: Text) -> bool:
        """Show this text from its first line; only repainted, never laid out. True when it differs.

        Only the rows that show something else are drawn again: a row left blank below the new text's lines, as it
        was below the old text's, and a line the same as the old one in its row are kept as drawn (a ruling of three
        lines in a box of eight drew all eight rows again)."""
        if text == self._text:
            return False
        before, width = self._lines, self._wrapped_at
        self._text = text
        self._wrap()
        if self.scroll_offset.y:
            self.scroll_to(y=0, animate=False, force=True)
            self.refresh()
        elif before is None or self._lines is None or width != self._wrapped_at:
            self.refresh()
        else:
            self._refresh_changed_rows(before, self._lines)
        if self._scrolled is not None:
            self._scrolled()
        return True

    def _refresh_changed_rows(self, before: list[Strip], after: list[Strip]) -> None:
        """Draw again the rows in sight (the box at its top) whose line differs between `before` and `after` (a row
        below the last line is blank)."""
        changed = [row for row in range(self.scrollable_content_region.height)
                   if (before[row] if row < len(before) else None) != (after[row] if row < len(after) else None)]
        while changed:
            first = last = changed.pop(0)
            while changed and changed[0] == last + 1:
                last = changed.pop(0)
            self.refresh_lines(first, last - first + 1)

    @property
    def allow_vertical_scroll(self) -> bool:
        """Whether the wheel and the keys scroll the text: when it is longer than the box (no bar is shown)."""
        return not self._check_disabled() and self.max_scroll_y > 0

    def _wrap(self) -> None:
        """Wrap the text to the box's width (not yet known before the first layout: then at the first drawing)."""
        width = self.scrollable_content_region.width
        if not width:
            self._lines, self._wrapped_at = None, 0
            return
        console = self.app.console
        self._style = style = self.rich_style
        lines = console.render_lines(self._text, console.options.update_width(width), style=style, pad=True)
        self._lines = [Strip(line, width) for line in lines]
        self._wrapped_at = width
        # Its own virtual size, the count of its lines (what it may scroll through): set without the layout that
        # `virtual_size` asks for, since the box's own size does not depend on it.
        self.set_reactive(RulingText.virtual_size, Size(width, len(self._lines)))

    def on_resize(self) -> None:
        """A new width wraps the text again; a new height may make it fit, or not."""
        self._wrap()
        self.scroll_to(y=min(self.scroll_offset.y, self.max_scroll_y), animate=False, force=True)
        if self._scrolled is not None:
            self._scrolled()

    def notify_style_update(self) -> None:
        """New styles (a theme): the lines are wrapped again in their colours at the next drawing."""
        self._lines = None
        super().notify_style_update()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """Scrolled: drawn at the new position, and the panel's hint follows."""
        super().watch_scroll_y(old_value, new_value)
        if self._scrolled is not None and round(old_value) != round(new_value):
            self._scrolled()

    def render_line(self, y: int) -> Strip:
        """The line of the text at this row of the box, at the scroll position."""
        width = self.size.width
        if self._lines is None or self._wrapped_at != self.scrollable_content_region.width:
            self._wrap()
        if self._lines is None:  # no width to wrap at yet
            return Strip.blank(width, self.rich_style)
        index = y + self.scroll_offset.y
        lines = self._lines
        if index < len(lines):
            return lines[index].crop_extend(0, width, self._style)
        return Strip.blank(width, self._style)


#: The panel's border when the ruling is longer than its box, by where the box is scrolled to.
MORE_BELOW = N_("more below ↓ (scroll)")
MORE_ABOVE = N_("↑ more above (scroll)")
MORE_BOTH = N_("more ↑ above ↓ below (scroll)")
#: The panel's border when the citations take more lines than their rows (the session frame's list has no bar).
MORE_CITED_BELOW = N_("more rules cited ↓")
MORE_CITED_ABOVE = N_("↑ more rules cited")
MORE_CITED_BOTH = N_("more rules cited ↑↓")


def load_rules_index() -> None:
    """Load the rules index (every game's rules, validated) once the panel is first drawn, not on a key's path.

    The first ruling a board's engine gives cites rules (`Citation.of`), and the index is loaded at its first look-up:
    4-5 ms of CPU on the first move after opening a board, in the key's own frame (solo Dungeoneer's first Enter in a
    terminal: 25 ms of CPU against 13 for the others). Loaded here, after the frame that shows the panel, it is idle
    time; loaded once per process, so later panels (the timeline's) find it loaded.
    """
    all_rules()


class RulingPanel(Vertical):
    """Shows one ruling (or a short note) with its citations as a selectable list.

    The panel keeps its rows from one ruling to the next: the text's box takes the rows the citations leave, and
    scrolls when the ruling is longer (`RulingText`); with `keep_citation_rows` the citations keep theirs too.
    A new ruling therefore only repaints the panel, and whatever it shows is drawn in the move's own frame: the
    hint in the border is set with the text, from the text's own line count, not after a later measure.
    """

    DEFAULT_CSS = """
    RulingPanel { height: 1fr; }
    RulingPanel > #ruling-citations { height: auto; max-height: 3; border: none; padding: 0; }
    """

    #: How many citations' lines the panel keeps for the rulings to come (`_citation_option`).
    OPTIONS_KEPT = 64
    #: True while the hint in the border is set: its repaint is the border's bottom row alone (`refresh`).
    _bottom_row_only = False

    @dataclass
    class OpenRule(Message):
        """The user chose a citation: open the rules browser on this rule."""

        rule_id: str

    def __init__(self, *, keep_citation_rows: bool = False, **kwargs: Any) -> None:
        """`keep_citation_rows`: the citation list stays shown (blank) when a ruling cites nothing, so a panel
        whose list has a fixed height keeps its layout from one ruling to the next (the session frame's and the
        timeline's do)."""
        super().__init__(**kwargs)
        self.keep_citation_rows = keep_citation_rows
        self.ruling: Ruling | None = None
        self._citations_shown: tuple[Citation, ...] | None = None
        #: The citations' lines made so far, by prompt and rule (`_citation_option`).
        self._options_made: dict[tuple[str, str], KeptLine] = {}

    def on_mount(self) -> None:
        self.call_after_refresh(load_rules_index)

    def compose(self) -> ComposeResult:
        yield RulingText(Text(_(NO_RULING)), scrolled=self._show_hint, id="ruling-text")
        citations = CitationList(id="ruling-citations")
        citations.scrolled = self._show_hint
        yield citations

    def show_ruling(self, ruling: Ruling | None, *, note: str = "", note_after: bool = False) -> None:
        """Show a ruling (with an optional note line above it, or with `note_after` right under its verdict's line),
        or only the note."""
        self.ruling = ruling
        text = Text()
        if note and not (note_after and ruling is not None):
            text.append(note, style="italic")
            if ruling is not None:
                text.append("\n")
        if ruling is not None:
            text.append_text(render_ruling(ruling, note if note_after else ""))
        if not note and ruling is None:
            text.append(_(NO_RULING), style="dim")
        self.query_one("#ruling-text", RulingText).show(text)
        self._show_citations(ruling.citations if ruling else ())

    def _show_hint(self) -> None:
        """Say in the border when the ruling is longer than its box, and which way the rest of it is; and when more
        rules are cited than the citations' rows show (a list without a scroll bar)."""
        box = self.query_one_optional("#ruling-text", RulingText)
        if box is None or not box.max_scroll_y:
            hint = ""
        elif box.scroll_offset.y <= 0:
            hint = _(MORE_BELOW)
        elif box.scroll_offset.y >= box.max_scroll_y:
            hint = _(MORE_ABOVE)
        else:
            hint = _(MORE_BOTH)
        citations = self.query_one_optional("#ruling-citations", CitationList)
        above, below = citations.hidden() if citations is not None else (False, False)
        if above or below:
            more = _(MORE_CITED_BOTH if above and below else MORE_CITED_BELOW if below else MORE_CITED_ABOVE)
            hint = f"{hint} · {more}" if hint else more
        if (self.border_subtitle or "") != hint:
            self._bottom_row_only = True  # the hint is in the bottom border: only that row is drawn again
            try:
                self.border_subtitle = hint or None
            finally:
                self._bottom_row_only = False

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        """Refresh; a new hint in the border (`_show_hint`) repaints the border's bottom row alone.

        Setting a border's subtitle repaints the whole widget: for the panel, its twelve rows of border and background
        (0.8-1 ms of CPU in a terminal), though the hint changes one row. A repaint of that row's region draws it
        alone, the other rows taken from what was drawn (the Line API's way, as any widget's `refresh(region)`)."""
        if self._bottom_row_only and not regions and not layout and not recompose and self.outer_size.height:
            width, height = self.outer_size  # the widget with its border
            offset = self.content_offset  # regions are given in the content's coordinates
            regions = (Region(-offset.x, height - 1 - offset.y, width, 1),)
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def _show_citations(self, citations: tuple[Citation, ...]) -> None:
        if citations == self._citations_shown:
            return  # the same rules as the last ruling: rebuilding the list would only cost a layout
        self._citations_shown = citations
        options = self.query_one("#ruling-citations", CitationList)
        # Rules under one heading read the same: list each reference once (the first rule opens it).
        shown: dict[str, Citation] = {}
        for citation in citations:
            shown.setdefault(format_citation(citation), citation)
        options.replace([self._citation_option(_("see {reference}").format(reference=text), c.rule_id)
                         for text, c in shown.items()])
        options.display = bool(citations) or self.keep_citation_rows

    def _citation_option(self, prompt: str, rule_id: str) -> KeptLine:
        """The list's line for a citation, made once per prompt and rule and kept (`OPTIONS_KEPT` at most).

        A kept line keeps its text wrapped and its strips, per style, once drawn (`KeptLine`): a citation cited again
        is drawn from them, neither wrapped nor styled again. In the player's order (an action, its undo and its redo),
        the undo's and the redo's notes cite nothing, and the next action's ruling often cites the same rules again
        (Runebound 2e's `next` and `pass`).
        """
        key = (prompt, rule_id)
        option = self._options_made.get(key)
        if option is None:
            if len(self._options_made) >= self.OPTIONS_KEPT:  # a long sitting's rules: only the newest are kept
                self._options_made.clear()
            option = self._options_made[key] = KeptLine(Text(prompt), id=rule_id)
        return option

    def text(self) -> str:
        """What the panel shows (ruling and citations) as plain text."""
        options = self.query_one("#ruling-citations", CitationList)
        cited = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        return "\n".join([str(self.query_one("#ruling-text", RulingText).text), *cited])

    def first_rule_id(self) -> str | None:
        """The rule of the highlighted citation (or the first one), if the ruling cites any."""
        if self.ruling is None or not self.ruling.citations:
            return None
        # Asked for the footer's keys at any refresh, also while the screen is being taken down (its
        # list may already be gone then).
        options = self.query_one_optional("#ruling-citations", CitationList)
        if options is not None and options.highlighted is not None:
            return options.get_option_at_index(options.highlighted).id
        return self.ruling.citations[0].rule_id

    @on(CitationList.OptionSelected, "#ruling-citations")
    def _chosen(self, event: CitationList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.post_message(self.OpenRule(event.option.id))
