"""Completion in the command line comes from the game's grammar, through the session controller."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.controller import SessionController
from companion.services.rehearsal import RehearsalSession
from rules_engine.game import GameSetup, PlayerSetup
from screens.command_suggester import narrowed, narrows, suggestion_for
from tests.dice_throne.support import GAME as DICE_THRONE
from tests.dice_throne.support import make_setup
from tests.runebound2.helpers import GAME as RUNEBOUND, HEROES
from tests.support.search_budget import budget


def runebound() -> SessionController:
    setup = GameSetup((PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {}, {"heroes": HEROES})
    return SessionController(RehearsalSession(RUNEBOUND, setup))


def dice_throne() -> SessionController:
    return SessionController(RehearsalSession(DICE_THRONE, make_setup()))


def test_verbs_come_from_the_grammar_with_the_lines_own_words() -> None:
    offered = runebound().complete("")
    assert {"rest", "stay", "step"} <= set(offered)
    assert {"check", "help"} <= set(offered)
    assert offered.index("rest") < offered.index("help")  # the game's verbs first


def test_a_prefix_narrows_to_the_words_it_begins() -> None:
    assert runebound().complete("mo") == ("move",)
    offered = runebound().complete("he")
    assert set(offered) == {"hero", "heal", "help"} and offered[-1] == "help"
    assert "roll-off" in dice_throne().complete("ro")


def test_after_check_the_games_command_is_completed() -> None:
    assert runebound().complete("check mo") == ("move",)
    assert runebound().complete("CHECK mo") == ("move",)
    assert "check" not in runebound().complete("check ch")


def test_arguments_follow_the_verb() -> None:
    # A Dice Throne status command expects its sub-verb next.
    assert {"gain", "inflict", "spend"} <= set(dice_throne().complete("status "))
    assert dice_throne().complete("status sp") == ("spend",)


def test_the_lines_own_words_are_offered_only_in_first_place() -> None:
    assert "help" not in runebound().complete("rest he")


@settings(max_examples=budget(40, 150), deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list("abcdehmorstv -:\"'4C[]\\") + ["ё", "²"]), max_size=24))
def test_completion_never_raises_and_only_extends_the_typed_word(text: str) -> None:
    for controller in (runebound(), dice_throne()):
        offered = controller.complete(text)
        assert all(isinstance(word, str) and word for word in offered)
        if text and not text[-1].isspace() and not {'"', "'", "\\"} & set(text):  # quoting and escapes
            typed = text.split()[-1].casefold()
            assert all(word.casefold().startswith(typed) for word in offered), (text, offered)
        suggestion = suggestion_for(text, offered)
        assert suggestion is None or (suggestion.startswith(text) and len(suggestion) > len(text))


def test_the_suggestion_completes_the_word_being_typed_keeping_its_case() -> None:
    assert suggestion_for("Mo", ("move",)) == "Move"
    assert suggestion_for("check mo", ("move",)) == "check move"
    assert suggestion_for("move", ("move",)) is None  # nothing left to add
    assert suggestion_for("x", ()) is None
    assert suggestion_for('buy "Swo', ("Sword of Fire",)) == 'buy "Sword of Fire"'  # the quoted name is closed
    assert suggestion_for('buy "Sword of F', ("Sword of Fire",)) == 'buy "Sword of Fire"'
    assert suggestion_for('buy "Sword of ', ("Sword of Fire",)) == 'buy "Sword of Fire"'  # a space inside the quote
    assert suggestion_for("buy 'sword of fire", ("Sword of Fire",)) == "buy 'sword of fire'"  # only the quote to add
    assert suggestion_for('buy "Sword of Fire" ', ("Sword of Fire", "x")) is None  # closed: a new word begins


def test_after_a_space_only_a_single_next_word_is_suggested() -> None:
    assert suggestion_for("status sp ", ("by",)) == "status sp by"
    assert suggestion_for("status ", ("gain", "spend")) is None
    assert suggestion_for("", ("rest",)) is None


@settings(max_examples=budget(25, 150), deadline=None)
@given(data=st.data())
def test_a_word_typed_on_narrows_to_what_the_grammar_offers_for_the_longer_text(data: st.DataObject) -> None:
    """The command line asks the game once per word (its first letter) and narrows the candidates for each letter
    after it: the narrowed list is the one the grammar gives for the longer text, in its order."""
    for controller in (runebound(), dice_throne()):
        text = ""
        for _ in range(data.draw(st.integers(1, 4))):
            offered = controller.complete(text)
            if offered and data.draw(st.booleans()):
                word = data.draw(st.sampled_from(offered))
                word = word.upper() if data.draw(st.booleans()) else word
            else:
                word = data.draw(st.text(alphabet=st.sampled_from(list("abehmorst-_:4\"'ё")), min_size=1, max_size=6))
            for end in range(1, len(word) + 1):  # typed letter by letter
                typed = text + word[:end]
                if narrows(typed):
                    assert narrowed(typed, controller.complete(typed[:-1])) == controller.complete(typed), typed
            text += word + " "


def test_only_a_plain_word_growing_by_a_letter_narrows() -> None:
    assert narrows("ne") and narrows("status sp") and narrows("roll-o") and narrows("check mo")
    assert not narrows("n")  # the first letter: asked
    assert not narrows("status s")  # a new word: asked
    assert not narrows("status ")  # a space: asked
    assert not narrows('buy "Sw')  # a quoted name: asked
    assert not narrows("step H3:f")  # an option's value: asked
    assert not narrows("rest!")  # not a letter, a digit, '-' or '_': asked
