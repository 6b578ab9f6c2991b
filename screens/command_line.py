"""The session's command line: an Input that shows the grammar's candidates as you type and completes with Tab."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Self

from rich.cells import cell_len, chop_cells
from textual import events
from textual.binding import Binding
from textual.content import Content
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.visual import VisualType
from textual.widgets import Input

from screens.command_suggester import suggestion_for
from screens.row_text import RowText
from screens.ordered_keys import run_own_binding
from companion.services.i18n import _
from rules_engine.messages import N_

#: How many candidates the line under the input shows before saying how many more there are.
SHOWN_CANDIDATES = 12


def candidates_line(candidates: tuple[str, ...]) -> str:
    """The candidates for the word being typed, as the line under the input shows them."""
    if not candidates:
        return _("No completion here: type on, or 'help' for the commands")
    shown = " · ".join(candidates[:SHOWN_CANDIDATES])
    more = (" · " + _("and {n} more").format(n=len(candidates) - SHOWN_CANDIDATES)
            if len(candidates) > SHOWN_CANDIDATES else "")
    return _("Candidates: {shown}{more}  (Tab completes)").format(shown=shown, more=more)


#: A word as Textual's wrapping reads one (Rich's `divide_line`): its leading and trailing white space with it.
_WORD = re.compile(r"\s*\S+\s*")


def first_rows(text: str, width: int, rows: int) -> str:
    """`text` when it wraps at `width` to `rows` lines or fewer; else its first `rows` lines as the whole text wraps
    them, the last ending in "…" so the reader knows there is more.

    It follows Textual's wrapping of a line (Rich's `divide_line`, words folded when longer than the width) word by
    word and stops at the first word that begins line `rows + 1`: only that start is wrapped again, for its lines. A
    text with a line break or a tab is given whole (each line wraps on its own: not followed here), and
    so is any text in a line of one cell, too narrow for a double-width character (Textual draws such a character
    there as a blank and an empty line: not followed here either; a help line is never that narrow).
    """
    if width < 2 or rows < 1 or "\n" in text or "\t" in text:
        return text
    line, offset = 1, 0
    for word_match in _WORD.finditer(text):
        start, word = word_match.start(), word_match.group()
        length = cell_len(word.rstrip())
        if width - offset >= length:
            offset += cell_len(word)
            continue
        if length > width:  # folded over lines of `width` cells
            folded = chop_cells(word, width=width)
            line += len(folded) - (0 if start else 1)
            offset = cell_len(folded[-1])
        elif offset and start:
            line += 1
            offset = cell_len(word)
        if line > rows:
            return _ending_in_an_ellipsis(text[:word_match.end()], width, rows)
    return text


def _ending_in_an_ellipsis(start: str, width: int, rows: int) -> str:
    """The first `rows` lines of `start` wrapped at `width`, the last ending in "…": its last word (or, for a word as
    long as the row, its last cells) makes room for the mark when the row is full."""
    lines = [line.plain.rstrip() for line in Content(start).wrap(width)[:rows]]
    last = lines[-1]
    while cell_len(last) + 1 > width:
        space = last.rfind(" ")
        if space <= 0:
            last = chop_cells(last, width=width - 1)[0]
            break
        last = last[:space].rstrip()
    lines[-1] = last + "…"
    return "\n".join(lines)


class HelpLine(RowText):
    """The line above the command input: the commands while nothing is typed, the candidates for the word being
    typed after. Its text may be much longer than its row (every command of a Runebound turn, a dozen candidates):
    only the part that its rows show is wrapped and drawn (`first_rows`), the same cells as the whole text would
    give, where Textual wrapped, styled and cut the whole text on each move (about 1 ms of CPU on a Runebound 2e
    board). Its `content` stays the whole text.
    """

    def render(self) -> VisualType:
        """The part of the text its rows show (its looks are those of the whole text)."""
        content, styles = self.content, self.styles
        if (not isinstance(content, str) or styles.text_wrap != "wrap" or styles.text_overflow != "fold"
                or styles.line_pad):
            return super().render()
        return first_rows(content, self.size.width, self.size.height)


class CommandLine(Input):
    """A command input completed from the game's grammar: the suggestion shows after the cursor,
    Tab (or →) takes it; with nothing to take, Tab moves the focus on as usual.

    `typed` is told each new text in the same change as the text itself (the frame redraws the line above the
    input from it), so a keystroke's two lines are drawn in one frame; the input's `Changed` message goes no
    further than the input. `submitted` is told the text when Enter is pressed, in the key's own handler (see
    `on_key`): the input posts no `Submitted` message.
    """

    BINDINGS = [
        Binding("tab", "complete", N_("Complete"), show=False),
        Binding("up", "recall(-1)", N_("Earlier command"), show=False),
        Binding("down", "recall(1)", N_("Later command"), show=False),
    ]

    #: True from a new virtual size (the text typed got longer or shorter) until the refresh that asks for it.
    _virtual_size_changed = False

    def __init__(self, complete: Callable[[str], tuple[str, ...]], typed: Callable[[str], object],
                 submitted: Callable[[str], object], *, gives_up: Callable[[str], bool] = lambda key: False,
                 **kwargs: Any) -> None:
        #: The empty line's looks drawn so far (`render_line`); set first: Input's own set-up may draw or restyle.
        self._empty_lines: dict[tuple[object, ...], Strip] = {}
        # No Textual suggester: it would start a worker per keystroke (its state changes posted as messages
        # that bubble up to the app) and post the suggestion back, a second repaint of the line. The
        # grammar's answer is at hand at once, so the suggestion is set in the same change as the text.
        super().__init__(**kwargs)
        self._complete = complete
        self._typed = typed
        self._submitted = submitted
        #: Whether a key the line binds is left to the screen now (`gives_up(key)`: the session frame's game area binds
        #: it and may act on it; the key then bubbles up to the frame, which hands it over).
        self._gives_up = gives_up
        #: The commands sent with Enter in this board, oldest first, each once in a row (`action_recall`).
        self._sent: list[str] = []
        #: The place in `_sent` of the command recalled now; None while the player's own line is shown.
        self._recalled: int | None = None
        #: The line as the player left it when the first Up recalled a command (Down past the newest brings it back).
        self._draft = ""

    def watch_value(self, value: str) -> None:
        """The suggestion after the cursor for the new text, in the same repaint as the text itself.

        Textual's own watcher runs first and clears the suggestion; this one sets it from the game's
        grammar (the candidates depend on the position, and the frame keeps one answer per text for it).
        """
        self._suggestion = (suggestion_for(value, self._complete(value)) or "") if value else ""
        # Told here rather than from the `Changed` message: that message is handled after the input's own
        # change has been drawn (the screen's update comes between), so the line above was a second frame.
        if self.is_mounted:
            self._typed(value)

    def _on_input_changed(self, event: Input.Changed) -> None:
        """The text's change was told to `typed` already: the message stops here (it would be dispatched to
        every container up to the app, each looking for a handler)."""
        event.stop()

    async def on_key(self, event: events.Key) -> None:
        """Enter submits the text here, in the handler of the key itself, so the move is drawn in the key's frame; the
        line's other bound keys (backspace, the arrows, ctrl+u, Tab ...) act here too, where they were typed among
        the characters of a burst (`ordered_keys.run_own_binding`).

        Input submits from its Enter binding, which the app looks up only once the key has bubbled up to it, and then
        posts a `Submitted` message: by then the screen had drawn a frame of its own for the line's cursor (shown
        again by the key) and the command ran one message round later, its frame after that one — in a terminal,
        Enter reached the screen a frame's wait and a frame's drawing after its own work (about 15 ms, `bench/
        bench_terminal.py`). Handled here, everything the command changes is set before the screen handles any of
        it: one frame. The key goes no further (stopped: no binding of the app's looks at it, as none did when the
        input's own Enter binding took it); Input's own key handling (the cursor shown again) runs after this one.
        """
        if event.key == "enter":
            event.stop()
            self._remember(self.value)
            self._submitted(self.value)
            return
        if not event.is_printable and self._gives_up(event.key):
            return  # the board's key (the frame's `on_key` runs it, and stops the key before any binding of the line)
        await run_own_binding(self, event)

    def keep_cursor_steady(self) -> None:
        """A key the line does not read itself (ctrl+z and ctrl+y, the frame's priority keys, call this from their
        action: `FrameUndoRedo._move`) shows the cursor and starts its blink's half second again, as Input does for
        every key it reads (`Input._restart_blink`). Called from the key's own action, so a cursor shown again is drawn
        in the move's frame (called before the key reached its handler, it could be a frame of its own).

        Left to blink on its own, the cursor's next turn came at any moment after such a key, and a key pressed just
        after it waited for the blink's frame (the cursor's line drawn again) and then for the screen's next update
        tick (Textual draws at most 60 frames a second, timed from the frame before): a redo after an undo, a quarter
        of a second apart, met it about one time in ten (docs/benchmarks.md, "Eighteenth pass: a redo drawn alone").
        While the player presses keys less than half a second apart the cursor now stays on and never blinks between
        them; it blinks again half a second after the last key. Only a focused line blinks (a blurred one's timer is
        paused, and a reset would start it).
        """
        if self.has_focus:
            self._restart_blink()

    async def action_submit(self) -> None:
        """Input's submit action, run another way than by the Enter key (`run_action`): submits the same way."""
        self._remember(self.value)
        self._submitted(self.value)

    def _remember(self, text: str) -> None:
        """Keep a command sent, for Up to recall (a refused command leaves the line empty: Up brings it back to be
        corrected); blank lines and the same command twice in a row are kept once."""
        self._recalled = None
        if text.strip() and (not self._sent or self._sent[-1] != text):
            self._sent.append(text)

    def action_recall(self, step: int) -> None:
        """Up: the command sent before the one shown (the newest first); Down: the one after it, and past the newest
        the line as the player had left it. As a shell's history, for this board while it is open."""
        if self._recalled is None:
            if step > 0 or not self._sent:
                return
            self._draft = self.value
            place = len(self._sent) - 1
        else:
            place = max(0, self._recalled + step)
        if place >= len(self._sent):
            self._recalled, self.value = None, self._draft
        else:
            self._recalled, self.value = place, self._sent[place]
        self.cursor_position = len(self.value)

    def action_complete(self) -> None:
        """Take the suggestion shown after the cursor; else move the focus on."""
        if self.cursor_at_end and len(self._suggestion) > len(self.value):
            self.value = self._suggestion
            self.cursor_position = len(self.value)
            return
        self.screen.focus_next()

    def render_line(self, y: int) -> Strip:
        """The line as Input draws it; with nothing typed, each of its two looks (the cursor shown and hidden) is
        drawn once and kept.

        The cursor blinks by drawing the line again twice a second, and with nothing typed Input lays its
        placeholder out through Rich's wrapping each time: most of what a board costs while nobody types. The
        empty line depends only on the cursor's look, the focus, the placeholder, the width and the styles (the
        line's own and its components', which a theme or a style change renews: see `notify_style_update`), so
        the kept strips are those of that key; any typed text is drawn by Input as before.
        """
        if y != 0 or self.value:
            return super().render_line(y)
        key = (self._cursor_visible, self.has_focus, self.placeholder, self.scrollable_content_region.width,
               self.rich_style, self.app.theme)
        strip = self._empty_lines.get(key)
        if strip is None:
            if len(self._empty_lines) >= 4:  # an old width or theme: only the newest looks are kept
                self._empty_lines.clear()
            strip = self._empty_lines[key] = super().render_line(y)
        return strip

    def notify_style_update(self) -> None:
        """New styles (a theme, a class, the focus): the empty line's kept looks are drawn again."""
        self._empty_lines.clear()
        super().notify_style_update()

    def validate_virtual_size(self, size: Size) -> Size:
        """Note a new virtual size: the layout of the whole screen it asks for next is not needed.

        Textual's input sets its virtual size to the text's width on every keystroke, and a virtual size is
        declared to ask for a layout of the whole screen. This line's size never depends on its text (its
        width and height are fixed by the frame's styles, and it has no scroll bars), and it scrolls its
        text to the cursor by itself: a keystroke needs only the line drawn again.
        """
        self._virtual_size_changed = size != self.virtual_size and not self.styles.auto_dimensions
        return size

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        """Refresh; the refresh a new virtual size asks for repaints without a layout."""
        if self._virtual_size_changed:
            self._virtual_size_changed = False
            layout = False
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
