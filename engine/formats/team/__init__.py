"""Team events on boards (团体赛, ``kind = "team"``, presets team-round-robin, team-swiss and
team-knockout) behind the format seam; the rules live in engine/teams.

A sign-up is a player of a team: ``队伍 <名>`` (the sign-up's group) and ``台次 <i>`` (field
``board``: 1..boards the regulars, beyond them the reserves). The format pairs the teams (the
Berger tables or the team Swiss over match points) and seats each match as one table: the
first-named team's line-up, board 1 first, then the other's (a bye: one team's line-up). A
table's result is a ``TeamResult``: the boards from the first-named team's side (``胜和负胜``),
merged board by board as entries come (``第2台 和``). Standings rows are the players (their board
points), the teams' ranking is the JSON ``teams`` (``extra_standings``).

Modules: ``schema`` (the ``[format]`` part and the rules read from it), ``roster`` (teams and
line-ups from the sign-ups), ``results``, ``standings``, ``signups``, ``words``, ``format``.
"""

from .format import FORMAT, TeamEvent
from .results import TeamResult, TeamResults
from .schema import TeamFormat
from .standings import TeamStandings

__all__ = ["FORMAT", "TeamEvent", "TeamFormat", "TeamResult", "TeamResults", "TeamStandings"]
