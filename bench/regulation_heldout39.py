"""The expected values of the thirty-ninth held-out set (bench/regulation_texts/heldout39), read
by bench_regulation_text.py: public 象棋 regulations of mainland China collected blind (no reader
run on them, no reader code read), abridged to their competition clauses, their values worked by
hand from the text (the clause quoted beside each) and committed before any reader was run on
them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT39_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_dashiwang_online_individual_2013_11_rounds.txt": {
        "game": "xiangqi",  # 2013年大师网象棋个人锦标赛规程 (执行2011竞赛规则)
        "format": "swiss",  # 五、1.执行2011竞赛规则，暂定11轮电脑积分编排，
        "rounds": 11,
        # 2.每方用时20分钟步时6分钟每步加10秒。
        "time_control": "每方用时20分钟步时6分钟每步加10秒",
        "points.win": "2",  # 3.计分方式：胜2分，和1分，负0分。
        "points.draw": "1",
        "points.loss": "0",
        # 六、名次确定：积分，累进分，对手分，胜局，犯规。
        "tiebreaks": ["points", "progressive", "opponents_score", "wins", "fouls"],
        "deadline": "2013-08-23 23:59",  # 三、报名截止：2013年8月23日。
        "capacity": 100,  # 限报100人。
        # 七、第一名：奖励人民币500元 … 第三名：奖励人民币200元 (the money; 第四名 … 第十二名 are
        # 棋币 and the VIP memberships no money)
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200)],
        # 另设体育道德风尚奖一名，奖励棋币1000个。 (no money: 棋币 only)
        "special_awards": [("体育道德风尚奖", 1, 0)],
        # 四、2.…收取报名费100棋币: a fee in the site's coins, no money (no fee); 暂定2013年8月
        # 26-31日 names no time (no round time); 八、's 软件鉴定组 names no sanction (no penalty)
    },
    "xiangqi_zhaoqing_luoding_juniors_2016_team_match.txt": {
        "game": "xiangqi",  # 象棋互访友谊团体赛 (执行《2011年中国象棋竞赛规则》)
        # 三、2、团体赛：设三组对抗赛。比赛4轮（2先2后）。
        "rounds": 4,
        # A组：13至14岁（…） B组：10至12岁（…） G组：10岁以下（由3人组成）
        "divisions": ["A组", "B组", "G组"],
        "time_control": "每方包干用时25分钟",  # 4、比赛用时：每方包干用时25分钟，超时作负。
        # two cities' teams meet four times (2先2后) in each of three age groups: no system of the
        # schema (no format, so no team format either: teams not counted); 3、…三次犯规判输棋
        # is not counted without a staged format (fouls_to_lose_game), and 违反行棋规定…立即判输
        # is the rules' own ruling (no penalty key); 2016年2月20日 names no time (no round time)
    },
    "xiangqi_hubei_grading_2006_age_groups.txt": {
        "game": "xiangqi",  # the 中国象棋 clauses (the 国际象棋 ones left out of the text)
        "format": "swiss",  # 八、2、中国象棋采用积分编排制，电脑编排，男女混合编组；
        # 5、比赛时限：20分钟后，视情况开始或中途放钟，每方20分钟包干制； (the label dropped)
        "time_control": "20分钟后，视情况开始或中途放钟，每方20分钟包干制",
        "fee": 50,  # 六、收费标准：每人50元
        # 七、组别设置：1、成年组；2、9-10岁组（…）；… 6、幼儿组（2001年1月1日以后出生）。
        "divisions": ["成年组", "9-10岁组", "8岁组", "7岁组", "6岁组", "幼儿组"],
        "deadline": "2006-09-20 23:59",  # 九、（二）报名截止时间：2006年9月20日止
        # 比赛日程：10月1日上午1-2轮，下午3-5轮，10月2日上午6-8轮，下午第9轮: nine rounds for the
        # event whose 国际象棋 plays 9轮瑞士制; the 中国象棋 rounds are not stated as such, and
        # 上午/下午 name no clock time (no rounds, no round time); 按前六名录取 names no amounts
    },
    "xiangqi_shenzhen_national_ranking_1st_2019_double_elimination.txt": {
        "game": "xiangqi",  # 2019年首届全国象棋排位赛 (执行《象棋竞赛规则》（2011）)
        # 七、（三）1、基本用时：每方50分钟，每走一步加30 秒。 (the label dropped; the 加赛
        # clocks are the playoffs')
        "time_control": "每方50分钟，每走一步加30 秒",
        # 八、冠军：40万元，亚军：30万元，第三名10万元，第四名6万元，5一8名3万
        "prizes": [(1, 1, 400000), (2, 2, 300000), (3, 3, 100000), (4, 4, 60000), (5, 8, 30000)],
        # 十、（一）所有参赛棋手11月20日前将报名…发送… (the year is the regulation's; that
        # day's end)
        "deadline": "2019-11-20 23:59",
        # （二）比赛采用单局双败淘汰制: a double elimination, no system of the schema (no format);
        # 其他名次2万元 names no places (the 16 players are only worked out from 六、: not a
        # stated range); the players are invited by rating (no capacity); 2019年12月27—30日
        # names no time and the timetable is cut off (no round time)
    },
    "xiangqi_gaoyao_2010_6_rounds.txt": {
        "game": "xiangqi",  # 六、…按国家体育总局1999年颁布的中国象棋赛规则执行
        "format": "swiss",  # …采用积分编排制（六轮）。
        "rounds": 6,
        # 十、…根据个人积分多少排列名次，如积分相等，则按以下区分：对手分、胜局、无法区分，加赛
        # 一局快棋赛…: the playoff game has no registry name, so the chain stops at 胜局
        "tiebreaks": ["points", "opponents_score", "wins"],
        # 五、一等奖（）元和…礼品: the amounts are blank on the page and the rest are gifts (no
        # prizes); 四、一等奖一名 … 六等奖五十名 are award tiers, no places; 2010年2月19日-20日
        # names no time (no round time); no clock on the page
    },
    "xiangqi_hubei_yangxin_2013_9_rounds.txt": {
        "game": "xiangqi",  # 六、（一）采用最新《中国象棋竞赛规则》。
        # （二）分组进行九轮积分编排赛，同组比赛，同时决出个人及团体名次。 (one ranking and one
        # prize list for all: 分组 names no groups)
        "format": "swiss",
        "rounds": 9,
        # 七、（二）…如积分相同，依次比较对手分、胜局数，仍无法区分时，抽签决定。
        "tiebreaks": ["points", "opponents_score", "wins", "lots"],
        # （五）第一名：3000元，第二名：1500元 … 第七名至第十六名：各200元。
        "prizes": [
            (1, 1, 3000),
            (2, 2, 1500),
            (3, 3, 1000),
            (4, 4, 800),
            (5, 5, 600),
            (6, 6, 500),
            (7, 16, 200),
        ],  # fmt: skip
        # 八、各棋手须于5月31日前报送… (the year is the event's, 2013年6月11日; that day's end)
        "deadline": "2013-05-31 23:59",
        "fee": 100,  # （2）报名费：100元/人
        # the 团体 is ranked by its best three members' individual results (not a team format);
        # 团体赛限报4人 caps a team, not the entries (no capacity); 本地参赛者于6月11日8:30分前
        # 自行到达赛场 is the arrival, not a round (no round time); no clock on the page
    },
    "xiangqi_xinchang_juji_cup_2019_two_groups.txt": {
        "game": "xiangqi",  # 2019年“巨基建设杯”全国象棋公开赛 … 六、比赛项目：象棋个人赛
        "format": "swiss",  # 九、（二）各组别比赛均采用积分编排制。
        "divisions": ["公开组", "少年组"],  # 七、比赛组别：公开组、少年组
        # （五）用时办法：采用基本用时加秒制，每方20分钟基本用时，每走一步加10秒。 (the label
        # and the lead-in 采用 dropped, the system's name kept as a clock word)
        "time_control": "基本用时加秒制，每方20分钟基本用时，每走一步加10秒",
        # 十、名次区分：按《规则》14.3.2条款“依次比较累进分”执行。
        "tiebreaks": ["points", "progressive"],
        "prize_total": 175700,  # 十一、（一）录取名次及奖金（税前）共计175700元。
        # （三）公开组限报200人，赛13轮；少年组限报100人，赛11轮: by group (no one capacity, no
        # one number of rounds); 公开组 and 本地 (and 少年组, cut off) have their own prize lists:
        # by group (no one list); 2019年6月7-9日 names no time and the timetable is empty on the
        # page (no round time)
    },
    "xiangqi_shanghai_huamu_cup_masters_2019_swiss.txt": {
        "game": "xiangqi",  # “花木杯”2019年上海象棋《棋协大师》公开赛 (《象棋竞赛规则2011》)
        # 六、2、采用积分编排制，轮次根据报名人数确定 (rounds left to the entries: no rounds)
        "format": "swiss",
        # 3、比赛用时：每方基本用时为25分钟，每走一步加5秒，超时判负。
        "time_control": "每方基本用时为25分钟，每走一步加5秒",
        # 1、时间：2019年6月18-19日（上午8:00-8:30报到，9:00开赛。） (the first day's start)
        "round.1": "2019-06-18 09:00",
        # 五、2、…于6月9日前寄送… (the year is the event's; that day's end)
        "deadline": "2019-06-09 23:59",
        "fee": 100,  # 赛事服务费：100元/人，比赛当天现场交。
        # 七、冠 军：3000元及证书；亚 军：1600元 … 第13-16名各400元。
        "prizes": [
            (1, 1, 3000),
            (2, 2, 1600),
            (3, 3, 1200),
            (4, 6, 800),
            (7, 8, 700),
            (9, 12, 500),
            (13, 16, 400),
        ],  # fmt: skip
    },
    "xiangqi_shanghai_huamu_cup_grand_sage_6th_2021_knockout.txt": {
        "game": "xiangqi",  # “花木杯”第六届全国象棋大棋圣战 (执行《象棋竞赛规则（2020版）》)
        "format": "knockout",  # 六、（二）采用一局制单败淘汰赛。
        "bracket": 16,  # 1.…按照16人单败淘汰赛秩序表确定各轮对阵。 (15 by rating + 1 host)
        "time_control": "每方40分钟，每走一步加20秒",  # （三）1.慢棋：每方40分钟，每走一步加20秒；
        # the 快棋/超快棋/附加赛 clocks are the playoffs'; the players are invited (no capacity);
        # 2021年10月26至28日 names no time (no round time); the page breaks off before the prizes
    },
    "xiangqi_gujiao_xiqu_2012_9_rounds.txt": {
        "game": "xiangqi",  # 六、本次比赛执行国家最新审定的《象棋竞赛规则》
        # …电脑编排积分循环制，暂定九轮。 (a points draw, as 积分编排; heldout4's 潮汕杯 reading)
        "format": "swiss",
        "rounds": 9,
        "fee": 0,  # 五、2、比赛不收报名费。
        "deadline": "2012-08-01 23:59",  # 3、报名时间：2012年7月20日——8月1日 (that day's end)
        # 七、1、第一名奖金3000元（奖杯一座） … 10、第十名奖金100元
        "prizes": [
            (1, 1, 3000),
            (2, 2, 2000),
            (3, 3, 1000),
            (4, 4, 700),
            (5, 5, 600),
            (6, 6, 500),
            (7, 7, 400),
            (8, 8, 300),
            (9, 9, 200),
            (10, 10, 100),
        ],  # fmt: skip
        # 2012年8月8日——13日 names no time (no round time); no clock on the page
    },
}
