"""The expected values of the thirteenth held-out set (bench/regulation_texts/heldout13), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no
reader code read), abridged to their competition clauses, their values worked by hand from the
text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT13_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_chengdu_fuhe_guogongpao_cup_2013_9_rounds.txt": {
        "game": "xiangqi",  # 首届“过宫炮杯”象棋精英赛 (比赛采用2011试行规则)
        "format": "swiss",  # 二：比赛方式：比赛采用电脑积分编排，共设9轮。
        "rounds": 9,
        # 三：…对局用时单方45分钟包干，先超时方判负 (对局用时 the label)
        "time_control": "单方45分钟包干",
        # 一：比赛时间地点：2013年8月2日上午9点-8月4日上午: the span's start on the first day
        "round.1": "2013-08-02 09:00",
        # 四：冠军：奖金5000 元 亚军3000 元 季军2000元 4--6名 各800元 … 16--20名 各200元
        "prizes": [
            (1, 1, 5000),
            (2, 2, 3000),
            (3, 3, 2000),
            (4, 6, 800),
            (7, 10, 600),
            (11, 15, 400),
            (16, 20, 200),
        ],  # fmt: skip
        "deadline": "2013-08-01 18:00",  # 五：报名时间即日起至8月1日18时，额满为止 (2013)
        "capacity": 80,  # 五：…报名人数限制在80人内
        "fee": 100,  # 五：…报名费100元（含比赛三日茶水费）
        # 8月1日19:00前签到 is the check-in, not the deadline
    },
    "xiangqi_zhongmou_konghou_cup_2019_11_rounds.txt": {
        "game": "xiangqi",  # 2019年庆国庆“箜篌杯”中国象棋赛
        # 二、比赛方式：采用十一轮积分循环制，电脑自动编排，每盘每位棋手25分钟加5秒。
        "format": "swiss",
        "rounds": 11,
        "time_control": "每盘每位棋手25分钟加5秒",
        "fee": 50,  # 八、赛事服务费：参赛选手每人需缴纳赛事服务费50元，…大师…免缴
        "deadline": "2019-09-25 23:59",  # 八、参赛选手请于2019年9月25日以前报名
        # 七、公开组 … 第1名：10000元 … and 本地组 … 第1名800元 …: two prize tables (no one
        # list); 公开组 and 本地组 are prize pools (本地组可重复得奖), not divisions of the play
        # (not counted); 五、赛程安排 is missing on the page (no round time)
    },
    "xiangqi_xinji_baiwang_cup_2014_9_rounds.txt": {
        "game": "xiangqi",  # 辛集市第六届“百旺牧业杯”象棋赛 … 五、比赛项目：象棋个人赛
        # 七、2、…采用电脑抽签编排；3、比赛共设9轮 (ranked by 积分、累进分、对手分: a Swiss)
        "format": "swiss",
        "rounds": 9,
        # 七、4、比赛时间采用包干制，每方用时40分钟 (比赛时间 the label)
        "time_control": "采用包干制，每方用时40分钟",
        # 八、1、每局胜者2分、负者0分，和棋各1分
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 八、2、按积分、累进分、对手分、胜局、后手胜局确定: 后手胜局 (games won second) has no
        # registry name, the chain stops before it
        "tiebreaks": ["points", "progressive", "opponents_score", "wins"],
        # 九、第一名500元，第二名300元，第三名200元，第四名-第十名100元，第十一名-第十五名50元
        # (十六--三十名精美水杯一个: a cup, no money)
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200), (4, 10, 100), (11, 15, 50)],
        "fee": 0,  # 十二、所有参赛选手免费报名免费午餐
        # 三、2014年2月7日—8日 names no time; 2月7日上午9点前到达比赛场地 is the arrival and
        # 以现场报名为准 signs up on the day (no round time, no deadline)
    },
    "go_jurong_zhiyong_cup_2017_dan_groups_7_rounds.txt": {
        "game": "go",  # 少儿围棋段位赛 … 采用中国围棋协会2002版《中国围棋规则》
        "format": "swiss",  # 五、1、…采用电脑编排积分
        "rounds": 7,  # 六、第6-7轮：21日上午9:00-11:00（共7轮）
        "no_show_minutes": 15,  # 五、3、各组每轮比赛迟到15分钟判负
        "divisions": ["定段组", "1段组", "2段组"],  # 五、4、分组：分定段组、1段组、2段组
        # 六、第1-2轮：20日上午9:00-11:00 (三、比赛时间：2017年5月20-21日)
        "round.1": "2017-05-20 09:00",
        # later rounds' times added after the set's one run (its instructions named only
        # round.1); worked by hand from the timetable: 第3-5轮：20日下午13:30-16:30
        # 第6-7轮：21日上午9:00 (rounds 2, 4, 5 and 7 have no start of their own)
        "round.3": "2017-05-20 13:30",
        "round.6": "2017-05-21 09:00",
        "fee": 180,  # 七、报名费用：180元/人
        "deadline": "2017-05-15 23:59",  # 七、报名截止时间：2017年 5月15日
        # 五、2、比赛采用随时使用计时钟 states no time (no time control); 额满已止 names no cap
    },
    "xiangqi_yulin_university_staff_2021_swiss.txt": {
        "game": "xiangqi",  # 榆林学院2021年度教职工中国象棋比赛
        "format": "swiss",  # 四、2.采用电脑积分编排，共比赛7轮或9轮（根据报名人数决定）
        # 胜方积2分，和棋积1分，负方积0分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "no_show_minutes": 10,  # 四、3.…每轮开赛后10分钟未到场者视为自动弃权；
        "forfeits_to_withdraw": 2,  # 连续弃权两轮者，不予继续编排。
        # 四、4.个人名次以局分高者列前，如相同则依次比较对手分，胜局数，犯规次数，后手局数，逐轮
        # 递减: 后手局数 (games played second) has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 四、9.比赛时限：初定15分钟包干。 (比赛时限 the label, 初定 "for now" read as its lead-in)
        "time_control": "15分钟包干",
        # 五、报名时间：即日起开始报名，截止10月28日上午10:00 (the notice is of 2021年10月20日)
        "deadline": "2021-10-28 10:00",
        # 7轮或9轮 by the entries (no rounds); 团体名次以电脑默认算法为准: the team ranks by its
        # members' individual games (no team format); 10月30日-10月31日 names no time
    },
    "go_hefei_fenglinwanyu_monthly_2024_5_rounds.txt": {
        "game": "go",  # 枫林晚语围棋常规月赛 … 采用中国围棋协会审定的最新围棋竞赛规则
        "format": "swiss",  # 六、2.比赛不分组，采用积分编排制，共5轮。
        "rounds": 5,
        "time_control": "基本用时为30分钟，每走1步加10秒",  # 六、3.…。超时判负。
        "no_show_minutes": 10,  # 六、4.迟到10分钟以上视为弃权，直接判负。
        "deadline": "2024-11-16 12:00",  # 五、1. 报名截止时间：2024年11月16日12:00前
        # 五、2. 参赛费用：100元/人 (the 信用保证金50元/人 is refunded, a deposit)
        "fee": 100,
        "capacity": 40,  # 五、4. 本次活动限报40人
        # 三、时间：2024年11月17日 names no time (no round time)
    },
    "xiangqi_qibao_xuebaiyi_monthly_2015_7_rounds.txt": {
        "game": "xiangqi",  # 學佰兿七宝象棋月赛 … 十、规则：执行2011年《象棋竞赛规则》
        "format": "swiss",  # 七、赛制：积分循环制（學佰兿小棋手优先不互为对手）
        "rounds": 7,  # 八、轮次：七轮
        "time_control": "20分钟加5秒",  # 九、用时：20分钟加5秒
        "fee": 50,  # 一、报名费：50元
        # 二、第一名 500元 第二名 300元 … 第八名 50元
        "prizes": [
            (1, 1, 500),
            (2, 2, 300),
            (3, 3, 200),
            (4, 4, 100),
            (5, 5, 80),
            (6, 6, 70),
            (7, 7, 60),
            (8, 8, 50),
        ],  # fmt: skip
        "deadline": "2015-01-27 22:00",  # 三、报名时间：2015年1月27日周五22:00时截止
        # 五、比赛时间：2015年2月1周日9时至17时: the span's start on the day of play
        "round.1": "2015-02-01 09:00",
        # （每轮比赛开赛前15分钟未到弃权） asks for arrival before the start, no lateness after
        # it (no no-show minutes); 四、报到时间…08:30时截止 is the check-in
    },
    "xiangqi_xian_qijie_xinqidao_cup_2021_grade_groups.txt": {
        "game": "xiangqi",  # 少儿象棋大奖赛 … 1、象棋执行2020年《象棋竞赛规则》
        "format": "swiss",  # 七、2、使用电脑积分编排制7轮，具体以比赛补充规定为准。
        "rounds": 7,
        "time_control": "双方各20分钟加10秒",  # 七、5、比赛用时：双方各20分钟加10秒。
        # 六、（二）比赛分组：1、初高中组 2、五六年级组 3、三四年级组 4、一二年级组 5、幼儿组
        "divisions": ["初高中组", "五六年级组", "三四年级组", "一二年级组", "幼儿组"],
        # 八、（二）the prizes differ by group (冠军1000元 … / 一二年级前三名500、300、200元):
        # no one list; 2021年7月24—25日 names no time (no round time); no fee or deadline
    },
    "xiangqi_zhongshan_meiju_chuanqi_cup_2015_grade_groups.txt": {
        "game": "xiangqi",  # 小棋王争霸赛 … 六、竞赛项目：中国象棋
        "format": "swiss",  # 九、1、采用5轮电脑积分编排
        "rounds": 5,
        # 五、竞赛时间：2015年1月3日 … 第一轮13:30一14:10
        "round.1": "2015-01-03 13:30",
        # later rounds' times added after the set's one run (its instructions named only
        # round.1); worked by hand from the timetable: 第二轮14:15 … 第五轮16:30
        "round.2": "2015-01-03 14:15",
        "round.3": "2015-01-03 15:00",
        "round.4": "2015-01-03 15:45",
        "round.5": "2015-01-03 16:30",
        # 九、2、成绩依次比较：积分、对手分、累进分、胜局。
        "tiebreaks": ["points", "opponents_score", "progressive", "wins"],
        # 九、3、比赛采用40分钟包干制，单方20分钟。视情况中途放钟。 (比赛采用 the lead-in)
        "time_control": "40分钟包干制，单方20分钟",
        "no_show_minutes": 10,  # 九、4、迟到10分钟判负
        # 2轮没有参加比赛取消成绩 strikes the results, not the pairing (no forfeits to
        # withdraw); 七、甲组：4—6年级组 … 加设组：中学组，女子（甲、乙、丙、丁）组: the groups are
        # named twice over and the girls' groups play inside the boys' (no plain list, divisions
        # not counted); the awards are cups and medals, no money
    },
    "go_hefei_autumn_dan_grading_2020_dan_groups.txt": {
        "game": "go",  # 合肥市段位赛 … 七、1.采用中国围棋最新规则。
        "divisions": ["3段组", "4段组"],  # 七、2.设3段组，4段组。
        "fee": 160,  # 十、报名费：3段组、4段组报名费160元/人。
        # 九、1、报名时间：2020年10月13日 - 2020年11月5日 (that day's end)
        "deadline": "2020-11-05 23:59",
        # 四、3段组：2020年11月14日 / 4段组：2020年11月15日: the day differs by group and names
        # no time (no round time); no system, rounds or clock on the page
    },
    "go_quzhou_amateur_king_2019_groups_9_rounds.txt": {
        "game": "go",  # 全国业余围棋棋王争霸赛 … 采用中国围棋协会审定的最新围棋竞赛规则
        # （二）二、…第一阶段各组进行9轮积分编排赛，第二阶段各组取前16名进行同名次决赛: the
        # Swiss before the placement games is nine rounds (the two stages are no system of the
        # schema: no format)
        "rounds": 9,
        # （二）一、比赛用时为每方45分钟20秒3次，超时判负。迟到半小时判负。
        "time_control": "每方45分钟20秒3次",
        "no_show_minutes": 30,
        # 个人记分方法为…胜者记2分，负者记0分 (no draw: 三劫循环 … 按无胜负判定 and replayed)
        "points.win": "2",
        "points.loss": "0",
        # 第一阶段积分相同，名次按照大分、对手分、依次比较所对对手最好名次: the best opponent
        # beaten has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score"],
        # （四）请各队8月31日前将报名表发至组委会邮箱 (the event is of 2019)
        "deadline": "2019-08-31 23:59",
        # A、B两个小组 are the first stage's groups, not divisions; 三、团体名次按…棋手名次分总和
        # 计算: the teams rank by their members' places (no team format)
    },
    "go_nanchong_spring_open_2018_7_rounds.txt": {
        "game": "go",  # 南充市迎春围棋公开赛 … 五、竞赛项目：围棋个人赛
        "format": "swiss",  # 七、（二）七轮积分电脑自动编排；
        "rounds": 7,
        # 七、（三）名次个人计算：积分、小分，直胜； (小分: the opponents' points)
        "tiebreaks": ["points", "opponents_score", "direct_encounter"],
        # 七、（四）比赛用时每方使用45分钟包干，超时判负； (比赛用时 the label)
        "time_control": "每方使用45分钟包干",
        # 八、第一名 3000 第二名 2000 … 第七至第十名 300 第十一名至第十六名 200 合计 9900
        "prizes": [
            (1, 1, 3000),
            (2, 2, 2000),
            (3, 3, 1000),
            (4, 4, 600),
            (5, 5, 500),
            (6, 6, 400),
            (7, 10, 300),
            (11, 16, 200),
        ],  # fmt: skip
        "prize_total": 9900,
        "fee": 50,  # 九、（二）报名费：50/人（含比赛两日茶水费）
        # 十一、2018年2月22日 … 第一轮 上午9:00
        "round.1": "2018-02-22 09:00",
        # later rounds' times added after the set's one run (its instructions named only
        # round.1); worked by hand from the timetable: 2月22日 第二轮 下午13:00 第三轮
        # 下午15:00; 2月23日 第四轮 上午8:30 … 第七轮 下午15:30
        "round.2": "2018-02-22 13:00",
        "round.3": "2018-02-22 15:00",
        "round.4": "2018-02-23 08:30",
        "round.5": "2018-02-23 10:30",
        "round.6": "2018-02-23 13:30",
        "round.7": "2018-02-23 15:30",
        # 九、（一）即日起开始报名 names no end (no deadline)
    },
    "go_yinzhou_kyu_dan_grading_2016_grade_groups.txt": {
        "game": "go",  # 鄞州区围棋协会 … 五、1、执行2002年中国围棋规则。
        "format": "swiss",  # 五、2、采用五至七轮电脑积分编排制比赛办法。
        # 五、3、…中途加钟，超时、迟到10分钟以上作负。
        "no_show_minutes": 10,
        "fee": 120,  # 六、4、参赛棋手每人缴120元报名费
        # 三、5月14日定级组、10级组、9级组、8级组；5月15日7级组 … 初段组、2段组
        "divisions": [
            "定级组",
            "10级组",
            "9级组",
            "8级组",
            "7级组",
            "6级组",
            "5级组",
            "4级组",
            "3级组",
            "2级组",
            "1级组",
            "初段组",
            "2段组",
        ],  # fmt: skip
        # 五至七轮 leaves the rounds open; the clock differs by group (单方用时25分钟 / 30分钟 /
        # 40分钟); 当天上午8点30分参加第一轮比赛 falls on 5月14日 or 5月15日 by group (no round
        # time); 总得分=积分+对手积分总和÷… is a formula with no registry name (no chain); the
        # page breaks off before the deadline
    },
    "xiangqi_guangzhou_datang_bingzheng_cup_2019_7_rounds.txt": {
        "game": "xiangqi",  # 大塘秉正杯象棋赛 … 执行2011版《象棋竞赛规则》
        # 七、…采用电脑软件抽签编排 over the players entered (人数不限): a Swiss
        "format": "swiss",
        # 三、星期六白天赛四轮，星期天上午赛两轮，下午赛一轮: 4 + 2 + 1
        "rounds": 7,
        # 三、2019年11月23日至11月24日 … 上午9:00——12:00时开赛: the span's start on the
        # first day (the 星期六 of 11月23日)
        "round.1": "2019-11-23 09:00",
        # 八、1、第一名获奖金1500元，第二名获奖金800元，第三名获奖金600元，第4-5名获奖金500元，
        # 6-10名获奖金400元。
        "prizes": [(1, 1, 1500), (2, 2, 800), (3, 3, 600), (4, 5, 500), (6, 10, 400)],
        "deadline": "2019-11-18 23:59",  # 九、报名日期从即日起开始至11月18日截止。
        # 逢8、18、28、38…等均获得礼品一份: gifts, no money (no lucky places); the 擂台赛 after
        # the prize-giving is an exhibition, not the event's format; 8:30…报到 is the check-in
    },
}
