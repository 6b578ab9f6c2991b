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
from rules_engine.dice_throne.game_names import game_name
from rules_engine.game import GameView, PlayerView
from rules_engine.messages import N_, Joined, Message
from rules_engine.plurals import count

ROMAN = {1: "I", 2: "II", 3: "III"}

#: The damage types as the board names them (marked for the catalogue; the state keeps the English word).
DAMAGE_KINDS = (N_("regular"), N_("undefendable"), N_("pure"), N_("collateral"), N_("ultimate"))

#: Who chooses the target after the targeting die, as the board says it.
CHOOSERS = {"defenders-choose": N_("defenders choose"), "attacker-chooses": N_("attacker chooses")}

#: What the companion leaves to the table, shown on the board so nobody expects otherwise.
LEFT_TO_THE_TABLE = tuple(Message(text) for text in (
    N_("card and ability texts: enter their effects as commands (damage, prevent, heal, status ...)"),
    N_("damage of upgraded abilities: type it when activating (activate N)"),
    N_("hero passives and companions, Powder Keg and Doubloon upkeep rolls (enter with 'upkeep damage')"),
    N_("which physical cards are drawn: the app counts hand, deck and discard"),
))


def result_text(state: DTState) -> str:
    """Who won, or that the match was drawn ('' while it runs)."""
    if state.draw:
        return Message("Draw: every remaining hero fell to 0 at once")
    if state.winners:
        return Message("Winner: {names}", names=", ".join(state.seats[i].name for i in state.winners))
    return ""


def status_lines(state: DTState, seat: int) -> tuple[str, ...]:
    """A hero's statuses with counts and limits, e.g. 'Evasive 2/3'."""
    out = []
    for sid, n in state.seats[seat].statuses:
        sdef = status_def(state, sid)
        if sdef is None:
            continue
        kind = "+" if sdef.positive else "-"
        out.append(Message("{name} {count}/{limit} ({kind})", name=game_name(sdef.name), count=n,
                           limit=limit_on(state, seat, sdef), kind=kind))
    return tuple(out)


def dice_line(state: DTState) -> str:
    """The offensive dice with their symbols, or '' before a roll."""
    if not state.roll.dice:
        return ""
    hero = state.hero_of(state.active)
    return Joined("  ", tuple(Message("[{i}] {v} {symbol}", i=i, v=v, symbol=game_name(hero.symbol_of(v)))
                              for i, v in enumerate(state.roll.dice, start=1)))


def activatable_now(state: DTState) -> tuple[str, ...]:
    """Names of the offensive abilities the current dice meet."""
    if state.phase != OFFENSIVE or not state.roll.dice:
        return ()
    return tuple(game_name(a.name) for a in activatable(state.hero_of(state.active), state.roll.dice))


def pending_breakdowns(state: DTState) -> tuple[tuple[int, PendingDamage, Breakdown], ...]:
    """Each pending damage (numbered from 1) with its calculation."""
    return tuple((i, item, calculate(item.amount, item.steps)) for i, item in enumerate(state.pending, start=1))


def pending_summary(state: DTState) -> str:
    """How many damages wait for the end of the phase and their final total, e.g. '2 pending damages (7)'."""
    if not state.pending:
        return ""
    total = sum(calc.final for _, _, calc in pending_breakdowns(state))
    n = len(state.pending)
    return Message("{damages} ({total})", damages=count(n, "pending damage", "pending damages"), total=total)


def target_name(state: DTState, item: PendingDamage) -> str:
    """Who a pending damage will hit ('target not chosen' before targeting)."""
    target = item.target if item.target is not None else state.roll.target
    return state.seats[target].name if target is not None else Message("target not chosen")


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
        return Message("{name} is the first player: no income on the first turn", name=name)
    if state.seats[state.active].cp >= MAX_CP:
        return Message("{name} took +1 CP and drew 1 card at the start of this phase (CP stays at most 15)", name=name)
    return Message("{name} took +1 CP and drew 1 card at the start of this phase", name=name)


def _targeting_lines(state: DTState) -> list[str]:
    roll = state.roll
    attacker = state.seats[state.active].name
    if roll.target is not None:
        return [Message("{name} is the target: 'next' goes to the defensive roll", name=state.seats[roll.target].name)]
    if state.mode.king_of_the_hill:
        return [Message("{name} chooses the target: target pX", name=attacker)]
    if roll.chooser:
        return [Message("choose the target: {who}", who=Message(CHOOSERS.get(roll.chooser, roll.chooser.replace('-', ' '))))]
    return [Message("{name} rolls the targeting die: target-roll", name=attacker)]


def _defence_lines(state: DTState) -> list[str]:
    roll = state.roll
    kind = attack_kind(state)
    if kind is None:
        return []
    if not DAMAGE_TYPES[kind].blockable:
        return [Message("no defence against {kind} damage: no defensive roll", kind=Message(kind))]
    if roll.target is None:
        return []
    if roll.defence is None:
        return [Message("{name} may defend: defend [ABILITY]", name=state.seats[roll.target].name)]
    return [Message("{name} rolled {ability}", name=state.seats[roll.target].name, ability=game_name(roll.defence))]


def allowed_now(state: DTState) -> tuple[str, ...]:
    """What the table may do now: the phase's general allowances, made specific to this turn and mode."""
    allowed: list[str] = [Message(text) for text in ALLOWS.get(state.phase, ())]
    if state.phase == INCOME:
        allowed[0] = _income_line(state)
    if state.phase == TARGETING:
        allowed[0:1] = _targeting_lines(state)
    if state.phase == DEFENSIVE:
        allowed[0:1] = _defence_lines(state)
    if state.phase == UPKEEP and not (state.pending or state.heals or state.steals):
        allowed.append(Message("'next' when no upkeep effect triggers"))
    if state.phase == MAIN_1:
        allowed[0:0] = _knockdown_warnings(state)
    return tuple(allowed)


def _knockdown_warnings(state: DTState) -> list[str]:
    """A status that skips the offensive roll unless paid off, while there is still time to pay."""
    seat = state.seats[state.active]
    out: list[str] = []
    for hero in state.heroes:
        for sdef in hero.statuses:
            if sdef.effect == "skip-offensive-unless-paid" and seat.count(sdef.id):
                out.append(Message("{name} has {status}: pay {cost} CP now ('pay {id}') or the offensive roll is skipped",
                                   name=seat.name, status=game_name(sdef.name), cost=KNOCKDOWN_COST, id=sdef.id))
    return out


def board_view(state: DTState) -> GameView:
    """The GameView the shared frame and the game area show."""
    players = []
    for i, s in enumerate(state.seats):
        stats = (
            (Message("health"), f"{state.health_of(i)}/{state.start_health}"),
            (Message("CP"), f"{s.cp}/{MAX_CP}"),
            (Message("hand"), str(s.hand)),
            (Message("deck"), str(s.deck)),
            (Message("discard"), str(s.discard)),
        )
        notes = list(status_lines(state, i))
        notes += [Message("{ability} {level}", ability=game_name(ability.name), level=ROMAN[lv])
                  for a, lv, _ in s.upgrades if (ability := state.hero_of(i).ability(a)) is not None]
        if state.mode.teams:
            notes.insert(0, Message("team {team}", team='AB'[state.pool(i)]))
        if s.defeated:
            notes.insert(0, Message("defeated"))
        players.append(PlayerView(Message("{name} ({hero})", name=s.name, hero=game_name(state.hero_of(i).name)),
                                  i == state.active and state.phase != ROLL_OFF, stats, tuple(notes)))
    sections: list[tuple[str, tuple[str, ...]]] = []
    if state.roll.dice:
        extra: list[str] = [Message("attempt {n}/3", n=state.roll.attempts)]
        if state.roll.declared:
            extra.append(Message(", declared {ability}", ability=ability_name(state, state.roll.declared)))
        if state.roll.activated:
            extra.append(Message(", activated {ability}", ability=ability_name(state, state.roll.activated)))
            if state.roll.ultimate:
                extra.append(Message(" (ULTIMATE)"))
        sections.append((Message("Dice"), (dice_line(state), Joined("", tuple(extra)))))
        can = activatable_now(state)
        if can:
            sections.append((Message("Can activate"), can))
    if state.roll.defence_dice:
        sections.append((Message("Defence"), (Message("{ability}: {dice}", ability=game_name(state.roll.defence or ""),
                                                      dice=' '.join(map(str, state.roll.defence_dice))),)))
    if state.pending or state.heals or state.steals or state.roll.bounty_cp:
        lines: list[str] = []
        for i, item, calc in pending_breakdowns(state):
            template = ("#{i} {source} -> {target} ({kind}, attack)" if item.attack
                        else "#{i} {source} -> {target} ({kind})")
            lines.append(Message(template, i=i, source=game_name(item.source), target=target_name(state, item),
                                 kind=Message(item.kind)))
            lines.extend(Joined("", ("   ", line)) for line in calc.lines())
        lines.extend(Message("heal {amount} {name} ({source})", amount=h.amount, name=state.seats[h.seat].name,
                             source=game_name(h.source)) for h in state.heals)
        lines.extend(Message("{thief} steals {amount} health from {victim} (what they have then, at most)",
                             thief=state.seats[t.thief].name, amount=t.amount, victim=state.seats[t.victim].name)
                     for t in state.steals)
        if state.roll.bounty_cp and state.roll.target is not None:
            lines.append(Message("{name} gains {cp} CP (bounty on {target})", name=state.seats[state.active].name,
                                 cp=state.roll.bounty_cp, target=state.seats[state.roll.target].name))
        title = (N_("Pending until the end of upkeep (applied together)") if state.phase == UPKEEP
                 else N_("Pending until the end of the roll phase (applied together)"))
        sections.append((Message(title), tuple(lines)))
    if state.resolving:
        lines = [Message(N_("{n}. {what} - cannot be interrupted") if item.what in UNINTERRUPTIBLE else N_("{n}. {what}"),
                         n=n, what=describe(state, item))
                 for n, item in enumerate(state.resolving, start=1)]
        if len(state.resolving) > 1:
            lines.append(Message("'done' when {inner} has resolved: {outer} then carries on",
                                 inner=game_name(state.resolving[-1].name), outer=game_name(state.resolving[-2].name)))
        lines.append(Message("interrupt with 'play instant|roll ... interrupting' or 'status spend ... interrupting'"))
        lines.append(Message("several at once: clockwise from the active player: {names}",
                             names=", ".join(state.seats[i].name for i in clockwise(state))))
        sections.append((Message("Resolving (innermost last)"), tuple(lines)))
    sections.append((Message("Left to the table"), LEFT_TO_THE_TABLE))
    allowed = allowed_now(state)
    if state.phase == ROLL_OFF:
        turn = Message("Before the first turn")
    else:
        a = state.active
        turn = Message("Turn {turn}: {name} ({hero})", turn=state.turn, name=state.seats[a].name,
                       hero=game_name(state.hero_of(a).name))
    return GameView(turn, label(state.phase), tuple(players), allowed, state.finished, result_text(state),
                    tuple(sections))
