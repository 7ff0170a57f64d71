"""Each player's place in a tournament of the group after its last closed round, as `/战绩` and
`GET /api/players/{qq}` show it (services/records.py). A place needs the scope's whole
standings (its tiebreaks), which a player of a year of weekly tournaments would otherwise have
rebuilt for every tournament on every request; they are kept per scope and reused while the
newest audit record is the same (every change of data is a unit of work with an audit record:
models.db.Unit; services/audit_kept.py). The group's games and their club rating, which those
commands and `/我的` read, are kept the same way (``group_of``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from engine.rating import Ratings
from models import db
from models.tables import Entry, Tournament, id_of

from . import snapshot
from .audit_kept import Kept, Mark, audit_mark
from .club_rating import GroupGames, load_group, ratings


@dataclass(frozen=True)
class ScopePlaces:
    """A scope's places: the last closed round (0: none yet) and each seq's rank after it (None:
    unranked, e.g. disqualified)."""

    after_round: int
    ranks: dict[int, int | None]


# (database, tournament, scope) -> the places
_kept: Kept[tuple[str, int, str | None], ScopePlaces] = Kept(4096)


async def places_of(s: AsyncSession, t: Tournament, entry: Entry, mark: Mark) -> ScopePlaces:
    """The places of the scope ``entry`` plays in, computed once while ``mark`` holds. A format
    kind without a module raises the Refusal snapshot.load raises."""
    scope = snapshot.scope_of(t, entry)
    key = (str(db.engine().url), id_of(t), scope)
    hit = _kept.get(key, mark)
    if hit is not None:
        return hit
    snap = await snapshot.load(s, t, scope)
    after = snap.last_closed()
    ranks = {r.seq: r.rank for r in snapshot.standings(snap, after).rows} if after else {}
    places = ScopePlaces(after, ranks)
    _kept.put(key, mark, places)
    return places


@dataclass
class KeptGroup:
    """A group's games (club_rating.load_group) and, once asked, their ratings, kept while the
    mark holds: read-only (the commands that change data load their own)."""

    games: GroupGames
    _rated: Ratings | None = None

    def ratings(self) -> Ratings:
        """The club rating of the games (computed on the first call)."""
        if self._rated is None:
            self._rated = ratings(self.games)
        return self._rated


_groups: Kept[tuple[str, str, str], KeptGroup] = Kept(64)


async def group_of(s: AsyncSession, platform: str, group_id: str) -> KeptGroup:
    """The group's games as ``load_group`` reads them, read again only after a change."""
    mark = await audit_mark(s)
    key = (str(db.engine().url), platform, group_id)
    hit = _groups.get(key, mark)
    if hit is not None:
        return hit
    kept = KeptGroup(await load_group(s, platform, group_id))
    _groups.put(key, mark, kept)
    return kept
