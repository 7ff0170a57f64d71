"""A table's result as the services of a round read, write and show it (seating:
services/seating.py; reports: services/reports.py; the referee's commands:
services/referee.py).

Results are facts (one Result row per table, written from the first seat's side); the format
(engine/formats) types them, checks them and says what they are worth.
"""

from collections.abc import Callable
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from engine.formats import Format, FormatError
from models.tables import Entry, Result, id_of

from .common import Refusal
from .snapshot import Snapshot, TableView

ABSENT = "缺席:"
"""A report of a tablemate's absence is stored as `缺席:<seq>` in place of the games."""


def games_text(snap: Snapshot, games: str, fmt: Format | None = None) -> str:
    """A reported result (its stored games string) as chat shows it: `WDL` -> `胜和负`;
    an absence report `缺席:12` -> `缺席 序号12 【粤】某某`. ``fmt``: the rules of the table's
    round (default: the round being played)."""
    if games.startswith(ABSENT):
        seq = int(games[len(ABSENT) :])
        who = snap.by_seq.get(seq)
        return f"缺席 序号{seq}" + (f" {display_name(who)}" if who else "")
    fmt = fmt or snap.fmt
    return fmt.results.result_text(fmt.results.load_result(games, {}))


def result_text(snap: Snapshot, tv: TableView) -> str:
    """A table's standing result as chat and the API show it (the format renders it)."""
    return snap.fmt.results.result_text(tv.value)


def display_name(e: Entry) -> str:
    """A player as chat shows them: `【家族】昵称`."""
    family = f"【{e.family}】" if e.family else ""
    return f"{family}{e.name}"


def refused(exc: FormatError) -> Refusal:
    """A format's refusal as the reply (its words say what was wrong and the right form)."""
    return Refusal(str(exc))


def division_prefix(snap: Snapshot) -> str:
    """`青少年组` before a message about one division's round; "" without divisions."""
    return snap.division_name


def parse_result(snap: Snapshot, tv: TableView, text: str, fmt: Format | None = None) -> object:
    """A table's result from chat text (from the first seat's side), refused with the right form;
    ``fmt``: the rules of the table's round (default: the round being played)."""
    try:
        return (fmt or snap.fmt).results.parse_result(snap.reg, text, len(tv.table.seats))
    except FormatError as exc:
        raise refused(exc) from exc


def current_value(snap: Snapshot, tv: TableView) -> object:
    """The table's typed result, or an empty one when it has none yet."""
    return (
        tv.value
        if tv.result is not None
        else snap.fmt.results.empty_result(snap.reg, len(tv.table.seats))
    )


def store(
    s: AsyncSession,
    snap: Snapshot,
    tv: TableView,
    value: object,
    source: str,
    by: str,
    now: datetime,
) -> Result:
    """Write a table's typed result to its Result row (created when it has none)."""
    games, details = snap.fmt.results.dump_result(value)
    if tv.result is None:
        tv.result = Result(table_id=id_of(tv.table), games=games, details=details, updated_at=now)
        s.add(tv.result)
    else:
        tv.result.games, tv.result.details = games, details
    tv.result.source, tv.result.entered_by, tv.result.updated_at = source, by, now
    tv.value = value
    return tv.result


def games_of(snap: Snapshot, tv: TableView, games: str) -> object:
    """The table's result after a report `games` stood: the games decided (the format says
    what of the old result stays), or, for an absence report, that player's round forfeit."""
    if games.startswith(ABSENT):
        absent = snap.by_seq[int(games[len(ABSENT) :])]
        seat = tv.table.seats.index(absent.id)
        try:
            return snap.fmt.results.forfeit(snap.reg, current_value(snap, tv), seat, None)[0]
        except FormatError as exc:
            raise refused(exc) from exc
    old = tv.value if tv.result is not None else None
    return checked(
        snap, tv, lambda: snap.fmt.results.entered(old, snap.fmt.results.load_result(games, {}))
    )


def checked(snap: Snapshot, tv: TableView, make: Callable[[], object]) -> object:
    """A new result of `tv` from `make()`, refused (nothing written) when the format finds it
    inconsistent (e.g. a forfeit and a disconnect in one game)."""
    try:
        value = make()
        snap.fmt.results.points(snap.reg, value, len(tv.table.seats))
    except FormatError as exc:
        raise refused(exc) from exc
    return value


def points_line(snap: Snapshot, tv: TableView) -> str:
    """The table's points by player after its result changed, as a reply's last line."""
    per_seat = snap.points_of(tv)
    return "\n得分：" + "，".join(
        f"{display_name(e)} {sum(per_seat[i])}" for i, e in enumerate(tv.entries)
    )
