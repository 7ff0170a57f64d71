"""Issue 27: a penalty that bans from later events (取消以后参赛资格), services/ledger.py.

The words, as Chinese regulations usually write them (published with a length: 「若中途退赛后，
今后一年内不欢迎参加三校的网络比赛」, 清北人棋份联棋赛章程,
https://bqfwx.com/syw/shiyongjingxuan/8z1qdz.html, read in tests/engine/test_regulation_windows.py):
「对冒名顶替者，取消其比赛成绩，并取消以后参赛资格」 — the catalogue entry 冒名顶替 disqualifies
(disqualify) and bans without an end (bans_future); a second entry 消极比赛 bans for 365 days
(ban_days). The ban outlives the tournament like seed 002's late-withdrawal ban: a later tournament
of the group refuses the account's sign-up; `/撤销` of the penalty takes the ban back with it.

Field: the round-robin preset, four players 1..4, round 1 seated at 2026-12-12 19:30.
"""

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import select, update

from engine.regulation import read_setting
from engine.vocabulary import EntryStatus, LedgerKind
from models import db
from models.tables import Ban, Entry, Tournament
from services import audit, bans, ledger, play, signup, tournaments
from services.common import Actor, PlayerRef, Refusal

SHANGHAI = ZoneInfo("Asia/Shanghai")
GROUP = "20028"
ORG = Actor("10001", GROUP, superuser=True)
QQ = {seq: str(2_800_000 + seq) for seq in range(1, 5)}
CUP = "俱乐部象棋循环赛"
PENALTIES = [
    {"key": "冒名顶替", "points": 0, "disqualify": True, "bans_future": True, "clause": "罚则"},
    {"key": "消极比赛", "points": 0, "bans_future": True, "ban_days": 365, "clause": "罚则"},
]


def at(local_time: str) -> datetime:
    """A Beijing time as aware UTC (as the chat layer's clock gives it)."""
    return datetime.strptime(local_time, "%Y-%m-%d %H:%M").replace(tzinfo=SHANGHAI).astimezone(UTC)


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def sign_up(seq: int, now: datetime) -> str:
    done = await signup.sign_up(Actor(QQ[seq], GROUP), f"报名 棋手{seq} {QQ[seq]}", Everyone(), now)
    assert done is not None
    return done.outcome.text


async def open_cup(name: str | None, first_round: str, deadline: str, now: datetime) -> None:
    await tournaments.create_tournament(ORG, "round-robin", name, now)
    for item, value in (("审核", "关"), ("报名截止", deadline), ("第1轮", first_round)):
        await tournaments.set_value(ORG, read_setting(item, value), now)
    await signup.set_open(ORG, True, now)


@pytest.fixture
async def cup(clean_db):
    """The first tournament with the two penalties, round 1 seated."""
    await open_cup(None, "2026-12-12 19:30", "2026-12-10 20:00", at("2026-12-01 12:00"))
    async with db.unit("test", "seed") as work:
        t = await work.session.get(Tournament, 1)
        assert t is not None
        regulation = {**t.regulation, "penalties": PENALTIES}
        await work.session.execute(update(Tournament).values(regulation=regulation))
    for seq in QQ:
        assert "报名序号" in await sign_up(seq, at("2026-12-02 10:00"))
    await signup.set_open(ORG, False, at("2026-12-11 10:00"))
    await play.seat_next_round(ORG, at("2026-12-12 19:30"))


async def penalise(seq: int, reason: str, now: datetime) -> str:
    args = ledger.LedgerArgs(reason=reason)
    return (await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(seq), args, now)).text


async def all_bans() -> list[Ban]:
    async with db.session() as s:
        return list((await s.execute(select(Ban).order_by(Ban.id))).scalars())


async def status(seq: int) -> str:
    async with db.session() as s:
        entry = (
            await s.execute(select(Entry).where(Entry.tournament_id == 1, Entry.seq == seq))
        ).scalar_one()
        return entry.status


async def test_the_ban_outlives_the_tournament_and_refuses_the_next_one(cup):
    text = await penalise(3, "冒名顶替", at("2026-12-12 20:00"))
    assert "按规程取消参赛资格。" in text
    assert "按规程取消以后参赛资格：禁赛（无期限），期间不能报名其他赛事。" in text
    (ban,) = await all_bans()
    assert (ban.user_id, ban.until, ban.tournament_id) == (QQ[3], None, 1)
    assert await status(3) == EntryStatus.DISQUALIFIED
    # the organisers see it in /禁赛列表
    listed = (await bans.list_bans(ORG, at("2026-12-13 10:00"))).text
    assert f"#1 28****03 无期限，赛事「{CUP}」冒名顶替，取消以后参赛资格，由赛事 #1" in listed
    # a year later the group runs the cup again
    now = at("2027-11-01 12:00")
    await open_cup("第二届", "2027-12-12 19:30", "2027-12-10 20:00", now)
    with pytest.raises(Refusal) as refused:
        await sign_up(3, now)
    assert refused.value.message == (
        f"你的账号处于禁赛期（无期限），原因：赛事「{CUP}」冒名顶替，取消以后参赛资格。"
        "如有疑问请联系组委。"
    )
    assert "报名序号 1" in await sign_up(1, now)  # not penalised: welcome


async def test_a_ban_of_365_days_ends(cup):
    text = await penalise(2, "消极比赛", at("2026-12-12 20:00"))
    # 2026-12-12 20:00 + 365 days = 2027-12-12 20:00 (2027 has no 29 February)
    assert "按规程取消以后参赛资格：禁赛至 2027-12-12 20:00" in text
    assert "取消参赛资格。" not in text.replace("取消以后参赛资格", "")  # no disqualification
    assert await status(2) == EntryStatus.ACTIVE
    await open_cup("第二届", "2027-12-20 19:30", "2027-12-18 20:00", at("2027-12-01 12:00"))
    with pytest.raises(Refusal, match="禁赛期至 2027-12-12 20:00"):
        await sign_up(2, at("2027-12-12 19:59"))
    assert "报名序号" in await sign_up(2, at("2027-12-12 20:00"))


async def test_undo_of_the_penalty_takes_the_ban_back(cup):
    await penalise(3, "冒名顶替", at("2026-12-12 20:00"))
    assert len(await all_bans()) == 1
    await audit.undo_last(ORG, at("2026-12-12 20:05"))
    assert await all_bans() == []
    assert await status(3) == EntryStatus.ACTIVE


async def test_a_penalty_without_the_flag_bans_nobody(cup):
    async with db.unit("test", "seed") as work:
        t = await work.session.get(Tournament, 1)
        assert t is not None
        plain = [{**PENALTIES[0], "bans_future": False}]
        await work.session.execute(
            update(Tournament).values(regulation={**t.regulation, "penalties": plain})
        )
    text = await penalise(3, "冒名顶替", at("2026-12-12 20:00"))
    assert "按规程取消参赛资格。" in text and "以后参赛资格" not in text
    assert await all_bans() == []
