"""The home screen: saved sessions to resume, rename or delete, and the way to start a new one."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Label, Static
from textual.widgets.data_table import ColumnKey

from companion.services.store import SessionSummary, StoreError
from screens.formatting import format_players, format_when
from screens.layout_settling import SettledLayout
from screens.localized_footer import Footer
from screens.typeahead import BurstGuard
from companion.services.i18n import _, format_number, ngettext, error_text
from rules_engine.messages import NC_, N_
from screens.table_app import open_store, table_app

EMPTY_TEXT = N_(
    "No saved sessions yet — press n to start one.\n\n"
    "A session keeps one game at your table: its players, every action with the rule that allowed it, "
    "and the dice. It is saved as you play, so you can close the app and resume later.\n\n"
    "Press c to type in the cards on your table (heroes, locations, monsters, items... of any game), b to browse "
    "the rules, e to edit your own Dice Throne heroes, ? for all keys, ctrl+p for every command."
)


#: The screen's title.
TITLE = N_("Table Companion — saved sessions")


#: Shown while the app opens the store, right after its first frame (a fraction of a second).
OPENING_TEXT = N_("Opening your saved sessions…")


#: Shown on the home screen when the store is in memory (--memory): nothing outlives the app.
MEMORY_NOTICE = N_("In memory: nothing is saved. Sessions end when the app closes (started with --memory).")


#: Said once when keys typed for the screen that just closed were dropped here.
TYPEAHEAD_DROPPED = N_("Keys typed for the previous screen were ignored here; press a key again to act.")


#: The sessions table's columns: label, key, width.
COLUMNS = (
    (N_("Game"), "game", 17),
    (N_("Name"), "name", 13),
    (N_("Players"), "players", 16),
    (N_("Last played"), "last", 16),
    (N_("Acts"), "actions", 6),  # 12,345 whole, right-aligned
)


class HomeScreen(SettledLayout, Screen[None]):
    """The first screen: a table of saved sessions, or a short guide when there are none.

    When the app is still opening its store, the screen says so until the app hands it the
    session list (`show_sessions`); afterwards it reads the list again only when it changes
    (a rename or delete) or when the player comes back to it. Like the board, it is a `SettledLayout`: its first
    showing, before the app's first frame, does not restyle the nodes just styled as they were mounted.
    """

    CSS_PATH = "home.tcss"
    HELP_TITLE = NC_("screen title", "Home")
    HELP_TEXT = N_("Your saved sessions. Resume one, or start a new session with n.")
    BINDINGS = [
        Binding("enter", "resume", N_("Resume"), id="home.resume",
                tooltip=N_("Open the selected session and carry on playing.")),
        # Priority: the wizard is opened as the app reads n, so the keys typed right after it (a fast typist, a paste)
        # are read with the wizard on top and reach it, not the home screen (`admits_key` still drops a stray n).
        Binding("n", "new_session", N_("New"), id="home.new", priority=True,
                tooltip=N_("Start a new session: choose the game, options and players.")),
        Binding("r", "rename", N_("Rename"), id="home.rename",
                tooltip=N_("Give the selected session another name.")),
        Binding("d,delete", "delete", N_("Delete"), id="home.delete",
                tooltip=N_("Delete the selected session and its log (asks first).")),
        Binding("s", "summary", N_("Summary"), id="home.summary", show=False,
                tooltip=N_("The selected session's summary: result, stats over the turns, luck, house rules.")),
        Binding("h", "honest_dice", N_("Honest dice"), id="home.dice", show=False,
                tooltip=N_("How often each face came up, per kind of die, over the sessions you choose.")),
        Binding("t", "play_stats", N_("Stats"), id="home.stats", show=False,
                tooltip=N_("Per game: plays, wins per player and per hero, average length.")),
        Binding("b", "rules", N_("Rules"), id="home.rules",
                tooltip=N_("Browse and search the rules index.")),
        Binding("e", "edit_heroes", N_("Heroes"), id="home.heroes",
                tooltip=N_("Edit a Dice Throne hero's abilities and statuses, and save it to your catalogue.")),
        Binding("c", "catalogue", N_("Catalogue"), id="home.catalogue",
                tooltip=N_("Every game's kinds of card, each with a form to type one in from the card.")),
        Binding("question_mark,f1", "app.help", N_("Help"), id="home.help",
                tooltip=N_("All keys of this screen.")),
        Binding("q", "app.quit", N_("Quit"), id="home.quit",
                tooltip=N_("Quit Table Companion (everything is saved).")),
    ]

    #: A key sooner than this after the previous one, right after the screen took over from
    #: another, belongs to a burst typed for that screen and is dropped (see `BurstGuard`).
    TYPEAHEAD_QUIET_SECONDS = 0.6

    def __init__(self, sessions: list[SessionSummary] | None = None) -> None:
        """`sessions`: the list read ahead of the store (with sqlite3), shown in the screen's first frame."""
        super().__init__()
        self._sessions: list[SessionSummary] = []
        #: The list to show at mount, read before the store was open; None when the store or the app hands it later.
        self._listed_early = sessions
        self._typeahead = BurstGuard(self.TYPEAHEAD_QUIET_SECONDS)
        self._shown = False
        self._told_typeahead = False

    def compose(self) -> ComposeResult:
        opening = table_app(self.app).store is None and self._listed_early is None
        yield Label(_(TITLE), id="home-title", classes="screen-title", markup=False)
        if getattr(self.app, "in_memory", False):
            yield Static(_(MEMORY_NOTICE), id="memory-notice", markup=False)
        table: DataTable[Any] = DataTable(id="sessions", cursor_type="row", zebra_stripes=True)
        table.display = not opening and self._listed_early != []
        yield table
        empty = Static(_(OPENING_TEXT if opening else EMPTY_TEXT), id="empty", markup=False)
        empty.display = opening or not self._listed_early
        yield empty
        if not getattr(self.app, "locked", False):
            # A locked app (`companion --open ID`) shows this screen a moment and allows none of its actions
            # (`check_action`; help, quit and the palette work without a footer), and pushes its board over it just
            # after the first frame: a footer's keys, mounted after that frame, laid this screen out beneath the board
            # and Textual drew the whole board a second time over it.
            yield Footer(compact=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # Fixed widths so the table fits 80 columns; long names are cut, the full text is in the palette.
        for label, key, width in COLUMNS:
            table.add_column(_(label), key=key, width=width)
        if self._listed_early is not None:  # read ahead of the store: shown in the first frame
            self._fill(self._listed_early)
            self._listed_early = None

    def language_changed(self) -> None:
        """Show the screen's words in the language just chosen (the app calls this on a switch)."""
        self.query_one("#home-title", Label).update(_(TITLE))
        for notice in self.query("#memory-notice").results(Static):
            notice.update(_(MEMORY_NOTICE))
        table = self.query_one(DataTable)
        for label, key, _width in COLUMNS:
            table.columns[ColumnKey(key)].label = Text(_(label))
        if table_app(self.app).store is None and not self._sessions:
            self.query_one("#empty", Static).update(_(OPENING_TEXT))
        else:
            self.show_sessions(self._sessions)

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        # Also sent when the screen is first shown (after on_mount): the one load at start when
        # the store is open already; otherwise the app calls `show_sessions` once it has opened it.
        if self._shown:
            if table_app(self.app).typed_into_text():
                # Back from a screen the player was typing into: what is still being typed was meant for it. A screen
                # closed from no text field (the keys' help, the catalogue's lists) leaves no burst behind: keys act.
                self._typeahead.quiet_seconds = self.TYPEAHEAD_QUIET_SECONDS
                self._typeahead.arm(event.time)
                self._told_typeahead = False
            if table_app(self.app).store is None and not table_app(self.app).list_without_store():
                table_app(self.app).want_store()  # back from a board read before the store: only the store can list
        self._shown = True
        if table_app(self.app).store is not None:
            self.reload()

    def admits_key(self, event: events.Key) -> bool:
        """Whether a key the app reads while this screen is on top may act (the app asks before any binding, the
        priority n included, sees it); False drops it as part of a burst that began on another screen, so that the
        rest of a command typed in a session never renames, deletes or opens anything here."""
        if self._typeahead.admits(event.time):
            return True
        if not self._told_typeahead:
            self._told_typeahead = True
            self.notify(_(TYPEAHEAD_DROPPED), severity="warning")
        return False

    def on_click(self) -> None:
        self._typeahead.disarm()

    def reload(self, select_id: object | None = None) -> None:
        """Read the saved sessions again and show them (or the empty guide)."""
        try:
            sessions = list(open_store(self.app).list_sessions())
        except StoreError as error:
            self.show_sessions([], error_text(error), select_id)
            return
        self.show_sessions(sessions, "", select_id)

    def show_sessions(self, sessions: list[SessionSummary], problem: str = "",
                      select_id: object | None = None) -> None:
        """Show these sessions (or the empty guide); `problem`: why they could not be read."""
        if problem:
            self.notify(problem, title=_("Could not read sessions"), severity="error")
        current = self.selected_id() if select_id is None else select_id
        self.query_one("#empty", Static).update(_(EMPTY_TEXT))
        table = self._fill(sessions)
        empty = not self._sessions
        table.display = not empty
        self.query_one("#empty").display = empty
        if not empty:
            ids = [s.id for s in self._sessions]
            if current in ids:
                table.move_cursor(row=ids.index(current))
            table.focus()
        self.refresh_bindings()

    def _fill(self, sessions: list[SessionSummary]) -> DataTable[Any]:
        """Put these sessions in the table, one row each (the table returned)."""
        table: DataTable[Any] = self.query_one(DataTable)
        self._sessions = list(sessions)
        table.clear()
        for summary in self._sessions:
            table.add_row(  # every cell plain text: a name is never markup
                Text(_(summary.game_title)),
                Text(summary.name),
                Text(format_players(summary.players)),
                Text(format_when(summary.last_played)),
                Text(format_number(summary.actions), justify="right"),
                key=str(summary.id),
            )
        return table

    def selected(self) -> SessionSummary | None:
        """The session under the cursor, if any."""
        table = self.query_one(DataTable)
        if not self._sessions or table.cursor_row < 0 or table.cursor_row >= len(self._sessions):
            return None
        return self._sessions[table.cursor_row]

    def selected_id(self) -> object | None:
        """The id of the session under the cursor, if any."""
        summary = self.selected()
        return summary.id if summary else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A phone's player link opens one session and nothing else, even while it is opening.
        if getattr(self.app, "locked", False):
            return False
        # Resume, rename and delete need a session: grey them out in the footer when there is none.
        if action in ("resume", "rename", "delete", "summary") and not self._sessions:
            return None
        # The list can show before the store is open (read ahead of it): a change asked then opens the store as
        # its dialog is shown (`_store_for_a_change`), and is written through it once it is (`open_store`).
        return True

    @on(DataTable.RowSelected, "#sessions")
    def _row_chosen(self) -> None:
        if self.check_action("resume", ()):
            self.action_resume()

    def action_resume(self) -> None:
        """Open the selected session in the session frame."""
        summary = self.selected()
        if summary is None:
            self.notify(_("No session to resume — press n to start one."))
            return
        table_app(self.app).open_session(summary.id)

    def action_summary(self) -> None:
        """Show the selected session's summary."""
        summary = self.selected()
        if summary is None:
            self.notify(_("No session to summarise — press n to start one."))
            return
        table_app(self.app).open_summary(summary.id)

    def action_new_session(self) -> None:
        """Open the new-session wizard."""
        table_app(self.app).new_session()

    def action_honest_dice(self) -> None:
        """Open the honest dice report."""
        table_app(self.app).open_dice_report()

    def action_play_stats(self) -> None:
        """Open the stats across games."""
        table_app(self.app).open_play_stats()

    def action_rules(self) -> None:
        """Open the rules browser."""
        table_app(self.app).open_rules()

    def action_edit_heroes(self) -> None:
        """Open the Dice Throne hero editor."""
        table_app(self.app).open_hero_editor()

    def action_catalogue(self) -> None:
        """Open the catalogue of every game's cards."""
        table_app(self.app).open_catalogue()

    def action_rename(self) -> None:
        """Rename the selected session."""
        summary = self.selected()
        if summary is None:
            self.notify(_("No session to rename."))
            return

        # The dialogs and the names' check are not the list's first frame's: imported at their first use (or by the
        # worker behind a board: `deferred.LATER_MODULES`).
        from cards_db.names import name_problem
        from screens.dialogs import TextPrompt

        def renamed(name: str | None) -> None:
            if name is None or name == summary.name:
                return
            if problem := name_problem("session name", name):
                self.notify(_("Not renamed: {problem}.").format(problem=problem), title=_("Rename refused"),
                            severity="error")
                return
            try:
                open_store(self.app).rename_session(summary.id, name)
            except StoreError as error:
                self.notify(error_text(error), title=_("Rename failed"), severity="error")
                return
            self.notify(_("Renamed to “{name}”.").format(name=name))
            self.reload(summary.id)

        self._store_for_a_change()
        self.app.push_screen(TextPrompt(_("Rename “{name}”").format(name=summary.name), value=summary.name), renamed)

    def action_delete(self) -> None:
        """Delete the selected session after a confirmation."""
        summary = self.selected()
        if summary is None:
            self.notify(_("No session to delete."))
            return

        from screens.dialogs import ConfirmDialog  # as in `action_rename`

        def confirmed(yes: bool | None) -> None:
            if not yes:
                return
            try:
                open_store(self.app).delete_session(summary.id)
            except StoreError as error:
                self.notify(error_text(error), title=_("Delete failed"), severity="error")
                return
            self.notify(_("Deleted “{name}”.").format(name=summary.name))
            self.reload()

        message = ngettext(
            "Delete “{name}” ({game}, {players}, {count} action)? Its whole log goes; this cannot be undone.",
            "Delete “{name}” ({game}, {players}, {count} actions)? Its whole log goes; this cannot be undone.",
            summary.actions,
        ).format(name=summary.name, game=_(summary.game_title), players=format_players(summary.players),
                 count=format_number(summary.actions))
        self._store_for_a_change()
        self.app.push_screen(ConfirmDialog(_("Delete session"), message, confirm_label=_("Delete"), danger=True),
                             confirmed)

    def _store_for_a_change(self) -> None:
        """A rename or deletion is written through the store: let it open while its dialog is shown (the dialog
        itself needs nothing of it), so that the answer seldom waits for it."""
        if table_app(self.app).store is None:
            table_app(self.app).want_store()

    def palette_commands(self):
        """Extra palette entries: resume any saved session by name."""
        for summary in self._sessions:
            yield (
                _("Resume: {name}").format(name=summary.name),
                f"{_(summary.game_title)} — {format_players(summary.players)}",
                lambda sid=summary.id: table_app(self.app).open_session(sid),
            )
