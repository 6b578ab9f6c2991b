"""What a session's summary shows, built from its stored log alone: who won, stats over the turns,
each roll against its expectation, the house rules used and what the rules refused, the clock.

The log is replayed action by action (the same lenient replay the store uses: an action today's
rules refuse is applied as it was played and listed). After each action the game's view names
the turn (`GameView.turn`); when that name changes a turn has ended and each player's tracked
stats are sampled, so every series has one point per finished turn (the first point is the
setup, the last the state now). Which stats are tracked depends on the game (`TRACKED`).
Nothing here draws anything: `report_markdown`, `report_html` and the summary screen render it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import Any

from companion.services.clock_state import ClockState
from rules_engine.messages import N_, InContext, Message
from companion.services.dice_luck import RollOdds, roll_odds
from companion.services.dice_text import RollText
from companion.services.store.dice_check import die_of, requested_die
from companion.services.game_clock import read_clock
from companion.services.store import LiveSession, SessionStore, SessionSummary
from companion.services.store.timeline import ACTION
from rules_engine.dice import DieSpec
from rules_engine.errors import RuleViolation
from rules_engine.game import Game, GameView

#: The stats followed over the turns, per game: (label in the view's player stats, name shown).
TRACKED: dict[str, tuple[tuple[str, str], ...]] = {
    "dice-throne": (("health", "health"), ("CP", "CP")),
    "runebound2": (("life", "health"), ("gold", "gold")),
    "dungeoneer": (("health", "health"), ("glory", "glory"), ("peril", "peril")),
}
#: For any other game: whichever of these its view shows.
DEFAULT_TRACKED: tuple[tuple[str, str], ...] = (("health", "health"), ("life", "health"), ("gold", "gold"))

LEADING_NUMBER = re.compile(r"\s*(-?\d+)")


@dataclass(frozen=True, slots=True)
class StatSeries:
    """One player's stat at the end of each turn (aligned with `SessionReport.turns`)."""

    player: str
    stat: str
    values: tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class RollReport:
    """One roll in the log: who rolled what, and how it compares with what those dice give on average."""

    seq: int
    player: str
    dice: str
    described: str
    source: str
    odds: RollOdds | None


@dataclass(frozen=True, slots=True)
class HouseRuleReport:
    """An action the table applied against the rules, with the rules it set aside."""

    seq: int
    message: str
    waived: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RefusalReport:
    """A refusal: a rule that refused an action (kept only as the ruling the table overrode or a replay note)."""

    seq: int
    reason: str
    applied_as_house_rule: bool


@dataclass(frozen=True, slots=True)
class SessionReport:
    """Everything the summary of one session shows."""

    session_id: int
    name: str
    game_title: str
    players: tuple[str, ...]
    created_at: datetime
    last_played: datetime
    actions: int
    finished: bool
    result: str
    turn_now: str
    turns: tuple[str, ...]
    series: tuple[StatSeries, ...]
    rolls: tuple[RollReport, ...]
    house_rules: tuple[HouseRuleReport, ...]
    refusals: tuple[RefusalReport, ...]
    clock: ClockState

    @property
    def winner(self) -> str:
        """The result line when the game is over ('' while it goes on)."""
        return self.result if self.finished else ""

    @property
    def judged_rolls(self) -> tuple[RollReport, ...]:
        """The rolls with a total to judge (numbered faces)."""
        return tuple(roll for roll in self.rolls if roll.odds is not None)

    def average_percentile(self) -> Fraction | None:
        """The mean percentile of the judged rolls (50 is exactly average luck); None without any."""
        judged = self.judged_rolls
        if not judged:
            return None
        return sum((roll.odds.percentile for roll in judged if roll.odds), Fraction(0)) / len(judged)

    def luck_by_player(self) -> tuple[tuple[str, int, Fraction], ...]:
        """Per player who rolled judged dice: how many rolls and their mean percentile."""
        totals: dict[str, list[Fraction]] = {}
        for roll in self.judged_rolls:
            if roll.odds is not None:
                totals.setdefault(roll.player, []).append(roll.odds.percentile)
        return tuple((player, len(values), sum(values, Fraction(0)) / len(values)) for player, values in totals.items())

    def stats(self) -> tuple[str, ...]:
        """The tracked stat names, in order."""
        seen: list[str] = []
        for series in self.series:
            if series.stat not in seen:
                seen.append(series.stat)
        return tuple(seen)


def stat_value(text: str) -> int | None:
    """The number a stat shows first ('43/50' -> 43, '3/7 (4 wounds)' -> 3); None if it has none."""
    match = LEADING_NUMBER.match(text)
    return int(match.group(1)) if match else None


def tracked_stats(game_id: str, view: GameView) -> tuple[tuple[str, str], ...]:
    """The (view label, shown name) pairs followed for this game, as far as its view shows them."""
    wanted = TRACKED.get(game_id, DEFAULT_TRACKED)
    labels = {label for player in view.players for label, _ in player.stats}
    chosen: list[tuple[str, str]] = []
    for label, shown in wanted:
        if label in labels and shown not in {name for _, name in chosen}:
            chosen.append((label, shown))
    return tuple(chosen)


def _sample(view: GameView, tracked: tuple[tuple[str, str], ...]) -> dict[tuple[str, str], int | None]:
    sample: dict[tuple[str, str], int | None] = {}
    for player in view.players:
        stats = dict(player.stats)
        for label, shown in tracked:
            sample[(player.name, shown)] = stat_value(stats[label]) if label in stats else None
    return sample


class RuleSummary(InContext):
    """A rule's summary as the citation saved it: its English text, the interface's words (by rule id) when rendered."""

    def __new__(cls, rule_id: str, summary: str) -> RuleSummary:
        return super().__new__(cls, rule_id, summary)

    @property
    def rule_id(self) -> str:
        """The rule whose summary this is (its catalogue context)."""
        return self.context

    def __reduce__(self) -> tuple:
        return (RuleSummary, (self.rule_id, self.msgid))


def _acting(game: Game, state: Any, names: tuple[str, ...]) -> str:
    seat = game.decision(state).seat
    return names[seat] if seat is not None and 0 <= seat < len(names) else Message(N_("the table"))


def _apply(game: Game, state: Any, action: Any, overridden: bool) -> Any:
    try:
        return game.apply(state, action, override=overridden).state
    except RuleViolation:
        return game.apply(state, action, override=True).state


def build_report(store: SessionStore, session_id: int) -> SessionReport:
    """The summary of a saved session (SessionNotFound if there is none), replayed from its log."""
    summary = store.get_summary(session_id)
    live = store.open_session(session_id)
    return report_of(live, summary, read_clock(store, session_id))


def report_of(live: LiveSession, summary: SessionSummary, clock: ClockState) -> SessionReport:
    """The summary of an open session (its log replayed once more, from the setup)."""
    game = live.game
    names = tuple(player.name for player in live.setup.players)
    state = game.new_game(live.setup)
    view = game.view(state)
    tracked = tracked_stats(game.id, view)
    turns: list[str] = [Message(N_("At setup"))]
    samples = [_sample(view, tracked)]
    current = view.turn
    changed_since_sample = False
    rolls: list[RollReport] = []
    house_rules: list[HouseRuleReport] = []
    refusals: list[RefusalReport] = []
    notes = live.replay_notes
    known: dict[str, DieSpec] = {}
    for entry in live.entries:
        if entry.kind != ACTION or not entry.active or entry.action is None:
            continue
        action = entry.action
        if entry.dice:
            asked = requested_die(game, state, action)
            if asked is not None:
                known[asked.id] = asked
            who = _acting(game, state, names)
            for roll in entry.dice:
                die = die_of(roll, asked, known)
                odds = roll_odds(die, roll) if die is not None else None
                shown = die.name if die is not None else roll.die
                dice = Message("{count} x {die}", count=len(roll.faces), die=shown)
                rolls.append(RollReport(entry.seq, who, dice, RollText(roll), roll.source, odds))
        ruling = entry.ruling
        if entry.overridden:
            waived = tuple(Message("{summary} ({reference})", summary=RuleSummary(c.rule_id, c.summary),
                                   reference=c.reference()) for c in ruling.waived) if ruling else ()
            house_rules.append(HouseRuleReport(entry.seq, ruling.message if ruling else action.KIND, waived))
            for reason in waived:
                refusals.append(RefusalReport(entry.seq, reason, True))
        if entry.seq in notes:
            refusals.append(RefusalReport(entry.seq, notes[entry.seq], False))
        state = _apply(game, state, action, entry.overridden or entry.seq in notes)
        view = game.view(state)
        changed_since_sample = True
        if view.turn != current:
            turns.append(current)
            samples.append(_sample(view, tracked))
            current = view.turn
            changed_since_sample = False
    if changed_since_sample:
        turns.append(current)
        samples.append(_sample(view, tracked))
    series = tuple(
        StatSeries(player.name, shown, tuple(sample.get((player.name, shown)) for sample in samples))
        for _, shown in tracked
        for player in view.players
    )
    return SessionReport(
        session_id=live.id,
        name=live.name,
        game_title=game.title,
        players=tuple(player.name for player in view.players),
        created_at=summary.created_at,
        last_played=summary.last_played,
        actions=summary.actions,
        finished=view.finished,
        result=view.result,
        turn_now=view.turn,
        turns=tuple(turns),
        series=series,
        rolls=tuple(rolls),
        house_rules=tuple(house_rules),
        refusals=tuple(refusals),
        clock=clock,
    )
