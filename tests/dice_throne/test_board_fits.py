"""At 80x24 in the real app, every hero card with its name and statuses is on screen without scrolling."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from rules_engine.dice_throne.actions import NextPhase
from screens.dice_throne.widgets import HeroCard
from tests.dice_throne.support import to_action
from tests.dice_throne.test_board_layout import MODES, _open_in_frame


def _to(frame, mode: str, phase: str) -> None:
    n = len(MODES[mode][1])
    frame.apply(to_action(frame.live.state, "roll-off", *([6] + [1] * (n - 1))))
    for _ in range(2):
        frame.apply(NextPhase())
    frame.apply(to_action(frame.live.state, "status gain evasive 2"))
    frame.apply(to_action(frame.live.state, "status inflict withering 1 p1 by p2"))
    if phase == "main-1":
        return
    frame.apply(NextPhase())
    frame.apply(to_action(frame.live.state, "roll", 1, 1, 1, 4, 6))
    if phase == "offensive-roll":
        return
    frame.apply(to_action(frame.live.state, "ability revolver"))
    frame.apply(to_action(frame.live.state, "activate"))
    frame.apply(NextPhase())
    if phase == "targeting-roll":
        assert frame.live.state.phase == phase
        return
    if mode == "2v2":
        frame.apply(to_action(frame.live.state, "target-roll", 3))
        frame.apply(NextPhase())
    assert frame.live.state.phase == "defensive-roll"
    if phase == "defended":
        defender = frame.live.state.roll.target
        ability = frame.live.state.hero_of(defender).defensive()[0]
        frame.apply(to_action(frame.live.state, f"defend {ability.id}", *([2] * ability.defence_dice)))
        assert frame.live.state.roll.defence_dice


@pytest.mark.parametrize("mode, phase", [(m, p) for m in ("1v1", "2v2")
                                          for p in ("main-1", "offensive-roll", "defensive-roll")]
                         + [("2v2", "targeting-roll"), ("1v1", "defended"), ("2v2", "defended")])
async def test_cards_with_names_and_statuses_fit_at_80x24(tmp_path: Path, mode: str, phase: str):
    store, app, live, SessionFrame = _open_in_frame(tmp_path, mode)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            _to(frame, mode, phase)
            await pilot.pause()
            await pilot.pause()
            scroll = frame.query_one("#dt-scroll")
            assert scroll.scroll_y == 0
            seen = scroll.content_region
            cards = list(frame.query(HeroCard))
            assert len(cards) == len(MODES[mode][1])
            state = frame.live.state
            for card in cards:
                # the whole card, borders included (the name is in the top border), is on screen
                assert card.region.height == card.outer_size.height, (card.seat, card.region, card.outer_size)
                assert seen.contains_region(card.region), (card.seat, card.region, seen)
                seat = state.seats[card.seat]
                assert seat.name in str(card.border_title)
                assert state.hero_of(card.seat).name[:5] in str(card.border_title)
                statuses = card.query_one(".hero-statuses", Static)
                assert statuses.region.height == statuses.outer_size.height >= 1
            ann = str(cards[0].query_one(".hero-statuses", Static).render())
            assert "Evasive 2/3" in ann and "Withering 1/2" in ann
            assert "Cursed Doubloon" in str(cards[-1].query_one(".hero-statuses", Static).render())
    finally:
        store.close()


def test_health_above_the_start_shows_the_cap_not_the_start():
    from screens.dice_throne.widgets import health_max_label
    from tests.dice_throne.support import act, started, to_phase
    s = act(to_phase(started(), "main-1"), "heal 8 p1")
    assert s.health_of(0) == 58
    assert health_max_label(s, 58) == " max 60"
    assert health_max_label(s, 50) == "/50"


async def test_the_numbers_line_is_not_repeated_under_the_digits():
    from tests.dice_throne.screen_apps import AreaApp
    from tests.dice_throne.support import started, to_phase
    app = AreaApp(to_phase(started(), "main-1"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for card in app.query(HeroCard):
            assert card.query_one(".hero-digits").display
            assert not card.query_one(".hero-numbers").display
            assert "hand 4" in str(card.border_subtitle)
