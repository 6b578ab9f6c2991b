"""A dialog over the session shows only its own keys in its footer: the dice tray and the question on leaving a
branch, as the choice dialog does (the session's keys do nothing while they are open)."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input

from companion.services.i18n import _
from companion.shell.app import make_app
from screens.branch_frame import BranchEndDialog, BranchFrame
from screens.dice_tray import DiceTray
from screens.localized_footer import Footer
from screens.session_frame import SessionFrame
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE, tally_setup
from tests.tui.test_past_moments import open_timeline, played


def footer_keys(screen: Screen) -> list[str]:
    """The keys the screen's own footer shows, as 'key description'."""
    return [f"{key.key_display} {key.description}" for key in screen.query_one(Footer).query("FooterKey")]


def own_keys(screen: Screen) -> list[str]:
    """The keys the screen itself binds for the footer, as 'key description'."""
    app = screen.app
    return [f"{app.get_key_display(binding)} {_(binding.description)}" for binding in type(screen).BINDINGS
            if binding.show]


async def shown(pilot: Pilot, screen: Screen) -> list[str]:
    await until(pilot, lambda: bool(screen.query(Footer)) and bool(screen.query_one(Footer).query("FooterKey")),
                "the screen's footer keys")
    return footer_keys(screen)


async def test_the_dice_tray_footer_shows_only_the_trays_keys(store) -> None:
    live = store.create_session(game_id="tally", name="Dice", setup=tally_setup("Ann", "Bo"))
    async with make_app(store).run_test(size=SIZE) as pilot:
        pilot.app.open_session(live.id)
        await until(pilot, lambda: isinstance(pilot.app.screen, SessionFrame), "the session frame")
        session_keys = await shown(pilot, pilot.app.screen)
        pilot.app.screen.query_one("#command", Input).value = "roll"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, DiceTray), "the dice tray")
        keys = await shown(pilot, pilot.app.screen)
        assert sorted(keys) == sorted(own_keys(pilot.app.screen)) and len(keys) == 2
        assert not set(keys) & set(session_keys)


async def test_the_leave_branch_question_footer_shows_only_its_answers(store) -> None:
    live = played(store)
    async with make_app(store).run_test(size=SIZE) as pilot:
        await open_timeline(pilot, live.id)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(pilot.app.screen, BranchFrame), "the branch")
        branch_keys = await shown(pilot, pilot.app.screen)
        pilot.app.clear_notifications()  # esc closes messages first
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(pilot.app.screen, BranchEndDialog), "the question on leaving")
        keys = await shown(pilot, pilot.app.screen)
        assert sorted(keys) == sorted(own_keys(pilot.app.screen)) and len(keys) == 4
        assert not set(keys) & set(branch_keys)


def test_every_screen_s_footer_is_the_one_in_the_table_s_language() -> None:
    """Textual's own footer shows a key's words as bound, in English; the screens' footer translates them
    (`screens/localized_footer.py`). The deck builder had Textual's own."""
    import ast
    from pathlib import Path

    screens = Path(__file__).resolve().parents[2] / "screens"
    found = [f"{module.relative_to(screens)}:{node.lineno}"
             for module in sorted(screens.rglob("*.py")) if module.name != "localized_footer.py"  # its base
             for node in ast.walk(ast.parse(module.read_text(encoding="utf-8")))
             if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("textual")
             and any(alias.name == "Footer" for alias in node.names)]
    assert found == []
