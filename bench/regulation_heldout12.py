"""The expected values of the twelfth held-out set (bench/regulation_texts/heldout12), read by
bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT12_EXPECTED: dict[str, dict[str, object]] = {
    "go_wanfang_cup_2025_swiss.txt": {
        "game": "go",  # 第一届万芳杯全国学生围棋公开赛
        "format": "swiss",  # 七、采国际瑞士制。
        # 一、比赛日期：2025/05/11 二、…9:00开幕报到截止，9:20开赛
        "round.1": "2025-05-11 09:20",
        "fee": 600,  # 三、报名费用：每人新台币600元整
        "capacity": 300,  # 五、报名时间：比赛前两周截止（限额300人）
        "no_show_minutes": 15,  # 十、4. 迟到15分钟裁定对方胜。
        # 比赛前两周截止 is relative to the day, no day written (no deadline); 八、甲组~3段
        # 基本时间20分钟包干制, 其余组别…读秒20秒2次: the clock differs by group (no one time
        # control); 六、3段、2段、1段、甲、乙、丙、丁、戊、13路新手组: names without 组 beside one
        # with it, read as no plain list (divisions not counted); the rounds are not stated
    },
    "go_kowloon_primary_schools_2024_teams_6_rounds.txt": {
        "game": "go",  # 九龙区小学校际围棋团体精英赛 (中国围棋竞赛规则（二零零二年）)
        "teams": True,  # 队伍要求：2. 每支队伍由3人组成，分为“主将”、“副将”及“三将”。
        "boards": 3,
        "format": "swiss",  # 比赛形式：2. 6轮积分循环制，比赛名次以队分计算
        "rounds": 6,
        # （队分：胜方得1分，负方得0分，平手各得0.5分。）: a match's points
        "match.win": "1",
        "match.draw": "0.5",
        "match.loss": "0",
        "time_control": "每局双方各限时25分钟包干，不设读秒",  # 3. …，逾时判负。
        "no_show_minutes": 10,  # 比赛开始即计时，迟到10分钟者作负。
        # 比赛日期：2024年1月7日 比赛时间：上午九时三十分 至 下午四时三十分
        "round.1": "2024-01-07 09:30",
        # 较多胜者队伍为该轮胜方 scores no single game (no board points)
    },
    "go_yizhao_wangzuo_2020_online_knockout.txt": {
        "game": "go",  # 弈招围棋网校“王座”战 (中国围棋协会审定的最新围棋竞赛规则)
        # 3、本赛采取单败淘汰制 (预赛 2轮淘汰赛 before it): an elimination
        "format": "knockout",
        # 报名截止日期为10月30日晚22:00分 (the year is the article's, 2020)
        "deadline": "2020-10-30 22:00",
        "no_show_minutes": 15,  # （二）如无特殊原因比赛迟到15分钟判负
        # （三）每方30分钟三次30秒读秒，决赛每方1小时三次30秒读秒: the final's clock differs
        # (no one time control); 报名费30元 but free for 系统课学员 (no one fee); the first
        # round's time differs by group (上午组 8:30 / 下午组 13:00); 取前12人直接进入本赛 leaves
        # the bracket's size to the preliminaries
    },
    "chess_taichung_blitz_2024_9_rounds.txt": {
        "game": "chess",  # 113年台中市西洋棋闪电棋赛
        "rounds": 9,  # 四、比赛规则：9轮超快棋，计时每人5分钟+3秒
        "time_control": "每人5分钟+3秒",
        # 二、113年3月31日（星期日）12:00~12:50报到 三、比赛时间：下午1:00~5:00比赛
        "round.1": "2024-03-31 13:00",
        # 五、报名截止：3月9日起113年3月23日17:00前（上限140人，额满提前截止报名）
        "deadline": "2024-03-23 17:00",
        "capacity": 140,
        "divisions": ["公开组", "进阶组"],  # 六、* 公开组：… * 进阶组：…
        # 八、参赛费：500元整（TCA本委员会113年有效会员，参赛费400元）: two fees (no one fee);
        # no system named (no format); the prizes are past the page's end
    },
    "chess_feili_cihui_cup_2022_age_groups.txt": {
        "game": "chess",  # 菲力慈晖杯全国西洋棋锦标赛
        "format": "swiss",  # 七、（三）采Swiss System软件来计算
        # 四、111年9月18日（星期日）上午09:00报到，09:30开始比赛。
        "round.1": "2022-09-18 09:30",
        # 五、（1）幼儿园组 … （8）家长组
        "divisions": [
            "幼儿园组",
            "国小低年级组",
            "国小中年级组",
            "国小高年级组",
            "国中组",
            "高中组",
            "公开组",
            "家长组",
        ],  # fmt: skip
        # 比赛七轮 / 比赛五轮快棋 and 每人15分钟每步3秒 / 每人25分钟每步3秒 by group (no one
        # number of rounds, no one time control); 依序参考Medium Buchholz(1), …: its first
        # criterion has no registry name (no chain)
    },
    "chess_hk_national_youth_2002_9_rounds.txt": {
        "game": "chess",  # 2002年全国青少年国际象棋比赛章程
        "format": "swiss",  # 六、1. 比赛采用九轮瑞士制编排，每日上、下午各一轮。
        "rounds": 9,
        "time_control": "每方限时1小时15分，每着棋增加10秒",  # 2. 比赛限时：
        # 五、1. …于5月15日前电汇…，报名以收到汇款为准 (the year is the event's, 2002)
        "deadline": "2002-05-15 23:59",
        # 每选手港币1220元（包括报名费、宿费及膳食费）: board and lodging with the entry (no
        # fee); 男、女子18岁组 … 男、女子10岁组: two sexes in each age, no plain list (divisions
        # not counted); 7月18日 is the arrival day and names no round time; medals only
    },
    "go_nccu_cup_2008_school_teams_swiss.txt": {
        "game": "go",  # 政大杯全国校际围棋团体锦标赛 (中华民国围棋协会比赛规则)
        "teams": True,  # 九.组队方式：三人一队，分主将、副将、三将。
        "boards": 3,
        "format": "swiss",  # 十.（5）以瑞士制进行团体赛
        # 六.即日起受理报名，11/24（一）晚上十二点整截止收件 (民国97年: 2008; midnight read
        # as that day's end)
        "deadline": "2008-11-24 23:59",
        "fee": 200,  # 七.每人报名费200元（含午餐）及保证金100元 (the deposit is refunded)
        "divisions": ["段位组", "级位组", "初学组"],  # 九.a. 段位组 … b. 级位组 … c. 初学组
        # （4）依照大会现场决定时限 (no time control); 二.97年12月06日 names no time; how a
        # match is scored breaks off with the page (胜场数加……)
    },
    "go_college_cup_2008_grade_groups_swiss.txt": {
        "game": "go",  # 全国大专杯围棋锦标赛 (中华民国围棋协会比赛规则)
        "format": "swiss",  # 四、（5）采瑞士制计算成绩
        # （4）一般比赛时间为基本时限20分钟，读秒20秒3次，加赛时限则由主办单位现场决定之。
        "time_control": "基本时限20分钟，读秒20秒3次",
        "no_show_minutes": 10,  # （6）比赛迟到10分钟以上者，该选手裁定败。
        # （8）比赛组别：六段组／五段组／三、四段组／二段组／初段组／甲组（1~3级）／…／初学组
        "divisions": [
            "六段组",
            "五段组",
            "三、四段组",
            "二段组",
            "初段组",
            "甲组",
            "乙组",
            "丙组",
            "丁组",
            "初学组",
        ],  # fmt: skip
        # 若二人的胜场相同，以辅分判定胜负: 辅分 names no registry criterion (no chain); 初学组
        # 限额100名 caps one group (no capacity); 4月26日（六）、4月27日（日） names no time
    },
    "go_haifong_trainees_2024_group_round_robin.txt": {
        "game": "go",  # 海峰棋院 院生培训 (比目法，黑先贴6.5目)
        "format": "round_robin",  # 升降：每月各组作单循环比赛
        "group_size": 8,  # 组别与人数：合计48人，共分A、B、C、D、E、F六组，每组各8名。
        "no_show_minutes": 20,  # 迟到加倍扣时，迟到20分钟裁定败。
        # 合计48人 is the roster, not a cap on entries (no capacity); the clock differs by
        # session (每人各1小时，读秒60秒3次 / 每人各1小时30分钟，读秒30秒2次): no one time
        # control; 周六13:30，周日09:30、13:30 are weekly times with no day (no round time)
    },
    "go_toronto_tongxiang_cup_2019_mcmahon_5_rounds.txt": {
        "game": "go",  # 加拿大同乡杯Topkids弈趣围棋赛 (采取中国的数子法)
        # 比赛将采取五轮马克马洪积分编排方式进行: McMahon, a Swiss of five rounds
        "format": "swiss",
        "rounds": 5,
        "round.1": "2019-05-04 09:00",  # 二、2019年5月4日（周六）上午9:00am~下午6:00pm
        "deadline": "2019-04-30 23:59",  # 报名截止日2019年4月30日。
        # 五、比赛分四组 高段组（…）： 低段组（…）： 学生高级组（…）： 学生初级组（…）：
        "divisions": ["高段组", "低段组", "学生高级组", "学生初级组"],
        # 报名费：$35/人 … 早鸟优惠：4月18日前报名费为$30/人: two fees by the day (no one
        # fee); 学生组和初级组比赛双方各30分钟包…: the clock is by group (no one time control)
    },
    "go_kinmen_wuzhou_cup_2023_swiss.txt": {
        "game": "go",  # 浯洲杯围棋公开赛
        "format": "swiss",  # 本赛采瑞士制，没有淘汰机制
        # 即日起至4月23日（星期日）止受理报名 (the year is the event's, 112年: 2023)
        "deadline": "2023-04-23 23:59",
        # 订于112年5月7日（日）上午 names no hour (no round time); 9路入门组、13路进阶组 …
        # 19路级位组、段位组 with 戊组 and 甲、乙、丙、丁组 inside 级位组: no plain list (divisions
        # not counted); no rounds, fee or clock on the page
    },
}
