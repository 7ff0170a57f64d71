"""A team event's teams, read from its sign-ups, and each round's line-ups.

A sign-up is a player of a team: its ``group`` is the team's name (the sign-up's 队伍) and its
field ``board`` the 台次 he signed up for (1..boards the regulars, beyond them the reserves). A
team's number (``Team.seq``, the id the pairers use) is its first sign-up's number, so teams
keep the order they signed up in. The team's captain is its board 1 (the regulation names no
other).

A line-up given for round r (``/出场``) is stored on each member of the team as the sign-up
field ``lineups`` (``{"<r>": <board>}``: the board he plays in round r; members not listed have
no key for r). ``lineup_for_round`` then reads the fixed order, the round's line-up or the last
one given (engine/teams/lineup.py).

A table of a team event holds the two line-ups, the first-named team's board 1..n, then the
other's board 1..n (``2n`` seats); a team with the bye has a table of its own line-up (``n``
seats).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING, Protocol

from engine.signup_fields import parse_birth
from engine.teams.lineup import Member, Team, check_lineup, lineup_for_round

from .schema import age_day, lineup_rules, spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

    from ..base import Fields

BOARD, LINEUPS = "board", "lineups"
"""The sign-up fields: the 台次 signed up for; the boards played per round (``/出场``)."""


class SignedUp(Protocol):
    """What the roster reads of a sign-up (``Player`` and ``PlayerFacts`` both have it)."""

    @property
    def seq(self) -> int: ...
    @property
    def group(self) -> str | None: ...
    @property
    def fields(self) -> Fields: ...


def board_of(fields: Fields) -> int | None:
    """The 台次 a sign-up's fields hold (None: none or not a whole number)."""
    value = fields.get(BOARD)
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def woman_of(fields: Fields) -> bool:
    """The sign-up's 性别 is 女 (the make-up's ``min_women``)."""
    return str(fields.get("gender", "")).strip() == "女"


def age_of(fields: Fields, day: date | None) -> int | None:
    """The age in completed years (周岁) on ``day`` of the sign-up's 出生日期 (None: no day, no
    birth date or one that cannot be read); born on 29 February: the birthday is 1 March."""
    birth_text = fields.get("birth")
    if day is None or not birth_text:
        return None
    try:
        birth = parse_birth(str(birth_text))
    except ValueError:
        return None
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def teams_of(
    reg: Regulation, players: Iterable[SignedUp], names: Mapping[int, str] | None = None
) -> dict[int, Team]:
    """team seq -> ``Team`` of the sign-ups that name a team and a board, in sign-up order."""
    s = spec(reg)
    day = age_day(reg) if s.age_bands else None
    members: dict[str, list[Member]] = {}
    for p in sorted(players, key=lambda p: p.seq):
        board = board_of(p.fields)
        if not p.group or board is None:
            continue
        name = (names or {}).get(p.seq, str(p.seq))
        member = Member(p.seq, name, board, woman_of(p.fields), age_of(p.fields, day))
        members.setdefault(p.group, []).append(member)
    out: dict[int, Team] = {}
    for name, those in members.items():
        first = min(m.seq for m in those)
        captain = next((m.seq for m in sorted(those, key=lambda m: m.board) if m.board == 1), None)
        out[first] = Team(first, name, s.boards, tuple(those), captain, s.reserves)
    return dict(sorted(out.items()))


def team_of_seq(teams: Mapping[int, Team]) -> dict[int, int]:
    """player seq -> his team's seq."""
    return {m.seq: t.seq for t in teams.values() for m in t.members}


def given_lineups(team: Team, players: Iterable[SignedUp]) -> dict[int, tuple[int, ...]]:
    """round -> the line-up given for it (``/出场``), read off the members' ``lineups`` fields."""
    seqs = {m.seq for m in team.members}
    boards: dict[int, list[tuple[int, int]]] = {}
    for p in players:
        if p.seq not in seqs:
            continue
        stored = p.fields.get(LINEUPS)
        if not isinstance(stored, Mapping):
            continue
        for round_text, board in stored.items():
            if str(round_text).isdigit() and isinstance(board, int):
                boards.setdefault(int(round_text), []).append((board, p.seq))
    return {r: tuple(seq for _, seq in sorted(b)) for r, b in boards.items()}


def lineup(
    reg: Regulation, team: Team, round_no: int, players: Sequence[SignedUp]
) -> tuple[int, ...]:
    """The line-up ``team`` plays in round ``round_no`` (the fixed order, the round's, the last
    given, or the sign-up order)."""
    return lineup_for_round(team, round_no, given_lineups(team, players), lineup_rules(reg))


def makeup_problems(reg: Regulation, team: Team, played: Sequence[int]) -> list[str]:
    """Why ``played`` breaks the regulation's make-up (at least ``min_women`` women, the age
    bands; Chinese, empty when it keeps them or the regulation has none). The order (台次不得颠倒)
    is not looked at: a line-up given was checked at ``/出场``, the registered one keeps it."""
    rules = lineup_rules(reg)
    if not rules.min_women and not rules.age_bands:
        return []
    return check_lineup(team, played, replace(rules, keep_order=False))


def table_teams(
    seats: Sequence[int], boards: int, team_of: Mapping[int, int]
) -> tuple[int, int | None] | None:
    """(first-named team, other team or None for a bye) of a table's seats; None when the
    seats are no team's."""
    if not seats or seats[0] not in team_of:
        return None
    first = team_of[seats[0]]
    if len(seats) == boards:
        return first, None
    if len(seats) == 2 * boards and seats[boards] in team_of:
        return first, team_of[seats[boards]]
    return None
