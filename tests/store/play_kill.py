"""Killing `companion play` with SIGKILL at random moments while it saves a real game, and checking what survived.

Shared by tests/store/test_play_kill.py (one kill per game) and bench/reliability.py (`play-kill`).
The games are four golden games (Dice Throne, Runebound 2e, Runebound 3e, Dungeoneer) and the solo
Dungeoneer game with the automated dungeon lord (tests/dungeoneer/data). Each is first played whole
into a reference database. Then, per kill, `python -m companion play GAME TRANSCRIPT --setup FILE
--seed N --db URL` runs in a fresh database and is SIGKILLed after a random number of its output
lines (each line is printed after its action is committed) and a random few milliseconds more,
or at a random moment of its start. Afterwards the database must open; every line it acknowledged
as applied, undone or redone must be in the log (**lost** otherwise); the log must be the
reference's log cut short, entry for entry (**changed** otherwise); and the session must replay.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from companion.services.store import SessionStore
from companion.shell.cli import main
from tests.cli.transcript_fuzz import golden_transcripts
from tests.dungeoneer.solo_recording import SEED as SOLO_SEED, SETUP_FILE as SOLO_SETUP, \
    TRANSCRIPT_FILE as SOLO_TRANSCRIPT

REPO = Path(__file__).resolve().parents[2]
#: The golden games killed (one per game) and how many of their lines are played.
GOLDEN_GAMES = ("dice-throne-1v1", "runebound2-doom-track", "runebound3-two-heroes", "dungeoneer-two-heroes")
MOST_LINES = 120
#: Outcomes that are a committed log entry.
COMMITTED = {"applied", "undone", "redone"}


@dataclass(frozen=True)
class PlayedGame:
    """A game to play: its name, game id, transcript and setup files and seed."""

    name: str
    game: str
    transcript: Path
    setup: Path
    seed: int


@dataclass
class PlayKillFigures:
    """Kills made, lines acknowledged, and what went wrong (lost, changed, unexpected)."""

    kills: int = 0
    acknowledged: int = 0
    mid_run: int = 0
    lost: int = 0
    changed: int = 0
    unexpected: list[str] = field(default_factory=list)
    by_game: dict[str, int] = field(default_factory=dict)


def games(folder: Path, most: int = MOST_LINES) -> list[PlayedGame]:
    """The four golden games and the solo Dungeoneer game, their first `most` lines written into `folder`."""
    found = []
    transcripts = golden_transcripts()
    for name in GOLDEN_GAMES:
        game, setup, lines = transcripts[name]
        transcript = folder / f"{name}.transcript"
        transcript.write_text("\n".join(lines[:most]) + "\n", encoding="utf-8")
        setup_file = folder / f"{name}.setup.json"
        setup_file.write_text(json.dumps(setup, ensure_ascii=False), encoding="utf-8")
        found.append(PlayedGame(name, game, transcript, setup_file, 1))
    solo = [line for line in SOLO_TRANSCRIPT.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.lstrip().startswith("#")]
    transcript = folder / "dungeoneer-solo.transcript"
    transcript.write_text("\n".join(solo[:most]) + "\n", encoding="utf-8")
    found.append(PlayedGame("dungeoneer-solo", "dungeoneer", transcript, SOLO_SETUP, SOLO_SEED))
    return found


def _command(played: PlayedGame, database: Path) -> list[str]:
    return [sys.executable, "-m", "companion", "play", played.game, str(played.transcript), "--setup",
            str(played.setup), "--seed", str(played.seed), "--db", f"sqlite:///{database}"]


def _log(database: Path) -> list[tuple[int, str, str]]:
    """The session's log as (seq, kind, action) after it replays; [] when no session was created yet."""
    if not database.exists():
        return []
    with SessionStore.open(f"sqlite:///{database}") as store:
        sessions = store.list_sessions()
        if not sessions:
            return []
        live = store.open_session(sessions[0].id)  # replays the log
        live.game.view(live.state)
        return [(e.seq, e.kind, repr(e.action)) for e in live.entries]


def reference(played: PlayedGame, folder: Path) -> list[tuple[int, str, str]]:
    """The log of the whole transcript played without a kill."""
    database = folder / f"{played.name}.reference.db"
    database.unlink(missing_ok=True)
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = main(_command(played, database)[3:])  # in this process: the same command, without the start-up
    if code != 0:
        raise RuntimeError(f"{played.name}: the uninterrupted play failed ({code}): {err.getvalue()[-400:]}")
    return _log(database)


def kill_plays(folder: Path, kills: int, seed: int, most: int = MOST_LINES) -> PlayKillFigures:
    """`kills` runs of `companion play`, games in turn, each SIGKILLed at a random moment; checked after each."""
    rng = random.Random(seed)
    figures = PlayKillFigures()
    every = games(folder, most)
    references = {played.name: reference(played, folder) for played in every}
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    for number in range(kills):
        played = every[number % len(every)]
        expected = references[played.name]
        database = folder / "killed.db"
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{database}{suffix}").unlink(missing_ok=True)
        child = subprocess.Popen(_command(played, database), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True, cwd=REPO, env=env)
        acknowledged = 0
        wait_lines = rng.randrange(0, max(1, len(expected)))
        try:
            if wait_lines == 0:
                time.sleep(rng.random() * 2.5)  # somewhere in the start: imports, the schema, the new session
            else:
                for _ in range(wait_lines):
                    line = child.stdout.readline()
                    if not line:
                        break
                    acknowledged += json.loads(line).get("outcome") in COMMITTED
                time.sleep(rng.random() * 0.01)
                figures.mid_run += 1
        finally:
            child.send_signal(signal.SIGKILL)
            # Read through the same file objects `readline` used: their buffers may hold the head of the next
            # line already (`communicate` reads the pipes' descriptors and would start mid-line after it).
            child.wait()
            rest, err = child.stdout.read(), child.stderr.read()
            child.stdout.close()
            child.stderr.close()
        # Printed before the kill landed. A last piece with no newline was cut by the kill mid-write: the play
        # never finished saying it, so it acknowledges nothing. A whole line that is not JSON is a fault, reported.
        for line in rest.split("\n")[:-1]:
            try:
                acknowledged += json.loads(line).get("outcome") in COMMITTED
            except ValueError:
                figures.unexpected.append(f"{played.name}: a line that is not JSON: {line[:200]!r}")
        if "Traceback" in err or "unexpected" in err:
            figures.unexpected.append(f"{played.name}: {err.strip()[-200:]}")
        figures.kills += 1
        figures.acknowledged += acknowledged
        figures.by_game[played.name] = figures.by_game.get(played.name, 0) + 1
        try:
            log = _log(database)
        except Exception as error:  # noqa: BLE001 - counted and reported, never hidden
            figures.unexpected.append(f"{played.name}: reopening: {type(error).__name__}: {error}"[:300])
            continue
        figures.lost += max(0, acknowledged - len(log))
        if log != expected[: len(log)]:
            figures.changed += 1
    return figures
