"""The battle as a short board shows it: each attack's two values in its form and the exact odds of the board view."""

from __future__ import annotations

from rules_engine.dungeoneer.battle_panel import battle_panel
from rules_engine.dungeoneer.board import board
from tests.dungeoneer.screen_tables import battle_table, lord_table


def test_the_legion_and_the_zombie_on_the_knight_carry_their_melee_values_against_the_knights() -> None:
    state = battle_table()
    panel = battle_panel(state)
    assert panel is not None and panel.stage == "response" and panel.defender_seat == 1
    assert [(line.odds.attacker, line.attack_value, line.defence_value) for line in panel.lines] == [
        ("Legion", 3, 2), ("Zombie", 2, 2)]
    assert tuple(line.odds for line in panel.lines) == board(state).attacks


def test_without_a_battle_there_is_no_panel() -> None:
    assert battle_panel(lord_table()) is None
