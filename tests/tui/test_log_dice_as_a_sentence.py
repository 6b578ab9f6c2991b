"""A log line's dice read as a sentence after the line's own, face by face, never summed: "… heals 0 wounds. Dice:
hills, plains, forest+hills, road." A total stays only in a line whose rule reads one (a free roll, a Runebound 2e
test say theirs); a roll-off's four dice read as four dice, not "= 16". A saved session's lines read so too."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from rules_engine.dice import DiceRoll, Face
from rules_engine.recorded_roll import RecordedRoll
from rules_engine.ruling import Ruling
from screens.action_log import render_entry
from rules_engine.games import get_game
from tests.dice_throne.support import make_setup, to_action
from tests.tui.conftest import tally_setup

TALLY = get_game("tally")

TERRAIN = DiceRoll("rb3-terrain", tuple(Face("+".join(s), None, s) for s in (
    ("hills",), ("plains",), ("forest", "hills"), ("road",))), "table")


def line(message: str, dice: object, *, active: bool = True) -> str:
    entry = SimpleNamespace(seq=7, kind="action", ruling=Ruling(True, message), action=None, active=active, dice=dice,
                            overridden=False)
    return render_entry(entry).plain


def test_a_rest_s_terrain_dice_follow_the_line_as_a_sentence() -> None:
    use_language("en")
    shown = line("Anna rests outdoors and heals 0 wounds", TERRAIN)
    assert shown == "  7 Anna rests outdoors and heals 0 wounds. Dice: hills, plains, forest+hills, road."


def test_numbered_dice_are_listed_and_not_summed() -> None:
    use_language("en")
    roll = DiceRoll("d6", tuple(Face(str(v), v) for v in (6, 3, 2, 5)), "app")
    shown = line("Ann rolls", roll)
    assert shown.endswith("Ann rolls. Dice: 6, 3, 2, 5.")
    assert "16" not in shown and "=" not in shown and "[" not in shown


@pytest.mark.parametrize(("said", "values"), [("roll-off Ann 6, Bob 3, Cat 2, Dan 5: Ann goes first", (6, 3, 2, 5)),
                                              ("roll-off Ann 6, Bob 6, Cat 2, Dan 5: a tie, roll again", (6, 6, 2, 5)),
                                              ("targeting die: 6", (6,))])
def test_a_roll_off_and_a_targeting_roll_say_their_dice_once_in_their_own_line(said: str,
                                                                                values: tuple[int, ...]) -> None:
    # The roll-off pairs each die with its player, the targeting roll says its number; a dice sentence after them said
    # the same numbers again (a8d3c266: "… Ann goes first. Dice: 6, 3, 2, 5.", "targeting die: 6. Dice: 6."). No total.
    use_language("en")
    roll = DiceRoll("d6", tuple(Face(str(v), v) for v in values), "app")
    shown = line(said, roll)
    assert shown == "  7 " + said, shown
    assert "Dice" not in shown and "16" not in shown and "=" not in shown
    use_language("pl")
    try:
        assert "Kości" not in line(said, roll)
    finally:
        use_language("en")


@pytest.mark.parametrize("end", [".", "!", "?", "…"])
def test_a_line_that_ends_a_sentence_takes_no_second_stop(end: str) -> None:
    use_language("en")
    assert line(f"Ann wins{end}", TERRAIN).startswith(f"  7 Ann wins{end} Dice: hills,")


def test_a_line_without_dice_is_unchanged_and_an_undone_line_keeps_its_mark_last() -> None:
    use_language("en")
    assert line("Ann adds 3", None) == "  7 Ann adds 3"
    assert line("Ann adds 3", TERRAIN, active=False).endswith("road. (undone)")


def test_several_rolls_are_kept_apart() -> None:
    use_language("en")
    first = DiceRoll("d6", (Face("4", 4),), "app")
    assert line("Ann rolls", (first, TERRAIN)).endswith("Ann rolls. Dice: 4; hills, plains, forest+hills, road.")


def test_a_free_roll_keeps_its_total_in_its_own_sentence_only() -> None:
    use_language("en")
    roll = DiceRoll("d6", (Face("3", 3), Face("5", 5)), "app", 2)
    ruling = TALLY.apply(TALLY.new_game(tally_setup("Ann")), RecordedRoll(roll)).ruling
    shown = line(ruling.message, roll)
    assert shown == "  7 Rolled for a free roll: [3, 5] + 2 = 10. Dice: 3, 5."


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Кубики: холмы, равнина, лес+холмы, дорога."),
    ("pl", "Kości: wzgórza, równina, las+wzgórza, droga."),
])
def test_the_dice_sentence_in_russian_and_polish(language: str, expected: str) -> None:
    use_language(language)
    try:
        assert line("Anna rests outdoors and heals 0 wounds", TERRAIN).endswith(". " + expected)
    finally:
        use_language("en")


def test_a_saved_roll_off_reads_as_a_sentence_when_opened_again(store: SessionStore) -> None:
    use_language("en")
    live = store.create_session(game_id="dice-throne", name="Duel", setup=make_setup(names=("Ann", "Bob")))
    live.act(to_action(live.state, "roll-off", 6, 1))
    shown = render_entry(store.open_session(live.id).entries[0]).plain
    assert shown == render_entry(live.entries[0]).plain
    assert shown.endswith("Ann 6, Bob 1: Ann goes first") and "Dice" not in shown and "= 7" not in shown


def _golden_retreat() -> tuple[str, object]:
    """The golden Runebound 3e game's first failed retreat with its die, as its log keeps it."""
    path = Path(__file__).parents[1] / "golden" / "games" / "runebound3-two-heroes.jsonl"
    for row in path.read_text(encoding="utf-8").splitlines()[1:]:
        step = json.loads(row)
        if step["dice"] and "the retreat fails" in (step["ruling"] or {}).get("message", ""):
            return step["ruling"]["message"], step["dice"]
    raise AssertionError("the golden game has a failed retreat")


@pytest.mark.parametrize(("language", "said"), [
    ("en", "  7 Ash rolls to retreat: the retreat fails. Dice: mountains."),
    ("ru", "  7 Ash бросает кубик отступления: отступление не удалось. Кубики: горы."),
])
def test_a_retreats_face_is_said_once_by_the_dice_sentence(language: str, said: str) -> None:
    # The golden game's line "Ash rolls [mountains]: the retreat fails" with its die read "… [mountains]: the retreat
    # fails. Dice: mountains.", the face twice; the saved line is read without it, the ruling panel keeps it.
    message, faces = _golden_retreat()
    assert message == "Ash rolls [mountains]: the retreat fails"
    roll = DiceRoll("rb3-terrain", tuple(Face(face, None, (face,)) for face in faces), "table")
    use_language(language)
    assert line(message, roll) == said
    assert "[mountains]" in line(message, None)


@pytest.mark.parametrize(("language", "stored", "said"), [
    ("en", "Anna rests outdoors (rolled plains, plains) and heals 0 wounds",
     "  7 Anna rests outdoors and heals 0 wounds. Dice: plains, plains."),
    ("en", "Anna rolls forest+hills, plains to move", "  7 Anna rolls the terrain dice to move. Dice: forest+hills, plains."),
    ("en", "Anna exerts and rolls die 2 again: plains", "  7 Anna exerts and rolls die 2 again. Dice: plains."),
    ("en", "Anna explores for Lost Idol (rolled plains, plains)", "  7 Anna explores for Lost Idol. Dice: plains, plains."),
    ("ru", "Anna rests outdoors (rolled plains, plains) and heals 0 wounds",
     "  7 Anna отдыхает под открытым небом и лечит: 0 ран. Кубики: равнина, равнина."),
])
def test_a_line_saved_with_its_faces_before_they_moved_to_the_dice_sentence_says_them_once(
        language: str, stored: str, said: str) -> None:
    faces = [("plains",), ("plains",)] if "forest+hills" not in stored else [("forest", "hills"), ("plains",)]
    if "again" in stored:
        faces = [("plains",)]
    roll = DiceRoll("rb3-terrain", tuple(Face("+".join(s), None, s) for s in faces), "table")
    use_language(language)
    assert line(stored, roll) == said
