"""The phases of a turn, their order, what each allows in words, and the table of the actions each admits."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from rules_engine.actions import Action
from rules_engine.dice_throne import actions as A
from rules_engine.messages import N_, Message
from rules_engine.phase_table import Admission, PhaseTable
from rules_engine.requirements import Requirement

if TYPE_CHECKING:
    from rules_engine.dice_throne.state import DTState

ROLL_OFF = "roll-off"
UPKEEP = "upkeep"
INCOME = "income"
MAIN_1 = "main-1"
OFFENSIVE = "offensive-roll"
TARGETING = "targeting-roll"
DEFENSIVE = "defensive-roll"
MAIN_2 = "main-2"
DISCARD = "discard"
GAME_OVER = "game-over"

#: The eight phases of every turn, in order.
TURN_PHASES = (UPKEEP, INCOME, MAIN_1, OFFENSIVE, TARGETING, DEFENSIVE, MAIN_2, DISCARD)
ROLL_PHASES = (OFFENSIVE, TARGETING, DEFENSIVE)
MAIN_PHASES = (MAIN_1, MAIN_2)

LABELS = {
    ROLL_OFF: N_("Roll for first player"),
    UPKEEP: N_("1. Upkeep"),
    INCOME: N_("2. Income"),
    MAIN_1: N_("3. Main phase 1"),
    OFFENSIVE: N_("4. Offensive roll"),
    TARGETING: N_("5. Targeting roll"),
    DEFENSIVE: N_("6. Defensive roll"),
    MAIN_2: N_("7. Main phase 2"),
    DISCARD: N_("8. Discard"),
    GAME_OVER: N_("Game over"),
}


def label(phase: str) -> str:
    """The phase as printed on the turn summary."""
    return Message(LABELS.get(phase, phase))


def next_in_turn(phase: str) -> str | None:
    """The phase after this one in a turn, or None after discard."""
    index = TURN_PHASES.index(phase)
    return TURN_PHASES[index + 1] if index + 1 < len(TURN_PHASES) else None


# -- the phase table: which actions each phase admits (rules_engine.phase_table) -------------------------------


def stage_of(state: DTState) -> str:
    """The phase the match is in (game over once it has a result)."""
    return GAME_OVER if state.finished else state.phase


#: Actions any phase of a turn admits: effects the table enters as cards, abilities and statuses say,
#: instant cards at any time (a card's own timing is its own requirement), and closing what resolves.
_ANY_PHASE = (A.NextPhase, A.AddDamage, A.ModifyDamage, A.StatusRoll, A.Heal, A.ChangeCP, A.Steal, A.DrawCards,
              A.PlayCard, A.DiscardCard, A.ChangeStatus, A.TransferStatus, A.RaiseLimit, A.PayToRemove, A.Resolved)
_TURN = (Admission(_ANY_PHASE[:1], "dice-throne.phases.order"),
         Admission(_ANY_PHASE[1:], "dice-throne.companion.table-resolves"))
_MAIN = _TURN + (Admission((A.PlayUpgrade,), "dice-throne.cards.upgrades"), Admission((A.SellCard,), "dice-throne.cards.sell"))
_CHANGE_DICE = Admission((A.ChangeDie,), "dice-throne.cards.roll-phase")

ADMISSIONS: dict[Hashable, tuple[Admission, ...]] = {
    ROLL_OFF: (Admission((A.RollOff,), "dice-throne.setup.first-player"),),
    UPKEEP: _TURN + (Admission((A.UpkeepEffect,), "dice-throne.upkeep.order-and-sum"),),
    INCOME: _TURN,
    MAIN_1: _MAIN,
    OFFENSIVE: _TURN + (Admission((A.OffensiveRoll,), "dice-throne.offence.roll-attempts"),
                        Admission((A.Declare, A.Activate), "dice-throne.offence.declare"), _CHANGE_DICE),
    TARGETING: _TURN + (Admission((A.TargetRoll, A.ChooseTarget), "dice-throne.targeting.teams"), _CHANGE_DICE),
    DEFENSIVE: _TURN + (Admission((A.DefensiveRoll,), "dice-throne.defence.when"),
                        Admission((A.DefenceNoEffect,), "dice-throne.defence.apply-result"), _CHANGE_DICE),
    MAIN_2: _MAIN,
    DISCARD: _TURN + (Admission((A.SellCard,), "dice-throne.cards.sell"),),
    GAME_OVER: (),
}

#: The refusal of an action outside the phases that admit it, in the words of the rule that places it.
OUTSIDE: dict[type[Action], Callable[[DTState], Requirement]] = {
    A.RollOff: lambda state: Requirement.unmet("dice-throne.setup.first-player", Message('the first player is already decided')),
    A.OffensiveRoll: lambda state: Requirement.unmet(
        "dice-throne.offence.roll-attempts",
        Message('dice are rolled for an ability only in the offensive roll phase (now: {phase})', phase=label(state.phase))),
    A.Declare: lambda state: Requirement.unmet(
        "dice-throne.offence.declare", Message('offensive abilities are declared at the end of the offensive roll phase')),
    A.Activate: lambda state: Requirement.unmet("dice-throne.offence.declare", Message('abilities activate in the offensive roll phase')),
    A.ChangeDie: lambda state: Requirement.unmet("dice-throne.cards.roll-phase", Message('dice can only be changed during the roll phases')),
    A.TargetRoll: lambda state: Requirement.unmet("dice-throne.targeting.teams",
                                                  Message('the targeting die is rolled in the targeting roll phase')),
    A.ChooseTarget: lambda state: Requirement.unmet(
        "dice-throne.koth.free-target" if state.mode.king_of_the_hill else "dice-throne.targeting.teams",
        Message('targets are chosen in the targeting roll phase')),
    A.DefensiveRoll: lambda state: Requirement.unmet("dice-throne.defence.when", Message('defence is rolled in the defensive roll phase')),
    A.DefenceNoEffect: lambda state: Requirement.unmet(
        "dice-throne.defence.apply-result", Message("a defence's result is entered in the defensive roll phase")),
    A.PlayUpgrade: lambda state: Requirement.unmet(
        "dice-throne.cards.upgrades",
        Message('hero upgrades are played only by the active player in main phase 1 or 2 (now {phase})', phase=label(state.phase))),
    A.SellCard: lambda state: Requirement.unmet(
        "dice-throne.cards.sell",
        Message('cards are sold by the active player in their main phases or discard phase (now {phase})', phase=label(state.phase))),
    A.UpkeepEffect: lambda state: Requirement.unmet(
        "dice-throne.upkeep.order-and-sum",
        Message('upkeep effects are resolved in the upkeep phase (now {phase})', phase=label(state.phase))),
}


def refusal(state: DTState, kind: type[Action]) -> Requirement | None:
    """Why the match's phase does not admit this kind of action: it is over, the roll-off comes first, or the
    rule that places the action in its phases (None for an action Dice Throne does not have)."""
    if state.finished:
        return Requirement.unmet("dice-throne.companion.game-over", Message('the match is over'), hard=True)
    if kind not in PHASES.actions:
        return None
    if state.phase == ROLL_OFF:
        return Requirement.unmet("dice-throne.setup.first-player", Message('roll for the first player first (command: roll-off)'))
    return OUTSIDE[kind](state)


PHASES: PhaseTable[DTState] = PhaseTable(stage_of, ADMISSIONS, refusal)
