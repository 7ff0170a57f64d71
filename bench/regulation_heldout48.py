"""The expected values of the forty-eighth held-out set (bench/regulation_texts/heldout48), read
by bench_regulation_text.py: public regulations from mainland Chinese pages in Simplified
characters, collected blind (no reader run on them, no reader code read), abridged to their
competition clauses, their values worked by hand from the text (the clause quoted beside each)
and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT48_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_zhijin_members_2023_swiss.txt": {
        "game": "xiangqi",  # 六、比赛项目:象棋个人赛 (《象棋竞赛规则(2020版)》)
        # 2,釆用积分编排赛制,具体轮次视报名人数而定,不低于7轮。: the rounds are left to the
        # entries (no rounds)
        "format": "swiss",
        # 3,比赛时间设定:象棋采用20+5加秒制。 (比赛时间设定 the label, 象棋采用 the lead-in)
        "time_control": "20+5加秒制",
        # 4,积分高者名次列前,若积分相等,则依次比较对手分、胜局数、犯规次数、后手局数、后手胜局数
        # …再使用“名次逆比法”: 后手局数 (games played second) has no registry name, the chain
        # stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 九、…其中第一名600元,第二名400元,第三名200元,其余获奖者每人100元。: the others' range
        # is left to the entries (录取参赛人数的20%), so no range for the 100元
        "prizes": [(1, 1, 600), (2, 2, 400), (3, 3, 200)],
        "fee": 0,  # 十、…不收报名费。
        # 十一、…均于18日上午10在赛场参加会员大会,…下午1点30分参赛者进行第一轮比赛 (month and
        # year from 四、比赛时间:2023年11月18日一19日; the 上午10 is a members' meeting)
        "round.1": "2023-11-18 13:30",
        # 即日起至本周星期五晚6时 names no date (no deadline); 十二、19日上午9时起继续完成未尽比赛
        # names no round (no round time); 5,违反行棋规定直接判负 is the rules' own ruling (no
        # penalty key)
    },
    "xiangqi_guangzhou_yingchun_cup_16th_2010_teams_7_rounds.txt": {
        "game": "xiangqi",  # 第十六届“迎春杯”象棋团体公开赛 (执行1999版《象棋竞赛规则》)
        "teams": True,  # 象棋团体公开赛 … 3、…各队…提交临时排定的出场台次名单
        "format": "swiss",  # 2、采用积分编排制比赛七轮 (a team Swiss)
        "rounds": 7,
        # 3、…先手的队1、3台先行,2、4台后行。: four boards a match
        "boards": 4,
        # 4、用时:每方30分钟基本用时,每走一着加10秒,超时作负。 (用时 the label, 超时作负 dropped;
        # the next sentence, 先按钟…立即判负, is a ruling of play, no clock word)
        "time_control": "每方30分钟基本用时,每走一着加10秒",
        "no_show_minutes": 15,  # 每轮迟到15分钟者作弃权处理。
        # 一、…3月6日,上午:10:00—11:30(第一轮),下午:14:00—17:30(第二、三轮),晚上:19:00—
        # 21:10(第四轮);3月7日,上午:8:30—12:00(第五、六轮),下午:14:00—15:40(第七轮): a
        # round's own span gives its start and end; a span of two rounds gives its first round
        # the span's start and no end (rounds 3 and 6 have no time of their own)
        "round.1": "2010-03-06 10:00",
        "round_end.1": "2010-03-06 11:30",
        "round.2": "2010-03-06 14:00",
        "round.4": "2010-03-06 19:00",
        "round_end.4": "2010-03-06 21:10",
        "round.5": "2010-03-07 08:30",
        "round.7": "2010-03-07 14:00",
        "round_end.7": "2010-03-07 15:40",
        # 7、成绩计算:每场局分 breaks off (no points); 每队每轮只允许二名有等级分的棋手 is an
        # eligibility rule (no key); 先按钟…立即判负 is a ruling of play (no penalty key); the
        # 9点20分 check-in and the 9点30分 leaders' meeting are no rounds
    },
    "xiangqi_zouping_tiandiyuan_monthly_2015_9_rounds.txt": {
        "game": "xiangqi",  # “天地缘”杯邹平县象棋月赛 (2011年象棋竞赛规则)
        # 1、…实行2、1、0计分办法(即胜方2分,和棋1分,负方0分)。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "format": "swiss",  # 3、采用电脑积分编排,共赛九轮
        "rounds": 9,
        # 4、用时采用每轮每方20分钟、每步加3秒制,超时判负。 (用时采用 the label, 超时判负 dropped)
        "time_control": "每轮每方20分钟、每步加3秒制",
        # 六、1、报名费每人50元,十六岁以下少年棋手每人30元: by entrant (no one fee); 三、2015年4月
        # 19日 names no time and the timetable (具体安排如下:) is lost from the page (no round time)
    },
    "xiangqi_xian_zhongtian_cup_final_2020_7_rounds.txt": {
        "game": "xiangqi",  # 八、1、象棋个人赛。
        "format": "swiss",  # 3、本次比赛采用电脑积分编排,比赛轮次7轮。
        "rounds": 7,
        # 4、比赛用时每方用时30分钟,每步棋加10秒超时判负。 (比赛用时 the label, 超时判负 dropped)
        "time_control": "每方用时30分钟,每步棋加10秒",
        # 九、个人录取前6名 第一名:3000元;第二名:1200元; … 第五名:300元;第六名:200元
        "prizes": [
            (1, 1, 3000),
            (2, 2, 1200),
            (3, 3, 800),
            (4, 4, 500),
            (5, 5, 300),
            (6, 6, 200),
        ],  # fmt: skip
        # 三、2021年1月1日—2日 names no time (no round time); the players are named and invited
        # (no capacity, no sign-up)
    },
    "xiangqi_gaozhou_three_cities_6th_2015_7_rounds.txt": {
        "game": "xiangqi",  # 三地象棋精英邀请赛 (采用“99”版棋规)
        "format": "swiss",  # 八、4、采用七轮积分编排,最后一轮同队回避。
        "rounds": 7,
        "time_control": "每局单方用时30分钟包干",  # 3、每局单方用时30分钟包干。
        # 1、9点正式开始比赛。 (the first day of 六、2015年9月25—26日)
        "round.1": "2015-09-25 09:00",
        # 九、…个人,第一名2800元,第二名1800元,第三名1300元,第四名1000元,第五名800元,第六名600
        # 元。 (the 团体 ranking 1800/1500/1200 is the sum of the members' places, a ranking of its
        # own: no key)
        "prizes": [
            (1, 1, 2800),
            (2, 2, 1800),
            (3, 3, 1300),
            (4, 4, 1000),
            (5, 5, 800),
            (6, 6, 600),
        ],  # fmt: skip
        # 5、个人名次之和为团体成绩: the team event sums the individual places, not a team format
        # (teams not counted); 最后一轮同队回避 avoids teammates in the last round only, not
        # throughout (no avoid_same)
    },
    "xiangqi_dianbai_seattle_hotel_cup_2017_swiss.txt": {
        "game": "xiangqi",  # 茂名地区象棋公开赛 (《2011象棋竞赛规则》)
        # 七、(二)比赛根据报名人数采用9轮或11轮电脑积分编排。: the rounds are left to the
        # entries (no rounds)
        "format": "swiss",
        "time_control": "单方用时30分钟包干",  # (三)比赛单方用时30分钟包干,超时判负。
        "capacity": 100,  # 四、…均可报名,限报100人,报满为止。
        # 五、录取前十二名 第1名6000元 … 第7-9名各500元 第10-12名各300元
        "prizes": [
            (1, 1, 6000),
            (2, 2, 4000),
            (3, 3, 3000),
            (4, 4, 2000),
            (5, 5, 1500),
            (6, 6, 1000),
            (7, 9, 500),
            (10, 12, 300),
        ],  # fmt: skip
        # 六、3、比赛免收报名费,需预缴纳比赛押金每人200元,比赛结束后退还 (the deposit is refunded)
        "fee": 0,
        # 八、按积分、对手分、累进分、胜局、犯规、直胜、后走局数,如无法区分,则比较前一轮成绩: 后走
        # 局数 has no registry name, the chain stops before it
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "fouls",
            "direct_encounter",
        ],  # fmt: skip
        "penalty.吸烟": "0/each DQ",  # 九、2、赛场禁止吸烟,违者当即取消比赛资格和成绩。
        # 3、禁止拨打和接听手机(含发布、读取信息),违者直接判负。 (手机响铃一次判违规一次 is a foul,
        # no points)
        "penalty.手机": "0/each 判负",
        # 三、比赛时间: is blank on the page (no round time); no total stated
    },
    "xiangqi_shizhu_ranshi_cup_7th_2019_open_children.txt": {
        "game": "xiangqi",  # 六、比赛项目 象棋个人公开赛 (“2011”竞赛规则)
        # 九、(二)比赛分为公开组(含女子选手)和少儿组两个组别进行。
        "divisions": ["公开组", "少儿组"],
        # (三)实行30分钟加五秒的用时制度。 (实行…的用时制度 the wrapping words)
        "time_control": "30分钟加五秒",
        # (四)采用2、1、0计分制。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "prize_total": 131500,  # 十、本次比赛总奖金131500元
        # 公开组实行11轮积分编排制 with the top 32 after seven rounds to a five-round knockout,
        # 少儿组…采用9轮积分编排制: the system and the rounds differ by group (no format, no
        # rounds); the prizes are given by group (公开组 第一名20000元 …, 少儿组 by age, 会员组):
        # no one list; 2019年5月1日至3日 names no time and 4月30日下午20点前…报到 is the check-in
        # (no round time)
    },
    "xiangqi_daxing_jingjinji_monthly_97th_2019_7_rounds.txt": {
        "game": "xiangqi",  # 北京赛区大兴站预选赛暨第97届京津冀象棋月赛 (《2011象棋竞赛规则》)
        "format": "swiss",  # 七、2.采取积分编排制,1天7轮,每轮用时加秒制20+5,各组混合比赛;
        "rounds": 7,
        # 每轮用时加秒制20+5 (每轮用时 the label, 加秒制 the lead-in naming the kind of clock)
        "time_control": "20+5",
        # 、竞赛分组 1.公开组… 2.老年组… 3.少年组… 4.儿童组… (played mixed, ranked apart)
        "divisions": ["公开组", "老年组", "少年组", "儿童组"],
        # 八、混组大排名十六名给予现金奖励:第一名800元;第二名500元;第三名300元;第四名200元,第五至
        # 六名各100元;第七至十名各50元,第十一至十六名各30元
        "prizes": [
            (1, 1, 800),
            (2, 2, 500),
            (3, 3, 300),
            (4, 4, 200),
            (5, 6, 100),
            (7, 10, 50),
            (11, 16, 30),
        ],  # fmt: skip
        # 幸运奖抽取两名:第五十名、第六十名各100元。
        "lucky_places": [([50, 60], 100)],
        # 630上午9:00准时开赛: the page lost the 月 and 日 of the day (not counted, as the eighth
        # set's 院才杯 page); 共选10名棋手晋级 picks qualifiers by group and sex for the next
        # stage, no advance of this event's own
    },
}
