"""Mutated transcripts of real games through `companion play`: the golden games' lines, one of them changed.

Shared by tests/cli/test_cli_fuzz.py (hypothesis, a bounded number of examples) and
bench/reliability.py (a longer campaign). A transcript is the first lines of a golden game
(tests/golden/games/*.jsonl), typed as the table typed them (`[dice: ...]` for its dice,
`house-rule` before an override); one line is changed one way (a word swapped for a hostile one,
a number made huge or negative, a control character or markup inserted, the line cut short or
doubled, its dice note changed) and the transcript is played with `--dry-run`.

Every line must be played, refused with its rule or not understood (a line of the output each),
or the whole transcript refused with exit 2 and one line `companion: error: ...`: never
"unexpected", a traceback, another exit code, or a hang.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import re
from pathlib import Path
from typing import Any

from companion.shell.cli import main
from tests.cli.setup_fuzz import GOLDEN

HOSTILE_WORDS = ["", "0", "-1", "-4", "999999", "1" + "0" * 30, "9" * 400, "x", "[b]", "[/b]", "\x00", "\x1b[31m", "²",
                 "١", "p0", "p99", "all", "\"", "'", "lava", "purple", "red", "none", "NaN", "[dice:", "]", "...", "3,x"]
#: The outcomes a line of `companion play` may have.
OUTCOMES = {"applied", "refused", "allowed", "not-understood", "undone", "redone", "nothing to undo",
            "nothing to redo"}


def golden_transcripts() -> dict[str, tuple[str, dict, list[str]]]:
    """(game id, setup, transcript lines) of every golden game, by name."""
    found = {}
    for path in sorted(GOLDEN.glob("*.jsonl")):
        with path.open(encoding="utf-8") as lines:
            rows = [json.loads(line) for line in lines]
        head, steps = rows[0], rows[1:]
        typed = []
        for step in steps:
            if step["outcome"] == "not-understood":
                continue  # the transcript stops at a line it cannot read (exit 2): keep the lines that play
            line = step["command"]
            if step.get("dice") is not None:
                line += f" [dice: {' '.join(step['dice'])}]"
            typed.append(("house-rule " if step.get("override") else "") + line)
        found[path.stem] = (head["game"], head["setup"], typed)
    return found


def mutate_line(rng: random.Random, line: str) -> str:
    """`line` changed one hostile way."""
    words = line.split(" ")
    how = rng.randrange(7)
    if how == 0 and words:
        words[rng.randrange(len(words))] = rng.choice(HOSTILE_WORDS)
    elif how == 1:
        digits = [i for i, w in enumerate(words) if w.strip("[]:").lstrip("-").isdigit()]
        if digits:
            words[rng.choice(digits)] = rng.choice(["-1", "0", "99", "1000000", "1" + "0" * 30])
        else:
            words.append(rng.choice(HOSTILE_WORDS))
    elif how == 2:
        at = rng.randrange(len(line) + 1)
        return line[:at] + rng.choice(["\x00", "\x07", "\u202e", "[bold]", "²", "\t"]) + line[at:]
    elif how == 3:
        return line[: rng.randrange(len(line) + 1)]
    elif how == 4:
        return line + " " + line
    elif how == 5:
        words.insert(rng.randrange(len(words) + 1), rng.choice(HOSTILE_WORDS))
    else:
        return line.replace("[dice: ", "[dice: " + rng.choice(["7 ", "0 ", "x ", "-1 ", "99 ", ""]), 1) \
            if "[dice:" in line else line.upper()
    return " ".join(words)


def mutated_transcript(rng: random.Random, lines: list[str], most: int = 80) -> list[str]:
    """The first lines of a game (at most `most`), one of them changed."""
    count = rng.randrange(1, min(most, len(lines)) + 1)
    chosen = list(lines[:count])
    at = rng.randrange(count)
    chosen[at] = mutate_line(rng, chosen[at])
    return chosen


def play_transcript(folder: Path, game: str, setup: dict, lines: list[str], *, dry_run: bool = True
                    ) -> tuple[int, str, str]:
    """`companion play GAME FILE --setup FILE --seed 1` with `--dry-run`, or saving into a fresh database:
    (exit code, stdout, stderr)."""
    transcript = folder / "transcript.txt"
    transcript.write_text("\n".join(lines) + "\n", encoding="utf-8", errors="surrogatepass")
    setup_file = folder / "setup.json"
    setup_file.write_text(json.dumps(setup, ensure_ascii=False), encoding="utf-8")
    database = folder / "play.db"
    database.unlink(missing_ok=True)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = main(["play", game, str(transcript), "--setup", str(setup_file), *(["--dry-run"] if dry_run else []),
                     "--seed", "1", "--db", f"sqlite:///{database}"])
    return code, out.getvalue(), err.getvalue()


#: How an error the app did not foresee is reported ("unexpected KeyError: ... (please report this)").
UNFORESEEN = re.compile(r"Traceback|please report|unexpected \w*(Error|Exception)|internal error")


def problem(code: int, out: str, err: str) -> str:
    """What is wrong with this run ('' when every line was played, refused or not understood, or it was refused)."""
    if UNFORESEEN.search(err):
        return f"unexpected: {err.strip()}"
    if code == 2:
        lines = err.strip("\n").split("\n")
        return "" if len(lines) == 1 and lines[0].startswith("companion: error: ") else f"not one line: {err}"
    if code != 0:
        return f"exit {code}: {err.strip()}"
    for text in out.splitlines():
        data: Any = json.loads(text)
        if data.get("outcome") not in OUTCOMES:
            return f"outcome {data.get('outcome')!r}: {text[:200]}"
    return ""
