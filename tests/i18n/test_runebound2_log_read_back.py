"""A saved Runebound 2e log read back in the table's language: what the twenty-second pass left in English.

The log keeps each ruling's English text; `companion sessions show ID --lang ru` reads it back through the catalogue
(`stored_text`). The hero-values ruling ("Mok: life 10, stamina 5; still missing: ...") had no words of its own to be
read by, a doom slot named by its city ("(4 Tamalir)") kept the city, a hex's words ("H1 (hills, green counter)") and
the terrain dice ("road+forest+river") stayed English; the doom track's first card, "face-down green card", was an
English phrase in the slot's dialog. Each reads as it did when played now; the English kept is unchanged.
"""

from __future__ import annotations

import pytest

from cards_db.runebound2 import shipped_heroes
from companion.services.i18n import translate, use_language
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound2.actions import SetHeroValues
from rules_engine.runebound2.board import board
from rules_engine.runebound2.class_decks.actions import TriggerRound
from screens.runebound2.track_cards import doom_slot_text
from tests.runebound2.class_deck_helpers import class_game
from tests.runebound2.helpers import GAME, new_game


def _hero_values(values: tuple[tuple[str, int], ...]) -> str:
    """The ruling of hero values typed from Mok's card, which the shipped catalogue lacks."""
    state = GAME.new_game(GameSetup((PlayerSetup("Ann", "mok"), PlayerSetup("Bob", "valadir")), {},
                                    {"heroes": shipped_heroes()}))
    return GAME.apply(state, SetHeroValues("Ann", values)).ruling.message


@pytest.mark.parametrize(("language", "said", "read_back"), [
    ("ru", "Мок-Духомолв: жизнь 10, выносливость 5; ещё не хватает: разум, тело, дух, дальний бой, ближний бой, "
           "магия", None),
    # Polish reads a saved "melee" as Dungeoneer's word for it («walka wręcz»), where Runebound 2e says «wręcz»
    ("pl", "Mok: życie 10, wytrzymałość 5; wciąż brakuje: umysł, ciało, duch, dystans, wręcz, magia",
     "Mok: życie 10, wytrzymałość 5; wciąż brakuje: umysł, ciało, duch, dystans, walka wręcz, magia"),
])
def test_a_heros_values_read_back_from_a_saved_log_as_they_read_when_typed(language: str, said: str,
                                                                          read_back: str | None) -> None:
    message = _hero_values((("life", 10), ("stamina", 5)))
    assert str(message) == "Mok: life 10, stamina 5; still missing: mind, body, spirit, ranged, melee, magic"
    use_language(language)
    assert translate(message) == said
    assert translate(str(message)) == (read_back or said)  # the English the log keeps, read back


def test_the_last_hero_values_read_back_without_a_missing_clause() -> None:
    message = _hero_values((("life", 10), ("stamina", 5), ("mind", 3), ("body", 4), ("spirit", 2), ("ranged", 1),
                            ("melee", 2), ("magic", 1)))
    assert str(message) == "Mok: life 10, stamina 5, mind 3, body 4, spirit 2, ranged 1, melee 2, magic 1"
    use_language("ru")
    said = ("Мок-Духомолв: жизнь 10, выносливость 5, разум 3, тело 4, дух 2, дальний бой 1, ближний бой 2, "
            "магия 1")
    assert translate(message) == said
    assert translate(str(message)) == said


def test_a_hero_the_table_named_keeps_its_name_and_only_a_values_shape_is_read() -> None:
    use_language("ru")
    assert translate("Lorn: life 6, stamina 4") == "Lorn: жизнь 6, выносливость 4"  # the values vouch for the shape
    assert translate("Varikas the Dead: life 6, stamina 4") == "Варикас Мёртвый: жизнь 6, выносливость 4"
    assert translate("Lorn: lives 6") == "Lorn: lives 6"  # no value word: not the values


@pytest.mark.parametrize(("language", "said"), [
    ("ru", "Wolf Pack ложится лицом вниз на трек неизбежности (4 Тамалир)"),
    ("pl", "karta Wolf Pack trafia zakryta na tor zagłady (4 Tamalir)"),  # «zakryta» agrees with «karta»
])
def test_a_doom_slot_named_by_its_city_reads_back_in_the_tables_language(language: str, said: str) -> None:
    use_language(language)
    assert translate("Wolf Pack goes face down on the doom track (4 Tamalir)") == said


@pytest.mark.parametrize(("language", "said"), [
    ("ru", "Anna проходит 2 клетки до H1 (холмы, жетон: зелёный) (домашнее правило: выпавшие кубики не оплачивают "
           "этот путь: каждой клетке нужен свой кубик с её ландшафтом (в город — любой); кубики: дорога+лес+река; "
           "река+болото+равнина)"),
    ("pl", "Anna przechodzi 2 pola do H1 (wzgórza, żeton: zielony) (zasada domowa: wyrzucone kości nie opłacą tej "
           "drogi: każde pole wymaga innej kości z jego terenem (do miasta dowolnej); kości: droga+las+rzeka; "
           "rzeka+bagno+równina)"),
])
def test_a_house_rules_hex_and_dice_read_back_in_the_tables_language(language: str, said: str) -> None:
    """The golden Margath game's move applied as a house rule, as its saved log keeps it."""
    use_language(language)
    assert translate("Anna moves 2 hexes to H1 (hills, green counter) (house rule: the dice rolled cannot pay for that "
                     "path: each hex needs a different die showing its terrain (any die enters a city); dice: "
                     "road+forest+river; river+swamp+plains)") == said


def test_the_doom_tracks_first_card_is_named_in_the_tables_language_and_kept_in_english() -> None:
    state = new_game(2, doom_track=True)
    assert state.doom is not None and state.doom.cards[0].name == "face-down green card"  # as saves keep it
    data = board(state)
    use_language("ru")
    shown = doom_slot_text(data, 1).plain
    assert "зелёная карта лицом вниз" in shown and "face-down" not in shown
    use_language("pl")
    assert "zakryta zielona karta" in doom_slot_text(data, 1).plain


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_a_round_of_trigger_cards_reads_back_from_a_saved_log_as_it_read_when_played(language: str) -> None:
    # The round's sentence ended in a part that is empty unless the round interrupts a window; the saved line (no
    # window interrupted) had no template to be read by and stayed English under the Russian lines around it.
    message = GAME.apply(class_game(2), TriggerRound()).ruling.message
    assert str(message) == "trigger cards in turn: Boris, Anna (each plays or passes)"
    use_language(language)
    said = translate(message)
    assert "trigger" not in said and "each plays" not in said
    assert translate(str(message)) == said
