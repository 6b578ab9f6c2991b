"""Which actions each phase or stage of a game admits: one table per game, read by `check` and by `choices`.

A game names the stage a state is in (`stage_of`: a phase of the turn, a setup step, a pending choice,
the end) and lists, stage by stage, the action types that stage admits and the rule each admission rests
on. The engine reads the table twice (`rules_engine.game.Game`): `check` and `apply` refuse an action
whose type the current stage does not admit before the game's own rules are asked, and `choices` keeps
only the admitted types. Finer conditions (whose turn, what is held, what a roll showed) stay with the
game's requirements; the table says only whether this kind of action belongs to this moment at all.

The refusal of a type outside its stages is the game's to word (`refusal(state, action_type)`): the rule
that explains it, as a `Requirement` that is never met (a gate such as "the match is over" or "settle the
pending choice first" for every type; a specific rule such as "defence is rolled in the defensive roll
phase" for one type). For a type the game does not know at all the refusal may be None: the game's own
dispatch answers it. An expansion adds its action types to stages of the base table through
`Expansion.admissions` (`Game.add_expansion` joins them); the base table never names them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Generic, TypeVar

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action
from rules_engine.requirements import Requirement

S = TypeVar("S")

#: The refusal of an action type the state's stage does not admit (None: the table does not judge this type).
Refusal = Callable[[S, type[Action]], Requirement | None]


@frozen_value(slots=True)
class Admission:
    """Action types a stage admits and the rule that admits them there."""

    actions: tuple[type[Action], ...]
    rule: str


#: Stage -> what it admits; the form a game (or an expansion) declares its part of the table in.
Admissions = Mapping[Hashable, tuple[Admission, ...]]

_NOTHING: frozenset[type[Action]] = frozenset()


class PhaseTable(Generic[S]):
    """A game's stages, the action types each admits (with the rule) and the refusal of the others."""

    __slots__ = ("_stage_of", "_stages", "_refusal", "_admitted", "_rules", "_known")

    def __init__(self, stage_of: Callable[[S], Hashable], stages: Admissions, refusal: Refusal[S]) -> None:
        self._stage_of = stage_of
        self._stages: dict[Hashable, tuple[Admission, ...]] = dict(stages)
        self._refusal = refusal
        self._admitted = {stage: frozenset(kind for admission in admissions for kind in admission.actions)
                          for stage, admissions in self._stages.items()}
        self._rules = {(stage, kind): admission.rule for stage, admissions in self._stages.items()
                       for admission in admissions for kind in admission.actions}
        self._known = frozenset(kind for kinds in self._admitted.values() for kind in kinds)

    # -- reading the table ---------------------------------------------------------------------

    @property
    def stages(self) -> tuple[Hashable, ...]:
        """Every stage the table lists, in the order declared."""
        return tuple(self._stages)

    @property
    def actions(self) -> frozenset[type[Action]]:
        """Every action type some stage admits."""
        return self._known

    def stage(self, state: S) -> Hashable:
        """The stage `state` is in."""
        return self._stage_of(state)

    def admitted_in(self, stage: Hashable) -> frozenset[type[Action]]:
        """The action types this stage admits (none for a stage the table does not list)."""
        return self._admitted.get(stage, _NOTHING)

    def admitted(self, state: S) -> frozenset[type[Action]]:
        """The action types the stage of `state` admits."""
        return self.admitted_in(self._stage_of(state))

    def admits(self, state: S, action_type: type[Action]) -> bool:
        """Whether the stage of `state` admits actions of this type."""
        return action_type in self.admitted(state)

    def rule(self, stage: Hashable, action_type: type[Action]) -> str | None:
        """The rule that admits this type in this stage (None where the stage does not admit it)."""
        return self._rules.get((stage, action_type))

    def stages_admitting(self, action_type: type[Action]) -> tuple[Hashable, ...]:
        """The stages that admit this type, in the table's order."""
        return tuple(stage for stage, kinds in self._admitted.items() if action_type in kinds)

    def requirement(self, state: S, action_type: type[Action]) -> Requirement | None:
        """None when the stage of `state` admits this type (or the table does not judge it), else the refusal."""
        if action_type in self._admitted.get(self._stage_of(state), _NOTHING):  # `admitted`, read once per ruling
            return None
        return self._refusal(state, action_type)

    # -- an expansion's part ---------------------------------------------------------------------

    def joined(self, admissions: Admissions) -> PhaseTable[S]:
        """This table with an expansion's admissions added to the stages they name (every one must be listed)."""
        unknown = [stage for stage in admissions if stage not in self._stages]
        if unknown:
            raise ValueError(f"no stage {unknown!r} in this table")
        stages = {stage: self._stages[stage] + tuple(admissions.get(stage, ())) for stage in self._stages}
        return PhaseTable(self._stage_of, stages, self._refusal)

