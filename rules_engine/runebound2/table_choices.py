"""What the table may do at almost any moment, as choices: hero values from the card, the terrain dice's
faces, market cards noted, card effects, abilities, skill checks, activations, star items, discards,
counters refreshed, and declaring the scenario won.

These carry the table's own values (a card's effect, a check's target), so most are families: the
engine bounds each value as its handler does.
"""

from __future__ import annotations

from functools import cache, lru_cache
from random import Random
from typing import Any

from rules_engine.decisions import AnyText, Choice, Exactly, OneOf, Rolled, Where
from rules_engine.chance import fill
from rules_engine.game import DiceRequest
from rules_engine.messages import N_, Message
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.activation_windows import outside_the_fight
from rules_engine.runebound2.adventures import COLOURS, Counter
from rules_engine.runebound2.card_domains import printed_market_card
from rules_engine.runebound2.choice_domains import (
    BONUS,
    CITIES,
    D10,
    LARGEST,
    characters,
    first_by_name,
    items,
    named,
    sequences,
    whole,
)
from rules_engine.runebound2.effects import KINDS as EFFECT_KINDS
from rules_engine.runebound2.fight_choices import activatable, activation_player, activation_seats
from rules_engine.runebound2.heroes import ATTRIBUTES, STATS, HeroState, Usage
from rules_engine.runebound2.market import market_deck_empty
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import FACES_PER_DIE, TERRAINS, face_problem
from rules_engine.runebound2.turn import Pending
from rules_engine.runebound2.names import printed_name


def hero_values_fit(party: HeroState, values: Any) -> bool:
    """Values typed from a hero card: known names; each missing value in bounds; a known value only repeated; one new at least."""
    if not isinstance(values, tuple) or not all(
            isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str) and type(v[1]) is int for v in values):
        return False
    changed = False
    for name, value in values:
        if name not in STATS:
            return False
        if name not in party.missing:
            if getattr(party.hero, name) != value:
                return False
            continue
        if value < (1 if name == "life" else 0):
            return False
        changed = True
    return changed


def _hero_values(party: HeroState) -> Where:
    def sampler(rng: Random) -> tuple[tuple[str, int], ...]:
        return tuple((name, rng.randint(3, 6) if name == "life" else rng.randint(1, 4)) for name in party.missing)

    return Where(lambda values: hero_values_fit(party, values), sampler, "the hero card's " + ", ".join(party.missing))


def _faces(rng: Random) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(rng.sample(TERRAINS, rng.randint(2, 3))) for _ in range(FACES_PER_DIE))


def _die_faces() -> Where:
    def test(faces: Any) -> bool:
        return (isinstance(faces, tuple) and all(isinstance(f, tuple) and all(isinstance(s, str) for s in f) for f in faces)
                and not face_problem(faces))

    return Where(test, _faces, "six faces of two or three terrains")


def setup(state: Rb2State) -> tuple[Choice, ...]:
    """Hero values the catalogue lacked, the terrain dice's faces, cards already on a market."""
    offered = tuple(
        Choice.of(A.SetHeroValues, Message("Type {hero}'s {values} from the hero card", hero=printed_name(party.hero.name),
                          values=", ".join(party.missing)),
                  actor=seat, player=named(party.player, party.hero.name), values=_hero_values(party))
        for seat, party in enumerate(state.players) if party.missing)
    table = _table_setup()
    if market_deck_empty(state):  # every market card is out: none can be noted on a market
        table = tuple(choice for choice in table if choice.action is not A.MarketStock)
    return offered + table


@cache
def _table_setup() -> tuple[Choice, ...]:
    """The terrain dice's faces and cards already on a market: the same at every moment."""
    return (Choice.of(A.DescribeTerrainDie, Message("Describe the terrain dice's faces"), faces=_die_faces()),) + tuple(
        Choice.of(A.MarketStock, Message("Note a market {kind} already on a city's market", kind=Message(kind)), city=AnyText(CITIES),
                  card=printed_market_card(kind)) for kind in ("item", "ally"))


def _effects(seat: int, party: HeroState) -> list[Choice]:
    """A card's effect: gold gained or paid (never below zero); wounds, exhaustion, healing or rest on a character."""
    names = _any_character(party)
    offered = [Choice.of(A.Effect, Message("A card's effect: gold gained or paid"), actor=seat, kind="gold",
                         who=AnyText(("hero",)), amount=whole(-party.gold, LARGEST, (-min(party.gold, 1), 2)))]
    offered += [Choice.of(A.Effect, Message(EFFECT_LABELS[kind]), actor=seat, kind=kind, who=names,
                          amount=whole(1, usual=(1, 1))) for kind in EFFECT_KINDS[1:]]
    return offered


@cache
def _card_wounds(seat: int, card: str) -> Choice:
    """A card's effect that wounds the challenge being fought."""
    return Choice.of(A.Effect, Message("A card's effect: wounds on {card}", card=card), actor=seat, kind="wound", who=named("card"),
                     amount=whole(1, usual=(1, 1)))


def _any_character(party: HeroState) -> Where:
    """Any character of the party, in any spelling the engine finds."""
    found = characters(party)
    values: tuple[str, ...] = tuple(name.value for _, name in found)

    def sampler(rng: Random) -> str:
        return values[rng.randrange(len(values))]

    return Where(lambda value: any(name.admits(value) for _, name in found), sampler, "|".join(values))


def _abilities(seat: int, party: HeroState) -> list[Choice]:
    """Abilities paid with exhaustion (within stamina) and skill checks (allies only where the card allows)."""
    offered = []
    for who, name in characters(party):
        room = who.stamina - who.exhaustion
        if room >= 1:
            offered.append(Choice.of(A.UseAbility, Message("{name} uses an ability for exhaustion", name=printed_name(who.name)), actor=seat, who=name,
                                     exhaust=whole(1, room, (1, 1)), note=AnyText(("",))))
        ally = who is not party.hero
        request = DiceRequest(D10, 2, Message("a skill check by {name}", name=printed_name(who.name)),
                              fill(A.SkillCheck, attribute="mind", target=10, skill=0, bonus=0, by=name.value, card_allows_ally=ally))
        offered.append(Choice.of(A.SkillCheck, Message("Skill check: {name}", name=printed_name(who.name)), actor=seat, request=request,
                                 attribute=OneOf(ATTRIBUTES), target=whole(-LARGEST, LARGEST, (6, 16)),
                                 roll=Rolled(D10, 2), skill=BONUS, bonus=BONUS, by=name,
                                 card_allows_ally=Exactly(True) if ally else OneOf((False, True))))
    return offered


def _activations(state: Rb2State) -> list[Choice]:
    """Hourglass cards turned down in this window; the active hero's may ward wounds just dealt."""
    if state.turn.pending == Pending.WOUNDS:
        return []  # while wounds are held, activating is a ward of those wounds (the fight's choices)
    offered = []
    # Outside a fight in the adventure step the book lists no activation window: only a ward of wounds just dealt.
    least = 1 if outside_the_fight(state) else 0
    for seat in activation_seats(state):
        party = state.players[seat]
        wardable = state.turn.wardable if seat == state.active else 0
        if wardable < least:
            continue
        for item in activatable(state, seat):
            offered.append(Choice.of(A.Activate, Message("{player} activates {item}", player=party.player, item=item.name), actor=seat,
                                     name=named(item.name), ward=whole(least, wardable, (least, least)),
                                     player=activation_player(state, seat, state.active)))
    return offered


def _cards(seat: int, party: HeroState) -> list[Choice]:
    """Star items used, kept adventure cards spent, items and allies discarded."""
    offered = [Choice.of(A.UseItem, Message("Use {name} (discarded)", name=item.name), actor=seat, name=named(item.name))
               for item in items(party) if item.usage == Usage.DISCARD]
    offered += [Choice.of(A.UseItem, Message("Spend {name} as its card says", name=card.name), actor=seat, name=named(card.name))
                for card in first_by_name(party.trophies) if party.item(card.name) is None]
    for card in first_by_name(party.items + party.allies):
        found = party.item(card.name) or card
        if not found.kept:
            offered.append(Choice.of(A.Discard, Message("Discard {name}", name=card.name), actor=seat, name=named(card.name)))
    return offered


@lru_cache(maxsize=256)
def _party(seat: int, party: HeroState) -> tuple[Choice, ...]:
    """What the active party's cards and characters allow at any moment (the same for the same party)."""
    return tuple(_effects(seat, party) + _abilities(seat, party) + _cards(seat, party))


@lru_cache(maxsize=256)
def _refresh(reserve: tuple[Counter, ...]) -> Choice:
    """Counters put back on the board: only what the reserve holds."""
    held = {colour: sum(1 for c in reserve if c.colour == colour) for colour in COLOURS}

    def fits(colours: tuple[Any, ...]) -> bool:
        return all(isinstance(c, str) and c in COLOURS for c in colours) and all(
            colours.count(colour) <= held[colour] for colour in COLOURS)

    pool = tuple(c.colour for c in reserve)
    return Choice.of(A.RefreshCounters, Message("Put adventure counters back from the reserve"),
                     colours=sequences(fits, pool, min(len(pool), 3), "counters in the reserve"))


@cache
def _victory(seat: int) -> Choice:
    return Choice.of(A.DeclareVictory, Message("Declare the scenario's goal reached"), actor=seat, reason=AnyText(("",)))


def any_time(state: Rb2State) -> tuple[Choice, ...]:
    """Everything the table may do at this moment besides answering it (each then gated by what is pending)."""
    seat = state.active
    fought = (_card_wounds(seat, state.combat.card.name),) if state.combat is not None else ()
    return (setup(state) + _party(seat, state.hero) + fought + tuple(_activations(state))
            + (_refresh(state.reserve), _victory(seat)))


#: The choices' words for each effect kind a card may have on a character (gold has its own).
EFFECT_LABELS = {"wound": N_("A card's effect: wound"), "exhaust": N_("A card's effect: exhaust"),
                 "heal": N_("A card's effect: heal"), "rest": N_("A card's effect: rest")}
