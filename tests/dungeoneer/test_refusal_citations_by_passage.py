"""Dungeoneer refusals cite the passage they rest on (issue 29, read against the book's text).

Each row is a refusal the review found citing a passage about something else, with the rule it cites
now and that rule's heading as printed (or the app's own convention). Before the fix each cited the
rule named in the comment, so every row fails on the old code.
"""

from __future__ import annotations

import pytest

from rules_engine.rules_index import fold, get_rule
from tests.support.refusal_sites import assert_site_cites, refusal_sites

BOOK = "dungeoneer-tomb-of-the-lich-lord.ru.txt"

#: (module, message start) -> (rule it cites, heading of that rule as printed, or "companion").
FIXED = {
    # was points.spending (glory and peril): the action point of a search is the seek passage's
    ("rules_engine.dungeoneer.seeking", "a search costs an action point"): ("dungeoneer.quests.seek", "Категории заданий"),
    # was points.spending: extra dice are the chance quest card's offer
    ("rules_engine.dungeoneer.questing", "extra dice cannot be fewer"): ("dungeoneer.quests.chance", "Категории заданий"),
    ("rules_engine.dungeoneer.questing", "the extra dice cost"): ("dungeoneer.quests.chance", "Категории заданий"),
    # was the quest's own category: only a chance quest sells dice, only a hunt has a monster
    ("rules_engine.dungeoneer.questing", "extra dice are bought only"): ("dungeoneer.quests.chance", "Категории заданий"),
    ("rules_engine.dungeoneer.questing", "only a hunt's monster"): ("dungeoneer.quests.hunt", "Категории заданий"),
    # was battle.monster-attack, battle.start, companion.card-effect and points.spending: «Игрок, чей герой
    # повержен, выбывает из игры» is in the comparison stage
    ("rules_engine.dungeoneer.battles", "{target}'s hero has left the game"): ("dungeoneer.battle.compare", "Этапы битвы"),
    ("rules_engine.dungeoneer.card_effects", "{hero}'s hero has left the game"): ("dungeoneer.battle.compare", "Этапы битвы"),
    ("rules_engine.dungeoneer.inventory", "{hero}'s hero has left the game"): ("dungeoneer.battle.compare", "Этапы битвы"),
    ("rules_engine.dungeoneer.inventory", "that hero has left the game"): ("dungeoneer.battle.compare", "Этапы битвы"),
    # was points.spending: an unknown card is the convention on cards the catalogue lacks
    ("rules_engine.dungeoneer.inventory", "no adventure card"): ("dungeoneer.companion.typed-card", "companion"),
    # was move.leaving-exits: an exit that asks for nothing is an open exit
    ("rules_engine.dungeoneer.moving", "this exit asks for no die"): ("dungeoneer.exits.open", "Обычные выходы"),
}

SITES = refusal_sites()


@pytest.mark.parametrize(("where", "cited"), sorted(FIXED.items()))
def test_a_fixed_refusal_cites_the_passage_it_rests_on(where, cited):
    assert_site_cites(SITES, *where, *cited)


def test_saving_a_point_under_limited_movement_cites_the_variant():
    found = [site for site in SITES if site.module == "rules_engine.dungeoneer.turn"
             and "with limited movement no point is saved" in site.message]
    assert len(found) == 1
    assert set(found[0].rules) == {"dungeoneer.turn.save-point", "dungeoneer.variant.limited-movement"}


def test_the_glory_card_locator_finds_the_deeds_bullet_not_the_list_of_deeds(rulebooks):
    rule = get_rule("dungeoneer.deeds.glory-card")
    book = fold((rulebooks / BOOK).read_text(encoding="utf-8"))
    start = book.index(fold(rule.heading))
    at = book.index(fold(rule.locator), start)
    # the phase's opening list names the deed too («…розыгрыш карты славы и попытка…»); the locator
    # must land on the bullet that explains it, which tells where the card goes
    assert "инвентарь" in book[at:at + 60]
    assert book.index(fold(rule.locator)) == at


def test_a_defeated_hero_leaving_the_game_is_in_the_comparison_passage(rulebooks):
    rule = get_rule("dungeoneer.battle.compare")
    book = fold((rulebooks / BOOK).read_text(encoding="utf-8"))
    at = book.index(fold(rule.locator))
    assert fold("Игрок, чей герой повержен, выбывает из игры") in book[at:at + 700]
    assert "has left the game" in rule.summary


def test_the_closed_dungeon_rule_runs_onto_the_page_printed_nine(rulebooks):
    rule = get_rule("dungeoneer.map.not-closed")
    text = (rulebooks / BOOK).read_text(encoding="utf-8")
    heading, page_nine = fold(text).index(fold(rule.heading)), text.index("\n9\n")
    assert fold(text[:page_nine]).find(fold(rule.locator), heading) == -1  # not on p. 8 ...
    assert fold(rule.locator) in fold(text[page_nine:page_nine + 400])  # ... right after the printed 9
    assert (rule.page, rule.last_page) == (8, 9)
