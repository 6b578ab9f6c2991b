"""The headless transcript runner behind `companion play`: typed lines through the session controller, one JSON object each.

A transcript is rehearsed first on an in-memory copy of the session (`rehearse`): a line the
game does not understand, or dice and cards that do not fit, stops it there with nothing
written. Then `perform` plays the same lines on the saved session, each applied action
committed as in the TUI, using again every roll and draw the app made in the rehearsal, so
what is saved is what was rehearsed.

A part the app plays itself (solo Dungeoneer's dungeon lord, `Decision.automaton`) takes its
steps after each applied line, one log entry and one JSON object each (`"automated"` names the
part), with the app's dice and deck; the table takes such a step itself instead when the next
line rolls or draws (`peril-roll`, `draw-peril [card: ...]`), as a transcript typed step by step does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from rules_engine.actions import action_type
from rules_engine.chance import CardRequest, ChanceRequest, DrawnCard, before_chance, is_request
from rules_engine.citations import Citation
from rules_engine.dice import DiceRoll, TableDice
from rules_engine.game import GameView
from rules_engine.messages import Message
from rules_engine.serialization import to_jsonable
from companion.services.i18n import reference_text, translate
from companion.services.controller import PlayedSession, SessionController
from companion.services.fulfillers import ChanceResult, DiceFrom, Fulfiller, Recording, Replaying, TableCard
from companion.services.outcomes import (
    AutomatedStep,
    Applied,
    ChanceUnusable,
    Checked,
    Conflict,
    Failed,
    InternalError,
    Moved,
    NothingToMove,
    NotUnderstood,
    Refused,
)
from companion.services.transcript_syntax import CHECK, DO, HOUSE_RULE, REDO, UNDO, TranscriptLine
from companion.services.typed_catalogue import Kept, keep_typed_cards


class BadTranscript(Exception):
    """A line the game does not understand, or dice or a card that do not fit it: nothing was written."""


class TranscriptFailure(Exception):
    """A transcript that could not be played through (a game-module bug, a conflict, a database failure)."""


@dataclass(frozen=True)
class LineResult:
    """What one line came to, the dice or card it used, and the game's view after it."""

    line: TranscriptLine
    outcome: object
    chance: ChanceResult | None
    view: GameView
    automaton: str = ""  # the part the app played in this step ('' for a line the table wrote)


@dataclass(frozen=True)
class Rehearsed:
    """A transcript played in memory: each line's result, and every roll or draw the app made, in order."""

    results: tuple[LineResult, ...]
    app_chance: tuple[ChanceResult, ...]


def table_chance(line: TranscriptLine) -> Fulfiller | None:
    """The table's own dice or card written on the line, if any."""
    if line.dice is not None:
        return DiceFrom(TableDice(line.dice))
    if line.card is not None:
        return TableCard(line.card)
    return None


def play_line(controller: SessionController, line: TranscriptLine, app: Fulfiller) -> LineResult:
    """Play one line: undo, redo, a question, or a command (chance from the line, else from `app`)."""
    used = None
    if line.kind in (UNDO, REDO):
        outcome: object = controller.undo() if line.kind == UNDO else controller.redo()
    else:
        outcome, used = _play_command(controller, line, app)
    return LineResult(line, outcome, used, controller.game.view(controller.state))


def _play_command(controller: SessionController, line: TranscriptLine, app: Fulfiller) -> tuple[object, Any]:
    parsed = controller.read(line.command)
    if isinstance(parsed, (NotUnderstood, InternalError)):
        return parsed, None
    given = table_chance(line)
    if given is not None and not is_request(parsed):
        what, note = ("dice", "[dice: ...]") if line.dice is not None else ("card", "[card: ...]")
        message = (Message("{command} needs no dice, but {note} was written after it", command=repr(line.command),
                           note=note) if what == "dice"
                   else Message("{command} needs no card, but {note} was written after it", command=repr(line.command),
                                note=note))
        return NotUnderstood(message), None
    source = Recording(given if given is not None else app)
    override = line.kind == HOUSE_RULE
    outcome: object
    if line.kind == CHECK:
        outcome = controller.check(parsed, source if given is not None else None)
    elif given is not None and is_request(parsed):  # (an action with chance written after it is refused above)
        outcome = controller.fulfil(parsed, source, override=override)  # the table's dice: the real roll decides
    else:
        outcome = controller.play(parsed, source, override=override)
    return outcome, source.results[-1] if source.results else None


def _makes(request: ChanceRequest) -> type | None:
    """The kind of action a chance request builds (named by its plain data, else built with its dice not rolled
    yet, or its stand-in card), or None when unknown."""
    if request.build.kind:
        return action_type(request.build.kind)
    try:
        built = before_chance(request)
        if built is None and isinstance(request, CardRequest) and request.candidates:
            built = request.build(DrawnCard(request.deck, request.candidates[0], "probe"))
    except Exception:  # noqa: BLE001 - a request that cannot build a stand-in is simply not matched
        return None
    return type(built) if built is not None else None


def table_takes_it(controller: SessionController, following: TranscriptLine | None) -> bool:
    """True when the next line is the automated step awaited, rolled or drawn by the table itself
    (`peril-roll`, `draw-peril [card: ...]`): then the app leaves that step to it."""
    if following is None or following.kind not in (DO, HOUSE_RULE):
        return False
    parsed, awaited = controller.read(following.command), controller.automated_request()
    if awaited is None or not is_request(parsed):
        return False
    made = _makes(parsed)
    return made is not None and made is _makes(awaited)


def automated_steps(controller: SessionController, line: TranscriptLine, following: TranscriptLine | None,
                    app: Fulfiller) -> list[LineResult]:
    """The app's own steps after an applied line (none when the next line takes the step itself), as results."""
    if controller.automated() is None or table_takes_it(controller, following):
        return []
    run = controller.run_automated(app)
    results = [_step_result(controller, line, step) for step in run.steps]
    if run.problem is not None:
        results.append(LineResult(line, run.problem, None, controller.game.view(controller.state), "?"))
    return results


def _step_result(controller: SessionController, line: TranscriptLine, step: AutomatedStep) -> LineResult:
    action = step.applied.action
    text = controller.game.format_command(action) or action.KIND.split(".", 1)[-1]  # e.g. 'draw-peril'
    written = TranscriptLine(line.number, text, DO, text)
    return LineResult(written, step.applied, step.chance, controller.game.view(controller.state), step.automaton)


def _with_next(lines: Iterable[TranscriptLine]) -> list[tuple[TranscriptLine, TranscriptLine | None]]:
    listed = list(lines)
    return list(zip(listed, listed[1:] + [None]))


def rehearse(session: PlayedSession, lines: Iterable[TranscriptLine], app: Fulfiller, *, strict: bool = False) -> Rehearsed:
    """Play every line on an in-memory session; BadTranscript for the first line that is bad input.

    With `strict`, a refused action is a TranscriptFailure too. Nothing is saved anywhere.
    """
    controller = SessionController(session)
    recording = Recording(app)
    results = []
    for line, following in _with_next(lines):
        result = play_line(controller, line, recording)
        outcome = result.outcome
        if isinstance(outcome, (NotUnderstood, ChanceUnusable, Failed)):
            raise BadTranscript(Message("line {number}: {message}", number=line.number, message=outcome.message))
        if isinstance(outcome, InternalError):
            if outcome.report is not None:
                raise TranscriptFailure(Message(
                    "line {number}: internal error while {doing}: {message} (a bug in the game module; the details are "
                    "in {path})", number=line.number, doing=outcome.doing, message=outcome.message, path=outcome.report))
            raise TranscriptFailure(Message("line {number}: internal error while {doing}: {message} (a bug in the game "
                                            "module)", number=line.number, doing=outcome.doing,
                                            message=outcome.message))
        if strict and isinstance(outcome, Refused):
            rules = ", ".join(c.rule_id for c in outcome.ruling.citations)
            raise TranscriptFailure(Message("line {number}: refused: {message}{rules}", number=line.number,
                                            message=outcome.ruling.message, rules=f" [{rules}]" if rules else ""))
        results.append(result)
        if isinstance(outcome, Applied):
            for step in automated_steps(controller, line, following, recording):
                if not isinstance(step.outcome, Applied):
                    raise TranscriptFailure(Message("after line {number}: the {who}'s step was not taken: {message}",
                                                    number=line.number, who=step.automaton or "app",
                                                    message=describe(step.outcome)))
                results.append(step)
    return Rehearsed(tuple(results), tuple(recording.results))


def perform(session: PlayedSession, lines: Iterable[TranscriptLine], rehearsed: Rehearsed,
            emit: Callable[[dict], None], session_id: int | None = None, *, catalogue: Any) -> None:
    """Play the rehearsed lines on the saved session, emitting each line's JSON as it is committed.

    A card a line typed with its values ('draw-peril [card: Dragon as monster 3 health 2 melee 4]') is kept in the
    table's `catalogue` (the store) as the app keeps it (`typed_catalogue.keep_typed_cards`), and the line says what
    came of it (`"catalogue"`). TranscriptFailure (after emitting that line) when the session was changed elsewhere or
    the database failed: the lines before it stay saved, the rest are not played.
    """
    controller = SessionController(session)
    app = Replaying(rehearsed.app_chance)
    for line, following in _with_next(lines):
        result = play_line(controller, line, app)
        emit(line_json(result, session_id, _keep_typed(controller, result, catalogue)))
        outcome = result.outcome
        if isinstance(outcome, (Conflict, Failed, InternalError, NotUnderstood, ChanceUnusable)):
            raise TranscriptFailure(Message("line {number}: {message}; the lines before it are saved, the rest were "
                                            "not played", number=line.number, message=describe(outcome)))
        if isinstance(outcome, Applied):
            for step in automated_steps(controller, line, following, app):
                emit(line_json(step, session_id, _keep_typed(controller, step, catalogue)))
                if not isinstance(step.outcome, Applied):
                    raise TranscriptFailure(Message("after line {number}: {message}; the lines before it are saved, "
                                                    "the rest were not played", number=line.number,
                                                    message=describe(step.outcome)))


def _keep_typed(controller: SessionController, result: LineResult, catalogue: Any) -> tuple[Kept, ...]:
    """What keeping the cards an applied line typed in the table's catalogue came to (none for any other line)."""
    if not isinstance(result.outcome, Applied):
        return ()
    return keep_typed_cards(controller.game.id, result.outcome.action, controller.state, db=catalogue)


# -- JSON -------------------------------------------------------------------------------------------


def citation_json(citation: Citation) -> dict:
    """A citation as the transcript prints it."""
    return {"rule_id": citation.rule_id, "reference": reference_text(citation)}


def chance_json(chance: ChanceResult | None) -> tuple[dict | None, dict | None]:
    """(dice, card) of a line, each None when not used."""
    if isinstance(chance, DiceRoll):
        return {
            "die": chance.die,
            "faces": [face.label for face in chance.faces],
            "values": list(chance.values),
            "modifier": chance.modifier,
            "total": chance.total,
            "source": chance.source,
        }, None
    if isinstance(chance, DrawnCard):
        return None, {"deck": chance.deck, "name": chance.name, "source": chance.source}
    return None, None


def describe(outcome: object) -> str:
    """An outcome's message in one line, in the interface's language."""
    return translate(_message(outcome))


def _message(outcome: object) -> str:
    if isinstance(outcome, (Applied, Refused)):
        return outcome.ruling.message
    if isinstance(outcome, Checked):
        return outcome.ruling.message if outcome.ruling is not None else outcome.note
    if isinstance(outcome, Moved):
        if outcome.ruling is not None:
            return outcome.ruling.message
        return Message("undo done") if outcome.which == "undo" else Message("redo done")
    if isinstance(outcome, NothingToMove):
        return Message("Nothing to undo.") if outcome.which == "undo" else Message("Nothing to redo.")
    if isinstance(outcome, Conflict):
        if outcome.reload_error:
            return Message("{message}; {error}", message=outcome.message, error=outcome.reload_error)
        return outcome.message
    if isinstance(outcome, (Failed, NotUnderstood, ChanceUnusable, InternalError)):
        return outcome.message
    return type(outcome).__name__


OUTCOME_NAMES: dict[type, str] = {
    Applied: "applied",
    Refused: "refused",
    Checked: "checked",
    NotUnderstood: "not-understood",
    ChanceUnusable: "not-understood",
    Conflict: "conflict",
    Failed: "failed",
    InternalError: "internal-error",
}


def outcome_name(outcome: object) -> str:
    """The outcome word of a JSON line: applied, refused, checked, undone, redone, nothing-to-undo, ..."""
    if isinstance(outcome, Moved):
        return "undone" if outcome.which == "undo" else "redone"
    if isinstance(outcome, NothingToMove):
        return f"nothing-to-{outcome.which}"
    return OUTCOME_NAMES.get(type(outcome), type(outcome).__name__)


def line_json(result: LineResult, session_id: int | None = None, kept: tuple[Kept, ...] = ()) -> dict:
    """One line's JSON object: line, command, outcome, message, citations, dice, card, view (and more by outcome);
    `catalogue` on a line that typed a card, each kept as what the table's catalogue made of it (`kept`)."""
    outcome = result.outcome
    ruling = getattr(outcome, "ruling", None)
    dice, card = chance_json(result.chance)
    data: dict[str, Any] = {
        "line": result.line.number,
        "command": result.line.text,
        "outcome": outcome_name(outcome),
        "message": describe(outcome),
        "citations": [citation_json(c) for c in ruling.citations] if ruling is not None else [],
        "dice": dice,
        "card": card,
    }
    if isinstance(outcome, Applied):
        data["effects"] = [translate(effect) for effect in outcome.ruling.effects]
        data["house_rule"] = outcome.ruling.overridden
        data["waived"] = [citation_json(c) for c in outcome.ruling.waived]
    elif isinstance(outcome, Refused):
        data["house_rule"] = _house_rule_json(outcome)
        data["before_chance"] = outcome.before_chance
    elif isinstance(outcome, Checked):
        data["allowed"] = outcome.allowed
        data["note"] = translate(outcome.note)
    if result.automaton:
        data["automated"] = result.automaton
    if kept:
        data["catalogue"] = [{"card": said.name, "saved": said.saved, "message": translate(said.message)}
                             for said in kept]
    data["session"] = session_id
    data["view"] = to_jsonable(result.view)
    return data


def _house_rule_json(refused: Refused) -> dict:
    if refused.as_house_rule:
        return {"possible": False, "why_not": translate(Message("refused even as a house rule"))}
    if refused.house_rule is None:
        return {"possible": False, "why_not": translate(refused.no_house_rule)}
    return {"possible": True, "would_set_aside": [citation_json(c) for c in refused.house_rule.waived]}
