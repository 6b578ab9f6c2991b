"""The adventure step: taking the counter's adventure or the marker's card, drawing, other heroes."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import (
    DrawCard,
    EncounterDone,
    EncounterFight,
    Give,
    Negotiate,
    RefreshCounters,
    StartDuel,
    TakeAdventure,
    TakeCounter,
)
from rules_engine.runebound2.adventures import (
    COLOURS,
    AdventureCard,
    Counter,
    allowed_colours,
    event_takes_effect,
    negative_numbers,
)
from rules_engine.runebound2.bookkeeping import discard_adventure
from rules_engine.runebound2.combat import start_combat
from rules_engine.runebound2.experience import exact_subset
from rules_engine.runebound2.fights import Duel, FightSource
from rules_engine.runebound2.limits import ally_limit_problem, item_limit_problem
from rules_engine.requirements import Requirement
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.turn import Hazard, Pending
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name


def adventure_open(state: Rb2State) -> tuple[Requirement, ...]:
    """The adventure step is on, outside a fight and the final battle, with nothing pending."""
    return (
        Requirement(state.step == Step.ADVENTURE, "runebound2.turn.steps",
                    Message('adventures happen in the adventure step; this is the {step} step', step=word(state.step.label))),
        Requirement(not state.turn.ended, "runebound2.turn.steps", Message("the turn has ended: type 'next'")),
        # Hard: one fight at a time; a second would leave the first half fought.
        Requirement(state.combat is None and state.duel is None, "runebound2.combat.fight", Message('a fight is in progress'),
                    hard=True),
        Requirement(not state.turn.pending, "runebound2.turn.steps", Message('first settle the pending {pending}', pending=word(state.turn.pending))),
        # The endgame's adventure step holds only the final battle: red challenges, drawn in turn.
        Requirement(state.final is None, "runebound2.final.battle",
                    Message('in the final battle there are no adventures, negotiations or duels: draw and fight red challenges')),
    )


def _check_adventure_step(state: Rb2State, ref: Referee) -> None:
    """Adventures and heroes are taken in an open adventure step, with no fight or pending choice."""
    ref.enforce(adventure_open(state))


def others_here(state: Rb2State) -> tuple[int, ...]:
    """Seats of other heroes standing on the active hero's hex."""
    here = state.hero.position
    if here is None:
        return ()
    return tuple(i for i, p in enumerate(state.players)
                 if i != state.active and p.position is not None and p.position.label.casefold() == here.label.casefold())


def take_adventure(state: Rb2State, act: TakeAdventure, ref: Referee) -> tuple[Rb2State, str]:
    """Take the adventure counter's card (draw) or fight the challenge-track card whose marker lies here."""
    _check_adventure_step(state, ref)
    ref.require(not state.turn.adventure_done, "runebound2.adventure.heroes",
                Message('this turn already took an adventure or dealt with a hero'))
    here = state.hero.position
    party = state.hero
    if act.track:
        number = ref.present(state.track.marker_at(here.label) if here else None, "runebound2.adventure.track-marker",
                             Message('no challenge marker lies on {value}', value=here.label if here else 'this hex'))
        track, card = state.track.take(number)  # a marker on the board always has its card in the slot
        ref.require(card.colour in allowed_colours(party.life_bonuses), "runebound2.adventure.colour-limit",
                    Message('{hero} may no longer take {colour} adventures', hero=printed_name(party.hero.name), colour=card.colour))
        ref.cite("runebound2.adventure.track-marker")
        ref.note(Message('marker {number} returns to its slot', number=number))
        state = replace(state, track=track).with_turn(adventure_done=True)
        return start_combat(state, card, FightSource.TRACK, ref), Message('{player} takes on {card} from track slot {number}', player=party.player, card=printed_name(card.name), number=number)
    colour = here.adventure if here else ""
    # Hard: with no counter there is no deck to draw from, so a house rule could only leave a dead end.
    ref.require(bool(colour), "runebound2.adventure.take",
                Message("there is no adventure counter here, so no deck to draw from (say 'adventure:COLOUR' when you move onto a counter)"), hard=True)
    ref.require(colour in allowed_colours(party.life_bonuses), "runebound2.adventure.colour-limit",
                Message('{hero} has bought {life_bonuses} Life and may no longer take {colour} adventures', hero=printed_name(party.hero.name), life_bonuses=party.life_bonuses, colour=colour))
    ref.cite("runebound2.adventure.take")
    state = state.with_turn(drawing=colour, adventure_done=True)
    return state, Message('{player} takes the {colour} adventure: draw the top {colour} card and enter it', player=party.player, colour=word(colour))


def draw_card(state: Rb2State, act: DrawCard, ref: Referee) -> tuple[Rb2State, str]:
    """The card the table drew: a challenge starts combat, an event or encounter is played and drawing goes on."""
    card = act.card
    ref.require(state.combat is None and state.duel is None, "runebound2.combat.fight", Message('a fight is in progress'),
                hard=True)  # hard: one fight at a time; a second would leave the first half fought
    # Hard: with no deck being drawn from, the card has no colour to check and nowhere to go back to.
    ref.require(bool(state.turn.drawing), "runebound2.adventure.take",
                Message("no adventure deck is being drawn from: take an adventure first ('adventure take')"), hard=True)
    ref.require(not state.turn.encounter, "runebound2.adventure.encounters",
                Message("finish the encounter {encounter} first ('done')", encounter=state.turn.encounter))
    ref.require(card.colour == state.turn.drawing, "runebound2.adventure.take",
                Message('the card must come from the {drawing} deck, not {colour}', drawing=state.turn.drawing, colour=card.colour), hard=True)
    ref.require(card.kind in ("challenge", "event", "encounter"), "runebound2.adventure.take",
                Message('an adventure card is a challenge, an event or an encounter'), hard=True)
    # Hard: a negative gold reward would take the party's gold below zero.
    ref.require(not negative_numbers(card), "runebound2.companion.card-values",
                Message('no number on an adventure card is below zero ({negative_numbers})', negative_numbers=', '.join(negative_numbers(card))), hard=True)
    hazard = state.turn.hazard == Hazard.DRAW
    if state.final is not None:
        ref.require(card.kind == "challenge", "runebound2.doom.endgame",
                    Message('the red deck holds only challenges in the endgame'), hard=True)
        state = state.with_turn(drawing="")
        return start_combat(state, card, FightSource.FINAL, ref), Message('{player} faces {card} in the final battle', player=state.hero.player, card=printed_name(card.name))
    if card.kind == "challenge":
        ref.require(card.life >= 1, "runebound2.companion.card-values", Message('a challenge needs its life'), hard=True)
        state = state.with_turn(drawing="", hazard=Hazard.RESOLVING if hazard else state.turn.hazard)
        source = FightSource.HAZARD if hazard else FightSource.DECK
        return start_combat(state, card, source, ref), Message('{player} faces {card}', player=state.hero.player, card=card.describe())
    again = not hazard
    if hazard:
        ref.cite("runebound2.hazard.resolution")
        ref.note(Message('a hazard is one card only: no second card is drawn'))
    if card.kind == "event":
        ref.cite("runebound2.adventure.events", "runebound2.adventure.refresh-counters")
        ref.require(1 <= card.level <= 4, "runebound2.adventure.events", Message("an event's level is I to IV (1-4)"), hard=True)
        old = state.active_event
        if event_takes_effect(card, old) or old is None:  # (with no active event it always does)
            state = replace(state, active_event=card)
            ref.note(Message("{card} (level {level}) takes effect, replacing {old}", card=printed_name(card.name), level=card.level, old=printed_name(old.name))
                     if old else Message("{card} (level {level}) takes effect", card=printed_name(card.name), level=card.level))
            if old is not None:
                state = discard_adventure(state, old, ref)
        else:
            ref.note(Message('{card} (level {level}) is lower than {old} (level {level2}) and is ignored', card=printed_name(card.name), level=card.level, old=printed_name(old.name), level2=old.level))
            state = discard_adventure(state, card, ref)
        ref.note(Message("refresh adventure counters on emptied flashing hexes from the reserve ('refresh-counters COLOUR ...')"))
        if state.final is not None:
            return state, Message('{card} is drawn; the endgame begins', card=printed_name(card.name))
        state = state.with_turn(drawing=state.turn.drawing if again else "",
                                hazard=Hazard.DONE if hazard else state.turn.hazard)
        return state, Message("event {card}; draw again", card=printed_name(card.name)) if again else Message("event {card}", card=printed_name(card.name))
    ref.cite("runebound2.adventure.encounters")
    state = state.with_turn(encounter=card.name, encounter_colour=card.colour)
    return state, Message("encounter {card}: play it as the card says, then type 'done'", card=printed_name(card.name))


def encounter_fight(state: Rb2State, act: EncounterFight, ref: Referee) -> tuple[Rb2State, str]:
    """The encounter being played calls for a fight: a real combat against the opponent it names.

    The ordinary combat rules apply (before-combat, rounds, fleeing, knock-out); what the fight wins or
    costs beyond them is the encounter card's, so a victory brings no challenge reward or counter.
    """
    ref.require(bool(state.turn.encounter), "runebound2.adventure.encounter-combat",
                Message('a fight like this comes from an encounter being played; enter the encounter first'), hard=True)
    ref.require(state.combat is None and state.duel is None, "runebound2.combat.fight", Message('a fight is in progress'),
                hard=True)  # hard: one fight at a time; a second would leave the first half fought
    ref.require(not state.turn.ended, "runebound2.turn.steps", Message('the turn has ended'))
    ref.require(act.card.life >= 1, "runebound2.companion.card-values", Message('the opponent needs its life'), hard=True)
    ref.require(not negative_numbers(act.card), "runebound2.companion.card-values",
                Message('no number on the opponent is below zero ({negative_numbers})', negative_numbers=', '.join(negative_numbers(act.card))), hard=True)
    ref.cite("runebound2.adventure.encounter-combat")
    card = replace(act.card, kind="encounter", colour=state.turn.encounter_colour or act.card.colour, gold=0,
                   keep=False, margath=False)
    ref.note(Message('{encounter} calls for a fight with {card}: ordinary combat rules; the encounter card says what winning or losing brings', encounter=state.turn.encounter, card=printed_name(card.name)))
    return start_combat(state, card, FightSource.ENCOUNTER, ref), \
        Message('{player} fights {card} ({encounter})', player=state.hero.player, card=card.describe(), encounter=state.turn.encounter)


def encounter_later(state: Rb2State, ref: Referee) -> tuple[Rb2State, str]:
    """The encounter needs several turns: it stays open with the hero across turns; drawing goes on."""
    turn = state.turn
    ref.require(bool(turn.encounter), "runebound2.adventure.encounter-turns", Message('no encounter is being played'), hard=True)
    ref.require(state.combat is None, "runebound2.combat.fight", Message('finish the fight first'), hard=True)
    ref.require(not turn.encounter_kept, "runebound2.adventure.encounter-turns",
                Message("{encounter} became the hero's card: it is with the party already; type 'done'", encounter=turn.encounter), hard=True)
    ref.cite("runebound2.adventure.encounter-turns", "runebound2.adventure.encounters")
    card = AdventureCard(turn.encounter, turn.encounter_colour or turn.drawing, "encounter")
    party = state.hero
    state = state.with_hero(replace(party, open_encounters=party.open_encounters + (card,)))
    ref.note(Message('{card} stays open with {hero}; \'done "{card}"\' when its demands are met', card=printed_name(card.name), hero=printed_name(party.hero.name)))
    if turn.hazard == Hazard.DRAW:
        state = state.with_turn(encounter="", drawing="", encounter_colour="", hazard=Hazard.DONE)
        return state, Message('{card} stays open; a hazard is one card only', card=printed_name(card.name))
    state = state.with_turn(encounter="", encounter_colour="")
    return state, Message('{card} stays open across turns; draw again from the {drawing} deck', card=printed_name(card.name), drawing=state.turn.drawing)


def close_open_encounter(state: Rb2State, name: str, ref: Referee) -> tuple[Rb2State, str]:
    """An encounter left open on an earlier turn is over: it leaves the game (or feeds the doom track)."""
    party = state.hero
    card = ref.present(next((c for c in party.open_encounters if c.name.casefold() == name.strip().casefold()), None),
                       "runebound2.adventure.encounter-turns",
                       Message("{player} has no encounter {name!r} open (open: {encounters})", player=party.player, name=name,
                               encounters=", ".join(c.name for c in party.open_encounters))
                       if party.open_encounters else Message("{player} has no encounter {name!r} open", player=party.player, name=name))
    ref.require(state.combat is None and state.duel is None, "runebound2.combat.fight", Message('finish the fight first'),
                hard=True)
    ref.cite("runebound2.adventure.encounter-turns", "runebound2.adventure.encounters")
    state = state.with_hero(replace(party, open_encounters=tuple(c for c in party.open_encounters if c is not card)))
    return discard_adventure(state, card, ref, leaves_game=True), Message('{card} is done and leaves the game', card=printed_name(card.name))


def encounter_done(state: Rb2State, act: EncounterDone, ref: Referee) -> tuple[Rb2State, str]:
    """The encounter is finished: it leaves the game (or feeds the doom track) and drawing goes on."""
    if act.name:
        return close_open_encounter(state, act.name, ref)
    ref.require(bool(state.turn.encounter), "runebound2.adventure.encounters", Message('no encounter is being played'), hard=True)
    ref.require(state.combat is None, "runebound2.combat.fight", Message('finish the fight first'), hard=True)
    card = AdventureCard(state.turn.encounter, state.turn.encounter_colour or state.turn.drawing, "encounter")
    ref.cite("runebound2.adventure.encounters")
    hazard = state.turn.hazard == Hazard.DRAW
    if state.turn.encounter_kept:
        # The encounter became the hero's ally or item: the card stays in play with the party.
        ref.cite("runebound2.market.limits")
        state = state.with_turn(encounter_kept=False)
    else:
        state = discard_adventure(state, card, ref, leaves_game=True)
    if state.final is not None:
        return state, Message('{card} is done; the endgame begins', card=printed_name(card.name))
    if hazard:
        state = state.with_turn(encounter="", drawing="", encounter_colour="", hazard=Hazard.DONE)
        return state, Message('{card} is done; a hazard is one card only', card=printed_name(card.name))
    state = state.with_turn(encounter="", encounter_colour="")
    return state, Message('{card} is done; draw again from the {drawing} deck', card=printed_name(card.name), drawing=state.turn.drawing)


def refresh_counters(state: Rb2State, act: RefreshCounters, ref: Referee) -> tuple[Rb2State, str]:
    """Adventure counters return to the board from the reserve (only what the reserve holds)."""
    ref.cite("runebound2.adventure.refresh-counters")
    reserve = list(state.reserve)
    placed = []
    for colour in act.colours:
        ref.require(colour in COLOURS, "runebound2.companion.card-values", Message('{colour!r} is not a colour', colour=colour), hard=True)
        found = next((c for c in reserve if c.colour == colour), None)
        ref.require(found is not None, "runebound2.adventure.refresh-counters",
                    Message('the reserve holds no {colour} counter to put back', colour=colour))
        if found is not None:
            reserve.remove(found)
            placed.append(colour)
    if not placed:  # an event whose flashing hexes the reserve cannot fill: recorded, and said in words
        return state, Message('no counter goes back on the board')
    return replace(state, reserve=tuple(reserve)), Message('{counters} back on the board: {placed}', counters=count_of(len(placed), 'counter', 'counters'), placed=Joined(', ', tuple(word(colour) for colour in placed)))


def take_counter(state: Rb2State, act: TakeCounter, ref: Referee) -> tuple[Rb2State, str]:
    """The adventure counter won: from the hex, or (road hazards) from the reserve with substitution."""
    ref.require(state.turn.pending == Pending.COUNTER, "runebound2.xp.counters", Message('no adventure counter is waiting to be taken'), hard=True)
    ref.require(1 <= act.xp <= 10, "runebound2.companion.card-values", Message('a counter carries 1 to 10 experience'), hard=True)
    colour = state.turn.pending_colour
    party = state.hero
    ref.cite("runebound2.xp.counters")
    if state.turn.hazard == Hazard.DONE:
        ref.cite("runebound2.hazard.resolution")
        reserve = list(state.reserve)
        exact = next((c for c in reserve if c.colour == colour and c.xp == act.xp), None)
        taken: list[Counter] = []
        if exact is not None:
            taken = [exact]
        else:
            # Other counters of the same total stand in (the book: three green for one blue);
            # only when no set of reserve counters makes up the amount is the experience lost.
            subset = exact_subset(reserve, act.xp)
            taken = [reserve[i] for i in subset] if subset is not None else []
        for c in taken:
            reserve.remove(c)
        state = replace(state, reserve=tuple(reserve))
        if not taken:
            ref.note(Message('the reserve cannot make up that experience: no experience for this hazard'))
        state = state.with_hero(replace(state.hero, counters=state.hero.counters + tuple(taken)))
        return state.with_turn(pending=Pending.NONE, pending_colour=""), Message('{player} takes {total} experience from the reserve', player=party.player, total=sum(c.xp for c in taken))
    state = state.with_hero(replace(party, counters=party.counters + (Counter(colour, act.xp),)))
    return state.with_turn(pending=Pending.NONE, pending_colour=""), Message('{player} takes a {colour} counter worth {xp}', player=party.player, colour=colour, xp=act.xp)


def negotiate(state: Rb2State, act: Negotiate, ref: Referee) -> tuple[Rb2State, str]:
    """Open negotiations with one hero here (which rules out a duel and an adventure this turn)."""
    _check_adventure_step(state, ref)
    other = _other(state, act.player, ref)
    ref.require(not state.turn.adventure_done, "runebound2.adventure.heroes",
                Message('this turn already took an adventure or dealt with a hero'))
    ref.cite("runebound2.adventure.negotiation", "runebound2.adventure.heroes")
    return state.with_turn(negotiating_with=other, adventure_done=True), \
        Message('{player} negotiates with {player2}: deals are binding', player=state.hero.player, player2=state.players[other].player)


def _other(state: Rb2State, name: str, ref: Referee) -> int:
    """The seat of another hero on this hex, named by player or hero; refused when there is none."""
    key = name.strip().casefold()
    found = ref.present(next((i for i, p in enumerate(state.players)
                              if key in (p.player.casefold(), p.hero.name.casefold()) and i != state.active), None),
                        "runebound2.companion.players", Message('no other player or hero called {name!r}', name=name))
    ref.require(found in others_here(state), "runebound2.adventure.heroes",
                Message("{player}'s hero is not on this hex", player=state.players[found].player))
    return found


def give(state: Rb2State, act: Give, ref: Referee) -> tuple[Rb2State, str]:
    """Hand gold, an item or an ally to the hero negotiated with."""
    # Hard: with no negotiation there is no second party to trade with.
    other = ref.present(state.turn.negotiating_with, "runebound2.adventure.negotiation",
                        Message("gifts and trades happen in negotiation ('negotiate PLAYER' first)"))
    ref.require(state.step == Step.ADVENTURE, "runebound2.adventure.negotiation",
                Message('gifts and trades happen in negotiation, in the adventure step'))
    seats = {state.active, other}
    idx = {p.player.casefold(): i for i, p in enumerate(state.players)}
    # Hard: a trade needs both of the negotiating players, one giving and one receiving.
    giver = ref.present(idx.get(act.giver.casefold()), "runebound2.adventure.negotiation",
                        Message('only the two negotiating players trade with each other'))
    receiver = ref.present(idx.get(act.receiver.casefold()), "runebound2.adventure.negotiation",
                           Message('only the two negotiating players trade with each other'))
    ref.require(giver in seats and receiver in seats and giver != receiver, "runebound2.adventure.negotiation",
                Message('only the two negotiating players trade with each other'), hard=True)
    g, r = state.players[giver], state.players[receiver]
    ref.cite("runebound2.adventure.negotiation")
    if act.gold:
        ref.require(0 < act.gold <= g.gold, "runebound2.adventure.negotiation", Message('{player} has {gold} gold', player=g.player, gold=g.gold), hard=True)
        g, r = replace(g, gold=g.gold - act.gold), replace(r, gold=r.gold + act.gold)
    if act.item:
        item = ref.present(g.item(act.item), "runebound2.companion.party", Message('{player} has no item {item!r}', player=g.player, item=act.item))
        ref.require(not item.kept, "runebound2.combat.victory", Message('{item} was kept from an adventure and cannot be given', item=item.name))
        problem = item_limit_problem(r.items, item, state.options.item_limit)
        ref.require(not problem, "runebound2.market.limits", Message("{player} {problem}", player=r.player, problem=problem))
        g = replace(g, items=tuple(i for i in g.items if i is not item))
        r = replace(r, items=r.items + (item,))
    if act.ally:
        ally = ref.present(next((a for a in g.allies if a.name.casefold() == act.ally.casefold()), None),
                           "runebound2.companion.party", Message('{player} has no ally {ally!r}', player=g.player, ally=act.ally))
        ref.require(not ally.kept, "runebound2.combat.victory", Message('{ally} was kept from an adventure and cannot be given', ally=ally.name))
        problem = ally_limit_problem(r, state.options.allies)
        ref.require(not problem, "runebound2.market.limits", Message("{player} {problem}", player=r.player, problem=problem))
        g = replace(g, allies=tuple(a for a in g.allies if a is not ally))
        r = replace(r, allies=r.allies + (ally,))
    state = state.with_player(giver, g).with_player(receiver, r)
    what = Joined(", ", tuple(x for x in (Message("{gold} gold", gold=act.gold) if act.gold else "", act.item, act.ally) if x))
    return state, Message('{player} gives {what} to {player2}', player=g.player, what=what, player2=r.player)


def start_duel(state: Rb2State, act: StartDuel, ref: Referee) -> tuple[Rb2State, str]:
    """Attack one hero on this hex."""
    _check_adventure_step(state, ref)
    other = _other(state, act.player, ref)
    ref.require(state.turn.negotiating_with is None, "runebound2.adventure.heroes",
                Message('negotiating rules out a duel for the rest of the turn'))
    ref.require(not state.turn.adventure_done, "runebound2.adventure.heroes",
                Message('one turn never holds both an adventure and a duel, nor two duels'))
    ref.cite("runebound2.duel.rules", "runebound2.adventure.heroes")
    duel = Duel(aggressor=state.active, defender=other, challenger=state.active)
    ref.note(Message("before combat: the defender's abilities first ('before defender ...'), then the aggressor's; 'fight' starts round one"))
    return replace(state, duel=duel).with_turn(adventure_done=True), \
        Message('{player} attacks {player2}', player=state.hero.player, player2=state.players[other].player)
