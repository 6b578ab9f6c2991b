"""The app in Russian and Polish: started with a language, switched live from the palette, remembered."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable, Label
from textual.widgets._footer import FooterKey

from companion.services.i18n import current_language
from companion.services.settings import saved_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from companion.shell.palette import ScreenActions
from screens.help import HelpScreen
from screens.ruling_panel import RulingPanel
from screens.session_frame import SessionFrame
from tests.support.palette_waits import palette_opened, searched
from tests.dice_throne.support import make_setup
from tests.support.footer_waits import shown_keys, until_the_footer_fits
from tests.support.pilot_waits import until
from tests.tui.conftest import tally_setup
from tests.tui.drive import enter_command
from tests.tui.snapshot_apps import FixedTimeStore

SIZE = (80, 24)


def _footer(app) -> list[str]:
    return [key.description for key in app.screen.query(FooterKey)]


def _title(app) -> str:
    return str(app.screen.query_one("#home-title", Label).render())


@asynccontextmanager
async def russian_duel(store: SessionStore) -> AsyncIterator[tuple[App, Pilot, SessionFrame]]:
    """A new Dice Throne match ("Дуэль") shown in its session frame, the app in Russian at SIZE."""
    live = store.create_session(game_id="dice-throne", name="Дуэль", setup=make_setup())
    app = make_app(store, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        frame = SessionFrame(live)
        app.push_screen(frame)
        await pilot.pause()
        yield app, pilot, frame


async def test_the_app_starts_in_the_language_asked(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    app = make_app(FixedTimeStore(store), language="ru")  # type: ignore[arg-type]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert _title(app) == "Table Companion — сохранённые партии"
        assert {"Новая", "Удалить", "Свод", "Помощь", "Выход"} <= set(_footer(app))
        columns = [str(c.label) for c in app.screen.query_one(DataTable).columns.values()]
        assert columns == ["Игра", "Название", "Игроки", "Последняя игра", "Дей."]
        assert "21.11.2026 20:15" in str(app.screen.query_one(DataTable).get_row_at(0)[3])


async def test_the_palette_switches_the_language_live_and_it_is_remembered(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Resume" in _footer(app) or "New" in _footer(app)
        hits = {hit.text: hit.command async for hit in ScreenActions(app.screen).discover()}
        assert {"Language: Русский", "Language: Polski"} <= set(hits) and "Language: English" not in hits
        await hits["Language: Русский"]()  # an app action, checked as every key is (a locked app refuses it)
        await until(pilot, lambda: "Новая" in _footer(app), "the footer rebuilt in Russian")  # a message or two later
        assert current_language() == "ru" and saved_language() == "ru"
        assert _title(app) == "Table Companion — сохранённые партии"
        assert str(app.screen.query_one(DataTable).columns["game"].label) == "Игра"
        # and back by typing in the palette, in the palette's own (now Russian) words
        palette = await palette_opened(pilot)
        await searched(pilot, palette, "polski")  # the palette searches in a worker
        await pilot.press("enter")
        await until(pilot, lambda: "Nowa" in _footer(app), "the footer rebuilt in Polish")  # a message or two later
        assert current_language() == "pl" and saved_language() == "pl"
        assert _title(app) == "Table Companion — zapisane rozgrywki"


async def test_help_lists_the_keys_in_russian(store: SessionStore) -> None:
    app = make_app(store, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert str(app.screen.query_one("#help-title", Label).render()) == "Клавиши — Главная"
        descriptions = [row[1] for row in app.screen.rows]
        assert "Начать новую партию: выбрать игру, опции и игроков." in descriptions
        assert any(text.endswith("(везде)") for text in descriptions)


async def test_a_dice_throne_refusal_reads_in_russian_and_cites_the_book_as_printed(store: SessionStore) -> None:
    async with russian_duel(store) as (app, pilot, frame):
        await pilot.pause()
        # the Russian footer fits 80 columns: no key runs under the palette's key at the right
        await until_the_footer_fits(pilot, frame)
        shown, _ = shown_keys(frame)
        # The board's own key (next phase) shows too, so the frame's least needed keys are left out.
        assert {"Откат", "Кубы", "Помощь"} <= {key.description for key in shown}
        await enter_command(pilot, "roll")  # before the roll for the first player
        await pilot.press("escape")  # no house rule
        await pilot.pause()
        assert app.screen is frame
        shown = frame.query_one(RulingPanel).text()
        assert "Отказано: " in shown
        assert "сначала бросьте за первого игрока (команда: roll-off)" in shown
        # the book by the title it prints in Russian, the heading as printed
        assert "см. Трон кубов: правила игры, версия 2.2, «ПОДГОТОВКА К ИГРЕ»" in shown


async def test_switching_inside_a_session_redraws_the_frames_footer(store: SessionStore) -> None:
    live = store.create_session(game_id="dice-throne", name="Duel", setup=make_setup())
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = SessionFrame(live)
        app.push_screen(frame)
        await until(pilot, lambda: {"Undo", "Dice", "Home"} <= set(_footer(app)), "the frame's footer in English")
        app.switch_language("ru")
        await until(pilot, lambda: {"Откат", "Кубы", "Назад"} <= set(_footer(app)), "the frame's footer in Russian")
        assert app.screen is frame
        hits = [hit.text async for hit in ScreenActions(frame).discover()]
        assert "Язык: English" in hits and "Кубы" in hits


async def test_a_command_not_understood_in_a_russian_session_is_said_in_russian(store: SessionStore) -> None:
    async with russian_duel(store) as (app, pilot, frame):
        field = await enter_command(pilot, "hael 2")
        said = [(n.title, n.message) for n in app._notifications]
        assert ("Не понято", "'hael' — не команда игры Dice Throne; может быть, 'heal' или 'halve'? "
                             "(список команд — «help»)") in said, said
        assert field.value == "hael 2"  # the text stays, to be corrected
