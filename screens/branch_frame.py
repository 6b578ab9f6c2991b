"""A what-if branch on screen: the session frame playing a `BranchSession`, marked as a branch.

The table plays it exactly as the real game (the same frame, controller, dice tray, rulings and odds);
its title says it is a branch and from which action. Leaving it asks what to do with it: adopt it
(the real log gains its line as new actions, `companion.services.branch.adopt`), discard it, or go
on playing it. Nothing of a branch is saved unless it is adopted.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from companion.services.branch import Adopted, BranchSession, adopt
from companion.services.i18n import _, ngettext, translate
from companion.services.store import StoreError
from rules_engine.messages import NC_, N_
from screens.session_frame import SessionFrame

#: What the branch's end dialog answers.
ADOPT, DISCARD = "adopt", "discard"


class BranchEndDialog(ModalScreen[str | None]):
    """What to do with a branch: adopt it, discard it, or (esc) go on playing it."""

    CSS_PATH = "dialogs.tcss"
    DEFAULT_CSS = "BranchEndDialog { align: center middle; }"
    BINDINGS = [
        Binding("a", "answer('adopt')", N_("Adopt"), id="branch_end.adopt"),
        Binding("d", "answer('discard')", N_("Discard"), id="branch_end.discard"),
        Binding("escape", "answer('')", N_("Go on playing"), id="branch_end.back"),
    ]

    def __init__(self, message: str) -> None:
        super().__init__()
        self._message = message

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog"):
            yield Label(_("Leave this branch?"), id="dialog-title", classes="dialog-title", markup=False)
            yield Static(self._message, id="dialog-message", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Adopt (a)"), id="adopt", variant="warning")
                yield Button(_("Discard (d)"), id="discard", variant="error")
                yield Button(_("Go on (esc)"), id="back")

    def on_mount(self) -> None:
        self.query_one("#back", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.action_answer("" if event.button.id == "back" else str(event.button.id))

    def action_answer(self, answer: str) -> None:
        """Close with the answer (None: go on playing)."""
        self.dismiss(answer or None)


class BranchFrame(SessionFrame):
    """The session frame on a branch: played like the real game, saved only if adopted."""

    HELP_TITLE = NC_("screen title", "What-if branch")
    HELP_TEXT = N_(
        "A branch of the game from a past moment: play it as the real game, with the same rulings and dice. "
        "Nothing of it is saved. Esc asks whether to adopt it (the real log gains its actions as new ones; "
        "nothing is deleted) or to discard it."
    )

    BINDINGS = [
        Binding("escape", "leave", N_("Leave branch"), id="branch.leave",
                tooltip=N_("Close the messages, then clear the command line; with nothing to close, ask whether "
                           "to adopt or discard the branch.")),
    ]

    def __init__(self, branch: BranchSession, real: Any) -> None:
        super().__init__(branch)  # type: ignore[arg-type]  # the frame reads and acts through the same methods
        self.branch = branch
        self.real = real

    def _title_text(self) -> str:
        return _("What-if from action {seq}: a branch, not the real game").format(seq=self.branch.from_seq)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A branch is not shared, summarised or timed: it is not a saved session.
        if action in ("share", "summary", "toggle_clock"):
            return False
        return super().check_action(action, parameters)

    def action_leave(self) -> None:
        """esc: close what is in the way first (as the frame does); then ask what to do with the branch."""
        if self.closed_what_is_in_the_way():
            return
        count = len(self.branch.line)
        message = ngettext("This branch has {count} action in effect since action {seq} of the real game.",
                           "This branch has {count} actions in effect since action {seq} of the real game.",
                           count).format(count=count, seq=self.branch.from_seq) + " " + _(
            "Adopting appends them to the real log as new actions (after undos back to where the branch "
            "started); nothing is deleted. Discarding drops the branch.")
        self.app.push_screen(BranchEndDialog(message), self._answered)

    def _answered(self, answer: str | None) -> None:
        if answer == DISCARD:
            self.notify(_("The branch was discarded; the real game is as it was."), title=_("Branch"))
            self.dismiss(None)
        elif answer == ADOPT:
            try:
                outcome = adopt(self.real, self.branch)
            except StoreError as error:
                self.notify(str(error), title=_("The branch was not adopted"), severity="error", timeout=10)
                return
            if isinstance(outcome, Adopted):
                undos = ngettext("{count} undo", "{count} undos", outcome.undos).format(count=outcome.undos)
                actions = ngettext("{count} new action", "{count} new actions", outcome.appended).format(
                    count=outcome.appended)
                self.notify(_("The real log gained {undos} and {actions}; nothing was deleted.").format(
                    undos=undos, actions=actions), title=_("Branch adopted"))
                self.dismiss(ADOPT)  # type: ignore[arg-type]  # the frame is a Screen[None]; its caller reads ADOPT
            else:
                self.notify(translate(outcome.message), title=_("The branch was not adopted"), severity="error",
                            timeout=10)
