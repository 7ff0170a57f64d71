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
from engine.formats import FormatError
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

    def person(self, entry_id: int) -> str:
        """The person an entry is."""
        return self.ids.of_entry(self.entries[entry_id])

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
            select(Round, GameTable, Result)
            .join(GameTable, col(GameTable.round_id) == col(Round.id))
            .join(Result, col(Result.table_id) == col(GameTable.id))
            .where(col(Round.tournament_id).in_(tids), col(Round.status) == CLOSED)
        )
    ).all()
    by_id = {id_of(t): t for t in tournaments}
    played = sorted(
        rows, key=lambda r: (r[0].tournament_id, r[0].number, r[0].division or "", r[1].number)
    )
    for rnd, table, result in played:
        t = by_id[rnd.tournament_id]
        reg = regulation_of(t)
        try:
            fmt = formats.rules_of(t.format).for_round(reg, rnd.number)
            value = fmt.results.load_result(result.games, result.details)
            seat_games = fmt.results.rated_games(reg, value, len(table.seats))
        except FormatError:
            continue  # a format kind without a module has no games to rate
        seats = [int(x) for x in table.seats]
        for g in seat_games:
            out.games.append(
                PlayedGame(
                    id_of(t),
                    rnd.number,
                    table.number,
                    str(reg.game),
                    tuple(seats[i] for i in g.first),
                    tuple(seats[i] for i in g.second),
                    g.outcome,
                    reg.rated,
                )
            )
    return out


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
    try:
        return Game(game).label
    except ValueError:
        return game
