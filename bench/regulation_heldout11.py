"""The expected values of the eleventh held-out set (bench/regulation_texts/heldout11), read by
bench_regulation_text.py: public regulations of 象棋 events collected blind (no reader run on
them, no reader code read), abridged to their competition clauses, their values worked by hand
from the text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
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
    "xiangqi_hk_samsung_festival_2017_rapid_groups.txt": {
        "game": "xiangqi",  # 2017年全港中国象棋快棋公开赛 (参照最新【亚洲棋例】裁决)
        # 名额及形式：…各组比赛采用瑞士积分循环制，视乎参赛人数比赛7-9轮。
        "format": "swiss",
        # 组别：4月9日 长青组…、高小组…、初小组…、女子组… / 4月16日 公开组…、高中组…、初中组…
        "divisions": ["长青组", "高小组", "初小组", "女子组", "公开组", "高中组", "初中组"],
        # the rounds are left to the entries (7-9轮); 每组80人 caps each group, not the event;
        # the groups play on different days (4月9日上午9:00 / 4月16日上午10:00): no one first
        # round; 公开组每人港币100元，其余各组…60元: fees by group; the money is for 公开组 and
        # 长青组 only (prizes by group)
    },
    "xiangqi_singapore_heyuzhu_cup_2008_national.txt": {
        "game": "xiangqi",  # 新加坡全国象棋锦标赛 (采用亚洲象棋联合会的《象棋比赛规例》)
        "divisions": ["公开A组", "公开B组", "女子组"],  # 5 比赛组别：分为公开A组、公开B组、女子组。
        # 7 报名期限：即日起至6月1日晚上9时。 (the year is the title's, 2008)
        "deadline": "2008-06-01 21:00",
        # 8 公开组采用瑞士结合淘汰一局制…女子组赛制视人数而定: by group (no one format), the
        # rounds left to the entries; 10 the clocks and 7 the fees differ by group; 6月10日至6月
        # 19日 names no time (详见《比赛时间表》, not on the page); no money in the prizes
    },
    "xiangqi_mines_students_2009_age_groups.txt": {
        "game": "xiangqi",  # 第五届绿野学生象棋锦标赛
        "format": "swiss",  # 比赛制度：积分循环，瑞士制，视参加人数决定轮次组数进行
        "round.1": "2009-11-22 11:00",  # 日期：22-11-2009（星期日） 时间：11am-7pm
        "fee": 3,  # 报名费：每人RM3
        "deadline": "2009-11-02 23:59",  # 截止日期：2009年11月2日（星期一）
        # A组——小学低年组 7岁-9岁 … D组——中学高中组 16岁-19岁: each line names a letter and
        # a school group (no one plain name each, divisions not counted); the rounds are left to
        # the entries; the awards are book vouchers, given by group (no prizes)
    },
    "xiangqi_qingshui_guanyin_cup_2001_groups.txt": {
        "game": "xiangqi",  # 清水紫云岩第二十届“观音杯”全国象棋比赛
        # 报名日期：九月一日起至九月二十日止 (the year is 90年, 民国, 2001)
        "deadline": "2001-09-20 23:59",
        "no_show_minutes": 15,  # 附则 2．凡迟到超过十五分钟，取消比赛资格，裁定对方胜局
        # 级位组 splits into A组 and B组 beside four other groups: no one plain list (divisions
        # not counted); the prizes differ by group; no format or clock on the page; 90年10月6日～
        # 10月7日 names no time, and the groups start on different days
    },
    "xiangqi_xaufe_staff_2013_knockout.txt": {
        "game": "xiangqi",  # 职工中国象棋比赛 … 执行《中国象棋比赛规则》
        # 比赛采用三局两胜单淘汰制，四强赛采用循环赛: a knockout, then a round robin of the last
        # four (two stages, neither a Swiss)
        "format": "stages",
        "deadline": "2013-10-28 23:59",  # 三、2013年10月28日前，请各分会将参赛人员名单…报…
        # 7．局赛时间为30分钟，超时每步棋不得超过30秒。 (局赛时间为 read as the lead-in)
        "time_control": "30分钟，超时每步棋不得超过30秒",
        # 二、最多可报2名 … 3名 … 4名 caps each branch by its size, not the event; 2013年10月下旬
        # names no day
    },
    "mixed_heihe_staff_2012_knockout.txt": {
        # 二、竞赛项目：男子个人象棋、女子个人五子棋: two games (no one game)
        "format": "knockout",  # 四、（二）采用单淘赛制进行比赛，每盘3局2胜制。
        "deadline": "2012-04-22 23:59",  # 六、请有意参赛老师于4月22日前到工会报名。 (2012)
        # （三）象棋每步用时限2分钟，五子棋每步用时限20秒钟: by game (no one time control);
        # 七、时间：12.00—14.00，15.00—17.00 is each day's hours (no round time); 录取前8名 …
        # 证书和奖品: no money
    },
    "xiangqi_fuyong_chamber_cup_2007_teams_round_robin.txt": {
        "game": "xiangqi",  # “福永商会杯”象棋团体邀请赛 (采用1999年象棋竞赛规则)
        # 2、每队各出四位棋手，分台循环三轮，队与队之间，胜者记场分2分，负者记0分，战平各得1分。
        # 每台棋手交战，胜者记局分1分，负者记0分，战平各得0.5分；
        "teams": True,
        "boards": 4,
        "format": "round_robin",  # four teams, 分台循环三轮: each team meets each other once
        "match.win": "2",
        "match.draw": "1",
        "match.loss": "0",
        "board.win": "1",
        "board.draw": "0.5",
        "board.loss": "0",
        # 3、…以三轮比赛所得场分之高低排列，场分相同，则按局分，胜局，直胜，犯规排列: 胜局 (the
        # games won) has no team registry name, so the chain is read up to it
        "tiebreaks": ["match_points", "board_points"],
        # 4、比赛用时：每局比赛，单方包干60分钟，超时作负 (每局比赛 read as the lead-in)
        "time_control": "单方包干60分钟",
        "no_show_minutes": 15,  # 4、…每轮迟到15分钟，按弃权判负；
        # 定于…（2007年12月29日）…拉开战幕 names no time (the page's 比赛时间 section is empty)
    },
    "xiangqi_gangpanaoshun_friendship_2014_teams.txt": {
        "game": "xiangqi",  # 港番澳顺象棋联谊赛 (采用亚洲象棋联合会最新中国象棋比赛规则)
        # 参赛棋手8人（会长组4人，精英组4人）: each item is played by four a side
        "teams": True,
        "boards": 4,
        # 3、每项目采用四队三轮交叉对抗一局制比赛 (four teams, three rounds: each meets each)
        "format": "round_robin",
        "time_control": "每局每方用时30分钟加5秒",  # 4、每局每方用时30分钟加5秒，如一方提和…
        "board.win": "2",  # 5、每局胜局2分，和局1分，负局0分；
        "board.draw": "1",
        "board.loss": "0",
        # 8、每项目总场分、总局分、总胜局都相同，犯规情况也相同，则…快棋赛: 总胜局 (the games won)
        # has no team registry name, so the chain is read up to it
        "tiebreaks": ["match_points", "board_points"],
        # how a match is scored (场分) is not on the page; the two items (会长赛、精英赛) are no
        # divisions of players (not counted); no date or time of play on the page
    },
    "xiangqi_kwaifong_five_districts_2015_teams.txt": {
        "game": "xiangqi",  # 全港五角象棋邀请赛 (采用最新亚洲棋例（本港赛事修正版）)
        "round.1": "2015-05-17 16:00",  # 日期：2015年5月17日（星期日） 时间：下午4:00开始
        # 7．每局每方40分钟自由时间，另每步加5秒。如一方提和…
        "time_control": "每局每方40分钟自由时间，另每步加5秒",
        # 8．采用对抗赛形式，每局胜2分，和1分，负0分。有两个回合，总积分最高者为当届冠军。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # the teams are ranked by their twelve members' game points summed (no team format, no
        # boards: 每一轮都有3人对其他区 is no fixed board order); 对赛两轮 is no Swiss (no
        # rounds); 9．冠、亚、季、殿、第五名的得分为6、4、3、2、1分 are points toward a five-year
        # title, not money
    },
    "xiangqi_xingcheng_turbot_cup_2016_11_rounds.txt": {
        "game": "xiangqi",  # 多宝鱼协会杯象棋公开赛 … 五、竞赛项目：象棋个人赛
        "format": "swiss",  # 七、1、执行《2011象棋竞赛规则》，采用电脑积分编排，共进行11轮比赛。
        "rounds": 11,
        "time_control": "每方基本用时20分钟，每走一步加5秒",  # 3、用时：每方基本用时20分钟，…
        # 八、2、第1名10000元；第2名5000元；第3名3000元；第4名2000元；第5—8名各1000元；
        # 第9—16名各500元；第17—32名各200元。
        "prizes": [
            (1, 1, 10000),
            (2, 2, 5000),
            (3, 3, 3000),
            (4, 4, 2000),
            (5, 8, 1000),
            (9, 16, 500),
            (17, 32, 200),
        ],  # fmt: skip
        "deadline": "2016-07-13 12:00",  # 九、1、…报名截止日期2016年7月13日中午12:00。
        "fee": 100,  # 九、4、报名费100元/人 (board and lodging apart)
        # 三、2016年7月14日—15日 names no time; 7月13日16:00前报到 is the check-in, not play
    },
    "xiangqi_suizhong_liaoxibei_2016_9_rounds.txt": {
        "game": "xiangqi",  # 绥中县辽西北象棋争霸赛 … 五、竞赛项目：象棋个人赛
        "format": "swiss",  # 七、1、执行《2011象棋竞赛规则》。采用电脑积分编排，进行9轮比赛。
        "rounds": 9,
        "time_control": "每方基本用时20分钟，每走一步加5秒",  # 3、用时：每方基本用时20分钟，…
        "capacity": 100,  # 六、…限报100人，报满为止。
        # 八、2、第1名2000元；第2名1200元；第3名800元；第4—6名至各500元；第7—10名各400元；
        # 第11—16名各300元；第17—32名各200元。
        "prizes": [
            (1, 1, 2000),
            (2, 2, 1200),
            (3, 3, 800),
            (4, 6, 500),
            (7, 10, 400),
            (11, 16, 300),
            (17, 32, 200),
        ],  # fmt: skip
        "deadline": "2016-07-17 18:00",  # 九、1、…报名截止日期2016年7月17日18:00。
        "round.1": "2016-07-23 09:30",  # 九、2、参赛棋手请于7月23日8时至9时报到（9:30开赛）。
        "fee": 50,  # 九、4、报名费50元/人
        # 第39、49 … 92名为幸运奖，奖励纪念品一件: a keepsake, no money (no lucky_places)
    },
}
