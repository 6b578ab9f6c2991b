"""How the table says its physical tokens landed: the face it sees on each token, or front/back.

A face is written as the token notation writes it (`2axe*`, `shield`, `miss`); a symbol that does
not exist is refused by `parse_face` with one message naming the symbols.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules_engine.errors import CommandError
from rules_engine.messages import Message
from rules_engine.runebound3.combat.actions import Toss
from rules_engine.runebound3.combat.state import CombatState
from rules_engine.runebound3.tokens import CombatToken, parse_face
from rules_engine.runebound3.words import face_words
from rules_engine.plurals import count as count_of


def landed_face(token: CombatToken, text: str, name: str = "") -> bool:
    """True when the table's face text is the token's front, False for its back; a refusal names the token by `name`
    (the name a player reads for it), else by its own."""
    word = text.strip().casefold()
    if word in ("front", "back"):
        return word == "front"
    seen = parse_face(text)
    matches = [up for up, face in ((True, token.front), (False, token.back))
               if (face.symbol, face.count) == (seen.symbol, seen.count)]
    if len(matches) == 2:
        exact = [up for up in matches if token.face(up).initiative == seen.initiative]
        matches = exact or matches[:1]
    if not matches:
        notation, said = face_words(token.notation()), face_words(text.strip())
        if name:  # a name that says it is a token ("Ash's token 1")
            raise CommandError(Message("{token} ({notation}) has no face '{text}'", token=name, notation=notation,
                                       text=said))
        raise CommandError(Message("token {token} ({notation}) has no face '{text}'", token=token.name,
                                   notation=notation, text=said))
    return matches[0]


def landed_faces(tokens: Sequence[CombatToken], texts: Sequence[str],
                 names: Mapping[str, str] | None = None) -> tuple[bool, ...]:
    """Read one face per token, in order; refuses a wrong number of faces (a token named as `names` says, by its own
    name, else by its own)."""
    shown = names or {}
    if len(texts) != len(tokens):
        raise CommandError(Message("enter one face for each of the {tokens}, not {given}",
                                   tokens=count_of(len(tokens), "token", "tokens"), given=len(texts)))
    return tuple(landed_face(token, text, shown.get(token.name, "")) for token, text in zip(tokens, texts, strict=True))


def toss_from_faces(state: CombatState, attacker: Sequence[str], defender: Sequence[str],
                    names: Mapping[str, str] | None = None) -> Toss:
    """The toss action for faces the table read off both sides' tokens (`names`: as for `landed_faces`)."""
    return Toss((landed_faces(state.side(0).fighter.tokens, attacker, names),
                 landed_faces(state.side(1).fighter.tokens, defender, names)))
