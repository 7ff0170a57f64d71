"""The expected values of the thirty-first held-out set (bench/regulation_texts/heldout31), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them. Games other
than mainland Xiangqi: Go (a Taiwanese women's open, a world women's round robin, professional
knockouts, amateur and youth-team selections) and a Taiwanese students' Xiangqi team event.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT31_EXPECTED: dict[str, dict[str, object]] = {
    "go_taipei_womens_open_24th_2024_swiss_5_rounds.txt": {
        "game": "go",  # 24屆全國女子圍棋公開賽 (採中華民國圍棋協會規則 … 採數子法)
        "format": "swiss",  # 六、4. 採中華民國圍棋協會規則，依瑞士制決定名次。
        "rounds": 5,  # 5. 全部賽五場，五勝若有二人則加賽快棋決定名次。
        # 2. 比賽用時：  時限各20分、讀秒202次。: the clause's words as the page has them (its
        # stored copy lost the 秒 of 讀秒20秒2次), the label dropped
        "time_control": "時限各20分、讀秒202次",
        # 三. 比賽日期：20240713（）上午08:00~08:50報到09:00~開幕，0930~開賽。: the page lost
        # 年/月/日 and the colon, the play still reads 2024-07-13, 09:30 (報到, 開幕 are no round)
        "round.1": "2024-07-13 09:30",
        "deadline": "2024-06-23 23:59",  # 七、1.報名期間：即日起至20240623（），逾期不再受理。
        # 6. 各場比賽遲到者加倍扣時，超過10分鐘取消比賽資格。: lateness past 10 minutes ends the
        # player's game (here the player's place as well)
        "no_show_minutes": 10,
        # 1. 依實際報名人數分組，甲組報名人數限64人: the groups left to the entries, the cap is
        # 甲組's only (no divisions, no capacity); 八、1. 車旅補助費 500/1000/2000 元 is a travel
        # allowance by region, not a prize by place; 優勝前三名頒發杯及品 carries no amounts
    },
    "go_jiangyan_huanglongshi_cup_10th_2024_round_robin.txt": {
        "game": "go",  # 第十届黄龙士杯世界女子围棋赛 (比赛采用中国围棋竞赛规则，黑方贴3又3/4子)
        # 五、2、比赛采用单循环赛制，8位棋手通过七轮单循环赛决出冠亚军。 (七轮 is the round
        # robin's own count: no Swiss rounds)
        "format": "round_robin",
        # added after the first run, as a reading change made before it (b6f9e6d): a round
        # robin's stated rounds are a value (2、…8位棋手通过七轮单循环赛决出冠亚军)
        "rounds": 7,
        # 3、…用时方式为每方2小时后五次1分钟读秒，超时判负。 (the 快棋 clock of 六、3 is the
        # play-off's)
        "time_control": "每方2小时后五次1分钟读秒",
        "no_show_minutes": 15,  # 4、…迟到超过15分钟判负。
        # 六、1。 每局胜者记2分，负者记0分。如遇三劫循环等特例，该局按和棋处理，每人记1分。
        "points.win": "2",
        "points.draw": "1",
        "points.loss": "0",
        # 五、4、每轮比赛时间为中午12点30分 / 七、2024年6月19-28日…，对局日20、21、22、24、25、
        # 26、27日。 (the 19th and 28th are arrival and departure, no rounds)
        "round.1": "2024-06-20 12:30",
        "round.2": "2024-06-21 12:30",
        "round.3": "2024-06-22 12:30",
        "round.4": "2024-06-24 12:30",
        "round.5": "2024-06-25 12:30",
        "round.6": "2024-06-26 12:30",
        "round.7": "2024-06-27 12:30",
        "prizes": [(1, 1, 300000), (2, 2, 100000)],  # 八、奖金：冠军30万元、亚军10万元。
        # 六、2。 …依次比较：所胜对手积分、直胜: the first criterion (the beaten opponents'
        # points) has no registry name, so no chain; 对局费 0.8万/0.3万 per game won or lost is
        # no prize by place; the eight players are invited (no capacity)
    },
    "go_hangzhou_youth_team_qualifier_2023_8_rounds.txt": {
        "game": "go",  # 采用韩国围棋规则 … 丁浩、辜梓豪以种子身份直接进入本赛
        "format": "swiss",  # 二、（1）采用8轮积分编排赛制，取前6名参加本赛。
        "rounds": 8,
        "time_control": "每方2小时，五次1分钟读秒",  # （2）…用时为每方2小时，五次1分钟读秒。
        # （3）名次区分方式：积分、对手分、直胜、依次比较胜最高积分。: the chain up to 直胜
        # (依次比较胜最高积分, the best beaten opponent, has no registry name)
        "tiebreaks": ["points", "opponents_score", "direct_encounter"],
        # 四、比赛日程：8月26日、8月27日、8月28日、8月30日、8月31日、9月1日、9月3日、9月4日。
        # 每个比赛日12:00开始比赛: one round a day, the year the regulation's own (一、2023年
        # 国家青年队)
        "round.1": "2023-08-26 12:00",
        "round.2": "2023-08-27 12:00",
        "round.3": "2023-08-28 12:00",
        "round.4": "2023-08-30 12:00",
        "round.5": "2023-08-31 12:00",
        "round.6": "2023-09-01 12:00",
        "round.7": "2023-09-03 12:00",
        "round.8": "2023-09-04 12:00",
        # 取前6名参加本赛: the 本赛 is another event, not staged here (no advance, no knockout);
        # the field is the national youth team (no capacity)
    },
    "go_china_mingren_31st_2018_knockout.txt": {
        "game": "go",  # 第三十一届中国围棋名人战 (比赛采用最新中国围棋竞赛规则)
        # 六、（二）1、本赛由32名职业棋手进行五轮淘汰赛，产生挑战者。 then 2、挑战赛由挑战者与
        # 上届冠军连笑进行三局两胜制的比赛: a 32-player single elimination whose winner plays
        # the holder (read as a knockout of 32)
        "format": "knockout",
        "bracket": 32,
        "time_control": "每方2小时30分钟，保留5次1分钟读秒",  # （三）比赛用时为…，超时判负。
        # 八、亚军获得10万元人民币 / 冠军获得30万元人民币
        "prizes": [(1, 1, 300000), (2, 2, 100000)],
        # 第一轮败者获得2000元 … 第五轮败者获得20000元 are by the round lost, not by place;
        # 本赛前三轮于2018年5月16日、17日、19日 names no time (no round time)
    },
    "xiangqi_taipei_pccu_four_schools_2002_teams_swiss.txt": {
        "game": "xiangqi",  # 四校象棋社社員 … 規則：採中華民國象棋比賽規則
        # 七、1. 賽制：採積分循環瑞士制（每校各派三隊，一隊正式選手三人，候補一人）
        "format": "swiss",
        "teams": True,
        "boards": 3,
        "reserves": 1,
        # 九、請於民國九十一年十二月五日星期四前將選手名單以e-mail寄至 (民國91年 = 2002)
        "deadline": "2002-12-05 23:59",
        # 五、比賽時間：民國九十一年十二月八日星期日 names no time (no round time); 十一、the
        # clock's free time is not given (only the 五分鐘必須走滿十步 move limit): no time
        # control; 十、獎盃四座 carries no amounts; the rounds are not stated
    },
    "go_provincial_wanbao_cup_selection_undated_9_rounds.txt": {
        "game": "go",  # 三、执行《2002年中国围棋竞赛规则》
        "format": "swiss",  # 四、采用积分编排制赛9轮，由电脑编排先后手。
        "rounds": 9,
        # 三、…每局每方90分钟包干，超时判负；棋手迟到15分钟该局判负，弃权1次取消竞赛资格。
        "time_control": "每局每方90分钟包干",
        "no_show_minutes": 15,
        "forfeits_to_withdraw": 1,
        # 五、确定个人前10名名次的顺序：积分、所对对手分、直胜、警告次数、所对最高名次: the chain
        # up to 警告次数 (所对最高名次, the best-placed opponent met, has no registry name)
        "tiebreaks": ["points", "opponents_score", "direct_encounter", "warnings"],
        # 一、运动员手机铃响记警告 and 二、吸烟…记警告 are warnings, no points (no penalty);
        # 十、申诉费500元 is a dispute deposit, not the entry fee; 六、the team ranking sums the
        # members' places (not a team format); the page gives no date
    },
    "go_suncity_cup_world_pro_15th_undated_knockout.txt": {
        "game": "go",  # 四、1、采用最新中国围棋竞赛规则，黑贴三又四分之三子。
        # 二、the first two stages 单败淘汰制 (the seeds bye in round one), 3、决赛…3局2胜制:
        # single elimination throughout, a best-of-three final
        "format": "knockout",
        "time_control": "每方2小时30分钟，保留5次1分钟读秒",  # 四、1、…每方2小时30分钟，…。
        # 六、奖金（税前）：冠 军：150000美元 亚 军：50000美元
        "prizes": [(1, 1, 150000), (2, 2, 50000)],
        # 五、第一轮败者：2000美元 … 半决赛败者：20000美元 are by the round lost (对局费与奖金),
        # not by place; 比赛共24人参加 with eight seeds in round two is no power-of-two bracket
        # stated (no bracket); the 24 are by quota (no capacity); the page gives no date
    },
    "go_chengdu_evening_news_selection_undated_7_rounds.txt": {
        "game": "go",  # 执行中国围棋协会审定的年围棋竞赛规则 … 围棋爱好者
        "format": "swiss",  # 七、2、采用积分编排制进行7轮
        "rounds": 7,
        # 3、每轮每方使用40分钟每走一步加10秒。迟到15分钟按弃权处理。
        "time_control": "每轮每方使用40分钟每走一步加10秒",
        "no_show_minutes": 15,
        "forfeits_to_withdraw": 1,  # 十、…弃权一次后不在编排下轮比赛。
        # 八、1、按总得分排列名次。… 3、直胜列前（两人）。4、从首轮起逐轮递减对手分: the chain
        # up to 直胜 (对手分 cut from the first round on is neither registry 逐轮递减 reading:
        # opponents_score_cut drops the last rounds, progressive_cut cuts 累进分)
        "tiebreaks": ["points", "direct_encounter"],
        # the page lost every year (年12月2日—年12月4日, 11月25日23:59分止 with no year): no round
        # time, no deadline; the prize amounts, the fee and the cap (限报名) lost their numbers
    },
}
