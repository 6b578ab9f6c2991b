"""One refresh of a Runebound session works out the choices ("what now") and the board once each, however many
panels show them."""

from __future__ import annotations

from collections import Counter

from textual.widgets import Input

from companion.shell.app import make_app
from companion.services.store import SessionStore
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound2 import board as board_module
from rules_engine.runebound2 import choices
from rules_engine.runebound2 import game as game_module
from tests.runebound2.helpers import HEROES


async def test_an_action_works_out_what_now_and_the_board_once_each(tmp_path, monkeypatch):
    store = SessionStore.open(f"sqlite:///{tmp_path / 'rb2.db'}")
    try:
        setup = GameSetup((PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {}, {"heroes": HEROES})
        live = store.create_session(game_id="runebound2", name="Saturday", setup=setup)
        app = make_app(store)
        async with app.run_test(size=(120, 40)) as pilot:
            app.open_session(live.id)
            await pilot.pause()
            calls: Counter[str] = Counter()
            work_out, made, hints = choices.work_out_offered, board_module.Board, game_module.typed_hints

            def counted_choices(state):  # every choices(state), whoever asked, is worked out here (once per state)
                calls["choices"] += 1
                return work_out(state)

            def counted_board(*args, **kwargs):  # every board(state), whoever imported it, ends in Board(...)
                calls["board"] += 1
                return made(*args, **kwargs)

            def counted_hints(*args, **kwargs):  # "what now" as short commands: the view's line and help's first verbs
                calls["what now"] += 1
                return hints(*args, **kwargs)

            monkeypatch.setattr(choices, "work_out_offered", counted_choices)
            monkeypatch.setattr(game_module, "typed_hints", counted_hints)
            monkeypatch.setattr(board_module, "Board", counted_board)
            command = pilot.app.screen.query_one("#command", Input)
            command.focus()
            command.value = "stay"  # the hero stays: a new state, one refresh of every panel
            await pilot.press("enter")
            await pilot.pause()
            assert pilot.app.screen.live.state.turn.movement  # the action was applied
            assert calls == {"choices": 1, "board": 1, "what now": 1}
    finally:
        store.close()
