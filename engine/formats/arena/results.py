"""A bout's typed result (``BoutResult``), its rules (``ArenaResults``: read from chat, stored,
rendered, scored, entered game by game) and what it decides: the bout's winner, the bouts
finished so far as the ladder reads them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.arena import bout as bouts
from engine.arena import ladder

from ..base import Details, FormatError, Point, TableFacts
from ..results import ResultRules
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


@dataclass(frozen=True)
class BoutResult:
    """A bout's result from the defender's side: its games (胜/负/和) and the seat that
    forfeited the bout (None: none; the other seat wins it, the games played stay)."""

    games: tuple[str, ...] = ()
    forfeit: int | None = None


def bout_rules(reg: Regulation) -> bouts.BoutRules:
    """The bout parameters of a regulation."""
    return bouts.BoutRules.of(spec(reg).bout)


def winner_seat(reg: Regulation, result: BoutResult) -> int | None:
    """The seat (0 defender, 1 challenger) that won the bout; None while undecided."""
    if result.forfeit is not None:
        return 1 - result.forfeit
    return bouts.bout_state(result.games, bout_rules(reg)).winner


def finished(
    reg: Regulation, tables: Sequence[TableFacts[BoutResult]]
) -> list[ladder.FinishedBout]:
    """The bouts of ``tables`` in round order, each with its winner; FormatError for one not yet
    decided."""
    out = []
    for tf in sorted(tables, key=lambda t: t.round):
        seat = winner_seat(reg, tf.result) if tf.result is not None else None
        if seat is None:
            raise FormatError(f"第{tf.round}轮还没有分出胜负，无法排出擂台。")
        out.append(ladder.FinishedBout(tf.seats[0], tf.seats[1], tf.seats[seat]))
    return out


def bout_text(result: BoutResult) -> str:
    """The games from the defender's side (胜和负胜); 弃权 after them for a forfeited bout;
    - before any game."""
    text = bouts.games_text(result.games)
    if result.forfeit is not None:
        return f"{text}弃权"
    return text or "-"


class ArenaResults(ResultRules[BoutResult]):
    """A bout's result: its games from the defender's side, entered one or a few at a time
    (八(七)), or a forfeit of the whole bout."""

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


def _plain(value: Fraction) -> Point:
    return value.numerator if value.denominator == 1 else value
