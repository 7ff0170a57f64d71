"""The group's games over all its tournaments, and the club rating derived from them (等级分).

``load_group`` reads, in four queries, every game played over the board in the closed rounds
of a group's tournaments (oldest tournament first, then round, division and table), each side
as the persons it was (services/identity.py). ``ratings`` rates those of the tournaments whose
regulation says ``rated`` (the default; `/设置 等级分 关` leaves one out) through
engine/rating.py. Nothing is stored: a corrected result or an undo changes the ratings at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats, rating
from engine.formats import Format, FormatError
from engine.regulation import Regulation
from engine.vocabulary import Game
from models.tables import Entry, GameTable, Result, Round, Tournament, id_of

from .common import regulation_of
from .identity import Identities, latest_names, load_identities

CLOSED = "closed"


@dataclass(frozen=True)
class PlayedGame:
    """One game of the group's history: where it was played, its game kind, the entries of each
    side (first side first, as the table seats them) and the first side's outcome W/D/L."""

    tournament: int
    round: int
    table: int
    game: str
    first: tuple[int, ...]
    second: tuple[int, ...]
    outcome: str
    rated: bool


@dataclass
class GroupGames:
    """A group's tournaments, their entries, the identities and every game played, in order."""

    tournaments: list[Tournament]
    entries: dict[int, Entry]
    ids: Identities
    games: list[PlayedGame] = field(default_factory=list)

    _persons: dict[int, str] = field(default_factory=dict)

    def person(self, entry_id: int) -> str:
        """The person an entry is."""
        found = self._persons.get(entry_id)
        if found is None:
            found = self._persons[entry_id] = self.ids.of_entry(self.entries[entry_id])
        return found

    def names(self) -> dict[str, str]:
        """Each person's latest name."""
        return latest_names(self.entries.values(), self.ids)


async def load_group(s: AsyncSession, platform: str, group_id: str) -> GroupGames:
    """Every game of the group's tournaments' closed rounds (module docstring)."""
    tournaments = list(
        (
            await s.execute(
                select(Tournament)
                .where(
                    col(Tournament.group_id) == group_id,
                    col(Tournament.platform) == platform,
                    col(Tournament.deleted_at).is_(None),
                )
                .order_by(col(Tournament.id))
            )
        ).scalars()
    )
    tids = [id_of(t) for t in tournaments]
    out = GroupGames(tournaments, {}, await load_identities(s, group_id))
    if not tids:
        return out
    out.entries = {
        id_of(e): e
        for e in (
            await s.execute(select(Entry).where(col(Entry.tournament_id).in_(tids)))
        ).scalars()
    }
    rows = (
        await s.execute(
            select(
                col(Round.tournament_id),
                col(Round.number),
                col(Round.division),
                col(GameTable.number),
                col(GameTable.seats),
                col(Result.games),
                col(Result.details),
            )
            .join(GameTable, col(GameTable.round_id) == col(Round.id))
            .join(Result, col(Result.table_id) == col(GameTable.id))
            .where(col(Round.tournament_id).in_(tids), col(Round.status) == CLOSED)
        )
    ).all()
    by_id = {id_of(t): t for t in tournaments}
    rules: dict[tuple[int, int], tuple[Format, Regulation] | None] = {}
    for tid, number, _division, table, seats, games, details in sorted(
        rows, key=lambda r: (r[0], r[1], r[2] or "", r[3])
    ):
        if (tid, number) not in rules:
            rules[(tid, number)] = _rules(by_id[tid], number)
        found = rules[(tid, number)]
        if found is None:
            continue  # a format kind without a module has no games to rate
        fmt, reg = found
        value = fmt.results.load_result(games, details)
        for g in fmt.results.rated_games(reg, value, len(seats)):
            out.games.append(
                PlayedGame(
                    tid,
                    number,
                    table,
                    str(reg.game),
                    tuple(int(seats[i]) for i in g.first),
                    tuple(int(seats[i]) for i in g.second),
                    g.outcome,
                    reg.rated,
                )
            )
    return out


def _rules(t: Tournament, number: int) -> tuple[Format, Regulation] | None:
    """The rules that read round ``number``'s results, None where the format has no module."""
    reg = regulation_of(t)
    try:
        return formats.rules_of(t.format).for_round(reg, number), reg
    except FormatError:
        return None


def ratings(group: GroupGames) -> rating.Ratings:
    """The club rating per game kind: every rated game, in order (engine/rating.py)."""
    return rating.rate(
        rating.RatedGame(
            g.game,
            tuple(group.person(e) for e in g.first),
            tuple(group.person(e) for e in g.second),
            g.outcome,
        )
        for g in group.games
        if g.rated
    )


def game_label(game: str) -> str:
    """A game kind's Chinese name (象棋, 围棋 …)."""
    return Game.label_of(game)
