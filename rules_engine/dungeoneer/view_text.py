"""The Dungeoneer board as lines of text: what a frame without the game's own screens shows (the generic area).

A small grid of the dungeon (each location by a short tag, heroes by seat number), then one line
per location, the quests, the battle with its exact odds and solo play's decks, all drawn from the
typed view data (`board.py`), so the text and the screens say the same.
"""

from __future__ import annotations

from rules_engine.dungeoneer.board import Board

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
        lines.append(f"({p.column},{p.row}) {p.name}{' (entrance)' if p.entrance else ''}: {p.kind}, glory {p.glory}, "
                     f"peril {p.peril}; exits N E S W: {exits}" + (f"; here: {who}" if who else ""))
    return tuple(lines)


def quest_lines(board: Board) -> tuple[str, ...]:
    """Each player's quests and the shared ones."""
    lines = [f"{h.player}: {', '.join(h.quests) or 'none left'} ({h.quests_done} done)" for h in board.heroes]
    if board.shared_quests:
        lines.append(f"shared: {', '.join(board.shared_quests)}")
    return tuple(lines)


def battle_lines(board: Board) -> tuple[str, ...]:
    """The battle's attacks: totals once rolled, else the exact chances to hit and to be hit."""
    lines = []
    for a in board.attacks:
        if a.attack_total is None or a.counter_total is None:
            lines.append(f"{a.attacker} -> {a.defender} in {a.form}: hits {a.attacker_hits}%, "
                         f"is hit {a.defender_hits}%")
        else:
            lines.append(f"{a.attacker} -> {a.defender} in {a.form}: {a.attack_total} against {a.counter_total}"
                         + (f": {a.result}" if a.result else ""))
    return tuple(lines)


def solo_lines(board: Board) -> tuple[str, ...]:
    """Solo play's decks, what the automation waits for, and the peril odds of each neighbouring location."""
    solo = board.solo
    if solo is None:
        return ()
    lines = [f"glory deck {solo.glory_deck}, peril deck {solo.peril_deck}; hand: {', '.join(solo.hand) or 'empty'}"]
    if solo.peril_dice or solo.to_draw or solo.glory_draws:
        lines.append(f"owed: {solo.peril_dice} peril dice, {solo.to_draw} peril cards, {solo.glory_draws} glory cards")
    for room in solo.next_rooms:
        odds = ", ".join(f"{n}: {p}%" for n, p in enumerate(room.chances))
        lines.append(f"{room.side} to {room.location}: peril cards {odds}")
    return tuple(lines)
