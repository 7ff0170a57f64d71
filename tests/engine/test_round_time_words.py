"""`/设置 第N轮` in the words regulations write a timed round and a date window with
(engine/regulation/round_times.py ``written_round_times``). The timetable is that of 2020年第二届
“群英杯”网络象棋公开赛 (tests/regulations_text/qunying_cup_online_xiangqi_2020.txt,
http://gdchess.com/bbs/dv_rss.asp?boardid=50&id=143977&page=33): 「2020年5月17日下午1:00开幕式
第一轮：1:10到1:50 …… 5月17日晚上 第5轮7:20到8:00」; the date window is 「3月18日至6月18日之间
自行约定」; the other separators (至 — ~) are those the same timetables are written with."""

import pytest

from engine.regulation import (
    Regulation,
    SettingError,
    apply_setting,
    load_preset,
    load_regulation,
    read_setting,
)
from engine.regulation.summary import summarize
from engine.regulation.toml_file import dumps


def _times(reg: Regulation, index: int) -> tuple[str | None, str | None]:
    data = summarize(reg).data
    return data["round_starts"][index], data["round_ends"][index]


def test_the_qunying_cup_timetable_in_its_own_words() -> None:
    reg = load_preset("round-robin")
    # 「2020年5月17日下午1:00开幕式 第一轮：1:10到1:50」: 下午 1:10 is 12 + 1 = 13:10, the end
    # 1:50 has no word of its own and keeps 下午: 13:50
    # the round named as the text names it, 第一轮 (round 1)
    reg = apply_setting(reg, "第一轮", "2020年5月17日下午1:10到1:50")
    assert _times(reg, 0) == ("2020-05-17T13:10", "2020-05-17T13:50")
    # 「第二轮：2:10到2:50」 on the same day, written with the month and day only: the year is
    # the tournament's (its timetable now opens in 2020): 14:10–14:50 on 2020-05-17
    reg = apply_setting(reg, "第二轮", "5月17日下午2:10到2:50")
    assert _times(reg, 1) == ("2020-05-17T14:10", "2020-05-17T14:50")
    # 「5月17日晚上 第5轮7:20到8:00」: 晚上 7:20 is 19:20, 8:00 keeps 晚上: 20:00
    reg = apply_setting(reg, "第5轮", "5月17日晚上7:20到8:00")
    assert _times(reg, 4) == ("2020-05-17T19:20", "2020-05-17T20:00")


def test_a_time_without_a_date_is_on_the_day_the_round_has() -> None:
    # the preset's round 3 is on 2024-03-16 (19:30); 「下午1:10到1:50」 written alone puts it
    # at 13:10–13:50 of that day
    reg = apply_setting(load_preset("round-robin"), "第3轮", "下午1:10到1:50")
    assert _times(reg, 2) == ("2024-03-16T13:10", "2024-03-16T13:50")


@pytest.mark.parametrize("value", ["13:10到13:50", "13:10至13:50", "13:10—13:50", "13:10~13:50"])
def test_the_separators_of_a_timed_round(value: str) -> None:
    # each is the round from 13:10 to 13:50 on 2027-01-10
    reg = apply_setting(load_preset("round-robin"), "第1轮", f"2027-01-10 {value}")
    assert _times(reg, 0) == ("2027-01-10T13:10", "2027-01-10T13:50")


def test_a_date_window_written_with_month_and_day() -> None:
    reg = apply_setting(load_preset("round-robin"), "第1轮", "2027-01-10 13:10")
    # 「3月18日至6月18日」 for round 2: the tournament's year is 2027 (round 1 on 2027-01-10);
    # 00:00 of 03-18 to 23:59 of 06-18
    reg = apply_setting(reg, "第2轮", "3月18日至6月18日")
    data = summarize(reg).data
    assert data["round_starts"][1] is None
    assert data["round_opens"][1] == "2027-03-18T00:00"
    assert data["round_ends"][1] == "2027-06-18T23:59"
    # 上午 12 is midnight: 「上午12:30」 is 00:30; 中午12:30 stays 12:30
    reg = apply_setting(reg, "第3轮", "2027年6月20日上午12:30到中午12:30")
    assert _times(reg, 2) == ("2027-06-20T00:30", "2027-06-20T12:30")


def _undated() -> Regulation:
    data = load_preset("round-robin").model_dump(mode="json")
    for slot in data["schedule"]["rounds"]:
        slot["starts_at"] = None
    data["signup"]["deadline"] = None
    data["schedule"]["events"] = []
    return load_regulation(dumps(data))


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("3月18日至6月18日", "无法知道年份"),  # no date anywhere: no year to read 3月18日 in
        ("下午1:10到1:50", "本轮还没有日期"),  # round 1 has no day to put the times on
        ("2027-01-10 下午1:50到1:10", "结束时刻应晚于开始"),  # 13:50 to 13:10
    ],
)
def test_bad_round_words_are_refused_with_the_right_form(value: str, words: str) -> None:
    reg = _undated()
    with pytest.raises(SettingError) as caught:
        apply_setting(reg, "第1轮", value)
    reply = str(caught.value)
    assert words in reply and "3月18日至6月18日" in reply and "下午1:10到1:50" in reply
    # nothing changed: the round is still undated
    assert summarize(reg).data["round_starts"][0] is None


@pytest.mark.parametrize(("item", "number"), [("第十轮", 10), ("第十二轮", 12), ("第两轮", 2)])
def test_a_round_named_in_chinese_numerals(item: str, number: int) -> None:
    # 十 = 10, 十二 = 12, 两 = 2
    assert read_setting(item, "2027-01-10 13:10").round == number


def test_a_round_named_by_no_numeral_is_refused() -> None:
    with pytest.raises(SettingError) as caught:
        apply_setting(load_preset("round-robin"), "第一百轮", "2027-01-10 13:10")
    assert "本赛制只有第1–7轮" in str(caught.value)  # the preset plays 7 rounds
