"""The steps the app plays itself (solo Dungeoneer's dungeon lord), taken when the area lets it.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from textual import on

from companion.services.i18n import translate
from companion.services.outcomes import (
    STOP_STUCK,
)
from rules_engine.ruling import Ruling
from screens.game_area import GameArea
from screens.session.frame_state import FrameState


class FrameAutomation(FrameState):
    """The steps the app plays itself (solo Dungeoneer's dungeon lord), taken when the area lets it."""

    def automation_follows(self) -> bool:
        """Whether the app takes steps by itself now (the area lets it and the game awaits one of its steps)."""
        return self.query_one("#game-area", GameArea).automation() is not None and \
            self.controller.automated() is not None

    def run_automated(self, undrawn: Ruling | None = None) -> None:
        """Take the steps the app plays itself (solo Dungeoneer's dungeon lord), when the area lets it.

        The controller commits each step as its own log entry before anything shows; then the log,
        the area and the ruling panel show them (the last step's ruling, with how many were taken).
        Never after an undo or a redo: the step undone waits for the table (or the next action).
        `undrawn`: the ruling of an action applied just before and not drawn yet (with its board) because the
        app's steps follow it: shown as the action's own when no step is taken, so the board is drawn once.
        """
        source = self.query_one("#game-area", GameArea).automation()
        if source is None or self.controller.automated() is None:
            if undrawn is not None:
                self.refresh_view()
                self.show_ruling(undrawn)
            return
        run = self.controller.run_automated(source)
        area = self.query_one("#game-area", GameArea)
        if run.steps:
            self.refresh_view()
            self.show_ruling(run.steps[-1].applied.ruling, note=area.automated_note(run.steps))
        elif undrawn is not None:
            self.refresh_view()
            self.show_ruling(undrawn)
        if run.problem is not None:
            self._show(run.problem)
        elif run.stopped == STOP_STUCK:
            self.notify(translate(run.message), severity="warning", timeout=8)

    @on(GameArea.Automate)
    def _area_automate(self, event: GameArea.Automate) -> None:
        event.stop()
        self.run_automated()
