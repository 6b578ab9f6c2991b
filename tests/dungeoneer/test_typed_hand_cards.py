"""Cards the catalogue lacks, typed when they are played from a hand at a table of several (`play NAME ...
as boon 2 permanent`, `peril NAME on p2 as bane 1 instant`) or drawn alone from the table's own glory deck
(`NAME as boon 1 instant`): checked field by field, a bad field named with the card and nothing changed,
remembered in the state for the session, replayed exactly, and taken by `companion play`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.services.fulfillers import TableCard
from rules_engine.chance import CardRequest
from rules_engine.actions import decode_action
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.adventure_cards import Duration, Kind, Timing
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState, PendingShift
from rules_engine.dungeoneer.stats import Stat
from rules_engine.errors import RuleViolation
from rules_engine.values import replace
from tests.dungeoneer.flow import act, refused, solo_table, started
from tests.dungeoneer.solo_recording import SETUP_FILE, run_companion_play
from tests.dungeoneer.test_cards_and_inventory import deeds, rich

TYPED_RULE = "dungeoneer.companion.typed-card"


def refusal(state: DgState, text: str) -> tuple[str, str]:
    """The rule and the message of the refusal a command gets."""
    with pytest.raises(RuleViolation) as refused_:
        act(state, text)
    return refused_.value.ruling.citations[0].rule_id, refused_.value.ruling.message


@pytest.mark.rule(TYPED_RULE, "dungeoneer.points.spending", "dungeoneer.turn.dungeon-lord")
def test_a_bane_the_catalogue_lacks_is_typed_when_played_paid_by_its_target_and_remembered() -> None:
    state = rich(started())
    outcome = GAME.apply(state, GAME.parse_command(state, "peril Hex on p2 as bane 1 permanent"))
    after = outcome.state
    hex_card = after.typed_cards[0]
    assert (hex_card.id, hex_card.kind, hex_card.cost, hex_card.duration) == ("Hex", Kind.BANE, 1, Duration.PERMANENT)
    assert hex_card.timing is Timing.DUNGEON_LORD  # a peril card's default timing
    assert after.heroes[1].peril == 8 and after.heroes[1].inventory == ("Hex",) and after.heroes[0].hand == 4
    assert TYPED_RULE in [c.rule_id for c in outcome.ruling.citations]
    assert any("remembered" in e for e in outcome.ruling.effects)
    # Later in the session its name alone plays it (any case), read from the state.
    again = act(after, "peril hex on p2")
    assert again.heroes[1].inventory == ("Hex", "Hex") and again.typed_cards == after.typed_cards


def test_a_typed_card_for_no_peril_on_a_hero_with_none_is_among_the_choices() -> None:
    # Found by tests/dungeoneer/test_choices.py's hypothesis run: the choices offered a typed peril card only when a
    # bane costing one peril could be paid, so "peril Snare on p1 as encounter 0 ..." (allowed) was offered by none.
    from rules_engine.decisions import admitted

    state = rich(started(), peril=0)
    played = GAME.parse_command(state, "peril Snare on p2 as encounter 0 instant trap speed 4")
    assert GAME.check(state, played).allowed
    assert admitted(GAME.choices(state), played)


@pytest.mark.rule(TYPED_RULE, "dungeoneer.inventory.one-of-a-type", "dungeoneer.deeds.glory-card")
def test_a_typed_treasure_keeps_the_inventory_rules_and_its_timing() -> None:
    state = rich(started())
    assert refused(state, "play Lantern as treasure 2 permanent type helmet") == "dungeoneer.deeds.glory-card"
    state = act(deeds(state), "play helm")
    assert refused(state, "play Cap as treasure 1 permanent type helmet") == "dungeoneer.inventory.one-of-a-type"
    state = act(state, "play Lantern as treasure 2 permanent type lamp")
    assert state.hero.inventory == ("helm", "Lantern") and state.hero.glory == 9 - 1 - 2
    assert state.typed_cards[0].treasure_type == "lamp"


@pytest.mark.rule(TYPED_RULE, "dungeoneer.special.any-time", "dungeoneer.battle.stages")
def test_a_typed_response_boon_waits_for_the_response_stage() -> None:
    state = rich(started())
    assert refused(state, "play Ward by p2 as boon 2 instant response") == "dungeoneer.special.any-time"
    state = act(state, "monsters p2 zombie:melee")
    state = act(state, "play Ward by p2 as boon 2 instant response")
    assert state.heroes[1].glory == 7 and state.heroes[1].inventory == ()  # an instant: used and gone


@pytest.mark.rule(TYPED_RULE, "dungeoneer.map.shift")
def test_a_typed_card_with_the_shift_trait_owes_its_move() -> None:
    state = rich(started())
    state = act(state, "peril Rift paid-by p2 as encounter 1 instant traits shift")
    assert state.shifts == (PendingShift("Rift", 0),)
    assert any(c.action is A.ShiftLocation for c in GAME.choices(state))


@pytest.mark.rule(TYPED_RULE)
@pytest.mark.parametrize(("typed", "field"), [
    ("play Orb as relic 2 permanent", "kind"),
    ("play Orb as monster 2 permanent", "kind"),
    ("play Orb as treasure two permanent", "cost"),
    ("play Orb as treasure", "cost"),
    ("play Orb as treasure 2", "duration"),
    ("play Orb as treasure 2 permanent permanent", "permanent"),
    ("play Orb as treasure 2 permanent type", "type"),
    ("play Orb as boon 2 permanent type sword", "type"),
    ("play Orb as treasure 2 permanent colour red", "colour"),
    ("play Orb as boon 1 instant traits", "traits"),
    ("peril Orb on p2 as encounter 1 instant trap luck 4", "trap"),
    ("peril Orb on p2 as bane 1 instant aims", "aims"),
    ("peril Orb on p2 as encounter 1 instant aims undead", "aims"),
])
def test_a_bad_field_is_named_with_the_card_and_nothing_changes(typed: str, field: str) -> None:
    state = deeds(rich(started()))
    rule, message = refusal(state, typed)
    assert rule == TYPED_RULE and message.startswith(f"Orb's {field}:"), message
    assert "as boon|treasure|bane|encounter COST" in message  # how to type it


@pytest.mark.rule(TYPED_RULE)
def test_an_unknown_card_without_values_is_refused_saying_how_to_type_it() -> None:
    rule, message = refusal(deeds(rich(started())), "play Orb")
    assert rule == TYPED_RULE and "no card 'Orb'" in message and "as boon|treasure" in message


@pytest.mark.rule(TYPED_RULE)
def test_the_catalogues_card_wins_over_typed_values() -> None:
    state = deeds(rich(started()))
    outcome = GAME.apply(state, GAME.parse_command(state, "play helm as treasure 5 permanent type hat"))
    assert outcome.state.typed_cards == () and outcome.state.hero.inventory == ("helm",)
    assert outcome.state.hero.glory == 9 - 1  # the catalogue's cost
    assert any("in the catalogue" in e for e in outcome.ruling.effects)


@pytest.mark.rule(TYPED_RULE)
def test_typed_cards_replay_exactly_from_their_actions_and_json() -> None:
    state = rich(started())
    lines = ["peril Hex on p2 as bane 1 permanent", "next", "place library north of t1", "next",
             "play Lantern x 2 as treasure X permanent type lamp"]
    actions, played = [], state
    for line in lines:
        action = GAME.parse_command(played, line)
        actions.append(action)
        played = GAME.apply(played, action).state
    assert played.typed_cards[1].cost is None and played.hero.glory == 7
    encoded = [json.loads(json.dumps(a.to_json())) for a in actions]
    replayed = state
    for data in encoded:
        replayed = GAME.apply(replayed, decode_action(data)).state
    assert replayed == played
    assert encoded[0]["data"]["values"] == ["bane", "1", "permanent"]
    assert "values" not in json.dumps(actions[1].to_json())  # nothing typed: the old form, byte for byte


def owed_glory(cards: int = 1) -> DgState:
    """Ann alone, a glory card owed from the table's own glory deck."""
    state = solo_table()
    return replace(state, solo=replace(state.solo, glory_draws=cards))


def draw_glory(state: DgState, named: str) -> DgState:
    request = GAME.parse_command(state, "draw-glory")
    assert isinstance(request, CardRequest)
    return GAME.apply(state, request.build(TableCard(named).fulfil(request))).state


@pytest.mark.rule(TYPED_RULE, "dungeoneer.solo.glory-draws")
def test_alone_a_glory_card_drawn_from_the_tables_deck_is_typed_then_played_from_the_hand() -> None:
    state = owed_glory(2)
    request = GAME.parse_command(state, "draw-glory")
    assert isinstance(request, CardRequest) and "NAME as boon|treasure COST" in request.values_help
    state = draw_glory(state, "Amulet as boon 1 instant any-time")
    amulet = state.typed_cards[0]
    assert (amulet.kind, amulet.timing, amulet.duration) == (Kind.BOON, Timing.ANY_TIME, Duration.INSTANT)
    assert state.solo.hand == ("Amulet",) and state.solo.glory_draws == 1
    state = draw_glory(state, "amulet")  # its name alone, the second time
    assert state.solo.hand == ("Amulet", "Amulet")
    state = state.with_hero(0, replace(state.hero, glory=3))
    state = act(state, "play amulet")
    assert state.solo.hand == ("Amulet",) and state.solo.glory_discard == ("Amulet",) and state.hero.glory == 2


@pytest.mark.rule(TYPED_RULE, "dungeoneer.solo.glory-draws")
def test_alone_a_bad_glory_field_is_named_and_a_peril_kind_is_no_glory_card() -> None:
    state = owed_glory()
    for typed, field in (("Amulet as boon 1", "duration"), ("Amulet as bane 1 instant", "kind"),
                         ("Amulet as boon one instant", "cost")):
        with pytest.raises(RuleViolation) as refused_:
            draw_glory(state, typed)
        assert refused_.value.ruling.citations[0].rule_id == TYPED_RULE
        assert refused_.value.ruling.message.startswith(f"Amulet's {field}:")


OPENING = """tunnel north t1
tunnel east t2
tunnel south t3
tunnel west t4
quests p1 magic-fish library-ward
quests p2 crypt-vow pit-offering
shared t1-watch
first-player [dice: 6 2]
"""


def play_two(tmp_path: Path, lines: str) -> tuple[int, list[dict], str]:
    """`companion play` on the test catalogue at a table of two (Ann and Bo): (exit code, JSON lines, stderr)."""
    setup = json.loads(SETUP_FILE.read_text(encoding="utf-8"))
    setup["options"] = {}
    setup["players"] = [{"hero": "rogue", "name": "Ann"}, {"hero": "knight", "name": "Bo"}]
    setup_file = tmp_path / "two.json"
    setup_file.write_text(json.dumps(setup), encoding="utf-8")
    transcript = tmp_path / "two.transcript"
    transcript.write_text(OPENING + lines, encoding="utf-8")
    code, out, err = run_companion_play(transcript, setup_file, 3, tmp_path)
    return code, [json.loads(line) for line in out.splitlines()], err


@pytest.mark.rule(TYPED_RULE)
def test_companion_play_takes_a_typed_card_from_the_hand_refuses_a_bad_field_and_then_the_name(
        tmp_path: Path) -> None:
    code, lines, err = play_two(tmp_path, "peril Hex on p2 as bane 1 permanent health 2\n"
                                          "peril Hex on p2 as bane 1 permanent\n")
    assert code == 0, err
    bad, good = lines[8], lines[9]
    assert bad["outcome"] == "refused" and bad["message"].startswith("Hex's health:")
    assert bad["citations"][0]["rule_id"] == TYPED_RULE
    assert good["outcome"] == "applied" and "remembered" in " ".join(good["effects"])
    assert TYPED_RULE in [c["rule_id"] for c in good["citations"]]


@pytest.mark.rule(TYPED_RULE, "dungeoneer.solo.setup")
def test_alone_a_typed_shift_or_transfer_card_is_refused_as_one_solo_setup_removed() -> None:
    with pytest.raises(RuleViolation) as refused_:
        draw_glory(owed_glory(), "Portal as boon 0 instant traits shift")
    assert refused_.value.ruling.citations[0].rule_id == "dungeoneer.solo.setup"
    assert "Portal" in refused_.value.ruling.message


SOLO_OPENING = """tunnel north t1
tunnel east t2
tunnel south t3
tunnel west t4
quests p1 magic-fish library-ward hunt-zombie
next
place corner north of "North tunnel"
next
move north
peril-roll [dice: 6]
next
"""


@pytest.mark.rule(TYPED_RULE, "dungeoneer.solo.glory-draws")
def test_companion_play_alone_takes_a_typed_glory_card_at_the_draw(tmp_path: Path) -> None:
    transcript = tmp_path / "glory.transcript"
    transcript.write_text(SOLO_OPENING + "draw-glory [card: Amulet as boon 1 instant]\n", encoding="utf-8")
    code, out, err = run_companion_play(transcript, SETUP_FILE, 3, tmp_path)
    assert code == 0, err
    drawn = json.loads(out.splitlines()[-1])
    assert drawn["outcome"] == "applied" and drawn["message"] == "drew Amulet from the table's deck into the hand"
    assert drawn["card"] == {"deck": "glory", "name": "Amulet", "source": "table"}
    assert [c["rule_id"] for c in drawn["citations"]] == [TYPED_RULE, "dungeoneer.solo.glory-draws"]


@pytest.mark.rule(TYPED_RULE, "dungeoneer.battle.monster-attack", "dungeoneer.battle.form")
def test_a_monster_the_catalogue_lacks_is_typed_when_played_from_the_hand_and_attacks() -> None:
    state = rich(started())
    rule, message = refusal(state, "monsters p2 Dragon:magic")
    assert rule == TYPED_RULE and "no monster 'Dragon'" in message and "as monster COST health N" in message
    after = act(state, "monsters p2 zombie:melee Dragon:magic as monster 2 health 1 magic 3 melee 1 counter")
    dragon = after.typed_monsters[0]
    assert (dragon.name, dragon.cost, dragon.health, dragon.attack_forms()) == ("Dragon", 2, 1, (Stat.MAGIC,))
    assert [(a.attacker.name, a.form) for a in after.battle.attacks] == [("Zombie", Stat.MELEE), ("Dragon", Stat.MAGIC)]
    assert after.heroes[1].peril == 9 - 1 - 2
    assert refused(state, "monsters p2 Dragon:melee as monster 2 health 1 magic 3") == "dungeoneer.battle.form"


@pytest.mark.rule(TYPED_RULE)
@pytest.mark.parametrize(("typed", "field"), [
    ("monsters p2 Dragon:magic as bane 1 instant", "kind"),
    ("monsters p2 Dragon:magic as monster X health 1 magic 3", "cost"),
    ("monsters p2 Dragon:magic as monster 2 magic 3", "health"),
    ("monsters p2 Dragon:magic as monster 2 health 1 magic 3 magic 2", "magic"),
])
def test_a_typed_monsters_bad_field_is_named_and_two_new_monsters_are_typed_one_at_a_time(typed: str,
                                                                                          field: str) -> None:
    state = rich(started())
    rule, message = refusal(state, typed)
    assert rule == TYPED_RULE and message.startswith(f"Dragon's {field}:"), message
    rule, message = refusal(state, "monsters p2 Dragon:magic Wyrm:melee as monster 2 health 1 magic 3")
    assert rule == TYPED_RULE and "one at a time" in message
