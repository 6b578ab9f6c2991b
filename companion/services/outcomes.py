"""What one turn of the table's intent came to, as typed values any front end can show.

The session controller never shows anything and never raises for an ordinary outcome: it
returns one of these. The TUI turns them into panels, dialogs and notifications; `companion
play` turns them into JSON lines.
"""

from __future__ import annotations

from pathlib import Path

from rules_engine.actions import Action
from rules_engine.chance import ChanceRequest, DrawnCard
from rules_engine.citations import Citation
from rules_engine.dice import DiceRoll
from rules_engine.frozen_values import frozen_value
from rules_engine.messages import Message
from rules_engine.ruling import Ruling
from companion.services.store.timeline import LogEntry, dice_in

#: What the table asks for: a ready action, or one that needs dice or a card first.
Request = Action | ChanceRequest


@frozen_value
class Applied:
    """The action was applied and committed; the ruling says what happened (and what was waived)."""

    ruling: Ruling
    action: Action

    @property
    def dice(self) -> tuple[DiceRoll, ...]:
        """Every roll recorded inside the action."""
        return dice_in(self.action)


@frozen_value
class HouseRuleOffer:
    """Going on with a refused action anyway, as a house rule: every rule it would set aside.

    `request` is what to submit again with `override=True` (the action, or the chance request
    to roll or draw anyway); `preview` is the ruling a house rule would give.
    """

    request: Request
    waived: tuple[Citation, ...]
    preview: Ruling


@frozen_value
class Refused:
    """The rules refuse it; nothing was applied or saved.

    `house_rule` offers to apply it anyway; it is None when no house rule could allow it
    (`no_house_rule` says why) or when it was already refused as a house rule
    (`as_house_rule`). `before_chance`: refused on a stand-in before any dice were rolled or
    any card drawn, because no roll or card could make it allowed.
    """

    ruling: Ruling
    request: Request
    house_rule: HouseRuleOffer | None = None
    no_house_rule: str = ""
    as_house_rule: bool = False
    before_chance: bool = False


@frozen_value
class NeedsChance:
    """Allowed so far: the request needs dice or a card; fulfil it, then the action is applied."""

    request: ChanceRequest
    override: bool = False


@frozen_value
class ChanceUnusable:
    """The dice or card given cannot be used for the request (a face the die lacks, a card not in the deck)."""

    message: str


@frozen_value
class Checked:
    """The answer to "may I?": nothing was applied.

    `allowed` is None when the answer depends on dice or a card not yet rolled or drawn.
    `ruling` is None when there is no ruling to show yet (only the note).
    """

    ruling: Ruling | None
    allowed: bool | None
    note: Message  # shown in the table's language: the screen translates it


@frozen_value
class NotUnderstood:
    """The typed text is not a command of this game here and now; the message says what is expected."""

    message: str


@frozen_value
class Conflict:
    """Another window or program moved the session on; nothing was written and the session was reloaded.

    `reload_error` is set when the reload itself failed.
    """

    message: str
    reload_error: str = ""


@frozen_value
class Failed:
    """The store (or the engine) could not do it; nothing was written. `title` names what failed."""

    title: str
    message: str


@frozen_value
class InternalError:
    """A bug in a game module while `doing` something; the saved log is untouched."""

    doing: str
    error: Exception
    #: The crash report written for it (`crash_reports`), None when it could not be written.
    report: Path | None = None

    @property
    def message(self) -> str:
        """The error in one line, with its type."""
        return f"{type(self.error).__name__}: {self.error}"


@frozen_value
class Moved:
    """An undo or redo was committed; `ruling` says what it moved, in the store's words."""

    which: str  # "undo" | "redo"
    entry: LogEntry
    ruling: Ruling | None


@frozen_value
class NothingToMove:
    """There was nothing to undo (or redo)."""

    which: str


@frozen_value
class Reloaded:
    """The session was read again; `changed` when another window had moved it on."""

    changed: bool


#: What submitting an action or a request can give.
ActOutcome = Applied | Refused | NeedsChance | ChanceUnusable | Conflict | Failed | InternalError


@frozen_value
class AutomatedStep:
    """One step the app took for the part it plays (`Decision.automaton`), committed as its own log entry."""

    automaton: str
    applied: Applied
    chance: DiceRoll | DrawnCard


#: Why a run of automated steps stopped.
STOP_PLAYER = "player"  # the decision is a seat's or the table's again
STOP_TABLE = "table"  # the table gives its own dice or card for the next automated step (`needs`)
STOP_STUCK = "stuck"  # a step did not move the game on, or no single chance step was offered
STOP_PROBLEM = "problem"  # the step was refused, could not be fulfilled, or failed (`problem`)


@frozen_value
class AutomatedRun:
    """The app's own steps taken one by one, and why it stopped (see the STOP_ words)."""

    steps: tuple[AutomatedStep, ...]
    stopped: str
    message: str = ""
    needs: NeedsChance | None = None
    problem: ActOutcome | None = None
#: What an undo or a redo can give.
MoveOutcome = Moved | NothingToMove | Conflict | Failed
