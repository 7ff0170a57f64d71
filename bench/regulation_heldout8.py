"""The expected values of the eighth held-out set (bench/regulation_texts/heldout8), read by
bench_regulation_text.py: fourteen public regulations of Go, 揭棋, 四国军棋 and team events
collected after every reader change before them (none of them a page collected before, for the
tuning set, the tests or the sets before), abridged to their competition clauses, their values
worked by hand from the text (the clause quoted beside each) and committed before any reader was
run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT8_EXPECTED: dict[str, dict[str, object]] = {
    "go_xiangyang_organs_2016_men_women.txt": {
        "game": "go",  # 关于举办市直机关围棋比赛的通知 (2002版《围棋竞赛规则》)
        # 个人名次录取按得分确定，得分相同算小分、按直胜、抽签决定名次: 小分 read as the
        # opponents' score (a go event's 小分), as in the sets before
        "tiebreaks": ["points", "opponents_score", "direct_encounter", "lots"],
        # 于9月8日下午6:00前将报名表…报送 (the notice is dated 2016年9月2日)
        "deadline": "2016-09-08 18:00",
        # 男、女同组比赛分别录取名次: one group ranked apart by gender, no divisions; 团体名次
        # …按同队两人最好名次相加计算: the members' places, not a team format; 9月24日至25日 names
        # no time; the system is left to the 秩序册 (no format)
    },
    "go_tumd_left_banner_staff_2023_groups.txt": {
        "game": "go",  # 三、竞赛项目 围棋个人赛
        # 组别设置：1、甲组（…在职职工） 2、乙组（…）
        "divisions": ["甲组", "乙组"],
        # 七、即日起至2月20日（星期一）下午17:00止 (2023年全旗职工围棋比赛)
        "deadline": "2023-02-20 17:00",
        # 各组别参照当地段级位赛标准设定赛制和轮次: no system, no rounds; 初赛时间：2023年2月25日
        # names no time; 各组录取前6名颁发奖杯、荣誉证书 (no money)
    },
    "xiangqi_yingchun_cup_2015_teams_7_rounds.txt": {
        "game": "xiangqi",  # 四、比赛项目：象棋团体赛
        "teams": True,
        "format": "swiss",  # 2. 采用积分编排赛七轮。 (a team Swiss)
        "rounds": 7,
        # 2. 每队可报领队、教练各1人（兼作替补队员），队员4人: four boards, the leader and the
        # coach the reserves
        "boards": 4,
        "fee": 1000,  # 3. 报名费：1000元/队 (a team's fee)
        # 4. 报名时间：即日起至2015年2月16日17:00止（参赛队控制在48支以下，额满提前截止报名）
        "deadline": "2015-02-16 17:00",
        "capacity": 48,
        # 冠军奖金5000元、亚军3000元、季军1500元、第四至六名各800元、第七、八名各500元
        "prizes": [(1, 1, 5000), (2, 2, 3000), (3, 3, 1500), (4, 6, 800), (7, 8, 500)],
        # 参与奖各300元: to every other team, no place range; 3月7日上午8:30分 is the teams'
        # check-in, no round time; no points or tiebreaks are stated (群体比赛简明规定)
    },
    "junqi_hangzhou_zhisheng_2021_knockout.txt": {
        "game": "junqi4",  # 1）比赛项目：军棋（四国军棋）
        "format": "knockout",  # 4．比赛规则 … 赛事统一采用单败淘汰制
        # 2人一队，比赛房间为4人暗棋房间: two pairs at one table, one game (no team format of
        # boards, teams not counted); 约32支队伍、64人: approximate, no capacity; 报名…在比赛
        # 时间前24小时结束: relative to each heat, no deadline; 2021年10月16日 names no time
    },
    "go_taiwan_yuancai_cup_2019_swiss.txt": {
        "game": "go",  # 院才杯围棋公开赛 (比目法，黑先贴6.5目)
        "format": "swiss",  # （一）…赛程采瑞士制，一律分先
        "capacity": 64,  # （三）…因场地有限，报名限额64名
        "fee": 500,  # （四）报名费：每人500元
        "divisions": ["五段组"],  # 八、组别：五段组。
        "no_show_minutes": 10,  # （二）…迟到十分钟裁定对方胜
        # 10884（星期日） and 108731日: the page lost the separators of the day and the deadline
        # (not counted, as the sixth set's 台北 page); the number of rounds is not on the page
    },
    "go_little_king_cruise_2020_grade_groups.txt": {
        "game": "go",  # 一、主办单位：中国围棋协会 (最新围棋竞赛规则)
        "format": "swiss",  # 2、比赛按照各段位分组进行7轮积分编排
        "rounds": 7,
        # 2、…划分为1级组、1段组、2段组、3段组、4段组、5段组
        "divisions": ["1级组", "1段组", "2段组", "3段组", "4段组", "5段组"],
        # 4、5段组比赛用时为每方30分钟，3次20秒读秒。其他各组比赛用时详见补充规定: by group
        # (no one time control); 4胜后不再进入次轮: a player's promotion, no cut of the field;
        # 2020年8月20日--24日 names no time
    },
    "xiangqi_markham_city_2014_teams_5_rounds.txt": {
        "game": "xiangqi",  # 2014万锦新旺角城市象棋锦标赛 (比赛项目：队际团体赛)
        "teams": True,
        "format": "swiss",  # 5轮瑞士积分循环制
        "rounds": 5,
        "time_control": "每局用时45分钟加30秒",  # …，每局用时45分钟加30秒
        # 每队棋手两名 … 以每轮两棋手对赛成绩计算
        "boards": 2,
        # 名次由场分、对手分决定，胜场: the team's 场分, its opponents' score, its matches won
        "tiebreaks": ["match_points", "team_opponents_score", "match_wins"],
        "forfeits_to_withdraw": 2,  # 棋队缺席两轮将作自动退出比赛处理
        "fee": 100,  # 报名费用：每队 $100元（晚宴费用）
        # 比赛日期：10月11日（三轮）12日（二轮）…下午一时开始 (the year is the title's, 2014):
        # rounds 1-3 on the 11th, 4-5 on the 12th, each day from 13:00
        "round.1": "2014-10-11 13:00",
        "round.4": "2014-10-12 13:00",
        # 冠、亚、季军各获奖杯、奖牌及奖金: no amounts
    },
    "xiangqi_markham_golden_monkey_2016_teams_7_rounds.txt": {
        "game": "xiangqi",  # 2016新旺角金猴贺岁杯象棋团体赛
        "teams": True,
        # 7轮瑞士编排制，视报名队数而定或可分组，由每组优胜队伍再进行决赛: a seven-round
        # Swiss, groups and a final only if the entries call for them
        "format": "swiss",
        "rounds": 7,
        "time_control": "各用时35分钟加15秒",  # …比赛。各用时35分钟加15秒。
        "tiebreaks": ["match_points", "board_points", "match_wins"],  # 名次由场分、局分、胜场决定
        "fee": 200,  # 每队200元（包4人颁奖晚宴费用） (a team's fee)
        "round.1": "2016-02-14 13:00",  # 2016年2月14日（星期日）、2月15日（星期一）下午1时开始
        # 每轮每队派4人参赛，其中两人分作单打，两人则作双打: two single games and one pairs
        # game a match, not boards of one player each (no boards)
    },
    "jieqi_toronto_open_easter_7_rounds.txt": {
        "game": "jieqi",  # 第四届多伦多象棋揭棋公开赛
        "format": "swiss",  # 两天各七轮（10’+10”）积分编排制
        "rounds": 7,
        "time_control": "10’+10”",
        # 报名费用会员10元，非会员20元: no one fee; 4月21-22日…下午一时: the page gives no year
        # (no round time); 前四名将获奖杯、奖品及奖金: no amounts
    },
    "go_rotary_cup_2005_grade_groups.txt": {
        "game": "go",  # 第三届扶轮杯全国围棋公开赛 (中华民国围棋协会 指导)
        # 九、报名日期：自即日起至九十四年二月十八日止（限额2500名） (民国94 = 2005)
        "deadline": "2005-02-18 23:59",
        "capacity": 2500,
        "fee": 400,  # 4.报名费：每人400元。
        # 十一、比赛组别：1.六-七段组 2.五段组 … 26.二十级组
        "divisions": [
            "六-七段组",
            "五段组",
            "四段组",
            "三段组",
            "二段组",
            "初段组",
            "一级组",
            "二级组",
            "三级组",
            "四级组",
            "五级组",
            "六级组",
            "七级组",
            "八级组",
            "九级组",
            "十级组",
            "十一级组",
            "十二级组",
            "十三级组",
            "十四级组",
            "十五级组",
            "十六级组",
            "十七级组",
            "十八级组",
            "十九级组",
            "二十级组",
        ],  # fmt: skip
        # 9:30开赛（高段组9:00开赛）: the start differs by group (no round time); 时间将采包办制，
        # 不读秒 is the 高段组's clock only (no one time control); the system is not on the page
    },
    "go_wuhan_staff_2020_online.txt": {
        "game": "go",  # 2020年武汉市职工围棋赛 (2002版《围棋竞赛规则》)
        "deadline": "2020-07-31 23:59",  # 3、…7月31日报名截止。
        "no_show_minutes": 15,  # 3、…开赛15分钟未到者作弃权处理，判负
        # 每轮经随机配对: no system named (no format); 初赛、决赛两个阶段: the final's rules are
        # not on the page; 初赛（8月10日-9月10日） names no time
    },
    "go_xiaofosheng_2026_teams_swiss.txt": {
        "game": "go",  # 2026小佛圣围棋团队赛 (填满计点法，黑贴8点)
        "teams": True,
        "boards": 5,  # 七、…每队五位选手，5台次比赛
        "fee": 1000,  # 报名费队1000（直接进复赛的队伍也要缴报名费） (a team's fee)
        "capacity": 16,  # 十、赛制：初赛名额共16队 (the open entries; eight more are placed)
        # 八、奖金：冠军25万元，亚军8万元，季军4万元，4-5名各2万元，第6到第8名各为1万元
        "prizes": [(1, 1, 250000), (2, 2, 80000), (3, 3, 40000), (4, 5, 20000), (6, 8, 10000)],
        "advance": 8,  # 初赛…瑞士制3轮…选出前8名队伍
        # 瑞士制3轮 then, with eight placed teams, 瑞士制4轮: two Swiss stages (no one format
        # of the schema's kinds, no one number of rounds); 每场用时各60分钟 / 各80分钟 by stage
        # (no one time control); 获3胜的队伍算该轮胜方 states no match points; 115 3 1 日: the
        # page lost the separators (no round time); 复赛个人全胜奖 is by record, not by place
    },
    "go_wanchai_hongde_byoyomi_2019_4_rounds.txt": {
        "game": "go",  # 第二届弘德围棋读秒赛 (中国围棋比赛规则)
        "format": "swiss",  # 赛制：用瑞士积分循环制，共赛四轮。
        "rounds": 4,
        "time_control": "每局每方限时10分钟，读秒30秒2次",  # 3. …，逾时判负。
        "fee": 300,  # 费用：港币叁佰圆正 HKD$300
        # 参赛资格：1级或以下（级位组），初段或以上（段位组）
        "divisions": ["级位组", "段位组"],
        # 每组16人，额满即止: a cap per group, not one on the entries (no capacity); 7月21日 –
        # 级位组 / 7月28日 – 段位组: the day differs by group (no round time)
    },
    "go_gochess_july_first_2016_pairs_teams.txt": {
        # 围棋 and 中国象棋 teams (no one game); 每队2人 … 队分：胜方（2胜或1胜1和）得1分
        "teams": True,
        "boards": 2,
        "format": "swiss",  # 围棋 – 瑞士绩分循环制 … 中国象棋 – 瑞士绩分循环制
        "match.win": "1",  # 队分：胜方…得1分，和…则各得0.5分，负方…得0分
        "match.draw": "0.5",
        "match.loss": "0",
        # 比赛名次先以队分计算，如队分相同会计算对手分，如对手分相同则计算主将分: 主将分 (the
        # first board's points) has no team registry name, so the chain is read up to it
        "tiebreaks": ["match_points", "team_opponents_score"],
        "no_show_minutes": 10,  # 比赛开始即计时，迟到10分钟作负 (both games)
        # 日期：2016年7月1日 … 入门组：上午9时正 … 进阶组：上午9时正 … 中国象棋 上午9时正
        "round.1": "2016-07-01 09:00",
        # 比赛5轮 (围棋) / 比赛7轮 (象棋), 15 / 25 / 20分钟包干 and 18 / 24 / 12队 by game and
        # group: no one number of rounds, time control or capacity
    },
}
