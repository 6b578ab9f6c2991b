"""A small game for tests of the session store and the TUI shell: players race to a target score.

Rules (cited from the 'companion' book, which has no printed text): on your turn add 1 to 6
points, by choice or by rolling a d6; then end your turn; the first to reach the target wins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rules_engine.actions import Action, action
from rules_engine.chance import fill, maker
from rules_engine.dice import DiceRoll, numbered_die
from rules_engine.errors import CommandError
from rules_engine.game import CommandHelp, DiceRequest, Game, GameSetup, GameView, OptionSpec, PlayerView
from rules_engine.games import register_game
from rules_engine.referee import Referee
from rules_engine.rules_index import Rule, register_rules
from rules_engine.standings import Standings

GAME_ID = "tally"

register_rules(
    (
        Rule("tally.points", "companion", "Tally: points", "add 1 to 6", "Points per turn",
             "On your turn you add between 1 and 6 points, once."),
        Rule("tally.finished", "companion", "Tally: winning", "reach the target", "Game over",
             "The first player to reach the target score wins; nothing happens after that."),
        Rule("tally.turn", "companion", "Tally: turns", "end your turn", "Turn order",
             "Players take turns in seat order; the next player starts after you end your turn."),
    )
)


@action("tally.add")
@dataclass(frozen=True)
class AddPoints(Action):
    """Add points chosen by the player."""

    points: int


@action("tally.roll")
@dataclass(frozen=True)
class RollPoints(Action):
    """Add the points a d6 shows."""

    roll: DiceRoll


@maker("tally.letters")
def points_of_letters(card: Any) -> AddPoints:
    """A drawn card adds as many points as its name has letters (a maker for tests of card requests)."""
    return AddPoints(len(card.name))


@maker("tally.total")
def points_of_total(roll: DiceRoll) -> AddPoints:
    """A roll adds its total (a maker for tests of dice requests)."""
    return AddPoints(roll.total)


@maker("tally.one")
def one_point(outcome: Any) -> AddPoints:
    """One point whatever chance brings: no rule reads the outcome."""
    return AddPoints(1)


@action("tally.end_turn")
@dataclass(frozen=True)
class EndTurn(Action):
    """Pass the turn to the next seat."""


@dataclass(frozen=True)
class TallyState:
    """Scores by seat, the active seat, whether points were added this turn, the winner."""

    names: tuple[str, ...]
    scores: tuple[int, ...]
    active: int = 0
    added: bool = False
    target: int = 20
    winner: int | None = None
    expansions: tuple[tuple[str, Any], ...] = ()


class TallyGame(Game[TallyState]):
    """The race-to-a-target test game."""

    id = GAME_ID
    title = "Tally (test game)"
    books = ("companion",)
    min_players = 1
    max_players = 4
    options = (OptionSpec("target", "Target score", "int", 20, minimum=5, maximum=1_000_000),)

    def setup(self, setup: GameSetup) -> TallyState:
        names = tuple(p.name for p in setup.players)
        return TallyState(names, (0,) * len(names), target=setup.options["target"])

    def resolve(self, state: TallyState, act: Action, ref: Referee) -> tuple[TallyState, str]:
        ref.require(state.winner is None, "tally.finished", "the game is over", hard=True)
        name = state.names[state.active]
        if isinstance(act, (AddPoints, RollPoints)):
            if isinstance(act, RollPoints):  # a rule of the turn, ruled before the dice are read
                ref.require(not state.added, "tally.points", f"{name} already added points this turn")
            points = act.points if isinstance(act, AddPoints) else act.roll.total
            ref.require(1 <= points <= 6, "tally.points", f"add 1 to 6 points, not {points}")
            ref.require(not state.added, "tally.points", f"{name} already added points this turn")
            ref.cite("tally.points")
            scores = list(state.scores)
            scores[state.active] += points
            winner = state.active if scores[state.active] >= state.target else None
            ref.note(f"{name} has {scores[state.active]} points")
            if winner is not None:
                ref.cite("tally.finished")
                ref.note(f"{name} wins")
            return replace(state, scores=tuple(scores), added=True, winner=winner), f"{name} adds {points}"
        if isinstance(act, EndTurn):
            ref.cite("tally.turn")
            nxt = (state.active + 1) % len(state.names)
            return replace(state, active=nxt, added=False), f"{name} ends the turn"
        ref.refuse("tally.turn", f"Tally has no action {act.KIND}", hard=True)
        raise AssertionError("unreachable")

    def view(self, state: TallyState) -> GameView:
        players = tuple(
            PlayerView(n, i == state.active, (("score", str(s)), ("target", str(state.target))))
            for i, (n, s) in enumerate(zip(state.names, state.scores))
        )
        result = f"{state.names[state.winner]} wins" if state.winner is not None else ""
        allowed = ("end",) if state.added else ("add N", "roll", "end")
        return GameView(f"{state.names[state.active]}'s turn", "play", players, allowed, state.winner is not None, result)

    def standings(self, state: TallyState) -> Standings:
        """No heroes; the first to the target wins."""
        winners = (state.winner,) if state.winner is not None else ()
        return Standings(tuple(None for _ in state.names), finished=state.winner is not None, winners=winners)

    def commands(self, state: TallyState) -> tuple[CommandHelp, ...]:
        return (
            CommandHelp("add N", "add N points (1 to 6)"),
            CommandHelp("roll", "roll a d6 and add it"),
            CommandHelp("end", "end your turn"),
        )

    def parse_command(self, state: TallyState, text: str) -> Action | DiceRequest:
        words = text.split()
        if not words:
            raise CommandError("type a command: add N, roll or end")
        verb = words[0].lower()
        if verb == "add" and len(words) == 2 and words[1].lstrip("-").isdigit():
            return AddPoints(int(words[1]))
        if verb == "roll" and len(words) == 1:
            return DiceRequest(numbered_die(6), 1, "points", fill(RollPoints))
        if verb == "end" and len(words) == 1:
            return EndTurn()
        raise CommandError(f"{text.strip()!r} is not a Tally command: add N, roll or end")


TALLY = register_game(TallyGame())
