"""Setup, roll-off, the eight phases and what each allows, income, the hand limit, roll attempts."""

from __future__ import annotations

import pytest

from rules_engine.dice_throne.phases import TURN_PHASES
from rules_engine.errors import RuleViolation
from rules_engine.game import SetupError
from tests.dice_throne.support import GAME, act, make_setup, new, started, to_action, to_phase


def cited(state, text, *dice) -> list[str]:
    """The rules an allowed command cites."""
    ruling = GAME.check(state, to_action(state, text, *dice))
    assert ruling.allowed, ruling.message
    return [citation.rule_id for citation in ruling.citations]


def refused_rule(state, text, *dice) -> str:
    """The first rule a refused command cites."""
    ruling = GAME.check(state, to_action(state, text, *dice))
    assert not ruling.allowed, ruling.message
    assert ruling.citations, "every refusal cites a rule"
    return ruling.citations[0].rule_id


@pytest.mark.rule("dice-throne.setup.counters")
def test_starting_counters_1v1():
    s = new()
    assert s.health == (50, 50)
    assert [(x.cp, x.hand, x.deck, x.discard) for x in s.seats] == [(2, 4, 29, 0)] * 2
    assert s.seats[1].count("cursed-doubloon") == 3  # the pirate's own setup


@pytest.mark.rule("dice-throne.setup.counters")
def test_mode_needs_the_right_number_of_players():
    with pytest.raises(SetupError, match="2v2 is played by 4 players, not 2"):
        GAME.new_game(make_setup("2v2", ("gunslinger", "cursed-pirate")))
    with pytest.raises(SetupError, match="not in this session's catalogue"):
        GAME.new_game(make_setup("1v1", ("gunslinger", "barbarian")))


@pytest.mark.rule("dice-throne.setup.first-player", "dice-throne.companion.roll-off-tie")
def test_roll_off_highest_die_starts_and_ties_roll_again():
    s = new()
    assert refused_rule(s, "next") == "dice-throne.setup.first-player"
    tied = act(s, "roll-off", 4, 4)
    assert tied.phase == "roll-off"
    assert "dice-throne.companion.roll-off-tie" in cited(s, "roll-off", 4, 4)
    assert "dice-throne.companion.roll-off-tie" not in cited(s, "roll-off", 4, 2)
    s = act(tied, "roll-off", 2, 5)
    assert s.active == 1 and s.phase == "upkeep" and s.order == (1, 0)
    assert refused_rule(s, "roll-off", 6, 1) == "dice-throne.setup.first-player"


@pytest.mark.rule("dice-throne.phases.order")
def test_the_eight_phases_in_order_then_the_next_player():
    s = started()
    seen = [s.phase]
    # with no attack the roll phases after the offensive roll are passed over
    for _ in range(5):
        s = act(s, "next")
        seen.append(s.phase)
    assert seen == ["upkeep", "income", "main-1", "offensive-roll", "main-2", "discard"]
    s = act(s, "next")
    assert (s.active, s.phase, s.turn) == (1, "upkeep", 2)
    assert TURN_PHASES == ("upkeep", "income", "main-1", "offensive-roll", "targeting-roll", "defensive-roll",
                           "main-2", "discard")


@pytest.mark.rule("dice-throne.income.first-player-skips")
@pytest.mark.rule("dice-throne.income.gain")
def test_first_player_skips_first_income_others_gain():
    s = to_phase(started(), "main-1")
    assert (s.seats[0].cp, s.seats[0].hand) == (2, 4)
    s = to_phase(act(to_phase(s, "discard"), "next"), "main-1")
    assert s.active == 1 and (s.seats[1].cp, s.seats[1].hand, s.seats[1].deck) == (3, 5, 28)
    # and the first player's second turn has income
    s = to_phase(act(to_phase(s, "discard"), "next"), "main-1")
    assert s.active == 0 and (s.seats[0].cp, s.seats[0].hand) == (3, 5)


@pytest.mark.rule("dice-throne.cards.reshuffle")
def test_empty_deck_reshuffles_the_discard():
    s = to_phase(started(), "main-1")
    s = act(s, "draw 29")
    assert s.seats[0].deck == 0
    s = act(s, "sell")
    s = act(s, "sell")
    s = act(s, "draw 1")
    assert (s.seats[0].deck, s.seats[0].discard) == (1, 0)


@pytest.mark.rule("dice-throne.discard.hand-limit")
@pytest.mark.rule("dice-throne.cards.sell")
def test_hand_limit_at_end_of_discard_phase():
    s = to_phase(started(), "main-1")
    s = act(s, "draw 4")  # 8 cards
    s = to_phase(s, "discard")
    assert refused_rule(s, "next") == "dice-throne.discard.hand-limit"
    s = act(s, "sell")
    s = act(s, "sell")
    assert s.seats[0].hand == 6 and s.seats[0].cp == 4
    s = act(s, "next")
    assert s.active == 1


@pytest.mark.rule("dice-throne.cards.sell")
def test_selling_only_in_own_main_or_discard_phase():
    s = started()
    assert refused_rule(s, "sell") == "dice-throne.cards.sell"
    s = to_phase(s, "main-1")
    assert refused_rule(s, "sell p2") == "dice-throne.cards.sell"
    s = act(s, "sell")
    assert (s.seats[0].hand, s.seats[0].cp, s.seats[0].discard) == (3, 3, 1)


@pytest.mark.rule("dice-throne.offence.roll-attempts")
def test_three_roll_attempts_first_with_all_dice():
    s = to_phase(started(), "offensive-roll")
    assert refused_rule(s, "reroll 1 2", 1, 1) == "dice-throne.offence.roll-attempts"
    s = act(s, "roll", 1, 2, 3, 4, 5)
    s = act(s, "reroll 1 2", 6, 6)
    assert s.roll.dice == (6, 6, 3, 4, 5)
    s = act(s, "reroll 3", 6)
    assert s.roll.attempts == 3
    assert refused_rule(s, "reroll 4", 6) == "dice-throne.offence.roll-attempts"
    main = to_phase(started(), "main-1")
    assert refused_rule(main, "roll", 1, 2, 3, 4, 5) == "dice-throne.offence.roll-attempts"


@pytest.mark.rule("dice-throne.offence.declare")
@pytest.mark.rule("dice-throne.offence.one-ability")
def test_declare_then_activate_only_one_ability():
    s = to_phase(started(), "offensive-roll")
    assert refused_rule(s, "ability revolver") == "dice-throne.offence.declare"
    s = act(s, "roll", 1, 1, 1, 2, 3)
    s = act(s, "ability revolver")
    assert refused_rule(s, "next") == "dice-throne.offence.declare"
    s = act(s, "activate")
    assert refused_rule(s, "ability revolver") == "dice-throne.offence.one-ability"
    assert refused_rule(s, "reroll 1", 1) == "dice-throne.offence.roll-attempts"


@pytest.mark.rule("dice-throne.offence.declare")
def test_declaring_none_passes_the_attack():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 2, 4, 4, 6)
    s = act(s, "declare none")
    s = act(s, "next")
    assert s.phase == "main-2" and s.health == (50, 50)


@pytest.mark.rule("dice-throne.offence.dice-changed")
def test_changed_dice_withdraw_an_unmet_declaration():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability revolver")
    s = act(s, "set-die 1 6 by p2 from Wild!")
    assert s.roll.declared is None
    # the player may roll again with the attempts left, then declare anew
    s = act(s, "reroll 1", 2)
    s = act(s, "ability revolver")
    assert s.roll.declared == "revolver"


@pytest.mark.rule("dice-throne.companion.seats")
def test_unknown_players_and_dice_are_refused_clearly():
    from rules_engine.errors import CommandError
    s = to_phase(started(), "main-1")
    with pytest.raises(CommandError, match="p1 to p2"):
        GAME.parse_command(s, "heal 2 p7")
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(s, __import__("rules_engine.dice_throne.actions", fromlist=["Heal"]).Heal(9, 2))
    assert refused.value.ruling.citations[0].rule_id == "dice-throne.companion.seats"


@pytest.mark.rule("dice-throne.companion.game-over")
@pytest.mark.rule("dice-throne.health.defeat")
def test_nothing_after_the_match_ends():
    s = to_phase(started(), "main-1")
    s = act(s, "damage 50 pure to p2 from test")
    assert s.finished and s.winners == (0,) and s.phase == "game-over"
    assert GAME.view(s).result == "Winner: Ann"
    assert refused_rule(s, "next") == "dice-throne.companion.game-over"


@pytest.mark.rule("dice-throne.offence.dice-changed")
def test_no_reroll_after_declaring_unless_a_die_was_changed():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    declared = act(s, "ability revolver")
    assert refused_rule(declared, "reroll 4 5", 6, 6) == "dice-throne.offence.dice-changed"
    passed = act(s, "declare none")
    assert refused_rule(passed, "reroll 4 5", 6, 6) == "dice-throne.offence.dice-changed"
    # nobody changed a die: no other declaration either
    assert refused_rule(passed, "ability revolver") == "dice-throne.offence.dice-changed"
    assert refused_rule(declared, "declare none") == "dice-throne.offence.dice-changed"


@pytest.mark.rule("dice-throne.offence.dice-changed")
def test_a_changed_die_reopens_rolling_and_declaring():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    declared = act(s, "ability revolver")
    # Revolver (three bullets) is still met after the change: the player may still roll again
    kept = act(declared, "set-die 4 1 by p2 from Wild!")
    assert kept.roll.declared == "revolver"
    again = act(kept, "reroll 4 5", 6, 6)
    assert again.roll.attempts == 2 and again.roll.declared is None
    # ... or declare anew; and after 'declare none' a change also reopens rolling
    assert act(kept, "declare none").roll.declared_none
    passed = act(act(s, "declare none"), "set-die 5 2 by p2")
    assert act(passed, "reroll 5", 3).roll.dice == (1, 1, 1, 4, 3)


@pytest.mark.rule("dice-throne.health.defeat")
def test_a_hero_defeated_in_their_own_turn_loses_the_rest_of_it():
    from dataclasses import replace
    s = started("king-of-the-hill", ("gunslinger", "cursed-pirate", "gunslinger"))
    s = replace(to_phase(s, "offensive-roll"), health=(3, 35, 35))
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    s = act(act(s, "next"), "target p2")
    s = act(act(s, "next"), "damage 5 to p1 by p2 from Ahoy")
    s = act(s, "next")
    assert s.seats[0].defeated and not s.finished
    # Ann's turn is over: the next hero still in the game takes theirs
    assert (s.active, s.phase, s.turn) == (1, "upkeep", 2)
    # (in upkeep the phase table refuses a sale or an upgrade by anyone; in a main phase the defeat is the reason)
    main = act(act(s, "next"), "next")
    assert main.phase == "main-1"
    assert refused_rule(main, "sell p1") == "dice-throne.health.defeat"
    assert refused_rule(main, "upgrade revolver II 1 by p1") == "dice-throne.health.defeat"
    assert refused_rule(s, "cp +1 p1") == "dice-throne.health.defeat"


@pytest.mark.rule("dice-throne.health.defeat")
def test_a_hero_defeated_in_upkeep_gets_no_income():
    from dataclasses import replace
    s = started("king-of-the-hill", ("gunslinger", "cursed-pirate", "gunslinger"))
    s = replace(s, health=(2, 35, 35), turn=2)
    s = act(s, "upkeep damage 2 p1 from Burn")
    s = act(s, "next")
    assert s.seats[0].defeated and (s.active, s.phase) == (1, "upkeep")
    assert (s.seats[0].cp, s.seats[0].hand) == (2, 4)  # no income for a defeated hero
