"""The main flow through the TUI: home -> new session -> action -> undo -> quit -> resume, on a real store."""

from __future__ import annotations

from textual.widgets import DataTable, Input, Static

from companion.shell.app import make_app
from companion.services.i18n import use_language
from companion.services.store import SessionStore
from screens.action_log import ActionLog
from screens.dialogs import ConfirmDialog
from screens.dice_tray import DiceTray
from screens.help import HelpScreen
from screens.home import HomeScreen
from screens.rules_browser import RulesBrowser
from screens.session_frame import SessionFrame
from screens.players_panel import PlayersPanel
from screens.ruling_panel import RulingPanel
from tests.tui.conftest import SIZE, tally_setup
from tests.tui.drive import (
    create_tally_session,
    frame,
    notifications,
    resume_first,
    resumed_tally_session,
    type_command,
)


def ruling_text(pilot) -> str:
    """What the ruling panel says, citations included."""
    return pilot.app.screen.query_one(RulingPanel).text()


async def test_new_session_action_undo_quit_and_resume(db_url: str) -> None:
    store = SessionStore.open(db_url)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        home = app.screen
        assert isinstance(home, HomeScreen)
        empty = home.query_one("#empty", Static)
        assert empty.display and "press n to start one" in str(empty.render())
        assert not home.query_one(DataTable).display

        await create_tally_session(pilot, "Ann", "Bob", name="Friday")
        session = frame(pilot)
        assert session.live.name == "Friday"

        await type_command(pilot, "add 3")
        assert session.live.state.scores == (3, 0)
        assert "Allowed: Ann adds 3" in ruling_text(pilot)
        assert "the app's own reading, not the book's: «Points per turn»" in ruling_text(pilot) and "tally.points" not in ruling_text(pilot)
        assert "score: 3" in session.query_one(PlayersPanel).text()

        await type_command(pilot, "end")
        await type_command(pilot, "add 5")
        assert session.live.state.scores == (3, 5)

        await pilot.press("ctrl+z")
        await pilot.pause()
        assert session.live.state.scores == (3, 0)
        lines = session.query_one(ActionLog).lines()
        assert len(lines) == 4
        assert "Bob adds 5" in lines[2] and "(undone)" in lines[2]
        assert "undo of #3" in lines[3]
        assert "Undone: Bob adds 5" in ruling_text(pilot)

        await pilot.press("ctrl+y")
        await pilot.pause()
        assert session.live.state.scores == (3, 5)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert session.live.state.scores == (3, 0)

        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        table = app.screen.query_one(DataTable)
        assert table.row_count == 1
        assert [str(cell) for cell in table.get_row_at(0)[:3]] == ["Tally (test game)", "Friday", "Ann, Bob"]
        await pilot.press("ctrl+q")
    store.close()

    reopened = SessionStore.open(db_url)
    app = make_app(reopened)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        session = frame(pilot)
        assert session.live.state.scores == (3, 0)
        assert session.live.state.active == 1
        lines = session.query_one(ActionLog).lines()
        assert len(lines) == 6
        assert "(undone)" in lines[2]
        assert session.live.can_redo
    reopened.close()


async def test_refused_action_shows_citation_and_house_rule_applies(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, session):
        await type_command(pilot, "add 3")
        await type_command(pilot, "add 2")

        # Refused: the ruling panel names the rule, and a modal offers the house rule.
        assert isinstance(app.screen, ConfirmDialog)
        assert "the app's own reading, not the book's: «Points per turn»" in str(app.screen.query_one("#dialog-message", Static).render())
        await pilot.press("n")
        await pilot.pause()
        assert session.live.state.scores == (3, 0)
        assert len(session.live.entries) == 1
        text = ruling_text(pilot)
        assert "Refused: Ann already added points this turn" in text
        assert "«Points per turn»" in text and "[tally.points]" not in text

        # The citation opens the rules browser on that rule.
        await pilot.press("ctrl+o")
        await pilot.pause()
        browser = app.screen
        assert isinstance(browser, RulesBrowser)
        table = browser.query_one(DataTable)
        assert table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value == "tally.points"
        assert "On your turn you add between 1 and 6 points" in str(browser.query_one("#rules-detail").render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is session

        # Applied anyway as a house rule: committed, marked in the log.
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("y")  # a stray letter (someone still typing) does not answer it
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog) and session.live.state.scores == (3, 0)
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert session.live.state.scores == (5, 0)
        assert session.live.entries[-1].overridden
        assert "[house rule]" in session.query_one(ActionLog).lines()[-1]
        assert "House rule:" in ruling_text(pilot)


async def test_dice_tray_takes_table_dice_and_refuses_an_impossible_face(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "roll")
        tray = app.screen
        assert isinstance(tray, DiceTray)
        assert "1 × d6" in str(tray.query_one("#dice-title").render())

        await pilot.press("7", "enter")
        await pilot.pause()
        assert app.screen is tray
        assert "cannot show 7" in str(tray.query_one("#dice-error", Static).render())
        assert session.live.entries == []

        tray.query_one("#dice-entered", Input).value = ""
        await pilot.press("4", "enter")
        await pilot.pause()
        assert app.screen is session
        assert session.live.state.scores == (4,)
        entry = session.live.entries[-1]
        assert entry.dice[0].source == "table" and entry.dice[0].total == 4
        assert session.query_one(ActionLog).lines()[-1].endswith(". Dice: 4.")


async def test_dice_tray_rolls_for_the_table(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "roll")
        assert isinstance(app.screen, DiceTray)
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert app.screen is session
        roll = session.live.entries[-1].dice[0]
        assert roll.source == "app" and 1 <= roll.total <= 6
        assert session.live.state.scores == (roll.total,)


async def test_cancelled_dice_change_nothing(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "roll")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is session
        assert session.live.entries == []


async def test_bad_command_shows_a_message_and_changes_nothing(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, session):
        await type_command(pilot, "add 3")
        before = (session.live.state, len(session.live.entries))
        await type_command(pilot, "fly away")
        assert any("'fly away' is not a Tally command" in n for n in notifications(pilot))
        assert (session.live.state, len(session.live.entries)) == before
        # The text stays in the command line so it can be corrected.
        assert session.query_one("#command", Input).value == "fly away"


async def test_help_command_lists_the_games_commands(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        await type_command(pilot, "help")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        assert ("add N", "add N points (1 to 6)") in help_screen.commands
        assert any(row[2] == "session.undo" for row in help_screen.rows)


async def test_help_with_words_searches_the_rules_for_them(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        await pilot.press(*"help combat")
        assert str(frame(pilot).query_one("#command-help").render()) == "Enter searches the rules for: combat"
        await pilot.press(*["backspace"] * len("help combat"))
        await type_command(pilot, "help  combat token ")
        browser = app.screen
        assert isinstance(browser, RulesBrowser)
        assert browser.query_one("#rules-search", Input).value == "combat token"
        assert browser.query_one("#rules-results", DataTable).row_count > 0
        await pilot.press("escape")
        await type_command(pilot, "?doom")
        assert app.screen.query_one("#rules-search", Input).value == "doom"


async def test_another_window_moving_on_gives_a_clear_conflict(store: SessionStore, db_url: str, monkeypatch) -> None:
    # The write must meet the change, not the two-second poll (which a slow machine can reach
    # first, making this a different test): no polling here.
    monkeypatch.setattr(SessionFrame, "POLL_SECONDS", 0)
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, session):
        other_store = SessionStore.open(db_url)
        try:
            other = other_store.open_session(session.live.id)
            from tests.support.tally_game import AddPoints

            other.act(AddPoints(2))
        finally:
            other_store.close()
        await type_command(pilot, "add 3")
        # The other window's action stands; ours was not silently written over it.
        assert session.live.state.scores == (2, 0)
        assert any("Changed elsewhere" in n for n in notifications(pilot))
        assert len(session.live.entries) == 1


async def test_letters_typed_away_from_the_command_line_change_nothing(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "add 2")
        await pilot.press("ctrl+l", "b", "u", "y")  # a player typing 'buy' in the log by mistake
        await pilot.pause()
        assert session.live.state.scores == (2,) and len(session.live.entries) == 1
        command = session.query_one("#command", Input)
        assert app.focused is command and command.value == "buy"  # the words went where they belong
        command.value = ""
        await pilot.press("ctrl+l", "slash")  # '/' also goes back to the command line
        assert app.focused is command and command.value == ""
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert session.live.state.scores == (0,)
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert session.live.state.scores == (2,)
        # Nothing left to redo: the key is disabled (greyed in the footer) and changes nothing.
        assert not session.live.can_redo
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert session.live.state.scores == (2,)
        assert len(session.live.entries) == 3


async def test_palette_offers_the_games_commands(store: SessionStore) -> None:
    from companion.shell.palette import ScreenActions

    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        hits = {hit.text: hit async for hit in ScreenActions(session).discover()}
        assert {"Dice", "Rules", "Home", "Type: add N"} <= set(hits)
        assert "Undo" not in hits  # nothing to undo yet
        await type_command(pilot, "add 2")
        hits = {hit.text: hit async for hit in ScreenActions(session).discover()}
        assert {"Undo", "Cite"} <= set(hits)
        found = [hit.text async for hit in ScreenActions(session).search("roll")]
        assert "Dice" in found
        hits["Type: add N"].command()
        await pilot.pause()
        assert session.query_one("#command", Input).value == "add "


async def test_check_says_nothing_was_applied_in_the_tables_language(store: SessionStore) -> None:
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "check add 9")
        text = ruling_text(pilot)
        assert "Только вопрос: ничего не применено." in text and "Only a question" not in text
        await type_command(pilot, "check roll")  # needs dice: the note alone, worded by the controller
        assert "Allowed now" not in ruling_text(pilot)


async def test_check_asks_without_applying(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "check add 9")
        assert app.screen is session  # a question offers no house rule
        text = ruling_text(pilot)
        assert "Only a question" in text and "Refused: add 1 to 6 points, not 9" in text
        await type_command(pilot, "check add 4")
        assert "Allowed: Ann adds 4" in ruling_text(pilot)
        await type_command(pilot, "check roll")  # needs dice: checked without rolling them
        assert app.screen is session and "Allowed now; it needs 1 × d6" in ruling_text(pilot)
        assert session.live.entries == [] and session.live.state.scores == (0,)
        await type_command(pilot, "add 4")
        await type_command(pilot, "check roll")
        assert "already added points this turn" in ruling_text(pilot)
        assert len(session.live.entries) == 1


async def test_choosing_a_log_entry_shows_its_ruling(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        await type_command(pilot, "add 3")
        await type_command(pilot, "end")
        log = frame(pilot).query_one(ActionLog)
        log.focus()
        log.highlighted = 0
        await pilot.press("enter")
        await pilot.pause()
        text = ruling_text(pilot)
        assert "Entry #1:" in text and "Allowed: Ann adds 3" in text and "«Points per turn»" in text


async def test_dice_are_not_asked_for_when_the_action_is_refused_anyway(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "add 2")
        await type_command(pilot, "roll")
        # Points were already added this turn: the refusal comes before any dice are rolled.
        assert not isinstance(app.screen, DiceTray)
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is session
        assert len(session.live.entries) == 1
        assert "already added" in ruling_text(pilot)


async def test_a_free_roll_is_recorded_in_the_log(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await pilot.press("ctrl+t")
        await pilot.pause()
        prompt = app.screen
        prompt.query_one(Input).value = "2d10"
        await pilot.press("enter")
        await pilot.pause()
        tray = app.screen
        assert isinstance(tray, DiceTray)
        tray.query_one("#dice-entered", Input).value = "0 7"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is session
        entry = session.live.entries[-1]
        assert entry.action.KIND == "core.roll" and entry.dice[0].total == 17
        assert session.live.state.scores == (0,)


async def test_no_house_rule_is_offered_for_dice_when_no_house_rule_could_allow_it(store: SessionStore) -> None:
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", target=5))
    from tests.support.tally_game import AddPoints

    live.act(AddPoints(5))  # Ann wins: nothing may happen after that, house rule or not
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        session = frame(pilot)
        await type_command(pilot, "roll")
        assert app.screen is session  # neither the dice tray nor a house-rule question
        assert any("game is over" in text for text in notifications(pilot))
        assert len(session.live.entries) == 1


async def test_a_damaged_session_is_a_message_not_a_crash(store: SessionStore, tmp_path) -> None:
    import sqlite3

    from tests.support.tally_game import AddPoints

    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    live.act(AddPoints(3))
    with sqlite3.connect(tmp_path / "sessions.db") as conn:
        conn.execute("UPDATE log_entries SET ruling = 'nope' WHERE seq = 1")
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # resume: the session cannot be replayed
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert any("log entry 1 is damaged" in text for text in notifications(pilot))


async def test_a_resumed_session_shows_its_last_undo_as_an_undo(store: SessionStore) -> None:
    from tests.support.tally_game import AddPoints

    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    live.act(AddPoints(3))
    live.undo()
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        text = ruling_text(pilot)
        assert text.startswith("Undone: Ann adds 3") and "Allowed" not in text


async def test_the_house_rule_question_lists_every_rule_it_sets_aside(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "add 2")
        await type_command(pilot, "add 9")  # twice this turn, and more than 6: two reasons
        dialog = app.screen
        assert isinstance(dialog, ConfirmDialog)
        text = " ".join(str(w.render()) for w in dialog.query(Static))
        assert "set aside" in text and "the app's own reading, not the book's: «Points per turn»" in text


async def test_no_house_rule_question_when_no_house_rule_could_allow_it(store: SessionStore) -> None:
    from tests.support.tally_game import AddPoints

    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", target=5))
    live.act(AddPoints(5))  # Ann has won: nothing may happen after that
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        session = await resume_first(pilot)
        await type_command(pilot, "end")
        assert app.screen is session
        assert any("game is over" in text for text in notifications(pilot))
        # the ruling is read first, the house rule's "no" is a short sentence under it
        lines = ruling_text(pilot).splitlines()
        assert "Refused: the game is over" in lines[0]
        assert lines[1] == "No house rule can allow this."
        assert len(session.live.entries) == 1


async def test_the_house_rule_key_only_ever_applies_the_refusal_on_screen(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, session):
        await type_command(pilot, "add 3")
        await type_command(pilot, "add 9")  # refused; the question is declined
        await pilot.press("n")
        await pilot.pause()
        await type_command(pilot, "end")  # something else happens: the old refusal is forgotten
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert app.screen is session and session.live.state.scores == (3, 0)
        assert not session.check_action("house_rule", ())  # the key is off (greyed in the footer)


async def test_the_house_rule_key_asks_again_for_a_refused_dice_action(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann") as (app, pilot, session):
        await type_command(pilot, "add 2")
        await type_command(pilot, "roll")  # refused before any dice
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("ctrl+g")  # roll anyway: now the dice tray
        await pilot.pause()
        assert isinstance(app.screen, DiceTray)
