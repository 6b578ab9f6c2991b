"""Small apps for testing the Runebound area outside the session frame, and a deterministic state."""

from __future__ import annotations

from dataclasses import replace

from textual.app import App, ComposeResult

from rules_engine.runebound2.adventures import AdventureCard, Counter
from rules_engine.runebound2.challenge_track import ChallengeTrack, TrackSlot
from rules_engine.runebound2.doom_track import DoomCard, DoomTrack
from rules_engine.runebound2.heroes import Character, Item
from screens.area_view import area_view
from screens.game_area import GameArea
from screens.runebound2 import Runebound2Area
from tests.runebound2.helpers import GAME, new_game, with_hero


def showcase_state():
    """Two parties, both tracks partly filled, an active event: the same picture every time."""
    state = new_game(3, doom_track=True)
    acolyte = Character("Acolyte", life=2, stamina=2, mind=1, body=1, spirit=1, magic=1, wounds=1, cost=4)
    state = with_hero(state, 0, allies=(acolyte,), gold=5, counters=(Counter("yellow", 2),),
                      items=(Item("Leather Armour", 3, "armour", "leather", "activate", activated=True),
                             Item("Fire Bomb", 2, "item", "bomb", "discard")))
    wolves = AdventureCard("Wolves", "green", "challenge", mind=9, body=9, spirit=9, life=2)
    brood = AdventureCard("Brood", "yellow", "challenge", mind=15, body=11, spirit=14, life=3)
    slots = (TrackSlot(wolves, "H3", 1), TrackSlot(brood, "H9", 2)) + (TrackSlot(),) * 4
    doom = DoomTrack((DoomCard("x", "green"), DoomCard("y", "yellow"), DoomCard("z", "blue")), 2)
    storm = AdventureCard("Storm", "blue", "event", level=2)
    return replace(state, track=ChallengeTrack(slots, 2), doom=doom, active_event=storm)


class AreaApp(App[None]):
    """Mounts the Runebound area alone and records what it submits (applying it like the frame would)."""

    def __init__(self, state, apply: bool = True, rolls: list | None = None) -> None:
        super().__init__()
        self.state = state
        self.apply = apply
        self.submitted: list = []
        self.rolls = list(rolls or [])  # entered dice for each dice request, as the table would type them
        self.last_ruling = None

    def compose(self) -> ComposeResult:
        yield Runebound2Area(id="game-area")

    def on_mount(self) -> None:
        self.query_one(Runebound2Area).show(area_view(GAME, self.state, self.last_ruling))

    def on_game_area_submit(self, event: GameArea.Submit) -> None:
        self.submitted.append(event.action)
        from rules_engine.game import DiceRequest

        action = event.action
        if isinstance(action, DiceRequest):
            if not self.rolls:
                return
            from rules_engine.dice import TableDice

            entered = [str(d % 10) if isinstance(d, int) else d for d in self.rolls.pop(0)]
            action = action.build(TableDice(entered).roll(action.die, action.count))
        if self.apply:
            ruling = GAME.check(self.state, action)
            self.last_ruling = ruling
            if ruling.allowed:
                self.state = GAME.apply(self.state, action).state
                self.query_one(Runebound2Area).show(area_view(GAME, self.state, self.last_ruling))
