"""An enemy challenge fought token by token: starting the fight, handing its steps to `combat/`, and its end.

When an adventure draws an enemy, the hero gathers its own tokens and those of its items; the enemy
takes the common five tokens (six in act 2) and a main villain its own seventh; the player on the
hero's right decides for the enemy (in a game of one, the hero's own player). Every combat action goes
to the combat engine; a retreat between rounds is an `Escape`, which names the space the hero would
step to, so a successful retreat moves the hero there. When the fight ends the hero keeps the wounds
it took: a won fight gives the card as a trophy of its colour (and the reward printed on it, which
the table takes); a lost one leaves the hero defeated, able only to rest until healed.

The table still enters the outcome (`CombatResult`, a `PendingCombat`) only when the session cannot
run the fight: the drawn enemy has no health in the card or the catalogue, the catalogue lacks the
enemies' common tokens, or the hero has no tokens at all.
"""

from __future__ import annotations

from random import Random

from rules_engine.actions import Action
from rules_engine.chance import DiceRequest, DrawnCard, fill
from rules_engine.decisions import Choice, Decision, OneOf, Where
from rules_engine.dice import DiceRoll, DieSpec, Face
from rules_engine.errors import CommandError
from rules_engine.messages import Message, N_
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import Escape
from rules_engine.runebound3.catalogue_cards import find
from rules_engine.runebound3.combat import actions as C
from rules_engine.runebound3.combat.choices import choices as combat_choices
from rules_engine.runebound3.combat.decision import decision as combat_decision
from rules_engine.runebound3.combat.fighters import ENEMY_BASE_TOKENS, Fighter, SideKind, enemy_tokens, hero_tokens
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.combat.resolve import resolve as combat_resolve
from rules_engine.runebound3.combat.state import ATTACKER, DEFENDER, Ending, Phase
from rules_engine.runebound3.enemies import EnemyCard, enemy_from
from rules_engine.runebound3.gains import take_reward
from rules_engine.runebound3.state import Colour, Fight, HeroBattle, HeroState, R3State, SpaceKind, Stage
from rules_engine.runebound3.words import trophy_words
from rules_engine.values import replace

#: Terrain symbols a terrain die may show as the table enters it (the faces are not in the summary).
TERRAIN_SYMBOLS = ("plains", "road", "river", "water", "swamp", "forest", "hills", "mountains", "desert", "wild")
#: The terrain die a retreat rolls: entered by the table (its faces are unknown to the app).
TERRAIN_DIE = DieSpec("rb3-terrain", N_("terrain die"), (), kind="symbols", symbols_allowed=TERRAIN_SYMBOLS)
ANY = "any"

#: Combat actions the game hands to the combat engine (a retreat comes as an `Escape`).
FIGHT_ACTIONS: tuple[type, ...] = (C.Toss, C.Strike, C.Flip, C.Reroll, C.Surge, C.Double, C.Shield, C.TakeDamage,
                                   C.Pass, C.FightOn, C.Retreat, Escape)


def _set_hero(state: R3State, seat: int, hero: HeroState) -> R3State:
    heroes = list(state.heroes)
    heroes[seat] = hero
    return replace(state, heroes=tuple(heroes))


def enemy_card(state: R3State, card: DrawnCard) -> EnemyCard | None:
    """The drawn enemy: its own data when it gives a health, else the session's enemy of that name (from the
    catalogue, or one whose health the table typed earlier this session)."""
    if "health" in card.data:
        return enemy_from(card.name, card.data)
    return find(state.enemies + state.typed_enemies, card.name)


def enemy_seat(state: R3State, seat: int) -> int:
    """The player on the hero's right, who decides for the enemy (turns pass clockwise, to the left)."""
    return (seat - 1) % len(state.names)


def unfightable(state: R3State, enemy: EnemyCard | None) -> str:
    """Why the session cannot run this fight token by token ('' when it can)."""
    hero = state.hero
    if enemy is None:
        return Message("the enemy's health is neither on the drawn card nor in the session's catalogue")
    wanted = ENEMY_BASE_TOKENS + (1 if state.act == 2 else 0)
    if len(state.enemy_tokens) < wanted:
        return Message("the session's catalogue holds {count} of the enemies' {wanted} common tokens",
                       count=len(state.enemy_tokens), wanted=wanted)
    if not hero_tokens(hero.sheet.tokens, [i.tokens for i in hero.items]):
        return Message("{hero} has no combat tokens in the catalogue", hero=hero.sheet.name)
    return ""


def hero_fighter(hero: HeroState, seat: int) -> Fighter:
    """A hero as it enters a fight: its tokens and surge abilities with those of its equipped items."""
    tokens = hero_tokens(hero.sheet.tokens, [i.tokens for i in hero.items])
    abilities = hero.sheet.abilities + tuple(a for item in hero.items for a in item.abilities)
    return Fighter(hero.sheet.name, SideKind.HERO, hero.sheet.health, tokens, abilities, seat=seat, wounds=hero.wounds)


def start_fight(state: R3State, card: DrawnCard, colour: Colour, ref: Referee) -> R3State | None:
    """The state with the fight begun (waiting for the first toss), or None when it cannot be run."""
    try:
        enemy = enemy_card(state, card)
    except CommandError as error:
        ref.refuse("runebound3.typed-card", error.args[0], hard=True)
        raise
    if unfightable(state, enemy):
        return None
    assert enemy is not None
    seat, hero = state.active, state.hero
    ref.cite("runebound3.combat.gather", "runebound3.combat.enemy-tokens")
    if enemy.villain_token is not None:
        ref.cite("runebound3.combat.villain-token")
    attacker = hero_fighter(hero, seat)
    defender = Fighter(enemy.name, SideKind.ENEMY, enemy.health,
                       enemy_tokens(state.enemy_tokens, state.act, enemy.villain_token), enemy.abilities,
                       seat=enemy_seat(state, seat))
    combat = start_combat(attacker, defender, TERRAIN_DIE)
    ref.note(Message("{hero} fights {enemy}; {name} decides for the enemy",
                     hero=hero.sheet.name, enemy=enemy.name, name=state.names[enemy_seat(state, seat)]))
    return replace(state, stage=Stage.COMBAT, combat=Fight(seat, enemy, colour, combat))


def _finish(state: R3State, fight: Fight, escape: Escape | None, ref: Referee) -> R3State:
    """Carry a finished fight's result into the game: wounds, trophy, defeat or the retreat's step."""
    combat = fight.combat
    result = combat.result
    assert result is not None
    hero = state.heroes[fight.seat]
    wounds = min(combat.side(ATTACKER).wounds, hero.sheet.health)
    hero = replace(hero, wounds=wounds)
    state = replace(state, stage=Stage.ACTIONS, combat=None)
    if result.ending is Ending.RETREAT:
        ref.cite("runebound3.enemy.retreat")
        assert escape is not None
        hero = replace(hero, space=escape.space, space_kind=SpaceKind(escape.kind))
        ref.note(Message("{hero} steps to {space}; {enemy} is discarded",
                         hero=hero.sheet.name, space=escape.space, enemy=fight.enemy.name))
        return _set_hero(state, fight.seat, hero)
    if result.loser == DEFENDER:
        ref.cite("runebound3.enemy.won", "runebound3.trophy")
        ref.note(Message("{enemy} becomes {trophy}", enemy=fight.enemy.name, trophy=trophy_words(fight.colour)))
        hero = take_reward(hero, fight.enemy.name, fight.enemy.reward, ref)
        return _set_hero(state, fight.seat, replace(hero, trophies=(*hero.trophies, fight.colour)))
    ref.cite("runebound3.enemy.defeated")
    return _set_hero(state, fight.seat, replace(hero, wounds=hero.sheet.health, defeated=True))


def fight_step(state: R3State, act: Action, ref: Referee) -> tuple[R3State, str]:
    """One step of the fight under way, ruled by the combat engine; the game resumes when it ends."""
    fight = state.combat
    ref.require(isinstance(fight, Fight), "runebound3.outcome-entered",
                Message("no fight is run token by token now: the table enters this fight's outcome (fight won/defeated/retreated)"))
    assert isinstance(fight, Fight)
    escape = act if isinstance(act, Escape) else None
    ref.require(not isinstance(act, C.Retreat), "runebound3.combat.retreat",
                Message("a retreat names the neighbouring space the hero steps to: retreat <needs> <kind> <space>"),
                hard=True)
    combat = fight.combat
    if escape is not None:
        ref.require(escape.kind in {k.value for k in SpaceKind}, "runebound3.combat.retreat",
                    Message("{space}: a space is one of {names}, not {kind}",
                            space=escape.space, names=', '.join(k.value for k in SpaceKind), kind=repr(escape.kind)),
                    hard=True)
        need = escape.needs.strip().casefold()
        fighter = replace(combat.side(ATTACKER).fighter, escape_terrain=(need,))
        combat = replace(combat, sides=(replace(combat.side(ATTACKER), fighter=fighter), combat.side(DEFENDER)))
        act = C.Retreat(ATTACKER, escape.roll)
    combat, message = combat_resolve(combat, act, ref)
    if combat.phase is Phase.OVER:
        return _finish(state, replace(fight, combat=combat), escape, ref), message
    hero_side = combat.side(ATTACKER)
    if escape is not None:  # a failed retreat leaves no escape terrain behind
        combat = replace(combat, sides=(replace(hero_side, fighter=replace(hero_side.fighter, escape_terrain=())),
                                        combat.side(DEFENDER)))
    return replace(state, combat=replace(fight, combat=combat)), message


def escape_request(needs: str, kind: str, space: str) -> DiceRequest:
    """The terrain die a typed retreat asks for, building the `Escape` once it is rolled or entered."""
    return DiceRequest(TERRAIN_DIE, 1, Message("a retreat to {space}", space=space), fill(Escape, space=space, kind=kind, needs=needs))


def refuse_entered_outcome(state: R3State, ref: Referee) -> None:
    """The table's outcome is for a fight the session cannot run; a fight run token by token refuses it."""
    ref.require(not isinstance(state.combat, (Fight, HeroBattle)), "runebound3.outcome-entered",
                Message("this fight is run token by token (toss, spend, shield, retreat): its outcome is not entered"))


def fight_decision(fight: Fight) -> Decision:
    """Who decides now in the fight (the hero's player, or the enemy's controller)."""
    return combat_decision(fight.combat)


def entered_roll(rng: Random) -> DiceRoll:
    """A terrain die as the table enters it (any symbol), drawn for a sampled retreat."""
    symbol = rng.choice(TERRAIN_SYMBOLS)
    return DiceRoll(TERRAIN_DIE.id, (Face(symbol, None, (symbol,)),), "table")


def fight_choices(state: R3State, fight: Fight) -> tuple[Choice, ...]:
    """The combat engine's choices, with a retreat offered as an `Escape` to a named neighbouring space."""
    found = []
    for choice in combat_choices(fight.combat):
        if choice.action is not C.Retreat:
            found.append(choice)
            continue
        seat = fight.combat.side(ATTACKER).fighter.seat
        found.append(Choice.of(  # the table names the space and its terrain, so no request builds it alone
            Escape, Message("retreat to a neighbouring space"), actor=seat,
            space=OneOf(("Wilds", state.hero.space)), kind=OneOf(tuple(k.value for k in SpaceKind)),
            needs=OneOf((ANY, *TERRAIN_SYMBOLS)),
            roll=Where(lambda r: isinstance(r, DiceRoll) and r.die == TERRAIN_DIE.id and len(r.faces) == 1,
                       entered_roll, "one terrain die")))
    return tuple(found)
