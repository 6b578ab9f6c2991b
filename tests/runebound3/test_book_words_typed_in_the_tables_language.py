"""A Russian (or Polish) table types Runebound 3e's challenge colours as its book and the screens say them
(«оранжевый жетон испытания», «Зеленых, Оранжевых, Фиолетовых и Серых Сфер»): `token`, `learn … cost … paid …`, the
wizard's challenge tokens and a story card's `token:SPACE:COLOUR` effect read them as the colour. So are the
attributes («Телу, Разуму или Духу») of `learn` and `test`, and an item's type typed after `as` («Оружия, Одежды,
Экипировки, Для Передвижения и Товара»). The candidates offered stay the English words, and a word a place does not
take (a grey token) is still refused."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from rules_engine.game import SetupError
from rules_engine.runebound3.actions import Learn
from rules_engine.runebound3.book_words import (ATTRIBUTE_SPELLINGS, COLOUR_SPELLINGS, ITEM_TYPE_SPELLINGS,
                                                 attribute_named, colour_id, colour_named, item_type_named)
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.placing import PlaceToken
from rules_engine.runebound3.setup import tokens_from_option
from rules_engine.runebound3.state import Attribute, ChallengeToken, Colour, ItemType
from rules_engine.runebound3.story_effects import StoryEffect, parse_effect
from tests.runebound3.test_challenge_tokens_placed import without_tokens


def test_the_books_words_name_the_colours_in_any_case_and_with_yo() -> None:
    assert colour_named("Зеленый") == colour_named("зелёные") == colour_named("ZIELONY") == "green"
    assert colour_named("Оранжевых") == colour_named("pomarańczowa") == "orange"
    assert colour_named("фиолетовая") == colour_named("Fioletowe") == "purple"
    assert colour_named("Серых") == colour_named("gray") == colour_named("szary") == "grey"
    assert colour_named("red") is None and colour_named("красный") is None
    assert colour_id("  Red ") == "red", "any other word kept as typed, folded, for the refusal to name"
    assert set(COLOUR_SPELLINGS) == {c.value for c in Colour}


@pytest.mark.parametrize("typed", ["оранжевый", "Оранжевый", "pomarańczowy", "orange"])
def test_a_token_is_laid_by_its_colour_in_any_language(typed: str) -> None:
    state = without_tokens()
    assert RUNEBOUND3.parse_command(state, f"token {typed} Black Wood") == PlaceToken("Black Wood", "orange")


def test_a_colour_a_token_cannot_have_is_still_refused_and_the_candidates_stay_the_ids() -> None:
    state = without_tokens()
    with pytest.raises(CommandError):
        RUNEBOUND3.parse_command(state, "token серый Oakvale")  # grey is a skill's orb, never a token
    with pytest.raises(CommandError):
        RUNEBOUND3.parse_command(state, "token красный Oakvale")
    assert RUNEBOUND3.complete_command(state, "token ") == ("green", "orange", "purple")


def test_a_skill_is_learned_with_its_cost_and_payment_in_the_books_words() -> None:
    state = without_tokens()
    assert RUNEBOUND3.parse_command(state, 'learn body "Cost Cutter" cost серый paid зеленый') == Learn(
        "Cost Cutter", "body", ("grey",), ("green",))
    assert RUNEBOUND3.parse_command(state, "learn Quick Reflexes paid Оранжевый серый") == Learn(
        "Quick Reflexes", "", (), ("orange", "grey"))
    # A name followed by 'cost' and colours in Russian is still read as the typed cost, not as part of the name.
    assert RUNEBOUND3.parse_command(state, "learn body Iron Will cost зелёный paid фиолетовый") == Learn(
        "Iron Will", "body", ("green",), ("purple",))


def test_the_wizards_challenge_tokens_take_the_tables_colours() -> None:
    assert tokens_from_option("Black Wood:оранжевый, Oakvale:фиолетовый") == (
        ChallengeToken("Black Wood", Colour.ORANGE), ChallengeToken("Oakvale", Colour.PURPLE))
    with pytest.raises(SetupError):
        tokens_from_option("Oakvale:серый")


def test_a_story_cards_token_effect_takes_the_tables_colour() -> None:
    assert parse_effect("token:Black Wood:зелёный", "Omens") == StoryEffect("token", space="Black Wood",
                                                                           colour="green")
    with pytest.raises(CommandError):
        parse_effect("token:Black Wood:красный", "Omens")


def test_the_books_words_name_the_attributes_and_the_item_types() -> None:
    assert attribute_named("Тело") == attribute_named("телу") == attribute_named("ciało") == "body"
    assert attribute_named("Разума") == "mind" and attribute_named("Дух") == "spirit"
    assert item_type_named("Оружие") == "weapon" and item_type_named("одежды") == "armour"
    assert item_type_named("передвижения") == item_type_named("скакун") == "mount"
    assert item_type_named("товар") == "goods" and item_type_named("Экипировка") == "equipment"
    assert attribute_named("сила") is None and item_type_named("меч") is None
    assert set(ATTRIBUTE_SPELLINGS) == {a.value for a in Attribute}
    assert set(ITEM_TYPE_SPELLINGS) == {t.value for t in ItemType}


@pytest.mark.parametrize(("english", "typed"), [
    ('learn body "Iron Will" cost grey paid green', 'learn Тело "Iron Will" cost серый paid зелёный'),
    ("test mind 1", "test разум 1"),
    ('trade "Long Sword" as weapon 3 2axe/shield', 'trade "Long Sword" as Оружие 3 2axe/shield'),
    ("trade Cloak as armour 2", "trade Cloak as одежда 2"),
    ("trade Horse as mount 2", "trade Horse as передвижение 2"),
    ("trade Gem as goods 2", "trade Gem as towar 2"),
])
def test_attributes_and_item_types_typed_in_the_tables_words_read_as_the_english(english: str, typed: str) -> None:
    state = without_tokens()
    assert RUNEBOUND3.parse_command(state, typed) == RUNEBOUND3.parse_command(state, english)
