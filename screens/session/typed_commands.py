"""The command line: the help or candidates line above it, a typed command read and asked or submitted, the palette's commands.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from textual import on
from textual.widgets import Input, Static

from companion.services.controller import split_check
from companion.services.i18n import _, translate
from companion.services.outcomes import (
    Checked,
    InternalError,
    NotUnderstood,
    Request,
)
from screens.table_app import table_app
from screens.command_line import candidates_line
from screens.command_suggester import narrowed, narrows
from screens.content_updates import show_content
from screens.game_area import GameArea
from screens.session.frame_state import FrameState


class FrameCommandLine(FrameState):
    """The command line: the help or candidates line above it, a typed command read and asked or submitted, the palette's commands."""

    #: The completions asked of the game in one position: (the state they were asked in, text → candidates).
    _completed: tuple[object, dict[str, tuple[str, ...]]] | None = None
    #: How many texts' completions are kept for one position (a line is rarely longer).
    COMPLETIONS_KEPT = 256
    #: While a typed command runs (`_help_line_once`): whether the line above the input was asked for meanwhile
    #: (None: not held, drawn when asked).
    _help_asked: bool | None = None

    def complete(self, text: str) -> tuple[str, ...]:
        """The candidates for the word being typed at the end of `text`, asked of the game once per text and position.

        Each keystroke asks twice for the same text: the suggestion shown after the cursor and the candidates line
        above it; a backspace asks again for a text typed before. The candidates depend only on the game's state (an
        engine state never changes once made: a move gives a new one) and the text, so every text is asked once per
        position; and a word typed on, letter by letter, is asked once, at its first letter: each later letter
        narrows the candidates of the text before it (`command_suggester.narrowed`).
        """
        state = self.live.state
        if self._completed is None or self._completed[0] is not state:
            self._completed = (state, {})
        known = self._completed[1]
        found = known.get(text)
        if found is None:
            before = known.get(text[:-1]) if narrows(text) else None
            # A word that only grew keeps the candidates of the text before it that still fit: not asked again.
            found = narrowed(text, before) if before is not None else self.controller.complete(text)
            if len(known) >= self.COMPLETIONS_KEPT:
                known.clear()
            known[text] = found
        return found

    def _show_help_or_candidates(self, text: str) -> None:
        """The line above the input: the commands while it is empty, the candidates for the word being typed after
        (or, after `help` or `?`, what Enter will search the rules for).

        The line is one row high whatever it says, so a keystroke repaints it without a new layout of the frame.
        The command line calls this in the same change as its text (`CommandLine`'s `typed`), so the input and
        this line are drawn in one frame.
        """
        if self._help_asked is not None:  # a typed command runs: drawn once, when it is done (`_help_line_once`)
            self._help_asked = True
            return
        asked = rules_question(text)
        if asked:
            line = _("Enter searches the rules for: {words}").format(words=asked)
        else:
            line = candidates_line(self.complete(text)) if text.strip() else self._help_line
        show_content(self.query_one("#command-help", Static), line, layout=False)

    def submit_typed(self, typed: str) -> None:
        """A command typed and Enter pressed: read it, then ask or submit it (the command line calls this in the
        Enter key's own handler, `CommandLine.on_key`, so what it changes is drawn in the key's frame).

        A text that is not understood stays in the line so it can be corrected; anything else clears it.
        """
        text = typed.strip()
        if not text:
            return
        with self._help_line_once():
            self._run_typed(text)

    @contextmanager
    def _help_line_once(self) -> Iterator[None]:
        """The line above the input drawn once for a typed command, after it ran, for the text the input holds then.

        A command taken clears the input, which asks for the line (the commands of the position the command was typed
        in), and the command's move asks for it again (the commands of the new position): two updates of the line in
        one frame, of which the player sees only the last. Held here, the line is drawn once, from the position and the
        text as the command left them (a command not understood leaves its text: its candidates are drawn as before).
        """
        if self._help_asked is not None:  # already held (a command run from another's)
            yield
            return
        self._help_asked = False
        try:
            yield
        finally:
            asked, self._help_asked = self._help_asked, None
            if asked:
                self._show_help_or_candidates(self.query_one("#command", Input).value)

    def _run_typed(self, text: str) -> None:
        """`submit_typed` for a text that is not blank, the line above the input held (`_help_line_once`)."""
        line = self.query_one("#command", Input)
        self._forget_refusal()
        if text.lower() in (*HELP_WORDS, "commands"):
            self._show_commands()
            line.value = ""
            return
        asked = rules_question(text)
        if asked:
            table_app(self.app).open_rules(query=asked, first=self.live.game.id)
            line.value = ""
            return
        asking, text = split_check(text)
        parsed = self.controller.read(text)
        if isinstance(parsed, NotUnderstood):
            # Nothing changes: the text stays so it can be corrected.
            self.notify(translate(parsed.message), title=_("Not understood"), severity="warning")
            return
        if isinstance(parsed, InternalError):
            self._internal_error(parsed)
            return
        line.value = ""
        if asking:
            self.ask(parsed)
            return
        self.submit(parsed)

    def ask(self, request: Request) -> None:
        """'May I?': show the ruling an action would get, without applying or saving anything."""
        answer = self.controller.check(request)
        if isinstance(answer, Checked):
            self.show_ruling(answer.ruling, note=translate(answer.note))
        elif isinstance(answer, InternalError):
            self._internal_error(answer)

    def _show_commands(self) -> None:
        if not self.live.game.commands(self.live.state):
            self.notify(_("This game takes no typed commands yet."))
            return
        table_app(self.app).action_help()

    def palette_commands(self):
        """Palette entries for the game's typed commands: choosing one puts it in the command line."""
        for command in self.live.game.commands(self.live.state):
            yield (_("Type: {syntax}").format(syntax=command.syntax), translate(command.description),
                   lambda c=command: self._prefill(c.syntax))

    def _prefill(self, syntax: str) -> None:
        words = syntax.split()
        # Keep the literal words, stop at the first placeholder (upper case, e.g. 'add N').
        fixed = []
        for word in words:
            if word.isupper() or not word.replace("-", "").isalpha():
                break
            fixed.append(word)
        field = self.query_one("#command", Input)
        field.value = " ".join(fixed) + (" " if len(fixed) < len(words) else "")
        field.cursor_position = len(field.value)
        field.focus()

    def command_rows(self) -> list[tuple[str, str]]:
        """The commands the game accepts now, for the help screen: (syntax, what it does)."""
        return [(c.syntax, translate(c.description)) for c in self.live.game.commands(self.live.state)]

    @on(GameArea.Ask)
    def _area_ask(self, event: GameArea.Ask) -> None:
        event.stop()
        self._forget_refusal()
        self.ask(event.action)


#: What the command line reads as "help on": `help token`, `? token`.
HELP_WORDS = ("help", "?")


def rules_question(text: str) -> str:
    """The words after `help` or `?` (a question for the rules browser's search), '' for any other text."""
    word, _space, rest = text.strip().partition(" ")
    if word.startswith("?") and len(word) > 1:  # '?token'
        word, rest = "?", f"{word[1:]} {rest}"
    return rest.strip() if word.lower() in HELP_WORDS else ""
