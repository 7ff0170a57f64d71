"""What every use case shares: who acts, what to say back, refusals, looking things up."""

import copy
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, Protocol, overload
from zoneinfo import ZoneInfo

from sqlalchemy import ColumnElement, Select, bindparam, case, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import numbers
from engine.regulation import Regulation
from engine.signup import mask_qq
from engine.vocabulary import EntryStatus
from models import db
from models.tables import Entry, Role, Selection, Tournament


@dataclass(frozen=True)
class Actor:
    """Who runs a command: an account, the chat it came from, and whether they are a superuser."""

    user_id: str
    group_id: str | None = None  # None: private chat
    superuser: bool = False
    platform: str = "qq"
    name: str = ""
    # set for the timer, which acts on one tournament whatever the chat's choice
    tournament_id: int | None = None
    # the platform's id of the group message acted on, where the connection can put a reaction
    # on it: a sign-up's acknowledgement is then also an emoji on that message (services.outbox)
    react_to: str | None = None

    @property
    def scope(self) -> str:
        """The key under which this chat remembers its current tournament."""
        return f"group:{self.group_id}" if self.group_id else f"user:{self.user_id}"


class MemberDirectory(Protocol):
    """Who is in a chat group, as the platform says (OneBot get_group_member_info)."""

    async def member(self, group_id: str, user_id: str) -> dict | None:
        """The member's info (with `card`), None when not a member; raises LookupError when unknown.
        An answer from a roster kept in memory says `from_roster: True`; such a directory also
        has `fresh(group_id, user_id)`, the platform's answer now, asked before refusing a card."""

    async def fresh(self, group_id: str, user_id: str) -> dict | None:
        """As `member`, asked of the platform now (after an answer `from_roster`)."""

    # optional: `known(group_id, user_id) -> dict | None`, the answer a roster in memory gives at
    # once (None: it cannot say); a sign-up it answers is admitted without asking the platform
    # optional: `async group_name(group_id) -> str | None`, the group's name as the platform
    # tells it (None: unknown), for naming the match group to someone outside it

    async def set_card(self, group_id: str, user_id: str, card: str) -> bool:
        """Set a member's group card; False when the bot may not (it is not a group admin)."""


@dataclass
class Notice:
    """A message to send somewhere other than as the reply (a group post, a private note), or an
    action on a group (kinds in GROUP_ACTIONS: a group announcement whose content is `text`, a
    whole-group ban on or off), which the chat layer performs where the bot is a group admin."""

    kind: str  # group | private | one of GROUP_ACTIONS
    target: str
    text: str
    mentions: list[str] = field(default_factory=list)
    # a long listing: a group post may go as one forward (merged) message
    long: bool = False
    # written to the outbox with the change that caused it: the sender posts it, not the caller
    queued: bool = False
    # a picture posted with `text` as its caption, named by what to draw (the outbox's
    # `image`: `bracket:<tournament id>:<after round>`); the sender draws it when it posts it
    # and skips the message where no picture can be shown (the text says it elsewhere)
    image: str = ""


ANNOUNCE = "announce"  # a group announcement (群公告) with `text` as its content
MUTE = "mute"  # the whole group muted (群员全体禁言; group admins may still speak)
UNMUTE = "unmute"  # the whole-group ban lifted
GROUP_ACTIONS = (ANNOUNCE, MUTE, UNMUTE)


@dataclass
class Outcome:
    """What a use case says back: the reply, the accounts to @, and other messages to send."""

    text: str
    mentions: list[str] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    # long listings may be sent as a forward message / image by the chat layer
    long: bool = False
    # the reply is in the outbox (services.outbox.owe): the chat layer does not send it again
    queued: bool = False


class Refusal(Exception):
    """A bad input or a missing permission: the message says what was wrong and the right form.

    Raised inside a unit of work, it rolls everything back, so a refusal changes nothing.
    """

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def system_actor(t: Tournament) -> Actor:
    """The timer acting on a tournament (full rights, audited as `system`)."""
    return Actor(
        user_id="system",
        group_id=t.group_id,
        superuser=True,
        platform=t.platform,
        tournament_id=t.id,
    )


ORGANISER = "organiser"
ARBITRATOR = "arbitrator"


async def organises_in_group(s: AsyncSession, actor: Actor, *, same_platform: bool) -> bool:
    """Whether the actor organises a tournament bound to his group (``same_platform``: only
    a tournament of his chat platform counts)."""
    bound = select(col(Tournament.id)).where(col(Tournament.group_id) == actor.group_id)
    if same_platform:
        bound = bound.where(col(Tournament.platform) == actor.platform)
    mine = await s.execute(
        select(col(Role.id)).where(
            col(Role.tournament_id).in_(bound),
            col(Role.user_id) == actor.user_id,
            col(Role.role) == ORGANISER,
        )
    )
    return mine.first() is not None


_regulations: dict[int, tuple[dict, Regulation]] = {}


def regulation_of(t: Tournament) -> Regulation:
    """The tournament's regulation (preset plus overrides) as a validated object.

    Validation costs about a millisecond and every command needs it, so the last validated
    snapshot of each tournament is kept and reused while the stored JSON is unchanged.
    """
    cached = _regulations.get(t.id) if t.id is not None else None
    if cached is not None and cached[0] == t.regulation:
        return cached[1]
    reg = Regulation.model_validate(t.regulation)
    if t.id is not None:
        _regulations[t.id] = (copy.deepcopy(t.regulation), reg)
    return reg


def zone_of(t: Tournament) -> ZoneInfo:
    """The tournament's time zone."""
    return ZoneInfo(t.regulation.get("timezone") or "Asia/Shanghai")


def game_qq(entry: Entry) -> str:
    """The QQ number an entry plays with: its account on QQ; where the chat account is not a QQ
    number (WeChat), the QQ its sign-up wrote (kept in `fields["qq"]`)."""
    return str((entry.fields or {}).get("qq") or entry.user_id)


def shown_qq(actor: Actor, qq: str) -> str:
    """A QQ number as this chat may see it: full in private chat, masked in a group (DESIGN:
    privacy), e.g. `3466****85`."""
    return qq if actor.group_id is None or not qq.isdigit() else mask_qq(qq)


_QQ_LIKE = re.compile(r"(?<![0-9])[0-9]{6,11}(?![0-9])")


def mask_numbers(text: str) -> str:
    """Public text with every QQ-like number (6–11 digits) masked like a QQ number: a penalty
    reason may name the account it is about."""
    return _QQ_LIKE.sub(lambda m: mask_qq(m.group()), numbers.ascii_text(text) if text else text)


def shown_text(actor: Actor, text: str) -> str:
    """Text that may name accounts (a command as the log keeps it, a penalty reason) as this chat
    may see it: whole in private chat, QQ-like numbers masked in a group."""
    return text if actor.group_id is None else mask_numbers(text)


def local(t: Tournament, when: datetime | None) -> str:
    """A UTC time shown in the tournament's zone, e.g. `2026-12-12 20:00`."""
    if when is None:
        return "未定"
    return when.astimezone(zone_of(t)).strftime("%Y-%m-%d %H:%M")


def _current_query(others: ColumnElement[bool]) -> Select[Tournament]:
    """The chat's chosen tournament when it stands, else the newest of `others` (one query)."""
    chosen = (
        select(col(Selection.tournament_id))
        .where(col(Selection.scope) == bindparam("scope"))
        .scalar_subquery()
    )
    tid = col(Tournament.id)
    return (
        select(Tournament)
        .where(col(Tournament.deleted_at).is_(None), (tid == chosen) | others)
        .order_by(case((tid == chosen, 0), else_=1), tid.desc())
        .limit(1)
    )


# built once: every command asks, and building the statement cost more than running it
_CURRENT_IN_GROUP = _current_query(
    (col(Tournament.group_id) == bindparam("group"))
    & (col(Tournament.platform) == bindparam("platform"))
)
_CURRENT_IN_PRIVATE = _current_query(
    col(Tournament.id).in_(
        select(col(Role.tournament_id)).where(col(Role.user_id) == bindparam("user"))
    )
    | col(Tournament.id).in_(
        select(col(Entry.tournament_id)).where(col(Entry.user_id) == bindparam("user"))
    )
)


@overload
async def current_tournament(
    s: AsyncSession, actor: Actor, *, required: Literal[True] = True
) -> Tournament: ...


@overload
async def current_tournament(
    s: AsyncSession, actor: Actor, *, required: bool
) -> Tournament | None: ...


async def current_tournament(
    s: AsyncSession, actor: Actor, *, required: bool = True
) -> Tournament | None:
    """The tournament this chat works on: the chosen one, else the newest bound to the group.

    In private chat without a choice, the newest tournament where the user is organiser or player.
    """
    if actor.tournament_id is not None:
        t = await s.get(Tournament, actor.tournament_id)
    else:
        if actor.group_id:
            query, params = (
                _CURRENT_IN_GROUP,
                {"scope": actor.scope, "group": actor.group_id, "platform": actor.platform},
            )
        else:
            query, params = _CURRENT_IN_PRIVATE, {"scope": actor.scope, "user": actor.user_id}
        t = (await s.execute(query, params)).scalar_one_or_none()
    if t is None and required:
        where = "本群" if actor.group_id else "你参加或管理的赛事中"
        raise Refusal(
            f"{where}还没有赛事。组委可发送：/新建赛事 <预设> [名称]，预设见 /帮助 新建赛事"
        )
    return t


async def roles_of(s: AsyncSession, t: Tournament, user_id: str) -> set[str]:
    """The roles (organiser, arbitrator) a user holds in a tournament."""
    rows = await s.execute(
        select(col(Role.role)).where(col(Role.tournament_id) == t.id, col(Role.user_id) == user_id)
    )
    return set(rows.scalars())


async def people_with(s: AsyncSession, t: Tournament, role: str) -> list[str]:
    """The accounts holding `role` (organiser, arbitrator) in a tournament, sorted."""
    rows = await s.execute(
        select(col(Role.user_id)).where(col(Role.tournament_id) == t.id, col(Role.role) == role)
    )
    return sorted(set(rows.scalars()))


async def referees(s: AsyncSession, t: Tournament) -> list[str]:
    """Who is told about contested results and disputes: the arbitrators, else the organisers."""
    return await people_with(s, t, ARBITRATOR) or await people_with(s, t, ORGANISER)


async def is_organiser(s: AsyncSession, t: Tournament, actor: Actor) -> bool:
    """Superusers and the tournament's named organisers (group admins are not, unless named)."""
    return actor.superuser or ORGANISER in await roles_of(s, t, actor.user_id)


async def require_organiser(s: AsyncSession, t: Tournament, actor: Actor, what: str) -> None:
    """Refuse unless the actor organises `t`."""
    if not await is_organiser(s, t, actor):
        raise Refusal(
            f"只有本赛事的组委可以{what}。组委由超级管理员或现任组委用 /组委 @某人 添加。"
        )


async def require_arbitrator(s: AsyncSession, t: Tournament, actor: Actor, what: str) -> None:
    """Refuse unless the actor is an arbitrator or organiser of `t`."""
    if actor.superuser:
        return
    if not (await roles_of(s, t, actor.user_id)) & {ORGANISER, ARBITRATOR}:
        raise Refusal(f"只有本赛事的仲裁或组委可以{what}。")


PLAYER_FORM = "选手写报名序号（如 17 或 #17）或 @该选手"


@dataclass(frozen=True)
class PlayerRef:
    """A player as a command names them, read by the chat layer (plugins/qisai/arguments.py
    ``player``): by sign-up number (`17`, `#17`: ``number``, whose value is None where no entry
    can have it, e.g. 0) or by account (an @mention: ``account``). ``text`` is the word as typed,
    which the audit record and the refusals repeat. Neither set: the word names no player,
    refused by ``resolve_entry`` after the service's own checks (its permission first)."""

    text: str
    number: numbers.Ident | None = None
    account: str | None = None

    @classmethod
    def seq(cls, seq: int) -> "PlayerRef":
        """The player with sign-up number ``seq``, named `#<seq>`."""
        return cls(f"#{seq}", numbers.Ident(seq, str(seq)))


async def resolve_entry(s: AsyncSession, t: Tournament, player: PlayerRef) -> Entry:
    """The entry a command names (a sign-up number, an @mention); refused with the right form
    when there is none or when the word names no player."""
    if player.number is not None:
        seq = player.number.value
        entry = (
            None
            if seq is None
            else (
                await s.execute(
                    select(Entry).where(col(Entry.tournament_id) == t.id, col(Entry.seq) == seq)
                )
            ).scalar_one_or_none()
        )
        if entry is None:
            raise Refusal(
                f"没有报名序号为 {numbers.echo(player.number.text)} 的选手。{PLAYER_FORM}。"
            )
        return entry
    if player.account is not None:
        entry = await entry_of_user(s, t, player.account)
        if entry is None:
            # named by the @ itself (QQ shows the member's card), never by the number: in private
            # chat, where an @ cannot be sent, the mark vanishes and the sentence still reads
            raise Refusal(f"你 @ 的选手{{@{player.account}}}没有报名本赛事。{PLAYER_FORM}。")
        return entry
    raise Refusal(f"看不懂“{numbers.echo(player.text)}”：{PLAYER_FORM}。")


# no ORDER BY in SQL: with one, SQLite walks the tournament's (tournament, seq) index through
# every entry instead of looking the user up (1.5 ms instead of 0.01 ms at 4,000 players)
_ENTRIES_OF_USER = select(Entry).where(
    col(Entry.tournament_id) == bindparam("tid"), col(Entry.user_id) == bindparam("user")
)


async def entry_of_user(s: AsyncSession, t: Tournament, user_id: str) -> Entry | None:
    """A user's live entry in a tournament (not refused or withdrawn), else their latest one."""
    rows = sorted(
        (await s.execute(_ENTRIES_OF_USER, {"tid": t.id, "user": user_id})).scalars(),
        key=lambda e: e.seq,
        reverse=True,
    )
    for entry in rows:
        if entry.status not in (EntryStatus.REFUSED, EntryStatus.WITHDRAWN):
            return entry
    return rows[0] if rows else None


@asynccontextmanager
async def tournament_unit(actor: Actor, command: str) -> AsyncIterator[tuple[db.Unit, Tournament]]:
    """An audited unit of work on the actor's current tournament: (work, tournament)."""
    async with db.unit(actor.user_id, command) as work:
        t = await current_tournament(work.session, actor)
        work.tournament_id = t.id
        yield work, t
