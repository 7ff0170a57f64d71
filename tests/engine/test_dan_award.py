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
    # 100 of 5 dan or more: two awards; 2nd is a 3-dan, who does not compete (报名(二)1), so the
    # second award passes to 3rd, the first of the 99 certified 5-dans (seq 100)
    assert dan_award(field([C(1, 5, certified=True), C(2, 3)], 99), **RULE) == (100, 2, [1, 100])


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
    # 5 of 5 dan or more on top (the 4-dan is not) + 97 = 102 ≥ 100: two awards. 1st 6-dan,
    # 2nd uncertified, 3rd 7-dan, 4th pro pass; 5th is a certified 5-dan; 6th is a 4-dan, who
    # does not compete (报名(二)1), so the second award goes to 7th, the first of the 97 (seq 100)
    assert (count, awards, winners) == (102, 2, [5, 100])


def test_roll_down_past_players_below_five_dan():
    # 报名(二)1: only certified 5-dans compete for 6 dan. One award: 3 on top of 5 dan or more
    # (the 6-dan, the uncertified 5-dan, the 5-dan at 6th) + 50 certified 5-dans = 53, ≥ 50 and
    # < 100. 1st a 6-dan passes as before; 2nd 3-dan, 3rd no dan given, 4th 1 kyu (level -1)
    # are below 5 dan and pass; 5th a 5-dan without his certificate passes; 6th is the first
    # certified 5-dan: the champion's 6 dan goes to him.
    top = [C(1, 6), C(2, 3), C(3, None), C(4, -1), C(5, 5), C(6, 5, certified=True)]
    assert dan_award(field(top, 50), **RULE) == (53, 1, [6])
    # two awards (1 + 99 = 100 of 5 dan or more): 1st–7th below 5 dan, 8th and 9th certified
    # 5-dans; the award stops at 8th, so only 8th is awarded and the second award lapses
    top = [C(q, 4) for q in range(1, 8)] + [C(8, 5, certified=True)]
    assert dan_award(field(top, 99), **RULE) == (100, 2, [8])


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
