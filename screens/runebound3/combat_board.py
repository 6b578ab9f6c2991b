"""The Runebound 3e combat board drawn from the fight's typed view data: both sides' tokens as tossed,
whose turn to spend, what each spend would do, shields held, surges used, doubled pairs, and the
exact odds before a toss (`rules_engine.runebound3.board.FightView`).

Every symbol is drawn with its word beside it; colour only ever repeats what the words say.
"""

from __future__ import annotations

from rich.text import Text

from companion.services.i18n import _, ngettext, translate
from rules_engine.runebound3.board import FightView, TossOdds
from rules_engine.runebound3.gains import reward_option
from rules_engine.runebound3.combat.board import CombatBoard, SideView, SpendView, TokenView
from rules_engine.runebound3.combat.state import Phase
from rules_engine.plurals import count as count_of
from rules_engine.runebound3.words import face_words, word
from screens.runebound3.widgets import Styles, colour_word, role_style

#: The large symbol of each token face, drawn before its word.
SYMBOL_MARKS = {"axe": "⚔", "bolt": "ϟ", "skull": "☠", "wing": "↟", "surge": "✦", "double": "×2",
                "shield": "▣", "miss": "–"}

#: The golden initiative mark, a small symbol beside the large one.
INITIATIVE = "★"


def token_label(token: TokenView) -> str:
    """One token as it lies: number, large symbol(s) with its word, the golden mark, the face below."""
    if not token.symbol:
        return _("{number} {token}: to toss").format(number=token.index + 1, token=translate(token.name))
    count = f"{token.count}" if token.count > 1 else ""
    mark = f" {INITIATIVE}" if token.initiative else ""
    face = translate(face_words(f"{count}{token.symbol}"))
    words = f"{token.index + 1} {SYMBOL_MARKS.get(token.symbol, '?')} {face}{mark}"
    if token.holds is not None:
        words += " " + _("holding {number}").format(number=token.holds + 1)
    if token.on_doubling is not None:
        words += " " + _("on {number}").format(number=token.on_doubling + 1)
    words += " " + _("(under: {other_face})").format(other_face=translate(face_words(token.other_face)))
    return words + (" " + _("spent") if token.spent else "")


def side_text(side: SideView, acting: bool, styles: Styles, between: bool = False) -> Text:
    """One side: health and wounds, initiative marks, shields held, surges used, passed, its tokens
    (between rounds only how many will be tossed again: last round's faces no longer count)."""
    text = Text()
    text.append("▶ " if acting else "  ", style="bold")
    text.append(side.name, style=role_style(styles, "active") if acting else "bold")
    text.append(" " + _("({kind}) wounds {wounds}/{health}").format(
        kind=translate(word(side.kind)), wounds=side.wounds,
        health=side.health), style=role_style(styles, "warn") if side.wounds else "")
    text.append(" · " + f"{INITIATIVE} {side.initiative_marks} · " + _("shields held {shields}").format(
        shields=side.shields_held))
    if side.ward:
        text.append(" · " + _("surge shield held {ward}").format(ward=side.ward))
    text.append(" · " + _("surges used: {names}").format(
        names=", ".join(side.surges_used) if side.surges_used else _("none")))
    if side.pairs:
        text.append(" · " + _("pairs:") + " " + ", ".join(_("{top} on {base}").format(
            top=top + 1, base=base + 1) for base, top in side.pairs))
    if side.passed:
        text.append(" · " + _("PASSED"), style="bold")
    if between:
        text.append(" · " + _("{tokens} to toss next round").format(
            tokens=translate(count_of(len(side.tokens), 'token', 'tokens'))))
        return text
    if side.tokens and not any(token.symbol for token in side.tokens):
        text.append(" · " + _("{tokens} to toss").format(
            tokens=translate(count_of(len(side.tokens), 'token', 'tokens'))))
        return text
    for token in side.tokens:
        text.append("\n    ")
        text.append(token_label(token), style=role_style(styles, "muted") if token.spent else "")
    return text


def spend_line(spend: SpendView) -> str:
    """What spending one token would do, marked ✓ if the rules allow it now, ✗ if not."""
    return ("✓ " if spend.available else "✗ ") + _("token {number} {face}: {effect}").format(
        number=spend.token + 1, face=translate(face_words(spend.face)), effect=translate(spend.effect))


def odds_text(odds: TossOdds, styles: Styles, assumptions: bool = True) -> Text:
    """The exact odds before the toss: who acts first, and each side's damage shown by the toss."""
    text = Text()
    text.append(_("Odds before the toss (exact)"), style="bold")
    for side in odds.sides:
        text.append("\n  " + _("{side}: acts first {first}% · damage").format(
            side=side.name, first=format(side.first, "g")) + " ")
        text.append(" ".join(f"{value}:{chance:g}%" for value, chance in side.damage))
        text.append(" · " + _("mean {expected_damage}").format(expected_damage=format(side.expected_damage, 'g')))
    if assumptions:
        for line in odds.assumptions:
            text.append(f"\n  · {translate(line)}", style=role_style(styles, "muted"))
    return text


def board_text(board: CombatBoard, styles: Styles) -> Text:
    """The round, whose turn, both sides, damage about to land, and what each spend would do."""
    text = Text()
    text.append(_("Round {round} · {phase}").format(
        round=board.round, phase=translate(word(board.phase))), style="bold")
    if board.first:
        text.append(" · " + _("first: {first}").format(first=board.first))
    if board.acting:
        text.append(" · " + _("to act:") + " ")
        text.append(board.acting, style=role_style(styles, "active"))
    if board.result:
        text.append("\n" + _("RESULT: {result}").format(result=translate(board.result)), style="bold")
    for side in board.sides:
        text.append("\n")
        text.append_text(side_text(side, side.name == board.acting, styles, between=board.phase == Phase.BETWEEN))
    if board.phase == Phase.BETWEEN:
        text.append("\n" + _("Between rounds: {acting} stays (f9) or retreats (type: retreat TERRAIN KIND SPACE)").format(acting=board.acting),
                    style=role_style(styles, "warn"))
    if board.pending:
        text.append("\n" + "! " + _("{pending}: shield (f6) or take it (f7)").format(
            pending=translate(board.pending)), style=role_style(styles, "warn"))
    if board.spends:
        text.append("\n" + _("spends:"), style=role_style(styles, "muted"))
        for spend in board.spends:
            text.append("\n  " + spend_line(spend), style="" if spend.available else role_style(styles, "muted"))
    return text


def reward_text(reward: str) -> str:
    """An enemy's printed reward in the interface's language when it is gold and skill cards ("2 gold"), else as printed."""
    option = reward_option(reward)
    if option is None or option.wounds or option.delayed or option.gold < 0 or option.cards < 0:
        return reward
    parts = []
    if option.gold:
        parts.append(ngettext("{n} gold", "{n} gold", option.gold).format(n=option.gold))
    if option.cards:
        parts.append(ngettext("{n} skill card", "{n} skill cards", option.cards).format(n=option.cards))
    return ", ".join(parts) or reward


def fight_text(fight: FightView, styles: Styles, assumptions: bool = True) -> Text:
    """The whole fight panel: the enemy card, the board or the outcome to enter, and the odds."""
    text = Text()
    if fight.battle and fight.board is not None:
        text.append(_("Hero battle:") + " ", style="bold")
        text.append(_("{name} attacks {enemy}").format(name=fight.board.sides[0].name, enemy=fight.enemy), style="bold")
        text.append(" · " + _("allowed by {battle} · both may retreat between rounds, the attacker first").format(
            battle=fight.battle))
    else:
        text.append(_("Fight:") + " ", style="bold")
        text.append(fight.enemy, style="bold")
        text.append(" · " + _("{colour_word} challenge").format(
            colour_word=colour_word(fight.colour)), style=role_style(styles, fight.colour))
    if fight.reward:
        text.append(" · " + _("reward {reward}").format(reward=reward_text(fight.reward)))
    if fight.board is None:
        text.append("\n" + _("Played with the table's tokens: enter the outcome, e.g. 'fight won 2'."))
        return text
    text.append("\n")
    text.append_text(board_text(fight.board, styles))
    if fight.odds is not None:
        text.append("\n")
        text.append_text(odds_text(fight.odds, styles, assumptions))
        text.append("\n" + _("Toss (f5), or enter the table's: landed FACE ... / FACE ..."), style=role_style(styles, "muted"))
    return text


__all__ = ["INITIATIVE", "SYMBOL_MARKS", "board_text", "fight_text", "odds_text", "side_text", "spend_line",
           "token_label"]
