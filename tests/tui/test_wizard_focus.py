"""The new-session wizard's focus, as a player meets it at 80x24: the first field has the focus as the wizard opens,
Tab walks the fields in the order they read on the screen (top to bottom, left to right),
Shift+Tab walks them back, no container takes a Tab of its own, and what is typed right after a Tab, however fast,
lands in the field that Tab focused: in an open wizard, and in one that is still opening."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual import events
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Select, Static

from companion.services.i18n import _, use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.games import all_games
from screens.wizard import FIELD_HINTS, NewSessionWizard

from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE
from tests.tui.test_wizard_labels_fit import built, shown

#: The widgets a player fills in or presses: the only ones Tab may stop at.
FIELDS = (Input, Select, Checkbox, Button)


def reading_place(wizard: NewSessionWizard, widget: Widget) -> tuple[int, int, int]:
    """Where the widget reads on the wizard: the form first (its rows as laid out, scrolled or not), then the
    buttons below it; within each, top to bottom, then left to right."""
    form = wizard.query_one("#wizard-form")
    if form in widget.ancestors:
        return (0, widget.region.y + form.scroll_offset.y, widget.region.x)
    return (1, widget.region.y, widget.region.x)


async def walk(pilot, wizard: NewSessionWizard, key: str, times: int) -> list[Widget]:
    """The widgets `key` focuses, pressed `times` times from the game's field (in a burst, as the terminal sends
    keys; each focus recorded as it happens)."""
    seen: list[Widget] = []
    wizard.watch(wizard, "focused", lambda focused: seen.append(focused), init=False)
    for _press in range(times):
        pilot.app.post_message(events.Key(key, None))
    await until(pilot, lambda: len(seen) >= times, f"{key} pressed {times} times")
    await pilot.pause()
    assert len(seen) == times, f"{key} focused {seen}"
    return seen



async def wizard_opened(pilot: Pilot) -> NewSessionWizard:
    """`n` on the home screen, and the wizard it opens."""
    await pilot.press("n")
    await until(pilot, lambda: isinstance(pilot.app.screen, NewSessionWizard), "the wizard open")
    wizard = pilot.app.screen
    assert isinstance(wizard, NewSessionWizard)
    return wizard

@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "ru"])
async def test_tab_walks_every_field_in_reading_order(store: SessionStore, language: str) -> None:
    use_language(language)  # the suite's conftest puts English back afterwards
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await wizard_opened(pilot)
        game_field = wizard.query_one("#game", Select)
        assert wizard.focused is game_field, "the first field has the focus as the wizard opens"
        for game in all_games():
            game_field.focus()
            game_field.value = game.id
            await until(pilot, lambda game=game: built(wizard, game.id), f"{game.id}'s form")  # type: ignore[misc]  # a default argument binds the loop's game
            for box in wizard.query(Checkbox):  # every option ticked: the steps they open (class decks) are walked too
                box.value = True
            await until(pilot, lambda game=game: built(wizard, game.id), f"{game.id}'s form, every option ticked")  # type: ignore[misc]  # as above
            await pilot.pause()
            chain = wizard.focus_chain
            forward = [game_field, *await walk(pilot, wizard, "tab", len(chain))]
            assert forward.pop() is game_field, f"{game.id}: Tab comes round to the game's field"
            names = [widget.id for widget in forward]
            assert all(isinstance(widget, FIELDS) for widget in forward), f"{game.id}: Tab stops at a container: {names}"
            places = [reading_place(wizard, widget) for widget in forward]
            assert places == sorted(places) and len(set(places)) == len(places), \
                f"{game.id}: Tab's order is not the screen's: {list(zip(names, places))}"
            fields = [widget for widget in wizard.query("*") if isinstance(widget, FIELDS) and shown(widget)]
            assert set(forward) == set(fields), f"{game.id}: Tab reaches every field"
            backward = await walk(pilot, wizard, "shift+tab", len(chain))  # from the game's field: round to the last
            assert backward == [*reversed(forward[1:]), game_field], f"{game.id}: Shift+Tab walks the same fields back"


def tabs_to_first_name(wizard: NewSessionWizard) -> int:
    """How many Tabs from the game's field reach Player 1's name."""
    chain = wizard.focus_chain
    return chain.index(wizard.query_one("#player-1")) - chain.index(wizard.query_one("#game"))


def burst(app, keys: list[str]) -> None:
    """The keys as a terminal delivers a burst: every one queued at once, nothing handled in between."""
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_names_typed_fast_after_tabs_land_in_the_fields_the_tabs_focused(store: SessionStore,
                                                                                 language: str) -> None:
    use_language(language)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await wizard_opened(pilot)
        await until(pilot, lambda: bool(wizard.query("#player-2")), "the seats shown")
        tabs = tabs_to_first_name(wizard)
        between = wizard.focus_chain.index(wizard.query_one("#player-2")) - wizard.focus_chain.index(
            wizard.query_one("#player-1"))
        burst(app, ["tab"] * tabs + list("Ann") + ["tab"] * between + list("Bob"))
        await until(pilot, lambda: wizard.query_one("#player-2", Input).value == "Bob", "Bob in Player 2's name")
        assert wizard.query_one("#player-1", Input).value == "Ann"
        assert wizard.focused is wizard.query_one("#player-2")
        await pilot.pause()
        assert str(wizard.query_one("#wizard-hint", Static).content) == _(FIELD_HINTS["player"]), \
            "the hint line speaks of the focused field"


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_keys_typed_as_the_wizard_opens_wait_for_its_fields(store: SessionStore, language: str) -> None:
    """Tab and a name typed while the wizard is still being composed (right after `n`, the app busy) are given to
    the form once it is there, in the order typed, instead of being lost or landing in another field."""
    use_language(language)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        first = await wizard_opened(pilot)  # a first wizard, to learn how many Tabs reach Player 1 (and to import it)
        await until(pilot, lambda: bool(first.query("#player-1")), "the seats shown")
        tabs = tabs_to_first_name(first)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, NewSessionWizard), "the wizard closed")
        app.new_session()  # pushed, not yet composed, when the keys below are read
        burst(app, ["tab"] * tabs + list("Ann"))
        await until(pilot, lambda: isinstance(app.screen, NewSessionWizard) and bool(app.screen.query("#player-1"))
                    and app.screen.query_one("#player-1", Input).value == "Ann", "Ann in Player 1's name")
        assert app.screen.focused is app.screen.query_one("#player-1")


async def tabs_to_first_name_of_a_new_wizard(store: SessionStore) -> int:
    """How many Tabs reach Player 1's name in a wizard just opened (its first game's form), learnt in an app of its
    own."""
    async with make_app(store).run_test(size=SIZE) as pilot:
        wizard = await wizard_opened(pilot)
        await until(pilot, lambda: bool(wizard.query("#player-1")), "the seats shown")
        return tabs_to_first_name(wizard)


#: A name whose letters are keys of the home screen (c: catalogue, e: heroes, d: delete, r: rename, b: rules): typed
#: there, they would open other screens.
HOME_LETTERS_NAME = "Cedric Bede"


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_keys_typed_in_one_burst_with_n_land_in_the_wizard_in_order(store: SessionStore, language: str) -> None:
    """n, Tabs and a name in one burst on the home screen (a fast typist, a paste): the keys after n were read while
    the home screen was on top, yet every one lands in the wizard n opens, in the order typed."""
    use_language(language)
    tabs = await tabs_to_first_name_of_a_new_wizard(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, ["n", *["tab"] * tabs, *HOME_LETTERS_NAME])
        await until(pilot, lambda: isinstance(app.screen, NewSessionWizard) and bool(app.screen.query("#player-1"))
                    and app.screen.query_one("#player-1", Input).value == HOME_LETTERS_NAME,
                    f"{HOME_LETTERS_NAME} in Player 1's name")
        assert app.screen_stack[1:] == [app.screen], "nothing but the wizard opened over the home screen"
        assert app.screen.focused is app.screen.query_one("#player-1")


async def test_keys_typed_with_n_while_the_store_opens_wait_for_the_wizard(tmp_path, store: SessionStore,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The same burst right at start from an empty data folder, while the store is still opening: the wizard waits for
    the store, and so do the keys typed after n (none of them acts on the home screen meanwhile)."""
    from tests.tui.test_app_start import store_opening_held

    tabs = await tabs_to_first_name_of_a_new_wizard(store)
    gate = store_opening_held(monkeypatch)
    app = make_app(db_url=f"sqlite:///{tmp_path / 'empty' / 'sessions.db'}")
    (tmp_path / "empty").mkdir()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, ["n", *["tab"] * tabs, *HOME_LETTERS_NAME])
        await until(pilot, lambda: len(app._notifications) > 0, "the notice that the wizard follows")
        for _pause in range(5):
            await pilot.pause()
        assert app.store is None and len(app.screen_stack) == 1, f"opened before the store: {app.screen_stack}"
        gate.set()
        await until(pilot, lambda: isinstance(app.screen, NewSessionWizard) and bool(app.screen.query("#player-1"))
                    and app.screen.query_one("#player-1", Input).value == HOME_LETTERS_NAME,
                    f"{HOME_LETTERS_NAME} in Player 1's name")
        assert app.screen_stack[1:] == [app.screen], "nothing but the wizard opened over the home screen"
    assert app.store is not None
    app.store.close()
