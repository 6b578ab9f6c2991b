"""The grammar's one naming rule: any known name, in any case, quoted or as it is, or by a start only it
has, reads back as itself; a start several names share is refused listing them; formatting round-trips."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.errors import CommandError
from rules_engine.grammar import Command, Grammar, Known, Mismatch, Player, Refused, Seat, resolve, tokenize


@dataclass(frozen=True)
class Give:
    """A toy action: a named thing handed to a seat."""

    thing: str
    seat: int


@dataclass(frozen=True)
class Table:
    """A toy state: the things that can be named and the seats' names."""

    things: tuple[str, ...]
    seats: tuple[tuple[str, ...], ...] = (("Anna", "Varikas the Dead"), ("Boris", "Valadir"))


def _things(state: Table) -> list[tuple[str, tuple[str, ...]]]:
    return [(name, (name,)) for name in state.things]


def grammar(quoting: bool) -> Grammar:
    """A one-command grammar: give THING pX."""
    command = Command("give", (Known("thing", _things, "THING", "thing"), Seat("seat", lambda s: s.seats)),
                      lambda s, v: Give(v["thing"], v["seat"]), formats=(Give,),
                      unbuild=lambda a: {"thing": a.thing, "seat": a.seat})
    return Grammar("Toy", (command,), quoting=quoting)


WORD = st.text("abcdefgh", min_size=1, max_size=6)
NAME = st.lists(WORD, min_size=1, max_size=3).map(" ".join)
NAMES = st.lists(NAME, min_size=1, max_size=6, unique_by=lambda n: n.casefold())


def shortest_unique_start(name: str, names: list[str]) -> str | None:
    """The shortest start of `name` that no other name starts with (None if every start is shared)."""
    others = [n.casefold() for n in names if n != name]
    for k in range(1, len(name) + 1):
        start = name[:k]
        if start.endswith(" "):
            continue
        if not any(o.startswith(start.casefold()) for o in others):
            return start
    return None


@settings(max_examples=150, deadline=None)
@given(names=NAMES, data=st.data(), quoting=st.booleans())
def test_any_known_name_quoted_or_not_in_any_case_reads_as_itself(names, data, quoting):
    name = data.draw(st.sampled_from(names))
    state = Table(tuple(names))
    typed = data.draw(st.sampled_from([name, name.upper(), f'"{name}"', f"'{name}'", f'"{name.title()}"']))
    assert grammar(quoting).parse(state, f"give {typed} p2") == Give(name, 1)


@settings(max_examples=150, deadline=None)
@given(names=NAMES, data=st.data(), quoting=st.booleans())
def test_a_start_only_one_name_has_reads_as_that_name(names, data, quoting):
    name = data.draw(st.sampled_from(names))
    start = shortest_unique_start(name, names)
    if start is None or any(n.casefold() == start.casefold() for n in names if n != name):
        return
    state = Table(tuple(names))
    assert grammar(quoting).parse(state, f'give "{start}" p1') == Give(name, 0)
    assert grammar(quoting).parse(state, f"give {start} Boris") == Give(name, 1)


@settings(max_examples=150, deadline=None)
@given(names=NAMES, data=st.data(), quoting=st.booleans(), seat=st.integers(0, 1))
def test_every_give_formats_to_a_command_that_parses_back_to_it(names, data, quoting, seat):
    action = Give(data.draw(st.sampled_from(names)), seat)
    state = Table(tuple(names))
    typed = grammar(quoting).format(action)
    assert typed is not None
    assert grammar(quoting).parse(state, typed) == action


def test_a_start_several_names_share_is_refused_listing_them():
    state = Table(("Powder Keg", "Potion of Healing", "Reload"))
    with pytest.raises(CommandError, match="'po' could be Powder Keg or Potion of Healing: type more of the thing"):
        grammar(False).parse(state, "give po p1")
    assert grammar(False).parse(state, "give pow p1") == Give("Powder Keg", 0)


def test_an_unknown_name_is_refused_listing_the_names_known():
    state = Table(("Powder Keg", "Reload"))
    with pytest.raises(CommandError, match=r"a thing \(Powder Keg or Reload\)"):
        grammar(True).parse(state, "give Sword p1")


def test_unquoted_names_take_the_longest_run_of_words_that_names_something():
    state = Table(("Powder", "Powder Keg", "Keg"))
    assert grammar(False).parse(state, "give Powder Keg p1") == Give("Powder Keg", 0)
    assert grammar(False).parse(state, "give powder p1") == Give("Powder", 0)


def test_seats_are_named_by_number_player_hero_or_a_start_of_one():
    state = Table(("Reload",))
    parse = grammar(True).parse
    assert [parse(state, f"give reload {who}").seat for who in ("p1", "P2", "anna", "bor", "Varikas the Dead",
                                                                  "'varikas the dead'", "val")] == [0, 1, 0, 1, 0, 0, 1]
    with pytest.raises(CommandError, match="there is no player p3; players are p1 to p2"):
        parse(state, "give reload p3")
    with pytest.raises(CommandError, match="'v' could be Anna or Boris: type more of the player's or hero's name"):
        parse(state, "give reload v")


def test_resolve_prefers_a_whole_spelling_to_a_start():
    named = [("keg", ("Keg",)), ("keg-two", ("Keg Two",))]
    assert resolve("keg", named, "thing") == "keg"
    assert resolve("keg t", named, "thing") == "keg-two"
    with pytest.raises(Mismatch):
        resolve("sword", named, "thing")
    with pytest.raises(Refused):
        resolve("k", [("a", ("Kal",)), ("b", ("Kol",))], "thing")


def test_player_reads_to_the_players_name_and_keeps_an_unknown_word_for_the_rules():
    arg = Player("who", lambda s: (("Anna", "varikas", "Varikas the Dead"), ("Boris", "valadir", "Valadir")))
    assert [arg.read(None, w) for w in ("p1", "p2", "an", "valadir", "Varikas the dead", "Zed")] == \
        ["Anna", "Boris", "Anna", "Boris", "Anna", "Zed"]


def test_plain_grammars_read_quotes_only_around_whole_words():
    words = lambda text: [(t.text, t.quoted) for t in tokenize(text, quoting=False)]  # noqa: E731
    assert words('status inflict "Powder Keg" p1') == [("status", False), ("inflict", False), ("Powder Keg", True),
                                                       ("p1", False)]
    assert words("x 'powder keg'") == [("x", False), ("powder keg", True)]
    assert words("ability pirate's touch") == [("ability", False), ("pirate's", False), ("touch", False)]
    assert words("ability fill 'em with lead!") == [("ability", False), ("fill", False), ("'em", False),
                                                    ("with", False), ("lead!", False)]
