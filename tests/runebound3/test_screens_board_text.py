"""The combat board's text from hand-made view data: doubled pairs, surges used, a passed side, a
token holding another, the result, and every symbol drawn with its word (readable without colour)."""

from __future__ import annotations

from rules_engine.runebound3.combat.board import CombatBoard, SideView, SpendView, TokenView
from screens.runebound3.combat_board import SYMBOL_MARKS, board_text, side_text, token_label


def token(index: int, symbol: str, **fields: object) -> TokenView:
    """A tossed token with defaults for what a test does not say."""
    values = {"name": f"T{index}", "count": 1, "initiative": False, "other_face": "miss", "spent": False,
              "on_doubling": None, "holds": None, **fields}
    return TokenView(index=index, symbol=symbol, **values)  # type: ignore[arg-type]


def side(name: str, tokens: tuple[TokenView, ...], **fields: object) -> SideView:
    """A side with defaults for what a test does not say."""
    values = {"kind": "hero", "health": 8, "wounds": 0, "initiative_marks": 0, "passed": False,
              "shields_held": 0, "surges_used": (), "pairs": (), **fields}
    return SideView(name=name, tokens=tokens, **values)  # type: ignore[arg-type]


def test_a_doubled_pair_is_shown_on_the_side_and_on_both_tokens() -> None:
    tokens = (token(0, "double", holds=1), token(1, "axe", count=2, on_doubling=0))
    text = side_text(side("Hero", tokens, pairs=((0, 1),)), acting=True, styles={}).plain
    assert "pairs: 2 on 1" in text
    assert "1 ×2 double holding 2" in text and "2 ⚔ 2axe on 1" in text


def test_surges_used_this_round_and_a_pass_are_named_in_words() -> None:
    tokens = (token(0, "surge", spent=True), token(1, "skull", initiative=True))
    text = side_text(side("Wolf", tokens, kind="enemy", surges_used=("Howl",), passed=True), False, {}).plain
    assert "surges used: Howl" in text and "PASSED" in text
    assert "1 ✦ surge (under: miss) spent" in text and "2 ☠ skull ★" in text
    assert not text.startswith("▶")  # not the acting side


def test_every_symbol_has_its_word_beside_its_mark() -> None:
    for symbol, mark in SYMBOL_MARKS.items():
        assert f"{mark} {symbol}" in token_label(token(0, symbol))


def test_the_result_and_the_unavailable_spends_are_drawn() -> None:
    combat = CombatBoard(round=3, phase="over", acting="", first="Hero",
                         sides=(side("Hero", (token(0, "axe"),)), side("Wolf", (token(0, "miss"),), kind="enemy")),
                         spends=(SpendView(0, "axe", "deal 1 damage", False),), pending="", result="Hero won")
    text = board_text(combat, {}).plain
    assert "Round 3 · over · first: Hero" in text and "RESULT: Hero won" in text
    assert "✗ token 1 axe: deal 1 damage" in text and "to act" not in text
