"""The Runebound 3e combat board drawn from the fight's typed view data: both sides' tokens as tossed,
whose turn to spend, what each spend would do, shields held, surges used, doubled pairs, and the
exact odds before a toss (`rules_engine.runebound3.board.FightView`).

Every symbol is drawn with its word beside it; colour only ever repeats what the words say.
"""

from __future__ import annotations

from rich.text import Text

from rules_engine.runebound3.board import FightView, TossOdds
from rules_engine.runebound3.combat.board import CombatBoard, SideView, SpendView, TokenView
from rules_engine.plurals import count as count_of
from screens.runebound3.widgets import Styles, colour_word, role_style

#: The large symbol of each token face, drawn before its word.
SYMBOL_MARKS = {"axe": "⚔", "bolt": "ϟ", "skull": "☠", "wing": "↟", "surge": "✦", "double": "×2",
                "shield": "▣", "miss": "–"}

#: The golden initiative mark, a small symbol beside the large one.
INITIATIVE = "★"


def token_label(token: TokenView) -> str:
    """One token as it lies: number, large symbol(s) with its word, the golden mark, the face below."""
    if not token.symbol:
        return f"{token.index + 1} {token.name}: to toss"
    count = f"{token.count}" if token.count > 1 else ""
    mark = f" {INITIATIVE}" if token.initiative else ""
    words = f"{token.index + 1} {SYMBOL_MARKS.get(token.symbol, '?')} {count}{token.symbol}{mark}"
    if token.holds is not None:
        words += f" holding {token.holds + 1}"
    if token.on_doubling is not None:
        words += f" on {token.on_doubling + 1}"
    words += f" (under: {token.other_face})"
    return words + (" spent" if token.spent else "")


def side_text(side: SideView, acting: bool, styles: Styles, between: bool = False) -> Text:
    """One side: health and wounds, initiative marks, shields held, surges used, passed, its tokens
    (between rounds only how many will be tossed again: last round's faces no longer count)."""
    text = Text()
    text.append("▶ " if acting else "  ", style="bold")
    text.append(side.name, style=role_style(styles, "active") if acting else "bold")
    text.append(f" ({side.kind}) wounds {side.wounds}/{side.health}", style=role_style(styles, "warn") if side.wounds else "")
    text.append(f" · {INITIATIVE} {side.initiative_marks} · shields held {side.shields_held}")
    if side.ward:
        text.append(f" · surge shield held {side.ward}")
    text.append(f" · surges used: {', '.join(side.surges_used) if side.surges_used else 'none'}")
    if side.pairs:
        text.append(" · pairs: " + ", ".join(f"{top + 1} on {base + 1}" for base, top in side.pairs))
    if side.passed:
        text.append(" · PASSED", style="bold")
    if between:
        text.append(f" · {count_of(len(side.tokens), 'token')} to toss next round")
        return text
    if side.tokens and not any(token.symbol for token in side.tokens):
        text.append(f" · {count_of(len(side.tokens), 'token')} to toss")
        return text
    for token in side.tokens:
        text.append("\n    ")
        text.append(token_label(token), style=role_style(styles, "muted") if token.spent else "")
    return text


def spend_line(spend: SpendView) -> str:
    """What spending one token would do, marked ✓ if the rules allow it now, ✗ if not."""
    return f"{'✓' if spend.available else '✗'} token {spend.token + 1} {spend.face}: {spend.effect}"


def odds_text(odds: TossOdds, styles: Styles, assumptions: bool = True) -> Text:
    """The exact odds before the toss: who acts first, and each side's damage shown by the toss."""
    text = Text()
    text.append("Odds before the toss (exact)", style="bold")
    for side in odds.sides:
        text.append(f"\n  {side.name}: acts first {side.first:g}% · damage ")
        text.append(" ".join(f"{value}:{chance:g}%" for value, chance in side.damage))
        text.append(f" · mean {side.expected_damage:g}")
    if assumptions:
        for line in odds.assumptions:
            text.append(f"\n  · {line}", style=role_style(styles, "muted"))
    return text


def board_text(board: CombatBoard, styles: Styles) -> Text:
    """The round, whose turn, both sides, damage about to land, and what each spend would do."""
    text = Text()
    text.append(f"Round {board.round} · {board.phase}", style="bold")
    if board.first:
        text.append(f" · first: {board.first}")
    if board.acting:
        text.append(" · to act: ")
        text.append(board.acting, style=role_style(styles, "active"))
    if board.result:
        text.append(f"\nRESULT: {board.result}", style="bold")
    for side in board.sides:
        text.append("\n")
        text.append_text(side_text(side, side.name == board.acting, styles, between=board.phase == "between"))
    if board.phase == "between":
        text.append(f"\nBetween rounds: {board.acting} stays (f9) or retreats (type: retreat TERRAIN KIND SPACE)",
                    style=role_style(styles, "warn"))
    if board.pending:
        text.append(f"\n! {board.pending}: shield (f6) or take it (f7)", style=role_style(styles, "warn"))
    if board.spends:
        text.append("\nspends:", style=role_style(styles, "muted"))
        for spend in board.spends:
            text.append("\n  " + spend_line(spend), style="" if spend.available else role_style(styles, "muted"))
    return text


def fight_text(fight: FightView, styles: Styles, assumptions: bool = True) -> Text:
    """The whole fight panel: the enemy card, the board or the outcome to enter, and the odds."""
    text = Text()
    if fight.battle and fight.board is not None:
        text.append("Hero battle: ", style="bold")
        text.append(f"{fight.board.sides[0].name} attacks {fight.enemy}", style="bold")
        text.append(f" · allowed by {fight.battle} · both may retreat between rounds, the attacker first")
    else:
        text.append("Fight: ", style="bold")
        text.append(fight.enemy, style="bold")
        text.append(f" · {colour_word(fight.colour)} challenge", style=role_style(styles, fight.colour))
    if fight.reward:
        text.append(f" · reward {fight.reward}")
    if fight.board is None:
        text.append("\nPlayed with the table's tokens: enter the outcome, e.g. 'fight won 2'.")
        return text
    text.append("\n")
    text.append_text(board_text(fight.board, styles))
    if fight.odds is not None:
        text.append("\n")
        text.append_text(odds_text(fight.odds, styles, assumptions))
        text.append("\nToss (f5), or enter the table's: landed FACE ... / FACE ...", style=role_style(styles, "muted"))
    return text


__all__ = ["INITIATIVE", "SYMBOL_MARKS", "board_text", "fight_text", "odds_text", "side_text", "spend_line",
           "token_label"]
