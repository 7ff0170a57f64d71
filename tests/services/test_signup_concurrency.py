"""Step 2: sign-ups arriving all at once, at the service level, on SQLite and PostgreSQL.

Sign-up order (报名序号) is a tiebreak of seed 000 (RULES.md: "must be exact and unique"), so
however many sign-ups arrive together, the numbers must be 1..N with no gap and no repeat,
and one account holds at most one live entry.
"""

import asyncio
import re
from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from engine.regulation import read_setting
from models import db
from models.tables import Entry
from services import signup, tournaments
from services.common import Actor, Outcome, Refusal

GROUP = "20001"
ORGANISER = Actor(user_id="10001", group_id=GROUP, superuser=True)
# 2026-12-01 12:00 UTC = 20:00 Asia/Shanghai, before the deadline set below
NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
FIRST_QQ = 100_000_000


class EveryoneIsAMember:
    """MemberDirectory of a group that holds every account; each look-up yields to the loop
    once, as a real platform round trip does, so the sign-ups interleave there."""

    async def member(self, group_id: str, user_id: str) -> dict | None:
        await asyncio.sleep(0)
        return {"card": "", "nickname": f"棋手{user_id}", "role": "member"}


class RosterOfEveryone(EveryoneIsAMember):
    """The same group, whose member roster is in memory (`known`): sign-ups arriving together
    are admitted in groups (services.admission) instead of each on its own."""

    def known(self, group_id: str, user_id: str) -> dict | None:
        return {"card": "", "nickname": f"棋手{user_id}", "role": "member", "from_roster": True}


DIRECTORIES = {"alone": EveryoneIsAMember, "in groups": RosterOfEveryone}
_directory: list = [EveryoneIsAMember]


@pytest.fixture(autouse=True, params=list(DIRECTORIES))
def admission(request):
    """Every test here runs with sign-ups admitted each on its own and admitted in groups."""
    _directory[0] = DIRECTORIES[request.param]
    yield request.param
    _directory[0] = EveryoneIsAMember


async def open_tournament(preset: str = "xiaomanyao-junqi-2023") -> int:
    """A tournament in GROUP, dated after NOW, approval off: every sign-up is active; its id."""
    created = await tournaments.create_tournament(ORGANISER, preset, None, NOW)
    for item, value in (
        ("第1轮", "2026-12-12 20:00"),
        ("报名截止", "2026-12-10 20:00"),
        ("审核", "关"),
    ):
        await tournaments.set_value(ORGANISER, read_setting(item, value), NOW)
    return int(re.search(r"#(\d+)", created.text).group(1))


async def sign_up(qq: int) -> signup.SignupResult | Refusal | None:
    """One group sign-up `报名 【粤】棋手<qq> <qq>` by the account itself; a refusal is returned."""
    actor = Actor(user_id=str(qq), group_id=GROUP)
    try:
        return await signup.sign_up(actor, f"报名 【粤】棋手{qq} {qq}", _directory[0](), NOW)
    except Refusal as refusal:
        return refusal


async def entries(tid: int) -> list[Entry]:
    async with db.session() as s:
        return list(
            (
                await s.execute(select(Entry).where(Entry.tournament_id == tid).order_by(Entry.seq))
            ).scalars()
        )


async def test_300_concurrent_signups_get_numbers_1_to_300(clean_db):
    tid = await open_tournament()
    players = [FIRST_QQ + i for i in range(300)]

    results = await asyncio.gather(*(sign_up(qq) for qq in players))

    # every attempt was answered with a new entry: no refusal, no silence
    assert all(isinstance(r, signup.SignupResult) and r.ack for r in results), [
        r for r in results if not (isinstance(r, signup.SignupResult) and r.ack)
    ][:5]
    assert all(isinstance(r.outcome, Outcome) and "报名成功" in r.outcome.text for r in results)
    returned = sorted(r.entry_seq for r in results)
    assert returned == list(range(1, 301))
    rows = await entries(tid)
    assert [e.seq for e in rows] == list(range(1, 301))  # 300 entries, gap-free, no repeat
    assert sorted(e.user_id for e in rows) == sorted(str(qq) for qq in players)  # one per account
    assert {e.status for e in rows} == {"active"}
    # the reply each player got names the number stored for that player
    stored = {e.user_id: e.seq for e in rows}
    for qq, result in zip(players, results, strict=True):
        assert result.entry_seq == stored[str(qq)]
        assert f"报名序号 {result.entry_seq}" in result.outcome.text
        assert result.outcome.mentions == [str(qq)]


async def test_50_concurrent_duplicates_of_one_account_make_one_entry(clean_db):
    tid = await open_tournament()
    qq = FIRST_QQ

    results = await asyncio.gather(*(sign_up(qq) for _ in range(50)))

    rows = await entries(tid)
    assert [(e.seq, e.user_id) for e in rows] == [(1, str(qq))], (
        f"{len(rows)} entries for one account"
    )
    new = [r for r in results if isinstance(r, signup.SignupResult) and r.ack]
    assert len(new) == 1 and new[0].entry_seq == 1
    # the 49 others are told they are already signed up (序号 1), none is left unanswered
    again = [r for r in results if isinstance(r, signup.SignupResult) and not r.ack]
    assert len(again) == 49
    assert all("你已报名，报名序号 1" in r.outcome.text for r in again)
    # the next account still gets number 2: the duplicates consumed no number
    after = await sign_up(FIRST_QQ + 1)
    assert isinstance(after, signup.SignupResult) and after.entry_seq == 2


async def test_concurrent_signups_never_overfill_the_capacity(clean_db):
    tid = await open_tournament()
    await tournaments.set_value(ORGANISER, read_setting("人数上限", "8"), NOW)  # two tables of four

    results = await asyncio.gather(*(sign_up(FIRST_QQ + i) for i in range(40)))

    assert all(isinstance(r, signup.SignupResult) and r.ack for r in results)
    rows = await entries(tid)
    assert [e.seq for e in rows] == list(range(1, 41))
    # the first 8 numbers take the 8 places; numbers 9..40 (32 players) wait in order
    statuses = [e.status for e in rows]
    assert statuses == ["active"] * 8 + ["waiting"] * 32, (
        f"{statuses.count('active')} active: {statuses}"
    )


async def test_one_qq_signed_up_twice_by_someone_else_makes_one_entry(clean_db):
    """Seed 002 lets a sender sign up a QQ other than their own (no 三者一致 rule); the
    duplicate check must look at the QQ being registered, not at the sender."""
    tid = await open_tournament("shenzhen-go-2023")
    coach = Actor(user_id="99990000", group_id=GROUP)
    form = "报名 张三 11112222 出生 1990-01-01 段位 3段"

    first = await signup.sign_up(coach, form, _directory[0](), NOW)
    second = await signup.sign_up(coach, form, _directory[0](), NOW)

    assert first is not None and first.entry_seq == 1
    rows = await entries(tid)
    assert [(e.seq, e.user_id) for e in rows] == [(1, "11112222")], (
        f"{len(rows)} entries for QQ 11112222"
    )
    assert second is not None and not second.ack and "报名序号 1" in second.outcome.text
