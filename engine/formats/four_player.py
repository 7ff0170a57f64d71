"""Four-player weighted elimination (四人赛·加权淘汰, seed 000) behind the format protocol.

It wraps the rules that already live in the engine: table scoring (engine/fourplayer.py),
seating (engine/seating.py: round 1 by QQ prefix, then snake), weighted standings with cuts
and substitutes (engine/standings.py). The typed result of a table is ``FourPlayerResult``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar, Literal, cast

from pydantic import Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from engine import fourplayer
from engine import standings as ranking
from engine.fields import Exact, _Model
from engine.seating import SeatingError, first_round_seating, snake_seating
from engine.tiebreaks import WEIGHTED, names_over
from engine.vocabulary import Mark, ResultWord

from .base import (
    Details,
    Facts,
    Format,
    FormatCommand,
    FormatError,
    Point,
    RoundField,
    Shortfall,
    format_of,
    game_named,
    stored_ints,
)
from .results import ResultRules
from .signups import SignupRules
from .words import Words

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

GAME_WORDS: dict[str, str] = {m: m.label for m in (Mark.WIN, Mark.DRAW, Mark.LOSS)}


# --------------------------------------------------------------------------- schema ([format])

FOUR_PLAYER_TIEBREAKS = names_over(WEIGHTED)
"""The registry's names a weighted elimination ranks by (engine/tiebreaks/weighted.py)."""


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
    def _partner_seats(
        cls, partners: list[tuple[int, int]], info: ValidationInfo
    ) -> list[tuple[int, int]]:
        games, size = info.data.get("games_per_table"), info.data.get("table_size")
        if games is not None and len(partners) != games:
            raise PydanticCustomError(
                "partners", "应有 {g} 对搭档（每桌局数 games_per_table = {g}）", {"g": games}
            )
        for pair in partners:
            if size is not None and (
                not all(0 <= seat < size for seat in pair) or pair[0] == pair[1]
            ):
                raise PydanticCustomError(
                    "partners",
                    "有搭档座位不对，每对应为 0 到 {last} 之间的两个不同座位",
                    {"last": size - 1},
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
    marked: tuple[int, ...] = ()
    """Games an entry marks 弃 (a forfeit recorded before stands); never stored."""
    marked_round: bool = False
    """An entry of 弃权 for the whole table (the round forfeit recorded before stands); never
    stored."""

    def undecided(self) -> set[int]:
        """Games with no result and no special case deciding them."""
        if self.forfeits:
            return set()  # the table plays no games
        decided = (
            {g for _, g in self.game_forfeits} | {d[1] for d in self.disconnects} | set(self.cutoff)
        )
        return {i for i, ch in enumerate(self.games) if ch == "-"} - decided


def _spec(reg: Regulation) -> FourPlayerFormat:
    return format_of(reg, FourPlayerFormat)


def _given(value: Fraction | None) -> int:
    # The regulation's exact points go to FourPlayerPoints as they are (it adds and compares
    # them; its fields are written for the seed's whole numbers).
    return cast(int, value)


def _points_config(reg: Regulation) -> fourplayer.FourPlayerPoints:
    sc = reg.scoring
    disconnect: dict[str, tuple[int, int, int]] = {}
    if (d := sc.disconnect) is not None:
        for case, v in (
            ("dissolved", d.dissolved),
            ("lose", d.lose),
            ("draw", d.draw),
            ("win", d.win),
        ):
            disconnect[case] = (_given(v.culprit), _given(v.partner), _given(v.opponents))
    points = fourplayer.FourPlayerPoints(
        win=_given(sc.win),
        draw=_given(sc.draw),
        loss=_given(sc.loss),
        forfeit_absent=_given(sc.forfeit_absent),
        forfeit_present=_given(sc.forfeit_present),
        cutoff_draw=_given(sc.cutoff_draw),
    )
    return replace(points, disconnect=disconnect) if disconnect else points


def _game_forfeits(value: object) -> tuple[tuple[int, int], ...]:
    """The stored (seat, game) forfeits."""
    out: list[tuple[int, int]] = []
    for item in value if isinstance(value, list) else []:
        if isinstance(item, list | tuple) and len(item) == 2:
            seat, game = item
            if isinstance(seat, int) and isinstance(game, int):
                out.append((seat, game))
    return tuple(out)


def _disconnects(value: object) -> tuple[tuple[int, int, str], ...]:
    """The stored (seat, game, case) disconnects."""
    out: list[tuple[int, int, str]] = []
    for item in value if isinstance(value, list) else []:
        if isinstance(item, list | tuple) and len(item) == 3:
            seat, game, case = item
            if isinstance(seat, int) and isinstance(game, int) and isinstance(case, str):
                out.append((seat, game, case))
    return tuple(out)


def _game_index(number: int | None, games: int) -> int:
    """The 0-based index of game ``number`` (``game_named``: None when no number was read)."""
    if number is None or not 1 <= number <= games:
        raise FormatError(f"局数应为 第1局 到 第{games}局，例如：第2局")
    return number - 1


_DISCONNECT_FORM = (
    "格式：/掉线 <选手> 第<k>局 <解散|负|和|胜>，例如：/掉线 12 第2局 负（负=其对家最终负）"
)


@dataclass(frozen=True)
class DisconnectWords:
    """`/掉线`'s words after the player as chat wrote them: the game (``game_named``: its
    number, None when it is none) and the case word (解散|负|和|胜); ``complete`` False when
    they were not the two words the form asks."""

    game: int | None
    word: str
    complete: bool = True


def _read_disconnect(args: str) -> DisconnectWords:
    parts = args.split()
    if len(parts) != 2:
        return DisconnectWords(None, "", complete=False)
    return DisconnectWords(game_named(parts[0]), parts[1])


def _check_disconnect(reg: Regulation, words: DisconnectWords) -> tuple[int, str]:
    """The game (0-based) and the case key of `/掉线`'s words, refused with the right form."""
    if not words.complete:
        raise FormatError(_DISCONNECT_FORM)
    game = _game_index(words.game, _spec(reg).games_per_table)
    try:
        case = fourplayer.parse_disconnect_case(words.word)
    except ValueError as exc:
        raise FormatError(f"{exc}。例如：/掉线 12 第2局 负") from exc
    return game, case


def _disconnect(
    reg: Regulation, result: FourPlayerResult, seat: int, payload: object
) -> tuple[FourPlayerResult, str]:
    if not isinstance(payload, DisconnectWords):  # only ``_read_disconnect``'s words come here
        raise FormatError(_DISCONNECT_FORM)
    game, case = _check_disconnect(reg, payload)
    word = payload.word
    same = next((d for d in result.disconnects if d[1] == game), None)
    if same is not None:
        words = {v: k for k, v in fourplayer.DISCONNECT_CASES.items()}
        raise FormatError(
            f"第{game + 1}局已记录掉线（{words.get(same[2], same[2])}），每局只按一次掉线计分。"
            "如记错了，请先 /撤销 那条记录再重新记录。"
        )
    if result.forfeits or any(g == game for _, g in result.game_forfeits):
        raise FormatError(f"本桌第{game + 1}局已判弃权（不进行对局），不能再记录掉线。")
    done = replace(result, disconnects=(*result.disconnects, (seat, game, case)))
    FORMAT.results.points(reg, done, 4)  # a disconnect in a forfeited game is refused here
    return done, f"第{game + 1}局掉线（{word}）"


class FourPlayerElimination(Format[FourPlayerResult]):
    """Seed 000: tables of four, three games with rotating partners, weighted totals, cuts."""

    kind = "four_player_elimination"
    eliminates = True
    fixed_seating = "四人桌的座次由规程排定（第1轮按QQ号、之后按排名蛇形入座），不能对调"
    commands = {
        "掉线": FormatCommand(
            "掉线",
            "/掉线 <选手> 第<k>局 <解散|负|和|胜>",
            "记录掉线/超时/强退（负和胜指其对家最终结果）",
            _DISCONNECT_FORM,
            _read_disconnect,
            _disconnect,
        ),
    }

    def __init__(self) -> None:
        self.words = FourPlayerWords(self)
        self.results = FourPlayerResults(self)
        self.signups = FourPlayerSignups(self)

    # --- rounds and seating ---------------------------------------------------------------

    def missing_seats(self, reg: Regulation, field: RoundField) -> Shortfall | None:
        """Seats short of full tables of four (a withdrawal or disqualification; no free wins):
        round 1 counts the signed-up field, later rounds those advancing (000 §六.1)."""
        size = _spec(reg).table_size
        count = len(field.players) if field.number == 1 else len(_advancing(field))
        short = -count % size if count else 0
        return Shortfall(short, size) if short else None

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        """Round 1 by the QQ prefix, later rounds snake by the ranking of those advancing, the
        substitutes called up after them in their order (RULES.md 000: topped up)."""
        size = _spec(reg).table_size
        try:
            if field.number == 1:
                players = [(p.seq, p.qq) for p in field.players]
                return first_round_seating(players, size, _spec(reg).prefix_digits)
            return snake_seating([*_advancing(field), *field.called_up], size)
        except SeatingError as exc:
            raise FormatError(
                f"无法编排第{field.number}轮：{exc}。"
                "请组委调配棋手（增加临时棋手或替补，或安排候补）后再 /编排。"
            ) from exc

    # --- standings ------------------------------------------------------------------------

    def standings(
        self, reg: Regulation, facts: Facts[FourPlayerResult], after_round: int
    ) -> ranking.Standings:
        """Round score = game points + that round's adjustments (a replaced player 0); the
        weighted standings with cuts of engine/standings.py."""
        fmt = _spec(reg)
        scores: dict[int, dict[int, Fraction]] = defaultdict(dict)
        for tf in facts.tables:
            if tf.round > after_round:
                continue
            for seq, points in zip(tf.seats, tf.points or [()] * len(tf.seats), strict=False):
                scores[seq][tf.round] = Fraction(sum(points))
            for seq in tf.absent:
                scores[seq][tf.round] = Fraction(0)
        for (seq, number), delta in facts.adjustments.items():
            if number in scores[seq]:
                scores[seq][number] += delta
        competitors = [
            ranking.Competitor(
                seq=p.seq,
                sponsor=p.sponsor,
                round_scores=scores[p.seq],
                withdrawn=p.withdrawn,
                disqualified=p.disqualified,
            )
            for p in facts.players.values()
            if scores.get(p.seq)
        ]
        return ranking.standings(
            competitors,
            [Fraction(w) for w in fmt.weights],
            {int(k): v for k, v in fmt.cuts.items()},
            fmt.first_round_tiebreaks,
            fmt.tiebreaks,
            after_round=after_round,
            substitutes=fmt.substitutes,
        )

    def cut(self, reg: Regulation, after_round: int) -> int | None:
        return _spec(reg).cuts.get(after_round)


def _advancing(field: RoundField) -> list[int]:
    return list(field.standings.advancing) if field.standings else []


def _apply_entry(
    old: FourPlayerResult | None, new: FourPlayerResult, keep_disconnects: bool
) -> FourPlayerResult:
    """A table's result after an entry or a ruling ``new`` over ``old`` (see ``entered``)."""
    if new.marked_round:
        if old is None or not old.forfeits:
            raise FormatError(
                "本桌没有人被判本轮弃权，不能录入“弃权”。请录入各局胜负，或先 /弃权 <选手>。"
            )
        return replace(
            old,
            games="-" * len(old.games),
            game_forfeits=(),
            cutoff=(),
            disconnects=old.disconnects if keep_disconnects else (),
        )
    recorded = {g for _, g in old.game_forfeits} if old is not None else set()
    missing = [g for g in new.marked if g not in recorded]
    if missing:
        game = missing[0] + 1
        raise FormatError(
            f"第{game}局没有记录弃权，不能写“弃”。请先 /弃权 <选手> 第{game}局，或录入该局胜负。"
        )
    if old is None:
        return replace(new, marked=())
    kept = tuple(f for f in old.game_forfeits if f[1] in new.marked)
    return FourPlayerResult(
        new.games,
        (),
        kept,
        tuple(d for d in old.disconnects if d[1] not in new.marked) if keep_disconnects else (),
        tuple(g for g in old.cutoff if new.games[g] == "-" and g not in new.marked),
    )


class FourPlayerResults(ResultRules[FourPlayerResult]):
    """A table of four's result (``FourPlayerResult``): each game's mark from the first seat,
    forfeits, disconnects and the cutoff; the weighted points of each seat in each game."""

    def parse_result(self, reg: Regulation, text: str, seats: int) -> FourPlayerResult:
        games = _spec(reg).games_per_table
        compact = fourplayer._SEPARATORS.sub("", text.strip())
        if compact == "弃权":  # the table's round forfeit stands
            return FourPlayerResult("-" * games, marked_round=True)
        marked = tuple(i for i, ch in enumerate(compact) if ch == "弃")
        try:
            letters = list(fourplayer.parse_table_result(compact.replace("弃", "和"), games))
        except ValueError as exc:
            raise FormatError(
                f"{exc}。例如：/录入 3 胜和负（已判弃权的局写“弃”，如 弃和负）"
            ) from exc
        for game in marked:
            letters[game] = "-"
        return FourPlayerResult("".join(letters), marked=marked)

    def load_result(self, games: str, details: Details) -> FourPlayerResult:
        return FourPlayerResult(
            games,
            stored_ints(details.get("forfeits", [])),
            _game_forfeits(details.get("game_forfeits", [])),
            _disconnects(details.get("disconnects", [])),
            stored_ints(details.get("cutoff", [])),
        )

    def dump_result(self, result: FourPlayerResult) -> tuple[str, dict[str, object]]:
        details: dict[str, object] = {}
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
            return ResultWord.FORFEITED.label
        forfeited = {g for _, g in result.game_forfeits}
        dropped = {d[1] for d in result.disconnects}
        out = []
        for game, ch in enumerate(result.games):
            if game in forfeited:
                out.append(ResultWord.FORFEITED_GAME.label)
            elif game in dropped:
                out.append(ResultWord.DISCONNECTED_GAME.label)
            elif ch in GAME_WORDS:
                out.append(GAME_WORDS[ch])
            else:
                out.append(Mark.DRAW.label if game in result.cutoff else Mark.OPEN.label)
        return "".join(out)

    def empty_result(self, reg: Regulation, seats: int) -> FourPlayerResult:
        return FourPlayerResult("-" * _spec(reg).games_per_table)

    def points(self, reg: Regulation, result: FourPlayerResult, seats: int) -> list[list[Point]]:
        open_games = result.undecided()
        try:
            per_seat: list[list[Point]] = [
                list(seat_points)
                for seat_points in fourplayer.table_points(
                    [None if ch == "-" else ch for ch in result.games],
                    _points_config(reg),
                    tuple((a, b) for a, b in _spec(reg).partners),
                    forfeits=frozenset(result.forfeits),
                    game_forfeits=frozenset(result.game_forfeits),
                    cutoff_games=frozenset(result.cutoff) | open_games,
                    disconnects=[fourplayer.Disconnect(*x) for x in result.disconnects],
                )
            ]
        except ValueError as exc:
            raise FormatError(str(exc)) from exc
        for seat in per_seat:
            for game in open_games:
                seat[game] = 0
        return per_seat

    def has_play(self, result: FourPlayerResult) -> bool:
        return bool(result.games.strip("-"))

    def close_unplayed(self, reg: Regulation, result: FourPlayerResult) -> FourPlayerResult:
        unplayed = result.undecided()
        if not unplayed:
            return result
        return replace(result, cutoff=tuple(sorted(set(result.cutoff) | unplayed)))

    def seat_outcomes(
        self, reg: Regulation, result: FourPlayerResult, seat: int
    ) -> list[str | None]:
        """The game as ``seat`` lived it: the first seat's letter on its side, flipped on the
        other; forfeited, disconnected, cutoff and undecided games None."""
        if result.forfeits:
            return [None] * len(result.games)
        skipped = (
            {g for _, g in result.game_forfeits}
            | {d[1] for d in result.disconnects}
            | set(result.cutoff)
        )
        flip = {"W": "L", "L": "W", "D": "D"}
        out: list[str | None] = []
        for game, ch in enumerate(result.games):
            if game in skipped or ch not in GAME_WORDS:
                out.append(None)
            else:
                first_side = _spec(reg).partners[game]
                out.append(ch if seat in first_side else flip[ch])
        return out

    def table_games(self, reg: Regulation, result: FourPlayerResult, seats: int) -> int:
        """The table's games (000 §八.1 three), none once the table's round is forfeited."""
        return 0 if result.forfeits else _spec(reg).games_per_table

    def partner_seat(self, reg: Regulation, seat: int, game: int) -> int | None:
        """The partner in game ``game``: the first seat's partner is the game's ``partners``
        pair (000 §八.1), the other two seats play together."""
        pair = tuple(_spec(reg).partners[game])
        if seat in pair:
            return pair[1] if seat == pair[0] else pair[0]
        others = [s for s in range(_spec(reg).table_size) if s not in pair and s != seat]
        return others[0] if len(others) == 1 else None

    def game_number(self, reg: Regulation, number: int | None) -> int:
        return _game_index(number, _spec(reg).games_per_table)

    def forfeit(
        self, reg: Regulation, result: FourPlayerResult, seat: int, game: int | None
    ) -> tuple[FourPlayerResult, str]:
        if game is not None:
            if (seat, game) in result.game_forfeits:
                raise FormatError(f"该选手第{game + 1}局已判弃权，无需重复。")
            done = replace(
                result, game_forfeits=tuple(sorted({*result.game_forfeits, (seat, game)}))
            )
            what = f"第{game + 1}局弃权"
        else:
            if seat in result.forfeits:
                raise FormatError("该选手本轮已判弃权，无需重复。")
            done = replace(result, forfeits=tuple(sorted({*result.forfeits, seat})))
            what = "本轮弃权（本桌不再进行对局）"
        dropped = [d for d in result.disconnects if game is None or d[1] == game]
        if dropped:
            games = "、".join(f"第{d[1] + 1}局" for d in dropped)
            raise FormatError(
                f"本桌{games}已记录掉线，不能同时判弃权。"
                "如掉线记错了，请先 /撤销 那条掉线记录，再判弃权。"
            )
        self.points(reg, done, _spec(reg).table_size)  # any other conflict is refused here
        return done, what

    def entered(self, old: FourPlayerResult | None, new: FourPlayerResult) -> FourPlayerResult:
        """The entry is the truth of the table: its games replace the old ones and earlier
        forfeits are lifted, except those the entry itself marks (a game written 弃, or the
        whole table 弃权); disconnects recorded stay, cutoff games stay where still unplayed."""
        return _apply_entry(old, new, keep_disconnects=True)

    def refill_seat(self, result: FourPlayerResult, seat: int) -> FourPlayerResult:
        return replace(result, forfeits=tuple(x for x in result.forfeits if x != seat))

    def overrule(self, old: FourPlayerResult, new: FourPlayerResult) -> FourPlayerResult:
        """A ruling sets the games like an entry; only the forfeits it marks stand, and the
        disconnects recorded before are dropped (the ruling names the games)."""
        return _apply_entry(old, new, keep_disconnects=False)


class FourPlayerSignups(SignupRules[FourPlayerResult]):
    """Seed 000: a substitute may take an absent player's seat for one round (``/替补``)."""

    substitutes = True

    def standby(self, reg: Regulation, standings: ranking.Standings) -> list[int]:
        """000 §六 注: the highest totals among the eliminated, where the regulation keeps
        substitutes (``substitutes = true``)."""
        return ranking.substitute_order(standings.rows) if _spec(reg).substitutes else []


class FourPlayerWords(Words[FourPlayerResult]):
    """What seed 000 says: the weighted total, the table's games from the first seat, the cutoff's
    draw."""

    name = "四人赛·加权淘汰"
    total_label = "加权总分"

    def cutoff_text(self, reg: Regulation) -> str:
        return f"按规程判和，每人每局 {reg.scoring.cutoff_draw} 分"

    def result_example(self, reg: Regulation) -> str:
        return "胜和负胜和负胜和负"[: _spec(reg).games_per_table]

    def report_hint(self, reg: Regulation) -> str:
        games = _spec(reg).games_per_table
        count = (
            fourplayer._CHINESE_COUNTS[games]
            if games < len(fourplayer._CHINESE_COUNTS)
            else str(games)
        )
        return (
            f"结果由先手一方报：/报分 {self.result_example(reg)}（{count}局，从先手一方看），"
            "同桌其他选手 /确认 或 /异议。"
        )


FORMAT = FourPlayerElimination()
