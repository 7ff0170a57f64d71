"""The chat commands of team events on boards: `/出场 <队伍> <选手> …` (a team's line-up for the
next round, by its captain or an organiser)."""

from services import lineups
from services.common import Outcome, Refusal

from . import arguments
from .dispatch import Ctx, command


@command(
    "出场",
    "/出场 <队伍> <第1台选手> <第2台选手> …",
    "团体赛：提交本队下一轮的出场名单（第1台起，替补可上场，台次不得颠倒），队长或组委；"
    "未提交的按上一轮出场",
    "选手",
)
async def _lineup(ctx: Ctx, args: str) -> Outcome:
    parts = args.split()
    if len(parts) < 2:
        raise Refusal(f"格式：{lineups.LINEUP_USAGE}")
    team, players = parts[0], [arguments.player(word) for word in parts[1:]]
    return await lineups.give_lineup(ctx.actor, team, players, ctx.now)
