"""The typed command vocabulary of a Runebound 2nd edition table, declared once (see `rules_engine.grammar`).

Card names are typed in quotes ("Chain Mail"); values the app cannot know are `key:value` words
(mind:12, damage:1/2/1, cost:3), and a key a command does not take is refused by name. Hex labels
may hold a colon (H12:forest, city:Tamalir) on 'move', 'step' and 'recover'. Marks such as
'keep', 'before', 'rune' (a challenge) or 'ward' (an item) may stand anywhere after the card's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules_engine.actions import Action
from rules_engine.dice import DieSpec, numbered_die
from rules_engine.errors import CommandError
from rules_engine.chance import Makes, fill
from rules_engine.game import DiceRequest
from rules_engine.grammar import Alt, Command, Flag, Grammar, Int, Lit, Name, Opt, Option, Refused, Repeat, Seq, \
    Text, Value, Word
from rules_engine.messages import Message, N_
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.acquisitions import USAGES, Acquisition
from rules_engine.runebound2.adventures import COLOURS, AdventureCard
from rules_engine.runebound2.experience import BONUSES
from rules_engine.runebound2.heroes import PHASES
from rules_engine.runebound2.what_now import allowed_now
from rules_engine.runebound2.limits import ARMOUR, canonical_class
from rules_engine.runebound2.movement import REST_BELOW, dice_allowed
from rules_engine.runebound2.player_words import player_named
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import CITY, TERRAIN_WORDS, PathStep, terrain_die
from rules_engine.runebound2.words import word
from rules_engine.terrain_names import terrain_id

D10 = numbered_die(10)

#: No number at a Runebound table comes near this; a bigger one is a typo, not a move.
LARGEST_NUMBER = 9999

Values = Mapping[str, Any]
Builder = Callable[[Rb2State, Values], Any]



# -- arguments -----------------------------------------------------------------------------------


def number(name: str, placeholder: str = "N", **kw: Any) -> Int:
    """A whole number no larger than any Runebound number."""
    return Int(name, -LARGEST_NUMBER, LARGEST_NUMBER, placeholder, **kw)


def _read_triple(state: Rb2State, word: str) -> tuple[int, int, int]:
    parts = word.split("/")
    if len(parts) != 3 or not all(p.lstrip("+-").isdigit() and p.isascii() for p in parts):
        raise ValueError(word)
    values = tuple(int(p) for p in parts)
    if any(abs(v) > LARGEST_NUMBER for v in values):
        raise Refused(Message("{word} is beyond any Runebound number (at most {most})", word=word, most=LARGEST_NUMBER))
    return values  # type: ignore[return-value]  # three numbers: checked above, a count mypy cannot follow


def triple(name: str, placeholder: str) -> Value:
    """Three numbers like 0/1/2: a card's damage by phase, or an ally's mind/body/spirit."""
    return Value(name, _read_triple, N_("three numbers like 0/1/2"), placeholder, writer=lambda t: "/".join(map(str, t)))


def _terrain(word: str) -> str:
    key = terrain_id(word)  # a terrain in any language the app knows («холмы», «wzgórza»)
    if key in TERRAIN_WORDS:
        return TERRAIN_WORDS[key]
    raise Refused(Message("{word!r} is not a terrain: plains, road, river, swamp, forest, hills, mountains or city:NAME",
                          word=word))


def _read_path_step(state: Rb2State, word: str) -> PathStep:
    if ":" in word:
        label, _, terrain = word.partition(":")
        if label.casefold() == CITY:
            if not terrain:
                raise Refused(Message("name the city: city:NAME"))
            return PathStep(terrain, CITY)
        if terrain.casefold() == CITY:
            return PathStep(label, CITY)
        return PathStep(label, _terrain(terrain))
    return PathStep("", _terrain(word))


def _write_path_step(step: PathStep) -> str:
    if step.terrain == CITY:
        return f"city:{step.label}"
    return f"{step.label}:{step.terrain}" if step.label else step.terrain


HEX = Value("hex", _read_path_step, N_("a terrain (plains, road, river, swamp, forest, hills, mountains), "
                                        "LABEL:TERRAIN or city:NAME"), "T", writer=_write_path_step,
            suggest=lambda state: (*TERRAIN_WORDS, "city:"))


def _read_face(state: Rb2State, word: str) -> tuple[str, ...]:
    return tuple(_terrain(s) for s in word.split("+") if s)


FACE = Value("faces", _read_face, N_("a die face like plains+road"), "FACE", writer="+".join)


def _read_who(state: Rb2State, word: str) -> str:
    """A character (the hero or an ally by name): any word but a number, which is an amount."""
    if word.lstrip("+-").isdigit():
        raise ValueError(word)
    return word


def who(name: str = "who", placeholder: str = "WHO") -> Value:
    """A character named as typed: 'hero' or an ally's name."""
    return Value(name, _read_who, N_("a character (hero or an ally's name)"), placeholder,
                 suggest=lambda state: ("hero", *(c.name for c in state.hero.characters[1:])))


def _cards(state: Rb2State) -> tuple[str, ...]:
    return tuple(i.name for i in state.hero.items)


def _city(state: Rb2State, word: str) -> str:
    city = word.partition(":")[2] if word.casefold().startswith("city:") else word
    if not city:
        raise ValueError(word)
    return city


PHASE = Word("phase", PHASES)
CARD_NAME = Name("name", '"NAME"', N_("the card's name in quotes"))
COLOUR = Word("colour", COLOURS)
ITEM_OR_ALLY = Word("kind", ("item", "ally"))

KEEP, BEFORE, MARGATH, RUNE = (Flag(w) for w in ("keep", "before", "margath", "rune"))
WARD = Flag("ward")
ALLY_OK = Flag("ally-ok")
FOR_OTHERS = Flag("for-others")


def _key(key: str, arg: Any) -> Option:
    return Option(key, arg)


def _numbers(*keys: str) -> tuple[Option, ...]:
    return tuple(_key(k, number(k)) for k in keys)


CARD_OPTIONS = (*_numbers("mind", "body", "spirit"), _key("damage", triple("damage", "R/M/G")),
                *_numbers("life", "gold"), _key("reward", Name("reward", '"TEXT"', N_("the reward's text"))))
ACQUISITION_OPTIONS = (
    _key("cost", number("cost")), _key("class", Name("class", "C", N_("an item class"))),
    _key("type", Name("type", "T", N_("an item type"))), _key("use", Word("use", tuple(str(u) for u in USAGES), placeholder="U")),
    _key("stats", triple("stats", "M/B/S")), _key("damage", triple("damage", "R/M/G")),
    *_numbers("life", "stamina"))


# -- builders ------------------------------------------------------------------------------------


def _d10(count: int, purpose: str | Message, build: Makes) -> DiceRequest:
    return DiceRequest(D10, count, purpose, build)


def _die(state: Rb2State) -> DieSpec:
    return terrain_die({"faces": state.terrain_faces} if state.terrain_faces else None)


def _or(value: Any, default: Any) -> Any:
    return default if value is None else value


def _hero(state: Rb2State, v: Values) -> A.SetHeroValues:
    lacking = [p for p in state.players if p.missing]
    player = v["player"] or (lacking[0].player if lacking else state.hero.player)
    values = [(name, v[name]) for name in ("life", "stamina", "mind", "body", "spirit") if v[name] is not None]
    if v["damage"] is not None:
        values.extend(zip(("ranged", "melee", "magic"), v["damage"]))
    values += [(name, v[name]) for name in ("ranged", "melee", "magic") if v[name] is not None]
    if not values:
        raise CommandError(Message("hero [PLAYER] life:N stamina:N mind:N body:N spirit:N damage:R/M/G"))
    return A.SetHeroValues(player, tuple(values))


def _terrain_die(state: Rb2State, v: Values) -> A.DescribeTerrainDie:
    if len(v["faces"]) != 6:
        raise CommandError(Message("terrain-die needs the six faces, e.g. terrain-die plains+road river+forest+hills ..."))
    return A.DescribeTerrainDie(v["faces"])


def _roll_move(state: Rb2State, v: Values) -> DiceRequest:
    count = dice_allowed(state.hero)
    return DiceRequest(_die(state), count, Message("movement: {count} terrain dice", count=count), fill(A.RollMovement))


def _default_rest(state: Rb2State, count: int, names: tuple[str, ...]) -> tuple[str, ...]:
    if names:
        return tuple(names)
    chosen: list[str] = []
    for character in state.hero.characters:
        for _ in range(character.exhaustion):
            if len(chosen) < count:
                chosen.append("hero" if character is state.hero.hero else character.name)
    return tuple(chosen)


def _rest(state: Rb2State, v: Values) -> Action | DiceRequest:
    count = v["count"]
    if not 1 <= count <= REST_BELOW:
        raise CommandError(Message("rest 1 to 4"))
    rest = _default_rest(state, count, v["who"])
    if count == REST_BELOW:
        return A.RollMovement(None, rest)
    dice = REST_BELOW - count
    return DiceRequest(_die(state), dice, Message("movement while resting: {dice} terrain dice", dice=dice),
                       fill(A.RollMovement, rest=rest))


def _stay(state: Rb2State, v: Values) -> Action:
    if state.combat is not None or state.duel is not None:
        if v["who"]:
            raise CommandError(Message("'stay' in a fight takes no names: the whole party fights on"))
        return A.Stay()
    return A.RollMovement(None, _default_rest(state, REST_BELOW, v["who"]))


def _move(state: Rb2State, v: Values) -> A.Move:
    if not v["path"] and v["adventure"] is None:
        raise CommandError(Message("move: list the terrain of each hex entered, e.g. move forest river H12:hills"))
    return A.Move(v["path"], _or(v["adventure"], "").casefold())


def _card(kind: str) -> Builder:
    """The builder of a drawn adventure card: challenge, event or encounter."""

    def build(state: Rb2State, v: Values) -> AdventureCard:
        colour = v.get("colour") or state.turn.drawing
        if not colour:
            raise CommandError(Message("say the card's colour (green, yellow, blue or red)"))
        name = v["name"]
        if kind == "event":
            if v["level"] is None:
                raise CommandError(Message('an event needs its level: event "NAME" level:N (I-IV as 1-4)'))
            return AdventureCard(name, colour, "event", level=v["level"])
        if kind == "encounter":
            return AdventureCard(name, colour, "encounter")
        needed = [k for k in ("mind", "body", "spirit", "damage", "life") if v[k] is None]
        if needed:
            raise CommandError(Message("a challenge needs {keys} (e.g. mind:15 body:11 spirit:14 damage:0/1/2 life:3)",
                                       keys=", ".join(needed)))
        ranged, melee, magic = v["damage"]
        return AdventureCard(
            name, colour, "challenge", mind=v["mind"], body=v["body"], spirit=v["spirit"], ranged=ranged,
            melee=melee, magic=magic, life=v["life"], gold=_or(v["gold"], 0), reward=_or(v["reward"], ""),
            keep=v["keep"] or v["rune"], before_combat=v["before"], margath=v["margath"], rune=v["rune"])

    return build


def _draw(kind: str) -> Builder:
    card = _card(kind)
    return lambda state, v: A.DrawCard(card(state, v))


def _encounter_fight(state: Rb2State, v: Values) -> A.EncounterFight:
    drawing = state.with_turn(drawing=state.turn.encounter_colour or "green")
    return A.EncounterFight(_card("challenge")(drawing, v))


def _lots(state: Rb2State, v: Values) -> DiceRequest:
    final = state.final
    tied = final.lots if final is not None else ()
    if len(tied) < 2:
        raise CommandError(Message("no lot is waiting to be drawn"))
    names = ", ".join(state.players[i].player for i in tied)
    return _d10(len(tied), Message("the endgame's lot: one d10 each for {names}, in that order", names=names), fill(A.DrawLots))


def _before(state: Rb2State, v: Values) -> Action | DiceRequest:
    words = [w for w in (v["side"], v["source"], v["item"]) if w]
    if not words:
        raise CommandError(Message("before card | hero | ALLY | item NAME"))
    side = ""
    if state.duel is not None and words[0].casefold() in ("defender", "aggressor"):
        side, words = words[0].casefold(), words[1:] or ["hero"]
    source = words[0]
    item = words[1] if source.casefold() == "item" and len(words) > 1 else ""
    if source.casefold() == "item" and not item:
        raise CommandError(Message('before item "NAME"'))
    if source.casefold() != "item" and len(words) > 1:
        raise CommandError(Message("before {source} takes no name after it: only 'before item \"NAME\"' does", source=source))
    attack, exhaust, wounds, bonus = v["attack"], _or(v["exhaust"], 0), _or(v["wounds"], 1), _or(v["bonus"], 0)
    ability = _or(v["ability"], "")
    if ability and source.casefold() in ("card", "item", "pass"):
        raise CommandError(Message("ability:NAME names one of a character's before-combat abilities (hero or an ally)"))
    if attack:
        if state.duel is not None:
            return _d10(4, Message("before-duel {attack} attack: the opponent's 2d10, then the attacker's 2d10", attack=word(attack)),
                        fill(A.BeforeCombat, source=source, item=item, attack=attack, exhaust=exhaust, wounds=wounds,
                             bonus=bonus, side=side, ability=ability))
        return _d10(2, Message("before-combat {attack} attack", attack=word(attack)), fill(
            A.BeforeCombat, source=source, item=item, attack=attack, exhaust=exhaust, wounds=wounds, bonus=bonus, side=side,
            ability=ability))
    return A.BeforeCombat(source, item, "", None, exhaust, wounds, bonus, side, ability)


def _flee(state: Rb2State, v: Values) -> DiceRequest:
    to = _or(v["to"], "")
    if state.duel is not None:
        return _d10(4, Message("duel flee: defender's 2d10, then aggressor's 2d10"), fill(A.DuelFlee, to=to))
    bonus = _or(v["bonus"], 0)
    return _d10(2, Message("flee: 2d10 + Mind against the opponent's Mind"), fill(A.Flee, bonus=bonus, to=to))


def _phase(state: Rb2State, typed: str | None) -> str:
    if typed:
        return typed
    fight = state.combat or state.duel
    current = fight.phase if fight is not None else "ranged"
    return "ranged" if current in ("flee", "before") else current


def _attack(state: Rb2State, v: Values) -> DiceRequest:
    phase, by = _phase(state, v["phase"]), v["who"] or "hero"
    bonus, extra = _or(v["bonus"], 0), _or(v["extra"], 0)
    if state.duel is not None:
        return _d10(4, Message("duel {phase}: defender's 2d10, then {by}'s 2d10", phase=word(phase), by=by), fill(
            A.DuelExchange, phase=phase, choice="attack", by=by, defender_bonus=_or(v["defender_bonus"], 0), aggressor_bonus=bonus))
    return _d10(2, Message("{phase} attack by {by}", phase=word(phase), by=by), fill(A.Attack, phase=phase, by=by, bonus=bonus, extra_damage=extra))


def _defend(state: Rb2State, v: Values) -> Action | DiceRequest:
    phase, by = _phase(state, v["phase"]), v["who"]  # the engine refuses anyone but the hero (allies never defend)
    bonus = _or(v["bonus"], 0)
    if state.duel is not None:
        return _d10(4, Message("duel {phase} defence: defender's 2d10, then the aggressor's 2d10", phase=word(phase)), fill(
            A.DuelExchange, phase=phase, choice="defend", by=by or "hero", defender_bonus=_or(v["defender_bonus"], 0),
            aggressor_bonus=bonus))
    if state.combat is not None and state.combat.card.damage(phase) == 0:
        return A.Defend(phase, None, bonus, by)
    return _d10(2, Message("{phase} defence", phase=word(phase)), fill(A.Defend, phase=phase, bonus=bonus, by=by))


def _usage(use: str | None, wards: bool, item_class: str) -> str:
    """How an item is used: a ward (and armour, unless told otherwise) is an hourglass card, activated to ward."""
    if wards and use and use != "activate":
        raise CommandError(Message("a ward is activated as the wounds are dealt: 'ward' goes with use:activate, "
                                   "not use:{use}", use=use))
    if use:
        return use
    return "activate" if wards or item_class == ARMOUR else "constant"


def _acquisition(name: str, kind: str | None, v: Values) -> Acquisition:
    if not kind:
        raise CommandError(Message("say whether {name} is an item or an ally", name=name))
    if v["cost"] is None:
        raise CommandError(Message("give {name}'s price: cost:N", name=name))
    item_class = canonical_class(_or(v["class"], ""))
    mind, body, spirit = _or(v["stats"], (0, 0, 0))
    ranged, melee, magic = _or(v["damage"], (0, 0, 0))
    return Acquisition(name, kind, v["cost"], item_class, _or(v["type"], "").casefold(),
                       _usage(v["use"], v["ward"], item_class), _or(v["life"], 0), _or(v["stamina"], 0),
                       mind, body, spirit, ranged, melee, magic, wards=v["ward"])


def _typed_card(v: Values) -> bool:
    """True when the card's details were typed (the app need not know it)."""
    return bool(v["kind"] or v["ward"] or any(v[o.arg.name] is not None for o in ACQUISITION_OPTIONS))


def _buy(hiring: bool) -> Builder:
    def build(state: Rb2State, v: Values) -> A.Buy:
        kind = v["kind"]
        if hiring and not kind and any(v[o.arg.name] is not None for o in ACQUISITION_OPTIONS):
            kind = "ally"
        return A.Buy(v["name"], _acquisition(v["name"], kind, v) if _typed_card(v) or kind else None)

    return build


def _keep_item(state: Rb2State, v: Values) -> A.KeepCard:
    item_class = canonical_class(_or(v["class"], ""))
    return A.KeepCard("item", Acquisition("", "item", 0, item_class, _or(v["type"], "").casefold(),
                                          _usage(v["use"], v["ward"], item_class), wards=v["ward"]))


def _keep_ally(state: Rb2State, v: Values) -> A.KeepCard:
    if v["life"] is None:
        raise CommandError(Message("keep ally life:N stamina:N stats:M/B/S damage:R/M/G (from the card)"))
    mind, body, spirit = _or(v["stats"], (0, 0, 0))
    ranged, melee, magic = _or(v["damage"], (0, 0, 0))
    return A.KeepCard("ally", Acquisition("", "ally", 0, life=v["life"], stamina=_or(v["stamina"], 0), mind=mind,
                                          body=body, spirit=spirit, ranged=ranged, melee=melee, magic=magic))


def _effect(state: Rb2State, v: Values) -> A.Effect:
    kind = v["kind"].casefold()
    if kind == "gold" and v["who"] is not None:
        raise CommandError(Message("effect gold +N (or -N)"))
    by, others = _or(v["by"], ""), v["for_others"]
    if kind == "gold" and (by or others):
        raise CommandError(Message("gold is the player's: 'effect gold +N' takes no by: or for-others"))
    if others and not by:
        raise CommandError(Message("for-others says the ability's card names others: say whose ability it is (by:WHO)"))
    return A.Effect(kind, _or(v["who"], "hero"), v["amount"], by, others)


def _ability(state: Rb2State, v: Values) -> A.UseAbility:
    if v["exhaust"] is None:
        raise CommandError(Message("ability WHO exhaust:N [note]"))
    return A.UseAbility(v["who"], v["exhaust"], v["note"])


def _skill_check(state: Rb2State, v: Values) -> DiceRequest:
    attribute, target = v["attribute"], v["target"]
    skill, bonus, by, ally_ok = _or(v["skill"], 0), _or(v["bonus"], 0), _or(v["by"], "hero"), v["ally_ok"]
    return _d10(2, Message("{attribute} check against {target}", attribute=word(attribute), target=target), fill(
        A.SkillCheck, attribute=attribute, target=target, skill=skill, bonus=bonus, by=by, card_allows_ally=ally_ok))


# -- how actions are typed back ------------------------------------------------------------------


def _card_values(card: AdventureCard) -> dict[str, Any]:
    values: dict[str, Any] = {"name": card.name, "colour": card.colour}
    if card.kind == "event":
        return {**values, "level": card.level}
    if card.kind == "challenge":
        values.update(mind=card.mind, body=card.body, spirit=card.spirit, damage=(card.ranged, card.melee, card.magic),
                      life=card.life, gold=card.gold or None, reward=card.reward or None, keep=card.keep and not card.rune,
                      before=card.before_combat, margath=card.margath, rune=card.rune)
    return values


def _undraw(kind: str) -> Callable[[A.DrawCard], dict[str, Any] | None]:
    return lambda a: _card_values(a.card) if a.card.kind == kind else None


def _acquisition_values(card: Acquisition) -> dict[str, Any]:
    default_use = "activate" if card.wards or canonical_class(card.item_class) == ARMOUR else "constant"
    values: dict[str, Any] = {"kind": card.kind, "cost": card.cost, "ward": card.wards,
                              "use": None if card.usage == default_use else str(card.usage)}
    if card.kind == "item":
        values.update({"class": card.item_class or None, "type": card.item_type or None})
    else:
        values.update(life=card.life, stamina=card.stamina, stats=(card.mind, card.body, card.spirit),
                      damage=(card.ranged, card.melee, card.magic))
    return values


def _unbuy(a: A.Buy) -> dict[str, Any] | None:
    return {"name": a.name, **(_acquisition_values(a.card) if a.card is not None else {})}


def _unkeep(a: A.KeepCard) -> dict[str, Any] | None:
    if a.card is None:
        return {"what": a.as_what}
    return _acquisition_values(a.card)


def _unkeep_as(kind: str) -> Callable[[A.KeepCard], dict[str, Any] | None]:
    return lambda a: _unkeep(a) if a.as_what == kind and a.card is not None else None


def _unattack(a: A.Attack) -> dict[str, Any]:
    return {"phase": a.phase, "who": None if a.by == "hero" else a.by, "bonus": a.bonus or None,
            "extra": a.extra_damage or None}


def _unbefore(a: A.BeforeCombat) -> dict[str, Any] | None:
    if a.side:
        return None  # a duel's side: typed only in a duel, so it cannot be read back without one
    source_is_item = a.source.casefold() == "item"
    return {"source": a.source, "item": a.item if source_is_item else None, "attack": a.attack or None,
            "exhaust": a.exhaust or None, "wounds": None if a.wounds == 1 else a.wounds, "bonus": a.bonus or None,
            "ability": a.ability or None}


# -- the declarations ----------------------------------------------------------------------------

def _bare(verb: str, build: Builder, description: str, kind: type | None = None, **kw: Any) -> Command:
    """A command that takes nothing after its verb (typed back from `kind` when given)."""
    if kind is not None:
        kw = {"formats": (kind,), "unbuild": lambda a: {}, **kw}
    return Command(verb, (), build, description, **kw)


COMMANDS = (
    Command("hero", (Opt(player_named("player")),), _hero,
            N_("type the hero card's values the catalogue does not know"),
            options=(*_numbers("life", "stamina", "mind", "body", "spirit"), _key("damage", triple("damage", "R/M/G")),
                     *_numbers("ranged", "melee", "magic")),
            formats=(A.SetHeroValues,), unbuild=lambda a: {"player": a.player, **dict(a.values)}),
    Command("terrain-die", (Repeat(FACE, 0),), _terrain_die,
            N_("describe your terrain dice once (e.g. plains+road+hills ...), so the app can roll them"),
            formats=(A.DescribeTerrainDie,), unbuild=lambda a: {"faces": a.faces}),
    _bare("next", lambda s, v: A.NextStep(), N_("finish this step (skipping steps that cannot happen) or end the turn"),
          A.NextStep, aliases=("end",)),
    _bare("roll-move", _roll_move, N_("roll the terrain dice: five, or four if anyone in the party is wounded or exhausted"),
          formats=(A.RollMovement,), unbuild=lambda a: {} if a.roll is not None and not a.rest else None),
    Command("rest", (number("count"), Repeat(who(), 0)), _rest,
            N_("roll 4-N terrain dice and shed N exhaustion (from the hero or named allies)")),
    Command("stay", (Repeat(who(), 0),), _stay, N_("roll no dice, stay put and shed up to four exhaustion; "
            "in a fight: fight on this round"), formats=(A.Stay,), unbuild=lambda a: {}),
    Command("move", (Repeat(Value("path", HEX.reader, HEX.what, "T", writer=_write_path_step, suggest=HEX.suggest), 0),),
            _move, N_("enter hexes by terrain (plains road river swamp forest hills mountains, city:NAME); "
            "name the last hex"), options=(_key("adventure", Name("adventure", "COLOUR", N_("a colour"))),),
            colon_words=True, formats=(A.Move,),
            unbuild=lambda a: {"path": a.path, "adventure": a.adventure or None}),
    Command("step", (Value("to", HEX.reader, HEX.what, "LABEL:TERRAIN|city:NAME", writer=_write_path_step,
                           suggest=HEX.suggest),),
            lambda s, v: A.StepAdjacent(v["to"], _or(v["adventure"], "").casefold()),
            N_("move one adjacent hex instead of rolling"),
            options=(_key("adventure", Name("adventure", "COLOUR", N_("a colour"))),), colon_words=True,
            formats=(A.StepAdjacent,), unbuild=lambda a: {"to": a.to, "adventure": a.adventure or None}),
    _bare("hazard", lambda s, v: DiceRequest(_die(s), 2, Message("road hazards: encounter roll"), fill(A.HazardRoll)),
          N_("road hazards: the encounter roll of two terrain dice"), A.HazardRoll),
    _bare("hazard-colour", lambda s, v: _d10(2, Message("road hazards: colour (2-6 green, 7-15 yellow, 16-20 blue)"),
                                             fill(A.HazardColour)),
          N_("road hazards: 2d10 for the encounter's colour"), A.HazardColour),
    Command("adventure", (Opt(Word("what", ("take", "track"))),),
            lambda s, v: A.TakeAdventure(track=v["what"] == "track"),
            N_("draw from the counter's deck, or fight the card of the marker here"), formats=(A.TakeAdventure,),
            unbuild=lambda a: {"what": "track" if a.track else "take"}),
    Command("challenge", (CARD_NAME, Opt(COLOUR)), _draw("challenge"),
            N_('enter the challenge drawn (reward:"text" optional)'), options=CARD_OPTIONS,
            flags=(KEEP, BEFORE, MARGATH, RUNE), formats=(A.DrawCard,), unbuild=_undraw("challenge")),
    Command("event", (CARD_NAME, Opt(COLOUR)), _draw("event"),
            N_("enter the event drawn (equal or higher level replaces the active one)"),
            options=(_key("level", number("level")),), formats=(A.DrawCard,), unbuild=_undraw("event")),
    Command("encounter", (CARD_NAME, Opt(COLOUR)), _draw("encounter"),
            N_("enter the encounter drawn"), formats=(A.DrawCard,), unbuild=_undraw("encounter")),
    Command("done", (Opt(Name("name", '"NAME"', N_("an encounter left open on an earlier turn"),
                              suggest=lambda s: tuple(c.name for c in s.hero.open_encounters))),),
            lambda s, v: A.EncounterDone(_or(v["name"], "")),
            N_("the encounter being played is finished (then draw again); done \"NAME\": one left open earlier"),
            formats=(A.EncounterDone,), unbuild=lambda a: {"name": a.name or None}),
    _bare("later", lambda s, v: A.EncounterLater(), N_("the encounter being played takes several turns: it stays "
          "open with the hero ('done \"NAME\"' when it is over), and drawing goes on"), A.EncounterLater),
    Command("encounter-fight", (CARD_NAME,), _encounter_fight,
            N_("the encounter being played calls for a fight: fight its opponent as a real combat"),
            options=CARD_OPTIONS, flags=(KEEP, BEFORE, MARGATH, RUNE), formats=(A.EncounterFight,),
            unbuild=lambda a: {k: v for k, v in _card_values(a.card).items() if k != "colour"}),
    _bare("lots", _lots, N_("endgame: draw lots (one d10 per hero tied on level and gold, highest first)"), A.DrawLots),
    Command("refresh-counters", (Repeat(Name("colours", "COLOUR", N_("a colour"), suggest=lambda s: COLOURS), 0),),
            lambda s, v: A.RefreshCounters(tuple(w.casefold() for w in v["colours"])),
            N_("counters put back on the board from the reserve after an event"), formats=(A.RefreshCounters,),
            unbuild=lambda a: {"colours": a.colours}),
    Command("counter", (number("xp"),), lambda s, v: A.TakeCounter(v["xp"]),
            N_("the adventure counter taken after a victory, with its experience"), formats=(A.TakeCounter,),
            unbuild=lambda a: {"xp": a.xp}),
    Command("before", (Opt(Word("side", ("defender", "aggressor"))),
                       Opt(Name("source", "card|hero|ALLY|item", N_("card, hero, an ally or item \"NAME\""),
                                suggest=lambda s: ("card", "hero", "item", *(c.name for c in s.hero.characters[1:])))),
                       Opt(Name("item", '"NAME"', N_("the item's name"), suggest=_cards))),
            _before, N_("a before-combat ability (the card's first; each ability of each character once, "
            "ability:NAME for a character's second one); duels: before defender ... "
            "(then 'before defender pass'), then before aggressor ..."),
            options=(_key("attack", Word("attack", PHASES, placeholder="PHASE")), *_numbers("exhaust", "wounds", "bonus"),
                     _key("ability", Name("ability", '"NAME"', N_("which of the character's before-combat abilities")))),
            formats=(A.BeforeCombat,), unbuild=_unbefore),
    _bare("fight", lambda s, v: A.Fight(), N_("before-combat is over: round one begins"), A.Fight),
    Command("flee", (), _flee, N_("try to flee (2d10 + Mind against the opponent's Mind)"),
            options=(_key("bonus", number("bonus")), _key("to", Name("to", "HEX", N_("a hex label")))),
            formats=(A.Flee,), unbuild=lambda a: {"bonus": a.bonus or None, "to": a.to or None}),
    Command("attack", (Opt(PHASE), Opt(who())), _attack, N_("attack in this phase with the hero or an ally"),
            options=(_key("bonus", number("bonus")), _key("damage", number("extra", "+N", show_plus=True)),
                     _key("defender-bonus", number("defender_bonus"))),
            formats=(A.Attack,), unbuild=_unattack),
    Command("defend", (Opt(PHASE), Text("who", "WHO", low=0, what=N_("who defends (the hero)"))), _defend,
            N_("the hero defends in this phase (no roll against zero damage)"),
            options=(_key("bonus", number("bonus")), _key("defender-bonus", number("defender_bonus"))),
            formats=(A.Defend,), unbuild=lambda a: {"phase": a.phase, "who": a.by or None, "bonus": a.bonus or None}),
    Command("negotiate", (player_named("player"),), lambda s, v: A.Negotiate(v["player"]),
            N_("trade with a hero on your hex"), formats=(A.Negotiate,), unbuild=lambda a: {"player": a.player}),
    Command("give", (player_named("receiver"),),
            lambda s, v: A.Give(_or(v["giver"], s.hero.player), v["receiver"], _or(v["gold"], 0), _or(v["item"], ""),
                                _or(v["ally"], "")),
            N_("give gold, an item or an ally to the hero you negotiate with"),
            options=(_key("gold", number("gold")), _key("item", Name("item", "NAME", N_("an item's name"))),
                     _key("ally", Name("ally", "NAME", N_("an ally's name"))),
                     _key("from", player_named("giver"))),
            formats=(A.Give,), unbuild=lambda a: {"receiver": a.receiver, "giver": a.giver, "gold": a.gold or None,
                                                  "item": a.item or None, "ally": a.ally or None}),
    Command("duel", (player_named("player"),), lambda s, v: A.StartDuel(v["player"]),
            N_("attack a hero on your hex"), formats=(A.StartDuel,), unbuild=lambda a: {"player": a.player}),
    Command("take", (Alt(Seq(Word("kind", ("item", "ally", "card")), Name("name", '"NAME"', N_("the card's name"))),
                         Lit("gold", name="gold")),),
            lambda s, v: A.Spoils("gold") if v["gold"] else A.Spoils(v["kind"], v["name"]),
            N_("the duel winner's spoils"), formats=(A.Spoils,),
            unbuild=lambda a: {"gold": True} if a.kind == "gold" else {"kind": a.kind, "name": a.name}),
    Command("recover", (Value("city", _city, N_("the nearest city"), "CITY"),),
            lambda s, v: A.Recover(v["city"], _or(v["lose"], "")),
            N_("finish a knock-out: the nearest city, the card lost among equals"),
            options=(_key("lose", Name("lose", '"CARD"', N_("the card lost"))),), colon_words=True,
            formats=(A.Recover,), unbuild=lambda a: {"city": a.city, "lose": a.lose or None}),
    Command("market", ("draw", CARD_NAME, Opt(ITEM_OR_ALLY)),
            lambda s, v: A.MarketDraw(_acquisition(v["name"], v["kind"], v)),
            N_("the card drawn onto this city's market ('ward' and armour are activated cards unless use: says "
            "otherwise) / note a card already on a city's market"), options=ACQUISITION_OPTIONS, flags=(WARD,),
            group="market", formats=(A.MarketDraw,),
            unbuild=lambda a: {"name": a.card.name, **_acquisition_values(a.card)}),
    Command("market", ("add", Name("city", "CITY", N_("a city")), CARD_NAME, Opt(ITEM_OR_ALLY)),
            lambda s, v: A.MarketStock(v["city"], _acquisition(v["name"], v["kind"], v)),
            options=ACQUISITION_OPTIONS, flags=(WARD,), group="market", formats=(A.MarketStock,),
            unbuild=lambda a: {"city": a.city, "name": a.card.name, **_acquisition_values(a.card)}),
    Command("upkeep", (Opt(Lit("dismiss", name="dismissing"), Repeat(Name("dismiss", "NAME", N_("an ally's name")), 0)),),
            lambda s, v: A.Upkeep(_or(v["dismiss"], ())),
            N_("unlimited-allies variant: pay 1 gold per ally kept"), formats=(A.Upkeep,),
            unbuild=lambda a: {"dismissing": True, "dismiss": a.dismiss} if a.dismiss else {}),
    Command("buy", (CARD_NAME, Opt(ITEM_OR_ALLY)), _buy(False),
            N_("buy an item or hire an ally here (type the card's details if the app does not know it)"),
            options=ACQUISITION_OPTIONS, flags=(WARD,), group="buy", formats=(A.Buy,), unbuild=_unbuy),
    Command("hire", (CARD_NAME, Opt(ITEM_OR_ALLY)), _buy(True), options=ACQUISITION_OPTIONS, flags=(WARD,),
            group="buy"),
    Command("sell", (CARD_NAME,), lambda s, v: A.Sell(v["name"]), N_("sell an item for half its price, rounded down"),
            formats=(A.Sell,), unbuild=lambda a: {"name": a.name}),
    Command("heal", (Opt(who()), Word("what", ("wound", "exhaustion"))),
            lambda s, v: A.Heal(_or(v["who"], "hero"), v["what"]),
            N_("1 gold: one wound, or all exhaustion, off one character"), formats=(A.Heal,),
            unbuild=lambda a: {"who": None if a.who == "hero" else a.who, "what": a.what}),
    Command("keep", ("item",), _keep_item, N_("what a kept adventure card (or an encounter's gift) becomes; "
            "'keep decline' turns it down"), options=ACQUISITION_OPTIONS[1:4], flags=(WARD,), group="keep",
            formats=(A.KeepCard,), unbuild=_unkeep_as("item")),
    Command("keep", ("ally",), _keep_ally, options=(*_numbers("life", "stamina"), _key("stats", triple("stats", "M/B/S")),
                                                   _key("damage", triple("damage", "R/M/G"))),
            group="keep", formats=(A.KeepCard,), unbuild=_unkeep_as("ally")),
    Command("keep", (Word("what", ("card", "decline")),), lambda s, v: A.KeepCard(v["what"]), group="keep",
            formats=(A.KeepCard,), unbuild=lambda a: {"what": a.as_what} if a.card is None else None),
    _bare("take-wounds", lambda s, v: A.TakeWounds(), N_("no card wards the wounds being dealt: they land now"),
          A.TakeWounds),
    Command("activate", (CARD_NAME,), lambda s, v: A.Activate(v["name"], _or(v["ward"], 0), _or(v["by"], "")),
            N_("activate an hourglass card (ward wounds just dealt; by: the defender in a duel)"),
            options=(_key("ward", number("ward")), _key("by", player_named("by"))),
            formats=(A.Activate,),
            unbuild=lambda a: {"name": a.name, "ward": a.ward or None, "by": a.player or None}),
    Command("use", (CARD_NAME,), lambda s, v: A.UseItem(v["name"]), N_("use a star item or spend a kept card"),
            formats=(A.UseItem,), unbuild=lambda a: {"name": a.name}),
    Command("discard", (CARD_NAME,), lambda s, v: A.Discard(v["name"]), N_("discard a card"),
            formats=(A.Discard,), unbuild=lambda a: {"name": a.name}),
    Command("effect", (Word("kind", ("gold", "wound", "exhaust", "heal", "rest"), placeholder="gold|wound|exhaust|"
                            "heal|rest", strict=False), Opt(who()), number("amount", signs="allowed")), _effect,
            N_("apply a card effect (WHO may be 'card' for the challenge; gold takes no WHO); by:OWNER names whose "
            "ability it is (it then applies to its owner only, unless for-others: the card names others)"),
            options=(_key("by", Name("by", "OWNER", N_("whose ability: hero, an ally, or an item the hero carries"))),),
            flags=(FOR_OTHERS,), formats=(A.Effect,),
            unbuild=lambda a: {"kind": a.kind, "who": None if a.kind == "gold" or a.who == "hero" else a.who,
                               "amount": a.amount, "by": a.by or None, "for_others": a.card_allows_others}),
    Command("ability", (who(), Text("note", "NOTE", low=0, what=N_("a note"))), _ability,
            N_("use an ability that costs exhaustion"), options=(_key("exhaust", number("exhaust")),),
            formats=(A.UseAbility,),
            unbuild=lambda a: {"who": a.who, "exhaust": a.exhaust, "note": a.note or None}),
    Command("skill-check", (Word("attribute", ("mind", "body", "spirit")), number("target", "TARGET")), _skill_check,
            N_("a skill check"), options=(_key("skill", number("skill")), _key("bonus", number("bonus")),
                                     _key("by", Name("by", "WHO", N_("who makes the check")))), flags=(ALLY_OK,),
            formats=(A.SkillCheck,),
            unbuild=lambda a: {"attribute": a.attribute, "target": a.target, "skill": a.skill or None,
                               "bonus": a.bonus or None, "by": None if a.by == "hero" else a.by,
                               "ally_ok": a.card_allows_ally}),
    Command("xp", ("buy", Word("bonus", BONUSES)), lambda s, v: A.BuyExperience(v["bonus"]),
            N_("buy an experience counter"), formats=(A.BuyExperience,), unbuild=lambda a: {"bonus": a.bonus}),
    Command("victory", (Text("reason", '"REASON"', low=0, what=N_("the reason")),),
            lambda s, v: A.DeclareVictory(v["reason"]), N_("the table declares the scenario's goal reached"),
            formats=(A.DeclareVictory,), unbuild=lambda a: {"reason": a.reason or None}),
)


def first_verbs(now: Sequence[str]) -> tuple[str, ...]:
    """The verbs of what fits now (short commands, as "what now" writes them), each once: help lists them first."""
    return tuple(dict.fromkeys(hint.split()[0] for hint in now if hint.strip()))


def try_hint(now: Sequence[str]) -> str:
    """What the unknown-verb error adds: the short commands that fit now ('next' when none does)."""
    return Message("try: {commands}", commands=", ".join(now or ("next",)))


def _first(state: Rb2State) -> tuple[str, ...]:
    """The base game's verbs that fit now (the game itself uses its "what now", expansions included)."""
    return first_verbs(allowed_now(state, GRAMMAR))


def _hint(state: Rb2State) -> str:
    return try_hint(allowed_now(state, GRAMMAR))


#: How an expansion reads a challenge card's printed values as 'challenge' does (the Class Decks' class challenges).
READ_CHALLENGE = _card("challenge")
#: How a challenge card's printed values are typed back (the options `CARD_OPTIONS` reads).
WRITE_CHALLENGE = _card_values

#: The base game's commands; an expansion's join the game's grammar when it registers (`Game.add_expansion`).
GRAMMAR = Grammar("Runebound", COMMANDS, quoting=True, keyed=True, first=_first, hint=_hint)


def parse(state: Rb2State, text: str) -> Action | DiceRequest:
    """Parse one command typed at the table; CommandError says what was not understood."""
    parsed: Action | DiceRequest = GRAMMAR.parse(state, text)
    return parsed


def format_command(action: Action) -> str | None:
    """The typed command that makes `action` (a rolled action: the command that asks for the roll)."""
    return GRAMMAR.format(action)
