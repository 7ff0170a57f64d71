"""The series commands in chat (services/series.py, series_views.py): `/新建系列`,
`/加入系列`, `/移出系列`, `/系列` (the group's series; `规则` its rules file, `规则 文字`,
`规则 更新` then a file or the rules on the command's next lines), `/系列排名` (a picture
with its text; `文字` the text only, `表格` the spreadsheet).

After `/系列 规则 更新` the sender's next file (10 minutes, in the group or privately) is the
rules file: checked and applied at once (one unit of work; `/撤销` restores the rules before
it). What is waiting is kept in memory per account, as the regulation file's is.
"""

import time
from zoneinfo import ZoneInfo

from nonebot import get_driver, logger
from nonebot.adapters import Bot, Event
from nonebot.adapters.onebot import v11

from services import series, series_exports, series_final, series_views
from services.common import Actor, Notice, Outcome, Refusal

from . import arguments, clock, files, outbox, pictures, regulation_chat, send
from .dispatch import Ctx, command
from .render.series import series_png

MINUTES = 10
_awaiting: dict[str, tuple[float, str | None, int]] = {}  # user -> until, group, series id


def _forget(user_id: str) -> None:
    """No rules file is expected from the account any more (it asked for another file)."""
    _awaiting.pop(user_id, None)


files.OTHER_FILES.append(_forget)


@command(
    "新建系列",
    "/新建系列 <名称>",
    "新建本群的系列赛（年度积分），之后用 /加入系列 把赛事加进来",
    "组委",
    group_only=True,
)
async def _create(ctx: Ctx, args: str) -> Outcome:
    return await series.create_series(ctx.actor, args, ctx.now)


@command(
    "加入系列",
    "/加入系列 <系列> <赛事>",
    "把本群的一场赛事（已结束的也可以）加入系列；系列写名称或 #编号，赛事写 #编号",
    "组委",
    group_only=True,
)
async def _add(ctx: Ctx, args: str) -> Outcome:
    return await series.add_tournament(
        ctx.actor, arguments.series_event(args, series.ADD_FORM), ctx.now
    )


@command(
    "移出系列",
    "/移出系列 <系列> <赛事>",
    "把赛事移出系列（不再计入系列积分）",
    "组委",
    group_only=True,
)
async def _remove(ctx: Ctx, args: str) -> Outcome:
    return await series.remove_tournament(
        ctx.actor, arguments.series_event(args, series.REMOVE_FORM), ctx.now
    )


@command(
    "系列",
    "/系列 · /系列 规则 [系列] · /系列 规则 文字 [系列] · /系列 规则 更新 [系列]",
    "本群的系列；规则文件（名次积分、计入场次、同分比较、总决赛）的下载、摘要与更新",
    "所有人",
    group_only=True,
)
async def _series(ctx: Ctx, args: str) -> Outcome:
    first, _, rest = args.partition("\n")
    words = first.split()
    if not words:
        return await series_views.listing(ctx.actor)
    if words[0] != "规则":
        raise Refusal(f"格式：{series.RULES_FORM}")
    if len(words) > 1 and words[1] == "文字":
        return await series.rules_summary(ctx.actor, arguments.named(" ".join(words[2:])))
    if len(words) > 1 and words[1] == "更新":
        sid = await series.rules_target(ctx.actor, arguments.named(" ".join(words[2:])))
        if rest.strip():  # the rules written on the command's next lines
            return await series.update_rules(ctx.actor, sid, rest)
        user = ctx.actor.user_id
        for other in files.OTHER_FILES:  # the account's latest request for a file is this one
            if other is not _forget:
                other(user)
        _awaiting[user] = (time.monotonic() + MINUTES * 60, ctx.actor.group_id, sid)
        return Outcome(
            f"请在 {MINUTES} 分钟内把系列 #{sid} 的规则文件（.toml，可先发送 /系列 规则 "
            "下载现行规则改好）发到本群（群文件）或私聊发给我；也可以把规则写在 "
            "/系列 规则 更新 的下一行起一并发送。"
        )
    name, data = await series.rules_file(ctx.actor, arguments.named(" ".join(words[1:])))
    if not isinstance(ctx.bot, v11.Bot):
        raise Refusal("这个平台还不能发送文件；请发送 /系列 规则 文字 查看规则。")
    where = "已上传到群文件" if await files.upload(ctx, name, data) else "已私聊发送给你"
    return Outcome(f"{where}：{name}（改好后发送 /系列 规则 更新 再发来即可）")


def _stamp() -> str:
    return clock.now().astimezone(ZoneInfo("Asia/Shanghai")).strftime("%Y-%m-%d %H:%M")


@command(
    "系列排名",
    "/系列排名 [系列] [文字|表格]",
    "系列积分榜（图片，附文字）；“文字”只发文字，“表格”（组委）发 .xlsx 表格",
    "所有人",
    aliases=("年度积分",),
    group_only=True,
)
async def _ranking(ctx: Ctx, args: str) -> Outcome:
    words = args.split()
    spreadsheet = "表格" in words
    args, as_text = pictures.text_wanted(" ".join(w for w in words if w != "表格"))
    sid = await series_views.series_id(ctx.actor, arguments.named(args))
    table = await series_views.load(sid)
    if table is None:
        raise Refusal("这个系列已不存在。")
    outcome = series_views.ranking_outcome(ctx.actor, table)
    if spreadsheet:  # a file, as /导出: the organisers'
        await series.check_organiser(ctx.actor, "导出系列排名表格")
        if not isinstance(ctx.bot, v11.Bot):
            raise Refusal("这个平台还不能发送文件；请发送 /系列排名 文字。")
        name = f"系列{sid}-{table.series.name}.xlsx"
        book = series_exports.xlsx(table, full_qq=ctx.actor.group_id is None)
        where = "已上传到群文件" if await files.upload(ctx, name, book) else "已私聊发送给你"
        return Outcome(f"{where}：{name}")
    if as_text:
        return outcome
    data = await series_views.standings_json(sid, full=False)
    if data is None or not data["rows"]:
        return outcome
    caption = f"「{table.series.name}」系列排名（文字版：/系列排名 文字）"
    return await pictures._draw(outcome, caption, lambda: [series_png(data, _stamp())])


@command(
    "系列决赛",
    "/系列决赛 [系列] [名称]",
    "按系列规则的 [final]：以系列前几名（按系列名次报名、作种子）新建总决赛赛事",
    "组委",
    group_only=True,
)
async def _final(ctx: Ctx, args: str) -> Outcome:
    return await series_final.start_final(ctx.actor, arguments.final_args(args), ctx.now)


# --------------------------------------------------------------------------- the file arriving


def expects(event: Event) -> bool:
    """A file from someone asked for a series rules file, in the chat they asked in or
    privately (qisai's matcher)."""
    if files.file_data(event) is None:
        return False
    entry = _awaiting.get(regulation_chat._sender(event))
    if entry is None or entry[0] < time.monotonic():
        return False
    group = regulation_chat._group(event)
    return group is None or group == entry[1]


async def on_file(bot: Bot, event: Event) -> None:
    """A rules file arrived: check it and apply it, or say what is wrong."""
    user, group = regulation_chat._sender(event), regulation_chat._group(event)
    data = files.file_data(event) or {}
    _, asked_in, sid = _awaiting[user]
    actor = Actor(
        user_id=user,
        group_id=asked_in,
        superuser=user in get_driver().config.superusers,
    )
    try:
        raw = await regulation_chat._fetch(bot, event, data)
        if len(raw) > regulation_chat.MAX_BYTES:
            raise Refusal("文件太大（超过 1 MB），不是系列规则文件。")
        _awaiting.pop(user, None)
        await outbox.settle(bot, event, await series.update_rules(actor, sid, raw))
        return
    except Refusal as refusal:
        text = refusal.message
    except Exception:
        logger.exception("series rules file failed")
        text = "没能取到这个文件，请重新发送；或稍后再试。"
    await send.deliver(Notice("group" if group else "private", group or user, text), bot)
