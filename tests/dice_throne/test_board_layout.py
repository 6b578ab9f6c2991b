"""The board's large digits for health and CP, at 80x24 and wider; and the real app refusing a roll before dice."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Digits, Static

from rules_engine.dice_throne.actions import NextPhase
from screens.dialogs import ConfirmDialog
from screens.dice_throne import DiceThroneArea
from screens.dice_throne.widgets import HeroCard, HeroList
from screens.dice_tray import DiceTray
from tests.dice_throne.screen_apps import AreaApp, six_heroes_rolling
from tests.dice_throne.support import act, make_setup, started, to_action, to_phase

G, P = "gunslinger", "cursed-pirate"
MODES = {
    "1v1": ("1v1", (G, P)),
    "2v2": ("2v2", (G, G, P, P)),
    "3v3": ("3v3", (G, P, G, P, G, P)),
    "koth6": ("king-of-the-hill", (G, P, G, P, G, P)),
}


def _digits_shown(card: HeroCard) -> bool:
    return card.query_one(".hero-digits").display and not card.has_class("-plain")


def _open_in_frame(tmp_path: Path, mode: str):
    """A store with a new Dice Throne session of this mode, the real app on it, and the frame class."""
    from companion.shell.app import make_app
    from companion.services.store import SessionStore
    from screens.session_frame import SessionFrame

    store = SessionStore.open("sqlite:///" + str(tmp_path / f"{mode}.db"))
    live = store.create_session(game_id="dice-throne", name="Match", setup=make_setup(*MODES[mode]))
    return store, make_app(store), live, SessionFrame


@pytest.mark.parametrize("mode", ["1v1", "2v2"])
async def test_1v1_shows_large_digits_and_2v2_compact_cards_in_the_real_app_at_80x24(tmp_path: Path, mode: str):
    store, app, live, SessionFrame = _open_in_frame(tmp_path, mode)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            n = len(MODES[mode][1])
            frame.apply(to_action(frame.live.state, "roll-off", *([6] + [1] * (n - 1))))
            for _ in range(3):
                frame.apply(NextPhase())
            frame.apply(to_action(frame.live.state, "roll", 1, 1, 1, 4, 6))
            await pilot.pause()
            await pilot.pause()
            cards = list(frame.query(HeroCard))
            assert len(cards) == n
            screen = frame.region
            for card in cards:
                if mode == "2v2":
                    # four cards at 80 columns: the compact card, every count labelled, none cut
                    assert not _digits_shown(card), card.classes
                    numbers = card.query_one(".hero-numbers")
                    assert str(numbers.render()).splitlines() == ["HP 50/50 · CP 2", "hand 4 · deck 29"]
                    assert screen.contains_region(numbers.region) and card.region.contains_region(numbers.region)
                    # the hero's name on top, whole (Gunslinger, Cursed Pirate), the team and the player below
                    assert f"[{'AABB'[card.seat]}]" in str(card.border_subtitle)
                    assert str(card.border_title).removeprefix("▶ ").startswith(("Gunslinger", "Cursed"))
                    continue
                assert _digits_shown(card), card.classes
                health = card.query_one(".hero-health", Digits)
                cp = card.query_one(".hero-cp", Digits)
                assert (health.value, cp.value) == ("50", "2")
                assert (health.region.width, cp.region.width) == (6, 3)  # three columns a digit
                for digits in (health, cp):
                    # on screen without scrolling, whole, and inside its card
                    assert digits.region.height == 3
                    assert screen.contains_region(digits.region), digits.region
                    assert card.region.contains_region(digits.region)
            # the dice of the roll are on screen too, all five
            for position in range(1, 6):
                die = frame.query_one(f"#die-{position}")
                assert screen.contains_region(die.region), position
            assert screen.contains_region(frame.query_one("#command").region)
    finally:
        store.close()


async def _six_heroes_rolling(frame, mode: str) -> None:
    """Roll-off, a few statuses and counters, then the first player's offensive roll."""
    frame.apply(to_action(frame.live.state, "roll-off", 6, 1, 1, 1, 1, 1))
    for _ in range(2):
        frame.apply(NextPhase())
    for text in ("status gain evasive 2", "status inflict bounty p2", "status inflict withering 2 p3", "cp +9 p4",
                 "damage 7 pure to p2 from earlier"):
        frame.apply(to_action(frame.live.state, text))
    frame.apply(NextPhase())
    frame.apply(to_action(frame.live.state, "roll", 1, 1, 1, 4, 6))


@pytest.mark.parametrize("mode", ["3v3", "koth6"])
async def test_six_heroes_at_80x24_get_one_readable_line_each_in_the_real_app(tmp_path: Path, mode: str):
    store, app, live, SessionFrame = _open_in_frame(tmp_path, mode)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            await _six_heroes_rolling(frame, mode)
            await pilot.pause()
            await pilot.pause()
            area = frame.query_one(DiceThroneArea)
            assert area.has_class("-compact")
            assert not frame.query_one("#dt-heroes").display
            hero_list = frame.query_one(HeroList)
            # every hero line and the dice are in the board's visible part without scrolling
            visible = frame.query_one("#dt-scroll").content_region
            assert hero_list.region.height == 6 and visible.contains_region(hero_list.region)
            for position in range(1, 6):
                assert visible.contains_region(frame.query_one(f"#die-{position}").region), position
            assert frame.region.contains_region(frame.query_one("#command").region)
            lines = str(hero_list.render()).splitlines()
            state = frame.live.state
            start = state.start_health
            health = [start - 7] * 3 + [start] * 3 if mode == "3v3" else [start, start - 7] + [start] * 4
            for i, (line, seat) in enumerate(zip(lines, state.seats)):
                assert seat.name in line, line
                # the hero's name, as much of it as fits (King of the Hill); team play needs the room for the team
                hero = state.hero_of(i).name
                named = hero in line or any(f" {hero[:k]}… " in line for k in range(5, len(hero)))
                assert named == (mode == "koth6"), line
                assert f"deck {seat.deck}" in line, line
                assert f"♥ {health[i]}" in line and f"CP {seat.cp}" in line, line
                assert (f"[{'AAABBB'[i]}]" in line) == (mode == "3v3"), line
                assert len(line) <= hero_list.region.width, line
            assert lines[0].startswith("▶ Ann") and "Evasive 2/3" in lines[0]
            assert "Bounty 1/1" in lines[1] and "Cursed Doubloon 3/5" in lines[1]
            assert "Withering 2/2" in lines[2] and "CP 11" in lines[3]
    finally:
        store.close()


async def test_a_hero_with_many_statuses_continues_on_the_next_line_without_losing_one():
    s = to_phase(started(*MODES["3v3"]), "main-1")
    for text in ("status inflict bounty p2", "status inflict knockdown p2", "status inflict withering 2 p2",
                 "status inflict parley p2"):
        s = act(s, text)
    app = AreaApp(s)
    async with app.run_test(size=(76, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        hero_list = app.query_one(HeroList)
        text = str(hero_list.render())
        for status in ("Bounty 1/1", "Cursed Doubloon 3/5", "Knockdown 1/1", "Withering 2/2", "Parley 1/1"):
            assert status in text
        assert all(len(line) <= hero_list.region.width for line in text.splitlines())
        assert len(text.splitlines()) > 6


async def test_six_heroes_on_a_wide_terminal_get_the_digits():
    app = AreaApp(to_phase(started(*MODES["koth6"]), "main-1"))
    async with app.run_test(size=(160, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert all(_digits_shown(card) for card in app.query(HeroCard))
        assert app.query(HeroCard).first().query_one(".hero-health", Digits).value == "35"


async def test_digits_follow_the_counters():
    s = act(to_phase(started(), "main-1"), "damage 7 pure to p2 from earlier")
    s = act(s, "cp +9")
    app = AreaApp(s)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        first, second = list(app.query(HeroCard))
        assert first.query_one(".hero-cp", Digits).value == "11"
        assert second.query_one(".hero-health", Digits).value == "43"


@pytest.mark.rule("dice-throne.interrupts")
async def test_the_board_says_what_is_resolving():
    s = to_phase(started(first=1), "offensive-roll")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability cutlass-strike"), "activate")
    s = act(act(s, "next"), "defend duel", 1)
    s = act(s, "play instant 1 Wild! by p1 interrupting")
    app = AreaApp(s)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        line = str(app.query_one("#dt-activatable", Static).render())
        assert "resolving: Ann's Duel (defence) › Ann's Wild! (instant card)" in line
        assert "cannot be interrupted" in line


@pytest.mark.rule("dice-throne.setup.first-player")
@pytest.mark.rule("dice-throne.offence.roll-attempts")
async def test_the_real_app_refuses_a_roll_before_asking_for_dice(tmp_path: Path):
    store, app, live, SessionFrame = _open_in_frame(tmp_path, "1v1")
    from textual.widgets import Input

    async def type_command(text: str) -> None:
        field = app.screen.query_one("#command", Input)
        field.focus()
        field.value = text
        await pilot.press("enter")
        await pilot.pause()

    try:
        async with app.run_test(size=(100, 30)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            # the first screen of a match: no offensive roll before the roll-off
            await type_command("roll")
            assert isinstance(app.screen, ConfirmDialog) and not isinstance(app.screen, DiceTray)
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is frame and len(frame.live.entries) == 0
            # the roll-off itself asks for dice
            await type_command("roll-off")
            assert isinstance(app.screen, DiceTray)
            field = app.screen.query_one("#dice-entered", Input)
            field.value = "6 2"
            await pilot.press("enter")
            await pilot.pause()
            assert frame.live.state.phase == "upkeep"
            # upkeep: the offensive roll is not yet allowed, and the roll-off is over
            for command in ("roll", "roll-off", "reroll 1 2"):
                await type_command(command)
                # never the dice tray; a house-rule question only where a house rule could allow it
                assert not isinstance(app.screen, DiceTray), command
                if isinstance(app.screen, ConfirmDialog):
                    await pilot.press("escape")
                    await pilot.pause()
                assert app.screen is frame
            assert len(frame.live.entries) == 1
    finally:
        store.close()


def test_snapshot_six_heroes_in_the_space_an_80x24_frame_gives(snap_compare):
    """3v3: one line per hero with team, health, CP and statuses, below the dice.

    The board alone, at the size the session frame gives it at 80x24 (74x10 inside its border), so
    that changes to the shared frame do not move this picture; the real-app test above checks the
    same layout inside the frame.
    """
    assert snap_compare(AreaApp(six_heroes_rolling("3v3")), terminal_size=(74, 10))
