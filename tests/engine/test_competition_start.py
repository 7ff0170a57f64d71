"""Where 「比赛开始前1天申请退赛」 (002 报名(二)3) is measured from, and the lint when it cannot be.

002 gives dates only for the games (六、竞赛日期：2023年12月16日至12月17日) and a check-in
time (报名(四) 报到时间：2023年12月16日早上07:30), so its rounds carry no time: the competition
starts at the first date's check-in, 2023-12-16 07:30 Asia/Shanghai = 2023-12-15 23:30 UTC.
"""

from datetime import UTC, datetime

from engine.regulation import (
    Regulation,
    apply_setting,
    competition_start,
    lint,
    load_preset,
    without_dates,
)

GO = load_preset("shenzhen-go-2023")
NO_START = "逾期退赛禁赛无法生效：第1轮没有时间"


def edited(reg: Regulation, change) -> Regulation:
    data = reg.model_dump(mode="json")
    change(data)
    return Regulation.model_validate(data)


def messages(reg: Regulation) -> list[str]:
    return [w.message for w in lint(reg)]


def test_002_starts_at_the_first_dates_check_in():
    assert [slot.starts_at for slot in GO.schedule.rounds] == [None] * 8  # dates only
    start = competition_start(GO)
    # 12-16 07:30 in UTC+8 = 12-15 23:30 UTC
    assert start == (datetime(2023, 12, 15, 23, 30, tzinfo=UTC), "报到时间")


def test_without_a_check_in_the_first_date_counts_from_midnight():
    # no 报到 event: 2023-12-16 00:00 UTC+8 = 2023-12-15 16:00 UTC
    reg = edited(GO, lambda d: d["schedule"].update(events=[]))
    assert competition_start(reg) == (datetime(2023, 12, 15, 16, 0, tzinfo=UTC), "首个比赛日")
    # a check-in dated on another day than the first competition date is not that day's
    reg = edited(
        GO, lambda d: d["schedule"].update(events=[{"label": "报到", "at": "2023-12-17T07:30:00"}])
    )
    assert competition_start(reg).source == "首个比赛日"


def test_round_ones_time_comes_first():
    reg = apply_setting(GO, "第1轮", "2023-12-16 09:00")
    # 09:00 UTC+8 = 01:00 UTC, the organisers' round 1 rather than the 07:30 check-in
    assert competition_start(reg) == (datetime(2023, 12, 16, 1, 0, tzinfo=UTC), "第1轮开始")


def test_lint_says_when_the_ban_cannot_fire():
    # the preset as published: dates announced, no warning
    assert NO_START not in messages(GO)
    # a template (a preset whose dates have passed): no round time, no announced date
    template = without_dates(GO)
    assert competition_start(template) is None
    [warning] = [w for w in lint(template) if w.code == "withdrawal_start"]
    assert warning.message == NO_START
    assert warning.clause == "002 报名(二)3"
    # the organisers set round 1: the ban can fire again
    assert NO_START not in messages(apply_setting(template, "第1轮", "2026-12-12 20:00"))
    # only an announced date, no round time and no check-in: no warning either
    dated = edited(
        template,
        lambda d: d["announced"].update(
            event_dates=GO.announced.event_dates.model_dump(mode="json")
        ),
    )
    assert NO_START not in messages(dated)
    # no late-withdrawal rule at all: nothing to warn about
    free = edited(template, lambda d: d["signup"].update(late_withdrawal_ban_days=None))
    assert NO_START not in messages(free)
