"""Compensation (补分) of a penalised player's victims (000 §九), as pure functions.

§九: 对于当事人存在消极比赛或者重大优势投降等违规行为被扣分……受害者可申请补分。输棋可补2分或者6分，
和棋可补4分，赢棋不补。对于举报开棋并提供复盘的，其搭档补2分，赢棋不补。

Two ways to be compensated, each needing its cause at the victim's table that round:

- **a victim** — by the game's result (loss any of ``comp.loss``, draw ``comp.draw``, win
  ``comp.win``), where a tablemate was penalised (a deduction) for one of ``comp.causes`` (empty:
  any entry) or for a reason outside the catalogue (the referee's own ruling);
- **the partner** of a player penalised for one of ``comp.partner_causes`` (开棋) in a game they
  partnered: ``comp.open_partner``, unless that game was won. A victim who drew gets the draw's
  amount (4), not the partner's (2).

The referee's ``强制`` skips the cause (the amounts still follow the results).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from .penalties import PenaltyError

if TYPE_CHECKING:
    from engine.regulation.schema import Compensation

OUTCOME_CN = {"W": "赢棋", "D": "和棋", "L": "输棋"}


@dataclass(frozen=True)
class Deduction:
    """A tablemate's deduction that round: his seat at the table, sign-up number, and the
    catalogue entry its reason names (None: a reason outside the catalogue)."""

    seat: int
    seq: int
    key: str | None


def _decimal(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):g}"


def victim_amounts(comp: Compensation, outcome: str) -> set[Fraction]:
    """What a victim may get after a game ``outcome`` (W/D/L): loss any of ``comp.loss``, draw
    ``comp.draw``, win ``comp.win`` (0 means none)."""
    amounts = {"W": [comp.win], "D": [comp.draw], "L": list(comp.loss)}[outcome]
    return {Fraction(x) for x in amounts} - {0}


def partner_amounts(comp: Compensation, outcome: str) -> set[Fraction]:
    """What the partner of a 开棋 player may get after a game ``outcome``: ``open_partner``
    unless won."""
    return set() if outcome == "W" else {Fraction(comp.open_partner)} - {0}


def allowed_compensation(comp: Compensation, outcome: str) -> set[Fraction]:
    """Every amount a game ``outcome`` allows, by either way."""
    return victim_amounts(comp, outcome) | partner_amounts(comp, outcome)


def rule_text(comp: Compensation) -> str:
    """The regulation's compensation amounts, in Chinese."""
    rule = (
        f"规程的补分：输棋补 {'或'.join(_decimal(Fraction(x)) for x in comp.loss)} 分，"
        f"和棋补 {_decimal(Fraction(comp.draw))} 分，赢棋不补"
    )
    if comp.open_partner:
        who = "、".join(comp.partner_causes) or "开棋"
        rule += f"（{who}者的搭档补 {_decimal(Fraction(comp.open_partner))} 分，赢棋不补）"
    return rule


def check_compensation(
    comp: Compensation,
    points: Fraction,
    outcomes: Sequence[str | None],
    game: int | None,
    deductions: Sequence[Deduction] | None = None,
    partner_of: Callable[[int], int | None] | None = None,
    games: int = 0,
) -> None:
    """Whether ``points`` of compensation may be granted; raises PenaltyError with the rule or
    with what is missing.

    ``outcomes``: each game's W/D/L for the victim (None: not played), empty while the table
    has no result or where the format does not say; ``game``: the game named (0-based), else
    any game of the round may allow it. ``deductions``: the tablemates' deductions that round,
    None to skip the cause (``强制``); ``partner_of(game)``: the victim's partner seat in a game
    (None: none); ``games``: the table's games (for the partner where ``outcomes`` is empty)."""
    rule = rule_text(comp)
    anywhere = {x for o in ("W", "D", "L") for x in allowed_compensation(comp, o)}
    if anywhere and points not in anywhere:
        raise PenaltyError(rule + "。")
    if outcomes:
        _check_outcome(comp, points, outcomes, game, rule)
    if deductions is None:
        return
    partner_of = partner_of or (lambda _: None)
    count = len(outcomes) or games
    indices = [game] if game is not None else list(range(count))
    victim_fits, partner_fits = [], []
    for i in indices:
        outcome = outcomes[i] if i < len(outcomes) else None
        if outcomes and outcome is None:
            continue  # not played: no compensation by that game
        fits = (
            points in victim_amounts(comp, outcome)
            if outcome
            else any(points in victim_amounts(comp, o) for o in "WDL")
        )
        if fits:
            victim_fits.append(i)
        if points in (partner_amounts(comp, outcome) if outcome else partner_amounts(comp, "L")):
            partner_fits.append(i)
    causes = [d for d in deductions if d.key is None or not comp.causes or d.key in comp.causes]
    if victim_fits and causes:
        return
    partners = [d for d in deductions if d.key is not None and d.key in comp.partner_causes]
    if any(partner_of(i) == d.seat for i in partner_fits for d in partners):
        return
    missing = []
    if victim_fits:
        listed = "、".join(comp.causes)
        allowed = f"（可补分的扣分：{listed}，或规程扣分项以外的原因）" if listed else ""
        if deductions:
            seen = "、".join(f"序号 {d.seq} {d.key}" for d in deductions if d.key)
            missing.append(f"同桌本轮的扣分（{seen}）都不是可以补分的违规{allowed}")
        else:
            missing.append(f"同桌本轮没有人因违规被扣分{allowed}")
    if partner_fits or not victim_fits:
        missing.append(_partner_missing(comp, points, outcomes, game, partners, partner_of, count))
    raise PenaltyError(
        f"不能补 {_decimal(points)} 分：{'；'.join(missing)}。{rule}。"
        f"请先对违规选手 /扣分；确需补分请在命令末尾加“强制”。"
    )


def _check_outcome(
    comp: Compensation,
    points: Fraction,
    outcomes: Sequence[str | None],
    game: int | None,
    rule: str,
) -> None:
    """The amount against the victim's results: of the game named, else of some game."""
    if game is not None:
        outcome = outcomes[game] if game < len(outcomes) else None
        if outcome is None:
            raise PenaltyError(f"该选手第{game + 1}局没有下出胜负结果，不能按该局补分。{rule}。")
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


def _partner_missing(
    comp: Compensation,
    points: Fraction,
    outcomes: Sequence[str | None],
    game: int | None,
    partners: Sequence[Deduction],
    partner_of: Callable[[int], int | None],
    count: int,
) -> str:
    """Why the partner's compensation does not apply, in Chinese."""
    word = "、".join(comp.partner_causes) or "开棋"
    head = f"补 {_decimal(points)} 分只给{word}者的搭档"
    if not comp.open_partner or points != Fraction(comp.open_partner):
        return f"{head}（{_decimal(Fraction(comp.open_partner))} 分）"
    if not partners:
        return f"{head}，同桌本轮没有人因“{word}”被扣分"
    culprit = partners[0]
    together = [i for i in range(count) if partner_of(i) == culprit.seat]
    if not together or (game is not None and game not in together):
        where = f"第{game + 1}局" if game is not None else ""
        return f"{head}，该选手{where}不是{word}者（序号 {culprit.seq}）的搭档"
    won = next((i for i in together if i < len(outcomes) and outcomes[i] == "W"), together[0])
    return f"{head}，该选手与{word}者（序号 {culprit.seq}）搭档的第{won + 1}局赢棋，赢棋不补"
