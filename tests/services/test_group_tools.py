"""Group announcements and the whole-group ban as the services ask for them (the chat layer
performs them; tests/e2e/test_group_tools_e2e.py covers that side), on a test clock.

Seed 000 dated by chat: round 1 on 2026-12-12 20:00, cutoff 23:30 (000 §八.11).
"""

import pytest

from engine.regulation import read_setting
from services import closing, play
from services.common import ANNOUNCE, MUTE, UNMUTE, Notice
from services.tournaments import create_tournament, set_value
from tests.services.test_schedule import CREATED, ORGANISER, advance, at, junqi_000


@pytest.fixture(autouse=True)
def _db(clean_db):
    return clean_db


def actions(notices: list[Notice]) -> list[tuple[str, str]]:
    """(kind, first line) of the group actions among `notices`, in order."""
    return [(n.kind, n.text.split("\n")[0]) for n in notices if n.kind in (ANNOUNCE, MUTE, UNMUTE)]


async def test_the_timetable_goes_up_once_it_has_dates_and_again_when_they_change():
    await create_tournament(ORGANISER, "xiaomanyao-junqi-2023", "小蛮腰杯", CREATED)
    # the preset's 2023 dates are a template (draft): nothing to announce yet
    out = await set_value(ORGANISER, read_setting("群公告", "开"), CREATED)
    assert out.notices == [] and "赛程还没有定下日期" in out.text
    out = await set_value(ORGANISER, read_setting("第1轮", "2026-12-12 20:00"), CREATED)
    (notice,) = out.notices
    assert notice.kind == ANNOUNCE and notice.target == "20001"
    # 000 §三: the later rounds keep their gaps after round 1 (round 2 the next evening)
    assert "「小蛮腰杯」赛程" in notice.text and "第一轮：2026-12-12 20:00" in notice.text
    assert "第二轮：2026-12-13 20:00" in notice.text and "每轮截止时间：23:30" in notice.text
    out = await set_value(ORGANISER, read_setting("报名截止", "2026-12-10 20:00"), CREATED)
    assert actions(out.notices) == [(ANNOUNCE, "「小蛮腰杯」赛程（Asia/Shanghai）")]
    assert "报名截止：2026-12-10 20:00" in out.notices[0].text
    out = await set_value(ORGANISER, read_setting("迟到", "20"), CREATED)  # not on the timetable
    assert out.notices == []
    out = await set_value(ORGANISER, read_setting("群公告", "关"), CREATED)
    assert out.notices == []
    assert (
        await set_value(ORGANISER, read_setting("第1轮", "2026-12-13 20:00"), CREATED)
    ).notices == []


async def test_a_round_is_quiet_from_its_start_to_its_cutoff():
    await junqi_000()
    out = await set_value(ORGANISER, read_setting("比赛时禁言", "开"), CREATED)
    assert "群管理员可照常发言" in out.text and out.notices == []  # no round is on
    await set_value(ORGANISER, read_setting("群公告", "开"), CREATED)
    # 12-12 20:00: the timer seats round 1: its start is announced and the group muted
    started = await advance(at("2026-12-12 20:00"))
    assert actions(started) == [
        (
            ANNOUNCE,
            "「广东家族2023年“小蛮腰杯”四暗友谊赛」第一轮现在开赛，赛场：四暗三通7房。"
            "对阵请在群里发 /对阵 查看；结果由先手一方 /报分。",
        ),
        (MUTE, ""),
    ]
    # 23:30, the cutoff: unmuted (000 §八.11: unfinished games are drawn then)
    assert actions(await advance(at("2026-12-12 23:30"))) == [(UNMUTE, "")]
    # /结束本轮 lifts it too (a round without a cutoff ends its quiet there)
    closed = await closing.close_round(ORGANISER, at("2026-12-12 23:40"), confirm=True)
    assert actions(closed.notices) == [(UNMUTE, "")]


async def test_seated_by_hand_at_the_start_and_switched_off_while_on():
    await junqi_000()
    await set_value(ORGANISER, read_setting("比赛时禁言", "开"), CREATED)
    early = await play.seat_next_round(ORGANISER, at("2026-12-12 19:00"))
    assert actions(early.notices) == []  # seated before the start: the start row mutes at 20:00
    assert actions(await advance(at("2026-12-12 20:00"))) == [(MUTE, "")]
    out = await set_value(ORGANISER, read_setting("比赛时禁言", "关"), at("2026-12-12 20:30"))
    assert actions(out.notices) == [(UNMUTE, "")] and "正在禁言的已解除" in out.text
    assert actions(await advance(at("2026-12-12 23:30"))) == []  # off: the cutoff lifts nothing


async def test_the_cutoff_lifts_the_ban_even_when_the_round_is_no_longer_open():
    await junqi_000()
    await set_value(ORGANISER, read_setting("比赛时禁言", "开"), CREATED)
    seated = await play.seat_next_round(
        ORGANISER, at("2026-12-12 20:01")
    )  # by hand, after the start
    assert actions(seated.notices) == [(MUTE, "")]
    closed = await closing.close_round(ORGANISER, at("2026-12-12 21:00"), confirm=True)
    assert actions(closed.notices) == [(UNMUTE, "")]
    # the cutoff row finds no open round (closed, or its seating undone): it lifts the ban anyway
    assert actions(await advance(at("2026-12-12 23:30"))) == [(UNMUTE, "")]
