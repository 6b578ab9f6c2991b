"""Shifting a location: a card's effect moves a placed location card elsewhere on the map.

The placement rules still hold where it lands (it joins the dungeon, exits never meet walls, the
dungeon is not closed while cards remain), and no location may be left without a path to an
entrance. The heroes standing on it, an escort token lying there and a blocked exit held open there
go with it. The shift card itself is played (and paid) as any card: a catalogue card with the trait
`shift` then owes its move (`DgState.shifts`), which the choices offer (`legal_shifts`) and the `shift`
command makes, spending the card. A `shift` with no such card in play is the move of the table's own
card that the app does not model (a card the catalogue lacks, or one without the trait): allowed by
the same placement rules and noted.

When the move must be made the book does not say in its words on shifting; it says of every instant card
that its effects last only for the turn it is played in («Карты приключений»). So the move owed by an
instant shift card lapses at the end of that turn if it was not made (`lapse_owed_shifts`, noted and cited);
the move of a shift card that stays in play stays owed.
"""

from __future__ import annotations

from rules_engine.dungeoneer.actions import ShiftLocation
from rules_engine.dungeoneer.adventure_cards import AdventureCard, Duration
from rules_engine.dungeoneer.dungeon_map import Cell, DungeonMap
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.placement import RULE_OF, rest_of, shift_problems, shifted
from rules_engine.dungeoneer.state import DgState, PendingShift
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.dungeoneer.words import named, term, terms

SHIFT_RULE = "dungeoneer.map.shift"
SHIFT_TRAIT = "shift"  # the catalogue's mark of a shift card
INSTANT_RULE = "dungeoneer.cards.instant"
SOLO_SETUP_RULE = "dungeoneer.solo.setup"


def _moved(cell: Cell, source: Cell, target: Cell) -> Cell:
    return target if cell == source else cell


def _hero_moved(hero: HeroState, source: Cell, target: Cell) -> HeroState:
    """The hero with what it has of the shifted cell (where it stands, the cells it visited, the exit it holds open)
    moved along; the very same hero when it has nothing there."""
    holding = hero.holding
    if hero.cell != source and source not in hero.visited and not (holding and holding[0] == source):
        return hero
    return replace(hero, cell=_moved(hero.cell, source, target),
                   visited=frozenset(_moved(c, source, target) for c in hero.visited),
                   holding=(target, holding[1]) if holding and holding[0] == source else holding)


def shift_location(state: DgState, action: ShiftLocation, ref: Referee) -> tuple[DgState, str]:
    """Move a placed location to an empty cell where the placement rules allow it, with what lies on it."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    if state.solo is not None:
        ref.refuse(SOLO_SETUP_RULE,
                   Message('alone, the shift and transfer cards leave the deck at setup: no location is shifted'))
    source = state.dungeon.cell_of(action.card)
    if source is None:
        ref.refuse(SHIFT_RULE, Message('{card!r} is not on the table', card=action.card), hard=True)
    assert source is not None
    target = action.cell
    if tuple(target) == source:
        placed = state.dungeon.card_at(source)
        ref.refuse(SHIFT_RULE, Message('{card} already lies there: a shift moves it to another cell',
                                       card=named(placed.name if placed else state.card_name(action.card))))
    problems = shift_problems(state.dungeon, source, target, more_to_place=bool(state.locations))
    for problem in problems[:1]:
        ref.refuse(RULE_OF[problem.fault], problem.message)
    ref.cite(SHIFT_RULE)
    shifts = state.shifts
    if shifts:
        ref.note(Message("{card}'s shift is made", card=named(state.card_name(shifts[0].card))))
        shifts = shifts[1:]
    else:
        ref.note(Message("no shift card of the catalogue is in play: the table's own card, which the app does not model"))
    card = state.dungeon.card_at(source)
    assert card is not None
    heroes = tuple(_hero_moved(h, source, target) for h in state.heroes)
    escorts = tuple(replace(t, cell=target) if t.cell == source else t for t in state.escorts)
    carried = [h.player for h in state.heroes if h.cell == source and not h.defeated]
    # Where it now lies is told from the map without it (the checks above built its index): the cells beside the
    # target are the same on the shifted map, which is left for whoever reads it next to index.
    said = _shifted_beside(rest_of(state.dungeon, source), card, (target[0], target[1]), carried)
    state = replace(state, dungeon=shifted(state.dungeon, source, target), heroes=heroes, escorts=escorts, shifts=shifts)
    return state, said


def _shifted_beside(dungeon: DungeonMap, card: LocationCard, cell: Cell, carried: list[str]) -> Message:
    """Where a shifted location now lies, told as the table names a cell (`DungeonMap.told_beside`) on a map that has
    every card but it where they lie: a shift keeps it against the dungeon, so a location always touches it; and the
    heroes it carries. Each a whole sentence of the catalogue, so that a saved one reads back (no ", with …" glued on)."""
    told = dungeon.told_beside(cell)
    names = terms(named(name) for name in carried)
    if told is None:
        return Message('{card} shifted, with {names}', card=named(card.name), names=names) if carried \
            else Message('{card} shifted', card=named(card.name))
    side, other = told
    if carried:
        return Message('{card} shifted {side} of {other}, with {names}', card=named(card.name), side=term(side),
                       other=named(other.name), names=names)
    return Message('{card} shifted {side} of {other}', card=named(card.name), side=term(side), other=named(other.name))


def owe_shift(state: DgState, card: AdventureCard, seat: int, ref: Referee) -> DgState:
    """A card with the trait `shift` just played: its move is owed (offered among the choices until made)."""
    if SHIFT_TRAIT not in card.traits:
        return state
    ref.cite(SHIFT_RULE)
    ref.note(Message("{card}: shift a location ('shift LOCATION SIDE of LOCATION')", card=named(card.name)))
    return replace(state, shifts=state.shifts + (PendingShift(card.id, seat),))


def lapse_owed_shifts(state: DgState, ref: Referee) -> DgState:
    """At the end of a turn: the moves still owed by instant shift cards lapse (their effects last the turn)."""
    kept = tuple(owed for owed in state.shifts if state.adventure(owed.card).duration is not Duration.INSTANT)
    lapsed = [state.card_name(owed.card) for owed in state.shifts if owed not in kept]
    if not lapsed:
        return state
    ref.cite(INSTANT_RULE)
    ref.note(Message("{cards}: the shift was not made this turn and lapses (an instant card's effects last the "
                     "turn it is played in)", cards=", ".join(lapsed)))
    return replace(state, shifts=kept)
