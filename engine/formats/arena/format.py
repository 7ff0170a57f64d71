"""Seed 004's format object: the two-team challenge ladder, one bout a round, winner stays on
(the package docstring)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.arena import bout as bouts
from engine.arena import ladder, lineup
from engine.standings import Standings

from ..base import (
    BracketData,
    Details,
    Facts,
    Format,
    FormatError,
    PlayerFacts,
    Point,
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
from .results import BoutResult, bout_rules, bout_text, finished, winner_seat
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

    # --- results --------------------------------------------------------------------------

    def parse_result(self, reg: Regulation, text: str, seats: int) -> BoutResult:
        if seats != 2:
            raise FormatError("擂台赛每轮一桌两人。")
        try:
            games = bouts.read_games(text)
            bouts.bout_state(games, bout_rules(reg))
        except bouts.BoutError as exc:
            raise FormatError(str(exc)) from exc
        return BoutResult(games)

    def load_result(self, games: str, details: Details) -> BoutResult:
        forfeit = details.get("forfeit")
        return BoutResult(
            tuple(g for g in games if g in bouts.OUTCOMES),
            forfeit if isinstance(forfeit, int) else None,
        )

    def dump_result(self, result: BoutResult) -> tuple[str, dict[str, object]]:
        details: dict[str, object] = {} if result.forfeit is None else {"forfeit": result.forfeit}
        return bouts.games_text(result.games) or "-", details

    def result_text(self, result: BoutResult) -> str:
        """The games from the defender's side (胜和负胜); 弃权 after them for a forfeited bout;
        - before any game."""
        return bout_text(result)

    def empty_result(self, reg: Regulation, seats: int) -> BoutResult:
        return BoutResult()

    def points(self, reg: Regulation, result: BoutResult, seats: int) -> list[list[Point]]:
        """Each seat's points per game (win 2 / draw 1 / loss 0, 八(四)); a forfeit adds none."""
        per_game = bouts.game_points(result.games, bout_rules(reg))
        return [[_plain(game[seat]) for game in per_game] for seat in range(seats)]

    def has_play(self, result: BoutResult) -> bool:
        return bool(result.games) or result.forfeit is not None

    def close_unplayed(self, reg: Regulation, result: BoutResult) -> BoutResult:
        """A bout closes only once decided: the regulation has no cutoff result for a bout."""
        if winner_seat(reg, result) is not None:
            return result
        state = bouts.bout_state(result.games, bout_rules(reg))
        raise FormatError(
            bouts.unfinished_message(state, bout_rules(reg)).replace(
                "请写全整轮的每一局，例如 胜胜和胜（7:1）。",
                "请继续 /录入 1 <对局>，或 /弃权 <选手> 判负，再 /结束本轮。",
            )
        )

    def forfeit(
        self, reg: Regulation, result: BoutResult, seat: int, game: int | None
    ) -> tuple[BoutResult, str]:
        if winner_seat(reg, result) is not None:
            raise FormatError("本轮已分出胜负，不能再判弃权。")
        return replace(result, forfeit=seat), "本轮弃权（判负，对手胜本轮）"

    def game_number(self, reg: Regulation, number: int | None) -> int:
        raise FormatError("擂台赛的弃权判整轮负：/弃权 <选手>")

    def entry(self, reg: Regulation, old: BoutResult | None, new: BoutResult) -> BoutResult:
        """The games entered are added to those already recorded (八(七)); refused after the
        bout is decided or forfeited."""
        old = old or BoutResult()
        if old.forfeit is not None:
            raise FormatError("本轮已判弃权，不能再录入对局。如需更正，请先 /撤销。")
        try:
            state = bouts.parse_games(
                bouts.games_text(new.games), bout_rules(reg), before=old.games
            )
        except bouts.BoutError as exc:
            raise FormatError(str(exc)) from exc
        return BoutResult(state.games)

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


def _plain(value: Fraction) -> Point:
    return value.numerator if value.denominator == 1 else value


FORMAT = Arena()
