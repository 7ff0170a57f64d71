"""Round robin (循环赛) of two-player games, paired by the Berger tables (engine/berger.py).

The field is fixed when round 1 is seated: the active players in sign-up order take the
Berger numbers 1..n (an odd field adds the rest n+1, 轮空). Every round is then read off the
tables; a double round robin (``format.cycles = 2``) plays them again with colours reversed.
A player who withdraws later keeps his pairings (organisers /弃权 his games).

Points per game from ``[scoring]``: win / draw / loss (where it gives none, the game's default,
engine/games.py: 2 / 1 / 0, chess 1 / ½ / 0); a rest scores ``bye`` (0 when the
regulation gives none); a forfeit gives the absent player ``forfeit_absent`` (default: the
loss) and the opponent ``forfeit_present`` (default: the win); a game unfinished at the
cutoff is a draw (``cutoff_draw``, default the draw).

Standings: points (game points + adjustments), then the regulation's tiebreaks in order
(``format.tiebreaks``): 索伯分, 直胜, 胜局, 抽签 by default, any name of the registry's
two-player tiebreaks (engine/tiebreaks/games.py, each with its formula), ranked by the code the
Swiss shares (engine/formats/two_player.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field

from engine import berger, numbers
from engine import games as game_rules
from engine.fields import _Model
from engine.numbers import decimal_text
from engine.standings import StandingRow, Standings
from engine.tiebreaks import GAMES, label, names_over
from engine.tiebreaks.games import Game as _Game  # noqa: F401  (the 索伯分 formula's games)
from engine.tiebreaks.games import sonneborn_berger  # noqa: F401  (its formula, by hand)
from engine.vocabulary import MARK_WORDS, Mark, ResultWord

from . import two_player
from .base import Details, Facts, Format, FormatError, Point, RoundField, format_of, stored_ints
from .pairing_checks import off_plan_problems, repeat_problems
from .results import ResultRules, SeatGame
from .signups import SignupRules
from .two_player import GameResult as GameResult  # the result of every two-player table
from .words import Words

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

WIN, DRAW, LOSS = Mark.WIN, Mark.DRAW, Mark.LOSS
_MARKS = MARK_WORDS
_WORDS: dict[str, str] = {m: m.label for m in (WIN, DRAW, LOSS)}
_FLIP: dict[str, str] = {WIN: LOSS, DRAW: DRAW, LOSS: WIN}

# --------------------------------------------------------------------------- schema ([format])


class RoundRobinFormat(_Model):
    """A round robin of two-player games paired by the Berger tables (no seed; preset
    round-robin)."""

    kind: Literal["round_robin"]
    cycles: int = Field(default=1, ge=1, le=2)
    players: int = Field(default=8, ge=2)
    numbering: Literal["signup_order"] = "signup_order"
    tiebreaks: list[str] = ["points", "sonneborn_berger", "direct_encounter", "wins", "lots"]

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = names_over(GAMES)

    @property
    def planned_rounds(self) -> int:
        """Rounds for the planned field ``players`` (the timetable's length): (n − 1) a cycle,
        n the field rounded up to even. The field seated in round 1 decides the real number."""
        return (self.players + self.players % 2 - 1) * self.cycles

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


_score = two_player.score


def _game_points(reg: Regulation) -> tuple[Fraction, Fraction, Fraction]:
    """(win, draw, loss): ``[scoring]``, else the game's defaults (chess 1 / ½ / 0)."""
    win, draw, loss = game_rules.default_points(reg.game)
    return _score(reg, "win", win), _score(reg, "draw", draw), _score(reg, "loss", loss)


def participants(
    history: Mapping[int, Sequence[Sequence[int]]],
    players: Sequence[int],
    start_order: Sequence[int] = (),
) -> list[int]:
    """The Berger order of the field: round 1's players (rest included), or, before round 1, the
    players given — in ``start_order`` where the field has one (a later stage: the places it
    was handed over in, place 1 Berger number 1), else in sign-up order."""
    field = {seq for table in history[1] for seq in table} if 1 in history else set(players)
    rank = {seq: i for i, seq in enumerate(start_order)}
    return sorted(field, key=lambda seq: (rank.get(seq, len(rank)), seq))


class RoundRobin(Format[GameResult]):
    """A single (or double) round robin by the Berger tables; points, then named tiebreaks."""

    kind = "round_robin"

    def __init__(self) -> None:
        self.words = RoundRobinWords(self)
        self.results = RoundRobinResults(self)
        self.signups = SignupRules(self)

    # --- rounds and seating ---------------------------------------------------------------

    def two_player_rules(self, reg: Regulation) -> two_player.TwoPlayerRules:
        """What the ranking reads of the ``[format]`` (engine/formats/two_player.py)."""
        return two_player.TwoPlayerRules(format_of(reg, RoundRobinFormat).tiebreaks)

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        """n - 1 rounds a cycle for the Berger table size n, once round 1 fixed the field."""
        if 1 not in history:
            return None
        cycles = format_of(reg, RoundRobinFormat).cycles
        return berger.cycle_rounds(len(participants(history, []))) * cycles

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        """Round ``number`` of the Berger tables; the rest (odd field) as a last one-seat table."""
        order = participants(field.history, [p.seq for p in field.players], field.start_order)
        if len(order) < 2:
            raise FormatError(f"循环赛至少需要 2 名选手，现在只有 {len(order)} 名，无法编排。")
        try:
            cycles = format_of(reg, RoundRobinFormat).cycles
            boards = berger.berger_round(len(order), field.number, cycles)
        except ValueError as exc:
            raise FormatError(f"无法编排第{field.number}轮：{exc}。") from exc
        rest = len(order) + 1
        tables, rests = [], []
        for a, b in boards:
            if rest in (a, b):
                rests.append([order[(b if a == rest else a) - 1]])
            else:
                tables.append([order[a - 1], order[b - 1]])
        return tables + rests

    def pairing_problems(
        self,
        reg: Regulation,
        field: RoundField,
        tables: Sequence[Sequence[int]],
        drawn: Sequence[Sequence[int]],
    ) -> list[str]:
        """A repeat pairing, and a table that is not the Berger table's of the round (then a
        later round would pair two players again or miss a game), or its colours reversed."""
        return repeat_problems(field.history, tables) + off_plan_problems(
            self.seat(reg, field), tables, f"贝格尔编排表第{field.number}轮"
        )

    def late_entry_refusal(self, reg: Regulation, seated: int) -> str | None:
        """The Berger tables are fixed by the field of round 1: no entry once it is seated."""
        if seated == 0:
            return None
        return (
            "循环赛的贝格尔编排表在第1轮编排时已按参赛人数排定，第1轮已编排后不能再补报"
            "（加入新选手会打乱全部轮次的对阵）。"
        )

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Regulation, facts: Facts[GameResult], after_round: int) -> Standings:
        """Rows by points, then ``format.tiebreaks`` in order; everyone who played advances
        (a round robin cuts nobody); the disqualified last, unranked."""
        return two_player.standings(reg, self.two_player_rules(reg), facts, after_round)


class RoundRobinResults(ResultRules[GameResult]):
    """A two-player game's result (``GameResult``): one mark from the first seat, a forfeit, a
    rest; its points from ``[scoring]``."""

    def parse_result(self, reg: Regulation, text: str, seats: int) -> GameResult:
        if seats == 1:
            raise FormatError("这一桌轮空，没有对局，不需要结果。")
        mark = _MARKS.get(text.strip().upper())
        if mark is None:
            raise FormatError(
                f"无法识别“{numbers.echo(text)}”："
                "结果应为 胜、和 或 负（一局，从先手一方看），例如：/录入 2 胜"
            )
        return GameResult(mark)

    def load_result(self, games: str, details: Details) -> GameResult:
        mark = games[:1] if games[:1] in _WORDS else None
        return GameResult(
            mark,
            stored_ints(details.get("forfeits", [])),
            bool(details.get("cutoff")),
            bool(details.get("bye")),
        )

    def dump_result(self, result: GameResult) -> tuple[str, dict[str, object]]:
        details: dict[str, object] = {}
        if result.forfeits:
            details["forfeits"] = list(result.forfeits)
        if result.cutoff:
            details["cutoff"] = True
        if result.bye:
            details["bye"] = True
        return result.mark or "-", details

    def result_text(self, result: GameResult) -> str:
        """胜/和/负 from the first seat (和 also for a cutoff draw); 弃权 a game not played
        because of a forfeit; 轮空 a rest; - not decided."""
        if result.bye:
            return ResultWord.REST.label
        if result.forfeits:
            return ResultWord.FORFEITED.label
        if result.mark is None:
            return DRAW.label if result.cutoff else Mark.OPEN.label
        return _WORDS[result.mark]

    def empty_result(self, reg: Regulation, seats: int) -> GameResult:
        return GameResult(bye=seats == 1)

    def seated_result(self, reg: Regulation, seats: int) -> GameResult | None:
        return GameResult(bye=True) if seats == 1 else None

    def points(self, reg: Regulation, result: GameResult, seats: int) -> list[list[Point]]:
        if result.bye or seats == 1:
            return [[_score(reg, "bye", 0)]]
        win, draw, loss = _game_points(reg)
        if result.forfeits:
            absent, present = (
                _score(reg, "forfeit_absent", loss),
                _score(reg, "forfeit_present", win),
            )
            return [[absent if seat in result.forfeits else present] for seat in range(2)]
        if result.mark is None:
            cutoff = _score(reg, "cutoff_draw", draw) if result.cutoff else 0
            return [[cutoff], [cutoff]]
        first: dict[str, Fraction] = {WIN: win, DRAW: draw, LOSS: loss}
        return [[first[result.mark]], [first[_FLIP[result.mark]]]]

    def has_play(self, result: GameResult) -> bool:
        return result.mark is not None

    def rated_games(self, reg: Regulation, result: GameResult, seats: int) -> list[SeatGame]:
        """The one game where it was played: not a rest, a forfeit or a cutoff draw."""
        if seats != 2 or result.bye or result.forfeits or result.mark is None:
            return []
        return [SeatGame((0,), (1,), result.mark)]

    def close_unplayed(self, reg: Regulation, result: GameResult) -> GameResult:
        if result.bye or result.forfeits or result.mark is not None:
            return result
        return replace(result, cutoff=True)

    def forfeit(
        self, reg: Regulation, result: GameResult, seat: int, game: int | None
    ) -> tuple[GameResult, str]:
        return replace(
            result, forfeits=tuple(sorted({*result.forfeits, seat}))
        ), "本轮弃权（本局判负）"

    def table_games(self, reg: Regulation, result: GameResult, seats: int) -> int:
        """One game; none at a rest or where the game was forfeited (not played)."""
        return 0 if seats < 2 or result.bye or result.forfeits else 1

    def lose_game(
        self, reg: Regulation, result: GameResult, seat: int, game: int, earlier: str = ""
    ) -> tuple[GameResult, str]:
        """The table's one game lost by ``seat``: the opponent wins it (whatever was reported)."""
        if result.bye:
            raise FormatError("这一桌轮空，没有对局，不能判负。")
        if result.forfeits:
            raise FormatError("这一桌已判弃权，没有下棋，不能再判负。")
        if game != 0:
            raise FormatError("每桌只下一局，不用写第几局。")
        mark = LOSS if seat == 0 else WIN
        return replace(result, mark=mark, cutoff=False), "本局判负（对手胜）"

    def lots_result(self, reg: Regulation, winner_seat: int, seats: int) -> GameResult:
        if seats != 2:
            raise FormatError("抽签只用于两人对局的桌。")
        return GameResult(WIN if winner_seat == 0 else LOSS)

    def overrule(self, old: GameResult, new: GameResult) -> GameResult:
        return new


class RoundRobinWords(Words[GameResult]):
    """What a round robin says: the seats by the game's colours (the first-named moves first:
    red; black in Go), who reports, the tiebreaks shown beside a standings line."""

    name = "循环赛"
    total_label = "积分"
    colour_seats = True  # Berger: the first-named moves first (red; black in Go)

    def first_seat_word(self, reg: Regulation) -> str:
        """The game's word for the first seat where it has one (chess: 白方), else 先手."""
        return game_rules.first_seat_word(reg.game, self.first_seat_label)

    def report_hint(self, reg: Regulation) -> str:
        """Who reports, in the game's words (chess: 白方)."""
        first = self.first_seat_word(reg)
        return (
            f"结果由{first}一方报：/报分 {self.result_example(reg)}（从{first}一方看），"
            "对手 /确认 或 /异议。"
        )

    def row_note(self, row: StandingRow) -> str:
        shown = [
            (k, v)
            for k, v in row.tiebreaks.items()
            if k in ("sonneborn_berger", "direct_encounter", "wins")
        ]
        return "　".join(f"{label(k)} {decimal_text(v)}" for k, v in shown)


FORMAT = RoundRobin()
