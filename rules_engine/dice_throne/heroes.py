"""The hero model the engine plays with: dice faces, statuses, companions and abilities, parsed from data.

Hero data comes from the catalogue copied into a session at setup (`catalogue["heroes"][id]`).
`parse_hero` turns that plain JSON into frozen values, refusing malformed data with a message
that names the field, so a user's import can be corrected.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.game import SetupError
from rules_engine.messages import Message

#: Damage types an ability may deal (see damage.py for their properties).
DAMAGE_TYPES = ("regular", "undefendable", "pure", "collateral", "ultimate")
#: Status effects the engine knows how to apply itself; any other effect is resolved by the table.
STATUS_EFFECTS = (
    "avoid-damage-roll",  # spend, roll a die: on the listed values the damage is avoided (Evasive)
    "boost-attack-half-roll",  # spend after the offensive roll: add half a die, rounded up (Reload)
    "attack-minus-per-token",  # the holder's attack damage is lowered by 1 per token (Withering)
    "no-attack-damage",  # the holder's offensive roll deals no damage; removed at the end of the roll phase (Parley)
    "attacked-bonus",  # an attacker of the holder deals +1 damage and gains 1 CP (Bounty)
    "skip-offensive-unless-paid",  # pay 2 CP before the offensive roll or skip it (Knockdown)
    "explodes",  # removed when it explodes: in upkeep on the listed die numbers, or when a second one lands (Powder Keg)
    "upkeep-damage-per-token",  # its holder, unless the status's own hero, takes damage per token in upkeep (Doubloon)
)


class HeroDataError(SetupError):
    """Hero data that does not describe a playable hero; the message names the hero and the field."""


@frozen_value(slots=True)
class Condition:
    """What the final dice must show to activate an offensive ability."""

    kind: str
    symbols: tuple[tuple[str, int], ...] = ()
    count: int = 0

    def describe(self) -> str:
        """The condition as the board prints it, in words."""
        if self.kind == "symbols":
            return " + ".join(f"{n} {s}" for s, n in self.symbols)
        if self.kind == "of-a-kind":
            return f"{self.count} of a kind"
        return self.kind.replace("-", " ")


@frozen_value(slots=True)
class Ability:
    """An ability on the hero board: offensive (with a condition), defensive (with dice) or passive."""

    id: str
    name: str
    kind: str  # "offensive" | "defensive" | "passive"
    condition: Condition | None = None
    damage: int | None = None
    damage_type: str = "regular"
    ultimate: bool = False
    defence_dice: int = 0
    effects: str = ""
    unconfirmed: bool = False
    damage_by_count: tuple[tuple[int, int], ...] = ()  # (matching dice, damage) where the board prints more

    def damage_for(self, matching: int) -> int | None:
        """The printed damage for this many dice showing the condition's symbol (the most the board gives)."""
        damage = self.damage
        for count, amount in self.damage_by_count:
            if matching >= count:
                damage = amount
        return damage


@frozen_value(slots=True)
class StatusDef:
    """A status effect a hero brings to the game, with its stack limit and how it behaves."""

    id: str
    name: str
    positive: bool
    persistent: bool
    limit: int
    owner_limit: int | None = None
    unique: bool = False
    owner: str = ""
    effect: str = ""
    effect_values: tuple[int, ...] = ()
    transfer_only_by_owner: bool = False
    text: str = ""

    def limit_for(self, hero_id: str) -> int:
        """The limit on a given hero (unique statuses may allow more on their owner)."""
        if self.owner_limit is not None and hero_id == self.owner:
            return self.owner_limit
        return self.limit


@frozen_value(slots=True)
class Hero:
    """One hero: id, name, die faces (value -> symbol), statuses, companions, abilities, extra setup."""

    id: str
    name: str
    faces: tuple[tuple[int, str], ...]
    statuses: tuple[StatusDef, ...]
    abilities: tuple[Ability, ...]
    companions: tuple[str, ...] = ()
    setup_statuses: tuple[tuple[str, int], ...] = ()

    def symbol_of(self, value: int) -> str:
        """The symbol printed on the face with this number."""
        return dict(self.faces)[value]

    def ability(self, ability_id: str) -> Ability | None:
        """The ability with this id (or name, case-insensitive), if the hero has it."""
        key = ability_id.casefold()
        for ability in self.abilities:
            if ability.id.casefold() == key or ability.name.casefold() == key:
                return ability
        return None

    def offensive(self) -> tuple[Ability, ...]:
        """The offensive abilities, ultimate included."""
        return tuple(a for a in self.abilities if a.kind == "offensive")

    def defensive(self) -> tuple[Ability, ...]:
        """The defensive abilities."""
        return tuple(a for a in self.abilities if a.kind == "defensive")


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise HeroDataError(Message("{where}: '{key}' is missing", where=where, key=key))
    value = data[key]
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise HeroDataError(Message("{where}: '{key}' has the wrong kind of value ({value})",
                                    where=where, key=key, value=repr(value)))
    if not isinstance(value, kind):
        raise HeroDataError(Message("{where}: '{key}' has the wrong kind of value ({value})",
                                    where=where, key=key, value=repr(value)))
    return value


def _name(data: Mapping[str, Any], where: str) -> str:
    """A required display name: text with something in it (the board and the log show it)."""
    name: str = _need(data, "name", str, where)
    if not name.strip():
        raise HeroDataError(Message("{where}: 'name' is empty; give the name printed on the hero board", where=where))
    return name.strip()


def _ident(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip() or any(c.isspace() for c in value.strip()):
        raise HeroDataError(Message("{where}: an id is one word without spaces, not {value}",
                                    where=where, value=repr(value)))
    return value.strip().lower()


def _parse_condition(raw: Any, symbols: set[str], where: str) -> Condition:
    if not isinstance(raw, Mapping):
        raise HeroDataError(Message('{where}: \'condition\' must be an object such as {{"symbols": {{"bullet": 3}}}}',
                                    where=where))
    if "symbols" in raw:
        wanted = raw["symbols"]
        if not isinstance(wanted, Mapping) or not wanted:
            raise HeroDataError(Message("{where}: 'symbols' must map a symbol to how many are needed", where=where))
        pairs = []
        total = 0
        for sym, n in wanted.items():
            if sym not in symbols:
                raise HeroDataError(Message("{where}: the hero's dice have no symbol {sym} (they show {symbols})",
                                            where=where, sym=repr(sym), symbols=', '.join(sorted(symbols))))
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 5:
                raise HeroDataError(Message("{where}: symbol {sym} needs a count from 1 to 5, not {n}",
                                            where=where, sym=repr(sym), n=repr(n)))
            pairs.append((sym, n))
            total += n
        if total > 5:
            raise HeroDataError(Message("{where}: a condition can need at most 5 dice, not {total}",
                                        where=where, total=total))
        return Condition("symbols", tuple(pairs))
    if "straight" in raw:
        size = raw["straight"]
        if size not in ("small", "large"):
            raise HeroDataError(Message("{where}: 'straight' is 'small' or 'large', not {size}",
                                        where=where, size=repr(size)))
        return Condition(f"{size}-straight")
    if "of_a_kind" in raw:
        n = raw["of_a_kind"]
        if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= 5:
            raise HeroDataError(Message("{where}: 'of_a_kind' is a number from 2 to 5, not {n}",
                                        where=where, n=repr(n)))
        return Condition("of-a-kind", count=n)
    raise HeroDataError(Message("{where}: a condition needs 'symbols', 'straight' or 'of_a_kind'", where=where))


def _parse_ability(raw: Any, symbols: set[str], where: str) -> Ability:
    if not isinstance(raw, Mapping):
        raise HeroDataError(Message("{where}: an ability must be an object", where=where))
    ability_id = _ident(raw.get("id"), f"{where}.id")
    name = _name(raw, where)
    kind = raw.get("kind", "offensive")
    if kind not in ("offensive", "defensive", "passive"):
        raise HeroDataError(Message("{where}: 'kind' is offensive, defensive or passive, not {kind}",
                                    where=where, kind=repr(kind)))
    ultimate = bool(raw.get("ultimate", False))
    condition = None
    defence_dice = 0
    if kind == "offensive":
        named = Message("{where} ({name})", where=where, name=name)
        condition = _parse_condition(raw.get("condition"), symbols, named)
    if kind == "defensive":
        given_dice = raw.get("dice")
        if isinstance(given_dice, bool) or not isinstance(given_dice, int) or not 1 <= given_dice <= 5:
            raise HeroDataError(Message("{where} ({name}): a defensive ability needs 'dice' from 1 to 5",
                                        where=where, name=name))
        defence_dice = given_dice
    damage = raw.get("damage")
    if damage is not None and (isinstance(damage, bool) or not isinstance(damage, int) or damage < 0):
        raise HeroDataError(Message("{where} ({name}): 'damage' is a whole number of 0 or more, or null when unknown",
                                    where=where, name=name))
    damage_type = raw.get("damage_type", "ultimate" if ultimate else "regular")
    if damage_type not in DAMAGE_TYPES:
        raise HeroDataError(Message("{where} ({name}): 'damage_type' is one of {types}, not {damage_type}",
                                    where=where, name=name, types=', '.join(DAMAGE_TYPES),
                                    damage_type=repr(damage_type)))
    if ultimate and damage_type != "ultimate":
        raise HeroDataError(Message("{where} ({name}): an ultimate deals ultimate damage", where=where, name=name))
    if damage_type == "ultimate" and not ultimate:
        raise HeroDataError(Message('{where} ({name}): only an ultimate ability deals ultimate damage; mark it '
                                    '"ultimate": true or choose another \'damage_type\'', where=where, name=name))
    effects = raw.get("effects", "")
    if not isinstance(effects, str):
        raise HeroDataError(Message("{where} ({name}): 'effects' is text", where=where, name=name))
    named = Message("{where} ({name})", where=where, name=name)
    by_count = _parse_damage_by_count(raw.get("damage_by_count"), condition, damage, named)
    return Ability(ability_id, name, kind, condition, damage, damage_type, ultimate, defence_dice, effects,
                   bool(raw.get("unconfirmed", False)), by_count)


def _parse_damage_by_count(raw: Any, condition: Condition | None, damage: int | None,
                           where: str) -> tuple[tuple[int, int], ...]:
    """Optional: more damage printed for more dice showing the condition's one symbol, e.g. {"4": 6, "5": 8}."""
    if raw is None:
        return ()
    shape = Message("'damage_by_count' maps a number of matching dice to the damage the board prints for it, "
                    "e.g. {example}", example='{"4": 6, "5": 8}')
    if condition is None or condition.kind != "symbols" or len(condition.symbols) != 1:
        raise HeroDataError(Message('{where}: \'damage_by_count\' needs a condition of one symbol, such as '
                                    '{{"symbols": {{"bullet": 3}}}}: it counts the dice showing that symbol',
                                    where=where))
    if damage is None:
        raise HeroDataError(Message("{where}: 'damage_by_count' needs the base 'damage' for the condition's own count",
                                    where=where))
    if not isinstance(raw, Mapping) or not raw:
        raise HeroDataError(Message("{where}: {shape}", where=where, shape=shape))
    needed = condition.symbols[0][1]
    pairs = []
    for key, amount in raw.items():
        count = int(key) if isinstance(key, str) and key.isdigit() else key
        if isinstance(count, bool) or not isinstance(count, int) or not needed < count <= 5:
            raise HeroDataError(Message("{where}: {shape}; the counts go from {first} to 5, not {key}",
                                        where=where, shape=shape, first=needed + 1, key=repr(key)))
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise HeroDataError(Message("{where}: {shape}; the damage for {count} is a whole number of 0 or more, "
                                        "not {amount}", where=where, shape=shape, count=count, amount=repr(amount)))
        pairs.append((count, amount))
    return tuple(sorted(pairs))


def _parse_status(raw: Any, hero_id: str, where: str) -> StatusDef:
    if not isinstance(raw, Mapping):
        raise HeroDataError(Message("{where}: a status must be an object", where=where))
    status_id = _ident(raw.get("id"), f"{where}.id")
    name = _name(raw, where)
    polarity = raw.get("polarity", "positive")
    if polarity not in ("positive", "negative"):
        raise HeroDataError(Message("{where} ({name}): 'polarity' is positive or negative, not {polarity}",
                                    where=where, name=name, polarity=repr(polarity)))
    persistence = raw.get("persistence", "consumable")
    if persistence not in ("consumable", "persistent"):
        raise HeroDataError(Message("{where} ({name}): 'persistence' is consumable or persistent, not {persistence}",
                                    where=where, name=name, persistence=repr(persistence)))
    limit = raw.get("limit")
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise HeroDataError(Message("{where} ({name}): 'limit' is a whole number of 1 or more", where=where, name=name))
    owner_limit = raw.get("owner_limit")
    if owner_limit is not None and (isinstance(owner_limit, bool) or not isinstance(owner_limit, int) or owner_limit < 1):
        raise HeroDataError(Message("{where} ({name}): 'owner_limit' is a whole number of 1 or more",
                                    where=where, name=name))
    effect = raw.get("effect", "")
    if effect and effect not in STATUS_EFFECTS:
        raise HeroDataError(Message("{where} ({name}): the engine knows the effects {effects}; leave 'effect' empty "
                                    "for one the table resolves, not {effect}",
                                    where=where, name=name, effects=', '.join(STATUS_EFFECTS), effect=repr(effect)))
    values = raw.get("effect_values", [])
    if not isinstance(values, list) or any(isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6 for v in values):
        raise HeroDataError(Message("{where} ({name}): 'effect_values' is a list of die numbers 1 to 6",
                                    where=where, name=name))
    if effect == "avoid-damage-roll" and not values:
        raise HeroDataError(Message("{where} ({name}): 'avoid-damage-roll' needs the die numbers that avoid damage",
                                    where=where, name=name))
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise HeroDataError(Message("{where} ({name}): 'text' is text", where=where, name=name))
    return StatusDef(status_id, name, polarity == "positive", persistence == "persistent", limit, owner_limit,
                     bool(raw.get("unique", False)), hero_id, effect, tuple(values),
                     bool(raw.get("transfer_only_by_owner", False)), text)


def parse_hero(data: Any) -> Hero:
    """Validate raw hero data and build the frozen Hero; HeroDataError names what is wrong."""
    if not isinstance(data, Mapping):
        raise HeroDataError(Message("a hero must be an object with id, name, dice, statuses and abilities"))
    hero_id = _ident(data.get("id"), Message("hero id"))
    where = Message("hero {id}", id=repr(hero_id))
    name = _name(data, where)
    dice = _need(data, "dice", Mapping, where)
    faces = []
    for value in range(1, 7):
        symbol = dice.get(str(value), dice.get(value))
        if not isinstance(symbol, str) or not symbol.strip():
            raise HeroDataError(Message("{where}: 'dice' must give the symbol of every face 1 to 6 (face {value} is "
                                        "missing)", where=where, value=value))
        faces.append((value, symbol.strip().lower()))
    if set(map(str, dice)) - {str(v) for v in range(1, 7)}:
        raise HeroDataError(Message("{where}: 'dice' has faces 1 to 6 only", where=where))
    symbols = {s for _, s in faces}
    statuses = []
    for number, raw_status in enumerate(_need(data, "statuses", list, where), start=1):
        statuses.append(_parse_status(raw_status, hero_id, Message("{where} status {number}",
                                                                   where=where, number=number)))
    abilities = []
    for number, raw_ability in enumerate(_need(data, "abilities", list, where), start=1):
        abilities.append(_parse_ability(raw_ability, symbols,
                                        Message("{where} ability {number}", where=where, number=number)))
    if len({x.id for x in statuses}) != len(statuses):
        raise HeroDataError(Message("{where}: two status entries share an id", where=where))
    if len({x.id for x in abilities}) != len(abilities):
        raise HeroDataError(Message("{where}: two ability entries share an id", where=where))
    if not any(a.kind == "offensive" for a in abilities):
        raise HeroDataError(Message("{where}: a hero needs at least one offensive ability", where=where))
    if not any(a.kind == "defensive" for a in abilities):
        raise HeroDataError(Message("{where}: a hero needs at least one defensive ability", where=where))
    companions = data.get("companions", [])
    if not isinstance(companions, list) or not all(isinstance(c, str) and c.strip() for c in companions):
        raise HeroDataError(Message("{where}: 'companions' is a list of names", where=where))
    status_names = {s.id for s in statuses} | {s.name.casefold() for s in statuses}
    for companion in companions:
        if companion.strip().casefold() in status_names:
            # Companions are not statuses; one named like a status would make 'status gain X' ambiguous.
            raise HeroDataError(Message("{where}: companion {companion} has the name of a status; companions are not "
                                        "statuses, so give it a different name",
                                        where=where, companion=repr(companion)))
    setup = data.get("setup_statuses", {})
    if not isinstance(setup, Mapping):
        raise HeroDataError(Message("{where}: 'setup_statuses' maps a status id to a count", where=where))
    known = {s.id for s in statuses}
    for sid, n in setup.items():
        if sid not in known:
            raise HeroDataError(Message("{where}: 'setup_statuses' names unknown status {sid}",
                                        where=where, sid=repr(sid)))
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise HeroDataError(Message("{where}: 'setup_statuses' gives a count of 1 or more for {sid}",
                                        where=where, sid=repr(sid)))
    return Hero(hero_id, name, tuple(faces), tuple(statuses), tuple(abilities),
                tuple(c.strip().lower() for c in companions), tuple(setup.items()))
