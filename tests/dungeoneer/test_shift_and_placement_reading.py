"""A shift's and a placement's problems, read from what the map remembers, are the problems the plain reading finds.

`shift_problems` keeps the rest of the map with one card lifted, and whether every location of it still reaches an
entrance, once per map and cell (`DungeonMap.remembered`); when it does, a card joined through a working exit strands
nothing and no path search is made. `placement_problems` reads "closes the dungeon" from the exits that faced empty
cells before. Here both are held to the plain reading of the rules: the map without the card, the card placed, the
shifted map built and searched from its entrances, its open exits listed; on random maps, built by the placement rules
or laid any way at all (a house rule can lay an exit against a wall, or leave a location cut off), the entrance moved
too, and with a copy of a map that remembered another map's answers.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dungeoneer.dungeon_map import Cell, DungeonMap
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.placement import Fault, Problem, placement_problems, shift_candidates, shift_problems
from rules_engine.messages import Message
from rules_engine.values import replace
from tests.dungeoneer.cards import ENTRANCE, location
from tests.support.search_budget import budget

CELLS = st.tuples(st.integers(-2, 2), st.integers(-2, 2))
SIDES = st.text("OWBT", min_size=4, max_size=4)  # open, wall, blocked, trap


def plain_shift_problems(dungeon: DungeonMap, source: Cell, target: Cell, *, more_to_place: bool) -> tuple[Problem, ...]:
    """The shift's problems as the rules read: lift the card, place it, then search the shifted map from its entrances."""
    card = dungeon.card_at(source)
    if card is None:
        return (Problem(Fault.NOT_PLACED, Message('no location lies there to shift'), source),)
    rest = dungeon.without(source)
    problems = plain_placement_problems(rest, card, target, more_to_place=more_to_place)
    if problems:
        return problems
    after = rest.with_card(card, target)
    stranded = after.cells() - after.reachable_from_entrances()
    if stranded:
        names = ", ".join(sorted(c.name for c in (after.card_at(x) for x in stranded) if c is not None))
        return (Problem(Fault.CUT_OFF, Message('the shift would leave {names} with no path to an entrance',
                                               names=names), target),)
    return ()


def plain_placement_problems(dungeon: DungeonMap, card: LocationCard, cell: Cell, *,
                             more_to_place: bool) -> tuple[Problem, ...]:
    """`placement_problems`, with "closes the dungeon" read from the open exits of the map built with the card."""
    problems = placement_problems(dungeon, card, cell, more_to_place=False)
    if problems or not more_to_place or dungeon.with_card(card, cell).frontier():
        return problems
    return (Problem(Fault.CLOSED, Message('placing {card} there closes the dungeon: no exit is left open to join another '
                                          'location to', card=card.name), cell),)


def laid(cards: list[tuple[str, Cell]], *, by_the_rules: bool) -> DungeonMap:
    """A map from the entrance and the cards drawn: each placed where the rules allow, or anywhere empty."""
    dungeon = DungeonMap().with_card(ENTRANCE, (0, 0))
    for index, (sides, cell) in enumerate(cards):
        card = location(f"L{index}", sides)
        if dungeon.card_at(cell) is not None:
            continue
        if by_the_rules and placement_problems(dungeon, card, cell, more_to_place=True):
            continue
        dungeon = dungeon.with_card(card, cell)
    return dungeon


def same_problems(found: tuple[Problem, ...], plain: tuple[Problem, ...]) -> bool:
    """The same faults, words and places (a refusal's words are what the table reads)."""
    return [(p.fault, str(p.message), p.cell, p.side, p.other, p.wall_on_other) for p in found] == \
        [(p.fault, str(p.message), p.cell, p.side, p.other, p.wall_on_other) for p in plain]


@settings(max_examples=budget(40, 400), deadline=None)
@given(cards=st.lists(st.tuples(SIDES, CELLS), max_size=10), by_the_rules=st.booleans(), more=st.booleans())
def test_every_shift_of_a_random_map_finds_the_problems_the_plain_reading_finds(
        cards: list[tuple[str, Cell]], by_the_rules: bool, more: bool) -> None:
    dungeon = laid(cards, by_the_rules=by_the_rules)
    for place in dungeon.placed:
        for target in [*shift_candidates(dungeon, place.cell), (3, 3)]:
            assert same_problems(shift_problems(dungeon, place.cell, target, more_to_place=more),
                                 plain_shift_problems(dungeon, place.cell, target, more_to_place=more))


@settings(max_examples=budget(40, 400), deadline=None)
@given(cards=st.lists(st.tuples(SIDES, CELLS), max_size=10), sides=SIDES, by_the_rules=st.booleans())
def test_placing_a_card_closes_the_dungeon_exactly_when_the_map_built_with_it_has_no_open_exit(
        cards: list[tuple[str, Cell]], sides: str, by_the_rules: bool) -> None:
    dungeon = laid(cards, by_the_rules=by_the_rules)
    card = location("Drawn", sides)
    for x in range(-3, 4):
        for y in range(-3, 4):
            assert same_problems(placement_problems(dungeon, card, (x, y), more_to_place=True),
                                 plain_placement_problems(dungeon, card, (x, y), more_to_place=True))


def test_a_copy_with_other_cards_never_reads_what_the_map_it_was_copied_from_remembered() -> None:
    hall = location("Hall", "OOOO")
    chain = DungeonMap().with_card(ENTRANCE, (0, 0)).with_card(hall, (0, -1)).with_card(location("Niche", "OOOO"), (0, -2))
    assert shift_problems(chain, (0, -2), (1, 0), more_to_place=True) == ()  # the chain remembers its rest as whole
    cut = replace(chain, placed=chain.placed[:1] + chain.placed[2:])  # the hall between taken away: the niche cut off
    assert hash(cut) == hash(DungeonMap(cut.placed))
    assert shift_problems(chain, (0, -2), (1, -1), more_to_place=True) == ()  # beside the hall
    found = shift_problems(cut, (0, -2), (1, -1), more_to_place=True)  # with no hall there, it touches nothing
    assert [p.fault for p in found] == [Fault.NOT_TOUCHING]
    moved_entrance = shift_problems(chain, (0, 0), (0, -3), more_to_place=True)
    assert moved_entrance == plain_shift_problems(chain, (0, 0), (0, -3), more_to_place=True) == ()
