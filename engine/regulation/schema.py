"""The regulation's schema: sign-up, timetable, scoring, penalties, disputes, prizes and the
whole Regulation; its ``format`` is the union of every format's schema part (engine/formats)."""

import string
from datetime import UTC, date, datetime, timedelta
from fractions import Fraction
from typing import Annotated, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, PrivateAttr, field_validator, model_validator
from pydantic_core import PydanticCustomError

from engine.fields import (
    CARD_FORMAT_LIMIT,
    CARD_PLACEHOLDERS,
    DEFAULT_TIMEZONE,
    NAME_LIMIT,
    ROOM_LIMIT,
    Duration,
    LocalDateTime,
    LocalTime,
    NoneWord,
    Points,
    SignupField,
    _Model,
)
from engine.formats import ArenaFormat
from engine.formats import FormatSchema as Format

from .division_schema import CapacityPool as CapacityPool
from .division_schema import Division as Division
from .field_size import FieldSize
from .prize_schema import (  # noqa: F401  re-exported: the prizes were defined here
    DanAward,
    FamilyAward,
    KnockoutBonus,
    LuckyPlaces,
    PrizeRange,
    Prizes,
    SpecialAward,
)


class _Zoned(_Model):
    """A part of the regulation holding local times; the Regulation gives it its time zone."""

    _timezone: str = PrivateAttr(DEFAULT_TIMEZONE)

    def _utc(self, local: datetime | None) -> datetime | None:
        if local is None:
            return None
        return local.replace(tzinfo=ZoneInfo(self._timezone)).astimezone(UTC)


# --------------------------------------------------------------------------- sign-up


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
    certificate_required: bool = False
    """Only players holding the certificate (证书 有, 段位证书) may sign up; the field is asked
    for where a sign-up lacks it."""
    withdraw_deadline_before_start: Duration | None = None
    late_withdrawal_ban_days: int | None = Field(default=None, ge=1)
    late_entry_points: Points = Fraction(0)
    """The points a player entered after sign-up closed (``/补报``) gets in a Swiss for each
    round he missed (the rounds seated before his first)."""
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
            raise PydanticCustomError(
                "card_format", "群名片格式最多 {n} 个字", {"n": CARD_FORMAT_LIMIT}
            )
        try:
            fields = [
                (name, spec, conversion)
                for _, name, spec, conversion in string.Formatter().parse(value)
                if name is not None
            ]
        except ValueError:
            raise PydanticCustomError(
                "card_format",
                "群名片格式的花括号不成对：占位符写成 {allowed}，其余文字不要用 { }",
                {"allowed": allowed},
            ) from None
        for name, spec, conversion in fields:
            if name not in CARD_PLACEHOLDERS or spec or conversion:
                shown = (
                    "{"
                    + name
                    + (f"!{conversion}" if conversion else "")
                    + (f":{spec}" if spec else "")
                    + "}"
                )
                raise PydanticCustomError(
                    "card_format",
                    "群名片格式里的 {name} 不认识，可用：{allowed}",
                    {"name": shown, "allowed": allowed},
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
    after_previous: Duration | None = None
    """Without a date of its own: the round starts this long after the previous round's start
    (000: round 6 is played right after round 5 the same evening)."""
    ends_at: LocalDateTime | None = None
    """The round's own end (online events: 第1轮 13:10–13:50): results are due then."""
    window_opens: LocalDateTime | None = None
    """A round with a date window instead of a start (「3月18日至6月18日之间自行约定」): the
    pair agrees a time between ``window_opens`` and ``ends_at`` (then required); the round has
    no ``starts_at``."""

    @model_validator(mode="after")
    def _window(self) -> "RoundSlot":
        if self.window_opens is not None:
            if self.starts_at is not None or self.after_previous is not None:
                raise PydanticCustomError(
                    "round_window",
                    "第{n}轮：window_opens（自行约定的时间段）与 starts_at / after_previous "
                    "只能写一个",
                    {"n": self.number},
                )
            if self.ends_at is None:
                raise PydanticCustomError(
                    "round_window",
                    "第{n}轮：写了 window_opens 就要写 ends_at（时间段的结束，如 "
                    "ends_at = 2026-06-18T23:59:00）",
                    {"n": self.number},
                )
        begins = self.window_opens or self.starts_at
        if self.ends_at is not None and begins is not None and self.ends_at <= begins:
            raise PydanticCustomError(
                "round_end",
                "第{n}轮：ends_at {end} 不晚于开始 {start}",
                {"n": self.number, "end": str(self.ends_at), "start": str(begins)},
            )
        return self


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
    checkin_opens_before: Annotated[Duration | None, NoneWord] = timedelta(minutes=30)
    """None (``"无"``, 0, false): no notice that check-in opens; /签到 counts for the next
    round at any time."""
    window_reminder_before: Annotated[Duration | None, NoneWord] = timedelta(days=2)
    """A round with a date window: the pairs without a result are reminded this long before
    the window's end (None: no reminder)."""
    time_control: str | None = Field(default=None, max_length=60)
    """The time control as players read it (002: 每方基本时限40分钟，3次10秒读秒), shown with
    each round's tables and reminders; None: not announced."""
    auto_forfeit: bool = False
    """At the no-show limit, forfeit by itself the players not checked in (the bot cannot see
    the game room: off, it lists them for the arbitrators instead)."""
    group_notice: bool = False
    """Post the timetable and each round's start also as a group announcement (群公告; the bot
    must be a group admin)."""
    quiet_during_games: bool = False
    """Mute the whole group from a round's start to its cutoff (or its close without a cutoff);
    group admins and the owner can still speak (the bot must be a group admin)."""
    pair_on_close: bool = False
    """Seat the next round as soon as a round is closed, when both are of the same stage (003:
    several group rounds a day at fixed times): the tables are posted at once and the round's
    start is called at its time."""

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
        if slot is None:
            return None
        if slot.starts_at is None and slot.after_previous is not None and number > 1:
            previous = self.round_start(number - 1)
            return previous + slot.after_previous if previous is not None else None
        return self._utc(slot.starts_at)

    def round_end(self, number: int) -> datetime | None:
        """End of round ``number`` (its ``ends_at``) as an aware UTC date-time, or None."""
        slot = self.slot(number)
        return self._utc(slot.ends_at) if slot is not None else None

    def window_opens(self, number: int) -> datetime | None:
        """Opening of round ``number``'s date window as an aware UTC date-time; None for a
        round with a start (or none)."""
        slot = self.slot(number)
        return self._utc(slot.window_opens) if slot is not None else None

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


# ------------------------------------------------------------------ penalties, disputes


class Penalty(_Model):
    """A catalogued penalty (扣分), named by ``key`` in commands.

    ``points`` is the deduction (≤ 0) per ``per``: each occurrence, each game (once per game
    of the player's table, the game named `第k局`), or once per table (a round's table).
    ``cap``: the most a player loses this way in a round. ``warnings_before``: warnings given
    before any deduction. ``discretionary``: the referee chooses up to ``points`` (or only warns).
    ``loses_game``: the game is lost (the table's result changes). ``foul``: recorded as a foul
    (犯规): counted for tiebreaks and toward the format's fouls that lose a game.
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
    bans_future: bool = False
    """取消以后参赛资格: the player is banned from later events (a ban that outlives the
    tournament, checked at every later sign-up)."""
    ban_days: int | None = Field(default=None, ge=1)
    """With ``bans_future``: the ban's length in days (None: no end)."""
    clause: str
    description: str = ""

    @model_validator(mode="after")
    def _ban_length(self) -> "Penalty":
        if self.ban_days is not None and not self.bans_future:
            raise PydanticCustomError(
                "ban_days",
                "扣分项「{key}」写了 ban_days 却没有 bans_future = true"
                "（禁赛天数只用于取消以后参赛资格）",
                {"key": self.key},
            )
        return self

    @field_validator("points", "cap")
    @classmethod
    def _deduction(cls, value: Fraction | None) -> Fraction | None:
        if value is not None and value > 0:
            raise PydanticCustomError("deduction", "扣分应写成负数或 0，如 -5")
        return value


class Compensation(_Model):
    """Compensation (补分) a victim may be granted by the game's result (000 §九): any of the
    amounts ``loss`` after a lost game, ``draw`` after a drawn one, ``win`` after a won one
    (0 = none); ``open_partner``: the partner of a reported 开棋 player, unless that game was won.

    A victim is compensated only where a tablemate was penalised (a deduction) that round:
    ``causes`` are the catalogue entries whose victims may apply (empty: any deduction); a
    deduction whose reason is not in the catalogue (the referee's own ruling) always may.
    ``partner_causes``: the entries whose culprit's partner in that game gets ``open_partner``."""

    loss: list[Points] = []
    draw: Points = Fraction(0)
    win: Points = Fraction(0)
    open_partner: Points = Fraction(0)
    causes: list[str] = []
    partner_causes: list[str] = ["开棋"]


class Disputes(_Model):
    """Disputes (申诉/异议) and result confirmation."""

    deadline: Literal["match_day_midnight"] | None = None
    evidence_required: bool = False
    undecidable: Literal["panel", "lots", "replay"] = "panel"
    replay_allowed: bool = False
    auto_confirm_minutes: Annotated[int | None, NoneWord] = Field(default=10, ge=1)
    """None (``"无"``, 0, false): an unconfirmed report waits for the other side or an
    arbitrator."""
    unconfirmed: Literal["auto_confirm", "escalate"] = "auto_confirm"


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


class UnitRanking(_Model):
    """A team ranking from the individual standings (「团体成绩按每单位男子前2名、女子前1名的
    名次之和计算，小者列前」): each unit's best ``men`` men and best ``women`` women, their places
    summed (``by = "places"``, smaller first) or their points (``"points"``, larger first);
    the unit is the sign-up field ``field`` (单位, 队伍 or 家族), the gender the field 性别.
    ``name`` is what the chat calls it."""

    field: Literal["unit", "team", "family"] = "unit"
    men: int = Field(default=2, ge=0)
    women: int = Field(default=1, ge=0)
    by: Literal["places", "points"] = "places"
    name: str = Field(default="团体成绩", min_length=1, max_length=NAME_LIMIT)

    @model_validator(mode="after")
    def _someone_counts(self) -> "UnitRanking":
        if self.men + self.women < 1:
            raise PydanticCustomError(
                "unit_ranking_count",
                "unit_ranking 的 men 与 women 不能都为 0（如 men = 2、women = 1）",
            )
        return self


# --------------------------------------------------------------------------- the regulation


class Regulation(_Model):
    """A whole regulation (规程): everything that differs between tournaments."""

    id: str
    name: str = Field(min_length=1, max_length=NAME_LIMIT)
    game: Literal["junqi4", "go", "jieqi", "xiangqi", "chess"]
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
    unit_ranking: UnitRanking | None = None
    field_size: FieldSize | None = None
    announced: Announced = Announced()
    # whether the tournament's games count for the group's club rating (等级分, engine/rating.py)
    rated: bool = True

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise PydanticCustomError("timezone", "不是时区名称，应为如 Asia/Shanghai") from None
        return value

    @model_validator(mode="before")
    @classmethod
    def _swiss_colours(cls, data: object) -> object:
        """A Swiss (or a Swiss stage, or ``[field_size]``'s) leaving out ``colours`` gets the
        game's: Go draws them by nigiri (猜先), every other game alternates and balances them
        (红黑/先后手轮换)."""
        if not isinstance(data, dict):
            return data
        colours = "nigiri" if data.get("game") == "go" else "alternate"

        def filled(fmt: object) -> object:
            if not isinstance(fmt, dict):
                return fmt
            if fmt.get("kind") == "swiss" and "colours" not in fmt:
                return {**fmt, "colours": colours}
            if fmt.get("kind") == "stages" and isinstance(fmt.get("stages"), list):
                return {**fmt, "stages": [filled(stage) for stage in fmt["stages"]]}
            return fmt

        data = {**data}
        if "format" in data:
            data["format"] = filled(data["format"])
        rule = data.get("field_size")
        if isinstance(rule, dict):
            data["field_size"] = {
                k: filled(v) if k in ("small", "large") else v for k, v in rule.items()
            }
        return data

    @model_validator(mode="after")
    def _references(self) -> "Regulation":
        keys = [d.key for d in self.divisions]
        named = [key for pool in self.capacity_pools for key in pool.divisions]
        named += [
            r.division for r in (*self.prizes.ranges, *self.prizes.group_ranges) if r.division
        ]
        named += [r.division for r in self.prizes.lucky_places if r.division]
        named += [d.merge_into for d in self.divisions if d.merge_into]
        for key in named:
            if key not in keys:
                raise PydanticCustomError(
                    "division_ref",
                    "组别 {key} 未在 divisions 中定义（已定义：{keys}）",
                    {"key": key, "keys": "、".join(keys) or "无"},
                )
        penalty_keys = [p.key for p in self.penalties]
        for key in penalty_keys:
            if penalty_keys.count(key) > 1:
                raise PydanticCustomError("penalty_key", "扣分项「{key}」出现了两次", {"key": key})
        comp = self.compensation
        if comp is not None:
            named = [*comp.causes, *(comp.partner_causes if comp.open_partner else [])]
            for key in named:
                if key not in penalty_keys:
                    raise PydanticCustomError(
                        "compensation_cause",
                        "补分原因「{key}」不是扣分项（扣分项：{keys}）",
                        {"key": key, "keys": "、".join(penalty_keys) or "无"},
                    )
        if isinstance(self.format, ArenaFormat):
            numbers = [*self.format.challenger_numbers, self.format.champion]
            if self.signup.teams != self.format.teams or self.signup.numbers != numbers:
                raise PydanticCustomError(
                    "arena_signup",
                    "signup.teams/numbers 应与 format.teams 及攻擂编号加擂主一致（{teams}；"
                    "{numbers}）",
                    {"teams": "、".join(self.format.teams), "numbers": "、".join(numbers)},
                )
        self._unit_fields()
        self._merges()
        self.schedule._timezone = self.timezone
        self.signup._timezone = self.timezone
        return self

    def _unit_fields(self) -> None:
        """A unit ranking asks the sign-up for the unit's field and the gender (性别)."""
        units = self.unit_ranking
        if units is None:
            return
        if self.format.kind in ("team", "team_arena"):
            raise PydanticCustomError(
                "unit_ranking_format", "unit_ranking 只用于个人赛（本规程为团体赛制）"
            )
        words = {"unit": "单位", "team": "队伍", "family": "家族", "gender": "性别"}
        missing = [key for key in (units.field, "gender") if key not in self.signup.fields]
        if missing:
            raise PydanticCustomError(
                "unit_ranking_fields",
                "unit_ranking 需要报名填写 {names}：请在 signup.fields 中加入 {keys}"
                '（如 fields = ["{field}", "gender"]）',
                {
                    "names": "、".join(words[k] for k in missing),
                    "keys": "、".join(f'"{k}"' for k in missing),
                    "field": units.field,
                },
            )

    def _merges(self) -> None:
        """A division below its minimum merges into another one, never back into itself."""
        into = {d.key: d.merge_into for d in self.divisions if d.merge_into}
        for start in into:
            seen: list[str] = [start]
            key: str | None = into[start]
            while key is not None:
                if key in seen:
                    raise PydanticCustomError(
                        "merge_cycle",
                        "组别 {key} 的 merge_into 绕回了自己（{path}），请指向不再并组的组别",
                        {"key": start, "path": " → ".join([*seen, key])},
                    )
                seen.append(key)
                key = into.get(key)

    def clause_of(self, key: str) -> str:
        """The seed clause a key path comes from (``clauses`` table), else the key path itself."""
        return self.clauses.get(key, key)

    def penalty(self, key: str) -> Penalty | None:
        """The catalogued penalty named ``key`` (e.g. "说棋")."""
        return next((p for p in self.penalties if p.key == key), None)
