"""The organisers' hands on the pairing: `/对调 <选手> <选手> [强制]`, `/重排 [组别]` and
`/补报 <报名内容>` (a late entry)."""

from services import late_entry, pairing_edits
from services.common import Outcome, Refusal

from . import arguments
from .dispatch import Ctx, command

FORCE = "强制"
REPAIR_FORM = "格式：/重排 [组别]（分组别比赛时可写组别，只重排该组），例如：/重排 或 /重排 甲组"
CONFIRM = "确认"


@command(
    "对调",
    "/对调 <选手> <选手> [强制]",
    "本轮尚无结果的两桌（或同桌）两名选手互换座位，团体赛为两队互换；"
    "违反规程（重复对局、颜色、种子）时须加“强制”",
    "组委",
)
async def _swap(ctx: Ctx, args: str) -> Outcome:
    parts = args.split()
    forced = bool(parts) and parts[-1] == FORCE
    if forced:
        parts = parts[:-1]
    if len(parts) != 2:
        raise Refusal(pairing_edits.SWAP_FORM)
    first, second = arguments.player(parts[0]), arguments.player(parts[1])
    return await pairing_edits.swap(ctx.actor, first, second, ctx.now, forced=forced)


@command(
    "重排",
    "/重排 [组别]",
    "本轮还没有任何结果时按现有选手重新编排本轮（迟到的退赛或补报之后），公布更正后的对阵",
    "组委",
)
async def _repair(ctx: Ctx, args: str) -> Outcome:
    if CONFIRM in args.split():  # /重排 asks no confirmation (/结束本轮 does)
        raise Refusal(f"/重排 不用写“{CONFIRM}”，直接发送即可。{REPAIR_FORM}")
    return await pairing_edits.repair(ctx.actor, ctx.now, args)


@command(
    "补报",
    "/补报 <报名内容>",
    "报名截止后由组委补报一名选手（内容与报名相同）；积分编排从下一轮起参加，"
    "循环赛、淘汰赛只在第1轮编排前可以补报",
    "组委",
)
async def _late_entry(ctx: Ctx, args: str) -> Outcome:
    if not args:
        raise Refusal(late_entry.LATE_FORM)
    return await late_entry.late_entry(ctx.actor, args, ctx.now)
