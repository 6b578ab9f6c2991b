"""The board data as short text lines, for the generic game area's sections (the time track, the markets,
the fight under way with its tokens as they lie, whose turn, what each spend would do and the odds)."""

from __future__ import annotations

from rules_engine.messages import Joined, Message
from rules_engine.runebound3.board import FightView, R3Board
from rules_engine.runebound3.combat.board import SideView
from rules_engine.plurals import count as count_of
from rules_engine.runebound3.words import face_words, terrain_words, word


def time_lines(data: R3Board) -> tuple[str, ...]:
    """The time track: act, position, the next refresh and story spaces."""
    time = data.time
    nxt = [Message("next refresh on {next_refresh}",
                   next_refresh=time.next_refresh) if time.next_refresh else Message("no refresh left this act"),
           Message("next story on {next_story}",
                   next_story=time.next_story) if time.next_story else Message("no story space left this act")]
    return (Message("act {act}, space {position} of {length}; {names}",
                    act=time.act, position=time.position, length=time.length, names='; '.join(nxt)),)


def hero_lines(data: R3Board) -> tuple[str, ...]:
    """Each hero's trophies by colour, skills by attribute and items by type."""
    lines = []
    for hero in data.heroes:
        trophies = ", ".join(f"{n} {colour}" for colour, n in hero.trophies if n) or Message("no trophies")
        limits = dict(hero.skill_limits)
        skills = ", ".join(f"{attr} {len(names)}/{limits[attr]}" for attr, names in hero.skills)
        items = ", ".join(f"{kind}: {name}" for kind, name in hero.items if name) or Message("no items")
        state = Message(" (delayed)") if hero.delayed else Message(" (defeated: rest only)") if hero.defeated else ""
        lines.append(Message("{player} ({hero}) on {space}{state}: {trophies}; skills {skills}; {items}",
                             player=hero.player, hero=hero.hero, space=hero.space, state=state, trophies=trophies,
                             skills=skills, items=items))
        if hero.setup:
            lines.append(Message("{player}'s setup condition (the table carries it out): {setup}",
                                 player=hero.player, setup=hero.setup))
    return tuple(lines)


def quest_lines(data: R3Board) -> tuple[str, ...]:
    """Each quest a hero keeps for later, with its region and how it is resolved."""
    return tuple(Message("{player}: {quest}",
                         player=hero.player, quest=quest) for hero in data.heroes for quest in hero.quests)


def market_lines(data: R3Board) -> tuple[str, ...]:
    """Each city market's items with type and cost."""
    return tuple(Message("{city}: {items}",
                         city=m.city, items=", ".join(f"{name} ({kind}, {cost})" for name, kind, cost in m.items))
                 if m.items else Message("{city}: empty", city=m.city) for m in data.markets)


#: A spent token's mark and a token on a doubling token, in the token strip (kept short: no translation).
SPENT, ON_DOUBLING = "(spent)", "[on {n}]"


def _side_line(side: SideView) -> str:
    tokens: str = Joined(" ", tuple(Joined("", (
        f"{t.index + 1}:", face_words((str(t.count) if t.count > 1 else '') + t.symbol) if t.symbol else "",
        f"{'*' if t.initiative else ''}{SPENT if t.spent else ''}{ON_DOUBLING.format(n=t.on_doubling + 1) if t.on_doubling is not None else ''}"))
        for t in side.tokens))
    if not any(t.symbol for t in side.tokens):
        tokens = Message("{tokens} to toss", tokens=count_of(len(side.tokens), 'token', 'tokens'))
    passed = Message(", passed") if side.passed else ""
    return (Message("{side}: {number}/{health} health, initiative {initiative_marks}, shields {shields_held}{passed} | {tokens}", side=side.name, number=side.health - side.wounds, health=side.health, initiative_marks=side.initiative_marks, shields_held=side.shields_held, passed=passed, tokens=tokens))


def fight_lines(fight: FightView | None) -> tuple[str, ...]:
    """The fight under way: both sides' tokens, whose turn, what each spend would do."""
    if fight is None:
        return ()
    if fight.board is None:
        return (Message("{enemy}: played with the physical tokens; enter won, defeated or retreated",
                        enemy=fight.enemy),)
    board = fight.board
    odds = () if fight.odds is None else tuple(
        Message("before the toss: {side} acts first {first}%, shows {expected_damage} damage on average",
                side=side.name, first=side.first, expected_damage=side.expected_damage)
        for side in fight.odds.sides)
    battle = (Message("hero battle: {name} attacks {enemy} ({battle}); both may retreat between rounds, the attacker first", name=board.sides[0].name, enemy=fight.enemy, battle=fight.battle),) if fight.battle else ()
    lines = [*battle, *odds, (Message("round {round}, {phase}: {acting} to act",
                                      round=board.round, phase=word(board.phase), acting=board.acting)
                                if board.acting else Message("round {round}, {phase}",
                                                             round=board.round, phase=word(board.phase))),
             *(_side_line(side) for side in board.sides)]
    if board.pending:
        lines.append(board.pending)
    lines.extend(Message("token {token} ({face}): {effect}",
                         token=s.token + 1, face=s.face, effect=s.effect) if s.available
                 else Message("token {token} ({face}): {effect} (not now)",
                              token=s.token + 1, face=s.face, effect=s.effect)
                 for s in board.spends)
    if fight.reward:
        lines.append(Message("reward: {reward}", reward=fight.reward))
    return tuple(lines)


def _fight_title(fight: FightView | None) -> str:
    if fight is None:
        return Message("Fight")
    return Message("Hero battle: {enemy} defends", enemy=fight.enemy) if fight.battle else Message("Fight: {enemy}",
                                                                                                   enemy=fight.enemy)


def move_lines(data: R3Board) -> tuple[str, ...]:
    """A move by terrain dice under way: each die's face, spent or not, and the rerolls paid for."""
    if not data.move_dice:
        return ()
    faces = tuple((terrain_words(tuple(face.split("+"))), spent) for face, spent in data.move_dice)
    dice = Joined(", ", tuple(Message("{n}: {face} (spent)", n=n, face=face) if spent else
                              Message("{n}: {face}", n=n, face=face) for n, (face, spent) in enumerate(faces, 1)))
    if data.move_rerolls:
        return (Message("dice {dice}; {rerolls}", dice=dice,
                        rerolls=count_of(data.move_rerolls, "reroll", "rerolls")),)
    return (Message("dice {dice}", dice=dice),)


def sections(data: R3Board) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The sections the generic game area shows, empty ones left out."""
    parts = ((Message("Time track"), time_lines(data)), (Message("Move"), move_lines(data)), (Message("Heroes"), hero_lines(data)),
             (_fight_title(data.fight), fight_lines(data.fight)),
             (Message("Markets"), market_lines(data)), (Message("Story quests"), data.story_quests), (Message("Quests kept"), quest_lines(data)))
    return tuple((title, lines) for title, lines in parts if lines)
