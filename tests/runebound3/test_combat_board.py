"""The combat board's view data, and the table entering how its tokens landed (bad input included)."""

from __future__ import annotations

import pytest

from rules_engine.dice import DiceRoll, DieSpec, Face
from rules_engine.errors import CommandError
from rules_engine.runebound3.combat.actions import Double, Reroll, Shield, Strike, Surge, Toss
from rules_engine.runebound3.combat.board import board
from rules_engine.runebound3.combat.choices import choices, toss_request
from rules_engine.runebound3.combat.fighters import Fighter, SideKind, SurgeAbility
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.combat.landing import landed_face, toss_from_faces
from rules_engine.runebound3.combat.resolve import rule_on
from rules_engine.runebound3.combat.state import TOKEN_DIE
from rules_engine.runebound3.tokens import parse_token

TERRAIN = DieSpec("rb3-terrain", "terrain die", (Face("forest", None, ("forest",)),), kind="symbols")
HERO = Fighter("Ann", SideKind.HERO, 6, tuple(parse_token(f"Ann {i}", t) for i, t in enumerate(
    ("axe*/shield", "double/miss", "2axe/wing", "surge/bolt", "shield/miss"))),
    (SurgeAbility("Blast", 1, damage=1),), 0)
TROLL = Fighter("Troll", SideKind.ENEMY, 7, tuple(parse_token(f"troll {i}", t) for i, t in enumerate(
    ("skull*/miss", "2shield/skull", "wing/miss", "miss/miss", "surge/miss"))), (), 1)


def started():
    state = start_combat(HERO, TROLL, TERRAIN)
    return rule_on(state, toss_from_faces(state, ["axe*", "double", "2axe", "surge", "shield"],
                                          ["skull*", "2shield", "wing", "miss", "surge"]))[0]


def test_the_board_shows_tokens_as_tossed_and_what_each_spend_would_do():
    state, _ = rule_on(started(), Double(0, 1, 2))
    state, _ = rule_on(state, Strike(1, (0,)))
    data = board(state)
    assert data.round == 1 and data.phase == "shielding" and data.acting == "Ann" and data.first == "Ann"
    assert data.pending == "1 damage about to land on Ann"
    ann, troll = data.sides
    first = ann.tokens[0]
    assert (first.symbol, first.count, first.initiative, first.other_face) == ("axe", 1, True, "shield")
    assert ann.tokens[2].on_doubling == 1 and ann.tokens[1].holds == 2 and ann.pairs == ((1, 2),)
    assert ann.shields_held == 1 and troll.shields_held == 2 and ann.initiative_marks == 1
    assert troll.tokens[0].spent and not troll.tokens[1].spent
    spends = {s.token: s for s in data.spends}
    assert spends[4].effect.startswith("prevent 1 damage") and spends[4].available
    assert not spends[0].available  # damage is not spent while shields are being decided
    assert spends[1].effect == "deal 4 damage"  # the pair: 2 axes doubled


def test_spends_name_their_effect_and_surges_used_show():
    state = started()
    spends = {s.token: s for s in board(state).spends}
    assert spends[0].effect == "deal 1 damage" and spends[0].available
    assert spends[1].effect.startswith("put another unspent token on it") and spends[1].available
    assert "Blast" in spends[3].effect and spends[3].available
    assert not spends[4].available  # a shield is not an action
    state, _ = rule_on(state, Surge(0, "Blast", (3,)))
    assert board(state).sides[0].surges_used == ("Blast",)


def test_before_the_toss_the_board_shows_no_faces():
    data = board(start_combat(HERO, TROLL, TERRAIN))
    assert data.phase == "toss" and all(t.symbol == "" for t in data.sides[0].tokens) and data.spends == ()


def test_the_toss_request_builds_the_toss_from_a_roll_of_every_token():
    state = start_combat(HERO, TROLL, TERRAIN)
    request = toss_request(state)
    assert request.count == 10 and request.die == TOKEN_DIE
    front, back = TOKEN_DIE.faces
    roll = DiceRoll(TOKEN_DIE.id, (front, back) * 5, "table")
    assert request.build(roll) == Toss(((True, False, True, False, True), (False, True, False, True, False)))
    assert choices(state)[0].request is not None


def test_table_faces_pick_the_side_that_landed():
    token = parse_token("t", "axe*/axe")
    assert landed_face(token, "axe*") is True and landed_face(token, "axe") is False
    assert landed_face(parse_token("t", "2axe/shield"), "Shield") is False
    assert landed_face(token, "back") is False


def test_a_face_with_a_symbol_that_does_not_exist_is_one_clear_message():
    state = start_combat(HERO, TROLL, TERRAIN)
    with pytest.raises(CommandError) as caught:
        toss_from_faces(state, ["sword", "double", "2axe", "surge", "shield"], ["miss"] * 5)
    message = str(caught.value)
    assert message == "'sword' is not a token face: the symbols are axe, bolt, skull, wing, surge, double, shield, miss"
    with pytest.raises(CommandError, match=r"token Ann 0 \(axe\*/shield\) has no face 'bolt'"):
        toss_from_faces(state, ["bolt", "double", "2axe", "surge", "shield"], ["miss"] * 5)
    with pytest.raises(CommandError, match="one face for each of the 5"):
        toss_from_faces(state, ["axe*"], ["miss"] * 5)


def test_a_wing_choice_asks_for_the_toss_of_the_token_it_names():
    state, _ = rule_on(started(), Strike(0, (0,)))
    state, _ = rule_on(state, Shield(1, (1,)))
    rerolls = [c for c in choices(state) if c.action is Reroll and c.request is not None]
    assert sorted(c.fields["targets"].value for c in rerolls) == [(1,), (2,), (3,), (4,)]  # not the spent 0
    back = TOKEN_DIE.faces[1]
    action = rerolls[0].request.build(DiceRoll(TOKEN_DIE.id, (back,), "table"))
    assert rerolls[0].admits(action) and action.landed == (False,)
