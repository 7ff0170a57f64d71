"""The expected values of the second written set (bench/regulation_texts/written2), read by
bench_regulation_text.py: eight regulations written for the test, not collected (no public
page was copied; each is an invented event, written the way organisers write them), their
values worked by hand from the text (the clause quoted beside each) and committed before any
reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

WRITTEN2_EXPECTED: dict[str, dict[str, object]] = {
    "go_hangzhou_xixi_club_2026_swiss_7_rounds.txt": {
        "game": "go",  # ２０２６年“西溪棋友杯”围棋公开赛 (《中国围棋竞赛规则》)
        "format": "swiss",  # （二）比赛采用积分编排制，共赛７轮，电脑编排，一律猜先。
        "rounds": 7,
        # （三）比赛用时：每方基本用时４５分钟，用完后３次３０秒读秒，超时判负。
        "time_control": "每方基本用时４５分钟，用完后３次３０秒读秒",
        "points.win": "2",  # （四）…胜局得２分，负局得０分。
        "points.loss": "0",
        # （五）名次区分：积分相同时，依次比较对手分、累进分、胜局数、后胜局，仍相同则抽签决定。
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "second_seat_wins",
            "lots",
        ],  # fmt: skip
        "no_show_minutes": 15,  # （六）选手迟到１５分钟判负。
        "penalty.手机": "0/each 判负",  # （七）对局中手机发出声响者，该局判负。
        # 七、日程表 (one cell a line after 轮次/日期/时间); the year is the event's
        # (三、２０２６年)
        "round.1": "2026-12-19 08:30",  # 第一轮 １２月１９日 ８:３０
        "round.2": "2026-12-19 10:45",
        "round.3": "2026-12-19 13:30",
        "round.4": "2026-12-19 15:45",
        "round.5": "2026-12-20 08:30",  # 第五轮 １２月２０日 ８:３０
        "round.6": "2026-12-20 10:45",
        "round.7": "2026-12-20 13:30",
        # 第一名３０００元，第二名２０００元，第三名１２００元，第四至八名各５００元，
        # 第九至十六名各２００元（总奖金１０３００元）
        "prizes": [(1, 1, 3000), (2, 2, 2000), (3, 3, 1200), (4, 8, 500), (9, 16, 200)],
        "prize_total": 10300,
        "capacity": 128,  # ２．本次比赛限报１２８人，额满即止。
        "deadline": "2026-12-15 23:59",  # ３．报名时间：即日起至１２月１５日止
        # １２月１８日下午１４:００—１７:００报到 is the check-in, no round; 报名费每人１００元，
        # 学生凭学生证８０元: two fees (no one fee)
    },
    "go_suzhou_youth_2026_grade_groups_6_rounds.txt": {
        "game": "go",  # 2026年苏州市青少年围棋段级位赛
        "format": "swiss",  # 2、各组均采用积分编排制，共赛6轮。
        "rounds": 6,
        "points.win": "1",  # 每局胜者得1分，负者得0分。
        "points.loss": "0",
        # 五、组别 （1）甲组：业余3段及以上； （2）乙组… （3）丙组… （4）丁组…
        "divisions": ["甲组", "乙组", "丙组", "丁组"],
        # 4、总积分相同者，依次以对手分、累进分、直胜区分，仍相同则抽签。
        "tiebreaks": ["points", "opponents_score", "progressive", "direct_encounter", "lots"],
        "no_show_minutes": 10,  # 5、开赛后迟到超过10分钟者判负。
        # 6、比赛日程： 11月7日　9:00 第一轮　13:30 第二轮　15:30 第三轮 (the year is the
        # title's, 2026)
        "round.1": "2026-11-07 09:00",
        "round.2": "2026-11-07 13:30",
        "round.3": "2026-11-07 15:30",
        "round.4": "2026-11-08 09:00",  # 11月8日　9:00 第四轮　13:30 第五轮　15:30 第六轮
        "round.5": "2026-11-08 13:30",
        "round.6": "2026-11-08 15:30",
        "deadline": "2026-10-25 23:59",  # ①报名时间：10月10日至10月25日，逾期不予受理。
        "fee": 120,  # ②报名费：每人120元（含段级位证书工本费）。
        # 3、比赛用时：甲组每方40分钟，3次30秒读秒；乙组、丙组、丁组每方30分钟包干: by group
        # (no one time control); 11月6日下午2:00 报到 and 11月6日晚上7点 领队会议 are no
        # rounds; 各组录取前八名，颁发奖牌和证书: no amounts (no prizes)
    },
    "go_shenzhen_companies_2026_teams_round_robin.txt": {
        "game": "go",  # 深圳市第五届“科技园杯”企业围棋团体赛
        "teams": True,  # （二）比赛采用团体单循环赛，每场三台
        "format": "round_robin",
        "boards": 3,
        "reserves": 1,  # 每队报领队一人、队员四名，其中三人上场、一人为替补。
        # （三）每台胜得1分，负得0分（局分）；…胜队得3分，平局各得1分，负队得0分（场分）。
        "board.win": "1",
        "board.loss": "0",
        "match.win": "3",
        "match.draw": "1",
        "match.loss": "0",
        # （四）团体名次按场分排列；场分相同，依次比较局分、直胜，仍相同以抽签决定。
        "tiebreaks": ["match_points", "board_points", "team_direct_encounter", "team_lots"],
        "time_control": "每方60分钟，三次30秒读秒",  # （五）比赛用时：…，超时判负。
        "penalty.坐错": "0/each 判负",  # （六）队员坐错台次的，该台判负。
        # 七、比赛日程 (cells split by tabs; the year is 三、二〇二六年):
        # 第一轮	九月十二日	上午九时至十二时 …
        "round.1": "2026-09-12 09:00",
        "round_end.1": "2026-09-12 12:00",
        "round.2": "2026-09-12 14:00",  # 第二轮	九月十二日	下午二时至五时
        "round_end.2": "2026-09-12 17:00",
        "round.3": "2026-09-13 09:00",
        "round_end.3": "2026-09-13 12:00",
        "round.4": "2026-09-13 14:00",
        "round_end.4": "2026-09-13 17:00",
        "round.5": "2026-09-19 09:00",
        "round_end.5": "2026-09-19 12:00",
        "round.6": "2026-09-19 14:00",
        "round_end.6": "2026-09-19 17:00",
        "round.7": "2026-09-20 09:00",  # 第七轮	九月二十日	上午九时至十二时
        "round_end.7": "2026-09-20 12:00",
        # 录取团体前三名，奖金依次为6000元、4000元、2000元
        "prizes": [(1, 1, 6000), (2, 2, 4000), (3, 3, 2000)],
        "fee": 800,  # 1. 报名费每队800元 (a team's fee)
        "deadline": "2026-08-31 23:59",  # 2. 报名截止：8月31日 (the year is the title's)
        # 邀请…八支企业代表队 is who is invited, no cap (no capacity); the number of rounds
        # follows from the eight teams but is not stated as a number; 申诉费200元 is no fee
    },
    "go_taipei_donghu_2026_knockout_32.txt": {
        "game": "go",  # 2026年「東湖棋院盃」圍棋菁英賽 (比目法圍棋規則)
        "format": "knockout",  # 七、賽制：單敗淘汰制，限32名選手參加
        "bracket": 32,
        "capacity": 32,  # 限32名選手參加 … 額滿為止
        "third_place": True,  # （五）…同時由半決賽敗者進行季軍賽
        # 五、參賽資格：業餘四段以上棋手，須持有段位證書 (left out by the writer, who did not
        # name the key; the clause states it: added after the run)
        "certificate_required": True,
        # 八、賽程 (the year is the title's, 2026): （一）3月14日（六）上午10:00　第一輪（32強）
        "round.1": "2026-03-14 10:00",
        "round.2": "2026-03-14 14:00",  # （二）3月14日（六）下午2:00　第二輪（16強）
        "round.3": "2026-03-15 10:00",  # （三）3月15日（日）上午10:00　八強賽
        "round.4": "2026-03-15 14:00",  # （四）3月15日（日）下午2:00　半決賽
        "round.5": "2026-03-22 10:00",  # （五）3月22日（日）上午10:00　決賽
        "time_control": "每方各40分鐘，三次30秒讀秒",  # 九、比賽用時：…，超時判負。
        "no_show_minutes": 15,  # 1. 比賽遲到15分鐘判負。
        # 冠軍新臺幣30,000元、亞軍15,000元、季軍8,000元、殿軍5,000元，第五至八名各2,000元
        "prizes": [(1, 1, 30000), (2, 2, 15000), (3, 3, 8000), (4, 4, 5000), (5, 8, 2000)],
        "deadline": "2026-02-28 17:00",  # 1. 即日起至2月28日（六）17:00止
        "fee": 600,  # 2. 報名費：每人600元。
        # ※各日上午9:30前須完成報到 is the check-in, no round
    },
    "chess_chengdu_school_2026_double_round_robin.txt": {
        "game": "chess",  # 成都市第七中学2026年国际象棋校内精英赛
        "format": "double_round_robin",  # 2）比赛采用双循环制，每名选手与其他选手各赛两局
        # added after the run, as a reading change: a round robin's rounds (the timetable's
        # ten, 第一轮 … 第十轮: six players twice) are a value since the draft plans its field
        "rounds": 10,
        "time_control": "每方15分钟，每步加10秒",  # 3）比赛用时：每方15分钟，每步加10秒。
        "points.win": "1",  # 4）计分：胜一局得1分，和一局得0.5分，负一局得0分。
        "points.draw": "0.5",
        "points.loss": "0",
        # 5）名次区分：积分相同时，依次比较索伯分、直胜、胜局数，仍相同则抽签。
        "tiebreaks": ["points", "sonneborn_berger", "direct_encounter", "wins", "lots"],
        "no_show_minutes": 10,  # 6）开赛后10分钟未到者判负。
        # 六、比赛日程 (三、2026年10月4日至5日):
        # 10月4日（上午）8:30 第一轮　9:40 第二轮　10:50 第三轮
        "round.1": "2026-10-04 08:30",
        "round.2": "2026-10-04 09:40",
        "round.3": "2026-10-04 10:50",
        "round.4": "2026-10-04 14:00",  # 10月4日（下午）14:00 第四轮　15:10 第五轮
        "round.5": "2026-10-04 15:10",
        "round.6": "2026-10-05 08:30",
        "round.7": "2026-10-05 09:40",
        "round.8": "2026-10-05 10:50",
        "round.9": "2026-10-05 14:00",  # 10月5日（下午）14:00 第九轮　15:10 第十轮
        "round.10": "2026-10-05 15:10",
        "fee": 0,  # 八、本次比赛不收取报名费。
        # 9月20日校内选拔赛 is the qualifier before, no round; 9月27日前…确认参赛 is the
        # qualified players' confirmation, not a sign-up deadline; 10月5日16:30 颁奖 is no
        # round; the prizes are cups and cards (no amounts); the ten rounds are not written
        # as a number (第十轮 is the timetable's), no rounds key for a round robin
    },
    "chess_online_evenings_2027_swiss_9_rounds.txt": {
        "game": "chess",  # 二〇二七年“云端杯”国际象棋网络快棋赛 (Lichess)
        "format": "swiss",  # 1、采用瑞士制编排，共赛九轮。
        "rounds": 9,
        "time_control": "每方10分钟，每步加5秒",  # 2、比赛用时：每方10分钟，每步加5秒。
        "points.win": "1",  # 3、胜一局得1分，和一局得0.5分，负一局得0分。
        "points.draw": "0.5",
        "points.loss": "0",
        # 4、积分相同时，依次比较中间分、对手分、累进分、直胜。
        "tiebreaks": [
            "points",
            "opponents_score_median",
            "opponents_score",
            "progressive",
            "direct_encounter",
        ],  # fmt: skip
        "no_show_minutes": 10,  # 5、每轮开赛后10分钟仍未进入对局者判负。
        # 6、比赛期间不得使用任何引擎或他人协助，一经查实取消比赛资格并禁赛。
        "penalty.作弊": "0/each DQ 禁赛",
        # 六、日程表 (cells split by runs of spaces; the year is 二〇二七年):
        # 第一轮    1月8日      晚上七点半
        "round.1": "2027-01-08 19:30",
        "round.2": "2027-01-08 20:15",  # 第二轮    1月8日      晚上八点十五分
        "round.3": "2027-01-08 21:00",  # 第三轮    1月8日      晚上九点
        "round.4": "2027-01-09 19:30",
        "round.5": "2027-01-09 20:15",
        "round.6": "2027-01-09 21:00",
        "round.7": "2027-01-10 19:30",
        "round.8": "2027-01-10 20:15",
        "round.9": "2027-01-10 21:00",  # 第九轮    1月10日     晚上九点
        # 第一名800元，第二名500元，第三名300元，第四至十名各100元
        "prizes": [(1, 1, 800), (2, 2, 500), (3, 3, 300), (4, 10, 100)],
        "fee": 0,  # （一）免费参赛，限报200人，额满即止。
        "capacity": 200,
        "deadline": "2027-01-05 22:00",  # （二）报名截止：1月5日晚上22:00。
        # 另设最佳女棋手奖一名 names no amount
    },
    "chess_hongkong_wanchai_2026_groups_knockout.txt": {
        "game": "chess",  # 灣仔國際象棋會2026年會員盃 (國際棋聯最新棋例)
        # （一）第一階段：分組循環賽。…分為A組、B組、C組、D組，每組4人進行單循環，每組首兩名
        # 出線。 （二）第二階段：8人單淘汰賽: groups of a round robin, then a knockout
        "format": "stages",
        "groups": ["A", "B", "C", "D"],  # (the writer's ["A組", …]; values.py's letters since)
        # 每組4人: left out by the writer as values.py gave no group size on a staged format; it
        # gives one since this set's run
        "group_size": 4,
        "advance_per_group": 2,
        "knockout_size": 8,
        # （三）小組名次：積分相同者，依次比較直勝、索伯分、勝局數。
        "tiebreaks": ["points", "direct_encounter", "sonneborn_berger", "wins"],
        "points.win": "1",  # （四）勝一局得1分，和局得½分，負局得0分。
        "points.draw": "1/2",
        "points.loss": "0",
        "time_control": "每方25分鐘，每步加10秒",  # 六、比賽時限：每方25分鐘，每步加10秒。
        # 七、賽程 (二、2026年5月2日…及5月9日): 5月2日　下午2:30 第一輪　下午4:00 第二輪
        # 下午5:30 第三輪; 5月9日　下午2:30 四分之一決賽　下午4:00 半決賽　下午5:30 決賽
        # (the knockout's rounds numbered on after the groups' three)
        "round.1": "2026-05-02 14:30",
        "round.2": "2026-05-02 16:00",
        "round.3": "2026-05-02 17:30",
        "round.4": "2026-05-09 14:30",
        "round.5": "2026-05-09 16:00",
        "round.6": "2026-05-09 17:30",
        "no_show_minutes": 15,  # 八、遲到15分鐘作棄權論。
        # 冠軍獎盃及書券HK$1,000；亞軍HK$600；季軍HK$400；殿軍HK$200。
        "prizes": [(1, 1, 1000), (2, 2, 600), (3, 3, 400), (4, 4, 200)],
        "capacity": 16,  # （一）名額16人，先到先得。
        "deadline": "2026-04-25 23:59",  # （三）截止日期：4月25日（星期六）晚上11時59分。
        # 報名費：會員HK$100，非會員HK$150: two fees (no one fee); 每組4人 is the groups'
        # size, which a staged format's values do not hold (no group_size); 半決賽負方進行
        # 三四名賽 is the knockout stage's (no third_place key of a staged format)
    },
    "junqi_online_pairs_2027_swiss_6_rounds.txt": {
        "game": "junqi4",  # “冬夜杯”四国军棋网络双人赛 (QQ游戏四国军棋，四暗房间)
        "format": "swiss",  # 1. 采用积分编排制，共6轮，每轮一局。
        "rounds": 6,
        "points.win": "3",  # 2. 每局胜队得3分，和棋各得1分，负队得0分。
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每步30秒",  # 3. 比赛用时：每步30秒。
        # 4. 积分相同时，比较对手分、胜局数，仍相同按报名先后排列。
        "tiebreaks": ["points", "opponents_score", "wins", "signup_order"],
        "no_show_minutes": 10,  # 5. 开赛10分钟后仍未进入房间的队伍判负。
        "capacity": 64,  # 2. 本次比赛限报64队，报满即止。 (64 pairs)
        # 六、比赛日程 (the year is the title's, 2027): 1月16日　晚上8:00 第一轮　晚上9:00 第二轮
        "round.1": "2027-01-16 20:00",
        "round.2": "2027-01-16 21:00",
        "round.3": "2027-01-17 20:00",
        "round.4": "2027-01-17 21:00",
        "round.5": "2027-01-23 20:00",
        "round.6": "2027-01-23 21:00",
        "penalty.隐身": "2/each",  # ① 开局后无故隐身或掉线超过3分钟，扣2分。
        "penalty.开棋": "5/each 判负",  # ② 开棋…一经查实，该局判负并扣5分。
        "penalty.说棋": "3/each",  # ③ 对局中以语音或文字说棋者，每次扣3分。
        "penalty.骂人": "0/each DQ",  # ④ 辱骂对手者，取消比赛资格。
        # 冠军队500元，亚军队300元，季军队200元，第四至八名各50元
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200), (4, 8, 50)],
        "fee": 0,  # 九、免费报名。
        "deadline": "2027-01-14 22:00",  # 报名截止：1月14日晚10点
        # 每队两人…同队两人坐对家为盟友: two pairs at one table, one game (no team format
        # of boards, teams not counted)
    },
}
