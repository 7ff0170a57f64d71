"""Replies drawn as pictures (standings, a round's tables, my results) with their text beside.

The picture goes to a OneBot v11 chat as base64 image segments (so that a NapCat on another
host can show it); WeChat (v12) and a bot without a CJK font get the text the service made.
"""

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from zoneinfo import ZoneInfo

from nonebot import logger

from services import exports, labels, views
from services.common import Outcome

from . import clock, render, render_bracket
from .dispatch import Ctx

TEXT_WORD = "文字"


@dataclass
class Picture(Outcome):
    """An outcome shown as images: `caption` goes with them, `text` is the whole text fallback."""

    images: list[bytes] = field(default_factory=list)
    caption: str = ""


def text_wanted(args: str) -> tuple[str, bool]:
    """The arguments without the word 文字, and whether it was there (`/排名 3 文字`)."""
    words = args.split()
    if TEXT_WORD not in words:
        return args, False
    return " ".join(w for w in words if w != TEXT_WORD), True


_warned = False


def _can_draw() -> bool:
    """Whether pictures can be drawn; logs once when the CJK font is missing."""
    global _warned
    if render.available():
        return True
    if not _warned:
        logger.warning(
            "未找到中文字体（Noto Sans CJK SC，Debian: apt-get install fonts-noto-cjk），"
            "图片改为文字发送"
        )
        _warned = True
    return False


def _stamp(summary: dict) -> str:
    now: datetime = clock.now()
    return now.astimezone(ZoneInfo(summary.get("timezone") or "Asia/Shanghai")).strftime(
        "%Y-%m-%d %H:%M"
    )


async def _draw(outcome: Outcome, caption: str, draw: Callable[[], list[bytes]]) -> Outcome:
    if not _can_draw():
        return outcome
    try:
        images = await asyncio.to_thread(draw)
    except render.NoFont:
        return outcome
    return Picture(
        outcome.text,
        outcome.mentions,
        outcome.notices,
        outcome.long,
        images=images,
        caption=caption,
    )


async def with_bracket(ctx: Ctx, outcome: Outcome, number: int | None) -> Outcome:
    """`/排名 文字`: the standings text, then the format's bracket or ladder as lines."""
    tid = await exports.current_id(ctx.actor)
    table = await views.standings(tid, after_round=number)
    if not table or not table.get("bracket"):
        return outcome
    players = await views.players(tid, full_qq=False) or []
    lines = labels.bracket_lines(
        table["bracket"], {p["seq"]: labels.player_name(p) for p in players}
    )
    return replace(outcome, text="\n".join([outcome.text, *lines]))


async def drawn(spec: str) -> list[bytes]:
    """The pictures an outbox row names (`Outbox.image`), drawn now from the committed data:
    `bracket:<tournament id>:<after round>` the format's bracket or ladder after that round.
    Empty when nothing can be drawn (no CJK font, no such bracket, an unknown spec): the
    sender then skips the message, whose words the post before it already carried."""
    kind, _, rest = spec.partition(":")
    tid, _, number = rest.partition(":")
    if kind != "bracket" or not tid.isdigit() or not number.isdigit() or not _can_draw():
        return []
    try:
        table = await views.standings(int(tid), after_round=int(number))
        bracket = table.get("bracket") if table else None
        if not bracket:
            return []
        summary = await views.tournament(int(tid))
        players = await views.players(int(tid), full_qq=False)
        if summary is None or players is None:  # the tournament was deleted meanwhile
            return []
        return [
            await asyncio.to_thread(
                render_bracket.bracket_png, summary, bracket, players, _stamp(summary)
            )
        ]
    except render.NoFont:
        return []
    except Exception:  # a drawing bug must not hold the chat's later messages back
        logger.exception(f"could not draw {spec}")
        return []


async def standings(ctx: Ctx, outcome: Outcome, number: int | None) -> Outcome:
    """`/排名 [轮]` as pictures: the top rows, the cut line and the asker's own row (each
    division its own picture), and the format's bracket or ladder; its text goes along."""
    tid = await exports.current_id(ctx.actor)
    summary = await views.tournament(tid)
    table = await views.standings(tid, after_round=number)
    players = await views.players(tid, full_qq=False)
    if summary is None or table is None or players is None:  # deleted meanwhile: the text
        return outcome
    outcome = await with_bracket(ctx, outcome, number)
    mine = await exports.seq_of(tid, ctx.actor.user_id)
    caption = (
        f"「{summary['name']}」第{table['after_round']}轮后排名"
        f"（文字版：/排名 {number or ''} 文字）"
    ).replace("  ", " ")
    bracket = table.get("bracket")  # the format's bracket or ladder goes along
    return await _draw(
        outcome,
        caption,
        lambda: (
            [*render.standings_pngs(summary, table, players, _stamp(summary), mine=mine)]
            + (
                [render_bracket.bracket_png(summary, bracket, players, _stamp(summary))]
                if bracket
                else []
            )
        ),
    )


async def tables(ctx: Ctx, outcome: Outcome, number: int | None) -> Outcome:
    """`/对阵 [轮]` as pictures (pages of 60 tables)."""
    tid = await exports.current_id(ctx.actor)
    summary = await views.tournament(tid)
    n = number or _round_in(outcome.text)
    round_ = await views.round_tables(tid, n) if n else None
    if round_ is None or summary is None:
        return outcome
    players = await views.players(tid, full_qq=False)
    if players is None:  # the tournament was deleted meanwhile: the text goes
        return outcome
    caption = f"「{summary['name']}」第{n}轮对阵（文字版：/对阵 {n} 文字）"
    return await _draw(
        outcome, caption, lambda: render.tables_png(summary, round_, players, _stamp(summary))
    )


def _round_in(text: str) -> int | None:
    """The round number the service's text begins with (`第3轮对阵…`)."""
    head = text.split("轮", 1)[0].removeprefix("第")
    return int(head) if head.isdigit() else None


async def mine(ctx: Ctx, outcome: Outcome) -> Outcome:
    """`/我的` with a chart of my total and rank after each round; the text goes along."""
    tid = await exports.current_id(ctx.actor)
    seq = await exports.seq_of(tid, ctx.actor.user_id)
    if seq is None:
        return outcome
    summary = await views.tournament(tid)
    history = await exports.history(tid)
    if not history or summary is None:
        return outcome
    return await _draw(
        outcome, outcome.text, lambda: [render.mine_png(summary, history, seq, _stamp(summary))]
    )
