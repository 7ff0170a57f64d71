"""Creating, choosing, describing and configuring tournaments; naming organisers and arbitrators."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats, numbers
from engine import regulation as regulations
from engine.regulation import Regulation
from engine.regulation.text.draft import sources_after_setting
from engine.signup import mask_qq
from models import db
from models.tables import Entry, Role, Round, Selection, Tournament, id_of

from . import schedule, signup, windows
from .common import (
    ANNOUNCE,
    ARBITRATOR,
    ORGANISER,
    UNMUTE,
    Actor,
    MemberDirectory,
    Notice,
    Outcome,
    Refusal,
    current_tournament,
    entry_of_user,
    is_organiser,
    local,
    organises_in_group,
    regulation_of,
    require_organiser,
    roles_of,
    shown_qq,
    tournament_unit,
)
from .outbox import owe

STATUS_NAMES = {"draft": "待定赛程", "signup": "报名中", "running": "进行中", "finished": "已结束"}


def presets_text() -> str:
    """The preset ids with their regulation names, one a line (a malformed file says so)."""
    lines = []
    for preset in regulations.list_presets():
        try:
            lines.append(f"· {preset}：{regulations.load_preset(preset).name}")
        except regulations.RegulationError:
            lines.append(f"· {preset}：（规程文件有误，/新建赛事 {preset} 可查看错误）")
    return "\n".join(lines)


async def require_creator(s: AsyncSession, actor: Actor) -> None:
    """Refused unless the actor organises a tournament already bound to the group (the
    superusers, who may too, are the callers' to let through): who may create a tournament."""
    if not await organises_in_group(s, actor, same_platform=False):
        raise Refusal("只有超级管理员或本群已有赛事的组委可以新建赛事。")


async def create_tournament(
    actor: Actor, preset: str, name: str | None, now: datetime, zone: str | None = None
) -> Outcome:
    """`/新建赛事 <预设> [名称]`: a tournament from a preset, bound to this group.

    Superusers, and organisers of a tournament already bound to the group, may create one.
    A preset whose dates have passed gives a tournament without a timetable, in the
    deployment's zone (TOURNAMENT_TIMEZONE) when given: the organisers' dates are written in it.
    """
    if not actor.group_id:
        raise Refusal("请在比赛群里发送 /新建赛事 <预设> [名称]，赛事会绑定到该群。")
    if preset not in regulations.list_presets():
        raise Refusal(
            f"没有预设“{numbers.echo(preset)}”。可用的预设：\n{presets_text()}\n"
            "例如：/新建赛事 xiaomanyao-junqi-2023"
        )
    async with db.unit(actor.user_id, "新建赛事") as work:
        s = work.session
        if not actor.superuser:
            await require_creator(s, actor)
        try:
            reg = regulations.load_preset(preset)
        except regulations.RegulationError as exc:
            raise Refusal(
                f"预设 {preset} 的规程文件有误，无法新建赛事：\n{exc.message_cn()}"
            ) from exc
        past = regulations.has_past_dates(reg, now)
        if past:
            reg = regulations.without_dates(reg)
            if zone and zone != reg.timezone:
                reg = regulations.apply_setting(reg, "时区", zone)
        if name:
            try:
                reg = regulations.apply_setting(reg, "名称", name)
            except regulations.SettingError:
                raise Refusal(
                    f"赛事名称最多 {regulations.NAME_LIMIT} 个字（现在 {len(name)} 个）。"
                    f"例如：/新建赛事 {preset} 2026小蛮腰杯"
                ) from None
        t = await found(work, actor, reg, preset, {"名称": name} if name else {}, past, now)
        lines = [
            f"已新建赛事 #{t.id}「{t.name}」"
            f"（{formats.display_name(t.format)}，预设 {preset}），已绑定本群。"
        ]
        if past:
            lines.append(
                "预设里的日期已经过去，只作模板：本赛事暂无赛程。"
                "请用 /设置 报名截止 2026-12-10 20:00 "
                "和 /设置 第1轮 2026-12-12 20:00 设定日期（其余各轮按原间隔顺延），再 /开放报名。"
            )
        else:
            lines.append(f"报名截止：{local(t, reg.signup.deadline_utc())}")
        warnings = regulations.lint(reg)
        if warnings:
            lines.append(f"规程提示 {len(warnings)} 条，发送 /赛事 查看。")
        return owe(work, Outcome("\n".join(lines)), actor)


async def found(
    work: db.Unit,
    actor: Actor,
    reg: Regulation,
    preset: str,
    overrides: dict[str, str],
    past: bool,
    now: datetime,
    text: str | None = None,
) -> Tournament:
    """Write a new tournament of ``reg`` bound to the actor's group, the actor its organiser
    and the chat's choice, its timetable rows synced (`text`: the regulation file it was made
    from; None: its preset's)."""
    s = work.session
    assert actor.group_id is not None  # a tournament is made in its group
    stored = reg.model_dump(mode="json")
    t = Tournament(
        name=reg.name,
        preset=preset,
        format=stored["format"]["kind"],
        regulation=stored,
        regulation_text=text,
        overrides=overrides,
        platform=actor.platform,
        group_id=actor.group_id,
        status="draft" if past else "signup",
        created_by=actor.user_id,
        created_at=now,
        rng_seed=int(now.timestamp() * 1000) % 2**31,
    )
    s.add(t)
    await s.flush()
    work.tournament_id = t.id
    s.add(
        Role(tournament_id=id_of(t), user_id=actor.user_id, role=ORGANISER, added_by=actor.user_id)
    )
    await _select(s, actor, t)
    await schedule.sync_events(s, t, now)
    return t


async def _select(s: AsyncSession, actor: Actor, t: Tournament) -> None:
    row = await s.get(Selection, actor.scope)
    if row is None:
        s.add(Selection(scope=actor.scope, tournament_id=id_of(t)))
    else:
        row.tournament_id = id_of(t)


async def describe(actor: Actor) -> Outcome:
    """`/赛事`: the current tournament's summary, timetable head and lint warnings."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        reg = regulation_of(t)
        counts = dict(
            (
                await s.execute(
                    select(col(Entry.status), func.count())
                    .where(col(Entry.tournament_id) == t.id)
                    .group_by(col(Entry.status))
                )
            ).all()
        )
        organisers = (
            await s.execute(
                select(col(Role.user_id), col(Role.role)).where(col(Role.tournament_id) == t.id)
            )
        ).all()
        full = await is_organiser(s, t, actor)
    lines = [
        f"赛事 #{t.id}「{t.name}」",
        f"赛制：{formats.display_name(t.format)}（预设 {t.preset}）"
        f"　状态：{STATUS_NAMES.get(t.status, t.status)}",
        f"报名：{_signup_state(t, reg)}；{signup.count_text(counts, '已报名')}",
    ]
    first = reg.schedule.round_start(1) if reg.schedule.rounds else None
    lines.append(f"第1轮：{local(t, first)}　共 {reg.schedule.rounds_count} 轮")
    if reg.room:
        lines.append(f"赛场：{reg.room}")

    def shown(qq: str) -> str:
        # full numbers only to the tournament's organisers, in private chat (DESIGN: privacy)
        return shown_qq(actor, qq) if full or not qq.isdigit() else mask_qq(qq)

    org = [shown(u) for u, r in organisers if r == ORGANISER]
    arb = [shown(u) for u, r in organisers if r == ARBITRATOR]
    lines.append(f"组委：{'、'.join(org) or '无'}　仲裁：{'、'.join(arb) or '无'}")
    if t.overrides:
        lines.append("已改设置：" + "；".join(f"{k}={v}" for k, v in t.overrides.items()))
    warnings = regulations.lint(reg)
    if warnings:
        lines.append(f"规程提示（{len(warnings)} 条）：")
        lines.extend(
            f"· [{w.clause}] {'错误：' if w.level == 'error' else ''}{w.message}" for w in warnings
        )
    return Outcome("\n".join(lines))


def _signup_state(t: Tournament, reg: Regulation) -> str:
    if t.signup_open is True:
        return "已开放"
    if t.signup_open is False:
        return "已截止"
    deadline = reg.signup.deadline_utc()
    return f"截止 {local(t, deadline)}" if deadline else "未开放（组委发送 /开放报名）"


async def list_tournaments(actor: Actor) -> Outcome:
    """`/赛事列表`: the tournaments of this group (in private chat: the ones I organise or play)."""
    async with db.session() as s:
        query = (
            select(Tournament)
            .where(col(Tournament.deleted_at).is_(None))
            .order_by(col(Tournament.id))
        )
        if actor.group_id:
            query = query.where(col(Tournament.group_id) == actor.group_id)
        elif not actor.superuser:
            mine = select(col(Role.tournament_id)).where(col(Role.user_id) == actor.user_id)
            played = select(col(Entry.tournament_id)).where(col(Entry.user_id) == actor.user_id)
            query = query.where(col(Tournament.id).in_(mine) | col(Tournament.id).in_(played))
        rows = (await s.execute(query)).scalars().all()
        current = await current_tournament(s, actor, required=False)
    if not rows:
        return Outcome("还没有赛事。组委可发送：/新建赛事 <预设> [名称]")
    lines = ["赛事列表："]
    for t in rows:
        mark = "▶" if current is not None and t.id == current.id else "·"
        lines.append(f"{mark} #{t.id}「{t.name}」{STATUS_NAMES.get(t.status, t.status)}")
    lines.append("切换：/切换赛事 <编号>")
    return Outcome("\n".join(lines))


async def switch(actor: Actor, number: numbers.Ident, now: datetime) -> Outcome:
    """`/切换赛事 <N>`: choose the tournament this chat works on.

    A group's choice decides what every command in the group acts on: the organisers of the
    chosen tournament make it. A private chat's choice is the person's own: a tournament they
    play or organise, or one open for sign-up (where several are, a newcomer is asked to
    choose one before signing up privately)."""
    async with db.unit(actor.user_id, "切换赛事") as work:
        s = work.session
        t = await _tournament_numbered(s, number)
        shown = numbers.echo(number.text)
        if t is None or t.deleted_at is not None:
            raise Refusal(f"没有编号为 #{shown} 的赛事，见 /赛事列表。")
        if actor.group_id and t.group_id != actor.group_id:
            raise Refusal(f"赛事 #{shown} 不属于本群，见 /赛事列表。")
        if actor.group_id and not await is_organiser(s, t, actor):
            raise Refusal(
                f"只有赛事 #{t.id} 的组委可以切换本群操作的赛事（本群的命令都对它生效）。"
                f"你自己私聊机器人时可以另选：私聊发送 /切换赛事 {t.id}。"
            )
        if not actor.group_id and not actor.superuser:
            mine = await s.execute(
                select(Role).where(
                    col(Role.tournament_id) == t.id, col(Role.user_id) == actor.user_id
                )
            )
            played = await s.execute(
                select(Entry).where(
                    col(Entry.tournament_id) == t.id, col(Entry.user_id) == actor.user_id
                )
            )
            open_now = signup.signup_open(t, regulation_of(t), now)
            if mine.first() is None and played.first() is None and not open_now:
                raise Refusal(f"你没有参加或管理赛事 #{shown}，它也不在报名中。")
        await _select(s, actor, t)
        return owe(work, Outcome(f"已切换到赛事 #{t.id}「{t.name}」。"), actor)


async def set_value(actor: Actor, setting: regulations.Setting, now: datetime) -> Outcome:
    """`/设置 <项> <值>`: override a regulation value of the current tournament (organisers).

    `setting` is the item and value as the chat layer read them (``regulations.read_setting``);
    what is wrong with them is refused here, after the permission check."""
    item, value = setting.item, setting.text
    async with tournament_unit(actor, f"设置 {item} {value}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "修改设置")
        if (fmt := formats.FORMATS.get(t.format)) is not None:
            seated = await s.scalar(
                select(func.max(col(Round.number))).where(col(Round.tournament_id) == t.id)
            )
            if (
                why := fmt.setting_refusal(regulation_of(t), item.strip(), seated or 0)
            ) is not None:
                raise Refusal(why)
        try:
            reg = regulations.change_setting(regulation_of(t), setting, now)
        except regulations.SettingError as exc:
            raise Refusal(str(exc)) from exc
        t.regulation = reg.model_dump(mode="json")
        t.overrides = {**t.overrides, item: value}
        if t.sources is not None:  # drafted from the text: this value is the organiser's now
            t.sources = sources_after_setting(t.sources, setting.key)
        if (
            t.status == "draft"
            and not regulations.has_past_dates(reg, now)
            and (reg.schedule.round_start(1) or reg.schedule.window_opens(1))
        ):
            t.status = "signup"
        await schedule.sync_events(s, t, now)
        lines = [f"已设置 {item} = {value}。"]
        if setting.is_round or setting.key == "报名截止":
            lines.append(_timetable_head(t, reg))
        notices = []
        if reg.schedule.group_notice and (setting.key in ANNOUNCED_ITEMS or setting.is_round):
            if t.status != "draft" and any(
                reg.schedule.round_start(x.number) for x in reg.schedule.rounds
            ):
                notices.append(Notice(ANNOUNCE, t.group_id, timetable_announcement(t, reg)))
                lines.append("赛程已同时发到群公告（机器人须是群管理员）；之后每轮开赛也发群公告。")
            else:
                lines.append("赛程还没有定下日期：用 /设置 第1轮 设定日期后，赛程会发到群公告。")
        if setting.key == "比赛时禁言":
            lines.append(_quiet_words(reg.schedule.quiet_during_games))
            playing = await s.scalar(
                select(func.count())
                .select_from(Round)
                .where(col(Round.tournament_id) == t.id, col(Round.status) != "closed")
            )
            if not reg.schedule.quiet_during_games and playing:
                notices.append(Notice(UNMUTE, t.group_id, ""))
        return owe(work, Outcome("\n".join(lines), notices=notices), actor)


# the /设置 items after which the timetable is posted again as a group announcement (群公告 开)
ANNOUNCED_ITEMS = {"群公告", "报名截止", "截止时间", "房间", "名称"}


def _quiet_words(on: bool) -> str:
    if not on:
        return "之后各轮开赛时不再全员禁言（正在禁言的已解除）。"
    return (
        "之后每轮开赛时机器人全员禁言，到截止时间（无截止时间则到 /结束本轮）解除；"
        "机器人须是群管理员。"
        "全员禁言对群主和群管理员无效，所以组委和仲裁若是群管理员可照常发言；"
        "不是管理员的组委、仲裁也会被禁言（机器人无法单独放行），请群主把他们设为管理员，或私聊机器人发命令。"
    )


def timetable_announcement(t: Tournament, reg: Regulation) -> str:
    """The timetable as a group announcement (群公告): name, sign-up deadline, every round,
    the cutoff and the room, in the tournament's local time."""
    lines = [
        f"「{t.name}」赛程（{reg.timezone}）",
        f"报名截止：{local(t, reg.signup.deadline_utc())}",
    ]
    for slot in reg.schedule.rounds:
        lines.append(f"{slot.label}：{windows.round_time_text(t, reg, slot.number)}")
    if reg.schedule.cutoff is not None:
        lines.append(f"每轮截止时间：{reg.schedule.cutoff.strftime('%H:%M')}")
    if reg.room:
        lines.append(f"赛场：{reg.room}")
    lines.append("报名、报分等命令在群里发 /帮助 查看。")
    return "\n".join(lines)


def _timetable_head(t: Tournament, reg: Regulation) -> str:
    parts = [f"报名截止 {local(t, reg.signup.deadline_utc())}"]
    for slot in reg.schedule.rounds:
        parts.append(f"{slot.label} {windows.round_time_text(t, reg, slot.number)}")
    return "赛程：" + "；".join(parts)


async def add_role(
    actor: Actor,
    role: str,
    user_id: str | None,
    directory: MemberDirectory | None = None,
    force: bool = False,
) -> Outcome:
    """`/组委 @某人` · `/仲裁 @某人`: name an organiser or an arbitrator (organisers only).

    The account must be a member of the tournament's group (asked outside any transaction);
    `强制` adds someone who is not, with a warning."""
    word = "组委" if role == ORGANISER else "仲裁"
    if not user_id:
        raise Refusal(f"请 @ 要添加的人，例如：/{word} @小蛮腰（也可写QQ号：/{word} 346631485）")
    warning = ""
    if directory is not None:
        async with db.session() as s:
            t = await current_tournament(s, actor)
            assert t is not None  # required: a chat without one was refused
            await require_organiser(s, t, actor, f"添加{word}")
            if role in await roles_of(s, t, user_id):
                return Outcome(f"{shown_qq(actor, user_id)} 已经是本赛事的{word}。")
        warning = await _membership_warning(directory, t, user_id, word, force, actor)
    async with tournament_unit(actor, f"{word} {user_id}{' 强制' if force else ''}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, f"添加{word}")
        if role in await roles_of(s, t, user_id):
            return Outcome(f"{shown_qq(actor, user_id)} 已经是本赛事的{word}。")
        s.add(Role(tournament_id=id_of(t), user_id=user_id, role=role, added_by=actor.user_id))
        return owe(
            work,
            Outcome(
                f"已添加 {shown_qq(actor, user_id)} 为赛事 #{t.id} 的{word}。{warning}",
                mentions=[user_id],
            ),
            actor,
        )


async def _membership_warning(
    directory: MemberDirectory, t: Tournament, user_id: str, word: str, force: bool, actor: Actor
) -> str:
    """Refuse (unless `force`) an organiser or arbitrator who is not in the tournament's group;
    with `force`, the warning to add to the reply."""
    try:
        member = await directory.member(t.group_id, user_id)
    except LookupError:
        if force:
            return "\n注意：暂时无法核对此人是否在比赛群里（已按“强制”添加）。"
        raise Refusal(
            f"暂时无法核对 {shown_qq(actor, user_id)} 是否在比赛群里（QQ 接口没有响应），未添加。"
            f"请稍后再试，或确认无误后{_forced(actor, word, user_id)}"
        ) from None
    if member is not None:
        return ""
    if force:
        return "\n注意：此人不在比赛群里（已按“强制”添加），收不到群里的通知，裁判事务会私聊通知。"
    raise Refusal(
        f"{shown_qq(actor, user_id)} 不在本赛事的比赛群里，未添加为{word}。请先邀请其入群；"
        f"确需添加群外的人，{_forced(actor, word, user_id)}"
    )


def _forced(actor: Actor, word: str, user_id: str) -> str:
    """The command that adds someone anyway: with the number in private chat; in a group, where
    a number is never shown in full, the same command with 强制 at its end."""
    if actor.group_id is None:
        return f"请发送：/{word} {user_id} 强制"
    return f"请在原命令末尾加上“强制”再发送，如：/{word} @某人 强制"


@dataclass(frozen=True)
class HelpContext:
    """What `/帮助` tailors itself to: the chat's current tournament, the asker's roles in it
    (组委, 仲裁, 选手), the commands only its format understands, and whether the chat is
    private."""

    tournament: str | None
    roles: frozenset[str]
    format_words: frozenset[str] | None
    private: bool


async def help_context(actor: Actor) -> HelpContext:
    """The asker's place for `/帮助`: the current tournament (if any) and their roles in it."""
    async with db.session() as s:
        t = await current_tournament(s, actor, required=False)
        if t is None:
            return HelpContext(
                None, frozenset({"组委"} if actor.superuser else ()), None, actor.group_id is None
            )
        roles = set()
        if await is_organiser(s, t, actor):
            roles |= {"组委", "仲裁"}
        elif ARBITRATOR in await roles_of(s, t, actor.user_id):
            roles.add("仲裁")
        if await entry_of_user(s, t, actor.user_id) is not None:
            roles.add("选手")
    words = (
        frozenset(formats.FORMATS[t.format].commands)
        if t.format in formats.FORMATS
        else frozenset()
    )
    return HelpContext(f"#{t.id}「{t.name}」", frozenset(roles), words, actor.group_id is None)


async def delete(actor: Actor, number: numbers.Ident, now: datetime) -> Outcome:
    """`/删除赛事 <N>`: remove a tournament of this group (organisers); its timetable stops.

    The rows stay (soft delete), so `/撤销` brings it back with its timetable.
    """
    shown = numbers.echo(number.text)
    async with db.unit(actor.user_id, f"删除赛事 {shown}") as work:
        s = work.session
        t = await _tournament_numbered(s, number)
        if (
            t is None
            or t.deleted_at is not None
            or (actor.group_id and t.group_id != actor.group_id)
        ):
            raise Refusal(f"本群没有编号为 #{shown} 的赛事，见 /赛事列表。")
        work.tournament_id = t.id
        await require_organiser(s, t, actor, "删除赛事")
        t.deleted_at = now
        await schedule.sync_events(s, t, now)
        return owe(
            work,
            Outcome(f"已删除赛事 #{t.id}「{t.name}」，其定时任务已取消。误删可发送 /撤销 恢复。"),
            actor,
        )


async def _tournament_numbered(s: AsyncSession, number: numbers.Ident) -> Tournament | None:
    """The tournament numbered `number` (None when no id can be that number)."""
    return None if number.value is None else await s.get(Tournament, number.value)


async def check_organiser(actor: Actor, what: str) -> None:
    """Refuse unless the actor organises the chat's current tournament (reads only)."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        await require_organiser(s, t, actor, what)
