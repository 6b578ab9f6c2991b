"""The board data as short text lines, for the generic game area's sections (the time track, the markets,
the fight under way with its tokens as they lie, whose turn, what each spend would do and the odds)."""

from __future__ import annotations

from rules_engine.runebound3.board import FightView, R3Board
from rules_engine.runebound3.combat.board import SideView
from rules_engine.plurals import count as count_of


def time_lines(data: R3Board) -> tuple[str, ...]:
    """The time track: act, position, the next refresh and story spaces."""
    time = data.time
    nxt = [f"next refresh on {time.next_refresh}" if time.next_refresh else "no refresh left this act",
           f"next story on {time.next_story}" if time.next_story else "no story space left this act"]
    return (f"act {time.act}, space {time.position} of {time.length}; {'; '.join(nxt)}",)


def hero_lines(data: R3Board) -> tuple[str, ...]:
    """Each hero's trophies by colour, skills by attribute and items by type."""
    lines = []
    for hero in data.heroes:
        trophies = ", ".join(f"{n} {colour}" for colour, n in hero.trophies if n) or "no trophies"
        limits = dict(hero.skill_limits)
        skills = ", ".join(f"{attr} {len(names)}/{limits[attr]}" for attr, names in hero.skills)
        items = ", ".join(f"{kind}: {name}" for kind, name in hero.items if name) or "no items"
        state = " (delayed)" if hero.delayed else " (defeated: rest only)" if hero.defeated else ""
        lines.append(f"{hero.player} ({hero.hero}) on {hero.space}{state}: {trophies}; skills {skills}; {items}")
        if hero.setup:
            lines.append(f"{hero.player}'s setup condition (the table carries it out): {hero.setup}")
    return tuple(lines)


def quest_lines(data: R3Board) -> tuple[str, ...]:
    """Each quest a hero keeps for later, with its region and how it is resolved."""
    return tuple(f"{hero.player}: {quest}" for hero in data.heroes for quest in hero.quests)


def market_lines(data: R3Board) -> tuple[str, ...]:
    """Each city market's items with type and cost."""
    return tuple(f"{m.city}: " + (", ".join(f"{name} ({kind}, {cost})" for name, kind, cost in m.items) or "empty")
                 for m in data.markets)


def _side_line(side: SideView) -> str:
    tokens = " ".join(
        f"{t.index + 1}:{'' if not t.symbol else (str(t.count) if t.count > 1 else '') + t.symbol}"
        f"{'*' if t.initiative else ''}{'(spent)' if t.spent else ''}{f'[on {t.on_doubling + 1}]' if t.on_doubling is not None else ''}"
        for t in side.tokens)
    if not any(t.symbol for t in side.tokens):
        tokens = f"{count_of(len(side.tokens), 'token')} to toss"
    passed = ", passed" if side.passed else ""
    return (f"{side.name}: {side.health - side.wounds}/{side.health} health, initiative {side.initiative_marks}, "
            f"shields {side.shields_held}{passed} | {tokens}")


def fight_lines(fight: FightView | None) -> tuple[str, ...]:
    """The fight under way: both sides' tokens, whose turn, what each spend would do."""
    if fight is None:
        return ()
    if fight.board is None:
        return (f"{fight.enemy}: played with the physical tokens; enter won, defeated or retreated",)
    board = fight.board
    odds = () if fight.odds is None else tuple(
        f"before the toss: {side.name} acts first {side.first}%, shows {side.expected_damage} damage on average"
        for side in fight.odds.sides)
    battle = (f"hero battle: {board.sides[0].name} attacks {fight.enemy} ({fight.battle}); both may retreat "
              "between rounds, the attacker first",) if fight.battle else ()
    lines = [*battle, *odds, f"round {board.round}, {board.phase}" + (f": {board.acting} to act" if board.acting else ""),
             *(_side_line(side) for side in board.sides)]
    if board.pending:
        lines.append(board.pending)
    lines.extend(f"token {s.token + 1} ({s.face}): {s.effect}{'' if s.available else ' (not now)'}"
                 for s in board.spends)
    if fight.reward:
        lines.append(f"reward: {fight.reward}")
    return tuple(lines)


def _fight_title(fight: FightView | None) -> str:
    if fight is None:
        return "Fight"
    return f"Hero battle: {fight.enemy} defends" if fight.battle else f"Fight: {fight.enemy}"


def move_lines(data: R3Board) -> tuple[str, ...]:
    """A move by terrain dice under way: each die's face, spent or not, and the rerolls paid for."""
    if not data.move_dice:
        return ()
    dice = ", ".join(f"{n}: {face}{' (spent)' if spent else ''}" for n, (face, spent) in enumerate(data.move_dice, 1))
    rerolls = f"; {count_of(data.move_rerolls, 'reroll')}" if data.move_rerolls else ""
    return (f"dice {dice}{rerolls}",)


def sections(data: R3Board) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The sections the generic game area shows, empty ones left out."""
    parts = (("Time track", time_lines(data)), ("Move", move_lines(data)), ("Heroes", hero_lines(data)),
             (_fight_title(data.fight), fight_lines(data.fight)),
             ("Markets", market_lines(data)), ("Story quests", data.story_quests), ("Quests kept", quest_lines(data)))
    return tuple((title, lines) for title, lines in parts if lines)
