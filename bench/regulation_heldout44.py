"""The expected values of the forty-fourth held-out set (bench/regulation_texts/heldout44), read
by bench_regulation_text.py: public regulations of 围棋 and 国际象棋 events collected blind (no
reader run on them, no reader code read), abridged to their competition clauses, their values
worked by hand from the text (the clause quoted beside each) and committed before any reader was
run on them. Several are news reports or a blog post that state an event's clauses; no 揭棋 or
军棋 page with competition clauses was found in the corpus.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT44_EXPECTED: dict[str, dict[str, object]] = {
    "go_nantong_autumn_kyu_grading_2016_7_rounds.txt": {
        "game": "go",  # 2016年秋季南通市围棋级位赛规程 (采用国家审定的最新围棋竞赛规则)
        # 六、2、按参赛棋手级位分组比赛，各组均采用七轮积分编排，…
        "format": "swiss",
        "rounds": 7,
        # 八、2、报名时间 从即日起至2016年9月20日止，逾期不予办理。 (that day's end)
        "deadline": "2016-09-20 23:59",
        # the groups are named only in the promotion clauses (七、（1）定级组 晋升比例 …
        # （4）3—5级组 …): no plain list (no divisions), as in the Nanjing upgrade of
        # heldout28; 每组以40人为限 caps each group, not the entries (no capacity); 三、比赛时间：
        # 2016年10月1日 names no time (no round time); no fee, clock or prize on the page
    },
    "go_quzhou_children_friendly_invitational_2024_teams_6_rounds.txt": {
        "game": "go",  # 2024衢州国际儿童友好业余围棋邀请赛
        # 比赛采用团体赛分台定人制，积分编排制赛6轮。: a team Swiss on fixed boards
        "teams": True,
        "format": "swiss",
        "rounds": 6,
        "time_control": "每方1小时后3次30秒读秒",  # 每方1小时后3次30秒读秒，超时判负。
        # 团体前六名颁发奖杯、荣誉证书、奖金。第一名30000元、第二名20000元、第三名10000元、
        # 第四至第六名各5000元。 (the team places)
        "prizes": [(1, 1, 30000), (2, 2, 20000), (3, 3, 10000), (4, 6, 5000)],
        # 14支队伍合计42名 gives three players a team only by division (no boards stated);
        # 11月18日…开赛 names no time (no round time); 团体七至十名 and 个人各台次 get no money
    },
    "chess_daqing_boyi_cup_6th_2024_9_rounds.txt": {
        "game": "chess",  # 第六届“博弈杯”中国青少年国际象棋公开赛 (FIDE的最新规则)
        # …根据国际等级分分为公开组A组和B组，进行为期六天的9轮瑞士制比赛。
        "format": "swiss",
        "rounds": 9,
        # 分为公开组A组和B组: read as 公开组A组 and 公开组B组 (the prize clause says 公开A组 …
        # 公开B组; unsure whether a reader keeps the shared 公开组 on the second)
        "divisions": ["公开组A组", "公开组B组"],
        "prize_total": 104000,  # 比赛设奖金104000元人民币
        # 棋手们将分别在7月14日至16日的每天上午8:30和下午14:30进行第三至第八轮的比赛: three
        # days of two rounds each are rounds 3 to 8 (the year is the page's date line 2024-07-12,
        # printed 2024-07-124 with a stray digit after it)
        "round.3": "2024-07-14 08:30",
        "round.4": "2024-07-14 14:30",
        "round.5": "2024-07-15 08:30",
        "round.6": "2024-07-15 14:30",
        "round.7": "2024-07-16 08:30",
        "round.8": "2024-07-16 14:30",
        # 公开组A组…90分钟包干加每步棋30秒 / B组…60分钟包干加每步棋30秒: by group (no one time
        # control); the prizes differ by group (A组冠军20000元 / B组冠军8000元): no one list;
        # 开幕式定于明天早上8点举行，紧随其后的将是第一轮比赛的开始 names no time of round 1
    },
    "chess_shenzhen_guangming_cup_2024_9_rounds.txt": {
        "game": "chess",  # 2024年“光明科学城杯”全国国际象棋公开赛（深圳光明站）
        "format": "swiss",  # 比赛采用9轮瑞士制，计算国际等级分，…
        "rounds": 9,
        "time_control": "每方基础用时90分钟，每走一步加30秒",
        "divisions": ["公开组"],  # 只设一个公开组 (as heldout15's 分为一个组别，公开组)
        # 录取前八名 names no amounts (no prizes); the 各组最佳棋手 by rating, age and sex (年龄分组
        # 评选方面，有10个小组) are awards, not divisions; 10月26日上午…开幕 and 10月30日将进行
        # 第九轮 name no time of a round
    },
    "go_beihai_nanzhu_cup_amateur_2019_swiss_knockout.txt": {
        "game": "go",  # 第一届南珠宫·南珠杯全国业余围棋冠军争霸赛
        # 第一个阶段为预赛，采用单积分编排制，共进行五轮，前16名进入复赛。第二阶段复赛，共进行3
        # 轮，采用单败淘汰制，产生两名棋手进入决赛。第三阶段决赛采用三番棋决出冠亚军。: a Swiss,
        # then a knockout of the sixteen (its last tie a best of three)
        "format": "swiss_knockout",
        "rounds": 5,
        "advance": 16,
        # 赛事邀请了32位顶尖业余棋手参加: invited players, not a cap (no capacity); 4月15日至20日
        # names no time; no clock, fee or prize in the report
    },
    "go_weiqi_hometowns_league_2018_teams_stages.txt": {
        "game": "go",  # 2018中國圍棋之鄉聯賽“近鐵城市廣場杯” (中國圍棋協會主辦)
        "teams": True,  # 每隊可報1名領隊、1名教練、10名棋手參賽。
        "boards": 5,  # 其中每輪比賽上場棋手5人，包括4名男棋手和1名女棋手。
        # 冠軍獎金6萬元，亞軍5萬元，並列第三名3萬元，並列第五名2萬元。: the eight-team knockout's
        # two semi-final losers share third (3-4), its four quarter-final losers fifth (5-8)
        "prizes": [(1, 1, 60000), (2, 2, 50000), (3, 4, 30000), (5, 8, 20000)],
        # 第一階段分為四個賽區，每個賽區進行5輪積分編排賽，決出前兩名進入第二階段。第二階段8支隊伍
        # 採用單淘汰賽: team Swisses in four venues, then a team knockout: a team event in stages,
        # no team format of the schema (no format, rounds or group keys); 10名棋手 less the 5 on
        # the boards is no stated number of reserves (left out); 共有35隻隊伍參賽 is the field,
        # not a cap; the venues' dates (2018年4月20-23日 …) name no time
    },
    "chess_danzhou_haihuadao_master_class_2023_9_rounds.txt": {
        "game": "chess",  # “海花岛杯”2023年全国国际象棋棋协大师赛（儋州站）
        "format": "swiss",  # 比赛采用瑞士制编排，最高可升级为棋协大师。
        "rounds": 9,  # 总共九轮比赛分三个比赛日进行。
        # 分为男子候补棋协大师组、女子候补棋协大师组、男子一级棋士组和女子一级棋士组共四个组别
        "divisions": [
            "男子候补棋协大师组",
            "女子候补棋协大师组",
            "男子一级棋士组",
            "女子一级棋士组",
        ],  # fmt: skip
        # 16日在…开赛 and 首个比赛日当天共举行四轮比赛 name no time of a round; 315名棋手参赛 is
        # the field, not a cap
    },
    "chess_world_team_championships_2015_teams.txt": {
        "game": "chess",  # 2015国际象棋男女团体世界锦标赛 (国际棋联主办)
        # 各队均由5名棋手组成，4名正式队员，一名递补，每场举行4台比赛。
        "teams": True,
        "boards": 4,
        "reserves": 1,
        # 比赛用时：第一时限90分钟40步棋，第二时限30分钟至全局终。自第一步棋起，每步棋加30秒。
        "time_control": "第一时限90分钟40步棋，第二时限30分钟至全局终。自第一步棋起，每步棋加30秒",
        # 比赛实行零迟到规则。: no minute of grace (as heldout9's 宣布开赛后，未到场就座者按弃权
        # 处理)
        "no_show_minutes": 0,
        # the system is not stated (每届由…9-10个代表队参赛 only: no format, no rounds); 4月19日举行
        # 第一轮比赛 names no time (每场比赛时间不同); 30回合以前禁止协议和棋 is no key
    },
    "go_women_meijin_2nd_2019_knockout.txt": {
        "game": "go",  # 第二届中国围棋女子名人战 (比赛采用最新中国围棋竞赛规则)
        # 1、本赛由32名职业女子棋手进行五轮淘汰赛，产生挑战者。 (决赛: the challenger against the
        # holder 陈一鸣, best of three)
        "format": "knockout",
        "bracket": 32,
        # （四）比赛用时为每方2小时，5次1分钟读秒，超时判负。
        "time_control": "每方2小时，5次1分钟读秒",
        # 本赛前二轮于2019年11月20日至21日在北京进行 … （五）第一轮比赛时间为中午12点，第二轮比赛
        # 时间为中午12:30。: the first two rounds on the two days, one a day
        "round.1": "2019-11-20 12:00",
        "round.2": "2019-11-21 12:30",
        "prizes": [(1, 1, 250000), (2, 2, 100000)],  # 亚军获得10万元人民币 冠军获得25万元人民币
        # 第一轮败者获得2000元 … 第五轮败者获得15000元 are the 本赛 rounds' losers, whose places
        # in the whole event (the holder joins at the final) are not stated: left out; the page's
        # lost characters were restored in the text (see its note), the values do not hang on
        # any restored character but the 年/月 of the dates and the 次 of the clock
    },
    "go_haikou_grading_dan_2019_groups.txt": {
        "game": "go",  # 海南省围棋升级定段赛 (采用中国围棋协会审定的最新围棋竞赛规则)
        "format": "swiss",  # 六、1、…比赛采用积分编排。
        # 2、…每轮比赛每方用时30分钟，超时判负。 (每轮比赛 kept as the clause's words)
        "time_control": "每轮比赛每方用时30分钟",
        "no_show_minutes": 15,  # 3、宣布比赛开始后迟到15分钟者，按弃权判负处理。
        # 五、参赛组别和条件 （一）无级组… （二）升级组… （三）定段组…
        "divisions": ["无级组", "升级组", "定段组"],
        # 级位赛比赛5轮，定段赛比赛7轮: by group (no one number of rounds); 比赛时间：2019年11月23日
        # （周六） names no time (no round time); the page breaks off before the ranking clause
    },
}
