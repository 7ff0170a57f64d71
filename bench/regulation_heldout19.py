"""The expected values of the nineteenth held-out set (bench/regulation_texts/heldout19), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT19_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_pingtung_yishi_cup_2013_swiss_5_rounds.txt": {
        "game": "xiangqi",  # 102年度屏东县‘奕士杯’象棋比赛简章 (采中华民国象棋协会规则)
        # 十二、比赛规则：采中华民国象棋协会规则、采积分五轮编排（瑞士制）。
        "format": "swiss",
        "rounds": 5,
        # 六、比赛日期：102年 5 月 5 日（星期日） 上午 8 点 30 分报到、9 点 30 分开始共 1 天。
        # (民国102年 is 2013)
        "round.1": "2013-05-05 09:30",
        "deadline": "2013-05-01 23:59",  # 十一、报名日期：即日起至102年 5 月 1 日为止
        # 七、报名费：200元…、会员优惠100元: two fees (no one fee); 十、参加组别 nests three
        # 国小组 grades under 国小组 beside 社会甲组 / 社会乙组 (no plain list: divisions not
        # counted); 十三、the prizes differ by group (社会甲组 冠军6000元 …, 社会乙组 冠军2000元 …)
    },
    "xiangqi_yiwu_lingying_huarui_monthly_2011_9_rounds.txt": {
        "game": "xiangqi",  # 义乌市“凌鹰袜业•华瑞杯”象棋月月赛
        # （补充一点：比赛共下九轮，每轮30分钟，每步时加10秒。） (the system is not named: no
        # format)
        "rounds": 9,
        "time_control": "每轮30分钟，每步时加10秒",
        # 第八个月月赛的时间是8月27、28日… 8月27日上午九点开赛。 (the year is the post's,
        # 编辑过 2011-8-24)
        "round.1": "2011-08-27 09:00",
        # 冠军： 1500 元 亚军： 800 元 季军： 500 元 殿军： 400 元 第5、6名分别为：300元
        # 第7、8名分别为：200元
        "prizes": [
            (1, 1, 1500),
            (2, 2, 800),
            (3, 3, 500),
            (4, 4, 400),
            (5, 6, 300),
            (7, 8, 200),
        ],  # fmt: skip
        # no fee, no deadline and no tiebreaks in the stored text (the 2010 规程 breaks off)
    },
    "xiangqi_muar_schools_2023_age_groups.txt": {
        "game": "xiangqi",  # 2023年全麻中小学生象棋锦标赛
        # 将于6月29日（周四），上午8时至傍晚5时 … 举行 (the year is the title's, 2023): the day's
        # span of play starts round 1
        "round.1": "2023-06-29 08:00",
        # 赛会分为U 10组（10岁或以下）、U 12组（12岁或以下）和中学组（18岁或以下）。
        "divisions": ["U 10组", "U 12组", "中学组"],
        "deadline": "2023-06-26 23:59",  # 报名截止日期为6月26日（周一）。
        # 每组前十名皆可获得奖金 names no amounts (no prizes); the school 团体赛 names no system
        # (no teams); no system, rounds or clock on the page
    },
    "xiangqi_taipei_monga_cup_2019_7_rounds.txt": {
        "game": "xiangqi",  # 第九屆「艋舺盃象棋大賽」
        # 選手1天將面臨7輪挑戰 (采「快棋」賽制 names a clock's kind, not a system: no format)
        "rounds": 7,
        # 參賽共分新秀、菁英組 (unsure: the shared 組 read onto both names)
        "divisions": ["新秀組", "菁英組"],
        # 報名8月30日截止 (the year is the press conference's, 108年8月21日 = 2019)
        "deadline": "2019-08-30 23:59",
        # 兩組報名人數上限各128名 caps each group (no one capacity); 總獎金超過新台幣20萬元 is
        # a floor, not the total (no prize_total); 9月7至8日 names no time (no round time)
    },
    "xiangqi_dongguan_shijie_rongwah_cup_2018_swiss_9_rounds.txt": {
        "game": "xiangqi",  # 2018年“东莞元朗荣华月饼杯”象棋公开赛规程 (五、象棋个人公开赛)
        "format": "swiss",  # 九、（二）比赛采用9轮积分编排制
        "rounds": 9,
        "capacity": 170,  # 八、（一）…均可报名参加，比赛限报170人。（额满即止）
        "deadline": "2018-07-18 23:59",  # （三）…即日起至2018年7月18 日止…发送至报名联系人。
        # （四）比赛不收报名费，但收本人比赛保证金100元 (the deposit is returned: no fee)
        "fee": 0,
        # （三）双方用时25分钟+5秒，超时判负，比赛迟到10分钟当作弃权，判负处理。
        "time_control": "双方用时25分钟+5秒",
        "no_show_minutes": 10,
        # （四）名次计算：依次比较积分、对手分、胜局、犯规、后走局数，上一轮成绩。 (后走局数 has
        # no registry name: the chain stops before it)
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 六、2018年7月28—29日 names no time (the 报到 of 7月27日 is check-in, no round time);
        # the prizes are past the page's end (总奖金85…)
    },
    "xiangqi_fenggang_gba_kings_2025_swiss_7_rounds.txt": {
        "game": "xiangqi",  # 七、比赛项目：象棋个人赛、团体赛 (规则 《象棋竞赛规则（2020）》)
        "format": "swiss",  # 九、（二）个人赛采用七轮积分编排；团体赛分先两轮。
        "rounds": 7,
        # （三）个人赛按积分、对手分、累进分、胜局、后手胜局排定名次。 (后手胜局:
        # second_seat_wins)
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "second_seat_wins",
        ],  # fmt: skip
        # （四）用时：每方基本用时30分钟，每走一步加3秒，自然回合40回合，提出方将军不计。
        "time_control": "每方基本用时30分钟，每走一步加3秒",
        # 十一、19:30-22:00 第1-2轮 / 5月17日8:30-12:30 第3-5轮 / 14:00-17:30 第6-7轮 (the day of
        # rounds 1-2 is the 5月16日 of the line before, the year 五、2025年5月16日-18日): each
        # span's start is its first round's; the other rounds have no time of their own, and
        # the spans' ends are several rounds' (no round_end)
        "round.1": "2025-05-16 19:30",
        "round.3": "2025-05-17 08:30",
        "round.6": "2025-05-17 14:00",
        # 十、个人：冠军8000元、亚军5000元、季冠2000元、殿军1000元、第五名800元、第六名700元、
        # 第七名600元、第八名500 (the individual event's; unsure: the team event's 团体：冠军
        # 10000元 亚军5000元 is a separate two-round match, not counted)
        "prizes": [
            (1, 1, 8000),
            (2, 2, 5000),
            (3, 3, 2000),
            (4, 4, 1000),
            (5, 5, 800),
            (6, 6, 700),
            (7, 7, 600),
            (8, 8, 500),
        ],  # fmt: skip
        # 约40人参赛 is an estimate of the invited field (no capacity); the team event (团体赛
        # 分先两轮) is beside the individual one (no teams)
    },
}
