"""The expected values of the thirty-sixth held-out set (bench/regulation_texts/heldout36), read
by bench_regulation_text.py: ten public 象棋 regulations of mainland China collected blind (no
reader run on them, no reader code read), abridged to their competition clauses, their values
worked by hand from the text (the clause quoted beside each) and committed before any reader was
run on them. Besides individual Swiss events the set holds a Swiss then a knockout of eight, a
Swiss then placing matches, an online team Swiss and an online club team league.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT36_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_wenling_top_ten_2011_5_rounds.txt": {
        "game": "xiangqi",  # 六、竞赛项目：男子个人赛 (执行2011年《象棋竞赛规则》（试行）)
        "format": "swiss",  # 八、（二）采用积分编排制，比赛五轮。
        "rounds": 5,
        "time_control": "每方基本用时60分钟，每走一步加30秒",  # （三）用时：
        "points.win": "2",  # （四）计分：胜2分，和1分，负0分。
        "points.draw": "1",
        "points.loss": "0",
        # 九、（一）…如积分相等则依次比较：对手分、胜局、犯规、后走局数、对局时后走。…: 后走局数
        # has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # （二）1.比赛奖金：冠军10万元、亚军5万元、季军3万元、殿军1万元。
        "prizes": [(1, 1, 100000), (2, 2, 50000), (3, 3, 30000), (4, 4, 10000)],
        # 十一、（一）报名：请于2011年8月30日前将报名单…传真至中国象棋协会
        "deadline": "2011-08-30 23:59",
        # 2.对局费 (by game won, lost or drawn) and 3.出场费 (every player) are no prizes by place
        # and no named awards; 前10位的棋手 are invited by rating (no capacity); 10月9日至13日
        # names no time and 10月8日 16:00 is the check-in (no round time)
    },
    "xiangqi_jurong_maoshan_champions_5th_2013_swiss_playoffs.txt": {
        "game": "xiangqi",  # 第五届“句容茅山杯”全国象棋冠军邀请赛 (《象棋竞赛规则》2011)
        # 六、（二）比赛分预赛和决赛两个阶段进行，预赛采用积分编排制，共赛5轮，取前6名；决赛由
        # 预赛第一名对第二名，…第五名对第六名，产生5-6名: a Swiss, then placing matches of the six
        # (no knockout): two stages, as the 2009 edition's groups and 同名次决赛 (heldout23)
        "format": "stages",
        "rounds": 5,
        "advance": 6,
        # （三）1.基本用时：每方45分钟，每走一步棋加30秒； (the playoffs' 快棋 and 超快棋 are the
        # deciders')
        "time_control": "每方45分钟，每走一步棋加30秒",
        "points.win": "2",  # （四）计分方法：胜2分，和1分，负0分。
        "points.draw": "1",
        "points.loss": "0",
        # 九、（一）报名：请参赛棋手于2013年4月7日前分别将报名单传真至中国象棋协会。
        "deadline": "2013-04-07 23:59",
        # 七、（一）…依《规则》条款14.3.1执行 names no criterion (no chain); the prizes differ
        # by sex (男子 10万元 … / 女子 6万元 …): no one list; 四、男、女个人赛 names no divisions
        # plainly (left out); 4月16日 16:00 is the check-in, 4月17日至20日 names no time
    },
    "xiangqi_fenggang_yang_guanlin_cup_3rd_2008_supplement.txt": {
        "game": "xiangqi",  # 第三届“杨官璘杯”全国象棋公开赛 补充细则 (《2007年象棋竞赛规则》)
        # 一、比赛用时 采用每方60分钟基本用时，每走一步加30秒，不限着数，超时判负。: the lead-in
        # 采用 and 超时判负 dropped, 不限着数 kept as a further clock word
        "time_control": "每方60分钟基本用时，每走一步加30秒，不限着数",
        "no_show_minutes": 15,  # 三、迟到15分钟未到场就座者，按弃权论。
        # 二、3.第一轮编排本单位棋手回避配对，其余各轮均不予回避。 (round 1 only)
        "avoid_same": "unit",
        # 五、…如积分相等，则按以下顺序区分：对手分、胜局、犯规、后走胜局、后走局数，…: 后走胜局 is
        # second_seat_wins; 后走局数 has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls", "second_seat_wins"],
        # the supplement names no pairing system (its first-round 1-2、4-3 pairing is a Swiss's,
        # but 积分编排 is not written: no format) and no number of rounds; 上组 1…23 / 下组 2…24
        # numbers the field, no cap (no capacity); 第二次自然限着提和…立即判负 is no penalty key
    },
    "xiangqi_weinan_wuyue_cup_2025_swiss_knockout.txt": {
        "game": "xiangqi",  # 2025年“吾悦杯”象棋公开赛 (《2020象棋竞赛规则》)
        # 一、2。采用积分编排制… 4、第10轮后前八名选手进行单败淘汰决出1-8名，11轮开始第9名以后
        # 继续积分编排决出9-32名。: a Swiss of ten rounds, then a knockout of eight (rounds 11-13;
        # 3。比赛轮次定为13轮 counts the knockout's three rounds, as 海途杯 in heldout6)
        "format": "swiss_knockout",
        "rounds": 10,
        "advance": 8,
        # 16日上午 09:00-12:00 第一轮、第二轮 / 下午 13:30-18:00 第三轮、第四轮、第五轮 / 17日…
        # 18日…下午13:00-14:30 第十三轮 (the month and year from 二、1。2025年12月16日至18日): each
        # span's start is its first round's (the others in it have no time of their own)
        "round.1": "2025-12-16 09:00",
        "round.3": "2025-12-16 13:30",
        "round.6": "2025-12-17 08:30",
        "round.8": "2025-12-17 13:30",
        "round.11": "2025-12-18 08:30",
        "round.13": "2025-12-18 13:00",
        # 下午13:00-14:30 第十三轮: a span of one round gives its end (a span of several rounds
        # gives no round its own end, as heldout15 reads it)
        "round_end.13": "2025-12-18 14:30",
        # 18日 下午 15:30 颁奖仪式 is no round; the page breaks off at 三、编排原 (no clock, no
        # prizes, no sign-up on it)
    },
    "xiangqi_xinji_leather_city_cup_3rd_2013_13_rounds.txt": {
        "game": "xiangqi",  # 七：1. 采用2011年象棋竞赛规则（试行）
        "format": "swiss",  # 2. 采用13轮积分编排
        "rounds": 13,
        "time_control": "每方基本用时35分钟，每步加10秒",  # 3 用时：
        "points.win": "2",  # 4 计分：胜局记2分.负局记0分.和局记1分
        "points.draw": "1",
        "points.loss": "0",
        # 八：…第一名 3万元， 第二名 2万元，第三名 1万元，第四名 6000元，… 第7名--第16名各2000元，
        # 第17名---第32名各1000元。
        "prizes": [
            (1, 1, 30000),
            (2, 2, 20000),
            (3, 3, 10000),
            (4, 4, 6000),
            (5, 5, 5000),
            (6, 6, 4000),
            (7, 16, 2000),
            (17, 32, 1000),
        ],  # fmt: skip
        "capacity": 160,  # 报名人数：截止到160人 报满为止。
        # 食宿费用：报名费100元，食宿费每人每天120元，…共计580元 (the fee named 报名费; the
        # 580元 adds the board)
        "fee": 100,
        # 5. 名次不并列 names no criterion (no chain); 报到…10月10日，截止18点以前 is the check-in,
        # not a deadline for entries (as heldout15 reads the 4th edition); 2013年10月11 日——
        # 2012年10月14日 names no time
    },
    "xiangqi_qianjiang_champions_2011_men_women.txt": {
        "game": "xiangqi",  # 第一届“重庆黔江杯”全国象棋冠军争霸赛 (《象棋竞赛规则》（2011试行）)
        "time_control": "每方60分钟，每走一步加30秒",  # （三）1.基本用时：
        "points.win": "2",  # （四）计分方法：胜2分，和1分，负0分。
        "points.draw": "1",
        "points.loss": "0",
        # 九、（一）报名：请参赛棋手于9月1日前将报名单…传真至中国象棋协会。 (the year is the
        # regulation's, 2011)
        "deadline": "2011-09-01 23:59",
        # （二）比赛分为预赛和决赛两个阶段，根据人数确定比赛办法: the system is left to the entries
        # (no format, no rounds); the prizes differ by sex (男子 10万元 … / 女子 5万元 …) and 其余
        # 名次均为1万元 names no places: no one list; 男、女个人赛 names no divisions plainly;
        # 9月25日17点前 is the check-in, 9月26日至29日 names no time
    },
    "xiangqi_xuyi_tianehu_cup_jiangsu_kings_2013_7_rounds.txt": {
        "game": "xiangqi",  # 江苏省第六届象棋棋王赛 (执行《2011年象棋竞赛规则》)
        # 六、2、采用积分编排制，赛七轮。每方基本用时40分钟，每走一步加10秒。…
        "format": "swiss",
        "rounds": 7,
        "time_control": "每方基本用时40分钟，每走一步加10秒",
        # 3、名次确定：积分、对手分、胜局、犯规、后走胜局、后走局数、前一轮成绩。: 后走局数 has no
        # registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls", "second_seat_wins"],
        # 七、2、…冠军5000元 ；亚军3000元；第三名1500元；第四名至第八名500元。
        "prizes": [(1, 1, 5000), (2, 2, 3000), (3, 3, 1500), (4, 8, 500)],
        # 八、1、…于6月1日前分别寄到 (the year is the regulation's, 2013)
        "deadline": "2013-06-01 23:59",
        # 团体（以三名棋手的个人名次相加）: the members' places summed, not a team format; each
        # city sends three (a quota, no capacity); 第一次判犯规，第二次判负 is not counted for a
        # Swiss; 6月7日下午5时前 is the check-in, 2013年6月8日至9日 names no time
    },
    "xiangqi_jiyuan_nanshan_cup_3rd_2014_9_rounds.txt": {
        "game": "xiangqi",  # 五、4、此次比赛为象棋个人赛 (《2011年象棋竞赛规则》)
        "format": "swiss",  # 2、采用电脑积分编排制九轮（3-4-2）。
        "rounds": 9,
        "time_control": "每局每方45分钟包干",  # 3、比赛用时为每局每方45分钟包干。
        # 四、2014年4月25——27日（第一轮25日9:00开始。最后一轮27日12:00结束）: round 1's start and
        # the last round's (the ninth) end; （3-4-2） is the rounds a day, no times
        "round.1": "2014-04-25 09:00",
        "round_end.9": "2014-04-27 12:00",
        # 七、1。…第一名奖金2000元，第二名奖金1000元，第三名奖金600元，第4-6名奖金各400元，第7-9
        # 奖金各300元，第10-12名各200，第13-16名各100
        "prizes": [
            (1, 1, 2000),
            (2, 2, 1000),
            (3, 3, 600),
            (4, 6, 400),
            (7, 9, 300),
            (10, 12, 200),
            (13, 16, 100),
        ],  # fmt: skip
        # 八、报名截止时间：2014年4月25日早九点（抽签准备开始比赛）。
        "deadline": "2014-04-25 09:00",
        "fee": 50,  # 报名费每人50元
        # 2。济源籍棋手…内部按积分排名给予奖励 is a second ranking of the local players (not the
        # event's prizes, not counted)
    },
    "xiangqi_cxa_city_teams_online_2022_teams_swiss.txt": {
        "game": "xiangqi",  # 比赛项目：象棋 (比赛地点：…天天象棋棋社224457, online)
        "teams": True,  # 比赛类型：团体赛
        "format": "swiss",  # 编排制度：积分编排
        "rounds": 7,  # 比赛轮次：7
        "boards": 4,  # 每轮局数：4 (four games a match each round)
        "match.win": "2",  # 团体场分：胜2 和1 负0
        "match.draw": "1",
        "match.loss": "0",
        "board.win": "2",  # 个人局分：胜2 和1 负0
        "board.draw": "1",
        "board.loss": "0",
        # 团体排名：场分，对手总场分，总局分，对手总局分，首台局分，胜场，总胜局: 对手总局分 (the
        # opponents' board points) has no registry name, the chain stops before it
        "tiebreaks": ["match_points", "team_opponents_score", "board_points"],
        # 开始日期：2022-12-10 names no time (no round time); 比赛用时 is left blank (no clock)
    },
    "xiangqi_dashiwang_club_league_online_2011_teams.txt": {
        "game": "xiangqi",  # 中国象棋大师网…社团联盟团体赛 (采用中国象棋99规则), online
        # 比赛队员四名，… 第1至4台则分坐在第1至4桌: a team event of four boards
        "teams": True,
        "boards": 4,
        # 计分规则；胜得2分 平 得1分 负不得分。…小分即每队伍棋手得分。 (the board points; the page
        # breaks off before the 大分, the match points)
        "board.win": "2",
        "board.draw": "1",
        "board.loss": "0",
        # 4、冠军奖励人民币500元，象棋币50000个，…；亚军奖励人民币300元，…；第三名奖励人民币200元，
        # … (the money; the coins and VIP memberships are no money)
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200)],
        # 最佳构思奖设置2个名额。体育道德风尚奖也是2个名额。 (no money: 5000象棋币 only)
        "special_awards": [("最佳构思奖", 2, 0), ("体育道德风尚奖", 2, 0)],
        # 主客场制 … 模拟象甲比赛办法 names no pairing system (no format, no rounds); 每周五和每周六
        # 晚上8点 names no date (no round time); 射手榜的冠军…奖品 is goods, no count named
    },
}
