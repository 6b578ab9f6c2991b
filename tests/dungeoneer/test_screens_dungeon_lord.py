"""Alone in the session frame, the app plays the dungeon lord: after a move its steps run by themselves,
each committed and shown in the log and the solo panel; a key in the footer switches it to step by step."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Input
from textual.widgets._footer import FooterKey

from companion.services.fulfillers import Replaying
from companion.services.settings import read_settings
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.chance import DrawnCard
from rules_engine.dice import TableDice, numbered_die
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from rules_engine.game import GameSetup, PlayerSetup
from screens.dungeoneer.area import DUNGEON_LORD_SETTING, DungeoneerArea
from screens.command_line import CommandLine
from screens.key_table import screen_key_entries
from screens.ruling_panel import RulingPanel
from tests.support.footer_waits import shown_keys, until_the_footer_fits
from tests.dungeoneer.flow import CARDS, HEROES, MONSTERS, QUESTS, SOLO_LOCATIONS
from tests.tui.drive import type_command
from tests.tui.snapshot_apps import FixedTimeStore

BIG = (120, 40)
D6 = numbered_die(6)


def in_the_tunnel(store: SessionStore, setup: GameSetup | None = None) -> None:
    """A saved solo session: Ann in the north tunnel in her deeds phase, the corner (peril 2) north of it (the test
    catalogue, or the setup given)."""
    setup = setup or GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True},
                               {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": MONSTERS, "quests": QUESTS,
                                "cards": CARDS})
    live = store.create_session(game_id=GAME.id, name="Alone in the tomb", setup=setup)
    for text in ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
                 "quests p1 magic-fish library-ward t1-watch", "next", "place corner north of t1", "next",
                 "move north"):
        live.act(GAME.parse_command(live.state, text))


@asynccontextmanager
async def tunnel_app(store: SessionStore, setup: GameSetup | None = None) -> AsyncIterator[tuple[App, Pilot]]:
    """The app at 120x40 (its clock fixed) on its home screen, the solo session in the tunnel saved (`in_the_tunnel`)."""
    in_the_tunnel(store, setup)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=BIG) as pilot:
        yield app, pilot


async def opened(pilot: Pilot) -> DungeoneerArea:
    await pilot.press("enter")
    await pilot.pause()
    pilot.app.screen.query_one("#command", Input).cursor_blink = False
    await pilot.pause()
    area = pilot.app.screen.query_one("#game-area")
    assert isinstance(area, DungeoneerArea)
    return area


def footer_keys(pilot: Pilot) -> list[str]:
    return [str(key.description) for key in pilot.app.screen.query(FooterKey)]


def roll(*values: int):
    return TableDice([str(v) for v in values]).roll(D6, len(values))


@pytest.mark.rule("dungeoneer.solo.dungeon-lord")
async def test_after_a_move_the_lords_steps_run_by_themselves_and_the_footer_says_so(
        dungeoneer_registered: None, store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    async with tunnel_app(store) as (app, pilot):
        area = await opened(pilot)
        frame = app.screen
        assert "Lord: automatic" in footer_keys(pilot) and "Lord: step by step" not in footer_keys(pilot)
        listed = {entry.description for entry in screen_key_entries(app, frame)}
        assert "Lord: automatic" in listed  # and in the command palette's list
        area.chance = Replaying((roll(1, 2), DrawnCard("peril", "zombie", "virtual"),
                                 DrawnCard("peril", "legion", "virtual"), roll(2, 5)))
        before = len(frame.live.entries)
        drawn: list[object] = []
        show = type(area).show
        monkeypatch.setattr(type(area), "show", lambda self, view: (drawn.append(view.state), show(self, view)))
        await type_command(pilot, "move north")
        await pilot.pause()
        kinds = [type(e.action) for e in frame.live.entries[before:]]
        assert kinds == [A.Move, A.PerilRoll, A.DrawPeril, A.DrawPeril]  # each step committed on its own
        # The board is drawn once, after the lord's steps (before, also for the move's own state, shown for nothing).
        assert drawn == [frame.live.state]
        assert frame.live.state.battle.stage is Stage.RESPONSE  # the hero's answer waits for the player
        solo = str(frame.query_one("#dg-solo").render())
        assert "dice ⚀ ⚁ Corner: peril 2, rolled 1 and 2: 2 peril cards" in solo and "drew Zombie" in solo
        panel = frame.query_one("#ruling-panel", RulingPanel)
        assert "The dungeon lord took 3 steps" in str(panel.query_one("#ruling-text").render())
        await type_command(pilot, "respond")
        await pilot.pause()
        assert type(frame.live.entries[-1].action) is A.AttackRolls
        assert frame.live.state.battle.stage is Stage.COUNTER_ROLLS  # the hero's own counter roll
        assert "dice ⚁ ⚄ attack: Zombie 2 + 2 = 4" in str(frame.query_one("#dg-solo").render())
        await pilot.press("ctrl+z")  # undo takes back one step, and nothing runs again by itself
        await pilot.pause()
        assert frame.live.state.battle.stage is Stage.ATTACK_ROLLS


@pytest.mark.rule("dungeoneer.solo.dungeon-lord")
async def test_at_120x40_every_solo_key_shows_while_typing_and_step_by_step_the_lords_step_waits_for_its_key(
        dungeoneer_registered: None, store: SessionStore) -> None:
    async with tunnel_app(store) as (app, pilot):
        area = await opened(pilot)
        frame = app.screen
        for switch in ("Lord: automatic", "Lord: step by step"):
            frame.query_one("#command", Input).focus()
            frame.query_one("#command", Input).value = "mov"  # typing: the board's keys show from the command line
            await pilot.pause()
            assert isinstance(frame.focused, CommandLine) and not area.has_focus_within
            await until_the_footer_fits(pilot, frame)
            shown, _ = shown_keys(frame)
            keys = {key.key: str(key.description) for key in shown}
            assert [keys.get(f"f{n}") for n in range(4, 11)] == ["Move", "Battle", "Place", "Peril", "Draw", "Next",
                                                                 switch]
            assert {"Undo", "Dice", "Rules", "Help"} <= set(keys.values())  # the frame's essential keys stay too (Cite gives way)
            assert "ctrl+p" in {key.key for key in frame.query(FooterKey) if key.display}
            await pilot.press("f10")
            await pilot.pause()
        # Both switches seen (the lord automatic again, the setting saved twice): now step by step, the lord's step
        # waits for its key, and the switch is remembered.
        assert area.lord_automatic
        await pilot.press("f10")
        await pilot.pause()
        assert not area.lord_automatic and read_settings().get(DUNGEON_LORD_SETTING) == "step-by-step"
        assert "Lord: step by step" in footer_keys(pilot) and "Lord: automatic" not in footer_keys(pilot)
        area.chance = Replaying((roll(1, 2),))
        await type_command(pilot, "move north")
        await pilot.pause()
        assert frame.live.state.solo.peril_dice == 2  # waits for f7 (the dice tray: the table's dice or the app's)
        await pilot.press("f10")  # automatic again: the step waiting is taken at once
        await pilot.pause()
        assert area.lord_automatic and read_settings().get(DUNGEON_LORD_SETTING) == "automatic"
        assert type(frame.live.entries[-1].action) is A.PerilRoll and frame.live.state.solo.peril_dice == 0
