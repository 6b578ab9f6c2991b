"""Combat with a challenge: before-combat abilities, then rounds of flee, ranged, melee and magic."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import Attack, BeforeCombat, Defend
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.fight_outcomes import advance_phase, victory
from rules_engine.runebound2.fights import Combat, FightPhase, FightSource, ability_key, phase_rule, repeat_refusal
from rules_engine.runebound2.heroes import PHASES, Usage
from rules_engine.runebound2.ongoing import ongoing_combat
from rules_engine.requirements import Requirement
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import AfterWounds, Hazard
from rules_engine.runebound2.warding import deal
from rules_engine.runebound2.wounds import exhaust, find
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name


def start_combat(state: Rb2State, card: AdventureCard, source: FightSource, ref: Referee) -> Rb2State:
    """Begin a fight with `card` on the hero's hex."""
    here = state.hero.position
    surprise = source == FightSource.ENCOUNTER and state.turn.hazard == Hazard.DRAW
    combat = Combat(card, source=source, hex=here.label if here else "", surprise=surprise)
    if source == FightSource.HAZARD or surprise:
        ref.cite("runebound2.hazard.resolution")
        ref.note(Message('a hazard strikes without warning: no before-combat abilities, no fleeing'))
        combat = replace(combat, phase=FightPhase.RANGED, round=1)
    else:
        ref.cite("runebound2.combat.before")
        if card.before_combat:
            ref.note(Message("{card}'s before-combat ability comes first: resolve it, then type 'before card'", card=printed_name(card.name)))
    return replace(state, combat=combat)


def before_combat(state: Rb2State, act: BeforeCombat, ref: Referee) -> tuple[Rb2State, str]:
    """One before-combat ability, in the book's order and within its once-each limits."""
    combat = ongoing_combat(state)
    ref.require(combat.source != FightSource.HAZARD and not combat.surprise, "runebound2.hazard.resolution",
                Message('a road hazard strikes by surprise: no before-combat abilities'))
    ref.require(combat.phase == FightPhase.BEFORE, "runebound2.combat.round",
                Message('before-combat abilities are used only before the first round'))
    source = act.source.strip().casefold()
    # Hard: a negative cost or hit would take exhaustion or the card's wounds below zero.
    ref.require(act.exhaust >= 0 and act.wounds >= 0, "runebound2.companion.card-values",
                Message("an ability's exhaustion and the wounds it deals are never below zero"), hard=True)
    ref.cite("runebound2.combat.before")
    if source != "card":
        ref.require(not combat.card.before_combat or "card" in combat.before_used, "runebound2.combat.before",
                    Message("{card}'s own before-combat ability must be resolved first ('before card')", card=printed_name(combat.card.name)))
    party = state.hero
    if source == "card":
        ref.require(combat.card.before_combat, "runebound2.combat.before",
                    Message("{card} has no before-combat ability (enter the card with 'before' if it does)", card=printed_name(combat.card.name)))
        ref.require("card" not in combat.before_used, "runebound2.combat.before",
                    Message("{card}'s before-combat ability was already resolved", card=printed_name(combat.card.name)))
        key, user = "card", None
    elif source == "item":
        item = ref.present(party.item(act.item), "runebound2.companion.party", Message('{hero} carries no {item!r}', hero=printed_name(party.hero.name), item=act.item))
        key, user = f"item:{item.name}", party.hero
        if item.usage == Usage.ACTIVATE:
            ref.require("before" not in state.turn.activations, "runebound2.combat.before",
                        Message('only one item may be activated before combat'))
            ref.require(not item.activated, "runebound2.activation.limits",
                        Message('{item} is already activated; it turns up in your next refresh step', item=item.name))
            key = f"activated:{item.name}"
            party = replace(party, items=tuple(replace(i, activated=True) if i is item else i for i in party.items))
            state = state.with_hero(party).with_turn(activations=state.turn.activations + ("before",))
        elif item.usage == Usage.DISCARD:
            party = replace(party, items=tuple(i for i in party.items if i is not item))
            state = replace(state.with_hero(party), acquisitions_under=state.acquisitions_under + (item.name,))
            ref.note(Message('{item} is discarded after use (no activation needed)', item=item.name))
    else:
        user = find(state, state.active, act.source, ref)
        key = ability_key(user.name, act.ability)
        ref.require(key not in combat.before_used, "runebound2.combat.before", repeat_refusal(user.name, act.ability))
    if key.startswith("item:"):
        ref.require(key not in combat.before_used, "runebound2.combat.before",
                    Message('that item was already used before this combat'))
    combat = replace(combat, before_used=combat.before_used + (key,))
    state = replace(state, combat=combat)
    if act.exhaust:
        user = ref.present(user, "runebound2.combat.before", Message('only a character can take exhaustion'))
        current = state.hero.character(user.name) or user
        ref.require(current.exhaustion + act.exhaust <= current.stamina, "runebound2.wounds.ability-stamina",
                    Message('{current} has {exhaustion}/{stamina} exhaustion: {exhaust} more would pass stamina', current=printed_name(current.name), exhaustion=current.exhaustion, stamina=current.stamina, exhaust=act.exhaust))
        state, _ = exhaust(state, state.active, current, act.exhaust, ref)
    message = Message('before combat: {source}{value}', source=act.source, value=' ' + act.item if act.item else '')
    if act.attack:
        ref.require(act.attack in PHASES, "runebound2.combat.attack-roll", Message('attack ranged, melee or magic, not {attack!r}', attack=act.attack), hard=True)
        roll = ref.present(act.roll, "runebound2.combat.attack-roll", Message('an attack needs its 2d10 roll'))
        roller = state.hero.character(user.name) if user is not None else state.hero.hero
        roller = roller or state.hero.hero
        target = combat.card.attribute(act.attack)
        total = roll.total + roller.attribute(act.attack) + act.bonus
        ref.cite("runebound2.combat.attack-roll", "runebound2.dice.d10-zero-is-ten")
        if total >= target:
            ref.note(Message('{roll} + {attribute} = {total} against {target}: hit, {wounds} on {card}', roll=roll.describe(), attribute=roller.attribute(act.attack), total=total, target=target, wounds=count_of(act.wounds, 'wound', 'wounds'), card=printed_name(combat.card.name)))
            fighting = ongoing_combat(state)
            state = replace(state, combat=replace(fighting, wounds=fighting.wounds + act.wounds))
            message = Message("{message}: {total} vs {target}, hit", message=message, total=total, target=target)
            if ongoing_combat(state).wounds >= combat.card.life:
                return victory(state, ref), Message('{card} is defeated before combat', card=printed_name(combat.card.name))
        else:
            ref.note(Message('{roll} + {attribute} = {total} against {target}: miss', roll=roll.describe(), attribute=roller.attribute(act.attack), total=total, target=target))
            message = Message("{message}: {total} vs {target}, miss", message=message, total=total, target=target)
    return state, message


def fight(state: Rb2State, ref: Referee) -> tuple[Rb2State, str]:
    """Before-combat is over: round one begins."""
    combat = ongoing_combat(state)
    ref.require(combat.phase == FightPhase.BEFORE, "runebound2.combat.round", Message('the rounds have already begun'),
                hard=True)  # hard: 'fight' again would rewind the fight to round one
    ref.require(not combat.card.before_combat or "card" in combat.before_used, "runebound2.combat.before",
                Message("{card}'s before-combat ability must be resolved first ('before card')", card=printed_name(combat.card.name)))
    ref.cite("runebound2.combat.round")
    combat = replace(combat, phase=combat.first_phase(), round=1)
    return replace(state, combat=combat), Message('round 1 begins ({phase} phase)', phase=word(combat.phase))


def phase_open(combat: Combat, phase: str) -> tuple[Requirement, ...]:
    """An attack or defence in `phase` fits the fight: the rounds have begun and it is that phase.

    In the flee phase a ranged attack or defence is allowed too: not fleeing is a choice, and the
    ranged phase begins.
    """
    return (
        # Hard: outside a round there is no phase whose attribute an attack or defence could be rolled against.
        Requirement(combat.phase != FightPhase.BEFORE, "runebound2.combat.round",
                    Message("the rounds have not begun: attacks and defences belong to a round's phase; finish before-combat with 'fight' first"), hard=True),
        Requirement(phase == combat.phase or (combat.phase == FightPhase.FLEE and phase == FightPhase.RANGED),
                    "runebound2.combat.round",
                    Message('it is the {phase} phase of round {round}; phases run flee, ranged, melee, magic', phase=word(combat.phase), round=combat.round)),
    )


def _check_phase(state: Rb2State, phase: str, ref: Referee) -> None:
    ref.enforce(phase_open(ongoing_combat(state), phase))


def _after_flee(state: Rb2State) -> Rb2State:
    combat = ongoing_combat(state)
    if combat.phase == FightPhase.FLEE:
        return replace(state, combat=replace(combat, phase=FightPhase.RANGED))
    return state


def attack(state: Rb2State, act: Attack, ref: Referee) -> tuple[Rb2State, str]:
    """An attack by the hero or one ally in the current phase."""
    _check_phase(state, act.phase, ref)
    state = _after_flee(state)
    combat = ongoing_combat(state)
    phase = combat.phase
    who = find(state, state.active, act.by, ref)
    # Hard: negative extra damage would take the card's wounds below zero.
    ref.require(act.extra_damage >= 0, "runebound2.companion.card-values", Message('extra damage adds wounds; it is never below zero'),
                hard=True)
    ref.require(who.name not in combat.attacked, "runebound2.combat.one-attack",
                Message('{who} has already attacked this round; another character may attack, or the hero defends', who=printed_name(who.name)))
    ref.cite(phase_rule(phase, "runebound2.combat.attack-roll"), "runebound2.dice.d10-zero-is-ten")
    if act.bonus:
        ref.cite("runebound2.combat.bonuses", "runebound2.cards.bonus-declaration")
    if who is not state.hero.hero:
        ref.cite("runebound2.combat.allies")
    target = combat.card.attribute(phase)
    total = act.roll.total + who.attribute(phase) + act.bonus
    combat = replace(combat, attacked=combat.attacked + (who.name,))
    state = replace(state, combat=combat)
    shown = Message("{roll} + {attribute}{bonus} = {total}", roll=act.roll.describe(), attribute=who.attribute(phase),
                    bonus=f" + {act.bonus}" if act.bonus else "", total=total)
    if total >= target:
        dealt = who.damage(phase) + act.extra_damage
        ref.note(Message('{who} attacks ({phase}): {shown} against {target}: hit for {wounds}', who=printed_name(who.name), phase=phase, shown=shown, target=target, wounds=count_of(dealt, 'wound', 'wounds')))
        state = replace(state, combat=replace(combat, wounds=combat.wounds + dealt))
        if ongoing_combat(state).wounds >= combat.card.life:
            return victory(state, ref), Message('{who} defeats {card}', who=printed_name(who.name), card=printed_name(combat.card.name))
        return advance_phase(state), Message('{who} hits {card} ({total} vs {target})', who=printed_name(who.name), card=printed_name(combat.card.name), total=total, target=target)
    taken = combat.card.damage(phase)
    ref.note(Message('{who} attacks ({phase}): {shown} against {target}: miss, takes {wounds}', who=printed_name(who.name), phase=phase, shown=shown, target=target, wounds=count_of(taken, 'wound', 'wounds')))
    state, dealt_text = deal(state, state.active, who.name, taken, AfterWounds.COMBAT, ref)
    return state, Message('{who} misses ({total} vs {target}); {dealt_text}', who=printed_name(who.name), total=total, target=target, dealt_text=dealt_text)


def defend(state: Rb2State, act: Defend, ref: Referee) -> tuple[Rb2State, str]:
    """The hero defends in the current phase."""
    _check_phase(state, act.phase, ref)
    state = _after_flee(state)
    combat = ongoing_combat(state)
    phase = combat.phase
    hero = state.hero.hero
    if act.by.strip():
        named = ref.present(state.hero.character(act.by), "runebound2.companion.party",
                            Message("{player}'s party has no {by!r}; only the hero defends", player=state.hero.player, by=act.by))
        ref.require(named is hero, "runebound2.combat.allies",
                    Message("{named} is an ally, and allies never defend: only {hero} defends (an ally may attack instead: 'attack {phase} {named}')", named=printed_name(named.name), hero=printed_name(hero.name), phase=phase), hard=True)
    ref.cite(phase_rule(phase, "runebound2.combat.defend"))
    taken = combat.card.damage(phase)
    if act.roll is None:
        ref.require(taken == 0, "runebound2.combat.defend",
                    Message('{card} deals {taken} in the {phase} phase: defending needs a roll', card=printed_name(combat.card.name), taken=taken, phase=phase))
        ref.note(Message('{card} deals no {phase} damage: no defence roll is needed', card=printed_name(combat.card.name), phase=phase))
        return advance_phase(state), Message('{hero} defends ({phase}) against no damage', hero=printed_name(hero.name), phase=phase)
    target = combat.card.attribute(phase)
    total = act.roll.total + hero.attribute(phase) + act.bonus
    shown = Message("{roll} + {attribute}{bonus} = {total}", roll=act.roll.describe(), attribute=hero.attribute(phase),
                    bonus=f" + {act.bonus}" if act.bonus else "", total=total)
    if total >= target:
        ref.note(Message('{hero} defends ({phase}): {shown} against {target}: nothing happens', hero=printed_name(hero.name), phase=phase, shown=shown, target=target))
        return advance_phase(state), Message('{hero} defends ({total} vs {target})', hero=printed_name(hero.name), total=total, target=target)
    ref.note(Message('{hero} defends ({phase}): {shown} against {target}: takes {wounds}', hero=printed_name(hero.name), phase=phase, shown=shown, target=target, wounds=count_of(taken, 'wound', 'wounds')))
    state, dealt_text = deal(state, state.active, hero.name, taken, AfterWounds.COMBAT, ref)
    return state, Message('{hero} fails to defend ({total} vs {target}); {dealt_text}', hero=printed_name(hero.name), total=total, target=target, dealt_text=dealt_text)
