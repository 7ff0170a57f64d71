"""Forms the thirty-fourth set's first run showed (mainland 象棋 opens): amounts in thousands
written with Arabic digits (8仟元, 2.5千元), a chain whose first item is numbered right after its
heading's colon, rounds left open (轮次根据人数确定为9或11轮) beside a timetable of eleven: the
timetable's slots, no number of rounds stated. The texts are written for each form; the values
are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2014年象棋公开赛竞赛规程\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_amounts_in_thousands():
    body = "奖励：第一名10万元、第二名4万元、第三名8仟元、第四名2.5千元、第五至八名各1仟元。\n"
    assert _values(body)["prizes"] == [
        (1, 1, 100000), (2, 2, 40000), (3, 3, 8000), (4, 4, 2500), (5, 8, 1000),
    ]  # fmt: skip


def test_a_chain_numbered_after_its_colon():
    body = (
        "2、采用积分编排制，共赛11轮。\n"
        "6、计算成绩按以下顺序：1、积分；2、对手分；3、累进分；4、胜局；5、上轮名次。\n"
    )
    assert _values(body)["tiebreaks"] == [
        "points", "opponents_score", "progressive", "wins", "previous_ranking",
    ]  # fmt: skip


def test_rounds_left_open_beside_a_timetable():
    rows = "".join(
        f"9月{22 + (n - 1) // 3}日 第{n}轮{('9:00', '15:00', '19:30')[(n - 1) % 3]}\n"
        for n in range(1, 12)
    )
    body = "（三）采用积分编排制，比赛轮次根据人数确定为9或11轮。\n十一、日程安排：\n" + rows
    values = _values(body)
    assert "rounds" not in values  # left to the entries: no number stated
    assert values["round.1"] == "2014-09-22 09:00"
    assert values["round.11"] == "2014-09-25 15:00"  # the fourth day's second: eleven slots kept
    assert len(draft(HEAD + body).reg.schedule.rounds) == 11
