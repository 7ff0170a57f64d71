"""The expected values of the thirty-second held-out set (bench/regulation_texts/heldout32), read
by bench_regulation_text.py: ten public regulations of mainland Xiangqi events (opens of a town,
a city and a county, an amateur kings' leg, a provincial children's grading event, a trade
union's team event, two online opens, a national stars' event and a champions' mixed-doubles
round robin, 2007–2023), collected blind (no reader run on them, no reader code read), abridged
to their competition clauses, their values worked by hand from the text (the clause quoted
beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT32_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_jinjiang_zhangruitu_cup_2012_9_rounds.txt": {
        "game": "xiangqi",  # 2012年第三届张瑞图杯象棋个人公开赛 (中国象棋竞赛规则)
        "format": "swiss",  # 七、2. 比赛采用积分编排制。
        # 六、比赛时间 lists 第一轮 … 第九轮 (七、 names no count: the timetable's nine)
        "rounds": 9,
        # 1、农历正月十四日（2月5日）：（第一轮）下午15:00-17:30；（第二轮）晚上19:30-22:00 (the
        # year is the regulation's, 三、2012年2月5日 …; each round's own start and end)
        "round.1": "2012-02-05 15:00",
        "round_end.1": "2012-02-05 17:30",
        "round.2": "2012-02-05 19:30",
        "round_end.2": "2012-02-05 22:00",
        # 2、农历正月十五日（2月6日）：（第三轮）上午9:00-11:30；（第四轮）下午15:00-17:30；
        "round.3": "2012-02-06 09:00",
        "round_end.3": "2012-02-06 11:30",
        "round.4": "2012-02-06 15:00",
        "round_end.4": "2012-02-06 17:30",
        # 3、农历正月十六 （2月7日）：（第五轮）上午9:00-11:30；（第六轮）下午15:00-17:30；
        # （第七轮）晚上19:30-22:00
        "round.5": "2012-02-07 09:00",
        "round_end.5": "2012-02-07 11:30",
        "round.6": "2012-02-07 15:00",
        "round_end.6": "2012-02-07 17:30",
        "round.7": "2012-02-07 19:30",
        "round_end.7": "2012-02-07 22:00",
        # 4、农历正月十七（2月8日）：（第八轮）上午9:00-11:30；（第九轮）下午14:00-17:00；
        "round.8": "2012-02-08 09:00",
        "round_end.8": "2012-02-08 11:30",
        "round.9": "2012-02-08 14:00",
        "round_end.9": "2012-02-08 17:00",
        "no_show_minutes": 15,  # 比赛开始即行开钟，迟15分钟该轮判负。
        # 七、3.比赛限时办法：每轮棋每方50分钟用时包干，每步加10秒，超时判负。
        "time_control": "每轮棋每方50分钟用时包干，每步加10秒",
        "capacity": 70,  # 报名办法：参赛名额：报名满70人为止。
        "deadline": "2012-02-04 23:59",  # 运动员需于2月4日前，向晋江市象棋协会…报名。
        # 八、第一名：30000元 第二名：20000元 … 第六名：2000元 第七名至第十六名各1000元
        "prizes": [
            (1, 1, 30000),
            (2, 2, 20000),
            (3, 3, 10000),
            (4, 4, 5000),
            (5, 5, 3000),
            (6, 6, 2000),
            (7, 16, 1000),
        ],  # fmt: skip
        # 报到时间：…2月5日12时前报到 is check-in (no round, no deadline); no fee, no chain
    },
    "xiangqi_dalian_shoushan_cup_2023_13_rounds.txt": {
        "game": "xiangqi",  # 全国象棋公开赛 (执行…《象棋竞赛规则2020版》)
        "format": "swiss",  # 九、（二）比赛采用积分编排制，共赛13轮
        "rounds": 13,
        # （三）用时：每方基本用时30分钟，每走一步加10秒 (用时 the label)
        "time_control": "每方基本用时30分钟，每走一步加10秒",
        # 十、录取名次和奖励（总奖金税前91500元）: the whole event's total (the open's 78400, the
        # two local tables' 8200 and 4900)
        "prize_total": 91500,
        # （一）奖励公开赛前四十八名（总奖金78400元） 第一名30000 … 第十三-十八名400
        # 第十九-三十二名300 第三十三-四十八名200 (they sum to the 78400)
        "prizes": [
            (1, 1, 30000),
            (2, 2, 15000),
            (3, 3, 8000),
            (4, 4, 5000),
            (5, 5, 3000),
            (6, 6, 2500),
            (7, 7, 1500),
            (8, 8, 1000),
            (9, 9, 800),
            (10, 10, 700),
            (11, 11, 600),
            (12, 12, 500),
            (13, 18, 400),
            (19, 32, 300),
            (33, 48, 200),
        ],  # fmt: skip
        # 十一、1.赛事服务费每人100元 … 限报260人，报满即止。… 报名截止日期9月28日。 (the year
        # is the regulation's; 国家大师以上免赛事服务费 an exemption, the fee stays 100)
        "fee": 100,
        "capacity": 260,
        "deadline": "2023-09-28 23:59",
        # （二）大连市本地 and （三）金州区… tables rank local players apart: second rankings (no
        # key); 2023年10月3日-5日 names no time (no round time)
    },
    "xiangqi_tuanfeng_hongyuan_cup_amateur_king_2023_swiss.txt": {
        "game": "xiangqi",  # 业余棋王预选赛 … 象棋个人赛 (《象棋竞赛规则2020版》)
        "format": "swiss",  # 八、2.电脑编排积分赛，暂定十一轮（视报名情况定）。
        # 3.每方基本用时20分钟，每步加5秒，超时判负。
        "time_control": "每方基本用时20分钟，每步加5秒",
        # 4.胜方记2分，负方记0分，和棋各记1分
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 5.比赛迟到10分钟判负，三轮不参赛，不再编排。
        "no_show_minutes": 10,
        "forfeits_to_withdraw": 3,
        # 暂定十一轮（视报名情况定） leaves the rounds to the entries (no rounds); 6.…第一次判犯规，
        # 第二次判负 is not counted for a Swiss (fouls_to_lose_game); 8.手机响铃…第一次犯规，第二次
        # 判负 is a foul, no points (no penalty); 九、the prize amounts are past the page's end;
        # 2023年5月4-5日 names no time
    },
    "xiangqi_jiangsu_children_grading_7th_2009_groups.txt": {
        "game": "xiangqi",  # 江苏省少儿象棋定级升级赛 (《1999象棋竞赛规则》)
        # 六、1、升级组设业余一级组、业余二级组、业余三级组；定级组为业余四至六级棋士组 (the fourth
        # group is named 定级组 in 六、3 and 七、2; 业余四至六级棋士组 is what it is made of)
        "divisions": ["业余一级组", "业余二级组", "业余三级组", "定级组"],
        # 八、竞赛日程 (the table one cell a line: two spans, then the two rounds they belong to)
        # 10月3日上午 8:00~10:00 / 10:15~12:15 第一轮比赛 / 第二轮比赛 (the year from 三、2009年
        # 10月3—5日; 10月2日's 20:00 组委会会议 is a meeting)
        "round.1": "2009-10-03 08:00",
        "round_end.1": "2009-10-03 10:00",
        "round.2": "2009-10-03 10:15",
        "round_end.2": "2009-10-03 12:15",
        # 10月3日下午 13:30~15:30 / 15:45~17:45 第三轮比赛 / 第四轮比赛
        "round.3": "2009-10-03 13:30",
        "round_end.3": "2009-10-03 15:30",
        "round.4": "2009-10-03 15:45",
        "round_end.4": "2009-10-03 17:45",
        # 10月4日上午 8:00~10:00 / 10:15~12:15 第五轮比赛 / 第六轮比赛
        "round.5": "2009-10-04 08:00",
        "round_end.5": "2009-10-04 10:00",
        "round.6": "2009-10-04 10:15",
        "round_end.6": "2009-10-04 12:15",
        # 2、根据参赛人数决定比赛赛制和轮次 (no format, no rounds; 赛九轮棋 is the 定级组's
        # grading scale); 3、升级组采用60分钟包干制，定级组根据赛程临时加钟限时: by group (no one
        # time control); the page ends before the later rounds; no prizes, fee or deadline
    },
    "xiangqi_wuhan_wugong_cup_staff_2012_teams_9_rounds.txt": {
        "game": "xiangqi",  # “武工杯”大武汉职工象棋邀请赛 (最新《象棋竞赛规则》)
        # 六、2、业余组进行9轮分台定人制团体积分编排赛 … 4、专业组进行9轮积分编排赛: both a
        # nine-round Swiss (the teams' by fixed boards, the professionals' by players)
        "format": "swiss",
        "rounds": 9,
        # 5、比赛用时为每方1个小时，每步棋加15秒，超时判负。
        "time_control": "每方1个小时，每步棋加15秒",
        # 八、…将报名表于6月8日前报送至省棋牌中心。 (the year is the title's)
        "deadline": "2012-06-08 23:59",
        # two events in one regulation (专业个人赛 and 业余团体赛 of four fixed boards): no one
        # team format, so teams and boards are not counted, nor the two as divisions; the prizes
        # differ by event (业余团体 第一名30000元 …, 专业个人 第一名40000元 …): no one list;
        # 最佳台次奖 (每台取前2名，第2名奖金减半) left out; 6月14-17日 names no time
    },
    "xiangqi_online_chinaqipai_guoqing_cup_2014_9_rounds.txt": {
        "game": "xiangqi",  # 网络象棋公开赛 … 象棋个人赛 (2011年象棋竞赛规则)
        "format": "swiss",  # 九、2、电脑积分编排制9轮；
        "rounds": 9,
        # 3、每方限时15分钟，每走一步加5秒，超时判负；
        "time_control": "每方限时15分钟，每走一步加5秒",
        # 4、2、1、0计分制，即胜2分、和1分、负0分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 5、破同分：依次为对手分、累进分、胜局、犯规。
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "fouls"],
        "capacity": 80,  # 六、…本次比赛限报80人。
        "deadline": "2014-09-24 23:59",  # 七、3、…QQ截止到9月24日。
        # 日程安排: 9月26日 20:00-22:00 开幕式及第1、2轮比赛 / 9月27日20:00-22:00 第3、4轮比赛 /
        # 9月28日20:00-22:00第5.6轮比赛: each block's start is its first round's (rounds 2, 4
        # and 6 have no time of their own; 22:00 ends the block, not a round)
        "round.1": "2014-09-26 20:00",
        "round.3": "2014-09-27 20:00",
        "round.5": "2014-09-28 20:00",
        # 十、the prizes are phone credit, certificates and virtual coins (no money: no prizes);
        # 八、9月26日7点30分之前…报到 is check-in; the page ends before rounds 7 to 9
    },
    "xiangqi_online_nongmao_cup_2022_7_rounds.txt": {
        "game": "xiangqi",  # 网络象棋公开赛 (采用天天象棋自带规则)
        "format": "swiss",  # 七、2、积分编排进行七轮比赛。
        "rounds": 7,
        # 3、…连续三轮未到者视为弃权，下轮不再进行编排。
        "forfeits_to_withdraw": 3,
        "no_show_minutes": 15,  # 4、每轮比赛迟到15分钟判负。
        # 5、…纯人对弈，发现使用软件成绩作废且直接清走。 (results void and removed: disqualified)
        "penalty.作弊": "0/each DQ",
        # 6、用时每方基本用时15分钟包干，步时3分钟，不读秒，不加秒。超时判负。 (用时 the label; the
        # further clock words kept)
        "time_control": "每方基本用时15分钟包干，步时3分钟，不读秒，不加秒",
        # 7、个人计分：胜局2分、和局1分、负局0分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "tiebreaks": ["points", "opponents_score", "wins"],  # 8、个人排名：积分、对手分、胜局。
        "capacity": 80,  # 八、2、即日起接受报名，限报80人
        "fee": 15,  # 3、…缴纳报名费15元。
        "round.1": "2022-10-01 19:00",  # 十一、竞赛日程： 10月1日（晚上） 第一轮7:00
        # 九、the prizes are certificates, wine and tea (priced goods, no money: no prizes); 即日起
        # 接受报名 names no close (no deadline)
    },
    "xiangqi_jinan_chenguang_cup_spring_2007_11_rounds.txt": {
        "game": "xiangqi",  # 济南市迎新春象棋大奖赛 (执行99象棋规则)
        # 四、比赛办法：个人赛，执行99象棋规则，采用积分编排制。三天共下11轮，双方各40分钟包干制。
        "format": "swiss",
        "rounds": 11,
        "time_control": "双方各40分钟包干制",
        # 五、每位参赛棋手收取报名费100元 (本市…会员…报名费给予优惠 names no amount)
        "fee": 100,
        # 六、报名时间：即日开始报名至 2007年1月25日17时截止。
        "deadline": "2007-01-25 17:00",
        # 八、录取前十六名，奖金分别为：5000元、3000元 … 300元、200元（10名--16名）
        "prizes": [
            (1, 1, 5000),
            (2, 2, 3000),
            (3, 3, 2000),
            (4, 4, 1000),
            (5, 5, 800),
            (6, 6, 600),
            (7, 7, 500),
            (8, 8, 400),
            (9, 9, 300),
            (10, 16, 200),
        ],  # fmt: skip
        # 七、2007年1月26、27、28 三天 names no time (no round time); no chain, no capacity
    },
    "xiangqi_meishan_dongpo_cup_stars_2008_9_rounds.txt": {
        "game": "xiangqi",  # 全国象棋明星赛 (执行《2007象棋竞赛规则（试行）》)
        # 六、2、比赛采用积分编排末位淘汰制，共进行9轮。: a Swiss whose last players are dropped
        # after rounds 5, 6 and 7 (7、淘汰排名最后的8名 / 6名 / 4名棋手); a Swiss holds no cuts, so
        # they are no key
        "format": "swiss",
        "rounds": 9,
        # 4、用时：双方基本用时均各为60分种，每走一步加30秒。 (用时 the label; 分种 as the page
        # has it)
        "time_control": "双方基本用时均各为60分种，每走一步加30秒",
        # 5、计分：胜方3分，负方0分，和局双方各得1分。
        "points.win": "3",
        "points.draw": "1",
        "points.loss": "0",
        # 6、名次区分：积分多者名次列前；如积分相等，则按以下顺序区分，累进分、胜局、直胜、犯规、
        # 所遇对手等级分之和多者。: the opponents' rating sum has no registry name, the chain stops
        "tiebreaks": ["points", "progressive", "wins", "direct_encounter", "fouls"],
        "deadline": "2008-06-30 23:59",  # 八、1、请于6月30日前报名 (the year is the event's)
        "prizes": [(1, 1, 60000), (2, 2, 25000)],  # 七、1、奖金：冠军60000元  亚军25000元
        # 3、各轮比赛同单位选手均不回避配对: no avoidance (no avoid_same); the 42 players are named
        # by rating (no capacity); 2008年7月23日至27日 names no time
    },
    "xiangqi_yuci_changjia_champions_mixed_doubles_2007_round_robin.txt": {
        "game": "xiangqi",  # 执行《2007年象棋竞赛规则（试行）》; 男子 … 女子 … 棋手
        "format": "round_robin",  # 六、3、比赛采用一局制单循环进行。
        # 4、用时方法：每方30分钟，每步棋加20秒，由裁判员记录。 (由裁判员记录 is the record, no
        # clock word)
        "time_control": "每方30分钟，每步棋加20秒",
        # 七、1、 第一名：30,000元 第二名：20,000元 第三名：10,000元
        "prizes": [(1, 1, 30000), (2, 2, 20000), (3, 3, 10000)],
        # 十、日程安排 (cells split by |): 4月9日 | 上午8:30 | 开幕式 … 上午9:30 | 第一轮比赛 …
        # 下午15:00 | 第二轮比赛 (the year from 三、2007年4月8日至12日; 8:30 the opening, 4月8日
        # 下午3:00 the draw, no rounds)
        "round.1": "2007-04-09 09:30",
        "round.2": "2007-04-09 15:00",
        # a pair (男女混双) shares one side of one board, moving in turn: no team format (teams
        # not counted); the eight pairs' seven rounds are not written (no rounds); 出场费
        # 5,000元/人 is an appearance fee, no prize; the page ends after round 2's time
    },
}
