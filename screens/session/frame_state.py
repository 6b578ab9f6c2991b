"""What every job of the session frame shares: the session on screen, its controller, clock and sharing.

The frame (`screens.session_frame.SessionFrame`) is made of one class per job (screens/session/*.py), each
a `FrameState`; the frame's `__init__` sets these attributes. The jobs call one another through the frame:
those calls are declared here for the type checker only (the frame's class order decides what runs).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.screen import Screen

if TYPE_CHECKING:
    from companion.services.controller import SessionController
    from companion.services.game_clock import GameClock
    from companion.services.outcomes import ActOutcome, Conflict, InternalError, NeedsChance, Refused, Request
    from companion.services.sharing.session_share import SessionShare
    from companion.services.store import LiveSession
    from rules_engine.actions import Action
    from rules_engine.ruling import Ruling
    from screens.players_panel import PlayersPanel


class FrameState(Screen[None]):
    """The session frame's shared state (set by `SessionFrame.__init__`)."""

    #: The session on screen.
    live: LiveSession
    #: Every decision about a command goes through it.
    controller: SessionController
    #: The session's game clock (None: not timed, e.g. a frame opened without its store).
    clock: GameClock | None
    #: Leaving closes the app (a phone's player link sees only this session).
    leave_exits: bool
    #: The refused action (or dice request) that ctrl+g would apply as a house rule.
    _refused: Request | None
    #: The commands line shown above the input while nothing is typed.
    _help_line: str
    #: The sharing of this session with phones, made when the table first opens the share screen.
    share: SessionShare | None
    #: The players panel (None on a board whose game area shows the players itself: not composed there).
    players_panel: PlayersPanel | None = None
    #: True once the board's first drawing is whole (`screens.session.drawn_whole.FrameDrawnWhole`).
    drawn_whole: bool

    if TYPE_CHECKING:  # one job calls another's methods through the frame
        def _clock_call(self, change: Callable[[], object]) -> None: ...
        def after_drawn_whole(self, then: Callable[[], object], *, if_closed: bool = False) -> None: ...
        def _forget_refusal(self) -> None: ...
        def _get_chance(self, needed: NeedsChance) -> None: ...
        def _internal_error(self, error: InternalError) -> None: ...
        def _place_notifications(self) -> None: ...
        def _show(self, outcome: ActOutcome) -> bool: ...
        def _show_clock(self) -> None: ...
        def _show_conflict(self, conflict: Conflict) -> None: ...
        def _show_help_or_candidates(self, text: str) -> None: ...
        def _show_refusal(self, refused: Refused) -> None: ...
        def action_focus_command(self) -> None: ...
        def apply(self, action: Action, *, override: bool = False) -> bool: ...
        def refresh_view(self, *, again: bool = False) -> None: ...
        def automation_follows(self) -> bool: ...
        def run_automated(self, undrawn: Ruling | None = None) -> None: ...
        def show_latest(self, note: str = "") -> None: ...
        def show_ruling(self, ruling: Ruling | None, note: str = "", *, note_after: bool = False) -> None: ...
        def submit(self, request: Request, *, override: bool = False) -> None: ...
