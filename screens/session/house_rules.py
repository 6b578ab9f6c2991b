"""A refusal on screen and the house-rule question it raises (ctrl+g asks again).

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from companion.services.i18n import _, translate
from companion.services.outcomes import (
    Refused,
)
from rules_engine.chance import CardRequest, DiceRequest
from rules_engine.messages import N_
from screens.dialogs import HouseRuleDialog
from screens.formatting import format_citation
from screens.game_area import GameArea
from screens.ruling_panel import RulingPanel
from screens.session.frame_state import FrameState


class FrameHouseRules(FrameState):
    """A refusal on screen and the house-rule question it raises (ctrl+g asks again)."""

    def _show_refusal(self, refused: Refused) -> None:
        """The refusal in the ruling panel, then the house-rule question (or why there is none)."""
        if refused.as_house_rule:
            self._refused = None
            self.show_ruling(refused.ruling, note=_("This cannot be waived."), note_after=True)
            self.refresh_bindings()
            self.notify(translate(refused.ruling.message), title=_("Refused even as a house rule"), severity="error")
            return
        self._refused = refused.request
        self.show_ruling(refused.ruling)
        self.refresh_bindings()
        self.query_one("#game-area", GameArea).show_refusal(refused.request)
        self._offer_house_rule(refused)

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
            self.show_ruling(refused.ruling, note=_("No house rule can allow this."), note_after=True)
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
