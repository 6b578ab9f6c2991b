"""Record the scripted solo game's files: `python -m tests.dungeoneer.solo_recording` rewrites them.

- data/solo_setup.json: the setup `companion play --setup` reads (the test catalogue);
- data/solo_game.transcript: the lines the scripted player typed in its seeded game;
- data/solo_game.golden.jsonl: what `companion play dungeoneer ... --seed` printed for them.

Regenerate only for a deliberate, reviewed change of behaviour; the diff shows what changed.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
from pathlib import Path

from companion.shell.cli import main
from tests.dungeoneer.solo_bot import SOLO_SETUP, play_solo_game

DATA = Path(__file__).resolve().parent / "data"
SETUP_FILE = DATA / "solo_setup.json"
TRANSCRIPT_FILE = DATA / "solo_game.transcript"
GOLDEN_FILE = DATA / "solo_game.golden.jsonl"
SEED = 44
HEADER = (f"# A solo Dungeoneer game typed by tests/dungeoneer/solo_bot.py against the app's virtual decks;\n"
          f"# only the player's decisions: the app takes the dungeon lord's steps itself.\n"
          f"# companion play dungeoneer {TRANSCRIPT_FILE.name} --setup {SETUP_FILE.name} --seed {SEED}\n")


def transcript_text(seed: int = SEED) -> str:
    """The transcript of the scripted player's game with this seed."""
    return HEADER + "".join(f"{line}\n" for line in play_solo_game(seed).lines)


def run_companion_play(transcript: Path, setup: Path, seed: int, db_dir: Path) -> tuple[int, str, str]:
    """`companion play dungeoneer TRANSCRIPT --setup SETUP --seed N` on a fresh database: (exit, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    argv = ["play", "dungeoneer", str(transcript), "--setup", str(setup), "--seed", str(seed),
            "--db", f"sqlite:///{db_dir / 'solo.db'}"]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def record() -> None:
    """Write the setup, the transcript and the golden output."""
    DATA.mkdir(exist_ok=True)
    SETUP_FILE.write_text(json.dumps(SOLO_SETUP, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    TRANSCRIPT_FILE.write_text(transcript_text(), encoding="utf-8")
    with tempfile.TemporaryDirectory() as folder:
        code, out, err = run_companion_play(TRANSCRIPT_FILE, SETUP_FILE, SEED, Path(folder))
    if code != 0:
        raise SystemExit(f"companion play failed ({code}): {err}")
    GOLDEN_FILE.write_text(out, encoding="utf-8")
    print(f"wrote {SETUP_FILE.name}, {TRANSCRIPT_FILE.name}, {GOLDEN_FILE.name} ({len(out.splitlines())} lines)")


if __name__ == "__main__":
    record()
    sys.exit(0)
