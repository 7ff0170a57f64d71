"""The expected values of the fifth held-out set (bench/regulation_texts/heldout5), read by
bench_regulation_text.py: twelve public regulations collected after every reader change before
them, abridged to their competition clauses, their values worked by hand from the text (the
clause quoted beside each) and committed before any reader was run on them.

Readings used throughout, as in the sets before: a time control is the clause's own words
without its label and without 超时判负; a deadline written as a day (…止, …前) is that day's end
(23:59); a tiebreak chain is read in the stated order up to the first criterion with no registry
name (the rest is the organiser's to settle), and with no chain at all when that is the first
one; a value given by group or left to the number of entries is no one value and is not
counted; a team event ranked by its members' individual results is not a team format.
"""

from __future__ import annotations

# 第一天安排4轮，第二天安排3轮比赛，时间为：上午 9:00—10:30； 10:30—12:00；下午14:00—15:30；
# 15:30—17:00。第二天下午16:00发奖 (比赛时间：2007年7月14日----15日): the first day holds the four
# slots; the second day's three are the first three, the last (15:30—17:00) running past the
# 16:00 prize-giving.
_SHENZHEN_SLOTS = [
    ("2007-07-14", "09:00", "10:30"),
    ("2007-07-14", "10:30", "12:00"),
    ("2007-07-14", "14:00", "15:30"),
    ("2007-07-14", "15:30", "17:00"),
    ("2007-07-15", "09:00", "10:30"),
    ("2007-07-15", "10:30", "12:00"),
    ("2007-07-15", "14:00", "15:30"),
]
_SHENZHEN_TIMES: dict[str, object] = {
    f"{key}.{n}": f"{day} {time}"
    for n, (day, start, end) in enumerate(_SHENZHEN_SLOTS, start=1)
    for key, time in (("round", start), ("round_end", end))
}

HELDOUT5_EXPECTED: dict[str, dict[str, object]] = {
    "go_shenyang_yixiaofei_cup_2022_5_rounds.txt": {
        "game": "go",  # 第七届“弈小飞杯”围棋锦标赛
        # 2. 采用最新微机编排程序 … 5. 比赛共进行5轮: a computer-paired draw of five rounds (a
        # Swiss, as the go grading events' 电脑编排)
        "format": "swiss",
        "rounds": 5,
        # 3. 每轮双方共用时限30分钟，稍后每方10分钟包干用时制，根据棋局进程，随时可加钟限时，
        # 超时判负: the whole clause but 超时判负 (it has no label)
        "time_control": (
            "每轮双方共用时限30分钟，稍后每方10分钟包干用时制，根据棋局进程，随时可加钟限时"
        ),
        "no_show_minutes": 15,  # 4. 迟到15分钟视为弃权
        "round.1": "2022-10-01 08:30",  # 三、竞赛日期 2022年10月1日 08:30准时开赛
        "divisions": ["甲组", "乙组"],  # 比赛分为甲组、乙组2个组别
        "deadline": "2022-09-29 23:59",  # 报名日期：从即日起至2022年9月29日（周日）止，报满为止
        "fee": 100,  # 2. 报名费用：100元
        # 第一名：100积分 …: prizes in club points, no money (not counted); 报满为止: no number
        # (no capacity)
    },
    "go_jianqiao_cup_women_2019_knockout.txt": {
        "game": "go",  # 第十七届“建桥杯”中国女子围棋公开赛 (2002年中国围棋规则)
        "format": "knockout",  # 2、采用单败淘汰制，冠亚军决赛为三局两胜制
        # 3、每方用时2小时，之后5次一分钟读秒，超时判负
        "time_control": "每方用时2小时，之后5次一分钟读秒",
        "no_show_minutes": 60,  # 迟到1小时作弃权论
        # 预赛选出24名棋手加上直选的8位棋手共计32人进入本赛: the knockout (本赛) of 32
        "bracket": 32,
        "deadline": "2019-08-12 23:59",  # 五、报名时间：2019年8月1日至12日
        # 7、比赛定于8月22至8月28日每天下午12:30分在中国棋院进行: the first round starts on the
        # first day at 12:30 (the later rounds' days are not given)
        "round.1": "2019-08-22 12:30",
        "prizes": [(1, 1, 300000), (2, 2, 120000)],  # 八、奖励办法：冠军30万元、亚军12万元
        # 对局费 by the round lost in (第一轮败者4000元 …): not a prize by place (not counted)
    },
    "chess_lichengzhi_cup_2016_age_groups_11_rounds.txt": {
        "game": "chess",  # 全国国际象棋青少年锦标赛暨第24届“李成智杯”
        # 3、各组视人数，采用瑞士制或循环制，共赛11轮: eleven rounds either way; the system is
        # left to the entries, with no threshold (no format, no field_size)
        "rounds": 11,
        # 8-10岁组比赛时限为每方1小时，每步加30秒 (every group is 8 or 10): 8-10岁组比赛时限为 is
        # the label
        "time_control": "每方1小时，每步加30秒",
        # 按照年龄段分成男、女各分为2个组别，共计4个组 (丁组（10岁组）, 8岁组, boys and girls):
        # the four groups' own names are not written (no divisions); 每天2轮 names no day's
        # start; the prizes are places, no amounts
    },
    "xiangqi_shenzhen_children_2007_age_groups_7_rounds.txt": {
        "game": "xiangqi",  # 深圳市中国象棋少儿锦标赛
        "format": "swiss",  # 1、采用国家体育总局审定的最新规则，进行7轮积分编排制
        "rounds": 7,
        # 2、每方45分钟包干，超时判负。视情况采取临时放钟计时 (the arbiter's clock is a sentence
        # of its own)
        "time_control": "每方45分钟包干",
        "no_show_minutes": 15,  # 3、迟到15分钟作为当场弃权
        # 五、A、男子14岁组 … G、女子组
        "divisions": [
            "男子14岁组",
            "男子10岁组",
            "男子9岁组",
            "男子8岁组",
            "男子7岁组",
            "男子6岁组",
            "女子组",
        ],  # fmt: skip
        "fee": 50,  # 3、报名费：每人50元
        "deadline": "2007-07-10 23:59",  # 4、报名时间：2007年7月10日前 (that day's end)
        **_SHENZHEN_TIMES,
        # 各组均录取前八名予以奖励: no amounts
    },
    "xiangqi_zhejiang_ticai_cup_2012_9_rounds.txt": {
        "game": "xiangqi",  # 浙江省“体彩杯”首届业余象棋棋王赛
        "format": "swiss",  # （二）采用9轮积分编排制。采用电脑抽签
        "rounds": 9,
        # （三）比赛用时采用基本用时加秒制，每方基本用时30分钟，每走一步加20秒: 比赛用时采用基本
        # 用时加秒制 read as the label (it names the kind the words after it give)
        "time_control": "每方基本用时30分钟，每走一步加20秒",
        "no_show_minutes": 15,  # 迟到15分钟未到场按弃权论
        # 四、总决赛竞赛日程安排 (the page's 更新时间:2012-09-21 gives the year): 9月21日 晚上19:00
        # 第一轮; 9月22日 8:30第二、三轮 13:30第四、五轮; 9月23日 8:30第六、七轮 13:30第八、九轮.
        # A session of two rounds gives the first one's start; the second's is not written.
        "round.1": "2012-09-21 19:00",
        "round.2": "2012-09-22 08:30",
        "round.4": "2012-09-22 13:30",
        "round.6": "2012-09-23 08:30",
        "round.8": "2012-09-23 13:30",
        # 竞赛项目：团体、个人赛: how the team event is ranked is not written (teams not counted)
    },
    "xiangqi_zhoushan_donggang_cup_2014_9_rounds.txt": {
        "game": "xiangqi",  # 舟山市“东港杯”象棋个人锦标赛
        "format": "swiss",  # （一）比赛采用积分编排制，赛9轮
        "rounds": 9,
        "no_show_minutes": 10,  # （七）迟到时限为10分钟，超时作负
        # （五）…第一次出现记犯规，第二次出现即作负: two fouls lose the game, which a Swiss
        # format holds no count of (fouls_to_lose_game not counted); 竞赛日程详见竞赛日程表: no
        # round times
    },
    "xiangqi_university_staff_teams_2019.txt": {
        "game": "xiangqi",  # 全国高校教职工象棋比赛
        # （二）采用积分编排制比赛（根据实际报名人数确定比赛轮次）: no number of rounds
        "format": "swiss",
        "time_control": "每方基本用时30分钟，每走一步加10秒",  # （四）用时：
        "capacity": 60,  # （四）比赛限报运动员60名
        "deadline": "2019-08-10 23:59",  # 请各单位于8月10日前将报名表以邮件形式发至组委会
        # （三）根据各队四名最好个人名次总和计算团体名次: the team event sums the individual
        # places, not a team format (teams stated True is wrong); 每队限报运动员4-10人: no one
        # number of boards; 个人录取前8名、团体录取前6名: no amounts
    },
    "xiangqi_peixian_staff_teams_2014_9_rounds.txt": {
        "game": "xiangqi",  # 沛县迎国庆“创业杯”职工象棋比赛
        "format": "swiss",  # 2、比赛采用9轮积分编排制，电脑编排
        "rounds": 9,
        "points.win": "2",  # 4、胜局记2分，和局各记1分，负局记0分
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每方40分钟包干",  # 5、比赛时限：每方40分钟包干，超时判负（…）
        # 报名 1、时间：从即日起至9月19日止 (沛工发【2014】36号; that day's end)
        "deadline": "2014-09-19 23:59",
        # 团体赛、个人赛 … 每队…运动员3人: how the team event is played or ranked is not on the
        # page (teams, boards not counted); 报到 2014年9月25日上午8:30前 is the check-in, not a
        # round time
    },
    "xiangqi_college_staff_2018_9_rounds.txt": {
        "game": "xiangqi",  # 2018年教职工中国象棋比赛
        "format": "swiss",  # 2、采用电脑积分编排，共比赛9轮
        "rounds": 9,
        "points.win": "2",  # 胜方积2分，和棋积1分，负方积0分
        "points.draw": "1",
        "points.loss": "0",
        "no_show_minutes": 10,  # 3、每轮开赛后10分钟未到场者视为自动弃权
        "forfeits_to_withdraw": 2,  # 连续弃权两轮者，不予继续编排
        # 4、个人名次以局分高者列前，如相同则依次比较对手分，胜局数，犯规次数，后手局数，逐轮递减:
        # 后手局数 has no registry name, so the chain is read up to it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 5、团体以全队队员局分总分高者列前: the members' sum, not a team format; 犯规2次判负: a
        # Swiss holds no count of fouls (not counted); 四、报名时间：4月23日 against 4月20日前请将
        # 报名表交于…: no one deadline (not counted); 每晚7:00-10:30 … 每晚3轮: no round's start
    },
    "xiangqi_dongsheng_spring_youth_2024.txt": {
        "game": "xiangqi",  # “迎春杯”青少年象棋等级赛 (《2020年象棋竞赛规则》)
        # 3、比赛用时：每方基本用时 25 分，每走一步加 5 秒 ；: the clause's words as written, its
        # spaces kept
        "time_control": "每方基本用时 25 分，每走一步加 5 秒",
        # 5、名次区分：依次比较积分、对手分、胜局、犯规、后走局数: 后走局数 has no registry name
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # the page lost 竞赛办法 2 and 4 (no system, no rounds: format not counted); 2月24日（正月
        # 十五） names no time; 押金五十元，比赛结束退还: a deposit, not a fee; 分组录取: no groups'
        # names; 前八名 … 奖励精美奖品: no amounts
    },
    "xiangqi_jia_league_2011_teams.txt": {
        "game": "xiangqi",  # 全国象棋甲级联赛 (主办单位 中国象棋协会)
        "teams": True,  # 场分 … 主队 / 客队: matches between teams
        "time_control": "每方基本用时60分钟，每走一步棋加30秒",  # 比赛用时：
        "match.win": "3",  # 场分：胜方计3分，负方计0分，主队战平计1分，客队战平计2分
        "match.loss": "0",
        "board.win": "2",  # 局分：胜方计2分，负方计0分，和棋各计1分
        "board.draw": "1",
        "board.loss": "0",
        # a drawn match scores 1 at home and 2 away: no one match.draw (not counted); the page
        # gives no system, rounds or boards
    },
    "xiangqi_north_south_match_teams.txt": {
        "game": "xiangqi",  # 《象棋竞赛规则（2020版）》
        # （二）比赛采用全队轮赛制 … （四）计分方法：场分: two teams, each member meeting every
        # member of the other in turn
        "teams": True,
        "rounds": 4,  # 一局制，共赛4轮
        # 1. 慢棋：每方基本用时60分钟，每步棋加30秒 (the 快棋, 超快棋 and 附加赛 times are the
        # playoffs of a drawn game, as a regulation's 加赛)
        "time_control": "每方基本用时60分钟，每步棋加30秒",
        "match.win": "2",  # （四）计分方法：场分胜2分，和1分，负0分
        "match.draw": "1",
        "match.loss": "0",
        # 1. 每局棋均需分出胜负，胜者记2分，慢棋负者局分记0分，快棋（包括附加赛）负者局分记1分:
        # the winner's 2 is one value; the loser's is 0 or 1 (board.loss not counted) and no game
        # is drawn (no board.draw)
        "board.win": "2",
        # 全队轮赛制 (every member plays each opponent in turn) is no system of the schema (no
        # format); the number of boards is not written
    },
}
