"""Kept adventure cards: a defeated card (or an encounter) that becomes an item or an ally of the hero.

Such cards count toward the two-weapons, one-armour, two-allies limits and are never sold, given
or lost; the app cannot read the card, so the table says what it becomes and with which values.
"""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.acquisitions import CARD_NUMBERS, USAGES
from rules_engine.runebound2.actions import KeepCard
from rules_engine.runebound2.bookkeeping import discard_adventure
from rules_engine.runebound2.limits import (
    ally_limit_problem,
    canonical_class,
    item_class_problem,
    item_limit_problem,
    item_limit_rule,
)
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import Pending
from rules_engine.values import replace
from rules_engine.messages import Message

WHAT = ("item", "ally", "card", "decline")


def keep_card(state: Rb2State, act: KeepCard, ref: Referee) -> tuple[Rb2State, str]:
    """Make the kept card (or the encounter being played) an item, an ally, or keep it as a card."""
    turn = state.turn
    kept = turn.keeping if turn.pending == Pending.KEEP else None  # the defeated challenge waiting, if any
    from_challenge = kept is not None
    ref.require(from_challenge or (bool(turn.encounter) and state.combat is None), "runebound2.combat.victory",
                Message('no adventure card is waiting to become an item or ally (a kept challenge, or an encounter being played that grants one)'), hard=True)
    ref.require(act.as_what in WHAT, "runebound2.combat.victory",
                Message('keep item ..., keep ally ..., keep card, or keep decline'), hard=True)
    ref.require(not (turn.encounter_kept and not from_challenge), "runebound2.market.limits",
                Message("{encounter} has already become {player}'s", encounter=turn.encounter, player=state.hero.player), hard=True)
    name = kept.name if kept is not None else turn.encounter
    party = state.hero
    ref.cite("runebound2.market.limits")
    if act.as_what == "decline":
        if kept is not None:
            state = discard_adventure(state, kept, ref)
            return _then_counter(state), Message('{player} does not take {name}; it goes back under its deck', player=party.player, name=name)
        return state, Message('{player} turns down what {name} offers', player=party.player, name=name)
    if act.as_what == "card":
        kept = ref.present(kept, "runebound2.adventure.encounters",
                           Message("an encounter grants an item or an ally ('keep item ...' / 'keep ally ...'), or nothing"))
        party = replace(party, trophies=party.trophies + (kept,))
        return _then_counter(state.with_hero(party)), Message('{player} keeps {name} as an adventure card', player=party.player, name=name)
    card = ref.present(act.card, "runebound2.companion.card-values",
                       Message("give {name}'s values as it becomes an {as_what}", name=name, as_what=act.as_what))
    negative = [n for n in CARD_NUMBERS if n != "cost" and getattr(card, n) < 0]
    # Hard: a negative stamina or life would put the new ally's counters out of their bounds at once.
    ref.require(not negative, "runebound2.companion.card-values", Message('no number on a card is below zero ({negative})', negative=', '.join(negative)),
                hard=True)
    if act.as_what == "item":
        item_class = canonical_class(card.item_class)
        problem = item_class_problem(item_class)
        ref.require(not problem, "runebound2.market.limits", problem)
        ref.require(card.usage in USAGES, "runebound2.companion.card-values",
                    Message('an item is used by activation, discard or constantly, not {usage!r}', usage=card.usage), hard=True)
        item = replace(card, name=name, cost=0, item_class=item_class).as_item()
        item = replace(item, kept=True)
        problem = item_limit_problem(party.items, item, state.options.item_limit)
        ref.require(not problem, item_limit_rule(state.options.item_limit),
                    Message("{player} {problem}: discard one first ('discard NAME') or 'keep decline'", player=party.player, problem=problem))
        party = replace(party, items=party.items + (item,))
        what = "/".join(x for x in (item.item_class, item.item_type) if x) or "item"
        message = Message("{name} becomes {player}'s {what} (kept: never sold, given or lost)", name=name, player=party.player, what=what)
    else:
        ref.require(card.life >= 1, "runebound2.companion.card-values", Message("give the ally's life (life:N) for {name}", name=name), hard=True)
        problem = ally_limit_problem(party, state.options.allies)
        ref.require(not problem, "runebound2.market.limits", Message("{player} {problem}: discard one first ('discard NAME') or 'keep decline'", player=party.player, problem=problem))
        ally = replace(replace(card, name=name, cost=0).as_ally(), kept=True)
        party = replace(party, allies=party.allies + (ally,))
        message = Message("{name} joins {player}'s party as an ally (kept: never sold, given or lost)", name=name, player=party.player)
    state = state.with_hero(party)
    if from_challenge:
        return _then_counter(state), message
    ref.cite("runebound2.adventure.encounters")
    return state.with_turn(encounter_kept=True), message


def _then_counter(state: Rb2State) -> Rb2State:
    """After the kept card is settled, the adventure counter of the hex is taken."""
    return state.with_turn(pending=Pending.COUNTER, keeping=None)
