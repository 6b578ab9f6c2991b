"""Barter of items: a hero hands an item to another hero on the same space, at no action cost.

Gold barter is `hero_actions.give_gold`; this adds items. The receiver keeps one item of each type:
of two items of a type one is discarded at once, the one `discard` names (else the one held before).
"""

from __future__ import annotations

from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import GiveItem
from rules_engine.runebound3.hero_actions import barter_pair, keep_item
from rules_engine.runebound3.state import R3State
from rules_engine.values import replace


def give_item(state: R3State, act: GiveItem, ref: Referee) -> R3State:
    """Move an item between heroes on one space, keeping one item of each type (no action spent)."""
    seat = barter_pair(state, act.giver, act.to, ref)
    giver, taker = state.heroes[seat], state.heroes[act.to]
    names = [i.name for i in giver.items]
    ref.require(act.item in names, "runebound3.barter", Message("{hero} has no item {item}",
                                                                hero=giver.sheet.name, item=repr(act.item)))
    ref.cite("runebound3.barter")
    index = names.index(act.item)
    item = giver.items[index]
    heroes = list(state.heroes)
    heroes[seat] = replace(giver, items=giver.items[:index] + giver.items[index + 1:])
    heroes[act.to] = keep_item(taker, item, ref, act.discard)
    ref.note(Message("{hero} gives {item} to {hero2}", hero=giver.sheet.name, item=item.name, hero2=taker.sheet.name))
    return replace(state, heroes=tuple(heroes))
