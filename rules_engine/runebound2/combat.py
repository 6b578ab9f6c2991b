"""Combat with a challenge: before-combat abilities, then rounds of flee, ranged, melee and magic."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import Attack, BeforeCombat, Defend
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.fight_outcomes import advance_phase, victory
from rules_engine.runebound2.fights import Combat, FightPhase, FightSource, ability_key, phase_rule, repeat_refusal
from rules_engine.runebound2.heroes import PHASES, Usage
from rules_engine.runebound2.requirements import Requirement, enforce
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import AfterWounds, Hazard
from rules_engine.runebound2.warding import deal
from rules_engine.runebound2.wounds import exhaust, find
from rules_engine.values import replace
from rules_engine.plurals import count as count_of


def start_combat(state: Rb2State, card: AdventureCard, source: FightSource, ref: Referee) -> Rb2State:
    """Begin a fight with `card` on the hero's hex."""
    here = state.hero.position
    surprise = source == FightSource.ENCOUNTER and state.turn.hazard == Hazard.DRAW
    combat = Combat(card, source=source, hex=here.label if here else "", surprise=surprise)
    if source == FightSource.HAZARD or surprise:
        ref.cite("runebound2.hazard.resolution")
        ref.note("a hazard strikes without warning: no before-combat abilities, no fleeing")
        combat = replace(combat, phase=FightPhase.RANGED, round=1)
    else:
        ref.cite("runebound2.combat.before")
        if card.before_combat:
            ref.note(f"{card.name}'s before-combat ability comes first: resolve it, then type 'before card'")
    return replace(state, combat=combat)


def before_combat(state: Rb2State, act: BeforeCombat, ref: Referee) -> tuple[Rb2State, str]:
    """One before-combat ability, in the book's order and within its once-each limits."""
    combat = state.combat
    ref.require(combat.source != FightSource.HAZARD and not combat.surprise, "runebound2.hazard.resolution",
                "a road hazard strikes by surprise: no before-combat abilities")
    ref.require(combat.phase == FightPhase.BEFORE, "runebound2.combat.round",
                "before-combat abilities are used only before the first round")
    source = act.source.strip().casefold()
    # Hard: a negative cost or hit would take exhaustion or the card's wounds below zero.
    ref.require(act.exhaust >= 0 and act.wounds >= 0, "runebound2.combat.before",
                "an ability's exhaustion and the wounds it deals are never below zero", hard=True)
    ref.cite("runebound2.combat.before")
    if source != "card":
        ref.require(not combat.card.before_combat or "card" in combat.before_used, "runebound2.combat.before",
                    f"{combat.card.name}'s own before-combat ability must be resolved first ('before card')")
    party = state.hero
    if source == "card":
        ref.require(combat.card.before_combat, "runebound2.combat.before",
                    f"{combat.card.name} has no before-combat ability (enter the card with 'before' if it does)")
        ref.require("card" not in combat.before_used, "runebound2.combat.before",
                    f"{combat.card.name}'s before-combat ability was already resolved")
        key, user = "card", None
    elif source == "item":
        item = party.item(act.item)
        ref.require(item is not None, "runebound2.combat.before", f"{party.hero.name} carries no {act.item!r}", hard=True)
        key, user = f"item:{item.name}", party.hero
        if item.usage == Usage.ACTIVATE:
            ref.require("before" not in state.turn.activations, "runebound2.combat.before",
                        "only one item may be activated before combat")
            ref.require(not item.activated, "runebound2.activation.limits",
                        f"{item.name} is already activated; it turns up in your next refresh step")
            key = f"activated:{item.name}"
            party = replace(party, items=tuple(replace(i, activated=True) if i is item else i for i in party.items))
            state = state.with_hero(party).with_turn(activations=state.turn.activations + ("before",))
        elif item.usage == Usage.DISCARD:
            party = replace(party, items=tuple(i for i in party.items if i is not item))
            state = replace(state.with_hero(party), acquisitions_under=state.acquisitions_under + (item.name,))
            ref.note(f"{item.name} is discarded after use (no activation needed)")
    else:
        user = find(state, state.active, act.source, ref, "runebound2.combat.before")
        key = ability_key(user.name, act.ability)
        ref.require(key not in combat.before_used, "runebound2.combat.before", repeat_refusal(user.name, act.ability))
    if key.startswith("item:"):
        ref.require(key not in combat.before_used, "runebound2.combat.before",
                    "that item was already used before this combat")
    combat = replace(combat, before_used=combat.before_used + (key,))
    state = replace(state, combat=combat)
    if act.exhaust:
        ref.require(user is not None, "runebound2.combat.before", "only a character can take exhaustion", hard=True)
        current = state.hero.character(user.name) or user
        ref.require(current.exhaustion + act.exhaust <= current.stamina, "runebound2.wounds.ability-stamina",
                    f"{current.name} has {current.exhaustion}/{current.stamina} exhaustion: "
                    f"{act.exhaust} more would pass stamina")
        state, _ = exhaust(state, state.active, current, act.exhaust, ref)
    message = f"before combat: {act.source}{' ' + act.item if act.item else ''}"
    if act.attack:
        ref.require(act.attack in PHASES, "runebound2.combat.attack-roll", f"attack ranged, melee or magic, not {act.attack!r}", hard=True)
        ref.require(act.roll is not None, "runebound2.combat.attack-roll", "an attack needs its 2d10 roll", hard=True)
        roller = state.hero.character(user.name) if user is not None else state.hero.hero
        roller = roller or state.hero.hero
        target = combat.card.attribute(act.attack)
        total = act.roll.total + roller.attribute(act.attack) + act.bonus
        ref.cite("runebound2.combat.attack-roll", "runebound2.dice.d10-zero-is-ten")
        if total >= target:
            ref.note(f"{act.roll.describe()} + {roller.attribute(act.attack)} = {total} against {target}: hit, "
                     f"{count_of(act.wounds, 'wound')} on {combat.card.name}")
            state = replace(state, combat=replace(state.combat, wounds=state.combat.wounds + act.wounds))
            message += f": {total} vs {target}, hit"
            if state.combat.wounds >= combat.card.life:
                return victory(state, ref), f"{combat.card.name} is defeated before combat"
        else:
            ref.note(f"{act.roll.describe()} + {roller.attribute(act.attack)} = {total} against {target}: miss")
            message += f": {total} vs {target}, miss"
    return state, message


def fight(state: Rb2State, ref: Referee) -> tuple[Rb2State, str]:
    """Before-combat is over: round one begins."""
    combat = state.combat
    ref.require(combat.phase == FightPhase.BEFORE, "runebound2.combat.round", "the rounds have already begun",
                hard=True)  # hard: 'fight' again would rewind the fight to round one
    ref.require(not combat.card.before_combat or "card" in combat.before_used, "runebound2.combat.before",
                f"{combat.card.name}'s before-combat ability must be resolved first ('before card')")
    ref.cite("runebound2.combat.round")
    combat = replace(combat, phase=combat.first_phase(), round=1)
    return replace(state, combat=combat), f"round 1 begins ({combat.phase} phase)"


def phase_open(combat: Combat, phase: str) -> tuple[Requirement, ...]:
    """An attack or defence in `phase` fits the fight: the rounds have begun and it is that phase.

    In the flee phase a ranged attack or defence is allowed too: not fleeing is a choice, and the
    ranged phase begins.
    """
    return (
        # Hard: outside a round there is no phase whose attribute an attack or defence could be rolled against.
        Requirement(combat.phase != FightPhase.BEFORE, "runebound2.combat.round",
                    "the rounds have not begun: attacks and defences belong to a round's phase; "
                    "finish before-combat with 'fight' first", hard=True),
        Requirement(phase == combat.phase or (combat.phase == FightPhase.FLEE and phase == FightPhase.RANGED),
                    "runebound2.combat.round",
                    f"it is the {combat.phase} phase of round {combat.round}; phases run flee, ranged, melee, magic"),
    )


def _check_phase(state: Rb2State, phase: str, ref: Referee) -> None:
    enforce(ref, phase_open(state.combat, phase))


def _after_flee(state: Rb2State) -> Rb2State:
    if state.combat.phase == FightPhase.FLEE:
        return replace(state, combat=replace(state.combat, phase=FightPhase.RANGED))
    return state


def attack(state: Rb2State, act: Attack, ref: Referee) -> tuple[Rb2State, str]:
    """An attack by the hero or one ally in the current phase."""
    _check_phase(state, act.phase, ref)
    state = _after_flee(state)
    combat = state.combat
    phase = combat.phase
    who = find(state, state.active, act.by, ref, "runebound2.combat.one-attack")
    # Hard: negative extra damage would take the card's wounds below zero.
    ref.require(act.extra_damage >= 0, "runebound2.combat.bonuses", "extra damage adds wounds; it is never below zero",
                hard=True)
    ref.require(who.name not in combat.attacked, "runebound2.combat.one-attack",
                f"{who.name} has already attacked this round; another character may attack, or the hero defends")
    ref.cite(phase_rule(phase, "runebound2.combat.attack-roll"), "runebound2.dice.d10-zero-is-ten")
    if act.bonus:
        ref.cite("runebound2.combat.bonuses", "runebound2.cards.bonus-declaration")
    if who is not state.hero.hero:
        ref.cite("runebound2.combat.allies")
    target = combat.card.attribute(phase)
    total = act.roll.total + who.attribute(phase) + act.bonus
    combat = replace(combat, attacked=combat.attacked + (who.name,))
    state = replace(state, combat=combat)
    shown = f"{act.roll.describe()} + {who.attribute(phase)}{f' + {act.bonus}' if act.bonus else ''} = {total}"
    if total >= target:
        dealt = who.damage(phase) + act.extra_damage
        ref.note(f"{who.name} attacks ({phase}): {shown} against {target}: hit for {count_of(dealt, 'wound')}")
        state = replace(state, combat=replace(combat, wounds=combat.wounds + dealt))
        if state.combat.wounds >= combat.card.life:
            return victory(state, ref), f"{who.name} defeats {combat.card.name}"
        return advance_phase(state), f"{who.name} hits {combat.card.name} ({total} vs {target})"
    taken = combat.card.damage(phase)
    ref.note(f"{who.name} attacks ({phase}): {shown} against {target}: miss, takes {count_of(taken, 'wound')}")
    state, dealt_text = deal(state, state.active, who.name, taken, AfterWounds.COMBAT, ref)
    return state, f"{who.name} misses ({total} vs {target}); {dealt_text}"


def defend(state: Rb2State, act: Defend, ref: Referee) -> tuple[Rb2State, str]:
    """The hero defends in the current phase."""
    _check_phase(state, act.phase, ref)
    state = _after_flee(state)
    combat = state.combat
    phase = combat.phase
    hero = state.hero.hero
    if act.by.strip():
        named = state.hero.character(act.by)
        ref.require(named is not None, "runebound2.combat.allies",
                    f"{state.hero.player}'s party has no {act.by!r}; only the hero defends", hard=True)
        ref.require(named is hero, "runebound2.combat.allies",
                    f"{named.name} is an ally, and allies never defend: only {hero.name} defends "
                    f"(an ally may attack instead: 'attack {phase} {named.name}')", hard=True)
    ref.cite(phase_rule(phase, "runebound2.combat.defend"))
    taken = combat.card.damage(phase)
    if act.roll is None:
        ref.require(taken == 0, "runebound2.combat.defend",
                    f"{combat.card.name} deals {taken} in the {phase} phase: defending needs a roll")
        ref.note(f"{combat.card.name} deals no {phase} damage: no defence roll is needed")
        return advance_phase(state), f"{hero.name} defends ({phase}) against no damage"
    target = combat.card.attribute(phase)
    total = act.roll.total + hero.attribute(phase) + act.bonus
    shown = f"{act.roll.describe()} + {hero.attribute(phase)}{f' + {act.bonus}' if act.bonus else ''} = {total}"
    if total >= target:
        ref.note(f"{hero.name} defends ({phase}): {shown} against {target}: nothing happens")
        return advance_phase(state), f"{hero.name} defends ({total} vs {target})"
    ref.note(f"{hero.name} defends ({phase}): {shown} against {target}: takes {count_of(taken, 'wound')}")
    state, dealt_text = deal(state, state.active, hero.name, taken, AfterWounds.COMBAT, ref)
    return state, f"{hero.name} fails to defend ({total} vs {target}); {dealt_text}"
