"""Textual's own words in Russian: the palette's system commands and placeholders, its keys in help; and the game clock.

Textual writes them in English; the app hands them on translated through public API
(`get_system_commands`, `CommandPalette(placeholder=...)`), screens/textual_words.py.
"""

from __future__ import annotations

from textual.command import CommandInput, CommandList, CommandPalette
from textual.widgets import Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.help import HelpScreen
from screens.session_frame import SessionFrame
from tests.support.palette_waits import palette_opened, until_the_palette_is_open
from tests.support.pilot_waits import until
from tests.tui.snapshot_apps import FixedTimeStore, home_with_sessions

SIZE = (80, 24)


async def test_textual_commands_and_placeholders_read_russian(store: SessionStore) -> None:
    app = make_app(store, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        commands = {command.title: command for command in app.get_system_commands(app.screen)}
        assert {"Тема", "Выход", "Клавиши", "Снимок экрана"} <= set(commands)
        assert commands["Выход"].help == "Закрыть приложение (всё сохранено)"
        assert commands["Выход"].callback == app.action_quit  # what it does is Textual's, unchanged

        await palette_opened(pilot)  # the palette gathers its commands in a worker
        assert app.screen.query_one(CommandInput).placeholder == "Поиск команд…"
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, CommandPalette), "the palette closed")

        commands["Тема"].callback()  # Textual's theme picker, opened by its own command
        await until_the_palette_is_open(pilot, "the theme picker")  # the picker lists the themes in a worker
        assert app.screen.query_one(CommandInput).placeholder == "Поиск тем оформления…"
        await pilot.press("escape")

        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "help")
        descriptions = [row[1] for row in app.screen.rows]
        assert "Следующее поле" in descriptions and "Focus Next" not in descriptions


async def test_the_palette_says_nothing_matches_in_russian(store: SessionStore) -> None:
    app = make_app(store, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette) and bool(app.screen.query(CommandInput)),
                    "the palette")
        await pilot.press(*"щщщжжж")
        options = app.screen.query_one(CommandList)
        await until(pilot, lambda: options.option_count == 1 and options.get_option_at_index(0).disabled,
                    "the line saying that nothing matches")
        said = str(options.get_option_at_index(0).prompt.renderable)
        assert said == "Ничего не найдено", said


async def test_textual_commands_stay_english_in_english(store: SessionStore) -> None:
    app = make_app(store, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert {"Theme", "Quit", "Keys", "Screenshot"} <= {c.title for c in app.get_system_commands(app.screen)}
        await palette_opened(pilot)
        assert app.screen.query_one(CommandInput).placeholder == "Search for commands…"


async def test_the_game_clock_reads_russian(store: SessionStore) -> None:
    home_with_sessions(store)
    app = make_app(FixedTimeStore(store), language="ru")  # type: ignore[arg-type]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")
        await until(pilot, lambda: isinstance(app.screen, SessionFrame), "the session")
        frame = app.screen
        await until(pilot, lambda: "Время" in str(frame.query_one("#clock-line", Static).render()), "the clock line")
        line = str(frame.query_one("#clock-line", Static).render())
        assert line.startswith("Время 0:0") and "этот ход" in line and "Clock" not in line
        frame.action_toggle_clock()
        await pilot.pause()
        line = str(frame.query_one("#clock-line", Static).render())
        assert ("пауза (f11 — продолжить)" in line) != ("paused" in line) and "paused" not in line


async def test_an_open_lists_key_reads_russian_in_the_footer(store: SessionStore) -> None:
    from textual.widgets import Select
    from textual.widgets._footer import FooterKey

    from screens.wizard import NewSessionWizard

    app = make_app(store, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewSessionWizard), "the wizard")
        game = app.screen.query(Select).first()
        game.focus()
        game.expanded = True  # the list open, as enter opens it
        await until(pilot, lambda: any(key.description == "Закрыть список" for key in app.screen.query(FooterKey)),
                    "the open list's key in Russian")
        assert not any(key.description == "Dismiss menu" for key in app.screen.query(FooterKey))
