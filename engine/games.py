"""The games a regulation names (``game``) and how their results are written.

- **What each game calls its sides and scores by default** (``GAMES``): chess names the first
  seat 白方 and the second 黑方 and scores a game 1 / ½ / 0 (the FIDE convention); the other games
  keep the words and points their formats have always used (先手, 执黑 …; 2 / 1 / 0 in a round
  robin), so ``seat_word`` is None for them. A regulation's ``[scoring]`` overrides the points.
- **Games written as words**, one character per game, from one side of the table: 胜/负/和,
  also 赢/输/平 and the traditional 勝/負/贏/輸, optionally separated by spaces or punctuation.
  Shared by the formats that enter a match's games as a string (the (2+1) tie of seed 003, the
  knockout, the arena bout of seed 004).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from engine.vocabulary import Game


@dataclass(frozen=True)
class GameWords:
    """A game's words and default points: ``first``/``second`` the sides by colour (the first
    seat moves first), ``seat_word`` what the posted tables write before the first seat where
    the game names it by colour (None: the format's own word, e.g. 先手), and the points of a
    win, a draw and a loss where the regulation's ``[scoring]`` leaves them out."""

    first: str
    second: str
    seat_word: str | None
    win: Fraction
    draw: Fraction
    loss: Fraction


_CLUB = (Fraction(2), Fraction(1), Fraction(0))
"""2 / 1 / 0: the Chinese club convention the round robin has always defaulted to."""

GAMES: dict[str, GameWords] = {
    Game.CHESS: GameWords("白方", "黑方", "白方", Fraction(1), Fraction(1, 2), Fraction(0)),
    Game.XIANGQI: GameWords("红方", "黑方", None, *_CLUB),
    Game.JIEQI: GameWords("红方", "黑方", None, *_CLUB),
    Game.GO: GameWords("黑方", "白方", None, *_CLUB),
    Game.JUNQI4: GameWords("先手", "后手", None, *_CLUB),
}
"""Every game of the regulation's ``game`` key."""


def game_words(game: str) -> GameWords:
    """The words and default points of ``game`` (a key of ``GAMES``)."""
    return GAMES[game]


def first_seat_word(game: str, default: str) -> str:
    """What the posted tables write before the first seat: the game's colour word where it has
    one for the first seat (chess: 白方), else the format's ``default`` (先手)."""
    return GAMES[game].seat_word or default


def default_points(game: str) -> tuple[Fraction, Fraction, Fraction]:
    """(win, draw, loss) of one game where ``[scoring]`` gives none: chess 1 / ½ / 0."""
    words = GAMES[game]
    return words.win, words.draw, words.loss


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
    """The games written in ``text`` as ``胜``/``负``/``和`` from ``side`` (e.g. 第一位选手,
    守擂方). Raises ``error`` naming the first character it cannot read, for an empty text, and
    (with ``too_long`` after the count) for more than ``limit`` characters, before reading
    them."""
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
                f"看不懂第{position}个字「{char}」：每局只能写 胜、负 或 和（从{side}看），例如 "
                f"{example}"
            )
        games.append(outcome)
    return tuple(games)
