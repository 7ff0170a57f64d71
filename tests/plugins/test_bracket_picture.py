"""Seed 003: every knockout round's close owes the group the bracket picture, right after the
closing post, as an outbox row naming what to draw; the sender draws it when it posts it (an
image segment with the caption), leaves it out where no picture can be shown, and /撤销 of the
close recalls it like the post."""

import base64
import io

import pytest
from PIL import Image
from sqlalchemy import select

from models import db
from models.tables import Outbox
from services import audit, closing, play
from tests.services.test_jieqi_flow import (
    GROUP,
    ORG,
    R1,
    group_stage,
    setup_field,
    tables,
    two_wildcards,
)

CHAT = f"group:{GROUP}"


@pytest.fixture
def font() -> None:
    from plugins.qisai import render

    if not render.available():
        pytest.skip("no CJK font installed (Debian: apt-get install fonts-noto-cjk)")


async def rows() -> list[Outbox]:
    async with db.session() as s:
        return list((await s.execute(select(Outbox).order_by(Outbox.id))).scalars())


class FakeBot:
    """Takes group messages (OneBot v11 segments) and answers message ids 1, 2, …"""

    def __init__(self) -> None:
        self.sent: list = []

    async def send_group_msg(self, group_id: int, message) -> dict:
        self.sent.append(message)
        return {"message_id": len(self.sent)}


async def to_the_knockout() -> None:
    """The 16-player field of tests/services/test_jieqi_flow.py through its three group rounds
    (the lower seq wins every game), two wildcards, the knockout's first round seated."""
    await setup_field()
    await group_stage()
    await two_wildcards()  # with each group's 1st: six in a bracket of 8
    await play.seat_next_round(ORG, R1)
    for t in await tables(4):  # every tie 2–0 to the lower seq
        if len(t["seats"]) == 2:
            a, b = t["seats"]
            await play.enter_result(ORG, str(t["table"]), "胜胜" if a < b else "负负", R1)


async def send_all(sender) -> None:
    while await sender._send_next(CHAT):
        pass


async def test_a_knockout_close_posts_the_bracket_picture_after_its_post(
    clean_db, monkeypatch, font
):
    from plugins.qisai import outbox as sender
    from plugins.qisai import send

    await to_the_knockout()
    # the three group rounds' closes owed no picture: there is no bracket before the knockout
    assert [r.image for r in await rows() if r.image] == []
    before = max(r.id for r in await rows())
    await closing.close_round(ORG, R1)
    new = [r for r in await rows() if r.id > before]
    # the reply, the post (standings and the bracket as text), then the picture of round 4
    assert [r.purpose for r in new] == ["reply", "notice", "notice"]
    reply, post, picture = new
    assert "第4轮已结束" in reply.text and "淘汰赛对阵（8 签" in post.text
    assert (picture.chat, picture.image, picture.audit_id) == (CHAT, "bracket:1:4", post.audit_id)
    assert picture.text == "「2019深圳坪山揭棋公开赛」第4轮后的淘汰赛对阵图（文字版：/排名 文字）"

    bot = FakeBot()
    monkeypatch.setattr(send, "bot_for", lambda kind, target: bot)
    monkeypatch.setattr(send, "shows_images", lambda b: b is bot)
    await send_all(sender)
    # the last two messages of the group: the post, then the caption with one PNG image segment
    *_, posted, shown = bot.sent
    assert "淘汰赛对阵（8 签" in str(posted) and not [s for s in posted if s.type == "image"]
    images = [s.data["file"] for s in shown if s.type == "image"]
    assert "".join(s.data["text"] for s in shown if s.type == "text") == picture.text
    (file,) = images
    image = Image.open(io.BytesIO(base64.b64decode(file.removeprefix("base64://"))))
    assert image.format == "PNG" and image.width > 400
    done = {r.id: r for r in await rows()}
    assert (done[picture.id].outcome, done[picture.id].message_ids) == (
        "sent",
        [str(len(bot.sent))],
    )

    # /撤销 of the close recalls the post and the picture
    await audit.undo_last(ORG, R1)
    recalls = [r.recall_of for r in await rows() if r.purpose == "recall"]
    assert recalls == [post.id, picture.id]
    await send_all(sender)

    # closed again through a bot that cannot show pictures (WeChat, no font): the post goes,
    # the picture is left out and marked so, and nothing after it waits for it
    monkeypatch.setattr(send, "shows_images", lambda b: False)
    sent_before = len(bot.sent)
    top = max(r.id for r in await rows())
    await closing.close_round(ORG, R1)
    await send_all(sender)
    again = [r for r in await rows() if r.id > top]
    assert [r.image for r in again] == [
        None,
        None,
        None,
        "bracket:1:4",
    ]  # reply, correction, post, picture
    assert again[-1].outcome == "no picture" and again[-1].message_ids == []
    assert all(not [s for s in m if s.type == "image"] for m in bot.sent[sent_before:])
