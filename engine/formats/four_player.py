"""Four-player weighted elimination (四人赛·加权淘汰, seed 000) behind the format protocol.

It wraps the rules that already live in the engine: table scoring (engine/fourplayer.py),
seating (engine/seating.py: round 1 by QQ prefix, then snake), weighted standings with cuts
and substitutes (engine/standings.py). The typed result of a table is ``FourPlayerResult``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, ClassVar, Literal

from pydantic import Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from engine import fourplayer, numbers
from engine.fields import Exact, _Model
from engine import standings as ranking
from engine.seating import SeatingError, first_round_seating, snake_seating

from .base import Facts, Format, FormatCommand, FormatError, RoundField

GAME_WORDS = {"W": "胜", "D": "和", "L": "负"}


# --------------------------------------------------------------------------- schema ([format])

FOUR_PLAYER_TIEBREAKS = frozenset(
    {"round_score", "signup_order", "weighted_total", "sponsor", "current_round", "earlier_rounds"}
)


class FourPlayerFormat(_Model):
    """Four players a table, partners rotating, weighted totals and cuts (seed 000)."""

    kind: Literal["four_player_elimination"]
    rounds: int = Field(ge=1)
    table_size: int = Field(default=4, ge=2)
    games_per_table: int = Field(ge=1)
    partners: list[tuple[int, int]]
    weights: list[Exact]
    cuts: dict[int, int] = {}
    first_round_seating: Literal["qq_prefix"] = "qq_prefix"
    prefix_digits: int = Field(default=2, ge=1)
    later_seating: Literal["snake"] = "snake"
    first_round_tiebreaks: list[str]
    tiebreaks: list[str]
    substitutes: bool = False
    final_ranking: Literal["by_elimination_round"] = "by_elimination_round"

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = FOUR_PLAYER_TIEBREAKS

    @field_validator("partners")
    @classmethod
    def _partner_seats(cls, partners: list[tuple[int, int]], info: ValidationInfo) -> list[tuple[int, int]]:
        games, size = info.data.get("games_per_table"), info.data.get("table_size")
        if games is not None and len(partners) != games:
            raise PydanticCustomError(
                "partners", "应有 {g} 对搭档（每桌局数 games_per_table = {g}）", {"g": games}
            )
        for pair in partners:
            if size is not None and (not all(0 <= seat < size for seat in pair) or pair[0] == pair[1]):
                raise PydanticCustomError(
                    "partners", "有搭档座位不对，每对应为 0 到 {last} 之间的两个不同座位", {"last": size - 1}
                )
        return partners

    @property
    def planned_rounds(self) -> int:
        """Rounds the format plays."""
        return self.rounds

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return [*self.first_round_tiebreaks, *self.tiebreaks]


@dataclass(frozen=True)
class FourPlayerResult:
    """A four-player table's result: one letter per game from the first seat's side (``W``
    ``D`` ``L``, ``-`` not decided) and the special cases deciding games otherwise: seats that
    forfeit the round, (seat, game) forfeits, (seat, game, case) disconnects, cutoff games."""

    games: str
    forfeits: tuple[int, ...] = ()
    game_forfeits: tuple[tuple[int, int], ...] = ()
    disconnects: tuple[tuple[int, int, str], ...] = ()
    cutoff: tuple[int, ...] = ()

    def undecided(self) -> set[int]:
        """Games with no result and no special case deciding them."""
        if self.forfeits:
            return set()  # the table plays no games
        decided = {g for _, g in self.game_forfeits} | {d[1] for d in self.disconnects} | set(self.cutoff)
        return {i for i, ch in enumerate(self.games) if ch == "-"} - decided


def _points_config(reg: Any) -> fourplayer.FourPlayerPoints:
    sc = reg.scoring
    disconnect = {}
    if sc.disconnect is not None:
        for case in ("dissolved", "lose", "draw", "win"):
            v = getattr(sc.disconnect, case)
            disconnect[case] = (v.culprit, v.partner, v.opponents)
    return fourplayer.FourPlayerPoints(
        win=sc.win, draw=sc.draw, loss=sc.loss, forfeit_absent=sc.forfeit_absent,
        forfeit_present=sc.forfeit_present, cutoff_draw=sc.cutoff_draw,
        **({"disconnect": disconnect} if disconnect else {}),
    )


def _game_index(text: str, games: int) -> int:
    number = numbers.whole(text.strip().removeprefix("第").removesuffix("局"), lo=1, hi=games)
    if number is None:
        raise FormatError(f"局数应为 第1局 到 第{games}局，例如：第2局")
    return number - 1


_DISCONNECT_FORM = "格式：/掉线 <选手> 第<k>局 <解散|负|和|胜>，例如：/掉线 12 第2局 负（负=其对家最终负）"


def _parse_disconnect(reg: Any, args: str) -> tuple[int, str, str]:
    parts = args.split()
    if len(parts) != 2:
        raise FormatError(_DISCONNECT_FORM)
    game = _game_index(parts[0], reg.format.games_per_table)
    try:
        case = fourplayer.parse_disconnect_case(parts[1])
    except ValueError as exc:
        raise FormatError(f"{exc}。例如：/掉线 12 第2局 负") from exc
    return game, case, parts[1]


class FourPlayerElimination(Format):
    """Seed 000: tables of four, three games with rotating partners, weighted totals, cuts."""

    kind = "four_player_elimination"
    name = "四人赛·加权淘汰"
    total_label = "加权总分"
    eliminates = True
    substitutes = True

    # --- rounds and seating ---------------------------------------------------------------

    def seat(self, reg: Any, field: RoundField) -> list[list[int]]:
        """Round 1 by the QQ prefix, later rounds snake by the ranking of those advancing."""
        size = reg.format.table_size
        try:
            if field.number == 1:
                players = [(p.seq, p.qq) for p in field.players]
                return first_round_seating(players, size, reg.format.prefix_digits)
            return snake_seating(field.standings.advancing if field.standings else [], size)
        except SeatingError as exc:
            raise FormatError(
                f"无法编排第{field.number}轮：{exc}。请组委调配棋手（增加临时棋手或替补，或安排候补）后再 /编排。"
            ) from exc

    # --- results --------------------------------------------------------------------------

    def parse_result(self, reg: Any, text: str, seats: int) -> FourPlayerResult:
        try:
            return FourPlayerResult("".join(fourplayer.parse_table_result(text, reg.format.games_per_table)))
        except ValueError as exc:
            raise FormatError(f"{exc}。例如：/录入 3 胜和负") from exc

    def load_result(self, games: str, details: Mapping[str, Any]) -> FourPlayerResult:
        return FourPlayerResult(
            games,
            tuple(details.get("forfeits", [])),
            tuple(tuple(x) for x in details.get("game_forfeits", [])),
            tuple(tuple(x) for x in details.get("disconnects", [])),
            tuple(details.get("cutoff", [])),
        )

    def dump_result(self, result: FourPlayerResult) -> tuple[str, dict]:
        details: dict[str, Any] = {}
        if result.forfeits:
            details["forfeits"] = list(result.forfeits)
        if result.game_forfeits:
            details["game_forfeits"] = [list(x) for x in result.game_forfeits]
        if result.disconnects:
            details["disconnects"] = [list(x) for x in result.disconnects]
        if result.cutoff:
            details["cutoff"] = list(result.cutoff)
        return result.games, details

    def result_text(self, result: FourPlayerResult) -> str:
        """Per game: 胜/和/负 as played, 和 for a cutoff draw, 弃 a forfeited game, 掉 a
        disconnect; 弃权 for a table that played no games."""
        if result.forfeits:
            return "弃权"
        forfeited = {g for _, g in result.game_forfeits}
        dropped = {d[1] for d in result.disconnects}
        out = []
        for game, ch in enumerate(result.games):
            if game in forfeited:
                out.append("弃")
            elif game in dropped:
                out.append("掉")
            elif ch in GAME_WORDS:
                out.append(GAME_WORDS[ch])
            else:
                out.append("和" if game in result.cutoff else "-")
        return "".join(out)

    def empty_result(self, reg: Any, seats: int) -> FourPlayerResult:
        return FourPlayerResult("-" * reg.format.games_per_table)

    def points(self, reg: Any, result: FourPlayerResult, seats: int) -> list[list[int]]:
        open_games = result.undecided()
        try:
            per_seat = fourplayer.table_points(
                [None if ch == "-" else ch for ch in result.games],
                _points_config(reg),
                tuple(tuple(pair) for pair in reg.format.partners),
                forfeits=frozenset(result.forfeits),
                game_forfeits=frozenset(result.game_forfeits),
                cutoff_games=frozenset(result.cutoff) | open_games,
                disconnects=[fourplayer.Disconnect(*x) for x in result.disconnects],
            )
        except ValueError as exc:
            raise FormatError(str(exc)) from exc
        for seat in per_seat:
            for game in open_games:
                seat[game] = 0
        return per_seat

    def has_play(self, result: FourPlayerResult) -> bool:
        return bool(result.games.strip("-"))

    def close_unplayed(self, reg: Any, result: FourPlayerResult) -> FourPlayerResult:
        unplayed = result.undecided()
        if not unplayed:
            return result
        return replace(result, cutoff=tuple(sorted(set(result.cutoff) | unplayed)))

    def game_number(self, reg: Any, text: str) -> int | None:
        return _game_index(text, reg.format.games_per_table) if text.strip() else None

    def forfeit(self, reg: Any, result: FourPlayerResult, seat: int, game: int | None) -> tuple[FourPlayerResult, str]:
        if game is not None:
            done = replace(result, game_forfeits=tuple(sorted({*result.game_forfeits, (seat, game)})))
            return done, f"第{game + 1}局弃权"
        return replace(result, forfeits=tuple(sorted({*result.forfeits, seat}))), "本轮弃权（本桌不再进行对局）"

    def entered(self, old: FourPlayerResult | None, new: FourPlayerResult) -> FourPlayerResult:
        """The games are replaced; forfeits, disconnects and cutoff games recorded stay."""
        return new if old is None else replace(old, games=new.games)

    def refill_seat(self, result: FourPlayerResult, seat: int) -> FourPlayerResult:
        return replace(result, forfeits=tuple(x for x in result.forfeits if x != seat))

    def overrule(self, old: FourPlayerResult, new: FourPlayerResult) -> FourPlayerResult:
        """A ruling sets the games; a round forfeit stands (nobody played)."""
        return replace(new, forfeits=old.forfeits)

    def result_example(self, reg: Any) -> str:
        return "胜和负胜和负胜和负"[: reg.format.games_per_table]

    def report_hint(self, reg: Any) -> str:
        games = reg.format.games_per_table
        count = fourplayer._CHINESE_COUNTS[games] if games < len(fourplayer._CHINESE_COUNTS) else str(games)
        return (f"结果由先手一方报：/报分 {self.result_example(reg)}（{count}局，从先手一方看），"
                "同桌其他选手 /确认 或 /异议。")

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Any, facts: Facts, after_round: int) -> ranking.Standings:
        """Round score = game points + that round's adjustments (a replaced player 0); the
        weighted standings with cuts of engine/standings.py."""
        fmt = reg.format
        scores: dict[int, dict[int, Fraction]] = defaultdict(dict)
        for tf in facts.tables:
            if tf.round > after_round:
                continue
            for seq, points in zip(tf.seats, tf.points or [()] * len(tf.seats)):
                scores[seq][tf.round] = Fraction(sum(points))
            for seq in tf.absent:
                scores[seq][tf.round] = Fraction(0)
        for (seq, number), points in facts.adjustments.items():
            if number in scores[seq]:
                scores[seq][number] += points
        competitors = [
            ranking.Competitor(seq=p.seq, sponsor=p.sponsor, round_scores=scores[p.seq],
                               withdrawn=p.withdrawn, disqualified=p.disqualified)
            for p in facts.players.values()
            if scores.get(p.seq)
        ]
        return ranking.standings(
            competitors, [Fraction(w) for w in fmt.weights], {int(k): v for k, v in fmt.cuts.items()},
            fmt.first_round_tiebreaks, fmt.tiebreaks, after_round=after_round, substitutes=fmt.substitutes,
        )

    def cut(self, reg: Any, after_round: int) -> int | None:
        return reg.format.cuts.get(after_round)


def _disconnect(reg: Any, result: FourPlayerResult, seat: int, payload: tuple[int, str, str]):
    game, case, word = payload
    kept = tuple(d for d in result.disconnects if d[1] != game)
    done = replace(result, disconnects=(*kept, (seat, game, case)))
    FORMAT.points(reg, done, 4)  # a disconnect in a forfeited game is refused here
    return done, f"第{game + 1}局掉线（{word}）"


FourPlayerElimination.commands = {
    "掉线": FormatCommand(
        "掉线", "/掉线 <选手> 第<k>局 <解散|负|和|胜>", "记录掉线/超时/强退（负和胜指其对家最终结果）",
        _DISCONNECT_FORM, _parse_disconnect, _disconnect,
    ),
}

FORMAT = FourPlayerElimination()
