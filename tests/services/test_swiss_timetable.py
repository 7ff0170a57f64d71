"""The timetable of seed 002 (Go, Swiss per division) on a test clock: every timed row acts on
each division that plays its own rounds.

Field as in test_swiss_flow: youth (born 2008) 1..5, open A (born 1995) 6..9, open B empty; the
tournament's seed 1. Round 1 pairs in sign-up order, top half against bottom half: youth 1–3
(table 1), 2–4 (table 2), 5 bye (table 3); open A 6–8 (table 4), 7–9 (table 5). Round 1 at
2026-12-12 09:00, round 2 at 13:00 (Asia/Shanghai). 002 竞赛办法(六): 迟到15分钟后判负, so the
no-show check runs at 09:15; 比赛用时 每方基本时限40分钟，3次10秒读秒 is shown with the tables.
"""

from datetime import datetime

import pytest
from sqlalchemy import select, update

from engine.regulation import read_setting
from models import db
from models.tables import Result, Round, ScheduledEvent, Tournament
from services import closing, play, signup, timetable, tournaments, views
from services.common import Actor, Notice
from tests.timer_run import SHANGHAI, advance, at

GROUP = "20002"
SUPERUSER = "10001"
ORG = Actor(SUPERUSER, GROUP, superuser=True)
CREATED = datetime(2026, 12, 1, 12, 0, tzinfo=SHANGHAI)
YOUTH = {seq: str(1_000_000 + seq) for seq in range(1, 6)}
OPEN_A = {seq: str(1_000_000 + seq) for seq in range(6, 10)}
QQ = {**YOUTH, **OPEN_A}
CLOCK = "用时：每方基本时限40分钟，3次10秒读秒"


@pytest.fixture(autouse=True)
def _db(clean_db):
    return clean_db


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


def group_texts(notices: list[Notice]) -> list[str]:
    return [n.text for n in notices if n.kind == "group" and n.target == GROUP]


def private_texts(notices: list[Notice]) -> list[str]:
    return [n.text for n in notices if n.kind == "private" and n.target == SUPERUSER]


async def outcome(kind: str, number: int) -> str:
    async with db.session() as s:
        rows = (
            (await s.execute(select(ScheduledEvent).where(ScheduledEvent.kind == kind)))
            .scalars()
            .all()
        )
    (row,) = [r for r in rows if r.payload.get("round") == number and "before" not in r.payload]
    return row.outcome


async def go_cup(dispute_deadline: bool = False) -> None:
    await tournaments.create_tournament(ORG, "shenzhen-go-2023", None, CREATED)
    async with db.unit("test", "seed") as work:
        t = await work.session.get(Tournament, 1)
        regulation = dict(t.regulation)
        if dispute_deadline:  # a variant closing each round at the match day's 24:00
            regulation["disputes"] = {**regulation["disputes"], "deadline": "match_day_midnight"}
        await work.session.execute(update(Tournament).values(rng_seed=1, regulation=regulation))
    await tournaments.set_value(ORG, read_setting("审核", "关"), CREATED)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), CREATED)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 09:00"), CREATED)
    await tournaments.set_value(ORG, read_setting("第2轮", "2026-12-12 13:00"), CREATED)
    for seq, qq in QQ.items():
        born = "2008-05-01" if seq in YOUTH else "1995-05-01"
        done = await signup.sign_up(
            Actor(qq, GROUP),
            f"报名 棋手{seq} {qq} 出生 {born} 段位 3段",
            Everyone(),
            at("2026-12-02 10:00"),
        )
        assert done is not None and done.ack


async def check_in_all_but(*absent: int) -> None:
    for seq, qq in QQ.items():
        if seq not in absent:
            text = (await timetable.check_in(Actor(qq, GROUP), at("2026-12-12 08:40"))).text
            assert "第1轮签到成功" in text, text


async def rounds() -> set[tuple[str, int, str]]:
    async with db.session() as s:
        return {
            (r.division, r.number, r.status) for r in (await s.execute(select(Round))).scalars()
        }


async def enter(number: int, seq: int, word: str) -> None:
    """Enter the table of round ``number`` holding ``seq`` as ``word`` from seq's side."""
    tables = (await views.round_tables(1, number))["tables"]
    table = next(t for t in tables if seq in t["seats"])
    flipped = {"胜": "负", "负": "胜"}[word]
    await play.enter_result(
        ORG,
        str(table["table"]),
        word if table["seats"][0] == seq else flipped,
        at("2026-12-12 11:00"),
    )


async def test_round_start_seats_every_division_with_the_time_control():
    await go_cup()
    notices = await advance(at("2026-12-12 08:59"))
    reminders = [t for t in group_texts(notices) if t.startswith("提醒")]
    assert reminders and all(CLOCK in t for t in reminders)
    notices = await advance(at("2026-12-12 09:00"))
    posts = group_texts(notices)
    youth = next(t for t in posts if t.startswith("青少年组第一轮对阵"))
    open_a = next(t for t in posts if t.startswith("公开组甲组第一轮对阵"))
    assert CLOCK in youth.splitlines()[0] and CLOCK in open_a.splitlines()[0]
    assert "第3桌：" in youth and "轮空" in youth and "第4桌：" in open_a
    # nigiri drawn by the bot (002 竞赛办法(四) 猜先，由猜中者执黑): each table names who
    # plays black
    assert "第1桌：执黑{@" in youth and "第2桌：执黑{@" in youth and "第4桌：执黑{@" in open_a
    assert not any(
        "公开组乙组" in t for t in posts
    )  # nobody in open B: nothing to seat, nothing said
    assert await rounds() == {("youth", 1, "seated"), ("open_a", 1, "seated")}
    assert await outcome("round_start", 1) == "seated youth, open_a"


async def test_no_show_lists_the_late_players_of_every_division_and_forfeits_nobody():
    await go_cup()
    await tournaments.add_role(ORG, "arbitrator", "10009")
    await advance(at("2026-12-12 08:30"))
    await check_in_all_but(2, 7)  # youth 2 (table 2, with 4), open A 7 (table 5, with 9)
    await advance(at("2026-12-12 09:00"))
    youth, open_a = group_texts(await advance(at("2026-12-12 09:15")))
    # the bot cannot see the board: who has not checked in, the arbitrator, the one command
    assert youth.startswith("青少年组第1轮第2桌：") and f"{{@{QQ[2]}}}（序号 2）" in youth
    assert "开赛 15 分钟仍未签到" in youth and "{@10009}" in youth and "/弃权 2" in youth
    assert (
        open_a.startswith("公开组甲组第1轮第5桌：")
        and f"{{@{QQ[7]}}}（序号 7）" in open_a
        and "/弃权 7" in open_a
    )
    assert "判弃权" not in youth + open_a
    async with db.session() as s:
        sources = {r.source for r in (await s.execute(select(Result))).scalars()}
    assert sources == {"seating"}  # only the bye; nobody forfeited
    assert await outcome("no_show", 1) == "listed 2"


async def test_no_show_forfeits_where_the_regulation_turns_auto_forfeit_on():
    await go_cup()
    await tournaments.set_value(ORG, read_setting("自动弃权", "开"), CREATED)
    await advance(at("2026-12-12 08:30"))
    await check_in_all_but(2, 7)
    await advance(at("2026-12-12 09:00"))
    youth, open_a = group_texts(await advance(at("2026-12-12 09:15")))
    assert youth.startswith("青少年组第2桌 ") and f"{{@{QQ[2]}}} 迟到未签到，判弃权" in youth
    assert open_a.startswith("公开组甲组第5桌 ") and f"{{@{QQ[7]}}} 迟到未签到，判弃权" in open_a
    assert "/替补" not in youth  # a Swiss has no substitutes
    assert await outcome("no_show", 1) == "forfeited 2"
    # the forfeit is a loss (002 竞赛办法(六) 迟到15分钟后判负): after the close, 2 and 7 have
    # 0 points and their opponents 4 and 9 have a win's 2 (the bye's 5 has 2 as well)
    await enter(1, 1, "胜")
    await enter(1, 6, "胜")
    await closing.close_round(ORG, at("2026-12-12 12:00"))
    table = await views.standings(1)
    points = {r["seq"]: r["total"] for r in table["rows"]}
    assert points == {1: "2", 3: "0", 2: "0", 4: "2", 5: "2", 6: "2", 8: "0", 7: "0", 9: "2"}


async def test_a_division_still_playing_is_left_to_the_organisers_the_other_is_seated():
    await go_cup()
    await advance(at("2026-12-12 09:00"))
    # youth round 1 played and closed; open A still on round 1 at 13:00
    await enter(1, 1, "胜")
    await enter(1, 2, "胜")
    await closing.close_round(ORG, at("2026-12-12 12:00"), "青少年组")
    # round 2's 30-minute reminder falls while open A plays round 1: not posted then
    assert not [
        t for t in group_texts(await advance(at("2026-12-12 12:59"))) if t.startswith("提醒")
    ]
    notices = await advance(at("2026-12-12 13:00"))
    assert [t for t in group_texts(notices) if t.startswith("青少年组第二轮对阵")]
    assert not [t for t in group_texts(notices) if "公开组甲组第二轮" in t]
    (told,) = [t for t in private_texts(notices) if "到点" in t]
    assert (
        "公开组甲组第2轮到点了，但公开组甲组第1轮尚未结束" in told
        and "/结束本轮 公开组甲组" in told
    )
    assert await rounds() == {
        ("youth", 1, "closed"),
        ("youth", 2, "seated"),
        ("open_a", 1, "seated"),
    }
    assert await outcome("round_start", 2) == "seated youth; blocked open_a"


async def test_round_start_calls_the_start_of_a_division_seated_by_hand_and_seats_the_other():
    await go_cup()
    await play.seat_next_round(ORG, at("2026-12-12 08:50"), "公开组甲组")
    notices = group_texts(await advance(at("2026-12-12 09:00")))
    assert any(
        t.startswith("「") and "公开组甲组第1轮现在开赛" in t and "结果由执黑一方 /报分" in t
        for t in notices
    )
    assert any(t.startswith("青少年组第一轮对阵") for t in notices)
    assert await outcome("round_start", 1) == "already seated open_a; seated youth"


async def test_the_dispute_deadline_closes_each_division_still_on_the_round():
    await go_cup(dispute_deadline=True)
    await tournaments.set_value(ORG, read_setting("第2轮", "无"), CREATED)
    await advance(at("2026-12-12 09:00"))
    await enter(1, 6, "胜")
    await enter(1, 7, "胜")
    await closing.close_round(ORG, at("2026-12-12 12:00"), "公开组甲组")  # open A closed by hand
    await enter(1, 1, "胜")  # youth table 2 (2–4) never reported
    notices = await advance(at("2026-12-13 00:00"))
    (closed,) = [t for t in group_texts(notices) if "申诉时间已过" in t]
    assert closed.startswith("青少年组第1轮申诉时间已过（24:00）。青少年组第1轮已结束")
    assert any("青少年组第1轮后排名" in t for t in group_texts(notices))
    assert not any(
        "公开组甲组第1轮后排名" in t for t in group_texts(notices)
    )  # posted at its own close
    (told,) = [t for t in private_texts(notices) if "自动结束" in t]
    assert "青少年组第2桌（" in told
    assert await outcome("dispute_close", 1) == "closed youth"
    assert await rounds() == {("youth", 1, "closed"), ("open_a", 1, "closed")}
