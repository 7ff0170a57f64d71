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
    "xiangqi_caishen_cup_rapid_2013_knockout.txt": {
        "game": "xiangqi",  # “财神杯”全国电视象棋快棋邀请赛 (执行《象棋竞赛规则》（2011试行）)
        "format": "knockout",  # （二）比赛采用16人单败淘汰赛。
        "bracket": 16,
        # （五）1、基本用时：每方6分钟，每走一步加3秒。 (2、加赛用时 is the playoff of a drawn
        # match, 红方5分钟，黑方3分钟)
        "time_control": "每方6分钟，每走一步加3秒",
        # 第一名10万，第二名5万，半决赛负方3万，第二轮负方1.5万，首轮负方1万: in a bracket of 16
        # the semi-finals' two losers are 3rd-4th, the second round's four 5th-8th and the first
        # round's eight 9th-16th
        "prizes": [
            (1, 1, 100000),
            (2, 2, 50000),
            (3, 4, 30000),
            (5, 8, 15000),
            (9, 16, 10000),
        ],  # fmt: skip
        "deadline": "2013-01-22 23:59",  # （一）报名：所有参赛棋手1月22日前报名 (the year 2013)
        # the sixteen players are invited (no capacity); 2013年1月31日至2月2日 names no time;
        # 分先两局制，打平加赛一局，和棋黑胜 is each round's match, no key of a knockout
    },
    "xiangqi_kaiping_lougang_spring_2017_9_rounds.txt": {
        "game": "xiangqi",  # 中国象棋成年组公开赛 (采用1999年象棋比赛规则)
        "format": "swiss",  # 四、…电脑积分编排制
        "rounds": 9,  # 二、…年初一5轮比赛，…年初二4轮比赛，…共赛9轮。
        "time_control": "单方用时15分钟+5秒",  # 四、…电脑积分编排制，单方用时15分钟+5秒，…
        "no_show_minutes": 10,  # 迟到10分钟当该轮弃权处理
        "forfeits_to_withdraw": 2,  # 弃权两轮取消比赛资格
        # 五、奖金为第一名：3000元，第二名：2000元，…第六名：300元，第七名——第十二名：各200元
        "prizes": [
            (1, 1, 3000),
            (2, 2, 2000),
            (3, 3, 1000),
            (4, 4, 600),
            (5, 5, 400),
            (6, 6, 300),
            (7, 12, 200),
        ],  # fmt: skip
        # 大年初一、初二 … 中午1点钟开始: lunar days, no date written (no round time); the three
        # 楼冈 players' 各500元 is a condition on three players, not a place; 保证金100元 …
        # 退还 is a deposit of some players, not a fee; 报名时间从即日起至 (blank): no deadline
    },
    "xiangqi_zhongshan_yuexiu_cup_2013_7_rounds.txt": {
        "game": "xiangqi",  # 中山市“粤秀地产杯”中国象棋棋王赛
        "format": "swiss",  # 1、比赛采用7轮电脑积分编排
        "rounds": 7,
        "no_show_minutes": 15,  # 3、每轮迟到15分钟作弃权处理，弃权2轮不再编排比赛。
        "forfeits_to_withdraw": 2,
        "time_control": "每轮比赛单方用时45分钟",  # 4、每轮比赛单方用时45分钟，超时判负。
        # 第一名奖金1000元、第二名奖金500元、第三名奖金300元、第四名奖金200元、第5名—第8名奖金
        # 100元。
        "prizes": [(1, 1, 1000), (2, 2, 500), (3, 3, 300), (4, 4, 200), (5, 8, 100)],
        "fee": 50,  # 八、…报名费50元，可比赛时再交。
        "deadline": "2013-01-01 23:59",  # 报名截止日期2013年1月1日。
        # 名额有限、报满为止 names no number (no capacity); 2013年1月2日、3日 names no time
    },
}
