"""A drafted regulation shown to its organiser: the ``/规程 文字`` summary where each value
carries the words it came from (「依据：“…”」) or says it is the preset's default, then the
competition sentences no rule used."""

import re

from engine.regulation.summary import summarize

from .draft import Draft

QUOTE_LIMIT = 80
UNREAD_LIMIT = 30

_KEYS = {  # a summary line's label -> the draft keys it shows
    "赛事": ("name",),
    "棋种": ("game",),
    "赛制": ("format", "teams"),
    "阶段": ("format", "rounds"),
    "积分": ("points.win", "points.draw", "points.loss"),
    "名次": ("tiebreaks",),
    "报名截止": ("deadline",),
    "人数上限": ("capacity",),
    "用时": ("time_control",),
    "奖金": ("prizes", "group_prizes"),
    "报名费": ("fee",),
    "按报名数定赛制": ("field_size",),
    "编排": ("avoid_same",),
    "报名条件": ("certificate_required",),
}


NAMES = {  # draft keys as organisers read them
    "rounds": "轮数",
    "forfeits_to_withdraw": "弃权退赛次数",
    "tiebreaks": "名次区分",
    "capacity": "人数上限",
    "weights": "加权系数",
    "prizes": "奖金",
    "group_prizes": "小组赛奖金",
    "divisions": "组别",
    "capacity_pools": "组别限报人数",
    "time_control": "用时",
    "no_show_minutes": "迟到判负",
    "avoid_same": "同单位回避",
    "certificate_required": "须持证书",
    "field_size": "按人数选赛制",
    "special_awards": "特别奖",
    "lucky_places": "幸运奖",
    "division_minimums": "组别最少人数",
}


def _keys_of(draft: Draft, label: str) -> tuple[str, ...]:
    if label in _KEYS:
        return _KEYS[label]
    if label.startswith("组别 "):
        return ("divisions", "capacity_pools", "division_minimums")
    if label.startswith("罚则 "):
        return (f"penalty.{label.removeprefix('罚则 ')}",)
    if label == "淘汰":
        return tuple(k for k in draft.sources if k.startswith("cut."))
    for slot in draft.reg.schedule.rounds:
        if slot.label == label:
            n = slot.number
            return (f"round.{n}", f"round_end.{n}", f"round_window.{n}")
    if any(lucky.name == label for lucky in draft.reg.prizes.lucky_places):
        return ("lucky_places",)
    if draft.reg.prizes.award(label) is not None:
        return ("special_awards",)
    return ()


def _name(key: str) -> str:
    """A draft key as the organiser reads it (第3轮, 第3轮结束时间)."""
    if key in NAMES:
        return NAMES[key]
    kind, _, number = key.partition(".")
    words = {"round": "", "round_end": "结束时间", "round_window": "约定时段", "cut": "后晋级人数"}
    if kind in words and number.isdigit():
        return f"第{number}轮{words[kind]}"
    if kind == "penalty":
        return f"罚则 {number}"
    return key


def _quote(words: str) -> str:
    return words if len(words) <= QUOTE_LIMIT else words[: QUOTE_LIMIT - 1] + "…"


def _age_note(draft: Draft, name: str) -> str:
    """``（“12岁以下”按2026年1月1日未满12周岁读，即…；规程未写年龄计算日，按2026年1月1日计）``
    for the summary line of a division read from an age (its name leads the line)."""
    notes = draft.reading.age_notes
    mine = [n[len(name) :] for n in notes[1:] if n.startswith(name + "“")]
    return f"（年龄读法：{mine[0]}；{notes[0]}）" if mine else ""


def drafted_lines(draft: Draft) -> list[str]:
    """The summary's lines, each with its 依据 (or 预设默认), then the sentences not used."""
    lines = []
    for label, text in summarize(draft.reg).lines:
        keys = [k for k in _keys_of(draft, label) if k in draft.sources]
        quotes = list(dict.fromkeys(_quote(draft.sources[k]) for k in keys))
        if label.startswith("组别 "):  # how an age division was counted, on its own line
            text += _age_note(draft, label[3:])
        declined = [k for k in _keys_of(draft, label) if k in draft.reading.declined]
        for key in declined:  # the text gives a range, no one value: the preset's stands
            words = _quote(draft.reading.declined[key].words)
            what = (
                "范围" if re.search(r"\d\s*[-~～至到—]\s*\d", words) else "按组别或另有条件的写法"
            )
            text += (
                f"（{_name(key)}为预设默认：规程写的是{what}“{words}”，未采用，"
                f"请用 /设置 {_name(key)} 定下）"
            )
        if label == "规程依据":
            lines.append(f"{label}：{text}")
        elif quotes:
            said = "；".join(f"“{q}”" for q in quotes)
            lines.append(f"{label}：{text} 「依据：{said}」")
        else:
            lines.append(f"{label}：{text}（预设默认，规程未写明）")
    games, chosen = draft.reading.game_clauses
    if games and chosen:
        lines.append(
            f"本规程含{'、'.join(games)}各自的条款：按名称里的“{chosen}”只读{chosen}的条款"
        )
    elif games:
        lines.append(
            f"本规程含{'、'.join(games)}各自的条款，名称未写明棋种：各棋种自己的条款都未读"
            f"（在名称里写明棋种再起草，如 /新建赛事 规程 {games[-1]}比赛）"
        )
    unknown = draft.reading.unknown_tiebreaks
    if unknown:
        lines.append(
            f"名次区分中未识别：{'、'.join(unknown)}（本机器人没有这项，未采用；"
            "请核对名次区分的顺序）"
        )
    if draft.refused:
        lines.append(
            "读到但未能采用（请用 /设置 改）：" + "、".join(_name(k) for k in draft.refused)
        )
    if draft.unread:
        shown = draft.unread[:UNREAD_LIMIT]
        more = len(draft.unread) - len(shown)
        lines.append(f"未采用的比赛条文（{len(draft.unread)} 句，请核对后用 /设置 补上）：")
        lines.extend(f"· {_quote(s)}" for s in shown)
        if more:
            lines.append(f"……另有 {more} 句")
    return lines
