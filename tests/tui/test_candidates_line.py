"""The candidates line in every game's session frame: type part of a word and the line above the command
input lists what may go there (verbs, then the command's arguments); Tab takes the suggestion; a name of
several words completes unquoted, or quoted and closed."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.game import GameSetup, PlayerSetup
from tests.dungeoneer.test_screens_frame import tomb_session
from tests.runebound2.helpers import HEROES as RB2_HEROES
from tests.runebound3.test_screens_frame import wolf_session
from tests.tui.conftest import SIZE
from tests.tui.drive import resume_first


async def typed(pilot: Pilot, text: str) -> str:
    """Type `text` into the command line key by key; the candidates line as it then reads."""
    await pilot.press(*("space" if c == " " else c for c in text))
    await pilot.pause()
    return str(pilot.app.screen.query_one("#command-help", Static).render())


async def tab(pilot: Pilot) -> str:
    """Press Tab in the command line; what the line then holds."""
    await pilot.press("tab")
    await pilot.pause()
    return pilot.app.screen.query_one("#command", Input).value


async def test_runebound2_lists_players_and_completes_a_hero_name(store: SessionStore) -> None:
    setup = GameSetup((PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {}, {"heroes": RB2_HEROES})
    store.create_session(game_id="runebound2", name="Saturday", setup=setup)
    async with make_app(store).run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        assert (await typed(pilot, "nego")).startswith("Candidates: negotiate  (Tab completes)")
        assert await tab(pilot) == "negotiate"
        assert (await typed(pilot, " ")).startswith("Candidates: p1 · p2 · Anna · Boris")
        assert (await typed(pilot, "bo")).startswith("Candidates: Boris")
        assert await tab(pilot) == "negotiate boris"  # the typed part keeps its case


async def test_runebound3_lists_the_verbs_and_a_commands_words(store: SessionStore) -> None:
    wolf_session(store)
    async with make_app(store).run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        line = await typed(pilot, "t")
        assert line.startswith("Candidates: ") and all(v in line for v in ("train", "trade", "travel", "toss", "test"))
        assert (await typed(pilot, "es")).startswith("Candidates: test  (Tab completes)")
        assert await tab(pilot) == "test"
        assert (await typed(pilot, " ")).startswith("Candidates: body · mind · spirit")
        assert (await typed(pilot, "sp")).startswith("Candidates: spirit")
        assert await tab(pilot) == "test spirit"


@pytest.mark.usefixtures("dungeoneer_registered")
async def test_dungeoneer_completes_locations_of_two_words_quoted_or_not(store: SessionStore) -> None:
    tomb_session(store)
    async with make_app(store).run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        line = await typed(pilot, "place ")
        assert line.startswith("Candidates: ") and "Troll bridge" in line and "Sealed cell" in line
        assert (await typed(pilot, "tr")).startswith("Candidates: Troll bridge  (Tab completes)")
        assert await tab(pilot) == "place troll bridge"
        assert "north" in await typed(pilot, " ")
        frame.query_one("#command", Input).value = ""
        assert (await typed(pilot, "place 'sea")).startswith("Candidates: Sealed cell")
        assert await tab(pilot) == "place 'sealed cell'"  # the typed part keeps its case; the quote is closed
        frame.query_one("#command", Input).value = ""
        assert (await typed(pilot, "x")).startswith("No completion here")
