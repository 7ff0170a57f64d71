"""The expected values of the twenty-fourth held-out set (bench/regulation_texts/heldout24), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT24_EXPECTED: dict[str, dict[str, object]] = {
    "go_tianyuan_18th_2019_stages.txt": {
        "game": "go",  # 第十八屆『天元賽』比賽辦法 (比目法，一律分先，黑先貼還六目半)
        "round.1": "2019-01-08 11:00",  # 四、比賽日期：2019年1月8日(二)上午11:00開賽。
        # 五、報名日期：即日起至2018年12月25日(二)17:00於台灣棋院網路報名
        "deadline": "2018-12-25 17:00",
        # 六、初賽 單敗淘汰制 → 複賽 雙敗淘汰制 → 循環圈 8人單循環制 → 挑戰賽 七戰四勝制:
        # four stages of three systems, no one system named (no format); 八、用時 gives the
        # 初賽、複賽 clock only (每局各用時2小時…) and the page ends there: no one time control
    },
    "go_ningbo_81st_duanji_2025_7_rounds.txt": {
        "game": "go",  # 第81届宁波市围棋段(级)位赛竞赛规程
        # 三、组别设置 15-11级、10-8级、7-5级、4-3级、2-1级组、1段组、2段组、3段组、4段组。
        # (the names as written; the AI考级 groups of 4月19日 are another event)
        "divisions": [
            "15-11级",
            "10-8级",
            "7-5级",
            "4-3级",
            "2-1级组",
            "1段组",
            "2段组",
            "3段组",
            "4段组",
        ],  # fmt: skip
        # 四、1. 段位组 …第一轮…第七轮 / 2. 级位组…赛七轮: seven rounds in both groups
        "rounds": 7,
        # the round times differ by group (段位组 4月12日 12:40 第一轮 …, 级位组 4月13日 8:40
        # 第一轮 …): no one round.N; no system named (no format); the clock, the deadline and
        # the prizes are past the page's end
    },
    "go_ningbo_duanji_2018_swiss.txt": {
        "game": "go",  # 五、1、执行2002年中国围棋规则
        "format": "swiss",  # 五、2、采用五至七轮电脑积分编排制比赛办法
        "no_show_minutes": 10,  # 五、3、…迟到10分钟以上作负。
        # 五至七轮 leaves the rounds open (no rounds); the clock differs by group (10级组…20分钟,
        # …有段组…40分钟: no one time control); 三、比赛时间 names days and no times (no round
        # time) and names the groups only in the schedule (no plain list of divisions)
    },
    "go_tainan_huasheng_4th_2010_open.txt": {
        "game": "go",  # 第四屆 華聲盃 全國圍棋公開賽
        # 五、比賽日期：2010年8月29日(星期日)。 六、比賽時間：…9:20開幕，10:00開賽。
        "round.1": "2010-08-29 10:00",
        # 八、2.報名時間：自即日起至8月22日止 (the year is the event's, 2010; that day's end)
        "deadline": "2010-08-22 23:59",
        # 報名費：段位組500元、級位組400元 differs by group (no one fee); the system, the clock
        # and the prizes are past the page's end
    },
    "go_taipei_zhongzheng_cup_2013_pro_amateur.txt": {
        "game": "go",  # 102年臺北市中正盃圍棋公開賽 (中華民國圍棋協會6~7段之棋士及職業棋士)
        # 七、比賽日期：預賽--102年10月13日 上午08:00報到，09:00開賽 (民國102年 = 2013)
        "round.1": "2013-10-13 09:00",
        # the later days are stages (複賽, 32 ~ 8強賽, 4強賽, 決賽), not numbered rounds (no
        # round.N after the first); 十、報名日期 and 報名費 differ by kind of player (職業 9月30日
        # / 免報名費, 業餘 10月6日 / 500元): no one deadline, no one fee; no system named (no
        # format)
    },
    "chess_hainan_danzhou_open_2016_open_amateur.txt": {
        "game": "chess",  # 2016年首屆海南國際象棋國際公開賽 (FIDE下屬各成員國的棋手均可報名)
        # 二、比賽分為公開組和業余組。 (業余組 is split again into seven 組別, 候補棋協大師組 …
        # 十級以下組: the clause that names the event's groups names these two)
        "divisions": ["公開組", "業余組"],
        # 一、公開組 7日至16日 / 業余組 7日至11日 and no time of day (no round time); the system,
        # the clock, the fee and the prizes are past the page's end
    },
}
