"""A whole Dice Throne match and a whole Runebound game, typed line by line through the session controller and saved.

The controller sits below the screens: the last test plays both games in a fresh process and
proves Textual was never imported.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


from companion.services.outcomes import Applied, Checked, Moved, Refused
from companion.services.store import SessionStore
from tests.support.whole_games import (
    DICE_THRONE_CHECKS,
    DICE_THRONE_MATCH,
    DICE_THRONE_REFUSED,
    DICE_THRONE_SETUP,
    RUNEBOUND_GAME,
    RUNEBOUND_SETUP,
    play_whole_game,
)

ROOT = Path(__file__).resolve().parents[2]


def commands(script: list[str]) -> list[str]:
    """The lines that are not comments."""
    return [line for line in script if not line.startswith("#")]


def assert_replays_as_played(store: SessionStore, controller) -> None:
    """The saved log, opened again, gives the state the controller ended with."""
    reopened = store.open_session(controller.session.id)
    assert reopened.state == controller.state
    assert [e.kind for e in reopened.entries] == [e.kind for e in controller.session.entries]


def test_a_whole_dice_throne_match(store):
    controller, played = play_whole_game(store, "dice-throne", DICE_THRONE_SETUP, DICE_THRONE_MATCH)
    assert [p.text for p in played] == commands(DICE_THRONE_MATCH)
    by_kind = {type(p.outcome) for p in played}
    assert by_kind == {Applied, Refused, Checked, Moved}
    refused = [p for p in played if isinstance(p.outcome, Refused)]
    assert [p.text for p in refused] == list(DICE_THRONE_REFUSED)
    assert refused[0].outcome.before_chance  # refused before any dice: a roll belongs to the offensive roll phase
    assert refused[0].outcome.ruling.citations[0].rule_id == "dice-throne.offence.roll-attempts"
    checks = [p for p in played if isinstance(p.outcome, Checked)]
    assert [p.text for p in checks] == list(DICE_THRONE_CHECKS) and checks[0].outcome.allowed is False
    view = controller.game.view(controller.state)
    assert view.finished and view.result == "Winner: Ann"
    assert controller.state.health == (25, 0)
    rolls = [d for p in played if isinstance(p.outcome, Applied) for d in p.outcome.dice]
    assert rolls and all(roll.source == "table" for roll in rolls)
    assert_replays_as_played(store, controller)


def test_a_whole_runebound_game(store):
    controller, played = play_whole_game(store, "runebound2", RUNEBOUND_SETUP, RUNEBOUND_GAME)
    not_applied = [(p.text, p.outcome) for p in played if not isinstance(p.outcome, Applied)]
    assert not_applied == []
    state = controller.state
    assert state.winner == 0 and state.result == "Anna slays Margath and wins"
    anna = state.players[0]
    assert anna.hero.wounds == 1  # the poor melee defence in the second round
    assert [card.name for card in anna.trophies] == ["Bloodmother's Brood"] and anna.gold == 6
    assert [(c.colour, c.xp) for c in anna.counters] == [("yellow", 1)] and anna.position.label == "H9"
    assert state.players[1].position.terrain == "river"  # Boris fled the Wolves back to where he came from
    assert controller.game.view(state).finished
    assert_replays_as_played(store, controller)


def test_whole_games_through_the_controller_never_import_textual(tmp_path):
    url = f"sqlite:///{tmp_path / 'subprocess.db'}"
    code = (
        "import json, sys\n"
        "from companion.services.store import SessionStore\n"
        "from tests.support.whole_games import *\n"
        f"store = SessionStore.open({url!r})\n"
        "results = {}\n"
        "for game_id, setup, script in (('dice-throne', DICE_THRONE_SETUP, DICE_THRONE_MATCH),\n"
        "                                ('runebound2', RUNEBOUND_SETUP, RUNEBOUND_GAME)):\n"
        "    controller, played = play_whole_game(store, game_id, setup, script)\n"
        "    results[game_id] = controller.game.view(controller.state).result\n"
        "store.close()\n"
        "print(json.dumps({'results': results, 'textual': sorted(m for m in sys.modules if m.split('.')[0] == 'textual'),\n"
        "                  'screens': sorted(m for m in sys.modules if m.split('.')[0] == 'screens')}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["results"] == {"dice-throne": "Winner: Ann", "runebound2": "Anna slays Margath and wins"}
    assert report["textual"] == [] and report["screens"] == []
