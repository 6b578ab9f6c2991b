"""The experience step: counter prices by player count and game length, paying with change."""

from __future__ import annotations

from collections.abc import Sequence

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import BuyExperience
from rules_engine.runebound2.adventures import Counter
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.variants import GameLength
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message, N_
from rules_engine.runebound2.words import word

BONUSES = ("mind", "body", "spirit", "stamina", "life")
MAX_LIFE_BONUSES = 3

_PRICES = {GameLength.STANDARD: (5, 4, 3), GameLength.QUICK: (4, 3, 2), GameLength.LONG: (6, 5, 4)}


#: What each experience counter buys, as a step message names it.
GAINS = {"mind": N_("+2 Mind"), "body": N_("+2 Body"), "spirit": N_("+2 Spirit"), "stamina": N_("+2 Stamina"),
         "life": N_("+1 Life")}

def price(players: int, length: GameLength = GameLength.STANDARD) -> int:
    """Experience points per experience counter: by player count (1-2, 3-4, 5-6) and game length."""
    table = _PRICES[length]
    return table[0] if players <= 2 else table[1] if players <= 4 else table[2]


def exact_subset(counters: Sequence[Counter], amount: int) -> tuple[int, ...] | None:
    """Indexes of counters summing exactly to amount (fewest counters, earliest first), or None.

    A small dynamic programme over sums up to `amount`, so a large reserve stays cheap.
    """
    if amount == 0:
        return ()
    if amount < 0:
        return None
    best: dict[int, tuple[int, ...]] = {0: ()}
    for index, counter in enumerate(counters):
        for total, used in sorted(best.items(), reverse=True):
            reached = total + counter.xp
            if counter.xp <= 0 or reached > amount:
                continue
            chosen = used + (index,)
            if reached not in best or len(chosen) < len(best[reached]):
                best[reached] = chosen
    return best.get(amount)


def pay(held: Sequence[Counter], remainder: int, reserve: Sequence[Counter], cost: int
        ) -> tuple[tuple[Counter, ...], int, tuple[Counter, ...]] | None:
    """Pay `cost` points: hand in counters, take change from the reserve, write the rest down.

    Returns (counters still held, new written remainder, new reserve) or None if the points are
    short. The written remainder is spent first; then the smallest counters until the cost is
    covered; change comes back as reserve counters summing exactly to it, else it is written down.
    """
    if sum(c.xp for c in held) + remainder < cost:
        return None
    need = cost - min(cost, remainder)
    remainder -= cost - need
    order = sorted(range(len(held)), key=lambda i: held[i].xp)
    paid: list[int] = []
    total = 0
    # Prefer an exact payment, so no change is needed.
    exact = exact_subset([held[i] for i in order], need)
    if exact is not None:
        paid = [order[i] for i in exact]
        total = need
    else:
        for i in order:
            if total >= need:
                break
            paid.append(i)
            total += held[i].xp
    kept = tuple(c for i, c in enumerate(held) if i not in paid)
    new_reserve = tuple(reserve) + tuple(held[i] for i in paid)
    change = total - need
    if change:
        giving = exact_subset(new_reserve[: len(reserve)], change)
        if giving is not None:
            kept += tuple(new_reserve[i] for i in giving)
            new_reserve = tuple(c for i, c in enumerate(new_reserve) if i not in giving)
        else:
            remainder += change
    return kept, remainder, new_reserve


def buy_experience(state: Rb2State, act: BuyExperience, ref: Referee) -> tuple[Rb2State, str]:
    """Buy one experience counter in the experience step."""
    ref.require(state.step == Step.EXPERIENCE, "runebound2.xp.price",
                Message('experience is bought in the experience step; this is the {step} step', step=word(state.step.label)))
    ref.require(not state.turn.ended, "runebound2.turn.steps", Message("the turn has ended: type 'next'"))
    ref.require(act.bonus in BONUSES, "runebound2.xp.bonuses",
                Message('an experience counter gives mind, body, spirit, stamina or life, not {bonus!r}', bonus=act.bonus), hard=True)
    party = state.hero
    if act.bonus == "life":
        ref.require(party.life_bonuses < MAX_LIFE_BONUSES, "runebound2.adventure.colour-limit",
                    Message('Life can be raised by experience three times at most, or no adventure colour would be left'))
    cost = price(len(state.players), state.options.game_length)
    if state.options.game_length != GameLength.STANDARD:
        ref.cite("runebound2.variant.xp-length")
    paid = pay(party.counters, party.xp_remainder, state.reserve, cost)
    ref.require(paid is not None, "runebound2.xp.price",
                Message('an experience counter costs {cost} points with {count} players; {player} holds {xp_points}', cost=cost, count=len(state.players), player=party.player, xp_points=party.xp_points), hard=True)  # hard: no points, nothing to pay with
    assert paid is not None  # required (hard) above
    kept, remainder, reserve = paid
    ref.cite("runebound2.xp.price", "runebound2.xp.bonuses")
    hero = party.hero
    if act.bonus == "life":
        ref.cite("runebound2.adventure.colour-limit")
        hero = replace(hero, life=hero.life + 1)
    else:
        hero = replace(hero, **{act.bonus: getattr(hero, act.bonus) + 2})
    party = replace(party, hero=hero, counters=kept, xp_remainder=remainder, experience=party.experience + (act.bonus,))
    if remainder:
        ref.note(Message('{experience_points} written down (no change in the reserve)', experience_points=count_of(remainder, 'experience point', 'experience points')))
    state = replace(state.with_hero(party), reserve=reserve)
    gain = Message(GAINS[act.bonus]) if act.bonus in GAINS else f"+2 {act.bonus.capitalize()}"
    return state, Message('{player} pays {cost} points for {gain}', player=party.player, cost=cost, gain=gain)
