"""Teams and their line-ups (出场名单), pure.

A ``Team`` has a name, a number of boards (2–12), its members with the board (台次) each named at
sign-up — 台次 1..boards are the regulars, a 台次 beyond the boards is a reserve (替补), at most
``max_reserves`` of them —, and a captain. It is complete when every board 1..boards has a
member.

A line-up names one player per board, board 1 first. ``check_lineup`` refuses, in Chinese, a
line-up that breaks the regulation's ``LineupRules``:

- every board filled, each player once, only the team's members;
- 台次不得颠倒 (``keep_order``): the players' registered 台次 must increase from board 1 down
  (a reserve, registered beyond the boards, may come in, below the regulars he follows);
- make-up rules: at least ``min_women`` women; ``age_bands``: board -> (youngest, oldest) age
  allowed on that board (either end None: open).

``lineup_for_round``: the line-up a team plays in a round — the fixed order from sign-up
(``fixed``), else the line-up given for that round, else its last one (「未提交出场名单的，按上一轮
出场」), else the registered order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

MIN_BOARDS, MAX_BOARDS = 2, 12


@dataclass(frozen=True)
class Member:
    """A team member: sign-up ``seq``, ``name``, the ``board`` (台次) named at sign-up (beyond the
    team's boards: a reserve), ``woman`` and ``age`` (None: not given) for the make-up rules."""

    seq: int
    name: str
    board: int
    woman: bool = False
    age: int | None = None


@dataclass(frozen=True)
class Team:
    """A team: ``name``, ``boards`` (2–12), ``members`` (any order), ``captain`` (a seq or None),
    ``max_reserves`` (k, the reserves allowed). ``seq``: the team's number (its sign-up order),
    the id the pairers use."""

    seq: int
    name: str
    boards: int
    members: tuple[Member, ...] = ()
    captain: int | None = None
    max_reserves: int = 2

    def __post_init__(self) -> None:
        if not MIN_BOARDS <= self.boards <= MAX_BOARDS:
            raise ValueError(f"团体赛每队 {MIN_BOARDS}–{MAX_BOARDS} 台，这里是 {self.boards} 台")

    @property
    def regulars(self) -> tuple[Member, ...]:
        """The members registered on boards 1..boards, by board."""
        return tuple(sorted((m for m in self.members if m.board <= self.boards), key=_by_board))

    @property
    def reserves(self) -> tuple[Member, ...]:
        """The members registered beyond the boards (替补), by their 台次."""
        return tuple(sorted((m for m in self.members if m.board > self.boards), key=_by_board))

    @property
    def complete(self) -> bool:
        """Every board 1..boards has a registered member."""
        return {m.board for m in self.members} >= set(range(1, self.boards + 1))

    def member(self, seq: int) -> Member | None:
        """The member with sign-up number ``seq``, None when not in the team."""
        return next((m for m in self.members if m.seq == seq), None)

    def registered_lineup(self) -> tuple[int, ...]:
        """The line-up of the sign-up order: the member of board 1, 2, …, boards (a board nobody
        registered for is left out)."""
        return tuple(m.seq for m in self.regulars)


def _by_board(member: Member) -> tuple[int, int]:
    return member.board, member.seq


def signup_refusal(team: Team, board: int) -> str | None:
    """Why a sign-up for ``board`` of ``team`` is refused (Chinese), None when it fits: a board
    from 1; a regular board taken; more reserves than the regulation allows."""
    if board < 1:
        return f"台次从 1 起：第1台到第{team.boards}台为正式队员，之后为替补"
    if board <= team.boards:
        taken = next((m for m in team.members if m.board == board), None)
        if taken is not None:
            return f"{team.name}第{board}台已由{taken.name}报名，请换一个台次"
        return None
    if len(team.reserves) >= team.max_reserves:
        return f"{team.name}的替补已满（最多 {team.max_reserves} 名）"
    return None


@dataclass(frozen=True)
class LineupRules:
    """The regulation's line-up rules: ``fixed`` (the sign-up order every round, no line-up
    per round), ``keep_order`` (台次不得颠倒), ``min_women`` (at least that many women in a
    line-up), ``age_bands`` (board -> (youngest, oldest) age allowed, None: open)."""

    fixed: bool = False
    keep_order: bool = True
    min_women: int = 0
    age_bands: Mapping[int, tuple[int | None, int | None]] = field(default_factory=dict)


def _age_band_text(band: tuple[int | None, int | None]) -> str:
    low, high = band
    if low is not None and high is not None:
        return f"{low}–{high} 岁"
    if high is not None:
        return f"{high} 岁及以下"
    return f"{low} 岁及以上"


def check_lineup(team: Team, lineup: Sequence[int], rules: LineupRules) -> list[str]:
    """Why ``lineup`` (seqs, board 1 first) cannot be played (Chinese sentences, empty when it
    can), in this order: the count; a player twice; a player not of the team; 台次不得颠倒; the
    women; the age bands."""
    problems: list[str] = []
    if len(lineup) != team.boards:
        return [
            f"{team.name}的出场名单应为 {team.boards} 人（第1台到第{team.boards}台各一人），"
            f"这里写了 {len(lineup)} 人"
        ]
    seen: set[int] = set()
    for seq in lineup:
        if seq in seen:
            problems.append(f"{seq}号在出场名单中出现了两次")
        seen.add(seq)
    members = []
    for seq in lineup:
        member = team.member(seq)
        if member is None:
            problems.append(f"{seq}号不是{team.name}的队员")
        else:
            members.append(member)
    if problems:
        return problems
    if rules.keep_order:
        for i in range(1, len(members)):
            above, below = members[i - 1], members[i]
            if below.board <= above.board:
                problems.append(
                    f"台次不得颠倒：第{i}台{above.name}报名台次为{above.board}，"
                    f"第{i + 1}台{below.name}报名台次为{below.board}，"
                    "出场台次须按报名台次由小到大排列"
                )
    women = sum(1 for m in members if m.woman)
    if women < rules.min_women:
        problems.append(f"{team.name}出场至少要有 {rules.min_women} 名女棋手，这里只有 {women} 名")
    for board, member in enumerate(members, start=1):
        band = rules.age_bands.get(board)
        if band is None:
            continue
        low, high = band
        if member.age is None:
            problems.append(f"第{board}台限 {_age_band_text(band)}：{member.name}没有登记年龄")
        elif (low is not None and member.age < low) or (high is not None and member.age > high):
            problems.append(f"第{board}台限 {_age_band_text(band)}：{member.name} {member.age} 岁")
    return problems


def lineup_for_round(
    team: Team, round_no: int, given: Mapping[int, Sequence[int]], rules: LineupRules
) -> tuple[int, ...]:
    """The line-up ``team`` plays in round ``round_no``: the registered order when the line-up
    is ``fixed``; else the one ``given`` for that round (round -> seqs); else the last one given
    before it; else the registered order."""
    if not rules.fixed:
        for r in range(round_no, 0, -1):
            if r in given:
                return tuple(given[r])
    return team.registered_lineup()
