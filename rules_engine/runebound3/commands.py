"""The typed commands of a Runebound 3rd edition table, on the shared grammar.

The turn's plain actions are here; commands naming a drawn card, dice travel, skills and barter are in
`card_commands.py`, and the fight's commands in `fight_commands.py`.
"""

from __future__ import annotations

from typing import Any

from rules_engine.errors import CommandError
from rules_engine.grammar import Command, Grammar, Int, Lit, Name, Opt, Word
from rules_engine.messages import Message, N_
from rules_engine.runebound3 import actions as A
from rules_engine.runebound3.card_commands import COMMANDS as CARD_COMMANDS
from rules_engine.runebound3.challenge_commands import COMMANDS as CHALLENGE_COMMANDS
from rules_engine.runebound3.choices import choices
from rules_engine.runebound3.fight_commands import COMMANDS as FIGHT_COMMANDS
from rules_engine.runebound3.move_commands import COMMANDS as MOVE_COMMANDS
from rules_engine.runebound3.state import SETTLEMENTS, CombatOutcome, R3State, SpaceKind

KINDS = tuple(k.value for k in SpaceKind)
OUTCOMES = tuple(o.value for o in CombatOutcome)

def _rest(state: R3State, values: dict[str, Any]) -> A.Rest:
    """`rest` alone in a settlement (nothing to count there); outdoors the matching dice are said."""
    if values.get("matches") is not None:
        return A.Rest(values["matches"])
    if state.hero.space_kind in SETTLEMENTS:
        return A.Rest(0)
    if state.terrain_faces:
        raise CommandError(Message("{space} is outdoors: rest heals one wound per terrain die showing its terrain, so "
                                   "say how many matched (rest N) or let the app roll (heal TERRAIN)",
                                   space=state.hero.space))
    raise CommandError(Message("{space} is outdoors: rest heals one wound per terrain die showing its terrain, so say "
                               "how many matched (rest N), or give the space's terrain and the faces the table rolled "
                               "(heal TERRAIN rolled FACE ...)", space=state.hero.space))


COMMANDS = (
    Command("train", (), lambda s, v: A.Train(), N_("train: the hand ends at the hero's hand size"),
            formats=(A.Train,), unbuild=lambda a: {}),
    Command("stand", (), lambda s, v: A.Stand(), N_("a delayed hero stands up (one action)"),
            formats=(A.Stand,), unbuild=lambda a: {}),
    Command("rest", (Opt(Int("matches", 0, 9)),), _rest,
            N_("rest: in a city, town, fortress or sanctuary every wound heals; outdoors give how many terrain dice "
               "matched (or 'heal TERRAIN' for the app to roll)"), formats=(A.Rest,),
            unbuild=lambda a: {"matches": a.matches}),
    Command("move", (Word("kind", KINDS), Name("space")), lambda s, v: A.Move(v["space"], v["kind"]),
            N_("move to a neighbouring space: its kind, then its name"), formats=(A.Move,),
            unbuild=lambda a: {"kind": a.kind, "space": a.space}),
    Command("buy", (Name("item"), Opt(Lit("discard"), Name("discard"))),
            lambda s, v: A.Buy(v["item"], v["discard"] or ""),
            N_("buy an item from the market; holding one of its type, 'discard NAME' says which of the two goes "
            "(without it, the one held)"),
            formats=(A.Buy,), unbuild=lambda a: {"item": a.item, "discard": a.discard or None}),
    Command("sell", (Name("item"),), lambda s, v: A.Sell(v["item"]), N_("sell an item while trading"),
            formats=(A.Sell,), unbuild=lambda a: {"item": a.item}),
    Command("fight", (Word("outcome", OUTCOMES), Int("wounds", 0, 99)),
            lambda s, v: A.CombatResult(v["outcome"], v["wounds"]),
            N_("enter a fight's outcome and the wounds taken"), formats=(A.CombatResult,),
            unbuild=lambda a: {"outcome": a.outcome, "wounds": a.wounds}),
)

ALL_COMMANDS = COMMANDS + CARD_COMMANDS + FIGHT_COMMANDS + CHALLENGE_COMMANDS + MOVE_COMMANDS


def _first(state: Any) -> tuple[str, ...]:
    """The verbs of what the game allows now (its choices), each once: help and the line under the board list them
    first, so a session waiting for its markets to be dealt, or a fight for its next step, shows that before the rest."""
    now = {choice.action for choice in choices(state)}
    return tuple(dict.fromkeys(command.verb for command in ALL_COMMANDS if now.intersection(command.formats)))


GRAMMAR = Grammar("Runebound 3rd edition", ALL_COMMANDS, quoting=True, first=_first)
