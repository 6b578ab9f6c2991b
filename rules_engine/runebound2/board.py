"""The typed view data of a Runebound 2nd edition game (`GameView.data`): what a screen draws from.

Plain frozen dataclasses of strings, numbers and tuples, so `rules_engine.serialization.to_jsonable`
encodes them: each party (hero and allies with wounds and exhaustion, gold, items, counters, the hex
it stands on), the challenge track's six slots, the doom track, the active event, the fight (enemy,
phase, round, the hero's odds), the turn so far, the markets, the final battle, and the decision the
game waits for. The text view (`view_text.py`) and the screen's widgets (screens/runebound2) are rendered
from this alone.

Fields added for the screen after the first golden transcripts were recorded are left out of the JSON while
empty (`omit_when_empty` / `omit_when_none`), so a recorded view without them reads the same.
"""

from __future__ import annotations

from dataclasses import field

from rules_engine.frozen_values import frozen_value
from rules_engine.runebound2.adventures import (
    RUNES_TO_WIN,
    AdventureCard,
    allowed_colours,
    describe_card,
    phase_target,
)
from rules_engine.runebound2.decision import decision
from rules_engine.runebound2.names import printed_name
from rules_engine.runebound2.doom_track import ENDGAME_TOKENS, SLOT_CITIES, SLOTS, doom_card_name, slot_name, threshold
from rules_engine.runebound2.experience import price
from rules_engine.runebound2.fight_submissions import described_attacks, fight_on, wounds_held
from rules_engine.runebound2.fights import Combat
from rules_engine.runebound2.heroes import ATTRIBUTE_OF_PHASE, Character, HeroState, named_character
from rules_engine.runebound2.movement import dice_allowed
from rules_engine.runebound2.odds import chance_at_least
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import Hex


#: A field left out of the JSON while it is empty (None, 0, '', False, ()).
_OMIT_EMPTY = {"omit_when_empty": True}
#: A field left out of the JSON while it is None.
_OMIT_NONE = {"omit_when_none": True}


@frozen_value(slots=True)
class CharacterData:
    """A hero or an ally: life and wounds, stamina and exhaustion, attributes and damage per phase."""

    name: str
    life: int
    wounds: int
    stamina: int
    exhaustion: int
    mind: int
    body: int
    spirit: int
    ranged: int
    melee: int
    magic: int
    kept: bool = False
    #: (phase, exhaustion) of each before-combat attack its printed ability describes (`described_attacks`).
    attacks: tuple[tuple[str, int], ...] = field(default=(), metadata=_OMIT_EMPTY)

    def attribute(self, name: str) -> int:
        """Mind, Body or Spirit by name (or by the phase that uses it)."""
        value: int = getattr(self, ATTRIBUTE_OF_PHASE.get(name, name))
        return value

    def damage(self, phase: str) -> int:
        """The wounds this character deals in a combat phase."""
        wounds: int = getattr(self, phase)
        return wounds


@frozen_value(slots=True)
class ItemData:
    """An item carried: price, class and type, how it is used, whether it is turned down or kept."""

    name: str
    cost: int
    item_class: str
    item_type: str
    usage: str
    activated: bool
    kept: bool
    wards: bool


@frozen_value(slots=True)
class HexData:
    """A hex as the table named it: its label, terrain, city and the colour of the adventure counter on it."""

    label: str
    terrain: str
    city: str
    adventure: str


@frozen_value(slots=True)
class CardData:
    """An adventure card a party holds: kept as a trophy, or an encounter left open."""

    name: str
    colour: str


@frozen_value(slots=True)
class PartyData:
    """One player's party and where it stands."""

    seat: int
    player: str
    active: bool
    hero: CharacterData
    allies: tuple[CharacterData, ...]
    items: tuple[ItemData, ...]
    gold: int
    experience_points: int
    counters: tuple[tuple[str, int], ...]  # (colour, experience) of each adventure counter held
    experience_bought: tuple[str, ...]
    level: int
    kept_cards: tuple[str, ...]
    dragon_runes: int
    colours: tuple[str, ...]  # adventure colours the hero may still take
    where: str  # the hex as the table named it; '' while knocked out
    knocked_out: bool
    missing: tuple[str, ...]  # hero values the table has still to type
    at: HexData | None  # the hex it stands on (None while knocked out)
    trophies: tuple[CardData, ...]  # the kept adventure cards, with their colours
    open_encounters: tuple[CardData, ...]  # encounters left open on earlier turns
    unconfirmed: tuple[str, ...]  # catalogue values nobody has checked against the card

    def character(self, name: str) -> CharacterData | None:
        """The hero (by 'hero', its name or the player's) or an ally by name, case-insensitive."""
        return named_character(self.player, self.hero, self.allies, name)


@frozen_value(slots=True)
class ChallengeCardData:
    """A challenge card's printed values as a track slot shows them: targets, damage, life and reward."""

    mind: int
    body: int
    spirit: int
    ranged: int
    melee: int
    magic: int
    life: int
    gold: int
    reward: str
    keep: bool  # the hero who beats it keeps the card
    before_combat: bool  # it has a before-combat ability (its text is the card's)


@frozen_value(slots=True)
class TrackSlotData:
    """One of the six slots of the unresolved-challenge track: its card, and the hex its marker lies on."""

    number: int
    card: str  # '' when the slot is empty (its marker is home)
    colour: str
    marker_on: str
    values: ChallengeCardData | None = field(default=None, metadata=_OMIT_NONE)  # the card's printed values


@frozen_value(slots=True)
class DoomSlotData:
    """One slot of the doom track: the colour of the card face down on it, and whether a doom counter lies there."""

    number: int
    name: str
    colour: str
    counter: bool
    city: str  # the city the book prints on the slot ('' for none)
    card: str = field(default="", metadata=_OMIT_EMPTY)  # the face-down card's name, as the table gave it


@frozen_value(slots=True)
class DoomData:
    """The doom track: its eight slots, the doom counters down, and the cards that bring the next counter."""

    slots: tuple[DoomSlotData, ...]
    counters: int
    endgame_at: int
    cards_per_counter: int


@frozen_value(slots=True)
class EnemyData:
    """The opponent of a fight: a challenge card's values, or the other hero of a duel."""

    name: str
    colour: str
    mind: int
    body: int
    spirit: int
    ranged: int
    melee: int
    magic: int
    life: int
    wounds: int
    kind: str  # the adventure card's kind ('' for a hero)
    level: int  # an event card's level (0 for the others)

    def attribute(self, phase: str) -> int:
        """The target of a roll in a phase (Mind for ranged and fleeing, Body melee, Spirit magic)."""
        return phase_target(self, phase)

    def damage(self, phase: str) -> int:
        """The wounds the opponent deals in a phase."""
        wounds: int = getattr(self, phase)
        return wounds

    def describe(self) -> str:
        """One line for the screen, as the adventure card describes itself."""
        return describe_card(self)


@frozen_value(slots=True)
class PhaseOddsData:
    """One phase of a combat: the card's target, what the hero needs on 2d10, and the chance of it."""

    phase: str
    target: int
    need: int  # target less the hero's attribute (may be below 2: then any roll does)
    chance: float


@frozen_value(slots=True)
class FightData:
    """The fight in progress: a challenge ('combat') or a hero duel, its phase and round."""

    kind: str  # 'combat' | 'duel'
    phase: str
    round: int
    enemy: EnemyData
    source: str = ""  # combat: 'deck', 'track', 'hazard', 'encounter', 'final'
    attacked: tuple[str, ...] = ()
    aggressor: int | None = None  # duels: the seats, which swap each round
    defender: int | None = None
    odds: tuple[PhaseOddsData, ...] = ()  # combat: the hero's odds in fleeing and each phase


@frozen_value(slots=True)
class EventData:
    """The active event: its name, colour and level."""

    name: str
    colour: str
    level: int


@frozen_value(slots=True)
class TurnData:
    """The active player's turn so far: the choice the table owes, the dice rolled, the deck drawn from."""

    pending: str  # '' or 'counter', 'knockout', 'spoils', 'wounds', 'keep', 'lots'
    ended: bool
    dice: tuple[tuple[str, ...], ...]  # the terrain symbols of each movement die rolled
    drawing: str  # the colour of the adventure deck being drawn from ('' when none)
    encounter: str  # the encounter being played ('' when none)
    came_from: str = field(default="", metadata=_OMIT_EMPTY)  # the hex the party entered its last hex from
    held_wounds: int = field(default=0, metadata=_OMIT_EMPTY)  # wounds being dealt, held while a ward may come
    held_who: str = field(default="", metadata=_OMIT_EMPTY)  # the character (hero or ally) taking them


@frozen_value(slots=True)
class MarketCardData:
    """A card lying on a city's market."""

    name: str
    kind: str
    cost: int


@frozen_value(slots=True)
class MarketData:
    """One city's market as the app knows it."""

    city: str
    cards: tuple[MarketCardData, ...]


@frozen_value(slots=True)
class FinalBattleData:
    """The doom track's endgame: the battle order, who fights now, who has lost, who draws lots."""

    order: tuple[int, ...]
    fighter: int
    lost: tuple[int, ...]
    drawing_lots: tuple[int, ...]


@frozen_value(slots=True)
class DecisionData:
    """What the game waits for: its kind, the seat that must act (None: the table), the prompt, the window."""

    kind: str
    seat: int | None
    prompt: str
    window: str


@frozen_value(slots=True)
class ThreatData:
    """One player's threat and class cards (the Class Decks expansion): on the hero card, in the pool, the cards."""

    player: str
    on_card: int
    pool: int
    hand: int
    deck: int
    discard: int
    talent: str


@frozen_value(slots=True)
class WindowData:
    """An open timing window of the class cards: its kind, the seats in playing order and whose go it is."""

    kind: str
    order: tuple[int, ...]
    at: int  # the place in `order` whose go it is
    seat: int  # the seat playing cards now
    resumes: str = field(default="", metadata=_OMIT_EMPTY)  # the kind of window a trigger round interrupted


@frozen_value(slots=True)
class HandCardData:
    """A class card in a hand: its line, whom it is played on, and what it costs with the owner's talent."""

    name: str
    line: str  # the card's one line (kind, side, printed threat)
    friendly: bool  # played on its owner's hero, its cost from the owner's pool
    cost: int | None  # the threat it takes with the owner's current talent (None: the printed cost is unknown)
    printed: int | None  # the printed threat cost
    lacking: tuple[str, ...]  # required proficiencies the owner's talent does not give
    surcharge: int  # threat added for each of them


@frozen_value(slots=True)
class TalentData:
    """A talent card: its level, the proficiencies it requires and gives."""

    name: str
    level: int | None
    requires: tuple[str, ...]
    gives: tuple[str, ...]


@frozen_value(slots=True)
class SeatCardsData:
    """One seat's class cards: its hand, the talents it may buy and the talent in play."""

    hand: tuple[HandCardData, ...]
    talents: tuple[TalentData, ...]
    talent: TalentData | None


@frozen_value(slots=True)
class ClassDecksData:
    """What the Class Decks expansion adds to the board: each seat's threat and cards, and what waits on them."""

    threat: tuple[ThreatData, ...]  # by seat
    waiting: tuple[str, ...]  # the open window, class challenges, the flee penalty, the epic card (sentences)
    window: WindowData | None = field(default=None, metadata=_OMIT_NONE)  # the open timing window
    seats: tuple[SeatCardsData, ...] = field(default=(), metadata=_OMIT_EMPTY)  # each seat's hand and talents
    talent_price: int = field(default=0, metadata=_OMIT_EMPTY)  # experience points a talent costs at this table
    flee_penalty: int = field(default=0, metadata=_OMIT_EMPTY)  # off a flight from the challenge being fought


@frozen_value(slots=True)
class Board:
    """Everything a Runebound 2e screen draws, as plain values."""

    turn: int
    active: int
    step: str
    parties: tuple[PartyData, ...]
    track: tuple[TrackSlotData, ...]
    doom: DoomData | None
    event: str  # the active event's name ('' when none)
    fight: FightData | None
    markets: tuple[MarketData, ...]
    final: FinalBattleData | None
    movement_dice: int
    experience_price: int
    decision: DecisionData
    winner: int | None
    result: str
    now: TurnData
    event_card: EventData | None
    #: A fight is on, or what it left (a ward, a kept card, a duel's spoils) is still to settle: the fight's dialog.
    fight_on: bool = field(default=False, metadata=_OMIT_EMPTY)
    #: Wounds are being dealt and held while a card could still ward them (the fight's dialog asks for a ward).
    wounds_held: bool = field(default=False, metadata=_OMIT_EMPTY)
    #: The Class Decks expansion's part (set by the expansion's view; None without it).
    class_decks: ClassDecksData | None = field(default=None, metadata=_OMIT_NONE)


def _character(who: Character) -> CharacterData:
    return CharacterData(printed_name(who.name), who.life, who.wounds, who.stamina, who.exhaustion, who.mind, who.body, who.spirit,
                         who.ranged, who.melee, who.magic, who.kept, described_attacks(who))


def _party(state: Rb2State, seat: int, party: HeroState) -> PartyData:
    position = party.position
    return PartyData(
        seat=seat, player=party.player, active=seat == state.active, hero=_character(party.hero),
        allies=tuple(_character(a) for a in party.allies),
        items=tuple(ItemData(i.name, i.cost, i.item_class, i.item_type, str(i.usage), i.activated, i.kept, i.wards)
                    for i in party.items),
        gold=party.gold, experience_points=party.xp_points, counters=tuple((c.colour, c.xp) for c in party.counters),
        experience_bought=party.experience, level=party.level, kept_cards=tuple(c.name for c in party.trophies),
        dragon_runes=min(RUNES_TO_WIN, sum(1 for c in party.trophies if c.rune)),
        colours=allowed_colours(party.life_bonuses), where=position.label if position is not None else "",
        knocked_out=position is None, missing=party.missing, at=_hex(position) if position is not None else None,
        trophies=_cards(party.trophies), open_encounters=_cards(party.open_encounters), unconfirmed=party.unconfirmed,
    )


def _hex(where: Hex) -> HexData:
    return HexData(where.label, where.terrain, where.city, where.adventure)


def _cards(cards: tuple[AdventureCard, ...]) -> tuple[CardData, ...]:
    return tuple(CardData(printed_name(card.name), card.colour) for card in cards)


def _slot(number: int, card: AdventureCard | None, marker_on: str) -> TrackSlotData:
    """A challenge track slot: empty (its marker home), or its card with the printed values."""
    if card is None:
        return TrackSlotData(number, "", "", "")
    values = ChallengeCardData(card.mind, card.body, card.spirit, card.ranged, card.melee, card.magic, card.life,
                               card.gold, card.reward, card.keep, card.before_combat)
    return TrackSlotData(number, printed_name(card.name), card.colour, marker_on, values)


def _doom(state: Rb2State) -> DoomData | None:
    doom = state.doom
    if doom is None:
        return None
    slots = tuple(
        DoomSlotData(number, slot_name(number), doom.cards[number - 1].colour if number <= len(doom.cards) else "",
                     number <= doom.tokens, printed_name(SLOT_CITIES.get(number, "")),
                     doom_card_name(doom.cards[number - 1].name) if number <= len(doom.cards) else "")
        for number in range(1, SLOTS + 1))
    return DoomData(slots, doom.tokens, ENDGAME_TOKENS, threshold(len(state.players)))


def _fight(state: Rb2State) -> FightData | None:
    if state.combat is not None:
        combat = state.combat
        card = combat.card
        enemy = EnemyData(printed_name(card.name), card.colour, card.mind, card.body, card.spirit, card.ranged, card.melee,
                          card.magic, card.life, combat.wounds, card.kind, card.level)
        return FightData("combat", str(combat.phase), combat.round, enemy, str(combat.source), combat.attacked,
                         odds=_odds(combat, state.hero.hero))
    if state.duel is not None:
        duel = state.duel
        other = state.players[duel.defender].hero
        enemy = EnemyData(printed_name(other.name), "", other.mind, other.body, other.spirit, other.ranged, other.melee, other.magic,
                          other.life, other.wounds, "", 0)
        return FightData("duel", str(duel.phase), duel.round, enemy, "", duel.attacked, duel.aggressor, duel.defender)
    return None


#: The phases a combat's odds are given for, each with the hero's attribute its roll adds.
ODDS_PHASES = (("flee", "mind"), ("ranged", "mind"), ("melee", "body"), ("magic", "spirit"))


def _odds(combat: Combat, hero: Character) -> tuple[PhaseOddsData, ...]:
    """The hero's need on 2d10 against the card in fleeing and each phase, with its chance."""
    found = []
    for phase, attribute in ODDS_PHASES:
        target = combat.card.attribute(phase)
        need = target - hero.attribute(attribute)
        found.append(PhaseOddsData(phase, target, need, chance_at_least(need)))
    return tuple(found)


def board(state: Rb2State) -> Board:
    """The typed view data of a state."""
    waiting = decision(state)
    final = state.final
    return Board(
        turn=state.turn_number, active=state.active, step=state.step.label,
        parties=tuple(_party(state, seat, party) for seat, party in enumerate(state.players)),
        track=tuple(_slot(number, slot.card, slot.hex) for number, slot in enumerate(state.track.slots, start=1)),
        doom=_doom(state), event=state.active_event.name if state.active_event else "", fight=_fight(state),
        markets=tuple(MarketData(city, tuple(MarketCardData(c.name, c.kind, c.cost) for c in cards))
                      for city, cards in state.markets),
        final=FinalBattleData(final.order, final.fighter, final.lost, final.lots) if final is not None else None,
        movement_dice=dice_allowed(state.hero),
        experience_price=price(len(state.players), state.options.game_length),
        decision=DecisionData(str(waiting.kind), waiting.seat, waiting.prompt, waiting.window),
        winner=state.winner, result=state.result,
        event_card=EventData(printed_name(event.name), event.colour, event.level) if (event := state.active_event) else None,
        now=TurnData(str(state.turn.pending), state.turn.ended, state.turn.dice, state.turn.drawing, state.turn.encounter,
                     state.turn.came_from, state.turn.held_wounds, state.turn.held_who),
        fight_on=fight_on(state), wounds_held=wounds_held(state),
    )
