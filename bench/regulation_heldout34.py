"""The expected values of the thirty-fourth held-out set (bench/regulation_texts/heldout34), read
by bench_regulation_text.py: ten public 象棋 regulations of mainland China collected blind (no
reader run on them, no reader code read), abridged to their competition clauses, their values
worked by hand from the text (the clause quoted beside each) and committed before any reader was
run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT34_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_hengyang_zhuhui_masters_2011_11_rounds.txt": {
        "game": "xiangqi",  # 七、（一）执行中国象棋协会审定的最新《象棋竞赛规则》
        "format": "swiss",  # （三）采用积分编排制比赛十一轮。
        "rounds": 11,
        "time_control": "每方基本用时60分钟，每走一步加20秒",  # （二）比赛用时：
        # 八、第一名10万元、第二名4万元、第三名1万元、第四名8仟元 … 第九至十二名各1仟元。
        "prizes": [
            (1, 1, 100000),
            (2, 2, 40000),
            (3, 3, 10000),
            (4, 4, 8000),
            (5, 5, 6000),
            (6, 6, 5000),
            (7, 7, 4000),
            (8, 8, 3000),
            (9, 12, 1000),
        ],  # fmt: skip
        # 九、（一）参赛棋手每人交报名费200元，比赛结束后退还: named 报名费 and paid on entry (it
        # is refunded after the event, kept by those who withdraw)
        "fee": 200,
        # 十、（一）请具备参赛资格的棋手于2011年1月5日前将报名单发…
        "deadline": "2011-01-05 23:59",
        "capacity": 60,  # 参赛棋手限额60名，额满为止
        # 四、比赛时间：2011年1月11-16日 names no time (no round time); 2011年1月10日17:00 is the
        # check-in (报到), no round; 参赛资格 names who may play, no divisions
    },
    "xiangqi_fenggang_yang_guanlin_cup_4th_2010_11_rounds.txt": {
        "game": "xiangqi",  # 第四届杨官璘杯全国象棋公开赛（公开组）
        "format": "swiss",  # 六、（三）采用十一轮电脑积分编排。
        "rounds": 11,
        "time_control": "每方40分钟，每走一步棋加30秒",  # （二）比赛时限：
        # （四）积分相同则按以下顺序区分：对手分、胜局、犯规、后走胜局、后走局数。…: 后走胜局 is
        # second_seat_wins; 后走局数 has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls", "second_seat_wins"],
        # 七、（一）报名时间：参赛棋手应于2010年9月1日前报名
        "deadline": "2010-09-01 23:59",
        # 八、（二）冠军3万、亚军2万、季军1万、第四名8千 … 第九名2.5千、第十名2千。十一至二十名各
        # 800、二十一至三十名各奖500。
        "prizes": [
            (1, 1, 30000),
            (2, 2, 20000),
            (3, 3, 10000),
            (4, 4, 8000),
            (5, 5, 6000),
            (6, 6, 5000),
            (7, 7, 4000),
            (8, 8, 3000),
            (9, 9, 2500),
            (10, 10, 2000),
            (11, 20, 800),
            (21, 30, 500),
        ],  # fmt: skip
        # 十、参赛者一切费用自理 names no fee; 2010年9月15日—9月19日 names no time and 9月14日下午
        # 3点 is the check-in (no round time); 补双 for an odd field is no key
    },
    "xiangqi_fenggang_yang_guanlin_cup_2014_swiss_timetable.txt": {
        "game": "xiangqi",  # 六、（一）执行《象棋竞赛规则》（2011）。
        # （三）采用积分编排制，比赛轮次根据人数确定为9或11轮。: a Swiss whose rounds are left to
        # the entries (no rounds, though the timetable plans eleven)
        "format": "swiss",
        "time_control": "每方60分钟，每走一步棋加20秒",  # （二）比赛时限：
        # 七、（一）报名时间：参赛棋手应于2014年8月31日前报名
        "deadline": "2014-08-31 23:59",
        # 八、（二）冠军3万元、亚军2万元、季军1万元。第四名8千元 … 第十名2千元。十一至二十名各奖
        # 800元。
        "prizes": [
            (1, 1, 30000),
            (2, 2, 20000),
            (3, 3, 10000),
            (4, 4, 8000),
            (5, 5, 6000),
            (6, 6, 5000),
            (7, 7, 4000),
            (8, 8, 3000),
            (9, 9, 2500),
            (10, 10, 2000),
            (11, 20, 800),
        ],  # fmt: skip
        # 十一、日程安排, one cell a line: 9月22日 | 第一轮9:00 | 第二轮15:00 | … 9月26日 | 第十一轮
        # 9:00 | (the year from 三、2014年9月22日—9月26日; 9月21日's 报到 and 技术会议 are no
        # rounds)
        "round.1": "2014-09-22 09:00",
        "round.2": "2014-09-22 15:00",
        "round.3": "2014-09-23 09:00",
        "round.4": "2014-09-23 15:00",
        "round.5": "2014-09-23 19:30",
        "round.6": "2014-09-24 09:00",
        "round.7": "2014-09-24 15:00",
        "round.8": "2014-09-25 09:00",
        "round.9": "2014-09-25 15:00",
        "round.10": "2014-09-25 19:30",
        "round.11": "2014-09-26 09:00",
        # （四）名次区分：按《规则》14.3.1条款执行 names no criterion (no chain); 参赛者一切费用
        # 自理 names no fee
    },
    "xiangqi_siping_zhonghua_lubricant_cup_8th_2017_9_rounds.txt": {
        "game": "xiangqi",  # 四、竞赛项目：中国象棋个人赛
        "format": "swiss",  # 2、采取积分编排制，采用电脑编排，暂定九轮
        "rounds": 9,
        "time_control": "单方限时40分钟",  # 3、单方限时40分钟
        # 5、如积分相同，依次比较对手分、胜局、犯规、后走局数。…: 后走局数 has no registry name
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        "fee": 50,  # 八、3、报名费50元。
        # 五、比赛时间：2017年12月23日（8时）-24日: the first day's start of play
        "round.1": "2017-12-23 08:00",
        # 4、按报名先后确定参赛人员序号 is the numbering, no key
    },
    "xiangqi_qinyang_huaifu_cup_2021_9_rounds.txt": {
        "game": "xiangqi",  # “怀府新天地杯”象棋公开赛 (采用《象棋竞赛规则（2011）》)
        "format": "swiss",  # 七、2.积分编排制，电脑随机抽签，共9轮。
        "rounds": 9,
        # 3.比赛用时为每方基本用时20分钟，每走一步加5秒。 (比赛用时为 the label)
        "time_control": "每方基本用时20分钟，每走一步加5秒",
        "deadline": "2021-04-23 20:00",  # 六、3.报名截止日期2021年4月23日20时，以交费为准。
        # 2.每人交赛事服务费100元（焦作市范围内50元）: by entrant (no one fee); 4月24日上午8点前
        # is the check-in (报到), no round; 2021年4月24日—25日 names no time
    },
    "xiangqi_bayuquan_liaoyu_cement_cup_2012_9_rounds.txt": {
        "game": "xiangqi",  # 四、竞赛项目：象棋（个人）
        "format": "swiss",  # 七、2.比赛采用电脑积分编排、赛9轮。
        "rounds": 9,
        # 八、第一名奖励人民币：8000元 … 第五名至八名各奖励人民币：500元 (第九名至十六名各奖励：
        # 300元奖品 is goods, no money: not counted)
        "prizes": [(1, 1, 8000), (2, 2, 3000), (3, 3, 2000), (4, 4, 1000), (5, 8, 500)],
        "fee": 100,  # 九、1.报名费：每人100元。
        # 2012年1月5日下午3.00时…领队会 is a meeting, no round; 2012年1月6日至 8日 names no time
    },
    "xiangqi_weifang_jinchuan_cup_9th_2013_swiss.txt": {
        "game": "xiangqi",  # 潍坊市第九届“金川杯”2013象棋锦标赛 (《2011年象棋竟赛规则》)
        # 四、…比赛采用电脑积分编排制，每轮25分钟加5秒或延5秒，根据参赛人数决定七——九轮。: the
        # rounds are left to the entries (no rounds)
        "format": "swiss",
        "time_control": "每轮25分钟加5秒或延5秒",
        "capacity": 70,  # 五、（一）…所限定额七十名棋手，额满为止。
        # 六、第一名：…奖金2000元。 … 第五名：奖金400元 第六名至第八名奖200元或价值200元左右的
        # 奖品。第九名至十六名奖120元或价值120元左右 (the money named first; the page's copy
        # breaks off after 左右)
        "prizes": [
            (1, 1, 2000),
            (2, 2, 1000),
            (3, 3, 600),
            (4, 4, 500),
            (5, 5, 400),
            (6, 8, 200),
            (9, 16, 120),
        ],  # fmt: skip
        # （二）报名费六十元 … 会员每位30元 … 60岁以上，16岁以下…每位30元: by entrant (no one
        # fee); 须在十月二日早八点二十分前到达比赛场地，迟到者视弃权论处 is an arrival time, no
        # minutes late (no no_show_minutes) and no round time
    },
    "xiangqi_fenggang_q1_open_2011_11_rounds.txt": {
        "game": "xiangqi",  # 三、比赛项目：象棋个人赛
        "format": "swiss",  # 六、4、比赛采用十一轮电脑积分编排制。
        "rounds": 11,
        # 5、单方用时45分钟包干，迟到15分钟者作弃权处理。
        "time_control": "单方用时45分钟包干",
        "no_show_minutes": 15,
        # 6、计算成绩按以下顺序：1、积分；2、对手分；3、累进分；4、胜局；5、上轮名次。
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "previous_ranking"],
        # 四、1、…报名费每人30元（押金100比赛结束退还） (the deposit is refunded)
        "fee": 30,
        "deadline": "2011-04-20 23:59",  # 五、报名时间：即日起至2011年04月20日前。
        # 七、1、公开组录取前十八名：第一名：3000元 … 第八名至十二名：300元、第十三至十八名：200
        "prizes": [
            (1, 1, 3000),
            (2, 2, 1500),
            (3, 3, 1000),
            (4, 4, 800),
            (5, 5, 600),
            (6, 6, 500),
            (7, 7, 400),
            (8, 12, 300),
            (13, 18, 200),
        ],  # fmt: skip
        # 作弊者…报警处理 is no sanction of the event (no penalty); 公开组 is named alone before
        # the page breaks off (no divisions); 2011年04月22日至24日 names no time
    },
    "xiangqi_zhanhua_dongyang_village_2014_7_rounds.txt": {
        "game": "xiangqi",  # 一、执行中国象棋协会审定的《2011象棋竞赛规则》
        "format": "swiss",  # 二、采用积分编排制，共赛七轮。
        "rounds": 7,
        # 时间：双方共用时间40分钟，若40分钟后棋局还没有结束，每方10分钟时间包干，先超时者判负。
        # (时间 the label, 先超时者判负 the 超时判负 dropped)
        "time_control": "双方共用时间40分钟，若40分钟后棋局还没有结束，每方10分钟时间包干",
        # 五、…若积分相等，则依次比较对手分、累进分、胜局、犯规、后走局数。: 后走局数 has no
        # registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "fouls"],
        "no_show_minutes": 15,  # 3、迟到时限：自宣布比赛开始15分钟后还未到者，按弃权判负。
        # 七、2月16日：上午8:30 开幕式 1、2、3轮 / 下午：2:00 4、5、6、7轮 (the year from the
        # closing 2014年2月): the afternoon block's time is round 4's start; the morning's 8:30
        # opens with the ceremony, so round 1's own start is not stated (no round.1)
        "round.4": "2014-02-16 14:00",
        # 四、…第一次出现判犯规一次，第二次出现判负: not counted for a Swiss (fouls_to_lose_game)
    },
    "xiangqi_chongqing_kaiguan_yuncan_cup_2021_9_rounds.txt": {
        "game": "xiangqi",  # 2021年重庆首届“凯冠云灿杯”象棋赛 (执行2011规则)
        # 五、…采用积分编排制9轮比赛，用时30+5，迟到10分钟判负，无故弃权一轮自动退赛，…
        "format": "swiss",
        "rounds": 9,
        "time_control": "30+5",
        "no_show_minutes": 10,
        "forfeits_to_withdraw": 1,
        # 排名按照积分、累进分、胜局、犯规、后手局数、逐轮递减法直至区分: 后手局数 has no
        # registry name, the chain stops before it
        "tiebreaks": ["points", "progressive", "wins", "fouls"],
        # 四、…报名费每人100元，交费视作报名成功，限报100人，额满即止。 (未报名要求参赛的需交纳
        # 报名费200元 is a late entrant's, not the fee)
        "fee": 100,
        "capacity": 100,
        "prize_total": 15600,  # 六、…奖金合计15600元。
        # 六、15000元，第23000元，第32000元，第41000元，第5600元，第6-8名各400元 …: the page lost
        # the places' words of the first five prizes (no prize list counted); 2021327-28日,
        # 首轮比赛27日早上九点钟开始 and 报名截止时间为325日 lost their month (no round time, no
        # deadline)
    },
}
