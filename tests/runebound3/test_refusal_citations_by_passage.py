"""Runebound 3e refusals cite the passage they rest on (issue 29, read against the summary's text).

Each row is a refusal the review found citing a passage about something else, with the rule it cites
now and that rule's heading as printed (or the app's own convention). Before the fix each of these
cited the neighbouring rule named in the comment, so every row fails on the old code.
"""

from __future__ import annotations

import pytest

from rules_engine.errors import RuleViolation
from rules_engine.rules_index import get_rule
from rules_engine.runebound3.combat.fighters import enemy_tokens
from tests.support.refusal_sites import assert_site_cites, refusal_sites

#: (module, message start) -> (rule it cites, heading of that rule as printed, or "companion").
FIXED = {
    # was runebound3.quest.actions: the quest passage says nothing of how many actions a turn has
    ("rules_engine.runebound3.quests", "a turn has {most} actions"): ("runebound3.turn.actions", "Игровой Ход."),
    # was runebound3.combat.enemy-tokens: that there are two acts is the acts passage's
    ("rules_engine.runebound3.combat.fighters", "Runebound has acts 1 and 2"): ("runebound3.acts.second", "Акт 1 и 2."),
    # was runebound3.enemy.defeated (a defeated hero only rests): the wound range is the defeat passage's
    ("rules_engine.runebound3.hero_actions", "wounds go from 0 to {health}"): ("runebound3.combat.defeat", "Поражение:"),
    # was runebound3.enemy: whether the app runs a fight or the table enters it is the app's convention
    ("rules_engine.runebound3.fighting", "no fight is run token by token now"): ("runebound3.outcome-entered", "companion"),
    ("rules_engine.runebound3.fighting", "this fight is run token by token"): ("runebound3.outcome-entered", "companion"),
}

#: Refusals passing on a bad typed challenge card's own message: they cited the token flip or the start of a
#: fight before; the summary prints no card values, so it is the app's convention. (A typed item's bad type
#: still cites «Торговля:», which lists the five types, and a bad token face the toss passage.)
TYPED_CARD_MODULES = {"rules_engine.runebound3.hero_actions": 2, "rules_engine.runebound3.fighting": 1}

SITES = refusal_sites()


@pytest.mark.parametrize(("where", "cited"), sorted(FIXED.items()))
def test_a_fixed_refusal_cites_the_passage_it_rests_on(where, cited):
    assert_site_cites(SITES, *where, *cited)


def test_a_bad_typed_card_is_refused_under_the_apps_card_typing_convention():
    typed = {module: sum(1 for site in SITES if site.module == module and "runebound3.typed-card" in site.rules)
             for module in TYPED_CARD_MODULES}
    assert typed == TYPED_CARD_MODULES
    rule = get_rule("runebound3.typed-card")
    assert rule.book == "companion" and "app's convention" in rule.summary


def test_a_fight_in_an_act_the_game_has_not_cites_the_acts_passage():
    with pytest.raises(RuleViolation) as refused:
        enemy_tokens((), act=3)
    assert [(c.rule_id, c.heading) for c in refused.value.ruling.citations] == [("runebound3.acts.second", "Акт 1 и 2.")]


def test_summaries_now_name_what_their_refusals_rest_on():
    # buying pays the price (the trade passage's «оплатив ее стоимость Золотом»), not only "buys one"
    assert "paying its price in gold" in get_rule("runebound3.trade.market").summary
    # the quest passage does not count actions: the arrow rule is the app's reading of the turn passage
    assert "app counts" in get_rule("runebound3.quest.actions").summary
    # the round passage says both spend and who acts first; taking turns one action each is read from it
    assert "app reads acting first as taking turns" in get_rule("runebound3.combat.alternate").summary
