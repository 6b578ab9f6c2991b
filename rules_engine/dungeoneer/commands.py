"""The typed command vocabulary of a Dungeoneer table, declared once (see `rules_engine.grammar`).

Sides are north, east, south and west (or n, e, s, w); location names with spaces are "quoted".
Places are named by a location and a side: `place Library east of Crypt`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.adventure_cards import AdventureCard
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.card_effects import COUNTERS
from rules_engine.dungeoneer.choices import choices
from rules_engine.dungeoneer.dungeon_map import Cell, beside
from rules_engine.dungeoneer.exits import SIDES, Side
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.quests import Category
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.table_requests import D6, draw_request, move_request, peril_roll_request, trap_roll_request
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat
from rules_engine.errors import CommandError
from rules_engine.messages import Message, N_
from rules_engine.chance import CardRequest
from rules_engine.chance import fill
from rules_engine.dungeoneer.typed_locations import location_request, tunnel_request
from rules_engine.dungeoneer.words import named, term
from rules_engine.game import DiceRequest
from rules_engine.grammar import Alt, Command, Grammar, Int, Lit, Modifier, Name, Opt, Repeat, Seat, Seq, Text, Value, \
    Word, pick


Values = Mapping[str, Any]

SIDE = Word("side", tuple((word, side) for side in SIDES for word in (str(side), str(side)[0])),
            placeholder="north|east|south|west", what=N_("a side: north, east, south or west"))


def _card_named(cards: tuple[LocationCard, ...], words: str, what: str) -> str:
    """The id of the card these words name (its name or id in any case, or a start only it has)."""
    return pick(words, [(card.id, (card.name, card.id)) for card in cards], what)


def _in_deck(state: DgState) -> tuple[LocationCard, ...]:
    return tuple(card for card in state.cards if card.id in state.locations)


def _on_table(state: DgState) -> tuple[LocationCard, ...]:
    return tuple(place.card for place in state.dungeon.placed)


#: Location cards by name, of one word or several, quoted or not (naming.pick).
DRAWN = Text("card", "CARD", what=N_("a location card not placed yet"),
             suggest=lambda s: tuple(c.name for c in _in_deck(s)),
             reader=lambda s, w: _card_named(_in_deck(s), w, N_("location card's name")))
PLACED = Text("location", "LOCATION", what=N_("a location on the table"),
              suggest=lambda s: tuple(c.name for c in _on_table(s)),
              reader=lambda s, w: _card_named(_on_table(s), w, N_("location's name")))
SHIFTED = Text("shifted", "LOCATION", what=N_("a location on the table"),
               suggest=lambda s: tuple(c.name for c in _on_table(s)),
               reader=lambda s, w: _card_named(_on_table(s), w, N_("location's name")))


#: The values of a card the catalogue lacks, typed after 'as' at the end of a command (typed_cards.py).
TYPED_VALUES = Modifier("as", name="values", placeholder="VALUES")


def _values(values: Values) -> tuple[str, ...]:
    return tuple(str(values.get("values") or "").split())


FORM = Word("form", tuple((str(f), f) for f in BATTLE_FORMS), placeholder="melee|magic|speed",
            what=N_("a battle form: melee, magic or speed"))
PLAYER = Seat("seat", lambda s: tuple((h.player, h.hero.id, h.hero.name) for h in s.heroes))


def _monster_form(state: DgState, word: str) -> tuple[str, Stat]:
    name, colon, form = word.partition(":")
    if not colon:
        raise ValueError(word)
    for monster in (*state.monsters, *state.typed_monsters):
        if name.casefold() in (monster.id.casefold(), monster.name.casefold()):
            return monster.id, Stat(form.casefold())
    if not name.strip():
        raise ValueError(word)
    return name, Stat(form.casefold())  # a monster the catalogue lacks: its values follow 'as' (typed_cards.py)


MONSTER_FORM = Value("monster", _monster_form, N_("a monster and its form, like zombie:melee"), "MONSTER:FORM",
                     writer=lambda pair: f"{pair[0]}:{pair[1]}",
                     suggest=lambda s: tuple(f"{m.id}:{f}" for m in (*s.monsters, *s.typed_monsters)
                                             for f in m.attack_forms()))
IN_BATTLE = Value("monster", lambda s, w: _battle_monster(s, w), N_("a monster of this battle"), "MONSTER",
                  suggest=lambda s: tuple(m.id for m in s.battle.monsters()) if s.battle else ())


def _battle_monster(state: DgState, word: str) -> str:
    if state.battle is not None:
        for monster in state.battle.monsters():
            if word.casefold() in (monster.id.casefold(), monster.name.casefold()):
                return monster.id
    raise ValueError(word)


def _rolls(kind: str) -> Any:
    def build(state: DgState, values: Values) -> DiceRequest:
        count = len(state.battle.unrolled()) if state.battle is not None else 0
        make = A.AttackRolls if kind == "attack" else A.CounterRolls
        return DiceRequest(D6, max(count, 1), Message('the attack rolls') if kind == "attack" else Message('the counter rolls'),
                           fill(make))
    return build


def _challenge(state: DgState, values: Values) -> A.Challenge:
    if values["pass"]:
        return A.Challenge()
    return A.Challenge(values["target"], values["form"])


def _move(state: DgState, values: Values) -> A.Move | DiceRequest:
    return move_request(state, values["side"])


def _shift(state: DgState, values: Values) -> A.ShiftLocation:
    cell = state.dungeon.cell_of(values["location"])
    assert cell is not None
    return A.ShiftLocation(values["shifted"], beside(cell, values["side"]))


@frozen_value
class PlacedBeside:
    """A location placed, in the words the `place` command types it with: the card, and the side of a placed one."""

    card: str
    side: Side
    location: str


@frozen_value
class ShiftedBeside:
    """A location shifted, in the words the `shift` command types it with: the card, and the side of a placed one."""

    card: str
    side: Side
    location: str


def _beside_whom(state: DgState, cell: Cell, moved: str = "") -> tuple[Side, str] | None:
    """A side and the id of a placed location that name `cell` (not `moved` while another will do)."""
    told = state.dungeon.told_beside(cell, avoid=moved)
    return (told[0], told[1].id) if told is not None else None


def command_words(state: DgState, action: Any) -> Any:
    """What the typed command of `action` is written from in `state`: a location placed or shifted is named by a
    side of a location on the table (the action holds only the cell); any other action is written from itself."""
    if isinstance(action, A.PlaceLocation) and not action.values:
        beside_whom = _beside_whom(state, action.cell)
        return PlacedBeside(action.card, *beside_whom) if beside_whom is not None else action
    if isinstance(action, A.ShiftLocation):
        beside_whom = _beside_whom(state, action.cell, moved=action.card)
        return ShiftedBeside(action.card, *beside_whom) if beside_whom is not None else action
    return action


def _place(state: DgState, values: Values) -> A.PlaceLocation:
    cell = state.dungeon.cell_of(values["location"])
    assert cell is not None
    return A.PlaceLocation(values["card"], beside(cell, values["side"]))


def _draw_location(state: DgState, values: Values) -> CardRequest:
    cell = state.dungeon.cell_of(values["location"])
    assert cell is not None
    return location_request(state, beside(cell, values["side"]))


def _hazard(state: DgState, values: Values) -> A.FaceHazard | DiceRequest:
    if values["dodge"]:
        return A.FaceHazard(dodge=True)
    kind = term(state.hazard.kind) if state.hazard is not None else Message("hazard")
    return DiceRequest(D6, 1, Message('the {kind}', kind=kind), fill(A.FaceHazard))


COMMANDS = (
    Command("tunnel", (SIDE, DRAWN), lambda s, v: A.PlaceTunnel(v["card"], v["side"]),
            N_("setup: the tunnel laid against that side of the entrance"), formats=(A.PlaceTunnel,),
            unbuild=lambda a: None if a.values else {"side": a.side, "card": a.card}),
    Command("first-player", (), lambda s, v: DiceRequest(D6, len(s.heroes), Message('the first player'),
                                                         fill(A.RollForFirstPlayer)),
            N_("setup: one die per player, highest starts"), formats=(A.RollForFirstPlayer,), unbuild=lambda a: {}),
    Command("entrance", (PLAYER,), lambda s, v: A.EntranceDealt(v["seat"]),
            N_("no fog variant, setup: the player who was dealt the entrance card (they go first)"),
            formats=(A.EntranceDealt,), unbuild=lambda a: {"seat": a.seat}),
    Command("place", (DRAWN, SIDE, Lit("of"), PLACED), _place,
            N_("place the drawn location (free in the location phase; exploring costs a point)"),
            formats=(PlacedBeside,), unbuild=lambda w: {"card": w.card, "side": w.side, "location": w.location}),
    Command("draw-location", (SIDE, Lit("of"), PLACED), _draw_location,
            N_("the location drawn for the cell on that side of a placed one: the app draws it (alone) or the table "
               "names its card, typing a card the catalogue lacks from what it prints")),
    Command("draw-tunnel", (SIDE,), lambda s, v: tunnel_request(s, v["side"]),
            N_("setup: the tunnel drawn for that side of the entrance: the app draws it (alone) or the table names its "
               "card, typing a card the catalogue lacks from what it prints")),
    Command("shift", (SHIFTED, SIDE, Lit("of"), PLACED), _shift,
            N_("a card's shift effect: move a placed location beside another, by the placement rules"),
            formats=(ShiftedBeside,), unbuild=lambda w: {"shifted": w.card, "side": w.side, "location": w.location}),
    Command("move", (SIDE,), _move, N_("leave through that side (its exit's threat is rolled when it has one)"),
            formats=(A.Move,), unbuild=lambda a: {"side": a.side}),
    Command("hazard", (Opt(Word("dodge", (("dodge", True),), placeholder="dodge")),), _hazard,
            N_("face the hazard of the location just entered (dodge: spend a point instead, spikes variant)"),
            formats=(A.FaceHazard,), unbuild=lambda a: {"dodge": True if a.dodge else None}),
    Command("stand", (), lambda s, v: A.StandUp(), N_("stand up after a fall (one action point)"),
            formats=(A.StandUp,), unbuild=lambda a: {}),
    Command("next", (Opt(Word("save", (("save", True),), placeholder="save")),),
            lambda s, v: A.NextPhase(bool(v["save"])), N_("end the phase; at the end of the turn, 'next save' keeps a point"),
            formats=(A.NextPhase,), unbuild=lambda a: {"save": True if a.save_point else None}),
)

BATTLE_COMMANDS = (
    Command("monsters", (PLAYER, Repeat(MONSTER_FORM)),
            lambda s, v: A.PlayMonsters(v["seat"], tuple(v["monster"]), _values(v)),
            N_("dungeon lord: monsters attack that hero (paid with its peril), each in a form it attacks in"),
            colon_words=True, modifiers=(TYPED_VALUES,), formats=(A.PlayMonsters,),
            unbuild=lambda a: {"seat": a.target, "monster": a.monsters, "values": " ".join(a.values) or None}),
    Command("attack", (PLAYER, FORM, Opt(Lit("steal", name="steal"))),
            lambda s, v: A.AttackHero(v["seat"], v["form"], bool(v["steal"])),
            N_("start your one battle of the turn against a hero here (one action point; 'steal': a hit takes its "
            "escort token instead of wounding)"),
            formats=(A.AttackHero,), unbuild=lambda a: {"seat": a.target, "form": a.form, "steal": a.steal or None}),
    Command("respond", (Opt(Lit("remove"), IN_BATTLE, Opt(Int("glory", 0, 99, "N")),
                            Opt(Lit("with"), Text("card", "CARD", what=N_("a response card in the hand"),
                                                  suggest=lambda s: tuple(s.card_name(c) for c in s.solo.hand)
                                                  if s.solo is not None else (),
                                                  reader=lambda s, w: _adventure_word(s, w)))),),
            lambda s, v: A.Respond(v["monster"] or "", v["glory"] or 0, v["card"] or ""),
            N_("response stage: 'respond remove MONSTER [N] [with CARD]' for a card that takes an attacker out "
               "(N glory paid; alone, name the response card from the hand), or 'respond' when done"),
            formats=(A.Respond,), unbuild=lambda a: None if a.card and not a.remove else
            {"monster": a.remove or None, "glory": a.glory or None, "card": a.card or None}),
    Command("attack-roll", (), _rolls("attack"), N_("roll one die for each attack"), formats=(A.AttackRolls,),
            unbuild=lambda a: {}),
    Command("counter-roll", (), _rolls("counter"), N_("roll one die against each attack; the totals are compared"),
            formats=(A.CounterRolls,), unbuild=lambda a: {}),
    Command("challenge", (Alt(Lit("pass", name="pass"),
                              Seq(Value("target", lambda s, w: _challenge_word(s, w), N_("a monster or a player here"),
                                        "TARGET"), FORM)),),
            _challenge, N_("strike back with the saved point at an attacker or a hero here, or 'challenge pass'"),
            formats=(A.Challenge,),
            unbuild=lambda a: {"target": a.target, "form": a.form} if a.target else {"pass": True}),
    Command("send", (IN_BATTLE, Word("where", ("hand", "lair", "discard")), Opt(Lit("discarding"), Name("discarding"))),
            lambda s, v: A.SendMonster(v["monster"], v["where"], v["discarding"] or ""),
            N_("lair stage: a surviving monster to hand, lair or discard (a full lair: 'discarding MONSTER')"),
            formats=(A.SendMonster,),
            unbuild=lambda a: {"monster": a.monster, "where": a.where, "discarding": a.discarding or None}),
    Command("reward", (Repeat(PLAYER, 0),), lambda s, v: A.Reward(tuple(v["seat"] or ())),
            N_("reward stage: the players given one peril each for the monsters' wounds"),
            formats=(A.Reward,), unbuild=lambda a: {"seat": a.seats}),
)


def _seat_word(name: str) -> Seat:
    return Seat(name, lambda s: tuple((h.player, h.hero.id, h.hero.name) for h in s.heroes))


def _end_card(state: DgState, word: str) -> str:
    if word.casefold() == "hand":
        return "hand"
    hero = state.hero
    for card_id in hero.inventory + hero.lair:
        if word.casefold() in (card_id.casefold(), state.card_name(card_id).casefold()):
            return card_id
    raise ValueError(word)


def _quest_word(state: DgState, word: str) -> str:
    for quest in state.quest_cards:
        if word.casefold() in (quest.id.casefold(), quest.name.casefold()):
            return quest.id
    raise ValueError(word)


QUEST = Value("quest", _quest_word, N_("a quest card"), "QUEST", suggest=lambda s: tuple(q.name for q in s.quest_cards))


def _attempt(state: DgState, values: Values) -> A.AttemptQuest | DiceRequest:
    quest = state.quest(values["quest"])
    extra = values["extra"] or 0
    if quest.category is Category.HUNT:
        return A.AttemptQuest(quest.id, form=values["form"])
    if quest.category is Category.ESCORT:
        return A.AttemptQuest(quest.id)
    if quest.category is Category.THREAT or (quest.category is Category.SEEK and quest.stat is not None):
        return DiceRequest(D6, 1, Message('the quest {quest}', quest=named(quest.name)), fill(A.AttemptQuest, quest=quest.id))
    if quest.category is Category.CHANCE:
        return DiceRequest(D6, quest.dice + extra, Message('the quest {quest}', quest=named(quest.name)),
                           fill(A.AttemptQuest, quest=quest.id, extra_dice=extra))
    return A.AttemptQuest(quest.id, done=values["verdict"])


def _hero_word(state: DgState, word: str) -> str:
    for card in state.hero_cards:
        if word.strip().casefold() in (card.id.casefold(), card.name.casefold()):
            return card.id
    raise ValueError(word)


QUEST_COMMANDS = (
    Command("quests", (PLAYER, Repeat(QUEST, 2, 3)), lambda s, v: A.DealQuests(v["seat"], tuple(v["quest"])),
            N_("setup: the personal quests a player was dealt (two; three alone)"),
            formats=(A.DealQuests,), unbuild=lambda a: {"seat": a.seat, "quest": a.quests}),
    Command("shared", (QUEST,), lambda s, v: A.SharedQuest(v["quest"]),
            N_("the shared quest turned face up (at setup, and when one is completed)"),
            formats=(A.SharedQuest,), unbuild=lambda a: {"quest": a.quest}),
    Command("quest", (QUEST, Opt(Word("verdict", (("done", True), ("failed", False)), placeholder="done|failed")),
                      Opt(Lit("extra"), Int("extra", 1, 6, "N")), Opt(Lit("as"), FORM)), _attempt,
            N_("attempt a quest here: threat and chance quests are rolled, a hunt's monster attacks ('as FORM', named "
            "by the player on the left), an escort ends here; for influence and sacrifice say done or failed"),
            formats=(A.AttemptQuest,),
            unbuild=lambda a: {"quest": a.quest, "verdict": a.done, "extra": a.extra_dice or None, "form": a.form}),
    Command("seek", (QUEST,), lambda s, v: DiceRequest(D6, 1, Message('the search'), fill(A.Seek, quest=v["quest"])),
            N_("search for a seek quest's place here (one point, a die plus the distance to the nearest entrance)"),
            formats=(A.Seek,), unbuild=lambda a: {"quest": a.quest}),
    Command("escort", (QUEST,), lambda s, v: A.StartEscort(v["quest"]),
            N_("put an escort quest's token down at its first location"), formats=(A.StartEscort,),
            unbuild=lambda a: {"quest": a.quest}),
    Command("escort-drop", (QUEST, Opt(_seat_word("seat"))),
            lambda s, v: A.DropEscort(s.active if v["seat"] is None else v["seat"], v["quest"]),
            N_("give an escort up: its token is left here ('escort-drop QUEST pN' for another player's hero)"),
            formats=(A.DropEscort,), unbuild=lambda a: {"quest": a.quest, "seat": a.seat}),
    Command("escort-take", (QUEST,), lambda s, v: A.TakeEscort(v["quest"]),
            N_("pick up an escort token lying here: the quest becomes your own"), formats=(A.TakeEscort,),
            unbuild=lambda a: {"quest": a.quest}),
    Command("choose-hero", (PLAYER, Value("hero", _hero_word, N_("a hero of this session"), "HERO",
                                          suggest=lambda s: tuple(c.name for c in s.hero_cards))),
            lambda s, v: A.ChooseHero(v["seat"], v["hero"]),
            N_("choosing heroes variant: at setup, the player in turn takes a hero card"),
            formats=(A.ChooseHero,), unbuild=lambda a: {"seat": a.seat, "hero": a.hero}),
    Command("resurrect", (PLAYER, Value("hero", _hero_word, N_("a hero of this session not in the game"), "HERO",
                                        suggest=lambda s: tuple(c.name for c in s.hero_cards))),
            lambda s, v: A.Resurrect(v["seat"], v["hero"]),
            N_("resurrection variant: a player whose hero was defeated goes on with a new level-1 hero"),
            formats=(A.Resurrect,), unbuild=lambda a: {"seat": a.seat, "hero": a.hero}),
    Command("discard-end", (Opt(Value("card", lambda s, w: _end_card(s, w), N_("hand, a treasure or a lair monster"),
                                      "hand|CARD", suggest=lambda s: ("hand",) + s.hero.inventory + s.hero.lair)),),
            lambda s, v: A.EndDiscard(v["card"] or "hand"),
            N_("the end-of-turn discard: a card from the hand (default), a treasure, or a monster from the lair"),
            formats=(A.EndDiscard,), unbuild=lambda a: {"card": a.card}),
)


def _seat(name: str) -> Seat:
    return Seat(name, lambda s: tuple((h.player, h.hero.id, h.hero.name) for h in s.heroes))


def _adventure_word(state: DgState, words: str) -> str:
    """The id of the adventure card these words name (its name or id in any case, or a start only it has)."""
    return pick(words, [(card.id, (card.name, card.id)) for card in (*state.adventure_cards, *state.typed_cards)],
                N_("card's name"))


CARD = Text("card", "CARD", what=N_("an adventure card"),
            suggest=lambda s: tuple(c.name for c in (*s.adventure_cards, *s.typed_cards)), reader=_adventure_word)
#: A card played from the hand: one the session knows, or a new name whose values follow 'as' (typed_cards.py).
HAND_CARD = Text("card", "CARD", what=N_("an adventure card"),
                 suggest=lambda s: tuple(c.name for c in (*s.adventure_cards, *s.typed_cards)), reader=_adventure_word,
                 keep_unknown=True)
X = Opt(Lit("x"), Int("x", 0, 99, "N"))
BY = Opt(Lit("by"), _seat("by"))


def _or_active(state: DgState, seat: int | None) -> int:
    return state.active if seat is None else seat


def _peril(state: DgState, values: Values) -> A.PlayPeril:
    payer = values["payer"] if values["payer"] is not None else values["on"]
    if payer is None:
        raise CommandError(Message("say whose peril pays: 'on pX' for a card against a hero, or 'paid-by pX'"))
    return A.PlayPeril(_or_active(state, values["by"]), values["card"], values["on"], payer, values["x"] or 0,
                       _values(values))


def _effect_card(state: DgState, words: str) -> str:
    """The id of the adventure card or monster these words name, for a card's effect."""
    cards: tuple[AdventureCard | MonsterCard, ...] = (*state.adventure_cards, *state.typed_cards, *state.monsters,
                                                      *state.typed_monsters)
    return pick(words, [(card.id, (card.name, card.id)) for card in cards], N_("card's name"))


EFFECT_CARD = Text("card", "CARD", what=N_("the card whose effect it is"),
                   suggest=lambda s: tuple(c.name for c in (*s.adventure_cards, *s.typed_cards, *s.monsters)),
                   reader=_effect_card)
COUNTER = Word("counter", COUNTERS, placeholder="|".join(COUNTERS),
               what=N_("heal, wound, glory, peril, points, melee, magic or speed"))


CARD_COMMANDS = (
    Command("effect", (COUNTER, Int("amount", -20, 20, "N"), Opt(_seat("seat")), Lit("from"), EFFECT_CARD),
            lambda s, v: A.CardEffect(_or_active(s, v["seat"]), v["card"], v["counter"], v["amount"]),
            N_("record what a card did: heal or wound a hero, change its glory, peril or action points, or its melee, "
               "magic or speed for this turn ('effect heal 2 p2 from Healing potion')"),
            formats=(A.CardEffect,),
            unbuild=lambda a: {"counter": a.counter, "amount": a.amount, "seat": a.seat, "card": a.card}),
    Command("transfer", (PLACED, Opt(_seat("seat")), Lit("from"), EFFECT_CARD),
            lambda s, v: A.Transfer(_or_active(s, v["seat"]), v["card"], v["location"]),
            N_("record a card's transfer: a hero carried to a location (in its own turn it gains there; outside it, "
               "nothing)"),
            formats=(A.Transfer,), unbuild=lambda a: {"location": a.location, "seat": a.seat, "card": a.card}),
    Command("play", (HAND_CARD, X, BY),
            lambda s, v: A.PlayGlory(_or_active(s, v["by"]), v["card"], v["x"] or 0, _values(v)),
            N_("play a boon or treasure onto your hero with your glory ('by pX' for another player's any-time card)"),
            modifiers=(TYPED_VALUES,), formats=(A.PlayGlory,),
            unbuild=lambda a: {"card": a.card, "x": a.x or None, "by": a.seat, "values": " ".join(a.values) or None}),
    Command("peril", (HAND_CARD, Opt(Lit("on"), _seat("on")), Opt(Lit("paid-by"), _seat("payer")), X, BY), _peril,
            N_("play a bane or encounter on a hero, paid with that player's peril (untargeted: 'paid-by pX')"),
            modifiers=(TYPED_VALUES,), formats=(A.PlayPeril,),
            unbuild=lambda a: {"card": a.card, "on": a.target, "payer": None if a.payer == a.target else a.payer,
                               "x": a.x or None, "by": a.seat, "values": " ".join(a.values) or None}),
    Command("discard", (CARD, Opt(_seat("seat")), Opt(Lit("forced", name="forced"))),
            lambda s, v: A.DiscardCard(_or_active(s, v["seat"]), v["card"], bool(v["forced"])),
            N_("a card leaves a hero's inventory (a boon only when another card forces it: 'forced')"),
            formats=(A.DiscardCard,), unbuild=lambda a: {"card": a.card, "seat": a.seat, "forced": a.forced or None}),
)


def _challenge_word(state: DgState, word: str) -> str:
    if word.lower().startswith("p") and word[1:].isascii() and word[1:].isdigit():
        return word.lower()
    return _battle_monster(state, word)


def _draw(deck: str) -> Any:
    def build(state: DgState, values: Values) -> CardRequest:
        return draw_request(state, deck)
    return build


SOLO_COMMANDS = (
    Command("peril-roll", (), lambda s, v: peril_roll_request(s), N_("solo: roll the peril dice of the location entered"),
            formats=(A.PerilRoll,), unbuild=lambda a: {}),
    Command("trap-roll", (), lambda s, v: trap_roll_request(s),
            N_("roll a trap's threat: one die for each hero in its location, in seat order"),
            formats=(A.TrapRoll,), unbuild=lambda a: {}),
    Command("draw-peril", (), _draw("peril"), N_("solo: draw a peril card (the app's deck, or name the table's card; "
            "one the catalogue lacks with its values: 'NAME as monster 3 health 2 melee 4')"),
            formats=(A.DrawPeril,), unbuild=lambda a: {}),
    Command("end-draws", (), lambda s, v: A.EndPerilDraws(),
            N_("solo: the table's peril deck and its discard are empty: the peril cards still owed are not drawn, and "
               "the ones drawn are played"),
            formats=(A.EndPerilDraws,), unbuild=lambda a: {}),
    Command("draw-glory", (), _draw("glory"), N_("solo: draw a glory card owed (a slain monster, the end of the turn)"),
            formats=(A.DrawGlory,), unbuild=lambda a: {}),
)


ALL_COMMANDS = COMMANDS + BATTLE_COMMANDS + QUEST_COMMANDS + CARD_COMMANDS + SOLO_COMMANDS


#: What the moment allows beside its own step, around every step (`choices._cards`, `_shifts`): a glory or peril card,
#: an escort dropped, a location shifted. Not put first: they keep their place in the list.
ALONGSIDE_EVERY_STEP = frozenset({A.PlayGlory, A.PlayPeril, A.DropEscort, A.ShiftLocation})
#: A step the choices cannot offer, since it waits for a card only the table has seen: the Location phase's card drawn
#: and placed (`place CARD SIDE of PLACE`).
TYPED_STEP = {Phase.LOCATION: "place"}


def _first(state: DgState) -> tuple[str, ...]:
    """The verbs of the step the game waits for now (the quests' deal, a battle's roll, the discard at a turn's end, a
    response, the location drawn): help and the line under the board list them first, so the table sees what the
    game waits for before the rest of the commands. Peril cards owed while the app's deck is empty come from the
    table's deck, typed (no choice lists them): `draw-peril` leads, then `end-draws`."""
    step = [choice.action for choice in choices(state) if choice.action not in ALONGSIDE_EVERY_STEP]
    typed = ("draw-peril",) if A.EndPerilDraws in step else ()  # the app's deck is empty: the table's card, typed
    verbs = tuple(dict.fromkeys(typed + tuple(command.verb for action in step for command in ALL_COMMANDS
                                              if action in command.formats)))
    return verbs or ((TYPED_STEP[state.phase],) if state.phase in TYPED_STEP and state.battle is None else ())


GRAMMAR = Grammar("Dungeoneer", ALL_COMMANDS, quoting=True, first=_first)
