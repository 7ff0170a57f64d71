"""Standings of two-player games, one code for the round robin and the Swiss (and through the
Swiss, 003's groups): every player's games as a ``SwissRecord``, ranked by points and then the
regulation's ``format.tiebreaks``, each a name of the one registry (engine/tiebreaks). A row's
``explanation`` says what separated it from the row above ("积分相同，对手分 31 > 29").

Each format says what of its ``[format]`` the ranking reads (``TwoPlayerRules``); what it does
not have takes the round robin's value: no forfeit limit (``forfeits_to_withdraw``), no late
entries (``late_entry_points``), 对手分 counting a bye 0 (``bye_opponent_value = "zero"``).
The table result of every two-player game is here too (``GameResult``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from engine import games as game_rules
from engine.signup_fields import rating_value
from engine.standings import StandingRow, Standings
from engine.swiss.pairing import FIRST, SECOND
from engine.swiss.record import (
    ABSENT,
    BYE,
    DRAW,
    FORFEIT_LOSS,
    FORFEIT_WIN,
    LOSS,
    WIN,
    RoundRecord,
    SwissRecord,
    longest_forfeit_run,
)
from engine.tiebreaks import GAMES, names_over, reason_text, unknown_text
from engine.tiebreaks.games import (
    FIDE,
    GO_002,
    XIANGQI_003,
    OpponentsScoreRule,
    SwissContext,
    draw_lots,
)
from engine.tiebreaks.order import SwissRankedRow, rank
from engine.vocabulary import EntryStatus, Mark

from .base import LATE_ENTRY, Facts, FormatError

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

OPPONENTS_RULES = {"zero": GO_002, "lowest_scorer": XIANGQI_003, "own_score": FIDE}
"""``format.bye_opponent_value`` -> how a bye, a forfeit and a withdrawn opponent count in
对手分."""
ByeOpponentValue = Literal["zero", "lowest_scorer", "own_score"]


@dataclass(frozen=True)
class GameResult:
    """A two-player table's result from the first seat's side: ``mark`` W/D/L (None: not
    decided), the seats that forfeited (the game was not played), whether the cutoff decided
    it (a draw), and whether the table is a rest (one seat, 轮空)."""

    mark: str | None = None
    forfeits: tuple[int, ...] = ()
    cutoff: bool = False
    bye: bool = False


@dataclass(frozen=True)
class TwoPlayerRules:
    """What the ranking reads of a format's ``[format]``: the tiebreak chain (``tiebreaks``), how
    对手分 counts a bye (``bye_opponent_value``), the forfeits after which a player is no longer
    paired (``forfeits_to_withdraw``, in a row where ``forfeits_consecutive``) and a late
    entry's starting points (``late_entry_points``); the defaults are the round robin's."""

    tiebreaks: Sequence[str]
    bye_opponent_value: ByeOpponentValue = "zero"
    forfeits_to_withdraw: int | None = None
    forfeits_consecutive: bool = False
    late_entry_points: Fraction | None = None
    late_points_per_round: Fraction = Fraction(0)
    """A player entered by ``/补报`` (sign-up field ``late_entry``): the points for each round
    missed (``signup.late_entry_points``), in place of ``late_entry_points``."""


@dataclass(frozen=True)
class SwissRow(StandingRow):
    """A standings row that also carries the player's record (what the Swiss pairer reads)."""

    record: SwissRecord | None = None


def score(reg: Regulation, name: str, default: Fraction | int) -> Fraction:
    """``[scoring] name`` as a Fraction, ``default`` where the regulation leaves it out."""
    value = getattr(reg.scoring, name)
    return Fraction(default if value is None else value)


def chain(rules: TwoPlayerRules) -> list[str]:
    """The regulation's chain, ``points`` first; FormatError naming what may be used when it
    holds a name that is not a tiebreak of two-player games."""
    names = [n for n in rules.tiebreaks if n != "points"]
    allowed = names_over(GAMES)
    unknown = [n for n in names if n not in allowed]
    if unknown:
        raise FormatError(
            f"无法计算排名。{unknown_text(unknown, allowed)}。"
            "请组委改正规程的排名依据（format.tiebreaks）。"
        )
    return ["points", *names]


def _outcome(result: GameResult | None, seat: int) -> tuple[str, str | None]:
    """(outcome, colour) of ``seat`` at a two-player table (a ``GameResult``; None: no result,
    which scores nothing, like an undecided game)."""
    if result is not None and result.forfeits:
        return (FORFEIT_LOSS if seat in result.forfeits else FORFEIT_WIN), None
    colour = FIRST if seat == 0 else SECOND
    if result is None or result.mark is None or result.mark == Mark.DRAW:
        return DRAW, colour  # a cutoff draw was played too
    won = (result.mark == Mark.WIN) == (seat == 0)
    return (WIN if won else LOSS), colour


def records(
    rules: TwoPlayerRules, facts: Facts[GameResult], after_round: int
) -> dict[int, SwissRecord]:
    """Every player who played a table of rounds 1..after_round, as a ``SwissRecord``: one
    RoundRecord per round (ABSENT when not seated), round points = game points + adjustments
    (the game's alone kept as ``game_points``); warnings and fouls counted up to
    ``after_round``; withdrawn also after the regulation's forfeits."""
    per: dict[int, dict[int, RoundRecord]] = defaultdict(dict)
    for tf in facts.tables:
        if tf.round > after_round:
            continue
        for seat, seq in enumerate(tf.seats):
            game = Fraction(sum(tf.points[seat])) if tf.points else Fraction(0)
            points = game + facts.adjustments.get((seq, tf.round), Fraction(0))
            if len(tf.seats) == 1:
                per[seq][tf.round] = RoundRecord(BYE, points, game_points=game)
            else:
                outcome, colour = _outcome(tf.result, seat)
                per[seq][tf.round] = RoundRecord(
                    outcome, points, tf.seats[1 - seat], colour, game_points=game
                )
    limit = rules.forfeits_to_withdraw
    consecutive = rules.forfeits_consecutive
    late = rules.late_entry_points
    out: dict[int, SwissRecord] = {}
    for seq, by_round in per.items():
        if seq not in facts.players:
            continue
        p = facts.players[seq]
        rounds = tuple(by_round.get(r, RoundRecord(ABSENT)) for r in range(1, after_round + 1))
        counts = {
            kind: sum(
                n
                for (q, r, k), n in facts.counts.items()
                if q == seq and k == kind and r <= after_round
            )
            for kind in ("warning", "foul")
        }
        start = (
            Fraction(late)
            if late is not None and rounds and rounds[0].outcome == ABSENT
            else Fraction(0)
        )
        if p.fields.get(LATE_ENTRY):  # entered by /补报: the points of each round missed
            missed = next((k for k, r in enumerate(rounds) if r.outcome != ABSENT), len(rounds))
            start = rules.late_points_per_round * missed
        withdrawn = p.withdrawn or (
            limit is not None and _forfeits(SwissRecord(seq, rounds), consecutive) >= limit
        )
        out[seq] = SwissRecord(
            seq,
            rounds,
            start,
            warnings=counts["warning"],
            fouls=counts["foul"],
            withdrawn=withdrawn,
            disqualified=p.disqualified,
        )
    return out


def _forfeits(record: SwissRecord, consecutive: bool) -> int:
    """The forfeits that count towards ``forfeits_to_withdraw``: all of them, or (consecutive)
    the longest run of forfeits in a row anywhere in the record (``longest_forfeit_run``)."""
    if not consecutive:
        return sum(1 for r in record.rounds if r.outcome == FORFEIT_LOSS)
    return longest_forfeit_run(record)


def _context(
    reg: Regulation,
    rules: TwoPlayerRules,
    recs: Mapping[int, SwissRecord],
    seed: int,
    ratings: Mapping[int, int] | None = None,
) -> SwissContext:
    return SwissContext.of(
        recs.values(),
        opponents_rule=OPPONENTS_RULES[rules.bye_opponent_value],
        lots=draw_lots(seed, recs),
        win_points=score(reg, "win", game_rules.default_points(reg.game)[0]),
        ratings=ratings,
    )


def ratings_of(facts: Facts[GameResult]) -> dict[int, int]:
    """seq -> the sign-up's 等级分, for the players who gave one (the ``rating`` tiebreak)."""
    found = {seq: rating_value(p.fields) for seq, p in facts.players.items()}
    return {seq: value for seq, value in found.items() if value is not None}


def standings(
    reg: Regulation, rules: TwoPlayerRules, facts: Facts[GameResult], after_round: int
) -> Standings:
    """Rows by points, then ``format.tiebreaks``; the disqualified last, unranked; everyone
    still paired (not withdrawn, not over the forfeit limit) advances."""
    names = chain(rules)
    recs = records(rules, facts, after_round)
    ratings = ratings_of(facts) if "rating" in names else None
    if "previous_ranking" in names:
        recs = _with_previous_ranks(
            reg, rules, recs, names, facts.seed, after_round, facts.counts, ratings
        )
    ctx = _context(reg, rules, recs, facts.seed, ratings)
    ranked = rank([r for r in recs.values() if not r.disqualified], names, ctx)
    barred = rank([r for r in recs.values() if r.disqualified], names, ctx)
    rows: list[StandingRow] = []
    for row in ranked + barred:
        record = recs[row.seq]
        status = (
            EntryStatus.DISQUALIFIED
            if record.disqualified
            else EntryStatus.WITHDRAWN
            if record.withdrawn
            else EntryStatus.ACTIVE
        )
        rows.append(
            SwissRow(
                None if record.disqualified else row.rank,
                row.seq,
                record.points,
                [None if r.outcome == ABSENT else Fraction(r.points) for r in record.rounds],
                {name: row.values[name] for name in names if name != "points"},
                status,
                after_round,
                EntryStatus.DISQUALIFIED.label if record.disqualified else _explain(row),
                record,
                reason=None if record.disqualified else row.reason,
            )
        )
    return Standings(after_round, rows, [r.seq for r in rows if r.status == EntryStatus.ACTIVE])


def _explain(row: SwissRankedRow) -> str | None:
    return None if row.reason is None else reason_text(row.reason)


@lru_cache(maxsize=512)
def _ranks_after(
    cut: tuple[SwissRecord, ...],
    names: tuple[str, ...],
    seed: int,
    opponents_rule: OpponentsScoreRule,
    win_points: Fraction,
    ratings: tuple[tuple[int, int], ...],
) -> tuple[tuple[int, int], ...]:
    """(seq, rank) of the ranking of records cut after an earlier round. Kept: every standings
    after round R ranks rounds 1..R−1 again, and those rounds rarely change."""
    by_seq = {r.seq: r for r in cut}
    ctx = SwissContext.of(
        cut,
        opponents_rule=opponents_rule,
        lots=draw_lots(seed, by_seq),
        win_points=win_points,
        ratings=dict(ratings),
    )
    return tuple((row.seq, row.rank) for row in rank(cut, list(names), ctx))


def _with_previous_ranks(
    reg: Regulation,
    rules: TwoPlayerRules,
    recs: Mapping[int, SwissRecord],
    names: list[str],
    seed: int,
    after_round: int,
    counts: Mapping[tuple[int, int, str], int] | None = None,
    ratings: Mapping[int, int] | None = None,
) -> dict[int, SwissRecord]:
    """Each record with its ranks after rounds R−1, …, 1 (for ``previous_ranking``); the ranking
    after round r counts the warnings and fouls of rounds 1..r only (``counts``: the facts'
    (seq, round, kind) counts; without them, the totals)."""
    ranks: dict[int, list[int]] = defaultdict(list)  # seq -> [rank after 1, after 2, …]

    lines: dict[int, list[tuple[int, str, int]]] = defaultdict(list)
    for (q, rr, k), n in (counts or {}).items():
        lines[q].append((rr, k, n))

    def upto(seq: int, kind: str, r: int, total: int) -> int:
        if counts is None:
            return total
        return sum(n for rr, k, n in lines.get(seq, ()) if k == kind and rr <= r)

    base = _context(reg, rules, recs, seed, ratings)  # the 对手分 rule and a win's points
    for r in range(1, after_round):
        cut = {
            seq: SwissRecord(
                seq,
                rec.rounds[:r],
                rec.start_points,
                upto(seq, "warning", r, rec.warnings),
                upto(seq, "foul", r, rec.fouls),
                tuple(reversed(ranks[seq])),
                rec.withdrawn,
                rec.disqualified,
            )
            for seq, rec in recs.items()
            if any(x.outcome != ABSENT for x in rec.rounds[:r])
        }
        for seq, place in _ranks_after(
            tuple(cut.values()),
            tuple(names),
            seed,
            base.opponents_rule,
            base.win_points,
            tuple(sorted(base.ratings.items())),
        ):
            ranks[seq].append(place)
    return {
        seq: SwissRecord(
            seq,
            rec.rounds,
            rec.start_points,
            rec.warnings,
            rec.fouls,
            tuple(reversed(ranks[seq])),
            rec.withdrawn,
            rec.disqualified,
        )
        for seq, rec in recs.items()
    }
