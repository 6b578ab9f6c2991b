"""Dice Throne's commands as a declared grammar: every action typed back parses to itself, help and
completion come from the declarations, and no text makes the parser fail other than clearly."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import DiceRequest
from rules_engine.dice_throne import actions as A
from rules_engine.dice_throne.commands import GRAMMAR, format_command, seat_of
from rules_engine.errors import CommandError
from tests.dice_throne.support import GAME, act, attack, started, to_action, to_phase
from tests.support.search_budget import budget

G, P = "gunslinger", "cursed-pirate"


def main_phase():
    return to_phase(started(), "main-1")


def rolled():
    return act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5)


def defending():
    """Ann's Revolver hits Bob; the defensive roll phase with one pending damage."""
    return to_phase(attack(started()), "defensive-roll")


def team_targeting():
    s = started("2v2", (G, G, P, P))
    s = act(act(act(to_phase(s, "offensive-roll"), "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    return act(s, "next")


TYPED = [
    (started, "roll-off", (6, 1)),
    (started, "next", ()),
    (lambda: to_phase(started(), "offensive-roll"), "roll", (1, 1, 1, 4, 5)),
    (rolled, "reroll 1 3", (2, 2)),
    (rolled, "reroll all by p1", (1, 2, 3, 4, 5)),
    (rolled, "ability revolver", ()),
    (rolled, "declare none", ()),
    (lambda: act(rolled(), "ability revolver"), "activate 5", ()),
    (lambda: act(rolled(), "ability revolver"), "activate", ()),
    (rolled, "set-die 3 6 by p2 from Wild!", ()),
    (rolled, "set-die offence 2 1", ()),
    (team_targeting, "target-roll", (5,)),
    (team_targeting, "set-die targeting 4 by p3", ()),
    (team_targeting, "target p3 by p2", ()),
    (defending, "defend", (1, 2, 3, 4)),
    (main_phase, "damage 2 to p1 from Saved by the Bell", ()),
    (main_phase, "damage 5 pure to p2 by p1 from Ahoy", ()),
    (defending, "boost 1 from Get Some!", ()),
    (defending, "add 2 on 1", ()),
    (defending, "prevent 2 from Shield on 1 by p2", ()),
    (defending, "subtract 1", ()),
    (defending, "halve", ()),
    (defending, "halve from Protect", ()),
    (defending, "divide 3 chosen", ()),
    (defending, "multiply 2", ()),
    (defending, "reflect", ()),
    (defending, "reflect 3 from Retribution", ()),
    (defending, "avoid by p2 chosen", ()),
    (main_phase, "heal 2", ()),
    (main_phase, "heal 4 p2 from a card", ()),
    (main_phase, "cp +1 p2", ()),
    (main_phase, "cp -2 from Bribe", ()),
    (main_phase, "steal 3 health from p2", ()),
    (main_phase, "draw", ()),
    (main_phase, "draw 2 p2", ()),
    (main_phase, "play main 2 Transfer", ()),
    (main_phase, "play instant 0 Wild! by p2 interrupting", ()),
    (main_phase, "play roll 0", ()),
    (main_phase, "done", ()),
    (main_phase, "upgrade revolver II 2", ()),
    (main_phase, "upgrade fan the hammer iii 4 by p1", ()),
    (main_phase, "sell", ()),
    (main_phase, "discard p2", ()),
    (main_phase, "status gain evasive 2 p1", ()),
    (main_phase, "status inflict knockdown p2", ()),
    (main_phase, "status inflict bounty p1 by p2", ()),
    (main_phase, "status transfer evasive p1 p2", ()),
    (main_phase, "status limit evasive 4 p1", ()),
    (lambda: act(defending(), "status gain evasive p2"), "status roll evasive p2 on 1 interrupting", (2,)),
    (lambda: to_phase(started(), "upkeep"), "upkeep damage 2 pure p1 from burn", ()),
    (lambda: to_phase(started(), "upkeep"), "upkeep heal 2 p2 from regeneration", ()),
    (main_phase, "pay knockdown p1", ()),
]


@pytest.mark.parametrize(("setup", "text", "dice"), TYPED, ids=[t for _, t, _ in TYPED])
def test_every_typed_action_formats_back_to_a_command_that_parses_to_it(setup, text, dice):
    state = setup()
    action = to_action(state, text, *dice)
    typed = format_command(action)
    assert typed is not None, text
    again = GAME.parse_command(state, typed)
    if isinstance(again, DiceRequest):
        again = again.build(action.roll)  # a rolled action types back without its roll
    assert again.to_json() == action.to_json(), (text, typed)


def test_formatted_commands_read_as_the_table_types_them():
    assert format_command(A.Heal(1, 4, "a card")) == "heal 4 p2 from a card"
    assert format_command(A.Heal(0, 2)) == "heal 2 p1 from an effect"
    assert format_command(A.Heal(0, 2, "healing")) == "heal 2 p1"
    assert format_command(A.ChangeCP(1, 1, "cp")) == "cp +1 p2"
    assert format_command(A.ModifyDamage(1, 1, "divide", 2, "halve")) == "halve on 1 by p2"
    assert format_command(A.ModifyDamage(1, 1, "subtract", 2, "Shield", chosen=True)) == \
        "prevent 2 on 1 by p2 chosen from Shield"
    assert format_command(A.PlayUpgrade(0, "fan-the-hammer", 3, 4)) == "upgrade fan-the-hammer III 4 by p1"
    assert format_command(A.Declare("")) == "ability none"
    assert format_command(A.Resolved()) == "done"


def test_help_is_rendered_from_the_declarations():
    syntax = [c.syntax for c in GAME.commands(main_phase())]
    assert "heal N [pX] [from SOURCE]" in syntax
    assert "steal N cp|health from pX [by pY]" in syntax
    assert "status transfer NAME pX pY [by pZ]" in syntax
    assert "play main|roll|instant COST [NAME] [by pX] [interrupting]" in syntax
    assert syntax[0].startswith("sell")  # the main phase's commands first
    assert not any(s.startswith("subtract") for s in syntax)  # the same as prevent: not listed twice
    verbs = {s.split()[0] for s in syntax}
    for verb in ("roll-off", "next", "roll", "reroll", "ability", "activate", "set-die", "defend", "damage", "boost",
                 "add", "halve", "heal", "cp", "steal", "draw", "play", "done", "upgrade", "sell", "status", "upkeep",
                 "pay"):
        assert verb in verbs, verb


def test_completion_offers_verbs_then_what_the_command_expects_now():
    s = main_phase()
    assert GAME.complete_command(s, "")[:5] == ("sell", "play", "upgrade", "pay", "next")
    assert GAME.complete_command(s, "he") == ("heal",)
    assert GAME.complete_command(s, "heal 2 ") == ("p1", "p2", "Ann", "Bob", "from")
    assert GAME.complete_command(s, "heal 2 p1 from Potion by ") == ("p1", "p2", "Ann", "Bob")
    assert GAME.complete_command(s, "damage 3 ")[:6] == ("regular", "undefendable", "pure", "collateral", "ultimate",
                                                         "to")
    assert GAME.complete_command(s, "status ") == ("gain", "inflict", "spend", "remove", "transfer", "limit", "roll",
                                                   "by", "on", "interrupting")
    assert "Evasive" in GAME.complete_command(s, "status gain ")  # statuses by their printed names
    assert "Cursed Doubloon" in GAME.complete_command(s, "status gain c")
    assert "revolver" in GAME.complete_command(rolled(), "ability ")
    assert "none" in GAME.complete_command(rolled(), "ability n")
    assert GAME.complete_command(s, "set-die ")[:3] == ("offence", "defence", "targeting")
    assert GAME.complete_command(s, "play ")[:3] == ("main", "roll", "instant")
    assert GAME.complete_command(s, "upgrade revolver ")[:2] == ("II", "III")
    assert GAME.complete_command(defending(), "defend ") == ("ahoy", "by")  # the defender's defensive abilities


def test_unknown_verbs_name_the_nearest():
    with pytest.raises(CommandError, match="did you mean 'heal'"):
        GAME.parse_command(main_phase(), "hael 2")


def test_seat_of_reads_a_seat_or_says_who_the_players_are():
    s = started()
    assert seat_of(s, "P2") == 1 and seat_of(s, "bob") == 1 and seat_of(s, "cursed-pirate") == 1
    with pytest.raises(CommandError, match="p1 to p2"):
        seat_of(s, "p3")
    with pytest.raises(CommandError, match="not a player"):
        seat_of(s, "zed")


STATES = (started(), main_phase(), rolled(), defending(), team_targeting())
WORDS = st.sampled_from(sorted({w for _, t, _ in TYPED for w in t.split()} | {
    "by", "on", "from", "p9", "#1", "x", "all", "to", "chosen", "interrupting", "none", "-1", "+999", "1000"}))


@settings(max_examples=budget(80, 300), deadline=None)
@given(state=st.sampled_from(STATES), words=st.lists(WORDS, max_size=8), text=st.text(max_size=30))
def test_parsing_any_text_gives_an_action_a_request_or_a_clear_error(state, words, text):
    for typed in (" ".join(words), text):
        try:
            GAME.parse_command(state, typed)
        except CommandError as error:
            assert str(error)
        assert isinstance(GAME.complete_command(state, typed), tuple)


def test_the_grammar_is_the_games():
    assert GAME.grammar is GRAMMAR
