"""Forms of the twenty-fifth and twenty-sixth held-out sets: rounds named in English (First Round
10:15am----10:35am), dates of the Republic with slashes (第一日（97/11/29）), 共赛4~5盘 (no one
number, none counted from the timetable either), the teams' awards (团体取一等奖1名…组织奖4名: no
special award; 团体奖…，并设… stands), a fee by kind of player led (一). The texts are written for
each form; the expected values are worked by hand from their words, and where a text leaves a
value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import normal
from engine.regulation.text.values import stated


def test_rounds_named_in_english_with_their_ends():
    body = (
        "2011年象棋快棋赛\n2、采用积分编排比赛七轮。\n时间：2011年1月29日\n"
        "First Round 10:15am----10:35am\nSecond Round 10:50am---11:10am\n"
        "Fourth Round 12:10pm---12:30pm\n"
    )
    said = stated(draft(body))
    assert said["round.1"] == "2011-01-29 10:15" and said["round_end.1"] == "2011-01-29 10:35"
    assert said["round.2"] == "2011-01-29 10:50" and said["round_end.4"] == "2011-01-29 12:30"


def test_dates_of_the_republic_with_slashes_and_games_left_open():
    assert normal("第一日（97/11/29）") == "第1日(2008年11月29日)"
    assert normal("黑贴3又3/4子") == "黑贴3又3/4子"
    body = (
        "台大圍棋賽\n1.採瑞士制循環賽，共賽4~5盤（視報名人數而定）。\n十一、賽程：\n"
        "第一日（97/11/29）\n第一場比賽：13:00~15:30\n第二場比賽：15:30~18:00\n"
        "第二日（98/2/21）\n第三場比賽：13:00~15:30\n"
    )
    said = stated(draft(body))
    assert "rounds" not in said
    assert said["round.2"] == "2008-11-29 15:30" and said["round.3"] == "2009-02-21 13:00"


def test_the_teams_awards_are_no_special_award():
    head = "2019年象棋迎春杯\n比赛采用积分编排制，共赛9轮。\n"
    said = stated(draft(head + "1、团体取一等奖1名，二等奖2名，三等奖3名，组织奖4名。\n"))
    assert "special_awards" not in said
    said = stated(draft(head + "2.团体奖前三名，并设优秀组织奖和道德风尚奖各一名。\n"))
    assert said["special_awards"] == [("优秀组织奖", 1, 0), ("道德风尚奖", 1, 0)]


def test_a_groups_system_left_open_and_a_prize_table_of_two_columns():
    body = (
        "亚洲象棋个人锦标赛\n七、比赛办法：\n2. 男子組采用积分编排制，進行一局制7轮（6+1）比赛。\n"
        "3. 女子組赛制视报名人数定。\n九、奖励办法：\n奖金（港币）：\n名次 男子 女子\n"
        "冠军 $10,000 $5,000\n亚军 $6,000 $3,000\n第七名 $1,000 -\n"
    )
    said = stated(draft(body))
    assert "format" not in said and "prizes" not in said


def test_rounds_left_to_the_entries_and_an_item_number_without_its_mark():
    head = "2015年象棋比赛\n"
    said = stated(draft(head + "(2)采用电脑积分编排制,视报名人数,比赛7轮。\n"))
    assert "rounds" not in said
    said = stated(draft(head + "采用积分编排制，共9轮。\n4单方用时15分钟,超时判负！\n"))
    assert said["time_control"] == "单方用时15分钟"
