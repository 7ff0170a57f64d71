"""The organisers' /设置 items: one regulation value changed, validated like the file.

In two steps: the chat layer reads the item and value typed (``read_setting``: a ``Setting``,
no regulation needed), the service applies what was read to the tournament's regulation
(``change_setting``), which refuses what is wrong. ``apply_setting`` does both at once."""

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any, Generic, TypeVar
from zoneinfo import ZoneInfo

from pydantic import ValidationError
from pydantic_core import PydanticCustomError

from engine import numbers
from engine.fields import EARLIEST_YEAR, LATEST_YEAR, _parse_local_datetime, _parse_local_time
from engine.knockout.rounds import round_count, round_name

from .avoid_setting import Avoidance, read_avoidance, write_avoidance
from .loading import _issues
from .round_times import (
    RoundTimes,
    chinese_round,
    read_round_times,
    round_day,
    set_round_times,
    tournament_year,
    written_round_times,
)
from .schema import Regulation
from .stage_settings import (
    StageSettingError,
    knockout_stage,
    write_advance,
    write_groups,
    write_stage_rounds,
)
from .timetable import _set_round

# --------------------------------------------------------------------------- settings


class SettingError(ValueError):
    """A `/设置` item or value the regulation cannot take; the message is Chinese."""


_CLEAR = {"无", "关", "取消", "清除", "none"}
MAX_MINUTES = 24 * 60
MAX_CAPACITY = 100_000
_ROUND_ITEM = re.compile(r"第\s*(\S+?)\s*轮")


# a regulation as its JSON data, the form a setting writes into before it is validated again
_Data = dict[str, Any]


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


def _round_value(
    value: str, year: int | date | None = None, day: date | None = None
) -> RoundTimes | datetime | None:
    """`第N轮`'s value: a start, a start with its end or a date window (round_times.py), in
    the regulation's words (``written_round_times``: ``year`` for a date without one, ``day``
    for a time without a date)."""
    if value in _CLEAR:
        return None
    try:
        return read_round_times(written_round_times(value, year, day), _datetime_value)
    except ValueError as exc:
        raise _BadValue(str(exc)) from None


def _minutes_value(value: str) -> int | None:
    if value in _CLEAR:
        return None
    minutes = numbers.whole(value.removesuffix("钟").removesuffix("分"), lo=1, hi=MAX_MINUTES)
    if minutes is None:
        raise _BadValue(f"应为分钟数（1 到 {MAX_MINUTES} 的正整数）")
    return minutes


def _deadline_value(value: str) -> datetime | None:
    return _datetime_value(value, date_means_end_of_day=True)


def _write_deadline(data: _Data, deadline: datetime | None, reg: Regulation) -> None:
    data["signup"]["deadline"] = deadline.isoformat() if deadline is not None else None


@dataclass(frozen=True)
class Capacity:
    """`人数上限`'s value: the limit (None: no limit) of the whole field, or (`人数上限 <组别>
    <人数>`) of the pool of the division named; there `limit` None means the number was not one
    (a division's pool is never cleared), refused once the regulation tells whether it has such
    pools and that division."""

    limit: int | None
    division: str | None = None


_CAPACITY_REASON = f"人数应为 1 到 {MAX_CAPACITY} 的正整数"


def _capacity_of(value: str) -> Capacity:
    parts = value.split()
    if len(parts) == 2:
        return Capacity(numbers.whole(parts[1], lo=1, hi=MAX_CAPACITY), parts[0])
    return Capacity(None if value in _CLEAR else _capacity_value(value))


def _write_capacity(data: _Data, capacity: Capacity, reg: Regulation) -> None:
    if capacity.division is None:
        data["signup"]["capacity"] = capacity.limit
        return
    if not reg.capacity_pools:  # `<组别> <人数>` is then no number of people at all
        raise _BadValue(_CAPACITY_REASON)
    division = next((d for d in reg.divisions if capacity.division in (d.key, d.name)), None)
    pool = next(
        (i for i, p in enumerate(reg.capacity_pools) if division and division.key in p.divisions),
        None,
    )
    if pool is None:
        raise _BadValue(
            f"没有组别「{capacity.division}」的人数上限（组别："
            f"{'、'.join(d.name for d in reg.divisions)}）"
        )
    if capacity.limit is None:
        raise _BadValue(_CAPACITY_REASON)
    data["capacity_pools"][pool]["limit"] = capacity.limit


def _capacity_value(value: str) -> int:
    limit = numbers.whole(value, lo=1, hi=MAX_CAPACITY)
    if limit is None:
        raise _BadValue(_CAPACITY_REASON)
    return limit


_SWITCH = {
    "开": True,
    "是": True,
    "要": True,
    "true": True,
    "关": False,
    "否": False,
    "不要": False,
    "false": False,
}


def _switch_value(value: str) -> bool:
    if value not in _SWITCH:
        raise _BadValue("应为 开 或 关")
    return _SWITCH[value]


def _write_birth_required(data: _Data, required: bool, reg: Regulation) -> None:
    """Sign-ups must give a birth date (e.g. seed 004 七(一)1: the age on the match day is then
    checked where the format checks it), or no longer must."""
    fields = [f for f in data["signup"]["fields"] if f != "birth"]
    data["signup"]["fields"] = [*fields, "birth"] if required else fields


def _cutoff_value(value: str) -> time | None:
    if value in _CLEAR:
        return None
    try:
        return _parse_local_time(value)
    except PydanticCustomError as exc:
        raise _BadValue(exc.message()) from None


def _write_cutoff(data: _Data, cutoff: time | None, reg: Regulation) -> None:
    data["schedule"]["cutoff"] = cutoff.isoformat() if cutoff is not None else None


def _field(section: str | None, key: str) -> Callable[[_Data, object, Regulation], None]:
    def write(data: _Data, value: object, reg: Regulation) -> None:
        (data[section] if section else data)[key] = value

    return write


_T = TypeVar("_T")


@dataclass(frozen=True)
class _Item(Generic[_T]):
    """A /设置 item: its right form, how its value is read from chat (raising ``_BadValue``)
    and how the value read is written into the regulation's data (raising ``_BadValue`` for
    what only the regulation can refuse); a round's start has no writer: ``_set_round`` dates
    it, round 1 moving the whole timetable."""

    example: str
    read: Callable[[str], _T]
    write: Callable[[_Data, _T, Regulation], None] | None


def _knockout(data: _Data, item: str) -> _Data:
    """The ``[format]`` of a knockout on its own (a tournament of stages: its knockout stage's),
    or a refusal naming the item."""
    if data["format"]["kind"] == "stages":
        try:
            return knockout_stage(data, item)
        except StageSettingError as exc:
            raise _BadValue(str(exc)) from None
    if data["format"]["kind"] != "knockout":
        raise _BadValue(f"「{item}」只用于淘汰赛（预设 knockout），本赛事的赛制没有这一项")
    fmt: _Data = data["format"]
    return fmt


MAX_BRACKET = 1024


def _bracket_size_value(value: str) -> int:
    size = numbers.whole(value.removesuffix("签"), lo=2, hi=MAX_BRACKET)
    if size is None or size & (size - 1):
        raise _BadValue(f"签数应为 2 到 {MAX_BRACKET} 之间 2 的幂（2、4、8、16、32…）")
    return size


def _write_bracket_size(data: _Data, size: int, reg: Regulation) -> None:
    """签数: the bracket's positions. The sign-up capacity follows where it was the old size (or
    is above the new one); the timetable keeps one slot a round, each named by its round (16进8 …
    决赛) where it bore the old round's name, its date kept; added rounds have no date yet."""
    fmt = _knockout(data, "签数")
    old, capacity = fmt["size"], data["signup"]["capacity"]
    fmt["size"] = size
    if capacity is not None and (capacity == old or capacity > size):
        data["signup"]["capacity"] = size
    slots = {slot["number"]: slot for slot in data["schedule"]["rounds"]}
    if not slots:
        return
    rounds = []
    for number in range(1, round_count(size) + 1):
        slot = slots.get(number) or {"number": number, "label": "", "stage": "knockout"}
        if not slot["label"] or slot["label"] == round_name(old, number):
            slot["label"] = round_name(size, number)
        rounds.append(slot)
    data["schedule"]["rounds"] = rounds


def _seeds_value(value: str) -> int:
    seeds = numbers.whole(value.removesuffix("名"), lo=0, hi=MAX_BRACKET)
    if seeds is None:
        raise _BadValue("种子数应为 0 或正整数（0：全部抽签）")
    return seeds


def _knockout_field(key: str, item: str) -> Callable[[_Data, object, Regulation], None]:
    def write(data: _Data, value: object, reg: Regulation) -> None:
        _knockout(data, item)[key] = value

    return write


def _write_decider_time(data: _Data, value: str | None, reg: Regulation) -> None:
    _knockout(data, "加赛用时")["tie"]["decider_time_control"] = value


def _stage_rounds_value(value: str) -> int:
    rounds = numbers.whole(value.removesuffix("轮"), lo=1, hi=MAX_STAGE_ROUNDS)
    if rounds is None:
        raise _BadValue(f"轮数应为 1 到 {MAX_STAGE_ROUNDS} 的正整数")
    return rounds


def _advance_value(value: str) -> int:
    top = numbers.whole(value.removesuffix("人").removesuffix("名"), lo=2, hi=MAX_BRACKET)
    if top is None:
        raise _BadValue(f"晋级人数应为 2 到 {MAX_BRACKET} 的整数")
    return top


def _groups_value(value: str) -> tuple[int, int | None]:
    """`2组4人` (groups and players a group), `4组` (groups alone: a Swiss stage)."""
    found = re.fullmatch(r"\s*(\d+)\s*组\s*(?:(\d+)\s*人)?\s*", value)
    count = numbers.whole(found.group(1), lo=2, hi=16) if found else None
    size = numbers.whole(found.group(2), lo=2, hi=64) if found and found.group(2) else None
    if found is None or count is None or (found.group(2) and size is None):
        raise _BadValue(
            "分组应写 组数（2 到 16）和每组人数，例如 2组4人；积分编排只写组数，例如 4组"
        )
    return count, size


def _write_groups(data: _Data, value: tuple[int, int | None], reg: Regulation) -> None:
    try:
        write_groups(data, value)
    except StageSettingError as exc:
        raise _BadValue(str(exc)) from None


def _avoid_value(value: str) -> Avoidance | None:
    """`同单位回避`'s value (avoid_setting.py), or 关 (none)."""
    if value in _CLEAR:
        return None
    try:
        return read_avoidance(value)
    except ValueError as exc:
        raise _BadValue(str(exc)) from None


def _write_avoid(data: _Data, value: Avoidance | None, reg: Regulation) -> None:
    try:
        write_avoidance(data, value)
    except ValueError as exc:
        raise _BadValue(str(exc)) from None


def _stage_writer(write: Callable[[_Data, int], None]) -> Callable[[_Data, int, Regulation], None]:
    """A stage item's writer (engine/regulation/stage_settings.py); its refusals as _BadValue."""

    def run(data: _Data, value: int, reg: Regulation) -> None:
        try:
            write(data, value)
        except StageSettingError as exc:
            raise _BadValue(str(exc)) from None

    return run


MAX_STAGE_ROUNDS = 30
ROUND_ITEM = "第N轮"
# each item reads its own type of value (Any: the one table holds them all; an item's read
# and write agree, as each entry pairs them)
_SETTINGS: dict[str, _Item[Any]] = {
    "名称": _Item("/设置 名称 2026年小蛮腰杯", str, _field(None, "name")),
    "房间": _Item("/设置 房间 四暗三通7房（无：不设）", _text_value, _field(None, "room")),
    "时区": _Item("/设置 时区 Asia/Shanghai", str, _field(None, "timezone")),
    "报名截止": _Item("/设置 报名截止 2026-12-10 20:00", _deadline_value, _write_deadline),
    ROUND_ITEM: _Item(
        "/设置 第1轮 2026-12-12 20:00（第1轮带动整个赛程按原间隔平移；带结束时间："
        "2026-12-12 13:10–13:50 或 下午1:10到1:50；自行约定的时间段：2027-03-18 至 2027-06-18 或 "
        "3月18日至6月18日）",
        _round_value,
        None,
    ),
    "迟到": _Item(
        "/设置 迟到 15（分钟，超时判弃权；无：不限）",
        _minutes_value,
        _field("schedule", "no_show_minutes"),
    ),
    "自动弃权": _Item(
        "/设置 自动弃权 开（迟到时限到时自动判未签到者弃权；关：只列出名单请仲裁处理）",
        _switch_value,
        _field("schedule", "auto_forfeit"),
    ),
    "用时": _Item(
        "/设置 用时 每方40分钟，3次10秒读秒（无：不公布）",
        _text_value,
        _field("schedule", "time_control"),
    ),
    "截止时间": _Item("/设置 截止时间 23:30（无：不设）", _cutoff_value, _write_cutoff),
    "人数上限": _Item(
        "/设置 人数上限 128（分组别的：/设置 人数上限 青少年组 256）", _capacity_of, _write_capacity
    ),
    "审核": _Item("/设置 审核 开（或 关）", _switch_value, _field("signup", "require_approval")),
    "出生必填": _Item(
        "/设置 出生必填 开（报名须写 出生 日期，如 出生 2008-05-01；关：不要求）",
        _switch_value,
        _write_birth_required,
    ),
    "群公告": _Item(
        "/设置 群公告 开（赛程与每轮开赛同时发群公告，机器人须是群管理员；关：不发）",
        _switch_value,
        _field("schedule", "group_notice"),
    ),
    "比赛时禁言": _Item(
        "/设置 比赛时禁言 开（每轮开赛到截止时间全员禁言，群管理员不受影响，机器人须是群管理员；"
        "关：不禁言）",
        _switch_value,
        _field("schedule", "quiet_during_games"),
    ),
    "群名片格式": _Item(
        "/设置 群名片格式 【{family}】{nick}（无：不要求）",
        _text_value,
        _field("signup", "group_card_format"),
    ),
    "签数": _Item(
        "/设置 签数 8（淘汰赛签表位置数，2 的幂；人数上限随之调整）",
        _bracket_size_value,
        _write_bracket_size,
    ),
    "种子数": _Item(
        "/设置 种子数 4（淘汰赛按等级分定的种子数，0：全部抽签）",
        _seeds_value,
        _knockout_field("seeds", "种子数"),
    ),
    "三四名": _Item(
        "/设置 三四名 开（淘汰赛半决赛负者再赛三四名；关：并列第3）",
        _switch_value,
        _knockout_field("third_place", "三四名"),
    ),
    "加赛用时": _Item(
        "/设置 加赛用时 快棋每方10分钟，每步加5秒（淘汰赛加赛局的用时；无：不公布）",
        _text_value,
        _write_decider_time,
    ),
    "轮数": _Item(
        "/设置 轮数 5（分阶段赛积分编排阶段的轮数；之后各阶段的轮次随之顺延）",
        _stage_rounds_value,
        _stage_writer(write_stage_rounds),
    ),
    "晋级人数": _Item(
        "/设置 晋级人数 4（分阶段赛进入下一阶段的人数；淘汰赛签数随之调整）",
        _advance_value,
        _stage_writer(write_advance),
    ),
    "分组": _Item(
        "/设置 分组 2组4人（分阶段赛分组进行的阶段：组数和每组人数；下一阶段随之调整）",
        _groups_value,
        _write_groups,
    ),
    "等级分": _Item(
        "/设置 等级分 关（本赛事的对局不计入本群等级分；开：计入）",
        _switch_value,
        _field(None, "rated"),
    ),
    "同单位回避": _Item(
        "/设置 同单位回避 单位（或 队伍、家族：积分编排时同单位的选手尽量不相遇；只在首轮或前3轮："
        "队伍 首轮、单位 前3轮；关：不回避）",
        _avoid_value,
        _write_avoid,
    ),
}

# what a /设置 value is once read: text, a switch, minutes, a date-time, a time of day, a capacity
SettingValue = str | bool | int | datetime | time | Capacity | RoundTimes | Avoidance | None


@dataclass(frozen=True)
class Setting:
    """A `/设置 <项> <值>` as read from chat, before it meets a regulation (``read_setting``).

    `item` and `text` are the item and value as written (stripped): the reply, the audit record
    and the tournament's overrides repeat them. `key` is the /设置 item they name
    (``ROUND_ITEM`` for any round), None when they name none. `value` is the value read
    (``SettingValue``; for a round its start, None to clear it), `round` that round's number
    (None when `第…轮` holds no whole number from 1). Where the value cannot be one, `problem`
    says why instead: like a round beyond the format's or an unknown item, it is refused when
    the setting is applied (``change_setting``), so that a refusal comes after the permission
    checks and in the order the regulation's own checks put it."""

    item: str
    text: str
    key: str | None
    value: SettingValue = None
    round: int | None = None
    problem: str | None = None

    @property
    def is_round(self) -> bool:
        """Whether the setting dates a round (`第N轮`)."""
        return self.key == ROUND_ITEM


def setting_names() -> list[str]:
    """The items `/设置` accepts, for the help."""
    return list(_SETTINGS)


def setting_example(item: str) -> str:
    """The right form of a `/设置` item, e.g. `/设置 报名截止 2026-12-10 20:00`."""
    key = ROUND_ITEM if _ROUND_ITEM.fullmatch(item) else item
    return _SETTINGS[key].example


def read_setting(item: str, value: str) -> Setting:
    """`/设置 <项> <值>` read into a ``Setting``: the item named and its value in typed form (or
    why it cannot be one). Never raises: what is wrong is refused by ``change_setting``."""
    item, value = item.strip(), value.strip()
    round_item = _ROUND_ITEM.fullmatch(item)
    key = ROUND_ITEM if round_item else item if item in _SETTINGS else None
    if key is None:
        return Setting(item, value, None)
    number = None
    if round_item:  # 第3轮, or as regulations write it 第三轮
        written = round_item.group(1)
        number = numbers.whole(written, lo=1) or chinese_round(written)
    try:
        return Setting(item, value, key, _SETTINGS[key].read(value), number)
    except _BadValue as exc:
        return Setting(item, value, key, round=number, problem=exc.reason)


def apply_setting(
    reg: Regulation, item: str, value: str, now: datetime | None = None
) -> Regulation:
    """The regulation with one value changed by `/设置 <项> <值>` (``read_setting``, then
    ``change_setting``)."""
    return change_setting(reg, read_setting(item, value), now)


def change_setting(reg: Regulation, setting: Setting, now: datetime | None = None) -> Regulation:
    """The regulation with one value changed by a `/设置` read by ``read_setting``, validated
    again; a ``SettingError`` says what is wrong and shows the right form.

    ``第N轮``: the start of round N; for N = 1 the whole timetable moves with it, keeping its
    gaps (see ``shift_timetable``). Every date lies in the years EARLIEST_YEAR–LATEST_YEAR.
    With ``now`` (an organiser setting the date of a real tournament, not a template), a date
    may not put the timetable out of order: the sign-up deadline after round 1, a round not
    after the one before it."""
    key = setting.key
    if key is None:
        raise SettingError(
            f"没有可设置的项「{numbers.echo(setting.item)}」。可设置：{'、'.join(setting_names())}"
        )

    def refuse(reason: str) -> SettingError:
        return SettingError(
            f"设置「{numbers.echo(setting.item)}」的值「{numbers.echo(setting.text)}」不对：{reason}。"
            f"正确写法：{_SETTINGS[key].example}"
        )

    try:
        if setting.is_round:
            planned = reg.format.planned_rounds
            if setting.round is None or setting.round > planned:
                raise _BadValue(f"本赛制只有第1–{planned}轮")
            # read again with what the regulation knows: the year and the round's day
            value = _round_value(
                setting.text, tournament_year(reg, now), round_day(reg, setting.round)
            )
            if isinstance(value, RoundTimes):
                new = set_round_times(reg, setting.round, value, _set_round)
            else:
                starts_at = value if isinstance(value, datetime) else None
                new = _set_round(reg, setting.round, starts_at)
        else:
            if setting.problem is not None:
                raise _BadValue(setting.problem)
            data = reg.model_dump(mode="json")
            write = _SETTINGS[key].write
            if write is not None:
                write(data, setting.value, reg)
            new = Regulation.model_validate(data)
        if now is not None and (setting.is_round or key == "报名截止"):
            _check_order(new)
        return new
    except _BadValue as exc:
        raise refuse(exc.reason) from None
    except ValidationError as exc:
        raise refuse(_issues(exc)[0].expected) from None


def _check_order(reg: Regulation) -> None:
    """Refuse a timetable out of order."""

    def shown(when: datetime) -> str:
        return when.astimezone(ZoneInfo(reg.timezone)).strftime("%Y-%m-%d %H:%M")

    starts = [(slot.label, reg.schedule.round_start(slot.number)) for slot in reg.schedule.rounds]
    dated = [(label, when) for label, when in starts if when is not None]
    deadline = reg.signup.deadline_utc()
    if deadline is not None and dated and deadline > dated[0][1]:
        raise _BadValue(
            f"报名截止 {shown(deadline)} 会晚于{dated[0][0]}开始 {shown(dated[0][1])}，赛程次序不对"
        )
    for (label, when), (next_label, next_when) in zip(dated, dated[1:], strict=False):
        if next_when <= when:
            raise _BadValue(
                f"{next_label} {shown(next_when)} 应晚于{label} {shown(when)}，赛程次序不对"
            )
