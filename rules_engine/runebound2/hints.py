"""What can be typed now at a Runebound 2nd edition table: short hints the screens show and help lists first."""

from __future__ import annotations

from rules_engine.runebound2.adventure_step import others_here
from rules_engine.runebound2.road_hazards import hazard_due
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step


def _adventure_choices(state: Rb2State) -> tuple[str, ...]:
    """What the adventure step still offers: a counter or marker here, heroes here, unless already done."""
    turn, here = state.turn, state.hero.position
    if turn.negotiating_with is not None:
        return ("give ...", "next")
    if turn.adventure_done:
        return ("next",)
    choices = []
    if here is not None and here.adventure:
        choices.append("adventure take")
    if here is not None and state.track.marker_at(here.label) is not None:
        choices.append("adventure track")
    if others_here(state):
        choices += ["negotiate ...", "duel ..."]
    return tuple(choices) + ("next",)


#: The hints of the state last asked about: the view, the help's order and an unknown verb's hint all ask
#: for the same state after each action, and a state never changes (so this is never stale).
_last: tuple[Rb2State, tuple[str, ...]] | None = None


def allowed_now(state: Rb2State) -> tuple[str, ...]:
    """Short hints of what can be typed now (worked out once for the state most recently asked about)."""
    global _last
    if _last is not None and _last[0] is state:
        return _last[1]
    hints = hints_for(state)
    _last = (state, hints)
    return hints


def hints_for(state: Rb2State) -> tuple[str, ...]:
    """Short hints of what can be typed now."""
    if state.winner is not None:
        return ()
    if any(p.missing for p in state.players):
        return ("hero ...",)
    turn = state.turn
    if turn.pending == "counter":
        return ("counter N",)
    if turn.pending == "knockout":
        return ("recover CITY",)
    if turn.pending == "lots":
        return ("lots",)
    if turn.pending == "spoils":
        return ("take item|ally|card NAME", "take gold")
    if turn.pending == "wounds":
        return ('activate "NAME" ward:N', "take-wounds")
    if turn.pending == "keep":
        return ("keep item ...", "keep ally ...", "keep card")
    if state.combat is not None:
        c = state.combat
        if c.phase == "before":
            if c.card.before_combat and "card" not in c.before_used:
                return ("before card",)  # the card's own ability comes first; 'fight' would be refused
            return ("before ...", "fight", "activate ...", "skill-check ...")
        fresh = [ch for ch in state.hero.characters if ch.name not in c.attacked]
        base = (("attack",) if fresh else ()) + ("defend", "activate ...")
        flee = "flee" if turn.came_from else "flee to:HEX"  # the app must be told where the party came from
        return ((flee, "stay") + base) if c.phase == "flee" else base
    if state.duel is not None:
        return ("before ...", "fight") if state.duel.phase == "before" else ("flee", "stay", "attack", "defend")
    if turn.ended:
        return ("next",)
    if state.step == Step.MOVEMENT:
        if turn.hazard == "colour":
            return ("hazard-colour",)
        if turn.movement == "":
            return ("roll-move", "rest N", "stay", "step ...", "next")
        if turn.movement in ("rolled", "rested"):
            return ("move ...", "next")
        return ("hazard",) if hazard_due(state) else ("next",)
    if state.step == Step.ADVENTURE:
        if turn.encounter:
            return ("done", "skill-check ...", "encounter-fight ...", "effect ...", "keep ally|item ...")
        if turn.drawing:
            return ("challenge ...", "event ...", "encounter ...")
        return _adventure_choices(state)
    if state.step == Step.MARKET:
        if turn.upkeep_due:
            return ("upkeep",)
        if not turn.market_drawn:
            return ("market draw ...",)
        return ("buy ...", "hire ...", "sell ...", "heal ...", "next")
    return ("xp buy ...", "next")
