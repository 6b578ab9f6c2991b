"""The typed command vocabulary of a Dice Throne table, declared once (see `rules_engine.grammar`).

Commands are plain words. 'by pX' (who acts), 'on K' (which pending damage a step changes) and
'from SOURCE...' (the card or effect, to the end of the line) may stand anywhere after the verb;
so may the flags 'interrupting' and 'chosen'. A command that has no use for one refuses it,
except 'from', which is a note any command may carry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules_engine.actions import Action
from rules_engine.dice_throne import actions as A
from rules_engine.dice_throne.damage import DAMAGE_TYPES
from rules_engine.dice_throne.dice import HERO_DICE, hero_die, plain_die, targeting_die
from rules_engine.dice_throne.modes import opponents
from rules_engine.dice_throne.phases import DEFENSIVE, TARGETING
from rules_engine.dice_throne.state import DTState
from rules_engine.errors import CommandError
from rules_engine.chance import fill
from rules_engine.game import DiceRequest
from rules_engine.grammar import Alt, Command, Flag, Grammar, Int, Lit, Mismatch, Modifier, Opt, Refused, Repeat, \
    Seat, Text, Word
from rules_engine.grammar.naming import pick
from rules_engine.messages import Message, N_, as_message
from rules_engine.dice_throne.game_names import A_CARD, AN_EFFECT, HEALING, UPKEEP_EFFECT, game_name

#: No number at a Dice Throne table comes near this; a bigger one is a typo, not a move.
LARGEST_NUMBER = 999

#: The command words that matter most in each phase, shown first in the help line.
FIRST_IN_PHASE = {
    "roll-off": ("roll-off",),
    "upkeep": ("upkeep", "prevent", "pay", "next"),
    "income": ("next", "sell", "play"),
    "main-1": ("sell", "play", "upgrade", "pay", "next"),
    "offensive-roll": ("roll", "reroll", "ability", "activate", "set-die", "play", "done", "next"),
    "targeting-roll": ("target-roll", "target", "set-die", "next"),
    "defensive-roll": ("defend", "no", "play", "done", "prevent", "halve", "boost", "status", "damage", "next"),
    "main-2": ("sell", "play", "upgrade", "next"),
    "discard": ("sell", "next"),
}

Values = Mapping[str, Any]


# -- arguments -----------------------------------------------------------------------------------


def _seat_words(state: DTState) -> tuple[tuple[str, str, str], ...]:
    return tuple((s.name, s.hero, state.hero_of(i).name) for i, s in enumerate(state.seats))


def player(name: str, placeholder: str = "pX") -> Seat:
    """A seat typed as p1, p2 ... or as (the start of) a player's name, hero id or hero's printed name."""
    return Seat(name, _seat_words, placeholder)


def number(name: str, placeholder: str = "N", **kw: Any) -> Int:
    """A whole number no larger than any Dice Throne number."""
    return Int(name, -LARGEST_NUMBER, LARGEST_NUMBER, placeholder, **kw)


def _offensive(state: DTState) -> tuple[str, ...]:
    return tuple(a.id for a in state.hero_of(state.active).offensive()) + ("none",)


def _defensive(state: DTState) -> tuple[str, ...]:
    target = state.roll.target
    return tuple(a.id for a in state.hero_of(target).defensive()) if target is not None else ()


def _abilities(state: DTState) -> tuple[str, ...]:
    return tuple(a.id for a in state.hero_of(state.active).abilities)


def _statuses(state: DTState) -> tuple[str, ...]:
    return tuple(dict.fromkeys(s.id for h in state.heroes for s in h.statuses))


DAMAGE_TYPE = Word("kind", tuple(DAMAGE_TYPES), placeholder="", what="")
def _status_named(state: DTState, words: str) -> str:
    """The id of the status these words name (its name or id, or the start of one), among the match's heroes'."""
    named = {s.id: (s.name, s.id) for h in state.heroes for s in h.statuses}
    return pick(words, list(named.items()), N_("status"))


def _status_names(state: DTState) -> tuple[str, ...]:
    return tuple(dict.fromkeys(s.name for h in state.heroes for s in h.statuses))


#: A status by name ("Powder Keg" quoted or not, powder-keg, or the start of one: pow).
STATUS = Text("status", "NAME", what=N_("a status"), suggest=_status_names, reader=_status_named, keep_unknown=True)
LEVEL = Word("level", (("II", 2), ("III", 3), ("2", 2), ("3", 3)), placeholder="II|III", what=N_("level II or III"))

BY = Modifier("by", player("by"), refused=N_("'by' does not apply to {command}"))
ON = Modifier("on", number("on", "K", strip="#"),
              refused=N_("'on K' picks the pending damage a step changes: it goes with {accepting}, not {command}"))
FROM = Modifier("from", None, name="source", placeholder="SOURCE", ignored_elsewhere=True)
INTERRUPTING = Flag("interrupting",
                    refused=N_("'interrupting' goes with 'play instant|roll ...', 'status spend ...' or 'status roll ...'"))
CHOSEN = Flag("chosen", refused=N_("'chosen' goes with a step that lowers damage: {accepting}"))


def seat_of(state: DTState, word: str) -> int:
    """A seat from 'p2', a player's name or a hero id; CommandError otherwise."""
    try:
        seat: int = player("seat").read(state, word.strip())
        return seat
    except Mismatch:
        raise CommandError(Message("{word!r} is not a player: use p1..p{seats} or a name", word=word,
                                   seats=len(state.seats))) from None
    except Refused as refused:
        raise CommandError(refused.message) from None


# -- who acts, which damage ----------------------------------------------------------------------


def _acting(state: DTState, by: int | None, seat: int, does: str) -> int:
    """The one seat allowed to do this; a 'by' naming anyone else is refused, never ignored."""
    if by is not None and by != seat:
        raise CommandError(Message("only {name} (p{seat}) {does}; 'by p{by}' ({other}) cannot do it",
                                   name=state.seats[seat].name, seat=seat + 1, does=as_message(does), by=by + 1,
                                   other=state.seats[by].name))
    return seat


def _active(state: DTState, v: Values) -> int:
    return _acting(state, v["by"], state.active, N_("is the active player: only they roll, declare and activate"))


def _or(value: Any, default: Any) -> Any:
    return default if value is None else value


def _default_item(state: DTState, on: int | None) -> int:
    if on is not None:
        return on
    for i, item in enumerate(state.pending, start=1):
        if item.attack:
            return i
    if len(state.pending) == 1:
        return 1
    if not state.pending:
        raise CommandError(Message("there is no pending damage to change"))
    raise CommandError(Message("say which pending damage: 'on K' (1 to {count})", count=len(state.pending)))


def _item_target(state: DTState, number: int) -> int:
    if 1 <= number <= len(state.pending):
        item = state.pending[number - 1]
        target = item.target if item.target is not None else state.roll.target
        if target is not None:
            return target
    return state.active


def _inflicter(state: DTState, seat: int) -> int | None:
    """Who inflicts when 'by' is not said: the active hero on someone else; on the active hero, their only opponent."""
    if seat != state.active:
        return state.active
    foes = opponents(state.mode, seat, len(state.seats), [s.defeated for s in state.seats])
    return foes[0] if len(foes) == 1 else None


# -- builders ------------------------------------------------------------------------------------


def _roll(state: DTState, v: Values) -> DiceRequest:
    active = _active(state, v)
    return DiceRequest(hero_die(state.hero_of(active)), HERO_DICE, Message("offensive roll"),
                       fill(A.OffensiveRoll, positions=tuple(range(1, HERO_DICE + 1))))


def _reroll(state: DTState, v: Values) -> DiceRequest:
    active = _active(state, v)
    positions = tuple(range(1, HERO_DICE + 1)) if v["all"] else v["positions"]
    return DiceRequest(hero_die(state.hero_of(active)), len(positions),
                       Message("reroll {positions}", positions=" ".join(map(str, positions))),
                       fill(A.OffensiveRoll, positions=positions))


def _declare(state: DTState, v: Values) -> A.Declare:
    active = _active(state, v)
    name = v["ability"]
    if name.casefold() == "none":
        return A.Declare("")
    hero = state.hero_of(active)
    ability = hero.ability(name) or hero.ability(name.replace(" ", "-"))
    return A.Declare(ability.id if ability else name)


def _activate(state: DTState, v: Values) -> A.Activate:
    _active(state, v)
    return A.Activate(v["damage"])


def _set_die(state: DTState, v: Values) -> A.ChangeDie:
    which = v["which"] or ("defence" if state.phase == DEFENSIVE and state.roll.defence_dice else
                           "targeting" if state.phase == TARGETING else "offence")
    position = v["position"]
    if position is None:
        if which != "targeting":
            raise CommandError(Message("set-die POSITION VALUE, e.g. set-die 3 6"))
        position = 1
    return A.ChangeDie(_or(v["by"], state.active), which, position, v["value"], v["source"] or A_CARD)


def _target_roll(state: DTState, v: Values) -> DiceRequest:
    active = _active(state, v)
    return DiceRequest(targeting_die(state.hero_of(active)), 1, Message("targeting roll"), fill(A.TargetRoll))


def _defend(state: DTState, v: Values) -> DiceRequest:
    defender = state.roll.target
    if defender is None:
        raise CommandError(Message("there is no attack to defend against"))
    _acting(state, v["by"], defender, N_("is the defender: only they roll the defence"))
    hero = state.hero_of(defender)
    name = v["ability"]
    if name:
        ability = hero.ability(name) or hero.ability(name.replace(" ", "-"))
    else:
        ability = hero.defensive()[0] if len(hero.defensive()) == 1 else None
    if ability is None or ability.kind != "defensive":
        raise CommandError(Message("choose a defensive ability: {abilities}",
                                   abilities=", ".join(a.id for a in hero.defensive())))
    return DiceRequest(hero_die(hero), ability.defence_dice, Message("{ability} defence", ability=game_name(ability.name)),
                       fill(A.DefensiveRoll, ability=ability.id, result_owed=True))


def _step(verb: str) -> Callable[[DTState, Values], A.ModifyDamage]:
    """The builder of a step on pending damage: boost, add, prevent/subtract, halve, divide, multiply, reflect, avoid."""
    op = {"boost": "add", "prevent": "subtract", "halve": "divide"}.get(verb, verb)

    def build(state: DTState, v: Values) -> A.ModifyDamage:
        item = _default_item(state, v["on"])
        value = 2 if verb == "halve" else 0 if verb == "avoid" else _or(v.get("amount"), 2)
        reducing = op in ("subtract", "divide", "avoid", "reflect")
        by = _or(v["by"], _item_target(state, item) if reducing else state.active)
        return A.ModifyDamage(by, item, op, value, v["source"] or verb, verb == "boost", bool(v.get("chosen")))

    return build


def _two_players(verb: str, seat: int, by: int | None, why: str = "") -> None:
    if by is not None and by != seat:
        if why:
            raise CommandError(Message("{verb} names two players (p{seat} and by p{by}): {why}; say one", verb=verb,
                                       seat=seat + 1, by=by + 1, why=as_message(why)))
        raise CommandError(Message("{verb} names two players (p{seat} and by p{by}): say one", verb=verb, seat=seat + 1,
                                   by=by + 1))


def _sell_or_discard(verb: str) -> Callable[[DTState, Values], Action]:
    def build(state: DTState, v: Values) -> Action:
        seat = _or(v["seat"], _or(v["by"], state.active))
        _two_players(verb, seat, v["by"])
        return A.SellCard(seat) if verb == "sell" else A.DiscardCard(seat)

    return build


def _change_status(state: DTState, v: Values) -> A.ChangeStatus:
    verb = v["verb"]
    if v["interrupting"] and verb != "spend":
        raise CommandError(Message("only 'status spend' or 'status roll' may interrupt"))
    seat = _or(v["seat"], _or(v["by"], state.active))
    by = _or(v["by"], _inflicter(state, seat) if verb == "inflict" else seat)
    return A.ChangeStatus(verb, v["status"], seat, _or(v["count"], 1), by, v["interrupting"])


def _status_roll(state: DTState, v: Values) -> DiceRequest:
    defending = state.phase == DEFENSIVE and state.roll.target is not None
    seat = _or(v["seat"], _or(v["by"], state.roll.target if defending else state.active))
    _two_players("status roll", seat, v["by"], N_("the holder spends and rolls"))
    item = _default_item(state, v["on"])
    name, interrupting = v["status"], v["interrupting"]
    return DiceRequest(hero_die(state.hero_of(seat)), 1, Message("{status} roll", status=name),
                       fill(A.StatusRoll, seat=seat, status=name, item=item, interrupting=interrupting))


# -- how actions are typed back ------------------------------------------------------------------


def _source(source: str, default: str) -> str | None:
    """A source to type after 'from' ('' leaves it to the default); None when no typing reads back as it."""
    if source == default:
        return ""
    if source != " ".join(source.split()) or not source:
        return None
    return source


def _unstep(verb: str) -> Callable[[A.ModifyDamage], dict[str, Any] | None]:
    """The values of a ModifyDamage typed with `verb`, or None when another verb types it."""
    op = {"boost": "add", "prevent": "subtract", "halve": "divide"}.get(verb, verb)

    def unbuild(a: A.ModifyDamage) -> dict[str, Any] | None:
        if a.op != op or a.attack_modifier != (verb == "boost") or a.chosen and verb not in LOWERING:
            return None
        if verb == "halve" and (a.value != 2 or a.source != "halve") or verb == "avoid" and a.value != 0:
            return None
        source = _source(a.source, verb)
        if source is None:
            return None
        return {"amount": a.value, "on": a.item, "by": a.by, "source": source, "chosen": a.chosen}

    return unbuild


def _with_source(values: dict[str, Any], source: str, default: str) -> dict[str, Any] | None:
    typed = _source(source, default)
    return None if typed is None else {**values, "source": typed}


# -- the declarations ----------------------------------------------------------------------------

LOWERING = ("prevent", "subtract", "halve", "divide", "reflect", "avoid")
NO_ACTOR = {
    "done": N_("it closes whatever is resolving, whoever types it"),
    "roll-off": N_("every player rolls one die"),
    "next": N_("it ends the phase for the table"),
    "no effect": N_("it speaks for the defender's roll, whoever types it"),
    "heal": N_("name the healed hero with pX, e.g. heal 2 p1"),
    "cp": N_("name the hero with pX, e.g. cp +1 p2"),
    "draw": N_("name the hero with pX, e.g. draw 1 p2"),
    "upkeep": N_("name the hero it lands on with pX, e.g. upkeep damage 1 p2"),
    "pay": N_("name the paying hero with pX, e.g. pay knockdown p2"),
    "status limit": N_("name the hero with pX, e.g. status limit evasive 4 p2"),
}


def _no_by(verb: str) -> dict[str, str]:
    return {"by": NO_ACTOR[verb]}


def _target_description(state: DTState) -> str:
    if state.mode.king_of_the_hill:
        return N_("the attacker chooses any opponent as the target")
    if state.mode.teams:
        return N_("choose the target when the targeting die shows 5 (the defenders choose) or 6 (the attacker chooses)")
    return N_("choose the target (King of the Hill, or a 5/6 on the 2v2 die)")


def _step_command(verb: str, pattern: tuple[Any, ...], description: str = "", group: str = "", **kw: Any) -> Command:
    return Command(verb, pattern, _step(verb), description, modifiers=("on", "by", "from"),
                   flags=("chosen",) if verb in LOWERING else (), formats=(A.ModifyDamage,), unbuild=_unstep(verb),
                   group=group, **kw)


COMMANDS = (
    Command("roll-off", (), lambda s, v: DiceRequest(plain_die(), len(s.seats), Message("first player roll-off"),
                                                     fill(A.RollOff)),
            N_("every player rolls one die for first player (highest starts; ties roll again)"),
            reasons=_no_by("roll-off"), formats=(A.RollOff,), unbuild=lambda a: {}),
    Command("next", (), lambda s, v: A.NextPhase(),
            N_("end this phase and go to the next (income, roll-phase damage and upkeep sums are automatic)"),
            aliases=("n",), reasons=_no_by("next"), formats=(A.NextPhase,), unbuild=lambda a: {}),
    Command("roll", (), _roll, N_("offensive roll: first attempt, all five dice"), modifiers=("by",),
            formats=(A.OffensiveRoll,),
            unbuild=lambda a: {} if a.positions == tuple(range(1, HERO_DICE + 1)) else None),
    Command("reroll", (Alt(Lit("all", name="all"), Repeat(number("positions", "POS"))),), _reroll,
            N_("reroll the dice at those positions (up to 3 attempts in all); 'reroll all'"), modifiers=("by",),
            formats=(A.OffensiveRoll,), unbuild=lambda a: {"positions": a.positions}),
    Command("ability", (Text("ability", "NAME", what=N_("an ability"), suggest=_offensive),), _declare,
            N_("declare the offensive ability to activate (its condition must be met); 'ability none' (or "
            "'declare none') declares none"), aliases=("declare",), modifiers=("by",), formats=(A.Declare,),
            unbuild=lambda a: {"ability": a.ability or "none"}),
    Command("activate", (Opt(number("damage")),), _activate,
            N_("activate the declared ability; N = damage printed on an upgraded board"), modifiers=("by",),
            formats=(A.Activate,), unbuild=lambda a: {"damage": a.damage}),
    Command("set-die", (Opt(Word("which", ("offence", "defence", "targeting"))), Opt(number("position", "POS")),
                        number("value", "VALUE")), _set_die,
            N_("a card changes one die (the targeting die needs no position)"), modifiers=("by", "from"),
            formats=(A.ChangeDie,),
            unbuild=lambda a: _with_source({"which": a.which, "position": a.position, "value": a.value, "by": a.by},
                                           a.source, A_CARD)),
    Command("target-roll", (), _target_roll, N_("team play: roll the targeting die"), modifiers=("by",),
            listed=lambda s: s.mode.teams, formats=(A.TargetRoll,), unbuild=lambda a: {}),
    Command("target", (player("target"),), lambda s, v: A.ChooseTarget(_or(v["by"], s.active), v["target"]),
            _target_description, modifiers=("by",), listed=lambda s: s.mode.teams or s.mode.king_of_the_hill,
            formats=(A.ChooseTarget,), unbuild=lambda a: {"target": a.target, "by": a.by}),
    Command("defend", (Opt(Text("ability", "ABILITY", what=N_("a defensive ability"), suggest=_defensive)),), _defend,
            N_("the defender rolls their defensive ability's dice once"), modifiers=("by",),
            formats=(A.DefensiveRoll,), unbuild=lambda a: {"ability": a.ability}),
    Command("no", ("effect",), lambda s, v: A.DefenceNoEffect(),
            N_("the defensive roll's result gives nothing to enter (the phase then may end)"),
            reasons=_no_by("no effect"), formats=(A.DefenceNoEffect,), unbuild=lambda a: {}),
    Command("damage", (number("amount"), Opt(DAMAGE_TYPE), "to", player("target")),
            lambda s, v: A.AddDamage(v["target"], v["amount"], v["kind"] or "regular", v["source"] or AN_EFFECT,
                                     v["by"]),
            N_("damage from a defence, card or status (waits for the end of a roll phase)"), modifiers=("by", "from"),
            formats=(A.AddDamage,),
            unbuild=lambda a: _with_source({"amount": a.amount, "kind": a.kind, "target": a.target, "by": a.by},
                                           a.source, AN_EFFECT)),
    _step_command("boost", (number("amount"),), N_("attack modifier: +N to the attack (pending damage #K)")),
    _step_command("add", (number("amount"),),
                  N_("add or subtract damage (intermediate step); 'chosen': the card names a chosen player "
                  "(only such cards may protect a team-mate)"), group="add"),
    _step_command("prevent", (number("amount"),), group="add"),
    _step_command("subtract", (number("amount"),), N_("the same as prevent"), listed=lambda s: False),
    _step_command("halve", (), N_("final-damage steps from the intermediate: halve prevents half rounded up, "
                               "reflect sends it back"), group="final"),
    _step_command("divide", (number("amount"),), group="final"),
    _step_command("multiply", (number("amount"),), group="final"),
    _step_command("reflect", (Opt(number("amount")),), group="final"),
    _step_command("avoid", (), group="final"),
    Command("heal", (number("amount"), Opt(player("seat"))),
            lambda s, v: A.Heal(_or(v["seat"], s.active), v["amount"], v["source"] or HEALING),
            N_("heal (at most 10 above starting health)"), modifiers=("from",), reasons=_no_by("heal"),
            formats=(A.Heal,),
            unbuild=lambda a: _with_source({"amount": a.amount, "seat": a.seat}, a.source, HEALING)),
    Command("cp", (number("delta", "+N|-N", show_plus=True), Opt(player("seat"))),
            lambda s, v: A.ChangeCP(_or(v["seat"], s.active), v["delta"], v["source"] or "cp"),
            N_("gain (capped at 15) or spend combat points"), modifiers=("from",), reasons=_no_by("cp"),
            formats=(A.ChangeCP,),
            unbuild=lambda a: _with_source({"delta": a.delta, "seat": a.seat}, a.source, "cp")),
    Command("steal", (number("amount"), Word("resource", ("cp", "health")), "from", player("victim")),
            lambda s, v: A.Steal(_or(v["by"], s.active), v["victim"], v["resource"], v["amount"]),
            N_("take from an opponent, all they have at most"), modifiers=("by",), formats=(A.Steal,),
            unbuild=lambda a: {"amount": a.amount, "resource": a.resource, "victim": a.victim, "by": a.thief}),
    Command("draw", (Opt(number("count")), Opt(player("seat"))),
            lambda s, v: A.DrawCards(_or(v["seat"], s.active), _or(v["count"], 1)),
            N_("draw cards because an effect says so"), reasons=_no_by("draw"), formats=(A.DrawCards,),
            unbuild=lambda a: {"count": a.count, "seat": a.seat}),
    Command("play", (Word("timing", ("main", "roll", "instant")), number("cost", "COST"),
                     Text("name", low=0, what=N_("the card's name"))),
            lambda s, v: A.PlayCard(_or(v["by"], s.active), v["timing"], v["cost"], v["name"], v["interrupting"]),
            N_("play an action card of that timing at its CP cost; 'interrupting' cuts into what is resolving"),
            modifiers=("by",), flags=("interrupting",), formats=(A.PlayCard,),
            unbuild=lambda a: {"timing": a.timing, "cost": a.cost, "name": a.name, "by": a.seat,
                               "interrupting": a.interrupting}),
    Command("done", (), lambda s, v: A.Resolved(),
            N_("the card, ability or status being resolved has finished: what it interrupted carries on"),
            reasons=_no_by("done"), formats=(A.Resolved,), unbuild=lambda a: {}),
    Command("upgrade", (Text("ability", "ABILITY", what=N_("an ability"), suggest=_abilities), LEVEL,
                        number("cost", "COST")),
            lambda s, v: A.PlayUpgrade(_or(v["by"], s.active), v["ability"].replace(" ", "-"), v["level"], v["cost"]),
            N_("play a hero upgrade (II to III pays the difference)"), modifiers=("by",), formats=(A.PlayUpgrade,),
            unbuild=lambda a: {"ability": a.ability, "level": a.level, "cost": a.cost, "by": a.seat}),
    Command("sell", (Opt(player("seat")),), _sell_or_discard("sell"),
            N_("sell a card for 1 CP / discard one because an effect says so"), modifiers=("by",), group="sell",
            formats=(A.SellCard,), unbuild=lambda a: {"seat": a.seat}),
    Command("discard", (Opt(player("seat")),), _sell_or_discard("discard"), modifiers=("by",), group="sell",
            formats=(A.DiscardCard,), unbuild=lambda a: {"seat": a.seat}),
    Command("status", (Word("verb", ("gain", "inflict", "spend", "remove")), STATUS,
                       Opt(number("count", signs="forbidden")), Opt(player("seat"))), _change_status,
            N_("status tokens (limits are enforced); a spend may interrupt"), modifiers=("by",), flags=("interrupting",),
            formats=(A.ChangeStatus,),
            unbuild=lambda a: {"verb": a.verb, "status": a.status, "count": a.count, "seat": a.seat, "by": a.by,
                               "interrupting": a.interrupting}),
    Command("status", ("transfer", STATUS, player("source", "pX"), player("target", "pY")),
            lambda s, v: A.TransferStatus(_or(v["by"], s.active), v["status"], v["source"], v["target"]),
            N_("move one token from pX to pY"), modifiers=("by",), formats=(A.TransferStatus,),
            unbuild=lambda a: {"status": a.status, "source": a.source, "target": a.target, "by": a.by}),
    Command("status", ("limit", STATUS, number("limit"), Opt(player("seat"))),
            lambda s, v: A.RaiseLimit(_or(v["seat"], s.active), v["status"], v["limit"]),
            N_("raise a status's limit on one hero for the rest of the game"), reasons=_no_by("status limit"),
            formats=(A.RaiseLimit,), unbuild=lambda a: {"status": a.status, "limit": a.limit, "seat": a.seat}),
    Command("status", ("roll", STATUS, Opt(player("seat"))), _status_roll,
            N_("spend a rolling status (Evasive avoids on 1-2, Reload boosts by half)"), modifiers=("on", "by"),
            flags=("interrupting",), formats=(A.StatusRoll,),
            unbuild=lambda a: {"status": a.status, "seat": a.seat, "on": a.item, "interrupting": a.interrupting}),
    Command("upkeep", ("damage", number("amount"), Opt(DAMAGE_TYPE), Opt(player("seat"))),
            lambda s, v: A.UpkeepEffect(_or(v["seat"], s.active), "damage", v["amount"],
                                        v["source"] or UPKEEP_EFFECT, v["kind"] or "regular"),
            N_("an upkeep trigger, in the order you pick; damage can take steps (prevent, halve ...); summed at the end"),
            modifiers=("from",), reasons=_no_by("upkeep"), group="upkeep", formats=(A.UpkeepEffect,),
            unbuild=lambda a: None if a.kind != "damage" else _with_source(
                {"amount": a.amount, "kind": a.damage_type, "seat": a.seat}, a.source, UPKEEP_EFFECT)),
    Command("upkeep", ("heal", number("amount"), Opt(player("seat"))),
            lambda s, v: A.UpkeepEffect(_or(v["seat"], s.active), "heal", v["amount"], v["source"] or UPKEEP_EFFECT),
            modifiers=("from",), reasons=_no_by("upkeep"), group="upkeep", formats=(A.UpkeepEffect,),
            unbuild=lambda a: None if a.kind != "heal" or a.damage_type != "regular" else _with_source(
                {"amount": a.amount, "seat": a.seat}, a.source, UPKEEP_EFFECT)),
    Command("pay", (STATUS, Opt(player("seat"))), lambda s, v: A.PayToRemove(_or(v["seat"], s.active), v["status"]),
            N_("pay 2 CP to remove Knockdown before the offensive roll"), reasons=_no_by("pay"),
            formats=(A.PayToRemove,), unbuild=lambda a: {"status": a.status, "seat": a.seat}),
)

GRAMMAR = Grammar("Dice Throne", COMMANDS, modifiers=(BY, ON, FROM), flags=(INTERRUPTING, CHOSEN), quoting=True,
                  first=lambda state: FIRST_IN_PHASE.get(state.phase, ()))


def parse(state: DTState, text: str) -> Action | DiceRequest:
    """Parse one typed command; CommandError says what was not understood."""
    parsed: Action | DiceRequest = GRAMMAR.parse(state, text)
    return parsed


def format_command(action: Action) -> str | None:
    """The typed command that makes `action` (a rolled action: the command that asks for the roll)."""
    return GRAMMAR.format(action)
