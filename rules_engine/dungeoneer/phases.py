"""The phases of a Dungeoneer game: the setup steps (some only with a variant), then the turn's phases in order,
and the table of the actions each admits (rules_engine.phase_table).

Refresh (the turn's first phase) changes nothing the table chooses, so the app applies it as the
turn begins and goes straight to the dungeon lord phase.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable
from typing import Protocol

from rules_engine.actions import Action
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.words import term
from rules_engine.messages import Message
from rules_engine.phase_table import Admission, PhaseTable
from rules_engine.requirements import Requirement


class Phase(enum.StrEnum):
    """Where the game stands."""

    TUNNELS = "tunnels"  # setup: a tunnel against each side of the entrance
    QUESTS = "quests"  # setup: two personal quests each and one shared quest, named as dealt
    FIRST_PLAYER = "first-player"  # setup: a die decides who starts
    DEAL = "deal"  # setup with no fog: every location is dealt; whoever holds the entrance starts
    HEROES = "heroes"  # setup with choosing heroes: each player in turn takes a hero
    LAYOUT = "layout"  # setup with no fog: every location laid before the first turn
    DUNGEON_LORD = "dungeon-lord"
    LOCATION = "location"
    DEEDS = "deeds"
    DISCARD_DRAW = "discard-draw"
    OVER = "over"

    @property
    def label(self) -> str:
        """The phase as the board shows it."""
        return _LABELS[self]


_LABELS = {
    Phase.TUNNELS: Message('Setup: tunnels around the entrance'),
    Phase.QUESTS: Message('Setup: deal the quests'),
    Phase.FIRST_PLAYER: Message('Setup: roll for the first player'),
    Phase.DEAL: Message("Setup: deal the locations; the entrance's holder starts"),
    Phase.HEROES: Message('Setup: choose the heroes'),
    Phase.LAYOUT: Message('Setup: lay out the whole dungeon'),
    Phase.DUNGEON_LORD: Message('II. Dungeon lord'),
    Phase.LOCATION: Message('III. Location'),
    Phase.DEEDS: Message('IV. Deeds'),
    Phase.DISCARD_DRAW: Message('V. Discard and draw'),
    Phase.OVER: Message('Game over'),
}

#: The turn's phases after refresh, in order.
TURN_PHASES = (Phase.DUNGEON_LORD, Phase.LOCATION, Phase.DEEDS, Phase.DISCARD_DRAW)


# -- the phase table: which actions each phase admits (rules_engine.phase_table) -------------------------------
# (Rule ids are written out: the rule modules import this one, so it imports none of them; nor the state, which
# imports it too: the table reads only a state's phase.)


class Phased(Protocol):
    """What the table reads of a state: its phase."""

    @property
    def phase(self) -> Phase: ...


#: Actions every phase but the end admits: a battle's, a trap's, a hazard's and a solo draw's steps, cards whose
#: own timing decides (glory, peril, discards), escorts, resurrection, a shared quest named, placing a location.
#: Their own requirements say when each may happen.
_OPEN: tuple[type[Action], ...] = (
    A.PlaceLocation, A.FaceHazard, A.StandUp, A.Respond, A.AttackRolls, A.CounterRolls, A.Challenge, A.SendMonster,
    A.Reward, A.SharedQuest, A.PlayGlory, A.PlayPeril, A.DiscardCard, A.PerilRoll, A.TrapRoll, A.DrawPeril,
    A.EndPerilDraws, A.DrawGlory, A.StartEscort, A.DropEscort, A.TakeEscort, A.EndDiscard, A.Resurrect,
)
_OPEN_ADMISSION = Admission(_OPEN, "dungeoneer.turn.phases")
#: What any phase of a turn admits besides: ending the phase, a card's recorded effect, a shift or transfer.
_TURN = (_OPEN_ADMISSION, Admission((A.NextPhase,), "dungeoneer.turn.phases"),
         Admission((A.CardEffect, A.Transfer), "dungeoneer.companion.card-effect"),
         Admission((A.ShiftLocation,), "dungeoneer.map.shift"))

ADMISSIONS: dict[Hashable, tuple[Admission, ...]] = {
    Phase.TUNNELS: (_OPEN_ADMISSION, Admission((A.PlaceTunnel,), "dungeoneer.setup.entrance")),
    Phase.QUESTS: (_OPEN_ADMISSION, Admission((A.DealQuests,), "dungeoneer.setup.quests")),
    Phase.FIRST_PLAYER: (_OPEN_ADMISSION, Admission((A.RollForFirstPlayer,), "dungeoneer.setup.first-player")),
    Phase.DEAL: (_OPEN_ADMISSION, Admission((A.EntranceDealt,), "dungeoneer.variant.no-fog")),
    Phase.HEROES: (_OPEN_ADMISSION, Admission((A.ChooseHero,), "dungeoneer.variant.choosing-heroes")),
    Phase.LAYOUT: (_OPEN_ADMISSION,),
    Phase.DUNGEON_LORD: _TURN + (Admission((A.PlayMonsters,), "dungeoneer.battle.monster-attack"),),
    Phase.LOCATION: _TURN,
    Phase.DEEDS: _TURN + (Admission((A.Move,), "dungeoneer.deeds.move"), Admission((A.AttackHero,), "dungeoneer.battle.start"),
                          Admission((A.AttemptQuest,), "dungeoneer.deeds.quest-attempt"),
                          Admission((A.Seek,), "dungeoneer.quests.seek")),
    Phase.DISCARD_DRAW: _TURN,
    Phase.OVER: (),
}


def _card_effect_in_turns(state: Phased) -> Requirement:
    """A card's effect (or a transfer it makes) is recorded during the turns, not at setup or after the end."""
    return Requirement.unmet("dungeoneer.companion.card-effect", Message("a card's effect is recorded during the turns"))


#: The refusal of an action outside the phases that admit it, in the words of the rule that places it.
OUTSIDE: dict[type[Action], Callable[[Phased], Requirement]] = {
    A.PlaceTunnel: lambda state: Requirement.unmet("dungeoneer.setup.entrance", Message('the four tunnels are laid at setup only')),
    A.RollForFirstPlayer: lambda state: Requirement.unmet(
        "dungeoneer.variant.no-fog", Message('with no fog nobody rolls: whoever was dealt the entrance card starts (entrance pN)'))
    if state.phase is Phase.DEAL else Requirement.unmet(
        "dungeoneer.setup.first-player", Message('the die for the first player is rolled once the tunnels are down')),
    A.EntranceDealt: lambda state: Requirement.unmet(
        "dungeoneer.variant.no-fog", Message('the entrance is dealt with the other locations at setup, with the no fog variant only')),
    A.DealQuests: lambda state: Requirement.unmet("dungeoneer.setup.quests", Message('personal quests are dealt at setup')),
    A.ChooseHero: lambda state: Requirement.unmet("dungeoneer.variant.choosing-heroes",
                                                  Message('heroes are chosen at setup, with the choosing heroes variant')),
    A.NextPhase: lambda state: Requirement.unmet("dungeoneer.turn.phases", Message('there is no turn phase to end during {label}',
                                                                                  label=term(state.phase.label))),
    A.CardEffect: _card_effect_in_turns,
    A.Transfer: _card_effect_in_turns,
    A.ShiftLocation: lambda state: Requirement.unmet("dungeoneer.map.shift", Message('locations are shifted by cards played during the turns')),
    A.PlayMonsters: lambda state: Requirement.unmet("dungeoneer.battle.monster-attack",
                                                    Message('monsters are played against heroes in the dungeon lord phase')),
    A.Move: lambda state: Requirement.unmet("dungeoneer.deeds.move", Message('heroes move in the deeds phase, not during {label}',
                                                                             label=term(state.phase.label))),
    A.AttackHero: lambda state: Requirement.unmet("dungeoneer.battle.start", Message('a hero starts a battle in its deeds phase')),
    A.AttemptQuest: lambda state: Requirement.unmet("dungeoneer.deeds.quest-attempt", Message('quests are attempted in the deeds phase')),
    A.Seek: lambda state: Requirement.unmet("dungeoneer.quests.seek", Message('a search is made in the deeds phase')),
}


def refusal(state: Phased, kind: type[Action]) -> Requirement | None:
    """Why the phase does not admit this kind of action: the game is over, or the rule that places the action
    (None for an action Dungeoneer does not have)."""
    if state.phase is Phase.OVER:
        return Requirement.unmet("dungeoneer.turn.phases", Message('the game is over'), hard=True)
    make = OUTSIDE.get(kind)
    return make(state) if make is not None else None


def _stage_of(state: Phased) -> Hashable:
    return state.phase


PHASES: PhaseTable[Phased] = PhaseTable(_stage_of, ADMISSIONS, refusal)
