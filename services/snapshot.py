"""A tournament's facts loaded once (seatings, results, adjustments) and what is derived from
them through its format: points, standings, cuts, prizes. Nothing derived is stored.

A corrected result, a ruling or an undo flows into every ranking, cut and prize at once,
because everything here is recomputed from the rows.
"""

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from sqlalchemy import ColumnElement, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats
from engine.formats import Facts, Format, FormatError, PlayerFacts, TableFacts
from engine.prizes import (
    DanCandidate,
    FamilyAward,
    Prize,
    dan_award,
    family_award,
    lucky_prizes,
    rank_prizes,
)
from engine.regulation import Regulation
from engine.signup_fields import parse_dan
from engine.standings import Standings
from engine.vocabulary import POINTS_KINDS, EntryStatus
from models import db
from models.tables import Adjustment, Entry, GameTable, Result, Round, Tournament, id_of

from .common import Refusal, regulation_of


@dataclass
class TableView:
    """A table with its seats (entries), its stored result, the format's typed value of it
    and each seat's game points."""

    table: GameTable
    entries: list[Entry]
    result: Result | None
    value: object = (
        None  # the format's typed result (``ResultRules.load_result``), None without one
    )
    points: dict[int, list] = field(default_factory=dict)  # entry id -> points per game


@dataclass
class RoundView:
    """A round with its tables."""

    round: Round
    tables: list[TableView]


@dataclass
class Snapshot:
    """Everything a tournament's standings are derived from, loaded once."""

    t: Tournament
    reg: Regulation
    entries: dict[int, Entry]
    rounds: dict[int, RoundView]
    adjustments: list[Adjustment]
    division: str | None = None
    """The division this snapshot is scoped to (formats that play per division), else None."""

    @property
    def division_name(self) -> str:
        """The Chinese name of the snapshot's division ("" when it has none)."""
        return next(
            (d.name for d in self.reg.divisions if d.key == self.division), self.division or ""
        )

    def _rules(self) -> Format:
        try:
            return formats.rules_of(self.t.format)
        except FormatError as exc:
            raise Refusal(str(exc)) from exc

    def check_format(self) -> None:
        """A Refusal when the tournament's format kind has no module yet: called first, so that
        such a tournament is refused before anything else is checked."""
        self._rules()

    @property
    def fmt(self) -> Format:
        """The tournament's format, with the rules of the round being played (the open round,
        else the next one: ``Format.for_round``); a Refusal when its kind has no module yet."""
        fmt = self._rules()
        cur = self.current_round()
        return fmt.for_round(
            self.reg, cur.round.number if cur is not None else self.last_closed() + 1
        )

    def fmt_of(self, number: int) -> Format:
        """The format with the rules of round ``number`` (a ruling on an earlier stage's table
        while a later stage is played reads that table's result by its own stage's rules)."""
        return self._rules().for_round(self.reg, number)

    @property
    def by_seq(self) -> dict[int, Entry]:
        return {e.seq: e for e in self.entries.values()}

    def current_round(self) -> RoundView | None:
        """The seated round not yet closed, if any."""
        open_rounds = [rv for rv in self.rounds.values() if rv.round.status != "closed"]
        return open_rounds[0] if open_rounds else None

    def last_closed(self) -> int:
        """The number of the last closed round (0 before any)."""
        return max((n for n, rv in self.rounds.items() if rv.round.status == "closed"), default=0)

    def table_of(self, entry_id: int, number: int | None = None) -> TableView | None:
        """The table an entry sits at in a round (default: the current round)."""
        rv = self.rounds.get(number) if number is not None else self.current_round()
        if rv is None:
            return None
        for tv in rv.tables:
            if entry_id in tv.table.seats:
                return tv
        return None

    def history(self) -> dict[int, list[list[int]]]:
        """The tables of every seated round as seqs, first seat first."""
        return {
            n: [[e.seq for e in tv.entries] for tv in rv.tables] for n, rv in self.rounds.items()
        }

    def total_rounds(self) -> int | None:
        """How many rounds the tournament plays (None while the format cannot tell yet)."""
        return self.fmt.total_rounds(self.reg, self.history())

    def points_of(self, tv: TableView) -> list[list]:
        """Each seat's points per game of a table's current value; a Refusal when the format
        finds the value impossible (e.g. a disconnect in a forfeited game)."""
        try:
            return self.fmt.results.points(self.reg, tv.value, len(tv.table.seats))
        except FormatError as exc:
            raise Refusal(str(exc)) from exc


def scopes(t: Tournament) -> list[str | None]:
    """The keys of the divisions that play their own rounds (the format says whether a
    tournament plays per division), or ``[None]``: the whole tournament is one scope."""
    reg = regulation_of(t)
    fmt = formats.FORMATS.get(t.format)
    if fmt is not None and fmt.per_division(reg):
        return [d.key for d in reg.divisions]
    return [None]


def scope_of(t: Tournament, entry: Entry | None) -> str | None:
    """The scope an entry plays in: its division where the tournament plays per division."""
    return entry.division if entry is not None and scopes(t) != [None] else None


async def load_for(s: AsyncSession, t: Tournament, entry: Entry | None) -> "Snapshot":
    """The snapshot of the scope an entry plays in."""
    return await load(s, t, scope_of(t, entry))


async def load_all(s: AsyncSession, t: Tournament) -> list["Snapshot"]:
    """One snapshot per scope (``scopes``), in the regulation's division order."""
    return [await load(s, t, scope) for scope in scopes(t)]


async def load(s: AsyncSession, t: Tournament, division: str | None = None) -> Snapshot:
    """Read every fact of a tournament needed for standings; with ``division`` only that
    division's players and rounds (a tournament played per division)."""
    query = select(Entry).where(col(Entry.tournament_id) == t.id)
    if division is not None:
        query = query.where(col(Entry.division) == division)
    entries = {id_of(e): e for e in (await s.execute(query)).scalars()}
    rounds = await _rounds(s, t, division)
    round_ids = [r.id for r in rounds]
    tables = (
        (
            await s.execute(
                select(GameTable)
                .where(col(GameTable.round_id).in_(round_ids))
                .order_by(col(GameTable.number))
            )
        )
        .scalars()
        .all()
        if round_ids
        else []
    )
    adjustments = list(
        (
            await s.execute(
                select(Adjustment)
                .where(col(Adjustment.tournament_id) == t.id)
                .order_by(col(Adjustment.id))
            )
        ).scalars()
    )
    return await _assemble(
        s, Snapshot(t, regulation_of(t), entries, {}, adjustments, division), rounds, tables
    )


async def load_table(s: AsyncSession, t: Tournament, entry: Entry | None) -> Snapshot:
    """The snapshot of the scope `entry` plays in, holding every round but, of the round being
    played, only the entry's own table (its players and result) and no adjustments: what a
    player's report or confirmation of that table needs, read at a cost that does not grow
    with the field (1,000 tables report within minutes). Not for standings, nor for anything
    that looks at other tables or earlier rounds' tables (use `load`)."""
    if entry is None:
        return await _one_table(s, t, None, None, set())
    mine = db.json_list_has(col(GameTable.seats), id_of(entry))
    return await _one_table(s, t, scope_of(t, entry), mine, {id_of(entry)})


async def load_numbered(
    s: AsyncSession, t: Tournament, division: str | None, number: int
) -> Snapshot:
    """The snapshot of a scope holding every round but, of the round being played, only its
    table numbered ``number`` (its players and result) and no adjustments: what a referee's
    entry on that table needs, read at a cost that does not grow with the field (003's 64
    tables). Not for standings, nor for anything that looks at other tables (use `load`)."""
    return await _one_table(s, t, division, col(GameTable.number) == number, set())


async def _one_table(
    s: AsyncSession,
    t: Tournament,
    division: str | None,
    which: ColumnElement[bool] | None,
    also: set[int],
) -> Snapshot:
    """A scope's rounds and, of the round being played, the tables ``which`` picks (none for
    None), with their players and the entries ``also``."""
    rounds = await _rounds(s, t, division)
    playing = next((r for r in rounds if r.status != "closed"), None)
    tables: list[GameTable] = []
    if which is not None and playing is not None:
        query = select(GameTable).where(col(GameTable.round_id) == playing.id, which)
        tables = list((await s.execute(query)).scalars())
    ids = {eid for tb in tables for eid in tb.seats} | also
    entries = (
        {id_of(e): e for e in (await s.execute(_ENTRIES_BY_ID, {"ids": list(ids)})).scalars()}
        if ids
        else {}
    )
    return await _assemble(
        s, Snapshot(t, regulation_of(t), entries, {}, [], division), rounds, tables
    )


# built once (a player's report reads them at every command; building cost more than running)
_ROUNDS = (
    select(Round).where(col(Round.tournament_id) == bindparam("tid")).order_by(col(Round.number))
)
_ROUNDS_UNDIVIDED = _ROUNDS.where(col(Round.division).is_(None))
_ROUNDS_OF_DIVISION = _ROUNDS.where(col(Round.division) == bindparam("division"))
_ENTRIES_BY_ID = select(Entry).where(col(Entry.id).in_(bindparam("ids", expanding=True)))
_RESULTS_OF_TABLES = select(Result).where(
    col(Result.table_id).in_(bindparam("tables", expanding=True))
)


async def _rounds(s: AsyncSession, t: Tournament, division: str | None) -> list[Round]:
    if division is None:
        return list((await s.execute(_ROUNDS_UNDIVIDED, {"tid": t.id})).scalars())
    return list(
        (await s.execute(_ROUNDS_OF_DIVISION, {"tid": t.id, "division": division})).scalars()
    )


async def _assemble(
    s: AsyncSession, snap: Snapshot, rounds: list[Round], tables: Sequence[GameTable]
) -> Snapshot:
    """Fill `snap` with its rounds and the given tables, each with its result, typed value and
    points per seat."""
    results = (
        {
            r.table_id: r
            for r in (
                await s.execute(_RESULTS_OF_TABLES, {"tables": [tb.id for tb in tables]})
            ).scalars()
        }
        if tables
        else {}
    )
    for r in rounds:
        snap.rounds[r.number] = RoundView(r, [])
    by_round_id = {r.id: snap.rounds[r.number] for r in rounds}
    for tb in tables:
        tv = TableView(tb, [snap.entries[eid] for eid in tb.seats], results.get(id_of(tb)))
        if tv.result is not None:
            fmt = snap.fmt
            tv.value = fmt.results.load_result(tv.result.games, tv.result.details)
            per_seat = fmt.results.points(snap.reg, tv.value, len(tb.seats))
            tv.points = {eid: per_seat[i] for i, eid in enumerate(tb.seats)}
        by_round_id[tb.round_id].tables.append(tv)
    return snap


def facts(snap: Snapshot, upto: int) -> Facts:
    """The plain facts a format ranks from: players, the tables of closed rounds up to
    ``upto``, the penalties and compensations per (seq, round)."""
    seq_of = {e.id: e.seq for e in snap.entries.values()}
    tables = [
        TableFacts(
            number,
            tuple(seq_of[eid] for eid in tv.table.seats),
            tv.value,
            tuple(tuple(tv.points.get(eid, ())) for eid in tv.table.seats) if tv.result else (),
            tuple(seq_of[eid] for eid in tv.table.absent),
        )
        for number, rv in sorted(snap.rounds.items())
        if number <= upto and rv.round.status == "closed"
        for tv in rv.tables
    ]
    adjustments: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    counts: dict[tuple[int, int, str], int] = defaultdict(int)
    for adj in snap.adjustments:
        if adj.entry_id not in seq_of:
            continue  # another division's player
        if adj.kind in POINTS_KINDS:
            adjustments[(seq_of[adj.entry_id], adj.round_number)] += Fraction(adj.points)
        else:
            counts[(seq_of[adj.entry_id], adj.round_number, adj.kind)] += 1
    players = {
        e.seq: PlayerFacts(
            e.seq,
            e.sponsor,
            e.status == EntryStatus.WITHDRAWN,
            e.status == EntryStatus.DISQUALIFIED,
            e.name,
            e.group,
            dict(e.fields or {}),
            e.status,
        )
        for e in snap.entries.values()
    }
    return Facts(players, tables, dict(adjustments), snap.t.rng_seed, dict(counts))


def standings(snap: Snapshot, after_round: int | None = None) -> Standings:
    """The standings after a closed round (default: the last closed one), by the format."""
    upto = snap.last_closed() if after_round is None else after_round
    if upto == 0:
        return Standings(0, [], [])  # nothing played yet (in any format)
    return snap.fmt.standings(snap.reg, facts(snap, upto), upto)


def statuses(snap: Snapshot) -> dict[int, str]:
    """Each player of the scope who started, by seq: the standings' status after the last closed
    round (``active``, ``eliminated``, ``substitute``, ``withdrawn`` — e.g. after 002's two
    forfeits in a row —, ``disqualified``), a substitute seated in the open round ``active``
    again; empty before a round is closed. What the players API and ``/我的`` say."""
    if not snap.last_closed():
        return {}
    out = {row.seq: row.status for row in standings(snap).rows}
    for rv in snap.rounds.values():
        if rv.round.status != "closed":
            for tv in rv.tables:
                for e in tv.entries:
                    if e.status == EntryStatus.ACTIVE:
                        out[e.seq] = EntryStatus.ACTIVE.value
    return out


def standby(snap: Snapshot) -> list[Entry]:
    """The substitutes in the order they are called (000 §六 注: the highest totals among the
    eliminated: ``SignupRules.standby``), not seated in an open round; empty where the regulation
    has no substitutes or no round is closed. Withdrawn, disqualified and never-approved
    sign-ups are never here."""
    if not snap.last_closed():
        return []
    seated = {
        eid
        for rv in snap.rounds.values()
        if rv.round.status != "closed"
        for tv in rv.tables
        for eid in tv.table.seats
    }
    by_seq = snap.by_seq
    order = snap.fmt.signups.standby(snap.reg, standings(snap))
    return [by_seq[q] for q in order if by_seq[q].id not in seated and by_seq[q].status == "active"]


def prizes(snap: Snapshot, table: Standings) -> tuple[list[Prize], FamilyAward | None]:
    """Prizes by final place (the prize table, then the lucky places, in place order) and the
    family award, once the last round is closed."""
    ordered = [row.seq for row in table.rows if row.rank is not None]
    ranges = [r for r in snap.reg.prizes.ranges if r.division in (None, snap.division)]
    won = rank_prizes(ordered, ranges)
    for lucky in snap.reg.prizes.lucky_places:
        if lucky.division in (None, snap.division):
            won += lucky_prizes(ordered, lucky.places, lucky.amount, lucky.item or lucky.name)
    won.sort(key=lambda p: p.rank)
    award = None
    fa = snap.reg.prizes.family_award
    if fa is not None:
        by_seq = snap.by_seq
        top = [(seq, by_seq[seq].family) for seq in ordered[: fa.top_n] if by_seq[seq].family]
        award = family_award(top, top_n=fa.top_n, amount=fa.amount)
    return won, award


def dan_awards(snap: Snapshot, table: Standings) -> tuple[int, int, list[int]] | None:
    """The regulation's amateur dan award for this scope's final order (None without one):
    (players of the minimum dan, awards, seqs awarded)."""
    rule = snap.reg.prizes.dan_award
    if rule is None:
        return None
    by_seq = snap.by_seq
    ranked = []
    for row in table.rows:
        if row.rank is None:
            continue
        fields = by_seq[row.seq].fields or {}
        try:
            dan = parse_dan(fields["dan"]) if fields.get("dan") else None
        except ValueError:
            dan = None
        ranked.append(
            DanCandidate(
                row.seq,
                dan.level if dan else None,
                bool(dan and dan.pro),
                fields.get("certificate") == "有",
            )
        )
    return dan_award(ranked, rule.thresholds, rule.min_dan, rule.holder_dan, rule.max_place)
