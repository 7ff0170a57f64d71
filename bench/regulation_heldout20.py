"""The expected values of the twentieth held-out set (bench/regulation_texts/heldout20), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT20_EXPECTED: dict[str, dict[str, object]] = {
    "go_zhongli_shancheng_cup_2009_swiss_5_rounds.txt": {
        "game": "go",  # 桃園縣中壢市98年度山城文化盃圍棋公開賽比賽辦法
        # 十二、比賽制度：各組均賽五盤，採瑞士制，若出現二位全勝時，加賽快棋一盤
        "format": "swiss",
        "rounds": 5,
        # 六、比賽日期：中華民國九十八年四月二十六日（星期日）。 七、…9:00開幕；9:30開賽。
        "round.1": "2009-04-26 09:30",
        "capacity": 700,  # 十一、1. 即日起至97年4月16截止—限額700名，額滿為止。
        # 十、比賽分組：1. 段A組：5~6段 2.四段組、三段組 3.二段組、初段組 4.甲組 … 10.幼兒組
        # (item 2 and item 3 each name two groups)
        "divisions": [
            "段A組",
            "四段組",
            "三段組",
            "二段組",
            "初段組",
            "甲組",
            "乙組",
            "丙組",
            "丁組",
            "戊組",
            "己組",
            "幼兒組",
        ],  # fmt: skip
        # 十一、1. 即日起至97年4月16截止: 97年 is the year before the event's (98年), a slip on
        # the page, so no one deadline is read; 2. 段位每人新台幣500元；級位每人新台幣400元: the
        # fee differs by group (no one fee); the prizes (十三、獎…) are cut off on the page
    },
    "go_nccu_cup_7th_2010_teams_3_boards.txt": {
        "game": "go",  # 第七屆政大盃全國校際圍棋團體錦標賽簡章 (中華民國圍棋協會比賽規則)
        "teams": True,  # 十一.組隊方式：三人一隊，分主將、副將、三將。
        "boards": 3,
        # 九.報名期限：即日起受理報名，11/27晚上十二點整截止收件。 (the year is the event's, 99年
        # = 2010, from 五.; 晚上十二點整 read as that day's end)
        "deadline": "2010-11-27 23:59",
        # 十一. a. 段位組 … b. 級位組 … c. 初學組 (each board's strength set by division)
        "divisions": ["段位組", "級位組", "初學組"],
        # 十.報名費用：每人報名費 200 元（含午餐）及保證金 100 元。每隊報名費及保證金合計 900
        # 元: per player and per team (deposit included) at once, no one fee; 五.比賽時間：99年
        # 12月11日 names no time (no round time); the system (以瑞士制…) is in the clauses cut off
        # on the page (no format)
    },
    "go_fosheng_cup_undated_teams_swiss_5_rounds.txt": {
        "game": "go",  # 佛乘盃圍棋大賽 (規則：數子法，黑貼3又3/4子)
        "teams": True,  # 比賽辦法：團體對抗賽，每隊五位選手，可設一名替補
        "boards": 5,
        "reserves": 1,
        "format": "swiss",  # 賽制：瑞士制五輪，每輪對抗中獲3勝的隊伍算該輪勝方
        "rounds": 5,
        "time_control": "基本時限各1小時20分鐘，讀秒10秒1次",  # 用時：…
        # 冠軍獎金30萬元，亞軍獎金10萬元，季軍6萬元，殿軍4萬元，第五到第八名依序為2萬5、2萬、
        # 1萬5、1萬元
        "prizes": [
            (1, 1, 300000),
            (2, 2, 100000),
            (3, 3, 60000),
            (4, 4, 40000),
            (5, 5, 25000),
            (6, 6, 20000),
            (7, 7, 15000),
            (8, 8, 10000),
        ],  # fmt: skip
        # a match is won by three board wins, but no match or board points are stated; 個人全勝
        # 獎1萬元 is an award for a record, not a place (no prizes entry); the page names no date
        # (no round time, no deadline)
    },
    "go_zhuhai_spring_grading_2014_swiss.txt": {
        "game": "go",  # 2014年珠海市春季围棋定级升段赛规程 (执行2002年颁发的《中国围棋规则》)
        # 七、（2）…比赛进行5轮，其他组别比赛进行7轮，采用围棋积分编排软件编排，一律以电脑编排为准
        "format": "swiss",
        # 六、（1）组别：无级组，10-9级组；8-3级组，定段组，1-2段组；
        "divisions": ["无级组", "10-9级组", "8-3级组", "定段组", "1-2段组"],
        # 七、（4）每轮比赛双方共用时60分钟，根据比赛进程，裁判可中途加钟，超时判负。 (每轮比赛
        # read as the label, the referee's extra clock left out)
        "time_control": "双方共用时60分钟",
        "no_show_minutes": 15,  # 迟到15分钟以上者做弃权处理，判对手胜；
        # the rounds differ by group (5 / 7) and so does the fee (80元 / 120元): no one value;
        # the title says 2014 but 四、比赛时间：2013年6月1-2日, so 报名截止时间：5月12日 has no
        # year worked out (no deadline), and no time is named (no round time)
    },
    "go_ningbo_boyang_2017_swiss_elimination.txt": {
        "game": "go",  # 四、1、执行2002年国家围棋竞赛规则，黑先贴三又四分之三子
        "capacity": 40,  # 五、3、每参赛棋手收报名费120元，限报40名。
        "fee": 120,
        # 四、3、每局棋单方时限1小时；超时、迟到10分钟以上作负 (每局棋 read as the label)
        "time_control": "单方时限1小时",
        "no_show_minutes": 10,
        # 六、第一名…奖金2000元（税前），奖品2000元…；第二至第八名分别获奖金1000元、800元、500元、
        # 500元、500元、300元、300元（均税前） (the cash; 第九至十二名各发给奖品500元 are goods)
        "prizes": [
            (1, 1, 2000),
            (2, 2, 1000),
            (3, 3, 800),
            (4, 4, 500),
            (5, 5, 500),
            (6, 6, 500),
            (7, 7, 300),
            (8, 8, 300),
        ],  # fmt: skip
        # 六、积分高者名次列前，如相同对手分高者名次列前，再同，只有两人的胜者名次列前，还不能区分
        # 则依次比较上轮积分 (the previous rounds' standing, as the sixth set reads 前一轮成绩)，…
        # 如全同，则抽签决定 (lots last: added after the first run, the clause names it)
        "tiebreaks": ["points", "opponents_score", "direct_encounter", "previous_ranking", "lots"],
        # 四、2、六轮或七轮积分编排淘汰制，三轮以后0分淘汰，四轮以后2分淘汰，挑战决赛采用三局二胜制:
        # a Swiss with score cuts then a best-of-three challenge, its rounds left open (no
        # format, no rounds); 5月28日（周日） and 5月10日至5月23日 carry no year on the page (no
        # round time, no deadline)
    },
    "go_taishan_district_2023_7_rounds.txt": {
        "game": "go",  # 四、竞赛项目及组别：围棋无级组、15级组、10级组、5级组共四个组别
        "divisions": ["无级组", "15级组", "10级组", "5级组"],
        # 五、1、…按参赛人数采用七轮积分循环制 4、比赛轮次：上午4轮，下午3轮，共7轮。
        "format": "swiss",
        "rounds": 7,
        # 三、比赛时间地点：2023年12月23日，…早8:00到达比赛场地，8:30开始比赛
        "round.1": "2023-12-23 08:30",
        "no_show_minutes": 15,  # 五、3、迟到15分钟判负，缺席两轮不得继续参加比赛。
        "forfeits_to_withdraw": 2,
        "fee": 260,  # 八、参赛费用：报名费260元/人（含保险、自助午餐、赛事服务费）。
        "deadline": "2023-12-20 23:59",  # 九、…报名截止时间：2023年12月20日.
        # 七、所有组均录取前八名给予奖励 names no amounts (no prizes); no clock is named
    },
    "chess_suzhou_grading_2011_9_rounds.txt": {
        "game": "chess",  # 2011年苏州国际象棋定级、升级赛规程
        # 五、比赛办法：男女分组进行九轮比赛。 (the pairing system is not named: no format)
        "rounds": 9,
        "fee": 90,  # 六、2、比赛报名费：90元/人。 (the membership dues and certificate fees apart)
        # 七、…报名截止时间：9月20日17:00之前 (the year is the event's, 2011)
        "deadline": "2011-09-20 17:00",
        # 男女分组 names no divisions by name; 三、2011年10月3日—5日 names no time (no round
        # time); the score-rate table sets the grades, not prizes
    },
}
