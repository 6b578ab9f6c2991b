"""A challenge token the table lays on the board after setup (`token COLOUR SPACE`).

At setup a challenge token of the matching colour lies face up on each token space of the board (Начало
игры., 1.). The app does not know the board's token spaces, so the table says where it laid each token: in
the wizard's "Challenge tokens" field, or later, at any moment outside a fight, test or trade, with this
action (no action of the hero's). A space holds one token at most; a used token is turned face up again
only when the rules say (the time track's refresh, a story card).
"""

from __future__ import annotations

from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import PlaceToken
from rules_engine.runebound3.state import ChallengeToken, Colour, R3State
from rules_engine.values import replace

RULE = "runebound3.setup.tokens"
#: The colours a challenge token shows (grey marks story quests, never a token).
TOKEN_COLOURS = tuple(c.value for c in Colour if c is not Colour.GREY)


def place_token(state: R3State, act: PlaceToken, ref: Referee) -> R3State:
    """The state with the token on its space; refused for a colour no token has or a space that holds one."""
    space = " ".join(act.space.split())
    ref.require(act.colour in TOKEN_COLOURS, RULE, Message("a challenge token is one of {colours}, not {colour!r}",
                                                          colours=", ".join(TOKEN_COLOURS), colour=act.colour))
    ref.require(bool(space), RULE, Message("say the space the challenge token lies on"))
    held = next((t for t in state.tokens if t.space.casefold() == space.casefold()), None)
    ref.require(held is None, RULE, Message("{space} already holds a challenge token; a space holds one",
                                            space=held.space if held is not None else space))
    ref.cite(RULE)
    return replace(state, tokens=(*state.tokens, ChallengeToken(space, Colour(act.colour))))
