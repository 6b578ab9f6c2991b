"""The Runebound 2nd edition game: setup, the referee's dispatch, the step order, views and commands."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any

from rules_engine.standings import Standings
from rules_engine.actions import Action
from rules_engine.decisions import Choice, Decision
from rules_engine.game import Game, GameSetup, GameView, OptionSpec, SetupError
from rules_engine.games import register_game
from rules_engine.referee import Referee
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2 import (
    activation,
    adventure_step,
    combat,
    duels,
    effects,
    experience,
    final_battle,
    fleeing,
    keeping,
    knockout,
    market,
    movement,
    road_hazards,
    skill_checks,
)
from rules_engine.runebound2.catalogue_gaps import describe_die, set_hero_values
from rules_engine.runebound2.choices import choices as allowed_choices
from rules_engine.runebound2.decision import decision as waiting_for
from rules_engine.runebound2.commands import GRAMMAR, first_verbs, try_hint
from rules_engine.runebound2.doom_track import FIRST_CARD, DoomCard, DoomTrack
from rules_engine.runebound2.fights import FightPhase
from rules_engine.runebound2.heroes import hero_from_catalogue
from rules_engine.runebound2.offers import ExperienceOffers, MarketOffers, step_offers
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import Hex
from rules_engine.runebound2.turn import Pending, TurnState
from rules_engine.runebound2.phases import PHASES
from rules_engine.runebound2.turn_gates import adventure_here, next_step_open
from rules_engine.runebound2.variants import AllyLimit, GameLength, ItemLimit, Options
from rules_engine.runebound2.board import board
from rules_engine.runebound2.view_text import text_view
from rules_engine.runebound2.what_now import moment_choices, typed_hints
from rules_engine.runebound2.warding import land
from rules_engine.values import replace
from rules_engine.messages import Message, N_

GAME_ID = "runebound2"
START_CITY = "Tamalir"
#: The rules `Runebound2.setup` carries out (no ruling is shown at setup, so they are named here).
SETUP_RULES = ("runebound2.setup.start", "runebound2.setup.tamalir", "runebound2.doom.setup")

OPTIONS = (
    OptionSpec("doom_track", N_("Doom track variant"), "bool", False,
               help=N_("Discarded adventure cards fill the doom track; eight doom counters start the endgame.")),
    OptionSpec("road_hazards", N_("Road hazards variant"), "bool", False,
               help=N_("Ending on an empty hex calls for an encounter roll of two terrain dice.")),
    OptionSpec("soft_knockout", N_("Softer knock-out"), "bool", False,
               help=N_("A knocked-out hero keeps items and allies.")),
    OptionSpec("item_limit", N_("Item limit"), "choice", ItemLimit.STANDARD.value, choices=tuple(v.value for v in ItemLimit),
               help=N_("Two weapons and one armour, or one item of each class and type.")),
    OptionSpec("allies", N_("Ally limit"), "choice", AllyLimit.TWO.value, choices=tuple(v.value for v in AllyLimit),
               help=N_("Two allies, or any number paying 1 gold upkeep each market step.")),
    OptionSpec("game_length", N_("Game length"), "choice", GameLength.STANDARD.value,
               choices=tuple(v.value for v in GameLength),
               help=N_("Experience counter prices: standard 5/4/3, quick 4/3/2, long 6/5/4.")),
    OptionSpec("battle_trophies", N_("Battle trophies"), "bool", False,
               help=N_("A duel's loser keeps other cards and gold; the winner keeps the fight's wounds.")),
    OptionSpec("starting_gold", N_("Starting gold"), "int", 3, minimum=0, maximum=50,
               help=N_("Gold each player starts with (the book gives 3).")),
)


def options_of(values: Mapping[str, Any]) -> Options:
    """The variants a validated setup chose, its choices read as their enums."""
    return Options(
        doom_track=values["doom_track"], road_hazards=values["road_hazards"], soft_knockout=values["soft_knockout"],
        item_limit=ItemLimit(values["item_limit"]), allies=AllyLimit(values["allies"]),
        game_length=GameLength(values["game_length"]), battle_trophies=values["battle_trophies"],
        starting_gold=values["starting_gold"],
    )


class Runebound2(Game[Rb2State]):
    """Runebound, 2nd edition: the companion keeps the tracks, the party sheets and referees each step."""

    id = GAME_ID
    title = N_("Runebound (2nd edition)")
    books = ("runebound2",)
    min_players = 1
    max_players = 6
    options = OPTIONS
    uses_heroes = True
    grammar = GRAMMAR  # typed commands, help (what fits now first), completion, formatting
    phases = PHASES  # which actions each moment admits (phases.py)
    # The Class Decks expansion joins from its own package (class_decks/expansion.py, named in plugin.py).

    def __init__(self) -> None:
        # Help's verbs that fit now and the unknown-verb error's "try:" come from this game's own "what now", so an
        # expansion in play (its commands join the grammar in `add_expansion`, keeping these hooks) is in them too.
        self.grammar = GRAMMAR.with_hooks(first=self._first_verbs, hint=self._try_hint)
        #: The state `what_now` last worked out, the expansions and grammar it was worked out with, and its short
        #: commands (compared by identity: states are frozen; an expansion joining replaces both).
        self._what_now_last: tuple[Rb2State, object, object, tuple[str, ...]] | None = None

    def _first_verbs(self, state: Rb2State) -> tuple[str, ...]:
        return first_verbs(self.what_now(state))

    def _try_hint(self, state: Rb2State) -> str:
        return try_hint(self.what_now(state))

    # -- setup ----------------------------------------------------------------------------------

    def setup(self, setup: GameSetup) -> Rb2State:
        """Heroes from the catalogue copy, gold, the six markers home, the doom track's first card."""
        opts = options_of(setup.options)
        heroes = setup.catalogue.get("heroes", {}) or {}
        players = []
        for seat in setup.players:
            if not seat.hero:
                raise SetupError(Message("{player} needs a hero", player=seat.name))
            data = heroes.get(seat.hero)
            if data is None:
                raise SetupError(Message("hero {hero!r} is not in this session's catalogue", hero=seat.hero))
            party = hero_from_catalogue(seat.name, seat.hero, data, opts.starting_gold)
            players.append(replace(party, position=Hex(START_CITY, city=START_CITY)))
        if len({p.hero_id for p in players}) != len(players):
            raise SetupError(Message("each player needs a different hero"))
        dice = setup.catalogue.get("terrain_dice") or {}
        faces = tuple(tuple(f) for f in dice.get("faces", ())) if isinstance(dice, dict) else ()
        doom = DoomTrack((DoomCard(FIRST_CARD, "green"),)) if opts.doom_track else None
        return Rb2State(players=tuple(players), options=opts, step=Step.MOVEMENT, doom=doom, terrain_faces=faces)

    # -- the referee ------------------------------------------------------------------------------

    def resolve(self, state: Rb2State, act: Action, ref: Referee) -> tuple[Rb2State, str]:
        """Check and apply one action (its moment admits it: the engine read the phase table)."""
        # The moment admits the action (the game runs, no hero values or pending choice wait first): the phase
        # table (phases.py) says so, and the engine enforced it.
        handler = _HANDLERS.get(type(act))
        if handler is None:
            ref.refuse("runebound2.companion.commands", Message('Runebound has no action {KIND}', KIND=act.KIND), hard=True)
        if state.turn.wardable and not isinstance(act, A.Activate):
            # A ward works only as the wounds are dealt: any other action lets the moment pass.
            state = state.with_turn(wardable=0)
        return handler(self, state, act, ref)

    # -- decisions and choices --------------------------------------------------------------------

    def own_decision(self, state: Rb2State) -> Decision:
        """Who must act now and what kind of decision the game waits for."""
        return waiting_for(state)

    def own_choices(self, state: Rb2State) -> tuple[Choice, ...]:
        """Every action allowed now, with the values each field may take (the decision's answers first)."""
        return allowed_choices(state)

    def own_offers(self, state: Rb2State, step: Hashable) -> MarketOffers | ExperienceOffers | None:
        """The market step's or the experience step's candidates, each with the verdict `check` gives now."""
        return step_offers(state, step, self.check)

    # -- views and commands -----------------------------------------------------------------------

    def standings(self, state: Rb2State) -> Standings:
        """Each seat's hero; the hero whose runes, Margath's fall or the final battle won the game."""
        # A final battle every hero lost and that red cards, level and gold cannot split ends with winner -1.
        winners = (state.winner,) if state.winner is not None and state.winner >= 0 else ()
        return Standings(tuple(party.hero.name for party in state.players), finished=state.winner is not None,
                         winners=winners)

    def view(self, state: Rb2State) -> GameView:
        """The text view of the typed board, with what may be done now, and what each expansion in play adds
        (Class Decks: threat and class cards)."""
        view = text_view(board(state), self.what_now(state))
        for expansion in self.in_play(state):
            view = expansion.amend_view(state, view)
        return view

    def what_now(self, state: Rb2State) -> tuple[str, ...]:
        """The moment's checked choices as short commands: the base game's (less what an expansion holds back
        now, as `choices` leaves out), then each expansion's.

        Worked out once per state object: a new state's view (its `allowed_now`) and its help (the verbs that fit
        now first, `_first_verbs`) both ask for it, and a state never changes (tests/runebound2/test_one_refresh.py)."""
        last = self._what_now_last
        if last is not None and last[0] is state and last[1] is self.expansions and last[2] is self.grammar:
            return last[3]
        shown = self._work_out_what_now(state)
        self._what_now_last = (state, self.expansions, self.grammar, shown)
        return shown

    def _work_out_what_now(self, state: Rb2State) -> tuple[str, ...]:
        in_play = self.in_play(state)
        shown = moment_choices(state)
        if in_play:
            shown = tuple(c for c in shown if not any(e.holds(state, c.action) for e in in_play))
            added = tuple(choice for expansion in in_play for choice in expansion.choices(state))
            leading = {action for expansion in in_play for action in expansion.leads(state)}
            shown = (tuple(c for c in added if c.action in leading) + shown
                     + tuple(c for c in added if c.action not in leading))
        return typed_hints(state, shown, self.grammar or GRAMMAR)


# -- step order ------------------------------------------------------------------------------------


def next_step(game: Runebound2, state: Rb2State, act: A.NextStep, ref: Referee) -> tuple[Rb2State, str]:
    """Finish the current step: go to the next step that can happen, or pass the turn."""
    ref.enforce(next_step_open(state))
    if state.turn.ended:
        return _pass_turn(state, ref)
    ref.cite("runebound2.turn.steps")
    here = state.hero.position
    if state.step == Step.MOVEMENT:
        if adventure_here(state):
            return replace(state, step=Step.ADVENTURE), Message('adventure step')
        ref.cite("runebound2.movement.nothing-here")
        if here is not None and here.is_city:
            return _enter_market(state, ref), Message('no adventure here: market step')
        return replace(state, step=Step.EXPERIENCE), Message('nothing here: adventure and market are skipped; experience step')
    if state.step == Step.ADVENTURE:
        if here is not None and here.is_city:
            return _enter_market(state, ref), Message('market step')
        ref.cite("runebound2.market.city-only")
        return replace(state, step=Step.EXPERIENCE), Message('no city here: experience step')
    if state.step == Step.MARKET:
        return replace(state, step=Step.EXPERIENCE), Message('experience step')
    return _pass_turn(state, ref)


def _enter_market(state: Rb2State, ref: Referee) -> Rb2State:
    """The market step begins; with unlimited allies the upkeep comes first, before the market card."""
    upkeep = state.options.allies == AllyLimit.UNLIMITED_UPKEEP and bool(state.hero.allies)
    if upkeep:
        ref.cite("runebound2.variant.ally-upkeep")
        ref.note(Message("upkeep first: pay 1 gold for each ally the party leads ({count}) or dismiss some ('upkeep')",
                         count=len(state.hero.allies)))
    return replace(state, step=Step.MARKET).with_turn(upkeep_due=upkeep)


def _pass_turn(state: Rb2State, ref: Referee) -> tuple[Rb2State, str]:
    """The turn passes to the next player, whose refresh step turns their cards face up."""
    ref.cite("runebound2.turn.order")
    done = state.hero.player
    nxt = (state.active + 1) % len(state.players)
    state = replace(state, active=nxt, turn=TurnState(), combat=None, duel=None, step=Step.REFRESH,
                    turn_number=state.turn_number + 1)
    state = activation.refresh(state, ref)
    state = replace(state, step=Step.MOVEMENT)
    return state, Message("{done}'s turn ends; {player}'s turn begins", done=done, player=state.hero.player)


# -- dispatch --------------------------------------------------------------------------------------

#: A step function: (state, action, referee) -> (state, message).
StepFunction = Callable[[Rb2State, Any, Referee], tuple[Rb2State, str]]
#: What the dispatch calls for an action type: (game, state, action, referee) -> (state, message).
Handler = Callable[["Runebound2", Rb2State, Any, Referee], tuple[Rb2State, str]]


def _need_combat(state: Rb2State, ref: Referee) -> None:
    """A combat action needs a combat in progress."""
    ref.require(state.combat is not None, "runebound2.combat.fight", Message('no combat is in progress'), hard=True)


def _before(game: Runebound2, state: Rb2State, act: A.BeforeCombat, ref: Referee) -> tuple[Rb2State, str]:
    """A before-combat ability, in a duel or in combat."""
    if state.duel is not None:
        return duels.duel_before(state, act, ref)
    _need_combat(state, ref)
    return combat.before_combat(state, act, ref)


def _fight(game: Runebound2, state: Rb2State, act: A.Fight, ref: Referee) -> tuple[Rb2State, str]:
    """Before-combat is over, in a duel or in combat."""
    if state.duel is not None:
        return duels.duel_fight(state, ref)
    _need_combat(state, ref)
    return combat.fight(state, ref)


def _stay(game: Runebound2, state: Rb2State, act: A.Stay, ref: Referee) -> tuple[Rb2State, str]:
    """No flight this round: the ranged phase begins."""
    fight = state.duel or state.combat
    ref.require(fight is not None, "runebound2.combat.fight", Message('no fight is in progress'), hard=True)
    assert fight is not None  # required (hard) above
    ref.require(fight.phase != FightPhase.BEFORE, "runebound2.combat.round",
                Message("the rounds have not begun: finish before-combat with 'fight' first"), hard=True)  # no round to stay in
    ref.require(fight.phase == FightPhase.FLEE, "runebound2.flee.roll", Message("'stay' answers the flee phase only"))
    ref.cite("runebound2.combat.round")
    if state.duel is not None:
        return replace(state, duel=replace(state.duel, phase=FightPhase.RANGED)), Message('no flight: ranged phase')
    return replace(state, combat=replace(state.combat, phase=FightPhase.RANGED)), Message('no flight: ranged phase')


def _flee(game: Runebound2, state: Rb2State, act: A.Flee, ref: Referee) -> tuple[Rb2State, str]:
    """Try to flee from the combat."""
    _need_combat(state, ref)
    return fleeing.flee(state, act, ref)


def _attack(game: Runebound2, state: Rb2State, act: A.Attack, ref: Referee) -> tuple[Rb2State, str]:
    """An attack in the combat's phase."""
    _need_combat(state, ref)
    return combat.attack(state, act, ref)


def _defend(game: Runebound2, state: Rb2State, act: A.Defend, ref: Referee) -> tuple[Rb2State, str]:
    """The hero defends in the combat's phase."""
    _need_combat(state, ref)
    return combat.defend(state, act, ref)


def _duel(fn: StepFunction) -> Handler:
    """A duel step, refused when no duel is in progress."""
    def run(game: Runebound2, state: Rb2State, act: Any, ref: Referee) -> tuple[Rb2State, str]:
        ref.require(state.duel is not None, "runebound2.duel.rules", Message('no duel is in progress'), hard=True)
        return fn(state, act, ref)

    return run


def _recover(game: Runebound2, state: Rb2State, act: A.Recover, ref: Referee) -> tuple[Rb2State, str]:
    """Finish a knock-out, losing an asset unless a variant spares it."""
    lose = not state.options.soft_knockout and not state.turn.keep_assets
    if state.turn.keep_assets:
        ref.cite("runebound2.variant.trophies")
    return knockout.recover(state, act, ref, lose_asset=lose)


def _take_wounds(game: Runebound2, state: Rb2State, act: A.TakeWounds, ref: Referee) -> tuple[Rb2State, str]:
    """No card wards the held wounds: they land."""
    ref.require(state.turn.pending == Pending.WOUNDS, "runebound2.wounds.ward", Message('no wounds are waiting to land'), hard=True)
    ref.cite("runebound2.wounds.ward")
    return land(state, ref)


def _victory(game: Runebound2, state: Rb2State, act: A.DeclareVictory, ref: Referee) -> tuple[Rb2State, str]:
    """The table declares the scenario's goal reached."""
    ref.cite("runebound2.goal.win")
    who = state.hero.player
    reason = act.reason or Message("the scenario's goal")
    return replace(state, winner=state.active, result=Message("{who} wins: {reason}", who=who, reason=reason)), \
        Message('{who} wins ({reason})', who=who, reason=reason)


def _plain(fn: StepFunction) -> Handler:
    """A handler from a step function of (state, action, referee)."""
    def run(game: Runebound2, state: Rb2State, act: Any, ref: Referee) -> tuple[Rb2State, str]:
        return fn(state, act, ref)

    return run


def _bare(fn: Callable[[Rb2State, Referee], tuple[Rb2State, str]]) -> Handler:
    """A handler from a step function of (state, referee) whose action carries nothing."""
    def run(game: Runebound2, state: Rb2State, act: Any, ref: Referee) -> tuple[Rb2State, str]:
        return fn(state, ref)

    return run


_HANDLERS: dict[type[Action], Handler] = {
    A.SetHeroValues: _plain(set_hero_values),
    A.DescribeTerrainDie: _plain(describe_die),
    A.NextStep: next_step,
    A.RollMovement: _plain(movement.roll_movement),
    A.Move: _plain(movement.move),
    A.StepAdjacent: _plain(movement.step_adjacent),
    A.TakeAdventure: _plain(adventure_step.take_adventure),
    A.DrawCard: _plain(adventure_step.draw_card),
    A.EncounterDone: _plain(adventure_step.encounter_done),
    A.EncounterLater: _bare(adventure_step.encounter_later),
    A.EncounterFight: _plain(adventure_step.encounter_fight),
    A.RefreshCounters: _plain(adventure_step.refresh_counters),
    A.Negotiate: _plain(adventure_step.negotiate),
    A.Give: _plain(adventure_step.give),
    A.TakeCounter: _plain(adventure_step.take_counter),
    A.StartDuel: _plain(adventure_step.start_duel),
    A.BeforeCombat: _before,
    A.Fight: _fight,
    A.Flee: _flee,
    A.Stay: _stay,
    A.Attack: _attack,
    A.Defend: _defend,
    A.DuelExchange: _duel(duels.duel_exchange),
    A.DuelFlee: _duel(duels.duel_flee),
    A.Recover: _recover,
    A.Spoils: _plain(duels.spoils),
    A.TakeWounds: _take_wounds,
    A.KeepCard: _plain(keeping.keep_card),
    A.Activate: _plain(activation.activate),
    A.UseItem: _plain(activation.use_item),
    A.Discard: _plain(market.discard),
    A.Effect: _plain(effects.apply_effect),
    A.UseAbility: _plain(effects.use_ability),
    A.SkillCheck: _plain(skill_checks.skill_check),
    A.MarketDraw: _plain(market.market_draw),
    A.MarketStock: _plain(market.market_stock),
    A.Upkeep: _plain(market.upkeep),
    A.Buy: _plain(market.buy),
    A.Sell: _plain(market.sell),
    A.Heal: _plain(market.heal),
    A.BuyExperience: _plain(experience.buy_experience),
    A.HazardRoll: _plain(road_hazards.hazard_roll),
    A.HazardColour: _plain(road_hazards.hazard_colour),
    A.DrawLots: _plain(final_battle.draw_lots),
    A.DeclareVictory: _victory,
}

RUNEBOUND2 = register_game(Runebound2())
