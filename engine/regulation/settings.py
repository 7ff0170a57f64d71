"""The organisers' /设置 items: one regulation value changed, validated like the file."""

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from pydantic import ValidationError
from pydantic_core import PydanticCustomError

from engine import numbers
from engine.fields import EARLIEST_YEAR, LATEST_YEAR, _parse_local_datetime, _parse_local_time
from engine.knockout.rounds import round_count, round_name

from .loading import _issues
from .schema import Regulation
from .timetable import _set_round

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
        pool = next(
            (
                i
                for i, p in enumerate(reg.capacity_pools)
                if division and division.key in p.divisions
            ),
            None,
        )
        if pool is None:
            raise _BadValue(
                f"没有组别「{parts[0]}」的人数上限（组别：{'、'.join(d.name for d in reg.divisions)}）"
            )
        data["capacity_pools"][pool]["limit"] = _capacity_value(parts[1])
        return
    data["signup"]["capacity"] = None if value in _CLEAR else _capacity_value(value)


def _capacity_value(value: str) -> int:
    limit = numbers.whole(value, lo=1, hi=MAX_CAPACITY)
    if limit is None:
        raise _BadValue(f"人数应为 1 到 {MAX_CAPACITY} 的正整数")
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


def _set_approval(data: dict, value: str, reg: Regulation) -> None:
    data["signup"]["require_approval"] = _switch_value(value)


def _set_birth_required(data: dict, value: str, reg: Regulation) -> None:
    """Sign-ups must give a birth date (e.g. seed 004 七(一)1: the age on the match day is then
    checked where the format checks it), or no longer must."""
    fields = [f for f in data["signup"]["fields"] if f != "birth"]
    data["signup"]["fields"] = [*fields, "birth"] if _switch_value(value) else fields


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


def _knockout(data: dict, item: str) -> dict:
    """The ``[format]`` of a knockout on its own, or a refusal naming the item."""
    if data["format"]["kind"] != "knockout":
        raise _BadValue(f"「{item}」只用于淘汰赛（预设 knockout），本赛事的赛制没有这一项")
    return data["format"]


MAX_BRACKET = 1024


def _set_bracket_size(data: dict, value: str, reg: Regulation) -> None:
    """签数: the bracket's positions. The sign-up capacity follows where it was the old size (or
    is above the new one); the timetable keeps one slot a round, each named by its round (16进8 …
    决赛) where it bore the old round's name, its date kept; added rounds have no date yet."""
    fmt = _knockout(data, "签数")
    size = numbers.whole(value.removesuffix("签"), lo=2, hi=MAX_BRACKET)
    if size is None or size & (size - 1):
        raise _BadValue(f"签数应为 2 到 {MAX_BRACKET} 之间 2 的幂（2、4、8、16、32…）")
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


def _set_seeds(data: dict, value: str, reg: Regulation) -> None:
    fmt = _knockout(data, "种子数")
    seeds = numbers.whole(value.removesuffix("名"), lo=0, hi=MAX_BRACKET)
    if seeds is None:
        raise _BadValue("种子数应为 0 或正整数（0：全部抽签）")
    fmt["seeds"] = seeds


def _set_third_place(data: dict, value: str, reg: Regulation) -> None:
    _knockout(data, "三四名")["third_place"] = _switch_value(value)


def _set_decider_time(data: dict, value: str, reg: Regulation) -> None:
    _knockout(data, "加赛用时")["tie"]["decider_time_control"] = _text_value(value)


_SETTINGS = {
    "名称": ("/设置 名称 2026年小蛮腰杯", _set_field(None, "name", str)),
    "房间": ("/设置 房间 四暗三通7房（无：不设）", _set_field(None, "room", _text_value)),
    "时区": ("/设置 时区 Asia/Shanghai", _set_field(None, "timezone", str)),
    "报名截止": ("/设置 报名截止 2026-12-10 20:00", _set_deadline),
    "第N轮": ("/设置 第1轮 2026-12-12 20:00（第1轮带动整个赛程按原间隔平移）", None),
    "迟到": (
        "/设置 迟到 15（分钟，超时判弃权；无：不限）",
        _set_field("schedule", "no_show_minutes", _minutes_value),
    ),
    "自动弃权": (
        "/设置 自动弃权 开（迟到时限到时自动判未签到者弃权；关：只列出名单请仲裁处理）",
        _set_field("schedule", "auto_forfeit", _switch_value),
    ),
    "用时": (
        "/设置 用时 每方40分钟，3次10秒读秒（无：不公布）",
        _set_field("schedule", "time_control", _text_value),
    ),
    "截止时间": ("/设置 截止时间 23:30（无：不设）", _set_cutoff),
    "人数上限": ("/设置 人数上限 128（分组别的：/设置 人数上限 青少年组 256）", _set_capacity),
    "审核": ("/设置 审核 开（或 关）", _set_approval),
    "出生必填": (
        "/设置 出生必填 开（报名须写 出生 日期，如 出生 2008-05-01；关：不要求）",
        _set_birth_required,
    ),
    "群公告": (
        "/设置 群公告 开（赛程与每轮开赛同时发群公告，机器人须是群管理员；关：不发）",
        _set_field("schedule", "group_notice", _switch_value),
    ),
    "比赛时禁言": (
        "/设置 比赛时禁言 开（每轮开赛到截止时间全员禁言，群管理员不受影响，机器人须是群管理员；关：不禁言）",
        _set_field("schedule", "quiet_during_games", _switch_value),
    ),
    "群名片格式": (
        "/设置 群名片格式 【{family}】{nick}（无：不要求）",
        _set_field("signup", "group_card_format", _text_value),
    ),
    "签数": ("/设置 签数 8（淘汰赛签表位置数，2 的幂；人数上限随之调整）", _set_bracket_size),
    "种子数": ("/设置 种子数 4（淘汰赛按等级分定的种子数，0：全部抽签）", _set_seeds),
    "三四名": ("/设置 三四名 开（淘汰赛半决赛负者再赛三四名；关：并列第3）", _set_third_place),
    "加赛用时": (
        "/设置 加赛用时 快棋每方10分钟，每步加5秒（淘汰赛加赛局的用时；无：不公布）",
        _set_decider_time,
    ),
}


def setting_names() -> list[str]:
    """The items `/设置` accepts, for the help."""
    return list(_SETTINGS)


def setting_example(item: str) -> str:
    """The right form of a `/设置` item, e.g. `/设置 报名截止 2026-12-10 20:00`."""
    key = "第N轮" if _ROUND_ITEM.fullmatch(item) else item
    return _SETTINGS[key][0]


def apply_setting(
    reg: Regulation, item: str, value: str, now: datetime | None = None
) -> Regulation:
    """The regulation with one value changed by `/设置 <项> <值>`, validated again.

    ``第N轮``: the start of round N; for N = 1 the whole timetable moves with it, keeping its
    gaps (see ``shift_timetable``). Every date lies in the years EARLIEST_YEAR–LATEST_YEAR.
    With ``now`` (an organiser setting the date of a real tournament, not a template), a date
    may not put the timetable out of order: the sign-up deadline after round 1, a round not
    after the one before it."""
    item, value = item.strip(), value.strip()
    round_item = _ROUND_ITEM.fullmatch(item)
    if not round_item and item not in _SETTINGS:
        raise SettingError(
            f"没有可设置的项「{numbers.echo(item)}」。可设置：{'、'.join(setting_names())}"
        )

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
        raise _BadValue(
            f"报名截止 {shown(deadline)} 会晚于{dated[0][0]}开始 {shown(dated[0][1])}，赛程次序不对"
        )
    for (label, when), (next_label, next_when) in zip(dated, dated[1:]):
        if next_when <= when:
            raise _BadValue(
                f"{next_label} {shown(next_when)} 应晚于{label} {shown(when)}，赛程次序不对"
            )
