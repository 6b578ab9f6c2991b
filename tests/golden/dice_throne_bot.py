"""A seeded Dice Throne table for the golden logs: players who type plausible commands, phase by phase.

The bot plays every seat. In each phase it does a few of the things the phase allows (sell,
play a card and resolve its text, roll and reroll towards an ability, declare and activate it,
settle the target, defend and apply the defence's result, damage steps, statuses), then types
`next`. Now and then a player types something the rules forbid (recorded as a refusal), the
table applies a refusal as a house rule, or someone mistypes. It plays until a side is defeated.
"""

from __future__ import annotations

from collections import Counter

from rules_engine.dice_throne.activation import activatable
from rules_engine.dice_throne.damage import DAMAGE_TYPES
from rules_engine.dice_throne.heroes import Ability, Hero
from rules_engine.dice_throne.modes import HAND_LIMIT, opponents, team_of
from rules_engine.dice_throne.phases import (
    DEFENSIVE, DISCARD, INCOME, MAIN_1, MAIN_2, OFFENSIVE, ROLL_OFF, TARGETING, UPKEEP,
)
from rules_engine.dice_throne.state import DTState, Seat
from rules_engine.dice_throne.statuses import limit_on, status_def
from tests.golden.table import Table

PIRATE = "cursed-pirate"
GUNSLINGER = "gunslinger"

#: Cards the players "hold": (name, timing, cost). The engine counts cards, the names are the table's.
MAIN_CARDS = (("Better D!", 2), ("Transference", 2), ("Buried Treasure", 1), ("Double Up!", 3), ("Next Time!", 1))
ROLL_CARDS = (("Get Fired Up", 1), ("Tip It", 1), ("Wild", 0), ("Twice as Wild", 1))
INSTANT_CARDS = (("Not This Time!", 1), ("Sabotage", 0), ("Bandages", 0), ("Samsara", 2))


def p(seat: int) -> str:
    """How a player is named in commands: p1, p2, ..."""
    return f"p{seat + 1}"


class DiceThroneBot:
    """Plays a whole Dice Throne match on a recording table, one phase handler at a time."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.activated: Ability | None = None
        self.followed_up = False

    # -- what the bot sees ------------------------------------------------------------------------

    @property
    def s(self) -> DTState:
        """The current state."""
        return self.table.state

    @property
    def active(self) -> int:
        """The active seat."""
        return self.s.active

    def seat(self, index: int) -> Seat:
        """A seat of the current state."""
        return self.s.seats[index]

    def hero(self, index: int) -> Hero:
        """The hero a seat plays."""
        return self.s.hero_of(index)

    def foes(self, index: int) -> tuple[int, ...]:
        """Opponents of a seat still in the game."""
        return opponents(self.s.mode, index, len(self.s.seats), [x.defeated for x in self.s.seats])

    def mates(self, index: int) -> tuple[int, ...]:
        """Team-mates of a seat still in the game (team play only)."""
        if not self.s.mode.teams:
            return ()
        return tuple(i for i, x in enumerate(self.s.seats) if i != index and not x.defeated
                     and team_of(self.s.mode, i) == team_of(self.s.mode, index))

    def living(self) -> tuple[int, ...]:
        """Seats still in the game."""
        return tuple(i for i, x in enumerate(self.s.seats) if not x.defeated)

    def attack_item(self) -> int | None:
        """The number (from 1) of the attack's pending damage, if any."""
        for number, item in enumerate(self.s.pending, start=1):
            if item.attack:
                return number
        return None

    def can_afford(self, seat: int, cost: int) -> bool:
        """True when a seat has a card in hand and the CP for it."""
        return self.seat(seat).hand >= 1 and self.seat(seat).cp >= cost

    def resolving_top(self) -> str:
        """What is resolving on top of the stack ('' when nothing)."""
        return self.s.resolving[-1].what if self.s.resolving else ""

    # -- the match --------------------------------------------------------------------------------

    def play(self) -> None:
        """Roll off, then play phase after phase until the match is over (or the log is full)."""
        table = self.table
        table.garble("roll off")  # a typo at the very start: the parser's message is pinned
        table.refuse("next")  # nothing before the roll-off
        while self.s.phase == ROLL_OFF:
            table.type("roll-off")
        handlers = {UPKEEP: self.upkeep, INCOME: self.income, MAIN_1: self.main_phase, OFFENSIVE: self.offence,
                    TARGETING: self.targeting, DEFENSIVE: self.defence, MAIN_2: self.main_phase,
                    DISCARD: self.discard}
        while not self.s.finished and not table.full:
            handlers[self.s.phase]()

    def next(self) -> None:
        """End the phase (unless the match ended on the way)."""
        if not self.s.finished:
            self.table.type("next")

    # -- phases -----------------------------------------------------------------------------------

    def upkeep(self) -> None:
        """Upkeep triggers in the order the table picks: doubloons, powder kegs, knockdown, rare heals."""
        t, a = self.table, self.active
        me = self.seat(a)
        doubloons = me.count("cursed-doubloon")
        if doubloons and me.hero != PIRATE and t.chance(0.8):
            t.type(f"upkeep damage {doubloons} from Cursed Doubloon")
            self.step_against_upkeep_damage(a)
        if me.count("powder-keg"):
            roll = t.rng.randint(1, 6)
            if roll <= 2:
                t.type(f"upkeep damage 3 undefendable {p(a)} from Powder Keg")  # the explosion removes the keg
            elif roll == 6 and self.foes(a):
                other = t.rng.choice(self.foes(a))
                if self.seat(other).count("powder-keg"):
                    t.refuse(f"status transfer powder-keg {p(a)} {p(other)}")
                else:
                    t.type(f"status transfer powder-keg {p(a)} {p(other)}")
        if self.seat(a).level("reaction")[0] >= 2 and self.seat(a).count("reload") < 2 and t.chance(0.8):
            t.type("status gain reload")  # Reaction II: Reload in the upkeep
        if t.chance(0.05):
            t.type("upkeep heal 1 from Regrowth")
        if me.count("knockdown") and me.cp >= 2 and t.chance(0.6):
            t.type("pay knockdown")
        if t.chance(0.03):
            t.refuse("sell")  # cards are sold in main phases and the discard phase only
        self.next()

    def step_against_upkeep_damage(self, seat: int) -> None:
        """The holder answers upkeep damage: Evasive, or a card that prevents some of it."""
        t = self.table
        number = len(self.s.pending)
        if self.seat(seat).count("evasive") and t.chance(0.6):
            t.type(f"status roll evasive on {number}")
        elif self.can_afford(seat, 1) and t.chance(0.25):
            t.type(f"play instant 1 Not This Time! by {p(seat)}")
            t.type(f"prevent 2 on {number} from Not This Time!")
            t.type("done")

    def income(self) -> None:
        """Income is automatic; meanwhile another player may play an instant (CP or a bandage)."""
        t = self.table
        others = [i for i in self.living() if i != self.active and self.can_afford(i, 0)]
        if others and t.chance(0.25):
            who = t.rng.choice(others)
            if t.chance(0.5):
                t.type(f"play instant 0 Bandages by {self.seat(who).name}")
                t.type(f"heal {t.rng.randint(1, 3)} {p(who)} from Bandages")
            else:
                t.type(f"play instant 0 Sabotage by {self.seat(who).name}")
                if self.seat(who).cp >= 1 and t.chance(0.5):
                    t.type(f"cp -1 {p(who)}")
            t.type("done")
        self.next()

    def main_phase(self) -> None:
        """Main phase: sell, play main-phase cards and resolve them, upgrades, doubloon business."""
        t, a = self.table, self.active
        for _ in range(t.rng.randint(1, 3)):
            if self.s.finished:
                return
            roll = t.rng.random()
            if roll < 0.25 and self.seat(a).hand >= 3:
                t.type("sell")
            elif roll < 0.6:
                self.play_main_card(a)
            elif roll < 0.7:
                self.upgrade(a)
            elif roll < 0.78:
                self.doubloon_business(a)
            elif roll < 0.82:
                self.instant_interrupt()
            elif roll < 0.85:
                self.refusal_in_main(a)
            elif roll < 0.87 and self.hero(a).id == GUNSLINGER and not dict(self.seat(a).limits).get("evasive"):
                t.type(f"status limit evasive {t.rng.randint(4, 5)} {p(a)}")
        if self.s.phase == MAIN_1 and self.s.turn % 7 == 3:
            self.house_rule_moment(a)
        if self.s.phase == MAIN_1 and self.seat(a).count("knockdown") and self.seat(a).cp >= 2 and t.chance(0.5):
            t.type("pay knockdown")
        self.next()

    def play_main_card(self, a: int) -> None:
        """A main-phase card and its text, entered as commands, then 'done'."""
        t = self.table
        name, cost = t.rng.choice(MAIN_CARDS)
        if not self.can_afford(a, cost):
            return
        t.type(f"play main {cost} {name}")
        effect = t.rng.randint(0, 5)
        foes = self.foes(a)
        if effect == 0:
            t.type(f"cp +{t.rng.randint(1, 3)} from {name}")
        elif effect == 1:
            t.type(f"draw {t.rng.randint(1, 2)}")
        elif effect == 2 or effect == 5 and t.chance(0.6):
            t.type(f"heal {t.rng.randint(2, 5)} from {name}")
        elif effect == 3 and foes:
            victim = t.rng.choice(foes)
            t.type(f"damage {t.rng.randint(1, 3)} undefendable to {p(victim)} from {name}")
        elif effect == 4 and foes:
            victim = t.rng.choice(foes)
            resource = "cp" if t.chance(0.7) else "health"
            t.type(f"steal {t.rng.randint(1, 2)} {resource} from {p(victim)}")
        elif foes:
            victim = t.rng.choice(foes)
            if self.seat(victim).hand:
                t.type(f"discard {p(victim)}")
        if not self.s.finished and self.s.resolving and t.chance(0.6):
            t.type("done")

    def upgrade(self, a: int) -> None:
        """A hero upgrade: level II, later III paying the difference."""
        t = self.table
        options = [x for x in self.hero(a).abilities if x.kind != "defensive" and not x.ultimate
                   and self.seat(a).level(x.id)[0] < 3]
        if not options:
            return
        ability = t.rng.choice(options)
        level = self.seat(a).level(ability.id)[0] + 1
        cost = 2 if level == 2 else 4
        roman = "II" if level == 2 else "III"
        paid = self.seat(a).level(ability.id)[1]
        if level == 3 and self.seat(a).hand >= 1 and self.seat(a).cp >= 2 and t.chance(0.3):
            t.refuse(f"upgrade {ability.id} II 2")  # an upgrade must raise the level
        if self.seat(a).hand >= 1 and self.seat(a).cp >= max(0, cost - paid):
            t.type(f"upgrade {ability.id} {roman} {cost}")
            if t.chance(0.5):
                t.type("done")

    def doubloon_business(self, a: int) -> None:
        """The pirate moves a Cursed Doubloon to an opponent (only the pirate may); or someone tries and is refused."""
        t = self.table
        foes = self.foes(a)
        if not foes:
            return
        victim = t.rng.choice(foes)
        if self.hero(a).id == PIRATE and self.seat(a).count("cursed-doubloon"):
            doubloon = status_def(self.s, "cursed-doubloon")
            assert doubloon is not None
            if self.seat(victim).count("cursed-doubloon") >= limit_on(self.s, victim, doubloon):
                t.refuse(f"status transfer cursed-doubloon {p(a)} {p(victim)}")
            else:
                t.type(f"status transfer cursed-doubloon {p(a)} {p(victim)}")
        elif self.seat(a).count("cursed-doubloon"):
            t.refuse("status remove cursed-doubloon")  # only the pirate's board removes them

    def instant_interrupt(self) -> None:
        """An instant card that interrupts what is resolving (or is refused when nothing may be interrupted)."""
        t = self.table
        who = t.rng.choice(self.living())
        if not self.can_afford(who, 1):
            return
        top = self.resolving_top()
        text = f"play instant 1 Not This Time! by {p(who)} interrupting"
        if top in ("", "instant card", "status", "ultimate"):
            t.refuse(text)
            return
        t.type(text)
        t.type("done")

    def house_rule_moment(self, a: int) -> None:
        """Every few turns the table bends a rule: another player sells in this main phase, or a roll card is played now."""
        t = self.table
        others = [i for i in self.living() if i != a and self.seat(i).hand]
        if others and t.chance(0.5):
            t.house_rule(f"sell {p(t.rng.choice(others))}")
        elif self.can_afford(a, 1):
            t.house_rule("play roll 1 Twice as Wild")
            t.type("done")

    def refusal_in_main(self, a: int) -> None:
        """Things players try in a main phase that the rules forbid (one of them applied as a house rule)."""
        t = self.table
        pick = t.rng.randint(0, 3)
        if pick == 0:
            t.refuse("roll", [str(t.rng.randint(1, 6)) for _ in range(5)])
        elif pick == 1 and self.foes(a):
            other = t.rng.choice(self.foes(a))
            if self.seat(other).hand:
                t.refuse(f"sell {p(other)}")
        elif pick == 2 and self.can_afford(a, 1):
            t.refuse("play roll 1 Get Fired Up")
        elif self.can_afford(a, 1) and self.seat(a).hand >= 2:
            t.house_rule("play roll 1 Twice as Wild")
            t.type("done")

    # -- the roll phases --------------------------------------------------------------------------

    def offence(self) -> None:
        """Roll, reroll towards an ability, let an opponent meddle, declare, activate, Reload, next."""
        t, a = self.table, self.active
        hero = self.hero(a)
        self.activated = None
        self.followed_up = False
        if t.chance(0.03):
            t.garble("reroll")  # no positions: the parser asks which dice
        t.type("roll")
        while self.s.roll.attempts < 3:
            can = activatable(hero, self.s.roll.dice)
            if can and t.chance(0.6):
                break
            positions = self.reroll_positions(hero)
            if not positions:
                break
            t.type("reroll " + ("all" if len(positions) == 5 and t.chance(0.5) else " ".join(map(str, positions))))
        if self.s.roll.attempts == 3 and t.chance(0.08):
            t.refuse("reroll 1")
        self.wild_for_the_ultimate(a)
        self.meddle(a)
        can = activatable(hero, self.s.roll.dice)
        if not can:
            if t.chance(0.05):
                self.declare_unmet(a, hero)
            elif t.chance(0.5):
                t.type("declare none")
                if t.chance(0.2):
                    t.refuse("roll")
            self.next()
            return
        ability = self.choose(can)
        t.type(f"ability {ability.id if t.chance(0.6) else ability.name.casefold()}")
        if t.chance(0.04):
            t.refuse("next")  # declared but not activated
        level = self.seat(a).level(ability.id)[0]
        if level > 1:
            t.type(f"activate {(ability.damage or 0) + level}")
        else:
            t.type("activate")
        self.activated = ability
        if self.s.finished:
            return
        item = self.attack_item()
        if item is not None and self.seat(a).count("reload") and not ability.ultimate and t.chance(0.7):
            if t.chance(0.75):
                t.type("status roll reload")
            else:
                t.type("status spend reload")
                t.type(f"boost {(t.rng.randint(1, 6) + 1) // 2} from Reload")
        if item is not None and not ability.ultimate and self.can_afford(a, 1) and t.chance(0.1):
            t.type("play roll 1 Get Fired Up")
            t.type("boost 2 from Get Fired Up")
            t.type("done")
        if ability.ultimate and t.chance(0.5):
            foe = t.rng.choice(self.foes(a))
            if self.seat(foe).hand:
                t.refuse(f"play instant 0 Sabotage by {p(foe)}")  # an ultimate locks its opponents out
        self.next()

    def wild_for_the_ultimate(self, a: int) -> None:
        """Four sixes showing: a roll-phase card turns the fifth die for the ultimate."""
        t = self.table
        dice = self.s.roll.dice
        if dice.count(6) != 4 or not self.can_afford(a, 1) or not t.chance(0.8):
            return
        position = next(i for i, v in enumerate(dice, start=1) if v != 6)
        t.type("play roll 1 Wild")
        t.type(f"set-die {position} 6 from Wild")
        t.type("done")

    def reroll_positions(self, hero: Hero) -> list[int]:
        """Dice that do not show the symbol the player is going for (the commonest one, or a straight)."""
        dice = self.s.roll.dice
        if dice.count(6) >= 3:
            return [position for position, value in enumerate(dice, start=1) if value != 6]  # the ultimate is near
        symbols = Counter(hero.symbol_of(v) for v in dice)
        goal, _ = max(sorted(symbols.items()), key=lambda kv: kv[1])
        if len(set(dice)) >= 4 and self.table.chance(0.5):
            seen: set[int] = set()
            out = []
            for position, value in enumerate(dice, start=1):
                if value in seen:
                    out.append(position)
                seen.add(value)
            return out
        return [position for position, value in enumerate(dice, start=1) if hero.symbol_of(value) != goal]

    def choose(self, can: tuple[Ability, ...]) -> Ability:
        """The ultimate if it is there, else usually the most damaging ability."""
        for ability in can:
            if ability.ultimate:
                return ability
        if self.table.chance(0.7):
            return max(can, key=lambda x: (x.damage or 0, x.id))
        return self.table.rng.choice(can)

    def meddle(self, a: int) -> None:
        """An opponent plays a roll-phase card that changes one of the attacker's dice."""
        t = self.table
        foes = [f for f in self.foes(a) if self.can_afford(f, 1)]
        if not foes or not t.chance(0.1):
            return
        foe = t.rng.choice(foes)
        t.type(f"play roll 1 Tip It by {p(foe)}")
        position = t.rng.randint(1, 5)
        t.type(f"set-die {position} {t.rng.randint(1, 6)} by {p(foe)} from Tip It")
        t.type("done")

    def declare_unmet(self, a: int, hero: Hero) -> None:
        """Declaring an ability the dice do not meet: refused, and once in a while played as a house rule."""
        t = self.table
        ability = t.rng.choice([x for x in hero.offensive() if not x.ultimate])
        if t.chance(0.5):
            t.house_rule(f"ability {ability.id}")
            t.house_rule("activate")
            self.activated = ability
            if self.s.finished:
                return
        else:
            t.refuse(f"ability {ability.id}")

    def targeting(self) -> None:
        """Teams roll the targeting die (5: the defenders choose, 6: the attacker); King of the Hill chooses."""
        t, a = self.table, self.active
        roll = self.s.roll
        if roll.needs_target and roll.target is None:
            foes = self.foes(a)
            if self.s.mode.teams:
                t.type("target-roll")
                if self.s.roll.target is None and self.s.roll.chooser:
                    target = t.rng.choice(foes)
                    if self.s.roll.chooser == "defenders-choose":
                        chooser = t.rng.choice(foes)
                        if t.chance(0.3):
                            t.refuse(f"target {p(target)}")  # on a 5 the attacker may not choose
                        t.type(f"target {p(target)} by {p(chooser)}")
                    else:
                        t.type(f"target {p(target)}")
                elif self.s.roll.target is not None and not self.s.roll.ultimate and t.chance(0.15):
                    helper = t.rng.choice(self.mates(a) or (a,))
                    if self.can_afford(helper, 1):
                        t.type(f"play roll 1 Tip It by {p(helper)}")
                        t.type(f"set-die targeting {t.rng.randint(1, 4)} by {p(helper)} from Tip It")
                        t.type("done")
            else:
                if t.chance(0.1):
                    t.refuse(f"target {p(a)}")  # not an opponent
                if t.chance(0.06):
                    t.garble("target")
                health = self.s.seat_health()
                leader = max(foes, key=lambda f: (health[f], -f))
                target = leader if t.chance(0.5) else t.rng.choice(foes)
                t.type(f"target {p(target) if t.chance(0.7) else self.seat(target).name}")
        self.next()

    def defence(self) -> None:
        """The ability's own effects, the defence and its result, Evasive, cards on both sides, then next."""
        t, a = self.table, self.active
        roll = self.s.roll
        target = roll.target
        if self.activated is not None and target is not None and not self.followed_up:
            self.follow_up(a, target, self.activated)
            self.followed_up = True
            if self.s.finished or self.s.phase != DEFENSIVE:
                return
        item = self.attack_item()
        kind = self.s.pending[item - 1].kind if item is not None else None
        if target is not None and item is not None and kind is not None:
            blockable = DAMAGE_TYPES[kind].blockable
            if blockable and self.s.roll.defence is None and not self.seat(target).defeated:
                self.defend(a, target)
            elif not blockable and t.chance(0.12):
                if t.chance(0.3) and not roll.ultimate:
                    t.house_rule("defend")
                    self.defence_result(a, target)
                else:
                    t.refuse("defend")
            self.damage_steps(a, target, item)
        self.next()

    def follow_up(self, a: int, target: int, ability: Ability) -> None:
        """What the ability's text says beyond its damage, typed as status, CP and card commands."""
        t = self.table
        tp = p(target)
        commands: list[str] = []
        pirate_doubloons = self.seat(a).count("cursed-doubloon")
        match ability.id:
            case "bounty-hunter":
                commands = [f"status inflict bounty {tp}"]
            case "take-cover":
                commands = ["status gain evasive"]
            case "deadeye":
                commands = [f"status inflict knockdown {tp}"]
            case "fan-the-hammer":
                commands = ["status gain evasive 2"]
            case "fill-em-with-lead":
                commands = ["status gain evasive", f"status inflict bounty {tp}", f"status inflict knockdown {tp}"]
            case "cutlass-strike":
                dice = self.s.roll.dice
                if sum(1 for v in dice if v <= 3) >= 4 and not self.seat(target).count("powder-keg"):
                    commands = [f"status inflict powder-keg {tp}"]
            case "x-marks-the-spot":
                commands = ["cp +2 from X Marks the Spot", "draw 1"]
            case "walk-the-plank":
                commands = [f"steal 2 cp from {tp}"] if t.chance(0.6) or not self.seat(target).hand else [f"discard {tp}"]
            case "light-the-fuse":
                commands = [f"status inflict powder-keg {tp}"] if not self.seat(target).count("powder-keg") else []
            case "black-spot":
                commands = ["status gain cursed-doubloon", f"status inflict parley {tp}"]
            case "shiver-me-timbers":
                commands = ["status remove cursed-doubloon"] if pirate_doubloons else []
            case "pirates-touch":
                commands = ["status gain cursed-doubloon 2", f"status inflict parley {tp}"]
        for command in commands:
            if self.s.finished:
                return
            t.type(command)

    def defend(self, a: int, target: int) -> None:
        """The defender rolls their defensive ability (the only one each shipped hero has) and applies it."""
        t = self.table
        if t.chance(0.04) and self.foes(target):
            t.garble(f"defend by {p(a)}")  # only the defender rolls the defence
        hero = self.hero(target)
        t.type("defend" if t.chance(0.6) else f"defend {hero.defensive()[0].id}")
        self.defence_result(a, target)

    def defence_result(self, a: int, target: int) -> None:
        """Enter the defence's result from the board: damage back, CP, prevention."""
        t = self.table
        hero = self.hero(target)
        dice = self.s.roll.defence_dice
        tp = p(target)
        if hero.id == GUNSLINGER:
            theirs = t.rng.randint(1, 6)
            if dice and dice[0] >= theirs:
                t.type(f"damage {t.rng.randint(1, 2)} to {p(a)} from Duel by {tp}")
            elif self.attack_item() is not None:
                t.type(f"prevent 2 from Duel by {tp}")
        else:
            symbols = Counter(hero.symbol_of(v) for v in dice)
            if symbols["cutlass"] >= 2:
                t.type(f"damage {symbols['cutlass'] - 1} to {p(a)} from Ahoy! by {tp}")
            if symbols["loot"]:
                t.type(f"cp +{symbols['loot']} {tp} from Ahoy!")
            if symbols["skull"] and self.attack_item() is not None:
                t.type(f"prevent {2 * symbols['skull']} from Ahoy!")
        if self.resolving_top() == "defence" and self.can_afford(a, 1) and t.chance(0.15):
            t.type(f"play instant 1 Not This Time! by {p(a)} interrupting")
            t.type("done")  # the interrupting card has resolved: the defence carries on
        if self.s.resolving and t.chance(0.5):
            t.type("done")

    def damage_steps(self, a: int, target: int, item: int) -> None:
        """Evasive, halving and prevention cards on the defending side; boosts on the attacking side."""
        t = self.table
        pending = self.s.pending[item - 1]
        avoidable = DAMAGE_TYPES[pending.kind].avoidable
        locked = self.s.roll.ultimate
        if self.seat(target).count("evasive") and avoidable and t.chance(0.7):
            if t.chance(0.75):
                t.type("status roll evasive")
            else:
                # The table rolls the Evasive die itself: spend the token, then enter what it did.
                t.type(f"status spend evasive {p(target)}")
                if t.rng.randint(1, 6) <= 2:
                    t.type("avoid from Evasive")
        if avoidable and not locked and self.can_afford(target, 1) and t.chance(0.12):
            t.type(f"play instant 1 Not This Time! by {p(target)}")
            t.type("halve from Not This Time!")
            if t.chance(0.5):
                t.type("done")
        mates = self.mates(target)
        if avoidable and not locked and mates and t.chance(0.1):
            helper = mates[0]
            t.refuse(f"prevent 2 by {p(helper)} from Samsara")  # a team-mate may not lower it ...
            if self.can_afford(helper, 2):
                t.type(f"play instant 2 Samsara by {p(helper)}")
                t.type(f"prevent 2 by {p(helper)} from Samsara chosen")  # ... unless the card names a chosen player
        if not avoidable and t.chance(0.3):
            t.refuse(f"prevent 1 by {p(target)}")
        if locked and self.seat(target).count("evasive") and t.chance(0.5):
            t.refuse(f"status roll evasive {p(target)}")
        if DAMAGE_TYPES[pending.kind].boostable and self.can_afford(a, 1) and t.chance(0.08):
            t.type("play roll 1 Get Fired Up")
            t.type("boost 1 from Get Fired Up")
        if DAMAGE_TYPES[pending.kind].boostable and t.chance(0.04):
            t.type(f"multiply 2 from Double Down by {p(a)}")
        if avoidable and not locked and t.chance(0.03):
            t.type(f"reflect from Retribution by {p(target)}")

    def discard(self) -> None:
        """Sell down to the hand limit (once in a while trying to end the turn first), then next."""
        t, a = self.table, self.active
        if self.seat(a).hand > HAND_LIMIT and t.chance(0.3):
            t.refuse("next")
        while self.seat(a).hand > HAND_LIMIT:
            t.type("sell")
        if self.hero(a).id == PIRATE and self.seat(a).count("cursed-doubloon") and t.chance(0.5):
            t.type("status remove cursed-doubloon")  # the pirate's Curse at the end of her turn
        self.next()
