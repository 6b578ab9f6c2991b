"""Alone, step by step: f8 opens the card tray, which draws from the app's virtual deck or takes the card the
table drew from its own deck, as the dice tray rolls or takes the table's dice; the log records the card and
whose deck it came from."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, Static

from companion.services.fulfillers import AppChance
from companion.services.i18n import use_language
from companion.services.store import SessionStore
from rules_engine.dungeoneer import actions as A
from screens.card_tray import CardTray
from screens.dice_tray import DiceTray
from screens.dungeoneer.area import DungeoneerArea
from tests.dungeoneer.test_screens_dungeon_lord import opened, tunnel_app

PERIL_RULE = "dungeoneer.solo.peril-roll"


async def step_by_step_with_two_cards_owed(pilot: Pilot) -> DungeoneerArea:
    """The session opened, the lord switched to step by step, Ann in the corner, the table's dice 1 and 2 rolled
    for its peril 2 (two cards owed)."""
    area = await step_by_step_rolled(pilot, "1 2")
    assert pilot.app.screen.live.state.solo.to_draw == 2
    return area


async def step_by_step_rolled(pilot: Pilot, faces: str) -> DungeoneerArea:
    """The session opened, the lord switched to step by step (its deck seeded), Ann moved into the corner and the
    table's dice typed in the dice tray for its peril roll."""
    area = await opened(pilot)
    if area.lord_automatic:
        await pilot.press("f10")
        await pilot.pause()
    assert not area.lord_automatic
    area.chance = AppChance.seeded(7)
    frame = pilot.app.screen
    frame.query_one("#command", Input).value = "move north"
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("f7")
    await pilot.pause()
    tray = pilot.app.screen
    assert isinstance(tray, DiceTray)
    tray.query_one("#dice-entered", Input).value = faces
    await pilot.press("enter")
    await pilot.pause()
    return area


async def open_tray(pilot: Pilot) -> CardTray:
    await pilot.press("f8")
    await pilot.pause()
    tray = pilot.app.screen
    assert isinstance(tray, CardTray)
    return tray


@pytest.mark.rule(PERIL_RULE)
async def test_step_by_step_f8_draws_from_the_apps_deck_or_takes_the_tables_card_each_recorded_with_its_source(
        dungeoneer_registered: None, store: SessionStore) -> None:
    async with tunnel_app(store) as (app, pilot):
        await step_by_step_with_two_cards_owed(pilot)
        frame = app.screen
        deck = frame.live.state.solo.drawable("peril")
        tray = await open_tray(pilot)
        assert not tray.query_one("#draw", Button).disabled
        await pilot.press("ctrl+r")  # the app's virtual deck
        await pilot.pause()
        assert app.screen is frame
        virtual = frame.live.entries[-1]
        assert isinstance(virtual.action, A.DrawPeril) and virtual.action.source == "virtual"
        assert virtual.action.card in deck
        assert "from the app's deck" in virtual.ruling.message
        assert virtual.ruling.citations[0].rule_id == PERIL_RULE
        assert frame.live.state.solo.to_draw == 1

        tray = await open_tray(pilot)
        left = frame.live.state.solo.drawable("peril")
        table_card = next(c for c in left if c != virtual.action.card)
        tray.query_one("#card-entered", Input).value = frame.live.state.card_name(table_card)
        await pilot.press("enter")  # the table's own deck
        await pilot.pause()
        assert app.screen is frame
        table = frame.live.entries[-1]
        assert isinstance(table.action, A.DrawPeril) and table.action == A.DrawPeril(table_card, source="table")
        assert "from the table's deck" in table.ruling.message
        assert frame.live.state.solo.to_draw == 0
        assert "from the app's deck" in str(frame.query_one("#dg-solo").render())
        session_id = frame.live.id

    stored = [e.action for e in store.open_session(session_id).entries if isinstance(e.action, A.DrawPeril)]
    assert [(a.card, a.source) for a in stored] == [(virtual.action.card, "virtual"), (table_card, "table")]


@pytest.mark.rule("dungeoneer.companion.typed-peril-card")
async def test_the_card_tray_refuses_a_card_the_deck_cannot_give_then_takes_the_values_of_a_card_the_catalogue_lacks(
        dungeoneer_registered: None, store: SessionStore) -> None:
    async with tunnel_app(store) as (app, pilot):
        await step_by_step_with_two_cards_owed(pilot)
        frame = app.screen
        before = len(frame.live.entries)
        tray = await open_tray(pilot)
        assert "NAME as monster COST health N" in str(tray.query_one("#card-values", Static).render())
        tray.query_one("#card-entered", Input).value = "Lich lord"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is tray  # refused in the tray, which names the deck's cards
        assert "Lich lord is not among this game's cards yet" in str(tray.query_one("#card-error", Static).render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is frame and len(frame.live.entries) == before and frame.live.state.solo.to_draw == 2

        # Nothing was drawn: the same two cards are owed, and the tray takes the values of a card the catalogue lacks.
        tray = await open_tray(pilot)
        tray.query_one("#card-entered", Input).value = "Bone golem as monster 2 health 3 melee 4"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is frame
        assert [m.name for m in frame.live.state.typed_monsters] == ["Bone golem"]
        assert frame.live.entries[-1].action.source == "table"


@pytest.mark.rule("dungeoneer.companion.typed-peril-card")
async def test_the_card_trays_help_for_a_card_the_catalogue_lacks_reads_in_the_players_language(
        dungeoneer_registered: None, store: SessionStore) -> None:
    async with tunnel_app(store) as (app, pilot):
        await step_by_step_with_two_cards_owed(pilot)
        use_language("ru")
        try:
            tray = await open_tray(pilot)
            help_text = str(tray.query_one("#card-values", Static).render())
        finally:
            use_language("en")
        assert "ИМЯ as monster" in help_text and "write its values" not in help_text
