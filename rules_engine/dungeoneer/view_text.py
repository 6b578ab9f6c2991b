"""The Dungeoneer board as lines of text: what a frame without the game's own screens shows (the generic area).

A small grid of the dungeon (each location by a short tag, heroes by seat number), then one line
per location, the quests, the battle with its exact odds and solo play's decks, all drawn from the
typed view data (`board.py`), so the text and the screens say the same.
"""

from __future__ import annotations

from rules_engine.dungeoneer.board import Board
from rules_engine.messages import Joined, Message
from rules_engine.dungeoneer.words import named, term

CELL = 9


def _tag(name: str, heroes: tuple[int, ...]) -> str:
    marks = "".join(str(seat + 1) for seat in heroes)
    room = CELL - 2 - len(marks)
    return f"[{name[:room]:<{room}}{marks}]"


def grid_lines(board: Board) -> tuple[str, ...]:
    """The placed locations on their grid, north at the top; a hero shows as its seat number."""
    if not board.places:
        return ()
    columns = [p.column for p in board.places]
    rows = [p.row for p in board.places]
    at = {(p.column, p.row): p for p in board.places}
    lines = []
    for row in range(min(rows), max(rows) + 1):
        cells = []
        for column in range(min(columns), max(columns) + 1):
            place = at.get((column, row))
            cells.append(_tag(place.name, place.heroes) if place is not None else " " * CELL)
        lines.append("".join(cells).rstrip())
    return tuple(lines)


def place_lines(board: Board) -> tuple[str, ...]:
    """One line per location: where, what, its points, its exits (N E S W), who stands there."""
    lines = []
    for p in board.places:
        who = ", ".join(board.heroes[i].player for i in p.heroes)
        exits = " / ".join(p.exits)
        lines.append(Joined("", (Message('({column},{row}) {p}{value}: {kind}, glory {glory}, peril {peril}; exits N E S W: {exits}',
                                         column=p.column, row=p.row, p=named(p.name),
                                         value=Message(' (entrance)') if p.entrance else '', kind=term(p.kind),
                                         glory=p.glory, peril=p.peril, exits=exits), Message('; here: {who}',
                                                                                                                                                                                                                                                                                                              who=who) if who else "")))
    return tuple(lines)


def quest_lines(board: Board) -> tuple[str, ...]:
    """Each player's quests and the shared ones."""
    lines = [Message('{h}: {value} ({quests_done} done)',
                     h=h.player, value=', '.join(h.quests) or Message('none left'), quests_done=h.quests_done) for h in board.heroes]
    if board.shared_quests:
        lines.append(Message('shared: {names}', names=', '.join(board.shared_quests)))
    return tuple(lines)


def battle_lines(board: Board) -> tuple[str, ...]:
    """The battle's attacks: totals once rolled, else the exact chances to hit and to be hit."""
    lines = []
    for a in board.attacks:
        if a.attack_total is None or a.counter_total is None:
            lines.append(Message('{attacker} -> {defender} in {form}: hits {attacker_hits}%, is hit {defender_hits}%',
                                 attacker=a.attacker, defender=a.defender, form=term(a.form),
                                 attacker_hits=a.attacker_hits, defender_hits=a.defender_hits))
        else:
            lines.append(Joined("", (Message('{attacker} -> {defender} in {form}: {attack_total} against {counter_total}',
                                             attacker=a.attacker, defender=a.defender, form=term(a.form),
                                             attack_total=a.attack_total, counter_total=a.counter_total), Message(": {result}",
                                                                                                                                                                                                                                                             result=term(a.result)) if a.result else "")))
    return tuple(lines)


def solo_lines(board: Board) -> tuple[str, ...]:
    """Solo play's decks, what the automation waits for, and the peril odds of each neighbouring location."""
    solo = board.solo
    if solo is None:
        return ()
    lines = [Message('glory deck {glory_deck}, peril deck {peril_deck}; hand: {value}',
                     glory_deck=solo.glory_deck, peril_deck=solo.peril_deck,
                     value=', '.join(solo.hand) or Message('empty'))]
    if solo.peril_dice or solo.to_draw or solo.glory_draws:
        lines.append(Message('owed: {peril_dice} peril dice, {to_draw} peril cards, {glory_draws} glory cards',
                             peril_dice=solo.peril_dice, to_draw=solo.to_draw, glory_draws=solo.glory_draws))
    for room in solo.next_rooms:
        odds = ", ".join(f"{n}: {p}%" for n, p in enumerate(room.chances))
        lines.append(Message('{side} to {location}: peril cards {odds}',
                             side=term(room.side), location=room.location, odds=odds))
    return tuple(lines)
