"""Benchmark: what recognising one message as a sign-up costs, by shape and length.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_parser.py``. For each message shape of the
speed test (tests/engine/test_signup_speed.py: over-long single lines such as ``"1 " * n``,
and lines just under the cap that are parsed, such as chains) at 200, 2,000 and 20,000
characters, times what the matcher asks of the engine for a message (parse, 报名 test, the
sender's line). Each repetition times a batch of messages making 100,000 characters in all;
the median of seven repetitions is printed in microseconds of CPU time per message (the work
is CPU-bound; CPU time hardly moves when other work loads the machine), then the growth from
2,000 to 20,000 characters: 10× or less is linear. Prints figures, asserts nothing.
"""

from __future__ import annotations

import statistics
import sys
import time
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.engine.test_signup_speed import SHAPES, recognise

LENGTHS = (200, 2_000, 20_000)
CHARS_PER_REPETITION = 100_000
REPEATS = 7


def per_message(text: str) -> float:
    """Median CPU time of one recognition of ``text``, in microseconds."""
    batch = max(1, CHARS_PER_REPETITION // len(text))
    recognise(text)  # warm the regular expression cache
    times = []
    for _ in range(REPEATS):
        start = time.process_time()
        for _ in range(batch):
            recognise(text)
        times.append((time.process_time() - start) / batch)
    return statistics.median(times) * 1e6


def padded(text: str, width: int) -> str:
    """``text`` padded with spaces to ``width`` terminal columns (CJK characters take two)."""
    wide = sum(unicodedata.east_asian_width(c) in "WF" for c in text)
    return text + " " * max(0, width - len(text) - wide)


def main() -> None:
    print(f"µs of CPU time per message, median of {REPEATS} repetitions")
    header = "".join(f"{n:>12,}" for n in LENGTHS)
    print(f"  {padded('shape', 28)}{header}{'2k→20k':>10}")
    for name, make in SHAPES.items():
        costs = [per_message(make(n)) for n in LENGTHS]
        growth = costs[-1] / costs[-2]
        print(f"  {padded(name, 28)}" + "".join(f"{c:12,.0f}" for c in costs) + f"{growth:9.1f}×")


if __name__ == "__main__":
    main()
