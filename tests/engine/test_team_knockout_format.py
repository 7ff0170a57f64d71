"""The team knockout's format (engine/formats/team/knockout.py) on its own: "first to X" board
points decides a match whose boards are not all in, and the schema's refusals.

Preset ``team-knockout`` with ``size = 4``, ``seeding = "order"``: four teams of four boards,
team k the numbers 4k−3 … 4k; round 1 is 1队 v 4队 and 2队 v 3队 (positions 1, 4, 2, 3).
"""

from fractions import Fraction

import pytest
from pydantic import ValidationError

from engine.formats import FORMATS
from engine.formats.base import Facts, Player, PlayerFacts, RoundField, TableFacts
from engine.formats.team import TeamFormat
from engine.regulation import load_preset

TEAM = FORMATS["team"]


def regulation(**changes: object):
    reg = load_preset("team-knockout")
    fmt = reg.format.model_copy(update={"size": 4, "seeding": "order", **changes})
    return reg.model_copy(update={"format": fmt})


def players() -> list[Player]:
    return [
        Player(4 * (t - 1) + b, 1000 + 4 * (t - 1) + b, f"{t}队", {"board": str(b)})
        for t in range(1, 5)
        for b in range(1, 5)
    ]


def facts(reg, tables, texts) -> Facts:
    people = {
        p.seq: PlayerFacts(p.seq, name=f"棋手{p.seq}", group=p.group, fields=p.fields)
        for p in players()
    }
    out = []
    for seats, text in zip(tables, texts, strict=True):
        value = TEAM.results.load_result(text, {"team_match": True})  # stored letters
        points = TEAM.results.points(reg, value, len(seats))
        out.append(TableFacts(1, tuple(seats), value, tuple(map(tuple, points))))
    return Facts(people, out)


def test_first_to_the_target_decides_a_match_not_finished():
    # target 3 of the 8 board points: 1队's boards 1 and 2 won (2 + 2 = 4 ≥ 3) decide table 1
    # with boards 3 and 4 not entered; table 2 has board 1 won by 2队 only (2 < 3): open.
    # Without a target 4 : 0 with two boards (4 points) left is no lead out of reach
    reg = regulation(target=Fraction(3))
    tables = TEAM.seat(reg, RoundField(1, players(), {}, None))
    assert tables == [[1, 2, 3, 4, 13, 14, 15, 16], [5, 6, 7, 8, 9, 10, 11, 12]]
    table = TEAM.standings(reg, facts(reg, tables, ["WW--", "W---"]), 1)
    ties = TEAM.extra_standings(reg, table)["knockout"]["rounds"][0]["ties"]
    assert [t["winner"] for t in ties] == [1, None]
    plain = regulation()
    table = TEAM.standings(plain, facts(plain, tables, ["WW--", "W---"]), 1)
    ties = TEAM.extra_standings(plain, table)["knockout"]["rounds"][0]["ties"]
    assert [t["winner"] for t in ties] == [None, None]


def test_the_bracket_and_decider_board_must_fit():
    base = load_preset("team-knockout").format.model_dump()
    with pytest.raises(ValidationError, match="签数 size 应为 2 的幂"):
        TeamFormat.model_validate({**base, "size": 6})
    with pytest.raises(ValidationError, match="加赛台 decider_board = 5 超过 4 台"):
        TeamFormat.model_validate({**base, "decider_board": 5})
