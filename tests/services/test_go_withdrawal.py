"""Seed 002's late withdrawal with the preset's own dates (报名(二)3), on SQLite and PostgreSQL.

「一经报名，因个人原因退赛的，需在比赛开始前1天申请退赛，没有提前申请自行退赛的选手，暂停参赛资格
一年。」 The preset's rounds carry no time (六、竞赛日期 gives dates only); the competition starts
at the first date's check-in, 报名(四) 2023年12月16日早上07:30. One day before is 2023-12-15
07:30: a withdrawal 20 hours before the start (12-15 11:30) is late, 25 hours before (12-15
06:30) is not. The suspension is one year, 365 days in the preset: 2023-12-15 11:30 + 365 days
= 2024-12-14 11:30 (2024 has 29 February, so a calendar year would be 12-15).
"""

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from engine.numbers import Ident
from engine.regulation import read_setting
from models import db
from models.tables import AuditLog, Ban, Entry
from services import audit, signup, tournaments
from services.common import Actor, Refusal
from services.review import Decision, ReviewArgs
from tests.services.test_signup_concurrency import GROUP, ORGANISER, EveryoneIsAMember

GO = "shenzhen-go-2023"
CUP = "2023年第一届“深圳杯”业余围棋公开赛"
LATE, EARLY = "11112222", "22223333"


def at(local: str) -> datetime:
    """A Beijing time (UTC+8) as aware UTC."""
    return datetime.fromisoformat(local).replace(tzinfo=UTC) - timedelta(hours=8)


SIGNUP = at("2023-12-01 12:00")  # before the deadline 12-10 and every preset date
START = at("2023-12-16 07:30")  # 报到
FORM = "报名 {name} {qq} 出生 1990-01-01 段位 3段"


def player(qq: str) -> Actor:
    return Actor(user_id=qq, group_id=GROUP)


async def sign_up(qq: str, name: str, now: datetime) -> str:
    result = await signup.sign_up(
        player(qq), FORM.format(name=name, qq=qq), EveryoneIsAMember(), now
    )
    return result.outcome.text


async def bans() -> list[Ban]:
    async with db.session() as s:
        return list((await s.execute(select(Ban).order_by(Ban.id))).scalars())


@pytest.fixture
async def cup(clean_db):
    """The 002 preset as published, created before its dates: 张三 (seq 1) and 李四 (seq 2)
    signed up and approved (报名 needs the documents checked: 审核)."""
    created = await tournaments.create_tournament(ORGANISER, GO, None, SIGNUP)
    assert "报名截止：2023-12-10 23:59" in created.text  # the preset's dates were kept
    for qq, name in ((LATE, "张三"), (EARLY, "李四")):
        assert "等待组委审核" in await sign_up(qq, name, SIGNUP)
    await signup.review(ORGANISER, ReviewArgs(None, Decision.APPROVE), SIGNUP)


async def test_withdrawal_20_hours_before_the_check_in_is_banned_for_a_year(cup):
    now = START - timedelta(hours=20)  # 2023-12-15 11:30, after the limit 12-15 07:30
    assert now == at("2023-12-15 11:30")
    reply = (await signup.withdraw(player(LATE), now)).text
    assert reply.splitlines() == [
        "序号 1 张三 已退赛。",
        "退赛时间晚于规程规定（开赛前 1 天；开赛按报到时间 2023-12-16 07:30 计），记为逾期退赛。",
        "按规程禁赛至 2024-12-14 11:30，期间不能报名其他赛事。",
    ]
    [ban] = await bans()
    assert (ban.user_id, ban.until.replace(tzinfo=UTC)) == (LATE, at("2024-12-14 11:30"))
    assert ban.reason == f"赛事「{CUP}」逾期退赛"
    # /撤销 of the organiser takes the withdrawal back, ban and all
    async with db.session() as s:
        record = (
            (
                await s.execute(
                    select(AuditLog.id).where(AuditLog.actor == LATE).order_by(AuditLog.id)
                )
            )
            .scalars()
            .all()[-1]
        )
    await audit.undo_last(ORGANISER, now, Ident(record, str(record)))
    assert await bans() == []
    async with db.session() as s:
        entry = (await s.execute(select(Entry).where(Entry.user_id == LATE))).scalar_one()
    assert (entry.status, entry.fields.get("late_withdrawal")) == ("active", None)


async def test_withdrawal_25_hours_before_is_on_time(cup):
    now = START - timedelta(hours=25)  # 2023-12-15 06:30, before the limit 12-15 07:30
    assert (await signup.withdraw(player(EARLY), now)).text == "序号 2 李四 已退赛。"
    assert await bans() == []


async def test_the_ban_refuses_the_next_tournament_of_the_group_within_the_year(cup):
    await signup.withdraw(player(LATE), START - timedelta(hours=20))
    await signup.withdraw(player(EARLY), START - timedelta(hours=25))
    # a year later the group runs the cup again from the same preset, now a template
    now = at("2024-12-01 12:00")
    await tournaments.create_tournament(ORGANISER, GO, "第二届深圳杯", now)
    for item, value in (("第1轮", "2025-01-11 09:00"), ("报名截止", "2025-01-05 20:00")):
        await tournaments.set_value(ORGANISER, read_setting(item, value), now)
    await signup.set_open(ORGANISER, True, now)
    with pytest.raises(Refusal) as refused:
        await sign_up(LATE, "张三", at("2024-12-14 11:29"))  # a minute before the ban ends
    assert str(refused.value) == (
        f"你的账号处于禁赛期至 2024-12-14 11:30，原因：赛事「{CUP}」逾期退赛。如有疑问请联系组委。"
    )
    assert "报名序号 1" in await sign_up(EARLY, "李四", now)  # withdrew on time: welcome
    assert "报名序号 2" in await sign_up(LATE, "张三", at("2024-12-14 11:30"))  # ban over
