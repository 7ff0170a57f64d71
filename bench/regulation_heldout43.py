"""The expected values of the forty-third held-out set (bench/regulation_texts/heldout43), read
by bench_regulation_text.py: ten public Xiangqi regulations collected blind (no reader run on
them, no reader code read), abridged to their competition clauses, their values worked by hand
from the text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT43_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_xinjiang_quanyun_selection_2021_7_rounds.txt": {
        "game": "xiangqi",  # “我要上全运”2021年新疆象棋选拔赛 (《象棋竞赛规则(2020版)》)
        "format": "swiss",  # (二)赛制和轮次:采用积分编排制比赛7轮。
        "rounds": 7,
        # (三)比赛用时:每方基本用时30分钟,每走一步加15秒。
        "time_control": "每方基本用时30分钟,每走一步加15秒",
        # 比赛赛程 5月29日10:00—10:30开幕式 (no round) 第一轮:10:30----12:30; … 第五轮:
        # 19:30---21:30; 30日 第六轮10:30----12:30; 第七轮:12:30---14:30; (the year the title's)
        "round.1": "2021-05-29 10:30",
        "round_end.1": "2021-05-29 12:30",
        "round.2": "2021-05-29 12:30",
        "round_end.2": "2021-05-29 14:30",
        "round.3": "2021-05-29 15:30",
        "round_end.3": "2021-05-29 17:30",
        "round.4": "2021-05-29 17:30",
        "round_end.4": "2021-05-29 19:30",
        "round.5": "2021-05-29 19:30",
        "round_end.5": "2021-05-29 21:30",
        "round.6": "2021-05-30 10:30",
        "round_end.6": "2021-05-30 12:30",
        "round.7": "2021-05-30 12:30",
        "round_end.7": "2021-05-30 14:30",
        # 九、报名由各地州市县协会组织于5月25日前,先进行预赛,报至新疆象棋协会,…此赛限定50人
        # 参加,依报名顺序额满为止。
        "deadline": "2021-05-25 23:59",
        "capacity": 50,
        # 六、比赛组别:男子业余组 is one group only (no divisions); no fee, no prizes on the page
    },
    "xiangqi_ningxia_yingchun_cup_26th_2018_men_women.txt": {
        "game": "xiangqi",  # 宁夏第26届“迎春杯”全区象棋锦标赛 (2011年《象棋竞赛规则》)
        "fee": 60,  # 六、(五)每位参赛选手在报名时须缴纳比赛服务费60元。
        # 七、(二)比赛时间每方用时20分钟,每走一步加10秒; (比赛时间 the label)
        "time_control": "每方用时20分钟,每走一步加10秒",
        "divisions": ["男子组", "女子组"],  # 五、(一)组别:男子组 女子组(只有个人赛)
        # 四、2018年1月26日下午2时整至28日…举行: the event's start, read as the first round's
        # ((五)赛棋时间…经领队会确定每天比赛轮次数 leaves the later rounds' times open)
        "round.1": "2018-01-26 14:00",
        # 七、(四)女子比赛根据报名人数确定赛制,不足10人,不另设组别。: below 10 entries the
        # women have no group of their own, read as playing in the one group left (男子组)
        "division_minimums": [("女子组", 10, "男子组")],
        # (三)男子组不足70人进行11轮…超过70人按13轮 and the women's system left to the entries:
        # no one format, no one number of rounds; 团体名次按队员总分制计算 ranks the team by its
        # members' games (not a team format); 八、's 团体赛 amounts are the team standing's and
        # the page breaks off at 第三名 (no prizes)
    },
    "xiangqi_xinji_leather_city_cup_2nd_2012_13_rounds.txt": {
        "game": "xiangqi",  # 第二届“辛集国际皮革城杯”象棋公开赛 (2011年象棋竞赛规则(试行))
        "format": "swiss",  # 七、…2、采用13轮积分编排。
        "rounds": 13,
        "time_control": "每方基本用时35分钟,每步加10秒",  # 3、用时:每方基本用时35分钟,每步加10秒。
        # 4、计分:胜局记2分,负局记0分,和局记1分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        "no_show_minutes": 10,  # 5、开赛迟到10分钟,按判负论处。
        # 八、…奖金:(税后)第一名 3万元;第二名 2万元;第三名 1万元;第四名 6000元;… 第7名---第
        # 16名 各2000元;第17名---第32名各1000元
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
        "capacity": 160,  # 报名人数:截止到160人,报满为止。
        "fee": 100,  # 食宿费用:报名费100元,食宿费每人每天120元 (the board's is no entry fee)
        # 2012年10月25 日——2012年10月28日 names no hour (no round time); no deadline stated
    },
    "xiangqi_haining_yongli_cup_first_class_2013_swiss.txt": {
        "game": "xiangqi",  # “永力杯”浙江省一级棋士象棋公开赛 … 三、比赛项目:象棋个人赛
        "format": "swiss",  # 五、1.…采用积分编排进行,轮次根据实际报名人数确定9—11轮。
        # 2.比赛时限每人基本用时40分钟,每步加5秒,超时判负。 (比赛时限 the label)
        "time_control": "每人基本用时40分钟,每步加5秒",
        "fee": 100,  # 四、2.参赛运动员每人缴报名费100元。
        # 六、…奖金依次为8000元、4000元、3000元、2000元、1500元、1000元,第7名至第12名每人奖金
        # 800元,第13名至第18名每人奖金600元
        "prizes": [
            (1, 1, 8000),
            (2, 2, 4000),
            (3, 3, 3000),
            (4, 4, 2000),
            (5, 5, 1500),
            (6, 6, 1000),
            (7, 12, 800),
            (13, 18, 600),
        ],  # fmt: skip
        "deadline": "2013-09-20 23:59",  # 七、2.报名截止日期:即日起至2013年9月20日止。
        # 9—11轮 is left to the entries (no rounds); 2013年10月2日――4日 names no hour and
        # 10月1日晚上6时前报到 is the check-in (no round time)
    },
    "xiangqi_huizhou_huaxuan_taohuayuan_cup_2010_9_rounds.txt": {
        "game": "xiangqi",  # 迎省运“惠州华轩桃花源杯”象棋公开赛 (<<1999象棋规则>>)
        # 五、…每方包干45分钟,采用积分编排制九轮;
        "format": "swiss",
        "rounds": 9,
        "time_control": "每方包干45分钟",
        # 名次按积分――对手分——累进分——上轮成绩确定,名次不并列、如仍相同,则逐轮往上类推:
        # 上轮成绩 and round by round back (前轮名次)
        "tiebreaks": ["points", "opponents_score", "progressive", "previous_ranking"],
        "capacity": 120,  # 三、1、…限报120名,以报名先后为准。
        "deadline": "2010-04-14 23:59",  # 四、报名时间:即日起至 2010年4月14日
        # 六、录取前十六名:第一名:50000元、第二名:20000元、… 第八名:3000元、第九~十六名:500元。
        "prizes": [
            (1, 1, 50000),
            (2, 2, 20000),
            (3, 3, 10000),
            (4, 4, 8000),
            (5, 5, 6000),
            (6, 6, 5000),
            (7, 7, 4000),
            (8, 8, 3000),
            (9, 16, 500),
        ],  # fmt: skip
        # 七、4月16日20:00前报到 (check-in, no round);4月17日9:00——10:30第一轮; 10:30——12:00
        # 第二轮;下午:14:00——15:30第三轮; 15:30——17:00第四轮 19:00——20:30第五轮; (the page
        # breaks off at 20:30—, so round 6 has no time)
        "round.1": "2010-04-17 09:00",
        "round_end.1": "2010-04-17 10:30",
        "round.2": "2010-04-17 10:30",
        "round_end.2": "2010-04-17 12:00",
        "round.3": "2010-04-17 14:00",
        "round_end.3": "2010-04-17 15:30",
        "round.4": "2010-04-17 15:30",
        "round_end.4": "2010-04-17 17:00",
        "round.5": "2010-04-17 19:00",
        "round_end.5": "2010-04-17 20:30",
        # the local players' own ranking (本地棋手按成绩另外排列名次奖励前八名 2000元 …) is a
        # second standing, not the places of the event's list (left out); no fee on the page
    },
    "xiangqi_zhongshan_huaying_cup_adults_2015_7_rounds.txt": {
        "game": "xiangqi",  # 2015年中山市“华盈”杯成年象棋大赛 … 六、竞赛组别:中国象棋成年组
        "format": "swiss",  # 七、2、一天7轮,电脑积分编排制。
        "rounds": 7,
        # 3、比赛用时包干制: 高年级每轮总用时40分钟,30分钟后酌情加钟,超时判负。 (比赛用时 the
        # label; the further clock words kept, 超时判负 dropped)
        "time_control": "包干制: 高年级每轮总用时40分钟,30分钟后酌情加钟",
        # 4、比赛开始,迟到10分钟作弃权,弃权两局不再编排比赛。
        "no_show_minutes": 10,
        "forfeits_to_withdraw": 2,
        # 6、名次确定根据:1)积分; 2)对手分,3)累进分; 4)中间对手分; 5)胜局数。 (中间对手分:
        # the median Buchholz, 中间分)
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "opponents_score_median",
            "wins",
        ],  # fmt: skip
        # 八、…冠军奖金1000元,亚军500元,季军300元,4—8名奖200元。
        "prizes": [(1, 1, 1000), (2, 2, 500), (3, 3, 300), (4, 8, 200)],
        # 十、3、…报名截止日期 4月23日前…缴纳报名费50元/人。 (the year the title's)
        "deadline": "2015-04-23 23:59",
        "fee": 50,
        # 四、竞赛时间: 4月26日(9:00—17:30)成年组一天7轮: the day's span, its start the first
        # round's (17:30 ends the day, not round 1)
        "round.1": "2015-04-26 09:00",
        # 成年组 is the one group (no divisions)
    },
    "xiangqi_guangzhou_colleges_daxuesheng_cup_4th_2017_7_rounds.txt": {
        "game": "xiangqi",  # 第四届“大学生杯”广州地区高校象棋邀请赛 (2011年《象棋竞赛规则》)
        # 三、…9:00开赛,上午下三轮,下午下四轮,每轮单方用时30分钟包干,迟到10分钟作弃权处理。
        # (the day 定于5月14日, the year the notice's, 二0一七年四月二十八日; 8:40 is the check-in)
        "rounds": 7,
        "round.1": "2017-05-14 09:00",
        "time_control": "每轮单方用时30分钟包干",
        "no_show_minutes": 10,
        # 四、1、奖个人前8名:…奖金依次为500元、400元、300元、300元、200元、200元、100元、100元。
        "prizes": [
            (1, 1, 500),
            (2, 2, 400),
            (3, 3, 300),
            (4, 4, 300),
            (5, 5, 200),
            (6, 6, 200),
            (7, 7, 100),
            (8, 8, 100),
        ],  # fmt: skip
        "deadline": "2017-05-10 23:59",  # 二、5月10日前发手机短信给秦老师。
        "fee": 0,  # 六、免收报名费
        # no pairing system named (no format); 各选派3名 caps each school (no capacity); 团体前3名
        # is ranked by the schools' players (not a team format); the afternoon's first round has
        # no time of its own
    },
    "xiangqi_guangdong_education_guoqing_cup_2015_8_rounds.txt": {
        "game": "xiangqi",  # 2015年“国庆杯”广东省教育系统象棋赛 (2011年试行《象棋竞赛规则》)
        "format": "swiss",  # 七、4、采用8轮电脑积分编排对弈。
        "rounds": 8,
        "time_control": "每局单方用时30分钟包干",  # 2、每局单方用时30分钟包干,超时判负。
        # 3、每局胜者得2分,负者得0分,和各得1分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 4、106下午14301730下三轮,晚上18302030下二轮;7日上午9001200下三轮。 (the page lost 月 and
        # the colons: 10月6日 14:30—17:30, 18:30—20:30, 7日 9:00—12:00; each block's start is its
        # first round's, the blocks' ends are no round's)
        "round.1": "2015-10-06 14:30",
        "round.4": "2015-10-06 18:30",
        "round.6": "2015-10-07 09:00",
        "no_show_minutes": 10,  # 每轮(局)迟到10分钟作弃权处理。
        # 5、按积分、对手分、累进分、胜局、犯规、上轮名次等排列名次。
        "tiebreaks": [
            "points",
            "opponents_score",
            "progressive",
            "wins",
            "fouls",
            "previous_ranking",
        ],  # fmt: skip
        # 六、102日前发手机短信…限报60人,其中中小学生10人,其他50人,额满为止。 (10月2日)
        "deadline": "2015-10-02 23:59",
        "capacity": 60,
        # 八、1、奖励前十名…奖金依次为1000元、800元、500元、300元、300元、200元、200元、100元、
        # 100元、100元。
        "prizes": [
            (1, 1, 1000),
            (2, 2, 800),
            (3, 3, 500),
            (4, 4, 300),
            (5, 5, 300),
            (6, 6, 200),
            (7, 7, 200),
            (8, 8, 100),
            (9, 9, 100),
            (10, 10, 100),
        ],  # fmt: skip
        # 2、老、少棋手各前三名 breaks off before its amounts (no special award); the 象棋教师
        # handicap (用时少于对方5分钟,让先) is no key
    },
    "xiangqi_guangdong_teachers_daletou_cup_2014_9_rounds.txt": {
        "game": "xiangqi",  # 广东省首届“体彩大乐透杯”教师象棋竞赛 (2011年试行《象棋竞赛规则》)
        # 七、2、采用9轮电脑积分编排,每轮单方用时30分钟,超时判负;迟到10分钟作弃权处理,累计弃权
        # 两次不再安排对弈。
        "format": "swiss",
        "rounds": 9,
        "time_control": "每轮单方用时30分钟",
        "no_show_minutes": 10,
        "forfeits_to_withdraw": 2,
        # 六、1、在职教师竞赛 (15日、16日) and 2、退休教师竞赛 (17日、18日) play on their own days:
        # no one round time (the page lost 月 too); the two competitions are named 竞赛, not
        # groups, and left out as divisions; the 车轮战 evenings are no rounds; the page breaks off
        # before any fee, deadline or prize
    },
    "xiangqi_guangdong_staff_online_monthly_march_2020_8_rounds.txt": {
        "game": "xiangqi",  # 2020年3月份广东省教职工象棋网络月赛 (天天象棋梅橘雅梦棋社)
        # 七、2.每晚下四轮,共八轮。每轮局时15分,步时3分。 (每轮 the lead-in)
        "rounds": 8,
        "time_control": "局时15分,步时3分",
        "no_show_minutes": 10,  # 3.每轮迟到10分钟作弃权处理,判负。
        # 三、竞赛时间:3月27、28日每天晚上7:30至9:30。: each evening's first round (round 5 the
        # 28th's, after the 27th's four); 9:30 ends the evening, not a round
        "round.1": "2020-03-27 19:30",
        "round.5": "2020-03-28 19:30",
        # 六、26日中午12:00前,发微信给编排长…限报30人,额满即止。 (the month and year the title's)
        "deadline": "2020-03-26 12:00",
        "capacity": 30,
        # 八、…一经发现,即取消比赛成绩,并通报批评。 (软件、他人帮助、多人讨论: cheating)
        "penalty.作弊": "0/each DQ",
        # 九、1.奖前15名,发给奖金,依次为: 160、150、140、130、120、110、100、90、80、70、60、50、
        # 40、40、30元。
        "prizes": [
            (1, 1, 160),
            (2, 2, 150),
            (3, 3, 140),
            (4, 4, 130),
            (5, 5, 120),
            (6, 6, 110),
            (7, 7, 100),
            (8, 8, 90),
            (9, 9, 80),
            (10, 10, 70),
            (11, 11, 60),
            (12, 12, 50),
            (13, 13, 40),
            (14, 14, 40),
            (15, 15, 30),
        ],  # fmt: skip
        # the staff play free and the other adults pay 10元/人 (no one fee); 高龄老人奖 前3名
        # 50、40、30元 differ by place (no one award amount) and 名次尾数为3、8 names no places
        # (no lucky places); no pairing system named (no format)
    },
}
