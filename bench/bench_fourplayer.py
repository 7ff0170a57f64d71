"""Benchmark: seed-000 format with 5,000 players over six rounds.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_fourplayer.py``. Seats round 1 by QQ prefix
and later rounds by snake, scores each table from seeded random results and recomputes the
standings after every round. Timed: seating + table scoring + standings for all six rounds;
five repetitions, median printed, with the median of each part (seating; scoring: table points
and the round scores; standings: building the Competitor list and ``standings``) and of the
CPU time of the process over the same span (the work is CPU-bound: a wall time well above it
means other work held the CPU). Two scenarios: cuts keeping half the field each round (rounded
down to full tables), and no cuts at all (the worst case: 5,000 players ranked every round).
Target: under 1 s per six rounds. Prints figures, asserts nothing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from fractions import Fraction
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.fourplayer import FOUR_PLAYER_PARTNERS, FourPlayerPoints, seat_totals, table_points
from engine.seating import first_round_seating, random_field, snake_seating
from engine.standings import Competitor, standings

PLAYERS = 5_000
ROUNDS = 6
REPEATS = 5
WEIGHTS = [
    Fraction(2, 10),
    Fraction(4, 10),
    Fraction(6, 10),
    Fraction(8, 10),
    Fraction(1),
    Fraction(1),
]
POINTS = FourPlayerPoints()


class RunFigures(NamedTuple):
    """Seconds one six-round run spent, in all and per part, and the seats it filled."""

    total: float
    seating: float
    scoring: float
    standings: float
    cpu: float
    seated: int


def halving_cuts(players: int, rounds: int) -> dict[int, int]:
    """Keep half the field after each round but the last, rounded down to a multiple of 4."""
    cuts, field = {}, players
    for r in range(1, rounds):
        field = field // 2 // 4 * 4
        cuts[r] = field
    return cuts


def run_once(field: list[tuple[int, int]], cuts: dict[int, int], seed: int) -> RunFigures:
    """Six rounds; times seating + scoring + standings (the random results are drawn untimed)."""
    rng = random.Random(seed)
    sponsors = {seq for seq, _ in field[:: PLAYERS // 3]}
    scores: dict[int, dict[int, Fraction]] = {seq: {} for seq, _ in field}
    seating = scoring = ranking = cpu = 0.0
    seated = 0
    ranked: list[int] = []
    for round_no in range(1, ROUNDS + 1):
        results = [tuple(rng.choice("WDL") for _ in range(3)) for _ in range(PLAYERS // 4)]
        cpu_start, start = time.process_time(), time.perf_counter()
        tables = first_round_seating(field) if round_no == 1 else snake_seating(ranked)
        seated_at = time.perf_counter()
        # results are drawn for the largest round; a smaller round uses the first of them
        for table, result in zip(tables, results, strict=False):
            for seq, total in zip(
                table, seat_totals(table_points(result, POINTS, FOUR_PLAYER_PARTNERS)), strict=False
            ):
                scores[seq][round_no] = Fraction(total)
        scored_at = time.perf_counter()
        competitors = [Competitor(seq, seq in sponsors, scores[seq]) for seq, _ in field]
        ranked = standings(competitors, WEIGHTS, cuts).advancing
        end, cpu_end = time.perf_counter(), time.process_time()
        seating += seated_at - start
        scoring += scored_at - seated_at
        ranking += end - scored_at
        cpu += cpu_end - cpu_start
        seated += sum(len(t) for t in tables)
    return RunFigures(seating + scoring + ranking, seating, scoring, ranking, cpu, seated)


def main() -> None:
    field = random_field(random.Random(0), PLAYERS)
    scenarios = {"keep half each round": halving_cuts(PLAYERS, ROUNDS), "no cuts (worst case)": {}}
    print(f"seed 000 format, {PLAYERS} players, {ROUNDS} rounds, median of {REPEATS} runs")
    for name, cuts in scenarios.items():
        runs = [run_once(field, cuts, seed) for seed in range(REPEATS)]
        times = [run.total for run in runs]
        seating, scoring, ranking, cpu = (
            statistics.median(getattr(run, part) for run in runs)
            for part in ("seating", "scoring", "standings", "cpu")
        )
        print(
            f"  {name:22} cuts={cuts or '-'}\n"
            f"  {'':22} seats filled over six rounds: {runs[0].seated}, "
            f"median {statistics.median(times):.3f} s "
            f"(min {min(times):.3f}, max {max(times):.3f})\n"
            f"  {'':22} parts: seating {seating:.3f} s, scoring {scoring:.3f} s, "
            f"standings {ranking:.3f} s; "
            f"CPU time {cpu:.3f} s"
        )


if __name__ == "__main__":
    main()
