"""Hunt quests: the quest's monster attacks the hero first, by the battle rules, at no action cost.

The player on the left runs the monster (alone, the app does, choosing its form as it does for
peril monsters). After the attack and the counter the hero may strike back with a saved point at
the challenge stage. The monster never goes to a lair or a hand and earns no glory or peril: slain,
the quest is done; alive, it leaves and the quest waits for another attempt (a monster attacks
once a turn, so not this turn).
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.battle_state import Attack, Battle, Fighter
from rules_engine.dungeoneer.quests import QuestCard
from rules_engine.dungeoneer.solo import monster_form
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import named, term, terms

HUNT_RULE = "dungeoneer.quests.hunt"
FORM_RULE = "dungeoneer.battle.form"
ONCE_RULE = "dungeoneer.battle.monster-attack"


def left_of(state: DgState, seat: int) -> int:
    """The next player on the left whose hero is still in the game (the seat itself when alone)."""
    count = len(state.heroes)
    for step in range(1, count):
        other = (seat + step) % count
        if not state.heroes[other].defeated:
            return other
    return seat


def hunt_requirements(state: DgState, quest: QuestCard, form: Stat | None) -> Iterator[Requirement]:
    """What a hunt's attempt requires of its monster, in the order `start_hunt` enforces it (after the attempt's
    own, `questing.attempt_requirements`): a monster of the session that has not attacked this turn, in a form
    its card attacks in, named by the player on the left (alone, chosen by the app: none may be named)."""
    try:
        monster = state.monster(quest.monster)
    except KeyError:
        yield Requirement.unmet(HUNT_RULE, Message("{quest}'s monster {monster!r} is not among this session's monsters",
                                                   quest=named(quest.name), monster=quest.monster), hard=True)
        return
    if monster.id in state.attacked_this_turn:
        yield Requirement.unmet(ONCE_RULE,
                                Message('{monster} has attacked this turn already: a monster attacks once a turn',
                                        monster=named(monster.name)))
    if state.solo is not None:
        if form is not None:
            yield Requirement.unmet(HUNT_RULE, Message("alone, the app chooses the monster's form"), hard=True)
        form = monster_form(monster, state.hero)
    else:
        if form is None:
            yield Requirement.unmet(HUNT_RULE,
                                    Message('the player on the left names the form {monster} attacks in (its forms: {names})',
                                            monster=named(monster.name), names=terms(monster.attack_forms())))
    if form is None:
        return
    if form not in monster.attack_forms():
        yield Requirement.unmet(FORM_RULE,
                                Message('{monster} cannot attack in {form}: it may attack in {value}',
                                        monster=named(monster.name), form=term(form),
                                        value=terms(monster.attack_forms()) or Message('no form')))


def start_hunt(state: DgState, quest: QuestCard, form: Stat | None, ref: Referee) -> tuple[DgState, str]:
    """The hunt's monster attacks the active hero: in the form the player on the left names (alone, the app's)."""
    ref.enforce(hunt_requirements(state, quest, form))
    hero = state.hero
    monster = state.monster(quest.monster)
    if state.solo is not None:
        form = monster_form(monster, hero)
        ref.cite("dungeoneer.companion.solo-monster-form")
        owner = None
    else:
        owner = left_of(state, state.active)
    assert form is not None
    ref.cite(HUNT_RULE, FORM_RULE)
    attack = Attack(Fighter(monster.name, monster=monster, owner=owner), Fighter(hero.player, seat=state.active), form)
    state = replace(state, battle=Battle((attack,), quest=quest.id),
                    attacked_this_turn=state.attacked_this_turn + (monster.id,))
    lord = Message('{player} runs it',
                   player=state.heroes[owner].player) if owner is not None else Message('the app runs it')
    return state, Message("{quest}: {monster} attacks {hero}'s {hero2} in {form} ({lord})",
                          quest=named(quest.name), monster=named(monster.name), hero=hero.player,
                          hero2=named(hero.hero.name), form=term(form), lord=lord)
