"""Benchmark of the Dice Throne odds: every ability's chance plus the advisor's best holds, from any roll position.

Run: python bench/bench_odds.py  (figures go to docs/benchmarks.md by hand).
Measures `odds_report.report` (all offensive abilities, the advised holds for the most expected
damage, the defensive outcomes) for each shipped hero:
- cold: the first report in a fresh process state (every memoised table cleared first);
- warm: reports from 2,000 random roll positions (random dice, random attempts left, with and
  without held dice; fresh rolls too) once the hero's tables exist.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cards_db.dice_throne import shipped_heroes
from rules_engine.dice_throne import hold_advisor, odds, odds_tables
from rules_engine.dice_throne.heroes import Hero, parse_hero
from rules_engine.dice_throne.odds import RollPosition, position
from rules_engine.dice_throne.odds_report import report

POSITIONS = 2_000


def clear_caches() -> None:
    """Forget every memoised table, as in a new process."""
    for cached in (odds_tables.tables, odds_tables.multisets, odds_tables.sub_multisets, odds_tables._shape, odds_tables._moves, odds.by_symbol,
                   odds.condition_tables, odds._defence_outcomes, hold_advisor.objective_tables):
        cached.cache_clear()


def random_position(rng: random.Random) -> RollPosition:
    """A roll position as the table may have it: fresh, or dice showing with 0-2 attempts left, maybe held dice."""
    if rng.random() < 0.1:
        return position((), None, 3)
    dice = tuple(rng.randint(1, 6) for _ in range(5))
    attempts = rng.randint(0, 2)
    held = None
    if attempts and rng.random() < 0.5:
        held = tuple(p for p in range(1, 6) if rng.random() < 0.5)
    return position(dice, held, attempts)


def time_ms(hero: Hero, roll: RollPosition, clock=time.perf_counter) -> float:
    """Milliseconds for one whole report (wall clock; or CPU time with clock=time.thread_time)."""
    start = clock()
    report(hero, roll)
    return (clock() - start) * 1000


def main() -> None:
    """Print cold and warm figures for every shipped hero."""
    heroes = [parse_hero(raw) for raw in shipped_heroes().values()]
    rng = random.Random(14)
    # The machine is shared: wall-clock tails include time the process waited for a core, so the
    # CPU time of each report is measured too (thread_time: this thread's own time).
    print(f"{'hero':<16} {'cold first report':>18} {'warm median':>12} {'warm p99':>9} {'warm max':>9} "
          f"{'CPU p99':>9} {'CPU max':>9}")
    for hero in heroes:
        clear_caches()
        cold = time_ms(hero, position((1, 2, 3, 4, 6), None, 2))
        clear_caches()
        cold_cpu = time_ms(hero, position((1, 2, 3, 4, 6), None, 2), time.thread_time)
        # The remaining tables (a fresh roll's third layer) are built by the first positions below.
        warmup = [time_ms(hero, random_position(rng)) for _ in range(50)]
        times = sorted(time_ms(hero, random_position(rng)) for _ in range(POSITIONS))
        cpu = sorted(time_ms(hero, random_position(rng), time.thread_time) for _ in range(POSITIONS))
        p99 = times[int(len(times) * 0.99) - 1]
        cpu99 = cpu[int(len(cpu) * 0.99) - 1]
        print(f"{hero.name:<16} {cold:>15.1f} ms {statistics.median(times):>9.2f} ms {p99:>6.2f} ms "
              f"{max(times):>6.2f} ms {cpu99:>6.2f} ms {max(cpu):>6.2f} ms")
        print(f"{'':<16} cold CPU {cold_cpu:.1f} ms; warm-up (first 50 positions) max {max(warmup):.1f} ms")
    clear_caches()
    start, cpu_start = time.perf_counter(), time.thread_time()
    for hero in heroes:
        report(hero, position((), None, 3))
    print(f"every table of both heroes from nothing (fresh rolls, 3 attempts): "
          f"{(time.perf_counter() - start) * 1000:.0f} ms wall, {(time.thread_time() - cpu_start) * 1000:.0f} ms CPU")


if __name__ == "__main__":
    main()
