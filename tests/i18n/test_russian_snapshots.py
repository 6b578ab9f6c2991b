"""SVG snapshots in Russian at 80x24: the home screen, Dice Throne boards (1v1 and teams), the wizard, the rules browser, Runebound 2e and 3e.

Dungeoneer is shown in Russian too: a two-player board (status line, map, heroes) and the solo panel.

Runebound 2e with the Class Decks expansion is shown in Russian (its board, the combat wizard in a
challenge fight, the new-session wizard's class deck step) and its board once in Polish too;
Runebound 3e in Russian outside a fight and in a fight run token by token.

Russian words run longer than English ones: besides the pictures, the runs check that the footer
keys end before the palette's key and that the board needs no sideways scrolling.
"""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Input

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dice_throne.actions import NextPhase
from rules_engine.runebound3.game import RUNEBOUND3
from screens.button_row import ButtonRow
from screens.dice_throne.widgets import HeroCard
from screens.rules_browser import RulesBrowser
from screens.session_frame import SessionFrame
from screens.wizard import NewSessionWizard
from textual.widgets import DataTable, Select
from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from tests.support.choice_dialogs import opened
from tests.dice_throne.screen_apps import mid_attack, six_heroes_rolling, team_rolling
from tests.dice_throne.support import GAME as DICE_THRONE, make_setup, to_action
from tests.support.footer_waits import until_the_footer_fits
from tests.support.pilot_waits import until
from tests.dungeoneer.screen_tables import solo_entered, walled_table
from tests.runebound2.helpers import GAME as RUNEBOUND2, play
from tests.runebound2.screen_apps import AreaApp as Runebound2AreaApp
from tests.runebound2.test_class_decks_dialogs import movement_window
from tests.runebound2.test_combat_wizard import in_challenge
from tests.runebound3.screen_tables import first_turn_done, wolf_fight
from tests.tui.picture_cases import _class_deck_step, _wizard
from tests.tui.snapshot_apps import FixedTimeStore, FrameApp, home_with_sessions

SIZE = (80, 24)


async def _footer_fits(pilot: Pilot, screen) -> None:
    """The footer's keys end before the palette's key, once the footer has fitted them."""
    await until_the_footer_fits(pilot, screen)


def test_home_in_russian(snap_compare, store: SessionStore) -> None:
    home_with_sessions(store)  # the sessions of the English snapshot; the app in Russian
    russian = make_app(FixedTimeStore(store), language="ru")  # type: ignore[arg-type]

    async def check(pilot: Pilot) -> None:
        await pilot.pause()
        await _footer_fits(pilot, pilot.app.screen)

    assert snap_compare(russian, terminal_size=SIZE, run_before=check)


def test_dice_throne_board_in_russian(snap_compare, store: SessionStore) -> None:
    live = store.create_session(game_id="dice-throne", name="Дуэль", setup=make_setup(names=("Аня", "Борис")))
    app = make_app(FixedTimeStore(store), language="ru")  # type: ignore[arg-type]

    async def rolled_mid_turn(pilot: Pilot) -> None:
        frame = SessionFrame(live, clock=None)
        pilot.app.push_screen(frame)
        await pilot.pause()
        frame.apply(to_action(frame.live.state, "roll-off", 6, 1))
        for _ in range(3):
            frame.apply(NextPhase())
        field = frame.query_one("#command", Input)
        field.cursor_blink = False
        frame.apply(to_action(frame.live.state, "roll", 1, 1, 1, 4, 6))  # the ruling: allowed, in Russian
        await pilot.pause()
        await pilot.pause()
        assert pilot.app.screen is frame
        await _footer_fits(pilot, frame)
        scroll = frame.query_one("#dt-scroll")
        assert scroll.max_scroll_x == 0 and scroll.scroll_y == 0
        for card in frame.query(HeroCard):
            assert frame.region.contains_region(card.region)

    assert snap_compare(app, terminal_size=SIZE, run_before=rolled_mid_turn)


async def _board_fits(pilot: Pilot, screen) -> None:
    """The footer's keys end before the palette's, nothing scrolls sideways, every hero card is whole."""
    await _footer_fits(pilot, screen)
    scroll = screen.query_one("#dt-scroll")
    assert scroll.max_scroll_x == 0
    for card in screen.query(HeroCard):
        if card.display:
            assert screen.region.contains_region(card.region)
    turn = screen.query_one("#dt-turn")
    assert turn.region.right <= screen.region.right


def _russian_board(state) -> FrameApp:
    use_language("ru")
    return FrameApp(DICE_THRONE, state, "Пятница")


async def _board_shown(pilot: Pilot) -> None:
    await pilot.pause()
    await pilot.pause()
    await _board_fits(pilot, pilot.app.screen)


def test_dice_throne_board_mid_attack_in_russian(snap_compare) -> None:
    # The defensive roll with pending damage, statuses and the calculator's button.
    assert snap_compare(_russian_board(mid_attack()), terminal_size=SIZE, run_before=_board_shown)


def test_dice_throne_team_board_in_russian(snap_compare) -> None:
    assert snap_compare(_russian_board(team_rolling()), terminal_size=SIZE, run_before=_board_shown)


def test_dice_throne_three_a_side_in_russian(snap_compare) -> None:
    # Six heroes: one line each (the cards would be too narrow), statuses wrapped whole.
    assert snap_compare(_russian_board(six_heroes_rolling("3v3")), terminal_size=SIZE, run_before=_board_shown)


def _fits_across(screen) -> None:
    for widget in screen.query("Label, Button, Static, Input, Select"):
        if widget.display and widget.region.width:
            assert widget.region.right <= screen.region.right, (widget, widget.region)


def test_new_session_wizard_in_russian(snap_compare, store: SessionStore) -> None:
    app = make_app(FixedTimeStore(store), language="ru")  # type: ignore[arg-type]

    async def dice_throne_chosen(pilot: Pilot) -> None:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(pilot.app.screen, NewSessionWizard)
                    and bool(pilot.app.screen.query("#hero-2")), "the wizard shown")
        wizard = pilot.app.screen
        wizard.query_one("#game", Select).value = "dice-throne"
        await pilot.pause()
        for index, (name, hero) in enumerate((("Аня", "gunslinger"), ("Борис", "cursed-pirate")), start=1):
            wizard.query_one(f"#player-{index}", Input).value = name
            wizard.query_one(f"#hero-{index}", Select).value = hero
        wizard.show_error("Пока нельзя начать: пример сообщения об ошибке")
        for field in wizard.query(Input):
            field.cursor_blink = False
        wizard.query_one("#game", Select).focus()
        await pilot.pause()
        await _footer_fits(pilot, wizard)
        _fits_across(wizard)

    assert snap_compare(app, terminal_size=SIZE, run_before=dice_throne_chosen)


def _first_row_key(browser: RulesBrowser) -> str | None:
    """The rule id of the results' first row (the table shows the rule's name, not its id)."""
    return browser.query_one(DataTable).coordinate_to_cell_key((0, 0)).row_key.value


def test_rules_browser_in_russian(snap_compare, store: SessionStore, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))  # the product's own text, whatever books are here
    app = make_app(FixedTimeStore(store), language="ru")  # type: ignore[arg-type]

    async def searched(pilot: Pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(RulesBrowser(first="dice-throne"))
        await until(pilot, lambda: isinstance(pilot.app.screen, RulesBrowser)
                    and bool(pilot.app.screen.query("#rules-search")), "the rules browser")
        browser = pilot.app.screen
        browser.query_one(Input).value = "лишние очки пропадают"
        await until(pilot, lambda: browser.query_one(DataTable).row_count >= 1
                    and _first_row_key(browser) == "dice-throne.cp.bounds",
                    "the search's results")
        browser.query_one(Input).cursor_blink = False
        await pilot.pause()
        assert _first_row_key(browser) == "dice-throne.cp.bounds"
        await _footer_fits(pilot, browser)
        _fits_across(browser)

    assert snap_compare(app, terminal_size=SIZE, run_before=searched)


async def _runebound2_fits(pilot: Pilot, screen) -> None:
    """The footer ends before the palette key; the board needs no sideways scrolling; every card is on screen."""
    await _footer_fits(pilot, screen)
    scroll = screen.query_one("#rb2-scroll")
    assert scroll.max_scroll_x == 0
    for card in screen.query(".party-card"):
        assert card.region.right <= screen.region.right, card.region


def _runebound2_board(language: str, name: str) -> FrameApp:
    """The Class Decks board (three parties, both tracks in one line) in `language`."""
    use_language(language)
    return FrameApp(RUNEBOUND2, movement_window(), name)


async def _board_checked(pilot: Pilot) -> None:
    await pilot.pause()
    await _runebound2_fits(pilot, pilot.app.screen)


def test_runebound2_board_in_russian(snap_compare) -> None:
    assert snap_compare(_runebound2_board("ru", "Пятница"), terminal_size=SIZE, run_before=_board_checked)


def test_runebound2_board_in_polish(snap_compare) -> None:
    assert snap_compare(_runebound2_board("pl", "Piątek"), terminal_size=SIZE, run_before=_board_checked)


def test_runebound2_combat_wizard_in_russian(snap_compare) -> None:
    use_language("ru")
    app = Runebound2AreaApp(play(in_challenge(), "fight"))

    async def wizard_open(pilot: Pilot) -> None:
        await pilot.pause()
        pilot.app.query_one("#game-area").action_combat()
        wizard = await opened(pilot)
        for widget in wizard.query("#choice-explanation, #choice-result, .choice-option"):
            assert widget.region.right <= wizard.region.right, widget

    assert snap_compare(app, terminal_size=SIZE, run_before=wizard_open)


def test_runebound2_class_deck_step_in_russian(snap_compare, store: SessionStore) -> None:
    app = _wizard(store)
    use_language("ru")

    async def step_shown(pilot: Pilot) -> None:
        await _class_deck_step(pilot)
        step = pilot.app.screen.query_one("#class-deck-step")
        assert step.region.right <= pilot.app.screen.region.right

    assert snap_compare(app, terminal_size=SIZE, run_before=step_shown)


async def _dungeoneer_solo_shown(pilot: Pilot) -> None:
    """The side panel scrolled down to the solo panel (under the heroes at 80x24), then the fit checks."""
    await pilot.pause()
    side = pilot.app.screen.query_one("#dg-side")
    side.scroll_to_widget(pilot.app.screen.query_one("#dg-solo"), animate=False, top=True)
    await _dungeoneer_fits(pilot)


async def _dungeoneer_fits(pilot: Pilot) -> None:
    """The footer ends before the palette key; the side panel needs no sideways scrolling; every line is on screen."""
    await pilot.pause()
    await pilot.pause()
    screen = pilot.app.screen
    await _footer_fits(pilot, screen)
    assert screen.query_one("#dg-side").max_scroll_x == 0
    for widget in screen.query("#dg-status, #dg-buttons Button, #dg-side, #dg-heroes, #dg-solo, #dg-legend"):
        if widget.display and widget.region.width:
            assert widget.region.right <= screen.region.right, (widget, widget.region)


def test_dungeoneer_board_in_russian(snap_compare) -> None:
    use_language("ru")
    app = FrameApp(DUNGEONEER, walled_table(), "Пятница")
    assert snap_compare(app, terminal_size=SIZE, run_before=_dungeoneer_fits)


def test_dungeoneer_solo_panel_in_russian(snap_compare) -> None:
    use_language("ru")
    app = FrameApp(DUNGEONEER, solo_entered(), "Один в гробнице")
    assert snap_compare(app, terminal_size=SIZE, run_before=_dungeoneer_solo_shown)


async def _runebound3_fits(pilot: Pilot, screen) -> None:
    """The footer ends before the palette key; no panel of the board scrolls sideways; the status line and
    the fight's buttons end inside the screen."""
    await _footer_fits(pilot, screen)
    for scroll in screen.query("#r3-left, #r3-side"):
        if scroll.display:
            assert scroll.max_scroll_x == 0, scroll
    status = screen.query_one("#r3-status")
    assert status.region.right <= screen.region.right
    row = screen.query_one("#r3-buttons", ButtonRow)
    if row.display and row.buttons:  # the last button's label ends inside the screen
        assert row.region.x + row.spans()[-1][1] <= screen.region.right, [b.label for b in row.buttons]


def _runebound3_board(state) -> FrameApp:
    use_language("ru")
    return FrameApp(RUNEBOUND3, state, "Пятница")


async def _runebound3_checked(pilot: Pilot) -> None:
    await pilot.pause()
    await pilot.pause()
    await _runebound3_fits(pilot, pilot.app.screen)


def test_runebound3_board_in_russian(snap_compare) -> None:
    # Outside a fight: the time track, both heroes (a sword, a green trophy), the markets and tokens.
    assert snap_compare(_runebound3_board(first_turn_done()), terminal_size=SIZE, run_before=_runebound3_checked)


def test_runebound3_token_fight_in_russian(snap_compare) -> None:
    # A fight run token by token, before the first toss: the combat board, the exact odds and the fight's keys.
    assert snap_compare(_runebound3_board(wolf_fight()), terminal_size=SIZE, run_before=_runebound3_checked)


def test_runebound3_token_fight_after_the_toss_in_russian(snap_compare) -> None:
    # The faces as tossed, each symbol in the book's word (топор, вспышка, череп, щит, промах), the spends too.
    from tests.runebound3.test_screens_combat_played import after_the_toss

    use_language("ru")
    app, toss = after_the_toss(SIZE)
    assert snap_compare(app, terminal_size=SIZE, run_before=toss)
