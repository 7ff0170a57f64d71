"""The expected values of the tenth held-out set (bench/regulation_texts/heldout10), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT10_EXPECTED: dict[str, dict[str, object]] = {
    "jieqi_zhongyi_cup_2014_13_rounds.txt": {
        "game": "jieqi",  # 象棋揭棋公开赛 … 港式揭棋（吃子可看）
        "format": "swiss",  # 六、2、采用积分编排制，共赛13轮。
        "rounds": 13,
        "time_control": "每局每方用时15分钟包干制",  # 3、…，超时作负。
        # 三、2014年4月26日下午18:30报到，19:00开赛，当晚先赛前3轮
        "round.1": "2014-04-26 19:00",
        "capacity": 128,  # 五、3、参赛人数限为128人，报满为止。
        "fee": 100,  # 五、1、报名费：每人100元+押金100元 (the deposit is refunded)
        # 四、第一名：6800元 … 第六、七、八、九、十名各800元 … 第十一至十六名各300元
        "prizes": [
            (1, 1, 6800),
            (2, 2, 3000),
            (3, 3, 2000),
            (4, 4, 1600),
            (5, 5, 1200),
            (6, 10, 800),
            (11, 16, 300),
        ],  # fmt: skip
        # the game coins beside each prize are no money; no deadline (报名费须于报到前交款 is
        # when to pay, not a closing of entries)
    },
    "jieqi_qiwang_jiuye_2018_online_heats.txt": {
        "game": "jieqi",  # 网络揭棋比赛 … 采用天天象棋揭棋棋规
        # A. 初赛…每晚7点30分起进行5-7轮的日赛 (初赛自2018年3月23日开始)
        "round.1": "2018-03-23 19:30",
        "points.win": "3",  # 2、每轮对弈一局，胜3分，和1分，负0分。 (决赛：其他同初赛)
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每方10分钟，步时1分钟，读秒0秒",  # 3、比赛用时：
        # 4、…对手分、胜局、犯规、直胜、后走局数；…比较前一轮成绩: 后走局数 (games played
        # second) has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls", "direct_encounter"],
        # heats of 5 or 7 rounds by the night's entries, then a final of 比赛9轮: two Swiss
        # stages (no one format, no one number of rounds); 累计满100名进行决赛 is when the
        # final is held, not a cap on the entries
    },
    "chess_jiaxing_citizens_games_2016_age_groups.txt": {
        "game": "chess",  # 嘉兴市第四届市民运动会国际象棋比赛
        "format": "swiss",  # （三）国际象棋比赛均采用瑞士制，比赛轮数视报名情况另定。
        # （四）所有比赛的时限均为每方60分钟包干制，超时判负。 (所有比赛的时限均为 the lead-in)
        "time_control": "每方60分钟包干制",
        # 四、（一）成年组：男、女个人。（二）青少年甲组 … （四）儿童组
        "divisions": ["成年组", "青少年甲组", "青少年乙组", "儿童组"],
        # （五）按积分排列名次、如相同则依次比较对手分、直胜、中间对手分、积分逆减: 积分逆减 has no
        # registry name, the chain stops before it (中间对手分, the median Buchholz, has one since
        # this set was measured: the chain first stopped before it)
        "tiebreaks": ["points", "opponents_score", "direct_encounter", "opponents_score_median"],
        # the rounds are left to the entries; 2016年7月8-10日 names no time; the awards are
        # 一等奖 … with no money
    },
    "chess_national_schools_2017_teams_9_rounds.txt": {
        "game": "chess",  # 2017年全国国际象棋学校锦标赛
        "teams": True,  # 四、（一）以学校为单位的团体赛 … 固定台次进行团体赛
        "format": "swiss",  # （四）九轮瑞士制积分循环比赛
        "rounds": 9,
        "boards": 3,  # （二）男子一至三台和女子一至三台分为男子组和女子组
        "time_control": "每方60分钟，每步加10秒",  # （四）…；用时为每方60分钟，每步加10秒。
        "divisions": ["男子组", "女子组"],
        # 8月3日为报到日 names no round time; how a match is scored is not on the page
    },
    "xiangqi_south_colleges_2007_teams_5_rounds.txt": {
        "game": "xiangqi",  # 第四届南区大专象棋锦标赛 (亚象联象棋比赛规则)
        # 四、甲组：以个人为单位进行五轮瑞士制积分循环 … 乙组：以团体为单位进行五轮瑞士制
        "format": "swiss",
        "rounds": 5,
        "divisions": ["甲组", "乙组"],
        "deadline": "2007-10-14 23:59",  # 五、96年10月14日前报名 (民国96年)
        # 一、比赛时间：民国九十六年十月二十一日（星期日）上午八点至下午五点半: play starts at eight
        "round.1": "2007-10-21 08:00",
        # 甲组 is ranked by its members' individual results and 乙组 plays as teams: teams by
        # group (not counted, nor 一队正式选手三人 as boards)
    },
    "xiangqi_fengcheng_cup_2019_student_pairs_teams.txt": {
        "game": "xiangqi",  # 学生象棋邀请赛 (中华民国象棋文化协会…最新棋规)
        # 四、采五轮个人积分团体赛，最后的队伍排名由队员的名次总和排出: ranked by members'
        # individual places (no team format)
        "format": "swiss",
        "rounds": 5,
        "round.1": "2019-05-05 09:30",  # 二、民国108年5月5日 星期日 9:30∼17:20（请于9:00报到）
        "deadline": "2019-04-28 23:59",  # 八、即日起至108年4月28日止
        "fee": 300,  # 十、每队300元 (a team's fee)
        # 十一、冠军 10,000 亚军 5,000 季军 3,000 殿军 2,000
        "prizes": [(1, 1, 10000), (2, 2, 5000), (3, 3, 3000), (4, 4, 2000)],
    },
    "xiangqi_xintu_cup_2022_online_teams.txt": {
        "game": "xiangqi",  # 大学生象棋网络团体赛 (竞赛地点：天天象棋APP棋社号702020)
        "teams": True,  # 四、竞赛项目：团体赛
        "boards": 4,  # 五、每队需报领队1名，棋手4-6名…，上场棋手4名
        # 六、请各参赛团队负责人于5月25日12:00前，将报名表、证件和赛事保障费一并交到组委会
        "deadline": "2022-05-25 12:00",
        # the 60元赛事保障费 is refunded to a team that plays it out (a deposit, no fee); the
        # system and the rounds were in the timetable the page lost; 5月25日19:00 is the
        # leaders' meeting, not a round
    },
    "xiangqi_singapore_china_students_2020_online_teams_4_rounds.txt": {
        "game": "xiangqi",  # 网络象棋团体友谊赛 (中国象棋协会主办)
        "teams": True,  # 每轮比赛每队上场队员为五人，并固定台次
        "boards": 5,
        "rounds": 4,  # 每天比赛一轮，共赛四轮
        # 比赛用时为每方基本用时20分钟，每走一步棋加10秒，步时3分钟，超时判负
        "time_control": "每方基本用时20分钟，每走一步棋加10秒，步时3分钟",
        # 共有八支队伍 are the invited teams, not a cap; the system is not stated (no format);
        # 将于7月1日拉开战幕 names no time
    },
    "chess_boyi_cup_youth_2018_9_rounds.txt": {
        "game": "chess",  # 中国青少年国际象棋国际公开赛
        # （二）赛制：公开组比赛采用9轮瑞士制 …；业余组比赛采用9轮瑞士制 …
        "format": "swiss",
        "rounds": 9,
        # 每方棋手90分钟包干，每步棋加30 秒 (公开组) / 50分钟包干，每步棋加10秒 (业余组): by
        # group (no one time control); 公开组 and 业余组 with its seven certificate groups, 各组
        # 男女分组: no one plain list of divisions (not counted); the first day differs by group
        # and names no time
    },
    "chess_haikou_master_class_2014_9_rounds.txt": {
        "game": "chess",  # 2014年全国国际象棋棋协大师赛
        "format": "swiss",  # 比赛采用瑞士制进行9轮比赛，采用电脑编排
        "rounds": 9,
        # 共分13个组。其中男子组共八组 … 女子组共五组
        "divisions": [
            "男子候补棋协大师组",
            "男子一级棋士组",
            "男子二级棋士组",
            "男子三级棋士组",
            "男子四级棋士组",
            "男子五级棋士组",
            "男子六级棋士组",
            "男子七级棋士组",
            "女子候补棋协大师组",
            "女子棋士A组",
            "女子棋士B组",
            "女子棋士C组",
            "女子棋士D组",
        ],  # fmt: skip
        # 候补棋协大师组、男子一级棋士组…每方50分钟，每步加30秒；其它各组每方40分钟，每步加
        # 10秒: by group (no one time control); 每组录取前八名 … 奖牌和奖品: no money;
        # 2014年1月15至20日 names no time
    },
    "xiangqi_kembangan_pairs_2014_7_rounds.txt": {
        "game": "xiangqi",  # 象棋双打赛 (5）采用亚洲棋规)
        "format": "swiss",  # 4）共赛7轮。a）采用瑞士赛制编排。
        "rounds": 7,
        "time_control": "每轮每方用时为60分钟包干制",  # b）…，超时作负。
        "no_show_minutes": 30,  # c）每轮迟到30分钟以上作负。
        "points.win": "1",  # 7）每轮获胜得1分，和各得0.5分，输得0分。
        "points.draw": "0.5",
        "points.loss": "0",
        # a pair plays one game together (一对参赛棋手 … 未轮到其走棋): no team format of boards
        # (teams not counted); 3）每队的报名费为40元 … 从第2队开始…减为每队20元: two fees (no
        # one fee); 2次犯规则立刻判为技术性输棋 and 触摸任何棋子…立刻判负 name no behaviour of
        # the penalty keys; 2014年2月15日和16日 names no time; 10）前五对…奖杯: no money
    },
    "xiangqi_teachers_lawyers_2022_club_match_7_rounds.txt": {
        "game": "xiangqi",  # 教师律师象棋对抗赛 (执行2011年版中国象棋规则)
        "format": "swiss",  # 1. 采取7轮编排积分制，胜方记2分，负方记0分，和棋各方记1分。
        "rounds": 7,
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每轮单方用时25分钟包干",  # 2. 每轮单方用时25分钟包干，
        "no_show_minutes": 10,  # 比赛迟到10分钟者直接判负。
        "avoid_same": "team",  # 4. 同队回避
        # 三、七月二十四日上午九时至下午五时 (the year is the title's, 2022)
        "round.1": "2022-07-24 09:00",
        "prizes": [(1, 1, 300)],  # 五、…个人第一名奖300元
        # 每队前八名计团体成绩: the members' sum, not a team format (团体第一名奖2000元 is the
        # clubs' ranking, not a place of the players' list)
    },
    "mixed_lncjxy_staff_2017_knockout.txt": {
        # 跳棋、象棋、陆战棋（军棋）: three games (no one game)
        "format": "knockout",  # 六、比赛均采取淘汰赛制，单局实行一局定胜制，胜者进入下一轮
        # 10月30日下班前 is the end of that day's office hours, a time the page does not give
        # (no deadline); 每个工会小组每项目限报3人 caps each group's entries, not the event's;
        # 一等奖1名 … no money; 11月份每周四中午12:20-13:20 names no year-day
    },
}
