"""The expected values of the eighteenth held-out set (bench/regulation_texts/heldout18), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT18_EXPECTED: dict[str, dict[str, object]] = {
    "chess_xinjiang_huocheng_gm_2017_round_robin.txt": {
        "game": "chess",  # 2017年中国·新疆霍城国际象棋特级大师赛 (《国际象棋竞赛手册》)
        # （二）比赛采用9轮单循环快棋赛制。 (ten players, each meets each once)
        "format": "round_robin",
        # added after the run, as a reading change: a round robin's stated rounds are a value
        # since the draft plans the field that plays them (it had been no key)
        "rounds": 9,
        "time_control": "25分钟基本用时，每步棋加10秒",  # （三）比赛用时：
        "prize_total": 166000,  # 五、奖金（税前16.6万人民币）
        # 第一名60,000元，第二名40,000元 … 第八名5,000元，第九名5,000，第十名5,000元 (each
        # place written on its own, kept so)
        "prizes": [
            (1, 1, 60000),
            (2, 2, 40000),
            (3, 3, 20000),
            (4, 4, 10000),
            (5, 5, 8000),
            (6, 6, 7000),
            (7, 7, 6000),
            (8, 8, 5000),
            (9, 9, 5000),
            (10, 10, 5000),
        ],  # fmt: skip
        # 参加人员（共10人） names the invited field, no cap on entries (no capacity); 2017年8月
        # 1日-5日 names no time (no round time)
    },
    "go_bupt_fujitsu_cup_4th_2007_teams_7_rounds.txt": {
        "game": "go",  # 第四屆北郵-富士通杯大學生圍棋競賽規程 (中國圍棋協會審定的最新圍棋競賽規則)
        # 四、1、進行團體賽，5名隊員參賽。採用分台定人制，積分編排計團體成績，賽7輪。每隊5人
        "teams": True,
        "boards": 5,
        "format": "swiss",
        "rounds": 7,
        "time_control": "每方45分鐘包乾制",  # 2、…比賽用時為每方45分鐘包乾制。
        # 男棋手4人、女棋手1人 is the squad of five for five boards, no reserves stated (no
        # reserves key); 擬定30個隊參加正式比賽 is the planned field, with an online qualifier
        # past it, not a cap on entries (no capacity); 一、2005年3月17日（週六）、18日 names
        # no time (no round time; the page's years disagree: 2005 here, 2006 for the 領隊會);
        # 團體錄取前六名，發獎盃及獎金 names no amounts (no prizes)
    },
    "go_sicau_staff_2022_swiss.txt": {
        "game": "go",  # 二、竞赛项目：围棋个人赛 (the 中国象棋 clauses left out of the text)
        # 三、…采用积分制电脑编排。 围棋采用积分循环。
        "format": "swiss",
        # 每轮比赛各45分钟包干。超时判负。 (每轮比赛 read as part of the clause's words)
        "time_control": "每轮比赛各45分钟包干",
        "no_show_minutes": 15,  # 迟到15分钟判负。
        # 个人名次、以总积分、对手分、直胜确定
        "tiebreaks": ["points", "opponents_score", "direct_encounter"],
        # 一、时间：7月2日（星期六）上午10点开始 (the year is the title's, 2022)
        "round.1": "2022-07-02 10:00",
        # 各分会于6月24日16:00前将教职工棋类比赛报名表（附件2）报校工会办公二室
        "deadline": "2022-06-24 16:00",
        # 每个分会限报人数2人 caps each branch, not the field (no capacity); 按参赛人数的三分之二
        # 设奖 names no amounts (no prizes); no rounds stated
    },
    "go_taiwan_college_cup_2005_swiss.txt": {
        "game": "go",  # 公元2005年全國大專盃圍棋錦標賽 (中華民國圍棋協會比賽規則)
        "format": "swiss",  # (4) 採瑞士制計算成績，若二人的勝場相同，以輔分判定勝負。
        "no_show_minutes": 15,  # (5) 比賽遲到15分鐘以上者，取選手裁定敗。
        # (7) 比賽組別：高段組（4段以上） 低段組（1~3段） 甲組 … 初學組（10級以下） …
        # 教職員組(1)段位組(2)級位組 (the staff group's two parts kept as one division)
        "divisions": ["高段組", "低段組", "甲組", "乙組", "丙組", "初學組", "教職員組"],
        # 一、比賽時間：民國九十二年5月21日（六） (民國92 = 2003, as written, though the title
        # and the post say 2005) and 六、Day1：1300~1430：第一場比賽 1500~1630：第二場比賽
        "round.1": "2003-05-21 13:00",
        "round_end.1": "2003-05-21 14:30",
        "round.2": "2003-05-21 15:00",
        "round_end.2": "2003-05-21 16:30",
        # (3) 時限依報名人數由主辦單位決定之 (no time control); 輔分 names no criterion (no
        # tiebreaks); 初學組限額100名 caps one division (no capacity); 保證金100元 is a deposit
        # (no fee); the awards name no amounts (no prizes)
    },
    "go_world_university_friendship_7th_2022_teams.txt": {
        "game": "go",  # 第七届世界大学生围棋联谊赛规程 (应氏计点制围棋竞赛规则)
        "teams": True,  # 选手：2、每队由 8 名选手组成。 (台次 1 … 8 in the second round's order)
        "boards": 8,
        # 规则：3、用时，每方 40 分钟保留时间，3 次 20 秒读秒，超时判负，…
        "time_control": "每方 40 分钟保留时间，3 次 20 秒读秒",
        # one team against another, two rounds a 站 with set board orders: no system of the
        # schema (no format, no rounds); 2022 年 11 月 26 日起 and 开赛时间：每站另行约定 name no
        # time (no round time); the certificates are no prizes
    },
    "chess_university_rapid_invitational_2019_7_rounds.txt": {
        "game": "chess",  # 2019年首届大学生国际象棋快棋邀请赛规程 (竞赛项目：国际象棋)
        "format": "swiss",  # （一）竞赛采用积分循环赛制（瑞士制），共赛七轮。
        "rounds": 7,
        "time_control": "双方各保留时间15分钟，每步棋加10秒",  # （三）比赛用时…
        # the team places sum the best three members' individual points (not a team format);
        # 2019年7月13日至7月14日 names no time (no round time); the awards name no amounts
    },
    "go_fujian_games_university_2018_7_rounds.txt": {
        "game": "go",  # 福建省第十六届运动会（大学生部）围棋赛竞赛规程
        # （二）采用男女分别编组后的积分循环赛制。 （三）采用“积分编排制7轮。男女分别编排。
        "format": "swiss",
        "rounds": 7,
        # （四）、每轮比赛，每方限时50分钟，超时判负（单官计时）。 (每轮比赛 read as the label)
        "time_control": "每方限时50分钟",
        "no_show_minutes": 15,  # 棋手迟到15分钟者按弃权判负处理。
        # the team places sum the members' individual points (not a team format); 男女分别编组
        # names no divisions by name; 2018年5月25日5月27日 names no time (no round time)
    },
}
