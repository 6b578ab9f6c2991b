"""The Dungeoneer area driven with the keyboard: the map's cursor, a refused placement drawn, the battle
dialog (the one choice dialog) from the odds to the lair, the solo panel; and its pictures at 80x24 and 120x40."""

from __future__ import annotations

import pytest
from textual.widgets import Button

from rules_engine.dice import TableDice
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.commands import D6
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.stats import Stat
from rules_engine.game import DiceRequest
from rules_engine.ruling import Ruling
from rules_engine.values import replace
from screens.choice_dialog import ChoiceDialog
from screens.dungeoneer.area import DungeoneerArea, solo_events
from screens.dungeoneer.battle_steps import wizard_buttons
from rules_engine.dungeoneer.offers import PlacingAt
from screens.dungeoneer.dialogs import place_options
from tests.dungeoneer.flow import act, started
from tests.support.choice_dialogs import choose, details, labels, opened, text
from tests.support.pilot_waits import until
from tests.dungeoneer.screen_tables import AreaApp, battle_table, lord_table, solo_entered, walled_table

SMALL, BIG = (80, 24), (120, 40)


def plain(widget) -> str:
    """The text a Static shows."""
    return str(widget.render())


async def press_labelled(pilot, start: str, reopens: bool = True) -> None:
    """Pick the battle dialog's option whose label starts with `start`, and wait for the dialog opened again."""
    await choose(pilot, start, reopens=reopens)


@pytest.mark.rule("dungeoneer.map.exits-not-walls")
async def test_a_refused_placement_is_drawn_on_the_map_with_its_reason() -> None:
    app = AreaApp(walled_table())
    async with app.run_test(size=BIG) as pilot:
        await pilot.press("f3", "up", "up", "enter")  # the cell north of the north tunnel
        await opened(pilot)  # the one choice dialog: each location with the engine's verdict in that cell
        assert text(app, "title") == "Place a location north of North tunnel"
        assert "south wall would face an exit" in details(app)["Sealed cell"]
        assert details(app)["Library"] == "allowed here" and labels(app)[-1] == "Another card: name it"
        await choose(pilot, "Sealed cell", reopens=False)  # a refused one can be chosen, to see why on the map
        # A loaded machine may need more than one pause for the press to close the dialog and submit.
        await until(pilot, lambda: bool(app.submitted), "the placement submitted")
        area = app.query_one(DungeoneerArea)
        assert app.submitted == [A.PlaceLocation("cell", (0, -2))]
        assert not app.last_ruling.allowed and app.state.dungeon.card_at((0, -2)) is None  # nothing changed
        assert "Sealed cell's south wall would face an exit of North tunnel" in plain(area.query_one("#dg-faults"))
        drawn = plain(area.query_one("#dg-map"))
        assert "✗W" in drawn and "✗E" in drawn and "Sealed cell" in drawn
        await pilot.press("right")  # moving the cursor clears the refused picture
        assert area.faults == () and "Sealed cell" not in plain(area.query_one("#dg-map"))


async def test_a_legal_placement_goes_through_and_the_map_grows() -> None:
    app = AreaApp(walled_table())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f3", "up", "up", "enter")
        await opened(pilot)
        await choose(pilot, "Library", reopens=False)  # one step: the dialog does not open again once placed
        await until(pilot, lambda: app.state.dungeon.card_at((0, -2)) is not None, "the placement applied")
        assert not isinstance(app.screen, ChoiceDialog)
        assert app.state.dungeon.card_at((0, -2)).name == "Library"
        assert "Library" in plain(app.query_one("#dg-map")) and app.query_one(DungeoneerArea).faults == ()


async def test_the_hero_panel_shows_points_glory_peril_and_quests() -> None:
    app = AreaApp(walled_table())
    async with app.run_test(size=SMALL):
        text = plain(app.query_one("#dg-heroes"))
        assert "Ann · Rogue · level 1" in text and "health 4/4" in text and "glory 1  peril 1" in text
        assert "Catching the magic fish" in text and "shared quest: Watch the north tunnel" in text


@pytest.mark.rule("dungeoneer.battle.attack-roll")
@pytest.mark.rule("dungeoneer.battle.compare")
async def test_the_battle_wizard_shows_exact_odds_then_rolls_and_results() -> None:
    app = AreaApp(lord_table(), rolls=[[6, 1], [1, 6]])
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f5")
        await opened(pilot)
        assert any("Legion in melee (cost 2; hits 21/36 (58.3%), is hit 10/36 (27.8%))" in label for label in labels(app))
        await press_labelled(pilot, "on Bo: Legion")
        await press_labelled(pilot, "on Bo: Zombie")
        await press_labelled(pilot, "Set the chosen monsters attacking")
        assert app.submitted[-1] == A.PlayMonsters(1, (("legion", "melee"), ("zombie", "melee")))
        assert app.state.battle is not None
        battle = text(app)
        assert "Legion → Bo in melee: hits 21/36 (58.3%), is hit 10/36 (27.8%)" in battle
        await press_labelled(pilot, "No more responses")
        await press_labelled(pilot, "Roll the attacks")
        assert isinstance(app.submitted[-1], DiceRequest)
        await press_labelled(pilot, "Roll the counters")
        battle = text(app)
        assert "attack 9 vs counter 3: attacker hits" in battle and "attack 3 vs counter 8: defender hits" in battle
        assert any(label.startswith("Send Legion to the lair") for label in labels(app))
        assert "see " in text(app, "result")  # the last ruling is cited


async def test_every_wizard_control_is_on_screen_at_80x24() -> None:
    app = AreaApp(battle_table())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f5")
        wizard = await opened(pilot)
        for button in wizard.query(Button):
            region = button.region
            assert region.width > 0 and 0 <= region.y < SMALL[1] and region.right <= SMALL[0], button.label


@pytest.mark.rule("dungeoneer.solo.peril-roll")
async def test_the_solo_panel_shows_the_exact_peril_chances_of_the_next_rooms() -> None:
    app = AreaApp(solo_entered())
    async with app.run_test(size=BIG):
        text = plain(app.query_one("#dg-solo"))
        assert "north: Corner (peril 2)" in text
        assert "0 cards: 4/9 (44.4%)" in text and "1 card: 4/9 (44.4%)" in text and "2 cards: 1/9 (11.1%)" in text


class _Entry:
    def __init__(self, action, message: str, active: bool = True) -> None:
        self.action, self.ruling, self.active = action, Ruling(True, message), active


def test_the_solo_steps_come_from_the_log_with_their_dice() -> None:
    rolled = TableDice(["1", "5"]).roll(D6, 2)
    entries = [_Entry(A.PerilRoll(rolled), "Corner: peril 2, rolled 1 and 5: one peril card"),
               _Entry(A.DrawPeril("zombie"), "drew Zombie"), _Entry(A.PerilRoll(rolled), "undone", active=False)]
    events = solo_events(entries)
    assert [(e.kind, e.dice, e.said) for e in events] == [
        ("peril-roll", (1, 5), "Corner: peril 2, rolled 1 and 5: one peril card"), ("peril-card", (), "drew Zombie")]


def test_the_solo_panel_reads_its_last_steps_from_the_end_of_the_log() -> None:
    """The solo panel shows the last four steps: read from the log's end, a draw reads a few entries, not the whole
    log (at 10,000 actions every move read them all). The same steps as the whole log's last four."""
    rolled = TableDice(["1", "5"]).roll(D6, 2)
    read: list[int] = []

    class Counted(_Entry):
        def __getattribute__(self, name: str):
            if name == "action":
                read.append(1)
            return object.__getattribute__(self, name)

    entries = [Counted(A.PerilRoll(rolled) if i % 3 else A.NextPhase(), f"step {i}", active=i % 7 != 1)
               for i in range(3000)]
    whole = solo_events(entries)
    read.clear()
    assert solo_events(entries, last=4) == whole[-4:] and len(whole) > 1000
    assert len(read) <= 8


def test_snapshot_refused_placement_80x24(snap_compare) -> None:
    async def refuse(pilot) -> None:
        await pilot.pause()
        pilot.app.query_one(DungeoneerArea).place("cell", (0, -2))
        await pilot.pause()

    assert snap_compare(AreaApp(walled_table()), terminal_size=SMALL, run_before=refuse)


def test_snapshot_refused_placement_120x40(snap_compare) -> None:
    async def refuse(pilot) -> None:
        await pilot.pause()
        pilot.app.query_one(DungeoneerArea).place("cell", (1, -1))
        await pilot.pause()

    assert snap_compare(AreaApp(walled_table()), terminal_size=BIG, run_before=refuse)


# The battle wizard at 80x24 (this table, f5) is pictured by the snapshot matrix, `dungeoneer-battle-wizard` in
# tests/tui/picture_cases.py, at every size: the same app and keys, the same picture byte for byte.


def test_snapshot_solo_120x40(snap_compare) -> None:
    assert snap_compare(AreaApp(solo_entered()), terminal_size=BIG)


@pytest.mark.rule("dungeoneer.battle.challenge")
@pytest.mark.rule("dungeoneer.battle.lair")
@pytest.mark.rule("dungeoneer.battle.reward")
async def test_the_wizard_walks_the_challenge_the_lair_and_the_reward() -> None:
    state = lord_table()
    state = state.with_hero(1, replace(state.heroes[1], saved_point=True))
    app = AreaApp(state, rolls=[[1], [1], [6], [1]])
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f5")
        await opened(pilot)
        await press_labelled(pilot, "on Bo: Legion")
        await press_labelled(pilot, "Set the chosen monsters attacking")
        await press_labelled(pilot, "No more responses")
        await press_labelled(pilot, "Roll the attacks")  # the Legion: 1 + 3 = 4
        await press_labelled(pilot, "Roll the counters")  # the knight: 1 + 2 = 3, wounded
        assert app.state.heroes[1].wounds == 1
        # The knight strikes back: its melee 2 against the Legion's 3, the odds turned round.
        assert "Strike back at Legion in melee (hits 10/36 (27.8%), is hit 21/36 (58.3%))" in labels(app)
        await press_labelled(pilot, "Strike back at Legion in melee")
        await press_labelled(pilot, "Roll the attacks")  # the knight: 6 + 2 = 8
        await press_labelled(pilot, "Roll the counters")  # the Legion: 1 + 3 = 4, wounded
        await press_labelled(pilot, "Send Legion to the lair")
        assert app.state.heroes[0].lair == ("legion",)
        await press_labelled(pilot, "Reward")
        assert app.state.battle is None
        assert "No battle yet" in text(app)


@pytest.mark.rule("dungeoneer.battle.start")
def test_a_hero_against_a_hero_is_offered_in_each_form_with_its_odds() -> None:
    state = act(act(act(started(), "next"), "place library north of t1"), "next")  # the deeds phase
    labels = [button.label for button in wizard_buttons(GAME.choices(state), state)]
    # The rogue (melee 1, magic 0, speed 3) against the knight (melee 2, magic 0, speed 2) on the entrance.
    assert "Attack Bo in melee (hits 10/36 (27.8%), is hit 21/36 (58.3%))" in labels
    assert "Attack Bo in magic (hits 15/36 (41.7%), is hit 15/36 (41.7%))" in labels
    assert "Attack Bo in speed (hits 21/36 (58.3%), is hit 10/36 (27.8%))" in labels
    assert [b.submits for b in wizard_buttons(GAME.choices(state), state) if b.label.startswith("Attack Bo in speed")] == [
        A.AttackHero(1, Stat.SPEED)]


async def test_the_hero_panel_lists_boons_and_treasures_apart() -> None:
    state = act(act(act(started(), "next"), "place library north of t1"), "next")
    state = state.with_hero(0, replace(state.heroes[0], glory=9))
    state = act(act(state, "play helm"), "play blessing")
    assert (GAME.view(state).data.heroes[0].boons, GAME.view(state).data.heroes[0].treasures) == (
        ("Blessing",), ("Iron helm",))
    app = AreaApp(state)
    async with app.run_test(size=BIG):
        text = plain(app.query_one("#dg-heroes"))
        assert "boons: Blessing" in text and "treasures: Iron helm" in text


@pytest.mark.rule("dungeoneer.turn.location")
def test_the_placement_dialog_gives_the_engines_whole_verdict() -> None:
    in_location_phase = walled_table()
    verdicts = {card: why for card, _, why in place_options(GAME.offers(in_location_phase, PlacingAt((0, -2))))}
    assert verdicts["library"] == "allowed here"
    assert verdicts["cell"].startswith("Sealed cell's south wall would face an exit of North tunnel (")
    lord_phase = lord_table()  # no location is placed in the dungeon lord phase, wherever it would fit
    assert all(why != "allowed here" for _, _, why in place_options(GAME.offers(lord_phase, PlacingAt((0, -2)))))
