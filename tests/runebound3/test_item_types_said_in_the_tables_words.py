"""A Runebound 3e item type the app does not know is refused naming the types in the words the table types them in
(«оружие, одежда, …», "broń, zbroja, …"), on the command line and in the card tray; the command's usage line says
TYPE where it listed the file's English types; the Polish card-tray help names its parts in Polish."""

from __future__ import annotations

import pytest

from companion.services.controller import SessionController
from companion.services.fulfillers import TableCard
from companion.services.i18n import translate, use_language
from companion.services.outcomes import NotUnderstood
from companion.services.store import SessionStore
from rules_engine.errors import CommandError
from rules_engine.game import GameSetup
from rules_engine.messages import as_message
from rules_engine.runebound3.book_words import item_type_named
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.typed_draws import ITEM_VALUES_HELP
from tests.runebound3.helpers import fighting_setup, new_setup

TYPES_SAID = {
    "ru": ("оружие", "одежда", "экипировка", "передвижение", "товар"),
    "pl": ("broń", "zbroja", "wyposażenie", "wierzchowiec", "towar"),
}
ENGLISH_TYPES = ("weapon", "armour", "equipment", "mount", "goods")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    use_language("en")


def says_the_types_in_words(said: str, language: str) -> bool:
    return all(word in said for word in TYPES_SAID[language]) and not any(word in said for word in ENGLISH_TYPES)


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_an_unknown_item_type_on_the_command_line_is_refused_in_the_tables_words(
        store: SessionStore, language: str) -> None:
    # Played in Russian (thirtieth pass): «deal Меч as меч 3» was refused "не одно из: weapon, armour, …".
    live = store.create_session(game_id="runebound3", name="Markets", setup=fighting_setup())
    use_language(language)
    refused = SessionController(live).read("deal Меч as меч 3")
    assert isinstance(refused, NotUnderstood)
    said = translate(refused.message)
    assert "меч" in said and says_the_types_in_words(said, language), said
    assert all(item_type_named(word) for word in TYPES_SAID[language])  # the words it names are words it reads


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_an_unknown_item_type_in_the_card_tray_is_refused_in_the_tables_words(
        store: SessionStore, language: str) -> None:
    setup = new_setup(1)
    setup = GameSetup(setup.players, setup.options, {k: v for k, v in setup.catalogue.items() if k != "markets"})
    live = store.create_session(game_id="runebound3", name="Markets", setup=setup)
    request = RUNEBOUND3.parse_command(live.state, "deal")
    use_language(language)
    with pytest.raises(CommandError) as refused:
        request.build(TableCard("Меч as меч 3").fulfil(request))
    said = translate(refused.value.args[0])
    assert "меч" in said and says_the_types_in_words(said, language), said


def test_the_deal_and_trade_usage_says_type_not_the_files_types() -> None:
    state = RUNEBOUND3.new_game(new_setup(1))
    usages = {c.syntax.split()[0]: c.syntax for c in RUNEBOUND3.commands(state)}
    assert usages["deal"] == "deal [NAME [as TYPE N [TOKEN ...]]]"


def test_the_polish_card_tray_help_names_its_parts_in_polish() -> None:
    use_language("pl")
    said = translate(as_message(ITEM_VALUES_HELP))
    assert "'NAZWA as TYP KOSZT AWERS/REWERS ...'" in said and "NAME" not in said and "FRONT" not in said, said
