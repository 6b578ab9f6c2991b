"""Playing adventure cards and keeping the inventory: who pays, when, and the limits.

Glory cards (boons, treasures) are paid with the player's own glory and played onto their own
hero; peril cards (banes, encounters) are paid with one opponent's peril, never one's own and
never two opponents' for one card, and a card aimed at a hero is paid by that hero's player.
Permanent boons and treasures count against the hero's limits (a card that raises a limit may be
played at the limit); instants and attachments never do; one treasure of each type. Boons are
not discarded at will.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import DiscardCard, PlayGlory, PlayPeril
from rules_engine.dungeoneer.adventure_cards import AdventureCard, Duration, Kind, Timing
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.shifting import owe_shift
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.trap_threats import spring
from rules_engine.dungeoneer.typed_cards import HAND_KINDS, HAND_VALUES_HELP, take_typed
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Joined, Message
from rules_engine.dungeoneer.words import named, term

SPENDING_RULE = "dungeoneer.points.spending"
ONE_OPPONENT_RULE = "dungeoneer.points.one-opponent"
X_COST_RULE = "dungeoneer.points.x-cost"
GLORY_CARD_RULE = "dungeoneer.deeds.glory-card"
ANY_TIME_RULE = "dungeoneer.special.any-time"
DUNGEON_LORD_RULE = "dungeoneer.turn.dungeon-lord"
#: A defeated hero has left the game (the comparison stage of a battle says so).
DEFEAT_RULE = "dungeoneer.battle.compare"
LIMITS_RULE = "dungeoneer.inventory.limits"
ONE_OF_A_TYPE_RULE = "dungeoneer.inventory.one-of-a-type"
RAISED_LIMIT_RULE = "dungeoneer.inventory.raised-limit"
BOONS_STAY_RULE = "dungeoneer.inventory.boons-stay"
TREASURE_SPENT_RULE = "dungeoneer.cards.treasure-spent"
PERMANENT_RULE = "dungeoneer.cards.permanent"
HAND_RULE = "dungeoneer.setup.hand"
SOLO_GLORY_RULE = "dungeoneer.solo.glory-draws"


def _card(state: DgState, card_id: str, ref: Referee) -> AdventureCard:
    try:
        return state.adventure(card_id)
    except KeyError:
        ref.refuse("dungeoneer.companion.typed-card", Message("no adventure card {card_id!r} among this session's cards",
                                          card_id=card_id), hard=True)
        raise AssertionError("unreachable") from None


def _cost(card: AdventureCard, x: int, ref: Referee) -> int:
    if card.cost is None:
        if not (x >= 0):
            ref.refuse(X_COST_RULE, Message('an X cost is a number of at least 0'), hard=True)
        ref.cite(X_COST_RULE)
        return x
    if x != 0:
        ref.refuse(X_COST_RULE, Message('{card} costs {cost}: it has no X to choose',
                                                card=named(card.name), cost=card.cost), hard=True)
    return card.cost


def _timing_rule(card: AdventureCard) -> str:
    """The rule a card's timing is played under: any time (and a response's), the deeds phase, the Dungeon Lord's."""
    if card.timing is Timing.DEEDS:
        return GLORY_CARD_RULE
    return DUNGEON_LORD_RULE if card.timing is Timing.DUNGEON_LORD else ANY_TIME_RULE


def timing_allows(state: DgState, card: AdventureCard, seat: int) -> bool:
    """Whether the card's timing lets seat `seat` play it now (see `timing_allows_now`)."""
    return timing_allows_now(state, card.timing, seat)


def timing_allows_now(state: DgState, timing: Timing, seat: int) -> bool:
    """Whether a card of this timing may be played by seat `seat` now: any time; a response by the attacked hero's
    player at a battle's response stage; otherwise in that player's own deeds or Dungeon Lord phase."""
    if timing is Timing.ANY_TIME:
        return True
    if timing is Timing.RESPONSE:
        battle = state.battle
        return battle is not None and battle.stage is Stage.RESPONSE and battle.attacked.seat == seat
    return seat == state.active and state.phase is (Phase.DEEDS if timing is Timing.DEEDS else Phase.DUNGEON_LORD)


def broken_timing(state: DgState, card: AdventureCard, seat: int) -> Requirement | None:
    """A card is played only when its timing allows, by whom it allows (`timing_allows`): the requirement it breaks
    now, None when its timing allows it. Its words are made only when it refuses."""
    if timing_allows(state, card, seat):
        return None
    if card.timing is Timing.RESPONSE:
        return Requirement.unmet(ANY_TIME_RULE, Message("{card} is a response card: played by the attacked hero's player when a battle reaches its response stage",
                                                        card=named(card.name)))
    phase = Phase.DEEDS if card.timing is Timing.DEEDS else Phase.DUNGEON_LORD
    rule = GLORY_CARD_RULE if card.timing is Timing.DEEDS else DUNGEON_LORD_RULE
    return Requirement.unmet(rule, Message("{card} is played in its player's own {label} phase",
                                           card=named(card.name), label=term(phase.label)))


def _timing(state: DgState, card: AdventureCard, seat: int, ref: Referee) -> None:
    """Enforce the card's timing, citing the rule that allows it now (a response's is cited by the battle)."""
    broken = broken_timing(state, card, seat)
    if broken is not None:
        ref.enforce((broken,))
    if card.timing is not Timing.RESPONSE:
        ref.cite(_timing_rule(card))


def limits(state: DgState, hero: HeroState) -> tuple[int, int]:
    """The hero's boon and treasure limits now, with what its cards in play add."""
    cards = [state.adventure(c) for c in hero.inventory if _known(state, c)]
    return (hero.hero.boon_limit + sum(c.raises_boons for c in cards),
            hero.hero.treasure_limit + sum(c.raises_treasures for c in cards))


def _known(state: DgState, card_id: str) -> bool:
    return any(c.id == card_id for c in state.adventure_cards) or any(c.id == card_id for c in state.typed_cards)


def glory_payment(state: DgState, hero: HeroState, card: AdventureCard, cost: int) -> Iterator[Requirement]:
    """What paying `cost` glory for `card` requires of the hero's player, the ones broken now (the glory, and the card
    in hand: alone, the drawn hand, and a permanent card only where the solo rules let it be played)."""
    if not hero.glory >= cost:
        yield Requirement.unmet(SPENDING_RULE, Message('{card} costs {cost} glory; {hero} has {glory}',
                                                       card=named(card.name), cost=cost, hero=hero.player,
                                                       glory=hero.glory))
    solo = state.solo
    if solo is None:
        if not hero.hand > 0:
            yield Requirement.unmet(HAND_RULE, Message('{hero} holds no card to play', hero=hero.player))
        return
    if card.id not in solo.hand:
        yield Requirement.unmet(SOLO_GLORY_RULE, Message('{card} is not in the hand', card=named(card.name)), hard=True)
    if card.duration is Duration.PERMANENT and card.kind is Kind.TREASURE \
            and not (state.battle is not None and state.battle.stage is Stage.REWARD):
        yield Requirement.unmet(SOLO_GLORY_RULE, Message("alone, a permanent treasure is played only at a battle's reward stage"))
    if card.duration is Duration.PERMANENT and card.kind is Kind.BOON:
        here = state.dungeon.card_at(hero.cell)
        if not (here is not None and here.entrance):
            yield Requirement.unmet(SOLO_GLORY_RULE, Message('alone, a permanent boon is played only at the entrance'))


def limit_requirements(state: DgState, hero: HeroState, card: AdventureCard) -> Iterator[Requirement]:
    """A permanent boon or treasure within the hero's limit (a card raising it may be played at the limit), and
    one treasure of each type: the ones broken now."""
    if not card.counts_against_limit:
        return
    boons, treasures = limits(state, hero)
    same_kind = [c for c in (state.adventure(i) for i in hero.inventory if _known(state, i))
                 if c.counts_against_limit and c.kind is card.kind]
    limit = boons if card.kind is Kind.BOON else treasures
    raises = card.raises_boons if card.kind is Kind.BOON else card.raises_treasures
    if not (len(same_kind) < limit or raises > 0):
        yield Requirement.unmet(LIMITS_RULE, Message('{hero} already holds {number} permanent {kind}s, its limit',
                                                     hero=named(hero.hero.name), number=len(same_kind),
                                                     kind=term(card.kind)))
    if card.kind is Kind.TREASURE and card.treasure_type \
            and not all(c.treasure_type != card.treasure_type for c in same_kind):
        yield Requirement.unmet(ONE_OF_A_TYPE_RULE, Message('{hero} already has a {treasure_type}: one treasure of each type',
                                                            hero=named(hero.hero.name),
                                                            treasure_type=term(card.treasure_type)))


def glory_play_requirements(state: DgState, seat: int, card: AdventureCard, cost: int) -> Iterator[Requirement]:
    """Everything playing glory card `card` (the session's, or one typed) onto seat `seat`'s own hero for `cost`
    requires once the card and the seat are known: what `play_glory` enforces and the choices read (the ones broken
    now, in order: the first decides, and a house rule waives each soft one in turn)."""
    hero = state.heroes[seat]
    if not card.kind.glory:
        yield Requirement.unmet(SPENDING_RULE, Message("{card} is a peril card: it is paid with an opponent's peril",
                                                       card=named(card.name)))
    if hero.defeated:
        yield Requirement.unmet(DEFEAT_RULE, Message("{hero}'s hero has left the game", hero=hero.player), hard=True)
    timing = broken_timing(state, card, seat)
    if timing is not None:
        yield timing
    yield from glory_payment(state, hero, card, cost)
    yield from limit_requirements(state, hero, card)


def peril_payment(state: DgState, seat: int, payer: HeroState, card: AdventureCard, cost: int) -> Iterator[Requirement]:
    """What paying `cost` peril for `card` requires: one opponent's peril alone (never two put together), and the
    card in the playing player's hand: the ones broken now."""
    if payer.peril < cost:
        pooled = sum(h.peril for other, h in enumerate(state.heroes) if other != seat and not h.defeated)
        if not pooled < cost:
            yield Requirement.unmet(ONE_OPPONENT_RULE,
                                    Message("{card} costs {cost} peril and {payer} has {peril}: one card is paid by one "
                                            "opponent alone, never with the peril of two opponents put together",
                                            card=named(card.name), cost=cost, payer=payer.player, peril=payer.peril))
        yield Requirement.unmet(SPENDING_RULE, Message('{card} costs {cost} peril; {payer} has {peril}',
                                                       card=named(card.name), cost=cost, payer=payer.player,
                                                       peril=payer.peril))


def peril_play_requirements(state: DgState, seat: int, target: int, card: AdventureCard,
                            cost: int) -> Iterator[Requirement]:
    """Everything seat `seat` playing peril card `card` against seat `target` (who pays) for `cost` requires:
    what `play_peril` enforces and the choices read (the ones broken now, in order)."""
    if card.kind.glory:
        yield Requirement.unmet(SPENDING_RULE, Message("{card} is a glory card: it is paid with one's own glory",
                                                       card=named(card.name)))
    if target == seat:
        yield Requirement.unmet(SPENDING_RULE, Message('a player never spends their own peril'))
    if state.heroes[target].defeated:
        yield Requirement.unmet(DEFEAT_RULE, Message('that hero has left the game'), hard=True)
    timing = broken_timing(state, card, seat)
    if timing is not None:
        yield timing
    yield from peril_payment(state, seat, state.heroes[target], card, cost)
    player = state.heroes[seat]
    if not player.hand > 0:
        yield Requirement.unmet(HAND_RULE, Message('{player} holds no card to play', player=player.player))


def play_glory(state: DgState, action: PlayGlory, ref: Referee) -> tuple[DgState, str]:
    """A boon or treasure onto the player's own hero, paid with their own glory."""
    state, card_id = take_typed(state, action.card, action.values, ref, HAND_KINDS, HAND_VALUES_HELP)
    card = _card(state, card_id, ref)
    if not card.kind.glory:
        ref.refuse(SPENDING_RULE, Message("{card} is a peril card: it is paid with an opponent's peril",
                                                           card=named(card.name)))
    if not (0 <= action.seat < len(state.heroes)):
        ref.refuse("dungeoneer.companion.players", Message('no such player'), hard=True)
    hero = state.heroes[action.seat]
    if hero.defeated:
        ref.refuse(DEFEAT_RULE, Message("{hero}'s hero has left the game",
                                                             hero=hero.player), hard=True)
    _timing(state, card, action.seat, ref)
    cost = _cost(card, action.x, ref)
    ref.enforce(glory_payment(state, hero, card, cost))
    solo = state.solo
    if solo is not None:
        ref.cite(SOLO_GLORY_RULE)
        hand = list(solo.hand)
        hand.remove(card.id)
        # An instant is used and goes to the glory deck's own discard (reshuffled when the deck runs out).
        spent = solo.glory_discard + ((card.id,) if card.duration is Duration.INSTANT else ())
        state = replace(state, solo=replace(solo, hand=tuple(hand), glory_discard=spent))
    else:
        hero = replace(hero, hand=hero.hand - 1)
    ref.cite(SPENDING_RULE)
    if card.counts_against_limit:
        if card.raises_boons if card.kind is Kind.BOON else card.raises_treasures:
            ref.cite(RAISED_LIMIT_RULE)
        ref.enforce(limit_requirements(state, hero, card))
        ref.cite(LIMITS_RULE)
    inventory = hero.inventory if card.duration is Duration.INSTANT else hero.inventory + (card.id,)
    state = state.with_hero(action.seat, replace(hero, glory=hero.glory - cost, inventory=inventory))
    if card.text:
        ref.note(Message('{card}: {text} (the table applies it)', card=named(card.name), text=card.text))
    where = Message('used and discarded') if card.duration is Duration.INSTANT else Message('in the inventory')
    return owe_shift(state, card, action.seat, ref), Message('{hero} plays {card} for {cost} glory: {where}',
                                                             hero=hero.player, card=named(card.name), cost=cost,
                                                             where=term(where))


def play_peril(state: DgState, action: PlayPeril, ref: Referee) -> tuple[DgState, str]:
    """A bane or encounter against a hero, paid with the peril of one opponent (the target's player)."""
    state, card_id = take_typed(state, action.card, action.values, ref, HAND_KINDS, HAND_VALUES_HELP)
    card = _card(state, card_id, ref)
    if card.kind.glory:
        ref.refuse(SPENDING_RULE, Message("{card} is a glory card: it is paid with one's own glory",
                                                               card=named(card.name)))
    count = len(state.heroes)
    seats = (action.seat, action.payer) + ((action.target,) if action.target is not None else ())
    if not all(0 <= s < count for s in seats):
        ref.refuse("dungeoneer.companion.players", Message('no such player'), hard=True)
    if action.payer == action.seat:
        ref.refuse(SPENDING_RULE, Message('a player never spends their own peril'))
    if action.target is not None:
        if action.payer != action.target:
            ref.refuse(DUNGEON_LORD_RULE,
                       Message("a card played against a hero is paid with that hero's player's peril"))
        if state.heroes[action.target].defeated:
            ref.refuse(DEFEAT_RULE, Message('that hero has left the game'),
                       hard=True)
    _timing(state, card, action.seat, ref)
    cost = _cost(card, action.x, ref)
    payer = state.heroes[action.payer]
    ref.enforce(peril_payment(state, action.seat, payer, card, cost))
    ref.cite(SPENDING_RULE, ONE_OPPONENT_RULE)
    player = state.heroes[action.seat]
    if not (player.hand > 0):
        ref.refuse(HAND_RULE, Message('{player} holds no card to play', player=player.player))
    heroes = list(state.heroes)  # the card from the hand, the peril paid, the card in play: one copy of the state
    heroes[action.seat] = replace(player, hand=player.hand - 1)
    payer = heroes[action.payer]
    on = ""
    lands = action.target is not None and card.duration is not Duration.INSTANT  # the card stays on its target
    if lands and action.target == action.payer:  # as the rules have it: the paying player's hero, one copy of it
        heroes[action.payer] = replace(payer, peril=payer.peril - cost, inventory=payer.inventory + (card.id,))
    else:
        heroes[action.payer] = replace(payer, peril=payer.peril - cost)
    if action.target is not None:
        target = heroes[action.target]
        on = Message(' on {target}', target=target.player)
        if lands and action.target != action.payer:  # a house rule let another player's peril pay for it
            heroes[action.target] = replace(target, inventory=target.inventory + (card.id,))
    state = replace(state, heroes=tuple(heroes))
    if card.text:
        ref.note(Message('{card}: {text} (the table applies it)', card=named(card.name), text=card.text))
    said = Message("{player} plays {card}{on} for {cost} of {payer}'s peril",
                   player=state.heroes[action.seat].player, card=named(card.name), on=on, cost=cost,
                   payer=payer.player)
    state = owe_shift(state, card, action.seat, ref)
    if card.trap_threat:  # in the location of the hero it is played on (untargeted: the paying player's hero)
        where = state.heroes[action.target if action.target is not None else action.payer].cell
        state, sprung = spring(state, card, where, ref)
        said = Joined("; ", (said, sprung)) if sprung else said  # (a str added to a Message is English only)
    return state, said


def discard_requirements(state: DgState, card: AdventureCard, forced: bool) -> Iterator[Requirement]:
    """What discarding `card` from an inventory requires: a boon, or a bane or encounter in play, leaves only when
    another card's effect forces it (the ones broken now)."""
    if card.kind is Kind.BOON and not forced:
        yield Requirement.unmet(BOONS_STAY_RULE, Message('{card} is a boon: boons are not discarded at will',
                                                         card=named(card.name)))
    if not card.kind.glory and not forced:  # a bane (or encounter) in play stays until another card's effect discards it
        yield Requirement.unmet(PERMANENT_RULE,
                                Message("{card} stays in play until another card's effect discards it: name that card's "
                                        "effect with 'forced'", card=named(card.name)))


def discard_card(state: DgState, action: DiscardCard, ref: Referee) -> tuple[DgState, str]:
    """A card leaves a hero's inventory; a boon only when another card forces it."""
    if not (0 <= action.seat < len(state.heroes)):
        ref.refuse("dungeoneer.companion.players", Message('no such player'), hard=True)
    hero = state.heroes[action.seat]
    if action.card not in hero.inventory:
        ref.refuse(LIMITS_RULE, Message("{card!r} is not in {hero}'s inventory",
                                                                       card=action.card, hero=hero.player),
                   hard=True)
    card = _card(state, action.card, ref)
    ref.enforce(discard_requirements(state, card, action.forced))
    if card.kind is Kind.BOON:
        ref.cite(BOONS_STAY_RULE)
    if not card.kind.glory:
        ref.cite(PERMANENT_RULE)
    if card.kind is Kind.TREASURE:
        ref.cite(TREASURE_SPENT_RULE)  # the usual reason: its effects are spent, and then it goes at once
    inventory = list(hero.inventory)
    inventory.remove(card.id)
    state = state.with_hero(action.seat, replace(hero, inventory=tuple(inventory)))
    solo = state.solo
    if solo is not None:  # alone, each deck keeps its own discard
        if card.kind.glory:
            state = replace(state, solo=replace(solo, glory_discard=solo.glory_discard + (card.id,)))
        else:
            state = replace(state, solo=replace(solo, peril_discard=solo.peril_discard + (card.id,)))
    return state, Message('{card} discarded', card=named(card.name))
