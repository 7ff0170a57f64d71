"""The club rating (等级分): an Elo rating per game kind, recomputed from the rated games in order.

Nothing of it is stored: ``rate`` takes every rated game of a group's tournaments in the order
they were played and gives each person's rating, so a corrected result corrects the ratings.

- Everyone starts at ``INITIAL`` (1500) in each game kind.
- A game scores the first side ``S`` = 1 (win), ½ (draw) or 0 (loss), the other side 1 − S.
- The expected score of side A against side B is ``E_A = 1 / (1 + 10^((R_B − R_A) / 400))``.
- After the game each player's rating moves by ``K × (S − E)``, with K by the games that player
  had already played in that game kind (``K_TABLE``, FIDE-like): 40 for the first 30, then 20.
- A side of partners (four-player Junqi: two against two) is rated by its team result: its
  rating is the mean of the partners' ratings before the game, ``E`` comes from the two means,
  and each partner moves by his own K × (S − E).
- Games are rated one after another in the order given (tournament, round, table, game); in a
  round each player sits at one table, so the order of the tables does not matter.

Ratings are floats (the formula has a power of ten); they are shown rounded to a whole number
(``shown``), and lists rank by that whole number, so no comparison meets a float.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

INITIAL = 1500
# (games played before this one, below which the K applies; None: no bound), K
K_TABLE: tuple[tuple[int | None, int], ...] = ((30, 40), (None, 20))
SCORES = {"W": Fraction(1), "D": Fraction(1, 2), "L": Fraction(0)}


@dataclass(frozen=True)
class RatedGame:
    """One game for the rating: its game kind (the regulation's ``game``: xiangqi, go,
    junqi4 …), the persons of the first side and of the other (one each, or partners) and the
    first side's outcome ``W``/``D``/``L``."""

    game: str
    first: tuple[str, ...]
    second: tuple[str, ...]
    outcome: str


@dataclass
class Rating:
    """A person's rating in one game kind and the rated games behind it."""

    rating: float = float(INITIAL)
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def shown(self) -> int:
        """The rating as shown: rounded to the nearest whole number, halves up."""
        return shown(self.rating)


def shown(rating: float) -> int:
    """A rating rounded to the nearest whole number, halves up (1512.5 → 1513)."""
    return math.floor(rating + 0.5)


def k_factor(played: int) -> int:
    """K for a player who had played ``played`` rated games of the kind before this one."""
    for bound, k in K_TABLE:
        if bound is None or played < bound:
            return k
    raise AssertionError("K_TABLE ends with an unbounded row")


def expected(own: float, other: float) -> float:
    """The expected score of a side rated ``own`` against one rated ``other``."""
    return 1.0 / (1.0 + float(10.0 ** ((other - own) / 400.0)))


Ratings = dict[str, dict[str, Rating]]
"""game kind -> person -> rating."""


def rate(games: Iterable[RatedGame]) -> Ratings:
    """Every person's rating per game kind after ``games``, in the order given. A game whose
    sides share a person (two accounts merged after they met) is not rated."""
    table: Ratings = {}
    for g in games:
        if not g.first or not g.second or set(g.first) & set(g.second):
            continue
        kind = table.setdefault(g.game, {})
        first = [kind.setdefault(p, Rating()) for p in g.first]
        second = [kind.setdefault(p, Rating()) for p in g.second]
        mean_first = sum(r.rating for r in first) / len(first)
        mean_second = sum(r.rating for r in second) / len(second)
        score = float(SCORES[g.outcome])
        e_first = expected(mean_first, mean_second)
        _move(first, score, e_first, g.outcome)
        _move(second, 1.0 - score, 1.0 - e_first, {"W": "L", "L": "W", "D": "D"}[g.outcome])
    return table


def _move(side: list[Rating], score: float, e: float, outcome: str) -> None:
    for r in side:
        r.rating += k_factor(r.games) * (score - e)
        r.games += 1
        if outcome == "W":
            r.wins += 1
        elif outcome == "D":
            r.draws += 1
        else:
            r.losses += 1


def ranked(kind: dict[str, Rating]) -> list[tuple[int, str, Rating]]:
    """A game kind's rating list: (rank, person, rating), by shown rating (higher first), then
    more games; equal on both share a rank. Persons are the tiebreak of the order only."""
    rows = sorted(kind.items(), key=lambda item: (-item[1].shown, -item[1].games, item[0]))
    out: list[tuple[int, str, Rating]] = []
    for i, (person, r) in enumerate(rows):
        if out and (out[-1][2].shown, out[-1][2].games) == (r.shown, r.games):
            rank = out[-1][0]
        else:
            rank = i + 1
        out.append((rank, person, r))
    return out
