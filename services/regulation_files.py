"""A regulation as a file in chat: `/规程` (the current tournament's regulation file and its
summary), and a regulation file sent back after `/规程 更新` (the current tournament) or
`/新建赛事 文件 [名称]` (a new one bound to the group): checked (every error with its line and
key, nothing applied), linted, shown as its summary with what it changes, and applied by
`/规程 确认` in one unit of work (audited; `/撤销` restores the regulation before it).

The chat layer keeps who is expected to send a file and the checked file until it is
confirmed (plugins/qisai/regulation_chat.py); here each step is one function.
"""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats
from engine import regulation as regulations
from engine.regulation import Regulation, revision
from engine.regulation.summary import Summary, changes, summarize
from engine.regulation.toml_file import regulation_file
from models import db
from models.tables import Round, Tournament

from . import schedule
from .common import (
    Actor,
    Outcome,
    Refusal,
    current_tournament,
    regulation_of,
    require_organiser,
)
from .outbox import owe
from .tournaments import found, require_creator

MINUTES = 10
"""How long a `/规程 更新` waits for its file, and a checked file for `/规程 确认`."""
UPDATE = "/规程 更新"
NEW = "/新建赛事 文件 [名称]"


@dataclass(frozen=True)
class Target:
    """What a regulation file is for: a tournament (``tournament_id``), or a new tournament
    bound to ``group_id`` (named ``name`` when given)."""

    tournament_id: int | None
    group_id: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class Checked:
    """A regulation file that passed the checks, waiting for `/规程 确认`: its target, the
    regulation, the file's text and the stored regulation it was compared with (None: new)."""

    target: Target
    reg: Regulation
    text: str
    base: dict | None
    reply: str
    undated: bool = False
    """A new tournament's file whose dates had passed: made without a timetable (待定赛程)."""


async def _last_seated(s: AsyncSession, t: Tournament) -> int:
    number = await s.scalar(
        select(func.max(col(Round.number))).where(col(Round.tournament_id) == t.id)
    )
    return int(number or 0)


async def current_file(actor: Actor) -> tuple[str, bytes]:
    """`/规程`: the current tournament's regulation file (organisers): a name and its UTF-8
    bytes, the stored text (or the preset's) with the stored values written in."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        await require_organiser(s, t, actor, "下载规程文件")
    text = regulation_file(t.regulation, t.regulation_text, t.preset)
    return f"规程-{t.id}-{t.preset}.toml", text.encode("utf-8")


async def summary_text(actor: Actor) -> Outcome:
    """`/规程 文字`: the current tournament's regulation summary in Chinese (anyone)."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
    return Outcome(f"赛事 #{t.id} 规程摘要\n" + summarize(regulation_of(t)).text(), long=True)


async def summary_of(tid: int) -> Summary | None:
    """The regulation summary of tournament ``tid`` (the API's and the page's); None for an
    unknown or deleted one."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
    if t is None or t.deleted_at is not None:
        return None
    return summarize(regulation_of(t))


async def target_update(actor: Actor) -> Target:
    """`/规程 更新`: the current tournament, if the actor organises it."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        await require_organiser(s, t, actor, "更新规程")
    return Target(t.id)


async def target_new(actor: Actor, name: str | None) -> Target:
    """`/新建赛事 文件 [名称]`: a new tournament of this group (superusers, and organisers of a
    tournament already bound to it, as `/新建赛事`)."""
    return await new_target(actor, name, "文件")


async def new_target(actor: Actor, name: str | None, word: str) -> Target:
    """`/新建赛事 <word> [名称]` (a file or a regulation's text taken after the command): a new
    tournament of this group, for superusers and organisers of a tournament already bound to it."""
    if not actor.group_id:
        raise Refusal(f"请在比赛群里发送 /新建赛事 {word} [名称]，新赛事会绑定到该群。")
    if name is not None and len(name) > regulations.NAME_LIMIT:
        raise Refusal(
            f"赛事名称最多 {regulations.NAME_LIMIT} 个字（现在 {len(name)} 个）。"
            f"例如：/新建赛事 {word} 2026春季杯"
        )
    if not actor.superuser:
        await check_creator(actor)
    return Target(None, actor.group_id, name)


async def check_creator(actor: Actor) -> None:
    """Refuses an actor who may not create a tournament in his group (in a session of its own)."""
    async with db.session() as s:
        await require_creator(s, actor)


def _text_of(raw: bytes) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Refusal(
            "这个文件不是 UTF-8 编码的文本，不是规程文件（.toml）。"
            "请用 /规程 下载的文件改好后以 UTF-8 保存再发送。"
        ) from None


def _frozen_refusal(frozen: list[str], seated: int) -> Refusal:
    return Refusal(
        f"第 {seated} 轮已编排，以下改动会改变已编排或已赛的轮次，规程没有应用：\n"
        + "、".join(frozen)
        + "\n请把这些项改回原值后重新发送文件（其余各项可以改）。"
    )


async def check(actor: Actor, target: Target, raw: bytes, now: datetime) -> Checked:
    """A regulation file received for ``target``: refused with every error (line and key)
    or with the values a seated round forbids; else its summary, what it changes and the
    lint warnings, to be confirmed."""
    text = _text_of(raw)
    try:
        reg = regulations.load_regulation(text, "规程文件")
    except regulations.RegulationError as exc:
        raise Refusal(
            f"规程文件有误，没有应用：\n{exc.message_cn()}\n"
            f"请改正后重新发送文件（{MINUTES} 分钟内有效）。"
        ) from None
    lines: list[str] = []
    base = None
    undated = False
    if target.tournament_id is None:
        if target.name:
            reg = regulations.apply_setting(reg, "名称", target.name)
        if regulations.has_past_dates(reg, now):
            reg, undated = regulations.without_dates(reg), True
            lines.append(
                "文件里的日期已经过去，只作模板：新赛事暂无赛程，之后用 /设置 第1轮 设定。"
            )
        head = f"规程文件检查通过，确认后新建赛事「{reg.name}」并绑定本群："
        body = [summarize(reg).text()]
    else:
        async with db.session() as s:
            t = await s.get(Tournament, target.tournament_id)
            if t is None or t.deleted_at is not None:
                raise Refusal("要更新规程的赛事已不存在，请重新发送 /规程 更新。")
            await require_organiser(s, t, actor, "更新规程")
            seated = await _last_seated(s, t)
        base = t.regulation
        new = reg.model_dump(mode="json")
        # the stored regulation as read today: a key added to the schema since it was stored
        # (with its default) is no change of the file's
        current = regulation_of(t).model_dump(mode="json")
        frozen = revision.frozen_changes(current, new, seated)
        if frozen:
            raise _frozen_refusal(frozen, seated)
        diff = changes(regulation_of(t), reg)
        head = f"规程文件检查通过（赛事 #{t.id}「{t.name}」）。"
        body = ["改动：", *diff] if diff else ["与现行规程相同，没有改动。"]
        if current == new:
            body = ["与现行规程完全相同，没有改动。"]
        body += ["新规程摘要：", summarize(reg).text()]
    warnings = regulations.lint(reg)
    if warnings:
        lines.append(f"规程提示（{len(warnings)} 条）：")
        lines.extend(
            f"· [{w.clause}] {'错误：' if w.level == 'error' else ''}{w.message}" for w in warnings
        )
    lines.append(f"发送 /规程 确认 应用（{MINUTES} 分钟内有效），/规程 取消 放弃。")
    return Checked(target, reg, text, base, "\n".join([head, *body, *lines]), undated)


async def confirm(actor: Actor, checked: Checked, now: datetime) -> Outcome:
    """`/规程 确认`: apply a checked file in one unit of work (`/撤销` takes it back)."""
    if checked.target.tournament_id is None:
        return await _create(actor, checked, now)
    async with db.unit(actor.user_id, "规程 确认") as work:
        s = work.session
        t = await s.get(Tournament, checked.target.tournament_id)
        if t is None or t.deleted_at is not None:
            raise Refusal("要更新规程的赛事已不存在，规程没有应用。")
        work.tournament_id = t.id
        await require_organiser(s, t, actor, "更新规程")
        if t.regulation != checked.base:
            raise Refusal(
                f"检查文件之后赛事设置又有改动，规程没有应用。请重新发送 {UPDATE}，再发送文件。"
            )
        seated = await _last_seated(s, t)
        new = checked.reg.model_dump(mode="json")
        current = regulation_of(t).model_dump(mode="json")
        frozen = revision.frozen_changes(current, new, seated)
        if frozen:
            raise _frozen_refusal(frozen, seated)
        diff = changes(regulation_of(t), checked.reg)
        t.regulation = new
        t.regulation_text = checked.text
        t.format = checked.reg.format.kind
        t.name = checked.reg.name
        t.overrides = {}
        if (
            t.status == "draft"
            and not regulations.has_past_dates(checked.reg, now)
            and (checked.reg.schedule.round_start(1) or checked.reg.schedule.window_opens(1))
        ):
            t.status = "signup"
        await schedule.sync_events(s, t, now)
        text = (
            f"已应用新规程（赛事 #{t.id}「{t.name}」，改动 {len(diff)} 处）。"
            "误改可发送 /撤销 恢复原规程。"
        )
        return owe(work, Outcome(text), actor)


async def _create(actor: Actor, checked: Checked, now: datetime) -> Outcome:
    target = checked.target
    if actor.group_id != target.group_id:
        raise Refusal(f"请在发送 {NEW} 的群里发送 /规程 确认。")
    async with db.unit(actor.user_id, "新建赛事 文件") as work:
        if not actor.superuser:
            await check_creator(actor)
        reg = checked.reg
        overrides = {"名称": target.name} if target.name else {}
        t = await found(work, actor, reg, reg.id, overrides, checked.undated, now, checked.text)
        text = (
            f"已新建赛事 #{t.id}「{t.name}」（{formats.display_name(t.format)}，规程文件），"
            "已绑定本群。误建可发送 /撤销。"
        )
        return owe(work, Outcome(text), actor)
