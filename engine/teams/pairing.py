"""Pairing teams and deciding knockout matches, pure.

- **Team Swiss** (``pair_team_round``): engine/swiss's pairer over team seqs with their match
  points as the score — least Σ (score difference)², no two teams meet twice (a forfeited match
  is no meeting, as in the individual Swiss), one bye for an odd field to the lowest-ranked
  team among those with the fewest byes, scored as the regulation's ``TeamBye``. "Colour" is
  being the first-named team (its board 1 moves first): the pairer balances it as it balances
  red and black.
- **Team round robin** (``round_robin_fixtures``): engine/berger's tables over the teams'
  Berger numbers; the first of a Berger pairing is the first-named team, the rest (n + 1 of an
  odd field) a bye.
- **Team knockout** (``decide_knockout``): the side with more board points goes through; level:
  the regulation's decider — ``board`` (a decider game on a named board; with ``armageddon`` a
  drawn decider goes to the side moving second), ``count_back`` (the result on board 1, then 2,
  …: the first board not level decides) or ``lots`` — and lots (from the seed) when the decider
  leaves it level. ``early_winner``: whether a partial match is already decided ("first to X
  board points", e.g. 5.5 of 10, or a lead the other side can no longer catch).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from engine.berger import berger_round, table_size
from engine.swiss.pairing import FIRST, SECOND, ColourRule, Pairing, SwissPlayer, pair_round
from engine.teams.match import (
    DRAW,
    FIRST_TEAM,
    LOSS,
    OPEN,
    SECOND_TEAM,
    WIN,
    GamePoints,
    MatchScoring,
    TeamMatch,
)
from engine.teams.record import BYE, PLAYED, Fixture, TeamBye, TeamRecord

# --------------------------------------------------------------------------- team Swiss


def to_swiss_team(record: TeamRecord) -> SwissPlayer:
    """What the Swiss pairer needs of a team: its match points, the teams met over the boards,
    its byes, whether it was named first in each match played (FIRST) or second (SECOND), and
    whether it is still in (not withdrawn)."""
    return SwissPlayer(
        seq=record.seq,
        score=record.match_points,
        opponents=record.met(),
        byes=sum(1 for r in record.rounds if r.outcome == BYE),
        colours=tuple(
            FIRST if r.first_named else SECOND for r in record.rounds if r.outcome in PLAYED
        ),
        available=not record.withdrawn,
    )


@dataclass(frozen=True)
class TeamPairing:
    """A team Swiss round: the ``fixtures`` (the first-named team first; a bye as a fixture
    without a second team, last) and the pairer's own ``pairing`` (its Σ, bound, certificate)."""

    fixtures: list[Fixture]
    pairing: Pairing


def pair_team_round(
    ranked: Sequence[TeamRecord],
    *,
    bye: TeamBye | None = None,
    colours: ColourRule = "alternate",
    rng: random.Random | None = None,
    window: int | None = 8,
) -> TeamPairing:
    """Pair the next round of a team Swiss. ``ranked``: the teams in ranking order, best first
    (``rank_teams``' order); withdrawn teams are left out. Raises ``PairingError`` (Chinese)
    when no pairing without a repeat exists."""
    bye = bye if bye is not None else TeamBye()
    pairing = pair_round(
        [to_swiss_team(r) for r in ranked],
        colours=colours,
        rng=rng,
        bye_points=Fraction(bye.match_points),
        window=window,
    )
    fixtures = [Fixture(t.first, t.second) for t in pairing.tables]
    if pairing.bye is not None:
        fixtures.append(Fixture(pairing.bye, None))
    return TeamPairing(fixtures, pairing)


# --------------------------------------------------------------------------- round robin


def round_robin_fixtures(teams: Sequence[int], round_no: int, cycles: int = 1) -> list[Fixture]:
    """Round ``round_no`` of a team round robin: ``teams`` are the seqs in Berger-number order
    (team k has Berger number k + 1); each Berger pairing (a, b) is a fixture with a named first;
    the pairing with the rest is a bye (listed last)."""
    rest = table_size(len(teams)) if len(teams) % 2 else None
    fixtures: list[Fixture] = []
    byes: list[Fixture] = []
    for a, b in berger_round(len(teams), round_no, cycles):
        if rest in (a, b):
            byes.append(Fixture(teams[(b if a == rest else a) - 1], None))
        else:
            fixtures.append(Fixture(teams[a - 1], teams[b - 1]))
    return fixtures + byes


# --------------------------------------------------------------------------- knockout

Decider = Literal["board", "count_back", "lots"]
BY_BOARD_POINTS, BY_DECIDER, BY_COUNT_BACK, BY_LOTS, BY_FORFEIT = (
    "board_points",
    "decider",
    "count_back",
    "lots",
    "forfeit",
)
"""How a knockout match was decided (``KnockoutDecision.by``)."""
BY_WORDS = {
    BY_BOARD_POINTS: "局分",
    BY_DECIDER: "加赛台",
    BY_COUNT_BACK: "台次逐台比较",
    BY_LOTS: "抽签",
    BY_FORFEIT: "对方弃权",
}


@dataclass(frozen=True)
class KnockoutRule:
    """The regulation's knockout decider: ``decider`` (``board``: a decider game on board
    ``decider_board``; ``count_back``: board 1's result, then board 2's, …; ``lots``),
    ``armageddon`` (a drawn decider game goes to the side moving second in it) and ``target``
    ("first to X": the board points that end a match early, e.g. 5.5 of 10; None: only a lead
    that cannot be caught ends it early)."""

    decider: Decider = "board"
    decider_board: int = 1
    armageddon: bool = True
    target: Fraction | None = None


@dataclass(frozen=True)
class KnockoutDecision:
    """Who goes through: ``winner`` (a side, None while undecided), ``by`` (BY_*: what decided
    it) and ``needs_decider`` (the boards are level and the decider game is still to play)."""

    winner: int | None
    by: str | None = None
    needs_decider: bool = False


def _lot(seed: int, a: str, b: str) -> int:
    """The side a lot drawn by ``random.Random(f"team-knockout:{seed}:{a}:{b}")`` sends through."""
    return random.Random(f"team-knockout:{seed}:{a}:{b}").randrange(2)


def decide_knockout(
    match: TeamMatch,
    rule: KnockoutRule,
    *,
    points: GamePoints | None = None,
    scoring: MatchScoring | None = None,
    decider_game: str | None = None,
    decider_first: int = FIRST_TEAM,
    seed: int = 0,
    teams: tuple[str, str] = ("", ""),
) -> KnockoutDecision:
    """Decide a knockout match (module docstring). ``decider_game``: the decider game's result
    from the first-named team's side (``WIN``/``DRAW``/``LOSS``, None: not played yet);
    ``decider_first``: the side moving first in it (a drawn armageddon game goes to the other);
    ``seed``/``teams``: the lots. An incomplete match is undecided unless ``early_winner``
    already decides it."""
    points = points if points is not None else GamePoints()
    scoring = scoring if scoring is not None else MatchScoring()
    if match.forfeit is not None:
        return KnockoutDecision(1 - match.forfeit, BY_FORFEIT)
    if not match.complete:
        early = early_winner(match, points, rule.target)
        return KnockoutDecision(early, BY_BOARD_POINTS if early is not None else None)
    winner = match.winner(points, scoring)
    if winner is not None:
        return KnockoutDecision(winner, BY_BOARD_POINTS)
    if rule.decider == "board":
        if decider_game is None or decider_game == OPEN:
            return KnockoutDecision(None, None, needs_decider=True)
        if decider_game == WIN:
            return KnockoutDecision(FIRST_TEAM, BY_DECIDER)
        if decider_game == LOSS:
            return KnockoutDecision(SECOND_TEAM, BY_DECIDER)
        if decider_game == DRAW and rule.armageddon:
            return KnockoutDecision(1 - decider_first, BY_DECIDER)
    if rule.decider == "count_back":
        for first, second in (points.of(m) for m in match.boards):
            if first != second:
                return KnockoutDecision(
                    FIRST_TEAM if first > second else SECOND_TEAM, BY_COUNT_BACK
                )
    return KnockoutDecision(_lot(seed, *teams), BY_LOTS)


def early_winner(
    match: TeamMatch, points: GamePoints | None = None, target: Fraction | None = None
) -> int | None:
    """The side that has already won a match still being played, None if neither has: with a
    ``target`` ("first to X"), the side whose board points so far reach X; without, the side
    whose lead is more than the other could still make up on the boards not entered."""
    points = points if points is not None else GamePoints()
    if match.forfeit is not None:
        return 1 - match.forfeit
    first = sum((points.of(m)[0] for m in match.boards if m != OPEN), Fraction(0))
    second = sum((points.of(m)[1] for m in match.boards if m != OPEN), Fraction(0))
    if target is not None:
        if first >= target:
            return FIRST_TEAM
        if second >= target:
            return SECOND_TEAM
        return None
    left = sum(1 for m in match.boards if m == OPEN) * (points.win - points.loss)
    if first - second > left:
        return FIRST_TEAM
    if second - first > left:
        return SECOND_TEAM
    return None
