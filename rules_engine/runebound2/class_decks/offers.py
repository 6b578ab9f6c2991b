"""The class cards window and the talent shop as a dialog lists them: every candidate, each with the engine's verdict.

Like the base game's market (`rules_engine.runebound2.offers`), the dialogs list refused candidates too, disabled,
with the reason and the rule; each candidate here carries the ruling the game's `check` gives on it now. Worked out
only when a dialog asks (`Game.offers` through `ClassDecksExpansion.offers`), never on a move.
"""

from __future__ import annotations

from collections.abc import Hashable

from rules_engine.frozen_values import frozen_value
from rules_engine.runebound2.board import HandCardData, TalentData
from rules_engine.runebound2.class_decks.actions import BuyTalent, PassWindow, PlayClassCard, TriggerRound
from rules_engine.runebound2.class_decks.deck_state import ClassDecks
from rules_engine.runebound2.class_decks.view import seat_cards, talent_data
from rules_engine.runebound2.offers import Check
from rules_engine.runebound2.state import Rb2State
from rules_engine.verdicts import Verdict

#: The step names `Game.offers` answers for the Class Decks expansion.
CLASS_CARDS = "class-cards"
TALENTS = "talents"


@frozen_value(slots=True)
class CardPlay:
    """A card in a seat's hand played on the active hero (or, `own_hero`, a hostile card on its owner's own hero)."""

    seat: int
    card: HandCardData
    own_hero: bool
    verdict: Verdict


@frozen_value(slots=True)
class ClassCardOffers:
    """The class cards dialog: passing in the open window, a round of trigger cards, and every card in every hand."""

    passing: Verdict | None  # the player whose go it is passes (None while no window is open)
    trigger_round: Verdict
    plays: tuple[CardPlay, ...]


@frozen_value(slots=True)
class TalentPurchase:
    """One of the active player's talents, paid with experience points or (`counter`) by handing in a counter."""

    talent: TalentData
    counter: str  # '' when paid with points
    verdict: Verdict


@frozen_value(slots=True)
class TalentOffers:
    """The talent shop of the experience step: each talent, with points or each kind of counter held, ruled on."""

    purchases: tuple[TalentPurchase, ...]


def class_card_offers(state: Rb2State, decks: ClassDecks, check: Check) -> ClassCardOffers:
    """Pass, a round of trigger cards, and each card of each hand (a hostile card of the active seat on its own hero)."""
    passing = None
    if decks.window is not None:
        pass_now = PassWindow(state.players[decks.window.seat].player)
        passing = Verdict(pass_now, check(state, pass_now))
    trigger = TriggerRound()
    plays = []
    # The likely plays first, as the "Now:" line has them (`choices._plays_built`): the seat whose go it is, then from
    # the active player's left; a hostile card on its owner's own hero last.
    count = len(decks.seats)
    first = decks.window.seat if decks.window is not None else (state.active + 1) % count
    for seat in sorted(range(count), key=lambda seat: (seat - first) % count):
        cards = decks.seats[seat]
        player = state.players[seat].player
        for card in seat_cards(cards).hand:
            if not card.friendly and seat == state.active:
                # The active player's own hostile card can go only on their own hero, where its text allows: the
                # active hero is theirs, so a second row "on" it, always refused, would offer the same card twice.
                on_self = PlayClassCard(player, card.name, True)
                plays.append(CardPlay(seat, card, True, Verdict(on_self, check(state, on_self))))
                continue
            play = PlayClassCard(player, card.name)
            plays.append(CardPlay(seat, card, False, Verdict(play, check(state, play))))
    return ClassCardOffers(passing, Verdict(trigger, check(state, trigger)),
                           tuple(sorted(plays, key=lambda play: play.own_hero)))


def talent_offers(state: Rb2State, decks: ClassDecks, check: Check) -> TalentOffers:
    """Each of the active player's talents, bought with points and with each kind of counter the hero holds."""
    party = state.hero
    purchases = []
    for talent in decks.seats[state.active].talents:
        for counter in ("", *dict.fromkeys(party.experience)):
            buy = BuyTalent(party.player, talent.name, counter)
            purchases.append(TalentPurchase(talent_data(talent), counter, Verdict(buy, check(state, buy))))
    return TalentOffers(tuple(purchases))


def step_offers(state: Rb2State, decks: ClassDecks, step: Hashable, check: Check) -> ClassCardOffers | TalentOffers | None:
    """The offers of one of the expansion's steps by name; None for a step it has not."""
    if step == CLASS_CARDS:
        return class_card_offers(state, decks, check)
    if step == TALENTS:
        return talent_offers(state, decks, check)
    return None
