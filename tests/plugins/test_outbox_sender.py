"""The sender keeps its claim on a message for as long as it posts it: a post slower than the
lease (a throttled chat, a slow platform) is not taken and posted again by another process."""

import asyncio
from datetime import timedelta

from sqlalchemy import select

from models import db
from models.tables import Outbox, utcnow
from services import outbox as box
from services.common import Notice


async def test_a_slow_post_keeps_its_claim_and_is_posted_once(clean_db, monkeypatch):
    from plugins.qisai import outbox as sender
    from plugins.qisai import send

    monkeypatch.setattr(box, "LEASE", timedelta(seconds=0.3))
    await box.enqueue([Notice("group", "4242", "第1轮对阵表")])
    posts: list[str] = []

    async def slow_post(bot, notice, **_):
        posts.append(notice.text)
        await asyncio.sleep(1.0)  # more than three leases
        return ["31"]

    monkeypatch.setattr(send, "bot_for", lambda kind, target: object())
    monkeypatch.setattr(send, "post", slow_post)
    posting = asyncio.create_task(sender._send_next("group:4242"))
    # another process looks at the chat while the post runs: the claim is renewed, it gets nothing
    for _ in range(4):
        await asyncio.sleep(0.2)
        assert await box.claim("group:4242", utcnow()) is None
    assert await posting is True
    async with db.session() as s:
        row = (await s.execute(select(Outbox))).scalar_one()
    assert (row.outcome, row.message_ids, row.claimed_until) == ("sent", ["31"], None)
    assert posts == ["第1轮对阵表"]


async def test_answers_queued_in_a_group_go_as_one_message_each_line_led_by_its_player(
    clean_db, monkeypatch
):
    """Replies and acknowledgements that queued up behind the send throttle: one message, a
    line each, each line led by the @ of whom it concerns (once, even when its text @s them)."""
    from plugins.qisai import outbox as sender
    from plugins.qisai import send

    now = utcnow()
    chat = "group:4242"
    async with db.writer() as s:
        s.add_all(
            [
                Outbox(
                    chat=chat,
                    text="已记录第3桌报分：胜和负（从先手一方看）。",
                    purpose="reply",
                    reply_to="11",
                    created_at=now,
                ),
                Outbox(
                    chat=chat,
                    text="你已报过第5桌 胜和负，无需重复。",
                    purpose="reply",
                    reply_to="12",
                    created_at=now,
                ),
                Outbox(
                    chat=chat,
                    text="【粤】丙 报名成功，报名序号 9。",
                    purpose="ack",
                    mentions=["13"],
                    reply_to="13",
                    created_at=now,
                ),
                Outbox(
                    chat=chat,
                    text="{@14} 你的申诉已收到。",
                    purpose="reply",
                    reply_to="14",
                    created_at=now,
                ),
            ]
        )
    posted: list[tuple[Notice, dict]] = []

    async def post(bot, notice, **kw):
        posted.append((notice, kw))
        return ["51"]

    monkeypatch.setattr(send, "bot_for", lambda kind, target: object())
    monkeypatch.setattr(send, "post", post)
    assert await sender._send_next(chat) is True
    ((notice, kw),) = posted
    assert (
        notice.mentions == [] and kw["event"] is None
    )  # to the group, not as one command's answer
    assert notice.text.split("\n") == [
        "{@11} 已记录第3桌报分：胜和负（从先手一方看）。",
        "{@12} 你已报过第5桌 胜和负，无需重复。",
        "{@13} 【粤】丙 报名成功，报名序号 9。",
        "{@14} 你的申诉已收到。",
    ]
    async with db.session() as s:
        assert [
            r.outcome for r in (await s.execute(select(Outbox).order_by(Outbox.id))).scalars()
        ] == ["sent", "merged", "merged", "merged"]
    assert await sender._send_next(chat) is False
