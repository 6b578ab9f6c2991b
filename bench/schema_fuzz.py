"""Fuzz campaigns of what the schema guards: setups, transcripts and session documents (docs/reliability.md).

    python bench/schema_fuzz.py setups 2000          # mutated golden setups through `companion play --setup`
    python bench/schema_fuzz.py transcripts 500      # mutated golden transcripts, `--dry-run`
    python bench/schema_fuzz.py transcripts-db 200   # the same, saved into a fresh database each run
    python bench/schema_fuzz.py imports 1000         # mutated Dungeoneer and Runebound 3e golden exports imported
    python bench/schema_fuzz.py catalogue 2000       # mutated catalogue files of every kind, `catalogue import`

Each run's choices come from the seed (`--seed=N`, default 1) and its number, so a campaign runs
again alike. Every run is counted as clean (exit 0 with valid output, or exit 2 with one line) or
wrong; each wrong kind is printed once with its count and an example, then one table row:
tries, lost, changed, unexpected, seconds. The suite keeps a short seeded version of each
(tests/cli/test_setup_schema.py, tests/cli/test_cli_fuzz.py, tests/store/test_import_whole_document.py,
tests/cli/test_catalogue_fuzz.py).
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.cli import setup_fuzz, transcript_fuzz  # noqa: E402 - after the line that puts the checkout on sys.path
from tests.cli.catalogue_fuzz import fuzz_catalogue_imports  # noqa: E402 - after the line that puts the checkout on sys.path
from tests.store.import_fuzz import MUTATIONS, FuzzFigures  # noqa: E402 - after the line that puts the checkout on sys.path
from tests.store.test_import_whole_document import GoldenImportBench  # noqa: E402 - after the line that puts the checkout on sys.path

PARTS = ("setups", "transcripts", "transcripts-db", "imports", "catalogue")


def _row(part: str, tries: int, lost: int, changed: int, wrong: Counter, began: float) -> None:
    for problem, count in wrong.most_common():
        print(f"  {count} x {problem}")
    print(f"| {part} | {tries} | {lost} | {changed} | {sum(wrong.values())} | {time.perf_counter() - began:.0f} s |")


def setups(runs: int, seed: int, folder: Path) -> None:
    """Mutated setups of every golden game and the Class Decks example: plays, or one clean line of refusal."""
    bases = setup_fuzz.base_setups()
    wrong: Counter = Counter()
    began = time.perf_counter()
    for number in range(runs):
        rng = random.Random(f"{seed}-setups-{number}")
        name = rng.choice(sorted(bases))
        game, setup = bases[name]
        mutated = setup_fuzz.mutate(rng, setup)
        problem = setup_fuzz.problem(game, mutated, *setup_fuzz.play_setup(folder, game, mutated))
        if problem:
            wrong[f"{name}: {problem[:160]}"] += 1
    _row("setups", runs, 0, 0, wrong, began)


def transcripts(runs: int, seed: int, folder: Path, *, dry_run: bool) -> None:
    """Golden transcripts with one line mutated: every line played, refused or not understood."""
    games = transcript_fuzz.golden_transcripts()
    wrong: Counter = Counter()
    began = time.perf_counter()
    for number in range(runs):
        rng = random.Random(f"{seed}-transcripts-{number}")
        name = rng.choice(sorted(games))
        game, setup, lines = games[name]
        chosen = transcript_fuzz.mutated_transcript(rng, lines, most=200)
        problem = transcript_fuzz.problem(*transcript_fuzz.play_transcript(folder, game, setup, chosen,
                                                                           dry_run=dry_run))
        if problem:
            wrong[f"{name}: {problem[:160]}"] += 1
    _row("transcripts" if dry_run else "transcripts-db", runs, 0, 0, wrong, began)


def imports(runs: int, seed: int, folder: Path) -> None:
    """Dungeoneer and Runebound 3e golden exports mutated as tests/store/import_fuzz.py does, imported by the CLI."""
    bench = GoldenImportBench(folder)
    figures = FuzzFigures()
    began = time.perf_counter()
    for number in range(runs):
        rng = random.Random(f"{seed}-imports-{number}")
        kind = rng.choice(sorted(MUTATIONS))
        game = rng.choice(("dungeoneer", "runebound3"))
        bench.run(bench.mutate(rng, kind, game), kind, figures)
    _row("imports", figures.runs, figures.lost, figures.changed, Counter(u[:160] for u in figures.unexpected), began)
    print(f"  refused {figures.refused}, imported {figures.imported}")


def catalogue(runs: int, seed: int, folder: Path) -> None:
    """Mutated catalogue files of every kind (tests/cli/catalogue_fuzz.py): refused untouched, or usable by a session."""
    began = time.perf_counter()
    figures = fuzz_catalogue_imports(folder, runs, seed)
    _row("catalogue", figures.runs, 0, figures.changed, Counter(u[:160] for u in figures.unexpected), began)
    print(f"  refused {figures.refused}, imported {figures.imported}, kinds {len(figures.by_kind)}")


def main(argv: list[str]) -> int:
    words = [w for w in argv if not w.startswith("--")]
    seed = next((int(w.split("=", 1)[1]) for w in argv if w.startswith("--seed=")), 1)
    if len(words) != 2 or words[0] not in PARTS or not words[1].isdigit():
        print(__doc__, file=sys.stderr)
        return 2
    part, runs = words[0], int(words[1])
    with tempfile.TemporaryDirectory() as folder:
        if part == "setups":
            setups(runs, seed, Path(folder))
        elif part == "imports":
            imports(runs, seed, Path(folder))
        elif part == "catalogue":
            catalogue(runs, seed, Path(folder))
        else:
            transcripts(runs, seed, Path(folder), dry_run=part == "transcripts")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
