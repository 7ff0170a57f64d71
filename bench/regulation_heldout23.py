"""The expected values of the twenty-third held-out set (bench/regulation_texts/heldout23), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no
reader code read), abridged to their competition clauses, their values worked by hand from the
text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT23_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_nanning_longmen_asean_open_2017_11_rounds.txt": {
        "game": "xiangqi",  # 第九届中国—东盟象棋国际公开赛 (最新《象棋竞赛规则》)
        "format": "swiss",  # （二）比赛采用积分编排制，共赛十一轮。
        "rounds": 11,
        # （三）比赛用时：每局棋每方基本用时30分钟，每走一步加10秒。
        "time_control": "每局棋每方基本用时30分钟，每走一步加10秒",
        # （一）奖励前二十二名，奖金…：第一名25000元、第二名12000元 … 第十八名600元、
        # 第十九至二十二名各500元。
        "prizes": [
            (1, 1, 25000),
            (2, 2, 12000),
            (3, 3, 10000),
            (4, 4, 6000),
            (5, 5, 5000),
            (6, 6, 4000),
            (7, 7, 3000),
            (8, 8, 2500),
            (9, 9, 2000),
            (10, 10, 1500),
            (11, 11, 1200),
            (12, 12, 1000),
            (13, 13, 900),
            (14, 14, 800),
            (15, 15, 750),
            (16, 16, 700),
            (17, 17, 650),
            (18, 18, 600),
            (19, 22, 500),
        ],
        # 二、比赛时间：2017年9月24日至26日 gives days and no hour (no round time); the
        # 保证金100元 is refunded and the 快餐费100元 pays for meals (no fee); the page's copy ends
        # inside 八、报名 (no deadline)
    },
    "xiangqi_guangzhou_wenyuan_cup_2016_8_rounds.txt": {
        "game": "xiangqi",  # 第四届“文园杯”象棋个人赛 (最新版《象棋竞赛规则》)
        "format": "swiss",  # 2. 采用积分编排制比赛八轮。
        "rounds": 8,
        # 3. 采用基本用时加秒制，每方30分钟，每走一着加5秒。 (采用基本用时加秒制 read as the
        # clause's label)
        "time_control": "每方30分钟，每走一着加5秒",
        # 14日8:30前棋手报到、抽签，9:00正式开始比赛。 (二、日期、时间：2016年5月14、15日)
        "round.1": "2016-05-14 09:00",
        # 2. 报名时间：即日起至2016年5月10日（控制参赛人数不超过140人，如额满提前截止报名）
        "deadline": "2016-05-10 23:59",
        "capacity": 140,
        "fee": 50,  # 4. 报名费：50元/人。
        # 七、奖励前八名，奖金分配依次为：5000元、3000元、1500元、1000元、800元、500元、300元、200元
        "prizes": [
            (1, 1, 5000),
            (2, 2, 3000),
            (3, 3, 1500),
            (4, 4, 1000),
            (5, 5, 800),
            (6, 6, 500),
            (7, 7, 300),
            (8, 8, 200),
        ],
        # 14日白天赛四轮，晚上赛一轮；15日上午赛两轮，下午赛一轮 gives no hour of any later round
    },
    "xiangqi_kunshan_league_qualifier_2018_teams.txt": {
        "game": "xiangqi",  # 2018年全国象棋男子甲级联赛“周庄杯”预选赛 (《象棋竞赛规则》2011)
        "teams": True,  # 六、竞赛项目：男子团体赛。
        # （二）每队可报领队1人、教练1人，棋手6名，上场棋手4人。
        "boards": 4,
        "reserves": 2,
        # （二）采用积分编排制，根据报名情况，确定比赛轮次。 (rounds left to the entries)
        "format": "swiss",
        "time_control": "每方60分钟基本用时，每走一着加20秒",  # （三）比赛用时：
        # （一）报名：各单位须使用统一下发的报名表于4月10日前寄送… (the year is the event's)
        "deadline": "2018-04-10 23:59",
        # 比赛于4月21-24日 gives days and no hour (no round time); 前三名获得参加…常规赛资格
        # is a place in another event, not a stage of this one (no advance); 录取前六名 carries
        # no money (no prizes)
    },
    "xiangqi_zhongxiang_alliance_online_2011_10_rounds.txt": {
        "game": "xiangqi",  # 采用棋规：99象棋棋规
        # 比赛类型：多轮积分制 … 对阵安排：积分编排制 … 比赛轮次：10
        "format": "swiss",
        "rounds": 10,
        "time_control": "局时10分，步时1分钟",  # 比赛用时：局时10分，步时1分钟
        "points.win": "2",  # 个人局分：胜2 和1 负0
        "points.draw": "1",
        "points.loss": "0",
        # 比赛日期：2011年5月1日----2011年5月6日 （每晚8点开始，每晚轮数当晚安排）
        "round.1": "2011-05-01 20:00",
        "deadline": "2011-04-25 23:59",  # 报名时间：即日起—————2011年4月25日
        # the prizes are months of 蓝钻 and family ranks, no money (no prizes); 禁止使用软件等
        # 工具 names no penalty
    },
    "xiangqi_jurong_maoshan_champions_2009_groups.txt": {
        "game": "xiangqi",  # 首届“茅山杯”全国象棋冠军邀请赛 (最新《象棋竞赛规则》)
        # （二）第一阶段分组单循环（按等级分排列），取前三名；第二阶段，同名次决赛 (two stages,
        # the first a round robin in groups)
        "format": "stages",
        "advance_per_group": 3,
        # 1。第一阶段和第二阶段基本用时：每方45分钟，每步棋加20秒；
        "time_control": "每方45分钟，每步棋加20秒",
        "points.win": "3",  # （四）计分方法：胜3分，和1分，负0分。
        "points.draw": "1",
        "points.loss": "0",
        # 1。报名办法：请参赛棋手于2009年4月30日前分别将报名单传真至中国象棋协会、江苏棋院。
        "deadline": "2009-04-30 23:59",
        # 如积分相等则依次按小分、胜局、直胜、后手胜局、犯规比较: 小分 in a round robin may be
        # the opponents' score or a Sonneborn-Berger sum, so the chain is left out; the number
        # of groups is not stated; 四、比赛时间：2009年5月16日至20日 gives no hour
    },
    "xiangqi_beijing_ranking_2006_swiss_knockout.txt": {
        "game": "xiangqi",  # 第二届全国象棋排名赛
        # 第一阶段采用7轮积分编排制，参赛的40名棋手将被分成2个小组，各取前8名。第二阶段采用
        # 单淘汰制进行，16名棋手按第一阶段名次编排进行一局制单淘汰赛。
        "format": "group_knockout",
        "rounds": 7,
        "advance_per_group": 8,
        "knockout_size": 16,
        "points.win": "3",  # 胜方得3分，负方0分；红方和局得1分，黑方和局得2分
        "points.loss": "0",
        "prizes": [(1, 1, 50000)],  # 本次比赛的冠军将获得5万元的奖金
        # a draw scores 1 for Red and 2 for Black (no one draw value); the two groups are not
        # named (no groups); 本月25日…拉开战幕 gives no hour
    },
    "xiangqi_taipei_shilin_qishi_cup_2018_divisions.txt": {
        "game": "xiangqi",  # 107年臺北市士林區棋士盃象棋錦標賽
        # 七、參賽組別 1.四段組 … 10.幼稚園組
        "divisions": [
            "四段組",
            "三段組",
            "二段組",
            "初段組",
            "晉段組",
            "級位甲組",
            "級位乙組",
            "級位丙組",
            "社團新秀組",
            "幼稚園組",
        ],
        # 八、04/22（日）上午場 級位丙組、社團新秀組、幼稚園組 09:00-12:00 (107年 is 2018; the
        # first session of play)
        "round.1": "2018-04-22 09:00",
        # 五輪瑞士制 for eight groups but 每6人一組，分組大循環 for 社團新秀組 and 幼稚園組: no one
        # format, rounds or group size; the awards are trophies and certificates (no prizes);
        # the copy ends at 九、報名方式 (no fee, no deadline)
    },
}
