"""A Russian or Polish table types a Dungeoneer card's values in the words the card tray's help and the refusals say
(«тоннель 0 1 открыт стена заблокирован:5:скорость стена»), and the game reads them as its English terms; a refusal
names the typed field in the table's words, not the file's key.

Played in Russian (thirty-first pass): `draw-tunnel north`, then «Коридор as тоннель 0 1 открыт стена открыт стена»
in the card tray was refused «Коридор, поле kind: 'тоннель': локация — это комната или тоннель»: the refusal's own
word refused, and the field said by its file key.
"""

from __future__ import annotations

import pytest

from companion.services.controller import SessionController
from companion.services.fulfillers import TableCard
from companion.services.i18n import translate, use_language
from companion.services.outcomes import Applied, Refused
from companion.services.store import SessionStore
from companion.services.typed_terms import terms_in_notation, typed_command
from rules_engine.dungeoneer.actions import PlaceTunnel
from rules_engine.game import GameSetup, PlayerSetup
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS

TYPED = {
    "ru": "тоннель 0 1 открыт стена ЗАБЛОКИРОВАН:5:скорость стена hazard шипы 4 ближний effect сквозняк",
    "pl": "tunel 0 1 otwarte ściana zablokowane:5:szybkość ściana hazard kolce 4 walka effect przeciąg",
}
NOTATION = "tunnel 0 1 open wall blocked:5:speed wall hazard spikes 4 melee effect {effect}"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    use_language("en")


def setup() -> GameSetup:
    return GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {},
                     {"heroes": HEROES, "locations": LOCATIONS, "monsters": MONSTERS, "quests": QUESTS, "cards": CARDS})


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_a_tunnel_typed_in_the_card_tray_in_the_tables_words_is_laid(store: SessionStore, language: str) -> None:
    live = store.create_session(game_id="dungeoneer", name="Tomb", setup=setup())
    controller = SessionController(live)
    use_language(language)
    request = controller.read("draw-tunnel north")
    outcome = controller.fulfil(request, TableCard(f"Коридор as {TYPED[language]}"))
    assert isinstance(outcome, Applied), outcome
    effect = TYPED[language].rsplit(" ", 1)[1]
    # the log keeps the game's own words: it replays the same in any language
    assert isinstance(outcome.action, PlaceTunnel)
    assert outcome.action.values == tuple(NOTATION.format(effect=effect).split())
    card = controller.state.dungeon.card_at((0, -1))
    assert card is not None and card.name == "Коридор" and (card.glory, card.peril) == (0, 1)
    assert card.hazard is not None and (str(card.hazard.kind), card.hazard.target, str(card.hazard.stat)) == (
        "spikes", 4, "melee")


def test_only_the_values_after_the_name_are_read_and_english_stays() -> None:
    use_language("ru")
    assert typed_command("dungeoneer", "tunnel north Яма as тоннель 0 1 открыт стена открыт стена") == (
        "tunnel north Яма as tunnel 0 1 open wall open wall")  # «Яма» (pit) is the card's name
    assert terms_in_notation("tunnel 0 1 open wall open wall") == "tunnel 0 1 open wall open wall"
    assert typed_command("runebound3", "deal Меч as оружие 3") == "deal Меч as оружие 3"
    use_language("en")
    assert terms_in_notation("тоннель 0 1") == "тоннель 0 1"


@pytest.mark.parametrize(("language", "field"), [("ru", "поле вид"), ("pl", "rodzaj")])
def test_a_refused_value_names_its_field_in_the_tables_words(store: SessionStore, language: str, field: str) -> None:
    live = store.create_session(game_id="dungeoneer", name="Tomb", setup=setup())
    controller = SessionController(live)
    use_language(language)
    request = controller.read("draw-tunnel north")
    outcome = controller.fulfil(request, TableCard("Коридор as зал 0 1 открыт стена открыт стена"))
    assert isinstance(outcome, Refused), outcome
    said = translate(outcome.ruling.message)
    assert field in said and "kind" not in said, said


def test_the_russian_help_names_the_values_in_words_it_reads() -> None:
    from rules_engine.dungeoneer.typed_locations import LOCATION_VALUES_HELP
    from rules_engine.messages import as_message
    use_language("ru")
    said = translate(as_message(LOCATION_VALUES_HELP))
    assert "комната|тоннель" in said and "open" not in said and "melee" not in said, said
    for word in ("комната", "тоннель", "открыт", "стена", "заблокирован", "ловушка", "шипы", "яма", "опасность",
                 "ближний", "магия", "скорость"):
        assert word in said and terms_in_notation(word) != word, word
