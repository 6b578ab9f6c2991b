"""Home screen (rename, delete with confirmation, help, palette) and the wizard's validation."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.widgets import DataTable, Input, Static

from companion.shell.app import make_app, run_app
from companion.shell.palette import ScreenActions
from companion.services.store import SessionStore
from screens.dialogs import ConfirmDialog, TextPrompt
from screens.help import HelpScreen
from screens.home import HomeScreen
from screens.rules_browser import RulesBrowser
from screens.wizard import NewSessionWizard
from tests.support.palette_waits import palette_opened, searched
from tests.tui.conftest import SIZE, tally_setup
from tests.tui.drive import create_tally_session, fill, frame


def names_in(table: DataTable) -> list[str]:
    """The session names the home table shows, top to bottom."""
    return [str(table.get_row_at(i)[1]) for i in range(table.row_count)]


async def test_rename_and_delete_with_confirmation(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Old name", setup=tally_setup("Ann"))
    store.create_session(game_id="tally", name="Keep me", setup=tally_setup("Bob"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen.query_one(DataTable)
        row = names_in(table).index("Old name")
        table.move_cursor(row=row)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, TextPrompt)
        await fill(pilot, "#prompt-input", "New name")
        await pilot.press("enter")
        await pilot.pause()
        assert sorted(s.name for s in store.list_sessions()) == ["Keep me", "New name"]
        assert "New name" in names_in(table)

        table.move_cursor(row=names_in(table).index("New name"))
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert len(store.list_sessions()) == 2

        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert [s.name for s in store.list_sessions()] == ["Keep me"]
        assert names_in(table) == ["Keep me"]


async def test_wizard_refuses_a_bad_setup_inline_and_saves_nothing(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await create_tally_session(pilot, "Ann", "ann")
        wizard = app.screen
        assert isinstance(wizard, NewSessionWizard)
        error = wizard.query_one("#wizard-error", Static)
        assert "two players have the same name" in str(error.render())
        assert store.list_sessions() == []

        await fill(pilot, "#player-2", "Bob")
        await fill(pilot, "#opt-target", "3")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Target score: must be between 5 and" in str(error.render())
        assert store.list_sessions() == []

        await fill(pilot, "#opt-target", "many")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "a whole number is needed" in str(error.render()) or app.screen is wizard
        assert store.list_sessions() == []

        await fill(pilot, "#opt-target", "30")
        await pilot.press("ctrl+s")
        await pilot.pause()
        session = frame(pilot)
        assert session.live.state.target == 30
        assert session.live.name == "Friday"


async def test_wizard_cancel_creates_nothing(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert store.list_sessions() == []


async def test_wizard_cancel_asks_before_losing_names_typed_and_keeps_them_if_not(store: SessionStore) -> None:
    """A name typed (or a hero chosen, or a session name) is lost by a cancel: esc asks first; "no" keeps the wizard as
    typed, "yes" leaves and creates nothing."""
    from screens.wizard import NewSessionWizard
    from tests.support.leave_asked import esc_asks_then

    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        wizard = app.screen
        assert isinstance(wizard, NewSessionWizard) and not wizard.typed_anything()
        wizard.query_one("#player-1", Input).value = "Ann"
        await esc_asks_then(pilot, "n")
        assert app.screen is wizard and wizard.query_one("#player-1", Input).value == "Ann"
        await esc_asks_then(pilot, "y")
        assert isinstance(app.screen, HomeScreen)
        assert store.list_sessions() == []


async def test_help_lists_every_key_of_the_screen(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = " ".join(" ".join(row) for row in app.screen.rows)
        for binding_id in ("home.new", "home.rename", "home.delete", "home.resume", "app.quit"):
            assert binding_id in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_every_binding_has_an_id_and_a_description() -> None:
    from screens.dialogs import ConfirmDialog, TextPrompt
    from screens.dice_tray import DiceTray
    from screens.session_frame import SessionFrame
    from companion.shell.app import CompanionApp

    for owner in (HomeScreen, NewSessionWizard, SessionFrame, RulesBrowser, HelpScreen, ConfirmDialog,
                  TextPrompt, DiceTray, CompanionApp):
        for binding in owner.BINDINGS:
            assert binding.id and binding.description, f"{owner.__name__}: {binding}"


async def test_palette_offers_the_screens_actions(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        provider = ScreenActions(app.screen)
        names = [hit.text async for hit in provider.discover()]
        assert {"New", "Rename", "Delete", "Resume", "Rules", "Help", "Resume: Friday"} <= set(names)

        palette = await palette_opened(pilot)
        await searched(pilot, palette, "Rules")  # the palette searches in a worker
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RulesBrowser)


async def test_rules_browser_search_finds_by_summary_word(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        await pilot.pause()
        browser = app.screen
        assert isinstance(browser, RulesBrowser)
        browser.query_one("#rules-search", Input).value = "seat order"
        await pilot.pause()
        table = browser.query_one(DataTable)
        ids = [str(table.coordinate_to_cell_key((i, 0)).row_key.value) for i in range(table.row_count)]
        assert ids == ["tally.turn"]
        assert "Players take turns in seat order" in str(browser.query_one("#rules-detail").render())
        # Typed letter by letter down to no match: the detail says so, never a stale rule.
        search = browser.query_one("#rules-search", Input)
        search.value = ""
        search.focus()
        await pilot.press(*"qxqxqzvw")
        await pilot.pause()
        assert browser.query_one(DataTable).row_count == 0
        assert "No rule matches" in str(browser.query_one("#rules-detail").render())


def test_run_app_reports_a_damaged_database_in_one_line(tmp_path: Path, capsys) -> None:
    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(b"this is not a database at all" * 100)
    before = damaged.read_bytes()
    with pytest.raises(SystemExit) as exit_info:
        run_app(f"sqlite:///{damaged}")
    assert exit_info.value.code == 1
    err = capsys.readouterr().err
    assert err.startswith("companion: ") and err.count("\n") == 1
    assert damaged.read_bytes() == before


async def test_a_keymap_moves_a_binding_by_its_id(store: SessionStore) -> None:
    app = make_app(store, keymap={"home.new": "a"})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, NewSessionWizard)


def test_a_malformed_keymap_file_is_reported(tmp_path: Path) -> None:
    from companion.shell.app import KeymapError, load_keymap

    path = tmp_path / "keymap.json"
    assert load_keymap(path) == {}
    path.write_text('{"home.new": 3}')
    with pytest.raises(KeymapError, match="binding id to key"):
        load_keymap(path)
    path.write_text("{not json")
    with pytest.raises(KeymapError, match="not a readable JSON file"):
        load_keymap(path)
    path.write_text('{"home.new": "a"}')
    assert load_keymap(path) == {"home.new": "a"}


async def test_wizard_offers_heroes_and_copies_the_chosen_hero_into_the_setup(store: SessionStore) -> None:
    from rules_engine.games import all_games
    from screens.wizard import hero_choices

    game = next((g for g in all_games() if g.uses_heroes and hero_choices(g)), None)
    if game is None:
        pytest.skip("no installed game has a hero catalogue yet")
    heroes = sorted(hero_choices(game, store))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        wizard = app.screen
        from textual.widgets import Select

        wizard.query_one("#game", Select).value = game.id
        await pilot.pause()
        while wizard._player_count < game.min_players:
            await pilot.press("ctrl+n")
            await pilot.pause()
        for index in range(1, wizard._player_count + 1):
            await fill(pilot, f"#player-{index}", f"Player{index}")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "choose a hero for player 1" in str(wizard.query_one("#wizard-error", Static).render())
        for index in range(1, wizard._player_count + 1):
            wizard.query_one(f"#hero-{index}", Select).value = heroes[(index - 1) % len(heroes)]
        setup = wizard.build_setup()
        assert setup.players[0].hero == heroes[0]
        assert set(setup.catalogue["heroes"]) == {p.hero for p in setup.players}
        assert setup.catalogue["heroes"][heroes[0]] == hero_choices(game, store)[heroes[0]]
        # Adding a seat keeps every name and hero already chosen.
        seats = wizard._player_count
        if seats < game.max_players:
            await pilot.press("ctrl+n")
            await pilot.pause()
            assert wizard.player_heroes()[:seats] == [heroes[i % len(heroes)] for i in range(seats)]
            assert wizard.player_names()[:seats] == [f"Player{i}" for i in range(1, seats + 1)]
            await pilot.press("ctrl+r")
            await pilot.pause()
            assert wizard.player_heroes() == [heroes[i % len(heroes)] for i in range(seats)]


def test_a_terrain_die_the_table_described_once_goes_into_new_sessions(store: SessionStore, tmp_path) -> None:
    import json

    from cards_db.store import import_catalogue_file
    from rules_engine.games import get_game
    from screens.wizard import table_catalogue

    game = get_game("runebound2")
    assert table_catalogue(game, store) == {}
    faces = [["plains", "road"], ["forest", "hills"], ["river", "swamp"], ["mountains", "hills"],
             ["plains", "forest", "road"], ["river", "road"]]
    path = tmp_path / "dice.json"
    path.write_text(json.dumps({"format": "table-companion/catalogue", "version": 1, "game": "runebound2",
                                "kind": "terrain-dice", "entries": [{"id": "ours", "name": "Ours", "faces": faces}]}))
    import_catalogue_file(path, db=store)
    copied = table_catalogue(game, store)
    assert copied["terrain_dice"]["faces"] == faces


async def test_rename_and_wizard_refuse_control_characters_and_long_names(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Old name", setup=tally_setup("Ann"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await pilot.pause()
        await fill(pilot, "#prompt-input", "x" * 61)
        await pilot.press("enter")
        await pilot.pause()
        assert [s.name for s in store.list_sessions()] == ["Old name"]
        assert any("session name" in n.message and "60" in n.message for n in app._notifications)
        await create_tally_session(pilot, "Ann\x1b[31m", "Bob")
        assert isinstance(app.screen, NewSessionWizard)
        error = str(app.screen.query_one("#wizard-error", Static).render())
        assert "name of player 1" in error and "control character" in error
        assert len(store.list_sessions()) == 1


async def test_a_name_typed_fast_then_saved_is_kept(store: SessionStore) -> None:
    """Keys typed then ctrl+s at once, with no pause between them: the session gets every letter."""
    async with make_app(store).run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        wizard = pilot.app.screen
        wizard.query_one("#game").value = "tally"
        await pilot.pause()
        for seat in range(1, wizard._player_count + 1):
            await fill(pilot, f"#player-{seat}", f"Player {seat}")
        wizard.query_one("#session-name", Input).focus()
        # As a terminal delivers a burst: every key queued at once, nothing processed in between.
        for char in "Friday night":
            pilot.app.post_message(events.Key("space" if char == " " else char, char))
        pilot.app.post_message(events.Key("ctrl+s", None))
        await pilot.pause()
        await pilot.pause()
        assert frame(pilot).live.name == "Friday night"


@pytest.mark.parametrize("language, shown", [("en", "12,345"), ("ru", "12\u00a0345")])
async def test_a_long_sessions_action_count_shows_whole_at_80_columns(store: SessionStore, language: str,
                                                                        shown: str) -> None:
    from datetime import datetime

    from companion.services.i18n import use_language
    from companion.services.store.summaries import SessionSummary

    long_one = SessionSummary(1, "Marathon", "tally", "Tally (test game)", ("Ann", "Bob"), datetime(2026, 11, 30, 1),
                              datetime(2026, 11, 30, 2), 12_345)
    use_language(language)  # the suite's conftest puts English back afterwards
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        home = app.screen
        assert isinstance(home, HomeScreen)
        home.show_sessions([long_one])
        await pilot.pause()
        table = home.query_one(DataTable)
        assert str(table.get_row_at(0)[-1]).strip() == shown
        assert table.virtual_size.width <= table.size.width  # no column runs past the screen's 80 columns
        drawn = "".join(segment.text for segment in table.render_line(table.header_height))
        assert shown in drawn  # the whole count, not its first four characters
