"""Screen-ready summaries of a match: the board view, the dice, activatable abilities, the damage calculator."""

from __future__ import annotations

from rules_engine.dice_throne.ability_names import ability_name
from rules_engine.dice_throne.activation import activatable
from rules_engine.dice_throne.bounty import attack_index
from rules_engine.dice_throne.damage import DAMAGE_TYPES, Breakdown, calculate
from rules_engine.dice_throne.interrupts import UNINTERRUPTIBLE, clockwise, describe
from rules_engine.dice_throne.modes import MAX_CP
from rules_engine.dice_throne.phases import ALLOWS, DEFENSIVE, INCOME, MAIN_1, OFFENSIVE, ROLL_OFF, TARGETING, UPKEEP, label
from rules_engine.dice_throne.state import DTState, PendingDamage
from rules_engine.dice_throne.statuses import KNOCKDOWN_COST, limit_on, status_def
from rules_engine.game import GameView, PlayerView

ROMAN = {1: "I", 2: "II", 3: "III"}

#: What the companion leaves to the table, shown on the board so nobody expects otherwise.
LEFT_TO_THE_TABLE = (
    "card and ability texts: enter their effects as commands (damage, prevent, heal, status ...)",
    "damage of upgraded abilities: type it when activating (activate N)",
    "hero passives and companions, Powder Keg and Doubloon upkeep rolls (enter with 'upkeep damage')",
    "which physical cards are drawn: the app counts hand, deck and discard",
)


def result_text(state: DTState) -> str:
    """Who won, or that the match was drawn ('' while it runs)."""
    if state.draw:
        return "Draw: every remaining hero fell to 0 at once"
    if state.winners:
        return "Winner: " + ", ".join(state.seats[i].name for i in state.winners)
    return ""


def status_lines(state: DTState, seat: int) -> tuple[str, ...]:
    """A hero's statuses with counts and limits, e.g. 'Evasive 2/3'."""
    out = []
    for sid, n in state.seats[seat].statuses:
        sdef = status_def(state, sid)
        if sdef is None:
            continue
        kind = "+" if sdef.positive else "-"
        out.append(f"{sdef.name} {n}/{limit_on(state, seat, sdef)} ({kind})")
    return tuple(out)


def dice_line(state: DTState) -> str:
    """The offensive dice with their symbols, or '' before a roll."""
    if not state.roll.dice:
        return ""
    hero = state.hero_of(state.active)
    return "  ".join(f"[{i}] {v} {hero.symbol_of(v)}" for i, v in enumerate(state.roll.dice, start=1))


def activatable_now(state: DTState) -> tuple[str, ...]:
    """Names of the offensive abilities the current dice meet."""
    if state.phase != OFFENSIVE or not state.roll.dice:
        return ()
    return tuple(a.name for a in activatable(state.hero_of(state.active), state.roll.dice))


def pending_breakdowns(state: DTState) -> tuple[tuple[int, PendingDamage, Breakdown], ...]:
    """Each pending damage (numbered from 1) with its calculation."""
    return tuple((i, item, calculate(item.amount, item.steps)) for i, item in enumerate(state.pending, start=1))


def pending_summary(state: DTState) -> str:
    """How many damages wait for the end of the phase and their final total, e.g. '2 pending damages (7)'."""
    if not state.pending:
        return ""
    total = sum(calc.final for _, _, calc in pending_breakdowns(state))
    n = len(state.pending)
    return f"{n} pending damage{'s' if n > 1 else ''} ({total})"


def target_name(state: DTState, item: PendingDamage) -> str:
    """Who a pending damage will hit ('target not chosen' before targeting)."""
    target = item.target if item.target is not None else state.roll.target
    return state.seats[target].name if target is not None else "target not chosen"


def attack_kind(state: DTState) -> str | None:
    """The damage type of this turn's activated attack (None before activation)."""
    index = attack_index(state)
    if index is not None:
        return state.pending[index].kind
    if state.roll.activated is None:
        return None
    ability = state.hero_of(state.active).ability(state.roll.activated)
    if ability is None:
        return None
    return "ultimate" if ability.ultimate else ability.damage_type


def _income_line(state: DTState) -> str:
    name = state.seats[state.active].name
    if state.turn == 1:
        return f"{name} is the first player: no income on the first turn"
    capped = " (CP stays at most 15)" if state.seats[state.active].cp >= MAX_CP else ""
    return f"{name} took +1 CP and drew 1 card at the start of this phase{capped}"


def _targeting_lines(state: DTState) -> list[str]:
    roll = state.roll
    attacker = state.seats[state.active].name
    if roll.target is not None:
        return [f"{state.seats[roll.target].name} is the target: 'next' goes to the defensive roll"]
    if state.mode.king_of_the_hill:
        return [f"{attacker} chooses the target: target pX"]
    if roll.chooser:
        return [f"choose the target: {roll.chooser.replace('-', ' ')}"]
    return [f"{attacker} rolls the targeting die: target-roll"]


def _defence_lines(state: DTState) -> list[str]:
    roll = state.roll
    kind = attack_kind(state)
    if kind is None:
        return []
    if not DAMAGE_TYPES[kind].blockable:
        return [f"no defence against {kind} damage: no defensive roll"]
    if roll.target is None:
        return []
    if roll.defence is None:
        return [f"{state.seats[roll.target].name} may defend: defend [ABILITY]"]
    return [f"{state.seats[roll.target].name} rolled {roll.defence}"]


def allowed_now(state: DTState) -> tuple[str, ...]:
    """What the table may do now: the phase's general allowances, made specific to this turn and mode."""
    allowed = list(ALLOWS.get(state.phase, ()))
    if state.phase == INCOME:
        allowed[0] = _income_line(state)
    if state.phase == TARGETING:
        allowed[0:1] = _targeting_lines(state)
    if state.phase == DEFENSIVE:
        allowed[0:1] = _defence_lines(state)
    if state.phase == UPKEEP and not (state.pending or state.heals or state.steals):
        allowed.append("'next' when no upkeep effect triggers")
    if state.phase == MAIN_1:
        allowed[0:0] = _knockdown_warnings(state)
    return tuple(allowed)


def _knockdown_warnings(state: DTState) -> list[str]:
    """A status that skips the offensive roll unless paid off, while there is still time to pay."""
    seat = state.seats[state.active]
    out = []
    for hero in state.heroes:
        for sdef in hero.statuses:
            if sdef.effect == "skip-offensive-unless-paid" and seat.count(sdef.id):
                out.append(f"{seat.name} has {sdef.name}: pay {KNOCKDOWN_COST} CP now "
                           f"('pay {sdef.id}') or the offensive roll is skipped")
    return out


def board_view(state: DTState) -> GameView:
    """The GameView the shared frame and the game area show."""
    players = []
    for i, s in enumerate(state.seats):
        stats = (
            ("health", f"{state.health_of(i)}/{state.start_health}"),
            ("CP", f"{s.cp}/{MAX_CP}"),
            ("hand", str(s.hand)),
            ("deck", str(s.deck)),
            ("discard", str(s.discard)),
        )
        notes = list(status_lines(state, i))
        notes += [f"{state.hero_of(i).ability(a).name} {ROMAN[lv]}" for a, lv, _ in s.upgrades
                  if state.hero_of(i).ability(a) is not None]
        if state.mode.teams:
            notes.insert(0, f"team {'AB'[state.pool(i)]}")
        if s.defeated:
            notes.insert(0, "defeated")
        players.append(PlayerView(f"{s.name} ({state.hero_of(i).name})", i == state.active and state.phase != ROLL_OFF,
                                  stats, tuple(notes)))
    sections: list[tuple[str, tuple[str, ...]]] = []
    if state.roll.dice:
        extra = f"attempt {state.roll.attempts}/3"
        if state.roll.declared:
            extra += f", declared {ability_name(state, state.roll.declared)}"
        if state.roll.activated:
            extra += f", activated {ability_name(state, state.roll.activated)}" + (" (ULTIMATE)" if state.roll.ultimate else "")
        sections.append(("Dice", (dice_line(state), extra)))
        can = activatable_now(state)
        if can:
            sections.append(("Can activate", can))
    if state.roll.defence_dice:
        sections.append(("Defence", (f"{state.roll.defence}: {' '.join(map(str, state.roll.defence_dice))}",)))
    if state.pending or state.heals or state.steals or state.roll.bounty_cp:
        lines: list[str] = []
        for i, item, calc in pending_breakdowns(state):
            lines.append(f"#{i} {item.source} -> {target_name(state, item)} ({item.kind}{', attack' if item.attack else ''})")
            lines.extend("   " + line for line in calc.lines())
        lines.extend(f"heal {h.amount} {state.seats[h.seat].name} ({h.source})" for h in state.heals)
        lines.extend(f"{state.seats[t.thief].name} steals {t.amount} health from {state.seats[t.victim].name} "
                     "(what they have then, at most)" for t in state.steals)
        if state.roll.bounty_cp and state.roll.target is not None:
            lines.append(f"{state.seats[state.active].name} gains {state.roll.bounty_cp} CP (bounty on "
                         f"{state.seats[state.roll.target].name})")
        when = "of upkeep" if state.phase == UPKEEP else "of the roll phase"
        sections.append((f"Pending until the end {when} (applied together)", tuple(lines)))
    if state.resolving:
        lines = [f"{n}. {describe(state, item)}" + (" - cannot be interrupted" if item.what in UNINTERRUPTIBLE else "")
                 for n, item in enumerate(state.resolving, start=1)]
        if len(state.resolving) > 1:
            lines.append(f"'done' when {state.resolving[-1].name} has resolved: "
                         f"{state.resolving[-2].name} then carries on")
        lines.append("interrupt with 'play instant|roll ... interrupting' or 'status spend ... interrupting'")
        lines.append("several at once: clockwise from the active player: "
                     + ", ".join(state.seats[i].name for i in clockwise(state)))
        sections.append(("Resolving (innermost last)", tuple(lines)))
    sections.append(("Left to the table", LEFT_TO_THE_TABLE))
    allowed = allowed_now(state)
    if state.phase == ROLL_OFF:
        turn = "Before the first turn"
    else:
        a = state.active
        turn = f"Turn {state.turn}: {state.seats[a].name} ({state.hero_of(a).name})"
    return GameView(turn, label(state.phase), tuple(players), allowed, state.finished, result_text(state),
                    tuple(sections))
