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
