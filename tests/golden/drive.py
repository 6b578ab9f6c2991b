"""Replay helpers for the golden game logs: one recorded step in, what the engine makes of it out.

`act_on` is the one seam between "how the app turns a typed command into an action" and the
comparison the golden test makes. Everything else here is about the recorded JSON: how a view,
a state and a ruling are written down, and how a step is replayed from its recorded action alone.
After a port of the command grammar only `act_on` should need to change.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules_engine.actions import Action, decode_action
from rules_engine.dice import TableDice
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.game import DiceRequest, Game, GameView
from rules_engine.ruling import Ruling
from rules_engine.serialization import to_jsonable

APPLIED = "applied"
REFUSED = "refused"
NOT_UNDERSTOOD = "not-understood"

#: The fields of a `GameView` a golden step records, in the order the brief names them.
VIEW_FIELDS = ("turn", "phase", "players", "allowed_now", "finished", "result", "sections")

#: State fields recorded once in a log's first line instead of in every step (they never change
#: during a game and would make the files many times larger): game id -> field names.
STATIC_STATE_FIELDS: dict[str, tuple[str, ...]] = {
    "dice-throne": ("heroes",),
    "dungeoneer": ("cards", "monsters", "quest_cards", "adventure_cards", "options", "left_out"),
    "runebound3": ("item_deck", "enemies", "enemy_tokens"),
}


@dataclass(frozen=True, slots=True)
class Acted:
    """What one typed step did: its outcome, the action it became, the ruling or error, the state after."""

    outcome: str
    action: Action | None
    ruling: Ruling | None
    error: str | None
    state: Any


class RecordedStepError(AssertionError):
    """A recorded step that cannot be acted on as written (its dice do not fit what the command asks)."""


def act_on(game: Game, state: Any, step: Mapping[str, Any]) -> Acted:
    """Type the step's command, fill any dice it asks for from the recorded faces, apply it.

    The step is a mapping with `command` (the text), `dice` (face strings, or None when the
    command asks for no dice) and `override` (True: applied as a house rule).
    """
    text: str = step["command"]
    faces: Sequence[str] | None = step.get("dice")
    override = bool(step.get("override", False))
    try:
        parsed = game.parse_command(state, text)
        if isinstance(parsed, DiceRequest):
            if faces is None:
                raise RecordedStepError(f"{text!r} asks for {parsed.count} {parsed.die.name}, but no dice are recorded")
            action = parsed.build(TableDice(list(faces)).roll(parsed.die, parsed.count, parsed.modifier))
        else:
            if faces is not None:
                raise RecordedStepError(f"{text!r} asks for no dice, but {list(faces)} are recorded")
            action = parsed
    except CommandError as error:
        return Acted(NOT_UNDERSTOOD, None, None, str(error), state)
    try:
        outcome = game.apply(state, action, override=override)
    except RuleViolation as violation:
        return Acted(REFUSED, action, violation.ruling, None, state)
    return Acted(APPLIED, action, outcome.ruling, None, outcome.state)


def apply_recorded(game: Game, state: Any, step: Mapping[str, Any]) -> Any:
    """Replay a step from its recorded action JSON alone (no typed text, no parser).

    An applied step returns the new state; a refused one must still be refused (the state is
    returned unchanged); a step without an action (not understood) changes nothing.
    """
    if step["action"] is None:
        return state
    action = decode_action(step["action"])
    try:
        outcome = game.apply(state, action, override=bool(step["override"]))
    except RuleViolation as violation:
        if step["outcome"] != REFUSED:
            raise AssertionError(f"the recorded action is now refused: {violation.ruling.message}") from None
        return state
    if step["outcome"] != APPLIED:
        raise AssertionError(f"the recorded action was {step['outcome']}, but now it applies: {outcome.ruling.message}")
    return outcome.state


def view_json(view: GameView) -> dict[str, Any]:
    """The recorded form of a view: the fields the screens use, as plain JSON."""
    return {name: to_jsonable(getattr(view, name)) for name in VIEW_FIELDS}


def full_state_json(state: Any) -> Any:
    """The whole state as plain JSON (engine values serialise field by field)."""
    return to_jsonable(state)


def state_json(game_id: str, state: Any) -> Any:
    """The recorded form of a state after a step: the whole state less its static fields (see the first line)."""
    data = full_state_json(state)
    for name in STATIC_STATE_FIELDS.get(game_id, ()):
        data.pop(name)
    return data


def static_state_json(game_id: str, state: Any) -> dict[str, Any]:
    """The fields a log records once, in its first line, because no step changes them."""
    data = full_state_json(state)
    return {name: data[name] for name in STATIC_STATE_FIELDS.get(game_id, ())}


def ruling_json(ruling: Ruling | None) -> dict[str, Any] | None:
    """The recorded form of a ruling (citations in full, as the session log stores them)."""
    return ruling.to_json() if ruling is not None else None


def ruling_key(ruling: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """What the golden test compares of a ruling: verdict, message, cited and waived rule ids (in order), effects.

    The citations' book titles, headings and summaries belong to the rules index, which may be
    reworded without any change of behaviour, so only their rule ids are compared.
    """
    if ruling is None:
        return None
    return {
        "allowed": ruling["allowed"],
        "message": ruling["message"],
        "citations": [c["rule_id"] for c in ruling["citations"]],
        "waived": [c["rule_id"] for c in ruling["waived"]],
        "effects": list(ruling["effects"]),
    }


def step_record(game: Game, step: Mapping[str, Any], acted: Acted) -> dict[str, Any]:
    """One line of a golden log: the typed step and everything the engine made of it."""
    return {
        "command": step["command"],
        "dice": list(step["dice"]) if step.get("dice") is not None else None,
        "override": bool(step.get("override", False)),
        "outcome": acted.outcome,
        "action": acted.action.to_json() if acted.action is not None else None,
        "ruling": ruling_json(acted.ruling),
        "error": acted.error,
        "view": view_json(game.view(acted.state)),
        "state": state_json(game.id, acted.state),
    }
