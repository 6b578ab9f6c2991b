"""House rules that must not leave half states, refusals no house rule lifts, keys and wards at the TUI."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.dice import TableDice
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.game import DiceRequest
from rules_engine.referee import Referee
from rules_engine.runebound2.state import Rb2State
from tests.runebound2.helpers import GAME, new_game, play, refused
from tests.runebound2.test_properties import COMMANDS, FIGHT, PREFIXES, _check_invariants, _setup

WOLVES = 'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/1/1 life:3 gold:2'


def _in_fight(state=None):
    state = state or new_game(2)
    state = play(play(state, "step H20:plains adventure:green"), "next")
    return play(play(state, "adventure take"), WOLVES)


def _resolve_overridden(state, parsed):
    """Resolve an action as a house rule straight through the engine (no safety net for crashes)."""
    return GAME.resolve(state, parsed, Referee(override=True))


def _overridden(state, text, *dice):
    """Resolve a typed command as a house rule; return the RuleViolation it raised (or None)."""
    parsed = GAME.parse_command(state, text)
    if isinstance(parsed, DiceRequest):
        parsed = parsed.build(TableDice([str(d % 10) if isinstance(d, int) else d for d in dice]).roll(parsed.die, parsed.count))
    try:
        _resolve_overridden(state, parsed)
    except RuleViolation as violation:
        return violation
    return None


@pytest.mark.rule("runebound2.combat.round")
def test_attack_before_the_rounds_is_a_hard_refusal():
    state = _in_fight()
    assert state.combat.phase == "before"
    refused(state, "attack", 5, 5, rule="runebound2.combat.round")
    violation = _overridden(state, "attack", 5, 5)
    assert violation is not None and "fight" in violation.ruling.message
    assert _overridden(state, "defend", 5, 5) is not None


@pytest.mark.rule("runebound2.xp.price")
def test_buying_experience_without_the_points_is_a_hard_refusal():
    state = play(play(new_game(2), "next"), "next")
    refused(state, "xp buy mind", rule="runebound2.xp.price")
    assert _overridden(state, "xp buy mind") is not None


@pytest.mark.rule("runebound2.combat.fight")
def test_next_in_a_fight_is_a_hard_refusal():
    state = play(_in_fight(), "fight")
    refused(state, "next", rule="runebound2.combat.fight")
    assert _overridden(state, "next") is not None
    assert play(state, "stay").combat is not None


@pytest.mark.rule("runebound2.adventure.take")
def test_taking_an_adventure_with_no_counter_is_a_hard_refusal():
    state = play(play(new_game(1), "step H20:plains"), "next")
    assert state.hero.position.adventure == ""
    violation = _overridden(state, "adventure take")
    assert violation is not None and violation.ruling.citations


@pytest.mark.rule("runebound2.adventure.track-marker")
def test_taking_the_track_card_with_no_marker_is_a_hard_refusal():
    state = play(play(new_game(1), "step H20:plains adventure:green"), "next")
    assert _overridden(state, "adventure track") is not None


@pytest.mark.rule("runebound2.wounds.ward")
@pytest.mark.parametrize("entry", [
    'market draw "Shield" item cost:2 class:armour type:shield ward',
    'market draw "Charm" item cost:2 class:artifact type:charm ward',
])
def test_a_ward_card_is_an_activated_card(entry):
    state = play(play(new_game(2), "next"), "next")
    state = play(state, entry)
    card = state.market_card if hasattr(state, "market_card") else None
    act = GAME.parse_command(state, entry)
    assert act.card.usage == "activate" and act.card.wards
    assert card is None or card.usage == "activate"


@pytest.mark.rule("runebound2.wounds.ward")
def test_a_ward_card_with_another_use_is_refused():
    with pytest.raises(CommandError, match="ward"):
        GAME.parse_command(new_game(2), 'market draw "Charm" item cost:2 class:artifact type:charm use:discard ward')
    with pytest.raises(CommandError, match="ward"):
        GAME.parse_command(new_game(2), "keep item class:armour type:mail use:constant ward")


def test_keep_item_ward_is_activated():
    act = GAME.parse_command(new_game(2), "keep item class:artifact type:charm ward")
    assert act.card.usage == "activate" and act.card.wards


@pytest.mark.parametrize("text, bad", [
    ("hero Anna stamna:6", "stamna"),
    ('challenge "Wolves" green mind:9 body:9 spirit:9 damage:1/1/1 life:2 glod:2', "glod"),
    ('market draw "Sword" item cost:3 clas:weapon', "clas"),
    ("keep item class:weapon tpye:sword", "tpye"),
    ('encounter-fight "Wolf" mind:6 body:6 spirit:6 damage:1/1/1 life:1 befor:1', "befor"),
    ("attack bonsu:2", "bonsu"),
    ("hero Anna gold:3", "gold"),
    ('activate "Mail" ward:1 wounds:2', "wounds"),
    ("xp buy mind bonus:1", "bonus"),
])
def test_unknown_keys_are_refused_by_name(text, bad):
    with pytest.raises(CommandError) as error:
        GAME.parse_command(new_game(2), text)
    assert bad in str(error.value)
    assert "valid" in str(error.value) or "takes no" in str(error.value)


def test_labels_with_colons_still_work_on_move_and_step():
    state = play(new_game(2), "step H20:plains adventure:green")
    assert state.hero.position.label == "H20"
    GAME.parse_command(new_game(2), "step city:Greyhaven")


#: Commands that break a rule in ways a house rule might try: more gold than held, wards beyond the wounds, ...
EXTRA = ("give Boris gold:9", 'buy "Sword" item cost:9 class:weapon type:sword', "effect gold -9", "rest 2 hero",
         'activate "Mail" ward:9', "heal wound", "heal exhaustion", "xp buy life", "hazard", "hazard-colour",
         "flee to:H9", "take card Nothing", "recover Tamalir lose:Nothing", "counter 11", "refresh-counters red",
         'sell "Mail"', "upkeep dismiss Nobody", "effect heal hero 3", "effect rest hero 3", "skill-check mind 30")

OVERRIDE = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@OVERRIDE
@given(players=st.integers(1, 3), prefix=st.sampled_from(PREFIXES),
       script=st.lists(st.tuples(st.sampled_from(FIGHT + COMMANDS + EXTRA), st.lists(st.integers(0, 9), min_size=4,
                                                                              max_size=4)), max_size=30))
def test_house_rules_never_crash(players, prefix, script):
    """Any command applied with override=True works or is refused (never another exception), within bounds."""
    state = GAME.new_game(_setup(players, False, False))
    steps = [(text, [9, 9, 9, 9]) for text in prefix] + list(script)
    symbols = ["forest+hills", "plains+road", "river+swamp", "mountains+hills", "road+forest"]
    for text, numbers in steps:
        try:
            parsed = GAME.parse_command(state, text)
            if isinstance(parsed, DiceRequest):
                entered = [str(n) for n in numbers] if parsed.die.kind == "numbered" else symbols
                parsed = parsed.build(TableDice(entered[: parsed.count]).roll(parsed.die, parsed.count))
        except CommandError:
            continue
        try:
            state = _resolve_overridden(state, parsed)[0]
        except RuleViolation:
            continue
        _check_invariants(state)
        GAME.view(state)
        if state.winner is not None:
            break


@pytest.mark.rule("runebound2.flee.success")
def test_fleeing_to_an_unknown_hex_is_a_hard_refusal():
    state = play(_in_fight(), "fight").with_turn(came_from="", came_from_hex=None)
    assert _overridden(state, "flee", 9, 9) is not None


@pytest.mark.rule("runebound2.adventure.take")
def test_a_card_drawn_with_no_deck_being_drawn_is_a_hard_refusal():
    state = play(play(new_game(1), "step H20:plains adventure:green"), "next")
    violation = _overridden(state, WOLVES.replace('"Wolves"', '"Wolves" green'))
    assert violation is not None and "take an adventure first" in violation.ruling.message


def _shipped(hero_id):
    from cards_db.kinds import get_kind
    from rules_engine.game import GameSetup, PlayerSetup

    shipped = get_kind("runebound2", "hero").shipped()
    return GAME.new_game(GameSetup((PlayerSetup("Anna", hero_id),), {}, {"heroes": {hero_id: shipped[hero_id]}}))


@pytest.mark.rule("runebound2.setup.start")
def test_typed_hero_values_are_no_longer_unconfirmed():
    from rules_engine.runebound2.board import board
    from screens.runebound2.widgets import party_text

    state = play(_shipped("varikas"), "hero Anna life:6 stamina:4 damage:1/2/1")
    assert state.players[0].unconfirmed == ("abilities",)
    assert "life" not in party_text(board(state).parties[0]).plain.partition("unconfirmed")[2]
    mok = play(_shipped("mok"), "hero Anna life:5 stamina:5 mind:2 body:3 spirit:5 damage:1/1/2")
    text = party_text(board(mok).parties[0]).plain
    assert "unconfirmed" not in text


def _now(state: Rb2State) -> tuple[str, ...]:
    return GAME.view(state).allowed_now


def test_now_leaves_out_what_would_be_refused():
    state = play(play(new_game(2), "step H20:plains adventure:green"), "next")
    assert "adventure take" in _now(state) and "adventure track" not in _now(state)
    state = play(play(play(play(state, "adventure take"), WOLVES), "fight"), "stay")
    assert "attack" in _now(state) and "defend" in _now(state)
    state = play(state, "attack", 9, 9)  # Varikas hits; the melee phase begins, and he has attacked this round
    assert not any(hint.startswith("attack") for hint in _now(state)) and "defend" in _now(state)
    later = play(play(new_game(2), "step H20:plains adventure:green"), "next").with_turn(adventure_done=True)
    assert "adventure take" not in _now(later)


@pytest.mark.rule("runebound2.combat.melee")
@pytest.mark.rule("runebound2.combat.magic")
def test_melee_and_magic_rolls_cite_their_own_phase():
    from tests.runebound2.helpers import ruling

    state = play(play(play(_in_fight(), "fight"), "stay"), "defend", 9, 9)
    assert state.combat.phase == "melee"
    cited = [c.rule_id for c in ruling(state, "attack", 9, 9).citations]
    assert "runebound2.combat.melee" in cited and "runebound2.combat.attack-roll" not in cited
    magic = play(state, "defend", 9, 9)
    assert magic.combat.phase == "magic"
    cited = [c.rule_id for c in ruling(magic, "defend", 9, 9).citations]
    assert "runebound2.combat.magic" in cited and "runebound2.combat.defend" not in cited


SWORD = 'market draw "Sword" item cost:2 class:weapon type:sword'


@pytest.mark.rule("runebound2.market.city-only")
def test_no_market_off_a_city_even_as_a_house_rule():
    state = play(play(new_game(1), "step H3:forest"), "next")
    assert _overridden(state, SWORD) is not None


@pytest.mark.rule("runebound2.market.buy")
@pytest.mark.rule("runebound2.market.heal")
@pytest.mark.rule("runebound2.cards.effects")
def test_gold_and_wounds_never_go_below_zero_as_house_rules():
    from tests.runebound2.helpers import with_hero

    market = play(play(new_game(1), "next"), SWORD)
    assert _overridden(market, "heal wound") is not None  # nobody is wounded
    poor = with_hero(market, 0, gold=0)
    assert _overridden(poor, 'buy "Sword"') is not None
    assert _overridden(poor, "heal exhaustion") is not None
    assert _overridden(new_game(1), "effect gold -5") is not None


@pytest.mark.rule("runebound2.movement.rest")
def test_resting_a_rested_character_is_refused_even_as_a_house_rule():
    assert _overridden(new_game(1), "rest 1 hero", "plains", "road", "forest") is not None


@pytest.mark.rule("runebound2.wounds.ward")
def test_warding_more_wounds_than_dealt_is_refused_even_as_a_house_rule():
    from tests.runebound2.test_combat_wizard import ward_ready

    state = ward_ready()
    assert state.turn.held_wounds == 1
    assert _overridden(state, 'activate "Leather Armour" ward:3') is not None


def test_a_capitalised_word_with_a_colon_stays_a_name():
    act = GAME.parse_command(new_game(2), 'discard "Rune:Fire"')
    assert act.name == "Rune:Fire"


@pytest.mark.rule("runebound2.combat.round")
def test_stay_and_flee_before_the_rounds_and_fight_twice_are_hard_refusals():
    before = _in_fight()
    assert _overridden(before, "stay") is not None
    assert _overridden(before, "flee", 9, 9) is not None
    assert _overridden(play(before, "fight"), "fight") is not None


def test_now_offers_the_cards_before_combat_ability_first():
    state = play(play(new_game(1), "step H20:plains adventure:green"), "next")
    state = play(play(state, "adventure take"), WOLVES + " before")
    assert _now(state) == ("before ...",)
    assert "fight" in _now(play(state, "before card"))
