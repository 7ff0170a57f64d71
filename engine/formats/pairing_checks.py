"""What an organiser's edit of a seated round (``/对调``) breaks: the checks every format shares
(a repeat pairing, a table the format's own pairing would not have made) and the knockout's
(a protected seed, the drawn lot), as Chinese lines, one per broken rule. The formats'
``Format.pairing_problems`` combine them with their own (engine/formats/swiss.py: the score
groups and colours of the Swiss checker)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.knockout import bracket as kb
from engine.knockout import seeding as ks

if TYPE_CHECKING:
    from .base import RoundField

Tables = Sequence[Sequence[int]]


def met_before(history: Mapping[int, Tables]) -> set[frozenset[int]]:
    """Every pair of players who sat at one table of two in an earlier round."""
    return {frozenset(seats) for tables in history.values() for seats in tables if len(seats) == 2}


def repeat_problems(history: Mapping[int, Tables], tables: Tables, offset: int = 0) -> list[str]:
    """A two-seat table of ``tables`` whose two players met before (tables numbered from
    ``offset`` + 1)."""
    met = met_before(history)
    return [
        f"第{k}桌 {seats[0]}号 与 {seats[1]}号 已经交手过（重复对局）"
        for k, seats in enumerate(tables, start=offset + 1)
        if len(seats) == 2 and frozenset(seats) in met
    ]


def _pairs(tables: Iterable[Sequence[int]]) -> dict[frozenset[int], tuple[int, ...]]:
    return {frozenset(seats): tuple(seats) for seats in tables if len(seats) == 2}


def off_plan_problems(
    planned: Tables, tables: Tables, what: str, colours: bool = True, offset: int = 0
) -> list[str]:
    """The tables of ``tables`` the format's own pairing (``planned``: what it seats for the same
    field) does not have, and (``colours``) a planned pair seated the other way round; ``what``
    names the plan (贝格尔表第3轮)."""
    plan = _pairs(planned)
    out = []
    for k, seats in enumerate(tables, start=offset + 1):
        if len(seats) != 2:
            continue
        own = plan.get(frozenset(seats))
        if own is None:
            mine = [p for p in plan.values() if seats[0] in p or seats[1] in p]
            should = "、".join(f"{a}号–{b}号" for a, b in mine)
            out.append(
                f"第{k}桌 {seats[0]}号–{seats[1]}号 不是{what}的对局"
                + (f"（表上为 {should}）" if should else "")
            )
        elif colours and tuple(seats) != own:
            out.append(f"第{k}桌 按{what}应由 {own[0]}号 先手，对调后为 {seats[0]}号 先手")
    return out


def permuted(slots: Sequence[int | None], drawn: Tables, tables: Tables) -> list[int | None]:
    """A bracket's ``slots`` with the players moved as the edit moved them: seat i of table k of
    ``drawn`` holds, after the edit, seat i of table k of ``tables``."""
    moved = {
        a: b
        for before, after in zip(drawn, tables, strict=True)
        for a, b in zip(before, after, strict=True)
    }
    return [None if q is None else moved.get(q, q) for q in slots]


def knockout_problems(
    field: RoundField,
    tables: Tables,
    drawn: Tables,
    planned: Tables,
    seeds: Sequence[int],
    size: int,
) -> list[str]:
    """A knockout's edited round: round 1 the drawn bracket with the players moved, checked by
    ``seeding.check_seeded_bracket`` (the seeds kept apart in their halves and quarters — the
    protected seeds —, the byes to the best seeds, the lot re-drawn from its stored seed);
    later rounds, a tie the bracket does not have (``planned``: the bracket's own ties)."""
    if field.number > 1:
        return off_plan_problems(planned, tables, f"签表第{field.number}轮", colours=False)
    seqs = [p.seq for p in field.players]
    try:
        bracket = ks.draw_seeded(seqs, seeds, size=size, seed=field.seed)
    except kb.BracketError:
        return []
    moved = replace(bracket, slots=tuple(permuted(bracket.slots, drawn, tables)))
    return [f"签表检查：{p}" for p in ks.check_seeded_bracket(moved, seqs, seeds)]
