"""The expected values of the forty-first held-out set (bench/regulation_texts/heldout41), read by
bench_regulation_text.py: public 象棋, 围棋, 国际象棋 and 四国军棋 regulations (a women's
professional knockout, a union's rapid evening, a town's two-game day, grading events of
Beijing districts and Anhui, an online pairs event of QQ 四国军棋) collected blind (no reader run
on them, no reader code read), abridged to their competition clauses, their values worked by
hand from the text (the clause quoted beside each) and committed before any reader was run on
them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT41_EXPECTED: dict[str, dict[str, object]] = {
    "go_jianqiao_cup_women_9th_2011_knockout.txt": {
        "game": "go",  # 第九届建桥杯女子围棋公开赛 (八、1、采用2002年最新中国围棋规则)
        "format": "knockout",  # 八、2、采用单败淘汰制，冠亚军决赛为三局两胜制
        # 八、3、每方用时2小时，保留5分钟读秒，迟到1小时作弃权论。: the lateness dropped
        "time_control": "每方用时2小时，保留5分钟读秒",
        "no_show_minutes": 60,
        # 二、2011年9月9日为本赛32强暨开幕式 / 九、打入本赛32强: the knockout (本赛) of 32
        "bracket": 32,
        "deadline": "2011-08-19 23:59",  # 六、报名时间：即日起至8月19日 (the year is the notice's)
        "prizes": [(1, 1, 150000), (2, 2, 60000)],  # 十、…冠军 15万元，亚军6万元。
        # 预赛每轮胜方对局费500元 … 进入8强以后每轮1500元: by the round won, not a prize by place;
        # the iphone4 and 纪念品 are gifts; 9月9日 and 预定于9月5日至7日 name no time (no round
        # time)
    },
    "xiangqi_zhuhai_weihua_cup_rapid_3rd_2019_5_rounds.txt": {
        "game": "xiangqi",  # 四、比赛项目 象棋个人快棋赛 (七、（一）采用《象棋竞赛规则》（2011）)
        "format": "swiss",  # 七、（二）采用积分编排制，赛5轮。
        "rounds": 5,
        "time_control": "每方5分钟包干",  # （三）用时：每方5分钟包干。
        # （四）名次区分：积分、对手分、胜局、犯规、后手局数、上轮名次。: 后手局数 (games with the
        # second seat, not wins) has no registry name, the chain stops before it
        "tiebreaks": ["points", "opponents_score", "wins", "fouls"],
        # 三、时间：2019年10月29日晚19:00-21:00: the evening's play starts with round 1 at 19:00
        # (21:00 is the evening's end, not round 1's)
        "round.1": "2019-10-29 19:00",
        # 九、个人奖励前6名：第一名：500元；第二名：300元；第三名：200元；第四至六名：各100元
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200), (4, 6, 100)],
        # 八、（四）现用无线电\智能手机\平板电脑等电子设备作弊者，取消比赛资格。
        "penalty.作弊": "0/each DQ",
        # 五、特邀请20位参加: an invitation, not a cap on entries (no capacity); 即日起开始接受报名
        # names no deadline
    },
    "mixed_changzhou_henglin_town_2020_xiangqi_go.txt": {
        # 2020年横林镇象围棋比赛: 象棋 and 围棋 played side by side under one regulation (no one
        # game)
        # 一、比赛时间：2020年1月 20日（周一）8:00象围棋同时比赛
        "round.1": "2020-01-20 08:00",
        # 3、…参赛者请于2020年元月10号前至…报名。 (…前: that day's end)
        "deadline": "2020-01-10 23:59",
        # 四、1、…一局定胜负，胜得1分，和得0.5分，负得0分。
        "points.win": "1",
        "points.draw": "0.5",
        "points.loss": "0",
        # 3、每局时限为40分钟，各20分钟包干。 (no label: the clause's own words)
        "time_control": "每局时限为40分钟，各20分钟包干",
        "no_show_minutes": 10,  # 4、每局迟到10分钟为这一局的弃权论处，弃权方得0分。
        "bye_opponent_value": "zero",  # 5、轮空为胜方得1分，但无对手分。
        # 五、1、…录取名次的总得分多者列前，如总 得分相同，视对手分多者列前。
        "tiebreaks": ["points", "opponents_score"],
        # 象棋实行首尾相交、围棋实行相临相交的对手制比赛: a pairing rule of no named system (no
        # format, no rounds); 每校限报10名 caps each school (no capacity); no prizes in money
    },
    "chess_anhui_grading_2020_groups_swiss.txt": {
        "game": "chess",  # 2020年安徽省国际象棋棋士等级赛 (采用…国际象棋最新竞赛规则)
        # 六、（二）组别设置：定级组、十级组、九级组、八级组、七级组、六级组、五级组、四级组、
        # 三级组、二级组。
        "divisions": [
            "定级组",
            "十级组",
            "九级组",
            "八级组",
            "七级组",
            "六级组",
            "五级组",
            "四级组",
            "三级组",
            "二级组",
        ],  # fmt: skip
        # （三）定级组5轮瑞士制电脑编排，其他组7轮。: read as one Swiss for every group, the other
        # groups differing only in rounds (5 and 7 rounds: by group, no one number of rounds)
        "format": "swiss",
        # 七、…报名截止日期为2019年12月30日下午4点（以汇款时间为准）
        "deadline": "2019-12-30 16:00",
        # 八、（一）参赛人员每人交纳参赛服务费150元（均不含证书认证费）
        "fee": 150,
        # 四、比赛时间：2020年1月11日—12日 names no time (no round time); （五）除定级组外，其余
        # 各组需持有…证书方可参赛: by group (no certificate_required); no prizes
    },
    "junqi4_qq_koala_cup_shuangming_1st_2020_pairs_knockout.txt": {
        "game": "junqi4",  # 第一届“考拉杯”四国军棋双明赛 (电脑qq游戏 四国军棋 三通双明房间)
        # 一、冠军组合：200元 亚军组合：150元 季军组合：100元 4~8名组合：每个组合50元 (a prize per
        # pair; the 6.66元 鼓励红包 are drawn at random, no place)
        "prizes": [(1, 1, 200), (2, 2, 150), (3, 3, 100), (4, 8, 50)],
        "deadline": "2020-07-30 23:59",  # 二、1、报名时间：即日起至2020年7月30日
        # 三、时间：2020年7月31日至8月2日，晚上8点准时开赛 (the first evening; the later rounds'
        # evenings are not assigned)
        "round.1": "2020-07-31 20:00",
        # 五、1、比赛原则上晚上8点准时开始，截止晚上8:15未到的，视为弃权。
        "no_show_minutes": 15,
        # 四、1、…每盘胜方计7分，负方计1分，和局各计4分。
        "points.win": "7",
        "points.draw": "4",
        "points.loss": "1",
        # 四、1、…最终根据各组合分数进行排序…（若遇分数相同，则报名序号靠前的优先晋级。）
        "tiebreaks": ["points", "signup_order"],
        # 五、2、比赛过程中出现辱骂文字，或者虐棋的，…该选手所在组合取消比赛资格。
        "penalty.骂人": "0/each DQ",
        "penalty.虐棋": "0/each DQ",
        # 第一轮 is one match of three games against the pair next in sign-up order, then the top 16
        # go to a knockout: no system of the schema for the first round (no format, no advance,
        # no bracket); 弃权方计0分，对手组合每盘计5分 is a forfeit's score, no key; a pair of
        # partners on one board is no team format
    },
    "go_huairou_hengyi_kyu_2023_7_games.txt": {
        "game": "go",  # 怀柔区恒弈围棋定级赛 (发证单位：北京棋院)
        "round.1": "2023-10-06 09:00",  # 二、比赛时间及组别：2023年10月6日上午09:00开始至比赛结束
        # 四、赛制说明：定5级组7局赢2盘 / 定4级组7局赢3盘: seven games in either group (no
        # system named: no format)
        "rounds": 7,
        "fee": 360,  # 六、1、报名费：360元（不含办证费）
        "deadline": "2023-10-05 12:00",  # 2、报名时间：即日起至2023年10月5日中午12点止
        "penalty.弄乱棋子": "0/each 判负",  # 五、4、选手故意弄乱棋盘上的棋子判负
        # 组别 says 定级组 while 赛制说明 names 定5级组 and 定4级组: no certain list (no
        # divisions); 八、办证费用：120元 is the certificate's, no entry fee; no clock on the page
    },
    "go_changping_xinyi_kyu_2025_7_rounds.txt": {
        "game": "go",  # 昌平区心弈围棋级位赛 (六、1.比赛采用《围棋竞赛规则》)
        "format": "swiss",  # 六、3.电脑积分编排，各组均七轮比赛。
        "rounds": 7,
        # 四、比赛时间: every group 2025年9月7日（周日），08:30开赛，下午1:30共7轮。 (下午1:30 is
        # not read as any round's time)
        "round.1": "2025-09-07 08:30",
        # 六、4.每轮比赛自比赛时间开始，逾15分钟未到者，按弃权处理，该轮判负。
        "no_show_minutes": 15,
        # 棋手无故未到者，视为退赛。: an unexcused no-show withdraws the player at once
        "forfeits_to_withdraw": 1,
        "fee": 355,  # 九、2.报名费：355元/人（报名费不含办证费）
        # 六、2.…比赛人数不超过400人。 / 九、3.本次比赛限制报名人数为400人
        "capacity": 400,
        # 三、竞赛项目：2级升1级——（2级组） 3级升2级——（3级组） 4级升3级——（4级组）
        "divisions": ["2级组", "3级组", "4级组"],
        # 二、所有报名选手必须取得北京棋院颁发的有效级位证书方可报名参赛。
        "certificate_required": True,
        # 每组参赛人数不超过32人 caps each random group (no capacity of its own, the groups' count
        # left to the entries); 颁发奖牌 only (no prizes); no clock on the page
    },
    "chess_haidian_grading_summer_2025_swiss_5_rounds.txt": {
        "game": "chess",  # 海淀区国际象棋等级赛（夏季）(采用中国国际象棋协会审定的最新竞赛规则)
        "format": "swiss",  # 六、2、…采用瑞士制电脑积分编排。
        # 3、八至无级组：五轮赛制，双方共用30分钟，未完成对局者每方10分钟包干，超时判负。: every
        # group of 七、 is 八级…无级, so one number of rounds and one clock (八至无级组：五轮赛制
        # the label, 超时判负 dropped)
        "rounds": 5,
        "time_control": "双方共用30分钟，未完成对局者每方10分钟包干",
        # 四、竞赛日期：2025年7月6日 竞赛时间：下午13:30（各组具体参赛时间详见补充通知）: the stated
        # start of play (the groups' own times are left to a later notice)
        "round.1": "2025-07-06 13:30",
        # 七、比赛分组：1、八级棋士组 … 10、无级棋士组 (the page skips item 3)
        "divisions": [
            "八级棋士组",
            "九级棋士组",
            "十级棋士组",
            "十一级棋士组",
            "十二级棋士组",
            "十三级棋士组",
            "十四级棋士组",
            "十五级棋士组",
            "无级棋士组",
        ],  # fmt: skip
        # 按照性别和级别分组 splits each group by sex (the sexes are not named as groups);
        # 前三名颁发奖杯 (no money); no fee or deadline on the page
    },
    "chess_haidian_grading_10th_2008_men_women.txt": {
        "game": "chess",  # 北京市海淀区第10届国际象棋等级赛 (执行国家体育总局审定的最新竞赛规则)
        "divisions": ["男子组", "女子组"],  # 五、2、比赛分男子组和女子组。
        # 男子组采用瑞士制赛制，进行九轮电脑编排。女子组根据报名人数确定舍文宁根制单循环或瑞士制积分
        # 编排。: by group (no one format, no one number of rounds)
        # 七、1、按总积分排列名次 … 2、…计算对手分 … 3、…则计算中间对手分，如相等则计算胜局数
        "tiebreaks": ["points", "opponents_score", "opponents_score_median", "wins"],
        # 三、2008年1月19日至20日 / 五、4、比赛时间：上午8:30-11:30，下午1:00-4:30。: play opens
        # on the first morning at 8:30 (the sessions' other times belong to no one round)
        "round.1": "2008-01-19 08:30",
        "deadline": "2008-01-15 23:59",  # 九、报名截止日期为2008年1月15日，报名费每人100元。
        "fee": 100,
        # 六、录取前六名 with certificates (no prizes); 补双 has no key
    },
    "chess_changping_huojiaying_cup_3rd_2019_7_rounds.txt": {
        "game": "chess",  # 第三届霍家营杯国际象棋大奖赛
        # 五、国际象棋比赛均采用积分编排制7轮快棋【25分钟 5秒】 (the bracketed clock as written)
        "format": "swiss",
        "rounds": 7,
        "time_control": "25分钟 5秒",
        # 三、比赛时间 2019323 上午8:30开赛 下午13:00开赛 (the page lost 年/月/日: 2019年3月23日;
        # the afternoon's 13:00 is a later block of no stated round)
        "round.1": "2019-03-23 08:30",
        "fee": 210,  # 七、1.报名费210元/人
        "capacity": 300,  # 2.…比赛限300人，额满为止。
        # 五、大师组男女混打、棋士组男女混打。各组男、女算成绩。
        "divisions": ["大师组", "棋士组"],
        # 六、the prizes differ by group and sex (男子大师组 10000 …, 女子棋士组 800 …): no one
        # list;
        # 注：组别不足30人取前8名… is by entries; 体育道德风尚奖 one a group, no amount; 报名时间：
        # 2018年2月26日起 names the opening only (no deadline)
    },
}
