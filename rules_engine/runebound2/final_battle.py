"""The endgame of the doom track variant: battle order by level, the final battle, and its tiebreaks."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import DrawLots
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.challenge_track import TrackSlot
from rules_engine.runebound2.fights import FinalBattle
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.turn import Pending, TurnState
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.runebound2.names import printed_name

RED_TO_WIN = 3


def red_count(state: Rb2State, player: int) -> int:
    """Red challenge cards a hero holds."""
    return sum(1 for c in state.players[player].trophies if c.colour == "red" and c.kind == "challenge")


def battle_order(state: Rb2State, draws: tuple[tuple[int, ...], ...] = ()) -> tuple[int, ...]:
    """Highest level first, then most gold, then the lots drawn (highest first); still equal: seat order."""
    def key(seat: int) -> tuple[int, int, tuple[int, ...], int]:
        drawn = draws[seat] if seat < len(draws) else ()
        return (-state.players[seat].level, -state.players[seat].gold, tuple(-v for v in drawn), seat)

    return tuple(sorted(range(len(state.players)), key=key))


def first_tie(state: Rb2State, draws: tuple[tuple[int, ...], ...] = ()) -> tuple[int, ...]:
    """The first run of heroes (in battle order) equal in level, gold and every lot drawn so far."""
    def standing(seat: int) -> tuple[int, int, tuple[int, ...]]:
        return state.players[seat].level, state.players[seat].gold, draws[seat] if seat < len(draws) else ()

    order = battle_order(state, draws)
    for seat in order:
        run = tuple(s for s in order if standing(s) == standing(seat))
        if len(run) > 1:
            return run
    return ()


def draw_lots(state: Rb2State, act: DrawLots, ref: Referee) -> tuple[Rb2State, str]:
    """The lot between heroes equal in level and gold: one d10 each, highest first; equal dice draw again."""
    final = state.final
    ref.require(state.turn.pending == Pending.LOTS and final is not None and len(final.lots) > 1, "runebound2.doom.lot",
                Message('no lot is waiting to be drawn'), hard=True)
    assert final is not None  # required (hard) above
    tied = final.lots
    values = act.roll.values
    ref.require(len(values) == len(tied), "runebound2.doom.lot",
                Message('the lot needs one d10 for each of the {count} tied heroes', count=len(tied)), hard=True)
    ref.cite("runebound2.doom.lot", "runebound2.dice.d10-zero-is-ten")
    draws = [tuple(d) for d in final.draws] or [() for _ in state.players]
    for seat, value in zip(tied, values):
        draws[seat] = draws[seat] + (value,)
    draws_t = tuple(draws)
    order = battle_order(state, draws_t)
    lots = first_tie(state, draws_t)
    shown = ", ".join(f"{state.players[seat].player} {value}" for seat, value in zip(tied, values))
    ref.note(Message('the lot: {shown}', shown=shown))
    final = replace(final, order=order, draws=draws_t, lots=lots, current=0)
    if lots:
        names = ", ".join(state.players[s].player for s in lots)
        ref.note(Message('{names} are still equal: they draw lots again', names=names))
        return replace(state, final=final), Message('lot drawn ({shown}); {names} draw again', shown=shown, names=names)
    ref.note(Message("battle order: {order}", order=", ".join(state.players[i].player for i in order)))
    state = replace(state, final=final, active=order[0])
    return state.with_turn(pending=Pending.NONE, pending_player=None, drawing="red"), \
        Message('lot drawn ({shown}): {player} enters the final battle first', shown=shown, player=state.players[order[0]].player)


def start_endgame(state: Rb2State, ref: Referee) -> Rb2State:
    """The eighth doom counter: clear the track's red cards into the red deck and line the heroes up."""
    ref.cite("runebound2.doom.endgame")
    slots = tuple(TrackSlot() if s.card is not None and s.card.colour == "red" else s for s in state.track.slots)
    returned = sum(1 for s in state.track.slots if s.card is not None and s.card.colour == "red")
    order = battle_order(state)
    ties = [i for i in order if any(j != i and (state.players[j].level, state.players[j].gold)
                                    == (state.players[i].level, state.players[i].gold) for j in order)]
    ref.note(Message("the endgame begins: take the events and encounters out of the red deck, shuffle in the {cards} "
                     "from the challenge track, and shuffle it", cards=count_of(returned, 'red card', 'red cards')) if returned
             else Message("the endgame begins: take the events and encounters out of the red deck, and shuffle it"))
    ref.note(Message("battle order: {order}", order=Joined(", ", tuple(
        Message("{player} (level {level})", player=state.players[i].player, level=state.players[i].level) for i in order))))
    final = FinalBattle(order, lots=first_tie(state))
    state = replace(state, track=replace(state.track, slots=slots), final=final, combat=None, duel=None,
                    active=final.fighter, step=Step.ADVENTURE, turn=TurnState(drawing="red"))
    if ties:
        ref.cite("runebound2.doom.lot")
        names = ", ".join(state.players[i].player for i in final.lots)
        ref.note(Message("{names} are equal in level and gold: draw lots ('lots': one d10 each, highest first)", names=names))
        return state.with_turn(pending=Pending.LOTS, drawing="")
    return state


def red_victory(state: Rb2State, card: AdventureCard, ref: Referee) -> Rb2State:
    """A red challenge beaten in the final battle: keep it; Margath or three red cards win."""
    ref.cite("runebound2.final.battle")
    party = state.hero
    state = state.with_hero(replace(party, gold=party.gold + card.gold, trophies=party.trophies + (card,)))
    if card.margath:
        return replace(state, winner=state.active, result=Message("{player} slays Margath and wins", player=party.player))
    if red_count(state, state.active) >= RED_TO_WIN:
        return replace(state, winner=state.active, result=Message("{player} holds three red challenges and wins", player=party.player))
    ref.note(Message('{player} holds {red_challenges}: draw the next red card', player=party.player, red_challenges=count_of(red_count(state, state.active), 'red challenge', 'red challenges')))
    return state.with_turn(drawing="red")


def red_defeat(state: Rb2State, ref: Referee) -> Rb2State:
    """The fighter loses the final battle: the card goes back into the red deck, the next hero fights."""
    ref.cite("runebound2.final.battle")
    assert state.combat is not None  # the final battle's fight is under way
    card = state.combat.card
    party = state.hero
    ref.note(Message('{player} loses the final battle; {card} is shuffled back into the red deck (no gold or experience is lost)', player=party.player, card=printed_name(card.name)))
    state = state.with_hero(replace(party, hero=replace(party.hero, wounds=0, exhaustion=0)))
    final = state.final
    assert final is not None  # a final battle is under way
    lost = final.lost + (final.fighter,)
    if final.current + 1 < len(final.order):
        final = replace(final, current=final.current + 1, lost=lost)
        ref.note(Message('{player} enters the final battle', player=state.players[final.fighter].player))
        return replace(state, final=final, combat=None, active=final.fighter, turn=TurnState(drawing="red"))
    ref.cite("runebound2.final.all-lose")
    best = max(range(len(state.players)), key=lambda i: (red_count(state, i), state.players[i].level,
                                                           state.players[i].gold, -i))
    key = (red_count(state, best), state.players[best].level, state.players[best].gold)
    tied = [i for i in range(len(state.players))
            if (red_count(state, i), state.players[i].level, state.players[i].gold) == key]
    final = replace(final, lost=lost)
    if len(tied) > 1:
        names = ", ".join(state.players[i].player for i in tied)
        return replace(state, final=final, combat=None, winner=-1,
                       result=Message("every hero lost the final battle; {names} tie on red cards, level and gold",
                                      names=names))
    return replace(state, final=final, combat=None, winner=best,
                   result=Message("every hero lost the final battle; {player} wins on red cards, level and gold",
                                  player=state.players[best].player))
