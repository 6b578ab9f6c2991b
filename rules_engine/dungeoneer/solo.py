"""Solo play, automated: the app is the dungeon lord.

On entering a location the hero gains its glory but, instead of its peril, rolls one die per peril
point; each die at or under the peril draws a peril card. The cards drawn are played together:
banes first (they stay on the hero, or go at once if instant; the table applies their text), then
other encounters (the table applies them), then the monsters attack by the battle rules, the app
choosing each one's form (its reading: the form where the monster's value most exceeds the hero's,
melee first on a tie). Monsters are discarded after the battle, or with the optional lair the
costliest goes to the lair and attacks again whenever a monster is drawn (three at most). Each
monster slain draws a glory card, and so does the end of each turn; nothing is discarded.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import DrawGlory, DrawPeril, EndPerilDraws, PerilRoll
from rules_engine.dungeoneer.adventure_cards import AdventureCard, Duration, Kind, Timing
from rules_engine.dungeoneer.battle_state import Attack, Battle, Fighter
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.solo_peril import PERIL_ROLL_RULE, cards_drawn
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat
from rules_engine.dungeoneer.trap_threats import spring
from rules_engine.dungeoneer.typed_cards import TYPED_RULE, VALUES_HELP, TypedValuesError, catalogue_id, \
    parse_values, remember, typed_id
from rules_engine.dungeoneer.typed_cards import GLORY_KINDS, GLORY_VALUES_HELP, check_name, take_typed
from rules_engine.messages import Joined, Message, N_
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.dungeoneer.words import alternatives, listed, named, term, terms
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement, nothing_waits
from rules_engine.requirements import Requirement

BANES_FIRST_RULE = "dungeoneer.solo.banes-first"
BANES_WAIT_RULE = "dungeoneer.solo.banes-wait"
GLORY_DRAWS_RULE = "dungeoneer.solo.glory-draws"
LAIR_RULE = "dungeoneer.solo.lair"
FORM_CHOICE_RULE = "dungeoneer.companion.solo-monster-form"
LAIR_SIZE = 3
SOLO_SETUP_RULE = "dungeoneer.solo.setup"
DRAW_SOURCE_RULE = "dungeoneer.companion.draw-source"
#: The app's convention for a peril deck and its discard both empty with cards still owed (the book is silent).
PERIL_DECK_EMPTY_RULE = "dungeoneer.companion.peril-deck-empty"
#: Where a card drawn now comes from: the app's virtual deck or the table's own.
DRAW_SOURCES = ("virtual", "table")
#: The source of a draw saved before the app recorded one: replayed as it was, never recorded now.
UNRECORDED_SOURCE = ""
LEFT_OUT_TRAITS = ("shift", "transfer")  # typed traits of the cards solo setup removes


#: Solo play: one value for every ruling that finds it so (a met requirement's words are never read).
_SOLO = Requirement(True, PERIL_ROLL_RULE, "", hard=True)


#: What each solo step is called in the refusal of it outside solo play (made once, not on every ruling).
_PERIL_ROLL_DOING = Message('the peril roll')
_DRAWING_PERIL = Message('drawing peril cards')
_DRAWING_GLORY = Message('drawing glory cards')
_ENDING_PERIL_DRAWS = Message('ending the peril draws')


def _solo_requirement(state: DgState, doing: str) -> Requirement:
    """Solo play (its words made only when it refuses)."""
    if state.solo is not None:
        return _SOLO
    return Requirement.unmet(PERIL_ROLL_RULE, Message('{doing} belongs to solo play', doing=doing), hard=True)


def peril_roll_requirements(state: DgState) -> Iterator[Requirement]:
    """What the peril roll requires, in the order `peril_roll` enforces it: solo play, a roll due, nothing the book
    resolves earlier waiting. (Its dice are as many as are due: the roll itself is checked when made.)"""
    yield _solo_requirement(state, _PERIL_ROLL_DOING)
    if state.solo is not None:
        if state.solo.peril_dice <= 0:
            yield Requirement.unmet(PERIL_ROLL_RULE, Message('no peril roll is due'))
        yield in_order_requirement(state, Step.GAINING)


def peril_roll(state: DgState, action: PerilRoll, ref: Referee) -> tuple[DgState, str]:
    """Roll the location's peril dice; each die at or under its peril means one peril card to draw."""
    ref.enforce(peril_roll_requirements(state))
    solo = state.solo
    assert solo is not None
    values = action.roll.values
    if len(values) != solo.peril_dice:  # the refusal's words are made only when it refuses
        ref.refuse(PERIL_ROLL_RULE, Message('the peril roll is {peril_dice} dice, not {number}',
                        peril_dice=solo.peril_dice, number=len(values)), hard=True)
    count = cards_drawn(solo.peril_dice, values)
    ref.cite(PERIL_ROLL_RULE)
    if not action.every_hit:  # a roll saved before every hit was owed: capped at the app's deck, as it was then
        count = _capped(count, len(solo.peril_deck) + len(solo.peril_discard), ref)
    card = state.dungeon.card_at(state.hero.cell)
    name = named(card.name) if card is not None else Message('this location')
    state = replace(state, solo=replace(solo, peril_dice=0, to_draw=count))
    dice = listed(str(v) for v in values)
    cards = Message('no peril card') if count == 0 else Message('one peril card') if count == 1 else Message('{count} peril cards',
                                                                                                             count=count)
    return state, Message('{name}: peril {number}, rolled {dice}: {cards}',
                          name=name, number=len(values), dice=dice, cards=cards)


def _capped(count: int, left: int, ref: Referee) -> int:
    """The cards a roll saved before this record owed: no more than the app's deck and discard held (the log's note
    said so), so an older log replays to the state it reached."""
    if count <= left:
        return count
    ref.note(Message('only {counted} is left in the deck and its discard: no more are drawn',
                     counted=count_of(left, 'peril card', 'peril cards')) if left == 1 else Message('only {counted} are left in the deck and its discard: no more are drawn',
                                                                                                      counted=count_of(left, 'peril card', 'peril cards')))
    return left


def peril_candidates(state: DgState) -> tuple[str, ...]:
    """The peril cards the next draw can give."""
    return state.solo.drawable("peril") if state.solo is not None else ()


def draw_peril_requirements(state: DgState) -> Iterator[Requirement]:
    """What drawing a peril card requires before the card is read, in the order `draw_peril` enforces it: solo play,
    a card owed, the room's peril roll and its hazard resolved first (the card itself comes from the deck, `drawable`)."""
    yield _solo_requirement(state, _DRAWING_PERIL)
    if state.solo is not None:
        if state.solo.to_draw <= 0:
            yield Requirement.unmet(PERIL_ROLL_RULE, Message('no peril card is owed'))
        yield in_order_requirement(state, Step.ENCOUNTER)  # the room's peril roll and its hazard come before its encounters


def draw_peril(state: DgState, action: DrawPeril, ref: Referee) -> tuple[DgState, str]:
    """One peril card drawn; when the last owed card is drawn, they are all played."""
    ref.enforce(draw_peril_requirements(state))
    require_known_source(action.source, ref)
    solo = state.solo
    assert solo is not None
    state, card_id = _typed(state, action, ref)
    _not_left_out(state, card_id, ref)
    pool = solo.drawable("peril")
    if not (card_id in pool or typed_id(state, card_id) is not None):  # the refusal's words are made only when it refuses
        ref.refuse(TYPED_RULE, Message('{card!r} is not in the peril deck; {VALUES_HELP}',
                        card=action.card, VALUES_HELP=VALUES_HELP), hard=True)
    reshuffled = app_discard_reshuffled(solo.peril_deck, solo.peril_discard, card_id)
    deck = tuple(c for c in (solo.peril_discard if reshuffled else solo.peril_deck) if c != card_id)
    solo = replace(solo, peril_deck=deck, peril_discard=() if reshuffled else solo.peril_discard,
                   to_draw=max(0, solo.to_draw - 1), drawn=solo.drawn + (card_id,))  # one drawn unowed: a house rule
    state = replace(state, solo=solo)
    ref.cite(PERIL_ROLL_RULE)  # each die at or under the peril draws a card: this is one of them
    if reshuffled:
        ref.cite(*RESHUFFLE_RULES)
    said = Message(PERIL_DRAWN[_source_said(action.source), reshuffled], card=named(state.card_name(card_id)))
    if solo.to_draw:
        return state, said
    return _play_drawn(state, ref, said)


def end_peril_draws_requirements(state: DgState) -> Iterator[Requirement]:
    """What ending the owed peril draws requires, in the order `end_peril_draws` enforces it: solo play, a card owed,
    the room's peril roll and hazard resolved, and the app's peril deck and its discard both empty (each card the
    app holds is one of the table's deck, so while it holds one the table's deck has not run out)."""
    yield _solo_requirement(state, _ENDING_PERIL_DRAWS)
    solo = state.solo
    if solo is not None:
        if solo.to_draw <= 0:
            yield Requirement.unmet(PERIL_ROLL_RULE, Message('no peril card is owed'))
        yield in_order_requirement(state, Step.ENCOUNTER)
        if solo.peril_deck or solo.peril_discard:
            held = len(solo.peril_deck) + len(solo.peril_discard)
            yield Requirement.unmet(PERIL_DECK_EMPTY_RULE, Message(
                "the app's peril deck and discard still hold cards, and those are in the table's deck too: the draws "
                "end only when the deck and its discard are both empty (left: {counted})",
                counted=count_of(held, 'peril card', 'peril cards')))  # a table whose deck lost a card may apply it as a house rule


def end_peril_draws(state: DgState, action: EndPerilDraws, ref: Referee) -> tuple[DgState, str]:
    """The table's peril deck and discard are both empty: the cards still owed are not drawn, and the ones drawn so
    far are played as when the last owed card is drawn (the app's convention: the book is silent)."""
    ref.enforce(end_peril_draws_requirements(state))
    solo = state.solo
    assert solo is not None
    ref.cite(PERIL_DECK_EMPTY_RULE)
    said = Message("the peril deck and its discard are empty: the draws end (not drawn: {counted})",
                   counted=count_of(solo.to_draw, 'peril card', 'peril cards'))
    return _play_drawn(replace(state, solo=replace(solo, to_draw=0)), ref, said)


#: The book's reshuffle: alone, the peril and glory decks each keep a discard of their own (the solo setup), and a
#: discard is shuffled into a new deck when the deck runs out (the discard and draw phase).
RESHUFFLE_RULES = ("dungeoneer.solo.setup", "dungeoneer.turn.discard-draw")


def app_discard_reshuffled(deck: tuple[str, ...], discard: tuple[str, ...], card_id: str) -> bool:
    """Whether drawing `card_id` reshuffles the app's discard into a new deck: only when the app's deck ran out and the
    card is one of its discard. A card the table draws from its own deck while the app's is empty (a card typed at
    the table, or one the app's discard lacks) leaves the app's discard as it is: nothing was reshuffled."""
    return not deck and card_id in discard


def require_known_source(source: str, ref: Referee) -> None:
    """A draw names the app's deck, the table's, or (in an older log) no deck; any other deck is refused."""
    if not (source in DRAW_SOURCES or source == UNRECORDED_SOURCE):  # the refusal's words are made only when it refuses
        ref.refuse(DRAW_SOURCE_RULE, Message("a drawn card comes from the app's deck or the table's own, not from {source!r}",
                        source=source), hard=True)


#: What the log says of a peril card drawn, by whose deck it came from (the app's 'virtual' one, the table's own, or ''
#: in a log older than the deck's naming) and whether the app's discard was shuffled into a new deck for it: whole
#: sentences, each a template of the catalogue, so a saved one reads back in the table's language.
PERIL_DRAWN = {
    ("virtual", False): N_("drew {card} from the app's deck"),
    ("virtual", True): N_("drew {card} from the app's deck (the discard reshuffled)"),
    ("table", False): N_("drew {card} from the table's deck"),
    ("table", True): N_("drew {card} from the table's deck (the discard reshuffled)"),
    ("", False): N_("drew {card}"),
    ("", True): N_("drew {card} (the discard reshuffled)"),
}
#: What the log says of a glory card drawn into the hand, by whose deck it came from (as `PERIL_DRAWN`).
GLORY_DRAWN = {"virtual": N_("drew {card} from the app's deck into the hand"),
               "table": N_("drew {card} from the table's deck into the hand"), "": N_("drew {card} into the hand")}


def _source_said(source: str) -> str:
    """The deck a drawn card came from as the log's sentences name it: the app's, the table's, or none recorded."""
    return source if source in ("virtual", "table") else ""


def _typed(state: DgState, action: DrawPeril, ref: Referee) -> tuple[DgState, str]:
    """The drawn card's id, and the state remembering it when the table typed values the catalogue lacks."""
    known = catalogue_id(state, action.card)
    if known is not None:
        if action.values:
            ref.note(Message('{card} is in the catalogue: its values there count, not the ones typed',
                             card=named(state.card_name(known))))
        return state, known
    earlier = typed_id(state, action.card)
    if not action.values:
        return state, earlier if earlier is not None else action.card
    name = state.card_name(earlier) if earlier is not None else action.card.strip()
    ref.require(bool(name), TYPED_RULE, Message("name: the card's name is missing; {VALUES_HELP}",
                                                VALUES_HELP=VALUES_HELP), hard=True)
    check_name(name, ref)
    try:
        card = parse_values(earlier or name, name, action.values)
    except TypedValuesError as error:
        ref.refuse(TYPED_RULE, Message("{name}'s {field}: {problem}; {VALUES_HELP}", name=named(name), field=term(error.field),
                                       problem=error.problem, VALUES_HELP=VALUES_HELP), hard=True)
        raise AssertionError("unreachable") from None
    ref.cite(TYPED_RULE)
    ref.note(Message('{name} typed by the table ({names}), remembered for the session',
                     name=name, names=' '.join(action.values)))
    return remember(state, card), card.id


def _not_left_out(state: DgState, card_id: str, ref: Referee) -> None:
    """A card typed alone may not be one that solo setup takes out of the deck (a transfer or shift card)."""
    for card in state.typed_cards:
        if card.id == card_id:
            ref.require(not set(card.traits) & set(LEFT_OUT_TRAITS), SOLO_SETUP_RULE,
                        Message("{card} is a transfer or shift card: alone, those leave the deck at setup",
                                card=card.name), hard=True)


def _play_drawn(state: DgState, ref: Referee, said: str) -> tuple[DgState, str]:
    """Banes first, then other encounters, then the monsters attack together (with the lair's)."""
    solo = state.solo
    assert solo is not None
    hero = state.hero
    monsters: list[MonsterCard] = []
    discard = list(solo.peril_discard)
    parts = [said]
    banes = [c for c in solo.drawn if _kind(state, c) is Kind.BANE]
    others = [c for c in solo.drawn if _kind(state, c) is Kind.ENCOUNTER]
    if banes:
        ref.cite(BANES_FIRST_RULE)
    waiting = list(solo.waiting)
    traps: list[AdventureCard] = []  # trap encounters whose threat the hero rolls before any monster attacks
    for card_id in banes + others:
        card = state.adventure(card_id)
        if card.waits_for:
            aimed = _aimed_at(state, card, solo.drawn)
            if not aimed:  # nothing it aims at came: it waits in play
                ref.cite(BANES_WAIT_RULE)
                waiting.append(card.id)
                ref.note(Message('{card} waits in play for {names}',
                                 card=named(card.name), names=alternatives(card.waits_for)))
                parts.append(Message('{card} waits', card=named(card.name)))
                continue
            ref.note(Message('{card} acts on {names}',
                             card=named(card.name), names=terms(named(name) for name in aimed)))
        if card.kind is Kind.BANE and card.duration is not Duration.INSTANT:
            hero = replace(hero, inventory=hero.inventory + (card.id,))
        else:
            discard.append(card.id)
        if card.trap_threat:
            traps.append(card)
        else:
            ref.note(Message('{card}: {value} (the table applies it)',
                             card=named(card.name), value=card.text or Message('apply the card')))
        parts.append(Message('{card} played', card=named(card.name)))
    for card_id in tuple(waiting):  # banes waiting from earlier draws, met by what was drawn now
        if card_id in banes:
            continue
        card = state.adventure(card_id)
        aimed = _aimed_at(state, card, solo.drawn)
        if aimed:
            ref.cite(BANES_WAIT_RULE)
            waiting.remove(card_id)
            if card.duration is Duration.INSTANT:
                discard.append(card.id)
            else:
                hero = replace(hero, inventory=hero.inventory + (card.id,))
            ref.note(Message('{card}, waiting in play, now acts on {names}: {value} (the table applies it)',
                             card=named(card.name), names=terms(named(name) for name in aimed),
                             value=card.text or Message('apply the card')))
            parts.append(Message('{card} acts on {names}',
                                 card=named(card.name), names=terms(named(name) for name in aimed)))
    for card_id in solo.drawn:
        if _kind(state, card_id) is None:
            monsters.append(state.monster(card_id))
    state = replace(state.with_hero(state.active, hero),
                    solo=replace(solo, drawn=(), peril_discard=tuple(discard), waiting=tuple(waiting)))
    for trap in traps:
        state, sprung = spring(state, trap, hero.cell, ref)
        parts.append(sprung)
    if not monsters:
        return state, Joined("; ", tuple(parts))
    lair = [state.monster(m) for m in hero.lair] if state.options.solo_lair else []
    if lair:
        ref.cite(LAIR_RULE)
    attacks = tuple(Attack(Fighter(m.name, monster=m), Fighter(hero.player, seat=state.active), monster_form(m, hero))
                    for m in monsters + lair)
    ref.cite(FORM_CHOICE_RULE, "dungeoneer.battle.monster-attack")
    state = replace(state, battle=Battle(attacks))
    parts.append(Message("attack: {attacks}", attacks=Joined(", ", tuple(_attack_said(attack) for attack in attacks))))
    return state, Joined("; ", tuple(parts))


def _attack_said(attack: Attack) -> Message:
    """An attack the drawn monsters make, as the log says it ("Grave wraith in magic"): its own message, so the
    catalogue holds it (a message made inside another's arguments is not extracted)."""
    return Message('{attacker} in {form}', attacker=named(attack.attacker.name), form=term(attack.form))


def _aimed_at(state: DgState, bane: AdventureCard, drawn: tuple[str, ...]) -> list[str]:
    """Names of the drawn monsters and encounters a bane aims at (by id or trait)."""
    names = []
    for card_id in drawn:
        if card_id == bane.id:
            continue
        kind = _kind(state, card_id)
        if kind is Kind.BANE:
            continue
        card = state.monster(card_id) if kind is None else state.adventure(card_id)
        if card_id in bane.waits_for or set(card.traits) & set(bane.waits_for):
            names.append(card.name)
    return names


def _kind(state: DgState, card_id: str) -> Kind | None:
    for card in (*state.adventure_cards, *state.typed_cards):
        if card.id == card_id:
            return card.kind
    return None  # a monster


def monster_form(monster: MonsterCard, hero: HeroState) -> Stat:
    """The app's choice of a monster's form: where its value most exceeds the hero's (melee first on a tie)."""
    forms = [f for f in BATTLE_FORMS if f in monster.attack_forms()]
    return max(forms, key=lambda f: (monster.value(f) - hero.value(f), -BATTLE_FORMS.index(f)))


def after_battle(state: DgState, battle: Battle, ref: Referee) -> DgState:
    """Solo: monsters are discarded (with the optional lair the battle's costliest joins it, its own survivors stay,
    and past three the cheapest goes); each slain draws glory."""
    solo = state.solo
    assert solo is not None
    hero = state.hero
    slain = [m for m in battle.monsters() if battle.wounds_on(m.id) >= m.health]
    gone = {m.id for m in slain}
    lair = [m for m in hero.lair if m not in gone]  # lair monsters that attacked again and survived stay
    drawn = [m for m in battle.monsters() if m.id not in gone and m.id not in hero.lair]
    if state.options.solo_lair and drawn:
        keep = max(drawn, key=lambda m: m.cost)  # the first of the costliest, in the order drawn
        lair.append(keep.id)
        drawn.remove(keep)
        ref.cite(LAIR_RULE)
        while len(lair) > LAIR_SIZE:  # the app's choice for the player: the cheapest leaves (the oldest on a tie)
            out = min(lair, key=lambda m: state.monster(m).cost)
            lair.remove(out)
            drawn.append(state.monster(out))
            ref.note(Message('the lair holds {LAIR_SIZE}: {name}, the cheapest, is discarded',
                             LAIR_SIZE=LAIR_SIZE, name=named(state.monster(out).name)))
    discard = solo.peril_discard + tuple(m.id for m in slain + drawn)
    if slain:
        ref.cite(GLORY_DRAWS_RULE)
    state = state.with_hero(state.active, replace(hero, lair=tuple(lair)))
    return replace(state, solo=replace(solo, peril_discard=discard, glory_draws=solo.glory_draws + len(slain)))


def draw_glory_requirements(state: DgState) -> Iterator[Requirement]:
    """What drawing a glory card requires before the card is read, in the order `draw_glory` enforces it: solo play,
    a card owed, nothing else waiting (the room's peril, hazard, encounters and battle are resolved first)."""
    yield _solo_requirement(state, _DRAWING_GLORY)
    if state.solo is not None:
        if state.solo.glory_draws <= 0:
            yield Requirement.unmet(GLORY_DRAWS_RULE, Message('no glory card is owed'))
        yield nothing_waits(state)


def draw_glory(state: DgState, action: DrawGlory, ref: Referee) -> tuple[DgState, str]:
    """A glory card owed is drawn into the hand."""
    ref.enforce(draw_glory_requirements(state))
    require_known_source(action.source, ref)
    solo = state.solo
    assert solo is not None
    pool = solo.drawable("glory")
    state, card_id = take_typed(state, action.card, action.values, ref, GLORY_KINDS, GLORY_VALUES_HELP)
    typed = any(c.id == card_id and c.kind.glory for c in state.typed_cards)  # a glory card typed this session
    _not_left_out(state, card_id, ref)
    if not (card_id in pool or typed):  # the refusal's words are made only when it refuses
        ref.refuse(GLORY_DRAWS_RULE, Message('{card!r} is not in the glory deck', card=action.card), hard=True)
    reshuffled = not solo.glory_deck
    ref.cite(GLORY_DRAWS_RULE)
    solo = replace(solo, glory_deck=tuple(c for c in pool if c != card_id),
                   glory_discard=() if reshuffled else solo.glory_discard,
                   hand=solo.hand + (card_id,), glory_draws=max(0, solo.glory_draws - 1))  # unowed: a house rule
    return replace(state, solo=solo), Message(GLORY_DRAWN[_source_said(action.source)],
                                              card=named(state.card_name(card_id)))


def response_requirements(state: DgState, card_id: str) -> Iterator[Requirement]:
    """Alone, what a response requires of the card played: one held in the tracked hand, and a response card."""
    solo = state.solo
    assert solo is not None
    held = bool(card_id) and card_id in solo.hand
    if not held:
        yield Requirement.unmet(GLORY_DRAWS_RULE,
                                Message("alone, a response is a response card from the hand: 'respond remove MONSTER with CARD'"))
    if held:
        card = state.adventure(card_id)
        if card.timing is not Timing.RESPONSE:
            yield Requirement.unmet("dungeoneer.battle.stages",
                                    Message('{card} is not a response card', card=named(card.name)))


def play_response(state: DgState, card_id: str, glory: int, ref: Referee) -> tuple[DgState, int]:
    """Alone, a response takes a response card from the tracked hand (`response_requirements`, enforced by the
    response): its own cost is paid (the glory named for an X cost), and it goes to the glory discard (instant) or
    the inventory. The state and the glory to pay."""
    solo = state.solo
    assert solo is not None
    card = state.adventure(card_id)
    ref.cite(GLORY_DRAWS_RULE, "dungeoneer.battle.stages")
    hand = list(solo.hand)
    hand.remove(card_id)
    instant = card.duration is Duration.INSTANT
    solo = replace(solo, hand=tuple(hand), glory_discard=solo.glory_discard + ((card_id,) if instant else ()))
    state = replace(state, solo=solo)
    if not instant:
        state = state.with_hero(state.active, replace(state.hero, inventory=state.hero.inventory + (card_id,)))
    return state, card.cost if card.cost is not None else glory
