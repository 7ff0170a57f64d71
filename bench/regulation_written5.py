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
}
