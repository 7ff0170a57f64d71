"""``prizes.knockout_bonus.cumulative = false``: a player is paid only the bonus of the furthest
round reached, and the prize money total counts it so."""

from fractions import Fraction

from engine.knockout.prizes import PrizeTables, player_prizes
from engine.regulation import Regulation, load_preset, prize_money_total

JIEQI = "pingshan-jieqi-2019"


def _not_cumulative() -> Regulation:
    data = load_preset(JIEQI).model_dump(mode="json")
    assert data["prizes"]["knockout_bonus"]["cumulative"] is True  # 003 所获得奖金均累计
    data["prizes"]["knockout_bonus"]["cumulative"] = False
    return Regulation.model_validate(data)


def test_only_the_furthest_rounds_bonus_is_paid() -> None:
    # 003 二(四)7: 晋级16名 200, 8名 400, 4名 500. Seq 1 reached the last 4, seq 2 the last 8,
    # seq 3 the last 16. Cumulative: 200 + 400 + 500 = 1100, 200 + 400 = 600, 200.
    # Furthest only: 500, 400, 200.
    reached = {1: 4, 2: 8, 3: 16}
    furthest = PrizeTables(group_ranges=(), final_ranges=(), cumulative=False)
    paid = player_prizes({}, reached, {}, furthest)
    assert {seq: prize.total for seq, prize in paid.items()} == {
        1: Fraction(500),
        2: Fraction(400),
        3: Fraction(200),
    }
    added = player_prizes({}, reached, {}, PrizeTables(group_ranges=(), final_ranges=()))
    assert {seq: prize.total for seq, prize in added.items()} == {
        1: Fraction(1100),
        2: Fraction(600),
        3: Fraction(200),
    }


def test_the_regulations_tables_carry_it() -> None:
    assert PrizeTables.of(_not_cumulative().prizes).cumulative is False
    assert PrizeTables.of(load_preset(JIEQI).prizes).cumulative is True


def test_the_total_counts_the_furthest_bonus_only() -> None:
    # bonuses cumulative: 16 × 200 + 8 × 400 + 4 × 500 = 8400; furthest only: 8 players stop at
    # the last 16 (200), 4 at the last 8 (400), 4 reach the last 4 (500):
    # 8 × 200 + 4 × 400 + 4 × 500 = 5200, 3200 less
    assert prize_money_total(load_preset(JIEQI)) - prize_money_total(_not_cumulative()) == 3200
