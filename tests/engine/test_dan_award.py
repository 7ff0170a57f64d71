"""The amateur 6-dan award of seed 002 奖励(二)1, worked by hand."""

from engine.prizes import DanCandidate as C
from engine.prizes import dan_award
from engine.signup_fields import parse_certificate

RULE = dict(thresholds=[50, 100], min_dan=5, holder_dan=6, max_place=8)


def field(top, fives):
    """``top`` as the first places, then ``fives`` certified 5-dans, then 4-dans to 150 players."""
    rest = [C(100 + i, 5, certified=True) for i in range(fives)]
    return top + rest + [C(1000 + i, 4) for i in range(150 - len(top) - fives)]


def test_thresholds():
    assert dan_award(field([C(1, 4)], 48), **RULE) == (48, 0, [])
    assert dan_award(field([C(1, 5, certified=True)], 49), **RULE) == (50, 1, [1])
    assert dan_award(field([C(1, 5, certified=True), C(2, 3)], 98), **RULE) == (99, 1, [1])
    assert dan_award(field([C(1, 5, certified=True), C(2, 3)], 99), **RULE) == (100, 2, [1, 2])


def test_roll_down_past_holders_and_uncertified_five_dans():
    top = [
        C(1, 6),
        C(2, 5, certified=False),
        C(3, 7),
        C(4, 1, pro=True),
        C(5, 5, certified=True),
        C(6, 4),
    ]
    count, awards, winners = dan_award(field(top, 97), **RULE)
    assert (count, awards, winners) == (102, 2, [5, 6])


def test_lapses_beyond_eighth_place():
    top = [C(q, 6) for q in range(1, 9)] + [C(9, 5, certified=True)]
    assert dan_award(field(top, 60), **RULE)[2] == []
    top = [C(q, 6) for q in range(1, 8)] + [C(8, 5, certified=True), C(9, 5, certified=True)]
    assert dan_award(field(top, 95), **RULE)[2] == [8]  # two awards, only 8th left in reach


def test_certificate_field():
    assert parse_certificate("有") == "有" and parse_certificate("未提供") == "无"


def test_certificate_in_the_signup_line():
    from engine.signup import parse_signup

    line = parse_signup("报名 张三 12345678 出生 2008-05-01 段位 5段 证书 有").lines[0]
    assert line.fields == {"birth": "2008-05-01", "dan": "5段", "certificate": "有"}
