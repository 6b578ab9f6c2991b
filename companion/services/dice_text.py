"""Rolls as the table reads them aloud, in the interface's language: the faces' symbols translated, numbers as rolled.

`DiceRoll.describe` (the engine's) is the English text the log and the golden files keep; this
is the same line with each symbol in the interface's words (a Dice Throne symbol under the game
names' context, a Runebound terrain as the game's word), so English reads exactly as before.
`RollText` keeps a roll as a message, so a report built in one language reads in the one it is shown in.
`logged_dice` is how the action log reads a line's dice, a sentence of their faces after the line's own.
"""

from __future__ import annotations

from typing import Any

from companion.services.i18n import _, ngettext, pgettext, translate
from rules_engine.dice import DiceRoll, Face
from rules_engine.messages import Message, Translator

#: The catalogue context of Dice Throne's names, die symbols among them (rules_engine.dice_throne.game_names).
GAME_NAMES = "dice-throne name"


def symbol_text(symbol: str, translator: Translator) -> str:
    """A die symbol in the translator's language: a game's name for it, else the catalogue's word, else itself."""
    lookup = getattr(translator, "pgettext", None)
    named = lookup(GAME_NAMES, symbol) if lookup is not None else symbol
    return named if named != symbol else translator.gettext(symbol)


def face_text(face: Face, translator: Translator) -> str:
    """One face as `Face.describe` reads it ('0 (=10)', '4 bullet', 'forest+road'), symbols translated."""
    joined = "+".join(face.symbols)
    symbols = "+".join(symbol_text(symbol, translator) for symbol in face.symbols)
    label = symbols if face.symbols and joined == face.label else face.label
    parts = [label]
    if face.value is not None and str(face.value) != face.label:
        parts[0] = f"{label} (={face.value})"
    if face.symbols and joined != face.label:
        parts.append(symbols)
    return " ".join(parts)


class RollText(Message):
    """A roll as the table reads it: `DiceRoll.describe` as its text, its symbols translated when rendered."""

    roll: DiceRoll

    def __new__(cls, roll: DiceRoll) -> RollText:
        text = str.__new__(cls, roll.describe())
        text.msgid, text.params, text.roll = str(text), {}, roll
        return text

    def render(self, translator: Translator) -> str:
        """'[3, 0 (=10)] = 13', '[forest+road]' with each symbol in the translator's language."""
        roll = self.roll
        shown = ", ".join(face_text(face, translator) for face in roll.faces)
        if not roll.values or any(face.symbols for face in roll.faces):
            return f"[{shown}]"
        mod = f" {'+' if roll.modifier >= 0 else '-'} {abs(roll.modifier)}" if roll.modifier else ""
        return f"[{shown}]{mod} = {roll.total}"

    def __reduce__(self) -> tuple:
        return (RollText, (self.roll,))


def roll_text(roll: DiceRoll) -> str:
    """A roll as `DiceRoll.describe` reads it, symbols in the interface's language."""
    return translate(RollText(roll))


def dice_text(dice: Any) -> str:
    """The dice of a log entry (one roll or several) as the table reads them; '' when it has none."""
    if not dice:
        return ""
    rolls = dice if isinstance(dice, (list, tuple)) else (dice,)
    return "; ".join(roll_text(r) if isinstance(r, DiceRoll) else (r.describe() if hasattr(r, "describe") else str(r))
                     for r in rolls)


class _ActiveLanguage:
    """The interface's language as a `Translator` (what `symbol_text` and `face_text` take)."""

    gettext = staticmethod(_)
    ngettext = staticmethod(ngettext)
    pgettext = staticmethod(pgettext)


def logged_face(face: Face, translator: Translator) -> str:
    """One face as a log line reads it: a face of symbols as its symbols said ('forest and hills'), any other as
    `face_text` ('0 (=10)', '4 bullet')."""
    if face.symbols and "+".join(face.symbols) == face.label:
        return _(" and ").join(symbol_text(symbol, translator) for symbol in face.symbols)
    return face_text(face, translator)


def logged_dice(dice: Any) -> str:
    """A log line's dice as the sentence after it ('Dice: hills, plains, forest and hills, road.'); '' when it has none.

    The dice are read face by face, never summed: where a rule reads a total (a Runebound 2e test, a free roll),
    the line's own sentence says it with its modifier and target. Several rolls are kept apart by semicolons."""
    if not dice:
        return ""
    rolls = dice if isinstance(dice, (list, tuple)) else (dice,)
    translator = _ActiveLanguage()
    shown = "; ".join(", ".join(logged_face(face, translator) for face in r.faces) if isinstance(r, DiceRoll)
                      else (r.describe() if hasattr(r, "describe") else str(r)) for r in rolls)
    return _("Dice: {dice}.").format(dice=shown)
