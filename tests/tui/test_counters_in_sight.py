"""At 80x24 every counter the board's current decision depends on is on screen without scrolling (issue 30),
read from the screen's own characters; the Dungeoneer map follows the active hero; a large terminal shows a
map whole that it can, with the side column taking the columns the map leaves."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.geometry import Region

from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from screens.area_view import area_view
from screens.dungeoneer.map_drawing import cell_region
from tests.dungeoneer.flow import act
from tests.dungeoneer.screen_tables import solo_entered
from tests.tui.mid_game_positions import LONG_ROOM_NAME, MID_GAME, solo_beside_a_long_named_room
from tests.tui.picture_cases import PICTURES, board


async def _screen_text(app: App) -> str:
    """The rows of an 80x24 screen showing `app`, as the terminal shows them (each run of spaces as one)."""
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        await pilot.pause()
        lines = app.screen._compositor.render_strips()
        return "\n".join(" ".join(line.text.split()) for line in lines)  # each run of spaces as one


async def test_each_runebound2_party_card_shows_life_exhaustion_gold_and_experience_at_80x24() -> None:
    shown = await _screen_text(PICTURES["runebound2-tracks"].make())
    for counters in ("life 6/6 · exh 0/4", "gold 5 xp 2", "life 5/5 · exh 0/4", "life 5/5 · exh 0/5", "gold 3 xp 0"):
        assert counters in shown, f"{counters!r} is not on screen"


async def test_with_class_decks_each_party_card_shows_its_threat_and_class_cards_at_80x24() -> None:
    shown = await _screen_text(MID_GAME["runebound2-class-deck-window"].make())
    assert shown.count("threat 0 · pool 10") == 3 and shown.count("hand 6 · deck 8") == 3
    assert shown.count("gold 3 xp 0") == 3


async def test_in_a_runebound2_fight_the_enemy_and_both_parties_counters_are_in_sight_at_80x24() -> None:
    shown = await _screen_text(MID_GAME["runebound2-fight"].make())
    assert "Fighting Ogre: wounds 0/4" in shown
    assert "life 6/6 · exh 0/4" in shown and "life 5/5 · exh 0/4" in shown and shown.count("gold 3 xp 0") == 2


async def test_runebound3_shows_the_acting_heros_panel_the_time_and_the_challenge_tokens_at_80x24() -> None:
    shown = await _screen_text(PICTURES["runebound3-outside"].make())
    assert "▶ [2] P1" in shown and "health 8/8 gold 3 hand 4/4" in shown and "actions left 3/3" in shown
    assert "act 1, time 0/15" in shown
    assert "Challenge tokens" in shown and "Tamalir: ♣ green (used)" in shown and "Wilds: ▲ orange" in shown


async def test_in_a_runebound3_fight_the_acting_heros_panel_is_in_sight_at_80x24() -> None:
    shown = await _screen_text(MID_GAME["runebound3-token-fight"].make())
    assert "▶ [1] P0" in shown and "health 8/8 gold 3" in shown


async def test_the_runebound3_time_track_leads_again_on_a_tall_terminal() -> None:
    app = PICTURES["runebound3-outside"].make()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        left = app.screen.query_one("#r3-left")
        assert left.children[0].id == "r3-time"
        assert app.screen.query_one("#r3-time").region.y < app.screen.query_one("#r3-heroes").region.y


async def test_a_solo_peril_draw_shows_what_is_owed_the_decks_hand_odds_and_the_hero_at_80x24() -> None:
    shown = await _screen_text(MID_GAME["dungeoneer-solo-peril-draw"].make())
    for counters in ("Dungeon lord: draw 2 peril cards", "peril deck 5 · glory deck 7", "hand: empty · lair: empty",
                     "south North tunnel: none, certain", "health 4/4 glory 3 peril 1"):
        assert counters in shown, f"{counters!r} is not on screen"


async def test_the_next_rooms_odds_are_in_sight_at_80x24() -> None:
    shown = await _screen_text(PICTURES["dungeoneer-solo"].make())
    assert "north Corner: 0:44.4% 1:44.4% 2:11.1%" in shown
    assert "health 4/4 glory 2 peril 1" in shown


def _in_view(app: App, cell: tuple[int, int]) -> bool:
    """The cell's box lies wholly inside the visible part of the scrolled map (the map's window)."""
    view = app.screen.query_one("#dg-map")
    x, y, w, h = cell_region(cell, view.picture, view.size_of_box)
    shown = Region(int(view.scroll_x), int(view.scroll_y), *view.scrollable_content_region.size)
    return shown.contains_region(Region(x, y, w, h))


async def test_after_a_move_the_map_follows_the_active_hero_at_80x24() -> None:
    before = solo_entered()  # the hero in the north tunnel, the Corner beyond it
    app = board(DUNGEONEER, before).make()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        area = app.screen.query_one("#game-area")
        for _ in range(3):  # the cursor, and with it the map, to the south tunnel
            area.move_cursor(0, 1)
            await pilot.pause()
        assert not _in_view(app, before.hero.cell)
        after = act(act(before, "move south"), "move south")  # back through the antechamber into the south tunnel
        area.show(area_view(DUNGEONEER, act(before, "move north")))  # into the Corner, the map's top row
        await pilot.pause()
        await pilot.pause()
        moved = act(before, "move north").hero.cell
        assert area.cursor == moved and _in_view(app, moved)
        area.show(area_view(DUNGEONEER, after))
        await pilot.pause()
        await pilot.pause()
        assert area.cursor == after.hero.cell and _in_view(app, after.hero.cell)


@pytest.mark.parametrize("name", ["dungeoneer", "dungeoneer-solo"])
async def test_at_160x50_a_map_that_fits_is_shown_whole_and_the_side_column_takes_the_spare_columns(name: str) -> None:
    app = PICTURES[name].make()
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        await pilot.pause()
        await pilot.pause()
        view = app.screen.query_one("#dg-map")  # the map's window: its room's size, the map drawn in it
        assert view.max_scroll_y == 0 and view.max_scroll_x == 0, "the map is cut"
        spare = view.scrollable_content_region.width - view.drawn_size[0]
        assert spare <= 4, f"{spare} empty columns beside the map"


async def test_in_a_dungeoneer_battle_the_attacked_heros_counters_and_each_attacks_values_and_odds_are_in_sight_at_80x24(
) -> None:
    shown = await _screen_text(MID_GAME["dungeoneer-battle"].make())
    for counters in ("Battle (response)", "[2] Bo: health 5/5 glory 1 peril 0", "Legion → Bo, melee 3 vs 2",
                     "hits 58.3%, is hit 27.8%", "Zombie → Bo, melee 2 vs 2", "hits 41.7%, is hit 41.7%"):
        assert counters in shown, f"{counters!r} is not on screen"


async def test_a_dungeoneer_battle_on_a_tall_terminal_leaves_the_panel_to_the_wizard_and_the_heroes_lead() -> None:
    app = MID_GAME["dungeoneer-battle"].make()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not app.screen.query_one("#dg-battle").display


async def test_a_long_room_name_is_cut_so_its_odds_and_the_hero_stay_in_sight_at_80x24() -> None:
    shown = await _screen_text(board(DUNGEONEER, solo_beside_a_long_named_room()).make())
    lines = shown.splitlines()
    odds = [line for line in lines if "0:44.4% 1:44.4% 2:11.1%" in line]
    assert odds and "north Crypt of…: 0:44.4%" in odds[0], "the odds are not on the room's line"
    assert LONG_ROOM_NAME not in shown
    assert "health 4/4 glory 2 peril 1" in shown
