"""Forms the forty-third set's first run showed: a day of the month alone on its line (30日)
dates the rounds below it, 限定50人参加 is a cap, 比赛服务费 a fee, an hour after the first day
then the last day (下午2时整至28日) round 1's start, divisions a space apart, a system left to
the entries, the teams' prizes under 团体赛： in an event of players, 比赛时限 before the clock,
amounts in turn naming no places, 一天7轮 and 上午下三轮，下午下四轮 as the rounds, a start under
the timetable's heading on the one day of play, a day under 报名办法, a handicap that is no
clock, a chain closed on the next line, a list on the line after 依次为：, an award of its own,
步时 in a clock. The texts are written for each form; the values are worked by hand from
their words."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import normal
from engine.regulation.text.values import stated

HEAD = "2021年象棋选拔赛竞赛规程\n采用积分编排制比赛7轮。\n"


def _values(text: str) -> dict[str, object]:
    return stated(draft(text))


def test_a_day_alone_on_its_line_dates_the_rounds_below():
    body = (
        "五、比赛时间地点:5月29-30日。\n比赛赛程\n5月29日10:00—10:30开幕式\n"
        "第一轮:10:30----12:30;\n第二轮:12:30---14:30;\n第三轮:15:30---17:30;\n"
        "第四轮:17:30---19:30;\n第五轮:19:30---21:30;\n30日\n第六轮10:30----12:30;\n"
        "第七轮:12:30---14:30;\n闭幕式颁奖。\n"
    )
    values = _values(HEAD + body)
    assert values["round.5"] == "2021-05-29 19:30"
    assert values["round.6"] == "2021-05-30 10:30"
    assert values["round_end.7"] == "2021-05-30 14:30"


def test_a_cap_written_xianding_and_a_fee_written_bisai_fuwufei():
    values = _values(HEAD + "九、因疫情防控要求,此赛限定50人参加,依报名顺序额满为止。\n")
    assert values["capacity"] == 50
    values = _values(HEAD + "(五)每位参赛选手在报名时须缴纳比赛服务费60元。\n")
    assert values["fee"] == 60


def test_an_hour_of_the_first_day_then_the_last_day():
    body = "四、比赛时间与地点\n2018年1月26日下午2时整至28日在银川市举行。\n"
    assert _values(HEAD + body)["round.1"] == "2018-01-26 14:00"


def test_divisions_a_space_apart_and_a_system_left_to_the_entries():
    body = (
        "五、竞赛组别与项目\n(一)组别:男子组 女子组(只有个人赛)\n"
        "(三)男子组进行11轮积分编排比赛。\n(四)女子比赛根据报名人数确定赛制,不足10人,不另设组别。\n"
    )
    values = _values("2018年象棋锦标赛竞赛规程\n" + body)
    assert values["divisions"] == ["男子组", "女子组"]
    assert "format" not in values


def test_the_teams_prizes_in_an_event_of_players():
    body = (
        "(二)项目:团体赛 个人赛\n八、录取名次与奖励办法\n(一)团体赛:男子组录取前6名,给予奖励;\n"
        "第一名:2000元;\n第二名:1500元;\n(二)个人赛:录取前3名\n第一名:800元;\n"
        "第二名:500元;\n第三名:300元;\n"
    )
    values = _values(HEAD + body)
    assert values["prizes"] == [(1, 1, 800), (2, 2, 500), (3, 3, 300)]


def test_the_clocks_label_without_its_colon():
    body = "2.比赛时限每人基本用时40分钟,每步加5秒,超时判负。\n"
    said = _values(HEAD + body)["time_control"]
    assert isinstance(said, str)
    assert normal(said) == normal("每人基本用时40分钟,每步加5秒")


def test_amounts_in_turn_naming_no_places():
    body = (
        "六、录取名次与奖励: 个人录取前8名,前6名发给荣誉证书。奖金依次为8000元、4000元、3000元、"
        "2000元、1500元、1000元,第7名至第8名每人奖金800元。\n"
    )
    values = _values(HEAD + body)
    assert values["prizes"] == [
        (1, 1, 8000),
        (2, 2, 4000),
        (3, 3, 3000),
        (4, 4, 2000),
        (5, 5, 1500),
        (6, 6, 1000),
        (7, 8, 800),
    ]
    led = "八、奖励办法:1、奖励前三名,发给证书及奖金。奖金依次为1000元、800元、500元。\n"
    assert _values(HEAD + led)["prizes"] == [(1, 1, 1000), (2, 2, 800), (3, 3, 500)]
    short = "八、奖励办法:1、奖励前四名,发给证书及奖金。奖金依次为1000元、800元、500元。\n"
    assert "prizes" not in _values(HEAD + short)


def test_the_rounds_of_the_one_day():
    assert _values("2015年象棋大赛规程\n2、一天7轮,电脑积分编排制。\n")["rounds"] == 7
    body = (
        "为交流棋艺,定于5月14日在广州市举办第四届象棋邀请赛,请有关高校大力支持。\n"
        "二、报名办法:\n5月10日前发手机短信给秦老师。\n三、报到及比赛时间:\n"
        "上午8:40凭介绍信报到。9:00开赛,上午下三轮,下午下四轮,每轮单方用时30分钟包干。\n"
        "四、奖励办法:\n1、奖个人前3名:发证书及奖金,奖金依次为500元、400元、300元。\n"
    )
    values = _values("2017年象棋邀请赛通知\n" + body)
    assert values["rounds"] == 7
    assert values["round.1"] == "2017-05-14 09:00"
    assert values["deadline"] == "2017-05-10 23:59"
    assert values["prizes"] == [(1, 1, 500), (2, 2, 400), (3, 3, 300)]


def test_a_handicap_is_no_clock_and_a_chain_closed_on_the_next_line():
    body = (
        "五、参赛对象:凡教育系统工作者均可报名参赛,但象棋教师参赛每局用时均须少于对方5分钟。\n"
        "七、竞赛办法:1、执行2011年《象棋竞赛规则》。\n2、每局单方用时30分钟包干,超时判负。\n"
        "5、按积分、对手分、累进分、胜局、犯规、上轮名次\n等排列名次。\n"
    )
    values = _values(HEAD + body)
    assert values["time_control"] == "每局单方用时30分钟包干"
    assert values["tiebreaks"] == [
        "points",
        "opponents_score",
        "progressive",
        "wins",
        "fouls",
        "previous_ranking",
    ]


def test_a_list_on_the_line_after_yici_wei_and_an_award_of_its_own():
    body = (
        "2.每晚下四轮,共八轮。每轮局时15分,步时3分。\n九、奖励办法:\n1.奖前5名,发给奖金,依次为:\n"
        "160、150、140、130、120元。\n"
        "2.高龄老人奖(奖励70岁以上老人,以身份证为准),奖前3名,奖金依次为:50、40、30元。\n"
    )
    values = _values("2020年象棋网络月赛竞赛规程\n" + body)
    assert values["prizes"] == [(1, 1, 160), (2, 2, 150), (3, 3, 140), (4, 4, 130), (5, 5, 120)]
    said = values["time_control"]
    assert isinstance(said, str) and "步时3分" in said
