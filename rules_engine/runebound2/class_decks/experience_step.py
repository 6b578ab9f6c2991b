"""The experience step with class decks: one talent a turn, the hand refilled to six, a reshuffle by skipping a turn."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from rules_engine.values import replace
from rules_engine.referee import Referee
from rules_engine.runebound2.class_decks.actions import BuyTalent, RefillHand, Reshuffle
from rules_engine.runebound2.class_decks.deck_building import HAND_SIZE
from rules_engine.runebound2.class_decks.deck_state import ClassDecks
from rules_engine.runebound2.class_decks.refusals import seat_of
from rules_engine.requirements import Requirement
from rules_engine.runebound2.class_decks.talents import COUNTER_BONUS, talent_price, talent_problem
from rules_engine.runebound2.experience import pay
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name


def _own_experience_step(state: Rb2State, seat: int | None, rule_id: str) -> Iterator[Requirement]:
    """The active player's own experience step, the turn not over."""
    if seat is None:
        yield Requirement.unmet("runebound2.class-decks.companion.players", Message('no such player'), True)
        return
    if seat != state.active:
        yield Requirement.unmet(rule_id, Message('only {player}, whose turn it is, does this in their experience step', player=state.hero.player), True)
    if state.step != Step.EXPERIENCE:
        yield Requirement.unmet(rule_id, Message('this happens in the experience step; this is the {step} step', step=word(state.step.label)))
    if state.turn.ended or state.turn.pending:
        yield Requirement.unmet("runebound2.turn.steps", Message('the turn has ended or a choice is pending'))


def talent_refusals(state: Rb2State, decks: ClassDecks, act: BuyTalent) -> Iterator[Requirement]:
    """Why the talent may not be bought now."""
    seat = seat_of(state, act.player)
    found = list(_own_experience_step(state, seat, "runebound2.class-decks.talent.buy"))
    yield from found
    if seat is None or found:
        return
    if decks.turn.talent_bought:
        yield Requirement.unmet("runebound2.class-decks.talent.buy", Message('one talent a turn: this turn already bought one'))
    mine = decks.seats[seat]
    new = mine.talent_card(act.talent)
    if new is None:
        yield Requirement.unmet("runebound2.class-decks.talent.buy", Message("{talent!r} is not among {player}'s talents", talent=act.talent, player=act.player), True)
        return
    if new.name == mine.talent:
        yield Requirement.unmet("runebound2.class-decks.talent.level", Message("{new} is already {player}'s talent", new=printed_name(new.name), player=act.player), True)
        return
    problem = talent_problem(mine.current_talent, new)
    if problem:
        yield Requirement.unmet("runebound2.class-decks.talent.level", problem)
    party = state.players[seat]
    if act.counter:
        if act.counter not in party.experience:
            yield Requirement.unmet(
                "runebound2.class-decks.talent.buy", Message('{player} holds no {counter} experience counter', player=act.player, counter=act.counter), True
            )
    else:
        price = talent_price(len(state.players))
        if party.xp_points < price:
            yield Requirement.unmet(
                "runebound2.class-decks.talent.buy",
                Message('a talent costs {price} experience points with {count} players; {player} holds {xp_points}', price=price, count=len(state.players), player=act.player, xp_points=party.xp_points),
                True,
            )


def buy_talent(state: Rb2State, decks: ClassDecks, act: BuyTalent, ref: Referee) -> tuple[Rb2State, ClassDecks, str]:
    """Buy a talent: pay points or hand in a counter (its bonus goes with it); the old talent goes back."""
    ref.enforce(talent_refusals(state, decks, act))
    seat = ref.present(seat_of(state, act.player), "runebound2.class-decks.companion.players", Message('no such player'))  # enforced above
    party = state.players[seat]
    mine = decks.seats[seat]
    new = ref.present(mine.talent_card(act.talent), "runebound2.class-decks.talent.buy",
                      Message("{talent!r} is not among {player}'s talents", talent=act.talent, player=act.player))
    ref.cite("runebound2.class-decks.talent.buy", "runebound2.class-decks.talent.level")
    if act.counter:
        attribute, amount = COUNTER_BONUS[act.counter]
        hero = replace(party.hero, **{attribute: getattr(party.hero, attribute) - amount})
        experience = list(party.experience)
        experience.remove(act.counter)
        party = replace(party, hero=hero, experience=tuple(experience))
        state = state.with_player(seat, party)
        paid = Message('hands in a {counter} experience counter', counter=act.counter)
    else:
        price = talent_price(len(state.players))
        kept, remainder, reserve = ref.present(  # enforced above: the points are there
            pay(party.counters, party.xp_remainder, state.reserve, price), "runebound2.class-decks.talent.buy",
            Message('a talent costs {price} experience points with {count} players; {player} holds {xp_points}', price=price, count=len(state.players), player=act.player, xp_points=party.xp_points),
        )
        state = replace(state.with_player(seat, replace(party, counters=kept, xp_remainder=remainder)), reserve=reserve)
        paid = Message('pays {price} experience points', price=price)
    old = mine.talent
    decks = decks.with_seat(seat, replace(mine, talent=new.name))
    decks = replace(decks, turn=replace(decks.turn, talent_bought=True))
    back = Message('; {old} goes back to the talent deck', old=old) if old else ""
    return state, decks, f"{act.player} {paid} for {new.name}{back}"


def refill_refusals(state: Rb2State, decks: ClassDecks, act: RefillHand) -> Iterator[Requirement]:
    """Why the hand may not be refilled this way now."""
    seat = seat_of(state, act.player)
    found = list(_own_experience_step(state, seat, "runebound2.class-decks.hand.refill"))
    yield from found
    if seat is None or found:
        return
    if decks.turn.refilled:
        yield Requirement.unmet(
            "runebound2.class-decks.hand.refill", Message('the hand is refilled once, at the end of the experience step'), True
        )
        return
    mine = decks.seats[seat]
    hand = list(mine.hand)
    if act.discard:
        if seat in decks.turn.played:
            yield Requirement.unmet(
                "runebound2.class-decks.hand.refill",
                Message('{player} played a class card this turn, so may not discard before refilling', player=act.player),
            )
        match = next((h for h in hand if h.casefold() == act.discard.casefold()), None)
        if match is None:
            yield Requirement.unmet(
                "runebound2.class-decks.companion.hand", Message('{player} holds no {discard!r} to discard', player=act.player, discard=act.discard), True
            )
            return
        hand.remove(match)
    need = max(0, HAND_SIZE - len(hand))
    draws = min(need, len(mine.deck))
    if draws and not act.drawn:
        yield Requirement.unmet(
            "runebound2.class-decks.hand.refill",
            Message('{player} draws {cards} to refill the hand: name each card as drawn, e.g. {example}',
                    player=act.player, cards=count_of(draws, 'card', 'cards'),
                    example=f'refill {act.player} ' + " ".join(['"CARD"'] * draws)),
            True,
        )
        return
    if len(act.drawn) != draws:
        yield Requirement.unmet(
            "runebound2.class-decks.hand.refill",
            Message('{player} draws {cards} to refill the hand, not {count}', player=act.player, cards=count_of(draws, 'card', 'cards'), count=len(act.drawn)),
            True,
        )
        return
    left = Counter(d.casefold() for d in mine.deck)
    left.subtract(d.casefold() for d in act.drawn)
    if any(n < 0 for n in left.values()):
        yield Requirement.unmet("runebound2.class-decks.hand.refill", Message('every card drawn must still be in the class deck'), True)


def refill_hand(state: Rb2State, decks: ClassDecks, act: RefillHand, ref: Referee) -> tuple[ClassDecks, str]:
    """Discard one card if allowed, then draw up to six; an emptied deck offers the reshuffle."""
    ref.enforce(refill_refusals(state, decks, act))
    seat = ref.present(seat_of(state, act.player), "runebound2.class-decks.companion.players", Message('no such player'))
    mine = decks.seats[seat]
    hand, discard = list(mine.hand), mine.discard
    ref.cite("runebound2.class-decks.hand.refill")
    if act.discard:
        match = next(h for h in hand if h.casefold() == act.discard.casefold())
        hand.remove(match)
        discard += (match,)
    deck = list(mine.deck)
    drawn = []
    for name in act.drawn:
        match = next(d for d in deck if d.casefold() == name.casefold())
        deck.remove(match)
        drawn.append(match)
    decks = decks.with_seat(seat, replace(mine, hand=tuple(hand) + tuple(drawn), deck=tuple(deck), discard=discard))
    decks = replace(decks, turn=replace(decks.turn, refilled=True))
    short = len(hand) + len(drawn) < HAND_SIZE
    if short:
        ref.cite("runebound2.class-decks.hand.reshuffle")
        ref.note(Message("the class deck ran out: {player} may skip the next turn to reshuffle ('reshuffle')", player=act.player))
    if not drawn:
        return decks, Message('{player} draws no class card: the hand holds {number}', player=act.player,
                              number=len(hand))
    return decks, Message('{player} draws {names}, holding {number}', player=act.player,
                          names=Joined(", ", tuple(printed_name(name) for name in drawn)), number=len(hand) + len(drawn))


def reshuffle_refusals(state: Rb2State, decks: ClassDecks, act: Reshuffle) -> Iterator[Requirement]:
    """A reshuffle needs the refill to have come up short, in the player's own experience step."""
    seat = seat_of(state, act.player)
    found = list(_own_experience_step(state, seat, "runebound2.class-decks.hand.reshuffle"))
    yield from found
    if seat is None or found:
        return
    mine = decks.seats[seat]
    if mine.reshuffle:
        yield Requirement.unmet(
            "runebound2.class-decks.hand.reshuffle", Message('{player} already skips the next turn to reshuffle', player=act.player), True
        )
    elif not decks.turn.refilled or mine.deck or len(mine.hand) >= HAND_SIZE:
        yield Requirement.unmet(
            "runebound2.class-decks.hand.reshuffle", Message('a reshuffle is for a class deck that could not refill the hand')
        )


def reshuffle(state: Rb2State, decks: ClassDecks, act: Reshuffle, ref: Referee) -> tuple[ClassDecks, str]:
    """Mark the player to skip their next turn and shuffle their discard pile into a new deck then."""
    ref.enforce(reshuffle_refusals(state, decks, act))
    seat = ref.present(seat_of(state, act.player), "runebound2.class-decks.companion.players", Message('no such player'))
    ref.cite("runebound2.class-decks.hand.reshuffle")
    decks = decks.with_seat(seat, replace(decks.seats[seat], reshuffle=True))
    return decks, Message('{player} will skip the next turn to reshuffle the class deck', player=act.player)
