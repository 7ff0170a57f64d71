"""What a sign-up is checked against, below the desk (services.signup), the admission of
sign-ups in groups (services.admission) and the consistency rule (services.membership): the
tournament a sign-up is for, the checks that need no platform call (`check`), the candidate
they pass (`Candidate`), the questions they ask of the database (`Lookup`) and what an attempt
answers (`SignupResult`)."""

from dataclasses import dataclass
from datetime import date, datetime
from zoneinfo import ZoneInfo

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats
from engine import signup as forms
from engine import signup_fields as entry_fields
from engine.formats import PlayerFacts
from engine.regulation import Regulation
from engine.vocabulary import LIVE_STATUSES, SEATED_STATUSES, EntryStatus
from models.tables import Ban, Entry, Tournament

from .common import (
    Actor,
    Outcome,
    Refusal,
    current_tournament,
    game_qq,
    local,
    regulation_of,
    shown_qq,
)

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


async def find_signup_tournament(s: AsyncSession, actor: Actor, now: datetime) -> Tournament | None:
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
                    col(Tournament.deleted_at).is_(None), col(Tournament.platform) == actor.platform
                )
            )
        ).scalars()
        if signup_open(c, regulation_of(c), now)
    ]
    if len(candidates) > 1:
        names = "、".join(f"#{c.id}「{c.name}」" for c in candidates)
        raise Refusal(f"正在报名的赛事有 {names}。请先发送 /切换赛事 <编号> 选择，再发报名信息。")
    return candidates[0] if candidates else None


async def active_ban(s: AsyncSession, user_id: str, now: datetime) -> Ban | None:
    """A ban of this account still in force."""
    rows = (
        await s.execute(
            select(Ban).where(col(Ban.user_id) == user_id, col(Ban.lifted_at).is_(None))
        )
    ).scalars()
    for ban in rows:
        if ban.until is None or ban.until > now:
            return ban
    return None


class Lookup:
    """What the checks and the registration of a sign-up read from the database, a question at
    a time. The admission of several sign-ups together answers them from rows it read once
    (services.admission.GroupLookup)."""

    def __init__(self, s: AsyncSession) -> None:
        self.s = s

    async def live_entry(self, t: Tournament, account: str) -> Entry | None:
        return await find_live_entry(self.s, t, account)

    async def live_entry_playing(self, t: Tournament, qq: str) -> Entry | None:
        return await _live_entry_playing(self.s, t, qq)

    async def ban(self, user_id: str, now: datetime) -> Ban | None:
        return await active_ban(self.s, user_id, now)

    async def seated(self, t: Tournament, divisions: list[str] | None) -> int:
        """How many entries hold a place (active or pending), in `divisions` or in all."""
        query = select(func.count()).where(
            col(Entry.tournament_id) == t.id, col(Entry.status).in_(SEATED_STATUSES)
        )
        if divisions is not None:
            query = query.where(col(Entry.division).in_(divisions))
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


def _channel_taken(
    reg: Regulation, actor: Actor, message: forms.SignupMessage, explicit: bool
) -> bool:
    """Whether ``signup.channels`` takes a sign-up from where ``actor`` sent it (the group, or
    a private chat); a sign-up from elsewhere is refused saying where to send it, a re-posted
    chain or a bare "name QQ" line there is conversation (False)."""
    channel = "private" if actor.group_id is None else "group"
    if channel in reg.signup.channels:
        return True
    if message.kind == "chain" or not explicit:
        return False
    if channel == "private":
        raise Refusal("本赛事只在比赛群内接受报名，私聊报名无效。请在比赛群里发送报名信息。")
    raise Refusal("本赛事只接受私聊报名，群内报名无效。请私聊机器人发送报名信息。")


async def check(
    s: AsyncSession,
    actor: Actor,
    message: forms.SignupMessage,
    now: datetime,
    explicit: bool,
    t: Tournament | None = None,
    look: Lookup | None = None,
    late: bool = False,
) -> Candidate | SignupResult | None:
    """Every check of a sign-up that needs no platform call: a candidate to register, an
    answer to give (already signed up), None (not for us), or a Refusal. `t`: the tournament
    when already known (the second pass, under its row lock); `look`: how rows are read;
    `late`: an organiser's `/补报` of someone else's line after sign-up closed (neither the
    deadline nor the sender's own QQ is asked; the fields are checked alike)."""
    look = look or Lookup(s)
    t = t or await find_signup_tournament(s, actor, now)
    if t is None or t.deleted_at is not None:
        return None
    reg = regulation_of(t)
    if not late and not signup_open(t, reg, now):
        if message.kind == "chain" or not explicit:
            # a re-posted chain or a bare "name QQ" line after the deadline is conversation
            return None
        raise Refusal(_closed_reason(t, reg))
    if not late and not _channel_taken(reg, actor, message, explicit):
        return None
    if message.errors and message.kind == "single":
        raise Refusal("；".join(message.errors) + "\n" + forms.SIGNUP_FORMS_CN)
    qq_chat = actor.platform == "qq"
    if not qq_chat and message.kind == "chain":
        # a chain's lines name QQ numbers, none of them the sender's (a WeChat account): which
        # line is theirs cannot be told, so a chain is conversation there
        return None
    line = (
        forms.own_line(message, int(actor.user_id))
        if qq_chat and actor.user_id.isdigit() and not late
        else None
    )
    if line is None:
        if message.kind == "chain":
            return None  # the chain holds no line of the sender: not for us to register
        line = message.lines[0]
        # on another platform (WeChat) the sender's account is not a QQ number: the entry is the
        # sender's own and the QQ written is the one they play with (000 §二.2 as far as it goes)
        if reg.signup.qq_must_match_sender and qq_chat and not late:
            raise Refusal(
                f"报名的QQ号（{shown_qq(actor, str(line.qq))}）必须是你自己发消息的QQ号（"
                f"{shown_qq(actor, actor.user_id)}），群QQ、游戏QQ、报名QQ三者一致（规程 二.2）。"
                "请用自己的号报名自己。\n" + forms.SIGNUP_FORMS_CN
            )
    _check_lengths(line, message.kind)
    account = str(line.qq) if qq_chat or late else actor.user_id
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
    # the division is derived from what the divisions are told apart by (birth date, gender,
    # rating, certificate: those are asked for); only an ambiguous one is asked for (_division)
    required = [f for f in reg.signup.fields if not (f == "family" and family) and f != "division"]
    missing = forms.missing_fields(line, required)
    required_too = [*forms.told_apart_by(reg.divisions)]
    if reg.signup.certificate_required:
        required_too.append("certificate")
    for key in required_too:
        if key not in fields and key not in missing:
            missing.append(key)
    if missing:
        raise Refusal(forms.ask_for_fields_cn(missing, line))
    if reg.signup.certificate_required and fields.get("certificate") != "有":
        raise Refusal(
            "本赛事须持有段位证书才能报名（报名写 证书 有）；"
            "没有证书的棋手不能报名，如有疑问请联系组委。"
        )
    division = _division(reg, fields)
    if reg.signup.teams:
        await _check_team_number(s, t, reg, fields)
    await _check_by_format(s, t, reg, line, family)
    return Candidate(t, reg, line, family, division, account)


def facts_of(e: Entry) -> PlayerFacts:
    return PlayerFacts(e.seq, e.sponsor, name=e.name, group=e.group, fields=dict(e.fields or {}))


def match_day(reg: Regulation) -> date | None:
    """Round 1's local date, when the timetable sets it."""
    start = reg.schedule.round_start(1) if reg.schedule.rounds else None
    return start.astimezone(ZoneInfo(reg.timezone)).date() if start else None


async def _check_by_format(
    s: AsyncSession, t: Tournament, reg: Regulation, line: forms.SignupLine, family: str | None
) -> None:
    """The format's own sign-up refusals (the arena: numbers, No. 6 a woman, age on the match
    day)."""
    fmt = formats.FORMATS.get(reg.format.kind)
    if fmt is None or not fmt.signups.checks_signups:
        return
    live = (
        await s.execute(
            select(Entry).where(col(Entry.tournament_id) == t.id, col(Entry.status).in_(LIVE))
        )
    ).scalars()
    candidate = PlayerFacts(
        0, name=line.name, group=line.fields.get("team"), fields=dict(line.fields)
    )
    problems = fmt.signups.signup_problems(
        reg, candidate, [facts_of(e) for e in live], match_day(reg)
    )
    if problems:
        raise Refusal("报名未登记：" + "；".join(problems))


def _check_lengths(line: forms.SignupLine, kind: str) -> None:
    """Refuse a nickname or family name longer than a group card can show."""
    for what, value, limit in (
        ("昵称", line.name, NICK_LIMIT),
        ("家族", line.family or "", FAMILY_LIMIT),
    ):
        if len(value) > limit:
            raise Refusal(
                f"{what}最多 {limit} 个字（现在 {len(value)} 个），请改短后再报名。\n"
                f"{forms.SIGNUP_FORMS_CN}"
            )


def _already(entry: Entry, actor: Actor) -> str:
    states: dict[str, str] = {  # by the stored status (a live entry's)
        EntryStatus.ACTIVE: "已报名",
        EntryStatus.PENDING: "待审核",
        EntryStatus.WAITING: "在候补名单",
    }
    state = states[entry.status]
    who = "你" if entry.user_id == actor.user_id else f"QQ {shown_qq(actor, game_qq(entry))} "
    return (
        f"{who}{state}，报名序号 {entry.seq}（{entry.name}）。"
        "无需重复报名；要退赛请本人发送 /退赛。"
    )


async def find_live_entry(s: AsyncSession, t: Tournament, user_id: str) -> Entry | None:
    return (
        (
            await s.execute(
                select(Entry).where(
                    col(Entry.tournament_id) == t.id,
                    col(Entry.user_id) == user_id,
                    col(Entry.status).in_(LIVE),
                )
            )
        )
        .scalars()
        .first()
    )


async def _live_entry_playing(s: AsyncSession, t: Tournament, qq: str) -> Entry | None:
    """A live entry of another account that plays with this QQ (sign-ups from WeChat, whose
    entries keep the QQ written in `fields["qq"]`)."""
    rows = (
        await s.execute(
            select(Entry).where(col(Entry.tournament_id) == t.id, col(Entry.status).in_(LIVE))
        )
    ).scalars()
    return next((e for e in rows if str((e.fields or {}).get("qq", "")) == qq), None)


def applicant(fields: dict[str, str]) -> forms.Applicant:
    """What a sign-up's (or an entry's) fields say about the divisions it may enter."""
    birth = fields.get("birth")
    return forms.Applicant(
        birth=entry_fields.parse_birth(birth) if birth else None,
        gender=fields.get("gender") or None,
        rating=entry_fields.rating_value(fields),
        certificate=fields.get("certificate") == "有",
    )


def _division(reg: Regulation, fields: dict[str, str]) -> str | None:
    if not reg.divisions:
        return None
    options = reg.divisions
    try:
        requested = (
            forms.resolve_division(fields["division"], options) if fields.get("division") else None
        )
        who = applicant(fields)
        reasons = {d.key: why for d in options if (why := forms.refusal(d, who)) is not None}
        eligible = [d.key for d in options if d.key not in reasons]
        return forms.choose_division(eligible, requested, options, reasons)
    except ValueError as exc:
        raise Refusal(str(exc)) from exc


async def _check_team_number(
    s: AsyncSession, t: Tournament, reg: Regulation, fields: dict[str, str]
) -> None:
    """A team sign-up's team and number (the arena, 004 七(二), 八(六)): a team of the
    regulation, a number of its order not taken in that team (or a registered substitute's,
    where the format has them), and the number only a woman may take taken by a woman."""
    team, number, gender = fields.get("team"), fields.get("number"), fields.get("gender")
    fmt = formats.FORMATS.get(reg.format.kind)
    if team not in reg.signup.teams:
        raise Refusal(
            f"队伍应为 {' 或 '.join(reg.signup.teams)} 之一，例如：队伍 {reg.signup.teams[0]}"
        )
    # a registered substitute (七(二)3) has no number of its own; the format counts them
    substitutes = fmt.signups.registered_substitutes(reg) if fmt is not None else 0
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
                    col(Entry.tournament_id) == t.id,
                    col(Entry.group) == team,
                    col(Entry.status).in_(LIVE),
                )
            )
        )
        .scalars()
        .all()
    )
    for other in taken:
        if other.fields.get("number") == number:
            raise Refusal(
                f"{team}队的 {number} 号已由 {other.name}（序号 {other.seq}）报名，"
                "编号报名后不能更改。"
            )
    women_only = fmt.signups.women_only_number(reg) if fmt is not None else None
    if women_only is not None and number == women_only and gender != "女":
        raise Refusal(f"{number} 号必须是女棋手（第一轮双方 {number} 号均为女棋手）。")


async def next_seq(s: AsyncSession, t: Tournament) -> int:
    """The next sign-up number: one atomic increment, so concurrent sign-ups never share or skip."""
    result = await s.execute(
        update(Tournament)
        .where(col(Tournament.id) == t.id)
        .values(next_seq=col(Tournament.next_seq) + 1)
        .returning(col(Tournament.next_seq))
    )
    seq = result.scalar_one()
    t.next_seq = seq
    return seq


def division_name(reg: Regulation, key: str | None) -> str:
    for d in reg.divisions:
        if d.key == key:
            return d.name
    return key or ""


def takes_newcomers(t: Tournament, reg: Regulation) -> bool:
    """Whether a player may still become active: before round 1 always; once the tournament
    runs only where its format takes late entries (a Swiss without the regulation's starting
    points for them does not, seed 002)."""
    fmt = formats.FORMATS.get(t.format)
    return t.status not in ("running", "finished") or fmt is None or fmt.takes_late_entries(reg)
