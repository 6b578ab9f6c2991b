"""The text view of a Dice Throne match, rendered from the typed board alone (`board.DiceThroneBoard`).

The heroes panel, whose turn, the dice, the pending damage with its calculation, what is resolving,
and "what now": the board's facts about this phase (the income taken, the target, the defence) and
one line per kind of move the checked choices offer (`board.offers`), so it never names a move that
`check` would refuse. The effects the table enters off its cards (damage, healing, CP, statuses ...)
are open almost always; the help lists them, and the "what now" line keeps to the turn's moves.
"""

from __future__ import annotations

from rules_engine.dice_throne.board import DiceThroneBoard, HeroBoard, PendingItem
from rules_engine.dice_throne import offers as O
from rules_engine.dice_throne.offers import Offer
from rules_engine.dice_throne.damage import DAMAGE_TYPES
from rules_engine.dice_throne.game_names import game_name, source_name
from rules_engine.dice_throne.phases import DEFENSIVE, DISCARD, INCOME, OFFENSIVE, TARGETING, UPKEEP
from rules_engine.dice_throne.results import result_message
from rules_engine.dice_throne.statuses import KNOCKDOWN_COST
from rules_engine.game import GameView, PlayerView
from rules_engine.messages import N_, Joined, Message
from rules_engine.plurals import count

ROMAN = {1: "I", 2: "II", 3: "III"}

#: The damage types as the board names them (marked for the catalogue; the state keeps the English word).
DAMAGE_KINDS = (N_("regular"), N_("undefendable"), N_("pure"), N_("collateral"), N_("ultimate"))

#: What the companion leaves to the table, shown on the board so nobody expects otherwise.
LEFT_TO_THE_TABLE = tuple(Message(text) for text in (
    N_("card and ability texts: enter their effects as commands (damage, prevent, heal, status ...)"),
    N_("damage of upgraded abilities: type it when activating (activate N)"),
    N_("hero passives and companions, Powder Keg and Doubloon upkeep rolls (enter with 'upkeep damage')"),
    N_("which physical cards are drawn: the app counts hand, deck and discard"),
))

#: The kinds of move "what now" names when the choices offer them, in the order it names them.
NAMED_MOVES = (O.ROLL_OFF, O.UPKEEP_EFFECT, O.OFFENSIVE_ROLL, O.DECLARE, O.TARGET_ROLL, O.CHOOSE_TARGET, O.DEFEND,
               O.SELL, O.MAIN_CARD, O.UPGRADE, O.DAMAGE_STEP, O.ROLL_CARD, O.INSTANT_CARD)

#: How "what now" names a kind of move (the kinds that need a seat's name or the phase: `_offer_line`).
OFFER_LINES = {
    O.ROLL_OFF: N_("'roll-off': every player rolls one die; highest starts"),
    O.UPKEEP_EFFECT: N_("'upkeep damage|heal': enter effects that trigger now, in the order you pick"),
    O.OFFENSIVE_ROLL: N_("roll / reroll up to 3 attempts"),
    O.DECLARE: N_("declare one offensive ability, then activate"),
    O.SELL: N_("sell cards for 1 CP"),
    O.MAIN_CARD: N_("main-phase action cards (active player)"),
    O.UPGRADE: N_("hero upgrades (active player)"),
    O.DAMAGE_STEP: N_("damage steps: boost, prevent, halve, reflect..."),
    O.ROLL_CARD: N_("roll-phase cards by any player"),
    O.INSTANT_CARD: N_("instant cards"),
}


def name(board: DiceThroneBoard, seat: int) -> str:
    """A seat's player."""
    return board.heroes[seat].player


def result_text(board: DiceThroneBoard) -> str:
    """Who won, or that the match was drawn ('' while it runs)."""
    return result_message(board.draw, tuple(name(board, i) for i in board.winners))


def status_lines(hero: HeroBoard) -> tuple[str, ...]:
    """A hero's statuses with counts and limits, e.g. 'Evasive 2/3 (+)'."""
    return tuple(Message("{name} {count}/{limit} ({kind})", name=game_name(s.name), count=s.count, limit=s.limit,
                         kind="+" if s.positive else "-") for s in hero.statuses)


def player_view(board: DiceThroneBoard, hero: HeroBoard) -> PlayerView:
    """One seat in the players panel: health, CP and cards; statuses, upgrades, team and defeat as notes."""
    stats = (
        (Message("health"), f"{hero.health}/{board.start_health}"),
        (Message("CP"), f"{hero.cp}/{hero.max_cp}"),
        (Message("hand"), str(hero.hand)),
        (Message("deck"), str(hero.deck)),
        (Message("discard"), str(hero.discard)),
    )
    notes = list(status_lines(hero))
    notes += [Message("{ability} {level}", ability=game_name(u.name), level=ROMAN[u.level]) for u in hero.upgrades]
    if hero.team is not None:
        notes.insert(0, Message("team {team}", team='AB'[hero.team]))
    if hero.defeated:
        notes.insert(0, Message("defeated"))
    return PlayerView(Message("{name} ({hero})", name=hero.player, hero=game_name(hero.hero_name)), hero.active,
                      stats, tuple(notes))


def dice_line(board: DiceThroneBoard) -> str:
    """The offensive dice with their symbols, or '' before a roll."""
    if board.offence is None:
        return ""
    return Joined("  ", tuple(Message("[{i}] {v} {symbol}", i=d.position, v=d.value, symbol=game_name(d.symbol))
                              for d in board.offence.dice))


def activatable_names(board: DiceThroneBoard) -> tuple[str, ...]:
    """Names of the offensive abilities the dice meet now (in the offensive roll, once rolled)."""
    if board.phase != OFFENSIVE or board.offence is None:
        return ()
    return tuple(game_name(n) for n in board.offence.can_activate_names)


def pending_summary(board: DiceThroneBoard) -> str:
    """How many damages wait for the end of the phase and their final total, e.g. '2 pending damages (7)'."""
    if not board.pending:
        return ""
    return Message("{damages} ({total})", damages=count(len(board.pending), "pending damage", "pending damages"),
                   total=sum(item.final for item in board.pending))


def _dice_sections(board: DiceThroneBoard) -> list[tuple[str, tuple[str, ...]]]:
    offence = board.offence
    if offence is None:
        return []
    extra: list[str] = [Message("attempt {n}/3", n=offence.attempts)]
    if offence.declared:
        extra.append(Message(", declared {ability}", ability=game_name(offence.declared_name or offence.declared)))
    if offence.activated:
        extra.append(Message(", activated {ability}", ability=game_name(offence.activated_name or offence.activated)))
        if offence.ultimate:
            extra.append(Message(" (ULTIMATE)"))
    sections: list[tuple[str, tuple[str, ...]]] = [(Message("Dice"), (dice_line(board), Joined("", tuple(extra))))]
    can = activatable_names(board)
    if can:
        sections.append((Message("Can activate"), can))
    return sections


def target_name(board: DiceThroneBoard, item: PendingItem) -> str:
    """Who a pending damage will hit ('target not chosen' before targeting)."""
    return name(board, item.target) if item.target is not None else Message("target not chosen")


def _pending_section(board: DiceThroneBoard) -> list[tuple[str, tuple[str, ...]]]:
    if not (board.pending or board.heals or board.steals or board.bounty_cp):
        return []
    lines: list[str] = []
    for item in board.pending:
        parts = {"i": item.number, "source": source_name(item.source), "target": target_name(board, item),
                 "kind": Message(item.kind)}
        lines.append(Message("#{i} {source} -> {target} ({kind}, attack)", **parts) if item.attack
                     else Message("#{i} {source} -> {target} ({kind})", **parts))
        lines.extend(Joined("", ("   ", line)) for line in item.breakdown.lines())
    lines.extend(Message("heal {amount} {name} ({source})", amount=h.amount, name=name(board, h.seat),
                         source=source_name(h.source)) for h in board.heals)
    lines.extend(Message("{thief} steals {amount} health from {victim} (what they have then, at most)",
                         thief=name(board, t.thief), amount=t.amount, victim=name(board, t.victim))
                 for t in board.steals)
    if board.bounty_cp and board.target is not None and board.active is not None:
        lines.append(Message("{name} gains {cp} CP (bounty on {target})", name=name(board, board.active),
                             cp=board.bounty_cp, target=name(board, board.target)))
    title = (N_("Pending until the end of upkeep (applied together)") if board.phase == UPKEEP
             else N_("Pending until the end of the roll phase (applied together)"))
    return [(Message(title), tuple(lines))]


def describe(board: DiceThroneBoard, index: int) -> str:
    """Something being resolved, e.g. "Ann's Joker! (instant card)"."""
    item = board.resolving[index]
    return Message("{player}'s {name} ({what})", player=name(board, item.seat), name=source_name(item.name),
                   what=Message(item.what))


def _resolving_section(board: DiceThroneBoard) -> list[tuple[str, tuple[str, ...]]]:
    if not board.resolving:
        return []
    lines = [Message(N_("{n}. {what}") if item.interruptible else N_("{n}. {what} - cannot be interrupted"),
                     n=n, what=describe(board, n - 1))
             for n, item in enumerate(board.resolving, start=1)]
    if len(board.resolving) > 1:
        lines.append(Message("'done' when {inner} has resolved: {outer} then carries on",
                             inner=source_name(board.resolving[-1].name), outer=source_name(board.resolving[-2].name)))
    lines.append(Message("interrupt with 'play instant|roll ... interrupting' or 'status spend ... interrupting'"))
    lines.append(Message("several at once: clockwise from the active player: {names}",
                         names=", ".join(name(board, i) for i in board.clockwise)))
    return [(Message("Resolving (innermost last)"), tuple(lines))]


def sections(board: DiceThroneBoard) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The dice, the defence, what is pending and what is resolving, then what is left to the table."""
    out = _dice_sections(board)
    if board.defence is not None and board.defence.dice:
        out.append((Message("Defence"), (Message("{ability}: {dice}", ability=game_name(board.defence.name or board.defence.ability),
                                                 dice=' '.join(str(d.value) for d in board.defence.dice)),)))
    out += _pending_section(board)
    out += _resolving_section(board)
    out.append((Message("Left to the table"), LEFT_TO_THE_TABLE))
    return tuple(out)


# -- what now ----------------------------------------------------------------------------------------


def _income_line(board: DiceThroneBoard, active: int) -> str:
    hero = board.heroes[active]
    if board.turn == 1:
        return Message("{name} is the first player: no income on the first turn", name=hero.player)
    if hero.cp >= hero.max_cp:
        return Message("{name} took +1 CP and drew 1 card at the start of this phase (CP stays at most 15)",
                       name=hero.player)
    return Message("{name} took +1 CP and drew 1 card at the start of this phase", name=hero.player)


def _facts(board: DiceThroneBoard, offered: dict[str, Offer]) -> list[str]:
    """What this phase has settled, said before the moves: the income taken, the target, the defence."""
    if board.active is None:
        return []
    if board.phase == INCOME:
        return [_income_line(board, board.active)]
    if board.phase == TARGETING and board.target is not None and O.NEXT_PHASE in offered:
        return [Message("{name} is the target: 'next' goes to the defensive roll", name=name(board, board.target))]
    if board.phase == DEFENSIVE and board.attack_kind is not None:
        if not DAMAGE_TYPES[board.attack_kind].blockable:
            return [Message("no defence against {kind} damage: no defensive roll", kind=Message(board.attack_kind))]
        if board.defence is not None:
            return [Message("{name} rolled {ability}", name=name(board, board.defence.seat),
                            ability=game_name(board.defence.name or board.defence.ability))]
    return []


def _pay_lines(board: DiceThroneBoard) -> list[str]:
    """A status that skips its holder's offensive roll unless paid off, while paying it off is offered."""
    out: list[str] = []
    for offer in board.offers:
        if offer.kind != O.PAY_OFF:
            continue
        for seat in offer.seats:
            hero = board.heroes[seat]
            status = next((s.name for s in hero.statuses if s.id == offer.status), offer.status)
            out.append(Message("{name} has {status}: pay {cost} CP now ('pay {id}') or the offensive roll is skipped",
                               name=hero.player, status=game_name(status), cost=KNOCKDOWN_COST, id=offer.status))
    return out


def _names(board: DiceThroneBoard, seats: tuple[int, ...]) -> str:
    return ", ".join(name(board, seat) for seat in seats)


def _offer_line(board: DiceThroneBoard, offer: Offer, offered: dict[str, Offer]) -> str:
    """The line naming one kind of move the choices offer, worded for the phase and the seats."""
    kind = offer.kind
    if kind == O.TARGET_ROLL:
        return Message("{name} rolls the targeting die: target-roll", name=_names(board, offer.seats))
    if kind == O.CHOOSE_TARGET:
        if len(offer.seats) == 1:
            return Message("{name} chooses the target: target pX", name=_names(board, offer.seats))
        return Message("{names} choose the target: target pX", names=_names(board, offer.seats))
    if kind == O.DEFEND:
        return Message("{name} may defend: defend [ABILITY]", name=_names(board, offer.seats))
    if board.phase == UPKEEP and kind == O.DAMAGE_STEP:
        return Message("steps against upkeep damage (prevent, halve ...); it all lands together when upkeep ends")
    if board.phase == UPKEEP and kind == O.INSTANT_CARD and O.SPEND_STATUS in offered:
        return Message("instant cards and spending statuses")
    if board.phase == DISCARD and kind == O.SELL:
        return Message("sell down to 6 cards in hand")
    return Message(OFFER_LINES[kind])


def allowed_now(board: DiceThroneBoard) -> tuple[str, ...]:
    """What the table may do now: this phase's settled facts, then each kind of move the choices offer."""
    if board.finished:
        return (Message("nothing: the match is over"),)
    offered = {offer.kind: offer for offer in board.offers}
    lines = _facts(board, offered) + _pay_lines(board)
    lines += [_offer_line(board, offered[kind], offered) for kind in NAMED_MOVES if kind in offered]
    if board.phase == UPKEEP and O.SPEND_STATUS in offered and O.INSTANT_CARD not in offered:
        lines.append(Message("spending statuses"))
    if board.phase == DEFENSIVE:
        lines.append(Message("all damage and healing land together when this phase ends"))
    if board.phase == UPKEEP and O.NEXT_PHASE in offered and not (board.pending or board.heals or board.steals):
        lines.append(Message("'next' when no upkeep effect triggers"))
    return tuple(lines)


def turn_line(board: DiceThroneBoard) -> str:
    """Whose turn it is, or that the first player is still to be rolled for."""
    if board.active is None:
        return Message("Before the first turn")
    hero = board.heroes[board.active]
    return Message("Turn {turn}: {name} ({hero})", turn=board.turn, name=hero.player, hero=game_name(hero.hero_name))


def game_view(board: DiceThroneBoard) -> GameView:
    """The GameView the shared frame and the game area show, with the board as its data."""
    return GameView(turn_line(board), board.phase_label, tuple(player_view(board, h) for h in board.heroes),
                    allowed_now(board), board.finished, result_text(board), sections(board), board)
