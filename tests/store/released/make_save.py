"""Makes a save of a released version: run with THAT version's code, never today's.

Run from a worktree of the released commit (see README.md in this folder):

    cd /tmp/v && COMPANION_DATA_DIR=/tmp/v-data PYTHONPATH=/tmp/v \
        python /path/to/make_save.py OUT.db OUT.expected.json

It opens the version's own SessionStore, creates a Dice Throne session and a Runebound 2e
session, and plays real typed commands through the version's own command parser with the
table's dice (plus an undo, a redo and a house rule), exactly as the app would save them. It
then writes what that version shows for each session (`sessions show --json`'s view and log) as
the expectation the upgrade test holds today's code to. The script uses only what every
released version has: `parse_command`, `DiceRequest.build`, `TableDice` and the store's act,
undo and redo. With MAKE_SAVE_SNAPSHOT_EVERY=N set, a version with state snapshots stores one
every N actions (see `_snapshot_every`), so its file holds snapshot rows too.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

try:  # the store moved under companion.services after the first release
    from companion.services.store import SessionStore
except ImportError:
    from companion.store import SessionStore  # type: ignore[no-redef]
try:
    from rules_engine.chance import DiceRequest
except ImportError:
    from rules_engine.game import DiceRequest  # type: ignore[no-redef]
from companion import __version__
from rules_engine.dice import TableDice
from rules_engine.game import GameSetup, PlayerSetup

from tests.dice_throne.support import make_setup
from tests.runebound2.helpers import HEROES as RUNEBOUND_HEROES

#: Dice Throne 1v1: a roll-off, a turn of rerolls, an attack defended, cards sold, a house rule.
DICE_THRONE = [
    ("roll-off", (6, 1)),
    ("to offensive-roll", ()), ("to upkeep", ()),  # Ann's first turn: no attack yet
    ("to offensive-roll", ()),
    ("roll", (2, 2, 3, 5, 6)), ("reroll 4 5", (1, 1)), ("declare none", ()),
    ("to upkeep", ()),
    ("to offensive-roll", ()),
    ("roll", (1, 1, 1, 4, 5)), ("ability revolver", ()), ("activate", ()),
    ("undo", ()), ("redo", ()),
    ("next", ()), ("defend", (3, 3, 2, 1)),
    ("to main-2", ()), ("sell", ()),
    ("house-rule cp +1", ()),  # refused outside the active player's phases: the table insists
    ("to upkeep", ()),
    ("to offensive-roll", ()),
    ("roll", (6, 6, 6, 2, 3)), ("reroll 4 5", (6, 6)), ("declare none", ()),
    ("to main-2", ()),
]

#: Runebound 2e, two heroes: resting with and without terrain dice, a movement roll, undo and redo.
RUNEBOUND = [
    ("rest 2", ("plains+road", "forest")), ("next", ()), ("next", ()), ("next", ()), ("next", ()),
    ("roll-move", ("plains+road", "forest", "hills", "mountains", "river")),
    ("next", ()), ("next", ()), ("undo", ()), ("redo", ()), ("next", ()), ("next", ()),
    ("stay", ()), ("next", ()), ("next", ()), ("next", ()), ("next", ()),
    ("rest 4", ()), ("next", ()),
]


def _action(game: Any, state: Any, text: str, dice: tuple) -> Any:
    parsed = game.parse_command(state, text)
    if isinstance(parsed, DiceRequest):
        roll = TableDice([str(d) for d in dice]).roll(parsed.die, parsed.count, parsed.modifier)
        return parsed.build(roll)
    assert not dice, f"{text!r} takes no dice"
    return parsed


def play(live: Any, script: list[tuple[str, tuple]]) -> None:
    """Play typed commands: 'to PHASE' presses next until that phase; undo, redo, house-rule CMD."""
    for text, dice in script:
        if text.startswith("to "):
            for _ in range(12):
                live.act(_action(live.game, live.state, "next", ()))
                if live.state.phase == text[3:]:
                    break
            else:
                raise SystemExit(f"never reached {text[3:]}")
        elif text == "undo":
            assert live.undo() is not None
        elif text == "redo":
            assert live.redo() is not None
        elif text.startswith("house-rule "):
            live.act(_action(live.game, live.state, text.removeprefix("house-rule "), dice), override=True)
        else:
            live.act(_action(live.game, live.state, text, dice))


def shown(live: Any) -> dict:
    """What this version shows for a session: the view and the log (as `sessions show --json`)."""
    view = live.game.view(live.state)
    return {
        "id": live.id,
        "name": live.name,
        "game_id": live.game.id,
        "view": {
            "turn": view.turn,
            "phase": view.phase,
            "finished": view.finished,
            "result": view.result,
            "players": [{"name": p.name, "active": p.active, "stats": dict(p.stats)} for p in view.players],
        },
        "log": [
            {
                "seq": e.seq,
                "kind": e.kind,
                "action": e.action.to_json() if e.action else None,
                "message": e.ruling.message if e.ruling else None,
                "overridden": e.overridden,
                "active": e.active,
                "target_seq": e.target_seq,
            }
            for e in live.entries
        ],
    }


def _snapshot_every(every: int) -> None:
    """Store a state snapshot every `every` actions instead of the version's own interval (if it has snapshots).

    A few dozen actions then leave snapshot rows in the file, as a long game would, so the upgrade
    is tested on a file that has them; the rows are still written by that version's own code.
    """
    import importlib

    for name in ("companion.services.store.snapshots", "companion.services.store.snapshot_cache",
                 "companion.services.store.live"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if hasattr(module, "SNAPSHOT_EVERY"):
            module.SNAPSHOT_EVERY = every


def main(db: str, expected: str, commit: str) -> None:
    if os.environ.get("MAKE_SAVE_SNAPSHOT_EVERY"):
        _snapshot_every(int(os.environ["MAKE_SAVE_SNAPSHOT_EVERY"]))
    store = SessionStore.open(f"sqlite:///{db}")
    scratch = store.create_session(game_id="dice-throne", name="Deleted before the upgrade", setup=make_setup())
    dice_throne = store.create_session(game_id="dice-throne", name="Friday Dice Throne", setup=make_setup())
    play(dice_throne, DICE_THRONE)
    runebound_setup = GameSetup(
        (PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {}, {"heroes": RUNEBOUND_HEROES}
    )
    runebound = store.create_session(game_id="runebound2", name="Saturday Runebound", setup=runebound_setup)
    play(runebound, RUNEBOUND)
    store.delete_session(scratch.id)  # a deleted session: its id must never come back
    sessions = [shown(store.open_session(s.id)) for s in (dice_throne, runebound)]
    store.close()
    with open(expected, "w", encoding="utf-8") as handle:
        json.dump({"commit": commit, "app_version": __version__, "deleted_ids": [scratch.id],
                   "sessions": sessions}, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit("usage: python make_save.py OUT.db OUT.expected.json COMMIT")
    main(*sys.argv[1:])
