"""The Dungeoneer area inside the real session frame, the game registered for the test: a session opens on the
area, its keys reach it from the command line, a refusal comes through the controller with its rule."""

from __future__ import annotations


import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dice import TableDice
from rules_engine.dungeoneer.game import GAME
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from screens.dungeoneer.area import DungeoneerArea
from screens.dice_tray import DiceTray
from screens.choice_dialog import ChoiceDialog
from screens.card_tray import CardTray
from screens.dialogs import HouseRuleDialog
from screens.key_table import screen_key_entries
from screens.ruling_panel import RulingPanel
from tests.support.choice_dialogs import choose, opened, text as dialog_text
from tests.dungeoneer.flow import CARDS, HEROES, MONSTERS, QUESTS, SOLO_LOCATIONS
from tests.dungeoneer.screen_tables import WALLED
from tests.tui.drive import type_command
from tests.tui.snapshot_apps import FixedTimeStore

SMALL, BIG = (80, 24), (120, 40)

SETUP_STEPS = ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
               "quests p1 magic-fish library-ward", "quests p2 crypt-vow pit-offering", "shared t1-watch",
               "first-player", "next")


def tomb_session(store: SessionStore) -> None:
    """A saved two-player session in its first location phase, the walled room still in the deck."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {},
                      {"heroes": HEROES, "locations": WALLED, "monsters": MONSTERS, "quests": QUESTS, "cards": CARDS})
    live = store.create_session(game_id=GAME.id, name="Tomb night", setup=setup)
    for text in SETUP_STEPS:
        parsed = GAME.parse_command(live.state, text)
        if isinstance(parsed, DiceRequest):
            parsed = parsed.build(TableDice(["6", "2"]).roll(parsed.die, parsed.count))
        live.act(parsed)


async def open_session(pilot: Pilot) -> None:
    await pilot.press("enter")
    await pilot.pause()
    pilot.app.screen.query_one("#command", Input).cursor_blink = False
    await pilot.pause()


@pytest.mark.rule("dungeoneer.map.exits-not-walls")
async def test_a_session_opens_on_the_area_with_its_actions_in_the_palette_and_a_refused_placement_cites_its_rule(
        dungeoneer_registered: None, store: SessionStore) -> None:
    tomb_session(store)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=SMALL) as pilot:
        await open_session(pilot)
        area = app.screen.query_one("#game-area")
        assert isinstance(area, DungeoneerArea)
        listed = {entry.description for entry in screen_key_entries(app, app.screen)}
        assert {"Battle", "Place", "Move", "Peril", "Draw", "Next", "Map"} <= listed, "every area action in the palette"
        area.cursor = (0, -2)
        await pilot.press("f6")  # from the command line: the area's key
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        await choose(pilot, "Sealed cell", reopens=False)
        await pilot.pause()
        assert isinstance(app.screen, HouseRuleDialog)  # the frame offers a house rule over the refusal
        await pilot.press("escape")
        await pilot.pause()
        ruling = app.screen.query_one(RulingPanel).ruling
        assert not ruling.allowed and ruling.citations[0].rule_id == "dungeoneer.map.exits-not-walls"
        assert "south wall would face an exit" in str(area.query_one("#dg-faults").render())


@pytest.mark.rule("dungeoneer.map.exits-not-walls")
async def test_a_placement_typed_in_the_command_line_is_drawn_on_the_map_when_refused(
        dungeoneer_registered: None, store: SessionStore) -> None:
    tomb_session(store)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=SMALL) as pilot:
        await open_session(pilot)
        area = app.screen.query_one("#game-area")
        state = app.screen.live.state
        typed = next(f"place cell {side} of {place.card.id}" for place in state.dungeon.placed
                     for side in ("north", "east", "south", "west")
                     if not GAME.check(state, GAME.parse_command(state, f"place cell {side} of {place.card.id}")).allowed)
        command = app.screen.query_one("#command", Input)
        command.value = typed
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("escape")  # no house rule
        await pilot.pause()
        assert area.ghost == "cell" and area.faults
        shown = str(area.query_one("#dg-faults").render())
        fault = area.faults[0]
        assert fault.message in shown and "(see Dungeoneer: Tomb of the Lich Lord rules, «" in shown  # where, not the id
        assert fault.rule_id not in shown


def test_snapshot_frame_80x24(snap_compare, dungeoneer_registered: None, store: SessionStore) -> None:
    tomb_session(store)
    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=SMALL, run_before=open_session)


def test_snapshot_frame_120x40(snap_compare, dungeoneer_registered: None, store: SessionStore) -> None:
    tomb_session(store)
    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=BIG, run_before=open_session)


def solo_session(store: SessionStore) -> None:
    """A saved solo session: the hero has entered the Corner (peril 2) and rolled 1 and 5 for it."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True, "solo-lair": True},
                      {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": MONSTERS, "quests": QUESTS,
                       "cards": CARDS})
    live = store.create_session(game_id=GAME.id, name="Alone in the tomb", setup=setup)
    steps = ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
             "quests p1 magic-fish library-ward t1-watch", "next", "place corner north of t1", "next",
             "move north", "move north", "peril-roll")
    for text in steps:
        parsed = GAME.parse_command(live.state, text)
        if isinstance(parsed, DiceRequest):
            parsed = parsed.build(TableDice(["1", "5"]).roll(parsed.die, parsed.count))
        live.act(parsed)


@pytest.mark.rule("dungeoneer.battle.attack-roll")
async def test_the_wizard_rolls_through_the_frames_dice_tray_with_the_tables_dice(
        dungeoneer_registered: None, store: SessionStore) -> None:
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {},
                      {"heroes": HEROES, "locations": WALLED, "monsters": MONSTERS, "quests": QUESTS, "cards": CARDS})
    live = store.create_session(game_id=GAME.id, name="Battle night", setup=setup)
    for text in SETUP_STEPS[:-1]:  # Ann first, in her dungeon lord phase; Bo has the entrance's 1 peril
        parsed = GAME.parse_command(live.state, text)
        if isinstance(parsed, DiceRequest):
            parsed = parsed.build(TableDice(["6", "2"]).roll(parsed.die, parsed.count))
        live.act(parsed)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=SMALL) as pilot:
        await open_session(pilot)
        await pilot.press("f5")
        await opened(pilot)
        await choose(pilot, "on Bo: Zombie")
        await choose(pilot, "Set the chosen")
        await choose(pilot, "No more responses")
        await choose(pilot, "Roll the attacks", reopens=False)
        tray = app.screen
        assert isinstance(tray, DiceTray)
        tray.query_one("#dice-entered", Input).value = "4"  # the table's own die
        tray.query_one("#use", Button).press()
        await opened(pilot)  # the battle dialog again once the roll is applied
        assert "Zombie → Bo in melee: attack 6 vs counter ?" in dialog_text(app)
        assert "see " in dialog_text(app, "result")  # the frame's ruling, cited


@pytest.mark.rule("dungeoneer.solo.peril-roll")
@pytest.mark.rule("dungeoneer.companion.typed-peril-card")
async def test_the_solo_panel_shows_the_peril_roll_then_the_card_prompt_takes_a_card_the_catalogue_lacks(
        dungeoneer_registered: None, store: SessionStore) -> None:
    solo_session(store)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=BIG) as pilot:
        await open_session(pilot)
        # The solo panel reads the peril roll from the log, with its dice.
        text = str(app.screen.query_one("#dg-solo").render())
        assert "Dungeon lord: draw 1 peril card" in text
        assert "dice ⚀ ⚄ Corner: peril 2, rolled 1 and 5: one peril card" in text
        assert "lair: empty" in text
        # The card prompt says how to type a card the catalogue lacks, and takes it.
        session = app.screen
        await type_command(pilot, "draw-peril")
        prompt = app.screen
        assert isinstance(prompt, CardTray)
        assert "NAME as monster COST health N" in str(prompt.query_one("#card-values", Static).render())
        prompt.query_one("#card-entered", Input).value = "Bone golem as monster 2 health 3 melee 4"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is session
        state = session.live.state
        assert [m.name for m in state.typed_monsters] == ["Bone golem"] and state.solo.to_draw == 0
