"""The expected values of the first written set (bench/regulation_texts/written1), read by
bench_regulation_text.py: eight regulations written for the test, not collected (no public page
is left to collect), in the forms real organisers use (full-width digits, Chinese numerals,
上午/下午/晚上 times, flattened 日程表, Traditional characters, traps a careful organiser
reads correctly), written blind (no reader run on them, no reader code read), their values
worked by hand from the text (the clause quoted beside each) and committed before any reader
was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

WRITTEN1_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_hangzhou_xihu_open_2025_9_rounds.txt": {
        "game": "xiangqi",  # ２０２５年“西湖杯”象棋公开赛 (《象棋竞赛规则（2020）》)
        "format": "swiss",  # （二）采用瑞士制积分编排，共赛九轮。
        "rounds": 9,
        # （三）比赛用时：每方基本用时２５分钟，每步加１０秒，超时判负。
        "time_control": "每方基本用时２５分钟，每步加１０秒",
        "points.win": "2",  # （四）计分：胜一局得２分，和一局得１分，负一局得０分。
        "points.draw": "1",
        "points.loss": "0",
        # （五）积分相同时，依次比较：对手分、累进分、胜局数、后胜局，仍相同则抽签决定。
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "second_seat_wins",
            "lots",
        ],  # fmt: skip
        # （六）每轮开赛后迟到１５分钟者判负；连续两轮弃权者取消后续比赛资格。
        "no_show_minutes": 15,
        "forfeits_to_withdraw": 2,
        # 七、日程表 (tab cells, the day cell left empty under its first row; the year is the
        # title's): １０月４日 9:00 第一轮 … １０月５日 14:40 第九轮
        "round.1": "2025-10-04 09:00",
        "round.2": "2025-10-04 10:40",
        "round.3": "2025-10-04 13:30",
        "round.4": "2025-10-04 15:10",
        "round.5": "2025-10-04 16:50",
        "round.6": "2025-10-05 08:30",
        "round.7": "2025-10-05 10:10",
        "round.8": "2025-10-05 13:00",
        "round.9": "2025-10-05 14:40",
        # 八、１．对局中棋手之间交谈或说棋，每次扣２分。 (the writer's "2/次", put in values.py's
        # form "2/each" after the run: a notation, not a reading)
        "penalty.交谈": "2/each",
        "penalty.说棋": "2/each",
        # 九、第一名3000元，第二名2000元，第三名1200元，第四至八名各500元，第九至十六名各200元
        "prizes": [(1, 1, 3000), (2, 2, 2000), (3, 3, 1200), (4, 8, 500), (9, 16, 200)],
        "fee": 100,  # 十、１．报名费：每人100元 (十二、申诉费300元 is an appeal's, not the fee)
        "capacity": 128,  # ２．限报128人，额满即止。
        "deadline": "2025-09-28 18:00",  # ３．报名截止：９月２８日（星期日）18时。
        # １０月３日…报到 and 十一、１０月３日晚上7点 领队会议 are no rounds
    },
    "xiangqi_chengdu_enterprises_2025_teams_5_rounds.txt": {
        "game": "xiangqi",  # “蓉城企业杯”职工象棋团体赛 (《象棋竞赛规则（2020）》)
        "teams": True,  # 2、比赛采用团体积分编排制，共赛五轮。
        "format": "swiss",
        "rounds": 5,
        "boards": 3,  # 2、每队由领队1名、队员4名组成，每轮3人上场，1人替补。
        "reserves": 1,
        "time_control": "每局每方30分钟，每步加5秒",  # 3、比赛用时：
        # 4、每台胜者得2分，和者得1分，负者得0分（局分）；…胜队得2分，平队各得1分，负队得0分（场分）
        "board.win": "2",
        "board.draw": "1",
        "board.loss": "0",
        "match.win": "2",
        "match.draw": "1",
        "match.loss": "0",
        # 5、按场分多少排列；场分相同，依次比较局分、对手分、直胜、第一台胜局数: read up to
        # 第一台胜局数, which has no registry name
        "tiebreaks": [
            "match_points",
            "board_points",
            "team_opponents_score",
            "team_direct_encounter",
        ],  # fmt: skip
        "no_show_minutes": 10,  # 7、开赛后迟到十分钟者，判该台负。
        # 五、6月14日 上午9:00 第一轮 下午13:30 第二轮 下午16:00 第三轮 / 6月15日 上午九时
        # 第四轮 下午一时半 第五轮 (the year is 二、2025年6月14日's)
        "round.1": "2025-06-14 09:00",
        "round.2": "2025-06-14 13:30",
        "round.3": "2025-06-14 16:00",
        "round.4": "2025-06-15 09:00",
        "round.5": "2025-06-15 13:30",
        # 六、奖金依次为：4000元、3000元、2000元、1000元，第五至八名各600元
        "prizes": [(1, 1, 4000), (2, 2, 3000), (3, 3, 2000), (4, 4, 1000), (5, 8, 600)],
        "deadline": "2025-06-05 23:59",  # 七、1、即日起至6月5日止
        "fee": 300,  # 2、报名费每队300元，限32队
        "capacity": 32,
        # 6月13日下午14:00-17:00报到 is no round; the 最佳台次奖 are 纪念品 (no amount)
    },
    "xiangqi_taichung_club_2025_double_round_robin.txt": {
        "game": "xiangqi",  # 會員盃象棋錦標賽
        "format": "double_round_robin",  # 柒、一、採雙循環制，參賽六人
        # 參、114年8月9日（六）、8月16日（六） (民國114年 = 2025); 柒、二、第一循環於8月9日…第二
        # 循環於8月16日進行，每日上午九時開始，依序進行五輪: only each cycle's first round is timed
        "round.1": "2025-08-09 09:00",
        "round.6": "2025-08-16 09:00",
        "time_control": "每方20分鐘，用完後每步30秒讀秒",  # 三、時限：…，超時判負。
        "points.win": "2",  # 四、計分：勝一局得2分，和局得1分，負局0分。
        "points.draw": "1",
        "points.loss": "0",
        # 五、積分相同時，依序比較直勝、勝局數、索伯分、後勝局，仍相同則抽籤決定。
        "tiebreaks": [
            "points",
            "direct_encounter",
            "wins",
            "sonneborn_berger",
            "second_seat_wins",
            "lots",
        ],  # fmt: skip
        "no_show_minutes": 30,  # 六、逾時30分鐘未到者判負。
        "deadline": "2025-07-31 17:00",  # 捌、一、即日起至7月31日（四）下午5時止。
        "fee": 300,  # 二、報名費：新臺幣300元
        # 玖、冠軍…3,000元 亞軍…2,000元 季軍…1,000元 第四至六名：各新臺幣500元
        "prizes": [(1, 1, 3000), (2, 2, 2000), (3, 3, 1000), (4, 6, 500)],
        # the six players are invited by ranking (伍、二), not a sign-up cap (no capacity)
    },
    "xiangqi_suzhou_youth_grading_2025_age_groups.txt": {
        "game": "xiangqi",  # 二〇二五年苏州市少儿象棋等级赛
        "format": "swiss",  # 六、2. 各组均采用积分编排制，赛七轮。
        "rounds": 7,
        "time_control": "每方20分钟，每步加5秒",  # 3. 各组比赛用时均为每方20分钟，每步加5秒。
        "points.win": "2",  # 4. 胜一局得2分，和一局得1分，负一局得0分。
        "points.draw": "1",
        "points.loss": "0",
        # 5. （1）对手分；（2）累进分；（3）中间分；（4）胜局数；（5）抽签。
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "opponents_score_median",
            "wins",
            "lots",
        ],  # fmt: skip
        "no_show_minutes": 10,  # 6. 迟到超过十分钟判负。
        # 五、甲组：2013年1月1日至2015年12月31日出生者；乙组：…；段位组：…
        "divisions": ["甲组", "乙组", "段位组"],
        # 七、比赛日程, one cell a line after 轮次/日期/时间 (the year is 三、二〇二五年's)
        "round.1": "2025-07-19 08:30",
        "round.2": "2025-07-19 10:00",
        "round.3": "2025-07-19 13:30",
        "round.4": "2025-07-19 15:00",
        "round.5": "2025-07-20 08:30",
        "round.6": "2025-07-20 10:00",
        "round.7": "2025-07-20 13:30",
        "deadline": "2025-07-10 23:59",  # 九、1. 报名时间：6月20日至7月10日。
        # 2. 甲组、乙组每人60元，段位组每人80元 and 3. 甲组、乙组各限64人，段位组限32人: by
        # group (no fee, no capacity); 八、奖杯和证书 name no amount (no prizes)
    },
    "xiangqi_shenzhen_nanshan_2025_16_knockout.txt": {
        "game": "xiangqi",  # “科技园杯”象棋快棋淘汰赛
        "format": "knockout",  # ②采用单败淘汰制 … 第1名对第16名
        "bracket": 16,  # 五、…年度排名前16名棋手
        "third_place": True,  # ⑤半决赛负者进行三四名决赛。
        "no_show_minutes": 5,  # ⑥每场开赛后迟到5分钟判负。
        # 七、上午9:30 第一轮（16进8） 上午11:00 第二轮（1/4决赛） 下午2:30 半决赛 下午4:30
        # 决赛 (三、11月8日; the year is the title's): the semi-final is the third round
        "round.1": "2025-11-08 09:30",
        "round.2": "2025-11-08 11:00",
        "round.3": "2025-11-08 14:30",
        "round.4": "2025-11-08 16:30",
        "prize_total": 14100,  # 八、奖金总额14100元
        # 冠军5000元，亚军3000元，季军1500元，殿军1000元，第五至八名各500元，第九至十六名各200元
        "prizes": [
            (1, 1, 5000),
            (2, 2, 3000),
            (3, 3, 1500),
            (4, 4, 1000),
            (5, 8, 500),
            (9, 16, 200),
        ],  # fmt: skip
        "deadline": "2025-10-31 18:00",  # 九、1. …报名截止：10月31日18:00。
        "fee": 0,  # 2.本次比赛不收报名费
        # ④第一轮、第二轮每方10分钟…；半决赛、决赛每方15分钟…: the clock differs by round (no
        # one time control)
    },
    "xiangqi_wuxi_liangxi_community_2025_groups_knockout.txt": {
        "game": "xiangqi",  # 梁溪区社区象棋联赛 (《象棋竞赛规则（2020）》)
        # 五、（二）1、…八个小组，每组4人，进行单循环赛，每组前两名出线。2、…单败淘汰赛
        "format": "stages",
        # (the writer's ["A组", …], put in values.py's form of letters after the run)
        "groups": ["A", "B", "C", "D", "E", "F", "G", "H"],
        "advance_per_group": 2,
        "knockout_size": 16,  # 2、第二阶段：16名出线棋手进行单败淘汰赛
        # 每组4人: the writer left it out as values.py gave no group size on a staged format;
        # it gives one since this set's run (and the text states it), so it counts now
        "group_size": 4,
        "time_control": "每方10分钟，每步加3秒",  # （三）用时：
        "points.win": "3",  # （四）小组赛计分：胜一局得3分，和一局得1分，负一局得0分。
        "points.draw": "1",
        "points.loss": "0",
        # （五）小组赛积分相同时，依次比较：直胜、胜局、后胜局、抽签。
        "tiebreaks": ["points", "direct_encounter", "wins", "second_seat_wins", "lots"],
        # 六、上午8:30 小组赛第一轮 9:30 小组赛第二轮 10:30 小组赛第三轮 / 下午13:30 十六进八
        # 14:30 八进四 15:30 半决赛 16:30 决赛 (三、9月13日; the year is the title's): the
        # knockout's rounds numbered on after the groups' three
        "round.1": "2025-09-13 08:30",
        "round.2": "2025-09-13 09:30",
        "round.3": "2025-09-13 10:30",
        "round.4": "2025-09-13 13:30",
        "round.5": "2025-09-13 14:30",
        "round.6": "2025-09-13 15:30",
        "round.7": "2025-09-13 16:30",
        # 七、冠军800元，亚军500元，第三至四名各300元，第五至八名各100元
        "prizes": [(1, 1, 800), (2, 2, 500), (3, 4, 300), (5, 8, 100)],
        "deadline": "2025-09-07 23:59",  # 八、1、即日起至9月7日止
        "fee": 30,  # 2、报名费30元/人，限报32人，报满为止。
        "capacity": 32,
        "no_show_minutes": 10,  # 九、1、迟到10分钟按弃权处理。
        # 3、8月30日（周六）上午10点…抽签仪式 is no round; （六）加赛…3分钟包干 is a play-off
        # game's clock, not the event's
    },
    "jieqi_online_yemao_group_2025_7_rounds.txt": {
        "game": "jieqi",  # “夜猫杯”揭棋网络积分赛 (天天象棋揭棋规则)
        "format": "swiss",  # 四、1. 七轮积分编排（瑞士制），每轮一局
        "rounds": 7,
        "time_control": "每方10分钟，每步加5秒",  # 2. 每方10分钟，每步加5秒，超时判负。
        "points.win": "2",  # 3. 胜一局得2分，和一局得1分，负一局得0分。
        "points.draw": "1",
        "points.loss": "0",
        "tiebreaks": ["points", "opponents_score", "progressive", "wins"],  # 4. 积分相同时…
        "no_show_minutes": 5,  # 5. …开赛后5分钟未进房间者判负。
        # 三、12月1日 晚上七点半 第一轮 晚上八点半 第二轮 … 12月4日 晚上七点半 第七轮 (the year
        # is the title's 2025年第4期)
        "round.1": "2025-12-01 19:30",
        "round.2": "2025-12-01 20:30",
        "round.3": "2025-12-02 19:30",
        "round.4": "2025-12-02 20:30",
        "round.5": "2025-12-03 19:30",
        "round.6": "2025-12-03 20:30",
        "round.7": "2025-12-04 19:30",
        # 六、1. 隐身（…）的，每次扣1分。 2. 消极比赛（…）的，每次扣2分。
        "penalty.隐身": "1/each",  # (the writer's "1/次" and "2/次", values.py's form since)
        "penalty.消极": "2/each",
        "deadline": "2025-11-30 22:00",  # 七、2. 报名截止：11月30日晚上10点。
        "capacity": 64,  # 3. 限报64人，额满即止；本期免费参加。
        "fee": 0,
        # 八、第一名群红包88元，第二名66元，第三名38元，第四至十名各10元。
        "prizes": [(1, 1, 88), (2, 2, 66), (3, 3, 38), (4, 10, 10)],
        # 3. 请人代下…取消本期及下一期参赛资格 bans for one further event (禁赛 with no days
        # and no points: left out, its form unsure); 九点半 颁奖直播 is no round
    },
    "jieqi_hk_kwun_tong_club_2025_32_knockout.txt": {
        "game": "jieqi",  # 揭棋淘汰賽 (港式揭棋規則（吃子可看）)
        "format": "knockout",  # 六、（1）三十二人單敗淘汰制
        "bracket": 32,
        "third_place": True,  # （4）準決賽負者進行季殿軍賽。
        "time_control": "每局每方十五分鐘，每步加五秒",  # （3）
        "no_show_minutes": 15,  # （5）逾時十五分鐘未到場者作棄權論。
        # 七、三月九日 上午十時 第一輪 / 下午一時 第二輪 / 下午三時半 第三輪 / 三月十六日 下午
        # 二時 準決賽 / 下午四時半 決賽 (二〇二五年 from 二、比賽日期)
        "round.1": "2025-03-09 10:00",
        "round.2": "2025-03-09 13:00",
        "round.3": "2025-03-09 15:30",
        "round.4": "2025-03-16 14:00",
        "round.5": "2025-03-16 16:30",
        # 九、冠軍港幣2,000元、亞軍港幣1,200元、季軍港幣800元、殿軍港幣500元，八強各港幣200元
        # (八強 read as the four beaten in the quarter-finals, places 5 to 8)
        "prizes": [(1, 1, 2000), (2, 2, 1200), (3, 3, 800), (4, 4, 500), (5, 8, 200)],
        "capacity": 32,  # 十、（1）名額三十二名，先到先得。
        "deadline": "2025-02-23 22:00",  # （3）截止日期：二月二十三日（星期日）晚上十時前。
        # （2）會員港幣100元，非會員港幣150元: by membership (no one fee); 上午九時半前到場報到
        # and 八、三月二日…晚上八時…公開抽籤 are no rounds
    },
}
