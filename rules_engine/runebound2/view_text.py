"""The text view of a Runebound 2nd edition game, rendered from the typed board alone (`board.py`).

The header (turn, player, hero), the moment in a few words, each party's sheet and notes, the
unresolved-challenge and doom tracks, the active event, the fight with the hero's odds, the duel,
the final battle, the turn so far, the markets, and what the app leaves to the table. "What now"
(`GameView.allowed_now`) is the moment's checked choices (`what_now.py`), given by the caller.
"""

from __future__ import annotations

from rules_engine.game import GameView, PlayerView
from rules_engine.messages import Joined, Message, N_
from rules_engine.runebound2.board import (
    Board,
    DoomData,
    EventData,
    FightData,
    HexData,
    PartyData,
    TrackSlotData,
)
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name

#: What the app leaves to the table, shown so nobody expects it to know.
LEFT_TO_THE_TABLE = (
    N_("the board: adjacency, distances and which hexes flash are not checked; name hexes as you move"),
    N_("card texts: abilities and card effects are applied with 'effect', 'ability', 'skill-check' and 'before'"),
    N_("shuffles and draws: say which card you drew; the app records what went under which deck"),
    N_("the terrain dice faces, unless described once in the catalogue (then the app can roll them)"),
    N_("events' and encounters' own effects: play them with 'skill-check', 'effect' and the dice tray, then 'done'; "
    "a fight an encounter calls for is a real combat ('encounter-fight'), but what it wins is the card's"),
)


def hex_text(where: HexData) -> str:
    """The hex as a short phrase, e.g. 'H12 (forest, yellow counter)'."""
    if where.city:
        what: str = Message("city of {city}", city=printed_name(where.city))
    else:
        what = word(where.terrain) if where.terrain else Message("unknown terrain")
    if where.adventure:
        what = Message("{what}, {colour} counter", what=what, colour=word(where.adventure))
    return Message("{label} ({what})", label=where.label, what=what) if where.label and where.label != where.city else what


def event_text(event: EventData) -> str:
    """An event card, in one line."""
    return Message("{name} ({colour} event, level {level})", name=event.name, colour=word(event.colour),
                   level=event.level)


def party_stats(party: PartyData) -> tuple[tuple[str, str], ...]:
    """The party sheet as label/value pairs."""
    hero = party.hero
    counters = Joined(", ", tuple(Message("{colour} {xp}", colour=word(colour), xp=xp) for colour, xp in party.counters))
    return (
        (Message("hero"), printed_name(hero.name)),
        (Message("life"), Message("{left}/{life} ({wounds} wounds)", left=hero.life - hero.wounds, life=hero.life,
                                  wounds=hero.wounds)),
        (Message("stamina"), Message("{exhaustion}/{stamina} exhaustion", exhaustion=hero.exhaustion,
                                     stamina=hero.stamina)),
        (Message("mind/body/spirit"), f"{hero.mind}/{hero.body}/{hero.spirit}"),
        (Message("damage r/m/g"), f"{hero.ranged}/{hero.melee}/{hero.magic}"),
        (Message("gold"), str(party.gold)),
        (Message("experience"), Message("{points} points, {bought} counters bought", points=party.experience_points,
                                        bought=len(party.experience_bought))),
        (Message("counters"), counters if party.counters else Message("none")),
        (Message("colours"), Joined("/", tuple(word(colour) for colour in party.colours))),
        (Message("where"), hex_text(party.at) if party.at is not None else Message("knocked out")),
    )


def party_notes(party: PartyData) -> tuple[str, ...]:
    """Allies, items by class, kept cards and unconfirmed values."""
    notes = []
    for ally in party.allies:
        values = dict(name=ally.name, left=ally.life - ally.wounds, life=ally.life, exhaustion=ally.exhaustion,
                      stamina=ally.stamina, attributes=f"{ally.mind}/{ally.body}/{ally.spirit}",
                      damage=f"{ally.ranged}/{ally.melee}/{ally.magic}")
        notes.append(Message("kept ally {name}: life {left}/{life}, exhaustion {exhaustion}/{stamina}, {attributes}, "
                             "damage {damage}", **values) if ally.kept
                     else Message("ally {name}: life {left}/{life}, exhaustion {exhaustion}/{stamina}, {attributes}, "
                                  "damage {damage}", **values))
    for item in sorted(party.items, key=lambda i: (i.item_class, i.name)):
        flags = tuple(flag for flag, on in ((Message(" (kept)"), item.kept), (Message(" (activated)"), item.activated))
                      if on)
        notes.append(Message("{kind}: {name} [{usage}, {cost}g]{flags}", kind=item.item_class or Message("item"),
                             name=item.name, usage=item.usage, cost=item.cost, flags=Joined("", flags)))
    for card in party.trophies:
        notes.append(Message("kept: {name} ({colour})", name=card.name, colour=word(card.colour)))
    for card in party.open_encounters:
        notes.append(Message("open encounter: {name} ({colour}), 'done \"{name}\"' when it is over", name=card.name,
                             colour=word(card.colour)))
    if party.missing:
        notes.append(Message("not known yet (type them with 'hero'): {values}", values=", ".join(party.missing)))
    if party.unconfirmed:
        notes.append(Message("unconfirmed catalogue values: {values}", values=", ".join(party.unconfirmed)))
    return tuple(notes)


def track_lines(track: tuple[TrackSlotData, ...]) -> tuple[str, ...]:
    """The six slots of the unresolved-challenge track."""
    return tuple(Message("{number}: {name} ({colour}) - marker on {hex}", number=slot.number, name=slot.card,
                         colour=word(slot.colour), hex=slot.marker_on) if slot.card
                 else Message("{number}: empty (marker home)", number=slot.number) for slot in track)


def doom_lines(doom: DoomData | None, players: int) -> tuple[str, ...]:
    """The doom track's slots, counters and threshold."""
    if doom is None:
        return (Message("not used in this game"),)
    lines = [Message("counters {tokens}/{most}; a counter falls at {limit} cards ({players} players)",
                     tokens=doom.counters, most=doom.endgame_at, limit=doom.cards_per_counter, players=players)]
    for slot in doom.slots:
        token = Message(" [doom counter]") if slot.counter else ""
        name = Joined(" ", (str(slot.number), printed_name(slot.city))) if slot.city else Message("slot {number}", number=slot.number)
        what = Message("{colour} card", colour=word(slot.colour)) if slot.colour else "-"
        lines.append(Message("{slot}: {what}{token}", slot=name, what=what, token=token))
    return tuple(lines)


def moment(data: Board) -> str:
    """What is happening right now, in a few words (a message: its English text, translated on screen)."""
    fight, pending = data.fight, data.now.pending
    if data.final is not None:
        if pending == "lots":
            return Message("final battle: drawing lots for the order")
        return Message("final battle")
    if fight is not None and fight.kind == "combat":
        if fight.round:
            return Message("combat: {phase} (round {round})", phase=word(fight.phase), round=fight.round)
        return Message("combat: {phase}", phase=word(fight.phase))
    if fight is not None:
        return Message("duel: {phase}", phase=word(fight.phase))
    if pending:
        return Message("{step}: waiting for {pending}", step=word(data.step), pending=word(pending))
    if data.now.ended:
        return Message("turn over")
    return word(data.step)


def combat_lines(data: Board, fight: FightData) -> tuple[str, ...]:
    """The fight: card, wounds, phase, targets and odds for the hero."""
    enemy = fight.enemy
    hero = printed_name(data.parties[data.active].hero.name)
    lines = [enemy.describe(), Message("wounds on it: {wounds}/{life}; phase {phase}, round {round}",
                                        wounds=enemy.wounds, life=enemy.life, phase=word(fight.phase), round=fight.round)]
    for odds in fight.odds:
        lines.append(Message("{phase}: target {target}, {hero} needs {need}+ on 2d10 ({chance})", phase=word(odds.phase),
                             target=odds.target, hero=hero, need=max(2, odds.need), chance=f"{odds.chance:.0%}"))
    if fight.attacked:
        lines.append(Message("attacked this round: {names}", names=", ".join(fight.attacked)))
    return tuple(lines)


def duel_lines(data: Board, fight: FightData) -> tuple[str, ...]:
    """The duel: who attacks whom, the phase and the round."""
    aggressor = data.parties[fight.aggressor].player if fight.aggressor is not None else ""
    defender = data.parties[fight.defender].player if fight.defender is not None else ""
    return (Message("aggressor {aggressor}, defender {defender}; {phase}, round {round}", aggressor=aggressor,
                    defender=defender, phase=word(fight.phase), round=fight.round),)


def final_lines(data: Board) -> tuple[str, ...]:
    """The final battle: the order (who has lost), and who draws lots."""
    final = data.final
    if final is None:
        return ()
    players = tuple(party.player for party in data.parties)
    order = Joined(", ", tuple(Message("{name} (lost)", name=players[i]) if i in final.lost else players[i]
                               for i in final.order))
    lines = [Message("order: {order}", order=order)]
    if final.drawing_lots:
        lines.append(Message("equal in level and gold, drawing lots: {names}",
                             names=", ".join(players[i] for i in final.drawing_lots)))
    return tuple(lines)


def turn_lines(data: Board) -> tuple[str, ...]:
    """The turn so far: the experience price, the movement dice allowed and rolled, the deck drawn, the encounter."""
    now = data.now
    info = [Message("experience counter price: {price} points", price=data.experience_price),
            Message("movement dice allowed: {dice}", dice=data.movement_dice)]
    if now.dice:
        info.append(Message("dice rolled: {dice}", dice=Joined("; ", tuple(Joined("+", tuple(word(t) for t in d))
                                                                          for d in now.dice))))
    if now.drawing:
        info.append(Message("drawing from the {deck} deck: enter the card drawn", deck=word(now.drawing)))
    if now.encounter:
        info.append(Message("playing encounter {name}", name=now.encounter))
    return tuple(info)


def sections(data: Board) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The sections of the text view, in order (a fight, a duel, the final battle and the markets when there are any)."""
    found = [
        (Message("Unresolved-challenge track"), track_lines(data.track)),
        (Message("Doom track"), doom_lines(data.doom, len(data.parties))),
        (Message("Active event"), (event_text(data.event_card),) if data.event_card else (Message("none"),)),
    ]
    fight = data.fight
    if fight is not None and fight.kind == "combat":
        found.append((Message("Combat"), combat_lines(data, fight)))
    if fight is not None and fight.kind == "duel":
        found.append((Message("Duel"), duel_lines(data, fight)))
    if data.final is not None:
        found.append((Message("Final battle"), final_lines(data)))
    found.append((Message("This turn"), turn_lines(data)))
    markets = tuple(Joined(": ", (printed_name(market.city), ", ".join(card.name for card in market.cards)))
                    for market in data.markets if market.cards)
    if markets:
        found.append((Message("Markets"), markets))
    found.append((Message("Left to the table"), tuple(Message(line) for line in LEFT_TO_THE_TABLE)))
    return tuple(found)


def text_view(data: Board, allowed_now: tuple[str, ...]) -> GameView:
    """The whole text view of a board, with what may be done now."""
    party = data.parties[data.active]
    return GameView(
        turn=Message("Turn {number}: {player} ({hero})", number=data.turn, player=party.player, hero=printed_name(party.hero.name)),
        phase=moment(data),
        players=tuple(PlayerView(p.player, p.active, party_stats(p), party_notes(p)) for p in data.parties),
        allowed_now=allowed_now,
        finished=data.winner is not None,
        result=data.result,
        sections=sections(data),
        data=data,
    )
