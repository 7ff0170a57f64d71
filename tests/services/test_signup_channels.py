"""``signup.channels``: a regulation taking sign-ups in the group only refuses a private one
(and the other way round), saying where to send it, and writes nothing."""

import pytest
from sqlalchemy import select

from engine.regulation import Regulation
from models import db
from models.tables import Entry, Tournament
from services import signup
from services.common import Actor, Refusal
from tests.services.test_signup_concurrency import GROUP, NOW, EveryoneIsAMember, open_tournament


async def club(channels: list[str]) -> int:
    """The round-robin preset open for sign-up in GROUP, taking sign-ups in ``channels``."""
    tid = await open_tournament("round-robin")
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        data = dict(t.regulation)
        data["signup"] = {**data["signup"], "channels": channels}
        t.regulation = Regulation.model_validate(data).model_dump(mode="json")
        await s.commit()
    return tid


async def sign(qq: int, group_id: str | None) -> str:
    actor = Actor(user_id=str(qq), group_id=group_id)
    result = await signup.sign_up(actor, f"报名 棋手{qq} {qq}", EveryoneIsAMember(), NOW)
    assert result is not None
    return result.outcome.text


async def accounts(tid: int) -> list[str]:
    async with db.session() as s:
        rows = (await s.execute(select(Entry).where(Entry.tournament_id == tid))).scalars()
        return sorted(e.user_id for e in rows)


async def test_group_only_refuses_a_private_sign_up(clean_db):
    # 「报名请在比赛群内接龙」: channels = ["group"]
    tid = await club(["group"])
    with pytest.raises(Refusal) as e:
        await sign(10001001, None)
    assert str(e.value) == "本赛事只在比赛群内接受报名，私聊报名无效。请在比赛群里发送报名信息。"
    assert await accounts(tid) == []
    await sign(10001001, GROUP)
    assert await accounts(tid) == ["10001001"]


async def test_private_only_refuses_a_group_sign_up(clean_db):
    tid = await club(["private"])
    with pytest.raises(Refusal) as e:
        await sign(10001001, GROUP)
    assert str(e.value) == "本赛事只接受私聊报名，群内报名无效。请私聊机器人发送报名信息。"
    assert await accounts(tid) == []
    await sign(10001001, None)
    assert await accounts(tid) == ["10001001"]


async def test_a_chain_in_a_channel_not_taken_is_conversation(clean_db):
    # a re-posted 接龙 in the group of a private-only regulation: not for the bot, no reply
    tid = await club(["private"])
    actor = Actor(user_id="10001001", group_id=GROUP)
    chain = "#接龙\n报名\n1. 棋手一 10001001\n2. 棋手二 10001002"
    assert await signup.sign_up(actor, chain, EveryoneIsAMember(), NOW) is None
    assert await accounts(tid) == []
