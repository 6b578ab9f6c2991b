"""The Runebound 3rd edition Game subclass, registered so the app offers Runebound 3e sessions."""

from __future__ import annotations

from rules_engine.standings import Standings
from rules_engine.actions import Action
from rules_engine.decisions import Choice, Decision
from rules_engine.game import Game, GameSetup, GameView, OptionSpec, PlayerView
from rules_engine.games import register_game
from rules_engine.messages import Message, N_
from rules_engine.referee import Referee
from rules_engine.runebound3.board import board
from rules_engine.runebound3.choices import choices
from rules_engine.runebound3.commands import GRAMMAR
from rules_engine.runebound3.decision import decision
from rules_engine.runebound3.phases import PHASES
from rules_engine.runebound3.resolve import resolve
from rules_engine.runebound3.setup import new_state
from rules_engine.runebound3.state import R3State, Stage
from rules_engine.runebound3.view_text import sections


class Runebound3Game(Game[R3State]):
    """Runebound 3rd edition: the turn, the time track, challenges and the token combat."""

    id = "runebound3"
    title = N_("Runebound (3rd edition)")
    books = ("runebound3",)
    min_players = 1
    max_players = 4
    uses_heroes = True
    grammar = GRAMMAR
    phases = PHASES  # which actions each stage admits (phases.py)
    options = (
        OptionSpec("scenario", Message("Scenario"), "choice", "margath", ("margath", "dead-king")),
        OptionSpec("first_player", Message("First player (seat)"), "int", 0, minimum=0, maximum=3, seat=True),
        OptionSpec("track_length", Message("Time track length"), "int", 15, minimum=12, maximum=30),
        OptionSpec("story_spaces", Message("Story spaces on the track (comma list)"), "text", "",
                   help=N_("The time track's spaces with the story symbol, by number: a story card is drawn when the "
                           "time marker reaches one. Blank: none is drawn."),
                   example=N_("spaces with the story symbol, e.g. 3, 7, 11")),
        OptionSpec("challenge_tokens", Message("Challenge tokens (space:colour, comma list)"), "text", "",
                   help=N_("Where the challenge tokens lie, e.g. Black Wood:orange, Oakvale:purple. Blank: lay "
                           "each one during play with 'token COLOUR SPACE'."),
                   example=N_("e.g. Black Wood:orange (blank: lay them in play)")),
        OptionSpec("scenario_end", Message("Scenario card: what happens at the end of act 2"), "text", "",
                   help=N_("What your scenario card says happens when act 2 ends; the app shows it to the table "
                           "then."),
                   example=N_("as your scenario card says it (may stay blank)")),
    )

    def setup(self, setup: GameSetup) -> R3State:
        return new_state(setup)

    def resolve(self, state: R3State, action: Action, ref: Referee) -> tuple[R3State, str]:
        return resolve(state, action, ref)

    def own_decision(self, state: R3State) -> Decision:
        return decision(state)

    def own_choices(self, state: R3State) -> tuple[Choice, ...]:
        return choices(state)

    def standings(self, state: R3State) -> Standings:
        """Each seat's hero; the winner is the scenario card's to say, which the engine does not read."""
        return Standings(tuple(hero.sheet.name for hero in state.heroes), finished=state.stage is Stage.OVER,
                         decided=False)

    def view(self, state: R3State) -> GameView:
        players = tuple(
            PlayerView(name, seat == state.active, (
                ("gold", str(h.gold)), ("health", f"{h.sheet.health - h.wounds}/{h.sheet.health}"),
                ("hand", str(h.hand)), ("trophies", str(len(h.trophies))), ("space", h.space)))
            for seat, (name, h) in enumerate(zip(state.names, state.heroes)))
        data = board(state, self.standing)  # a fight's buttons ruled under the table's standing rules
        return GameView(Message("act {act}, time {time_space}",
                                act=state.act, time_space=state.time_space), state.stage.value, players, (),
                        state.stage is Stage.OVER, state.result, sections(data), data)


RUNEBOUND3 = register_game(Runebound3Game())
