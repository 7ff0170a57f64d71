"""The tiebreak names the Swiss formats share (swiss.py, group_knockout.py). Every format kind
the regulation knows now has a module, which holds its ``[format]`` schema part."""

SWISS_TIEBREAKS = frozenset(
    {
        "points",
        "opponents_score",
        "progressive",
        "opponents_score_cut",
        "progressive_cut",
        "wins",
        "warnings",
        "fouls",
        "previous_ranking",
        "signup_order",
        "lots",
    }
)
ROUND_CUT_TIEBREAKS = {
    "opponents_score_cut": "对手分依次减去最后 1、2、… 轮对手的积分，逐个比较，大者列前",
    "progressive_cut": "累进分依次去掉前 1、2、… 轮，逐个比较，大者列前",
}
