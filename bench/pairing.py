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
the dense graph is also timed and its Σ compared, and the same round is paired by ``py4swiss``
(a FIDE Dutch implementation on the package index, installed only for this benchmark) for a
third column.
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

from engine.swiss.generator import greedy_pairing, random_tournament
from engine.swiss.pairing import FIRST, Pairing, SwissPlayer, Table, colour_preference, pair_round

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


PY4SWISS_UP_TO = 1_000  # its Dutch engine at 4,000 players would run for hours


def py4swiss_pairing(
    tournament, field: list[SwissPlayer]
) -> tuple[Pairing, list[int], float] | None:
    """Round 8 of the same tournament paired by ``py4swiss`` (FIDE Dutch, from the package
    index; installed only for this benchmark: ``.venv/bin/pip install py4swiss``): the history
    handed over as a TRF(x) in memory with the same points (XXS W=3 D=1 L=0 PAB=3), players no
    longer paired as XXZ. Returns (pairing as ours, seqs left unpaired, seconds), or None when
    the package is not installed."""
    try:
        from py4swiss.engines import DutchEngine
        from py4swiss.trf import ParsedTrf
        from py4swiss.trf.codes import PlayerCode
        from py4swiss.trf.results import ColorToken, ResultToken, RoundResult, ScoringPointSystem
        from py4swiss.trf.results.scoring_point_system_code import ScoringPointSystemCode as Code
        from py4swiss.trf.sections import PlayerSection, XSection
    except ImportError:
        return None
    from engine.swiss.record import ABSENT, BYE, DRAW, FORFEIT_LOSS, FORFEIT_WIN, LOSS, WIN

    points = ScoringPointSystem()
    for code, tenths in (
        (Code.WIN, 30),
        (Code.DRAW, 10),
        (Code.LOSS, 0),
        (Code.PAIRING_ALLOCATED_BYE, 30),
    ):
        points.apply_code(code, tenths)
    token = {
        WIN: ResultToken.WIN,
        DRAW: ResultToken.DRAW,
        LOSS: ResultToken.LOSS,
        FORFEIT_WIN: ResultToken.FORFEIT_WIN,
        FORFEIT_LOSS: ResultToken.FORFEIT_LOSS,
        BYE: ResultToken.PAIRING_ALLOCATED_BYE,
        ABSENT: ResultToken.ZERO_POINT_BYE,
    }
    sections = []
    for rank, record in enumerate(tournament.records, start=1):
        results = []
        for r in record.rounds:
            if r.outcome in (BYE, ABSENT):
                results.append(
                    RoundResult(id=0, color=ColorToken.BYE_OR_NOT_PAIRED, result=token[r.outcome])
                )
                continue
            colour = ColorToken.WHITE if r.colour == FIRST else ColorToken.BLACK
            results.append(RoundResult(id=r.opponent, color=colour, result=token[r.outcome]))
        sections.append(
            PlayerSection(
                code=PlayerCode.PLAYER,
                starting_number=record.seq,
                name=f"p{record.seq}",
                points_times_ten=int(record.points * 10),
                rank=rank,
                results=results,
            )
        )
    sections.sort(key=lambda s: s.starting_number)
    gone = {p.seq for p in field if not p.available}
    trf = ParsedTrf(
        player_sections=sections,
        x_section=XSection(
            number_of_rounds=ROUNDS_BEFORE + 1, zeroed_ids=gone, scoring_point_system=points
        ),
    )
    started = time.perf_counter()
    pairs = DutchEngine.generate_pairings(trf)
    seconds = time.perf_counter() - started
    tables = [Table(p.white, p.black) for p in pairs if p.white and p.black]
    bye = next((p.white or p.black for p in pairs if not (p.white and p.black)), None)
    by_seq = {p.seq: p for p in field}
    squared = sum(
        ((Fraction(by_seq[t.first].score) - Fraction(by_seq[t.second].score)) ** 2 for t in tables),
        Fraction(0),
    )
    seated = {q for t in tables for q in (t.first, t.second)} | {bye}
    left = [p.seq for p in field if p.available and p.seq not in seated]
    return Pairing(tables, bye, Fraction(3), squared, Fraction(0), False), left, seconds


def run_size(players: int) -> None:
    """Generate, time and print one size (runs in a child process)."""
    started = time.perf_counter()
    tournament = random_tournament(
        random.Random(players),
        players,
        ROUNDS_BEFORE,
        win=Fraction(3),
        draw=Fraction(1),
        bye_points=Fraction(3),
        draw_permille=200,
        forfeit_permille=10,
        withdraw_permille=5,
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
    print(
        f"\n== {players} players, round 8 ({available} available; "
        f"7 rounds generated in {generated:.1f} s)"
    )
    print(
        f"matching (sparse): median {statistics.median(times):.3f} s over {len(times)} runs "
        f"(min {min(times):.3f}, max {max(times):.3f}); {pairing.edges:,} edges; "
        f"certified={pairing.certified} (Σ {pairing.squared_gaps} = bound {pairing.lower_bound})"
    )
    print(f"peak RSS: {before:.0f} MiB before pairing, {after:.0f} MiB after")
    if players <= DENSE_UP_TO:
        started = time.perf_counter()
        dense = pair_round(field, colours="alternate", rng=random.Random(0), window=None)
        print(
            f"matching (dense):  {time.perf_counter() - started:.3f} s, {dense.edges:,} edges, "
            f"Σ {dense.squared_gaps} "
            f"({'same' if dense.squared_gaps == pairing.squared_gaps else 'DIFFERENT'}); "
            f"peak RSS {peak_mib():.0f} MiB"
        )
    started = time.perf_counter()
    greedy, left = greedy_pairing(field, "alternate", random.Random(0))
    greedy_time = time.perf_counter() - started
    columns = {"matching": quality(pairing, field, []), "greedy": quality(greedy, field, left)}
    dutch = py4swiss_pairing(tournament, field) if players <= PY4SWISS_UP_TO else None
    if dutch is not None:
        columns["py4swiss"] = quality(dutch[0], field, dutch[1])
    print(f"{'quality':<18}" + "".join(f"{name:>12}" for name in columns))
    for name in columns["matching"]:
        print(f"{name:<18}" + "".join(f"{str(figures[name]):>12}" for figures in columns.values()))
    print(f"greedy time {greedy_time:.3f} s")
    if dutch is not None:
        print(f"py4swiss (FIDE Dutch) time {dutch[2]:.3f} s (one run)")
    elif players <= PY4SWISS_UP_TO:
        print("py4swiss not installed (.venv/bin/pip install py4swiss): its column is left out")
    else:
        print(f"py4swiss not run above {PY4SWISS_UP_TO:,} players")


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
