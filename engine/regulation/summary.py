"""A regulation's summary: what an organiser checks before applying a regulation file and what
players read beside the standings, as plain data (the JSON of
``GET /api/tournaments/{id}/regulation``) and as Chinese lines (``/规程 文字``), both from
``summarize``; ``changes`` lists two summaries' differences as 原为/改为 lines.

The JSON's keys are fixed; a value the regulation does not give is None. Money and points
are exact decimal strings ("0.5", "1500"). Date-times are the regulation's local time
("2026-12-12T20:00"). ``stages`` has one item per stage: a single-format regulation is one
stage (000 four_player, 002 swiss, a round robin, a knockout, 004 ladder), 003's groups and
knockout two (swiss in groups, then knockout), a ``stages`` regulation its own list. A
stage's ``groups`` is its number of groups, ``advance`` how many go on to the next stage
(None: the last stage, or everyone still in).
"""

from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import TypedDict
from zoneinfo import ZoneInfo

from engine.formats import display_name
from engine.formats.arena.schema import ArenaFormat
from engine.formats.four_player import FourPlayerFormat
from engine.formats.group_knockout.schema import GroupKnockoutFormat
from engine.formats.stage_schema import STAGE_NAMES, StagesFormat, advance_count
from engine.formats.swiss import SwissFormat
from engine.formats.team.schema import TeamFormat
from engine.numbers import decimal_text
from engine.tiebreaks import label
from engine.vocabulary import Game

from . import field_size
from .schema import Division, Regulation

SYSTEMS = {
    "four_player_elimination": "four_player",
    "swiss": "swiss",
    "round_robin": "round_robin",
    "knockout": "knockout",
    "team_arena": "ladder",
}
"""The JSON's ``system`` of a single-format regulation's kind (a kind not listed: its kind)."""

SYSTEM_NAMES = {**STAGE_NAMES, "four_player": "四人淘汰", "ladder": "擂台赛"}


class StageData(TypedDict):
    system: str
    rounds: int | None
    groups: int | None
    advance: int | None


class DivisionData(TypedDict):
    name: str
    born_from: str | None
    born_to: str | None
    gender: str | None
    capacity: int | None


PrizeData = TypedDict("PrizeData", {"from": int, "to": int, "amount": str, "division": str | None})


class AwardData(TypedDict):
    name: str
    count: int | None
    amount: str
    item: str | None


class LuckyData(TypedDict):
    places: list[int]
    amount: str
    name: str
    division: str | None


class PointsData(TypedDict):
    win: str | None
    draw: str | None
    loss: str | None


class SummaryData(TypedDict):
    """The JSON of ``GET /api/tournaments/{id}/regulation``."""

    game: str
    stages: list[StageData]
    teams: bool
    round_starts: list[str | None]
    signup_deadline: str | None
    capacity: int | None
    divisions: list[DivisionData]
    points: PointsData
    tiebreaks: list[str]
    prizes: list[PrizeData]
    fee: str | None
    time_control: str | None
    round_ends: list[str | None]
    round_opens: list[str | None]
    special_awards: list[AwardData]
    lucky_places: list[LuckyData]


@dataclass(frozen=True)
class Summary:
    """A regulation summarised: ``data`` the JSON, ``lines`` (label, text) pairs of the
    Chinese summary, in order."""

    data: SummaryData
    lines: list[tuple[str, str]]

    def text(self) -> str:
        """The Chinese summary, one ``label：text`` a line."""
        return "\n".join(f"{key}：{value}" for key, value in self.lines)


def _money(value: int | Fraction | None) -> str | None:
    return None if value is None else decimal_text(value)


def _local(moment: datetime | None, zone: str) -> str | None:
    """A UTC moment as the regulation's local "YYYY-MM-DDTHH:MM"."""
    if moment is None:
        return None
    return moment.astimezone(ZoneInfo(zone)).strftime("%Y-%m-%dT%H:%M")


def _group_count(stage: object) -> int | None:
    groups = getattr(stage, "groups", None)
    return groups.count if groups is not None else None


def _stages(reg: Regulation) -> list[StageData]:
    fmt = reg.format
    if isinstance(fmt, StagesFormat):
        return [
            StageData(
                system=stage.kind,
                rounds=stage.planned_rounds,
                groups=_group_count(stage),
                advance=advance_count(stage),
            )
            for stage in fmt.stages
        ]
    if isinstance(fmt, GroupKnockoutFormat):
        return [
            StageData(
                system="swiss",
                rounds=fmt.group_rounds,
                groups=len(fmt.groups),
                advance=fmt.advance_per_group * len(fmt.groups) + fmt.wildcards,
            ),
            StageData(system="knockout", rounds=fmt.knockout_rounds, groups=None, advance=None),
        ]
    if isinstance(fmt, TeamFormat):  # teams meet by its pairing system
        return [StageData(system=fmt.system, rounds=fmt.planned_rounds, groups=None, advance=None)]
    rounds = getattr(fmt, "planned_rounds", None)
    return [
        StageData(
            system=SYSTEMS.get(fmt.kind, fmt.kind),
            rounds=rounds if isinstance(rounds, int) else None,
            groups=None,
            advance=None,
        )
    ]


def _points(reg: Regulation) -> PointsData:
    scoring = reg.scoring
    win, draw, loss = scoring.win, scoring.draw, scoring.loss
    if isinstance(reg.format, ArenaFormat) and win is None:  # 004: the points are per bout
        bout = reg.format.bout
        win, draw, loss = bout.win, bout.draw, bout.loss
    return PointsData(win=_money(win), draw=_money(draw), loss=_money(loss))


def _tiebreaks(reg: Regulation) -> list[str]:
    names = getattr(reg.format, "all_tiebreaks", [])
    return [label(name) for name in dict.fromkeys(names)]


def _divisions(reg: Regulation) -> list[DivisionData]:
    alone = {
        pool.divisions[0]: pool.limit for pool in reg.capacity_pools if len(pool.divisions) == 1
    }
    return [
        DivisionData(
            name=d.name,
            born_from=d.born_on_or_after.isoformat() if d.born_on_or_after else None,
            born_to=d.born_on_or_before.isoformat() if d.born_on_or_before else None,
            gender=d.gender,
            capacity=alone.get(d.key),
        )
        for d in reg.divisions
    ]


def _division_limits(reg: Regulation, d: Division) -> list[str]:
    """A division's limits beside its birth dates, as the summary's words: 只限女棋手, 等级分
    1800–1999, 须持段位证书 (限未获得段位证书者), 不足 6 人取消 (or 并入 the named division)."""
    limits = [f"只限{d.gender}棋手"] if d.gender else []
    if d.rating_from is not None and d.rating_to is not None:
        limits.append(f"等级分 {d.rating_from}–{d.rating_to}")
    elif d.rating_from is not None or d.rating_to is not None:
        limits.append(
            f"等级分 {d.rating_from} 及以上"
            if d.rating_from is not None
            else f"等级分 {d.rating_to} 及以下"
        )
    if d.certificate:
        limits.append("须持段位证书")
    if d.without_certificate:
        limits.append("限未获得段位证书者")
    if d.min_entries is not None:
        names = {other.key: other.name for other in reg.divisions}
        then = f"并入{names[d.merge_into]}" if d.merge_into else "取消"
        limits.append(f"不足 {d.min_entries} 人{then}")
    return limits


def _prizes(reg: Regulation) -> list[PrizeData]:
    names = {d.key: d.name for d in reg.divisions}
    return [
        PrizeData(
            {
                "from": r.from_rank,
                "to": r.to_rank,
                "amount": decimal_text(r.amount),
                "division": names.get(r.division, r.division) if r.division else None,
            }
        )
        for r in reg.prizes.ranges
    ]


def _awards(reg: Regulation) -> list[AwardData]:
    return [
        AwardData(name=a.name, count=a.count, amount=decimal_text(a.amount), item=a.item)
        for a in reg.prizes.awards()
    ]


def _lucky(reg: Regulation) -> list[LuckyData]:
    names = {d.key: d.name for d in reg.divisions}
    return [
        LuckyData(
            places=sorted(lucky.places),
            amount=decimal_text(lucky.amount),
            name=lucky.name,
            division=names.get(lucky.division, lucky.division) if lucky.division else None,
        )
        for lucky in reg.prizes.lucky_places
    ]


def summary_data(reg: Regulation) -> SummaryData:
    """The summary as the API's JSON (keys in the module's docstring)."""
    zone = reg.timezone
    return SummaryData(
        {
            "game": reg.game,
            "stages": _stages(reg),
            "teams": isinstance(reg.format, ArenaFormat | TeamFormat) or bool(reg.signup.teams),
            "round_starts": [
                _local(reg.schedule.round_start(s.number), zone) for s in reg.schedule.rounds
            ],
            "signup_deadline": _local(reg.signup.deadline_utc(), zone),
            "capacity": reg.signup.capacity,
            "divisions": _divisions(reg),
            "points": _points(reg),
            "tiebreaks": _tiebreaks(reg),
            "prizes": _prizes(reg),
            "fee": _money(reg.prizes.fee),
            "time_control": reg.schedule.time_control,
            "round_ends": [
                _local(reg.schedule.round_end(s.number), zone) for s in reg.schedule.rounds
            ],
            "round_opens": [
                _local(reg.schedule.window_opens(s.number), zone) for s in reg.schedule.rounds
            ],
            "special_awards": _awards(reg),
            "lucky_places": _lucky(reg),
        }
    )


def _shown(moment: str | None) -> str:
    return moment.replace("T", " ") if moment else "未定"


def round_window_text(start: str | None, end: str | None, opens: str | None) -> str:
    """A round's time as the timetable shows it: ``2026-01-10 13:10–13:50`` (a start and an
    end), ``2026-03-18 00:00 至 2026-06-18 23:59 之间自行约定`` (a date window), else its start
    (``未定`` without one); the arguments are local ``YYYY-MM-DDTHH:MM`` strings."""
    if opens is not None:
        return f"{_shown(opens)} 至 {_shown(end)} 之间自行约定"
    if start is not None and end is not None:
        same_day = start[:10] == end[:10]
        return f"{_shown(start)}–{end[11:] if same_day else _shown(end)}"
    if end is not None:
        return f"{_shown(start)}，{_shown(end)} 前完成"
    return _shown(start)


def _went(per_group: int, wildcards: int, total: int) -> str:
    extra = f"另加 {wildcards} 名外卡" if wildcards else ""
    return f"每组前 {per_group} 名{extra}，共 {total} 人进入下一阶段"


def _advance_words(reg: Regulation, stages: list[StageData]) -> list[str | None]:
    """Who goes on from each stage, in words (None: nobody, the last stage)."""
    fmt = reg.format
    if isinstance(fmt, GroupKnockoutFormat):
        total = fmt.advance_per_group * len(fmt.groups) + fmt.wildcards
        return [_went(fmt.advance_per_group, fmt.wildcards, total), None]
    if not isinstance(fmt, StagesFormat):
        return [None for _ in stages]
    words: list[str | None] = []
    for stage, data in zip(fmt.stages, stages, strict=True):
        rule = stage.advance
        if rule is None:
            words.append(None)
        elif rule.everyone:
            words.append("全部进入下一阶段")
        elif rule.per_group is not None and data["advance"] is not None:
            words.append(_went(rule.per_group, rule.wildcards, data["advance"]))
        else:
            words.append(f"前 {data['advance']} 名进入下一阶段")
    return words


def _stage_text(i: int, stage: StageData, went: str | None, count: int) -> str:
    name = SYSTEM_NAMES.get(stage["system"], stage["system"])
    parts = [name]
    if stage["groups"]:
        parts.append(f"分 {stage['groups']} 组")
    if stage["rounds"]:
        parts.append(f"{stage['rounds']} 轮")
    if went:
        parts.append(went)
    text = "，".join(parts)
    return f"第{i}阶段 {text}" if count > 1 else text


def _format_name(reg: Regulation, teams: bool) -> str:
    name = display_name(reg.format.kind)
    return name + "（团体）" if teams and "团体" not in name else name


def _lines(reg: Regulation, data: SummaryData) -> list[tuple[str, str]]:
    stages, points = data["stages"], data["points"]
    lines = [
        ("赛事", reg.name),
        ("棋种", Game.label_of(reg.game)),
        ("赛制", _format_name(reg, bool(data["teams"]))),
        (
            "阶段",
            "；".join(
                _stage_text(i, stage, went, len(stages))
                for i, (stage, went) in enumerate(
                    zip(stages, _advance_words(reg, stages), strict=True), 1
                )
            ),
        ),
    ]
    if reg.field_size is not None:  # 「10队及以上采用积分编排，不足10队采用单循环」
        lines.insert(3, ("按报名数定赛制", field_size.rule_text(reg)))
    if any(v is not None for v in (points["win"], points["draw"], points["loss"])):
        words = zip(
            ("胜", "和", "负"), (points["win"], points["draw"], points["loss"]), strict=True
        )
        lines.append(("积分", " ".join(f"{w} {v}" for w, v in words if v is not None)))
    cuts = getattr(reg.format, "cuts", None)
    if isinstance(reg.format, FourPlayerFormat) and cuts:
        kept = "；".join(f"第{n}轮后留 {keep} 人" for n, keep in sorted(cuts.items()))
        lines.append(("淘汰", kept))
    tiebreaks = data["tiebreaks"]
    if tiebreaks:
        lines.append(("名次", "、".join(tiebreaks)))
    avoided = getattr(reg.format, "avoid_same", None)  # a Swiss's 「同单位不相遇」
    if avoided is not None:
        word = {"unit": "单位", "team": "队", "family": "家族"}[avoided]
        until = getattr(reg.format, "avoid_same_rounds", None)
        rounds = "" if until is None else "首轮" if until == 1 else f"前{until}轮"
        lines.append(("编排", f"{rounds}同{word}不相遇（无法回避时才相遇）"))
    lines.append(("报名截止", _shown(data["signup_deadline"])))
    if data["capacity"] is not None:
        lines.append(("人数上限", f"{data['capacity']} 人"))
    if reg.signup.certificate_required:
        lines.append(("报名条件", "须持段位证书（报名写 证书 有）"))
    if isinstance(reg.format, SwissFormat) and reg.format.seeding == "rating":
        lines.append(("初始顺序", "按等级分由高到低"))
    for division, own in zip(data["divisions"], reg.divisions, strict=True):
        born_from, born_to = division["born_from"], division["born_to"]
        if born_from and born_to:
            limit = [f"{born_from} 至 {born_to} 出生"]
        elif born_from or born_to:
            limit = [f"{born_from} 及以后出生" if born_from else f"{born_to} 及以前出生"]
        else:
            limit = ["不限年龄"]
        limit += _division_limits(reg, own)
        if division["capacity"] is not None:
            limit.append(f"限 {division['capacity']} 人")
        lines.append((f"组别 {division['name']}", "，".join(limit)))
    windows = zip(data["round_starts"], data["round_ends"], data["round_opens"], strict=True)
    for slot, (start, end, opens) in zip(reg.schedule.rounds, windows, strict=True):
        lines.append((slot.label, round_window_text(start, end, opens)))
    if reg.schedule.time_control:
        lines.append(("用时", reg.schedule.time_control))
    lines += _referee_rules(reg)
    prizes = data["prizes"]
    if prizes:
        text = []
        for p in prizes:
            where = f"{p['division']} " if p["division"] else ""
            places = f"第{p['from']}名" if p["from"] == p["to"] else f"第{p['from']}–{p['to']}名"
            text.append(f"{where}{places} {p['amount']} 元")
        lines.append(("奖金", "；".join(text)))
    for lucky in data["lucky_places"]:
        where = f"{lucky['division']} " if lucky["division"] else ""
        places = "、".join(map(str, lucky["places"]))
        lines.append((lucky["name"], f"{where}第{places}名 各 {lucky['amount']} 元"))
    for award in data["special_awards"]:
        parts = [f"{award['count']} 名"] if award["count"] else []
        parts += [f"各 {award['amount']} 元"] if award["amount"] != "0" else []
        parts += [award["item"]] if award["item"] else []
        lines.append((award["name"], "，".join([*parts, "由组委评定"])))
    if isinstance(reg.format, ArenaFormat):
        pool = reg.format.pool
        lines.append(("奖金池", f"每队基本 {pool.basic} 元，浮动 {pool.floating_base} 元"))
    if reg.unit_ranking is not None:
        lines.append((reg.unit_ranking.name, _unit_text(reg)))
    if data["fee"] is not None:
        lines.append(("报名费", "免费" if data["fee"] == "0" else f"{data['fee']} 元"))
    for penalty in reg.penalties:
        per = {"each": "每次", "game": "每局", "table": "每桌"}[penalty.per]
        parts = ["视情节处理"] if penalty.discretionary else []
        if penalty.points and not penalty.discretionary:
            parts.append(f"扣 {decimal_text(-penalty.points)} 分（{per}）")
        parts += ["判负"] * penalty.loses_game + ["取消资格"] * penalty.disqualify
        if penalty.bans_future:
            days = f"（禁赛 {penalty.ban_days} 天）" if penalty.ban_days else ""
            parts.append(f"取消以后参赛资格{days}")
        said = "，".join(parts) or "警告"
        lines.append(
            (
                f"罚则 {penalty.key}",
                f"{said}；{penalty.description}" if penalty.description else said,
            )
        )
    lines.append(("规程依据", reg.source))
    return lines


def _referee_rules(reg: Regulation) -> list[tuple[str, str]]:
    """The timetable's rules the bot cannot see happen (000 §八: a seat change, a game's real
    start): shown, for the arbitrators to apply."""
    sched = reg.schedule
    out = []
    if sched.seat_change_no_show_minutes is not None:
        out.append(
            (
                "换座迟到",
                f"换座后迟到超过 {sched.seat_change_no_show_minutes} 分钟判负"
                "（系统不计时，由裁判判定）",
            )
        )
    if sched.earliest_valid_start_minutes_before is not None:
        out.append(
            (
                "有效开局",
                f"早于每轮开始时间 {sched.earliest_valid_start_minutes_before} 分钟"
                "以前开始的对局无效（系统看不到开局时间，由裁判判定）",
            )
        )
    return out


def _unit_text(reg: Regulation) -> str:
    """``每单位男子前2名、女子前1名的名次之和，小者列前``: the unit ranking's rule in words."""
    units = reg.unit_ranking
    assert units is not None
    who = {"unit": "每单位", "team": "每队", "family": "每家族"}[units.field]
    counted = [f"男子前{units.men}名"] * bool(units.men) + [f"女子前{units.women}名"] * bool(
        units.women
    )
    rule = "名次之和，小者列前" if units.by == "places" else "积分之和，大者列前"
    return f"{who}{'、'.join(counted)}的{rule}"


def summarize(reg: Regulation) -> Summary:
    """The regulation's summary: its JSON and its Chinese lines, from the same values."""
    data = summary_data(reg)
    return Summary(data, _lines(reg, data))


def changes(old: Regulation, new: Regulation) -> list[str]:
    """What differs between two regulations' summaries, a line each: ``label：原为 …，改为 …``
    (an item only one of them has: 原为 无 / 改为 无)."""
    before, after = dict(summarize(old).lines), dict(summarize(new).lines)
    keys = list(dict.fromkeys([*before, *after]))
    return [
        f"{key}：原为 {before.get(key, '无')}，改为 {after.get(key, '无')}"
        for key in keys
        if before.get(key) != after.get(key)
    ]
