"""The retreat form: what the table says about the neighbouring space a retreat steps to, read into the same
chance request the typed `retreat` command builds.

The app does not hold Runebound 3e's map, so a retreat needs three words only the table knows: the terrain
the step needs, the space's kind and its name. A screen shows `RETREAT_FIELDS` (the first two as choices from
the engine's own words, the name as text) and hands what was entered to `retreat_request`, which reads each
value with the argument the typed command reads it with (`fight_commands.NEEDS`, `KIND`, `SPACE`) and keeps
names to the project's one rule for names (`naming.name_fault`). Anything it cannot read is a `CommandError`
with one line saying which field and what it wants; nothing is built then.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.chance import DiceRequest
from rules_engine.errors import CommandError
from rules_engine.grammar.arguments import Arg
from rules_engine.grammar.naming import name_fault
from rules_engine.grammar.reading_errors import Mismatch, Refused
from rules_engine.messages import Message, N_
from rules_engine.runebound3.fight_commands import KIND, NEEDS, SPACE
from rules_engine.runebound3.fighting import ANY, escape_request
from rules_engine.runebound3.state import SpaceKind

#: The words a terrain choice shows for each word the engine reads (msgids: the interface translates them).
TERRAIN_LABELS: dict[str, str] = {
    ANY: N_("any face (a city, a road or a bridge)"), "plains": N_("plains"), "road": N_("road"),
    "river": N_("river"), "water": N_("water"), "swamp": N_("swamp"), "forest": N_("forest"), "hills": N_("hills"),
    "mountains": N_("mountains"), "desert": N_("desert"), "wild": N_("wild"),
}

#: The words a kind choice shows for each kind of space.
KIND_LABELS: dict[str, str] = {
    SpaceKind.CITY.value: N_("city"), SpaceKind.TOWN.value: N_("town"), SpaceKind.FORTRESS.value: N_("fortress"),
    SpaceKind.SANCTUARY.value: N_("sanctuary"), SpaceKind.WILDS.value: N_("wilds"),
}


@frozen_value(slots=True)
class RetreatField:
    """One thing the form asks: its key (the typed command's argument), its label (a msgid), and the
    (word, label msgid) choices it offers; no choices means the table types it."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...] = ()


def _choices(arg: Arg, labels: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple((word, labels.get(word, word)) for word in arg.candidates(None))


#: The form's fields, in the order the typed command takes them.
RETREAT_FIELDS = (
    RetreatField(NEEDS.name, N_("The terrain the step needs"), _choices(NEEDS, TERRAIN_LABELS)),
    RetreatField(KIND.name, N_("The kind of space"), _choices(KIND, KIND_LABELS)),
    RetreatField(SPACE.name, N_("The space's name")),
)

_ARGS: dict[str, Arg] = {NEEDS.name: NEEDS, KIND.name: KIND, SPACE.name: SPACE}


def _read(state: Any, field: RetreatField, entered: Mapping[str, str]) -> Any:
    arg = _ARGS[field.key]
    word = (entered.get(field.key) or "").strip()
    if not word:
        raise CommandError(Message("{field}: say {what}", field=Message(field.label), what=arg.expected(state)))
    try:
        return arg.read(state, word)
    except Mismatch:
        raise CommandError(Message("{field}: {word} is not {what}", field=Message(field.label), word=repr(word),
                                   what=arg.expected(state))) from None
    except Refused as refused:
        raise CommandError(Message("{field}: {why}", field=Message(field.label), why=refused.message)) from None


def retreat_request(state: Any, entered: Mapping[str, str]) -> DiceRequest:
    """The terrain die a retreat to the space entered asks for, exactly as the typed `retreat` builds it;
    CommandError (one line: the field and what it wants) when a value cannot be read."""
    values = {field.key: _read(state, field, entered) for field in RETREAT_FIELDS}
    fault = name_fault(values[SPACE.name])
    if fault is not None:
        raise CommandError(Message("{field}: {why}", field=Message(RETREAT_FIELDS[-1].label), why=fault))
    return escape_request(values[NEEDS.name], values[KIND.name], values[SPACE.name])


__all__ = ["KIND_LABELS", "RETREAT_FIELDS", "TERRAIN_LABELS", "RetreatField", "retreat_request"]
