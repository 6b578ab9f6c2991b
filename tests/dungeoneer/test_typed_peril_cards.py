"""The table's own peril deck in solo play: a drawn card the catalogue lacks is typed once with its values
(`NAME as KIND COST ...`), checked field by field, and remembered in the state for the rest of the session."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.services.fulfillers import ChanceError, TableCard
from rules_engine.chance import CardRequest
from rules_engine.dungeoneer.adventure_cards import Kind
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.errors import RuleViolation
from rules_engine.values import replace
from tests.dungeoneer.flow import act, solo_table
from tests.dungeoneer.solo_recording import SETUP_FILE, run_companion_play

TYPED_RULE = "dungeoneer.companion.typed-peril-card"
DRAGON = "Dragon as monster 3 health 2 melee 4 magic 1 counter"


def owed(cards: int = 1) -> DgState:
    """Ann alone in her deeds phase in the corner, with peril cards owed from the table's deck."""
    state = act(act(act(solo_table(), "next"), "place corner north of t1"), "next")
    state = act(state, "move north")
    state = act(state, "move north")
    state = act(state, "peril-roll", 1, 1)
    return replace(state, solo=replace(state.solo, to_draw=cards))


def draw(state: DgState, named: str) -> DgState:
    """The table names (and perhaps types) the card it drew; RuleViolation when the engine refuses it."""
    request = GAME.parse_command(state, "draw-peril")
    assert isinstance(request, CardRequest)
    return GAME.apply(state, request.build(TableCard(named).fulfil(request))).state


def refusal(state: DgState, named: str) -> str:
    with pytest.raises(RuleViolation) as refused:
        draw(state, named)
    assert refused.value.ruling.citations[0].rule_id == TYPED_RULE
    return refused.value.ruling.message


@pytest.mark.rule(TYPED_RULE)
def test_an_unknown_card_is_refused_with_how_to_type_its_values() -> None:
    state = owed()
    request = GAME.parse_command(state, "draw-peril")
    assert isinstance(request, CardRequest) and "as monster" in request.values_help
    with pytest.raises(ChanceError) as error:
        TableCard("Dragon").fulfil(request)
    message = str(error.value)
    assert "no card 'Dragon'" in message and "Zombie" in message and "NAME as monster COST" in message
    assert state.solo.to_draw == 1  # nothing applied


@pytest.mark.rule(TYPED_RULE, "dungeoneer.solo.peril-roll")
def test_a_typed_monster_is_drawn_attacks_and_is_remembered_for_the_session() -> None:
    state = draw(owed(), DRAGON)
    dragon = state.typed_monsters[0]
    assert (dragon.name, dragon.cost, dragon.health) == ("Dragon", 3, 2)
    assert dragon.value(Stat.MELEE) == 4 and dragon.attack_forms() == (Stat.MELEE,)
    assert dragon.value(Stat.MAGIC) == 1 and dragon.value(Stat.SPEED) == 0
    assert state.battle is not None and [m.name for m in state.battle.monsters()] == ["Dragon"]
    # Later in the session the same card needs only its name (any case), read from the state.
    later = replace(state, battle=None, solo=replace(state.solo, to_draw=1))
    request = GAME.parse_command(later, "draw-peril")
    assert isinstance(request, CardRequest) and "Dragon" in request.candidates
    again = draw(later, "dragon")
    assert again.typed_monsters == state.typed_monsters
    assert [m.name for m in again.battle.monsters()] == ["Dragon"]


@pytest.mark.rule(TYPED_RULE)
def test_the_last_typing_of_a_name_wins_and_replay_is_exact() -> None:
    state = owed(2)
    first = draw(state, DRAGON)
    second = draw(first, "DRAGON as monster 5 health 4 speed 6")
    assert [(m.name, m.cost, m.health) for m in second.typed_monsters] == [("Dragon", 5, 4)]
    request = GAME.parse_command(state, "draw-peril")
    actions = [request.build(TableCard(DRAGON).fulfil(request))]
    request = GAME.parse_command(first, "draw-peril")
    actions.append(request.build(TableCard("DRAGON as monster 5 health 4 speed 6").fulfil(request)))
    replayed = state
    for action in actions:
        replayed = GAME.apply(replayed, action).state
    assert replayed == second


@pytest.mark.rule(TYPED_RULE)
@pytest.mark.parametrize(("typed", "field"), [
    ("Dragon as wyrm 3 health 2 melee 4", "kind"),
    ("Dragon as boon 1 instant", "kind"),
    ("Dragon as monster X health 2 melee 4", "cost"),
    ("Dragon as monster three health 2 melee 4", "cost"),
    ("Dragon as monster 3 melee 4", "health"),
    ("Dragon as monster 3 health 0 melee 4", "health"),
    ("Dragon as monster 3 health 2", "forms"),
    ("Dragon as monster 3 health 2 melee 4 counter", "forms"),
    ("Dragon as monster 3 health 2 melee big", "melee"),
    ("Dragon as monster 3 health 2 melee 4 melee 5", "melee"),
    ("Dragon as monster 3 health 2 melee 4 tail 3", "tail"),
    ("Hex as bane 1", "duration"),
    ("Hex as bane 1 permanent health 2", "health"),
    ("Snare as encounter 1 trap luck 4", "trap"),
    ("Snare as encounter 1 trap speed", "trap"),
    ("Snare as encounter 1 aims undead", "aims"),
    ("Hex as bane 1 instant aims", "aims"),
])
def test_a_bad_field_is_named_and_nothing_changes(typed: str, field: str) -> None:
    state = owed()
    reason = refusal(state, typed)
    assert reason.split(":")[0].strip().endswith(field), reason
    assert state.solo.to_draw == 1 and state.typed_monsters == () and state.typed_cards == ()


@pytest.mark.rule(TYPED_RULE)
def test_the_catalogues_card_wins_over_typed_values() -> None:
    state = draw(owed(), "zombie as monster 9 health 9 melee 9")
    assert state.typed_monsters == ()
    zombie = state.battle.monsters()[0]
    assert (zombie.id, zombie.health, zombie.value(Stat.MELEE)) == ("zombie", 1, 2)


@pytest.mark.rule(TYPED_RULE, "dungeoneer.solo.banes-first")
def test_a_typed_bane_stays_on_the_hero_and_a_typed_trap_springs() -> None:
    state = draw(owed(2), "Hex as bane 1 permanent")
    hex_card = state.typed_cards[0]
    assert (hex_card.kind, hex_card.cost) == (Kind.BANE, 1)
    state = draw(state, "Snare as encounter X trap speed 4")
    assert hex_card.id in state.hero.inventory
    assert state.traps and state.traps[0].card == state.typed_cards[1].id and state.traps[0].target == 4
    assert state.card_name(state.traps[0].card) == "Snare"


OPENING = """tunnel north t1
tunnel east t2
tunnel south t3
tunnel west t4
quests p1 magic-fish library-ward hunt-zombie
next
place corner north of "North tunnel"
next
move north
peril-roll [dice: 1]
"""


def play(tmp_path: Path, lines: str) -> tuple[int, list[dict], str]:
    """`companion play` on the test catalogue's solo setup: (exit code, the JSON lines, stderr)."""
    transcript = tmp_path / "typed.transcript"
    transcript.write_text(OPENING + lines, encoding="utf-8")
    code, out, err = run_companion_play(transcript, SETUP_FILE, 3, tmp_path)
    return code, [json.loads(line) for line in out.splitlines()], err


@pytest.mark.rule(TYPED_RULE)
def test_companion_play_takes_a_typed_card_then_its_name_alone(tmp_path: Path) -> None:
    code, lines, err = play(tmp_path, "draw-peril [card: Dragon as monster 3 health 2 melee 1 magic 1 counter]\n"
                                      "respond\nattack-roll [dice: 1]\ncounter-roll [dice: 1]\nchallenge pass\nreward\n"
                                      "move north\nperil-roll [dice: 1 6]\ndraw-peril [card: DRAGON]\n")
    assert code == 0, err
    typed, again = lines[10], lines[-1]
    assert typed["outcome"] == "applied" and typed["card"] == {"deck": "peril", "name": "Dragon", "source": "table"}
    assert typed["citations"][0]["rule_id"] == TYPED_RULE and "remembered" in typed["effects"][0]
    assert again["outcome"] == "applied" and again["message"].startswith("drew Dragon from the table's deck; attack: Dragon")


@pytest.mark.rule(TYPED_RULE)
def test_companion_play_stops_at_an_unknown_card_saying_how_to_type_it(tmp_path: Path) -> None:
    code, _, err = play(tmp_path, "draw-peril [card: Dragon]\n")
    assert code != 0 and "line 11" in err and "no card 'Dragon'" in err and "NAME as monster COST" in err


@pytest.mark.rule(TYPED_RULE)
def test_companion_play_refuses_a_bad_field_by_name_and_goes_on_unchanged(tmp_path: Path) -> None:
    code, lines, err = play(tmp_path, "draw-peril [card: Dragon as monster 3 health 0 melee 1]\n"
                                      "draw-peril [card: Dragon as monster 3 health 1 melee 1]\n")
    assert code == 0, err
    bad, good = lines[10], lines[11]
    assert bad["outcome"] == "refused" and bad["message"].startswith("Dragon's health:")
    assert bad["citations"][0]["rule_id"] == TYPED_RULE
    assert good["outcome"] == "applied" and good["message"].startswith("drew Dragon from the table's deck")


@pytest.mark.rule(TYPED_RULE, "dungeoneer.solo.banes-wait")
def test_a_typed_bane_aimed_at_a_kind_waits_for_a_typed_monster_of_that_kind() -> None:
    state = draw(owed(), "Bane of the dead as bane 1 instant aims undead")
    bane = state.typed_cards[0]
    assert bane.waits_for == ("undead",) and state.solo.waiting == (bane.id,)
    state = draw(replace(state, solo=replace(state.solo, to_draw=1)),
                 "Ghoul as monster 1 health 1 melee 2 traits undead")
    assert state.solo.waiting == () and state.typed_monsters[0].traits == ("undead",)
