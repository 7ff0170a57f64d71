"""The expected values of the fourteenth held-out set (bench/regulation_texts/heldout14), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT14_EXPECTED: dict[str, dict[str, object]] = {
    "chess_hk_eastern_district_2021_7_rounds.txt": {
        "game": "chess",  # 东区国际象棋锦标赛2021（国际棋联计分赛）
        "format": "swiss",  # 赛　制：积分编排制七轮，每方五分钟，每步加三秒
        "rounds": 7,
        "time_control": "每方五分钟，每步加三秒",
        # 比赛日期：2022年1月16日（星期日） 比赛时间：13:30 – 16:15
        "round.1": "2022-01-16 13:30",
        "fee": 0,  # 报名费用：全免
        # …组别：U8, U10, U12, U14, U16, U18, Open
        "divisions": ["U8", "U10", "U12", "U14", "U16", "U18", "Open"],
        # 各组名额二十五人 caps each group (no one capacity); the prize table differs by group
        # (Open 冠军500, the others 400 …): no one list; no deadline on the page
    },
    "xiangqi_singapore_qiyou_cup_2011_teams_5_rounds.txt": {
        "game": "xiangqi",  # 2011第三届新加坡棋友杯象棋团体赛 (规则：亚洲棋规)
        "teams": True,  # 赛制：五轮三台团体赛，瑞士制积分循环
        "boards": 3,
        # 每队报名最少3人，最多6人，3人下场比赛，其余为替补
        "reserves": 3,
        "format": "swiss",  # 本次比赛采用5轮瑞士制积分循环赛，电脑软件编排。
        "rounds": 5,
        "time_control": "每方30分钟包干",  # 时间：每方30分钟包干。
        # 时间：2011年3月5日（星期六） 第一轮：3月5日下午2点 … 第五轮：3月5日下午6点
        "round.1": "2011-03-05 14:00",
        "round.2": "2011-03-05 15:00",
        "round.3": "2011-03-05 16:00",
        "round.4": "2011-03-05 17:00",
        "round.5": "2011-03-05 18:00",
        "fee": 15,  # 报名费每队15元
        # how a match is scored is not stated (no match or board points)
    },
    "xiangqi_miri_new_year_2023_arena.txt": {
        "game": "xiangqi",  # 2023年癸卯新春象棋擂台赛 (规则采用世界象棋规则)
        "time_control": "10分钟加3秒",  # 比赛用时10分钟加3秒；超时判负。
        # 订于2023年1月29日（年初八）星期日早上8时，在美里老人街举办
        "round.1": "2023-01-29 08:00",
        # 当天老人街共设5座擂台，其中3台为公开组、2台为少年组。
        "divisions": ["公开组", "少年组"],
        # single challengers against 台主 (守擂 / 攻擂), not the team ladder of the schema: no
        # system (no format); 成人5令吉; 学生…免费报名: no one fee; 挑战成功获得20令吉 / 10令吉 is
        # paid per win, not a place (no prizes)
    },
    "xiangqi_toronto_mongkok_open_2011_swiss_knockout.txt": {
        "game": "xiangqi",  # 二零一一年多伦多新旺角象棋公开赛 (用世象联棋例)
        # 初赛：瑞士制绩分循环赛 … 决赛：单淘汰赛（两局制）
        "format": "swiss_knockout",
        "rounds": 6,  # 六轮绩分循环赛，每周两轮一局制
        "advance": 4,  # 从六轮初赛名次最好四名棋手将进入决赛
        # 名次由下列分数决定：场分；对手分；胜场
        "tiebreaks": ["points", "opponents_score", "wins"],
        "forfeits_to_withdraw": 2,  # 棋手缺席两轮将按自动退出比赛处理
        "fee": 0,  # 报名费用：免费
        # 第一名：奖杯，及150元的现金券 第二名：…100元… 第三名：…50元…
        "prizes": [(1, 1, 150), (2, 2, 100), (3, 3, 50)],
        # 每星期六下午一时至五时 is a weekly time (no round time); no clock on the page
    },
    "go_tuofu_cup_selection_2014_knockout.txt": {
        "game": "go",  # 『托福杯』国际新锐围棋对抗赛台湾代表选拔 (比目法，一律分先)
        # 八、2.男子组初赛单败淘汰取4名进决赛。决赛单败淘汰
        "format": "knockout",
        "time_control": "30秒一步，10次1分钟保留时间",  # 七、比赛用时：
        "deadline": "2014-07-10 17:00",  # 五、即日起至2014年7月10日（四）17:00前…报名
        "no_show_minutes": 10,  # 八、4.迟到10分钟（含）以上者裁定败。
        # 六、男子初赛：7月20日（日）、27日（日）。…一日赛2场，上午场10:00开赛
        "round.1": "2014-07-20 10:00",
        # 一、4.本赛奖金 is the main event's in Japan, not this selection's, and 对局费 is paid
        # per game (no prizes); 女子选拔：另订 (no divisions)
    },
    "go_mlily_cup_selection_2015_knockout.txt": {
        "game": "go",  # 「MLILY梦百合杯」…台湾代表选拔 (中国围棋规则)
        "format": "knockout",  # 七、赛制：单败淘汰制。
        "deadline": "2015-01-12 17:00",  # 四、报名：2015年1月12日（一）17:00前…报名
        # 六、初赛：1月19日（一）、21日（三）上下午各一场。上午10:00开赛 (the year is the
        # deadline's, 2015)
        "round.1": "2015-01-19 10:00",
        "no_show_minutes": 20,  # 十二、1. 比赛迟到加倍扣时，迟到20分钟裁定败。
        # 九、初赛…每方各一小时，三次三十秒读秒 / 决赛…每方各两小时…: the clock differs by
        # stage (no one time control); 对局费 per game (no prizes)
    },
    "go_guoshou_15th_2019_knockout_challenge.txt": {
        "game": "go",  # 第十五届『国手赛』 (比目法围棋规则)
        # 六、1、…单败淘汰制。最后胜出者获挑战权。 2、挑战赛：五战三胜制
        "format": "knockout",
        "round.1": "2019-09-03 11:00",  # 四、比赛日期：2019年9月3日（二）上午11:00开赛。
        "deadline": "2019-08-20 17:00",  # 五、即日起至2019年8月20日（二）17:00前…报名
        "no_show_minutes": 20,  # 十、1、比赛迟到加倍扣时，迟到20分钟裁定败。
        # 九、6、挑战赛：第一名国手奖金50万元，第二名奖金20万元。
        "prizes": [(1, 1, 500000), (2, 2, 200000)],
        # 八、每局各用时2小时… / 挑战赛：每局各用时3小时…: the clock differs by stage (no one
        # time control); the 对局费 are per game
    },
    "chess_xinjiang_schools_2015_age_groups.txt": {
        "game": "chess",  # 新疆首届中小学生国际象棋锦标赛
        "format": "swiss",  # 竞赛办法：采用个人积分循环制，轮数视报名人数决定比赛轮次。
        "time_control": "每方基本用时45分钟包干",  # 比赛时限：…，超时判负。
        # 组别：甲组（16岁组）、乙组（14岁组）、丙组（12岁组）、丁组（10岁组）。
        "divisions": ["甲组", "乙组", "丙组", "丁组"],
        # the team places sum the members' individual places (not a team format); the rounds
        # are left to the entries; 2015年7月 names no day
    },
    "chess_suzhou_schools_2025_7_rounds.txt": {
        "game": "chess",  # 苏州市第三届国际象棋校际邀请赛
        "format": "swiss",  # 竞赛办法：本次比赛采用瑞士制，一共设置7轮
        "rounds": 7,
        # 报名：…计划于1月5日截止 (the year is the event's, 2025, the page dated 2024-12-26)
        "deadline": "2025-01-05 23:59",
        # 比赛日期：2025年1月18日 names no time (从上午到下午: no round time); 低年级、中年级和
        # 高年级组, 中学生单独设组, 男女分别计分: no plain list (divisions not counted)
    },
    "go_umc_cup_4th_2023_stages.txt": {
        "game": "go",  # 第四届『联电杯』职业围棋赛 (比目法，一律分先)
        "round.1": "2023-05-05 11:00",  # 五、比赛日期：2023年5月5日（五）上午11:00开赛。
        "deadline": "2023-05-02 17:00",  # 六、即日起至2023年5月2日（二）17:00于…报名
        # 七、单败淘汰 (初赛) → 双败淘汰 (复赛) → 8人单循环 (循环圈) → 七战四胜 (冠亚军赛):
        # four stages of three systems, no one system named (no format); the clock and prizes
        # are past the page's end
    },
    "xiangqi_markham_new_mongkok_cup_2018_teams_7_rounds.txt": {
        "game": "xiangqi",  # 2018新旺角杯象棋团体赛
        "teams": True,  # 比赛项目：队际团体赛，双打团体赛
        "format": "swiss",  # 比赛细则：…7轮瑞士编排制
        "rounds": 7,
        # 比赛日期：2018年2月18（星期日）和2月19日（星期一）下午1时开始
        "round.1": "2018-02-18 13:00",
        # 每轮每队派2或4人参赛 (two or four, by the events entered): no one number of boards;
        # the clock, the scoring and the prizes are past the page's end
    },
}
