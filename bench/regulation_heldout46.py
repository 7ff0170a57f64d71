"""The expected values of the forty-sixth held-out set (bench/regulation_texts/heldout46), read
by bench_regulation_text.py: public pages of 围棋 and 国际象棋 events collected blind (no reader
run on them, no reader code read), abridged to their competition clauses, their values worked by
hand from the text (the clause quoted beside each) and committed before any reader was run on
them. Two are the spares the sets before left (the 汕头 补充规定 and the 龙星战 网络选拔赛 rules);
most of the rest are news reports that state an event's clauses, as the corpus's regulation
pages in this area are nearly all taken; no 揭棋 or 军棋 page with competition clauses was found
that was not already in the repository.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT46_EXPECTED: dict[str, dict[str, object]] = {
    "go_sina_longxing_diamond_cup_3rd_pro_online_qualifier_undated.txt": {
        "game": "go",  # 第三届“钻石杯”龙星战全国围棋赛职业组网络选拨赛 … 在新浪围棋
        # 1.每方保留时间30分钟，3次1分钟读秒，黑棋贴3又3/4子（7目半）。: the komi is no clock
        # word (dropped, as heldout6's Jinli cup drops its 黑贴三又四分之三子)
        "time_control": "每方保留时间30分钟，3次1分钟读秒",
        # 2.迟到时限：开赛后迟到15分钟以上者按弃权处理，弃权选手将失去后面参赛资格。
        "no_show_minutes": 15,
        "forfeits_to_withdraw": 1,  # one forfeit and the player is not paired again
        # 4.…任何作弊行为…一经发现将取消作弊者的参赛资格。
        "penalty.作弊": "0/each DQ",
        # the page prints no year (12月27日-12月30日，每晚19时 gives no date, so no round time;
        # the URL's 2010 is not the page's text); 3.断线4次系统自动判负 is a disconnection
        # count, no key of the schema; 分组对阵 names no system (no format)
    },
    "go_shantou_stweiqi_grading_supplement_undated_groups.txt": {
        "game": "go",  # 补充规定 of a 段级位 event (无级组 … 定段组 … 1段A组 …)
        # 五、按照以下次序计算成绩名次：①总分（胜一局计2分）；②对手分总和；③累进分；④受警告
        # 记录；⑤交往战绩；⑥仍相同时由裁判长决定加赛快棋、抽签分出名次或并列名次。: 交往战绩
        # read as 直胜 (the games between the players level); ⑥ is the chief referee's choice
        # among three ways (no registry name): the chain stops before it
        "points.win": "2",
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "warnings",
            "direct_encounter",
        ],  # fmt: skip
        # 六、弃权时间：迟到10分钟算弃权判负，第一轮比赛弃权时间由裁判长宣布。 (round 1's
        # limit is the referee's, the rule's 10 minutes every other round)
        "no_show_minutes": 10,
        # 一、's table names the groups, one cell a line (二、 splits 无级 1段 2段 3段 into A and
        # B): read in the table's order
        "divisions": [
            "无级A组",
            "无级B组",
            "25级组",
            "20级组",
            "15级组",
            "10级组",
            "9级组",
            "8级组",
            "7级组",
            "6级组",
            "5级组",
            "定段组",
            "1段A组",
            "1段B组",
            "2段A组",
            "2段B组",
            "3段A组",
            "3段B组",
            "4段组",
        ],  # fmt: skip
        # 三、四轮 / 六轮 and the table's 每轮共用时 30/40/60/70分钟 are by group (no rounds, no
        # time control); the page prints no year (12月20日（周一）… gives no date); no system
        # named (no format); points.loss is not stated
    },
    "go_guiyang_q3_grading_report_undated_groups.txt": {
        "game": "go",  # 贵阳市第三季度围棋级位赛 (a report after the event)
        "format": "swiss",  # …每天比赛共进行6轮，采用积分编排进行比赛。
        # 比赛时限采用时间共用制，双方共用时限60分钟，到时读秒，一分钟一步棋（采用电子计时器
        # 读秒），超时判负。: the label (比赛时限采用) and 超时判负 dropped; the bracket kept as a
        # further clock word (unsure whether a reader keeps it)
        "time_control": (
            "时间共用制，双方共用时限60分钟，到时读秒，一分钟一步棋（采用电子计时器读秒）"
        ),
        # 比赛分为定级组、15升10级、10升5级、5升2级、2升1级5个组别 (names as written, the last
        # four without 组)
        "divisions": ["定级组", "15升10级", "10升5级", "5升2级", "2升1级"],
        # 9月23日开始，24日结束，每天比赛共进行6轮 states no total (players stop after 3 or 4
        # wins: no rounds) and the page prints no year (no date); 573人/近700人 are the field
    },
    "go_ningbo_fenghua_district_league_5th_2020_teams_double_round_robin.txt": {
        "game": "go",  # 2020年第五届奉化区围棋联赛 (2002年版《中国围棋竞赛规则》)
        # 6支代表队 … 比赛设团体奖: the league's sides are teams meeting teams
        "teams": True,
        "format": "double_round_robin",  # 本届联赛…采用10轮双循环编排制 (six teams twice: ten)
        "rounds": 10,
        # 每局棋采取每方50分钟，每步棋加5秒、迟到15分钟以上作弃权。: 每局棋采取 read as the label
        "time_control": "每方50分钟，每步棋加5秒",
        "no_show_minutes": 15,
        # 本届联赛设甲、乙二个组 (read as two divisions; the six teams' ten rounds suggest the
        # groups are something else, e.g. boards, which the report does not say)
        "divisions": ["甲组", "乙组"],
        # 联赛时间为6月26日至8月1日，每周六下午12:30-17:00对局 dates no round (6月26日 itself is
        # a Friday, and 二轮过后 is that day); 个人最佳主将奖、最多胜局奖、道德风尚奖 name no
        # count (no special awards); 各得6分 after two wins is a standing, not a points clause
    },
    "chess_global_chess_league_2nd_london_2024_teams_double_round_robin_final.txt": {
        "game": "chess",  # 第二届全球国际象棋联赛 (国际棋联中文公众号专题)
        "teams": True,  # 6支队伍，36名棋手
        "boards": 6,  # 以每队六位棋手局分总和定胜负
        "time_control": "每方20分钟，无加秒",  # 时限为每方20分钟，无加秒。
        # 局分高的队伍…获得场分3分。如果两队局分相同…各获1个场分。局分少的队伍…场分0分。
        "match.win": "3",
        "match.draw": "1",
        "match.loss": "0",
        # 执黑获胜可得4个局分，执白获胜可得3个局分，和棋得1个局分: board points by colour (no
        # one board.win; board.draw would be 1 but is left with the rest); 十轮快棋双循环赛 then
        # 预赛前两名将进入冠亚军决赛 is a team event in stages (and 赛制 says 单循环预赛): no team
        # format of the schema (no format, rounds or advance), as in heldout44's hometowns league;
        # 2024.10.3-12 names no time
    },
    "chess_tianjin_binhai_cup_4th_2024_groups_9_rounds.txt": {
        "game": "chess",  # 第四届“滨海新区杯”国际象棋中国公开赛 (the third, 2023, is heldout6's)
        "divisions": ["A组", "B组"],  # 本次比赛分为A、B两个组别
        "format": "swiss",  # 比赛采用9轮瑞士积分制
        "rounds": 9,
        "time_control": "每方棋手基本用时90分钟，每走一步加30秒",
        # 18日…开赛 names no time; 赛程为两天三轮 is not read (no round times); 240余名 … 204位
        # are the field
    },
    "chess_national_youth_online_rapid_2022_age_groups_11_rounds.txt": {
        "game": "chess",  # 2022年全国国际象棋青少年网络快棋赛
        "time_control": "每方15分钟，每步棋加10秒",  # 时限为每方15分钟，每步棋加10秒
        "rounds": 11,  # 共进行11轮比拼
        # 1月22日…拉开帷幕 … 从下午13:30开始比赛，当天进行五轮 (the year from the title)
        "round.1": "2022-01-22 13:30",
        # 随后比赛改在18:30进行，每天比赛三轮: the later days are not written (each would be
        # worked out, not counted); 10岁以下组、11-12岁组和13-14岁组，每组再分男、女组 gives six
        # groups with no plain names (no divisions); 最高控制线200人 is per group (no capacity);
        # 前32名…电子奖状 names no money; no system named (no format)
    },
    "go_hainan_changjiang_qiziwan_champions_invitational_2017_knockout.txt": {
        "game": "go",  # 首届昌江棋子湾中国围棋冠军邀请赛 (比赛采用中国围棋竞赛规则)
        "format": "knockout",  # …单败淘汰制决出冠军
        "divisions": ["男子组", "女子组"],  # 分为男子组与女子组，每组四人
        "bracket": 4,  # 每组四人 … 预赛和决赛两个阶段: a four-player knockout in each group
        "time_control": "每方1小时，之后30秒三次",  # 每方1小时，之后30秒三次，超时判负。
        # 男子组冠军奖金10万元 … 女子组冠军奖金5万元: by group (no one prize list); 三、四名并列
        # means no third-place game (nothing to state); 于18日、19日进行 names no time; the
        # 2017海南省青少年围棋锦标赛 is another event (dropped from the text)
    },
    "go_cjk_veterans_teams_1st_huludao_2021_round_robin.txt": {
        "game": "go",  # 首届中日韩围棋元老团体赛 (a report after the event)
        "teams": True,
        "boards": 3,  # 每队均为三人，中国队台次顺序… (二比一 results)
        "format": "round_robin",  # 采用单循环赛制
        "rounds": 3,  # 进行了第三轮亦即最后一轮角逐 (three teams, one sitting out each round)
        "prizes": [(1, 1, 300000)],  # 冠军队将获三十万元人民币奖金
        "prize_total": 650000,  # 三队平分六十五万元的总奖金
        # 场分…局分完全相同，形成连环套，最终按比赛规则…并列冠军 tells how the tie fell, not a
        # written chain (no tiebreaks); 昨天 (the paper's 2021-09-15) names no time
    },
    "go_chaohu_mudan_cup_2nd_2024_7_rounds.txt": {
        "game": "go",  # 巢湖市第二届“牡丹杯”棋王争霸赛 (中國围棋协会审定的最薪竞赛规则, sic)
        "format": "swiss",  # 采取积分编排制方法，共赛七轮
        "rounds": 7,
        "time_control": "每方50分钟包干制",  # 每方50分钟包干制，超时判负。
        # 录取前17名并进行颁奖 names no amounts (no prizes); 4月20日—21日 names no time; the 48名
        # are the field (no capacity)
    },
}
