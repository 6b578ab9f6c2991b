"""The odds as a match shows them: the active hero's roll on the board, the defender's dice, the dice tray's notes.

The board carries the odds for the dice showing with the best holds from here (the engine does not
know which dice the table has set aside); the dice tray, which knows the dice being rolled from
the request ("reroll 4 5"), shows the chances with the other dice kept. Nothing here holds a die.
"""

from __future__ import annotations

from rules_engine.messages import N_, Message

from rules_engine.dice_throne.dice import HERO_DICE, ROLL_ATTEMPTS
from rules_engine.dice_throne.odds import OddsError, position
from rules_engine.dice_throne.odds_report import DefenceOdds, OddsReport, defence_odds, report
from rules_engine.dice_throne.odds_tables import FACES
from rules_engine.dice_throne.phases import DEFENSIVE, OFFENSIVE
from rules_engine.dice_throne.state import DTState


#: The dice tray names the likeliest abilities only, so that it still fits an 80x24 terminal.
TRAY_ABILITIES = 4


def offence_odds(state: DTState, held: tuple[int, ...] | None = None) -> OddsReport | None:
    """The active hero's odds in the offensive roll phase until an ability is activated (else None)."""
    roll = state.roll
    if state.phase != OFFENSIVE or roll.activated is not None or state.finished:
        return None
    left = ROLL_ATTEMPTS - roll.attempts
    dice = roll.dice if roll.attempts else ()
    if not (dice or left) or any(v not in FACES for v in dice) or (dice and len(dice) != HERO_DICE):
        return None
    if held is not None and not (dice and left):
        held = None
    return report(state.hero_of(state.active), position(dice, held, left))


def defender_odds(state: DTState) -> tuple[DefenceOdds, ...]:
    """The defender's defensive abilities with the outcomes of their dice, before the defence is rolled."""
    roll = state.roll
    if state.phase != DEFENSIVE or roll.target is None or roll.defence_dice or state.finished:
        return ()
    return defence_odds(state.hero_of(roll.target))


def _outcomes_line(odds: DefenceOdds, most: int = 5) -> str:
    shown = ", ".join(" ".join(f"{n} {s}" for s, n in o.counts if n) + f" {o.shown}" for o in odds.outcomes[:most])
    more = f", ... ({len(odds.outcomes)} outcomes)" if len(odds.outcomes) > most else ""
    return f"{odds.name} ({odds.dice} {'die' if odds.dice == 1 else 'dice'}): {shown}{more}"


def tray_notes(state: DTState, purpose: str) -> tuple[str, ...]:
    """Lines for the dice tray about the roll it is asked for: the chances it gives (the table still decides)."""
    words = purpose.split()
    if purpose == "offensive roll" or (words[:1] == ["reroll"] and all(w.isdigit() for w in words[1:])):
        rolled = {int(w) for w in words[1:]} if words[0] == "reroll" else set(range(1, HERO_DICE + 1))
        held = tuple(p for p in range(1, HERO_DICE + 1) if p not in rolled) if state.roll.attempts else None
        try:
            odds = offence_odds(state, held)
        except OddsError:  # positions the engine will refuse anyway: no odds, the refusal says why
            return ()
        if odds is None:
            return ()
        kept = " ".join(str(state.roll.dice[p - 1]) for p in held) if held else ""
        headline = odds.headline(most=TRAY_ABILITIES)
        if kept:
            lines = [Message("Keeping {dice}: {odds}", dice=kept, odds=headline)]
        else:
            lead = N_("Rolling all: {odds}") if held is not None else N_("From a fresh roll: {odds}")
            lines = [Message(lead, odds=headline)]
        if odds.advice is not None:
            lines.append(Message("Suggested: {why}", why=odds.advice.why))
        return tuple(lines)
    if purpose.endswith(" defence"):
        name = purpose[: -len(" defence")]
        for defence in defender_odds(state):
            if defence.name == name:
                return (_outcomes_line(defence),)
    return ()
