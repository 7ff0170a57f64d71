"""What seed 003 posts and the JSON carries beyond the rows: who qualified, the bracket (as chat
text, as the JSON ``knockout`` and as the tree every output draws), the final places and every
player's cumulative prize (engine/knockout/prizes.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from engine.knockout import prizes as kp
from engine.knockout import tie as kt
from engine.standings import StandingRow, Standings, decimal_text

from ..base import BracketData
from ..knockout_views import bracket_json, bracket_lines, bracket_tree, player_label
from ..words import Words
from . import group_stage, knockout_stage
from . import standings as table
from .rows import JieqiResult, JieqiStandings
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def standings_notes(reg: Regulation, standings: Standings) -> list[str]:
    """After the group stage: who qualified; in the knockout: the bracket as text."""
    if not isinstance(standings, JieqiStandings):
        return []
    lines: list[str] = []
    if standings.bracket is not None:
        lines += bracket_lines(standings)
    elif standings.after_round >= standings.group_rounds and standings.rankings:
        f = spec(reg)
        lines.append(
            f"小组赛结束，各组前 {f.advance_per_group} 名进入淘汰赛"
            f"（另有至多 {f.wildcards} 名外卡，组委用 /外卡 <选手> 指定，然后 /编排 抽签）："
        )
        for name, ranking in standings.rankings.items():
            who = "、".join(player_label(standings, q) for q in ranking[: f.advance_per_group])
            lines.append(f"{name}组：{who}")
    return lines


def extra_standings(standings: Standings) -> dict[str, object]:
    """``groups``: group → seqs in group order (after the group stage: players still in);
    ``knockout`` once drawn: size, mode, seed, slots and each round's ties (``seats``,
    ``result`` the game string, ``winner``) and ``byes`` (the generic drawing shape is
    ``bracket``, below)."""
    if not isinstance(standings, JieqiStandings):
        return {}
    out: dict[str, object] = {
        "groups": {name: [r.seq for r in table.rows] for name, table in standings.groups.items()}
    }
    if standings.bracket is not None and standings.progress is not None:
        out["knockout"] = bracket_json(standings)
    return out


def bracket(standings: Standings) -> BracketData | None:
    """The knockout as a tree (``Format.bracket``; see ``knockout_views.bracket_tree``)."""
    if not isinstance(standings, JieqiStandings):
        return None
    return bracket_tree(standings)


def final_lines(reg: Regulation, standings: Standings) -> list[str] | None:
    """The places of the knockout and every player's cumulative prize."""
    if not isinstance(standings, JieqiStandings) or standings.progress is None:
        return None
    progress = standings.progress
    lines = [
        f"第{place}名 {player_label(standings, q)}"
        for q, place in sorted(progress.places.items(), key=lambda x: x[1])
        if place <= 4
    ]
    won = prizes(reg, standings)
    if won:
        lines.append("奖金（累计：小组名次 + 晋级奖励 + 决赛名次）：")
        for prize in sorted(won.values(), key=lambda p: (-p.total, p.seq)):
            lines.append(f"{player_label(standings, prize.seq)}：{kp.prize_text(prize)}")
    return lines


def prize_rows(reg: Regulation, standings: Standings) -> list[dict[str, object]] | None:
    """The JSON ``prizes``: per player the cumulative amount, items and parts."""
    if not isinstance(standings, JieqiStandings) or standings.progress is None:
        return None
    won = prizes(reg, standings)
    places = standings.progress.places
    out: list[dict[str, object]] = []
    for prize in sorted(won.values(), key=lambda p: (-p.total, p.seq)):
        items = "、".join(dict.fromkeys(i for p in prize.parts for i in p.item.split("、") if i))
        out.append(
            {
                "rank": places.get(prize.seq),
                "seq": prize.seq,
                "amount": decimal_text(prize.total),
                "item": items,
                "parts": [
                    {"label": p.label, "amount": decimal_text(p.amount)} for p in prize.parts
                ],
            }
        )
    return out


def prizes(reg: Regulation, standings: JieqiStandings) -> dict[int, kp.PlayerPrize]:
    """Every player's cumulative prize once the knockout is over (else none)."""
    progress = standings.progress
    if progress is None or not progress.finished:
        return {}
    return kp.player_prizes(
        standings.rankings, progress.reached, progress.places, kp.PrizeTables.of(reg.prizes)
    )


class GroupKnockoutWords(Words[JieqiResult]):
    """What seed 003 says in both stages: a knockout round's deciders' red, a row's group place,
    who qualified or the bracket under the standings, the final places and prizes."""

    name = "分组积分编排＋淘汰赛"
    total_label = "积分"

    def round_note(
        self,
        reg: Regulation,
        number: int,
        tables: Sequence[Sequence[int]],
        seed: int,
        history: Mapping[int, Sequence[Sequence[int]]] | None = None,
    ) -> str:
        """A knockout round: who has red in each tie's first decider (``knockout_stage``)."""
        return knockout_stage.round_note(reg, number, tables, seed, history)

    def row_note(self, row: StandingRow) -> str:
        return table.row_note(row)

    def rank_reason(self, row: StandingRow) -> str:
        return table.rank_reason(row)

    def standings_notes(self, reg: Regulation, standings: Standings) -> list[str]:
        """After the group stage: who qualified; in the knockout: the bracket as text."""
        return standings_notes(reg, standings)

    def final_lines(self, reg: Regulation, standings: Standings) -> list[str] | None:
        """The places of the knockout and every player's cumulative prize."""
        return final_lines(reg, standings)


class GroupStageWords(GroupKnockoutWords):
    """The group rounds: a game a table, the seats by the game's colours (red first)."""

    colour_seats = True  # red first

    def cutoff_text(self, reg: Regulation) -> str:
        return "按规程判和，各得和棋分"

    def result_example(self, reg: Regulation) -> str:
        return "胜"

    def report_hint(self, reg: Regulation) -> str:
        return group_stage.REPORT_HINT


class KnockoutStageWords(GroupKnockoutWords):
    """The knockout rounds: a (2+1) tie a table (the colours swap within it, so the seats are not
    named by colour)."""

    colour_seats = False

    def cutoff_text(self, reg: Regulation) -> str:
        return "淘汰赛每场须分出胜负，没有截止结果"

    def result_example(self, reg: Regulation) -> str:
        return kt.EXAMPLE

    def report_hint(self, reg: Regulation) -> str:
        return knockout_stage.report_hint(reg)
