"""The Runebound area: rendering, the fight's, market and experience dialogs (the one choice dialog), a real-app turn."""

from __future__ import annotations

from dataclasses import replace

from textual.widgets import Input, Static

from companion.shell.app import make_app
from companion.services.store import SessionStore
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.steps import Step
from tests.runebound2.helpers import HEROES, new_game, play
from tests.runebound2.screen_apps import AreaApp, showcase_state
from tests.support.choice_dialogs import choose, details, dialog, labels, opened, text

SIZE = (120, 40)


async def test_area_shows_parties_tracks_and_event():
    app = AreaApp(showcase_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        track = str(app.query_one("#rb2-track", Static).render())
        assert "Wolves" in track and "@ H3" in track and "6 · marker home" in track
        doom = str(app.query_one("#rb2-doom", Static).render())
        assert "2/8" in doom and "counter at 6 cards" in doom
        status = str(app.query_one("#rb2-status", Static).render())
        assert "Storm" in status and "Anna" in status and "movement" in status
        cards = [str(c.render()) for c in app.query(".party-card")]
        assert len(cards) == 3 and "Acolyte" in cards[0] and "armour: Leather Armour*" in cards[0]


async def test_combat_wizard_offers_the_phase_choices_with_odds():
    state = play(play(play(play(new_game(2), "step H3:forest adventure:green"), "next"), "adventure take"),
                 'challenge "Ogre" mind:10 body:12 spirit:9 damage:1/0/2 life:4')
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await opened(pilot)
        assert "Begin round 1" in labels(app)
        await choose(pilot, "Begin round 1")
        assert isinstance(app.submitted[-1], A.Fight)
        assert labels(app)[0].startswith("Flee (target 10, needs 9+")
        await choose(pilot, "Stay and fight")
        assert "Attack: Varikas the Dead (target 10" in labels(app)[0]
        await choose(pilot, "Attack: Varikas the Dead", reopens=False)  # the dice tray's turn: no dice here
        assert isinstance(app.submitted[-1], DiceRequest) and app.submitted[-1].count == 2


async def test_market_dialog_refuses_and_says_why():
    state = play(play(new_game(1), "next"), 'market draw "Great Sword" item cost:9 class:weapon type:sword')
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_market()
        shown = await opened(pilot)
        assert shown.offer.title == "Market"
        assert shown.buttons()[0].disabled  # the buy
        reasons = " ".join(details(app).values())
        assert "costs 9 gold" in reasons and "p. 5" in reasons and "has no wounds" in reasons


async def test_experience_dialog_buys_what_is_allowed():
    from rules_engine.runebound2.adventures import Counter
    from tests.runebound2.helpers import with_hero

    state = replace(with_hero(new_game(2), counters=(Counter("green", 5),)), step=Step.EXPERIENCE)
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_experience()
        shown = await opened(pilot)
        assert not shown.buttons()[0].disabled
        await choose(pilot, labels(app)[0])
        assert app.state.hero.hero.mind == 3
        assert dialog(app).buttons()[0].disabled  # no points left
        assert "counter costs 5" in text(app)


async def _type(pilot, text: str, dice: str | None = None) -> None:
    command = pilot.app.screen.query_one("#command", Input)
    command.focus()
    command.value = text
    await pilot.press("enter")
    await pilot.pause()
    if dice is not None:
        entered = pilot.app.screen.query_one("#dice-entered", Input)
        entered.focus()
        entered.value = dice
        await pilot.press("enter")
        await pilot.pause()


async def test_real_app_turn_with_movement_challenge_and_flee(tmp_path):
    store = SessionStore.open(f"sqlite:///{tmp_path / 'rb2.db'}")
    try:
        setup = GameSetup((PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {}, {"heroes": HEROES})
        live = store.create_session(game_id="runebound2", name="Saturday", setup=setup)
        app = make_app(store)
        async with app.run_test(size=SIZE) as pilot:
            app.open_session(live.id)
            await pilot.pause()
            await _type(pilot, "roll-move", "plains+road river+forest hills+mountains swamp+road forest+hills")
            await _type(pilot, "move road H2:forest adventure:yellow")
            await _type(pilot, "next")
            await _type(pilot, "adventure take")
            await _type(pilot, 'challenge "Bloodmother\'s Brood" mind:15 body:11 spirit:14 damage:0/1/2 life:3 gold:3 keep')
            frame = pilot.app.screen
            await _type(pilot, "fight")
            await _type(pilot, "flee", "5 5")  # 10 + Mind 1 < 15: a wound
            # The rest through the combat wizard: flee again with the table's dice, the result cited.
            # The area's key works from the command line too (the frame forwards it).
            frame.query_one("#command", Input).focus()
            await pilot.press("f5")
            await opened(pilot)
            assert labels(app)[0].startswith("Flee (target 15")
            await choose(pilot, "Flee", reopens=False)
            entered = pilot.app.screen.query_one("#dice-entered", Input)
            entered.value = "9 0"  # 19 + 1 >= 15: escape
            entered.focus()
            await pilot.press("enter")
            await opened(pilot)  # the fight's dialog again, after the roll, with its result
            result = text(app, "result")
            assert "escapes" in result and "see Runebound 2nd edition rules" in result and "p. 6" in result
            await pilot.press("escape")
            await pilot.pause()
            state = frame.live.state
            assert state.track.slots[0].card.name == "Bloodmother's Brood"
            assert state.track.slots[0].hex == "H2"
            assert state.hero.hero.wounds == 1 and state.turn.ended
            track = str(frame.query_one("#rb2-track", Static).render())
            assert "Bloodmother's Brood" in track and "@ H2" in track
    finally:
        store.close()


def test_snapshot_party_panel_with_both_tracks(snap_compare):
    assert snap_compare(AreaApp(showcase_state()), terminal_size=SIZE)


def test_party_card_shows_unknown_hero_values_as_question_marks():
    from cards_db.kinds import get_kind
    from screens.runebound2.widgets import party_text
    from rules_engine.games import get_game

    shipped = get_kind("runebound2", "hero").shipped()
    state = get_game("runebound2").new_game(
        GameSetup((PlayerSetup("Anna", "varikas"),), {}, {"heroes": {"varikas": shipped["varikas"]}})
    )
    from rules_engine.runebound2.board import board

    text = party_text(board(state).parties[0]).plain
    assert "life ?/?" in text and "exh 0/?" in text and "M1 B4 S4" in text and "dmg ?/?/?" in text
    assert "type with 'hero': life, stamina, ranged, melee, magic" in text
