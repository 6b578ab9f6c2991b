"""A combat token's name as a player reads it, where the engine's own name for it is no name to read.

A token keeps the name it was given when its card was read (`CombatToken.name`): an item's token its printed name and
number ("Helm 1"), a hero's own token the hero's catalogue id and number ("ash 1"), a main villain's own token the
enemy's name and "(villain)". Saved sessions hold those names (a fight's tokens are rebuilt from the setup the same way
on every replay), so they stay; the fight board and the refusals name a hero's token by the hero's printed name
instead ("Ash's token 1", «жетон 1 героя Ash»), and a villain's by the enemy's ("Margath's villain token").
"""

from __future__ import annotations

from collections.abc import Mapping

from rules_engine.messages import Message
from rules_engine.runebound3.enemies import EnemyCard
from rules_engine.runebound3.state import Fight, R3State


def token_names(state: R3State) -> Mapping[str, str]:
    """The name a player reads for each token whose stored name is an id or carries an English mark, by stored name."""
    names: dict[str, str] = {}
    for hero in state.heroes:
        for number, token in enumerate(hero.sheet.tokens, start=1):
            names[token.name] = Message("{hero}'s token {number}", hero=hero.sheet.name, number=number)
    fought = (state.combat.enemy,) if isinstance(state.combat, Fight) else ()
    for enemy in (*state.enemies, *state.typed_enemies, *fought):
        if enemy.villain_token is not None:
            names[enemy.villain_token.name] = villain_token_name(enemy)
    return names


def villain_token_name(enemy: EnemyCard) -> str:
    """A main villain's own token, by the enemy's name."""
    return Message("{enemy}'s villain token", enemy=enemy.name)
