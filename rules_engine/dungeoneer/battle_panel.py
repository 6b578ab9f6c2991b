"""The battle as a short board shows it: who attacks whom, in which form, each side's value, and the exact odds.

A typed view for a screen too short for the battle wizard beside the map (80x24): the screen renders it and
computes nothing. The odds are the same the board view and the wizard carry (`board.AttackData`).
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.battle_state import Fighter
from rules_engine.dungeoneer.board import AttackData, board
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.words import term


@frozen_value(slots=True)
class BattleLine:
    """One attack: the attacker's value against the defender's in the attack's form, with its odds and result."""

    attack_value: int
    defence_value: int
    odds: AttackData


@frozen_value(slots=True)
class BattlePanel:
    """The battle in progress: its stage, the hero attacked when it opened (seat, or None for a monster), and
    every attack in order."""

    stage: str
    defender_seat: int | None
    lines: tuple[BattleLine, ...]


def _value(state: DgState, fighter: Fighter, form: Stat) -> int:
    """A fighter's value in a form: the monster's printed value, or the hero's with its items and boosts."""
    if fighter.monster is not None:
        return fighter.monster.value(form)
    assert fighter.seat is not None
    return state.heroes[fighter.seat].value(form)


def battle_panel(state: DgState) -> BattlePanel | None:
    """The battle in progress as a short board shows it (None when no battle is under way)."""
    battle = state.battle
    if battle is None or not battle.attacks:
        return None
    rows = board(state).attacks
    lines = tuple(BattleLine(_value(state, attack.attacker, attack.form), _value(state, attack.defender, attack.form), row)
                  for attack, row in zip(battle.attacks, rows, strict=True))
    return BattlePanel(term(battle.stage), battle.attacked.seat, lines)


__all__ = ["BattleLine", "BattlePanel", "battle_panel"]
