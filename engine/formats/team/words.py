"""What a team event says: 团体赛, the boards' seats, who reports, the teams under the standings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.standings import Standings
from engine.tiebreaks import label

from ..words import Words
from .prizes import prize_lines, team_prizes
from .results import TeamResult, example
from .schema import spec
from .standings import TeamStandings

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class TeamWords(Words[TeamResult]):
    """A team event's words (module docstring)."""

    name = "团体赛"
    total_label = "局分"
    first_seat_label = "第1台"

    def seat_words(self, reg: Regulation, seats: int) -> list[str]:
        """先列第1台 … 先列第n台, 后列第1台 … (a bye: 第1台 …)."""
        boards = spec(reg).boards
        if seats == 2 * boards:
            return [f"先列第{i}台" for i in range(1, boards + 1)] + [
                f"后列第{i}台" for i in range(1, boards + 1)
            ]
        return [f"第{i}台" for i in range(1, seats + 1)]

    def result_example(self, reg: Regulation) -> str:
        return example(spec(reg).boards)

    def report_hint(self, reg: Regulation) -> str:
        return (
            f"每场由一方队长（本轮第1台）报分：/报分 {self.result_example(reg)}"
            "（从先列队伍一方看，第1台起每台一个结果；也可逐台报 /报分 第2台 和），"
            "另一方队长 /确认 或 /异议；裁判可逐台 /录入 <桌> 第2台 和。"
            "第1台先列队伍先走，第2台对方先走，依次交替。"
        ) + self.decider_hint(reg)

    def decider_hint(self, reg: Regulation) -> str:
        """A knockout: what decides a drawn match (empty otherwise)."""
        s = spec(reg)
        if s.system != "knockout":
            return ""
        if s.decider == "count_back":
            return "两队局分相同按台次逐台比较（第1台起，先分出胜负的一台定胜负）。"
        if s.decider == "lots":
            return "两队局分相同抽签决定晋级。"
        draw = "，和棋由后走方胜出" if s.armageddon else ""
        return (
            f"两队局分相同须加赛：第{s.decider_board}台双方换先加赛一盘{draw}，"
            f"由裁判 /录入 <桌> {self.result_example(reg)} 加赛 胜（或 和、负，从先列队伍一方看）。"
        )

    def cutoff_text(self, reg: Regulation) -> str:
        return "未录入的台按和棋计"

    def standings_notes(self, reg: Regulation, standings: Standings) -> list[str]:
        """The teams' ranking (团体名次) under the players' lines."""
        if not isinstance(standings, TeamStandings) or not standings.teams:
            return []
        lines = ["团体名次："]
        chain = [n for n in spec(reg).tiebreaks if n not in ("match_points", "team_lots")]
        for row in standings.teams:
            ties = row.get("tiebreaks")
            shown = ""
            if isinstance(ties, dict):
                shown = "　".join(
                    f"{label(n)} {ties[n]}" for n in chain if n in ties and n != "board_points"
                )
            lines.append(
                f"{row['rank']}. {row['name']}　场分 {row['total']}　局分 {row['board_points']}"
                + (f"　{shown}" if shown else "")
            )
        return lines

    def player_lines(self, reg: Regulation, standings: Standings, seq: int) -> list[str]:
        """His board results round by round (``TeamStandings.boards``)."""
        if not isinstance(standings, TeamStandings):
            return []
        lines = standings.boards.get(seq, ())
        return ["各轮台次成绩：" + "；".join(lines)] if lines else []

    def final_lines(self, reg: Regulation, standings: Standings) -> list[str] | None:
        """The final team places and each board's first board prize (台次奖)."""
        if not isinstance(standings, TeamStandings) or not standings.teams:
            return None
        lines = ["团体赛最终名次："] + [
            f"第{row['rank']}名 {row['name']}　场分 {row['total']}　局分 {row['board_points']}"
            for row in standings.teams
        ]
        if standings.final:
            lines += prize_lines(team_prizes(reg, standings))
        firsts = [p for p in standings.board_prizes if p["rank"] == 1]
        if firsts:
            lines.append("台次奖（各台第一）：")
            for p in firsts:
                seq = p["seq"]
                name = standings.players.get(seq, str(seq)) if isinstance(seq, int) else seq
                lines.append(
                    f"第{p['board']}台 {name}({seq})（{p['team']}）{p['points']}分/{p['games']}局"
                )
        return lines
