"""The session frame every game uses: players, the game's area, the last ruling, the log, the command line.

Display and key routing only. Flow of one action: the table types a command (or a game area
posts `GameArea.Submit`); the session controller (`companion.services.controller`) parses it,
asks "may I?", and says whether dice are needed; the dice tray gets them from the table or the
app; the controller applies and commits through the store; the frame shows the typed outcome
and only then refreshes the widgets from the session.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets._toast import ToastRack
from textual.widgets import Input, Label, Static

from companion.services.controller import SessionController, split_check
from companion.services.fulfillers import Fulfiller, TableCard
from companion.services.outcomes import (
    STOP_STUCK,
    ActOutcome,
    Applied,
    ChanceUnusable,
    Checked,
    Conflict,
    Failed,
    InternalError,
    Moved,
    NeedsChance,
    NothingToMove,
    NotUnderstood,
    Refused,
    Request,
)
from companion.services.sharing.share_types import Viewer
from companion.services.sharing.session_share import SessionShare, player_command
from companion.services.sharing.spectator_view import SpectatorView, spectator_view
from companion.services.sharing.tokens import Access
from companion.services.clock_state import clock_text
from companion.services.game_clock import GameClock
from companion.services.store import StoreError
from rules_engine.actions import Action
from rules_engine.chance import CardRequest, DiceRequest
from rules_engine.dice_notation import parse_notation
from rules_engine.errors import CommandError
from rules_engine.game import Game
from rules_engine.messages import NC_, N_
from companion.services.dice_text import roll_text
from companion.services.i18n import _, translate
from rules_engine.recorded_roll import RecordedRoll
from rules_engine.ruling import Ruling
from screens.action_log import ActionLog
from screens.binding_refresh import ChangedBindingsOnly
from screens.frame_past_moments import PastMomentsKey
from screens.layout_settling import SettledLayout
from screens.dirty_compositor import DirtyOnlyCompositor
from screens.content_updates import show_content
from screens.command_line import CommandLine, candidates_line
from screens.card_tray import CardTray
from screens.dialogs import HouseRuleDialog, TextPrompt
from screens.dice_tray import DiceTray
from screens.game_area import LOAD_ERRORS, GameArea, game_area_for
from screens.localized_footer import Footer
from screens.generic_area import GenericGameArea
from screens.players_panel import PlayersPanel
from screens.ruling_panel import RulingPanel
from screens.share_screen import ShareScreen
from screens.view_cache import view_of
from screens.formatting import format_citation

if TYPE_CHECKING:
    from companion.services.store import LiveSession


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
    area.prepare(game, state)
    return area


class SessionFrame(PastMomentsKey, ChangedBindingsOnly, SettledLayout, Screen[None]):
    """One live session on screen; every change goes through the store before it is shown."""

    CSS_PATH = "session_frame.tcss"
    HELP_TITLE = NC_("screen title", "Session")
    HELP_TEXT = N_(
        "Type the game's commands in the line at the bottom (type 'help' to list them); "
        "'check COMMAND' only asks whether it is allowed. "
        "A refused action shows the rule; you may apply it anyway as a house rule."
    )
    #: Seconds between checks for changes made by another window on the same database (0: never).
    POLL_SECONDS = 2.0
    BINDINGS = [
        Binding("ctrl+z", "undo", N_("Undo"), id="session.undo", priority=True,
                tooltip=N_("Undo the last action still in effect; the log keeps it, dimmed.")),
        Binding("ctrl+y", "redo", N_("Redo"), id="session.redo", priority=True,
                tooltip=N_("Redo the last undone action.")),
        Binding("ctrl+t", "free_roll", N_("Dice"), id="session.roll", priority=True,
                tooltip=N_("Roll dice no rule asked for, e.g. 2d10 or 3d6+2; the roll is recorded in the log.")),
        Binding("ctrl+o", "open_cited_rule", N_("Cite"), id="session.cited_rule", priority=True,
                tooltip=N_("Open the rules browser on the rule the last ruling cites.")),
        Binding("ctrl+g", "house_rule", N_("House rule"), id="session.house_rule", priority=True,
                tooltip=N_("Apply the refused action anyway, marked as a house rule.")),
        Binding("ctrl+b", "rules", N_("Rules"), id="session.rules", priority=True,
                tooltip=N_("Browse and search the rules index.")),
        Binding("ctrl+r", "reload", N_("Reload"), id="session.reload", show=False,
                tooltip=N_("Read the session again from the database (another window may have moved it on).")),
        Binding("ctrl+l", "focus_log", N_("Log"), id="session.log", show=False,
                tooltip=N_("Move to the action log to scroll it.")),
        Binding("slash,ctrl+k", "focus_command", N_("Command line"), id="session.command", show=False,
                key_display="/",
                tooltip=N_("Back to the command line from anywhere in the frame.")),
        Binding("ctrl+s", "share", N_("Share"), id="session.share", priority=True,
                tooltip=N_("Share this session with phones: a QR code, a watch link and a play link.")),
        Binding("f11", "toggle_clock", N_("Clock"), id="session.clock", show=False,
                tooltip=N_("Pause or resume the game clock (time played and time per turn).")),
        Binding("f12", "summary", N_("Summary"), id="session.summary", show=False,
                tooltip=N_("The game's summary: result, stats over the turns, luck, house rules.")),
        Binding("escape", "leave", N_("Home"), id="session.leave",
                tooltip=N_("Close the messages, then clear the command line; with nothing to close, back to "
                           "the saved sessions (everything is already saved).")),
        Binding("f1", "app.help", N_("Help"), id="session.help", tooltip=N_("All keys of this screen.")),
        Binding("question_mark", "app.help", N_("Help"), id="session.help_key", show=False,
                tooltip=N_("All keys (when the command line is not focused).")),
    ]

    #: The frame's keys the footer leaves out first when they do not all fit (80 columns after a
    #: refusal shows Cite and House rule, or with the game area's keys): they still work, and help
    #: and the command palette list them. The area's keys go next, and the dice key last of all.
    FRAME_DROPPED_FIRST = ("share", "rules", "redo", "leave")
    FRAME_DROPPED_LAST = ("free_roll",)
    #: From 40 rows on the ruling and the log get more room (`-tall`), from 48 more again (`-huge`).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall"), (48, "-huge")]
    #: The usual rows of the ruling and the log under each breakpoint (the CSS says the same).
    BOTTOM_ROWS = {"-short": 8, "-tall": 12, "-huge": 15}

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

    # -- layout -------------------------------------------------------------------------------

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
            players = PlayersPanel(id="players-panel", classes="panel")
            players.display = not area_class.SHOWS_PLAYERS
            yield players
            yield make_area(area_class, game, self.live.state, _(game.title))
        with Horizontal(id="frame-bottom"):
            yield RulingPanel(id="ruling-panel", classes="panel")
            yield ActionLog(id="action-log", classes="panel")
        yield Static("", id="command-help", markup=False)
        with Horizontal(id="command-row"):
            yield Label("> ", id="command-prompt", markup=False)
            yield CommandLine(self.controller.complete, placeholder=_("type a command, e.g. help"), id="command",
                              compact=True, select_on_focus=False)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#players-panel").border_title = _("Players")
        self.query_one("#ruling-panel").border_title = _("Ruling")
        self.query_one("#action-log").border_title = _("Log")
        self.refresh_view()
        self.show_latest()
        self.query_one("#command", Input).focus()
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
            self._clock_call(self.clock.resume)
            self._show_clock()
            self.set_interval(1, self._tick_clock)

    def _title_text(self) -> str:
        name = getattr(self.live, "name", "")
        name = f" — {name}" if name and name != self.live.game.title else ""
        return f"{_(self.live.game.title)}{name}"

    # -- rendering ----------------------------------------------------------------------------

    def refresh_view(self) -> None:
        """Redraw every panel from the session (called only after the store has committed)."""
        game, state = self.live.game, self.live.state
        view = view_of(game, state)
        players = self.query_one("#players-panel", PlayersPanel)
        if players.display:  # boards that show the players themselves hide the panel: nothing to draw
            players.show_players(view.players)
        self.query_one("#game-area", GameArea).show_state(game, state)
        self.query_one("#action-log", ActionLog).show_entries(self.live.entries)
        commands = game.commands(state)
        help_line = " · ".join(c.syntax for c in commands) if commands else _("this game takes no typed commands")
        if view.finished:
            over = _("Game over: {result}.").format(result=translate(view.result)) if view.result else _("Game over.")
            help_line = over + " " + _("Undo (ctrl+z) to go back.")
        self._help_line = _("Commands: {commands}  (help · check CMD)").format(commands=help_line)
        self._show_help_or_candidates(self.query_one("#command", Input).value)
        if self.clock is not None:
            self._clock_call(lambda: self.clock.turn_is(view.turn))
            self._show_clock()
        self.refresh_bindings()
        if self.share is not None:
            self.share.changed()

    def _recolour(self, _theme: object) -> None:
        """A new theme (the palette's theme picker): draw the panels' text again in its colours."""
        self.query_one("#action-log", ActionLog).redraw()
        self.refresh_view()
        self.show_latest()

    def show_ruling(self, ruling: Ruling | None, note: str = "") -> None:
        """Show a ruling (and a note) in the ruling panel."""
        self.query_one("#ruling-panel", RulingPanel).show_ruling(ruling, note=note)
        self.call_after_refresh(self._place_notifications)

    def on_resize(self) -> None:
        """The panels below the board change height with the terminal: notifications follow."""
        self.call_after_refresh(self._place_notifications)

    @on(RulingPanel.Measured)
    def _fit_ruling(self, event: RulingPanel.Measured) -> None:
        """Give the ruling the rows it needs, up to about 40% of a terminal of 30 rows or more.

        Below 30 rows the board keeps every row it has (its tracks and cards must stay in sight):
        a longer ruling scrolls there, and its panel says there is more.
        """
        usual = next((rows for name, rows in self.BOTTOM_ROWS.items() if self.has_class(name)), 8)
        most = usual if self.size.height < 30 else max(usual, (self.size.height * 2) // 5 + 1)
        rows = min(max(event.rows, usual), most)
        bottom = self.query_one("#frame-bottom")
        if bottom.styles.height is None or bottom.styles.height.value != rows:
            bottom.styles.height = rows
            self.call_after_refresh(self._place_notifications)

    def _place_notifications(self) -> None:
        """Notifications rise from just above the ruling and the log, never over the newest log lines."""
        rack = self.query_one_optional("#textual-toastrack", ToastRack)  # by id: a cached look-up
        if rack is None or not self.is_attached:
            return
        below_board = max(0, self.size.height - self.query_one("#frame-bottom").region.y)
        if rack.styles.margin.bottom != below_board:
            rack.styles.margin = (0, 0, below_board, 0)

    # -- the command line ---------------------------------------------------------------------

    @on(Input.Changed, "#command")
    def _typed(self, event: Input.Changed) -> None:
        self._show_help_or_candidates(event.value)

    def _show_help_or_candidates(self, text: str) -> None:
        """The line above the input: the commands while it is empty, the candidates for the word being typed after.

        The line is one row high whatever it says, so a keystroke repaints it without a new layout of the frame.
        """
        line = candidates_line(self.controller.complete(text)) if text.strip() else self._help_line
        show_content(self.query_one("#command-help", Static), line, layout=False)

    @on(Input.Submitted, "#command")
    def _command(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            return
        self._forget_refusal()
        if text.lower() in ("help", "?", "commands"):
            self._show_commands()
            event.input.value = ""
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
        event.input.value = ""
        if asking:
            self.ask(parsed)
            return
        self.submit(parsed)

    def ask(self, request: Request) -> None:
        """'May I?': show the ruling an action would get, without applying or saving anything."""
        answer = self.controller.check(request)
        if isinstance(answer, Checked):
            self.show_ruling(answer.ruling, note=answer.note)
        elif isinstance(answer, InternalError):
            self._internal_error(answer)

    def _show_commands(self) -> None:
        if not self.live.game.commands(self.live.state):
            self.notify(_("This game takes no typed commands yet."))
            return
        self.app.action_help()

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

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys of the focus chain, and, while the focus is outside the game area, the area's own
        keys before them: they work from anywhere in the frame (see `on_key`), so the footer shows
        them while the player types, as it does when the board has the focus."""
        bindings = super().active_bindings
        area = self._area_if_composed()
        if area is None or area.has_focus_within:
            return bindings
        own: dict[str, ActiveBinding] = {}
        for key, binding in area._bindings.copy():
            if key in bindings or key in own:
                continue
            state = self.app._check_action_state(binding.action, area)  # parses 'name(args)' as Textual does
            if state is not False:
                own[key] = ActiveBinding(area, binding, bool(state), binding.tooltip)
        return {**own, **bindings}

    @property
    def FOOTER_DROPPED_FIRST(self) -> tuple[str, ...]:  # noqa: N802 - the footer's attribute name
        """The actions the footer leaves out first when its keys do not fit (see localized_footer)."""
        area = self._area_if_composed()
        area_keys: tuple[str, ...] = ()
        if area is not None and not area.has_focus_within:
            named = area.footer_dropped_first()
            rest = [binding.action for _, binding in area._bindings if binding.action not in named]
            area_keys = named + tuple(reversed(list(dict.fromkeys(rest))))
        return self.FRAME_DROPPED_FIRST + area_keys + self.FRAME_DROPPED_LAST

    def _area_if_composed(self) -> GameArea | None:
        """The game area, or None before the frame is composed.

        Asked for every refresh of the keys (`active_bindings`): a look-up by id, which Textual caches,
        rather than a query that walks the whole screen.
        """
        area = self.query_one_optional("#game-area")
        return area if isinstance(area, GameArea) else None

    async def on_key(self, event: events.Key) -> None:
        """Route keys nothing focused has used: a game area's own keys work from anywhere in the
        frame (e.g. f5 from the command line), and letters typed while a button or the log has
        focus go to the command line instead of being lost or read as keys.
        """
        area = self.query_one("#game-area", GameArea)
        if not area.has_focus_within:
            for binding in getattr(type(area), "BINDINGS", ()):
                if isinstance(binding, Binding) and event.key in binding.key.split(",") \
                        and self.app._check_action_state(binding.action, area) is not False:  # one key, two bindings
                    event.stop()
                    await area.run_action(binding.action)
                    return
        focused = self.focused
        if (
            event.is_printable
            and event.character
            and not isinstance(focused, Input)
            and not self._bound_in_focus_chain(event.key)
        ):
            # Typing while a button or the log has focus: the words belong in the command line.
            event.stop()
            command = self.query_one("#command", Input)
            command.focus()
            command.insert_text_at_cursor(event.character)

    def _bound_in_focus_chain(self, key: str) -> bool:
        """True when the focused widget, an ancestor or the app binds this key (it is not typing)."""
        nodes = list(self.focused.ancestors_with_self) if self.focused is not None else [self, self.app]
        return any(key in node._bindings.key_to_bindings for node in nodes)

    @on(GameArea.Submit)
    def _area_submit(self, event: GameArea.Submit) -> None:
        event.stop()
        self.submit(event.action, override=event.override)

    @on(GameArea.Ask)
    def _area_ask(self, event: GameArea.Ask) -> None:
        event.stop()
        self._forget_refusal()
        self.ask(event.action)

    @on(GameArea.Prefill)
    def _area_prefill(self, event: GameArea.Prefill) -> None:
        event.stop()
        field = self.query_one("#command", Input)
        field.value = event.text
        field.cursor_position = len(field.value)
        field.focus()

    # -- acting -------------------------------------------------------------------------------

    def submit(self, request: Request, *, override: bool = False) -> None:
        """Apply an action, or get dice (or a card) for a request first and then apply the action it builds."""
        self._forget_refusal()
        self._show(self.controller.submit(request, override=override))

    def _get_chance(self, needed: NeedsChance) -> None:
        """The dice tray (or, for a card, a prompt for the card the table drew), then the action it builds."""
        request, override = needed.request, needed.override
        if isinstance(request, CardRequest):
            deck = self.query_one("#game-area", GameArea).card_deck(request)
            forms = self.query_one("#game-area", GameArea).card_forms(request)
            if deck is not None or forms:  # the tray: the app's deck, or a card the table types in a form

                def chosen(source: Fulfiller | None) -> None:
                    if source is None:
                        self.notify(_("No card drawn; nothing was applied."))
                        return
                    outcome = self.controller.fulfil(request, source, override=override)
                    if isinstance(outcome, ChanceUnusable):
                        self.notify(translate(outcome.message), title=_("Cannot use that card"), severity="error")
                        return
                    self._show(outcome)

                self.app.push_screen(CardTray(request, deck, forms), chosen)
                return

            def named(name: str | None) -> None:
                if name is None:
                    self.notify(_("No card named; nothing was applied."))
                    return
                outcome = self.controller.fulfil(request, TableCard(name), override=override)
                if isinstance(outcome, ChanceUnusable):
                    self.notify(translate(outcome.message), title=_("Cannot use that card"), severity="error")
                    return
                self._show(outcome)

            typing = " " + _("Or {values}.").format(values=request.values_help) if request.values_help else ""
            self.app.push_screen(TextPrompt(_("Which card was drawn? ({request}){typing}").format(
                request=translate(request.describe()), typing=typing)), named)
            return

        def rolled(roll) -> None:
            if roll is None:
                self.notify(_("Dice put away; nothing was applied."))
                return
            action = self.controller.build(request, roll)
            if isinstance(action, ChanceUnusable):
                self.notify(translate(action.message), title=_("Cannot use that roll"), severity="error")
                return
            self.notify(f"{roll_text(roll)} ({_('the app rolled') if roll.source == 'app' else _('table dice')})",
                        title=_("Dice"))
            self.apply(action, override=override)

        notes = self.query_one("#game-area", GameArea).tray_notes(request)
        self.app.push_screen(DiceTray(request.die, request.count, request.purpose, request.modifier, notes), rolled)

    def apply(self, action: Action, *, override: bool = False) -> bool:
        """Act through the controller (the store commits), then redraw; a refusal shows its rule and offers a house rule."""
        return self._show(self.controller.apply(action, override=override))

    def _show(self, outcome: ActOutcome) -> bool:
        """Show what acting came to; True when an action was applied."""
        if isinstance(outcome, Applied):
            self._refused = None
            self.refresh_view()
            self.show_ruling(outcome.ruling)
            self.action_focus_command()  # after a board button or the dice tray, typing goes on here
            self.run_automated()
            return True
        if isinstance(outcome, NeedsChance):
            self._get_chance(outcome)
        elif isinstance(outcome, Refused):
            self._show_refusal(outcome)
        elif isinstance(outcome, Conflict):
            self._show_conflict(outcome)
        elif isinstance(outcome, ChanceUnusable):
            self.notify(translate(outcome.message), title=_("Cannot use that"), severity="error")
        elif isinstance(outcome, Failed):
            self.notify(translate(outcome.message), title=translate(outcome.title), severity="error")
        elif isinstance(outcome, InternalError):
            self._internal_error(outcome)
        return False

    def run_automated(self) -> None:
        """Take the steps the app plays itself (solo Dungeoneer's dungeon lord), when the area lets it.

        The controller commits each step as its own log entry before anything shows; then the log,
        the area and the ruling panel show them (the last step's ruling, with how many were taken).
        Never after an undo or a redo: the step undone waits for the table (or the next action).
        """
        source = self.query_one("#game-area", GameArea).automation()
        if source is None or self.controller.automated() is None:
            return
        run = self.controller.run_automated(source)
        area = self.query_one("#game-area", GameArea)
        if run.steps:
            self.refresh_view()
            self.show_ruling(run.steps[-1].applied.ruling, note=area.automated_note(run.steps))
        if run.problem is not None:
            self._show(run.problem)
        elif run.stopped == STOP_STUCK:
            self.notify(translate(run.message), severity="warning", timeout=8)

    @on(GameArea.Automate)
    def _area_automate(self, event: GameArea.Automate) -> None:
        event.stop()
        self.run_automated()

    def _show_refusal(self, refused: Refused) -> None:
        """The refusal in the ruling panel, then the house-rule question (or why there is none)."""
        if refused.as_house_rule:
            self._refused = None
            self.show_ruling(refused.ruling, note=_("This cannot be waived."))
            self.refresh_bindings()
            self.notify(translate(refused.ruling.message), title=_("Refused even as a house rule"), severity="error")
            return
        self._refused = refused.request
        self.show_ruling(refused.ruling)
        self.refresh_bindings()
        self.query_one("#game-area", GameArea).show_refusal(refused.request)
        self._offer_house_rule(refused)

    def _internal_error(self, error: InternalError) -> None:
        """Report a bug in a game module as a message; the saved log is untouched by it."""
        self.log.error(f"internal error while {error.doing}: {error.error!r}")
        text = _("{message}. Nothing was changed; this is a bug in the game module, please report it.").format(
            message=translate(error.message))
        if error.report is not None:
            text += " " + _("The details are in {path}.").format(path=error.report)
        self.notify(
            text,
            title=_("Internal error while {doing}").format(doing=translate(error.doing)),
            severity="error",
            timeout=12,
        )

    def _forget_refusal(self) -> None:
        if self._refused is not None:
            self._refused = None
            self.refresh_bindings()

    def _offer_house_rule(self, refused: Refused) -> bool:
        """Ask whether to go on with a refused action as a house rule, listing every rule it would
        set aside; False (and a message) when no house rule could allow it.
        """
        offer = refused.house_rule
        if offer is None:
            self._forget_refusal()
            self.show_ruling(refused.ruling, note=_("No house rule can allow this."))
            self.notify(translate(refused.no_house_rule), title=_("Refused, even as a house rule"), severity="error",
                        timeout=8)
            return False
        if refused.before_chance and isinstance(refused.request, CardRequest):
            question, confirm_label = _("Draw anyway and apply it as a house rule?"), N_("Draw as house rule")
        elif refused.before_chance:
            question, confirm_label = _("Roll anyway and apply it as a house rule?"), N_("Roll as house rule")
        else:
            question, confirm_label = _("Apply it anyway?"), N_("Apply as house rule")
        waived = "\n".join(f"  - {format_citation(c)}" for c in offer.waived)
        cited = "\n".join(_("see {reference}").format(reference=format_citation(c)) for c in refused.ruling.citations)
        message = "\n".join((
            _("Refused: {message}").format(message=translate(refused.ruling.message)), cited, "",
            _("As a house rule it would set aside:"), waived, "",
            _("{question} The log will mark it {mark}.").format(question=question, mark=_("[house rule]")),
        ))

        def answered(yes: bool | None) -> None:
            if yes:
                self.submit(offer.request, override=True)

        self.app.push_screen(
            HouseRuleDialog(_("Refused by the rules"), message, confirm_label=confirm_label, danger=True),
            answered,
        )
        return True

    def _show_conflict(self, conflict: Conflict) -> None:
        self.notify(_("{message} The latest state is shown now; try again.").format(message=translate(conflict.message)),
                    title=_("Changed elsewhere"), severity="warning", timeout=8)
        if conflict.reload_error:
            self.notify(conflict.reload_error, severity="error")
        self.refresh_view()

    # -- undo / redo --------------------------------------------------------------------------

    def action_undo(self) -> None:
        """Undo the last action still in effect (the log keeps it, dimmed)."""
        self._move("undo")

    def action_redo(self) -> None:
        """Redo the last undone action."""
        self._move("redo")

    def _move(self, which: str) -> None:
        outcome = self.controller.undo() if which == "undo" else self.controller.redo()
        if isinstance(outcome, Conflict):
            self._show_conflict(outcome)
        elif isinstance(outcome, Failed):
            self.notify(translate(outcome.message), title=translate(outcome.title), severity="error")
        elif isinstance(outcome, NothingToMove):
            self.notify(_("Nothing to undo.") if which == "undo" else _("Nothing to redo."))
        elif isinstance(outcome, Moved):
            self.refresh_view()
            self.show_latest()

    def show_latest(self, note: str = "") -> None:
        """The ruling panel for the log's latest event: an action's ruling, or (as a note, not a
        verdict) what an undo or redo moved, in the store's own words."""
        entries = self.live.entries
        last = entries[-1] if entries else None
        ruling = self.live.last_ruling
        if last is None or last.kind not in ("undo", "redo") or ruling is None:
            self.show_ruling(ruling, note=note)
            return
        moved = f"{ruling.message} (#{last.target_seq})"
        self.show_ruling(None, note=f"{note} {moved}" if note else moved)

    def _entry(self, seq: Any) -> Any:
        entries = self.live.entries
        if isinstance(seq, int) and 1 <= seq <= len(entries) and entries[seq - 1].seq == seq:
            return entries[seq - 1]  # the log is numbered from 1 without gaps
        return next((entry for entry in entries if entry.seq == seq), None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Grey out keys that would do nothing now, so the footer tells the truth.
        if action == "undo":
            return True if self.live.can_undo else None
        if action == "redo":
            return True if self.live.can_redo else None
        # These two only make sense after a refusal / a cited ruling: hide them otherwise.
        if action == "house_rule":
            return self._refused is not None
        if action == "share":  # a phone playing through a player link does not share again
            return not self.app.is_web and not getattr(self.app, "locked", False)
        if action == "open_cited_rule":
            panel = self.query_one_optional("#ruling-panel", RulingPanel)  # asked for every key: a cached look-up
            return bool(panel and panel.first_rule_id())
        return True

    # -- other actions ------------------------------------------------------------------------

    def action_house_rule(self) -> None:
        """Offer again to apply the last refused action as a house rule."""
        if self._refused is None:
            self.notify(_("No refused action to apply."))
            return
        refused = self._refused
        if isinstance(refused, (DiceRequest, CardRequest)):
            outcome = self.controller.submit(refused)  # asks again: roll anyway as a house rule?
            if isinstance(outcome, Refused):
                self._show(outcome)
            return
        panel = self.query_one("#ruling-panel", RulingPanel)
        if panel.ruling is not None:
            self._offer_house_rule(self.controller.refusal(refused, panel.ruling))

    def action_open_cited_rule(self) -> None:
        """Open the rules browser on the rule the last ruling cites (the highlighted citation)."""
        rule_id = self.query_one("#ruling-panel", RulingPanel).first_rule_id()
        if rule_id is None:
            self.notify(_("The last ruling cites no rule."))
            return
        self.app.open_rules(rule_id=rule_id, first=self.live.game.id)

    @on(ActionLog.OptionSelected, "#action-log")
    def _log_entry_chosen(self, event: ActionLog.OptionSelected) -> None:
        """Show the ruling of an earlier log entry, so its citations can be opened too."""
        entry = self._entry(int(event.option.id.split("-")[1])) if event.option.id else None
        if entry is None:
            return
        if entry.kind != "action" or entry.ruling is None:
            self.show_ruling(None, note=f"Entry #{entry.seq}: {entry.kind} of #{entry.target_seq}.")
            return
        state = "" if entry.active else " (undone)"
        self.show_ruling(entry.ruling, note=f"Entry #{entry.seq}{state}:")
        self.refresh_bindings()

    @on(RulingPanel.OpenRule)
    def _open_rule(self, event: RulingPanel.OpenRule) -> None:
        self.app.open_rules(rule_id=event.rule_id, first=self.live.game.id)

    def action_rules(self) -> None:
        """Open the rules browser."""
        self.app.open_rules(rule_id=self.query_one("#ruling-panel", RulingPanel).first_rule_id(),
                            first=self.live.game.id)

    def action_free_roll(self) -> None:
        """Roll dice no rule asked for (e.g. '2d10'); the roll is recorded in the log like any other."""

        def rolled(roll) -> None:
            if roll is not None and self.apply(RecordedRoll(roll)):
                self.notify(roll_text(roll), title=_("Free roll (recorded in the log)"), timeout=8)

        def typed(text: str | None) -> None:
            if text is None:
                return
            try:
                notation = parse_notation(text)
            except CommandError as error:
                self.notify(str(error), title=_("Not a dice notation"), severity="warning")
                return
            self.app.push_screen(DiceTray(notation.die, notation.count, N_("a free roll"), notation.modifier), rolled)

        self.app.push_screen(TextPrompt(_("Roll which dice? (e.g. 2d10, 3d6+2)"), value="2d6"), typed)

    def action_reload(self) -> None:
        """Read the session again from the database (another window may have moved it on)."""
        self._poll(always=True)

    def _poll(self, always: bool = False) -> None:
        outcome = self.controller.reload()
        if isinstance(outcome, Failed):
            if always:
                self.notify(translate(outcome.message), severity="error")
            return
        if outcome.changed or always:
            self.refresh_view()
            if outcome.changed:
                self.show_latest(note="Updated from another window.")

    def extra_key_nodes(self) -> list:
        """The game area, whose own keys (e.g. Dice Throne's damage calculator) help and palette list too."""
        return list(self.query("#game-area"))

    def action_focus_command(self) -> None:
        """Put the cursor back in the command line (a focused line is left as it is: focusing repaints it)."""
        command = self.query_one("#command", Input)
        if not command.has_focus:
            command.focus()

    def action_focus_log(self) -> None:
        """Move focus to the action log to scroll it."""
        self.query_one("#action-log").focus()

    def action_share(self) -> None:
        """Open the share screen (the sharing goes on while the session stays open)."""
        if self.share is None:
            store = getattr(self.app, "store", None)
            url = None if getattr(store, "in_memory", False) else getattr(store, "url", None)
            self.share = SessionShare(self._spectator_view, player_command(url, self.live.id))
            self.share.server.on_viewer = self._phone_moved
        self.app.push_screen(ShareScreen(self.share))

    def _phone_moved(self, viewer: Viewer, connected: bool) -> None:
        watching = viewer.access is Access.SPECTATOR
        if connected:
            self.notify((_("A phone at {peer} is watching.") if watching else _("A phone at {peer} is playing."))
                        .format(peer=viewer.peer), title=_("Shared"))
        else:
            self.notify((_("The phone at {peer} (watching) disconnected.") if watching
                         else _("The phone at {peer} (playing) disconnected.")).format(peer=viewer.peer),
                        title=_("Shared"), severity="warning")

    def _spectator_view(self) -> SpectatorView:
        return spectator_view(getattr(self.live, "name", ""), self.live.game, self.live.state,
                              self.live.last_ruling, self.live.entries)

    # -- the game clock -------------------------------------------------------------------------

    def _clock_call(self, change: Callable[[], object]) -> None:
        """Run a clock change; a store failure turns the clock off with a notification."""
        try:
            change()
        except StoreError as error:
            self.clock = None
            self.notify(str(error), title=_("The game clock stopped"), severity="warning", timeout=8)

    def _show_clock(self) -> None:
        if self.clock is None:
            return
        played, turn = clock_text(self.clock.elapsed()), clock_text(self.clock.turn_elapsed())
        line = (_("Clock {played} · this turn {turn}") if self.clock.running
                else _("Clock {played} · this turn {turn} · paused (f11 resumes)"))
        # Repainted in place each second; laid out again only when the line gets longer or shorter.
        show_content(self.query_one("#clock-line", Static), line.format(played=played, turn=turn))

    def _tick_clock(self) -> None:
        if self.clock is not None:
            self._clock_call(self.clock.tick)
            self._show_clock()

    def action_toggle_clock(self) -> None:
        """Pause or resume the game clock (saved at once)."""
        if self.clock is None:
            self.notify(_("This session has no game clock here."))
            return
        self._clock_call(self.clock.toggle)
        self._show_clock()

    def action_summary(self) -> None:
        """Open the game's summary (the clock is saved first, so its time is current)."""
        if self.clock is not None:
            self._clock_call(self.clock.save)
        open_summary = getattr(self.app, "open_summary", None)
        if open_summary is None:
            self.notify(_("The summary needs the app's session store."))
            return
        open_summary(self.live.id)

    async def on_unmount(self) -> None:
        if self.clock is not None:
            self._clock_call(self.clock.pause)
        if self.share is not None:
            await self.share.stop()

    def action_leave(self) -> None:
        """esc: first closes what is in the way (the messages shown, then the command line's text);
        with nothing left to close, back to the home screen (everything is already saved), or closes
        a player link's app. So an esc meant for a refusal's message never leaves the session."""
        if self.query("Toast"):
            self.app.clear_notifications()
            return
        line = self.query_one("#command", Input)
        if line.value:
            line.value = ""
            return
        if self.leave_exits:
            self.app.exit()
            return
        self.dismiss(None)
