"""A draft's stated values in plain form, one per draft key (what a reader found and the
regulation kept), to compare with the values a regulation states (the tests' and the bench's
expected values, worked by hand from the text)."""

from collections.abc import Callable
from datetime import datetime
from fractions import Fraction

from engine.stages.groups import GROUP_NAMES

from ..schema import Regulation
from .draft import Draft
from .normalise import normal

Value = object


def _points(reg: Regulation, kind: str) -> Value:
    bout = getattr(reg.format, "bout", None)
    value = getattr(reg.scoring, kind)
    if value is None and bout is not None:
        value = getattr(bout, kind)
    return None if value is None else str(value)


def _rounds(reg: Regulation) -> Value:
    """A Swiss's rounds (a staged format's Swiss stage's); a round robin's, its planned field's
    (a team round robin's too)."""
    fmt = reg.format
    if fmt.kind == "round_robin" or getattr(fmt, "system", None) == "round_robin":
        return fmt.planned_rounds
    for name in ("rounds", "group_rounds"):
        if isinstance(getattr(fmt, name, None), int):
            return getattr(fmt, name)
    for stage in getattr(fmt, "stages", []):
        if stage.kind == "swiss":
            return stage.rounds
    return None


def _chain(reg: Regulation) -> Value:
    fmt = reg.format
    chain = getattr(fmt, "tiebreaks", None)
    if chain is None:
        for stage in getattr(fmt, "stages", []):
            chain = getattr(stage, "tiebreaks", None) or chain
    return list(chain or [])


KINDS = {
    "four_player_elimination": "four_player",
    "team_arena": "arena",
    "group_swiss_knockout": "group_knockout",
    "round_robin": "round_robin",
    "swiss": "swiss",
    "knockout": "knockout",
}


def _kind(reg: Regulation) -> Value:
    fmt = reg.format
    if fmt.kind == "stages":
        kinds = [s.kind for s in fmt.stages]
        if kinds[:2] == ["swiss", "knockout"]:
            grouped = getattr(fmt.stages[0], "groups", None) is not None
            return "group_knockout" if grouped else "swiss_knockout"
        return "stages"
    if fmt.kind == "team":
        system = getattr(fmt, "system", "team")
        double = system == "round_robin" and getattr(fmt, "cycles", 1) == 2
        return "double_round_robin" if double else system
    if fmt.kind == "round_robin" and getattr(fmt, "cycles", 1) == 2:
        return "double_round_robin"
    return KINDS.get(fmt.kind, fmt.kind)


GROUP_KEYS = (
    "groups", "group_size", "seeds_per_group", "advance_per_group", "wildcards",
    "knockout_size", "fouls_to_lose_game", "third_place",
)  # fmt: skip


def _stage_group_value(reg: Regulation, key: str) -> Value:
    """003's groups keys read off the stages: the first stage's groups (named A, B … as 003
    names them), who each group sends on, the knockout's size after them."""
    stages = getattr(reg.format, "stages", [])
    groups = getattr(stages[0], "groups", None) if stages else None
    if groups is None:
        return None
    advance = stages[0].advance
    values: dict[str, Value] = {
        "groups": list(groups.names or GROUP_NAMES[: groups.count]),
        "advance_per_group": advance.per_group if advance else None,
        "wildcards": (advance.wildcards or None) if advance else None,
        "knockout_size": getattr(stages[1], "size", None) if len(stages) > 1 else None,
        "group_size": _group_size(stages[0], groups.count),
    }
    return values.get(key)


def _group_size(stage: object, count: int) -> Value:
    """Each group's players: a round robin's field split evenly (players = groups × size)."""
    players = getattr(stage, "players", None)
    if isinstance(players, int) and count and players % count == 0:
        return players // count
    return getattr(getattr(stage, "groups", None), "size", None)


def _stage_value(reg: Regulation, key: str) -> Value:
    """A format key, or on the stages the first stage's that has it (a Swiss's forfeits)."""
    holders = [reg.format, *getattr(reg.format, "stages", [])]
    return next((v for h in holders if (v := getattr(h, key, None)) is not None), None)


def _advance(reg: Regulation) -> Value:
    for stage in getattr(reg.format, "stages", []):
        if stage.advance is not None and stage.advance.top is not None:
            return stage.advance.top
    return None


def _local(moment: datetime | None) -> Value:
    return moment.strftime("%Y-%m-%d %H:%M") if moment else None


def _kind_of(fmt: object) -> Value:
    kind = getattr(fmt, "kind", None)
    if kind == "round_robin" and getattr(fmt, "cycles", 1) == 2:
        return "double_round_robin"
    return kind


def _minimums(reg: Regulation) -> Value:
    """(name, fewest entries, the name of the division merged into or None) a division."""
    names = {d.key: d.name for d in reg.divisions}
    return [
        (d.name, d.min_entries, names.get(d.merge_into or ""))
        for d in reg.divisions
        if d.min_entries is not None
    ]


def value_of(reg: Regulation, key: str) -> Value:
    """The regulation's value for a draft key, in plain form (dates ``YYYY-MM-DD HH:MM``,
    points as strings, prizes as (from, to, amount) triples)."""
    if key.startswith("round."):
        slot = reg.schedule.slot(int(key.split(".")[1]))
        return _local(slot.starts_at) if slot else None
    if key.startswith("cut."):
        return getattr(reg.format, "cuts", {}).get(int(key.split(".")[1]))
    if key.startswith("penalty."):
        p = reg.penalty(key.split(".", 1)[1])
        if p is None:
            return None
        extra = ["DQ"] * p.disqualify + ["判负"] * p.loses_game + ["酌情"] * p.discretionary
        if p.bans_future:
            extra.append(f"禁赛{p.ban_days}天" if p.ban_days else "禁赛")
        cap = f" cap {-p.cap}" if p.cap is not None else ""
        return f"{-p.points}/{p.per}{cap}" + "".join(f" {x}" for x in extra)
    if key.startswith(("round_end.", "round_window.")):
        slot = reg.schedule.slot(int(key.split(".")[1]))
        if slot is None:
            return None
        if key.startswith("round_end."):
            return _local(slot.ends_at)
        return (_local(slot.window_opens), _local(slot.ends_at))
    if key.startswith("match."):
        value = getattr(reg.format, "match_" + key.split(".")[1], None)
        return None if value is None else str(value)
    if key.startswith("board."):
        return _points(reg, key.split(".")[1])
    if key in ("boards", "reserves"):
        return getattr(reg.format, key, None)
    if key.startswith("points."):
        return _points(reg, key.split(".")[1])
    if key in GROUP_KEYS:
        if reg.format.kind == "stages":
            return _stage_group_value(reg, key)
        return getattr(reg.format, key, None)
    table: dict[str, Callable[[], Value]] = {
        "name": lambda: reg.name,
        "game": lambda: reg.game,
        "format": lambda: _kind(reg),
        "teams": lambda: reg.format.kind in ("team", "team_arena"),
        "rounds": lambda: _rounds(reg),
        "deadline": lambda: _local(reg.signup.deadline),
        "capacity": lambda: reg.signup.capacity,
        "fee": lambda: reg.prizes.fee,
        "time_control": lambda: reg.schedule.time_control,
        "no_show_minutes": lambda: reg.schedule.no_show_minutes,
        "forfeits_to_withdraw": lambda: _stage_value(reg, "forfeits_to_withdraw"),
        "bye_opponent_value": lambda: getattr(reg.format, "bye_opponent_value", None),
        "tiebreaks": lambda: _chain(reg),
        "prizes": lambda: [(r.from_rank, r.to_rank, r.amount) for r in reg.prizes.ranges],
        "group_prizes": lambda: [
            (r.from_rank, r.to_rank, r.amount) for r in reg.prizes.group_ranges
        ],
        "prize_total": lambda: (
            reg.announced.prize_total.amount if reg.announced.prize_total else None
        ),
        "weights": lambda: [str(w) for w in getattr(reg.format, "weights", [])],
        "divisions": lambda: [d.name for d in reg.divisions],
        "bracket": lambda: getattr(reg.format, "size", None),
        "advance": lambda: _advance(reg),
        "avoid_same": lambda: getattr(reg.format, "avoid_same", None),
        "certificate_required": lambda: reg.signup.certificate_required,
        "field_size": lambda: (
            (reg.field_size.below, _kind_of(reg.field_size.small)) if reg.field_size else None
        ),
        "special_awards": lambda: [(a.name, a.count, a.amount) for a in reg.prizes.awards()],
        "lucky_places": lambda: [(list(a.places), a.amount) for a in reg.prizes.lucky_places],
        "division_minimums": lambda: _minimums(reg),
    }
    return table[key]() if key in table else None


def stated(draft: Draft) -> dict[str, Value]:
    """Every value the draft states (its sources' keys), as the regulation holds it."""
    return {key: value_of(draft.reg, key) for key in draft.sources if key != "name"}


def _comparable(key: str, value: Value) -> Value:
    """A value as compared: a time control in the readers' form on both sides (加五秒 and 加5秒
    are the same clock), points as fractions (0.5 and 1/2), every other value as it is."""
    if key == "time_control" and isinstance(value, str):
        return normal(value)
    if key.startswith(("points.", "match.", "board.")) and isinstance(value, str):
        try:
            return str(Fraction(value))  # 0.5 and 1/2 are the same points
        except ValueError:
            return value
    return value


def counted(draft: Draft, expected: dict[str, Value]) -> dict[str, Value]:
    """The stated values compared with ``expected``: every one, except the values given
    division by division (prizes by division, each division's cap ``capacity_pools``) where the
    expected values give none (their reading: a value given by group is no one value, so it is
    not counted either way)."""
    said = stated(draft)
    if draft.reg.prizes.per_division and "prizes" not in expected:
        said.pop("prizes", None)
    if "capacity_pools" not in expected:
        said.pop("capacity_pools", None)
    return said


def scores(draft: Draft, expected: dict[str, Value]) -> tuple[float, float, list[str], list[str]]:
    """(precision, recall, wrong keys, missed keys): of the values counted (``counted``), the
    share equal to the expected; of the expected, the share stated and equal."""
    said = counted(draft, expected)
    expected = {k: _comparable(k, v) for k, v in expected.items()}
    said = {k: _comparable(k, v) for k, v in said.items()}
    wrong = [k for k, v in said.items() if k in expected and expected[k] != v]
    wrong += [k for k in said if k not in expected]
    missed = [k for k, v in expected.items() if said.get(k, object()) != v]
    precision = (len(said) - len(wrong)) / len(said) if said else 1.0
    recall = (len(expected) - len(missed)) / len(expected) if expected else 1.0
    return precision, recall, wrong, missed
