"""The battle dialog's options: the engine's choices for the battle's stage, each with the exact odds it carries.

What may be done now is the engine's answer (`Game.choices`, every value checked by the rules);
this module only turns each answer (from the choices the area is shown, never asked again) into a
labelled button and the action (or dice request) the button submits. A choice whose values must be typed (glory paid for a response card, peril handed
to chosen players) gets no button; the command line takes it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from companion.services.i18n import _, translate
from rules_engine.actions import Action
from rules_engine.decisions import Choice, Exactly
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.board import AttackData, attack_preview
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.words import named, term
from rules_engine.game import DiceRequest
from rules_engine.messages import N_

Submission = Action | DiceRequest

#: The engine's answers the wizard shows.
BATTLE_ACTIONS = (A.AttackHero, A.Respond, A.AttackRolls, A.CounterRolls, A.Challenge, A.SendMonster, A.Reward,
                  A.TrapRoll)  # a waiting trap is rolled before a battle goes on


#: An exchange's outcome as the wizard words it.
RESULTS = {"attacker-hits": N_("attacker hits"), "defender-hits": N_("defender hits"), "nothing": N_("nothing")}


@dataclass(frozen=True, slots=True)
class WizardButton:
    """One button: its label, what pressing it submits, and the hero it attacks (seat), if any."""

    label: str
    submits: Submission
    target: int | None = None


@dataclass(frozen=True, slots=True)
class MonsterPick:
    """One monster in one of its attack forms, against the target, with its odds (for the monster picker)."""

    monster: str
    form: Stat
    label: str


def odds_words(odds: AttackData) -> str:
    """'hits 21/36 (58.3%), is hit 10/36 (27.8%)': the exact chances of one attack."""
    return _("hits {hits}/36 ({hits_percent}%), is hit {is_hit}/36 ({is_hit_percent}%)").format(
        hits=odds.attacker_hits_in_36, hits_percent=odds.attacker_hits, is_hit=odds.defender_hits_in_36,
        is_hit_percent=odds.defender_hits)


def _label(state: DgState, choice: Choice, action: Action) -> str:
    if isinstance(action, A.AttackHero):
        odds = attack_preview(state, state.active, action.target, action.form)
        return _("Attack {player} in {form} ({odds})").format(
            player=state.heroes[action.target].player, form=translate(term(action.form)), odds=odds_words(odds))
    if isinstance(action, A.Challenge) and action.target and action.form is not None and state.battle is not None:
        seat = state.battle.attacked.seat
        target = action.target
        if seat is not None and target.startswith("p") and target[1:].isdigit():
            odds = attack_preview(state, seat, int(target[1:]) - 1, action.form)
            name = state.heroes[int(target[1:]) - 1].player
        elif seat is not None:
            # A monster struck back at: the hero attacks it, so the odds are the monster's turned round.
            back = attack_preview(state, target, seat, action.form)
            odds = AttackData(back.defender, back.attacker, back.form, None, None, "", back.defender_hits,
                              back.attacker_hits, back.defender_hits_in_36, back.attacker_hits_in_36)
            name = translate(named(state.monster(target).name))
        else:
            return translate(choice.label)
        return _("Strike back at {name} in {form} ({odds})").format(
            name=name, form=translate(term(action.form)), odds=odds_words(odds))
    if isinstance(action, A.SendMonster):
        extra = _(", discarding {card}").format(card=translate(named(state.card_name(action.discarding)))) \
            if action.discarding else ""
        return _("Send {monster} to the {where}{extra}").format(
            monster=translate(named(state.card_name(action.monster))), where=translate(term(action.where)), extra=extra)
    if isinstance(action, A.Reward):
        return _("Reward: glory and peril for the wounds dealt")
    return translate(choice.label)


def wizard_buttons(choices: Iterable[Choice], state: DgState) -> list[WizardButton]:
    """A button for each of the engine's battle answers (`choices`, the engine's checked choices now) that needs no
    typed value."""
    buttons = []
    for choice in choices:
        if choice.action not in BATTLE_ACTIONS:
            continue
        if choice.request is not None and isinstance(choice.request, DiceRequest):
            buttons.append(WizardButton(_("{choice}: the app's dice or the table's").format(choice=translate(choice.label)),
                                        choice.request))
            continue
        action = choice.concrete
        if action is not None:
            buttons.append(WizardButton(_label(state, choice, action), action, _hero_attacked(action)))
    return buttons


def _hero_attacked(action: Action) -> int | None:
    """The seat of the hero an attack or a strike back aims at (None for anything else)."""
    if isinstance(action, A.AttackHero):
        return action.target
    if isinstance(action, A.Challenge) and action.target.startswith("p") and action.target[1:].isdigit():
        return int(action.target[1:]) - 1
    return None


def hero_targets(choices: tuple[Choice, ...], state: DgState) -> frozenset[int]:
    """The heroes the engine's battle choices let be attacked now (by a hero, a strike back, or monsters)."""
    seats = {button.target for button in wizard_buttons(choices, state) if button.target is not None}
    if state.battle is None:
        seats |= set(monster_picks(choices, state))
    return frozenset(seats)


def monster_picks(choices: Iterable[Choice], state: DgState) -> dict[int, list[MonsterPick]]:
    """For each hero the dungeon lord may set monsters on, every single monster-and-form the rules admit."""
    picks: dict[int, list[MonsterPick]] = {}
    for choice in choices:
        if choice.action is not A.PlayMonsters:
            continue
        target = choice.fields["target"]
        domain = choice.fields["monsters"]
        if not isinstance(target, Exactly):
            continue
        for monster in state.monsters:
            for form in monster.attack_forms():
                if domain.admits(((monster.id, form),)):
                    odds = attack_preview(state, monster.id, target.value, form)
                    label = _("{monster} in {form} (cost {cost}; {odds})").format(
                        monster=translate(named(monster.name)), form=translate(term(form)), cost=monster.cost,
                        odds=odds_words(odds))
                    picks.setdefault(target.value, []).append(MonsterPick(monster.id, form, label))
    return picks


def attacks_text(state: DgState, rows: tuple[AttackData, ...]) -> list[str]:
    """One line per attack of the battle: who, form, exact odds while unrolled, then the totals and result."""
    lines = []
    for row in rows:
        line = _("{attacker} → {defender} in {form}: ").format(
            attacker=translate(row.attacker), defender=translate(row.defender), form=translate(row.form))
        if row.attack_total is None:
            line += odds_words(row)
        else:
            counter = "?" if row.counter_total is None else str(row.counter_total)
            line += _("attack {attack} vs counter {counter}").format(attack=row.attack_total, counter=counter)
            if row.result:
                line += f": {_(RESULTS.get(row.result, row.result.replace('-', ' ')))}"
        lines.append(line)
    return lines
