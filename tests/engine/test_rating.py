"""The club rating (engine/rating.py) worked by hand from its rules: start 1500, S = 1 / ½ / 0,
E_A = 1 / (1 + 10^((R_B − R_A)/400)), ΔA = K (S − E_A), K = 40 for a player's first 30 games
then 20; partners rated by their team's mean."""

import pytest

from engine.rating import INITIAL, RatedGame, k_factor, ranked, rate, shown

# Twenty xiangqi games among A B C D (first-named first, the outcome from his side). Each
# player plays 10, so every K is 40. Working, game by game (4 decimals; E to 6):
#  1 A-B W: 1500 v 1500, E_A 0.5, Δ +20            -> A 1520,      B 1480
#  2 C-D D: 1500 v 1500, E_C 0.5, Δ 0              -> C 1500,      D 1500
#  3 A-C W: 1520 v 1500, E_A = 1/(1+10^(-20/400)) = 0.528751, Δ 40(1-0.528751) = +18.8500
#                                                  -> A 1538.8500, C 1481.1500
#  4 B-D L: 1480 v 1500, E_B 0.471249, Δ -18.8500  -> B 1461.1500, D 1518.8500
#  5 A-D D: 1538.85 v 1518.85 (diff 20), E_A 0.528751, Δ 40(0.5-0.528751) = -1.1500
#                                                  -> A 1537.7000, D 1520.0000
#  6 B-C W: 1461.15 v 1481.15, E_B 0.471249, Δ +21.1500 -> B 1482.3000, C 1460.0000
#  7 B-A D: 1482.30 v 1537.70 (diff -55.4), E_B 0.420942, Δ +3.1623
#                                                  -> B 1485.4624, A 1534.5376
#  8 D-C W: 1520.00 v 1460.00 (diff 60), E_D 0.585499, Δ +16.5801
#                                                  -> D 1536.5801, C 1443.4199
#  9 C-A L: 1443.4199 v 1534.5376, E_C 0.371797, Δ -14.8719 -> C 1428.5481, A 1549.4095
# 10 D-B D: 1536.5801 v 1485.4624, E_D 0.573038, Δ -2.9215  -> D 1533.6585, B 1488.3839
# 11 D-A L: 1533.6585 v 1549.4095, E_D 0.477348, Δ -19.0939 -> D 1514.5646, A 1568.5034
# 12 C-B W: 1428.5481 v 1488.3839, E_C 0.414731, Δ +23.4108 -> C 1451.9588, B 1464.9731
# 13 A-B L: 1568.5034 v 1464.9731, E_A 0.644733, Δ -25.7893 -> A 1542.7141, B 1490.7624
# 14 C-D W: 1451.9588 v 1514.5646, E_C 0.410866, Δ +23.5654 -> C 1475.5242, D 1490.9992
# 15 A-C D: 1542.7141 v 1475.5242, E_A 0.595506, Δ -3.8203  -> A 1538.8938, C 1479.3445
# 16 B-D W: 1490.7624 v 1490.9992, E_B 0.499659, Δ +20.0136 -> B 1510.7761, D 1470.9856
# 17 A-D W: 1538.8938 v 1470.9856, E_A 0.596502, Δ +16.1399 -> A 1555.0338, D 1454.8457
# 18 B-C L: 1510.7761 v 1479.3445, E_B 0.545111, Δ -21.8044 -> B 1488.9717, C 1501.1489
# 19 B-A W: 1488.9717 v 1555.0338, E_B 0.406058, Δ +23.7577 -> B 1512.7293, A 1531.2761
# 20 D-C D: 1454.8457 v 1501.1489, E_D 0.433756, Δ +2.6498  -> D 1457.4954, C 1498.4991
# Final: A 1531.2761 (shown 1531), B 1512.7293 (1513), C 1498.4991 (1498), D 1457.4954 (1457);
# the four sum to 6000 (each game moves equal and opposite amounts at equal K).
TWENTY = [
    "AB W",
    "CD D",
    "AC W",
    "BD L",
    "AD D",
    "BC W",
    "BA D",
    "DC W",
    "CA L",
    "DB D",
    "DA L",
    "CB W",
    "AB L",
    "CD W",
    "AC D",
    "BD W",
    "AD W",
    "BC L",
    "BA W",
    "DC D",
]


def _games(lines: list[str], game: str = "xiangqi") -> list[RatedGame]:
    out = []
    for line in lines:
        pair, outcome = line.split()
        out.append(RatedGame(game, (pair[0],), (pair[1],), outcome))
    return out


def test_twenty_games_against_the_formula_by_hand():
    table = rate(_games(TWENTY))["xiangqi"]
    by_hand = {"A": 1531.2761, "B": 1512.7293, "C": 1498.4991, "D": 1457.4954}
    for person, value in by_hand.items():
        assert table[person].rating == pytest.approx(value, abs=1e-4)
        assert table[person].games == 10
    assert {p: r.shown for p, r in table.items()} == {"A": 1531, "B": 1513, "C": 1498, "D": 1457}
    # A: won games 1, 3, 11 (as D-A L), 9 (C-A L), 17; drew 5, 7, 15; lost 13, 19
    assert (table["A"].wins, table["A"].draws, table["A"].losses) == (5, 3, 2)
    assert sum(r.rating for r in table.values()) == pytest.approx(4 * INITIAL)
    assert [(rank, p) for rank, p, _ in ranked(table)] == [(1, "A"), (2, "B"), (3, "C"), (4, "D")]


def test_the_k_table_after_thirty_games():
    # 30 draws between equal players: E 0.5, S 0.5, Δ 0 each time; both stay 1500 with 30
    # games. Game 31 (both have played 30 before it): K 20, E 0.5, win +10 / loss -10.
    assert [k_factor(n) for n in (0, 29, 30, 100)] == [40, 40, 20, 20]
    table = rate(_games(["XY D"] * 30 + ["XY W"]))["xiangqi"]
    assert table["X"].rating == pytest.approx(1510)
    assert table["Y"].rating == pytest.approx(1490)
    # a newcomer Z (1500, K 40) beats X (1510, K 20): E_Z = 1/(1+10^(10/400)) = 0.485613;
    # Z +40·(1−0.485613) = +20.5755, X 20·(0−0.514387) = −10.2877 -> 1499.7123
    table = rate(_games(["XY D"] * 30 + ["XY W", "ZX W"]))["xiangqi"]
    assert table["Z"].rating == pytest.approx(1520.5755, abs=1e-4)
    assert table["X"].rating == pytest.approx(1499.7123, abs=1e-4)


def test_partners_are_rated_by_their_team_result():
    # junqi4: P (1520 after beating Q, K 40, +20) and R (1500, new) against S and T (1500):
    # P+R's mean 1510 v 1500: E = 1/(1+10^(-10/400)) = 0.514387; they win: each +40·0.485613
    # = +19.4245 (P 1539.4245, R 1519.4245), S and T −19.4245 (1480.5755).
    games = [
        RatedGame("junqi4", ("P",), ("Q",), "W"),
        RatedGame("junqi4", ("P", "R"), ("S", "T"), "W"),
    ]
    table = rate(games)["junqi4"]
    assert table["P"].rating == pytest.approx(1539.4245, abs=1e-4)
    assert table["R"].rating == pytest.approx(1519.4245, abs=1e-4)
    assert table["S"].rating == pytest.approx(1480.5755, abs=1e-4)
    assert table["P"].games == 2 and table["S"].games == 1


def test_game_kinds_are_rated_apart_and_a_self_game_is_not_rated():
    table = rate(
        [
            RatedGame("xiangqi", ("A",), ("B",), "W"),
            RatedGame("go", ("A",), ("B",), "L"),
            RatedGame("go", ("A",), ("A",), "W"),
        ]
    )
    assert table["xiangqi"]["A"].rating == 1520 and table["go"]["A"].rating == 1480
    assert table["go"]["A"].games == 1


def test_shown_rounds_halves_up_and_equal_rows_share_a_rank():
    assert [shown(x) for x in (1512.5, 1512.49, 1499.5)] == [1513, 1512, 1500]
    table = rate(_games(["AB D", "CD W"]))["xiangqi"]
    # A and B drew (1500, one game each); C 1520, D 1480
    assert [(rank, p) for rank, p, _ in ranked(table)] == [(1, "C"), (2, "A"), (2, "B"), (4, "D")]
