"""Seating of tables of four (seed 000 §六 注 比赛分组), with its checker and a field generator.

A table is a list of sign-up numbers (seqs); ``table[0]`` is the first seat (先手). Tables
are numbered from 1 in list order.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence


class SeatingError(ValueError):
    """The field cannot be cut into full tables.

    ``missing``: players to add to reach the next multiple of the table size;
    ``spare``: players over the previous multiple (0 tables when the field is smaller).
    """

    def __init__(self, count: int, table_size: int) -> None:
        self.count = count
        self.table_size = table_size
        self.spare = count % table_size
        self.missing = (table_size - self.spare) % table_size
        tables = (count + self.missing) // table_size
        message = f"共 {count} 人，不是 {table_size} 的倍数：还差 {self.missing} 人凑满 {tables} 桌"
        if count >= table_size:
            message += f"，或多出 {self.spare} 人"
        super().__init__(message)


def _check_field(count: int, table_size: int) -> None:
    if count % table_size:
        raise SeatingError(count, table_size)


def qq_prefix_key(qq: int, prefix_digits: int = 2) -> tuple[int, int]:
    """Sort key of round 1: (first ``prefix_digits`` digits of the QQ as a number, full QQ)."""
    return int(str(qq)[:prefix_digits]), qq


def first_round_seating(
    players: Sequence[tuple[int, int]], table_size: int = 4, prefix_digits: int = 2
) -> list[list[int]]:
    """Round 1 (§六 注 第一轮按QQ号前面两位数字的大小进行分组).

    ``players`` are (seq, qq). Sort by the first two digits of the QQ number ascending, ties
    by the full QQ number compared as a number (then seq); each consecutive ``table_size``
    form a table in that order, the first of them in the first seat.
    Raises SeatingError when the field is not a multiple of ``table_size``.
    """
    _check_field(len(players), table_size)
    order = [
        seq for seq, qq in sorted(players, key=lambda p: (qq_prefix_key(p[1], prefix_digits), p[0]))
    ]
    return [order[i : i + table_size] for i in range(0, len(order), table_size)]


def snake_seating(ranked: Sequence[int], table_size: int = 4) -> list[list[int]]:
    """Snake by the current ranking (§六 注 蛇形分组), ``ranked`` best first.

    With T tables, the player of 0-based rank i sits at table i mod T in block b = i div T,
    counted forwards in even blocks and backwards in odd ones:
    ranks 1..T on tables 1..T, T+1..2T on tables T..1, and so on. At each table the players
    sit in ranking order, the best-ranked in the first seat.
    Raises SeatingError when the field is not a multiple of ``table_size``.
    """
    _check_field(len(ranked), table_size)
    count = len(ranked) // table_size
    tables: list[list[int]] = [[] for _ in range(count)]
    for i, seq in enumerate(ranked):
        block, pos = divmod(i, count)
        tables[pos if block % 2 == 0 else count - 1 - pos].append(seq)
    return tables


def check_seating(
    tables: Sequence[Sequence[int]], players: Iterable[int], table_size: int = 4
) -> list[str]:
    """Problems of a seating (empty list when it is valid): every table has ``table_size``
    seats and every player of ``players`` sits exactly once, nobody else sits."""
    problems = []
    for number, table in enumerate(tables, start=1):
        if len(table) != table_size:
            problems.append(f"第{number}桌有 {len(table)} 人，应为 {table_size} 人")
    seated = Counter(seq for table in tables for seq in table)
    expected = set(players)
    for seq, times in sorted(seated.items()):
        if times > 1:
            problems.append(f"{seq} 号被安排了 {times} 次")
        if seq not in expected:
            problems.append(f"{seq} 号不在本轮名单中")
    for seq in sorted(expected - seated.keys()):
        problems.append(f"{seq} 号没有座位")
    return problems


def random_field(rng: random.Random, count: int, first_seq: int = 1) -> list[tuple[int, int]]:
    """A random field for tests and benchmarks: ``count`` (seq, qq) with consecutive seqs from
    ``first_seq`` and distinct realistic QQ numbers (5 to 10 digits, no leading zero)."""
    qqs: set[int] = set()
    field: list[tuple[int, int]] = []
    while len(field) < count:
        digits = rng.randint(5, 10)
        qq = rng.randint(10 ** (digits - 1), 10**digits - 1)
        if qq not in qqs:
            qqs.add(qq)
            field.append((first_seq + len(field), qq))
    return field
