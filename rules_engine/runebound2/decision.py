"""Who must act now in a Runebound 2nd edition game, and what kind of decision it is (`Game.decision`).

Read in the order `resolve` gates actions: the game's end, hero values still missing, a pending
choice, the fight in progress (before-combat, flee or stay, the round's phases), the final battle,
then the step of the turn. Each prompt names the player.
"""

from __future__ import annotations

from rules_engine.decisions import Decision, DecisionKind
from rules_engine.runebound2.fights import Combat, Duel, FightPhase
from rules_engine.runebound2.market import market_card_drawn
from rules_engine.runebound2.movement import dice_allowed
from rules_engine.runebound2.ongoing import final_battle_with_lots, spoils_seats
from rules_engine.runebound2.road_hazards import hazard_due
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.turn import Hazard, Movement, Pending
from rules_engine.runebound2.phases import lacking_values
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message
from rules_engine.runebound2.names import printed_name
from rules_engine.runebound2.words import word

BEFORE_COMBAT = "before-combat"
WARD = "ward"


def _who(state: Rb2State, seat: int) -> str:
    party = state.players[seat]
    return Message("{player} ({hero})", player=party.player, hero=printed_name(party.hero.name))


def decision(state: Rb2State) -> Decision:
    """The decision the game waits for."""
    if state.winner is not None:
        seat = state.winner if state.winner >= 0 else None
        return Decision(DecisionKind.OVER, seat, state.result or "the game is over")
    seat = lacking_values(state)
    if seat is not None:
        party = state.players[seat]
        return Decision(DecisionKind.ACTION, seat, Message("{_who}: type the hero card's {missing} ('hero {player} ...')", _who=_who(state, seat), missing=', '.join(party.missing), player=party.player))
    pending = state.turn.pending
    if pending:
        return _pending(state, Pending(pending))
    if state.combat is not None:
        return _combat(state, state.combat)
    if state.duel is not None:
        return _duel(state, state.duel)
    return _step(state)


def _pending(state: Rb2State, pending: Pending) -> Decision:
    turn = state.turn
    active = state.active
    if pending == Pending.COUNTER:
        return Decision(DecisionKind.ACTION, active, Message("{_who} takes the {pending_colour} adventure counter: enter the experience on its back ('counter N')", _who=_who(state, active), pending_colour=word(turn.pending_colour)))
    if pending == Pending.KNOCKOUT:
        seat = turn.pending_player if turn.pending_player is not None else active
        return Decision(DecisionKind.ACTION, seat, Message("{_who} is knocked out: name the nearest city ('recover CITY', and the card lost among equals)", _who=_who(state, seat)))
    if pending == Pending.SPOILS:
        seat, losing = spoils_seats(state)
        loser = state.players[losing].player
        return Decision(DecisionKind.CHOICE, seat, Message('{_who} won the duel: take an item, an ally, an adventure card or all the gold from {loser}', _who=_who(state, seat), loser=loser))
    if pending == Pending.WOUNDS:
        seat = turn.held_seat if turn.held_seat is not None else active
        return Decision(DecisionKind.PASS, seat, (Message("{wounds} is being dealt to {held_who}: {who} may ward them with a card now, or let them land ('take-wounds')", wounds=count_of(1, 'wound', 'wounds'), held_who=turn.held_who, who=_who(state, seat))
                        if turn.held_wounds == 1 else
                        Message("{wounds} are being dealt to {held_who}: {who} may ward them with a card now, or let them land ('take-wounds')", wounds=count_of(turn.held_wounds, 'wound', 'wounds'), held_who=turn.held_who, who=_who(state, seat))), WARD)
    if pending == Pending.KEEP:
        name = turn.keeping.name if turn.keeping is not None else "the card"
        return Decision(DecisionKind.CHOICE, active, Message('{_who} keeps {name}: it becomes an item, an ally, or stays an adventure card (or is turned down)', _who=_who(state, active), name=name))
    names = ", ".join(state.players[i].player for i in final_battle_with_lots(state).lots)
    return Decision(DecisionKind.DICE, None, Message("the endgame's lot: one d10 each for {names} (highest fights first)", names=names))


def _combat(state: Rb2State, combat: Combat) -> Decision:
    seat = state.active
    who = _who(state, seat)
    card = combat.card.name
    if combat.phase == FightPhase.BEFORE:
        if combat.card.before_combat and "card" not in combat.before_used:
            return Decision(DecisionKind.PASS, seat, Message("{who} against {card}: first {card}'s own before-combat ability ('before card')", who=who, card=card), BEFORE_COMBAT)
        return Decision(DecisionKind.PASS, seat, Message("{who} against {card}: before-combat abilities (each character once, one activated item), then 'fight'", who=who, card=card), BEFORE_COMBAT)
    if combat.phase == FightPhase.FLEE:
        return Decision(DecisionKind.CHOICE, seat, Message('{who} against {card}, round {round}: flee (2d10 + Mind against Mind {mind}) or stay and fight', who=who, card=card, round=combat.round, mind=combat.card.mind))
    return Decision(DecisionKind.ACTION, seat, Message('{who} against {card}, round {round}, {phase} phase: attack with a character yet to attack, or defend', who=who, card=card, round=combat.round, phase=word(combat.phase)))


def _duel(state: Rb2State, duel: Duel) -> Decision:
    aggressor, defender = _who(state, duel.aggressor), _who(state, duel.defender)
    if duel.phase == FightPhase.BEFORE:
        if "defender-done" not in duel.before_sides:
            return Decision(DecisionKind.PASS, duel.defender, Message("duel: {defender}, the defender, uses before-combat abilities first, then passes ('before defender pass')", defender=defender), BEFORE_COMBAT)
        return Decision(DecisionKind.PASS, duel.aggressor, Message("duel: {aggressor}, the aggressor, uses before-combat abilities, then 'fight'", aggressor=aggressor), BEFORE_COMBAT)
    if duel.phase == FightPhase.FLEE:
        return Decision(DecisionKind.CHOICE, duel.aggressor, Message('duel, round {round}: {aggressor}, the aggressor, flees or stays', round=duel.round, aggressor=aggressor))
    return Decision(DecisionKind.ACTION, duel.aggressor, Message("duel, round {round}, {phase} phase: {aggressor} attacks or defends against {defender}'s roll", round=duel.round, phase=word(duel.phase), aggressor=aggressor, defender=defender))


def _step(state: Rb2State) -> Decision:
    seat = state.active
    who = _who(state, seat)
    turn = state.turn
    if state.final is not None:
        return Decision(DecisionKind.CARD, seat, Message('final battle: {who} draws the next red challenge and enters it', who=who))
    if turn.ended:
        following = state.players[(seat + 1) % len(state.players)].player
        return Decision(DecisionKind.ACTION, seat, Message("{who}'s turn is over: 'next' passes it to {following}", who=who, following=following))
    if state.step == Step.MOVEMENT:
        if turn.hazard == Hazard.COLOUR:
            return Decision(DecisionKind.DICE, seat, Message("road hazards: {who} rolls 2d10 for the hazard's colour", who=who))
        if turn.movement == Movement.NONE:
            return Decision(DecisionKind.ACTION, seat, Message('{who} moves: roll {dice_allowed} terrain dice, rest, stay put, or step to an adjacent hex', who=who, dice_allowed=dice_allowed(state.hero)))
        if turn.movement in (Movement.ROLLED, Movement.RESTED):
            dice = "; ".join("+".join(d) for d in turn.dice)
            return Decision(DecisionKind.ACTION, seat, Message('{who} moves along a path the dice pay for ({dice}), or ends the movement', who=who, dice=dice))
        if hazard_due(state):
            return Decision(DecisionKind.DICE, seat, Message('road hazards: {who} rolls two terrain dice for the empty hex', who=who))
        return Decision(DecisionKind.ACTION, seat, Message("{who}'s movement is over: 'next' goes on", who=who))
    if state.step == Step.ADVENTURE:
        if turn.encounter:
            return Decision(DecisionKind.ACTION, seat, Message("{who} plays the encounter {encounter} as its card says, then 'done'", who=who, encounter=turn.encounter))
        if turn.drawing:
            return Decision(DecisionKind.CARD, seat, Message('{who} draws the top {drawing} adventure card and enters it', who=who, drawing=word(turn.drawing)))
        if turn.negotiating_with is not None:
            other = state.players[turn.negotiating_with].player
            return Decision(DecisionKind.ACTION, seat, Message("{who} negotiates with {other}: give gold, items or allies, then 'next'", who=who, other=other))
        return Decision(DecisionKind.ACTION, seat, Message("{who}'s adventure step: take the adventure here, meet a hero, or go on", who=who))
    if state.step == Step.MARKET:
        city = state.hero.position.city if state.hero.position is not None else ""
        if turn.upkeep_due:
            return Decision(DecisionKind.ACTION, seat, Message('{who} pays 1 gold upkeep per ally, or dismisses some', who=who))
        if not market_card_drawn(state):
            return Decision(DecisionKind.CARD, seat, Message('{who} draws a market card onto the market of {city} and enters it (or goes on)', who=who, city=printed_name(city)))
        return Decision(DecisionKind.ACTION, seat, Message('{who} trades at the market of {city}: buy, hire, sell, heal, or go on', who=who, city=printed_name(city)))
    return Decision(DecisionKind.ACTION, seat, Message("{who}'s experience step: buy experience counters, or end the turn", who=who))
