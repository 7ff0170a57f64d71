"""A sign-up acknowledged in a group whose connection reacts (`Actor.react_to`) owes a reaction
besides its text: a row of a chat of its own, taken at most once, cancelled when the sign-up is
undone before it went on."""

from datetime import UTC, datetime

from sqlalchemy import select

from engine.numbers import Ident
from models import db
from models.tables import Outbox
from services import audit, outbox, signup
from services.common import Actor
from tests.services.test_signup_concurrency import (
    FIRST_QQ,
    GROUP,
    NOW,
    ORGANISER,
    RosterOfEveryone,
    open_tournament,
)

LATER = datetime(2026, 12, 1, 12, 0, 5, tzinfo=UTC)


async def signed(qq: int, message_id: str | None) -> signup.SignupResult:
    actor = Actor(user_id=str(qq), group_id=GROUP, react_to=message_id)
    return await signup.sign_up(actor, f"报名 【粤】棋手{qq} {qq}", RosterOfEveryone(), NOW)


async def rows(purpose: str) -> list[Outbox]:
    async with db.session() as s:
        query = select(Outbox).where(Outbox.purpose == purpose).order_by(Outbox.id)
        return list((await s.execute(query)).scalars())


async def test_a_reaction_is_owed_with_the_entry_and_taken_once(clean_db):
    await open_tournament()
    await signed(FIRST_QQ, "5001")
    await signed(FIRST_QQ + 1, None)  # a connection that cannot react: the text only
    await signed(FIRST_QQ + 2, "5003")

    acks, owed = await rows("ack"), await rows("reaction")
    assert len(acks) == 3
    assert [(r.chat, r.text, r.reply_to) for r in owed] == [
        (f"reaction:{GROUP}", "5001", str(FIRST_QQ)),
        (f"reaction:{GROUP}", "5003", str(FIRST_QQ + 2)),
    ]
    # each reaction row belongs to its sign-up's audit record, as its acknowledgement does
    assert [r.audit_id for r in owed] == [acks[0].audit_id, acks[2].audit_id]

    # the merged text does not wait for (nor take) the reactions: a chat of their own
    text = await outbox.claim(f"group:{GROUP}", LATER)
    assert text is not None and {r.purpose for r in text.rows} <= {"ack", "reply"}
    taken = await outbox.take_reactions(f"reaction:{GROUP}", LATER, 1)
    rest = await outbox.take_reactions(f"reaction:{GROUP}", LATER, 20)
    assert [m for _, m in taken] == ["5001"] and [m for _, m in rest] == ["5003"]
    assert await outbox.take_reactions(f"reaction:{GROUP}", LATER, 20) == []  # at most once
    assert {(r.outcome, r.sent_at is not None) for r in await rows("reaction")} == {("sent", True)}


async def test_undoing_a_signup_cancels_its_reaction_not_yet_put_on(clean_db):
    await open_tournament()
    await signed(FIRST_QQ, "6001")
    (ack,) = await rows("ack")

    undone = await audit.undo_last(ORGANISER, NOW, Ident(ack.audit_id, str(ack.audit_id)))

    assert "已撤销" in undone.text, undone.text
    (row,) = await rows("reaction")
    assert row.outcome == "cancelled"
    assert await outbox.take_reactions(f"reaction:{GROUP}", LATER, 20) == []
