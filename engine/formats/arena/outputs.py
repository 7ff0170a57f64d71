"""What seed 004 posts and the JSON carries beyond the rows: both pools after a bout, the next
bout or the match result, the final prizes, the JSON ``teams`` and ``ladder``, and the ladder
as the chain of bouts every output draws (``Format.bracket``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.arena import ladder, pool
from engine.standings import Standings

from ..base import BracketData, BracketStage
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
