"""The arena prize pool (seed 004 九), in exact yuan (``Fraction``).

九(一): each team 10,000 basic (基本奖励) and a floating base (奖励基数) of 30,000; after each
bout the winner's team takes 50% of the loser's team's *current* base (九(一)1), so the two bases
always sum to 60,000. After the match a team whose base is ≤ 7,000 receives 7,000 more
(鼓励奖金, 九(一)2, paid by the organisers on top of the pool). 九(二): each official streamer
player (JJ象棋官方主播) 2,000. 九(三): a sportsmanship award (体育道德风尚奖) exists, named by
the organisers; the regulation gives it no amount.

A base halves with every lost bout, so it can reach amounts below a fen (30,000 / 2^7 =
234.375): amounts stay exact here and are shown exactly (``yuan_text``); rounding a payment to
the fen is the organisers' business, the regulation says nothing of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from engine.numbers import decimal_text


class PoolSettings(Protocol):
    """What ``PoolRules.of`` reads: the regulation's ``format.pool`` (an ``ArenaPool``)."""

    @property
    def basic(self) -> Fraction | int: ...
    @property
    def floating_base(self) -> Fraction | int: ...
    @property
    def transfer(self) -> Fraction | int: ...
    @property
    def encouragement_threshold(self) -> Fraction | int: ...
    @property
    def encouragement(self) -> Fraction | int: ...
    @property
    def streamer_bonus(self) -> Fraction | int: ...


@dataclass(frozen=True)
class PoolRules:
    """The pool parameters (regulation ``format.pool``; the defaults are seed 004 九)."""

    basic: Fraction = Fraction(10000)
    floating_base: Fraction = Fraction(30000)
    transfer: Fraction = Fraction(1, 2)
    encouragement_threshold: Fraction = Fraction(7000)
    encouragement: Fraction = Fraction(7000)
    streamer_bonus: Fraction = Fraction(2000)

    @classmethod
    def of(cls, pool: PoolSettings) -> PoolRules:
        """The rules of a regulation's ``format.pool`` (an ArenaPool or anything shaped like it)."""
        return cls(
            Fraction(pool.basic),
            Fraction(pool.floating_base),
            Fraction(pool.transfer),
            Fraction(pool.encouragement_threshold),
            Fraction(pool.encouragement),
            Fraction(pool.streamer_bonus),
        )


DEFAULT_POOL_RULES = PoolRules()

Bases = tuple[Fraction, Fraction]


def initial_bases(rules: PoolRules = DEFAULT_POOL_RULES) -> Bases:
    """Both teams' floating base before bout 1 (九(一)1 两队奖励基数各为30000元)."""
    return rules.floating_base, rules.floating_base


def after_bout(bases: Bases, winner_team: int, rules: PoolRules = DEFAULT_POOL_RULES) -> Bases:
    """The bases after a bout won by team ``winner_team`` (0 or 1): the winner takes ``transfer``
    (50%) of the loser's current base (九(一)1 每轮对阵胜方获得负方奖励基数的50%)."""
    if winner_team not in (0, 1):
        raise ValueError(f"winner_team must be 0 or 1, not {winner_team!r}")
    loser_team = 1 - winner_team
    moved = bases[loser_team] * rules.transfer
    out = list(bases)
    out[winner_team] += moved
    out[loser_team] -= moved
    return out[0], out[1]


def base_history(winner_teams: Sequence[int], rules: PoolRules = DEFAULT_POOL_RULES) -> list[Bases]:
    """The bases before bout 1 and after each bout (``winner_teams``: each bout's winning team,
    ``LadderState.winner_teams``); ``len(winner_teams) + 1`` entries."""
    history = [initial_bases(rules)]
    for team in winner_teams:
        history.append(after_bout(history[-1], team, rules))
    return history


def encouragement_due(base: Fraction, rules: PoolRules = DEFAULT_POOL_RULES) -> Fraction:
    """The encouragement a team receives at the end (九(一)2 余额≤7000元时增设鼓励奖金7000元):
    ``encouragement`` when its final base ≤ ``encouragement_threshold`` (7,000 itself included),
    else 0."""
    return rules.encouragement if base <= rules.encouragement_threshold else Fraction(0)


@dataclass(frozen=True)
class NamedAward:
    """An award the organisers name (九(三) 体育道德风尚奖): its name, the team and/or player
    (seq) who receives it, and its amount when the organisers give one (None: no money)."""

    name: str
    team: str | None = None
    seq: int | None = None
    amount: Fraction | None = None


@dataclass(frozen=True)
class TeamPrize:
    """A team's money (九): ``basic`` + the floating ``base`` + ``encouragement`` (only once the
    match is over) + ``streamer_bonus`` for its ``streamers`` + the money of its named
    ``awards``; ``total`` is None until the match is over (``final``)."""

    team: str
    basic: Fraction
    base: Fraction
    encouragement: Fraction
    streamers: tuple[int, ...]
    streamer_bonus: Fraction
    awards: tuple[NamedAward, ...]
    final: bool

    @property
    def total(self) -> Fraction | None:
        """The team's whole prize once the match is over, else None."""
        if not self.final:
            return None
        award_money = sum((a.amount for a in self.awards if a.amount is not None), Fraction(0))
        return self.basic + self.base + self.encouragement + self.streamer_bonus + award_money


def team_prizes(
    teams: Sequence[str],
    winner_teams: Sequence[int],
    finished: bool,
    rules: PoolRules = DEFAULT_POOL_RULES,
    streamers: Mapping[str, Sequence[int]] | None = None,
    awards: Sequence[NamedAward] = (),
) -> tuple[TeamPrize, TeamPrize]:
    """Both teams' prizes after the bouts won by ``winner_teams`` (九(一), 九(二), 九(三)).

    ``streamers``: per team name, the seqs the organisers marked as official streamers
    (``/主播``); each earns ``streamer_bonus`` for the team's prize [interpretation: every marked
    player of the team, whether or not he played a bout — 参赛棋手 is the registered player].
    ``finished``: the match is over, so the encouragement is due and the total is known."""
    streamers = streamers or {}
    final_bases = base_history(winner_teams, rules)[-1]
    prizes = []
    for index, team in enumerate(teams):
        marked = tuple(sorted(set(streamers.get(team, ()))))
        base = final_bases[index]
        prizes.append(
            TeamPrize(
                team=team,
                basic=rules.basic,
                base=base,
                encouragement=encouragement_due(base, rules) if finished else Fraction(0),
                streamers=marked,
                streamer_bonus=rules.streamer_bonus * len(marked),
                awards=tuple(a for a in awards if a.team == team),
                final=finished,
            )
        )
    return prizes[0], prizes[1]


def money_text(amount: Fraction) -> str:
    """An amount as an exact decimal string for the JSON API (``"234.375"``, ``"15000"``)."""
    return decimal_text(amount.numerator if amount.denominator == 1 else amount)


def yuan_text(amount: Fraction) -> str:
    """An amount in yuan as chat shows it: whole yuan plain (``15000 元``), with fen where needed
    (``937.50 元``), and exactly when below a fen (``234.375 元``)."""
    if amount.denominator == 1:
        return f"{amount.numerator} 元"
    if (amount * 100).denominator == 1:
        cents = abs(amount.numerator * 100 // amount.denominator)
        sign = "-" if amount < 0 else ""
        return f"{sign}{cents // 100}.{cents % 100:02d} 元"
    return f"{money_text(amount)} 元"
