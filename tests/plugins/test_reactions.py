"""A sign-up is acknowledged at once by an emoji on its message, where the OneBot implementation
can put one on (NapCat and LLOneBot set_msg_emoji_like, Lagrange set_group_reaction); the merged
text acknowledgement goes as before."""

from nonebot.adapters.onebot.v11 import ActionFailed, Bot
from nonebug import App
from sqlalchemy import select

from models import db
from models.tables import Outbox
from tests.conftest import SUPERUSER
from tests.utils import GROUP, SELF_ID, Api, Says, group_event, member, posts, talk

JUNQI = "xiaomanyao-junqi-2023"
EMOJI_LIKE, GROUP_REACTION = "set_msg_emoji_like", "set_group_reaction"  # the ways to react


async def open_tournament(app: App) -> None:
    """Seed 000 in GROUP, dated after the test clock, approval off."""
    await talk(app, group_event(SUPERUSER, f"/新建赛事 {JUNQI}"), Says("#"))
    for item in ("第1轮 2026-12-12 20:00", "报名截止 2026-12-10 20:00", "审核 关"):
        await talk(app, group_event(SUPERUSER, f"/设置 {item}"), Says("已设置"))


def emoji_like(message_id: int, emoji: str, **kwargs) -> Api:
    """NapCat's reaction call on a message."""
    return Api("set_msg_emoji_like", {"message_id": message_id, "emoji_id": emoji}, None, **kwargs)


async def reaction_rows() -> list[tuple[str, str, str]]:
    """(chat, message id, outcome) of every reaction the outbox holds."""
    async with db.session() as s:
        rows = (
            await s.execute(select(Outbox).where(Outbox.purpose == "reaction").order_by(Outbox.id))
        ).scalars()
        return [(r.chat, r.text, r.outcome) for r in rows]


async def test_napcat_puts_ok_on_a_signup_and_a_cross_on_a_refusal(app: App, now, reaction_ways):
    await open_tournament(app)
    reaction_ways[SELF_ID] = EMOJI_LIKE  # get_version_info said NapCat
    signing = group_event("346631485", "报名 【粤】恋恋 346631485")
    await talk(
        app,
        signing,
        member(GROUP, "346631485"),
        posts(GROUP, "【粤】恋恋 报名成功，报名序号 1"),
        emoji_like(signing.message_id, "124"),  # QQ face 124 "OK"
    )
    assert await reaction_rows() == [(f"reaction:{GROUP}", str(signing.message_id), "sent")]

    reaction_ways[SELF_ID] = EMOJI_LIKE  # the test's connection closed in between
    # someone else's QQ (000 §二.2 三者一致): refused, a ❌ on the message and the reason in text
    wrong = group_event("12345678", "报名 【川】冒名 33330003")
    await talk(app, wrong, Says("必须是你自己发消息的QQ号"), emoji_like(wrong.message_id, "10060"))
    assert len(await reaction_rows()) == 1  # a refusal wrote nothing, its emoji went at once


async def test_lagrange_puts_its_reaction_through_set_group_reaction(app: App, now, reaction_ways):
    await open_tournament(app)
    reaction_ways[SELF_ID] = GROUP_REACTION
    signing = group_event("346631485", "报名 【粤】恋恋 346631485")
    await talk(
        app,
        signing,
        member(GROUP, "346631485"),
        posts(GROUP, "报名序号 1"),
        Api(
            "set_group_reaction",
            {
                "group_id": int(GROUP),
                "message_id": signing.message_id,
                "code": "124",
                "is_add": True,
            },
            None,
        ),
    )


async def test_an_unknown_implementation_gets_the_text_only(app: App, now, reaction_ways):
    await open_tournament(app)
    reaction_ways[SELF_ID] = None  # get_version_info named none we know (or was refused)
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        member(GROUP, "346631485"),
        posts(GROUP, "报名序号 1"),
    )
    await talk(app, group_event("12345678", "报名 【川】冒名 33330003"), Says("必须是你自己"))
    assert await reaction_rows() == []


async def test_a_refused_reaction_is_not_asked_again_on_that_connection(
    app: App, now, reaction_ways
):
    await open_tournament(app)
    reaction_ways[SELF_ID] = EMOJI_LIKE
    first = group_event("346631485", "报名 【粤】恋恋 346631485")
    await talk(
        app,
        first,
        member(GROUP, "346631485"),
        posts(GROUP, "报名序号 1"),
        emoji_like(first.message_id, "124", exception=ActionFailed(retcode=1404)),
    )
    # the implementation refused it: the connection reacts no more, the text still answers
    assert reaction_ways[SELF_ID] is None
    assert await reaction_rows() == [(f"reaction:{GROUP}", str(first.message_id), "refused")]
    await talk(
        app,
        group_event("12345678", "报名 【京】阿明 12345678"),
        member(GROUP, "12345678"),
        posts(GROUP, "【京】阿明 报名成功，报名序号 2"),
    )
    assert len(await reaction_rows()) == 1


async def test_the_implementation_is_told_by_its_version_info(app: App):
    from plugins.qisai import reactions

    answers = {
        "NapCat.Onebot": EMOJI_LIKE,
        "LLOneBot": EMOJI_LIKE,
        "Lagrange.OneBot": GROUP_REACTION,
        "go-cqhttp": None,
    }
    for app_name, expected in answers.items():
        async with app.test_api() as ctx:
            bot = ctx.create_bot(base=Bot, self_id="91001")
            ctx.should_call_api(
                "get_version_info",
                {},
                {"app_name": app_name, "app_version": "1.0", "protocol_version": "v11"},
            )
            assert await reactions.detect(bot) == expected, app_name
            assert reactions.way(bot) == expected
    async with app.test_api() as ctx:  # an implementation without the call: no reactions
        bot = ctx.create_bot(base=Bot, self_id="91002")
        ctx.should_call_api("get_version_info", {}, exception=ActionFailed(retcode=1404))
        assert await reactions.detect(bot) is None
        assert reactions.known(bot) and reactions.way(bot) is None
