"""One registry of tiebreaks (名次区分方法, 小分) for every format.

A rank order is a list of names; each name is registered once (``registry.TIEBREAKS``) with
its Chinese label — what chat, the ``/t/`` page, the pictures, the spreadsheets and the lint
show — which end ranks first, and its function, the formula in the docstring. The JSON API
keeps the names as its ``tiebreaks`` keys.

- ``games``: two-player games (the round robin, the Swiss, 003's groups): 积分, 对手分, 累进分,
  逐轮递减 (two readings), 胜局, 后胜局, 等级分, 警告次数, 犯规次数, 前轮名次, 抽签, 索伯分, 直胜;
  ranked by ``order.rank``;
- ``weighted``: the weighted elimination (seed 000): 本轮成绩, 当轮成绩, 加权总分, 赞助者,
  此前各轮成绩, and 报名序号 (any format); ranked by engine/standings.py;
- ``ladder``: what the arena shows and never compares: 已赛轮数, 局分;
- ``teams``: team events (团体赛) over a team's matches: 场分, 局分, 直胜, 对手分, 累进分, 台次分,
  胜场数, 抽签; ranked by engine/teams/standings.py.

``reason``: what separates a row from the row above (``RankReason``: which tiebreak, its two
values) and its Chinese words (``reason_text``).

Importing this package registers all of them.
"""

from . import games, ladder, teams, weighted  # noqa: F401  (registers every name, games first)
from .reason import TIED, RankReason, order_reason, reason_text
from .registry import (
    GAMES,
    LADDER,
    TEAMS,
    TIEBREAKS,
    WEIGHTED,
    Tiebreak,
    TiebreakValue,
    label,
    named,
    names_over,
    register_tiebreak,
    resolve,
    unknown_text,
)

__all__ = [
    "GAMES",
    "LADDER",
    "TEAMS",
    "TIEBREAKS",
    "TIED",
    "WEIGHTED",
    "RankReason",
    "Tiebreak",
    "TiebreakValue",
    "label",
    "named",
    "names_over",
    "order_reason",
    "reason_text",
    "register_tiebreak",
    "resolve",
    "unknown_text",
]
