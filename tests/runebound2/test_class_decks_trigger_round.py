"""Cards with their own trigger played by several players at once: a round from the active player's left, the active player last.

Class Decks, «Kiedy zagrywać karty klasy: Symbole czasu zagrania», p. 9: when more than one player
wants to play a trigger card at the same moment, the player nearest the active player's left plays
first, then clockwise, ending with the active player.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.runebound2.class_decks.actions import PassWindow, PlayClassCard, TriggerRound
from rules_engine.runebound2.class_decks.cards import Timing
from rules_engine.runebound2.class_decks.windows import WindowKind, clockwise_from_left
from tests.runebound2.class_deck_helpers import GAME, card, class_game, decks, threat
from tests.runebound2.helpers import NAMES, play
from tests.runebound2.test_class_decks_setup_and_threat import refused_with

RULE = "runebound2.class-decks.timing.trigger"


def apply(state, action):
    return GAME.apply(state, action).state


def trigger_hands(players: int) -> dict[str, tuple]:
    """Each player holds a friendly trigger feat; the others also a hostile trigger jab (cost 0)."""
    return {name: (card(f"Shot {name}", cost=1), card(f"Jab {name}", hostile=True, cost=0))
            for name in NAMES[:players]}


@pytest.mark.rule(RULE)
def test_a_trigger_round_goes_from_the_active_players_left_clockwise_the_active_player_last():
    state = apply(class_game(3, trigger_hands(3)), TriggerRound())
    window = decks(state).window
    assert window.kind == WindowKind.TRIGGER and window.order == (1, 2, 0)  # Boris, Cyril, then Anna (active)
    decision = GAME.decision(state)
    assert decision.seat == 1 and decision.window == "class-decks-trigger"
    assert decision.prompt == "Boris may play cards with their own trigger, or passes; then Cyril, Anna"
    # Cyril and Anna wait for Boris; the refusal names the rule.
    message = refused_with(state, PlayClassCard("Cyril", "Jab Cyril"), RULE)
    assert "Boris's go" in message
    refused_with(state, PlayClassCard("Anna", "Shot Anna"), RULE)
    state = apply(state, PlayClassCard("Boris", "Jab Boris"))
    state = apply(state, PassWindow("Boris"))
    refused_with(state, PlayClassCard("Boris", "Jab Boris"), "runebound2.class-decks.companion.hand")  # played already
    state = apply(state, PassWindow("Cyril"))
    assert GAME.decision(state).prompt == "Anna may play cards with their own trigger, or passes; the last to play"
    state = apply(state, PlayClassCard("Anna", "Shot Anna"))
    assert threat(state, 0) == (1, 9)
    state = apply(state, PassWindow("Anna"))
    assert decks(state).window is None


@pytest.mark.rule(RULE)
def test_outside_a_round_a_trigger_card_is_played_when_its_text_says():
    state = class_game(3, trigger_hands(3))
    state = apply(state, PlayClassCard("Cyril", "Jab Cyril"))  # no round: the table plays as the text says
    assert decks(state).window is None


@pytest.mark.rule(RULE)
@pytest.mark.rule("runebound2.class-decks.timing.movement")
def test_a_round_inside_the_movement_window_holds_it_and_then_gives_it_back():
    pit = card("Pit", hostile=True, cost=0, timing=Timing.MOVEMENT)
    hands = trigger_hands(3)
    hands["Cyril"] = hands["Cyril"] + (pit,)
    state = play(play(class_game(3, hands), "step H3:forest adventure:green"), "next")
    state = apply(state, PassWindow("Boris"))  # the movement window: Cyril's go
    state = apply(state, TriggerRound())
    assert decks(state).window.order == (1, 2, 0) and decks(state).window.resumes.seat == 2
    # Only trigger cards in the round, in its order: the movement card waits.
    message = refused_with(state, PlayClassCard("Cyril", "Pit"), RULE)
    assert "round of trigger cards" in message
    refused_with(state, GAME.parse_command(state, "adventure take"), RULE)
    refused_with(state, TriggerRound(), RULE)  # one round at a time
    for name in ("Boris", "Cyril"):
        state = apply(state, PassWindow(name))
    result = GAME.apply(state, PassWindow("Anna"))
    assert "back to the movement window, Cyril's go" in result.ruling.message
    window = decks(result.state).window
    assert window.kind == WindowKind.MOVEMENT and window.seat == 2
    state = apply(result.state, PlayClassCard("Cyril", "Pit"))


@pytest.mark.rule(RULE)
def test_the_round_is_offered_only_when_two_players_could_play_trigger_cards():
    labels = lambda s: {c.action for c in GAME.choices(s)}  # noqa: E731 - a one-line local helper
    both = class_game(3, trigger_hands(3))
    assert TriggerRound in labels(both)
    # Only Anna (active) holds a trigger card she could play: there is nobody to order.
    others = {n: tuple(card(f"{n} slow {i}", timing=Timing.MOVEMENT) for i in range(6)) for n in ("Boris", "Cyril")}
    lone = class_game(3, {"Anna": (card("Shot Anna", cost=1),), **others})
    assert TriggerRound not in labels(lone)
    assert TriggerRound not in labels(apply(both, TriggerRound()))


@pytest.mark.rule(RULE)
@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), active=st.integers(0, 5))
def test_the_round_order_is_every_seat_once_the_active_player_last(players, active):
    active %= players
    order = clockwise_from_left(players, active)
    assert sorted(order) == list(range(players)) and order[-1] == active
    assert order[0] == (active + 1) % players
