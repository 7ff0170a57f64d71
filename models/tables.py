"""SQLModel tables: the facts of a tournament. Standings, ranks and cuts are derived, never stored.

Every datetime is timezone-aware UTC (`UtcDateTime` stores it as such on both databases).
"""

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Protocol

from sqlalchemy import (
    JSON,
    Column,
    DateTime,
    Dialect,
    Index,
    Table,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlmodel import Field, SQLModel


class UtcDateTime(TypeDecorator[datetime]):
    """A datetime column that only accepts aware datetimes and always returns UTC ones.

    SQLite keeps no zone, so values are normalised to UTC on the way in and tagged on the way out.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


def utcnow() -> datetime:
    """The current time, aware, in UTC."""
    return datetime.now(UTC)


class _Stored(Protocol):
    id: int | None


def id_of(row: _Stored) -> int:
    """The id of a row that is in the database: every table types its id `int | None`, and it
    is None only before the row's first flush (a service that reads an id knows it has one)."""
    if row.id is None:
        raise ValueError(f"{type(row).__name__} has no id yet: it was never flushed")
    return row.id


def table_of(model: type[SQLModel]) -> Table:
    """The SQLAlchemy table of a table model, for plain statements (`insert(table_of(Entry))`)."""
    name = model.__tablename__
    if not isinstance(name, str):  # typed str or a callable; on a table model always the string
        raise TypeError(f"{model.__name__} is no table model")
    return model.metadata.tables[name]


def _when(nullable: bool = True) -> Any:
    return Field(default=None, sa_column=Column(UtcDateTime(), nullable=nullable))


def _empty_dict() -> dict:
    return {}


def _empty_list() -> list:
    return []


def _json(default_factory: Callable[[], dict | list] = _empty_dict) -> Any:
    # the factories are plain functions, not the builtins dict/list: pydantic reads a default
    # factory's signature at every construction, and a builtin's is parsed from text each time
    # (about 0.1 ms per field, per row)
    return Field(default_factory=default_factory, sa_column=Column(JSON, nullable=False))


class Tournament(SQLModel, table=True):
    """A tournament: a regulation snapshot (preset plus overrides) bound to one chat group."""

    id: int | None = Field(default=None, primary_key=True)
    name: str
    preset: str
    format: str
    regulation: dict = _json()
    # the regulation file it was made or last updated from, comments kept (None: its preset's)
    regulation_text: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    # drafted from the regulation's text: draft key -> the words it was read from, and the
    # competition sentences not used (None: made from a preset or a regulation file)
    sources: dict | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    unread: list | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    overrides: dict = _json()
    platform: str = "qq"
    group_id: str = Field(index=True)
    # draft -> signup -> running -> finished
    status: str = "draft"
    # None: follow the regulation's deadline; True/False: organiser opened/closed it by hand
    signup_open: bool | None = None
    next_seq: int = 0
    rng_seed: int = 0
    created_by: str = ""
    created_at: datetime = _when(nullable=False)
    deleted_at: datetime | None = _when()


class Role(SQLModel, table=True):
    """An organiser (组委) or arbitrator (仲裁) of one tournament."""

    __table_args__ = (UniqueConstraint("tournament_id", "user_id", "role"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    user_id: str
    role: str  # organiser | arbitrator
    added_by: str = ""


class Selection(SQLModel, table=True):
    """Which tournament a group (scope `group:<id>`) or a private user (`user:<id>`) works on."""

    scope: str = Field(primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id")


class Entry(SQLModel, table=True):
    """A player's sign-up (报名) in one tournament. `seq` is the sign-up number, gap-free."""

    __table_args__ = (
        UniqueConstraint("tournament_id", "seq"),
        Index("ix_entry_tournament_user", "tournament_id", "user_id"),
    )
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id")
    seq: int
    user_id: str
    name: str
    family: str | None = None
    division: str | None = None
    # group (003 A-D) or team (004)
    group: str | None = None
    fields: dict = _json()
    # pending | active | waiting | refused | withdrawn | eliminated | disqualified
    status: str = "active"
    sponsor: bool = False
    channel: str = "group"
    created_at: datetime = _when(nullable=False)
    withdrawn_at: datetime | None = _when()


class Round(SQLModel, table=True):
    """One round (轮) of a tournament, or of one division/group of it."""

    __table_args__ = (UniqueConstraint("tournament_id", "number", "division"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    number: int
    division: str | None = None
    stage: str = "main"
    # seated -> closed
    status: str = "seated"
    starts_at: datetime | None = _when()
    seated_at: datetime | None = _when()
    closed_at: datetime | None = _when()


class GameTable(SQLModel, table=True):
    """A table (桌) of a round; `seats` are entry ids, the first seat first."""

    __table_args__ = (UniqueConstraint("round_id", "number"),)
    id: int | None = Field(default=None, primary_key=True)
    round_id: int = Field(foreign_key="round.id", index=True)
    number: int
    seats: list = _json(_empty_list)
    # entry ids of qualified players replaced by a substitute this round (they score 0)
    absent: list = _json(_empty_list)


class Result(SQLModel, table=True):
    """The standing result of a table: games from the first seat's side plus special cases.

    `details` holds forfeits, disconnects and cutoff games; `source` says who decided it.
    """

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="gametable.id", unique=True)
    games: str = ""
    details: dict = _json()
    source: str = "referee"  # referee | report | cutoff | ruling
    entered_by: str = ""
    updated_at: datetime = _when(nullable=False)


class Report(SQLModel, table=True):
    """A player's score report (报分) for a table: reported -> confirmed | contested -> final."""

    __table_args__ = (UniqueConstraint("table_id", "reporter"),)
    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="gametable.id", index=True)
    reporter: str
    games: str
    status: str = "reported"
    confirmed_by: str | None = None
    created_at: datetime = _when(nullable=False)


class Adjustment(SQLModel, table=True):
    """A ledger line: penalty, compensation, warning, foul or disqualification of one round."""

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    entry_id: int = Field(foreign_key="entry.id")
    round_number: int
    kind: str  # penalty | compensation | warning | foul | disqualification
    points: str = "0"
    reason: str = ""
    referee: str = ""
    created_at: datetime = _when(nullable=False)


class Dispute(SQLModel, table=True):
    """A dispute (申诉) with its evidence and, once ruled, the ruling."""

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    round_number: int
    table_id: int | None = Field(default=None, foreign_key="gametable.id")
    filer: str
    reason: str
    evidence: list = _json(_empty_list)
    status: str = "open"  # open | upheld | changed | lots
    ruling: dict = _json()
    ruled_by: str | None = None
    created_at: datetime = _when(nullable=False)
    ruled_at: datetime | None = _when()


class Checkin(SQLModel, table=True):
    """A player's check-in (签到) for a round."""

    __table_args__ = (UniqueConstraint("tournament_id", "round_number", "entry_id"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id")
    round_number: int
    entry_id: int = Field(foreign_key="entry.id")
    at: datetime = _when(nullable=False)


class ScheduledEvent(SQLModel, table=True):
    """A due action of the timetable. A job claims it by setting done_at atomically."""

    # the timer reads the pending rows (done_at NULL) by due time after every command that
    # changes them; done rows pile up over a season (a report timeout per table and round)
    __table_args__ = (Index("ix_scheduledevent_pending", "done_at", "due_at"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    kind: str
    payload: dict = _json()
    due_at: datetime = _when(nullable=False)
    done_at: datetime | None = _when()
    outcome: str | None = None


class AuditLog(SQLModel, table=True):
    """One audited change: the command, who ran it, and the row images before and after."""

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int | None = Field(default=None, index=True)
    actor: str
    command: str
    changes: list = _json(_empty_list)
    created_at: datetime = _when(nullable=False)
    undone_by: int | None = None
    undo_of: int | None = None


class Ban(SQLModel, table=True):
    """A suspension that outlives its tournament (002: late withdrawal, one year)."""

    id: int | None = Field(default=None, primary_key=True)
    user_id: str = Field(index=True)
    reason: str
    tournament_id: int | None = None
    created_at: datetime = _when(nullable=False)
    until: datetime | None = _when()
    lifted_at: datetime | None = _when()
    lifted_by: str | None = None


class Outbox(SQLModel, table=True):
    """A message the bot owes a chat (DESIGN: the outbox). Written in the transaction of the
    change that caused it; the sender posts it after commit, in id order per chat, and marks it.

    `chat` is `group:<id>` or `private:<id>`. A row is pending while `sent_at` is None; a
    sender claims it by setting `claimed_until` (a lease, so a dead process's claim lapses).
    """

    __table_args__ = (
        Index("ix_outbox_pending", "sent_at", "chat"),
        # a new announcement's look-up of the undone ones of its tournament, chat and word
        Index("ix_outbox_announcement", "tournament_id", "chat", "announces"),
    )
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int | None = Field(default=None, index=True)
    # the audited change this message reports: when that change is undone, the message is recalled
    audit_id: int | None = Field(default=None, index=True)
    chat: str
    text: str
    mentions: list = _json(_empty_list)
    # notice (an announcement or private note) | reply (the answer to a command) |
    # ack (a sign-up acknowledgement: consecutive ones are merged) | recall (delete `recall_of`) |
    # reaction (an emoji on the group message whose platform id is `text`; chat
    # `reaction:<group>`, taken at most once: services.outbox.take_reactions)
    purpose: str = "notice"
    # a group announcement: the command word of the change that wrote it, or the timer's kind of
    # row; after an undo, the next announcement of the same tournament, chat and word starts with
    # a correction of it. None: nothing a later message corrects (replies, private notes,
    # corrections, recalls)
    announces: str | None = None
    long: bool = False
    fallback_group: str | None = None  # where an undeliverable private notice is reported
    recall_of: int | None = None
    # whom a command's reply answers: when replies queue up in a busy group they go out merged,
    # one line each, and this person's @ leads their line
    reply_to: str | None = None
    # a picture to post with `text` as its caption, named by what to draw, drawn by the sender
    # when it posts (from the committed data): `bracket:<tournament id>:<after round>` the
    # format's bracket or ladder after that round; None: a text message
    image: str | None = None
    created_at: datetime = _when(nullable=False)
    next_try_at: datetime | None = _when()
    claimed_until: datetime | None = _when()
    attempts: int = 0
    last_error: str = ""
    reported_at: datetime | None = _when()  # the organisers were told it is not getting through
    sent_at: datetime | None = _when()
    # sent | merged | cancelled | unreachable | recalled | not recalled
    outcome: str = ""
    message_ids: list = _json(_empty_list)
    superseded_at: datetime | None = _when()  # its change was undone (recalled or cancelled)
    corrected_by: int | None = None  # the later message that said what changed


class Series(SQLModel, table=True):
    """A series (系列赛, 年度积分) of a group's tournaments: its rules as data (points per place,
    best k of n, tiebreaks, the final), parsed (`rules`) and as the file they came from
    (`rules_text`; None: the default rules). Its standings are derived, never stored."""

    id: int | None = Field(default=None, primary_key=True)
    name: str
    platform: str = "qq"
    group_id: str = Field(index=True)
    rules: dict = _json()
    rules_text: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    created_by: str = ""
    created_at: datetime = _when(nullable=False)


class SeriesEvent(SQLModel, table=True):
    """A tournament counted in a series (one tournament at most once per series)."""

    __table_args__ = (UniqueConstraint("series_id", "tournament_id"),)
    id: int | None = Field(default=None, primary_key=True)
    series_id: int = Field(foreign_key="series.id", index=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    added_by: str = ""
    added_at: datetime = _when(nullable=False)


class PlayerAlias(SQLModel, table=True):
    """One account counted as another person in a group's tournaments (the club rating, records,
    series): a WeChat account bound to a QQ number, or a second QQ number merged into a first
    (`/绑定 <QQ> <账号>`). Looked up through services/identity.py, never read directly."""

    __table_args__ = (UniqueConstraint("group_id", "account"),)
    id: int | None = Field(default=None, primary_key=True)
    group_id: str = Field(index=True)
    account: str
    person: str
    created_by: str = ""
    created_at: datetime = _when(nullable=False)
