"""Choices about CP and cards: gaining and spending CP, drawing, playing action cards and upgrades, selling, discarding."""

from __future__ import annotations

from rules_engine.decisions import AnyText, Choice, Exactly, IntRange, OneOf
from rules_engine.dice_throne.actions import ChangeCP, DiscardCard, DrawCards, PlayCard, PlayUpgrade, SellCard
from rules_engine.dice_throne.choices.table import Table
from rules_engine.dice_throne.choices.names import ability_normal, seats_text, who
from rules_engine.dice_throne.domains import Aliases, AtLeast
from rules_engine.dice_throne.economy import TIMINGS, sell_refusals, timing_refusals, upgrade_timing_refusals
from rules_engine.requirements import all_met
from rules_engine.dice_throne.interrupts import CARD_KIND, interrupt_refusals
from rules_engine.dice_throne.modes import MAX_CP
from rules_engine.dice_throne.state import DTState

ROMAN = {2: "II", 3: "III"}
#: The domains every state's CP, draw and play choices share (frozen values, built once).
CP_GAIN, CP_SOURCE, DRAW_COUNT = AtLeast(1, 3), AnyText(("cp",)), AtLeast(1, 2)
CARD_NAME, MAY_INTERRUPT, NOT_INTERRUPTING = AnyText(("", "a card")), OneOf((False, True)), Exactly(False)


def card_choices(table: Table) -> tuple[Choice, ...]:
    """Every CP and card action allowed now. Kept by what they read: the phase (what it admits, which timings it
    allows), the active seat, the seats that may act, each seat's CP, hand, upgrades, defeat, hero and name, and what
    is resolving (whether a card may interrupt it)."""
    state = table.state
    key = (state.phase, state.active, table.acting, tuple((s.cp, s.hand, s.upgrades, s.defeated) for s in state.seats),
           table.seat_heroes, table.names, table.top)
    return table.match.family("cards", key, lambda: _card_choices_built(table))


def _card_choices_built(table: Table) -> tuple[Choice, ...]:
    state = table.state
    return (*_cp(state, table.acting), *_draws(state, table.acting), *_plays(table),
            *(_upgrades(state) if PlayUpgrade in table.admitted else ()),
            *(_sales(state) if SellCard in table.admitted else ()), *_discards(table))


def _cp(state: DTState, seats: tuple[int, ...]) -> tuple[Choice, ...]:
    if not seats:
        return ()
    out = [Choice.of(ChangeCP, f"cp +N for {seats_text(state, seats)} (CP stops at {MAX_CP})", verb="cp",
                     seat=OneOf(seats), delta=CP_GAIN, source=CP_SOURCE)]
    for seat in seats:
        cp = state.seats[seat].cp
        if cp:
            out.append(Choice.of(ChangeCP, f"{who(state, seat)} spends 1-{cp} CP", actor=seat, verb="cp", seat=seat,
                                 delta=IntRange(-cp, -1), source=CP_SOURCE))
    return tuple(out)


def _draws(state: DTState, seats: tuple[int, ...]) -> tuple[Choice, ...]:
    if not seats:
        return ()
    return (Choice.of(DrawCards, f"draw N cards: {seats_text(state, seats)}", verb="draw", seat=OneOf(seats),
                      count=DRAW_COUNT),)


def _plays(table: Table) -> tuple[Choice, ...]:
    out = []
    state = table.state
    for seat in table.acting:
        s = state.seats[seat]
        if s.hand < 1:
            continue
        for timing in TIMINGS:
            if not all_met(timing_refusals(state, seat, timing)):
                continue
            interrupting = all_met(interrupt_refusals(state, CARD_KIND[timing]))
            article = "an" if timing == "instant" else "a"
            out.append(Choice.of(PlayCard, f"{who(state, seat)} plays {article} {timing} card (0-{s.cp} CP)", actor=seat,
                                 verb="play", seat=seat, timing=timing, cost=IntRange(0, s.cp),
                                 name=CARD_NAME, interrupting=MAY_INTERRUPT if interrupting else NOT_INTERRUPTING))
    return tuple(out)


def _upgrades(state: DTState) -> tuple[Choice, ...]:
    seat = state.active
    s = state.seats[seat]
    if s.defeated or s.hand < 1 or not all_met(upgrade_timing_refusals(state, seat)):
        return ()
    hero = state.hero_of(seat)
    normal = ability_normal(hero, "")
    # Abilities that take the same levels at the same price bounds share one choice.
    groups: dict[tuple[tuple[int, ...], int], list[str]] = {}
    for ability in hero.abilities:
        level, paid = s.level(ability.id)
        if level == 1:
            groups.setdefault(((2, 3), s.cp), []).append(ability.id)
        elif level == 2:
            groups.setdefault(((3,), s.cp + paid), []).append(ability.id)
    out = []
    for (levels, most), ids in groups.items():
        shown = "|".join(ROMAN[lv] for lv in levels)
        out.append(Choice.of(PlayUpgrade, f"{who(state, seat)} upgrades an ability to {shown} (printed cost 0-{most})",
                             actor=seat, verb="upgrade", seat=seat, ability=Aliases(tuple(ids), normal),
                             level=OneOf(levels), cost=IntRange(0, most)))
    return tuple(out)


def _sales(state: DTState) -> tuple[Choice, ...]:
    seat = state.active
    s = state.seats[seat]
    if s.defeated or s.hand < 1 or not all_met(sell_refusals(state, seat)):
        return ()
    return (Choice.of(SellCard, f"{who(state, seat)} sells a card for 1 CP", actor=seat, verb="sell", seat=seat),)


def _discards(table: Table) -> tuple[Choice, ...]:
    state = table.state
    seats = tuple(i for i in table.acting if state.seats[i].hand >= 1)
    if not seats:
        return ()
    return (Choice.of(DiscardCard, f"discard a card: {seats_text(state, seats)}", verb="discard", seat=OneOf(seats)),)
