"""A Runebound 3e adventure, trade or market deal the rules refuse whatever card comes is refused before the table
draws one: a hero with one action left asking for an adventure (two actions) was shown the card tray, drew a real card
from the deck and typed it in, and only then read that the adventure needs two actions («Игровой Ход.»: «Приключение
(стоит 2 действия)»). Each request names a card not drawn yet as its stand-in; the rules read the card only after what
does not depend on it, so "may I?" and the command itself answer before the draw."""

from __future__ import annotations

import pytest

from companion.services.controller import SessionController
from companion.services.fulfillers import TableCard
from companion.services.outcomes import Applied, Checked, NeedsChance, Refused
from companion.services.rehearsal import RehearsalSession
from rules_engine.chance import CardRequest
from rules_engine.runebound3.game import RUNEBOUND3
from tests.runebound3.helpers import fighting_setup


def controller_after(*commands: str) -> SessionController:
    """A rehearsal of a two-player game from the helpers' setup (markets dealt, a green token on Tamalir where the
    heroes start), after these commands of the first player."""
    controller = SessionController(RehearsalSession(RUNEBOUND3, fighting_setup(2)))
    for command in commands:
        outcome = controller.submit(controller.read(command))
        assert isinstance(outcome, Applied), outcome
    return controller


@pytest.mark.rule("runebound3.turn.actions")
def test_an_adventure_with_one_action_left_is_refused_before_the_card_is_drawn() -> None:
    controller = controller_after("train", "train")
    request = controller.read("adventure")
    assert isinstance(request, CardRequest)
    outcome = controller.submit(request)
    assert isinstance(outcome, Refused) and outcome.before_chance, outcome
    assert outcome.ruling.message == "P0 has 1 of 3 actions left this turn, and this needs 2"
    assert [c.rule_id for c in outcome.ruling.citations] == ["runebound3.turn.actions"]
    asked = controller.check(request)
    assert isinstance(asked, Checked) and asked.allowed is False and asked.ruling is not None
    assert asked.ruling.citations[0].rule_id == "runebound3.turn.actions"


def test_an_adventure_refused_before_the_draw_may_still_be_played_as_a_house_rule_with_the_card_drawn() -> None:
    controller = controller_after("train", "train")
    refused = controller.submit(controller.read("adventure"))
    assert isinstance(refused, Refused) and refused.house_rule is not None
    needed = controller.submit(refused.house_rule.request, override=True)
    assert isinstance(needed, NeedsChance) and needed.override
    applied = controller.fulfil(needed.request, TableCard("Old Ruins as quest"), override=True)
    assert isinstance(applied, Applied) and applied.ruling.overridden


def test_an_adventure_the_rules_allow_whatever_card_comes_asks_for_the_card() -> None:
    controller = controller_after()
    request = controller.read("adventure")
    assert isinstance(controller.submit(request), NeedsChance)
    asked = controller.check(request)
    assert isinstance(asked, Checked) and asked.ruling is None and "depends on which card" in str(asked.note)
    applied = controller.fulfil(request, TableCard("Old Ruins as quest"))
    assert isinstance(applied, Applied), applied


@pytest.mark.rule("runebound3.typed-card")
def test_a_card_the_rules_refuse_is_still_refused_once_drawn() -> None:
    controller = controller_after()
    request = controller.read("adventure")
    refused = controller.fulfil(request, TableCard("Troll as enemy health many"))
    assert isinstance(refused, Refused) and not refused.before_chance
    assert refused.ruling.citations[0].rule_id == "runebound3.typed-card"


@pytest.mark.rule("runebound3.trade.city")
def test_a_trade_away_from_a_city_is_refused_before_the_item_is_drawn() -> None:
    controller = controller_after("move wilds Wilds")
    outcome = controller.submit(controller.read("trade"))
    assert isinstance(outcome, Refused) and outcome.before_chance, outcome
    assert outcome.ruling.citations[0].rule_id == "runebound3.trade.city"


def test_a_market_deal_once_the_markets_are_full_is_refused_before_the_item_is_drawn() -> None:
    controller = controller_after()
    outcome = controller.submit(controller.read("deal"))
    assert isinstance(outcome, Refused) and outcome.before_chance, outcome
