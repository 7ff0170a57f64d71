"""Forms the forty-fifth and forty-sixth sets' first runs showed: a slow game's clock beside
the play-offs' rapid one, a bid for time is no clock, 8时30分比赛 starts play, 循环赛制或瑞士制
leaves the system open, a group for players with no grade needs no certificate, each group's
section with its own prizes, 时限为 and 每局棋采取 before a clock, a day's share of rounds
(每天比赛共进行6轮, 当天进行五轮), a round robin stage then a final, 每组四人 after the
divisions. The texts are written for each form; the values are worked by hand from their
words."""

from engine.regulation.text.normalise import normal
from tests.regulation_text_forms import stated_clock as _clock
from tests.regulation_text_forms import stated_values as _values

HEAD = "2020年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛9轮。\n"


def test_the_slow_games_clock_beside_the_play_offs_rapid_one():
    body = (
        "比赛方法:比赛采用单淘汰制。\n弈和换先加赛快棋，再和猜先加赛快棋。\n比赛用时:\n"
        "慢棋时限:每方40分钟包干。快棋时限:单方5分钟包干。\n"
    )
    assert _clock("2007年象棋邀请赛\n" + body) == normal("每方40分钟包干")


def test_a_bid_for_time_is_no_clock():
    body = "2、首叫方必须在规定基本用时的基础上至少以5分钟为一档减少用时;\n"
    assert "time_control" not in _values(HEAD + body)
    body = "竞叫方必须比首叫方的用时再减5分钟。\n"
    assert "time_control" not in _values(HEAD + body)


def test_a_start_written_bisai_after_the_time():
    body = (
        "四、比赛日期及地点:2020年10月31——11月1日,\n九、报名办法:\n10月30号下午6点截止报名。\n"
        "于2020年10月31号8时前报到,8时30分比赛。\n"
    )
    assert _values(HEAD + body)["round.1"] == "2020-10-31 08:30"


def test_a_system_left_open_and_a_group_with_no_grade():
    body = (
        "(一)二级棋士组:需持有二级棋士证书者\n(二)定级组:无等级称号者\n"
        "所有运动员须持有江苏省棋类运动协会颁发的等级证书原件方可报名参加与证书级位相同组别的比赛;\n"
        "(二)根据各组别报名人数采用循环赛制或瑞士制,电脑编排,比赛5-7轮;\n"
    )
    values = _values("2025年象棋等级赛竞赛规程\n" + body)
    assert "format" not in values
    assert "certificate_required" not in values


def test_each_groups_section_with_its_own_prizes():
    body = (
        "五、公开组比赛(各地象棋爱好者皆可参加)\n1、时间:2018年6月16日上午8:30开赛,一天。\n"
        "3、奖励前三名，第一名1000元，第二名600元，第三名400元。\n"
        "六、老年组比赛(1963年及以前出生为老年组)\n1、时间:2018年6月17日上午8:30开赛,一天。\n"
        "3、奖励前十名，颁发证书和奖品。\n"
    )  # the second group's prizes are goods: the amounts are the first group's alone
    assert "prizes" not in _values("2018年象棋赛竞赛规程\n" + body)
    one = body.split("六、")[0]  # one group's section alone: its prizes are the event's
    assert _values("2018年象棋赛竞赛规程\n" + one)["prizes"] == [
        (1, 1, 1000),
        (2, 2, 600),
        (3, 3, 400),
    ]


def test_leads_before_a_clock_in_the_middle_of_a_sentence():
    body = "全球联赛共六支参赛队，先进行十轮快棋双循环赛，时限为每方20分钟，无加秒。\n"
    assert _clock("2024年国际象棋联赛\n" + body) == normal("每方20分钟，无加秒")
    body = (
        "本届联赛采用10轮双循环编排制，每局棋采取每方50分钟，每步棋加5秒、迟到15分钟以上作弃权。\n"
    )
    assert _clock("2020年围棋联赛\n" + body) == normal("每方50分钟，每步棋加5秒")


def test_a_days_share_of_rounds():
    body = "比赛9月23日开始，24日结束，每天比赛共进行6轮，采用积分编排进行比赛。\n"
    assert "rounds" not in _values("2020年围棋定级赛\n" + body)
    body = (
        "比赛在网上进行，时限为每方15分钟，每步棋加10秒，共进行11轮比拼，从下午13:30开始比赛，"
        "当天进行五轮，随后比赛改在18:30进行，每天比赛三轮。\n"
    )
    assert _values("2022年国际象棋网络快棋赛\n" + body)["rounds"] == 11


def test_a_round_robin_stage_then_a_final():
    body = "赛制：单循环预赛+冠亚军决赛\n先进行十轮快棋双循环赛。预赛前两名将进入冠亚军决赛。\n"
    assert "format" not in _values("2024年国际象棋联赛\n" + body)


def test_each_group_of_four_after_the_divisions():
    body = "其中，邀请赛分为男子组与女子组，每组四人，共设置预赛和决赛两个阶段。\n"
    assert _values("2017年围棋邀请赛\n" + body)["divisions"] == ["男子组", "女子组"]


def test_teams_whose_round_robin_fits_them():
    body = (
        "共有来自各单位、俱乐部的6支代表队近50位业余高手参加本届围棋联赛。\n"
        "本届联赛采用10轮双循环编排制，每局棋采取每方50分钟。\n"
    )
    assert _values("2020年围棋联赛\n" + body)["teams"] is True
    unfit = body.replace("10轮双循环", "9轮双循环")  # 6 teams meet twice in 10 rounds, not 9
    assert "teams" not in _values("2020年围棋联赛\n" + unfit)
