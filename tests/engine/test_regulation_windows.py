"""Issue 27: round windows, special awards with a count and an amount, lucky-place prizes and
a penalty that bans from later events, as regulation values (engine/regulation), with the
figures worked by hand. The sentences without a source are the usual forms; those of published
regulations are quoted with their source (abridged in tests/regulations_text/). The online
event's timetable, 道德风尚奖 and 幸运奖 are those of 2020年第二届“群英杯”网络象棋公开赛
(http://gdchess.com/bbs/dv_rss.asp?boardid=50&id=143977&page=33), tested in its own figures."""

from datetime import UTC, datetime
from fractions import Fraction

import pytest

from engine.prizes import lucky_prizes
from engine.regulation import (
    Regulation,
    RegulationError,
    load_preset,
    load_regulation,
    prize_money_total,
    shift_timetable,
)
from engine.regulation.loading import PRESETS_DIR
from engine.regulation.summary import summarize
from engine.regulation.toml_file import dumps

PRESET = (PRESETS_DIR / "round-robin.toml").read_text(encoding="utf-8")


def _with(**changes: object) -> Regulation:
    """The round-robin preset with parts of its JSON replaced (``schedule_rounds``: the rounds;
    ``prizes``: keys of [prizes]; ``penalties``: the catalogue), read as an organiser's file
    (a bad value: RegulationError with its key and line)."""
    data = load_preset("round-robin").model_dump(mode="json")
    if "schedule_rounds" in changes:
        data["schedule"]["rounds"] = changes["schedule_rounds"]
    if "prizes" in changes:
        data["prizes"] = {**data["prizes"], **changes["prizes"]}
    if "penalties" in changes:
        data["penalties"] = changes["penalties"]
    return load_regulation(dumps(data))


# ----------------------------------------------------------------------------- round windows

# An online event's timetable: 「第1轮 13:10–13:50，第2轮 14:00–14:40」. Published:
# 「2020年5月17日下午1:00开幕式」 「第一轮：1:10到1:50」 「第二轮：2:10到2:50」 (群英杯:
# 下午 1:10 is 13:10); sessions with their ends:
# 「上午场 级位丙组、社团新秀组、幼稚园组 09:00-12:00」 (107年臺北市士林区棋士盃象棋锦标赛简章,
# 繁体原文, http://www.ccpma.org/information/sltxqChiShiBei107.htm) and
# 「比赛时间：2015年2月1日9时至17时」 (七宝象棋月赛规程, in regulation_texts/collected)
ONLINE = [
    {
        "number": 1,
        "label": "第1轮",
        "starts_at": "2027-01-10T13:10:00",
        "ends_at": "2027-01-10T13:50:00",
    },
    {
        "number": 2,
        "label": "第2轮",
        "starts_at": "2027-01-10T14:00:00",
        "ends_at": "2027-01-10T14:40:00",
    },
]
# A league's round: 「3月18日至6月18日之间自行约定」 (the pair agrees a time in the window; usual
# form). Published: 「每轮比赛结束即编排下一轮对阵，每轮比赛时间最长为一周」 and
# 「积极和搭档对手协商比赛时间」 (清北人棋份联棋赛章程,
# https://bqfwx.com/syw/shiyongjingxuan/8z1qdz.html): a window of a week from the pairing,
# where the code's window has dates fixed in the regulation
WINDOW = [
    {
        "number": 1,
        "label": "第1轮",
        "window_opens": "2027-03-18T00:00:00",
        "ends_at": "2027-06-18T23:59:00",
    },
]


def test_a_round_with_its_own_end_in_utc_and_in_the_summary() -> None:
    reg = _with(schedule_rounds=ONLINE)
    # 13:50 in Shanghai (UTC+8) is 05:50 UTC
    assert reg.schedule.round_end(1) == datetime(2027, 1, 10, 5, 50, tzinfo=UTC)
    assert reg.schedule.window_opens(1) is None
    s = summarize(reg)
    assert s.data["round_starts"] == ["2027-01-10T13:10", "2027-01-10T14:00"]
    assert s.data["round_ends"] == ["2027-01-10T13:50", "2027-01-10T14:40"]
    assert s.data["round_opens"] == [None, None]
    assert "第1轮：2027-01-10 13:10–13:50" in s.text()
    assert "第2轮：2027-01-10 14:00–14:40" in s.text()


def test_a_date_window_has_no_start_and_shows_the_window() -> None:
    reg = _with(schedule_rounds=WINDOW)
    assert reg.schedule.round_start(1) is None  # round_starts stays: null for a windowed round
    # 2027-03-18 00:00 Shanghai = 2027-03-17 16:00 UTC; 06-18 23:59 = 06-18 15:59 UTC
    assert reg.schedule.window_opens(1) == datetime(2027, 3, 17, 16, 0, tzinfo=UTC)
    assert reg.schedule.round_end(1) == datetime(2027, 6, 18, 15, 59, tzinfo=UTC)
    s = summarize(reg)
    assert s.data["round_starts"] == [None]
    assert s.data["round_opens"] == ["2027-03-18T00:00"]
    assert s.data["round_ends"] == ["2027-06-18T23:59"]
    assert "第1轮：2027-03-18 00:00 至 2027-06-18 23:59 之间自行约定" in s.text()


def test_shifting_round_1_moves_the_ends_too() -> None:
    reg = _with(schedule_rounds=ONLINE)
    # round 1 moved from 01-10 13:10 to 01-17 13:10: every time +7 days, the 40 minutes kept
    moved = shift_timetable(reg, datetime(2027, 1, 17, 13, 10))
    assert summarize(moved).data["round_ends"] == ["2027-01-17T13:50", "2027-01-17T14:40"]


@pytest.mark.parametrize(
    ("slot", "words"),
    [
        # a window needs its end
        ({"window_opens": "2027-03-18T00:00:00"}, "写了 window_opens 就要写 ends_at"),
        # a window is instead of a start
        (
            {"window_opens": "2027-03-18T00:00:00", "starts_at": "2027-03-18T09:00:00",
             "ends_at": "2027-06-18T23:59:00"},
            "只能写一个",
        ),
        # an end before its start
        ({"starts_at": "2027-01-10T13:10:00", "ends_at": "2027-01-10T13:00:00"}, "不晚于开始"),
    ],
)  # fmt: skip
def test_bad_windows_are_refused_with_the_round(slot: dict, words: str) -> None:
    with pytest.raises(RegulationError) as caught:
        _with(schedule_rounds=[{"number": 1, "label": "第1轮", **slot}])
    assert "第1轮" in caught.value.message_cn() and words in caught.value.message_cn()


def test_a_bad_window_in_a_file_names_its_line() -> None:
    text = PRESET.replace(
        "starts_at = 2024-03-02T19:30:00                  "
        "# club: one round a week, Saturday evening",
        "window_opens = 2024-03-02T19:30:00",
    )
    with pytest.raises(RegulationError) as caught:
        load_regulation(text)
    (issue,) = caught.value.issues
    # the error is the round's table: [[schedule.rounds]] two lines above window_opens
    line = next(i for i, x in enumerate(text.splitlines(), 1) if x.startswith("window_opens"))
    assert issue.path.startswith("schedule.rounds") and "就要写 ends_at" in issue.expected
    assert issue.line is not None and line - 3 <= issue.line <= line


# ------------------------------------------------------------ special awards and lucky places

# 「设道德风尚奖3名，各奖励10元」; 「第18、28、38名各奖励50元（幸运奖）」: the forms of 群英杯's
# 「道德风尚奖2名各奖励15元」 and 「幸运奖：名次为18、28、38、48名各奖励15元」 (its own figures in
# test_the_qunying_cup_prizes); an award with a count and an item: 「另设优异奖八名……优异奖各可获颁
# 奖牌乙个」 (棋道盃第五届全港中国象棋比赛, http://hkcca.org.hk/event/2015-local/5thqitao)
AWARD = {"name": "道德风尚奖", "count": 3, "amount": 10}
LUCKY = {"places": [18, 28, 38], "amount": 50}
TABLE = [
    {"from_rank": 1, "to_rank": 1, "amount": 500},
    {"from_rank": 2, "to_rank": 8, "amount": 100},
]


def test_awards_and_lucky_places_count_in_the_total() -> None:
    reg = _with(prizes={"ranges": TABLE, "special_awards": [AWARD], "lucky_places": [LUCKY]})
    # 500 + 7 × 100 = 1,200 by place; 道德风尚奖 3 × 10 = 30; 幸运奖 3 × 50 = 150: 1,380
    assert prize_money_total(reg) == 1380
    s = summarize(reg)
    assert s.data["special_awards"] == [
        {"name": "道德风尚奖", "count": 3, "amount": "10", "item": None}
    ]
    assert s.data["lucky_places"] == [
        {"places": [18, 28, 38], "amount": "50", "name": "幸运奖", "division": None}
    ]
    assert "道德风尚奖：3 名，各 10 元，由组委评定" in s.text()
    assert "幸运奖：第18、28、38名 各 50 元" in s.text()


def test_the_qunying_cup_prizes() -> None:
    # 群英杯: 「第一名80元 第二名60元 第三名40元 第4—8名20元」,
    # 「幸运奖：名次为18、28、38、48名各奖励15元」, 「道德风尚奖2名各奖励15元」 (50 players at
    # most: 「限报50人」, so 48 can be reached).
    # By place 80 + 60 + 40 + 5 × 20 = 280; 幸运奖 4 × 15 = 60; 道德风尚奖 2 × 15 = 30: 370.
    ranges = [
        {"from_rank": 1, "to_rank": 1, "amount": 80},
        {"from_rank": 2, "to_rank": 2, "amount": 60},
        {"from_rank": 3, "to_rank": 3, "amount": 40},
        {"from_rank": 4, "to_rank": 8, "amount": 20},
    ]
    award = {"name": "道德风尚奖", "count": 2, "amount": 15}
    lucky = {"places": [18, 28, 38, 48], "amount": 15}
    reg = _with(prizes={"ranges": ranges, "special_awards": [award], "lucky_places": [lucky]})
    assert prize_money_total(reg) == 370
    text = summarize(reg).text()
    assert "道德风尚奖：2 名，各 15 元，由组委评定" in text
    assert "幸运奖：第18、28、38、48名 各 15 元" in text
    # 50 finish: 第18、28、38、48名 are seq 118, 128, 138, 148 (seq 100 + place)
    won = lucky_prizes([100 + place for place in range(1, 51)], [18, 28, 38, 48], 15, "幸运奖")
    assert [(p.rank, p.seq) for p in won] == [(18, 118), (28, 128), (38, 138), (48, 148)]
    assert sum(p.amount for p in won) == 60


def test_the_old_form_of_a_special_award_still_reads() -> None:
    reg = load_preset(
        "chuanyu-xiangqi-arena-2021"
    )  # 004 九(三) special_awards = ["体育道德风尚奖"]
    (award,) = reg.prizes.awards()
    assert (award.name, award.count, award.money) == ("体育道德风尚奖", None, 0)
    assert summarize(reg).data["special_awards"][0]["count"] is None


def test_lucky_prizes_by_final_place() -> None:
    ranked = [100 + place for place in range(1, 31)]  # 30 finish: seq 100 + place
    won = lucky_prizes(ranked, [38, 18, 28], 50, "幸运奖")
    # 第18名 = seq 118, 第28名 = seq 128; nobody finished 38th: nothing paid for it
    assert [(p.rank, p.seq, p.amount, p.item) for p in won] == [
        (18, 118, Fraction(50), "幸运奖"),
        (28, 128, Fraction(50), "幸运奖"),
    ]


@pytest.mark.parametrize(
    ("prizes", "words"),
    [
        (
            {"ranges": TABLE, "lucky_places": [{"places": [8], "amount": 50}]},
            "已在奖励表第2–8名之内",
        ),
        ({"lucky_places": [{"places": [18, 18], "amount": 50}]}, "第18名写了两次"),
        ({"lucky_places": [{"places": [0], "amount": 50}]}, "名次 0 不对"),
        ({"special_awards": [AWARD, "道德风尚奖"]}, "写了两次"),
        ({"special_awards": [{"name": "道德风尚奖", "count": 0}]}, "special_awards"),
        ({"lucky_places": [{"places": [18], "amount": 50, "division": "youth"}]}, "未在 divisions"),
    ],
)  # fmt: skip
def test_bad_prize_values_are_refused(prizes: dict, words: str) -> None:
    with pytest.raises(RegulationError) as caught:
        _with(prizes=prizes)
    assert words in caught.value.message_cn()


# ------------------------------------------------------------------ a ban from later events

# 「情节严重者，取消以后参赛资格」; published: 「发现软取消成绩并全范围通报，取消以后参加比赛资格」
# (群英杯: engine use found after round 7), and with a length below
BAN = {"key": "冒名顶替", "points": 0, "disqualify": True, "bans_future": True, "clause": "罚则"}


def test_a_penalty_that_bans_from_later_events_in_the_summary() -> None:
    reg = _with(penalties=[BAN, {**BAN, "key": "消极比赛", "ban_days": 365}])
    assert reg.penalty("冒名顶替").bans_future and reg.penalty("冒名顶替").ban_days is None
    text = summarize(reg).text()
    assert "罚则 冒名顶替：取消资格，取消以后参赛资格" in text
    assert "罚则 消极比赛：取消资格，取消以后参赛资格（禁赛 365 天）" in text


def test_a_one_year_ban_as_a_league_writes_it() -> None:
    # 「不能退赛，若中途退赛后，今后一年内不欢迎参加三校的网络比赛」 (清北人棋份联棋赛章程,
    # https://bqfwx.com/syw/shiyongjingxuan/8z1qdz.html): no points, no 取消资格 (he has left),
    # a ban of 一年 = 365 days
    quit_ = {
        "key": "中途退赛",
        "points": 0,
        "bans_future": True,
        "ban_days": 365,
        "clause": "纪律要求",
    }
    reg = _with(penalties=[quit_])
    assert (reg.penalty("中途退赛").disqualify, reg.penalty("中途退赛").ban_days) == (False, 365)
    assert "罚则 中途退赛：取消以后参赛资格（禁赛 365 天）" in summarize(reg).text()


def test_ban_days_without_the_ban_is_refused() -> None:
    with pytest.raises(RegulationError) as caught:
        _with(penalties=[{**BAN, "bans_future": False, "ban_days": 30}])
    assert "没有 bans_future = true" in caught.value.message_cn()


def test_a_seated_rounds_end_may_move_its_window_opening_may_not() -> None:
    from engine.regulation.revision import frozen_changes

    old = _with(schedule_rounds=WINDOW).model_dump(mode="json")
    later = _with(schedule_rounds=[{**WINDOW[0], "ends_at": "2027-06-30T23:59:00"}]).model_dump(
        mode="json"
    )
    # round 1 seated: more time to play the window (results due 06-30) is no change of what
    # the round was made of; moving its opening is
    assert frozen_changes(old, later, 1) == []
    moved = _with(
        schedule_rounds=[{**WINDOW[0], "window_opens": "2027-03-20T00:00:00"}]
    ).model_dump(mode="json")
    assert frozen_changes(old, moved, 1) == ["schedule.rounds[0].window_opens"]


# ------------------------------------------------------------------- /设置 第N轮 with an end


def test_setting_a_round_with_its_end_and_a_window() -> None:
    from engine.regulation import apply_setting

    reg = load_preset("round-robin")
    # 「第1轮 13:10–13:50」: round 1 at 13:10 (the timetable moves with it), its end 13:50
    timed = apply_setting(reg, "第1轮", "2027-01-10 13:10–13:50")
    data = summarize(timed).data
    assert data["round_starts"][0] == "2027-01-10T13:10"
    assert data["round_ends"][0] == "2027-01-10T13:50"
    # the preset's gap kept (round 1 03-02 19:30, round 2 03-09 19:30: 7 days): round 2 at
    # 01-10 13:10 + 7 days = 01-17 13:10, without an end
    assert data["round_starts"][1] == "2027-01-17T13:10" and data["round_ends"][1] is None
    # 「3月18日至6月18日之间自行约定」 for round 2: 00:00 of the first day to 23:59 of the last
    windowed = apply_setting(timed, "第2轮", "2027-03-18 至 2027-06-18")
    data = summarize(windowed).data
    assert data["round_starts"][1] is None
    assert data["round_opens"][1] == "2027-03-18T00:00"
    assert data["round_ends"][1] == "2027-06-18T23:59"
    assert data["round_starts"][0] == "2027-01-10T13:10"  # round 1 did not move
    # a plain start again replaces the window (its end 06-18 23:59 is after it: kept)
    again = apply_setting(windowed, "第2轮", "2027-03-20 19:30")
    data = summarize(again).data
    assert data["round_opens"][1] is None and data["round_starts"][1] == "2027-03-20T19:30"
    assert data["round_ends"][1] == "2027-06-18T23:59"


def test_a_session_written_as_the_shilin_cup_writes_it() -> None:
    from engine.regulation import apply_setting

    # 「上午场 ……09:00-12:00」 (士林区棋士盃, 繁体原文), with the ASCII hyphen of the page: round 1
    # from 09:00 to 12:00 on the day of the 上午场 (04/22 of 107年 = 2018-04-22)
    data = summarize(
        apply_setting(load_preset("round-robin"), "第1轮", "2018-04-22 09:00-12:00")
    ).data
    assert (data["round_starts"][0], data["round_ends"][0]) == (
        "2018-04-22T09:00",
        "2018-04-22T12:00",
    )


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("2027-01-10 13:50–13:10", "结束时刻应晚于开始"),
        ("2027-01-10 13:10–25:00", "不是存在的时刻"),
        ("2027-06-18 至 2027-03-18", "时间段的结束应晚于开始"),
        ("2027-03-18 至 明天", "第1轮"),
    ],
)
def test_bad_round_times_are_refused_with_the_right_form(value: str, words: str) -> None:
    from engine.regulation import SettingError, apply_setting

    with pytest.raises(SettingError) as caught:
        apply_setting(load_preset("round-robin"), "第1轮", value)
    assert words in str(caught.value) and "2027-03-18 至 2027-06-18" in str(caught.value)


def test_the_lint_names_a_round_ending_after_the_next_begins() -> None:
    from engine.regulation import lint

    # 第1轮 13:10–14:10 runs into 第2轮 14:00
    late = [{**ONLINE[0], "ends_at": "2027-01-10T14:10:00"}, ONLINE[1]]
    messages = [w.message for w in lint(_with(schedule_rounds=late))]
    assert "第1轮结束（2027-01-10 14:10）晚于第2轮开始（2027-01-10 14:00）。" in messages
    assert not [m for m in (w.message for w in lint(_with(schedule_rounds=ONLINE))) if "结束" in m]
    # a window opening before the previous round's start is out of order like a start
    early = [ONLINE[0], slot_window(2, "2027-01-09T00:00:00", "2027-01-20T23:59:00")]
    messages = [w.message for w in lint(_with(schedule_rounds=early))]
    assert "第2轮（2027-01-09 00:00）不晚于第1轮（2027-01-10 13:10）。" in messages


def slot_window(number: int, opens: str, ends: str) -> dict:
    return {"number": number, "label": f"第{number}轮", "window_opens": opens, "ends_at": ends}
