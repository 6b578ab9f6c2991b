"""The recording table: a game being played by typed commands, each step written down as a golden log line.

A bot (see the game's bot module) decides what to type; the table types it through
`drive.act_on` (the same seam the golden test replays through), rolls any dice the command asks
for with its seeded generator (or takes the faces the bot chose), and keeps the log. The bot says
what it expects of every command, so a plan the engine does not follow stops the recording loudly
instead of writing a log of nonsense.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rules_engine.errors import CommandError
from rules_engine.game import DiceRequest, Game, GameSetup
from tests.golden.drive import APPLIED, NOT_UNDERSTOOD, REFUSED, Acted, act_on, static_state_json, step_record


class BotError(AssertionError):
    """The engine did not do what the bot expected: the recording stops here, naming the step."""


def dumps(data: Any) -> str:
    """One compact, stable JSON line (sorted keys, no ASCII escaping)."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


class Table:
    """One game being recorded: the game, its state, a seeded generator for dice and choices, the log."""

    def __init__(self, game: Game, setup: GameSetup, seed: int, max_steps: int) -> None:
        self.game = game
        self.setup = game.validate_setup(setup)
        self.rng = random.Random(seed)
        self.state: Any = game.new_game(self.setup)
        self.initial: Any = self.state
        self.lines: list[dict[str, Any]] = []
        self.max_steps = max_steps
        self.tally: Counter[str] = Counter()

    @property
    def full(self) -> bool:
        """True once the log has as many steps as this game may hold."""
        return len(self.lines) >= self.max_steps

    def dice_for(self, text: str) -> tuple[str, ...] | None:
        """Faces for the dice a command asks for, rolled with the table's generator (None: no dice)."""
        try:
            parsed = self.game.parse_command(self.state, text)
        except CommandError:
            return None
        if not isinstance(parsed, DiceRequest):
            return None
        return tuple(self.rng.choice(parsed.die.faces).label for _ in range(parsed.count))

    def type(self, text: str, dice: Sequence[str] | None = None, *, override: bool = False,
             expect: str = APPLIED) -> Acted:
        """Type a command (with these faces, or rolled ones if it asks for dice) and record the step."""
        faces = tuple(dice) if dice is not None else self.dice_for(text)
        step = {"command": text, "dice": list(faces) if faces is not None else None, "override": override}
        before = self.state
        acted = act_on(self.game, before, step)
        if acted.outcome != expect:
            said = acted.error or (acted.ruling.message if acted.ruling else "")
            raise BotError(f"step {len(self.lines) + 1}: {text!r} was {acted.outcome}, expected {expect}: {said}")
        self.lines.append(step_record(self.game, step, acted))
        self.state = acted.state
        self.tally[acted.outcome] += 1
        if override:
            self.tally["house rule (override)"] += 1
        if acted.action is not None and acted.outcome == APPLIED:
            self.tally[acted.action.KIND] += 1
        return acted

    def refuse(self, text: str, dice: Sequence[str] | None = None) -> Acted:
        """Type a command the rules forbid now; the step records the refusal and changes nothing."""
        return self.type(text, dice, expect=REFUSED)

    def house_rule(self, text: str, dice: Sequence[str] | None = None) -> Acted:
        """Apply a command the rules forbid as a house rule (the ruling lists the waived rules)."""
        acted = self.type(text, dice, override=True)
        if acted.ruling is None or not acted.ruling.waived:
            raise BotError(f"step {len(self.lines)}: {text!r} needed no house rule")
        return acted

    def garble(self, text: str) -> Acted:
        """Type something the parser cannot read (kept rare: the log pins its error message)."""
        return self.type(text, expect=NOT_UNDERSTOOD)

    def chance(self, p: float) -> bool:
        """True with probability p (the table's seeded generator)."""
        return self.rng.random() < p

    def header(self, title: str, covers: Sequence[str]) -> dict[str, Any]:
        """The first line of the log: the game, its setup, what it covers, the fields no step changes."""
        head: dict[str, Any] = {"game": self.game.id, "setup": self.setup.to_json(), "title": title,
                                "covers": list(covers)}
        static = static_state_json(self.game.id, self.initial)
        if static:
            head["static_state"] = static
        return head

    def write(self, path: Path, title: str, covers: Sequence[str]) -> None:
        """Write the log: the header line, then one line per step."""
        path.parent.mkdir(parents=True, exist_ok=True)
        lines = [dumps(self.header(title, covers))] + [dumps(line) for line in self.lines]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
