"""What a Runebound table types from its own box in play is kept in its catalogue, so the next game starts with it.

Played as a new table (2026-12-02): Runebound 2e's book prints few heroes' numbers, so the catalogue ships Mok,
Valadir and Varikas with them unknown and the first turn asks for them (`hero Anna life:5 …`); the terrain dice are
printed only as pictures, so a game asks for their faces (`terrain-die …`, both editions). Both lived in the session
only: the next game asked again. Now the hero's entry is completed (a number the catalogue guessed, marked
unconfirmed, gives way to the card), the table's one terrain die is saved or described anew, and a new session's
setup from the store has them. A number that contradicts one the catalogue holds as checked, or a catalogue with
several dice, is said and nothing is changed; a player link keeps them in the game only."""

from __future__ import annotations

from typing import Any

import pytest

from cards_db.store import imported_entries, list_entries, save_entries
from companion.services.i18n import use_language
from companion.services.session_setup import hero_choices, table_catalogue
from companion.services.store import SessionStore
from companion.services.typed_catalogue import keep_typed_cards
from rules_engine.errors import RuleViolation
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.games import get_game
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound3.state import R3State
from tests.runebound3.helpers import new_setup as rb3_setup

RB2 = get_game("runebound2")
RB3 = get_game("runebound3")
MOK = "hero Anna life:5 stamina:5 mind:2 body:3 spirit:5 ranged:1 melee:1 magic:2"
DIE = "terrain-die plains+road river+forest+hills swamp+mountains plains+forest hills+road forest+river"
OTHER_DIE = "terrain-die plains+road river+forest plains+hills swamp+mountains forest+road hills+river"


def rb2_game(store: SessionStore | None) -> Rb2State:
    """A new two-player Runebound 2e game set up as the wizard sets it up: heroes and described dice from the store."""
    catalogue: dict[str, Any] = {"heroes": hero_choices(RB2, store), **table_catalogue(RB2, store)}
    return RB2.new_game(GameSetup((PlayerSetup("Anna", "mok"), PlayerSetup("Boris", "valadir")), {}, catalogue))


def played(game: Any, state: Any, command: str, store: SessionStore, **kept: Any) -> tuple[Any, tuple[str, ...]]:
    """The state after a typed command, and what keeping its typed box data in the catalogue said."""
    action = game.parse_command(state, command)
    outcome = game.apply(state, action)
    assert outcome.ruling.allowed, outcome.ruling.message
    said = keep_typed_cards(game.id, action, outcome.state, db=store, **kept)
    return outcome.state, tuple(str(s.message) for s in said)


def test_a_heros_numbers_typed_at_the_first_turn_are_there_in_the_next_game(store: SessionStore) -> None:
    first = rb2_game(store)
    assert first.players[0].missing, "the book prints none of Mok's numbers: the first game asks for them"
    _, said = played(RB2, first, MOK, store)
    assert said == ("Mok's numbers are saved in your catalogue: a later game starts with them.",)
    mok = list_entries("runebound2", "hero", db=store)["mok"]
    assert (mok["life"], mok["stamina"], mok["magic"]) == (5, 5, 2)
    assert mok["unconfirmed"] == ["name"], "the typed numbers are the card's; only the name stays a guess"
    assert mok["name_ru"] == "Мок-Духомолв", "what the catalogue knew of the hero is kept"
    second = rb2_game(store)
    assert second.players[0].missing == () and second.players[0].hero.spirit == 5
    assert second.players[1].missing, "Valadir, not typed, is still asked for"


def test_some_numbers_typed_fill_those_and_leave_the_rest_asked_for(store: SessionStore) -> None:
    _, said = played(RB2, rb2_game(store), "hero Anna life:5 stamina:5", store)
    assert said and "saved" in said[0]
    again = rb2_game(store)
    assert set(again.players[0].missing) == {"mind", "body", "spirit", "ranged", "melee", "magic"}
    assert (again.players[0].hero.life, again.players[0].hero.stamina) == (5, 5)


def test_a_number_against_one_the_catalogue_holds_as_checked_changes_nothing_and_is_said(store: SessionStore) -> None:
    held = {**list_entries("runebound2", "hero", db=store)["mok"], "life": 6, "unconfirmed": ["name", "stamina",
                                                                                               "mind", "body",
                                                                                               "spirit", "ranged",
                                                                                               "melee", "magic"]}
    save_entries("runebound2", "hero", {"mok": held}, source="catalogue form", db=store)
    before = imported_entries("runebound2", "hero", db=store)
    state = rb2_game(store)
    # Life is known (6) in this game: a life of 5 typed with the others is refused, and taken as a house rule.
    typed = RB2.parse_command(state, "hero Anna life:5 stamina:5")
    with pytest.raises(RuleViolation) as refused:
        RB2.apply(state, typed)
    assert str(refused.value.ruling.message) == "Mok's life is already known (6)"
    override = RB2.apply(state, typed, override=True)
    assert override.ruling.allowed
    said = keep_typed_cards("runebound2", typed, override.state, db=store)
    assert [s.saved for s in said] == [False]
    assert str(said[0].message).startswith("Mok was not saved in your catalogue: it holds a different card named Mok")
    assert imported_entries("runebound2", "hero", db=store) == before


def test_the_terrain_die_described_in_play_is_rolled_by_the_next_game_and_a_new_description_replaces_it(
        store: SessionStore) -> None:
    first = rb2_game(store)
    assert first.terrain_faces == ()
    _, said = played(RB2, first, DIE, store)
    assert said == ("The terrain die is saved in your catalogue: a later game rolls it without asking.",)
    second = rb2_game(store)
    assert second.terrain_faces == RB2.apply(first, RB2.parse_command(first, DIE)).state.terrain_faces
    assert played(RB2, second, DIE, store)[1] == (), "the same faces again: nothing to say"
    _, said = played(RB2, second, OTHER_DIE, store)
    assert said and "saved" in said[0]
    dice = list_entries("runebound2", "terrain-dice", db=store)
    assert len(dice) == 1, "described anew, the table's one die is replaced, not joined by a second"
    assert rb2_game(store).terrain_faces == RB2.apply(second, RB2.parse_command(second, OTHER_DIE)).state.terrain_faces


def test_a_catalogue_with_several_dice_is_left_as_it_is_and_the_table_is_told(store: SessionStore) -> None:
    for die_id in ("ours", "spare"):
        save_entries("runebound2", "terrain-dice", {die_id: {
            "id": die_id, "name": die_id, "faces": [["plains", "road"], ["river", "forest"], ["plains", "hills"],
                                                    ["swamp", "mountains"], ["forest", "road"], ["hills", "river"]]}},
                     source="catalogue form", db=store)
    before = imported_entries("runebound2", "terrain-dice", db=store)
    _, said = played(RB2, rb2_game(store), DIE, store)
    assert said and said[0].startswith("The terrain die is kept in this game only: your catalogue holds several")
    assert imported_entries("runebound2", "terrain-dice", db=store) == before


def test_runebound3s_terrain_die_described_in_play_is_the_next_games(store: SessionStore) -> None:
    setup = rb3_setup()
    catalogue = {key: value for key, value in setup.catalogue.items() if key != "terrain_dice"}
    first: R3State = RB3.new_game(GameSetup(setup.players, setup.options, catalogue))
    assert first.terrain_faces == ()
    described, said = played(RB3, first, "terrain-die plains+road forest water hills+road mountains swamp", store)
    assert said == ("The terrain die is saved in your catalogue: a later game rolls it without asking.",)
    second = RB3.new_game(GameSetup(setup.players, setup.options, {**catalogue, **table_catalogue(RB3, store)}))
    assert second.terrain_faces == described.terrain_faces != ()


def test_a_player_link_keeps_what_it_typed_in_the_game_only(store: SessionStore) -> None:
    _, said = played(RB2, rb2_game(store), MOK, store, locked=True)
    assert said and "player link" in said[0]
    assert imported_entries("runebound2", "hero", db=store) == {}


@pytest.mark.parametrize(("language", "typed", "before"), [
    ("en", "life, stamina, mind, body, spirit, ranged, melee, magic typed in play from the table's own hero card. "
           "Before that: ", "Named in the card-ability example"),
    ("ru", "жизнь, выносливость, разум, тело, дух, дальний бой, ближний бой, магия", "Named in the card-ability"),
])
def test_a_hero_completed_in_play_says_in_its_note_that_the_table_typed_the_numbers(
        store: SessionStore, language: str, typed: str, before: str) -> None:
    # Twenty-eighth pass (the lead): the entry kept the catalogue's note ("Named in the card-ability example …; the
    # rulebook gives no values") once the numbers were the table's card's.
    use_language(language)
    played(RB2, rb2_game(store), MOK, store)
    note = list_entries("runebound2", "hero", db=store)["mok"]["source"]
    assert note.startswith(typed) and before in note, note
    assert language == "en" or "typed in play" not in note, "said in the table's language"
