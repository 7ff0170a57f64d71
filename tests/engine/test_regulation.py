"""Regulation schema, presets, lint and settings (engine/regulation.py).

Expected values are read from the seeds in /work/shared/seeds (clause cited beside each) and
worked by hand in the comments.
"""

import json
from datetime import UTC, date, datetime, time, timedelta
from fractions import Fraction

import pytest

from engine import regulation as reg_mod
from engine.regulation import (
    ArenaFormat,
    FourPlayerFormat,
    GroupKnockoutFormat,
    PresetNotFound,
    Regulation,
    RegulationError,
    SettingError,
    SwissFormat,
    apply_setting,
    has_past_dates,
    lint,
    list_presets,
    load_preset,
    load_regulation,
    prize_money_total,
    setting_names,
    shift_timetable,
    without_dates,
)

JUNQI, GO, JIEQI, ARENA = (
    "xiaomanyao-junqi-2023",
    "shenzhen-go-2023",
    "pingshan-jieqi-2019",
    "chuanyu-xiangqi-arena-2021",
)
PRESETS = reg_mod.PRESETS_DIR


def preset_text(preset_id: str) -> str:
    return (PRESETS / f"{preset_id}.toml").read_text(encoding="utf-8")


def line_containing(text: str, fragment: str) -> int:
    """1-based number of the first line of ``text`` containing ``fragment``."""
    return next(n for n, line in enumerate(text.splitlines(), start=1) if fragment in line)


def variant(preset_id: str, edit) -> Regulation:
    """A validated copy of a preset after ``edit`` changed its JSON snapshot in place."""
    data = load_preset(preset_id).model_dump(mode="json")
    edit(data)
    return Regulation.model_validate(data)


def codes(reg: Regulation) -> list[str]:
    return [w.code for w in lint(reg)]


# --------------------------------------------------------------------------- presets


def test_the_four_presets_are_listed():
    # the four seeds, and the round robin, the knockout, the Swiss → knockout and the groups →
    # knockout INTERFACE.md lists beside them (no seed), and the three team events on boards
    assert list_presets() == sorted(
        [
            *[JUNQI, GO, JIEQI, ARENA, "round-robin", "knockout", "swiss-knockout"],
            *["groups-knockout", "team-round-robin", "team-swiss", "team-knockout"],
        ]
    )


def test_unknown_preset_is_refused_in_chinese():
    with pytest.raises(PresetNotFound) as err:
        load_preset("no-such-cup")
    assert "没有预设「no-such-cup」" in str(err.value)


@pytest.mark.parametrize(
    ("preset_id", "expected"),
    [
        # 000: §三 "N进100" vs §六.1 "整合128人晋级"; §五 table 2924 vs announced 3588
        (JUNQI, ["cut_announced", "prize_total"]),
        # 002: 竞赛办法(三) 逐轮递减 — the reading in force is named (info only)
        (GO, ["tiebreak_reading"]),
        # 003: 二(二) 4月20日--4月21日 vs 日程表 4月21日/4月22日
        (JIEQI, ["event_dates"]),
        # 004: 2 × (10000 + 30000) = 80000 = 九(一) total; nothing else contradicts
        (ARENA, []),
    ],
)
def test_preset_loads_lints_and_round_trips(preset_id, expected):
    reg = load_preset(preset_id)
    assert reg.id == preset_id
    assert codes(reg) == expected
    snapshot = json.loads(json.dumps(reg.model_dump(mode="json")))
    assert Regulation.model_validate(snapshot) == reg


def test_fractions_serialise_as_exact_decimal_strings():
    snapshot = load_preset(JUNQI).model_dump(mode="json")
    # 000 §六.4 0.2; 0.4; 0.6; 0.8; 1.0 1.0 — 1.0 is written "1"
    assert snapshot["format"]["weights"] == ["0.2", "0.4", "0.6", "0.8", "1", "1"]
    assert snapshot["scoring"]["win"] == 7
    assert load_preset(ARENA).model_dump(mode="json")["format"]["pool"]["transfer"] == "0.5"


def test_junqi_preset_values():
    reg = load_preset(JUNQI)
    fmt = reg.format
    assert isinstance(fmt, FourPlayerFormat)
    # §六.4 weights, exact: Σ = 0.2 + 0.4 + 0.6 + 0.8 + 1 + 1 = 4
    assert fmt.weights == [Fraction(1, 5), Fraction(2, 5), Fraction(3, 5), Fraction(4, 5), 1, 1]
    assert sum(fmt.weights) == 4
    assert fmt.rounds == 6 and fmt.table_size == 4 and fmt.games_per_table == 3  # §六.4, §八.1
    assert fmt.partners == [(0, 1), (0, 2), (0, 3)]  # §八.1 each partners the first seat once
    assert fmt.cuts == {1: 128, 2: 64, 3: 32, 4: 16}  # §六.1 128; §三 64, 32, 16
    assert fmt.first_round_tiebreaks == [
        "round_score",
        "sponsor",
        "signup_order",
    ]  # §六.1, §六.3 in every round
    assert fmt.tiebreaks == [
        "weighted_total",
        "sponsor",
        "current_round",
        "earlier_rounds",
        "signup_order",
    ]  # §六.2–3
    s = reg.scoring
    assert (s.win, s.draw, s.loss) == (7, 3, 1)  # §八.13 7，3，1
    assert (s.forfeit_absent, s.forfeit_present, s.cutoff_draw) == (0, 5, 3)  # §六.1, §八.11
    d = s.disconnect  # §七.1–4 (culprit, partner, opponents)
    assert (d.dissolved.culprit, d.dissolved.partner, d.dissolved.opponents) == (-3, 3, 3)
    assert (d.lose.culprit, d.lose.partner, d.lose.opponents) == (-1, 3, 7)
    assert (d.draw.culprit, d.draw.partner, d.draw.opponents) == (1, 5, 3)
    assert (d.win.culprit, d.win.partner, d.win.opponents) == (4, 7, 1)
    assert reg.room == "四暗三通7房"  # §四
    assert reg.signup.qq_must_match_sender and reg.signup.require_group_member  # §二.2
    assert reg.signup.require_approval  # §二.1
    # §二.3 2023-10-06 20:00 CST = 12:00 UTC; §三 R1 10-08 20:00 CST = 12:00 UTC
    assert reg.signup.deadline_utc() == datetime(2023, 10, 6, 12, 0, tzinfo=UTC)
    assert reg.schedule.round_start(1) == datetime(2023, 10, 8, 12, 0, tzinfo=UTC)
    # §三 final rounds 10-12 19:30 CST = 11:30 UTC; R6 follows R5 the same evening: no time of
    # its own in the text, so R5's start + the preset's gap of 2 hours = 21:30 CST = 13:30 UTC
    assert reg.schedule.round_start(5) == datetime(2023, 10, 12, 11, 30, tzinfo=UTC)
    assert reg.schedule.round_start(6) == datetime(2023, 10, 12, 13, 30, tzinfo=UTC)
    assert reg.schedule.auto_forfeit is False  # the bot cannot see the room
    assert reg.schedule.rounds_count == 6
    sch = reg.schedule
    assert (sch.no_show_minutes, sch.seat_change_no_show_minutes) == (15, 5)  # §八.1
    assert sch.cutoff == time(23, 30)  # §八.11
    assert sch.earliest_valid_start_minutes_before == 5  # §八.2 19:55
    assert reg.penalty("说棋").points == -5 and reg.penalty("说棋").cap == -10  # §八.3
    assert reg.penalty("骂人").points == -10 and reg.penalty("骂人").disqualify  # §八.3
    assert reg.penalty("读秒").warnings_before == 2 and reg.penalty("读秒").cap == -5  # §八.9
    assert reg.penalty("隐身").per == "game" and reg.penalty("踢人").per == "table"  # §八.2, §八.5
    comp = reg.compensation  # §九 loss 2 or 6, draw 4, win nothing, 开棋 partner 2
    assert (comp.loss, comp.draw, comp.win, comp.open_partner) == ([2, 6], 4, 0, 2)
    assert reg.disputes.deadline == "match_day_midnight" and reg.disputes.evidence_required  # §八.7
    amounts = [(r.from_rank, r.to_rank, r.amount) for r in reg.prizes.ranges]  # §五
    assert amounts == [
        (1, 1, 520),
        (2, 2, 388),
        (3, 3, 288),
        (4, 4, 188),
        (5, 8, 100),
        (9, 16, 50),
        (17, 32, 20),
        (33, 64, 10),
    ]
    assert reg.prizes.family_award.amount == 100 and reg.prizes.family_award.top_n == 16  # §五


def test_junqi_lint_messages_name_both_numbers():
    warnings = {w.code: w for w in lint(load_preset(JUNQI))}
    cut = warnings["cut_announced"]
    assert "100" in cut.message and "128" in cut.message
    assert cut.clause == "000 §三 ↔ 000 §六.1"
    # 520 + 388 + 288 + 188 + 4×100 + 8×50 + 16×20 + 32×10 = 2824, + family award 100 = 2924
    assert prize_money_total(load_preset(JUNQI)) == 2924
    assert "2924" in warnings["prize_total"].message and "3588" in warnings["prize_total"].message


def test_go_preset_values():
    reg = load_preset(GO)
    fmt = reg.format
    assert isinstance(fmt, SwissFormat)
    assert fmt.rounds == 8 and fmt.per_division and fmt.colours == "nigiri"  # 竞赛办法(二), (四)
    # 竞赛办法(三) 积分、对手分、累进分、逐轮递减、警告次数、抽签
    assert fmt.tiebreaks == [
        "points",
        "opponents_score",
        "progressive",
        "opponents_score_cut",
        "warnings",
        "lots",
    ]
    assert fmt.bye_opponent_value == "zero"  # RULES.md 002 (a bye contributes 0)
    assert fmt.forfeits_to_withdraw == 2 and fmt.forfeits_consecutive  # 竞赛办法(六) 连续弃权两轮
    assert reg.schedule.no_show_minutes == 15  # 竞赛办法(六) 迟到15分钟后判负
    assert (reg.scoring.win, reg.scoring.loss, reg.scoring.bye) == (2, 0, 2)  # RULES.md 002
    youth, open_a, open_b = reg.divisions  # 八、参赛资格
    assert youth.born_on_or_after == date(2005, 1, 1) and youth.admits(date(2005, 1, 1))
    assert not youth.admits(date(2004, 12, 31))
    assert open_a.admits(date(1950, 1, 1)) and open_a.admits(date(2015, 1, 1))  # 年龄不限
    assert open_b.born_on_or_before == date(1983, 12, 31) and open_b.admits(date(1983, 12, 31))
    assert not open_b.admits(date(1984, 1, 1))
    pools = [
        (p.divisions, p.limit) for p in reg.capacity_pools
    ]  # 青少年组限报256人，甲组和乙组共限报256人
    assert pools == [(["youth"], 256), (["open_a", "open_b"], 256)]
    assert reg.signup.withdraw_deadline_before_start == timedelta(days=1)  # 报名(二)3
    assert reg.signup.late_withdrawal_ban_days == 365  # 暂停参赛资格一年
    assert reg.disputes.undecidable == "lots" and not reg.disputes.replay_allowed  # 竞赛办法(九)
    by_division = {}
    for r in reg.prizes.ranges:
        by_division[r.division] = by_division.get(r.division, 0) + r.amount * r.places
    # 奖励(一): youth 1500 + 1000 + 600 + 5×400 = 5100; open A 10000 + 5000 + 3000 + 5×800 + 8×500
    # = 26000; open B 3000 + 2000 + 1000 + 5×500 = 8500
    assert by_division == {"youth": 5100, "open_a": 26000, "open_b": 8500}
    dan = reg.prizes.dan_award  # 奖励(二)1
    assert (dan.thresholds, dan.min_dan, dan.holder_dan, dan.max_place) == ([50, 100], 5, 6, 8)
    reading = lint(reg)[0]
    assert reading.level == "info" and "opponents_score_cut" in reading.message


def test_jieqi_preset_values():
    reg = load_preset(JIEQI)
    fmt = reg.format
    assert isinstance(fmt, GroupKnockoutFormat)
    assert (
        fmt.groups == ["A", "B", "C", "D"] and fmt.group_size == 32 and fmt.seeds_per_group == 2
    )  # 二(四)1
    assert fmt.group_rounds == 7 and (reg.scoring.win, reg.scoring.draw, reg.scoring.loss) == (
        3,
        1,
        0,
    )
    # 二(四)2: 4 groups × 6 + 8 wildcards = 32
    assert len(fmt.groups) * fmt.advance_per_group + fmt.wildcards == fmt.knockout_size == 32
    # 7 group rounds + log2(32) = 5 knockout rounds = 12 timetable rounds (日程表)
    assert fmt.planned_rounds == 12 == reg.schedule.rounds_count
    assert fmt.tiebreaks == [
        "points",
        "opponents_score",
        "progressive",
        "fouls",
        "previous_ranking",
    ]  # 二(四)9
    assert fmt.bye_opponent_value == "lowest_scorer"
    assert (
        fmt.tie.games == 2 and fmt.tie.decider and fmt.tie.decider_draw == "replay_swapped"
    )  # (2+1), RULES.md
    assert fmt.forfeits_to_exclude == 2 and fmt.fouls_to_lose_game == 2  # 二(四)4, 二(五)2
    assert reg.schedule.no_show_minutes == 10  # 二(四)4
    # 日程表 32进16 4月22日 11:00 CST = 03:00 UTC
    assert reg.schedule.round_start(8) == datetime(2019, 4, 22, 3, 0, tzinfo=UTC)
    scale = reg.signup.level_scale  # 特级大师, 大师, then 业9-3 … 业1-1: 2 + 9×3 = 29 levels
    assert (
        scale[:4] == ["特级大师", "大师", "业9-3", "业9-2"]
        and scale[-1] == "业1-1"
        and len(scale) == 29
    )
    assert reg.signup.capacity == 128 and reg.prizes.fee == 200  # 二(四)1, 四
    assert reg.prizes.knockout_bonus.reach == {16: 200, 8: 400, 4: 500}  # 二(四)7
    # final 10000 + 4000 + 1000 + 500 = 15500; groups 4 × (2000 + 1000 + 600 + 3×400) = 19200;
    # bonuses 16×200 + 8×400 + 4×500 = 8400; total 43100
    assert prize_money_total(reg) == 43100
    dates = lint(reg)[0].message
    assert "2019-04-20" in dates and "2019-04-22" in dates


def test_arena_preset_values():
    reg = load_preset(ARENA)
    fmt = reg.format
    assert isinstance(fmt, ArenaFormat)
    assert fmt.teams == ["四川", "重庆"] and fmt.team_size == 7  # 七(二)1–2
    assert (
        fmt.challenger_numbers == ["6", "5", "4", "3", "2", "1"] and fmt.champion == "擂主"
    )  # 八(六)
    assert fmt.min_women == 2 and fmt.first_number_must_be_woman  # 七(二)2, 八(六)
    assert fmt.substitutes_max == 2 and fmt.substitutes_same_gender  # 七(二)3
    bout = fmt.bout  # 八(四), 八(七)
    assert (
        bout.max_games,
        bout.win,
        bout.draw,
        bout.loss,
        bout.target,
        bout.tie_at,
        bout.tie_lead,
    ) == (6, 2, 1, 0, 7, 6, 4)
    pool = fmt.pool  # 九(一), 九(二)
    assert (pool.basic, pool.floating_base, pool.transfer) == (10000, 30000, Fraction(1, 2))
    assert (pool.encouragement_threshold, pool.encouragement, pool.streamer_bonus) == (
        7000,
        7000,
        2000,
    )
    assert fmt.planned_rounds == 13  # 八(三) 7–13 轮: 2 × 7 − 1
    assert prize_money_total(reg) == 80000  # 2 × (10000 + 30000)
    assert reg.signup.numbers == ["6", "5", "4", "3", "2", "1", "擂主"]
    assert reg.signup.fields == ["gender", "team", "number"]


# --------------------------------------------------------------------------- bad files


def bad(text: str) -> RegulationError:
    with pytest.raises(RegulationError) as err:
        load_regulation(text, "test.toml")
    return err.value


def test_bad_fraction_names_key_line_and_form():
    text = preset_text(JUNQI).replace('"0.6", "0.8"', '"abc", "0.8"')
    (issue,) = bad(text).issues
    assert issue.path == "format.weights[2]"
    assert issue.value == "abc"
    assert issue.line == line_containing(text, '"abc"')
    assert (
        bad(text).message_cn()
        == f'规程第 {issue.line} 行 format.weights[2]：值 "abc" 不是数字，应为如 "0.2" 的小数或整数'
    )


def test_wrong_type_names_key_and_line():
    text = preset_text(JUNQI).replace("rounds = 6 ", 'rounds = "six" ')
    err = bad(text)
    (issue,) = err.issues
    assert (issue.path, issue.value, issue.line) == (
        "format.rounds",
        "six",
        line_containing(text, 'rounds = "six"'),
    )
    assert "不是整数" in str(err)


def test_unknown_key_is_an_error():
    text = preset_text(JUNQI).replace(
        "deadline = 2023-10-06T20:00:00", "deadlin = 2023-10-06T20:00:00"
    )
    (issue,) = bad(text).issues
    assert issue.path == "signup.deadlin" and issue.line == line_containing(text, "deadlin =")
    assert "不认识的项" in issue.message_cn()


def test_missing_key_points_at_its_table():
    text = preset_text(JUNQI).replace("games_per_table = 3 ", "")
    (issue,) = bad(text).issues
    assert issue.path == "format.games_per_table"
    assert issue.line == line_containing(text, "[format]")
    assert issue.message_cn() == f"规程第 {issue.line} 行 format.games_per_table：缺少此项"


def test_missing_item_in_array_of_tables_points_at_that_table():
    text = preset_text(JUNQI).replace('number = 3\nlabel = "第三轮"', "number = 3")
    (issue,) = bad(text).issues
    assert issue.path == "schedule.rounds[2].label"
    # the third [[schedule.rounds]] header
    headers = [
        n for n, line in enumerate(text.splitlines(), start=1) if line == "[[schedule.rounds]]"
    ]
    assert issue.line == headers[2]


def test_toml_syntax_error_gives_line():
    text = preset_text(JUNQI).replace("win = 7 ", "win = = 7 ")
    (issue,) = bad(text).issues
    assert issue.line == line_containing(text, "win = = 7")
    assert "TOML 写法有误" in issue.message_cn()


def test_bad_format_kind_lists_the_kinds():
    text = preset_text(JUNQI).replace('kind = "four_player_elimination"', 'kind = "four"')
    (issue,) = bad(text).issues
    assert issue.path == "format.kind" and issue.value == "four"
    assert "swiss" in issue.expected and issue.line == line_containing(text, 'kind = "four"')


def test_inline_table_item_error_points_at_its_line():
    text = preset_text(JUNQI).replace(
        "{ from_rank = 5, to_rank = 8, amount = 100 }",
        '{ from_rank = 5, to_rank = 8, amount = "百" }',
    )
    (issue,) = bad(text).issues
    assert issue.path == "prizes.ranges[4].amount" and issue.line == line_containing(text, '"百"')


def test_penalty_must_be_a_deduction():
    text = preset_text(JUNQI).replace(
        "points = -5\ncap = -10", "points = 5\ncap = -10"
    )  # 说棋 (§八.3)
    (issue,) = bad(text).issues
    assert issue.path == "penalties[3].points" and "负数" in issue.expected


def test_several_issues_are_counted_in_one_message():
    text = (
        preset_text(JUNQI)
        .replace("rounds = 6 ", 'rounds = "six" ')
        .replace("loss = 1 ", 'loss = "x" ')
    )
    err = bad(text)
    assert [i.path for i in err.issues] == ["scoring.loss", "format.rounds"]
    assert err.message_cn().splitlines()[0] == "规程有 2 处错误："


def test_fraction_forms_are_exact():
    text = preset_text(JUNQI).replace('"0.2", "0.4"', '"1/5", 0.4')
    assert load_regulation(text).format.weights[:2] == [Fraction(1, 5), Fraction(2, 5)]


def test_cross_references_are_checked():
    text = preset_text(GO).replace('divisions = ["youth"]', 'divisions = ["kids"]')
    assert "组别 kids 未在 divisions 中定义" in str(bad(text))
    text = preset_text(ARENA).replace(
        'numbers = ["6", "5", "4", "3", "2", "1", "擂主"]', 'numbers = ["6", "擂主"]'
    )
    assert "signup.teams/numbers" in str(bad(text))
    text = preset_text(JUNQI).replace("[0, 3]]", "[0, 4]]")
    (issue,) = bad(text).issues
    assert issue.path == "format.partners" and "0 到 3" in issue.expected


# --------------------------------------------------------------------------- generic lint checks


def set_weights(data):
    data["format"]["weights"] = data["format"]["weights"][:5]


def set_cuts(cuts):
    def edit(data):
        data["format"]["cuts"] = cuts

    return edit


def edit_round(number, starts_at):
    def edit(data):
        data["schedule"]["rounds"][number - 1]["starts_at"] = starts_at

    return edit


def matching_cuts(data):
    data["format"]["cuts"]["1"] = 100  # as §三 announces: only the prize total remains


@pytest.mark.parametrize(
    ("edit", "code"),
    [
        (set_weights, "weights_count"),  # 5 weights for 6 rounds
        (set_cuts({"1": 128, "2": 128, "3": 32, "4": 16}), "cuts_not_decreasing"),
        (set_cuts({"1": 128, "2": 62, "3": 32, "4": 16}), "cut_table_size"),  # 62 = 4 × 15 + 2
        (
            set_cuts({"1": 128, "2": 64, "3": 32, "4": 16, "6": 8}),
            "cut_round",
        ),  # no cut after the last round
        (lambda d: d["schedule"]["rounds"].pop(), "timetable_rounds"),  # 5 rounds for 6
        (edit_round(2, "2023-10-08T19:00:00"), "round_times_order"),  # R2 before R1
        (lambda d: d["signup"].update(deadline="2023-10-08T20:00:00"), "deadline_after_start"),
        (
            lambda d: d["prizes"]["ranges"][4].update(from_rank=4),
            "prize_overlap",
        ),  # 4th in two ranges
        (lambda d: d["prizes"]["ranges"].pop(5), "prize_gap"),  # 9–16 missing
        (lambda d: d["signup"].update(capacity=130), "capacity_table_size"),  # 130 = 4 × 32 + 2
        (lambda d: d["format"]["tiebreaks"].append("coin"), "tiebreak_unknown"),
    ],
)
def test_generic_lint_check_on_a_modified_junqi_preset(edit, code):
    assert code in codes(variant(JUNQI, edit))


def test_lint_compares_announced_cut_with_the_rule():
    assert codes(variant(JUNQI, matching_cuts)) == ["prize_total"]


def test_arena_pool_total_checked_against_the_announcement():
    # 2 × (9000 + 30000) = 78000 ≠ 80000
    reg = variant(ARENA, lambda d: d["format"]["pool"].update(basic=9000))
    assert codes(reg) == ["prize_total"]


def test_knockout_field_must_add_up():
    # 4 × 6 + 6 wildcards = 30 ≠ 32
    reg = variant(JIEQI, lambda d: d["format"].update(wildcards=6))
    assert "knockout_field" in codes(reg)


def test_progressive_cut_reading_is_named():
    def edit(data):
        data["format"]["tiebreaks"][3] = "progressive_cut"

    (warning,) = lint(variant(GO, edit))
    assert warning.code == "tiebreak_reading" and "progressive_cut" in warning.message


# --------------------------------------------------------------------------- settings


def test_setting_names_for_the_help():
    assert setting_names() == [
        "名称",
        "房间",
        "时区",
        "报名截止",
        "第N轮",
        "迟到",
        "自动弃权",
        "用时",
        "截止时间",
        "人数上限",
        "审核",
        "出生必填",
        "群公告",
        "比赛时禁言",
        "群名片格式",
        "签数",
        "种子数",
        "三四名",
        "加赛用时",
        "轮数",
        "晋级人数",
        "分组",
        "等级分",
        "同单位回避",
    ]


@pytest.mark.parametrize(
    ("item", "value", "read", "expected"),
    [
        ("名称", "2026年小蛮腰杯", lambda r: r.name, "2026年小蛮腰杯"),
        ("房间", "四暗三通8房", lambda r: r.room, "四暗三通8房"),
        ("房间", "无", lambda r: r.room, None),
        ("时区", "Europe/Berlin", lambda r: r.timezone, "Europe/Berlin"),
        (
            "报名截止",
            "2026-12-10 20:00",
            lambda r: r.signup.deadline,
            datetime(2026, 12, 10, 20, 0),
        ),
        ("报名截止", "2026-12-10", lambda r: r.signup.deadline, datetime(2026, 12, 10, 23, 59, 59)),
        (
            "第3轮",
            "2026-12-15 20:00",
            lambda r: r.schedule.slot(3).starts_at,
            datetime(2026, 12, 15, 20, 0),
        ),
        ("迟到", "20", lambda r: r.schedule.no_show_minutes, 20),
        ("迟到", "无", lambda r: r.schedule.no_show_minutes, None),
        (
            "用时",
            "每方30分钟，3次30秒读秒",
            lambda r: r.schedule.time_control,
            "每方30分钟，3次30秒读秒",
        ),
        ("用时", "无", lambda r: r.schedule.time_control, None),
        ("截止时间", "23:00", lambda r: r.schedule.cutoff, time(23, 0)),
        ("人数上限", "128", lambda r: r.signup.capacity, 128),
        ("审核", "关", lambda r: r.signup.require_approval, False),
        ("审核", "开", lambda r: r.signup.require_approval, True),
        ("出生必填", "开", lambda r: r.signup.fields[-1], "birth"),
        ("出生必填", "关", lambda r: "birth" in r.signup.fields, False),
        (
            "群名片格式",
            "【{family}】{nick}",
            lambda r: r.signup.group_card_format,
            "【{family}】{nick}",
        ),
        ("群公告", "开", lambda r: r.schedule.group_notice, True),
        ("群公告", "关", lambda r: r.schedule.group_notice, False),
        ("比赛时禁言", "开", lambda r: r.schedule.quiet_during_games, True),
        ("比赛时禁言", "关", lambda r: r.schedule.quiet_during_games, False),
    ],
)
def test_apply_setting(item, value, read, expected):
    before = load_preset(JUNQI)
    after = apply_setting(before, item, value)
    assert read(after) == expected
    assert before.name == "广东家族2023年“小蛮腰杯”四暗友谊赛"  # the original is unchanged


@pytest.mark.parametrize(
    ("item", "value", "reason"),
    [
        ("名称", "", "不能为空"),
        ("时区", "Mars/Base", "不是时区名称"),
        ("报名截止", "明天", "不是日期时间"),
        ("报名截止", "2026-02-30 20:00", "不是存在的日期时间"),
        ("第1轮", "下周六", "不是日期时间"),
        ("第7轮", "2026-12-15 20:00", "只有第1–6轮"),  # 000 has 6 rounds
        ("迟到", "0", "正整数"),
        ("截止时间", "25:00", "不是存在的时刻"),
        ("人数上限", "很多", "正整数"),
        ("审核", "也许", "开 或 关"),
        ("出生必填", "也许", "开 或 关"),
        ("群名片格式", "{foo}", "{foo}"),
    ],
)
def test_apply_setting_refuses_bad_values(item, value, reason):
    with pytest.raises(SettingError) as err:
        apply_setting(load_preset(JUNQI), item, value)
    message = str(err.value)
    assert (
        f"设置「{item}」的值「{value}」不对" in message
        and reason in message
        and "正确写法：/设置" in message
    )


def test_time_control_setting_refuses_a_long_text():
    with pytest.raises(SettingError) as err:
        apply_setting(load_preset(GO), "用时", "每方" + "四十分钟" * 20)  # 82 characters
    assert "最多 60 个字" in str(err.value) and "正确写法：/设置 用时" in str(err.value)
    assert (
        load_preset(GO).schedule.time_control == "每方基本时限40分钟，3次10秒读秒"
    )  # 002 竞赛办法(六)


def test_unknown_setting_item_lists_the_items():
    with pytest.raises(SettingError) as err:
        apply_setting(load_preset(JUNQI), "颜色", "红")
    assert "没有可设置的项「颜色」" in str(err.value) and "报名截止" in str(err.value)


def test_division_capacity_setting():
    reg = apply_setting(load_preset(GO), "人数上限", "青少年组 128")
    assert [p.limit for p in reg.capacity_pools] == [128, 256]
    with pytest.raises(SettingError) as err:
        apply_setting(load_preset(GO), "人数上限", "少年组 128")
    assert "没有组别「少年组」" in str(err.value)


def test_first_round_setting_moves_the_whole_timetable():
    reg = apply_setting(load_preset(JUNQI), "第1轮", "2026-12-12 20:00")
    # 000 §三: rounds one day apart at 20:00, finals the fifth day at 19:30
    starts = [slot.starts_at for slot in reg.schedule.rounds]
    assert starts[:5] == [
        datetime(2026, 12, 12, 20),
        datetime(2026, 12, 13, 20),
        datetime(2026, 12, 14, 20),
        datetime(2026, 12, 15, 20),
        datetime(2026, 12, 16, 19, 30),
    ]
    assert starts[5] is None  # R6 follows R5
    assert reg.signup.deadline == datetime(2023, 10, 6, 20)  # the deadline is set on its own


# --------------------------------------------------------------------------- timetable helpers


def test_without_dates_then_round_one_restores_the_gaps():
    template = without_dates(load_preset(JIEQI))
    assert template.signup.deadline is None
    assert all(slot.starts_at is None for slot in template.schedule.rounds)
    assert not has_past_dates(template, datetime(2030, 1, 1, tzinfo=UTC))
    assert codes(template) == []  # the announced 2019 dates no longer apply
    dated = apply_setting(template, "第1轮", "2026-05-01 14:00")
    # 日程表: R2 14:50 (+50 min), R8 next day 11:00 (+21 h), final 19:30 (+29.5 h); draw 10:30
    assert dated.schedule.slot(2).starts_at == datetime(2026, 5, 1, 14, 50)
    assert dated.schedule.slot(8).starts_at == datetime(2026, 5, 2, 11, 0)
    assert dated.schedule.slot(12).starts_at == datetime(2026, 5, 2, 19, 30)
    assert {e.label: e.at for e in dated.schedule.events}["32强抽签"] == datetime(
        2026, 5, 2, 10, 30
    )
    assert {e.label: e.at for e in dated.schedule.events}["报到"] == datetime(
        2026, 5, 1, 9, 30
    )  # before R1
    assert codes(dated) == []
    snapshot = json.loads(json.dumps(template.model_dump(mode="json")))
    assert Regulation.model_validate(snapshot) == template


def test_shift_timetable_accepts_an_aware_start():
    # 2026-12-12 12:00 UTC = 20:00 in Asia/Shanghai
    reg = shift_timetable(load_preset(JUNQI), datetime(2026, 12, 12, 12, 0, tzinfo=UTC))
    assert reg.schedule.slot(1).starts_at == datetime(2026, 12, 12, 20, 0)
    assert reg.schedule.round_start(2) == datetime(2026, 12, 13, 12, 0, tzinfo=UTC)


def test_round_one_setting_creates_the_slot_of_an_empty_timetable():
    reg = apply_setting(load_preset(ARENA), "第1轮", "2026-09-17 19:00")
    assert [(s.number, s.stage) for s in reg.schedule.rounds] == [(1, "bout")]
    reg = apply_setting(reg, "第2轮", "2026-09-18 19:00")
    assert reg.schedule.slot(2).label == "第2轮" and codes(reg) == []


def test_has_past_dates():
    reg = load_preset(JUNQI)
    # deadline 2023-10-06 12:00 UTC
    assert has_past_dates(reg, datetime(2023, 10, 6, 12, 1, tzinfo=UTC))
    assert not has_past_dates(reg, datetime(2023, 10, 6, 11, 59, tzinfo=UTC))


def test_timezone_setting_changes_the_aware_times():
    reg = apply_setting(load_preset(JUNQI), "时区", "UTC")
    assert reg.schedule.round_start(1) == datetime(2023, 10, 8, 20, 0, tzinfo=UTC)
    assert reg.signup.deadline_utc() == datetime(2023, 10, 6, 20, 0, tzinfo=UTC)


def test_group_tools_are_off_unless_asked_for():
    """群公告 and 比赛时禁言 need the bot to be a group admin: no preset turns them on."""
    reg = load_preset(JUNQI)
    assert reg.schedule.group_notice is False and reg.schedule.quiet_during_games is False
    with pytest.raises(SettingError) as refused:
        apply_setting(reg, "比赛时禁言", "也许")
    assert "应为 开 或 关" in str(refused.value) and "/设置 比赛时禁言 开" in str(refused.value)
