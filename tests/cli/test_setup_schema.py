"""Every setup path checked by the catalogue's schema: `play --setup`, the wizard's check and `sessions import` refuse
what `catalogue import` refuses, with the same words, and a refusal a rule decides cites it."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards_db.errors import CatalogueError
from cards_db.kinds import get_kind
from cards_db.setup_catalogue import check_setup_catalogue
from companion.services.session_setup import setup_from_json, validated_setup
from rules_engine.game import GameSetup, SetupError
from rules_engine.games import get_game
from tests.cli.setup_fuzz import base_setups, mutate, play_setup, problem

BASES = base_setups()


def one_line(code: int, err: str) -> str:
    lines = err.strip("\n").split("\n")
    assert code == 2 and len(lines) == 1 and lines[0].startswith("companion: error: "), (code, err)
    assert "unexpected" not in err and "Traceback" not in err, err
    return lines[0]


def changed(name: str, edit) -> tuple[str, dict]:
    game, setup = BASES[name]
    setup = copy.deepcopy(setup)
    edit(setup)
    return game, setup


def _class_card(setup: dict, **values) -> None:
    setup["catalogue"]["class_decks"][0]["cards"][0].update(values)


#: (base setup, the edit, words the refusal says): the values issue 26 found accepted or crashing.
CASES = {
    "Dungeoneer location peril -4": ("dungeoneer-two-heroes",
                                     lambda s: s["catalogue"]["locations"]["crypt"].update(peril=-4),
                                     "'peril' expects a whole number from 0 to 6, not -4"),
    "Dungeoneer hero health 10^30": ("dungeoneer-two-heroes",
                                     lambda s: s["catalogue"]["heroes"]["rogue"].update(health=10**30),
                                     "'health' expects a whole number from 1 to 20"),
    "Dungeoneer hero speed 1,000,000": ("dungeoneer-two-heroes",
                                        lambda s: s["catalogue"]["heroes"]["rogue"]["speed"].__setitem__(0, 1_000_000),
                                        "'speed[1]' expects a whole number from 0 to 12"),
    "Dungeoneer monster null without unconfirmed": (
        "dungeoneer-two-heroes",
        lambda s: s["catalogue"]["monsters"].__setitem__("zombie", {"id": "zombie", "name": "Zombie", "health": None,
                                                                    "cost": None, "forms": {"melee": {"value": None}}}),
        "'health' is null but not listed in 'unconfirmed'"),
    "Class Decks hostile cost -3": ("runebound2-class-decks", lambda s: _class_card(s, hostile=True, cost=-3),
                                    "'cost' expects a whole number from 0 to 10"),
    "Class Decks friendly cost -2": ("runebound2-class-decks", lambda s: _class_card(s, hostile=False, cost=-2),
                                     "'cost' expects a whole number from 0 to 10"),
    "Class Decks cost 10^30": ("runebound2-class-decks", lambda s: _class_card(s, cost=10**30),
                               "'cost' expects a whole number from 0 to 10"),
    "Class Decks purple challenge": ("runebound2-class-decks",
                                     lambda s: _class_card(s, kind="challenge", timing="challenge", colour="purple"),
                                     "'colour' expects one of"),
    "Class Decks talent at level 0": ("runebound2-class-decks",
                                      lambda s: s["catalogue"]["class_decks"][0]["talents"][0].update(level=0),
                                      "'level' expects a whole number from 1 to"),
    "Class Decks feat on lava": ("runebound2-class-decks", lambda s: _class_card(s, terrain=["lava"]),
                                 "'terrain[1]' expects one of"),
    "Runebound 3e hero health 0": ("runebound3-two-heroes", lambda s: s["catalogue"]["heroes"]["ash"].update(health=0),
                                   "'health' expects a whole number from 1 to 30, not 0"),
    "Runebound 3e hero health 10^30": ("runebound3-two-heroes",
                                       lambda s: s["catalogue"]["heroes"]["ash"].update(health=10**30),
                                       "'health' expects a whole number from 1 to 30"),
    "Runebound 2e terrain die face a list": (
        "runebound2-doom-track", lambda s: s["catalogue"]["terrain_dice"]["faces"].__setitem__(0, [["plains"]]),
        "'faces[1][1]' expects text"),
}

#: Refusals a rule of the book decides: the words, and the citation's heading.
CITED = {
    "Runebound 3e one hero for two players": ("runebound3-two-heroes",
                                              lambda s: s["players"][1].update(hero=s["players"][0]["hero"]),
                                              "is chosen by two players", "«Начало игры.»"),
    "Runebound 3e story spaces 3,x": ("runebound3-two-heroes", lambda s: s["options"].update(story_spaces="3,x"),
                                      "story space 'x'", "«Карты Сюжета.»"),
    "Runebound 3e story spaces off the track": ("runebound3-two-heroes",
                                                lambda s: s["options"].update(story_spaces="4,40"),
                                                "story space '40'", "«Карты Сюжета.»"),
    "Runebound 3e challenge token red": ("runebound3-two-heroes",
                                         lambda s: s["catalogue"]["tokens"][0].update(colour="red"),
                                         "the colour one of green, orange, purple", "«Приключение:»"),
    "Runebound 3e challenge token without a colour": ("runebound3-two-heroes",
                                                      lambda s: s["catalogue"]["tokens"][0].pop("colour"),
                                                      "the colour one of green, orange, purple", "«Приключение:»"),
    "Class Decks cost -3 in the catalogue's words": ("runebound2-class-decks", lambda s: _class_card(s, cost=-3),
                                                     "'cost' expects", "Wydawanie żetonów zagrożenia"),
    "Class Decks purple in the catalogue's words": ("runebound2-class-decks",
                                                    lambda s: _class_card(s, kind="challenge", colour="purple"),
                                                    "'colour' expects", "Otrzymywanie zagrożenia za Wyzwania"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_play_setup_refuses_what_catalogue_import_refuses(case: str, tmp_path: Path) -> None:
    name, edit, words = CASES[case]
    game, setup = changed(name, edit)
    line = one_line(*play_setup(tmp_path, game, setup))
    assert words in line
    with pytest.raises(CatalogueError):
        check_setup_catalogue(game, setup["catalogue"])


@pytest.mark.parametrize("case", sorted(CITED))
def test_a_setup_refused_by_a_rule_cites_it(case: str, tmp_path: Path) -> None:
    name, edit, words, heading = CITED[case]
    line = one_line(*play_setup(tmp_path, *changed(name, edit)))
    assert words in line and heading in line


@pytest.mark.parametrize("case", sorted(CASES) + sorted(CITED))
def test_the_wizard_and_sessions_import_refuse_with_the_same_words_as_play_setup(case: str) -> None:
    """The wizard and `sessions import` check a built setup with `validated_setup`; `play --setup` with
    `setup_from_json`, which ends in it: the same setup, the same sentence."""
    name, edit, *_ = CASES.get(case) or CITED[case]
    game_id, setup = changed(name, edit)
    game = get_game(game_id)
    with pytest.raises(SetupError) as from_json:
        setup_from_json(game, setup)
    with pytest.raises(SetupError) as built:
        validated_setup(game, GameSetup.from_json(setup))
    assert str(from_json.value) == str(built.value)


def test_a_catalogue_entry_says_the_same_in_a_setup_and_in_an_import() -> None:
    game, setup = changed("dungeoneer-two-heroes", lambda s: s["catalogue"]["locations"]["crypt"].update(peril=-4))
    with pytest.raises(CatalogueError) as imported:
        get_kind("dungeoneer", "location").validate(setup["catalogue"]["locations"]["crypt"])
    with pytest.raises(SetupError) as in_setup:
        setup_from_json(get_game(game), setup)
    assert str(imported.value) in str(in_setup.value)
    assert "'catalogue.locations.crypt'" in str(in_setup.value)


@pytest.mark.parametrize("name", sorted(BASES))
def test_every_base_setup_plays(name: str, tmp_path: Path) -> None:
    game, setup = BASES[name]
    code, err = play_setup(tmp_path, game, setup)
    assert code == 0, err


#: Each game's setups, fuzzed: Dice Throne, Runebound 2e (with Class Decks), Runebound 3e, Dungeoneer.
GAMES = sorted({game for game, _ in BASES.values()})


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_a_mutated_setup_plays_or_is_refused_cleanly(game: str, seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    name = rng.choice(sorted(n for n, (g, _) in BASES.items() if g == game))
    setup = mutate(rng, BASES[name][1])
    code, err = play_setup(tmp_path, game, setup)
    assert problem(game, setup, code, err) == "", json.dumps(setup, ensure_ascii=True)[:2000]


def test_a_class_decks_origin_is_printed_or_built_and_anything_else_is_refused_in_one_line(tmp_path: Path) -> None:
    """The player's word on a dealt deck (`origin`) is read like the rest of the setup: a printed deck as it comes
    or one put together; another word, or another type, is refused in one line naming the field."""
    for bad in ("stolen", 3, None):
        game, setup = changed("runebound2-class-decks",
                              lambda s, bad=bad: s["catalogue"]["class_decks"][0].update(origin=bad))
        line = one_line(*play_setup(tmp_path, game, setup))
        assert "class_decks[0].origin" in line and "printed, built" in line, line
    game, setup = changed("runebound2-class-decks",
                          lambda s: s["catalogue"]["class_decks"][0].update(origin="built"))
    line = one_line(*play_setup(tmp_path, game, setup))
    assert "put together needs at least 12 hostile cards" in line and "«Składanie talii»" in line, line
