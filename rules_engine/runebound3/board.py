"""The typed view data of a Runebound 3rd edition game: the time track, each hero's panel, the markets,
and the combat board while a fight is run token by token. Plain values only, so screens draw from it
and `companion play` prints it as JSON."""

from __future__ import annotations

from dataclasses import field

from fractions import Fraction

from rules_engine.frozen_values import frozen_value
from rules_engine.runebound3.combat.board import CombatBoard
from rules_engine.runebound3.combat.board import board as combat_board
from rules_engine.runebound3.token_names import token_names
from rules_engine.runebound3.combat.odds import MAX_ENUMERATED, round_odds
from rules_engine.runebound3.combat.state import CombatState, Phase
from rules_engine.runebound3.fight_buttons import FightButton, fight_buttons
from rules_engine.runebound3.quests import describe, story_quests
from rules_engine.standing_rules import NO_STANDING_RULES, StandingRules
from rules_engine.runebound3.state import (
    ACTIONS_PER_TURN, OMIT, REFRESH_SPACES, Attribute, Colour, Fight, HeroBattle, HeroState, ItemType, PendingCombat, R3State, Stage,
)


@frozen_value(slots=True)
class TimeTrack:
    """Where the time token stands and what comes next (0 when nothing more comes in this act)."""

    act: int
    position: int
    length: int
    next_refresh: int
    next_story: int
    story_cards_drawn: int


@frozen_value(slots=True)
class HeroPanel:
    """One seat's hero as its panel shows it; the counts by colour, attribute and type are in enum order."""

    player: str
    hero: str
    space: str
    space_kind: str
    health: int
    max_health: int
    gold: int
    hand: int
    hand_size: int
    trophies: tuple[tuple[str, int], ...]
    skills: tuple[tuple[str, tuple[str, ...]], ...]
    skill_limits: tuple[tuple[str, int], ...]
    items: tuple[tuple[str, str], ...]
    actions_left: int
    active: bool
    delayed: bool
    defeated: bool
    #: The hero card's setup condition, shown until the time token first moves (the table carries it out).
    setup: str = ""
    #: The quests this hero keeps for later, each in words (name, region, how it is resolved).
    quests: tuple[str, ...] = ()


@frozen_value(slots=True)
class MarketView:
    """A city market's items, each (name, type, cost)."""

    city: str
    items: tuple[tuple[str, str, int], ...]


@frozen_value(slots=True)
class SideChances:
    """One side's exact chances before a toss, in percent: acting first, and each damage total shown."""

    name: str
    first: float
    expected_damage: float
    damage: tuple[tuple[int, float], ...]


@frozen_value(slots=True)
class TossOdds:
    """Exact odds of the coming toss (from `combat/odds.py`), with what they assume."""

    sides: tuple[SideChances, SideChances]
    assumptions: tuple[str, ...]


@frozen_value(slots=True)
class FightView:
    """The fight under way: the enemy card, the hero's and the enemy controller's seats, the board.

    `board` is None when the table plays the fight with its physical tokens and enters the outcome.
    """

    hero_seat: int
    enemy: str
    reward: str
    colour: str
    enemy_seat: int | None
    board: CombatBoard | None
    odds: TossOdds | None = None
    #: The fight's buttons: what each submits now (an action or a toss's request), or why it cannot be pressed
    #: (`fight_buttons.py`).
    buttons: tuple[FightButton, ...] = ()
    #: In a battle between heroes, the ability or card that allowed the attack ('' for an enemy); `enemy` then
    #: names the defending hero and `enemy_seat` its player.
    battle: str = ""


@frozen_value(slots=True)
class R3Board:
    """The whole board of a Runebound 3rd edition game."""

    stage: str
    time: TimeTrack
    heroes: tuple[HeroPanel, ...]
    markets: tuple[MarketView, ...]
    challenge_tokens: tuple[tuple[str, str, bool], ...]
    quest_zone: tuple[str, ...]
    challenge: str
    fight: FightView | None
    #: A drawn event's two options in words, while they wait for the choice.
    challenge_options: tuple[str, ...] = ()
    #: The story quests waiting in the story quest zone: the name, or in words with its token number, region
    #: and procedure when its story card gives them.
    story_quests: tuple[str, ...] = ()
    #: A move by terrain dice under way: each die's face (symbols joined by '+') and whether it is spent, in
    #: the roll's order (die 1 first), and how many rerolls were paid for with skill cards.
    move_dice: tuple[tuple[str, bool], ...] = field(default=(), metadata=OMIT)
    move_rerolls: int = field(default=0, metadata=OMIT)
    #: While a trade waits for a buy or a discard: the city whose market it is ('' otherwise).
    trading_city: str = field(default="", metadata=OMIT)


def _next(spaces: tuple[int, ...], after: int) -> int:
    return next((s for s in sorted(spaces) if s > after), 0)


def time_track(state: R3State) -> TimeTrack:
    """The time track's data."""
    return TimeTrack(state.act, state.time_space, state.track_length,
                     _next(tuple(s for s in REFRESH_SPACES if s <= state.track_length), state.time_space),
                     _next(state.story_spaces, state.time_space) if state.story_drawn < 10 else 0,
                     state.story_drawn)


def hero_panel(state: R3State, seat: int, hero: HeroState) -> HeroPanel:
    """One hero's panel."""
    active = seat == state.active
    sheet = hero.sheet
    return HeroPanel(
        state.names[seat], sheet.name, hero.space, hero.space_kind.value, sheet.health - hero.wounds, sheet.health,
        hero.gold, hero.hand, sheet.hand_size,
        tuple((c.value, hero.trophies.count(c)) for c in Colour if c is not Colour.GREY),
        tuple((a.value, tuple(s.name for s in hero.skills if s.attribute is a)) for a in Attribute),
        tuple((a.value, sheet.attribute(a)) for a in Attribute),
        tuple((t.value, next((i.name for i in hero.items if i.type is t), "")) for t in ItemType),
        ACTIONS_PER_TURN - state.actions_used if active else 0, active, hero.delayed, hero.defeated,
        sheet.setup if state.act == 1 and state.time_space == 0 else "",
        tuple(describe(q) for q in state.quests if q.owner == seat))


def _percent(chance: Fraction) -> float:
    return round(float(chance) * 100, 1)


def toss_odds(combat: CombatState) -> TossOdds | None:
    """The exact odds before a toss, in percent; None when a side tosses more tokens than are enumerated exactly
    (`MAX_ENUMERATED`: the work of an exact answer doubles with each token, so past it none is given)."""
    if any(len(side.fighter.tokens) > MAX_ENUMERATED for side in combat.sides):
        return None
    odds = round_odds(combat)
    return TossOdds(tuple(SideChances(side.name, _percent(first), round(float(side.expected_damage), 2),
                                      tuple((value, _percent(chance)) for value, chance in side.damage))
                          for side, first in zip(odds.sides, odds.first, strict=True)),  # type: ignore[arg-type]  # the two sides: a generator mypy cannot count
                    odds.assumptions)


def fight_view(state: R3State, standing: StandingRules = NO_STANDING_RULES) -> FightView | None:
    """The fight under way, if any; its buttons as the referee rules under the table's standing rules."""
    fight = state.combat
    if isinstance(fight, Fight):
        combat = fight.combat
        return FightView(fight.seat, fight.enemy.name, fight.enemy.reward, fight.colour.value,
                         combat.side(1).fighter.seat, combat_board(combat, token_names(state)),
                         toss_odds(combat) if combat.phase is Phase.TOSS else None, fight_buttons(combat, standing))
    if isinstance(fight, HeroBattle):
        combat = fight.combat
        return FightView(fight.attacker, combat.side(1).fighter.name, "", "", fight.defender, combat_board(combat, token_names(state)),
                         toss_odds(combat) if combat.phase is Phase.TOSS else None, fight_buttons(combat, standing),
                         fight.ability)
    if isinstance(fight, PendingCombat):
        return FightView(fight.seat, fight.enemy, "", fight.colour.value, None, None)
    return None


def board(state: R3State, standing: StandingRules = NO_STANDING_RULES) -> R3Board:
    """The board data a screen draws (the fight's buttons ruled under the table's standing rules)."""
    return R3Board(
        state.stage.value, time_track(state),
        tuple(hero_panel(state, seat, hero) for seat, hero in enumerate(state.heroes)),
        tuple(MarketView(m.city, tuple((i.name, i.type.value, i.cost) for i in m.items)) for m in state.markets),
        tuple((t.space, t.colour.value, t.face_up) for t in state.tokens), state.quest_zone,
        state.challenge.name if state.challenge is not None else "", fight_view(state, standing),
        tuple(o.text for o in state.challenge.options) if state.challenge is not None and state.challenge.awaits_option
        else (), tuple(describe(q) if q.region or q.test or q.outcomes else q.name for q in story_quests(state)),
        tuple(("+".join(face), spent) for face, spent in zip(state.moving.faces, state.moving.spent, strict=True))
        if state.moving is not None else (), state.moving.rerolls if state.moving is not None else 0,
        state.trading_city if state.stage is Stage.TRADING else "")
