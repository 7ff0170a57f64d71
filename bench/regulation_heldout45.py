"""The expected values of the forty-fifth held-out set (bench/regulation_texts/heldout45), read
by bench_regulation_text.py: seven public Xiangqi regulations collected blind (no reader run on
them, no reader code read), abridged to their competition clauses, their values worked by hand
from the text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT45_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_dingzhou_shenrui_zhenxing_cup_2018_7_rounds.txt": {
        "game": "xiangqi",  # 2018定州市“申瑞振兴杯”象棋赛竞赛规程 (河北省…象棋项目)
        # 五、2、轮次:共赛七轮,每盘棋各20分钟+5秒。 (六、2 and 七、2 say the same for the
        # 老年组 and the 定州组: one number of rounds and one clock for every group)
        "rounds": 7,
        "time_control": "每盘棋各20分钟+5秒",
        # 五、公开组比赛 … 六、老年组比赛 … 七、定州组比赛(与老年组一起编排比赛。): three groups,
        # each ranked and rewarded on its own (the 定州组 only paired with the 老年组)
        "divisions": ["公开组", "老年组", "定州组"],
        # 1、时间:20186 16日上午830开赛 (公开组) and 20186 17日上午830开赛 (老年组, 定州组): the
        # start differs by group (no one round time); the 公开组's money (第一名1000元 …) is that
        # group's only, the others get 奖品 (no one prize list); 八、比赛办法 breaks off before any
        # pairing system (no format)
    },
    "xiangqi_yancheng_grade_tournament_2025_grade_groups.txt": {
        "game": "xiangqi",  # 2025年江苏省盐城市象棋等级赛竞赛规程 (五、竞赛项目及组别: 象棋)
        # 五、(一)二级棋士组 … (十一)十二级棋士组 (十二)定级组
        "divisions": [
            "二级棋士组",
            "三级棋士组",
            "四级棋士组",
            "五级棋士组",
            "六级棋士组",
            "七级棋士组",
            "八级棋士组",
            "九级棋士组",
            "十级棋士组",
            "十一级棋士组",
            "十二级棋士组",
            "定级组",
        ],  # fmt: skip
        # 六、(二)…(六级(含)以上不满8人,取消该组别): each of the 二级 to 六级 groups needs 8
        # entries and is cancelled below that (merged into none)
        "division_minimums": [
            ("二级棋士组", 8, None),
            ("三级棋士组", 8, None),
            ("四级棋士组", 8, None),
            ("五级棋士组", 8, None),
            ("六级棋士组", 8, None),
        ],  # fmt: skip
        "deadline": "2025-11-23 12:00",  # 八、(一)报名时间:即日起至11月23日12:00;
        "fee": 260,  # 九、(一)赛事服务费(不含证书认证费):260元/人;
        # 六、(二)根据各组别报名人数采用循环赛制或瑞士制 …比赛5-7轮: left to the entries (no
        # format, no rounds); (三)用时根据比赛情况而定 (no clock); 2025年11月30日 names no hour
    },
    "xiangqi_taichung_qingshui_district_chief_cup_2017_groups.txt": {
        "game": "xiangqi",  # 106年臺中市清水區『區長杯』暨『中棋聯』象棋比賽實施辦法
        # 六、比賽日期:民國 106 年 4 月 16 日(星期日)上午 08:30 報到,09:30 開幕典禮,10:00 開始
        # 比賽。 (08:30 the check-in, 09:30 the opening: the play starts at 10:00)
        "round.1": "2017-04-16 10:00",
        "deadline": "2017-04-10 23:59",  # 八、報名日期:即日起至 106 年 4 月 10 日止。
        # 十一、比賽組別: 1.社會甲組團體賽 2.社會乙組個人賽 3.社會丙組個人賽 4.學生A組個人賽
        # 5.學生B組個人賽。
        "divisions": [
            "社會甲組團體賽",
            "社會乙組個人賽",
            "社會丙組個人賽",
            "學生A組個人賽",
            "學生B組個人賽",
        ],  # fmt: skip
        # 十、報名費用:社會甲組每隊 1500 元,社會乙、丙組每人 300 元,學生A、B組每人 100 元: by
        # group (no one fee); only the 社會甲組 plays as teams of 4 (no team format for the event);
        # the page breaks off before any system, clock or prizes
    },
    "xiangqi_shantou_sensen_cup_elite_invitational_2007_knockout.txt": {
        "game": "xiangqi",  # 2007年森森杯象棋公开赛前四名 … 精英邀请赛 (转自:汕头棋院)
        "format": "knockout",  # 比赛方法:比赛采用单淘汰制。
        "bracket": 4,  # 邀请赛名单:2007年森森杯象棋公开赛前四名。 (four players)
        "third_place": True,  # 胜者争夺1 、2名,负者争夺3 、4名。
        "round.1": "2007-08-06 19:00",  # 比赛时间:2007年8月6日晚上 19时。
        # 二、奖励方法:第一名500元 第二名300元 第三名200元 第四名100元
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200), (4, 4, 100)],
        # 慢棋时限:每方40分钟包干。 (慢棋时限 the label; 快棋时限:单方5分钟包干 is the drawn
        # game's deciding clock, not the games' own)
        "time_control": "每方40分钟包干",
    },
    "xiangqi_shaanxi_minjian_qiwang_lottery_2019_knockout.txt": {
        "game": "xiangqi",  # “中国体育彩票全国象棋民间棋王争霸赛” (陕西省体育彩票管理中心)
        # 三、1、采用单局淘汰赛,比赛用时每局为20分钟,如遇20分钟无法决出胜负,则采用15秒倒计时
        # 读秒,超时判负。 (比赛用时 the label, 超时判负 dropped)
        "format": "knockout",
        "time_control": "每局为20分钟,如遇20分钟无法决出胜负,则采用15秒倒计时读秒",
        # 一、报名时间:2019年9月10日前在陕西省范围内任何一个体彩网点均可报名。
        "deadline": "2019-09-10 23:59",
        # 二、the county, city and province levels are dated (2019年9月16日、17日 …) with no hour
        # (no round time); 五、3's 第一名奖金500元 … is the county level's, the city level's is
        # cut off (no one prize list); no fee stated
    },
    "xiangqi_shanghai_jiucheng_invitational_2008_bidding_matches.txt": {
        "game": "xiangqi",  # 中国象棋协会、上海九城置业有限公司 … 《2007年象棋竞赛规则(试行)》
        # 1、先走方60分钟,后走方30分钟,每方每步加15秒。 (the base the 竞叫 bids down from)
        "time_control": "先走方60分钟,后走方30分钟,每方每步加15秒",
        # 胜局得3分,和局红方得1分、黑方得2分,负局为0分。: a draw scores by colour (no one draw
        # value)
        "points.win": "3",
        "points.loss": "0",
        # the page lost the 竞赛办法's second clause: each round (每轮先得到3分者胜出) and the
        # final (冠亚军决赛下三轮番棋) imply an elimination but none is named (no format); the
        # 男子组 quota is lost too and 女子组 is named only in the entry quota (no divisions);
        # 12月19日下午3点前…报到 is the check-in (no round time)
    },
    "xiangqi_puyang_lvzhou_gancai_cup_8th_2020_9_rounds.txt": {
        "game": "xiangqi",  # 2020年濮阳市第八届“绿洲干菜杯”中国象棋公开赛
        "format": "swiss",  # 七、2、采用积分编排制
        "rounds": 9,  # 六、比赛轮次:9轮
        "time_control": "每人20分+5秒",  # 七、3、比赛用时:每人20分+5秒
        # 七、4、每局胜者得2分,和棋得1分,负者得0分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 八、第一名1000元,第二名600元,第三名400元, 第四名——六名各300元, 第七名——十名各200元
        # 第十一——二十名各100元。
        "prizes": [
            (1, 1, 1000),
            (2, 2, 600),
            (3, 3, 400),
            (4, 6, 300),
            (7, 10, 200),
            (11, 20, 100),
        ],  # fmt: skip
        # 九、10月30号下午6点截止报名,额满为止。 (the year the title's, 2020年)
        "deadline": "2020-10-30 18:00",
        # 于2020年10月31号8时前报到,8时30分比赛。 (8时 the check-in)
        "round.1": "2020-10-31 08:30",
        "fee": 30,  # 报名费每人30元,
        "capacity": 50,  # 限报50人
        # 只限濮阳地区 is an eligibility, no key; no tiebreaks on the page
    },
}
