"""A Russian (or Polish) table types Runebound 3e's challenge colours as its book and the screens say them
(«оранжевый жетон испытания», «Зеленых, Оранжевых, Фиолетовых и Серых Сфер»): `token`, `learn … cost … paid …`, the
wizard's challenge tokens and a story card's `token:SPACE:COLOUR` effect read them as the colour. The candidates offered
stay the English words, and a colour a place does not take (a grey token) is still refused."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from rules_engine.game import SetupError
from rules_engine.runebound3.actions import Learn
from rules_engine.runebound3.colour_names import COLOUR_SPELLINGS, colour_id, colour_named
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.placing import PlaceToken
from rules_engine.runebound3.setup import tokens_from_option
from rules_engine.runebound3.state import ChallengeToken, Colour
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
