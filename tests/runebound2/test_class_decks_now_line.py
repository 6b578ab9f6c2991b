"""The "Now:" line's class-card plays: the likely ones first (twenty-seventh pass, cd29, left it).

A hostile card is played on another hero in that hero's turn; only some cards' texts let their owner put one on their own
hero («Jak zagrywać karty klasy: Wydawanie żetonów zagrożenia», p. 4). The line offered `play-card Anna "…" self` first
in Anna's own turn, ahead of the enemies' hostile cards on her hero.
"""

from __future__ import annotations

import pytest

from rules_engine.decisions import Exactly
from rules_engine.runebound2.class_decks.actions import PassWindow, PlayClassCard
from rules_engine.runebound2.class_decks.cards import Timing
from rules_engine.runebound2.class_decks.choices import choices
from tests.runebound2.class_deck_helpers import GAME, card, decks, setup, take
from tests.runebound2.test_class_decks_cards_and_timing import moved


def hostile_deck(owner: str, trigger: str) -> tuple:
    """One hostile card with its own trigger, six hostile cards for the end of movement (none friendly)."""
    return (card(trigger, hostile=True, cost=0, timing=Timing.TRIGGER),
            *(card(f"{owner} pit {i}", hostile=True, cost=0, timing=Timing.MOVEMENT) for i in range(1, 7)))


def game(players: int = 2):
    state = GAME.new_game(setup(players))
    for name, trigger in zip(("Anna", "Boris", "Cyril"), ("Arcane Bolt", "Taunt", "Riposte"), strict=False):
        if len(state.players) > ("Anna", "Boris", "Cyril").index(name):
            state = take(state, name, hostile_deck(name, trigger), (trigger,))
    return state


def plays(state) -> list[tuple[str, str, bool]]:
    found = []
    for choice in choices(state, decks(state)):
        if choice.action is PlayClassCard:
            fields = choice.fields
            assert isinstance(fields["card"], Exactly) and isinstance(fields["on_self"], Exactly)
            found.append((state.players[choice.actor].player, fields["card"].value, fields["on_self"].value))
    return found


@pytest.mark.rule("runebound2.class-decks.threat.hostile")
def test_an_enemys_hostile_card_on_the_active_hero_is_offered_before_one_on_ones_own_hero():
    state = game()
    assert plays(state) == [("Boris", "Taunt", False), ("Anna", "Arcane Bolt", True)]
    assert [text for text in GAME.view(state).allowed_now if text.startswith("play-card")] == [
        'play-card Boris Taunt', 'play-card Anna "Arcane Bolt" self']


@pytest.mark.rule("runebound2.class-decks.timing.movement")
def test_in_the_movement_window_the_seat_whose_go_it_is_comes_first_and_own_hero_last():
    state = moved(game(3))
    assert decks(state).window is not None and decks(state).window.seat == 1
    found = plays(state)
    assert found[0][0] == "Boris" and not found[0][2]
    assert [entry for entry in found if entry[2]] == found[len(found) - sum(entry[2] for entry in found):]
    state = GAME.apply(state, PassWindow("Boris")).state
    assert plays(state)[0][0] == "Cyril"


@pytest.mark.rule("runebound2.class-decks.timing.movement")
def test_the_moment_names_the_open_window_not_the_step_it_opened_in():
    state = game(2)
    assert GAME.view(state).phase == "movement"
    state = moved(state, "step H3:forest")  # nothing here: the step moves on while the window is open
    assert decks(state).window is not None
    assert GAME.view(state).phase == "movement window" and "pass Boris" in GAME.view(state).allowed_now
    state = GAME.apply(state, PassWindow("Boris")).state
    assert GAME.view(state).phase == "movement window" and "pass Anna" in GAME.view(state).allowed_now
    state = GAME.apply(state, PassWindow("Anna")).state
    assert decks(state).window is None and "window" not in GAME.view(state).phase


@pytest.mark.rule("runebound2.class-decks.threat.hostile")
def test_the_class_cards_dialog_lists_the_plays_in_the_same_order():
    from rules_engine.runebound2.class_decks.offers import class_card_offers

    state = game()
    offers = class_card_offers(state, decks(state), GAME.check)
    rows = [(state.players[play.seat].player, play.own_hero) for play in offers.plays]
    assert rows[0] == ("Boris", False) and rows[-1] == ("Anna", True)
    assert [own for _player, own in rows] == sorted(own for _player, own in rows)
