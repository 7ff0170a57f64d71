"""Seed 000 on a real evening (issue 10), end to end through bot.py and a OneBot WebSocket.

20 players sign up in the match group and are approved (one refused); round 1 has a forfeit
corrected by the referee's entry and a table that never reports (closed only with
`/结束本轮 确认`, its games drawn); the cut after round 4 keeps 16 (000 §三) and leaves 4
substitutes; in round 5 a player is disqualified (骂人, §八.3), so round 6 — dated by the
preset as round 5's start + 2 hours, the same evening — is seated by the timer with the first
substitute called up. Every figure is worked by hand from the regulation; nothing is
imported from engine/ or services/.
"""

import asyncio
import re
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import create_async_engine

from models.tables import ScheduledEvent
from tests.e2e.peer import GROUP, SUPERUSER, OneBotPeer
from tests.e2e.test_junqi_e2e import REFEREE, Desk

SHANGHAI = ZoneInfo("Asia/Shanghai")
FIELD = 20
# QQ prefixes 11..30, ascending with the sign-up number: R1 tables are 1-4, 5-8, …, 17-20
QQ = {i: (10 + i) * 10**6 + i for i in range(1, FIELD + 2)}


@pytest.fixture(scope="module")
async def bot(database_url, launch):
    """bot.py whose timer re-reads its rows every second."""
    async with launch(database_url, SCHEDULE_REFRESH_SECONDS="1") as process:
        yield process


@pytest.fixture
async def peer(bot):
    async with OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail) as onebot:
        yield onebot


@pytest.fixture
async def api(bot):
    async with bot.http() as client:
        yield client


async def move_row(database_url: str, tid: int, kind: str, number: int, due: datetime) -> int:
    """Move the pending timetable row `kind` of round `number` to `due` (a test cannot wait
    until the real date); its id."""
    engine = create_async_engine(database_url)
    table = ScheduledEvent.__table__
    try:
        async with engine.begin() as conn:
            rows = (
                await conn.execute(
                    select(table.c.id, table.c.payload).where(
                        table.c.tournament_id == tid,
                        table.c.kind == kind,
                        table.c.done_at.is_(None),
                    )
                )
            ).all()
            (ident,) = [i for i, payload in rows if payload.get("round") == number]
            await conn.execute(update(table).where(table.c.id == ident).values(due_at=due))
            return ident
    finally:
        await engine.dispose()


async def enter_all(
    desk: Desk, tables: int, games: str = "胜和负", skip: tuple[int, ...] = ()
) -> None:
    for number in range(1, tables + 1):
        if number not in skip:
            await desk.one(REFEREE, f"/录入 {number} {games}", "裁判录入")


async def test_an_evening_of_seed_000(peer, api, bot):
    desk = Desk(peer)
    reply = await desk.one(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first = datetime.now(SHANGHAI).date() + timedelta(days=32)
    await desk.one(SUPERUSER, f"/设置 第1轮 {first:%Y-%m-%d} 20:00", "已设置")
    await desk.one(
        SUPERUSER, f"/设置 报名截止 {first - timedelta(days=2):%Y-%m-%d} 20:00", "已设置"
    )
    peer.add_member(GROUP, REFEREE, role="admin")
    await desk.one(SUPERUSER, f"/仲裁 {REFEREE}", "已添加")

    # --- sign-up with approval (000 §二.1: the preset asks for it) -----------------------------
    for i in range(1, FIELD + 2):
        peer.add_member(GROUP, QQ[i], nickname=f"棋手{i}")
        await desk.one(QQ[i], f"报名 【粤】棋手{i} {QQ[i]}", f"报名序号 {i}")
    await desk.one(SUPERUSER, f"/审核 {FIELD + 1} 拒绝", "审核拒绝")
    await desk.one(SUPERUSER, "/审核 全部 通过", f"已通过全部 {FIELD} 个待审核报名")
    players = (await api.get(f"/api/tournaments/{tid}/players")).json()
    assert [p["status"] for p in players] == ["active"] * FIELD + ["refused"]

    # --- round 1: a forfeit corrected by the entry; a silent table ----------------------------
    reply, tables = await desk.say(SUPERUSER, "/编排", 2)
    assert "第1轮已编排：5 桌，20 人" in reply.text and "第5桌：先手" in tables.text
    await desk.one(REFEREE, "/弃权 4", "本轮弃权")
    points = (await api.get(f"/api/tournaments/{tid}/rounds/1")).json()["tables"][0]["points"]
    assert points == {"1": "15", "2": "15", "3": "15", "4": "0"}  # §六.1: 5 a game, 0 for 4
    # the referee's entry is the table's truth: 和和和 = 3 a game = 9 each, the forfeit lifted
    await desk.one(REFEREE, "/录入 1 和和和", "和和和")
    table_1 = (await api.get(f"/api/tournaments/{tid}/rounds/1")).json()["tables"][0]
    assert table_1["result"] == "和和和" and table_1["points"] == {
        "1": "9",
        "2": "9",
        "3": "9",
        "4": "9",
    }
    await enter_all(desk, 5, skip=(1, 5))
    # table 5 never reported: the plain command names it and changes nothing
    named = await desk.one(SUPERUSER, "/结束本轮", "第1轮还有 1 桌没有结果")
    assert (
        "第5桌（【粤】棋手17、【粤】棋手18、【粤】棋手19、【粤】棋手20）" in named
        and "/结束本轮 确认" in named
    )
    assert (await api.get(f"/api/tournaments/{tid}/rounds/1")).json()["tables"][4]["result"] is None
    closed, advancing = await desk.say(
        SUPERUSER, "/结束本轮 确认", 2
    )  # the standings and who plays on: one post
    assert "没有结果的桌按规程判和，每人每局 3 分：第5桌" in closed.text
    table_5 = (await api.get(f"/api/tournaments/{tid}/rounds/1")).json()["tables"][4]
    assert table_5["result"] == "和和和" and set(table_5["points"].values()) == {"9"}  # §八.11
    assert "晋级第2轮的 20 位选手" in advancing.text

    # --- rounds 2-4: everyone plays; the cut after round 4 keeps 16 ---------------------------
    for n in (2, 3, 4):
        reply, _ = await desk.say(SUPERUSER, "/编排", 2)
        assert f"第{n}轮已编排：5 桌，20 人" in reply.text
        await enter_all(desk, 5)
        await desk.say(SUPERUSER, "/结束本轮", 2)
    after_4 = (await api.get(f"/api/tournaments/{tid}/standings")).json()["rows"]
    substitutes = [r["seq"] for r in after_4 if r["status"] == "substitute"]
    assert len(substitutes) == 4 and [r["status"] for r in after_4[:16]] == ["active"] * 16
    status = {
        p["seq"]: p["status"] for p in (await api.get(f"/api/tournaments/{tid}/players")).json()
    }
    assert [q for q, s in status.items() if s == "substitute"] == sorted(substitutes)
    assert status[FIELD + 1] == "refused"

    # --- round 5: a disqualification ---------------------------------------------------------
    reply, _ = await desk.say(SUPERUSER, "/编排", 2)
    assert "第5轮已编排：4 桌，16 人" in reply.text
    culprit = after_4[0]["seq"]
    said = await desk.one(REFEREE, f"/扣分 {culprit} 骂人", "取消参赛资格")  # §八.3: −10 and out
    assert "扣分 -10 分" in said
    await enter_all(desk, 4)
    closed, advancing = await desk.say(SUPERUSER, "/结束本轮", 2)
    assert "第5轮已结束" in closed.text
    # round 6 the same evening: round 5 at 19:30 (the preset's 3 d 23 h 30 min after round 1),
    # round 6 two hours later, 21:30; the closing names it
    r5 = datetime.combine(first + timedelta(days=4), datetime.min.time()).replace(
        hour=19, minute=30
    )
    assert f"第6轮 {r5 + timedelta(hours=2):%Y-%m-%d} 21:30 开赛" in advancing.text
    assert "晋级第6轮的 15 位选手" in advancing.text
    rounds = (await api.get(f"/api/tournaments/{tid}")).json()["rounds"]
    r6 = next(r for r in rounds if r["number"] == 6)
    assert datetime.fromisoformat(r6["starts_at"]).astimezone(SHANGHAI).strftime("%m-%d %H:%M") == (
        f"{r5 + timedelta(hours=2):%m-%d} 21:30"
    )

    # --- round 6 on the timer: 15 players + the first substitute -----------------------------
    mark = len(peer.sent)
    await move_row(
        bot.database_url, tid, "round_start", 6, datetime.now(UTC) + timedelta(seconds=2)
    )
    called = await peer.wait_for(
        lambda m: m.kind == "group" and "空出 1 个座位" in m.text, timeout=10, since=mark
    )
    assert f"(序号 {substitutes[0]})".replace("(", "（").replace(")", "）") in called.text
    tables_6 = called  # named at the head of the tables post, @-mentioned once with his table
    assert (
        "第4桌：先手" in tables_6.text
        and called.at.count(QQ[substitutes[0]]) == 1
        and len(called.at) == 16
    )
    seated = (await api.get(f"/api/tournaments/{tid}/rounds/6")).json()["tables"]
    assert len(seated) == 4 and substitutes[0] in [q for t in seated for q in t["seats"]]
    assert culprit not in [q for t in seated for q in t["seats"]]
    assert f"({substitutes[0]})" in tables_6.text
    await asyncio.sleep(0.5)
    peer.mark = len(peer.sent)
    await enter_all(desk, 4)
    await desk.say(SUPERUSER, "/结束本轮", 2)
    final = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert final["after_round"] == 6
    row = next(r for r in final["rows"] if r["seq"] == substitutes[0])
    assert (
        row["round_scores"][4] is None and row["round_scores"][5] is not None
    )  # R5 not played, R6 played
    assert next(r for r in final["rows"] if r["seq"] == culprit)["status"] == "disqualified"
