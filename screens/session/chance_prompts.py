"""The dice or the card a request needs: the dice tray, the card tray, or a prompt for the card the table drew.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from companion.services.dice_text import said_dice
from companion.services.fulfillers import Fulfiller, TableCard
from companion.services.i18n import _, translate
from companion.services.outcomes import (
    ChanceUnusable,
    NeedsChance,
)
from rules_engine.actions import Action
from rules_engine.chance import CardRequest
from screens.dialogs import TextPrompt
from screens.game_area import GameArea
from screens.session.frame_state import FrameState


class FrameChancePrompts(FrameState):
    """The dice or the card a request needs: the dice tray, the card tray, or a prompt for the card the table drew."""

    def _get_chance(self, needed: NeedsChance) -> None:
        """The dice tray (or, for a card, a prompt for the card the table drew), then the action it builds."""
        request, override = needed.request, needed.override
        if isinstance(request, CardRequest):
            deck = self.query_one("#game-area", GameArea).card_deck(request)
            forms = self.query_one("#game-area", GameArea).card_forms(request)
            instead = self.query_one("#game-area", GameArea).card_instead(request)
            if deck is not None or forms or instead is not None:  # the tray: the app's deck, a form, or instead

                def chosen(source: Fulfiller | Action | None) -> None:
                    if source is None:
                        self.notify(_("No card drawn; nothing was applied."))
                        return
                    if isinstance(source, Action):  # what the tray offered instead of the card
                        self._show(self.controller.apply(source, override=override))
                        return
                    outcome = self.controller.fulfil(request, source, override=override)
                    if isinstance(outcome, ChanceUnusable):
                        self.notify(translate(outcome.message), title=_("Cannot use that card"), severity="error")
                        return
                    self._show(outcome)

                from screens.card_tray import CardTray  # imported when first asked for (not at the board's opening)

                self.app.push_screen(CardTray(request, deck, forms, instead), chosen)
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
            outcome = self.controller.fulfil(request, roll, override=override)  # the log keeps the request too
            if isinstance(outcome, ChanceUnusable):
                self.notify(translate(outcome.message), title=_("Cannot use that roll"), severity="error")
                return
            who = _("the app rolled") if roll.source == "app" else _("table dice")
            # the dice as the log says them, face by face: a rule that sums them says its total in its ruling
            self.notify(f"{said_dice(roll)} ({who})", title=_("Dice"))
            self._show(outcome)

        from screens.dice_tray import DiceTray  # imported when first asked for (not at the board's opening)

        notes = self.query_one("#game-area", GameArea).tray_notes(request)
        self.app.push_screen(DiceTray(request.die, request.count, request.purpose, request.modifier, notes), rolled)
