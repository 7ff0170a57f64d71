"""Four-player Junqi table scoring (四国军棋·四暗, seed 000 §六.1, §七, §八.1, §八.11, §八.13).

A table seats four players; seat 0 is the first seat (先手, red) and never moves. In game k
the first seat partners ``partners[k][1]`` and the two others form the opposing side:
game 1 A+B v C+D, game 2 A+C v B+D, game 3 A+D v B+C.

Conventions: seats and games are 0-based indices (seat 0 = first seat, game 0 = 第1局); a
table result is written from the first seat's side, one letter per game: ``"W"`` (胜),
``"D"`` (和), ``"L"`` (负).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from . import numbers
from .vocabulary import MARK_WORDS, Mark

WIN, DRAW, LOSS = Mark.WIN, Mark.DRAW, Mark.LOSS

FOUR_PLAYER_PARTNERS: tuple[tuple[int, int], ...] = ((0, 1), (0, 2), (0, 3))
"""Game k: the first seat partners seat k+1 (§八.1 先手不动, 其他三人每人必须和先手搭挡一盘)."""

DISCONNECT_CASES: Mapping[str, str] = {
    "解散": "dissolved",
    LOSS.label: "lose",
    DRAW.label: "draw",
    WIN.label: "win",
}
"""Chinese word of a disconnect case (§七.1–4) -> its key in ``FourPlayerPoints.disconnect``.
The words 负/和/胜 name the final result of the disconnected player's partner."""

_RESULT_LETTERS = MARK_WORDS
_SEPARATORS = re.compile(r"[\s,，、;；/|]+")
_CHINESE_COUNTS = "零一两三四五六七八九十"


def _default_disconnect() -> dict[str, tuple[int, int, int]]:
    # (culprit, partner, each opponent), seed 000 §七.1–4
    return {"dissolved": (-3, 3, 3), "lose": (-1, 3, 7), "draw": (1, 5, 3), "win": (4, 7, 1)}


@dataclass(frozen=True)
class FourPlayerPoints:
    """Points per game (seed 000 §八.13 计分 7/3/1/0, §六.1 and §八.13 forfeit 0/5,
    §八.11 23:30 cutoff draw 3, §七 disconnect cases as (culprit, partner, each opponent))."""

    win: int = 7
    draw: int = 3
    loss: int = 1
    forfeit_absent: int = 0
    forfeit_present: int = 5
    cutoff_draw: int = 3
    disconnect: Mapping[str, tuple[int, int, int]] = field(default_factory=_default_disconnect)


class Disconnect(NamedTuple):
    """Seat ``seat`` disconnected, timed out five times or force-quit in game ``game``;
    ``case`` is ``dissolved`` or the partner's final result ``lose``/``draw``/``win``."""

    seat: int
    game: int
    case: str


def parse_table_result(text: str, games: int = 3) -> tuple[str, ...]:
    """Parse a table result written from the first seat's side, e.g. ``胜和负`` -> ("W", "D", "L").

    Accepts 胜/赢/W, 和/平/D, 负/输/L (any case), with or without separators (spaces,
    commas, 、 ; /). Raises ValueError with a Chinese message showing the right form.
    """
    count = _CHINESE_COUNTS[games] if games < len(_CHINESE_COUNTS) else str(games)
    example = "胜和负胜和负胜和负"[:games]
    right_form = f"应为{count}局结果，如 {example}（从先手一方看，每局 胜/和/负）"
    letters = []
    for char in _SEPARATORS.sub("", text.strip().upper()):
        if char not in _RESULT_LETTERS:
            raise ValueError(f"无法识别“{char}”：{right_form}")
        letters.append(_RESULT_LETTERS[char])
    if len(letters) != games:
        raise ValueError(f"收到 {len(letters)} 局结果，{right_form}")
    return tuple(letters)


def parse_disconnect_case(text: str) -> str:
    """Map 解散/负/和/胜 (the partner's final result) to a disconnect case key."""
    case = DISCONNECT_CASES.get(text.strip())
    if case is None:
        raise ValueError(
            f"无法识别掉线情形“{numbers.echo(text)}”：应为 解散、负、和 或 胜（对家最终结果）"
        )
    return case


def game_sides(
    partners: Sequence[tuple[int, int]], game: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The two sides of game ``game``: (first seat's side, the other side), seats ascending."""
    first_side = tuple(sorted(partners[game]))
    return first_side, tuple(s for s in _seats(partners) if s not in first_side)


def _seats(partners: Sequence[tuple[int, int]]) -> list[int]:
    return sorted({seat for pair in partners for seat in pair})


@cache
def _layout(
    partners: tuple[tuple[int, int], ...],
) -> tuple[tuple[int, ...], tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]]:
    """The seats and each game's sides (``game_sides``) of a partner scheme, worked out once."""
    return tuple(_seats(partners)), tuple(
        game_sides(partners, game) for game in range(len(partners))
    )


def table_points(
    results: Sequence[str | None],
    points: FourPlayerPoints = FourPlayerPoints(),
    partners: Sequence[tuple[int, int]] = FOUR_PLAYER_PARTNERS,
    *,
    forfeits: Collection[int] = frozenset(),
    game_forfeits: Collection[tuple[int, int]] = frozenset(),
    cutoff_games: Collection[int] = frozenset(),
    disconnects: Collection[Disconnect] = (),
) -> list[list[int]]:
    """Points of each seat in each game: the returned ``per_seat[seat][game]``.

    Each game is decided by the first rule that applies:
    1. forfeit — a seat in ``forfeits`` (absent the whole round; the table then plays no
       games) or ``(seat, game)`` in ``game_forfeits`` (late at a seat change): the game is
       not played; each absent seat gets ``forfeit_absent`` (0), every other seat
       ``forfeit_present`` (5). A disconnect recorded in such a game is an error.
    2. disconnect of seat X with partner P and opponents O1, O2:
       (X, P, O1, O2) = ``disconnect[case]`` = (x, p, o, o): dissolved (-3, 3, 3, 3),
       P loses (-1, 3, 7, 7), P draws (1, 5, 3, 3), P wins (4, 7, 1, 1). It overrides a
       cutoff (the case already names the partner's final result). At most one per game.
    3. cutoff — game in ``cutoff_games`` (unfinished at 23:30): ``cutoff_draw`` (3) each.
    4. played — ``results[game]`` from the first seat's side: winners ``win`` (7) each,
       losers ``loss`` (1) each, draw ``draw`` (3) each; so a game sums to 16 or 12.

    ``results[game]`` is only read for games decided by rule 4; elsewhere it may be None or
    missing (``results`` may be shorter, e.g. empty for a forfeited table). A disconnect
    after the partner was already out (阵亡) is not a disconnect: record the normal result.
    """
    seats, sides = _layout(tuple(map(tuple, partners)))
    games = len(sides)
    absent_all = set(forfeits)
    late: dict[int, set[int]] = {}  # game -> seats absent from that game only
    for seat, game in game_forfeits:
        late.setdefault(game, set()).add(seat)
    for seat in absent_all.union(*late.values()):
        _check_seat(seat, seats)
    by_game: dict[int, Disconnect] = {}
    for d in disconnects:
        _check_seat(d.seat, seats)
        _check_game(d.game, games)
        if d.case not in points.disconnect:
            raise ValueError(f"未知掉线情形“{d.case}”：应为 {'、'.join(points.disconnect)}")
        if d.game in by_game:
            raise ValueError(f"第{d.game + 1}局记录了两次掉线，每局只能按一次掉线计分")
        by_game[d.game] = d
    for game in (*late, *cutoff_games):
        _check_game(game, games)

    per_seat = [[0] * games for _ in seats]
    for game, (first_side, other_side) in enumerate(sides):
        absent = absent_all | late[game] if game in late else absent_all
        if absent:
            if game in by_game:
                raise ValueError(f"第{game + 1}局有人弃权，不能同时记录掉线")
            for seat in seats:
                per_seat[seat][game] = (
                    points.forfeit_absent if seat in absent else points.forfeit_present
                )
        elif game in by_game:
            d = by_game[game]
            culprit_value, partner_value, opponent_value = points.disconnect[d.case]
            own_side = first_side if d.seat in first_side else other_side
            for seat in seats:
                if seat == d.seat:
                    per_seat[seat][game] = culprit_value
                elif seat in own_side:
                    per_seat[seat][game] = partner_value
                else:
                    per_seat[seat][game] = opponent_value
        elif game in cutoff_games:
            for seat in seats:
                per_seat[seat][game] = points.cutoff_draw
        else:
            result = results[game] if game < len(results) else None
            first_value, other_value = _side_points(result, game, points)
            for seat in first_side:
                per_seat[seat][game] = first_value
            for seat in other_side:
                per_seat[seat][game] = other_value
    return per_seat


def _side_points(result: str | None, game: int, points: FourPlayerPoints) -> tuple[int, int]:
    if result == WIN:
        return points.win, points.loss
    if result == DRAW:
        return points.draw, points.draw
    if result == LOSS:
        return points.loss, points.win
    raise ValueError(f"第{game + 1}局没有结果：应为 胜、和 或 负（从先手一方看）")


def _check_seat(seat: int, seats: Sequence[int]) -> None:
    if seat not in seats:
        raise ValueError(f"座位 {seat} 不存在：应为 {seats[0]}–{seats[-1]}（0 为先手）")


def _check_game(game: int, games: int) -> None:
    if not 0 <= game < games:
        raise ValueError(f"第{game + 1}局不存在：每桌共 {games} 局")


def seat_totals(per_game: Sequence[Sequence[int]]) -> list[int]:
    """Round score from the table of each seat: Σ over games of ``per_game[seat][game]``
    (adjustments of the round are added by the caller)."""
    return [sum(row) for row in per_game]
