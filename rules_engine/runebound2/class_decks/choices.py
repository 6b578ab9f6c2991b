"""What the Class Decks expansion allows now, as choices, and the decision while its windows are open.

Each choice is offered only when the same refusal generators `resolve` enforces are silent, so
"what may I do?" and "may I?" read one statement of each rule.
"""

from __future__ import annotations

from random import Random

from rules_engine.decisions import Choice, Decision, DecisionKind, Exactly, Where
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.card_domains import FLAG
from rules_engine.runebound2.choice_domains import Record, whole
from rules_engine.runebound2.class_decks.actions import (
    BuyTalent,
    FightClassChallenge,
    PassWindow,
    PlayClassCard,
    RefillHand,
    Reshuffle,
    TriggerRound,
)
from rules_engine.runebound2.class_decks.deck_building import HAND_SIZE
from rules_engine.runebound2.class_decks.cards import Timing
from rules_engine.runebound2.class_decks.deck_state import ClassDecks
from rules_engine.runebound2.class_decks.experience_step import refill_refusals, reshuffle_refusals, talent_refusals
from rules_engine.runebound2.class_decks.class_challenges import fight_refusals
from rules_engine.runebound2.class_decks.play import fighting_seats, pass_refusals, play_refusals, trigger_round_refusals
from rules_engine.requirements import all_met
from rules_engine.runebound2.class_decks.windows import Window, WindowKind
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.messages import Message, N_
from rules_engine.plurals import count as count_of
from rules_engine.runebound2.names import printed_name


def decision(state: Rb2State, decks: ClassDecks) -> Decision | None:
    """The expansion's decision: a class deck still to take, an open window, a skipped turn; else None."""
    if state.winner is not None:
        return None
    for seat, mine in enumerate(decks.seats):
        if not mine.ready:
            who = state.players[seat].player
            return Decision(
                DecisionKind.ACTION,
                seat,
                Message('{who} takes their class deck: six cards drawn, ten threat, 3 gold or a level-1 talent', who=who),
            )
    window = decks.window
    if window is not None:
        return Decision(DecisionKind.PASS, window.seat, round_prompt(state, window), f"class-decks-{window.kind}")
    if decks.turn.skipping:
        return Decision(DecisionKind.ACTION, state.active, Message("{player} skips this turn to reshuffle: 'next'", player=state.hero.player))
    if (
        decks.challenges
        and state.combat is None
        and state.step == Step.ADVENTURE
        and not state.turn.ended
        and not state.turn.pending
    ):
        first = decks.challenges[0]
        return Decision(
            DecisionKind.ACTION,
            state.active,
            Message("{player} first takes on {first}, played by {player2}: enter its values ('class-challenge mind:N body:N spirit:N damage:R/M/G life:N')", player=state.hero.player, first=printed_name(first.name), player2=state.players[first.owner].player),
        )
    return None


#: What each window is for, as the table says it.
WINDOW_CARDS = {
    WindowKind.MOVEMENT: N_("end-of-movement cards"),
    WindowKind.CHALLENGE: N_("start-of-challenge cards"),
    WindowKind.DUEL: N_("friendly cards at the start of the duel"),
    WindowKind.TRIGGER: N_("cards with their own trigger"),
}


def round_prompt(state: Rb2State, window: Window) -> str:
    """'Bartek may play end-of-movement cards on Lord Hawthorne, or passes; then Szymon, Krzysiek'."""
    who = state.players[window.seat].player
    after = ", ".join(state.players[s].player for s in window.remaining[1:])
    cards = Message(WINDOW_CARDS[window.kind])
    if window.kind in (WindowKind.MOVEMENT, WindowKind.CHALLENGE):
        if after:
            return Message("{who} may play {cards} on {hero}, or passes; then {after}", who=who, cards=cards,
                           hero=printed_name(state.hero.hero.name), after=after)
        return Message("{who} may play {cards} on {hero}, or passes; the last to play", who=who, cards=cards,
                       hero=printed_name(state.hero.hero.name))
    if after:
        return Message("{who} may play {cards}, or passes; then {after}", who=who, cards=cards, after=after)
    return Message("{who} may play {cards}, or passes; the last to play", who=who, cards=cards)


def class_challenge(name: str, colour: str) -> Record:
    """The values of a class challenge as printed: its name and colour fixed, combat values entered."""
    return Record.of(
        AdventureCard,
        text=f"the class challenge {name}",
        name=name,
        colour=colour,
        kind="challenge",
        level=0,
        mind=whole(0, usual=(4, 12)),
        body=whole(0, usual=(4, 12)),
        spirit=whole(0, usual=(4, 12)),
        ranged=whole(0, usual=(0, 2)),
        melee=whole(0, usual=(0, 2)),
        magic=whole(0, usual=(0, 2)),
        life=whole(1, usual=(1, 3)),
        gold=whole(0, usual=(0, 3)),
        reward="",
        keep=False,
        before_combat=FLAG,
        margath=False,
        rune=False,
    )


def choices(state: Rb2State, decks: ClassDecks) -> tuple[Choice, ...]:
    """Every expansion action allowed now."""
    if state.winner is not None or not decks.ready:
        return ()
    found: list[Choice] = list(_plays(state, decks))
    if _trigger_cards_wanted(state, decks, found) and all_met(trigger_round_refusals(state, decks)):
        found.append(Choice.of(TriggerRound, Message("several players play trigger cards: go round from the left")))
    if decks.window is not None:
        seat = decks.window.seat
        if all_met(pass_refusals(state, decks, seat)):
            found.append(
                Choice.of(
                    PassWindow, Message("{player} passes", player=state.players[seat].player), actor=seat,
                    player=state.players[seat].player
                )
            )
        return tuple(found)
    if decks.challenges:
        first = decks.challenges[0]
        printed = decks.seats[first.owner].card(first.name)
        colour = printed.colour if printed is not None and printed.colour else "green"
        probe = FightClassChallenge(AdventureCard(first.name, colour, "challenge", life=1))
        if all_met(fight_refusals(state, decks, probe)):
            found.append(
                Choice.of(
                    FightClassChallenge,
                    Message("take on {card}", card=printed_name(first.name)),
                    actor=state.active,
                    card=class_challenge(first.name, colour),
                )
            )
    if state.step == Step.EXPERIENCE:
        found.extend(_experience(state, decks))
    return tuple(found)


#: The last class-card plays worked out, with the values they were worked out from (`_plays_key`).
_last_plays: list[tuple[tuple[object, ...], tuple[Choice, ...]]] = []


def _plays_key(state: Rb2State, decks: ClassDecks) -> tuple[object, ...]:
    """Every value `play_refusals` and the plays' labels read: the winner, the active seat, where its hero stands and
    who is fighting, the open window and the turn's record, the players' names, and each seat's hand, cards, talents
    and threat."""
    return (state.winner, state.active, state.players[state.active].position, fighting_seats(state), decks.window,
            decks.turn, tuple(hero.player for hero in state.players),
            tuple((mine.hand, mine.cards, mine.talent, mine.talents, mine.threat) for mine in decks.seats))


def _plays(state: Rb2State, decks: ClassDecks) -> tuple[Choice, ...]:
    """Each class card a seat may play now, each way it may be played (worked out again only when a value it reads
    differs from the last call's: most moves change none of them). One set of values is kept, so nothing piles up."""
    key = _plays_key(state, decks)
    if _last_plays and _last_plays[0][0] == key:
        return _last_plays[0][1]
    found = _plays_built(state, decks)
    _last_plays[:] = [(key, found)]
    return found


def _plays_built(state: Rb2State, decks: ClassDecks) -> tuple[Choice, ...]:
    """The plays, the likely ones first: the seat whose go it is in an open window, then the others from the active
    player's left; each card on the active hero as its side has it (a hostile card by an enemy, a friendly card by
    its owner) before a hostile card its owner puts on their own hero, which only some cards' texts allow
    («Jak zagrywać karty klasy: Wydawanie żetonów zagrożenia», p. 4)."""
    count = len(decks.seats)
    first = decks.window.seat if decks.window is not None else (state.active + 1) % count
    order = sorted(range(count), key=lambda seat: (seat - first) % count)
    found: list[Choice] = []
    for seat in order:
        mine = decks.seats[seat]
        who = state.players[seat].player
        for name in mine.hand:
            card = mine.card(name)  # looked up once for both ways of playing it
            for on_self in (False, True):
                if on_self and (card is None or card.friendly or seat != state.active):
                    continue
                if all_met(play_refusals(state, decks, seat, name, on_self)):
                    found.append(
                        Choice.of(
                            PlayClassCard,
                            (Message("{player} plays {card} on their own hero", player=who, card=printed_name(name)) if on_self
                             else Message("{player} plays {card}", player=who, card=printed_name(name))),
                            actor=seat,
                            player=who,
                            card=name,
                            on_self=on_self,
                        )
                    )
    return tuple(sorted(found, key=lambda choice: choice.fields["on_self"].admits(True)))


def _trigger_cards_wanted(state: Rb2State, decks: ClassDecks, plays: list[Choice]) -> bool:
    """True when two or more players could play a card with its own trigger now (the round orders them)."""
    seats = set()
    for choice in plays:
        named = choice.fields["card"]  # each play names its seat and exactly one card (built above)
        if choice.actor is None or not isinstance(named, Exactly):
            continue
        card = decks.seats[choice.actor].card(named.value)
        if card is not None and card.timing == Timing.TRIGGER:
            seats.add(choice.actor)
    return len(seats) >= 2


def _experience(state: Rb2State, decks: ClassDecks) -> list[Choice]:
    """Talents to buy, the refill, the reshuffle."""
    seat = state.active
    who = state.hero.player
    mine = decks.seats[seat]
    found = []
    for talent in mine.talents:
        for counter in ("",) + tuple(sorted(set(state.hero.experience))):
            if all_met(talent_refusals(state, decks, BuyTalent(who, talent.name, counter))):
                how = Message(' for a {counter} counter', counter=counter) if counter else ""
                found.append(
                    Choice.of(
                        BuyTalent,
                        Message("buy {talent}{how}", talent=printed_name(talent.name), how=how),
                        actor=seat,
                        player=who,
                        talent=talent.name,
                        counter=counter,
                    )
                )
    if not decks.turn.refilled:
        for discard in ("",) + tuple(dict.fromkeys(mine.hand)):
            probe_hand = len(mine.hand) - (1 if discard else 0)
            draws = min(max(0, HAND_SIZE - probe_hand), len(mine.deck))
            deck = tuple(mine.deck)
            probe = RefillHand(who, deck[:draws], discard)
            if all_met(refill_refusals(state, decks, probe)):
                label = Message('discard {discard}, then refill', discard=printed_name(discard)) if discard else Message('refill the hand')
                found.append(
                    Choice.of(RefillHand, label, actor=seat, player=who, discard=discard, drawn=_draws(deck, draws))
                )
    if all_met(reshuffle_refusals(state, decks, Reshuffle(who))):
        found.append(Choice.of(Reshuffle, Message("skip the next turn to reshuffle"), actor=seat, player=who))
    return found


def leads(state: Rb2State, decks: ClassDecks) -> tuple[type[RefillHand], ...]:
    """The refill comes before the base game's `next` while the active player's hand is short and not yet refilled in
    the experience step (passing it by loses it for the turn, «Uzupełnienie ręki»); otherwise nothing leads."""
    if state.winner is not None or not decks.ready or decks.window is not None or decks.turn.refilled:
        return ()
    mine = decks.seats[state.active]
    if state.step != Step.EXPERIENCE or state.turn.ended or len(mine.hand) >= HAND_SIZE or not mine.deck:
        return ()
    return (RefillHand,)


def _draws(deck: tuple[str, ...], count: int) -> Where:
    """Any `count` different cards still in the deck (the table names what it drew)."""
    pool = {d.casefold() for d in deck}

    def fits(drawn: object) -> bool:
        return (
            isinstance(drawn, tuple)
            and len(drawn) == count
            and len({d.casefold() for d in drawn}) == count
            and all(isinstance(d, str) and d.casefold() in pool for d in drawn)
        )

    def sampler(rng: Random) -> tuple[str, ...]:
        return tuple(rng.sample(sorted(deck), count))

    return Where(fits, sampler, f"{count_of(count, 'card', 'cards')} from the class deck")
