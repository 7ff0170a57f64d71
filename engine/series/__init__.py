"""A series (系列赛, 年度积分榜): points per finishing place over several tournaments of a club.

`rules` holds the rules as data (a small TOML: points per place, per-division tables, best k
of n, a minimum number of events, tiebreaks, the final) and `standings` the ranking, a pure
function of the tournaments' final places, in exact fractions. Import each module by name.
"""
