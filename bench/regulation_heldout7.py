"""The expected values of the seventh held-out set (bench/regulation_texts/heldout7), read by
bench_regulation_text.py: public regulations collected after every reader change before them,
abridged to their competition clauses, their values worked by hand from the text (the clause
quoted beside each) and committed before any reader was run on them.

Readings used throughout, as in the sets before: a time control is the clause's own words
without its label and without 超时判负; a deadline written as a day (…止, …前) is that day's end
(23:59); a tiebreak chain is read in the stated order up to the first criterion with no registry
name (the rest is the organiser's to settle), and with no chain at all when that is the first
one; a value given by group or left to the number of entries is no one value and is not
counted; a capacity only where the text caps the entries; a team event ranked by its members'
individual results is not a team format; a day with no year on the page (and no year worked
out from it) gives no date.
"""

from __future__ import annotations

HELDOUT7_EXPECTED: dict[str, dict[str, object]] = {
    "chess_zhongfu_cup_2016_9_rounds.txt": {
        "game": "chess",  # 第二届“中孚杯”全国国际象棋公开赛 … 比赛项目为国际象棋公开赛
        "rounds": 9,  # 2、赛制：视报名情况采用循环赛或瑞士制，比赛共9轮
        "time_control": "每方棋手45分钟，加30秒",  # 3、比赛时限：每方棋手45分钟，加30秒。
        # 循环赛或瑞士制 is left to the entries (no format); the page breaks off in 棋士组 (六级组
        # ……), so the groups are not all on it (no divisions); 1月30日至2月3日 names no time
    },
    "chess_xiaohanma_online_2023_5_rounds.txt": {
        "game": "chess",  # 小悍马国际象棋国庆大赛 … 竞赛项目 国际象棋公益赛
        "rounds": 5,  # 比赛为5轮 … 赛程安排：采用5轮10+3制
        "time_control": "每方用时10分钟，每步棋加3秒",  # （二）比赛用时：
        "round.1": "2023-10-01 10:00",  # 二、竞赛时间 2023年10月1日 10点-12点
        "deadline": "2023-10-01 23:59",  # 1、请于2023年10月1日前报名 (that day's end)
        # 采用瑞士制10+3的比赛形式 in the preamble against 视参赛人数使用瑞士制或循环制 in 竞赛办法:
        # left to the entries (no format); 15元/人（9/29前报名）25元/人（9/29-比赛前报名）: two
        # fees by the day of sign-up (no one fee); 奖金 … 比例为报名费用的85%: no amounts
    },
    "xiangqi_zhouzhuang_cup_taipei_2015_knockout.txt": {
        "game": "xiangqi",  # “周庄杯”海峡两岸象棋大师赛（台北预赛） 1.采亚洲象棋规则
        "format": "knockout",  # 2.赛制采单败淘汰制，选手抽签对阵序，设8个种子签
        "capacity": 24,  # 七、2.人数限制24位，以传真优先顺序
        "deadline": "2015-02-02 23:59",  # 十一、截止日期：2015年2月2日
        # 3.每轮比赛采两局分先。每方基本用时30分钟每着棋加10秒，先超时者判负。 (the 快棋 and 超快棋
        # clocks are the playoffs of a drawn match)
        "time_control": "每方基本用时30分钟每着棋加10秒",
        "no_show_minutes": 10,  # 1.自裁判长宣布比赛开始，逾10分钟仍未到座，按弃权论。
        # 五、比赛日期：2015年2月7-8日 六、比赛时间：上午九时至下午六时: the first day's play
        # starts at nine
        "round.1": "2015-02-07 09:00",
        # 八、比赛奖励：1.一至四名获取决赛资格 2.五至八名新台币2000元: this preliminary's money
        # (九、3.决赛奖金 is the final's, a later event of eight players)
        "prizes": [(5, 8, 2000)],
        # 24 entries with 8 seeds is no bracket of a power of two (no bracket)
    },
}
