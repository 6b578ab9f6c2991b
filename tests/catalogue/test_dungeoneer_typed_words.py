"""A Dungeoneer card typed in the form is recorded as the words the engine reads back into the same card."""

from __future__ import annotations

from cards_db.dungeoneer_typed_words import glory_card_words, monster_words, peril_card_words
from cards_db.kinds import get_kind
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.typed_cards import GLORY_KINDS, parse_hand_values, parse_values


def test_a_monster_from_the_form_reads_back_with_its_health_cost_and_forms():
    entry = get_kind("dungeoneer", "monster").validate({
        "id": "ghoul", "name": "Ghoul", "health": 2, "cost": 3, "traits": ["undead"],
        "forms": {"melee": {"value": 4}, "speed": {"value": 1, "attacks": False}}})
    card = parse_values("ghoul", "Ghoul", tuple(monster_words(entry).split()))
    assert (card.health, card.cost, card.traits) == (2, 3, ("undead",))
    assert [(f.stat, f.value, f.attacks) for f in card.forms] == [(Stat.MELEE, 4, True), (Stat.SPEED, 1, False)]


def test_a_trap_encounter_and_an_aimed_bane_read_back_as_typed():
    trap = get_kind("dungeoneer", "card").validate({
        "id": "pit", "name": "Pit", "kind": "encounter", "cost": 2, "timing": "dungeon-lord", "duration": "instant",
        "traits": ["trap"], "threat_stat": "speed", "threat_target": 4})
    card = parse_values("pit", "Pit", tuple(peril_card_words(trap).split()))
    assert (card.threat_stat, card.threat_target, card.cost, card.traits) == (Stat.SPEED, 4, 2, ("trap",))
    bane = get_kind("dungeoneer", "card").validate({
        "id": "holy-water", "name": "Holy water", "kind": "bane", "cost": None, "timing": "dungeon-lord",
        "duration": "permanent", "waits_for": ["undead"]})
    card = parse_values("holy-water", "Holy water", tuple(peril_card_words(bane).split()))
    assert (card.cost, card.waits_for, str(card.duration)) == (None, ("undead",), "permanent")


def test_a_treasure_drawn_for_glory_reads_back_with_its_type_and_timing():
    entry = get_kind("dungeoneer", "card").validate({
        "id": "helm", "name": "Helm", "kind": "treasure", "cost": 2, "timing": "any-time", "duration": "permanent",
        "treasure_type": "helmet"})
    card = parse_hand_values("helm", "Helm", tuple(glory_card_words(entry).split()), GLORY_KINDS)
    assert (card.cost, card.treasure_type, str(card.timing)) == (2, "helmet", "any-time")
