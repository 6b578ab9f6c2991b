"""The wizard's seats follow the options that decide them: Dice Throne's mode and Dungeoneer's solo play.

Play-test (twenty-ninth pass, the lead, a new table at 80x24): ticking "Solo play" for Dungeoneer left the second
player's row, and creating then asked for player 2's hero; a Dice Throne table choosing 2v2 had to add two seats by
hand. The seats now follow the game's own range for the options (`Game.seat_range`): blank seats are added or dropped,
a seat the table filled in is never dropped, and creating says how many the options seat.
"""

from __future__ import annotations

import pytest
from textual.widgets import Checkbox, Input, Select, Static

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.game import GameSetup, PlayerSetup, SetupError
from rules_engine.games import get_game
from screens.wizard import NewSessionWizard
from tests.tui.catalogue_form_drive import open_wizard
from tests.tui.conftest import SIZE


def seats(wizard: NewSessionWizard) -> int:
    return len(wizard.query("#players .player-row"))


async def test_solo_play_leaves_one_seat_and_unticking_it_gives_the_second_back(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, "dungeoneer")
        assert seats(wizard) == 2
        wizard.query_one("#player-1", Input).value = "Ann"
        wizard.query_one("#opt-solo", Checkbox).value = True
        await pilot.pause()
        assert seats(wizard) == 1
        assert wizard.query_one("#player-1", Input).value == "Ann"
        wizard.query_one("#opt-solo", Checkbox).value = False
        await pilot.pause()
        assert seats(wizard) == 2
        assert wizard.query_one("#player-1", Input).value == "Ann"


@pytest.mark.parametrize(("modes", "wanted"), [
    (("2v2",), 4), (("3v3",), 6), (("king-of-the-hill",), 3),
    (("3v3", "2v2"), 4), (("3v3", "1v1"), 2), (("3v3", "king-of-the-hill"), 6),  # six blank seats: within 3-6
])
async def test_a_dice_throne_mode_gives_its_seats(store: SessionStore, modes: tuple[str, ...], wanted: int) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, "dice-throne")
        assert seats(wizard) == 2
        for mode in modes:
            wizard.query_one("#opt-mode", Select).value = mode
            await pilot.pause()
        assert seats(wizard) == wanted


async def test_a_seat_the_table_filled_in_is_kept_and_creating_says_how_many_the_options_seat(
        store: SessionStore) -> None:
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, "dungeoneer")
        wizard.query_one("#player-1", Input).value = "Аня"
        wizard.query_one("#player-2", Input).value = "Борис"
        wizard.query_one("#opt-solo", Checkbox).value = True
        await pilot.pause()
        assert seats(wizard) == 2
        await pilot.press("ctrl+s")
        await pilot.pause()
        shown = str(wizard.query_one("#wizard-error", Static).render())
        assert "1 игрок" in shown and "ctrl+r" in shown, shown
        assert isinstance(app.screen, NewSessionWizard)


@pytest.mark.parametrize(("mode", "players", "said"), [
    ("2v2", 2, "2v2 is played by 4 players, not 2"),
    ("king-of-the-hill", 2, "King of the Hill is played by 3 to 6 players, not 2"),
])
def test_dice_throne_refuses_a_mode_with_the_wrong_seats_in_the_tables_language(
        mode: str, players: int, said: str) -> None:
    game = get_game("dice-throne")
    setup = GameSetup(tuple(PlayerSetup(f"P{n}", "barbarian") for n in range(players)), {"mode": mode}, {})
    with pytest.raises(SetupError) as refused:
        game.validate_setup(setup)
    assert str(refused.value.args[0]) == said
    assert refused.value.args[0].msgid != said  # a message the catalogue translates, not English text


async def test_ctrl_n_adds_no_seat_past_what_the_mode_seats_and_ctrl_r_removes_none_it_needs(
        store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, "dice-throne")
        wizard.query_one("#opt-mode", Select).value = "2v2"
        await pilot.pause()
        for key, said in (("ctrl+n", "at most 4 players with these options"),
                          ("ctrl+r", "at least 4 players with these options")):
            await pilot.press(key)
            await pilot.pause()
            assert seats(wizard) == 4
            shown = str(wizard.query_one("#wizard-error", Static).render())
            assert said in shown, shown
        wizard.query_one("#opt-mode", Select).value = "king-of-the-hill"
        await pilot.pause()
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert seats(wizard) == 5


def game_info(wizard: NewSessionWizard) -> str:
    return str(wizard.query_one("#game-info", Static).render())


@pytest.mark.parametrize(("game", "choose", "said"), [
    ("dice-throne", {"#opt-mode": "2v2"}, "4 players."),
    ("dice-throne", {"#opt-mode": "3v3"}, "6 players."),
    ("dice-throne", {"#opt-mode": "king-of-the-hill"}, "3–6 players."),
    ("dice-throne", {"#opt-mode": "1v1"}, "2 players."),
    ("dungeoneer", {"#opt-solo": True}, "1 player."),
])
async def test_the_line_under_the_game_says_the_seats_the_chosen_options_seat(
        store: SessionStore, game: str, choose: dict, said: str) -> None:
    # Twenty-ninth pass left it: the line kept "2–6 players." (the whole game's) after 2v2 was chosen.
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, game)
        for widget, value in choose.items():
            wizard.query_one(widget).value = value
            await pilot.pause()
        assert game_info(wizard).startswith(said), game_info(wizard)


async def test_the_line_under_the_game_follows_the_options_back_and_speaks_the_tables_language(
        store: SessionStore) -> None:
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, "dungeoneer")
        assert game_info(wizard).startswith("2–4 игрока."), game_info(wizard)
        wizard.query_one("#opt-solo", Checkbox).value = True
        await pilot.pause()
        assert game_info(wizard).startswith("1 игрок."), game_info(wizard)
        wizard.query_one("#opt-solo", Checkbox).value = False
        await pilot.pause()
        assert game_info(wizard).startswith("2–4 игрока."), game_info(wizard)


@pytest.mark.parametrize(("mode", "said"), [("1v1", "2 gracze."), ("2v2", "4 gracze."), ("3v3", "6 graczy.")])
async def test_the_seats_said_in_polish_take_the_numbers_form(store: SessionStore, mode: str, said: str) -> None:
    use_language("pl")  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, "dice-throne")
        wizard.query_one("#opt-mode", Select).value = mode
        await pilot.pause()
        assert game_info(wizard).startswith(said), game_info(wizard)
