"""A club's series (系列赛, 年度积分): `/新建系列 <名称>` groups tournaments of a group
(`/加入系列 <系列> <赛事>`, also a finished one; `/移出系列 <系列> <赛事>`), whose rules are a
small TOML file (`/系列 规则` sends it, `/系列 规则 更新` takes a new one). Each change is one
unit of work, audited and undone by `/撤销` (its audit record is filed under a tournament of
the group: the one added or removed, else the group's current one, so that the group's
`/撤销` and `/日志` find it). The standings are derived (services/series_views.py).

Who may: superusers and the organisers of any tournament bound to the group (as `/新建赛事`).
"""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import numbers
from engine.series.rules import DEFAULT_TEXT, RulesError, load_rules, stored_rules
from models import db
from models.tables import Series, SeriesEvent, Tournament, id_of

from .common import Actor, Outcome, Refusal, current_tournament, organises_in_group
from .outbox import owe

NAME_LIMIT = 40
CREATE_FORM = "/新建系列 <名称>，例如：/新建系列 2026年度积分赛"
ADD_FORM = (
    "/加入系列 <系列> <赛事>，系列写名称或 #编号，赛事写 #编号（见 /赛事列表），"
    "例如：/加入系列 #1 #3"
)
REMOVE_FORM = "/移出系列 <系列> <赛事>，例如：/移出系列 #1 #3"
RULES_FORM = (
    "/系列 规则 [系列]（下载规则文件）、/系列 规则 文字 [系列]、"
    "/系列 规则 更新 [系列]（之后发来文件，或把规则写在命令的下一行起）"
)


@dataclass(frozen=True)
class Named:
    """A series or a tournament as a command names it, read by the chat layer
    (plugins/qisai/arguments.py ``named``): ``text`` the word as typed (its name, what a refusal
    repeats), ``number`` its value where the word is a number (`#3`, `3`), else None."""

    text: str
    number: int | None = None


@dataclass(frozen=True)
class EventArgs:
    """`/加入系列 <系列> <赛事>` · `/移出系列 <系列> <赛事>`: the series and the tournament."""

    series: Named
    tournament: Named

    @property
    def text(self) -> str:
        """The two as typed (the audit record's words)."""
        return f"{self.series.text} {self.tournament.text}"


def _in_group(actor: Actor, what: str) -> str:
    if not actor.group_id:
        raise Refusal(f"请在比赛群里发送 {what}：系列属于一个群。")
    return actor.group_id


async def require_series_organiser(s: AsyncSession, actor: Actor, what: str) -> None:
    """Refuse unless the actor is a superuser or organises a tournament bound to the group."""
    if actor.superuser:
        return
    if not await organises_in_group(s, actor, same_platform=True):
        raise Refusal(f"只有超级管理员或本群赛事的组委可以{what}。")


async def check_organiser(actor: Actor, what: str) -> None:
    """A Refusal unless the actor may change the group's series (as the spreadsheet needs)."""
    _in_group(actor, "/系列排名 表格")
    async with db.session() as s:
        await require_series_organiser(s, actor, what)


async def group_series(s: AsyncSession, actor: Actor) -> list[Series]:
    """The series of the actor's group, oldest first."""
    rows = await s.execute(
        select(Series)
        .where(col(Series.group_id) == actor.group_id, col(Series.platform) == actor.platform)
        .order_by(col(Series.id))
    )
    return list(rows.scalars())


async def find_series(s: AsyncSession, actor: Actor, named: Named | None, form: str) -> Series:
    """The group's series named (`#2`, `2` or its name); None: the newest. One the group has
    not is refused with the group's series and the command's ``form``."""
    mine = await group_series(s, actor)
    if not mine:
        raise Refusal(f"本群还没有系列。组委可发送：{CREATE_FORM}")
    if named is None:
        return mine[-1]
    number = named.number
    found = [x for x in mine if (number is not None and x.id == number) or x.name == named.text]
    if not found:
        names = "、".join(f"#{x.id} {x.name}" for x in mine)
        raise Refusal(
            f"本群没有系列“{numbers.echo(named.text)}”。本群的系列：{names}。格式：{form}"
        )
    return found[0]


async def _find_tournament(s: AsyncSession, actor: Actor, named: Named, form: str) -> Tournament:
    """The tournament named (`#3` or `3`, else its exact name), which must be this group's."""
    word, number = named.text, named.number
    t = None
    if number is not None:
        t = await s.get(Tournament, number)
    else:
        t = (
            (
                await s.execute(
                    select(Tournament)
                    .where(
                        col(Tournament.name) == word,
                        col(Tournament.group_id) == actor.group_id,
                        col(Tournament.deleted_at).is_(None),
                    )
                    .order_by(col(Tournament.id).desc())
                )
            )
            .scalars()
            .first()
        )
    if t is None or t.deleted_at is not None:
        raise Refusal(f"没有赛事“{numbers.echo(word)}”。格式：{form}")
    if t.group_id != actor.group_id or t.platform != actor.platform:
        raise Refusal(f"赛事 #{t.id} 不是本群的赛事，不能加入本群的系列。")
    return t


async def create_series(actor: Actor, name: str, now: datetime) -> Outcome:
    """`/新建系列 <名称>`: a series bound to this group, with the default rules."""
    _in_group(actor, "/新建系列")
    name = name.strip()
    if not name:
        raise Refusal(f"请写系列名称。格式：{CREATE_FORM}")
    if "\n" in name:
        raise Refusal(f"系列名称只能写一行，请不要换行。格式：{CREATE_FORM}")
    written = numbers.ascii_text(name)
    if written.startswith("#") and numbers.is_number(written.lstrip("#")):  # `#3` names series 3
        raise Refusal(
            f"系列名称不能只写编号（“{numbers.echo(name)}”会和系列编号混淆），请写一个名称。"
            f"格式：{CREATE_FORM}"
        )
    if len(name) > NAME_LIMIT:
        raise Refusal(f"系列名称最多 {NAME_LIMIT} 个字（现在 {len(name)} 个）。格式：{CREATE_FORM}")
    async with db.unit(actor.user_id, f"新建系列 {name}") as work:
        s = work.session
        await require_series_organiser(s, actor, "新建系列")
        if any(x.name == name for x in await group_series(s, actor)):
            raise Refusal(f"本群已有名为“{name}”的系列，请换一个名称。")
        here = await current_tournament(s, actor, required=False)
        work.tournament_id = here.id if here is not None else None
        series = Series(
            name=name,
            platform=actor.platform,
            group_id=_in_group(actor, "/新建系列"),
            rules={},
            created_by=actor.user_id,
            created_at=now,
        )
        s.add(series)
        await s.flush()
        text = (
            f"已新建系列 #{series.id} {name}（本群）。\n"
            f"加入赛事：/加入系列 #{series.id} <赛事>（已结束的赛事也可以）；"
            "规则（名次积分、计入场次、同分比较）：/系列 规则；排名：/系列排名"
        )
        return owe(work, Outcome(text), actor)


async def add_tournament(actor: Actor, args: EventArgs, now: datetime) -> Outcome:
    """`/加入系列 <系列> <赛事>`: the tournament counts in the series (once; this group's)."""
    _in_group(actor, "/加入系列")
    async with db.unit(actor.user_id, f"加入系列 {args.text}") as work:
        s = work.session
        series, t, held = await _series_event(work, actor, args, ADD_FORM, "把赛事加入系列")
        if held is not None:
            raise Refusal(f"赛事 #{t.id} {t.name} 已在系列 #{series.id} {series.name} 中。")
        s.add(
            SeriesEvent(
                series_id=id_of(series),
                tournament_id=id_of(t),
                added_by=actor.user_id,
                added_at=now,
            )
        )
        count = len(await tournaments_of(s, series)) + 1
        state = "（已结束）" if t.status == "finished" else "（结束后计入积分）"
        text = (
            f"已把赛事 #{t.id} {t.name}{state}加入系列 #{series.id} {series.name}，"
            f"系列共 {count} 场赛事。发送 /系列排名 查看排名。"
        )
        return owe(work, Outcome(text), actor)


async def remove_tournament(actor: Actor, args: EventArgs, now: datetime) -> Outcome:
    """`/移出系列 <系列> <赛事>`: the tournament no longer counts in the series."""
    _in_group(actor, "/移出系列")
    async with db.unit(actor.user_id, f"移出系列 {args.text}") as work:
        s = work.session
        series, t, held = await _series_event(work, actor, args, REMOVE_FORM, "把赛事移出系列")
        if held is None:
            raise Refusal(f"赛事 #{t.id} {t.name} 不在系列 #{series.id} {series.name} 中。")
        await s.delete(held)
        text = f"已把赛事 #{t.id} {t.name} 移出系列 #{series.id} {series.name}。"
        return owe(work, Outcome(text), actor)


async def _series_event(
    work: db.Unit, actor: Actor, args: EventArgs, form: str, doing: str
) -> tuple[Series, Tournament, SeriesEvent | None]:
    """`/加入系列` and `/移出系列`: as an organiser of this group's series (``doing`` says what
    for), the series and the tournament named (refused with ``form``) and the tournament's place
    in the series (None: not in it). The unit is the tournament's."""
    s = work.session
    await require_series_organiser(s, actor, doing)
    series = await find_series(s, actor, args.series, form)
    t = await _find_tournament(s, actor, args.tournament, form)
    work.tournament_id = t.id
    return series, t, await _event_of(s, series, t)


async def _event_of(s: AsyncSession, series: Series, t: Tournament) -> SeriesEvent | None:
    return (
        await s.execute(
            select(SeriesEvent).where(
                col(SeriesEvent.series_id) == series.id, col(SeriesEvent.tournament_id) == t.id
            )
        )
    ).scalar_one_or_none()


async def tournaments_of(s: AsyncSession, series: Series) -> list[Tournament]:
    """The series' tournaments (not deleted) in the series' order: by tournament number, the
    first made first (the last event is the newest tournament)."""
    rows = await s.execute(
        select(Tournament)
        .join(SeriesEvent, col(SeriesEvent.tournament_id) == col(Tournament.id))
        .where(col(SeriesEvent.series_id) == series.id, col(Tournament.deleted_at).is_(None))
        .order_by(col(Tournament.id))
    )
    return list(rows.scalars())


# --------------------------------------------------------------------------- the rules file


async def rules_file(actor: Actor, named: Named | None) -> tuple[str, bytes]:
    """`/系列 规则 [系列]`: the series' rules file (the one last sent, else the defaults), for
    the organisers (as `/规程`; anyone may read `/系列 规则 文字`)."""
    _in_group(actor, "/系列 规则")
    async with db.session() as s:
        await require_series_organiser(s, actor, "下载系列规则文件（规则摘要：/系列 规则 文字）")
        series = await find_series(s, actor, named, RULES_FORM)
    text = series.rules_text if series.rules_text is not None else DEFAULT_TEXT
    return f"系列规则-{series.id}.toml", text.encode("utf-8")


async def rules_summary(actor: Actor, named: Named | None) -> Outcome:
    """`/系列 规则 文字 [系列]`: the rules in Chinese."""
    _in_group(actor, "/系列 规则 文字")
    async with db.session() as s:
        series = await find_series(s, actor, named, RULES_FORM)
    return Outcome(f"系列 #{series.id} {series.name} 规则\n" + stored_rules(series.rules).text())


async def rules_target(actor: Actor, named: Named | None) -> int:
    """`/系列 规则 更新 [系列]`: the series a file is expected for, if the actor may change it."""
    _in_group(actor, "/系列 规则 更新")
    async with db.session() as s:
        await require_series_organiser(s, actor, "更新系列规则")
        return id_of(await find_series(s, actor, named, RULES_FORM))


def _text_of(raw: bytes) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Refusal("系列规则文件须是 UTF-8 编码的文字文件（.toml）。") from None


async def update_rules(actor: Actor, series_id: int, raw: bytes | str) -> Outcome:
    """The rules file for ``series_id`` (after `/系列 规则 更新`): validated (each error with
    its line and key, nothing changed) and applied in one unit of work."""
    text = raw if isinstance(raw, str) else _text_of(raw)
    try:
        rules, data = load_rules(text)
    except RulesError as exc:
        raise Refusal(exc.message_cn() + "\n规则没有改动；改好后请重新发送。") from None
    async with db.unit(actor.user_id, f"更新系列规则 #{series_id}") as work:
        s = work.session
        await require_series_organiser(s, actor, "更新系列规则")
        series = await s.get(Series, series_id)
        if series is None or series.group_id != actor.group_id:
            raise Refusal("这个系列已不存在。")
        here = await current_tournament(s, actor, required=False)
        events = await tournaments_of(s, series)
        work.tournament_id = events[-1].id if events else here.id if here is not None else None
        if series.rules == data:
            raise Refusal("规则与现行的相同，没有改动。")
        series.rules = data
        series.rules_text = text
        return owe(
            work,
            Outcome(f"已更新系列 #{series.id} {series.name} 的规则：\n{rules.text()}"),
            actor,
        )
