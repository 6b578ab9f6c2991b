"""The placement offer: which drawn location goes in the map's cursor cell, each with the engine's verdict there,
shown in the one choice dialog (`screens.choice_dialog`, opened with `GameArea.open_choices`).

"Another card" hands the draw to the card tray: the table names the card it drew, and a card the session
lacks is typed in the catalogue form (rules_engine/dungeoneer/typed_locations.py).

A refused location can still be chosen (its option is not disabled, its verdict says why): the session frame
then shows the refusal with its rule (and offers a house rule), and the map draws where the placement goes
wrong. The placement is one step: once the state changes (placed, or the card named), the offer ends the flow.
"""

from __future__ import annotations

from companion.services.i18n import _, reference_text, translate
from rules_engine.dungeoneer.fair_placement import FAIR_PLACEMENT_RULE
from rules_engine.dungeoneer.offers import Placement, PlacingAt
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.typed_locations import cell_words, placement_request
from rules_engine.messages import N_
from screens.area_view import AreaView
from screens.choice_dialog import Offer, Option

FITS = N_("allowed here")


def place_options(placements: tuple[Placement, ...]) -> list[tuple[str, str, str]]:
    """(card id, card name, the engine's verdict on placing it in the cell) for each location the engine offers."""
    options = []
    for placement in placements:
        ruling = placement.verdict.ruling
        why = _(FITS)
        if not ruling.allowed:
            cited = f" ({reference_text(ruling.citations[0])})" if ruling.citations else ""
            why = translate(ruling.message) + cited
        elif FAIR_PLACEMENT_RULE in (c.rule_id for c in ruling.citations) and ruling.effects:
            why = f"{_(FITS)}: {translate(ruling.effects[-1])}"  # the fair placement variant names who places it
        options.append((placement.card_id, translate(placement.name), why))
    return options


def place_offer(view: AreaView, cell: tuple[int, int]) -> Offer:
    """The placement dialog for `cell`: each location the deck holds with the engine's verdict there (a refused
    one still chosen, to see why on the map), then "another card", which asks the card tray for the card drawn."""
    placements: tuple[Placement, ...] = view.game.offers(view.state, PlacingAt(cell))
    options = [Option(name, A.PlaceLocation(card_id, cell), why) for card_id, name, why in place_options(placements)]
    options.append(Option(_("Another card: name it"), placement_request(view.state, cell),
                          _("a card drawn from the table's deck that the list lacks (typed from the card if new)")))
    return Offer(_("Place a location {where}").format(where=translate(cell_words(view.state, cell))),
                 _("Which location was drawn? Refused ones can be chosen to see why on the map."), tuple(options))


__all__ = ["FITS", "place_offer", "place_options"]
