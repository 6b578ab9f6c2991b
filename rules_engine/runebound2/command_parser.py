"""The typed vocabulary of a Runebound 2nd edition table, and what fits the moment."""

from __future__ import annotations

import shlex

from rules_engine.actions import Action
from rules_engine.dice import DieSpec, numbered_die
from rules_engine.errors import CommandError
from rules_engine.game import CommandHelp, DiceRequest
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.acquisitions import USAGES, Acquisition
from rules_engine.runebound2.adventure_step import others_here
from rules_engine.runebound2.adventures import COLOURS, AdventureCard
from rules_engine.runebound2.experience import BONUSES
from rules_engine.runebound2.heroes import PHASES
from rules_engine.runebound2.limits import ARMOUR, canonical_class
from rules_engine.runebound2.movement import REST_BELOW, dice_allowed
from rules_engine.runebound2.road_hazards import hazard_due
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import CITY, TERRAIN_WORDS, PathStep, terrain_die

D10 = numbered_die(10)

HELP = (
    CommandHelp("hero [PLAYER] life:N stamina:N mind:N body:N spirit:N damage:R/M/G",
                "type the hero card's values the catalogue does not know"),
    CommandHelp("terrain-die FACE FACE FACE FACE FACE FACE",
                "describe your terrain dice once (e.g. plains+road+hills ...), so the app can roll them"),
    CommandHelp("next", "finish this step (skipping steps that cannot happen) or end the turn"),
    CommandHelp("roll-move", "roll the terrain dice: five, or four if anyone in the party is wounded or exhausted"),
    CommandHelp("rest N [WHO ...]", "roll 4-N terrain dice and shed N exhaustion (from the hero or named allies)"),
    CommandHelp("stay [WHO ...]", "roll no dice, stay put and shed up to four exhaustion"),
    CommandHelp("move T T ... LABEL:T [adventure:COLOUR]",
                "enter hexes by terrain (plains road river swamp forest hills mountains, city:NAME); name the last hex"),
    CommandHelp("step LABEL:TERRAIN | city:NAME [adventure:COLOUR]", "move one adjacent hex instead of rolling"),
    CommandHelp("hazard / hazard-colour", "road hazards: the encounter roll of two terrain dice / 2d10 for its colour"),
    CommandHelp("adventure take | adventure track", "draw from the counter's deck, or fight the card of the marker here"),
    CommandHelp('challenge "NAME" [COLOUR] mind:N body:N spirit:N damage:R/M/G life:N [gold:N] [keep] [before] [margath] [rune]',
                "enter the challenge drawn (reward:\"text\" optional)"),
    CommandHelp('event "NAME" level:N [COLOUR]', "enter the event drawn (equal or higher level replaces the active one)"),
    CommandHelp('encounter "NAME" [COLOUR]  /  done', "enter the encounter drawn / it is finished (then draw again)"),
    CommandHelp('encounter-fight "NAME" mind:N body:N spirit:N damage:R/M/G life:N [before]',
                "the encounter being played calls for a fight: fight its opponent as a real combat"),
    CommandHelp("lots", "endgame: draw lots (one d10 per hero tied on level and gold, highest first)"),
    CommandHelp("refresh-counters COLOUR ...", "counters put back on the board from the reserve after an event"),
    CommandHelp("counter N", "the adventure counter taken after a victory, with its experience"),
    CommandHelp('before card | hero | ALLY | item "NAME" [attack:PHASE] [exhaust:N] [wounds:N] [bonus:N]',
                "a before-combat ability (the card's first); duels: before defender ... (then 'before defender pass'), "
        "then before aggressor ..."),
    CommandHelp("fight", "before-combat is over: round one begins"),
    CommandHelp("flee [bonus:N] [to:HEX]  /  stay", "try to flee (2d10 + Mind vs Mind) / fight on this round"),
    CommandHelp("attack [PHASE] [WHO] [bonus:N] [damage:+N]", "attack in this phase with the hero or an ally"),
    CommandHelp("defend [PHASE] [bonus:N]", "the hero defends in this phase (no roll against zero damage)"),
    CommandHelp("negotiate PLAYER  /  give PLAYER gold:N | item:NAME | ally:NAME [from:PLAYER]",
                "trade with a hero on your hex"),
    CommandHelp("duel PLAYER", "attack a hero on your hex"),
    CommandHelp("take item NAME | ally NAME | card NAME | gold", "the duel winner's spoils"),
    CommandHelp('recover CITY [lose:"CARD"]', "finish a knock-out: the nearest city, the card lost among equals"),
    CommandHelp('market draw "NAME" item|ally cost:N [class:C type:T use:activate|discard|constant] [ward] '
                "[life:N stamina:N stats:M/B/S damage:R/M/G]",
                "the card drawn onto this city's market ('ward' and armour are activated cards unless use: says otherwise)"),
    CommandHelp('market add CITY "NAME" item|ally cost:N ...', "note a card already on a city's market"),
    CommandHelp("upkeep [dismiss NAME ...]", "unlimited-allies variant: pay 1 gold per ally kept"),
    CommandHelp('buy "NAME" [item|ally cost:N ...]  /  hire "NAME"', "buy an item or hire an ally here"),
    CommandHelp('sell "NAME"', "sell an item for half its price, rounded down"),
    CommandHelp("heal [WHO] wound|exhaustion", "1 gold: one wound, or all exhaustion, off one character"),
    CommandHelp("keep item class:C type:T [use:U] [ward] | keep ally life:N stamina:N stats:M/B/S damage:R/M/G | keep card",
                "what a kept adventure card (or an encounter's gift) becomes; 'keep decline' turns it down"),
    CommandHelp("take-wounds", "no card wards the wounds being dealt: they land now"),
    CommandHelp('activate "NAME" [ward:N] [by:PLAYER]  /  use "NAME"  /  discard "NAME"',
                "activate an hourglass card (ward wounds just dealt; by: the defender in a duel) / use a star item "
                "or spend a kept card / discard a card"),
    CommandHelp("effect gold +N | wound WHO N | exhaust WHO N | heal WHO N | rest WHO N",
                "apply a card effect (WHO may be 'card' for the challenge)"),
    CommandHelp("ability WHO exhaust:N [note]", "use an ability that costs exhaustion"),
    CommandHelp("skill-check mind|body|spirit TARGET [skill:N] [bonus:N] [by:WHO] [ally-ok]", "a skill check"),
    CommandHelp("xp buy mind|body|spirit|stamina|life", "buy an experience counter"),
    CommandHelp('victory ["reason"]', "the table declares the scenario's goal reached"),
)


def command_help(state: Rb2State) -> tuple[CommandHelp, ...]:
    """The vocabulary, the commands that fit now listed first."""
    now = {a.split()[0] for a in allowed_now(state)}
    first = tuple(h for h in HELP if h.syntax.split()[0] in now)
    return first + tuple(h for h in HELP if h not in first)


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


def allowed_now(state: Rb2State) -> tuple[str, ...]:
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


# -- parsing -----------------------------------------------------------------------------------


def _split(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError as error:
        raise CommandError(f"cannot read {text.strip()!r}: {error}") from None


#: Keys a `key:value` word may carry; anything else (like `H12:forest` or `city:Tamalir`) stays a word.
KEYS = frozenset((
    "mind", "body", "spirit", "damage", "life", "gold", "reward", "level", "adventure", "cost", "class", "type",
    "use", "stats", "stamina", "attack", "exhaust", "wounds", "bonus", "ward", "skill", "by", "from", "item",
    "ally", "lose", "defender-bonus", "ranged", "melee", "magic", "to",
))


_CARD_KEYS = ("mind", "body", "spirit", "damage", "life", "gold", "reward")
_ACQUISITION_KEYS = ("cost", "class", "type", "use", "stats", "damage", "life", "stamina")

#: The `key:` words each command understands; a key outside its set is refused, never silently dropped.
VERB_KEYS: dict[str, tuple[str, ...]] = {
    "hero": ("life", "stamina", "mind", "body", "spirit", "damage", "ranged", "melee", "magic"),
    "move": ("adventure",), "step": ("adventure",),
    "challenge": _CARD_KEYS, "encounter-fight": _CARD_KEYS, "event": ("level",),
    "before": ("attack", "exhaust", "wounds", "bonus"), "flee": ("bonus", "to"),
    "attack": ("bonus", "damage", "defender-bonus"), "defend": ("bonus", "defender-bonus"),
    "give": ("gold", "item", "ally", "from"), "recover": ("lose",),
    "market": _ACQUISITION_KEYS, "buy": _ACQUISITION_KEYS, "hire": _ACQUISITION_KEYS,
    "keep": ("class", "type", "use", "life", "stamina", "stats", "damage"),
    "activate": ("ward", "by"), "ability": ("exhaust",), "skill-check": ("skill", "bonus", "by"),
}

#: Commands whose plain words may hold a colon (hex labels like H12:forest, city:NAME).
_COLON_WORDS = frozenset(("move", "step", "recover"))


def _check_keys(verb: str, plain: list[str], keyed: dict[str, str]) -> None:
    """Refuse `key:value` words the command does not understand, naming them and the valid keys."""
    valid = VERB_KEYS.get(verb, ())
    unknown = [f"{k}:" for k in keyed if k not in valid]
    if verb not in _COLON_WORDS:
        unknown += [w.partition(":")[0] + ":" for w in plain if _looks_keyed(w)]
    if unknown:
        told = f"valid keys: {', '.join(k + ':' for k in valid)}" if valid else f"'{verb}' takes no key:value words"
        raise CommandError(f"unknown key(s) {', '.join(unknown)} for '{verb}' ({told})")


def _looks_keyed(word: str) -> bool:
    key, sep, _ = word.partition(":")
    # Keys are typed in lower case; a capitalised word with a colon is more likely part of a card name.
    return bool(sep) and key.replace("-", "").isalpha() and key.islower() and " " not in word


def _options(words: list[str]) -> tuple[list[str], dict[str, str]]:
    plain, keyed = [], {}
    for word in words:
        key, sep, value = word.partition(":")
        if sep and key.casefold() in KEYS:
            keyed[key.casefold()] = value
        else:
            plain.append(word)
    return plain, keyed


#: No number at a Runebound table comes near this; a bigger one is a typo, not a move.
LARGEST_NUMBER = 9999


def _int(value: str, what: str) -> int:
    try:
        number = int(value.lstrip("+"))
    except ValueError:
        raise CommandError(f"{what} must be a whole number, not {value!r}") from None
    if abs(number) > LARGEST_NUMBER:
        raise CommandError(f"{what} of {number} is beyond any Runebound number (at most {LARGEST_NUMBER})")
    return number


def _triple(value: str, what: str) -> tuple[int, int, int]:
    parts = value.split("/")
    if len(parts) != 3:
        raise CommandError(f"{what} is three numbers like 0/1/2, not {value!r}")
    return tuple(_int(p, what) for p in parts)  # type: ignore[return-value]


def _die(state: Rb2State) -> DieSpec:
    return terrain_die({"faces": state.terrain_faces} if state.terrain_faces else None)


def _terrain(word: str) -> str:
    key = word.casefold()
    if key in TERRAIN_WORDS:
        return TERRAIN_WORDS[key]
    raise CommandError(f"{word!r} is not a terrain: plains, road, river, swamp, forest, hills, mountains or city:NAME")


def _path_step(word: str) -> PathStep:
    if ":" in word:
        label, _, terrain = word.partition(":")
        if label.casefold() == CITY:
            if not terrain:
                raise CommandError("name the city: city:NAME")
            return PathStep(terrain, CITY)
        if terrain.casefold() == CITY:
            return PathStep(label, CITY)
        return PathStep(label, _terrain(terrain))
    return PathStep("", _terrain(word))


def _default_rest(state: Rb2State, count: int, names: list[str]) -> tuple[str, ...]:
    if names:
        return tuple(names)
    chosen: list[str] = []
    for character in state.hero.characters:
        for _ in range(character.exhaustion):
            if len(chosen) < count:
                chosen.append("hero" if character is state.hero.hero else character.name)
    return tuple(chosen)


def _card_from(words: list[str], keyed: dict[str, str], kind: str, state: Rb2State) -> AdventureCard:
    if not words:
        raise CommandError(f'name the {kind}: {kind} "NAME" ...')
    name = words[0]
    flags = {w.casefold() for w in words[1:]}
    colour = next((w for w in flags if w in COLOURS), "") or state.turn.drawing
    if not colour:
        raise CommandError("say the card's colour (green, yellow, blue or red)")
    unknown = flags - set(COLOURS) - {"keep", "before", "margath", "rune"}
    if unknown:
        raise CommandError(f"unknown word(s) {', '.join(sorted(unknown))} in the {kind}")
    if kind == "event":
        if "level" not in keyed:
            raise CommandError('an event needs its level: event "NAME" level:N (I-IV as 1-4)')
        return AdventureCard(name, colour, "event", level=_int(keyed["level"], "level"))
    if kind == "encounter":
        return AdventureCard(name, colour, "encounter")
    needed = [k for k in ("mind", "body", "spirit", "damage", "life") if k not in keyed]
    if needed:
        raise CommandError(f"a challenge needs {', '.join(needed)} (e.g. mind:15 body:11 spirit:14 damage:0/1/2 life:3)")
    ranged, melee, magic = _triple(keyed["damage"], "damage")
    return AdventureCard(
        name, colour, "challenge", mind=_int(keyed["mind"], "mind"), body=_int(keyed["body"], "body"),
        spirit=_int(keyed["spirit"], "spirit"), ranged=ranged, melee=melee, magic=magic,
        life=_int(keyed["life"], "life"), gold=_int(keyed.get("gold", "0"), "gold"), reward=keyed.get("reward", ""),
        keep="keep" in flags or "rune" in flags, before_combat="before" in flags, margath="margath" in flags,
        rune="rune" in flags,
    )


def _acquisition(words: list[str], keyed: dict[str, str]) -> Acquisition:
    if not words:
        raise CommandError('name the card: "NAME" item|ally cost:N ...')
    name = words[0]
    kinds = [w.casefold() for w in words[1:] if w.casefold() in ("item", "ally")]
    if not kinds:
        raise CommandError(f"say whether {name} is an item or an ally")
    if "cost" not in keyed:
        raise CommandError(f"give {name}'s price: cost:N")
    wards = any(w.casefold() == "ward" for w in words[1:])
    item_class = canonical_class(keyed.get("class", ""))
    usage = _usage(keyed, wards, item_class)
    mind, body, spirit = _triple(keyed["stats"], "stats") if "stats" in keyed else (0, 0, 0)
    ranged, melee, magic = _triple(keyed["damage"], "damage") if "damage" in keyed else (0, 0, 0)
    return Acquisition(
        name, kinds[0], _int(keyed["cost"], "cost"), item_class, keyed.get("type", "").casefold(),
        usage, _int(keyed.get("life", "0"), "life"), _int(keyed.get("stamina", "0"), "stamina"),
        mind, body, spirit, ranged, melee, magic, wards=wards,
    )


def _usage(keyed: dict[str, str], wards: bool, item_class: str) -> str:
    """How an item is used: a ward (and armour, unless told otherwise) is an hourglass card, activated to ward."""
    given = keyed.get("use", "").casefold()
    if given and given not in USAGES:
        raise CommandError(f"use: is activate, discard or constant, not {given!r}")
    if wards and given and given != "activate":
        raise CommandError(f"a ward is activated as the wounds are dealt: 'ward' goes with use:activate, not use:{given}")
    if given:
        return given
    return "activate" if wards or item_class == ARMOUR else "constant"


def _d10(count: int, purpose: str, build) -> DiceRequest:
    return DiceRequest(D10, count, purpose, build)


def parse(state: Rb2State, text: str) -> Action | DiceRequest:
    """Parse one command typed at the table."""
    words = _split(text)
    if not words:
        raise CommandError("type a command; 'help' lists them")
    verb, rest = words[0].casefold(), words[1:]
    plain, keyed = _options(rest)
    parser = _PARSERS.get(verb)
    if parser is None:
        raise CommandError(f"{verb!r} is not a Runebound command; try: " + ", ".join(allowed_now(state) or ("next",)))
    _check_keys(verb, plain, keyed)
    return parser(state, plain, keyed)


def _p_hero(state, plain, keyed):
    lacking = [p for p in state.players if p.missing]
    player = plain[0] if plain else (lacking[0].player if lacking else state.hero.player)
    values = []
    for name in ("life", "stamina", "mind", "body", "spirit"):
        if name in keyed:
            values.append((name, _int(keyed[name], name)))
    if "damage" in keyed:
        values.extend(zip(("ranged", "melee", "magic"), _triple(keyed["damage"], "damage")))
    for name in ("ranged", "melee", "magic"):
        if name in keyed:
            values.append((name, _int(keyed[name], name)))
    if not values:
        raise CommandError("hero [PLAYER] life:N stamina:N mind:N body:N spirit:N damage:R/M/G")
    return A.SetHeroValues(player, tuple(values))


def _p_terrain_die(state, plain, keyed):
    if len(plain) != 6:
        raise CommandError("terrain-die needs the six faces, e.g. terrain-die plains+road river+forest+hills ...")
    return A.DescribeTerrainDie(tuple(tuple(_terrain(s) for s in face.split("+") if s) for face in plain))


def _p_next(state, plain, keyed):
    return A.NextStep()


def _p_roll_move(state, plain, keyed):
    count = dice_allowed(state.hero)
    return DiceRequest(_die(state), count, f"movement: {count} terrain dice", lambda roll: A.RollMovement(roll))


def _p_rest(state, plain, keyed):
    if not plain:
        raise CommandError("rest N: how many dice not to roll (1-4)")
    count = _int(plain[0], "rest")
    if not 1 <= count <= REST_BELOW:
        raise CommandError("rest 1 to 4")
    rest = _default_rest(state, count, plain[1:])
    if count == REST_BELOW:
        return A.RollMovement(None, rest)
    dice = REST_BELOW - count
    return DiceRequest(_die(state), dice, f"movement while resting: {dice} terrain dice",
                       lambda roll: A.RollMovement(roll, rest))


def _p_stay(state, plain, keyed):
    fight = state.combat or state.duel
    if fight is not None:
        return A.Stay()
    return A.RollMovement(None, _default_rest(state, REST_BELOW, plain))


def _p_move(state, plain, keyed):
    if not plain and not keyed:
        raise CommandError("move: list the terrain of each hex entered, e.g. move forest river H12:hills")
    steps = [_path_step(w) for w in plain]
    return A.Move(tuple(steps), keyed.get("adventure", "").casefold())


def _p_step(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError("step LABEL:TERRAIN (or step city:NAME)")
    return A.StepAdjacent(_path_step(plain[0]), keyed.get("adventure", "").casefold())


def _p_hazard(state, plain, keyed):
    return DiceRequest(_die(state), 2, "road hazards: encounter roll", lambda roll: A.HazardRoll(roll))


def _p_hazard_colour(state, plain, keyed):
    return _d10(2, "road hazards: colour (2-6 green, 7-15 yellow, 16-20 blue)", lambda roll: A.HazardColour(roll))


def _p_adventure(state, plain, keyed):
    what = plain[0].casefold() if plain else "take"
    if what not in ("take", "track"):
        raise CommandError("adventure take (the counter here) or adventure track (the marker here)")
    return A.TakeAdventure(track=what == "track")


def _p_card(kind):
    def parse_card(state, plain, keyed):
        return A.DrawCard(_card_from(plain, keyed, kind, state))

    return parse_card


def _p_encounter_fight(state, plain, keyed):
    card = _card_from(plain, keyed, "challenge", state.with_turn(drawing=state.turn.encounter_colour or "green"))
    return A.EncounterFight(card)


def _p_lots(state, plain, keyed):
    final = state.final
    tied = final.lots if final is not None else ()
    if len(tied) < 2:
        raise CommandError("no lot is waiting to be drawn")
    names = ", ".join(state.players[i].player for i in tied)
    return _d10(len(tied), f"the endgame's lot: one d10 each for {names}, in that order", lambda roll: A.DrawLots(roll))


def _p_done(state, plain, keyed):
    return A.EncounterDone()


def _p_refresh_counters(state, plain, keyed):
    return A.RefreshCounters(tuple(w.casefold() for w in plain))


def _p_counter(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError("counter N: the experience on the counter's back")
    return A.TakeCounter(_int(plain[0], "experience"))


def _bonus(keyed) -> int:
    return _int(keyed.get("bonus", "0"), "bonus")


def _p_before(state, plain, keyed):
    if not plain:
        raise CommandError("before card | hero | ALLY | item NAME")
    side = ""
    if state.duel is not None and plain[0].casefold() in ("defender", "aggressor"):
        side, plain = plain[0].casefold(), plain[1:]
        if not plain:
            plain = ["hero"]
    source = plain[0]
    item = plain[1] if source.casefold() == "item" and len(plain) > 1 else ""
    if source.casefold() == "item" and not item:
        raise CommandError('before item "NAME"')
    attack = keyed.get("attack", "").casefold()
    exhaust = _int(keyed.get("exhaust", "0"), "exhaust")
    wounds = _int(keyed.get("wounds", "1"), "wounds")
    bonus = _bonus(keyed)
    if attack:
        if attack not in PHASES:
            raise CommandError("attack:ranged, attack:melee or attack:magic")
        if state.duel is not None:
            return _d10(4, f"before-duel {attack} attack: the opponent's 2d10, then the attacker's 2d10",
                        lambda roll: A.BeforeCombat(source, item, attack, roll, exhaust, wounds, bonus, side))
        return _d10(2, f"before-combat {attack} attack", lambda roll: A.BeforeCombat(
            source, item, attack, roll, exhaust, wounds, bonus, side))
    return A.BeforeCombat(source, item, "", None, exhaust, wounds, bonus, side)


def _p_fight(state, plain, keyed):
    return A.Fight()


def _p_flee(state, plain, keyed):
    to = keyed.get("to", "")
    if state.duel is not None:
        return _d10(4, "duel flee: defender's 2d10, then aggressor's 2d10", lambda roll: A.DuelFlee(roll, to))
    bonus = _bonus(keyed)
    return _d10(2, "flee: 2d10 + Mind against the opponent's Mind", lambda roll: A.Flee(roll, bonus, to))


def _phase_and_rest(state, plain) -> tuple[str, list[str]]:
    fight = state.combat or state.duel
    current = fight.phase if fight is not None else "ranged"
    if current in ("flee", "before"):
        current = "ranged"
    if plain and plain[0].casefold() in PHASES:
        return plain[0].casefold(), plain[1:]
    return current, plain


def _p_attack(state, plain, keyed):
    phase, rest = _phase_and_rest(state, plain)
    who = rest[0] if rest else "hero"
    bonus = _bonus(keyed)
    extra = _int(keyed.get("damage", "0"), "damage")
    if state.duel is not None:
        return _d10(4, f"duel {phase}: defender's 2d10, then {who}'s 2d10", lambda roll: A.DuelExchange(
            phase, "attack", who, roll, _int(keyed.get("defender-bonus", "0"), "defender-bonus"), bonus))
    return _d10(2, f"{phase} attack by {who}", lambda roll: A.Attack(phase, who, roll, bonus, extra))


def _p_defend(state, plain, keyed):
    phase, rest = _phase_and_rest(state, plain)
    by = " ".join(rest)  # the engine refuses anyone but the hero (allies never defend)
    bonus = _bonus(keyed)
    if state.duel is not None:
        return _d10(4, f"duel {phase} defence: defender's 2d10, then the aggressor's 2d10", lambda roll: A.DuelExchange(
            phase, "defend", by or "hero", roll, _int(keyed.get("defender-bonus", "0"), "defender-bonus"), bonus))
    if state.combat is not None and state.combat.card.damage(phase) == 0:
        return A.Defend(phase, None, bonus, by)
    return _d10(2, f"{phase} defence", lambda roll: A.Defend(phase, roll, bonus, by))


def _p_negotiate(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError("negotiate PLAYER")
    return A.Negotiate(plain[0])


def _p_give(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError("give PLAYER gold:N | item:NAME | ally:NAME [from:PLAYER]")
    giver = keyed.get("from", state.hero.player)
    return A.Give(giver, plain[0], _int(keyed.get("gold", "0"), "gold"), keyed.get("item", ""), keyed.get("ally", ""))


def _p_duel(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError("duel PLAYER")
    return A.StartDuel(plain[0])


def _p_take(state, plain, keyed):
    if not plain:
        raise CommandError("take item NAME | ally NAME | card NAME | gold")
    kind = plain[0].casefold()
    if kind == "gold":
        return A.Spoils("gold")
    if kind not in ("item", "ally", "card") or len(plain) < 2:
        raise CommandError("take item NAME | ally NAME | card NAME | gold")
    return A.Spoils(kind, plain[1])


def _p_recover(state, plain, keyed):
    city = plain[0].partition(":")[2] if plain and plain[0].casefold().startswith("city:") else (plain[0] if plain else "")
    if not city:
        raise CommandError("recover CITY: the nearest city (the table measures)")
    return A.Recover(city, keyed.get("lose", ""))


def _p_market(state, plain, keyed):
    if not plain or plain[0].casefold() not in ("draw", "add"):
        raise CommandError('market draw "NAME" ... or market add CITY "NAME" ...')
    if plain[0].casefold() == "draw":
        return A.MarketDraw(_acquisition(plain[1:], keyed))
    if len(plain) < 3:
        raise CommandError('market add CITY "NAME" item|ally cost:N ...')
    return A.MarketStock(plain[1], _acquisition(plain[2:], keyed))


def _p_upkeep(state, plain, keyed):
    if plain and plain[0].casefold() == "dismiss":
        return A.Upkeep(tuple(plain[1:]))
    if plain:
        raise CommandError("upkeep (pay for every ally) or upkeep dismiss NAME ...")
    return A.Upkeep(())


def _p_buy(state, plain, keyed):
    if not plain:
        raise CommandError('buy "NAME" (add item|ally cost:N ... if the app does not know the card)')
    card = _acquisition(plain, keyed) if len(plain) > 1 or keyed else None
    return A.Buy(plain[0], card)


def _p_hire(state, plain, keyed):
    if not plain:
        raise CommandError('hire "NAME"')
    if keyed and "ally" not in (w.casefold() for w in plain[1:]):
        plain = plain + ["ally"]
    return _p_buy(state, plain, keyed)


def _p_sell(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError('sell "NAME"')
    return A.Sell(plain[0])


def _p_heal(state, plain, keyed):
    if not plain:
        raise CommandError("heal [WHO] wound|exhaustion")
    what = plain[-1].casefold()
    if what not in ("wound", "exhaustion"):
        raise CommandError("heal [WHO] wound or heal [WHO] exhaustion")
    who = plain[0] if len(plain) > 1 else "hero"
    return A.Heal(who, what)


def _p_activate(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError('activate "NAME" [ward:N]')
    return A.Activate(plain[0], _int(keyed.get("ward", "0"), "ward"), keyed.get("by", ""))


def _p_keep(state, plain, keyed):
    what = plain[0].casefold() if plain else ""
    if what in ("card", "decline"):
        return A.KeepCard(what)
    if what == "item":
        wards = any(w.casefold() == "ward" for w in plain[1:])
        item_class = canonical_class(keyed.get("class", ""))
        return A.KeepCard("item", Acquisition("", "item", 0, item_class, keyed.get("type", "").casefold(),
                                              _usage(keyed, wards, item_class), wards=wards))
    if what == "ally":
        if "life" not in keyed:
            raise CommandError("keep ally life:N stamina:N stats:M/B/S damage:R/M/G (from the card)")
        mind, body, spirit = _triple(keyed["stats"], "stats") if "stats" in keyed else (0, 0, 0)
        ranged, melee, magic = _triple(keyed["damage"], "damage") if "damage" in keyed else (0, 0, 0)
        return A.KeepCard("ally", Acquisition("", "ally", 0, life=_int(keyed["life"], "life"),
                                              stamina=_int(keyed.get("stamina", "0"), "stamina"), mind=mind, body=body,
                                              spirit=spirit, ranged=ranged, melee=melee, magic=magic))
    raise CommandError("keep item class:C type:T [use:U] | keep ally life:N stamina:N stats:M/B/S damage:R/M/G "
                       "| keep card | keep decline")


def _p_take_wounds(state, plain, keyed):
    return A.TakeWounds()


def _p_use(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError('use "NAME"')
    return A.UseItem(plain[0])


def _p_discard(state, plain, keyed):
    if len(plain) != 1:
        raise CommandError('discard "NAME"')
    return A.Discard(plain[0])


def _p_effect(state, plain, keyed):
    if not plain:
        raise CommandError("effect gold +N | wound WHO N | exhaust WHO N | heal WHO N | rest WHO N")
    kind = plain[0].casefold()
    if kind == "gold":
        if len(plain) != 2:
            raise CommandError("effect gold +N (or -N)")
        return A.Effect("gold", "hero", _int(plain[1], "gold"))
    if len(plain) == 2:
        return A.Effect(kind, "hero", _int(plain[1], "amount"))
    if len(plain) == 3:
        return A.Effect(kind, plain[1], _int(plain[2], "amount"))
    raise CommandError(f"effect {kind} WHO N")


def _p_ability(state, plain, keyed):
    if not plain or "exhaust" not in keyed:
        raise CommandError("ability WHO exhaust:N [note]")
    return A.UseAbility(plain[0], _int(keyed["exhaust"], "exhaust"), " ".join(plain[1:]))


def _p_check(state, plain, keyed):
    if len(plain) < 2:
        raise CommandError("skill-check mind|body|spirit TARGET [skill:N] [bonus:N] [by:WHO] [ally-ok]")
    attribute = plain[0].casefold()
    target = _int(plain[1], "target")
    ally_ok = any(w.casefold() == "ally-ok" for w in plain[2:])
    skill, bonus, by = _int(keyed.get("skill", "0"), "skill"), _bonus(keyed), keyed.get("by", "hero")
    return _d10(2, f"{attribute} check against {target}", lambda roll: A.SkillCheck(
        attribute, target, roll, skill, bonus, by, ally_ok))


def _p_xp(state, plain, keyed):
    if len(plain) != 2 or plain[0].casefold() != "buy" or plain[1].casefold() not in BONUSES:
        raise CommandError("xp buy mind | body | spirit | stamina | life")
    return A.BuyExperience(plain[1].casefold())


def _p_victory(state, plain, keyed):
    return A.DeclareVictory(" ".join(plain))


_PARSERS = {
    "hero": _p_hero, "terrain-die": _p_terrain_die, "next": _p_next, "end": _p_next,
    "roll-move": _p_roll_move, "rest": _p_rest, "stay": _p_stay, "move": _p_move, "step": _p_step,
    "hazard": _p_hazard, "hazard-colour": _p_hazard_colour,
    "adventure": _p_adventure, "challenge": _p_card("challenge"), "event": _p_card("event"),
    "encounter": _p_card("encounter"), "done": _p_done,
    "encounter-fight": _p_encounter_fight, "lots": _p_lots, "refresh-counters": _p_refresh_counters,
    "counter": _p_counter, "before": _p_before, "fight": _p_fight, "flee": _p_flee,
    "attack": _p_attack, "defend": _p_defend, "negotiate": _p_negotiate, "give": _p_give,
    "duel": _p_duel, "take": _p_take, "recover": _p_recover, "market": _p_market, "upkeep": _p_upkeep,
    "buy": _p_buy, "hire": _p_hire, "sell": _p_sell, "heal": _p_heal, "activate": _p_activate,
    "take-wounds": _p_take_wounds, "keep": _p_keep, "use": _p_use, "discard": _p_discard, "effect": _p_effect, "ability": _p_ability,
    "skill-check": _p_check, "xp": _p_xp, "victory": _p_victory,
}
