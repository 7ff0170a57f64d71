"""Drafting a regulation from the four seeds' texts: each value read is checked against
/work/shared/RULES.md (the digest), worked by hand from the seed's words (quoted beside)."""

from datetime import datetime
from fractions import Fraction
from pathlib import Path

import pytest

from engine.regulation.text import draft
from engine.regulation.text.normalise import chinese_number, normal, sentences
from engine.regulation.text.summary import drafted_lines

TEXTS = Path(__file__).parent / "regulation_texts"


def _seed(number: str) -> str:
    return (TEXTS / f"seed_{number}.txt").read_text(encoding="utf-8")


def test_normal_forms():
    # full-width digits and colon, Chinese numerals before a unit, 下午 as 24 hours
    assert normal("【第一轮】 2023年10月8日２０：００") == "【第1轮】 2023年10月8日20:00"
    assert normal("下午二点半 十六进八 前八名") == "14点半 16进8 前8名"
    assert normal("比賽勝方記2分") == "比赛胜方记2分"  # traditional (seed 004)
    assert chinese_number("一百二十八") == 128 and chinese_number("十") == 10


def test_table_rows_are_cells():
    # 003's 日程表: a row of cells split by tabs; the date cell first
    cells = sentences("4月22日\t第六轮：09:00-9:40\t16进8 14:00-15:40")
    assert [c.text for c in cells] == ["4月22日", "第6轮:09:00-9:40", "16进8 14:00-15:40"]


def test_seed_000_junqi():
    d = draft(_seed("000"))
    reg = d.reg
    assert d.preset == "xiaomanyao-junqi-2023"
    assert reg.game == "junqi4" and reg.format.kind == "four_player_elimination"
    # 二.3 报名截止时间：2023年10月6日20点
    assert reg.signup.deadline == datetime(2023, 10, 6, 20, 0)
    # 三 【第一轮】 2023年10月8日20：00 … 【决赛第5/6轮】 2023年10月12日19点30
    assert reg.schedule.slot(1).starts_at == datetime(2023, 10, 8, 20, 0)
    assert reg.schedule.slot(4).starts_at == datetime(2023, 10, 11, 20, 0)
    assert reg.schedule.slot(5).starts_at == datetime(2023, 10, 12, 19, 30)
    assert reg.schedule.slot(6).after_previous is not None  # R6 right after R5 (RULES)
    # 八.13 胜1局计7分，和1局计3分，负1局计1分
    assert (reg.scoring.win, reg.scoring.draw, reg.scoring.loss) == (7, 3, 1)
    # 六.4 加权系数 0.2 0.4 0.6 0.8 1.0 1.0
    assert reg.format.weights == [Fraction(w) for w in ("0.2", "0.4", "0.6", "0.8", "1", "1")]
    # 六.1 整合128人晋级 (the rule) over 三 N进100; then 100进64, 64进32, 32进16
    assert reg.format.cuts == {1: 128, 2: 64, 3: 32, 4: 16}
    assert [c.keep for c in reg.announced.cuts] == [100, 64, 32, 16]
    # 五: 520, 388, 288, 188, 5–8 100, 9–16 50, 17–32 20, 33–64 10; announced total 3588
    prizes = [(r.from_rank, r.to_rank, r.amount) for r in reg.prizes.ranges]
    assert prizes == [
        (1, 1, 520), (2, 2, 388), (3, 3, 288), (4, 4, 188),
        (5, 8, 100), (9, 16, 50), (17, 32, 20), (33, 64, 10),
    ]  # fmt: skip
    assert reg.announced.prize_total is not None and reg.announced.prize_total.amount == 3588
    assert "整合128人晋级" in d.sources["cut.1"]
    # 八.2 隐身/开棋 每一局扣2分; 八.3 交谈 扣2分, 说棋扣5分 最高可扣10分,
    # 骂人 扣10分并取消参赛资格; 八.5 当桌扣2分; 八.10 单挑 各扣2分; 八.12 先投降者扣5分
    pen = {p.key: p for p in reg.penalties}
    assert (pen["隐身"].points, pen["隐身"].per) == (-2, "game")
    assert (pen["开棋"].points, pen["开棋"].per) == (-2, "game")
    assert (pen["交谈"].points, pen["交谈"].per) == (-2, "each")
    assert (pen["说棋"].points, pen["说棋"].cap) == (-5, -10)
    assert pen["骂人"].points == -10 and pen["骂人"].disqualify
    assert (pen["踢人"].points, pen["踢人"].per) == (-2, "table")
    assert pen["单挑"].points == -2 and pen["投降"].points == -5
    assert d.sources["penalty.隐身"] == "比赛不允许隐身，如有每一局扣2分。"
    assert d.sources["deadline"] == "3.报名截止时间：2023年10月6日20点"


def test_seed_002_go():
    d = draft(_seed("002"))
    reg = d.reg
    assert reg.game == "go" and reg.format.kind == "swiss"
    # (二) 各组均采用积分编排制，每个组别共赛8轮
    assert reg.format.rounds == 8 and len(reg.schedule.rounds) == 8
    assert "共赛8轮" in d.sources["rounds"]
    # 报名(一) 至2023年12月10日截止报名: the end of that day
    assert reg.signup.deadline == datetime(2023, 12, 10, 23, 59, 59)
    # 八: youth born on/after 2005-01-01, open A any age, open B on/before 1983-12-31
    youth, a, b = reg.divisions
    assert (youth.name, str(youth.born_on_or_after), youth.born_on_or_before) == (
        "青少年组", "2005-01-01", None,
    )  # fmt: skip
    assert a.born_on_or_after is None and a.born_on_or_before is None
    assert str(b.born_on_or_before) == "1983-12-31"
    # 青少年组限报256人，公开组甲组和乙组共限报256人
    pools = [(p.divisions, p.limit) for p in reg.capacity_pools]
    assert pools == [([youth.key], 256), ([a.key, b.key], 256)]
    # (三) 积分、对手分、累进分、逐轮递减、警告次数、抽签
    assert reg.format.tiebreaks == [
        "points", "opponents_score", "progressive", "opponents_score_cut", "warnings", "lots",
    ]  # fmt: skip
    assert "1、积分" in d.sources["tiebreaks"]  # read from the text, not the preset's own chain
    # (六) 每方基本时限40分钟，3次10秒读秒 … 迟到15分钟后判负 … 连续弃权两轮作自动退出
    assert reg.schedule.time_control == "每方基本时限40分钟，3次10秒读秒"
    assert reg.schedule.no_show_minutes == 15 and reg.format.forfeits_to_withdraw == 2
    # 报名(二)3 比赛免收报名费
    assert reg.prizes.fee == 0
    # 奖励(一) per division: youth 1500/1000/600, 4–8 400; A … 9–16 500; B … 4–8 500
    by = {d.key: d.name for d in reg.divisions}
    got = [(by[r.division], r.from_rank, r.to_rank, r.amount) for r in reg.prizes.ranges]
    assert got[:4] == [
        ("青少年组", 1, 1, 1500), ("青少年组", 2, 2, 1000),
        ("青少年组", 3, 3, 600), ("青少年组", 4, 8, 400),
    ]  # fmt: skip
    assert ("公开组甲组", 9, 16, 500) in got and ("公开组乙组", 4, 8, 500) in got
    assert len(got) == 13 and reg.prizes.per_division
    # (七) 如有坐错影响比赛正常进行，判坐错者负; (八) 手机 视情节轻重给予警告或直接判负
    pen = {p.key: p for p in reg.penalties}
    assert pen["坐错"].loses_game and pen["坐错"].points == 0
    assert pen["手机"].loses_game and pen["手机"].discretionary


def test_seed_003_jieqi():
    d = draft(_seed("003"))
    reg = d.reg
    assert reg.game == "jieqi" and reg.format.kind == "group_swiss_knockout"
    # 二(四)1 7轮(单局) … 胜者计3分，负者0分，打平计1分; 报名总人数128人
    assert reg.format.group_rounds == 7
    # 二(四)1 分A、B、C、D共4个组，每组设种子选手2名，每组32人; 二(四)2 每组选前6名选手加8名外卡
    # 选手共32名进入决赛; 二(四)4 弃权两轮不再安排比赛; 二(五)2 两次犯规判负; 二(四)7 负者三、四名
    fmt = reg.format
    assert (fmt.groups, fmt.group_size, fmt.seeds_per_group) == (["A", "B", "C", "D"], 32, 2)
    assert (fmt.advance_per_group, fmt.wildcards, fmt.knockout_size) == (6, 8, 32)
    assert fmt.forfeits_to_exclude == 2 and fmt.fouls_to_lose_game == 2 and fmt.third_place
    assert "每组设种子选手2名" in d.sources["seeds_per_group"]
    assert (reg.scoring.win, reg.scoring.draw, reg.scoring.loss) == (3, 1, 0)
    assert reg.signup.capacity == 128
    # 二(四)9 对手分、累进分、犯规次数、再比较前一轮排名
    assert reg.format.tiebreaks == [
        "points", "opponents_score", "progressive", "fouls", "previous_ranking",
    ]  # fmt: skip
    assert "tiebreaks" in d.sources  # read from the text, not the preset's own chain
    # 日程表 (a table): 4月21日 第一轮 14:00 … 4月22日 第七轮 09:50, 32进16 11:00, 决赛 19:30
    assert reg.schedule.slot(1).starts_at == datetime(2019, 4, 21, 14, 0)
    assert reg.schedule.slot(5).starts_at == datetime(2019, 4, 21, 17, 20)
    assert reg.schedule.slot(7).starts_at == datetime(2019, 4, 22, 9, 50)
    assert reg.schedule.slot(8).starts_at == datetime(2019, 4, 22, 11, 0)
    assert reg.schedule.slot(11).starts_at == datetime(2019, 4, 22, 16, 30)
    assert reg.schedule.slot(12).starts_at == datetime(2019, 4, 22, 19, 30)
    # 五.1 报名截止日期为2019年4月10日; 四 报名费：200元/人; 迟到10分钟作弃权处理
    assert reg.signup.deadline == datetime(2019, 4, 10, 23, 59, 59)
    assert reg.prizes.fee == 200 and reg.schedule.no_show_minutes == 10
    # 二(四)6 小组第一名2000元，第二名1000元，第三名600元，4-6名各400元
    group = [(r.from_rank, r.to_rank, r.amount) for r in reg.prizes.group_ranges]
    assert group == [(1, 1, 2000), (2, 2, 1000), (3, 3, 600), (4, 6, 400)]
    # 二(四)7 冠军10000元奖金，亚军4000元，季军1000元，殿军500元
    final = [(r.from_rank, r.amount) for r in reg.prizes.ranges]
    assert final == [(1, 10000), (2, 4000), (3, 1000), (4, 500)]


def test_seed_004_arena_traditional():
    d = draft(_seed("004"))
    reg = d.reg
    assert reg.game == "xiangqi" and reg.format.kind == "team_arena"
    # 报名截止日为9月3日 (the year: the regulation's own, 2021)
    assert reg.signup.deadline == datetime(2021, 9, 3, 23, 59, 59)
    # （四）比賽勝方記2分，負方記0分，和棋雙方各記1分: per game of a bout
    bout = reg.format.bout
    assert (bout.win, bout.draw, bout.loss) == (2, 1, 0)
    assert "勝方記2分" in d.sources["points.win"]


@pytest.mark.parametrize("number", ["000", "002", "003", "004"])
def test_every_value_shows_its_words(number):
    lines = drafted_lines(draft(_seed(number)))
    assert any("「依据：“" in line for line in lines)
    assert any(line.startswith("未采用的比赛条文") for line in lines)
