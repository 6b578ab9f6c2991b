"""The screen-ready view of a Runebound 2nd edition state: parties, both tracks, the event, the moment."""

from __future__ import annotations

from rules_engine.game import GameView, PlayerView
from rules_engine.messages import Joined, Message, N_
from rules_engine.runebound2.adventures import allowed_colours
from rules_engine.runebound2.board import board
from rules_engine.runebound2.hints import allowed_now
from rules_engine.runebound2.doom_track import ENDGAME_TOKENS, SLOT_CITIES, SLOTS, threshold
from rules_engine.runebound2.experience import price
from rules_engine.runebound2.heroes import HeroState
from rules_engine.runebound2.movement import dice_allowed
from rules_engine.runebound2.odds import chance_at_least
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import Pending
from rules_engine.runebound2.words import word

#: Rules applied when the game is set up (cited in the setup section of the view).
SETUP_RULES = ("runebound2.setup.start", "runebound2.setup.tamalir", "runebound2.doom.setup")

#: What the app leaves to the table, shown so nobody expects it to know.
LEFT_TO_THE_TABLE = (
    N_("the board: adjacency, distances and which hexes flash are not checked; name hexes as you move"),
    N_("card texts: abilities and card effects are applied with 'effect', 'ability', 'skill-check' and 'before'"),
    N_("shuffles and draws: say which card you drew; the app records what went under which deck"),
    N_("the terrain dice faces, unless described once in the catalogue (then the app can roll them)"),
    N_("events' and encounters' own effects: play them with 'skill-check', 'effect' and the dice tray, then 'done'; "
    "a fight an encounter calls for is a real combat ('encounter-fight'), but what it wins is the card's"),
)


def party_stats(party: HeroState) -> tuple[tuple[str, str], ...]:
    """The party sheet as label/value pairs."""
    hero = party.hero
    counters = Joined(", ", tuple(Message("{colour} {xp}", colour=word(c.colour), xp=c.xp) for c in party.counters))
    stats = [
        (Message("hero"), hero.name),
        (Message("life"), Message("{left}/{life} ({wounds} wounds)", left=hero.life - hero.wounds, life=hero.life,
                                  wounds=hero.wounds)),
        (Message("stamina"), Message("{exhaustion}/{stamina} exhaustion", exhaustion=hero.exhaustion,
                                     stamina=hero.stamina)),
        (Message("mind/body/spirit"), f"{hero.mind}/{hero.body}/{hero.spirit}"),
        (Message("damage r/m/g"), f"{hero.ranged}/{hero.melee}/{hero.magic}"),
        (Message("gold"), str(party.gold)),
        (Message("experience"), Message("{points} points, {bought} counters bought", points=party.xp_points,
                                        bought=len(party.experience))),
        (Message("counters"), counters if party.counters else Message("none")),
        (Message("colours"), Joined("/", tuple(word(colour) for colour in allowed_colours(party.life_bonuses)))),
        (Message("where"), party.position.describe() if party.position is not None else Message("knocked out")),
    ]
    return tuple(stats)


def party_notes(party: HeroState) -> tuple[str, ...]:
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


def track_lines(state: Rb2State) -> tuple[str, ...]:
    """The six slots of the unresolved-challenge track."""
    lines = []
    for number, slot in enumerate(state.track.slots, start=1):
        if slot.card is None:
            lines.append(Message("{number}: empty (marker home)", number=number))
        else:
            lines.append(Message("{number}: {name} ({colour}) - marker on {hex}", number=number, name=slot.card.name,
                                 colour=word(slot.card.colour), hex=slot.hex))
    return tuple(lines)


def doom_lines(state: Rb2State) -> tuple[str, ...]:
    """The doom track's slots, counters and threshold."""
    doom = state.doom
    if doom is None:
        return (Message("not used in this game"),)
    limit = threshold(len(state.players))
    lines = [Message("counters {tokens}/{most}; a counter falls at {limit} cards ({players} players)", tokens=doom.tokens,
                     most=ENDGAME_TOKENS, limit=limit, players=len(state.players))]
    for number in range(1, SLOTS + 1):
        card = doom.cards[number - 1] if number <= len(doom.cards) else None
        token = Message(" [doom counter]") if number <= doom.tokens else ""
        city = SLOT_CITIES.get(number)
        slot = f"{number} {city}" if city else Message("slot {number}", number=number)
        what = Message("{colour} card", colour=word(card.colour)) if card else "-"
        lines.append(Message("{slot}: {what}{token}", slot=slot, what=what, token=token))
    return tuple(lines)


def moment(state: Rb2State) -> str:
    """What is happening right now, in a few words (a message: its English text, translated on screen)."""
    if state.final is not None:
        if state.turn.pending == Pending.LOTS:
            return Message("final battle: drawing lots for the order")
        return Message("final battle")
    if state.combat is not None:
        c = state.combat
        if c.round:
            return Message("combat: {phase} (round {round})", phase=word(c.phase), round=c.round)
        return Message("combat: {phase}", phase=word(c.phase))
    if state.duel is not None:
        return Message("duel: {phase}", phase=word(state.duel.phase))
    if state.turn.pending:
        return Message("{step}: waiting for {pending}", step=word(state.step.label), pending=word(state.turn.pending))
    if state.turn.ended:
        return Message("turn over")
    return word(state.step.label)


def combat_lines(state: Rb2State) -> tuple[str, ...]:
    """The fight: card, wounds, phase, targets and odds for the hero."""
    c = state.combat
    if c is None:
        return ()
    hero = state.hero.hero
    lines = [c.card.describe(), Message("wounds on it: {wounds}/{life}; phase {phase}, round {round}", wounds=c.wounds,
                                        life=c.card.life, phase=word(c.phase), round=c.round)]
    for phase, attr in (("flee", "mind"), ("ranged", "mind"), ("melee", "body"), ("magic", "spirit")):
        target = c.card.attribute(phase)
        need = target - hero.attribute(attr)
        lines.append(Message("{phase}: target {target}, {hero} needs {need}+ on 2d10 ({chance})", phase=word(phase),
                             target=target, hero=hero.name, need=max(2, need), chance=f"{chance_at_least(need):.0%}"))
    if c.attacked:
        lines.append(Message("attacked this round: {names}", names=", ".join(c.attacked)))
    return tuple(lines)


def build_view(state: Rb2State) -> GameView:
    """The whole view."""
    party = state.hero
    players = tuple(
        PlayerView(p.player, i == state.active, party_stats(p), party_notes(p)) for i, p in enumerate(state.players)
    )
    sections = [
        (Message("Unresolved-challenge track"), track_lines(state)),
        (Message("Doom track"), doom_lines(state)),
        (Message("Active event"), (state.active_event.describe(),) if state.active_event else (Message("none"),)),
    ]
    if state.combat is not None:
        sections.append((Message("Combat"), combat_lines(state)))
    if state.duel is not None:
        d = state.duel
        sections.append((Message("Duel"), (Message("aggressor {aggressor}, defender {defender}; {phase}, round {round}",
                                                   aggressor=state.players[d.aggressor].player,
                                                   defender=state.players[d.defender].player, phase=word(d.phase),
                                                   round=d.round),)))
    if state.final is not None:
        final = state.final
        order = Joined(", ", tuple(Message("{name} (lost)", name=state.players[i].player) if i in final.lost
                                   else state.players[i].player for i in final.order))
        lines = [Message("order: {order}", order=order)]
        if final.lots:
            lines.append(Message("equal in level and gold, drawing lots: {names}",
                                 names=", ".join(state.players[i].player for i in final.lots)))
        sections.append((Message("Final battle"), tuple(lines)))
    turn = state.turn
    info = [Message("experience counter price: {price} points", price=price(len(state.players), state.options.game_length)),
            Message("movement dice allowed: {dice}", dice=dice_allowed(party))]
    if turn.dice:
        info.append(Message("dice rolled: {dice}", dice=Joined("; ", tuple(Joined("+", tuple(word(t) for t in d))
                                                                          for d in turn.dice))))
    if turn.drawing:
        info.append(Message("drawing from the {deck} deck: enter the card drawn", deck=word(turn.drawing)))
    if turn.encounter:
        info.append(Message("playing encounter {name}", name=turn.encounter))
    sections.append((Message("This turn"), tuple(info)))
    markets = tuple(f"{city}: " + ", ".join(c.name for c in cards) for city, cards in state.markets if cards)
    if markets:
        sections.append((Message("Markets"), markets))
    sections.append((Message("Left to the table"), tuple(Message(line) for line in LEFT_TO_THE_TABLE)))
    return GameView(
        turn=Message("Turn {number}: {player} ({hero})", number=state.turn_number, player=party.player,
                     hero=party.hero.name),
        phase=moment(state),
        players=players,
        allowed_now=allowed_now(state),
        finished=state.winner is not None,
        result=state.result,
        sections=tuple(sections),
        data=board(state),
    )
