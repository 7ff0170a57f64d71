"""The sign-up desk (报名): sign up, approve, withdraw, waiting list, bans, open/close, lists."""

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import func, select, update

from engine import formats
from engine import regulation as regulations
from engine import signup as forms
from engine import signup_fields as entry_fields
from engine.formats import PlayerFacts
from engine.regulation import Regulation
from engine.vocabulary import LIVE_STATUSES, SEATED_STATUSES, EntryStatus
from models import db
from models.tables import Ban, Entry, Role, Tournament

from . import membership, schedule
from .common import (
    ORGANISER,
    Actor,
    MemberDirectory,
    Notice,
    Outcome,
    Refusal,
    current_tournament,
    game_qq,
    is_organiser,
    local,
    regulation_of,
    require_organiser,
    resolve_entry,
    shown_qq,
    tournament_unit,
)
from .outbox import owe

LIVE = LIVE_STATUSES
NICK_LIMIT = 20
FAMILY_LIMIT = 10


@dataclass
class SignupResult:
    """The outcome of one sign-up attempt; `ack` is True for a new entry (batched in groups)."""

    outcome: Outcome
    ack: bool = False
    entry_seq: int | None = None


def signup_open(t: Tournament, reg: Regulation, now: datetime) -> bool:
    """Closed by hand (`/截止报名`); opened by hand (`/开放报名`) until the deadline if one is
    set; otherwise open until the regulation's deadline."""
    if t.signup_open is False:
        return False
    deadline = reg.signup.deadline_utc()
    if t.signup_open is True:
        return deadline is None or now < deadline
    return t.status == "signup" and deadline is not None and now < deadline


def _closed_reason(t: Tournament, reg: Regulation) -> str:
    deadline = reg.signup.deadline_utc()
    if t.signup_open is False:
        return f"赛事 #{t.id}「{t.name}」的报名已截止。"
    if deadline is None:
        return f"赛事 #{t.id}「{t.name}」尚未开放报名（组委发送 /开放报名 后才能报名）。"
    return f"赛事 #{t.id}「{t.name}」的报名已于 {local(t, deadline)} 截止。"


async def find_signup_tournament(s, actor: Actor, now: datetime) -> Tournament | None:
    """The tournament a sign-up message is for: the group's current one; in private chat the
    chosen one, else the only one of the chat's platform (QQ, WeChat) open for sign-up. None
    when nothing is open (stay silent)."""
    if actor.group_id:
        return await current_tournament(s, actor, required=False)
    t = await current_tournament(s, actor, required=False)
    if t is not None and signup_open(t, regulation_of(t), now):
        return t
    candidates = [
        c
        for c in (
            await s.execute(
                select(Tournament).where(
                    Tournament.deleted_at.is_(None), Tournament.platform == actor.platform
                )
            )
        ).scalars()
        if signup_open(c, regulation_of(c), now)
    ]
    if len(candidates) > 1:
        names = "、".join(f"#{c.id}「{c.name}」" for c in candidates)
        raise Refusal(f"正在报名的赛事有 {names}。请先发送 /切换赛事 <编号> 选择，再发报名信息。")
    return candidates[0] if candidates else None


async def active_ban(s, user_id: str, now: datetime) -> Ban | None:
    """A ban of this account still in force."""
    rows = (
        await s.execute(select(Ban).where(Ban.user_id == user_id, Ban.lifted_at.is_(None)))
    ).scalars()
    for ban in rows:
        if ban.until is None or ban.until > now:
            return ban
    return None


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
    from .admission import admit  # admission builds on this module's checks

    return await admit(actor, message, forms.is_explicit(text), directory, now, arrival)


async def sign_up_alone(
    actor: Actor, message, explicit: bool, directory: MemberDirectory, now: datetime
) -> SignupResult | None:
    """One parsed sign-up on its own: checked once without writing, then the platform is asked
    whether the QQ is in the match group (outside any transaction: a slow answer holds up no
    other sign-up), then checked again and registered in one transaction that locks the
    tournament row."""
    async with db.session() as s:
        checked = await check(s, actor, message, now, explicit)
    if not isinstance(checked, Candidate):
        return checked
    note = await membership.check(checked, directory)
    async with db.unit(actor.user_id, "报名") as work:
        s = work.session
        # one sign-up of a tournament at a time: duplicate, capacity and number checks all
        # see the sign-ups committed before (PostgreSQL row lock; SQLite writers are serialised)
        locked = (
            await s.execute(
                select(Tournament).where(Tournament.id == checked.t.id).with_for_update()
            )
        ).scalar_one()
        again = await check(s, actor, message, now, explicit, locked)
        if not isinstance(again, Candidate):
            return again
        work.tournament_id = again.t.id
        result = await register(Lookup(s), again, actor, now)
        if note and result.ack:
            result.outcome.text += note
        owe(
            work, result.outcome, actor, ack=result.ack
        )  # the acknowledgement is owed with the entry
        return result


class Lookup:
    """What the checks and the registration of a sign-up read from the database, a question at
    a time. The admission of several sign-ups together answers them from rows it read once
    (services.admission.GroupLookup)."""

    def __init__(self, s) -> None:
        self.s = s

    async def live_entry(self, t: Tournament, account: str) -> Entry | None:
        return await _live_entry(self.s, t, account)

    async def live_entry_playing(self, t: Tournament, qq: str) -> Entry | None:
        return await _live_entry_playing(self.s, t, qq)

    async def ban(self, user_id: str, now: datetime) -> Ban | None:
        return await active_ban(self.s, user_id, now)

    async def seated(self, t: Tournament, divisions: list[str] | None) -> int:
        """How many entries hold a place (active or pending), in `divisions` or in all."""
        query = select(func.count()).where(
            Entry.tournament_id == t.id, Entry.status.in_(SEATED_STATUSES)
        )
        if divisions is not None:
            query = query.where(Entry.division.in_(divisions))
        return (await self.s.execute(query)).scalar_one()

    async def next_seq(self, t: Tournament) -> int:
        return await next_seq(self.s, t)

    async def write(self, entry: Entry) -> None:
        """Add a new entry (flushed here: the next question sees it)."""
        self.s.add(entry)
        await self.s.flush()


@dataclass
class Candidate:
    """A sign-up that passed every check that needs no platform call."""

    t: Tournament
    reg: Regulation
    line: forms.SignupLine
    family: str | None
    division: str | None

    account: str  # whose entry it is: the QQ written on QQ, the sender's account elsewhere

    @property
    def qq(self) -> str:
        """The QQ number the player plays with (the one the sign-up wrote)."""
        return str(self.line.qq)


async def check(
    s,
    actor: Actor,
    message,
    now: datetime,
    explicit: bool,
    t: Tournament | None = None,
    look: Lookup | None = None,
) -> "Candidate | SignupResult | None":
    """Every check of a sign-up that needs no platform call: a candidate to register, an
    answer to give (already signed up), None (not for us), or a Refusal. `t`: the tournament
    when already known (the second pass, under its row lock); `look`: how rows are read."""
    look = look or Lookup(s)
    t = t or await find_signup_tournament(s, actor, now)
    if t is None or t.deleted_at is not None:
        return None
    reg = regulation_of(t)
    if not signup_open(t, reg, now):
        if message.kind == "chain" or not explicit:
            return None  # a re-posted chain or a bare "name QQ" line after the deadline is conversation
        raise Refusal(_closed_reason(t, reg))
    if message.errors and message.kind == "single":
        raise Refusal("；".join(message.errors) + "\n" + forms.SIGNUP_FORMS_CN)
    qq_chat = actor.platform == "qq"
    if not qq_chat and message.kind == "chain":
        # a chain's lines name QQ numbers, none of them the sender's (a WeChat account): which
        # line is theirs cannot be told, so a chain is conversation there
        return None
    line = (
        forms.own_line(message, int(actor.user_id)) if qq_chat and actor.user_id.isdigit() else None
    )
    if line is None:
        if message.kind == "chain":
            return None  # the chain holds no line of the sender: not for us to register
        line = message.lines[0]
        # on another platform (WeChat) the sender's account is not a QQ number: the entry is the
        # sender's own and the QQ written is the one they play with (000 §二.2 as far as it goes)
        if reg.signup.qq_must_match_sender and qq_chat:
            raise Refusal(
                f"报名的QQ号（{shown_qq(actor, str(line.qq))}）必须是你自己发消息的QQ号（"
                f"{shown_qq(actor, actor.user_id)}），群QQ、游戏QQ、报名QQ三者一致（规程 二.2）。"
                "请用自己的号报名自己。\n" + forms.SIGNUP_FORMS_CN
            )
    _check_lengths(line, message.kind)
    account = str(line.qq) if qq_chat else actor.user_id
    existing = await look.live_entry(t, account) if line.qq else None
    if existing is None and not qq_chat and line.qq:
        existing = await look.live_entry_playing(t, str(line.qq))
    if existing is not None:
        if message.kind == "chain":
            return None  # the sender re-posted the chain: already registered, nothing to say
        return SignupResult(Outcome(_already(existing, actor)))
    ban = await look.ban(str(line.qq), now)
    if ban is None and account != str(line.qq):  # a WeChat account banned by its id
        ban = await look.ban(account, now)
    if ban is not None:
        until = f"至 {local(t, ban.until)}" if ban.until else "（无期限）"
        raise Refusal(f"你的账号处于禁赛期{until}，原因：{ban.reason}。如有疑问请联系组委。")
    fields = line.fields
    family = line.family or fields.get("family")
    # the division is derived from the birth date; only an ambiguous one is asked for (_division)
    required = [f for f in reg.signup.fields if not (f == "family" and family) and f != "division"]
    missing = forms.missing_fields(line, required)
    if reg.divisions and "birth" not in fields and "birth" not in missing:
        missing.append("birth")
    if missing:
        raise Refusal(forms.ask_for_fields_cn(missing, line))
    division = _division(reg, fields)
    if reg.signup.teams:
        await _check_team_number(s, t, reg, fields)
    await _check_by_format(s, t, reg, line, family)
    return Candidate(t, reg, line, family, division, account)


def _facts(e: Entry) -> PlayerFacts:
    return PlayerFacts(e.seq, e.sponsor, name=e.name, group=e.group, fields=dict(e.fields or {}))


def _match_day(reg: Regulation) -> date | None:
    """Round 1's local date, when the timetable sets it."""
    start = reg.schedule.round_start(1) if reg.schedule.rounds else None
    return start.astimezone(ZoneInfo(reg.timezone)).date() if start else None


async def _check_by_format(
    s, t: Tournament, reg: Regulation, line: forms.SignupLine, family: str | None
) -> None:
    """The format's own sign-up refusals (the arena: numbers, No. 6 a woman, age on the match day)."""
    fmt = formats.FORMATS.get(reg.format.kind)
    if fmt is None or not fmt.checks_signups:
        return
    live = (
        await s.execute(select(Entry).where(Entry.tournament_id == t.id, Entry.status.in_(LIVE)))
    ).scalars()
    candidate = PlayerFacts(
        0, name=line.name, group=line.fields.get("team"), fields=dict(line.fields)
    )
    problems = fmt.signup_problems(reg, candidate, [_facts(e) for e in live], _match_day(reg))
    if problems:
        raise Refusal("报名未登记：" + "；".join(problems))


async def _lineup_text(s, t: Tournament, reg: Regulation) -> str:
    """The format's problems with the field at the close of sign-up, for the organisers ("" if none)."""
    fmt = formats.FORMATS.get(reg.format.kind)
    if fmt is None or not fmt.checks_signups:
        return ""
    live = (
        await s.execute(
            select(Entry)
            .where(Entry.tournament_id == t.id, Entry.status.in_(("active", "pending")))
            .order_by(Entry.seq)
        )
    ).scalars()
    problems = fmt.lineup_problems(reg, [_facts(e) for e in live], _match_day(reg))
    if not problems:
        return "\n出场名单检查：无问题。"
    return "\n出场名单有问题，请组委处理后再 /编排：\n" + "\n".join(f"· {p}" for p in problems)


def _check_lengths(line: forms.SignupLine, kind: str) -> None:
    """Refuse a nickname or family name longer than a group card can show."""
    for what, value, limit in (
        ("昵称", line.name, NICK_LIMIT),
        ("家族", line.family or "", FAMILY_LIMIT),
    ):
        if len(value) > limit:
            raise Refusal(
                f"{what}最多 {limit} 个字（现在 {len(value)} 个），请改短后再报名。\n{forms.SIGNUP_FORMS_CN}"
            )


def _already(entry: Entry, actor: Actor) -> str:
    state = {
        EntryStatus.ACTIVE: "已报名",
        EntryStatus.PENDING: "待审核",
        EntryStatus.WAITING: "在候补名单",
    }[entry.status]
    who = "你" if entry.user_id == actor.user_id else f"QQ {shown_qq(actor, game_qq(entry))} "
    return f"{who}{state}，报名序号 {entry.seq}（{entry.name}）。无需重复报名；要退赛请本人发送 /退赛。"


async def _live_entry(s, t: Tournament, user_id: str) -> Entry | None:
    return (
        (
            await s.execute(
                select(Entry).where(
                    Entry.tournament_id == t.id, Entry.user_id == user_id, Entry.status.in_(LIVE)
                )
            )
        )
        .scalars()
        .first()
    )


async def _live_entry_playing(s, t: Tournament, qq: str) -> Entry | None:
    """A live entry of another account that plays with this QQ (sign-ups from WeChat, whose
    entries keep the QQ written in `fields["qq"]`)."""
    rows = (
        await s.execute(select(Entry).where(Entry.tournament_id == t.id, Entry.status.in_(LIVE)))
    ).scalars()
    return next((e for e in rows if str((e.fields or {}).get("qq", "")) == qq), None)


async def register(look: Lookup, c: Candidate, actor: Actor, now: datetime) -> SignupResult:
    """Write the entry of a checked candidate: pending, active or waiting, with the next number."""
    t, reg, line = c.t, c.reg, c.line
    status = EntryStatus.PENDING if reg.signup.require_approval else EntryStatus.ACTIVE
    if await _full(look, t, reg, c.division):
        status = EntryStatus.WAITING
    seq = await look.next_seq(t)
    fields = dict(line.fields)
    if c.account != c.qq:  # signed up from a WeChat account: keep the QQ they play with
        fields["qq"] = c.qq
    entry = Entry(
        tournament_id=t.id,
        seq=seq,
        user_id=c.account,
        name=line.name,
        family=c.family,
        division=c.division,
        group=line.fields.get("team"),
        fields=fields,
        status=status,
        channel="group" if actor.group_id else "private",
        created_at=now,
    )
    await look.write(entry)
    return SignupResult(
        Outcome(_welcome(t, reg, entry), mentions=[c.account]), ack=True, entry_seq=seq
    )


def _division(reg: Regulation, fields: dict) -> str | None:
    if not reg.divisions:
        return None
    options = reg.divisions
    try:
        requested = (
            forms.resolve_division(fields["division"], options) if fields.get("division") else None
        )
        eligible = forms.eligible_divisions(entry_fields.parse_birth(fields["birth"]), options)
        return forms.choose_division(eligible, requested, options)
    except ValueError as exc:
        raise Refusal(str(exc)) from exc


async def _check_team_number(s, t: Tournament, reg: Regulation, fields: dict) -> None:
    team, number, gender = fields.get("team"), fields.get("number"), fields.get("gender")
    if team not in reg.signup.teams:
        raise Refusal(
            f"队伍应为 {' 或 '.join(reg.signup.teams)} 之一，例如：队伍 {reg.signup.teams[0]}"
        )
    # a registered substitute (七(二)3) has no number of its own; the format counts them
    substitutes = getattr(reg.format, "substitutes_max", 0)
    if number == entry_fields.SUBSTITUTE_NUMBER and substitutes:
        return
    if number not in reg.signup.numbers:
        also = (
            f"，或 {entry_fields.SUBSTITUTE_NUMBER}（每队最多 {substitutes} 名）"
            if substitutes
            else ""
        )
        raise Refusal(f"编号应为 {'、'.join(reg.signup.numbers)} 之一{also}，例如：编号 6")
    taken = (
        (
            await s.execute(
                select(Entry).where(
                    Entry.tournament_id == t.id, Entry.group == team, Entry.status.in_(LIVE)
                )
            )
        )
        .scalars()
        .all()
    )
    for other in taken:
        if other.fields.get("number") == number:
            raise Refusal(
                f"{team}队的 {number} 号已由 {other.name}（序号 {other.seq}）报名，编号报名后不能更改。"
            )
    fmt = reg.format
    if (
        getattr(fmt, "first_number_must_be_woman", False)
        and number == fmt.challenger_numbers[0]
        and gender != "女"
    ):
        raise Refusal(f"{number} 号必须是女棋手（第一轮双方 {number} 号均为女棋手）。")


async def _full(look: "Lookup", t: Tournament, reg: Regulation, division: str | None) -> bool:
    """Whether the entry's capacity pool (or the whole field) has no place left."""
    limits: list[tuple[list[str] | None, int]] = []
    for pool in reg.capacity_pools:
        if division in pool.divisions:
            limits.append((pool.divisions, pool.limit))
    if reg.signup.capacity:
        limits.append((None, reg.signup.capacity))
    for divisions, limit in limits:
        if await look.seated(t, divisions) >= limit:
            return True
    return False


async def next_seq(s, t: Tournament) -> int:
    """The next sign-up number: one atomic increment, so concurrent sign-ups never share or skip."""
    result = await s.execute(
        update(Tournament)
        .where(Tournament.id == t.id)
        .values(next_seq=Tournament.next_seq + 1)
        .returning(Tournament.next_seq)
    )
    seq = result.scalar_one()
    t.next_seq = seq
    return seq


def _division_name(reg: Regulation, key: str | None) -> str:
    for d in reg.divisions:
        if d.key == key:
            return d.name
    return key or ""


def _welcome(t: Tournament, reg: Regulation, e: Entry) -> str:
    where = f"，{_division_name(reg, e.division)}" if e.division else ""
    number = e.fields.get("number")
    team = (
        ""
        if not e.group
        else (
            f"，{e.group}队{number}"
            if number == entry_fields.SUBSTITUTE_NUMBER
            else f"，{e.group}队 {number} 号"
        )
    )
    family = f"【{e.family}】" if e.family else ""
    if e.status == EntryStatus.WAITING:
        return f"{family}{e.name} 报名序号 {e.seq}{where}：名额已满，已进入候补名单，有人退赛时按顺序递补并通知你。"
    if e.status == EntryStatus.PENDING:
        return f"{family}{e.name} 报名序号 {e.seq}{where}{team}：已登记，等待组委审核。"
    return f"{family}{e.name} 报名成功，报名序号 {e.seq}{where}{team}。"


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


async def set_open(actor: Actor, is_open: bool, now: datetime) -> Outcome:
    """`/开放报名` · `/截止报名` (organisers); closing posts the final count."""
    word = "开放报名" if is_open else "截止报名"
    async with tournament_unit(actor, word) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, word)
        reg = regulation_of(t)
        if is_open and t.status in ("running", "finished"):
            raise Refusal("比赛已经开始，不能再开放报名。")
        t.signup_open = is_open
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
        counts = await _counts(s, t)
        text = (
            f"赛事 #{t.id}「{t.name}」报名已截止：{count_text(counts)}。发送 /报名列表 查看名单。"
            + await _lineup_text(s, t, reg)
        )
        return owe(work, Outcome(text), actor)


async def _counts(s, t: Tournament) -> dict[str, int]:
    return dict(
        (
            await s.execute(
                select(Entry.status, func.count())
                .where(Entry.tournament_id == t.id)
                .group_by(Entry.status)
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


async def review(actor: Actor, token: str, verdict: str, now: datetime) -> Outcome:
    """`/审核 <选手> 通过|拒绝` (organisers); `/审核 全部 通过` approves every pending sign-up."""
    if verdict not in ("通过", "拒绝") or not token:
        raise Refusal(
            "格式：/审核 <选手> 通过 或 /审核 <选手> 拒绝，选手写报名序号或 @该选手；/审核 全部 通过 批准全部待审核。"
        )
    async with tournament_unit(actor, f"审核 {token} {verdict}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "审核报名")
        if verdict == "通过" and not _takes_newcomers(t, regulation_of(t)):
            raise Refusal(
                "比赛已经开始，本规程不接受中途加入的选手，不能再通过报名。"
                "可 /审核 <选手> 拒绝，本次未做任何改动。"
            )
        if token == "全部":
            if verdict != "通过":
                raise Refusal("批量审核只能全部通过；拒绝请逐个 /审核 <选手> 拒绝。")
            pending = (
                (
                    await s.execute(
                        select(Entry)
                        .where(Entry.tournament_id == t.id, Entry.status == EntryStatus.PENDING)
                        .order_by(Entry.seq)
                    )
                )
                .scalars()
                .all()
            )
            if not pending:
                raise Refusal("没有待审核的报名。")
            for entry in pending:
                entry.status = EntryStatus.ACTIVE
            return owe(
                work,
                Outcome(
                    f"已通过全部 {len(pending)} 个待审核报名（序号 {pending[0].seq}–{pending[-1].seq}）。"
                ),
                actor,
            )
        entry = await resolve_entry(s, t, token)
        if entry.status != EntryStatus.PENDING:
            raise Refusal(
                f"序号 {entry.seq} {entry.name} 不在待审核状态（当前：{EntryStatus.label_of(entry.status)}）。"
            )
        entry.status = EntryStatus.ACTIVE if verdict == "通过" else EntryStatus.REFUSED
        note = Notice(
            "private",
            entry.user_id,
            f"你在赛事「{t.name}」的报名（序号 {entry.seq}）审核{verdict}。",
        )
        return owe(
            work, Outcome(f"序号 {entry.seq} {entry.name} 审核{verdict}。", notices=[note]), actor
        )


async def withdraw(actor: Actor, now: datetime, token: str = "") -> Outcome:
    """`/退赛`: free the place; late withdrawals are recorded and may bring a ban (002).

    `/退赛 <选手>` names the player: oneself, or — for an organiser — anyone (audited as the
    organiser's act; the regulation's late-withdrawal rules apply all the same)."""
    async with tournament_unit(actor, f"退赛 {token}".strip()) as (work, t):
        s = work.session
        named = await resolve_entry(s, t, token) if token else None
        if named is not None and named.user_id != actor.user_id:
            if not await is_organiser(s, t, actor):
                raise Refusal("只有组委可以让其他选手退赛。你自己退赛请只发送 /退赛。")
            if named.status not in LIVE:
                raise Refusal(
                    f"序号 {named.seq} {named.name} 当前是{EntryStatus.label_of(named.status)}，"
                    "不能退赛。"
                )
            entry = named
        else:
            entry = await _live_entry(s, t, actor.user_id)
        if entry is None:
            raise Refusal(f"你没有报名赛事 #{t.id}「{t.name}」，无需退赛。")
        reg = regulation_of(t)
        was = entry.status
        entry.status = EntryStatus.WITHDRAWN
        entry.withdrawn_at = now
        lines = [f"序号 {entry.seq} {entry.name} 已退赛。"]
        notices: list[Notice] = []
        late = _late(t, reg, now)
        if late and was != EntryStatus.WAITING:
            entry.fields = {**entry.fields, "late_withdrawal": True}
            lines.append(f"退赛时间晚于规程规定（{late}），记为逾期退赛。")
            if reg.signup.late_withdrawal_ban_days:
                until = now + timedelta(days=reg.signup.late_withdrawal_ban_days)
                s.add(
                    Ban(
                        user_id=entry.user_id,
                        reason=f"赛事「{t.name}」逾期退赛",
                        tournament_id=t.id,
                        created_at=now,
                        until=until,
                    )
                )
                lines.append(f"按规程禁赛至 {local(t, until)}，期间不能报名其他赛事。")
        if was in SEATED_STATUSES and not _takes_newcomers(t, reg):
            if await _first_waiting(s, t, entry.division) is not None:
                lines.append("比赛已经开始，本规程不接受中途加入的选手，候补不再递补。")
        elif was in SEATED_STATUSES:
            promoted = await promote_waiting(s, t, entry.division)
            if promoted is not None:
                lines.append(f"候补 序号 {promoted.seq} {promoted.name} 递补为正式选手。")
                notices.append(
                    Notice(
                        "private",
                        promoted.user_id,
                        f"你在赛事「{t.name}」的候补（序号 {promoted.seq}）已递补为正式选手。",
                    )
                )
                notices.append(
                    Notice(
                        "group",
                        t.group_id,
                        f"{promoted.name} 递补为正式选手（序号 {promoted.seq}）。",
                        mentions=[promoted.user_id],
                    )
                )
        return owe(work, Outcome("\n".join(lines), notices=notices), actor)


def _late(t: Tournament, reg: Regulation, now: datetime) -> str | None:
    """The withdrawal limit as text when `now` is past it, else None; measured from the
    competition's start, round 1 or where it has no time the first date's check-in (002)."""
    before = reg.signup.withdraw_deadline_before_start
    start = regulations.competition_start(reg)
    if before is None or start is None or now <= start.at - before:
        return None
    hours = int(before.total_seconds() // 3600)
    limit = f"{hours // 24} 天" if hours % 24 == 0 else f"{hours} 小时"
    return f"开赛前 {limit}；开赛按{start.source} {local(t, start.at)} 计"


def _takes_newcomers(t: Tournament, reg: Regulation) -> bool:
    """Whether a player may still become active: before round 1 always; once the tournament
    runs only where its format takes late entries (a Swiss without the regulation's starting
    points for them does not, seed 002)."""
    fmt = formats.FORMATS.get(t.format)
    return t.status not in ("running", "finished") or fmt is None or fmt.takes_late_entries(reg)


async def _first_waiting(s, t: Tournament, division: str | None) -> Entry | None:
    """The earliest waiting entry of the capacity pool of ``division``."""
    reg = regulation_of(t)
    pool = next((p.divisions for p in reg.capacity_pools if division in p.divisions), None)
    query = select(Entry).where(Entry.tournament_id == t.id, Entry.status == EntryStatus.WAITING)
    if pool is not None:
        query = query.where(Entry.division.in_(pool))
    return (await s.execute(query.order_by(Entry.seq).limit(1))).scalars().first()


async def promote_waiting(s, t: Tournament, division: str | None) -> Entry | None:
    """The earliest waiting entry of the freed capacity pool becomes active (or pending)."""
    reg = regulation_of(t)
    waiting = await _first_waiting(s, t, division)
    if waiting is None:
        return None
    waiting.status = EntryStatus.PENDING if reg.signup.require_approval else EntryStatus.ACTIVE
    return waiting


async def listing(actor: Actor) -> Outcome:
    """`/报名列表`: organisers see everything; others see names with masked QQ numbers."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        organiser = await is_organiser(s, t, actor)
        # full numbers only to organisers, and only in private chat: the group sees masked ones
        full = organiser and actor.group_id is None
        rows = (
            (await s.execute(select(Entry).where(Entry.tournament_id == t.id).order_by(Entry.seq)))
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
        extra = f" {_division_name(reg, e.division)}" if e.division else ""
        extra += f" {e.group}{e.fields.get('number', '')}" if e.group else ""
        state = "" if e.status == EntryStatus.ACTIVE else f"（{EntryStatus.label_of(e.status)}）"
        lines.append(f"{e.seq}. {family}{e.name} {qq}{extra}{state}")
    if not rows:
        lines.append("（还没有人报名）")
    return Outcome("\n".join(lines), long=len(lines) > 25)


async def _ban_scope(s, actor: Actor):
    """The tournaments whose bans the actor sees and lifts: every one for a superuser (None),
    else those the actor organises (a ban belongs to the tournament that set it)."""
    if actor.superuser:
        return None
    rows = await s.execute(
        select(Role.tournament_id).where(Role.user_id == actor.user_id, Role.role == ORGANISER)
    )
    return set(rows.scalars())


def _ban_line(actor: Actor, ban: Ban, names: dict[int, str], t: Tournament) -> str:
    origin = (
        f"赛事 #{ban.tournament_id}「{names.get(ban.tournament_id, '已删除')}」"
        if ban.tournament_id
        else "（无赛事）"
    )
    return f"#{ban.id} {shown_qq(actor, ban.user_id)} 至 {local(t, ban.until)}，{ban.reason}，由{origin}设置"


async def list_bans(actor: Actor, now: datetime) -> Outcome:
    """`/禁赛列表`: bans in force that the tournaments the actor organises set (all for a
    superuser), each with the tournament that set it."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        await require_organiser(s, t, actor, "查看禁赛名单")
        scope = await _ban_scope(s, actor)
        query = select(Ban).where(Ban.lifted_at.is_(None))
        if scope is not None:
            query = query.where(Ban.tournament_id.in_(scope))
        bans = (await s.execute(query.order_by(Ban.id))).scalars().all()
        names = dict((await s.execute(select(Tournament.id, Tournament.name))).all())
    live = [b for b in bans if b.until is None or b.until > now]
    whose = "" if scope is None else "你管理的赛事设置的"
    if not live:
        return Outcome(f"目前没有{whose}禁赛中的账号。")
    lines = [f"{whose}禁赛中的账号："]
    lines += [_ban_line(actor, b, names, t) for b in live]
    lines.append("解除：/解禁 <QQ号>")
    return Outcome("\n".join(lines))


async def lift_ban(actor: Actor, qq: str | None, now: datetime) -> Outcome:
    """`/解禁 <QQ号>`: lift the bans of an account that the tournaments the actor organises set
    (any ban for a superuser)."""
    if not qq:
        raise Refusal("格式：/解禁 <QQ号>，例如：/解禁 346631485（禁赛名单见 /禁赛列表）")
    async with tournament_unit(actor, f"解禁 {qq}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "解除禁赛")
        scope = await _ban_scope(s, actor)
        rows = (
            (await s.execute(select(Ban).where(Ban.user_id == qq, Ban.lifted_at.is_(None))))
            .scalars()
            .all()
        )
        live = [b for b in rows if b.until is None or b.until > now]
        mine = [b for b in live if scope is None or b.tournament_id in scope]
        others = sorted(
            {b.tournament_id for b in live} - {b.tournament_id for b in mine}, key=lambda x: x or 0
        )
        shown = shown_qq(actor, qq)
        if not mine:
            if others:
                raise Refusal(
                    f"{shown} 的禁赛由赛事 {'、'.join(f'#{x}' for x in others)} 设置，只有那个赛事的组委"
                    "或超级管理员可以解除。"
                )
            raise Refusal(f"{shown} 目前没有禁赛。")
        for ban in mine:
            ban.lifted_at = now
            ban.lifted_by = actor.user_id
        reasons = "；".join(
            f"{b.reason}（赛事 #{b.tournament_id}）" if b.tournament_id else b.reason for b in mine
        )
        text = f"已解除 {shown} 的禁赛：{reasons}。"
        if others:
            text += f"另有赛事 {'、'.join(f'#{x}' for x in others)} 设置的禁赛仍然有效，须由那个赛事的组委解除。"
        return owe(work, Outcome(text), actor)
