"""Read-only views of tournaments for the JSON API and web pages (plain dicts, exact strings)."""

from collections import defaultdict
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats
from engine.formats import Format
from engine.formats.stage_standings import StageRow
from engine.regulation import Regulation
from engine.signup import mask_qq
from engine.standings import Standings, decimal_text
from engine.tiebreaks import RankReason
from models import db
from models.tables import Entry, GameTable, Round, Tournament, id_of

from . import awards, snapshot, units
from .common import game_qq, mask_numbers, regulation_of
from .results import result_text


async def tournaments() -> list[dict]:
    """Every tournament: id, name, preset, format, status."""
    async with db.session() as s:
        rows = (
            (
                await s.execute(
                    select(Tournament)
                    .where(col(Tournament.deleted_at).is_(None))
                    .order_by(col(Tournament.id))
                )
            )
            .scalars()
            .all()
        )
    return [_summary(t) for t in rows]


def _summary(t: Tournament) -> dict:
    return {"id": t.id, "name": t.name, "preset": t.preset, "format": t.format, "status": t.status}


async def tournament(tid: int, full: bool = False) -> dict | None:
    """One tournament with its rounds (``_rounds``: `number`, `label`, `status`, `starts_at`,
    ISO 8601 with offset), its `game` and `total_label` (what the standings' total is called:
    积分, 加权总分…); the group number masked unless `full`."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        if t is None or t.deleted_at is not None:
            return None
        rounds = await round_list(s, t)
    reg = regulation_of(t)
    fmt = formats.FORMATS.get(t.format)
    deadline = reg.signup.deadline_utc()
    return {
        **_summary(t),
        "group_id": t.group_id if full else mask_qq(t.group_id),
        "timezone": reg.timezone,
        "signup_deadline": deadline.isoformat() if deadline else None,
        "game": reg.game,
        "total_label": fmt.words.total_label if fmt is not None else "总分",
        "rounds": rounds,
    }


async def round_list(s: AsyncSession, t: Tournament) -> list[dict]:
    """The tournament's rounds as the API and `/赛程` list them (``_rounds``)."""
    held = list((await s.execute(select(Round).where(col(Round.tournament_id) == t.id))).scalars())
    seated = await _histories(s, t, held)
    return _rounds(regulation_of(t), formats.FORMATS.get(t.format), held, seated)


async def _histories(s: AsyncSession, t: Tournament, held: list[Round]) -> dict[str | None, dict]:
    """The tables seated so far as seqs, first seat first, per scope (division) and round
    number: what ``Format.total_rounds`` reads (``Snapshot.history`` without the results)."""
    if not held:
        return {}
    by_id = {r.id: r for r in held}
    seq_of = dict(
        (
            await s.execute(
                select(col(Entry.id), col(Entry.seq)).where(col(Entry.tournament_id) == t.id)
            )
        ).all()
    )
    tables = await s.execute(
        select(col(GameTable.round_id), col(GameTable.seats))
        .where(col(GameTable.round_id).in_(list(by_id)))
        .order_by(col(GameTable.number))
    )
    out: dict[str | None, dict[int, list[list[int]]]] = defaultdict(lambda: defaultdict(list))
    for round_id, seats in tables:
        r = by_id[round_id]
        out[r.division][r.number].append([seq_of[eid] for eid in seats])
    return out


def _rounds(reg: Regulation, fmt: Format | None, held: list[Round], seated: dict) -> list[dict]:
    """The rounds that exist (seated or closed, in any division) merged with those still to
    come: every round up to the number the format plays (``total_rounds`` from the tables seated
    so far: a round robin's 9 rounds for 10 players once round 1 fixed the field, even where the
    timetable lists 7), or, while the format cannot tell, the timetable's rounds (the arena: its
    bouts seated so far, then those dated). ``status``: ``closed`` once every division closed it,
    ``seated`` while one plays it, else ``pending``; ``starts_at`` the timetable's time (None
    where it has none); ``label`` the timetable's, else 第N轮; where the round has an end,
    ``ends_at``, and with a date window ``window_opens`` (aware ISO times, as ``starts_at``)."""
    totals = (
        [fmt.total_rounds(reg, history) for history in list(seated.values()) or [{}]]
        if fmt is not None
        else []
    )
    known = [n for n in totals if n is not None]
    numbers = {r.number for r in held}
    if known:
        numbers |= set(range(1, max(known) + 1))
    else:
        numbers |= {slot.number for slot in reg.schedule.rounds}
    of: dict[int, list[Round]] = defaultdict(list)
    for r in held:
        of[r.number].append(r)
    out = []
    for n in sorted(numbers):
        status = "pending"
        if of[n]:
            playing = [r.status for r in of[n] if r.status != "closed"]
            status = playing[0] if playing else "closed"
        slot = reg.schedule.slot(n)
        start = reg.schedule.round_start(n)
        row = {
            "number": n,
            "label": slot.label if slot is not None else f"第{n}轮",
            "status": status,
            "starts_at": start.isoformat() if start else None,
        }
        if (end := reg.schedule.round_end(n)) is not None:  # a round window (issue 27)
            row["ends_at"] = end.isoformat()
            if (opens := reg.schedule.window_opens(n)) is not None:
                row["window_opens"] = opens.isoformat()
        out.append(row)
    return out


async def players(tid: int, full_qq: bool) -> list[dict] | None:
    """The sign-ups in sign-up order; QQ masked unless `full_qq`."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        if t is None or t.deleted_at is not None:
            return None
        rows = (
            (
                await s.execute(
                    select(Entry).where(col(Entry.tournament_id) == tid).order_by(col(Entry.seq))
                )
            )
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
            "division": division_of(t, e),
            "group": e.group,
            "status": status.get(e.seq, e.status),
        }
        for e in rows
    ]


def division_of(t: Tournament, e: Entry) -> str | None:
    """A player's `division` in the JSON: the sign-up's division, or its group where the
    format's groups are divisions (003's groups A–D; an arena's group is a team, not one)."""
    fmt = formats.FORMATS.get(t.format)
    grouped = fmt is not None and fmt.groups_are_divisions
    return e.division or (e.group if grouped else None)


async def _player_status(s: AsyncSession, t: Tournament) -> dict[int, str]:
    """Once a scope has closed a round, each player who started in it: the standings' status
    (``snapshot.statuses``, every division's where divisions play their own rounds); a sign-up
    still deciding or one that never played keeps its sign-up status."""
    if t.format not in formats.FORMATS:
        return {}
    out: dict[int, str] = {}
    for snap in await snapshot.load_all(s, t):
        out.update(snapshot.statuses(snap))
    return out


# --- rounds and standings ------------------------------------------------------------------------


def _decimal(value: Fraction | int | None) -> str | None:
    return None if value is None else decimal_text(value)


def _tiebreak_json(value: object) -> object:
    """A tiebreak's value as JSON: numbers as exact decimal text (a tuple of them as a list)."""
    if isinstance(value, tuple):
        return [_decimal(v) for v in value]
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, Fraction)):
        return decimal_text(value)
    return value


def _reason_json(reason: RankReason | None) -> dict[str, object] | None:
    """What separated a row from the row above (its ``explanation`` as a value): the tiebreak
    ``key`` (null: a tie), both rows' values and ``level_on``, the first criterion the two were
    level on when another decided; null where no ranking by tiebreaks placed the row."""
    if reason is None:
        return None
    return {
        "key": reason.key,
        "upper": None if reason.upper is None else _tiebreak_json(reason.upper),
        "lower": None if reason.lower is None else _tiebreak_json(reason.lower),
        "level_on": reason.level_on,
    }


async def _snapshots(tid: int) -> list[snapshot.Snapshot] | None:
    """One snapshot per scope (every division where divisions play their own rounds); None
    for an unknown tournament."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        if t is None or t.deleted_at is not None:
            return None
        return await snapshot.load_all(s, t)


async def round_tables(tid: int, number: int) -> dict | None:
    """`{"round", "status", "seat_words", "tables": [{"table", "seats": [seq…], "result",
    "points": {seq: "p"}}]}`; `seat_words` what the seats are called, first seat first (红方/黑方,
    执黑/执白, 守擂/攻擂, 先手/2号位…: ``Words.seat_words``); with divisions, every division's
    tables of the round, each with its `"division"`; a round of a stage in groups: each table
    with its `"group"` (A, B …); a team event's table adds the format's own keys (``teams``,
    ``boards``, the match's ``result`` and ``points`` by team: ``Format.table_json``)."""
    snaps = await _snapshots(tid)
    held = [(snap, snap.rounds[number]) for snap in snaps or () if number in snap.rounds]
    if not held:
        return None
    tables: list[tuple[int, dict[str, object]]] = []  # by table number
    widths = []
    for snap, rv in held:
        groups = snap.fmt.table_groups(snap.reg, number, snap.history())
        for k, tv in enumerate(rv.tables):
            seqs = [e.seq for e in tv.entries]
            row: dict[str, object] = {
                "table": tv.table.number,
                "seats": seqs,
                "result": result_text(snap, tv) if tv.result else None,
                "points": {str(e.seq): decimal_text(sum(tv.points[id_of(e)])) for e in tv.entries}
                if tv.result
                else {},
                "absent": [snap.entries[eid].seq for eid in tv.table.absent],
            }
            own = snap.fmt.for_round(snap.reg, number).table_json(
                snap.reg,
                number,
                tv.table.number,
                seqs,
                [e.group for e in tv.entries],
                tv.value if tv.result else None,
            )
            if own is not None:
                row.update(own)
            if snap.division is not None:
                row["division"] = snap.division
            if groups is not None and k < len(groups) and groups[k] is not None:
                row["group"] = groups[k]
            tables.append((tv.table.number, row))
            widths.append(len(seqs))
    tables.sort(key=lambda x: x[0])
    status = "closed" if all(rv.round.status == "closed" for _, rv in held) else "seated"
    snap = held[0][0]
    seats = max(widths, default=2)
    words = snap.fmt.for_round(snap.reg, number).words.seat_words(snap.reg, seats)
    return {
        "round": number,
        "status": status,
        "seat_words": words,
        "tables": [row for _, row in tables],
    }


async def standings(tid: int, full: bool = False, after_round: int | None = None) -> dict | None:
    """`{"after_round", "rows": [{"rank", "seq", "name", "total", "round_scores", "tiebreaks",
    "status"}]}` after the last closed round, or after `after_round` (an earlier closed one;
    None when no scope has closed it); QQ-like numbers in ledger reasons masked unless `full`.
    With divisions,
    each division's rows in turn, each row with its `"division"` and `rank` counted within it;
    once any is ranked, `"divisions"` lists each division's `key`, `name` and `after_round`.
    A row of a stage in groups (``kind = "stages"``) carries its `"group"` (A, B …), its `rank`
    counted within the group while that stage is played. A team event's player row (a sign-up
    with a team and a 台次) carries `"team"` and `"board"`; its teams are the format's `"teams"`.
    A regulation with ``[unit_ranking]`` adds `"units"` (services/units.py ``units_json``)."""
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
        if (ranked := units.units_json(snap, table)) is not None:
            out.setdefault("units", []).extend(ranked)  # [unit_ranking]: the 团体成绩
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
    if snaps and (given := _special_awards(snaps)):
        out["special_awards"] = given
    if divisions and rows:
        result["divisions"] = divisions
    if snaps and ((snaps[0].t.status == "finished" and after_round is None) or prizes):
        result["prizes"] = prizes
    return {**result, **out}


def _special_awards(snaps: list[snapshot.Snapshot]) -> list[dict]:
    """The special awards (`/特别奖`) once any was given: each award's ``name``, ``count``,
    ``amount`` (exact decimal), ``item`` and the ``seqs`` given it; [] before any was given."""
    entries = {e.id: e for snap in snaps for e in snap.entries.values()}
    given = awards.winners(snaps[0].reg, list(entries.values()))
    if not any(holders for _, holders in given):
        return []
    return [
        {
            "name": award.name,
            "count": award.count,
            "amount": decimal_text(award.amount),
            "item": award.item,
            "seqs": [e.seq for e in holders],
        }
        for award, holders in given
    ]


def _finished(snap: snapshot.Snapshot) -> bool:
    """Whether the scope's prizes are final: the tournament finished, or (divisions) the
    division played its last round."""
    if snap.t.status == "finished":
        return True
    total = snap.total_rounds() if snap.division is not None else None
    return total is not None and snap.last_closed() >= total


def _rows(
    snap: snapshot.Snapshot, table: Standings, full: bool, after_round: int | None = None
) -> list[dict]:
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
            "reason": _reason_json(row.reason),
            "ledger": ledger.get(id_of(e), []),
        }
        board = (e.fields or {}).get("board")
        if e.group and isinstance(board, str) and board.isdigit():
            item["team"], item["board"] = e.group, int(board)  # a team event's player: 台次
        if isinstance(row, StageRow) and row.group is not None:
            item["group"] = row.group  # a stage in groups: the row's group (A, B …)
        if snap.division is not None:
            item["division"] = snap.division
        elif (division := division_of(snap.t, e)) is not None:
            item["division"] = division
            if e.group is not None:  # 003: the group is the row's division, under both names
                item["group"] = e.group
        rows.append(item)
    return rows
