"""What seed 004 posts and the JSON carries beyond the rows: both pools after a bout, the next
bout or the match result, the final prizes, the JSON ``teams`` and ``ladder``, and the ladder
as the chain of bouts every output draws (``Format.bracket``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from engine.arena import bout as bouts
from engine.arena import ladder, pool
from engine.standings import StandingRow, Standings

from ..base import BracketData, BracketStage, Facts, TableFacts
from ..words import Words
from .lineups import first_team, label, lineups, places, substitutions, team_players
from .results import BoutResult, bout_rules, finished, winner_seat
from .schema import spec
from .standings import ArenaStandings, award_name

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def over(standings: Standings) -> bool:
    """Whether a champion lost (the match is over)."""
    return (
        isinstance(standings, ArenaStandings)
        and standings.state is not None
        and standings.state.result is not None
    )


def standings_notes(reg: Regulation, standings: Standings) -> list[str]:
    """Both pools after the bout, then the next bout or the match result."""
    if not isinstance(standings, ArenaStandings) or standings.state is None:
        return []
    lines = [
        "奖池（浮动基数）："
        + "；".join(f"{p.team} {pool.yuan_text(p.base)}" for p in standings.prizes)
        + f"（另各有基本奖励 {pool.yuan_text(standings.prizes[0].basic)}）"
    ]
    nxt = standings.next
    if isinstance(nxt, ladder.NextBout):
        lines.append(
            f"下一轮（第{nxt.number}轮）：{standings.label(reg, nxt.defender)} 守擂，"
            f"{standings.label(reg, nxt.challenger)} 攻擂。组委发送 /编排 公布对阵。"
        )
        for seq in nxt.table:
            if seq in standings.left:
                lines.append(
                    f"{standings.label(reg, seq)} 已退出比赛："
                    f"组委可 /替补 {seq} <替补选手>（本队同性别替补），"
                    f"或 /编排 后 /弃权 {seq} 判其本轮负。"
                )
    elif isinstance(nxt, ladder.MatchResult):
        lines.append(result_lines(reg, standings)[0])
    return lines


def result_lines(reg: Regulation, st: ArenaStandings) -> list[str]:
    """The match result and both teams' prizes (once a champion lost)."""
    result = st.state.result if st.state is not None else None
    if result is None:
        return []
    teams = st.lineups
    lines = [
        f"比赛结束：{teams[result.winner_team].name} 在第{result.bouts}轮击败"
        f"{teams[result.loser_team].name}擂主，{teams[result.winner_team].name}获胜"
        f"（剩余 {result.remaining[result.winner_team]} 人）。"
    ]
    for p in st.prizes:
        parts = [f"基本 {pool.yuan_text(p.basic)}", f"基数 {pool.yuan_text(p.base)}"]
        if p.encouragement:
            parts.append(f"鼓励奖 {pool.yuan_text(p.encouragement)}")
        if p.streamers:
            who = "、".join(st.label(reg, q) for q in p.streamers)
            parts.append(f"主播 {pool.yuan_text(p.streamer_bonus)}（{who}）")
        total = pool.yuan_text(p.total) if p.total is not None else ""
        lines.append(f"{p.team}奖金 {total}：" + " + ".join(parts))
    named = [a for p in st.prizes for a in p.awards]
    if named:
        lines.append(
            f"{named[0].name}："
            + "、".join(st.label(reg, a.seq) for a in named if a.seq is not None)
        )
    else:
        lines.append(f"{award_name(reg)}：由组委评定（/风尚奖 <选手>）。")
    return lines


def extra_standings(standings: Standings) -> dict[str, object]:
    """``teams``: name, basic, floating base, encouragement, streamer bonus and (once over)
    the whole prize, exact decimal strings; each team's order and players left. ``ladder``:
    bouts played, the next bout or the winning team."""
    if not isinstance(standings, ArenaStandings) or standings.state is None:
        return {}
    state = standings.state
    teams: list[dict[str, object]] = []
    for index, (lu, p) in enumerate(zip(standings.lineups, standings.prizes, strict=False)):
        teams.append(
            {
                "name": p.team,
                "base": pool.money_text(p.base),
                "prize": None if p.total is None else pool.money_text(p.total),
                "basic": pool.money_text(p.basic),
                "encouragement": pool.money_text(p.encouragement),
                "streamer_bonus": pool.money_text(p.streamer_bonus),
                "streamers": list(p.streamers),
                "awards": [{"name": a.name, "seq": a.seq} for a in p.awards],
                "order": list(standings.holders[index]) if standings.holders else list(lu.order),
                "remaining": len(lu.order) - state.lost[index],
                "substitutions": [
                    {"out": x.outgoing, "in": x.incoming, "from_bout": x.from_bout}
                    for x in standings.substitutions
                    if (standings.teams or {}).get(x.outgoing, ("",))[0] == lu.name
                ],
            }
        )
    nxt = standings.next
    ladder_json: dict[str, object] = {"bouts": state.bouts, "next": None, "winner": None}
    if isinstance(nxt, ladder.NextBout):
        ladder_json["next"] = {
            "bout": nxt.number,
            "defender": nxt.defender,
            "challenger": nxt.challenger,
        }
    elif isinstance(nxt, ladder.MatchResult):
        ladder_json["winner"] = standings.lineups[nxt.winner_team].name
    return {"teams": teams, "ladder": ladder_json}


def bracket(reg: Regulation, standings: Standings) -> BracketData | None:
    """The ladder as a chain of bouts (defender first), the next one unplayed, with the
    pools and the next bout or the match result as notes."""
    if not isinstance(standings, ArenaStandings) or standings.state is None:
        return None
    stages: list[BracketStage] = [
        {
            "name": f"第{n}轮",
            "ties": [
                {
                    "seats": [d, c],
                    "result": games,
                    "score": score or None,
                    "winner": w,
                    "label": None,
                }
            ],
        }
        for n, d, c, games, score, w in standings.bouts
    ]
    nxt = standings.next
    if isinstance(nxt, ladder.NextBout):
        stages.append(
            {
                "name": f"第{nxt.number}轮",
                "ties": [
                    {
                        "seats": [nxt.defender, nxt.challenger],
                        "result": None,
                        "score": None,
                        "winner": None,
                        "label": None,
                    }
                ],
            }
        )
    return {
        "title": "擂台",
        "layout": "chain",
        "seat_labels": ["守擂", "攻擂"],
        "stages": stages,
        "notes": standings_notes(reg, standings),
    }


class ArenaWords(Words[BoutResult]):
    """What seed 004 says: the seats 守擂/攻擂, the bout's games one entry at a time, the first
    game's colours by lot, the pools and the next bout under the standings, the match result."""

    name = "团体擂台赛"
    total_label = "胜轮"
    first_seat_label = "守擂"
    seat_labels = ("守擂", "攻擂")  # a bout's seats: its colours alternate game by game

    def result_example(self, reg: Regulation) -> str:
        return "胜和胜胜"

    def report_hint(self, reg: Regulation) -> str:
        return (
            "第一位为守擂方。裁判按局录入：/录入 1 胜（从守擂方看，每次可录一局或几局，"
            "如 /录入 1 胜和），每局后公布比分；分出胜负后组委 /结束本轮。"
        )

    def round_note(
        self,
        reg: Regulation,
        number: int,
        tables: Sequence[Sequence[int]],
        seed: int,
        history: Mapping[int, Sequence[Sequence[int]]] | None = None,
    ) -> str:
        """The first game's colours, drawn by lot from the stored seed (八(六) 首局抽签决定先后手;
        ``bout.first_red_by_seed``), then alternating every game (八(七) 每局换先)."""
        if not tables:
            return ""
        red = bouts.first_red_by_seed(seed, number)
        clock = spec(reg).bout.time_control
        return (
            f"\n首局抽签：{bouts.SIDE_NAMES[red]}（{tables[0][red]}）执红先行，此后每局换先。"
            + (f"\n正赛用时：{clock}。" if clock else "")
        )

    def entry_note(
        self, reg: Regulation, facts: Facts[BoutResult], table: TableFacts[BoutResult]
    ) -> str:
        """The bout score after the entry and, once decided, who defends and who challenges next."""
        rules = bout_rules(reg)
        result = table.result or BoutResult()
        names = {seq: p.name for seq, p in facts.players.items()}
        teams = places(reg, list(facts.players.values()))
        d, c = (label(names, teams, seq) for seq in table.seats)
        state = bouts.bout_state(result.games, rules)
        line = "\n" + bouts.bout_summary(state, rules, (f"守擂 {d}", f"攻擂 {c}"))
        seat = winner_seat(reg, result)
        if seat is None:
            red = bouts.red_seat(state.played + 1, bouts.first_red_by_seed(facts.seed, table.round))
            clock = spec(reg).bout.extra_time_control
            if state.extra and state.played == rules.max_games and clock:
                line += f"\n附加赛用时：{clock}。"
            return line + f"\n第{state.played + 1}局 {(d, c)[red]} 执红先行。"
        if result.forfeit is not None:
            line += f"，{(d, c)[result.forfeit]} 弃权，{(d, c)[seat]} 胜本轮"
        closed = [tf for tf in facts.tables if tf.round < table.round]
        done = finished(reg, closed) + [
            ladder.FinishedBout(table.seats[0], table.seats[1], table.seats[seat])
        ]
        players = team_players(facts)
        teams_of = lineups(reg, players)
        nxt = ladder.next_bout(teams_of, done, substitutions(players), first_team=first_team(reg))
        if isinstance(nxt, ladder.MatchResult):
            return line + (
                f"\n{teams_of[nxt.loser_team].name}擂主落败，"
                f"{teams_of[nxt.winner_team].name}赢得比赛！"
                "组委发送 /结束本轮 公布最终奖金。"
            )
        return line + (
            f"\n下一轮（第{nxt.number}轮）：{label(names, teams, nxt.defender)} 守擂，"
            f"{label(names, teams, nxt.challenger)} 攻擂。组委发送 /结束本轮 公布奖池，再 /编排。"
        )

    def row_note(self, row: StandingRow) -> str:
        return f"{row.explanation or ''} 已赛{row.tiebreaks.get('bouts', 0)}轮".strip()

    def standings_notes(self, reg: Regulation, standings: Standings) -> list[str]:
        """Both pools after the bout, then the next bout or the match result."""
        return standings_notes(reg, standings)

    def final_lines(self, reg: Regulation, standings: Standings) -> list[str] | None:
        if not isinstance(standings, ArenaStandings) or not over(standings):
            return None
        return result_lines(reg, standings)
