"""Benchmark: drafting a regulation from its text (engine/regulation/text), on regulations that
are not in the tests (bench/regulation_texts, each abridged from the public page its header
names), and the time to read a 10,000-character regulation.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_regulation_text.py``. For each regulation it
prints the precision (of the values the draft states, the share that are right; the bar is
95%) and the recall (of the values the regulation states, the share found; the bar is 80%),
with the keys stated wrongly and the ones missed; then the totals over all of them, first for
the regulations the readers were tuned on and then, apart, for the held-out ones
(bench/regulation_texts/heldout, never used to tune a reader before they were measured), for
the second held-out set (bench/regulation_texts/heldout2, likewise) and for the third
(bench/regulation_texts/heldout3, likewise) and for the fourth (bench/regulation_texts/heldout4,
expected values in regulation_heldout4.py) and for the fifth to the twenty-ninth
(regulation_texts/heldout5 … heldout42, expected values in regulation_heldout5.py …
regulation_heldout42.py), then the written sets (regulation_texts/written1 …, regulations
written for the test by writers who never saw the readers, expected values in
regulation_written1.py …); each set measured once before the readers were tuned on it, and
tuned on since: bench/README.md keeps the first runs; each text is read without its first line
when that is the collector's or the writer's note; then the median CPU time of drafting a
10,000-character text (the seeds' texts run together and cut; the bar is 0.2 s). The expected
values below were worked by hand from each text (the clause is quoted beside each). Prints
figures, asserts nothing.
"""

from __future__ import annotations

import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from regulation_heldout4 import HELDOUT4_EXPECTED
from regulation_heldout5 import HELDOUT5_EXPECTED
from regulation_heldout6 import HELDOUT6_EXPECTED
from regulation_heldout7 import HELDOUT7_EXPECTED
from regulation_heldout8 import HELDOUT8_EXPECTED
from regulation_heldout9 import HELDOUT9_EXPECTED
from regulation_heldout10 import HELDOUT10_EXPECTED
from regulation_heldout11 import HELDOUT11_EXPECTED
from regulation_heldout12 import HELDOUT12_EXPECTED
from regulation_heldout13 import HELDOUT13_EXPECTED
from regulation_heldout14 import HELDOUT14_EXPECTED
from regulation_heldout15 import HELDOUT15_EXPECTED
from regulation_heldout16 import HELDOUT16_EXPECTED
from regulation_heldout17 import HELDOUT17_EXPECTED
from regulation_heldout18 import HELDOUT18_EXPECTED
from regulation_heldout19 import HELDOUT19_EXPECTED
from regulation_heldout20 import HELDOUT20_EXPECTED
from regulation_heldout21 import HELDOUT21_EXPECTED
from regulation_heldout22 import HELDOUT22_EXPECTED
from regulation_heldout23 import HELDOUT23_EXPECTED
from regulation_heldout24 import HELDOUT24_EXPECTED
from regulation_heldout25 import HELDOUT25_EXPECTED
from regulation_heldout26 import HELDOUT26_EXPECTED
from regulation_heldout27 import HELDOUT27_EXPECTED
from regulation_heldout28 import HELDOUT28_EXPECTED
from regulation_heldout29 import HELDOUT29_EXPECTED
from regulation_heldout30 import HELDOUT30_EXPECTED
from regulation_heldout31 import HELDOUT31_EXPECTED
from regulation_heldout32 import HELDOUT32_EXPECTED
from regulation_heldout33 import HELDOUT33_EXPECTED
from regulation_heldout34 import HELDOUT34_EXPECTED
from regulation_heldout35 import HELDOUT35_EXPECTED
from regulation_heldout36 import HELDOUT36_EXPECTED
from regulation_heldout37 import HELDOUT37_EXPECTED
from regulation_heldout38 import HELDOUT38_EXPECTED
from regulation_heldout39 import HELDOUT39_EXPECTED
from regulation_heldout40 import HELDOUT40_EXPECTED
from regulation_heldout41 import HELDOUT41_EXPECTED
from regulation_heldout42 import HELDOUT42_EXPECTED
from regulation_heldout43 import HELDOUT43_EXPECTED
from regulation_heldout44 import HELDOUT44_EXPECTED
from regulation_heldout45 import HELDOUT45_EXPECTED
from regulation_heldout46 import HELDOUT46_EXPECTED
from regulation_heldout47 import HELDOUT47_EXPECTED
from regulation_heldout48 import HELDOUT48_EXPECTED
from regulation_written1 import WRITTEN1_EXPECTED
from regulation_written2 import WRITTEN2_EXPECTED
from regulation_written3 import WRITTEN3_EXPECTED
from regulation_written4 import WRITTEN4_EXPECTED
from regulation_written5 import WRITTEN5_EXPECTED
from regulation_written6 import WRITTEN6_EXPECTED

from engine.regulation.text import draft
from engine.regulation.text.values import counted, scores

HERE = Path(__file__).parent / "regulation_texts"
HELDOUT = HERE / "heldout"
HELDOUT2 = HERE / "heldout2"
HELDOUT3 = HERE / "heldout3"
HELDOUT4 = HERE / "heldout4"
SEEDS = Path(__file__).parent.parent / "tests" / "engine" / "regulation_texts"

EXPECTED: dict[str, dict[str, object]] = {
    "xiangqi_match_six_games.txt": {
        "game": "xiangqi",  # 比赛项目：象棋对抗赛
        "points.win": "2",  # 胜一局计2分，和一局计1分，负一局计0分
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "30分钟+5秒",  # 比赛用时：30分钟+5秒
    },
    "go_grading_nanjing.txt": {
        "game": "go",
        "format": "swiss",  # 用电脑随机抽签做积分编排
        "rounds": 5,  # 所有组别都打五轮
        "time_control": "每轮双方共用40分钟",  # 用时是包干制，每轮双方共用40分钟
        "no_show_minutes": 15,  # 迟到15分钟（含）算弃权，直接判负
    },
    "go_grading_zhuhai.txt": {
        "game": "go",
        "format": "swiss",  # 采用围棋积分编排软件编排
        # 无级组…比赛进行5轮，其他组别比赛进行7轮: no one number of rounds (not counted)
        # 报名费80元 / 120元 by group: no one fee (not counted)
        "time_control": "每轮比赛双方共用时60分钟",
        "no_show_minutes": 15,  # 迟到15分钟以上者做弃权处理
        "deadline": "2013-05-12 23:59",  # 报名截止时间：5月12日 (比赛时间：2013年6月1-2日)
    },
    "xiangqi_clubs_7_rounds.txt": {
        "game": "xiangqi",
        "format": "swiss",  # 采取7轮编排积分制
        "rounds": 7,
        "points.win": "2",  # 胜方记2分，负方记0分，和棋各方记1分
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "每轮单方用时25分钟包干",
        "no_show_minutes": 10,  # 比赛迟到10分钟者直接判负
        "prizes": [(1, 1, 500), (2, 2, 300), (3, 3, 200)],  # 个人前三名，依次奖500、300、200元
        "avoid_same": "team",  # 同队棋手不对弈 (the two clubs' players do not meet)
        # 三、时间地点：8月20日上午九时至下午五时 (the year the title's): play starts at nine. Added
        # when the first-start reader learnt spans of play; the seventh held-out set, which has
        # this regulation again (xiangqi_soldiers_lawyers_2022), reads it so
        "round.1": "2022-08-20 09:00",
    },
    # the two below were added after the readers were last changed and are run as they are
    "xiangqi_spring_open_9_rounds.txt": {
        "game": "xiangqi",
        "format": "swiss",  # 电脑积分编排制
        "rounds": 9,  # 共赛9轮
        "time_control": "单方用时15分钟+5秒",
        "no_show_minutes": 10,  # 迟到10分钟当该轮弃权处理
        "forfeits_to_withdraw": 2,  # 弃权两轮取消比赛资格
        # 第一名：3000元 … 第六名：300元，第七名——第十二名：各200元
        "prizes": [
            (1, 1, 3000),
            (2, 2, 2000),
            (3, 3, 1000),
            (4, 4, 600),
            (5, 5, 400),
            (6, 6, 300),
            (7, 12, 200),
        ],  # fmt: skip
    },
    "xiangqi_kings_7_rounds.txt": {
        "game": "xiangqi",
        "format": "swiss",  # 比赛采用7轮电脑积分编排
        "rounds": 7,
        "no_show_minutes": 15,  # 每轮迟到15分钟作弃权处理
        "forfeits_to_withdraw": 2,  # 弃权2轮不再编排比赛
        "time_control": "每轮比赛单方用时45分钟",
        # 第一名奖金1000元、第二名奖金500元、第三名奖金300元、第四名奖金200元、第5名—第8名100元
        "prizes": [(1, 1, 1000), (2, 2, 500), (3, 3, 300), (4, 4, 200), (5, 8, 100)],
        "fee": 50,  # 报名费50元
        "deadline": "2013-01-01 23:59",  # 报名截止日期2013年1月1日
    },
}


# Held out: collected after the readers above were tuned, their expected values written from
# the text before any reader was run on them; no reader was changed for them before the
# first figures in bench/README.md were taken.
HELDOUT_EXPECTED: dict[str, dict[str, object]] = {
    "go_guoxue_cup_2016_9_rounds.txt": {
        "game": "go",
        "format": "swiss",  # 比赛采用电脑积分编排，赛9轮
        "rounds": 9,
        "time_control": "每方90分钟包干",  # 比赛用时为每方90分钟包干，超时判负
        "no_show_minutes": 15,  # 超过15分钟未到场者，判该轮弃权
        "prize_total": 215000,  # 总奖金21.5万元
        # 总得分相同，比较局分；局分相同，比较年龄: 局分 of an individual event and 年龄 have no
        # registry name, so no chain is right (any chain stated counts as wrong). The team
        # event (每3位棋手可自由组队) ranks the individual games' sum: not a team format.
    },
    "xiangqi_hailing_online_2022.txt": {
        "game": "xiangqi",
        "points.win": "3",  # 胜局3分，和局1分，负局0分
        "points.draw": "1",
        "points.loss": "0",
        "time_control": "局时10分钟，步时1分钟，加秒5秒",
        # 如积分相等则依次比较对手分、胜局数、后手数、后手胜局数、完成最后一盘对局时间:
        # 后手数 has no registry name: the chain stops there, the rest is listed apart (the
        # convention changed on 2026-12-02; it read points, opponents_score, wins,
        # second_seat_wins when unknown criteria were dropped instead)
        "tiebreaks": ["points", "opponents_score", "wins"],
        "fee": 0,  # 均可免费报名参加
        "prizes": [(1, 1, 100), (2, 10, 50)],  # 冠军：100元话费…；第2-10名：50元话费
        # 对弈满5局上榜，最多45局: a ladder, no format of the schema (any stated is wrong)
    },
    "xiangqi_biguiyuan_double_elimination_2021.txt": {
        "game": "xiangqi",
        # 比赛采用双败淘汰赛: the schema has no double elimination, so no draft can hold it
        "format": "double_elimination",
        "time_control": "每方60分钟，每走一步加20秒",  # 基本用时：每方60分钟，每走一步加20秒
    },
    "go_longtai_kids_8_divisions_2020.txt": {
        "game": "go",
        "format": "swiss",  # 各组采用积分编排制
        # 赛7-8轮，视各组报名人数而定: no one number of rounds (a number stated is wrong)
        "divisions": [  # 比赛分8个组别 1）少年组 … 8）儿童C组
            "少年组",
            "少儿A组",
            "少儿B组",
            "少儿C组",
            "少儿D组",
            "儿童A组",
            "儿童B组",
            "儿童C组",
        ],  # fmt: skip
    },
    # the two below were collected after the readers were changed for the four above, their
    # expected values written before the readers were run on them: held out from every change
    "xiangqi_shanghai_teachers_teams_2015.txt": {
        "game": "xiangqi",
        "teams": True,  # 本次团体赛采用分台定人制
        "boards": 5,  # 每队5名比赛选手根据棋力分别排定台次
        "format": "round_robin",  # 采用三轮团体循环赛 (in groups of four teams)
        "rounds": 3,
        "group_size": 4,  # 八个单位分成两组，各四个参赛队
        "time_control": "双方各40分钟包干无加时",  # 比赛双方各40分钟包干无加时
        "points.win": "2",  # 胜者积2分，和者各积1分，负者积0分 (each game; a team sums them)
        "points.draw": "1",
        "points.loss": "0",
        "deadline": "2015-04-10 23:59",  # 请在4月10日前到学校工会报名 (that day's end)
        # 如团体总分相同，以第一台成绩为准，以此类推: no registry chain (any stated is wrong)
    },
    "go_pingguo_round_robin_2018.txt": {
        "game": "go",
        "format": "round_robin",  # 采用单循环积分赛制
        "time_control": "每位选手60分钟包干",  # 每位选手60分钟包干，超时判负
        # 冠军：1000元 亚军：600元 季军：400元 第4-6名：200元
        "prizes": [(1, 1, 1000), (2, 2, 600), (3, 3, 400), (4, 6, 200)],
        "deadline": "2018-03-16 23:59",  # 报名日期截止3月16日
        "fee": 100,  # 报名费每人100元
    },
}


# Held out, second set (bench/regulation_texts/heldout2): collected after every reader change
# above, their expected values written by hand from the text and committed before any reader was
# run on them; measured once, before any change (bench/README.md).
HELDOUT2_EXPECTED: dict[str, dict[str, object]] = {
    "chess_taiwan_association_cup_2022_swiss.txt": {
        "game": "chess",  # 111年协会盃全国西洋棋锦标赛
        "format": "swiss",  # 采瑞士制配对
        # 以五轮为原则 / 比赛七轮为原则 by group: no one number of rounds (not counted)
        # 15分钟每一步5秒 / 10分钟每一步3秒 by group: no one time control (not counted)
        # 参赛迟到者…以输棋论定: late at all loses, which no_show_minutes (at least 1) cannot
        # hold (not counted; a number stated is wrong)
        # 依序参考Medium Buchholz(1)，Berger，Progress: the median Buchholz has no registry name,
        # so no chain is right (any chain stated counts as wrong)
        # 六、比赛时间：111年9月4日（星期日）上午8:30-09:00报到；09:00开始比赛 (111 = 2022). Added
        # when the first-start reader learnt 开始比赛; the seventh set's 协会杯 2020 reads it so
        "round.1": "2022-09-04 09:00",
        "divisions": [  # 八、比赛组别：1. 幼儿园组 … 8. 公开组
            "幼儿园组",
            "国小组低年级组",
            "国小组中年级组",
            "国小组高年级组",
            "国中组",
            "高中组",
            "大专组",
            "公开组",
        ],  # fmt: skip
        # 每组参赛人数若不足8人，则并入下一组比赛: each group, fewest 8, merged into the one
        # listed after it (the older); the last (公开组) has none after it
        "division_minimums": [
            ("幼儿园组", 8, "国小组低年级组"),
            ("国小组低年级组", 8, "国小组中年级组"),
            ("国小组中年级组", 8, "国小组高年级组"),
            ("国小组高年级组", 8, "国中组"),
            ("国中组", 8, "高中组"),
            ("高中组", 8, "大专组"),
            ("大专组", 8, "公开组"),
            ("公开组", 8, None),
        ],  # fmt: skip
        "deadline": "2022-09-01 17:00",  # 报名时间：即日起至111年9月1日下午17:00止 (111 = 2022)
        "prize_total": 9900,  # 总奖金：9900
    },
    "go_zhonghuan_qisheng_2018_knockout.txt": {
        "game": "go",  # 中环碁圣赛 … 围棋水平
        "format": "knockout",  # 单败淘汰制 (冠亚军赛：三战两胜制)
        "time_control": "每人各用时2小时，最后3分钟读秒",  # 九、用时 (the final: 3小时)
        "no_show_minutes": 20,  # 迟到20分钟裁定败
        "prizes": [(1, 1, 400000), (2, 2, 200000)],  # 冠军40万元，亚军20万元
        # 对局费 per game won or lost: not a prize by place (not counted)
    },
    "xiangqi_siping_teams_individual_2019.txt": {
        "game": "xiangqi",  # 中国象棋比赛
        "format": "swiss",  # 采用积分编排制，电脑编排
        # 根据报名人数确定比赛轮次: no number of rounds
        "time_control": "单方限时30分钟",  # 单方限时30分钟，超时判负
        # 团体名次按3人积分总和排定: the team event sums the individual games, not a team
        # format (teams stated True is wrong); 录取前8名 names no amounts
    },
    "xiangqi_kaohsiung_summer_hundred_games_2010.txt": {
        "game": "xiangqi",  # 象棋协会『夏季盃百局赛』
        # 采循环制 … 选手与每名对手需对奕2局，分先: each pair plays twice, once each seat
        "format": "double_round_robin",
        "capacity": 50,  # 名额限50人
        "time_control": "每人自由时间30分钟，每着加时10秒",
        # 冠军-5000元 亚军-3000元 季军-2000元 殿军-1000元 第五-600元 第六-500元
        # 第七、八名-300元 第九、十名-200元
        "prizes": [
            (1, 1, 5000),
            (2, 2, 3000),
            (3, 3, 2000),
            (4, 4, 1000),
            (5, 5, 600),
            (6, 6, 500),
            (7, 8, 300),
            (9, 10, 200),
        ],  # fmt: skip
        # 会员免费、非会员请缴交200元: no one fee (not counted); 依照加权分高低定排名顺序: a
        # ranking of its own formula, no registry chain (any chain stated is wrong)
    },
    "xiangqi_keelung_xinxiang_cup_swiss_2014.txt": {
        "game": "xiangqi",  # [馨香杯]象棋7月份比赛
        "format": "swiss",  # 比赛方式：瑞士制5轮
        "rounds": 5,
        "fee": 700,  # 报名费用：700元
        "deadline": "2014-07-10 23:59",  # 报名截止日期：103年7月10日止 (103 = 2014, that day's end)
        # 每胜一局发放奖金200元，和一局100元: by game, not by place (not counted)
    },
    "xiangqi_taitung_meixue_cup_2011.txt": {
        "game": "xiangqi",  # 「美学盃」象棋比赛
        "format": "swiss",  # 依人数采瑞士制5至7轮 (no one number of rounds)
        "deadline": "2011-03-13 23:59",  # 报名时间：自即日起至3月13日止 (比赛时间：2011年3月20日)
        # 叁、比赛时间：2011年3月20日 / …8:30开幕典礼，9:00正式比赛 (added 2026-12-04: the
        # set had left round 1's start out when no reader took 正式比赛 as a start)
        "round.1": "2011-03-20 09:00",
        # 报名费：300元，台东县籍200元，学生100元: no one fee (not counted)
        "divisions": ["个人甲组", "个人乙组", "个人丙组"],  # the prize table's 组别
        # 个人甲组 10,000 5,000 4,000 3,000 2,000 1,000 800 800; 个人乙组 3,000 2,000 1,000
        # 600 600 600 (丙组 礼券/奖品): every range, 甲组's then 乙组's
        "prizes": [
            (1, 1, 10000),
            (2, 2, 5000),
            (3, 3, 4000),
            (4, 4, 3000),
            (5, 5, 2000),
            (6, 6, 1000),
            (7, 8, 800),
            (1, 1, 3000),
            (2, 2, 2000),
            (3, 3, 1000),
            (4, 6, 600),
        ],  # fmt: skip
    },
}


# Third set (bench/regulation_texts/heldout3): collected after every reader change above, their
# expected values written by hand from the text and committed before any reader was run on them;
# measured once (bench/README.md), then tuned on: no longer held out. The team format holds 2 to
# 12 boards (it held 3 to 6 when these were written).
HELDOUT3_EXPECTED: dict[str, dict[str, object]] = {
    "chess_liaocheng_youth_online_teams_2020.txt": {
        "game": "chess",  # 全国西洋棋少年网路团体赛
        "teams": True,  # 本次比赛采取团体赛模式，固定同台次（同性别、同年龄）对抗
        # 每队组织14岁、12岁、10岁、8岁、6岁各一男一女两名棋手，每队总共10人: ten boards
        "boards": 10,
        # 少于10支队伍采用单循环 / 多于10支队伍采用团体瑞士制: the format the regulation
        # names for a full field is the team Swiss; exactly 10 teams is left unsaid, so no one
        # field-size threshold (field_size not counted)
        "format": "swiss",
        "advance": 4,  # 计算团体总分录取前四名进入半决赛
        "time_control": "每局每方基础用时15分钟，每步棋加10秒",  # 4、比赛用时
        # age groups are the boards of one team (固定同台次), not divisions
    },
    "go_chutian_108_open_2014_9_rounds.txt": {
        "game": "go",  # 楚天108将围棋公开赛
        "format": "swiss",  # 采用积分循环电脑编排制，进行九轮比赛 (a computer-paired points draw)
        "rounds": 9,
        "time_control": "每轮每方50分钟包干",  # 比赛用时每轮每方50分钟包干
        "no_show_minutes": 15,  # 迟到15分钟该轮弃权判负
        "fee": 0,  # 本次比赛属公益活动不收费
        "deadline": "2013-12-31 23:59",  # 时间：2013年12月20日至31日止 (that day's end)
        # 按先大分后小分计算，都相同看执胜: 大分 the points, 小分 read as the opponents' score
        # (a go Swiss's 小分), 执胜 read as 直胜 (direct encounter)
        "tiebreaks": ["points", "opponents_score", "direct_encounter"],
        # 第一名5000元、第二名2000元 … 第八名400元
        "prizes": [
            (1, 1, 5000),
            (2, 2, 2000),
            (3, 3, 1000),
            (4, 4, 800),
            (5, 5, 700),
            (6, 6, 600),
            (7, 7, 500),
            (8, 8, 400),
        ],  # fmt: skip
        # 名额有限，报满即止: no number (no capacity)
    },
    "go_quzhou_lanke_children_qualifier_2025.txt": {
        "game": "go",  # 国际儿童友好围棋锦标赛 中国区预选赛
        "format": "swiss",  # 采用积分编排制，赛6轮
        "rounds": 6,
        "time_control": "每方1小时后3次30秒读秒",  # 比赛用时：每方1小时后3次30秒读秒，超时判负
        "capacity": 10,  # 少年男子组第15-21名；少年女子组第6-8名，共计10人 (the field)
        # 对手分、直胜（限两人）、依次比较所胜最优对手，无法区分时抽签确定: the best opponent
        # beaten has no registry name, so no chain is right (any chain stated counts as wrong)
        # 线上或线下: online or not, nothing the draft holds; 前三名 … 代表中国: no prize
    },
    "go_sufe_university_teams_2017_round_robin.txt": {
        "game": "go",  # 大学生围棋大会
        "teams": True,  # 采用团体3轮单循环赛（男子5名，女子2名）
        "format": "round_robin",  # four teams (中国-韩国-日本-中国台北), one cycle
        "rounds": 3,
        "boards": 7,  # 男子5名，女子2名: seven boards
        "time_control": "每方45分钟保留时间，30秒3次读秒",
        # 10月22日 / 09:30-12:30 第一轮比赛 / 14:00-17:00 第二轮比赛 (2017.10.21—10.25): added
        # after the one measurement, which counted the drafted times wrong for want of these
        "round.1": "2017-10-22 09:30",
        "round_end.1": "2017-10-22 12:30",
        "round.2": "2017-10-22 14:00",
        "round_end.2": "2017-10-22 17:00",
        # 胜场数、队伍个人对局的胜局数、主将战的胜局数、副将战的胜局数: the first-board and
        # second-board games won have no registry name, so no chain is right (any stated is wrong)
    },
    "xiangqi_shishi_teams_2014_round_robin.txt": {
        "game": "xiangqi",  # 石狮市中国象棋协会 … 象棋队
        "teams": True,  # 四.参赛队伍 (eight teams); 对团体前四名进行奖励
        "format": "round_robin",  # 进行七轮循环积分赛 (eight teams, seven rounds: one cycle)
        "rounds": 7,
        "boards": 3,  # 各参赛队伍可报队员3名
        "reserves": 1,  # 领队1名（领队可当替补队员…）: the leader is the one reserve
        "time_control": "每方基本用时45分钟，每步加20秒",  # 六、比赛时间
        # 第一名：12000元 第二名：6000元 第三名：4000元 第四名：3000元 (the teams)
        "prizes": [(1, 1, 12000), (2, 2, 6000), (3, 3, 4000), (4, 4, 3000)],
    },
    "xiangqi_yanbian_teams_individual_2014.txt": {
        "game": "xiangqi",  # 《中国象棋竞赛规则》
        "format": "swiss",  # 赛制：7轮电脑积分编排
        "rounds": 7,
        "time_control": "每方限时30分钟",  # 采用包干制，每方限时30分钟，超时判负
        "points.win": "2",  # 胜2分，和1分，负0分
        "points.draw": "1",
        "points.loss": "0",
        # 参赛名额为24人: said in the elders' clause, read as the whole field's (women and
        # juniors may enter too, in the same 24)
        "capacity": 24,
        "deadline": "2014-04-29 23:59",  # 必须在4月29日前报名为准 (比赛时间：2014年5月3日)
        # 三人名次成绩相加确定成绩: the team event sums the individual games, not a team format
        # (teams stated True is wrong); 60.00元/人 （不参加宴会者30元/人）: no one fee (not
        # counted); 取前六名 / 取前三名 name no amounts
    },
    "xiangqi_pudong_clubs_teams_2014.txt": {
        "game": "xiangqi",  # 象棋团体赛
        "teams": True,
        # 采用循环对抗赛编排 … 共赛五轮: six clubs, five rounds, one cycle
        "format": "round_robin",
        "rounds": 5,
        "boards": 8,  # 运动员各八名 … 运动员台号固定: eight boards
        "time_control": "每局每方包干用时30分钟",  # 比赛用时，每局每方包干用时30分钟，超时判负
        "no_show_minutes": 15,  # 迟到15分钟本局作弃权论
        # 先看场分；如场分相同 … 联队总局分、联队胜场、联队胜局、联队犯规；比较第一台成绩:
        # the team's games won, its fouls and board 1's result have no team registry name and
        # are listed apart
        "tiebreaks": ["match_points", "board_points", "match_wins"],
        # 设团体一等奖一名 … 发给奖状: no amounts
    },
    "xiangqi_yongdeng_individual_2014_7_rounds.txt": {
        "game": "xiangqi",  # 象棋个人赛
        "format": "swiss",  # 比赛均采用电脑积分编排制，共计7轮制
        "rounds": 7,
        "time_control": "每方60分钟包干制",  # 比赛用时：每方60分钟包干制，超时判负
        "deadline": "2014-06-16 23:59",  # 报名截止时间： 2014年6月16日止 (that day's end)
        # 比赛奖励前八名: no amounts
    },
}


def _cpu(text: str, repeats: int = 7) -> float:
    times = []
    for _ in range(repeats):
        start = time.process_time()
        draft(text)
        times.append(time.process_time() - start)
    return statistics.median(times)


def _regulation(text: str) -> str:
    """A bench text without its first line when that line is the provenance note (（节录并改写自
    <URL> ，<year>；…） or （为测试撰写…）), which is the collector's, not the regulation's: its
    year and its list of forms must not be read as the regulation's."""
    first, _, rest = text.partition("\n")
    return rest if re.match(r"^[(（](?:节录|摘录|为测试撰写)", first.strip()) else text


def _run(title: str, folder: Path, expected_by_name: dict[str, dict[str, object]]) -> None:
    right = stated_total = found = expected_total = 0
    print(title)
    for name, expected in expected_by_name.items():
        d = draft(_regulation((folder / name).read_text(encoding="utf-8")))
        precision, recall, wrong, missed = scores(d, expected)
        said = counted(d, expected)
        right += len(said) - len(wrong)
        stated_total += len(said)
        found += len(expected) - len(missed)
        expected_total += len(expected)
        print(
            f"{name:46} precision {precision:6.1%} ({len(said) - len(wrong)}/{len(said)})"
            f"  recall {recall:6.1%} ({len(expected) - len(missed)}/{len(expected)})"
            + (f"  wrong: {', '.join(wrong)}" if wrong else "")
            + (f"  missed: {', '.join(missed)}" if missed else "")
        )
    print(
        f"{'all':46} precision {right / stated_total:6.1%} ({right}/{stated_total})"
        f"  recall {found / expected_total:6.1%} ({found}/{expected_total})"
    )


def main() -> None:
    _run("used to tune the readers (bench/regulation_texts):", HERE, EXPECTED)
    _run("first set, now tuned (bench/regulation_texts/heldout):", HELDOUT, HELDOUT_EXPECTED)
    _run("second set, now tuned (bench/regulation_texts/heldout2):", HELDOUT2, HELDOUT2_EXPECTED)
    _run("third set, now tuned (bench/regulation_texts/heldout3):", HELDOUT3, HELDOUT3_EXPECTED)
    _run("fourth set, now tuned (bench/regulation_texts/heldout4):", HELDOUT4, HELDOUT4_EXPECTED)
    _run("fifth set, now tuned (regulation_texts/heldout5):", HERE / "heldout5", HELDOUT5_EXPECTED)
    _run("sixth set, now tuned (regulation_texts/heldout6):", HERE / "heldout6", HELDOUT6_EXPECTED)
    _run(
        "seventh set, now tuned (regulation_texts/heldout7):", HERE / "heldout7", HELDOUT7_EXPECTED
    )
    _run("eighth set, now tuned (regulation_texts/heldout8):", HERE / "heldout8", HELDOUT8_EXPECTED)
    _run("ninth set, now tuned (regulation_texts/heldout9):", HERE / "heldout9", HELDOUT9_EXPECTED)
    _run(
        "tenth set, now tuned (regulation_texts/heldout10):", HERE / "heldout10", HELDOUT10_EXPECTED
    )
    _run(
        "eleventh set, now tuned (regulation_texts/heldout11):",
        HERE / "heldout11",
        HELDOUT11_EXPECTED,
    )
    _run(
        "twelfth set, now tuned (regulation_texts/heldout12):",
        HERE / "heldout12",
        HELDOUT12_EXPECTED,
    )
    _run(
        "thirteenth set, now tuned (regulation_texts/heldout13):",
        HERE / "heldout13",
        HELDOUT13_EXPECTED,
    )
    _run(
        "fourteenth set, now tuned (regulation_texts/heldout14):",
        HERE / "heldout14",
        HELDOUT14_EXPECTED,
    )
    _run(
        "fifteenth set, now tuned (regulation_texts/heldout15):",
        HERE / "heldout15",
        HELDOUT15_EXPECTED,
    )
    _run(
        "sixteenth set, now tuned (regulation_texts/heldout16):",
        HERE / "heldout16",
        HELDOUT16_EXPECTED,
    )
    _run(
        "seventeenth set, now tuned (regulation_texts/heldout17):",
        HERE / "heldout17",
        HELDOUT17_EXPECTED,
    )
    _run(
        "eighteenth set, now tuned (regulation_texts/heldout18):",
        HERE / "heldout18",
        HELDOUT18_EXPECTED,
    )
    _run(
        "nineteenth set, now tuned (regulation_texts/heldout19):",
        HERE / "heldout19",
        HELDOUT19_EXPECTED,
    )
    _run(
        "twentieth set, now tuned (regulation_texts/heldout20):",
        HERE / "heldout20",
        HELDOUT20_EXPECTED,
    )
    _run(
        "twenty-first set, now tuned (regulation_texts/heldout21):",
        HERE / "heldout21",
        HELDOUT21_EXPECTED,
    )
    _run(
        "twenty-second set, now tuned (regulation_texts/heldout22):",
        HERE / "heldout22",
        HELDOUT22_EXPECTED,
    )
    _run(
        "twenty-third set, now tuned (regulation_texts/heldout23):",
        HERE / "heldout23",
        HELDOUT23_EXPECTED,
    )
    _run(
        "twenty-fourth set, now tuned (regulation_texts/heldout24):",
        HERE / "heldout24",
        HELDOUT24_EXPECTED,
    )
    _run(
        "twenty-fifth set, now tuned (regulation_texts/heldout25):",
        HERE / "heldout25",
        HELDOUT25_EXPECTED,
    )
    _run(
        "twenty-sixth set, now tuned (regulation_texts/heldout26):",
        HERE / "heldout26",
        HELDOUT26_EXPECTED,
    )
    _run(
        "twenty-seventh set, now tuned (regulation_texts/heldout27):",
        HERE / "heldout27",
        HELDOUT27_EXPECTED,
    )
    _run(
        "twenty-eighth set, now tuned (regulation_texts/heldout28):",
        HERE / "heldout28",
        HELDOUT28_EXPECTED,
    )
    _run(
        "twenty-ninth set, now tuned (regulation_texts/heldout29):",
        HERE / "heldout29",
        HELDOUT29_EXPECTED,
    )
    _run(
        "thirtieth set, now tuned (regulation_texts/heldout30):",
        HERE / "heldout30",
        HELDOUT30_EXPECTED,
    )
    _run(
        "thirty-first set, now tuned (regulation_texts/heldout31):",
        HERE / "heldout31",
        HELDOUT31_EXPECTED,
    )
    _run(
        "thirty-second set, now tuned (regulation_texts/heldout32):",
        HERE / "heldout32",
        HELDOUT32_EXPECTED,
    )
    _run(
        "thirty-third set, now tuned (regulation_texts/heldout33):",
        HERE / "heldout33",
        HELDOUT33_EXPECTED,
    )
    _run(
        "thirty-fourth set, now tuned (regulation_texts/heldout34):",
        HERE / "heldout34",
        HELDOUT34_EXPECTED,
    )
    _run(
        "thirty-fifth set, now tuned (regulation_texts/heldout35):",
        HERE / "heldout35",
        HELDOUT35_EXPECTED,
    )
    _run(
        "thirty-sixth set, now tuned (regulation_texts/heldout36):",
        HERE / "heldout36",
        HELDOUT36_EXPECTED,
    )
    _run(
        "thirty-seventh set, now tuned (regulation_texts/heldout37):",
        HERE / "heldout37",
        HELDOUT37_EXPECTED,
    )
    _run(
        "thirty-eighth set, now tuned (regulation_texts/heldout38):",
        HERE / "heldout38",
        HELDOUT38_EXPECTED,
    )
    _run(
        "thirty-ninth set, now tuned (regulation_texts/heldout39):",
        HERE / "heldout39",
        HELDOUT39_EXPECTED,
    )
    _run(
        "fortieth set, now tuned (regulation_texts/heldout40):",
        HERE / "heldout40",
        HELDOUT40_EXPECTED,
    )
    _run(
        "forty-first set, now tuned (regulation_texts/heldout41):",
        HERE / "heldout41",
        HELDOUT41_EXPECTED,
    )
    _run(
        "forty-second set, now tuned (regulation_texts/heldout42):",
        HERE / "heldout42",
        HELDOUT42_EXPECTED,
    )
    _run(
        "forty-third set, now tuned (regulation_texts/heldout43):",
        HERE / "heldout43",
        HELDOUT43_EXPECTED,
    )
    _run(
        "forty-fourth set, now tuned (regulation_texts/heldout44):",
        HERE / "heldout44",
        HELDOUT44_EXPECTED,
    )
    _run(
        "forty-fifth set, now tuned (regulation_texts/heldout45):",
        HERE / "heldout45",
        HELDOUT45_EXPECTED,
    )
    _run(
        "forty-sixth set, now tuned (regulation_texts/heldout46):",
        HERE / "heldout46",
        HELDOUT46_EXPECTED,
    )
    _run(
        "forty-seventh set, now tuned (regulation_texts/heldout47):",
        HERE / "heldout47",
        HELDOUT47_EXPECTED,
    )
    _run(
        "forty-eighth set, first run (regulation_texts/heldout48):",
        HERE / "heldout48",
        HELDOUT48_EXPECTED,
    )
    _run(
        "first written set, now tuned (regulation_texts/written1):",
        HERE / "written1",
        WRITTEN1_EXPECTED,
    )
    _run(
        "second written set, now tuned (regulation_texts/written2):",
        HERE / "written2",
        WRITTEN2_EXPECTED,
    )
    _run(
        "third written set, now tuned (regulation_texts/written3):",
        HERE / "written3",
        WRITTEN3_EXPECTED,
    )
    _run(
        "fourth written set, now tuned (regulation_texts/written4):",
        HERE / "written4",
        WRITTEN4_EXPECTED,
    )
    _run(
        "fifth written set, now tuned (regulation_texts/written5):",
        HERE / "written5",
        WRITTEN5_EXPECTED,
    )
    _run(
        "sixth written set, now tuned (regulation_texts/written6):",
        HERE / "written6",
        WRITTEN6_EXPECTED,
    )
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("seed_*.txt")))
    text = (text * 2)[:10_000]
    print(f"drafting a {len(text):,}-character regulation: {_cpu(text) * 1000:.1f} ms CPU")


if __name__ == "__main__":
    main()
