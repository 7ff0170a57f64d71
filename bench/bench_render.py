"""Rendering the standings of 512 and 5,000 generated players as PNG pictures.

Prints, for each size: the whole standings as pages of 60 rows (median wall-clock and CPU
seconds of several runs) and the one chat picture (top 40, the cut line, the asker's row), with
total bytes. On a busy machine the wall time exceeds the CPU time by what others took.
Targets: 512 rows under 1 s, 5,000 rows (paged) under 5 s.

    .venv/bin/python bench/bench_render.py [runs]
"""

import random
import statistics
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import nonebot

nonebot.init(
    driver="~fastapi", log_level="WARNING"
)  # the plugin package reads its config on import

from engine.standings import decimal_text  # noqa: E402
from plugins.qisai import render  # noqa: E402

FAMILIES = ["粤", "川", "湘", "鄂", "沪", "京", "闽", "浙"]


def generated(n: int, seed: int = 7) -> tuple[dict, dict, list[dict]]:
    """A tournament summary, standings after 3 rounds and players, for `n` players."""
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        scores = [Fraction(rng.randrange(-10, 22)) for _ in range(3)]
        total = sum(
            w * s
            for w, s in zip((Fraction(1, 5), Fraction(2, 5), Fraction(3, 5)), scores, strict=True)
        )
        rows.append(
            {
                "seq": i + 1,
                "name": f"棋手{i + 1:04d}",
                "family": rng.choice(FAMILIES),
                "total": total,
                "round_scores": [decimal_text(s) for s in scores],
                "ledger": [],
            }
        )
    rows.sort(key=lambda r: (-r["total"], r["seq"]))
    for rank, r in enumerate(rows, 1):
        r.update(
            rank=rank,
            total=decimal_text(r["total"]),
            status="active" if rank <= n // 4 else "eliminated",
            tiebreaks={"current_round": r["round_scores"][-1], "signup_order": str(r["seq"])},
            explanation=None,
        )
        if rank % 97 == 0:
            r["ledger"] = [{"round": 2, "kind": "penalty", "points": "-5", "reason": "说棋"}]
    players = [
        {
            "seq": r["seq"],
            "name": r["name"],
            "family": r["family"],
            "qq": "1234****56",
            "division": None,
            "status": "active",
        }
        for r in rows
    ]
    return (
        {"name": f"基准测试杯（{n} 人）", "status": "running"},
        {"after_round": 3, "rows": rows},
        players,
    )


def timed(fn, runs: int) -> tuple[float, float, object]:
    """Median wall-clock and median CPU seconds of `runs` calls, and the last result. The CPU
    time is what the rendering costs; the wall time also holds what other processes on a
    shared machine took from it."""
    times, cpu, out = [], [], None
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        out = fn()
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(times), statistics.median(cpu), out


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    if not render.available():
        sys.exit("no CJK font installed (Debian: apt-get install fonts-noto-cjk)")
    render.standings_png(*generated(8)[:2])  # load the fonts once
    for n, target in ((512, 1.0), (5000, 5.0)):
        summary, standings, players = generated(n)
        seconds, cpu, pages = timed(
            lambda: render.standings_pages(summary, standings, players, "2026-12-13 21:00"), runs
        )
        chat_seconds, _, chat = timed(
            lambda: render.standings_png(
                summary, standings, players, "2026-12-13 21:00", mine=n // 2
            ),
            runs,
        )
        size = sum(len(p) for p in pages)
        import io

        from PIL import Image

        first = Image.open(io.BytesIO(pages[0])).size
        chat_size = Image.open(io.BytesIO(chat)).size
        verdict = "OK" if seconds < target else "SLOW"
        print(
            f"{n:>5} rows: {len(pages)} pages of {render.PAGE_ROWS} rows in {seconds:.3f} s "
            f"(median of {runs}; "
            f"CPU {cpu:.3f} s; target {target:g} s: {verdict}), {size / 1024:.0f} KiB in all, "
            f"page {first[0]}x{first[1]} px; "
            f"chat picture {chat_seconds:.3f} s, {len(chat) / 1024:.0f} KiB, "
            f"{chat_size[0]}x{chat_size[1]} px"
        )


if __name__ == "__main__":
    main()
