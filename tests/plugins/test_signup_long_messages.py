"""Issue 17: over-long messages through the real matcher: one refusal for an over-long 报名,
silence for other long messages, and a long 接龙 still registers its sender."""

from nonebug import App

from engine.signup import MAX_SIGNUP_CHARS
from tests.plugins.test_signup_commands import JUNQI, entries, open_tournament
from tests.utils import GROUP, Says, group_event, member, posts, private_event, talk


async def test_over_long_signup_gets_one_refusal_and_changes_nothing(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    long_signup = "报名 【粤】恋恋 346631485 " + "自我介绍" * MAX_SIGNUP_CHARS
    await talk(
        app, group_event("346631485", long_signup), Says("太长", str(MAX_SIGNUP_CHARS), "报名格式")
    )
    await talk(
        app,
        private_event("346631485", long_signup),
        Says("太长", str(MAX_SIGNUP_CHARS), "报名格式"),
    )
    await talk(
        app,
        group_event("346631485", "/报名 【粤】恋恋 346631485 " + "x" * MAX_SIGNUP_CHARS),
        Says("太长", str(MAX_SIGNUP_CHARS)),
    )
    assert await entries() == []


async def test_other_long_messages_get_no_reply(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    for text in (
        "1 " * 10_000,
        "【粤】恋恋 346631485 " * 1_000,
        "报名须知：" + "请写清昵称和QQ号。" * 300,
    ):
        await talk(app, group_event("346631485", text))
    assert await entries() == []


async def test_a_long_chain_registers_its_sender(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    lines = [f"{i}. 【粤】选手{i} {100_000_000 + i}" for i in range(1, 300)]
    chain = "小蛮腰杯报名接龙\n" + "\n".join([*lines, "300. 【京】阿明 12345678"])
    assert len(chain) > 3 * MAX_SIGNUP_CHARS
    await talk(
        app,
        group_event("12345678", chain),
        member(GROUP, "12345678"),
        posts(GROUP, "阿明", "报名序号 1"),
    )
    assert [(e.seq, e.user_id, e.name) for e in await entries()] == [(1, "12345678", "阿明")]
