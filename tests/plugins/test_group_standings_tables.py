"""The standings picture of a stage in groups: one table per group, under its own heading."""


def test_rows_of_a_stage_in_groups_are_one_table_per_group():
    from plugins.qisai import render

    rows = [
        {"seq": 3, "rank": 1, "group": "A"},
        {"seq": 4, "rank": 2, "group": "A"},
        {"seq": 7, "rank": 1, "group": "B"},
        {"seq": 9, "rank": 2, "group": "B"},
    ]
    parts = render.by_division({"after_round": 3, "rows": rows})
    assert [(p["division_name"], [r["seq"] for r in p["rows"]]) for p in parts] == [
        ("A组", [3, 4]),
        ("B组", [7, 9]),
    ]
    # once the knockout ranks the rows (its rows carry no group) the standings stay one table
    behind = [{"seq": 1, "rank": 1}, {"seq": 5, "rank": 5, "group": "A"}]
    assert render.by_division({"after_round": 4, "rows": behind}) == [
        {"after_round": 4, "rows": behind}
    ]
