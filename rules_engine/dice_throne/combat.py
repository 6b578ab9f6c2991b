"""The roll phases: offensive roll attempts, declaring and activating, targeting, defence, damage and its steps."""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dice_throne.actions import (
    Activate, AddDamage, ChangeCP, ChangeDie, ChangeStatus, ChooseTarget, Declare, DefenceNoEffect, DefensiveRoll,
    DrawCards, Heal, ModifyDamage, OffensiveRoll, StatusRoll, Steal, TargetRoll, TransferStatus,
)
from rules_engine.dice_throne.ability_names import ability_name
from rules_engine.dice_throne.activation import RULE_OF, meets
from rules_engine.dice_throne.bounty import attack_index, bounty_statuses, reward
from rules_engine.dice_throne.counters import apply_health, draw_cards
from rules_engine.dice_throne.damage import DAMAGE_TYPES, OPERATIONS, Step, calculate, ceil_div, step_source, step_word, step_words
from rules_engine.dice_throne.dice import HERO_DICE, ROLL_ATTEMPTS
from rules_engine.dice_throne.guards import locked_refusals, require_alive, require_not_locked, require_seat, same_side
from rules_engine.requirements import Requirement
from rules_engine.dice_throne.explosions import lands_at_once
from rules_engine.dice_throne.interrupts import ABILITY, DEFENCE, STATUS, ULTIMATE, begin, interrupt
from rules_engine.dice_throne.modes import opponents
from rules_engine.dice_throne.phases import OFFENSIVE, PHASES, ROLL_PHASES, TARGETING, UPKEEP, label
from rules_engine.dice_throne.heroes import Ability, Hero, StatusDef
from rules_engine.dice_throne.state import DTState, PendingDamage, Resolving, RollState
from rules_engine.dice_throne.statuses import lookup
from rules_engine.dice_throne.targeting import ATTACKER_CHOOSES, DEFENDERS_CHOOSE, earns_leader_bonus, team_target
from rules_engine.dice_throne.wording import cite_wording
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import Joined, Message
from rules_engine.dice_throne.game_names import game_name, source_name

REDUCING = ("subtract", "divide", "avoid", "reflect")
BOOSTING = ("add", "multiply")
#: The smallest number each damage step takes (avoid takes none: it prevents everything).
STEP_MINIMUM = {"add": 1, "subtract": 1, "multiply": 2, "divide": 1, "reflect": 1, "avoid": 0}
#: Status effects that are spent by rolling a die against pending damage.
ROLLING_EFFECTS = ("avoid-damage-roll", "boost-attack-half-roll")


def _die_values(values: tuple[int, ...], ref: Referee) -> None:
    if not all(1 <= v <= 6 for v in values):
        ref.refuse("dice-throne.companion.seats",
                   Message('a hero die shows 1 to 6'), hard=True)


def offensive_roll_refusals(state: DTState) -> Iterator[Requirement | None]:
    """Why the active player may not roll (or reroll) the offensive dice now: the phase table, then the roll's own rules."""
    yield PHASES.requirement(state, OffensiveRoll)
    yield from _offensive_roll_conditions(state)


def _offensive_roll_conditions(state: DTState) -> Iterator[Requirement]:
    """What rolling the offensive dice needs in the offensive roll phase."""
    roll = state.roll
    if roll.activated is not None:
        yield Requirement.unmet("dice-throne.offence.roll-attempts", Message('an ability is already activated: the offensive roll is over'))
    if roll.attempts >= ROLL_ATTEMPTS:
        yield Requirement.unmet("dice-throne.offence.roll-attempts",
                                Message('{active} has used all {roll_attempts} roll attempts',
                                        active=state.seats[state.active].name, roll_attempts=ROLL_ATTEMPTS))
    yield from reopened_refusals(state, Message("roll again"))


def resolve_offensive_roll(state: DTState, act: OffensiveRoll, ref: Referee) -> tuple[DTState, str]:
    """One roll attempt of the active player: all five dice first, then any chosen dice."""
    roll = state.roll
    name = state.seats[state.active].name
    ref.enforce(_offensive_roll_conditions(state))  # the phase table is the engine's to enforce
    positions = act.positions
    ref.require(len(set(positions)) == len(positions) and all(1 <= p <= HERO_DICE for p in positions)
                and bool(positions), "dice-throne.offence.roll-attempts",
                Message('name dice by position 1 to {hero_dice}, each once', hero_dice=HERO_DICE), hard=True)
    if roll.attempts == 0:
        ref.require(sorted(positions) == list(range(1, HERO_DICE + 1)), "dice-throne.offence.roll-attempts",
                    Message('the first attempt rolls all {hero_dice} dice', hero_dice=HERO_DICE), hard=True)
    values = act.roll.values
    ref.require(len(values) == len(positions), "dice-throne.offence.roll-attempts",
                Message('{n_positions} dice were rolled, {n_values} results given',
                        n_positions=len(positions), n_values=len(values)), hard=True)
    _die_values(values, ref)
    ref.cite("dice-throne.offence.roll-attempts")
    dice = list(roll.dice) if roll.dice else [0] * HERO_DICE
    for p, v in zip(positions, values):
        dice[p - 1] = v
    attempts = roll.attempts + 1
    if roll.declared:
        ref.cite("dice-throne.offence.dice-changed")
        ref.note(Message('rolling again withdraws the declaration of {ability}',
                         ability=ability_name(state, roll.declared)))
    state = replace(state, roll=replace(roll, dice=tuple(dice), attempts=attempts, declared=None, declared_none=False,
                                        changed_since_declared=False))
    left = ROLL_ATTEMPTS - attempts
    if attempts > ROLL_ATTEMPTS:  # a card or a house rule gave a roll beyond the usual three
        counted = Message("an extra roll beyond the {attempts} attempts", attempts=ROLL_ATTEMPTS)
    else:
        counted = Message("attempt {attempt}, {left} left", attempt=attempts, left=left)
    return state, Message('{name} rolls {items} ({counted})',
                          name=name, items=' '.join(map(str, dice)), counted=counted)


def reopened(roll: RollState) -> bool:
    """True unless the player has declared (an ability or none) and no die has changed since."""
    return not (roll.declared or roll.declared_none) or roll.changed_since_declared


def reopened_refusals(state: DTState, what: str) -> Iterator[Requirement]:
    """After a declaration (or 'none') the player stopped rolling; only a die changed since reopens the choice."""
    if reopened(state.roll):
        return
    ability = state.hero_of(state.active).ability(state.roll.declared or "")
    said = Message("declared {ability}",
                   ability=game_name(ability.name)) if ability is not None else Message("declared no ability")
    yield Requirement.unmet("dice-throne.offence.dice-changed",
                            Message('{active} {said} and no die has been changed since: they may {what} only after someone changes their dice',
                                    active=state.seats[state.active].name, said=said, what=what))


DICE_ROLLS = ("offence", "defence", "targeting")


def change_die_refusals(state: DTState, by: int, which: str) -> Iterator[Requirement | None]:
    """Why `by` may not change a die of this roll ('offence', 'defence' or 'targeting') now, whatever the die."""
    yield PHASES.requirement(state, ChangeDie)
    yield from _change_die_conditions(state, by, which)


def _change_die_conditions(state: DTState, by: int, which: str) -> Iterator[Requirement]:
    """What changing a die needs in a roll phase."""
    roll = state.roll
    yield from locked_refusals(state, by)
    if which == "targeting":
        if roll.target_die is None:
            yield Requirement.unmet("dice-throne.targeting.teams", Message('no targeting die has been rolled'), hard=True)
        # The die picks the defender in the targeting roll phase; once that phase is over the defender
        # is settled (and may already have defended), so the die is no longer in play.
        if state.phase != TARGETING:
            yield Requirement.unmet("dice-throne.targeting.teams",
                                    Message('the targeting die can be changed only during the targeting roll phase (now {phase}): the defender is already settled',
                                            phase=label(state.phase)))
        if roll.ultimate:
            yield Requirement.unmet("dice-throne.targeting.ultimate-die", Message('the targeting die of an ultimate cannot be changed'))
        return
    if not (roll.dice if which == "offence" else roll.defence_dice):
        yield Requirement.unmet("dice-throne.offence.roll-attempts", Message("no offence dice have been rolled") if which == "offence" else Message("no defence dice have been rolled"), hard=True)
    if which == "offence":
        if roll.ultimate:
            yield Requirement.unmet("dice-throne.ultimate.unstoppable", Message('the ultimate is activated: its dice can no longer be changed'))
        if roll.activated is not None:
            yield Requirement.unmet("dice-throne.offence.declare", Message('the ability is already activated: change the dice before activation'))


def resolve_change_die(state: DTState, act: ChangeDie, ref: Referee) -> tuple[DTState, str]:
    """A card or ability sets one die of a roll in progress to a new number."""
    by = require_seat(state, act.by, ref)
    roll = state.roll
    ref.require(act.which in DICE_ROLLS, "dice-throne.companion.seats",
                Message('change a die of the offence, defence or targeting roll'), hard=True)
    ref.require(1 <= act.value <= 6, "dice-throne.companion.seats", Message('a die shows 1 to 6'), hard=True)
    ref.enforce(_change_die_conditions(state, by, act.which))  # the phase table is the engine's to enforce
    ref.cite("dice-throne.companion.table-resolves")  # the card or ability that sets the die is the table's to read
    source = source_name(act.source) if act.source else None
    if act.which == "targeting":
        state = replace(state, roll=replace(roll, target_die=act.value, target=None, chooser="", bounty_cp=0,
                                            bounty_counted=()))
        state = _strip_target_steps(state)
        state = _apply_target_die(state, act.value, ref)
        return state, (Message('the targeting die becomes {value} ({source})', value=act.value, source=source) if source
                       else Message('the targeting die becomes {value}', value=act.value))
    dice = roll.dice if act.which == "offence" else roll.defence_dice
    ref.require(1 <= act.position <= len(dice), "dice-throne.companion.seats",
                Message('choose a die from 1 to {n_dice}', n_dice=len(dice)), hard=True)
    new = list(dice)
    new[act.position - 1] = act.value
    if act.which == "defence":
        return replace(state, roll=replace(roll, defence_dice=tuple(new))), \
            (Message('defence die {position} becomes {value} ({source})', position=act.position, value=act.value,
                     source=source) if source
             else Message('defence die {position} becomes {value}', position=act.position, value=act.value))
    roll = replace(roll, dice=tuple(new), changed_since_declared=bool(roll.declared or roll.declared_none))
    if roll.declared_none:
        ref.cite("dice-throne.offence.dice-changed")
        ref.note(Message('the dice changed: the player may declare an ability or roll again ({left} attempts left)',
                         left=ROLL_ATTEMPTS - roll.attempts))
    if roll.declared:
        ability = state.hero_of(state.active).ability(roll.declared)
        assert ability is not None and ability.condition is not None
        ref.cite("dice-throne.offence.dice-changed")
        if not meets(ability.condition, state.hero_of(state.active), roll.dice):
            roll = replace(roll, declared=None)
            left = ROLL_ATTEMPTS - roll.attempts
            ref.note(Message('{ability} is no longer met: declare another ability or roll again ({left} attempts left)',
                             ability=game_name(ability.name), left=left))
        else:
            ref.note(Message('{ability} is still met: the player may keep it, declare another, or roll again',
                             ability=game_name(ability.name)))
    return replace(state, roll=roll), (
        Message('offence die {position} becomes {value} ({source})', position=act.position, value=act.value, source=source)
        if source else Message('offence die {position} becomes {value}', position=act.position, value=act.value))


def declare_refusals(state: DTState) -> Iterator[Requirement | None]:
    """Why the active player may not declare an ability (or none) now, whichever it is."""
    yield PHASES.requirement(state, Declare)
    yield from _declare_conditions(state)


def _declare_conditions(state: DTState) -> Iterator[Requirement]:
    """What a declaration needs in the offensive roll phase."""
    roll = state.roll
    if roll.activated is not None:
        yield Requirement.unmet("dice-throne.offence.one-ability",
                                Message('{active} already activated {ability} this turn',
                                        active=state.seats[state.active].name, ability=ability_name(state, roll.activated)))
    if roll.attempts < 1:
        yield Requirement.unmet("dice-throne.offence.declare", Message('roll the dice before declaring'))
    yield from reopened_refusals(state, Message("declare again"))


def declarable(state: DTState) -> tuple[Ability, ...]:
    """The offensive abilities the active hero's dice meet now (what a declaration may name)."""
    hero = state.hero_of(state.active)
    return tuple(a for a in hero.offensive() if a.condition is not None and meets(a.condition, hero, state.roll.dice))


def resolve_declare(state: DTState, act: Declare, ref: Referee) -> tuple[DTState, str]:
    """The active player declares one offensive ability the final dice meet, or none."""
    roll = state.roll
    hero = state.hero_of(state.active)
    name = state.seats[state.active].name
    ref.enforce(_declare_conditions(state))  # the phase table is the engine's to enforce
    ref.cite("dice-throne.offence.declare")
    if not act.ability:
        state = replace(state, roll=replace(roll, declared=None, declared_none=True, changed_since_declared=False))
        return state, Message('{name} activates no offensive ability', name=name)
    ability = hero.ability(act.ability)
    if not (ability is not None and ability.kind == "offensive"):
        ref.refuse("dice-throne.offence.declare",
                   Message('{hero} has no offensive ability {ability!r}; it has {choices}', hero=game_name(hero.name),
                           ability=act.ability, choices=Joined(", ", tuple(game_name(a.name) for a in hero.offensive()))),
                   hard=True)
    assert ability is not None and ability.condition is not None
    if not meets(ability.condition, hero, roll.dice):
        ref.refuse(RULE_OF[ability.condition.kind],
                   Message('{ability} needs {condition}; the dice show {shown}',
                           ability=game_name(ability.name), condition=ability.condition.describe(),
                           shown=" ".join(f"{v}:{hero.symbol_of(v)}" for v in roll.dice)))
    ref.cite(RULE_OF[ability.condition.kind])
    ref.note(Message('opponents may change the dice now; then activate'))
    state = replace(state, roll=replace(roll, declared=ability.id, declared_none=False, changed_since_declared=False))
    return state, Message('{name} declares {ability}', name=name, ability=game_name(ability.name))


def activate_refusals(state: DTState) -> Iterator[Requirement | None]:
    """Why the declared ability may not be activated now, whatever damage is typed."""
    yield PHASES.requirement(state, Activate)
    yield from _activate_conditions(state)


def _activate_conditions(state: DTState) -> Iterator[Requirement]:
    """What activating the declared ability needs in the offensive roll phase."""
    roll = state.roll
    if roll.activated is not None:
        yield Requirement.unmet("dice-throne.offence.one-ability", Message('only one offensive ability per turn'))
    if roll.declared is None:
        yield Requirement.unmet("dice-throne.offence.declare", Message('declare an ability first'), hard=True)
        return
    hero = state.hero_of(state.active)
    ability = hero.ability(roll.declared)
    assert ability is not None and ability.condition is not None
    if not meets(ability.condition, hero, roll.dice):
        yield Requirement.unmet(RULE_OF[ability.condition.kind], Message("{ability}'s condition is no longer met",
                                                                         ability=game_name(ability.name)))


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
    ref.enforce(_activate_conditions(state))  # the phase table is the engine's to enforce
    ability = hero.ability(roll.declared or "")
    assert ability is not None and ability.condition is not None
    level, _ = state.seats[seat].level(ability.id)
    damage = act.damage if act.damage is not None else printed_damage(state)
    ref.require(damage is not None, "dice-throne.companion.table-resolves",
                Message("type the damage printed for {ability} (level {level}): activate N",
                        ability=game_name(ability.name), level=level) if level > 1
                else Message("type the damage printed for {ability}: activate N", ability=game_name(ability.name)), hard=True)
    assert damage is not None
    ref.require(damage >= 0, "dice-throne.companion.table-resolves", Message('damage cannot be negative'), hard=True)
    matching = matching_dice(hero, ability, roll.dice)
    if act.damage is None and level == 1 and ability.damage_for(matching) != ability.damage:
        ref.cite("dice-throne.activation.symbols")
        ref.note(Message('{matching} dice show {symbol}: the board prints {damage} damage for that many',
                         matching=matching, symbol=ability.condition.symbols[0][0], damage=damage))
    if act.damage is None and ability.unconfirmed:
        ref.cite("dice-throne.companion.table-resolves")
        ref.note(Message("{ability}'s damage {damage} is shipped data marked unconfirmed: if your board prints another number, undo and type 'activate N'",
                         ability=game_name(ability.name), damage=damage))
    kind = "ultimate" if ability.ultimate else ability.damage_type
    special = DAMAGE_TYPES[kind].special_targeting
    ref.cite("dice-throne.offence.declare")
    if ability.ultimate:
        ref.cite("dice-throne.ultimate.unstoppable", "dice-throne.ultimate.lock")
        ref.note(Message('ultimate: nothing may reduce, avoid or interrupt it; opponents wait until the roll phase ends'))
    foes = opponents(state.mode, seat, len(state.seats), [s.defeated for s in state.seats])
    target = foes[0] if len(foes) == 1 and not special else None
    new_roll = replace(roll, activated=ability.id, ultimate=ability.ultimate, needs_target=not special)
    state = begin(replace(state, roll=new_roll), Resolving(ULTIMATE if ability.ultimate else ABILITY, ability.name, seat))
    if damage > 0 and not special:
        steps = _attacker_status_steps(state, seat, ability.ultimate, ref)
        state = replace(state, pending=state.pending + (
            PendingDamage(None, damage, kind, ability.name, attack=True, attacker=seat, steps=steps),))
    if special:
        ref.note(Message("collateral damage names its own victims: enter it with 'damage N collateral to pX'"))
    if ability.effects:
        ref.cite("dice-throne.companion.table-resolves")
        ref.note(Message('also resolve at the table: {effects}', effects=ability.effects))
        cite_wording(ability.effects, ref)
    if target is not None:
        state = _set_target(state, target, ref)
    return state, Message('{player} activates {ability} ({damage} {kind})',
                          player=state.seats[seat].name, ability=game_name(ability.name), damage=damage, kind=Message(kind))


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
                ref.note(Message('{status} does not weaken an ultimate', status=game_name(sdef.name)))
                continue
            if sdef.effect == "attack-minus-per-token":
                ref.cite("dice-throne.status.withering")
                steps.append(Step("subtract", n, f"{sdef.name} x{n}"))
            else:
                ref.cite("dice-throne.status.parley")
                steps.append(Step("avoid", 0, sdef.name))
            ref.note(Message('{status} on {holder} weakens the attack', status=game_name(sdef.name), holder=holder.name))
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


def _set_target(state: DTState, target: int, ref: Referee, bonus_said: bool = False) -> DTState:
    """Fix the attack's target and apply what targeting triggers (leader bonus, Bounty). `bonus_said`: the caller's
    own sentence says the leader's bonus card (`resolve_choose_target`), so no note says it again."""
    attacker = state.active
    state = replace(state, roll=replace(state.roll, target=target, chooser=""))
    ref.note(Message('{attacker} targets {target}',
                     attacker=state.seats[attacker].name, target=state.seats[target].name))
    # Only an attack earns the bonus: an ability that deals no damage to its target is not one.
    if state.mode.king_of_the_hill and not state.roll.bonus_drawn and attack_index(state) is not None:
        alive = [not s.defeated for s in state.seats]
        if earns_leader_bonus(attacker, target, state.seat_health(), alive):
            ref.cite("dice-throne.koth.leader-bonus")
            state, drawn = draw_cards(state, attacker, 1, ref)
            if not bonus_said:
                ref.note(Message('{target} leads: {attacker} draws {drawn} bonus card',
                                 target=state.seats[target].name, attacker=state.seats[attacker].name, drawn=drawn))
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


def target_roll_refusals(state: DTState) -> Iterator[Requirement | None]:
    """Why the targeting die may not be rolled now."""
    yield PHASES.requirement(state, TargetRoll)
    yield from _target_roll_conditions(state)


def _target_roll_conditions(state: DTState) -> Iterator[Requirement]:
    """What the targeting roll needs in the targeting roll phase."""
    roll = state.roll
    if not state.mode.teams:
        yield Requirement.unmet("dice-throne.koth.free-target" if state.mode.king_of_the_hill else "dice-throne.targeting.skip-1v1",
                                Message('there is no targeting roll in this mode'), hard=True)
    if not (roll.needs_target and roll.target is None and roll.target_die is None):
        yield Requirement.unmet("dice-throne.targeting.teams",
                                Message('no attack is waiting for a targeting die (a rolled die is changed by cards, not rerolled)'), hard=True)


def resolve_target_roll(state: DTState, act: TargetRoll, ref: Referee) -> tuple[DTState, str]:
    """Team play: the attacker's targeting die picks the defender from the book's table."""
    roll = state.roll
    ref.enforce(_target_roll_conditions(state))  # the phase table is the engine's to enforce
    values = act.roll.values
    ref.require(len(values) == 1, "dice-throne.targeting.teams", Message('the targeting roll is one die'), hard=True)
    _die_values(values, ref)
    state = replace(state, roll=replace(roll, target_die=values[0]))
    state = _apply_target_die(state, values[0], ref)
    return state, Message('targeting die: {value}', value=values[0])


def _target_rule(state: DTState) -> str:
    return "dice-throne.koth.free-target" if state.mode.king_of_the_hill else "dice-throne.targeting.teams"


def choose_target_refusals(state: DTState) -> Iterator[Requirement | None]:
    """Why no target may be chosen now, by anyone."""
    yield PHASES.requirement(state, ChooseTarget)
    yield from _choose_target_conditions(state)


def _choose_target_conditions(state: DTState) -> Iterator[Requirement]:
    """What choosing a target needs in the targeting roll phase."""
    rule = _target_rule(state)
    if not (state.roll.needs_target and state.roll.target is None):
        yield Requirement.unmet(rule, Message('there is no attack waiting for a target'), hard=True)


def attack_targets(state: DTState) -> tuple[int, ...]:
    """The opponents of the active hero still in the game: who an attack may target."""
    return opponents(state.mode, state.active, len(state.seats), [s.defeated for s in state.seats])


def chooser_refusals(state: DTState, by: int) -> Iterator[Requirement]:
    """Why `by` may not be the one who chooses the target (the targeting die or the mode says who does)."""
    roll = state.roll
    if state.mode.teams:
        if not roll.chooser:
            yield Requirement.unmet("dice-throne.targeting.teams", Message('roll the targeting die first'))
        if roll.chooser == DEFENDERS_CHOOSE:
            if by not in attack_targets(state):
                yield Requirement.unmet("dice-throne.targeting.teams", Message('on a 5 the opponents choose who is targeted'))
        elif by != state.active:
            yield Requirement.unmet("dice-throne.targeting.teams", Message('on a 6 the attacker chooses the target'))
    elif state.mode.king_of_the_hill and by != state.active:
        yield Requirement.unmet("dice-throne.koth.free-target", Message('the attacker chooses the target'))


def resolve_choose_target(state: DTState, act: ChooseTarget, ref: Referee) -> tuple[DTState, str]:
    """King of the Hill: the attacker picks any opponent; teams: whoever the targeting die names picks."""
    by = require_seat(state, act.by, ref)
    target = require_seat(state, act.target, ref)
    rule = _target_rule(state)
    ref.enforce(_choose_target_conditions(state))  # the phase table is the engine's to enforce
    ref.require(target in attack_targets(state), rule, Message('{target} is not an opponent still in the game',
                                                               target=state.seats[target].name))
    ref.enforce(chooser_refusals(state, by))
    ref.cite(rule)
    drawn_before, hand = state.roll.bonus_drawn, state.seats[state.active].hand
    state = _set_target(state, target, ref, bonus_said=True)
    if state.roll.bonus_drawn and not drawn_before:  # the log's line says the card the attacker draws for it
        return state, Message('{target} is the target and leads: {attacker} draws {drawn} bonus card',
                              target=state.seats[target].name, attacker=state.seats[state.active].name,
                              drawn=state.seats[state.active].hand - hand)
    return state, Message('{target} is the target', target=state.seats[target].name)


def defence_refusals(state: DTState) -> Iterator[Requirement | None]:
    """Why the attack's target may not roll a defence now, whichever ability they pick."""
    yield PHASES.requirement(state, DefensiveRoll)
    yield from _defence_conditions(state)


def _defence_conditions(state: DTState) -> Iterator[Requirement]:
    """What a defensive roll needs in the defensive roll phase."""
    roll = state.roll
    index = attack_index(state)
    if roll.target is None or index is None:
        yield Requirement.unmet("dice-throne.defence.when", Message('there is no attack to defend against'), hard=True)
        return
    if state.seats[roll.target].defeated:
        yield Requirement.unmet("dice-throne.health.defeat",
                                Message('{player} is defeated and takes no further part: no defensive roll',
                                        player=state.seats[roll.target].name), hard=True)
        return
    item = state.pending[index]
    if not DAMAGE_TYPES[item.kind].blockable:
        yield Requirement.unmet("dice-throne.defence.when", Message('{kind} damage cannot be defended against: no defensive roll',
                                                                    kind=Message(item.kind)))
    if roll.defence is not None:
        yield Requirement.unmet("dice-throne.defence.choose-then-roll-once", Message('the defensive dice are rolled only once'))


def defence_named(hero: Hero, name: str) -> Ability | None:
    """The ability a defence names (by id or name); no name means the hero's only defensive ability."""
    if name:
        return hero.ability(name)
    return hero.defensive()[0] if len(hero.defensive()) == 1 else None


def resolve_defensive_roll(state: DTState, act: DefensiveRoll, ref: Referee) -> tuple[DTState, str]:
    """The defender picks one defensive ability and rolls its dice once, against blockable damage only."""
    roll = state.roll
    ref.enforce(_defence_conditions(state))  # the phase table is the engine's to enforce
    assert roll.target is not None
    defender = roll.target
    hero = state.hero_of(defender)
    ability = defence_named(hero, act.ability)
    if not (ability is not None and ability.kind == "defensive"):
        ref.refuse("dice-throne.defence.choose-then-roll-once",
                   Message("choose one of {hero}'s defensive abilities: {names}", hero=game_name(hero.name),
                           names=", ".join(a.id for a in hero.defensive())), hard=True)
    assert ability is not None
    values = act.roll.values
    ref.require(len(values) == ability.defence_dice, "dice-throne.defence.choose-then-roll-once",
                Message('{ability} rolls {defence_dice} dice, not {n_values}',
                        ability=game_name(ability.name), defence_dice=ability.defence_dice, n_values=len(values)), hard=True)
    _die_values(values, ref)
    ref.cite("dice-throne.defence.when", "dice-throne.defence.choose-then-roll-once", "dice-throne.companion.table-resolves")
    ref.note(Message("apply {ability}'s result from the board: prevent/damage/heal/status commands, or 'no effect' "
                     "when it does nothing", ability=game_name(ability.name)))
    cite_wording(ability.effects, ref)
    # The result is the table's to enter: until it is, the phase does not end silently (`flow.next_refusals`); a roll
    # saved before the app asked for it owes nothing, and replays as it was.
    state = replace(state, roll=replace(roll, defence=ability.id, defence_dice=tuple(values),
                                        defence_owed=act.result_owed))
    state = begin(state, Resolving(DEFENCE, ability.name, defender))
    return state, Message('{defender} defends with {ability}: {items}',
                          defender=state.seats[defender].name, ability=game_name(ability.name), items=' '.join(map(str, values)))


#: What a defence's result is entered as: damage, a step on damage (prevent, halve ...), healing, CP, a steal, a draw,
#: statuses. Any of them applied while a defence's result is owed settles it (the table entered something of it).
DEFENCE_RESULTS = (AddDamage, ModifyDamage, Heal, ChangeCP, Steal, DrawCards, ChangeStatus, TransferStatus)


def defence_owed_refusal(state: DTState) -> Requirement | None:
    """The defensive roll phase does not end while a rolled defence's result is neither entered nor said to do
    nothing: the app's convention (the book has the defender apply the result; the app cannot read the board)."""
    roll = state.roll
    if not roll.defence_owed or roll.target is None:
        return None
    ability = state.hero_of(roll.target).ability(roll.defence or "")
    return Requirement.unmet(
        "dice-throne.companion.defence-result",
        Message("{ability} was rolled and nothing of its result is entered yet: enter it from the board (prevent, "
                "damage, heal, status or CP commands), or 'no effect' if it gives nothing",
                ability=game_name(ability.name) if ability is not None else roll.defence),
        also=("dice-throne.defence.apply-result",))


def settle_defence(before: DTState, state: DTState, action: object) -> DTState:
    """After an action: a defence's result owed before it is settled once an action entering a result applied."""
    if before.roll.defence_owed and state.roll.defence_owed and isinstance(action, DEFENCE_RESULTS):
        return replace(state, roll=replace(state.roll, defence_owed=False))
    return state


def no_effect_refusals(state: DTState) -> Iterator[Requirement | None]:
    """Why the table may not say now that the defence's result does nothing."""
    yield PHASES.requirement(state, DefenceNoEffect)
    yield from _no_effect_conditions(state)


def _no_effect_conditions(state: DTState) -> Iterator[Requirement]:
    """What saying 'no effect' needs in the defensive roll phase: a rolled defence whose result is still owed."""
    if not state.roll.defence_owed:
        yield Requirement.unmet("dice-throne.companion.defence-result",
                                Message("no defensive roll is waiting for its result"), hard=True)


def resolve_no_effect(state: DTState, act: DefenceNoEffect, ref: Referee) -> tuple[DTState, str]:
    """The table says the defensive roll gives nothing to enter: the phase may end."""
    ref.enforce(_no_effect_conditions(state))  # the phase table is the engine's to enforce
    roll = state.roll
    assert roll.target is not None
    ref.cite("dice-throne.defence.apply-result", "dice-throne.companion.defence-result")
    ability = state.hero_of(roll.target).ability(roll.defence or "")
    state = replace(state, roll=replace(roll, defence_owed=False))
    return state, Message("{ability} gives {defender} nothing to enter",
                          ability=game_name(ability.name) if ability is not None else roll.defence,
                          defender=state.seats[roll.target].name)


def resolve_add_damage(state: DTState, act: AddDamage, ref: Referee) -> tuple[DTState, str]:
    """Damage to one hero from a defence, card or status: pending in roll phases and upkeep, else at once."""
    target = require_seat(state, act.target, ref)
    by = require_seat(state, act.by if act.by is not None else state.active, ref)
    if act.kind not in DAMAGE_TYPES:
        ref.refuse("dice-throne.damage.types",
                   Message('damage is one of {damage_types}, not {kind!r}',
                           damage_types=', '.join(DAMAGE_TYPES), kind=act.kind), hard=True)
    if not (act.amount >= 1):
        ref.refuse("dice-throne.companion.seats", Message('damage is a whole number of 1 or more'), hard=True)
    require_alive(state, target, ref)
    require_not_locked(state, by, ref)
    ref.cite("dice-throne.damage.types", DAMAGE_TYPES[act.kind].rule)
    name = state.seats[target].name
    item = PendingDamage(target, act.amount, act.kind, act.source, attack=False, attacker=by)
    if lands_at_once(state, act.source, ref):
        if act.kind != "undefendable":
            ref.refuse("dice-throne.status.powder-keg",
                       Message("an explosion deals undefendable damage, not {kind} (add 'undefendable')", kind=act.kind))
        state = apply_health(state, {state.pool(target): act.amount}, {}, ref)
        return state, Message('{name} takes {amount} undefendable damage from {source} at once',
                              name=name, amount=act.amount, source=source_name(act.source))
    if state.phase in ROLL_PHASES:
        ref.cite("dice-throne.roll-phase.damage-at-end")
        return replace(state, pending=state.pending + (item,)), \
            Message('{amount} {kind} damage to {name} waits for the end of the roll phase',
                    amount=act.amount, kind=Message(act.kind), name=name)
    if state.phase == UPKEEP:
        ref.cite("dice-throne.upkeep.order-and-sum")
        return replace(state, pending=state.pending + (item,)), Message('{amount} damage to {name} queued for the end of upkeep',
                                                                        amount=act.amount, name=name)
    state = apply_health(state, {state.pool(target): act.amount}, {}, ref)
    return state, Message('{name} takes {amount} {kind} damage', name=name, amount=act.amount, kind=Message(act.kind))


def _item(state: DTState, number: int, ref: Referee) -> PendingDamage:
    if not (1 <= number <= len(state.pending)):
        ref.refuse("dice-throne.companion.seats",
                   Message("there is no pending damage #{number} (1 to {last})", number=number, last=len(state.pending))
                   if state.pending else Message("there is no pending damage #{number}", number=number), hard=True)
    return state.pending[number - 1]


def step_refusals(item: PendingDamage, op: str, attack_modifier: bool) -> Iterator[Requirement]:
    """Why this step may not be taken on this damage: its type cannot be reduced or boosted, or it is no attack."""
    kind = DAMAGE_TYPES[item.kind]
    if op in REDUCING and not kind.avoidable:
        yield Requirement.unmet("dice-throne.ultimate.unstoppable", Message('{kind} damage cannot be reduced, prevented, avoided or answered',
                                                                            kind=Message(item.kind)))
    if op in BOOSTING and not kind.boostable:
        yield Requirement.unmet(kind.rule, Message('{kind} damage cannot be boosted', kind=Message(item.kind)))
    if attack_modifier and not item.attack:
        yield Requirement.unmet("dice-throne.damage.attack-modifiers", Message('{source} is not an attack: attack modifiers do not apply',
                                                                               source=source_name(item.source)))


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
                Message("{by} may not lower the damage coming at team-mate {target} unless the card or status works on a chosen player (then add 'chosen'); changing dice is allowed",
                        by=state.seats[by].name, target=state.seats[target].name))
    ref.cite("dice-throne.teams.no-help-reduce")
    ref.note(Message('the card works on a chosen player, so it may protect a team-mate'))


def resolve_modify(state: DTState, act: ModifyDamage, ref: Referee) -> tuple[DTState, str]:
    """Add one step (add, subtract, multiply, divide, reflect, avoid) to pending damage."""
    by = require_seat(state, act.by, ref)
    item = _item(state, act.item, ref)
    if act.op not in OPERATIONS:
        ref.refuse("dice-throne.companion.seats",
                   Message('a damage step is one of {operations}, not {op!r}',
                           operations=step_words(), op=act.op), hard=True)
    minimum = STEP_MINIMUM[act.op]
    if not (act.value >= minimum):
        ref.refuse("dice-throne.companion.seats",
                   Message('{op} needs a number of at least {minimum}', op=step_word(act.op), minimum=minimum), hard=True)
    require_not_locked(state, by, ref)
    ref.enforce(step_refusals(item, act.op, act.attack_modifier))
    _check_team_help(state, item, by, act.op, act.chosen, ref)
    ref.cite("dice-throne.damage.final", DAMAGE_TYPES[item.kind].rule)
    if act.attack_modifier:
        ref.cite("dice-throne.damage.attack-modifiers")
    step = Step(act.op, act.value, act.source or state.seats[by].name, act.attack_modifier)
    pending = list(state.pending)
    pending[act.item - 1] = replace(item, steps=item.steps + (step,))
    state = replace(state, pending=tuple(pending))
    result = calculate(item.amount, item.steps + (step,))
    return state, Message('{source}: {op} {value} ({source2}); now {final}',
                          source=source_name(item.source), op=step_word(act.op), value=act.value if act.op != 'avoid' else '',
                          source2=step_source(step.source), final=result.final)


def status_roll_refusals(state: DTState, seat: int, sdef: StatusDef, item: PendingDamage) -> Iterator[Requirement]:
    """Why `seat` may not roll this status (Evasive, Reload) against this pending damage, whatever the die shows."""
    if sdef.effect == "avoid-damage-roll":
        if item_target(state, item) != seat:
            yield Requirement.unmet("dice-throne.status.spend", Message('{status} protects its holder only', status=game_name(sdef.name)))
        yield from step_refusals(item, "avoid", False)
        return
    if not (item.attack and item.attacker == seat):
        yield Requirement.unmet("dice-throne.damage.attack-modifiers", Message("{status} boosts its holder's own attack",
                                                                               status=game_name(sdef.name)))
    if not (state.phase == OFFENSIVE and state.roll.activated is not None):
        yield Requirement.unmet("dice-throne.status.reload-timing",
                                Message("{status} is spent at the end of its holder's own offensive roll phase, once the attack is activated (now {phase})",
                                        status=game_name(sdef.name), phase=label(state.phase)))
    yield from step_refusals(item, "add", True)


def resolve_status_roll(state: DTState, act: StatusRoll, ref: Referee) -> tuple[DTState, str]:
    """Spend a status token that rolls a die: avoid damage on the listed numbers, or boost an attack by half."""
    seat = require_seat(state, act.seat, ref)
    sdef = lookup(state, act.status, ref)
    holder = state.seats[seat]
    ref.require(sdef.effect in ROLLING_EFFECTS, "dice-throne.companion.table-resolves",
                Message("{status} does not roll a die here: spend it with 'status spend' and resolve it at the table",
                        status=game_name(sdef.name)),
                hard=True)
    ref.require(holder.count(sdef.id) >= 1, "dice-throne.status.spend", Message('{holder} has no {status} to spend',
                                                                                holder=holder.name, status=game_name(sdef.name)),
                hard=True)
    require_not_locked(state, seat, ref)
    item = _item(state, act.item, ref)
    values = act.roll.values
    ref.require(len(values) == 1, "dice-throne.status.spend", Message('{status} rolls one die',
                                                                      status=game_name(sdef.name)), hard=True)
    _die_values(values, ref)
    value = values[0]
    ref.enforce(status_roll_refusals(state, seat, sdef, item))
    if sdef.effect == "avoid-damage-roll":
        ref.cite("dice-throne.status.evasive")
        step = Step("avoid", 0, f"{sdef.name} ({value})") if value in sdef.effect_values else None
        outcome = Message("the damage is avoided: none of it lands, whatever multiplies it; the attack's other effects "
                          "still apply") if step else Message("no effect")
    else:
        ref.cite("dice-throne.status.reload-timing")
        step = Step("add", ceil_div(value, 2), f"{sdef.name} ({value})", True)
        outcome = Message("+{value} to the attack", value=step.value)
    ref.cite("dice-throne.status.spend")
    if act.interrupting:
        # The roll and its effect happen inside this one action, so nothing is left on the stack.
        state = interrupt(state, Resolving(STATUS, sdef.name, seat), ref, push=False)
    state = state.with_seat(seat, holder.with_count(sdef.id, holder.count(sdef.id) - 1))
    if step is not None:
        pending = list(state.pending)
        pending[act.item - 1] = replace(item, steps=item.steps + (step,))
        state = replace(state, pending=tuple(pending))
    return state, Message('{holder} spends {status} and rolls {value}: {outcome}',
                          holder=holder.name, status=game_name(sdef.name), value=value, outcome=outcome)

