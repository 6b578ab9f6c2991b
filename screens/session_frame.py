"""The session frame every game uses: players, the game's area, the last ruling, the log, the command line.

Display and key routing only. Flow of one action: the table types a command (or a game area
posts `GameArea.Submit`); the session controller (`companion.services.controller`) parses it,
asks "may I?", and says whether dice are needed; the dice tray gets them from the table or the
app; the controller applies and commits through the store; the frame shows the typed outcome
and only then refreshes the widgets from the session.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import messages
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Input, Label, Static

from companion.services.controller import SessionController
from companion.services.outcomes import Request
from companion.services.game_clock import GameClock
from rules_engine.game import Game
from rules_engine.messages import NC_, N_
from companion.services.i18n import _, translate
from screens.action_log import ActionLog
from screens.area_view import area_view
from screens.binding_refresh import ChangedBindingsOnly
from screens.frame_past_moments import PastMomentsKey
from screens.layout_settling import SettledLayout
from screens.dirty_compositor import DirtyOnlyCompositor
from screens.command_line import CommandLine, HelpLine
from screens.game_area import LOAD_ERRORS, GameArea, game_area_for
from screens.localized_footer import Footer
from screens.generic_area import GenericGameArea
from screens.players_panel import PlayersPanel
from screens.ruling_panel import RulingPanel
from screens.session.keys import FRAME_BINDINGS, FrameKeys
from screens.session.panel_sizes import FramePanelSizes
from screens.session.view_refresh import FrameViewRefresh
from screens.session.typed_commands import FrameCommandLine
from screens.session.acting import FrameActing
from screens.session.chance_prompts import FrameChancePrompts
from screens.session.house_rules import FrameHouseRules
from screens.session.automation import FrameAutomation
from screens.session.undo_redo import FrameUndoRedo
from screens.session.citations import FrameCitations
from screens.session.free_roll import FrameFreeRoll
from screens.session.other_windows import FrameOtherWindows
from screens.session.sharing import FrameSharing
from screens.session.clock import FrameClock
from screens.session.drawn_whole import FrameDrawnWhole

if TYPE_CHECKING:
    from companion.services.sharing.session_share import SessionShare  # imported when first shared (ctrl+s)
    from companion.services.store import LiveSession


#: The commands line's looks kept: the two states' commands and the candidates of a command typed between them.
COMMAND_HELP_LOOKS = 8


def make_area(area_class: type[GameArea], game: Game, state: Any, title: str) -> GameArea:
    """Build a game's area with the frame's id and style, whatever its constructor accepts, prepared
    for the session's state (`GameArea.prepare`)."""
    try:
        area = area_class(id="game-area", classes="panel")
    except TypeError:  # a game area whose __init__ takes no widget arguments
        area = area_class()
        area.id = "game-area"
        area.add_class("panel")
    area.border_title = Text(title)  # a session name is never markup
    area.prepare(area_view(game, state))
    return area


class SessionFrame(PastMomentsKey,
                   FrameKeys,
                   FramePanelSizes,
                   FrameViewRefresh,
                   FrameCommandLine,
                   FrameActing,
                   FrameChancePrompts,
                   FrameHouseRules,
                   FrameAutomation,
                   FrameUndoRedo,
                   FrameCitations,
                   FrameFreeRoll,
                   FrameOtherWindows,
                   FrameSharing,
                   FrameClock,
                   FrameDrawnWhole,
                   ChangedBindingsOnly, SettledLayout, Screen[None]):
    """One live session on screen; every change goes through the store before it is shown.

    The frame composes the panels and starts the session; each of its other jobs is one class of
    `screens/session/` (keys, panel sizes, redrawing, the command line, acting, dice and cards, house rules,
    automation, undo and redo, citations, free rolls, other windows, sharing, the clock), listed first so
    that they come before the screen behaviours below them, as the frame's own methods did.
    """

    CSS_PATH = "session_frame.tcss"
    HELP_TITLE = NC_("screen title", "Session")
    HELP_TEXT = N_(
        "Type the game's commands in the line at the bottom (type 'help' to list them); "
        "'check COMMAND' only asks whether it is allowed. "
        "A refused action shows the rule; you may apply it anyway as a house rule."
    )
    BINDINGS = FRAME_BINDINGS
    #: The command line has the focus from the first frame (not the players panel first, then moved: two more
    #: restyles and a repaint at every board's opening).
    AUTO_FOCUS = "#command"
    #: True once the board is closed and has let go of its session (`_let_go_of_what_is_heavy`).
    let_go = False

    async def _on_update(self, message: messages.Update) -> None:
        """A widget asks to be drawn again: Textual's own handler (`Screen._on_update`), named on the frame's own class.

        Every widget refreshed posts one to its screen (eight or nine a move). Textual looks a message's handler up
        along the receiver's classes, the first first, and stops once a handler has prevented the default, as this
        one does: found on `Screen`, twenty classes down the frame's, each of those was looked at for every message;
        found here, the first (tests/tui/test_frame_messages.py)."""
        await super()._on_update(message)

    def __init__(self, live: LiveSession, *, leave_exits: bool = False, clock: GameClock | None = None) -> None:
        super().__init__()
        # After an action only the widgets that overlap what changed are drawn again.
        self._compositor = DirtyOnlyCompositor()
        self.live = live
        #: The session's game clock (None: not timed, e.g. a frame opened without its store).
        self.clock = clock
        #: Leaving closes the app (a phone's player link sees only this session).
        self.leave_exits = leave_exits
        self.controller = SessionController(live)
        #: The refused action (or dice request) that ctrl+g would apply as a house rule: only ever
        #: the refusal on screen now, cleared as soon as anything else is typed or done.
        self._refused: Request | None = None
        #: The commands line shown above the input while nothing is typed.
        self._help_line = ""
        #: The sharing of this session with phones, made when the table first opens the share screen.
        self.share: SessionShare | None = None

    def compose(self) -> ComposeResult:
        game = self.live.game
        if self.clock is None:
            yield Label(self._title_text(), id="frame-title", classes="screen-title", markup=False)
        else:
            with Horizontal(id="title-row", classes="screen-title"):
                yield Label(self._title_text(), id="frame-title", markup=False)
                yield Static("", id="clock-line", markup=False)
        area_class = game_area_for(game.id) or GenericGameArea
        with Horizontal(id="frame-top"):
            # A board whose area shows the players itself has no players panel: not composed, not mounted, styled
            # or laid out for nothing (it was composed hidden until the fifteenth pass).
            if not area_class.SHOWS_PLAYERS:
                self.players_panel = PlayersPanel(id="players-panel", classes="panel")
                yield self.players_panel
            yield make_area(area_class, game, self.live.state, _(game.title))
        with Horizontal(id="frame-bottom"):
            yield RulingPanel(id="ruling-panel", classes="panel", keep_citation_rows=True)
            yield ActionLog(id="action-log", classes="panel")
        # The commands line changes with the state and back at its undo, the candidates of a command typed between:
        # the looks of those are kept (screens/recent_looks.py).
        yield HelpLine("", id="command-help", markup=False, kept=COMMAND_HELP_LOOKS)
        with Horizontal(id="command-row"):
            yield Label("> ", id="command-prompt", markup=False)
            yield CommandLine(self.complete, self._show_help_or_candidates, self.submit_typed, placeholder=_("type a command, e.g. help"), id="command",
                              compact=True, select_on_focus=False, gives_up=self.area_takes_key)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        if self.players_panel is not None:
            self.players_panel.border_title = _("Players")
        self.query_one("#ruling-panel").border_title = _("Ruling")
        self.query_one("#action-log").border_title = _("Log")
        self.refresh_view()
        self.show_latest()
        # Focused now, not after the app's next message (`Widget.focus`): the frame's first drawing has the command
        # line's focus (and the footer the keys of that focus, a board's keys it hides, at its first keys).
        self.set_focus(self.query_one("#command", Input))
        self.app.theme_changed_signal.subscribe(self, self._recolour)
        if game_area_for(self.live.game.id) is None:
            broken = [f"{m}: {e}" for m, e in LOAD_ERRORS.items() if self.live.game.id.replace("-", "_") in m]
            if broken:
                self.notify(_("{errors}. Showing the generic view.").format(errors="; ".join(broken)),
                            title=_("This game's own screen failed to load"), severity="error", timeout=12)
        notes = getattr(self.live, "replay_notes", {})
        if notes:
            listed = "; ".join(_("action {seq}: {why}").format(seq=seq, why=translate(why))
                               for seq, why in sorted(notes.items())[:3])
            more = " " + _("(and {count} more)").format(count=len(notes) - 3) if len(notes) > 3 else ""
            self.notify(
                _("{listed}{more}. They stay as they were played.").format(listed=listed, more=more),
                title=_("This version's rules refuse some saved actions"),
                severity="warning",
                timeout=12,
            )
        if self.POLL_SECONDS:
            self.set_interval(self.POLL_SECONDS, self._poll)
        if self.clock is not None:
            # Counting from now (and its tick, while it runs: `FrameClock._time_the_clock`), saved once the board's first
            # drawing is whole (`after_drawn_whole`: its footer's keys drawn): not a commit the key that opened the board
            # waits for (1-2 ms of CPU, up to 30 ms of the disk's). A board closed first saves it as its clock pauses.
            self._clock_call(partial(self.clock.resume, save=False))
            if self.clock is not None and self.clock.unsaved:
                self.after_drawn_whole(self._save_clock_turn)
            self._show_clock()

    def _title_text(self) -> str:
        name = getattr(self.live, "name", "")
        name = f" — {name}" if name and name != self.live.game.title else ""
        return f"{_(self.live.game.title)}{name}"

    async def on_unmount(self) -> None:
        self._now_drawn_whole(closed=True)  # closed before its first drawing was whole: what waited for it, if it must
        # The app's signal holds its subscribers strongly (in a closure): a closed board would live on, with its log.
        self.app.theme_changed_signal.unsubscribe(self)
        if self.clock is not None:
            self._clock_call(self.clock.pause)  # saved before the board lets go of anything
        if self.share is not None:
            await self.share.stop()  # kept, stopped: it names the board's methods, not its session
        self._let_go_of_what_is_heavy()

    def _let_go_of_what_is_heavy(self) -> None:
        """The closed board keeps nothing heavy: whatever still names it holds a few kilobytes, not its session.

        Its moves are committed before they are shown and its clock was saved above, so nothing the players saw is
        lost. The screen object itself can outlive its closing: the cancelled handles of stopped timers keep their
        contexts in asyncio's queue until their time, and Textual's `visible_screen_stack`, copied into every timer
        started under a screen drawn over the board (help, the timeline, a prompt), names it; no public API clears
        those. So the board drops its session (the log, the kept states, the snapshots: about 17 MiB at 50,000
        actions), its controller and what it drew last, and its widgets: they removed themselves from its children
        before this unmount, and reading its shown children now lets go of the list Textual cached of them
        (`NodeList.displayed`, read again only once its children change). `live` and `controller` are gone after this:
        nothing runs on a closed board (its timers and workers stopped, its messages closed).
        """
        for heavy in ("live", "controller", "_drawn", "_completed"):
            vars(self).pop(heavy, None)
        self._refused = None
        self.let_go = True
        if self.displayed_children:  # Textual's cache of the shown children, made again: empty once they are gone
            self.log.warning(f"{self} closed with children still shown")

    def refresh_bindings(self) -> None:
        """The keys of the footer, as they are now; nothing once the board is closed and has let go of its session
        (it has no footer then; its bindings' refresh asked for on its way out, when its focus was cleared, can still
        run later, in the screen shown next: Textual's `Screen.set_focus`)."""
        if not self.let_go:
            super().refresh_bindings()

    def closed_what_is_in_the_way(self) -> bool:
        """Close the messages shown, else clear the command line's text; False when there was nothing to close."""
        if self.query("Toast"):
            self.app.clear_notifications()
            return True
        line = self.query_one("#command", Input)
        if line.value:
            line.value = ""
            return True
        return False

    def action_leave(self) -> None:
        """esc: first closes what is in the way (the messages shown, then the command line's text);
        with nothing left to close, back to the home screen (everything is already saved), or closes
        a player link's app. So an esc meant for a refusal's message never leaves the session."""
        if self.closed_what_is_in_the_way():
            return
        if self.leave_exits:
            self.app.exit()
            return
        self.dismiss(None)
