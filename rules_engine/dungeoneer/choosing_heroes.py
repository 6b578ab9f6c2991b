"""Choosing heroes (a variant): the players choose their heroes in turn from the first player.

Without the variant the table deals the hero cards at random and enters what was dealt at setup.
With it, the heroes named at setup are only provisional: once the first player is known (the
die, or with no fog whoever was dealt the entrance), each player in turn round the table from the first chooses a hero card no earlier
player took. Then the game goes on (to the layout with no fog, else to the first turn).
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import ChooseHero
from rules_engine.dungeoneer.no_fog import start_layout
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.turn import begin_turn
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import named

CHOOSING_HEROES_RULE = "dungeoneer.variant.choosing-heroes"


def first_chooser(state: DgState) -> int:
    """The first player: the seat that chose first."""
    return (state.active - state.heroes_chosen) % len(state.heroes)


def heroes_to_choose(state: DgState) -> tuple[str, ...]:
    """Ids of the session's hero cards no earlier player has chosen."""
    first = first_chooser(state)
    taken = {state.heroes[(first + step) % len(state.heroes)].hero.id for step in range(state.heroes_chosen)}
    return tuple(card.id for card in state.hero_cards if card.id not in taken)


def start_choosing(state: DgState, first: int, ref: Referee) -> DgState:
    """After the die: the first player chooses a hero first."""
    ref.cite(CHOOSING_HEROES_RULE)
    ref.note(Message('choosing heroes: each player in turn from the first chooses a hero card'))
    return replace(state, active=first, phase=Phase.HEROES, heroes_chosen=0)


def after_first_player(state: DgState, first: int, ref: Referee) -> DgState:
    """What follows once the first player is known: choosing heroes, the layout with no fog, or the first turn."""
    if state.options.choosing_heroes:
        return start_choosing(state, first, ref)
    if state.options.no_fog:
        return start_layout(state, first, ref)
    return begin_turn(replace(state, active=first), ref)


def choose_hero_requirements(state: DgState, seat: int, hero: str) -> Iterator[Requirement]:
    """What choosing this hero card requires, in the order `choose_hero` enforces it: the seat in turn, a hero
    card of the session, one no earlier player chose."""
    if seat != state.active:
        yield Requirement.unmet(CHOOSING_HEROES_RULE,
                                Message('{player} chooses now: the players choose in turn from the first player',
                                        player=state.hero.player))
    card = next((c for c in state.hero_cards if c.id == hero), None)
    if card is None:
        yield Requirement.unmet(CHOOSING_HEROES_RULE, Message('{hero!r} is not a hero of this session', hero=hero), hard=True)
        return
    if card.id not in heroes_to_choose(state):
        yield Requirement.unmet(CHOOSING_HEROES_RULE,
                                Message('{card} was already chosen by an earlier player', card=named(card.name)))


def choose_hero(state: DgState, action: ChooseHero, ref: Referee) -> tuple[DgState, str]:
    """The player in turn takes a hero card no earlier player chose; after the last, the game goes on."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.enforce(choose_hero_requirements(state, action.seat, action.hero))
    card = next(c for c in state.hero_cards if c.id == action.hero)
    ref.cite(CHOOSING_HEROES_RULE)
    player, first = state.hero.player, first_chooser(state)
    state = replace(state.with_hero(state.active, replace(state.hero, hero=card)),
                    heroes_chosen=state.heroes_chosen + 1)
    if state.heroes_chosen < len(state.heroes):
        return replace(state, active=(state.active + 1) % len(state.heroes)), Message('{player} chooses {card}',
                                                                                      player=player,
                                                                                      card=named(card.name))
    state = replace(state, heroes_chosen=0)
    if state.options.no_fog:
        return start_layout(state, first, ref), Message('{player} chooses {card}: every hero is chosen',
                                                        player=player, card=named(card.name))
    return begin_turn(replace(state, active=first), ref), Message('{player} chooses {card}: every hero is chosen',
                                                                  player=player, card=named(card.name))
