"""The typed view data of a Dungeoneer game: the map, the heroes, the battle with its exact odds, and
solo play's decks and the chances a neighbouring location draws peril cards. Plain values only, so
screens draw from it and `companion play` prints it as JSON."""

from __future__ import annotations

from dataclasses import field
from fractions import Fraction

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.adventure_cards import Kind
from rules_engine.dungeoneer.battle_rolls import odds
from rules_engine.dungeoneer.battle_state import Fighter
from rules_engine.dungeoneer.decision import decision
from rules_engine.dungeoneer.exits import SIDES
from rules_engine.dungeoneer.movement import Way, way_out
from rules_engine.dungeoneer.placement import placement_problems
from rules_engine.dungeoneer.solo_peril import draw_chances
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.trap_threats import trap_odds
from rules_engine.dungeoneer.words import named, term


@frozen_value(slots=True)
class PlaceData:
    """One placed location: where, what, its exits (north, east, south, west) and who stands there."""

    column: int
    row: int
    name: str
    kind: str
    glory: int
    peril: int
    exits: tuple[str, str, str, str]
    entrance: bool
    heroes: tuple[int, ...]
    escorts: tuple[str, ...] = ()  # escort quests whose token lies here, given up


@frozen_value(slots=True)
class HeroData:
    """One hero as the hero panel shows it."""

    player: str
    hero: str
    level: int
    health: int
    max_health: int
    glory: int
    peril: int
    points: int
    saved_point: bool
    fallen: bool
    defeated: bool
    quests_done: int
    quests: tuple[str, ...]
    inventory: tuple[str, ...]
    lair: tuple[str, ...]
    boons: tuple[str, ...] = ()  # the inventory's boons, then its treasures and the rest (banes on the hero)
    treasures: tuple[str, ...] = ()
    other_cards: tuple[str, ...] = ()
    hand: int = 0  # adventure cards in hand (multiplayer; solo's glory hand is in SoloData)
    escorts: tuple[str, ...] = ()  # escort quests under way with this hero


@frozen_value(slots=True)
class AttackData:
    """One attack of the battle, with its exact odds while it is still to be rolled (in percent)."""

    attacker: str
    defender: str
    form: str
    attack_total: int | None
    counter_total: int | None
    result: str
    attacker_hits: float
    defender_hits: float
    attacker_hits_in_36: int = 0  # the same chances exactly: outcomes out of the 36 of two dice
    defender_hits_in_36: int = 0


@frozen_value(slots=True)
class PerilOddsData:
    """Solo: entering a neighbouring location, the chance (in percent) of drawing 0, 1, 2 ... peril cards."""

    side: str
    location: str
    chances: tuple[float, ...]
    peril: int = 0  # the peril the hero would roll for (0 for a location already visited)
    exact: tuple[str, ...] = ()  # the same chances as exact fractions ('4/9')


@frozen_value(slots=True)
class SoloData:
    """Solo play's decks and what the automation waits for."""

    glory_deck: int
    peril_deck: int
    hand: tuple[str, ...]
    peril_dice: int
    to_draw: int
    glory_draws: int
    next_rooms: tuple[PerilOddsData, ...]
    waiting: tuple[str, ...] = ()  # banes in play waiting for the monster or trap they aim at, by name
    trap: str = ""  # a trap's threat waiting for its dice, with each hero's exact chance ('' for none)
    #: The peril cards owed come from the table's own deck: the app's deck and its discard are empty (left out of the
    #: view's JSON when False, so `companion play`'s lines read as before it was shown).
    peril_from_table: bool = field(default=False, metadata={"omit_when_empty": True})


@frozen_value(slots=True)
class TrapHeroData:
    """One hero facing a waiting trap: the value it adds and its exact chance to pass."""

    player: str
    value: int
    passes_in_6: int  # faces of its die that pass
    chance: float  # the same in percent


@frozen_value(slots=True)
class TrapData:
    """A trap's threat waiting for its dice: the card, the value tested against its number, where, and each
    hero there with its exact chance (the first of the waiting traps)."""

    card: str
    stat: str
    target: int
    location: str
    heroes: tuple[TrapHeroData, ...]


@frozen_value(slots=True)
class FaultData:
    """One reason a location may not lie in a cell, placed on the map: the cell and, for an exit meeting a
    wall, the side of the placed card, the neighbour it meets and which of the two holds the wall."""

    fault: str
    rule_id: str
    message: str
    column: int
    row: int
    side: str = ""
    other_column: int | None = None
    other_row: int | None = None
    wall_on_other: bool = False


@frozen_value(slots=True)
class Board:
    """Everything a screen draws."""

    turn: int
    phase: str
    active: int
    waiting: str
    places: tuple[PlaceData, ...]
    heroes: tuple[HeroData, ...]
    shared_quests: tuple[str, ...]
    locations_left: int
    battle_stage: str
    attacks: tuple[AttackData, ...]
    solo: SoloData | None
    result: str
    found: tuple[str, ...] = ()  # seek quests found this turn
    left_out: tuple[str, ...] = ()  # catalogue cards left out until their values are imported
    trap: TrapData | None = field(default=None, metadata={"omit_when_empty": True})  # a trap waiting for dice


def _percent(value: Fraction) -> float:
    return round(float(value) * 100, 1)


def board(state: DgState) -> Board:
    """The typed view data of a state."""
    places = tuple(
        PlaceData(p.cell[0], p.cell[1], named(p.card.name), term(p.card.kind), p.card.glory, p.card.peril,
                  tuple(p.card.exit(side).describe() for side in SIDES),  # type: ignore[arg-type]  # one per side (SIDES): mypy cannot count them
                  p.card.entrance, tuple(i for i, h in enumerate(state.heroes) if h.cell == p.cell and not h.defeated),
                  tuple(_quest_name(state, t.quest) for t in state.escorts if t.cell == p.cell))
        for p in state.dungeon.placed)
    heroes = tuple(
        HeroData(h.player, named(h.hero.name), h.level, h.health, h.hero.health, h.glory, h.peril, h.points, h.saved_point,
                 h.fallen, h.defeated, h.quests_done, tuple(_quest_name(state, q) for q in h.quests),
                 tuple(named(state.card_name(c)) for c in h.inventory), tuple(named(state.card_name(m)) for m in h.lair),
                 *_inventory_by_kind(state, h.inventory),
                 hand=h.hand if state.solo is None else len(state.solo.hand),
                 escorts=tuple(_quest_name(state, t.quest) for t in state.escorts if t.seat == seat))
        for seat, h in enumerate(state.heroes))
    attacks: tuple[AttackData, ...] = ()
    stage = ""
    if state.battle is not None:
        stage = term(state.battle.stage)
        rows = []
        for attack in state.battle.attacks:
            chances = odds(_fighter_value(state, attack.attacker, attack.form),
                           _fighter_value(state, attack.defender, attack.form))
            rows.append(AttackData(named(attack.attacker.name), named(attack.defender.name), term(attack.form), attack.attack_total,
                                   attack.counter_total, str(attack.result or ""), _percent(chances.attacker_hits),
                                   _percent(chances.defender_hits), _in_36(chances.attacker_hits),
                                   _in_36(chances.defender_hits)))
        attacks = tuple(rows)
    return Board(state.turn_number, term(state.phase.label), state.active, decision(state).prompt, places, heroes,
                 tuple(_quest_name(state, q) for q in state.shared_quests), len(state.locations), stage, attacks,
                 _solo(state), state.result, tuple(_quest_name(state, q) for q in state.found), state.left_out,
                 _trap(state))


def _trap(state: DgState) -> TrapData | None:
    """The first waiting trap with each hero's exact chance (trap_threats.trap_odds)."""
    if not state.traps:
        return None
    trap = state.traps[0]
    card = state.adventure(trap.card)
    here = state.dungeon.card_at(trap.cell)
    heroes = tuple(TrapHeroData(state.heroes[o.seat].player, o.value, int(o.chance * 6), _percent(o.chance))
                   for o in trap_odds(state))
    return TrapData(named(card.name), term(card.threat_stat), trap.target, named(here.name) if here is not None else "", heroes)


def _fighter_value(state: DgState, fighter: Fighter, form: Stat) -> int:
    if fighter.monster is not None:
        return fighter.monster.value(form)
    assert fighter.seat is not None
    return state.heroes[fighter.seat].value(form)


def _solo(state: DgState) -> SoloData | None:
    solo = state.solo
    if solo is None:
        return None
    hero = state.hero
    rooms = []
    for side in SIDES:
        way = way_out(state.dungeon, hero.cell, side)
        if isinstance(way, Way):
            card = state.dungeon.card_at(way.to)
            assert card is not None
            peril = card.peril if way.to not in hero.visited else 0
            chances = draw_chances(peril)
            rooms.append(PerilOddsData(term(side), named(card.name), tuple(_percent(c) for c in chances), peril,
                                       tuple(str(c) for c in chances)))
    return SoloData(len(solo.glory_deck), len(solo.peril_deck), tuple(named(state.card_name(c)) for c in solo.hand),
                    solo.peril_dice, solo.to_draw, solo.glory_draws, tuple(rooms),
                    tuple(named(state.card_name(c)) for c in solo.waiting),
                    decision(state).prompt if state.traps else "",
                    peril_from_table=solo.peril_from_table)


def _inventory_by_kind(state: DgState, cards: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(boons, treasures, other cards) of a hero's inventory, by name."""
    kinds = {card.id: card.kind for card in (*state.adventure_cards, *state.typed_cards)}
    boons = tuple(named(state.card_name(c)) for c in cards if kinds.get(c) is Kind.BOON)
    treasures = tuple(named(state.card_name(c)) for c in cards if kinds.get(c) is Kind.TREASURE)
    other = tuple(named(state.card_name(c)) for c in cards if kinds.get(c) not in (Kind.BOON, Kind.TREASURE))
    return boons, treasures, other


def _in_36(value: Fraction) -> int:
    return int(value * 36)


def attack_preview(state: DgState, attacker: int | str, target: int, form: Stat) -> AttackData:
    """The exact odds of an attack before it is made: a hero (by seat) or a monster (by id) against a hero.

    Nothing is checked here: whether the attack is allowed is the rules' answer (`Game.check`).
    """
    if isinstance(attacker, int):
        name, value = named(state.heroes[attacker].hero.name), state.heroes[attacker].value(form)
    else:
        monster = state.monster(attacker)
        name, value = named(monster.name), monster.value(form)
    defender = state.heroes[target]
    chances = odds(value, defender.value(form))
    return AttackData(name, named(defender.hero.name), term(form), None, None, "", _percent(chances.attacker_hits),
                      _percent(chances.defender_hits), _in_36(chances.attacker_hits), _in_36(chances.defender_hits))


def unplaced(state: DgState, card_id: str, cell: tuple[int, int]) -> PlaceData:
    """A location from the deck drawn as if it lay in `cell` (for showing where a placement would go)."""
    card = state.card(card_id)
    return PlaceData(cell[0], cell[1], named(card.name), term(card.kind), card.glory, card.peril,
                     tuple(card.exit(side).describe() for side in SIDES),  # type: ignore[arg-type]  # one per side (SIDES): mypy cannot count them
                     card.entrance, ())


def placement_faults(state: DgState, card_id: str, cell: tuple[int, int]) -> tuple[FaultData, ...]:
    """Why the location `card_id` may not be placed in `cell` now, each reason placed on the map (empty: it may).

    The same problems, in the same order, as the refusal the placement gets (`exploring.place_location`).
    """
    more = len(state.locations) > 1
    return tuple(
        FaultData(str(p.fault), p.rule_id, p.message, p.cell[0], p.cell[1], str(p.side or ""),
                  p.other[0] if p.other else None, p.other[1] if p.other else None, p.wall_on_other)
        for p in placement_problems(state.dungeon, state.card(card_id), cell, more_to_place=more))


def _quest_name(state: DgState, quest_id: str) -> str:
    try:
        return named(state.quest(quest_id).name)
    except KeyError:
        return quest_id
