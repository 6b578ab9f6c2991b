"""Whose quest a quest card is: the active hero's own, or the shared quest every hero may work on."""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.quests import QuestCard
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.words import named
from rules_engine.messages import Message
from rules_engine.requirements import Requirement


def held_quest_requirement(state: DgState, quest: QuestCard, rule: str) -> Iterator[Requirement]:
    """Unmet under `rule` (attempting, seeking or escorting) when the quest is neither the active hero's nor shared."""
    hero = state.hero
    if not (quest.id in hero.quests or quest.id in state.shared_quests):
        yield Requirement.unmet(rule, Message("{quest} is neither one of {hero}'s quests nor the shared quest",
                                              quest=named(quest.name), hero=hero.player))
