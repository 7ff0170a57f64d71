"""The expected values of the fortieth held-out set (bench/regulation_texts/heldout40), read by
bench_regulation_text.py: public 围棋 and 国际象棋 regulations (mainland China and Taiwan) collected
blind (no reader run on them, no reader code read), abridged to their competition clauses, their
values worked by hand from the text (the clause quoted beside each) and committed before any reader
was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT40_EXPECTED: dict[str, dict[str, object]] = {
    "go_jiaozhou_xincheng_cup_school_dan_kyu_2022_6_rounds.txt": {
        # 2022新城杯青岛市中小学生围棋定段.定升级赛（胶州赛区） (《2002年版围棋竞赛规则》)
        "game": "go",
        "format": "swiss",  # 十、（二）比赛采用6轮电脑积分编排；
        "rounds": 6,
        # 七、比赛时间：202272-7月3日，8点报到，8:20开始。 (the page lost 年/月/日: 2022年7月2日
        # to 7月3日; the timetable names no day, read as the first day, 7月2日)
        # 第一轮：820-----9:20 第二轮：930----10:30 第三轮：1040----11:40 第四轮：1330----14:30
        # 第五轮：1440----15:40 第六轮： 15:50—-16:50 (each round's start and its stated end; the
        # page lost the colon in 820, 930, 1040, 1330, 1440)
        "round.1": "2022-07-02 08:20",
        "round_end.1": "2022-07-02 09:20",
        "round.2": "2022-07-02 09:30",
        "round_end.2": "2022-07-02 10:30",
        "round.3": "2022-07-02 10:40",
        "round_end.3": "2022-07-02 11:40",
        "round.4": "2022-07-02 13:30",
        "round_end.4": "2022-07-02 14:30",
        "round.5": "2022-07-02 14:40",
        "round_end.5": "2022-07-02 15:40",
        "round.6": "2022-07-02 15:50",
        "round_end.6": "2022-07-02 16:50",
        "no_show_minutes": 15,  # （三）比赛迟到超过15分钟者作自动弃权判负处理；
        # 十二、（三）报名时间：202266——2022622（报名截止后 … : 2022年6月6日 to 6月22日, that
        # day's end (the page lost 年/月/日 here too and breaks off)
        "deadline": "2022-06-22 23:59",
        # （四）组别：定段组 ；定级组升级组 — the second item lost its separator (定级组、升级组?):
        # no certain list (no divisions); no clock, no fee on the page (the page breaks off)
    },
    "go_tianshui_huaqian_cup_youth_open_dan_2016.txt": {
        "game": "go",  # 2016暑期“華千杯”陜西甘肅青少年圍棋公開賽暨升段賽
        # 八、1. …自即日起到7月20日前報名。 (…前: that day's end; the year is the event's, 2016)
        "deadline": "2016-07-20 23:59",
        # 九、比賽時間：比賽于2016年7月30日早8點30準時開賽。遲到20分鐘按棄權判負
        "round.1": "2016-07-30 08:30",
        "no_show_minutes": 20,
        # 3.報名費：定段組100元，1.2段組150元，3段組報名費200元，公開賽報名費每人200元: by group
        # (no one fee); 十、公開組獎勵：第一名獎金3000元 … 第四，五，六，七，八獎金500元 is written
        # for the 公開組 only (the 升段賽 groups have none): not counted, as a value of one part;
        # 定段組7局 / 2段組八局: rounds by group (no one number); no pairing system named (no
        # format); the groups appear only in the promotion clauses (no divisions); no clock
    },
    "go_chengdu_weijia_huawei_cup_2020_team_league_rounds_9_15.txt": {
        "game": "go",  # 2020华为手机杯中国围棋甲级联赛成都赛会制通知 (中国围棋协会)
        # 各围甲参赛队 … 常规赛后7轮及季后赛: a league of teams
        "teams": True,
        # 3。日程安排：12月6日 11:00第9轮比赛 … 12月13日 11:00第15轮比赛 (the league's own round
        # numbers; 12月10日 休息; the year is the notice's, 2020)
        "round.9": "2020-12-06 11:00",
        "round.10": "2020-12-07 11:00",
        "round.11": "2020-12-08 11:00",
        "round.12": "2020-12-09 11:00",
        "round.13": "2020-12-11 11:00",
        "round.14": "2020-12-12 11:00",
        "round.15": "2020-12-13 11:00",
        # 季后赛第1轮 … 第3轮 (two days each) and 总决赛 are the play-offs' own rounds, numbered
        # again from 1: no round.1–3 of the league (rounds 1–8 were played before the notice);
        # 4。比赛用时：慢棋每方2小时后5次一分钟读秒，快棋每方1小时后3次30秒读秒: the clock differs
        # by board (no one time control); 快棋开赛时间为13:00 is that board's start, no round; no
        # system named (no format), no boards count on the page
    },
    "go_yixing_autumn_dan_2025_7_rounds.txt": {
        "game": "go",  # 2025年宜兴市秋季围棋段位赛 (中国围棋协会审定的最新围棋竞赛规则)
        # 六、1、…采用积分编排电脑编排，7轮积分循环制比赛。 (积分循环制 here the Swiss)
        "format": "swiss",
        "rounds": 7,
        # 四、比赛时间：2025年11月2日 上午08:30开始第一轮、第二轮，第三轮比赛；下午1:00开始、
        # 第四轮、第五轮、第六轮、第七轮比赛。 (each block's time is its first round's start)
        "round.1": "2025-11-02 08:30",
        "round.4": "2025-11-02 13:00",
        # 2、用时规定：每轮双方共使用1小时，根据比赛进程随时使用计时钟，剩余时间双方平分，超时判负，
        # 比赛迟到15分钟者作自动弃权处理。 (label, 超时判负 and the lateness dropped)
        "time_control": "每轮双方共使用1小时，根据比赛进程随时使用计时钟，剩余时间双方平分",
        "no_show_minutes": 15,
        # 5、…积分高者名次列前。积分相同，比较对手分…；若仍相同…（1）整个比赛，警告次数少者名次
        # 列前；（2）比较相互之间的胜负（仅限2人）；（3）依次比较所胜对手中最好；（4）…抽签: the
        # chain up to 所胜对手中最好 (no registry name)
        "tiebreaks": ["points", "opponents_score", "warnings", "direct_encounter"],
        # 三、比赛项目：（1）市围棋定段比赛。（2）市围棋升段比赛（1段组、2段组）。 and 3、定段，
        # 升2段，升3段，分开计算成绩: no plain list of groups (no divisions); no fee on the excerpt
        # (the 300元申诉费 is an appeal fee, left out with the page's tail)
    },
    "chess_shenzhen_futian_tiehan_cup_youth_3rd_2015_11_rounds.txt": {
        "game": "chess",  # 第三届“福田·铁汉生态杯”全国青少年国际象棋公开赛
        "rounds": 11,  # 三、比赛日程安排 共11轮
        # 30日 第一轮 9:30 第二轮15:00 / 31日 第三轮 9:30 第四轮14:00 第五轮16:10 / 1 日 第六轮9:30
        # 第七轮14:00 第八轮16:10 / 2 日 全天休息 / 3 日 第九轮9:30 第十轮15:00 / 4 日 第十一轮9:30
        # (一、…2015年7月30日至8月4日: 30日 and 31日 are July's, 1 日 to 4 日 August's)
        "round.1": "2015-07-30 09:30",
        "round.2": "2015-07-30 15:00",
        "round.3": "2015-07-31 09:30",
        "round.4": "2015-07-31 14:00",
        "round.5": "2015-07-31 16:10",
        "round.6": "2015-08-01 09:30",
        "round.7": "2015-08-01 14:00",
        "round.8": "2015-08-01 16:10",
        "round.9": "2015-08-03 09:30",
        "round.10": "2015-08-03 15:00",
        "round.11": "2015-08-04 09:30",
        # 二、比赛组别：…公开组（…） A组（14岁组：…） … F组（6岁组：…） (the list as the page
        # gives it; 男、女各分为6个组别，共计13个组 splits them by gender, unnamed)
        "divisions": ["公开组", "A组", "B组", "C组", "D组", "E组", "F组"],
        # 颁奖仪式14:00 is no round; 各组奖励男、女前8名 … 奖杯、奖牌和奖状 name no amounts (no
        # prizes); no pairing system and no clock on the excerpt (no format, no time control)
    },
    "go_taipei_donggang_cup_pro_12th_2012_knockout.txt": {
        "game": "go",  # 第十二屆『東鋼盃』職業圍棋賽比賽辦法 (比目法)
        # 七、賽制：2011年獎金排名前16名為種子，單敗淘汰制。
        "format": "knockout",
        "deadline": "2012-05-03 23:59",  # 六、報名日期：即日起至2012年5月3日（四）止。
        "no_show_minutes": 20,  # 十一、1、比賽遲到加倍扣時，遲到20分鐘裁定敗。
        # 十、5. 冠亞軍之戰：無對局費，冠軍100,000元，亞軍50,000元。
        "prizes": [(1, 1, 100000), (2, 2, 50000)],
        # 九、用時：每人各用時2小時… / 冠亞軍賽：每人各用時3小時…: the clock differs by stage (no
        # one time control); the 對局費 are per game (no prizes); 2012年5月20日 names no time (no
        # round time); the field is left to the entries (no bracket)
    },
}
