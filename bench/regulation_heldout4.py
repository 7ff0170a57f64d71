"""The expected values of the fourth held-out set (bench/regulation_texts/heldout4), read by
bench_regulation_text.py: eleven public regulations collected after every reader change before
them, abridged to their competition clauses, their values worked by hand from the text (the
clause quoted beside each) and committed before any reader was run on them.

Readings used throughout, as in the sets before: a time control is the clause's own words
without its label and without 超时判负; a deadline written as a day is that day's end (23:59);
a tiebreak chain is read in the stated order up to the first criterion with no registry name
(the rest is the organiser's to settle), and with no chain at all when that is the first one;
a value given by group (rounds, fee, time control) is no one value and is not counted.
"""

from __future__ import annotations

# Round times of the 棋友杯 (十、日程安排, all on 2013年10月3日): (start, end) of rounds 1-7.
_MINQUAN_ROUNDS = [
    ("08:30", "09:20"),
    ("09:30", "10:20"),
    ("10:30", "11:20"),
    ("13:30", "14:20"),
    ("14:30", "15:20"),
    ("15:30", "16:20"),
    ("16:30", "17:20"),
]
_MINQUAN_TIMES: dict[str, object] = {
    f"{key}.{n}": f"2013-10-03 {time}"
    for n, (start, end) in enumerate(_MINQUAN_ROUNDS, start=1)
    for key, time in (("round", start), ("round_end", end))
}

HELDOUT4_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_zhangruitu_cup_2013_open.txt": {
        "game": "xiangqi",  # 张瑞图杯象棋个人公开赛
        "format": "swiss",  # 2、比赛采用积分编排制 (no number of rounds)
        "time_control": "每轮棋每方50分钟用时包干，每步加10秒",  # 3、比赛限时办法
        "capacity": 100,  # 参赛名额：报名满100人为止
        # 第一名50000元；第二名20000元 … 第八名2000元；第九名至第十八名各1000元
        "prizes": [
            (1, 1, 50000),
            (2, 2, 20000),
            (3, 3, 10000),
            (4, 4, 6000),
            (5, 5, 5000),
            (6, 6, 4000),
            (7, 7, 3000),
            (8, 8, 2000),
            (9, 18, 1000),
        ],  # fmt: skip
        # 报到时需交纳200元押金，参加全程比赛后退还: a deposit paid back, not a fee (a fee
        # stated is wrong)
    },
    "xiangqi_chaoshan_cup_2013_7_rounds.txt": {
        "game": "xiangqi",  # “潮汕杯”象棋个人赛
        "format": "swiss",  # 2、赛制：采用7轮积分循环编排制 (a points draw, as 积分编排)
        "rounds": 7,
        "points.win": "2",  # 每局胜得2分，和各得1分，负得0分
        "points.draw": "1",
        "points.loss": "0",
        # 依次比较对手分、胜局、犯规、后走局数、累进分、上轮名次: 后走局数 (games with the
        # second seat) has no registry name (second_seat_wins is the games won so), so the chain
        # is read up to it; the top-three playoff and the lots after it are not a chain entry
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 每方40分钟包干第四轮起前五台须记谱，每方45分钟包干，其它台次40分钟包干: 45 minutes
        # on the first five boards from round 4, 40 elsewhere: no one time control (not counted)
    },
    "xiangqi_minquan_qiyou_cup_2013_7_rounds.txt": {
        "game": "xiangqi",  # “棋友杯”迎国庆象棋友谊赛
        "format": "swiss",  # 2、7轮电脑积分编排
        "rounds": 7,
        "time_control": "每方基本用时25分钟包干",  # 1、用时每方基本用时25分钟包干 (用时 the label)
        "points.win": "2",  # 2、个人计分：胜局2分，和局1分，负局0分
        "points.draw": "1",
        "points.loss": "0",
        # 3、个人排名：积分、对手分、胜局、犯规、后走局数 (后走局数: no registry name, last)
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        "capacity": 20,  # 1、限报20名
        "fee": 10,  # 每人交报名费10元 (the meals 另交10元 / 30元 are optional, not the fee)
        # 十、日程安排 第一轮：08:30—09:20 … 第七轮：16:30—17:20, on 2013年10月3日 (二、比赛时间):
        # each round's start (round.N) and end (round_end.N)
        **_MINQUAN_TIMES,
        # 录取前三名，给予物质奖励: no amounts; 8﹕10前报到 is the check-in, not a sign-up deadline
    },
    "xiangqi_jintong_cup_2013_11_rounds.txt": {
        "game": "xiangqi",  # “金通杯”象棋公开赛
        "format": "swiss",  # 1、赛制：采用十一轮电脑积分编排制
        "rounds": 11,
        # 记分方法：210 (the page lost the separators): read as win 2, draw 1, loss 0
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "单方用时1小时包干",  # 2、时限：单方用时1小时包干，超时作负
        "capacity": 120,  # 本次比赛拟报120人，额满为止
        "fee": 100,  # 每人须交报名费100元 (比赛保证金200元 is paid back: not the fee)
        # 第一名6000元；第二名3000元 … 第十一名400元；第十二名300元
        "prizes": [
            (1, 1, 6000),
            (2, 2, 3000),
            (3, 3, 2000),
            (4, 4, 1500),
            (5, 5, 1200),
            (6, 6, 1000),
            (7, 7, 800),
            (8, 8, 700),
            (9, 9, 600),
            (10, 10, 500),
            (11, 11, 400),
            (12, 12, 300),
        ],  # fmt: skip
    },
    "go_gaozhou_league_2017_double_round_robin.txt": {
        "game": "go",  # 高州市2017年围棋联赛
        # 采用双循环个人积分电脑编排制，上半程17轮，下半程17轮，共34轮: each pair twice
        "format": "double_round_robin",
        "rounds": 34,
        # 比赛用时包干，每轮次每个选手用时60分钟，包括收齐单官，超时判负
        "time_control": "每轮次每个选手用时60分钟",
        # 设最佳进步奖1名，体育道德风尚奖2名 (no money): (name, winners, amount)
        "special_awards": [("最佳进步奖", 1, 0), ("体育道德风尚奖", 2, 0)],
        # 毎周比赛一轮，约战时限从周一至周日晚上21:00点止: a weekly window per round, no
        # round's dates written (each would be worked out from 3月6日, not counted);
        # 冠、亚、季军奖: no amounts
    },
    "go_wanhua_chairman_cup_2024_swiss_grades.txt": {
        "game": "go",  # 理事长盃全国围棋公开赛
        "format": "swiss",  # 十四、比赛办法：采国际瑞士制 (no number of rounds)
        # 十三、比赛组别：5段组、4段组 … 丁组、戊组共10组
        "divisions": [
            "5段组",
            "4段组",
            "3段组",
            "2段组",
            "1段组",
            "甲组",
            "乙组",
            "丙组",
            "丁组",
            "戊组",
        ],  # fmt: skip
        "capacity": 300,  # 每一场次限额300人 (one day, one session: the field)
        "no_show_minutes": 15,  # 3.迟到15分钟裁定对方胜
        "round.1": "2024-03-24 09:40",  # 比赛日期：113年3月24日 … 9:40开赛 (113 = 2024)
        # 段位组$600、级位组$500: no one fee (not counted); 比赛前两周截止: no day written (not
        # counted); 不到16人会视情况可取消该组: a division cancelled at discretion, not merged
        # (no division minimum)
    },
    "go_umc_rapid_2021_knockout.txt": {
        "game": "go",  # 联电盃快棋争霸战 (比目法 … 黑先贴还六目半)
        # 资格赛：采单败淘汰制 … 本赛：第一回至四强阶段采单败淘汰制 … 决赛：采三战两胜制
        "format": "knockout",
        "time_control": "基本时限各十分钟，读秒40秒5次",  # 2.用时
        "no_show_minutes": 5,  # 3.比赛迟到加倍扣时，迟到5分钟裁定败
        "deadline": "2021-10-25 17:00",  # 九、报名日期：自即日起至2021年10月25日（一）17:00前
        "prizes": [(1, 1, 600000), (2, 2, 200000)],  # 冠军奖金NT$600,000元、亚军奖金NT$200,000元
        # 奖励（对局费）by game and by stage reached: not a prize by place (not counted); 32 seeded
        # plus 16 qualifiers is no bracket of a power of two (no bracket); the qualifiers'
        # 10:00 / 14:00 are 视报名人数调整 (no round time)
    },
    "chess_taipei_youth_cup_2024_age_groups.txt": {
        "game": "chess",  # 青年盃西洋棋锦标赛
        "format": "swiss",  # 由Swiss系统软件来编配对计算
        # 九、比赛组别 1 幼儿园组 U6 … 7 公开组 Open不限年龄: the Chinese names, without the codes
        "divisions": [
            "幼儿园组",
            "国小低年级",
            "国小中年级",
            "国小高年级",
            "国中组",
            "高中组",
            "公开组",
        ],  # fmt: skip
        # 每组参赛人数若不足8人，则并入下一组比赛: each group, fewest 8, merged into the one
        # listed after it (the older); the last (公开组) has none after it
        "division_minimums": [
            ("幼儿园组", 8, "国小低年级"),
            ("国小低年级", 8, "国小中年级"),
            ("国小中年级", 8, "国小高年级"),
            ("国小高年级", 8, "国中组"),
            ("国中组", 8, "高中组"),
            ("高中组", 8, "公开组"),
            ("公开组", 8, None),
        ],  # fmt: skip
        "no_show_minutes": 5,  # 棋手迟到超过5分钟以输棋论
        "fee": 700,  # 报名费：每人新台币700元
        # (1) Direct Encounter (2) Median-Buchholz(1) (3) Buchholz (4) Fide Tie-Break: the median
        # Buchholz has no registry name, so the chain is read up to it
        "tiebreaks": ["points", "direct_encounter"],
        # 比赛五轮 / 七轮 and 25分钟每步5秒 / 15分钟，每步3秒 by group: no one number of rounds
        # and no one time control (not counted); the page lost the day (no round time)
    },
    "chess_taichung_spring_rating_2025_5_rounds.txt": {
        "game": "chess",  # 西洋棋主委盃春季积分赛
        # no system named: Buchholz, Berger and Progress (a Swiss's tiebreaks) and 5 games in
        # groups of up to 40 (多于40人 … 跳分二组) are a Swiss, no round robin or knockout
        "format": "swiss",
        "rounds": 5,  # 比赛均为5局 (one game a round)
        "time_control": "每场每人15分钟每步延迟10秒",  # 2. 各组用棋钟计时每场每人15分钟每步延迟10秒
        "no_show_minutes": 5,  # 3. 每局开赛迟到五分钟后，判该选手输棋
        "deadline": "2025-01-21 17:00",  # 报名：114年1月2日起至1月21日（二）17:00前 (114 = 2025)
        "divisions": ["公开组", "进阶组", "新人组"],  # 六、比赛组别 (by TCA rating)
        "round.1": "2025-01-26 13:00",  # 四、比赛日期：1月26日 … 13:00开赛
        # 依序参考 Medium Buchholz(1), Berger, Progress: the first has no registry name, so no
        # chain is right (any chain stated counts as wrong)
    },
    "go_shanghai_teachers_teams_2013_knockout.txt": {
        "game": "go",  # 高校教师围棋团体赛
        "teams": True,  # 上场三人进行三局两胜制团体赛
        "boards": 3,  # 每队可报4名参赛选手 … 上场三人
        "reserves": 1,
        # 8所高校 … 比赛共进行三轮，第一轮获胜队伍争夺1~4名，落败队伍争夺5~8名: a knockout of
        # eight in which every place is played off (read as a knockout, not a Swiss)
        "format": "knockout",
        "bracket": 8,
        "rounds": 3,
        "time_control": "每方45分钟包干",  # 1、采用2002版围棋竞赛规则，每方45分钟包干，超时判负
        # 团体前三名队伍获得优胜证书及奖品: no amounts
    },
    "xiangqi_yanhe_league_teams_2018_double_round_robin.txt": {
        "game": "xiangqi",  # 沿河县首届象棋联赛
        "teams": True,
        "boards": 4,  # 每队四人定人定台 … 每队六人（主力4人、替补2人）
        "reserves": 2,
        # 主客场双循环: each pair twice (the number of teams is not given: no rounds)
        "format": "double_round_robin",
        "time_control": "单方40分钟加五秒",  # 七、比赛用时
        "prize_total": 21000,  # 总奖金21000元
        # 奖励团体前6名分别奖励6000元、5000元、4000元、3000元、2000元、1000元
        "prizes": [
            (1, 1, 6000),
            (2, 2, 5000),
            (3, 3, 4000),
            (4, 4, 3000),
            (5, 5, 2000),
            (6, 6, 1000),
        ],  # fmt: skip
        "fee": 1000,  # 每队交报名费1000元 (a team's fee)
        "board.win": "2",  # 单局计分按2、1、0进行
        "board.draw": "1",
        "board.loss": "0",
        "match.win": "2",  # 获胜队伍记场分2分，平局1分，负者记0分
        "match.draw": "1",
        "match.loss": "0",
        # 破同分顺序场分、局分、违例、1台局分直至4台局分: the team's fouls (违例) and the boards'
        # points have no team registry name, so the chain is read up to them
        "tiebreaks": ["match_points", "board_points"],
    },
}
