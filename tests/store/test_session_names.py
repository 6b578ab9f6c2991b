"""The name rule where the store takes names: creating a session (its name, players and catalogue heroes) and renaming one."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.services.session_setup import setup_from_json
from companion.services.store import InvalidName
from rules_engine.game import SetupError
from rules_engine.games import get_game
from tests.store.conftest import tally_setup

LONG = "x" * 61


@pytest.mark.parametrize("name, players, words", [
    (LONG, ("Ann", "Bob"), "the session name is 61 characters long"),
    ("Friday\x1b[31m", ("Ann", "Bob"), "the session name contains a control character"),
    ("Friday", ("Ann", "B" * 100), "the name of player 2 is 100 characters long"),
    ("Friday", ("Ann\x07", "Bob"), "the name of player 1 contains a control character"),
])
def test_create_session_refuses_a_bad_name_and_writes_nothing(store, name, players, words):
    with pytest.raises(InvalidName, match=words.replace("[", r"\[")):
        store.create_session(game_id="tally", name=name, setup=tally_setup(*players))
    assert store.list_sessions() == []


def test_create_session_refuses_a_catalogue_hero_with_a_bad_name(store):
    game = get_game("dice-throne")
    setup = setup_from_json(game, {"players": [{"name": "Ann", "hero": "gunslinger"},
                                               {"name": "Bob", "hero": "cursed-pirate"}]})
    heroes = dict(setup.catalogue["heroes"])
    heroes["gunslinger"] = {**heroes["gunslinger"], "name": "G" * 80}
    with pytest.raises(InvalidName, match="heroes entry 'gunslinger' is 80 characters long"):
        store.create_session(game_id=game.id, name="Friday", setup=replace(setup, catalogue={"heroes": heroes}))
    assert store.list_sessions() == []
    assert store.create_session(game_id=game.id, name="Friday", setup=setup).name == "Friday"


def test_the_longest_name_allowed_and_markup_are_names(store):
    live = store.create_session(game_id="tally", name="x" * 60, setup=tally_setup("[/b]", "Bob [bold]"))
    assert live.name == "x" * 60


@pytest.mark.parametrize("name, words", [(LONG, "61 characters long"), ("Re\tnamed", "control character")])
def test_rename_refuses_a_bad_name_and_keeps_the_old_one(store, name, words):
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup())
    with pytest.raises(InvalidName, match=words):
        store.rename_session(live.id, name)
    assert store.get_summary(live.id).name == "Friday"
    store.rename_session(live.id, "  Saturday  ")
    assert store.get_summary(live.id).name == "Saturday"


def test_a_setup_file_with_a_bad_player_name_is_refused():
    with pytest.raises(SetupError, match="name of player 2 is 70 characters long"):
        setup_from_json(get_game("tally"), {"players": [{"name": "Ann"}, {"name": "B" * 70}]})
