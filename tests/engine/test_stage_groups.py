"""Stages played in groups (engine/stages/groups.py, engine/formats/stage_groups.py), worked by
hand: the serpentine deal, a 4 × 4 round-robin group stage seated by Berger per group, the
group standings, the wildcards, the knockout's line after groups and the schema's refusals."""

from fractions import Fraction
from pathlib import Path

import pytest

from engine import formats
from engine.formats import Facts, Player, PlayerFacts, RoundField, TableFacts
from engine.formats.stage_groups import GroupedStandings, group_field
from engine.regulation import lint, load_preset
from engine.regulation.loading import RegulationError, load_regulation
from engine.stages.groups import check_group_line, deal, deal_sizes, group_line, meeting_round
from engine.standings import StandingRow, Standings

STAGES = formats.FORMATS["stages"]
PRESET = Path(__file__).parents[2] / "data" / "presets" / "groups-knockout.toml"

# Sixteen players, ratings not in sign-up order. By rating, higher first:
#   4 (2100), 9 (2050), 6 (2000), 11 (1950), 2 (1900), 13 (1850), 7 (1800), 12 (1750),
#   3 (1700), 10 (1650), 5 (1600), 8 (1550), 1 (1500), 14 (1450), 15 (1400), 16 (1350).
# Serpentine into A–D: rating places 1→A 2→B 3→C 4→D 5→D 6→C 7→B 8→A 9→A 10→B 11→C 12→D
# 13→D 14→C 15→B 16→A, so
#   A: places 1, 8, 9, 16 = 4, 12, 3, 16     B: places 2, 7, 10, 15 = 9, 7, 10, 15
#   C: places 3, 6, 11, 14 = 6, 13, 5, 14    D: places 4, 5, 12, 13 = 11, 2, 8, 1
RATINGS = {
    1: 1500,
    2: 1900,
    3: 1700,
    4: 2100,
    5: 1600,
    6: 2000,
    7: 1800,
    8: 1550,
    9: 2050,
    10: 1650,
    11: 1950,
    12: 1750,
    13: 1850,
    14: 1450,
    15: 1400,
    16: 1350,
}


def _players() -> list[Player]:
    return [Player(q, 10_000 + q, fields={"rating": str(r)}) for q, r in RATINGS.items()]


def _play(reg, rounds: int, text: str = "胜", results: dict | None = None):
    """Seat and play ``rounds`` rounds: the first-named wins each game (``text``) unless
    ``results`` gives a table's result by (round, first seq); the tables and standings."""
    players = _players()
    facts_players = {
        q: PlayerFacts(q, name=f"棋手{q}", fields={"rating": str(r)}) for q, r in RATINGS.items()
    }
    history: dict[int, list[list[int]]] = {}
    tables: list[TableFacts] = []
    table = None
    for n in range(1, rounds + 1):
        view = STAGES.for_round(reg, n)
        seated = view.seat(reg, RoundField(n, players, history, table, seed=5))
        history[n] = seated
        for t in seated:
            if len(t) == 1:
                value = view.results.seated_result(reg, 1)
            else:
                own = text if n <= 3 else "胜胜"  # a knockout tie: two games
                value = view.results.parse_result(reg, (results or {}).get((n, t[0]), own), 2)
            points = tuple(map(tuple, view.results.points(reg, value, len(t))))
            tables.append(TableFacts(n, tuple(t), value, points))
        table = STAGES.standings(reg, Facts(facts_players, tables), n)
    return history, table


# --------------------------------------------------------------------------- the deal


def test_sixteen_rated_players_are_dealt_serpentine_into_four_groups():
    by_rating = sorted(RATINGS, key=lambda q: -RATINGS[q])
    assert deal(by_rating, 4) == {
        "A": [4, 12, 3, 16],
        "B": [9, 7, 10, 15],
        "C": [6, 13, 5, 14],
        "D": [11, 2, 8, 1],
    }
    # 14 into 4: places 1–8 two to a group, 9→A 10→B 11→C 12→D, 13→D 14→C
    assert deal_sizes(14, 4) == [3, 3, 4, 4]


def test_a_four_by_four_group_stage_is_seated_by_berger_per_group():
    # each group numbered in sign-up order (as a round robin numbers its field): A = 3, 4, 12, 16
    # as Berger 1–4; Berger round 1 of 4 is 1–4, 2–3 → A: 3–16, 4–12; B (7, 9, 10, 15): 7–15,
    # 9–10; C (5, 6, 13, 14): 5–14, 6–13; D (1, 2, 8, 11): 1–11, 2–8. Group A's tables first.
    reg = load_preset("groups-knockout")
    history, _ = _play(reg, 1)
    assert history[1] == [[3, 16], [4, 12], [7, 15], [9, 10], [5, 14], [6, 13], [1, 11], [2, 8]]
    assert STAGES.table_groups(reg, 1, history) == ["A", "A", "B", "B", "C", "C", "D", "D"]
    # round 2 of 4 is 4–3, 1–2: A 16–12, 3–4
    history, _ = _play(reg, 2)
    assert history[2][:2] == [[16, 12], [3, 4]]
    assert STAGES.table_groups(reg, 2, history)[:3] == ["A", "A", "B"]


def test_the_group_standings_rank_each_group_on_its_own():
    # The first-named wins every game. A group's Berger numbers 1–4 play 1–4, 2–3 / 4–3, 1–2 /
    # 2–4, 3–1: no.1 beats 4 and 2, loses to 3 → 4 points; no.2 beats 3, 4 → 4; no.3 beats 1 → 2;
    # no.4 beats 3 → 2. 索伯分: no.1 = 2 + 4 = 6 > no.2 = 2 + 2 = 4; no.3 = 4 > no.4 = 2.
    # So every group ranks its Berger numbers 1, 2, 3, 4 (its players in sign-up order).
    reg = load_preset("groups-knockout")
    _, table = _play(reg, 3)
    assert [(r.group, r.rank, r.seq, r.total) for r in table.rows] == [
        ("A", 1, 3, 4),
        ("A", 2, 4, 4),
        ("A", 3, 12, 2),
        ("A", 4, 16, 2),
        ("B", 1, 7, 4),
        ("B", 2, 9, 4),
        ("B", 3, 10, 2),
        ("B", 4, 15, 2),
        ("C", 1, 5, 4),
        ("C", 2, 6, 4),
        ("C", 3, 13, 2),
        ("C", 4, 14, 2),
        ("D", 1, 1, 4),
        ("D", 2, 2, 4),
        ("D", 3, 8, 2),
        ("D", 4, 11, 2),
    ]
    assert [r.status for r in table.rows[2:4]] == ["eliminated", "eliminated"]
    # the seeding line: the winners A–D, then the runners-up A–D
    assert table.advancing == [3, 7, 5, 1, 4, 9, 6, 2]
    assert STAGES.cut(reg, 3) == 8
    stages = STAGES.extra_standings(reg, table)["stages"]
    assert stages[0]["groups"] == 4 and "groups" not in stages[1]


def test_four_groups_by_two_cross_over_into_the_knockout():
    # line A1 B1 C1 D1 A2 B2 C2 D2 = numbers 1–8. The winners take the standard positions of
    # 1–4 (1 v 8, 4 v 5, 3 v 6, 2 v 7): A1 tie 1, D1 tie 2, C1 tie 3, B1 tie 4. The runners-up
    # take the positions of 5–8 (ties 2, 3, 4, 1) one by one, each where it meets its own
    # winner latest: A2 — tie 1 meets A1 in round 1, tie 2 in round 2, ties 3, 4 in the final:
    # the first free of those in number order (6's position: tie 3) → C1 v A2; B2 (B1 in tie 4):
    # ties 1, 2 meet it in the final, tie 2 (5's) first → D1 v B2; C2 (C1 in tie 3): tie 1 →
    # A1 v C2; D2 → tie 4, B1 v D2 (D1 in tie 2: the final). The winner first.
    reg = load_preset("groups-knockout")
    history, table = _play(reg, 4)
    # A1 3 v C2 6, D1 1 v B2 9, C1 5 v A2 4, B1 7 v D2 2
    assert history[4] == [[3, 6], [1, 9], [5, 4], [7, 2]]
    assert STAGES.table_groups(reg, 4, history) is None  # the knockout is not grouped
    # after 8进4 the 4 winners share 1, the 4 losers 5; those who stayed in the groups follow
    # by place in group: the 3rd places (2 points, 索伯分 4, 胜局 1 each: level across the
    # groups, the lot orders them) share 9, the 4th places (2 points, 索伯分 2) share 13
    behind = [(r.rank, r.seq, r.group) for r in table.rows[8:]]
    assert sorted(behind[:4]) == [(9, 8, "D"), (9, 10, "B"), (9, 12, "A"), (9, 13, "C")]
    assert sorted(behind[4:]) == [(13, 11, "D"), (13, 14, "C"), (13, 15, "B"), (13, 16, "A")]
    row = next(r for r in table.rows if r.seq == 12)
    assert row.explanation == "小组循环A组第3名，未进入淘汰赛"
    line = [(3, "A"), (7, "B"), (5, "C"), (1, "D"), (4, "A"), (9, "B"), (6, "C"), (2, "D")]
    assert (
        check_group_line(tuple(q for t in history[4] for q in t), line, dict.fromkeys("ABCD", 2))
        == []
    )


def test_two_groups_by_two_meet_winner_against_the_other_runner_up():
    # A1 B1 A2 B2 in 4: A1 v B2 in the upper half, B1 v A2 in the lower
    line = [(1, "A"), (2, "B"), (3, "A"), (4, "B")]
    assert group_line(line, [2, 2], 4) == (1, 4, 2, 3)
    assert meeting_round(0, 3) == 2  # A1 and A2 only in the final


def test_three_groups_by_two_and_two_wildcards_fill_eight():
    # line A1 B1 C1 A2 B2 C2 W1 W2 (W1 = A3, W2 = C3): the standard line of 8 is 1 v 8, 4 v 5,
    # 3 v 6, 2 v 7, so A1 opens tie 1, C1 tie 3, B1 tie 4. The 2nd places take the positions of
    # 4, 5, 6 (tie 2 both, tie 3's second): A2 — tie 2 meets A1 in round 2, tie 3 in the final →
    # C1 v A2; B2 (B1 in tie 4): both of tie 2 meet it in the final, 4's first → tie 2; C2 → tie 2.
    # The wildcards take 7's and 8's positions (tie 4's second, tie 1's second): A3 — tie 4 meets
    # A1 in the final and A2 in round 2, tie 1 meets A1 in round 1 → B1 v A3; C3 → A1 v C3.
    line = [(1, "A"), (2, "B"), (3, "C"), (4, "A"), (5, "B"), (6, "C"), (7, "A"), (8, "C")]
    slots = group_line(line, [3, 3, 2], 8)
    assert slots == (1, 8, 5, 6, 3, 4, 2, 7)
    assert check_group_line(slots, line, dict.fromkeys("ABC", 2)) == []
    # without wildcards: 6 in 8, the byes (numbers 7, 8) to B1 and A1
    assert group_line(line[:6], [3, 3], 8) == (1, None, 5, 6, 3, 4, 2, None)


def test_the_checker_names_a_tie_of_one_group():
    line = [(1, "A"), (2, "B"), (3, "A"), (4, "B")]
    assert check_group_line((1, 3, 2, 4), line, {"A": 2, "B": 2}) == [
        "第1场是同组（A组）的两人",
        "第2场是同组（B组）的两人",
        "A组的两人在同一半区",
        "B组的两人在同一半区",
    ]


# --------------------------------------------------------------------------- wildcards


def _row(seq: int, rank: int, total: int, sb: int) -> StandingRow:
    return StandingRow(
        rank, seq, Fraction(total), [], {"sonneborn_berger": Fraction(sb)}, "active", 3, None
    )


def test_wildcards_are_the_best_of_the_others_by_points_per_game():
    # A has 3 players (2 games each), B and C 4 (3 games each): the groups differ in size, so
    # the points per game compare. Per group 2 go on, then 2 wildcards.
    #   A: 11 (4 pts), 12 (3 pts), 13 (3 pts in 2 games = 1.5 a game)
    #   B: 21, 22, 23 (4 pts in 3 games = 1.33…, 索伯分 5), 24 (2 pts in 3 = 0.67)
    #   C: 31, 32, 33 (4 pts in 3 games = 1.33…, 索伯分 6), 34 (2 pts in 3 = 0.67)
    # First wildcard: of each group's next (13, 23, 33) the best a game is 13 (1.5, though 4 > 3
    # points for 23 and 33). Second: of 23, 33 and — A has no one left — 33 and 23 level at 4/3,
    # 索伯分 6 > 5 → 33.
    rows = {
        "A": [_row(11, 1, 4, 0), _row(12, 2, 3, 0), _row(13, 3, 3, 1)],
        "B": [_row(21, 1, 6, 0), _row(22, 2, 5, 0), _row(23, 3, 4, 5), _row(24, 4, 2, 0)],
        "C": [_row(31, 1, 6, 0), _row(32, 2, 5, 0), _row(33, 3, 4, 6), _row(34, 4, 2, 0)],
    }
    per_game = {
        **{11: Fraction(2), 12: Fraction(3, 2), 13: Fraction(3, 2)},
        **{21: Fraction(2), 22: Fraction(5, 3), 23: Fraction(4, 3), 24: Fraction(2, 3)},
        **{31: Fraction(2), 32: Fraction(5, 3), 33: Fraction(4, 3), 34: Fraction(2, 3)},
    }
    table = GroupedStandings(
        3,
        [r for g in rows.values() for r in g],
        [],
        tuple((g, Standings(3, r, [])) for g, r in rows.items()),
        {r.seq: g for g, rs in rows.items() for r in rs},
        per_game,
        False,
        ("sonneborn_berger",),
        5,
    )
    line, tiers = group_field(table, 2, 2, lambda r: True, knockout_next=True)
    assert line == [11, 21, 31, 12, 22, 32, 13, 33]
    assert [tiers[q] for q in (13, 33)] == [("A", 3), ("C", 3)]
    # equal sizes would compare the points themselves: 23 and 33 (4) before 13 (3)
    level = GroupedStandings(
        3, table.rows, [], table.groups, table.group_of, per_game, True, ("sonneborn_berger",), 5
    )
    assert group_field(level, 2, 2, lambda r: True, knockout_next=True)[0][6:] == [33, 23]
    # before a Swiss or a round robin each tier is ordered across the groups: the 2nd places
    # by points per game 32 = 22 (5/3), 索伯分 equal (0), so by lot, then 12 (1.5)
    second = group_field(table, 2, 0, lambda r: True, knockout_next=False)[0][3:]
    assert sorted(second[:2]) == [22, 32] and second[2] == 12


# --------------------------------------------------------------------------- the schema


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            'groups = { count = 4, by = "rating" }  ',
            "",
            "第1阶段（小组循环）没有分组，advance = {per_group = …} 只用于分组的阶段："
            '加上 groups = {count = 4, by = "rating"}，或改用 advance = {top = 8}',
        ),
        (
            "advance = { per_group = 2 }  ",
            "advance = { top = 8 }",
            "第1阶段（小组循环）分组进行，按组晋级：advance 应写 {per_group = 2}（每组前 2 名）、"
            "{per_group = 2, wildcards = 2}（另取 2 名成绩最好的）或 {everyone = true}",
        ),
        (
            "advance = { per_group = 2 }  ",
            "advance = { per_group = 4 }",
            "第1阶段（小组循环）：16 人分 4 组，最小的组 4 人，每组晋级人数 per_group 应小于 4，"
            "现在是 4",
        ),
        (
            "players = 16 ",
            "players = 7 ",
            "第1阶段（小组循环）：循环赛 players = 7 分不成 4 组（每组至少 2 人）："
            "players 至少应为 8，或减少 groups.count",
        ),
        (
            "advance = { per_group = 2 }  ",
            "advance = { per_group = 2, wildcards = 9 }",
            "第1阶段（小组循环）：每组前 2 名之外只剩 8 人，wildcards 不能多于 8，现在是 9",
        ),
        (
            "advance = { per_group = 2 }  ",
            "advance = { top = 8, wildcards = 2 }",
            "wildcards 只能与 per_group 同用：advance = {per_group = 2, wildcards = 2}"
            "（每组前 2 名，另取 2 名成绩最好的）",
        ),
        (
            "advance = { per_group = 2 }  ",
            "advance = { per_group = 2, everyone = true }",
            "advance 应写 {per_group = 2}（每组前 2 名进入下一阶段）、{top = 8} "
            "或 {everyone = true}，三者选一",
        ),
        (
            "advance = { per_group = 2 }  ",
            "advance = { per_group = 2, wildcards = 2 }",
            "第2阶段（淘汰赛）：上一阶段每组前 2 名（4 组）另加 2 名共 10 人进入，"
            "淘汰赛签数 size 应为 16，现在是 8",
        ),
        ('groups = { count = 4, by = "rating" }  ', "groups = { count = 17 }", "groups.count"),
    ],
)
def test_the_schema_refuses_groups_that_do_not_fit(old, new, message):
    text = PRESET.read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(RegulationError) as err:
        load_regulation(text.replace(old, new, 1), "groups-knockout.toml")
    assert message in str(err.value)


def test_the_preset_loads_and_lints_clean():
    reg = load_preset("groups-knockout")
    first, second = reg.format.stages
    assert first.kind == "round_robin" and first.groups.count == 4 and first.groups.by == "rating"
    assert first.advance.per_group == 2 and second.size == 8
    assert reg.format.planned_rounds == 6  # 3 group rounds + 8进4, 半决赛, 决赛
    assert lint(reg) == []


def test_the_groups_setting_moves_the_next_stage_and_the_timetable():
    # 2 groups of 4: players 8, groups of 4 play 3 rounds; 2 × 2 go on: a knockout of 4 (2
    # rounds), the final keeping its slot: 第1–3轮, 半决赛, 决赛
    from engine.regulation import apply_setting
    from engine.regulation.settings import SettingError

    reg = apply_setting(load_preset("groups-knockout"), "分组", "2组4人")
    first, second = reg.format.stages
    assert (first.players, first.groups.count, second.size) == (8, 2, 4)
    assert [(s.number, s.label) for s in reg.schedule.rounds] == [
        (1, "第1轮"),
        (2, "第2轮"),
        (3, "第3轮"),
        (4, "半决赛"),
        (5, "决赛"),
    ]
    assert str(reg.schedule.slot(5).starts_at) == "2024-06-09 13:30:00"
    with pytest.raises(SettingError, match="小组循环须写组数和每组人数，例如 /设置 分组 2组4人"):
        apply_setting(reg, "分组", "2组")
    with pytest.raises(SettingError, match="分组应写 组数（2 到 16）和每组人数，例如 2组4人"):
        apply_setting(reg, "分组", "两组")
    with pytest.raises(SettingError, match="本赛事没有分组进行的阶段"):
        apply_setting(load_preset("swiss-knockout"), "分组", "4组")
    assert "轮数不能再改" not in (STAGES.setting_refusal(reg, "分组", 0) or "")
    assert "分组不能再改" in STAGES.setting_refusal(reg, "分组", 1)


def test_swiss_groups_pair_each_group_top_half_against_bottom_half():
    # swiss-knockout with its Swiss in 2 groups dealt in sign-up order (by = "order") and the
    # first 4 of each group into its knockout of 8: 1→A 2→B 3→B 4→A 5→A 6→B 7→B 8→A, so
    # A = 1, 4, 5, 8 and B = 2, 3, 6, 7 in deal order; a Swiss round 1 pairs the top half of its
    # order against the bottom half: A 1–5, 4–8; B 2–6, 3–7 (group A's tables first)
    text = (Path(__file__).parents[2] / "data" / "presets" / "swiss-knockout.toml").read_text(
        encoding="utf-8"
    )
    old = "advance = { top = 8 }  "
    assert old in text
    text = text.replace(old, 'groups = { count = 2, by = "order" }\nadvance = { per_group = 4 }  ')
    reg = load_regulation(text, "swiss-groups.toml")
    players = [Player(q, 10_000 + q) for q in range(1, 9)]
    tables = STAGES.for_round(reg, 1).seat(reg, RoundField(1, players, {}, None, seed=3))
    assert [sorted(t) for t in tables[:2]] == [[1, 5], [4, 8]]
    assert [sorted(t) for t in tables[2:]] == [[2, 6], [3, 7]]
    assert STAGES.table_groups(reg, 1, {1: tables}) == ["A", "A", "B", "B"]
    # 2 groups need at least 4 players
    refusal = STAGES.for_round(reg, 1).seating_refusal(reg, RoundField(1, players[:3], {}, None))
    assert refusal == "本阶段分 2 组，每组至少 2 人，至少需要 4 名选手，现在只有 3 名，无法编排。"


def test_a_player_in_no_group_is_refused_after_round_one():
    # 17 joins after round 1 of the 4 × 4 groups: the groups were fixed then, so round 2 is
    # refused naming him and what to do
    reg = load_preset("groups-knockout")
    history, table = _play(reg, 1)
    players = [*_players(), Player(17, 10_017)]
    field = RoundField(2, players, history, table)
    assert STAGES.for_round(reg, 2).seating_refusal(reg, field) == (
        "第2轮无法编排：序号 17 不在任何一组（分组在第1轮定下，之后加入的选手无组可进）。"
        "请组委让其退赛（/退赛 <序号>）后再 /编排。"
    )


def test_a_round_robin_field_that_does_not_fit_the_timetable_is_refused():
    # the preset plans 16 in 4 groups of 4 (3 rounds); 12 make groups of 3, also 3 rounds (each
    # with a rest): seated; 20 make groups of 5 (5 rounds): refused with the setting that fits
    reg = load_preset("groups-knockout")
    twelve = [Player(q, 10_000 + q) for q in range(1, 13)]
    assert STAGES.for_round(reg, 1).seating_refusal(reg, RoundField(1, twelve, {}, None)) is None
    twenty = [Player(q, 10_000 + q) for q in range(1, 21)]
    assert STAGES.for_round(reg, 1).seating_refusal(reg, RoundField(1, twenty, {}, None)) == (
        "本阶段按 16 人分 4 组安排了 3 轮，现在有 20 名选手（最大的组 5 人，要下 5 轮）："
        "请 /设置 分组 4组5人，再 /编排。"
    )
