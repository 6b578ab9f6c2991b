"""Runebound 2e choices: every sample of every choice is allowed, every allowed typed command is a choice.

States come from random play (choices only) followed by a random script of the typed vocabulary the
property tests use, with 1-4 players and the doom track and road hazards on or off.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rules_engine.decisions import Exactly, IntRange, Rolled, Where, admitted
from rules_engine.dice import TableDice
from rules_engine.errors import CommandError
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.acquisitions import Acquisition
from rules_engine.runebound2.adventures import AdventureCard, Counter
from rules_engine.runebound2.challenge_track import ChallengeTrack, TrackSlot
from rules_engine.runebound2.choice_domains import Named, Record, named
from rules_engine.runebound2.choices import answers, choices, offered
from rules_engine.runebound2.doom_track import DoomCard, DoomTrack, threshold
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import TERRAINS, Hex, PathStep
from tests.runebound2.helpers import GAME, HEROES, d10, new_game, play, terrain, with_character, with_hero
from tests.runebound2.random_play import check_invariants, new_setup, walk
from tests.runebound2.test_duels_encounters_lots import duel_ready
from tests.runebound2.test_properties import COMMANDS, FIGHT
from tests.support.search_budget import budget

VOCABULARY = tuple(dict.fromkeys(COMMANDS + FIGHT))


def span(domain) -> tuple[int, int]:
    """The bounds of a whole-number domain."""
    assert isinstance(domain, IntRange)
    return domain.low, domain.high


def bounds(choice, rng: Random) -> list:
    """A sample of the choice, and the same with each whole-number field (inside cards too) at its low and high end."""
    action = choice.sample(rng)
    found = [action]
    for name, domain in choice.fields.items():
        if isinstance(domain, IntRange):
            found += [replace(action, **{name: domain.low}), replace(action, **{name: domain.high})]
        elif isinstance(domain, Record):
            for inner, part in domain.fields:
                if isinstance(part, IntRange):
                    for end in (part.low, part.high):
                        card = replace(getattr(action, name), **{inner: end})
                        if domain.admits(card):
                            found.append(replace(action, **{name: card}))
    return found


def sound(state, rng: Random) -> None:
    """Every sample of every choice, and each at its bounds, is allowed by `check`; the answers come first."""
    found = offered(state)
    assert [(c.action, c.label) for c in choices(state)] == [(c.action, c.label) for c in found.answers + found.others]
    for choice in found.answers + found.others:
        for action in bounds(choice, rng) + [choice.sample(rng)]:
            assert choice.admits(action), (choice.label, action)
            ruling = GAME.check(state, action)
            assert ruling.allowed, f"{choice.label}: {action} refused: {ruling.message}"


def typed(state, text: str, numbers: list[int], symbols: list[list[str]]):
    """A typed command as the table would enter it, with its dice; None when the command is not understood."""
    try:
        parsed = GAME.parse_command(state, text)
        if isinstance(parsed, DiceRequest):
            entered = ([str(n) for n in numbers] if parsed.die.kind == "numbered"
                       else ["+".join(s) for s in symbols])[: parsed.count]
            parsed = parsed.build(TableDice(entered).roll(parsed.die, parsed.count))
    except CommandError:
        return None
    return parsed


DICE = ([9, 9, 1, 1], [["forest", "hills"], ["plains", "road"], ["river", "swamp"], ["mountains"], ["road", "forest"]])


def complete(state) -> None:
    """Every command of the typed vocabulary that `check` allows now is admitted by some choice."""
    offered_now = choices(state)
    for text in VOCABULARY:
        for numbers in ([9, 9, 1, 1], [1, 1, 9, 9]):
            action = typed(state, text, numbers, DICE[1])
            if action is not None and GAME.check(state, action).allowed:
                assert admitted(offered_now, action), f"{text!r} is allowed but no choice admits {action}"


settings_ = settings(max_examples=budget(15, 50), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@settings_
@given(players=st.integers(1, 4), doom=st.booleans(), hazards=st.booleans(), described=st.booleans(),
       limit=st.sampled_from(("standard", "class-and-type")), allies=st.sampled_from(("two", "unlimited-upkeep")),
       seed=st.integers(0, 2**16), prefix=st.integers(0, 300),
       script=st.lists(st.tuples(st.sampled_from(VOCABULARY), st.lists(st.integers(0, 9), min_size=4, max_size=4),
                                 st.lists(st.lists(st.sampled_from(TERRAINS), min_size=1, max_size=3, unique=True),
                                          min_size=5, max_size=5)), max_size=20))
# Found by rb8: five allies kept on little gold; the upkeep's sample was an empty dismissal its own domain refuses.
@example(players=3, doom=False, hazards=False, described=False, limit="class-and-type", allies="unlimited-upkeep",
         seed=4098, prefix=289, script=[])
def test_choices_are_exactly_what_check_allows(players, doom, hazards, described, limit, allies, seed, prefix, script):
    setup = new_setup(players, doom, hazards, described, item_limit=limit, allies=allies)
    state = walk(setup, seed, limit=prefix).state
    rng = Random(seed)
    sound(state, rng)
    complete(state)
    for text, numbers, symbols in script:
        action = typed(state, text, numbers, symbols)
        if action is None or not GAME.check(state, action).allowed:
            continue
        assert admitted(choices(state), action), f"{text!r} is allowed but no choice admits {action}"
        state = GAME.apply(state, action).state
        check_invariants(state)
    sound(state, rng)
    complete(state)


# -- examples --------------------------------------------------------------------------------------


def in_combat(card: str = 'challenge "Ogre" mind:10 body:12 spirit:9 damage:1/0/2 life:4', **party):
    state = with_hero(new_game(2), **party) if party else new_game(2)
    return play(play(play(play(state, "step H3:forest adventure:green"), "next"), "adventure take"), card)


@pytest.mark.rule("runebound2.combat.before")
def test_before_combat_offers_the_books_order():
    acolyte = Character("Acolyte", 2, 2, 1, 1, 3, 0, 0, 1, cost=4)
    charm, bomb = Item("Charm", 2, "relic", "charm", "activate"), Item("Bomb", 2, "item", "bomb", "discard")
    first = in_combat('challenge "Ogre" mind:10 body:12 spirit:9 damage:1/0/2 life:4 before', allies=(acolyte,),
                      items=(charm, bomb))
    assert [c.label for c in answers(first)] == ["Ogre's own ability first: resolved", "Ogre's own ability first: an attack"]
    state = play(first, "before card")
    assert [c.label for c in answers(state)] == [
        "Varikas the Dead: before-combat ability", "Varikas the Dead: before-combat attack",
        "Acolyte: before-combat ability", "Acolyte: before-combat attack",
        "Activate Charm before combat (one item)", "Activate Charm before combat (one item): attack",
        "Use Bomb before combat (discarded)", "Use Bomb before combat (discarded): attack", "Begin round 1"]
    hero = answers(state)[0]
    assert span(hero.fields["exhaust"]) == (0, 4) and hero.fields["source"].admits("Anna")
    attack = answers(state)[1]
    assert isinstance(attack.fields["roll"], Rolled) and attack.fields["roll"].count == 2
    assert attack.request is not None and attack.request.count == 2
    state = play(play(state, "before hero exhaust:1"), 'before item "Charm"')
    labels = [c.label for c in answers(state)]
    assert "Varikas the Dead: before-combat ability" not in labels  # that ability once...
    assert "Varikas the Dead: another before-combat ability (name it)" in labels  # ...but each of its abilities once
    again = answers(state)[labels.index("Varikas the Dead: another before-combat ability (name it)")]
    assert not again.fields["ability"].admits("") and again.fields["ability"].admits("Battle cry")
    assert not any("Charm" in c.label for c in answers(state))  # one activated item
    acolyte_ability = answers(state)[labels.index("Acolyte: before-combat ability")]
    assert span(acolyte_ability.fields["exhaust"]) == (0, 2)  # Acolyte's stamina 2


@pytest.mark.rule("runebound2.flee.roll")
def test_flee_or_stay_then_each_character_attacks_once_or_the_hero_defends():
    squire = Character("Squire", 2, 2, 2, 2, 2, 1, 1, 1, cost=2)
    state = play(in_combat(allies=(squire,)), "fight")
    assert [c.label for c in answers(state)] == ["Flee", "Stay and fight"]
    assert [c.label for c in choices(state)][2:5] == ["Attack: Varikas the Dead", "Attack: Squire", "Defend"]
    flee = answers(state)[0]
    assert flee.request is not None and flee.fields["to"].admits("")  # the app knows where the party came from
    state = play(state, "stay")
    assert [c.label for c in answers(state)] == ["Attack: Varikas the Dead", "Attack: Squire", "Defend"]
    assert answers(state)[0].fields["phase"] == Exactly("ranged")
    state = play(state, "attack ranged Squire", 9, 9)  # a hit: the melee phase
    assert [c.label for c in answers(state)] == ["Attack: Varikas the Dead", "Defend"]
    defend = answers(state)[-1]
    assert defend.fields["roll"] == Exactly(None)  # the Ogre deals no melee damage: no roll


@pytest.mark.rule("runebound2.flee.success")
def test_a_flight_from_an_unknown_hex_needs_the_hex_named():
    state = with_hero(new_game(2), position=Hex("H3", "forest", adventure="green"))
    state = play(play(play(play(state, "stay"), "next"), "adventure take"),
                 'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/1/1 life:2')
    flee = answers(play(state, "fight"))[0]
    assert flee.request is None and not flee.fields["to"].admits("") and flee.fields["to"].admits("H2")


@pytest.mark.rule("runebound2.wounds.ward")
def test_held_wounds_offer_every_ward_amount_then_take_wounds():
    armour = Item("Leather Armour", 3, "armour", "leather", "activate")
    state = play(play(in_combat('challenge "W" mind:19 body:19 spirit:19 damage:3/3/3 life:4', items=(armour,)),
                      "fight"), "stay")
    state = play(state, "defend ranged", 1, 1)
    assert state.turn.pending == "wounds"
    assert [c.label for c in answers(state)] == [
        "Anna activates Leather Armour to ward 3 of the 3 wounds",
        "Anna activates Leather Armour to ward 2 of the 3 wounds",
        "Anna activates Leather Armour to ward 1 of the 3 wounds",
        "No ward: Varikas the Dead takes 3 wounds"]
    assert all(c.concrete is not None for c in answers(state))
    assert {c.action for c in choices(state)} <= {A.Activate, A.TakeWounds, A.Discard, A.MarketStock,
                                                  A.DeclareVictory, A.DescribeTerrainDie}


def test_movement_offers_each_dice_count_stay_and_a_step():
    state = new_game(2)
    assert [c.label for c in answers(state)] == [
        "Roll 5 terrain dice", "Roll 4 terrain dice", "Rest 1: roll 3 terrain dice", "Rest 2: roll 2 terrain dice",
        "Rest 3: roll 1 terrain dice", "Stay put and rest", "Step to an adjacent hex", "Next step"]
    tired = with_character(state, exhaustion=2)
    assert answers(tired)[0].label == "Roll 4 terrain dice"  # four when the party carries exhaustion
    stay = next(c for c in answers(tired) if c.label == "Stay put and rest")
    assert stay.fields["rest"].admits(("hero", "Anna")) and not stay.fields["rest"].admits(("hero",) * 3)


@pytest.mark.rule("runebound2.movement.symbols")
def test_the_path_after_the_roll_is_what_the_dice_pay_for():
    state = GAME.apply(new_game(2), A.RollMovement(terrain("plains+road", "forest+hills", "river", "swamp",
                                                           "mountains"))).state
    move = answers(state)[0]
    assert move.action is A.Move and isinstance(move.fields["path"], Where)
    path = move.fields["path"]
    assert path.admits((PathStep("", "forest"), PathStep("H9", "road")))
    assert not path.admits((PathStep("", "forest"), PathStep("H9", "hills")))  # one die cannot pay twice
    assert not path.admits((PathStep("H9", "plains"), PathStep("", "road")))  # the last hex must be named
    rng = Random(4)
    for _ in range(30):
        assert GAME.check(state, move.sample(rng)).allowed


@pytest.mark.rule("runebound2.adventure.heroes")
def test_the_adventure_step_offers_the_counter_the_marker_and_the_heroes_here():
    wolves = AdventureCard("Wolves", "green", "challenge", mind=9, body=9, spirit=9, life=2)
    state = with_hero(new_game(3), 1, position=Hex("H3", "forest"))
    state = play(play(state, "step H3:forest adventure:yellow"), "next")
    assert [c.label for c in answers(state)] == ["Take the yellow adventure", "Negotiate with Boris", "Duel Boris",
                                                 "Next step"]
    duel = answers(state)[2]
    assert duel.concrete == A.StartDuel("Boris") and duel.admits(A.StartDuel("valadir"))
    marked = replace(state, track=ChallengeTrack((TrackSlot(wolves, "H3", 1),) + (TrackSlot(),) * 5, 1))
    assert "Fight Wolves from track slot 1" in [c.label for c in answers(marked)]
    life_barred = with_hero(state, experience=("life",) * 2)
    assert "Take the yellow adventure" not in [c.label for c in answers(life_barred)]  # green and yellow barred


@pytest.mark.rule("runebound2.adventure.take")
def test_the_card_drawn_is_entered_with_its_values():
    state = play(play(play(new_game(2), "step H3:forest adventure:green"), "next"), "adventure take")
    kinds = [c.fields["card"].domain("kind").value for c in answers(state)]
    assert kinds == ["challenge", "event", "encounter"]
    challenge = answers(state)[0]
    record = challenge.fields["card"]
    assert isinstance(record, Record) and record.domain("colour") == Exactly("green")
    assert isinstance(record.domain("life"), IntRange) and record.domain("life").low == 1
    assert challenge.request is not None and challenge.request.deck == "green adventure"
    drawn = challenge.request.stand_in()
    assert challenge.admits(drawn) and GAME.check(state, drawn).allowed
    assert not challenge.admits(A.DrawCard(AdventureCard("Imp", "green", "challenge", life=1, gold=-2)))
    assert GAME.check(state, A.DrawCard(AdventureCard("Imp", "green", "challenge", life=1, gold=-2))).allowed is False


@pytest.mark.rule("runebound2.market.buy")
def test_the_market_offers_what_the_gold_buys_and_what_may_be_sold():
    state = with_hero(play(new_game(1), "next"), gold=3, items=(Item("Dagger", 4, "weapon", "dagger"),))
    draw = answers(state)
    assert [c.label for c in draw] == ["Enter the market card drawn (item)", "Enter the market card drawn (ally)",
                                      "Next step"]
    state = play(state, 'market draw "Sword" item cost:3 class:weapon type:sword')
    state = GAME.apply(state, A.MarketStock("Tamalir", Acquisition("Crown", "item", 9))).state
    offered_labels = [c.label for c in answers(state)]
    assert "Buy Sword (3 gold)" in offered_labels and "Buy Crown (9 gold)" not in offered_labels
    assert "Sell Dagger (for 2 gold)" in offered_labels
    unknown = next(c for c in answers(state) if c.label == "Buy a card the app does not know")
    assert not unknown.fields["name"].admits("sword")  # a card the app knows is bought by name
    assert span(unknown.fields["card"].domain("cost")) == (0, 3)


@pytest.mark.rule("runebound2.xp.bonuses")
def test_experience_offers_the_bonuses_the_points_pay_for():
    state = with_hero(new_game(2), counters=(Counter("green", 5),), experience=("life",) * 3)
    state = replace(state, step=Step.EXPERIENCE)
    assert [c.label for c in answers(state)] == ["+2 Mind (5 points)", "+2 Body (5 points)", "+2 Spirit (5 points)",
                                                 "+2 Stamina (5 points)", "End the turn"]
    poor = with_hero(state, counters=(Counter("green", 4),))
    assert [c.label for c in answers(poor)] == ["End the turn"]


@pytest.mark.rule("runebound2.duel.spoils")
def test_spoils_never_offer_a_kept_card_or_one_past_the_limits():
    state = with_character(duel_ready(), 1, wounds=4)
    state = with_hero(state, 0, items=(Item("Mail", 3, "armour", "mail"),))
    state = with_hero(state, 1, items=state.players[1].items + (Item("Fang", 0, "weapon", "fang", kept=True),))
    state = play(play(play(state, "fight"), "stay"), "attack ranged", 1, 1, 9, 9)
    state = play(state, "take-wounds")
    assert state.turn.pending == "spoils"
    assert [c.label for c in answers(state)] == [
        "Anna takes Bolt (item, 2 gold)", "Anna takes Squire (ally, with its wounds and exhaustion)",
        "Anna takes all 6 gold"]  # Shield: Anna already wears armour; Fang was kept


def test_names_admit_every_spelling_the_engine_finds():
    hero = named("hero", "Varikas the Dead", "Anna")
    assert isinstance(hero, Named) and all(hero.admits(n) for n in ("hero", "anna", "VARIKAS THE DEAD"))
    assert not hero.admits("Boris") and hero.values() == ("hero",)


def test_a_game_over_offers_nothing():
    over = replace(new_game(2), winner=0, result="Anna wins")
    assert choices(over) == () and answers(over) == ()


def test_missing_hero_values_come_first():
    partial = dict(HEROES["varikas"], life=None, stamina=None)
    state = GAME.new_game(GameSetup((PlayerSetup("Anna", "varikas"),), {}, {"heroes": {"varikas": partial}}))
    first = answers(state)
    assert [c.action for c in first] == [A.SetHeroValues]
    assert {c.action for c in choices(state)} == {A.SetHeroValues, A.DescribeTerrainDie, A.MarketStock}
    values = first[0].fields["values"]
    assert values.admits((("life", 6), ("stamina", 4))) and not values.admits((("mind", 3),))
    assert GAME.check(state, first[0].sample(Random(1))).allowed


def test_lots_ask_one_d10_per_tied_hero():
    state = new_game(3, doom_track=True)
    state = replace(state, doom=DoomTrack(tuple(DoomCard(f"D{n}", "green") for n in range(threshold(3) - 1)), 7),
                    active_event=AdventureCard("Storm", "blue", "event", level=3))
    state = play(play(play(state, "step H1:plains adventure:green"), "next"), "adventure take")
    state = play(state, 'event "Omen" level:1')
    assert state.turn.pending == "lots"
    lot = answers(state)[0]
    assert lot.action is A.DrawLots and lot.fields["roll"].count == 3 and lot.actor is None
    assert GAME.check(state, lot.request.build(d10(1, 2, 3))).allowed
