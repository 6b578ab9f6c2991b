"""A whole solo game typed by a scripted player against the app's seeded dice and virtual decks, to its end.

Along the way every line is applied and the invariants hold: health, points, glory and peril in
range, every location reachable from the entrance with exits meeting exits, every card of each
deck in exactly one place. The same game through `companion play --seed` prints what the golden
file holds, the automated peril steps with their dice and citations.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from companion.services.outcomes import Applied
from rules_engine.dungeoneer.adventure_cards import Kind
from rules_engine.dungeoneer.dungeon_map import beside
from rules_engine.dungeoneer.exits import SIDES
from rules_engine.dungeoneer.solo import LAIR_SIZE
from rules_engine.dungeoneer.state import DgState
from tests.dungeoneer.solo_bot import play_solo_game
from tests.dungeoneer.solo_recording import GOLDEN_FILE, SEED, SETUP_FILE, TRANSCRIPT_FILE, run_companion_play, \
    transcript_text


def check_invariants(state: DgState, first: DgState) -> None:
    """What must hold after every step of a solo game."""
    hero = state.hero
    assert 0 <= hero.wounds <= hero.hero.health and hero.level >= 1
    assert hero.points >= 0 and hero.glory >= 0 and hero.peril >= 0
    assert hero.quests_done + len(hero.quests) == 3
    assert len(hero.lair) <= LAIR_SIZE
    dungeon = state.dungeon
    assert dungeon.reachable_from_entrances() == dungeon.cells() and hero.cell in dungeon.cells()
    for place in dungeon.placed:
        for side in SIDES:
            other = dungeon.card_at(beside(place.cell, side))
            if other is not None:
                assert place.card.exit(side).working == other.exit(side.opposite).working, "an exit meets a wall"
    solo, start = state.solo, first.solo
    assert solo is not None and start is not None
    assert not (solo.peril_dice and solo.to_draw)
    battle = state.battle
    fighting = tuple(m.id for m in battle.monsters()) if battle is not None and not battle.quest else ()
    peril_cards = {c.id for c in state.adventure_cards if not c.kind.glory}
    peril = (solo.peril_deck + solo.peril_discard + solo.drawn + hero.lair + fighting
             + tuple(c for c in hero.inventory if c in peril_cards))
    assert Counter(peril) == Counter(start.peril_deck), "a peril card is lost or doubled"
    glory_cards = {c.id for c in state.adventure_cards if c.kind in (Kind.BOON, Kind.TREASURE)}
    glory = solo.glory_deck + solo.glory_discard + solo.hand + tuple(c for c in hero.inventory if c in glory_cards)
    assert Counter(glory) == Counter(start.glory_deck), "a glory card is lost or doubled"


@pytest.mark.rule("dungeoneer.solo.goal", "dungeoneer.solo.peril-roll", "dungeoneer.solo.glory-draws",
                  "dungeoneer.solo.dungeon-lord")
@pytest.mark.parametrize(("seed", "lord_steps"), [(SEED, False), (7, False), (12, False), (SEED, True)])
def test_a_scripted_solo_game_runs_to_its_end_keeping_the_invariants(seed: int, lord_steps: bool) -> None:
    game = play_solo_game(seed, lord_steps=lord_steps)
    first = game.states[5]  # the quests dealt: the decks as they start
    assert len(game.results) == len(game.states)
    for result, state in zip(game.results, game.states):
        assert isinstance(result.outcome, Applied), f"{result.line.text!r}: {result.outcome}"
        if state.solo is not None and state.heroes[0].quests:
            check_invariants(state, first)
    final = game.states[-1]
    assert final.finished
    hero = final.hero
    won = hero.quests_done == 3 and final.dungeon.card_at(hero.cell).entrance and final.winner == 0
    assert won or hero.defeated, final.result
    by_app = [r.line.text for r in game.results if r.automaton]
    typed = game.lines
    if lord_steps:  # the table typed the dungeon lord's steps itself
        assert not by_app and "peril-roll" in typed and "attack-roll" in typed
    else:  # driven only by the player's decisions: every lord step was the app's
        assert "peril-roll" in by_app and "attack-roll" in by_app  # (the golden game draws peril cards too)
        assert not {"peril-roll", "draw-peril", "attack-roll"} & set(typed)


def test_the_transcript_is_the_scripted_players_game() -> None:
    assert TRANSCRIPT_FILE.read_text(encoding="utf-8") == transcript_text(), \
        "run python -m tests.dungeoneer.solo_recording (only for a deliberate change)"


@pytest.mark.rule("dungeoneer.solo.peril-roll")
def test_companion_play_runs_the_solo_game_as_the_golden_file_holds(tmp_path) -> None:
    code, out, err = run_companion_play(TRANSCRIPT_FILE, SETUP_FILE, SEED, tmp_path)
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    golden = [json.loads(line) for line in GOLDEN_FILE.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == len(golden)
    for got, want in zip(lines, golden):
        assert got == want, f"line {want['line']} ({want['command']}) differs from the golden file"
    rolls = [line for line in lines if line["command"] == "peril-roll"]
    assert rolls and all(line["dice"]["values"] and line["citations"][0]["rule_id"] == "dungeoneer.solo.peril-roll"
                         and ": peril " in line["message"] and "rolled" in line["message"]
                         and line["automated"] == "dungeon lord" for line in rolls)
    draws = [line for line in lines if line["command"].startswith("draw-peril")]
    assert draws and all(line["card"]["source"] == "virtual" and line["automated"] == "dungeon lord"
                         and line["citations"] for line in draws)
    attacks = [line for line in lines if line["command"] == "attack-roll"]
    assert attacks and all(line["automated"] == "dungeon lord" and line["dice"]["values"] for line in attacks)
    typed = [line for line in lines if "automated" not in line]
    assert typed and {line["line"] for line in typed} == {line["line"] for line in lines}  # steps follow a line
    assert lines[-1]["view"]["finished"] and "wins" in lines[-1]["view"]["result"]
