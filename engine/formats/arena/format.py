"""Seed 004's format object: the two-team challenge ladder, one bout a round, winner stays on
(the package docstring)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from engine.arena import ladder, lineup
from engine.standings import Standings

from ..base import (
    BracketData,
    Facts,
    Format,
    FormatError,
    PlayerFacts,
    RoundField,
)
from . import outputs
from . import standings as table
from .lineups import (
    FROM_BOUT,
    LEFT,
    REPLACES,
    first_team,
    label,
    lineup_rules,
    lineups,
    member,
    places,
    substitutions,
    team_players,
)
from .results import ArenaResults, BoutResult, finished
from .schema import spec
from .standings import ArenaStandings

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class Arena(Format[BoutResult]):
    """The two-team challenge ladder: one bout a round, winner stays on."""

    kind = "team_arena"
    eliminates = False
    seats_everyone = False
    checks_signups = True
    lineup_substitutes = True
    player_marks = {
        "主播": ("streamer", "官方主播棋手（奖金加成）"),
        "风尚奖": ("sportsmanship", "体育道德风尚奖获得者"),  # 九(三) 比赛设体育道德风尚奖
    }

    def __init__(self) -> None:
        self.words = outputs.ArenaWords(self)
        self.results = ArenaResults(self)

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

    # --- sign-up --------------------------------------------------------------------------

    def signup_problems(
        self,
        reg: Regulation,
        candidate: PlayerFacts,
        others: Sequence[PlayerFacts],
        match_day: date | None,
    ) -> list[str]:
        """Unknown team or number, a number taken in the team, a man as No. 6, an age outside
        14–65 on the match day where 出生 is given (七(一)1, 七(二), 八(六))."""
        return lineup.signup_problems(
            member(candidate), [member(p) for p in others], match_day, lineup_rules(reg)
        )

    def registered_substitutes(self, reg: Regulation) -> int:
        """Each team's substitutes of the same gender (七(二)3 各队可报2名替补)."""
        return spec(reg).substitutes_max

    def women_only_number(self, reg: Regulation) -> str | None:
        """The first challenger's number where round 1 is played by women (八(六) 6号为女棋手)."""
        fmt = spec(reg)
        if not fmt.first_number_must_be_woman or not fmt.challenger_numbers:
            return None
        return fmt.challenger_numbers[0]

    def lineup_problems(
        self, reg: Regulation, players: Sequence[PlayerFacts], match_day: date | None
    ) -> list[str]:
        """6 challengers + 1 champion per team, at least 2 women a team (七(二))."""
        return lineup.lineup_problems([member(p) for p in players], match_day, lineup_rules(reg))

    def substitution(
        self,
        reg: Regulation,
        facts: Facts[BoutResult],
        outgoing: int,
        incoming: int,
        round_number: int,
        playing: Collection[int],
    ) -> tuple[dict[str, object], str]:
        """``incoming``, a registered substitute of the same team and gender, takes ``outgoing``'s
        place in the order from bout ``round_number`` on (七(二)3 各队可报2名替补，仅能同性别替补);
        refused for a player who lost a bout or is in a bout under way, a substitute used before,
        a third substitution of a team, or once the match is over
        (``lineup.substitution_problems``). Recorded on the substitute's sign-up: ``replaces``
        and ``from_bout``."""
        players = team_players(facts)
        rules = lineup_rules(reg)
        gone = facts.players.get(outgoing)
        if gone is not None and gone.status in LEFT and not facts.tables and round_number == 1:
            # bout 1 is seated from the active sign-ups: the freed number is simply signed up again
            written = (gone.fields or {}).get("number", "")
            number = rules.number_text(str(written))
            raise FormatError(
                f"不能替补：{gone.name}（#{outgoing}）在比赛开始前已退出，"
                f"{gone.group or ''}{number}已空出。"
                f"请替补棋手先 /退赛 再以该编号报名（如 编号 {written}），"
                f"或 /撤销 #{outgoing} 的退赛后再 /替补。"
            )
        subs = substitutions(players)
        problems = lineup.substitution_problems(
            outgoing,
            incoming,
            [member(p) for p in players],
            subs,
            finished(reg, facts.tables),
            playing,
            None,
            rules,
        )
        if problems:
            raise FormatError("不能替补：" + "；".join(problems) + "。")
        names = {seq: p.name for seq, p in facts.players.items()}
        before = places(reg, players)
        fields: dict[str, object] = {REPLACES: outgoing, FROM_BOUT: round_number}
        after = places(
            reg,
            [
                replace(p, fields={**p.fields, **fields}) if p.seq == incoming else p
                for p in players
            ],
        )
        team = before[outgoing][0]
        used = 1 + sum(1 for x in subs if before.get(x.outgoing, ("",))[0] == team)
        return fields, (
            f"{team}替补：{label(names, after, incoming)} 从第{round_number}轮起代替 "
            f"{label(names, before, outgoing)} 出场（本队第 {used} 名替补，"
            f"每队最多 {rules.substitutes_max} 名，仅能同性别替补）。"
        )


FORMAT = Arena()
