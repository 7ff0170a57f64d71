"""The group_swiss_knockout format's group table worked by hand: every step of 003's chain
(二(四)9: 积分、对手分、累进分、犯规次数、再比较前一轮排名) decides something."""

from engine.formats import Facts, PlayerFacts, TableFacts
from engine.formats.group_knockout import GROUP_STAGE as FMT
from engine.formats.round_robin import GameResult
from engine.regulation import load_preset

REG = load_preset("pingshan-jieqi-2019")
H, Z, X, Y, C, D, E, F, G, W = range(1, 11)
# (round, first seat, second seat, result from the first seat)
GAMES = [
    (1, X, G, "W"),
    (1, H, Y, "W"),
    (1, C, E, "D"),
    (1, D, F, "D"),
    (1, Z, W, "W"),
    (2, H, X, "W"),
    (2, Y, W, "W"),
    (2, Z, G, "W"),
    (2, C, D, "D"),
    (2, E, F, "D"),
]
FOULS = {(C, 2, "foul"): 1, (E, 2, "foul"): 1, (F, 1, "foul"): 1}


def facts():
    tables = []
    for number, a, b, mark in GAMES:
        value = GameResult(mark)
        tables.append(
            TableFacts(number, (a, b), value, tuple(map(tuple, FMT.results.points(REG, value, 2))))
        )
    return Facts(
        {q: PlayerFacts(q, name=f"棋手{q}", group="A") for q in range(1, 11)}, tables, {}, 0, FOULS
    )


def test_every_step_of_the_chain_decides_something():
    # win 3, draw 1 (二(四)1). Points: H 3+3 = 6, Z 3+3 = 6, X 3+0 = 3, Y 0+3 = 3,
    # C D E F 1+1 = 2, G 0, W 0.
    # 对手分 (opponents' final points): H Y+X = 3+3 = 6; Z W+G = 0+0 = 0; X G+H = 0+6 = 6;
    # Y H+W = 6+0 = 6; C E+D = 4, D F+C = 4, E C+F = 4, F D+E = 4; G X+Z = 3+6 = 9; W Z+Y = 6+3 = 9.
    # 累进分 (running totals summed): H 3+6 = 9, Z 9, X 3+3 = 6, Y 0+3 = 3, C D E F 1+2 = 3, G W 0.
    # 犯规: C 1 (R2), E 1 (R2), F 1 (R1), D 0.
    # Ranking after R1 (for 前一轮排名): H X Z 3 points (all equal: rank 1); C D E 1 point, equal,
    # rank 4; F 1 point but 1 foul after R1: rank 7; G Y W rank 8.
    # So: H above Z by 对手分 6 > 0; X above Y by 累进分 6 > 3; D above C and E by 犯规 0 < 1;
    # C and E equal on everything (rank 6 shared); F below them by the ranking after R1 4 < 7;
    # G and W equal on everything (rank 9 shared).
    table = FMT.standings(REG, facts(), 2)
    rows = [
        (
            r.rank,
            r.seq,
            r.total,
            r.tiebreaks["opponents_score"],
            r.tiebreaks["progressive"],
            r.explanation,
        )
        for r in table.rows
    ]
    assert rows == [
        (1, H, 6, 6, 9, None),
        (2, Z, 6, 0, 9, "积分相同，对手分 6 > 0"),
        (3, X, 3, 6, 6, "积分 6 > 3"),
        (4, Y, 3, 6, 3, "积分相同，累进分 6 > 3"),
        (5, D, 2, 4, 3, "积分 3 > 2"),
        (6, C, 2, 4, 3, "积分相同，犯规次数 0 < 1"),
        (6, E, 2, 4, 3, "并列"),
        (8, F, 2, 4, 3, "积分相同，前轮名次（倒数第1个前轮）4 < 7"),
        (9, G, 0, 9, 0, "积分 2 > 0"),
        (9, W, 0, 9, 0, "并列"),
    ]
    assert all(r.group == "A" and r.place == r.rank for r in table.rows)
    assert FMT.words.row_note(table.rows[3]).startswith("A组第4名")


def test_the_group_rows_carry_the_swiss_reason_that_rank_reason_reads():
    # the same table (worked above): Y is level with X on points (3) and below him by 累进分
    # 6 > 3; E equals C on the whole chain; D is below Y by points (3 > 2, not a tiebreak)
    rows = {r.seq: r for r in FMT.standings(REG, facts(), 2).rows}
    why = rows[Y].reason
    assert why is not None and (why.key, why.upper, why.lower, why.deciding) == (
        "progressive",
        6,
        3,
        "progressive",
    )
    assert rows[E].reason is not None and rows[E].reason.tied
    assert FMT.words.rank_reason(rows[Y]) == "积分相同，累进分 6 > 3"
    assert FMT.words.rank_reason(rows[E]) == "并列"
    assert FMT.words.rank_reason(rows[D]) == ""
    assert FMT.words.row_note(rows[Y]).endswith("（积分相同，累进分 6 > 3）")
