"""The expected values of the seventh held-out set (bench/regulation_texts/heldout7), read by
bench_regulation_text.py: sixteen public regulations (twelve of xiangqi, four of chess)
collected after every reader change before them, abridged to their competition clauses, their
values worked by hand from the text (the clause quoted beside each) and committed before any
reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT7_EXPECTED: dict[str, dict[str, object]] = {
    "chess_zhongfu_cup_2016_9_rounds.txt": {
        "game": "chess",  # 第二届“中孚杯”全国国际象棋公开赛 … 比赛项目为国际象棋公开赛
        "rounds": 9,  # 2、赛制：视报名情况采用循环赛或瑞士制，比赛共9轮
        "time_control": "每方棋手45分钟，加30秒",  # 3、比赛时限：每方棋手45分钟，加30秒。
        # 循环赛或瑞士制 is left to the entries (no format); the page breaks off in 棋士组 (六级组
        # ……), so the groups are not all on it (no divisions); 1月30日至2月3日 names no time
    },
    "chess_xiaohanma_online_2023_5_rounds.txt": {
        "game": "chess",  # 小悍马国际象棋国庆大赛 … 竞赛项目 国际象棋公益赛
        "rounds": 5,  # 比赛为5轮 … 赛程安排：采用5轮10+3制
        "time_control": "每方用时10分钟，每步棋加3秒",  # （二）比赛用时：
        "round.1": "2023-10-01 10:00",  # 二、竞赛时间 2023年10月1日 10点-12点
        "deadline": "2023-10-01 23:59",  # 1、请于2023年10月1日前报名 (that day's end)
        # 采用瑞士制10+3的比赛形式 in the preamble against 视参赛人数使用瑞士制或循环制 in 竞赛办法:
        # left to the entries (no format); 15元/人（9/29前报名）25元/人（9/29-比赛前报名）: two
        # fees by the day of sign-up (no one fee); 奖金 … 比例为报名费用的85%: no amounts
    },
    "xiangqi_zhouzhuang_cup_taipei_2015_knockout.txt": {
        "game": "xiangqi",  # “周庄杯”海峡两岸象棋大师赛（台北预赛） 1.采亚洲象棋规则
        "format": "knockout",  # 2.赛制采单败淘汰制，选手抽签对阵序，设8个种子签
        "capacity": 24,  # 七、2.人数限制24位，以传真优先顺序
        "deadline": "2015-02-02 23:59",  # 十一、截止日期：2015年2月2日
        # 3.每轮比赛采两局分先。每方基本用时30分钟每着棋加10秒，先超时者判负。 (the 快棋 and 超快棋
        # clocks are the playoffs of a drawn match)
        "time_control": "每方基本用时30分钟每着棋加10秒",
        "no_show_minutes": 10,  # 1.自裁判长宣布比赛开始，逾10分钟仍未到座，按弃权论。
        # 五、比赛日期：2015年2月7-8日 六、比赛时间：上午九时至下午六时: the first day's play
        # starts at nine
        "round.1": "2015-02-07 09:00",
        # 八、比赛奖励：1.一至四名获取决赛资格 2.五至八名新台币2000元: this preliminary's money
        # (九、3.决赛奖金 is the final's, a later event of eight players)
        "prizes": [(5, 8, 2000)],
        # 24 entries with 8 seeds is no bracket of a power of two (no bracket)
    },
    "xiangqi_caishen_cup_rapid_2013_knockout.txt": {
        "game": "xiangqi",  # “财神杯”全国电视象棋快棋邀请赛 (执行《象棋竞赛规则》（2011试行）)
        "format": "knockout",  # （二）比赛采用16人单败淘汰赛。
        "bracket": 16,
        # （五）1、基本用时：每方6分钟，每走一步加3秒。 (2、加赛用时 is the playoff of a drawn
        # match, 红方5分钟，黑方3分钟)
        "time_control": "每方6分钟，每走一步加3秒",
        # 第一名10万，第二名5万，半决赛负方3万，第二轮负方1.5万，首轮负方1万: in a bracket of 16
        # the semi-finals' two losers are 3rd-4th, the second round's four 5th-8th and the first
        # round's eight 9th-16th
        "prizes": [
            (1, 1, 100000),
            (2, 2, 50000),
            (3, 4, 30000),
            (5, 8, 15000),
            (9, 16, 10000),
        ],  # fmt: skip
        "deadline": "2013-01-22 23:59",  # （一）报名：所有参赛棋手1月22日前报名 (the year 2013)
        # the sixteen players are invited (no capacity); 2013年1月31日至2月2日 names no time;
        # 分先两局制，打平加赛一局，和棋黑胜 is each round's match, no key of a knockout
    },
    "xiangqi_kaiping_lougang_spring_2017_9_rounds.txt": {
        "game": "xiangqi",  # 中国象棋成年组公开赛 (采用1999年象棋比赛规则)
        "format": "swiss",  # 四、…电脑积分编排制
        "rounds": 9,  # 二、…年初一5轮比赛，…年初二4轮比赛，…共赛9轮。
        "time_control": "单方用时15分钟+5秒",  # 四、…电脑积分编排制，单方用时15分钟+5秒，…
        "no_show_minutes": 10,  # 迟到10分钟当该轮弃权处理
        "forfeits_to_withdraw": 2,  # 弃权两轮取消比赛资格
        # 五、奖金为第一名：3000元，第二名：2000元，…第六名：300元，第七名——第十二名：各200元
        "prizes": [
            (1, 1, 3000),
            (2, 2, 2000),
            (3, 3, 1000),
            (4, 4, 600),
            (5, 5, 400),
            (6, 6, 300),
            (7, 12, 200),
        ],  # fmt: skip
        # 大年初一、初二 … 中午1点钟开始: lunar days, no date written (no round time); the three
        # 楼冈 players' 各500元 is a condition on three players, not a place; 保证金100元 …
        # 退还 is a deposit of some players, not a fee; 报名时间从即日起至 (blank): no deadline
    },
    "xiangqi_zhongshan_yuexiu_cup_2013_7_rounds.txt": {
        "game": "xiangqi",  # 中山市“粤秀地产杯”中国象棋棋王赛
        "format": "swiss",  # 1、比赛采用7轮电脑积分编排
        "rounds": 7,
        "no_show_minutes": 15,  # 3、每轮迟到15分钟作弃权处理，弃权2轮不再编排比赛。
        "forfeits_to_withdraw": 2,
        "time_control": "每轮比赛单方用时45分钟",  # 4、每轮比赛单方用时45分钟，超时判负。
        # 第一名奖金1000元、第二名奖金500元、第三名奖金300元、第四名奖金200元、第5名—第8名奖金
        # 100元。
        "prizes": [(1, 1, 1000), (2, 2, 500), (3, 3, 300), (4, 4, 200), (5, 8, 100)],
        "fee": 50,  # 八、…报名费50元，可比赛时再交。
        "deadline": "2013-01-01 23:59",  # 报名截止日期2013年1月1日。
        # 名额有限、报满为止 names no number (no capacity); 2013年1月2日、3日 names no time
    },
    "xiangqi_nanchang_jindian_2015_7_rounds.txt": {
        "game": "xiangqi",  # 五、比赛项目：象棋个人赛
        "format": "swiss",  # 2、采用积分编排制进行比赛，比赛七轮，由电脑自动编排。
        "rounds": 7,
        "bye_opponent_value": "zero",  # 轮空对手分为0分。
        # 3、采用基本用时加秒制，每方基本用时30分钟，每走一步加10秒。 (采用基本用时加秒制 the
        # lead-in naming the kind of clock)
        "time_control": "每方基本用时30分钟，每走一步加10秒",
        # 七、积分多者列前，如积分相同，则依次比较对手分、胜局、犯规、后走局数；…: 后走局数 has no
        # registry name, so the chain is read up to it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 八、1、根据参赛人数设奖 (9—16, 17—24, 25人以上): three lists by the entries, no one list;
        # 2、幸运奖 如1月份赛，则11名奖50元、21名奖80元，31名奖100元。。。。: an example whose
        # list runs on (not counted); 非会员 100元, 会员 90元: no one fee; 报名截止时间 (blank):
        # no deadline; 2015年1月10日-11日上午 names no start time
    },
    "xiangqi_baofeng_cup_2017_7_rounds.txt": {
        "game": "xiangqi",  # 第四届“宝丰杯”中国象棋公开赛
        "format": "swiss",  # 2、采用积分编排循环制，赛七轮 (a points draw, as 积分编排)
        "rounds": 7,
        # 每轮比赛时间每方30分钟包干，超时作负 (比赛时间 the label)
        "time_control": "每方30分钟包干",
        "points.win": "2",  # 3、每轮一局，…每局胜者2分，和各得1分，负0分。
        "points.draw": "1",
        "points.loss": "0",
        # 分高者名次列前，积分相同按以下顺序计算：对手分、累进分、胜局、犯规、后走局数、…: 后走局数
        # has no registry name, so the chain is read up to it
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "fouls"],
        "round.1": "2017-08-05 09:00",  # 二、比赛日期：2017年8月5日（星期六）上午9时开始
        "no_show_minutes": 15,  # 参赛者迟到15分钟以上该局棋判负。
        "deadline": "2017-08-04 23:59",  # 六、报名时间：2017年7月13至月8月4日。
        # 报名费50元 … 宝丰社区居民免报名费: not every entry's fee (no one fee); 成人组 and
        # 少年儿童组 have their own prize tables (no one list), the groups named in the prizes only
        # (no divisions)
    },
    "xiangqi_soldiers_lawyers_2022_7_rounds.txt": {
        "game": "xiangqi",  # 军人律师象棋对抗赛 (执行《象棋竞赛规则（2020版）》)
        "format": "swiss",  # 1.采取7轮编排积分制
        "rounds": 7,
        "points.win": "2",  # 胜方记2分，负方记0分，和棋各方记1分。
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每轮单方用时25分钟包干",  # 2.每轮单方用时25分钟包干，
        "no_show_minutes": 10,  # 比赛迟到10分钟者直接判负。
        "avoid_same": "team",  # 4.同队棋手不对弈。
        # 三、时间地点：8月20日上午九时至下午五时 (the year is the title's, 2022)
        "round.1": "2022-08-20 09:00",
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200)],  # 个人前三名，依次奖500、300、200元
        # 每队前八名累计团体成绩: the members' sum, not a team format (团体第一名奖2000元 is the
        # club ranking's, not a place of the players' list)
    },
    "xiangqi_beibei_six_game_match_2021.txt": {
        "game": "xiangqi",  # 北碚三丰棋院 … 四、比赛项目：象棋对抗赛
        "points.win": "2",  # 2、举行六番棋，胜一局计2分，和一局计1分，负一局计0零。
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "30分钟+5秒",  # 3、比赛用时：30分钟+5秒。
        # a match of up to six games between two players, won at 7 points (率先拿到者7分获胜): no
        # system of the schema (no format, no rounds); 胜方奖励2000现金，负方奖励500现金，战平双方
        # 各奖励600元: the amounts depend on the result, not one list; 2021年1月29日 names no time
    },
    "xiangqi_hongkong_open_2006_9_rounds.txt": {
        "game": "xiangqi",  # 2006全港公开单人象棋赛 (香港象棋总会 主办)
        "format": "swiss",  # （六）比赛将以九轮积分循环制进行 (a points draw, as 积分编排)
        "rounds": 9,
        "points.win": "2",  # 每轮胜局得局分2分，和局得局分1分 (a loss is not written)
        "points.draw": "1",
        "divisions": ["甲组", "乙组"],  # 分甲、乙组 … 甲组：冠军6000元 … 乙组：冠军800元
        "deadline": "2006-10-06 23:59",  # （四）报名日期：由即日起至2006年10月6日。
        "no_show_minutes": 30,  # （九）迟到马上计时，逾时三十分钟作负
        "round.1": "2006-10-08 14:30",  # （七）2006年10月8日（日）下午二时半至十一时
        # 报名费120元（香港象棋总会会员100元）: no one fee (按金100元 is paid back); the prizes
        # differ by group (no one list); 弃权一场主办单位有权取消其比赛资格 leaves it to the
        # organiser (no forfeits_to_withdraw); nine rounds on six evenings and afternoons: which
        # round falls on which day after the first is not written (round.1 only)
    },
    "xiangqi_panzhihua_staff_2023_5_rounds.txt": {
        "game": "xiangqi",  # 教职工象棋协会 … 第四届象棋锦标赛
        "format": "swiss",  # 四、5轮积分编排赛
        "rounds": 5,
        # 时间每方15分钟，每走一步加10秒； (时间 the label)
        "time_control": "每方15分钟，每走一步加10秒",
        "points.win": "2",  # 每轮获胜方得2分，和棋双方各得1分，负方0分。
        "points.draw": "1",
        "points.loss": "0",
        # 比赛结束依次比较积分，对手分，累进分，胜局数，后手胜局数等区分名次 (后手胜局数: the games
        # won with the second seat)
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "second_seat_wins"],
        "round.1": "2023-06-24 13:40",  # 二、2023年6月24日 下午1点30前签到，1点40正式开始
        # 现金奖励靠前50%名次: no amounts; 幸运奖 drawn from the rest (no places)
    },
    "chess_acot_youth_school_teams_2006.txt": {
        "game": "chess",  # 第一届全国青少年杯西洋棋团体联赛 (西洋棋: chess)
        "teams": True,  # 七、1. 团体赛每次上场需要三人，分大将、二将、三将
        "boards": 3,  # 比赛时须三名队员上场 … 第一号需到第一桌 … 三号到三桌
        "reserves": 1,  # 每队最少三名队员，最多四名队员，一员为候补队员
        # 3. 每一桌的胜负为该场的小分，胜一桌得一分，和一桌得0.5分，该场小分高者获胜，该场胜者得
        # 一分，该场和者（即小分1.5：1.5）各得0.5分 (a loss is written for neither)
        "board.win": "1",
        "board.draw": "1/2",
        "match.win": "1",
        "match.draw": "1/2",
        "divisions": ["高中组", "国中组", "国小组"],  # 4. 比赛分三大组，高中组、国中组和国小组。
        # 高中组用时每人50分钟每步加5秒 is one group's clock (the others' are cut off: no one time
        # control); 视报名队数决定下几场: no rounds, no system; 95年11月18日 (2006) gives the
        # check-in and the opening ceremony, not the first round's time
    },
    "chess_association_cup_2020_groups.txt": {
        "game": "chess",  # 109年协会杯全国西洋棋锦标赛 (依据FIDE竞赛规则为准则)
        "prize_total": 3000,  # 总奖金：3000
        "deadline": "2020-12-18 23:59",  # 报名时间：即日起 ~ 2020-12-18
        # 七、109年12月20日（星期日）上午8:30-09:00报到09:00开始比赛 (109 = 2020)
        "round.1": "2020-12-20 09:00",
        # 九、比赛组别：1 国小新秀组 … 8 社会公开组
        "divisions": [
            "国小新秀组",
            "国小女生组",
            "国小低年级组",
            "国小中年级组",
            "国小高年级组",
            "国中组",
            "高中组",
            "社会公开组",
        ],  # fmt: skip
        # 十一、五轮快棋 … 每人25分钟每步加10秒 is written for 社会公开组 and for 国中组、高中组;
        # the primary groups' clause is cut off (no one number of rounds, no one time control);
        # Swiss Perfect is named for 社会公开组 only (no format)
    },
    "xiangqi_gochess_july_first_teams_2016_7_rounds.txt": {
        "game": "xiangqi",  # 中国象棋 … 亚洲象棋联合会颁发最新亚洲棋例
        "teams": True,  # 名额：中国象棋：共12队，每队2人 … 计分方法：…队分
        "boards": 2,
        "capacity": 12,  # 共12队 (a cap on the teams)
        "format": "swiss",  # 比赛形式：中国象棋 – 瑞士绩分循环制，比赛7轮
        "rounds": 7,
        # 每局每方限时20分钟包干，不设读秒，逾时判负。
        "time_control": "每局每方限时20分钟包干，不设读秒",
        "no_show_minutes": 10,  # 比赛开始即计时，迟到10分钟作负。
        # 队分：胜方（2胜或1胜1和）得1分，和（1胜1负或2和）则各得0.5分，负方（2负或1和1负）得0分
        "match.win": "1",
        "match.draw": "1/2",
        "match.loss": "0",
        # 比赛名次先以队分计算，如队分相同会计算对手分，如对手分相同则计算主将分: 主将分 (the first
        # board's score) has no registry name, so the chain is read up to it
        "tiebreaks": ["match_points", "team_opponents_score"],
        # 日期：2016年7月1日 … 时间：中国象棋 上午9时正至下午3时10分
        "round.1": "2016-07-01 09:00",
    },
    "xiangqi_wuwei_library_2021_7_rounds_round_robin.txt": {
        "game": "xiangqi",  # （一）执行国家体育总局2020年象棋竞赛规则
        "points.win": "2",  # 胜方计2分，负0分，和棋双方各计1分。
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "单方20分钟包干",  # （五）用时单方20分钟包干，先超时方负。 (用时 the label)
        "no_show_minutes": 10,  # 自宣布开赛，逾10分钟未到场就座者，按弃权论处。
        "forfeits_to_withdraw": 2,  # 连续两轮弃权者，不再编排。
        # （七）1、积分、累进分、直胜、胜局多者、后手局多者、犯规: 后手局多者 (games with the
        # second seat) has no registry name, so the chain is read up to it
        "tiebreaks": ["points", "progressive", "direct_encounter", "wins"],
        "round.1": "2021-09-19 08:00",  # （一）时间：2021年9月19日（周日）上午八点开赛
        # 七轮积分编排制，八人组则采用单循环赛: a Swiss, and a round robin for the group of eight
        # (no one format; the round robin's seven rounds are not written, so no one rounds)
    },
}
