"""The team event's format object (``kind = "team"``): seating by the team round robin or the
team Swiss, the standings, the JSON ``teams`` and the round's tables as matches."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from engine import berger
from engine.numbers import decimal_text
from engine.standings import Standings
from engine.swiss.pairing import PairingError
from engine.teams.lineup import Team
from engine.teams.match import TeamMatch
from engine.teams.pairing import pair_team_round, round_robin_fixtures
from engine.teams.record import Fixture, TeamRecord
from engine.teams.tables import table_json

from ..base import BracketData, Facts, Format, FormatError, RoundField
from ..knockout_views import bracket_json, bracket_tree
from . import knockout as ko
from .prizes import team_prizes
from .results import DECIDER_TEXT, TeamResult, TeamResults
from .roster import lineup, makeup_problems, teams_of
from .schema import bye_rule, colour_rule, game_points, match_scoring, spec
from .signups import TeamSignups
from .standings import TeamStandings, standings
from .words import TeamWords

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def round_one_teams(history: Mapping[int, Sequence[Sequence[int]]], boards: int) -> int | None:
    """How many teams round 1 seated (a match table holds two, a bye one); None before it."""
    if 1 not in history:
        return None
    return sum(2 if len(t) == 2 * boards else 1 for t in history[1])


class TeamEvent(Format[TeamResult]):
    """A team event on boards (团体赛): the teams are the sign-ups' teams; each round pairs them
    (round robin or Swiss) and seats every match as one table of both line-ups."""

    kind = "team"
    seats_everyone = False  # the reserves out of a round's line-up sit it out

    def __init__(self) -> None:
        self.words = TeamWords(self)
        self.results = TeamResults(self)
        self.signups = TeamSignups(self)

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        """A Swiss: its ``rounds``; a knockout: log2 ``size``; a round robin: n − 1 a cycle for
        the n teams of round 1."""
        s = spec(reg)
        if s.system != "round_robin":
            return s.planned_rounds
        teams = round_one_teams(history, s.boards)
        return None if teams is None else berger.cycle_rounds(teams) * s.cycles

    def report_refusal(self, reg: Regulation, seats: int, seat: int) -> str | None:
        """Only the captains report and confirm a match: each team's board 1 of the round (seat
        0 the first-named team's, seat n the other's); the regulation names no other captain."""
        n = spec(reg).boards
        if seats != 2 * n or seat in (0, n):
            return None
        return (
            "团体赛每场由双方队长（本轮第1台）报分和确认：一方队长 /报分 "
            f"{self.words.result_example(reg)}（从先列队伍一方看），另一方队长 /确认。"
        )

    def seating_refusal(self, reg: Regulation, field: RoundField) -> str | None:
        """Round 1: a team not complete (a board nobody signed up for) cannot be seated; later
        a team short of a regular (withdrawn) plays whom its line-up names (``seat``)."""
        s = spec(reg)
        teams = teams_of(reg, field.players)
        short = [t.name for t in teams.values() if not t.complete]
        if short and not field.history:
            return (
                f"队伍{'、'.join(short)}的第1台到第{s.boards}台没有报满，无法编排："
                "请补报或让该队退赛（/截止报名 会列出未报满的队伍）。"
            )
        if len(teams) < 2:
            return f"团体赛至少需要 2 支队伍，现在只有 {len(teams)} 支，无法编排。"
        if s.system == "knockout" and not field.history:
            return ko.field_refusal(reg, len(teams))
        return None

    def swap_blocks(self, reg: Regulation, seats: int) -> list[range]:
        """``/对调`` moves whole teams: each team's line-up of ``boards`` seats."""
        n = spec(reg).boards
        return [range(k, min(k + n, seats)) for k in range(0, seats, n)]

    def pairing_problems(
        self,
        reg: Regulation,
        field: RoundField,
        tables: Sequence[Sequence[int]],
        drawn: Sequence[Sequence[int]],
    ) -> list[str]:
        """Two teams that met in an earlier round meet again (the matches as pairs of teams); a
        round robin's or a knockout's match that its own table (Berger, the bracket) does not
        have."""
        s = spec(reg)
        n = s.boards
        team = {p.seq: p.group or "" for p in field.players}

        def matches(round_tables: Sequence[Sequence[int]]) -> list[tuple[str, str]]:
            return [
                (team.get(t[0], ""), team.get(t[n], "")) for t in round_tables if len(t) == 2 * n
            ]

        met = {frozenset(m) for past in field.history.values() for m in matches(past)}
        out = [
            f"第{k}桌 {a} 与 {b} 已经交过手（重复对局）"
            for k, (a, b) in enumerate(matches(tables), start=1)
            if frozenset((a, b)) in met
        ]
        if s.system == "swiss":
            return out
        plan = {frozenset(m) for m in matches(self.seat(reg, field))}
        what = "贝格尔编排表" if s.system == "round_robin" else "签表"
        return out + [
            f"第{k}桌 {a} 对 {b} 不是{what}第{field.number}轮的对阵"
            for k, (a, b) in enumerate(matches(tables), start=1)
            if frozenset((a, b)) not in plan
        ]

    def takes_late_entries(self, reg: Regulation) -> bool:
        """A knockout's bracket is drawn once: no team joins after round 1 is seated."""
        return spec(reg).system != "knockout"

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        """Round ``field.number``'s matches: the first-named team's line-up then the other's (a
        bye: the team's line-up alone, last)."""
        refusal = self.seating_refusal(reg, field)
        if refusal is not None:
            raise FormatError(refusal)
        s = spec(reg)
        teams = teams_of(reg, field.players)
        lineups: dict[int, tuple[int, ...]] = {}
        for team in teams.values():
            played = lineup(reg, team, field.number, field.players)
            active = {p.seq for p in field.players}
            if len(played) != s.boards or not set(played) <= active:
                raise FormatError(
                    f"{team.name}第{field.number}轮的出场名单不足 {s.boards} 人（有队员已退赛）："
                    f"请队长或组委先 /出场 {team.name} <第1台> … <第{s.boards}台>"
                )
            problems = makeup_problems(reg, team, played)
            if problems:
                fix = (
                    "请组委调整该队的报名台次"
                    if s.fixed_order
                    else f"请队长或组委先 /出场 {team.name} <第1台> … <第{s.boards}台>"
                )
                raise FormatError(
                    f"{team.name}第{field.number}轮的出场名单不符合组队要求："
                    + "；".join(problems)
                    + f"。{fix}"
                )
            lineups[team.seq] = played
        if s.system == "knockout":
            return self._knockout_tables(reg, field, teams, lineups)
        fixtures = self._fixtures(reg, field, teams)
        matches = [
            [*lineups[f.first], *lineups[f.second]] for f in fixtures if f.second is not None
        ]
        byes = [list(lineups[f.first]) for f in fixtures if f.second is None]
        return matches + byes

    def _knockout_tables(
        self,
        reg: Regulation,
        field: RoundField,
        teams: Mapping[int, Team],
        lineups: Mapping[int, tuple[int, ...]],
    ) -> list[list[int]]:
        """A knockout round: round 1 the drawn bracket in line order (a bye: the team's line-up
        alone, in its place); later the next round's ties of the bracket (knockout.py)."""
        if field.number == 1:
            bracket = ko.draw(reg, list(teams), field.seed)
            out: list[list[int]] = []
            for position in range(bracket.size // 2):
                a, b = bracket.slots[2 * position : 2 * position + 2]
                if a is not None and b is not None:
                    out.append([*lineups[a], *lineups[b]])
                elif (alone := a if a is not None else b) is not None:
                    out.append(list(lineups[alone]))
            return out
        table = field.standings
        bracket_now = table.knockout if isinstance(table, TeamStandings) else None
        progress = bracket_now.progress if bracket_now is not None else None
        if progress is None or progress.next_round is None:
            if progress is not None and progress.finished:
                raise FormatError("淘汰赛已经全部结束。")
            raise FormatError(
                "上一轮还有场次没分出胜负，不能编排下一轮：战平而未录入加赛局的，"
                "先 /撤销 结束本轮，再 /录入 <桌> 加赛 <胜|和|负>，然后 /结束本轮。"
            )
        nxt = progress.next_round
        if nxt.number != field.number:
            raise FormatError(f"应编排第{nxt.number}轮，而不是第{field.number}轮。")
        missing = [q for t in nxt.ties for q in t.seats if q not in lineups]
        if missing:
            raise FormatError("晋级的队伍已全部退赛，无法编排：请组委裁定。")
        tables = [[*lineups[t.seats[0]], *lineups[t.seats[1]]] for t in nxt.ties]
        return tables + [list(lineups[q]) for q in nxt.byes if q in lineups]

    def _fixtures(
        self, reg: Regulation, field: RoundField, teams: Mapping[int, Team]
    ) -> list[Fixture]:
        s = spec(reg)
        order = list(teams)
        if s.system == "round_robin":
            seated = round_one_teams(field.history, s.boards)
            if seated is not None and seated != len(order):
                raise FormatError(
                    f"循环赛第1轮有 {seated} 支队伍，现在是 {len(order)} 支："
                    "循环开始后队伍不能增减。"
                )
            try:
                return round_robin_fixtures(order, field.number, s.cycles)
            except ValueError as exc:
                raise FormatError(f"无法编排第{field.number}轮：{exc}。") from exc
        previous = field.standings
        records: Mapping[int, TeamRecord] = {}
        ranked = order
        if isinstance(previous, TeamStandings):
            records = previous.records
            ranked = [row.seq for row in previous.ranked if row.seq in teams]
            ranked += [seq for seq in order if seq not in ranked]
        field_records = [records.get(seq, TeamRecord(seq)) for seq in ranked]
        try:
            pairing = pair_team_round(
                field_records,
                bye=bye_rule(reg),
                rng=random.Random(f"team-swiss:{field.seed}:{field.number}"),
            )
        except PairingError as exc:
            raise FormatError(f"无法编排第{field.number}轮：{exc}") from exc
        return pairing.fixtures

    def standings(self, reg: Regulation, facts: Facts[TeamResult], after_round: int) -> Standings:
        """The teams ranked by the chain, the players' rows by board points (standings.py)."""
        return standings(reg, facts, after_round)

    def table_json(
        self,
        reg: Regulation,
        number: int,
        table: int,
        seats: Sequence[int],
        groups: Sequence[str | None],
        result: TeamResult | None,
    ) -> dict[str, object] | None:
        """The contract's match: ``teams``, ``boards`` (``seats[0]`` moves first on the board,
        every ``result`` from the first-named team's side), the board string and the match
        points by team (engine/teams/tables.py); a bye: the one team, its boards, 轮空 and its
        bye points."""
        s = spec(reg)
        n = s.boards
        names = [g or "" for g in groups]
        if len(seats) == n:
            name = names[0] if names else ""
            return {
                "teams": [name],
                "boards": [
                    {"board": i + 1, "seats": [seq], "result": None} for i, seq in enumerate(seats)
                ],
                "result": self.results.result_text(TeamResult(TeamMatch(()), True)),
                "points": {name: decimal_text(bye_rule(reg).match_points)},
            }
        if len(seats) != 2 * n:
            return None
        match = result.match if result is not None and not result.bye else TeamMatch.empty(n)
        shown = table_json(
            table,
            (names[0], names[n]),
            (seats[:n], seats[n:]),
            match,
            round_no=number,
            colours=colour_rule(reg),
            points=game_points(reg),
            scoring=match_scoring(reg),
        )
        out = {k: v for k, v in shown.items() if k != "table"}
        if s.system == "knockout" and s.decider == "board":
            decider = result.decider if result is not None else None
            out["decider"] = {
                "board": s.decider_board,
                "seats": list(ko.decider_seats(reg, seats, number)),
                "result": None if decider is None else DECIDER_TEXT[decider],
            }
            if result is not None and decider is not None:
                out["result"] = self.results.result_text(result)
        return out

    def extra_standings(self, reg: Regulation, standings: Standings) -> dict[str, object]:
        """``teams``: the contract's team rows in ranking order; ``board_prizes``: the 台次奖
        table as it stands."""
        if not isinstance(standings, TeamStandings):
            return {}
        out: dict[str, object] = {
            "teams": [dict(row) for row in standings.teams],
            "board_prizes": [dict(row) for row in standings.board_prizes],
        }
        if standings.knockout is not None:
            out["knockout"] = bracket_json(standings.knockout)
        return out

    def bracket(self, reg: Regulation, standings: Standings) -> BracketData | None:
        """A knockout's tree of teams (``knockout_views.bracket_tree``; a seat is a team's
        number, ``names`` its name)."""
        if not isinstance(standings, TeamStandings) or standings.knockout is None:
            return None
        tree = bracket_tree(
            standings.knockout,
            draw_text=ko.draw_text(reg, standings.knockout.bracket),
            seat_labels=("先列队", "后列队"),
        )
        if tree is not None:
            tree["title"] = "团体淘汰赛"
            tree["names"] = {seq: name for seq, name in standings.knockout.names.items()}
        return tree

    def prize_rows(self, reg: Regulation, standings: Standings) -> list[dict[str, object]] | None:
        """The prizes by the teams' places (the prize table, ``team_prizes``), then the board
        prizes (台次奖), once the last round is closed; none before (a player's place in the rows
        is no prize of a team event)."""
        if not isinstance(standings, TeamStandings) or not standings.final:
            return []
        return team_prizes(reg, standings) + [dict(row) for row in standings.board_prizes]


FORMAT = TeamEvent()
