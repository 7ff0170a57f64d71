"""Keys the chosen way of writing points would not use are refused, with their line and key:
`step`/`participation` beside `formula` (the formula's words carry its numbers), `step` beside
`table` (a table gives each place its points; it has no step)."""

import pytest

from engine.series.rules import RulesError, load_rules


def _refusal(text: str) -> str:
    with pytest.raises(RulesError) as caught:
        load_rules(text)
    assert len(caught.value.lines) == 1
    return caught.value.lines[0]


def test_step_beside_formula_is_refused_at_its_line():
    # line 1 [points], line 2 formula, line 3 step: before, step 2 was silently replaced by
    # the formula's 1
    line = _refusal('[points]\nformula = "第1名20分，依次递减1分"\nstep = 2\n')
    assert line.startswith("系列规则第 3 行 points.step：")
    assert "不能再写 step" in line
    assert "第1名20分，依次递减2分，参赛即得1分" in line  # the right form


def test_participation_beside_formula_is_refused_at_its_line():
    line = _refusal(
        '[points]\nparticipation = 3\nformula = "第1名20分，依次递减1分，参赛即得1分"\n'
    )
    assert line.startswith("系列规则第 2 行 points.participation：")
    assert "不能再写 participation" in line


def test_step_beside_table_is_refused_also_in_a_division():
    line = _refusal("[points]\ntable = [10, 8, 5]\nstep = 2\n")
    assert line.startswith("系列规则第 3 行 points.step：table 是名次表")
    # line 4 is the division's table header, line 6 its step
    line = _refusal(
        "[points]\ntable = [10, 8, 5]\n\n[points.divisions.youth]\ntable = [3, 2]\nstep = 1\n"
    )
    assert line.startswith("系列规则第 6 行 points.divisions.youth.step：")


def test_the_ways_that_use_the_keys_still_load():
    # a table with its participation: 10, 8, 5, then 1 for every place beyond
    rules, _ = load_rules("[points]\ntable = [10, 8, 5]\nparticipation = 1\n")
    assert [rules.points.points(p) for p in (1, 3, 4)] == [10, 5, 1]
    # first and step with participation: 5, 3, 1, then never below 2 -> 5, 3, 2, 2
    rules, _ = load_rules("[points]\nfirst = 5\nstep = 2\nparticipation = 2\n")
    assert [rules.points.points(p) for p in (1, 2, 3, 4)] == [5, 3, 2, 2]


def test_rules_stored_before_the_refusal_read_as_they_were_applied():
    from engine.series.rules import stored_rules

    # formula without 参赛: its first 20 and step 1 win over step 2; participation 3 was used:
    # place 1 20, place 2 19, place 17 20 − 16 = 4, place 18 20 − 17 = 3, place 19 max(2, 3) = 3
    rules = stored_rules(
        {"points": {"formula": "第1名20分，依次递减1分", "step": 2, "participation": 3}}
    )
    assert [rules.points.points(p) for p in (1, 2, 17, 18, 19)] == [20, 19, 4, 3, 3]
    # formula with 参赛即得1分: its 1 wins over participation 5 (place 25: 20 − 24 < 1 -> 1)
    rules = stored_rules(
        {
            "points": {
                "table": [10, 8],
                "step": 2,
                "divisions": {
                    "youth": {"formula": "第1名20分，依次递减1分，参赛即得1分", "participation": 5}
                },
            }
        }
    )
    assert [rules.points.points(p) for p in (1, 2, 3)] == [10, 8, 0]  # the step never used
    youth = rules.points.for_division("youth")
    assert [youth.points(p) for p in (1, 25)] == [20, 1]
