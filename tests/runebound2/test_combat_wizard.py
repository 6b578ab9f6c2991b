"""The fight's dialog (the one choice dialog, opened again after each step): before-combat steps in the book's
order, hero duels, and encounter fights."""

from __future__ import annotations

import pytest

from rules_engine.dice import DiceRoll
from rules_engine.game import DiceRequest
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.board import board
from rules_engine.runebound2.fight_submissions import described_attacks
from screens.runebound2.combat_steps import wizard_choices
from tests.runebound2.helpers import GAME, new_game, play, with_hero
from tests.runebound2.screen_apps import AreaApp
from tests.runebound2.test_duels_encounters_lots import WOLF, duel_ready, encounter_ready
from tests.support.choice_dialogs import choose, dialog, labels, opened, text

SIZE = (120, 50)
OGRE = 'challenge "Ogre" mind:10 body:12 spirit:9 damage:1/0/2 life:4'


def submitted(submission):
    """What a button submits, a dice request answered with every die on its first face (so it compares as an action)."""
    if isinstance(submission, DiceRequest):
        return submission.build(DiceRoll(submission.die.id, (submission.die.faces[0],) * submission.count, "table"))
    return submission


def shown(state) -> list:
    """What the wizard's buttons submit now."""
    return [submitted(s) for _, s in wizard_choices(board(state), GAME.choices(state))]


def typed(state, command: str):
    """What the typed command submits: each button submits the same as its command would."""
    return submitted(GAME.parse_command(state, command))


def in_challenge(card: str = OGRE):
    acolyte = Character("Acolyte", 2, 2, 1, 1, 3, 0, 0, 1, cost=4)
    items = (Item("Charm", 2, "relic", "charm", "activate"), Item("Amulet", 3, "relic", "amulet", "activate"),
             Item("Fire Bomb", 2, "item", "bomb", "discard"))
    state = with_hero(new_game(2), allies=(acolyte,), items=items)
    return play(play(play(play(state, "step H3:forest adventure:green"), "next"), "adventure take"), card)


@pytest.mark.rule("runebound2.combat.before")
def test_before_combat_steps_follow_the_books_order():
    card_first = in_challenge(OGRE + " before")
    assert shown(card_first) == [typed(card_first, "before card")]
    state = play(card_first, "before card")
    assert shown(state) == [typed(state, c) for c in (
        "before hero", "before hero attack:magic exhaust:1", 'before "Acolyte"', 'before item "Charm"',
        'before item "Amulet"', 'before item "Fire Bomb"', "fight")]
    state = play(state, 'before item "Charm"')
    now = shown(state)
    assert typed(state, 'before item "Amulet"') not in now and typed(state, 'before item "Charm"') not in now  # one item
    state = play(state, "before hero")
    now = shown(state)
    assert typed(state, "before hero") not in now  # that ability once...
    assert typed(state, 'before hero ability:"ability 2"') in now  # ...and the hero's other abilities once each
    state = play(state, 'before hero ability:"ability 2"')
    assert typed(state, 'before hero ability:"ability 2"') not in shown(state)


def test_ability_text_gives_the_before_combat_attack():
    assert described_attacks(Character("V", 5, 4, abilities="Before combat: take 1 exhaustion to make a magic attack")) \
        == (("magic", 1),)
    assert described_attacks(Character("M", 5, 4, abilities="Take 2 exhaustion to discard 1 wound")) == ()


@pytest.mark.rule("runebound2.combat.before")
@pytest.mark.rule("runebound2.combat.attack-roll")
async def test_wizard_walks_before_combat_through_the_engine():
    app = AreaApp(in_challenge(), rolls=[[9, 9]])
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await opened(pilot)
        assert any("magic attack (target 9, needs" in label for label in labels(app))
        await choose(pilot, "Varikas the Dead: before-combat magic attack")
        assert isinstance(app.submitted[-1], DiceRequest) and app.submitted[-1].count == 2
        assert app.state.combat.wounds == 1 and app.state.hero.hero.exhaustion == 1
        result = text(app, "result")  # the dialog opened again shows the step's result, each rule cited
        assert "hit" in result and "see Runebound" in result
        varikas = [label for label in labels(app) if label.startswith("Varikas the Dead:")]
        assert varikas and all("another before-combat" in label for label in varikas)  # each ability once
        await choose(pilot, "Activate Charm")
        assert app.state.hero.item("Charm").activated
        assert not any("Amulet" in label for label in labels(app))
        await choose(pilot, "Begin round 1")
        assert app.state.combat.phase == "flee"


@pytest.mark.rule("runebound2.duel.rules")
async def test_wizard_walks_a_duel():
    # Round 1: Anna (aggressor) attacks at range: Boris rolls 1+1 + Mind 5 = 7, Anna 9+9 + Mind 1 = 19: a hit.
    app = AreaApp(duel_ready(), rolls=[[1, 1, 9, 9], [9, 9, 9, 9], [9, 9, 9, 9]])
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await opened(pilot)
        assert "Duel · round 0" in text(app)
        shown = labels(app)
        assert shown[0].startswith("Boris (defender) · Valadir: before-combat ability")
        assert not any(label.startswith("Anna (aggressor)") for label in shown)  # the defender goes first
        await choose(pilot, "Boris (defender) is done")
        assert any(label.startswith("Anna (aggressor) · Varikas the Dead: before-combat magic attack (2d10+4 vs 2d10+")
                   for label in labels(app))
        await choose(pilot, "Anna (aggressor) · Varikas the Dead: before-combat ability")
        assert not any(label.startswith("Boris (defender)") for label in labels(app))  # the defender's turn is over
        await choose(pilot, "Begin round 1")
        assert labels(app)[0].startswith("Anna (aggressor) flees (2d10+1 vs 2d10+5:")
        await choose(pilot, "Stay and fight")
        await choose(pilot, "Anna attacks: Varikas the Dead")
        assert app.submitted[-1].count == 4
        await choose(pilot, "No ward")  # Boris's Shield could ward it; he lets the wound land
        assert app.state.players[1].hero.wounds == 1
        await choose(pilot, "Anna defends")  # melee: 18 + 3 vs 18 + 4: holds
        await choose(pilot, "Anna defends")  # magic
        assert app.state.duel.aggressor == 1 and app.state.duel.round == 2
        # The roles have swapped: Boris may flee, but the app does not know where his party came from.
        assert labels(app) == ["Stay and fight"]
        assert "flee to:HEX" in text(app)


@pytest.mark.rule("runebound2.adventure.encounter-combat")
async def test_wizard_runs_an_encounter_fight():
    app = AreaApp(play(encounter_ready(), WOLF))
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await opened(pilot)
        assert "the encounter Ambush calls for" in text(app)


@pytest.mark.rule("runebound2.duel.spoils")
async def test_wizard_offers_the_duel_winners_spoils():
    from tests.runebound2.helpers import with_character

    app = AreaApp(with_character(duel_ready(), 1, wounds=4), rolls=[[1, 1, 9, 9]])
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await opened(pilot)
        await choose(pilot, "Begin round 1")
        await choose(pilot, "Stay and fight")
        await choose(pilot, "Anna attacks: Varikas the Dead")
        # Boris's Shield (armour, not yet activated) could ward the wound that knocks Valadir out.
        assert app.state.turn.pending == "wounds"
        assert labels(app) == ['Boris activates Shield to ward 1 of the 1 wound', "No ward: Valadir takes 1 wound"]
        assert "being dealt to Valadir" in text(app)
        await choose(pilot, "No ward")
        assert app.state.turn.pending == "spoils"
        shown = labels(app)
        assert shown == ["Anna takes Shield (item, 4 gold)", "Anna takes Bolt (item, 2 gold)",
                         "Anna takes Squire (ally, with its wounds and exhaustion)", "Anna takes all 6 gold"]
        await choose(pilot, "Anna takes Shield")
        assert app.state.players[0].item("Shield") is not None and app.state.turn.pending == "knockout"
        assert "Knocked out" in text(app)


def ward_ready():
    """Varikas (5 of 6 wounds, Leather Armour) has just failed a ranged defence against the Wolves."""
    from tests.runebound2.test_wards_hazards_duels_and_wins import wounded_defence

    return wounded_defence()


@pytest.mark.rule("runebound2.wounds.ward")
async def test_wizard_offers_the_ward_before_a_knock_out():
    app = AreaApp(ward_ready())
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await opened(pilot)
        assert labels(app) == ["Anna activates Leather Armour to ward 1 of the 1 wound",
                               "No ward: Varikas the Dead takes 1 wound"]
        await choose(pilot, "Anna activates Leather Armour")
        assert app.state.hero.hero.wounds == 5 and app.state.combat.phase == "melee"


@pytest.mark.rule("runebound2.flee.success")
def test_wizard_offers_no_flee_button_when_the_entry_hex_is_unknown():
    from rules_engine.runebound2.terrain import Hex
    from tests.runebound2.test_wards_hazards_duels_and_wins import WOLVES

    state = with_hero(new_game(2), position=Hex("H3", "forest", adventure="green"))
    state = play(play(play(play(state, "stay"), "next"), "adventure take"), WOLVES)
    fought = play(state, "fight")
    assert wizard_choices(board(fought), GAME.choices(fought)) == [("Stay and fight", A.Stay())]


def test_snapshot_ward_step(snap_compare):
    async def open_wizard(pilot):
        pilot.app.query_one("#game-area").action_combat()
        await opened(pilot)

    assert snap_compare(AreaApp(ward_ready()), terminal_size=(120, 40), run_before=open_wizard)


@pytest.mark.rule("runebound2.combat.victory")
async def test_wizard_stays_open_for_a_kept_card():
    brood = 'challenge "Brood" mind:5 body:5 spirit:5 damage:0/0/0 life:1 gold:2 keep'
    state = play(play(play(play(new_game(2), "step H9:forest adventure:green"), "next"), "adventure take"), brood)
    app = AreaApp(play(state, "fight"), rolls=[[9, 9]])
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await opened(pilot)
        await choose(pilot, "Stay and fight")
        await choose(pilot, "Attack: Varikas the Dead")
        assert app.state.turn.pending == "keep"
        assert labels(app) == ["Keep Brood as an adventure card", "Turn Brood down (it goes under its deck)"]
        assert "keep item class:C" in text(app)
        await choose(pilot, "Keep Brood")
        assert [c.name for c in app.state.hero.trophies] == ["Brood"] and app.state.turn.pending == "counter"
        assert dialog(app).offer.title == "Combat" and "counter N" in text(app)  # still open: the counter is typed
