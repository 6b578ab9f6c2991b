"""Alone, "(the discard reshuffled)" is said of a peril card only when the app's discard was shuffled into a new deck.

The book: alone, the adventure deck is split into a peril deck and a glory deck, "each with its own discard" (Одиночная
игра, «Уберите из колоды приключений все карты переносов»: `dungeoneer.solo.setup`), and a discard is shuffled into a
new deck when the deck runs out (V. Фаза сброса/добора карт: `dungeoneer.turn.discard-draw`). On 8f61c961 a card the
table drew from its own deck while the app's deck was empty said «(stos kart odrzuconych przetasowany)» though the
app's discard held nothing (or held cards the table's draw never touched), and the app quietly turned that discard
into its deck. Now the reshuffle happens, is said and is cited only when the app's deck ran out and the card drawn is
one of its discard."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.values import replace
from tests.dungeoneer.flow import act, solo_table

RESHUFFLE = {"dungeoneer.solo.setup", "dungeoneer.turn.discard-draw"}
pytestmark = pytest.mark.rule(*sorted(RESHUFFLE))
GHOUL = ("monster", "1", "health", "2", "melee", "3")


def _peril_owed(deck: tuple[str, ...], discard: tuple[str, ...]) -> DgState:
    """Two peril cards owed in the corner, the app's peril deck and discard as given."""
    state = act(solo_table(), "next")
    state = act(act(state, "place corner north of t1"), "next")
    state = act(act(act(state, "move north"), "move north"), "peril-roll", 1, 2)
    assert state.solo is not None and state.solo.to_draw == 2
    return replace(state, solo=replace(state.solo, peril_deck=deck, peril_discard=discard))


def _cited(ruling) -> set[str]:
    return {citation.rule_id for citation in ruling.citations}


def test_a_card_the_table_types_while_the_apps_deck_and_discard_are_empty_reshuffles_nothing() -> None:
    result = GAME.apply(_peril_owed((), ()), A.DrawPeril("Ghoul", GHOUL, source="table"))
    assert str(result.ruling.message).startswith("drew Ghoul from the table's deck")
    assert "reshuffled" not in str(result.ruling.message)
    assert not RESHUFFLE & _cited(result.ruling)
    use_language("pl")
    assert "przetasowany" not in translate(result.ruling.message)


def test_a_card_the_table_types_while_the_apps_deck_is_empty_leaves_the_apps_discard_as_it_is() -> None:
    result = GAME.apply(_peril_owed((), ("zombie", "legion")), A.DrawPeril("Ghoul", GHOUL, source="table"))
    assert "reshuffled" not in str(result.ruling.message)
    assert not RESHUFFLE & _cited(result.ruling)
    solo = result.state.solo
    assert solo is not None and solo.peril_deck == () and solo.peril_discard == ("zombie", "legion")


def test_the_apps_draw_from_its_emptied_deck_reshuffles_its_discard_and_says_so_citing_the_book() -> None:
    result = GAME.apply(_peril_owed((), ("zombie", "legion")), A.DrawPeril("zombie", source="virtual"))
    assert str(result.ruling.message) == "drew Zombie from the app's deck (the discard reshuffled)"
    assert RESHUFFLE <= _cited(result.ruling)
    solo = result.state.solo
    assert solo is not None and solo.peril_deck == ("legion",) and solo.peril_discard == ()
    use_language("pl")
    assert "przetasowany" in translate(result.ruling.message)


def test_a_card_drawn_while_the_apps_deck_holds_cards_reshuffles_nothing() -> None:
    result = GAME.apply(_peril_owed(("zombie", "legion"), ("curse",)), A.DrawPeril("zombie", source="table"))
    assert str(result.ruling.message) == "drew Zombie from the table's deck"
    assert not RESHUFFLE & _cited(result.ruling)
    solo = result.state.solo
    assert solo is not None and solo.peril_deck == ("legion",) and solo.peril_discard == ("curse",)
