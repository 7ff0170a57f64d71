"""The JSON standings row's ``reason`` (its ``explanation`` as a value) and the tiebreak the
pictures and the page highlight, read from it (``labels.deciding_key``) instead of from the
words."""

from services import labels, views
from tests.outputs.two_player import round_robin_tournament


async def test_the_round_robin_rows_carry_their_reason(clean_db):
    tid = await round_robin_tournament()
    rows = (await views.standings(tid))["rows"]
    # tests/outputs/two_player.py: 2 (4 points), 1 (3), 4 (3: 索伯分 4 = 4, 直胜 1 beat 4 → 2 > 0),
    # 3 (2)
    assert [(r["seq"], r["explanation"], r["reason"]) for r in rows] == [
        (2, None, None),
        (1, "积分 4 > 3", {"key": "points", "upper": "4", "lower": "3", "level_on": None}),
        (
            4,
            "积分相同，直胜 2 > 0",
            {"key": "direct_encounter", "upper": "2", "lower": "0", "level_on": "points"},
        ),
        (3, "积分 3 > 2", {"key": "points", "upper": "3", "lower": "2", "level_on": None}),
    ]
    keys = labels.tiebreak_keys(rows)
    # only where the points were level did a tiebreak decide
    assert [labels.deciding_key(r, keys) for r in rows] == [None, None, "direct_encounter", None]


def test_the_deciding_key_is_read_from_the_value_not_the_words():
    # seed 000, R4: level on 加权总分, the rows were separated by 此前各轮成绩 (R2 8 > 5), whose
    # words (第2轮成绩 …) do not begin with its label: the highlight comes from the value
    row = {
        "explanation": "加权总分相同，第2轮成绩 8 > 5",
        "reason": {
            "key": "earlier_rounds",
            "upper": ["7", "8", "3"],
            "lower": ["7", "5", "9"],
            "level_on": "weighted_total",
        },
    }
    keys = ["weighted_total", "sponsor", "current_round", "earlier_rounds", "signup_order"]
    assert labels.deciding_key(row, keys) == "earlier_rounds"
    # a key the table does not show is not highlighted; a tie or no reason decides nothing
    assert labels.deciding_key(row, ["weighted_total"]) is None
    tie = {"key": None, "upper": None, "lower": None, "level_on": None}
    assert labels.deciding_key({"explanation": "并列", "reason": tie}, keys) is None
    assert labels.deciding_key({"explanation": None, "reason": None}, keys) is None
