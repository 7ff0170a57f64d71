"""`/设置 同单位回避`: the sign-up field a Swiss keeps apart (``format.avoid_same``) and, as
regulations write 「首轮编排同代表队棋手回避配对，其余各轮均不回避」, the rounds it holds in
(``format.avoid_same_rounds``): ``队伍 首轮`` (round 1), ``单位 前3轮`` (rounds 1–3), ``单位``
alone (every round), ``关`` (none)."""

import re
from dataclasses import dataclass
from typing import Any

from engine import numbers

_AVOID = {"单位": "unit", "队伍": "team", "队": "team", "家族": "family"}
_VALUE = re.compile(r"^(单位|队伍|队|家族)\s*(.*)$")
_ROUNDS = re.compile(r"^(?:首轮|前\s*(\S+?)\s*轮)$")
AVOID_FORM = "应为 单位、队伍、家族 或 关"
ROUNDS_FORM = "回避的轮次应为 首轮 或 前N轮（如 队伍 首轮、单位 前3轮）"


@dataclass(frozen=True)
class Avoidance:
    """`同单位回避`'s value: the field (``unit``, ``team``, ``family``) and the last round kept
    apart (None: every round)."""

    field: str
    rounds: int | None = None


def read_avoidance(value: str) -> Avoidance:
    """``单位`` / ``队伍 首轮`` / ``单位 前3轮`` read; ValueError (AVOID_FORM for the field,
    ROUNDS_FORM for the rounds) for anything else."""
    value_match = _VALUE.fullmatch(value.strip())
    if value_match is None:
        raise ValueError(AVOID_FORM)
    word, rest = value_match.groups()
    if not rest:
        return Avoidance(_AVOID[word])
    match = _ROUNDS.fullmatch(rest)
    rounds = None
    if match is not None:
        rounds = 1 if match.group(1) is None else numbers.whole(match.group(1), lo=1)
    if rounds is None:
        raise ValueError(ROUNDS_FORM)
    return Avoidance(_AVOID[word], rounds)


def write_avoidance(data: dict[str, Any], value: Avoidance | None) -> None:
    """Into a regulation's JSON: a Swiss on its own only (ValueError otherwise); 关 clears the
    rounds with the field."""
    if data["format"].get("kind") != "swiss":
        raise ValueError("只有积分编排（瑞士制）的赛事可以设置同单位回避")
    data["format"]["avoid_same"] = value.field if value is not None else None
    data["format"]["avoid_same_rounds"] = value.rounds if value is not None else None
