"""Command words of qisai: each parses its arguments, calls one service and returns its outcome."""

import re
from collections.abc import Callable

from nonebot import get_plugin_config

from engine import numbers, penalties
from engine.signup import SIGNUP_FORMS_CN, is_explicit, parse_signup
from engine.vocabulary import POINTS_KINDS, LedgerKind
from services import (
    awards,
    closing,
    groups,
    ledger,
    lineups,
    marks,
    play,
    rankings,
    signup,
    timetable,
    tournaments,
)
from services.common import ARBITRATOR, ORGANISER, Outcome, Refusal

from . import arguments, grouptools, pictures, regulation_chat, regulation_drafting
from .config import Config
from .dispatch import Ctx, command, help_text
from .incoming import Incoming, without_mentions
from .members import BotMembers

_config = get_plugin_config(Config)
FORCE = "强制"


def first_mention_or_number(ctx: Ctx, args: str) -> str | None:
    """The account named by an @mention, else by a bare QQ number in the arguments."""
    if ctx.incoming.mentions:
        return ctx.incoming.mentions[0]
    qq = numbers.digits(numbers.ascii_text(args).removeprefix("@"))
    return qq if qq is not None and 5 <= len(qq) <= 12 else None


@command("帮助", "/帮助 [命令]", "命令一览，或某个命令的用法", "所有人", aliases=("help", "菜单"))
async def _help(ctx: Ctx, args: str) -> Outcome:
    return Outcome(help_text(args or None, await tournaments.help_context(ctx.actor)))


@command(
    "新建赛事",
    "/新建赛事 <预设> [名称] · /新建赛事 文件 [名称] · /新建赛事 规程 [名称]",
    "按预设规程新建赛事并绑定本群；“文件”：之后发来规程文件（.toml），检查后 /规程 确认 新建；"
    "“规程”：之后粘贴竞赛规程全文或发来 .txt/.docx，按规程起草赛事（逐项注明依据）",
    "组委",
    reschedules=True,
    group_only=True,
)
async def _create(ctx: Ctx, args: str) -> Outcome:
    parts = args.split(maxsplit=1)
    if not parts:
        raise Refusal(
            "请写预设，例如：/新建赛事 xiaomanyao-junqi-2023 2026小蛮腰杯\n可用的预设：\n"
            + tournaments.presets_text()
        )
    name = parts[1] if len(parts) > 1 else None
    if parts[0] == "文件":
        return await regulation_chat.start_new(ctx, name or "")
    if parts[0] == "规程":
        return await regulation_drafting.start(ctx, args.strip()[len("规程") :])
    return await tournaments.create_tournament(
        ctx.actor, parts[0], name, ctx.now, _config.tournament_timezone
    )


@command(
    "规程",
    "/规程 · /规程 文字 · /规程 更新 · /规程 确认 · /规程 取消",
    "规程文件（.toml，含注释和 /设置 的改动）；文字：规程摘要；"
    "更新：之后发来改好的规程文件，检查并列出改动，/规程 确认 后生效（可 /撤销）",
    "组委",
)
async def _regulation(ctx: Ctx, args: str) -> Outcome:
    return await regulation_chat.command(ctx, args)


@command("赛事列表", "/赛事列表", "本群的全部赛事", "所有人")
async def _list(ctx: Ctx, args: str) -> Outcome:
    return await tournaments.list_tournaments(ctx.actor)


@command("赛事", "/赛事", "当前赛事的概况与规程提示", "所有人")
async def _describe(ctx: Ctx, args: str) -> Outcome:
    return await tournaments.describe(ctx.actor)


@command(
    "切换赛事",
    "/切换赛事 <编号>",
    "选择当前操作的赛事：群里由该赛事的组委切换；私聊时选你参加、管理或正在报名的赛事",
    "所有人",
)
async def _switch(ctx: Ctx, args: str) -> Outcome:
    number = arguments.tournament_number(args, arguments.SWITCH_FORM)
    return await tournaments.switch(ctx.actor, number, ctx.now)


@command(
    "删除赛事", "/删除赛事 <编号>", "删除本群的一个赛事（可 /撤销 恢复）", "组委", reschedules=True
)
async def _delete(ctx: Ctx, args: str) -> Outcome:
    number = arguments.tournament_number(args, arguments.DELETE_FORM)
    return await tournaments.delete(ctx.actor, number, ctx.now)


@command(
    "设置",
    "/设置 <项> <值>",
    "修改规程的一项，如 /设置 报名截止 2026-12-10 20:00；"
    "/设置 群公告 开：赛程和每轮开赛同时发群公告；"
    "/设置 比赛时禁言 开：每轮开赛到截止时间全员禁言（群管理员不受影响）。"
    "这两项都要机器人是群管理员",
    "组委",
    reschedules=True,
)
async def _set(ctx: Ctx, args: str) -> Outcome:
    return await tournaments.set_value(ctx.actor, arguments.setting(args), ctx.now)


def _role_command(role: str):
    async def handler(ctx: Ctx, args: str) -> Outcome:
        force = args.rstrip().endswith(FORCE)
        who = first_mention_or_number(ctx, args.rstrip().removesuffix(FORCE) if force else args)
        return await tournaments.add_role(ctx.actor, role, who, BotMembers(ctx.bot), force)

    return handler


command(
    "组委",
    "/组委 <@某人或QQ号> [强制]",
    "添加本赛事的组委（须在比赛群里；群外的人加“强制”）",
    "组委",
)(_role_command(ORGANISER))
command(
    "仲裁",
    "/仲裁 <@某人或QQ号> [强制]",
    "添加本赛事的仲裁（须在比赛群里；群外的人加“强制”）",
    "组委",
)(_role_command(ARBITRATOR))


SIGNUP_WORD = "报名"


@command(
    SIGNUP_WORD,
    "/报名 【家族】昵称 QQ号 [键 值…]",
    "报名参赛（不带 / 也可以，也可参与接龙）",
    "选手",
)
async def _signup(ctx: Ctx, args: str) -> Outcome | None:
    text = signup_text(ctx.incoming, "报名 " + args)
    if text is None:
        raise Refusal(f"报名要写自己的昵称和QQ号，@ 某人不算报名。\n{SIGNUP_FORMS_CN}")
    result = await signup.sign_up(
        ctx.actor, text, BotMembers(ctx.bot), ctx.now, ctx.incoming.arrival or None
    )
    if result is None:
        raise Refusal("现在没有开放报名的赛事。")
    return await _answer_signup(ctx, result)


def signup_text(incoming: Incoming, text: str | None = None) -> str | None:
    """What the sign-up desk reads of a message (`text`, default the message's own): without its
    @mentions, which are never a sign-up's QQ number (QQ shows an @ as a nickname: the number is
    not the sender's to write). None when the message @s someone and names no QQ number besides:
    mentions alone or a sentence around one (「报名了吗 @某人」) are chat, not a sign-up."""
    text = incoming.text if text is None else text
    if not incoming.mentions:
        return text
    text = without_mentions(text, incoming.mentions)
    message = parse_signup(text)
    if message is None or not any(line.qq is not None for line in message.lines):
        return None
    return text


async def passive_signup(ctx: Ctx, handled: Callable[[], None]) -> Outcome | None:
    """A message without `/`: a sign-up line or chain while sign-up is open, else nothing.
    Calls `handled` when the message was one for qisai (other plugins then never see it)."""
    text = signup_text(ctx.incoming)
    if text is None:
        return None
    result = await signup.sign_up(
        ctx.actor, text, BotMembers(ctx.bot), ctx.now, ctx.incoming.arrival or None
    )
    if result is None:
        if ctx.actor.group_id is None and is_explicit(text):
            handled()
            return await signup.how_to_sign_up(ctx.actor, ctx.now)
        return None
    handled()
    return await _answer_signup(ctx, result)


async def _answer_signup(ctx: Ctx, result: signup.SignupResult) -> Outcome | None:
    # a new entry's acknowledgement is in the outbox (merged with the burst's others in a group)
    return result.outcome


@command("开放报名", "/开放报名", "开放报名，直到截止时间或 /截止报名", "组委", reschedules=True)
async def _open(ctx: Ctx, args: str) -> Outcome:
    return await signup.set_open(ctx.actor, True, ctx.now)


@command(
    "截止报名",
    "/截止报名 [强制]",
    "截止报名并公布人数；团体赛有队伍未报满时先列出并拒绝，写 强制 则截止并取消这些队伍",
    "组委",
    reschedules=True,
)
async def _close(ctx: Ctx, args: str) -> Outcome:
    return await signup.set_open(ctx.actor, False, ctx.now, force=args.strip() == "强制")


@command("审核", "/审核 <选手> 通过|拒绝", "审核待定的报名（规程要求审核时）", "组委")
async def _review(ctx: Ctx, args: str) -> Outcome:
    return await signup.review(ctx.actor, arguments.review_args(args), ctx.now)


@command(
    "退赛",
    "/退赛 [选手]",
    "退出当前赛事（逾期退赛按规程处理）；组委写 /退赛 <选手> 让该选手退赛",
    "选手",
)
async def _withdraw(ctx: Ctx, args: str) -> Outcome:
    return await signup.withdraw(ctx.actor, ctx.now, arguments.player_and_rest(args)[0])


@command(
    "报名列表",
    "/报名列表",
    "报名名单（群内QQ号打码，组委私聊可见完整号码）",
    "所有人",
    aliases=("名单",),
)
async def _listing(ctx: Ctx, args: str) -> Outcome:
    return await signup.listing(ctx.actor)


@command("禁赛列表", "/禁赛列表", "禁赛中的账号", "组委")
async def _bans(ctx: Ctx, args: str) -> Outcome:
    return await signup.list_bans(ctx.actor, ctx.now)


@command("解禁", "/解禁 <QQ号>", "解除禁赛", "组委")
async def _lift(ctx: Ctx, args: str) -> Outcome:
    return await signup.lift_ban(ctx.actor, first_mention_or_number(ctx, args), ctx.now)


# --- playing a round ---------------------------------------------------------------------------


def round_number(args: str, usage: str) -> int | None:
    """An optional round number argument (`3`, `第3轮`)."""
    text = args.strip()
    if not text:
        return None
    number = numbers.whole(text.removeprefix("第").removesuffix("轮"), lo=1, hi=999)
    if number is None:
        raise Refusal(f"轮次应为 1 到 999 的数字，例如：{usage}")
    return number


@command(
    "编排",
    "/编排 [组别]",
    "编排下一轮并在群里公布对阵，每位上场选手 @ 一次（分组别的赛事：全部组别，或只编排写明的组别）",
    "组委",
    reschedules=True,
)
async def _seat(ctx: Ctx, args: str) -> Outcome:
    return await play.seat_next_round(ctx.actor, ctx.now, args)


@command(
    "分组",
    "/分组",
    "分组抽签（种子选手按级别、其余抽签）并公布；第1轮编排前可重抽（分组赛制）",
    "组委",
)
async def _draw_groups(ctx: Ctx, args: str) -> Outcome:
    if args.strip():
        raise Refusal(f"/分组 不用写参数（不用写“{numbers.echo(args)}”），直接发送 /分组 即可。")
    return await groups.draw_groups(ctx.actor, ctx.now)


@command("对阵", "/对阵 [轮] [文字]", "某一轮的对阵图（默认当前轮）；加“文字”发文字版", "所有人")
async def _tables(ctx: Ctx, args: str) -> Outcome:
    args, as_text = pictures.text_wanted(args)
    number = round_number(args, "/对阵 2")
    outcome = await play.tables_of_round(ctx.actor, number)
    return outcome if as_text else await pictures.tables(ctx, outcome, number)


@command(
    "录入",
    "/录入 <桌> <结果>",
    "裁判录入一桌结果（从先手一方看，如 胜和负），覆盖选手报分；"
    "团体赛从先列队伍一方看：整场 胜和负胜，单台 第2台 和，一队未到 先列队弃权/后列队弃权",
    "仲裁",
)
async def _enter(ctx: Ctx, args: str) -> Outcome:
    parts = args.split(maxsplit=1)
    if len(parts) < 2:
        raise Refusal("格式：/录入 <桌> <结果>，例如：/录入 3 胜和负（三局，从先手一方看）")
    return await play.enter_result(ctx.actor, parts[0], parts[1], ctx.now)


@command(
    "报分",
    "/报分 <结果> · /报分 缺席 <选手>",
    "报本桌结果（从先手一方看，如 胜和负），或同桌某人缺席；同桌其他人 /确认 或 /异议。"
    "团体赛由一方队长报整场（从先列队伍一方看），另一方队长确认",
    "选手",
    reschedules=True,
)
async def _report(ctx: Ctx, args: str) -> Outcome:
    if not args:
        raise Refusal(
            "格式：/报分 胜和负（三局结果，从先手一方看），同桌有人没来：/报分 缺席 <选手>"
        )
    if args.startswith("缺席"):
        absent, _ = arguments.player_and_rest(args.removeprefix("缺席").strip())
        if absent is None:
            raise Refusal("格式：/报分 缺席 <选手>（报名序号或 @该选手），例如：/报分 缺席 12")
        return await play.report_result(ctx.actor, "", ctx.now, absent_player=absent)
    return await play.report_result(ctx.actor, args, ctx.now)


@command("确认", "/确认", "确认同桌的报分", "选手")
async def _confirm(ctx: Ctx, args: str) -> Outcome:
    return await play.confirm_report(ctx.actor, True, ctx.now)


@command("异议", "/异议", "对同桌的报分有异议，交裁判处理", "选手")
async def _object(ctx: Ctx, args: str) -> Outcome:
    return await play.confirm_report(ctx.actor, False, ctx.now)


@command("弃权", "/弃权 <选手> [第k局]", "判选手本轮（或某一局）弃权", "仲裁")
async def _forfeit(ctx: Ctx, args: str) -> Outcome:
    player, rest = arguments.player_and_rest(args)
    if player is None:
        raise Refusal("格式：/弃权 <选手> 或 /弃权 <选手> 第2局")
    return await play.forfeit(ctx.actor, player, arguments.game(rest), ctx.now)


def _format_command(word: str, form: str):
    async def handler(ctx: Ctx, args: str) -> Outcome:
        player, rest = arguments.player_and_rest(args)
        if player is None or not rest:
            raise Refusal(form)
        return await play.format_command(
            ctx.actor, word, player, arguments.format_args(word, rest), ctx.now
        )

    return handler


# the commands only some formats understand (e.g. /掉线 of four-player tables), from the formats
for _word, (_usage, _summary, _form, _formats) in play.format_commands().items():
    command(_word, _usage, _summary, "仲裁", format_only=True)(_format_command(_word, _form))


def _mark_command(word: str):
    async def handler(ctx: Ctx, args: str) -> Outcome:
        return await marks.toggle_mark(ctx.actor, word, arguments.player_and_rest(args)[0])

    return handler


# the organiser marks some formats give a player (e.g. the arena's /主播), from the formats
for _word, _summary in marks.mark_commands().items():
    command(_word, f"/{_word} <选手>", _summary, "组委")(_mark_command(_word))


@command(
    "替补",
    "/替补 <选手> <替补选手> [强制]",
    "替补（按顺位）代替缺席的晋级选手上场；跳过顺位加“强制”。擂台赛：本队同性别的替补从当前轮起代替该棋手",
    "组委",
)
async def _substitute(ctx: Ctx, args: str) -> Outcome:
    parts = args.split()
    forced = bool(parts) and parts[-1] == "强制"
    if forced:
        parts = parts[:-1]
    if len(parts) != 2:
        raise Refusal(
            "格式：/替补 <缺席选手> <替补选手>，例如：/替补 12 140（跳过替补顺位时末尾加“强制”）"
        )
    out_player, in_player = arguments.player(parts[0]), arguments.player(parts[1])
    return await lineups.substitute(ctx.actor, out_player, in_player, ctx.now, forced=forced)


@command(
    "结束本轮",
    "/结束本轮 [组别] [确认]",
    "结束本轮：公布排名与晋级（一条公告，不 @ 人）；有桌没有结果时先列出，"
    "/结束本轮 确认 才按规程判和（分组别的赛事：全部组别，或写明的组别）",
    "组委",
    reschedules=True,
)
async def _close_round(ctx: Ctx, args: str) -> Outcome:
    words = args.split()
    division = " ".join(w for w in words if w != "确认")
    return await closing.close_round(ctx.actor, ctx.now, division, confirm="确认" in words)


@command(
    "精华",
    "/精华（回复一条消息时发送）",
    "把回复的那条消息（如最终排名、赛程）设为群精华消息；机器人须是群管理员",
    "组委",
    group_only=True,
)
async def _essence(ctx: Ctx, args: str) -> Outcome:
    if ctx.actor.group_id is None:
        raise Refusal("请在比赛群里回复要设为精华的消息，再发送 /精华。")
    await tournaments.check_organiser(ctx.actor, "设精华消息")
    if not ctx.incoming.reply_to:
        raise Refusal("请先长按要设为精华的消息（如机器人发的最终排名），选“回复”，再发送 /精华。")
    why = await grouptools.essence(ctx.bot, ctx.incoming.reply_to)
    if why is not None:
        raise Refusal(
            f"没能设为精华消息（{why}）。机器人须是群管理员：请群主把机器人设为管理员后再试。"
        )
    return Outcome("已设为群精华消息。")


@command(
    "排名",
    "/排名 [轮] [文字]",
    "某轮后的排名图（默认最新）；加“文字”发文字版",
    "所有人",
    aliases=("积分榜",),
)
async def _ranking(ctx: Ctx, args: str) -> Outcome:
    args, as_text = pictures.text_wanted(args)
    number = round_number(args, "/排名 3")
    outcome = await rankings.ranking(ctx.actor, number)
    return (
        await pictures.with_bracket(ctx, outcome, number)
        if as_text
        else await pictures.standings(ctx, outcome, number)
    )


@command(
    "我的", "/我的 [文字]", "我的序号、座位、各轮成绩、加权总分、排名和晋级线，附成绩走势图", "选手"
)
async def _mine(ctx: Ctx, args: str) -> Outcome:
    outcome = await rankings.mine(ctx.actor)
    return outcome if pictures.text_wanted(args)[1] else await pictures.mine(ctx, outcome)


@command(
    "特别奖",
    "/特别奖 [<奖项> <选手>]",
    "评定规程设的特别奖（如道德风尚奖），再发一次取消；不带参数：各奖项与获奖名单",
    "组委",
)
async def _special_award(ctx: Ctx, args: str) -> Outcome:
    if not args.strip():
        return await awards.show_awards(ctx.actor)
    name, who = arguments.award(args)
    return await awards.toggle_award(ctx.actor, name, who)


@command("赞助", "/赞助 <选手>", "标记赞助者（积分相同优先晋级），再发一次取消", "组委")
async def _sponsor(ctx: Ctx, args: str) -> Outcome:
    return await ledger.mark_sponsor(ctx.actor, arguments.player_and_rest(args)[0])


_AMOUNT = re.compile(r"^[+-]?\d+(\.\d+)?$")


def ledger_args(kind: LedgerKind, rest: str) -> ledger.LedgerArgs:
    """`[<分>] [原因] [强制] [第k轮]` after the player: a trailing `第k轮` first, then `强制`; for
    /扣分 and /补分 a leading number is the amount (else the whole text is the reason); the
    game the reason names (`第k局`) and the games before it it writes out (`前局胜`)."""
    round_ = None
    text = rest.rstrip()
    start = text.rfind("第")
    if text.endswith("轮") and start >= 0 and numbers.is_number(written := text[start + 1 : -1]):
        round_ = numbers.Written(numbers.whole(written, lo=1), written)
        rest = text[:start]
    forced = rest.rstrip().endswith(FORCE)
    if forced:
        rest = rest.rstrip()[: -len(FORCE)]
    parts = rest.split(maxsplit=1)
    amount = None
    reason = rest.strip()
    if kind in POINTS_KINDS and parts and _AMOUNT.match(numbers.ascii_text(parts[0])):
        amount = numbers.Written(numbers.amount(parts[0]), parts[0])
        reason = parts[1].strip() if len(parts) > 1 else ""
    game, earlier = penalties.named_game(reason), penalties.earlier_games(reason)
    return ledger.LedgerArgs(reason, amount, round_, forced, game, earlier)


def _adjust_command(kind: LedgerKind):
    async def handler(ctx: Ctx, args: str) -> Outcome:
        player, rest = arguments.player_and_rest(args)
        return await ledger.adjust(ctx.actor, kind, player, ledger_args(kind, rest), ctx.now)

    return handler


command(
    "扣分",
    "/扣分 <选手> <分> <原因> [第k局]",
    "扣分（规程列出的原因可省略分数，如 /扣分 12 说棋；每局扣的写局数，如 /扣分 12 隐身 第2局；"
    "规程判负的原因改判该局结果，如 /扣分 12 坐错）",
    "仲裁",
)(_adjust_command(LedgerKind.PENALTY))
command(
    "补分",
    "/补分 <选手> <分> <原因> [第k局] [第k轮]",
    "给受害选手补分（输补2或6，和补4，赢不补；开棋者的搭档补2）：须同桌有人本轮因违规被扣分，"
    "确需时末尾加 强制；末尾 第k轮 记到那一轮",
    "仲裁",
)(_adjust_command(LedgerKind.COMPENSATION))
command("警告", "/警告 <选手> [原因]", "记一次警告（如 读秒 警告两次后才能扣分）", "仲裁")(
    _adjust_command(LedgerKind.WARNING)
)
command(
    "犯规",
    "/犯规 <选手> [原因] [第k局]",
    "记一次犯规（规程两次犯规判负的，同一局第二次犯规即判该局负）",
    "仲裁",
)(_adjust_command(LedgerKind.FOUL))


@command("签到", "/签到", "为即将开始（或进行中）的一轮签到", "选手")
async def _checkin(ctx: Ctx, args: str) -> Outcome:
    return await timetable.check_in(ctx.actor, ctx.now)


@command("赛程", "/赛程", "赛程与下一项安排（本地时间）", "所有人")
async def _timetable(ctx: Ctx, args: str) -> Outcome:
    return await timetable.show(ctx.actor, ctx.now)


# disputes, audit and files register after the commands above, so that the help keeps its order
from .audit_commands import ruling_args  # noqa: E402,F401
