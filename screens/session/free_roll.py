"""A free roll (ctrl+t): dice no rule asked for, recorded in the log like any other.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from companion.services.dice_text import roll_text
from companion.services.i18n import _, error_text
from rules_engine.errors import CommandError
from rules_engine.messages import N_
from rules_engine.recorded_roll import RecordedRoll
from screens.dialogs import TextPrompt
from screens.session.frame_state import FrameState


class FrameFreeRoll(FrameState):
    """A free roll (ctrl+t): dice no rule asked for, recorded in the log like any other."""

    def action_free_roll(self) -> None:
        """Roll dice no rule asked for (e.g. '2d10'); the roll is recorded in the log like any other."""

        def rolled(roll) -> None:
            if roll is not None and self.apply(RecordedRoll(roll)):
                self.notify(roll_text(roll), title=_("Free roll (recorded in the log)"), timeout=8)

        def typed(text: str | None) -> None:
            if text is None:
                return
            # Imported when a free roll is first asked for, not at the board's opening.
            from rules_engine.dice_notation import parse_notation
            from screens.dice_tray import DiceTray

            try:
                notation = parse_notation(text)
            except CommandError as error:
                self.notify(error_text(error), title=_("Not a dice notation"), severity="warning")
                return
            self.app.push_screen(DiceTray(notation.die, notation.count, N_("a free roll"), notation.modifier), rolled)

        self.app.push_screen(TextPrompt(_("Roll which dice? (e.g. 2d10, 3d6+2)"), value="2d6"), typed)
