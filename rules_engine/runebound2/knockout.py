"""Knock-out: a hero whose wounds reach life loses tokens, gold and an asset, and wakes in a city."""

from __future__ import annotations

from typing import TypeVar

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import Recover
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.bookkeeping import end_turn_early, send_to_track
from rules_engine.runebound2.heroes import Character, HeroState, Item
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import Hex
from rules_engine.runebound2.turn import Pending
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.runebound2.names import printed_name

Asset = TypeVar("Asset", Item, Character)


def most_expensive(party: HeroState) -> tuple[str, ...]:
    """Names of the priciest items and allies that can be lost (kept adventure cards never are)."""
    assets = [(i.cost, i.name) for i in party.items if not i.kept] + [
        (a.cost, a.name) for a in party.allies if not a.kept
    ]
    if not assets:
        return ()
    top = max(cost for cost, _ in assets)
    return tuple(name for cost, name in assets if cost == top)


def knock_out(state: Rb2State, player: int, ref: Referee, *, challenge: AdventureCard | None = None,
              fallen_on: str = "", keep_gold: bool = False) -> Rb2State:
    """Knock a hero out: tokens off, gold to the bank, the challenge to the track, the turn over.

    The asset to lose and the nearest city are the table's to name, so they wait for `recover`.
    """
    ref.cite("runebound2.knockout.procedure")
    party = state.players[player]
    hero = replace(party.hero, wounds=0, exhaustion=0)
    gold = party.gold if keep_gold else 0
    if not keep_gold and party.gold:
        ref.note(Message('{player} returns {gold} gold to the bank', player=party.player, gold=party.gold))
    ref.note(Message('{hero} is knocked out: wounds and exhaustion are discarded', hero=printed_name(party.hero.name)))
    state = state.with_player(player, replace(party, hero=hero, gold=gold, position=None))
    if challenge is not None:
        state = send_to_track(state, challenge, fallen_on, ref)
        if state.final is not None:  # the card pushed off the track brought the endgame
            return state
    state = end_turn_early(state)
    return state.with_turn(pending=Pending.KNOCKOUT, pending_player=player)


def recover(state: Rb2State, act: Recover, ref: Referee, *, lose_asset: bool) -> tuple[Rb2State, str]:
    """Finish a knock-out: lose the priciest item or ally (owner's pick among equals), go to a city."""
    ref.require(state.turn.pending == Pending.KNOCKOUT, "runebound2.knockout.procedure",
                Message('no hero is waiting to recover from a knock-out'), hard=True)
    ref.require(bool(act.city.strip()), "runebound2.companion.commands",
                Message('name the nearest city the hero wakes in (the table measures the distance)'), hard=True)
    player = state.turn.pending_player if state.turn.pending_player is not None else state.active
    party = state.players[player]
    lost = ""
    if lose_asset:
        candidates = most_expensive(party)
        if len(candidates) == 1:
            lost = candidates[0]
            ref.require(not act.lose or act.lose.casefold() == lost.casefold(), "runebound2.knockout.procedure",
                        Message('the most expensive card is {lost}; that is the one lost', lost=lost))
        elif candidates:
            named = next((c for c in candidates if c.casefold() == act.lose.strip().casefold()), "")
            ref.require(bool(named), "runebound2.knockout.procedure",
                        Message('choose which of the equally priced cards to lose: {candidates}', candidates=', '.join(candidates)), hard=True)
            lost = named
    else:
        ref.cite("runebound2.variant.soft-knockout")
    items, allies = _without_one(party.items, lost), _without_one(party.allies, lost)
    if lost:
        ref.note(Message('{player} loses {lost} (under the market deck)', player=party.player, lost=lost))
        state = replace(state, acquisitions_under=state.acquisitions_under + (lost,))
    city = act.city.strip()
    party = replace(party, items=items, allies=allies, position=Hex(city, city=city))
    state = state.with_player(player, party).with_turn(pending=Pending.NONE, pending_player=None, keep_assets=False)
    ref.cite("runebound2.knockout.procedure")
    return state, Message('{hero} wakes in {city}', hero=printed_name(party.hero.name), city=printed_name(city))


def _without_one(cards: tuple[Asset, ...], name: str) -> tuple[Asset, ...]:
    """The cards with the first one of that name taken out (one asset is lost, never two equal copies)."""
    if not name:
        return cards
    index = next((i for i, c in enumerate(cards) if c.name == name and not c.kept), None)
    if index is None:
        return cards
    return cards[:index] + cards[index + 1:]
