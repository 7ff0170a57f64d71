"""A regulation drafted from its text: the closest preset by game and format, each value a
reader found written in (and kept only where the schema takes it), the rest the preset's
default; the words each value came from (``sources``) and the competition sentences no rule
used (``unread``)."""

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from typing import Any

from engine.fields import NAME_LIMIT
from engine.tiebreaks import names_over

from ..loading import load_preset
from ..schema import Regulation
from ..settings import apply_setting
from ..stage_settings import write_advance, write_groups
from ..timetable import without_dates
from . import readers, timetable
from .day_slots import read_daily_range, read_day_counts, read_day_list, read_day_slots
from .extra_writers import extra_writers
from .extras import (
    read_avoid_same,
    read_certificate,
    read_field_size,
    read_lucky_places,
    read_special_awards,
)
from .found import Found, Reading
from .game_sections import game_sections, named_game
from .normalise import Sentence, by_line, normal, own_year, sentences
from .penalties import ReadPenalty, read_penalties
from .ranking import ReadDivision, read_divisions, read_prizes, read_tiebreaks
from .stages import read_groups_field, read_knockout_field, read_stages
from .team_event import read_robin_rounds, read_team_bracket, read_team_event
from .teams import read_teams, team_chain

_Data = dict[str, Any]

PRESETS = {  # (format read, teams) -> the closest preset
    ("four_player", False): "xiaomanyao-junqi-2023",
    ("arena", True): "chuanyu-xiangqi-arena-2021",
    ("arena", False): "chuanyu-xiangqi-arena-2021",
    ("swiss_knockout", False): "swiss-knockout",
    ("swiss", False): "shenzhen-go-2023",
    ("swiss", True): "team-swiss",
    ("round_robin", False): "round-robin",
    ("double_round_robin", False): "round-robin",
    ("round_robin", True): "team-round-robin",
    ("double_round_robin", True): "team-round-robin",
    ("knockout", False): "knockout",
    ("knockout", True): "team-knockout",
}
BY_GAME = {"junqi4": "xiaomanyao-junqi-2023", "go": "shenzhen-go-2023"}


def choose_preset(
    game: str | None,
    kind: str | None,
    teams: bool,
    swiss_groups: bool = False,
    rounds: bool = False,
) -> str:
    """The preset a draft starts from: by the format read (and teams), else by the game (a
    Swiss where the text counts rounds, ``rounds``, and names no system). Groups then a
    knockout: 003's for Jieqi; a Swiss in groups (``swiss_groups``) the Swiss stage of
    swiss-knockout played in groups, else round-robin groups."""
    if kind == "group_knockout":
        if game == "jieqi":
            return "pingshan-jieqi-2019"
        return "swiss-knockout" if swiss_groups else "groups-knockout"
    if kind is not None and (kind, teams) in PRESETS:
        return PRESETS[(kind, teams)]
    if kind is not None and (kind, False) in PRESETS:
        return PRESETS[(kind, False)]
    if kind is None and teams:
        return PRESETS[("swiss", True)]  # 团体对抗赛, 5台次 with the system left open: a team's
    if rounds and game not in BY_GAME:
        return PRESETS[("swiss", False)]  # 比赛共9轮, the system left open: a count of rounds
    return BY_GAME.get(game or "", "round-robin")


@dataclass
class Draft:
    """A drafted regulation: ``sources`` key -> the quoted words, ``unread`` the competition
    sentences no rule used, ``defaults`` what stays the preset's, ``refused`` values read but
    not taken by the schema (key -> why)."""

    reg: Regulation
    preset: str
    sources: dict[str, str]
    unread: list[str]
    defaults: list[str] = field(default_factory=list)
    refused: dict[str, str] = field(default_factory=dict)
    reading: Reading = field(default_factory=Reading)


def read(
    text: str, name: str | None = None
) -> tuple[Reading, list[Sentence], int | None, list[Sentence]]:
    """Every reader over the text (a regulation of several games, each with clauses of its own:
    the clauses of the game ``name`` names and no other game's, ``Reading.game_clauses``): the
    reading, the sentences read, the text's year, and the sentences whose unused ones are the
    unread (every sentence where the games' clauses were left unread, else those read)."""
    every = sentences(text)
    sections = game_sections(every)
    chosen = named_game(name, sections)
    sents = sections.kept(every, chosen)
    year = own_year(text)
    out = _read(sents, year)
    if sections.several:
        out.game_clauses = (list(sections.games.values()), sections.games.get(chosen or ""))
        if chosen is None:  # several games' clauses, none chosen: no one game
            out.found.pop("game", None)
            games = [g for g in sections.games if g != "other"]
            _alike(out, [_read(sections.kept(every, g), year) for g in games])
            return out, sents, year, every
    return out, sents, year, sents


def _alike(out: Reading, readings: list[Reading]) -> None:
    """The values every game's clauses state alike (围棋 – 瑞士制… and 中国象棋 – 瑞士制…,
    迟到10分钟作负 in each) are the event's, quoted from each game's clause; the game is none."""
    first, *rest = readings
    for key, found in first.found.items():
        if key in out.found or key == "game":
            continue
        if all(key in r.found and r.found[key].value == found.value for r in rest):
            sources = [s for r in readings for s in r.found[key].sources]
            out.found[key] = Found(key, found.value, tuple(dict.fromkeys(sources)))


def _main_draw(sents: list[Sentence]) -> list[Sentence]:
    """The sentences of the main event where a text has qualifiers beside it (预选赛 … 本赛): a
    sentence led by the qualifiers (预选赛为公开赛模式，采用分组单败淘汰制, 预选赛用时方式为…)
    gives neither the event's format nor its clock; every sentence where the text has no main
    draw."""
    if not any(re.search(r"本赛|正赛|主赛", s.text) for s in sents):
        return sents
    led = r"^(?:\(?[一二三四五六七八九十\d]{1,3}[)、.]\s*)?(?:综合)?(?:预选赛|资格赛)"
    return [s for s in sents if not re.match(led, s.text)]


def _read(sents: list[Sentence], year: int | None) -> Reading:
    """The readers of ``read`` over the sentences given."""
    out = Reading()
    readers.read_game(sents, out)
    read_team_event(sents, out)
    main = _main_draw(sents)
    readers.read_format(main, out)
    readers.read_rounds(sents, out)
    read_robin_rounds(sents, out)
    read_team_bracket(sents, out)
    read_knockout_field(sents, out)
    readers.read_deadline(sents, year, out)
    readers.read_capacity(sents, out)
    readers.read_points(sents, out)
    readers.read_fee(sents, out)
    readers.read_time_control(main, out)
    readers.read_lateness(sents, out)
    readers.read_forfeits(sents, out)
    readers.read_bye_value(sents, out)
    read_divisions(sents, year, out)
    readers.rounds_cover_divisions(out)
    divisions = [d.name for d in _read_divisions(out.value("divisions"))]
    read_prizes(sents, divisions, out)
    read_tiebreaks(sents, out)
    read_penalties(sents, out)
    for reader in (
        read_avoid_same, read_certificate, read_field_size, read_special_awards, read_lucky_places,
    ):  # fmt: skip
        reader(sents, out)
    read_stages(sents, out)
    read_groups_field(out)
    read_teams(sents, out)
    timetable.read_prize_total(sents, out)
    lines = by_line(sents)
    timetable.read_weights([(" ".join(p.text for p in v), v[0]) for v in lines.values()], out)
    timetable.read_cuts(sents, out)
    return out


def _int(value: object) -> int:
    """A value read as a whole number (a reader's count)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"not a number: {value!r}")
    return value


def _read_divisions(value: object) -> list[ReadDivision]:
    """The divisions read (none when no reader found them)."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(d, ReadDivision) for d in value):
        raise TypeError("not divisions")
    return [d for d in value if isinstance(d, ReadDivision)]


def _title(sents: list[Sentence]) -> Sentence | None:
    for s in sents[:5]:
        if re.search(r"赛|杯", s.text) and len(_name_of(s.words)) <= NAME_LIMIT:
            return s
    return None


def _name_of(title: str) -> str:
    """A title without 竞赛规程 (the event's name)."""
    return re.sub(r"\s*(竞赛|比赛)?规程$", "", title.strip()) or title


def _strip(data: _Data) -> None:
    """The preset's event-specific facts removed: what a draft states comes from the text."""
    data["clauses"] = {}
    data["announced"] = {}
    data["room"] = None
    data["divisions"] = []
    data["capacity_pools"] = []
    data["prizes"] = {"per_division": False}
    data["signup"]["capacity"] = None
    data["schedule"]["time_control"] = None
    data["schedule"]["events"] = []
    if data["format"].get("per_division"):
        data["format"]["per_division"] = False


def _tiebreak_holder(data: _Data) -> _Data | None:
    fmt: _Data = data["format"]
    if "tiebreaks" in fmt and fmt["kind"] != "four_player_elimination":
        return fmt
    stages: list[_Data] = fmt.get("stages") or []
    return next((stage for stage in stages if "tiebreaks" in stage), None)


def _planned_field(fmt: _Data, rounds: int) -> int:
    """The planned field of a round robin of ``rounds`` rounds (its ``cycles`` already written):
    n − 1 rounds a cycle for an even n, so n = rounds / cycles + 1 (an odd field of n − 1 plays as
    many rounds, one player resting each round; round 1's field decides the real number)."""
    cycles = int(fmt.get("cycles", 1))
    if rounds % cycles:
        raise ValueError(f"{rounds} rounds is no double round robin")
    return rounds // cycles + 1


def _resize(data: _Data, rounds: int) -> None:
    """A single-stage Swiss of ``rounds`` rounds: its timetable gets as many slots; a round robin
    of ``rounds`` rounds: the planned field that plays them, and as many slots."""
    fmt = data["format"]
    if fmt["kind"] == "round_robin":
        fmt["players"] = _planned_field(fmt, rounds)
    elif fmt["kind"] == "team" and fmt.get("system") == "round_robin":
        fmt["teams"] = _planned_field(fmt, rounds)
    elif fmt["kind"] in ("swiss", "team") and "rounds" in fmt:
        fmt["rounds"] = rounds
    elif fmt["kind"] == "group_swiss_knockout":
        fmt["group_rounds"] = rounds
        return
    elif fmt["kind"] == "stages":
        swiss = next((s for s in fmt["stages"] if s["kind"] == "swiss"), None)
        if swiss is None:
            raise ValueError("no Swiss stage")
        swiss["rounds"] = rounds
        main = [r for r in data["schedule"]["rounds"] if r["stage"] == "main"]
        rest = [r for r in data["schedule"]["rounds"] if r["stage"] != "main"]
        slots = [
            main[i] if i < len(main) else {"number": i + 1, "label": f"第{i + 1}轮"}
            for i in range(rounds)
        ]
        for i, r in enumerate(rest, rounds + 1):
            r["number"] = i
        data["schedule"]["rounds"] = [*slots, *rest]
        return
    else:
        raise ValueError("the format has no number of rounds")
    slots = data["schedule"]["rounds"]
    data["schedule"]["rounds"] = [
        slots[i] if i < len(slots) else {"number": i + 1, "label": f"第{i + 1}轮"}
        for i in range(rounds)
    ]


def _local(when: object) -> str:
    assert isinstance(when, datetime)
    return when.strftime("%Y-%m-%dT%H:%M:%S")


def _set_round(data: _Data, number: int, when: object) -> None:
    slot = next((r for r in data["schedule"]["rounds"] if r["number"] == number), None)
    if slot is None:
        raise ValueError(f"no round {number}")
    if when is None:  # played right after the round before it, on the same day (第5/6轮)
        if slot.get("after_previous") is None:
            raise ValueError(f"round {number} has no time of its own")
        return
    slot["starts_at"] = _local(when)
    slot["after_round_1"] = None
    slot["after_previous"] = None


def _points(value: object) -> int | str:
    number = Fraction(str(value))
    return int(number) if number.denominator == 1 else str(value)


def _division_key(name: str, index: int) -> str:
    return f"d{index}"


Writer = Callable[[_Data], None]


def _writers(out: Reading) -> list[tuple[str, Writer]]:
    """(key, how its value is written into the data), in the order they are applied."""
    v = out.value
    w: list[tuple[str, Writer]] = []

    def put(key: str, fn: Writer) -> None:
        if key in out.found:
            w.append((key, fn))

    def each(key: str, fn: Callable[[_Data, str], None]) -> None:
        """``fn(data, key)`` for a key chosen in a loop (bound now, not at the loop's end)."""
        put(key, lambda d: fn(d, key))

    put("game", lambda d: d.__setitem__("game", v("game")))
    put("format", lambda d: _cycles(d, v("format")))  # a double round robin's cycles first
    put("rounds", lambda d: _resize(d, _int(v("rounds"))))
    put("round_slots", lambda d: _resize(d, _int(v("round_slots"))))  # slots, no rounds stated
    put("bracket", lambda d: _bracket(d, _int(v("bracket"))))  # before the rounds it labels
    put("advance", lambda d: write_advance(d, _int(v("advance"))))  # likewise (前4名进入决赛)
    size = v("group_size") if "groups" in out.found else None  # 每组4人 goes with the groups
    for key in (  # the stages' shape too, before the rounds' times
        "groups", "group_size", "seeds_per_group", "advance_per_group", "wildcards",
        "knockout_size", "fouls_to_lose_game", "third_place",
    ):  # fmt: skip
        each(key, lambda d, k: _group_key(d, k, v(k), v("advance_per_group"), size))
    for key in sorted((k for k in out.found if k.startswith("round.")), key=_number):
        each(key, lambda d, k: _set_round(d, _number(k), v(k)))
    put("deadline", lambda d: d["signup"].__setitem__("deadline", _local(v("deadline"))))
    put("capacity", lambda d: d["signup"].__setitem__("capacity", v("capacity")))
    for key in ("points.win", "points.draw", "points.loss"):
        each(key, lambda d, k: _score(d, k.split(".")[1], _points(v(k))))
    put("fee", lambda d: d["prizes"].__setitem__("fee", v("fee")))
    put("time_control", lambda d: d["schedule"].__setitem__("time_control", v("time_control")))
    put(
        "no_show_minutes",
        lambda d: d["schedule"].__setitem__("no_show_minutes", v("no_show_minutes")),
    )
    put(
        "forfeits_to_withdraw",
        lambda d: _forfeits(d, v("forfeits_to_withdraw")),
    )
    put(
        "bye_opponent_value",
        lambda d: _format_key(d, "bye_opponent_value", v("bye_opponent_value")),
    )
    put("divisions", lambda d: _divisions(d, _read_divisions(v("divisions"))))
    put("capacity_pools", lambda d: _pools(d, v("capacity_pools")))
    put("prizes", lambda d: _prizes(d, v("prizes"), "ranges"))
    put("group_prizes", lambda d: _prizes(d, v("group_prizes"), "group_ranges"))
    put("tiebreaks", lambda d: _tiebreaks(d, v("tiebreaks"), out.team_tiebreaks[0]))
    put("weights", lambda d: _format_key(d, "weights", v("weights")))
    for key in ("boards", "reserves"):
        each(key, lambda d, k: _team_key(d, k, v(k)))
    for kind in ("win", "draw", "loss"):
        each(f"match.{kind}", lambda d, k: _team_key(d, f"match_{k[6:]}", _points(v(k))))
        each(f"board.{kind}", lambda d, k: _board_points(d, k[6:], _points(v(k))))
    for key in [k for k in out.found if k.startswith("penalty.")]:
        each(key, lambda d, k: _penalty(d, v(k), out.found[k].source.words))
    for key in [k for k in out.found if k.startswith("cut.")]:
        each(key, lambda d, k: _cut(d, _number(k), v(k)))
    put("announced_cuts", lambda d: _announced_cuts(d, v("announced_cuts")))
    put(
        "prize_total",
        lambda d: d["announced"].__setitem__(
            "prize_total", {"amount": v("prize_total"), "clause": "奖励"}
        ),
    )
    return w + extra_writers(out)


def _announced_cuts(data: _Data, cuts: object) -> None:
    """The cuts the timetable announced where a rule overrides them (after round -> keep)."""
    if not isinstance(cuts, dict):
        raise TypeError("not cuts")
    data["announced"]["cuts"] = [
        {"after_round": n, "keep": keep, "clause": "赛程"} for n, keep in sorted(cuts.items())
    ]


def _score(data: _Data, kind: str, value: int | str) -> None:
    """Points per game; the arena's are per game of a bout (format.bout)."""
    if data["format"]["kind"] == "team_arena":
        data["format"]["bout"][kind] = value
    else:
        data["scoring"][kind] = value


def _penalty(data: _Data, read: object, words: str) -> None:
    """A penalty read: it replaces the preset's of the same behaviour, or is added."""
    assert isinstance(read, ReadPenalty)
    entry: _Data = {
        "key": read.key,
        "points": -read.points,
        "per": read.per,
        "cap": -read.cap if read.cap is not None else None,
        "warnings_before": read.warnings_before,
        "disqualify": read.disqualify,
        "loses_game": read.loses_game,
        "foul": False,
        "discretionary": read.discretionary,
        "bans_future": read.bans_future,
        "ban_days": read.ban_days,
        "clause": words[:40],
        "description": words[:120],
    }
    old = next((p for p in data["penalties"] if p["key"] == read.key), None)
    if old is not None:
        entry["foul"] = old.get("foul", False)
        data["penalties"][data["penalties"].index(old)] = entry
    else:
        data["penalties"].append(entry)


def _bracket(data: _Data, size: int) -> None:
    """A knockout's bracket: a team knockout's ``size``, else the setting 签数."""
    fmt = data["format"]
    if fmt["kind"] == "team" and fmt.get("system") == "knockout":
        fmt["size"] = size
        return
    _setting(data, "签数", str(size))


def _team_key(data: _Data, key: str, value: object) -> None:
    """A team format's value (boards, reserves, match points)."""
    if data["format"]["kind"] != "team":
        raise ValueError(f"the format has no {key}")
    data["format"][key] = value


def _board_points(data: _Data, kind: str, value: int | str) -> None:
    """Points per board of a team match: the game's points (scoring)."""
    if data["format"]["kind"] != "team":
        raise ValueError("no boards")
    data["scoring"][kind] = value


def _swiss_groups(out: Reading) -> bool:
    """Whether the groups read play a Swiss (``分为两个大组…采用三轮积分编排制``): a sentence
    the format was read from names a Swiss and no round robin."""
    found = out.found.get("format")
    return found is not None and any(
        readers.names_swiss(s.text) and "循环" not in s.text for s in found.sources
    )


def _stage_group_key(
    data: _Data, key: str, value: object, per_group: object, size: object = None
) -> None:
    """A groups-then-knockout value on the stages (a Swiss or round robins in groups, then a
    knockout): the groups' count with each group's first k going on (``per_group``, read with
    them: groups without it are refused) and, for round robins, each group's ``size`` (每组4人);
    the knockout's size follows them."""
    stages: list[_Data] = data["format"]["stages"]
    first = stages[0]
    robin = first["kind"] == "round_robin"
    if key == "groups" and isinstance(value, list) and per_group is not None:
        # the count as it stands until write_groups moves the timetable with it
        first["groups"] = {"count": (first.get("groups") or {}).get("count", 1), "by": "lots"}
        first["advance"] = {"per_group": _int(per_group)}
        write_groups(data, (len(value), _int(size) if robin and size is not None else None))
        return
    if key == "group_size" and size is not None and per_group is not None and robin:
        return  # written with the groups
    elif key == "knockout_size" and len(stages) > 1 and stages[1]["kind"] == "knockout":
        if stages[1]["size"] != value:
            raise ValueError("a knockout size the groups do not send on")
        return
    elif key == "advance_per_group" and first.get("groups"):
        return  # written with the groups
    else:
        raise ValueError(f"the stages have no {key}")


def _group_key(
    data: _Data, key: str, value: object, per_group: object = None, size: object = None
) -> None:
    """A groups-then-knockout value (003's [format], or a Swiss in groups on the stages); a
    knockout's third place too."""
    fmt = data["format"]
    if key == "third_place" and fmt["kind"] == "knockout":
        fmt["third_place"] = True
        return
    if fmt["kind"] == "stages" and key != "third_place":
        _stage_group_key(data, key, value, per_group, size)
        return
    if fmt["kind"] != "group_swiss_knockout":
        raise ValueError(f"the format has no {key}")
    fmt[key] = value


def _forfeits(data: _Data, count: object) -> None:
    """Forfeits that end a player's event: the Swiss's key, or the groups' (003)."""
    fmt = data["format"]
    if fmt["kind"] == "group_swiss_knockout":
        fmt["forfeits_to_exclude"] = count
    else:
        _format_key(data, "forfeits_to_withdraw", count)


def _setting(data: _Data, item: str, value: str) -> None:
    """A value written as `/设置 <item> <value>` writes it (the knockout's 签数)."""
    new = apply_setting(Regulation.model_validate(data), item, value)
    data.clear()
    data.update(new.model_dump(mode="json"))


def _number(key: str) -> int:
    return int(key.split(".")[1])


def _cycles(data: _Data, kind: object) -> None:
    """A double round robin: two cycles (a team round robin's too)."""
    fmt = data["format"]
    if kind == "double_round_robin" and (
        fmt["kind"] == "round_robin" or (fmt["kind"] == "team" and fmt["system"] == "round_robin")
    ):
        fmt["cycles"] = 2


def _format_key(data: _Data, key: str, value: object) -> None:
    holder = data["format"] if key in data["format"] else _tiebreak_holder(data)
    if holder is None or key not in holder:
        raise ValueError(f"the format has no {key}")
    holder[key] = value


def _cut(data: _Data, after: int, keep: object) -> None:
    if "cuts" not in data["format"]:
        raise ValueError("the format has no cuts")
    data["format"]["cuts"][str(after)] = keep


def _divisions(data: _Data, divisions: list[ReadDivision]) -> None:
    data["divisions"] = [_division(d, i) for i, d in enumerate(divisions, 1)]
    if any(d.rating_from is not None or d.rating_to is not None for d in divisions):
        data["signup"]["fields"] = list(dict.fromkeys([*data["signup"]["fields"], "rating"]))
    if "per_division" in data["format"]:
        data["format"]["per_division"] = True
    data["signup"]["fields"] = list(dict.fromkeys([*data["signup"]["fields"], "division"]))


def _division(read: ReadDivision, index: int) -> _Data:
    after, before = read.born_on_or_after, read.born_on_or_before
    return {
        "key": _division_key(read.name, index),
        "name": read.name,
        "born_on_or_after": after.isoformat() if after else None,
        "born_on_or_before": before.isoformat() if before else None,
        "gender": read.gender,
        "rating_from": read.rating_from,
        "rating_to": read.rating_to,
        "certificate": read.certificate,
    }


def _pools(data: _Data, pools: object) -> None:
    keys = {d["name"]: d["key"] for d in data["divisions"]}
    assert isinstance(pools, list)
    data["capacity_pools"] = [
        {"divisions": [keys[n] for n in names], "limit": limit} for names, limit in pools
    ]


def _prizes(data: _Data, ranges: object, where: str) -> None:
    keys = {d["name"]: d["key"] for d in data["divisions"]}
    assert isinstance(ranges, list)
    data["prizes"][where] = [
        {"from_rank": a, "to_rank": b, "amount": amount, "division": keys.get(div or "")}
        for a, b, amount, div in ranges
    ]
    if any(div for *_, div in ranges):
        data["prizes"]["per_division"] = True


def _tiebreaks(data: _Data, chain: object, team: list[str]) -> None:
    """The chain read; a team event's as its own words read (胜场 the matches won), none where
    its first name after the points is one the registry lacks (场分相同比较胜局)."""
    holder = _tiebreak_holder(data)
    if holder is None:
        raise ValueError("the format ranks by its own chain")
    assert isinstance(chain, list)
    allowed = names_over("games")
    if data["format"]["kind"] == "team":
        if not team:
            raise ValueError("a team's chain whose first name after the points is unknown")
        chain, allowed = team_chain(team), names_over("teams")
    if any(name not in allowed for name in chain):
        raise ValueError("a name this format cannot rank by")
    holder["tiebreaks"] = chain
    if "rating" in chain:  # 等级分高者列前: the sign-up asks for the rating
        data["signup"]["fields"] = list(dict.fromkeys([*data["signup"]["fields"], "rating"]))


def _valid(data: _Data) -> Regulation:
    return Regulation.model_validate(data)


def _preset(out: Reading) -> str:
    """The preset the values read start from (the game, the format, a team event, groups that
    play a Swiss, whether rounds are counted)."""
    game, kind = out.value("game"), out.value("format")
    return choose_preset(
        game if isinstance(game, str) else None,
        kind if isinstance(kind, str) else None,
        bool(out.value("teams")),
        kind == "group_knockout" and _swiss_groups(out),
        "rounds" in out.found,
    )


# the keys that shape the format and its timetable (how many rounds, the bracket, who goes on,
# the groups): written before the rounds' times, and the timetable reads the rounds they make
_SHAPE = frozenset(
    {
        "rounds", "round_slots", "format", "bracket", "advance", "groups", "group_size",
        "seeds_per_group",
        "advance_per_group", "wildcards", "knockout_size", "fouls_to_lose_game", "third_place",
    }
)  # fmt: skip


def _apply(reg: Regulation, writers: list[tuple[str, Writer]]) -> tuple[Regulation, dict[str, str]]:
    """``reg`` with each value written in turn, and the keys the schema refused (key -> why)."""
    refused: dict[str, str] = {}
    for key, write in writers:
        trial = reg.model_dump(mode="json")
        try:
            write(trial)
            reg = _valid(trial)
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            # ValidationError, SettingError and StageSettingError are ValueErrors
            refused[key] = str(exc).split("\n")[0][:80]
    return reg, refused


def _labels(reg: Regulation, out: Reading) -> dict[int, str]:
    """The rounds' labels the timetable names them by: the preset's, shaped by the values read
    (第一轮（32进16）: 半决赛 is round 4 of 32; a Swiss of 5 rounds, its first 4 on: 半决赛 is
    round 6)."""
    shaped, _ = _apply(reg, [(key, write) for key, write in _writers(out) if key in _SHAPE])
    return {slot.number: slot.label for slot in shaped.schedule.rounds}


def draft(text: str, name: str | None = None) -> Draft:
    """The regulation drafted from ``text`` (name: the organiser's, else the title's)."""
    out, sents, year, pool = read(text, name)
    preset = _preset(out)
    reg = without_dates(load_preset(preset))
    timetable.read_rounds_times(sents, year, _labels(reg, out), out)
    read_daily_range(sents, year, out)
    read_day_slots(sents, year, out)
    read_day_counts(sents, year, out)
    read_day_list(sents, year, out)
    timetable.read_first_start(sents, year, out)
    timetable.rounds_of_timetable(out)
    if _preset(out) != preset:  # rounds the timetable counted: the preset for counted rounds
        preset = _preset(out)
        reg = without_dates(load_preset(preset))
    if reg.format.kind == "four_player_elimination":  # its chain is its own (weighted)
        out.found.pop("tiebreaks", None)
    data = reg.model_dump(mode="json")
    _strip(data)
    data["source"] = "由竞赛规程的文字起草（逐项依据见 /规程 文字）"
    title = _title(sents)
    if title is not None:
        out.add("name", _name_of(title.words), title)
    data["name"] = (name or (_name_of(title.words) if title else data["name"]))[:NAME_LIMIT]
    data["signup"]["deadline"] = None
    current, refused = _apply(_valid(data), _writers(out))
    if current.format.kind == "team" and out.team_tiebreaks[0]:
        out.unknown_tiebreaks[:] = out.team_tiebreaks[1]  # the names a team chain lacks
    sources = {k: f.quote for k, f in out.found.items() if k not in refused}
    sources.pop("round_slots", None)  # the timetable's slots where the rounds are left open
    if out.value("teams") is True and current.format.kind not in ("team", "team_arena"):
        sources.pop("teams", None)  # a team event read, but no team format: not stated
    if "name" in out.found and name:
        sources.pop("name", None)
    if current.format.kind == "team":
        for kind in ("win", "draw", "loss"):  # 每局胜局2分 in a team event: a board's, said once
            if sources.get(f"points.{kind}") == sources.get(f"board.{kind}", ""):
                sources.pop(f"points.{kind}")
    return Draft(
        current,
        preset,
        sources,
        unread_sentences(pool, out),
        defaults=[],
        refused=refused,
        reading=out,
    )


COMPETITION = re.compile(
    r"轮|积分|得分|计分|\d分|胜|负|和棋|弃权|迟到|判|扣|奖|报名|编排|淘汰|循环|用时|截止|犯规|名次|晋级|"
    r"种子|抽签|组别|决赛|读秒|时限"
)
_NOTCOMPETITION = re.compile(r"电话|邮箱|地址|路线|住宿|乘|酒店|微信|联系人|保险|公交|打车|@")


def unread_sentences(sents: list[Sentence], out: Reading) -> list[str]:
    """The sentences about competition no rule used (or one declined, see Reading.declined), as
    written (each once, at most 200 characters)."""
    used = out.used() - {(s.line, s.cell, s.words) for s in out.declined.values()}
    seen: list[str] = []
    for s in sents:
        if (s.line, s.cell, s.words) in used or len(s.text) < 4:
            continue
        if COMPETITION.search(s.text) and not _NOTCOMPETITION.search(s.text):
            words = s.words[:200]
            if words not in seen:
                seen.append(words)
    return seen


def found_of(out: Reading, key: str) -> Found | None:
    return out.found.get(key)


__all__ = ["Draft", "draft", "read", "choose_preset", "normal"]


SET_BY = {  # a /设置 item -> the draft keys it changes (their values no longer the text's)
    "名称": ("name",),
    "报名截止": ("deadline",),
    "迟到": ("no_show_minutes",),
    "用时": ("time_control",),
    "人数上限": ("capacity", "capacity_pools"),
    "轮数": ("rounds",),
    "签数": ("bracket",),
    "晋级人数": ("advance",),
    "分组": ("groups", "group_size"),
    "三四名": ("third_place",),
    "同单位回避": ("avoid_same",),
}


def sources_after_setting(sources: dict[str, str], item: str | None) -> dict[str, str]:
    """A drafted tournament's sources once `/设置 <item>` changed a value: the keys it set are
    no longer read from the text (a round's date moves the whole timetable)."""
    if item == "第N轮":
        timed = ("round.", "round_end.", "round_window.")
        return {k: v for k, v in sources.items() if not k.startswith(timed)}
    dropped = SET_BY.get(item or "", ())
    return {k: v for k, v in sources.items() if k not in dropped}
