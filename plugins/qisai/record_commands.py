"""The chat commands of a player's record and the club rating across the group's tournaments:
`/战绩 [选手] [选手]`, `/等级分 [棋种]` · `/等级分 填入`, and the organisers' `/绑定 <QQ> <账号>` ·
`/解绑 <账号>` (services/records.py, services/identity.py)."""

from engine import numbers
from services import identity, records
from services.common import Outcome, PlayerRef, Refusal

from . import arguments
from .dispatch import Ctx, command

FILL = "填入"


def _record_player(word: str) -> PlayerRef:
    """A `/战绩` word: a QQ number (5 or more digits) names that account, anything else is a
    player as other commands name one (a sign-up number, an @mention)."""
    digits = numbers.ascii_text(word).removeprefix("@")
    if digits.isdigit() and len(digits) >= 5:
        return PlayerRef(word, account=digits)
    return arguments.player(word)


@command(
    "战绩",
    records.RECORD_FORM,
    "本群各赛事的战绩：参赛、名次、等级分、最近对局；写两位选手看两人交手记录",
    "所有人",
)
async def _record(ctx: Ctx, args: str) -> Outcome:
    players = [_record_player(w) for w in args.split()]
    return await records.record(ctx.actor, players)


@command(
    "等级分",
    records.RATING_FORM,
    "本群等级分榜（每个棋种一榜，按已结束轮次的对局计算）；填入：为没写等级分的报名填入本群等级分",
    "所有人",
)
async def _ratings(ctx: Ctx, args: str) -> Outcome:
    words = args.split()
    if words and words[0] == FILL:
        if len(words) > 1:
            raise Refusal(
                f"“/等级分 {FILL}”后面不用写别的，多写了“{numbers.echo(' '.join(words[1:]))}”。"
                f"{records.RATING_FORM}"
            )
        return await records.fill_ratings(ctx.actor)
    return await records.rating_list(ctx.actor, arguments.game_kind(args))


@command(
    "绑定",
    identity.BIND_FORM,
    "把微信号（或另一个QQ号）算作某QQ号本人：本群各赛事的战绩、等级分合并（可 /撤销 或 /解绑）",
    "组委",
)
async def _bind(ctx: Ctx, args: str) -> Outcome:
    person, alias = arguments.bind_args(args)
    return await identity.bind(ctx.actor, person, alias, ctx.now)


@command("解绑", identity.UNBIND_FORM, "取消 /绑定：该账号重新算作自己", "组委")
async def _unbind(ctx: Ctx, args: str) -> Outcome:
    return await identity.unbind(ctx.actor, arguments.account(args.strip()))
