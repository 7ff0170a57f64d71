"""The expected values of the twenty-fifth held-out set (bench/regulation_texts/heldout25), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT25_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_yanhe_yingchun_cup_2019_9_rounds.txt": {
        "game": "xiangqi",  # 沿河县“迎春杯”象棋赛 (执行…《2011象棋竞赛规则》)
        # 2、比赛釆用电脑积分编排制进行，根据报名人数暂定9轮。
        "format": "swiss",
        "rounds": 9,
        # 3、比赛单方用时为每局25分钟，每走一步加5秒，超时判负。 (比赛 read as the label, as the
        # sixth set's 比赛慢棋单方用时40m+5s)
        "time_control": "单方用时为每局25分钟，每走一步加5秒",
        # the 团体赛 is counted from the members' individual results (每队队员不足三人者只计个人
        # 成绩，不计团体成绩): not a team format; 个人名次录取前20名 … 二至二十名给予奖励 names no
        # amounts (no prizes); 2019年2月16—17日 names no time; the 报名时间 clause is empty
    },
    "xiangqi_chongqing_shancheng_cup_2023_11_rounds.txt": {
        "game": "xiangqi",  # 2023年重庆第三届“山城杯”象棋赛 (执行2020规则)
        "format": "swiss",  # 六、…采用积分编排制11轮比赛
        "rounds": 11,
        "time_control": "25+5",  # 用时25+5
        "no_show_minutes": 10,  # 迟到10分钟判负
        "forfeits_to_withdraw": 1,  # 无故弃权一轮自动退赛
        # 排名按照积分、累进分、胜局、犯规、后手局数、逐轮递减法直至区分: 后手局数 (games played
        # second) has no registry name, the chain stops before it
        "tiebreaks": ["points", "progressive", "wins", "fouls"],
        "fee": 100,  # 五、赛事服务费每人100元，交费视作报名成功
        "capacity": 100,  # 限报100人，额满即止
        # 在名额未满情况下报名截止时间为4月28日 (that day's end)
        "deadline": "2023-04-28 23:59",
        # 四、…首轮比赛4月29日九点钟开始。 八、4月29日9:00开始1-3轮；4月29日13:30开始4-6轮；
        # 4月30日9:00开始7-9轮: each span's first round starts at the span's time
        "round.1": "2023-04-29 09:00",
        "round.4": "2023-04-29 13:30",
        "round.7": "2023-04-30 09:00",
        # 七、取前32名给奖，第1名10000元，第2名5000元，… 第7-10名各700元，11-16名各500元，
        # 17-24名各300元，25-32名各100
        "prizes": [
            (1, 1, 10000),
            (2, 2, 5000),
            (3, 3, 3000),
            (4, 4, 2000),
            (5, 5, 1500),
            (6, 6, 1000),
            (7, 10, 700),
            (11, 16, 500),
            (17, 24, 300),
            (25, 32, 100),
        ],  # fmt: skip
        # 430日13:30开始10-11轮: the page lost the separator of the day (not counted, as the
        # sixth set's 台北 page), so no round.10; 未报名要求参赛的需交纳报名费200元 is a late fee
    },
    "xiangqi_sydney_mekong_panthers_2011_rapid_7_rounds.txt": {
        "game": "xiangqi",  # 2011年Mekong Panthers 中国象棋迎春大奖赛（快棋） (执行【世界规则】)
        "format": "swiss",  # 2、采用积分编排比赛七轮。 3、使用电脑软件编排。
        "rounds": 7,
        # 4、用时：每方10分钟，时间包干，超时作负，…
        "time_control": "每方10分钟，时间包干",
        "no_show_minutes": 5,  # 每轮迟到5分钟作弃权处理
        "forfeits_to_withdraw": 2,  # （凡连续弃权两轮不安排比赛）
        # 7、名次确定：积分多者名次列前，如积分相等，则依次比较对手分、累进分、胜局、后手胜局，
        # 犯规、上轮名次、余此类推。 (后手胜局: second_seat_wins)
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "second_seat_wins",
            "fouls",
            "previous_ranking",
        ],  # fmt: skip
        # 六、录取名次：前四名，分别获得奖金 $500，$300，$150，$50
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 150), (4, 4, 50)],
        # 比赛时间：2011年一月二十九日（周六）; Round Time Table: First Round 10:15am----10:35am
        # … Seventh Round 2:50pm---3:20pm (each round's own start and end)
        "round.1": "2011-01-29 10:15",
        "round_end.1": "2011-01-29 10:35",
        "round.2": "2011-01-29 10:50",
        "round_end.2": "2011-01-29 11:10",
        "round.3": "2011-01-29 11:30",
        "round_end.3": "2011-01-29 11:50",
        "round.4": "2011-01-29 12:10",
        "round_end.4": "2011-01-29 12:30",
        "round.5": "2011-01-29 13:30",
        "round_end.5": "2011-01-29 13:50",
        "round.6": "2011-01-29 14:10",
        "round_end.6": "2011-01-29 14:30",
        "round.7": "2011-01-29 14:50",
        "round_end.7": "2011-01-29 15:20",
        # 赛场…打电话（含响铃）违者第一次提醒劝告，第二次记犯规: a foul, no points (no penalty)
    },
    "xiangqi_houston_world_rapid_open_2023_rapid.txt": {
        "game": "xiangqi",  # 第二届世界象棋快棋公开赛 (比赛执行《世界象棋规则》)
        # 七、（二）每局每方基本用时10分钟，每走一着加5秒。
        "time_control": "每局每方基本用时10分钟，每走一着加5秒",
        "prize_total": 12450,  # 八、（四）奖金（共计12450美元）
        # 名次 个人 非华越裔个人 / 冠军 2500 1500 … 第八名 300 200: the 个人 column is the
        # 总名次 (（一）总名次录取前8名); the 非华越裔 column is a second ranking (no key)
        "prizes": [
            (1, 1, 2500),
            (2, 2, 1500),
            (3, 3, 1000),
            (4, 4, 800),
            (5, 5, 600),
            (6, 6, 500),
            (7, 7, 400),
            (8, 8, 300),
        ],  # fmt: skip
        # 九、（一）请各协会于2023年10月31日前将…报名表电邮至… (that day's end)
        "deadline": "2023-10-31 23:59",
        # 七、（三）具体赛制和轮数视报名人数而定，另行通知: no format, no rounds; 报名费100美元/人
        # is for the non-championship players only (世锦赛棋手 免费): no one fee; 2023年11月25日
        # names no time
    },
    "xiangqi_naxf_new_york_2019_5_rounds.txt": {
        "game": "xiangqi",  # 五、1. 比赛采用最新世界象棋联合会棋规
        "format": "swiss",  # 2. 比赛采用5轮积分编排制
        "rounds": 5,
        "time_control": "60分钟+30秒",  # 3. 比赛用时60分钟+30秒
        "deadline": "2019-10-31 23:59",  # 七、报名办法：截止時間：2019-10-31 (that day's end)
        # 八、保底奖金数额：冠军 $1000 亚军 $800 季军 $600 殿军 $500 第五名 $300 第六名 $200
        "prizes": [
            (1, 1, 1000),
            (2, 2, 800),
            (3, 3, 600),
            (4, 4, 500),
            (5, 5, 300),
            (6, 6, 200),
        ],  # fmt: skip
        "fee": 0,  # 九、…比赛无报名费
        # 三、11/16/2019- 11/17/2019 names no time (no round time); 本会津贴$300机票费用 is a
        # travel allowance, not a prize
    },
    "xiangqi_asian_individual_18th_2017_groups.txt": {
        "game": "xiangqi",  # 第十八屆亚洲象棋个人锦标赛 (采用亚洲象棋比赛規例)
        # 六、1. 男子组：… 2. 女子組：…
        "divisions": ["男子组", "女子組"],  # as the page writes them
        # 八、请于2017年7月15日前將报名表…电邮至柬埔寨棋联总会 (that day's end)
        "deadline": "2017-07-15 23:59",
        # 七、2. 男子組…一局制7轮（6+1）; 3. 女子組赛制视报名人数定: the system and rounds
        # differ by group (no format, no rounds); 九、the prizes differ by group (男子 冠军
        # $10,000, 女子 冠军 $5,000 …): no one list; 2017年9月15日至9月22日 names no time
    },
}
