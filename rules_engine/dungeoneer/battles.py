"""Battles: monsters played against a hero, a hero attacking a hero, and every stage to the reward.

The dungeon lord plays monsters in its phase, paid with the attacked hero's peril; each attacks
once a turn, in a form its card may attack in. A hero starts one battle a turn for an action
point, against a hero in its location. Then: response (a card may take an attacker out), one
attack die per attack, one counter die against each, compared at once (ties nothing, the higher
hits for one wound and the card's strike effect, which the table applies), the challenge (the
attacked hero strikes back once with a saved point), the lair (unwounded monsters to hand or
lair, wounded to lair or discard, at most three in a lair) and the reward (1 glory for each wound
a hero dealt a monster, 1 peril to give away for each wound a monster dealt a hero).
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dice import DiceRoll
from rules_engine.dungeoneer import solo
from rules_engine.dungeoneer.actions import (
    AttackHero, AttackRolls, Challenge, CounterRolls, PlayMonsters, Respond, Reward, SendMonster,
)
from rules_engine.dungeoneer.battle_rolls import ATTACK_ROLL_RULE, COMPARE_RULE, COUNTER_ROLL_RULE, Exchange, compare
from rules_engine.dungeoneer.battle_state import Attack, Battle, Fighter, Stage
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.questing import complete
from rules_engine.dungeoneer.state import DgState, EscortToken
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat
from rules_engine.dungeoneer.trap_threats import no_trap_waiting
from rules_engine.dungeoneer.typed_cards import take_typed_monster, typed_id
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.dungeoneer.words import alternatives, named, term, terms
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement, nothing_waits
from rules_engine.requirements import Requirement

START_RULE = "dungeoneer.battle.start"
MONSTER_ATTACK_RULE = "dungeoneer.battle.monster-attack"
FORM_RULE = "dungeoneer.battle.form"
STAGES_RULE = "dungeoneer.battle.stages"
CHALLENGE_RULE = "dungeoneer.battle.challenge"
LAIR_RULE = "dungeoneer.battle.lair"
LAIR_PLAY_RULE = "dungeoneer.battle.lair-play"
REWARD_RULE = "dungeoneer.battle.reward"
SPENDING_RULE = "dungeoneer.points.spending"
MONSTER_RULE = "dungeoneer.cards.monster"
HUNT_RULE = "dungeoneer.quests.hunt"
FALLING_RULE = "dungeoneer.variant.points-for-falling"
ESCORT_TAKEN_RULE = "dungeoneer.quests.escort-drop"
HAND_RULE = "dungeoneer.setup.hand"
#: "Игрок, чей герой повержен, выбывает из игры": a hero at no health has left the game.
DEFEAT_RULE = "dungeoneer.battle.compare"
LAIR_SIZE = 3


def _no_battle(state: DgState, ref: Referee) -> None:
    ref.enforce(no_battle_requirements(state))


def no_battle_requirements(state: DgState) -> Iterator[Requirement]:
    """Nothing under way before a battle opens: no battle, hazard or trap, nothing else waiting. The table holds one
    battle and one hazard at a time, so no house rule lifts the first two: a second battle would silently replace
    the one under way."""
    if state.battle is not None:
        yield Requirement.unmet(STAGES_RULE, Message('a battle is already under way: finish it first'),
                                hard=True)
    if state.hazard is not None:
        yield Requirement.unmet("dungeoneer.hazards.own-turn", Message('face the hazard of this location first'),
                                hard=True)
    yield no_trap_waiting(state)
    yield nothing_waits(state)


#: What each step of a battle is called in a refusal when there is no battle to take it in.
_DOING: dict[Stage, str] = {
    Stage.RESPONSE: Message('respond in'), Stage.ATTACK_ROLLS: Message('roll attacks in'),
    Stage.COUNTER_ROLLS: Message('roll counters in'), Stage.CHALLENGE: Message('challenge in'),
    Stage.LAIR: Message('send monsters from'), Stage.REWARD: "reward"}


def battle_step_requirements(state: DgState, stage: Stage) -> Iterator[Requirement]:
    """What a battle's step at `stage` requires, in the order its handler enforces it: a battle under way, nothing
    the book resolves earlier waiting (a trap drawn with monsters is rolled before they attack), the battle at
    that stage (a response out of turn is soft: a card may allow it)."""
    battle = state.battle
    if battle is None:
        yield Requirement.unmet(STAGES_RULE, Message('there is no battle to {doing}', doing=_DOING[stage]))
        return
    yield in_order_requirement(state, Step.ATTACK_ROLL if stage in (Stage.RESPONSE, Stage.ATTACK_ROLLS)
                               else Step.COUNTER_ROLL)
    yield no_trap_waiting(state)
    if battle.stage is not stage:
        yield Requirement.unmet(STAGES_RULE,
                                Message('the battle is at its {stage} stage, not {stage2}',
                                        stage=term(battle.stage), stage2=term(stage)), hard=stage is not Stage.RESPONSE)


def _battle(state: DgState, stage: Stage, ref: Referee) -> Battle:
    ref.enforce(battle_step_requirements(state, stage))
    battle = state.battle
    assert battle is not None
    return battle


def _value(state: DgState, fighter: Fighter, form: Stat) -> int:
    if fighter.monster is not None:
        return fighter.monster.value(form)
    assert fighter.seat is not None
    return state.heroes[fighter.seat].value(form)


def _hero_fighter(state: DgState, seat: int) -> Fighter:
    return Fighter(state.heroes[seat].player, seat=seat)


# -- opening a battle ----------------------------------------------------------------------------


def play_monsters_requirements(state: DgState, target: int) -> Iterator[Requirement]:
    """What playing monsters against the hero in this seat requires before the monsters are read, in the order
    `play_monsters` enforces it: nothing under way, a player of the table, an opponent (never paid with one's own
    peril), a hero still in the game. The phase table admits the action in the dungeon lord phase only."""
    yield from no_battle_requirements(state)
    if not 0 <= target < len(state.heroes):
        yield Requirement.unmet("dungeoneer.companion.players", Message('no such player'), hard=True)
        return
    if target == state.active:
        yield Requirement.unmet(SPENDING_RULE,
                                Message("the dungeon lord plays monsters against opponents: never paid with one's own peril"))
    hero = state.heroes[target]
    if hero.defeated:
        yield Requirement.unmet(DEFEAT_RULE, Message("{target}'s hero has left the game",
                                                                        target=hero.player), hard=True)


def attack_set_requirements(state: DgState, target: int,
                            monsters: tuple[tuple[str, Stat], ...]) -> Iterator[Requirement]:
    """What this set of (monster, form) pairs requires against the hero in `target` (a seat of the table), in the
    order `play_monsters` enforces it: each a monster of the session that has not attacked this turn and is named
    once, in a form its card attacks in; the whole set paid within the target's peril, and the monsters not in
    the dungeon lord's lair (played again from there) within the cards in its hand."""
    lair = list(state.hero.lair)
    cost = 0
    from_hand = 0
    for monster_id, form in monsters:
        try:
            monster = state.monster(monster_id)
        except KeyError:
            yield Requirement.unmet(MONSTER_RULE, Message("no monster {monster_id!r} in this session's cards",
                                                          monster_id=monster_id), hard=True)
            return
        if not (monster.id not in state.attacked_this_turn and sum(m == monster.id for m, _ in monsters) == 1):
            yield Requirement.unmet(MONSTER_ATTACK_RULE, Message('{monster} attacks only once a turn', monster=named(monster.name)))
        if form not in monster.attack_forms():
            yield Requirement.unmet(FORM_RULE,
                                    Message('{monster} cannot attack in {form}: it may attack in {value}',
                                            monster=named(monster.name), form=term(form),
                                            value=terms(monster.attack_forms()) or Message('no form')))
        if monster.id in lair:  # played like a monster from the hand: paid again
            lair.remove(monster.id)
        else:  # from the hand: a monster is in the hand or in play, never both
            from_hand += 1
        cost += monster.cost
    hero = state.heroes[target]
    if hero.peril < cost:
        yield Requirement.unmet(SPENDING_RULE,
                                Message('{target} has {peril} peril; the monsters cost {cost}',
                                        target=hero.player, peril=hero.peril, cost=cost))
    if state.hero.hand < from_hand:
        yield Requirement.unmet(HAND_RULE,
                                Message('{player} holds {counted}: not enough for the monsters played from the hand',
                                        player=state.hero.player, counted=count_of(state.hero.hand, 'card', 'cards')))


def play_monsters(state: DgState, action: PlayMonsters, ref: Referee) -> tuple[DgState, str]:
    """The dungeon lord plays monsters against one opponent's hero, paid with that hero's peril."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.enforce(play_monsters_requirements(state, action.target))
    target = state.heroes[action.target]
    if not action.monsters:  # the refusal's words are made only when it refuses
        ref.refuse(MONSTER_ATTACK_RULE, Message('name at least one monster'), hard=True)
    state = take_typed_monster(state, tuple(m for m, _ in action.monsters), action.values, ref)
    action = replace(action, monsters=tuple((typed_id(state, m) or m, f) for m, f in action.monsters))
    ref.enforce(attack_set_requirements(state, action.target, action.monsters))
    attacks = []
    cost = 0
    lair = list(state.hero.lair)
    from_hand = 0
    for monster_id, form in action.monsters:
        monster = state.monster(monster_id)
        if monster.id in lair:  # played like a monster from the hand: paid again
            lair.remove(monster.id)
            ref.cite(LAIR_PLAY_RULE)
        else:
            from_hand += 1
        cost += monster.cost
        attacks.append(Attack(Fighter(monster.name, monster=monster, owner=state.active),
                              _hero_fighter(state, action.target), form))
    ref.cite(MONSTER_ATTACK_RULE, FORM_RULE, SPENDING_RULE)
    state = state.with_hero(action.target, replace(target, peril=target.peril - cost))
    state = state.with_hero(state.active, replace(state.hero, lair=tuple(lair), hand=state.hero.hand - from_hand))
    state = replace(state, battle=Battle(tuple(attacks)),
                    attacked_this_turn=state.attacked_this_turn + tuple(m for m, _ in action.monsters))
    names = Joined(", ", tuple(Message("{attacker} ({form})",
                                       attacker=named(a.attacker.name), form=term(a.form)) for a in attacks))
    return state, Message("{names} attack {target}'s {hero} (peril paid: {cost})",
                          names=names, target=target.player, hero=named(target.hero.name), cost=cost)


def attack_hero_requirements(state: DgState, seat: int, form: Stat, steal: bool) -> Iterator[Requirement]:
    """What the active hero's battle against the hero in this seat asks in the deeds phase, in the order
    `attack_hero` enforces it: nothing under way, another hero still in the game, the turn's one battle, a
    point to pay, the same location, a form of attack, and an escort token to take when stealing."""
    yield from no_battle_requirements(state)
    if not (0 <= seat < len(state.heroes) and seat != state.active):
        yield Requirement.unmet(START_RULE, Message("attack another player's hero"), hard=True)
        return
    hero, target = state.hero, state.heroes[seat]
    if target.defeated:
        yield Requirement.unmet(DEFEAT_RULE, Message("{target}'s hero has left the game",
                                                                          target=target.player), hard=True)
    if state.battle_started:
        yield Requirement.unmet(START_RULE, Message('a hero starts only one battle a turn'))
    if hero.fallen:
        yield Requirement.unmet("dungeoneer.general.falling", Message('a fallen hero spends its points only on standing up'))
    if hero.points < 1:
        yield Requirement.unmet(START_RULE, Message('starting a battle costs an action point and none is left'))
    if target.cell != hero.cell:
        yield Requirement.unmet(START_RULE, Message("{target}'s hero is not in this location",
                                                                              target=target.player))
    if form not in BATTLE_FORMS:
        yield Requirement.unmet(FORM_RULE, Message('attack in melee, magic or speed'), hard=True)
    if steal:
        if not any(t.seat == seat for t in state.escorts):
            yield Requirement.unmet(ESCORT_TAKEN_RULE,
                                    Message("{target}'s hero carries no escort token to take", target=target.player))


def attack_hero(state: DgState, action: AttackHero, ref: Referee) -> tuple[DgState, str]:
    """The active hero's one battle of the turn, for an action point, against a hero in its location."""
    hero = state.hero
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.enforce(attack_hero_requirements(state, action.target, action.form, action.steal))
    target = state.heroes[action.target]
    ref.cite(START_RULE, FORM_RULE)
    attack = Attack(_hero_fighter(state, state.active), _hero_fighter(state, action.target), action.form,
                    steal=action.steal)
    state = state.with_hero(state.active, replace(hero, points=hero.points - 1))
    return replace(state, battle=Battle((attack,)), battle_started=True), \
        Message("{hero}'s {hero2} attacks {target}'s {hero3} in {form}",
                hero=hero.player, hero2=named(hero.hero.name), target=target.player, hero3=named(target.hero.name),
                form=term(action.form))


# -- response, rolls, compare ----------------------------------------------------------------------


def respond_requirements(state: DgState, remove: str, glory: int, card: str = "") -> Iterator[Requirement]:
    """What a response taking the attacker `remove` out requires at the response stage (after the stage's own,
    `battle_step_requirements`), in the order `respond` enforces it: a hero attacked, no negative payment, an
    attacking monster of that id; alone, a response card held (`solo.response_requirements`), at a table of several
    no card named (the hands are hidden); the glory it costs."""
    battle = state.battle
    assert battle is not None
    defender = battle.attacked
    if defender.seat is None:
        yield Requirement.unmet(STAGES_RULE, Message('only a hero answers with response cards'), hard=True)
        return
    hero = state.heroes[defender.seat]
    if glory < 0:
        yield Requirement.unmet(SPENDING_RULE, Message('glory paid cannot be negative'), hard=True)
    if not any(a.attacker.monster is not None and a.attacker.monster.id == remove for a in battle.attacks):
        yield Requirement.unmet(STAGES_RULE, Message('no attacking monster {remove!r}', remove=remove), hard=True)
    paid = glory
    if state.solo is not None:  # alone the hand is tracked: the response is a response card held in it
        yield from solo.response_requirements(state, card)
        if card in state.solo.hand:
            cost = state.adventure(card).cost
            paid = cost if cost is not None else glory
    else:  # hands at a table of several are hidden and the players' own: the card is not the app's to know
        if card:
            yield Requirement.unmet(HAND_RULE, Message("at a table of several the hands are hidden: a response names the "
                                                                 "attacker and the glory paid, not the card"),
                                    hard=True)
    if hero.glory < paid:
        yield Requirement.unmet(SPENDING_RULE, Message('{hero} has only {glory} glory',
                                                                           hero=hero.player, glory=hero.glory))


def respond(state: DgState, action: Respond, ref: Referee) -> tuple[DgState, str]:
    """A response card takes one attacker out (paid with the defender's glory), or the response ends."""
    battle = _battle(state, Stage.RESPONSE, ref)
    ref.cite(STAGES_RULE)
    if not action.remove:
        if not (action.glory == 0 and not action.card):  # the refusal's words are made only when it refuses
            ref.refuse(STAGES_RULE, Message('ending the responses pays no glory and plays no card; a response card names the '
                            'attacker it takes out'), hard=True)
        return replace(state, battle=replace(battle, stage=Stage.ATTACK_ROLLS)), Message('no more responses: roll the attacks')
    ref.enforce(respond_requirements(state, action.remove, action.glory, action.card))
    defender = battle.attacked
    assert defender.seat is not None
    hero = state.heroes[defender.seat]
    kept = tuple(a for a in battle.attacks if not (a.attacker.monster is not None and a.attacker.monster.id == action.remove))
    paid = action.glory
    if state.solo is not None:
        state, paid = solo.play_response(state, action.card, action.glory, ref)
    removed = named(next(a.attacker.name for a in battle.attacks if a not in kept))
    state = state.with_hero(defender.seat, replace(hero, glory=hero.glory - paid))
    if not kept:
        return replace(state, battle=None), Message('{removed} is taken out of the battle; nothing attacks any more',
                                                    removed=removed)
    return replace(state, battle=replace(battle, attacks=kept)), Message('{removed} is taken out of the battle',
                                                                         removed=removed)


def _dice(roll: DiceRoll, count: int, ref: Referee, rule: str, what: str) -> tuple[int, ...]:
    values = roll.values
    if len(values) != count:  # the refusal's words are made only when it refuses
        ref.refuse(rule, Message('{what}: one die for each of the {count} attacks, not {number}',
                                                    what=what, count=count, number=len(values)), hard=True)
    return values


def attack_rolls(state: DgState, action: AttackRolls, ref: Referee) -> tuple[DgState, str]:
    """One die plus the attacker's value in the chosen form, for each attack still to be rolled."""
    battle = _battle(state, Stage.ATTACK_ROLLS, ref)
    pending = battle.unrolled()
    dice = _dice(action.roll, len(pending), ref, ATTACK_ROLL_RULE, Message('the attack roll'))
    attacks = list(battle.attacks)
    parts = []
    for index, die in zip(pending, dice):
        attack = attacks[index]
        total = die + _value(state, attack.attacker, attack.form)
        attacks[index] = replace(attack, attack_total=total)
        parts.append(Message("{attacker} {die} + {value} = {total}",
                             attacker=named(attack.attacker.name), die=die, value=total - die, total=total))
    ref.cite(ATTACK_ROLL_RULE)
    return replace(state, battle=replace(battle, attacks=tuple(attacks), stage=Stage.COUNTER_ROLLS)), \
        Message("attack: {parts}", parts=Joined("; ", tuple(parts)))


def counter_rolls(state: DgState, action: CounterRolls, ref: Referee) -> tuple[DgState, str]:
    """One die plus the defender's value in the same form against each attack; then the totals are compared."""
    battle = _battle(state, Stage.COUNTER_ROLLS, ref)
    pending = battle.unrolled()
    dice = _dice(action.roll, len(pending), ref, COUNTER_ROLL_RULE, Message('the counter roll'))
    ref.cite(COUNTER_ROLL_RULE, COMPARE_RULE)
    attacks = list(battle.attacks)
    parts = []
    for index, die in zip(pending, dice):
        attack = attacks[index]
        total = die + _value(state, attack.defender, attack.form)
        assert attack.attack_total is not None
        result = compare(attack.attack_total, total)
        attacks[index] = replace(attack, counter_total=total, result=result)
        battle = replace(battle, attacks=tuple(attacks))
        state, battle, said = _land(state, battle, attack, result, ref)
        parts.append(Message('{attacker} {attack_total} against {total}: {said}',
                             attacker=named(attack.attacker.name), attack_total=attack.attack_total, total=total,
                             said=said))
    return _after_exchanges(state, battle, ref, Joined("; ", tuple(parts)))


def _land(state: DgState, battle: Battle, attack: Attack, result: Exchange,
          ref: Referee) -> tuple[DgState, Battle, str]:
    """One wound to the side hit, with the strike effect to apply; a side at no health is defeated."""
    if result is Exchange.NOTHING:
        return state, battle, Message('a tie, nothing happens')
    hitter, hit = (attack.attacker, attack.defender) if result is Exchange.ATTACKER_HITS else (attack.defender, attack.attacker)
    form = hitter.monster.form(attack.form) if hitter.monster is not None else None
    strike = form.strike if form else ""
    if strike:
        ref.note(Message("{hitter}'s strike in {form}: {strike} (the table applies it)",
                         hitter=named(hitter.name), form=term(attack.form), strike=strike))
    if hit.monster is not None:
        wounds = battle.wounds_on(hit.monster.id) + 1
        others = tuple((m, w) for m, w in battle.monster_wounds if m != hit.monster.id)
        battle = replace(battle, monster_wounds=others + ((hit.monster.id, wounds),))
        if hitter.seat is not None:
            glory = dict(battle.glory_earned)
            glory[hitter.seat] = glory.get(hitter.seat, 0) + 1
            battle = replace(battle, glory_earned=tuple(sorted(glory.items())))
        if wounds >= hit.monster.health:
            ref.cite(MONSTER_RULE)
            return state, battle, Message('{hitter} hits: {hit} is slain',
                                          hitter=named(hitter.name), hit=named(hit.name))
        return state, battle, Message('{hitter} hits: {hit} takes a wound ({wounds}/{health})',
                                      hitter=named(hitter.name), hit=named(hit.name), wounds=wounds,
                                      health=hit.monster.health)
    assert hit.seat is not None
    hero = state.heroes[hit.seat]
    if hero.defeated:  # defeated by an earlier exchange: nothing more happens to it
        return state, battle, Message("{hitter}'s hit comes too late: {hero}'s hero has left the game",
                                      hitter=named(hitter.name), hero=hero.player)
    carried = [t for t in state.escorts if t.seat == hit.seat]
    if attack.steal and hitter is attack.attacker and hitter.seat is not None and carried:
        return _steal(state, carried[0], hitter.seat, hit.seat, ref), battle, \
            Message("{hitter} hits and takes {hero}'s escort instead of wounding",
                    hitter=named(hitter.name), hero=hero.player)
    hero = replace(hero, wounds=hero.wounds + 1)
    if hitter.monster is not None:
        battle = replace(battle, peril_earned=battle.peril_earned + 1)
    if hero.health == 0:
        state = state.with_hero(hit.seat, replace(hero, defeated=True))
        return state, battle, Message("{hitter} hits: {hero}'s {hero2} is defeated and leaves the game",
                                      hitter=named(hitter.name), hero=hero.player, hero2=named(hero.hero.name))
    return state.with_hero(hit.seat, hero), battle, Message('{hitter} hits: {hit} takes a wound',
                                                            hitter=named(hitter.name), hit=named(hit.name))


def _steal(state: DgState, token: EscortToken, thief: int, victim: int, ref: Referee) -> DgState:
    """The hit takes the escort token: the quest leaves the victim and becomes the thief's own."""
    ref.cite(ESCORT_TAKEN_RULE)
    loser, taker = state.heroes[victim], state.heroes[thief]
    state = state.with_hero(victim, replace(loser, quests=tuple(q for q in loser.quests if q != token.quest)))
    state = state.with_hero(thief, replace(taker, quests=taker.quests + (token.quest,)))
    return replace(state, escorts=tuple(replace(t, seat=thief) if t.quest == token.quest else t for t in state.escorts))


def _after_exchanges(state: DgState, battle: Battle, ref: Referee, said: str) -> tuple[DgState, str]:
    """The challenge when the attacked hero may strike back, else the lair or the reward."""
    attacked = battle.attacked
    was_challenge = any(a.challenge for a in battle.attacks)
    if not was_challenge and attacked.seat is not None and may_challenge(state, attacked.seat) \
            and (attacked.seat != state.active or _something_to_strike(state, battle, attacked.seat)):
        if attacked.seat == state.active:
            return replace(state, battle=replace(battle, stage=Stage.CHALLENGE)), \
                Message('{said}; {attacked} may strike back for a point of this turn (challenge) or pass',
                        said=said, attacked=named(attacked.name))
        return replace(state, battle=replace(battle, stage=Stage.CHALLENGE)), \
            Message('{said}; {attacked} may strike back with the saved point (challenge) or pass',
                    said=said, attacked=named(attacked.name))
    return _to_lair(state, battle, ref, said)


def may_challenge(state: DgState, seat: int) -> bool:
    """A hero still standing may strike back: in its own turn with one of the turn's points (its one battle of the
    turn, standing up), else with its saved point, or (points for falling) by falling down."""
    hero = state.heroes[seat]
    if hero.defeated:
        return False
    return _own_turn_point(state, seat) or hero.saved_point or _may_fall(state, seat)


def _something_to_strike(state: DgState, battle: Battle, seat: int) -> bool:
    """An attacker still standing, or another hero in the location, for the strike back to aim at."""
    standing = any(m.id for m in battle.monsters() if battle.wounds_on(m.id) < m.health)
    hero = state.heroes[seat]
    return standing or any(s != seat and not h.defeated and h.cell == hero.cell for s, h in enumerate(state.heroes))


def _own_turn_point(state: DgState, seat: int) -> bool:
    """Attacked in its own turn, a standing hero that has not yet started its battle of the turn strikes back for
    one of the turn's action points (the book: once a turn, one point, right after the monsters' attack)."""
    hero = state.heroes[seat]
    return seat == state.active and hero.points >= 1 and not hero.fallen and not state.battle_started


def _may_fall(state: DgState, seat: int) -> bool:
    """Points for falling: without a saved point, and not with limited movement, a standing hero may fall to challenge."""
    hero = state.heroes[seat]
    options = state.options
    return options.points_for_falling and not options.limited_movement and not hero.saved_point and not hero.fallen


def _to_lair(state: DgState, battle: Battle, ref: Referee, said: str) -> tuple[DgState, str]:
    if battle.quest:
        return _end_hunt(state, battle, ref, said)
    if state.solo is not None and state.hero.defeated:  # the defeat ends the game: no reward stage after it
        return _finish(state, battle, ref, said)
    if state.solo is not None:  # no lair stage alone: the reward, where treasures may be played, then the end
        return replace(state, battle=replace(battle, stage=Stage.REWARD)), \
            Message("{said}; reward stage (permanent treasures may be played now); 'reward' ends the battle", said=said)
    alive = tuple(m.id for m in battle.monsters() if battle.wounds_on(m.id) < m.health)
    if alive:
        return replace(state, battle=replace(battle, stage=Stage.LAIR, lair_pending=alive)), \
            Message('{said}; send each surviving monster to hand, lair or discard', said=said)
    return _to_reward(state, battle, ref, said)


def _to_reward(state: DgState, battle: Battle, ref: Referee, said: str) -> tuple[DgState, str]:
    if battle.peril_earned:
        return replace(state, battle=replace(battle, stage=Stage.REWARD)), \
            Message("{said}; the monsters' owner gives {peril_earned} peril (reward)",
                    said=said, peril_earned=battle.peril_earned)
    return _finish(state, battle, ref, said)


def _finish(state: DgState, battle: Battle, ref: Referee, said: str) -> tuple[DgState, str]:
    """Glory for the wounds heroes dealt monsters; the battle is over; a last hero standing may have won."""
    for seat, glory in battle.glory_earned:
        ref.cite(REWARD_RULE)
        hero = state.heroes[seat]
        state = state.with_hero(seat, replace(hero, glory=hero.glory + glory))
        said = Joined("; ", (said, Message('{hero} gains {glory} glory', hero=hero.player, glory=glory)))
    if state.solo is not None:
        state = solo.after_battle(state, battle, ref)
        if state.solo is not None and state.solo.glory_draws:
            said = Joined("; ", (said, Message('{counted} may be drawn',
                                               counted=count_of(state.solo.glory_draws, 'glory card', 'glory cards'))))
    return _defeats(replace(state, battle=None), ref, said)


def _end_hunt(state: DgState, battle: Battle, ref: Referee, said: str) -> tuple[DgState, str]:
    """A hunt's battle ends with no lair and no reward: the monster slain completes the quest."""
    quest = state.quest(battle.quest)
    monster = battle.monsters()[0]
    ref.cite(HUNT_RULE)
    state, said = _defeats(replace(state, battle=None), ref, Joined("; ", (said, Message('{monster} earns nothing and goes to no lair',
                                                                                       monster=named(monster.name)))))
    if state.finished or state.hero.defeated:
        return state, said
    if battle.wounds_on(monster.id) >= monster.health:
        state, done = complete(state, quest, ref)
        return state, Joined("; ", (said, done))
    return state, Joined("; ", (said, Message('{quest} is not done yet', quest=named(quest.name))))


def settle_defeats(state: DgState, ref: Referee, said: str) -> tuple[DgState, str]:
    """After a hero's defeat outside a battle (a card's wound): the same end as in battle (see `_defeats`)."""
    return _defeats(state, ref, said)


def _defeats(state: DgState, ref: Referee, said: str) -> tuple[DgState, str]:
    """A defeated hero alone loses to the dungeon; with others, the last hero standing wins."""
    if state.solo is not None and state.hero.defeated:
        state = replace(state, phase=Phase.OVER, result=Message("the dungeon wins over {player}'s hero",
                                                                 player=state.hero.player))
        return state, Joined("; ", (said, state.result))
    standing = [seat for seat, hero in enumerate(state.heroes) if not hero.defeated]
    if state.options.resurrection and len(standing) < len(state.heroes):
        ref.cite("dungeoneer.variant.resurrection")  # the defeated player goes on with a new hero
        return state, Message('{said}; with resurrection the player takes a new level-1 hero', said=said)
    if len(standing) == 1 and len(state.heroes) > 1:
        ref.cite("dungeoneer.goal.quests")
        winner = standing[0]
        state = replace(state, phase=Phase.OVER, winner=winner,
                        result=Message("{player} wins: every other hero is defeated", player=state.heroes[winner].player))
        said = Joined("; ", (said, state.result))
    return state, said


# -- challenge, lair, reward -------------------------------------------------------------------------


def challenge_requirements(state: DgState, target: str, form: Stat | None) -> Iterator[Requirement]:
    """What striking back at `target` (an attacking monster's id, or 'p2' for a hero) requires at the challenge
    stage (after the stage's own, `battle_step_requirements`), in the order `challenge` enforces it: a point to
    strike back with (one of the turn's in one's own turn, the saved one, or a fall with points for falling), a
    form of attack, and a target still standing: an attacker not slain or another hero in the location."""
    battle = state.battle
    assert battle is not None
    seat = battle.attacked.seat
    assert seat is not None
    hero = state.heroes[seat]
    own_turn = _own_turn_point(state, seat)
    if not (own_turn or hero.saved_point or _may_fall(state, seat)):
        yield Requirement.unmet(CHALLENGE_RULE,
                                Message('a challenge needs the action point saved last turn'))
    if form not in BATTLE_FORMS:
        yield Requirement.unmet(FORM_RULE, Message('strike back in melee, magic or speed'), hard=True)
    for attack in battle.attacks:
        monster = attack.attacker.monster
        if monster is not None and monster.id == target:
            if battle.wounds_on(monster.id) >= monster.health:
                yield Requirement.unmet(CHALLENGE_RULE,
                                        Message('{monster} is slain', monster=named(monster.name)))
            return
    if target.lower().startswith("p") and target[1:].isdigit():
        other_seat = int(target[1:]) - 1
        if not 0 <= other_seat < len(state.heroes):
            yield Requirement.unmet("dungeoneer.companion.players", Message('no player {word}', word=target), hard=True)
            return
        other = state.heroes[other_seat]
        if not (other_seat != seat and not other.defeated and other.cell == hero.cell):
            yield Requirement.unmet(CHALLENGE_RULE,
                                    Message("{other}'s hero is not in this location to be challenged", other=other.player))
        return
    yield Requirement.unmet(CHALLENGE_RULE, Message('{word!r} is neither an attacker nor a hero here', word=target),
                            hard=True)


def challenge(state: DgState, action: Challenge, ref: Referee) -> tuple[DgState, str]:
    """The attacked hero strikes back once with its saved point, or passes."""
    battle = _battle(state, Stage.CHALLENGE, ref)
    ref.cite(CHALLENGE_RULE)
    if not action.target:
        # A pass strikes no one, so it names no form of attack (the grammar's 'challenge pass' and the choice's "No
        # challenge" carry none); one that did was allowed, and the form ignored.
        ref.require(action.form is None, FORM_RULE,
                    Message("passing up the challenge names no form of attack: 'challenge pass'"), hard=True)
        return _to_lair(state, battle, ref, Message('no challenge'))
    ref.enforce(challenge_requirements(state, action.target, action.form))
    seat = battle.attacked.seat
    assert seat is not None and action.form is not None
    hero = state.heroes[seat]
    own_turn = _own_turn_point(state, seat)
    falls = not own_turn and _may_fall(state, seat)
    target = _challenge_target(state, battle, action.target)
    attack = Attack(_hero_fighter(state, seat), target, action.form, challenge=True)
    if falls:
        ref.cite(FALLING_RULE)
        ref.note(Message("{hero}'s hero falls down to strike back (points for falling)", hero=hero.player))
    if own_turn:  # the turn's one battle, paid with one of the turn's points
        ref.cite(START_RULE)
        state = replace(state.with_hero(seat, replace(hero, points=hero.points - 1)), battle_started=True)
    else:
        state = state.with_hero(seat, replace(hero, saved_point=False, fallen=hero.fallen or falls))
    battle = replace(battle, attacks=battle.attacks + (attack,), stage=Stage.ATTACK_ROLLS)
    return replace(state, battle=battle), Message("{hero}'s {hero2} strikes back at {target} in {form}",
                                                  hero=hero.player, hero2=named(hero.hero.name),
                                                  target=named(target.name), form=term(action.form))


def _challenge_target(state: DgState, battle: Battle, word: str) -> Fighter:
    """The fighter `challenge_requirements` found: an attacking monster, or a hero in the same location ('p2')."""
    for attack in battle.attacks:
        monster = attack.attacker.monster
        if monster is not None and monster.id == word:
            return attack.attacker
    return _hero_fighter(state, int(word[1:]) - 1)


def send_monster_requirements(state: DgState, monster_id: str, where: str, discarding: str) -> Iterator[Requirement]:
    """What sending a surviving monster back requires at the lair stage (after the stage's own,
    `battle_step_requirements`), in the order `send_monster` enforces it: a monster waiting to be sent, to a
    place its wounds allow (unwounded: hand or lair; wounded: lair or discard), a monster of a full lair named
    to make room."""
    battle = state.battle
    assert battle is not None
    if monster_id not in battle.lair_pending:
        yield Requirement.unmet(LAIR_RULE, Message('{monster!r} is not waiting to be sent back', monster=monster_id),
                                hard=True)
        return
    monster = state.monster(monster_id)
    wounded = battle.wounds_on(monster.id) > 0
    allowed = ("lair", "discard") if wounded else ("hand", "lair")
    if where not in allowed:
        yield Requirement.unmet(LAIR_RULE,
                                Message('{monster} is {value}: it goes to {names}',
                                        monster=named(monster.name), value=Message('wounded') if wounded else Message('unwounded'),
                                        names=alternatives(allowed)))
    if where == "lair":
        lair = state.heroes[_lair_owner(battle, monster_id)].lair
        if len(lair) >= LAIR_SIZE:
            if discarding not in lair:
                yield Requirement.unmet(LAIR_RULE,
                                        Message('the lair holds {LAIR_SIZE} monsters: name one to discard to make room',
                                                LAIR_SIZE=LAIR_SIZE))


def _lair_owner(battle: Battle, monster_id: str) -> int:
    """The seat of the player who played this monster (whose lair it may go to)."""
    owner = next(a.attacker.owner for a in battle.attacks if a.attacker.monster is not None
                 and a.attacker.monster.id == monster_id)
    assert owner is not None
    return owner


def send_monster(state: DgState, action: SendMonster, ref: Referee) -> tuple[DgState, str]:
    """A surviving monster goes back: unwounded to hand or lair, wounded to lair or discard."""
    battle = _battle(state, Stage.LAIR, ref)
    ref.enforce(send_monster_requirements(state, action.monster, action.where, action.discarding))
    monster = state.monster(action.monster)
    ref.cite(LAIR_RULE)
    owner = _lair_owner(battle, monster.id)
    keeper = state.heroes[owner]
    said = Message('{monster} goes to {where}', monster=named(monster.name), where=term(action.where))
    if action.where == "lair":
        lair = list(keeper.lair)
        if len(lair) >= LAIR_SIZE:
            lair.remove(action.discarding)
            said = Joined("", (said, Message(' ({discarding} discarded from the lair)', discarding=action.discarding)))
        state = state.with_hero(owner, replace(keeper, lair=tuple(lair) + (monster.id,)))
    elif action.where == "hand":  # back into the hand it was played from
        state = state.with_hero(owner, replace(keeper, hand=keeper.hand + 1))
    battle = replace(battle, lair_pending=tuple(m for m in battle.lair_pending if m != monster.id))
    if battle.lair_pending:
        return replace(state, battle=battle), said
    return _to_reward(state, battle, ref, said)


def reward_requirements(state: DgState, seats: tuple[int, ...]) -> Iterator[Requirement]:
    """What handing out the monsters' peril to these seats requires at the reward stage (after the stage's own,
    `battle_step_requirements`), in the order `reward` enforces it: nobody given any alone, no more than the
    wounds the monsters dealt, players of the table."""
    battle = state.battle
    assert battle is not None
    if not (state.solo is None or not seats):
        yield Requirement.unmet(REWARD_RULE, Message('alone, nobody is given peril'), hard=True)
    if len(seats) > battle.peril_earned:
        yield Requirement.unmet(REWARD_RULE,
                                Message('the monsters earned {peril_earned} peril, not {number}',
                                        peril_earned=battle.peril_earned, number=len(seats)))
    if not all(0 <= s < len(state.heroes) for s in seats):
        yield Requirement.unmet("dungeoneer.companion.players",
                                Message('no such player'), hard=True)


def reward(state: DgState, action: Reward, ref: Referee) -> tuple[DgState, str]:
    """The monsters' owner gives one peril per wound they dealt, to any players (as many as it chooses)."""
    battle = _battle(state, Stage.REWARD, ref)
    ref.enforce(reward_requirements(state, action.seats))
    ref.cite(REWARD_RULE)
    for seat in action.seats:
        hero = state.heroes[seat]
        state = state.with_hero(seat, replace(hero, peril=hero.peril + 1))
    names = ", ".join(state.heroes[s].player for s in action.seats) or Message("nobody")
    return _finish(state, battle, ref, Message('peril given to {names}', names=names))
