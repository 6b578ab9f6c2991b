"""The what-if branches kept beside a session, listed under its timeline: pick one to play it on.

Each line says the branch's name, the action of the real log it starts after and how many of its actions
are in effect; enter (or a click) opens the one highlighted, esc closes the list. The list is the store's
(`companion.services.store.kept_branches.branches_of`); nothing here changes anything.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from companion.services.i18n import _, ngettext
from companion.services.store.kept_branches import KeptBranch
from rules_engine.messages import NC_, N_


def branch_line(kept: KeptBranch) -> str:
    """One branch of the list: «name» — from action N, M actions in effect."""
    start = _("from the game as set up") if kept.from_seq == 0 else _("from action {seq}").format(seq=kept.from_seq)
    actions = ngettext("{count} action in effect", "{count} actions in effect", kept.actions).format(count=kept.actions)
    return _("«{name}» — {start}, {actions}").format(name=kept.name, start=start, actions=actions)


class KeptBranchesDialog(ModalScreen[int | None]):
    """The kept branches of one session; dismisses with the id of the one to open, or None."""

    HELP_TITLE = NC_("screen title", "Kept branches")

    CSS_PATH = "dialogs.tcss"
    DEFAULT_CSS = """
    KeptBranchesDialog { align: center middle; }
    KeptBranchesDialog #kept-branches { height: auto; max-height: 12; }
    """
    BINDINGS = [Binding("escape", "close", N_("Close"), id="kept_branches.close")]

    def __init__(self, branches: list[KeptBranch]) -> None:
        super().__init__()
        self.branches = branches

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog"):
            yield Label(_("Branches kept beside this session"), id="dialog-title", classes="dialog-title",
                        markup=False)
            yield OptionList(*(Option(branch_line(kept), id=f"kept-{kept.id}") for kept in self.branches),
                             id="kept-branches", markup=False)
            yield Static(_("Enter opens the branch to play it on; leaving it again asks whether to keep, adopt or "
                           "discard it. Esc closes this list."), id="dialog-message", markup=False)

    def on_mount(self) -> None:
        self.query_one("#dialog").styles.width = 72  # a line per branch (the shared stylesheet's 60 wraps them)
        self.query_one("#kept-branches", OptionList).focus()

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        option_id = event.option.id or ""
        self.dismiss(int(option_id.removeprefix("kept-")) if option_id.startswith("kept-") else None)

    def action_close(self) -> None:
        """Close the list without opening a branch."""
        self.dismiss(None)
