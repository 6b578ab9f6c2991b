"""A game's own area in the session frame: it renders state and acts only by posting GameArea.Submit."""

from __future__ import annotations

import pytest
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from companion.shell.app import make_app
from companion.services.store import SessionStore
from rules_engine.dice import numbered_die
from rules_engine.chance import fill
from rules_engine.game import DiceRequest
from screens import game_area
from screens.area_view import AreaView
from screens.dialogs import ConfirmDialog
from screens.dice_tray import DiceTray
from screens.game_area import GameArea
from tests.support.tally_game import AddPoints, RollPoints
from tests.tui.conftest import SIZE, tally_setup
from tests.tui.drive import frame, resume_first


class TallyArea(GameArea):
    """A tiny area for the tally game: shows the scores; keys post actions to the frame."""

    can_focus = True
    BINDINGS = [
        Binding("a", "add_one", "Add 1", id="test.add_one"),
        Binding("r", "roll", "Roll", id="test.roll"),
        Binding("x", "add_nine", "Add 9", id="test.add_nine"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("", id="tally-scores")

    def draw(self, view: AreaView) -> None:
        self.query_one("#tally-scores", Static).update(" / ".join(map(str, view.state.scores)))

    def action_add_one(self) -> None:
        self.post_message(GameArea.Submit(AddPoints(1)))

    def action_add_nine(self) -> None:
        self.post_message(GameArea.Submit(AddPoints(9)))

    def action_roll(self) -> None:
        self.post_message(GameArea.Submit(DiceRequest(numbered_die(6), 1, "points", fill(RollPoints))))


@pytest.fixture
def tally_area(monkeypatch: pytest.MonkeyPatch) -> None:
    """Use TallyArea for tally sessions during one test only."""
    game_area._ensure_loaded()
    monkeypatch.setitem(game_area._AREAS, "tally", TallyArea)


async def test_area_submits_actions_and_dice_requests(tally_area: None, store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        session = frame(pilot)
        area = session.query_one(TallyArea)
        area.focus()
        await pilot.press("a")
        await pilot.pause()
        assert session.live.state.scores == (1, 0)
        assert str(area.query_one("#tally-scores", Static).render()) == "1 / 0"

        # After an action the cursor is back in the command line, so typing goes on there.
        assert app.focused is session.query_one("#command")
        # A refusal from an area gets the same treatment: the rule, then the house-rule offer.
        area.focus()
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert session.live.state.scores == (1, 0)

        await session.run_action("undo")
        await pilot.pause()
        area.focus()
        await pilot.press("r")
        await pilot.pause()
        tray = app.screen
        assert isinstance(tray, DiceTray)
        await pilot.press("5", "enter")
        await pilot.pause()
        assert session.live.state.scores == (5, 0)
        assert str(area.query_one("#tally-scores", Static).render()) == "5 / 0"
