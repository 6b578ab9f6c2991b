"""Precedents of one rule: how this table ruled it before, across every saved session (from the rules browser).

Each entry is one log line that set the rule aside: when, in which session, its entry number and
the ruling's words, marked as a house rule or by the table rule's name, and "undone" when it was
taken back. The rows come from `companion.services.precedents`.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from companion.services.i18n import _, format_moment, ngettext, rule_text, translate
from companion.services.precedents import Precedent, Precedents
from rules_engine.messages import NC_, N_
from rules_engine.rules_index import get_rule


def precedent_line(one: Precedent) -> str:
    """One precedent as the table reads it: when, where, the log line, how it was set aside."""
    how = (_("table rule {names}").format(names=", ".join(f"«{name}»" for name in one.table_rules))
           if one.table_rules else _("house rule"))
    line = _("{when} · {session} · #{seq}: {ruling} [{how}]").format(
        when=format_moment(one.when), session=one.session_name, seq=one.seq, ruling=translate(one.message), how=how)
    return line + (" " + _("[undone]") if not one.active else "")


def precedents_text(found: Precedents) -> str:
    """The whole list, or a sentence saying the table never set the rule aside."""
    if not found.found:
        text = _("This table has not set this rule aside in any saved session.")
    else:
        text = "\n".join(precedent_line(one) for one in found.found)
    if found.unreadable:
        text += "\n" + ngettext("{count} log entry could not be read (damaged) and is left out.",
                                "{count} log entries could not be read (damaged) and are left out.",
                                found.unreadable).format(count=found.unreadable)
    return text


class PrecedentsScreen(ModalScreen[None]):
    """The precedents of one rule over the rules browser; esc closes it."""

    HELP_TITLE = NC_("screen title", "How this table ruled before")

    DEFAULT_CSS = """
    PrecedentsScreen { align: center middle; }
    PrecedentsScreen #precedents { width: 90%; height: auto; max-height: 90%; border: thick $primary;
                                   background: $surface; padding: 0 1; }
    PrecedentsScreen #precedents-title { text-style: bold; margin-bottom: 1; }
    PrecedentsScreen #precedents-scroll { height: auto; max-height: 20; }
    PrecedentsScreen #precedents-hint { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = [Binding("escape,q", "close", N_("Close"), id="precedents.close",
                        tooltip=N_("Back to the rules browser."))]

    def __init__(self, found: Precedents) -> None:
        super().__init__()
        self.found = found

    def compose(self) -> ComposeResult:
        rule = get_rule(self.found.rule_id)
        title = _("How this table ruled «{title}» before").format(title=rule_text(rule.id, rule.title))
        with Vertical(id="precedents"):
            yield Label(title, id="precedents-title", markup=False)
            with VerticalScroll(id="precedents-scroll"):
                yield Static(precedents_text(self.found), id="precedents-list", markup=False)
            yield Static(_("esc: back to the rules browser"), id="precedents-hint", markup=False)

    def action_close(self) -> None:
        """Back to the rules browser."""
        self.dismiss(None)


def open_precedents(screen: Any, rule_id: str | None) -> None:
    """Show the precedents of `rule_id` over `screen` (a notice when no rule is chosen or no store is open)."""
    from companion.services.precedents import precedents
    from companion.services.store import StoreError

    store = getattr(screen.app, "store", None)
    if rule_id is None:
        screen.notify(_("Choose a rule first."), severity="warning")
        return
    if store is None:
        screen.notify(_("The saved sessions are still opening: try again in a moment."), severity="warning")
        return
    try:
        found = precedents(store, rule_id)
    except StoreError as error:
        screen.notify(translate(error.args[0]), severity="error")
        return
    screen.app.push_screen(PrecedentsScreen(found))
