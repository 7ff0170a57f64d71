"""Issue 27: round windows on a test clock (services/windows.py, services/schedule.py).

A round's own end (an online event: 「第1轮 13:10–13:50，第2轮 14:00–14:40」, as 群英杯's
「第一轮：1:10到1:50」 in the afternoon): results are due then, the tables without one are
named. A round with a date window instead of a start
(「3月18日至6月18日之间自行约定」): the pair agrees a time, the round is seated when the window
opens, the pairs without a result are reminded two days before its end, results are due at the
end (usual forms; the published sentences nearest to them are quoted in
tests/engine/test_regulation_windows.py). Both come in a regulation file (`/规程 更新`,
`/规程 确认`), which `/撤销` takes back.

Field: the round-robin preset, four players signed up in order 1..4. Berger round 1 of four
(FIDE C.05 Annex 1): 1–4 on table 1, 2–3 on table 2.
"""

from datetime import datetime

import pytest
from sqlalchemy import select

from engine.regulation.toml_file import dumps
from models import db
from models.tables import ScheduledEvent, Tournament
from services import (
    audit,
    play,
    regulation_files,
    signup,
    timetable,
    tournaments,
    views,
)
from services.common import MUTE, Actor, Notice, Refusal
from tests.timer_run import SHANGHAI, advance, at

GROUP = "20027"
SUPERUSER = "10001"
ORG = Actor(SUPERUSER, GROUP, superuser=True)
CREATED = datetime(2026, 12, 1, 12, 0, tzinfo=SHANGHAI)
QQ = {seq: str(2_700_000 + seq) for seq in range(1, 5)}


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


async def kinds(number: int) -> set[str]:
    """The kinds of the timed rows of round ``number``."""
    async with db.session() as s:
        rows = (await s.execute(select(ScheduledEvent))).scalars().all()
    return {r.kind for r in rows if r.payload.get("round") == number}


def slot(number: int, **times: str) -> dict:
    return {"number": number, "label": f"第{number}轮", **{k: f"{v}:00" for k, v in times.items()}}


async def event(
    rounds: list[dict], deadline: str, now: datetime, players: bool = True, **schedule: object
) -> str:
    """A round-robin tournament of four players (none: ``players`` False) whose timetable is
    ``rounds`` (and other ``schedule`` keys), brought in as a regulation file (`/规程 更新` then
    `/规程 确认`); returns the check's reply."""
    await tournaments.create_tournament(ORG, "round-robin", None, CREATED)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None
        data = dict(t.regulation)
    data["schedule"] = {**data["schedule"], "rounds": rounds, **schedule}
    data["signup"] = {**data["signup"], "deadline": f"{deadline}:00"}
    data["format"] = {**data["format"], "players": 4}
    target = await regulation_files.target_update(ORG)
    checked = await regulation_files.check(ORG, target, dumps(data).encode(), now)
    await regulation_files.confirm(ORG, checked, now)
    for seq, qq in QQ.items() if players else ():
        done = await signup.sign_up(Actor(qq, GROUP), f"报名 棋手{seq} {qq}", Everyone(), now)
        assert done is not None and done.ack, done
    return checked.reply


async def test_an_online_rounds_end_names_the_tables_without_a_result():
    # 「第1轮 13:10–13:50，第2轮 14:00–14:40」
    rounds = [
        slot(1, starts_at="2027-01-10T13:10", ends_at="2027-01-10T13:50"),
        slot(2, starts_at="2027-01-10T14:00", ends_at="2027-01-10T14:40"),
    ]
    reply = await event(rounds, "2027-01-09T20:00", at("2027-01-05 10:00"))
    assert "第1轮：原为 未定，改为 2027-01-10 13:10–13:50" in reply
    assert "round_due" in await kinds(1) and "round_due" in await kinds(2)
    shown = (await timetable.show(ORG, at("2027-01-05 10:00"))).text
    assert "第1轮：2027-01-10 13:10–13:50" in shown and "第2轮：2027-01-10 14:00–14:40" in shown
    posts = group_texts(await advance(at("2027-01-10 13:10")))
    assert any("第1轮对阵　开赛 2027-01-10 13:10　结束 2027-01-10 13:50" in t for t in posts)
    # table 1 (1–4) entered at 13:30; table 2 (2–3) never reported
    await play.enter_result(ORG, "1", "胜", at("2027-01-10 13:30"))
    notices = await advance(at("2027-01-10 13:50"))
    (due,) = [t for t in group_texts(notices) if "已到结束时间" in t]
    assert due.startswith("「俱乐部象棋循环赛」第1轮已到结束时间 2027-01-10 13:50")
    assert f"第2桌 {{@{QQ[2]}}}（序号 2） {{@{QQ[3]}}}（序号 3）" in due
    assert "第1桌" not in due
    (private,) = [t for t in private_texts(notices) if "已到结束时间" in t]
    assert "第2桌 没有结果" in private and "/结束本轮 确认" in private


async def test_a_round_with_every_result_in_tells_only_the_organisers():
    rounds = [slot(1, starts_at="2027-01-10T13:10", ends_at="2027-01-10T13:50")]
    await event(rounds, "2027-01-09T20:00", at("2027-01-05 10:00"))
    await advance(at("2027-01-10 13:10"))
    await play.enter_result(ORG, "1", "胜", at("2027-01-10 13:30"))
    await play.enter_result(ORG, "2", "和", at("2027-01-10 13:31"))
    notices = await advance(at("2027-01-10 13:50"))
    assert not [t for t in group_texts(notices) if "已到结束时间" in t]
    assert any("各桌结果都已提交，可 /结束本轮" in t for t in private_texts(notices))


async def test_a_date_window_seats_reminds_two_days_before_and_is_due_at_its_end():
    # 「3月18日至6月18日之间自行约定」
    rounds = [slot(1, window_opens="2027-03-18T00:00", ends_at="2027-06-18T23:59")]
    # 比赛时禁言 on: a window of three months never mutes the group
    await event(rounds, "2027-03-17T20:00", at("2027-03-01 10:00"), quiet_during_games=True)
    # no start: no start call, no no-show check, no cutoff; the window's three rows instead
    assert await kinds(1) == {"window_open", "window_reminder", "round_due"}
    shown = (await timetable.show(ORG, at("2027-03-01 10:00"))).text
    assert "第1轮：2027-03-18 00:00 至 2027-06-18 23:59 之间自行约定" in shown
    # GET /api/tournaments/1: 03-18 00:00 Shanghai = 03-17 16:00 UTC; 06-18 23:59 = 15:59 UTC
    one = await views.tournament(1)
    assert one is not None
    first = one["rounds"][0]
    assert first["starts_at"] is None
    assert first["window_opens"] == "2027-03-17T16:00:00+00:00"
    assert first["ends_at"] == "2027-06-18T15:59:00+00:00"
    notices = await advance(at("2027-03-18 00:00"))
    assert not [n for n in notices if n.kind == MUTE]
    posts = group_texts(notices)
    # the tables posted, under the window instead of a start
    (tables,) = [t for t in posts if "第1桌" in t and "第2桌" in t]
    assert tables.startswith("第1轮对阵　2027-03-18 00:00 至 2027-06-18 23:59 之间自行约定")
    assert any(
        "第1轮对局时间：2027-03-18 00:00 至 2027-06-18 23:59 之间，由双方自行约定" in t
        for t in posts
    )
    await play.enter_result(ORG, "2", "胜", at("2027-04-01 20:00"))
    # 2 days before 06-18 23:59: 06-16 23:59; nothing comes a minute earlier
    assert not [t for t in group_texts(await advance(at("2027-06-16 23:58"))) if "提醒" in t]
    (reminder,) = [t for t in group_texts(await advance(at("2027-06-16 23:59"))) if "提醒" in t]
    assert "第1轮须在 2027-06-18 23:59 前完成（还有 2 天）" in reminder
    assert f"第1桌 {{@{QQ[1]}}}（序号 1） {{@{QQ[4]}}}（序号 4）" in reminder
    assert "第2桌" not in reminder
    (due,) = [t for t in group_texts(await advance(at("2027-06-18 23:59"))) if "结束时间" in t]
    assert "第1桌" in due and "第2桌" not in due


async def test_undo_takes_the_windows_rows_back():
    rounds = [slot(1, window_opens="2027-03-18T00:00", ends_at="2027-06-18T23:59")]
    await event(rounds, "2027-03-17T20:00", at("2027-03-01 10:00"), players=False)
    assert await kinds(1) == {"window_open", "window_reminder", "round_due"}
    await audit.undo_last(ORG, at("2027-03-01 10:05"))  # the preset's template: undated again
    assert await kinds(1) == set()


async def test_a_bad_window_in_the_file_is_refused_and_changes_nothing():
    await tournaments.create_tournament(ORG, "round-robin", None, CREATED)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None
        data = dict(t.regulation)
    data["schedule"] = {**data["schedule"], "rounds": [slot(1, window_opens="2027-03-18T00:00")]}
    target = await regulation_files.target_update(ORG)
    with pytest.raises(Refusal) as refused:
        await regulation_files.check(ORG, target, dumps(data).encode(), at("2027-03-01 10:00"))
    assert "规程文件有误，没有应用" in refused.value.message
    assert "schedule.rounds" in refused.value.message and "就要写 ends_at" in refused.value.message
    assert await kinds(1) == set()


async def test_a_window_set_in_chat_dates_the_tournament_and_undo_takes_it_back():
    from engine.regulation import read_setting

    now = at("2027-03-01 10:00")
    await tournaments.create_tournament(ORG, "round-robin", None, CREATED)
    done = await tournaments.set_value(ORG, read_setting("第1轮", "2027-03-18 至 2027-06-18"), now)
    assert "第1轮 2027-03-18 00:00 至 2027-06-18 23:59 之间自行约定" in done.text
    assert await kinds(1) == {"window_open", "window_reminder", "round_due"}
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None and t.status == "signup"  # dated: sign-up may open
    await audit.undo_last(ORG, now)
    assert await kinds(1) == set()
    with pytest.raises(Refusal, match="时间段的结束应晚于开始"):
        await tournaments.set_value(ORG, read_setting("第1轮", "2027-06-18 至 2027-03-18"), now)
