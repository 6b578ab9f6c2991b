"""A what-if branch on screen: the session frame playing a `BranchSession`, marked as a branch.

The table plays it exactly as the real game (the same frame, controller, dice tray, rulings and odds);
its title says it is a branch and from which action. Leaving it asks what to do with it: adopt it
(the real log gains its line as new actions, `companion.services.branch.adopt`), keep it beside the
session under a name (`companion.services.branch.keep`; the timeline lists it and reopens it), discard
it, or go on playing it. Nothing of a branch is saved unless it is adopted or kept.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from companion.services.branch import Adopted, BranchSession, adopt, default_branch_name, discard_kept, keep
from companion.services.i18n import _, ngettext, translate, error_text
from companion.services.store import StoreError
from rules_engine.messages import NC_, N_
from screens.dialogs import TextPrompt
from screens.localized_footer import Footer
from screens.session_frame import SessionFrame

#: What the branch's end dialog answers.
ADOPT, KEEP, DISCARD = "adopt", "keep", "discard"


class BranchEndDialog(ModalScreen[str | None]):
    """What to do with a branch: adopt it, discard it, or (esc) go on playing it."""

    HELP_TITLE = NC_("screen title", "End of the branch")

    CSS_PATH = "dialogs.tcss"
    DEFAULT_CSS = """
    BranchEndDialog { align: center middle; }
    BranchEndDialog .dialog-buttons Button { min-width: 0; }
    """
    BINDINGS = [
        Binding("a", "answer('adopt')", N_("Adopt"), id="branch_end.adopt"),
        Binding("k", "answer('keep')", N_("Keep"), id="branch_end.keep"),
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
                yield Button(_("Keep (k)"), id="keep", variant="primary")
                yield Button(_("Discard (d)"), id="discard", variant="error")
                yield Button(_("Go on (esc)"), id="back")
        yield Footer(compact=True)  # this question's own keys, not the session's beneath it

    def on_mount(self) -> None:
        self.query_one("#dialog").styles.width = 76  # four answers side by side (the shared stylesheet's 60 is narrower)
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
        "Esc asks whether to adopt it (the real log gains its actions as new ones; nothing is deleted), to keep it "
        "beside the session under a name (the timeline's k lists it to play on later), or to discard it."
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
        if self.branch.kept_id is not None:
            return _("«{name}», kept from action {seq}: a branch, not the real game").format(
                name=self.branch.kept_name, seq=self.branch.from_seq)
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
            "started); nothing is deleted. Keeping saves it beside the session under a name, to play on later. "
            "Discarding drops the branch.")
        if self.branch.kept_id is not None:
            message += " " + (_("It is kept as «{name}»; discarding forgets the kept copy too.").format(
                name=self.branch.kept_name) if not self.branch.unsaved else _(
                "It is kept as «{name}», without its latest actions until you keep it again; discarding forgets "
                "the kept copy too.").format(name=self.branch.kept_name))
        self.app.push_screen(BranchEndDialog(message), self._answered)

    def _store(self) -> Any:
        """The app's session store, or None (told) while it still opens."""
        store = getattr(self.app, "store", None)
        if store is None:
            self.notify(_("Still opening your saved sessions; try again in a moment."), severity="warning")
        return store

    def _ask_name(self) -> None:
        """Ask the kept branch's name, then keep it (or say in one line why not, and stay in the branch)."""
        store = self._store()
        if store is None:
            return

        def named(name: str | None) -> None:
            if name is None:
                return
            try:
                kept = keep(store, self.real, self.branch, name)
            except StoreError as error:
                self.notify(error_text(error), title=_("The branch was not kept"), severity="error", timeout=10)
                return
            self.notify(_("Kept beside the session as «{name}»; the timeline's k lists it.").format(name=kept.name),
                        title=_("Branch kept"))
            self.dismiss(KEEP)  # type: ignore[arg-type]  # the frame is a Screen[None]; its caller reads KEEP

        current = self.branch.kept_name or default_branch_name(self.branch)
        self.app.push_screen(TextPrompt(_("Keep the branch under which name?"), value=current), named)

    def _answered(self, answer: str | None) -> None:
        if answer == KEEP:
            self._ask_name()
        elif answer == DISCARD:
            if self.branch.kept_id is not None:
                store = self._store()
                if store is None:
                    return
                try:
                    discard_kept(store, self.branch)
                except StoreError as error:
                    self.notify(error_text(error), title=_("The branch was not discarded"), severity="error", timeout=10)
                    return
            self.notify(_("The branch was discarded; the real game is as it was."), title=_("Branch"))
            self.dismiss(None)
        elif answer == ADOPT:
            try:
                outcome = adopt(self.real, self.branch)
            except StoreError as error:
                self.notify(error_text(error), title=_("The branch was not adopted"), severity="error", timeout=10)
                return
            if isinstance(outcome, Adopted):
                undos = ngettext("{count} undo", "{count} undos", outcome.undos).format(count=outcome.undos)
                actions = ngettext("{count} new action", "{count} new actions", outcome.appended).format(
                    count=outcome.appended)
                self.notify(_("The real log gained {undos} and {actions}; nothing was deleted.").format(
                    undos=undos, actions=actions), title=_("Branch adopted"))
                if self.branch.kept_id is not None and (store := getattr(self.app, "store", None)) is not None:
                    try:  # adopted: its kept copy is the real game's line now
                        discard_kept(store, self.branch)
                    except StoreError as error:
                        self.notify(error_text(error), title=_("The kept copy was not removed"), severity="warning")
                self.dismiss(ADOPT)  # type: ignore[arg-type]  # the frame is a Screen[None]; its caller reads ADOPT
            else:
                self.notify(translate(outcome.message), title=_("The branch was not adopted"), severity="error",
                            timeout=10)
