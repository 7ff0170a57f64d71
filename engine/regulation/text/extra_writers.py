"""How the values of engine/regulation/text/extras.py (and the divisions' minimums, the rounds'
ends and windows) are written into a draft's data; each raises where the regulation has no
place for the value (the draft then lists it as refused)."""

from collections.abc import Callable
from datetime import datetime
from typing import Any

from ..loading import load_preset
from .extras import ReadAward, ReadFieldSize, ReadLucky
from .found import Reading

_Data = dict[str, Any]
Writer = Callable[[_Data], None]

SMALL_PRESETS = {  # (the small field's kind, teams) -> the preset whose format it plays
    ("round_robin", False): "round-robin",
    ("round_robin", True): "team-round-robin",
    ("double_round_robin", False): "round-robin",
    ("double_round_robin", True): "team-round-robin",
}


def _local(when: datetime) -> str:
    return when.strftime("%Y-%m-%dT%H:%M:%S")


def _fields(data: _Data, *names: str) -> None:
    data["signup"]["fields"] = list(dict.fromkeys([*data["signup"]["fields"], *names]))


def _avoid_same(data: _Data, value: object) -> None:
    """「同单位不相遇」: a Swiss on its own only; the sign-up then asks for the unit (or team)."""
    if data["format"]["kind"] != "swiss" or value not in ("unit", "team"):
        raise ValueError("only a Swiss keeps players of one unit apart")
    data["format"]["avoid_same"] = value
    _fields(data, str(value))


def _certificate(data: _Data, value: object) -> None:
    data["signup"]["certificate_required"] = value is True


def _field_size(data: _Data, value: object) -> None:
    """``[field_size]``: below ``below`` entries the round robin's format of the preset for it."""
    if not isinstance(value, ReadFieldSize):
        raise TypeError("not a field size")
    if data["format"]["kind"] not in ("swiss", "team"):
        raise ValueError("the large field's format is no Swiss")
    teams = data["format"]["kind"] == "team"
    small: _Data = load_preset(SMALL_PRESETS[(value.small, teams)]).format.model_dump(mode="json")
    if value.small == "double_round_robin":
        small["cycles"] = 2
    if teams:  # the same teams whatever the format: boards, reserves and match points read
        for key in ("boards", "reserves", "match_win", "match_draw", "match_loss"):
            small[key] = data["format"][key]
    data["field_size"] = {"below": value.below, "small": small}


def _special_awards(data: _Data, value: object) -> None:
    if not isinstance(value, list) or not all(isinstance(a, ReadAward) for a in value):
        raise TypeError("not awards")
    data["prizes"]["special_awards"] = [
        {"name": a.name, "count": a.count, "amount": a.amount}
        for a in value
        if isinstance(a, ReadAward)
    ]


def _lucky_places(data: _Data, value: object) -> None:
    if not isinstance(value, list) or not all(isinstance(a, ReadLucky) for a in value):
        raise TypeError("not lucky places")
    data["prizes"]["lucky_places"] = [
        {"places": list(a.places), "amount": a.amount} for a in value if isinstance(a, ReadLucky)
    ]


def _minimums(data: _Data, value: object) -> None:
    """Each division's fewest entries, and the division its players join (else cancelled)."""
    if not isinstance(value, list):
        raise TypeError("not minimums")
    keys = {d["name"]: d["key"] for d in data["divisions"]}
    for name, minimum, into in value:
        division = next(d for d in data["divisions"] if d["name"] == name)
        division["min_entries"] = minimum
        division["merge_into"] = keys[into] if into is not None else None


def _number(key: str) -> int:
    return int(key.split(".")[1])


def _slot(data: _Data, key: str) -> _Data:
    number = _number(key)
    slot: _Data | None = next(
        (r for r in data["schedule"]["rounds"] if r["number"] == number), None
    )
    if slot is None:
        raise ValueError(f"no round {number}")
    return slot


def _round_end(data: _Data, key: str, value: object) -> None:
    """第1轮 13:10–13:50: the round's own end (its start written by ``round.N``)."""
    if not isinstance(value, datetime):
        raise TypeError("not a time")
    _slot(data, key)["ends_at"] = _local(value)


def _round_window(data: _Data, key: str, value: object) -> None:
    """「3月18日至6月18日之间自行约定」: a window instead of a start."""
    if not isinstance(value, tuple) or not all(isinstance(v, datetime) for v in value):
        raise TypeError("not a window")
    opens, ends = value
    slot = _slot(data, key)
    slot.update(
        starts_at=None,
        after_round_1=None,
        after_previous=None,
        window_opens=_local(opens),
        ends_at=_local(ends),
    )


def extra_writers(out: Reading) -> list[tuple[str, Writer]]:
    """(key, writer) of the values found among these keys, in the order they are applied."""
    v = out.value
    w: list[tuple[str, Writer]] = []
    simple: dict[str, Callable[[_Data, object], None]] = {
        "avoid_same": _avoid_same,
        "certificate_required": _certificate,
        "field_size": _field_size,
        "special_awards": _special_awards,
        "lucky_places": _lucky_places,
        "division_minimums": _minimums,
    }
    for key, write in simple.items():
        if key in out.found:
            w.append((key, _applied(write, v(key))))
    for prefix, fn in (("round_end.", _round_end), ("round_window.", _round_window)):
        for key in sorted((k for k in out.found if k.startswith(prefix)), key=_number):
            w.append((key, _bound(fn, key, v(key))))
    return w


def _applied(fn: Callable[[_Data, object], None], value: object) -> Writer:
    return lambda d: fn(d, value)


def _bound(fn: Callable[[_Data, str, object], None], key: str, value: object) -> Writer:
    return lambda d: fn(d, key, value)
