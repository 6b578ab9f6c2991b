"""The combat wizard's buttons: the engine's answers to the fight's decision, with odds, as (label, submission) pairs.

The order and the limits (the card's own ability first, each ability of each character once, one activated item,
flee or stay, who may still attack, which ward amounts, which spoils) are the engine's: the choices given
(`Game.choices`, as the area's view holds them) that answer its decision (`Choice.answers`). So is what each answer
submits, an action or the dice request
that builds it (`rules_engine.runebound2.fight_submissions`): this module only labels each with the odds of the
roll. An answer that needs values the table must type (what a kept card becomes, the hex a flight returns to)
gets no button; the card's text is typed in the command line.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.services.i18n import _, translate
from rules_engine.decisions import Choice
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.fight_submissions import (
    Submission,
    before_combat_options,
    fight_on,
    fight_submission,
    wounds_held,
)
from rules_engine.runebound2.heroes import ATTRIBUTE_OF_PHASE, PHASES
from rules_engine.runebound2.odds import chance_at_least, chance_opposed
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.words import word

Button = tuple[str, Submission]

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


def _value(choice: Choice, field: str):
    return choice.fields[field].value  # type: ignore[attr-defined]  # a fixed field (Exactly); this module is being rewritten


def _before(state: Rb2State, choice: Choice) -> list[Button]:
    """A before-combat ability: the plain ability, or the attacks its character's ability text describes."""
    buttons = []
    for option in before_combat_options(state, choice):
        if not option.attack:
            buttons.append((translate(choice.label), option.submits))
            continue
        phase, exhaust = option.attack, option.exhaust
        # The same character `before_combat_options` found for this attack (no attack option without one).
        party = state.players[choice.actor] if choice.actor is not None else state.hero
        who = party.character(_value(choice, "source"))
        if who is None:
            continue
        if state.duel is not None:
            other = state.duel.aggressor if choice.actor == state.duel.defender else state.duel.defender
            chance = opposed(who.attribute(phase), state.players[other].hero.attribute(phase))
        elif state.combat is not None:
            chance = odds(state.combat.card.attribute(phase), who.attribute(phase))
        else:
            continue  # no fight left to roll against
        cost = f", exhaust {exhaust}" if exhaust else ""
        label = choice.label.removesuffix("attack") + f"{phase} attack ({chance}{cost})"
        buttons.append((label, option.submits))
    return buttons


def _round(state: Rb2State, choice: Choice) -> list[Button]:
    """Flee, an attack or the defence in a challenge fight, with the odds of the roll."""
    party = state.hero
    combat = state.combat
    submits = fight_submission(choice)
    if submits is None or combat is None:
        return []  # e.g. a flight whose hex the table must name: typed, not a button
    if choice.action is A.Flee:
        return [(_("Flee ({odds})").format(odds=odds(combat.card.mind, party.hero.mind)), submits)]
    phase = _value(choice, "phase")
    target = combat.card.attribute(phase)
    if choice.action is A.Attack:
        who = party.character(_value(choice, "by"))
        if who is None:
            return []
        return [(_("{choice} ({odds}, deals {damage})").format(choice=translate(choice.label),
                                                                odds=odds(target, who.attribute(phase)),
                                                                damage=who.damage(phase)),
                 submits)]
    damage = combat.card.damage(phase)
    chance = (_("no damage: no roll") if damage == 0
              else _("{odds}, else take {damage}").format(odds=odds(target, party.hero.attribute(phase)), damage=damage))
    return [(f"{translate(choice.label)} ({chance})", submits)]


def _duel_round(state: Rb2State, choice: Choice) -> list[Button]:
    """The aggressor flees, attacks or defends; the defender's roll is the target."""
    duel = state.duel
    submits = fight_submission(choice)
    if submits is None or duel is None:
        return []
    agg, dfn = state.players[duel.aggressor], state.players[duel.defender]
    if choice.action is A.DuelFlee:
        return [(f"{translate(choice.label)} ({opposed(agg.hero.mind, dfn.hero.mind)})", submits)]
    phase = _value(choice, "phase")
    theirs = dfn.hero.attribute(phase)
    if _value(choice, "choice") == "attack":
        who = agg.character(_value(choice, "by"))
        if who is None:
            return []
        return [(_("{choice} ({odds}, deals {damage})").format(choice=translate(choice.label),
                                                                odds=opposed(who.attribute(phase), theirs),
                                                                damage=who.damage(phase)),
                 submits)]
    return [(_("{choice} ({odds}, else take {damage})").format(choice=translate(choice.label),
                                                                odds=opposed(agg.hero.attribute(phase), theirs),
                                                                damage=dfn.hero.damage(phase)),
             submits)]


def _pending(state: Rb2State, choice: Choice) -> list[Button]:
    """A ward or 'take-wounds', a kept card kept or turned down, the duel's spoils."""
    submits = fight_submission(choice)
    return [] if submits is None else [(translate(choice.label), submits)]  # what a kept card becomes is typed


def buttons(state: Rb2State, choice: Choice) -> list[Button]:
    """The wizard's buttons for one of the engine's answers (none for a family whose values must be typed)."""
    if choice.action is A.BeforeCombat:
        return _before(state, choice)
    if choice.action in (A.Flee, A.Attack, A.Defend):
        return _round(state, choice)
    if choice.action in (A.DuelFlee, A.DuelExchange):
        return _duel_round(state, choice)
    return _pending(state, choice)


def wizard_choices(state: Rb2State, choices: Sequence[Choice]) -> list[Button]:
    """(button label, what it submits) for each of `choices` (the engine's, for `state`) that answers the fight in
    progress (or what it left pending)."""
    if not fight_on(state):
        return []
    return [button for choice in choices if choice.answers and choice.action in FIGHT_ACTIONS
            for button in buttons(state, choice)]


def ward_choices(state: Rb2State, choices: Sequence[Choice]) -> list[Button]:
    """Wounds being dealt: ward them with a card not yet activated (every amount), or let them land."""
    return wizard_choices(state, choices) if wounds_held(state) else []


def duel_summary(state: Rb2State) -> str:
    """Who attacks whom, the round and phase, and both heroes' life and exhaustion ('' with no duel)."""
    duel = state.duel
    if duel is None:
        return ""
    lines = [_("Duel · round {round} · phase {phase}").format(round=duel.round, phase=translate(word(duel.phase)))]
    for seat, role in ((duel.aggressor, _("aggressor")), (duel.defender, _("defender"))):
        party = state.players[seat]
        hero = party.hero
        lines.append(_("{player} ({role}): {hero}, life {left}/{life}, exhaustion {exhaustion}/{stamina}, ").format(
            player=party.player, role=role, hero=hero.name, left=hero.life - hero.wounds, life=hero.life,
            exhaustion=hero.exhaustion, stamina=hero.stamina)
            + "/".join(f"{ATTRIBUTE_OF_PHASE[p][0].upper()}{hero.attribute(p)}" for p in PHASES))
    return "\n".join(lines)
