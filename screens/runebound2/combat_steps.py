"""The combat wizard's steps: what a challenge fight or a hero duel allows now, as (label, command) pairs."""

from __future__ import annotations

import re

from rules_engine.runebound2.heroes import ATTRIBUTE_OF_PHASE, PHASES, Character, HeroState
from rules_engine.runebound2.odds import chance_at_least, chance_opposed
from rules_engine.runebound2.state import Rb2State

Choice = tuple[str, str]


def odds(target: int, value: int) -> str:
    """'target T, needs N+ on 2d10: P%' against a fixed target number."""
    need = target - value
    return f"target {target}, needs {max(2, need)}+ on 2d10: {chance_at_least(need):.0%}"


def opposed(mine: int, theirs: int) -> str:
    """The odds of a duel roll: 2d10 + mine against the other hero's 2d10 + theirs."""
    return f"2d10+{mine} vs 2d10+{theirs}: {chance_opposed(mine, theirs):.0%}"


def _name(party: HeroState, who: Character) -> str:
    return "hero" if who is party.hero else f'"{who.name}"'


def ability_attacks(who: Character) -> tuple[tuple[str, int], ...]:
    """(phase, exhaustion) of a before-combat attack the catalogue's ability text describes, if any.

    The catalogue keeps abilities as text, so this reads it plainly: 'before combat' plus 'attack' and
    a phase word; 'exhaust N' or 'take N exhaustion' gives the cost. Anything else stays a plain step.
    """
    text = who.abilities.casefold()
    if "before combat" not in text or "attack" not in text:
        return ()
    cost = re.search(r"(?:exhaust|take)\s+(\d+)", text)
    exhaust = int(cost.group(1)) if cost else 0
    return tuple((phase, exhaust) for phase in PHASES if phase in text)


def _before_party(party: HeroState, used: tuple[str, ...], prefix: str, item_window_free: bool,
                  attack_odds) -> list[Choice]:
    """The hero's and allies' abilities (once each), then one activated item and any star items."""
    choices: list[Choice] = []
    for who in party.characters:
        if f"char:{who.name}" in used:
            continue
        name = _name(party, who)
        choices.append((f"{who.name}: before-combat ability", f"before {prefix}{name}"))
        for phase, exhaust in ability_attacks(who):
            if who.exhaustion + exhaust > who.stamina:
                continue  # the ability would pass stamina: the engine would refuse it
            cost = f", exhaust {exhaust}" if exhaust else ""
            choices.append((f"{who.name}: before-combat {phase} attack ({attack_odds(phase, who)}{cost})",
                            f"before {prefix}{name} attack:{phase} exhaust:{exhaust}"))
    for item in party.items:
        if f"item:{item.name}" in used:
            continue
        if item.usage == "activate" and item_window_free and not item.activated:
            choices.append((f"Activate {item.name} before combat (one item)", f'before {prefix}item "{item.name}"'))
        elif item.usage == "discard":
            choices.append((f"Use {item.name} before combat (discarded)", f'before {prefix}item "{item.name}"'))
    return choices


def challenge_choices(state: Rb2State) -> list[Choice]:
    """A fight with a challenge: before-combat in the book's order, then flee, attack or defend."""
    combat = state.combat
    party = state.hero
    if combat.phase == "before":
        if combat.card.before_combat and "card" not in combat.before_used:
            return [(f"{combat.card.name}'s own ability first: resolved", "before card")]

        def attack_odds(phase: str, who: Character) -> str:
            return odds(combat.card.attribute(phase), who.attribute(phase))

        used = tuple(u.replace("activated:", "item:") for u in combat.before_used)
        free = "before" not in state.turn.activations
        return _before_party(party, used, "", free, attack_odds) + [("Begin round 1", "fight")]
    if combat.phase == "flee":
        if not state.turn.came_from:
            # The app does not know the hex the party came from: the table types 'flee to:HEX'.
            return [("Stay and fight", "stay")]
        return [(f"Flee ({odds(combat.card.mind, party.hero.mind)})", "flee"), ("Stay and fight", "stay")]
    phase = combat.phase
    target = combat.card.attribute(phase)
    choices: list[Choice] = []
    for who in party.characters:
        if who.name in combat.attacked:
            continue
        choices.append((f"Attack: {who.name} ({odds(target, who.attribute(phase))}, deals {who.damage(phase)})",
                        f"attack {phase} {_name(party, who)}"))
    damage = combat.card.damage(phase)
    label = "Defend (no damage: no roll)" if damage == 0 else \
        f"Defend ({odds(target, party.hero.attribute(phase))}, else take {damage})"
    choices.append((label, f"defend {phase}"))
    return choices


def duel_choices(state: Rb2State) -> list[Choice]:
    """A hero duel: the defender's before-combat first, only the aggressor flees, the defender's roll is the target."""
    duel = state.duel
    agg, dfn = state.players[duel.aggressor], state.players[duel.defender]
    if duel.phase == "before":
        choices: list[Choice] = []
        defender_done = "defender-done" in duel.before_sides
        for side, party, other in (("defender", dfn, agg), ("aggressor", agg, dfn)):
            if (side == "defender") == defender_done:
                continue  # the defender's abilities come first; the aggressor's only once the defender is done

            def attack_odds(phase: str, who: Character, other: HeroState = other) -> str:
                return opposed(who.attribute(phase), other.hero.attribute(phase))

            seat = duel.defender if side == "defender" else duel.aggressor
            used = tuple(u.split(":", 1)[1] for u in duel.before_used if u.startswith(f"{side}:"))
            free = f"duel-0-{seat}" not in state.turn.activations
            for label, command in _before_party(party, used, f"{side} ", free, attack_odds):
                choices.append((f"{party.player} ({side}) · {label}", command))
        if not defender_done:
            choices.append((f"{dfn.player} (defender) is done: the aggressor's before-combat abilities",
                            "before defender pass"))
        return choices + [("Begin round 1", "fight")]
    if duel.phase == "flee":
        if duel.aggressor != state.active or not state.turn.came_from:
            # The app does not know the hex this aggressor's party came from: the table types 'flee to:HEX'.
            return [("Stay and fight", "stay")]
        return [(f"{agg.player} (aggressor) flees ({opposed(agg.hero.mind, dfn.hero.mind)})", "flee"),
                ("Stay and fight", "stay")]
    phase = duel.phase
    theirs = dfn.hero.attribute(phase)
    choices = []
    for who in agg.characters:
        if who.name in duel.attacked:
            continue
        choices.append((f"{agg.player} attacks: {who.name} ({opposed(who.attribute(phase), theirs)}, deals "
                        f"{who.damage(phase)})", f"attack {phase} {_name(agg, who)}"))
    choices.append((f"{agg.player} defends ({opposed(agg.hero.attribute(phase), theirs)}, else take "
                    f"{dfn.hero.damage(phase)})", f"defend {phase}"))
    return choices


def spoils_choices(state: Rb2State) -> list[Choice]:
    """The duel winner's choice: one item, one ally, one adventure card, or all the loser's gold."""
    winner = state.players[state.turn.pending_player]
    loser = state.players[state.turn.duel_loser]
    choices: list[Choice] = [(f"{winner.player} takes {item.name} (item, {item.cost} gold)", f'take item "{item.name}"')
                             for item in loser.items]
    choices += [(f"{winner.player} takes {ally.name} (ally, with its wounds and exhaustion)", f'take ally "{ally.name}"')
                for ally in loser.allies]
    choices += [(f"{winner.player} takes {card.name} (adventure card)", f'take card "{card.name}"')
                for card in loser.trophies]
    choices.append((f"{winner.player} takes all {loser.gold} gold", "take gold"))
    return choices


def ward_choices(state: Rb2State) -> list[Choice]:
    """Wounds being dealt: ward them with armour not yet activated, or let them land."""
    from rules_engine.runebound2.warding import ward_candidates

    turn = state.turn
    seat = turn.held_seat if turn.held_seat is not None else state.active
    party = state.players[seat]
    by = f" by:{party.player}" if seat != state.active else ""
    choices: list[Choice] = []
    for name in ward_candidates(state, seat):
        for count in range(turn.held_wounds, 0, -1):  # every amount: a card may ward fewer than all
            choices.append((f"{party.player} activates {name} to ward {count} of the {turn.held_wounds} wound(s)",
                            f'activate "{name}" ward:{count}{by}'))
    choices.append((f"No ward: {turn.held_who} takes {turn.held_wounds} wound(s)", "take-wounds"))
    return choices


def keep_choices(state: Rb2State) -> list[Choice]:
    """A kept card: keep it as an adventure card, or turn it down; items and allies need typed values."""
    name = state.turn.keeping.name if state.turn.keeping is not None else "the card"
    return [(f"Keep {name} as an adventure card", "keep card"),
            (f"Turn {name} down (it goes under its deck)", "keep decline")]


def wizard_choices(state: Rb2State) -> list[Choice]:
    """(button label, command text) for what the fight in progress allows now."""
    if state.turn.pending == "wounds":
        return ward_choices(state)
    if state.turn.pending == "keep":
        return keep_choices(state)
    if state.combat is not None:
        return challenge_choices(state)
    if state.duel is not None:
        return duel_choices(state)
    if state.turn.pending == "spoils" and state.turn.duel_loser is not None:
        return spoils_choices(state)
    return []


def duel_summary(state: Rb2State) -> str:
    """Who attacks whom, the round and phase, and both heroes' life and exhaustion."""
    duel = state.duel
    lines = [f"Duel · round {duel.round} · phase {duel.phase}"]
    for seat, role in ((duel.aggressor, "aggressor"), (duel.defender, "defender")):
        party = state.players[seat]
        hero = party.hero
        lines.append(f"{party.player} ({role}): {hero.name}, life {hero.life - hero.wounds}/{hero.life}, "
                     f"exhaustion {hero.exhaustion}/{hero.stamina}, "
                     + "/".join(f"{ATTRIBUTE_OF_PHASE[p][0].upper()}{hero.attribute(p)}" for p in PHASES))
    return "\n".join(lines)
