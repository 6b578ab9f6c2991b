"""The scenario's main villain: kept apart from the three challenge decks, brought in when the scenario says.

The summary names the main villains (Margath, Vorakesh) apart from the challenge cards that form the three
decks, and leaves their entrance and the victory over them to the scenario card (Условия Победы.). So an
enemy card with a villain's own token is never drawn on an adventure; the table brings it in with
`villain NAME` when the scenario card says, and the active hero fights it token by token as any enemy.
"""

from __future__ import annotations

from rules_engine.chance import DrawnCard
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import FaceVillain
from rules_engine.runebound3.catalogue_cards import find
from rules_engine.runebound3.enemies import EnemyCard
from rules_engine.runebound3.fighting import start_fight, unfightable
from rules_engine.runebound3.state import Colour, PendingCombat, R3State, Stage
from rules_engine.values import replace

#: The deck name a villain's card is taken from (none of the three challenge decks).
VILLAIN_DECK = "villains"


def villains(state: R3State) -> tuple[EnemyCard, ...]:
    """The session's main villains: enemy cards with a villain's own token."""
    return tuple(e for e in state.enemies + state.typed_enemies if e.villain_token is not None)


def is_villain(state: R3State, name: str) -> bool:
    """Whether this card name is one of the session's main villains."""
    return find(villains(state), name) is not None


def villain_refusal(name: str) -> Message:
    """Why a villain is not drawn from a challenge deck."""
    return Message("{card} is the scenario's main villain: it is kept apart from the three challenge decks and "
                   "enters when the scenario card says (villain {card})", card=name)


def face_villain(state: R3State, act: FaceVillain, ref: Referee) -> R3State:
    """Start the fight with the named main villain for the active hero (the turn's own checks, delayed or
    defeated, come first: `resolve` makes them)."""
    card = find(villains(state), act.name)
    ref.require(card is not None, "runebound3.villain", Message(
        "{name} is not a main villain of this session (villains: {names})", name=repr(act.name),
        names=", ".join(v.name for v in villains(state)) or Message("none")), hard=True)
    assert card is not None
    ref.cite("runebound3.villain", "runebound3.enemy")
    drawn = DrawnCard(VILLAIN_DECK, card.name, "table")
    fighting = start_fight(state, drawn, Colour.GREY, ref)
    if fighting is not None:
        return fighting
    ref.note(Message("{unfightable}: fight with the physical tokens and enter the outcome",
                     unfightable=unfightable(state, card)))
    return replace(state, stage=Stage.COMBAT, combat=PendingCombat(state.active, card.name, Colour.GREY))
