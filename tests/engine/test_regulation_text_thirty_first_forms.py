"""Forms the thirty-first set's first run showed (围棋 invitationals and selections, a
Taiwanese schools' team Swiss): the days of play listed with one start for every day, chains
whose items the registry lacks (胜最高积分, 从首轮起逐轮递减) or that say a perfect score ranks
first, a chain headed 名次的顺序, a clock led by 用时方式为, a move quota with no base time, teams
sent by the system's own words, a deadline written 请于…前将选手名单…寄至. The texts are written
for each form; the values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2024年围棋邀请赛竞赛规程\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_days_of_play_listed_with_one_daily_start():
    body = (
        "（1）采用8轮积分编排赛制。\n"
        "四、比赛日程：8月26日、8月27日、8月28日、8月30日、8月31日、9月1日、9月3日、9月4日。"
        "每个比赛日12:00开始比赛\n"
    )
    values = _values(body)
    assert values["round.1"] == "2024-08-26 12:00"
    assert values["round.4"] == "2024-08-30 12:00"  # the 29th is no day of play
    assert values["round.8"] == "2024-09-04 12:00"


def test_days_of_the_month_listed_in_the_events_month():
    body = (
        "2、比赛采用单循环赛制，8位棋手通过七轮单循环赛决出冠亚军。\n"
        "4、每轮比赛时间为中午12点30分，迟到超过15分钟判负。\n"
        "七、比赛时间、地点：\n2024年6月19-28日在江苏姜堰进行，对局日20、21、22、24、25、26、27日。\n"
    )
    values = _values(body)
    assert values["rounds"] == 7  # a round robin's stated rounds
    assert values["round.1"] == "2024-06-20 12:30"
    assert values["round.4"] == "2024-06-24 12:30"
    assert values["round.7"] == "2024-06-27 12:30"


def test_days_listed_fewer_than_the_rounds_time_no_later_round():
    body = "采用8轮积分编排赛制。\n比赛日程：8月26日、8月27日、8月28日。每个比赛日12:00开始比赛\n"
    values = _values(body)  # three days for eight rounds: only play's start is known
    assert [k for k in values if k.startswith("round.")] == ["round.1"]
    assert values["round.1"] == "2024-08-26 12:00"


def test_chains_with_items_the_registry_lacks():
    body = (
        "（3）名次区分方式：积分、对手分、直胜、依次比较胜最高积分。"
        "如仍然无法区分，抽签决定名次。\n"
    )
    assert _values(body)["tiebreaks"] == ["points", "opponents_score", "direct_encounter"]
    body = "五、确定个人前10名名次的顺序：积分、所对对手分、直胜、警告次数、所对最高名次。\n"
    assert _values(body)["tiebreaks"] == [
        "points", "opponents_score", "direct_encounter", "warnings",
    ]  # fmt: skip
    body = (
        "八、名次区分：\n1、按总得分排列名次。全胜自动排名第一\n2、积分高者名次列前。\n"
        "3、直胜列前（两人）。\n4、从首轮起逐轮递减对手分，分数高者名次列前。\n5、抽签确定名次。\n"
    )  # 对手分 cut from the first round on is neither reading of 逐轮递减: the chain stops
    assert _values(body)["tiebreaks"] == ["points", "direct_encounter"]


def test_clock_forms():
    body = "3、用时方式为每方2小时后五次1分钟读秒，超时判负。\n"
    assert _values(body)["time_control"] == "每方2小时后5次1分钟读秒"  # in the readers' form
    body = (
        "十一、计时与限步：\n1. 自由时间：不限步数\n"
        "2. 自由时间用完后将开始限步，五分钟必须走满十步，否则判负\n"
    )
    assert "time_control" not in _values(body)  # a move quota: the base time is not given


def test_teams_sent_by_the_systems_words_and_a_deadline_by_a_list():
    body = (
        "1. 赛制：采积分循环瑞士制（每校各派三队，一队正式选手三人，候补一人）\n"
        "九、报名方法：请于2024年12月5日星期四前将选手名单以e-mail寄至\n文化大学象棋社\n"
    )
    values = _values(body)
    assert values["teams"] is True
    assert values["boards"] == 3
    assert values["reserves"] == 1
    assert values["deadline"] == "2024-12-05 23:59"
