"""The combat wizard: before-combat steps in the book's order, hero duels, and encounter fights."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Static

from rules_engine.dice import DiceRoll
from rules_engine.game import DiceRequest
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.fight_submissions import described_attacks
from screens.runebound2.combat_steps import wizard_choices
from screens.runebound2.combat_wizard import CombatWizard
from tests.runebound2.helpers import GAME, new_game, play, with_hero
from tests.runebound2.screen_apps import AreaApp
from tests.runebound2.test_duels_encounters_lots import WOLF, duel_ready, encounter_ready

SIZE = (120, 50)
OGRE = 'challenge "Ogre" mind:10 body:12 spirit:9 damage:1/0/2 life:4'


def labels(wizard) -> list[str]:
    """The labels of the wizard's current choice buttons."""
    return [str(b.label) for b in wizard.query(".cw-choice").results(Button) if b.is_attached and not b._closing]


def press(wizard, start: str) -> None:
    """Press the current choice whose label starts with `start`."""
    buttons = [b for b in wizard.query(".cw-choice").results(Button) if b.is_attached and not b._closing]
    next(b for b in buttons if str(b.label).startswith(start)).press()


def submitted(submission):
    """What a button submits, a dice request answered with every die on its first face (so it compares as an action)."""
    if isinstance(submission, DiceRequest):
        return submission.build(DiceRoll(submission.die.id, (submission.die.faces[0],) * submission.count, "table"))
    return submission


def shown(state) -> list:
    """What the wizard's buttons submit now."""
    return [submitted(s) for _, s in wizard_choices(state)]


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
        await pilot.pause()
        wizard = app.screen
        assert isinstance(wizard, CombatWizard)
        assert any("magic attack (target 9, needs" in label for label in labels(wizard))
        press(wizard, "Varikas the Dead: before-combat magic attack")
        await pilot.pause()
        assert isinstance(app.submitted[-1], DiceRequest) and app.submitted[-1].count == 2
        assert app.state.combat.wounds == 1 and app.state.hero.hero.exhaustion == 1
        wizard.show(app.state, app.last_ruling)  # the frame passes the last ruling; cite each result
        await pilot.pause()
        result = str(wizard.query_one("#cw-result", Static).render())
        assert "hit" in result and "see Runebound" in result
        varikas = [label for label in labels(wizard) if label.startswith("Varikas the Dead:")]
        assert varikas and all("another before-combat" in label for label in varikas)  # each ability once
        press(wizard, "Activate Charm")
        await pilot.pause()
        assert app.state.hero.item("Charm").activated
        assert not any("Amulet" in label for label in labels(wizard))
        press(wizard, "Begin round 1")
        await pilot.pause()
        assert app.state.combat.phase == "flee"


@pytest.mark.rule("runebound2.duel.rules")
async def test_wizard_walks_a_duel():
    # Round 1: Anna (aggressor) attacks at range: Boris rolls 1+1 + Mind 5 = 7, Anna 9+9 + Mind 1 = 19: a hit.
    app = AreaApp(duel_ready(), rolls=[[1, 1, 9, 9], [9, 9, 9, 9], [9, 9, 9, 9]])
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await pilot.pause()
        wizard = app.screen
        assert isinstance(wizard, CombatWizard)
        assert "Duel · round 0" in str(wizard.query_one("#cw-card", Static).render())
        shown = labels(wizard)
        assert shown[0].startswith("Boris (defender) · Valadir: before-combat ability")
        assert not any(label.startswith("Anna (aggressor)") for label in shown)  # the defender goes first
        press(wizard, "Boris (defender) is done")
        await pilot.pause()
        assert any(label.startswith("Anna (aggressor) · Varikas the Dead: before-combat magic attack (2d10+4 vs 2d10+")
                   for label in labels(wizard))
        press(wizard, "Anna (aggressor) · Varikas the Dead: before-combat ability")
        await pilot.pause()
        assert not any(label.startswith("Boris (defender)") for label in labels(wizard))  # the defender's turn is over
        press(wizard, "Begin round 1")
        await pilot.pause()
        assert labels(wizard)[0].startswith("Anna (aggressor) flees (2d10+1 vs 2d10+5:")
        press(wizard, "Stay and fight")
        await pilot.pause()
        press(wizard, "Anna attacks: Varikas the Dead")
        await pilot.pause()
        assert app.submitted[-1].count == 4
        press(wizard, "No ward")  # Boris's Shield could ward it; he lets the wound land
        await pilot.pause()
        assert app.state.players[1].hero.wounds == 1
        press(wizard, "Anna defends")  # melee: 18 + 3 vs 18 + 4: holds
        await pilot.pause()
        press(wizard, "Anna defends")  # magic
        await pilot.pause()
        assert app.state.duel.aggressor == 1 and app.state.duel.round == 2
        # The roles have swapped: Boris may flee, but the app does not know where his party came from.
        assert labels(wizard) == ["Stay and fight"]
        assert "flee to:HEX" in str(wizard.query_one("#cw-card", Static).render())


@pytest.mark.rule("runebound2.adventure.encounter-combat")
async def test_wizard_runs_an_encounter_fight():
    app = AreaApp(play(encounter_ready(), WOLF))
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await pilot.pause()
        text = str(app.screen.query_one("#cw-card", Static).render())
        assert "the encounter Ambush calls for" in text


@pytest.mark.rule("runebound2.duel.spoils")
async def test_wizard_offers_the_duel_winners_spoils():
    from tests.runebound2.helpers import with_character

    app = AreaApp(with_character(duel_ready(), 1, wounds=4), rolls=[[1, 1, 9, 9]])
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await pilot.pause()
        wizard = app.screen
        press(wizard, "Begin round 1")
        await pilot.pause()
        press(wizard, "Stay and fight")
        await pilot.pause()
        press(wizard, "Anna attacks: Varikas the Dead")
        await pilot.pause()
        # Boris's Shield (armour, not yet activated) could ward the wound that knocks Valadir out.
        assert app.state.turn.pending == "wounds"
        assert labels(wizard) == ['Boris activates Shield to ward 1 of the 1 wound', "No ward: Valadir takes 1 wound"]
        assert "being dealt to Valadir" in str(wizard.query_one("#cw-card", Static).render())
        press(wizard, "No ward")
        await pilot.pause()
        assert app.state.turn.pending == "spoils"
        shown = labels(wizard)
        assert shown == ["Anna takes Shield (item, 4 gold)", "Anna takes Bolt (item, 2 gold)",
                         "Anna takes Squire (ally, with its wounds and exhaustion)", "Anna takes all 6 gold"]
        press(wizard, "Anna takes Shield")
        await pilot.pause()
        assert app.state.players[0].item("Shield") is not None and app.state.turn.pending == "knockout"
        assert "Knocked out" in str(wizard.query_one("#cw-card", Static).render())


def ward_ready():
    """Varikas (5 of 6 wounds, Leather Armour) has just failed a ranged defence against the Wolves."""
    from tests.runebound2.test_wards_hazards_duels_and_wins import wounded_defence

    return wounded_defence()


@pytest.mark.rule("runebound2.wounds.ward")
async def test_wizard_offers_the_ward_before_a_knock_out():
    app = AreaApp(ward_ready())
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await pilot.pause()
        wizard = app.screen
        assert labels(wizard) == ["Anna activates Leather Armour to ward 1 of the 1 wound",
                                  "No ward: Varikas the Dead takes 1 wound"]
        press(wizard, "Anna activates Leather Armour")
        await pilot.pause()
        assert app.state.hero.hero.wounds == 5 and app.state.combat.phase == "melee"


@pytest.mark.rule("runebound2.flee.success")
def test_wizard_offers_no_flee_button_when_the_entry_hex_is_unknown():
    from rules_engine.runebound2.terrain import Hex
    from tests.runebound2.test_wards_hazards_duels_and_wins import WOLVES

    state = with_hero(new_game(2), position=Hex("H3", "forest", adventure="green"))
    state = play(play(play(play(state, "stay"), "next"), "adventure take"), WOLVES)
    assert wizard_choices(play(state, "fight")) == [("Stay and fight", A.Stay())]


def test_snapshot_ward_step(snap_compare):
    async def open_wizard(pilot):
        pilot.app.query_one("#game-area").action_combat()
        await pilot.pause()

    assert snap_compare(AreaApp(ward_ready()), terminal_size=(120, 40), run_before=open_wizard)


@pytest.mark.rule("runebound2.combat.victory")
async def test_wizard_stays_open_for_a_kept_card():
    brood = 'challenge "Brood" mind:5 body:5 spirit:5 damage:0/0/0 life:1 gold:2 keep'
    state = play(play(play(play(new_game(2), "step H9:forest adventure:green"), "next"), "adventure take"), brood)
    app = AreaApp(play(state, "fight"), rolls=[[9, 9]])
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await pilot.pause()
        wizard = app.screen
        press(wizard, "Stay and fight")
        await pilot.pause()
        press(wizard, "Attack: Varikas the Dead")
        await pilot.pause()
        assert app.state.turn.pending == "keep"
        assert labels(wizard) == ["Keep Brood as an adventure card", "Turn Brood down (it goes under its deck)"]
        assert "keep item class:C" in str(wizard.query_one("#cw-card", Static).render())
        press(wizard, "Keep Brood")
        await pilot.pause()
        assert [c.name for c in app.state.hero.trophies] == ["Brood"] and app.state.turn.pending == "counter"
