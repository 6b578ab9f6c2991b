"""Interrupts: what is being resolved, who may cut into it, and what carries on afterwards.

The state keeps a small stack of what is being resolved (`DTState.resolving`): a card played, an
ability activated, a defence rolled, a status spent. Starting something new without saying
"interrupting" replaces the stack (the table has moved on); an interrupt is checked against the
top of the stack and pushed onto it; `done` pops the top so the interrupted thing carries on; the
end of a phase clears it. The engine cannot read a card's text, so the table says when a card
has finished resolving (`done`), or simply moves on.
"""

from __future__ import annotations

from rules_engine.dice_throne.game_names import source_name

from collections.abc import Iterator

from rules_engine.requirements import Requirement
from rules_engine.dice_throne.state import DTState, Resolving
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import N_, Message

#: What is resolving (kept in the state as these English words; shown translated).
INSTANT = N_("instant card")
ROLL_CARD = N_("roll-phase card")
MAIN_CARD = N_("main-phase card")
UPGRADE = N_("upgrade")
ABILITY = N_("ability")
ULTIMATE = N_("ultimate")
DEFENCE = N_("defence")
STATUS = N_("status")

#: What nothing may interrupt, and the rule that says so.
UNINTERRUPTIBLE = {
    INSTANT: "dice-throne.cards.instant-uninterruptible",
    STATUS: "dice-throne.status.no-interrupt",
    ULTIMATE: "dice-throne.ultimate.unstoppable",
}

#: What may interrupt (the book: instant cards, roll-phase cards, spending statuses).
INTERRUPTERS = (INSTANT, ROLL_CARD, STATUS)

#: Cards that may not cut into a roll-phase card (the glossary's reading; see `interrupt_refusals`).
CARDS = (INSTANT, ROLL_CARD)

CARD_KIND = {"instant": INSTANT, "roll": ROLL_CARD, "main": MAIN_CARD}


def describe(state: DTState, item: Resolving) -> str:
    """E.g. "Ann's Joker! (instant card)"."""
    return Message("{player}'s {name} ({what})",
                   player=state.seats[item.seat].name, name=source_name(item.name), what=Message(item.what))


def begin(state: DTState, item: Resolving) -> DTState:
    """Something new starts resolving in the ordinary order: it replaces whatever was resolving.

    An activated ultimate stays underneath until its roll phase ends (the book: its activation
    lasts that long), so nothing can claim to interrupt it after a card played on top has resolved.
    """
    kept = tuple(r for r in state.resolving[:1] if r.what == ULTIMATE and item.what not in (ABILITY, ULTIMATE))
    return replace(state, resolving=kept + (item,))


def interrupt_refusals(state: DTState, what: str) -> Iterator[Requirement]:
    """Why a `what` (an instant card, a roll-phase card, a spent status ...) may not interrupt now."""
    if what not in INTERRUPTERS:
        yield Requirement.unmet("dice-throne.interrupts",
                                Message('a {what} cannot interrupt: only instant cards, roll-phase cards and spent statuses can',
                                        what=Message(what)))
    top = state.resolving[-1] if state.resolving else None
    if top is None:
        yield Requirement.unmet("dice-throne.interrupts", Message("nothing is being resolved to interrupt: play it without 'interrupting'"))
        return
    rule = UNINTERRUPTIBLE.get(top.what)
    if rule is not None:
        extra = "" if top.what == ULTIMATE else \
            Message("; if it has finished resolving, type 'done' first (or play without 'interrupting')")
        yield Requirement.unmet(rule, Message('{top} cannot be interrupted{extra}', top=describe(state, top), extra=extra))
    elif top.what == ROLL_CARD and what in CARDS:
        # The glossary forbids both cards to cut into a roll-phase card; the instant-card section only
        # forbids an instant cutting into another instant. The companion follows the glossary.
        also = ("dice-throne.cards.instant",) if what == INSTANT else ()
        yield Requirement.unmet("dice-throne.cards.roll-phase-uninterruptible",
                                Message("{top} cannot be interrupted by {article} {what}: the glossary lets neither an instant nor a roll-phase card cut into a roll-phase card (the companion reads it so, although the instant-card section forbids an instant only to interrupt another instant); a status may still be spent, or type 'done' first",
                                        top=describe(state, top), article='an' if what == INSTANT else 'a',
                                        what=Message(what)), also=also)


def interrupt(state: DTState, item: Resolving, ref: Referee, *, push: bool = True) -> DTState:
    """Cut into what is resolving: only instant cards, roll-phase cards and spent statuses may, never into
    an instant card, a spent status or an ultimate. The interrupter goes on top until 'done'.
    """
    ref.enforce(interrupt_refusals(state, item.what))
    top = state.resolving[-1] if state.resolving else None
    if top is None:  # the table waived the rule: nothing to continue afterwards
        return replace(state, resolving=(item,)) if push else state
    ref.cite("dice-throne.interrupts")
    ref.note(Message('{item} interrupts {top}, which carries on afterwards',
                     item=describe(state, item), top=describe(state, top)))
    if len(state.seats) > 2:
        ref.cite("dice-throne.interrupts.clockwise")
    return replace(state, resolving=state.resolving + (item,)) if push else state


def finish_refusals(state: DTState) -> Iterator[Requirement]:
    """Why 'done' may not close what is on top of the resolving stack now."""
    if not state.resolving:
        yield Requirement.unmet("dice-throne.interrupts", Message('nothing is being resolved'), hard=True)
        return
    top = state.resolving[-1]
    if top.what == ULTIMATE:
        yield Requirement.unmet("dice-throne.ultimate.lock", Message("{top} resolves until its roll phase ends ('next' ends it)",
                                                                     top=describe(state, top)))


def finish(state: DTState, ref: Referee) -> tuple[DTState, str]:
    """The thing on top has resolved: take it off; the one it interrupted carries on."""
    ref.enforce(finish_refusals(state))
    done = state.resolving[-1]
    ref.cite("dice-throne.interrupts")
    state = replace(state, resolving=state.resolving[:-1])
    if state.resolving:
        again = state.resolving[-1]
        return state, Message('{done} has resolved: {again} carries on',
                              done=describe(state, done), again=describe(state, again))
    return state, Message('{done} has resolved', done=describe(state, done))


def clockwise(state: DTState) -> tuple[int, ...]:
    """Seats still in the game in seat order, starting with the active player (the order simultaneous wishes go)."""
    n = len(state.seats)
    seats = tuple((state.active + k) % n for k in range(n))
    return tuple(s for s in seats if not state.seats[s].defeated)
