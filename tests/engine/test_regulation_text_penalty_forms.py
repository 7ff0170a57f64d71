"""Penalty and prize-total forms the written sets showed: two behaviours given one cost
(交谈或说棋，每次扣2分: both), a game lost and points taken together (该局判负并扣5分), 辱骂 as
骂人, a cheat named by what it does (使用任何引擎或他人协助), a ban after the disqualification
(取消比赛资格并禁赛), a total written 奖金总额. The texts are written for each form; the expected
values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2025年象棋赛\n比赛采用积分编排制，共7轮。\n"


def _said(line: str) -> dict[str, object]:
    return stated(draft(HEAD + line + "\n"))


def test_two_behaviours_one_cost():
    said = _said("１．对局中棋手之间交谈或说棋，每次扣２分。")
    assert said["penalty.交谈"] == said["penalty.说棋"] == "2/each"


def test_a_game_lost_and_points_taken():
    said = _said("② 开棋（向对家暴露己方棋子）一经查实，该局判负并扣5分。")
    assert said["penalty.开棋"] == "5/each 判负"
    assert _said("开棋者扣5分。")["penalty.开棋"] == "5/each"


def test_abuse_and_a_cheat_by_what_they_do():
    assert _said("④ 辱骂对手者，取消比赛资格。")["penalty.骂人"] == "0/each DQ"
    said = _said("6、比赛期间不得使用任何引擎或他人协助，一经查实取消比赛资格并禁赛。")
    assert said["penalty.作弊"] == "0/each DQ 禁赛"


def test_a_prize_total_written_jiangjin_zonge():
    said = _said("奖金总额14100元：冠军5000元，亚军3000元，季军1500元。")
    assert said["prize_total"] == 14100
    assert _said("奖金合计2万元。")["prize_total"] == 20000
