"""Stages in sequence (engine/stages, engine/formats/stages.py), worked by hand: the knockout's
line by places, the hand-over from a Swiss whose final places are given, the ranks of those who
stay behind, the schema's refusals and the stage settings."""

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import formats
from engine.formats import Facts, Player, PlayerFacts, RoundField, TableFacts
from engine.formats.round_robin import GameResult
from engine.formats.stage_plan import StageResult
from engine.regulation import apply_setting, lint, load_preset
from engine.regulation.loading import RegulationError, load_regulation
from engine.regulation.settings import SettingError
from engine.stages import check_line, continued_ranks, line_by_places, spans, stage_at
from engine.stages.handover import standard_pairs

STAGES = formats.FORMATS["stages"]
PRESET = Path(__file__).parents[2] / "data" / "presets" / "swiss-knockout.toml"


# --------------------------------------------------------------------------- the line by places


def test_eight_places_pair_one_eight_four_five_three_six_two_seven():
    # standard positions of 8: 1 8 4 5 2 7 3 6; the lower half's ties written from the bottom
    # up (2 7, 3 6 → 3 6, 2 7): place 1 opens the draw, place 2 closes it
    assert line_by_places([1, 2, 3, 4, 5, 6, 7, 8], 8) == (1, 8, 4, 5, 3, 6, 2, 7)
    assert standard_pairs(8) == [(1, 8), (4, 5), (3, 6), (2, 7)]
    assert standard_pairs(4) == [(1, 4), (2, 3)]
    # sixteen: the upper half as the standard order (1 16 8 9 4 13 5 12), the lower half's ties
    # (2 15, 7 10, 3 14, 6 11) reversed
    assert line_by_places(list(range(1, 17)), 16) == (
        (1, 16, 8, 9, 4, 13, 5, 12, 6, 11, 3, 14, 7, 10, 2, 15)
    )


def test_six_places_in_eight_give_the_byes_to_places_one_and_two():
    # numbers 7 and 8 are byes: they face places 2 and 1
    assert line_by_places([11, 12, 13, 14, 15, 16], 8) == (11, None, 14, 15, 13, 16, 12, None)


@given(st.integers(1, 6).flatmap(lambda k: st.tuples(st.just(2**k), st.integers(0, 2**k - 1))))
def test_the_checker_passes_every_line_by_places(size_and_short):
    size, short = size_and_short
    n = max(size - short, size // 2 + 1)
    order = [100 + 7 * i for i in range(n)]  # seqs unrelated to the places
    assert check_line(line_by_places(order, size), order) == []


def test_the_checker_names_what_is_wrong():
    order = list(range(1, 9))
    # the standard order itself is a valid bracket but not this rule's line: place 2 not last
    assert check_line((1, 8, 4, 5, 2, 7, 3, 6), order) == ["第2名应在最后一场"]
    assert "第1场：名次靠后的第8名在前" in check_line((8, 1, 4, 5, 3, 6, 2, 7), order)
    assert "第2场：第4名应对第5名" in check_line((1, 8, 4, 6, 3, 5, 2, 7), order)


def test_the_plan_numbers_each_stage_from_one():
    plan = spans([7, 3])
    assert [(s.first, s.last) for s in plan] == [(1, 7), (8, 10)]
    assert stage_at(plan, 7).index == 0 and stage_at(plan, 8).index == 1
    assert stage_at(plan, 11).index == 1  # after the last round: the last stage
    assert plan[1].local(8) == 1


def test_those_who_stay_behind_rank_after_everyone_who_went_on():
    # 8 went on; the rest keep their order and their shared ranks
    assert continued_ranks([9, 9, 11, None], 8) == [9, 9, 11, None]
    # the 3rd withdrew and the 9th went on in his place: 3rd, 10th, 10th stay → 9, 10, 10
    assert continued_ranks([3, 10, 10], 8) == [9, 10, 10]


# --------------------------------------------------------------------------- the hand-over

# A Swiss of 10 players over 3 rounds (tables as given, first-named first; its regulation the
# preset's with rounds = 3). A beats B unless said:
#   R1: 1–6, 7–2, 3–8, 4–9, 5–10   R2: 7–5, 9–6, 3–4, 2–1, 8–10   R3: 3–7, 4–1, 8 draws 9, 10–6, 2–5
# Points (win 2, draw 1): 3: 6; 7: 4, 4: 4, 2: 4; 8: 3, 9: 3; 5: 2, 1: 2, 10: 2; 6: 0.
# 对手分 (the opponents' final points):
#   7: 2 + 5 + 3 = 4 + 2 + 6 = 12;  4: 9 + 3 + 1 = 3 + 6 + 2 = 11;  2: 7 + 1 + 5 = 4 + 2 + 2 = 8
#   8: 3 + 10 + 9 = 6 + 2 + 3 = 11;  9: 4 + 6 + 8 = 4 + 0 + 3 = 7
#   5: 10 + 7 + 2 = 2 + 4 + 4 = 10;  1: 6 + 2 + 4 = 0 + 4 + 4 = 8;  10: 5 + 8 + 6 = 2 + 3 + 0 = 5
# Places: 3 | 7 4 2 | 8 9 | 5 1 10 | 6 — the tie at places 8/9 (1 and 10, 2 points each) decided
# by the chain: 对手分 8 > 5. The top 8 in place order: 3, 7, 4, 2, 8, 9, 5, 1.
GAMES = [
    (1, 1, 6, "W"),
    (1, 7, 2, "W"),
    (1, 3, 8, "W"),
    (1, 4, 9, "W"),
    (1, 5, 10, "W"),
    (2, 7, 5, "W"),
    (2, 9, 6, "W"),
    (2, 3, 4, "W"),
    (2, 2, 1, "W"),
    (2, 8, 10, "W"),
    (3, 3, 7, "W"),
    (3, 4, 1, "W"),
    (3, 8, 9, "D"),
    (3, 10, 6, "W"),
    (3, 2, 5, "W"),
]


def _reg():
    return apply_setting(load_preset("swiss-knockout"), "轮数", "3")


def _facts(reg, withdrawn=()):
    swiss = STAGES.for_round(reg, 1)
    tables = []
    for number, a, b, mark in GAMES:
        value = StageResult(0, "swiss", GameResult(mark))
        points = swiss.results.points(reg, value, 2)
        tables.append(TableFacts(number, (a, b), value, tuple(map(tuple, points))))
    players = {q: PlayerFacts(q, withdrawn=q in withdrawn, name=f"棋手{q}") for q in range(1, 11)}
    return Facts(players, tables)


def _knockout_round(reg, facts):
    table = STAGES.standings(reg, facts, 3)
    history = {r: [[a, b] for n, a, b, _ in GAMES if n == r] for r in (1, 2, 3)}
    active = [Player(q, 10_000 + q) for q, p in facts.players.items() if not p.withdrawn]
    field = RoundField(4, active, history, table, seed=5)
    return table, STAGES.for_round(reg, 4).seat(reg, field)


def test_the_knockout_pairs_the_swiss_places_one_eight_four_five_three_six_two_seven():
    reg = _reg()
    table, tables = _knockout_round(reg, _facts(reg))
    assert [(r.rank, r.seq) for r in table.rows] == [
        (1, 3),
        (2, 7),
        (3, 4),
        (4, 2),
        (5, 8),
        (6, 9),
        (7, 5),
        (8, 1),
        (9, 10),
        (10, 6),
    ]
    assert table.rows[8].explanation == "积分相同，对手分 8 > 5"
    assert table.advancing == [3, 7, 4, 2, 8, 9, 5, 1]
    assert [r.status for r in table.rows[8:]] == ["eliminated", "eliminated"]
    assert STAGES.cut(reg, 3) == 8
    # places 1 v 8, 4 v 5, 3 v 6, 2 v 7, the better place in seats[0] (first_colours = "line")
    assert tables == [[3, 1], [2, 8], [4, 9], [7, 5]]


def test_the_rows_carry_the_reason_of_their_words():
    # after the Swiss (round 3) its rows are the standings': 10 (9th) is level with 1 on points
    # (2) and below him by 对手分 8 > 5 (worked above), the words and the value side by side
    reg = _reg()
    facts = _facts(reg)
    table, tables = _knockout_round(reg, facts)
    why = table.rows[8].reason
    assert why is not None and (why.key, why.upper, why.lower, why.level_on) == (
        "opponents_score",
        8,
        5,
        "points",
    )
    # once the knockout is played (round 4: the first-listed wins both games of each tie), 10 and
    # 6 stay behind, explained by their Swiss place alone, with no reason value
    knockout = STAGES.for_round(reg, 4)
    played = []
    for a, b in tables:
        value = knockout.results.parse_result(reg, "胜胜", 2)
        played.append(
            TableFacts(4, (a, b), value, tuple(map(tuple, knockout.results.points(reg, value, 2))))
        )
    after = STAGES.standings(reg, Facts(facts.players, [*facts.tables, *played]), 4)
    behind = [(r.seq, r.explanation, r.reason) for r in after.rows if r.seq in (10, 6)]
    assert behind == [
        (10, "积分编排第9名，未进入淘汰赛", None),
        (6, "积分编排第10名，未进入淘汰赛", None),
    ]


def test_a_player_who_left_is_passed_over_and_the_ninth_goes_on():
    # 4 (3rd) withdrew after the Swiss: 10 (9th) goes on; places 1–8: 3, 7, 2, 8, 9, 5, 1, 10
    reg = _reg()
    table, tables = _knockout_round(reg, _facts(reg, withdrawn={4}))
    assert table.advancing == [3, 7, 2, 8, 9, 5, 1, 10]
    assert tables == [[3, 10], [8, 9], [2, 5], [7, 1]]
    assert next(r.status for r in table.rows if r.seq == 4) == "withdrawn"


def test_results_carry_their_stage_and_load_in_any_round():
    reg = _reg()
    swiss, knockout = STAGES.for_round(reg, 1), STAGES.for_round(reg, 4)
    assert swiss is STAGES.for_round(reg, 3) and knockout is not swiss
    game = swiss.results.parse_result(reg, "胜", 2)
    tie = knockout.results.parse_result(reg, "胜负胜", 2)
    for value in (game, tie):
        games, details = knockout.results.dump_result(value)
        assert swiss.results.load_result(games, details) == value
        assert knockout.results.load_result(games, details) == value
    assert (
        knockout.results.result_text(tie) == "胜负胜" and swiss.results.result_text(tie) == "胜负胜"
    )
    # a tie scores its games: 2 + 0 + 2 v 0 + 2 + 0
    assert [sum(p) for p in swiss.results.points(reg, tie, 2)] == [4, 2]
    with pytest.raises(formats.FormatError, match="现在是积分编排（第1–3轮）；“胜负胜”是淘汰赛"):
        swiss.results.parse_result(reg, "胜负胜", 2)


# --------------------------------------------------------------------------- schema and settings


def test_the_preset_loads_and_lints_clean():
    reg = load_preset("swiss-knockout")
    assert reg.game == "xiangqi" and reg.format.kind == "stages"
    assert [s.kind for s in reg.format.stages] == ["swiss", "knockout"]
    assert reg.format.stages[0].rounds == 7 and reg.format.stages[0].advance.top == 8
    assert reg.format.stages[1].size == 8 and reg.format.stages[1].tie.games == 2
    assert reg.format.planned_rounds == 10  # 7 Swiss rounds + 8进4, 半决赛, 决赛
    assert [s.label for s in reg.schedule.rounds][6:] == ["第7轮", "8进4", "半决赛", "决赛"]
    assert lint(reg) == []


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("advance = { top = 8 }", "", "第1阶段（积分编排）没写谁进入下一阶段"),
        (
            "advance = { top = 8 }",
            "advance = { top = 8, everyone = true }",
            "规程第 70 行 format.stages[0].advance：advance 应写 {top = 8}",
        ),
        ("size = 8 ", "size = 16 ", "上一阶段前 8 名进入，淘汰赛签数 size 应为 8，现在是 16"),
        ('seeding = "places"', 'seeding = "rating"', "seeding 应为 places"),
        (
            'kind = "swiss"',
            'kind = "group_swiss_knockout"',
            "应为以下之一：swiss、round_robin、knockout、four_player_elimination、team_arena",
        ),
        ("third_place = false", "third_place = false\nadvance = { top = 2 }", "最后一个阶段"),
    ],
)
def test_the_schema_refuses_stages_that_do_not_follow(old, new, message):
    text = PRESET.read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(RegulationError, match=message.replace("[", r"\[").replace("{", r"\{")):
        load_regulation(text.replace(old, new, 1), "swiss-knockout.toml")


def test_stage_settings_move_the_stages_and_the_timetable():
    reg = apply_setting(load_preset("swiss-knockout"), "轮数", "5")
    # the Swiss plays 1–5, the knockout 6–8, its slots (and dates) kept
    assert [(s.number, s.label) for s in reg.schedule.rounds][4:] == [
        (5, "第5轮"),
        (6, "8进4"),
        (7, "半决赛"),
        (8, "决赛"),
    ]
    assert str(reg.schedule.slot(8).starts_at) == "2024-06-09 17:30:00"
    reg = apply_setting(reg, "晋级人数", "16")
    # 16 go on: a bracket of 16, one round more (16进8), the final keeps the final's slot
    assert reg.format.stages[1].size == 16 and reg.format.planned_rounds == 9
    assert [(s.number, s.label) for s in reg.schedule.rounds][5:] == [
        (6, "16进8"),
        (7, "8进4"),
        (8, "半决赛"),
        (9, "决赛"),
    ]
    assert reg.schedule.slot(6).starts_at is None  # a round the timetable did not have
    assert str(reg.schedule.slot(9).starts_at) == "2024-06-09 17:30:00"
    assert apply_setting(reg, "三四名", "开").format.stages[1].third_place is True
    assert lint(apply_setting(reg, "第6轮", "2024-06-09 11:00")) == []
    with pytest.raises(SettingError, match="「轮数」只用于分阶段赛"):
        apply_setting(load_preset("knockout"), "轮数", "3")


def test_everyone_goes_on_in_the_order_of_the_places():
    # a one-round Swiss of 4 (1–3, 2–4: top half v bottom half; 1 beats 3, 4 beats 2), everyone
    # into a knockout of 4; the chain without lots lists equal rows in sign-up order:
    # 1 and 4 on 2 points, 对手分 0 each (3 and 2 scored nothing) → 1, 4; 2 and 3 on 0, 对手分 2
    # each → 2, 3. Places 1, 4, 2, 3: the knockout pairs place 1 v 4 (1 v 3), 2 v 3 (4 v 2).
    text = PRESET.read_text(encoding="utf-8")
    for old, new in [
        ("rounds = 7 ", "rounds = 1 "),
        ('"wins", "lots"]', '"wins"]'),
        ("advance = { top = 8 }", "advance = { everyone = true }"),
        ("size = 8 ", "size = 4 "),
    ]:
        assert old in text
        text = text.replace(old, new, 1)
    reg = load_regulation(text, "everyone.toml")
    swiss = STAGES.for_round(reg, 1)
    players = [Player(q, 10_000 + q) for q in (1, 2, 3, 4)]
    assert sorted(map(sorted, swiss.seat(reg, RoundField(1, players, {}, None)))) == [
        [1, 3],
        [2, 4],
    ]
    tables = []
    for a, b in ((1, 3), (4, 2)):
        value = StageResult(0, "swiss", GameResult("W"))
        tables.append(
            TableFacts(1, (a, b), value, tuple(map(tuple, swiss.results.points(reg, value, 2))))
        )
    facts = Facts({q: PlayerFacts(q, name=f"棋手{q}") for q in (1, 2, 3, 4)}, tables)
    table = STAGES.standings(reg, facts, 1)
    assert table.advancing == [1, 4, 2, 3] and STAGES.cut(reg, 1) is None
    field = RoundField(2, players, {1: [[1, 3], [4, 2]]}, table)
    assert STAGES.for_round(reg, 2).seat(reg, field) == [[1, 3], [4, 2]]


def _swiss_then_round_robin():
    """swiss-knockout with a one-round Swiss of 4 whose 4 go on to a single round robin."""
    text = PRESET.read_text(encoding="utf-8")
    for old, new in [
        ("rounds = 7 ", "rounds = 1 "),
        ('"wins", "lots"]', '"wins"]'),
        ("advance = { top = 8 }", "advance = { everyone = true }"),
    ]:
        assert old in text
        text = text.replace(old, new, 1)
    start = text.index("[[format.stages]]                                # stage 2")
    end = text.index("[disputes]")
    final = '[[format.stages]]\nkind = "round_robin"\nplayers = 4\ncycles = 1\n'
    final += 'tiebreaks = ["points", "sonneborn_berger", "lots"]\n\n'
    return load_regulation(text[:start] + final + text[end:], "swiss-round-robin.toml")


def test_a_later_round_robin_numbers_its_field_by_the_places():
    # the one-round Swiss of test_everyone_goes_on_in_the_order_of_the_places: places 1, 4, 2, 3.
    # The round robin's Berger numbers follow the places: no. 1 = seq 1, 2 = seq 4, 3 = seq 2,
    # 4 = seq 3. FIDE's table for 4: round 1 1-4, 2-3; round 2 4-3, 1-2; round 3 2-4, 3-1 →
    # round 1 (tournament round 2) 1 v 3 and 4 v 2; round 2 3 v 2 and 1 v 4; round 3 4 v 3 and
    # 2 v 1. (In sign-up order, round 1 would have been 1 v 4 and 2 v 3.)
    reg = _swiss_then_round_robin()
    swiss = STAGES.for_round(reg, 1)
    players = [Player(q, 10_000 + q) for q in (1, 2, 3, 4)]
    tables = []
    for a, b in ((1, 3), (4, 2)):
        value = StageResult(0, "swiss", GameResult("W"))
        tables.append(
            TableFacts(1, (a, b), value, tuple(map(tuple, swiss.results.points(reg, value, 2))))
        )
    facts_players = {q: PlayerFacts(q, name=f"棋手{q}") for q in (1, 2, 3, 4)}
    history: dict[int, list[list[int]]] = {1: [[1, 3], [4, 2]]}
    expected = {2: [[1, 3], [4, 2]], 3: [[3, 2], [1, 4]], 4: [[4, 3], [2, 1]]}
    for n in (2, 3, 4):
        table = STAGES.standings(reg, Facts(facts_players, tables), n - 1)
        view = STAGES.for_round(reg, n)
        seated = view.seat(reg, RoundField(n, players, history, table))
        assert seated == expected[n], n
        history[n] = seated
        for a, b in seated:  # every game drawn
            value = view.results.parse_result(reg, "和", 2)
            points = tuple(map(tuple, view.results.points(reg, value, 2)))
            tables.append(TableFacts(n, (a, b), value, points))
