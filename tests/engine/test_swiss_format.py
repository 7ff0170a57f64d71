"""The swiss format module (seed 002 preset) worked by hand: a 5-player field with a bye and a
forfeit, its standings and explanations, the next pairing, and the forfeit limit."""

from fractions import Fraction

import pytest

from engine import formats
from engine.formats import Facts, FormatError, Player, PlayerFacts, RoundField, TableFacts
from engine.formats.round_robin import GameResult
from engine.regulation import load_preset
from engine.standings import StandingRow
from engine.tiebreaks.reason import TIED, separated

FMT = formats.FORMATS["swiss"]
REG = load_preset("shenzhen-go-2023")


def _table(number, seats, value):
    return TableFacts(
        number, tuple(seats), value, tuple(map(tuple, FMT.results.points(REG, value, len(seats))))
    )


# R1: 1 beats 2; 4 forfeits against 3; 5 bye.  R2: 3 (second seat) beats 1; 5 beats 2; 4 bye.
TABLES = [
    _table(1, (1, 2), GameResult("W")),
    _table(1, (3, 4), GameResult(forfeits=(1,))),
    _table(1, (5,), GameResult(bye=True)),
    _table(2, (1, 3), GameResult("L")),
    _table(2, (5, 2), GameResult("W")),
    _table(2, (4,), GameResult(bye=True)),
]


def _facts(tables=TABLES, players=range(1, 6), flags=None):
    flags = flags or {}
    return Facts({q: PlayerFacts(q, **flags.get(q, {})) for q in players}, tables, {}, 7)


def test_points_bye_and_forfeit_by_the_preset():
    assert FMT.results.points(REG, GameResult(bye=True), 1) == [[2]]
    assert FMT.results.points(REG, GameResult(forfeits=(1,)), 2) == [[2], [0]]
    assert FMT.results.result_text(GameResult(forfeits=(1,))) == "弃权"
    assert FMT.results.result_text(GameResult(bye=True)) == "轮空"


def test_standings_worked_by_hand():
    # totals: 1: 2+0, 2: 0+0, 3: 2+2, 4: 0+2, 5: 2+2
    # 对手分 (002: only opponents actually played; bye and forfeit 0):
    #   1: P(2)+P(3) = 0+4 = 4;  2: P(1)+P(5) = 2+4 = 6;  3: 0 (forfeit) + P(1) = 2;
    #   4: 0+0;  5: 0 (bye) + P(2) = 0
    table = FMT.standings(REG, _facts(), 2)
    got = [
        (r.rank, r.seq, r.total, r.tiebreaks["opponents_score"], r.tiebreaks["progressive"])
        for r in table.rows
    ]
    assert got == [
        (1, 3, 4, 2, 6),
        (2, 5, 4, 0, 6),
        (3, 1, 2, 4, 4),
        (4, 4, 2, 0, 2),
        (5, 2, 0, 6, 0),
    ]
    why = {r.seq: r.explanation for r in table.rows}
    assert why == {
        3: None,
        5: "积分相同，对手分 2 > 0",
        1: "积分 4 > 2",
        4: "积分相同，对手分 4 > 0",
        2: "积分 2 > 0",
    }
    assert table.rows[0].round_scores == [Fraction(2), Fraction(2)]
    note = FMT.words.row_note(table.rows[1])
    assert "对手分 0" in note and "积分相同，对手分 2 > 0" in note
    assert FMT.words.rank_reason(table.rows[2]) == ""
    assert set(table.rows[0].tiebreaks) == {
        "opponents_score",
        "progressive",
        "opponents_score_cut",
        "warnings",
        "lots",
    }


def test_rank_reason_reads_the_rows_reason_not_its_words():
    # the words chat shows on /我的 come from the row's reason value (engine/tiebreaks/reason.py):
    # level on points (the chain's first), separated by 对手分 31 > 29 → 积分相同，对手分 31 > 29,
    # whatever the row's explanation says; a tie → 并列; points that differ (积分 4 > 2) or no
    # reason at all → nothing, even where the explanation's words begin with 积分相同
    chain = ["points", "opponents_score"]

    def row(explanation, reason):
        return StandingRow(2, 5, Fraction(4), [], {}, "active", 2, explanation, reason=reason)

    assert (
        FMT.words.rank_reason(row(None, separated(chain, 1, 31, 29))) == "积分相同，对手分 31 > 29"
    )
    assert FMT.words.rank_reason(row(None, TIED)) == "并列"
    assert FMT.words.rank_reason(row("积分 4 > 2", separated(chain, 0, 4, 2))) == ""
    assert FMT.words.rank_reason(row("积分相同，对手分 31 > 29", None)) == ""


def test_next_round_pairs_equal_scores_and_gives_the_bye_to_the_lowest_without_one():
    players = [Player(q, 10_000 + q) for q in range(1, 6)]
    previous = FMT.standings(REG, _facts(), 2)
    tables = FMT.seat(REG, RoundField(3, players, {}, previous, seed=7))
    assert tables[-1] == [2]  # 4 and 5 had byes; 2 is the lowest-ranked without one
    assert {frozenset(t) for t in tables[:-1]} == {frozenset({3, 5}), frozenset({1, 4})}
    again = FMT.seat(REG, RoundField(3, players, {}, previous, seed=7))
    assert again == tables  # nigiri drawn by the seeded RNG: the same seed, the same colours


def test_two_consecutive_forfeits_withdraw_the_player():
    tables = [
        _table(1, (1, 2), GameResult(forfeits=(1,))),
        _table(1, (3, 4), GameResult("W")),
        _table(2, (3, 2), GameResult(forfeits=(1,))),
        _table(2, (1, 4), GameResult("D")),
    ]
    table = FMT.standings(REG, _facts(tables, range(1, 5)), 2)
    status = {r.seq: r.status for r in table.rows}
    assert status[2] == "withdrawn" and 2 not in table.advancing
    seated = FMT.seat(REG, RoundField(3, [Player(q, q) for q in range(1, 5)], {}, table))
    assert sorted(q for t in seated for q in t) == [1, 3, 4]


def test_no_draw_without_draw_points():
    reg = REG.model_copy(update={"scoring": REG.scoring.model_copy(update={"draw": None})})
    with pytest.raises(FormatError, match="没有和棋"):
        FMT.results.parse_result(reg, "和", 2)
    assert FMT.results.parse_result(REG, "和", 2) == GameResult("D")


def test_disqualified_is_unranked_and_last():
    table = FMT.standings(REG, _facts(flags={3: {"disqualified": True}}), 2)
    assert (
        table.rows[-1].seq == 3
        and table.rows[-1].rank is None
        and table.rows[-1].status == "disqualified"
    )


def test_a_player_withdrawn_by_two_forfeits_stays_out_in_later_rounds():
    # 002 竞赛办法(六) 连续弃权两轮作自动退出: 2 forfeits rounds 1 and 2, is not paired in round 3
    # (a round he did not play), and must not come back in round 4.
    tables = [
        _table(1, (1, 2), GameResult(forfeits=(1,))),
        _table(1, (3, 4), GameResult("W")),
        _table(1, (5,), GameResult(bye=True)),
        _table(2, (3, 2), GameResult(forfeits=(1,))),
        _table(2, (1, 5), GameResult("W")),
        _table(2, (4,), GameResult(bye=True)),
        _table(3, (1, 3), GameResult("W")),
        _table(3, (4, 5), GameResult("W")),
    ]
    players = [Player(q, q) for q in range(1, 6)]
    after_3 = FMT.standings(REG, _facts(tables, range(1, 6)), 3)
    status = {r.seq: r.status for r in after_3.rows}
    assert status == {1: "active", 2: "withdrawn", 3: "active", 4: "active", 5: "active"}
    seated = FMT.seat(REG, RoundField(4, players, {}, after_3, seed=7))
    assert sorted(q for t in seated for q in t) == [1, 3, 4, 5] and all(len(t) == 2 for t in seated)


def test_forfeits_that_are_not_consecutive_do_not_withdraw():
    # 2 forfeits rounds 1 and 3 with a game between: not 连续, he is still paired in round 4
    tables = [
        _table(1, (1, 2), GameResult(forfeits=(1,))),
        _table(1, (3, 4), GameResult("W")),
        _table(1, (5, 6), GameResult("W")),
        _table(2, (2, 6), GameResult("W")),
        _table(2, (1, 3), GameResult("W")),
        _table(2, (4, 5), GameResult("W")),
        _table(3, (3, 2), GameResult(forfeits=(1,))),
        _table(3, (1, 5), GameResult("W")),
        _table(3, (4, 6), GameResult("W")),
    ]
    after_3 = FMT.standings(REG, _facts(tables, range(1, 7)), 3)
    assert {r.seq: r.status for r in after_3.rows}[2] == "active"
    seated = FMT.seat(REG, RoundField(4, [Player(q, q) for q in range(1, 7)], {}, after_3, seed=7))
    assert sorted(q for t in seated for q in t) == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("flag", ["withdrawn", "disqualified"])
def test_withdrawn_and_disqualified_players_are_not_paired(flag):
    # even if the field handed to the pairer still names him, his record keeps 3 out
    previous = FMT.standings(REG, _facts(flags={3: {flag: True}}), 2)
    seated = FMT.seat(REG, RoundField(3, [Player(q, q) for q in range(1, 6)], {}, previous, seed=7))
    assert sorted(q for t in seated for q in t) == [1, 2, 4, 5]
    assert all(len(t) == 2 for t in seated)  # four players: no bye


def test_the_go_preset_takes_no_late_entries():
    # player 6 became active after round 2 (e.g. a waiting player promoted): 002 has no rule
    # for players joining late, so round 3 is refused with what to do, and nothing is paired
    players = [Player(q, q) for q in range(1, 7)]
    previous = FMT.standings(REG, _facts(), 2)
    with pytest.raises(FormatError, match="序号 6 在第1轮之后才成为正式选手.*/退赛 <序号>"):
        FMT.seat(REG, RoundField(3, players, {}, previous, seed=7))


def test_late_entries_start_with_the_regulations_points():
    # a variant taking late entries with 2 points (a win's worth): 6 joins for round 3.
    # After round 2 (standings_worked_by_hand): 3: 4, 5: 4, 1: 2, 4: 2, 2: 0; with 6 on 2
    # points the score groups are {3, 5}, {1, 4, 6}, {2}: 3–5; the 2-point group is odd, so its
    # lowest (6, a newcomer after the players of his score) floats to 2; 1–4.
    late = REG.model_copy(
        update={"format": REG.format.model_copy(update={"late_entry_points": Fraction(2)})}
    )
    players = [Player(q, q) for q in range(1, 7)]
    previous = FMT.standings(late, _facts(), 2)
    seated = FMT.seat(late, RoundField(3, players, {}, previous, seed=7))
    assert {frozenset(t) for t in seated} == {
        frozenset({3, 5}),
        frozenset({1, 4}),
        frozenset({6, 2}),
    }
    # round 3: 6 beats 2. 6's total: 2 (start) + 2 (win) = 4; 累进分 (running totals after
    # each round, the start points counting from round 1): 2 + 2 + 4 = 8
    played = [
        *TABLES,
        _table(3, (6, 2), GameResult("W")),
        _table(3, (3, 5), GameResult("W")),
        _table(3, (1, 4), GameResult("W")),
    ]
    after_3 = FMT.standings(late, _facts(played, range(1, 7)), 3)
    six = next(r for r in after_3.rows if r.seq == 6)
    assert (six.total, six.tiebreaks["progressive"], six.round_scores) == (
        4,
        8,
        [None, None, Fraction(2)],
    )
    # without the variant the same history gives 6 no start points: 2, progressive 0 + 0 + 2
    plain = next(r for r in FMT.standings(REG, _facts(played, range(1, 7)), 3).rows if r.seq == 6)
    assert (plain.total, plain.tiebreaks["progressive"]) == (2, 2)
