"""The Dice Throne game: setup from the catalogue's heroes, the rules dispatch, view, commands; registered at the bottom."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules_engine.standings import Standings
from rules_engine.actions import Action
from rules_engine.dice_throne import actions as A
from rules_engine.dice_throne import combat, economy, flow, interrupts, statuses
from rules_engine.dice_throne.board import board_data
from rules_engine.dice_throne.choices import choices
from rules_engine.dice_throne.commands import GRAMMAR
from rules_engine.dice_throne.decision import decide
from rules_engine.dice_throne.heroes import Hero, parse_hero
from rules_engine.dice_throne.modes import DECK_SIZE, MODES, STARTING_CP, STARTING_HAND, mode_name, pool_count
from rules_engine.dice_throne.phases import PHASES, ROLL_OFF
from rules_engine.dice_throne.state import DTState, Seat
from rules_engine.dice_throne.view_text import game_view
from rules_engine.decisions import Choice, Decision
from rules_engine.game import Game, GameSetup, GameView, OptionSpec, SetupError
from rules_engine.games import register_game
from rules_engine.referee import Referee
from rules_engine.messages import N_, Message
from rules_engine.plurals import count as count_of

GAME_ID = "dice-throne"

Handler = Callable[[DTState, Any, Referee], tuple[DTState, str]]

HANDLERS: dict[type, Handler] = {
    A.RollOff: flow.resolve_roll_off,
    A.NextPhase: flow.resolve_next,
    A.OffensiveRoll: combat.resolve_offensive_roll,
    A.ChangeDie: combat.resolve_change_die,
    A.Declare: combat.resolve_declare,
    A.Activate: combat.resolve_activate,
    A.TargetRoll: combat.resolve_target_roll,
    A.ChooseTarget: combat.resolve_choose_target,
    A.DefensiveRoll: combat.resolve_defensive_roll,
    A.DefenceNoEffect: combat.resolve_no_effect,
    A.AddDamage: combat.resolve_add_damage,
    A.ModifyDamage: combat.resolve_modify,
    A.StatusRoll: combat.resolve_status_roll,
    A.Heal: economy.resolve_heal,
    A.ChangeCP: economy.resolve_cp,
    A.Steal: economy.resolve_steal,
    A.DrawCards: economy.resolve_draw,
    A.PlayCard: economy.resolve_play,
    A.PlayUpgrade: economy.resolve_upgrade,
    A.SellCard: economy.resolve_sell,
    A.DiscardCard: economy.resolve_discard,
    A.UpkeepEffect: economy.resolve_upkeep_effect,
    A.ChangeStatus: statuses.resolve_change,
    A.TransferStatus: statuses.resolve_transfer,
    A.RaiseLimit: statuses.resolve_raise,
    A.PayToRemove: statuses.resolve_pay,
    A.Resolved: lambda state, act, ref: interrupts.finish(state, ref),
}


def heroes_from(setup: GameSetup) -> dict[str, Hero]:
    """Parse the heroes the setup's players chose from the catalogue copied into the setup."""
    catalogue = setup.catalogue.get("heroes", {}) if isinstance(setup.catalogue, dict) else {}
    heroes: dict[str, Hero] = {}
    for player in setup.players:
        if not player.hero:
            raise SetupError(Message("{player} needs a hero", player=player.name))
        if player.hero not in heroes:
            data = catalogue.get(player.hero)
            if data is None:
                raise SetupError(Message("hero {hero!r} is not in this session's catalogue", hero=player.hero))
            heroes[player.hero] = parse_hero(data)
    return heroes


class DiceThroneGame(Game[DTState]):
    """Dice Throne rules v2.2: 1v1, 2v2, 3v3 and King of the Hill."""

    id = GAME_ID
    title = "Dice Throne"
    books = ("dice-throne",)
    min_players = 2
    max_players = 6
    uses_heroes = True
    phases = PHASES  # which actions each phase admits (phases.py), enforced before `resolve`, read by `choices`
    grammar = GRAMMAR  # typed commands, help (this mode's, the phase's first), completion, formatting
    options = (
        OptionSpec("mode", N_("Mode"), "choice", "1v1", tuple(MODES),
                   help=N_("1v1; 2v2 or 3v3: the first half of the players against the second, health shared; "
                           "King of the Hill: 3-6 players. A roll-off decides who starts.")),
    )

    def validate_setup(self, setup: GameSetup) -> GameSetup:
        """Options and seats as the base checks them, then players per mode and every hero's data."""
        setup = super().validate_setup(setup)
        low, high = self.seat_range(setup.options)
        n = len(setup.players)
        if not low <= n <= high:
            mode = mode_name(setup.options["mode"])
            raise SetupError(Message("{mode} is played by {players}, not {count}", mode=mode,
                                     players=count_of(low, "player", "players"), count=n) if low == high else
                             Message("{mode} is played by {low} to {high} players, not {count}", mode=mode, low=low,
                                     high=high, count=n))
        heroes_from(setup)
        return setup

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """The mode's seats: two for 1v1, four for 2v2, six for 3v3, three to six for King of the Hill."""
        mode = MODES.get(options.get("mode", self.options[0].default))
        return (mode.min_players, mode.max_players) if mode is not None else (self.min_players, self.max_players)

    def setup(self, setup: GameSetup) -> DTState:
        """Seats with starting CP and hand, health counters per mode; the roll-off comes first."""
        mode = MODES[setup.options["mode"]]
        heroes = heroes_from(setup)
        seats = []
        for p in setup.players:
            assert p.hero is not None
            hero = heroes[p.hero]
            seat = Seat(p.name, hero.id, STARTING_CP, STARTING_HAND, DECK_SIZE - STARTING_HAND, 0)
            for sid, count in hero.setup_statuses:
                sdef = next(s for s in hero.statuses if s.id == sid)
                seat = seat.with_count(sid, min(count, sdef.limit_for(hero.id)))
            seats.append(seat)
        pools = pool_count(mode, len(seats))
        health = (mode.starting_health,) * pools
        return DTState(mode, tuple(heroes.values()), tuple(seats), health, mode.starting_health,
                       tuple((mode.starting_health,) for _ in range(pools)), ROLL_OFF)

    def resolve(self, state: DTState, action: Action, ref: Referee) -> tuple[DTState, str]:
        """Apply one action under the rules (see the handler modules); its phase admits it (the engine checked the table)."""
        handler = HANDLERS.get(type(action))
        if handler is None:
            ref.refuse("dice-throne.companion.table-resolves", Message('Dice Throne has no action {kind}',
                                                                       kind=action.KIND), hard=True)
            raise AssertionError("unreachable")
        before = state
        state, message = handler(state, action, ref)
        state = combat.settle_defence(before, state, action)
        if flow.active_defeated(state):
            # Defeat can come mid-turn (a roll phase landing, a card's damage in a main phase): a
            # defeated hero takes no further part, so their turn ends there.
            state, passed = flow.pass_defeated_turn(state, ref)
            message = f"{message}; {passed}"
        return state, message

    def standings(self, state: DTState) -> Standings:
        """Each seat's hero; the winning seats (a team in 2v2 and 3v3) once the match is over."""
        return Standings(tuple(state.hero_of(seat).name for seat in range(len(state.seats))),
                         finished=state.finished, winners=tuple(sorted(state.winners)))

    def view(self, state: DTState) -> GameView:
        """The typed board (built once, with the decision and the choices of this state), rendered as text."""
        return game_view(board_data(state, self.decision(state), self.choices(state)))

    def own_decision(self, state: DTState) -> Decision:
        """Who must act now and what kind of decision the match waits for (see decision.py)."""
        return decide(state)

    def own_choices(self, state: DTState) -> tuple[Choice, ...]:
        """Every action the rules allow now, with exact domains (see the choices package)."""
        return choices(state)


DICE_THRONE = register_game(DiceThroneGame())
