"""The expected values of the thirty-third held-out set (bench/regulation_texts/heldout33), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them. The set is
the games other than mainland Xiangqi: Go (a selection's supplementary rules, a grading event, a
children's event, a Taiwanese open), chess (a grading event, a schools' team championship) and
Xiangqi played abroad (a European championship, a team invitation of the Philippine association).

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT33_EXPECTED: dict[str, dict[str, object]] = {
    "go_nanjing_qiwang_jinling_selection_2023_8_rounds.txt": {
        # 南京棋王战暨金陵晚报围棋队选拔赛 补充规定 (1.比赛采用中国围棋协会审定的最新围棋竞赛规则)
        "game": "go",
        "format": "swiss",  # 2.电脑积分编排比赛8轮，指定先后手；
        "rounds": 8,
        # 3.用时：采用加秒制，每方基本用时40分钟，每步棋加10秒，超时判负； (用时 the label,
        # 采用加秒制 the lead-in naming the kind of clock, 超时判负 dropped)
        "time_control": "每方基本用时40分钟，每步棋加10秒",
        "no_show_minutes": 15,  # 4.迟到15分钟判负，运动员迟到者当轮用时扣除迟到时间；
        "forfeits_to_withdraw": 3,  # 5.连续弃权三轮者，不再参与编排； (three in a row)
        # 二、1.…积分高者名次列前；2.如果仍相同，则比较对手分…；3.…依次比较：（1）警告（2）直胜
        # （仅限两人）（3）抽签。
        "tiebreaks": ["points", "opponents_score", "warnings", "direct_encounter", "lots"],
        # 四、比赛时间表 is a picture on the page (no round time); 2023年11月 is the notice's
        # month, no date of play; no fee, prizes or deadline on the page
    },
    "go_shenzhen_xiaoshenbi_youth_undated_5_rounds.txt": {
        "game": "go",  # 五.1.本次比賽采用中國圍棋協會審定的最新圍棋競賽規則（2002年版）
        "format": "swiss",  # 2.5輪積分編排，按個人成績…
        "rounds": 5,
        "no_show_minutes": 15,  # 3.請按時參賽，遲到15分鐘判負。
        "time_control": "每方30分鐘包干",  # 4.用時每方30分鐘包干。 (用時 the label)
        # 六.…第一名獎金2000元，第二名獎金1000元，第三名獎金500元，四至八名獎金200元。
        "prizes": [(1, 1, 2000), (2, 2, 1000), (3, 3, 500), (4, 8, 200)],
        "capacity": 50,  # 七.1.報名時間自8月20日開始，額滿為止，以棋會友，50人上限。
        # 2.本次比賽服務費：150元，報名后服務費不能退回。 (what each entrant pays on signing
        # up, read as the fee)
        "fee": 150,
        # no year on the page: 8月31日 8:30 gives no date (and 8月20日 opens the sign-up, no
        # close); 成績并列需要加賽 is a playoff, no chain
    },
    "go_chiayi_dizangwang_cup_2013_swiss_groups.txt": {
        "game": "go",  # 嘉義市第一屆『九華山地藏王盃』全國圍棋公開賽
        "format": "swiss",  # 十一、比賽規則：1.各組均採瑞士制，同組一律分先…
        # 五、比賽時間：102年3月3日（星期日） 8:00-8:50報到，9:00開幕，9:30開賽 (民國102 =
        # 2013; the 報到 and 開幕 are no rounds)
        "round.1": "2013-03-03 09:30",
        "deadline": "2013-02-24 23:59",  # 八、報名日期：即日起至102年2月24日止
        # 十、比賽組別：（1）五段組 … （14）幼兒組 … ☆※（15）（長青組）
        "divisions": [
            "五段組",
            "四段組",
            "三段組",
            "二段組",
            "初段組",
            "甲組",
            "乙組",
            "丙組",
            "丁組",
            "戊組",
            "己組",
            "庚組",
            "入門組",
            "幼兒組",
            "長青組",
        ],  # fmt: skip
        # 報名費：段位組500元、級位組400元 (and 長青組 100元): by group, no one fee; the page
        # ends before any round count, clock or prize
    },
    "xiangqi_edinburgh_european_championship_22nd_2016_7_rounds.txt": {
        # 第22届欧洲象棋锦标赛 (比赛采用世界象棋联合会审定之《象棋规则》)
        "game": "xiangqi",
        # 七、2.采取瑞士积分编排比赛7轮，每轮每方用时45分钟基本用时，每走一步加10秒。
        "format": "swiss",
        "rounds": 7,
        "time_control": "每轮每方用时45分钟基本用时，每走一步加10秒",
        # 3.…场分相等时，按以下顺序依次区分：对手分，直胜，总胜局数，后手胜局，犯规。若仍无法
        # 区分时，以附加赛区分。 (the 附加赛 has no registry name: the chain stops before it)
        "tiebreaks": [
            "points",
            "opponents_score",
            "direct_encounter",
            "wins",
            "second_seat_wins",
            "fouls",
        ],  # fmt: skip
        # 八、1.…报名截止时间为2016年4月20日。每位选手报名费20英镑…
        "deadline": "2016-04-20 23:59",
        "fee": 20,
        # 九、比赛日程 (three day columns, one cell a line): 5月6日（周五）5月7日（周六）5月8日
        # （周日） … 13:15-15:45 第一轮 / 16:30-19:00 第二轮 / 09:00-11:30第三轮: rounds 1 and
        # 2 in the first day's column; the 09:00 after the evening round opens the second day
        # (5月7日); the page ends in round 4's time
        "round.1": "2016-05-06 13:15",
        "round_end.1": "2016-05-06 15:45",
        "round.2": "2016-05-06 16:30",
        "round_end.2": "2016-05-06 19:00",
        "round.3": "2016-05-07 09:00",
        "round_end.3": "2016-05-07 11:30",
        # 六、比赛项目：团体赛、男子个人赛、女子个人赛、非华裔非越南裔个人赛 are events (the 非华裔
        # one a second ranking), no divisions counted; 4.团体…每队取成绩最好两人名次之和 ranks
        # teams by members' places (no team format); 报名人数不限 caps nothing (no capacity)
    },
    "go_zhuhai_autumn_grading_2014_groups.txt": {
        "game": "go",  # 2014年珠海市秋季围棋定级升段赛规程 (比赛采用最新中国围棋竟赛规则)
        # 六.2.比赛采用围棋积分编排软件，一切以电脑编排为准。
        "format": "swiss",
        # 3.本次比赛最终排名依据：积分，对手分，累积分。所有参赛棋手的对手分均去掉一个最低分计算。
        # (the 对手分 less its lowest, FIDE's Buchholz Cut 1; 累积分 read as the 累进分)
        "tiebreaks": ["points", "opponents_score_less_lowest", "progressive"],
        # 5.各轮迟到15分钟算弃权，连续弃权两轮作自动退出比赛处理
        "no_show_minutes": 15,
        "forfeits_to_withdraw": 2,
        "penalty.坐错": "0/each 判负",  # 6.请运动员保证坐对自已的位置，如有坐错，判坐错者负。
        # 七、the rounds (赛5轮 / 赛7轮) and the clocks (每方用时20分钟包干 / 30分钟包干) differ by
        # group, and so does 八、报名费 (100元 / 150元): no one value; 五、1月17日 has no year of
        # its own (the title's 2014 would put it before the autumn) and 上午8:30开赛，下午13:30
        # 开赛 names no round (no round time); the groups are named only in the timetable and
        # the rounds clauses (no plain list, no divisions); 7.裁判长有权判搅局者负或其他处罚 is
        # the chief referee's choice (no one penalty)
    },
    "chess_hangzhou_grading_18th_2017_age_groups.txt": {
        "game": "chess",  # 杭州市第十八届国际象棋等级赛竞赛规程
        # 四、比赛组别：6岁组 … 12岁以上组 (各组比赛分男、女组别进行: each split by sex)
        "divisions": ["6岁组", "7岁组", "8岁组", "10岁组", "12岁以上组"],
        # 七、（三）比赛时限：比赛为每方30分钟的包干制，裁判根据对局情况决定是否加用计时钟，超时
        # 判负。 (比赛时限 the label and 比赛为 its lead-in; the referee's clock words kept)
        "time_control": "每方30分钟的包干制，裁判根据对局情况决定是否加用计时钟",
        "fee": 150,  # 十、（一）报名费每人150元。
        # 七、（一）比赛根据报名人数情况分别进行7轮瑞士制赛或大循环赛: the system is left to the
        # entries (no format, no rounds); 八、places by the number of entries and no amounts
        # (no prizes); the 学校团体 is ranked by members' places (no team format); 2017年6月3日
        # -4日 names no time (no round time); the page ends before any deadline
    },
    "xiangqi_philippines_qiandao_cup_4th_2013_team_round_robin.txt": {
        # 菲律宾千岛杯第四届中国象棋邀请赛 (采用亚洲象棋联合会最新修订《象棋比赛规例》)
        "game": "xiangqi",
        "teams": True,  # 五、比赛项目：男子团体赛（3人）。
        # 六、1.采用单循环一局制，参赛队伍8队，共赛7场。 (a team round robin's own count)
        "format": "round_robin",
        "rounds": 7,
        "boards": 3,  # 七、每场由3位棋手出赛
        "reserves": 1,  # 六、2.每队由3位正选，1位后补组成。
        # 7.用时规定：采用定时加秒制，每方基本用时60分钟，每走一步加30秒。 (用时规定 the label,
        # 采用定时加秒制 the lead-in)
        "time_control": "每方基本用时60分钟，每走一步加30秒",
        # 七、…成绩以棋手得分总加为准，得局分4分或以上者为胜，获场分2分，33为和，双方各得 (the
        # page ends before the drawn match's points and names no game points)
        "match.win": "2",
        # 三、比赛时间：2013318-23日 has lost its separators (no date); 参赛队伍8队 counts the
        # invited teams, no cap (no capacity)
    },
    "chess_national_schools_2018_teams_9_rounds.txt": {
        "game": "chess",  # 2018年全国国际象棋学校锦标赛竞赛规程
        # 七、（一）团体赛以学校为单位 … （二）…比赛分为男子组和女子组，固定台次进行团体赛。
        "teams": True,
        "divisions": ["男子组", "女子组"],
        "format": "swiss",  # （四）九轮瑞士制积分循环比赛；用时为每方50分钟，每步加10秒。
        "rounds": 9,
        "time_control": "每方50分钟，每步加10秒",  # (用时为 the label)
        # 每校由甲、乙、丙组男、女各2名棋手共12名棋手组成总团体 names no boards a match (no
        # boards); 2018年7月22日-27日（22日为报到日） names no time; how a match is scored is
        # past the page's end
    },
}
