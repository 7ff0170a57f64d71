"""The expected values of the thirty-fifth held-out set (bench/regulation_texts/heldout35), read
by bench_regulation_text.py: public 围棋 and 国际象棋 regulations of mainland China collected blind
(no reader run on them, no reader code read), abridged to their competition clauses, their values
worked by hand from the text (the clause quoted beside each) and committed before any reader was
run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT35_EXPECTED: dict[str, dict[str, object]] = {
    "go_fujian_6dan_first_2022_9_rounds.txt": {
        "game": "go",  # 2022年福建省第一期业余围棋6段赛 (采用《2002年围棋竞赛规则》)
        # 五、2、比赛轮次：9轮积分编排，负5轮退赛不再进入下一轮编排；
        "format": "swiss",
        "rounds": 9,
        "time_control": "每方50分钟，3次20秒读秒",  # 4、比赛用时：每方50分钟，3次20秒读秒；
        "no_show_minutes": 15,  # 5、每轮比赛迟到超过15分钟，该局判负；
        # 6、…如积分相同则按照对手分、胜对手分、直胜、犯规顺序区分名次: 胜对手分 (the beaten
        # opponents' points) has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score"],
        "deadline": "2022-04-25 12:00",  # 七、3、报名截止时间：2022年4月25日12时
        "capacity": 200,  # 4、参赛人数：限200人
        # 四、1、持有中国围棋协会业余5段证书的棋手均可报名参赛
        "certificate_required": True,
        # 负5轮退赛 counts lost games, not forfeits (no forfeits_to_withdraw); 轮空棋手，胜局有效
        # is the bye's own score, not its opponents' value (no bye_opponent_value); 暂定2022年
        # 5月1日至3日 names no time (no round time); the 6段 certificates are no prizes
    },
    "go_jiaxing_spring_dan_2014_swiss.txt": {
        "game": "go",  # 2014年嘉兴市春季围棋升段赛 (2002年围棋竞赛规则)
        # 五、2、比赛采用积分编排制（电脑编排），比赛轮数视报名情况再定。 (rounds left to the
        # entries: no rounds)
        "format": "swiss",
        # 3、比赛设定段组、1段组、2段组、3段组。
        "divisions": ["定段组", "1段组", "2段组", "3段组"],
        "time_control": "每方用时45分钟",  # 4、比赛时限：每方用时45分钟，超时判负。
        "no_show_minutes": 15,  # 7、迟到15分钟作弃权处理。
        "fee": 100,  # 四、3、报名费每人100元。
        "deadline": "2014-05-03 23:59",  # 六、1、…报名截止时间：5月3日。 (the year is the title's)
        # 三、2014年5月10—11日在…，10日上午8:30准时开赛。 (the start of play: round 1)
        "round.1": "2014-05-10 08:30",
        # 5、参加定段组…必须是获得3级以上（含3级）称号者 bars one division only (no
        # certificate_required); 6、升段名额视报名情况而定 is no prize
    },
    "go_qinghai_online_2020_knockout_then_ladder.txt": {
        "game": "go",  # 2020年青海省围棋网络竞赛 (中国围棋协会最新审定的围棋竞赛规则)
        # 比赛规则 2.本次网络围棋竞赛时限为每方30分钟基本用时。30秒3次读秒，超时自动判负。: the
        # label (本次网络围棋竞赛时限为) and 超时自动判负 dropped
        "time_control": "每方30分钟基本用时。30秒3次读秒",
        "no_show_minutes": 15,  # 注意事项 3.…迟到15分钟以上则按弃权判负。
        # 比赛流程 1.…前三轮比赛日期为2月17日、18日、19日，每天一轮，时间为每晚19点。 (the year
        # is the title's, 2020)
        "round.1": "2020-02-17 19:00",
        "round.2": "2020-02-18 19:00",
        "round.3": "2020-02-19 19:00",
        # 前三轮为单败淘汰赛, then the last 16 split into 红、蓝两组 for a 打擂 between the groups:
        # two stages of no one named system (no format, no bracket); the 20/30/50元红包 go to each
        # round's losers, not to places (no prizes); 7.…否则裁判有权判负并取消参赛资格 is left to
        # the referee (no one penalty); 软件作弊 names no sanction of its own
    },
    "go_hangzhou_qianchao_cup_5th_2020_swiss.txt": {
        "game": "go",  # 中国棋院杭州分院“钱潮杯”围棋公开赛（第五季） (中国围棋协会…围棋竞赛规则)
        # 五、2.比赛不分性别组别，根据参赛人数进行九轮积分编排赛，如报名人数较多，增加一至两轮
        # 比赛: the Swiss is named; its rounds are left to the entries (nine, or ten or eleven):
        # no one number of rounds
        "format": "swiss",
        "time_control": "每局单方限时60分钟3次30秒读秒",  # 3.每局单方限时60分钟3次30秒读秒。
        # 六、1.个人赛奖励前12名…冠 军20000元 亚 军10000元 季 军6000元 第四名5000元 … 第十二名600元
        "prizes": [
            (1, 1, 20000),
            (2, 2, 10000),
            (3, 3, 6000),
            (4, 4, 5000),
            (5, 5, 4000),
            (6, 6, 3000),
            (7, 7, 2500),
            (8, 8, 2000),
            (9, 9, 1500),
            (10, 10, 1000),
            (11, 11, 800),
            (12, 12, 600),
        ],  # fmt: skip
        # 2.业余奖 and 4.女子奖 rank the amateurs and the women among themselves (3000 … 400 each):
        # ranked lists, not one award of one amount (no special_awards); 2020年2月9日~2月14日
        # names no time (no round time); the entrants are invited or qualified (no capacity)
    },
    "go_nantong_autumn_dan_2016_7_rounds.txt": {
        "game": "go",  # 2016年秋季南通市围棋定(升)段赛 (国家审定的最新围棋竞赛规则)
        # 六、2、按参赛棋手段位分组比赛，各组均采用七轮积分编排 (every group the same: one value)
        "format": "swiss",
        "rounds": 7,
        # 八、2、报名时间 从即日起至2016年9月20日止，逾期不予办理。
        "deadline": "2016-09-20 23:59",
        # the groups are named only in the promotion clauses (定段组 晋升比例 …, 1段组晋升2段 …):
        # no plain list (no divisions); 每组以40人为限 caps each group (no capacity); 无等级者参加
        # 定段组比赛 (no certificate_required); 2016年10月2—3日 names no time
    },
    "go_xianyou_schools_6th_2021_grade_groups.txt": {
        "game": "go",  # 仙游县第六届中小学生、幼儿园围棋比赛 (国家体育总局2002年审定的最新规则)
        "format": "swiss",  # 十一、本次比赛采用分组积分编排赛制
        # 八、组别设置：幼儿组：… 小初组：… 小高组：… 中学组：…
        "divisions": ["幼儿组", "小初组", "小高组", "中学组"],
        # 六、报名时间 6月7日-18日 (its last day's end; the year 2021 worked out from 庆祝建党100
        # 周年, the page writing none)
        "deadline": "2021-06-18 23:59",
        # 二、比赛时间 7月6日上午：8:30—12:00 (the start of play: round 1; 8:30—12:00 is the
        # morning's session, not round 1's own end: no round_end)
        "round.1": "2021-07-06 08:30",
        # 每个组别不超过15人 caps each school's entries per group (no capacity); 5%、10%、15%的获奖
        # 比例 … 奖杯、奖牌、奖品 names no amounts (no prizes); no clock, no rounds on the page
    },
    "chess_shenzhen_zonal_2023_9_rounds.txt": {
        "game": "chess",  # 国际象棋个人赛 (中国国际象棋协会审定的2020版《国际象棋裁判手册》规则)
        # （三）比赛分为男子组和女子组两个组别，采用9轮瑞士积分制。用时：第一时限，每方90分钟完成
        # 40回合，第二时限每方30分钟直至比赛结束。从第一步棋开始，每走一步加30秒。 (用时：, the
        # label, dropped)
        "format": "swiss",
        "rounds": 9,
        "time_control": (
            "第一时限，每方90分钟完成40回合，第二时限每方30分钟直至比赛结束。从第一步棋开始，"
            "每走一步加30秒"
        ),
        "divisions": ["男子组", "女子组"],
        "prize_total": 300000,  # （四）总奖金30万元，男、女组别最终名次奖金（税前）分别是：
        "deadline": "2023-03-24 18:00",  # （一）报名截止时间：2023年3月24日18点
        # the prize tables by group and the 日程表 are not on the page (no prizes, no round time);
        # （四）破同分方法详见补充细则 (no chain); the 5000元出场费 of the 2500+ players is an
        # appearance fee, no award; 时间：2023年4月4日-13日 names no time
    },
    "chess_china_second_team_selection_2014_9_rounds.txt": {
        "game": "chess",  # 2014年下半年中国国际象棋队二队选拔赛（男子） (最新的国际棋联竞赛规则)
        "format": "swiss",  # 五、（三）、9轮瑞士制不计算国际等级分
        "rounds": 9,
        "fee": 100,  # 六、…每位参赛棋手报名费100元。
        # 七、（一）、 报名截止时间：2014年11月30日，次日将公布报名表。
        "deadline": "2014-11-30 23:59",
        # （二）、前三名将进入国家队二队 is a selection, not a stage of the format (no advance);
        # 2014年12月11日（报到日）——12月17日 names no time; no clock on the page
    },
    "chess_hainan_national_b_group_2014_11_rounds.txt": {
        "game": "chess",  # 中国国际象棋协会 … 海南省国际象棋协会 (the page keeps no title)
        "format": "swiss",  # 五、（一）男女分组比赛，采用瑞士制，共赛11轮；
        "rounds": 11,
        "time_control": "每方90分钟，每步棋加30秒",  # （二）比赛用时为每方90分钟，每步棋加30秒。
        # 八、（一）2014年7月20日前，各参赛单位须将参加比赛运动员名单…报给 (that day's end)
        "deadline": "2014-07-20 23:59",
        # 男女分组 names no divisions by name; （三）无等级分棋手需交纳200元报名费 is a fee for the
        # unrated only (no one fee); 2014年8月16日至22日 names no time; no prizes (升入甲组 only)
    },
    "chess_shenzhen_nanshan_masters_2023_matches.txt": {
        "game": "chess",  # 2023深圳南山国际象棋大师对抗赛 (《国际象棋裁判手册》2020版)
        # 八、（二）比赛采用每方15分钟每步棋加5秒的时限，每一轮对阵的两名棋手下4局对抗赛。 (the
        # 超快棋 and 决胜局 clocks are the tie-break games', not the event's)
        "time_control": "每方15分钟每步棋加5秒",
        "prize_total": 600000,  # 九、总奖金人民币60万（税前）
        "divisions": ["男子组", "女子组"],  # 九、男子组：… 女子组：…
        # the prizes differ by group (男子组 第一名：15万元 … / 女子组 第一名：12万元 …): no one
        # list; four-game matches paired by rating, their system and number of rounds not named
        # (the 赛事日程 is not on the page: no format, no rounds, no round time); the sixteen
        # players are invited (no capacity)
    },
}
