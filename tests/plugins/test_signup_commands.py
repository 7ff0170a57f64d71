"""Step 2: the sign-up desk through the real matcher (group, private, chains, refusals, lists,
bans)."""

from datetime import timedelta

from nonebot.adapters.onebot.v11 import ActionFailed
from nonebug import App
from sqlalchemy import select

from models import db
from models.tables import AuditLog, Ban, Entry
from tests.conftest import SUPERUSER
from tests.utils import (
    GROUP,
    Api,
    Says,
    group_event,
    make_bot,
    member,
    posts,
    private_event,
    talk,
)

JUNQI = "xiaomanyao-junqi-2023"
GO = "shenzhen-go-2023"
ARENA = "chuanyu-xiangqi-arena-2021"


async def entries() -> list[Entry]:
    async with db.session() as s:
        return list((await s.execute(select(Entry).order_by(Entry.seq))).scalars())


async def open_tournament(app: App, preset: str = JUNQI, *settings: str) -> None:
    """A tournament of `preset` in GROUP, dated after the test clock, sign-up open."""
    await talk(app, group_event(SUPERUSER, f"/新建赛事 {preset}"), Says("#"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2026-12-12 20:00"), Says("已设置"))
    await talk(app, group_event(SUPERUSER, "/设置 报名截止 2026-12-10 20:00"), Says("已设置"))
    for item in settings:
        await talk(app, group_event(SUPERUSER, f"/设置 {item}"), Says("已设置"))


async def test_group_signup_forms(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 ° 346631485"),
        member(GROUP, "346631485"),
        posts(GROUP, "【粤】恋恋 °", "报名成功，报名序号 1"),
    )
    # without 报名, full-width brackets and digits, QQ written with spaces
    await talk(
        app,
        group_event("12345678", "［京］阿明★ １２３４ ５６７８"),
        member(GROUP, "12345678"),
        posts(GROUP, "阿明★", "报名序号 2"),
    )
    await talk(
        app,
        group_event("22334455", "／报名 【川】小雨 22334455"),
        member(GROUP, "22334455"),
        posts(GROUP, "报名序号 3"),
    )
    assert [(e.seq, e.user_id, e.family, e.status) for e in await entries()] == [
        (1, "346631485", "粤", "active"),
        (2, "12345678", "京", "active"),
        (3, "22334455", "川", "active"),
    ]


async def test_approval_required_by_seed_000(app: App, now):
    # 000 §二.1: invited or vouched players only -> pending until an organiser approves
    await open_tournament(app, JUNQI)
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        member(GROUP, "346631485"),
        posts(GROUP, "报名序号 1", "等待组委审核"),
    )
    await talk(app, group_event("30001", "/审核 1 通过"), Says("只有本赛事的组委"))
    await talk(app, group_event(SUPERUSER, "/审核 1 同意"), Says("格式：/审核 <选手> 通过"))
    await talk(
        app,
        group_event(SUPERUSER, "/审核 1 通过"),
        Says("序号 1 恋恋 审核通过"),
        posts("346631485", "审核通过", kind="private"),
    )
    await talk(app, group_event(SUPERUSER, "/审核 1 拒绝"), Says("不在待审核状态"))
    for qq in ("12345678", "22334455"):
        await talk(
            app,
            group_event(qq, f"报名 【京】选手 {qq}"),
            member(GROUP, qq),
            posts(GROUP, "等待组委审核"),
        )
    await talk(app, group_event(SUPERUSER, "/审核 全部 拒绝"), Says("批量审核只能全部通过"))
    await talk(
        app,
        group_event(SUPERUSER, "/审核 全部 通过"),
        Says("已通过全部 2 个待审核报名（序号 2–3）"),
    )
    await talk(app, group_event(SUPERUSER, "/审核 全部 通过"), Says("没有待审核的报名"))
    assert [e.status for e in await entries()] == ["active", "active", "active"]


async def test_chain_registers_only_the_senders_line(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    chain1 = "#接龙\n小蛮腰杯报名\n\n1. 【粤】恋恋 346631485"
    await talk(
        app,
        group_event("346631485", chain1),
        member(GROUP, "346631485"),
        posts(GROUP, "报名序号 1"),
    )
    # the next member re-posts the list with a line added; also adds a friend's line
    chain2 = chain1 + "\n2、【京】阿明 12345678\n3) 【京】阿明的朋友 87654321"
    await talk(
        app,
        group_event("12345678", chain2),
        member(GROUP, "12345678"),
        posts(GROUP, "阿明", "报名序号 2"),
    )
    # the first member re-posts the same chain: already registered, nothing said
    await talk(app, group_event("346631485", chain2))
    assert [(e.seq, e.user_id) for e in await entries()] == [(1, "346631485"), (2, "12345678")]


async def test_private_signup_checks_the_match_group(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    await talk(
        app,
        private_event("346631485", "报名 【粤】恋恋 346631485"),
        member(GROUP, "346631485"),
        Says("报名成功，报名序号 1"),
    )
    assert (await entries())[0].channel == "private"


def group_info(name: str | None) -> Api:
    """The bot asks the platform for the match group's name (OneBot get_group_info); None: the
    platform refuses."""
    if name is None:
        return Api("get_group_info", {"group_id": int(GROUP)}, exception=ActionFailed(retcode=1))
    return Api("get_group_info", {"group_id": int(GROUP)}, {"group_id": GROUP, "group_name": name})


async def test_non_member_is_refused(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    # a stranger learns the group's name and its number masked (20001: 5 digits keep 1 + 1),
    # their own QQ masked too (55667788: 2 + 2)
    await talk(
        app,
        private_event("55667788", "报名 【粤】路人 55667788"),
        member(GROUP, "55667788", exception=ActionFailed(retcode=100)),
        group_info("棋友会"),
        Says("QQ 55****88 不在比赛群「棋友会」（2****1）里", absent=(GROUP,)),
    )
    assert await entries() == []


async def test_non_member_is_told_the_masked_group_number_when_its_name_is_unknown(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    await talk(
        app,
        private_event("55667788", "报名 【粤】路人 55667788"),
        member(GROUP, "55667788", exception=ActionFailed(retcode=100)),
        group_info(None),
        Says("不在比赛群（2****1）里", absent=(GROUP,)),
    )
    assert await entries() == []


async def test_the_group_names_listed_at_connection_are_kept(app: App):
    from plugins.qisai import members, send

    async with app.test_api() as ctx:
        bot = make_bot(ctx)
        listed = [{"group_id": int(GROUP), "group_name": "川渝象棋群"}]
        ctx.should_call_api("get_group_list", {}, listed)
        assert await send.learn_groups(bot) == {GROUP}
        # known from the list: no get_group_info call
        assert await members.BotMembers(bot).group_name(GROUP) == "川渝象棋群"


async def test_member_lookup_failure_changes_nothing(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    await talk(
        app,
        group_event("55667788", "报名 【粤】路人 55667788"),
        member(GROUP, "55667788", exception=TimeoutError()),
        Says("暂时无法核对", "未登记"),
    )
    assert await entries() == []


async def test_qq_must_be_the_senders(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    # both numbers masked in the group (346631485: 4 + 2 digits, 12345678: 2 + 2)
    await talk(
        app,
        group_event("12345678", "报名 【粤】恋恋 346631485"),
        Says("必须是你自己", "3466****85", "12****78"),
    )
    assert await entries() == []


async def test_duplicate_and_missing_qq(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        member(GROUP, "346631485"),
        posts(GROUP, "序号 1"),
    )
    await talk(
        app, group_event("346631485", "报名 【粤】恋恋 346631485"), Says("你已报名，报名序号 1")
    )
    await talk(app, group_event("346631485", "报名 恋恋"), Says("QQ"))
    assert len(await entries()) == 1


async def test_conversation_mentioning_signup_gets_no_reply(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    for chat in ("大家报名了吗？", "报名截止是几点", "我想报名但是不会", "怎么报名"):
        await talk(app, group_event("30001", chat))
    assert await entries() == []


async def test_after_deadline_and_before_opening(app: App, now):
    await talk(app, group_event(SUPERUSER, f"/新建赛事 {JUNQI}"), Says("#1"))
    # the preset's dates have passed: no deadline, sign-up not open
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        Says("尚未开放报名", "/开放报名"),
    )
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2026-12-12 20:00"), Says("已设置"))
    await talk(app, group_event(SUPERUSER, "/设置 报名截止 2026-12-10 20:00"), Says("已设置"))
    now["now"] += timedelta(days=10)  # 2026-12-11 20:00 local, after the deadline
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        Says("已于 2026-12-10 20:00 截止"),
    )
    assert await entries() == []


async def test_open_and_close_by_hand(app: App, now):
    await talk(app, group_event(SUPERUSER, f"/新建赛事 {JUNQI}"), Says("#1"))
    await talk(app, group_event("30001", "/开放报名"), Says("只有本赛事的组委"))
    await talk(app, group_event(SUPERUSER, "/开放报名"), Says("开放报名", "/截止报名"))
    await talk(app, group_event(SUPERUSER, "/设置 审核 关"), Says("已设置"))
    await talk(
        app,
        group_event("346631485", "【粤】恋恋 346631485"),
        member(GROUP, "346631485"),
        posts(GROUP, "序号 1"),
    )
    await talk(app, group_event(SUPERUSER, "/截止报名"), Says("报名已截止：正式 1 人"))
    await talk(app, group_event("12345678", "报名 【京】阿明 12345678"), Says("报名已截止"))
    # without the keyword a "name QQ" line after closing is conversation: no reply
    await talk(app, group_event("12345678", "【京】阿明 12345678"))


async def test_go_divisions_ask_for_fields_and_choose(app: App, now):
    # 002: youth born on/after 2005-01-01, open B on/before 1983-12-31, open A otherwise, with the
    # player's choice where two fit; 002 asks for no group membership (eligibility is a document
    # check: approval, switched off here)
    await open_tournament(app, GO, "审核 关")
    await talk(app, group_event("11112222", "报名 张三 11112222"), Says("出生"))
    await talk(
        app,
        group_event("11112222", "报名 张三 11112222 出生 2008-05-01 段位 5段"),
        posts(GROUP, "序号 1", "青少年组"),
    )
    await talk(
        app,
        group_event("33334444", "报名 李四 33334444 出生 1990-01-01 段位 3段"),
        posts(GROUP, "序号 2", "公开组甲组"),
    )
    await talk(
        app,
        group_event("44445555", "报名 赵六 44445555 出生 1970-03-01 段位 6段"),
        posts(GROUP, "序号 3", "公开组乙组"),
    )
    # a young player may choose open A; an adult may not choose youth
    await talk(
        app,
        group_event("66667777", "报名 钱七 66667777 出生 2009-01-01 段位 2段 组别 公开A组"),
        posts(GROUP, "序号 4", "公开组甲组"),
    )
    await talk(
        app,
        group_event("55556666", "报名 王五 55556666 出生 1990-01-01 段位 3段 组别 青少年组"),
        Says("不能报青少年组"),
    )
    assert [(e.seq, e.division) for e in await entries()] == [
        (1, "youth"),
        (2, "open_a"),
        (3, "open_b"),
        (4, "open_a"),
    ]


async def test_full_division_waits_and_withdrawal_promotes(app: App, now):
    await open_tournament(app, GO, "审核 关", "人数上限 青少年组 1")
    young = "出生 2008-05-01 段位 5段 组别 青少年组"
    await talk(app, group_event("11112222", f"报名 张三 11112222 {young}"), posts(GROUP, "序号 1"))
    await talk(
        app,
        group_event("22223333", f"报名 李四 22223333 {young}"),
        posts(GROUP, "序号 2", "候补名单"),
    )
    await talk(
        app,
        group_event("11112222", "/退赛"),
        Says("序号 1 张三 已退赛", "李四 递补"),
        posts(GROUP, "李四 递补"),  # the group's post first, then the private notes
        posts("22223333", "递补为正式选手", kind="private"),
    )
    assert [(e.seq, e.status) for e in await entries()] == [(1, "withdrawn"), (2, "active")]


async def test_late_withdrawal_bans_from_the_next_tournament(app: App, now):
    # 002: withdrawing later than 1 day before the start suspends the player for one year
    await open_tournament(app, GO, "审核 关")
    await talk(
        app,
        group_event("11112222", "报名 张三 11112222 出生 1990-01-01 段位 3段"),
        posts(GROUP, "序号 1"),
    )
    now["now"] += timedelta(days=10, hours=12)  # 2026-12-12 08:00 local, 12 h before round 1
    await talk(app, group_event("11112222", "/退赛"), Says("逾期退赛", "禁赛至 2027-12-12"))
    async with db.session() as s:
        [ban] = (await s.execute(select(Ban))).scalars().all()
    assert ban.user_id == "11112222"
    await talk(app, group_event(SUPERUSER, f"/新建赛事 {GO} 第二届"), Says("#2"))
    await talk(app, group_event(SUPERUSER, "/开放报名"), Says("开放报名"))
    await talk(app, group_event(SUPERUSER, "/设置 审核 关"), Says("已设置"))
    await talk(
        app, group_event("11112222", "报名 张三 11112222 出生 1990-01-01 段位 3段"), Says("禁赛期")
    )
    await talk(app, group_event(SUPERUSER, "/禁赛列表"), Says("11****22", "逾期退赛"))
    await talk(app, private_event(SUPERUSER, "/禁赛列表"), Says("11112222", "逾期退赛"))
    await talk(
        app,
        group_event(SUPERUSER, "/解禁 11112222"),
        Says("已解除 11****22 的禁赛", "赛事 #1", absent=("11112222",)),
    )
    await talk(
        app,
        group_event("11112222", "报名 张三 11112222 出生 1990-01-01 段位 3段"),
        posts(GROUP, "报名序号 1"),
    )


async def test_withdraw_without_entry(app: App, now):
    await open_tournament(app, JUNQI)
    await talk(app, group_event("11112222", "/退赛"), Says("你没有报名"))


async def test_arena_numbers_are_fixed_at_signup(app: App, now):
    await open_tournament(app, ARENA)
    await talk(
        app,
        group_event("11112222", "报名 刘一 11112222 队伍 四川 编号 6 性别 男"),
        Says("6 号必须是女棋手"),
    )
    await talk(
        app,
        group_event("11112222", "报名 刘一 11112222 队伍 四川 编号 6 性别 女"),
        posts(GROUP, "序号 1", "四川队 6 号"),
    )
    await talk(
        app,
        group_event("22223333", "报名 陈二 22223333 队伍 四川 编号 6 性别 女"),
        Says("四川队的 6 号已由 刘一"),
    )
    assert len(await entries()) == 1


async def test_list_masks_qq_in_group_but_not_for_organisers_in_private(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        member(GROUP, "346631485"),
        posts(GROUP, "序号 1"),
    )
    await talk(
        app,
        group_event("30001", "/报名列表"),
        Says("1. 【粤】恋恋 3466****85", absent=("346631485",)),
    )
    await talk(app, private_event(SUPERUSER, "/报名列表"), Says("1. 【粤】恋恋 346631485"))


async def test_every_signup_is_audited(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        member(GROUP, "346631485"),
        posts(GROUP, "序号 1"),
    )
    async with db.session() as s:
        log = (await s.execute(select(AuditLog).where(AuditLog.command == "报名"))).scalar_one()
    [change] = [c for c in log.changes if c["table"] == "entry"]
    assert change["before"] is None
    assert (change["after"]["seq"], change["after"]["user_id"]) == (1, "346631485")


async def test_a_long_list_goes_out_as_one_forward_message(app: App, now):
    await open_tournament(app, JUNQI, "审核 关")
    from services import signup as desk
    from services.common import Actor

    class Everyone:
        async def member(self, group_id, user_id):
            return {"card": ""}

    for i in range(40):
        qq = str(20000000 + i)
        await desk.sign_up(Actor(qq, GROUP), f"报名 【粤】选手{i} {qq}", Everyone(), now["now"])

    class Forward:
        """The forward nodes hold all 40 lines, QQ numbers masked."""

        def __eq__(self, data):
            text = "\n".join(node["data"]["content"] for node in data["messages"])
            return (
                data["group_id"] == int(GROUP)
                and "40. 【粤】选手39 20****39" in text
                and "20000039" not in text
            )

        def __ne__(self, data):
            return not self.__eq__(data)

    from tests.utils import Api

    await talk(
        app,
        group_event("30001", "/报名列表"),
        Api("send_group_forward_msg", Forward(), {"message_id": 9}),
    )


async def test_group_card_rule_sets_the_card_when_the_bot_may(app: App, now):
    from tests.utils import Api

    await open_tournament(app, JUNQI, "审核 关", "群名片格式 【{family}】{nick}")
    card = {"group_id": int(GROUP), "user_id": 346631485, "card": "【粤】恋恋"}
    # the card is wrong and the bot is a group admin: it sets the card and registers the player
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        member(GROUP, "346631485", card="恋恋吖"),
        Api("set_group_card", card, None),
        posts(GROUP, "报名序号 1", "已按规程把你的群名片改为“【粤】恋恋”"),
    )
    # the bot may not set it: refused with the card it needs, nothing registered
    await talk(
        app,
        group_event("12345678", "报名 【京】阿明 12345678"),
        member(GROUP, "12345678", card="阿明"),
        Api(
            "set_group_card",
            {"group_id": int(GROUP), "user_id": 12345678, "card": "【京】阿明"},
            None,
            exception=ActionFailed(retcode=102),
        ),
        Says("规程要求群名片为“【京】阿明”"),
    )
    # a card that already reads right needs nothing
    await talk(
        app,
        group_event("22334455", "报名 【川】小雨 22334455"),
        member(GROUP, "22334455", card="［川］ 小雨"),
        posts(GROUP, "报名序号 2"),
    )
    assert [e.user_id for e in await entries()] == ["346631485", "22334455"]


async def test_private_signup_with_nothing_open_is_answered(app: App, now):
    await talk(
        app, private_event("346631485", "报名 【粤】恋恋 346631485"), Says("现在没有开放报名的赛事")
    )
    # a bare line in private chat is not answered: it may be anything
    await talk(app, private_event("346631485", "恋恋 346631485"))
