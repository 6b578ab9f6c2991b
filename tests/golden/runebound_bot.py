"""A seeded Runebound (2nd edition) table for the golden logs: parties that move, adventure, trade and grow.

The board stays on the table, so the bot imagines one: cities by name, adventure hexes it names
as it goes (H1, H2, ...), the challenge markers the engine keeps, other heroes' hexes. Each call
of `act` looks at the moment (a pending choice, a fight, a duel, the step of the turn, and in the
adventure step what lies on the hex as the table sees it) and types one command or a short run of them. A `Plan` tunes the players'
temperament per scenario (how readily they flee, when they go for the winning card, how often
they duel), so each golden game exercises its share of the rules. Now and then a player types
something the rules forbid, the table applies a refusal as a house rule, or someone mistypes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_engine.runebound2.adventures import allowed_colours
from rules_engine.runebound2.adventure_step import others_here
from rules_engine.runebound2.experience import price
from rules_engine.runebound2.heroes import Character, HeroState
from rules_engine.runebound2.road_hazards import hazard_due
from rules_engine.runebound2.limits import ARMOUR, WEAPON, ally_limit_problem, canonical_class
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from tests.golden.table import Table

CITIES = ("Tamalir", "Riverwatch", "Greyhaven", "Frostgate", "Dawnsmoor", "Vynelvale")
TERRAINS = ("plains", "road", "river", "swamp", "forest", "hills", "mountains")

#: Challenge names per deck colour (the cards themselves are the table's; the bot reads them out).
CHALLENGES = {
    "green": ("Wolf Pack", "Bandits", "Goblin Scouts", "Giant Spider", "Skeleton", "Orc Raider"),
    "yellow": ("Ogre", "Harpies", "Troll", "Wight", "Bandit Chief", "Wyrmling"),
    "blue": ("Werewolf", "Vampire", "Sorcerer", "Manticore", "Black Knight"),
    "red": ("Dragon", "Lich", "Demon", "Giant King", "Shadow Wyrm"),
}
EVENTS = ("Storm", "Blood Moon", "Plague", "Calm Seas", "Festival", "Dark Omens")
ENCOUNTERS = ("Hermit", "Wandering Merchant", "Old Shrine", "Lost Child", "Ambush", "Sage")

#: Market cards: (name, kind, cost, extra words).
MARKET_CARDS = (
    ("Short Sword", "item", 2, "class:weapon type:sword"),
    ("Longbow", "item", 3, "class:weapon type:bow"),
    ("War Axe", "item", 4, "class:weapon type:axe"),
    ("Mace", "item", 3, "class:weapon type:mace"),
    ("Leather Armour", "item", 2, "class:armour type:leather"),
    ("Chain Mail", "item", 4, "class:armour type:mail"),
    ("Lantern", "item", 2, "class:artifact type:lantern use:activate"),
    ("Healing Potion", "item", 1, "class:artifact type:potion use:discard"),
    ("Fire Bomb", "item", 2, "class:artifact type:bomb use:discard"),
    ("Amulet", "item", 3, "class:artifact type:amulet use:activate ward"),
    ("Squire", "ally", 2, "life:2 stamina:2 stats:1/2/1 damage:1/1/0"),
    ("Mercenary", "ally", 3, "life:3 stamina:2 stats:2/3/1 damage:1/2/0"),
    ("Acolyte", "ally", 3, "life:2 stamina:3 stats:2/1/3 damage:0/1/2"),
    ("Scout", "ally", 2, "life:2 stamina:3 stats:3/1/1 damage:2/0/0"),
)

RUNES = ("Fire", "Ice", "Storm", "Earth", "Night", "Sky", "Stone")
#: The red challenges of the final battle (doom track endgame): attribute range, damage range, life range.
FINAL_BATTLE_STATS = (12, 15, 1, 2, 3, 4)
XP_BY_COLOUR = {"green": (1, 2), "yellow": (2, 3), "blue": (3, 4), "red": (4, 5)}
STATS_BY_COLOUR = {"green": (8, 12, 0, 1, 2, 3, 1, 2), "yellow": (11, 14, 1, 2, 3, 4, 2, 3),
                   "blue": (13, 16, 1, 2, 4, 5, 3, 4), "red": (15, 18, 2, 3, 4, 6, 4, 5)}


@dataclass
class Plan:
    """How this scenario's players behave: the numbers that steer a game towards its coverage."""

    flee_bias: float = 0.3  # chance to flee a challenge they are not sure to beat
    take_track: float = 0.5  # chance to seek out a challenge marker when one waits
    track_from_turn: int = 0  # no challenge marker is sought before this turn
    duel_chance: float = 0.0  # chance to walk up to another hero and duel
    negotiate_chance: float = 0.0
    goal: str = "margath"  # "margath" | "runes" | "doom" (how the game is meant to end)
    goal_from_turn: int = 40  # from this turn on, heroes seek the winning cards
    colours: tuple[str, ...] = ("green", "yellow", "blue")  # colours of ordinary adventure hexes
    rune_chance: float = 0.3  # "runes": chance a drawn challenge is a Dragon Rune once the goal is on
    events: float = 0.14  # share of events among the cards drawn (the rest: challenges, encounters)
    encounters: float = 0.14  # share of encounters among the cards drawn
    city_chance: float = 0.15  # chance to head for a city for no pressing reason
    empty_hexes: float = 0.08  # chance a hex the party moves to has no adventure counter
    house_rule_turns: int = 9  # every this many turns the table bends a rule


@dataclass
class Board:
    """The bot's picture of the board: hexes it has named (label -> terrain) and a counter for new names."""

    terrain: dict[str, str] = field(default_factory=dict)
    next_label: int = 1

    def new_hex(self, terrain: str) -> str:
        """A fresh hex label on this terrain."""
        label = f"H{self.next_label}"
        self.next_label += 1
        self.terrain[label] = terrain
        return label


class RuneboundBot:
    """Plays a whole Runebound game on a recording table, one moment at a time."""

    def __init__(self, table: Table, plan: Plan) -> None:
        self.table = table
        self.plan = plan
        self.board = Board()
        self.last_house_rule = 0
        self.encounter_played = False  # the encounter being played has had its say: next comes 'done'
        self.hired = False  # an ally has been hired in this game
        self.bought_item = False  # an item has been bought in this game
        self.magic = False  # a hero has attacked in a magic phase in this game

    # -- what the bot sees ------------------------------------------------------------------------

    @property
    def s(self) -> Rb2State:
        """The current state."""
        return self.table.state

    @property
    def party(self) -> HeroState:
        """The active player's party."""
        return self.s.hero

    def adventure_options(self) -> tuple[str, ...]:
        """What the table sees it might do in the adventure step: a counter or a marker on the hex, heroes here.

        Read from the board as players read it, not from the engine's checked choices: the bot also tries
        what the rules refuse (a counter of a colour its hero has outgrown), so the refusals are recorded too.
        """
        turn, here = self.s.turn, self.party.position
        if turn.adventure_done:
            return ("next",)
        seen = []
        if here is not None and here.adventure:
            seen.append("adventure take")
        if here is not None and self.s.track.marker_at(here.label) is not None:
            seen.append("adventure track")
        if others_here(self.s):
            seen += ["negotiate ...", "duel ..."]
        return tuple(seen) + ("next",)

    def seen(self, kind: str) -> bool:
        """True once an action of this kind has been applied in this game (the bot makes sure each kind shows up)."""
        return self.table.tally[kind] > 0

    def hurt(self, party: HeroState) -> bool:
        """True when the hero is close to a knock-out."""
        return party.hero.life - party.hero.wounds <= 2

    def strength(self, character: Character, phase: str) -> int:
        """A character's attribute for a combat phase."""
        return character.attribute(phase)

    # -- the game ---------------------------------------------------------------------------------

    def play(self) -> None:
        """Play moment by moment until someone wins (or the log is full)."""
        while self.s.winner is None and not self.table.full:
            self.act()

    def act(self) -> None:
        """Type what the moment calls for."""
        s, turn = self.s, self.s.turn
        pending = {"wounds": self.wounds_being_dealt, "counter": self.take_counter, "knockout": self.recover,
                   "lots": self.lots, "spoils": self.spoils, "keep": self.keep}
        if turn.pending:
            pending[turn.pending]()
        elif s.combat is not None:
            self.combat()
        elif s.duel is not None:
            self.duel()
        elif turn.ended:
            self.maybe_refuse_after_turn()
            self.table.type("next")
        elif s.step == Step.MOVEMENT:
            self.movement()
        elif s.step == Step.ADVENTURE:
            self.adventure()
        elif s.step == Step.MARKET:
            self.market()
        else:
            self.experience()

    # -- movement ---------------------------------------------------------------------------------

    def movement(self) -> None:
        """Roll and move, step next door, rest, or (after the roll) the road-hazard encounter roll."""
        t, turn = self.table, self.s.turn
        if turn.hazard == "colour":
            t.type("hazard-colour")
            return
        if turn.movement in ("rolled", "rested") and not turn.hazard:
            self.move_after_roll()
            return
        if turn.movement:
            if hazard_due(self.s):
                t.type("hazard")
            else:
                t.type("next")
            return
        self.house_rule_moment()
        if self.s.turn.movement:
            return
        self.before_moving()
        party = self.party
        tired = sum(c.exhaustion for c in party.characters)
        meet = self.hero_to_meet()
        marker = self.track_marker_to_take()
        if meet is not None:
            self.step_to(meet)
        elif marker is not None and t.chance(0.7):
            t.type(f"step {marker}:{self.board.terrain.get(marker, 'plains')}")
        elif tired and t.chance(0.4):
            rest = min(tired, t.rng.randint(1, 4))
            if rest == 4 or t.chance(0.2):
                t.type("stay")
            else:
                t.type(f"rest {rest}")
        elif t.chance(0.2):
            self.step_somewhere()
        else:
            if t.chance(0.03):
                t.refuse("move forest H1:forest")  # roll the dice first
            t.type("roll-move")

    def before_moving(self) -> None:
        """Cards and abilities used at the start of the turn: a potion, an hourglass card, an exhaustion ability."""
        t = self.table
        party = self.party
        hero = party.hero
        potions = [i for i in party.items if i.usage == "discard" and "potion" in i.item_type]
        if potions and hero.wounds and t.chance(0.7):
            t.type(f'use "{potions[0].name}"')
            t.type("effect heal hero 2")
        lanterns = [i for i in party.items if i.usage == "activate" and not i.activated and "lantern" in i.item_type]
        if lanterns and t.chance(0.3):
            t.type(f'activate "{lanterns[0].name}"')
            if t.chance(0.3):
                t.refuse(f'activate "{lanterns[0].name}"')  # already turned down
        if hero.wounds and hero.exhaustion + 2 <= hero.stamina and t.chance(0.3):
            t.type("ability hero exhaust:2 discard a wound")
            t.type("effect heal hero 1")
        elif hero.wounds and hero.exhaustion + 2 > hero.stamina and t.chance(0.1):
            t.refuse("ability hero exhaust:2 discard a wound")  # it would pass stamina

    def move_after_roll(self) -> None:
        """Spend the rolled dice on a path: to a city (any die), a new adventure hex, or nowhere."""
        t = self.table
        dice = self.s.turn.dice
        if not dice or t.chance(0.05):
            # The dice go unused; on an empty hex the road-hazard roll comes first.
            t.type("hazard" if hazard_due(self.s) else "next")
            return
        if t.chance(0.03) and self.impossible_path(dice):
            return
        count = t.rng.randint(1, len(dice))
        chosen = t.rng.sample(range(len(dice)), count)
        words = [t.rng.choice(dice[i]) for i in chosen]
        if self.wants_city():
            city = t.rng.choice([c for c in CITIES if self.party.position is None or c != self.party.position.label])
            path = words[:-1] + [f"city:{city}"]
            t.type("move " + " ".join(path))
            return
        last = words[-1]
        label = self.board.new_hex(last)
        colour = self.adventure_colour()
        t.type("move " + " ".join(words[:-1] + [f"{label}:{last}"]) + (f" adventure:{colour}" if colour else ""))

    def impossible_path(self, dice: tuple[tuple[str, ...], ...]) -> bool:
        """A path the dice cannot pay for: refused, or (rarely) moved anyway as a house rule (then True)."""
        t = self.table
        shown = {s for d in dice for s in d}
        missing = [x for x in TERRAINS if x not in shown]
        if not missing:
            return False
        label = self.board.new_hex(missing[0])
        text = f"move {missing[0]} {label}:{missing[0]}"
        if t.chance(0.3) and len(dice) >= 2:
            t.house_rule(text + " adventure:green")
            return True
        t.refuse(text)
        return False

    def step_somewhere(self) -> None:
        """One adjacent hex instead of rolling: a city next door, or a new adventure hex."""
        t = self.table
        if self.wants_city():
            here = self.party.position.label if self.party.position is not None else ""
            t.type(f"step city:{t.rng.choice([c for c in CITIES if c != here])}")
            return
        terrain = t.rng.choice(TERRAINS)
        label = self.board.new_hex(terrain)
        colour = self.adventure_colour()
        t.type(f"step {label}:{terrain}" + (f" adventure:{colour}" if colour else ""))

    def step_to(self, seat: int) -> None:
        """Step onto another hero's hex (a city or a hex whose terrain the board knows)."""
        where = self.s.players[seat].position
        assert where is not None
        if where.is_city:
            self.table.type(f"step city:{where.city}")
        else:
            terrain = where.terrain or self.board.terrain.get(where.label, "plains")
            self.table.type(f'step "{where.label}:{terrain}"' if " " in where.label else f"step {where.label}:{terrain}")

    def wants_city(self) -> bool:
        """Head for a city: hurt, or gold to spend, or points to turn into experience."""
        party, t = self.party, self.table
        if self.hurt(party) and party.gold >= 1:
            return True
        if party.gold >= 4 and t.chance(self.plan.city_chance * 2.5):
            return True
        if not self.seen("runebound2.sell") and any(i.cost > 1 and not i.kept for i in party.items):
            return t.chance(0.5)
        return t.chance(self.plan.city_chance)

    def adventure_colour(self) -> str:
        """The colour of the counter on a new hex: mostly the easiest the hero may take, harder as it grows."""
        t = self.table
        allowed = allowed_colours(self.party.life_bonuses)
        if self.goal_on() and self.plan.goal == "margath" and not self.margath_on_track() and t.chance(0.5):
            return "red"
        if t.chance(self.plan.empty_hexes):
            return ""  # an empty hex
        choices = [c for c in self.plan.colours if c in allowed] or list(allowed)
        level = self.party.level
        weights = [max(1, 4 - abs(i - (level - 1) // 2) * 2) for i in range(len(choices))]
        return t.rng.choices(choices, weights)[0]

    def margath_on_track(self) -> bool:
        """True while Margath waits on the challenge track (the heroes go to its marker instead of drawing it)."""
        return any(slot.card is not None and slot.card.margath for slot in self.s.track.slots)

    def goal_on(self) -> bool:
        """True once heroes go for the winning cards."""
        return self.s.turn_number >= self.plan.goal_from_turn

    def hero_to_meet(self) -> int | None:
        """Another hero to walk up to (to duel or trade), if the plan wants it this turn."""
        t = self.table
        if not (self.plan.duel_chance or self.plan.negotiate_chance):
            return None
        if not t.chance(self.plan.duel_chance + self.plan.negotiate_chance) or self.hurt(self.party):
            return None
        seats = [i for i, p in enumerate(self.s.players) if i != self.s.active and p.position is not None
                 and not self.hurt(p)]
        return t.rng.choice(seats) if seats else None

    def track_marker_to_take(self) -> str | None:
        """The hex of a challenge marker the hero may take on (the winning card first), if the plan seeks one."""
        if self.s.turn_number < self.plan.track_from_turn:
            return None
        allowed = allowed_colours(self.party.life_bonuses)
        for slot in self.s.track.slots:
            if slot.card is not None and slot.card.margath and self.goal_on():
                return slot.hex
        if not self.table.chance(self.plan.take_track):
            return None
        options = [slot.hex for slot in self.s.track.slots if slot.card is not None and slot.card.colour in allowed
                   and not slot.card.margath and slot.card.colour != "red"]
        return options[0] if options else None

    # -- adventure --------------------------------------------------------------------------------

    def adventure(self) -> None:
        """Take the counter's adventure or the marker's card, deal with heroes here, enter what is drawn."""
        t, turn = self.table, self.s.turn
        if turn.encounter:
            self.encounter()
            return
        if turn.drawing:
            self.draw(turn.drawing)
            return
        allowed = self.adventure_options()
        if turn.negotiating_with is not None:
            self.give()
            t.type("next")
            return
        here = self.party.position
        others = others_here(self.s)
        social = self.plan.duel_chance + self.plan.negotiate_chance
        if "duel ..." in allowed and others and social and t.chance(0.8):
            other = self.s.players[others[0]]
            if t.rng.random() * social < self.plan.duel_chance:
                t.type(f"duel {other.player}")
            else:
                t.type(f"negotiate {other.player if t.chance(0.5) else other.hero.name}")
            return
        if "adventure track" in allowed:
            number = self.s.track.marker_at(here.label) if here is not None else None
            card = self.s.track.slots[number - 1].card if number else None
            if card is not None and card.colour in allowed_colours(self.party.life_bonuses):
                t.type("adventure track")
                return
        if "adventure take" in allowed and here is not None:
            if here.adventure not in allowed_colours(self.party.life_bonuses):
                t.refuse("adventure take")  # a colour the hero has outgrown
            else:
                if t.chance(0.03):
                    t.refuse("adventure track")  # no marker lies here
                t.type("adventure take")
                return
        t.type("next")

    def give(self) -> None:
        """A deal between heroes on one hex: gold changes hands."""
        t = self.table
        other = self.s.players[self.s.turn.negotiating_with or 0]
        if self.party.gold >= 1:
            t.type(f"give {other.player} gold:1")
        elif other.gold >= 1:
            t.type(f"give {self.party.player} gold:1 from:{other.player}")

    def draw(self, colour: str) -> None:
        """Enter the card drawn from the deck: mostly challenges, some events and encounters."""
        t = self.table
        final = self.s.final is not None
        roll = t.rng.random()
        challenges = 1 - self.plan.events - self.plan.encounters
        if final or roll < challenges or self.s.turn.hazard == "draw" and roll < challenges + 0.1:
            t.type(self.challenge_text(colour))
        elif roll < challenges + self.plan.events:
            level = t.rng.randint(1, 4)
            t.type(f'event "{t.rng.choice(EVENTS)}" level:{level}')
            if self.s.reserve and t.chance(0.4):
                t.type(f"refresh-counters {self.s.reserve[0].colour}")
        else:
            t.type(f'encounter "{t.rng.choice(ENCOUNTERS)}"')
            self.encounter_played = False

    def challenge_text(self, colour: str) -> str:
        """A challenge card as the table reads it out (the winning cards when the plan seeks them)."""
        t = self.table
        lo, hi, dlo, dhi, llo, lhi, glo, ghi = STATS_BY_COLOUR[colour]
        if self.s.final is not None:
            lo, hi, dlo, dhi, llo, lhi = FINAL_BATTLE_STATS
        name = t.rng.choice(CHALLENGES[colour])
        flags: list[str] = []
        if self.plan.goal == "margath" and colour == "red" and self.goal_on() and not self.margath_on_track() \
                and self.s.final is None:
            return 'challenge "Margath" mind:14 body:13 spirit:14 damage:1/2/2 life:4 margath'
        held = {c.name for p in self.s.players for c in p.trophies}
        runes = [f"Dragon Rune of {x}" for x in RUNES if f"Dragon Rune of {x}" not in held]
        if self.plan.goal == "runes" and self.goal_on() and runes and self.s.turn.hazard != "draw" \
                and t.chance(self.plan.rune_chance):
            name = t.rng.choice(runes)
            flags.append("rune")
        elif t.chance(0.12):
            flags.append("keep")
        if t.chance(0.15):
            flags.append("before")
        if t.chance(0.15):
            flags.insert(0, colour)  # the colour typed although the deck says it
        attrs = [t.rng.randint(lo, hi) for _ in range(3)]
        damage = "/".join(str(t.rng.randint(dlo, dhi)) for _ in range(3))
        life = t.rng.randint(llo, lhi)
        gold = t.rng.randint(glo, ghi)
        extra = " ".join(flags)
        reward = ' reward:"a map of the hills"' if t.chance(0.05) else ""
        return (f'challenge "{name}" mind:{attrs[0]} body:{attrs[1]} spirit:{attrs[2]} damage:{damage} '
                f"life:{life} gold:{gold}{reward}" + (f" {extra}" if extra else ""))

    def encounter(self) -> None:
        """Play the encounter: a skill check and its effect, a gift, or a fight; then done."""
        t = self.table
        if self.encounter_played:
            t.type("done")
            return
        self.encounter_played = True
        roll = t.rng.random()
        if roll < 0.4:
            attribute = t.rng.choice(("mind", "body", "spirit"))
            acted = t.type(f"skill-check {attribute} {t.rng.randint(10, 16)}")
            passed = acted.ruling is not None and "passes" in acted.ruling.message
            if passed:
                t.type(f"effect gold +{t.rng.randint(1, 2)}")
            elif t.chance(0.5):
                t.type("effect exhaust hero 1")
            else:
                t.type("effect wound hero 1")
        elif roll < 0.55 and not ally_limit_problem(self.party, self.s.options.allies):
            t.type(f"keep ally life:{t.rng.randint(2, 3)} stamina:2 stats:2/2/2 damage:1/1/1")
        elif roll < 0.75:
            name = t.rng.choice(("Wild Boar", "Brigand", "Wolf"))
            t.type(f'encounter-fight "{name}" mind:{t.rng.randint(8, 11)} body:{t.rng.randint(8, 11)} '
                   f"spirit:{t.rng.randint(8, 11)} damage:1/1/1 life:{t.rng.randint(1, 2)}")
            return  # the fight comes first; 'done' once it is over
        elif self.party.hero.exhaustion:
            t.type("effect rest hero 1")
        else:
            t.type("effect gold +1")
        if self.s.turn.encounter and self.s.combat is None and not self.s.turn.pending:
            t.type("done")

    # -- fights -----------------------------------------------------------------------------------

    def combat(self) -> None:
        """One step of a fight with a challenge: before-combat, the flee phase, attacks and defences."""
        c = self.s.combat
        assert c is not None
        if c.phase == "before":
            self.before_combat()
        elif c.phase == "flee":
            self.flee_phase()
        else:
            self.combat_phase(c.phase)

    def before_combat(self) -> None:
        """The card's own ability first, then perhaps the hero's, an ally's or an item's; then fight."""
        t = self.table
        c = self.s.combat
        assert c is not None
        party = self.party
        if c.card.before_combat and "card" not in c.before_used:
            if t.chance(0.2):
                t.refuse("fight")  # the card's ability comes first
            t.type("before card")
            if t.chance(0.5) and party.hero.exhaustion < party.hero.stamina:
                t.type("effect exhaust hero 1")
            return
        hero = party.hero
        if f"char:{hero.name}" not in c.before_used and hero.exhaustion < hero.stamina and t.chance(0.3):
            t.type("before hero attack:magic exhaust:1")
            return
        bombs = [i for i in party.items if i.usage == "discard" and "bomb" in i.item_type]
        if bombs and t.chance(0.5):
            t.type(f'before item "{bombs[0].name}" attack:ranged')
            return
        if party.allies and f"char:{party.allies[0].name}" not in c.before_used and t.chance(0.15):
            t.type(f'before "{party.allies[0].name}"')
            return
        if t.chance(0.04):
            t.refuse("attack")  # the rounds have not begun
        t.type("fight")

    def flee_phase(self) -> None:
        """Try to flee (the hero's Mind against the card's), or stay and fight."""
        t = self.table
        c = self.s.combat
        assert c is not None
        hero = self.party.hero
        odds = hero.mind + 11 - c.card.mind
        worried = self.hurt(self.party) or c.card.colour in ("blue", "red") and not c.card.margath
        flee = c.can_flee and (t.chance(self.plan.flee_bias) or worried and t.chance(0.6) or odds < 0 and t.chance(0.4))
        if c.card.margath or c.card.rune or c.source == "final":
            flee = False
        if flee:
            text = "flee" if self.s.turn.came_from else f"flee to:{self.fallback_hex()}"
            t.type(text)
        else:
            t.type("stay" if t.chance(0.7) else "attack ranged")  # attacking ends the flee phase too

    def fallback_hex(self) -> str:
        """A hex to flee to when the app did not see the party arrive (it stayed put this turn)."""
        terrain = self.table.rng.choice(TERRAINS)
        return self.board.new_hex(terrain)

    def combat_phase(self, phase: str) -> None:
        """Attack with the hero or a fresh ally, or defend; now and then a refusal or a house rule."""
        t = self.table
        c = self.s.combat
        assert c is not None
        party = self.party
        fresh = [ch for ch in party.characters if ch.name not in c.attacked]
        if t.chance(0.03):
            other = "melee" if phase != "melee" else "magic"
            t.refuse(f"attack {other}")  # not the phase being fought
        if t.chance(0.02) and not c.card.margath and c.source not in ("final", "hazard") and not c.surprise:
            self.flee_out_of_turn()
            if self.s.combat is None or self.s.combat.phase != phase:
                return
        if t.chance(0.03) and c.attacked:
            t.refuse(f'attack {phase} "{c.attacked[0]}"' if c.attacked[0] != party.hero.name else f"attack {phase}")
        hero_fresh = party.hero in fresh
        allies = [ch for ch in fresh if ch is not party.hero]
        saving = not self.magic and phase != "magic" and t.chance(0.5)  # this game has not seen a magic attack yet
        if hero_fresh and not saving and (phase == self.best_phase(phase) or t.chance(0.25)) \
                or hero_fresh and phase == "magic" and not self.magic:
            who: Character | None = party.hero
        elif allies and t.chance(0.75):
            who = t.rng.choice(allies)
        else:
            who = None
        if who is not None:
            name = "" if who is party.hero else f' "{who.name}"'
            bonus = " bonus:1" if t.chance(0.08) else ""
            extra = " damage:+1" if t.chance(0.04) else ""
            explicit = f" {phase}" if t.chance(0.3) else ""
            t.type(f"attack{explicit}{name}{bonus}{extra}")
            self.magic = self.magic or phase == "magic" and who is party.hero
        else:
            if party.allies and t.chance(0.1):
                t.garble(f"defend {phase} bonus:x")
            t.type("defend" if t.chance(0.8) else f"defend {phase}")

    def best_phase(self, now: str) -> str:
        """The phase left in this round where the hero's attribute beats the card's by most (ties: the earliest)."""
        c = self.s.combat
        assert c is not None
        hero = self.party.hero
        left = ("ranged", "melee", "magic")[("ranged", "melee", "magic").index(now):]
        noise = {ph: self.table.rng.randint(0, 3) for ph in left}
        return max(left, key=lambda ph: (self.strength(hero, ph) - c.card.attribute(ph) + hero.damage(ph) + noise[ph],
                                         -left.index(ph)))

    def flee_out_of_turn(self) -> None:
        """Fleeing in the middle of a round: refused, or (rarely) allowed as a house rule."""
        t = self.table
        text = "flee" if self.s.turn.came_from else f"flee to:{self.fallback_hex()}"
        if t.chance(0.35):
            t.house_rule(text)
        else:
            t.refuse(text)

    def wounds_being_dealt(self) -> None:
        """Wounds are being dealt while a card could ward them: ward with it, or let them land."""
        t = self.table
        turn = self.s.turn
        seat = turn.held_seat if turn.held_seat is not None else self.s.active
        party = self.s.players[seat]
        wards = [i for i in party.items if i.usage == "activate" and not i.activated
                 and (canonical_class(i.item_class) == ARMOUR or i.wards)]
        if wards and t.chance(0.6):
            ward = t.rng.randint(1, max(1, turn.held_wounds))
            by = f" by:{party.player}" if self.s.duel is not None else ""
            t.type(f'activate "{wards[0].name}" ward:{ward}{by}')
        else:
            if t.chance(0.05):
                t.refuse("next")
            t.type("take-wounds")

    def duel(self) -> None:
        """A duel between heroes: before-combat (defender first), then rounds of attacks and defences."""
        t = self.table
        d = self.s.duel
        assert d is not None
        if d.phase == "before":
            if "defender-done" not in d.before_sides:
                defender = self.s.players[d.defender]
                key = f"defender:char:{defender.hero.name}"
                if key not in d.before_used and defender.hero.exhaustion < defender.hero.stamina and t.chance(0.3):
                    t.type("before defender hero attack:magic exhaust:1")
                    return
                if t.chance(0.1):
                    t.refuse("before aggressor hero")  # the defender's abilities come first
                t.type("before defender pass")
                return
            aggressor = self.s.players[d.aggressor]
            if f"aggressor:char:{aggressor.hero.name}" not in d.before_used and t.chance(0.3) \
                    and aggressor.hero.exhaustion < aggressor.hero.stamina:
                t.type("before aggressor hero attack:magic exhaust:1")
                return
            t.type("fight")
            return
        if d.phase == "flee":
            aggressor = self.s.players[d.aggressor]
            if self.hurt(aggressor) and t.chance(0.6):
                known = self.s.turn.came_from if d.aggressor == self.s.active else ""
                t.type("flee" if known else f"flee to:{self.fallback_hex()}")
            else:
                t.type("stay" if t.chance(0.5) else "attack")
            return
        aggressor = self.s.players[d.aggressor]
        fresh = [ch for ch in aggressor.characters if ch.name not in d.attacked]
        if aggressor.hero in fresh and t.chance(0.5):
            t.type("attack")
        elif len(fresh) > (aggressor.hero in fresh) and t.chance(0.5):
            ally = next(ch for ch in fresh if ch is not aggressor.hero)
            t.type(f'attack "{ally.name}"')
        else:
            if aggressor.hero.name in d.attacked and t.chance(0.1):
                t.refuse("attack")  # the hero attacks once a round
            t.type("defend")

    # -- pending choices --------------------------------------------------------------------------

    def take_counter(self) -> None:
        """The adventure counter won, with the experience on its back."""
        colour = self.s.turn.pending_colour or "green"
        lo, hi = XP_BY_COLOUR.get(colour, (1, 2))
        self.table.type(f"counter {self.table.rng.randint(lo, hi)}")

    def recover(self) -> None:
        """The knocked-out hero wakes in the nearest city; among equally priced assets the owner picks one to lose."""
        t = self.table
        seat = self.s.turn.pending_player if self.s.turn.pending_player is not None else self.s.active
        party = self.s.players[seat]
        city = t.rng.choice(CITIES)
        assets = [(i.cost, i.name) for i in party.items if not i.kept] + [(a.cost, a.name) for a in party.allies
                                                                           if not a.kept]
        lose = ""
        if assets and not self.s.options.soft_knockout and not self.s.turn.keep_assets:
            top = max(cost for cost, _ in assets)
            names = [name for cost, name in assets if cost == top]
            if len(names) > 1:
                lose = f' lose:"{t.rng.choice(names)}"'
        t.type(f"recover {city}{lose}")

    def lots(self) -> None:
        """The endgame's lot between heroes equal in level and gold."""
        self.table.type("lots")

    def spoils(self) -> None:
        """The duel's winner takes one thing: an item, an ally, a kept card, or all the gold."""
        t = self.table
        loser = self.s.players[self.s.turn.duel_loser or 0]
        winner = self.s.players[self.s.turn.pending_player or 0]
        items = [i for i in loser.items if not i.kept]
        weapons = sum(1 for i in winner.items if canonical_class(i.item_class) == WEAPON)
        items = [i for i in items if canonical_class(i.item_class) != WEAPON or weapons < 2]
        items = [i for i in items if canonical_class(i.item_class) != ARMOUR
                 or not any(canonical_class(w.item_class) == ARMOUR for w in winner.items)]
        allies = [a for a in loser.allies if not a.kept] if not ally_limit_problem(winner, self.s.options.allies) else []
        runes = [c for c in loser.trophies if c.rune]
        if runes:
            t.type(f'take card "{runes[0].name}"')
        elif loser.gold >= 3 or not (items or allies):
            t.type("take gold")
        elif items and (not allies or t.chance(0.5)):
            t.type(f'take item "{items[0].name}"')
        else:
            t.type(f'take ally "{allies[0].name}"')

    def keep(self) -> None:
        """What a kept adventure card becomes: a card, a weapon, an ally, or nothing."""
        t = self.table
        party = self.party
        weapons = sum(1 for i in party.items if canonical_class(i.item_class) == WEAPON)
        roll = t.rng.random()
        if roll < 0.4:
            t.type("keep card")
        elif roll < 0.65 and weapons < 2 and not any(i.item_type == "fang" for i in party.items):
            t.type("keep item class:weapon type:fang")
        elif roll < 0.85 and not ally_limit_problem(party, self.s.options.allies):
            t.type("keep ally life:2 stamina:2 stats:2/2/1 damage:1/1/0")
        else:
            t.type("keep decline")

    # -- market and experience --------------------------------------------------------------------

    def market(self) -> None:
        """Upkeep, the card drawn onto the market, then buying, hiring, selling and healing."""
        t, turn = self.table, self.s.turn
        party = self.party
        if turn.upkeep_due:
            if party.gold < len(party.allies) or t.chance(0.2):
                count = max(1, len(party.allies) - party.gold)
                t.type("upkeep dismiss " + " ".join(f'"{a.name}"' for a in party.allies[-count:]))
            else:
                t.type("upkeep")
            return
        if not turn.market_drawn:
            if t.chance(0.04):
                t.refuse('buy "Short Sword"')  # the market card comes first
            cards = MARKET_CARDS
            if not self.hired and t.chance(0.5):
                cards = tuple(c for c in MARKET_CARDS if c[1] == "ally")
            elif not self.bought_item and t.chance(0.6):
                cards = tuple(c for c in MARKET_CARDS if c[1] == "item" and c[2] <= max(party.gold, 2))
            name, kind, cost, extra = t.rng.choice(cards)
            t.type(f'market draw "{name}" {kind} cost:{cost} {extra}')
            return
        for _ in range(t.rng.randint(1, 3)):
            self.trade()
        t.type("next")

    def trade(self) -> None:
        """One deal at the market: heal, buy, hire, sell, or a refused deal."""
        t = self.table
        party = self.party
        city = party.position.city if party.position is not None else ""
        market = self.s.market_of(city)
        hurt = [c for c in party.characters if c.wounds]
        tired = [c for c in party.characters if c.exhaustion]
        if hurt and party.gold >= 1 and t.chance(0.7):
            who = hurt[0]
            t.type("heal wound" if who is party.hero else f'heal "{who.name}" wound')
            return
        if tired and party.gold >= 1 and t.chance(0.4):
            who = tired[0]
            t.type("heal exhaustion" if who is party.hero else f'heal "{who.name}" exhaustion')
            return
        sellable = [i for i in party.items if not i.kept and i.cost > 1 and i.name not in self.s.turn.bought]
        if sellable and (len(party.items) >= 3 or party.gold < 2 or not self.seen("runebound2.sell")) and t.chance(0.6):
            t.type(f'sell "{sellable[0].name}"')
            return
        affordable = [c for c in market if c.cost <= party.gold and c.name not in self.s.turn.sold]
        allies = [c for c in affordable if c.kind == "ally"]
        items = [c for c in affordable if c.kind == "item"]
        if allies and not self.hired and not ally_limit_problem(party, self.s.options.allies):
            self.buy(allies[0].name, "ally", "")
            return
        if items and not self.bought_item:
            self.buy(items[0].name, "item", canonical_class(items[0].item_class))
            return
        if affordable and t.chance(0.7):
            card = t.rng.choice(affordable)
            self.buy(card.name, card.kind, canonical_class(card.item_class))
            return
        bought = [i for i in party.items if i.name in self.s.turn.bought and i.cost > 1]
        if bought and t.chance(0.3):
            t.refuse(f'sell "{bought[0].name}"')  # never bought and sold in one turn
        if market and t.chance(0.3):
            dear = max(market, key=lambda c: c.cost)
            if dear.cost > party.gold:
                t.refuse(f'buy "{dear.name}"')  # not enough gold (no house rule can pay for it)

    def buy(self, name: str, kind: str, item_class: str) -> None:
        """Buy an item or hire an ally, minding the limits (a limit broken is refused or, once, a house rule)."""
        t = self.table
        party = self.party
        verb = "hire" if kind == "ally" else "buy"
        if kind == "ally":
            problem = ally_limit_problem(party, self.s.options.allies)
        else:
            classes = [canonical_class(i.item_class) for i in party.items]
            if self.s.options.item_limit == "class-and-type":
                problem = ""
                card = next(c for c in self.s.market_of(party.position.city) if c.name == name)
                if any((canonical_class(i.item_class), i.item_type) == (item_class, card.item_type) for i in party.items):
                    problem = "same class and type"
            else:
                problem = "two weapons" if item_class == WEAPON and classes.count(WEAPON) >= 2 else \
                    "armour" if item_class == ARMOUR and ARMOUR in classes else ""
        if problem:
            if t.chance(0.25):
                t.house_rule(f'{verb} "{name}"')
            else:
                t.refuse(f'{verb} "{name}"')
            return
        t.type(f'{verb} "{name}"')
        self.hired = self.hired or kind == "ally"
        self.bought_item = self.bought_item or kind == "item"

    def experience(self) -> None:
        """Buy an experience counter when the points allow; then the turn passes."""
        t = self.table
        party = self.party
        cost = price(len(self.s.players), self.s.options.game_length)
        if party.xp_points >= cost:
            options = ["mind", "body", "spirit", "stamina"]
            if party.life_bonuses < 2 and t.chance(0.3):
                options = ["life"]
            t.type(f"xp buy {t.rng.choice(options)}")
        elif party.xp_points and t.chance(0.06):
            t.refuse("xp buy body")  # not enough points
        if t.chance(0.02):
            t.garble("xp buy luck")
        t.type("next")

    # -- the table bending and breaking rules -----------------------------------------------------

    def house_rule_moment(self) -> None:
        """Every few turns the table lets a rule go: after rolling, the party steps next door instead."""
        t = self.table
        turn = self.s.turn_number
        if turn - self.last_house_rule < self.plan.house_rule_turns or turn < 3:
            return
        party = self.party
        self.last_house_rule = turn
        if t.chance(0.7):
            t.type("roll-move")
            terrain = t.rng.choice(TERRAINS)
            label = self.board.new_hex(terrain)
            t.house_rule(f"step {label}:{terrain} adventure:{self.adventure_colour() or 'green'}")
        elif party.allies and t.chance(0.5):
            t.refuse(f'sell "{party.allies[0].name}"')
        else:
            t.refuse("xp buy mind")

    def maybe_refuse_after_turn(self) -> None:
        """After an escape or a knock-out the turn is over: a player who tries to go on is refused."""
        t = self.table
        if t.chance(0.08):
            t.refuse("adventure take")
