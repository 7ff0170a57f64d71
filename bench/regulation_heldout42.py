"""The expected values of the forty-second held-out set (bench/regulation_texts/heldout42), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT42_EXPECTED: dict[str, dict[str, object]] = {
    "go_lanzhou_weixiao_boya_cup_summer_2019_kyu_groups_5_rounds.txt": {
        "game": "go",  # “渭小•博雅杯”2019夏季兰州市少儿围棋定级赛 (A组采用2002《围棋竞赛规则》)
        # 六、C组…共下五轮…B组…共下五轮…A组…共下五轮: the same count in every group
        "rounds": 5,
        # 六、比赛分ABC三个组进行。 (each named C组, B组, A组 in the clauses that follow)
        "divisions": ["A组", "B组", "C组"],
        # 八、报名交级位证及150元参赛服务费。 (如无级位证则再交50元办证费: a certificate's cost)
        "fee": 150,
        # 八、69日前于围棋老师处办清手续 (the page lost 月: 6月9日, the year the title's 2019)
        "deadline": "2019-06-09 23:59",
        # no pairing system named (依据胜局数定级 only: no format); 九、C组上午800开赛 … A组下午
        # 1400开赛 gives each group its own start (no one round time); 七、's 一等奖 … are
        # certificates and goods (no prizes)
    },
    "go_putian_new_year_29th_dan_2024_7_rounds.txt": {
        "game": "go",  # 莆田市2024年元旦第29届少儿围棋升段赛 (《2002 年围棋竞赛规则》)
        "rounds": 7,  # 4.各组别均为早上4轮，下午3轮。 (7盘4胜升段 …: seven games a group)
        # 3.比赛时间为1月1日全天，…9点开赛，下午2点开赛 (一、2024年1月1日): the morning's
        # first round and the afternoon's, round 5 after the morning's four
        "round.1": "2024-01-01 09:00",
        "round.5": "2024-01-01 14:00",
        "fee": 200,  # 四、报名费用：200元（不含段位证书费）
        "deadline": "2023-12-30 23:00",  # 五、报名截止时间：2023年12月30日晚 23点
        # 六、1.每轮比赛开始后迟到10分钟视为弃权，判负；参赛选手连续弃权两轮视为退赛。
        "no_show_minutes": 10,
        "forfeits_to_withdraw": 2,
        # 2.比赛分为以下组别：定段组（1级升1段）… 1段组… 2段组…
        "divisions": ["定段组", "1段组", "2段组"],
        # 对阵表即时电脑抽签编排 names no system, and a player leaves after 4 wins or 4 losses
        # (no format)
    },
    "go_beijing_shaonian_zongheng_may_2024_5_rounds.txt": {
        "game": "go",  # 少年纵横棋王赛5月北京站 (《中国围棋竞赛规则》)
        "format": "swiss",  # 3、比赛采用电脑积分编排赛制，各组都进行五轮比赛。
        "rounds": 5,
        # 二、2024年5月12日（周日）09:00-12:00: the event's span (its start the first round; the
        # end is the session's, not round 1's)
        "round.1": "2024-05-12 09:00",
        # 报名期：4月10日至56 (the page lost 月/日: 5月6日)
        "deadline": "2024-05-06 23:59",
        "capacity": 60,  # 2、本次比赛人数限定60人，人满即止。
        "fee": 299,  # 3、报名费299元
        # 注意事项 1、开赛15分钟后未到赛场者，视为本轮弃权，弃权两轮者不再参与 (the page ends
        # there)
        "no_show_minutes": 15,
        "forfeits_to_withdraw": 2,
        # 2、…分为三组。… 九路吃子：… 九路围空：… 19路围空：…
        "divisions": ["九路吃子", "九路围空", "19路围空"],
        # 胜1局积1分 (九路吃子) and 胜1局积2分 (the others): by group (no points); the medals and
        # certificates carry no amounts (no prizes)
    },
    "go_lishui_zhejiang_yumiao_bases_2011_age_groups_9_rounds.txt": {
        "game": "go",  # 浙江省围棋育苗工程理事会 … 1、采用国家体育局2002年颁发的最新围棋规则
        "format": "swiss",  # 2、比赛采用积分编排制，共九轮，采用电脑抽签编排；
        "rounds": 9,
        # 3、双方共用半个小时，根据情况由裁判决定放钟，每方再用十分钟，超时作负；
        "time_control": "双方共用半个小时，根据情况由裁判决定放钟，每方再用十分钟",
        # 七、组别年龄：A组（12周岁…） B组… C组… D组… E组（5周岁，幼儿园中班组）
        "divisions": ["A组", "B组", "C组", "D组", "E组"],
        # 十、1、代收…会费（2010年度）100元；每名运动员缴纳参赛费150元； (the 会费 is a
        # membership's, not the entry's)
        "fee": 150,
        "deadline": "2011-05-30 23:59",  # 十一、1、参赛各队报名单于2011年5月30日前用电子邮件报名
        # the 团体 is ranked by its members' individual scores (not a team format); 九、's 一等奖 …
        # and 奖杯 carry no amounts (no prizes); 2011年6月4日——6月6日 names no hour
    },
    "go_danyang_shuiboshi_cup_8th_2010_dan_kyu_groups_6_rounds.txt": {
        "game": "go",  # 丹阳市第八届“水博士”少儿围棋段位赛 (9路 / 19路棋盘)
        "format": "swiss",  # 二、3、比赛共6轮，采用积分编排制。
        "rounds": 6,
        # 一、分组情况：1、A组：3段及以上的棋手 … 12、M组：4周岁组 (no L组 on the page)
        "divisions": [
            "A组",
            "B组",
            "C组",
            "D组",
            "E组",
            "F组",
            "G组",
            "H组",
            "I组",
            "J组",
            "K组",
            "M组",
        ],  # fmt: skip
        # 四、报名时间：报名截止2010年8月14日，逾期一律不得报名
        "deadline": "2010-08-14 23:59",
        # 比赛时间：（1）5级及以下组2010年8月22号，上午8:00开始 （2）4级及以上组2010年8月23、
        # 24号两天，上午8:00开始: each half of the groups starts on its own day (no one round
        # time); 只颁发段、级位证书不取名次 (no prizes)
    },
    "xiangqi_biguiyuan_cup_7th_2018_knockout_16.txt": {
        "game": "xiangqi",  # 第七届“碧桂园杯”全国象棋冠军邀请赛 (《象棋竞赛规则》（2011）)
        # 六、（二）…初赛采用两局单败淘汰制，…8名参赛棋手为种子选手…初赛前二名棋手晋级决赛，
        # 决赛采用六局制比赛。: a single elimination of the sixteen (the final a six-game match)
        "format": "knockout",
        "bracket": 16,  # 五、全国象棋锦标赛（个人）男子冠军（70岁以下）共16人
        # （四）1、基本用时：每方60分钟，每走一步加20秒。 (2、's 加赛快棋 clock is the playoffs')
        "time_control": "每方60分钟，每走一步加20秒",
        # 九、（一）所有参赛棋手11月20日前报名 (the year the regulation's, 2018)
        "deadline": "2018-11-20 23:59",
        # the sixteen are invited champions (no capacity); 七、（三）奖项设置 and 八、日程安排 lost
        # their tables (no prizes, no round time); 2018年12月1日至8日 names no hour
    },
    "xiangqi_national_disabled_2017_supplement_six_groups.txt": {
        "game": "xiangqi",  # 2017年全国残疾人象棋锦标赛 (执行2011版《象棋竞赛规则》)
        # 一、10月 25日（星期三）上午9:00第一轮，下午2:00第二轮； … 10月 28日（星期六）上午
        # 9:00第七轮 (the year the title's, 2017)
        "round.1": "2017-10-25 09:00",
        "round.2": "2017-10-25 14:00",
        "round.3": "2017-10-26 09:00",
        "round.4": "2017-10-26 14:00",
        "round.5": "2017-10-27 09:00",
        "round.6": "2017-10-27 14:00",
        "round.7": "2017-10-28 09:00",
        # 二、（二）1、男子肢残组24人 … 6、女子视残组9人
        "divisions": [
            "男子肢残组",
            "女子肢残组",
            "男子听残组",
            "女子听残组",
            "男子视残组",
            "女子视残组",
        ],  # fmt: skip
        # 采用积分编排制，赛7轮 / 赛5轮 and 4、女子听残组8人，采用单循环制，赛7轮: system and
        # rounds by group (no format, no rounds); the group sizes are the entries, not caps
    },
    "xiangqi_nanjing_zhouzhoule_open_2019_9_rounds.txt": {
        "game": "xiangqi",  # 南京市周周乐象棋公开赛 (《2011年象棋竞赛规则》)
        "format": "swiss",  # 四、…采用9轮积分编排制。首轮邻近编排。
        "rounds": 9,
        # 名次区分；按棋手排名规则顺序为积分、对手分、胜局、后手局、逐轮递减法成绩。: 后手局
        # (games with the second move) has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins"],
        # （1）胜者得2分，和棋各得1分，负者得0分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "fee": 60,  # 五、（1）报名费每人60元。
        # （2）…（即日起至9月13日截止）， 由于是露天场地限报64人. 开赛迟到10分钟的棋手判弃权.
        "deadline": "2019-09-13 23:59",
        "capacity": 64,
        "no_show_minutes": 10,
        "prize_total": 4280,  # 六、…（总奖金4280元）
        # 第一名： 800元 第二名：500元 … 第七名到第八名各150元，第九名到十六名各100元
        "prizes": [
            (1, 1, 800),
            (2, 2, 500),
            (3, 3, 400),
            (4, 4, 300),
            (5, 5, 260),
            (6, 6, 200),
            (7, 8, 150),
            (9, 16, 100),
        ],  # fmt: skip
        # 幸运奖是第19名， 23名，26名29名各80元， 32名，35名，38名， 42名，45名48名52名，58名
        # 各50元 (twelve places, as 和幸运奖12名 says; the table and these sum to 4280)
        "lucky_places": [([19, 23, 26, 29], 80), ([32, 35, 38, 42, 45, 48, 52, 58], 50)],
        # 七、9月15日上午08:20开幕式。第一轮：8:30-9:20，… 第九轮：16:35-17:20 (the date from
        # 三、2019年9月15日; 08:20 is the opening ceremony, no round)
        "round.1": "2019-09-15 08:30",
        "round_end.1": "2019-09-15 09:20",
        "round.2": "2019-09-15 09:30",
        "round_end.2": "2019-09-15 10:20",
        "round.3": "2019-09-15 10:25",
        "round_end.3": "2019-09-15 11:15",
        "round.4": "2019-09-15 11:20",
        "round_end.4": "2019-09-15 12:10",
        "round.5": "2019-09-15 12:50",
        "round_end.5": "2019-09-15 13:40",
        "round.6": "2019-09-15 13:50",
        "round_end.6": "2019-09-15 14:40",
        "round.7": "2019-09-15 14:45",
        "round_end.7": "2019-09-15 15:35",
        "round.8": "2019-09-15 15:40",
        "round_end.8": "2019-09-15 16:30",
        "round.9": "2019-09-15 16:35",
        "round_end.9": "2019-09-15 17:20",
        # 四、（2）比赛用时：每局单方用时15分钟每步加5秒 and the closing 比赛用时：每局单方用时17
        # 分钟每步加5秒 contradict each other: no one clock (no time control)
    },
    "xiangqi_nanjing_wangbin_club_quarterly_2021_7_rounds.txt": {
        "game": "xiangqi",  # “棋联天下”王斌象棋俱乐部季度赛 (象棋竞赛规则（2020版）)
        "format": "swiss",  # 六、…采用7轮积分编排制。首轮邻近编排。
        "rounds": 7,
        # 名次区分； 对手分、胜局、犯规、直胜。如无法区分，则依次比较前一轮排名，以此类推
        "tiebreaks": [
            "points",
            "opponents_score",
            "wins",
            "fouls",
            "direct_encounter",
            "previous_ranking",
        ],  # fmt: skip
        # （1）比赛采用5320记分制，胜方得5分，和棋红方得2分黑方得3分，负方得0分。: a draw
        # scores by colour (no one draw value)
        "points.win": "5",
        "points.loss": "0",
        "time_control": "每局单方用时25分钟每步加3秒",  # （2）比赛用时：
        "fee": 80,  # 七、…赛事服务费每人80元。
        # （即日起至7月2日截止。…）开赛迟到15分钟的棋手判弃权。 (the year the preamble's, 2021年
        # 7月4日)
        "deadline": "2021-07-02 23:59",
        "no_show_minutes": 15,
        # 八、8:30赛场坐好 开幕式8:40 第一轮08:50~09:50 … 第七轮 16:00~17:00 (8:30 and 8:40
        # are the seating and the opening, no rounds)
        "round.1": "2021-07-04 08:50",
        "round_end.1": "2021-07-04 09:50",
        "round.2": "2021-07-04 10:00",
        "round_end.2": "2021-07-04 11:00",
        "round.3": "2021-07-04 11:10",
        "round_end.3": "2021-07-04 12:10",
        "round.4": "2021-07-04 12:30",
        "round_end.4": "2021-07-04 13:30",
        "round.5": "2021-07-04 13:40",
        "round_end.5": "2021-07-04 14:40",
        "round.6": "2021-07-04 14:50",
        "round_end.6": "2021-07-04 15:50",
        "round.7": "2021-07-04 16:00",
        "round_end.7": "2021-07-04 17:00",
        # 九、…第一名800元加梦苏名酒两瓶， 第二名500 (the page ends there: the two amounts it
        # shows, the 500 read as written)
        "prizes": [(1, 1, 800), (2, 2, 500)],
        # 奖励前18名. 和幸运奖5名 names neither the other amounts nor the lucky places; the
        # sponsors' 共2300元 (dropped with 一、) is no announced prize total
    },
    "xiangqi_ziyang_jinpai_qingxinchun_cup_online_2017_round_robin.txt": {
        # “庆新春杯”金牌资阳象棋群网络交流赛 (《象棋竞赛规则（2011版）》, played on 天天象棋)
        "game": "xiangqi",
        # （二）比赛进行九轮，人人见面，采取一局单循环赛制； (a round robin's own nine rounds)
        "format": "round_robin",
        "rounds": 9,
        "capacity": 10,  # 一、参赛人员：金牌资阳象棋群成员（限10人）
        # （三）…胜局2分，和局1分，负局0分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # （四）比赛双方基本用时20分钟，步时3分钟，读秒30秒。 (比赛 read as the lead-in)
        "time_control": "双方基本用时20分钟，步时3分钟，读秒30秒",
        # 1、比赛时间：2017年1月19日晚八点开始，2017年1月25日晚结束 (the start the first round)
        "round.1": "2017-01-19 20:00",
        # 五、第一名 ：400元 第二名：200元 … 第五名：25元 第六至第十名：10元
        "prizes": [
            (1, 1, 400),
            (2, 2, 200),
            (3, 3, 100),
            (4, 4, 50),
            (5, 5, 25),
            (6, 10, 10),
        ],  # fmt: skip
        "no_show_minutes": 10,  # 补充规定 1、…迟到十分钟则该轮记为弃权处 (the page ends there)
        # 若积分相等，按以下顺序区分：小分、直胜、胜局…: 小分 in a round robin may be the
        # opponents' score or a Sonneborn-Berger sum, so the chain is left out (as heldout23)
    },
}
