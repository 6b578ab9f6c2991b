"""The action log of the session frame: the session's log entries, undone ones dimmed.

The log can hold tens of thousands of entries, so the widget never redraws it whole after an
action: it shows the most recent entries, appends what is new, re-renders only an entry that an
undo or redo changed, and loads older entries a page at a time as the player scrolls or moves
the cursor up to the first line (which also offers them when selected). The cost of an action is the same at 100 entries and at 50,000.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from screens.kept_line_list import KeptLine, KeptLineList
from screens.theme_styles import INFO, NOTE, WARN, tone
from companion.services.dice_text import logged_dice
from companion.services.i18n import _, format_number, ngettext, translate
from companion.services.i18n.dice_said_once import said_once, says_its_dice

#: How many more entries each request for older ones loads (scrolling up to the first line, the cursor on it, or
#: selecting it), and how many recent ones a log that keeps growing keeps shown (`_append`).
PAGE = 200

#: How many recent entries a log shows when it is first shown (a board opened, a moment viewed): a few boxes' worth
#: of the tallest log (13 rows), the older ones a page at a time as above. Until the twenty-seventh pass it was a whole
#: page: 200 entries rendered and their rows counted at every board's opening, for the last dozen the player sees.
FIRST_PAGE = 50

EARLIER_ID = "log-earlier"


#: What ends a sentence already: a log line that ends so takes no full stop before its dice.
SENTENCE_ENDS = (".", "!", "?", "…")


def describe_dice(dice: Any) -> str:
    """The dice of a log entry as the sentence after its line, in the interface's language ('' when it has none):
    'Dice: hills, plains, forest and hills, road.' (`dice_text.logged_dice`)."""
    return logged_dice(dice)


def render_entry(entry: Any) -> Text:
    """One log line: its number, what happened, and marks for house rules, undone actions and dice."""
    text = Text(f"{entry.seq:>3} ", style="dim")
    if entry.kind == "undo":
        text.append(_("↶ undo of #{seq}").format(seq=entry.target_seq), style=tone(f"italic {INFO}"))
        return text
    if entry.kind == "redo":
        text.append(_("↷ redo of #{seq}").format(seq=entry.target_seq), style=tone(f"italic {INFO}"))
        return text
    message = entry.ruling.message if entry.ruling is not None else getattr(entry.action, "KIND", "action")
    style = "dim strike" if not entry.active else ""
    dice = "" if says_its_dice(str(message)) else describe_dice(entry.dice)
    if dice:  # the faces are said once, in the dice sentence after the line (an old line said them too)
        once = said_once(str(message), entry.dice)
        message = once if once != str(message) else message
    said = translate(message)
    text.append(said, style=style)
    if dice:
        # The dice are a sentence of their own after the line's: "… heals 0 wounds. Dice: hills, road."
        if said and not said.rstrip().endswith(SENTENCE_ENDS):
            text.append(".", style=style)
        text.append(" " + dice, style="dim" if not entry.active else tone(NOTE))
    if entry.overridden:
        text.append(" " + _("[house rule]"), style=tone(f"bold {WARN}" if entry.active else f"dim {WARN}"))
    if not entry.active:
        text.append(" " + _("(undone)"), style="dim italic")
    return text


def _earlier_text(hidden: int) -> Text:
    more = min(PAGE, hidden)
    line = ngettext("▲ {hidden} earlier entry: select to show {more} more",
                    "▲ {hidden} earlier entries: select to show {more} more", hidden)
    return Text(line.format(hidden=format_number(hidden), more=format_number(more)), style="dim italic")


class ActionLog(KeptLineList):
    """A scrollable list of the session's recent log entries, newest at the bottom."""

    DEFAULT_CSS = """
    ActionLog { height: 1fr; }
    """

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._entries: Sequence[Any] = ()
        #: Index (in the log) of the first entry shown; entries before it are offered on the first line.
        self._start = 0
        #: How many log entries are shown (from `_start`), and the seq of the last one.
        self._shown = 0
        self._last_seq: int | None = None
        #: True while the shown entries are replaced (`_rebuild`): the list's own scroll to its top then is no
        #: player's scrolling up, and loads no older page.
        self._rebuilding = False

    # -- showing -------------------------------------------------------------------------------

    def show_entries(self, entries: Sequence[Any]) -> None:
        """Show the log and scroll to its newest entry, touching only what changed since last time (the scroll bar
        drawn again only if its new length and position make it look different: `QuietScrollBar.bar_held`)."""
        with self.bar_held():
            self._show_entries(entries)

    def _show_entries(self, entries: Sequence[Any]) -> None:
        """`show_entries`, the scroll bar held."""
        if not entries:
            self._entries, self._start, self._shown, self._last_seq = entries, 0, 0, None
            self.set_options([KeptLine(Text(_("Nothing has happened yet."), style="dim"), id="empty", disabled=True)])
            return
        known = self._start + self._shown
        if self._last_seq is None or len(entries) < known or entries[known - 1].seq != self._last_seq:
            self._rebuild(entries, max(0, len(entries) - FIRST_PAGE))
        else:
            self._append(entries, known)
        self._follow_newest()

    def _follow_newest(self) -> None:
        """Put the cursor on the newest entry and scroll it into sight, in the refresh that draws it.

        Moving the cursor scrolls to it at once: the log's rows are counted as entries come, at its width. A log
        not laid out yet scrolls to its end once it is (Textual's `scroll_end` waits for the next refresh).
        """
        newest = self.option_count - 1
        if self.highlighted != newest:
            self.highlighted = newest
        if not self.scrollable_content_region:
            self.scroll_end(animate=False)
            return
        if self.scroll_y != self.max_scroll_y:
            self.scroll_end(animate=False, immediate=True)

    def redraw(self) -> None:
        """Render the shown entries again (their colours come from the theme, which may have changed)."""
        if self._entries:
            self._rebuild(self._entries, self._start)

    def _rebuild(self, entries: Sequence[Any], start: int) -> None:
        """Show the entries from `start` on, with the offer of older ones above them."""
        self._entries, self._start = entries, start
        lines = [KeptLine(_earlier_text(start), id=EARLIER_ID)] if start else []
        lines += [KeptLine(render_entry(e), id=f"entry-{e.seq}") for e in entries[start:]]
        self._rebuilding = True
        try:
            self.set_options(lines)  # scrolls the list to its top: not the player's scrolling (`watch_scroll_y`)
        finally:
            self._rebuilding = False
        self._shown = len(entries) - start
        self._last_seq = entries[-1].seq

    def _append(self, entries: Sequence[Any], known: int) -> None:
        """Add the entries after `known`; re-render the shown entries their undo or redo changed."""
        self._entries = entries
        new = entries[known:]
        if not new:
            return
        self.add_options(KeptLine(render_entry(e), id=f"entry-{e.seq}") for e in new)
        self._shown += len(new)
        self._last_seq = entries[-1].seq
        seqs = {e.seq for e in new}
        by_seq = {e.seq: e for e in entries[max(0, known - 1):]}  # the newest entries, cheap to index
        for event in new:
            target = event.target_seq if event.kind in ("undo", "redo") else None
            if target is None or target in seqs or target - 1 < self._start:
                continue
            changed = by_seq.get(target) or entries[target - 1]
            self.set_prompt(self.get_option_index(f"entry-{changed.seq}"), render_entry(changed))
        if self._shown > 2 * PAGE and self.highlighted is not None and self.highlighted >= self.option_count - len(new) - 1:
            # The player is following the newest entries: drop what scrolled far out of sight.
            self._rebuild(entries, len(entries) - PAGE)

    def highlight_reached(self, index: int) -> None:
        """The cursor came up to the first line (arrow keys, home): the older page loads by itself."""
        if self.get_option_at_index(index).id == EARLIER_ID:
            self.call_after_refresh(self._earlier_under_cursor)

    def _earlier_under_cursor(self) -> None:
        """Load the older page if the cursor is still on the line that offers it (a click has loaded it already)."""
        index = self.highlighted
        if index is not None and self.get_option_at_index(index).id == EARLIER_ID:
            self.show_earlier()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """Scrolling up to the top (the wheel, the scroll bar) loads the older page too; the list's own return to its
        top when its entries are replaced does not.

        Until the eleventh pass it did: the log that drops what scrolled far out of sight (`_append`) replaced its
        entries, that scroll to the top loaded the older page, whose own replacement loaded the next, back to the
        first entry: once a sitting had added 200 entries, every move rebuilt the whole log page by page (seven
        rebuilds a move at 1,000 entries) and left it scrolled near its first entry instead of the newest.
        """
        super().watch_scroll_y(old_value, new_value)
        if self._start and old_value > 0 and new_value <= 0 and not self._rebuilding:
            self.call_after_refresh(self._earlier_in_view)

    def _earlier_in_view(self) -> None:
        """Load the older page and keep the entries that were at the top in view."""
        shown_before = self._shown
        highlighted = self.highlighted
        if not self._start:
            return
        self.show_earlier()
        if highlighted is not None and highlighted > 0:
            self.highlighted = self.option_count - shown_before + highlighted - 1
        self.scroll_to(y=self.option_count - shown_before, animate=False)

    def action_select(self) -> None:
        """Choose the line under the cursor: the first line shows a page of older entries above those shown."""
        index = self.highlighted
        if index is not None and self.get_option_at_index(index).id == EARLIER_ID:
            self.show_earlier()
            return
        super().action_select()

    def show_earlier(self) -> None:
        """Load a page of entries older than the first one shown (if there are any)."""
        if not self._start:
            return
        shown_before = self._shown
        self._rebuild(self._entries, max(0, self._start - PAGE))
        # Keep the cursor on the entry the player was reading from, now lower in the list.
        self.highlighted = self.option_count - shown_before

    def lines(self) -> list[str]:
        """The lines shown (for tests and screen readers)."""
        return [str(line.prompt) for line in self.lines_shown()]
