"""The penalty catalogue of a regulation (000 §八, 003 二(五)), as pure functions; the
compensation rules (000 §九) are engine/compensation.py.

A deduction whose reason starts with a catalogue name is that catalogue entry, whatever
follows (`说棋 第3局` is 说棋; the longest name wins, so `消极赢棋` is not `消极`). An entry's
per-round cap (说棋 at most −10), its warnings-first rule (读秒 after two warnings) and its
``per`` (隐身 once per game, 踢人 once per table) are decided over the player's ledger lines of
that round. A line belongs to the game its reason names (`第2局`), else to the first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.regulation.schema import Penalty


class PenaltyError(ValueError):
    """A deduction or compensation the regulation does not allow; the message is Chinese."""


@dataclass(frozen=True)
class LedgerLine:
    """One line of a player's ledger in a round: ``kind`` (penalty, compensation, warning,
    foul, disqualification), its points (negative for a deduction) and reason."""

    kind: str
    points: Fraction
    reason: str


def catalogue_entry(penalties: Sequence[Penalty], reason: str) -> Penalty | None:
    """The catalogue entry a reason names: the longest key the reason starts with."""
    text = reason.strip()
    named = [p for p in penalties if text.startswith(p.key)]
    return max(named, key=lambda p: len(p.key), default=None)


def _decimal(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):g}"


def check_penalty(
    penalties: Sequence[Penalty],
    item: Penalty,
    points: Fraction,
    lines: Iterable[LedgerLine],
    seq: int,
) -> None:
    """Whether a deduction of ``points`` (negative) under catalogue entry ``item`` may be
    added to the player's ``lines`` of the round; raises PenaltyError saying why not.

    Warnings first: at least ``item.warnings_before`` warnings naming the entry this round.
    Cap: the entry's deductions this round plus this one stay within ``item.cap``; an amount
    over what remains is refused with what remains (nothing is silently reduced)."""
    same = [line for line in lines if catalogue_entry(penalties, line.reason) is item]
    if item.warnings_before:
        warnings = sum(1 for line in same if line.kind == "warning")
        if warnings < item.warnings_before:
            raise PenaltyError(
                f"规程规定“{item.key}”须先警告 {item.warnings_before} 次才能扣分，"
                f"该选手本轮已警告 {warnings} 次。"
                f"请先 /警告 {seq} {item.key}。"
            )
    if item.cap is not None:
        cap = Fraction(item.cap)
        taken = sum((line.points for line in same if line.kind == "penalty"), Fraction(0))
        room = cap - taken  # both negative: cap -10, taken -5 -> room -5
        if room >= 0:
            raise PenaltyError(
                f"“{item.key}”本轮最多扣 {_decimal(-cap)} 分，"
                f"该选手已扣 {_decimal(-taken)} 分，不能再扣。"
            )
        if points < room:
            raise PenaltyError(
                f"“{item.key}”本轮最多扣 {_decimal(-cap)} 分，该选手已扣 {_decimal(-taken)} 分，"
                f"最多还能扣 {_decimal(-room)} 分：/扣分 {seq} {_decimal(-room)} {item.key}"
            )


# --------------------------------------------------------------------------- games named

_GAME = re.compile(r"第\s*(\d+|[一二三四五六七八九十]{1,3})\s*局")
_EARLIER = re.compile(r"前局\s*([^\s，,]+)")
_CN_DIGITS = {c: i for i, c in enumerate("一二三四五六七八九", start=1)}


def _cn_number(text: str) -> int:
    """一 … 九十九 (the numbers a game is named with: 第二局, 第十一局)."""
    tens, _, ones = text.rpartition("十")
    if "十" not in text:
        return _CN_DIGITS[text]
    return (_CN_DIGITS.get(tens, 1) if tens else 1) * 10 + (_CN_DIGITS.get(ones, 0))


def named_game(reason: str) -> int | None:
    """The game (1-based) a ledger line's reason names (`说棋 第3局` → 3, `第二局` → 2), None for
    none."""
    match = _GAME.search(reason)
    if not match:
        return None
    text = match.group(1)
    return int(text) if text.isdigit() else _cn_number(text)


def earlier_games(reason: str) -> str:
    """The games before the one named that a reason writes out (`第2局 前局胜` → 胜): a tie
    in progress whose result does not hold them yet; "" for none."""
    match = _EARLIER.search(reason)
    return match.group(1) if match else ""


def game_of(line: LedgerLine) -> int:
    """The game (1-based) a ledger line belongs to: the one its reason names, else the first
    (a table of one game)."""
    return named_game(line.reason) or 1


def with_game(reason: str, game: int) -> str:
    """The reason with the game it was counted in written after it (`隐身` → `隐身 第2局`)."""
    return f"{reason} 第{game}局".strip()


# --------------------------------------------------------------------------- per game / table


def _same(
    penalties: Sequence[Penalty], item: Penalty, lines: Iterable[LedgerLine]
) -> list[LedgerLine]:
    return [
        line
        for line in lines
        if line.kind == "penalty" and catalogue_entry(penalties, line.reason) is item
    ]


def free_game(
    penalties: Sequence[Penalty], item: Penalty, lines: Iterable[LedgerLine], games: int
) -> int:
    """The first game (1-based) of ``games`` not yet penalised under the per-game ``item``;
    ``games`` + 1 when every game already is."""
    taken = {game_of(line) for line in _same(penalties, item, lines)}
    return next((g for g in range(1, games + 1) if g not in taken), games + 1)


def check_per(
    penalties: Sequence[Penalty],
    item: Penalty,
    lines: Iterable[LedgerLine],
    seq: int,
    game: int | None,
    games: int,
) -> None:
    """Whether the deduction ``item`` may be added to the player's ``lines`` of the round by
    its ``per``: once per game (000 §八.2 隐身 每一局扣2分; ``game`` the one counted, of the
    table's ``games``), or once per table (§八.5 当桌扣2分). Raises PenaltyError saying why not."""
    same = _same(penalties, item, lines)
    points = _decimal(-Fraction(item.points))
    if item.per == "table" and same:
        raise PenaltyError(f"“{item.key}”每桌只扣一次（{points} 分），该选手本轮这一桌已经扣过。")
    if item.per != "game" or game is None:
        return
    if game > games:
        raise PenaltyError(
            f"“{item.key}”每局扣 {points} 分，本桌共 {games} 局，该选手每一局都已扣过，不能再扣。"
        )
    if any(game_of(line) == game for line in same):
        raise PenaltyError(
            f"“{item.key}”每局只扣一次，该选手第{game}局已经扣过。"
            f"其他局请写明局数：/扣分 {seq} {item.key} 第k局（k 为 1 到 {games}）"
        )


# --------------------------------------------------------------------------- fouls


def fouls_in_game(lines: Iterable[LedgerLine], game: int) -> int:
    """The player's fouls (犯规 lines, a foul-marked penalty among them) in game ``game``."""
    return sum(1 for line in lines if line.kind == "foul" and game_of(line) == game)


_COUNT_CN = "零一二三四五六七八九十"


def count_text(n: int) -> str:
    """A small count in Chinese (2 → 二), as in 第二次犯规."""
    return _COUNT_CN[n] if 0 <= n < len(_COUNT_CN) else str(n)
