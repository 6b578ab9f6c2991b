"""One way to name players, heroes, statuses and cards in every game: any spelling, any case, "quoted"
when several words, and the start of a name when only one name starts so."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from rules_engine.errors import CommandError
from rules_engine.grammar import Mismatch, Player, Refused, Seat, pick, tokenize
from rules_engine.runebound2.terrain import Hex
from tests.dice_throne.support import GAME as DICE_THRONE, started, to_phase
from tests.runebound2.helpers import new_game, play, with_hero

NAMED = [("powder-keg", ("Powder Keg", "powder-keg")), ("parley", ("Parley", "parley")),
         ("cursed-doubloon", ("Cursed Doubloon", "cursed-doubloon")), ("curse", ("Curse", "curse"))]


def test_a_whole_spelling_in_any_case_names_it_even_when_it_starts_another_name():
    assert pick("powder keg", NAMED, "status") == "powder-keg"
    assert pick("PARLEY", NAMED, "status") == "parley"
    assert pick("curse", NAMED, "status") == "curse"  # whole, though "Cursed Doubloon" starts so too


def test_the_start_of_one_name_is_enough_and_a_shared_start_lists_the_names():
    assert pick("pow", NAMED, "status") == "powder-keg"
    assert pick("cursed", NAMED, "status") == "cursed-doubloon"
    with pytest.raises(Refused, match="could be Cursed Doubloon or Curse: type more of the status"):
        pick("cur", NAMED, "status")
    with pytest.raises(Mismatch):
        pick("zzz", NAMED, "status")


@given(st.sampled_from(NAMED), st.data())
def test_any_name_or_a_start_only_it_has_names_it_back(item, data):
    value, spellings = item
    spelling = data.draw(st.sampled_from(spellings))
    length = data.draw(st.integers(min_value=1, max_value=len(spelling)))
    start = spelling[:length]
    others = [s for v, names in NAMED if v != value for s in names]
    if not start.strip() or any(s.casefold().startswith(start.casefold()) for s in others) and \
            start.casefold() not in {s.casefold() for s in spellings}:
        return  # shared with another name: refused, as the test above shows
    assert pick(start.upper(), NAMED, "status") == value


def test_players_by_seat_number_name_or_start_and_hero_names_too():
    seats = Seat("seat", lambda s: (("Ann", "gunslinger", "Gunslinger"), ("Bob", "cursed-pirate", "Cursed Pirate")))
    assert seats.read(None, "p2") == 1 and seats.read(None, "an") == 0 and seats.read(None, "cursed") == 1
    players = Player("who", lambda s: (("Anna", "Lord Hawthorne"), ("Boris", "Mok")))
    assert players.read(None, "p1") == "Anna" and players.read(None, "bor") == "Boris"
    assert players.read(None, "mok") == "Boris"
    assert players.read(None, "Zed") == "Zed"  # names nobody: kept, so the rules refuse it with their citation


def test_apostrophes_inside_names_are_letters_and_a_closed_quote_makes_one_word():
    assert [t.text for t in tokenize("ability pirate's touch", quoting=True)] == ["ability", "pirate's", "touch"]
    assert [t.text for t in tokenize("ability fill 'em with lead!", quoting=True)] == \
        ["ability", "fill", "'em", "with", "lead!"]
    assert [t.text for t in tokenize("status gain 'Powder Keg' p1", quoting=True)] == \
        ["status", "gain", "Powder Keg", "p1"]
    with pytest.raises(CommandError, match="not closed"):
        tokenize('status gain "Powder Keg p1', quoting=True)


@pytest.mark.parametrize("text", ["status inflict Powder Keg p1", 'status inflict "Powder Keg" p1',
                                  "status inflict 'powder keg' Ann", "status inflict pow p1",
                                  "status inflict powder-keg an", "status inflict POWDER KEG p1"])
def test_dice_throne_statuses_of_two_words_quoted_or_not_or_by_their_start(text):
    state = to_phase(started(), "main-1")
    action = DICE_THRONE.parse_command(state, text)
    assert action.status == "powder-keg" and action.seat == 0


def test_runebound_takes_p1_and_p2_and_the_start_of_a_name_like_dice_throne():
    state = with_hero(new_game(2), 1, position=Hex("H3", "forest"))
    state = play(play(state, "step H3:forest adventure:green"), "next")
    for text in ("negotiate p2", "negotiate bor", "negotiate Boris"):
        assert play(state, text).turn.negotiating_with == 1
