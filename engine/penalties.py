"""The penalty catalogue and compensation rules of a regulation (000 §八, §九), as pure functions.

A deduction whose reason starts with a catalogue name is that catalogue entry, whatever
follows (`说棋 第3局` is 说棋; the longest name wins, so `消极赢棋` is not `消极`). An entry's
per-round cap (说棋 at most −10) and its warnings-first rule (读秒 after two warnings) are
decided over the player's ledger lines of that round.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any


class PenaltyError(ValueError):
    """A deduction or compensation the regulation does not allow; the message is Chinese."""


@dataclass(frozen=True)
class LedgerLine:
    """One line of a player's ledger in a round: ``kind`` (penalty, compensation, warning,
    foul, disqualification), its points (negative for a deduction) and reason."""

    kind: str
    points: Fraction
    reason: str


def catalogue_entry(penalties: Sequence[Any], reason: str) -> Any | None:
    """The catalogue entry a reason names: the longest key the reason starts with."""
    text = reason.strip()
    named = [p for p in penalties if text.startswith(p.key)]
    return max(named, key=lambda p: len(p.key), default=None)


def _decimal(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):g}"


def check_penalty(
    penalties: Sequence[Any], item: Any, points: Fraction, lines: Iterable[LedgerLine], seq: int
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
                f"规程规定“{item.key}”须先警告 {item.warnings_before} 次才能扣分，该选手本轮已警告 {warnings} 次。"
                f"请先 /警告 {seq} {item.key}。"
            )
    if item.cap is not None:
        cap = Fraction(item.cap)
        taken = sum((line.points for line in same if line.kind == "penalty"), Fraction(0))
        room = cap - taken  # both negative: cap -10, taken -5 -> room -5
        if room >= 0:
            raise PenaltyError(
                f"“{item.key}”本轮最多扣 {_decimal(-cap)} 分，该选手已扣 {_decimal(-taken)} 分，不能再扣。"
            )
        if points < room:
            raise PenaltyError(
                f"“{item.key}”本轮最多扣 {_decimal(-cap)} 分，该选手已扣 {_decimal(-taken)} 分，"
                f"最多还能扣 {_decimal(-room)} 分：/扣分 {seq} {_decimal(-room)} {item.key}"
            )


OUTCOME_CN = {"W": "赢棋", "D": "和棋", "L": "输棋"}


def allowed_compensation(comp: Any, outcome: str) -> set[Fraction]:
    """The amounts the regulation's compensation allows after a game ``outcome`` (W/D/L) for
    the victim: loss any of ``comp.loss``, draw ``comp.draw``, win ``comp.win``; the partner
    of a reported 开棋 player ``comp.open_partner`` unless won (000 §九). 0 means none."""
    amounts = {"W": [comp.win], "D": [comp.draw], "L": list(comp.loss)}[outcome]
    if outcome != "W":
        amounts = [*amounts, comp.open_partner]
    return {Fraction(x) for x in amounts} - {0}


def check_compensation(
    comp: Any, points: Fraction, outcomes: Sequence[str | None], game: int | None
) -> None:
    """Whether ``points`` of compensation fits the player's result: of game ``game`` (0-based)
    when named, else of at least one game the player played this round. ``outcomes``: each
    game's W/D/L for the player (None: not played); empty when the format does not say.
    Raises PenaltyError with the rule."""
    rule = (
        f"规程的补分：输棋补 {'或'.join(_decimal(Fraction(x)) for x in comp.loss)} 分，"
        f"和棋补 {_decimal(Fraction(comp.draw))} 分，赢棋不补"
    )
    if comp.open_partner:
        rule += f"（开棋者搭档补 {_decimal(Fraction(comp.open_partner))} 分，赢棋不补）"
    anywhere = {x for o in ("W", "D", "L") for x in allowed_compensation(comp, o)}
    if anywhere and points not in anywhere:
        raise PenaltyError(rule + "。")
    if not outcomes:
        return
    if game is not None:
        if game >= len(outcomes) or outcomes[game] is None:
            raise PenaltyError(f"该选手第{game + 1}局没有下出胜负结果，不能按该局补分。{rule}。")
        outcome = outcomes[game]
        if points not in allowed_compensation(comp, outcome):
            raise PenaltyError(
                f"该选手第{game + 1}局{OUTCOME_CN[outcome]}，不能补 {_decimal(points)} 分。{rule}。"
            )
        return
    played = [o for o in outcomes if o is not None]
    if played and not any(points in allowed_compensation(comp, o) for o in played):
        games = "、".join(
            f"第{i + 1}局{OUTCOME_CN[o]}" for i, o in enumerate(outcomes) if o is not None
        )
        raise PenaltyError(f"该选手本轮{games}，没有哪一局可以补 {_decimal(points)} 分。{rule}。")
