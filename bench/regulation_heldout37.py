"""The expected values of the thirty-seventh held-out set (bench/regulation_texts/heldout37), read
by bench_regulation_text.py: public Xiangqi regulations of mainland China collected blind (no
reader run on them, no reader code read), this time of the kinds the sets before lacked (team
events and team matches, an online challenge ladder, round robins and invitational stages, a
two-player match, school and children's events in age or grade groups), abridged to their
competition clauses, their values worked by hand from the text (the clause quoted beside each)
and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT37_EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_sanying_cup_online_2020_arena.txt": {
        "game": "xiangqi",  # 首届“三英杯"象棋擂台网络赛 (四、地点：天天象棋，557326罗马里奥棋社)
        # 七、2、每晚每个队（擂台）下三轮，每轮局时15分，步时3分，加3秒，超时判负。: 每晚每个队
        # （擂台）下三轮 is the evening's timetable, 超时判负 dropped
        "time_control": "每轮局时15分，步时3分，加3秒",
        "fee": 5,  # 六、6月8日前，发微信给秦老师，并交报名费5元。
        "deadline": "2020-06-08 23:59",  # 6月8日前 (that day's end; the year is the post's, 2020)
        # 三、6月10、11、12日睌攻（守）擂，13日晚决擂。每晚下三轮，7:30开赛。: each evening's
        # block of three rounds starts at 19:30, so its first round (rounds 2, 3, 5, 6, 8, 9 have
        # no time of their own; 13日晚决擂 names no hour)
        "round.1": "2020-06-10 19:30",
        "round.4": "2020-06-11 19:30",
        "round.7": "2020-06-12 19:30",
        # 八、2、三英决擂：三个擂台主一局制循环赛，决出三英名次，发给电子奖状及奖金：150、100、
        # 50元。
        "prizes": [(1, 1, 150), (2, 2, 100), (3, 3, 50)],
        "penalty.作弊": "0/each DQ",  # 九、…一经发现作弊，即取消成绩，通报批评。
        # single challengers 攻擂 a defender one game at a time: not the team ladder of the schema,
        # no system (no format); 每个擂台限报9人 caps each of the three ladders (no capacity); 攻守
        # 擂：胜方奖20元；和各奖5元 is money by game, not by place
    },
    "xiangqi_huilai_dagengyuan_cup_champions_2010_stages.txt": {
        "game": "xiangqi",  # 惠來大庚園杯全國象棋冠軍邀請賽 (執行…《象棋競賽規則》)
        # （二）第一階段分組單循環（按等級分排列），第二階段同名次決賽: two stages, the first a
        # round robin in groups (read as the 茅山杯 of heldout23)
        "format": "stages",
        # （四）1.第一階段和第二階段基本用時為每方60分鐘，每步棋加15秒； (2.加賽快棋用時 are the
        # playoff clocks)
        "time_control": "每方60分鐘，每步棋加15秒",
        "points.win": "3",  # （三）計分方法：勝3分、和1分、負0分。
        "points.draw": "1",
        "points.loss": "0",
        "deadline": "2010-02-10 23:59",  # 八、（一）請參賽棋手於2月10日前報名至中國象棋協會
        # （五）1.…如積分相等則依次比較小分、勝局、直勝…: 小分 in a round robin may be the
        # opponents' score or a Sonneborn-Berger sum, so the chain is left out (as heldout23); the
        # groups are neither counted nor named; 2010年2月24日至26日 gives no hour; 2月23日 is the
        # check-in; the champions are invited (no capacity)
    },
    "xiangqi_junhui_zhongxiang_online_friendly_2013_team_match.txt": {
        "game": "xiangqi",  # 君汇PK中象友谊赛 (采用99中象规则), played on 大师网
        # 采用主、客两场10~10分台对抗 … 基地棋室：10~19台: two clubs' teams of ten boards
        "teams": True,
        "boards": 10,
        "time_control": "总时20分、步时6分、每步加10秒",  # 棋室时间设置： (the label)
        # 拟定于本月24/25号周五、周六两晚8:30~10:30时 (posted 2013-5-17: May 2013; the evenings
        # are 20:30 to 22:30), the home match on Friday, the away match on Saturday: each match a
        # round
        "round.1": "2013-05-24 20:30",
        "round_end.1": "2013-05-24 22:30",
        "round.2": "2013-05-25 20:30",
        "round_end.2": "2013-05-25 22:30",
        # 每场、每台记分按：2胜得4分、1胜1和得3分…2负得0分: a board's two games scored together,
        # not one game's points (board points left out); 两场成绩之和，为总成绩 names no match
        # points; two teams only, no system (no format)
    },
    "xiangqi_chenzhou_yingchun_cup_2012_teams_7_rounds.txt": {
        "game": "xiangqi",  # 湖南郴州“迎春杯”象棋团体赛 (执行1999年版《象棋竞赛规则》)
        "teams": True,  # 四、比赛项目：象棋团体赛
        "format": "swiss",  # 五、2、采用积分编排制比赛七轮。 (a team Swiss)
        "rounds": 7,
        "boards": 4,  # 六、2、每队队员4人。 (no reserves named)
        "time_control": "45分钟包干制",  # 3、对局用时采用45分钟包干制。
        "fee": 50,  # 3、报名费：每人50元。 (a player's fee)
        # 4、报名时间：从即日起至2012年1月28日（初六）上午9:00止。
        "deadline": "2012-01-28 09:00",
        # 七、冠军1600元、亚军1200元、季军800元、第四名600元、第五至六名各400元。
        "prizes": [(1, 1, 1600), (2, 2, 1200), (3, 3, 800), (4, 4, 600), (5, 6, 400)],
        # 6、1月28日（初六）上午9:00为各队报到时间 is the check-in, no round time; no points or
        # tiebreaks are stated
    },
    "xiangqi_leiyang_cailun_zhuhai_cup_2009_11_rounds.txt": {
        "game": "xiangqi",  # “蔡伦竹海杯”全国象棋精英邀请赛 (中国象棋协会…《象棋竞赛规则》)
        "format": "swiss",  # 七、（）比赛采用十一轮积分编排制；
        "rounds": 11,
        "time_control": "每方基本用时60分钟，每走一步加30秒",  # （）比赛用时：
        # 八、冠军伍万元、亚军贰万元、季军壹万元、第4名捌仟元、第5名陆仟元、第6名伍仟元、第7名
        # 肆仟元、第8名均为叁仟元、第912名贰仟元、第1320名壹仟元: the page lost the dashes
        # (第9—12名, 第13—20名), read as those ranges
        "prizes": [
            (1, 1, 50000),
            (2, 2, 20000),
            (3, 3, 10000),
            (4, 4, 8000),
            (5, 5, 6000),
            (6, 6, 5000),
            (7, 7, 4000),
            (8, 8, 3000),
            (9, 12, 2000),
            (13, 20, 1000),
        ],  # fmt: skip
        # 十、（）请参赛棋手于2009515日前…: 2009年5月15日 with 年 and 月 lost on the page
        "deadline": "2009-05-15 23:59",
        # 第20名以后每人伍佰元 has no last place (the field is not capped: 前57 and 东道主1名
        # name who qualifies), so it is left out; 20096121700前…报到 is the check-in; 613 第一轮
        # 比赛 gives no hour (the table breaks off)
    },
    "xiangqi_guangzhou_hk_christmas_cup_2013_team_match_2_rounds.txt": {
        "game": "xiangqi",  # 2013穗港象棋交流赛 (《2011年象棋竞赛规则（试行）》)
        # 六、比赛分2轮进行，队制形式，每队8人。
        "teams": True,
        "boards": 8,
        "rounds": 2,
        # 胜一局得2分，和一局得1分，负一局得0分。 (a board's game points in the team match)
        "board.win": "2",
        "board.draw": "1",
        "board.loss": "0",
        # 每轮双方各有60分钟基本用时，每走一步加10秒，超时作负。 (超时作负 dropped)
        "time_control": "每轮双方各有60分钟基本用时，每走一步加10秒",
        # 四、比赛时间：26日早上10时至12时半， 26日下午2时至下午4时半 (2013年12月, from 二、)
        "round.1": "2013-12-26 10:00",
        "round_end.1": "2013-12-26 12:30",
        "round.2": "2013-12-26 14:00",
        "round_end.2": "2013-12-26 16:30",
        # two clubs meet, no system (no format); 三、交流时间 is the visit, no round; no match
        # points, no prizes
    },
    "xiangqi_liyuan_cup_schools_2019_teams_grade_groups.txt": {
        "game": "xiangqi",  # 全国中小学生象棋锦标赛（团体） (执行最新《象棋竞赛规则（2011）》)
        "teams": True,  # 五、（一）竞赛项目：团体赛
        "boards": 3,  # 七、（三）各队1-2台为男选手，3台为女选手。台次固定
        # 七、（二）根据报名队伍数量确定比赛轮次，每轮每方用时20分钟+5秒。 (the rounds left to the
        # entries)
        "time_control": "每轮每方用时20分钟+5秒",
        # 五、（二）竞赛组别：中学组、小学6年级组、…小学1年级组。
        "divisions": [
            "中学组",
            "小学6年级组",
            "小学5年级组",
            "小学4年级组",
            "小学3年级组",
            "小学2年级组",
            "小学1年级组",
        ],  # fmt: skip
        # 2019年10月4-6日 names no hour; no system named (no format); （三）小学组总团体 is a
        # combined ranking, no division; no fee, deadline or prizes on the page (it breaks off)
    },
    "xiangqi_huaihai_children_2011_age_groups_9_rounds.txt": {
        "game": "xiangqi",  # 首届淮海经济区少年儿童象棋竞赛 (《2007年象棋竞赛规则》)
        "format": "swiss",  # 六、2、比赛采用积分编排制共赛九轮
        "rounds": 9,
        # 五、2、年龄分组规定：少年组（95-99年出生） 儿童组（…） 幼儿组（…）
        "divisions": ["少年组", "儿童组", "幼儿组"],
        "fee": 50,  # 4、参赛人员每人须交纳50元报名费。
        # 8、比赛迟到十五分钟该场比赛做弃权处理，连续两轮弃权电脑将不予以编排。
        "no_show_minutes": 15,
        "forfeits_to_withdraw": 2,
        # 二、日期与地点 2011年5月7——8日上午8:30在…徐州棋院举行。 (play starts at 8:30)
        "round.1": "2011-05-07 08:30",
        # 4、比赛采用临时加钟，超时判负 names no clock (no time control); 6、…第二次判负 is not
        # counted for a Swiss (fouls_to_lose_game); （除首轮外，同单位不回避）: no avoidance;
        # 录取前六名 and 设体育道德风尚奖 carry no money and no count
    },
    "xiangqi_guoyi_dadian_peak_2012_round_robin_final.txt": {
        "game": "xiangqi",  # “国弈大典”之决战名山巅峰对决 (执行《象棋竞赛规则》2011（试行）)
        # 七、（二）第一阶段采用一局单循环制，取前两名。（三）决赛阶段，第一阶段前两名进行决赛，
        # 采用两局分先制比赛: a round robin, then a final of two
        "format": "stages",
        "advance": 2,
        # （四）慢棋基本用时为每方45分钟，每走一步加30秒。 (慢棋基本用时为 the label)
        "time_control": "每方45分钟，每走一步加30秒",
        # 八、冠军10万元、亚军5万元，3-6名棋手每人出场费2万元。 (出场费 is an appearance fee,
        # not a place prize: left out)
        "prizes": [(1, 1, 100000), (2, 2, 50000)],
        # 十、日程安排 (one cell a line): 11月27日（星期二） 8:30 第一轮 15:00 第二轮 11月28日
        # （星期三） 8:30 第三轮 15:00 第四轮 (the year from 四、; 11月26日 17:00 is the check-in
        # and meeting; the table breaks off at 11月29日)
        "round.1": "2012-11-27 08:30",
        "round.2": "2012-11-27 15:00",
        "round.3": "2012-11-28 08:30",
        "round.4": "2012-11-28 15:00",
        # the players are those who qualified (no capacity); the round robin's rounds are not
        # stated
    },
    "xiangqi_karamay_jinxiang_cup_masters_2014_8_game_match.txt": {
        "game": "xiangqi",  # “金像酒窖”杯象棋大师冠军赛 (执行2011规则（试行）)
        "rounds": 8,  # 七、1.分先对弈8局 (two players, one game a round)
        "points.win": "2",  # 胜1局2分 和棋各1分 负0分 积分高者胜出。
        "points.draw": "1",
        "points.loss": "0",
        # 3.每方基本用时45分钟 走1步加30秒 超时判负 50回合自然限着。 (超时判负 and the move limit
        # dropped)
        "time_control": "每方基本用时45分钟 走1步加30秒",
        "prizes": [(1, 1, 3000), (2, 2, 2000)],  # 八、1. 冠、亚军分别获奖金3000元、2000元。
        # 四、第一阶段 2014年8月30日至31日，第二阶段9月6日至7日。每天上午11:00 下午 17:00: two
        # games a day on each of the four days
        "round.1": "2014-08-30 11:00",
        "round.2": "2014-08-30 17:00",
        "round.3": "2014-08-31 11:00",
        "round.4": "2014-08-31 17:00",
        "round.5": "2014-09-06 11:00",
        "round.6": "2014-09-06 17:00",
        "round.7": "2014-09-07 11:00",
        "round.8": "2014-09-07 17:00",
        # a match of two named players, no system (no format); 2.赞助单位…礼品 is goods
    },
}
