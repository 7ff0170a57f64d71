"""The penalty catalogue's ``per`` (000 §八.2, §八.5), the fouls rule's counting (003 二(五)2)
and compensation's causes (000 §九), as pure functions, worked from the seeds' words."""

from fractions import Fraction

import pytest

from engine import compensation, penalties
from engine.compensation import Deduction
from engine.formats import FORMATS
from engine.regulation import load_preset

JUNQI = load_preset("xiaomanyao-junqi-2023")
LINE = penalties.LedgerLine


def test_per_game_once_a_game_up_to_the_tables_games():
    # 000 §八.2 比赛不允许隐身，如有每一局扣2分: a table of three games (§八.1)
    item = JUNQI.penalty("隐身")
    lines = [
        LINE("penalty", Fraction(-2), "隐身 第1局"),
        LINE("penalty", Fraction(-2), "隐身 第2局"),
    ]
    # games 1 and 2 taken: the next free one is 3, then none (4 = beyond the table's 3)
    assert penalties.free_game(JUNQI.penalties, item, lines, 3) == 3
    full = [*lines, LINE("penalty", Fraction(-2), "隐身 第3局")]
    assert penalties.free_game(JUNQI.penalties, item, full, 3) == 4
    penalties.check_per(JUNQI.penalties, item, lines, 5, 3, 3)  # game 3: allowed
    with pytest.raises(penalties.PenaltyError, match="第2局已经扣过"):
        penalties.check_per(JUNQI.penalties, item, lines, 5, 2, 3)
    with pytest.raises(penalties.PenaltyError, match="本桌共 3 局，该选手每一局都已扣过"):
        penalties.check_per(JUNQI.penalties, item, full, 5, 4, 3)
    # another entry's lines (开棋) do not count for 隐身
    other = [LINE("penalty", Fraction(-2), "开棋 第2局")]
    penalties.check_per(JUNQI.penalties, item, other, 5, 2, 3)


def test_per_table_once():
    # 000 §八.5 该棋手当桌扣2分: once per table; the second refused
    item = JUNQI.penalty("踢人")
    penalties.check_per(JUNQI.penalties, item, [], 5, None, 3)
    with pytest.raises(penalties.PenaltyError, match="每桌只扣一次（2 分）"):
        penalties.check_per(
            JUNQI.penalties, item, [LINE("penalty", Fraction(-2), "踢人")], 5, None, 3
        )


def test_fouls_counted_per_game():
    # 003 二(五)2: fouls of one game; a line without 第k局 is the first game's
    lines = [
        LINE("foul", Fraction(0), "先按钟"),
        LINE("foul", Fraction(0), "第2局"),
        LINE("warning", Fraction(0), ""),
        LINE("foul", Fraction(0), "先按钟 第2局"),
    ]
    assert penalties.fouls_in_game(lines, 1) == 1
    assert penalties.fouls_in_game(lines, 2) == 2
    assert penalties.named_game("先按钟 第２局 前局胜") == 2
    assert [penalties.named_game(f"第{x}局") for x in ("二", "十", "十一", "二十三")] == [
        2,
        10,
        11,
        23,
    ]
    assert penalties.earlier_games("先按钟 第2局 前局胜") == "胜"
    assert penalties.with_game("", 1) == "第1局" and penalties.with_game("隐身", 2) == "隐身 第2局"


COMP = JUNQI.compensation


def partners_of(seat: int):
    return lambda g: FORMATS["four_player_elimination"].results.partner_seat(JUNQI, seat, g)


def test_a_drawn_victim_of_passive_play_gets_4_not_2():
    # 000 §九 和棋可补4分; the 2 is the 开棋 player's partner's (其搭档补2分) only.
    # Victim at seat 3, outcomes L D L; seat 1 penalised for 消极.
    deductions = [Deduction(1, 2, "消极")]
    compensation.check_compensation(COMP, Fraction(4), "LDL", 1, deductions, partners_of(3), 3)
    with pytest.raises(
        penalties.PenaltyError, match="补 2 分只给开棋者的搭档.*没有人因“开棋”被扣分"
    ):
        compensation.check_compensation(COMP, Fraction(2), "LDL", 1, deductions, partners_of(3), 3)
    # a lost game allows 2 (输棋可补2分或者6分)
    compensation.check_compensation(COMP, Fraction(2), "LDL", 0, deductions, partners_of(3), 3)


def test_compensation_needs_a_cause_at_the_table():
    with pytest.raises(
        penalties.PenaltyError, match="同桌本轮没有人因违规被扣分（可补分的扣分：消极"
    ):
        compensation.check_compensation(COMP, Fraction(4), "LDL", 1, [], partners_of(3), 3)
    # 隐身 is not among the causes; a reason outside the catalogue (a referee's ruling) is
    only_invisible = [Deduction(2, 8, "隐身")]
    with pytest.raises(
        penalties.PenaltyError, match=r"同桌本轮的扣分（序号 8 隐身）都不是可以补分"
    ):
        compensation.check_compensation(
            COMP, Fraction(4), "LDL", 1, only_invisible, partners_of(3), 3
        )
    compensation.check_compensation(
        COMP, Fraction(4), "LDL", 1, [Deduction(2, 8, None)], partners_of(3), 3
    )
    # 强制 (no deductions looked at) passes the cause, never the amounts
    compensation.check_compensation(COMP, Fraction(4), "LDL", 1, None, partners_of(3), 3)
    with pytest.raises(penalties.PenaltyError, match="第1局输棋，不能补 4 分"):
        compensation.check_compensation(COMP, Fraction(4), "LDL", 0, None, partners_of(3), 3)


def test_the_open_players_partner_unless_won():
    # seat 2 penalised for 开棋. Seat 0 partners seat 2 in game 2 (A+C): drawn there -> +2.
    opened = [Deduction(2, 8, "开棋")]
    compensation.check_compensation(COMP, Fraction(2), "WDL", 1, opened, partners_of(0), 3)
    # the same game named for seat 3 (partner of seat 1 in game 2): not the culprit's partner
    with pytest.raises(penalties.PenaltyError, match="该选手第2局不是开棋者（序号 8）的搭档"):
        compensation.check_compensation(COMP, Fraction(2), "LDL", 1, opened, partners_of(3), 3)
    # seat 1 partners seat 2 in game 3 (A+D v B+C) and won it: 赢棋不补
    with pytest.raises(penalties.PenaltyError, match="搭档的第3局赢棋，赢棋不补"):
        compensation.check_compensation(COMP, Fraction(2), "WDW", None, opened, partners_of(1), 3)


def test_compensation_causes_must_be_catalogue_entries():
    from engine.regulation import Regulation

    data = JUNQI.model_dump(mode="json")
    data["compensation"]["causes"] = ["消极", "迟到"]
    with pytest.raises(ValueError, match="补分原因「迟到」不是扣分项"):
        Regulation.model_validate(data)
    # a stored 000 regulation from before the causes were written still loads: any deduction
    # allows compensation, the partner's +2 is the 开棋 player's
    del data["compensation"]["causes"], data["compensation"]["partner_causes"]
    comp = Regulation.model_validate(data).compensation
    assert comp.causes == [] and comp.partner_causes == ["开棋"]
