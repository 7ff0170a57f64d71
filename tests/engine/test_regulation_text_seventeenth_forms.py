"""Forms of the seventeenth held-out set: the evening written on a date's line (5月17日晚上
then 第5轮7:20到8:00), rounds counted by a timetable that times 第1轮 to 第N轮, a day's count of
rounds in brackets (比赛三轮) that is not the event's and dates each day's first round, 局时/步时
and 40分+10秒 clocks, a clock's closing bracket, 开始10分钟未到者对方获胜, entries taken on the day
(no deadline), 计算优先 with 双方比赛胜方优先 and 后手多优先, divisions 设置有…, men's and women's
groups each leading a clause. The texts are written for each form; the expected values are
worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2020年象棋网络赛竞赛规程\n"


def _said(body: str, head: str = HEAD) -> dict[str, object]:
    return stated(draft(head + body))


def test_the_evening_on_a_dates_line_and_rounds_counted_by_the_timetable():
    body = (
        "九、日程安排：\n2020年5月17日下午1:00开幕式\n第一轮：1:10到1:50\n第二轮：2:10到2:50\n"
        "5月17日晚上\n第3轮7:20到8:00\n第4轮8:10到8:50\n"
    )
    said = _said(body)
    assert said["round.1"] == "2020-05-17 13:10" and said["round_end.2"] == "2020-05-17 14:50"
    assert said["round.3"] == "2020-05-17 19:20" and said["round_end.4"] == "2020-05-17 20:50"
    assert said["rounds"] == 4


def test_a_days_count_in_brackets():
    body = (
        "3、比赛日期：2014年4月26日（星期六）上午9点至下午17点（比赛三轮）\n"
        "　2014年5月03日（星期六）上午9点至下午16点（比赛四轮）\n"
        "7、比赛计分：比赛采用瑞士制进行7轮比赛，胜2分，和1分，负0分。\n"
    )
    said = _said(body, "象棋比赛\n")
    assert said["rounds"] == 7
    assert said["round.1"] == "2014-04-26 09:00" and said["round.4"] == "2014-05-03 09:00"


def test_clock_forms():
    body = "1、时间设置：局时15分钟，步时3分钟，每走一步加3秒。\n"
    assert _said(body)["time_control"] == "局时15分钟，步时3分钟，每走一步加3秒"
    assert _said("5、比赛规则：采用亚洲棋例，双方各40分+10秒，超时作负。\n")["time_control"] == (
        "双方各40分+10秒"
    )
    body = "比赛规则采用中华民国象棋比赛规则（比赛用时：20分加5秒）。\n"
    assert _said(body)["time_control"] == "20分加5秒"


def test_a_no_show_lost_to_the_opponent_and_entries_on_the_day():
    assert _said("比赛开始10分钟未到者对方截图获胜。\n")["no_show_minutes"] == 10
    body = "棋友亦可于4月26日当天九点前到场报名。\n"
    assert "deadline" not in _said(body)


def test_a_chain_under_jisuan_youxian():
    body = "计算优先：1. 总得分；2. 对手分；3. 双方比赛胜方优先；4. 后手多优先；5. 抽签决定。\n"
    assert _said(body)["tiebreaks"] == ["points", "opponents_score", "direct_encounter"]


def test_divisions_set_up_and_mens_and_womens_groups():
    body = "比赛分为个人赛和团体赛，组别设置有公开组和少儿组。\n"
    assert _said(body)["divisions"] == ["公开组", "少儿组"]
    body = "比赛采用个人赛形式，男子组设置九轮积分编排赛制，女子组设置七轮积分编排赛制。\n"
    assert _said(body)["divisions"] == ["男子组", "女子组"]
