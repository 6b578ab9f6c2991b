"""A battle between heroes: started when an ability lets one hero attack another, fought token by token.

The summary leaves the trigger to a card: some abilities let heroes attack each other ("Битва Героев:"),
so the table starts a battle with `AttackHero`, naming the defending seat and the ability or card
that allows it (recorded, not checked: the app does not know every card's text). The battle itself
costs no action; any cost the card prints is the table's. The ordinary combat rules follow with the
attacked hero as the opponent, decided by its own player; between rounds both heroes may retreat,
the attacker deciding first ("Отступление:" for the terrain die and the step). When it ends both keep
the wounds they took; a hero whose wounds reach its health is defeated and may only rest until
healed ("Поражение:"); a winner takes no card and no reward, as there is none; a hero who retreats
steps to the neighbouring space the table named.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules_engine.actions import Action
from rules_engine.decisions import Choice, Decision, OneOf, Where
from rules_engine.dice import DiceRoll
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import AttackHero, Escape
from rules_engine.runebound3.combat import actions as C
from rules_engine.runebound3.combat.choices import choices as combat_choices
from rules_engine.runebound3.combat.decision import decision as combat_decision
from rules_engine.runebound3.combat.fighters import Fighter
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.combat.resolve import resolve as combat_resolve
from rules_engine.runebound3.combat.state import ATTACKER, CombatState, Ending, Phase
from rules_engine.runebound3.fighting import ANY, TERRAIN_DIE, TERRAIN_SYMBOLS, entered_roll, fight_step, hero_fighter
from rules_engine.runebound3.hero_actions import may_act
from rules_engine.runebound3.state import HeroBattle, HeroState, R3State, SpaceKind, Stage
from rules_engine.values import replace

RULE = "runebound3.combat.hero-battle"
#: Offered by `choices` for the ability that allows the attack (the table names its own card).
ABILITY_CARD = Message("an ability card")


def _seat_hero(state: R3State, seat: int) -> HeroState:
    return state.heroes[seat]


def _set_hero(state: R3State, seat: int, hero: HeroState) -> R3State:
    heroes = list(state.heroes)
    heroes[seat] = hero
    return replace(state, heroes=tuple(heroes))


def attack_problem(state: R3State, rival: object) -> str:
    """Why the active hero cannot attack seat `rival` now ('' when it can); the attacker's own limits are
    `may_act`'s."""
    if not isinstance(rival, int) or isinstance(rival, bool) or not 0 <= rival < len(state.heroes):
        return Message("seat {rival} has no hero: name another player (p1 to p{count})",
                       rival=repr(rival), count=len(state.heroes))
    if rival == state.active:
        return Message("a hero battle is between two heroes: a hero cannot attack itself")
    for seat in (state.active, rival):
        hero = _seat_hero(state, seat)
        if hero.defeated or hero.wounds >= hero.sheet.health:
            return Message("{hero} is defeated and cannot fight until healed", hero=hero.sheet.name)
        if not hero_fighter(hero, seat).tokens:
            return Message("{hero} has no combat tokens to gather", hero=hero.sheet.name)
    return ""


def attack_hero(state: R3State, act: AttackHero, ref: Referee) -> R3State:
    """Start a battle between the active hero and the named seat's hero, as the named ability allows."""
    may_act(state, ref)
    if not act.ability.strip():
        ref.refuse(RULE,
                   Message("a hero battle needs an ability that allows it: name the ability or card"), hard=True)
    problem = attack_problem(state, act.rival)
    ref.require(not problem, RULE, problem, hard=not isinstance(act.rival, int) or act.rival == state.active)
    attacker, defender = hero_fighter(state.hero, state.active), hero_fighter(_seat_hero(state, act.rival), act.rival)
    combat = start_combat(attacker, defender, TERRAIN_DIE)
    ref.cite(RULE, "runebound3.combat.gather")
    ref.note(Message("{attacker} attacks {defender} ({ability}); {name} decides for {defender}; both may retreat between rounds, the attacker first", attacker=attacker.name, defender=defender.name, ability=act.ability, name=state.names[act.rival]))
    return replace(state, stage=Stage.COMBAT, combat=HeroBattle(state.active, act.rival, act.ability.strip(), combat))


def _finish(state: R3State, battle: HeroBattle, escape: Escape | None, ref: Referee) -> R3State:
    """Carry the battle's end into the game: both heroes' wounds, a defeat, or the retreating hero's step."""
    combat = battle.combat
    result = combat.result
    assert result is not None
    seats = (battle.attacker, battle.defender)
    for side, seat in enumerate(seats):
        hero = _seat_hero(state, seat)
        state = _set_hero(state, seat, replace(hero, wounds=min(combat.side(side).wounds, hero.sheet.health)))
    state = replace(state, stage=Stage.ACTIONS, combat=None)
    if result.ending is Ending.RETREAT:
        assert escape is not None and result.retreated is not None
        seat = seats[result.retreated]
        hero = _seat_hero(state, seat)
        ref.cite(RULE, "runebound3.combat.retreat")
        ref.note(Message("{hero} steps to {space}; the battle is over", hero=hero.sheet.name, space=escape.space))
        return _set_hero(state, seat, replace(hero, space=escape.space, space_kind=SpaceKind(escape.kind)))
    assert result.loser is not None
    loser = seats[result.loser]
    hero = _seat_hero(state, loser)
    ref.cite(RULE, "runebound3.enemy.defeated")
    ref.note(Message("{hero} is defeated and may only rest until healed; {hero2} takes no card and no reward",
                     hero=hero.sheet.name, hero2=_seat_hero(state, seats[1 - result.loser]).sheet.name))
    return _set_hero(state, loser, replace(hero, wounds=hero.sheet.health, defeated=True))


#: The space kinds an escape may name (`SpaceKind`'s values), read once.
_SPACE_KINDS = frozenset(k.value for k in SpaceKind)


def _with_fighter(combat: CombatState, side: int, fighter: Fighter) -> CombatState:
    sides = list(combat.sides)
    sides[side] = replace(combat.side(side), fighter=fighter)
    return replace(combat, sides=tuple(sides))


def _in_combat(battle: HeroBattle, combat: CombatState) -> HeroBattle:
    """The battle with its combat moved on (built whole: the record has slots, which `replace` copies field by field)."""
    return HeroBattle(battle.attacker, battle.defender, battle.ability, combat)


def battle_step(state: R3State, act: Action, ref: Referee) -> tuple[R3State, str]:
    """One step of a hero battle, ruled by the combat engine; a retreat is an `Escape` of the hero whose turn
    it is to decide; the game resumes when the battle ends."""
    battle = state.combat
    assert isinstance(battle, HeroBattle)
    if isinstance(act, C.Retreat):
        ref.refuse("runebound3.combat.retreat",
                   Message("a retreat names the neighbouring space the hero steps to: retreat <needs> <kind> <space>"),
                   hard=True)
    combat = battle.combat
    escape = act if isinstance(act, Escape) else None
    side = combat.retreat_queue[0] if combat.phase is Phase.BETWEEN and combat.retreat_queue else ATTACKER
    fighter = combat.side(side).fighter
    if escape is not None:
        if escape.kind not in _SPACE_KINDS:
            ref.refuse("runebound3.combat.retreat",
                       Message("{space}: a space is one of {names}, not {kind}",
                               space=escape.space, names=', '.join(k.value for k in SpaceKind), kind=repr(escape.kind)),
                       hard=True)
        combat = _with_fighter(combat, side, replace(fighter, escape_terrain=(escape.needs.strip().casefold(),)))
        act = C.Retreat(side, escape.roll)
    combat, message = combat_resolve(combat, act, ref)
    if combat.phase is Phase.OVER:
        return _finish(state, _in_combat(battle, combat), escape, ref), message
    if escape is not None:  # a failed retreat leaves no escape terrain behind: the fighter as it was before
        combat = _with_fighter(combat, side, fighter if not fighter.escape_terrain
                               else replace(fighter, escape_terrain=()))
    return replace(state, combat=_in_combat(battle, combat)), message


def step(state: R3State, act: Action, ref: Referee) -> tuple[R3State, str]:
    """A combat action for whichever fight is under way: a hero battle here, an enemy in `fighting`."""
    if isinstance(state.combat, HeroBattle):
        return battle_step(state, act, ref)
    return fight_step(state, act, ref)


def battle_decision(battle: HeroBattle) -> Decision:
    """Who decides now in the battle (each hero's own player)."""
    return combat_decision(battle.combat)


def battle_choices(state: R3State, battle: HeroBattle) -> tuple[Choice, ...]:
    """The combat engine's choices, a retreat offered as an `Escape` for the hero deciding now."""
    found = []
    for choice in combat_choices(battle.combat):
        if choice.action is not C.Retreat:
            found.append(choice)
            continue
        side = battle.combat.retreat_queue[0]
        seat = (battle.attacker, battle.defender)[side]
        found.append(Choice.of(
            Escape, Message("retreat to a neighbouring space"), actor=seat,
            space=OneOf(("Wilds", _seat_hero(state, seat).space)), kind=OneOf(tuple(k.value for k in SpaceKind)),
            needs=OneOf((ANY, *TERRAIN_SYMBOLS)),
            roll=Where(lambda r: isinstance(r, DiceRoll) and r.die == TERRAIN_DIE.id and len(r.faces) == 1,
                       entered_roll, "one terrain die")))
    return tuple(found)


def attack_choices(state: R3State) -> tuple[Choice, ...]:
    """Attacking another hero, offered for every seat the active hero could fight now."""
    hero = state.hero
    if hero.delayed or hero.defeated:
        return ()
    rivals = tuple(seat for seat in range(len(state.heroes)) if not attack_problem(state, seat))
    if not rivals:
        return ()
    cards = (ABILITY_CARD, *(s.name for s in hero.skills if s.active))
    return (Choice.of(AttackHero, Message("hero battle: attack another hero (an ability allows it)"), actor=state.active,
                      rival=OneOf(rivals), ability=OneOf(cards)),)


def seat_words(state: R3State) -> Sequence[Sequence[str]]:
    """The words naming each seat for a typed attack: the player's name, then the hero's."""
    return tuple((name, hero.sheet.name) for name, hero in zip(state.names, state.heroes))


__all__ = ["ABILITY_CARD", "AttackHero", "attack_choices", "attack_hero", "attack_problem",
           "battle_choices", "battle_decision", "battle_step", "seat_words", "step"]
