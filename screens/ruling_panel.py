"""The ruling panel: the last ruling in the interface's language, and its citations (as printed), each of which opens the rule."""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from companion.services.i18n import _, citation_text, translate
from rules_engine.citations import Citation
from rules_engine.messages import N_
from rules_engine.ruling import Ruling
from screens.content_updates import show_content, size_changed
from screens.formatting import format_citation
from screens.layout_settling import QuietLineCount, scroll_bars
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


def render_ruling(ruling: Ruling) -> Text:
    """Verdict, message and effects of a ruling as text (citations are listed separately)."""
    verdict, style = verdict_of(ruling)
    text = Text()
    text.append(f"{verdict}: ", style=style)
    text.append(translate(ruling.message))
    for effect in ruling.effects:
        text.append(f"\n  · {translate(effect)}")
    for waived in ruling.waived:
        text.append("\n  " + _("waived: {reference}").format(reference=citation_text(waived)), style=tone(WARN))
    return text


class CitationList(QuietLineCount):
    """The ruling's citations, one a line; choosing one opens the rule.

    A new ruling replaces the citations (`replace`). `OptionList.add_options` asks for a layout of the whole
    screen whenever the list's height is `auto`, even when the new citations take as many rows as the old
    (most moves: one citation for another); here the layout is asked only when the list's height or its
    scroll bar changes.
    """

    def replace(self, options: list[Option]) -> None:
        """Show these options instead of the current ones; lay the screen out only if the list's size changes."""
        bars = scroll_bars(self)
        with self.layout_held():
            self.clear_options()
            self.add_options(options)
        if scroll_bars(self) != bars or (self.display and size_changed(self)):
            self.refresh(layout=True)


class RulingText(Static):
    """The ruling's text. Its height follows the ruling, and the panel measures itself again each time it
    changes: the measure asked for after a new ruling may run before the text is laid out anew (the
    layout it asks for comes from its own next idle), and would then keep the rows of the ruling before."""

    class Resized(Message):
        """The text was laid out at a new size."""

    def on_resize(self) -> None:
        self.post_message(self.Resized())


class RulingPanel(Vertical):
    """Shows one ruling (or a short note) with its citations as a selectable list."""

    DEFAULT_CSS = """
    RulingPanel { height: 1fr; }
    RulingPanel > #ruling-scroll { height: 1fr; min-height: 2; }
    RulingPanel #ruling-text { height: auto; }
    RulingPanel > #ruling-citations { height: auto; max-height: 3; border: none; padding: 0; }
    """

    @dataclass
    class OpenRule(Message):
        """The user chose a citation: open the rules browser on this rule."""

        rule_id: str

    def __init__(self, *, keep_citation_rows: bool = False, **kwargs) -> None:
        """`keep_citation_rows`: the citation list stays shown (blank) when a ruling cites nothing, so a panel
        whose list has a fixed height keeps its layout from one ruling to the next (the timeline's does)."""
        super().__init__(**kwargs)
        self.keep_citation_rows = keep_citation_rows
        self.ruling: Ruling | None = None
        self._citations_shown: tuple[Citation, ...] | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="ruling-scroll"):
            yield RulingText(_(NO_RULING), id="ruling-text", markup=False)
        yield CitationList(id="ruling-citations", compact=True)

    def show_ruling(self, ruling: Ruling | None, *, note: str = "") -> None:
        """Show a ruling (with an optional note line above it), or only the note."""
        self.ruling = ruling
        text = Text()
        if note:
            text.append(note, style="italic")
            if ruling is not None:
                text.append("\n")
        if ruling is not None:
            text.append_text(render_ruling(ruling))
        if not note and ruling is None:
            text.append(_(NO_RULING), style="dim")
        # The panel grows to fit a longer ruling; a ruling of the same height is only repainted.
        show_content(self.query_one("#ruling-text", Static), text)
        self.query_one("#ruling-scroll", VerticalScroll).scroll_home(animate=False)
        self._show_citations(ruling.citations if ruling else ())
        self.call_after_refresh(self._mark_overflow)

    @dataclass
    class Measured(Message):
        """The rows the panel needs to show its ruling whole (borders and citations included)."""

        rows: int

    def _mark_overflow(self) -> None:
        """Tell the frame how many rows the ruling needs, and say so in the border when it does not fit."""
        scroll = self.query_one("#ruling-scroll", VerticalScroll)
        citations = self.query_one("#ruling-citations", OptionList)
        text_rows = self.query_one("#ruling-text", Static).outer_size.height
        needed = text_rows + (citations.outer_size.height if citations.display else 0) + self.styles.gutter.height
        self.post_message(self.Measured(needed))
        hint = "more below ↓ (scroll)" if scroll.max_scroll_y > 0 else ""
        if (self.border_subtitle or "") != hint:
            self.border_subtitle = hint or None

    def on_resize(self) -> None:
        """A new size may make the ruling fit, or not."""
        self.call_after_refresh(self._mark_overflow)

    @on(RulingText.Resized)
    def _text_resized(self, event: RulingText.Resized) -> None:
        """The ruling's text took its new height: the rows it needs are measured again."""
        event.stop()
        self.call_after_refresh(self._mark_overflow)

    def _show_citations(self, citations: tuple[Citation, ...]) -> None:
        if citations == self._citations_shown:
            return  # the same rules as the last ruling: rebuilding the list would only cost a layout
        self._citations_shown = citations
        options = self.query_one("#ruling-citations", CitationList)
        # Rules under one heading read the same: list each reference once (the first rule opens it).
        shown: dict[str, Citation] = {}
        for citation in citations:
            shown.setdefault(format_citation(citation), citation)
        options.replace([Option(Text(_("see {reference}").format(reference=text)), id=c.rule_id)
                         for text, c in shown.items()])
        options.display = bool(citations) or self.keep_citation_rows

    def text(self) -> str:
        """What the panel shows (ruling and citations) as plain text."""
        options = self.query_one("#ruling-citations", OptionList)
        cited = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        return "\n".join([str(self.query_one("#ruling-text", Static).render()), *cited])

    def first_rule_id(self) -> str | None:
        """The rule of the highlighted citation (or the first one), if the ruling cites any."""
        if self.ruling is None or not self.ruling.citations:
            return None
        # Asked for the footer's keys at any refresh, also while the screen is being taken down (its
        # list may already be gone then).
        options = self.query_one_optional("#ruling-citations", OptionList)
        if options is not None and options.highlighted is not None:
            return options.get_option_at_index(options.highlighted).id
        return self.ruling.citations[0].rule_id

    @on(OptionList.OptionSelected, "#ruling-citations")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.post_message(self.OpenRule(event.option.id))
