"""Seed 000 §五 奖励方案: prizes by place and the family award."""

from fractions import Fraction
from types import SimpleNamespace

import pytest

from engine.prizes import family_award, prize_table_total, rank_prizes

# §五: 冠军 520+奖杯, 亚军 388+奖杯, 季军 288+奖杯, 殿军 188, 5-8 100, 9-16 50, 17-32 20, 33-64 10
TABLE_000 = [
    {"from_rank": 1, "to_rank": 1, "amount": 520, "item": "奖杯"},
    {"from_rank": 2, "to_rank": 2, "amount": 388, "item": "奖杯"},
    {"from_rank": 3, "to_rank": 3, "amount": 288, "item": "奖杯"},
    {"from_rank": 4, "to_rank": 4, "amount": 188},
    {"from_rank": 5, "to_rank": 8, "amount": 100},
    {"from_rank": 9, "to_rank": 16, "amount": 50},
    {"from_rank": 17, "to_rank": 32, "amount": 20},
    {"from_rank": 33, "to_rank": 64, "amount": 10},
]


def test_prize_amounts_for_places_1_to_64():
    ranked = [1000 + place for place in range(1, 71)]  # seq 1000 + place, 70 players
    prizes = rank_prizes(ranked, TABLE_000)
    assert len(prizes) == 64  # places 65-70 receive nothing
    by_place = {p.rank: (p.seq, p.amount, p.item) for p in prizes}
    assert by_place[1] == (1001, 520, "奖杯")
    assert by_place[2] == (1002, 388, "奖杯")
    assert by_place[3] == (1003, 288, "奖杯")
    assert by_place[4] == (1004, 188, "")
    assert [by_place[r][1] for r in (5, 8, 9, 16, 17, 32, 33, 64)] == [
        100,
        100,
        50,
        50,
        20,
        20,
        10,
        10,
    ]
    # 520 + 388 + 288 + 188 = 1,384; + 4×100 + 8×50 + 16×20 + 32×10
    # = 1,384 + 400 + 400 + 320 + 320 = 2,824
    assert sum(p.amount for p in prizes) == 2824


def test_fewer_players_than_prizes():
    prizes = rank_prizes([7, 3], TABLE_000)
    assert [(p.seq, p.rank, p.amount) for p in prizes] == [(7, 1, 520), (3, 2, 388)]


def test_ranges_as_objects_and_overlap():
    ranges = [SimpleNamespace(from_rank=1, to_rank=2, amount=Fraction(15, 2), item="")]
    assert [p.amount for p in rank_prizes([1, 2, 3], ranges)] == [Fraction(15, 2)] * 2
    with pytest.raises(ValueError, match="第4名出现在两个奖项中"):
        rank_prizes([1], TABLE_000 + [{"from_rank": 4, "to_rank": 5, "amount": 1}])


def test_total_of_the_000_table():
    # 2,824 for places + 100 family award = 2,924 (the regulation announces 3,588)
    assert prize_table_total(TABLE_000, family_amount=100) == 2924
    assert prize_table_total(TABLE_000) == 2824


def test_family_with_most_top16_accounts():
    # top 16: 粤 6, 川 5, 湘 4, one without a family; 湘 players from place 17 on do not count
    families = ["粤"] * 6 + ["川"] * 5 + ["湘"] * 4 + [None] + ["湘"] * 5
    award = family_award(list(enumerate(families, start=1)))
    assert award.counts == {"粤": 6, "川": 5, "湘": 4}
    assert (award.winners, award.amount_each, award.tie) == (["粤"], 100, False)


def test_family_tie_is_shared_and_reported():
    # 粤 5, 川 5, 湘 5, 闽 1: three-way tie -> 100 / 3 each, flagged for the organisers
    families = ["粤", "川", "湘"] * 5 + ["闽"]
    award = family_award(list(enumerate(families, start=1)), top_n=16, amount=100)
    assert sorted(award.winners) == sorted(["粤", "川", "湘"])
    assert award.amount_each == Fraction(100, 3)
    assert award.tie is True
    # two-way: 粤 8, 川 8 -> 50 each
    two = family_award(list(enumerate(["粤", "川"] * 8, start=1)))
    assert (sorted(two.winners), two.amount_each, two.tie) == (sorted(["粤", "川"]), 50, True)


def test_no_family_in_top16():
    award = family_award([(1, None), (2, "")])
    assert (award.counts, award.winners, award.amount_each, award.tie) == ({}, [], 0, False)
