"""Benchmark: a club's season recomputed — 52 weekly tournaments × 64 players.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_series.py [runs]``. Builds the season as the
engine is fed it (engine/series/standings.py): a pool of 96 club members, 64 of them playing
each week (drawn with a seeded RNG), each week's places 1–64 and 64 two-player encounters
(two rounds of 32 games: 3,328 games in the season), then times ``series_standings`` under
rules that exercise everything: the formula 「第1名20分，依次递减1分，参赛即得1分」, best 20
of 52, a minimum of 10 events and every tiebreak (events, best result, head-to-head in the
series, last event). Prints the median and the worst of the runs in milliseconds (target:
under 1 s); asserts nothing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.series.rules import load_rules
from engine.series.standings import Encounter, Event, EventResult, series_standings

WEEKS, FIELD, POOL = 52, 64, 96
RULES = """\
tiebreaks = ["events", "best_result", "head_to_head", "last_event"]
[points]
formula = "第1名20分，依次递减1分，参赛即得1分"
[count]
best = 20
min_events = 10
"""


def season(seed: int = 19) -> list[Event]:
    """The 52 weeks: places and two rounds of encounters each, drawn from ``seed``."""
    rng = random.Random(seed)
    members = [str(100_000_000 + i) for i in range(POOL)]
    events = []
    for week in range(1, WEEKS + 1):
        field = rng.sample(members, FIELD)
        results = [EventResult(key, f"会员{key[-3:]}", place) for place, key in enumerate(field, 1)]
        encounters = []
        for _ in range(2):
            order = field[:]
            rng.shuffle(order)
            for a, b in zip(order[::2], order[1::2], strict=True):
                score = rng.choice((Fraction(0), Fraction(1, 2), Fraction(1)))
                encounters.append(Encounter(a, b, score, 1 - score))
        events.append(Event(week, results, encounters))
    return events


def main(runs: int = 7) -> None:
    rules, _ = load_rules(RULES)
    events = season()
    games = sum(len(e.encounters) for e in events)
    series_standings(rules, events)  # warm up
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        rows = series_standings(rules, events)
        times.append(time.perf_counter() - start)
    print(
        f"series: {WEEKS} tournaments x {FIELD} players ({POOL} members, {games} games): "
        f"{len(rows)} rows, median {statistics.median(times) * 1000:.1f} ms, "
        f"worst {max(times) * 1000:.1f} ms over {runs} runs (target < 1000 ms)"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
