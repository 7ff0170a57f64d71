"""The expected values of the sixth written set (bench/regulation_texts/written6), read by
bench_regulation_text.py: regulations written for the test, not collected (events of other
places and styles: a Malaysian club, a school's notice, a county sports meeting, a weekly
league, a company team event, an online evening event), their values worked by hand from the
text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

WRITTEN6_EXPECTED: dict[str, dict[str, object]] = {
    "chess_kl_bangsar_club_2026_swiss_7_rounds.txt": {
        "game": "chess",  # 2026年孟沙棋友会国际象棋公开赛 (采用国际棋联（FIDE）最新国际象棋规则)
        "format": "swiss",  # 1. 本次比赛采用瑞士制（Swiss System），共七轮
        "rounds": 7,
        # 2. 时间：每方基本用时30分钟，每步加10秒（30 min + 10 sec increment）。: the English
        # in brackets restates the clock (not a further clock word)
        "time_control": "每方基本用时30分钟，每步加10秒",
        "no_show_minutes": 30,  # 3. …迟到超过30分钟，作弃权论，该局判负。
        "penalty.手机": "0/each 判负",  # 4. …手机在对局中发出响声者，该局判负。
        # 四、赛程 Saturday 14 March … Round 1 9.00am … Sunday 15 March … Round 7 2.30pm
        # (Registration 8.00am and 颁奖礼 5.30pm are no rounds)
        "round.1": "2026-03-14 09:00",
        "round.2": "2026-03-14 11:30",
        "round.3": "2026-03-14 14:30",
        "round.4": "2026-03-14 17:00",
        "round.5": "2026-03-15 09:00",
        "round.6": "2026-03-15 11:30",
        "round.7": "2026-03-15 14:30",
        # 五、（1）Buchholz Cut 1（去掉一个最低分的对手分）；（2）对手分；（3）索伯分；（4）胜局数；
        # （5）以上相同则抽签决定。
        "tiebreaks": [
            "points",
            "opponents_score_less_lowest",
            "opponents_score",
            "sonneborn_berger",
            "wins",
            "lots",
        ],  # fmt: skip
        # 六、冠、亚、季军奖金依次为 RM 800、RM 500、RM 300 … 第四至第八名各 RM 100
        "prizes": [(1, 1, 800), (2, 2, 500), (3, 3, 300), (4, 8, 100)],
        # 七、2. 报名截止：(next line) 2026年3月7日（星期六）晚上11.59pm，或额满为止。
        "deadline": "2026-03-07 23:59",
        "capacity": 120,  # 3. 名额：限120人，…额满即止。
        # 1. 报名费：成人 RM 50；学生 RM 30: by entrant (no one fee); the RM 50 书券 for 最佳女棋手
        # / 最佳少年棋手 are special awards, not places; 申诉费 RM 100 is no fee
    },
    "go_lishui_shiyan_school_2026_grade_groups_5_rounds.txt": {
        "game": "go",  # 2026年“小棋圣”围棋比赛 (《中国围棋竞赛规则》（2002年版）)
        "format": "swiss",  # （二）各组均采用积分编排制，共赛5轮。
        "rounds": 5,
        # 三、时间：2026年4月18日 … 8:10 集合, 8:20召开赛前会议: a meeting, no round
        # （三）上午 9:00 第一轮 10:00 第二轮 11:00 第三轮 / 下午 1:30 第四轮 2:30 第五轮
        "round.1": "2026-04-18 09:00",
        "round.2": "2026-04-18 10:00",
        "round.3": "2026-04-18 11:00",
        "round.4": "2026-04-18 13:30",
        "round.5": "2026-04-18 14:30",
        # 五、按年级分为：1、一年级组 2、二年级组 3、三四年级组 4、五六年级组
        "divisions": ["一年级组", "二年级组", "三四年级组", "五六年级组"],
        "time_control": "每方20分钟包干",  # （五）用时：每方20分钟包干，超时判负。
        "points.win": "2",  # （六）计分：胜一局得2分，负一局得0分。
        "points.loss": "0",
        # （七）积分相同时，依次比较对手分、累进分、胜局数，仍相同则抽签决定名次。
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "lots"],
        "no_show_minutes": 10,  # （八）开赛10分钟后未到场者，按弃权处理，该局判负。
        "penalty.交谈": "1/each",  # 七、1. 对局中不得交谈，不得说棋，违者每次扣1分。
        "penalty.说棋": "1/each",
        # 九、2. 报名截止：(next line) 2026年4月10日（星期五）下午4:00
        "deadline": "2026-04-10 16:00",
        "fee": 0,  # 3. 本次比赛不收取任何费用。
        # 每班限报8人 caps each class (no capacity); 八、前30%… 一、二、三等奖 are certificates
        # (no prizes); 旁观家长…扣该选手2分 is no penalty key
    },
}
