"""The screen-ready view of a Runebound 2nd edition state: parties, both tracks, the event, the moment."""

from __future__ import annotations

from rules_engine.game import GameView, PlayerView
from rules_engine.messages import Message, N_
from rules_engine.runebound2.adventures import allowed_colours
from rules_engine.runebound2.board import board
from rules_engine.runebound2.hints import allowed_now
from rules_engine.runebound2.doom_track import ENDGAME_TOKENS, SLOTS, slot_name, threshold
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
    stats = [
        ("hero", hero.name),
        ("life", f"{hero.life - hero.wounds}/{hero.life} ({hero.wounds} wounds)"),
        ("stamina", f"{hero.exhaustion}/{hero.stamina} exhaustion"),
        ("mind/body/spirit", f"{hero.mind}/{hero.body}/{hero.spirit}"),
        ("damage r/m/g", f"{hero.ranged}/{hero.melee}/{hero.magic}"),
        ("gold", str(party.gold)),
        ("experience", f"{party.xp_points} points, {len(party.experience)} counters bought"),
        ("counters", ", ".join(f"{c.colour} {c.xp}" for c in party.counters) or "none"),
        ("colours", "/".join(allowed_colours(party.life_bonuses))),
        ("where", party.position.describe() if party.position is not None else "knocked out"),
    ]
    return tuple(stats)


def party_notes(party: HeroState) -> tuple[str, ...]:
    """Allies, items by class, kept cards and unconfirmed values."""
    notes = []
    for ally in party.allies:
        notes.append(f"{'kept ally' if ally.kept else 'ally'} {ally.name}: life {ally.life - ally.wounds}/{ally.life}, exhaustion "
                     f"{ally.exhaustion}/{ally.stamina}, {ally.mind}/{ally.body}/{ally.spirit}, "
                     f"damage {ally.ranged}/{ally.melee}/{ally.magic}")
    for item in sorted(party.items, key=lambda i: (i.item_class, i.name)):
        flag = (" (kept)" if item.kept else "") + (" (activated)" if item.activated else "")
        notes.append(f"{item.item_class or 'item'}: {item.name} [{item.usage}, {item.cost}g]{flag}")
    for card in party.trophies:
        notes.append(f"kept: {card.name} ({card.colour})")
    for card in party.open_encounters:
        notes.append(f"open encounter: {card.name} ({card.colour}), 'done \"{card.name}\"' when it is over")
    if party.missing:
        notes.append("not known yet (type them with 'hero'): " + ", ".join(party.missing))
    if party.unconfirmed:
        notes.append("unconfirmed catalogue values: " + ", ".join(party.unconfirmed))
    return tuple(notes)


def track_lines(state: Rb2State) -> tuple[str, ...]:
    """The six slots of the unresolved-challenge track."""
    lines = []
    for number, slot in enumerate(state.track.slots, start=1):
        if slot.card is None:
            lines.append(f"{number}: empty (marker home)")
        else:
            lines.append(f"{number}: {slot.card.name} ({slot.card.colour}) - marker on {slot.hex}")
    return tuple(lines)


def doom_lines(state: Rb2State) -> tuple[str, ...]:
    """The doom track's slots, counters and threshold."""
    doom = state.doom
    if doom is None:
        return ("not used in this game",)
    limit = threshold(len(state.players))
    lines = [f"counters {doom.tokens}/{ENDGAME_TOKENS}; a counter falls at {limit} cards ({len(state.players)} players)"]
    for number in range(1, SLOTS + 1):
        card = doom.cards[number - 1] if number <= len(doom.cards) else None
        token = " [doom counter]" if number <= doom.tokens else ""
        lines.append(f"{slot_name(number)}: {card.colour + ' card' if card else '-'}{token}")
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
    lines = [c.card.describe(), f"wounds on it: {c.wounds}/{c.card.life}; phase {c.phase}, round {c.round}"]
    for phase, attr in (("flee", "mind"), ("ranged", "mind"), ("melee", "body"), ("magic", "spirit")):
        target = c.card.attribute(phase)
        need = target - hero.attribute(attr)
        lines.append(f"{phase}: target {target}, {hero.name} needs {max(2, need)}+ on 2d10 "
                     f"({chance_at_least(need):.0%})")
    if c.attacked:
        lines.append("attacked this round: " + ", ".join(c.attacked))
    return tuple(lines)


def build_view(state: Rb2State) -> GameView:
    """The whole view."""
    party = state.hero
    players = tuple(
        PlayerView(p.player, i == state.active, party_stats(p), party_notes(p)) for i, p in enumerate(state.players)
    )
    sections = [
        ("Unresolved-challenge track", track_lines(state)),
        ("Doom track", doom_lines(state)),
        ("Active event", (state.active_event.describe(),) if state.active_event else ("none",)),
    ]
    if state.combat is not None:
        sections.append(("Combat", combat_lines(state)))
    if state.duel is not None:
        d = state.duel
        sections.append(("Duel", (f"aggressor {state.players[d.aggressor].player}, defender "
                                  f"{state.players[d.defender].player}; {d.phase}, round {d.round}",)))
    if state.final is not None:
        final = state.final
        order = ", ".join(state.players[i].player + (" (lost)" if i in final.lost else "") for i in final.order)
        lines = [f"order: {order}"]
        if final.lots:
            lines.append("equal in level and gold, drawing lots: " + ", ".join(state.players[i].player for i in final.lots))
        sections.append(("Final battle", tuple(lines)))
    turn = state.turn
    info = [f"experience counter price: {price(len(state.players), state.options.game_length)} points",
            f"movement dice allowed: {dice_allowed(party)}"]
    if turn.dice:
        info.append("dice rolled: " + "; ".join("+".join(d) for d in turn.dice))
    if turn.drawing:
        info.append(f"drawing from the {turn.drawing} deck: enter the card drawn")
    if turn.encounter:
        info.append(f"playing encounter {turn.encounter}")
    sections.append(("This turn", tuple(info)))
    markets = tuple(f"{city}: " + ", ".join(c.name for c in cards) for city, cards in state.markets if cards)
    if markets:
        sections.append(("Markets", markets))
    sections.append(("Left to the table", LEFT_TO_THE_TABLE))
    return GameView(
        turn=f"Turn {state.turn_number}: {party.player} ({party.hero.name})",
        phase=moment(state),
        players=players,
        allowed_now=allowed_now(state),
        finished=state.winner is not None,
        result=state.result,
        sections=tuple(sections),
        data=board(state),
    )
