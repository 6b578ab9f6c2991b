"""Make docs/screenshot.svg: the app on a Dice Throne match in progress (run from the repo root)."""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from cards_db.dice_throne import shipped_heroes  # noqa: E402 - after the line that puts the checkout on sys.path
from companion.shell.app import make_app  # noqa: E402 - after the line that puts the checkout on sys.path
from companion.services.store import SessionStore  # noqa: E402 - after the line that puts the checkout on sys.path
from rules_engine.dice import TableDice  # noqa: E402 - after the line that puts the checkout on sys.path
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup  # noqa: E402 - after the line that puts the checkout on sys.path

MOVES = [
    ("roll-off", ("6", "2")), ("next", ()), ("next", ()), ("next", ()),
    ("roll", ("1", "1", "2", "4", "6")), ("reroll 4 5", ("3", "2")), ("ability revolver", ()), ("activate", ()),
    ("next", ()), ("defend", ("4", "1", "2", "3")),
]


async def main() -> None:
    """Play a few moves into a temporary database and save the session screen as SVG."""
    with tempfile.TemporaryDirectory() as folder:
        store = SessionStore.open(f"sqlite:///{folder}/shot.db")
        heroes = shipped_heroes()
        setup = GameSetup((PlayerSetup("Ann", "gunslinger"), PlayerSetup("Bo", "cursed-pirate")),
                          {"mode": "1v1"}, {"heroes": heroes})
        live = store.create_session(game_id="dice-throne", name="Friday night", setup=setup)
        for text, dice in MOVES:
            parsed = live.game.parse_command(live.state, text)
            if isinstance(parsed, DiceRequest):
                parsed = parsed.build(TableDice(list(dice)).roll(parsed.die, parsed.count, parsed.modifier))
            live.act(parsed)
        app = make_app(store)
        async with app.run_test(size=(100, 34)) as pilot:
            app.open_session(live.id)
            await pilot.pause()
            await pilot.pause()
            app.save_screenshot(str(REPO / "docs" / "screenshot.svg"))
        store.close()
    print("wrote docs/screenshot.svg")


if __name__ == "__main__":
    asyncio.run(main())
