"""The endgame of the doom track variant: battle order by level, the final battle, and its tiebreaks."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rules_engine.referee import Referee
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.challenge_track import TrackSlot
from rules_engine.runebound2.steps import Step

if TYPE_CHECKING:
    from rules_engine.runebound2.state import Rb2State

RED_TO_WIN = 3


@dataclass(frozen=True, slots=True)
class FinalBattle:
    """Who fights in which order, who is fighting now, and who has already lost."""

    order: tuple[int, ...]
    current: int = 0
    lost: tuple[int, ...] = ()

    @property
    def fighter(self) -> int:
        """The player whose hero fights now."""
        return self.order[self.current]


def red_count(state: Rb2State, player: int) -> int:
    """Red challenge cards a hero holds."""
    return sum(1 for c in state.players[player].trophies if c.colour == "red" and c.kind == "challenge")


def battle_order(state: Rb2State) -> tuple[int, ...]:
    """Highest level first, then most gold; remaining ties stay in seat order (the table draws lots)."""
    return tuple(sorted(range(len(state.players)),
                        key=lambda i: (-state.players[i].level, -state.players[i].gold, i)))


def start_endgame(state: Rb2State, ref: Referee) -> Rb2State:
    """The eighth doom counter: clear the track's red cards into the red deck and line the heroes up."""
    ref.cite("runebound2.doom.endgame")
    slots = tuple(TrackSlot() if s.card is not None and s.card.colour == "red" else s for s in state.track.slots)
    returned = sum(1 for s in state.track.slots if s.card is not None and s.card.colour == "red")
    order = battle_order(state)
    ties = [i for i in order if any(j != i and (state.players[j].level, state.players[j].gold)
                                    == (state.players[i].level, state.players[i].gold) for j in order)]
    ref.note("the endgame begins: take the events and encounters out of the red deck"
             + (f", shuffle in the {returned} red card(s) from the challenge track" if returned else "")
             + ", and shuffle it")
    ref.note("battle order: " + ", ".join(f"{state.players[i].player} (level {state.players[i].level})" for i in order))
    if ties:
        ref.note("equal level and gold: the table draws lots and may reorder those heroes with the rules waived")
    final = FinalBattle(order)
    from rules_engine.runebound2.state import TurnState

    return replace(state, track=replace(state.track, slots=slots), final=final, combat=None, duel=None,
                   active=final.fighter, step=Step.ADVENTURE, turn=TurnState(drawing="red"))


def red_victory(state: Rb2State, card: AdventureCard, ref: Referee) -> Rb2State:
    """A red challenge beaten in the final battle: keep it; Margath or three red cards win."""
    ref.cite("runebound2.final.battle")
    party = state.hero
    state = state.with_hero(replace(party, gold=party.gold + card.gold, trophies=party.trophies + (card,)))
    if card.margath:
        return replace(state, winner=state.active, result=f"{party.player} slays Margath and wins")
    if red_count(state, state.active) >= RED_TO_WIN:
        return replace(state, winner=state.active, result=f"{party.player} holds three red challenges and wins")
    ref.note(f"{party.player} holds {red_count(state, state.active)} red challenge(s): draw the next red card")
    return state.with_turn(drawing="red")


def red_defeat(state: Rb2State, ref: Referee) -> Rb2State:
    """The fighter loses the final battle: the card goes back into the red deck, the next hero fights."""
    ref.cite("runebound2.final.battle")
    card = state.combat.card
    party = state.hero
    ref.note(f"{party.player} loses the final battle; {card.name} is shuffled back into the red deck "
             "(no gold or experience is lost)")
    state = state.with_hero(replace(party, hero=replace(party.hero, wounds=0, exhaustion=0)))
    final = state.final
    lost = final.lost + (final.fighter,)
    if final.current + 1 < len(final.order):
        final = replace(final, current=final.current + 1, lost=lost)
        from rules_engine.runebound2.state import TurnState

        ref.note(f"{state.players[final.fighter].player} enters the final battle")
        return replace(state, final=final, combat=None, active=final.fighter, turn=TurnState(drawing="red"))
    ref.cite("runebound2.final.all-lose")
    best = max(range(len(state.players)), key=lambda i: (red_count(state, i), state.players[i].level,
                                                           state.players[i].gold, -i))
    key = (red_count(state, best), state.players[best].level, state.players[best].gold)
    tied = [i for i in range(len(state.players))
            if (red_count(state, i), state.players[i].level, state.players[i].gold) == key]
    final = replace(final, lost=lost)
    if len(tied) > 1:
        names = ", ".join(state.players[i].player for i in tied)
        return replace(state, final=final, combat=None, winner=-1,
                       result=f"every hero lost the final battle; {names} tie on red cards, level and gold")
    return replace(state, final=final, combat=None, winner=best,
                   result=f"every hero lost the final battle; {state.players[best].player} wins on "
                          f"red cards, level and gold")
