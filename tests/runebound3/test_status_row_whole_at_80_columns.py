"""The Runebound 3e status row says what the decision needs, whole, at 80x24: no "…" with the rest in a tooltip.

Played as a new table, the row read "Stage: moving · turn: Anna (2 actions left) · move dice: 1: plains, 2: plai…",
and a drawn event's two options, which the table chooses between, were cut in the first. What the panel beside the
heroes shows is no longer said in the row: a move's dice, the event's options and the story quests are there, a row
each at the panel's top; the row keeps the stage, whose turn with the actions left, the challenge, and last the act and
the time.
"""

from __future__ import annotations

import pytest

from rules_engine.chance import DrawnCard
from rules_engine.runebound3.actions import Adventure, Trade
from rules_engine.runebound3.board import board
from rules_engine.runebound3.challenge_commands import table_roll
from rules_engine.runebound3.dice_moves import MoveRoll
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.values import replace
from screens.runebound3.area import status_text
from screens.runebound3.widgets import markets_text
from textual.widgets import Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from tests.runebound3.helpers import item, new_setup, new_state
from tests.runebound3.test_screens_frame import open_session
from tests.runebound3.screen_tables import first_turn_done

OPTIONS = ("gold-2", "wounds+1,trophy")
#: The status row's width at 80x24: the board's frame, less its border and padding (the session test measures it).
ROW = 76


def play(state, *actions):
    for act in actions:
        state = RUNEBOUND3.apply(state, act).state
    return state


def named(data, name: str = "Aleksandra"):
    """The board with the acting player called by a longer name, as a table types one."""
    return replace(data, heroes=tuple(replace(h, player=name) if h.active else h for h in data.heroes))


STATES = {
    "actions": lambda: first_turn_done(),
    "moving": lambda: play(new_state(), MoveRoll(table_roll(("forest+hills", "plains+road", "mountains+swamp")))),
    "event": lambda: play(new_state(), Adventure(DrawnCard("challenges", "Toll Bridge",
                                                           data={"kind": "event", "options": list(OPTIONS)}))),
    "trading": lambda: play(new_state(), Trade(item("Sword", "weapon", 2))),
    "story quests": lambda: replace(new_state(), quest_zone=("The Lost Shrine", "Margath's Herald")),
}


async def test_the_row_in_a_session_at_80x24_is_whole_and_the_panel_beside_holds_the_options(
        store: SessionStore) -> None:
    live = store.create_session(game_id="runebound3", name="Toll", setup=new_setup())
    live.act(Adventure(DrawnCard("challenges", "Toll Bridge", data={"kind": "event", "options": list(OPTIONS)})))
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_session(pilot)
        status = app.screen.query_one("#r3-status", Static)
        row = "".join(segment.text for segment in status.render_line(0)).rstrip()
        assert row.startswith("Stage: challenge (Toll Bridge) · turn: P0 (1 action left)") and "…" not in row
        assert status.size.width == ROW
        side = str(app.screen.query_one("#r3-markets").render())
        assert side.startswith("Choose one\nchoose 1: pays 2 gold")


@pytest.mark.parametrize("stage", list(STATES))
def test_the_row_is_whole_at_80_columns(stage: str) -> None:
    data = named(board(STATES[stage]()))
    said = status_text(data, short=True, width=ROW).plain
    assert len(said) <= ROW, said
    assert said.startswith("Stage: ") and "turn: Aleksandra (" in said
    if stage != "event":
        assert said.endswith(" · act 1, time 0/15")
    assert status_text(data, short=True).plain.startswith(said)  # the tooltip's whole line


def test_the_act_and_time_give_way_first_when_the_row_is_short() -> None:
    data = board(STATES["event"]())
    whole = status_text(data, short=True).plain
    assert whole.endswith(" · act 1, time 0/15")
    narrow = status_text(data, short=True, width=len(whole) - 1).plain
    assert narrow == whole.removesuffix(" · act 1, time 0/15")


def test_what_the_panel_beside_shows_is_not_said_again_in_the_row() -> None:
    moving = board(STATES["moving"]())
    assert "move dice" not in status_text(moving, short=True).plain
    side = markets_text(moving.markets, moving.challenge_tokens, move_dice=moving.move_dice).plain
    assert side.startswith("Move dice\n1: forest+hills\n2: plains+road\n3: mountains+swamp\n")
    event = board(STATES["event"]())
    row = status_text(event, short=True).plain
    assert row.startswith("Stage: challenge (Toll Bridge) · turn: ") and "pays 2 gold" not in row
    side = markets_text(event.markets, event.challenge_tokens, options=event.challenge_options).plain
    assert side.startswith("Choose one\nchoose 1: pays 2 gold, discards the card\nchoose 2: takes 1 wounds")


def test_the_story_quests_are_listed_beside_and_not_in_the_row() -> None:
    data = board(STATES["story quests"]())
    assert data.story_quests and "story quests" not in status_text(data, short=True).plain
    side = markets_text(data.markets, data.challenge_tokens, story_quests=data.story_quests).plain
    assert "Story quests\n" in side and all(q in side for q in ("The Lost Shrine", "Margath's Herald"))
    assert side.index("Story quests") < side.index("Challenge tokens")
