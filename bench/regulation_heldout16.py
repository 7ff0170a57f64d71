"""The expected values of the sixteenth held-out set (bench/regulation_texts/heldout16), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT16_EXPECTED: dict[str, dict[str, object]] = {
    "chess_shanghai_youth_league_2025_age_groups.txt": {
        "game": "chess",  # 6.2 上海市少儿体育联赛国际象棋比赛 (竞赛项目：国际象棋个人赛)
        "round.1": "2025-06-02 08:00",  # 比赛日期：2025 年6 月2 日（上午8:00 开始）
        # （二）竞赛组别：少儿大师组、U8 及以下组、U10 组、U12 以上组 (the page's own spacing)
        "divisions": ["少儿大师组", "U8 及以下组", "U10 组", "U12 以上组"],
        "deadline": "2025-05-25 23:59",  # 2、报名时间：即日起开始报名，截止时间为5 月25 日
        "fee": 180,  # 3、报名费用：180 元
        # 1、采用电脑瑞士制积分编排，U8 及以下组赛五轮，其余组别赛七轮: the rounds differ by
        # group (no one number of rounds)
        "format": "swiss",
        "time_control": "每局每方25 分钟，每走一步加5 秒",  # 3、比赛用时：…，超时判负。
        # 4、破同分规则：（1）对手分之和；（2）中间对手分之和；（3）胜局数；（4）抽签 (中间对手分,
        # the median Buchholz, has a registry name since this set was measured: the chain first
        # stopped before it)
        "tiebreaks": ["points", "opponents_score", "opponents_score_median", "wins", "lots"],
        # 不足12 人的组别将和其他组别并组比赛 names no group merged into (no division minimums)
    },
    "go_haifong_cup_16th_2024_knockout.txt": {
        "game": "go",  # 第16屆海峰盃職業圍棋賽 (比目法圍棋規則)
        # 三、1. 64人單敗淘汰，最後勝者2人進入決賽，3戰2勝爭冠。
        "format": "knockout",
        "deadline": "2023-12-27 12:00",  # 六、即日起至2023年12月27日（三）中午12:00止。
        # 八、1. 冠 軍：獎金NT$600,000元。 2. 亞 軍：獎金NT$240,000元。
        "prizes": [(1, 1, 600000), (2, 2, 240000)],
        # 七、3 the clock and the no-show (20 / 30 minutes) differ by stage (no one value);
        # 五、2024年1月份開賽 names no day, and the 1月4日 初賽 is only held if over 64 enter
        # (no round time)
    },
    "go_taiwan_amateur_top_ten_2008_swiss.txt": {
        "game": "go",  # 2008業餘十強圍棋賽 (比目法圍棋規則)
        "fee": 500,  # 四、1. 報名費：每人500元連同換證費…
        # 四、2. 報名日期：即日起至97年2月25日止。（限額100人，額滿提前截止）
        "deadline": "2008-02-25 23:59",
        "capacity": 100,
        # 五、比賽日期：97年3月1、2日（六、日） 上午9:30報到 10:00開賽
        "round.1": "2008-03-01 10:00",
        "time_control": "基本時限各30分鐘，用完讀秒（30秒三次）",  # 七、比賽時限：
        # 八、1. …瑞士制三敗淘汰: a Swiss (a player out after three losses)
        "format": "swiss",
        # 九、1. 第一名：新台幣伍萬元整。 第二名：…參萬元整。 第三名：…壹萬元整。
        "prizes": [(1, 1, 50000), (2, 2, 30000), (3, 3, 10000)],
    },
    "go_xiamen_university_tianyuan_cup_2020_swiss.txt": {
        "game": "go",  # 关于举办厦门大学“天元杯”围棋赛的通知
        # 五、（二）比赛采取电脑积分编排制，根据各组报名人数决定最终比赛轮次。
        "format": "swiss",
        # 五、（三）每位棋手基本用时45分钟，基本用时后1次10秒读秒，超时判负。
        "time_control": "每位棋手基本用时45分钟，基本用时后1次10秒读秒",
        "no_show_minutes": 15,  # 开赛后迟到15分钟按弃权处理。
        # 六、（一）个人名次按照积分、对手分、胜对手分、直胜的顺序进行区分: 胜对手分 has no
        # registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score"],
        # 六、（二）1.…第一名：800元；第二名：700元；… 第七：200元；第八名100元；
        "prizes": [
            (1, 1, 800),
            (2, 2, 700),
            (3, 3, 600),
            (4, 4, 500),
            (5, 5, 400),
            (6, 6, 300),
            (7, 7, 200),
            (8, 8, 100),
        ],  # fmt: skip
        # 八、（一）报名截止时间为2020年10月29日24:00前: that day's end
        "deadline": "2020-10-29 23:59",
        # 比赛时间：2020年10月31日—11月1日 names no time (no round time); the rounds are left
        # to the entries
    },
    "xiangqi_gansu_veterans_2017_swiss.txt": {
        "game": "xiangqi",  # …甘肃赛区老年赛暨…元老象棋赛竞赛规程 (竞赛项目：个人赛)
        # 五、2017年5月18日在甘肃棋院举行。18日上午8点半准时开赛。
        "round.1": "2017-05-18 08:30",
        "format": "swiss",  # 八、2、采用电脑积分编排。
        # 八、4、比赛用时：双方共用60分钟基本用时，到40分钟棋局不能结束，加棋钟每方10分钟，超时
        # 判负。
        "time_control": "双方共用60分钟基本用时，到40分钟棋局不能结束，加棋钟每方10分钟",
        # 十、本次比赛不收取报名费。参赛选手报名截止日期为5月14日。
        "fee": 0,
        "deadline": "2017-05-14 23:59",
        # 八、3、视报名情况，决定比赛轮次5或7轮: left to the entries (no rounds); 前六名或前八名
        # get 奖品 only (no prizes)
    },
    "xiangqi_guangqi_cup_9th_video_rapid_2021_knockout.txt": {
        "game": "xiangqi",  # 2021“贵州特曲·广奇杯”第九届视频象棋快棋赛
        "format": "knockout",  # （一）比赛采用单败淘汰赛。
        # （四）1、基本用时：每方6分钟，每走一步加3秒。 (2、加赛用时 is the play-off's)
        "time_control": "每方6分钟，每走一步加3秒",
        # 第一名10万元奖金，第二名5万元奖金，并列第三名各3万元奖金: the two semi-final losers
        # share third place (places 3 to 4); the 出场费 is paid to every other player
        "prizes": [(1, 1, 100000), (2, 2, 50000), (3, 4, 30000)],
        # （一）报名：所有参赛棋手1月30日前报名 (the year is the event's, 2021)
        "deadline": "2021-01-30 23:59",
        # 按棋手年龄长幼分两组，每组8人 splits one bracket in halves (no divisions)
    },
    "xiangqi_jinan_university_autumn_2010_6_rounds.txt": {
        "game": "xiangqi",  # 2010年秋暨南大学中国象棋个人赛
        # （一）比赛使用6轮瑞士积分循环，公开组和暨大组同时比赛。
        "format": "swiss",
        "rounds": 6,
        # …如积分相等，则按以下顺序区分：对手分、累进分、胜局、后走胜局、后走局数…: 后走胜局 is the
        # registry's 后胜局 (second_seat_wins; corrected after the first run, the collector could
        # not see the registry), 后走局数 has no registry name and the chain stops before it
        "tiebreaks": ["points", "opponents_score", "progressive", "wins", "second_seat_wins"],
        # （二）比赛用时：比赛采用电子计时钟，每方30分钟用时，不限着数，超时判负。
        "time_control": "每方30分钟用时，不限着数",
        "no_show_minutes": 15,  # 开赛后15分钟未到场就坐者，按弃权论。
        "divisions": ["暨大组", "公开组"],  # 比赛组别：1.暨大组：… 2.公开组：…
        # 比赛日期：2010年10月17日（星期日） names no time (no round time)
    },
    "xiangqi_qingshui_guanyin_cup_25th_2006_groups.txt": {
        "game": "xiangqi",  # 清水紫雲巖第二十五屆「觀音杯」全國象棋比賽實施辦法
        # 五、1.…民國95年8月26、27日舉行兩天。第一天上午08:30報到，09:30開幕典禮，10:00時開始
        # 比賽。
        "round.1": "2006-08-26 10:00",
        # 七、1.自8月1日起至8月15日止，一律傳真或通訊報名。 (民國95年 = 2006)
        "deadline": "2006-08-15 23:59",
        # 九、1.高 段 組 2.段位甲組 3.段位乙組 4.級 位 組（A組…、B組…） 5.青少年組（國中組、
        # 國小組）: the five groups, the A/B and 國中/國小 splits inside them
        "divisions": ["高段組", "段位甲組", "段位乙組", "級位組", "青少年組"],
        # the system, the clock and the prizes are past the page's end
    },
    "xiangqi_shuozhou_elderly_2024_7_rounds.txt": {
        "game": "xiangqi",  # 朔州市老年人象棋比赛 (执行…《象棋竞赛规则》（2020）)
        "format": "swiss",  # 八、2.采用积分编排赛制，轮次七轮。
        "rounds": 7,
        "capacity": 40,  # 七、1.…均可报名参加，活动限制人数40人。
        "deadline": "2024-09-30 23:59",  # 五、报名时间 2024年9月30日截止
        "fee": 0,  # 七、4.本次活动不收取任何费用，参加活动者食宿自理。
        # 四、2024年10月11日-12日 names no time (no round time); the places get 荣誉证书+奖品
        # only (no prizes)
    },
    "xiangqi_wnzy_staff_2019_swiss.txt": {
        "game": "xiangqi",  # 关于举行教职工象棋比赛的通知 (教职工男子象棋个人比赛)
        "format": "swiss",  # 六、（二）赛制采取积分编排制；
        "no_show_minutes": 10,  # 六、（三）比赛迟到10分钟，按弃权处理。
        # 五、…于2019年5月10日前将报名表交工会。
        "deadline": "2019-05-10 23:59",
        # 三、比赛时间：5月13日—16日 names no time (no round time); 一等奖1名… have no amounts
    },
}
