"""A Russian (or Polish) table types Runebound 3e's token faces as the app shows them («2топор*», «3 топора», «щит»)
and the game reads them as their notation: the `landed` command through the session controller, and the catalogue
form's token fields. The engine still reads only the notation; the words are read back in `typed_faces`."""

from __future__ import annotations

import pytest

from companion.services.controller import TYPED_FACES_GAME, SessionController
from companion.services.fulfillers import TableCard
from companion.services.i18n import translate, use_language
from companion.services.outcomes import NotUnderstood
from companion.services.store import SessionStore
from companion.services.typed_faces import GAME, faces_in_notation, faces_in_words, typed_command
from companion.shell.app import make_app
from rules_engine.runebound3.actions import Adventure
from rules_engine.runebound3.combat.actions import Toss
from rules_engine.runebound3.game import RUNEBOUND3
from screens.catalogue_editor import CatalogueEditor
from rules_engine.game import GameSetup
from rules_engine.messages import as_message
from rules_engine.runebound3.book_words import item_type_named
from rules_engine.runebound3.typed_draws import ITEM_VALUES_HELP
from tests.runebound3.helpers import challenge, fighting_setup, new_setup
from tests.runebound3.test_typed_commands import fight
from tests.tui.catalogue_form_drive import form, type_in
from tests.tui.conftest import SIZE

ENGLISH = "landed axe bolt / miss shield miss skull miss"
TYPED = {
    "ru": ("landed топор вспышка / промах щит промах череп промах", "landed Топор ВСПЫШКА / промах щит промах черёп промах"),
    "pl": ("landed topór błyskawica / chybienie tarcza chybienie czaszka chybienie",),
}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    use_language("en")


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_landed_takes_the_faces_in_the_tables_words_as_it_takes_the_notation(language: str) -> None:
    state = fight()
    expected = RUNEBOUND3.parse_command(state, ENGLISH)
    assert expected == Toss(((True, True), (False,) * 5))
    use_language(language)
    for typed in TYPED[language]:
        assert RUNEBOUND3.parse_command(state, typed_command("runebound3", typed)) == expected
    assert RUNEBOUND3.parse_command(state, typed_command("runebound3", ENGLISH)) == expected  # the notation still


def test_a_face_is_read_with_its_count_and_mark_in_any_of_its_forms() -> None:
    use_language("ru")
    assert faces_in_notation("2топор*/щит") == "2axe*/shield"
    assert faces_in_notation("2 топора/3 щита*, крыло/5 черепов") == "2axe/3shield*, wing/5skull"
    assert faces_in_notation("топорище/щиток axe") == "топорище/щиток axe"  # no face: as typed
    assert typed_command("runebound3", "buy Щит") == "buy Щит"  # a card's name is no face
    assert typed_command("dungeoneer", "landed топор") == "landed топор"
    use_language("en")
    assert faces_in_notation("2топор*/щит") == "2топор*/щит"


def test_the_session_controller_reads_a_russian_toss(store: SessionStore) -> None:
    live = store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    live.act(Adventure(challenge("Wolf", "enemy")))
    controller = SessionController(live)
    assert TYPED_FACES_GAME == GAME == live.game.id
    use_language("ru")
    read = controller.read("landed топор вспышка / промах промах промах крыло промах")
    assert read == RUNEBOUND3.parse_command(live.state, "landed axe bolt / miss miss miss wing miss")
    refused = controller.read("landed топорr вспышка / промах промах промах крыло промах")
    assert isinstance(refused, NotUnderstood)
    assert "символы — топор, вспышка, череп, крыло, молния, удвоение, щит, промах" in translate(refused.message)


def test_a_face_the_token_does_not_have_is_named_in_the_tables_words(store: SessionStore) -> None:
    """The refusal names the typed face as the table typed it («щит»), not in the notation it was read back to."""
    live = store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    live.act(Adventure(challenge("Wolf", "enemy")))
    controller = SessionController(live)
    use_language("ru")
    refused = controller.read("landed топор щит / череп промах промах промах промах")
    assert isinstance(refused, NotUnderstood)
    said = translate(refused.message)
    assert "нет грани «щит»" in said and "shield" not in said, said


async def test_the_catalogue_form_takes_an_enemy_token_typed_in_russian(store: SessionStore) -> None:
    use_language("ru")
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("runebound3", "enemy-token"))
        await pilot.pause()
        await type_in(pilot, {"id": "enemy-9", "name": "Жетон врага 9", "token": "череп/2 щита*", "act": 1})
        await pilot.press("f2")
        await pilot.pause()
        assert form(pilot).draft.entry["token"] == "skull/2shield*"
        shown = pilot.app.screen.query_one("#field-token").value
        assert shown == "череп/2щит*"  # the kept token in the table's words again, not its notation
        assert faces_in_notation(shown) == "skull/2shield*"


def test_a_kept_token_is_shown_in_the_words_it_may_be_typed_in() -> None:
    use_language("ru")
    assert faces_in_words("axe/2shield*, wing/miss") == "топор/2щит*, крыло/промах"
    assert faces_in_notation(faces_in_words("axe/2shield*, wing/miss")) == "axe/2shield*, wing/miss"
    assert faces_in_words("") == "" and faces_in_words("Wolf") == "Wolf"
    use_language("en")
    assert faces_in_words("axe/2shield*") == "axe/2shield*"


@pytest.mark.parametrize(("language", "hint"), [
    ("en", "list: axe/shield*, …"),
    ("ru", "список: топор/щит*, …"),
    ("pl", "lista: topór/tarcza*, …"),
])
@pytest.mark.parametrize("kind", ["hero", "item"])
async def test_an_empty_tokens_row_shows_its_example_in_the_tables_words(store: SessionStore, kind: str,
                                                                         language: str, hint: str) -> None:
    # Twenty-ninth pass left it: a Russian hero form's Tokens row said «список: axe/shield*, …», the file's notation.
    use_language(language)
    async with make_app(store).run_test(size=SIZE) as pilot:
        pilot.app.push_screen(CatalogueEditor("runebound3", kind))
        await pilot.pause()
        row = form(pilot).query_one("#field-tokens")
        assert row.value == ""
        assert str(row.placeholder) == hint
        assert faces_in_notation(str(row.placeholder)).endswith("axe/shield*, …")


@pytest.mark.parametrize(("language", "typed"), [
    ("ru", "deal Меч as оружие 3 топор/щит* вспышка/2щита"),
    ("pl", "deal Miecz as broń 3 topór/tarcza* błyskawica/2tarcze"),
])
def test_an_item_dealt_with_its_tokens_typed_in_the_tables_words_is_read(store: SessionStore, language: str,
                                                                          typed: str) -> None:
    # Played in Russian (thirtieth pass): «deal Меч as оружие 3 топор/щит» was refused "«топор» is not a token face:
    # the symbols are топор, …": only `landed` read the faces in the table's words.
    live = store.create_session(game_id="runebound3", name="Markets", setup=fighting_setup())
    controller = SessionController(live)
    use_language(language)
    read = controller.read(typed)
    assert not isinstance(read, NotUnderstood), translate(read.message)
    assert read.card.data["type"] == "weapon"
    assert list(read.card.data["tokens"]) == ["axe/shield*", "bolt/2shield"]


def test_a_name_that_is_a_face_word_stays_the_cards_name(store: SessionStore) -> None:
    use_language("ru")
    assert typed_command(GAME, "deal Щит as броня 2 щит/промах") == "deal Щит as броня 2 shield/miss"


@pytest.mark.parametrize(("language", "typed"), [
    ("ru", "Меч as оружие 3 топор/щит*"),
    ("pl", "Miecz as broń 3 topór/tarcza*"),
])
def test_an_item_named_in_the_card_tray_with_its_values_in_the_tables_words_is_dealt(
        store: SessionStore, language: str, typed: str) -> None:
    # The card tray's "NAME as TYPE COST FRONT/BACK": «оружие» was refused "not one of: weapon, armour, …".
    setup = new_setup(1)
    setup = GameSetup(setup.players, setup.options, {k: v for k, v in setup.catalogue.items() if k != "markets"})
    live = store.create_session(game_id="runebound3", name="Markets", setup=setup)
    request = RUNEBOUND3.parse_command(live.state, "deal")
    use_language(language)
    action = request.build(TableCard(typed).fulfil(request))
    ruling = RUNEBOUND3.check(live.state, action)
    assert ruling.allowed, translate(ruling.message)
    item = RUNEBOUND3.apply(live.state, action).state
    assert "weapon" in repr(item) and "axe" in repr(item)


@pytest.mark.parametrize(("language", "types"), [
    ("ru", "оружие, одежда, экипировка, передвижение или товар"),
    ("pl", "broń, zbroja, wyposażenie, wierzchowiec lub towar"),
])
def test_the_card_trays_help_names_the_item_types_in_words_it_reads(language: str, types: str) -> None:
    use_language(language)
    said = translate(as_message(ITEM_VALUES_HELP))
    assert types in said and "weapon" not in said, said
    assert all(item_type_named(word) for word in types.replace(" или ", ", ").replace(" lub ", ", ").split(", "))
