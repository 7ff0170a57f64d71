"""Games written as words, one character per game, from one side of the table: 胜/负/和, also
赢/输/平 and the traditional 勝/負/贏/輸, optionally separated by spaces or punctuation.
Shared by the formats that enter a match's games as a string (the (2+1) tie of seed 003, the
arena bout of seed 004)."""

from __future__ import annotations

import re

WIN, LOSS, DRAW = "胜", "负", "和"
_ALIASES = {
    "胜": WIN,
    "勝": WIN,
    "赢": WIN,
    "贏": WIN,
    "负": LOSS,
    "負": LOSS,
    "输": LOSS,
    "輸": LOSS,
    "和": DRAW,
    "平": DRAW,
}
_SEPARATORS = re.compile(r"[\s,，、;；/|｜.。·+＋]+")


def read_games(
    text: str,
    *,
    side: str,
    example: str,
    limit: int,
    too_long: str,
    error: type[Exception] = ValueError,
) -> tuple[str, ...]:
    """The games written in ``text`` as ``胜``/``负``/``和`` from ``side`` (e.g. 第一位选手, 守擂方).
    Raises ``error`` naming the first character it cannot read, for an empty text, and (with
    ``too_long`` after the count) for more than ``limit`` characters, before reading them."""
    compact = _SEPARATORS.sub("", text or "")
    if not compact:
        raise error(f"没有写对局结果：请从{side}看，每局写 胜、负 或 和，例如 {example}")
    if len(compact) > limit:
        raise error(f"{too_long}，这里写了 {len(compact)} 个字。")
    games = []
    for position, char in enumerate(compact, start=1):
        outcome = _ALIASES.get(char)
        if outcome is None:
            raise error(
                f"看不懂第{position}个字「{char}」：每局只能写 胜、负 或 和（从{side}看），例如 {example}"
            )
        games.append(outcome)
    return tuple(games)
