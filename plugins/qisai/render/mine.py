"""`/我的` as a picture: a player's rounds as lines and a chart of rank and total."""

from collections.abc import Sequence

from PIL import Image, ImageDraw, ImageFont

from services import labels

from .draw import ACCENT, HEAD_FILL, INK, LINE, MUTED, PAD, RED, SIZE, _font, _png

# one closed round of the player's: (round, rank or None, total as text, players ranked)
_Point = tuple[int, int | None, str, int]


def mine_png(summary: dict, history: Sequence[dict], seq: int, computed_at: str = "") -> bytes:
    """`/我的`: a player's row after each closed round (rank, total, that round's score) as a
    small table and a chart of the rank (line) and the total (bars) round by round.

    `history` holds the standings dicts after rounds 1, 2, … (each `views.standings`)."""
    title_font, body, small = _font(30, bold=True), _font(SIZE), _font(18)
    points: list[_Point] = []
    row = None
    for st in history:
        found = next((r for r in st["rows"] if r["seq"] == seq), None)
        if found is not None and st["after_round"]:
            points.append((st["after_round"], found["rank"], found["total"], len(st["rows"])))
            row = found
    width, chart_h = 640, 220
    lines = []
    if row is not None:
        finished = summary.get("status") == "finished"
        lines.append(
            f"{labels.player_name(row)}　报名序号 {seq}　"
            f"{labels.status_word(row['status'], finished)}"
        )
        lines.append(
            "各轮成绩："
            + "，".join(
                f"第{i}轮 {'-' if s is None else s}" for i, s in enumerate(row["round_scores"], 1)
            )
        )
        lines.append(f"总分 {row['total']}　名次 {row['rank'] or '-'}")
        if row.get("ledger"):
            lines.append("处罚/补分：" + labels.ledger_text(row))
    else:
        lines.append(f"报名序号 {seq}：还没有成绩")
    top = PAD + 44 + 30
    height = top + len(lines) * 34 + (chart_h + 40 if points else 0) + PAD
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    draw.text((PAD, PAD + 20), summary["name"], font=title_font, fill=INK, anchor="lm")
    draw.text(
        (PAD, PAD + 58),
        "我的成绩" + (f"　计算于 {computed_at}" if computed_at else ""),
        font=small,
        fill=MUTED,
        anchor="lm",
    )
    y = top
    for line in lines:
        draw.text(
            (PAD, y + 17),
            line,
            font=body,
            fill=RED if line.startswith("处罚") else INK,
            anchor="lm",
        )
        y += 34
    if points:
        _chart(draw, points, (PAD + 40, y + 24, width - PAD - 40, y + 24 + chart_h - 30), small)
    return _png(image)


def _chart(
    draw: ImageDraw.ImageDraw,
    points: Sequence[_Point],
    box: tuple[float, float, float, float],
    font: ImageFont.FreeTypeFont,
) -> None:
    """Bars: the total after each round; line: the rank (1 at the top)."""
    left, top, right, bottom = box
    draw.line((left, bottom, right, bottom), fill=LINE, width=2)
    n = len(points)
    step = (right - left) / n
    totals = [_number(p[2]) for p in points]
    high = max(max(totals), 1)
    worst = max(p[3] for p in points)
    coords: list[tuple[float, float, int]] = []
    for i, (rnd, rank, total, _size) in enumerate(points):
        cx = left + step * (i + 0.5)
        bar = (bottom - top - 30) * max(totals[i], 0) / high
        draw.rectangle(
            (cx - step * 0.2, bottom - bar, cx + step * 0.2, bottom), fill=HEAD_FILL, outline=ACCENT
        )
        draw.text((cx, bottom - bar - 4), total, font=font, fill=ACCENT, anchor="mb")
        draw.text((cx, bottom + 6), f"第{rnd}轮", font=font, fill=MUTED, anchor="mt")
        if rank:
            ry = top + (bottom - top - 40) * (rank - 1) / max(worst - 1, 1) + 10
            coords.append((cx, ry, rank))
    if len(coords) > 1:
        draw.line([(x, y) for x, y, _ in coords], fill=RED, width=3)
    for x, y, rank in coords:
        draw.ellipse((x - 6, y - 6, x + 6, y + 6), fill=RED)
        draw.text((x + 10, y), f"第{rank}名", font=font, fill=RED, anchor="lm")


def _number(text: str) -> float:
    """A decimal string as a bar height (drawing only; no arithmetic is compared on it)."""
    try:
        if "/" in text:
            a, b = text.split("/")
            return int(a) / int(b)
        return float(text)
    except ValueError:
        return 0.0
