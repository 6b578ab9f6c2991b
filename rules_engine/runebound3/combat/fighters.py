"""Who fights and with what: a hero or an enemy, its health, combat tokens and surge abilities.

The combat engine is handed two `Fighter`s by whoever starts the fight (the Runebound 3e turn
rules, a test, the table). A hero's tokens are its own plus those of its equipped items; an
enemy fights with the common set of five tokens, a sixth from act 2 on, and a main villain with
a seventh of its own (`enemy_tokens`).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from rules_engine.frozen_values import frozen_value
from rules_engine.citations import cite
from rules_engine.errors import RuleViolation
from rules_engine.messages import Joined, Message
from rules_engine.ruling import Ruling
from rules_engine.runebound3.combat.surge_effects import SurgeEffect, effects_of
from rules_engine.runebound3.tokens import CombatToken, Symbol

#: Tokens every enemy shares in act 1; act 2 adds one, a main villain one more.
ENEMY_BASE_TOKENS = 5


class SideKind(enum.StrEnum):
    """A hero spends axes and bolts; an enemy spends skulls."""

    HERO = "hero"
    ENEMY = "enemy"


#: The damage symbols each kind of side may spend.
DAMAGE_SYMBOLS: dict[SideKind, frozenset[Symbol]] = {
    SideKind.HERO: frozenset({Symbol.AXE, Symbol.BOLT}),
    SideKind.ENEMY: frozenset({Symbol.SKULL}),
}


@frozen_value(slots=True)
class SurgeAbility:
    """An ability paid with surges, usable once a round, whose effects the engine applies (`surge_effects`).

    `damage` (of `kind` when named), `heal`, `shield` (held for later this round), `flip` (own tokens
    turned) and `reroll` (opponent's tokens tossed again) are applied by the engine; `effect` says in
    words what else the table resolves itself. An ability turns own tokens or has the opponent's tossed
    again, not both, so one set of targets serves it.
    """

    name: str
    cost: int
    damage: int = 0
    effect: str = ""
    heal: int = 0
    shield: int = 0
    flip: int = 0
    reroll: int = 0
    kind: str = ""

    @property
    def effects(self) -> tuple[SurgeEffect, ...]:
        """Its typed effects, in the order the engine applies them."""
        return effects_of(self.damage, self.kind, self.heal, self.shield, self.flip, self.reroll, self.effect)

    @property
    def targets(self) -> int:
        """How many tokens it may name: own tokens to turn, or the opponent's to toss again (0: none)."""
        return self.flip or self.reroll

    def describe(self) -> str:
        """What using it does, for a button or a log line."""
        done = tuple(effect.describe() for effect in self.effects)
        return Message("{name} ({cost} surge): {done}", name=self.name, cost=self.cost,
                       done=Joined(", ", done) if done else Message("resolve it at the table (not applied by the app)"))


@frozen_value(slots=True)
class Fighter:
    """One side of a fight as it enters it.

    `seat` is the player who decides for it (for an enemy, the player on the hero's right);
    `escape_terrain` lists the terrain symbols that would carry this hero to an adjacent space
    when retreating (`any` when every symbol would, e.g. beside a city or on a road).
    """

    name: str
    kind: SideKind
    health: int
    tokens: tuple[CombatToken, ...]
    abilities: tuple[SurgeAbility, ...] = ()
    seat: int | None = None
    wounds: int = 0
    escape_terrain: tuple[str, ...] = ()

    def ability(self, name: str) -> SurgeAbility | None:
        """The surge ability of this name (case-insensitive), if the fighter has it."""
        key = name.strip().casefold()
        return next((a for a in self.abilities if a.name.casefold() == key), None)


def hero_tokens(own: Sequence[CombatToken], items: Sequence[Sequence[CombatToken]]) -> tuple[CombatToken, ...]:
    """A hero's tokens for a fight: its own and those of every equipped item."""
    gathered = list(own)
    for item in items:
        gathered.extend(item)
    return tuple(gathered)


def enemy_tokens(common: Sequence[CombatToken], act: int,
                 villain_token: CombatToken | None = None) -> tuple[CombatToken, ...]:
    """An enemy's tokens: the common five in act 1, six in act 2, plus a villain's seventh.

    `common` holds the six common tokens in order (the sixth joins in act 2) or just five when
    the fight is in act 1.
    """
    if act not in (1, 2):
        raise RuleViolation(Ruling(False, Message("Runebound has acts 1 and 2, not {act}", act=act),
                                   cite("runebound3.acts.second")))
    wanted = ENEMY_BASE_TOKENS + (1 if act == 2 else 0)
    if len(common) < wanted:
        raise RuleViolation(Ruling(False, Message("an enemy in act {act} fights with {wanted} common tokens; {count} given", act=act, wanted=wanted, count=len(common)), cite("runebound3.combat.enemy-tokens")))
    tokens = tuple(common[:wanted])
    return tokens + ((villain_token,) if villain_token is not None else ())
