"""The session's log as a timeline: the board as it stood after any past action, read-only.

Moving along it shows the players, the game's own board and the ruling (with its citations) of the
action viewed, under a line that says which action of how many is on screen. Nothing here can change
the session: the game area's buttons and keys are answered with a note, and the states come from the
store's `PastMoments` (no replay of the whole log per step; see `companion.services.store.past_moments`).
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Label, Static

from companion.services.dice_text import said_dice
from companion.services.i18n import _, format_number, ngettext, translate, error_text
from companion.services.store.errors import StoreError
from companion.services.store.kept_counts import kept_counts
from companion.services.store.past_moments import Moment, PastMoments
from rules_engine.chance import DrawnCard
from rules_engine.chance_record import ChanceRecord
from rules_engine.messages import NC_, N_
from screens.table_app import table_app
from screens.dialogs import TextPrompt
from screens.dirty_compositor import DirtyOnlyCompositor
from screens.game_area import GameArea, game_area_for
from screens.generic_area import GenericGameArea
from screens.layout_settling import SettledLayout
from screens.localized_footer import Footer
from screens.players_panel import PlayersPanel
from screens.ruling_panel import RulingPanel
from screens.theme_styles import tone
from screens.area_view import area_view
from screens.content_updates import show_content

if TYPE_CHECKING:
    from companion.services.store.timeline_reading import TimelineReading

#: How far page up and page down move along the log.
PAGE = 10


def moment_line(moment: Moment) -> str:
    """The line that says which moment is on screen, e.g. "Viewing action 412 of 3,080 · read-only"."""
    if moment.seq == 0:
        return _("Viewing the game as set up, before action 1 of {total} · read-only").format(
            total=format_number(moment.total))
    return _("Viewing action {seq} of {total} · read-only").format(seq=format_number(moment.seq),
                                                                  total=format_number(moment.total))


def moment_note(moment: Moment) -> str:
    """The note above the ruling: what the entry viewed was, in the log's own words."""
    entry = moment.entry
    if entry is None:
        return _("Before the first action: the game as it was set up.")
    if entry.kind == "undo":
        return _("Action {seq} was an undo of action {target}.").format(seq=entry.seq, target=entry.target_seq)
    if entry.kind == "redo":
        return _("Action {seq} was a redo of action {target}.").format(seq=entry.seq, target=entry.target_seq)
    marks = []
    if entry.overridden:
        marks.append(_("applied as a house rule"))
    if not entry.active:
        marks.append(_("undone later"))
    if marks:
        return _("Action {seq} ({marks}):").format(seq=entry.seq, marks=", ".join(marks))
    return _("Action {seq}:").format(seq=entry.seq)


def chance_note(record: ChanceRecord) -> str:
    """What the action viewed asked of chance and what came: '4 × d6 for first player roll-off — rolled by the app:
    6, 3, 2, 5', the dice as the log says them (`dice_text.said_dice`: face by face, no total)."""
    asked = translate(record.request.describe())
    outcome = record.outcome
    if isinstance(outcome, DrawnCard):
        if record.by_app:
            return _("{asked} — drawn by the app: {card}").format(asked=asked, card=outcome.name)
        return _("{asked} — named by the table: {card}").format(asked=asked, card=outcome.name)
    if record.by_app:
        return _("{asked} — rolled by the app: {roll}").format(asked=asked, roll=said_dice(outcome))
    return _("{asked} — the table's dice: {roll}").format(asked=asked, roll=said_dice(outcome))


class TimelineScreen(SettledLayout, Screen[Any]):
    """The board after any past action of one session, read-only; esc goes back to the session."""

    #: Reads the board's own session (and, before the store is open, the kept branches' counts with sqlite3).
    NEEDS_STORE = False

    CSS_PATH = "timeline_screen.tcss"
    HELP_TITLE = NC_("screen title", "Past moments")
    HELP_TEXT = N_(
        "The board as it stood after any action of the log, with that action's ruling and the rules it cites. "
        "Nothing can be changed here; esc goes back to the game as it is now."
    )
    BINDINGS = [
        Binding("left", "step(-1)", N_("Earlier"), id="timeline.earlier", priority=True,
                tooltip=N_("The board one action earlier.")),
        Binding("right", "step(1)", N_("Later"), id="timeline.later", priority=True,
                tooltip=N_("The board one action later.")),
        Binding("pageup", "step(-10)", N_("10 earlier"), id="timeline.page_earlier", show=False, priority=True,
                tooltip=N_("The board ten actions earlier.")),
        Binding("pagedown", "step(10)", N_("10 later"), id="timeline.page_later", show=False, priority=True,
                tooltip=N_("The board ten actions later.")),
        Binding("home", "first", N_("Start"), id="timeline.first", show=False, priority=True,
                tooltip=N_("The game as it was set up, before the first action.")),
        Binding("end", "last", N_("Now"), id="timeline.last", show=False, priority=True,
                tooltip=N_("The board after the latest action.")),
        Binding("g", "go_to", N_("Go to"), id="timeline.go_to",
                tooltip=N_("Show the board after the action numbered as in the log.")),
        Binding("b", "branch", N_("Try another line"), id="timeline.branch",
                tooltip=N_("Play a what-if branch from the moment shown, apart from the real game; adopt or discard "
                           "it when you leave it.")),
        Binding("k", "kept", N_("Branches"), id="timeline.kept",
                tooltip=N_("The what-if branches kept beside this session: open one to play it on.")),
        Binding("escape", "back", N_("Back"), id="timeline.back",
                tooltip=N_("Back to the session as it is now.")),
        Binding("f1,question_mark", "app.help", N_("Help"), id="timeline.help", tooltip=N_("All keys of this screen.")),
    ]

    def __init__(self, session: TimelineReading, *, start: int | None = None) -> None:
        super().__init__()
        # A step redraws only the widgets that overlap what changed, as the session frame does.
        self._compositor = DirtyOnlyCompositor()
        self.session = session
        self.moments: PastMoments = session.past_moments()
        #: The log entry viewed (0: the game as set up); the latest one at first.
        self.seq = self.moments.total if start is None else start
        self.moment = self.moments.moment(self.seq)
        #: How many branches are kept from each log entry (entry seq -> count), read from the store.
        self.kept_from: dict[int, int] = {}
        #: The moment whose board, players and ruling are drawn (None before the first drawing).
        self.drawn: Moment | None = None
        #: Whether a drawing of the latest moment is queued behind the keys already waiting.
        self._draw_queued = False
        #: The seats the players panel shows, and which of the moving keys were last offered (see `_keys_may_flip`).
        self._players_shown: tuple[Any, ...] | None = None
        self._keys_shown: tuple[bool, ...] | None = None

    def compose(self) -> ComposeResult:
        game = self.session.game
        name = getattr(self.session, "name", "")
        title = _(game.title) + (f" — {name}" if name and name != game.title else "")
        yield Label(title, id="timeline-title", classes="screen-title", markup=False)
        yield Static("", id="moment-line", markup=False)
        area_class = game_area_for(game.id) or GenericGameArea
        with Horizontal(id="moment-top"):
            players = PlayersPanel(id="moment-players", classes="panel")
            players.display = not area_class.SHOWS_PLAYERS
            yield players
            yield self._area(area_class)
        # Rows kept from one moment to the next (see the .tcss): a step does not lay the screen out again.
        yield RulingPanel(id="moment-ruling", classes="panel", keep_citation_rows=True)
        yield Footer(compact=True)

    def _area(self, area_class: type[GameArea]) -> GameArea:
        """The game's own board, prepared for the moment viewed (as the session frame builds it)."""
        try:
            area = area_class(id="game-area", classes="panel")
        except TypeError:  # a game area whose __init__ takes no widget arguments
            area = area_class()
            area.id = "game-area"
            area.add_class("panel")
        area.border_title = Text(_(self.session.game.title))
        area.prepare(area_view(self.session.game, self.moment.state))
        return area

    def on_mount(self) -> None:
        self.query_one("#moment-players").border_title = _("Players")
        self.query_one("#moment-ruling").border_title = _("Ruling")
        self._read_kept()
        self.show_moment()

    def _store(self) -> Any:
        """The app's open session store (None while it opens, or in an app without one)."""
        return getattr(self.app, "store", None)

    def _read_kept(self) -> None:
        """How many branches are kept from each moment (nothing is said when neither the store nor the file can
        tell). Over a board read with sqlite3 before the store was needed, the file is read with sqlite3 too
        (`kept_counts`): the timeline needs nothing of the store (`NEEDS_STORE`), nor its database layer."""
        store = self._store()
        session_id = getattr(self.session, "id", None)
        if session_id is None:
            return
        if store is None:
            path = getattr(self.session, "path", None)
            if path is not None:
                self.kept_from = kept_counts(path, session_id) or {}
            return
        from companion.services.store.kept_branches import count_by_start  # the store's (SQLAlchemy), open already

        try:
            self.kept_from = count_by_start(store, session_id)
        except StoreError:
            self.kept_from = {}

    # -- showing ------------------------------------------------------------------------------

    def show_moment(self) -> None:
        """Draw the whole moment viewed again: the line, the players, the board, the ruling and the keys (on
        opening, after a branch and in a new language; a move along the log draws only what it changes)."""
        self._players_shown = self._keys_shown = None
        self._show_line()
        self._draw_moment()

    def _show_line(self) -> None:
        """The line saying which action is viewed (one row: changing its words lays nothing out again)."""
        moment = self.moment
        text = moment_line(moment)
        if kept := self.kept_from.get(moment.seq, 0):
            text += " · " + ngettext("{count} branch kept from here (k)", "{count} branches kept from here (k)",
                                     kept).format(count=kept)
        show_content(self.query_one("#moment-line", Static), Text(text, style=tone("bold $text-warning")))

    def _draw_moment(self) -> None:
        """Draw the players, the board and the ruling of the moment viewed; the keys only if one flips."""
        self._draw_queued = False
        moment = self.drawn = self.moment
        shown = area_view(self.session.game, moment.state)
        players = self.query_one("#moment-players", PlayersPanel)
        if players.display and shown.view.players != self._players_shown:
            self._players_shown = shown.view.players
            players.show_players(shown.view.players)
        self.query_one("#game-area", GameArea).show(shown)
        entry = moment.entry
        ruling = entry.ruling if entry is not None and entry.kind == "action" else None
        note = moment_note(moment)
        if ruling is not None and (record := self._chance_of(moment.seq)) is not None:
            note += " " + chance_note(record)
        self.query_one("#moment-ruling", RulingPanel).show_ruling(ruling, note=note)
        self._refresh_keys()

    def _queue_drawing(self) -> None:
        """Draw the moment viewed once the keys already waiting are handled: a held key draws only the latest."""
        if self._draw_queued:
            return
        self._draw_queued = True
        # Keys wait in the app's queue: a callback posted there now runs after them.
        self.app.call_later(self._draw_latest)

    def _draw_latest(self) -> None:
        if self._draw_queued and self.is_attached:
            self._draw_moment()

    def _refresh_keys(self, *, always: bool = False) -> None:
        """Offer the keys again when one of them turns on or off here (the footer is redrawn only then)."""
        keys = (self.seq > 0, self.seq < self.moments.total, bool(self.kept_from))
        if always or keys != self._keys_shown:
            self._keys_shown = keys
            self.refresh_bindings()

    def _chance_of(self, seq: int) -> ChanceRecord | None:
        """The chance request the action of entry `seq` answered, if the log kept one (a damaged one is not shown)."""
        reader = getattr(self.session, "chance_record", None)
        if reader is None:
            return None
        try:
            record = reader(seq)
        except StoreError:
            return None
        return record if isinstance(record, ChanceRecord) else None

    def go_to(self, seq: int) -> None:
        """Show the board after log entry `seq` (kept within the log)."""
        seq = max(0, min(seq, self.moments.total))
        if seq == self.seq and self.moment.total == self.moments.total:
            return
        self.seq = seq
        self.moment = self.moments.moment(seq)
        if self.moments.replayed:
            # The states replayed and the log entries read for them stay while the timeline is open (the kept
            # states, the entries' decoded actions): as the app does for the opened log, the cyclic collector
            # is kept from scanning them again at each of its passes (its full passes were the slowest steps).
            gc.freeze()
        # The line follows every key at once; the board, players and ruling are drawn for the latest moment.
        self._show_line()
        self._queue_drawing()

    # -- keys ---------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Dim the keys that would not move: earlier at the start, later at the latest action.
        if action == "step" and parameters:
            step = parameters[0]
            if isinstance(step, int) and step < 0:
                return True if self.seq > 0 else None
            return True if self.seq < self.moments.total else None
        if action == "branch":  # a locked app (a phone's player link) plays only the session itself
            return not getattr(self.app, "locked", False)
        if action == "kept":  # shown once a branch is kept beside the session (the footer is full without it)
            return not getattr(self.app, "locked", False) and bool(self.kept_from)
        if action == "first":
            return True if self.seq > 0 else None
        if action == "last":
            return True if self.seq < self.moments.total else None
        return True

    def action_step(self, by: int) -> None:
        """Move along the log by `by` actions."""
        self.go_to(self.seq + by)

    def action_first(self) -> None:
        """The game as it was set up."""
        self.go_to(0)

    def action_last(self) -> None:
        """The board after the latest action."""
        self.go_to(self.moments.total)

    def action_go_to(self) -> None:
        """Ask for an action number and show the board after it."""
        total = self.moments.total

        def typed(text: str | None) -> None:
            if text is None:
                return
            number = text.strip().replace(",", "").replace(" ", "").replace("\u00a0", "").lstrip("#")
            if not number.isdigit() or int(number) > total:
                self.notify(_("Not an action of this log: {text}. Type a number from 0 to {total}.").format(
                    text=repr(text.strip()), total=format_number(total)), title=_("Not understood"),
                    severity="warning")
                return
            self.go_to(int(number))

        self.app.push_screen(TextPrompt(_("Show the board after which action? (0 to {total})").format(
            total=format_number(total)), value=str(self.seq)), typed)

    def action_branch(self) -> None:
        """A what-if branch from the moment shown, played in its own frame; adopting it ends this view too."""
        play = getattr(self.app, "play_branch", None)
        if play is None:
            self.notify(_("Branches need the app's session store."))
            return
        from companion.services.branch import BranchSession  # its kept branches are the store's: imported when played

        play(BranchSession.from_moment(self.session, self.seq), self.session, self._branch_ended)

    def _branch_ended(self, result: Any) -> None:
        if result == "adopt":  # the real log moved on: back to the session, which shows it
            self.dismiss(result)
            return
        self._read_kept()  # kept or discarded: the line says how many are kept from here
        self.show_moment()

    def action_kept(self) -> None:
        """The branches kept beside this session; the one chosen is reopened where it stood and played on."""
        store = self._store()
        play = getattr(self.app, "play_branch", None)
        session_id = getattr(self.session, "id", None)
        if store is None or play is None or session_id is None:
            if store is None and hasattr(self.app, "want_store"):
                self.app.want_store()  # over a board read before the store: it opens now, for the next try
            self.notify(_("Kept branches need the app's session store; try again in a moment."))
            return
        from companion.services.branch import reopen  # the store is open: its database layer is imported already
        from companion.services.store.kept_branches import branches_of
        from screens.kept_branches_dialog import KeptBranchesDialog

        try:
            kept = branches_of(store, session_id)
        except StoreError as error:
            self.notify(error_text(error), title=_("Cannot list the kept branches"), severity="error", timeout=8)
            return
        if not kept:
            self.notify(_("No branch is kept beside this session yet: b plays one from the moment shown, and "
                          "leaving it offers to keep it."), title=_("Kept branches"))
            return

        def chosen(branch_id: int | None) -> None:
            if branch_id is None:
                return
            try:
                branch = reopen(store, self.session, branch_id)
            except StoreError as error:
                self.notify(error_text(error), title=_("Cannot open the branch"), severity="error", timeout=10)
                self._read_kept()
                self.show_moment()
                return
            self.go_to(branch.from_seq)
            play(branch, self.session, self._branch_ended)

        self.app.push_screen(KeptBranchesDialog(kept), chosen)

    def action_back(self) -> None:
        """Back to the session as it is now (closes the messages first)."""
        if self.query("Toast"):
            self.app.clear_notifications()
            return
        self.dismiss(None)

    # -- the board is read-only -----------------------------------------------------------------

    def _read_only(self) -> None:
        self.notify(_("This is a past moment: nothing can be changed here. Esc goes back to the game as it is now."),
                    title=_("Read-only"), severity="warning")

    @on(GameArea.Submit)
    @on(GameArea.Ask)
    @on(GameArea.Automate)
    def _refuse_change(self, event: Any) -> None:
        event.stop()
        self._read_only()

    @on(RulingPanel.OpenRule)
    def _open_rule(self, event: RulingPanel.OpenRule) -> None:
        table_app(self.app).open_rules(rule_id=event.rule_id, first=self.session.game.id)

    def language_changed(self) -> None:
        """The interface's language changed: draw the moment's words again."""
        self.show_moment()

    def extra_key_nodes(self) -> list:
        """No board keys are offered here: the board is read-only."""
        return []
