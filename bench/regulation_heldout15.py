"""The expected values of the fifteenth held-out set (bench/regulation_texts/heldout15), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT15_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_xinji_leather_city_cup_2014_13_rounds.txt": {
        "game": "xiangqi",  # 第四届“辛集国际皮革城杯”象棋公开赛 (采用2011年象棋竞赛规则)
        "format": "swiss",  # 七、2. 采用13轮积分编排。
        "rounds": 13,
        "time_control": "每方基本用时35分钟，每步加10秒",  # 3. 用时：
        # 四、2014年10月3日——2014年10月6日 names no time (no round time); 报到…10月2日，截止18点
        # 以前 is the check-in, not a deadline for entries; the page breaks off after the clock
    },
    "xiangqi_leshan_workers_2025_9_rounds.txt": {
        "game": "xiangqi",  # 2025迎新春乐山市职工象棋比赛决赛公告
        "format": "swiss",  # 一、总共比赛九轮，采用积分循环赛。
        "rounds": 9,
        # （一）2月9日 09:30—12:00 第一轮、第二轮比赛 / 14:00—17:00 第三轮比赛 (the year is
        # the notice's, 2025年2月7日): a span of two rounds gives its first round the span's start
        # and the second no time of its own (round.2, .5, .7 and .9 not stated)
        "round.1": "2025-02-09 09:30",
        "round.3": "2025-02-09 14:00",
        # 14:00—17:00 第三轮比赛: the round's own end (added after the first run: the list of keys
        # given to the collector named no round_end)
        "round_end.3": "2025-02-09 17:00",
        "round.4": "2025-02-15 09:30",  # （二）2月15日 09:30—12:00 第四轮、第五轮比赛
        "round.6": "2025-02-15 14:00",  # 14:00—17:30 第六轮、第七轮比赛
        "round.8": "2025-02-16 08:30",  # （三）2月16日 08:30—11:00 第八轮、第九轮比赛
        "points.win": "2",  # 三、（二）胜者记2分，负者记0分，和棋各得1分。
        "points.draw": "1",
        "points.loss": "0",
        "forfeits_to_withdraw": 2,  # （三）决赛弃权二轮取消参赛资格。
        # 四、（一）个人名次确定：对手分…、胜局、犯规、后走局数、后走胜局: 后走局数 (games played
        # second) has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # the team places sum the members' individual places (not a team format); 进入决赛选手
        # （40名） lists the finalists, not a cap on entries (no capacity)
    },
    "chess_yantai_yangzheng_cup_grading_2013_9_rounds.txt": {
        "game": "chess",  # 烟台市第三届“养正杯”国际象棋等级赛补充通知
        "rounds": 9,  # …报到参赛，共弈9轮。
        "time_control": "每方30分钟包干",  # 三、比赛用时：每方30分钟包干，超时判负。
        "no_show_minutes": 15,  # 四、比赛迟到：比赛开始后迟到15分钟判负。
        # 弃权两轮以上者取消比赛资格 (以上 read inclusively, as the regulations write it)
        "forfeits_to_withdraw": 2,
        # 五、如积分相同，则依次比较对手分、中间分、胜局数 (中间分, the median Buchholz, has a
        # registry name since this set was measured: the chain first stopped before it)
        "tiebreaks": ["points", "opponents_score", "opponents_score_median", "wins"],
        # the schedule's groups: 6级棋士组、棋士定级组 … 5级棋士组、混合组 (both 共弈9轮 from
        # 2013年4月4日下午1:00)
        "divisions": ["6级棋士组", "棋士定级组", "5级棋士组", "混合组"],
        # the table, flattened: 2013年4月4日 下午1:00 第一轮 … 2013年4月5日 … 下午3:00 第九轮,
        # one timetable for every group
        "round.1": "2013-04-04 13:00",
        "round.2": "2013-04-04 14:00",
        "round.3": "2013-04-04 15:00",
        "round.4": "2013-04-05 08:30",
        "round.5": "2013-04-05 09:30",
        "round.6": "2013-04-05 10:30",
        "round.7": "2013-04-05 13:00",
        "round.8": "2013-04-05 14:00",
        "round.9": "2013-04-05 15:00",
        # no system is named (等级赛, ranked by 积分 then 对手分): no format
    },
    "xiangqi_susong_elderly_home_2016_knockout_stages.txt": {
        "game": "xiangqi",  # 首届老年人象棋比赛
        "capacity": 24,  # 三、参赛人数为24人，按报名时间先后顺序、报满为止。
        "deadline": "2016-04-05 23:59",  # 四、报名时间 2016年3月25日至2016年4月5日
        "fee": 0,  # 五、8、本次活动报名免费。
        # 六、淘汰赛 (two rounds) → 3局2胜的复赛 of six → 最后胜出的3人…循环赛: three stages of
        # two systems, no one system named (no format); 每场比赛时间不得超过30分钟，在规定时间内
        # 棋子多的一方获胜 is a cap on a game's length, not a clock (no time control); no day
        # of play on the page
    },
    "go_hongming_boyi_cup_2025_groups.txt": {
        "game": "go",  # 首届鸿铭博弈杯全国青少年围棋公开赛 (最新围棋竞赛规则（2002年版）)
        "format": "swiss",  # 六、2.电脑积分编排，根据参赛人数决定轮次，暂定5轮，按总得分排名。
        "round.1": "2025-04-04 13:30",  # 三、比赛时间：2025年4月4日下午13:30开赛
        # 六、3.比赛分组：A组：3段-5段 B组：1级-2段 C组：4级-2级
        "divisions": ["A组", "B组", "C组"],
        "no_show_minutes": 15,  # 5.开赛后迟到15分钟，判弃权负。
        # 十、3.2025年4月1日18点报名结束
        "deadline": "2025-04-01 18:00",
        "fee": 260,  # 八、赛事服务费 A组：260元 B组：260元 C组：260元 (the same for every group)
        # 暂定5轮 left to the entries (no rounds); the clock differs by group (A组30分钟包干,
        # B组、C组20分钟包干: no one time control); 各组女选手第一名奖励300元 is per group (not
        # counted)
    },
    "xiangqi_xining_bank_of_china_cup_2019_knockout.txt": {
        "game": "xiangqi",  # 2019“中国银行杯”全国象棋冠军电视快棋赛 (执行《象棋竞赛规则（2011）》)
        "format": "knockout",  # 七、（二）比赛采用单败淘汰制；
        "bracket": 8,  # 六、…全国男子冠军前8名。
        # （三）…比赛用时为每方基本用时10分钟、每走一步加3秒。 (the playoff clocks in （四）
        # are the tie-breaks')
        "time_control": "每方基本用时10分钟、每走一步加3秒",
        # 八、冠军20万元、亚军10万元、第三名6万元、第四名至八名每人3万元。
        "prizes": [(1, 1, 200000), (2, 2, 100000), (3, 3, 60000), (4, 8, 30000)],
        # 十、（一）请参赛棋手于7月22日前填写报名表 (the year is the event's, 2019)
        "deadline": "2019-07-22 23:59",
        # 2019年8月10-13日 names no time; 8月9日16:00前报到 is the check-in; the eight are
        # invited by rating (no capacity)
    },
    "chess_asian_five_dragons_2014_9_rounds.txt": {
        "game": "chess",  # 2014第八届亚洲五小龙西洋棋国际邀请赛 (依据FIDE竞赛规则)
        "format": "swiss",  # 赛制采9轮瑞士制
        "rounds": 9,
        # 每场比赛计时（钟）、每人90分钟、每步加30秒的竞赛规则 (每场比赛计时（钟） the lead-in)
        "time_control": "每人90分钟、每步加30秒",
        # 比赛分成公开、16岁以下两种组别 … 公开组、16岁以下组各有29人、27人参加
        "divisions": ["公开组", "16岁以下组"],
        # 从7月13~18日进行5天、9回合赛事 names no time (no round time)
    },
    "go_huanglongshi_jiayuan_cup_women_teams_2011_round_robin.txt": {
        "game": "go",  # 首届“黄龙士佳源杯”世界女子围棋团体锦标赛 (最新中国围棋竞赛规则)
        "teams": True,  # 本届比赛共邀请中日韩台各出一支队伍，每队3名棋手。
        "boards": 3,  # three players a team, the 第一台 of the chain one of them (no reserves)
        "format": "round_robin",  # 比赛采用单循环，共三场。
        "time_control": "每方2小时，保留5次1分钟钟读秒",  # …，超时判负。
        # 场分高者名次居前；若场分相同，局分高者名次列前；若局分相同，比较第一台棋手的局分: the
        # first board's points have no registry name, the chain stops before them
        "tiebreaks": ["match_points", "board_points"],
        # 首轮比赛将于4月7日上午10时打响，8日同一时间进行第2轮比赛。第3轮比赛将于4月9日12时
        # 打响。 (the year is the report's, 2011年4月5日)
        "round.1": "2011-04-07 10:00",
        "round.2": "2011-04-08 10:00",
        "round.3": "2011-04-09 12:00",
        # how a match or a game is scored is not stated (no match or board points); four
        # invited teams (no capacity); a round robin of four states no rounds key (共三场 is
        # the schedule's)
    },
    "chess_haidian_wisdom_cup_2025_rapid_7_rounds.txt": {
        "game": "chess",  # “智慧海淀”杯国际象棋快棋赛
        "format": "swiss",  # 七、2、…电脑编排，进行7轮瑞士制快棋比赛；
        "rounds": 7,
        # 3、比赛用时：每方基础用时10分钟，首回合开始每步加5秒；
        "time_control": "每方基础用时10分钟，首回合开始每步加5秒",
        "round.1": "2025-04-06 13:30",  # 三、比赛时间：2025年4月6日 13:30
        "divisions": ["公开组"],  # 1、分为一个组别，公开组（不分男女、年龄、级别）；
        "capacity": 120,  # 九、1、规程发布之日起接受报名，限额120人。
        "fee": 310,  # 2、报名费310元（含保险）。
        # 八、2、设女子最佳名次奖一人，奖金800元。3、设快棋赛和超快棋赛双冠奖一人，奖金800元。
        "special_awards": [("女子最佳名次奖", 1, 800), ("快棋赛和超快棋赛双冠奖", 1, 800)],
        # 1、录取前8名颁发奖状及奖金 names no amounts (no prizes); 4月1日12点前…退费 is the
        # refund's last day, not the entries' (no deadline)
    },
    "xiangqi_huizhou_monthly_arena_2014_challengers.txt": {
        "game": "xiangqi",  # 惠州市棋类协会10月份象棋擂台赛 (采用2011《象棋竞赛规则》)
        # 二、1、时间：2014年10月7日 … 四、1、第一轮 13点30分至14点30分 2、第二轮 15点至16点
        "round.1": "2014-10-07 13:30",
        "round.2": "2014-10-07 15:00",
        # 第一轮 13点30分至14点30分 / 第二轮 15点至16点: each round's own end (added after the
        # first run: the list of keys given to the collector named no round_end)
        "round_end.1": "2014-10-07 14:30",
        "round_end.2": "2014-10-07 16:00",
        "time_control": "每方30分钟包干",  # 3、比赛用时：每方30分钟包干，超时判负。
        "capacity": 6,  # 1、…按报名先后顺序进行安排，每次安排6名棋手攻擂。
        # single challengers against two 擂主 (一关两台), not the team ladder of the schema: no
        # system (no format); 战胜擂主可获奖金200元，战和擂主可获奖金100元 is paid per result,
        # not a place (no prizes)
    },
    "xiangqi_wenling_cup_7th_2021_swiss_knockout.txt": {
        "game": "xiangqi",  # 第七届“温岭杯”全国象棋国手赛 (执行《象棋竞赛规则（2020版）》)
        # （二）预赛阶段采用积分编排制，共赛5轮，获得前4名棋手进入决赛 … 决赛阶段采用单局两轮制
        # 淘汰赛
        "format": "swiss_knockout",
        "rounds": 5,
        "advance": 4,
        # （三）1.慢棋：每方基本用时50分钟，每走一步加20秒。 (慢棋 the label; 快棋 and 附加赛 are
        # the playoffs' clocks)
        "time_control": "每方基本用时50分钟，每走一步加20秒",
        # 冠军12万元、亚军6万元、季军5万元、殿军3万元，5—8名每人2万元，9—16名每人1万元。
        "prizes": [
            (1, 1, 120000),
            (2, 2, 60000),
            (3, 3, 50000),
            (4, 4, 30000),
            (5, 8, 20000),
            (9, 16, 10000),
        ],  # fmt: skip
        # 比赛日程 (the year is the one the page's rating date gives, 2021年5月31日截止期):
        # 10月10日 上午9点 开幕式及第1轮 下午15点第2轮 … 10月12日 上午9点 第5轮 下午15点半决赛
        # 10月13日 上午8:30 决赛及颁奖 (the semi-finals and the final read as rounds 6 and 7)
        "round.1": "2021-10-10 09:00",
        "round.2": "2021-10-10 15:00",
        "round.3": "2021-10-11 09:00",
        "round.4": "2021-10-11 15:00",
        "round.5": "2021-10-12 09:00",
        "round.6": "2021-10-12 15:00",
        "round.7": "2021-10-13 08:30",
        # 共16人 is the invited field, not a cap (no capacity); 负方棋手争夺三、四名 is the
        # knockout stage's, no key of a staged format
    },
    "go_shanghai_wanbao_cup_22nd_selection_grading_groups.txt": {
        "game": "go",  # 22届全国晚报杯上海知诚队选拔赛——暨围棋升段赛 (2002年新颁围棋规则)
        "fee": 120,  # 六、参赛费：每人120元
        "no_show_minutes": 20,  # 七、5、迟到20分钟者，作弃权论处。
        # 四、1段组：… 2段组：… 3段组：… 4段组：… 5段组：… (1段组 and 2段组 each play as A组 and
        # B组 on different days)
        "divisions": ["1段组", "2段组", "3段组", "4段组", "5段组"],
        # 3、双方共用时2小时 for the grading groups, 4、选拔赛初赛、复赛双方用时2.5小时，决赛双方
        # 用时3小时: the clock differs by stage (no one time control); only 5段组 and the
        # selection are said to play 积分循环赛 (no one format); the page gives no year (no
        # dates)
    },
}
