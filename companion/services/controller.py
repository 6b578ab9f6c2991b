"""The session controller: one turn of the table's intent, below any screen.

Typed text or a chosen action goes: parse (`game.parse_command`: an action, or a request for
dice or a card) -> "may I?" (for a request, first with its dice not rolled yet, or its card's
stand-in, so a move the rules forbid whatever chance brings is refused before anyone rolls; never
on a made-up roll) -> chance fulfilled by a `Fulfiller` -> apply and commit
through the session (`LiveSession.act`) -> the ruling. Every step returns a typed outcome
(`companion.services.outcomes`); nothing here shows anything, and an ordinary refusal, a
conflict with another window or a bug in a game module is an outcome, never an exception.

The TUI's session frame and `companion play` both drive a session through this class.
"""

from __future__ import annotations

from itertools import product
from typing import Any, Protocol

from rules_engine.actions import Action
from rules_engine.chance import (
    ChanceRequest,
    DiceRequest,
    DrawnCard,
    OutcomeUnseen,
    before_chance,
    deck_name,
    is_request,
    ruled_before_chance,
)
from rules_engine.chance_record import ChanceRecord
from rules_engine.dice import DiceRoll
from rules_engine.errors import CommandError, RuleViolation, RulesEngineError
from rules_engine.decisions import Decision
from rules_engine.game import Game
from rules_engine.messages import Message, as_message
from rules_engine.ruling import Ruling
from rules_engine.values import replace
from companion.services.fulfillers import ChanceResult, Fulfiller, Recording
from companion.services.crash_reports import described, write_crash_report
from companion.services.outcomes import (
    STOP_PLAYER,
    STOP_PROBLEM,
    STOP_STUCK,
    STOP_TABLE,
    ActOutcome,
    Applied,
    AutomatedRun,
    AutomatedStep,
    ChanceUnusable,
    Checked,
    Conflict,
    Failed,
    HouseRuleOffer,
    InternalError,
    Moved,
    MoveOutcome,
    NeedsChance,
    NothingToMove,
    NotUnderstood,
    Refused,
    Reloaded,
    Request,
)
from companion.services.store import StaleSession, StoreError
from companion.services.store.timeline import LogEntry

#: Typed before a command, asks only whether it is allowed ("check add 3").
CHECK_PREFIX = "check "
#: The game whose typed token faces may be in the table's language (`typed_faces.GAME`).
TYPED_FACES_GAME = "runebound3"
#: The games whose printed names (Runebound 2e's heroes, cities, class cards; Dice Throne's heroes, abilities, statuses
#: and cards) may be typed in the table's language (`typed_names.GAMES`).
TYPED_NAMES_GAMES = ("runebound2", "dice-throne")
#: The game whose card values typed after a card's name may be in the table's language (`typed_terms.GAME`).
TYPED_TERMS_GAME = "dungeoneer"

ONLY_A_QUESTION = Message("Only a question: nothing was applied.")

#: Words the command line itself understands, whatever the game.
LINE_WORDS = ("check", "help")

#: "May I?" on a roll whose ruling depends on the dice weighs every roll they can show up to this many.
MOST_OUTCOMES_WEIGHED = 36

#: A run of automated steps never takes more than this many (a second guard against a loop).
MOST_AUTOMATED_STEPS = 100


def split_check(text: str) -> tuple[bool, str]:
    """'check CMD' -> (True, 'CMD'): only a question; any other text -> (False, text)."""
    text = text.strip()
    if text.lower().startswith(CHECK_PREFIX):
        return True, text[len(CHECK_PREFIX):].strip()
    return False, text


class PlayedSession(Protocol):
    """What the controller needs of a session: `LiveSession` (saved) or `RehearsalSession` (in memory)."""

    game: Game

    @property
    def state(self) -> Any: ...

    @property
    def entries(self) -> list[LogEntry]: ...

    @property
    def last_ruling(self) -> Ruling | None: ...

    def check(self, action: Action) -> Ruling: ...

    def act(self, action: Action, *, override: bool = False, chance: ChanceRecord | None = None) -> Ruling: ...

    def undo(self) -> LogEntry | None: ...

    def redo(self) -> LogEntry | None: ...

    def refresh(self) -> bool: ...


def needs(request: ChanceRequest) -> str:
    """What a request needs, for a sentence: '2 × d10' or 'a card from the peril deck'."""
    if isinstance(request, DiceRequest):
        return f"{request.count} × {request.die.name}"
    return Message("a card from the {deck} deck", deck=deck_name(request.deck))


def said(error: Exception) -> str:
    """An error's message, kept as the engine's or the store's `Message` when it is one (so it can be translated)."""
    return error.args[0] if len(error.args) == 1 and isinstance(error.args[0], str) else str(error)


class SessionController:
    """Drives one session for a front end: read, ask, act, fulfil chance, house rules, undo and redo."""

    def __init__(self, session: PlayedSession) -> None:
        self.session = session

    @property
    def game(self) -> Game:
        """The session's game."""
        return self.session.game

    def _internal(self, doing: Message, error: Exception) -> InternalError:
        """The outcome of a bug met while `doing`, after writing its crash report (game, last actions, traceback)."""
        try:
            game, entries = f"{self.game.title} ({self.game.id})", self.session.entries
        except Exception:  # noqa: BLE001 - the report says what it can
            game, entries = None, []
        report = write_crash_report(error, str(doing), game,
                                    described(entries))
        return InternalError(doing, error, report)

    @property
    def state(self) -> Any:
        """The session's current state."""
        return self.session.state

    # -- reading and asking ---------------------------------------------------------------------

    def read(self, text: str) -> Request | NotUnderstood | InternalError:
        """The action (or chance request) typed text means now; NotUnderstood says what is expected. Token faces typed
        in the table's language are read back to the game's notation first (`typed_faces`), and Runebound 2e's and Dice
        Throne's printed names to the names the game keeps (`typed_names`)."""
        try:
            return self.game.parse_command(self.state, self._in_notation(text))
        except CommandError as error:
            # The grammar's message (a `Message`) is kept whole, so a screen shows it in the interface's language.
            return NotUnderstood(said(error))
        except Exception as error:  # noqa: BLE001 - a game bug must not crash the table's session
            return self._internal(Message("reading that command"), error)

    def _in_notation(self, text: str) -> str:
        """Typed text with the game's words and names the table typed in its language read back to the game's."""
        # Each imported on the first command of the one game that needs it: no other board imports it.
        if self.game.id == TYPED_FACES_GAME:
            from companion.services.typed_faces import typed_command
            return typed_command(self.game.id, text)
        if self.game.id in TYPED_NAMES_GAMES:
            from companion.services.typed_names import typed_command as names_read_back
            return names_read_back(self.game.id, text, self._holds)
        if self.game.id == TYPED_TERMS_GAME:
            from companion.services.typed_terms import typed_command as terms_read_back
            return terms_read_back(self.game.id, text)
        return text

    def _holds(self, name: str) -> bool:
        """Whether the game's state names a card `name` anywhere (asked only for a book's card name typed in another
        language, so the state's text is made only then)."""
        return repr(name) in repr(self.state)

    def complete(self, text: str) -> tuple[str, ...]:
        """Candidates for the word being typed at the end of `text`, from the game's grammar.

        Where a verb is expected the command line's own words, `check` and `help`, are offered
        too; after `check ` the game's command is completed as usual. Completion is a
        convenience: a game that fails to complete offers nothing rather than interrupt the table.
        """
        stripped = text.lstrip()
        own: tuple[str, ...]
        if stripped.casefold().startswith(CHECK_PREFIX):
            command, own = stripped[len(CHECK_PREFIX):], ()
        else:
            typing_first_word = not any(ch.isspace() for ch in stripped)
            command = text
            own = tuple(w for w in LINE_WORDS if w.startswith(stripped.casefold())) if typing_first_word else ()
        try:
            found = self.game.complete_command(self.state, command)
        except Exception:  # noqa: BLE001 - a game bug must not crash the table's session
            found = ()
        return tuple(dict.fromkeys(found + own))

    def check(self, request: Request, source: Fulfiller | None = None) -> Checked | ChanceUnusable | InternalError:
        """'May I?': the ruling the request would get now, without applying or saving anything.

        A chance request is checked on the roll or card `source` gives when one is given (the
        table's own dice), else before chance (`_check_before_chance`).
        """
        if is_request(request):
            if source is not None:
                built = self.build(request, source)
                if not isinstance(built, Action):
                    return built
                request = built
            else:
                return self._check_before_chance(request)
        try:
            ruling = self.session.check(request)
        except Exception as error:  # noqa: BLE001 - a game bug must not crash the table's session
            return self._internal(Message("checking that action"), error)
        return Checked(ruling, ruling.allowed, ONLY_A_QUESTION)

    def _check_before_chance(self, request: ChanceRequest) -> Checked | InternalError:
        """"May I?" before the roll or draw: ruled on what does not depend on chance, never on a made-up roll.

        A refusal that comes before any rule reads the dice holds whatever they show; when a rule reads them,
        the answer says so, with the share of the rolls that would be allowed when there are few enough
        outcomes to weigh every one (each is a roll the dice can really show).
        """
        try:
            action = before_chance(request)
            ruling = ruled_before_chance(self.session.check, request) if action is not None else None
            if ruling is None:
                if isinstance(request, DiceRequest):
                    share = self._allowed_share(request)
                    if share is not None and share[0] == share[1]:
                        return Checked(None, None, Message(
                            "Allowed now; it needs {needs}, and what happens depends on the roll. Nothing was applied.",
                            needs=needs(request)))
                    if share is not None:
                        return Checked(None, None, Message(
                            "That needs dice ({needs}); whether it is allowed depends on what they show: "
                            "allowed on {allowed} of the {outcomes} rolls they can show ({percent}). Nothing was applied.",
                            needs=needs(request), allowed=share[0], outcomes=share[1],
                            percent=f"{share[0] / share[1]:.0%}"))
                    note = Message("That needs dice ({needs}); the ruling depends on what they show.", needs=needs(request))
                else:
                    note = Message("That needs a card ({needs}); the ruling depends on which card it is.",
                                   needs=needs(request))
                return Checked(None, None, note)
        except Exception as error:  # noqa: BLE001 - a game bug must not crash the table's session
            return self._internal(Message("checking that action"), error)
        if ruling.allowed:
            if isinstance(request, DiceRequest):
                return Checked(None, None, Message("Allowed now; it needs {needs}, and what happens depends on the roll. "
                                                   "Nothing was applied.", needs=needs(request)))
            return Checked(None, None, Message("Allowed now; it needs {needs}, and what happens depends on the card. "
                                               "Nothing was applied.", needs=needs(request)))
        return Checked(ruling, False, ONLY_A_QUESTION)

    def _allowed_share(self, request: DiceRequest) -> tuple[int, int] | None:
        """How many of the rolls the dice can show the rules would allow, and of how many (every ordered roll,
        each equally likely); None when the dice's faces are not known or there are too many rolls to weigh."""
        faces = request.die.faces
        if not faces or len(faces) ** request.count > MOST_OUTCOMES_WEIGHED:
            return None
        rolls = [DiceRoll(request.die.id, shown, "probe", request.modifier)
                 for shown in product(faces, repeat=request.count)]
        allowed = sum(1 for roll in rolls if self.session.check(request.build(roll)).allowed)
        return allowed, len(rolls)

    # -- acting ---------------------------------------------------------------------------------

    def submit(self, request: Request, *, override: bool = False) -> ActOutcome:
        """Act on an action, or clear a chance request for rolling or drawing.

        A chance request is first checked before chance: when the rules refuse it whatever
        chance brings (before any rule reads the dice), the refusal comes now (with its house-rule offer), before anyone rolls.
        Otherwise NeedsChance: fulfil it (`fulfil`, or `build` then `apply`).
        """
        if not is_request(request):
            return self.apply(request, override=override)
        if not override:
            try:
                asked = before_chance(request)
                ruling = ruled_before_chance(self.session.check, request) if asked is not None else None
            except Exception:  # noqa: BLE001 - the real action after the roll reports any problem
                asked, ruling = None, None
            if asked is not None and ruling is not None and not ruling.allowed:
                return self.refusal(request, ruling, previewed=asked, before_chance=True)
        return NeedsChance(request, override)

    def build(self, request: ChanceRequest, given: Fulfiller | ChanceResult) -> Action | ChanceUnusable:
        """The action a request builds from a roll or card (or from what a fulfiller gives for it)."""
        try:
            result = given if isinstance(given, (DiceRoll, DrawnCard)) else given.fulfil(request)
            return request.build(result)
        except RulesEngineError as error:
            return ChanceUnusable(said(error))

    def fulfil(self, request: ChanceRequest, source: Fulfiller | ChanceResult, *, override: bool = False,
               automaton: str = "") -> ActOutcome:
        """Roll or draw from `source` (or take the roll or card given), build the action and apply it; the log keeps
        the request beside the action (`ChanceRecord`: whose step it was, or the app's own part `automaton`)."""
        try:
            result = source if isinstance(source, (DiceRoll, DrawnCard)) else source.fulfil(request)
            if self.game.id == TYPED_TERMS_GAME and isinstance(result, DrawnCard) and result.data.get("values"):
                from companion.services.typed_terms import terms_in_notation  # a card's values in the table's words
                result = replace(result, data={**result.data, "values": terms_in_notation(str(result.data["values"]))})
            built = request.build(result)
        except RulesEngineError as error:
            return ChanceUnusable(said(error))
        return self.apply(built, override=override, chance=ChanceRecord(request, result, self._seat_now(), automaton))

    def _seat_now(self) -> int | None:
        """The seat whose decision is awaited now (None: the whole table, or a game module that cannot say)."""
        try:
            return self.game.decision(self.state).seat
        except Exception:  # noqa: BLE001 - a game bug: the request is kept without its seat
            return None

    def play(self, request: Request, source: Fulfiller, *, override: bool = False) -> ActOutcome:
        """The whole turn at once (no dialogs): submit, and when chance is needed, fulfil it from `source`."""
        outcome = self.submit(request, override=override)
        if isinstance(outcome, NeedsChance):
            return self.fulfil(outcome.request, source, override=override)
        return outcome

    def apply(self, action: Action, *, override: bool = False, chance: ChanceRecord | None = None) -> ActOutcome:
        """Apply and commit the action (with the chance request it answered, if any); a refusal comes with its
        house-rule offer."""
        try:
            ruling = self.session.act(action, override=override, chance=chance)
        except RuleViolation as violation:
            if override:
                return Refused(violation.ruling, action, as_house_rule=True)
            return self.refusal(action, violation.ruling)
        except StaleSession as error:
            return self._conflict(error)
        except (StoreError, RulesEngineError) as error:
            return Failed(Message("Not applied"), said(error))
        except Exception as error:  # noqa: BLE001 - a game bug must not crash the table's session
            return self._internal(Message("applying that action"), error)
        return Applied(ruling, action)

    # -- the app's own part (solo Dungeoneer's dungeon lord) -------------------------------------

    def automated(self) -> Decision | None:
        """The decision awaited when it is a step the app plays itself (`Decision.automaton`), else None."""
        try:
            decision = self.game.decision(self.state)
        except Exception:  # noqa: BLE001 - a game bug: nothing is taken automatically
            return None
        return decision if decision.automaton else None

    def automated_request(self) -> ChanceRequest | None:
        """The chance request of the automated step awaited: the one request the offered choices carry
        (a draw is offered once per card the deck may give, all with the same request)."""
        try:
            requests = {id(c.request): c.request for c in self.game.choices(self.state) if c.request is not None}
        except Exception:  # noqa: BLE001 - a game bug: nothing is taken automatically
            return None
        return next(iter(requests.values())) if len(requests) == 1 else None

    def run_automated(self, source: Fulfiller | None) -> AutomatedRun:
        """Take the app's own steps one at a time while the decision is one, with dice and cards from `source`.

        Each step is fulfilled and committed like any action (its own log entry, its dice recorded,
        its ruling cited; undo takes back one). The run stops at the first decision that is a
        seat's or the table's; at once when `source` is None (the table gives its own dice or card:
        `needs` says for what); when a step is refused or cannot be fulfilled; and, so it can never
        loop, when a step leaves the decision as it was or no single chance step is offered.
        """
        steps: list[AutomatedStep] = []
        while True:
            decision = self.automated()
            if decision is None:
                return AutomatedRun(tuple(steps), STOP_PLAYER)
            request = self.automated_request()
            if request is None:
                return AutomatedRun(tuple(steps), STOP_STUCK, Message(
                    "The {part}'s step ({prompt}) offers no single roll or draw: take it by hand.",
                    part=as_message(decision.automaton), prompt=decision.prompt))
            if source is None:
                return AutomatedRun(tuple(steps), STOP_TABLE, Message(
                    "The {part}'s step: {prompt} (the table's own dice or cards).",
                    part=as_message(decision.automaton), prompt=decision.prompt), needs=NeedsChance(request))
            if len(steps) >= MOST_AUTOMATED_STEPS:
                return AutomatedRun(tuple(steps), STOP_STUCK, Message(
                    "The {part} took {count} steps in a row: stopped before the next one.",
                    part=as_message(decision.automaton), count=len(steps)))
            recording = Recording(source)
            outcome = self.fulfil(request, recording, automaton=decision.automaton)
            if not isinstance(outcome, Applied):
                return AutomatedRun(tuple(steps), STOP_PROBLEM, Message(
                    "The {part}'s step ({prompt}) was not taken.", part=as_message(decision.automaton), prompt=decision.prompt),
                    problem=outcome)
            steps.append(AutomatedStep(decision.automaton, outcome, recording.results[-1]))
            if self.automated() == decision:
                return AutomatedRun(tuple(steps), STOP_STUCK, Message(
                    "The {part}'s step ({prompt}) did not move the game on: stopped so it does not repeat.",
                    part=as_message(decision.automaton), prompt=decision.prompt))

    # -- house rules ----------------------------------------------------------------------------

    def house_rule_preview(self, action: Action) -> Ruling:
        """What applying the action as a house rule would give, without saving anything.

        An allowed ruling lists in `waived` every rule the house rule would set aside; a
        refused one says why no house rule can allow the action.
        """
        try:
            return self.game.apply(self.state, action, override=True).ruling
        except RuleViolation as violation:
            return violation.ruling
        except OutcomeUnseen as unseen:  # asked before the roll: what the house rule sets aside until the dice count
            return unseen.so_far or Ruling(True, Message("what happens depends on the roll"))
        except Exception as error:  # noqa: BLE001 - a game bug: do not offer what cannot work
            return Ruling(False, Message("the game module cannot apply it ({kind})", kind=type(error).__name__))

    def refusal(
        self, request: Request, ruling: Ruling, *, previewed: Action | None = None, before_chance: bool = False
    ) -> Refused:
        """A refusal with its house-rule question: what going on anyway would set aside, or why it cannot.

        `previewed` is the action the preview applies (a chance request's before chance); by default
        the request itself.
        """
        action = previewed if previewed is not None else request
        assert not is_request(action)  # a chance request is previewed on its stand-in
        preview = self.house_rule_preview(action)
        if not preview.allowed:
            return Refused(ruling, request, None, no_house_rule=preview.message, before_chance=before_chance)
        return Refused(ruling, request, HouseRuleOffer(request, preview.waived, preview), before_chance=before_chance)

    # -- undo, redo, reload ---------------------------------------------------------------------

    def undo(self) -> MoveOutcome:
        """Undo the last action still in effect (the log keeps it)."""
        return self._move("undo")

    def redo(self) -> MoveOutcome:
        """Redo the last undone action."""
        return self._move("redo")

    def _move(self, which: str) -> MoveOutcome:
        try:
            entry = self.session.undo() if which == "undo" else self.session.redo()
        except StaleSession as error:
            return self._conflict(error)
        except (StoreError, RulesEngineError) as error:
            return Failed(Message("Could not undo") if which == "undo" else Message("Could not redo"), said(error))
        if entry is None:
            return NothingToMove(which)
        return Moved(which, entry, self.session.last_ruling)

    def reload(self) -> Reloaded | Failed:
        """Read the session again (another window may have moved it on)."""
        try:
            return Reloaded(self.session.refresh())
        except StoreError as error:
            return Failed(Message("Not reloaded"), said(error))

    def _conflict(self, error: Exception) -> Conflict:
        """Another writer moved the session on: reload it, and say so."""
        try:
            self.session.refresh()
        except StoreError as again:
            return Conflict(said(error), said(again))
        return Conflict(said(error))

