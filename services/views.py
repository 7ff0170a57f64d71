"""Read-only views of tournaments for the JSON API and web pages (plain dicts, exact strings)."""

from fractions import Fraction

from sqlalchemy import select

from engine import formats
from engine.signup import mask_qq
from engine.standings import decimal_text
from models import db
from models.tables import Entry, Round, Tournament

from . import snapshot
from .common import game_qq, mask_numbers, regulation_of
from .play import result_text


async def tournaments() -> list[dict]:
    """Every tournament: id, name, preset, format, status."""
    async with db.session() as s:
        rows = (
            (
                await s.execute(
                    select(Tournament)
                    .where(Tournament.deleted_at.is_(None))
                    .order_by(Tournament.id)
                )
            )
            .scalars()
            .all()
        )
    return [_summary(t) for t in rows]


def _summary(t: Tournament) -> dict:
    return {"id": t.id, "name": t.name, "preset": t.preset, "format": t.format, "status": t.status}


async def tournament(tid: int, full: bool = False) -> dict | None:
    """One tournament with its rounds (`number`, `status`, `starts_at`, ISO 8601 with offset);
    the group number masked unless `full`."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        if t is None or t.deleted_at is not None:
            return None
        played = {
            (r.number, r.division): r
            for r in (await s.execute(select(Round).where(Round.tournament_id == tid))).scalars()
        }
    reg = regulation_of(t)
    rounds = []
    for slot in reg.schedule.rounds:
        held = [r for (n, _), r in played.items() if n == slot.number]
        start = reg.schedule.round_start(slot.number)
        status = "pending"
        if held:
            status = "closed" if all(r.status == "closed" for r in held) else held[0].status
        rounds.append(
            {
                "number": slot.number,
                "label": slot.label,
                "status": status,
                "starts_at": start.isoformat() if start else None,
            }
        )
    deadline = reg.signup.deadline_utc()
    return {
        **_summary(t),
        "group_id": t.group_id if full else mask_qq(t.group_id),
        "timezone": reg.timezone,
        "signup_deadline": deadline.isoformat() if deadline else None,
        "rounds": rounds,
    }


async def players(tid: int, full_qq: bool) -> list[dict] | None:
    """The sign-ups in sign-up order; QQ masked unless `full_qq`."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        if t is None or t.deleted_at is not None:
            return None
        rows = (
            (await s.execute(select(Entry).where(Entry.tournament_id == tid).order_by(Entry.seq)))
            .scalars()
            .all()
        )
        status = await _player_status(s, t)
    return [
        {
            "seq": e.seq,
            "name": e.name,
            "family": e.family,
            "qq": game_qq(e) if full_qq else mask_qq(game_qq(e)),
            "division": e.division,
            "group": e.group,
            "status": status.get(e.seq, e.status),
        }
        for e in rows
    ]


async def _player_status(s, t: Tournament) -> dict[int, str]:
    """Once a round is closed, each player who started: the standings' status (`active`,
    `eliminated`, `substitute`, `withdrawn`, `disqualified`); a sign-up still deciding or one
    that never played keeps its sign-up status."""
    if t.format not in formats.FORMATS:
        return {}
    snap = await snapshot.load(s, t)
    if not snap.last_closed():
        return {}
    table = snapshot.standings(snap)
    out = {row.seq: row.status for row in table.rows}
    for rv in snap.rounds.values():  # a substitute seated in the open round is in again
        if rv.round.status != "closed":
            for tv in rv.tables:
                for e in tv.entries:
                    if e.status == "active":
                        out[e.seq] = "active"
    return out


# --- rounds and standings ------------------------------------------------------------------------


def _decimal(value) -> str | None:
    return None if value is None else decimal_text(value)


def _tiebreak_json(value):
    if isinstance(value, tuple):
        return [_decimal(v) for v in value]
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, Fraction)):
        return decimal_text(value)
    return value


async def _snapshots(tid: int):
    """One snapshot per scope (every division where divisions play their own rounds); None
    for an unknown tournament."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        if t is None or t.deleted_at is not None:
            return None
        return await snapshot.load_all(s, t)


async def round_tables(tid: int, number: int) -> dict | None:
    """`{"round", "tables": [{"table", "seats": [seq…], "result", "points": {seq: "p"}}]}`;
    with divisions, every division's tables of the round, each with its `"division"`."""
    snaps = await _snapshots(tid)
    held = [(snap, snap.rounds[number]) for snap in snaps or () if number in snap.rounds]
    if not held:
        return None
    tables = []
    for snap, rv in held:
        for tv in rv.tables:
            seqs = [e.seq for e in tv.entries]
            row = {
                "table": tv.table.number,
                "seats": seqs,
                "result": result_text(snap, tv) if tv.result else None,
                "points": {str(e.seq): decimal_text(sum(tv.points[e.id])) for e in tv.entries}
                if tv.result
                else {},
                "absent": [snap.entries[eid].seq for eid in tv.table.absent],
            }
            if snap.division is not None:
                row["division"] = snap.division
            tables.append(row)
    tables.sort(key=lambda x: x["table"])
    status = "closed" if all(rv.round.status == "closed" for _, rv in held) else "seated"
    return {"round": number, "status": status, "tables": tables}


async def standings(tid: int, full: bool = False, after_round: int | None = None) -> dict | None:
    """`{"after_round", "rows": [{"rank", "seq", "name", "total", "round_scores", "tiebreaks", "status"}]}`
    after the last closed round, or after `after_round` (an earlier closed one; None when no
    scope has closed it); QQ-like numbers in ledger reasons masked unless `full`. With divisions,
    each division's rows in turn, each row with its `"division"` and `rank` counted within it;
    once any is ranked, `"divisions"` lists each division's `key`, `name` and `after_round`."""
    snaps = await _snapshots(tid)
    if snaps is None:
        return None
    if after_round is not None:
        snaps = [snap for snap in snaps if 1 <= after_round <= snap.last_closed()]
        if not snaps:
            return None
    rows, prizes, divisions = [], [], []
    out: dict = {}
    after = 0
    for snap in snaps:
        table = snapshot.standings(snap, after_round)
        after = max(after, table.after_round)
        rows += _rows(snap, table, full, after_round)
        fmt = formats.FORMATS.get(snap.t.format)
        if fmt is not None:
            out.update(fmt.extra_standings(snap.reg, table))
            if (bracket := fmt.bracket(snap.reg, table)) is not None:
                out["bracket"] = bracket
        if snap.division is not None:
            divisions.append(
                {"key": snap.division, "name": snap.division_name, "after_round": table.after_round}
            )
        own = fmt.prize_rows(snap.reg, table) if fmt is not None else None
        if own is not None:
            prizes += own
        elif _finished(snap) and table.after_round == snap.last_closed():
            won, award = snapshot.prizes(snap, table)
            prizes += [
                {
                    "rank": p.rank,
                    "seq": p.seq,
                    "amount": decimal_text(p.amount),
                    "item": p.item,
                    **({"division": snap.division} if snap.division is not None else {}),
                }
                for p in won
            ]
            if (dan := snapshot.dan_awards(snap, table)) is not None:
                out.setdefault("dan_award", []).append(
                    {"division": snap.division, "count": dan[0], "awards": dan[1], "seqs": dan[2]}
                )
            if award is not None:
                out["family_award"] = {
                    "winners": award.winners,
                    "counts": award.counts,
                    "amount_each": decimal_text(award.amount_each),
                    "tie": award.tie,
                }
    result = {"after_round": after, "rows": rows}
    if divisions and rows:
        result["divisions"] = divisions
    if snaps and ((snaps[0].t.status == "finished" and after_round is None) or prizes):
        result["prizes"] = prizes
    return {**result, **out}


def _finished(snap) -> bool:
    """Whether the scope's prizes are final: the tournament finished, or (divisions) the
    division played its last round."""
    if snap.t.status == "finished":
        return True
    total = snap.total_rounds() if snap.division is not None else None
    return total is not None and snap.last_closed() >= total


def _rows(snap, table, full: bool, after_round: int | None = None) -> list[dict]:
    """The JSON rows of one scope's standings (ledger lines up to `after_round`)."""
    by_seq = snap.by_seq
    ledger: dict[int, list[dict]] = {}
    for a in snap.adjustments:
        if after_round is not None and a.round_number > after_round:
            continue
        ledger.setdefault(a.entry_id, []).append(
            {
                "round": a.round_number,
                "kind": a.kind,
                "points": decimal_text(Fraction(a.points)),
                "reason": a.reason if full else mask_numbers(a.reason),
            }
        )
    rows = []
    for row in table.rows:
        e = by_seq[row.seq]
        item = {
            "rank": row.rank,
            "seq": row.seq,
            "name": e.name,
            "family": e.family,
            "total": decimal_text(row.total),
            "round_scores": [_decimal(x) for x in row.round_scores],
            "tiebreaks": {k: _tiebreak_json(v) for k, v in row.tiebreaks.items()},
            "status": row.status,
            "explanation": row.explanation,
            "ledger": ledger.get(e.id, []),
        }
        if snap.division is not None:
            item["division"] = snap.division
        rows.append(item)
    return rows
