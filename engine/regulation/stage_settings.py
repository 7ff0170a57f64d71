"""The ``/设置`` items of a tournament of stages (``format.kind = "stages"``), written into the
regulation's data (its JSON form) before it is validated again:

- ``轮数 <n>``: the rounds of the first Swiss stage;
- ``晋级人数 <k>``: the ``advance.top`` of the first stage that has one; the next stage follows —
  a knockout's bracket becomes the smallest that holds k (``games_by_round`` keeps the round
  names the new bracket still has), a round robin's ``players`` k;
- ``分组 <组数>组<每组人数>人``: the first stage in groups (``write_groups``); the next stage's
  field follows where it goes on by ``per_group``;
- the knockout items 三四名 and 加赛用时 act on the (last) knockout stage (``knockout_stage``);
  签数 and 种子数 are refused: a later knockout's bracket follows 晋级人数 and it seeds by places.

The timetable keeps one slot per round: each stage keeps its slots in order — a Swiss from its
first round, a knockout from its final back, so that the final keeps the final's date — renumbered
through the tournament; a knockout round still named by its old name is named by its new one
(8进4 → 半决赛); a round the timetable did not have is added undated. Pure functions over the
data; a value the stages cannot take raises ``StageSettingError`` (its message the reason, in
Chinese)."""

from __future__ import annotations

from typing import Any

from engine.knockout.bracket import bracket_size
from engine.knockout.rounds import round_count, round_name, round_names
from engine.stages import spans

_Data = dict[str, Any]
"""A JSON object of the regulation's data (``Regulation.model_dump(mode="json")``, as
engine/regulation/settings.py edits it): arbitrary JSON, read and written by key, its shape
checked only when the edited data is validated again."""


class StageSettingError(ValueError):
    """A stage value the regulation cannot take; the message is the reason, in Chinese."""


def _stages(data: _Data, item: str) -> list[_Data]:
    if data["format"]["kind"] != "stages":
        raise StageSettingError(
            f"「{item}」只用于分阶段赛（预设 swiss-knockout），本赛事的赛制没有这一项"
        )
    stages: list[_Data] = data["format"]["stages"]
    return stages


def _rounds(stage: _Data) -> int:
    """A stage's rounds as its schema plans them (``planned_rounds``; a round robin in groups:
    its largest group's)."""
    if stage["kind"] == "knockout":
        return round_count(stage["size"])
    if stage["kind"] == "round_robin":
        players = stage["players"]
        if stage.get("groups"):
            players = -(-players // stage["groups"]["count"])
        return int((players + players % 2 - 1) * stage["cycles"])
    return int(stage["rounds"])


def write_groups(data: _Data, value: tuple[int, int | None]) -> None:
    """``分组 <组数>组<每组人数>人``: the first stage in groups plays in that many groups (a round
    robin's ``players`` = groups × size; a Swiss takes the count alone); where it goes on by
    ``per_group``, the next stage's field follows (a knockout's smallest bracket, a round
    robin's players); the timetable too."""
    count, size = value
    stages = _stages(data, "分组")
    index = next((i for i, s in enumerate(stages) if s.get("groups")), None)
    if index is None:
        raise StageSettingError("本赛事没有分组进行的阶段，没有分组可设")
    stage = stages[index]
    if stage["kind"] == "round_robin" and size is None:
        raise StageSettingError("小组循环须写组数和每组人数，例如 /设置 分组 2组4人")
    if stage["kind"] == "swiss" and size is not None:
        raise StageSettingError("积分编排的分组只写组数，例如 /设置 分组 4组")
    before = [_rounds(s) for s in stages]
    stage["groups"] = {**stage["groups"], "count": count}
    if size is not None:
        stage["players"] = count * size
    rule = stage.get("advance") or {}
    if rule.get("per_group") is not None and index + 1 < len(stages):
        top = rule["per_group"] * count + (rule.get("wildcards") or 0)
        nxt = stages[index + 1]
        if nxt["kind"] == "knockout":
            nxt["size"] = bracket_size(top)
            names = set(round_names(nxt["size"]))
            tie = nxt.setdefault("tie", {})
            tie["games_by_round"] = {
                k: v for k, v in (tie.get("games_by_round") or {}).items() if k in names
            }
        elif nxt["kind"] == "round_robin":
            nxt["players"] = top
    _retime(data, stages, before)


def write_stage_rounds(data: _Data, rounds: int) -> None:
    """``轮数``: the first Swiss stage plays ``rounds`` rounds; the timetable follows."""
    stages = _stages(data, "轮数")
    swiss = next((s for s in stages if s["kind"] == "swiss"), None)
    if swiss is None:
        raise StageSettingError("本赛事没有积分编排阶段，没有轮数可设")
    before = [_rounds(s) for s in stages]
    swiss["rounds"] = rounds
    _retime(data, stages, before)


def write_advance(data: _Data, top: int) -> None:
    """``晋级人数``: the first stage with ``advance.top`` sends ``top`` on; the next stage's field
    follows; the timetable too."""
    stages = _stages(data, "晋级人数")
    index = next(
        (i for i, s in enumerate(stages) if (s.get("advance") or {}).get("top") is not None), None
    )
    if index is None or index + 1 >= len(stages):
        raise StageSettingError("本赛事没有按名次晋级下一阶段的阶段，没有晋级人数可设")
    before = [_rounds(s) for s in stages]
    stages[index]["advance"] = {"top": top}
    nxt = stages[index + 1]
    if nxt["kind"] == "knockout":
        size = bracket_size(top)
        names = set(round_names(size))
        tie = nxt.setdefault("tie", {})
        tie["games_by_round"] = {
            k: v for k, v in (tie.get("games_by_round") or {}).items() if k in names
        }
        nxt["size"] = size
    elif nxt["kind"] == "round_robin":
        nxt["players"] = top
    _retime(data, stages, before)


def knockout_stage(data: _Data, item: str) -> _Data:
    """The knockout stage the knockout items (三四名, 加赛用时) act on: the last one."""
    stages = _stages(data, item)
    if item in ("签数", "种子数"):
        raise StageSettingError(
            f"分阶段赛的淘汰赛按上一阶段名次排位，{item}随晋级人数而定，请用 /设置 晋级人数 <人数>"
        )
    found = [s for s in stages if s["kind"] == "knockout"]
    if not found:
        raise StageSettingError(f"本赛事没有淘汰赛阶段，「{item}」无从设置")
    return found[-1]


def _retime(data: _Data, stages: list[_Data], before: list[int]) -> None:
    """The timetable's slots moved with the stages' new rounds (module docstring)."""
    slots = {slot["number"]: slot for slot in data["schedule"]["rounds"]}
    if not slots:
        return
    old, new = spans(before), spans([_rounds(s) for s in stages])
    out: list[_Data] = []
    for stage, was, now in zip(stages, old, new, strict=True):
        knockout = stage["kind"] == "knockout"
        shift = was.rounds - now.rounds if knockout else 0  # a knockout keeps its final's slot
        for local in range(1, now.rounds + 1):
            then = local + shift
            number = now.offset + local
            kept = slots.get(was.offset + then) if 1 <= then <= was.rounds else None
            slot = dict(kept) if kept is not None else {"number": number, "label": ""}
            slot["number"] = number
            slot["stage"] = "knockout" if knockout else "main"
            if knockout:
                old_name = round_name(1 << was.rounds, then) if 1 <= then <= was.rounds else ""
                if not slot["label"] or slot["label"] == old_name:
                    slot["label"] = round_name(1 << now.rounds, local)
            elif not slot["label"] or slot["label"] == f"第{was.offset + then}轮":
                slot["label"] = f"第{number}轮"
            out.append(slot)
    data["schedule"]["rounds"] = out
