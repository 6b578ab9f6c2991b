"""Rolls as the table reads them aloud, in the interface's language: the faces' symbols translated, numbers as rolled.

`DiceRoll.describe` (the engine's) is the English text the log and the golden files keep; this
is the same line with each symbol in the interface's words (a Dice Throne symbol under the game
names' context, a Runebound terrain as the game's word), so English reads exactly as before.
`RollText` keeps a roll as a message, so a report built in one language reads in the one it is shown in.
`logged_dice` is how the action log reads a line's dice, a sentence of their faces after the line's own.
"""

from __future__ import annotations

from collections.abc import Callable
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
    return face_said(face, lambda symbol: symbol_text(symbol, translator))


def face_said(face: Face, say: Callable[[str], str]) -> str:
    """One face as `Face.describe` reads it, each symbol as `say` says it."""
    joined = "+".join(face.symbols)
    symbols = "+".join(say(symbol) for symbol in face.symbols)
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


def said_symbol(symbol: str) -> str:
    """A die symbol in the interface's language (`symbol_text` with the active language)."""
    return symbol_text(symbol, _ActiveLanguage())


def logged_face(face: Face, translator: Translator) -> str:
    """One face as a log line reads it: `face_text`, a face of several symbols joined by '+' as the board's panels
    and the dice tray join them in every language ('forest+hills', «лес+холмы»); '0 (=10)', '4 bullet'."""
    return face_text(face, translator)


def said_dice(dice: Any) -> str:
    """Dice (one roll or several) face by face as the table reads them aloud, never summed: '6, 3, 2, 5',
    'hills, forest+hills'; several rolls kept apart by semicolons; '' when there are none.

    No total: the dice a rule sums (a Runebound 2e test, against the hero's attribute) are summed in that rule's own
    sentence, with the modifier and the target, and a roll-off, an attack's symbols or a move's terrains are read
    die by die (Dice Throne's book compares the highest die and reads an attack by its symbols and straights)."""
    if not dice:
        return ""
    rolls = dice if isinstance(dice, (list, tuple)) else (dice,)
    translator = _ActiveLanguage()
    return "; ".join(", ".join(logged_face(face, translator) for face in r.faces) if isinstance(r, DiceRoll)
                     else (r.describe() if hasattr(r, "describe") else str(r)) for r in rolls)


def logged_dice(dice: Any) -> str:
    """A log line's dice as the sentence after it ('Dice: hills, plains, forest+hills, road.'); '' when it has none.

    The dice are read face by face, never summed (`said_dice`): where a rule reads a total (a Runebound 2e test, a
    free roll), the line's own sentence says it with its modifier and target."""
    shown = said_dice(dice)
    return _("Dice: {dice}.").format(dice=shown) if shown else ""
