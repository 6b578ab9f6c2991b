"""Clicking heroes: in a targeting roll the clicked hero becomes the target exactly as the typed
'target pN' makes it (a refusal cites the same rule); otherwise the click selects the hero."""

from __future__ import annotations

import pytest

from textual.widgets import Button
from screens.dice_throne.widgets import HeroCard, HeroList
from screens.ruling_panel import RulingPanel
from tests.support.pilot_waits import until
from tests.support.choice_dialogs import opened
from tests.dice_throne.support import make_setup, to_action
from screens.clickable_lines import ClickableLines
from screens.choice_dialog import ChoiceDialog
from screens.runebound2.widgets import PartyCard
from screens.players_panel import PlayersPanel
from tests.dungeoneer.screen_tables import AreaApp as DungeonApp, lord_table, walled_table
from rules_engine.runebound2.terrain import Hex
from tests.runebound2.helpers import GAME as RB2, new_game, play, with_hero
from tests.runebound2.screen_apps import AreaApp as RunewayApp
from tests.runebound3.helpers import new_state
from tests.runebound3.screen_apps import AreaApp as R3AreaApp
from tests.tui.drive import resumed_tally_session
from tests.tui.mouse_support import log_length, opened_frame, type_line

G, P = "gunslinger", "cursed-pirate"


async def _to_targeting(pilot, frame, players: int) -> None:
    await type_line(pilot, "roll-off", dice=" ".join(["6"] + ["1"] * (players - 1)))
    for _ in range(3):
        await type_line(pilot, "next")
    await type_line(pilot, "roll", dice="1 1 1 4 5")
    await type_line(pilot, "ability revolver")
    await type_line(pilot, "activate")
    await type_line(pilot, "next")
    assert frame.live.state.phase == "targeting-roll"


def _card(frame, seat: int) -> HeroCard:
    return next(card for card in frame.query(HeroCard) if card.seat == seat)


@pytest.mark.rule("dice-throne.targeting.teams")
async def test_clicking_a_hero_card_chooses_the_target_as_typing_does(db_url: str):
    async with opened_frame(db_url, "dice-throne", make_setup("2v2", (G, G, P, P))) as (pilot, frame):
        # Before the targeting roll a click only selects the hero (marked on its card).
        await pilot.click(_card(frame, 3))
        await pilot.pause()
        assert _card(frame, 3).has_class("-selected") and log_length(frame) == 0
        await _to_targeting(pilot, frame, 4)
        await type_line(pilot, "target-roll", dice="6")  # a 6: the attacker chooses
        before = frame.live.state
        await pilot.click(_card(frame, 3))
        await pilot.pause()
        assert frame.live.state.roll.target == 3
        assert frame.live.entries[-1].action == to_action(before, "target p4")


@pytest.mark.rule("dice-throne.targeting.teams")
async def test_a_refused_target_click_cites_the_rule_the_typed_command_does(db_url: str):
    async with opened_frame(db_url, "dice-throne", make_setup("2v2", (G, G, P, P))) as (pilot, frame):
        await _to_targeting(pilot, frame, 4)
        await type_line(pilot, "target-roll", dice="5")  # a 5: the defenders choose, not the attacker
        entries = log_length(frame)
        await pilot.click(_card(frame, 2))
        await pilot.pause()
        clicked = frame.query_one("#ruling-panel", RulingPanel).ruling
        assert clicked is not None and not clicked.allowed and clicked.citations
        assert log_length(frame) == entries
        await pilot.press("escape")  # the house-rule question the refusal asks
        await pilot.pause()
        await type_line(pilot, "target p3")
        typed = frame.query_one("#ruling-panel", RulingPanel).ruling
        assert (typed.message, typed.citations) == (clicked.message, clicked.citations)


async def test_clicking_a_heros_line_targets_it_when_cards_do_not_fit(db_url: str):
    """King of the Hill with six heroes at 80x24: one line per hero, the attacker chooses freely."""
    setup = make_setup("king-of-the-hill", (G, P, G, P, G, P))
    async with opened_frame(db_url, "dice-throne", setup, size=(80, 24)) as (pilot, frame):
        await _to_targeting(pilot, frame, 6)
        listing = frame.query_one(HeroList)
        assert listing.display and listing.rows
        row = listing.rows.index(4)  # the first line of the fifth hero
        await pilot.click(listing, offset=(2, row))
        await pilot.pause()
        assert frame.live.state.roll.target == 4


async def test_clicking_a_seat_in_the_players_panel_selects_it(store):
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, frame):
        panel = frame.query_one(PlayersPanel)
        lines = panel.text().splitlines()
        bob = next(row for row, line in enumerate(lines) if "Bob" in line)
        await pilot.click(frame.query_one("#players-text", ClickableLines), offset=(4, bob + 1))  # +1: a stat row
        await pilot.pause()
        assert panel.selected == 1
        assert "Bob  ◆ selected" in panel.text() and "Ann  ◆" not in panel.text()
        await pilot.pause(0.3)
        await pilot.click(frame.query_one("#players-text", ClickableLines), offset=(4, bob))
        await pilot.pause()
        assert panel.selected is None and "◆ selected" not in panel.text()


def _first_row_of(panel: ClickableLines, seat: int) -> int:
    """The first drawn row of a seat's block in a hero panel (wrapped lines counted)."""
    return next(row for row in range(200) if panel.target_at(row) == str(seat))


async def test_clicking_a_dungeoneer_hero_to_attack_opens_the_battle_on_it():
    app = DungeonApp(lord_table())  # Ann is the dungeon lord; Bo holds the peril her monsters cost
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        panel = app.query_one("#dg-heroes", ClickableLines)
        await pilot.click(panel, offset=(2, _first_row_of(panel, 1)))
        wizard = await opened(pilot)
        assert app.query_one("#game-area").battle_target == 1
        await until(pilot, lambda: isinstance(wizard.focused, Button), "an option focused")
        assert "on Bo: " in str(wizard.focused.label)  # the choices against Bo come first


async def test_clicking_a_dungeoneer_hero_outside_a_battle_moves_the_cursor_to_it():
    state = walled_table()
    app = DungeonApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one("#game-area")
        area.cursor = (5, 5)
        panel = app.query_one("#dg-heroes", ClickableLines)
        await pilot.click(panel, offset=(2, _first_row_of(panel, 1)))
        await pilot.pause()
        assert not isinstance(app.screen, ChoiceDialog)
        assert area.cursor == state.heroes[1].cell


def _party(app, seat: int) -> PartyCard:
    return next(card for card in app.query(PartyCard) if card.seat == seat)


@pytest.mark.rule("runebound2.duel.rules")
async def test_clicking_a_hero_on_your_hex_duels_it_as_the_typed_duel_does():
    state = new_game(2)
    state = with_hero(state, 1, position=Hex("H3", "forest"), gold=6)
    state = play(play(state, "step H3:forest"), "next")  # Anna ends on Boris's hex: she may duel him
    app = RunewayApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.click(_party(app, 0))  # her own party: no duel, only selected
        await pilot.pause()
        assert _party(app, 0).has_class("-selected") and app.submitted == []
        await pilot.click(_party(app, 1))
        await pilot.pause()
        assert app.submitted == [RB2.parse_command(state, "duel Boris")]
        assert app.state.duel is not None and app.state.duel.defender == 1


async def test_clicking_a_runebound3_hero_selects_it():
    app = R3AreaApp(new_state())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        panel = app.query_one("#r3-heroes", ClickableLines)
        await pilot.click(panel, offset=(2, _first_row_of(panel, 1) + 1))  # any line of the hero's block
        await pilot.pause()
        shown = str(panel.render()).splitlines()
        assert any("P1" in line and "◆ selected" in line for line in shown)
        assert not any("P0" in line and "◆ selected" in line for line in shown)
