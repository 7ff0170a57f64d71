"""Team challenge ladder (擂台赛, seed 004) behind the format seam; the rules live in engine/arena.

Each bout is a round with one table ``[defender, challenger]``; bout 1 is both teams' No. 6, the
first-named team's in the first seat (``seat`` reads the ladder: ``engine.arena.ladder``). A
table's result is a ``BoutResult``: the bout's games from the defender's side (``胜和负胜``) and,
where the referee ruled it, the seat that forfeited the bout.

Entries accumulate: ``/录入 1 <games>`` **adds** the typed games to those already recorded for the
current bout (one game at a time or several), so a game after the bout is decided is refused
(``entry``). A correction is ``/撤销`` of the last entry, then the right games. A player's
``/报分`` (confirmed by the other) gives the bout's games so far and replaces them.

A bout is closed by ``/结束本轮`` only once it is decided (or forfeited): the regulation has no
cutoff result for a bout, so ``close_unplayed`` refuses an undecided one. The match is over when
a team's champion (擂主) loses (``over``); then the final post gives both teams' prizes.

Standings: every player, the better-placed team first (the winner once the match is over, else
the team with more players left, the first-named on a tie), each team in playing order
(6, 5, …, 1, 擂主). ``rank`` is the team's place (1 or 2; equal while level), ``total`` the bouts
the player won, ``round_scores`` his points in the bout he played that round, ``status``
``active`` or ``eliminated`` (lost a bout); ``tiebreaks``: ``bouts`` played and ``game_points``
(no tiebreak decides anything: the ladder does). The pool (engine.arena.pool) is in the JSON's
``teams`` (``extra_standings``).

The package, one module per seam: ``schema`` (the ``[format]`` part), ``results`` (the bout's
result and winner), ``lineups`` (teams, numbers, substitutions, names), ``standings`` (the
ladder's standings), ``outputs`` (notes, JSON, the chain of bouts) and ``format`` (the format
object).
"""

from .format import FORMAT, Arena
from .lineups import FROM_BOUT, LEFT, REPLACES, lineup_rules
from .results import BoutResult, bout_rules, winner_seat
from .schema import ArenaFormat, ArenaPool, Bout
from .standings import ArenaStandings

__all__ = [
    "FORMAT",
    "FROM_BOUT",
    "LEFT",
    "REPLACES",
    "Arena",
    "ArenaFormat",
    "ArenaPool",
    "ArenaStandings",
    "Bout",
    "BoutResult",
    "bout_rules",
    "lineup_rules",
    "winner_seat",
]
