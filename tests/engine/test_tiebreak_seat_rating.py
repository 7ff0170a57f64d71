"""Two tiebreaks of issue 27, worked by hand: 后胜局 (wins with the second seat: black in
Xiangqi, white in Go) and 等级分 (the sign-up's rating: 「积分相同时，等级分高者名次列前」), in
the chains of the round robin and the Swiss, and the lint of a rating nobody is asked for.

Published, 后胜局 as 后走胜局: 「如积分相等，则按以下顺序区分：对手分、累进分、胜局、
后走胜局、后走局数、技术犯规」 (2010年暨南大学中国象棋个人赛,
http://bbs.jnlts.com/thread.php?ThreadID=397) and 「对手分、累进分、胜局、犯规、后走胜局」
(辛集市象棋公开赛补充规定, http://www.xiaqi.cn/201110/20725.html, in
tests/engine/regulation_texts/collected). No published regulation found ranks level points
by 等级分: its sentence here is the usual form; the nearest puts the higher rating first for a
place, not a rank: 「如有不参加者，由等级分高的女子棋手递补」 (2019年“溱湖杯”全国象棋女子名人赛竞赛
规程, http://zjsqlxh.com/xiangqi/xqgg/2019/0808/5154.html). The word 后胜局 itself:
「积分排名：积分，对手分，后胜局，累进分来区分」 (2020年第二届“群英杯”网络象棋公开赛,
tests/regulations_text/)."""

from fractions import Fraction

from engine import formats
from engine.formats import Facts, PlayerFacts, TableFacts
from engine.formats.round_robin import GameResult
from engine.regulation import lint, load_preset
from engine.swiss.pairing import FIRST, SECOND
from engine.swiss.record import DRAW, FORFEIT_WIN, WIN, RoundRecord, SwissRecord
from engine.tiebreaks import TIEBREAKS, label
from engine.tiebreaks.games import SwissContext, rating, second_seat_wins

ROUND_ROBIN = formats.FORMATS["round_robin"]
SWISS = formats.FORMATS["swiss"]


def chained(preset: str, tiebreaks: list[str], fields: list[str] | None = None):
    reg = load_preset(preset)
    fmt = reg.format.model_copy(update={"tiebreaks": tiebreaks, "per_division": False})
    update = {"format": fmt, "divisions": []}
    if fields is not None:
        update["signup"] = reg.signup.model_copy(update={"fields": fields})
    return reg.model_copy(update=update)


def facts(fmt, reg, fields=None):
    """Four players, three rounds, first seat first (Xiangqi: red; marks from the first seat):
    R1 1 v 2 胜 (1 wins with red), 3 v 4 负 (4 wins with black);
    R2 1 v 3 负 (3 wins with black), 2 v 4 和;
    R3 4 v 1 负 (1 wins with black), 2 v 3 胜 (2 wins with red).
    Points (win 2, draw 1): 1: 2+0+2 = 4; 2: 0+1+2 = 3; 3: 0+2+0 = 2; 4: 2+1+0 = 3."""
    games = [
        (1, (1, 2), "W"),
        (1, (3, 4), "L"),
        (2, (1, 3), "L"),
        (2, (2, 4), "D"),
        (3, (4, 1), "L"),
        (3, (2, 3), "W"),
    ]
    tables = [
        TableFacts(
            r,
            seats,
            GameResult(mark),
            tuple(map(tuple, fmt.results.points(reg, GameResult(mark), 2))),
        )
        for r, seats, mark in games
    ]
    fields = fields or {}
    players = {q: PlayerFacts(q, fields=fields.get(q, {})) for q in range(1, 5)}
    return Facts(players, tables, {}, 7)


def test_second_seat_wins_counts_only_games_won_with_the_second_seat():
    # 后胜局: a win with black counts; with red, a draw with black, a forfeit win: not
    record = SwissRecord(
        9,
        (
            RoundRecord(WIN, Fraction(2), 1, SECOND),
            RoundRecord(WIN, Fraction(2), 2, FIRST),
            RoundRecord(DRAW, Fraction(1), 3, SECOND),
            RoundRecord(FORFEIT_WIN, Fraction(2), 4),
            RoundRecord(WIN, Fraction(2), 5, SECOND),
        ),
    )
    assert second_seat_wins(record, SwissContext.of([record])) == 2
    assert label("second_seat_wins") == "后胜局" and label("rating") == "等级分"


def test_round_robin_ranks_level_points_by_second_seat_wins():
    # 「积分相同，后胜局多者名次列前」, published as 「……胜局、后走胜局……」 (暨南大学,
    # 辛集市): points, then 胜局, then 后走胜局. 2 and 4 both have 3 points and one win each
    # (wins is level); 4 won with black (R1), 2 with red (R3): 后胜局 4: 1, 2: 0 → 4 above 2.
    # 1 (4 points: wins R1 red, R3 black → 后胜局 1) first, 3 (2 points, R2 black → 1) last.
    reg = chained("round-robin", ["points", "wins", "second_seat_wins"])
    table = ROUND_ROBIN.standings(reg, facts(ROUND_ROBIN, reg), 3)
    got = [(r.rank, r.seq, r.total, r.tiebreaks["second_seat_wins"]) for r in table.rows]
    assert got == [(1, 1, 4, 1), (2, 4, 3, 1), (3, 2, 3, 0), (4, 3, 2, 1)]
    assert table.rows[2].explanation == "积分相同，后胜局 1 > 0"


def test_the_qunying_cup_chain_points_opponents_then_second_seat_wins():
    # 「积分排名：积分，对手分，后胜局，累进分来区分」 (2020年第二届“群英杯”网络象棋公开赛,
    # http://gdchess.com/bbs/dv_rss.asp?boardid=50&id=143977&page=33), on the Swiss of these
    # games (all four met: the field's total is 4 + 3 + 2 + 3 = 12). 对手分 (opponents' points):
    # 1: 3 + 2 + 3 = 8; 2: 4 + 3 + 2 = 9; 3: 3 + 4 + 3 = 10; 4: 2 + 3 + 4 = 9. 2 and 4 (3 points)
    # are level on 对手分 9; 后胜局 4: 1 (R1), 2: 0 → 4 above 2, before 累进分 is looked at.
    reg = chained(
        "shenzhen-go-2023", ["points", "opponents_score", "second_seat_wins", "progressive"]
    )
    table = SWISS.standings(reg, facts(SWISS, reg), 3)
    got = [
        (r.seq, r.total, r.tiebreaks["opponents_score"], r.tiebreaks["second_seat_wins"])
        for r in table.rows
    ]
    assert got == [(1, 4, 8, 1), (4, 3, 9, 1), (2, 3, 9, 0), (3, 2, 10, 1)]


def test_go_swiss_second_seat_is_white():
    # seed 002 is Go: the second seat plays white (执白); the same games give the same order
    reg = chained("shenzhen-go-2023", ["points", "second_seat_wins"])
    table = SWISS.standings(reg, facts(SWISS, reg), 3)
    assert [r.seq for r in table.rows] == [1, 4, 2, 3]


def test_rating_ranks_level_points_higher_rating_first():
    # 「积分相同时，等级分高者名次列前」: 2 (1850) and 4 (1720) have 3 points → 2 above 4
    reg = chained("round-robin", ["points", "rating"], fields=["rating"])
    fields = {1: {"rating": "1600"}, 2: {"rating": "1850"}, 3: {}, 4: {"rating": "1720"}}
    table = ROUND_ROBIN.standings(reg, facts(ROUND_ROBIN, reg, fields), 3)
    got = [(r.rank, r.seq, r.tiebreaks["rating"]) for r in table.rows]
    assert got == [(1, 1, 1600), (2, 2, 1850), (3, 4, 1720), (4, 3, 0)]
    assert table.rows[2].explanation == "积分相同，等级分 1850 > 1720"


def test_a_player_without_rating_ranks_below_the_rated():
    # 2 gave no 等级分 (counts 0): 4 (1720) above him
    reg = chained("round-robin", ["points", "rating"], fields=["rating"])
    fields = {2: {}, 4: {"rating": "1720"}}
    table = ROUND_ROBIN.standings(reg, facts(ROUND_ROBIN, reg, fields), 3)
    assert [r.seq for r in table.rows] == [1, 4, 2, 3]
    assert table.rows[2].explanation == "积分相同，等级分 1720 > 无"
    values = {
        r.seq: rating(SwissRecord(r.seq), SwissContext.of([], ratings={4: 1720}))
        for r in table.rows
    }
    assert values == {1: 0, 2: 0, 3: 0, 4: 1720}


def test_both_are_tiebreaks_of_every_two_player_format_but_not_of_teams():
    schemas = (formats.RoundRobinFormat, formats.SwissFormat, formats.GroupKnockoutFormat)
    for name in ("second_seat_wins", "rating"):
        assert name in TIEBREAKS
        assert all(name in schema.KNOWN_TIEBREAKS for schema in schemas)
        assert name not in formats.TeamFormat.KNOWN_TIEBREAKS  # a team's record has no seat


def test_lint_rating_without_the_signup_field():
    reg = chained("round-robin", ["points", "rating"])
    (warning,) = [w for w in lint(reg) if w.code == "tiebreak_rating"]
    assert "报名不要求填写等级分" in warning.message
    reg = chained("round-robin", ["points", "rating"], fields=["rating"])
    assert not [w for w in lint(reg) if w.code == "tiebreak_rating"]
