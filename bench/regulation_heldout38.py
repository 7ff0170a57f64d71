"""The expected values of the thirty-eighth held-out set (bench/regulation_texts/heldout38), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them. This set is the
area outside mainland Xiangqi: professional Go events (mainland), Taiwan, Malaysian (Sarawak) and
North American (Houston) Xiangqi.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT38_EXPECTED: dict[str, dict[str, object]] = {
    "go_xinrenwang_haikelisi_23rd_2019_knockout.txt": {
        "game": "go",  # 第23届“海克力斯”杯中国围棋新人王赛 … 六、1、比赛采用中国围棋竞赛规则。
        # 六、2、本赛一次抽签定位，采用单败淘汰制方式决出前两名进行决赛。冠亚军决赛为三局两胜制。
        "format": "knockout",
        # 五、…等级分排列前32位的职业棋手均可报名参加 with 第一轮败者 16人: a draw of 32
        "bracket": 32,
        # 五、报名办法：…请于即日起至2月11日将… (the year is the regulation's, 2019 from 四、)
        "deadline": "2019-02-11 23:59",
        # 六、3、比赛用时为每方2小时，保留五分钟读秒，超时判负。 (label and 超时判负 dropped)
        "time_control": "每方2小时，保留五分钟读秒",
        # 七、1、冠军20万元、 亚军 8 万元。（均为税前）
        "prizes": [(1, 1, 200000), (2, 2, 80000)],
        # 七、2、比赛对局费：第一轮败者 16人×1000元 … 四强败者 2人×8000元 are by the round lost,
        # not by place; the top 32 by rating is who may enter, not a cap on the entries (no
        # capacity); 本赛2019年2月15/16/18/19日 names no time (no round time)
    },
    "go_xinrenwang_jianqiao_16th_2009_men_women_knockout.txt": {
        "game": "go",  # 第十六届“建桥杯”中国围棋新人王赛 … 七、1、采用最新中国围棋规则
        # 七、2、男子32名选手采用单淘汰方式决出前两名进入决赛，决赛采用三局两胜制 / 3、女子…比赛采用
        # 单败淘汰方式决出前两名进入决赛: single elimination in both events
        "format": "knockout",
        # 二、本赛时间：男子：… 女子：… and 九、the prizes 男子… / 女子…: two events, men and women
        "divisions": ["男子", "女子"],
        "deadline": "2009-02-12 23:59",  # 六、自即日起至2009年2月12日将报名单传真至中国棋院围棋队。
        "time_control": "每方两小时保留五分钟读秒",  # 八、比赛用时：每方两小时保留五分钟读秒。
        # 九、prizes differ by event (男子 3万元 / 1万元, 女子 1万元 / 3千元): no one list; the 32
        # players are the men's event only (女子符合标准均可报名参加): no one bracket, no capacity;
        # 2009年3月4、5、7、8日 names no time (no round time); 对局费 are per game, not places
    },
    "go_luoyang_qisheng_2012_knockout.txt": {
        "game": "go",  # 五、4.比赛采用最新中国围棋竞赛规则，黑方贴3又3/4子。
        # 五、5.预选赛为公开赛模式，采用分组单败淘汰制。本赛32强至半决赛的比赛采用单败淘汰制，决赛
        # 采用五番棋。
        "format": "knockout",
        # 五、2.…和16名种子选手组成32人的本赛阵容 (the 本赛 is the bracket the groups feed)
        "bracket": 32,
        # 五、4.…本赛用时方式为每方2小时45分钟，保留5次1分钟读秒，超时判负。: the 本赛's clock,
        # the event of the 32-bracket (预选赛 each side 2小时 is the qualifiers')
        "time_control": "每方2小时45分钟，保留5次1分钟读秒",
        # 六、所有棋手均需在新浪网报名，截止日期为8月1日。 (the year is the regulation's, 2012)
        "deadline": "2012-08-01 23:59",
        # 八、冠军获得60万元 / 亚军获得15万元
        "prizes": [(1, 1, 600000), (2, 2, 150000)],
        # 半决赛败者获得45000元 … 本赛32强败者获得6000元 are by the round lost (奖金、对局费),
        # not by place; 预选赛定于2012年8月9日至12日 names no time (no round time); the page
        # opens at 一、主办单位 (its title is not stored)
    },
    "go_ahan_tongshan_24th_2023_knockout.txt": {
        "game": "go",  # 第24屆阿含·桐山杯中國圍棋快棋公開賽 … 黑貼3又3/4子
        # 五、2、本賽：預選賽產生的8名優勝者與直接進本賽的8名棋手共16人，進行四輪單敗淘汰賽
        # 決出冠軍。
        # (3、預選賽 128人 also 四輪單敗淘汰賽)
        "format": "knockout",
        "bracket": 16,  # the 本賽 of 16 (the 預選賽's 128 feed it with 8 winners, as a qualifier)
        # 五、4、…用時為每手棋30秒，十次1分鐘延續，超時判負。
        "time_control": "每手棋30秒，十次1分鐘延續",
        # 六、獎勵辦法（均為人民幣、稅前）：冠軍：20萬元 亞軍：8萬元
        "prizes": [(1, 1, 200000), (2, 2, 80000)],
        # 三、預選賽：6月6日上午 … 本賽：7月5、6、7日 name no clock time (no round time; the year
        # 2023 is the regulation's, 五、1 and 5); 從預選賽起發放對局費 names no amounts
    },
    "go_mlily_cup_4th_2019_knockout.txt": {
        "game": "go",  # 第四届“MLILY梦百合0压床垫杯”世界围棋公开赛 … 比赛采用最新中国围棋规则
        # （五）、综合预选赛采用分组单败淘汰制。本赛64强至8强的比赛采用单败淘汰制，半决赛采用三番
        # 棋，决赛采用五番棋。
        "format": "knockout",
        "bracket": 64,  # （二）、…每组取1人出线，和16名种子选手组成64人的本赛阵容。
        # （四）、…除决赛用时为每方3小时，保留5次1分钟读秒，超时判负外，其他所有比赛用时方式为每方
        # 2小时后5次1分钟读秒，超时判负。: every game's clock but the final's
        "time_control": "每方2小时后5次1分钟读秒",
        # （六）、以同一国家或地区棋手不相碰为原则 keeps countries apart (no unit/team/family: no
        # avoid_same); the page breaks off at （八） before any date, prize or sign-up
    },
    "xiangqi_taiwan_ccpa_eighth_dan_2021_stages.txt": {
        "game": "xiangqi",  # 「中華象棋促進協會」八段升段賽簡章 (參賽資格：具七段證書之棋手)
        # 六、初賽採4∼5輪積分編排制，取8名進入複賽。複賽分A、B兩組，每組四人採單盤兩循環賽，各組
        # 前二名進入準決賽。準決賽與決賽採分先兩盤單淘汰制。: a Swiss, then round-robin groups,
        # then a knockout
        "format": "stages",
        "advance": 8,  # 初賽…取8名進入複賽
        "fee": 500,  # 三、報名：報名費500元
        # 三、…11月21日前截止 (the year is the regulation's, 110年 = 2021, from 四、)
        "deadline": "2021-11-21 23:59",
        # 說明二、積分：勝局（盤）得2分，和局得1分，負局得0分。 (the 複賽's, the only scoring
        # stated)
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 積分相同時…（1）小分多者（所勝對手的全部積分及所和對手的一半積分之總和）；（2）同分者之
        # 間的相關勝負；（3）勝局多者；（4）後手勝局多者；（5）犯例次數少者；（6）後手賽局多者…: the
        # chain up to 犯例 (後手賽局多者, games with the second seat, has no registry name)
        "tiebreaks": [
            "points",
            "sonneborn_berger",
            "direct_encounter",
            "wins",
            "second_seat_wins",
            "fouls",
        ],  # fmt: skip
        # 說明二、…每組四人循環制（單盤兩循環），用時：30'+10"；: the only clock the text states
        # (the 複賽's; label dropped)
        "time_control": "30'+10\"",
        # 八、冠軍 亞軍 3∼4名 5∼8名 9∼10名 / 30,000 20,000 8,000 3,000 1,000 (one cell a line)
        "prizes": [(1, 1, 30000), (2, 2, 20000), (3, 4, 8000), (5, 8, 3000), (9, 10, 1000)],
        # the 複賽's groups A、B of four and the 準決賽 of four are the second and third stages' (no
        # group key of a staged format, which reads the first stage's groups); 初賽採4∼5輪 is no one
        # number of rounds; 報名人數不足16人則取消本次比賽 cancels the event, no division minimum
        # and no smaller format; 110年11月28日初賽 names no time (no round time)
    },
    "xiangqi_miri_foochow_seniors_2025_swiss.txt": {
        "game": "xiangqi",  # 象棋比赛 … 比赛采用亚洲象棋联合会制定的标准规则
        # 并使用Swiss Perfect电脑系统进行轮次编排: paired by Swiss software, read as a Swiss
        "format": "swiss",
        # 将于2025年8月31日（星期日）… 象棋比赛将于当日上午10时正…举行。
        "round.1": "2025-08-31 10:00",
        # 比赛采一局制，每局限时30分钟（每人15分钟） (一局制 is the games a round, not the clock)
        "time_control": "每局限时30分钟（每人15分钟）",
        # 比赛将依总局分、对手总局分与直接对垒结果决定名次。
        "tiebreaks": ["points", "opponents_score", "direct_encounter"],
        # 奖金分别为冠军150令吉、亚军120令吉、季军100令吉、殿军80令吉
        "prizes": [(1, 1, 150), (2, 2, 120), (3, 3, 100), (4, 4, 80)],
        # 两项赛事自即日起开放报名，截止日期为2025年8月21日（星 — the page breaks off after the
        # day (read as that day's end)
        "deadline": "2025-08-21 23:59",
        # 预计将展开五至六轮对弈 is no one number of rounds; 参赛者须于每场比赛前十分钟报到，逾时
        # 视为弃权 is a check-in before each round, not a lateness after its start (no
        # no_show_minutes); 若干鼓励奖 names no count or amount
    },
    "xiangqi_houston_world_youth_4th_2023_age_groups.txt": {
        "game": "xiangqi",  # 第四届世界青少年象棋锦标赛 … 七、（一）比赛执行《世界象棋规则》。
        # 五、比赛项目（一）U16：男子个人、女子个人（二）U12：男子个人、女子个人, named in 八、's
        # table
        # U16男子个人 U16女子个人 U12男子个人 U12女子个人
        "divisions": ["U16男子个人", "U16女子个人", "U12男子个人", "U12女子个人"],
        # 七、（二）每局每方基本用时60分钟，每走一着加30秒，不限着数，超时判负。
        "time_control": "每局每方基本用时60分钟，每走一着加30秒，不限着数",
        # 八、（三）奖金（美元）冠军 1000 1000 1000 1000 … 第六名 100 100 100 100: the same
        # amounts in every division's column (one table for every group)
        "prizes": [
            (1, 1, 1000),
            (2, 2, 800),
            (3, 3, 600),
            (4, 4, 400),
            (5, 5, 200),
            (6, 6, 100),
        ],  # fmt: skip
        # 七、（三）比赛根据报名人数确定赛制及轮次 (no format, no rounds); （四）少于3人（含）取消
        # and 4-6人 与其他组别合并 name no division merged into and two thresholds (no division
        # minimums); 各协会每个组别均可报4名棋手 caps each association (no capacity);
        # 2023年11月19日至25日 names no time (no round time); the page stops before any sign-up
        # date
    },
}
