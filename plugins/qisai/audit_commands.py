"""Command words of disputes, the audit log and files (registered after plugins/qisai/commands.py's,
which imports this module last so that the help lists them in the same order)."""

from engine import numbers
from services import audit, disputes
from services.common import Outcome, Refusal

from . import arguments, files
from .dispatch import Ctx, command

# --- disputes, audit ---------------------------------------------------------------------------


@command(
    "申诉",
    "/申诉 <理由>（同一条消息附图）",
    "对本桌成绩申诉，比赛当天 24:00 前，附复盘或截图",
    "选手",
)
async def _dispute(ctx: Ctx, args: str) -> Outcome:
    return await disputes.file_dispute(ctx.actor, args, ctx.incoming.images, ctx.now)


@command("裁决", "/裁决 <申诉号> 维持|改判 <桌> <结果>|重赛|抽签", "裁决申诉", "仲裁")
async def _rule(ctx: Ctx, args: str) -> Outcome:
    return await disputes.rule(ctx.actor, ruling_args(args), ctx.now)


def ruling_args(args: str) -> disputes.RulingArgs:
    """`<申诉号> <裁决> [<桌> <结果>]`; a number that is not one, or an unknown verdict, is refused
    with the form."""
    parts = args.split(maxsplit=2)
    while len(parts) < 3:
        parts.append("")
    number = numbers.ascii_text(parts[0]).lstrip("#")
    if not numbers.is_number(number) or parts[1] not in tuple(disputes.Verdict):
        raise Refusal(disputes.FORM)
    dispute = numbers.Written(numbers.whole(number, lo=1), number)
    verdict = disputes.Verdict(parts[1])
    table, result = None, ""
    rest = parts[2].split(maxsplit=1)
    if verdict == disputes.Verdict.CHANGE and len(rest) == 2 and numbers.is_number(rest[0]):
        table, result = numbers.Written(numbers.whole(rest[0], lo=1), rest[0]), rest[1]
    return disputes.RulingArgs(dispute, verdict, table, result)


@command(
    "撤销",
    "/撤销 [#记录号]",
    "撤销自己的上一次改动（可连续撤销；仲裁也可撤销自己的裁决、扣分、录入），"
    "或（组委）/日志 里的某条记录",
    "仲裁",
    reschedules=True,
)
async def _undo(ctx: Ctx, args: str) -> Outcome:
    return await audit.undo_last(ctx.actor, ctx.now, arguments.record_number(args))


@command("日志", "/日志 [选手]", "本赛事的操作记录，或某位选手的记录", "组委")
async def _history(ctx: Ctx, args: str) -> Outcome:
    return await audit.history(ctx.actor, arguments.player_and_rest(args)[0])


# --- files -------------------------------------------------------------------------------------


@command(
    "导出",
    "/导出 [csv|备份]",
    "导出本赛事：表格（.xlsx，上传群文件）、csv（压缩包）或完整备份（私聊发给组委）",
    "组委",
)
async def _export(ctx: Ctx, args: str) -> Outcome:
    return await files.export(ctx, args)


@command("导入", "/导入", "私聊发送后再发来备份文件，导入为新的赛事", "组委")
async def _import(ctx: Ctx, args: str) -> Outcome:
    return await files.start_import(ctx)
