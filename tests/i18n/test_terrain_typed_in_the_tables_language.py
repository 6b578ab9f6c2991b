"""Runebound's terrain symbols typed and read in the table's language, one joiner for a face's symbols everywhere.

A Russian table reads «равнина, дорога, река, болото, лес, холмы, горы» in Runebound 2e's book («Игровое поле») and
«Символ Воды», «Дикий символ» in the 3e summary («Движение», «Исследование»), and sees the same words on its screens; a
Polish table sees the app's words («równina», «las», «wzgórza»; the Polish Class Decks booklet names no terrain). What
it reads it types: in commands (`travel rolled лес+холмы`, `heal лес`, `terrain-die`, `explore`, `move холмы`), in the
dice tray and in the catalogue form's Faces row; the engine keeps the English ids (`rules_engine.terrain_names`). What
it reads back — the tray's "For:" line, the move's ruling, the panel, the log — names them in its language, a face's
symbols joined by "+" as the panel joins them.
"""

from __future__ import annotations

import pytest

from cards_db.form_fields import row_value
from cards_db.runebound2_format import TERRAIN_DIE as RB2_TERRAIN_DIE_SCHEMA
from cards_db.runebound3_format import TERRAIN_DIE as RB3_TERRAIN_DIE_SCHEMA
from companion.services.i18n import pgettext, translate, use_language
from rules_engine.dice import DiceError, DiceRoll, Face, symbol_die
from rules_engine.messages import Message
from rules_engine.runebound2.terrain import TERRAINS as RB2_TERRAINS, terrain_die as rb2_terrain_die
from rules_engine.runebound2.words import word as rb2_word
from rules_engine.runebound3.actions import MoveRoll, RestRoll
from rules_engine.runebound3.fighting import TERRAIN_DIE, TERRAIN_SYMBOLS
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.outdoor_rest import rest_request
from rules_engine.runebound3.state import SpaceKind
from rules_engine.runebound3.words import word as rb3_word
from rules_engine.terrain_names import TERRAIN_SPELLINGS, face_ids, terrain_id, terrain_named
from rules_engine.values import replace
from screens.action_log import render_entry
from tests.runebound2.helpers import GAME as RUNEBOUND2, new_game as rb2_new_game
from tests.runebound3.helpers import new_state

#: Runebound 2e's seven terrains as its Russian book lists them («Игровое поле»).
RUSSIAN_BOOK = {"plains": "равнина", "road": "дорога", "river": "река", "swamp": "болото", "forest": "лес",
                "hills": "холмы", "mountains": "горы"}


def table_roll(*faces: str) -> DiceRoll:
    return DiceRoll(TERRAIN_DIE.id, tuple(Face(f, None, tuple(f.split("+"))) for f in faces), "table")


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    use_language("en")


def test_every_terrain_of_both_editions_has_its_words() -> None:
    assert set(TERRAIN_SYMBOLS) == set(TERRAIN_SPELLINGS) and set(RB2_TERRAINS) <= set(TERRAIN_SPELLINGS)
    for terrain, spellings in TERRAIN_SPELLINGS.items():
        assert spellings[0] == terrain and all(terrain_named(s) == terrain for s in spellings)


@pytest.mark.parametrize(("terrain", "russian"), sorted(RUSSIAN_BOOK.items()))
def test_the_russian_book_s_words_are_the_terrains(terrain: str, russian: str) -> None:
    assert terrain_named(russian) == terrain_named(russian.upper()) == terrain_named(f" {russian} ") == terrain
    assert terrain_named("Вода") == "water" and terrain_named("дикий") == "wild"  # the 3e summary's symbols


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize("terrain", TERRAIN_SYMBOLS)
def test_every_word_a_screen_shows_for_a_terrain_reads_back_as_that_terrain(language: str, terrain: str) -> None:
    use_language(language)
    shown = translate(rb3_word(terrain))
    assert shown != terrain, "the screen shows the English id"
    assert terrain_named(shown) == terrain
    if terrain in RB2_TERRAINS:
        assert terrain_named(translate(rb2_word(terrain))) == terrain


def test_a_word_that_is_no_terrain_is_kept_for_the_rule_to_name() -> None:
    assert terrain_named("лава") is None and terrain_id("Лава") == "лава"
    assert face_ids("Лес+холмы") == ("forest", "hills") and face_ids("las+lava") == ("forest", "lava")
    assert terrain_named("Ёлка") is None and terrain_named("") is None


@pytest.mark.parametrize(("typed", "english"), [
    ("travel rolled лес+холмы равнина вода", "travel rolled forest+hills plains water"),
    ("travel rolled Las+Wzgórza równina woda", "travel rolled forest+hills plains water"),
    ("terrain-die равнина+дорога лес+холмы вода горы+болото равнина дикий",
     "terrain-die plains+road forest+hills water mountains+swamp plains wild"),
])
def test_runebound3_commands_take_the_terrains_in_russian_and_polish(typed: str, english: str) -> None:
    state = new_state()
    assert RUNEBOUND3.parse_command(state, typed) == RUNEBOUND3.parse_command(state, english)


def test_a_rest_and_an_exploration_take_the_terrain_in_russian() -> None:
    state = new_state()
    assert RUNEBOUND3.parse_command(state, "heal лес rolled лес холмы+лес равнина") == \
        RestRoll("forest", table_roll("forest", "hills+forest", "plains"))
    assert RUNEBOUND3.parse_command(state, "heal Лес").purpose == rest_request(state, "forest").purpose


def test_runebound2_moves_and_dice_take_the_terrains_in_russian() -> None:
    state = rb2_new_game()
    assert RUNEBOUND2.parse_command(state, "move холмы равнина H4:горы") == \
        RUNEBOUND2.parse_command(state, "move hills plains H4:mountains")
    faces = "равнина+дорога лес+холмы река+болото горы+дорога равнина+лес холмы+болото"
    assert RUNEBOUND2.parse_command(state, f"terrain-die {faces}") == RUNEBOUND2.parse_command(
        state, "terrain-die plains+road forest+hills river+swamp mountains+road plains+forest hills+swamp")


def test_the_dice_tray_reads_a_face_typed_in_the_tables_language() -> None:
    assert TERRAIN_DIE.parse_face("Лес+холмы") == Face("forest+hills", None, ("forest", "hills"))
    assert TERRAIN_DIE.parse_face("dziki").symbols == ("wild",)
    described = rb2_terrain_die({"faces": [["plains", "road"], ["forest", "hills"], ["river", "swamp"],
                                           ["mountains", "road"], ["plains", "forest"], ["hills", "swamp"]]})
    assert described.parse_face("дорога+горы") == described.faces[3]
    with pytest.raises(DiceError, match="лава"):
        TERRAIN_DIE.parse_face("лес+лава")


def test_a_die_without_terrains_does_not_read_a_terrain_word() -> None:
    die = symbol_die("dt", "hero die", [(1, ("sword",)), (2, ("forest",))])
    assert die.parse_face("forest").value == 2 and die.parse_face("лес").value == 2  # a die that has the symbol
    other = symbol_die("dt", "hero die", [(1, ("sword",)), (2, ("heart",))])
    with pytest.raises(DiceError):
        other.parse_face("лес")


@pytest.mark.parametrize("schema", [RB3_TERRAIN_DIE_SCHEMA, RB2_TERRAIN_DIE_SCHEMA])
def test_the_catalogue_form_s_faces_row_takes_the_terrains_in_russian_and_polish(schema) -> None:
    faces = next(f for f in schema.fields if f.name == "faces")
    assert row_value(faces, "равнина+дорога, Лес + холмы, river", "faces") == \
        [["plains", "road"], ["forest", "hills"], ["river"]]
    assert row_value(faces, "równina+droga, las+wzgórza", "faces") == [["plains", "road"], ["forest", "hills"]]


def test_the_tray_s_for_line_names_the_rest_s_terrain_in_the_table_s_language() -> None:
    purpose = rest_request(new_state(), "forest").purpose
    use_language("ru")
    assert "лес" in translate(purpose) and "forest" not in translate(purpose)
    use_language("pl")
    assert "las" in translate(purpose) and "forest" not in translate(purpose)


def test_a_move_s_ruling_joins_a_face_s_symbols_as_the_panel_does_and_its_log_line_says_them_once() -> None:
    from types import SimpleNamespace

    state = new_state()
    act = MoveRoll(table_roll("plains", "plains+road", "wild"))
    ruling = RUNEBOUND3.apply(state, act).ruling
    (note,) = [e for e in ruling.effects if "each die moves one space" in str(e)]
    assert "1: plains, 2: plains+road, 3: wild" in str(note)
    entry = SimpleNamespace(seq=4, kind="action", ruling=ruling, action=act, active=True, dice=act.roll,
                            overridden=False)
    assert render_entry(entry).plain.endswith("rolls the terrain dice to move. Dice: plains, plains+road, wild.")
    use_language("ru")
    assert "2: равнина+дорога" in translate(note) and "/" not in translate(note)
    shown = render_entry(entry).plain
    assert shown.count("равнина+дорога") == 1 and "/" not in shown, shown
    use_language("pl")
    assert "2: równina+droga" in translate(note) and "/" not in translate(note)


def test_the_stage_of_a_move_under_way_is_said_in_the_table_s_language() -> None:
    from rules_engine.runebound3.words import CONTEXT

    use_language("ru")
    assert pgettext(CONTEXT, "moving") == "движение"
    use_language("pl")
    assert pgettext(CONTEXT, "moving") == "ruch"


def test_the_move_panel_names_the_faces_in_the_table_s_language() -> None:
    from types import SimpleNamespace

    from rules_engine.runebound3.view_text import move_lines
    from screens.runebound3.widgets import markets_text

    data = SimpleNamespace(move_dice=(("forest+hills", False), ("water", True)), move_rerolls=0)
    use_language("ru")
    assert "1: лес+холмы" in translate(move_lines(data)[0]) and "2: вода" in translate(move_lines(data)[0])
    shown = markets_text((), (), move_dice=data.move_dice).plain
    assert "1: лес+холмы" in shown and "2: вода" in shown and "forest" not in shown


def test_an_outdoor_rest_s_log_line_says_its_faces_once() -> None:
    from types import SimpleNamespace

    state = new_state()
    hero = replace(state.heroes[0], space="Hillock", space_kind=SpaceKind.WILDS, wounds=2)
    state = replace(state, heroes=(hero, *state.heroes[1:]))
    act = RestRoll("forest", table_roll("forest", "hills+forest", "plains"))
    outcome = RUNEBOUND3.apply(state, act)
    entry = SimpleNamespace(seq=3, kind="action", ruling=outcome.ruling, action=act, active=True, dice=act.roll,
                            overridden=False)
    shown = render_entry(entry).plain
    assert shown.count("hills+forest") == 1 and shown.count("plains") == 1, shown
    assert "rests outdoors on forest and heals 2 wounds. Dice: forest, hills+forest, plains." in shown
    assert any("forest, hills+forest, plains" in str(note) for note in outcome.ruling.effects)  # the panel's
    use_language("ru")
    shown = render_entry(entry).plain
    assert shown.count("холмы+лес") == 1 and "forest" not in shown, shown


def test_a_word_the_books_use_for_a_terrain_is_not_a_name_the_games_give_anything_else() -> None:
    # a Dice Throne symbol or a Runebound token face spelt like a terrain would be read as the terrain on a die
    # that has both; none is
    use_language("ru")
    for symbol in ("sword", "heart", "bullseye", "bullet", "dash"):
        assert terrain_named(pgettext("dice-throne name", symbol)) is None
    assert terrain_named(translate(Message("axe"))) is None


def test_the_runebound2_market_dialog_names_the_hero_once_in_the_table_s_language() -> None:
    # «Вылечить рану: Varikas the Dead» stood over «отказ: Варикас Мёртвый: ран нет»
    from rules_engine.runebound2.offers import market_offers
    from screens.runebound2.option_offers import market_options

    state = rb2_new_game()
    offers = market_offers(state, lambda s, action: RUNEBOUND2.check(s, action))
    use_language("ru")
    shown = "\n".join(f"{option.label}\n{option.detail}" for option in market_options(offers))
    assert "Вылечить рану: Варикас Мёртвый" in shown and "Отдых: Варикас Мёртвый" in shown, shown
    assert "Varikas" not in shown, shown


def test_an_exploration_s_ruling_says_its_faces_and_its_log_line_leaves_them_to_the_dice_sentence() -> None:
    from types import SimpleNamespace

    from rules_engine.runebound3.actions import Explore
    from tests.runebound3.test_dice_challenges import quest

    state = quest()
    act = RUNEBOUND3.parse_command(state, "explore лес холмы rolled лес+дорога холмы равнина")
    assert act == Explore(("forest", "hills"), table_roll("forest+road", "hills", "plains"))
    ruling = RUNEBOUND3.apply(state, act).ruling
    assert any(str(note).endswith("rolls forest+road, hills, plains to explore") for note in ruling.effects)
    entry = SimpleNamespace(seq=5, kind="action", ruling=ruling, action=act, active=True, dice=act.roll,
                            overridden=False)
    use_language("ru")
    shown = render_entry(entry).plain
    assert shown.count("лес+дорога") == 1 and "Кубики: лес+дорога, холмы, равнина." in shown, shown
