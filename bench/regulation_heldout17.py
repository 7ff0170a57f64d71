"""The expected values of the seventeenth held-out set (bench/regulation_texts/heldout17), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no
reader code read), abridged to their competition clauses, their values worked by hand from the
text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT17_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_online_qunying_cup_2020_7_rounds.txt": {
        "game": "xiangqi",  # 2020年第二届“群英杯”网络象棋公开赛
        # 八、2、积分排名：积分，对手分，后胜局，累进分来区分。 (后胜局: second_seat_wins)
        "tiebreaks": ["points", "opponents_score", "second_seat_wins", "progressive"],
        # the schedule's 第一轮 … 第7轮: seven rounds (the system is not named: no format)
        "rounds": 7,
        # 八、1、时间设置：局时15分钟，步时3分钟，每走一步加3秒，即15+3+3。 (时间设置 the label)
        "time_control": "局时15分钟，步时3分钟，每走一步加3秒，即15+3+3",
        "no_show_minutes": 10,  # 比赛开始10分钟未到者对方截图获胜。
        "capacity": 50,  # 六、参赛类型：所有象棋爱好者（限报50人）
        "fee": 10,  # 十、报名费10元
        "deadline": "2020-05-16 18:00",  # 报名截止时间：2020年5月16日下午6点。
        # 七、第一名80元 第二名60元 第三名40元 第4—8名20元
        "prizes": [(1, 1, 80), (2, 2, 60), (3, 3, 40), (4, 8, 20)],
        # 幸运奖：名次为18、28、38、48名各奖励15元。
        "lucky_places": [([18, 28, 38, 48], 15)],
        "special_awards": [("道德风尚奖", 2, 15)],  # 道德风尚奖2名各奖励15元。
        # 九、2020年5月17日下午1:00开幕式 第一轮：1:10到1:50 … (afternoon: 下午 carries on)
        "round.1": "2020-05-17 13:10",
        "round_end.1": "2020-05-17 13:50",
        "round.2": "2020-05-17 14:10",  # 第二轮：2:10到2:50
        "round_end.2": "2020-05-17 14:50",
        "round.3": "2020-05-17 15:10",  # 第三轮：3:10到3:50
        "round_end.3": "2020-05-17 15:50",
        "round.4": "2020-05-17 16:10",  # 第四轮：4:10到4:50
        "round_end.4": "2020-05-17 16:50",
        # 5月17日晚上 第5轮7:20到8:00 (晚上: evening)
        "round.5": "2020-05-17 19:20",
        "round_end.5": "2020-05-17 20:00",
        "round.6": "2020-05-17 20:10",  # 第6轮8:10到8:50
        "round_end.6": "2020-05-17 20:50",
        "round.7": "2020-05-17 21:00",  # 第7轮9:00到9:40
        "round_end.7": "2020-05-17 21:40",
        # 发现软取消成绩并全范围通报，取消以后参加比赛资格: engine use is cheating (作弊)
        # punished by annulled results and a ban, with no points: left out (unsure of the
        # form); no points per game stated
    },
    "xiangqi_richmond_lucky_cup_2014_7_rounds.txt": {
        "game": "xiangqi",  # 2014年列治文“幸运酒楼杯”象棋公开赛 (采用亚洲棋例)
        # 7、比赛计分：比赛采用瑞士制进行7轮比赛，胜2分，和1分，负0分。
        "format": "swiss",
        "rounds": 7,
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 计算优先：1. 总得分；2. 对手分；3. 双方比赛胜方优先；4. 后手多优先；5. 抽签决定。
        # (双方比赛胜方优先: the game between them; 后手多优先, more games second, has no
        # registry name and the chain stops before it)
        "tiebreaks": ["points", "opponents_score", "direct_encounter"],
        # 5、比赛规则：采用亚洲棋例，双方各40分+10秒，超时作负。 (采用亚洲棋例 the rule book)
        "time_control": "双方各40分+10秒",
        # 6、冠军CAD 500元；亚军CAD 300元；季军CAD 200元
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200)],
        "fee": 3,  # 8、报名费每位CAD 3元 (按金CAD 20元 is a deposit, refunded)
        "capacity": 24,  # 名额共24位，额满即止。
        # 3、2014年4月26日（星期六）上午9点至下午17点（比赛三轮）: the span of rounds 1-3
        "round.1": "2014-04-26 09:00",
        # 2014年5月03日（星期六）上午9点至下午16点（比赛四轮）: the span of rounds 4-7 starts
        # with round 4 (unsure: a span's start read as its first round's)
        "round.4": "2014-05-03 09:00",
        # 棋友亦可于4月26日当天九点前到场报名 allows entries on the day, not a deadline
        # written as one (no deadline)
    },
    "xiangqi_changan_campus_qixing_2021_groups_knockout.txt": {
        "game": "xiangqi",  # 首届“七星聚会”中国象棋比赛
        # 参赛方式：…分为8个小组，进行循环对局，小组中每两人对局一次，最后小组累计获胜场次最多的
        # 出线；进行8进4的比赛…采用三局两胜制: a round robin in each group, then a knockout
        # (two stages, the first not a Swiss)
        "format": "stages",
        "advance_per_group": 1,  # 小组累计获胜场次最多的出线 (one from each group)
        "knockout_size": 8,  # 进行8进4的比赛，8人分为4对
        # 请各班文体委员于11月23日之前将参赛选手信息汇总… (the year is the event's, 2021)
        "deadline": "2021-11-23 23:59",
        # the 8 groups are not named (no groups list); 2021年11月26号（具体时间…协商决定）
        # names no time; the prizes are goods (音响, 象棋, U盘), no money
    },
    "xiangqi_fengxu_primary_2016_group_round_robins.txt": {
        "game": "xiangqi",  # 丰圩小学首届小学生中国象棋的比赛细则
        "round.1": "2016-03-07 08:00",  # 一、2016年3月7日上午8:00開始。
        # 三、2、第一輪比賽分成三組，每組6人，進行循環賽 … 3、第二輪…分成3組，繼續循環賽 …
        # 4、第三輪3名選手進行決賽，依然進行循環賽: three round-robin stages (no one system)
        "format": "stages",
        "group_size": 6,  # 第一輪比賽分成三組，每組6人 (the first stage's groups)
        "points.win": "1",  # 每勝一局得一分 (no draw or loss points stated)
        # 第一時限：對局開始后30分鐘為自由支配時間；第二時限：…每分鐘內必須走一步: a clock in
        # two periods under two labels (unsure: left out, no one clause); the 3 groups of the
        # first stage are not named; who goes on from each group differs by place (第一名直接進入
        # 決賽, 2-3名進入第二輪): no one advance_per_group
    },
    "xiangqi_changhua_mazu_cup_15th_2024_groups.txt": {
        "game": "xiangqi",  # 第十五屆「媽祖盃全國象棋錦標賽」
        "format": "swiss",  # 一律採用瑞士積分編排制
        # 比賽規則採用中華民國象棋比賽規則（比賽用時：20分加5秒） (比賽用時 the label)
        "time_control": "20分加5秒",
        # 分成11組，包括--高段組：…社會甲組：…、社會乙組：…、社會丙組：…・以及學生A、B、C、
        # D、E、F、G組 (the student groups written as one run of letters)
        "divisions": [
            "高段組",
            "社會甲組",
            "社會乙組",
            "社會丙組",
            "學生A組",
            "學生B組",
            "學生C組",
            "學生D組",
            "學生E組",
            "學生F組",
            "學生G組",
        ],  # fmt: skip
        # 比賽6輪（學生組比賽5輪）: by group (no one number of rounds); 10月27日上午9時…開幕，
        # 隨即展開競賽: the year is only the page address's (民国113 = 2024), not the text's, so
        # no round time; 各組前八名可獲頒700元至3萬元不等: no list
    },
    "xiangqi_kunming_xishan_spring_cup_6th_2021_swiss.txt": {
        "game": "xiangqi",  # 第六届“迎春杯”象棋公开赛
        # 公开组采用积分编排制共进行十三轮比赛…少儿组采用积分编排制共进行七轮比赛: both Swiss
        # (the rounds differ by group: no one number)
        "format": "swiss",
        "divisions": ["公开组", "少儿组"],  # 组别设置有公开组和少儿组。
        # 1月1日…拉开序幕 … 下午2:30，比赛…正式拉开帷幕 (the year is the page's, dated
        # 2021-01-05, the event's 第六届 in January 2021; unsure)
        "round.1": "2021-01-01 14:30",
        # 团体采用队员总分制: a team ranked by its members' totals (not a team format); the
        # first prizes differ by group (5万元 / 3万元 / 1500元): no one list
    },
    "xiangqi_sichuan_farmers_5th_2025_swiss.txt": {
        "game": "xiangqi",  # 四川省第五届农民象棋大赛
        # 男子组设置九轮积分编排赛制，女子组设置七轮积分编排赛制: both Swiss, the rounds by group
        "format": "swiss",
        "divisions": ["男子组", "女子组"],
        "time_control": "每局基本用时20分钟",  # …，每局基本用时20分钟。
        # 于10月28日至30日 names no time; the team event is 个人赛与团体赛相结合 with no rule
        # stated (teams not counted)
    },
}
