"""The rules behind the rulings: an earlier log entry's ruling, and the rules browser on a cited rule.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from typing import Any

from textual import on

from companion.services.i18n import _
from screens.table_app import table_app
from screens.action_log import ActionLog
from screens.ruling_panel import RulingPanel
from screens.session.frame_state import FrameState


def entry_note(entry: Any) -> str:
    """The line above an earlier entry's ruling, in the player's language: which entry, and what became of it."""
    if entry.kind == "undo":
        return _("Entry #{seq}: the undo of entry #{target}.").format(seq=entry.seq, target=entry.target_seq)
    if entry.kind == "redo":
        return _("Entry #{seq}: the redo of entry #{target}.").format(seq=entry.seq, target=entry.target_seq)
    if entry.ruling is None:
        return _("Entry #{seq}: no ruling was recorded.").format(seq=entry.seq)
    if entry.active:
        return _("Entry #{seq}:").format(seq=entry.seq)
    return _("Entry #{seq} (undone):").format(seq=entry.seq)


class FrameCitations(FrameState):
    """The rules behind the rulings: an earlier log entry's ruling, and the rules browser on a cited rule."""

    def _entry(self, seq: Any) -> Any:
        entries = self.live.entries
        if isinstance(seq, int) and 1 <= seq <= len(entries) and entries[seq - 1].seq == seq:
            return entries[seq - 1]  # the log is numbered from 1 without gaps
        return next((entry for entry in entries if entry.seq == seq), None)

    @on(ActionLog.OptionSelected, "#action-log")
    def _log_entry_chosen(self, event: ActionLog.OptionSelected) -> None:
        """Show the ruling of an earlier log entry, so its citations can be opened too."""
        entry = self._entry(int(event.option.id.split("-")[1])) if event.option.id else None
        if entry is None:
            return
        self.show_ruling(entry.ruling if entry.kind == "action" else None, note=entry_note(entry))
        self.refresh_bindings()

    @on(RulingPanel.OpenRule)
    def _open_rule(self, event: RulingPanel.OpenRule) -> None:
        table_app(self.app).open_rules(rule_id=event.rule_id, first=self.live.game.id)

    def action_rules(self) -> None:
        """Open the rules browser."""
        table_app(self.app).open_rules(rule_id=self.query_one("#ruling-panel", RulingPanel).first_rule_id(),
                            first=self.live.game.id)

    def action_open_cited_rule(self) -> None:
        """Open the rules browser on the rule the last ruling cites (the highlighted citation)."""
        rule_id = self.query_one("#ruling-panel", RulingPanel).first_rule_id()
        if rule_id is None:
            self.notify(_("The last ruling cites no rule."))
            return
        table_app(self.app).open_rules(rule_id=rule_id, first=self.live.game.id)
