"""Every Dungeoneer action: small frozen values with a stable JSON form; dice results live inside them.

Seats are 0-based indexes into the setup's players (commands show them as p1, p2, ...). Cells
are (column, row) with the entrance at (0, 0) and north the row above.
"""

from __future__ import annotations

from dataclasses import field

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action, action
from rules_engine.dice import DiceRoll
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.stats import Stat


@action("dungeoneer.place-tunnel")
@frozen_value
class PlaceTunnel(Action):
    """Setup: the tunnel the table laid against one side of the entrance. `values` are the words the table typed
    after the card's name for a tunnel the catalogue lacks (typed_locations.py), as for `PlaceLocation`."""

    card: str
    side: Side
    values: tuple[str, ...] = field(default=(), metadata={"omit_when_empty": True})


@action("dungeoneer.first-player")
@frozen_value
class RollForFirstPlayer(Action):
    """Setup: one die per player in seat order; the highest single die starts, a tie rolls again."""

    roll: DiceRoll


@action("dungeoneer.entrance-dealt")
@frozen_value
class EntranceDealt(Action):
    """Setup with no fog: every location card was dealt face down; this seat was dealt the entrance."""

    seat: int


@action("dungeoneer.next-phase")
@frozen_value
class NextPhase(Action):
    """End the current phase (after discard and draw, the turn passes to the left)."""

    save_point: bool = False  # at the end of the turn: keep one unspent action point


@action("dungeoneer.place-location")
@frozen_value
class PlaceLocation(Action):
    """A location card drawn and placed: free in the location phase, one action point to explore. `values` are the
    words the table typed after the card's name for a location the catalogue lacks (typed_locations.py)."""

    card: str
    cell: tuple[int, int]
    values: tuple[str, ...] = field(default=(), metadata={"omit_when_empty": True})


@action("dungeoneer.shift-location")
@frozen_value
class ShiftLocation(Action):
    """A card's shift effect: a placed location moved to another cell, with whatever lies on it."""

    card: str
    cell: tuple[int, int]


@action("dungeoneer.move")
@frozen_value
class Move(Action):
    """The active hero leaves through one side; `roll` is the exit's threat die when it asks for one."""

    side: Side
    roll: DiceRoll | None = None


@action("dungeoneer.face-hazard")
@frozen_value
class FaceHazard(Action):
    """The hazard of the location just entered: its threat die, or a point spent to dodge spikes."""

    roll: DiceRoll | None = None
    dodge: bool = False


@action("dungeoneer.stand-up")
@frozen_value
class StandUp(Action):
    """A fallen hero spends an action point to stand."""


@action("dungeoneer.play-monsters")
@frozen_value
class PlayMonsters(Action):
    """The dungeon lord plays monsters against one hero, each with the form it attacks in; `values` are the words
    typed after `as` for the one monster named that the catalogue lacks (typed_cards.py)."""

    target: int
    monsters: tuple[tuple[str, Stat], ...]
    values: tuple[str, ...] = field(default=(), metadata={"omit_when_empty": True})


@action("dungeoneer.attack-hero")
@frozen_value
class AttackHero(Action):
    """The active hero starts its battle of the turn against a hero in the same location."""

    target: int
    form: Stat
    steal: bool = False  # a hit takes the target's escort token instead of wounding


@action("dungeoneer.respond")
@frozen_value
class Respond(Action):
    """The response stage: a response card that takes an attacker out (by id), or done."""

    remove: str = ""
    glory: int = 0  # what the defender paid for the card
    card: str = field(default="", metadata={"omit_when_empty": True})  # the response card played (alone: from the hand)


@action("dungeoneer.attack-rolls")
@frozen_value
class AttackRolls(Action):
    """One die for each attack still to be rolled, in order."""

    roll: DiceRoll


@action("dungeoneer.counter-rolls")
@frozen_value
class CounterRolls(Action):
    """One die against each attack, in order; the totals are compared at once."""

    roll: DiceRoll


@action("dungeoneer.challenge")
@frozen_value
class Challenge(Action):
    """The attacked hero strikes back with its saved point (a monster's id or 'pN'), or passes ('')."""

    target: str = ""
    form: Stat | None = None


@action("dungeoneer.send-monster")
@frozen_value
class SendMonster(Action):
    """The lair stage: a surviving monster goes to its owner's hand, lair or discard."""

    monster: str
    where: str  # "hand" | "lair" | "discard"
    discarding: str = ""  # a monster thrown out of a full lair to make room


@action("dungeoneer.reward")
@frozen_value
class Reward(Action):
    """The reward stage: the seats that receive the peril the monsters earned, one each."""

    seats: tuple[int, ...] = ()


@action("dungeoneer.deal-quests")
@frozen_value
class DealQuests(Action):
    """Setup: the personal quests one player was dealt (two), named as they lie."""

    seat: int
    quests: tuple[str, ...]


@action("dungeoneer.shared-quest")
@frozen_value
class SharedQuest(Action):
    """The shared quest turned face up (at setup, and at once when one is completed)."""

    quest: str


@action("dungeoneer.attempt-quest")
@frozen_value
class AttemptQuest(Action):
    """An attempt at a quest: its roll for a threat or chance quest, or the table's verdict for the others."""

    quest: str
    roll: DiceRoll | None = None
    extra_dice: int = 0  # a chance quest's dice bought with glory
    done: bool | None = None  # the table's verdict where the card's condition is not a roll
    form: Stat | None = None  # a hunt: the form the quest's monster attacks in (the player on the left chooses)


@action("dungeoneer.play-glory")
@frozen_value
class PlayGlory(Action):
    """A player plays a boon or treasure onto their own hero, paid with their own glory (`x` for an X cost);
    `values` are the words typed after `as` for a card the catalogue lacks (typed_cards.py)."""

    seat: int
    card: str
    x: int = 0
    values: tuple[str, ...] = field(default=(), metadata={"omit_when_empty": True})


@action("dungeoneer.play-peril")
@frozen_value
class PlayPeril(Action):
    """A player plays a bane or encounter, against a hero (`target`) or aimed at nobody in particular,
    paid with one opponent's peril (`payer`: the target's player when there is a target); `values` are the words
    typed after `as` for a card the catalogue lacks (typed_cards.py)."""

    seat: int
    card: str
    target: int | None
    payer: int
    x: int = 0
    values: tuple[str, ...] = field(default=(), metadata={"omit_when_empty": True})


@action("dungeoneer.discard-card")
@frozen_value
class DiscardCard(Action):
    """A card leaves a hero's inventory; `forced` when another card's effect makes it go."""

    seat: int
    card: str
    forced: bool = False


@action("dungeoneer.peril-roll")
@frozen_value
class PerilRoll(Action):
    """Solo: one die per peril point of the location entered; each at or under its peril draws a card.

    `every_hit`: each such die owes a card whatever the app's deck holds (the table may draw from its own deck). A roll
    saved before the app recorded this reads False: it owed no more cards than the app's deck and discard held, and
    replays so."""

    roll: DiceRoll
    every_hit: bool = field(default=False, metadata={"omit_when_empty": True})


@action("dungeoneer.trap-roll")
@frozen_value
class TrapRoll(Action):
    """A trap's threat: one die for each hero in its location, in seat order."""

    roll: DiceRoll


@action("dungeoneer.draw-peril")
@frozen_value
class DrawPeril(Action):
    """Solo: one peril card drawn (by the app from its deck, or named by the table from its own); `values` are
    the words the table typed after `as` for a card the catalogue lacks (typed_cards.py); `source` says whose deck
    it came from: 'virtual' (the app's), 'table' (the table's own), '' (not recorded: older logs)."""

    card: str
    values: tuple[str, ...] = field(default=(), metadata={"omit_when_empty": True})
    source: str = field(default="", metadata={"omit_when_empty": True})


@action("dungeoneer.end-peril-draws")
@frozen_value
class EndPerilDraws(Action):
    """Solo: the table's peril deck and its discard are both empty, so the peril cards still owed are not drawn; the
    cards drawn so far are played (the app's convention: the book is silent)."""


@action("dungeoneer.draw-glory")
@frozen_value
class DrawGlory(Action):
    """Solo: one glory card drawn into the hand (for a slain monster, or at the end of the turn); `values` are the
    words the table typed after `as` for a card the catalogue lacks (typed_cards.py); `source` as for `DrawPeril`."""

    card: str
    values: tuple[str, ...] = field(default=(), metadata={"omit_when_empty": True})
    source: str = field(default="", metadata={"omit_when_empty": True})


@action("dungeoneer.seek")
@frozen_value
class Seek(Action):
    """A seek quest's search: one action point and a die, plus the locations from the nearest entrance."""

    quest: str
    roll: DiceRoll


@action("dungeoneer.escort-start")
@frozen_value
class StartEscort(Action):
    """The active hero puts an escort quest's tracking token down at its first location (a shared one becomes its own)."""

    quest: str


@action("dungeoneer.escort-drop")
@frozen_value
class DropEscort(Action):
    """A hero gives up an escort at any time: its token is left in the hero's location."""

    seat: int
    quest: str


@action("dungeoneer.escort-take")
@frozen_value
class TakeEscort(Action):
    """The active hero picks up an escort token lying in its location: the quest becomes its own."""

    quest: str


@action("dungeoneer.end-discard")
@frozen_value
class EndDiscard(Action):
    """The discard of the turn's last phase: a card from the hand ('hand'), a treasure from the inventory or a
    monster from the lair (by id)."""

    card: str = "hand"


@action("dungeoneer.choose-hero")
@frozen_value
class ChooseHero(Action):
    """Choosing heroes (a variant): the player in turn takes a hero card (by id) at setup."""

    seat: int
    hero: str


@action("dungeoneer.resurrect")
@frozen_value
class Resurrect(Action):
    """Resurrection (a variant): the player whose hero was defeated goes on with a new level-1 hero (by id)."""

    seat: int
    hero: str


@action("dungeoneer.card-effect")
@frozen_value
class CardEffect(Action):
    """What a card did to a counter, as the table applies it: `counter` is heal, wound, glory, peril, points, or a
    battle value (melee, magic, speed) changed for the turn; `amount` may be negative except for heal and wound."""

    seat: int
    card: str
    counter: str
    amount: int


@action("dungeoneer.transfer")
@frozen_value
class Transfer(Action):
    """A card's transfer effect: a hero carried to a placed location (by its card id)."""

    seat: int
    card: str
    location: str
