"""The expected values of the eleventh held-out set (bench/regulation_texts/heldout11), read by
bench_regulation_text.py: public regulations of 象棋 events collected blind (no reader run on
them, no reader code read), abridged to their competition clauses, their values worked by hand
from the text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout, as in the sets before: a time control is the clause's own words
without its label and without 超时判负; a deadline written as a day (…止, …前) is that day's end
(23:59); a tiebreak chain is read in the stated order up to the first criterion with no registry
name (the rest is the organiser's to settle), and with no chain at all when that is the first
one; a value given by group or left to the number of entries is no one value and is not
counted; a capacity only where the text caps the entries; a team event ranked by its members'
individual results is not a team format; a day with no year on the page (and no year worked
out from it) gives no date.
"""

from __future__ import annotations

HELDOUT11_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_fenggang_yingchun_2012_7_rounds.txt": {
        "game": "xiangqi",  # 2012年凤岗镇迎春杯象棋赛规程 … 《象棋竞赛规则》
        "format": "swiss",  # ②采用七轮电脑积分编排制。
        "rounds": 7,
        "time_control": "每方基本用时40分钟，每步加5秒",  # ③时间每方基本用时40分钟，每步加5秒。
        # ⑤按积分、对手分、累进分、胜局、上轮成绩顺序决定名次 (上轮成绩: the previous round's
        # standing)
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "previous_ranking"],
        # ④团体成绩计算：本队三位最高分棋手积分之和: the members' sum (no team format); the
        # divisions are nested (成年组（新莞人组、本地组）、少年组（高年级组、低年级组）) beside
        # 团体: no one plain list (not counted); 少年组13日比赛一天 while the others start on
        # 11日晚上7:30: the first round differs by group (no round.1); no prizes, fee or
        # deadline on the page
    },
    "xiangqi_qibao_monthly_2015_7_rounds.txt": {
        "game": "xiangqi",  # 学佰艺七宝象棋月赛 … 执行2011年《象棋竞赛规则》
        "format": "swiss",  # 赛制：积分循环制 (a Swiss, as 积分循环 is used)
        "rounds": 7,  # 轮次：七轮
        "time_control": "20分钟加5秒",  # 用时：20分钟加5秒
        "fee": 50,  # 报名费：50元
        "deadline": "2015-01-27 22:00",  # 报名时间：2015年1月27日周五22:00时截止
        "round.1": "2015-02-01 09:00",  # 比赛时间：2015年2月1周日9时至17时
        # 第一名 500元 … 第八名 50元
        "prizes": [
            (1, 1, 500),
            (2, 2, 300),
            (3, 3, 200),
            (4, 4, 100),
            (5, 5, 80),
            (6, 6, 70),
            (7, 7, 60),
            (8, 8, 50),
        ],  # fmt: skip
        # 每轮比赛开赛前15分钟未到弃权 is a time before the round starts, not minutes of
        # lateness (no no_show_minutes); 学佰艺小棋手优先不互为对手 is a preference for one
        # school's pupils only (no avoid_same)
    },
    "xiangqi_checheng_fude_cup_2001_groups.txt": {
        "game": "xiangqi",  # “福德杯”全国象棋菁英赛 … 比赛规则采用中华民国象棋规则
        # 七、1．高段组（甲组）… 2．段位组（乙组）… 3．福德组
        "divisions": ["高段组", "段位组", "福德组"],
        # 四、自即日起至九月十五日止 (the year is 民国九十年, 2001)
        "deadline": "2001-09-15 23:59",
        # 一、民国九十年九月二十九、三十日 … 第一天…十时开始比赛
        "round.1": "2001-09-29 10:00",
        # 九、甲组 瑞士制五至七轮, 乙组 分组循环 then 瑞士制五至六轮, 福德组 left to the entries:
        # by group (no one format, no rounds); 免报名费 is for two groups only (no fee); the
        # prizes were cut off the page
    },
    "xiangqi_shanghai_teachers_union_2019_teams.txt": {
        "game": "xiangqi",  # 上海市教育工会2019年象棋协会团体赛 … 以最新中国象棋竞赛规则为准
        # 五、2、采用分台定人制，每队5名选手根据棋力高低依次排定台次，排定后不得变更。
        "teams": True,
        "boards": 5,
        # 4、所有参赛队分成若干组，以每4队作为一个小组，分组采用三轮团体循环赛。
        "format": "round_robin",
        "group_size": 4,
        # 六、请…在3月21日星期四之前个人报名 (the year is the notice's, 2019)
        "deadline": "2019-03-21 23:59",
        # 4月27日星期六 names no time (no round time); the 精英赛 and 女子个人赛 of the second
        # half-year are other events; how a match is scored is not on the page
    },
    "xiangqi_tengzhou_jiutai_cup_2018_7_rounds.txt": {
        "game": "xiangqi",  # 象棋业余棋王赛…预选赛暨“久泰红木杯”象棋比赛 … 象棋个人赛
        "format": "swiss",  # 2、比赛采用电脑积分编排，共赛七轮，现场不接受报名。
        "rounds": 7,
        "time_control": "每方20分钟加5秒",  # 3、比赛用时每方20分钟加5秒，不作记录。
        # 四、组别：分少年组（16周岁及以下）和成人组（16周岁以上）两个组别。
        "divisions": ["少年组", "成人组"],
        "round.1": "2018-05-13 08:30",  # 一、时间：2018年5月13日（周日）上午8:30
        "deadline": "2018-05-12 17:00",  # 七、各选手于2018年5月12日17点前报至…
        "capacity": 120,  # 七、报名人数限120人。
        "fee": 0,  # 八、1、本次比赛不收取报名费 (the 20元比赛保证金 is refunded, a deposit)
        # 六、成人 冠军奖励1000元 … 第四--八名 a set of pieces; 少儿 pieces only: prizes by group
        # (no one list)
    },
}
