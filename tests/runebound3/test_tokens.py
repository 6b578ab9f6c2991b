"""Combat token faces: the notation the table writes reads back to the same token."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_engine.errors import CommandError
from rules_engine.runebound3.tokens import MAX_COUNT, CombatToken, Face, Symbol, parse_face, parse_token

faces = st.one_of(
    st.builds(Face, st.sampled_from([s for s in Symbol if s is not Symbol.MISS]),
              st.integers(1, MAX_COUNT), st.booleans()),
    st.builds(Face, st.just(Symbol.MISS), st.just(1), st.booleans()),
)


@given(faces, faces)
def test_token_notation_reads_back(front: Face, back: Face) -> None:
    token = CombatToken("t", front, back)
    assert parse_token("t", token.notation()) == token


def test_face_parts_are_read() -> None:
    assert parse_face("2axe*") == Face(Symbol.AXE, 2, True)
    assert parse_face(" Shield ") == Face(Symbol.SHIELD)
    assert not parse_face("miss").spendable


@pytest.mark.parametrize("text", ["sword", "2", "", "9axe", "²axe", "2miss", "axe**"])
def test_unknown_or_malformed_faces_are_refused(text: str) -> None:
    with pytest.raises(CommandError):
        parse_face(text)


def test_a_token_needs_two_faces() -> None:
    with pytest.raises(CommandError, match="two faces"):
        parse_token("t", "axe")
