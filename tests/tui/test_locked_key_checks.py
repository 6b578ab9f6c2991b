"""The footer's key checks in an app locked on one session (a phone's player link, `companion --open ID`): counted.

At every refresh of its keys (after every move) the footer asks the app, for each key of the focus chain (about
sixty on a board), whether its action runs now (`App._check_action_state`). A locked app also asks whether the
action is one of its session's (`locked_mode`). That check parsed the action a second time and looked the screen's
class up in the lock's lists for every key, at every refresh; the lists never change, so the answer for a screen's
class and an action's name is worked out once, and the action is parsed once for the lock and the check alike.
What the lock allows and refuses is tests/tui/test_locked_app.py's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App

from companion.shell import locked_mode
from tests.tui.test_locked_app import locked_session


def _checks(screen) -> list[tuple[object, str]]:  # type: ignore[no-untyped-def]  # a Textual screen
    """Each key the footer checks now: (its namespace, its action), as `Screen.active_bindings` walks them."""
    return [(namespace, binding.action) for namespace, bindings in screen._modal_binding_chain
            for _, binding in bindings]


@pytest.mark.parametrize("game", ["runebound2", "dice-throne"])
async def test_a_locked_footer_parses_each_key_once_and_asks_the_locks_lists_once_per_screen_and_action(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    async with locked_session(tmp_path, game) as (app, pilot):
        frame = app.screen
        assert len(_checks(frame)) > 30  # the command line's keys, the frame's, the app's
        parsed: list[str] = []
        parse_action = App._parse_action

        def counted_parse(app_, action, *args, **kwargs):  # type: ignore[no-untyped-def]  # App._parse_action
            parsed.append(action)
            return parse_action(app_, action, *args, **kwargs)

        checked: list[str] = []
        check_action_state = type(app)._check_action_state

        def counted_check(app_, action, *args, **kwargs):  # type: ignore[no-untyped-def]  # _check_action_state
            checked.append(action)
            return check_action_state(app_, action, *args, **kwargs)

        listed: list[object] = []
        allowed_screen = locked_mode.allowed_screen

        def counted_allowed_screen(screen):  # type: ignore[no-untyped-def]  # locked_mode.allowed_screen
            listed.append(screen)
            return allowed_screen(screen)

        monkeypatch.setattr(App, "_parse_action", counted_parse)
        monkeypatch.setattr(type(app), "_check_action_state", counted_check)
        monkeypatch.setattr(locked_mode, "allowed_screen", counted_allowed_screen)
        before = frame.active_bindings
        assert len(checked) > 30
        assert sorted(parsed) == sorted(checked)  # each key's action parsed once (twice: once for the lock)
        parsed.clear()
        checked.clear()
        listed.clear()
        again = frame.active_bindings  # nothing changed: the lock's lists are not read again
        assert listed == []
        assert len(parsed) == len(checked) > 30
        assert {key: (b.binding.action, b.enabled) for key, b in again.items()} \
            == {key: (b.binding.action, b.enabled) for key, b in before.items()}


async def test_a_locked_apps_key_checks_answer_as_the_locks_lists_say(tmp_path: Path) -> None:
    """Each key's answer, worked out once per screen class and action, is the lists' own: the keys of the lock's
    refused pairs (sharing again, leaving for the home screen) are off the footer, the session's keys are as the
    board says, the app's own keys outside `APP_ACTIONS` are refused."""
    async with locked_session(tmp_path, "runebound2") as (app, pilot):
        frame = app.screen
        for namespace, action in _checks(frame) * 2:  # the second time from what was kept
            target, name, parameters = app._parse_action(action, namespace)
            if isinstance(target, App):
                allowed = name in locked_mode.APP_ACTIONS
            else:
                screen = target if target is frame else target.screen
                allowed = locked_mode.qualified_name(type(screen)) in locked_mode.SESSION_SCREENS and (
                    locked_mode.qualified_name(type(screen)), name) not in locked_mode.REFUSED_SCREEN_ACTIONS
            expected = target.check_action(name, parameters) if allowed else False
            assert app._check_action_state(action, namespace) == expected, (type(namespace).__name__, action)
        assert app._check_action_state("share", frame) is False
        assert app._check_action_state("app.change_theme", frame) is False
