"""The shape every game package follows: setup, check, apply, decisions and choices, a view, commands.

A game is a subclass of `Game` registered in `rules_engine.games`. Its state is an immutable
value. `resolve(state, action, ref)` is the one place a game writes its rules: it returns the
new state and a one-line message, asking the `Referee` to enforce each requirement. From it the
base class derives `check` ("may I?", never raises for a refusal) and `apply` ("do it").
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import field
from copy import copy
from typing import Any, ClassVar, Generic, Self, TypeVar

from rules_engine.frozen_values import frozen_value
from rules_engine.standings import Standings
from rules_engine.actions import Action
# DiceRequest and CardRequest live in rules_engine.chance; they are named here too because every
# game's commands return them from `parse_command`.
from rules_engine.chance import CardRequest as CardRequest, ChanceRequest as ChanceRequest, DiceRequest as DiceRequest, OutcomeUnseen
from rules_engine.chance import ruled_before_chance
from rules_engine.decisions import Choice, Decision, DecisionKind
from rules_engine.expansions import Expansion, register_slice_type, slice_of, with_slice
from rules_engine.errors import CommandError, ReplayError, RuleViolation
from rules_engine.grammar import Grammar
from rules_engine.messages import Message, as_message
from rules_engine.phase_table import PhaseTable
from rules_engine.recorded_roll import RecordedRoll
from rules_engine.referee import Referee
from rules_engine.standing_rules import NO_STANDING_RULES, StandingRules, game_has_rule, standing_rules_in
from rules_engine.citations import Citation, cite
# CommandHelp lives in rules_engine.command_help (the grammar renders it); named here for every game.
from rules_engine.command_help import CommandHelp as CommandHelp
from rules_engine.ruling import Ruling
from rules_engine.verdicts import BeforeChance

S = TypeVar("S")


class SetupError(CommandError):
    """A game setup that cannot be played (too many players, an unknown hero, a bad option)."""


def setup_refusal(rule_id: str, message: str) -> SetupError:
    """A setup refused by a rule of the book: the message, then the rule's citation (book, heading, page)."""
    return SetupError(Message("{message} (see {reference})", message=as_message(message),
                              reference=Citation.of(rule_id).reference()))


@frozen_value(slots=True)
class OptionSpec:
    """One setup option a wizard asks for: a choice, a number, a yes/no or a text."""

    name: str
    label: str
    kind: str  # "choice" | "int" | "bool" | "text"
    default: Any
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    #: What an empty text field shows in grey, saying what to type in it (a msgid, translated by the screen).
    example: str = ""
    #: A seat number: kept counted from 0 (as the setup stores seats), shown to the table from 1 ("Player 1").
    seat: bool = False

    def validate(self, value: Any) -> Any:
        """The value if it fits this option, else SetupError naming the option."""
        if self.kind == "choice":
            if value not in self.choices:
                raise SetupError(Message("{option}: choose one of {choices}, not {value}", option=as_message(self.label),
                                         choices=", ".join(self.choices), value=repr(value)))
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise SetupError(Message("{option}: a whole number is needed, not {value}", option=as_message(self.label),
                                         value=repr(value)))
            if self.minimum is not None and value < self.minimum or self.maximum is not None and value > self.maximum:
                raise SetupError(Message("{option}: must be between {low} and {high}, not {value}",
                                         option=as_message(self.label), low=self.minimum, high=self.maximum, value=value))
        elif self.kind == "bool":
            if not isinstance(value, bool):
                raise SetupError(Message("{option}: yes or no, not {value}", option=as_message(self.label), value=repr(value)))
        elif self.kind == "text":
            if not isinstance(value, str):
                raise SetupError(Message("{option}: text is needed, not {value}", option=as_message(self.label), value=repr(value)))
        return value


@frozen_value(slots=True)
class PlayerSetup:
    """A seat at the table: the player's name and, where the game has them, a hero id."""

    name: str
    hero: str | None = None


@frozen_value
class GameSetup:
    """Everything a game needs to start: seats, option values and catalogue data it will use.

    `catalogue` holds the hero and card data chosen at setup, copied into the session so a
    later catalogue edit cannot change how a saved game replays.
    """

    players: tuple[PlayerSetup, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    catalogue: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form for the session store."""
        return {
            "players": [{"name": p.name, "hero": p.hero} for p in self.players],
            "options": dict(self.options),
            "catalogue": dict(self.catalogue),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameSetup:
        """Rebuild a setup stored by `to_json`; SetupError if it is malformed."""
        try:
            players = tuple(PlayerSetup(str(p["name"]), p.get("hero")) for p in data["players"])
            return cls(players, dict(data.get("options", {})), dict(data.get("catalogue", {})))
        except (KeyError, TypeError, AttributeError) as error:
            raise SetupError(Message("a saved setup is malformed ({error})", error=str(error))) from None


@frozen_value(slots=True)
class Outcome(Generic[S]):
    """The result of applying an action: the new state and the ruling to show."""

    state: S
    ruling: Ruling


@frozen_value(slots=True)
class PlayerView:
    """What the players panel shows for one seat."""

    name: str
    active: bool
    stats: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()


@frozen_value(slots=True)
class GameView:
    """A screen-ready summary of a state: turn, phase, seats, what is allowed now, the result."""

    turn: str
    phase: str
    players: tuple[PlayerView, ...]
    allowed_now: tuple[str, ...] = ()
    finished: bool = False
    result: str = ""
    sections: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: The game's own typed view data (a frozen dataclass from `rules_engine/<game>/board.py`):
    #: what a screen draws a map, a track or a pool from, and what `companion play` prints as
    #: JSON. Plain values only (no actions, no callables), so `to_jsonable` can encode it.
    data: Any = None


def _same(ruled: Action, action: Action) -> bool:
    """Whether `action` is the action ruled before: the same object, or an equal one of the same type.

    Dice not rolled yet are equal to nothing (comparing them reads their faces, which raises `OutcomeUnseen`): an
    action holding them is the action ruled before only when it is that very object."""
    if ruled is action:
        return True
    if type(ruled) is not type(action):
        return False
    try:
        return bool(ruled == action)
    except OutcomeUnseen:
        return False


def _not_held(state: Any, own: tuple[Choice, ...], in_play: tuple[Expansion[Any, Any], ...]) -> tuple[Choice, ...]:
    """The base game's choices that no expansion in play holds back now. Whether one does depends on the state and the
    action type only (`Expansion.holds`), so it is asked once per type, not once per choice."""
    held: dict[type[Action], bool] = {}
    kept = []
    for choice in own:
        kind = choice.action
        holds = held.get(kind)
        if holds is None:
            holds = held[kind] = any(expansion.holds(state, kind) for expansion in in_play)
        if not holds:
            kept.append(choice)
    return tuple(kept)


#: The catalogue context of a setup option's choices: the new-session wizard shows a choice by its words under it, and
#: an engine sentence that names a choice (Dice Throne's mode) says it the same way.
SETUP_CHOICE = "setup choice"


class Game(ABC, Generic[S]):
    """Base of every game. Subclasses set the class attributes and implement `setup` and `resolve`."""

    id: ClassVar[str]
    title: ClassVar[str]
    books: ClassVar[tuple[str, ...]] = ()
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 6
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    uses_heroes: ClassVar[bool] = False
    #: Expansions a setup may choose (see `rules_engine.expansions`); an expansion in its own package
    #: joins through `add_expansion`, so the base game never imports it.
    expansions: tuple[Expansion[Any, Any], ...] = ()
    #: The game's typed commands declared once (see `rules_engine.grammar`); when set, the base
    #: `commands`, `parse_command`, `complete_command` and `format_command` use it (with its expansions').
    grammar: Grammar | None = None
    #: The last state `choices` was asked about and its choices (see `choices`).
    _last_choices: tuple[Any, tuple[Choice, ...]] | None = None
    #: The last state and step `offers` was asked about, and its offers (see `offers`).
    _last_offers: tuple[Any, Hashable, Any] | None = None
    #: The last action ruled (`apply` or `check`) and its ruling (see `apply`): the state, the action, override,
    #: the standing rules, then the outcome when allowed or the refused ruling.
    _last_ruled: tuple[Any, Action, bool, StandingRules, Outcome[Any] | Ruling] | None = None
    #: The table's standing rules this game object rules under (see `under`); none for the registered game.
    standing: StandingRules = NO_STANDING_RULES
    #: Which actions each phase or stage admits (see `rules_engine.phase_table`): `check` and `apply` refuse an
    #: action its stage does not admit before `resolve` is asked, and `choices` offers only admitted ones.
    phases: PhaseTable[Any] | None = None

    # -- to implement -------------------------------------------------------------------------

    @abstractmethod
    def setup(self, setup: GameSetup) -> S:
        """The initial state for a validated setup."""

    @abstractmethod
    def resolve(self, state: S, action: Action, ref: Referee) -> tuple[S, str]:
        """Apply `action` to `state` under the rules, asking `ref` to enforce each requirement.

        Returns the new state and a one-line summary of what happened. Must not mutate `state`.
        """

    def view(self, state: S) -> GameView:
        """A screen-ready summary of the state."""
        return GameView(turn="", phase="", players=())

    def standings(self, state: S) -> Standings:
        """The heroes and winners that play statistics count (a game that does not say records no winner)."""
        view = self.view(state)
        return Standings(tuple(None for _ in view.players), finished=view.finished, decided=False)

    def commands(self, state: S) -> tuple[CommandHelp, ...]:
        """The commands the table may type now."""
        return self.grammar.help(state) if self.grammar is not None else ()

    def parse_command(self, state: S, text: str) -> Action | ChanceRequest:
        """Turn a typed command into an action (or a request for dice or a card); CommandError if not understood."""
        if self.grammar is not None:
            parsed: Action | ChanceRequest = self.grammar.parse(state, text)
            return parsed
        raise CommandError(Message("{game} takes no typed commands yet", game=self.title))

    def complete_command(self, state: S, text: str) -> tuple[str, ...]:
        """Candidates for the word being typed at the end of `text` (verbs, then what the command expects)."""
        return self.grammar.complete(state, text) if self.grammar is not None else ()

    def format_command(self, action: Action, state: S | None = None) -> str | None:
        """The typed command that makes `action` (without its roll or draw); None when the game has none. With the
        `state` it is made in, a game whose commands name things by where they are now (Dungeoneer: a location by a
        side of another) writes those too."""
        return self.grammar.format(action) if self.grammar is not None else None

    def own_decision(self, state: S) -> Decision:
        """Who must act now in the base game and what kind of decision it waits for."""
        if self.view(state).finished:
            return Decision(DecisionKind.OVER, None, "the game is over")
        return Decision(DecisionKind.ACTION, None, "the table acts")

    def own_choices(self, state: S) -> tuple[Choice, ...]:
        """What the base game's rules allow now (see `rules_engine.decisions`)."""
        return ()

    def own_offers(self, state: S, step: Hashable) -> Any:
        """The candidates of one of the base game's steps (`offers`), each with its verdict; None for a step it has not."""
        return None

    # -- the extension point of expansions ----------------------------------------------------

    def add_expansion(self, expansion: Expansion[Any, Any]) -> None:
        """Let an expansion join this game: a setup may choose it, its commands join the grammar and a
        stored state's slice of it decodes. Called by the expansion's own package (see `rules_engine.expansions`)."""
        if any(known is expansion for known in self.expansions):
            return
        if any(known.id == expansion.id for known in self.expansions):
            raise ValueError(f"{self.id} already has an expansion {expansion.id!r}")
        if expansion.commands and self.grammar is None:
            raise ValueError(f"{self.id} has no grammar for the commands of {expansion.id!r}")
        admissions = expansion.admissions(self.phases) if self.phases is not None else {}
        register_slice_type(expansion.id, expansion.slice_type)
        self.expansions = self.expansions + (expansion,)
        self._last_choices = self._last_offers = self._last_ruled = None  # worked out without it: never handed on
        if self.phases is not None and admissions:
            self.phases = self.phases.joined(admissions)
        if self.grammar is not None and expansion.commands:
            self.grammar = self.grammar.with_commands(expansion.commands)

    # -- derived ------------------------------------------------------------------------------

    def decision(self, state: S) -> Decision:
        """Who must act now: an expansion's open timing window first, else the base game's decision."""
        for expansion in self.in_play(state):
            window = expansion.decision(state)
            if window is not None:
                return window
        return self.own_decision(state)

    def choices(self, state: S) -> tuple[Choice, ...]:
        """Everything the engine has checked as allowed now: the base game's and its expansions' choices, of the
        action types the phase table admits now. An expansion's choices answer the decision (`Choice.answers`)
        only while its own decision is open; the base game marks its own.

        Worked out once per state object: one refresh asks for the same state's choices more than once (the view's
        "what now", the screen's buttons), and a state is a frozen value."""
        last = self._last_choices
        if last is not None and last[0] is state:
            return last[1]
        found = self._work_out_choices(state)
        self._last_choices = (state, found)
        return found

    def _work_out_choices(self, state: S) -> tuple[Choice, ...]:
        in_play = self.in_play(state)
        extra: tuple[Choice, ...] = ()
        for expansion in in_play:
            found = expansion.choices(state)
            extra += found if expansion.decision(state) is not None else tuple(c.aside() for c in found)
        own = self.own_choices(state)
        if in_play:
            own = _not_held(state, own, in_play)
        if self.phases is None:
            return own + extra
        admitted = self.phases.admitted(state)
        return tuple([choice for choice in own + extra if choice.action in admitted])

    def offers(self, state: S, step: Hashable) -> Any:
        """Everything one step of the game could do now (a market, a shop, a round of cards), each candidate with the
        engine's verdict on it (`check`: allowed, or refused with its reason and rule), as the game's typed value; None
        when neither the game nor an expansion in play has such a step. `step` is the game's name for the step (a
        string, or a typed key such as a cell to place a card in). A dialog that lists refusals beside what is allowed
        renders it (`Game.choices` holds only what is allowed).

        Worked out only when asked (a dialog opens), never on a move, and once per state object and step."""
        last = self._last_offers
        if last is not None and last[0] is state and last[1] == step:
            return last[2]
        found: Any = None
        if isinstance(step, BeforeChance):  # every game's: "may I?" on a roll or a draw before it is made
            found = ruled_before_chance(lambda action: self.check(state, action), step.request)
        else:
            for expansion in self.in_play(state):
                found = expansion.offers(state, step, self.check)
                if found is not None:
                    break
            if found is None:
                found = self.own_offers(state, step)
        self._last_offers = (state, step, found)
        return found

    def in_play(self, state: S) -> tuple[Expansion[Any, Any], ...]:
        """The expansions this game was set up with."""
        return tuple(e for e in self.expansions if slice_of(state, e.id) is not None)

    def setup_options(self, *, wizard: bool = False) -> tuple[OptionSpec, ...]:
        """Every option a setup may set: the game's own, then one yes/no per expansion.

        With `wizard`, only the options the new-session wizard can set up (see `Expansion.in_wizard`).
        """
        toggles = tuple(OptionSpec(e.option, Message("Expansion: {title}", title=e.title), "bool", False,
                                   help=Message("play with the {title} expansion", title=e.title)) for e in self.expansions
                        if e.in_wizard or not wizard)
        return self.options + toggles

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """The fewest and most players a setup with these options seats: the game's own range, unless an option
        narrows it (a mode, a solo option). Read from options not yet checked: a value the game does not know reads
        as the game's range, and `validate_setup` names what is wrong with it."""
        return self.min_players, self.max_players

    def validate_setup(self, setup: GameSetup) -> GameSetup:
        """Check seats and options; fill option defaults. Raises SetupError with a clear message."""
        count = len(setup.players)
        if not self.min_players <= count <= self.max_players:
            raise SetupError(Message("{game} is played by {low} to {high} players, not {count}", game=self.title,
                                     low=self.min_players, high=self.max_players, count=count))
        names = [p.name.strip() for p in setup.players]
        if any(not n for n in names):
            raise SetupError(Message("every player needs a name"))
        if len({n.casefold() for n in names}) != len(names):
            raise SetupError(Message("two players have the same name"))
        known = {o.name: o for o in self.setup_options()}
        unknown = set(setup.options) - set(known)
        if unknown:
            raise SetupError(Message("{game} has no option {options}", game=self.title, options=", ".join(sorted(unknown))))
        options = {name: spec.validate(setup.options.get(name, spec.default)) for name, spec in known.items()}
        return GameSetup(setup.players, options, setup.catalogue)

    def new_game(self, setup: GameSetup) -> S:
        """Validate the setup and return the initial state, with a slice for each expansion chosen."""
        setup = self.validate_setup(setup)
        state = self.setup(setup)
        for expansion in self.expansions:
            if expansion.enabled(setup.options):
                state = with_slice(state, expansion.id, expansion.setup(len(setup.players), setup.options))
        for expansion in self.in_play(state):
            state = expansion.start(state, setup.catalogue, lambda s, a: self.apply(s, a).state)
        return state

    def under(self, standing: StandingRules) -> Self:
        """This game ruling under a table's standing rules (`rules_engine.standing_rules`): every `apply` and `check`
        that names none, so every choice, button and view a game works out through them, and every replay, sets
        aside the rules they name, by name. A session plays its game under its setup's set; the registered game
        itself never changes (the bound one is a copy; `under` the same rules gives this very object)."""
        if standing == self.standing:
            return self
        bound = copy(self)
        bound.standing = standing
        bound._last_choices = bound._last_offers = bound._last_ruled = None  # worked out under other rules: never handed on
        return bound

    def apply(self, state: S, action: Action, *, override: bool = False,
              standing: StandingRules | None = None) -> Outcome[S]:
        """Apply an action; raises RuleViolation (with its cited ruling) when the rules forbid it.

        With `override=True` the table applies it as a house rule: rules the action breaks are
        recorded as waived in the ruling, except requirements that can never be lifted. `standing`
        holds the table's standing rules (this game's own, `under`, when None): the rules they name are set
        aside every time, by name.
        """
        if isinstance(action, RecordedRoll):
            # Every roll is recorded, even one no rule asked for; it changes no game state.
            return Outcome(state, Ruling(True, Message("Rolled for {purpose}: {roll}", purpose=as_message(action.purpose),
                                                       roll=action.roll.describe())))
        standing = self.standing if standing is None else standing
        last = self._last_ruled
        if last is not None and last[0] is state and last[2] == override and _same(last[1], action) \
                and (last[3] is standing or last[3] == standing):
            # The same action on the same (immutable) state under the same rules: the table checks an action and then
            # applies it, and a pure `resolve` rules the same way twice, so the first ruling is the answer.
            ruled = last[4]
            if isinstance(ruled, Outcome):
                return ruled
            raise RuleViolation(ruled)
        try:
            outcome = self._ruled(state, action, override, standing)
        except RuleViolation as violation:
            self._last_ruled = (state, action, override, standing, violation.ruling)
            raise
        self._last_ruled = (state, action, override, standing, outcome)
        return outcome

    def _ruled(self, state: S, action: Action, override: bool, standing: StandingRules) -> Outcome[S]:
        """`apply` itself, every time: resolve the action under a new referee and build its ruling."""
        ref = Referee(override=override, standing=standing)
        try:
            new_state, message = self._resolve_in_play(state, action, ref)
        except (RuleViolation, CommandError):
            raise
        except OutcomeUnseen as unseen:
            # Asked before the roll: what was ruled before the dice were read, handed on (never a made-up roll).
            unseen.so_far = ref.ruling(Message("what happens depends on the roll"))
            raise
        except Exception:
            if not ref.waived:
                raise  # a bug in the game module, not a consequence of a house rule
            # The waived rule was one the game cannot go on without: no house rule can lift it.
            rule_id, reason = ref.waived[0]
            raise RuleViolation(
                Ruling(False, Message("{reason}; the game cannot go on without this rule",
                                      reason=reason), cite(rule_id))
            ) from None
        return Outcome(new_state, ref.ruling(message))

    def _resolve_in_play(self, state: S, action: Action, ref: Referee) -> tuple[S, str]:
        """An expansion's own action goes to it; a base action to `resolve`, then every expansion follows it. Either
        is refused first when the phase table says its stage does not admit it."""
        for expansion in self.expansions:
            if type(action) in expansion.actions:
                ref.require(slice_of(state, expansion.id) is not None, expansion.rule_id,
                            Message("{expansion} is not part of this game", expansion=as_message(expansion.title)), hard=True)
                self._admitted(state, action, ref)
                return expansion.resolve(state, action, ref)
        in_play = self.in_play(state) if self.expansions else ()
        for expansion in in_play:
            action = expansion.before(state, action, ref)
        self._admitted(state, action, ref)
        after, message = self.resolve(state, action, ref)
        for expansion in in_play:
            after = expansion.follow(state, after, action, ref)
        return after, message

    def _admitted(self, state: S, action: Action, ref: Referee) -> None:
        """Refuse (through `ref`, so a house rule may set it aside) an action whose stage the table says does not admit it."""
        if self.phases is not None:
            requirement = self.phases.requirement(state, type(action))
            if requirement is not None:
                ref.enforce((requirement,))

    def check(self, state: S, action: Action, *, standing: StandingRules | None = None) -> Ruling:
        """Whether the action is allowed now (under the table's standing rules), with the ruling; never changes anything."""
        try:
            return self.apply(state, action, standing=standing).ruling
        except RuleViolation as violation:
            return violation.ruling

    def standing_rules(self, setup: GameSetup) -> StandingRules:
        """The table's standing rules a setup carries (rules_engine.standing_rules); StandingRuleError if malformed."""
        return standing_rules_in(setup.catalogue, lambda rule_id: game_has_rule(self.id, rule_id))

    def replay(self, setup: GameSetup, entries: Iterable[tuple[Action, bool]]) -> S:
        """Rebuild a state from a setup and (action, overridden) pairs; ReplayError if one no longer applies."""
        state = self.new_game(setup)
        standing = self.standing_rules(setup)
        for index, (act, overridden) in enumerate(entries, start=1):
            try:
                state = self.apply(state, act, override=overridden, standing=standing).state
            except RuleViolation as violation:
                raise ReplayError(Message("action {index} ({kind}) no longer applies: {reason}", index=index, kind=act.KIND,
                                          reason=violation.ruling.message)) from None
        return state
