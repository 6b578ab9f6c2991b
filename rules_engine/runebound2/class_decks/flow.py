"""How the expansion follows the base game: windows open as movement ends and fights start, threat for
challenges, knock-outs, cards back to their owners' discard piles, the turn's record reset.

`gate` is what holds a base action back (an unfinished setup, an open window, a class challenge still to
fight, a skipped turn) and `amend` puts the flee penalty on a flight.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.values import replace
from rules_engine.actions import Action
from rules_engine.referee import Referee
from rules_engine.runebound2 import actions as A
from rules_engine.plurals import count as count_of
from rules_engine.runebound2.class_decks.deck_building import HAND_SIZE
from rules_engine.runebound2.class_decks.deck_state import ClassDecks, TurnRecord
from rules_engine.requirements import Requirement
from rules_engine.runebound2.class_decks.threat import challenge_threat
from rules_engine.runebound2.class_decks.windows import Window, WindowKind, clockwise_from_left, duel_order
from rules_engine.runebound2.fights import FightSource
from rules_engine.runebound2.ongoing import ongoing_combat
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.phases import ANY_TIME, SETUP_ACTIONS
from rules_engine.messages import Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name

#: Base actions a card's immediate effect may need while a window is open (wounds, checks, items).
DURING_WINDOW: tuple[type[Action], ...] = ANY_TIME + (A.Effect, A.SkillCheck, A.Activate, A.UseItem, A.TakeWounds)
#: Base actions a class challenge waiting to be fought holds back.
AFTER_CLASS_CHALLENGE: tuple[type[Action], ...] = (A.TakeAdventure, A.StartDuel, A.Negotiate, A.NextStep)
#: Base actions a skipped turn allows.
IN_SKIPPED_TURN: tuple[type[Action], ...] = ANY_TIME + (A.NextStep,)


def gate(state: Rb2State, decks: ClassDecks, kind: type[Action]) -> Iterator[Requirement]:
    """Why the expansion holds back a base action of this type now."""
    if not decks.ready and kind not in SETUP_ACTIONS:
        who = next(state.players[i].player for i, s in enumerate(decks.seats) if not s.ready)
        yield Requirement.unmet(
            "runebound2.class-decks.setup", Message("{who} has not taken their class deck yet ('class-deck {who} ...')", who=who), True
        )
        return
    if decks.window is not None and kind not in DURING_WINDOW:
        window = decks.window
        yield Requirement.unmet(
            window.kind.rule_id,
            Message('class cards are being played ({kind} window): {player} plays cards or passes first', kind=window.kind.words, player=state.players[window.seat].player),
            True,
        )
        return
    if decks.turn.skipping and kind not in IN_SKIPPED_TURN:
        yield Requirement.unmet(
            "runebound2.class-decks.hand.reshuffle",
            Message("{player} skips this turn to reshuffle: only 'next' moves on", player=state.hero.player),
        )
        return
    waiting = decks.challenges and state.combat is None and state.step == Step.ADVENTURE and not state.turn.ended
    if waiting and kind in AFTER_CLASS_CHALLENGE:
        first = decks.challenges[0].name
        yield Requirement.unmet(
            "runebound2.class-decks.combat.several",
            Message('{hero} must first take on {first}, the challenge played by {player}', hero=printed_name(state.hero.hero.name), first=printed_name(first), player=state.players[decks.challenges[0].owner].player),
        )


def flee_penalty(decks: ClassDecks) -> int:
    """The total printed threat cost of the hostile spells and feats played during this challenge."""
    return sum(card.cost for card in decks.flee_cards)


def amend(state: Rb2State, decks: ClassDecks, action: Action, ref: Referee) -> Action:
    """A flight from a challenge carries the flee penalty; the turn ended from the experience step with a short hand
    says so first."""
    if isinstance(action, A.NextStep) and state.step == Step.EXPERIENCE:
        _note_hand_left_short(state, decks, ref)
    if isinstance(action, A.Flee) and state.combat is not None:
        penalty = flee_penalty(decks)
        ref.cite("runebound2.class-decks.combat.flee-penalty")
        if penalty:
            ref.note(
                Message('flee penalty -{penalty}: hostile spells and feats played during this challenge ({value})', penalty=penalty, value=', '.join(c.name for c in decks.flee_cards))
            )
            return replace(action, bonus=action.bonus - penalty)
    return action


def follow(before: Rb2State, after: Rb2State, decks: ClassDecks, ref: Referee) -> tuple[Rb2State, ClassDecks]:
    """Keep the slice true after a base action."""
    if after.turn_number != before.turn_number:
        decks = _turn_passed(after, decks, ref)
    for seat, party in enumerate(after.players):
        if before.players[seat].position is not None and party.position is None:
            ref.cite("runebound2.class-decks.threat.knockout")
            mine = decks.seats[seat]
            if mine.threat.on_card:
                ref.note(Message("{player}'s {on_card} threat go back to the pool", player=party.player, on_card=mine.threat.on_card))
            decks = decks.with_seat(seat, replace(mine, threat=mine.threat.all_back()))
    if before.combat is not None and after.combat is None:
        decks = fight_over(decks, ref)
    decks = _close_stale_window(after, decks)
    same_turn = after.turn_number == before.turn_number
    if (
        same_turn
        and before.step == Step.MOVEMENT
        and after.step != Step.MOVEMENT
        and not after.turn.ended
        and not decks.turn.skipping
    ):
        ref.cite("runebound2.class-decks.turn", "runebound2.class-decks.timing.movement")
        order = clockwise_from_left(len(after.players), after.active)
        decks = replace(decks, window=Window(WindowKind.MOVEMENT, order))
        ref.note(
            Message("end of movement: class cards from {player}, clockwise, {player2} last ('pass' when done)", player=after.players[order[0]].player, player2=after.hero.player)
        )
    if before.combat is None and after.combat is not None and after.combat.source != FightSource.ENCOUNTER:
        decks = fight_starts(after, decks, ref)
    if before.duel is None and after.duel is not None:
        ref.cite("runebound2.class-decks.combat.duel")
        duel = after.duel
        decks = replace(decks, window=Window(WindowKind.DUEL, duel_order(duel.aggressor, duel.defender)))
        ref.note(
            Message('duel: friendly cards, {player} first, then {player2}', player=after.players[duel.aggressor].player, player2=after.players[duel.defender].player)
        )
    return after, decks


def _close_stale_window(state: Rb2State, decks: ClassDecks) -> ClassDecks:
    """A window whose moment has passed closes: the fight it opened for ended, or the turn did. The very same slice
    when the window lasts as it is (most actions: no window, or one that stays open), so nothing is copied."""
    window = _still_open(state, decks.window)
    return decks if window == decks.window else replace(decks, window=window)


def _still_open(state: Rb2State, window: Window | None) -> Window | None:
    """The window if its moment lasts (a trigger round keeps only a live window to resume), else None."""
    if window is None:
        return None
    if window.kind == WindowKind.TRIGGER:
        if state.turn.ended:
            return None
        return replace(window, resumes=_still_open(state, window.resumes))
    stale = (
        window.kind == WindowKind.CHALLENGE
        and state.combat is None
        or window.kind == WindowKind.DUEL
        and state.duel is None
        or window.kind == WindowKind.MOVEMENT
        and state.turn.ended
    )
    return None if stale else window


def fight_starts(state: Rb2State, decks: ClassDecks, ref: Referee) -> ClassDecks:
    """A challenge is taken on: threat for its colour (what the pool holds), then the start-of-challenge window."""
    combat = ongoing_combat(state)
    colour = combat.card.colour
    want = challenge_threat(colour)
    active = state.active
    mine = decks.seats[active]
    threat, moved = mine.threat.gain_what_fits(want)
    ref.cite("runebound2.class-decks.threat.challenge")
    if combat.source != FightSource.CLASS_DECK:
        # An adventure-deck challenge costs no threat itself: only its colour's threat moves.
        ref.cite("runebound2.class-decks.cost.adventure")
    if want:
        short = Message(" (the pool held only {moved})", moved=moved) if moved < want else ""
        ref.note(Message('a {colour} challenge: {player} gains {moved} threat{short}; {threat}', colour=word(colour), player=state.hero.player, moved=moved, short=short, threat=threat.describe()))
    decks = decks.with_seat(active, replace(mine, threat=threat))
    order = clockwise_from_left(len(state.players), active)
    ref.cite("runebound2.class-decks.timing.challenge")
    return replace(decks, flee_cards=(), window=Window(WindowKind.CHALLENGE, order))


def fight_over(decks: ClassDecks, ref: Referee) -> ClassDecks:
    """The fight ended: the hostile cards kept out for the flee penalty and a class challenge go to their owners' discards."""
    done = decks.flee_cards + ((decks.fighting,) if decks.fighting is not None else ())
    if done:
        ref.cite("runebound2.class-decks.resolved")
    for played in done:
        decks = decks.to_discard(played)
    return replace(decks, flee_cards=(), fighting=None)


def _note_hand_left_short(before: Rb2State, decks: ClassDecks, ref: Referee) -> None:
    """A turn that ends from the experience step with a short hand the deck could refill, not refilled: the refill is
    the player's choice («Uzupełnienie ręki»: may draw up to six at the end of the experience step), so the turn ends,
    and the log says the chance is gone until the next experience step."""
    seat = before.active
    mine = decks.seats[seat]
    if (before.step != Step.EXPERIENCE or decks.turn.refilled or decks.turn.skipping or not mine.ready
            or len(mine.hand) >= HAND_SIZE or not mine.deck):
        return
    ref.cite("runebound2.class-decks.hand.refill")
    ref.note(Message("{player} ends the turn holding {cards}, without refilling the hand: a player may draw up to six "
                     "only at the end of the experience step, so the hand stays as it is until the next one",
                     player=before.players[seat].player, cards=count_of(len(mine.hand), "class card", "class cards")))


def _turn_passed(state: Rb2State, decks: ClassDecks, ref: Referee) -> ClassDecks:
    """A new turn: leftovers to the discard piles, a fresh record, and a reshuffle for a player who chose it."""
    leftovers = decks.challenges + decks.flee_cards + ((decks.fighting,) if decks.fighting is not None else ())
    if decks.challenges:
        ref.cite("runebound2.class-decks.resolved")
        ref.note(
            Message('unresolved class challenges are discarded, never put on the track: {value}', value=', '.join(c.name for c in decks.challenges))
        )
    for played in leftovers:
        decks = decks.to_discard(played)
    decks = replace(decks, challenges=(), flee_cards=(), fighting=None, window=None, turn=TurnRecord())
    seat = decks.seats[state.active]
    if seat.reshuffle:
        ref.cite("runebound2.class-decks.hand.reshuffle")
        ref.note(
            Message('{player} skips this turn and shuffles {count} discarded cards into a new class deck', player=state.hero.player, count=len(seat.discard))
        )
        decks = decks.with_seat(state.active, replace(seat, deck=seat.deck + seat.discard, discard=(), reshuffle=False,
                                                            shuffled_again=True))
        decks = replace(decks, turn=TurnRecord(skipping=True))
    return decks
