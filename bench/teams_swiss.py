"""Benchmark: a team Swiss of 500 teams × 6 boards pairs a round (target under 1 s).

Run: ``PYTHONPATH=. .venv/bin/python bench/teams_swiss.py [teams] [rounds before]``. Plays a
seeded team Swiss (Xiangqi boards 2/1/0, matches 2/1/0, every board won 40 %, drawn 20 %, lost
40 % from the first-named team's side; each round ranked by 场分, 局分, sign-up order and
paired by ``pair_team_round``), then times the next round several times: the teams' records
from the rounds' fixtures (``team_records``), the ranking (``rank_teams``) and the pairing
(``pair_team_round``). Prints the median of each part and of their sum, the pairer's Σ
(score difference)² beside its parity bound, and whether the pairing was certified. Prints
figures, asserts nothing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.teams.match import TeamMatch
from engine.teams.pairing import TeamPairing, pair_team_round
from engine.teams.record import Fixture, TeamRecord, team_records
from engine.teams.standings import rank_teams
from engine.tiebreaks.teams import TeamContext

TEAMS = 500
BOARDS = 6
ROUNDS_BEFORE = 6
REPEATS = 7
CHAIN = ["match_points", "board_points", "signup_order"]


def ranked(records: dict[int, TeamRecord]) -> list[TeamRecord]:
    """The records in ranking order (场分, 局分, sign-up order)."""
    rows = rank_teams(records.values(), CHAIN, TeamContext.of(records.values()))
    return [records[row.seq] for row in rows]


def play(fixtures: list[Fixture], rng: random.Random) -> list[Fixture]:
    """Random board results for every fixture with two teams."""
    out = []
    for f in fixtures:
        if f.second is None:
            out.append(f)
            continue
        boards = tuple(rng.choices("WDL", weights=(40, 20, 40), k=BOARDS))
        out.append(Fixture(f.first, f.second, TeamMatch(boards)))
    return out


def one_round(rounds: list[list[Fixture]], rng: random.Random) -> tuple[TeamPairing, list[float]]:
    """Pair the next round; the seconds of (records, ranking, pairing)."""
    t0 = time.perf_counter()
    records = team_records(range(1, TEAMS + 1), rounds, boards=BOARDS)
    t1 = time.perf_counter()
    order = ranked(records)
    t2 = time.perf_counter()
    pairing = pair_team_round(order, rng=rng)
    t3 = time.perf_counter()
    return pairing, [t1 - t0, t2 - t1, t3 - t2]


def main() -> None:
    global TEAMS, ROUNDS_BEFORE
    if len(sys.argv) > 1:
        TEAMS = int(sys.argv[1])
    if len(sys.argv) > 2:
        ROUNDS_BEFORE = int(sys.argv[2])
    rng = random.Random(2026)
    rounds: list[list[Fixture]] = []
    for _ in range(ROUNDS_BEFORE):
        pairing, _ = one_round(rounds, rng)
        rounds.append(play(pairing.fixtures, rng))
    parts: list[list[float]] = []
    last: TeamPairing | None = None
    for _ in range(REPEATS):
        last, seconds = one_round(rounds, random.Random(7))
        parts.append(seconds)
    assert last is not None
    records, ranking, pairing = (statistics.median(p[i] for p in parts) for i in range(3))
    total = statistics.median(sum(p) for p in parts)
    figures = last.pairing
    print(
        f"team Swiss, {TEAMS} teams × {BOARDS} boards, round {ROUNDS_BEFORE + 1} "
        f"(median of {REPEATS} runs)"
    )
    print(f"  records  {records:.3f} s")
    print(f"  ranking  {ranking:.3f} s")
    print(f"  pairing  {pairing:.3f} s  ({figures.edges} edges)")
    print(f"  total    {total:.3f} s  (target < 1 s)")
    print(
        f"  Σ (score difference)² {figures.squared_gaps} (parity bound {figures.lower_bound}), "
        f"certified {figures.certified}, bye {figures.bye}"
    )


if __name__ == "__main__":
    main()
