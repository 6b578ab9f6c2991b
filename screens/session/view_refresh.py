"""Drawing the panels again from the session once the store has committed, and the ruling panel's text.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from textual.widgets import Input

from companion.services.i18n import _, translate
from rules_engine.ruling import Ruling
from screens.action_log import ActionLog
from screens.area_view import AreaView, area_view
from screens.game_area import GameArea
from screens.ruling_panel import RulingPanel
from screens.session.frame_state import FrameState
from screens.view_cache import commands_of


#: Seconds after a move that began a new turn before the game clock saves it: after the move's frame (drawn within a
#: few milliseconds on a quiet machine), and before the next key a player is likely to press.
CLOCK_TURN_SAVED_AFTER = 0.1


class FrameViewRefresh(FrameState):
    """Drawing the panels again from the session once the store has committed, and the ruling panel's text."""

    #: What the board and the commands line were last drawn from: the state and the ruling (compared by identity:
    #: an engine state never changes once made), and the view shown for them (None before the first drawing).
    _drawn: tuple[object, object, AreaView] | None = None

    def refresh_view(self, *, again: bool = False) -> None:
        """Redraw the panels from the session (called only after the store has committed), each only when what it
        shows changed: the board and the commands line when the state or the ruling did, the log when it grew or an
        undo or redo changed an entry, the keys when one of them changed. `again` draws the board whatever it was
        drawn from (a new theme's colours)."""
        game, state, ruling = self.live.game, self.live.state, self.live.last_ruling
        drawn = self._drawn
        if again or drawn is None or drawn[0] is not state or drawn[1] is not ruling:
            shown = area_view(game, state, ruling)  # the view, computed once (the choices when first read)
            self._drawn = (state, ruling, shown)
            self._draw_board(shown, new_state=again or drawn is None or drawn[0] is not state)
        self.query_one("#action-log", ActionLog).show_entries(self.live.entries)
        self.refresh_bindings()
        if self.share is not None:
            self.share.changed()

    def _draw_board(self, shown: AreaView, *, new_state: bool) -> None:
        """The players, the game's area, and (for a new state) the commands line and the clock's turn."""
        view = shown.view
        if (players := self.players_panel) is not None:  # none on a board that shows the players itself
            players.show_players(view.players)
        self.query_one("#game-area", GameArea).show(shown)
        if not new_state:
            return
        commands = commands_of(self.live.game, shown.state)
        help_line = " · ".join(c.syntax for c in commands) if commands else _("this game takes no typed commands")
        if view.finished:
            over = _("Game over: {result}.").format(result=translate(view.result)) if view.result else _("Game over.")
            help_line = over + " " + _("Undo (ctrl+z) to go back.")
        self._help_line = _("Commands: {commands}  (help · check CMD)").format(commands=help_line)
        self._show_help_or_candidates(self.query_one("#command", Input).value)
        if (clock := self.clock) is not None:
            # A new turn is the clock's at once (its line below), saved a moment later, once the move's frame is drawn:
            # the move's key waits for one commit, the move's, not for the clock's as well. (A timer, not
            # `call_after_refresh`: a callback waiting for the screen's refresh drew the move in two frames, the
            # screen's update run before every widget had asked for its part.)
            self._clock_call(lambda: clock.turn_is(view.turn, save=False))
            if clock.unsaved and self.drawn_whole:
                self.set_timer(CLOCK_TURN_SAVED_AFTER, self._save_clock_turn, name="game clock's new turn")
            elif clock.unsaved:  # the board's opening: saved once its first drawing is whole, as the clock's resume is
                self.after_drawn_whole(self._save_clock_turn)
            self._show_clock()

    def _save_clock_turn(self) -> None:
        """The clock's new turn saved after the move's frame, or its resume once the board's first drawing is whole
        (`screens.session.drawn_whole`; the clock may be gone, or saved by its tick, by then)."""
        if (clock := self.clock) is not None:
            self._clock_call(clock.save_turn)

    def _recolour(self, _theme: object) -> None:
        """A new theme (the palette's theme picker): draw the panels' text again in its colours."""
        self.query_one("#action-log", ActionLog).redraw()
        self.refresh_view(again=True)
        self.show_latest()

    def show_ruling(self, ruling: Ruling | None, note: str = "", *, note_after: bool = False) -> None:
        """Show a ruling (and a note, above it or with `note_after` under its verdict) in the ruling panel."""
        self.query_one("#ruling-panel", RulingPanel).show_ruling(ruling, note=note, note_after=note_after)

    def show_latest(self, note: str = "") -> None:
        """The ruling panel for the log's latest event: an action's ruling, or (as a note, not a
        verdict) what an undo or redo moved, in the store's own words."""
        entries = self.live.entries
        last = entries[-1] if entries else None
        ruling = self.live.last_ruling
        if last is None or last.kind not in ("undo", "redo") or ruling is None:
            self.show_ruling(ruling, note=note)
            return
        # Worded here in the table's language (the store's own note is English): the moved action's ruling is
        # translated as the log translates it, a session saved in another language included.
        target = entries[last.target_seq - 1] if last.target_seq and last.target_seq <= len(entries) else None
        what = translate(target.ruling.message) if target is not None and target.ruling is not None \
            else _("the last action")
        moved = (_("Undone: {what} (#{seq})") if last.kind == "undo" else _("Redone: {what} (#{seq})")).format(
            what=what, seq=last.target_seq)
        self.show_ruling(None, note=f"{note} {moved}" if note else moved)
