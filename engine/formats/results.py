"""A pairing system's results in one place: how its tables take a result (``fmt.results``).

A table's result is a typed value of the format's own class (``GameResult``, ``TieResult``,
``BoutResult`` …), and everything done with it lives beside that class in one ``ResultRules``
subclass: read from chat text (``parse_result``), stored as the ``Result`` row's ``(games,
details)`` pair (``dump_result``/``load_result``), rendered (``result_text``), scored
(``points``), and the special cases (the cutoff, forfeits, entries, rulings, lots, a substitute,
a game lost by a penalty). The rules hold their format (``fmt``) for what they read of it (a
knockout's tie length, the stages' current stage, the format's name in a refusal).

Members: ``parse_result``, ``load_result``, ``dump_result``, ``result_text``, ``empty_result``,
``seated_result``, ``points``, ``has_play``; ``close_unplayed``, ``forfeit``, ``seat_outcomes``;
``game_number``, ``table_games``, ``current_game``, ``lose_game``, ``partner_seat``,
``fouls_to_lose``; ``entered``, ``refill_seat``, ``entry``, ``overrule``, ``lots_result``;
``rated_games`` (the games a club rating counts).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic

from .base import Details, FormatError, Point, ResultT

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

    from .base import Format


@dataclass(frozen=True)
class SeatGame:
    """One game of a table played over the board, as a club rating counts it: the seats of the
    first side (one player, or partners), the seats of the other side, and the first side's
    outcome ``W``/``D``/``L``."""

    first: tuple[int, ...]
    second: tuple[int, ...]
    outcome: str


class ResultRules(ABC, Generic[ResultT]):
    """How a format's tables take results (module docstring). Subclasses implement the abstract
    methods and override the defaults their rules change."""

    def __init__(self, fmt: Format[ResultT]) -> None:
        self.fmt = fmt
        """The format these are the result rules of."""

    # --- reading, storing, rendering, scoring ---------------------------------------------

    @abstractmethod
    def parse_result(self, reg: Regulation, text: str, seats: int) -> ResultT:
        """The typed result of a table of ``seats`` from chat text (from the first seat's side)."""

    @abstractmethod
    def load_result(self, games: str, details: Details) -> ResultT:
        """The typed result from its stored form."""

    @abstractmethod
    def dump_result(self, result: ResultT) -> tuple[str, dict[str, object]]:
        """The stored form ``(games, details)`` of a typed result."""

    @abstractmethod
    def result_text(self, result: ResultT) -> str:
        """The result as chat and the API show it (胜和负, 弃权, 轮空 …)."""

    @abstractmethod
    def empty_result(self, reg: Regulation, seats: int) -> ResultT:
        """A result with nothing decided yet (special cases are added to it)."""

    def seated_result(self, reg: Regulation, seats: int) -> ResultT | None:
        """The result a table has as soon as it is seated (a rest), else None."""
        return None

    @abstractmethod
    def points(self, reg: Regulation, result: ResultT, seats: int) -> list[list[Point]]:
        """Points of each seat in each game; a game still undecided scores 0 for now."""

    @abstractmethod
    def has_play(self, result: ResultT) -> bool:
        """Whether any game of the table has a result (then its seats can no longer change)."""

    # --- special cases -------------------------------------------------------------------

    @abstractmethod
    def close_unplayed(self, reg: Regulation, result: ResultT) -> ResultT:
        """The result at the round's cutoff: games undecided become the regulation's cutoff
        result."""

    @abstractmethod
    def forfeit(
        self, reg: Regulation, result: ResultT, seat: int, game: int | None
    ) -> tuple[ResultT, str]:
        """``seat`` forfeits the round (``game`` None) or one game: the new result and what it
        is."""

    def seat_outcomes(self, reg: Regulation, result: ResultT, seat: int) -> list[str | None]:
        """Each game's outcome for ``seat`` as ``W``/``D``/``L`` (None: not played, e.g.
        forfeited, disconnected or undecided); [] where the format does not say."""
        return []

    def rated_games(self, reg: Regulation, result: ResultT, seats: int) -> list[SeatGame]:
        """The table's games played over the board (not forfeited, disconnected, decided by
        the cutoff or undecided), for a club rating. Default: at a table of two, seat 0 against
        seat 1 in each game ``seat_outcomes`` gives seat 0; at a table of four with partners
        (``partner_seat``), seat 0 and its partner in that game against the other two; none
        at any other table."""
        if seats < 2:
            return []
        games = []
        for game, outcome in enumerate(self.seat_outcomes(reg, result, 0)):
            if outcome is None:
                continue
            if seats == 2:
                games.append(SeatGame((0,), (1,), outcome))
                continue
            partner = self.partner_seat(reg, 0, game) if seats == 4 else None
            if partner is None:
                continue
            first = (0, partner)
            second = tuple(s for s in range(seats) if s not in first)
            games.append(SeatGame(first, second, outcome))
        return games

    # --- rulings on a game (the penalty catalogue, the fouls rule) -----------------------

    def game_number(self, reg: Regulation, number: int | None) -> int:
        """The 0-based index of a game a referee's command names (`/弃权 <选手> 第2局`: 2; None
        when what was written is no game number: ``game_named``); refused where the format's
        tables have no such game. Default: one game a table, a forfeit is the round's."""
        raise FormatError("本赛制每桌只下一局，弃权不分局：/弃权 <选手>")

    def table_games(self, reg: Regulation, result: ResultT, seats: int) -> int:
        """How many games the table plays (the highest `第k局` a ledger line may name and the
        most games a per-game penalty counts): default one at a table of two or more, none at
        a rest."""
        return 1 if seats > 1 else 0

    def current_game(self, reg: Regulation, result: ResultT) -> int:
        """The game (0-based) in progress at a table with ``result``: the game a foul counts
        in when the referee names none. Default: the first (a table of one game)."""
        return 0

    def lose_game(
        self, reg: Regulation, result: ResultT, seat: int, game: int, earlier: str = ""
    ) -> tuple[ResultT, str]:
        """The result after ``seat`` is ruled to have lost game ``game`` (0-based): a penalty
        that loses the game (002 坐错, 003 违例) or the fouls rule (003 两次犯规判负); the new
        result and a few words for the reply. ``earlier``: the games before ``game`` in chat
        text, where the result does not hold them yet (a tie in progress). Default: refused."""
        raise FormatError(
            f"本赛事的赛制（{self.fmt.words.name}）不能按规程判负某一局，"
            "请裁判用 /录入 <桌> <结果> 录入该桌结果。"
        )

    def partner_seat(self, reg: Regulation, seat: int, game: int) -> int | None:
        """The seat partnering ``seat`` in game ``game`` (0-based); None where players play
        alone (the compensation of a 开棋 player's partner, 000 §九)."""
        return None

    def fouls_to_lose(self, reg: Regulation) -> int | None:
        """How many fouls (犯规) of a player in one game lose that game (003 两次犯规判负:
        ``format.fouls_to_lose_game``); None: fouls only count for tiebreaks."""
        count = getattr(reg.format, "fouls_to_lose_game", None)
        return count if isinstance(count, int) else None

    # --- entries and rulings on a table -----------------------------------------------

    def reported(self, before: ResultT | None, new: ResultT) -> ResultT:
        """What a player's ``/报分`` of ``new`` reports, given what he reported before
        (``before``; None: nothing yet). Default: ``new`` (a report names the whole table); a
        team event's captain may report one board at a time (``第2台 和``), added to his report."""
        return new

    def entered(self, old: ResultT | None, new: ResultT) -> ResultT:
        """The result after a referee or a confirmed report gave the games ``new`` to a table
        whose result was ``old`` (None: none yet)."""
        return new

    def refill_seat(self, result: ResultT, seat: int) -> ResultT:
        """The result after a substitute took the forfeited ``seat``."""
        return result

    def entry(self, reg: Regulation, old: ResultT | None, new: ResultT) -> ResultT:
        """The result after a referee's ``/录入`` gave ``new`` to a table whose result was ``old``
        (None: none yet). Default: as ``entered`` (the entry replaces the games). A format whose
        entries accumulate (the arena: games one at a time) adds them, raising FormatError for an
        entry its rules refuse."""
        return self.entered(old, new)

    def overrule(self, old: ResultT, new: ResultT) -> ResultT:
        """The result after a ruling replaced ``old`` with ``new`` (what of ``old`` survives)."""
        return new

    def lots_result(self, reg: Regulation, winner_seat: int, seats: int) -> ResultT:
        """The result of a table decided by lots."""
        raise FormatError("抽签只用于两人对局的桌。")
