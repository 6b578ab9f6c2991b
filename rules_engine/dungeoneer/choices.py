"""Everything the rules allow now, as choices with a domain per field (see `rules_engine.decisions`).

Each family below offers the actions of one step of the game where the requirements `resolve` enforces hold:
the handler modules write each rule once as `Requirement` values (battles.battle_step_requirements,
questing.attempt_requirements, ...), the handler hands them to `Referee.enforce`, and a choice here is offered
(and a listed value of a field kept) exactly when `all_met` of the same values holds. Nothing is tried through
`check`, so "may I?" and "what may I do?" read the same rules at the cost of reading them once. What a
requirement cannot read before the action is made (the faces a roll shows) is the choice's own domain: a roll
of as many dice as the step asks (`Rolled`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from rules_engine.values import replace
from itertools import combinations, product

from rules_engine.actions import Action, action_type
from rules_engine.chance import CardRequest, DrawnCard, Makes, fill, made_by, maker
from rules_engine.decisions import Choice, Exactly, IntRange, OneOf, Rolled, Where
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.adventure_cards import Kind, Timing
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.table_requests import D6
from rules_engine.dungeoneer.dungeon_map import Cell
from rules_engine.dungeoneer.exits import SIDES
from rules_engine.dungeoneer.exploring import place_location_requirements
from rules_engine.dungeoneer.inventory import (
    discard_requirements, glory_play_requirements, peril_play_requirements, timing_allows_now,
)
from rules_engine.dungeoneer.movement import Way, asks_threat, way_open, way_out
from rules_engine.dungeoneer.moving import face_requirements, leaving_requirements, stand_up_requirements
from rules_engine.dungeoneer.battles import (
    attack_hero_requirements, attack_set_requirements, battle_step_requirements, challenge_requirements,
    play_monsters_requirements, respond_requirements, reward_requirements, send_monster_requirements,
)
from rules_engine.dungeoneer.escorting import (
    drop_escort_requirements, start_escort_requirements, take_escort_requirements,
)
from rules_engine.dungeoneer.hunting import hunt_requirements
from rules_engine.dungeoneer.seeking import seek_requirements
from rules_engine.dungeoneer.solo import (
    DRAW_SOURCES, draw_glory_requirements, draw_peril_requirements, end_peril_draws_requirements, peril_roll_requirements,
)
from rules_engine.dungeoneer.trap_threats import trap_roll_requirements
from rules_engine.dungeoneer.choosing_heroes import choose_hero_requirements, heroes_to_choose
from rules_engine.dungeoneer.no_fog import lay_requirements, placeable_now
from rules_engine.dungeoneer.phases import TURN_PHASES, Phase
from rules_engine.dungeoneer.discarding import end_discard_requirements
from rules_engine.dungeoneer.questing import (
    attempt_requirements, deal_quests_requirements, shared_quest_requirements, verdict_requirements,
)
from rules_engine.dungeoneer.resurrection import heroes_free, resurrect_requirements
from rules_engine.dungeoneer.setup_steps import (
    entrance_dealt_requirements, first_player_requirements, place_tunnel_requirements,
)
from rules_engine.dungeoneer.placement import first_legal_shift, legal_cells, legal_shifts, may_shift, shift_cells
from rules_engine.dungeoneer.quests import Category
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.turn import end_turn_requirements, next_phase_requirements
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat
from rules_engine.dungeoneer.typed_card_choices import typed_hand_choices, typed_monster_choices
from rules_engine.game import DiceRequest
from rules_engine.messages import Message
from rules_engine.requirements import all_met
from rules_engine.dungeoneer.words import named, term

def choices(state: DgState) -> tuple[Choice, ...]:
    """Every choice the requirements admit, one per combination of the values its listed fields may take."""
    return tuple(choice for family in _families(state) for choice in _expanded(family))


def _expanded(choice: Choice) -> Iterator[Choice]:
    """One choice per combination of the values its listed (`OneOf`) fields may take."""
    listed = [(name, domain.options) for name, domain in choice.fields.items() if isinstance(domain, OneOf)]
    if not listed:
        yield choice
        return
    for values in product(*(options for _, options in listed)):
        fields = dict(choice.fields)
        for (name, _), value in zip(listed, values):
            fields[name] = Exactly(value)
        yield replace(choice, fields=fields)


def _dice(count: int, purpose: str, make: Makes) -> DiceRequest:
    return DiceRequest(D6, count, purpose, make)


def _families(state: DgState) -> Iterator[Choice]:
    if state.phase is Phase.OVER:
        return
    if state.phase is Phase.TUNNELS:
        yield from _tunnels(state)
        return
    if state.phase is Phase.QUESTS:
        yield from _quest_deals(state)
        return
    if state.phase is Phase.FIRST_PLAYER:
        count = len(state.heroes)  # one die each: what first_player_requirements asks of the roll
        if all_met(first_player_requirements(state, count)):
            yield Choice.of(A.RollForFirstPlayer, Message('Roll for the first player'),
                            request=_dice(count, Message('the first player'), fill(A.RollForFirstPlayer)),
                            roll=Rolled(D6, count))
        return
    if state.phase is Phase.DEAL:
        seats = tuple(seat for seat in range(len(state.heroes)) if all_met(entrance_dealt_requirements(state, seat)))
        yield Choice.of(A.EntranceDealt, Message('Who was dealt the entrance'), seat=OneOf(seats))
        return
    if state.phase is Phase.LAYOUT:
        yield from _laying(state)
        return
    if state.phase is Phase.HEROES:
        heroes = tuple(hero for hero in heroes_to_choose(state)
                       if all_met(choose_hero_requirements(state, state.active, hero)))
        if heroes:
            yield Choice.of(A.ChooseHero, Message('{player} chooses a hero', player=state.hero.player), actor=state.active,
                            seat=Exactly(state.active), hero=OneOf(heroes))
        return
    yield from _cards(state)  # cards whose timing allows are played around every step
    yield from typed_hand_choices(state)  # and so are the table's own cards, typed
    yield from _shifts(state)  # and so is the move a shift card played owes
    if state.options.resurrection:
        for seat, hero in enumerate(state.heroes):
            if hero.defeated:
                free = tuple(card for card in heroes_free(state) if all_met(resurrect_requirements(state, seat, card)))
                if free:
                    yield Choice.of(A.Resurrect, Message('{hero} goes on with a new hero',
                                                         hero=hero.player), actor=seat,
                                    seat=Exactly(seat), hero=OneOf(free))
    if state.shared_wanted:
        yield from _shared(state, Message('The new shared quest'))
        return
    if state.traps:
        count = len(state.traps[0].seats)  # one die each: what trap_roll asks of the roll
        if all_met(trap_roll_requirements(state)):
            yield Choice.of(A.TrapRoll, Message('Roll for the trap'), actor=state.active,
                            request=_dice(count, Message("the trap's threat"), fill(A.TrapRoll)), roll=Rolled(D6, count))
        return
    if state.battle is not None:
        yield from _battle(state)
        return
    solo = state.solo
    if solo is not None and solo.peril_dice:
        if all_met(peril_roll_requirements(state)):
            yield Choice.of(A.PerilRoll, Message('Roll the peril dice'), actor=state.active,
                            request=_dice(solo.peril_dice, Message('the peril roll'), fill(A.PerilRoll, every_hit=True)),
                            roll=Rolled(D6, solo.peril_dice), every_hit=True)
        return
    if state.hazard is not None:
        if all_met(face_requirements(state, False)):
            yield Choice.of(A.FaceHazard, Message('Face the {kind}', kind=term(state.hazard.kind)), actor=state.active,
                            request=_dice(1, Message('the {kind}',
                                                     kind=term(state.hazard.kind)), fill(A.FaceHazard)),
                            roll=Rolled(D6, 1), dodge=False)
        if all_met(face_requirements(state, True)):
            yield Choice.of(A.FaceHazard, Message('Dodge the spikes'), actor=state.active, roll=None, dodge=True)
        return
    if solo is not None and solo.to_draw:
        if all_met(draw_peril_requirements(state)):
            yield from _draw(state, "peril", A.DrawPeril)
        if all_met(end_peril_draws_requirements(state)):
            yield Choice.of(A.EndPerilDraws, Message('End the peril draws (the deck and its discard are empty)'),
                            actor=state.active)
        return
    for save_point, label in ((False, Message('Next phase')), (True, Message('End the turn, saving a point'))):
        if all_met(next_phase_requirements(state, save_point)) and (
                state.phase is not Phase.DISCARD_DRAW or all_met(end_turn_requirements(state, save_point))):
            yield Choice.of(A.NextPhase, label, actor=state.active, save_point=save_point)
    if solo is not None and solo.glory_draws and all_met(draw_glory_requirements(state)):
        yield from _draw(state, "glory", A.DrawGlory)
    yield from _placing(state)
    if all_met(stand_up_requirements(state)):  # a special action: in any phase of the turn, as the engine allows
        yield Choice.of(A.StandUp, Message('Stand up'), actor=state.active)
    if state.phase is Phase.DUNGEON_LORD:
        yield from _monsters(state)
        yield from typed_monster_choices(state)
    if state.phase is Phase.DEEDS:
        yield from _deeds(state)
    if state.phase is Phase.DISCARD_DRAW and state.solo is None:
        hero = state.hero
        treasures = tuple(c for c in dict.fromkeys(hero.inventory)
                          if any(a.id == c and a.kind is Kind.TREASURE for a in state.adventure_cards))
        cards = tuple(card for card in ("hand",) + treasures + tuple(dict.fromkeys(hero.lair))
                      if all_met(end_discard_requirements(state, card)))
        if cards:
            yield Choice.of(A.EndDiscard, Message('Discard one card'), actor=state.active, card=OneOf(cards))


def _tunnels(state: DgState) -> Iterator[Choice]:
    for card_id in state.locations:
        card = state.card(card_id)
        sides = tuple(side for side in SIDES if all_met(place_tunnel_requirements(state, card, side)))
        if sides:
            yield Choice.of(A.PlaceTunnel, Message('Tunnel: {name}', name=named(card.name)), card=card_id, side=OneOf(sides))


def _quest_deals(state: DgState) -> Iterator[Choice]:
    taken = state.quests_in_play()
    free = tuple(q.id for q in state.quest_cards if q.id not in taken)
    size = 3 if state.solo is not None else 2
    for seat, hero in enumerate(state.heroes):
        # Every set of unused cards of the size dealt: the requirements decide whether this seat is dealt any.
        sets = tuple(dealt for dealt in combinations(free, size) if all_met(deal_quests_requirements(state, seat, dealt)))
        if sets:
            yield Choice.of(A.DealQuests, Message("{hero}'s quests", hero=hero.player), seat=seat, quests=OneOf(sets))
    yield from _shared(state, Message('The shared quest'))


def _shared(state: DgState, label: str) -> Iterator[Choice]:
    """A shared quest turned up (at setup, or for one completed): every card its requirements admit."""
    quests = tuple(q.id for q in state.quest_cards if all_met(shared_quest_requirements(state, q.id)))
    if quests:
        yield Choice.of(A.SharedQuest, label, quest=OneOf(quests))


def _draw(state: DgState, deck: str, make: type[A.DrawPeril] | type[A.DrawGlory]) -> Iterator[Choice]:
    """A card owed drawn from the deck (its requirements met): any card the deck may give, the one the handler
    requires the drawn card to be among (none left: nothing to draw)."""
    solo = state.solo
    assert solo is not None
    pool = solo.drawable(deck)
    if not pool:
        return
    names = {state.card_name(card_id): card_id for card_id in pool}  # the deck shows and draws cards by name
    request = CardRequest(deck, Message('the {deck} draw', deck=term(deck)),
                          made_by("dungeoneer.solo-drawn", kind=make.KIND, ids=names), tuple(names),
                          DrawnCard(deck, next(iter(names))) if names else None)
    yield Choice.of(make, Message('Draw a {deck} card', deck=term(deck)), actor=state.active, request=request,
                    card=OneOf(pool), source=OneOf(DRAW_SOURCES))


@maker("dungeoneer.solo-drawn")
def _solo_drawn(drawn: DrawnCard, *, kind: str, ids: dict[str, str]) -> Action:
    """The solo deck's card drawn (`kind`: a peril or glory draw), by the id of the name it shows."""
    drawn_action: Callable[..., Action] = action_type(kind)  # a DrawPeril or DrawGlory, which take the card and its source
    return drawn_action(ids.get(drawn.name, drawn.name), source=drawn.source)


def _placing(state: DgState) -> Iterator[Choice]:
    if state.phase not in (Phase.LOCATION, Phase.DEEDS):
        return
    more = len(state.locations) > 1
    for card_id in state.locations:
        if not all_met(place_location_requirements(state, state.card(card_id))):
            continue
        cells = legal_cells(state.dungeon, state.card(card_id), more_to_place=more)
        if cells:
            yield Choice.of(A.PlaceLocation, Message('Place {name}',
                                                     name=named(state.card(card_id).name)), actor=state.active, card=card_id,
                            cell=OneOf(cells))


def _shifts(state: DgState) -> Iterator[Choice]:
    """A shift card's move owed: every location that may move, to every cell it may go to. With none owed, one
    choice stands for a shift by the table's own card (the app does not model it): any legal shift. The cells
    are the ones `shift_problems` (the rule `shift_location` enforces) finds nothing against; the cards shift
    only in a turn and never alone, as `shift_location` requires too."""
    if state.phase not in TURN_PHASES or state.solo is not None:  # alone, the shift cards left the deck at setup
        return
    more = bool(state.locations)
    if not state.shifts:
        first = first_legal_shift(state.dungeon, more_to_place=more)
        if first is not None:
            yield _free_shift(state, first, more)
        return
    owed = state.shifts[0]
    for source, cells in legal_shifts(state.dungeon, more_to_place=more):
        card = state.dungeon.card_at(source)
        assert card is not None
        yield Choice.of(A.ShiftLocation, Message('Shift {card} ({card2})',
                                                 card=named(card.name), card2=named(state.card_name(owed.card))), actor=owed.seat,
                        card=card.id, cell=OneOf(cells))


def _free_shift(state: DgState, first: tuple[Cell, Cell], more: bool) -> Choice:
    """Any location that may move, to any cell some location may go to; a walk moves the first that may move
    to its first cell. Only that first shift is looked for here (every shift of a large dungeon costs a
    path search each): a value given to the fields is checked when it is asked about."""
    dungeon = state.dungeon
    first_source, first_cell = first
    first_card = dungeon.card_at(first_source)
    assert first_card is not None

    def card_may_move(value: object) -> bool:
        return any(place.card.id == value and next(shift_cells(dungeon, place.cell, more_to_place=more), None)
                   is not None for place in dungeon.placed)

    def cell_reachable(value: object) -> bool:
        if not isinstance(value, tuple):
            return False
        cell = tuple(value)
        return any(may_shift(dungeon, place.cell, cell, more_to_place=more) for place in dungeon.placed)

    return Choice.of(A.ShiftLocation, Message("Shift a location (the table's own card)"), actor=state.active,
                     card=Where(card_may_move, lambda rng: first_card.id, Message('a location on the table')),
                     cell=Where(cell_reachable, lambda rng: first_cell, Message('a cell it may go to')))


def _laying(state: DgState) -> Iterator[Choice]:
    more = len(state.locations) > 1
    for card_id in placeable_now(state):
        if not all_met(lay_requirements(state, state.card(card_id))):
            continue
        cells = legal_cells(state.dungeon, state.card(card_id), more_to_place=more)
        if cells:
            yield Choice.of(A.PlaceLocation, Message('Lay {name}',
                                                     name=named(state.card(card_id).name)), actor=state.active, card=card_id,
                            cell=OneOf(cells))


def _deeds(state: DgState) -> Iterator[Choice]:
    hero = state.hero
    # `move_requirements` per side: what leaving asks, read once, then each side's way out.
    for side in SIDES if all_met(leaving_requirements(state)) else ():
        if not way_open(state.dungeon, hero.cell, side):
            continue
        way = way_out(state.dungeon, hero.cell, side)
        assert isinstance(way, Way)  # a way out on that side is among the requirements
        if asks_threat(way, held_open=state.exit_held_open(hero.cell, side)):
            yield Choice.of(A.Move, Message('Move {side}', side=term(side)), actor=state.active,
                            request=_dice(1, Message('the {describe} exit',
                                                     describe=way.exit.describe()), fill(A.Move, side=side)),
                            side=side, roll=Rolled(D6, 1))
        else:
            yield Choice.of(A.Move, Message('Move {side}', side=term(side)), actor=state.active, side=side, roll=None)
    for seat, other in enumerate(state.heroes):
        # The form is any of the three (the requirements ask only that); stealing asks for an escort token.
        steals = tuple(steal for steal in (False, True)
                       if all_met(attack_hero_requirements(state, seat, BATTLE_FORMS[0], steal)))
        if steals:
            yield Choice.of(A.AttackHero, Message('Attack {other}',
                                                  other=other.player), actor=state.active, target=seat,
                            form=OneOf(BATTLE_FORMS), steal=OneOf(steals))
    for token in state.escorts:
        if all_met(take_escort_requirements(state, token.quest)):
            yield Choice.of(A.TakeEscort, Message('Pick up {name}',
                                                  name=named(state.quest(token.quest).name)), actor=state.active,
                            quest=token.quest)
    for quest_id in hero.quests + state.shared_quests:
        yield from _quest_choices(state, quest_id)


def _quest_choices(state: DgState, quest_id: str) -> Iterator[Choice]:
    """An escort started, a search made, an attempt: each where its requirements hold, with the fields the
    category's requirements read (a hunt's form, a roll's dice, extra dice bought, the table's verdict)."""
    quest = state.quest(quest_id)
    label = Message('Attempt {quest}', quest=named(quest.name))
    if quest.category is Category.ESCORT and all_met(start_escort_requirements(state, quest_id)):
        yield Choice.of(A.StartEscort, Message('Start {quest}',
                                               quest=named(quest.name)), actor=state.active, quest=quest_id)
    if quest.category is Category.SEEK and all_met(seek_requirements(state, quest_id)):
        yield Choice.of(A.Seek, Message('Search for {quest}',
                                        quest=named(quest.name)), actor=state.active, quest=quest_id, roll=Rolled(D6, 1),
                        request=_dice(1, Message('the search for {quest}',
                                                 quest=named(quest.name)), fill(A.Seek, quest=quest_id)))
    if not all_met(attempt_requirements(state, quest_id)):
        return
    if quest.category is Category.HUNT:
        monster = next((m for m in state.monsters if m.id == quest.monster), None)
        forms = (None,) if state.solo is not None or monster is None else monster.attack_forms()
        admitted = tuple(form for form in forms if all_met(hunt_requirements(state, quest, form)))
        if admitted:
            yield Choice.of(A.AttemptQuest, label, actor=state.active, quest=quest_id, form=OneOf(admitted))
        return
    if quest.category is Category.ESCORT:
        if all_met(verdict_requirements(state, quest, None, 0, None, None)):
            yield Choice.of(A.AttemptQuest, label, actor=state.active, quest=quest_id)
    elif quest.category is Category.THREAT or (quest.category is Category.SEEK and quest.stat is not None):
        if all_met(verdict_requirements(state, quest, None, 0, 1, None)):
            yield Choice.of(A.AttemptQuest, label, actor=state.active, quest=quest_id, roll=Rolled(D6, 1),
                            request=_dice(1, label, fill(A.AttemptQuest, quest=quest_id)))
    elif quest.category is Category.CHANCE:
        for extra in range(0, quest.extra_dice_max + 1 if quest.extra_die_glory else 1):
            dice = quest.dice + extra
            if all_met(verdict_requirements(state, quest, None, extra, dice, None)):
                yield Choice.of(A.AttemptQuest, label, actor=state.active, quest=quest_id, roll=Rolled(D6, dice),
                                extra_dice=extra,
                                request=_dice(dice, label, fill(A.AttemptQuest, quest=quest_id, extra_dice=extra)))
    elif all_met(verdict_requirements(state, quest, None, 0, None, True)):
        yield Choice.of(A.AttemptQuest, label, actor=state.active, quest=quest_id, done=OneOf((True, False)))


def _monsters(state: DgState) -> Iterator[Choice]:
    """Monsters against each opponent whose hero the requirements let them attack: any set of (monster, form)
    pairs whose requirements hold against that hero (bound per target, not late), sampled as one pair that does."""
    for seat, target in enumerate(state.heroes):
        if not all_met(play_monsters_requirements(state, seat)):
            continue
        singles = tuple((m.id, form) for m in (*state.monsters, *state.typed_monsters) for form in m.attack_forms()
                        if all_met(attack_set_requirements(state, seat, ((m.id, form),))))
        if not singles:
            continue
        yield Choice.of(A.PlayMonsters, Message('Monsters against {target}',
                                                target=target.player), actor=state.active, target=seat,
                        monsters=Where(_monsters_fit(state, seat),
                                       lambda rng, s=singles: (s[rng.randrange(len(s))],),  # type: ignore[misc]  # mypy cannot type a lambda that binds by default argument
                                       Message('monsters and their forms')))


def _monsters_fit(state: DgState, seat: int) -> Callable[[object], bool]:
    """Whether a set of (monster, form) pairs is the one in `seat`'s to face: pairs of a monster's id and a form,
    whose requirements (`attack_set_requirements`, what `play_monsters` enforces) hold against that hero."""
    def fits(value: object) -> bool:
        if not isinstance(value, tuple) or not value:
            return False
        if not all(isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str) and isinstance(pair[1], Stat)
                   for pair in value):
            return False
        return all_met(attack_set_requirements(state, seat, value))
    return fits


def _battle(state: DgState) -> Iterator[Choice]:
    battle = state.battle
    assert battle is not None
    if not all_met(battle_step_requirements(state, battle.stage)):
        return
    pending = len(battle.unrolled())
    if battle.stage is Stage.RESPONSE:
        yield from _responses(state)
    elif battle.stage is Stage.ATTACK_ROLLS:
        yield Choice.of(A.AttackRolls, Message('Roll the attacks'), request=_dice(pending, Message('the attack rolls'), fill(A.AttackRolls)),
                        roll=Rolled(D6, pending))
    elif battle.stage is Stage.COUNTER_ROLLS:
        yield Choice.of(A.CounterRolls, Message('Roll the counters'), request=_dice(pending, Message('the counter rolls'), fill(A.CounterRolls)),
                        roll=Rolled(D6, pending))
    elif battle.stage is Stage.CHALLENGE:
        seat = battle.attacked.seat
        yield Choice.of(A.Challenge, Message('No challenge'), actor=seat, target="", form=None)
        here = state.heroes[seat].cell if seat is not None else None
        words = tuple(dict.fromkeys(a.attacker.monster.id for a in battle.attacks if a.attacker.monster is not None))
        words += tuple(f"p{i + 1}" for i, h in enumerate(state.heroes) if i != seat and h.cell == here)
        targets = tuple(word for word in words if all_met(challenge_requirements(state, word, BATTLE_FORMS[0])))
        if targets:
            yield Choice.of(A.Challenge, Message('Strike back'), actor=seat, target=OneOf(targets), form=OneOf(BATTLE_FORMS))
    elif battle.stage is Stage.LAIR:
        for monster_id in battle.lair_pending:
            owner = next(a.attacker.owner for a in battle.attacks if a.attacker.monster is not None
                         and a.attacker.monster.id == monster_id)
            lair = state.heroes[owner].lair if owner is not None else ()
            for where, discarding in product(("hand", "lair", "discard"), ("",) + lair):
                if all_met(send_monster_requirements(state, monster_id, where, discarding)):
                    yield Choice.of(A.SendMonster, Message('Send {monster_id} back',
                                                           monster_id=monster_id), actor=owner, monster=monster_id,
                                    where=where, discarding=discarding)
    elif battle.stage is Stage.REWARD:
        count = len(state.heroes)
        earned = 0 if state.solo is not None else battle.peril_earned
        yield Choice.of(A.Reward, Message('Hand out the peril'), seats=Where(
            lambda v: isinstance(v, tuple) and all(isinstance(s, int) for s in v) and all_met(reward_requirements(state, v)),
            lambda rng, n=earned: tuple(rng.randrange(count) for _ in range(rng.randint(0, n))),  # type: ignore[misc]  # mypy cannot type a lambda that binds by default argument
            Message('the players given a peril each'), default=((),)))


def _responses(state: DgState) -> Iterator[Choice]:
    """No more responses; or a response taking out an attacker whose requirements hold (alone, with a response card
    held in the hand, paid at its own cost; else any glory the defender holds)."""
    battle = state.battle
    assert battle is not None
    defender = battle.attacked
    yield Choice.of(A.Respond, Message('No more responses'), actor=defender.seat, remove="", glory=0)
    if defender.seat is None:
        return
    removable = tuple(a.attacker.monster.id for a in battle.attacks if a.attacker.monster is not None)
    if state.solo is None:
        removes = tuple(m for m in removable if all_met(respond_requirements(state, m, 0)))
        if removes:
            glory = state.heroes[defender.seat].glory
            yield Choice.of(A.Respond, Message('A response takes an attacker out'), actor=defender.seat,
                            remove=OneOf(removes), glory=IntRange(0, glory))
        return
    cards = tuple(card for card in dict.fromkeys(state.solo.hand) if removable
                  and all_met(respond_requirements(state, removable[0], 0, card)))
    if cards:  # the monster taken out does not bear on the card: the first attacker's requirements stand for all
        removes = tuple(m for m in removable if all_met(respond_requirements(state, m, 0, cards[0])))
        yield Choice.of(A.Respond, Message('A response takes an attacker out'), actor=defender.seat,
                        remove=OneOf(removes), glory=0, card=OneOf(cards))


def _cards(state: DgState) -> Iterator[Choice]:
    """Adventure cards: the ones any player may hold (the table's hands are its own), each offered when the
    requirements of playing it hold (inventory.py reads the same values in `resolve`)."""
    solo = state.solo
    for seat, hero in enumerate(state.heroes):
        if hero.defeated:
            continue
        allows = {timing: timing_allows_now(state, timing, seat) for timing in Timing}  # read once per seat
        for card in (*state.adventure_cards, *state.typed_cards):
            if solo is not None and card.kind.glory and card.id not in solo.hand:
                continue
            if not allows[card.timing]:
                continue  # its timing is among its requirements (broken_timing): none of its plays is allowed now
            if card.kind.glory:
                if all_met(glory_play_requirements(state, seat, card, card.cost or 0)):
                    x = IntRange(0, max(hero.glory, 0)) if card.cost is None else Exactly(0)
                    yield Choice.of(A.PlayGlory, Message('{hero} plays {card}',
                                                         hero=hero.player, card=named(card.name)), actor=seat, seat=seat,
                                    card=card.id, x=x)
            elif card.kind in (Kind.BANE, Kind.ENCOUNTER):
                for target, other in enumerate(state.heroes):
                    if target != seat and not other.defeated and all_met(
                            peril_play_requirements(state, seat, target, card, card.cost or 0)):
                        px = IntRange(0, max(other.peril, 0)) if card.cost is None else Exactly(0)
                        yield Choice.of(A.PlayPeril, Message('{hero} plays {card} on {other}',
                                                             hero=hero.player, card=named(card.name),
                                                             other=other.player), actor=seat,
                                        seat=seat, card=card.id, target=OneOf((target, None)), payer=target, x=px)
        for token in state.escorts:
            if all_met(drop_escort_requirements(state, seat, token.quest)):
                yield Choice.of(A.DropEscort, Message('{hero} gives up {quest}',
                                                      hero=hero.player, quest=token.quest), actor=seat, seat=seat,
                                quest=token.quest)
        for card_id in dict.fromkeys(hero.inventory):
            if not _known_adventure(state, card_id):
                continue
            card = state.adventure(card_id)
            forced = tuple(f for f in (False, True) if all_met(discard_requirements(state, card, f)))
            if forced:
                yield Choice.of(A.DiscardCard, Message('Discard {card_id}',
                                                       card_id=card_id), actor=seat, seat=seat, card=card_id,
                                forced=OneOf(forced))


def _known_adventure(state: DgState, card_id: str) -> bool:
    """Whether the session knows the adventure card of this id (its catalogue's or one the table typed)."""
    return any(card.id == card_id for card in state.adventure_cards) or any(card.id == card_id for card in state.typed_cards)

