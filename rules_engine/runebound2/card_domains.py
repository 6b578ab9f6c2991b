"""What a card the table enters may be, field by field: adventure cards drawn, an encounter's opponent,
market cards, and what a kept card becomes.

The bounds are the engine's own: no printed number is below zero, a challenge and an ally have life,
an event's level is I to IV, an item's class is one the app knows and its use one of three.
"""

from __future__ import annotations

from functools import cache
from random import Random

from rules_engine.decisions import AnyText, Domain, OneOf, Where
from rules_engine.runebound2.acquisitions import USAGES, Acquisition
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.choice_domains import LARGEST, Record, whole
from rules_engine.runebound2.heroes import HeroState
from rules_engine.runebound2.limits import ITEM_CLASSES, canonical_class, item_limit_problem
from rules_engine.runebound2.variants import ItemLimit
from rules_engine.values import replace

FLAG = OneOf((False, True))

#: Example names the table might read out (a random walk draws from them).
ADVENTURE_NAMES = {
    "challenge": ("Wolves", "Brood", "Drake", "Bandits", "Wraith", "Rune Guardian"),
    "event": ("Storm", "Calm", "Omen", "Festival"),
    "encounter": ("Hermit", "Ambush", "Merchant", "Shrine"),
}
MARKET_NAMES = {"item": ("Sword", "Mail", "Lantern", "Bomb", "Shield", "Bow"), "ally": ("Squire", "Scout", "Mage")}

#: Every spelling of an item class the app knows, and none.
CLASS_SPELLINGS = ("",) + tuple(ITEM_CLASSES) + tuple(w for words in ITEM_CLASSES.values() for w in words
                                                       if w not in ITEM_CLASSES)


@cache
def adventure_card(kind: str, colour: str) -> Record:
    """A card drawn from the `colour` deck: a challenge (its combat values, life at least 1), an event (level 1-4), an encounter."""
    challenge = kind == "challenge"
    return Record.of(
        AdventureCard, text=f"a {colour} {kind}",
        name=AnyText(ADVENTURE_NAMES[kind]), colour=colour, kind=kind,
        level=whole(1, 4) if kind == "event" else whole(0, usual=(0, 0)),
        mind=whole(0, usual=(4, 14)), body=whole(0, usual=(4, 14)), spirit=whole(0, usual=(4, 14)),
        ranged=whole(0, usual=(0, 2)), melee=whole(0, usual=(0, 2)), magic=whole(0, usual=(0, 2)),
        life=whole(1, usual=(1, 4)) if challenge else whole(0, usual=(0, 0)), gold=whole(0, usual=(0, 4)),
        reward=AnyText(("",)), keep=FLAG, before_combat=FLAG, margath=FLAG, rune=FLAG,
    )


@cache
def opponent(colour: str) -> Record:
    """The opponent an encounter calls a fight with: combat values and life at least 1 (what it wins is the card's)."""
    return Record.of(
        AdventureCard, text="an encounter's opponent",
        name=AnyText(("Wolf", "Bandit", "Spirit")), colour=AnyText((colour,)), kind=AnyText(("challenge",)),
        level=whole(0, usual=(0, 0)),
        mind=whole(0, usual=(4, 12)), body=whole(0, usual=(4, 12)), spirit=whole(0, usual=(4, 12)),
        ranged=whole(0, usual=(0, 2)), melee=whole(0, usual=(0, 2)), magic=whole(0, usual=(0, 2)),
        life=whole(1, usual=(1, 3)), gold=whole(0, usual=(0, 0)), reward=AnyText(("",)),
        keep=FLAG, before_combat=FLAG, margath=FLAG, rune=FLAG,
    )


def _numbers(names: tuple[str, ...], low: int, usual: tuple[int, int]) -> dict[str, Domain]:
    return {name: whole(low, usual=usual) for name in names}


def _plain(card: Acquisition) -> Acquisition:
    """The same card with no class and no type: it fits any item limit."""
    return replace(card, item_class="", item_type="")


@cache
def printed_market_card(kind: str) -> Record:
    """A market card as printed: an item (known class, one of three uses) or an ally (life at least 1)."""
    return market_card(kind)


def market_card(kind: str, *, name: Domain | None = None, cost: Domain | None = None, party: HeroState | None = None,
                item_limit: ItemLimit = ItemLimit.STANDARD) -> Record:
    """A market card as printed, its name and price within `name` and `cost`; with `party`, within its item limit."""
    def fits(card: Acquisition) -> bool:
        return party is None or not item_limit_problem(party.items, card.as_item(), item_limit)  # (set only with a party)

    item = kind == "item"
    return Record.of(
        Acquisition, rule=fits if item and party is not None else None, text=f"a market {kind}", fallback=_plain,
        name=name or AnyText(MARKET_NAMES[kind]), kind=kind, cost=cost or whole(0, usual=(1, 6)),
        item_class=OneOf(CLASS_SPELLINGS) if item else AnyText(("",)),
        item_type=AnyText(("", "sword", "mail", "bow", "lantern") if item else ("",)), usage=OneOf(USAGES),
        life=whole(1, usual=(1, 4)) if not item else whole(0, usual=(0, 0)),
        stamina=whole(0, usual=(1, 3) if not item else (0, 0)),
        **_numbers(("mind", "body", "spirit"), 0, (0, 4) if not item else (0, 0)),
        **_numbers(("ranged", "melee", "magic"), 0, (0, 2) if not item else (0, 0)),
        wards=FLAG,
    )


def kept_item(party: HeroState, item_limit: ItemLimit, name: str) -> Record:
    """What a kept card becomes as an item: a known class, one of three uses, within the party's item limit."""
    def fits(card: Acquisition) -> bool:
        item = replace(card, name=name, cost=0, item_class=canonical_class(card.item_class)).as_item()
        return not item_limit_problem(party.items, item, item_limit)

    return Record.of(
        Acquisition, rule=fits, text="an item (class, type, use)", fallback=_plain,
        name=AnyText(("",)), kind=AnyText(("item",)), cost=whole(-LARGEST, usual=(0, 0)),
        item_class=OneOf(CLASS_SPELLINGS), item_type=AnyText(("", "fang", "relic", "claw")), usage=OneOf(USAGES),
        **_numbers(("life", "stamina", "mind", "body", "spirit", "ranged", "melee", "magic"), 0, (0, 0)),
        wards=FLAG,
    )


@cache
def kept_ally() -> Record:
    """What a kept card becomes as an ally: life at least 1, stamina and values, none below zero."""
    return Record.of(
        Acquisition, rule=None, text="an ally (life, stamina, values)", fallback=None,
        name=AnyText(("",)), kind=AnyText(("ally",)), cost=whole(-LARGEST, usual=(0, 0)),
        item_class=AnyText(("",)), item_type=AnyText(("",)), usage=AnyText(("constant",)),
        life=whole(1, usual=(1, 4)), stamina=whole(0, usual=(0, 3)),
        **_numbers(("mind", "body", "spirit"), 0, (0, 5)), **_numbers(("ranged", "melee", "magic"), 0, (0, 2)),
        wards=FLAG,
    )


def name_other_than(taken: tuple[str, ...], examples: tuple[str, ...]) -> Where:
    """A name that is none of `taken` (in any case): a card the app does not know by that name."""
    barred = frozenset(t.casefold() for t in taken)
    usable = tuple(e for e in examples if e.casefold() not in barred) or ("Unnamed card",)

    def sampler(rng: Random) -> str:
        return usable[rng.randrange(len(usable))]

    return Where(lambda value: isinstance(value, str) and value.casefold() not in barred, sampler,
                 f"a name other than {', '.join(taken)}" if taken else "any name")
