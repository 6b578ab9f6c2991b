"""The footer rebuilds its keys only when what it shows changes, and still shows every key it should.

Counted, never timed: how many footer key widgets are made. Textual's footer makes every key again on every refresh
of the screen's bindings (and this project's did on every resize too, which while a board was first shown made four
rebuilds of the same keys); this one makes a key only when it has fewer key widgets than it must show.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets._footer import FooterKey

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.home import HomeScreen
from screens.localized_footer import Footer, SwitchableFooterKey
from tests.dice_throne.support import GAME, make_setup, to_action
from tests.support.footer_renders import counted_footer_renders
from tests.support.footer_waits import until_the_footer_fits
from tests.support.pilot_waits import until
from tests.tui.drive import frame


def shown_actions(screen) -> set[str]:
    """The actions of the keys the screen's footer has built (shown or left out for the width)."""
    return {key.action for key in screen.query(FooterKey)}


def bound_actions(screen) -> set[str]:
    """The actions of the screen's bindings a footer shows."""
    return {active.binding.action for active in screen.active_bindings.values() if active.binding.show}


def undo_enabled(screen) -> bool | None:
    """Whether the footer's Undo key is enabled (None: no such key)."""
    keys = [key for key in screen.query(FooterKey) if key.action == "undo"]
    return None if not keys else not keys[0].has_class("-disabled")


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The description of each footer key widget made (Textual's footer makes every key again at each refresh of the
    bindings; this one makes a key only when it has fewer than it must show)."""
    made: list[str] = []
    make = SwitchableFooterKey.__init__

    def counted(key: SwitchableFooterKey, *args: Any, **kwargs: Any) -> None:
        make(key, *args, **kwargs)
        made.append(key.description)

    monkeypatch.setattr(SwitchableFooterKey, "__init__", counted)
    return made


async def test_a_board_shown_builds_its_footer_keys_once(store: SessionStore, builds: list[str]) -> None:
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen), "the home screen")
        await pilot.pause()
        home_keys = list(app.screen.query(FooterKey))
        builds.clear()
        app.open_session(live.id)
        await until(pilot, lambda: app.screen.__class__.__name__ == "SessionFrame", "the board")
        shown = frame(pilot)
        await until_the_footer_fits(pilot, shown)
        for _ in range(3):
            await pilot.pause()
        # Each key made once, on the frame (on main every key was made four times on the frame, and the covered home
        # screen's keys once again); none removed.
        assert sorted(builds) == sorted(key.description for key in shown.query(FooterKey)), builds
        assert list(shown.query(FooterKey)) == list(shown.query_one(Footer).children)
        assert shown_actions(shown) >= bound_actions(shown) - {"command_palette"}
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen), "back on the home screen")
        await until_the_footer_fits(pilot, app.screen)
        assert set(app.screen.query(FooterKey)) == set(home_keys), "the home screen's keys kept, shown again"


async def test_a_footer_follows_its_bindings_and_its_screen_coming_back(store: SessionStore, builds: list[str]) -> None:
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen), "the home screen")
        home = app.screen
        app.open_session(live.id)
        await until(pilot, lambda: app.screen.__class__.__name__ == "SessionFrame", "the board")
        shown = frame(pilot)
        await until_the_footer_fits(pilot, shown)
        assert undo_enabled(shown) is False  # nothing played yet
        shown.apply(to_action(GAME.new_game(make_setup()), "roll-off", 6, 1))
        await until(pilot, lambda: undo_enabled(shown), "Undo offered in the footer after the first action")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is home, "back on the home screen")
        await until_the_footer_fits(pilot, home)
        assert shown_actions(home) >= bound_actions(home) - {"command_palette"}
        assert "undo" not in shown_actions(home)


def redo_enabled(screen) -> bool | None:
    """Whether the footer's Redo key is enabled (None: no such key)."""
    keys = [key for key in screen.query(FooterKey) if key.action == "redo"]
    return None if not keys else not keys[0].has_class("-disabled")


async def board_after_an_undo(pilot: Any, app: Any, session_id: int) -> Any:
    """The session's board opened, its footer fitted, a first action played and undone (the ruling's Cite key goes
    with its ruling: the keys are built again), the footer fitted again: Redo on, Undo off."""
    app.open_session(session_id)
    await until(pilot, lambda: app.screen.__class__.__name__ == "SessionFrame", "the board")
    shown = frame(pilot)
    await until_the_footer_fits(pilot, shown)
    shown.apply(to_action(GAME.new_game(make_setup()), "roll-off", 6, 1))
    await until(pilot, lambda: undo_enabled(shown), "Undo on after the first action")
    shown.action_undo()
    await until(pilot, lambda: redo_enabled(shown) and not undo_enabled(shown), "Redo on and Undo off after undo")
    await until_the_footer_fits(pilot, shown)
    return shown


async def redo_and_undo(pilot: Any, shown: Any, times: int) -> None:
    """Redo then undo on the board, `times` times, each settled: Undo and Redo each flip twice a time."""
    for _ in range(times):
        shown.action_redo()
        await until(pilot, lambda: undo_enabled(shown) and not redo_enabled(shown), "Redo off after redo")
        await pilot.pause()
        shown.action_undo()
        await until(pilot, lambda: redo_enabled(shown) and not undo_enabled(shown), "Redo on after undo")
        await pilot.pause()


async def test_undo_and_redo_turning_on_and_off_change_their_keys_in_place(store: SessionStore,
                                                                           builds: list[str]) -> None:
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await board_after_an_undo(pilot, app, live.id)
        builds.clear()
        keys = list(shown.query(FooterKey))
        shown.action_redo()
        await until(pilot, lambda: undo_enabled(shown) and not redo_enabled(shown), "Undo on and Redo off after redo")
        shown.action_undo()
        await until(pilot, lambda: redo_enabled(shown) and not undo_enabled(shown), "Redo on and Undo off again")
        assert builds == []  # the same key widgets, each dimmed or not in place
        assert list(shown.query(FooterKey)) == keys
        await pilot.click(next(key for key in keys if key.action == "redo"))
        await until(pilot, lambda: undo_enabled(shown), "a click on the Redo key redoes")
        await pilot.click(next(key for key in keys if key.action == "redo"))  # off now: rings, changes nothing
        await pilot.pause()
        assert undo_enabled(shown) and not redo_enabled(shown)


async def test_a_footer_check_after_undo_or_redo_asks_the_screens_keys_once(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The frame's active keys are its own and its game area's, each action's state checked: the footer's check
    after a move (are the keys the same? which turned on or off?) is made inside the move, and nothing is left to
    check after its frame; the keys are read once in the whole move (the screen's own check that they changed
    hands them to the footer). Counted, not timed."""
    from screens.session.keys import FrameKeys

    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    checks: list[int] = []
    inside: list[bool] = [False]
    deferred: list[Footer] = []
    read_keys, check, rebuild = FrameKeys.active_bindings.fget, Footer.bindings_changed, Footer._rebuild_if_changed

    reads: list[int] = [0]

    def counted_keys(screen):  # type: ignore[no-untyped-def]  # the property's getter, counted
        reads[0] += 1
        if inside[0]:
            checks[-1] += 1
        return read_keys(screen)

    def counted_check(footer: Footer, screen) -> None:  # type: ignore[no-untyped-def]  # Footer.bindings_changed's
        checks.append(0)
        inside[0] = True
        try:
            check(footer, screen)
        finally:
            inside[0] = False

    async def counted_rebuild(footer: Footer) -> None:
        deferred.append(footer)
        await rebuild(footer)

    monkeypatch.setattr(FrameKeys, "active_bindings", property(counted_keys))
    monkeypatch.setattr(Footer, "bindings_changed", counted_check)
    monkeypatch.setattr(Footer, "_rebuild_if_changed", counted_rebuild)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await board_after_an_undo(pilot, app, live.id)
        checks.clear()
        deferred.clear()
        reads[0] = 0
        shown.action_redo()
        # Heard and shown inside the move (the footer hears the screen's bindings at once): on before any frame.
        assert undo_enabled(shown) and not redo_enabled(shown)
        assert checks and all(count == 0 for count in checks), checks  # the footer was handed the keys read
        assert reads == [1]
        await until(pilot, lambda: undo_enabled(shown) and not redo_enabled(shown), "Undo on and Redo off after redo")
        assert deferred == [], "a key turned on or off waited for a check after the frame"


async def test_a_key_turned_off_in_place_is_not_restyled_and_looks_as_one_built_off(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Undo and Redo turning on and off draw their keys again without applying the stylesheet to them (counted),
    and each key then looks exactly as with the stylesheet applied in that state, as a build of the keys gives it
    (its drawn line, styles included)."""
    from textual.css.stylesheet import Stylesheet
    from textual.geometry import Region


    restyled: list[str] = []
    update_nodes = Stylesheet.update_nodes

    def counted(stylesheet, nodes, animate=False):  # type: ignore[no-untyped-def]  # Textual's signature, counted
        nodes = list(nodes)
        restyled.extend(node.action for node in nodes if isinstance(node, SwitchableFooterKey))
        return update_nodes(stylesheet, nodes, animate=animate)

    monkeypatch.setattr(Stylesheet, "update_nodes", counted)
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await board_after_an_undo(pilot, app, live.id)
        shown.action_redo()  # Undo, built off with the rebuild that came with the undo, is restyled as it turns on
        await until(pilot, lambda: undo_enabled(shown) and not redo_enabled(shown), "Undo on and Redo off after redo")
        await pilot.pause()
        restyled.clear()
        shown.action_undo()
        await until(pilot, lambda: redo_enabled(shown) and not undo_enabled(shown), "Redo on and Undo off again")
        shown.action_redo()
        await until(pilot, lambda: undo_enabled(shown) and not redo_enabled(shown), "Undo on and Redo off again")
        await pilot.pause()
        assert restyled == []

        def drawn() -> dict[str, list[tuple[str, object]]]:
            keys = [key for key in shown.query(SwitchableFooterKey) if key.action in ("undo", "redo")]
            return {key.action: [(segment.text, segment.style) for segment in
                                 key.render_lines(Region(0, 0, key.size.width, 1))[0]] for key in keys}

        in_place = drawn()
        for key in shown.query(SwitchableFooterKey):  # the stylesheet applied to the keys as they are now, as a
            key.update_node_styles()                   # build does: the class's `text-style: dim` on the key that is off
        await pilot.pause()
        assert drawn() == in_place and set(in_place) == {"undo", "redo"}


async def test_a_key_turned_on_or_off_again_is_drawn_from_its_kept_lines(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the player's order (act, undo, redo) Redo turns off, on, off at every move: once each state has been drawn,
    a flip draws the key from the lines it kept (Textual's `render` of a footer key is not called; counted), as does
    any refresh that changes nothing the key draws, and the kept lines are those a fresh drawing gives; new styles
    (the mouse over the key) draw it again."""
    from textual.geometry import Region


    rendered = counted_footer_renders(monkeypatch)
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await board_after_an_undo(pilot, app, live.id)
        await redo_and_undo(pilot, shown, times=2)  # each key drawn once in each state
        rendered.clear()
        await redo_and_undo(pilot, shown, times=3)
        assert rendered == []
        keys = {key.action: key for key in shown.query(SwitchableFooterKey) if key.action in ("undo", "redo")}

        def lines(key: SwitchableFooterKey) -> list[tuple[str, object]]:
            return [(segment.text, segment.style) for segment in key.render_lines(Region(0, 0, key.size.width, 1))[0]]

        kept = {action: lines(key) for action, key in keys.items()}
        for key in keys.values():
            key.refresh()  # a refresh that changes nothing the key draws: its kept lines
        assert {action: lines(key) for action, key in keys.items()} == kept
        assert rendered == []
        for key in keys.values():  # the kept lines are what a fresh drawing gives
            key._looks.clear()
        assert {action: lines(key) for action, key in keys.items()} == kept
        assert sorted(rendered) == ["redo", "undo"]
        rendered.clear()
        await pilot.hover(keys["redo"])
        await pilot.pause()
        assert "redo" in rendered and lines(keys["redo"]) != kept["redo"]  # the mouse over it: its hover look, drawn
