"""The regulation (规程) as data: schema, loader, lint and the organisers' settings.

A regulation file is TOML (read with tomllib) validated by the pydantic models below; every
model forbids unknown keys, so a typo is an error naming the key and its line. Date-times in
the file are local (naive) and mean the regulation's ``timezone``. Exact numbers (weights,
the arena pool's transfer share) are ``fractions.Fraction``, written as strings ("0.2");
points are Fractions too, written as integers. ``Regulation.model_dump(mode="json")`` is the
snapshot a tournament stores; ``Regulation.model_validate`` reads it back unchanged.
"""

import json
import math
import re
import string
import tomllib
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    PrivateAttr,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from engine import numbers
from engine.prizes import prize_table_total
from engine.standings import decimal_text

DEFAULT_TIMEZONE = "Asia/Shanghai"
PRESETS_DIR = Path(__file__).parent.parent / "data" / "presets"

# --------------------------------------------------------------------------- value types

_NUMBER_RE = re.compile(r"[+-]?(\d+(\.\d+)?|\d+/\d+)")
_DATETIME_RE = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?")
_TIME_RE = re.compile(r"(\d{1,2})[:：](\d{2})(?::(\d{2}))?")
_DURATION_RE = re.compile(r"(-)?(?:(\d+)天)?(?:(\d+)(?:小时|时))?(?:(\d+)(?:分钟|分))?")
_ISO_DURATION = TypeAdapter(timedelta)


def _parse_fraction(value: Any) -> Fraction:
    """An exact number from an int, a string ("0.2", "1/3", "-5") or a TOML float (read as the
    decimal it was written as)."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return Fraction(value)
    if isinstance(value, float):
        value = repr(value)
    if isinstance(value, str) and _NUMBER_RE.fullmatch(value.strip()):
        return Fraction(value.strip())
    raise PydanticCustomError("number", '不是数字，应为如 "0.2" 的小数或整数')


def _points_json(value: Fraction) -> int | str:
    return value.numerator if value.denominator == 1 else decimal_text(value)


def _parse_local_datetime(value: Any) -> datetime:
    """A naive local date-time from a TOML date-time or a string `2023-10-08 20:00`."""
    if isinstance(value, str):
        match = _DATETIME_RE.fullmatch(value.strip())
        if match:
            try:
                value = datetime(*(int(part or 0) for part in match.groups()))
            except ValueError:
                raise PydanticCustomError("local_datetime", "不是存在的日期时间") from None
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            raise PydanticCustomError("local_datetime", "应为本地时间，不写时区（时区由 timezone 给出）")
        return value
    raise PydanticCustomError("local_datetime", "不是日期时间，应为如 2023-10-08 20:00")


def _parse_local_time(value: Any) -> time:
    """A time of day from a TOML local time or a string `23:30`."""
    if isinstance(value, str):
        match = _TIME_RE.fullmatch(value.strip())
        if match:
            try:
                value = time(*(int(part or 0) for part in match.groups()))
            except ValueError:
                raise PydanticCustomError("local_time", "不是存在的时刻") from None
    if isinstance(value, time):
        return value
    raise PydanticCustomError("local_time", "不是时刻，应为如 23:30")


def _parse_duration(value: Any) -> timedelta:
    """A duration: `30分钟`, `1天`, `24小时`, `1天2小时30分钟`, or ISO 8601 (`PT30M`, `-PT4H`)."""
    if isinstance(value, timedelta):
        return value
    if isinstance(value, str):
        text = value.strip()
        match = _DURATION_RE.fullmatch(text)
        if match and any(match.groups()[1:]):
            sign, days, hours, minutes = match.groups()
            span = timedelta(days=int(days or 0), hours=int(hours or 0), minutes=int(minutes or 0))
            return -span if sign else span
        if text.lstrip("-").startswith("P"):
            try:
                return _ISO_DURATION.validate_python(text)
            except ValidationError:
                pass
    raise PydanticCustomError("duration", '不是时长，应为如 "30分钟"、"24小时"、"1天"')


Exact = Annotated[
    Fraction,
    PlainValidator(_parse_fraction),
    PlainSerializer(decimal_text, return_type=str, when_used="json"),
]
"""An exact number, serialised as an exact decimal string ("0.2")."""

Points = Annotated[
    Fraction,
    PlainValidator(_parse_fraction),
    PlainSerializer(_points_json, return_type=int | str, when_used="json"),
]
"""Points: an exact number, serialised as an int when whole."""

LocalDateTime = Annotated[
    datetime,
    PlainValidator(_parse_local_datetime),
    PlainSerializer(datetime.isoformat, return_type=str, when_used="json"),
]
"""A naive date-time meaning the regulation's time zone."""

LocalTime = Annotated[
    time,
    PlainValidator(_parse_local_time),
    PlainSerializer(time.isoformat, return_type=str, when_used="json"),
]

Duration = Annotated[
    timedelta,
    PlainValidator(_parse_duration),
    PlainSerializer(lambda v: _ISO_DURATION.dump_python(v, mode="json"), return_type=str, when_used="json"),
]

SignupField = Literal["family", "birth", "dan", "division", "level", "gender", "team", "number"]
CARD_PLACEHOLDERS = ("family", "nick")
NAME_LIMIT = 40
ROOM_LIMIT = 40
CARD_FORMAT_LIMIT = 40
# the dates a timetable may hold at all (a year 1 or 9999 date overflows when converted)
EARLIEST_YEAR, LATEST_YEAR = 2000, 2099


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Zoned(_Model):
    """A part of the regulation holding local times; the Regulation gives it its time zone."""

    _timezone: str = PrivateAttr(DEFAULT_TIMEZONE)

    def _utc(self, local: datetime | None) -> datetime | None:
        if local is None:
            return None
        return local.replace(tzinfo=ZoneInfo(self._timezone)).astimezone(UTC)


# --------------------------------------------------------------------------- sign-up

class Division(_Model):
    """A division (组别) a player enters; birth-date limits are inclusive."""

    key: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    born_on_or_after: date | None = None
    born_on_or_before: date | None = None

    def admits(self, birth: date) -> bool:
        """born_on_or_after ≤ birth ≤ born_on_or_before (a missing limit is no limit)."""
        return (self.born_on_or_after is None or birth >= self.born_on_or_after) and (
            self.born_on_or_before is None or birth <= self.born_on_or_before
        )


class CapacityPool(_Model):
    """At most ``limit`` accepted players in these divisions together (002: youth 256; A+B 256)."""

    divisions: list[str] = Field(min_length=1)
    limit: int = Field(ge=1)


class Signup(_Zoned):
    """How players sign up (报名) and what a sign-up must carry."""

    channels: list[Literal["group", "private"]] = ["group", "private"]
    deadline: LocalDateTime | None = None
    capacity: int | None = Field(default=None, ge=1)
    qq_must_match_sender: bool = False
    require_group_member: bool = False
    group_card_format: str | None = None
    require_approval: bool = False
    fields: list[SignupField] = []
    withdraw_deadline_before_start: Duration | None = None
    late_withdrawal_ban_days: int | None = Field(default=None, ge=1)
    level_scale: list[str] = []
    teams: list[str] = []
    numbers: list[str] = []

    @field_validator("group_card_format")
    @classmethod
    def _card_placeholders(cls, value: str | None) -> str | None:
        if value is None:
            return value
        allowed = "、".join("{" + p + "}" for p in CARD_PLACEHOLDERS)
        if len(value) > CARD_FORMAT_LIMIT:
            raise PydanticCustomError("card_format", "群名片格式最多 {n} 个字", {"n": CARD_FORMAT_LIMIT})
        try:
            fields = [(name, spec, conversion) for _, name, spec, conversion in string.Formatter().parse(value)
                      if name is not None]
        except ValueError:
            raise PydanticCustomError(
                "card_format", "群名片格式的花括号不成对：占位符写成 {allowed}，其余文字不要用 { }", {"allowed": allowed}
            ) from None
        for name, spec, conversion in fields:
            if name not in CARD_PLACEHOLDERS or spec or conversion:
                shown = "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
                raise PydanticCustomError(
                    "card_format", "群名片格式里的 {name} 不认识，可用：{allowed}", {"name": shown, "allowed": allowed}
                )
        return value

    def deadline_utc(self) -> datetime | None:
        """The sign-up deadline as an aware UTC date-time, or None."""
        return self._utc(self.deadline)


# --------------------------------------------------------------------------- schedule

class RoundSlot(_Model):
    """One round (轮) of the timetable. ``starts_at`` None: not dated (yet); then
    ``after_round_1`` may keep its template gap after round 1."""

    number: int = Field(ge=1)
    label: str
    stage: Literal["main", "group", "knockout", "bout"] = "main"
    starts_at: LocalDateTime | None = None
    after_round_1: Duration | None = None


class ScheduleEvent(_Model):
    """Another dated event of the timetable (check-in, opening, draw)."""

    label: str
    at: LocalDateTime | None = None
    after_round_1: Duration | None = None


class Schedule(_Zoned):
    """The timetable and its time rules."""

    rounds: list[RoundSlot] = []
    events: list[ScheduleEvent] = []
    no_show_minutes: int | None = Field(default=None, ge=1)
    seat_change_no_show_minutes: int | None = Field(default=None, ge=1)
    cutoff: LocalTime | None = None
    earliest_valid_start_minutes_before: int | None = Field(default=None, ge=0)
    reminders_before: list[Duration] = [timedelta(days=1), timedelta(minutes=30)]
    signup_reminders_before: list[Duration] = [timedelta(hours=24), timedelta(hours=1)]
    checkin_opens_before: Duration | None = timedelta(minutes=30)

    @field_validator("rounds")
    @classmethod
    def _unique_numbers(cls, rounds: list[RoundSlot]) -> list[RoundSlot]:
        numbers = [slot.number for slot in rounds]
        for number in numbers:
            if numbers.count(number) > 1:
                raise PydanticCustomError("round_number", "第{n}轮出现了两次", {"n": number})
        return rounds

    @property
    def rounds_count(self) -> int:
        """Number of rounds in the timetable."""
        return len(self.rounds)

    def slot(self, number: int) -> RoundSlot | None:
        """The timetable slot of round ``number``."""
        return next((slot for slot in self.rounds if slot.number == number), None)

    def round_start(self, number: int) -> datetime | None:
        """Start of round ``number`` as an aware UTC date-time; None when it has no date."""
        slot = self.slot(number)
        return self._utc(slot.starts_at) if slot else None

    def event_at(self, event: ScheduleEvent) -> datetime | None:
        """An event's time as an aware UTC date-time, or None."""
        return self._utc(event.at)


# --------------------------------------------------------------------------- scoring

class DisconnectCase(_Model):
    """Points of one game in which the culprit disconnected (000 §七)."""

    culprit: Points
    partner: Points
    opponents: Points


class Disconnect(_Model):
    """000 §七 by the game's outcome: dissolved, or the culprit's partner finally lost/drew/won."""

    dissolved: DisconnectCase
    lose: DisconnectCase
    draw: DisconnectCase
    win: DisconnectCase


class Scoring(_Model):
    """Points per game; None where the format does not use the value."""

    win: Points | None = None
    draw: Points | None = None
    loss: Points | None = None
    bye: Points | None = None
    forfeit_absent: Points | None = None
    forfeit_present: Points | None = None
    cutoff_draw: Points | None = None
    disconnect: Disconnect | None = None


# --------------------------------------------------------------------------- formats

FOUR_PLAYER_TIEBREAKS = frozenset(
    {"round_score", "signup_order", "weighted_total", "sponsor", "current_round", "earlier_rounds"}
)
SWISS_TIEBREAKS = frozenset(
    {
        "points", "opponents_score", "progressive", "opponents_score_cut", "progressive_cut",
        "wins", "warnings", "fouls", "previous_ranking", "signup_order", "lots",
    }
)
ROUND_CUT_TIEBREAKS = {
    "opponents_score_cut": "对手分依次减去最后 1、2、… 轮对手的积分，逐个比较，大者列前",
    "progressive_cut": "累进分依次去掉前 1、2、… 轮，逐个比较，大者列前",
}


class FourPlayerFormat(_Model):
    """Four players a table, partners rotating, weighted totals and cuts (seed 000)."""

    kind: Literal["four_player_elimination"]
    rounds: int = Field(ge=1)
    table_size: int = Field(default=4, ge=2)
    games_per_table: int = Field(ge=1)
    partners: list[tuple[int, int]]
    weights: list[Exact]
    cuts: dict[int, int] = {}
    first_round_seating: Literal["qq_prefix"] = "qq_prefix"
    prefix_digits: int = Field(default=2, ge=1)
    later_seating: Literal["snake"] = "snake"
    first_round_tiebreaks: list[str]
    tiebreaks: list[str]
    substitutes: bool = False
    final_ranking: Literal["by_elimination_round"] = "by_elimination_round"

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = FOUR_PLAYER_TIEBREAKS

    @field_validator("partners")
    @classmethod
    def _partner_seats(cls, partners: list[tuple[int, int]], info: ValidationInfo) -> list[tuple[int, int]]:
        games, size = info.data.get("games_per_table"), info.data.get("table_size")
        if games is not None and len(partners) != games:
            raise PydanticCustomError(
                "partners", "应有 {g} 对搭档（每桌局数 games_per_table = {g}）", {"g": games}
            )
        for pair in partners:
            if size is not None and (not all(0 <= seat < size for seat in pair) or pair[0] == pair[1]):
                raise PydanticCustomError(
                    "partners", "有搭档座位不对，每对应为 0 到 {last} 之间的两个不同座位", {"last": size - 1}
                )
        return partners

    @property
    def planned_rounds(self) -> int:
        """Rounds the format plays."""
        return self.rounds

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return [*self.first_round_tiebreaks, *self.tiebreaks]


class SwissFormat(_Model):
    """Swiss pairing (积分编排制), per division (seed 002)."""

    kind: Literal["swiss"]
    rounds: int = Field(ge=1)
    per_division: bool = False
    no_repeat: bool = True
    colours: Literal["nigiri"] = "nigiri"
    tiebreaks: list[str]
    bye_opponent_value: Literal["zero", "lowest_scorer", "own_score"] = "zero"
    forfeits_to_withdraw: int | None = Field(default=None, ge=1)
    forfeits_consecutive: bool = False

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = SWISS_TIEBREAKS

    @property
    def planned_rounds(self) -> int:
        """Rounds the format plays."""
        return self.rounds

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


class KnockoutTie(_Model):
    """A knockout tie (2+1, seed 003): ``games`` games with colours swapped, then deciders."""

    games: int = Field(default=2, ge=1)
    swap_colours: bool = True
    first_colours: Literal["lots"] = "lots"
    decider: bool = True
    decider_colours: Literal["lots"] = "lots"
    decider_draw: Literal["replay_swapped", "black_wins"] = "replay_swapped"


class GroupKnockoutFormat(_Model):
    """Swiss groups, then a knockout of the group leaders and wildcards (seed 003)."""

    kind: Literal["group_swiss_knockout"]
    groups: list[str] = Field(min_length=1)
    group_size: int = Field(ge=2)
    seeds_per_group: int = Field(default=0, ge=0)
    seeding_field: Literal["level"] = "level"
    group_rounds: int = Field(ge=1)
    tiebreaks: list[str]
    bye_opponent_value: Literal["zero", "lowest_scorer", "own_score"] = "lowest_scorer"
    advance_per_group: int = Field(ge=1)
    wildcards: int = Field(default=0, ge=0)
    knockout_size: int = Field(ge=2)
    knockout_draw: Literal["lots", "standard"] = "lots"
    tie: KnockoutTie = KnockoutTie()
    third_place: bool = True
    forfeits_to_exclude: int | None = Field(default=None, ge=1)
    forfeits_consecutive: bool = False
    fouls_to_lose_game: int | None = Field(default=None, ge=1)

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = SWISS_TIEBREAKS

    @property
    def knockout_rounds(self) -> int:
        """Knockout rounds: ⌈log2 knockout_size⌉ (the 3rd-place tie shares the final's round)."""
        return math.ceil(math.log2(self.knockout_size))

    @property
    def planned_rounds(self) -> int:
        """Rounds the format plays: group rounds + knockout rounds."""
        return self.group_rounds + self.knockout_rounds

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


class Bout(_Model):
    """One arena bout (擂台赛一轮, seed 004 八(七)): up to ``max_games`` games, first to
    ``target`` points; at ``tie_at``–``tie_at`` extra games until one side leads by ``tie_lead``."""

    max_games: int = Field(ge=1)
    win: Points
    draw: Points
    loss: Points
    target: int = Field(ge=1)
    tie_at: int = Field(ge=0)
    tie_lead: int = Field(ge=1)
    colours: Literal["alternate"] = "alternate"


class ArenaPool(_Model):
    """The arena prize pool (004 九): each team ``basic`` + a floating ``floating_base``; after a
    bout the winner takes ``transfer`` × the loser's base; a team ending with base ≤
    ``encouragement_threshold`` receives ``encouragement``; streamer players ``streamer_bonus``."""

    basic: int = Field(ge=0)
    floating_base: int = Field(ge=0)
    transfer: Exact
    encouragement_threshold: int = Field(ge=0)
    encouragement: int = Field(ge=0)
    streamer_bonus: int = Field(ge=0)


class ArenaFormat(_Model):
    """Two-team challenge ladder (擂台赛, seed 004)."""

    kind: Literal["team_arena"]
    teams: list[str] = Field(min_length=2, max_length=2)
    team_size: int = Field(ge=2)
    challenger_numbers: list[str]
    champion: str
    min_women: int = Field(default=0, ge=0)
    first_number_must_be_woman: bool = False
    substitutes_max: int = Field(default=0, ge=0)
    substitutes_same_gender: bool = True
    bout: Bout
    pool: ArenaPool
    first_team_first_seat: bool = True
    first_colours: Literal["lots"] = "lots"

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = frozenset()

    @field_validator("challenger_numbers")
    @classmethod
    def _team_numbers(cls, numbers: list[str], info: ValidationInfo) -> list[str]:
        size = info.data.get("team_size")
        if size is not None and len(numbers) + 1 != size:
            raise PydanticCustomError(
                "arena_numbers", "应有 {n} 个攻擂编号（每队 team_size = {size} 人，含擂主）",
                {"n": size - 1, "size": size},
            )
        return numbers

    @property
    def planned_rounds(self) -> int:
        """The most bouts a match can take: 2 × team_size − 1 (004 八(三): 7–13)."""
        return 2 * self.team_size - 1

    @property
    def all_tiebreaks(self) -> list[str]:
        """An arena match has no tiebreaks."""
        return []


class RoundRobinFormat(_Model):
    """A round robin of two-player games paired by the Berger tables (no seed; preset round-robin)."""

    kind: Literal["round_robin"]
    cycles: int = Field(default=1, ge=1, le=2)
    players: int = Field(default=8, ge=2)
    numbering: Literal["signup_order"] = "signup_order"
    tiebreaks: list[str] = ["points", "sonneborn_berger", "direct_encounter", "wins", "lots"]

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = frozenset(
        {"points", "sonneborn_berger", "direct_encounter", "wins", "lots"}
    )

    @property
    def planned_rounds(self) -> int:
        """Rounds for the planned field ``players`` (the timetable's length): (n − 1) a cycle,
        n the field rounded up to even. The field seated in round 1 decides the real number."""
        return (self.players + self.players % 2 - 1) * self.cycles

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


Format = Annotated[
    FourPlayerFormat | SwissFormat | GroupKnockoutFormat | ArenaFormat | RoundRobinFormat,
    Field(discriminator="kind"),
]
FORMAT_KINDS = ("four_player_elimination", "swiss", "group_swiss_knockout", "team_arena", "round_robin")


# --------------------------------------------------------------------------- penalties, disputes, prizes

class Penalty(_Model):
    """A catalogued penalty (扣分), named by ``key`` in commands.

    ``points`` is the deduction (≤ 0) per ``per``: each occurrence, each game, or once per table.
    ``cap``: the most a player loses this way in a round. ``warnings_before``: warnings given
    before any deduction. ``discretionary``: the referee chooses up to ``points`` (or only warns).
    ``loses_game``: the game is lost. ``foul``: counts as a foul (犯规) for tiebreaks.
    """

    key: str
    points: Points
    per: Literal["each", "game", "table"] = "each"
    cap: Points | None = None
    warnings_before: int = Field(default=0, ge=0)
    disqualify: bool = False
    loses_game: bool = False
    foul: bool = False
    discretionary: bool = False
    clause: str
    description: str = ""

    @field_validator("points", "cap")
    @classmethod
    def _deduction(cls, value: Fraction | None) -> Fraction | None:
        if value is not None and value > 0:
            raise PydanticCustomError("deduction", "扣分应写成负数或 0，如 -5")
        return value


class Compensation(_Model):
    """Compensation (补分) a victim may be granted by the game's result (000 §九): any of the
    amounts ``loss`` after a lost game, ``draw`` after a drawn one, ``win`` after a won one
    (0 = none); ``open_partner``: the partner of a reported 开棋 player, unless that game was won."""

    loss: list[Points] = []
    draw: Points = Fraction(0)
    win: Points = Fraction(0)
    open_partner: Points = Fraction(0)


class Disputes(_Model):
    """Disputes (申诉/异议) and result confirmation."""

    deadline: Literal["match_day_midnight"] | None = None
    evidence_required: bool = False
    undecidable: Literal["panel", "lots", "replay"] = "panel"
    replay_allowed: bool = False
    auto_confirm_minutes: int | None = Field(default=10, ge=1)
    unconfirmed: Literal["auto_confirm", "escalate"] = "auto_confirm"


class PrizeRange(_Model):
    """Places ``from_rank``..``to_rank`` each receive ``amount`` yuan and ``item``."""

    from_rank: int = Field(ge=1)
    to_rank: int = Field(ge=1)
    amount: int = Field(ge=0)
    item: str | None = None
    division: str | None = None

    @field_validator("to_rank")
    @classmethod
    def _ordered(cls, to_rank: int, info: ValidationInfo) -> int:
        from_rank = info.data.get("from_rank")
        if from_rank is not None and to_rank < from_rank:
            raise PydanticCustomError("prize_range", "小于 from_rank = {a}，名次颠倒了", {"a": from_rank})
        return to_rank

    @property
    def places(self) -> int:
        """Number of places the range covers."""
        return self.to_rank - self.from_rank + 1


class FamilyAward(_Model):
    """The family (家族) with most players in the top ``top_n`` receives ``amount`` (000 §五)."""

    amount: int = Field(ge=0)
    top_n: int = Field(ge=1)
    count_by: Literal["account"] = "account"


class KnockoutBonus(_Model):
    """Advancement bonuses (003 二(四)7): reaching the last ``k`` pays ``reach[k]``."""

    reach: dict[int, int]
    cumulative: bool = True


class DanAward(_Model):
    """Amateur dan award (002 奖励(二)): with ≥ thresholds[i] players of ``min_dan`` or more,
    the top i+1 places are awarded ``holder_dan``; a place held by a player already
    ``holder_dan`` passes down, at most to place ``max_place``."""

    thresholds: list[int] = Field(min_length=1)
    min_dan: int = Field(ge=1)
    holder_dan: int = Field(ge=1)
    max_place: int = Field(ge=1)


class Prizes(_Model):
    """Prizes; the arena pool lives in ArenaFormat.pool."""

    per_division: bool = False
    ranges: list[PrizeRange] = []
    group_ranges: list[PrizeRange] = []
    family_award: FamilyAward | None = None
    knockout_bonus: KnockoutBonus | None = None
    dan_award: DanAward | None = None
    fee: int | None = Field(default=None, ge=0)
    special_awards: list[str] = []


class AnnouncedTotal(_Model):
    amount: int
    clause: str


class AnnouncedCut(_Model):
    after_round: int = Field(ge=1)
    keep: int = Field(ge=1)
    clause: str


class AnnouncedDates(_Model):
    dates: list[date] = Field(min_length=1)
    clause: str


class Announced(_Model):
    """Values the text announces elsewhere, which may contradict the rules (compared by lint)."""

    prize_total: AnnouncedTotal | None = None
    cuts: list[AnnouncedCut] = []
    event_dates: AnnouncedDates | None = None


# --------------------------------------------------------------------------- the regulation

class Regulation(_Model):
    """A whole regulation (规程): everything that differs between tournaments."""

    id: str
    name: str = Field(min_length=1, max_length=NAME_LIMIT)
    game: Literal["junqi4", "go", "jieqi", "xiangqi"]
    timezone: str = DEFAULT_TIMEZONE
    source: str
    room: str | None = Field(default=None, max_length=ROOM_LIMIT)
    clauses: dict[str, str] = {}
    signup: Signup
    divisions: list[Division] = []
    capacity_pools: list[CapacityPool] = []
    schedule: Schedule
    scoring: Scoring
    format: Format
    penalties: list[Penalty] = []
    compensation: Compensation | None = None
    disputes: Disputes
    prizes: Prizes
    announced: Announced = Announced()

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise PydanticCustomError("timezone", "不是时区名称，应为如 Asia/Shanghai") from None
        return value

    @model_validator(mode="after")
    def _references(self) -> "Regulation":
        keys = [d.key for d in self.divisions]
        named = [key for pool in self.capacity_pools for key in pool.divisions]
        named += [r.division for r in (*self.prizes.ranges, *self.prizes.group_ranges) if r.division]
        for key in named:
            if key not in keys:
                raise PydanticCustomError(
                    "division_ref", "组别 {key} 未在 divisions 中定义（已定义：{keys}）",
                    {"key": key, "keys": "、".join(keys) or "无"},
                )
        penalty_keys = [p.key for p in self.penalties]
        for key in penalty_keys:
            if penalty_keys.count(key) > 1:
                raise PydanticCustomError("penalty_key", "扣分项「{key}」出现了两次", {"key": key})
        if isinstance(self.format, ArenaFormat):
            numbers = [*self.format.challenger_numbers, self.format.champion]
            if self.signup.teams != self.format.teams or self.signup.numbers != numbers:
                raise PydanticCustomError(
                    "arena_signup", "signup.teams/numbers 应与 format.teams 及攻擂编号加擂主一致（{teams}；{numbers}）",
                    {"teams": "、".join(self.format.teams), "numbers": "、".join(numbers)},
                )
        self.schedule._timezone = self.timezone
        self.signup._timezone = self.timezone
        return self

    def clause_of(self, key: str) -> str:
        """The seed clause a key path comes from (``clauses`` table), else the key path itself."""
        return self.clauses.get(key, key)

    def penalty(self, key: str) -> Penalty | None:
        """The catalogued penalty named ``key`` (e.g. "说棋")."""
        return next((p for p in self.penalties if p.key == key), None)


# --------------------------------------------------------------------------- errors and loading

@dataclass(frozen=True)
class RegulationIssue:
    """One problem in a regulation file: key path, the value given, what was expected, line."""

    path: str
    value: Any
    expected: str
    line: int | None
    show_value: bool = True

    def message_cn(self) -> str:
        """e.g. `规程第 12 行 format.weights[2]：值 "abc" 不是数字，应为如 "0.2" 的小数或整数`."""
        where = f"规程第 {self.line} 行" if self.line else "规程"
        if self.path:
            where += f" {self.path}"
        if not self.show_value:
            return f"{where}：{self.expected}"
        shown = json.dumps(self.value, ensure_ascii=False, default=str)
        if len(shown) > 40:
            shown = shown[:37] + "…"
        return f"{where}：值 {shown} {self.expected}"


class RegulationError(Exception):
    """A regulation that cannot be used; ``issues`` name each key and line."""

    def __init__(self, issues: list[RegulationIssue], source_name: str = ""):
        self.issues = issues
        self.source_name = source_name
        super().__init__(self.message_cn())

    def message_cn(self) -> str:
        """The issues as a Chinese chat message, one a line."""
        lines = [issue.message_cn() for issue in self.issues]
        if len(lines) > 1:
            lines.insert(0, f"规程有 {len(lines)} 处错误：")
        return "\n".join(lines)


class PresetNotFound(LookupError):
    """No preset with that id."""

    def __init__(self, preset_id: str):
        self.preset_id = preset_id
        super().__init__(f"没有预设「{preset_id}」。可用的预设：{'、'.join(list_presets())}")


_EXPECTED = {
    "int_type": "不是整数",
    "int_parsing": "不是整数",
    "int_from_float": "不是整数",
    "bool_type": "应为 true 或 false",
    "bool_parsing": "应为 true 或 false",
    "string_type": "应为文字（用引号括起）",
    "list_type": "应为列表，如 [1, 2]",
    "tuple_type": "应为列表，如 [0, 1]",
    "dict_type": "应为表（[小节] 或 { 键 = 值 }）",
    "model_type": "应为表（[小节] 或 { 键 = 值 }）",
    "model_attributes_type": "应为表（[小节] 或 { 键 = 值 }）",
    "date_type": "不是日期，应为如 2023-10-06",
    "date_parsing": "不是日期，应为如 2023-10-06",
    "date_from_datetime_parsing": "不是日期，应为如 2023-10-06",
    "date_from_datetime_inexact": "不是日期，应为如 2023-10-06",
    "string_pattern_mismatch": "只能用小写字母、数字和下划线",
    "string_too_short": "不能为空",
}


def _expected(error: dict) -> tuple[str, bool]:
    """Chinese text of what a pydantic error expected, and whether to show the value."""
    kind, ctx = error["type"], error.get("ctx") or {}
    if kind == "missing":
        return "缺少此项", False
    if kind == "extra_forbidden":
        return "不认识的项，请检查拼写", False
    if kind == "union_tag_not_found":
        return "缺少 kind（赛制：" + "、".join(FORMAT_KINDS) + "）", False
    if kind == "literal_error":
        return "应为以下之一：" + "、".join(re.findall(r"'([^']*)'", ctx["expected"])), True
    if kind == "union_tag_invalid":
        return "应为以下之一：" + "、".join(FORMAT_KINDS), True
    bounds = {
        "greater_than_equal": "应不小于 {ge}", "greater_than": "应大于 {gt}",
        "less_than_equal": "应不大于 {le}", "less_than": "应小于 {lt}",
        "too_short": "至少要有 {min_length} 项", "too_long": "最多 {max_length} 项",
        "string_too_long": "最多 {max_length} 个字",
    }
    if kind in bounds:
        return bounds[kind].format(**{k: decimal_text(v) for k, v in ctx.items()}), True
    return _EXPECTED.get(kind, error["msg"]), True


def _clean_loc(loc: tuple) -> tuple:
    """The key path of an error location: without the format tag pydantic inserts."""
    parts: list = []
    for part in loc:
        if part != "[key]" and not (parts == ["format"] and part in FORMAT_KINDS):
            parts.append(part)
    return tuple(parts)


def _path_text(loc: tuple) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


class _KeyLines:
    """Line numbers of the keys, tables and array items of a TOML text (for error messages)."""

    def __init__(self, source: str):
        self.lines: dict[tuple, int] = {}
        self._tables: dict[tuple, int] = {}  # array-of-tables path -> index of its last table
        self._stack: list[list] = []  # open arrays/inline tables: [bracket, path, next index, in item]
        self._string: str | None = None  # delimiter of an open multi-line string
        table: tuple = ()
        for number, text in enumerate(source.splitlines(), start=1):
            if self._stack or self._string:
                self._scan_value(text, number)
                continue
            stripped = text.strip()
            if not stripped or stripped.startswith("#"):
                continue
            if stripped.startswith("[["):
                raw = tuple(_split_key(stripped[2:stripped.find("]]")]))
                self._tables[raw] = self._tables.get(raw, -1) + 1
                for nested in [t for t in self._tables if t[:len(raw)] == raw and t != raw]:
                    del self._tables[nested]  # a new parent table starts its own sub-arrays
                table = self._resolve(raw)
                self.lines.setdefault(table[:-1], number)
                self.lines[table] = number
            elif stripped.startswith("["):
                table = self._resolve(tuple(_split_key(stripped[1:stripped.find("]")])))
                self.lines[table] = number
            elif "=" in stripped:
                key, _, value = _split_assignment(stripped)
                path = table + tuple(_split_key(key))
                self.lines[path] = number
                self._stack = []
                self._scan_value(value, number, path)

    def _resolve(self, raw: tuple) -> tuple:
        path: list = []
        for end in range(1, len(raw) + 1):
            path.append(raw[end - 1])
            if raw[:end] in self._tables:
                path.append(self._tables[raw[:end]])
        return tuple(path)

    def _scan_value(self, text: str, number: int, path: tuple | None = None) -> None:
        """Follow brackets and strings of a value, recording the line of each array item."""
        i = 0
        while i < len(text):
            if self._string:
                if text[i] == "\\" and self._string[0] == '"':
                    i += 2
                    continue
                if text.startswith(self._string, i):
                    i += len(self._string)
                    self._string = None
                else:
                    i += 1
                continue
            char = text[i]
            if char == "#":
                break
            if char in "]}":
                if self._stack:
                    self._stack.pop()
            elif char == ",":
                if self._stack:
                    self._stack[-1][3] = False
            elif not char.isspace():
                item = self._item_path(number, path)
                if char in "[{":
                    self._stack.append([char, item, 0, False])
                elif char in "\"'":
                    self._string = text[i:i + 3] if text.startswith(char * 3, i) else char
                    i += len(self._string)
                    continue
            i += 1

    def _item_path(self, number: int, path: tuple | None) -> tuple | None:
        """Path of a value starting here: a new item of the enclosing array, or the key's value."""
        if not self._stack:
            return path
        top = self._stack[-1]
        if top[0] != "[" or top[3] or top[1] is None:
            return None
        item = top[1] + (top[2],)
        top[2] += 1
        top[3] = True
        self.lines[item] = number
        return item

    def line_of(self, loc: tuple) -> int | None:
        """Line of the key path, or of its nearest enclosing key found."""
        for end in range(len(loc), 0, -1):
            if loc[:end] in self.lines:
                return self.lines[loc[:end]]
        return None


def _split_key(key: str) -> list[str]:
    """The parts of a (dotted, possibly quoted) TOML key."""
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"|\'([^\']*)\'|([^.\s]+)', key)
    return [next(p for p in groups if p) if any(groups) else "" for groups in parts]


def _split_assignment(line: str) -> tuple[str, str, str]:
    """`key = value` split at the first `=` outside quotes."""
    quote = None
    for i, char in enumerate(line):
        if quote:
            quote = None if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "=":
            return line[:i].strip(), "=", line[i + 1:]
    return line, "", ""


def load_regulation(text: str, source_name: str = "") -> Regulation:
    """Parse and validate a regulation file; RegulationError names each bad key and its line."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"at line (\d+), column (\d+)", str(exc))
        line = int(found.group(1)) if found else None
        column = f"第 {found.group(2)} 列，" if found else ""
        detail = re.sub(r"\s*\(at [^)]*\)$", "", str(exc))
        issue = RegulationIssue(
            "", None, f"TOML 写法有误（{column}{detail}），请检查引号、括号、等号和逗号", line, show_value=False
        )
        raise RegulationError([issue], source_name) from None
    try:
        return Regulation.model_validate(data)
    except ValidationError as exc:
        raise RegulationError(_issues(exc, _KeyLines(text)), source_name) from None


def _issues(exc: ValidationError, key_lines: "_KeyLines | None" = None) -> list[RegulationIssue]:
    issues = []
    for error in exc.errors():
        loc = _clean_loc(error["loc"])
        expected, show_value = _expected(error)
        value = error.get("input")
        if error["type"] in ("union_tag_not_found", "union_tag_invalid"):
            loc, value = loc + ("kind",), value.get("kind")
        line = key_lines.line_of(loc) if key_lines else None
        show_value = show_value and not _is_table(value)
        issues.append(RegulationIssue(_path_text(loc), value, expected, line, show_value))
    return issues


def _is_table(value: Any) -> bool:
    """Whether a value is a table or a list of tables (too long to quote in a message)."""
    return isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, dict) for v in value))


def list_presets() -> list[str]:
    """The ids of the shipped presets (data/presets/<id>.toml), sorted."""
    return sorted(path.stem for path in PRESETS_DIR.glob("*.toml"))


def load_preset(preset_id: str) -> Regulation:
    """The shipped preset ``preset_id``; PresetNotFound if there is none."""
    if preset_id not in list_presets():
        raise PresetNotFound(preset_id)
    path = PRESETS_DIR / f"{preset_id}.toml"
    return load_regulation(path.read_text(encoding="utf-8"), path.name)


# --------------------------------------------------------------------------- lint

@dataclass(frozen=True)
class LintWarning:
    """A contradiction or doubtful value in a regulation, for the organisers.

    ``level`` "info" only states which reading is in force."""

    code: str
    clause: str
    message: str
    level: Literal["warning", "info"] = "warning"


def _lint_announced_cuts(reg: Regulation):
    cuts = getattr(reg.format, "cuts", None)
    if cuts is None:
        return
    for announced in reg.announced.cuts:
        rule = cuts.get(announced.after_round)
        if rule != announced.keep:
            rule_text = f"{rule} 人" if rule is not None else "不淘汰"
            yield LintWarning(
                "cut_announced",
                f"{announced.clause} ↔ {reg.clause_of('format.cuts')}",
                f"第{announced.after_round}轮后晋级人数：赛程公告写 {announced.keep} 人，规则为 {rule_text}；"
                f"按规则执行，如以公告为准请修改规程。",
            )


def prize_money_total(reg: Regulation) -> int:
    """Money the prize table pays out.

    Arena: teams × (basic + floating_base) — bouts only move the floating money between teams.
    Otherwise Σ amount × places over ``ranges`` + the family award + groups × Σ amount × places
    over ``group_ranges`` + Σ k × reach[k] of the knockout bonuses (000: 520 + 388 + 288 + 188
    + 4×100 + 8×50 + 16×20 + 32×10 + family 100 = 2924)."""
    if isinstance(reg.format, ArenaFormat):
        pool = reg.format.pool
        return len(reg.format.teams) * (pool.basic + pool.floating_base)
    family = reg.prizes.family_award.amount if reg.prizes.family_award else 0
    groups = len(reg.format.groups) if isinstance(reg.format, GroupKnockoutFormat) else 1
    total = prize_table_total(reg.prizes.ranges, family) + groups * prize_table_total(reg.prizes.group_ranges)
    if reg.prizes.knockout_bonus:
        total += sum(size * bonus for size, bonus in reg.prizes.knockout_bonus.reach.items())
    return int(total)


def _lint_prize_total(reg: Regulation):
    announced = reg.announced.prize_total
    if announced is None:
        return
    total = prize_money_total(reg)
    if total != announced.amount:
        family = reg.prizes.family_award
        with_family = f"（含家族奖 {family.amount} 元）" if family else ""
        yield LintWarning(
            "prize_total",
            f"{announced.clause} ↔ {reg.clause_of('prizes.ranges')}",
            f"奖励表合计 {total} 元{with_family}，与公告的总奖励 {announced.amount} 元不符。",
        )


def _lint_event_dates(reg: Regulation):
    announced = reg.announced.event_dates
    dated = sorted({slot.starts_at.date() for slot in reg.schedule.rounds if slot.starts_at})
    if announced is None or not dated or set(dated) == set(announced.dates):
        return
    yield LintWarning(
        "event_dates",
        f"{announced.clause} ↔ {reg.clause_of('schedule.rounds')}",
        f"比赛日期：公告写 {'、'.join(map(str, sorted(announced.dates)))}，"
        f"赛程表各轮在 {'、'.join(map(str, dated))}；按赛程表执行，请组委确认。",
    )


def _lint_tiebreak_reading(reg: Regulation):
    for name in reg.format.all_tiebreaks:
        if name in ROUND_CUT_TIEBREAKS:
            yield LintWarning(
                "tiebreak_reading",
                reg.clause_of("format.tiebreaks"),
                f"“逐轮递减”有多种算法，本规程采用 {name}：{ROUND_CUT_TIEBREAKS[name]}。",
                level="info",
            )


def _lint_tiebreak_names(reg: Regulation):
    known = reg.format.KNOWN_TIEBREAKS
    for name in dict.fromkeys(reg.format.all_tiebreaks):
        if name not in known:
            yield LintWarning(
                "tiebreak_unknown",
                reg.clause_of("format.tiebreaks"),
                f"名次区分方法 {name} 不认识；本赛制可用：{'、'.join(sorted(known))}。",
            )


def _lint_weights(reg: Regulation):
    fmt = reg.format
    if isinstance(fmt, FourPlayerFormat) and len(fmt.weights) != fmt.rounds:
        yield LintWarning(
            "weights_count",
            reg.clause_of("format.weights"),
            f"设了 {len(fmt.weights)} 个轮次权值，但比赛共 {fmt.rounds} 轮。",
        )


def _lint_cuts(reg: Regulation):
    fmt = reg.format
    if not isinstance(fmt, FourPlayerFormat):
        return
    clause = reg.clause_of("format.cuts")
    previous = None
    for after_round, keep in sorted(fmt.cuts.items()):
        if not 1 <= after_round < fmt.rounds:
            yield LintWarning(
                "cut_round", clause,
                f"第{after_round}轮后晋级 {keep} 人：比赛只有 {fmt.rounds} 轮，此轮之后不能再淘汰。",
            )
        if previous is not None and keep >= previous[1]:
            yield LintWarning(
                "cuts_not_decreasing", clause,
                f"第{after_round}轮后晋级 {keep} 人，不少于第{previous[0]}轮后的 {previous[1]} 人：晋级人数应逐轮减少。",
            )
        if keep % fmt.table_size:
            yield LintWarning(
                "cut_table_size", clause,
                f"第{after_round}轮后晋级 {keep} 人，不是每桌 {fmt.table_size} 人的整数倍，下一轮无法排满。",
            )
        previous = (after_round, keep)


def _lint_capacity(reg: Regulation):
    fmt = reg.format
    if not isinstance(fmt, FourPlayerFormat):
        return
    limits = [("signup.capacity", reg.signup.capacity)]
    limits += [(f"capacity_pools[{i}]", pool.limit) for i, pool in enumerate(reg.capacity_pools)]
    for key, limit in limits:
        if limit is not None and limit % fmt.table_size:
            yield LintWarning(
                "capacity_table_size", reg.clause_of(key),
                f"人数上限 {limit} 不是每桌 {fmt.table_size} 人的整数倍。",
            )


def _lint_timetable_rounds(reg: Regulation):
    numbers = sorted(slot.number for slot in reg.schedule.rounds)
    if not numbers:
        return
    planned = reg.format.planned_rounds
    arena = isinstance(reg.format, ArenaFormat)
    if numbers != list(range(1, len(numbers) + 1)) or (len(numbers) > planned if arena else len(numbers) != planned):
        yield LintWarning(
            "timetable_rounds", reg.clause_of("schedule.rounds"),
            f"赛程表有 {len(numbers)} 轮（第{'、'.join(map(str, numbers))}轮），"
            f"赛制{'最多' if arena else '共'} {planned} 轮。",
        )


def _dated_rounds(reg: Regulation) -> list[RoundSlot]:
    return sorted((slot for slot in reg.schedule.rounds if slot.starts_at), key=lambda slot: slot.number)


def _lint_round_times(reg: Regulation):
    dated = _dated_rounds(reg)
    for earlier, later in zip(dated, dated[1:]):
        if later.starts_at <= earlier.starts_at:
            yield LintWarning(
                "round_times_order", reg.clause_of("schedule.rounds"),
                f"{later.label}（{later.starts_at:%Y-%m-%d %H:%M}）不晚于{earlier.label}（{earlier.starts_at:%Y-%m-%d %H:%M}）。",
            )


def _lint_deadline(reg: Regulation):
    dated = _dated_rounds(reg)
    deadline = reg.signup.deadline
    if dated and deadline and deadline >= dated[0].starts_at:
        yield LintWarning(
            "deadline_after_start", reg.clause_of("signup.deadline"),
            f"报名截止 {deadline:%Y-%m-%d %H:%M} 不早于{dated[0].label}开始 {dated[0].starts_at:%Y-%m-%d %H:%M}。",
        )


def _lint_prize_ranges(reg: Regulation):
    for key, ranges in (("prizes.ranges", reg.prizes.ranges), ("prizes.group_ranges", reg.prizes.group_ranges)):
        for division in dict.fromkeys(r.division for r in ranges):
            ordered = sorted((r for r in ranges if r.division == division), key=lambda r: r.from_rank)
            scope = f"（{division}）" if division else ""
            expected_next = 1
            for prize in ordered:
                if prize.from_rank < expected_next:
                    yield LintWarning(
                        "prize_overlap", reg.clause_of(key),
                        f"奖励表{scope}第{prize.from_rank}–{prize.to_rank}名与前一档重叠。",
                    )
                elif prize.from_rank > expected_next:
                    yield LintWarning(
                        "prize_gap", reg.clause_of(key),
                        f"奖励表{scope}缺第{expected_next}–{prize.from_rank - 1}名。",
                    )
                expected_next = max(expected_next, prize.to_rank + 1)


def _lint_knockout_field(reg: Regulation):
    fmt = reg.format
    if not isinstance(fmt, GroupKnockoutFormat):
        return
    field = len(fmt.groups) * fmt.advance_per_group + fmt.wildcards
    if field != fmt.knockout_size or fmt.knockout_size & (fmt.knockout_size - 1):
        yield LintWarning(
            "knockout_field", reg.clause_of("format.knockout_size"),
            f"淘汰赛 {fmt.knockout_size} 人：应为 2 的幂，且等于 {len(fmt.groups)} 组 × 前 {fmt.advance_per_group} 名"
            f" + {fmt.wildcards} 张外卡 = {field} 人。",
        )


_CHECKS = (
    _lint_announced_cuts,
    _lint_prize_total,
    _lint_event_dates,
    _lint_tiebreak_reading,
    _lint_tiebreak_names,
    _lint_weights,
    _lint_cuts,
    _lint_capacity,
    _lint_timetable_rounds,
    _lint_round_times,
    _lint_deadline,
    _lint_prize_ranges,
    _lint_knockout_field,
)


def lint(reg: Regulation) -> list[LintWarning]:
    """Contradictions and doubtful values of a valid regulation, in a fixed order."""
    return [warning for check in _CHECKS for warning in check(reg)]


# --------------------------------------------------------------------------- settings

class SettingError(ValueError):
    """A `/设置` item or value the regulation cannot take; the message is Chinese."""


_CLEAR = {"无", "关", "取消", "清除", "none"}
MAX_MINUTES = 24 * 60
MAX_CAPACITY = 100_000
_ROUND_ITEM = re.compile(r"第\s*(\S+?)\s*轮")


class _BadValue(Exception):
    def __init__(self, reason: str):
        self.reason = reason


def _text_value(value: str) -> str | None:
    return None if value in _CLEAR else value


def _datetime_value(value: str, *, date_means_end_of_day: bool = False) -> datetime | None:
    if value in _CLEAR:
        return None
    if date_means_end_of_day and re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", value):
        value += " 23:59:59"
    try:
        when = _parse_local_datetime(value)
    except PydanticCustomError as exc:
        raise _BadValue(exc.message()) from None
    if not EARLIEST_YEAR <= when.year <= LATEST_YEAR:
        raise _BadValue(f"年份应在 {EARLIEST_YEAR}–{LATEST_YEAR} 之间")
    return when


def _minutes_value(value: str) -> int | None:
    if value in _CLEAR:
        return None
    minutes = numbers.whole(value.removesuffix("钟").removesuffix("分"), lo=1, hi=MAX_MINUTES)
    if minutes is None:
        raise _BadValue(f"应为分钟数（1 到 {MAX_MINUTES} 的正整数）")
    return minutes


def _set_deadline(data: dict, value: str, reg: Regulation) -> None:
    deadline = _datetime_value(value, date_means_end_of_day=True)
    data["signup"]["deadline"] = deadline.isoformat() if deadline else None


def _set_capacity(data: dict, value: str, reg: Regulation) -> None:
    parts = value.split()
    if len(parts) == 2 and reg.capacity_pools:
        division = next((d for d in reg.divisions if parts[0] in (d.key, d.name)), None)
        pool = next((i for i, p in enumerate(reg.capacity_pools) if division and division.key in p.divisions), None)
        if pool is None:
            raise _BadValue(f"没有组别「{parts[0]}」的人数上限（组别：{'、'.join(d.name for d in reg.divisions)}）")
        data["capacity_pools"][pool]["limit"] = _capacity_value(parts[1])
        return
    data["signup"]["capacity"] = None if value in _CLEAR else _capacity_value(value)


def _capacity_value(value: str) -> int:
    limit = numbers.whole(value, lo=1, hi=MAX_CAPACITY)
    if limit is None:
        raise _BadValue(f"人数应为 1 到 {MAX_CAPACITY} 的正整数")
    return limit


def _set_approval(data: dict, value: str, reg: Regulation) -> None:
    switch = {"开": True, "是": True, "要": True, "true": True, "关": False, "否": False, "不要": False, "false": False}
    if value not in switch:
        raise _BadValue("应为 开 或 关")
    data["signup"]["require_approval"] = switch[value]


def _set_cutoff(data: dict, value: str, reg: Regulation) -> None:
    if value in _CLEAR:
        data["schedule"]["cutoff"] = None
        return
    try:
        data["schedule"]["cutoff"] = _parse_local_time(value).isoformat()
    except PydanticCustomError as exc:
        raise _BadValue(exc.message()) from None


def _set_field(section: str | None, key: str, parse):
    def setter(data: dict, value: str, reg: Regulation) -> None:
        (data[section] if section else data)[key] = parse(value)
    return setter


_SETTINGS = {
    "名称": ("/设置 名称 2026年小蛮腰杯", _set_field(None, "name", str)),
    "房间": ("/设置 房间 四暗三通7房（无：不设）", _set_field(None, "room", _text_value)),
    "时区": ("/设置 时区 Asia/Shanghai", _set_field(None, "timezone", str)),
    "报名截止": ("/设置 报名截止 2026-12-10 20:00", _set_deadline),
    "第N轮": ("/设置 第1轮 2026-12-12 20:00（第1轮带动整个赛程按原间隔平移）", None),
    "迟到": ("/设置 迟到 15（分钟，超时判弃权；无：不限）", _set_field("schedule", "no_show_minutes", _minutes_value)),
    "截止时间": ("/设置 截止时间 23:30（无：不设）", _set_cutoff),
    "人数上限": ("/设置 人数上限 128（分组别的：/设置 人数上限 青少年组 256）", _set_capacity),
    "审核": ("/设置 审核 开（或 关）", _set_approval),
    "群名片格式": ("/设置 群名片格式 【{family}】{nick}（无：不要求）", _set_field("signup", "group_card_format", _text_value)),
}


def setting_names() -> list[str]:
    """The items `/设置` accepts, for the help."""
    return list(_SETTINGS)


def setting_example(item: str) -> str:
    """The right form of a `/设置` item, e.g. `/设置 报名截止 2026-12-10 20:00`."""
    key = "第N轮" if _ROUND_ITEM.fullmatch(item) else item
    return _SETTINGS[key][0]


def apply_setting(reg: Regulation, item: str, value: str, now: datetime | None = None) -> Regulation:
    """The regulation with one value changed by `/设置 <项> <值>`, validated again.

    ``第N轮``: the start of round N; for N = 1 the whole timetable moves with it, keeping its
    gaps (see ``shift_timetable``). Every date lies in the years EARLIEST_YEAR–LATEST_YEAR.
    With ``now`` (an organiser setting the date of a real tournament, not a template), a date
    may not put the timetable out of order: the sign-up deadline after round 1, a round not
    after the one before it."""
    item, value = item.strip(), value.strip()
    round_item = _ROUND_ITEM.fullmatch(item)
    if not round_item and item not in _SETTINGS:
        raise SettingError(f"没有可设置的项「{numbers.echo(item)}」。可设置：{'、'.join(setting_names())}")

    def refuse(reason: str) -> SettingError:
        return SettingError(
            f"设置「{numbers.echo(item)}」的值「{numbers.echo(value)}」不对：{reason}。正确写法：{setting_example(item)}"
        )

    try:
        if round_item:
            planned = reg.format.planned_rounds
            number = numbers.whole(round_item.group(1), lo=1, hi=planned)
            if number is None:
                raise _BadValue(f"本赛制只有第1–{planned}轮")
            new = _set_round(reg, number, _datetime_value(value))
        else:
            data = reg.model_dump(mode="json")
            _SETTINGS[item][1](data, value, reg)
            new = Regulation.model_validate(data)
        if now is not None and (round_item or item == "报名截止"):
            _check_order(new)
        return new
    except _BadValue as exc:
        raise refuse(exc.reason) from None
    except ValidationError as exc:
        raise refuse(_issues(exc)[0].expected) from None


def _check_order(reg: Regulation) -> None:
    """Refuse a timetable out of order."""
    shown = lambda when: when.astimezone(ZoneInfo(reg.timezone)).strftime("%Y-%m-%d %H:%M")  # noqa: E731
    dated = [(slot.label, reg.schedule.round_start(slot.number)) for slot in reg.schedule.rounds]
    dated = [(label, when) for label, when in dated if when is not None]
    deadline = reg.signup.deadline_utc()
    if deadline is not None and dated and deadline > dated[0][1]:
        raise _BadValue(f"报名截止 {shown(deadline)} 会晚于{dated[0][0]}开始 {shown(dated[0][1])}，赛程次序不对")
    for (label, when), (next_label, next_when) in zip(dated, dated[1:]):
        if next_when <= when:
            raise _BadValue(f"{next_label} {shown(next_when)} 应晚于{label} {shown(when)}，赛程次序不对")


def _stage_of(reg: Regulation, number: int) -> str:
    fmt = reg.format
    if isinstance(fmt, GroupKnockoutFormat):
        return "group" if number <= fmt.group_rounds else "knockout"
    return "bout" if isinstance(fmt, ArenaFormat) else "main"


def _set_round(reg: Regulation, number: int, starts_at: datetime | None) -> Regulation:
    if number == 1 and starts_at is not None:
        return shift_timetable(reg, starts_at)
    data = reg.model_dump(mode="json")
    rounds = data["schedule"]["rounds"]
    slot = next((s for s in rounds if s["number"] == number), None)
    if slot is None:
        slot = {"number": number, "label": f"第{number}轮", "stage": _stage_of(reg, number)}
        rounds.append(slot)
        rounds.sort(key=lambda s: s["number"])
    slot["starts_at"] = starts_at.isoformat() if starts_at else None
    slot["after_round_1"] = None
    return Regulation.model_validate(data)


def shift_timetable(reg: Regulation, first_round_start: datetime) -> Regulation:
    """The timetable moved so that round 1 starts at ``first_round_start`` (naive local, or
    aware and converted to the regulation's zone), every dated round and event keeping its gap:
    new = old + (first_round_start − old round-1 start). A round or event kept as a template
    (no date, ``after_round_1`` set) gets first_round_start + after_round_1. The sign-up
    deadline does not move; the dates the original text announced are dropped."""
    if first_round_start.tzinfo is not None:
        first_round_start = first_round_start.astimezone(ZoneInfo(reg.timezone)).replace(tzinfo=None)
    first = reg.schedule.slot(1)
    shift = first_round_start - first.starts_at if first and first.starts_at else timedelta(0)

    def moved(when: datetime | None, gap: timedelta | None) -> datetime | None:
        if when is not None:
            return when + shift
        return first_round_start + gap if gap is not None else None

    rounds = [
        slot.model_copy(update={
            "starts_at": first_round_start if slot.number == 1 else moved(slot.starts_at, slot.after_round_1),
            "after_round_1": None,
        })
        for slot in reg.schedule.rounds
    ]
    if first is None:
        rounds.insert(0, RoundSlot(number=1, label="第1轮", stage=_stage_of(reg, 1), starts_at=first_round_start))
    events = [
        event.model_copy(update={"at": moved(event.at, event.after_round_1), "after_round_1": None})
        for event in reg.schedule.events
    ]
    return _with_schedule(reg, rounds, events, reg.signup.deadline)


def without_dates(reg: Regulation) -> Regulation:
    """The regulation as a template: no sign-up deadline, no dated round or event; each dated
    round and event keeps its gap after round 1 (``after_round_1`` = date − round-1 start) so
    that setting round 1 dates the whole timetable again (``shift_timetable``)."""
    first = reg.schedule.slot(1)
    origin = first.starts_at if first else None

    def gap(when: datetime | None, kept: timedelta | None) -> timedelta | None:
        return when - origin if when is not None and origin is not None else kept

    rounds = [
        slot.model_copy(update={"starts_at": None, "after_round_1": gap(slot.starts_at, slot.after_round_1)})
        for slot in reg.schedule.rounds
    ]
    events = [
        event.model_copy(update={"at": None, "after_round_1": gap(event.at, event.after_round_1)})
        for event in reg.schedule.events
    ]
    return _with_schedule(reg, rounds, events, None)


def _with_schedule(
    reg: Regulation, rounds: list[RoundSlot], events: list[ScheduleEvent], deadline: datetime | None
) -> Regulation:
    data = reg.model_dump(mode="json")
    data["schedule"]["rounds"] = [slot.model_dump(mode="json") for slot in rounds]
    data["schedule"]["events"] = [event.model_dump(mode="json") for event in events]
    data["signup"]["deadline"] = deadline.isoformat() if deadline else None
    data["announced"]["event_dates"] = None  # the organisers' new dates supersede the announcement
    return Regulation.model_validate(data)


def has_past_dates(reg: Regulation, now: datetime) -> bool:
    """Whether the sign-up deadline, a round start or an event lies before ``now`` (aware)."""
    times = [reg.signup.deadline_utc()]
    times += [reg.schedule.round_start(slot.number) for slot in reg.schedule.rounds]
    times += [reg.schedule.event_at(event) for event in reg.schedule.events]
    return any(when is not None and when < now for when in times)
