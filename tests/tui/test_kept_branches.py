"""Kept branches in the TUI: leaving a branch offers to keep it under a name; the timeline says how many are kept
from the moment shown and k lists them; one reopens where it stood after the app was closed, and is discarded."""

from __future__ import annotations

import re

from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from companion.services.store.kept_branches import branches_of
from companion.shell.app import make_app
from screens.branch_frame import BranchEndDialog, BranchFrame
from screens.kept_branches_dialog import KeptBranchesDialog
from screens.timeline_screen import TimelineScreen
from tests.support.pilot_waits import until
from tests.support.tally_game import EndTurn
from tests.tui.conftest import SIZE, tally_setup
from tests.tui.snapshot_apps import FixedTimeStore
from tests.tui.test_past_moments import line, open_timeline, played


async def keep_a_branch(pilot: Pilot, timeline: TimelineScreen, name: str) -> None:
    """From action 2: a branch where Bo adds 3, kept under `name`."""
    timeline.go_to(2)
    await pilot.press("b")
    await until(pilot, lambda: isinstance(pilot.app.screen, BranchFrame), "the branch")
    pilot.app.screen.query_one("#command", Input).value = "add 3"
    await pilot.press("enter")
    await until(pilot, lambda: pilot.app.screen.live.state.scores == (4, 3), "the branch's action applied")
    pilot.app.clear_notifications()  # esc closes messages first
    await pilot.press("escape")
    await until(pilot, lambda: isinstance(pilot.app.screen, BranchEndDialog), "the question on leaving")
    await pilot.press("k")
    await until(pilot, lambda: bool(pilot.app.screen.query("#prompt-input")), "the name prompt")
    assert pilot.app.screen.query_one("#prompt-input", Input).value == "What-if from action 2"
    pilot.app.screen.query_one("#prompt-input", Input).value = name
    await pilot.press("enter")
    await until(pilot, lambda: pilot.app.screen is timeline, "back in the timeline")


def app_has_key(pilot: Pilot, shown: str) -> bool:
    """True when the footer shows the key and its description."""
    from textual.widgets import Footer

    footer = pilot.app.screen.query_one(Footer)
    return shown in " ".join(f"{item.key_display} {item.description}" for item in footer.query("FooterKey"))


async def test_a_kept_branch_is_listed_under_its_moment_reopened_after_a_restart_and_discarded(store) -> None:
    live = played(store)
    revision = live.revision
    async with make_app(store).run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        await keep_a_branch(pilot, timeline, "Bo plays safe")
        await until(pilot, lambda: "1 branch kept from here (k)" in line(timeline), "the count on the moment line")
        assert app_has_key(pilot, "k Branches")
        timeline.go_to(3)
        await pilot.pause()
        assert "kept" not in line(timeline)
    assert store.open_session(live.id).revision == revision  # keeping wrote nothing into the real log
    app = make_app(store)  # the app closed and opened again
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        await pilot.press("k")
        await until(pilot, lambda: isinstance(app.screen, KeptBranchesDialog), "the list of kept branches")
        listed = app.screen.query_one("#kept-branches", OptionList)
        assert str(listed.get_option_at_index(0).prompt) == "«Bo plays safe» — from action 2, 1 action in effect"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, BranchFrame), "the kept branch reopened")
        frame = app.screen
        assert frame.live.state.scores == (4, 3) and timeline.seq == 2
        assert "«Bo plays safe», kept from action 2" in str(frame.query_one("#frame-title", Static).render())
        frame.query_one("#command", Input).value = "end"
        await pilot.press("enter")
        await until(pilot, lambda: frame.live.state.active == 0, "played on")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, BranchEndDialog), "the question on leaving")
        assert "without its latest actions" in str(app.screen.query_one("#dialog-message", Static).render())
        await pilot.press("d")
        await until(pilot, lambda: app.screen is timeline, "back in the timeline")
        assert branches_of(store, live.id) == [] and "kept" not in line(timeline)
        assert app._check_action_state("kept", timeline) is False  # none left: the key leaves the footer
    assert store.open_session(live.id).revision == revision


async def keep_under_a_long_name(pilot: Pilot, session_id: int) -> BranchFrame:
    """A branch from the timeline's latest moment, asked to be kept under a name of 61 characters; the branch."""
    await open_timeline(pilot, session_id)
    await pilot.press("b")
    await until(pilot, lambda: isinstance(pilot.app.screen, BranchFrame), "the branch")
    frame = pilot.app.screen
    await pilot.press("escape")
    await until(pilot, lambda: isinstance(pilot.app.screen, BranchEndDialog), "the question on leaving")
    await pilot.press("k")
    await until(pilot, lambda: bool(pilot.app.screen.query("#prompt-input")), "the name prompt")
    pilot.app.screen.query_one("#prompt-input", Input).value = "x" * 61
    await pilot.press("enter")
    await until(pilot, lambda: bool(pilot.app._notifications), "one line why")
    assert isinstance(frame, BranchFrame)
    return frame


async def test_a_name_too_long_keeps_nothing_and_stays_in_the_branch(store) -> None:
    live = played(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await keep_under_a_long_name(pilot, live.id)
        assert any("keep it to 60" in n.message for n in app._notifications)
        assert app.screen is frame and branches_of(store, live.id) == []


def test_kept_branches_list_snapshot(snap_compare, store) -> None:
    live = played(store)

    async def two_kept_then_the_list(pilot: Pilot) -> None:
        timeline = await open_timeline(pilot, live.id)
        await keep_a_branch(pilot, timeline, "Bo plays safe")
        await keep_a_branch(pilot, timeline, "Bo goes for six")
        pilot.app.clear_notifications()
        await pilot.press("k")
        await until(pilot, lambda: isinstance(pilot.app.screen, KeptBranchesDialog), "the list")
        await pilot.pause()

    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=SIZE, run_before=two_kept_then_the_list)


async def test_the_timeline_says_what_an_action_asked_of_chance_and_who_rolled(store) -> None:
    from companion.services.controller import SessionController
    from companion.services.fulfillers import AppChance, DiceFrom
    from rules_engine.dice import TableDice
    from screens.ruling_panel import RulingPanel, RulingText

    live = store.create_session(game_id="tally", name="Dice", setup=tally_setup("Ann", "Bo"))
    controller = SessionController(live)
    controller.play(controller.read("roll"), AppChance.seeded(2))
    controller.apply(EndTurn())
    controller.fulfil(controller.read("roll"), DiceFrom(TableDice(["5"])))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)

        def note() -> str:
            return str(timeline.query_one("#moment-ruling", RulingPanel).query_one("#ruling-text", RulingText).render())

        assert "1 × d6 for points — the table's dice: 5\n" in note()  # the die as the log says it, no "[5] = 5"
        timeline.go_to(1)
        await pilot.pause()
        assert re.search(r"1 × d6 for points — rolled by the app: [1-6]\n", note())
        timeline.go_to(2)
        await pilot.pause()
        assert "—" not in note()  # an action typed whole asked nothing of chance


async def test_why_a_branch_was_not_kept_reads_in_the_players_language(store) -> None:
    live = played(store)
    app = make_app(store, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await keep_under_a_long_name(pilot, live.id)
        said = [n.message for n in app._notifications]
        assert said == ["имя ветки: число символов — 61, а можно не больше 60"], said
