"""Numbers the players type: ASCII digits only, a sane length, and a clear refusal for anything else."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_engine.dice import DiceError, numbered_die
from rules_engine.dice_notation import parse_notation
from rules_engine.numbers import MAX_DIGITS, read_whole_number

NOT_NUMBERS = ["²", "--5", "+-5", "٣", "1_000", " 5", "5 ", "", "-", "9" * 5000, "1" * (MAX_DIGITS + 1), "５"]


@pytest.mark.parametrize("text", NOT_NUMBERS)
def test_anything_but_ascii_digits_is_not_a_number(text: str) -> None:
    assert read_whole_number(text) is None


@given(st.integers(min_value=-(10**MAX_DIGITS - 1), max_value=10**MAX_DIGITS - 1))
def test_every_ascii_number_reads_back(number: int) -> None:
    assert read_whole_number(str(number)) == number
    assert read_whole_number(str(abs(number)), signed=False) == abs(number)


@pytest.mark.parametrize("text", ["²", "--5", "+-5", "٣", "1_000", "-", "9" * 5000, "５"])
def test_a_die_face_that_is_not_a_number_is_refused_with_the_faces(text: str) -> None:
    with pytest.raises(DiceError, match="d6"):
        numbered_die(6).parse_face(text)


@pytest.mark.parametrize("text", ["9" * 5000 + "d6", "d6+" + "1" * 5000, "٣d6", "d6²", "2d" + "6" * 40])
def test_dice_notation_refuses_other_digits_and_huge_numbers(text: str) -> None:
    with pytest.raises(DiceError):
        parse_notation(text)


@given(st.text(max_size=30))
def test_any_typed_face_is_a_face_or_a_dice_error(text: str) -> None:
    try:
        face = numbered_die(6).parse_face(text)
    except DiceError:
        return
    assert face.value in range(1, 7)
