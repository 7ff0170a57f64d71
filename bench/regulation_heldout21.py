"""The expected values of the twenty-first held-out set (bench/regulation_texts/heldout21), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no
reader code read), abridged to their competition clauses, their values worked by hand from the
text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT21_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_kinmen_jincheng_mayor_cup_2006_swiss_9_rounds.txt": {
        "game": "xiangqi",  # 九十五年金城镇“镇长杯”象棋比赛
        "format": "swiss",  # 比赛方式遵照象棋比赛规则采瑞士制（九轮赛）
        "rounds": 9,
        # …将于二月十一日上午八时三十分起假金城镇公所五楼展开对弈 (九十五年: 2006)
        "round.1": "2006-02-11 08:30",
        "deadline": "2006-02-09 23:59",  # 并自即日起至二月九日止受理报名
        # 个人组第一名奖金三千元、第二名奖金二千五百元、第三名奖金二千元、第四名奖金一千八百元、
        # 第五名奖金一千五百元、第六名奖金一千二百元
        "prizes": [
            (1, 1, 3000),
            (2, 2, 2500),
            (3, 3, 2000),
            (4, 4, 1800),
            (5, 5, 1500),
            (6, 6, 1200),
        ],  # fmt: skip
        # 比赛不分组别 (no divisions); 二月十一日、十二日 gives the second day no time
    },
    "xiangqi_guangzhou_army_lawyers_2nd_2023_7_rounds.txt": {
        "game": "xiangqi",  # 2023年第二届军人律师象棋对抗赛规程 (《象棋竞赛规则（2020版）》)
        # 四、1.采取7轮编排积分制，胜方记2分，负方记0分，和棋各方记1分。
        "format": "swiss",
        "rounds": 7,
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 四、2.每轮单方用时25分钟包干，比赛迟到10分钟者直接判负。 (每轮 read as part of the
        # clause's words, as 每轮比赛各45分钟包干 is in the twentieth set)
        "time_control": "每轮单方用时25分钟包干",
        "no_show_minutes": 10,
        # 三、8月6日上午九时至下午五时 (the year is the title's, 2023): the span's start, and
        # 下午五时 ends the day's seven rounds, no one round's own end
        "round.1": "2023-08-06 09:00",
        # 五、个人前三名，依次奖500、300、200元 (团体第一名奖2000元 is the two clubs' standing)
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200)],
        # 每队前八名累计团体成绩: the club standing adds its members' individual results in one
        # Swiss, not a team format (no teams, no boards)
    },
    "xiangqi_dongguan_jiufeng_club_2014_7_rounds.txt": {
        "game": "xiangqi",  # 六、竞赛项目：象棋个人赛
        # 五、2014年9月21日（周日）九点前报到，上午9:30开始第一轮比赛，共七轮
        "round.1": "2014-09-21 09:30",
        "rounds": 7,
        "capacity": 50,  # 八、1、报名人数限50名。
        "deadline": "2014-09-20 12:00",  # 八、5、报名时间截止9月20日12点
        # 八、2、报名费每人50元，九丰棋社会员20元/人: no one fee; the page breaks off in
        # 九、竞赛办法 before any pairing system is named (no format); 分上午三轮，下午四轮 gives
        # no round its own time after the first
    },
    "xiangqi_changhua_xiaozi_cup_3rd_2017_swiss.txt": {
        "game": "xiangqi",  # 第三届“孝子杯”全国象棋锦标赛
        # 今年赛制共分为社会组、及学生A、B、C、D、E等六组，采用国际瑞士积分制比赛5至6轮
        "format": "swiss",
        "divisions": ["社会组", "学生A组", "学生B组", "学生C组", "学生D组", "学生E组"],
        "deadline": "2017-05-31 23:59",  # 报名自即日起至5月底截止 (May's last day, its end)
        # 5至6轮 is left to the entries (no rounds); 将于6月11日…举行 names no time (no round time)
    },
    "xiangqi_ziyang_union_friendly_2015_teams_swiss.txt": {
        "game": "xiangqi",  # 六、采用2011年《象棋竞赛规则》。
        "format": "swiss",  # 六、进行轮次积分编排。
        # 六、比赛用时为各方40分钟，每步棋加10秒，超时判负。 (比赛用时为 read as the label)
        "time_control": "各方40分钟，每步棋加10秒",
        "deadline": "2015-05-10 23:59",  # 四、报名时间：2015年4月28日-2015年5月10日。
        # 七、个人赛第1名奖800元，第2名奖600元，第3名奖500元，第4至6名各奖300元，第7至10名各奖200元
        "prizes": [
            (1, 1, 800),
            (2, 2, 600),
            (3, 3, 500),
            (4, 6, 300),
            (7, 10, 200),
        ],  # fmt: skip
        # 团体赛以队员个人积分总和计成绩: the teams (1名领队和3名运动员) are ranked by their
        # members' individual results, not a team format (no teams, no boards); 团体第一名奖1000元…
        # is the team standing's; the rounds are not numbered (no rounds); 2015年5月15日-5月17日
        # names no time, and 5月14日18时 is the leaders' check-in (no round time)
    },
    "xiangqi_wuzhou_xinming_cup_2011_9_rounds.txt": {
        "game": "xiangqi",  # 2011年梧州市“鑫明杯”象棋排位比赛规程 (三、个人单项比赛)
        # 五、本次排位赛功进行9轮，实行抽签与积分编排相结合安排对阵，即首轮抽签，第2轮起采用积分编排
        "format": "swiss",
        "rounds": 9,
        "time_control": "每局各用时30分钟包干",  # 五、每局各用时30分钟包干，先超时者判负。
        # 报名时间：从即日起至12月24日为止 / 七、…必须于本月24日前 (the notice is dated
        # 2010年12月16日)
        "deadline": "2010-12-24 23:59",
        # 六、第1名：1000元；第2名：800元；第3名：600元；第4名至10名各300元；第11名至20名各100元
        "prizes": [
            (1, 1, 1000),
            (2, 2, 800),
            (3, 3, 600),
            (4, 10, 300),
            (11, 20, 100),
        ],  # fmt: skip
        # 2011年元月1日至3日 names no time (no round time); 选拔6名棋手 is each county's quota, not
        # a cap on the entries (no capacity)
    },
}
