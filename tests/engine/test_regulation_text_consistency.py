"""A value the text gives twice, differently, is no one value: two groups' own timetables
(段位组： 第一轮 5月1日 9:00 … 级位组： 第一轮 5月2日 8:30) time no round, where the draft once
took the first group's. The texts are written for each form; the expected values are worked by
hand from their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = (
    "2024年春季围棋段级位赛竞赛规程\n一、比赛时间：2024年5月1日至5月2日\n"
    "二、比赛办法：采用积分编排制，段位组赛6轮，级位组赛5轮。\n三、日程安排\n"
)
GROUPS = (
    "段位组：\n第一轮 5月1日 9:00\n第二轮 5月1日 13:30\n"
    "级位组：\n第一轮 5月2日 8:30\n第二轮 5月2日 10:30\n"
)


def test_two_groups_timetables_time_no_round():
    d = draft(HEAD + GROUPS)
    said = stated(d)
    assert not [k for k in said if k.startswith("round")], said
    assert "rounds" not in said
    assert any("第一轮 5月2日 8:30" in line for line in d.unread)


def test_one_timetable_still_times_its_rounds():
    said = stated(draft(HEAD + "第一轮 5月1日 9:00\n第二轮 5月1日 13:30\n"))
    assert said["round.1"] == "2024-05-01 09:00" and said["round.2"] == "2024-05-01 13:30"


def test_a_round_written_twice_alike_is_one_time():
    body = HEAD + "第一轮 5月1日 9:00\n第二轮 5月1日 13:30\n附：第一轮 5月1日 9:00 开赛\n"
    said = stated(draft(body))
    assert said["round.1"] == "2024-05-01 09:00" and said["round.2"] == "2024-05-01 13:30"
