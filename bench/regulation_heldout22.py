"""The expected values of the twenty-second held-out set (bench/regulation_texts/heldout22), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no
reader code read), abridged to their competition clauses, their values worked by hand from the
text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT22_EXPECTED: dict[str, dict[str, object]] = {
    "chess_yantai_yaohua_cup_2018_grading.txt": {
        "game": "chess",  # “耀华学校杯”烟台市第十五届国际象棋等级赛补充通知
        # 三、比赛用时：双方共用60分钟，裁判员根据棋局进程有随时加钟的权力。 (the referee's
        # extra clock left out, as in the sets before)
        "time_control": "双方共用60分钟",
        "no_show_minutes": 15,  # 四、比赛迟到：比赛开始后迟到15分钟判负。
        # 弃权两轮以上者取消比赛资格 (以上 read inclusively, as the regulations write it)
        "forfeits_to_withdraw": 2,
        # 五、如积分相同，则依次比较对手分、中间分、胜局数 (中间分, the median Buchholz, has a
        # registry name since this set was measured: the chain first stopped before it)
        "tiebreaks": ["points", "opponents_score", "opponents_score_median", "wins"],
        # the timetable's one row is for 丁、戊、己组和定级组 (4月5日上午8:30 第一轮, 共弈5轮) and
        # the page breaks off there: the other groups' rounds and times are not given, so the
        # rounds and round.1 are by group (not counted); no system is named (no format)
    },
    "go_bozhou_weigang_town_2025_knockout.txt": {
        "game": "go",  # 魏岗镇举办围棋比赛 (所有围棋爱好者均可参加)
        # 三、1、采用个人赛分组比赛，赛制采用淘汰制，比赛限时25分钟 (比赛 read as the label)
        "format": "knockout",
        "time_control": "限时25分钟",
        # 一、时间：2025年1月23日上午九点 (the copy's lost 年/月 restored, see the text's line 1)
        "round.1": "2025-01-23 09:00",
        # 二、参赛方法：2025年1月20-22日在魏岗镇文化站报名 (the span's last day, its end)
        "deadline": "2025-01-22 23:59",
        # 如分不出胜负，则定为平局 states no points; no prizes on the page
    },
    "go_wenzhou_dongtou_family_pairs_2018_5_rounds.txt": {
        "game": "go",  # 亲子围棋联棋赛 … 采用中国围棋协会审定的最新围棋竞赛规则
        "format": "swiss",  # 2、采用5轮积分编排制，电脑编排。
        "rounds": 5,
        # 4、每方包干30分钟，采用后加钟模式。 (the clock's mode, a clock added later, left out
        # as a referee's extra clock is)
        "time_control": "每方包干30分钟",
        "no_show_minutes": 10,  # 比赛迟到超过10分钟者判负。
        # pairs (a parent and a child) play as one side: no team of boards (no team format);
        # 警告超过三次者自动判负 is a warning count, no penalty key of the list; 10月，具体待定
        # gives no day; 一等奖1名 … 给予一定的物质奖励 names no money (no prizes)
    },
    "chess_shenzhen_baoan_children_2020_5_rounds.txt": {
        "game": "chess",  # 国际象棋比赛活动方案 (有一定国际象棋基础的5-13岁儿童)
        "format": "swiss",  # （三）赛制：采取瑞士积分编排制。
        "rounds": 5,  # 第二轮开始安排积分相同的棋手对阵，…进行五轮赛
        "points.win": "2",  # 胜得两分，和一分，负0分。
        "points.draw": "1",
        "points.loss": "0",
        # 比赛时间控制：双方共用30分钟包干，超时判负。
        "time_control": "双方共用30分钟包干",
        # 以积分按定名次，比小分，累进分，胜率高的列前: 小分 read as the opponents' score, as in
        # the sets before; 胜率 (the share of wins) has no registry name, the chain stops there
        "tiebreaks": ["points", "opponents_score", "progressive"],
        # 二、时间：20xx年x月x日 (a template's blank: no date); the prizes are medals and gifts
    },
    "chess_shenzhen_futian_schools_three_games_2011_6_rounds.txt": {
        # one regulation for 围棋、中国象棋、国际象棋 (四、竞赛项目): no one game (not counted)
        "format": "swiss",  # （三）比赛采取六轮积分编排；
        "rounds": 6,
        # （二）比赛限时，每局双方限时不超过1小时包干，视情况加钟 (比赛限时 the label, the
        # referee's extra clock left out)
        "time_control": "每局双方限时不超过1小时包干",
        "no_show_minutes": 10,  # （四）选手赛前15分钟报到，迟到10分钟按弃权处理；
        "deadline": "2011-05-16 23:59",  # 九、（二）2011年5月16日前，用统一的报名表…
        # 二、比赛时间 2011年5月22日 names no time (no round time); 低年级组：A组 / 高年级组：B组
        # name each group twice (no one list, divisions not counted); the team places' reckoning
        # is past the page's end (no team format)
    },
    "chess_taipei_association_member_day_2023_3_rounds.txt": {
        "game": "chess",  # 臺北市西洋棋協會 … 會員日
        # 1. 練棋聚會辦法：3輪快棋 每方10分鐘，每步10秒 (練棋聚會辦法 and 3輪快棋 the lead-in, the
        # clock device's note left out)
        "rounds": 3,
        "time_control": "每方10分鐘，每步10秒",
        # 比賽日期：2023年7月9日 … 時間：上午 9:30 報到 10:00-12:00 (the span's start; 12:00 ends
        # the span of the three rounds, no one round's end)
        "round.1": "2023-07-09 10:00",
        # 2. 以線上登記前24名為第一批邀請會員。若超出24名 擇日再舉辦。
        "capacity": 24,
        # 會員免費。非會員500元: no one fee; no system is named (no format)
    },
    "go_qingdao_evening_news_new_year_2020_5_rounds.txt": {
        "game": "go",  # 青岛晚报围棋元旦争霸赛 (比赛采用中国围棋协会最新竞赛规则)
        # 二、2020年元旦（2020年1月1日星期三），上午8:00开赛
        "round.1": "2020-01-01 08:00",
        "divisions": ["5段及以上组", "4段组"],  # 四、比赛分两个组别，5段及以上组，4段组。
        # 四、双方各40分钟包干，单官计时 (the clock running through the dame left out, as in the
        # sets before)
        "time_control": "双方各40分钟包干",
        # 先看总得分，然后依次比较直胜、积分逆减: 积分逆减 has no registry name, the chain stops
        # before it
        "tiebreaks": ["points", "direct_encounter"],
        "fee": 150,  # 六、报名费：150元。
        "deadline": "2019-12-20 23:59",  # 报名截止日期：2019年12月20日。
        # 共5轮，若报名人数多将分二组，加赛一轮: the number of rounds is left to the entries
        # (not counted), and no system is named (no format); the prizes differ by group
        # (5段及以上组 第一名3000元 / 4段组 第一名1000元): no one list
    },
    "chess_shanghai_xuhui_invitational_2023_7_rounds.txt": {
        "game": "chess",  # 徐汇区首届国际象棋邀请赛
        # 采用瑞士制度进行比赛，每方基础用时为15分钟，每走一步加10秒，通过7轮比赛决出冠军。
        "format": "swiss",
        "rounds": 7,
        "time_control": "每方基础用时为15分钟，每走一步加10秒",
        "divisions": ["公开组", "少儿组"],  # 分为公开组和少儿组两个组别捉对角逐
        # a report after the event: 4月22日 names no time (no round time); no prizes in money
    },
    "chess_liaocheng_national_teams_2021_9_rounds.txt": {
        "game": "chess",  # 2021年全國國際象棋錦標賽（團體）
        "teams": True,  # 男子組團體賽每輪每隊上場4人 …
        # 本次比賽共進行9輪積分賽 (積分賽 read as the Swiss, as 积分编排 is)
        "format": "swiss",
        "rounds": 9,
        "reserves": 1,  # 各隊可以各報1名替補棋手
        # 男子組 … 每隊上場4人，女子組 … 每輪每隊上場3隊: the boards differ by group (no one
        # number of boards); 10月20日 names no time (no round time); the match scoring is not
        # given (no match or board points)
    },
    "go_guiyang_grading_q4_2024_7_rounds.txt": {
        "game": "go",  # 2024年贵阳市第四季度围棋级位赛
        # 采用积分编排进行比赛，电脑抽签，电脑编排，共进行七轮比赛。
        "format": "swiss",
        "rounds": 7,
        # 12月21日举行10级升5级组比赛，12月22日举行2级升1级、5级升2级组比赛，12月28日举行
        # 15级升10级组比赛，12月29日举行定级组比赛 (2级升1级 shares the 组 written after 5级升2级,
        # and the heading writes 2级升1级组)
        "divisions": ["10级升5级组", "2级升1级组", "5级升2级组", "15级升10级组", "定级组"],
        # each group plays on its own day and no time is given (no round time)
    },
}
