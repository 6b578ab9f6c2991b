"""Random play choosing only from `choices` plays whole Runebound 2e games to their end by the rules.

Each walk is seeded; it never declares victory by hand, so a game ends by three Dragon Runes, by
slaying Margath, or by the doom track's endgame and final battle. After every action the invariants
hold (six challenge markers, the doom track in bounds, wounds, exhaustion and gold in bounds), and
no choice the walk took was refused. Set RB2_LONG_WALK=1 for a longer run over more options.
"""

from __future__ import annotations

import os
from random import Random

import pytest

from rules_engine.actions import decode_action
from rules_engine.game import GameSetup
from tests.runebound2.helpers import GAME
from tests.runebound2.random_play import Style, Walk, new_setup, walk
from tests.support.search_budget import budget

#: Dragon Runes and Margath a little more often than a real deck holds them, so games stay short.
LIVELY = Style(rune=0.35, margath=0.06)

CHUNKS = budget(4, 8)
SEEDS_PER_CHUNK = budget(8, 25)  # 32 seeds everyday, 200 in the deep run


def game_for(seed: int, *, options: bool = False) -> GameSetup:
    """A seeded mix of 1-4 players, the doom track and road hazards on or off, described or entered terrain dice."""
    rng = Random(seed * 7919)
    players, doom, hazards, described = rng.randint(1, 4), rng.random() < 0.5, rng.random() < 0.5, rng.random() < 0.5
    extra = {}
    if options:
        extra = dict(soft_knockout=rng.random() < 0.3, item_limit=rng.choice(("standard", "class-and-type")),
                     allies=rng.choice(("two", "unlimited-upkeep")), battle_trophies=rng.random() < 0.3,
                     game_length=rng.choice(("standard", "quick", "long")), starting_gold=rng.randint(0, 6))
    return new_setup(players, doom, hazards, described, **extra)


def how_it_ended(result: Walk) -> str:
    """Which rule ended the game."""
    text = result.state.result
    for words, ending in (("Margath", "margath"), ("Dragon Runes", "runes"), ("red challenges", "final battle"),
                          ("every hero lost the final battle", "final battle")):
        if words in text:
            return ending
    raise AssertionError(f"the game ended in an unknown way: {text!r}")


def replays(setup: GameSetup, result: Walk) -> bool:
    """The walk's actions, through their JSON form, replay to the same state."""
    log = [(decode_action(action.to_json()), False) for action in result.actions]
    return GAME.replay(setup, log) == result.state


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_play_ends_every_game_by_the_rules(chunk):
    for seed in range(chunk * SEEDS_PER_CHUNK, (chunk + 1) * SEEDS_PER_CHUNK):
        setup = game_for(seed)
        result = walk(setup, seed, style=LIVELY, limit=6000)
        assert result.ended, f"seed {seed}: no end after {len(result.actions)} actions"
        how_it_ended(result)
        if seed % SEEDS_PER_CHUNK == 0:
            assert replays(setup, result)


@pytest.mark.rule("runebound2.goal.win")
def test_slaying_margath_ends_the_game():
    for seed in range(4):
        result = walk(new_setup(1 + seed % 4, False, seed % 2 == 1), seed, style=Style(rune=0.0, margath=1.0))
        assert how_it_ended(result) == "margath" and result.state.winner is not None


@pytest.mark.rule("runebound2.goal.win")
def test_three_dragon_runes_end_the_game():
    for seed in range(4):
        result = walk(new_setup(1 + seed % 4, False, seed % 2 == 1), seed, style=Style(rune=1.0, margath=0.0))
        assert how_it_ended(result) == "runes"
        assert sum(c.rune for c in result.state.players[result.state.winner].trophies) == 3


@pytest.mark.rule("runebound2.doom.endgame")
@pytest.mark.rule("runebound2.final.battle")
def test_the_doom_tracks_endgame_and_final_battle_end_the_game():
    for seed in range(4):
        setup = new_setup(1 + seed % 2, True, seed >= 2)
        result = walk(setup, seed, style=Style(rune=0.0, margath=0.0))
        assert how_it_ended(result) == "final battle" and result.state.final is not None
        assert result.state.doom.tokens == 8
        assert replays(setup, result)


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("RB2_LONG_WALK"), reason="set RB2_LONG_WALK=1 for the long walk")
def test_long_random_play_over_every_option():
    endings = set()
    for seed in range(10_000, 12_000):
        setup = game_for(seed, options=True)
        # A third of the doom-track games draw no Dragon Rune and no Margath: only the endgame can end them.
        style = Style(rune=0.0, margath=0.0) if setup.options["doom_track"] and seed % 3 == 0 else Style()
        result = walk(setup, seed, style=style, limit=20_000)
        assert result.ended, f"seed {seed}: no end after {len(result.actions)} actions"
        endings.add(how_it_ended(result))
    assert endings == {"margath", "runes", "final battle"}
