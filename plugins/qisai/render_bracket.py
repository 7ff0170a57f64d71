"""The bracket or ladder of a tournament as a picture or as table rows, for any format.

The shape drawn here is the JSON standings' `bracket` (engine/formats/base.py
`Format.bracket`), whatever the format:

    {"title": "淘汰赛", "layout": "tree" | "chain", "seat_labels": ["先手", "后手"],
     "stages": [{"name": "1/8决赛",
                 "ties": [{"seats": [3, 17], "result": "胜负胜", "score": "2:1",
                           "winner": 3, "label": None}]}],
     "notes": ["…"]}

Stages in playing order. A seat is a sign-up number, or None (a bye when the tie has a
winner, else not known yet); `result` and `score` are None while the tie is unplayed.
"tree": a knockout — tie j of a stage is fed by ties 2j and 2j+1 of the stage before; ties
past that (the 3rd/4th-place tie) have a `label` and are drawn under the tree. "chain": one
tie after the other (the arena's bouts, the defender first).
"""

from collections.abc import Sequence

from services import labels

from .render.draw import (
    ACCENT,
    GREEN,
    INK,
    LINE,
    MINE,
    MUTED,
    PAD,
    WHITE,
    _canvas,
    _index,
    _paste_text,
    _save,
    _width,
)
from .render.table import Cell, Column, Row, table_png


def _seat_text(seat: int | None, tie: dict, names: dict[int, str]) -> str:
    if seat is None:
        return "轮空" if tie.get("winner") is not None else "待定"
    return f"{names.get(seat, '?')}({seat})"


def _names(bracket: dict, players: Sequence[dict]) -> dict[int, str]:
    """seq -> the name a seat shows: the players', or the bracket's own ``names`` (a team
    knockout's teams)."""
    names = {p["seq"]: labels.player_name(p) for p in players}
    names.update({int(k): str(v) for k, v in (bracket.get("names") or {}).items()})
    return names


def _result_word(tie: dict) -> str:
    """A tie's result text; 轮空 for a bye (a winner without a game), 未赛 while unplayed."""
    if tie.get("result") is not None:
        return tie["result"]
    return "轮空" if tie.get("winner") is not None else "未赛"


def bracket_layout(bracket: dict, players: Sequence[dict]) -> tuple[list[Column], list[Row]]:
    """A bracket or ladder as a table, one row per tie: stage, both seats (the winner in
    green), result, score, winner."""
    names = _names(bracket, players)
    first, second = (bracket.get("seat_labels") or ["先手", "后手"])[:2]
    columns = [
        Column("阶段"),
        Column(first),
        Column(second),
        Column("结果"),
        Column("比分", "r"),
        Column("胜者"),
    ]
    rows = []
    for stage in bracket.get("stages", []):
        for tie in stage.get("ties", []):
            winner = tie.get("winner")
            seats = (list(tie.get("seats") or []) + [None, None])[:2]
            cells = [
                Cell(" ".join(x for x in (stage.get("name", ""), tie.get("label") or "") if x))
            ]
            cells += [
                Cell(_seat_text(q, tie, names), GREEN if q is not None and q == winner else INK)
                for q in seats
            ]
            cells.append(Cell(_result_word(tie), INK if tie.get("result") is not None else MUTED))
            cells.append(Cell(tie.get("score") or ""))
            cells.append(Cell(_seat_text(winner, tie, names) if winner is not None else "", GREEN))
            rows.append(Row(cells=cells))
    return columns, rows


def bracket_png(
    summary: dict, bracket: dict, players: Sequence[dict], computed_at: str = ""
) -> bytes:
    """The bracket (a knockout tree) or the ladder (a chain of bouts) as one picture."""
    subtitle = "　".join(
        x for x in (bracket.get("title", ""), f"计算于 {computed_at}" if computed_at else "") if x
    )
    if bracket.get("layout") == "tree":
        return _tree_png(summary["name"], subtitle, bracket, players)
    columns, rows = bracket_layout(bracket, players)
    return table_png(
        summary["name"], subtitle, columns, rows, "\n".join(bracket.get("notes") or [])
    )


BOX_LINE = 32  # one seat's line in a tree's tie box
BOX_GAP = 18  # between two boxes of the first stage
LINK = 44  # between two stages' columns


def _tree_positions(stages: Sequence[dict]) -> list[list[float]]:
    """The vertical centre of every tree tie, in units of first-stage slots: tie j of a
    stage sits between its feeders 2j and 2j+1 (or below the last one)."""
    out: list[list[float]] = []
    for k, stage in enumerate(stages):
        ties = stage.get("ties", [])
        if k == 0:
            out.append([i + 0.5 for i in range(len(ties))])
            continue
        before = out[-1][: _main_ties(stages, k - 1)]
        here: list[float] = []
        for j in range(len(ties)):
            feeders = before[2 * j : 2 * j + 2]
            here.append(sum(feeders) / len(feeders) if feeders else (here[-1] + 1 if here else 0.5))
        out.append(here)
    return out


def _main_ties(stages: Sequence[dict], k: int) -> int:
    """How many of stage k's ties are the tree's (the rest are placed apart, like 3rd/4th)."""
    count = len(stages[k].get("ties", []))
    if k == 0:
        return count
    return min(count, max(1, -(-_main_ties(stages, k - 1) // 2)))


def _tree_png(title: str, subtitle: str, bracket: dict, players: Sequence[dict]) -> bytes:
    names = _names(bracket, players)
    stages = [s for s in bracket.get("stages", []) if s.get("ties")]
    ties = [t for s in stages for t in s["ties"]]
    name_w = max(
        [
            _width(_seat_text(q, t, names))
            for t in ties
            for q in (list(t.get("seats") or []) + [None, None])[:2]
        ]
        + [80]
    )
    side_w = max(
        [_width(t.get("result") or "", 18) for t in ties]
        + [_width(t.get("score") or "", 18) for t in ties]
        + [40]
    )
    box_w = name_w + side_w + 3 * 10
    box_h = 2 * BOX_LINE
    slot = box_h + BOX_GAP
    positions = _tree_positions(stages)
    extras = [
        (k, j)
        for k in range(len(stages))
        for j in range(_main_ties(stages, k), len(stages[k]["ties"]))
    ]
    top = PAD + 44 + (30 if subtitle else 0) + 8 + 34
    tree_h = max([len(stages[0]["ties"]) * slot] if stages else [0])
    height = (
        top + tree_h + len(extras) * (slot + 30) + 30 * len(bracket.get("notes") or []) + PAD + 10
    )
    width = max(
        PAD * 2 + len(stages) * (box_w + LINK),
        _width(title, 30, True) + 2 * PAD,
        _width(subtitle, 18) + 2 * PAD,
    )
    image, draw = _canvas(width, height)
    _paste_text(image, PAD, PAD + 20, title, INK, size=30, bold=True)
    if subtitle:
        _paste_text(image, PAD, PAD + 58, subtitle, MUTED, size=18)
    line, muted = _index(LINE), _index(MUTED)

    def box(x: int, y: int, tie: dict) -> None:
        draw.rectangle((x, y, x + box_w, y + box_h), fill=_index(WHITE), outline=muted)
        seats = (list(tie.get("seats") or []) + [None, None])[:2]
        for i, q in enumerate(seats):
            won = q is not None and q == tie.get("winner")
            ground = MINE if won else WHITE
            if won:
                draw.rectangle(
                    (x + 1, y + 1 + i * BOX_LINE, x + box_w - 1, y + (i + 1) * BOX_LINE - 1),
                    fill=_index(MINE),
                )
            _paste_text(
                image,
                x + 10,
                y + i * BOX_LINE + BOX_LINE // 2,
                _seat_text(q, tie, names),
                GREEN if won else (INK if q is not None else MUTED),
                ground,
            )
        draw.line((x, y + BOX_LINE, x + box_w, y + BOX_LINE), fill=line)
        side = [_result_word(tie), tie.get("score") or ""]
        for i, text in enumerate(side):
            if text:
                won = seats[i] is not None and seats[i] == tie.get("winner")
                _paste_text(
                    image,
                    x + box_w - 10 - _width(text, 18),
                    y + i * BOX_LINE + BOX_LINE // 2,
                    text,
                    MUTED,
                    MINE if won else WHITE,
                    size=18,
                )

    for k, stage in enumerate(stages):
        x = PAD + k * (box_w + LINK)
        _paste_text(image, x, top - 20, stage.get("name", ""), ACCENT, bold=True)
        for j in range(_main_ties(stages, k)):
            cy = top + int(positions[k][j] * slot)
            box(x, cy - box_h // 2, stage["ties"][j])
            if k > 0:  # the links from this tie's feeders
                for f in (2 * j, 2 * j + 1):
                    if f < _main_ties(stages, k - 1):
                        fy = top + int(positions[k - 1][f] * slot)
                        mid = x - LINK // 2
                        draw.line((x - LINK, fy, mid, fy), fill=muted)
                        draw.line((mid, fy, mid, cy), fill=muted)
                        draw.line((mid, cy, x, cy), fill=muted)
    y = top + tree_h + 10
    for k, j in extras:
        tie = stages[k]["ties"][j]
        x = PAD + k * (box_w + LINK)
        _paste_text(
            image,
            x,
            y + 12,
            " ".join(v for v in (stages[k].get("name", ""), tie.get("label") or "") if v),
            ACCENT,
            bold=True,
        )
        box(x, y + 28, tie)
        y += slot + 30
    for note in bracket.get("notes") or []:
        _paste_text(image, PAD, y + 15, note, MUTED, size=18)
        y += 30
    return _save(image)
