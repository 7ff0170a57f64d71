"""/设置 in two steps: ``read_setting`` reads the item and value typed in chat (no regulation
needed), ``change_setting`` applies what was read to a regulation, refusing in the order the
one-step ``apply_setting`` always did."""

from datetime import datetime

import pytest

from engine.regulation import (
    Capacity,
    Setting,
    SettingError,
    apply_setting,
    change_setting,
    load_preset,
    read_setting,
)

JUNQI, GO = "xiaomanyao-junqi-2023", "shenzhen-go-2023"


def refusal(preset: str, setting: Setting) -> str:
    with pytest.raises(SettingError) as refused:
        change_setting(load_preset(preset), setting)
    return str(refused.value)


def test_what_is_read_is_what_is_applied():
    # 002 八: the youth division's pool holds 256, the two open divisions' pool 256
    reg = change_setting(
        load_preset(GO), Setting("人数上限", "青少年组 128", "人数上限", Capacity(128, "青少年组"))
    )
    assert [p.limit for p in reg.capacity_pools] == [128, 256]
    when = read_setting("第2轮", "2026-12-13 21:00")
    assert when.value == datetime(2026, 12, 13, 21, 0) and when.round == 2
    assert change_setting(load_preset(JUNQI), when).schedule.slot(2).starts_at == when.value
    # the one-step form is the two steps
    assert apply_setting(load_preset(JUNQI), "第2轮", "2026-12-13 21:00") == change_setting(
        load_preset(JUNQI), when
    )


def test_an_unknown_item_is_refused_when_applied():
    assert read_setting("颜色", "红") == Setting("颜色", "红", None)
    assert "没有可设置的项「颜色」" in refusal(JUNQI, read_setting("颜色", "红"))


def test_a_round_beyond_the_format_comes_before_its_date():
    # 000 plays 6 rounds (4 qualifying, a final of 2): round 7 does not exist, whatever its date
    assert "本赛制只有第1–6轮" in refusal(JUNQI, read_setting("第7轮", "下周六"))
    assert "不是日期时间" in refusal(JUNQI, read_setting("第6轮", "下周六"))


def test_a_division_limit_names_the_division_first():
    # a regulation with pools: an unknown division first, then the number
    assert "没有组别「少年组」" in refusal(GO, read_setting("人数上限", "少年组 x"))
    assert "人数应为 1 到 100000 的正整数" in refusal(GO, read_setting("人数上限", "青少年组 x"))
    # without pools (000), `<组别> <人数>` is no number of people at all
    assert "人数应为 1 到 100000 的正整数" in refusal(
        JUNQI, read_setting("人数上限", "青少年组 128")
    )
