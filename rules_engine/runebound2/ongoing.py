"""The parts of a Runebound 2e state that exist only while something is under way, read typed.

A fight (`combat`, `duel`, `final`) and a choice the table owes (`turn.pending` with its seats) are
optional in the state. The step functions that read them are reached only once the dispatch or a
guard has required them; each accessor returns the part, or the same hard refusal those guards give
(so a path that could still reach a missing part refuses with the rule instead of failing).
"""

from __future__ import annotations

from rules_engine.messages import Message
from rules_engine.referee import present
from rules_engine.runebound2.fights import Combat, Duel, FinalBattle
from rules_engine.runebound2.state import Rb2State


def ongoing_combat(state: Rb2State) -> Combat:
    """The combat in progress, or the refusal that none is."""
    return present(state.combat, "runebound2.combat.fight", Message('no combat is in progress'))


def ongoing_duel(state: Rb2State) -> Duel:
    """The duel in progress, or the refusal that none is."""
    return present(state.duel, "runebound2.duel.rules", Message('no duel is in progress'))


def final_battle_with_lots(state: Rb2State) -> FinalBattle:
    """The final battle whose lot the table is drawing, or the refusal that no lot is waiting."""
    return present(state.final, "runebound2.doom.lot", Message('no lot is waiting to be drawn'))


def spoils_seats(state: Rb2State) -> tuple[int, int]:
    """The duel's winner, who takes the spoils, and its loser, or the refusal that no duel is waiting for them."""
    return (present(state.turn.pending_player, "runebound2.duel.spoils", Message('no duel is waiting for its spoils')),
            present(state.turn.duel_loser, "runebound2.duel.spoils", Message('no duel is waiting for its spoils')))
