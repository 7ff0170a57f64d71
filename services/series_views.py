"""A series' standings, derived from its tournaments' final places (never stored): the chat's
`/系列排名`, the JSON of `GET /api/series` and `GET /api/series/{id}/standings`, the `/s/{id}`
page and the spreadsheet read them here.

A player's name is the one his latest sign-up in the group wrote (as `/战绩` shows it), even
in a tournament outside the series. A tournament counts once it is finished (its final
places); one still running is listed as such and scores nothing yet. Its places are its
standings' ranks (per division where it plays per division; shared ranks score the place's
points); a row without a rank (disqualified) scores nothing. Head-to-head counts every
two-seat table with play of the series' tournaments, each side's points in it.
"""

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine.numbers import decimal_text
from engine.series.rules import SeriesRules, stored_rules
from engine.series.standings import Encounter, Event, EventResult, SeriesRow, series_standings
from engine.signup import mask_qq
from models import db
from models.tables import Entry, Series, SeriesEvent, Tournament, id_of

from . import snapshot
from .common import Actor, Outcome, Refusal, shown_qq
from .identity import Identities, latest_names, load_identities
from .series import CREATE_FORM, Named, find_series, group_series, tournaments_of


@dataclass
class SeriesTable:
    """A series, its tournaments in series order, its rules and its rows."""

    series: Series
    tournaments: list[Tournament]
    rules: SeriesRules
    rows: list[SeriesRow]
    identities: Identities


def _points(values: list) -> Fraction:
    return sum((Fraction(v) for v in values if v is not None), Fraction(0))


async def event_of(s: AsyncSession, t: Tournament, ids: Identities) -> Event:
    """A finished tournament's final places and two-player encounters, by person (an entry's
    game QQ through the group's aliases: services/identity.py)."""
    best: dict[str, EventResult] = {}
    encounters: list[Encounter] = []
    for snap in await snapshot.load_all(s, t):
        names = {d.key: d.name for d in snap.reg.divisions}
        by_seq = snap.by_seq
        for row in snapshot.standings(snap).rows:
            if row.rank is None:
                continue
            e = by_seq[row.seq]
            division = snap.division or e.division
            result = EventResult(
                ids.of_entry(e), e.name, row.rank, division, names.get(division or "")
            )
            key = result.key
            if key not in best or result.place < best[key].place:
                best[key] = result
        for number, rv in sorted(snap.rounds.items()):
            if rv.round.status != "closed":
                continue
            rules = snap.fmt_of(number).results
            for tv in rv.tables:
                if len(tv.entries) != 2 or tv.result is None or not rules.has_play(tv.value):
                    continue
                a, b = tv.entries
                encounters.append(
                    Encounter(
                        ids.of_entry(a),
                        ids.of_entry(b),
                        _points(tv.points.get(id_of(a), [])),
                        _points(tv.points.get(id_of(b), [])),
                    )
                )
    return Event(id_of(t), list(best.values()), encounters)


async def table_of(s: AsyncSession, series: Series) -> SeriesTable:
    """The series' standings now."""
    tournaments = await tournaments_of(s, series)
    rules = stored_rules(series.rules)
    ids = await load_identities(s, series.group_id)
    events = [await event_of(s, t, ids) for t in tournaments if t.status == "finished"]
    rows = series_standings(rules, events)
    latest = latest_names(await _group_entries(s, series), ids)
    for row in rows:  # a player renamed since (even in a tournament outside the series)
        row.name = latest.get(row.key, row.name)
    return SeriesTable(series, tournaments, rules, rows, ids)


async def _group_entries(s: AsyncSession, series: Series) -> list[Entry]:
    """The sign-ups of the series' group's tournaments (not deleted): whose names are latest."""
    rows = await s.execute(
        select(Entry)
        .join(Tournament, col(Tournament.id) == col(Entry.tournament_id))
        .where(
            col(Tournament.group_id) == series.group_id,
            col(Tournament.platform) == series.platform,
            col(Tournament.deleted_at).is_(None),
        )
    )
    return list(rows.scalars())


async def load(sid: int) -> SeriesTable | None:
    """The standings of series ``sid``; None for an unknown one."""
    async with db.session() as s:
        series = await s.get(Series, sid)
        if series is None:
            return None
        return await table_of(s, series)


async def series_list() -> list[dict]:
    """`GET /api/series`: `[{"id", "name", "tournaments": [id…]}]`, tournaments in series
    order."""
    async with db.session() as s:
        everything = list((await s.execute(select(Series).order_by(col(Series.id)))).scalars())
        links = (
            await s.execute(
                select(col(SeriesEvent.series_id), col(SeriesEvent.tournament_id))
                .join(Tournament, col(Tournament.id) == col(SeriesEvent.tournament_id))
                .where(col(Tournament.deleted_at).is_(None))
                .order_by(col(SeriesEvent.tournament_id))
            )
        ).all()
    held: dict[int, list[int]] = {}
    for series_id, tid in links:
        held.setdefault(series_id, []).append(tid)
    return [{"id": x.id, "name": x.name, "tournaments": held.get(id_of(x), [])} for x in everything]


def rows_json(table: SeriesTable, full: bool) -> list[dict]:
    """The rows as the API gives them: exact decimal strings, QQ masked unless ``full``."""
    return [
        {
            "rank": row.rank,
            "qq": row.key if full or not row.key.isdigit() else mask_qq(row.key),
            "name": row.name,
            "total": decimal_text(row.total),
            "events": row.events,
            "results": [
                {
                    "tournament": x.tournament,
                    "place": x.place,
                    "points": decimal_text(x.points),
                    "counted": x.counted,
                }
                for x in row.results
            ],
        }
        for row in table.rows
    ]


async def standings_json(sid: int, full: bool) -> dict | None:
    """`GET /api/series/{id}/standings`: `{"id", "name", "tournaments", "counted"
    (the finished ones), "rows": [{"rank", "qq", "name", "total", "events", "results":
    [{"tournament", "place", "points", "counted"}]}]}`."""
    table = await load(sid)
    if table is None:
        return None
    return {
        "id": table.series.id,
        "name": table.series.name,
        "tournaments": [t.id for t in table.tournaments],
        "counted": [t.id for t in table.tournaments if t.status == "finished"],
        "rows": rows_json(table, full),
    }


TIED_CN = {
    "events": "参赛场次多",
    "best_result": "最好名次好",
    "head_to_head": "相互对局得分多",
    "last_event": "最近一场名次好",
}


def result_text(place: int, points: Fraction, tid: int, counted: bool) -> str:
    """One event of a row, e.g. `#3 第2名 19`, in brackets when it does not count."""
    text = f"#{tid} 第{place}名 {decimal_text(points)}"
    return text if counted else f"[{text}]"


def lines(table: SeriesTable, qq: Callable[[str], str] = str) -> list[str]:
    """The standings as chat lines (`qq`: how a QQ number is shown)."""
    series, rules = table.series, table.rules
    done = [t for t in table.tournaments if t.status == "finished"]
    running = [t for t in table.tournaments if t.status != "finished"]
    head = f"系列 #{series.id} {series.name} 排名（已结束 {len(done)} 场"
    head += f"，进行中 {len(running)} 场" if running else ""
    head += f"；计入最好 {rules.count.best} 场" if rules.count.best else ""
    head += f"；至少参加 {rules.count.min_events} 场" if rules.count.min_events else ""
    out = [head + "）"]
    if not table.rows:
        out.append(
            "还没有已结束的赛事计入积分。"
            if table.tournaments
            else f"系列还没有赛事：/加入系列 #{series.id} <赛事>"
        )
        return out
    for row in table.rows:
        rank = f"{row.rank}." if row.rank is not None else "—"
        shown = "，".join(
            result_text(x.place, x.points, x.tournament, x.counted) for x in row.results
        )
        why = f"（{TIED_CN[row.tied_on]}）" if row.tied_on else ""
        out.append(
            f"{rank} {row.name} {qq(row.key)}  {decimal_text(row.total)}分{why}"
            f"（{row.events}场：{shown}）"
        )
    if any(row.rank is None for row in table.rows):
        out.append(f"— 未满 {rules.count.min_events} 场，暂不排名")
    if any(not x.counted for row in table.rows for x in row.results):
        out.append("[ ] 内的成绩不计入总分")
    return out


RANKING_FORM = "/系列排名 [系列] [文字|表格]，系列写名称或 #编号，例如：/系列排名 #1 文字"


def _in_group(actor: Actor, what: str) -> None:
    if not actor.group_id:
        raise Refusal(f"请在比赛群里发送 {what}：系列属于一个群（网页见 /s/<系列编号>）。")


async def series_id(actor: Actor, named: Named | None) -> int:
    """The group's series named (the newest when None)."""
    _in_group(actor, "/系列排名")
    async with db.session() as s:
        return id_of(await find_series(s, actor, named, RANKING_FORM))


def ranking_outcome(actor: Actor, table: SeriesTable) -> Outcome:
    """`/系列排名` as text, QQ numbers as the chat may see them."""
    return Outcome("\n".join(lines(table, lambda q: shown_qq(actor, q))), long=True)


async def ranking(actor: Actor, named: Named | None) -> Outcome:
    """`/系列排名 [系列]` as text (the group's newest series by default)."""
    table = await load(await series_id(actor, named))
    if table is None:
        raise Refusal("这个系列已不存在。")
    return ranking_outcome(actor, table)


async def listing(actor: Actor) -> Outcome:
    """`/系列`: the group's series with their tournaments."""
    _in_group(actor, "/系列")
    async with db.session() as s:
        mine = await group_series(s, actor)
        held = [(x, await tournaments_of(s, x)) for x in mine]
    if not held:
        raise Refusal(f"本群还没有系列。组委可发送：{CREATE_FORM}")
    out = ["本群的系列："]
    for x, ts in held:
        done = sum(1 for t in ts if t.status == "finished")
        events = " ".join(f"#{t.id}" for t in ts) or "还没有赛事"
        out.append(f"#{x.id} {x.name}：{events}（已结束 {done} 场）")
    out.append("排名：/系列排名 [系列]；规则：/系列 规则 [系列]")
    return Outcome("\n".join(out))
