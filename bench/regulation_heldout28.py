"""The expected values of the twenty-eighth held-out set (bench/regulation_texts/heldout28), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT28_EXPECTED: dict[str, dict[str, object]] = {
    "go_hangzhou_dingduan_2018_7_rounds.txt": {
        "game": "go",  # 2018杭州市3月业余围棋定段定级赛（成人组） (2002年围棋竞赛规则)
        "format": "swiss",  # 五、2.比赛采用积分编排制，共赛七轮。
        "rounds": 7,
        # 五、3.比赛每方40分钟，裁判组根据情况加钟，加钟后超时判负，迟到30分钟判负。: the
        # further clock words kept, 加钟后超时判负 (the 超时判负) and the lateness dropped
        "time_control": "每方40分钟，裁判组根据情况加钟",
        "no_show_minutes": 30,
        # 六、3月3 日 8:30 第一、二轮 / 12:30 第三-五轮 / 3月4 日 8:30 第六、七轮: each block's
        # time is its first round's start (rounds 2, 4, 5 and 7 have no time of their own)
        "round.1": "2018-03-03 08:30",
        "round.3": "2018-03-03 12:30",
        "round.6": "2018-03-04 08:30",
        "fee": 150,  # 八、1.报名费：150元
        "capacity": 300,  # 九、1.…1月 29日10:00起开始网络报名，人数300人，额满为止。
        # no deadline stated as such (2月9日-23日网上可自由报名 is a window for changes, and
        # 2月 27日17:00 the last day to query the list); one group only (成人: 定段组)
    },
    "go_nanjing_qiyuan_upgrade_2025_5_rounds.txt": {
        "game": "go",  # 2025年2月南京棋院业余围棋升级赛 (《围棋竞赛规则》)
        "format": "swiss",  # 用电脑随机抽签做积分编排，所有组别都打五轮。
        "rounds": 5,
        # 用时是包干制，每轮双方共用40分钟。裁判视棋局进展随时开计时钟，剩余时间两人平分，
        # 超时判负: the label (用时是) and 超时判负 dropped, the further clock words kept
        "time_control": "包干制，每轮双方共用40分钟。裁判视棋局进展随时开计时钟，剩余时间两人平分",
        "no_show_minutes": 15,  # 迟到15分钟（含）算弃权，直接判负。
        # the groups are named only in the promotion clauses (无级组, 升9、10级组 …): no plain
        # list (no divisions); 别议论别人的棋局——违者轻则判负，重则取消比赛资格 is a graded
        # sanction, no one penalty; the page names no date or time of play
    },
    "xiangqi_staff_lezaiqizhong_2025_knockout.txt": {
        "game": "xiangqi",  # 分为中国象棋、双人跳棋两个项目 (2020 版《中国象棋竞赛规则》)
        "format": "knockout",  # 五、2.采取单淘汰制比赛方法。胜者晋级，败者淘汰，一淘到底。
        # 五、4.比赛采取一局定胜负（每局每人限时10 分钟）。
        "time_control": "每局每人限时10 分钟",
        # 六、3.各分工会于9 月3 日15 点前…统一发送至院工会邮箱 (the year is the event's, 2025年
        # 9 月上旬)
        "deadline": "2025-09-03 15:00",
        # 2025 年9 月上旬 names no day (no round time); 如再出现和棋，先手判负 is the drawn
        # game's rule, no key
    },
    "xiangqi_jzlg_chaoyang_cup_2014_groups_knockout.txt": {
        "game": "xiangqi",  # “朝阳杯”中国象棋大赛
        # 五、2、（2）积分方法：每局胜者得3分，平局各得一分，负者得0分。
        "points.win": "3",
        "points.draw": "1",
        "points.loss": "0",
        # 四、1、报名截止日期：4月11日 (the year is the notice's, 2014年4月8日)
        "deadline": "2014-04-11 23:59",
        # 四、2、团体赛开赛时间：4月15日下午14:30。 (the first play; 个人赛 starts 4月17日)
        "round.1": "2014-04-15 14:30",
        # 团体赛 is six-player round robins whose members play one another, then the 个人赛
        # takes the top thirty to a knockout and a round robin: several stages of no one named
        # system (no format), and the 团体 is ranked by members' games (not a team format);
        # 每招走棋的时间不超过60秒 … 每局棋不得超过45分钟 is a per-move limit with warnings, no
        # one clock (no time control); 团体赛取前三名 names no amounts (no prizes)
    },
    "xiangqi_zhongshan_youyi_cup_2015_7_rounds.txt": {
        "game": "xiangqi",  # 第七届“友弈杯”象棋公开赛 … 三、比赛项目：象棋个人公开赛
        # 六、比赛办法：执行《2011象棋竞赛规则》，比赛7轮，比赛用时25分钟加3秒。
        "rounds": 7,
        "time_control": "25分钟加3秒",
        "fee": 50,  # 七、…报名费50元。
        "deadline": "2015-11-07 23:59",  # 八、…报名截止日期为2015年11月7日。
        # 九、奖励设置：第1名1180元，第2名700元 … 第8名50元 。
        "prizes": [
            (1, 1, 1180),
            (2, 2, 700),
            (3, 3, 500),
            (4, 4, 300),
            (5, 5, 200),
            (6, 6, 150),
            (7, 7, 100),
            (8, 8, 50),
        ],  # fmt: skip
        # no pairing system named (比赛7轮 only: no format); 16岁以下第一名发鼓励奖100元 is a
        # special award, left out; 2015年11月8日 names no time (no round time); no total stated
    },
    "go_sichuan_huaxi_kids_undated_7_rounds.txt": {
        "game": "go",  # 四川省围棋协会 指导 … 七、1、采用最新中国围棋竞赛规则。
        "rounds": 7,  # 七、2、各组比赛7轮，裁判视情况增加计时钟；
        # 七、3、…依据个人积分、对手分、直胜、逐轮递减确定名次: a bare 逐轮递减 names neither
        # 对手分 nor 累进分 (no one registry name), so the chain is read up to 直胜
        "tiebreaks": ["points", "opponents_score", "direct_encounter"],
        "no_show_minutes": 15,  # 七、4、比赛迟到15分钟判弃权负，累计两轮弃权不再编排。
        "forfeits_to_withdraw": 2,
        # 六、比赛分组：1、吃子组 … 2、级位组
        "divisions": ["吃子组", "级位组"],
        # 九、各组第一名…奖金1000元 … 各组第七至十名…奖金150元: one table for every group
        "prizes": [
            (1, 1, 1000),
            (2, 2, 600),
            (3, 3, 400),
            (4, 6, 200),
            (7, 10, 150),
        ],  # fmt: skip
        # no year on the page (8月12日 10:10 gives no date); 采用云蛇软件进行编排 names no system
        # (no format); no clock (裁判视情况增加计时钟 only)
    },
    "go_hk_children_13th_2016_age_groups.txt": {
        "game": "go",  # 第十三屆全港幼兒圍棋大賽
        # 分組詳情﹕分4歲、5歲、6歲及公開組。 (named 4歲及5歲組 / 6歲及公開組 in 比賽時間)
        "divisions": ["4歲組", "5歲組", "6歲組", "公開組"],
        "fee": 180,  # 報名辦法：…連同報名費180元正
        "deadline": "2016-06-05 23:59",  # 截止報名日期為6月5日。 (the year is the event's)
        # 比賽時間 differs by group and its spans open with the 報到 (上午九時至九時三十分為報到
        # 時間): no one start of play (no round time); 先到先得，額滿即止 names no number (no
        # capacity); the trophies and certificates carry no amounts (no prizes); no system, no
        # rounds, no clock on the page
    },
}
