"""The battle panel of a short board (80x24): the battle's stage, the attacked hero's health, glory and peril,
and each attack with both sides' values and the engine's exact odds, one fact a line.

It renders `rules_engine.dungeoneer.battle_panel.BattlePanel` as it comes; every number is the engine's.
"""

from __future__ import annotations

from rich.text import Text

from companion.services.i18n import _, translate
from rules_engine.dungeoneer.battle_panel import BattleLine, BattlePanel
from rules_engine.dungeoneer.board import HeroData
from screens.dungeoneer.battle_steps import RESULTS


def _attack_lines(line: BattleLine) -> tuple[str, str]:
    """Who attacks whom with both values, then the odds while unrolled, or the totals and who hit."""
    row = line.odds
    who = _("{attacker} → {defender}, {form} {attack} vs {defence}").format(
        attacker=translate(row.attacker), defender=translate(row.defender), form=translate(row.form),
        attack=line.attack_value, defence=line.defence_value)
    if row.attack_total is None:
        how = _("hits {hits}%, is hit {is_hit}%").format(hits=f"{row.attacker_hits:g}", is_hit=f"{row.defender_hits:g}")
    else:
        counter = "?" if row.counter_total is None else str(row.counter_total)
        how = _("attack {attack} vs counter {counter}").format(attack=row.attack_total, counter=counter)
        if row.result:
            how += f": {_(RESULTS.get(row.result, row.result.replace('-', ' ')))}"
    return who, how


def battle_panel_text(panel: BattlePanel, heroes: tuple[HeroData, ...]) -> Text:
    """The short board's battle panel: stage, the attacked hero's counters, then each attack in two lines."""
    text = Text()
    text.append(_("Battle ({battle_stage})").format(battle_stage=translate(panel.stage)), style="bold")
    if panel.defender_seat is not None:
        hero = heroes[panel.defender_seat]
        text.append(f"\n[{panel.defender_seat + 1}] ", style="bold")
        text.append(hero.player, style="bold")
        text.append(": ")
        text.append(_("health {health}/{most}").format(health=hero.health, most=hero.max_health),
                    style="bold" if hero.health < hero.max_health else "")
        text.append(_("  glory {glory}  peril {peril}\n").format(glory=hero.glory, peril=hero.peril).rstrip("\n"))
    for line in panel.lines:
        who, how = _attack_lines(line)
        text.append("\n" + who)
        text.append("\n  " + how, style="dim" if line.odds.result else "")
    return text


__all__ = ["battle_panel_text"]
