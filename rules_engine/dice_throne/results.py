"""How the end of a match is said: the winners by name, or a draw."""

from __future__ import annotations

from rules_engine.messages import Message


def result_message(draw: bool, winners: tuple[str, ...]) -> str:
    """'Winner: Ann', or the draw when every remaining hero fell at once ('' while the match runs)."""
    if draw:
        return Message("Draw: every remaining hero fell to 0 at once")
    if winners:
        return Message("Winner: {names}", names=", ".join(winners))
    return ""
