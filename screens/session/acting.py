"""Acting: a request submitted through the controller, and its typed outcome shown.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from textual import on

from companion.services.i18n import _, translate
from companion.services.outcomes import (
    ActOutcome,
    Applied,
    ChanceUnusable,
    Conflict,
    Failed,
    InternalError,
    NeedsChance,
    Refused,
    Request,
)
from rules_engine.actions import Action
from screens.game_area import GameArea
from screens.session.frame_state import FrameState


class FrameActing(FrameState):
    """Acting: a request submitted through the controller, and its typed outcome shown."""

    @on(GameArea.Submit)
    def _area_submit(self, event: GameArea.Submit) -> None:
        event.stop()
        self.submit(event.action, override=event.override)

    def submit(self, request: Request, *, override: bool = False) -> None:
        """Apply an action, or get dice (or a card) for a request first and then apply the action it builds."""
        self._forget_refusal()
        self._show(self.controller.submit(request, override=override))

    def apply(self, action: Action, *, override: bool = False) -> bool:
        """Act through the controller (the store commits), then redraw; a refusal shows its rule and offers a house rule."""
        return self._show(self.controller.apply(action, override=override))

    def _show(self, outcome: ActOutcome) -> bool:
        """Show what acting came to; True when an action was applied."""
        if isinstance(outcome, Applied):
            self._refused = None
            self._keep_typed_cards(outcome.action)
            if self.automation_follows():  # the board is drawn once, after the app's own steps (or without any)
                self.action_focus_command()
                self.run_automated(undrawn=outcome.ruling)
                return True
            self.refresh_view()
            self.show_ruling(outcome.ruling)
            self.action_focus_command()  # after a board button or the dice tray, typing goes on here
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

    def _keep_typed_cards(self, action: Action) -> None:
        """Keep in the table's catalogue each card the move took from values typed after its name, and say what came
        of it (saved; or not, and why: the game goes on with the card as typed either way)."""
        if not (getattr(action, "values", ()) or action.DESCRIBES_THE_BOX):  # nothing typed from the box (the service
            return  # and the store are imported for it)
        from companion.services.typed_catalogue import keep_typed_cards

        for kept in keep_typed_cards(self.live.game.id, action, self.live.state, db=getattr(self.app, "store", None),
                                     locked=getattr(self.app, "locked", False)):
            self.notify(translate(kept.message), title=_("Catalogue") if kept.saved else _("Not in the catalogue"),
                        severity="information" if kept.saved else "warning", timeout=10)

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

    def _show_conflict(self, conflict: Conflict) -> None:
        self.notify(_("{message} The latest state is shown now; try again.").format(message=translate(conflict.message)),
                    title=_("Changed elsewhere"), severity="warning", timeout=8)
        if conflict.reload_error:
            self.notify(conflict.reload_error, severity="error")
        self.refresh_view()
