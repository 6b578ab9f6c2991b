"""Runebound's commands as a declared grammar: every action typed back parses to itself, help and
completion come from the declarations, and bad input is one clear error naming what was expected."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dice import TableDice
from rules_engine.errors import CommandError
from rules_engine.game import DiceRequest
from rules_engine.runebound2.class_decks.commands import COMMANDS as CLASS_DECK_COMMANDS
from rules_engine.runebound2.commands import GRAMMAR, format_command
from tests.runebound2.helpers import GAME, new_game, play


def fresh():
    return new_game(2)


def drawing():
    """Anna has taken a green adventure counter: the card drawn is typed next."""
    return play(play(play(new_game(2), "step H3:forest adventure:green"), "next"), "adventure take")


TYPED = [
    (fresh, "next"),
    (fresh, "end"),
    (fresh, "roll-move"),
    (fresh, "rest 2"),
    (fresh, "move forest river H12:hills adventure:Green"),
    (fresh, "move plains river road city:Dawnsmoor"),
    (fresh, "step city:Tamalir"),
    (fresh, "step H5:road adventure:green"),
    (drawing, 'challenge "Wolf Pack" mind:10 body:10 spirit:12 damage:1/0/1 life:2 gold:1 keep before'),
    (drawing, 'challenge "Rune of Storm" mind:12 body:10 spirit:12 damage:0/1/0 life:3 reward:"a map" rune blue'),
    (drawing, 'challenge "Margath" mind:14 body:13 spirit:14 damage:1/2/2 life:4 margath'),
    (drawing, 'event "Storm" level:2 blue'),
    (drawing, 'encounter "Sage"'),
    (drawing, 'encounter-fight "Wolf" mind:8 body:11 spirit:11 damage:1/1/1 life:2 before'),
    (fresh, 'market draw "Chain Mail" item cost:4 class:armour type:mail'),
    (fresh, 'market draw "Charm" item cost:2 class:artifact type:charm ward'),
    (fresh, 'market draw "Acolyte" ally cost:3 life:2 stamina:3 stats:2/1/3 damage:0/1/2'),
    (fresh, 'market add Tamalir "Short Sword" item cost:2 class:weapon type:sword use:discard'),
    (fresh, 'buy "Mace"'),
    (fresh, 'hire "Scout" cost:2 life:2'),
    (fresh, 'sell "Mace"'),
    (fresh, "heal Scout wound"),
    (fresh, "heal exhaustion"),
    (fresh, "keep item class:artifact type:charm ward"),
    (fresh, "keep ally life:2 stamina:2 stats:2/2/1 damage:1/1/0"),
    (fresh, "keep card"),
    (fresh, "keep decline"),
    (fresh, 'activate "Chain Mail" ward:2 by:Dana'),
    (fresh, 'use "Healing Potion"'),
    (fresh, 'discard "Healing Potion"'),
    (fresh, "effect gold +2"),
    (fresh, "effect wound Scout 1"),
    (fresh, "effect exhaust hero 1"),
    (fresh, "ability hero exhaust:2 discard a wound"),
    (fresh, "skill-check body 11 skill:2 bonus:1 by:Scout ally-ok"),
    (fresh, "xp buy mind"),
    (fresh, 'victory "three runes"'),
    (fresh, "hero Anna life:6 stamina:4 damage:1/2/1"),
    (fresh, "terrain-die plains+road forest+hills river+swamp+plains mountains+hills road+forest+river plains+swamp"),
    (fresh, "hazard"),
    (fresh, "hazard-colour"),
    (fresh, "adventure track"),
    (fresh, "refresh-counters green blue"),
    (fresh, "counter 2"),
    (fresh, "before card"),
    (fresh, 'before item "Wand"'),
    (fresh, "before hero attack:magic exhaust:1 bonus:2"),
    (fresh, "fight"),
    (fresh, "flee bonus:1 to:H3"),
    (fresh, "attack melee Scout bonus:1 damage:+1"),
    (fresh, "defend magic bonus:2"),
    (fresh, "negotiate Boris"),
    (fresh, "give Boris gold:2 item:Mace from:Anna"),
    (fresh, "duel Boris"),
    (fresh, "take gold"),
    (fresh, 'take item "Chain Mail"'),
    (fresh, 'recover city:Tamalir lose:"Mace"'),
    (fresh, "upkeep"),
    (fresh, 'upkeep dismiss "Mercenary" Scout'),
    (fresh, "take-wounds"),
    (fresh, "done"),
]


def _rolled(request: DiceRequest):
    faces = [str(n % 10 + 1) for n in range(request.count)] if request.die.kind == "numbered" else \
        ["plains"] * request.count
    return request.build(TableDice(faces).roll(request.die, request.count))


@pytest.mark.parametrize(("setup", "text"), TYPED, ids=[t for _, t in TYPED])
def test_every_typed_action_formats_back_to_a_command_that_parses_to_it(setup, text):
    state = setup()
    parsed = GAME.parse_command(state, text)
    action = _rolled(parsed) if isinstance(parsed, DiceRequest) else parsed
    typed = format_command(action)
    assert typed is not None, text
    again = GAME.parse_command(state, typed)
    if isinstance(again, DiceRequest):
        again = again.build(action.roll)  # a rolled action types back without its roll
    assert again.to_json() == action.to_json(), (text, typed)


def test_formatted_commands_read_as_the_table_types_them():
    s = drawing()
    assert GAME.format_command(GAME.parse_command(s, 'encounter "Old Shrine"')) == 'encounter "Old Shrine" green'
    assert GAME.format_command(GAME.parse_command(s, "effect gold +2")) == "effect gold 2"
    assert GAME.format_command(GAME.parse_command(s, "effect heal hero 1")) == "effect heal 1"
    assert GAME.format_command(GAME.parse_command(s, "keep card")) == "keep card"
    assert GAME.format_command(GAME.parse_command(s, 'take card "Dragon Rune"')) == 'take card "Dragon Rune"'


def test_help_is_rendered_from_the_declarations():
    syntax = [c.syntax for c in GAME.commands(fresh())]
    assert syntax[0].startswith(("roll-move", "next", "rest", "stay", "step"))  # what fits the movement step first
    assert "rest N [WHO ...]" in syntax
    assert "counter N" in syntax
    assert "heal [WHO] wound|exhaustion" in syntax
    assert "skill-check mind|body|spirit TARGET [skill:N] [bonus:N] [by:WHO] [ally-ok]" in syntax
    assert "xp buy mind|body|spirit|stamina|life" in syntax
    assert any(s.startswith('market draw "NAME" [item|ally] [cost:N]') and "| market add CITY" in s for s in syntax)
    assert any(s.startswith("keep item [class:C]") and "keep card|decline" in s for s in syntax)
    verbs = {word for s in syntax for word in (s.split()[0], *(part.split()[0] for part in s.split(" | ")[1:]))}
    for verb in ("hero", "terrain-die", "next", "roll-move", "rest", "stay", "move", "step", "hazard", "hazard-colour",
                 "adventure", "challenge", "event", "encounter", "done", "encounter-fight", "lots",
                 "refresh-counters", "counter", "before", "fight", "flee", "attack", "defend", "negotiate", "give",
                 "duel", "take", "recover", "market", "upkeep", "buy", "hire", "sell", "heal", "keep", "take-wounds",
                 "activate", "use", "discard", "effect", "ability", "skill-check", "xp", "victory"):
        assert verb in verbs, verb


def test_completion_offers_verbs_then_what_the_command_expects_now():
    s = fresh()
    assert GAME.complete_command(s, "")[:5] == ("roll-move", "rest", "stay", "step", "next")
    assert GAME.complete_command(s, "ma") == ("market",)
    assert GAME.complete_command(s, "market ")[:2] == ("draw", "add")
    assert "cost:" in GAME.complete_command(s, 'market draw "Mace" ')
    assert GAME.complete_command(s, 'market draw "Mace" ')[:2] == ("item", "ally")
    assert GAME.complete_command(s, "xp buy ") == ("mind", "body", "spirit", "stamina", "life")
    assert GAME.complete_command(s, "attack ")[:4] == ("ranged", "melee", "magic", "hero")
    assert GAME.complete_command(s, "flee ") == ("bonus:", "to:")
    assert GAME.complete_command(s, "market draw x item use:") == ("use:activate", "use:discard", "use:constant")
    assert "forest" in GAME.complete_command(s, "move ") and "city:" in GAME.complete_command(s, "move ")
    assert GAME.complete_command(s, "skill-check body 9 ") == ("ally-ok", "skill:", "bonus:", "by:")


@pytest.mark.parametrize(("text", "message"), [
    ("moev forest", "did you mean 'move'"),
    ("xp buy luck", "expected mind, body, spirit, stamina or life after 'buy', not 'luck'"),
    ("take silver", "expected item, ally, card or gold after 'take', not 'silver'"),
    ("heal Scout", "expected wound or exhaustion after 'Scout'"),
    ("skill-check body x", "expected a whole number after 'body', not 'x'"),
    ("flee H3", "unexpected 'H3' after 'flee'"),
    ("market sell x", "expected draw or add after 'market', not 'sell'"),
    ("keep item life:3", "unknown key life: for 'keep' (valid keys: class:, type:, use:)"),
    ("attack bonus:x", "expected a whole number after 'bonus:', not 'x'"),
    ('challenge "X" damage:1/2', "expected three numbers like 0/1/2 after 'damage:', not '1/2'"),
    ("move forest lava", "'lava' is not a terrain"),
    ("counter 99999", "99999 is too large (at most 9999)"),
])
def test_bad_input_is_one_clear_error_naming_what_was_expected(text, message):
    with pytest.raises(CommandError) as error:
        GAME.parse_command(drawing(), text)
    assert message in str(error.value)


STATES = (fresh(), drawing())
WORDS = st.sampled_from(sorted({w for _, t in TYPED for w in t.split()} | {
    "item", "ally", "ward", "keep", "gold", "x", "-1", "+9999", "10000", "city:", ":", "bonus:", "damage:1/2",
    '"', "defender", "aggressor"}))


@settings(max_examples=300, deadline=None)
@given(state=st.sampled_from(STATES), words=st.lists(WORDS, max_size=8), text=st.text(max_size=30))
def test_parsing_any_text_gives_an_action_a_request_or_a_clear_error(state, words, text):
    for typed in (" ".join(words), text):
        try:
            GAME.parse_command(state, typed)
        except CommandError as error:
            assert str(error)
        assert isinstance(GAME.complete_command(state, typed), tuple)


def test_the_games_grammar_is_runebounds_commands_then_those_its_expansion_adds():
    assert GAME.grammar.commands == GRAMMAR.commands + CLASS_DECK_COMMANDS
