"""The expected values of the sixth held-out set (bench/regulation_texts/heldout6), read by
bench_regulation_text.py: fourteen public regulations collected after every reader change
before them, abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout, as in the sets before: a time control is the clause's own words
without its label and without 超时判负; a deadline written as a day (…止, …前) is that day's end
(23:59); a tiebreak chain is read in the stated order up to the first criterion with no registry
name (the rest is the organiser's to settle), and with no chain at all when that is the first
one; a value given by group or left to the number of entries is no one value and is not
counted; a capacity only where the text caps the entries; a team event ranked by its members'
individual results is not a team format; a day with no year on the page (and no year worked
out from it) gives no date.
"""

from __future__ import annotations

HELDOUT6_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_guangdong_guochahui_2021_age_groups_7_rounds.txt": {
        "game": "xiangqi",  # 八、 参赛项目：象棋个人赛
        # 十一、竞赛办法：…比赛进行7轮积分编排制，每方基本用时20分钟，每走一步加3秒。
        "format": "swiss",
        "rounds": 7,
        "time_control": "每方基本用时20分钟，每走一步加3秒",
        # 九、组别设置：耆英组（…） 成人男子组（…） … 少年女子组（…）
        "divisions": [
            "耆英组",
            "成人男子组",
            "成人女子组",
            "青年组",
            "少年男子组",
            "少年女子组",
        ],  # fmt: skip
        # 十三、次比较积分、对手分（…）、累进分（…）、胜局、犯规。如无法区分，则比较前一轮成绩，
        # 直至区分: the previous round's standing, then the one before (前轮名次), as the last
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "fouls",
            "previous_ranking",
        ],  # fmt: skip
        # 十四、（一）从即日起至2021年11月20日前 … 注册及报名 (that day's end)
        "deadline": "2021-11-20 23:59",
        # 十二、the prizes differ by group (耆英组 冠军800 …, 成人男子组 冠军5000 …): no one list;
        # 六、竞赛时间：2021年11月27日 names no time (no round time)
    },
    "xiangqi_haitu_cup_2016_swiss_knockout.txt": {
        "game": "xiangqi",  # “海途杯”中国象棋公开赛 … 比赛项目为象棋个人赛
        "format": "swiss_knockout",  # 2、本次比赛采用电脑积分编排+淘汰赛
        # 四、1、第九轮后前四名进行交叉淘汰决出一至四名: the Swiss before the cut is nine rounds
        # (比赛轮次暂定11轮 counts the two knockout rounds the others play on as a Swiss)
        "rounds": 9,
        "advance": 4,
        "time_control": "每方35分钟加10秒",  # 3、比赛用时每方35分钟加10秒，不作记录
        "prize_total": 20400,  # （总奖金20400元）
        # 第一名：6000元+奖杯；第二名：3000元 … 第17至32名：200元
        "prizes": [
            (1, 1, 6000),
            (2, 2, 3000),
            (3, 3, 2000),
            (4, 4, 1000),
            (5, 8, 600),
            (9, 12, 400),
            (13, 16, 300),
            (17, 32, 200),
        ],  # fmt: skip
        "capacity": 150,  # 1、比赛限报150人
        "deadline": "2016-02-22 23:59",  # 报名截止日期为2016年2月22日
        # the semi-finals' 负者猜先争夺第三名 is the knockout stage's, no key of a staged format;
        # 2016年2月26日至28日 names no time (no round time)
    },
    "xiangqi_xuefu_cup_2016_adult_children.txt": {
        "game": "xiangqi",  # “学府杯”象棋公开赛
        "format": "swiss_knockout",  # 实行积分编排制+淘汰制
        # 比赛慢棋单方用时40m+5s: 比赛慢棋 read as the label
        "time_control": "单方用时40m+5s",
        "divisions": ["成年组", "少儿组"],  # 比赛设成年组和少儿组
        # 成年组13轮，少儿组9轮 and 成年组限报140人 / 少儿组…限报40人: by group (no one number of
        # rounds, no one capacity); 报名费100元/人 is written for 成年组 only (the page breaks off
        # in 少儿组): not counted
    },
    "xiangqi_donghu_children_2009_6_rounds.txt": {
        "game": "xiangqi",  # 东湖棋院杯少儿象棋精英赛
        "format": "swiss",  # 2、采用6轮男女混合电脑积分编排
        "rounds": 6,
        # 4、各组别均采用单方25分钟时间包干，超时作负 (各组别均采用 the lead-in); 七、比赛形式's
        # 每局每方限时25分钟，不设读秒 is the same clock in other words
        "time_control": "单方25分钟时间包干",
        "no_show_minutes": 15,  # 3、各轮次迟到15分钟作弃权处理
        "forfeits_to_withdraw": 2,  # 弃权2轮者不再安排比赛
        # 五、比赛组别：儿童组（…） 少年组（…） 儿童挑战组（…） 少年挑战组（…）
        "divisions": ["儿童组", "少年组", "儿童挑战组", "少年挑战组"],
        # 每组限64人: a cap per group, not one on the entries (no capacity); 价值800元的精美礼品及
        # …奖学券800: gifts and vouchers, no money; the page lost the day
    },
    "chess_binhai_cup_2023_9_rounds.txt": {
        "game": "chess",  # “滨海新区杯”国际象棋中国公开赛 … 比赛为国际象棋个人赛
        "format": "swiss",  # 比赛采用9轮瑞士积分制
        "rounds": 9,
        "time_control": "每方棋手基本用时90分钟，每走一步加30秒",
        # 比赛分A、B两个组，A组国际等级分1800分及以上，B组国际等级分1800分以下
        "divisions": ["A组", "B组"],
        "prize_total": 323500,  # 比赛总奖金323500元
        # A组 and B组 prizes differ (100000元 … / 20000元 …) and so do the 女子特别奖: no one
        # list; 8月20日…开始首轮比赛 names no time (no round time)
    },
    "go_jinli_cup_three_champions_knockout.txt": {
        "game": "go",  # 采用最新的中国围棋竞赛规则，黑贴三又四分之三子
        # 1、比赛共三人参加 … 比赛将进行三轮，首先抽签轮空一人 … 第二轮…由首轮败者对阵轮空者；
        # 第三轮决赛…由前两轮胜者对阵: three rounds; the first round's loser plays again, so it is
        # no single elimination and no system of the schema (no format)
        "rounds": 3,
        # 五、1、…黑贴三又四分之三子。每方用时一小时后一次一分钟读秒。
        "time_control": "每方用时一小时后一次一分钟读秒",
        # 六、奖金：冠军18万元人民币 亚军12万元人民币 季军 8万元人民币
        "prizes": [(1, 1, 180000), (2, 2, 120000), (3, 3, 80000)],
        # 7月17日 … 7月19日: the page gives no year (no round time); the three players are
        # invited (no capacity)
    },
    "go_zaijushou_pairs_2019_teams.txt": {
        "game": "go",  # 中国职业棋手联棋赛
        # 3、…将赛队平均分为两个大组，年龄大的为A组，年龄小的为B组，采用三轮积分编排制，每组前8
        # 名队伍晋级第二阶段比赛。第二阶段采用单败淘汰赛: a Swiss in each group, then a knockout
        "format": "group_knockout",
        "groups": ["A组", "B组"],
        "rounds": 3,
        "advance_per_group": 8,
        "knockout_size": 16,  # 8 from each of the two groups
        "capacity": 52,  # 2、限报52支队伍，报满截止
        "time_control": "每方30分钟，3次30秒读秒",  # 5、比赛用时：
        # a team of three plays one game a round (三人联棋赛, 依次落子): one side of one board,
        # no team format of boards (teams not counted); 平均分为两个大组 leaves each group's size
        # to the entries; 22日、23日全天和24日上午对局 names no time
    },
    "xiangqi_caishen_cup_arena_2022.txt": {
        "game": "xiangqi",  # “财神杯”象棋擂台赛 (执行《象棋竞赛规则（2020）》)
        "time_control": "每方15分钟基本用时，每走一着加3秒",  # （四）对局用时：…，超时作负。
        "capacity": 60,  # 本届赛事报名总人数为60名
        "deadline": "2022-01-05 23:59",  # （二）报名时间：2021年12月25日-2022年1月5日
        # 攻擂 by single challengers through four levels of defenders: not the team ladder of the
        # schema, no system (no format); 免报名费用 for the towns' teams, 100元/人 for the rest:
        # no one fee; 2022年1月9—10日 is postponed (因故延期) and names no time
    },
    "xiangqi_bishan_members_2013_group_round_robin.txt": {
        "game": "xiangqi",  # 碧山象棋会会员赛 (采用亚洲象棋联合会竞赛规则)
        "format": "round_robin",  # 7. 比赛制度: 采用分组循环制 (the groups left to the entries)
        "capacity": 18,  # 3. 参赛资格: 总人数以18人为限
        "fee": 2,  # 4.2 报名费: 碧山象棋会会员S$ 2
        # 4.1 报名日期: Sunday, 2 PM to 5:30 PM 4 Aug 2013, 1 Sep 2013: sign-up on two Sundays,
        # the last closing at 17:30 on 1 Sep 2013
        "deadline": "2013-09-01 17:30",
        "time_control": "每方15分钟，不加秒",  # 9. 比赛时限: 快棋基本用时：…，不须对局记录。
        "no_show_minutes": 5,  # 10. 中途弃权: 参赛者迟到超过5分钟即作弃权论
        "forfeits_to_withdraw": 2,  # 缺席两次者其比赛资格即被取消
        # 12. 场 分/局分: 每一场（1局）胜场分2分，和1分，负0分 (one game a round)
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 14. 技术犯规…达两次者判负: a round robin holds no count of fouls (not counted);
        # 15. 以共S$ 300 为限: a ceiling, not the prizes' total; 轮（场）次视参赛人数而定: no rounds
    },
    "go_taipei_speaker_cup_2025_swiss.txt": {
        "game": "go",  # 台北市议长全国围棋公开赛
        "format": "swiss",  # 十三、比赛办法：国际瑞士制
        "round.1": "2025-11-23 09:30",  # 六、比赛日期：2025/11/23（日） 七、…9:30开赛
        "fee": 600,  # 九、报名费用：$600
        "capacity": 800,  # 十一、报名时间：比赛前两截止（800人额满）
        # the clock differs by group (4段以上 基本时间25分钟 …, 其余组别…): no one time control;
        # the groups' names and the deadline lost their characters on the page (not counted);
        # 4段以上前四名颁发奖金: the amounts are in a table not on the page
    },
    "go_kansai_taiwan_exchange_2019_teams.txt": {
        "game": "go",  # 七、规则：比目法围棋规则；一律分先，黑贴6.5目
        "time_control": "每局每人2小时30分，保留3分钟读秒，60秒3次",  # 八、用时：
        "no_show_minutes": 20,  # 十、1.比赛迟到加倍扣时，迟到20分钟裁定败
        # 四、比赛日期：2019年11月18日（一）至… 六、比赛时间：每日10:00开赛
        "round.1": "2019-11-18 10:00",
        # the two institutes' players meet, but how the games are paired or counted is in the
        # timetable not on the page (no teams, no format, no rounds); 胜局奖每局3,000元: by game
        # won, not a prize by place
    },
    "xiangqi_jining_college_staff_2016_knockout_teams.txt": {
        "game": "xiangqi",  # 济宁学院2016年教职工象棋比赛
        # 五、比赛规则 比赛采用交叉淘汰制，胜者晋级 (both the team and the individual event)
        "format": "knockout",
        # 七、各分工会请于11月4日前上报比赛报名表 (the year is the notice's, 2016)
        "deadline": "2016-11-04 23:59",
        # 团体赛限报3人 … 团体赛采取三局两胜制 / 个人赛采用一局制: two events, a team one and an
        # individual one (teams not counted, nor boards); the bracket is drawn at the leaders'
        # meeting (no size)
    },
    "xiangqi_panjin_staff_2014_teams.txt": {
        "game": "xiangqi",  # 盘锦市职工中国象棋大赛
        # 3、比赛时间：每天三轮，每盘基本用时40分钟（加五秒）: 每天三轮 is the day's timetable
        "time_control": "每盘基本用时40分钟（加五秒）",
        "points.win": "2",  # 4、…胜一盘记2分，和一盘记1分，输一盘记0分
        "points.draw": "1",
        "points.loss": "0",
        # 团体按3名运动员总得分计算成绩: the members' sum, not a team format; 2014年9月（具体时间
        # …另行通知）: no day (the session times 9:00-11:00 … give no round's date); no system
    },
    "xiangqi_college_staff_2016_men_women.txt": {
        "game": "xiangqi",  # 教职工象棋比赛 (竞赛规则采用中国象棋比赛规则)
        "format": "swiss",  # （二）赛制采取积分编排制
        "no_show_minutes": 10,  # （四）比赛迟到10分钟，按弃权处理
        # （三）比赛分为男子、女子两个组别（参赛人数不足10人者取消比赛）: the groups' names as
        # written; each is cancelled below 10 entries (merged into none)
        "divisions": ["男子", "女子"],
        "division_minimums": [("男子", 10, None), ("女子", 10, None)],
        # 各参赛队于12月8日前将名单报学校工会 (the notice is dated 2016年12月6日)
        "deadline": "2016-12-08 23:59",
        # 七、（二）优秀裁判员2名、优秀运动员8名 (no money)
        "special_awards": [("优秀裁判员", 2, 0), ("优秀运动员", 8, 0)],
        # 一等奖1名、二等奖2名、三等奖3名: places, no amounts; 12月12日—15日 names no time
    },
}
