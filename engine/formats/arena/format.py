"""Seed 004's format object: the two-team challenge ladder, one bout a round, winner stays on
(the package docstring)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from engine.arena import ladder
from engine.standings import Standings

from ..base import BracketData, Facts, Format, FormatError, PlayerFacts, RoundField
from . import outputs
from . import standings as table
from .lineups import ArenaSignups, first_team, lineups, substitutions
from .results import ArenaResults, BoutResult
from .standings import ArenaStandings

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class Arena(Format[BoutResult]):
    """The two-team challenge ladder: one bout a round, winner stays on."""

    kind = "team_arena"
    eliminates = False
    seats_everyone = False
    fixed_seating = "擂台赛每轮由守擂方对本队按编号出场的下一位，不能对调（换人请用 /替补）"
    player_marks = {
        "主播": ("streamer", "官方主播棋手（奖金加成）"),
        "风尚奖": ("sportsmanship", "体育道德风尚奖获得者"),  # 九(三) 比赛设体育道德风尚奖
    }

    def __init__(self) -> None:
        self.words = outputs.ArenaWords(self)
        self.results = ArenaResults(self)
        self.signups = ArenaSignups(self)

    # --- rounds and seating ---------------------------------------------------------------

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        """Unknown until a champion loses (7–13 bouts): ``over`` ends the match."""
        return None

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        """Bout 1: both No. 6, the first-named team's first; then the ladder's next bout."""
        nxt: ladder.NextBout | ladder.MatchResult | None
        if field.number == 1 or field.standings is None:
            teams = lineups(reg, field.players)
            subs = substitutions(
                [PlayerFacts(p.seq, group=p.group, fields=p.fields) for p in field.players]
            )
            nxt = ladder.next_bout(teams, [], subs, first_team=first_team(reg))
        else:
            if not isinstance(field.standings, ArenaStandings):
                raise FormatError("擂台赛的排名缺少擂台信息，无法编排。")
            nxt = field.standings.next
        if isinstance(nxt, ladder.MatchResult):
            raise FormatError(
                f"比赛已在第{nxt.bouts}轮结束（擂主已负），不再编排。发送 /排名 查看最终奖金。"
            )
        if nxt is None or nxt.number != field.number:
            raise FormatError(f"擂台的下一轮不是第{field.number}轮，无法编排。")
        return [nxt.table]

    # --- standings ------------------------------------------------------------------------

    def standings(
        self, reg: Regulation, facts: Facts[BoutResult], after_round: int
    ) -> ArenaStandings:
        """The ladder after bout ``after_round`` (engine/formats/arena/standings.py)."""
        return table.standings(reg, facts, after_round)

    def over(self, reg: Regulation, standings: Standings) -> bool:
        return outputs.over(standings)

    def extra_standings(self, reg: Regulation, standings: Standings) -> dict[str, object]:
        """``teams`` and ``ladder`` (``outputs.extra_standings``)."""
        return outputs.extra_standings(standings)

    def bracket(self, reg: Regulation, standings: Standings) -> BracketData | None:
        """The ladder as a chain of bouts (``outputs.bracket``)."""
        return outputs.bracket(reg, standings)


FORMAT = Arena()
