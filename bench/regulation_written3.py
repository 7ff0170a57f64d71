"""The expected values of the third written set (bench/regulation_texts/written3), read by
bench_regulation_text.py: eight regulations written for the test, not collected (象棋, 揭棋,
四国军棋), in the forms texts take when pasted into a chat group (a WeChat article, a PDF with
page headers and footers, a Word table one cell a line, a notice written as a letter), their
values worked by hand from the text (the clause quoted beside each) and committed before any
reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

WRITTEN3_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_hangzhou_qiaosi_club_2025_wechat_swiss_7_rounds.txt": {
        "game": "xiangqi",  # 2025“桥西棋社杯”象棋公开赛
        "format": "swiss",  # 2. 本次比赛采用积分编排制，共赛7轮。
        "rounds": 7,
        "time_control": "每方25分钟，每走一步加10秒",  # 3. 比赛用时：
        "points.win": "2",  # 4. 胜一局得2分，和一局得1分，负一局得0分。
        "points.draw": "1",
        "points.loss": "0",
        "no_show_minutes": 15,  # 5. 迟到15分钟判负。
        # 6. 名次区分：积分相同时，依次比较对手分、累进分、胜局数、后胜局，仍相同则抽签决定。
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "second_seat_wins",
            "lots",
        ],  # fmt: skip
        # 📅 日期：2025.11.8（周六）—11.9（周日）; 第1场 11.8 9:00 … 第7场 11.9 13:30
        "round.1": "2025-11-08 09:00",
        "round.2": "2025-11-08 10:40",
        # 第3场 11.8 14：30, then 更正：第三轮改为14:00，以本更正为准 (the correction stands)
        "round.3": "2025-11-08 14:00",
        "round.4": "2025-11-08 16:10",
        "round.5": "2025-11-09 09:00",
        "round.6": "2025-11-09 10:40",
        "round.7": "2025-11-09 13:30",
        # 名次 | 奖金 | 奖品: 第一名 | 3000元 … 第九至十六名 | 100元 | 纪念品
        "prizes": [(1, 1, 3000), (2, 2, 1500), (3, 3, 800), (4, 8, 300), (9, 16, 100)],
        "prize_total": 7600,  # 💰 奖金：以上共计7600元
        "fee": 50,  # 👉报名费：¥50（学生半价…）
        "capacity": 64,  # 👉限额：满64人截止
        "deadline": "2025-11-05 20:00",  # 二维码将于11月5日晚上8点失效，逾期不再受理。
        "penalty.手机": "2/each",  # ② 对局中手机发出声响者，扣2分。
        # ⏰ 早上8点半检录 is a check-in, not a round
    },
    "xiangqi_foshan_meida_company_2025_teams_round_robin.txt": {
        "game": "xiangqi",  # 第六届“美达杯”职工象棋团体赛
        "teams": True,  # （1）以部门或子公司为单位组队
        # （1）每队报名4人，其中替补1人，每轮上场3人 (restated in 附：每轮上场3人, the same)
        "boards": 3,
        "reserves": 1,
        "format": "round_robin",  # （2）比赛采用单循环制，共8支队伍，赛7轮。
        # （3）每局胜者得2分，和局各得1分，负者0分（局分）；…胜一场得2分，平一场得1分，
        # 负一场得0分（场分）
        "board.win": "2",
        "board.draw": "1",
        "board.loss": "0",
        "match.win": "2",
        "match.draw": "1",
        "match.loss": "0",
        # （4）团体名次按场分高低排列；场分相同，依次比较局分、直胜、第一台胜局数: read up to
        # 第一台胜局数 (no registry name)
        "tiebreaks": ["match_points", "board_points", "team_direct_encounter"],
        "time_control": "每方基本用时20分钟，每步加5秒",  # （5）
        "no_show_minutes": 10,  # （6）迟到10分钟者判该台负。
        # 八、日程安排 (one cell a line): 第一轮 2025/11/08 09:00 … 第七轮 2025/11/09 14:00
        "round.1": "2025-11-08 09:00",
        "round.2": "2025-11-08 10:30",
        "round.3": "2025-11-08 14:00",
        "round.4": "2025-11-08 15:30",
        "round.5": "2025-11-09 09:00",
        "round.6": "2025-11-09 10:30",
        "round.7": "2025-11-09 14:00",
        # 团体录取前六名，奖金依次为2000元、1500元、1000元、600元、400元、300元
        "prizes": [
            (1, 1, 2000),
            (2, 2, 1500),
            (3, 3, 1000),
            (4, 4, 600),
            (5, 5, 400),
            (6, 6, 300),
        ],  # fmt: skip
        "deadline": "2025-10-31 17:00",  # 于2025年10月31日下午5:00前将报名表交至工会办公室
        "fee": 0,  # 报名不收费。
        # 赛7轮 is the round robin's own count of 8 teams (rounds is a Swiss's key: not
        # stated); 11月9日下午4:30闭幕式 is a ceremony, not a round
    },
    "xiangqi_taipei_zhongshan_club_2025_round_robin_10.txt": {
        "game": "xiangqi",  # 二〇二五年中山棋友會象棋邀請賽
        "format": "round_robin",  # （一）採單循環制，共九輪
        # added after the run, as a reading change: a round robin's stated rounds are a value
        # since the draft plans the field that plays them (the writer had left them out)
        "rounds": 9,
        "points.win": "2",  # （二）勝一局得二分，和一局得一分，負一局得零分。
        "points.draw": "1",
        "points.loss": "0",
        # （三）積分相同時，依序比較：１.索伯分 ２.直勝 ３.勝局數 ４.抽籤。
        "tiebreaks": ["points", "sonneborn_berger", "direct_encounter", "wins", "lots"],
        # 六、比賽時制：每方基本時間二十分鐘，用完後每步三十秒讀秒，超時判負。
        "time_control": "每方基本時間二十分鐘，用完後每步三十秒讀秒",
        "no_show_minutes": 15,  # 八、逾時十五分鐘未到場者，以棄權論。
        # 七、11月8日　9:30 第一輪　13:30 第二輪　下午3:30 第三輪 … (the year is the title's)
        "round.1": "2025-11-08 09:30",
        "round.2": "2025-11-08 13:30",
        "round.3": "2025-11-08 15:30",
        "round.4": "2025-11-09 09:30",
        "round.5": "2025-11-09 13:30",
        "round.6": "2025-11-09 15:30",
        "round.7": "2025-11-15 09:30",
        "round.8": "2025-11-15 13:30",
        "round.9": "2025-11-15 15:30",
        # 冠軍：新臺幣8,000元 … 第四至六名：各新臺幣1,000元
        "prizes": [(1, 1, 8000), (2, 2, 5000), (3, 3, 3000), (4, 6, 1000)],
        "deadline": "2025-10-25 23:59",  # 十、受邀棋士請於10月25日前…回覆本會確認
        "fee": 500,  # 報名費每人新臺幣伍佰元
        # 每日上午9:00報到 is a check-in, not a round; 共十名 are invited, not a cap
    },
    "xiangqi_chengdu_jinjiang_schools_2025_pdf_age_groups_9_rounds.txt": {
        "game": "xiangqi",  # 2025年锦江区中小学生象棋锦标赛
        "format": "swiss",  # ２、各组均采用积分编排制，赛九轮。
        "rounds": 9,
        "points.win": "2",  # ４、胜一局得2分，和一局得1分，负一局得0分。
        "points.draw": "1",
        "points.loss": "0",
        # 六、组别（按出生日期划分）（１）小学低年级组 …（２）小学高年级组 …（３）中学组
        "divisions": ["小学低年级组", "小学高年级组", "中学组"],
        # ５、积分相同，按下列顺序区分名次：对手分、累进分、胜局数、后胜局数、犯规次数少者列
        # 前、抽签。 (the clause broken across the page's lines)
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "second_seat_wins",
            "fouls",
            "lots",
        ],  # fmt: skip
        "no_show_minutes": 10,  # ６、开赛后迟到超过十分钟者，判该局负。
        # 八、日程表: 12月6日	8:30 第一轮　10:00 第二轮	13:30 第三轮 … (the year the title's)
        "round.1": "2025-12-06 08:30",
        "round.2": "2025-12-06 10:00",
        "round.3": "2025-12-06 13:30",
        "round.4": "2025-12-06 15:00",
        "round.5": "2025-12-06 16:30",
        "round.6": "2025-12-07 08:30",
        "round.7": "2025-12-07 10:00",
        "round.8": "2025-12-07 13:30",
        "round.9": "2025-12-07 15:00",
        "deadline": "2025-11-20 12:00",  # 请各校于１１月２０日十二时前将报名表…报送
        "fee": 80,  # 每人报名费80元。
        # ３、比赛用时：小学低年级组每方15分钟包干；小学高年级组、中学组每方20分钟…: by group
        # (no one time control); １２月５日下午３：００报到并召开领队会 is a check-in and a
        # meeting, not a round; 各组分别录取前十二名，颁发证书 gives no money (no prizes)
    },
    "xiangqi_online_yeban_qiyou_2025_letter_group_swiss_knockout.txt": {
        "game": "xiangqi",  # “夜半棋友群”2025年冬季线上象棋赛
        # 2、第一阶段各组进行5轮积分编排制，每组前4名进入第二阶段。3、第二阶段8人进行单败淘汰
        "format": "group_knockout",
        # 1、…蛇形分为A、B两组，每组24人。 (the writer's ["A组", "B组"], values.py's letters since)
        "groups": ["A", "B"],
        "group_size": 24,
        "rounds": 5,
        "advance_per_group": 4,
        "knockout_size": 8,
        "time_control": "每方10分钟，每步加5秒",  # 4、用时：
        "points.win": "2",  # 5、胜2分、和1分、负0分。
        "points.draw": "1",
        "points.loss": "0",
        "no_show_minutes": 10,  # 1、开赛后10分钟未进入房间者判负。
        "penalty.作弊": "0/each DQ",  # 2、…使用软件作弊者，一经查实取消比赛资格。
        "penalty.说棋": "2/each",  # 3、对局期间在群内说棋、提示着法者，每次扣2分。
        # 三、赛程：R1 12月1日 晚上七点半 / R2 12月1日 晚上8:20 … Round 5 12月3日 19:30
        "round.1": "2025-12-01 19:30",
        "round.2": "2025-12-01 20:20",
        "round.3": "2025-12-02 19:30",
        "round.4": "2025-12-02 20:20",
        "round.5": "2025-12-03 19:30",
        # 1/4决赛 12月4日 19:30；半决赛、决赛 12月5日 19:30起
        "round.6": "2025-12-04 19:30",
        "round.7": "2025-12-05 19:30",
        # 五、冠军200元，亚军100元，并列第三名各50元: the two semi-final losers share third
        "prizes": [(1, 1, 200), (2, 2, 100), (3, 4, 50)],
        "deadline": "2025-11-28 22:00",  # 六、请于11月28日晚上10点前在群接龙报名
        # 报名费每人伍拾元 (六) and 报名费30元/人 (七) differ, and neither says which stands (no
        # fee); the final's hour is only 19:30起 after the semi-finals (no round.8); 半决赛负者
        # 不再比赛 (no third-place match: no key of a staged format)
    },
    "jieqi_wuhan_hanjie_2025_swiss_6_rounds.txt": {
        "game": "jieqi",  # 2025年汉街揭棋争霸赛 … 比赛项目：揭棋个人赛
        "format": "swiss",  # (一) 采用瑞士制，共6轮。
        "rounds": 6,
        "points.win": "3",  # (二) 胜一局得3分，和一局得1分，负一局得0分。
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每方15分钟，每步加3秒",  # (三) 比赛用时：
        # (四) 积分相同者依次比较：中间分、对手分、胜局数、直胜。
        "tiebreaks": [
            "points",
            "opponents_score_median",
            "opponents_score",
            "wins",
            "direct_encounter",
        ],  # fmt: skip
        "no_show_minutes": 15,  # (五) 迟到15分钟判负，累计两轮弃权者取消后续比赛资格。
        "forfeits_to_withdraw": 2,
        # 六、10月4日 9:30 第一轮 11:00 第二轮 下午2:30 第三轮 (the year the title's)
        "round.1": "2025-10-04 09:30",
        "round.2": "2025-10-04 11:00",
        "round.3": "2025-10-04 14:30",
        "round.4": "2025-10-05 09:30",
        "round.5": "2025-10-05 11:00",
        "round.6": "2025-10-05 14:30",
        # 七、录取前六名，奖金依次为1200元、800元、500元、300元、200元、100元
        "prizes": [
            (1, 1, 1200),
            (2, 2, 800),
            (3, 3, 500),
            (4, 4, 300),
            (5, 5, 200),
            (6, 6, 100),
        ],  # fmt: skip
        "deadline": "2025-09-30 23:59",  # 1. 报名时间：即日起至9月30日止。
        "fee": 50,  # 2. 报名费：50元/人。
        "capacity": 96,  # 3. 名额：限报96人，额满即止。
        "penalty.交谈": "1/each",  # 九、对局中不得交谈，违者扣1分
        "penalty.作弊": "0/each DQ",  # 一经发现作弊，取消比赛资格。
        # 10月5日下午5点颁奖 is the ceremony, not a round
    },
    "junqi4_online_lanhu_group_2025_swiss_8_rounds.txt": {
        "game": "junqi4",  # 2025年秋季四国军棋双人赛（线上）
        "format": "swiss",  # 二、采用积分编排制，共8轮，每轮一局。
        "rounds": 8,
        "points.win": "2",  # 三、每局胜方得2分，和局各得1分，负方0分。
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每步限时30秒",  # 四、每步限时30秒，超时由系统自动判定。
        "tiebreaks": ["points", "opponents_score", "wins", "lots"],  # 五、依次比较：…
        "no_show_minutes": 10,  # 开赛10分钟后仍未入座的一方判负。
        # 10月11日（周六）第1场 晚上8:00 第2场 晚上9:00 …
        "round.1": "2025-10-11 20:00",
        "round.2": "2025-10-11 21:00",
        "round.3": "2025-10-12 20:00",
        "round.4": "2025-10-12 21:00",
        "round.5": "2025-10-18 20:00",
        "round.6": "2025-10-18 21:00",
        "round.7": "2025-10-19 20:00",
        "round.8": "2025-10-19 21:00",
        "penalty.隐身": "0/each DQ",  # 1. 开隐身观战、使用“看牌”软件者，取消比赛资格。
        "penalty.开棋": "0/each 判负",  # 2. 对局中开棋…者，该局判负。
        "penalty.说棋": "2/each",  # 3. …说棋者，每次扣2分。
        "penalty.骂人": "1/each",  # 4. 骂人、恶意刷屏者，每次扣1分。
        "penalty.踢人": "0/each 判负",  # 5. 恶意踢人者，该局判负。
        # 冠军队：奖金600元（每人300元） 亚军队：400元 第三名队：200元 第四至八名队：各奖励50元
        "prizes": [(1, 1, 600), (2, 2, 400), (3, 3, 200), (4, 8, 50)],
        "fee": 20,  # 1. 报名费：20元/队。
        "capacity": 32,  # 2. 限报32队，满32队截止。
        "deadline": "2025-10-09 23:00",  # 3. …报名二维码10月9日晚11点关闭。
        # pairs of partners at a table, ranked as pairs: not stated as a team format of boards
        # (teams not counted)
    },
    "junqi4_shijiazhuang_yuhua_community_2025_knockout_16.txt": {
        "game": "junqi4",  # 二〇二五年裕华区“邻里杯”四国军棋邀请赛
        "format": "knockout",  # 1、采用单败淘汰制，每场一局定胜负。
        "bracket": 16,  # 2、共邀请16队参赛
        "third_place": True,  # 4、半决赛负者进行三、四名决赛。
        "time_control": "每步限时30秒，连续超时5次判负",  # 3、
        # 三、比赛时间：二〇二五年十一月二十二日（星期六）; 七、1/8决赛：上午9:00 …
        "round.1": "2025-11-22 09:00",
        "round.2": "2025-11-22 10:30",
        "round.3": "2025-11-22 13:30",
        "round.4": "2025-11-22 15:00",  # 三四名决赛、决赛：下午3:00
        # 第一名奖金1000元，第二名600元，第三名400元，第四名200元；第五至八名各发纪念品
        "prizes": [(1, 1, 1000), (2, 2, 600), (3, 3, 400), (4, 4, 200)],
        "deadline": "2025-11-15 23:59",  # 九、即日起至11月15日止
        "fee": 40,  # 每队报名费40元。
        "penalty.说棋": "0/each 判负",  # 1、比赛中严禁说棋、打暗号，违者该局判负。
        # 11月21日下午4:00前…签到 is a check-in the day before, not a round; 共邀请16队 is
        # the field invited, not a cap (no capacity)
    },
}
