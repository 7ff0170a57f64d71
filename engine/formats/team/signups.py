"""A team event's sign-ups: a player of a team on a board (台次); a team is complete when every
board 1..boards has a sign-up; at most ``reserves`` reserves (台次 boards+1 …)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from engine.teams.lineup import check_lineup

from ..base import FormatError, PlayerFacts
from ..signups import SignupRules
from .results import TeamResult
from .roster import LINEUPS, board_of, makeup_problems, teams_of
from .schema import lineup_rules, spec

USAGE = "/出场 <队伍> <第1台选手> <第2台选手> …，例如：/出场 深圳一队 3 1 2 5"

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class TeamSignups(SignupRules[TeamResult]):
    """Sign-ups by team and board (module docstring)."""

    checks_signups = True

    def signup_problems(
        self,
        reg: Regulation,
        candidate: PlayerFacts,
        others: Sequence[PlayerFacts],
        match_day: date | None,
    ) -> list[str]:
        """A team and a 台次 from 1 to boards + reserves, a board not taken, the reserves not
        full."""
        s = spec(reg)
        top = s.boards + s.reserves
        board = board_of(candidate.fields)
        if not candidate.group:
            return ["团体赛报名要写队伍，例如：报名 张三 12345678 队伍 深圳一队 台次 2"]
        if board is None or not 1 <= board <= top:
            reserve = (
                (f"，{s.boards + 1}–{top} 为替补" if s.reserves > 1 else f"，{top} 为替补")
                if s.reserves
                else ""
            )
            return [
                f"台次应为 1 到 {top}（1–{s.boards} 为正式台次{reserve}），"
                f"例如：队伍 {candidate.group} 台次 2"
            ]
        names = {p.seq: p.name for p in others}
        team = next(
            (t for t in teams_of(reg, others, names).values() if t.name == candidate.group), None
        )
        if team is None:
            return []
        taken = next((m for m in team.members if m.board == board), None)
        if taken is not None:
            return [f"{team.name}第{board}台已由{taken.name}（序号 {taken.seq}）报名，请换一个台次"]
        if board > s.boards and len(team.reserves) >= s.reserves:
            return [f"{team.name}的替补已满（最多 {s.reserves} 名）"]
        return []

    def lineup_problems(
        self, reg: Regulation, players: Sequence[PlayerFacts], match_day: date | None
    ) -> list[str]:
        """The teams whose boards are not all signed up for; a complete team whose registered
        order breaks the make-up (women, age bands): its captain gives a line-up that keeps it
        (``/出场``), or, the order fixed, the organisers change its sign-ups."""
        problems = [text for _, text, _ in self.unfinished(reg, players)]
        s = spec(reg)
        names = {p.seq: p.name for p in players}
        for team in teams_of(reg, players, names).values():
            if not team.complete:
                continue
            wrong = makeup_problems(reg, team, team.registered_lineup())
            if not wrong:
                continue
            fix = (
                "请组委调整该队的报名台次"
                if s.fixed_order
                else f"请队长 /出场 {team.name} <第1台> … <第{s.boards}台>"
            )
            problems.append(
                f"{team.name}按报名台次出场不符合组队要求：" + "；".join(wrong) + f"（{fix}）"
            )
        return problems

    def unfinished(
        self, reg: Regulation, players: Sequence[PlayerFacts]
    ) -> list[tuple[str, str, list[int]]]:
        """The teams that cannot play: (name, what is missing, their sign-ups' seqs)."""
        s = spec(reg)
        out = []
        for team in teams_of(reg, players).values():
            if team.complete:
                continue
            have = {m.board for m in team.members}
            missing = [str(b) for b in range(1, s.boards + 1) if b not in have]
            out.append(
                (
                    team.name,
                    f"{team.name}未报满：缺第{'、'.join(missing)}台",
                    sorted(m.seq for m in team.members),
                )
            )
        return out

    def given_lineup(
        self,
        reg: Regulation,
        players: Sequence[PlayerFacts],
        team: str,
        seqs: Sequence[int],
        round_number: int,
        by: int | None,
    ) -> tuple[dict[int, dict[str, object]], str]:
        """The team's line-up for the round, by its captain (board 1) or an organiser, checked
        by ``check_lineup`` (the count, twice, a stranger, 台次不得颠倒, the make-up); stored as
        each member's ``lineups`` field (``{"<round>": board}``, the round's key removed from
        the others)."""
        rules = lineup_rules(reg)
        if rules.fixed:
            raise FormatError("本赛事按报名台次固定出场，不需要也不能提交出场名单。")
        names = {p.seq: p.name for p in players}
        found = next((t for t in teams_of(reg, players, names).values() if t.name == team), None)
        if found is None:
            known = "、".join(t.name for t in teams_of(reg, players).values()) or "无"
            raise FormatError(f"没有队伍「{team}」（现有：{known}）。格式：{USAGE}")
        if by is not None and by != found.captain:
            raise FormatError(
                f"只有{found.name}的队长（报名第1台）或组委可以提交{found.name}的出场名单。"
            )
        problems = check_lineup(found, seqs, rules)
        if problems:
            raise FormatError("出场名单未登记：" + "；".join(problems) + f"。格式：{USAGE}")
        board_of_seq = {seq: i for i, seq in enumerate(seqs, start=1)}
        key = str(round_number)
        out: dict[int, dict[str, object]] = {}
        for p in players:
            if found.member(p.seq) is None:
                continue
            stored = p.fields.get(LINEUPS)
            given = dict(stored) if isinstance(stored, dict) else {}
            given.pop(key, None)
            if p.seq in board_of_seq:
                given[key] = board_of_seq[p.seq]
            out[p.seq] = {**p.fields, LINEUPS: given}
        shown = "，".join(
            f"第{i}台 {names.get(seq, seq)}({seq})" for i, seq in enumerate(seqs, start=1)
        )
        return out, f"{found.name}第{round_number}轮出场名单：{shown}。"
