"""Hero duels: the defender rolls first and sets the target, roles swap every round, spoils at the end."""

from __future__ import annotations

from rules_engine.dice import DiceRoll
from rules_engine.referee import Referee
from rules_engine.runebound2.actions import BeforeCombat, DuelExchange, DuelFlee, Spoils
from rules_engine.runebound2.adventures import RUNES_TO_WIN
from rules_engine.runebound2.bookkeeping import end_turn_early
from rules_engine.runebound2.fights import FightPhase, ability_key, phase_rule, repeat_refusal
from rules_engine.runebound2.heroes import PHASES, Usage
from rules_engine.runebound2.knockout import knock_out
from rules_engine.runebound2.limits import ally_limit_problem, item_limit_problem
from rules_engine.runebound2.ongoing import ongoing_duel, spoils_seats
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import Hex
from rules_engine.runebound2.turn import AfterWounds, Pending
from rules_engine.runebound2.warding import deal
from rules_engine.runebound2.wounds import exhaust, find
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name


def _split(roll: DiceRoll, ref: Referee) -> tuple[int, int, str, str]:
    ref.require(len(roll.faces) == 4, "runebound2.duel.rules",
                Message("a duel exchange needs four d10: the defender's two, then the aggressor's two"), hard=True)
    first = DiceRoll(roll.die, roll.faces[:2], roll.source)
    second = DiceRoll(roll.die, roll.faces[2:], roll.source)
    return first.total, second.total, first.describe(), second.describe()


def duel_before(state: Rb2State, act: BeforeCombat, ref: Referee) -> tuple[Rb2State, str]:
    """Before-combat in a duel: the defender's side first, then the aggressor's, each through the engine.

    Each side may use each character's ability once and activate one item; an ability's exhaustion
    may not pass stamina; a before-combat attack is rolled like every duel roll (the opposing hero
    rolls first and sets the target: the first two dice are the opponent's, the last two the attacker's).
    """
    duel = ongoing_duel(state)
    ref.require(duel.phase == FightPhase.BEFORE, "runebound2.duel.rules", Message('before-combat abilities come only before round one'))
    side = act.side
    ref.require(side in ("defender", "aggressor"), "runebound2.duel.rules",
                Message("in a duel say whose ability it is: 'before defender WHO ...' or 'before aggressor WHO ...' (the defender's come first)"), hard=True)
    source = act.source.strip().casefold()
    # Hard: a negative cost or hit would take exhaustion or wounds below zero.
    ref.require(act.exhaust >= 0 and act.wounds >= 0, "runebound2.companion.card-values",
                Message("an ability's exhaustion and the wounds it deals are never below zero"), hard=True)
    if side == "defender":
        ref.require("defender-done" not in duel.before_sides, "runebound2.duel.rules",
                    Message("the defender has finished with before-combat abilities; the aggressor's turn has come"))
    else:
        # The book: the defender uses before-combat abilities first; only then does the right pass to the aggressor.
        ref.require("defender-done" in duel.before_sides, "runebound2.duel.rules",
                    Message("the defender ({player}) uses before-combat abilities first: 'before defender WHO ...', then 'before defender pass'", player=state.players[duel.defender].player))
        ref.require(source != "pass", "runebound2.duel.rules",
                    Message("the aggressor ends before-combat with 'fight'"), hard=True)
    ref.cite("runebound2.duel.rules", "runebound2.combat.before")
    if source == "pass":
        duel = replace(duel, before_sides=duel.before_sides + ("defender-done",))
        return replace(state, duel=duel), \
            Message("{player} (defender) is done before the duel; the aggressor's abilities now", player=state.players[duel.defender].player)
    seat = duel.defender if side == "defender" else duel.aggressor
    other = duel.aggressor if side == "defender" else duel.defender
    party = state.players[seat]
    ref.require(source != "card", "runebound2.duel.rules", Message('a duel has no adventure card: name hero, an ally or an item'),
                hard=True)
    user = None
    if source == "item":
        item = ref.present(party.item(act.item), "runebound2.companion.party", Message('{hero} carries no {item!r}', hero=printed_name(party.hero.name), item=act.item))
        key = f"{side}:item:{item.name}"
        user = party.hero
        if item.usage == Usage.ACTIVATE:
            window = f"duel-0-{seat}"  # the same allowance 'activate' uses before round one
            ref.require(window not in state.turn.activations, "runebound2.combat.before",
                        Message('{player} has already activated an item before this duel', player=party.player))
            ref.require(not item.activated, "runebound2.activation.limits",
                        Message("{item} is already activated; it turns up in {player}'s next refresh step", item=item.name, player=party.player))
            party = replace(party, items=tuple(replace(i, activated=True) if i is item else i for i in party.items))
            state = state.with_player(seat, party).with_turn(activations=state.turn.activations + (window,))
        elif item.usage == Usage.DISCARD:
            party = replace(party, items=tuple(i for i in party.items if i is not item))
            state = replace(state.with_player(seat, party), acquisitions_under=state.acquisitions_under + (item.name,))
            ref.note(Message('{item} is discarded after use (no activation needed)', item=item.name))
    else:
        user = find(state, seat, act.source, ref)
        key = f"{side}:{ability_key(user.name, act.ability)}"
    ref.require(key not in duel.before_used, "runebound2.combat.before",
                Message('{item} was already used before this duel', item=act.item) if act.item else repeat_refusal(user.name, act.ability))
    duel = replace(duel, before_used=duel.before_used + (key,),
                   before_sides=duel.before_sides + ((side,) if side not in duel.before_sides else ()))
    state = replace(state, duel=duel)
    if act.exhaust:
        current = state.players[seat].character(user.name) or user
        ref.require(current.exhaustion + act.exhaust <= current.stamina, "runebound2.wounds.ability-stamina",
                    Message('{current} has {exhaustion}/{stamina} exhaustion: {exhaust} more would pass stamina', current=printed_name(current.name), exhaustion=current.exhaustion, stamina=current.stamina, exhaust=act.exhaust))
        state, _ = exhaust(state, seat, current, act.exhaust, ref)
    message = Message('{player} ({side}) before the duel: {source}{value}', player=party.player, side=word(side), source=word(act.source), value=' ' + act.item if act.item else '')
    if not act.attack:
        return state, message
    ref.require(act.attack in PHASES, "runebound2.combat.attack-roll", Message('attack ranged, melee or magic, not {attack!r}', attack=act.attack),
                hard=True)
    roll = ref.present(act.roll, "runebound2.combat.attack-roll", Message('an attack needs its dice'))
    ref.cite("runebound2.combat.attack-roll", "runebound2.dice.d10-zero-is-ten")
    roller = state.players[seat].character(user.name) or state.players[seat].hero
    opponent = state.players[other].hero
    o_roll, a_roll, o_text, a_text = _split(roll, ref)
    target = o_roll + opponent.attribute(act.attack)
    total = a_roll + roller.attribute(act.attack) + act.bonus
    ref.note(Message('{player} rolls {o_text} + {attribute} = {target}; {roller} rolls {a_text} + {attribute2} = {total}', player=state.players[other].player, o_text=o_text, attribute=opponent.attribute(act.attack), target=target, roller=printed_name(roller.name), a_text=a_text, attribute2=roller.attribute(act.attack), total=total))
    if total < target:
        return state, Message("{message}: {total} vs {target}, miss", message=message, total=total, target=target)
    state, dealt = deal(state, other, opponent.name, act.wounds, AfterWounds.DUEL_BEFORE, ref)
    return state, Message("{message}: {total} vs {target}, hit; {dealt}", message=message, total=total, target=target, dealt=dealt)


def duel_fight(state: Rb2State, ref: Referee) -> tuple[Rb2State, str]:
    """Start round one of the duel."""
    duel = ongoing_duel(state)
    ref.require(duel.phase == FightPhase.BEFORE, "runebound2.duel.rules", Message("the duel's rounds have already begun"),
                hard=True)  # hard: 'fight' again would rewind the duel to round one
    ref.cite("runebound2.duel.rules")
    return replace(state, duel=replace(duel, phase=FightPhase.FLEE, round=1)), Message("the duel's first round begins")


def duel_exchange(state: Rb2State, act: DuelExchange, ref: Referee) -> tuple[Rb2State, str]:
    """One duel phase: the defender's roll is the aggressor's target."""
    duel = ongoing_duel(state)
    # Hard: outside a round there is no phase to roll in.
    ref.require(duel.phase != FightPhase.BEFORE, "runebound2.duel.rules",
                Message("the rounds have not begun: attacks and defences belong to a round's phase; type 'fight' first"),
                hard=True)
    if duel.phase == FightPhase.FLEE:
        duel = replace(duel, phase=FightPhase.RANGED)
    ref.require(act.phase == duel.phase, "runebound2.combat.round",
                Message('it is the {phase} phase of duel round {round}', phase=duel.phase, round=duel.round))
    ref.require(act.choice in ("attack", "defend"), "runebound2.combat.round", Message('attack or defend'), hard=True)
    phase = duel.phase
    agg, dfn = duel.aggressor, duel.defender
    defender_hero = state.players[dfn].hero
    if act.choice == "defend" and act.by.strip():
        named = find(state, agg, act.by, ref)
        ref.require(named is state.players[agg].hero, "runebound2.combat.allies",
                    Message('{named} is an ally, and allies never defend: only the hero defends', named=printed_name(named.name)), hard=True)
    who = find(state, agg, act.by if act.choice == "attack" else "hero", ref)
    if act.choice == "attack":
        ref.require(who.name not in duel.attacked, "runebound2.combat.one-attack",
                    Message('{who} has already attacked this round', who=printed_name(who.name)))
        duel = replace(duel, attacked=duel.attacked + (who.name,))
    ref.cite("runebound2.duel.rules", phase_rule(phase, "runebound2.combat.attack-roll"), "runebound2.dice.d10-zero-is-ten")
    d_roll, a_roll, d_text, a_text = _split(act.roll, ref)
    target = d_roll + defender_hero.attribute(phase) + act.defender_bonus
    total = a_roll + who.attribute(phase) + act.aggressor_bonus
    ref.note(Message('{player} (defender) rolls {d_text} + {attribute} = {target}; {who} rolls {a_text} + {attribute2} = {total}', player=state.players[dfn].player, d_text=d_text, attribute=defender_hero.attribute(phase), target=target, who=printed_name(who.name), a_text=a_text, attribute2=who.attribute(phase), total=total))
    state = replace(state, duel=duel)
    if act.choice == "attack" and total >= target:
        state, dealt = deal(state, dfn, defender_hero.name, who.damage(phase), AfterWounds.DUEL, ref)
        return state, Message('{who} hits {defender_hero}; {dealt}', who=printed_name(who.name), defender_hero=printed_name(defender_hero.name), dealt=dealt)
    elif act.choice == "attack" or total < target:
        state, dealt = deal(state, agg, who.name, defender_hero.damage(phase), AfterWounds.DUEL, ref)
        return state, Message('{who} fails ({total} vs {target}); {dealt}', who=printed_name(who.name), total=total, target=target, dealt=dealt)
    else:
        message = Message('{who} holds ({total} vs {target})', who=printed_name(who.name), total=total, target=target)
    duel = ongoing_duel(state).next_phase()
    state = replace(state, duel=duel)
    if duel.phase == FightPhase.FLEE:
        ref.note(Message('the round ends: {player} is now the aggressor', player=state.players[duel.aggressor].player))
    return state, message


def duel_flee(state: Rb2State, act: DuelFlee, ref: Referee) -> tuple[Rb2State, str]:
    """Only the aggressor may flee: the defender's Mind roll sets the target."""
    duel = ongoing_duel(state)
    ref.require(duel.phase != FightPhase.BEFORE, "runebound2.duel.rules",
                Message("the rounds have not begun: type 'fight' first"), hard=True)  # no round for a flight to end
    ref.require(duel.phase == FightPhase.FLEE, "runebound2.duel.rules", Message('fleeing is tried only in the flee phase'))
    agg, dfn = duel.aggressor, duel.defender
    known = state.turn.came_from if agg == state.active else ""
    ref.require(bool(known or act.to.strip()), "runebound2.flee.success",
                Message("the app does not know which hex {player}'s party came from: name it, e.g. 'flee to:H12', so an escape returns the party there", player=state.players[agg].player),
                hard=True)  # hard: an escape to no hex would leave the party nowhere
    ref.cite("runebound2.duel.rules", "runebound2.flee.roll")
    d_roll, a_roll, d_text, a_text = _split(act.roll, ref)
    target = d_roll + state.players[dfn].hero.mind
    total = a_roll + state.players[agg].hero.mind
    ref.note(Message('defender rolls {d_text} + Mind = {target}; aggressor rolls {a_text} + Mind = {total}', d_text=d_text, target=target, a_text=a_text, total=total))
    if total >= target:
        ref.cite("runebound2.flee.success")
        party = state.players[agg]
        if known:
            back = state.turn.came_from_hex or Hex(known)
        else:
            back = Hex(act.to.strip())
        ref.note(Message("{player}'s party returns to {back}, the hex it came from", player=party.player, back=back.label))
        state = end_turn_early(state.with_player(agg, replace(party, position=back)))
        return state, Message('{player} flees the duel to {back}; the turn ends', player=party.player, back=back.label)
    state, dealt = deal(state, agg, state.players[agg].hero.name, 1, AfterWounds.DUEL_FLEE, ref)
    return state, Message('{player} fails to flee; {dealt}', player=state.players[agg].player, dealt=dealt)


def spoils(state: Rb2State, act: Spoils, ref: Referee) -> tuple[Rb2State, str]:
    """The winner takes one thing; then the loser is knocked out."""
    ref.require(state.turn.pending == Pending.SPOILS, "runebound2.duel.spoils", Message('no duel is waiting for its spoils'), hard=True)
    winner, loser = spoils_seats(state)
    ref.cite("runebound2.duel.spoils")
    win, lose = state.players[winner], state.players[loser]
    kind = act.kind
    message = ""
    if kind == "gold":
        amount = lose.gold
        win, lose = replace(win, gold=win.gold + amount), replace(lose, gold=0)
        message = Message('{player} takes all {amount} gold', player=win.player, amount=amount)
    elif kind == "item":
        item = ref.present(lose.item(act.name), "runebound2.companion.party", Message('{player} has no item {name!r}', player=lose.player, name=act.name))
        ref.require(not item.kept, "runebound2.combat.victory",
                    Message('{item} was kept from an adventure: it can never be lost, so it cannot be taken', item=item.name))
        problem = item_limit_problem(win.items, item, state.options.item_limit)
        ref.require(not problem, "runebound2.market.limits", Message("{player} {problem}", player=win.player, problem=problem))
        win = replace(win, items=win.items + (replace(item, activated=False),))
        lose = replace(lose, items=tuple(i for i in lose.items if i is not item))
        message = Message('{player} takes {item}', player=win.player, item=item.name)
    elif kind == "ally":
        ally = ref.present(next((a for a in lose.allies if a.name.casefold() == act.name.casefold()), None),
                           "runebound2.companion.party", Message('{player} has no ally {name!r}', player=lose.player, name=act.name))
        ref.require(not ally.kept, "runebound2.combat.victory",
                    Message('{ally} was kept from an adventure: it can never be lost, so it cannot be taken', ally=ally.name))
        problem = ally_limit_problem(win, state.options.allies)
        ref.require(not problem, "runebound2.market.limits", Message("{player} {problem}", player=win.player, problem=problem))
        win = replace(win, allies=win.allies + (ally,))
        lose = replace(lose, allies=tuple(a for a in lose.allies if a is not ally))
        message = Message('{player} takes {ally} with its wounds and exhaustion', player=win.player, ally=ally.name)
    elif kind == "card":
        card = ref.present(next((c for c in lose.trophies if c.name.casefold() == act.name.casefold()), None),
                           "runebound2.companion.party", Message('{player} holds no adventure card {name!r}', player=lose.player, name=act.name))
        win = replace(win, trophies=win.trophies + (card,))
        lose = replace(lose, trophies=tuple(c for c in lose.trophies if c is not card))
        message = Message('{player} takes {card}', player=win.player, card=printed_name(card.name))
    else:
        ref.refuse("runebound2.duel.spoils", Message('take an item, an ally, a card, or gold'), hard=True)
    state = state.with_player(winner, win).with_player(loser, lose).with_turn(pending=Pending.NONE, pending_player=None,
                                                                                duel_loser=None)
    if kind == "card" and sum(1 for c in win.trophies if c.rune) >= RUNES_TO_WIN:
        ref.cite("runebound2.goal.win")
        return replace(state, winner=winner, result=Message("{player} gathers three Dragon Runes and wins", player=win.player)), message
    keep = state.options.battle_trophies
    if keep:
        ref.cite("runebound2.variant.trophies")
    state = knock_out(state, loser, ref, keep_gold=keep)
    if keep:
        state = state.with_turn(keep_assets=True)
    return state, message
