"""Benchmark: time from starting a Python process to the app's first screen being shown.

Each run is a fresh process (imports included) that opens the app headless on a temporary
database holding a few saved sessions, waits until the home screen has rendered, and exits.
Run: python bench/bench_startup.py
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

PROBE = r"""
import asyncio, sys, time
launched = float(sys.argv[2])
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.home import HomeScreen

async def main():
    store = SessionStore.open(sys.argv[1])
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, HomeScreen):
            await pilot.pause()
        await pilot.pause()
        print(f"{time.time() - launched:.4f}")
    store.close()

asyncio.run(main())
"""


def main() -> None:
    """Print the median and worst of ten cold starts, measured from launching the process."""
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/bench.db"
        seed = (
            "import sys; sys.path.insert(0, '.'); import tests.support.tally_game\n"
            "from companion.services.store import SessionStore\n"
            "from rules_engine.game import GameSetup, PlayerSetup\n"
            f"s = SessionStore.open({url!r})\n"
            "for i in range(20):\n"
            "    s.create_session(game_id='tally', name=f'Game {i}', setup=GameSetup((PlayerSetup('Ann'), PlayerSetup('Bo'))))\n"
            "s.close()\n"
        )
        subprocess.run([sys.executable, "-c", seed], cwd=REPO, check=True)
        shown = []
        for _ in range(10):
            out = subprocess.run(
                [sys.executable, "-c", PROBE, url, repr(time.time())],
                cwd=REPO, check=True, capture_output=True, text=True,
            )
            shown.append(float(out.stdout.strip().splitlines()[-1]))
    print(
        f"first screen (process launch -> home screen rendered, 20 saved sessions): "
        f"median {statistics.median(shown) * 1000:.0f} ms, worst {max(shown) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
