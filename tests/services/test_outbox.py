"""The outbox at the service level: what a change owes is written in its transaction (and not
when it is refused), claims exclude each other, undo recalls what was posted and cancels what
was not, and the next announcement of the command starts with a correction."""

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from engine.numbers import Ident
from engine.regulation import read_setting
from models import db
from models.tables import Outbox
from services import audit, outbox, play
from services.common import Refusal

from .test_fourplayer_flow import FIELD, GROUP, ORG, R1, player, setup_field


async def rows() -> list[Outbox]:
    async with db.session() as s:
        return list((await s.execute(select(Outbox).order_by(Outbox.id))).scalars())


async def test_a_change_writes_its_reply_and_posts_and_a_refusal_writes_nothing(clean_db):
    await setup_field()
    before = len(await rows())
    out = await play.seat_next_round(ORG, R1)
    assert out.queued and all(n.queued for n in out.notices)
    new = (await rows())[before:]
    # the organiser's reply first, then every table post, all tied to the /编排 audit record
    assert new[0].purpose == "reply" and new[0].chat == f"group:{GROUP}" and new[0].text == out.text
    assert [r.text for r in new[1:]] == [n.text for n in out.notices]
    assert len({r.audit_id for r in new}) == 1 and new[0].audit_id is not None
    assert all(r.announces == "编排" and r.chat == f"group:{GROUP}" for r in new[1:])
    assert new[0].announces is None  # a reply is nothing a later message corrects
    with pytest.raises(Refusal):
        await play.seat_next_round(ORG, R1)  # round 1 is open: refused, nothing owed
    assert len(await rows()) == before + len(new)


async def test_a_claim_is_taken_once_and_merges_acknowledgements(clean_db):
    await setup_field()  # eight sign-ups: eight acknowledgements in the group, in order
    acks = [r for r in await rows() if r.purpose == "ack"]
    assert len(acks) == 8
    async with db.writer() as s:  # the set-up's replies before them (/新建赛事, /设置) went out
        for r in await rows():
            if r.id < acks[0].id:
                row = await s.get(Outbox, r.id)
                row.sent_at, row.outcome = R1, "sent"
    now = datetime(2026, 12, 1, tzinfo=UTC)
    first = await outbox.claim(f"group:{GROUP}", now)
    # the head of the chat is the first ack; the seven after it ride in the same message
    assert [r.id for r in first.rows] == [r.id for r in acks]
    assert await outbox.claim(f"group:{GROUP}", now) is None  # held by the first claim
    await outbox.mark_failed(first, "peer away", now)
    # after a failure the chat waits for its back-off (2 s after 1 failure), then goes again
    assert await outbox.claim(f"group:{GROUP}", now) is None
    later = datetime(2026, 12, 1, 0, 0, 3, tzinfo=UTC)
    again = await outbox.claim(f"group:{GROUP}", later)
    await outbox.mark_sent(again, ["77"], later)
    done = [r for r in await rows() if r.purpose == "ack"]
    assert done[0].outcome == "sent" and done[0].message_ids == ["77"] and done[0].attempts == 2
    assert {r.outcome for r in done[1:]} == {"merged"}


async def _all_sent() -> None:
    async with db.writer() as s:
        for r in await rows():
            if r.sent_at is None:
                row = await s.get(Outbox, r.id)
                row.sent_at, row.outcome = R1, "sent"


async def test_replies_that_queue_up_in_a_group_go_out_as_one_message(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await _all_sent()
    # four players report while the sender is behind: four replies queue in the group
    for seq in (1, 2, 3, 4):
        assert (await play.report_result(player(seq), "胜和负", R1)).queued
    replies = [r for r in await rows() if r.sent_at is None]
    assert [(r.chat, r.purpose) for r in replies] == [(f"group:{GROUP}", "reply")] * 4
    assert [r.reply_to for r in replies] == FIELD[:4]  # whom each answers, for its line's @
    now = datetime(2026, 12, 1, tzinfo=UTC)
    batch = await outbox.claim(f"group:{GROUP}", now)
    assert [r.id for r in batch.rows] == [r.id for r in replies]
    await outbox.mark_sent(batch, ["9"], now)
    assert [
        (r.outcome, r.message_ids) for r in await rows() if r.id in {x.id for x in replies}
    ] == [("sent", ["9"])] + [("merged", ["9"])] * 3


async def test_a_merge_stops_at_a_listing_a_picture_an_announcement_and_sixty_lines(clean_db):
    now = datetime(2026, 12, 1, tzinfo=UTC)
    chat = f"group:{GROUP}"

    def reply(text: str, **extra) -> Outbox:
        return Outbox(chat=chat, text=text, purpose="reply", reply_to="1", created_at=now, **extra)

    async with db.writer() as s:
        s.add_all(
            [
                reply("甲"),
                reply("乙"),
                reply("排名表", long=True),
                reply("丙"),
                Outbox(chat=chat, text="第2轮对阵", created_at=now),
                reply("丁"),
                reply("图", image="bracket:1:1"),
                *[reply("行1\n行2") for _ in range(31)],
                Outbox(
                    chat="private:1", text="私聊甲", purpose="reply", reply_to="1", created_at=now
                ),
                Outbox(
                    chat="private:1", text="私聊乙", purpose="reply", reply_to="1", created_at=now
                ),
            ]
        )

    async def takes() -> list[str]:
        batch = await outbox.claim(chat, now)
        await outbox.mark_sent(batch, [], now)
        return [r.text for r in batch.rows]

    assert await takes() == ["甲", "乙"]
    assert await takes() == ["排名表"]  # a long listing goes on its own
    assert await takes() == ["丙"]
    assert await takes() == ["第2轮对阵"]  # an announcement is never merged
    assert await takes() == ["丁"]
    assert await takes() == ["图"]  # a picture with its caption on its own
    assert await takes() == ["行1\n行2"] * 30  # 60 lines: one message
    assert await takes() == ["行1\n行2"]
    assert await outbox.claim(chat, now) is None
    chat = "private:1"  # a private chat's replies go one by one, each the answer to its command
    assert await takes() == ["私聊甲"]
    assert await takes() == ["私聊乙"]


async def test_a_dead_claim_lapses_within_seconds_and_a_renewed_one_holds(clean_db):
    """A process killed while posting leaves its claim in the rows: another process (or the
    restarted one, on PostgreSQL) takes the chat up again once the lease ran out, 10 s later;
    while the poster lives it renews the claim and nobody else may take it."""
    await setup_field()
    chat = f"group:{GROUP}"
    t0 = datetime(2026, 12, 1, tzinfo=UTC)
    dead = await outbox.claim(chat, t0)
    assert dead is not None
    assert await outbox.claim(chat, t0 + timedelta(seconds=9)) is None  # still leased
    taken = await outbox.claim(chat, t0 + timedelta(seconds=11))  # the dead claim lapsed
    assert [r.id for r in taken.rows] == [r.id for r in dead.rows]
    # the live poster renews at +14 s (every LEASE / 3 in the sender): held until +24 s
    assert await outbox.renew(taken, t0 + timedelta(seconds=14))
    assert await outbox.claim(chat, t0 + timedelta(seconds=22)) is None
    await outbox.mark_sent(taken, ["9"], t0 + timedelta(seconds=23))
    assert not await outbox.renew(taken, t0 + timedelta(seconds=24))  # posted: nothing to hold


async def test_undo_recalls_posted_cancels_pending_and_the_next_seating_corrects(clean_db):
    await setup_field()
    out = await play.seat_next_round(ORG, R1)
    seated = [r for r in await rows() if r.audit_id is not None and r.purpose == "notice"]
    # the first post went out (message id 501), the others were still waiting
    async with db.writer() as s:
        for r in seated:
            row = await s.get(Outbox, r.id)
            if r is seated[0]:
                row.sent_at, row.outcome, row.message_ids = R1, "sent", ["501"]
    undone = await audit.undo_last(ORG, R1)
    assert f"{len(seated)} 条群消息作废" in undone.text
    after = await rows()
    recall = [r for r in after if r.purpose == "recall"]
    assert [r.recall_of for r in recall] == [seated[0].id]
    by_id = {r.id: r for r in after}
    assert all(by_id[r.id].outcome == "cancelled" for r in seated[1:])
    assert all(by_id[r.id].superseded_at is not None for r in seated)
    again = await play.seat_next_round(ORG, R1)
    newest = [r for r in await rows() if r.id > max(by_id)]
    # reply, then the correction, then the new posts
    assert newest[0].purpose == "reply" and newest[1].text.startswith("更正")
    assert [r.text for r in newest[2:]] == [n.text for n in again.notices]
    now_rows = {r.id: r for r in await rows()}
    assert {now_rows[r.id].corrected_by for r in seated} == {newest[1].id}
    assert out.notices  # the undone seating had posts


def test_correction_names_the_changed_lines():
    old = ["第1轮对阵\n第1桌 甲 乙 丙 丁\n第2桌 戊 己 庚 辛"]
    new = ["第1轮对阵\n第1桌 甲 乙 丙 丁\n第2桌 戊 己 庚 壬"]
    text = outbox.correction_text(old, new)
    assert text.splitlines()[1:] == ["原为：第2桌 戊 己 庚 辛", "改为：第2桌 戊 己 庚 壬"]
    assert "相同" in outbox.correction_text(old, old)


async def test_replies_that_report_a_change_are_owed_with_it(clean_db):
    """The organisers' set-up commands and a restore reply through the outbox, in the change's
    transaction (tied to its audit record), so a crash right after commit loses no answer."""
    from services import exports, tournaments
    from services.common import Actor
    from tests.services.test_fourplayer_flow import T0

    outcomes = [
        await tournaments.create_tournament(ORG, "xiaomanyao-junqi-2023", None, T0),
        await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0),
        await tournaments.add_role(ORG, "仲裁", "12345678", None, True),
        await tournaments.switch(ORG, Ident(1, "1"), T0),
    ]
    private = Actor(ORG.user_id, None, superuser=True)
    outcomes.append(await exports.restore(private, await exports.backup(1)))
    outcomes.append(await tournaments.delete(ORG, Ident(2, "2"), T0))
    owed = {r.text: r for r in await rows() if r.purpose == "reply"}
    for i, out in enumerate(outcomes):
        assert out.queued, out.text
        if i != 3:  # the chat's choice of tournament is no tournament data: not audited
            assert owed[out.text].audit_id is not None, out.text
    assert owed[outcomes[4].text].chat == f"private:{ORG.user_id}"  # /导入 answers privately
