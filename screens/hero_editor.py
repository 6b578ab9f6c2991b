"""The Dice Throne hero editor: the catalogue form for Dice Throne heroes, with a key for each list of the board.

It is `CatalogueEditor` for the kind `dice-throne hero`: a hero's details, statuses and abilities
edited in forms made from the hero format (`cards_db.dice_throne_format.HERO`), every change checked
as an import would check it, and saving into the user's catalogue. What it adds is the board's
words: "Ability: Squall" in the parts list, ctrl+n for a new ability and ctrl+t for a new status.
"""

from __future__ import annotations

from typing import Any

from textual.binding import Binding

from cards_db.dice_throne_format import BLANK_ITEMS

from companion.services.i18n import _
from rules_engine.messages import NC_, N_
from screens.catalogue_editor import CatalogueEditor

GAME, KIND = "dice-throne", "hero"
SECTION_LABELS = {"statuses": N_("Status"), "abilities": N_("Ability")}


class HeroEditor(CatalogueEditor):
    """Edit a Dice Throne hero (one of the catalogue's or a new one) and save it to the user's catalogue."""

    HELP_TITLE = NC_("screen title", "Dice Throne hero editor")
    HELP_TEXT = N_("Choose a hero to start from, then a part on the left: its details, a status or an ability. "
                   "Change the fields and press enter (lists and objects are JSON). A change the hero format "
                   "refuses is shown in red and changes nothing. ctrl+s saves the hero to your catalogue.")
    BINDINGS = [
        Binding("ctrl+s", "save", N_("Save"), id="hero_editor.save",
                tooltip=N_("Save the hero to your catalogue, as an import would; new sessions can choose it.")),
        Binding("f2", "apply", N_("Apply"), id="hero_editor.apply",
                tooltip=N_("Check the form's fields and put them into the hero (enter in a field does the same).")),
        Binding("ctrl+n", "add_ability", N_("New ability"), id="hero_editor.add_ability",
                tooltip=N_("Add an ability to fill in (it starts passive, which needs no condition).")),
        Binding("ctrl+t", "add_status", N_("New status"), id="hero_editor.add_status",
                tooltip=N_("Add a status token to fill in.")),
        Binding("ctrl+r", "remove", N_("Remove"), id="hero_editor.remove",
                tooltip=N_("Remove the chosen status or ability (refused if the hero needs it).")),
        Binding("escape", "back", N_("Back"), id="hero_editor.back",
                tooltip=N_("Leave the editor (asks first when there are unsaved changes).")),
    ]
    FOOTER_DROPPED_FIRST = ("remove", "add_status", "add_ability", "apply")

    def __init__(self, hero_id: str | None = None, *, name: str = "", close_on_save: bool = False) -> None:
        super().__init__(GAME, KIND, hero_id, name=name, close_on_save=close_on_save)

    def item_blanks(self) -> dict[str, dict[str, Any]]:
        """A new status or ability starts as the smallest one the format accepts (a passive ability)."""
        return {name: dict(item) for name, item in BLANK_ITEMS.items()}

    def title_text(self) -> str:
        """The editor's title."""
        return _("Dice Throne hero editor")

    def details_label(self) -> str:
        """The hero's own fields, in the parts list."""
        return _("Hero details")

    def section_label(self, section: str) -> str:
        """'Ability' or 'Status' for an item of the board."""
        return _(SECTION_LABELS[section]) if section in SECTION_LABELS else section

    async def action_add_ability(self) -> None:
        """Add a new ability and open its form."""
        await self._add("abilities")

    async def action_add_status(self) -> None:
        """Add a new status and open its form."""
        await self._add("statuses")
