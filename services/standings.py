"""Standings derived from the facts (seatings, results, adjustments), never stored.

A corrected result, a ruling or an undo flows into every ranking, cut and prize at once,
because everything here is recomputed from the rows.
"""

from collections import defaultdict
from dataclasses import dataclass, field
from fractions import Fraction

from sqlalchemy import select

from engine import fourplayer
from engine import standings as ranking
from engine.prizes import Prize, family_award, rank_prizes
from engine.regulation import Regulation
from models.tables import Adjustment, Entry, GameTable, Result, Round, Tournament

from .common import regulation_of

POINT_KINDS = ("penalty", "compensation")


@dataclass
class TableView:
    """A table with its seats (entries), its result and each seat's game points."""

    table: GameTable
    entries: list[Entry]
    result: Result | None
    points: dict[int, list[int]] = field(default_factory=dict)  # entry id -> points per game


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


def points_config(reg: Regulation) -> fourplayer.FourPlayerPoints:
    """The regulation's per-game points for four-player tables."""
    sc = reg.scoring
    disconnect = {}
    if sc.disconnect is not None:
        for case in ("dissolved", "lose", "draw", "win"):
            v = getattr(sc.disconnect, case)
            disconnect[case] = (v.culprit, v.partner, v.opponents)
    return fourplayer.FourPlayerPoints(
        win=sc.win, draw=sc.draw, loss=sc.loss, forfeit_absent=sc.forfeit_absent,
        forfeit_present=sc.forfeit_present, cutoff_draw=sc.cutoff_draw,
        **({"disconnect": disconnect} if disconnect else {}),
    )


def partners_of(reg: Regulation) -> tuple[tuple[int, int], ...]:
    """Who partners whom in each game of a four-player table."""
    return tuple(tuple(pair) for pair in reg.format.partners)  # type: ignore[misc]


def undecided_games(result: Result) -> set[int]:
    """Games with no result yet and no special case deciding them (forfeit, disconnect, cutoff)."""
    d = result.details
    if d.get("forfeits"):
        return set()  # the table plays no games
    decided = {g for _, g in d.get("game_forfeits", [])} | {x[1] for x in d.get("disconnects", [])}
    decided |= set(d.get("cutoff", []))
    return {i for i, ch in enumerate(result.games) if ch == "-"} - decided


def table_game_points(reg: Regulation, result: Result) -> list[list[int]]:
    """Points of each seat in each game of a table from its stored result; a game still
    undecided (the round is open) scores 0 for now."""
    d = result.details
    games = [None if ch == "-" else ch for ch in result.games]
    open_games = undecided_games(result)
    per_seat = fourplayer.table_points(
        games,
        points_config(reg),
        partners_of(reg),
        forfeits=frozenset(d.get("forfeits", [])),
        game_forfeits=frozenset(tuple(x) for x in d.get("game_forfeits", [])),
        cutoff_games=frozenset(d.get("cutoff", [])) | open_games,
        disconnects=[fourplayer.Disconnect(*x) for x in d.get("disconnects", [])],
    )
    for seat in per_seat:
        for game in open_games:
            seat[game] = 0
    return per_seat


async def load(s, t: Tournament) -> Snapshot:
    """Read every fact of a tournament needed for standings."""
    reg = regulation_of(t)
    entries = {e.id: e for e in (await s.execute(select(Entry).where(Entry.tournament_id == t.id))).scalars()}
    rounds = (await s.execute(
        select(Round).where(Round.tournament_id == t.id).order_by(Round.number)
    )).scalars().all()
    views: dict[int, RoundView] = {}
    round_ids = [r.id for r in rounds]
    tables = (await s.execute(
        select(GameTable).where(GameTable.round_id.in_(round_ids)).order_by(GameTable.number)
    )).scalars().all() if round_ids else []
    results = {r.table_id: r for r in (await s.execute(
        select(Result).where(Result.table_id.in_([tb.id for tb in tables]))
    )).scalars()} if tables else {}
    for r in rounds:
        views[r.number] = RoundView(r, [])
    by_round_id = {r.id: views[r.number] for r in rounds}
    for tb in tables:
        tv = TableView(tb, [entries[eid] for eid in tb.seats], results.get(tb.id))
        if tv.result is not None:
            per_seat = table_game_points(reg, tv.result)
            tv.points = {eid: per_seat[i] for i, eid in enumerate(tb.seats)}
        by_round_id[tb.round_id].tables.append(tv)
    adjustments = list((await s.execute(
        select(Adjustment).where(Adjustment.tournament_id == t.id).order_by(Adjustment.id)
    )).scalars())
    return Snapshot(t, reg, entries, views, adjustments)


def round_scores(snap: Snapshot, upto: int) -> dict[int, dict[int, Fraction]]:
    """entry id -> {round: round score} for closed rounds up to `upto`: game points plus that
    round's penalties and compensations; a player replaced by a substitute scores 0."""
    scores: dict[int, dict[int, Fraction]] = defaultdict(dict)
    for number, rv in snap.rounds.items():
        if number > upto or rv.round.status != "closed":
            continue
        for tv in rv.tables:
            for eid in tv.table.seats:
                scores[eid][number] = Fraction(sum(tv.points.get(eid, [])))
            for eid in tv.table.absent:
                scores[eid][number] = Fraction(0)
    for adj in snap.adjustments:
        if adj.kind in POINT_KINDS and adj.round_number in scores[adj.entry_id]:
            scores[adj.entry_id][adj.round_number] += Fraction(adj.points)
    return scores


def compute(snap: Snapshot, after_round: int | None = None) -> ranking.Standings:
    """The standings after a closed round (default: the last closed one)."""
    fmt = snap.reg.format
    upto = snap.last_closed() if after_round is None else after_round
    if upto == 0:
        return ranking.Standings(0, [], [])  # nothing played yet (in any format)
    scores = round_scores(snap, upto)
    competitors = [
        ranking.Competitor(
            seq=e.seq,
            sponsor=e.sponsor,
            round_scores=scores.get(e.id, {}),
            withdrawn=e.status == "withdrawn",
            disqualified=e.status == "disqualified",
        )
        for e in snap.entries.values()
        if scores.get(e.id)
    ]
    weights = [Fraction(w) for w in fmt.weights]
    return ranking.standings(
        competitors, weights, {int(k): v for k, v in fmt.cuts.items()},
        fmt.first_round_tiebreaks, fmt.tiebreaks, after_round=upto,
        substitutes=fmt.substitutes,
    )


def prizes(snap: Snapshot, table: ranking.Standings) -> tuple[list[Prize], object | None]:
    """Prizes by final place and the family award, once the last round is closed."""
    ordered = [row.seq for row in table.rows if row.rank is not None]
    won = rank_prizes(ordered, snap.reg.prizes.ranges)
    award = None
    fa = snap.reg.prizes.family_award
    if fa is not None:
        by_seq = snap.by_seq
        top = [(seq, by_seq[seq].family) for seq in ordered[: fa.top_n] if by_seq[seq].family]
        award = family_award(top, top_n=fa.top_n, amount=fa.amount)
    return won, award
