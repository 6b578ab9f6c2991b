"""The Class Decks book's worked example (three players: Krzysiek, Bartek, Szymon), replayed action by action.

Threat on Krzysiek's hero card and in his pool is checked after every card exactly as the book
gives it (or as its numbers imply), then the flee penalty it states and the rewards. The
challenges' combat values are not in the book: the ones here are test values chosen so the
book's rolls succeed.
"""

from __future__ import annotations

import pytest

from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.class_decks.actions import (
    BuyTalent, FightClassChallenge, PassWindow, PlayClassCard, RefillHand, ThreatByText,
)
from rules_engine.runebound2.class_decks.talents import talent_price
from rules_engine.runebound2.heroes import Character
from tests.runebound2.class_deck_helpers import BOOK, GAME, decks, deck_of, take, threat
from tests.runebound2.helpers import HEROES, d10, play, with_hero

KRZYSIEK, BARTEK, SZYMON = 0, 1, 2
#: Test values: the book gives the hound's life (6, after Hydra's Mark) and its reward (2 gold) only.
HOUND = AdventureCard("Skalny ogar", "green", "challenge", mind=8, body=8, spirit=8, ranged=1, melee=1, magic=1,
                      life=6, gold=2)
SHAN = Character("Shan, Kowal Runów", life=4, stamina=3, mind=3, body=3, spirit=4, ranged=0, melee=1, magic=3)


def apply(state, action):
    return GAME.apply(state, action).state


def start() -> object:
    """Krzysiek's turn begins with 2 threat on his hero card and 8 in his pool."""
    names = ("Krzysiek", "Bartek", "Szymon")
    heroes = ("valadir", "varikas", "mok")  # Valadir deals 2 ranged wounds, as Krzysiek's hero does
    setup = GameSetup(tuple(PlayerSetup(n, h) for n, h in zip(names, heroes)), {"expansion-class-decks": True},
                      {"heroes": HEROES})
    state = GAME.new_game(setup)
    hands = {
        "Krzysiek": (BOOK["Dół z żerdziami"], BOOK["Celny strzał"]),
        "Bartek": (BOOK["Zbezczeszczony cmentarz"],),
        "Szymon": (BOOK["Skalny ogar"], BOOK["Znamię Hydry"], BOOK["Rzut głazem"]),
    }
    for name in names:
        state = take(state, name, deck_of(name, hands[name]), tuple(c.name for c in hands[name]))
    state = apply(state, ThreatByText("Krzysiek", 2))
    state = with_hero(state, KRZYSIEK, allies=(SHAN,))
    assert threat(state, KRZYSIEK) == (2, 8)
    return state


@pytest.mark.rule("runebound2.class-decks.timing.movement")
@pytest.mark.rule("runebound2.class-decks.timing.challenge")
@pytest.mark.rule("runebound2.class-decks.combat.several")
@pytest.mark.rule("runebound2.class-decks.combat.flee-penalty")
@pytest.mark.rule("runebound2.class-decks.epic")
@pytest.mark.rule("runebound2.class-decks.turn")
def test_the_three_player_example_threat_after_every_card():
    state = start()
    # Krzysiek ends his movement on a forest hex with a green adventure counter.
    state = play(play(state, "step H7:forest adventure:green"), "next")
    window = decks(state).window
    assert window.kind == "movement" and window.order == (BARTEK, SZYMON, KRZYSIEK)

    # Bartek: the desecrated graveyard (hostile place, cost 0, forest); Krzysiek fails its search test
    # and gains threat as the card says.
    state = apply(state, PlayClassCard("Bartek", "Zbezczeszczony cmentarz"))
    assert threat(state, KRZYSIEK) == (2, 8)
    state = apply(state, ThreatByText("Krzysiek", 1))
    assert threat(state, KRZYSIEK) == (3, 7)
    state = apply(state, PassWindow("Bartek"))

    # Szymon: the rock hound (hostile epic challenge, cost 3): 3 threat off Krzysiek's card to his pool.
    state = apply(state, PlayClassCard("Szymon", "Skalny ogar"))
    assert threat(state, KRZYSIEK) == (0, 10)
    assert [c.name for c in decks(state).challenges] == ["Skalny ogar"]  # it waits until everyone passed
    assert decks(state).turn.epic_by == SZYMON
    state = apply(state, PassWindow("Szymon"))

    # Krzysiek: the spiked pit (friendly feat, cost 2) from his pool onto his card; then he passes.
    state = apply(state, PlayClassCard("Krzysiek", "Dół z żerdziami"))
    assert threat(state, KRZYSIEK) == (2, 8)
    state = apply(state, PassWindow("Krzysiek"))
    assert decks(state).window is None and state.step.label == "adventure"

    # The class challenge comes before the green counter's adventure.
    ruling = GAME.check(state, GAME.parse_command(state, "adventure take"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "runebound2.class-decks.combat.several"
    state = apply(state, FightClassChallenge(HOUND))
    assert threat(state, KRZYSIEK) == (3, 7)  # a green challenge: 1 threat
    assert decks(state).window.order == (BARTEK, SZYMON, KRZYSIEK)

    # Start of the challenge: Bartek passes; Szymon plays Hydra's Mark (2) and Boulder Throw (1).
    state = apply(state, PassWindow("Bartek"))
    state = apply(state, PlayClassCard("Szymon", "Znamię Hydry"))
    assert threat(state, KRZYSIEK) == (1, 9)  # the book: one threat is left on the hero card
    state = apply(state, PlayClassCard("Szymon", "Rzut głazem"))
    assert threat(state, KRZYSIEK) == (0, 10)
    state = play(state, "effect wound hero 1")  # Krzysiek fails the jump test: one wound
    assert state.hero.hero.wounds == 1
    state = apply(state, PassWindow("Szymon"))
    state = apply(state, PassWindow("Krzysiek"))
    assert decks(state).window is None

    # Before combat: the spiked pit deals the hound one wound. Then the flee phase: fleeing would carry
    # a -3 penalty (Hydra's Mark 2 + Boulder Throw 1).
    state = play(state, "effect wound card 1")
    assert state.combat.wounds == 1
    state = play(state, "fight")
    flight = GAME.check(state, A.Flee(d10(2, 2)))  # 4 + Mind 5 = 9 would beat Mind 8, less 3 it does not
    assert "flee penalty -3" in str(flight.to_json())
    assert "fails to flee" in flight.message
    state = play(state, "stay")

    # Ranged: Krzysiek plays the precise shot (friendly trigger feat, cost 1), then hits for 2 + 1.
    state = apply(state, PlayClassCard("Krzysiek", "Celny strzał"))
    assert threat(state, KRZYSIEK) == (1, 9)
    state = play(state, "attack ranged damage:+1", 5, 5)
    assert state.combat.wounds == 4
    state = play(state, "defend melee", 9, 9)
    gold = state.hero.gold
    state = play(state, f"attack magic \"{SHAN.name}\"", 9, 9)  # Shan deals 3: 7 wounds, the hound is beaten
    assert state.combat is None and state.hero.gold == gold + 2
    # The hound and the two hostile feats go to Szymon's discard pile, never to the track.
    assert set(decks(state).seats[SZYMON].discard) == {"Skalny ogar", "Znamię Hydry", "Rzut głazem"}
    assert not state.track.slots or all(s.card is None or s.card.name != "Skalny ogar" for s in state.track.slots)

    # Now the green counter's adventure: the spectral stag, a green challenge: 1 threat, 2 on the card.
    state = play(state, "adventure take")
    state = play(state, 'challenge "Widmowy Jeleń" mind:6 body:6 spirit:6 damage:1/1/1 life:3 gold:1')
    assert threat(state, KRZYSIEK) == (2, 8)
    for name in ("Bartek", "Szymon", "Krzysiek"):
        state = apply(state, PassWindow(name))
    state = play(state, "effect wound card 1")  # the pit lasts the whole adventure step: the stag takes 1
    state = play(state, "fight")
    flight = GAME.check(state, A.Flee(d10(2, 2)))
    assert "flee penalty" not in str(flight.to_json())  # no hostile spell or feat in this challenge
    state = play(state, "stay")
    gold = state.hero.gold
    state = play(state, "attack ranged", 5, 5)
    assert state.combat is None and state.hero.gold == gold + 1
    state = play(state, "counter 1")
    assert [c.colour for c in state.hero.counters] == ["green"]

    # Experience: a talent would cost 4 points with three players; Krzysiek holds 1.
    state = play(state, "next")
    assert state.step.label == "experience"
    assert talent_price(3) == 4
    bought = GAME.check(state, BuyTalent("Krzysiek", "Keen Eye"))
    assert not bought.allowed and "costs 4" in bought.message
    # He ends the turn drawing back up to six (he played two cards).
    hand = decks(state).seats[KRZYSIEK].hand
    assert len(hand) == 4
    drawn = decks(state).seats[KRZYSIEK].deck[:2]
    state = apply(state, RefillHand("Krzysiek", drawn))
    assert len(decks(state).seats[KRZYSIEK].hand) == 6
    assert threat(state, KRZYSIEK) == (2, 8)
    assert sum(threat(state, KRZYSIEK)) == 10
