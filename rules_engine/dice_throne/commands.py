"""The typed command vocabulary: what a player at the table types, parsed into actions or dice requests."""

from __future__ import annotations

from rules_engine.dice_throne import actions as A
from rules_engine.dice_throne.damage import DAMAGE_TYPES
from rules_engine.dice_throne.dice import HERO_DICE, hero_die, plain_die
from rules_engine.dice_throne.modes import Mode, opponents
from rules_engine.dice_throne.phases import DEFENSIVE, TARGETING
from rules_engine.dice_throne.state import DTState
from rules_engine.errors import CommandError
from rules_engine.game import CommandHelp, DiceRequest

HELP = (
    CommandHelp("roll-off", "every player rolls one die for first player (highest starts; ties roll again)"),
    CommandHelp("next", "end this phase and go to the next (income, roll-phase damage and upkeep sums are automatic)"),
    CommandHelp("roll", "offensive roll: first attempt, all five dice"),
    CommandHelp("reroll 1 3 5", "reroll the dice at those positions (up to 3 attempts in all); 'reroll all'"),
    CommandHelp("ability NAME | declare none", "declare the offensive ability to activate (its condition must be met)"),
    CommandHelp("activate [N]", "activate the declared ability; N = damage printed on an upgraded board"),
    CommandHelp("set-die [offence|defence|targeting] POS VALUE [by pX] [from CARD]", "a card changes one die"),
    CommandHelp("target-roll", "team play: roll the targeting die"),
    CommandHelp("target pX [by pY]", "choose the target (King of the Hill, or a 5/6 on the 2v2 die)"),
    CommandHelp("defend [ABILITY]", "the defender rolls their defensive ability's dice once"),
    CommandHelp("damage N [regular|undefendable|pure|collateral|ultimate] to pX [from SRC] [by pY]",
                "damage from a defence, card or status (waits for the end of a roll phase)"),
    CommandHelp("boost N [on K] [from SRC]", "attack modifier: +N to the attack (pending damage #K)"),
    CommandHelp("add N | prevent N [on K] [from SRC] [by pX] [chosen]",
                "add or subtract damage (intermediate step); 'chosen': the card names a chosen player "
                "(only such cards may protect a team-mate)"),
    CommandHelp("halve | divide K | multiply K | reflect [K] | avoid [on K] [from SRC]",
                "final-damage steps from the intermediate: halve prevents half rounded up, reflect sends it back"),
    CommandHelp("heal N [pX] [from SRC]", "heal (at most 10 above starting health)"),
    CommandHelp("cp +N | cp -N [pX]", "gain (capped at 15) or spend combat points"),
    CommandHelp("steal N cp|health from pX [by pY]", "take from an opponent, all they have at most"),
    CommandHelp("draw [N] [pX]", "draw cards because an effect says so"),
    CommandHelp("play main|roll|instant COST [NAME] [by pX] [interrupting]",
                "play an action card of that timing at its CP cost; 'interrupting' cuts into what is resolving"),
    CommandHelp("done", "the card, ability or status being resolved has finished: what it interrupted carries on"),
    CommandHelp("upgrade ABILITY II|III COST [by pX]", "play a hero upgrade (II to III pays the difference)"),
    CommandHelp("sell [pX] | discard [pX]", "sell a card for 1 CP / discard one because an effect says so"),
    CommandHelp("status gain|inflict|spend|remove NAME [N] pX [by pY] [interrupting]",
                "status tokens (limits are enforced); a spend may interrupt"),
    CommandHelp("status transfer NAME pX pY [by pZ]", "move one token from pX to pY"),
    CommandHelp("status limit NAME N pX", "raise a status's limit on one hero for the rest of the game"),
    CommandHelp("status roll NAME [on K] [pX] [interrupting]",
                "spend a rolling status (Evasive avoids on 1-2, Reload boosts by half)"),
    CommandHelp("upkeep damage N [TYPE] [pX] | upkeep heal N [pX] [from SRC]",
                "an upkeep trigger, in the order you pick; damage can take steps (prevent, halve ...); summed at the end"),
    CommandHelp("pay NAME [pX]", "pay 2 CP to remove Knockdown before the offensive roll"),
)


#: The command words that matter most in each phase, shown first in the help line.
FIRST_IN_PHASE = {
    "roll-off": ("roll-off",),
    "upkeep": ("upkeep", "prevent", "pay", "next"),
    "income": ("next", "sell", "play"),
    "main-1": ("sell", "play", "upgrade", "pay", "next"),
    "offensive-roll": ("roll", "reroll", "ability", "activate", "set-die", "play", "done", "next"),
    "targeting-roll": ("target-roll", "target", "set-die", "next"),
    "defensive-roll": ("defend", "play", "done", "prevent", "halve", "boost", "status", "damage", "next"),
    "main-2": ("sell", "play", "upgrade", "next"),
    "discard": ("sell", "next"),
}


def help_for(phase: str, mode: Mode | None = None) -> tuple[CommandHelp, ...]:
    """Every command this mode allows, those that matter in this phase first."""
    first = FIRST_IN_PHASE.get(phase, ())
    commands = HELP if mode is None else tuple(_for_mode(c, mode) for c in HELP if _in_mode(c, mode))

    def rank(command: CommandHelp) -> int:
        word = command.syntax.split()[0]
        return first.index(word) if word in first else len(first)

    return tuple(sorted(commands, key=rank))


def _in_mode(command: CommandHelp, mode: Mode) -> bool:
    """The targeting roll belongs to team play; choosing a target to team play and King of the Hill."""
    word = command.syntax.split()[0]
    if word == "target-roll":
        return mode.teams
    if word == "target":
        return mode.teams or mode.king_of_the_hill
    return True


def _for_mode(command: CommandHelp, mode: Mode) -> CommandHelp:
    """The target command described as this mode plays it."""
    if command.syntax.split()[0] != "target":
        return command
    if mode.king_of_the_hill:
        return CommandHelp("target pX", "the attacker chooses any opponent as the target")
    return CommandHelp(command.syntax, "choose the target when the targeting die shows 5 (the defenders choose) "
                                       "or 6 (the attacker chooses)")


def seat_of(state: DTState, word: str) -> int:
    """A seat from 'p2', a player's name or a hero id; CommandError otherwise."""
    w = word.strip().casefold()
    if w.startswith("p") and w[1:].isdigit():
        n = int(w[1:])
        if 1 <= n <= len(state.seats):
            return n - 1
        raise CommandError(f"there is no player {word}; players are p1 to p{len(state.seats)}")
    for i, s in enumerate(state.seats):
        if s.name.casefold() == w or s.hero == w:
            return i
    raise CommandError(f"{word!r} is not a player: use p1..p{len(state.seats)} or a name")


#: No number at a Dice Throne table comes near this; a bigger one is a typo, not a move.
LARGEST_NUMBER = 999


def _int(word: str, what: str) -> int:
    try:
        value = int(word)
    except ValueError:
        raise CommandError(f"{what} must be a whole number, not {word!r}") from None
    if abs(value) > LARGEST_NUMBER:
        raise CommandError(f"{what} of {value} is beyond any Dice Throne number (at most {LARGEST_NUMBER})")
    return value


class _Words:
    """Tokens with the optional 'by pX', 'from SOURCE...' and 'on K' parts taken out, wherever they stand."""

    def __init__(self, state: DTState, text: str) -> None:
        words = text.split()
        flags = {w.casefold() for w in words} & {"interrupting", "chosen"}
        self.interrupting = "interrupting" in flags
        self.chosen = "chosen" in flags
        words = [w for w in words if w.casefold() not in flags] or [""]
        folded = [w.casefold() for w in words]
        # 'steal N cp from pX' uses 'from' for the victim, not for a source.
        start = folded.index("from") if "from" in folded and folded[0] != "steal" else len(words)
        self.by: int | None = None
        self.on: int | None = None
        head: list[str] = []
        source: list[str] = []
        i = 0
        while i < len(words):
            w, in_source = folded[i], i > start
            taken = False
            if w in ("by", "on") and i + 1 < len(words):
                # Inside a card name ("Saved by the Bell") a 'by' or 'on' not followed by a player
                # or a number is part of the name; before 'from' it must be well formed.
                try:
                    if w == "by":
                        seat = seat_of(state, words[i + 1])
                        if self.by is not None and self.by != seat:
                            raise CommandError("say 'by pX' once: who acts?")
                        self.by = seat
                    else:
                        self.on = _int(words[i + 1].lstrip("#"), "the pending damage number")
                    taken = True
                except CommandError:
                    if not in_source:
                        raise
            if taken:
                i += 2
                continue
            if i != start:
                (source if in_source else head).append(words[i])
            i += 1
        self.source = " ".join(source)
        self.words = head or [""]


def _acting(state: DTState, w: _Words, seat: int, does: str) -> int:
    """The one seat allowed to do this; a 'by' naming anyone else is refused, never ignored."""
    if w.by is not None and w.by != seat:
        raise CommandError(f"only {state.seats[seat].name} (p{seat + 1}) {does}; "
                           f"'by p{w.by + 1}' ({state.seats[w.by].name}) cannot do it")
    return seat


def _no_by(w: _Words, verb: str, hint: str) -> None:
    """Commands with no acting player refuse a 'by' rather than drop it."""
    if w.by is not None:
        raise CommandError(f"'by' does not apply to {verb}: {hint}")


def _default_item(state: DTState, on: int | None) -> int:
    if on is not None:
        return on
    for i, item in enumerate(state.pending, start=1):
        if item.attack:
            return i
    if len(state.pending) == 1:
        return 1
    if not state.pending:
        raise CommandError("there is no pending damage to change")
    raise CommandError(f"say which pending damage: 'on K' (1 to {len(state.pending)})")


def _item_target(state: DTState, number: int) -> int:
    if 1 <= number <= len(state.pending):
        item = state.pending[number - 1]
        target = item.target if item.target is not None else state.roll.target
        if target is not None:
            return target
    return state.active


def _level(word: str) -> int:
    table = {"2": 2, "ii": 2, "3": 3, "iii": 3}
    if word.casefold() not in table:
        raise CommandError(f"an upgrade is level II or III, not {word!r}")
    return table[word.casefold()]


def parse(state: DTState, text: str) -> A.Action | DiceRequest:
    """Parse one typed command; CommandError says what was not understood."""
    if not text.strip():
        raise CommandError("type a command; 'help' lists them")
    w = _Words(state, text)
    words = w.words
    verb = words[0].casefold()
    args = words[1:]
    active = state.active
    if w.interrupting and verb not in ("play", "status"):
        raise CommandError("'interrupting' goes with 'play instant|roll ...', 'status spend ...' or 'status roll ...'")
    if w.chosen and verb not in ("prevent", "subtract", "halve", "divide", "reflect", "avoid"):
        raise CommandError("'chosen' goes with a step that lowers damage: prevent, halve, divide, reflect, avoid")
    steps = ("boost", "add", "prevent", "subtract", "halve", "divide", "multiply", "reflect", "avoid")
    if w.on is not None and verb not in steps and not (verb == "status" and args[:1] and args[0].casefold() == "roll"):
        raise CommandError("'on K' picks the pending damage a step changes: it goes with "
                           f"{', '.join(steps)} or 'status roll', not {verb}")
    if verb == "done":
        _no_by(w, "done", "it closes whatever is resolving, whoever types it")
        return A.Resolved()
    if verb == "roll-off":
        _no_by(w, "roll-off", "every player rolls one die")
        return DiceRequest(plain_die(), len(state.seats), "first player roll-off", lambda r: A.RollOff(r))
    if verb in ("next", "n"):
        _no_by(w, "next", "it ends the phase for the table")
        return A.NextPhase()
    if verb in ("roll", "reroll", "ability", "declare", "activate", "target-roll"):
        _acting(state, w, active, "is the active player: only they roll, declare and activate")
    if verb == "roll" and not args:
        return DiceRequest(hero_die(state.hero_of(active)), HERO_DICE, "offensive roll",
                           lambda r: A.OffensiveRoll(tuple(range(1, HERO_DICE + 1)), r))
    if verb == "reroll":
        if not args:
            raise CommandError("say which dice to reroll: reroll 1 3 5 (or reroll all)")
        positions = tuple(range(1, HERO_DICE + 1)) if args[0].casefold() == "all" else \
            tuple(_int(a, "a die position") for a in args)
        return DiceRequest(hero_die(state.hero_of(active)), len(positions), f"reroll {' '.join(map(str, positions))}",
                           lambda r, p=positions: A.OffensiveRoll(p, r))
    if verb in ("ability", "declare"):
        if not args:
            raise CommandError("name the ability: ability revolver (or: declare none)")
        if len(args) == 1 and args[0].casefold() == "none":
            return A.Declare("")
        hero = state.hero_of(active)
        name = " ".join(args)
        ability = hero.ability(name) or hero.ability("-".join(args))
        return A.Declare(ability.id if ability else name)
    if verb == "activate":
        return A.Activate(_int(args[0], "damage") if args else None)
    if verb == "set-die":
        which = "defence" if state.phase == DEFENSIVE and state.roll.defence_dice else \
            "targeting" if state.phase == TARGETING else "offence"
        if args and args[0].casefold() in ("offence", "defence", "targeting"):
            which, args = args[0].casefold(), args[1:]
        if which == "targeting" and len(args) == 1:
            args = ["1"] + args
        if len(args) != 2:
            raise CommandError("set-die POSITION VALUE, e.g. set-die 3 6")
        return A.ChangeDie(w.by if w.by is not None else active, which, _int(args[0], "a die position"),
                           _int(args[1], "a die value"), w.source or "a card")
    if verb == "target-roll":
        return DiceRequest(hero_die(state.hero_of(active)), 1, "targeting roll", lambda r: A.TargetRoll(r))
    if verb == "target":
        if len(args) != 1:
            raise CommandError("target pX")
        return A.ChooseTarget(w.by if w.by is not None else active, seat_of(state, args[0]))
    if verb == "defend":
        defender = state.roll.target
        if defender is None:
            raise CommandError("there is no attack to defend against")
        _acting(state, w, defender, "is the defender: only they roll the defence")
        hero = state.hero_of(defender)
        ability = hero.ability(" ".join(args)) or hero.ability("-".join(args)) if args else \
            (hero.defensive()[0] if len(hero.defensive()) == 1 else None)
        if ability is None or ability.kind != "defensive":
            raise CommandError(f"choose a defensive ability: {', '.join(a.id for a in hero.defensive())}")
        return DiceRequest(hero_die(hero), ability.defence_dice, f"{ability.name} defence",
                           lambda r, a=ability.id: A.DefensiveRoll(a, r))
    if verb == "damage":
        if len(args) < 3 or "to" not in [a.casefold() for a in args]:
            raise CommandError("damage N [type] to pX [from SOURCE]")
        i = [a.casefold() for a in args].index("to")
        kind = args[1].casefold() if i == 2 else "regular"
        if kind not in DAMAGE_TYPES:
            raise CommandError(f"damage types: {', '.join(DAMAGE_TYPES)}")
        if i + 1 >= len(args):
            raise CommandError("damage N [type] to pX")
        return A.AddDamage(seat_of(state, args[i + 1]), _int(args[0], "damage"), kind, w.source or "an effect", w.by)
    if verb in ("boost", "add", "prevent", "subtract", "halve", "divide", "multiply", "reflect", "avoid"):
        item = _default_item(state, w.on)
        op = {"boost": "add", "prevent": "subtract", "halve": "divide"}.get(verb, verb)
        if verb == "halve":
            value = 2
        elif verb == "avoid":
            value = 0
        elif verb == "reflect" and not args:
            value = 2
        else:
            if not args:
                raise CommandError(f"{verb} N")
            value = _int(args[0], "the amount")
        reducing = op in ("subtract", "divide", "avoid", "reflect")
        by = w.by if w.by is not None else (_item_target(state, item) if reducing else active)
        return A.ModifyDamage(by, item, op, value, w.source or verb, verb == "boost", w.chosen)
    if verb == "heal":
        if not args:
            raise CommandError("heal N [pX]")
        _no_by(w, "heal", "name the healed hero with pX, e.g. heal 2 p1")
        seat = seat_of(state, args[1]) if len(args) > 1 else active
        return A.Heal(seat, _int(args[0], "healing"), w.source or "healing")
    if verb == "cp":
        if not args:
            raise CommandError("cp +N or cp -N [pX]")
        _no_by(w, "cp", "name the hero with pX, e.g. cp +1 p2")
        seat = seat_of(state, args[1]) if len(args) > 1 else active
        return A.ChangeCP(seat, _int(args[0], "the CP change"), w.source or "cp")
    if verb == "steal":
        words2 = [a.casefold() for a in args]
        if len(args) < 4 or words2[1] not in ("cp", "health") or words2[2] != "from":
            raise CommandError("steal N cp|health from pX [by pY]")
        thief = w.by if w.by is not None else active
        return A.Steal(thief, seat_of(state, args[3]), words2[1], _int(args[0], "the amount"))
    if verb == "draw":
        _no_by(w, "draw", "name the hero with pX, e.g. draw 1 p2")
        count = _int(args[0], "cards") if args else 1
        seat = seat_of(state, args[1]) if len(args) > 1 else active
        return A.DrawCards(seat, count)
    if verb == "play":
        if len(args) < 2 or args[0].casefold() not in ("main", "roll", "instant"):
            raise CommandError("play main|roll|instant COST [NAME] [by pX]")
        return A.PlayCard(w.by if w.by is not None else active, args[0].casefold(), _int(args[1], "the cost"),
                          " ".join(args[2:]), w.interrupting)
    if verb == "upgrade":
        if len(args) < 3:
            raise CommandError("upgrade ABILITY II|III COST")
        return A.PlayUpgrade(w.by if w.by is not None else active, "-".join(args[:-2]), _level(args[-2]),
                             _int(args[-1], "the cost"))
    if verb in ("sell", "discard"):
        seat = seat_of(state, args[0]) if args else (w.by if w.by is not None else active)
        if w.by is not None and w.by != seat:
            raise CommandError(f"{verb} names two players (p{seat + 1} and by p{w.by + 1}): say one")
        return A.SellCard(seat) if verb == "sell" else A.DiscardCard(seat)
    if verb == "status":
        return _parse_status(state, args, w)
    if verb == "upkeep":
        if len(args) < 2 or args[0].casefold() not in ("damage", "heal"):
            raise CommandError("upkeep damage N [TYPE] [pX] | upkeep heal N [pX] [from SOURCE]")
        _no_by(w, "upkeep", "name the hero it lands on with pX, e.g. upkeep damage 1 p2")
        rest = args[2:]
        kind = "regular"
        if args[0].casefold() == "damage" and rest and rest[0].casefold() in DAMAGE_TYPES:
            kind, rest = rest[0].casefold(), rest[1:]
        seat = seat_of(state, rest[0]) if rest else active
        return A.UpkeepEffect(seat, args[0].casefold(), _int(args[1], "the amount"), w.source or "upkeep effect",
                              kind)
    if verb == "pay":
        if not args:
            raise CommandError("pay STATUS [pX]")
        _no_by(w, "pay", "name the paying hero with pX, e.g. pay knockdown p2")
        seat = seat_of(state, args[1]) if len(args) > 1 else active
        return A.PayToRemove(seat, args[0])
    raise CommandError(f"{verb!r} is not a Dice Throne command; 'help' lists them")


def _inflicter(state: DTState, seat: int) -> int | None:
    """Who inflicts when 'by' is not said: the active hero on someone else; on the active hero, their only opponent."""
    if seat != state.active:
        return state.active
    foes = opponents(state.mode, seat, len(state.seats), [s.defeated for s in state.seats])
    return foes[0] if len(foes) == 1 else None


def _parse_status(state: DTState, args: list[str], w: _Words) -> A.Action | DiceRequest:
    if len(args) < 2:
        raise CommandError("status gain|inflict|spend|remove|transfer|limit|roll NAME ...")
    sub, name, rest = args[0].casefold(), args[1], args[2:]
    if w.interrupting and sub not in ("spend", "roll"):
        raise CommandError("only 'status spend' or 'status roll' may interrupt")
    if sub in ("gain", "inflict", "spend", "remove"):
        count = 1
        if rest and rest[0].isdigit():
            count, rest = _int(rest[0], "the count"), rest[1:]
        seat = seat_of(state, rest[0]) if rest else (w.by if w.by is not None else state.active)
        by = w.by if w.by is not None else (_inflicter(state, seat) if sub == "inflict" else seat)
        return A.ChangeStatus(sub, name, seat, count, by, w.interrupting)
    if sub == "transfer":
        if len(rest) != 2:
            raise CommandError("status transfer NAME pFROM pTO")
        return A.TransferStatus(w.by if w.by is not None else state.active, name, seat_of(state, rest[0]),
                                seat_of(state, rest[1]))
    if sub == "limit":
        if len(rest) < 1:
            raise CommandError("status limit NAME N [pX]")
        _no_by(w, "status limit", "name the hero with pX, e.g. status limit evasive 4 p2")
        seat = seat_of(state, rest[1]) if len(rest) > 1 else state.active
        return A.RaiseLimit(seat, name, _int(rest[0], "the limit"))
    if sub == "roll":
        seat = seat_of(state, rest[0]) if rest else (w.by if w.by is not None else
                                                     (state.roll.target if state.phase == DEFENSIVE and
                                                      state.roll.target is not None else state.active))
        if w.by is not None and w.by != seat:
            raise CommandError(f"status roll names two players (p{seat + 1} and by p{w.by + 1}): "
                               "the holder spends and rolls; say one")
        item = _default_item(state, w.on)
        return DiceRequest(hero_die(state.hero_of(seat)), 1, f"{name} roll",
                           lambda r, s=seat, i=item, x=w.interrupting: A.StatusRoll(s, name, i, r, x))
    raise CommandError("status gain|inflict|spend|remove|transfer|limit|roll NAME ...")
