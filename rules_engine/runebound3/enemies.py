"""Enemy cards and the combat tokens every enemy shares, read from the catalogue data copied into a session.

An enemy card gives its health, the reward a winning hero takes and, for a main villain, a seventh
token of its own. The common tokens are kept in catalogue id order: five for act 1, then the
stronger sixth that joins them in act 2.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.errors import CommandError
from rules_engine.messages import Message
from rules_engine.game import SetupError
from rules_engine.runebound3.combat.fighters import SurgeAbility
from rules_engine.runebound3.combat.surge_data import surges_from
from rules_engine.runebound3.tokens import CombatToken, parse_token


#: The colours of the three challenge decks (an enemy's `deck`).
DECK_COLOURS = ("green", "orange", "purple")


@frozen_value(slots=True)
class EnemyCard:
    """An enemy challenge card: name, health, reward in words, a villain's own token and its deck's colour."""

    name: str
    health: int
    reward: str = ""
    villain_token: CombatToken | None = None
    #: The colour of the challenge deck it is shuffled into (most enemies are in the orange combat deck).
    deck: str = "orange"
    #: Surge abilities printed on the enemy card, spent from its surges in the fight (catalogue `surges`).
    abilities: tuple[SurgeAbility, ...] = ()


def enemy_from(name: str, data: Mapping[str, Any]) -> EnemyCard:
    """An enemy card from catalogue or drawn-card data (`health`, `reward`, `villain_token`, `deck`, `surges`)."""
    health = data.get("health")
    if not isinstance(health, int) or isinstance(health, bool) or health < 1:
        raise CommandError(Message("{name!r}: an enemy's health is a whole number of at least 1, not {health!r}",
                                   name=name, health=health))
    villain = str(data.get("villain_token") or "").strip()
    token = parse_token(f"{name} (villain)", villain) if villain else None
    deck = str(data.get("deck") or "orange").strip().lower()
    if deck not in DECK_COLOURS:
        raise CommandError(Message("{name!r}: an enemy's deck is one of {decks}, not {deck!r}", name=name,
                                   decks=", ".join(DECK_COLOURS), deck=deck))
    return EnemyCard(name, health, str(data.get("reward", "")).strip(), token, deck, surges_from(name, data))


def enemies_from(catalogue: Mapping[str, Any]) -> tuple[EnemyCard, ...]:
    """The session's enemy cards (catalogue key `enemies`), in id order; SetupError names a bad one."""
    found = []
    for enemy_id, data in sorted(catalogue.get("enemies", {}).items()):
        try:
            found.append(enemy_from(str(data.get("name", enemy_id)), data))
        except CommandError as error:
            raise SetupError(error.args[0]) from None
    return tuple(found)


def common_tokens_from(catalogue: Mapping[str, Any]) -> tuple[CombatToken, ...]:
    """The enemies' common tokens (catalogue key `enemy_tokens`): act 1's in id order, then act 2's."""
    entries = sorted(catalogue.get("enemy_tokens", {}).items())
    ordered = [e for e in entries if e[1].get("act", 1) == 1] + [e for e in entries if e[1].get("act", 1) == 2]
    try:
        return tuple(parse_token(str(data.get("name", token_id)), str(data["token"])) for token_id, data in ordered)
    except (CommandError, KeyError) as error:
        raise SetupError(Message("the enemies' common tokens: {error}",
                                 error=error.args[0] if isinstance(error, CommandError) else str(error))) from None
