"""The board's "Now" line says what actually happens in this phase, for this attack and this mode."""

from __future__ import annotations

from tests.dice_throne.support import GAME, act, started, to_action, to_phase

G, P = "gunslinger", "cursed-pirate"


def _now(state) -> str:
    return " · ".join(GAME.view(state).allowed_now)


def test_income_on_the_first_turn_says_nothing_was_taken():
    s = to_phase(started(), "income")
    assert s.turn == 1
    now = _now(s)
    assert "no income" in now and "Ann" in now
    assert "were taken" not in now and "+1 CP" not in now


def test_income_on_a_later_turn_says_what_was_taken():
    s = to_phase(started(), "discard")
    s = to_phase(act(s, "next"), "income")
    assert s.turn == 2
    now = _now(s)
    assert "Bob took +1 CP and drew 1 card" in now
    assert "first player" not in now


def _attack(state, dice, ability):
    s = to_phase(state, "offensive-roll")
    s = act(act(act(s, "roll", *dice), f"ability {ability}"), "activate")
    return to_phase(s, "defensive-roll")


def test_a_blockable_attack_may_be_defended():
    s = _attack(started(), (1, 1, 1, 4, 5), "revolver")
    assert "Bob may defend" in _now(s)


def test_the_rolled_defence_is_named_as_printed():
    s = act(_attack(started(), (1, 1, 1, 4, 5), "revolver"), "defend ahoy", 1, 2, 3, 4)
    assert "Bob rolled Ahoy!" in _now(s) and "ahoy" not in _now(s)


def test_an_undefendable_attack_says_there_is_no_defence():
    s = _attack(started(), (6, 6, 6, 6, 1), "deadeye")
    now = _now(s)
    assert "may defend" not in now
    assert "no defence against undefendable damage" in now
    assert "defender picks one defensive ability" not in now


def test_an_ultimate_says_there_is_no_defence():
    s = _attack(started(), (6, 6, 6, 6, 6), "fill-em-with-lead")
    now = _now(s)
    assert "may defend" not in now and "no defence against ultimate damage" in now


def test_king_of_the_hill_offers_choosing_never_the_targeting_roll():
    s = started("king-of-the-hill", (G, P, G))
    s = to_phase(_attack_only(s), "targeting-roll")
    now = _now(s)
    assert "Ann chooses the target" in now
    assert "targeting roll" not in now.replace("Targeting roll", "")
    words = [c.syntax.split()[0] for c in GAME.commands(s)]
    assert "target-roll" not in words and "target" in words


def test_teams_offer_the_targeting_roll_and_not_a_free_choice():
    s = to_phase(_attack_only(started("2v2", (G, G, P, P))), "targeting-roll")
    now = _now(s)
    assert "rolls the targeting die" in now and "King of the Hill" not in now
    assert "target-roll" in [c.syntax.split()[0] for c in GAME.commands(s)]


def test_one_v_one_has_no_targeting_commands():
    s = started()
    assert "target-roll" not in [c.syntax.split()[0] for c in GAME.commands(s)]


def _attack_only(state):
    s = to_phase(state, "offensive-roll")
    return act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")


def test_pending_damage_reads_as_a_count_of_damages_with_their_total():
    from rules_engine.dice_throne.view_text import pending_summary
    s = _attack(started(), (1, 1, 1, 4, 5), "revolver")
    assert pending_summary(GAME.view(s).data) == "1 pending damage (4)"
    s = act(s, "damage 3 to p1 from Ahoy by p2")
    assert pending_summary(GAME.view(s).data) == "2 pending damages (7)"
    assert pending_summary(GAME.view(started()).data) == ""


def test_once_the_ability_is_activated_no_roll_or_declaration_is_named():
    s = act(act(act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    now = _now(s)
    assert "roll / reroll" not in now and "declare one offensive ability" not in now
    assert not GAME.check(s, to_action(s, "reroll 1", 2)).allowed  # the check agrees: no reroll once activated


def test_without_cards_in_hand_no_card_move_is_named():
    s = to_phase(started(), "main-1")
    assert "sell cards for 1 CP" in _now(s)
    for _ in range(s.seats[0].hand):
        s = act(s, "sell")
    now = _now(s)
    assert "sell cards" not in now and "main-phase action cards" not in now and "hero upgrades" not in now
