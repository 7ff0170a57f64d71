"""Divisions by gender and rating, the certificate a regulation requires, and a division's
minimum of entries applied at /截止报名 (services/signup_checks.py, services/division_minimum.py),
on a club round robin given these divisions.

The regulation's words (the usual forms; the published sentences nearest to them, with their
sources, are in tests/engine/test_divisions.py):
「本次比赛设公开组、女子组和新手组：女子组限女棋手；新手组限等级分1399分（含）以下。」
「女子组报名不足3人时并入公开组；新手组报名不足2人则取消该组比赛。」
"""

import pytest
from sqlalchemy import select

from engine.regulation import Regulation
from models import db
from models.tables import Entry, Tournament
from services import audit, signup
from services.common import Actor, Refusal
from tests.services.test_signup_concurrency import (
    GROUP,
    NOW,
    ORGANISER,
    EveryoneIsAMember,
    open_tournament,
)

DIVISIONS = [
    {"key": "open", "name": "公开组"},
    {"key": "women", "name": "女子组", "gender": "女", "min_entries": 3, "merge_into": "open"},
    {"key": "novice", "name": "新手组", "rating_to": 1399, "min_entries": 2},
]


async def club(divisions: list[dict] = DIVISIONS, **signup_values: object) -> int:
    """The round-robin preset open for sign-up in GROUP, with ``divisions`` and sign-up values."""
    tid = await open_tournament("round-robin")
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        data = dict(t.regulation)
        data["divisions"] = divisions
        data["signup"] = {**data["signup"], **signup_values}
        t.regulation = Regulation.model_validate(data).model_dump(mode="json")
        await s.commit()
    return tid


async def sign(qq: int, fields: str) -> str:
    actor = Actor(user_id=str(qq), group_id=GROUP)
    result = await signup.sign_up(actor, f"报名 棋手{qq} {qq} {fields}", EveryoneIsAMember(), NOW)
    return result.outcome.text


async def refused(qq: int, fields: str) -> str:
    with pytest.raises(Refusal) as e:
        await sign(qq, fields)
    return str(e.value)


async def entries(tid: int) -> dict[int, tuple[str, str | None]]:
    async with db.session() as s:
        rows = (await s.execute(select(Entry).where(Entry.tournament_id == tid))).scalars()
        return {int(e.user_id): (e.status, e.division) for e in rows}


async def test_a_man_into_the_womens_division_is_refused_and_nothing_written(clean_db):
    tid = await club()
    reply = await refused(10001001, "性别 男 等级分 1800 组别 女子组")
    assert reply == "女子组只限女棋手报名（你的性别：男），可以报：组别 公开组"
    assert await entries(tid) == {}


async def test_the_fields_the_divisions_need_are_asked_for(clean_db):
    await club()
    reply = await refused(10001001, "组别 公开组")
    assert reply.startswith("还缺：性别（如 性别 女）、等级分（如 等级分 1850）")


async def test_gender_and_rating_place_the_player(clean_db):
    tid = await club()
    # a woman rated 1700: 公开组 and 女子组 fit (新手组 is ≤ 1399): the bounded 女子组
    await sign(10001001, "性别 女 等级分 1700")
    # a man rated 1399, the band's own bound: 公开组 and 新手组 fit: 新手组
    await sign(10001002, "性别 男 等级分 1399")
    # 1400 is outside 新手组: 公开组 alone
    await sign(10001003, "性别 男 等级分 1400")
    assert await entries(tid) == {
        10001001: ("active", "women"),
        10001002: ("active", "novice"),
        10001003: ("active", "open"),
    }


async def test_a_required_certificate_refuses_a_sign_up_without_one(clean_db):
    # 「参赛棋手须持有中国围棋协会颁发的业余段位证书」
    tid = await club([], certificate_required=True)
    assert (await refused(10001001, "")).startswith("还缺：段位证书（如 证书 有）")
    assert await refused(10001001, "证书 无") == (
        "本赛事须持有段位证书才能报名（报名写 证书 有）；"
        "没有证书的棋手不能报名，如有疑问请联系组委。"
    )
    assert "报名序号 1" in await sign(10001001, "证书 有")
    assert (await entries(tid))[10001001][0] == "active"


async def test_close_merges_the_short_womens_division_and_cancels_the_novices(clean_db):
    tid = await club()
    # 公开组 2 (A, B), 女子组 2 (C, D), 新手组 1 (E). At the close: 女子组 2 < 3 merges into
    # 公开组 (2 + 2 = 4, no minimum); 新手组 1 < 2 is cancelled: E withdrawn; 4 players stay.
    for qq, fields in (
        (10001001, "性别 男 等级分 1800"),
        (10001002, "性别 男 等级分 1900"),
        (10001003, "性别 女 等级分 1700"),
        (10001004, "性别 女 等级分 1600"),
        (10001005, "性别 男 等级分 1200"),
    ):
        await sign(qq, fields)
    before = await entries(tid)
    closed = await signup.set_open(ORGANISER, False, NOW)
    assert closed.text.splitlines()[1:] == [
        "女子组报名 2 人，不足规程规定的 3 人，并入公开组：棋手10001003（序号 3）、"
        "棋手10001004（序号 4）。",
        "新手组报名 1 人，不足规程规定的 2 人，该组取消：棋手10001005（序号 5），已撤销报名。",
    ]
    assert "正式 4 人" in closed.text.splitlines()[0]
    assert [(n.kind, n.target) for n in closed.notices] == [
        ("private", "10001003"),
        ("private", "10001004"),
        ("private", "10001005"),
    ]
    assert (
        "新手组报名 1 人，不足规程规定的 2 人，按规程取消该组比赛：你的报名（序号 5）已撤销"
        in closed.notices[2].text
    )
    assert "按规程并入公开组：你（序号 3）改在公开组比赛" in closed.notices[0].text
    assert await entries(tid) == {
        10001001: ("active", "open"),
        10001002: ("active", "open"),
        10001003: ("active", "open"),
        10001004: ("active", "open"),
        10001005: ("withdrawn", "novice"),
    }
    # /撤销 takes the close back, merge and cancellation with it
    await audit.undo_last(ORGANISER, NOW)
    assert await entries(tid) == before


async def test_close_in_private_announces_in_the_group(clean_db):
    tid = await club()
    await sign(10001005, "性别 男 等级分 1200")  # 新手组 alone: cancelled at the close
    private = Actor(user_id=ORGANISER.user_id, superuser=True, tournament_id=tid)
    closed = await signup.set_open(private, False, NOW)
    group = [n for n in closed.notices if n.kind == "group"]
    assert [n.target for n in group] == [GROUP]
    assert "新手组报名 1 人，不足规程规定的 2 人，该组取消" in group[0].text


async def test_a_full_division_is_left_alone(clean_db):
    tid = await club()
    for qq in (10001003, 10001004, 10001006):  # 女子组 3 = its minimum: it plays
        await sign(qq, "性别 女 等级分 1700")
    closed = await signup.set_open(ORGANISER, False, NOW)
    # 女子组 stays; the empty 新手组 (0 < 2) is cancelled with nobody to tell
    assert closed.text.splitlines()[1:] == ["新手组报名 0 人，不足规程规定的 2 人，该组取消。"]
    assert closed.notices == []
    assert {d for _, d in (await entries(tid)).values()} == {"women"}


async def test_a_cancelled_place_goes_to_the_first_waiting_player(clean_db):
    # 人数上限 3: A (公开组), E (新手组), B (公开组) take the places, F (公开组) waits. At the
    # close 新手组 1 < 2 is cancelled: E's place is freed and goes to F, the first waiting.
    tid = await club(capacity=3)
    for qq, fields in (
        (10001001, "性别 男 等级分 1800"),
        (10001005, "性别 男 等级分 1200"),
        (10001002, "性别 男 等级分 1900"),
        (10001006, "性别 男 等级分 2000"),
    ):
        await sign(qq, fields)
    assert (await entries(tid))[10001006] == ("waiting", "open")
    closed = await signup.set_open(ORGANISER, False, NOW)
    assert closed.text.splitlines()[1:] == [
        "女子组报名 0 人，不足规程规定的 3 人，并入公开组。",
        "新手组报名 1 人，不足规程规定的 2 人，该组取消：棋手10001005（序号 2），已撤销报名。",
        "候补 序号 4 棋手10001006 递补为正式选手。",
    ]
    assert "正式 3 人" in closed.text.splitlines()[0]
    assert [(n.kind, n.target) for n in closed.notices] == [
        ("private", "10001005"),
        ("private", "10001006"),
    ]
    assert (await entries(tid))[10001006] == ("active", "open")


async def test_the_deadline_applies_the_minimum_as_the_close_does(clean_db):
    """Sign-up ending by its deadline alone (the timer's close at 2026-12-10 20:00) merges and
    cancels as /截止报名 does: 女子组 1 < 3 joins 公开组, 新手组 1 < 2 is cancelled; the group
    reads it in the close's post and each player moved or withdrawn is told privately."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from models.tables import Outbox
    from services import schedule, timetable

    tid = await club()
    for qq, fields in (
        (10001001, "性别 男 等级分 1800"),
        (10001003, "性别 女 等级分 1700"),
        (10001005, "性别 男 等级分 1200"),
    ):
        await sign(qq, fields)
    deadline = datetime(2026, 12, 10, 20, 0, tzinfo=ZoneInfo("Asia/Shanghai"))
    posted = []
    for row in await schedule.pending(until=deadline):
        fired = await timetable.fire(row.id, deadline)
        posted += [n.text for n in fired.notices if n.kind == "group"] if fired else []
    close = next(text for text in posted if "报名已截止" in text)
    assert "女子组报名 1 人，不足规程规定的 3 人，并入公开组：棋手10001003（序号 2）。" in close
    assert "新手组报名 1 人，不足规程规定的 2 人，该组取消：棋手10001005（序号 3）" in close
    assert await entries(tid) == {
        10001001: ("active", "open"),
        10001003: ("active", "open"),
        10001005: ("withdrawn", "novice"),
    }
    async with db.session() as s:
        told = {
            o.chat
            for o in (await s.execute(select(Outbox))).scalars()
            if o.chat.startswith("private:")
        }
    assert told == {"private:10001003", "private:10001005"}


# 「比赛分组 1、吃子组（今年上半年就读幼儿园者） 2、级位组（未获得段位证书者）」 (华西少儿围棋赛
# 竞赛规程, https://chencongying.com/post/396.html, tests/engine/regulation_texts/collected/
# go_kids_7_rounds.txt): the 级位组 is closed to certificate holders
KIDS = [
    {"key": "capture", "name": "吃子组"},
    {"key": "kyu", "name": "级位组", "without_certificate": True},
]


async def test_a_division_without_certificate_holders_refuses_a_holder(clean_db):
    tid = await club(KIDS)
    # the division asks every sign-up for 证书 (有 or 无)
    assert (await refused(10001001, "")).startswith("还缺：段位证书（如 证书 有）")
    # a holder asking for 级位组 is refused and shown the division he may enter; nothing written
    assert await refused(10001001, "证书 有 组别 级位组") == (
        "级位组只限未获得段位证书者（你写了 证书 有；没有证书请写 证书 无），可以报：组别 吃子组"
    )
    assert await entries(tid) == {}
    # a holder without a division named: 吃子组 is the only one he fits
    await sign(10001001, "证书 有")
    # a player without one fits both: the bounded 级位组 is his without asking
    await sign(10001002, "证书 无")
    assert await entries(tid) == {
        10001001: ("active", "capture"),
        10001002: ("active", "kyu"),
    }
