"""The naming rule through the grammar, on a toy grammar: any known name, in any case, quoted or as it is,
or by a start only it has, reads back as itself; a shared start is refused listing the names; an unknown
name is kept for the rules when the argument says so; seats of several words; formatting round-trips."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.errors import CommandError
from rules_engine.grammar import Command, Grammar, Seat, Text, pick


@dataclass(frozen=True)
class Give:
    """A toy action: a named thing handed to a seat."""

    thing: str
    seat: int


@dataclass(frozen=True)
class Table:
    """A toy state: the things that can be named and the seats' names (player, hero)."""

    things: tuple[str, ...]
    seats: tuple[tuple[str, ...], ...] = (("Anna", "Varikas the Dead"), ("Boris", "Valadir"))


def _thing(state: Table, words: str) -> str:
    return pick(words, [(name, (name,)) for name in state.things], "thing")


def grammar(keep_unknown: bool = False) -> Grammar:
    """A one-command grammar: give THING pX."""
    thing = Text("thing", "THING", what="a thing", suggest=lambda s: s.things, reader=_thing, keep_unknown=keep_unknown)
    command = Command("give", (thing, Seat("seat", lambda s: s.seats)), lambda s, v: Give(v["thing"], v["seat"]),
                      formats=(Give,), unbuild=lambda a: {"thing": a.thing, "seat": a.seat})
    return Grammar("Toy", (command,), quoting=True)


WORD = st.text("abcdefgh", min_size=1, max_size=6)
NAME = st.lists(WORD, min_size=1, max_size=3).map(" ".join)
NAMES = st.lists(NAME, min_size=1, max_size=6, unique_by=lambda n: n.casefold())


def shortest_unique_start(name: str, names: list[str]) -> str | None:
    """The shortest start of `name` (not ending in a space) that no other name starts with, if any."""
    others = [n.casefold() for n in names if n != name]
    for k in range(1, len(name) + 1):
        start = name[:k]
        if not start.endswith(" ") and not any(o.startswith(start.casefold()) for o in others):
            return start
    return None


@settings(max_examples=150, deadline=None)
@given(names=NAMES, data=st.data())
def test_any_known_name_quoted_or_not_in_any_case_reads_as_itself(names, data):
    name = data.draw(st.sampled_from(names))
    typed = data.draw(st.sampled_from([name, name.upper(), f'"{name}"', f"'{name}'", f'"{name.title()}"']))
    assert grammar().parse(Table(tuple(names)), f"give {typed} p2") == Give(name, 1)


@settings(max_examples=150, deadline=None)
@given(names=NAMES, data=st.data())
def test_a_start_only_one_name_has_reads_as_that_name(names, data):
    name = data.draw(st.sampled_from(names))
    start = shortest_unique_start(name, names)
    if start is None:  # every start of it is another name's start too: only the whole name names it
        return
    state = Table(tuple(names))
    assert grammar().parse(state, f'give "{start}" p1') == Give(name, 0)
    assert grammar().parse(state, f"give {start} Boris") == Give(name, 1)


@settings(max_examples=150, deadline=None)
@given(names=NAMES, data=st.data(), seat=st.integers(0, 1))
def test_every_give_formats_to_a_command_that_parses_back_to_it(names, data, seat):
    action = Give(data.draw(st.sampled_from(names)), seat)
    typed = grammar().format(action)
    assert typed is not None
    assert grammar().parse(Table(tuple(names)), typed) == action


@settings(max_examples=100, deadline=None)
@given(names=NAMES, data=st.data())
def test_completion_offers_every_name_that_extends_what_is_typed(names, data):
    name = data.draw(st.sampled_from(names))
    start = name[:data.draw(st.integers(1, len(name)))]
    offered = grammar().complete(Table(tuple(names)), f'give "{start}')
    assert name in offered
    assert all(n.casefold().startswith(start.casefold()) for n in offered)


def test_a_start_several_names_share_is_refused_listing_them_even_where_unknown_names_are_kept():
    state = Table(("Powder Keg", "Potion of Healing", "Reload"))
    for keep in (False, True):
        with pytest.raises(CommandError, match="'po' could be Powder Keg or Potion of Healing: type more of the thing"):
            grammar(keep).parse(state, "give po p1")
    assert grammar().parse(state, "give pow p1") == Give("Powder Keg", 0)


def test_an_unknown_name_is_refused_or_kept_whole_for_the_rules():
    state = Table(("Powder Keg", "Reload"))
    with pytest.raises(CommandError, match="expected a thing"):
        grammar().parse(state, "give Sword p1")
    assert grammar(keep_unknown=True).parse(state, "give Sword of Fire p2") == Give("Sword of Fire", 1)


def test_unquoted_names_take_the_longest_run_of_words_that_names_something():
    state = Table(("Powder", "Powder Keg", "Keg"))
    assert grammar().parse(state, "give Powder Keg p1") == Give("Powder Keg", 0)
    assert grammar().parse(state, "give powder p1") == Give("Powder", 0)


def test_seats_are_named_by_number_player_hero_or_a_start_of_one_in_one_word_or_several():
    state = Table(("Reload",))
    parse = grammar().parse
    assert [parse(state, f"give reload {who}").seat for who in ("p1", "P2", "anna", "bor", "Varikas the Dead",
                                                                  "'varikas the dead'", "varikas the", "val")] == \
        [0, 1, 0, 1, 0, 0, 0, 1]
    with pytest.raises(CommandError, match="there is no player p3; players are p1 to p2"):
        parse(state, "give reload p3")
    with pytest.raises(CommandError, match="'v' could be Anna or Boris: type more of the name"):
        parse(state, "give reload v")
