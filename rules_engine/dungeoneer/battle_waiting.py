"""A battle under way holds the turn: its stages run one after another, and no other deed comes between."""

from __future__ import annotations

from rules_engine.dungeoneer.state import DgState
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement

BATTLE_STAGES_RULE = "dungeoneer.battle.stages"


#: No battle under way: one value for every ruling that finds it so (a met requirement's words are never read).
_NO_BATTLE = Requirement(True, BATTLE_STAGES_RULE, "")


def battle_over(state: DgState) -> Requirement:
    """No battle still being fought (a move, an exploration, standing up and the next phase wait for it)."""
    if state.battle is None:
        return _NO_BATTLE
    return Requirement.unmet(BATTLE_STAGES_RULE, Message('finish the battle first'))


def battle_waiting(state: DgState, ref: Referee) -> None:
    """Refuse a move, an exploration, standing up or the next phase while a battle is still being fought."""
    ref.enforce((battle_over(state),))
