"""The combat wizard's buttons: the engine's answers to the fight's decision, with odds, as (label, command) pairs.

The order and the limits (the card's own ability first, each ability of each character once, one activated item,
flee or stay, who may still attack, which ward amounts, which spoils) are the engine's
(`rules_engine.runebound2.choices.answers`); this module only turns each answer into a button: its
label with the odds of the roll, and the command the button submits. A family that needs values the
table must type (what a kept card becomes, the hex a flight returns to) gets no button; the card's
text is typed in the command line.
"""

from __future__ import annotations

import re

from companion.services.i18n import _, translate
from rules_engine.actions import Action
from rules_engine.decisions import AnyText, Choice, Domain, Exactly, OneOf
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.choices import answers
from rules_engine.runebound2.heroes import ATTRIBUTE_OF_PHASE, PHASES, Character, HeroState
from rules_engine.runebound2.odds import chance_at_least, chance_opposed
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.words import word

Button = tuple[str, str]

#: The answers the wizard shows: those of a fight and of what a fight leaves pending.
FIGHT_ACTIONS = (A.BeforeCombat, A.Fight, A.Flee, A.DuelFlee, A.Stay, A.Attack, A.Defend, A.DuelExchange,
                 A.Activate, A.TakeWounds, A.KeepCard, A.Spoils)


def odds(target: int, value: int) -> str:
    """'target T, needs N+ on 2d10: P%' against a fixed target number."""
    need = target - value
    return _("target {target}, needs {need}+ on 2d10: {chance}").format(target=target, need=max(2, need),
                                                                       chance=f"{chance_at_least(need):.0%}")


def opposed(mine: int, theirs: int) -> str:
    """The odds of a duel roll: 2d10 + mine against the other hero's 2d10 + theirs."""
    return _("2d10+{mine} vs 2d10+{theirs}: {chance}").format(mine=mine, theirs=theirs,
                                                             chance=f"{chance_opposed(mine, theirs):.0%}")


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


def _name(party: HeroState, value: str) -> str:
    """A character as the command line names it: 'hero', or an ally's name in quotes."""
    who = party.character(value)
    return "hero" if who is None or who is party.hero else f'"{who.name}"'


def _value(choice: Choice, field: str):
    return choice.fields[field].value  # type: ignore[attr-defined]  # a fixed field (Exactly); this module is being rewritten


def next_ability_name(domain: Domain) -> str | None:
    """'' while a character has used no before-combat ability; else the first 'ability N' not used yet.

    The book lets each before-combat ability of a character be used once, so after the first the
    engine asks for the ability to be named; a button names it by its place ('ability 2').
    """
    if domain.admits(""):
        return ""
    return next((f"ability {n}" for n in range(2, 100) if domain.admits(f"ability {n}")), None)


def _before(state: Rb2State, choice: Choice) -> list[Button]:
    """A before-combat ability: the plain ability, or the attacks its character's ability text describes."""
    source = _value(choice, "source")
    duel = state.duel is not None
    prefix = f"{_value(choice, 'side')} " if duel else ""
    attack = isinstance(choice.fields["attack"], OneOf)  # the ability as an attack roll, in a phase to choose
    if source == "pass":
        return [(translate(choice.label), "before defender pass")]
    if source == "card":
        return [] if attack else [(translate(choice.label), "before card")]
    party = state.players[choice.actor]
    what = f'item "{_value(choice, "item")}"' if source == "item" else _name(party, source)
    if source != "item":
        named = next_ability_name(choice.fields["ability"])
        if named is None:
            return []  # no name the engine would take: the table types it
        what += f' ability:"{named}"' if named else ""
    if not attack:
        return [(translate(choice.label), f"before {prefix}{what}")]
    who = party.character(source) if source != "item" else None
    if who is None:
        return []  # an item's attack: typed with its values in the command line
    buttons = []
    for phase, exhaust in ability_attacks(who):
        if not choice.fields["exhaust"].admits(exhaust):
            continue  # the ability would pass stamina: the engine offers no such attack
        if duel:
            other = state.duel.aggressor if choice.actor == state.duel.defender else state.duel.defender
            chance = opposed(who.attribute(phase), state.players[other].hero.attribute(phase))
        else:
            chance = odds(state.combat.card.attribute(phase), who.attribute(phase))
        cost = f", exhaust {exhaust}" if exhaust else ""
        label = choice.label.removesuffix("attack") + f"{phase} attack ({chance}{cost})"
        buttons.append((label, f"before {prefix}{what} attack:{phase} exhaust:{exhaust}"))
    return buttons


def _round(state: Rb2State, choice: Choice) -> list[Button]:
    """Flee, an attack or the defence in a challenge fight, with the odds of the roll."""
    party = state.hero
    combat = state.combat
    if choice.action is A.Flee:
        # Without a roll to ask for, the table must name the hex the party came from: typed, not a button.
        return [(_("Flee ({odds})").format(odds=odds(combat.card.mind, party.hero.mind)), "flee")] if choice.request else []
    phase = _value(choice, "phase")
    target = combat.card.attribute(phase)
    if choice.action is A.Attack:
        who = party.character(_value(choice, "by"))
        return [(_("{choice} ({odds}, deals {damage})").format(choice=translate(choice.label),
                                                                odds=odds(target, who.attribute(phase)),
                                                                damage=who.damage(phase)),
                 f"attack {phase} {_name(party, _value(choice, 'by'))}")]
    damage = combat.card.damage(phase)
    chance = (_("no damage: no roll") if damage == 0
              else _("{odds}, else take {damage}").format(odds=odds(target, party.hero.attribute(phase)), damage=damage))
    return [(f"{translate(choice.label)} ({chance})", f"defend {phase}")]


def _duel_round(state: Rb2State, choice: Choice) -> list[Button]:
    """The aggressor flees, attacks or defends; the defender's roll is the target."""
    duel = state.duel
    agg, dfn = state.players[duel.aggressor], state.players[duel.defender]
    if choice.action is A.DuelFlee:
        return [(f"{translate(choice.label)} ({opposed(agg.hero.mind, dfn.hero.mind)})", "flee")] if choice.request else []
    phase = _value(choice, "phase")
    theirs = dfn.hero.attribute(phase)
    if _value(choice, "choice") == "attack":
        who = agg.character(_value(choice, "by"))
        return [(_("{choice} ({odds}, deals {damage})").format(choice=translate(choice.label),
                                                                odds=opposed(who.attribute(phase), theirs),
                                                                damage=who.damage(phase)),
                 f"attack {phase} {_name(agg, _value(choice, 'by'))}")]
    return [(_("{choice} ({odds}, else take {damage})").format(choice=translate(choice.label),
                                                                odds=opposed(agg.hero.attribute(phase), theirs),
                                                                damage=dfn.hero.damage(phase)),
             f"defend {phase}")]


def _member(choice: Choice) -> Action | None:
    """The one action a choice stands for; for a field of free text the engine ignores (the name with 'take gold'),
    its first example; None when a value must be typed (what a kept card becomes)."""
    values = {}
    for name, domain in choice.fields.items():
        if isinstance(domain, Exactly):
            values[name] = domain.value
        elif isinstance(domain, AnyText) and domain.allow_empty:
            values[name] = domain.examples[0]
        else:
            return None
    return choice.action(**values)


def _pending(state: Rb2State, choice: Choice) -> list[Button]:
    """A ward or 'take-wounds', a kept card kept or turned down, the duel's spoils."""
    action = _member(choice)
    if action is None:
        return []  # what a kept card becomes as an item or ally: its values are typed
    if isinstance(action, A.Activate):
        by = f" by:{action.player}" if action.player else ""
        return [(translate(choice.label), f'activate "{action.name}" ward:{action.ward}{by}')]
    if isinstance(action, A.TakeWounds):
        return [(translate(choice.label), "take-wounds")]
    if isinstance(action, A.KeepCard):
        return [(translate(choice.label), f"keep {action.as_what}")]
    if isinstance(action, A.Spoils):
        return [(translate(choice.label), "take gold" if action.kind == "gold" else f'take {action.kind} "{action.name}"')]
    return []


def buttons(state: Rb2State, choice: Choice) -> list[Button]:
    """The wizard's buttons for one of the engine's answers (none for a family whose values must be typed)."""
    if choice.action is A.BeforeCombat:
        return _before(state, choice)
    if choice.action in (A.Fight, A.Stay):
        return [(translate(choice.label), "fight" if choice.action is A.Fight else "stay")]
    if choice.action in (A.Flee, A.Attack, A.Defend):
        return _round(state, choice)
    if choice.action in (A.DuelFlee, A.DuelExchange):
        return _duel_round(state, choice)
    return _pending(state, choice)


def wizard_choices(state: Rb2State) -> list[Button]:
    """(button label, command text) for each answer the fight in progress (or what it left pending) allows now."""
    if state.combat is None and state.duel is None and state.turn.pending not in ("wounds", "keep", "spoils"):
        return []
    return [button for choice in answers(state) if choice.action in FIGHT_ACTIONS for button in buttons(state, choice)]


def ward_choices(state: Rb2State) -> list[Button]:
    """Wounds being dealt: ward them with a card not yet activated (every amount), or let them land."""
    return wizard_choices(state) if state.turn.pending == "wounds" else []


def duel_summary(state: Rb2State) -> str:
    """Who attacks whom, the round and phase, and both heroes' life and exhaustion."""
    duel = state.duel
    lines = [_("Duel · round {round} · phase {phase}").format(round=duel.round, phase=translate(word(duel.phase)))]
    for seat, role in ((duel.aggressor, _("aggressor")), (duel.defender, _("defender"))):
        party = state.players[seat]
        hero = party.hero
        lines.append(_("{player} ({role}): {hero}, life {left}/{life}, exhaustion {exhaustion}/{stamina}, ").format(
            player=party.player, role=role, hero=hero.name, left=hero.life - hero.wounds, life=hero.life,
            exhaustion=hero.exhaustion, stamina=hero.stamina)
            + "/".join(f"{ATTRIBUTE_OF_PHASE[p][0].upper()}{hero.attribute(p)}" for p in PHASES))
    return "\n".join(lines)
