"""Where queued effects land: every damage, reflection, heal and health steal of a roll phase (or upkeep) at once."""

from __future__ import annotations

from collections import defaultdict

from rules_engine.dice_throne.counters import apply_health, gain_cp
from rules_engine.dice_throne.damage import calculate
from rules_engine.dice_throne.state import DTState
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dice_throne.game_names import source_name


def land_all(state: DTState, ref: Referee, rule: str, said: list[str] | None = None) -> DTState:
    """Sum every pending damage (after its steps), reflection, heal and health steal, and apply them together.

    Who takes how much ("Ann takes 4 from Revolver", "Bob takes 2 sent back") goes to `said` when given (the log's
    line of the `next` that ends the roll phase says it), else to the ruling's notes.

    A steal takes at most the health its victim has when everything lands (before the sums): the
    book applies all of a phase's health changes at one moment, so that is the moment "what the
    opponent has" is counted; several steals from one counter share what it has.
    """
    damage: dict[int, int] = defaultdict(int)
    heal: dict[int, int] = defaultdict(int)
    for item in state.pending:
        target = item.target if item.target is not None else state.roll.target
        if target is None:
            continue
        result = calculate(item.amount, item.steps)
        if result.multiplicative:
            ref.cite("dice-throne.damage.worked-example")
        damage[state.pool(target)] += result.final
        say = said.append if said is not None else ref.note
        say(Message('{target} takes {final} from {source}',
                    target=state.seats[target].name, final=result.final, source=source_name(item.source)))
        if result.reflected and item.attacker is not None:
            damage[state.pool(item.attacker)] += result.reflected
            say(Message('{attacker} takes {reflected} sent back',
                        attacker=state.seats[item.attacker].name, reflected=result.reflected))
    for h in state.heals:
        heal[state.pool(h.seat)] += h.amount
    # What each health counter still has to give: two steals from one victim (or, in team play,
    # from two heroes sharing one counter) take no more than it holds between them.
    left = {pool: health for pool, health in enumerate(state.health)}
    for steal in state.steals:
        taken = min(steal.amount, left[state.pool(steal.victim)])
        left[state.pool(steal.victim)] -= taken
        ref.cite("dice-throne.steal")
        if taken < steal.amount:
            ref.note(Message('{victim} had only {taken} health left to steal: all of it is stolen',
                             victim=state.seats[steal.victim].name, taken=taken))
        ref.note(Message('{thief} steals {taken} health from {victim}',
                         thief=state.seats[steal.thief].name, taken=taken, victim=state.seats[steal.victim].name))
        damage[state.pool(steal.victim)] += taken
        heal[state.pool(steal.thief)] += taken
    if state.pending or state.heals or state.steals:
        ref.cite(rule, "dice-throne.damage.final")
        if state.mode.teams:
            ref.cite("dice-throne.teams.shared-health")
    bounty = state.roll.bounty_cp if state.roll.target is not None else 0
    state = apply_health(replace(state, pending=(), heals=(), steals=()), damage, heal, ref)
    if bounty and not state.finished:
        attacker = state.active
        state = gain_cp(state, attacker, bounty, ref)
        ref.note(Message('{attacker} gains {bounty} CP for attacking a hero with a bounty on them',
                         attacker=state.seats[attacker].name, bounty=bounty))
    return state
