"""The roll phases: offensive roll attempts, declaring and activating, targeting, defence, damage and its steps."""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dice_throne.actions import (
    Activate, AddDamage, ChangeDie, ChooseTarget, Declare, DefensiveRoll, ModifyDamage, OffensiveRoll, StatusRoll,
    TargetRoll,
)
from rules_engine.dice_throne.ability_names import ability_name
from rules_engine.dice_throne.activation import RULE_OF, meets
from rules_engine.dice_throne.bounty import attack_index, bounty_statuses, reward
from rules_engine.dice_throne.counters import apply_health, draw_cards
from rules_engine.dice_throne.damage import DAMAGE_TYPES, OPERATIONS, Step, calculate, ceil_div
from rules_engine.dice_throne.dice import HERO_DICE, ROLL_ATTEMPTS
from rules_engine.dice_throne.guards import (
    Refusal, enforce, locked_refusals, require_alive, require_not_locked, require_seat, same_side,
)
from rules_engine.dice_throne.explosions import lands_at_once
from rules_engine.dice_throne.interrupts import ABILITY, DEFENCE, STATUS, ULTIMATE, begin, interrupt
from rules_engine.dice_throne.modes import opponents
from rules_engine.dice_throne.phases import DEFENSIVE, OFFENSIVE, ROLL_PHASES, TARGETING, UPKEEP
from rules_engine.dice_throne.heroes import Ability, Hero, StatusDef
from rules_engine.dice_throne.state import DTState, PendingDamage, Resolving, RollState
from rules_engine.dice_throne.statuses import lookup
from rules_engine.dice_throne.targeting import ATTACKER_CHOOSES, DEFENDERS_CHOOSE, earns_leader_bonus, team_target
from rules_engine.dice_throne.wording import cite_wording
from rules_engine.referee import Referee
from rules_engine.values import replace

REDUCING = ("subtract", "divide", "avoid", "reflect")
BOOSTING = ("add", "multiply")
#: The smallest number each damage step takes (avoid takes none: it prevents everything).
STEP_MINIMUM = {"add": 1, "subtract": 1, "multiply": 2, "divide": 1, "reflect": 1, "avoid": 0}
#: Status effects that are spent by rolling a die against pending damage.
ROLLING_EFFECTS = ("avoid-damage-roll", "boost-attack-half-roll")


def _die_values(values: tuple[int, ...], ref: Referee) -> None:
    ref.require(all(1 <= v <= 6 for v in values), "dice-throne.companion.seats",
                "a hero die shows 1 to 6", hard=True)


def offensive_roll_refusals(state: DTState) -> Iterator[Refusal]:
    """Why the active player may not roll (or reroll) the offensive dice now."""
    roll = state.roll
    if state.phase != OFFENSIVE:
        yield Refusal("dice-throne.offence.roll-attempts",
                      f"dice are rolled for an ability only in the offensive roll phase (now: {state.phase})")
    if roll.activated is not None:
        yield Refusal("dice-throne.offence.roll-attempts", "an ability is already activated: the offensive roll is over")
    if roll.attempts >= ROLL_ATTEMPTS:
        yield Refusal("dice-throne.offence.roll-attempts",
                      f"{state.seats[state.active].name} has used all {ROLL_ATTEMPTS} roll attempts")
    yield from reopened_refusals(state, "roll again")


def resolve_offensive_roll(state: DTState, act: OffensiveRoll, ref: Referee) -> tuple[DTState, str]:
    """One roll attempt of the active player: all five dice first, then any chosen dice."""
    roll = state.roll
    name = state.seats[state.active].name
    enforce(offensive_roll_refusals(state), ref)
    positions = act.positions
    ref.require(len(set(positions)) == len(positions) and all(1 <= p <= HERO_DICE for p in positions)
                and positions, "dice-throne.offence.roll-attempts",
                f"name dice by position 1 to {HERO_DICE}, each once", hard=True)
    if roll.attempts == 0:
        ref.require(sorted(positions) == list(range(1, HERO_DICE + 1)), "dice-throne.offence.roll-attempts",
                    f"the first attempt rolls all {HERO_DICE} dice", hard=True)
    values = act.roll.values
    ref.require(len(values) == len(positions), "dice-throne.offence.roll-attempts",
                f"{len(positions)} dice were rolled, {len(values)} results given", hard=True)
    _die_values(values, ref)
    ref.cite("dice-throne.offence.roll-attempts")
    dice = list(roll.dice) if roll.dice else [0] * HERO_DICE
    for p, v in zip(positions, values):
        dice[p - 1] = v
    attempts = roll.attempts + 1
    if roll.declared:
        ref.cite("dice-throne.offence.dice-changed")
        ref.note(f"rolling again withdraws the declaration of {ability_name(state, roll.declared)}")
    state = replace(state, roll=replace(roll, dice=tuple(dice), attempts=attempts, declared=None, declared_none=False,
                                        changed_since_declared=False))
    left = ROLL_ATTEMPTS - attempts
    if attempts > ROLL_ATTEMPTS:  # a card or a house rule gave a roll beyond the usual three
        counted = f"an extra roll beyond the {ROLL_ATTEMPTS} attempts"
    else:
        counted = f"attempt {attempts}, {left} left"
    return state, f"{name} rolls {' '.join(map(str, dice))} ({counted})"


def reopened(roll: RollState) -> bool:
    """True unless the player has declared (an ability or none) and no die has changed since."""
    return not (roll.declared or roll.declared_none) or roll.changed_since_declared


def reopened_refusals(state: DTState, what: str) -> Iterator[Refusal]:
    """After a declaration (or 'none') the player stopped rolling; only a die changed since reopens the choice."""
    if reopened(state.roll):
        return
    ability = state.hero_of(state.active).ability(state.roll.declared or "")
    said = f"declared {ability.name}" if ability is not None else "declared no ability"
    yield Refusal("dice-throne.offence.dice-changed",
                  f"{state.seats[state.active].name} {said} and no die has been changed since: "
                  f"they may {what} only after someone changes their dice")


DICE_ROLLS = ("offence", "defence", "targeting")


def change_die_refusals(state: DTState, by: int, which: str) -> Iterator[Refusal]:
    """Why `by` may not change a die of this roll ('offence', 'defence' or 'targeting') now, whatever the die."""
    roll = state.roll
    if state.phase not in ROLL_PHASES:
        yield Refusal("dice-throne.cards.roll-phase", "dice can only be changed during the roll phases")
    yield from locked_refusals(state, by)
    if which == "targeting":
        if roll.target_die is None:
            yield Refusal("dice-throne.targeting.teams", "no targeting die has been rolled", hard=True)
        # The die picks the defender in the targeting roll phase; once that phase is over the defender
        # is settled (and may already have defended), so the die is no longer in play.
        if state.phase != TARGETING:
            yield Refusal("dice-throne.targeting.teams",
                          f"the targeting die can be changed only during the targeting roll phase (now {state.phase}): "
                          "the defender is already settled")
        if roll.ultimate:
            yield Refusal("dice-throne.targeting.ultimate-die", "the targeting die of an ultimate cannot be changed")
        return
    if not (roll.dice if which == "offence" else roll.defence_dice):
        yield Refusal("dice-throne.offence.roll-attempts", f"no {which} dice have been rolled", hard=True)
    if which == "offence":
        if roll.ultimate:
            yield Refusal("dice-throne.ultimate.unstoppable", "the ultimate is activated: its dice can no longer be changed")
        if roll.activated is not None:
            yield Refusal("dice-throne.offence.declare", "the ability is already activated: change the dice before activation")


def resolve_change_die(state: DTState, act: ChangeDie, ref: Referee) -> tuple[DTState, str]:
    """A card or ability sets one die of a roll in progress to a new number."""
    by = require_seat(state, act.by, ref)
    roll = state.roll
    ref.require(act.which in DICE_ROLLS, "dice-throne.companion.seats",
                "change a die of the offence, defence or targeting roll", hard=True)
    ref.require(1 <= act.value <= 6, "dice-throne.companion.seats", "a die shows 1 to 6", hard=True)
    enforce(change_die_refusals(state, by, act.which), ref)
    source = f" ({act.source})" if act.source else ""
    if act.which == "targeting":
        state = replace(state, roll=replace(roll, target_die=act.value, target=None, chooser="", bounty_cp=0,
                                            bounty_counted=()))
        state = _strip_target_steps(state)
        state = _apply_target_die(state, act.value, ref)
        return state, f"the targeting die becomes {act.value}{source}"
    dice = roll.dice if act.which == "offence" else roll.defence_dice
    ref.require(1 <= act.position <= len(dice), "dice-throne.companion.seats",
                f"choose a die from 1 to {len(dice)}", hard=True)
    new = list(dice)
    new[act.position - 1] = act.value
    if act.which == "defence":
        return replace(state, roll=replace(roll, defence_dice=tuple(new))), \
            f"defence die {act.position} becomes {act.value}{source}"
    roll = replace(roll, dice=tuple(new), changed_since_declared=bool(roll.declared or roll.declared_none))
    if roll.declared_none:
        ref.cite("dice-throne.offence.dice-changed")
        ref.note(f"the dice changed: the player may declare an ability or roll again "
                 f"({ROLL_ATTEMPTS - roll.attempts} attempts left)")
    if roll.declared:
        ability = state.hero_of(state.active).ability(roll.declared)
        assert ability is not None and ability.condition is not None
        ref.cite("dice-throne.offence.dice-changed")
        if not meets(ability.condition, state.hero_of(state.active), roll.dice):
            roll = replace(roll, declared=None)
            left = ROLL_ATTEMPTS - roll.attempts
            ref.note(f"{ability.name} is no longer met: declare another ability or roll again ({left} attempts left)")
        else:
            ref.note(f"{ability.name} is still met: the player may keep it, declare another, or roll again")
    return replace(state, roll=roll), f"offence die {act.position} becomes {act.value}{source}"


def declare_refusals(state: DTState) -> Iterator[Refusal]:
    """Why the active player may not declare an ability (or none) now, whichever it is."""
    roll = state.roll
    if state.phase != OFFENSIVE:
        yield Refusal("dice-throne.offence.declare", "offensive abilities are declared at the end of the offensive roll phase")
    if roll.activated is not None:
        yield Refusal("dice-throne.offence.one-ability",
                      f"{state.seats[state.active].name} already activated {ability_name(state, roll.activated)} this turn")
    if roll.attempts < 1:
        yield Refusal("dice-throne.offence.declare", "roll the dice before declaring")
    yield from reopened_refusals(state, "declare again")


def declarable(state: DTState) -> tuple[Ability, ...]:
    """The offensive abilities the active hero's dice meet now (what a declaration may name)."""
    hero = state.hero_of(state.active)
    return tuple(a for a in hero.offensive() if a.condition is not None and meets(a.condition, hero, state.roll.dice))


def resolve_declare(state: DTState, act: Declare, ref: Referee) -> tuple[DTState, str]:
    """The active player declares one offensive ability the final dice meet, or none."""
    roll = state.roll
    hero = state.hero_of(state.active)
    name = state.seats[state.active].name
    enforce(declare_refusals(state), ref)
    ref.cite("dice-throne.offence.declare")
    if not act.ability:
        state = replace(state, roll=replace(roll, declared=None, declared_none=True, changed_since_declared=False))
        return state, f"{name} activates no offensive ability"
    ability = hero.ability(act.ability)
    choices = ", ".join(a.id for a in hero.offensive())
    ref.require(ability is not None and ability.kind == "offensive", "dice-throne.offence.declare",
                f"{hero.name} has no offensive ability {act.ability!r}; it has {choices}", hard=True)
    assert ability is not None and ability.condition is not None
    shown = " ".join(f"{v}:{hero.symbol_of(v)}" for v in roll.dice)
    ref.require(meets(ability.condition, hero, roll.dice), RULE_OF[ability.condition.kind],
                f"{ability.name} needs {ability.condition.describe()}; the dice show {shown}")
    ref.cite(RULE_OF[ability.condition.kind])
    ref.note("opponents may change the dice now; then activate")
    state = replace(state, roll=replace(roll, declared=ability.id, declared_none=False, changed_since_declared=False))
    return state, f"{name} declares {ability.name}"


def activate_refusals(state: DTState) -> Iterator[Refusal]:
    """Why the declared ability may not be activated now, whatever damage is typed."""
    roll = state.roll
    if state.phase != OFFENSIVE:
        yield Refusal("dice-throne.offence.declare", "abilities activate in the offensive roll phase")
    if roll.activated is not None:
        yield Refusal("dice-throne.offence.one-ability", "only one offensive ability per turn")
    if roll.declared is None:
        yield Refusal("dice-throne.offence.declare", "declare an ability first", hard=True)
        return
    hero = state.hero_of(state.active)
    ability = hero.ability(roll.declared)
    assert ability is not None and ability.condition is not None
    if not meets(ability.condition, hero, roll.dice):
        yield Refusal(RULE_OF[ability.condition.kind], f"{ability.name}'s condition is no longer met")


def printed_damage(state: DTState) -> int | None:
    """The declared ability's damage from the data, when 'activate' needs no number (level I, known damage)."""
    ability = state.hero_of(state.active).ability(state.roll.declared or "")
    if ability is None:
        return None
    level, _ = state.seats[state.active].level(ability.id)
    if level != 1:
        return None
    return ability.damage_for(matching_dice(state.hero_of(state.active), ability, state.roll.dice))


def matching_dice(hero: Hero, ability: Ability, dice: tuple[int, ...]) -> int:
    """How many dice show the symbol of a one-symbol condition (0 for any other condition)."""
    condition = ability.condition
    if condition is None or condition.kind != "symbols" or len(condition.symbols) != 1:
        return 0
    symbol = condition.symbols[0][0]
    return sum(1 for v in dice if hero.symbol_of(v) == symbol)


def resolve_activate(state: DTState, act: Activate, ref: Referee) -> tuple[DTState, str]:
    """Activate the declared ability: record its attack as pending damage and lock in an ultimate."""
    roll = state.roll
    seat = state.active
    hero = state.hero_of(seat)
    enforce(activate_refusals(state), ref)
    ability = hero.ability(roll.declared or "")
    assert ability is not None and ability.condition is not None
    level, _ = state.seats[seat].level(ability.id)
    damage = act.damage if act.damage is not None else printed_damage(state)
    ref.require(damage is not None, "dice-throne.companion.table-resolves",
                f"type the damage printed for {ability.name}" + (f" (level {level})" if level > 1 else "")
                + ": activate N", hard=True)
    assert damage is not None
    ref.require(damage >= 0, "dice-throne.companion.table-resolves", "damage cannot be negative", hard=True)
    matching = matching_dice(hero, ability, roll.dice)
    if act.damage is None and level == 1 and ability.damage_for(matching) != ability.damage:
        ref.cite("dice-throne.activation.symbols")
        ref.note(f"{matching} dice show {ability.condition.symbols[0][0]}: the board prints {damage} damage for that many")
    if act.damage is None and ability.unconfirmed:
        ref.cite("dice-throne.companion.table-resolves")
        ref.note(f"{ability.name}'s damage {damage} is shipped data marked unconfirmed: if your board prints "
                 "another number, undo and type 'activate N'")
    kind = "ultimate" if ability.ultimate else ability.damage_type
    special = DAMAGE_TYPES[kind].special_targeting
    ref.cite("dice-throne.offence.declare")
    if ability.ultimate:
        ref.cite("dice-throne.ultimate.unstoppable", "dice-throne.ultimate.lock")
        ref.note("ultimate: nothing may reduce, avoid or interrupt it; opponents wait until the roll phase ends")
    foes = opponents(state.mode, seat, len(state.seats), [s.defeated for s in state.seats])
    target = foes[0] if len(foes) == 1 and not special else None
    new_roll = replace(roll, activated=ability.id, ultimate=ability.ultimate, needs_target=not special)
    state = begin(replace(state, roll=new_roll), Resolving(ULTIMATE if ability.ultimate else ABILITY, ability.name, seat))
    if damage > 0 and not special:
        steps = _attacker_status_steps(state, seat, ability.ultimate, ref)
        state = replace(state, pending=state.pending + (
            PendingDamage(None, damage, kind, ability.name, attack=True, attacker=seat, steps=steps),))
    if special:
        ref.note("collateral damage names its own victims: enter it with 'damage N collateral to pX'")
    if ability.effects:
        ref.cite("dice-throne.companion.table-resolves")
        ref.note(f"also resolve at the table: {ability.effects}")
        cite_wording(ability.effects, ref)
    if target is not None:
        state = _set_target(state, target, ref)
    return state, f"{state.seats[seat].name} activates {ability.name} ({damage} {kind})"


def _attacker_status_steps(state: DTState, seat: int, ultimate: bool, ref: Referee) -> tuple[Step, ...]:
    steps: list[Step] = []
    holder = state.seats[seat]
    for hero in state.heroes:
        for sdef in hero.statuses:
            n = holder.count(sdef.id)
            if not n or sdef.effect not in ("attack-minus-per-token", "no-attack-damage"):
                continue
            if ultimate:
                ref.cite("dice-throne.ultimate.unstoppable")
                ref.note(f"{sdef.name} does not weaken an ultimate")
                continue
            if sdef.effect == "attack-minus-per-token":
                ref.cite("dice-throne.status.withering")
                steps.append(Step("subtract", n, f"{sdef.name} x{n}"))
            else:
                ref.cite("dice-throne.status.parley")
                steps.append(Step("avoid", 0, sdef.name))
            ref.note(f"{sdef.name} on {holder.name} weakens the attack")
    return tuple(steps)


def _strip_target_steps(state: DTState) -> DTState:
    index = attack_index(state)
    if index is None:
        return state
    item = state.pending[index]
    bounty = {s.name for s in bounty_statuses(state)}
    steps = tuple(s for s in item.steps if s.source not in bounty)
    pending = list(state.pending)
    pending[index] = replace(item, steps=steps)
    return replace(state, pending=tuple(pending))


def _set_target(state: DTState, target: int, ref: Referee) -> DTState:
    """Fix the attack's target and apply what targeting triggers (leader bonus, Bounty)."""
    attacker = state.active
    state = replace(state, roll=replace(state.roll, target=target, chooser=""))
    ref.note(f"{state.seats[attacker].name} targets {state.seats[target].name}")
    # Only an attack earns the bonus: an ability that deals no damage to its target is not one.
    if state.mode.king_of_the_hill and not state.roll.bonus_drawn and attack_index(state) is not None:
        alive = [not s.defeated for s in state.seats]
        if earns_leader_bonus(attacker, target, state.seat_health(), alive):
            ref.cite("dice-throne.koth.leader-bonus")
            state, drawn = draw_cards(state, attacker, 1, ref)
            ref.note(f"{state.seats[target].name} leads: {state.seats[attacker].name} draws {drawn} bonus card")
            state = replace(state, roll=replace(state.roll, bonus_drawn=True))
    state = replace(state, roll=replace(state.roll, bounty_cp=0, bounty_counted=()))
    for sdef in bounty_statuses(state):
        if state.seats[target].count(sdef.id):
            state = reward(state, sdef, ref)
    return state


def _apply_target_die(state: DTState, die: int, ref: Referee) -> DTState:
    foes = opponents(state.mode, state.active, len(state.seats), [s.defeated for s in state.seats])
    result = team_target(state.mode.team_size, die)
    ref.cite("dice-throne.targeting.teams")
    if result.index is not None and result.index < len(foes):
        return _set_target(state, foes[result.index], ref)
    ref.note(result.describe([state.seats[f].name for f in foes]))
    return replace(state, roll=replace(state.roll, chooser=result.chooser or ATTACKER_CHOOSES))


def target_roll_refusals(state: DTState) -> Iterator[Refusal]:
    """Why the targeting die may not be rolled now."""
    roll = state.roll
    if state.phase != TARGETING:
        yield Refusal("dice-throne.targeting.teams", "the targeting die is rolled in the targeting roll phase")
    if not state.mode.teams:
        yield Refusal("dice-throne.koth.free-target" if state.mode.king_of_the_hill else "dice-throne.targeting.skip-1v1",
                      "there is no targeting roll in this mode", hard=True)
    if not (roll.needs_target and roll.target is None and roll.target_die is None):
        yield Refusal("dice-throne.targeting.teams",
                      "no attack is waiting for a targeting die (a rolled die is changed by cards, not rerolled)", hard=True)


def resolve_target_roll(state: DTState, act: TargetRoll, ref: Referee) -> tuple[DTState, str]:
    """Team play: the attacker's targeting die picks the defender from the book's table."""
    roll = state.roll
    enforce(target_roll_refusals(state), ref)
    values = act.roll.values
    ref.require(len(values) == 1, "dice-throne.targeting.teams", "the targeting roll is one die", hard=True)
    _die_values(values, ref)
    state = replace(state, roll=replace(roll, target_die=values[0]))
    state = _apply_target_die(state, values[0], ref)
    return state, f"targeting die: {values[0]}"


def _target_rule(state: DTState) -> str:
    return "dice-throne.koth.free-target" if state.mode.king_of_the_hill else "dice-throne.targeting.teams"


def choose_target_refusals(state: DTState) -> Iterator[Refusal]:
    """Why no target may be chosen now, by anyone."""
    rule = _target_rule(state)
    if state.phase != TARGETING:
        yield Refusal(rule, "targets are chosen in the targeting roll phase")
    if not (state.roll.needs_target and state.roll.target is None):
        yield Refusal(rule, "there is no attack waiting for a target", hard=True)


def attack_targets(state: DTState) -> tuple[int, ...]:
    """The opponents of the active hero still in the game: who an attack may target."""
    return opponents(state.mode, state.active, len(state.seats), [s.defeated for s in state.seats])


def chooser_refusals(state: DTState, by: int) -> Iterator[Refusal]:
    """Why `by` may not be the one who chooses the target (the targeting die or the mode says who does)."""
    roll = state.roll
    if state.mode.teams:
        if not roll.chooser:
            yield Refusal("dice-throne.targeting.teams", "roll the targeting die first")
        if roll.chooser == DEFENDERS_CHOOSE:
            if by not in attack_targets(state):
                yield Refusal("dice-throne.targeting.teams", "on a 5 the opponents choose who is targeted")
        elif by != state.active:
            yield Refusal("dice-throne.targeting.teams", "on a 6 the attacker chooses the target")
    elif state.mode.king_of_the_hill and by != state.active:
        yield Refusal("dice-throne.koth.free-target", "the attacker chooses the target")


def resolve_choose_target(state: DTState, act: ChooseTarget, ref: Referee) -> tuple[DTState, str]:
    """King of the Hill: the attacker picks any opponent; teams: whoever the targeting die names picks."""
    by = require_seat(state, act.by, ref)
    target = require_seat(state, act.target, ref)
    rule = _target_rule(state)
    enforce(choose_target_refusals(state), ref)
    ref.require(target in attack_targets(state), rule, f"{state.seats[target].name} is not an opponent still in the game")
    enforce(chooser_refusals(state, by), ref)
    ref.cite(rule)
    state = _set_target(state, target, ref)
    return state, f"{state.seats[target].name} is the target"


def defence_refusals(state: DTState) -> Iterator[Refusal]:
    """Why the attack's target may not roll a defence now, whichever ability they pick."""
    roll = state.roll
    if state.phase != DEFENSIVE:
        yield Refusal("dice-throne.defence.when", "defence is rolled in the defensive roll phase")
    index = attack_index(state)
    if roll.target is None or index is None:
        yield Refusal("dice-throne.defence.when", "there is no attack to defend against", hard=True)
        return
    item = state.pending[index]
    if not DAMAGE_TYPES[item.kind].blockable:
        yield Refusal("dice-throne.defence.when", f"{item.kind} damage cannot be defended against: no defensive roll")
    if roll.defence is not None:
        yield Refusal("dice-throne.defence.choose-then-roll-once", "the defensive dice are rolled only once")


def defence_named(hero: Hero, name: str) -> Ability | None:
    """The ability a defence names (by id or name); no name means the hero's only defensive ability."""
    if name:
        return hero.ability(name)
    return hero.defensive()[0] if len(hero.defensive()) == 1 else None


def resolve_defensive_roll(state: DTState, act: DefensiveRoll, ref: Referee) -> tuple[DTState, str]:
    """The defender picks one defensive ability and rolls its dice once, against blockable damage only."""
    roll = state.roll
    enforce(defence_refusals(state), ref)
    assert roll.target is not None
    defender = roll.target
    hero = state.hero_of(defender)
    ability = defence_named(hero, act.ability)
    names = ", ".join(a.id for a in hero.defensive())
    ref.require(ability is not None and ability.kind == "defensive", "dice-throne.defence.choose-then-roll-once",
                f"choose one of {hero.name}'s defensive abilities: {names}", hard=True)
    assert ability is not None
    values = act.roll.values
    ref.require(len(values) == ability.defence_dice, "dice-throne.defence.choose-then-roll-once",
                f"{ability.name} rolls {ability.defence_dice} dice, not {len(values)}", hard=True)
    _die_values(values, ref)
    ref.cite("dice-throne.defence.when", "dice-throne.defence.choose-then-roll-once", "dice-throne.companion.table-resolves")
    ref.note(f"apply {ability.name}'s result from the board: prevent/damage/heal/status commands")
    cite_wording(ability.effects, ref)
    state = replace(state, roll=replace(roll, defence=ability.id, defence_dice=tuple(values)))
    state = begin(state, Resolving(DEFENCE, ability.name, defender))
    return state, f"{state.seats[defender].name} defends with {ability.name}: {' '.join(map(str, values))}"


def resolve_add_damage(state: DTState, act: AddDamage, ref: Referee) -> tuple[DTState, str]:
    """Damage to one hero from a defence, card or status: pending in roll phases and upkeep, else at once."""
    target = require_seat(state, act.target, ref)
    by = require_seat(state, act.by if act.by is not None else state.active, ref)
    ref.require(act.kind in DAMAGE_TYPES, "dice-throne.damage.types",
                f"damage is one of {', '.join(DAMAGE_TYPES)}, not {act.kind!r}", hard=True)
    ref.require(act.amount >= 1, "dice-throne.damage.types", "damage is a whole number of 1 or more", hard=True)
    require_alive(state, target, ref)
    require_not_locked(state, by, ref)
    ref.cite("dice-throne.damage.types", DAMAGE_TYPES[act.kind].rule)
    name = state.seats[target].name
    item = PendingDamage(target, act.amount, act.kind, act.source, attack=False, attacker=by)
    if lands_at_once(state, act.source, ref):
        ref.require(act.kind == "undefendable", "dice-throne.status.powder-keg",
                    f"an explosion deals undefendable damage, not {act.kind} (add 'undefendable')")
        state = apply_health(state, {state.pool(target): act.amount}, {}, ref)
        return state, f"{name} takes {act.amount} undefendable damage from {act.source} at once"
    if state.phase in ROLL_PHASES:
        ref.cite("dice-throne.roll-phase.damage-at-end")
        return replace(state, pending=state.pending + (item,)), \
            f"{act.amount} {act.kind} damage to {name} waits for the end of the roll phase"
    if state.phase == UPKEEP:
        ref.cite("dice-throne.upkeep.order-and-sum")
        return replace(state, pending=state.pending + (item,)), f"{act.amount} damage to {name} queued for the end of upkeep"
    state = apply_health(state, {state.pool(target): act.amount}, {}, ref)
    return state, f"{name} takes {act.amount} {act.kind} damage"


def _item(state: DTState, number: int, ref: Referee) -> PendingDamage:
    ref.require(1 <= number <= len(state.pending), "dice-throne.damage.final",
                f"there is no pending damage #{number}" + (f" (1 to {len(state.pending)})" if state.pending else ""),
                hard=True)
    return state.pending[number - 1]


def step_refusals(item: PendingDamage, op: str, attack_modifier: bool) -> Iterator[Refusal]:
    """Why this step may not be taken on this damage: its type cannot be reduced or boosted, or it is no attack."""
    kind = DAMAGE_TYPES[item.kind]
    if op in REDUCING and not kind.avoidable:
        yield Refusal("dice-throne.ultimate.unstoppable", f"{item.kind} damage cannot be reduced, prevented, avoided or answered")
    if op in BOOSTING and not kind.boostable:
        yield Refusal(kind.rule, f"{item.kind} damage cannot be boosted")
    if attack_modifier and not item.attack:
        yield Refusal("dice-throne.damage.attack-modifiers", f"{item.source} is not an attack: attack modifiers do not apply")


def item_target(state: DTState, item: PendingDamage) -> int | None:
    """Who a pending damage will hit: its own target, else the attack's (None before targeting)."""
    return item.target if item.target is not None else state.roll.target


def needs_chosen(state: DTState, item: PendingDamage, by: int, op: str) -> bool:
    """Team play: lowering a team-mate's incoming damage needs a card or status that works on a chosen player."""
    target = item_target(state, item)
    return (state.mode.teams and op in REDUCING and target is not None and by != target
            and same_side(state, by, target))


def _check_team_help(state: DTState, item: PendingDamage, by: int, op: str, chosen: bool, ref: Referee) -> None:
    """Team play: nobody steps in to lower a team-mate's incoming damage, unless the card says "chosen player"."""
    if not needs_chosen(state, item, by, op):
        return
    target = item_target(state, item)
    assert target is not None
    ref.require(chosen, "dice-throne.teams.no-help-reduce",
                f"{state.seats[by].name} may not lower the damage coming at team-mate {state.seats[target].name} "
                "unless the card or status works on a chosen player (then add 'chosen'); changing dice is allowed")
    ref.cite("dice-throne.teams.no-help-reduce")
    ref.note("the card works on a chosen player, so it may protect a team-mate")


def resolve_modify(state: DTState, act: ModifyDamage, ref: Referee) -> tuple[DTState, str]:
    """Add one step (add, subtract, multiply, divide, reflect, avoid) to pending damage."""
    by = require_seat(state, act.by, ref)
    item = _item(state, act.item, ref)
    ref.require(act.op in OPERATIONS, "dice-throne.damage.final",
                f"a damage step is one of {', '.join(OPERATIONS)}, not {act.op!r}", hard=True)
    minimum = STEP_MINIMUM[act.op]
    ref.require(act.value >= minimum, "dice-throne.damage.final",
                f"{act.op} needs a number of at least {minimum}", hard=True)
    require_not_locked(state, by, ref)
    enforce(step_refusals(item, act.op, act.attack_modifier), ref)
    _check_team_help(state, item, by, act.op, act.chosen, ref)
    ref.cite("dice-throne.damage.final", DAMAGE_TYPES[item.kind].rule)
    if act.attack_modifier:
        ref.cite("dice-throne.damage.attack-modifiers")
    step = Step(act.op, act.value, act.source or state.seats[by].name, act.attack_modifier)
    pending = list(state.pending)
    pending[act.item - 1] = replace(item, steps=item.steps + (step,))
    state = replace(state, pending=tuple(pending))
    result = calculate(item.amount, item.steps + (step,))
    return state, f"{item.source}: {act.op} {act.value if act.op != 'avoid' else ''} ({step.source}); now {result.final}"


def status_roll_refusals(state: DTState, seat: int, sdef: StatusDef, item: PendingDamage) -> Iterator[Refusal]:
    """Why `seat` may not roll this status (Evasive, Reload) against this pending damage, whatever the die shows."""
    if sdef.effect == "avoid-damage-roll":
        if item_target(state, item) != seat:
            yield Refusal("dice-throne.status.spend", f"{sdef.name} protects its holder only")
        yield from step_refusals(item, "avoid", False)
        return
    if not (item.attack and item.attacker == seat):
        yield Refusal("dice-throne.damage.attack-modifiers", f"{sdef.name} boosts its holder's own attack")
    if not (state.phase == OFFENSIVE and state.roll.activated is not None):
        yield Refusal("dice-throne.status.reload-timing",
                      f"{sdef.name} is spent at the end of its holder's own offensive roll phase, once the attack "
                      f"is activated (now {state.phase})")
    yield from step_refusals(item, "add", True)


def resolve_status_roll(state: DTState, act: StatusRoll, ref: Referee) -> tuple[DTState, str]:
    """Spend a status token that rolls a die: avoid damage on the listed numbers, or boost an attack by half."""
    seat = require_seat(state, act.seat, ref)
    sdef = lookup(state, act.status, ref)
    holder = state.seats[seat]
    ref.require(sdef.effect in ROLLING_EFFECTS, "dice-throne.companion.table-resolves",
                f"{sdef.name} does not roll a die here: spend it with 'status spend' and resolve it at the table",
                hard=True)
    ref.require(holder.count(sdef.id) >= 1, "dice-throne.status.spend", f"{holder.name} has no {sdef.name} to spend",
                hard=True)
    require_not_locked(state, seat, ref)
    item = _item(state, act.item, ref)
    values = act.roll.values
    ref.require(len(values) == 1, "dice-throne.status.spend", f"{sdef.name} rolls one die", hard=True)
    _die_values(values, ref)
    value = values[0]
    enforce(status_roll_refusals(state, seat, sdef, item), ref)
    if sdef.effect == "avoid-damage-roll":
        ref.cite("dice-throne.status.evasive")
        step = Step("avoid", 0, f"{sdef.name} ({value})") if value in sdef.effect_values else None
        outcome = ("the damage is avoided: none of it lands, whatever multiplies it; the attack's other effects "
                   "still apply") if step else "no effect"
    else:
        ref.cite("dice-throne.status.reload-timing")
        step = Step("add", ceil_div(value, 2), f"{sdef.name} ({value})", True)
        outcome = f"+{step.value} to the attack"
    ref.cite("dice-throne.status.spend")
    if act.interrupting:
        # The roll and its effect happen inside this one action, so nothing is left on the stack.
        state = interrupt(state, Resolving(STATUS, sdef.name, seat), ref, push=False)
    state = state.with_seat(seat, holder.with_count(sdef.id, holder.count(sdef.id) - 1))
    if step is not None:
        pending = list(state.pending)
        pending[act.item - 1] = replace(item, steps=item.steps + (step,))
        state = replace(state, pending=tuple(pending))
    return state, f"{holder.name} spends {sdef.name} and rolls {value}: {outcome}"

