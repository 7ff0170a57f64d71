"""Inputs found by probing from outside (a hostile member, a careless organiser, a fuzzer): each
gets one clear Chinese reply, never the generic failure, and changes nothing."""

import pytest
from nonebot.adapters.onebot.v11 import ActionFailed
from nonebug import App
from sqlalchemy import func, select

from models import db
from models.tables import AuditLog, Ban, Entry, Role
from services import groups, play
from tests.conftest import SUPERUSER
from tests.utils import GROUP, Says, group_event, member, posts, private_event, talk, text

from ..services.test_fourplayer_flow import ORG, R1, setup_field

FAILURE = "出错了"
NINES = "9" * 5000


async def audit_rows() -> int:
    async with db.session() as s:
        return (await s.execute(select(func.count()).select_from(AuditLog))).scalar_one()


async def refused(app: App, message: str, *fragments: str, user: str = SUPERUSER) -> None:
    """`message` in the group gets one reply holding `fragments` (never the generic failure)
    and writes no audit row."""
    before = await audit_rows()
    await talk(app, group_event(user, message), Says(*fragments, absent=(FAILURE,)))
    assert await audit_rows() == before, message


@pytest.fixture
async def round_one(now):
    """Seed 000 with eight players, round 1 seated (two tables), the clock at 20:05 of the
    match day."""
    await setup_field()
    await play.seat_next_round(ORG, R1)
    now["now"] = R1


# --- numbers -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "fragments"),
    [
        ("/切换赛事 99999999999999999999", ("没有编号为 #99999999999999999999 的赛事",)),
        ("/切换赛事 ²", ("请写赛事编号",)),
        ("/切换赛事 " + NINES, ("没有编号为", "共5000个字符")),
        ("/删除赛事 99999999999999999999", ("本群没有编号为",)),
        ("/删除赛事 ²", ("请写赛事编号",)),
        ("/撤销 #99999999999999999999", ("没有可撤销的记录",)),
        ("/撤销 #²", ("格式：/撤销",)),
        ("/撤销 #" + NINES, ("没有可撤销的记录",)),
        ("/裁决 99999999999999999999 维持", ("本赛事没有申诉",)),
        ("/裁决 ² 维持", ("格式：/裁决",)),
        ("/录入 ² 胜和负", ("桌号应为数字",)),
        ("/录入 99999999999999999999 胜和负", ("没有第99999999999999999999桌",)),
        ("/录入 ３ 胜和负", ("没有第3桌", "共 2 桌")),
        ("/扣分 1 1" + "0" * 5000 + " x", ("分数“100000000000000000000000…（共5001个字符）”不对",)),
        ("/扣分 1 2 x 第" + NINES + "轮", ("还没有进行", "已进行的轮次：1")),
        ("/弃权 1 第" + NINES + "局", ("局数应为 第1局 到 第3局",)),
        ("/弃权 1 第²局", ("局数应为 第1局 到 第3局",)),
        ("/掉线 1 第" + NINES + "局 负", ("局数应为 第1局 到 第3局",)),
        ("/弃权 99999999999999999999", ("没有报名序号为",)),
        ("/弃权 #٣", ("看不懂",)),
        ("/设置 人数上限 ²", ("人数应为", "正整数")),
        ("/设置 人数上限 " + NINES, ("人数应为", "正整数")),
        ("/设置 迟到 99999999999999999999", ("应为分钟数",)),
        ("/设置 第" + NINES + "轮 2026-12-20 20:00", ("本赛制只有第1–6轮",)),
        ("/对阵 " + NINES, ("轮次应为",)),
        ("/排名 ²", ("轮次应为",)),
    ],
)
async def test_numbers_that_used_to_crash(app: App, round_one, message, fragments):
    await refused(app, message, *fragments)


async def test_full_width_and_hash_numbers_still_work(app: App, round_one):
    await talk(app, group_event(SUPERUSER, "/录入 １ 胜和负"), Says("胜和负"))
    await talk(app, group_event(SUPERUSER, "/扣分 ＃2 ２ 隐身"), Says("序号 2", "扣分 -2 分"))


# --- dates ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "fragments"),
    [
        ("/设置 第1轮 9999-12-31 23:59", ("年份应在 2000–2099 之间",)),
        ("/设置 第1轮 0001-01-01 00:00", ("年份应在 2000–2099 之间",)),
        ("/设置 报名截止 0001-01-01 00:00", ("年份应在 2000–2099 之间",)),
        ("/设置 第1轮 2100-01-01 20:00", ("年份应在 2000–2099 之间",)),
        # round 2 is 2026-12-13 20:00 and round 3 2026-12-14 20:00 (000's one-day gaps)
        (
            "/设置 第2轮 2026-12-11 20:00",
            ("第二轮 2026-12-11 20:00 应晚于第一轮 2026-12-12 20:00", "次序"),
        ),
        (
            "/设置 第2轮 2026-12-15 20:00",
            ("第三轮 2026-12-14 20:00 应晚于第二轮 2026-12-15 20:00",),
        ),
        (
            "/设置 报名截止 2026-12-13 20:00",
            ("报名截止 2026-12-13 20:00 会晚于第一轮开始 2026-12-12 20:00",),
        ),
    ],
)
async def test_dates_out_of_range_or_order(app: App, now, message, fragments):
    await setup_field()
    await refused(app, message, *fragments)


async def test_a_date_in_order_is_taken(app: App, now):
    await setup_field()
    await talk(app, group_event(SUPERUSER, "/设置 第2轮 2026-12-12 21:30"), Says("已设置 第2轮"))


# --- amounts -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "fragments"),
    [
        ("/扣分 1 99999999999 x", ("不对", "单次不超过 10 分")),
        ("/扣分 1 0 x", ("应为正数",)),
        ("/扣分 1 -0.0000001 x", ("最多一位小数",)),
        ("/扣分 1 0.25 x", ("最多一位小数",)),
        ("/扣分 1 12 x", ("超过规程的最大单项 10 分", "强制")),
        ("/补分 1 7 x", ("超过规程的最大单项 6 分",)),
    ],
)
async def test_amounts_are_positive_bounded_and_one_decimal(
    app: App, round_one, message, fragments
):
    await refused(app, message, *fragments)


async def test_a_large_deduction_with_force_and_a_decimal_one(app: App, round_one):
    await talk(
        app, group_event(SUPERUSER, "/扣分 1 12 严重违纪 强制"), Says("扣分 -12 分（严重违纪）")
    )
    await talk(app, group_event(SUPERUSER, "/扣分 2 -2.5 迟到"), Says("扣分 -2.5 分（迟到）"))


# --- text lengths and formats --------------------------------------------------------------------


async def test_long_texts_are_refused_with_the_limit(app: App, round_one):
    long = "长" * 10_000
    await refused(app, f"/扣分 1 2 {long}", "原因最多 100 个字")
    await refused(app, f"/设置 房间 {long}", "最多 40 个字")
    await refused(app, f"/设置 名称 {long}", "最多 40 个字")
    await refused(app, f"/新建赛事 xiaomanyao-junqi-2023 {long}", "赛事名称最多 40 个字")
    await refused(app, f"/申诉 {long}", "申诉理由最多 200 个字", user="346631485")


async def test_a_long_nickname_is_refused(app: App, now):
    await setup_field(["346631485"])
    before = await audit_rows()
    await talk(
        app,
        group_event("12345678", f"报名 {'长' * 30} 12345678"),
        Says("昵称最多 20 个字", "报名格式"),
    )
    assert await audit_rows() == before


@pytest.mark.parametrize(
    "value",
    ["{", "}", "【{family}】{nick", "{0}", "{nick!r}", "{nick.upper}", "{nick[0]}", "{family:>30}"],
)
async def test_group_card_format_is_validated_when_set(app: App, now, value):
    await setup_field([])
    await refused(app, f"/设置 群名片格式 {value}", "群名片格式")


async def test_a_valid_group_card_format_still_works(app: App, now):
    await setup_field([])
    await talk(
        app, group_event(SUPERUSER, "/设置 群名片格式 {family}-{nick}"), Says("已设置 群名片格式")
    )
    await talk(
        app,
        group_event("12345678", "报名 【粤】阿明 12345678"),
        member(GROUP, "12345678", card="粤-阿明"),
        posts(GROUP, "报名序号 1"),
    )


# --- permissions ---------------------------------------------------------------------------------


async def ban(user_id: str, tournament_id: int, reason: str) -> None:
    async with db.unit("test", "禁赛") as work:
        work.session.add(
            Ban(user_id=user_id, reason=reason, tournament_id=tournament_id, created_at=R1)
        )


async def test_bans_belong_to_the_tournament_that_set_them(app: App, now):
    # #1 in group 20001 (organiser 30001), #2 in group 20002 (organiser 30002)
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/组委 30001"), member(GROUP, "30001"), Says("已添加"))
    await talk(
        app, group_event(SUPERUSER, "/新建赛事 shenzhen-go-2023", group_id="20002"), Says("#2")
    )
    await talk(
        app,
        group_event(SUPERUSER, "/组委 30002", group_id="20002"),
        member("20002", "30002"),
        Says("已添加"),
    )
    await ban("11112222", 1, "赛事一逾期退赛")
    await ban("33334444", 2, "赛事二逾期退赛")
    # the organiser of #2 sees only #2's ban, even in private chat where numbers are full
    await talk(
        app,
        private_event("30002", "/禁赛列表"),
        Says("33334444", "赛事二逾期退赛", "由赛事 #2", absent=("11112222", "赛事一")),
    )
    # and may not lift #1's
    before = await audit_rows()
    await talk(
        app,
        group_event("30002", "/解禁 11112222", group_id="20002"),
        Says("由赛事 #1 设置", "只有那个赛事的组委"),
    )
    assert await audit_rows() == before
    await talk(
        app, group_event("30001", "/解禁 11112222"), Says("已解除 11****22 的禁赛", "赛事 #1")
    )
    # the superuser sees every ban, each with its tournament
    await talk(
        app,
        private_event(SUPERUSER, "/禁赛列表"),
        Says("33334444", "由赛事 #2", absent=("11112222",)),
    )
    async with db.session() as s:
        lifted = (await s.execute(select(Ban).where(Ban.lifted_at.is_not(None)))).scalars().all()
    assert [b.user_id for b in lifted] == ["11112222"]


async def test_withdrawing_someone_else_is_an_organisers_act(app: App, now):
    await setup_field(["346631485", "12345678"])
    before = await audit_rows()
    await talk(
        app,
        group_event("346631485", [text("/退赛 "), {"type": "at", "data": {"qq": "12345678"}}]),
        Says("只有组委可以让其他选手退赛"),
    )
    await talk(app, group_event("346631485", "/退赛 2"), Says("只有组委可以让其他选手退赛"))
    assert await audit_rows() == before
    async with db.session() as s:
        assert {e.status for e in (await s.execute(select(Entry))).scalars()} == {"active"}
    # naming oneself is a plain withdrawal
    await talk(app, group_event("346631485", "/退赛 1"), Says("序号 1", "已退赛"))
    # an organiser withdraws a player, audited as theirs
    await talk(app, group_event(SUPERUSER, "/退赛 2"), Says("序号 2", "已退赛"))
    async with db.session() as s:
        assert {e.seq: e.status for e in (await s.execute(select(Entry))).scalars()} == {
            1: "withdrawn",
            2: "withdrawn",
        }
        last = (await s.execute(select(AuditLog).order_by(AuditLog.id.desc()))).scalars().first()
    assert last.actor == SUPERUSER and last.command == "退赛 2"
    await talk(app, group_event(SUPERUSER, "/退赛 2"), Says("当前是已退赛", "不能退赛"))


def not_in_group(user_id: str):
    """The platform answers that `user_id` is not a member of the group (OneBot: failed)."""
    return member(GROUP, user_id, exception=ActionFailed(retcode=100, message="群成员不存在"))


async def test_roles_go_to_members_of_the_group_unless_forced(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    before = await audit_rows()
    await talk(
        app,
        group_event(SUPERUSER, "/组委 30001"),
        not_in_group("30001"),
        Says("不在本赛事的比赛群里", "强制"),
    )
    await talk(
        app,
        group_event(SUPERUSER, "/仲裁 30001"),
        not_in_group("30001"),
        Says("不在本赛事的比赛群里"),
    )
    assert await audit_rows() == before
    await talk(
        app,
        group_event(SUPERUSER, "/仲裁 30001 强制"),
        not_in_group("30001"),
        Says("已添加", "不在比赛群里（已按“强制”添加）"),
    )
    async with db.session() as s:
        assert [(r.user_id, r.role) for r in (await s.execute(select(Role))).scalars()] == [
            (SUPERUSER, "organiser"),
            ("30001", "arbitrator"),
        ]


# --- small ---------------------------------------------------------------------------------------


async def test_a_private_question_about_signup_gets_the_form_and_deadline(app: App, now):
    await setup_field([])
    await talk(
        app,
        private_event("12345678", "报名 什么时候截止？"),
        Says("正在报名", "报名截止：2026-12-10 20:00", "报名格式"),
    )


# --- privacy: no full QQ number in a group -------------------------------------------------------

STRANGER = "900000001"  # a member of the group who has not signed up
ASKER = "900000011"


def at_segment(qq: str) -> dict:
    return {"type": "at", "data": {"qq": qq}}


class InText(Says):
    """As Says, over the message's text segments only (QQ shows an @ segment as the member's
    card, never the number); the accounts in `at` must be @ed."""

    def __init__(self, *fragments: str, at: tuple[str, ...] = (), absent: tuple[str, ...] = ()):
        super().__init__(*fragments, absent=absent)
        self.at = at

    def __eq__(self, other) -> bool:
        segments = [] if isinstance(other, str) else list(other)
        texts = (
            other
            if isinstance(other, str)
            else "".join(s.data["text"] for s in segments if s.type == "text")
        )
        ats = {str(s.data.get("qq")) for s in segments if s.type == "at"}
        self.text = f"{texts} [@ {sorted(ats)}]"
        return (
            all(f in texts for f in self.fragments)
            and not any(a in texts for a in self.absent)
            and set(self.at) <= ats
        )


@pytest.mark.parametrize(
    "message",
    [
        [at_segment(STRANGER)],
        [text("报名了吗 "), at_segment(STRANGER)],
        [text("报名 "), at_segment(STRANGER)],
        [text("报名 "), at_segment(STRANGER), text(" "), at_segment("900000002")],
    ],
)
@pytest.mark.parametrize("preset", ["xiaomanyao-junqi-2023", "shenzhen-go-2023"])
async def test_mentions_alone_or_in_a_sentence_are_no_signup(app: App, now, preset, message):
    # 000 refused them as someone else's sign-up (both numbers in full), 002 registered the @ed
    # account under the nickname "@": now they are chat, answered by nobody
    await talk(app, group_event(SUPERUSER, f"/新建赛事 {preset}"), Says("#"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2026-12-12 20:00"), Says("已设置"))
    await talk(app, group_event(SUPERUSER, "/设置 报名截止 2026-12-10 20:00"), Says("已设置"))
    before = await audit_rows()
    await talk(app, group_event(ASKER, message))
    assert await audit_rows() == before
    async with db.session() as s:
        assert (await s.execute(select(func.count()).select_from(Entry))).scalar_one() == 0


async def test_a_signup_with_a_mention_beside_it_still_counts(app: App, now):
    await setup_field([])
    await talk(
        app,
        group_event("346631485", [at_segment(SUPERUSER), text(" 报名 【粤】恋恋 346631485")]),
        member(GROUP, "346631485"),
        posts(GROUP, "【粤】恋恋 报名成功，报名序号 1"),
    )


async def test_signup_command_with_a_mention_is_refused_without_numbers(app: App, now):
    await setup_field([])
    await refused_in_text(
        app, [text("/报名 "), at_segment(STRANGER)], "@ 某人不算报名", "报名格式", user=ASKER
    )


async def refused_in_text(app: App, message, *fragments: str, user: str = SUPERUSER, at=()):
    """As `refused`, the reply's text holding `fragments` and neither full number."""
    before = await audit_rows()
    expected = InText(*fragments, at=at, absent=(STRANGER, ASKER, FAILURE))
    await talk(app, group_event(user, message), expected)
    assert await audit_rows() == before


async def test_someone_elses_qq_is_refused_with_masked_numbers(app: App, now):
    await setup_field([])
    # 23456789 (8 digits) keeps 2 + 2, 987654321 (9 digits) 4 + 2 (mask_qq)
    await talk(
        app,
        group_event("23456789", "报名 【粤】冒名 987654321"),
        Says(
            "报名的QQ号（9876****21）必须是你自己发消息的QQ号（23****89）",
            absent=("987654321", "23456789"),
        ),
    )
    async with db.session() as s:
        assert (await s.execute(select(func.count()).select_from(Entry))).scalar_one() == 0


async def test_a_qq_already_signed_up_is_named_masked(app: App, now):
    from ..services import test_swiss_flow as go

    await go.setup_field()  # 002: anyone may write any QQ; 1000001 is sign-up number 1
    await talk(
        app,
        group_event("1000002", "报名 冒名 1000001 出生 2008-05-01 段位 3段", group_id="20002"),
        Says("QQ 10****01 已报名，报名序号 1", absent=("1000001",)),
    )


@pytest.mark.parametrize(
    "command", ["/退赛 ", "/弃权 ", "/扣分 {} 2 说棋", "/审核 {} 拒绝", "/替补 1 {}"]
)
async def test_an_unregistered_mention_is_named_by_the_mention(app: App, round_one, command):
    # before: 「900000001 没有报名本赛事」, a number the group never saw
    head, _, tail = (command if "{}" in command else command + "{}").partition("{}")
    message = [text(head), at_segment(STRANGER), *([text(tail)] if tail else [])]
    await refused_in_text(app, message, "你 @ 的选手", "没有报名本赛事", at=(STRANGER,))


async def test_the_log_and_undo_mask_numbers_in_a_group(app: App, round_one):
    await talk(
        app,
        group_event(SUPERUSER, [text("/扣分 "), at_segment("346631485"), text(" 2 说棋")]),
        Says("扣分 -2 分（说棋）"),
    )
    await talk(
        app, group_event(SUPERUSER, "/日志"), Says("扣分 @3466****85 2 说棋", absent=("346631485",))
    )
    await talk(
        app,
        group_event(SUPERUSER, "/撤销"),
        Says("已撤销：扣分 @3466****85 2 说棋", absent=("346631485",)),
    )
    # private chat is the organisers' place for full numbers
    await talk(app, private_event(SUPERUSER, "/日志"), Says("扣分 @346631485 2 说棋"))


async def test_a_penalty_reason_naming_a_number_is_masked_in_the_group(app: App, round_one):
    await talk(
        app,
        group_event(SUPERUSER, "/扣分 1 2 辱骂12345678"),
        Says("（辱骂12****78）", absent=("12345678",)),
    )
    await talk(
        app,
        group_event("346631485", "/我的"),
        Says("辱骂12****78", absent=("12345678",)),
    )


async def test_adding_a_stranger_as_organiser_names_no_number_in_the_group(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    before = await audit_rows()
    # before: 「…请发送：/组委 30000001 强制」 in the group
    await talk(
        app,
        group_event(SUPERUSER, "/组委 30000001"),
        not_in_group("30000001"),
        Says("30****01 不在本赛事的比赛群里", "在原命令末尾加上“强制”", absent=("30000001",)),
    )
    assert await audit_rows() == before
    # in private chat, the organisers' place for full numbers, the command to copy
    await talk(
        app,
        private_event(SUPERUSER, "/组委 30000001"),
        not_in_group("30000001"),
        Says("请发送：/组委 30000001 强制"),
    )


# --- echoes of typed text are cut ------------------------------------------------------------

LONG = "x" * 10_000


def cut(n: int) -> str:
    """What a reply shows of `n` typed x's: numbers.echo keeps 24 characters, then says how many
    there were in all."""
    return "x" * 24 + f"…（共{n}个字符）"


async def seated(now, field: str | None) -> str:
    """The tournament `field` names, round 1 seated (sign-up still open for "000 sign-up"), the
    clock at its round 1; the group it plays in."""
    from ..services import test_jieqi_flow as jieqi
    from ..services import test_swiss_flow as go

    if field in ("000", "000 sign-up"):
        await setup_field()
        if field == "000":
            await play.seat_next_round(ORG, R1)
            now["now"] = R1
    elif field == "002":  # youth 1–3 at table 1 (test_swiss_flow)
        await go.setup_field()
        await play.seat_next_round(go.ORG, go.R1)
        now["now"] = go.R1
        return go.GROUP
    elif field == "003":  # the group stage, one game a round
        await jieqi.setup_field()
        await groups.draw_groups(jieqi.ORG, jieqi.R1)
        await play.seat_next_round(jieqi.ORG, jieqi.R1)
        now["now"] = jieqi.R1
        return jieqi.GROUP
    return GROUP


@pytest.mark.parametrize(
    ("field", "message", "user", "typed"),
    [
        (None, "/帮助 " + LONG, SUPERUSER, 10_000),
        (None, "/新建赛事 " + LONG, SUPERUSER, 10_000),
        ("000", "/编排 " + LONG, SUPERUSER, 10_000),
        ("000", "/结束本轮 " + LONG, SUPERUSER, 10_000),
        ("000", "/分组 " + LONG, SUPERUSER, 10_000),
        ("000", "/掉线 1 第2局 " + LONG, SUPERUSER, 10_000),
        ("002", "/编排 " + LONG, SUPERUSER, 10_000),
        ("002", "/结束本轮 " + LONG, SUPERUSER, 10_000),
        ("002", "/录入 1 " + LONG, SUPERUSER, 10_000),
        ("002", "/报分 " + LONG, "1000001", 10_000),
        ("003", "/录入 1 " + LONG, SUPERUSER, 10_000),
        # a sign-up is at most 2,000 characters (engine.signup.MAX_SIGNUP_CHARS)
        ("000 sign-up", "报名 【粤】某某 23456789 出生 " + "x" * 1900, "23456789", 1900),
    ],
)
async def test_a_long_argument_is_echoed_cut(app: App, now, field, message, user, typed):
    group = await seated(now, field)
    before = await audit_rows()
    reply = Says(cut(typed), absent=(FAILURE, "x" * 25))
    await talk(app, group_event(user, message, group_id=group), reply)
    # the longest of these replies is /新建赛事's, which lists the presets
    assert len(reply.text) < 600, reply.text
    assert await audit_rows() == before


async def test_a_long_record_number_is_echoed_cut(app: App, now):
    # a record number in range once its leading zeros go (#99999), but no such record: the
    # refusal repeats what was typed cut, as every echo (5,000 zeros and 99999: 5,005 characters)
    group = await seated(now, "000")
    before = await audit_rows()
    reply = Says("#" + "0" * 24 + "…（共5005个字符）（不存在", absent=(FAILURE,))
    await talk(
        app, group_event(SUPERUSER, "/撤销 #" + "0" * 5_000 + "99999", group_id=group), reply
    )
    assert len(reply.text) < 200, reply.text
    assert await audit_rows() == before
