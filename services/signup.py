"""The sign-up desk (报名): sign-ups (admitted in groups by services.admission, checked in
services.signup_checks), opening and closing sign-up, the list of sign-ups; and, under the same
name for the chat layer, the review of sign-ups (services.review), withdrawals
(services.withdrawal) and bans (services.bans)."""

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats
from engine import regulation as regulations
from engine import signup as forms
from engine.regulation import Regulation, field_size
from engine.vocabulary import EntryStatus
from models import db
from models.tables import Entry, Tournament

from . import schedule
from .admission import admit, sign_up_alone
from .bans import lift_ban, list_bans
from .common import (
    Actor,
    MemberDirectory,
    Notice,
    Outcome,
    Refusal,
    current_tournament,
    is_organiser,
    local,
    regulation_of,
    require_organiser,
    tournament_unit,
)
from .division_minimum import apply_minimums
from .field_size import choose_format, reopen
from .outbox import owe
from .review import review
from .signup_checks import (
    SignupResult,
    division_name,
    facts_of,
    find_signup_tournament,
    match_day,
    signup_open,
)
from .withdrawal import promote_waiting, withdraw

__all__ = [
    "SignupResult",
    "count_text",
    "how_to_sign_up",
    "lift_ban",
    "list_bans",
    "listing",
    "promote_waiting",
    "review",
    "set_open",
    "sign_up",
    "sign_up_alone",
    "signup_open",
    "withdraw",
]


async def sign_up(
    actor: Actor,
    text: str,
    directory: MemberDirectory,
    now: datetime,
    arrival: int | None = None,
) -> SignupResult | None:
    """A sign-up message (single line or chain) from `actor`; None when it is not one for us.

    Admitted with the sign-ups arriving around it in one transaction, numbered in the order
    they arrived (`arrival`: time.monotonic_ns() when the chat layer received the message;
    default now) (services.admission).
    """
    message = forms.parse_signup(text)
    if message is None:
        return None
    return await admit(actor, message, forms.is_explicit(text), directory, now, arrival)


async def how_to_sign_up(actor: Actor, now: datetime) -> Outcome:
    """A message that opens with 报名 but is no sign-up (`报名 什么时候截止？`): the sign-up form
    and deadline of the tournament open for sign-up, or that none is open."""
    async with db.session() as s:
        t = await find_signup_tournament(s, actor, now)
    if t is None or t.deleted_at is not None or not signup_open(t, regulation_of(t), now):
        return Outcome("现在没有开放报名的赛事。请留意比赛群的通知，报名开放后再发送报名信息。")
    reg = regulation_of(t)
    deadline = reg.signup.deadline_utc()
    until = f"报名截止：{local(t, deadline)}" if deadline else "报名截止：组委发送 /截止报名 时"
    return Outcome(f"赛事 #{t.id}「{t.name}」正在报名。{until}。\n{forms.SIGNUP_FORMS_CN}")


async def set_open(actor: Actor, is_open: bool, now: datetime, force: bool = False) -> Outcome:
    """`/开放报名` · `/截止报名` (organisers); closing posts the final count. Closing is refused
    while the format says a unit of the field cannot play (a team event's team whose boards are
    not all signed up for: ``signups.unfinished``); `/截止报名 强制` (``force``) closes anyway and
    withdraws those sign-ups."""
    word = "开放报名" if is_open else "截止报名"
    async with tournament_unit(actor, word) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, word)
        reg = regulation_of(t)
        if is_open and t.status in ("running", "finished"):
            raise Refusal("比赛已经开始，不能再开放报名。")
        t.signup_open = is_open
        if is_open:
            reg = reopen(t, reg)  # a format chosen by the field's size is chosen again
        deadline = reg.signup.deadline_utc()
        if is_open and deadline is not None and deadline <= now:
            # reopening after the deadline: the old deadline no longer applies
            reg = regulations.apply_setting(reg, "报名截止", "无")
            t.regulation = reg.model_dump(mode="json")
            t.overrides = {**t.overrides, "报名截止": "无"}
            deadline = None
        await schedule.sync_events(s, t, now)
        if is_open:
            until = (
                f"，截止 {local(t, deadline)}"
                if deadline and deadline > now
                else "，直到组委发送 /截止报名"
            )
            return owe(
                work,
                Outcome(f"赛事 #{t.id}「{t.name}」开放报名{until}。\n{forms.SIGNUP_FORMS_CN}"),
                actor,
            )
        dropped = await _unfinished(s, t, reg, force)
        short, notices = await _minimums(s, t, reg, now)
        chosen = await choose_format(s, t, reg)
        counts = await _counts(s, t)
        text = (
            f"赛事 #{t.id}「{t.name}」报名已截止：{count_text(counts)}。发送 /报名列表 查看名单。"
            + dropped
            + short
            + await _lineup_text(s, t, chosen or reg)
        )
        if short and t.group_id and actor.group_id != t.group_id:
            notices.append(Notice("group", t.group_id, text.split("\n", 1)[0] + short))
        if chosen is not None:  # the format the field's size chose, said in the group
            said = f"赛事 #{t.id}「{t.name}」赛制：{field_size.announcement(chosen)}"
            text += "\n" + said
            if actor.group_id != t.group_id:
                notices.append(Notice("group", t.group_id, said))
        return owe(work, Outcome(text, notices=notices), actor)


async def _minimums(
    s: AsyncSession, t: Tournament, reg: Regulation, now: datetime
) -> tuple[str, list[Notice]]:
    """The divisions below their minimum merged or cancelled (services.division_minimum),
    before round 1 only: the text added to the close's reply and the players' notices."""
    if t.status in ("running", "finished"):
        return "", []
    lines, notices = await apply_minimums(s, t, reg, now)
    if not lines:
        return "", []
    await s.flush()
    return "\n" + "\n".join(lines), notices


async def _unfinished(s: AsyncSession, t: Tournament, reg: Regulation, force: bool) -> str:
    """Refuse closing while a unit of the field cannot play (``signups.unfinished``), listing
    each; with ``force`` withdraw their sign-ups and say so ("" when none)."""
    fmt = formats.FORMATS.get(reg.format.kind)
    if fmt is None or not fmt.signups.checks_signups:
        return ""
    live = (
        (
            await s.execute(
                select(Entry)
                .where(
                    col(Entry.tournament_id) == t.id,
                    col(Entry.status).in_((EntryStatus.ACTIVE, EntryStatus.PENDING)),
                )
                .order_by(col(Entry.seq))
            )
        )
        .scalars()
        .all()
    )
    units = fmt.signups.unfinished(reg, [facts_of(e) for e in live])
    if not units:
        return ""
    if not force:
        raise Refusal(
            "还不能截止报名，以下队伍未报满：\n"
            + "\n".join(f"· {text}" for _, text, _ in units)
            + "\n请补报或让这些队员 /退赛 后再 /截止报名；"
            "发送 /截止报名 强制 可直接截止，未报满的队伍将被取消。"
        )
    seqs = {seq for _, _, those in units for seq in those}
    for e in live:
        if e.seq in seqs:
            e.status = EntryStatus.WITHDRAWN
    return "\n已取消未报满的队伍：" + "；".join(text for _, text, _ in units) + "。"


async def _lineup_text(s: AsyncSession, t: Tournament, reg: Regulation) -> str:
    """The format's problems with the field at the close of sign-up, for the organisers ("" if
    none)."""
    fmt = formats.FORMATS.get(reg.format.kind)
    if fmt is None or not fmt.signups.checks_signups:
        return ""
    live = (
        await s.execute(
            select(Entry)
            .where(col(Entry.tournament_id) == t.id, col(Entry.status).in_(("active", "pending")))
            .order_by(col(Entry.seq))
        )
    ).scalars()
    problems = fmt.signups.lineup_problems(reg, [facts_of(e) for e in live], match_day(reg))
    if not problems:
        return "\n出场名单检查：无问题。"
    return "\n出场名单有问题，请组委处理后再 /编排：\n" + "\n".join(f"· {p}" for p in problems)


async def _counts(s: AsyncSession, t: Tournament) -> dict[str, int]:
    return dict(
        (
            await s.execute(
                select(col(Entry.status), func.count())
                .where(col(Entry.tournament_id) == t.id)
                .group_by(col(Entry.status))
            )
        ).all()
    )


def count_text(counts: dict[str, int], placed: str = "正式") -> str:
    """`正式 8 人，待审核 1 人，候补 2 人`: the places taken (`placed` names them), then the
    entries that wait, by their status labels."""
    text = f"{placed} {counts.get(EntryStatus.ACTIVE, 0)} 人"
    for status in (EntryStatus.PENDING, EntryStatus.WAITING):
        if counts.get(status):
            text += f"，{status.label} {counts[status]} 人"
    return text


async def listing(actor: Actor) -> Outcome:
    """`/报名列表`: organisers see everything; others see names with masked QQ numbers."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        organiser = await is_organiser(s, t, actor)
        # full numbers only to organisers, and only in private chat: the group sees masked ones
        full = organiser and actor.group_id is None
        rows = (
            (
                await s.execute(
                    select(Entry).where(col(Entry.tournament_id) == t.id).order_by(col(Entry.seq))
                )
            )
            .scalars()
            .all()
        )
        counts = await _counts(s, t)
    reg = regulation_of(t)
    lines = [f"赛事 #{t.id}「{t.name}」报名名单（{count_text(counts)}）："]
    for e in rows:
        if e.status in (EntryStatus.REFUSED, EntryStatus.WITHDRAWN) and not organiser:
            continue
        family = f"【{e.family}】" if e.family else ""
        qq = e.user_id if full else forms.mask_qq(e.user_id)
        extra = f" {division_name(reg, e.division)}" if e.division else ""
        extra += f" {e.group}{e.fields.get('number', '')}" if e.group else ""
        state = "" if e.status == EntryStatus.ACTIVE else f"（{EntryStatus.label_of(e.status)}）"
        lines.append(f"{e.seq}. {family}{e.name} {qq}{extra}{state}")
    if not rows:
        lines.append("（还没有人报名）")
    return Outcome("\n".join(lines), long=len(lines) > 25)
