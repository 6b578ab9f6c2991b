"""What each of a fight's choices submits when the table says nothing more: the action, or the dice request
that builds it once rolled (the combat wizard's buttons submit these, never a command to parse).

A before-combat ability is offered plainly and, where its character's printed ability describes one, as the
attack that text names (its phase and the exhaustion it costs): the catalogue keeps abilities as text, and
reading it is the engine's part. A choice whose values only the table knows (what a kept card becomes, the
hex a flight returns to, a second ability's name beyond the numbered ones) submits nothing.
"""

from __future__ import annotations

import re

from rules_engine.frozen_values import frozen_value
from rules_engine.chance import fill
from rules_engine.actions import Action
from rules_engine.decisions import Choice, Domain
from rules_engine.game import DiceRequest
from rules_engine.messages import Message, N_
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.choice_domains import D10
from rules_engine.runebound2.heroes import PHASES, Character
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import Pending
from rules_engine.runebound2.words import word

Submission = Action | DiceRequest

#: What a fight leaves pending that the combat wizard still walks: a ward, a kept card, the duel's spoils.
FIGHT_AFTERMATH = (Pending.WOUNDS, Pending.KEEP, Pending.SPOILS)


def fight_on(state: Rb2State) -> bool:
    """A fight is in progress, or what it left pending is still to be settled."""
    return state.combat is not None or state.duel is not None or state.turn.pending in FIGHT_AFTERMATH


def wounds_held(state: Rb2State) -> bool:
    """Wounds are being dealt and held while a card could still ward them."""
    return state.turn.pending == Pending.WOUNDS


def described_attacks(who: Character) -> tuple[tuple[str, int], ...]:
    """(phase, exhaustion) of each before-combat attack the character's printed ability describes, if any.

    The catalogue keeps abilities as text, so this reads it plainly: 'before combat' plus 'attack' and
    a phase word; 'exhaust N' or 'take N exhaustion' gives the cost. Anything else stays a plain ability.
    """
    text = who.abilities.casefold()
    if "before combat" not in text or "attack" not in text:
        return ()
    cost = re.search(r"(?:exhaust|take)\s+(\d+)", text)
    exhaust = int(cost.group(1)) if cost else 0
    return tuple((phase, exhaust) for phase in PHASES if phase in text)


def next_ability_name(domain: Domain) -> str | None:
    """'' while a character has used no before-combat ability; else the first 'ability N' not used yet.

    Each before-combat ability of a character may be used once, so after the first the engine asks for the
    ability to be named; a button names it by its place ('ability 2'). None when no such name is admitted.
    """
    if domain.admits(""):
        return ""
    return next((f"ability {n}" for n in range(2, 100) if domain.admits(f"ability {n}")), None)


#: A character's before-combat attack said for one phase (a button's label), by the label of its choice, which stands
#: for every phase (`fight_choices._ability`): "Varikas: before-combat attack" -> "Varikas: before-combat magic attack".
IN_PHASE = {"{label}: before-combat attack": N_("{label}: before-combat {attack} attack"),
            "{label}: another before-combat attack (name it)": N_("{label}: another before-combat {attack} attack (name it)")}


def in_phase(label: str, phase: str) -> str:
    """A before-combat attack choice's label (any phase) said for one `phase`, its words and the phase's translatable."""
    if not isinstance(label, Message) or label.msgid not in IN_PHASE:
        raise ValueError(f"not the label of a character's before-combat attack: {label!r}")  # a programming error
    return Message(IN_PHASE[label.msgid], **label.params, attack=word(phase))


@frozen_value(slots=True)
class BeforeCombatOption:
    """A before-combat ability as one button submits it: plainly (`attack` ''), or as an attack in a phase; `label`
    names it (the choice's label, said for the attack's phase)."""

    attack: str
    exhaust: int
    submits: Submission
    label: str


def _said(choice: Choice, field: str) -> str | None:
    unsaid = choice.fields[field].unsaid()
    return None if unsaid is None else unsaid[0]


def before_combat_options(choice: Choice, attacks: tuple[tuple[str, int], ...],
                          duel: bool) -> tuple[BeforeCombatOption, ...]:
    """A before-combat choice as buttons: the plain ability, or each of `attacks` (the (phase, exhaustion) its
    character's ability text describes: `described_attacks`, as the board keeps it), in a duel or a combat.

    The card's own ability as an attack and an item's attack need values from the card: none is offered for them.
    """
    source, item, side = _said(choice, "source"), _said(choice, "item"), _said(choice, "side")
    if source is None or item is None or side is None:
        return ()
    ability = next_ability_name(choice.fields["ability"])
    if ability is None:
        return ()
    if choice.fields["attack"].admits(""):  # the ability itself, not an attack roll
        action = A.BeforeCombat(source, item, "", None, 0, 1, 0, side, ability)
        return (BeforeCombatOption("", 0, action, choice.label),) if choice.admits(action) else ()
    if source in ("card", "item", "pass"):
        return ()
    options = []
    for phase, exhaust in attacks:
        if not (choice.fields["attack"].admits(phase) and choice.fields["exhaust"].admits(exhaust)):
            continue  # the ability would pass stamina: the engine offers no such attack
        options.append(BeforeCombatOption(phase, exhaust, _attack_request(duel, source, item, phase, exhaust, side,
                                                                          ability), in_phase(choice.label, phase)))
    return tuple(options)


def _attack_request(duel: bool, source: str, item: str, phase: str, exhaust: int, side: str,
                    ability: str) -> DiceRequest:
    """The roll of a before-combat attack, as 'before WHO attack:PHASE exhaust:N' asks for it."""
    build = fill(A.BeforeCombat, source=source, item=item, attack=phase, exhaust=exhaust, wounds=1, bonus=0,
                 side=side, ability=ability)
    if duel:
        return DiceRequest(D10, 4, Message("before-duel {attack} attack: the opponent's 2d10, then the attacker's 2d10",
                                           attack=word(phase)), build)
    return DiceRequest(D10, 2, Message("before-combat {attack} attack", attack=word(phase)), build)


def fight_submission(choice: Choice) -> Submission | None:
    """What a fight's choice (other than a before-combat ability) submits: its roll when it asks for one, else the
    one action it stands for; a defence with nothing to roll is the plain defence. None when values must be typed."""
    if choice.request is not None and isinstance(choice.request, DiceRequest):
        return choice.request
    if choice.action in (A.Flee, A.DuelFlee):
        return None  # no roll is asked for: the table names the hex the party came from ('flee to:HEX')
    if choice.action is A.Defend:
        phase = _said(choice, "phase")
        action = A.Defend(phase) if phase is not None else None
        return action if action is not None and choice.admits(action) else None
    return choice.concrete
