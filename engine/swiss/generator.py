"""Random realistic Swiss tournaments (seeded) for tests and benchmarks, and a greedy pairer.

``random_tournament`` plays rounds 1..R of a field with hidden integer strengths: the stronger
player wins more often (an integer per-mille table, no floats), some games are drawn or
forfeited, some players withdraw, some join late with the regulation's starting points. Each
round is paired by ``pair_round`` (``pairer="matching"``, checked by the tests) or by
``greedy_pairing`` (fast, for building the history of big benchmark fields).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.swiss.pairing import (
    FIRST,
    SECOND,
    ColourRule,
    Pairing,
    PairingError,
    SwissPlayer,
    Table,
    assign_colours,
    pair_round,
    parity_lower_bound,
    squared_gaps,
)
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
    to_swiss_players,
)


def greedy_pairing(
    ranked: Sequence[SwissPlayer],
    colours: ColourRule = "alternate",
    rng: random.Random | None = None,
    bye_points: Fraction = Fraction(0),
) -> tuple[Pairing, list[int]]:
    """The naive top-down pairer, for comparison: the bye (odd field) to the lowest-ranked of
    those with the fewest byes; then, by score and rank, each unpaired player meets the first
    unpaired player below him he has not met. Returns (pairing, seqs left without an
    opponent — where it gets stuck)."""
    rng = rng if rng is not None else random.Random(0)
    field = sorted((p for p in ranked if p.available), key=lambda p: -Fraction(p.score))
    bye = None
    if len(field) % 2:
        fewest = min(p.byes for p in field)
        bye = [p for p in ranked if p.available and p.byes == fewest][-1]
        field.remove(bye)
    taken: set[int] = set()
    tables: list[Table] = []
    for a, upper in enumerate(field):
        if upper.seq in taken:
            continue
        for lower in field[a + 1 :]:
            if (
                lower.seq not in taken
                and lower.seq not in upper.opponents
                and upper.seq not in lower.opponents
            ):
                taken.update((upper.seq, lower.seq))
                tables.append(assign_colours(upper, lower, colours, rng))
                break
    left = [p.seq for p in field if p.seq not in taken]
    scores = {p.seq: Fraction(p.score) for p in field}
    paired = [scores[s] for s in scores if s in taken]
    pairing = Pairing(
        tables=tables,
        bye=bye.seq if bye is not None else None,
        bye_points=Fraction(bye_points),
        squared_gaps=squared_gaps(tables, scores),
        lower_bound=parity_lower_bound(paired),
        certified=False,
    )
    return pairing, left


@dataclass(frozen=True)
class GeneratedTournament:
    """A generated tournament after ``rounds`` rounds: ``records`` in ranking order (points,
    then seq), each player's hidden ``strengths``, the ``pairings`` of every round and the
    ``fields`` they were made from (``fields[r - 1]``: the players before round r)."""

    records: list[SwissRecord]
    strengths: dict[int, int]
    pairings: list[Pairing]
    fields: list[list[SwissPlayer]]

    def players(self, forfeit_limit: int | None = 2) -> list[SwissPlayer]:
        """The field as the pairer of the next round sees it, in ranking order."""
        return to_swiss_players(self.records, forfeit_limit)


def _upper_wins_permille(upper: int, lower: int) -> int:
    """Chance (per mille) that the stronger-by-``upper - lower`` player wins a decisive game."""
    return max(50, min(950, 500 + (upper - lower) // 2))


def random_tournament(
    rng: random.Random,
    players: int,
    rounds: int,
    *,
    win: Fraction = Fraction(2),
    draw: Fraction = Fraction(1),
    loss: Fraction = Fraction(0),
    bye_points: Fraction = Fraction(2),
    draw_permille: int = 0,
    forfeit_permille: int = 10,
    withdraw_permille: int = 5,
    late_entries: int = 0,
    late_points: Fraction = Fraction(0),
    colours: ColourRule = "alternate",
    pairer: str = "matching",
    forfeit_limit: int | None = 2,
) -> GeneratedTournament:
    """Play ``rounds`` rounds of a seeded random Swiss of ``players`` (+ ``late_entries`` who
    join in round 2 or 3 with ``late_points``). Points per game ``win``/``draw``/``loss``; a
    forfeit scores ``win`` for the opponent and 0 for the absentee. A small field that can no
    longer be paired without repeats ends early (fewer rounds than asked)."""
    strengths = {seq: rng.randint(1000, 2600) for seq in range(1, players + late_entries + 1)}
    late = (
        {players + k: rng.randint(2, 3) for k in range(1, late_entries + 1)} if rounds >= 2 else {}
    )
    history: dict[int, list[RoundRecord]] = {seq: [] for seq in range(1, players + 1)}
    start: dict[int, Fraction] = {seq: Fraction(0) for seq in history}
    gone: set[int] = set()
    pairings: list[Pairing] = []
    fields: list[list[SwissPlayer]] = []

    def ranked() -> list[SwissRecord]:
        records = [
            SwissRecord(seq, tuple(rounds_), start[seq], withdrawn=seq in gone)
            for seq, rounds_ in history.items()
        ]
        return sorted(records, key=lambda r: (-r.points, r.seq))

    for round_no in range(1, rounds + 1):
        for seq, joins in late.items():
            if joins == round_no:
                history[seq] = [RoundRecord(ABSENT)] * (round_no - 1)
                start[seq] = Fraction(late_points)
        field = to_swiss_players(ranked(), forfeit_limit)
        if pairer == "greedy":
            pairing, _ = greedy_pairing(field, colours, rng, bye_points)
        else:
            try:
                pairing = pair_round(field, colours=colours, rng=rng, bye_points=bye_points)
            except PairingError:  # a small field has run out of new opponents: it ends here
                break
        pairings.append(pairing)
        fields.append(field)
        played: dict[int, RoundRecord] = {}
        for t in pairing.tables:
            a, b = t.first, t.second
            roll = rng.randrange(1000)
            if roll < forfeit_permille:
                absentee, present = (a, b) if rng.randrange(2) else (b, a)
                played[absentee] = RoundRecord(FORFEIT_LOSS, Fraction(0), present)
                played[present] = RoundRecord(FORFEIT_WIN, Fraction(win), absentee)
                continue
            if rng.randrange(1000) < draw_permille:
                outcome_a = DRAW
            else:
                outcome_a = (
                    WIN
                    if rng.randrange(1000) < _upper_wins_permille(strengths[a], strengths[b])
                    else LOSS
                )
            outcome_b = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}[outcome_a]
            points = {WIN: win, DRAW: draw, LOSS: loss}
            played[a] = RoundRecord(outcome_a, Fraction(points[outcome_a]), b, FIRST)
            played[b] = RoundRecord(outcome_b, Fraction(points[outcome_b]), a, SECOND)
        if pairing.bye is not None:
            played[pairing.bye] = RoundRecord(BYE, Fraction(bye_points))
        for seq, rounds_ in history.items():
            rounds_.append(played.get(seq, RoundRecord(ABSENT)))
            if seq not in gone and rng.randrange(1000) < withdraw_permille:
                gone.add(seq)
    return GeneratedTournament(ranked(), strengths, pairings, fields)
