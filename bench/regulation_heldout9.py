"""The expected values of the ninth held-out set (bench/regulation_texts/heldout9), read by
bench_regulation_text.py: sixteen public regulations of individual events of Chinese chess and
Go collected after every reader change before them (none of them a page collected before, for
the tuning set, the tests or the sets before), abridged to their competition clauses, their
values worked by hand from the text (the clause quoted beside each) and committed before any
reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT9_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_yangling_farmers_2019_7_rounds.txt": {
        "game": "xiangqi",  # 关于举办2019年春节农民象棋比赛通知 (国家2011年象棋竞赛规则)
        "format": "swiss",  # 2.比赛采用7轮电脑积分编排。
        "rounds": 7,
        "time_control": "20分钟加10秒",  # 3.比赛用时20分钟加10秒，自然限招“40回合”。
        "capacity": 80,  # 五、…个人自行报名，限报80名。
        # 1.个人奖前8名，第一名奖现金400元，第二名：300元，第三名：200元，4——8名各奖100元。
        "prizes": [(1, 1, 400), (2, 2, 300), (3, 3, 200), (4, 8, 100)],
        # 2.团体奖前三名，并设优秀组织奖和道德风尚奖各一名。 (no money)
        "special_awards": [("优秀组织奖", 1, 0), ("道德风尚奖", 1, 0)],
        # 团体 of 4 from each 镇办 beside the individual event, ranked by no stated rule (no
        # teams); 本次比赛不收取任何费用: no fee as an amount (not counted); 从即日起开始报名
        # names no close; 2019年2月14日 names no time
    },
    "xiangqi_ha_tsuen_2018_school_groups_5_rounds.txt": {
        "game": "xiangqi",  # 元朗厦村象棋赛 (执行《亚洲棋例2008年版本》)
        "format": "swiss",  # 一）采用积分循环制，比赛5轮 (Hong Kong's word for a Swiss)
        "rounds": 5,
        "time_control": "每轮单方基本用时10分钟，每步加5秒",  # 三）
        # （6）设初小、高小、中学及公开四个组别。
        "divisions": ["初小", "高小", "中学", "公开"],
        "deadline": "2018-11-28 23:59",  # （9）报名日期：由即日起至2018年11月28日截止。
        "fee": 100,  # （11）报名费用：HK$100/位 (逾期 +50%: a late charge, not the fee)
        # （3）2018年12月2日（星期日） （4）1430-1800 比赛
        "round.1": "2018-12-02 14:30",
        # （7）奖杯、奖牌 only (no money)
    },
    "xiangqi_yuen_long_chamber_2018_7_rounds.txt": {
        "game": "xiangqi",  # 元朗商会80周年纪念象棋比赛
        "format": "swiss",  # 8. 赛制：比赛七轮，采用积分循环制，胜1分，和0.5分。
        "rounds": 7,
        "points.win": "1",
        "points.draw": "0.5",
        "divisions": ["小学组", "中学组", "公开组"],  # 4. 组别：小学组、中学组、公开组。
        # 6. 报名日期：即日起至7月17日。 (the year of 2. 比赛日期：2018年7月22日)
        "deadline": "2018-07-17 23:59",
        # 5. 限额：每组60人: a cap per group (no capacity); 11. the prizes differ by group (no
        # one list); 保证金$100 is paid back (no fee); 上午9:00至下午6:00 is the day's span with
        # 报到 to 9:15 (no round time); the loss's points are not written
    },
    "xiangqi_qidao_cup_2015_school_groups.txt": {
        "game": "xiangqi",  # 棋道杯第五届全港中国象棋比赛
        "format": "swiss",  # 11. 赛制：比赛7-9轮，采用积分循环制，胜二分，和一分。
        "points.win": "2",
        "points.draw": "1",
        # 5. 比赛组别：初小组、高小组、初中组、高中组
        "divisions": ["初小组", "高小组", "初中组", "高中组"],
        # 7. 报名日期：即日起至5月24日（星期日） (the year of 2. 比赛日期：2015年5月25日)
        "deadline": "2015-05-24 23:59",
        # 比赛7-9轮: no one number of rounds; 6. …各50人: a cap per group (no capacity);
        # 10. $100（棋道会员）/ $120（非棋道会员）: no one fee; 13. cups and medals only (no
        # money); 3. 上午10时至下午6时 is the day's span, no start of a round
    },
    "xiangqi_singapore_tulong_cup_2013_swiss.txt": {
        "game": "xiangqi",  # 《图隆杯》全国象棋个人公开赛 (亚洲象棋联合会的《象棋比赛规例》)
        "format": "swiss",  # 7 采用积分编排一局制，轮数视人数而定，暂定为9轮。
        "fee": 10,  # 6 报名费为$10。 (halved for members, students and seniors)
        # 报名期限：即日起至11月29日晚上9时 (the year of 3 比赛日期：2013年12月01日…)
        "deadline": "2013-11-29 21:00",
        # 9 对局时限： 加秒制60m + 30s/每步 (加秒制 the lead-in naming the kind of clock)
        "time_control": "60m + 30s/每步",
        "forfeits_to_withdraw": 2,  # 11 凡弃权两次者，参赛资格即被取消。
        # 轮数视人数而定，暂定为9轮: left to the entries (no rounds); 名次…列入“补充条例”: no
        # chain; 押金：$30 is paid back (not the fee); 严禁使用手机 names no cost (no penalty);
        # 12月01日至12月15日，详见【比赛时间表】 names no time
    },
    "xiangqi_subang_summit_cup_2017_age_groups_6_rounds.txt": {
        "game": "xiangqi",  # “高峰杯”中国象棋锦标赛 (亚象联棋规)
        "format": "swiss",  # 赛制 Method of play：瑞士制，六轮赛
        "rounds": 6,
        "time_control": "25分钟包干制",  # 对局时限：
        "fee": 30,  # 报名费 Entrance Fee：RM30 (RM25 for the 公会's members)
        "divisions": ["U8", "U10", "U12", "U18"],  # 参赛资格与组别：U8：… U18：…
        # Due date for registration is 8 May 2017 or MAXIMUM 250 participants.
        "deadline": "2017-05-08 23:59",
        "capacity": 250,
        # 每一组…只接受60位参赛者: a cap per group beside the whole one; the prizes (1st：RM150
        # …) are each group's list (no one list of the event); Standard Swiss Perfect System
        # names no criterion (no chain); 14 May 2017 10am - 6pm is the day's span (no round time)
    },
    "go_chiayi_magistrate_cup_2024_swiss_5_rounds.txt": {
        "game": "go",  # 嘉义县县长杯围棋公开赛 (19路棋盘，黑184.5子胜)
        "format": "swiss",  # 十二、比赛规则：采瑞士制。
        "rounds": 5,  # 3、各组一律赛完五场。
        # 六、比赛时间：113年12月1日（日）… 9:30开赛。 (民国113年, 2024)
        "round.1": "2024-12-01 09:30",
        # 九、报名日期：自113年11月1日起至113年11月20日止 名额限制450人，额满为止
        "deadline": "2024-11-20 23:59",
        "capacity": 450,
        "fee": 500,  # 十、报名办法：报名费500元。 (500 元级位设定费 is a promotion's charge)
        # 十一、（1）甲组 … （10）幼儿组
        "divisions": [
            "甲组",
            "乙组",
            "丙组",
            "丁组",
            "戊组",
            "己组",
            "庚组",
            "入门组",
            "初学组",
            "幼儿组",
        ],  # fmt: skip
        # 十三、奖杯、奖状、奖品 (no money); the page names no clock
    },
    "go_dacheng_promotion_2021_two_groups_5_rounds.txt": {
        "game": "go",  # 大诚杯10月晋升段赛 (数子法，黑棋185子胜)
        "format": "swiss",  # （2）国际瑞士制
        "rounds": 5,  # （5）总共比五盘，不加赛
        "divisions": ["二段组", "三段组"],  # 七、比赛组别：（1）二段组 （2）三段组
        "deadline": "2021-10-28 23:59",  # 八、报名日期：网路报名至2021年10月28日
        "fee": 550,  # 十、报名费用：550元
        "no_show_minutes": 15,  # （4）每场只要有迟到超过15分钟者裁定败
        # 二段组…9:00开赛 / 三段组…1:30开赛: the first start differs by group (no round time);
        # 每组42人: a cap per group (no capacity); 读秒20秒3次 only for 下较慢者 (no one clock);
        # 若同战绩比辅分: 辅分 names no criterion (no chain); 半途弃赛者禁赛一次: no behaviour of
        # the penalty keys
    },
    "go_changhua_tiangong_cup_2014_grade_groups.txt": {
        "game": "go",  # 彰化市元清观（天公杯）全国围棋公开赛
        "format": "swiss",  # 十一、比赛规则：1.采瑞士制。
        "no_show_minutes": 10,  # 每局迟到10分钟者裁定败。
        # 六、比赛时间：103年7月6日（星期日）… 09:50开始比赛 (民国103年, 2014)
        "round.1": "2014-07-06 09:50",
        # 八、报名办法：即日起至6月30日（星期一）止 (the year of the event, 2014: a Monday)
        "deadline": "2014-06-30 23:59",
        "fee": 400,  # 报名费：400元
        # 九、比赛组别：1.六段组 … 16.幼稚园组
        "divisions": [
            "六段组",
            "五段组",
            "四段组",
            "三段组",
            "二段组",
            "初段组",
            "甲组",
            "乙组",
            "丙组",
            "丁组",
            "戊组",
            "己组",
            "庚组",
            "辛组",
            "入门组",
            "幼稚园组",
        ],  # fmt: skip
        # the number of rounds, the clock and the prizes are not on the page
    },
    "xiangqi_yang_guanlin_cup_2018_qualifier_11_rounds.txt": {
        "game": "xiangqi",  # “杨官璘杯”全国象棋公开赛（公开组）预赛 … 男女混合个人赛
        "format": "swiss",  # （三）采用十一轮电脑积分编排。
        "rounds": 11,
        "time_control": "单方45分钟，每步棋加5秒",  # （二）比赛时限：
        # （四）积分相同则按以下顺序区分：对手分、胜局、犯规、直胜、后走局数。: 后走局数 (the
        # games played second) has no registry name, so the chain stops before it
        "tiebreaks": [
            "points",
            "opponents_score",
            "wins",
            "fouls",
            "direct_encounter",
        ],  # fmt: skip
        "deadline": "2018-08-05 23:59",  # （一）报名时间：即日起至2018年8月5日。
        "fee": 100,  # （二）…报名费100元，保证金100元 (the deposit is paid back)
        # （二）奖励：第一名5000元 … 第七、八名各500元、第九至二十名各300元。
        "prizes": [
            (1, 1, 5000),
            (2, 2, 3000),
            (3, 3, 1500),
            (4, 4, 1000),
            (5, 5, 800),
            (6, 6, 600),
            (7, 8, 500),
            (9, 20, 300),
        ],  # fmt: skip
        # 前50名棋手获得参加…公开赛的资格: a place in another event, no stage of this one (no
        # advance); 2018年8月11日—8月14日 names no time
    },
    "xiangqi_macau_kaiao_cup_2011_9_rounds.txt": {
        "game": "xiangqi",  # 澳门“凯澳杯”象棋个人公开赛 (亚洲象棋比赛规例)
        # 比赛制度：积分循环、一局制，共赛9轮，每方45分钟，每着加20秒。
        "format": "swiss",
        "rounds": 9,
        "time_control": "每方45分钟，每着加20秒",
        "no_show_minutes": 15,  # 迟到15分钟作自动弃权
        "forfeits_to_withdraw": 2,  # 弃权二次者取消比赛资格
        # 报名日期：即日起至3月18日下午5时止。 (the year of 比赛日期：2011年3月21日…)
        "deadline": "2011-03-18 17:00",
        # 比赛日期：2011年3月21日至31日，每天晚上8:15开赛。 (抽签 at 下午8时 the same day)
        "round.1": "2011-03-21 20:15",
        # no fee and no prizes on the page
    },
    "go_guangzhou_xianfeng_cup_2017_children_groups.txt": {
        "game": "go",  # “贤丰杯”少儿围棋公开赛 (19路棋盘，黑185子胜)
        "format": "swiss",  # 1、电脑积分编排，视报名人数定比赛轮次；
        # 1、…个人成绩依次比较积分、对手分、累进分
        "tiebreaks": ["points", "opponents_score", "progressive"],
        "time_control": "每方30分钟时间包干",  # 2、…每轮自行猜先后手，每方30分钟时间包干，超时判负
        "no_show_minutes": 15,  # 3、迟到15分钟，弃权作负；
        "forfeits_to_withdraw": 2,  # 弃权2轮，不安排比赛；
        # 七、1、个人赛：定段组，小学男子组，小学女子组，幼儿园男子6岁组、女子6岁组…；幼儿园
        # 男子5岁组、女子5岁组 (六、比赛组别 writes the same seven groups)
        "divisions": [
            "定段组",
            "小学男子组",
            "小学女子组",
            "幼儿园男子6岁组",
            "幼儿园女子6岁组",
            "幼儿园男子5岁组",
            "幼儿园女子5岁组",
        ],  # fmt: skip
        # 定段组7轮…小学组赛6轮…幼儿组赛4轮 and 视报名人数定比赛轮次: by group (no rounds);
        # 团体成绩由…2男1女总积分相加计算: the members' sum, not a team format; 上午8:30—12:00 is
        # the session's span (no round time); cups, medals and certificates only
    },
    "go_qinhuangdao_grade_2026_5_rounds.txt": {
        "game": "go",  # 秦皇岛市围棋级位赛 (中国围棋协会审定的最新围棋竞赛规则)
        # 2.…根据报名人数采用分组积分编排制进行比赛: a Swiss in each grade's group
        "format": "swiss",
        "rounds": 5,  # 4.比赛轮次：各组均五轮。
        # 六、比赛分组：无级组、25级组、20级组、15级组、10级组、5级组、4级组、3级组、2级组。
        "divisions": [
            "无级组",
            "25级组",
            "20级组",
            "15级组",
            "10级组",
            "5级组",
            "4级组",
            "3级组",
            "2级组",
        ],  # fmt: skip
        "fee": 160,  # 1.每位参赛棋手需缴纳赛事服务费160元（含…保险费10元/人）
        # 3.比赛采用不计时制，…裁判可中途加钟限时: no clock stated (no time control); 九、报名
        # 日期： is blank (no deadline); 2026年1月3日 names no time
    },
    "go_hsinchu_mayor_cup_2017_dan_kyu.txt": {
        "game": "go",  # 新竹市长杯围棋公开赛 (段位以中华民国围棋协会为准)
        # 三、比赛时间：106年9月24日（星期日）… 09:40开赛 (民国106年, 2017)
        "round.1": "2017-09-24 09:40",
        # （三）报名期间：自即日起至106年09月17日（星期日）止
        "deadline": "2017-09-17 23:59",
        # （四）报名费：级位组400元、段位组500元: no one fee; 预计报名人数1200人: an estimate,
        # not a cap (no capacity); the system, the clock and the prizes are not on the page
    },
    "go_guangdong_hk_macau_children_2017_age_groups.txt": {
        "game": "go",  # 粤、港、澳少儿围棋精英赛
        # 七、（一）精英组：…共分为11个组别 (男子A组 … 女子D组) （二）普及组：…普及A组 普及B组
        "divisions": [
            "男子A组",
            "女子A组",
            "男子B1组",
            "男子B2组",
            "女子B组",
            "男子C1组",
            "男子C2组",
            "女子C组",
            "男子D1组",
            "男子D2组",
            "女子D组",
            "普及A组",
            "普及B组",
        ],  # fmt: skip
        # 精英组每组限报128人 / 普及组…每组限报128人: caps per group (no capacity); the cities'
        # 组队 send players to individual groups (no teams); 2017年5月28日—29日 names no time;
        # the system and the clock are not on the page
    },
    "xiangqi_dalian_national_online_final_2025_7_rounds.txt": {
        "game": "xiangqi",  # …全民棋牌全国网络大赛大连金石滩总决赛象棋补充规定 (竞赛项目：个人赛)
        "format": "swiss",  # （二）采用七轮积分编排比赛。
        "rounds": 7,
        "divisions": ["公开组", "少儿组"],  # 竞赛组别：公开组、少儿组
        "forfeits_to_withdraw": 2,  # （四）连续2轮弃权者，不再予以编排和排名。
        # 三、（一）每轮比赛裁判长宣布开赛后，未到场就座者按弃权处理。: no minute of grace
        "no_show_minutes": 0,
        # （二）计时：每方 20 分钟基本用时，每走一步加5秒。 (its spaces kept)
        "time_control": "每方 20 分钟基本用时，每走一步加5秒",
        # 四、…按以下顺序区分：对手分（…）、胜局、犯规、后走局: 后走局(数) has no registry name, so
        # the chain is read up to it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # （六）…第二次出现即判负: a Swiss holds no count of fouls (not counted); the page names
        # no day, fee or prize
    },
}
