"""Class Decks typed commands: each expansion action types back to a command that parses to it; help only in play."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.class_decks.actions import (
    BuyTalent, FightClassChallenge, PassWindow, PlayClassCard, RefillHand, Reshuffle, ThreatByText,
)
from rules_engine.runebound2.class_decks.cards import Kind, Timing
from tests.runebound2.class_deck_helpers import GAME, card, class_game
from tests.runebound2.helpers import new_game, play

HOUND = card("Rock Hound", Kind.CHALLENGE, hostile=True, cost=0, timing=Timing.MOVEMENT, colour="green")


def _waiting_hound():
    state = play(play(class_game(2, {"Boris": (HOUND,)}), "step H3:forest"), "next")
    for text in ('play-card Boris "Rock Hound"', "pass Boris", "pass Anna"):
        state = GAME.apply(state, GAME.parse_command(state, text)).state
    return state


@pytest.mark.parametrize("action", [
    PlayClassCard("Boris", "Rock Hound"), PlayClassCard("Anna", "Dark Pact", on_self=True), PassWindow("Anna"),
    ThreatByText("Anna", 3), ThreatByText("Boris", 1, discard=True), BuyTalent("Anna", "Keen Eye"),
    BuyTalent("Anna", "Keen Eye", counter="life"), RefillHand("Anna", ("Card A", "Card B"), discard="Card C"),
    RefillHand("Anna"), Reshuffle("Boris"),
])
def test_every_action_types_back_to_itself(action):
    state = class_game(2)
    text = GAME.format_command(action)
    assert text is not None
    assert GAME.parse_command(state, text) == action


def test_the_class_challenge_command_names_the_waiting_card_and_its_colour():
    state = _waiting_hound()
    action = GAME.parse_command(state, "class-challenge mind:7 body:6 spirit:5 damage:0/1/2 life:3 gold:2")
    assert action == FightClassChallenge(AdventureCard("Rock Hound", "green", "challenge", mind=7, body=6, spirit=5,
                                                       ranged=0, melee=1, magic=2, life=3, gold=2))
    assert GAME.parse_command(state, GAME.format_command(action)) == action
    state = GAME.apply(state, action).state
    assert state.combat.card.name == "Rock Hound"
    with pytest.raises(CommandError):
        GAME.parse_command(class_game(2), "class-challenge mind:7 body:6 spirit:5 damage:0/1/2 life:3")


def test_help_lists_the_commands_only_with_the_expansion():
    with_decks = {h.syntax.split()[0] for h in GAME.commands(class_game(2))}
    without = {h.syntax.split()[0] for h in GAME.commands(new_game(2))}
    assert {"play-card", "pass", "class-challenge", "threat", "talent", "refill", "reshuffle"} <= with_decks
    assert not {"play-card", "class-challenge", "refill", "reshuffle"} & without


def _verbs_first(state) -> list[str]:
    """The verbs help lists first: as many as the moment's "what now" names."""
    now = GAME.view(state).allowed_now
    return [h.syntax.split()[0] for h in GAME.commands(state)][:len({hint.split()[0] for hint in now})]


def _try_hint(state) -> str:
    with pytest.raises(CommandError) as refused:
        GAME.parse_command(state, "dance")
    return str(refused.value).rpartition("(try: ")[2].removesuffix(")")


def test_help_and_the_try_hint_name_the_expansions_moves_that_fit_now():
    pit = card("Pit", hostile=True, cost=0, timing=Timing.MOVEMENT)
    window = play(play(class_game(2, {"Boris": (pit,)}), "step H3:forest adventure:green"), "next")
    assert GAME.view(window).allowed_now == ("play-card ...", "pass Boris")
    assert _verbs_first(window) == ["play-card", "pass"]
    assert _try_hint(window) == "play-card ..., pass Boris"  # not the base game's moves, held back by the window


def test_help_and_the_try_hint_without_the_expansion_name_the_base_games_moves():
    state = play(play(new_game(2), "step H3:forest adventure:green"), "next")
    assert _verbs_first(state) == ["adventure", "next"]
    assert _try_hint(state) == "adventure take, next"
