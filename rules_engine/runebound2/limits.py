"""What a party may carry: the item classes, the two-weapons-one-armour and two-allies limits, and the variants."""

from __future__ import annotations

from collections.abc import Sequence

from rules_engine.messages import Message
from rules_engine.runebound2.heroes import HeroState, Item
from rules_engine.runebound2.variants import AllyLimit, ItemLimit

WEAPON = "weapon"
ARMOUR = "armour"

#: Item classes and the spellings a table may type for them (the book names weapons, armour and
#: artifacts as classes; the limits count weapons and armour, so a misspelling must never slip past).
ITEM_CLASSES = {
    WEAPON: ("weapon", "weapons", "оружие"),
    ARMOUR: ("armour", "armours", "armor", "armors", "armoury", "доспехи", "доспех"),
    "artifact": ("artifact", "artifacts", "artefact", "artefacts", "артефакт", "артефакты"),
}


def canonical_class(word: str) -> str:
    """The canonical name of an item class as typed ('' stays ''); unknown words come back folded."""
    key = word.strip().casefold()
    return next((name for name, spellings in ITEM_CLASSES.items() if key in spellings), key)


def item_class_problem(item_class: str) -> str:
    """Why an item class is not one the app knows ('' when it is, or when no class is given)."""
    if not item_class or item_class in ITEM_CLASSES:
        return ""
    return Message("{item_class!r} is not an item class the app knows ({classes}); a misspelt class would slip past "
                   "the weapon and armour limits, so type the class as printed", item_class=item_class,
                   classes=", ".join(ITEM_CLASSES))


def item_limit_problem(items: Sequence[Item], new: Item, rule: ItemLimit) -> str:
    """Why `new` may not join `items` under the item limit ('' when it may)."""
    if rule == ItemLimit.CLASS_AND_TYPE:
        # The book's example: a Weapon/Mace bars another Weapon/Mace but not a Weapon/Sword, so the
        # limit is on the class-and-type pair, and it replaces the two-weapons-one-armour limit.
        for item in items:
            same = (canonical_class(item.item_class), item.item_type) == (canonical_class(new.item_class), new.item_type)
            if same and (new.item_class or new.item_type):
                kind = "/".join(x for x in (new.item_class, new.item_type) if x)
                return Message("already carries {item}, also {kind}", item=item.name, kind=kind)
        return ""
    # Classes are compared in their canonical spelling, so 'armor' and 'armour' count as one class.
    classes = [canonical_class(i.item_class) for i in items]
    new_class = canonical_class(new.item_class)
    if new_class == WEAPON and classes.count(WEAPON) >= 2:
        return Message("already carries two weapons")
    if new_class == ARMOUR and ARMOUR in classes:
        return Message("already wears armour")
    return ""


def item_limit_rule(rule: ItemLimit) -> str:
    """The rule an item-limit refusal cites: the variant's own, or the book's market limits."""
    return "runebound2.variant.item-limit" if rule == ItemLimit.CLASS_AND_TYPE else "runebound2.market.limits"


def ally_limit_problem(party: HeroState, allies_rule: AllyLimit) -> str:
    """Why another ally may not join ('' when it may)."""
    if allies_rule == AllyLimit.TWO and len(party.allies) >= 2:
        return Message("already leads two allies")
    return ""
