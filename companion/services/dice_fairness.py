"""Honest dice: how often each face came up, per kind of die, the app's rolls and the table's apart.

Across the sessions chosen, every roll of every active action is counted face by face, grouped
by the die it was rolled with and by who rolled it: the app's generator, the table's own dice, or a
seeded generator (rehearsals, tests). Where the log kept the chance request an action answered
(revision 0006, `chance_reading`), its die and its roll are read from that record, as asked and
as rolled, also for an action that kept only what the roll made (a total, a toss split between two
sides) and so holds no dice of its own. A roll with no record (a session saved before the requests
were kept, an action typed whole) is found as the session report finds it: the die the action's
command asks for, one met earlier in the log, or a plain `dN`. Each group is tested against
fair dice (every face of the die equally likely; a label printed on several faces counts for each)
with Pearson's chi-square (`companion.services.chi_square`), and the p-value is said in words:
"nothing unusual", "worth a look" below 1%, or "too few rolls to say" while a face would be
expected fewer than five times (the test is not trustworthy then).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from companion.services.chi_square import ChiSquare, counts_test
from companion.services.store.chance_reading import stored_chance_records
from companion.services.store.dice_check import die_of, requested_die
from companion.services.store.timeline import ACTION
from rules_engine.chance import DiceRequest
from rules_engine.chance_record import ChanceRecord
from rules_engine.dice import DiceRoll, DieSpec, Face
from rules_engine.errors import RuleViolation
from rules_engine.messages import N_, Message

#: Below this p-value a group's counts are "worth a look".
WORTH_A_LOOK = 0.01
#: The smallest expected count per face for the chi-square test to be trusted.
SMALLEST_EXPECTED = 5.0

NOTHING_UNUSUAL = "nothing unusual"
LOOK = "worth a look"
TOO_FEW = "too few rolls"

#: Who rolled, in the order the report lists them, and how the report names them.
SOURCES = {"app": N_("the app's rolls"), "table": N_("the table's dice"), "seeded": N_("a seeded generator's rolls")}


@dataclass(frozen=True, slots=True)
class FaceCount:
    """One face label of a die: how often it came up and its share on a fair die."""

    label: str
    count: int
    share: float

    def expected(self, rolled: int) -> float:
        """How often it would come up on average in `rolled` dice."""
        return self.share * rolled


@dataclass(frozen=True, slots=True)
class DiceGroup:
    """The faces one kind of die showed for one source, with the test against a fair die."""

    die_id: str
    die_name: str
    source: str
    faces: tuple[FaceCount, ...]
    test: ChiSquare

    @property
    def rolled(self) -> int:
        """How many dice were counted (a roll of five dice counts five)."""
        return sum(face.count for face in self.faces)

    @property
    def verdict(self) -> str:
        """NOTHING_UNUSUAL, LOOK or TOO_FEW."""
        if self.test.smallest_expected < SMALLEST_EXPECTED:
            return TOO_FEW
        return LOOK if self.test.p_value < WORTH_A_LOOK else NOTHING_UNUSUAL

    def in_words(self) -> Message:
        """The verdict and the p-value said as the table would say it."""
        chance = self.test.p_value
        if self.verdict == TOO_FEW:
            return Message("too few rolls to say yet: each face should be expected at least 5 times (now {expected})",
                           expected=f"{self.test.smallest_expected:.1f}")
        per_hundred = f"{chance * 100:.1f}" if chance >= 0.001 else "<0.1"
        p_text = f"{chance:.4f}" if chance >= 0.0001 else "<0.0001"
        if self.verdict == LOOK:
            return Message("worth a look: fair dice come out this uneven only {chance} times in 100 (p = {p})",
                           chance=per_hundred, p=p_text)
        return Message("nothing unusual: fair dice come out at least this uneven {chance} times in 100 (p = {p})",
                       chance=per_hundred, p=f"{chance:.2f}")


def _shares(die: DieSpec) -> dict[str, float]:
    labels = Counter(face.label for face in die.faces)
    return {label: times / len(die.faces) for label, times in labels.items()}


def counted_label(die: DieSpec, face: Face) -> str:
    """The label of the die's own face that `face` shows: a face of symbols named in another order
    ('plains+river' for the die's 'river+plains', as older sessions wrote them) is the same face and counts
    under the die's label; a face the die does not have keeps its own label."""
    for own in die.faces:
        if own.label == face.label:
            return own.label
    wanted = face.symbol_set()
    if wanted:
        for own in die.faces:
            if own.value == face.value and own.symbol_set() == wanted:
                return own.label
    return face.label


class DiceTally:
    """Counts faces per (die, source) over the sessions it is given."""

    def __init__(self) -> None:
        self._dice: dict[str, DieSpec] = {}
        self._counts: dict[tuple[str, str], Counter[str]] = {}
        self.unknown_dice = 0  # rolls whose die could not be told (never counted against a wrong die)

    def add_session(self, live: Any, records: Mapping[int, ChanceRecord] | None = None) -> None:
        """Count every roll of a session's active actions: from the chance request an action answered where
        `records` (log seq -> record) holds one, else as its log replays (once, for the dice each action asked)."""
        game = live.game
        state = game.new_game(live.setup)
        notes = live.replay_notes
        known: dict[str, DieSpec] = {}
        records = records or {}
        for entry in live.entries:
            if entry.kind != ACTION or not entry.active or entry.action is None:
                continue
            rolls = list(entry.dice or ())
            record = records.get(entry.seq)
            if record is not None and isinstance(record.request, DiceRequest) and isinstance(record.outcome, DiceRoll):
                known[record.request.die.id] = record.request.die
                self.count(record.request.die, record.outcome)
                if record.outcome in rolls:  # the action holds the roll itself: it is counted once
                    rolls.remove(record.outcome)
            if rolls:
                asked = requested_die(game, state, entry.action)
                if asked is not None:
                    known[asked.id] = asked
                for roll in rolls:
                    self.count(die_of(roll, asked, known), roll)
            overridden = entry.overridden or entry.seq in notes
            try:
                state = game.apply(state, entry.action, override=overridden).state
            except RuleViolation:
                state = game.apply(state, entry.action, override=True).state

    def count(self, die: DieSpec | None, roll: DiceRoll) -> None:
        """Count the faces of one roll of `die` under its source (as a die that could not be told when None)."""
        if die is None or not die.faces or die.id != roll.die:
            self.unknown_dice += len(roll.faces)
            return
        self._dice.setdefault(die.id, die)
        counts = self._counts.setdefault((die.id, roll.source), Counter())
        counts.update(counted_label(die, face) for face in roll.faces)

    def groups(self) -> tuple[DiceGroup, ...]:
        """One group per die and source, by die name then the sources' order; each tested against a fair die."""
        found = []
        for (die_id, source), counts in self._counts.items():
            die = self._dice[die_id]
            shares = _shares(die)
            if len(shares) < 2:
                continue  # a die of one face has nothing to test
            faces = tuple(FaceCount(label, counts.get(label, 0), share) for label, share in shares.items())
            found.append(DiceGroup(die_id, die.name, source, faces, counts_test(counts, shares)))
        order = list(SOURCES)
        return tuple(sorted(found, key=lambda g: (g.die_name.casefold(), g.die_id,
                                                  order.index(g.source) if g.source in order else len(order))))


def dice_report(store: Any, session_ids: Iterable[int]) -> tuple[tuple[DiceGroup, ...], int]:
    """The groups of the chosen sessions and how many dice had a die that could not be told."""
    tally = DiceTally()
    for session_id in session_ids:
        live = store.open_session(session_id)
        tally.add_session(live, stored_chance_records(store, live))
    return tally.groups(), tally.unknown_dice
