"""At 80x24 in the real app, every hero card with its name and statuses is on screen without scrolling."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Static

from rules_engine.dice_throne.actions import NextPhase
from screens.dice_throne.widgets import HeroCard
from tests.dice_throne.support import to_action
from tests.dice_throne.test_board_layout import MODES, _open_in_frame


def _phases(frame, mode: str) -> Iterator[str]:
    """Play the match on through the phases this file looks at, yielding each one once the frame shows it.

    One app walks the whole chain (main phase, offensive roll, in 2v2 the targeting roll, defensive
    roll, a defence rolled) instead of one app per phase: the same boards, a fifth of the start-ups.
    """
    n = len(MODES[mode][1])
    frame.apply(to_action(frame.live.state, "roll-off", *([6] + [1] * (n - 1))))
    for _ in range(2):
        frame.apply(NextPhase())
    frame.apply(to_action(frame.live.state, "status gain evasive 2"))
    frame.apply(to_action(frame.live.state, "status inflict withering 1 p1 by p2"))
    yield "main-1"
    frame.apply(NextPhase())
    frame.apply(to_action(frame.live.state, "roll", 1, 1, 1, 4, 6))
    yield "offensive-roll"
    frame.apply(to_action(frame.live.state, "ability revolver"))
    frame.apply(to_action(frame.live.state, "activate"))
    frame.apply(NextPhase())
    if mode == "2v2":
        assert frame.live.state.phase == "targeting-roll"
        yield "targeting-roll"
        frame.apply(to_action(frame.live.state, "target-roll", 3))
        frame.apply(NextPhase())
    assert frame.live.state.phase == "defensive-roll"
    yield "defensive-roll"
    defender = frame.live.state.roll.target
    ability = frame.live.state.hero_of(defender).defensive()[0]
    frame.apply(to_action(frame.live.state, f"defend {ability.id}", *([2] * ability.defence_dice)))
    assert frame.live.state.roll.defence_dice
    yield "defended"


def _every_card_fits(frame, mode: str, phase: str) -> None:
    """Each hero card, borders included, on screen unscrolled, with its name, hero and statuses."""
    scroll = frame.query_one("#dt-scroll")
    assert scroll.scroll_y == 0, phase
    seen = scroll.content_region
    cards = list(frame.query(HeroCard))
    assert len(cards) == len(MODES[mode][1]), phase
    state = frame.live.state
    for card in cards:
        # the whole card, borders included (the name is in the top border), is on screen
        assert card.region.height == card.outer_size.height, (phase, card.seat, card.region, card.outer_size)
        assert seen.contains_region(card.region), (phase, card.seat, card.region, seen)
        seat = state.seats[card.seat]
        # the hero's name as far as the border holds it (the title is what is drawn), and whole in the tooltip if cut;
        # a compact card (four heroes) keeps the hero's name on top and moves the team and the player below it
        hero = state.hero_of(card.seat).name
        title = str(card.border_title)
        if card.has_class("-plain"):
            below = str(card.border_subtitle)
            assert f"[{'AABB'[card.seat]}] {seat.name}" in f"{title} {below}", (phase, title, below)
            assert title.removeprefix("▶ ").startswith(hero[:6]), (phase, title)
            assert hero in title or (title.endswith("…") and hero in str(card.tooltip)), phase
            counts = str(card.query_one(".hero-numbers", Static).render())
            assert counts.splitlines() == [f"HP {state.health_of(card.seat)}/50 · CP {seat.cp}",
                                           f"hand {seat.hand} · deck {seat.deck}"], (phase, counts)
        else:
            assert seat.name in title, phase
            assert hero in title or (title.endswith("…") and hero[:2] in title and hero in str(card.tooltip)), phase
        statuses = card.query_one(".hero-statuses", Static)
        assert statuses.region.height == statuses.outer_size.height >= 1, phase
    ann = str(cards[0].query_one(".hero-statuses", Static).render())
    assert "Evasive 2/3" in ann and "Withering 1/2" in ann, phase
    assert "Cursed Doubloon" in str(cards[-1].query_one(".hero-statuses", Static).render()), phase


@pytest.mark.parametrize("mode, phases", [
    ("1v1", ["main-1", "offensive-roll", "defensive-roll", "defended"]),
    ("2v2", ["main-1", "offensive-roll", "targeting-roll", "defensive-roll", "defended"]),
], ids=["1v1", "2v2"])
async def test_cards_with_names_and_statuses_fit_at_80x24(tmp_path: Path, mode: str, phases: list[str]):
    store, app, live, SessionFrame = _open_in_frame(tmp_path, mode)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            walked = []
            for phase in _phases(frame, mode):
                await pilot.pause()
                await pilot.pause()
                _every_card_fits(frame, mode, phase)
                walked.append(phase)
            assert walked == phases
    finally:
        store.close()


def test_health_above_the_start_shows_the_cap_not_the_start():
    from screens.dice_throne.widgets import health_max_label
    from tests.dice_throne.support import GAME, act, started, to_phase
    s = act(to_phase(started(), "main-1"), "heal 8 p1")
    assert s.health_of(0) == 58
    assert health_max_label(GAME.view(s).data, 58) == " max 60"
    assert health_max_label(GAME.view(s).data, 50) == "/50"


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
