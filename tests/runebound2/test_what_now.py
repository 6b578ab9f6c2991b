""""What now" (`GameView.allowed_now`) is the moment's checked choices written as commands, never a list of its own."""

from __future__ import annotations

from rules_engine.chance import CardRequest, OutcomeUnseen
from rules_engine.errors import CommandError
from rules_engine.game import DiceRequest
from rules_engine.runebound2.adventures import Counter
from rules_engine.runebound2.class_decks.actions import PassWindow
from rules_engine.runebound2.class_decks.cards import Timing
from rules_engine.runebound2.commands import GRAMMAR
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import Hex
from rules_engine.runebound2.what_now import head
from tests.runebound2.class_deck_helpers import card, class_game
from tests.runebound2.helpers import GAME, new_game, play, with_hero
from tests.runebound2.random_play import new_setup, walk
from tests.support.search_budget import budget

WOLVES = 'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/1/1 life:3'
VERBS = {command.verb for command in GRAMMAR.commands}


def now(state: Rb2State) -> tuple[str, ...]:
    return GAME.view(state).allowed_now


def test_a_turn_reads_as_the_table_types_it():
    state = new_game(2)
    assert now(state) == ("roll-move", "rest ...", "stay", "step ...", "next")
    state = play(play(state, "step H3:forest adventure:green"), "next")
    assert now(state) == ("adventure take", "next")
    state = play(state, "adventure take")
    assert now(state) == ("challenge ...", "event ...", "encounter ...")
    state = play(play(state, WOLVES), "fight")
    assert now(state) == ("flee", "stay", "attack", "defend")


def test_one_choice_of_a_verb_is_written_whole_and_many_once_with_dots():
    state = play(new_game(2), "step H3:forest adventure:green")
    state = play(with_hero(state, 1, position=Hex("H3", "forest")), "next")  # Boris stands on the same hex
    assert now(state) == ("adventure take", "negotiate Boris", "duel Boris", "next")
    experience = play(play(new_game(1), "next"), "next")
    assert now(experience) == ("next",)  # no counter to pay with: no experience to buy
    rich = with_hero(experience, counters=(Counter("green", 3), Counter("yellow", 3)))
    assert now(rich) == ("xp buy ...", "next")  # five bonuses on offer: written once


def _typed_now_is_allowed(state: Rb2State, hint: str) -> bool:
    """A hint without '...' typed as it stands: an action the engine allows, or the roll it asks for first."""
    typed = GAME.parse_command(state, hint)
    if isinstance(typed, CardRequest):
        return True  # a card to draw first: no whole hint asks for one (each names the card it enters)
    action = typed.unrolled() if isinstance(typed, DiceRequest) else typed
    try:
        return GAME.check(state, action).allowed
    except OutcomeUnseen:
        return True  # allowed up to the dice


def test_in_random_play_every_hint_is_a_command_and_a_whole_one_is_allowed():
    for seed in range(budget(2, 8)):
        setup = new_setup(1 + seed % 3, seed % 2 == 0, seed % 2 == 1)
        result = walk(setup, seed, limit=120)
        state = GAME.new_game(setup)
        for action in result.actions:
            for choice in GAME.choices(state):
                assert head(choice, GRAMMAR).split()[0] in VERBS, f"{choice.label!r} has no typed words"
            for hint in now(state):
                assert hint.split()[0] in VERBS, hint
                if not hint.endswith(" ..."):
                    try:
                        assert _typed_now_is_allowed(state, hint), f"{hint!r} is offered but refused (seed {seed})"
                    except CommandError as error:
                        raise AssertionError(f"{hint!r} does not parse (seed {seed}): {error}") from None
            state = GAME.apply(state, action).state


def test_what_now_leaves_out_what_check_refuses():
    in_fight = play(play(play(play(play(new_game(2), "step H3:forest adventure:green"), "next"), "adventure take"),
                         WOLVES), "fight")
    state = play(play(in_fight, "stay"), "attack", 9, 9)  # the melee phase: the hero has attacked this round
    assert not GAME.check(state, GAME.parse_command(state, "attack").unrolled()).allowed
    assert "attack" not in now(state) and "defend" in now(state)
    assert "activate ..." not in now(state)  # no hourglass card in the party: nothing to activate


def test_with_the_class_decks_a_window_shows_its_own_choices_and_holds_the_base_games():
    pit = card("Pit", hostile=True, cost=0, timing=Timing.MOVEMENT)
    state = play(play(class_game(2, {"Boris": (pit,)}), "step H3:forest adventure:green"), "next")
    assert GAME.decision(state).window == "class-decks-movement"
    assert not GAME.check(state, GAME.parse_command(state, "adventure take")).allowed
    assert now(state) == ("play-card ...", "pass Boris")  # Pit and the filler cards in his hand
    after = GAME.apply(GAME.apply(state, PassWindow("Boris")).state, PassWindow("Anna")).state
    assert "adventure take" in now(after)
