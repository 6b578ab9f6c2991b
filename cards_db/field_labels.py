"""What a catalogue form calls each value of a card: a label in the table's words, never the file's field name.

The form (screens/catalogue_editor.py) shows these instead of the schema's field names (`boon_limit`,
`name_ru`), and heads a group of nested rows (a location's north exit, a monster's melee form) with the
labels of the group's path. Every field name a kind's form can show has a label here
(tests/cards_db/test_field_labels.py checks each kind); a key that is a die's number reads as that face.
"""

from __future__ import annotations

from rules_engine.messages import Message, N_

#: The label of each field name (and of the named keys of a map: exits, forms) any catalogue kind uses.
FIELD_LABELS: dict[str, str] = {
    "abilities": N_("Abilities"),
    "ability": N_("Ability"),
    "act": N_("Act"),
    "active": N_("Active skill"),
    "attacks": N_("Attacks in this form"),
    "attribute": N_("Attribute"),
    "body": N_("Body"),
    "boon_limit": N_("Boon limit"),
    "category": N_("Category"),
    "colour": N_("Colour"),
    "companions": N_("Companions"),
    "condition": N_("Condition"),
    "cost": N_("Cost"),
    "damage": N_("Damage"),
    "damage_by_count": N_("Damage by dice count"),
    "damage_type": N_("Damage type"),
    "deck": N_("Deck"),
    "dice": N_("Dice"),
    "duration": N_("Duration"),
    "effect": N_("Effect"),
    "effect_values": N_("Effect's die numbers"),
    "effects": N_("Effects"),
    "entrance": N_("Entrance"),
    "epic": N_("Epic"),
    "extra_dice_max": N_("Most extra dice"),
    "extra_die_glory": N_("Glory per extra die"),
    "faces": N_("Faces"),
    "flip": N_("Tokens turned over"),
    "gives": N_("Gives"),
    "glory": N_("Glory"),
    "gold": N_("Gold"),
    "hand_size": N_("Hand size"),
    "heal": N_("Heal"),
    "health": N_("Health"),
    "hostile": N_("Hostile"),
    "id": N_("Short name"),
    "kind": N_("Kind"),
    "level": N_("Level"),
    "levels": N_("Levels"),
    "life": N_("Life"),
    "limit": N_("Token limit"),
    "locations": N_("Locations"),
    "magic": N_("Magic"),
    "melee": N_("Melee"),
    "mind": N_("Mind"),
    "modifier": N_("Modifier"),
    "monster": N_("Monster"),
    "name": N_("Name"),
    "name_ru": N_("Name in Russian"),
    "needs": N_("Needs"),
    "options": N_("Options"),
    "outcomes": N_("Outcomes"),
    "owner_limit": N_("Owner's limit"),
    "peril": N_("Peril"),
    "persistence": N_("Persistence"),
    "polarity": N_("Polarity"),
    "quest": N_("Story quest"),
    "raises_boons": N_("Raises boon limit"),
    "raises_treasures": N_("Raises treasure limit"),
    "ranged": N_("Ranged"),
    "region": N_("Region"),
    "requires": N_("Requires"),
    "reroll": N_("Tokens tossed again"),
    "reward": N_("Reward"),
    "scenario": N_("Scenario"),
    "seek_target": N_("Search number"),
    "setup": N_("Setup"),
    "setup_statuses": N_("Starting statuses"),
    "shield": N_("Shield"),
    "solo": N_("In solo play"),
    "source": N_("Source"),
    "speed": N_("Speed"),
    "spirit": N_("Spirit"),
    "stamina": N_("Stamina"),
    "start": N_("Starting space"),
    "stat": N_("Threat's value"),
    "statuses": N_("Statuses"),
    "strike": N_("Strike"),
    "surges": N_("Surges"),
    "target": N_("Threat number"),
    "terrain": N_("Terrain"),
    "text": N_("Text"),
    "threat_stat": N_("Trap's value"),
    "threat_target": N_("Trap's number"),
    "timing": N_("Timing"),
    "token": N_("Token"),
    "tokens": N_("Tokens"),
    "traits": N_("Traits"),
    "transfer_only_by_owner": N_("Moved only by owner"),
    "treasure_limit": N_("Treasure limit"),
    "treasure_type": N_("Treasure type"),
    "trophy": N_("Trophy"),
    "type": N_("Type"),
    "ultimate": N_("Ultimate"),
    "unconfirmed": N_("Not checked yet"),
    "unique": N_("Unique"),
    "value": N_("Value"),
    "villain_token": N_("Villain's token"),
    "waits_for": N_("Waits for"),
    "exits": N_("Exits"),
    "north": N_("north"),
    "south": N_("south"),
    "east": N_("east"),
    "west": N_("west"),
    "hazard": N_("Hazard"),
    "forms": N_("Forms"),
}


def field_label(name: str) -> str | Message:
    """The label of one field name or map key, for the screen to translate: a die face's number reads as the face."""
    if name.isdigit():
        return Message("Face {number}", number=name)
    return FIELD_LABELS[name]


def has_label(name: str) -> bool:
    """Whether a field name or key has a label (every name a form shows must)."""
    return name.isdigit() or name in FIELD_LABELS
