"""Benchmark: Swiss pairing of round 8 (issue 11) for 256, 1,000 and 4,000 players.

Run: ``PYTHONPATH=. .venv/bin/python bench/pairing.py [sizes…]``. For each size a child
process generates a seeded tournament of 7 rounds (Jieqi points: win 3, draw 1, loss 0, 20 %
draws, 1 % forfeits, 0.5 % withdrawals per round, alternating colours; every round paired by
``pair_round``), then pairs round 8 several times and prints the median wall time, the peak
resident memory of the child (before and after the timed pairings) and the quality of the
pairing beside the greedy top-down pairer (``engine.swiss.generator.greedy_pairing``):
players paired outside their score group, Σ (S_i − S_j)², Σ |S_i − S_j|, the largest gap,
colour clashes (players given the colour against their due one) and players left with a
colour difference of 3 or more, repeats, players left unpaired. For 256 and 1,000 players
the dense graph is also timed and its Σ compared.
Targets: 256 < 0.3 s, 1,000 < 8 s, 4,000 < 5 min and 2 GB. Prints figures, asserts nothing.
"""

from __future__ import annotations

import random
import resource
import statistics
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.swiss.generator import greedy_pairing, random_tournament  # noqa: E402
from engine.swiss.pairing import FIRST, Pairing, SwissPlayer, colour_preference, pair_round  # noqa: E402

SIZES = (256, 1_000, 4_000)
ROUNDS_BEFORE = 7
REPEATS = {256: 7, 1_000: 5, 4_000: 3}
DENSE_UP_TO = 1_000


def peak_mib() -> float:
    """Peak resident memory of this process so far, MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def quality(pairing: Pairing, field: list[SwissPlayer], left: list[int]) -> dict[str, object]:
    """The quality figures of one pairing of ``field``."""
    by_seq = {p.seq: p for p in field}
    outside = gaps_abs = largest = clashes = imbalanced = repeats = 0
    for t in pairing.tables:
        a, b = by_seq[t.first], by_seq[t.second]
        gap = abs(Fraction(a.score) - Fraction(b.score))
        if gap:
            outside += 2
        gaps_abs += gap
        largest = max(largest, gap)
        repeats += a.seq in b.opponents or b.seq in a.opponents
        for player, colour in ((a, FIRST), (b, "second")):
            due, _ = colour_preference(player.colours)
            clashes += due is not None and due != colour
            after = player.colours + (colour,)
            imbalanced += abs(sum(1 if c == FIRST else -1 for c in after)) >= 3
    return {
        "outside group": outside,
        "Σ(Si-Sj)²": pairing.squared_gaps,
        "Σ|Si-Sj|": gaps_abs,
        "largest gap": largest,
        "colour clashes": clashes,
        "|colour diff|≥3": imbalanced,
        "repeats": repeats,
        "unpaired": len(left),
    }


def run_size(players: int) -> None:
    """Generate, time and print one size (runs in a child process)."""
    started = time.perf_counter()
    tournament = random_tournament(
        random.Random(players), players, ROUNDS_BEFORE, win=Fraction(3), draw=Fraction(1),
        bye_points=Fraction(3), draw_permille=200, forfeit_permille=10, withdraw_permille=5,
    )
    generated = time.perf_counter() - started
    field = tournament.players()
    available = sum(p.available for p in field)
    before = peak_mib()
    times, pairing = [], None
    for k in range(REPEATS[players]):
        started = time.perf_counter()
        pairing = pair_round(field, colours="alternate", rng=random.Random(k))
        times.append(time.perf_counter() - started)
    assert pairing is not None
    after = peak_mib()
    print(f"\n== {players} players, round 8 ({available} available; 7 rounds generated in {generated:.1f} s)")
    print(f"matching (sparse): median {statistics.median(times):.3f} s over {len(times)} runs "
          f"(min {min(times):.3f}, max {max(times):.3f}); {pairing.edges:,} edges; "
          f"certified={pairing.certified} (Σ {pairing.squared_gaps} = bound {pairing.lower_bound})")
    print(f"peak RSS: {before:.0f} MiB before pairing, {after:.0f} MiB after")
    if players <= DENSE_UP_TO:
        started = time.perf_counter()
        dense = pair_round(field, colours="alternate", rng=random.Random(0), window=None)
        print(f"matching (dense):  {time.perf_counter() - started:.3f} s, {dense.edges:,} edges, "
              f"Σ {dense.squared_gaps} ({'same' if dense.squared_gaps == pairing.squared_gaps else 'DIFFERENT'}); "
              f"peak RSS {peak_mib():.0f} MiB")
    started = time.perf_counter()
    greedy, left = greedy_pairing(field, "alternate", random.Random(0))
    greedy_time = time.perf_counter() - started
    ours = quality(pairing, field, [])
    theirs = quality(greedy, field, left)
    print(f"{'quality':<18}{'matching':>12}{'greedy':>12}")
    for name in ours:
        print(f"{name:<18}{str(ours[name]):>12}{str(theirs[name]):>12}")
    print(f"greedy time {greedy_time:.3f} s")


def main(argv: list[str]) -> None:
    """Each size in its own child process, so that peak memory is per size."""
    if argv[:1] == ["--one"]:
        run_size(int(argv[1]))
        return
    sizes = [int(a) for a in argv] or list(SIZES)
    for size in sizes:
        subprocess.run([sys.executable, __file__, "--one", str(size)], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
