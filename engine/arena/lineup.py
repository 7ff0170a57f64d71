"""Line-ups of the two teams (seed 004 七(一), 七(二), 八(六)): sign-up checks, the check at the
close of sign-up, the playing order, and substitutes (替补).

A team member is a ``Member``: sign-up seq, team name, number (``"6"`` … ``"1"`` or the champion
``"擂主"``; ``None`` for a registered substitute), gender ``"男"``/``"女"`` (as
``engine.signup.parse_gender`` writes it) and an optional birth date. Every check returns the
problems as Chinese sentences (an empty list: all is well).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Protocol

from engine.arena.ladder import FinishedBout, Substitution, TeamLineup, ladder_state

WOMAN, MAN = "女", "男"


@dataclass(frozen=True)
class Member:
    """A team member: ``number`` None for a registered substitute (替补, 七(二)3)."""

    seq: int
    team: str
    number: str | None
    gender: str
    birth: date | None = None
    name: str = ""

    @property
    def label(self) -> str:
        """How messages name the member: ``张三（#12）`` or ``#12``."""
        return f"{self.name}（#{self.seq}）" if self.name else f"#{self.seq}"


class LineupSettings(Protocol):
    """What ``LineupRules.of`` reads: the regulation's ``format`` (an ``ArenaFormat``)."""

    @property
    def teams(self) -> Sequence[str]: ...
    @property
    def challenger_numbers(self) -> Sequence[str]: ...
    @property
    def champion(self) -> str: ...
    @property
    def min_women(self) -> int: ...
    @property
    def first_number_must_be_woman(self) -> bool: ...
    @property
    def substitutes_max(self) -> int: ...
    @property
    def substitutes_same_gender(self) -> bool: ...


@dataclass(frozen=True)
class LineupRules:
    """The line-up parameters (regulation ``format``; the defaults are seed 004): ``teams`` in
    order (the first-named first), ``challenger_numbers`` in playing order and the ``champion``
    (八(六)), ``min_women`` a team (七(二)2), No. 6 a woman (八(六)), ``substitutes_max`` of the
    same gender (七(二)3), age ``min_age``–``max_age`` on the match day (七(一)1; not in the
    schema, so a parameter here)."""

    teams: tuple[str, ...] = ("四川", "重庆")
    challenger_numbers: tuple[str, ...] = ("6", "5", "4", "3", "2", "1")
    champion: str = "擂主"
    min_women: int = 2
    first_number_must_be_woman: bool = True
    substitutes_max: int = 2
    substitutes_same_gender: bool = True
    min_age: int | None = 14
    max_age: int | None = 65

    @classmethod
    def of(
        cls, fmt: LineupSettings, min_age: int | None = 14, max_age: int | None = 65
    ) -> LineupRules:
        """The rules of a regulation's ``format`` (an ArenaFormat or anything shaped like it)."""
        return cls(
            teams=tuple(fmt.teams),
            challenger_numbers=tuple(fmt.challenger_numbers),
            champion=fmt.champion,
            min_women=fmt.min_women,
            first_number_must_be_woman=fmt.first_number_must_be_woman,
            substitutes_max=fmt.substitutes_max,
            substitutes_same_gender=fmt.substitutes_same_gender,
            min_age=min_age,
            max_age=max_age,
        )

    @property
    def numbers(self) -> tuple[str, ...]:
        """Every number in playing order: challengers high to low, the champion last (八(六))."""
        return (*self.challenger_numbers, self.champion)

    def number_text(self, number: str) -> str:
        """``6号`` or ``擂主``."""
        return number if number == self.champion else f"{number}号"


DEFAULT_LINEUP_RULES = LineupRules()


def age_on(birth: date, day: date) -> int:
    """Age in completed years (周岁) on ``day``; someone born on 29 February has a birthday on
    1 March in other years."""
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def age_problem(
    member: Member, match_day: date | None, rules: LineupRules = DEFAULT_LINEUP_RULES
) -> str | None:
    """七(一)1 年满14周岁以上65周岁以下: with a birth date and a match day, the age in completed
    years on the match day must lie in [min_age, max_age] (both included: 以上/以下 include the
    number); no birth date, no check (the preset does not require the field)."""
    if member.birth is None or match_day is None:
        return None
    age = age_on(member.birth, match_day)
    low_ok = rules.min_age is None or age >= rules.min_age
    high_ok = rules.max_age is None or age <= rules.max_age
    if low_ok and high_ok:
        return None
    bounds = "、".join(
        text
        for text in (
            f"年满 {rules.min_age} 周岁" if rules.min_age is not None else "",
            f"不超过 {rules.max_age} 周岁" if rules.max_age is not None else "",
        )
        if text
    )
    return (
        f"{member.label} 出生于 {member.birth.isoformat()}，比赛日 {match_day.isoformat()} 时 "
        f"{age} 周岁；"
        f"参赛须{bounds}。"
    )


def _member_problems(member: Member, rules: LineupRules) -> list[str]:
    """A member's own problems: unknown team, unknown number, a man as No. 6."""
    problems = []
    if member.team not in rules.teams:
        problems.append(
            f"{member.label} 的队伍「{member.team}」不是本赛事的队伍，可写："
            f"{'、'.join(rules.teams)}（如 队伍 {rules.teams[0]}）"
        )
    if member.gender not in (WOMAN, MAN):
        problems.append(f"{member.label} 的性别「{member.gender}」看不懂，请写 性别 男 或 性别 女")
    if member.number is not None and member.number not in rules.numbers:
        problems.append(
            f"{member.label} 的编号「{member.number}」不对，可写："
            f"{'、'.join(rules.numbers)}（如 编号 6）"
        )
    if (
        rules.first_number_must_be_woman
        and rules.challenger_numbers
        and member.number == rules.challenger_numbers[0]
        and member.gender == MAN
    ):
        first = rules.number_text(rules.challenger_numbers[0])
        problems.append(
            f"{member.label} 是男子棋手，不能报 {first}：首轮两队以 {first} 对阵，须为女子棋手。"
        )
    return problems


def signup_problems(
    candidate: Member,
    members: Sequence[Member],
    match_day: date | None = None,
    rules: LineupRules = DEFAULT_LINEUP_RULES,
) -> list[str]:
    """Why a sign-up is refused at once (七(一)1, 七(二), 八(六)): an unknown team or number, a
    number already taken in that team (numbers cannot change), a man as No. 6, an age outside
    14–65 on the match day where a birth date is given, a third substitute. ``members``: the
    sign-ups accepted so far (the candidate's own earlier sign-up, same seq, is ignored)."""
    problems = _member_problems(candidate, rules)
    others = [m for m in members if m.seq != candidate.seq and m.team == candidate.team]
    if candidate.number is not None:
        taken = next((m for m in others if m.number == candidate.number), None)
        if taken is not None:
            problems.append(
                f"{candidate.team}的{rules.number_text(candidate.number)}已由 {taken.label} 报名，"
                "编号一经确定不可更改；"
                f"请报本队还空着的编号：{'、'.join(_free_numbers(others, rules)) or '（已满）'}"
            )
    else:
        subs = [m for m in others if m.number is None]
        if len(subs) >= rules.substitutes_max:
            problems.append(
                f"{candidate.team}已报 {len(subs)} 名替补，每队最多 {rules.substitutes_max} 名。"
            )
    age = age_problem(candidate, match_day, rules)
    if age:
        problems.append(age)
    return problems


def _free_numbers(team_members: Sequence[Member], rules: LineupRules) -> list[str]:
    taken = {m.number for m in team_members}
    return [n for n in rules.numbers if n not in taken]


def lineup_problems(
    members: Sequence[Member],
    match_day: date | None = None,
    rules: LineupRules = DEFAULT_LINEUP_RULES,
) -> list[str]:
    """Every problem of the two line-ups when sign-up closes (七(二)1–3, 八(六), 七(一)1): per team
    every number 6..1 and 擂主 taken exactly once, No. 6 a woman, at least ``min_women`` women
    among the numbered players, at most ``substitutes_max`` substitutes; each member's team,
    number and age; no sign-up seq twice."""
    problems: list[str] = []
    seqs = [m.seq for m in members]
    for seq in sorted({s for s in seqs if seqs.count(s) > 1}):
        problems.append(f"#{seq} 报名了不止一次")
    for member in members:
        problems.extend(_member_problems(member, rules))
        age = age_problem(member, match_day, rules)
        if age:
            problems.append(age)
    for team in rules.teams:
        team_members = [m for m in members if m.team == team]
        numbered = [m for m in team_members if m.number in rules.numbers]
        for number in rules.numbers:
            holders = [m for m in numbered if m.number == number]
            if len(holders) > 1:
                problems.append(
                    f"{team}的{rules.number_text(number)}有 {len(holders)} 人："
                    f"{'、'.join(m.label for m in holders)}，每个编号只能一人"
                )
        missing = [
            rules.number_text(n) for n in rules.numbers if not any(m.number == n for m in numbered)
        ]
        if missing:
            problems.append(
                f"{team}应有 {len(rules.challenger_numbers)} 名攻擂棋手和 1 名{rules.champion}，"
                f"还缺：{'、'.join(missing)}"
            )
        women = sum(1 for m in numbered if m.gender == WOMAN)
        if women < rules.min_women:
            problems.append(
                f"{team}的出场棋手中只有 {women} 名女子棋手，每队至少 {rules.min_women} 名"
            )
        subs = [m for m in team_members if m.number is None]
        if len(subs) > rules.substitutes_max:
            problems.append(f"{team}报了 {len(subs)} 名替补，每队最多 {rules.substitutes_max} 名")
    return problems


def team_lineups(
    members: Sequence[Member], rules: LineupRules = DEFAULT_LINEUP_RULES
) -> tuple[TeamLineup, TeamLineup]:
    """The two teams' playing orders (八(六): 6, 5, …, 1, 擂主), the first-named team first.
    ValueError (Chinese) while a number is missing or held twice."""
    lineups = []
    for team in rules.teams:
        order = []
        for number in rules.numbers:
            holders = [m.seq for m in members if m.team == team and m.number == number]
            if len(holders) != 1:
                raise ValueError(
                    f"{team}的{rules.number_text(number)}"
                    f"{'没有人' if not holders else '不止一人'}，出场名单不完整"
                )
            order.append(holders[0])
        lineups.append(TeamLineup(team, tuple(order)))
    return lineups[0], lineups[1]


def place_holders(
    members: Sequence[Member],
    substitutions: Sequence[Substitution],
    rules: LineupRules = DEFAULT_LINEUP_RULES,
) -> dict[int, int]:
    """Who holds each numbered place now: the registered player's seq → the current holder's
    seq (a substitute after a substitution, 七(二)3)."""
    holders = {m.seq: m.seq for m in members if m.number in rules.numbers}
    for sub in sorted(substitutions, key=lambda s: s.from_bout):
        for place, holder in holders.items():
            if holder == sub.outgoing:
                holders[place] = sub.incoming
    return holders


def substitution_problems(
    outgoing: int,
    incoming: int,
    members: Sequence[Member],
    substitutions: Sequence[Substitution] = (),
    bouts: Sequence[FinishedBout] = (),
    playing: Collection[int] = (),
    match_day: date | None = None,
    rules: LineupRules = DEFAULT_LINEUP_RULES,
) -> list[str]:
    """Why ``incoming`` may not replace ``outgoing`` (七(二)3 各队可报2名替补，仅能同性别替补):
    ``outgoing`` must hold a place now (a numbered player or a substitute who took one) and not be
    out (lost a bout) nor in a bout under way (``playing``: the seqs of a bout with games already
    recorded); ``incoming`` a registered substitute of the same team, not yet used, of the same
    gender, of age where a birth date is given; at most ``substitutes_max`` substitutions a team;
    none once the match is over. Empty list: the substitution is allowed."""
    by_seq = {m.seq: m for m in members}
    out_member, in_member = by_seq.get(outgoing), by_seq.get(incoming)
    if out_member is None:
        return [f"#{outgoing} 不是本赛事的棋手"]
    if in_member is None:
        return [f"#{incoming} 不是本赛事的棋手：替补须先报名（编号写 替补）"]
    problems: list[str] = []
    holders = place_holders(members, substitutions, rules)
    if outgoing not in holders.values():
        problems.append(f"{out_member.label} 现在不在{out_member.team}的出场名单上，不能被替换")
    if in_member.team != out_member.team:
        problems.append(
            f"{in_member.label} 是{in_member.team}的棋手，只能替补本队（{out_member.team}）"
        )
    if in_member.number is not None:
        problems.append(
            f"{in_member.label} 是{in_member.team}的{rules.number_text(in_member.number)}，"
            "不是替补棋手"
        )
    if any(s.incoming == incoming for s in substitutions):
        problems.append(f"{in_member.label} 已经替补上场过一次")
    if rules.substitutes_same_gender and in_member.gender != out_member.gender:
        problems.append(
            f"只能同性别替补：{out_member.label} 是{out_member.gender}子棋手，{in_member.label} "
            f"是{in_member.gender}子棋手"
        )
    used = sum(
        1
        for s in substitutions
        if by_seq.get(s.outgoing) and by_seq[s.outgoing].team == out_member.team
    )
    if used >= rules.substitutes_max:
        problems.append(
            f"{out_member.team}已替补 {used} 次，每队最多 {rules.substitutes_max} 名替补"
        )
    losers = {b.loser for b in bouts}
    if outgoing in losers:
        problems.append(f"{out_member.label} 已经输掉一轮出局，不需要替补")
    if outgoing in playing:
        problems.append(
            f"{out_member.label} 正在进行的这一轮已有对局结果，不能中途替换；请在这一轮结束后再替补"
        )
    age = age_problem(in_member, match_day, rules)
    if age:
        problems.append(age)
    try:
        state = ladder_state(team_lineups(members, rules), bouts, substitutions)
    except ValueError:
        state = None
    if state is not None and state.result is not None:
        problems.append("比赛已经结束，不能再替补")
    return problems
