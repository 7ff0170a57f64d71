"""The series standings, worked by hand from the rules' words."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.series.rules import RulesError, load_rules, rules_of
from engine.series.standings import Encounter, Event, EventResult, series_standings

# points per place: 1st 10, 2nd 8, 3rd 5, any place beyond the table 1 (参赛分)
TABLE = "[points]\ntable = [10, 8, 5]\nparticipation = 1\n"


def _event(tid: int, order: str, encounters: tuple[Encounter, ...] = ()) -> Event:
    """An event whose places are the letters of `order` (first letter 1st)."""
    return Event(
        tid,
        [EventResult(key, f"选手{key}", place) for place, key in enumerate(order, start=1)],
        encounters,
    )


# four round robins of four players X, Y, Z, W; each event's final order:
FOUR = [_event(1, "XYZW"), _event(2, "XYWZ"), _event(3, "XYZW"), _event(4, "YZWX")]


def test_best_three_of_four_changes_the_order():
    # all four count:  X 10+10+10+1 = 31, Y 8+8+8+10 = 34, Z 5+1+5+8 = 19, W 1+5+1+5 = 12
    #   -> Y 34, X 31, Z 19, W 12
    every, _ = load_rules(TABLE)
    rows = series_standings(every, FOUR)
    assert [(r.key, r.total, r.rank) for r in rows] == [
        ("Y", 34, 1),
        ("X", 31, 2),
        ("Z", 19, 3),
        ("W", 12, 4),
    ]
    # best 3 of 4: X drops the 1 (30), Y drops one 8 (10+8+8 = 26), Z drops the 1 (18),
    # W drops a 1 (11) -> X 30, Y 26, Z 18, W 11: X leads
    best, _ = load_rules(TABLE + "[count]\nbest = 3\n")
    rows = series_standings(best, FOUR)
    assert [(r.key, r.total) for r in rows] == [("X", 30), ("Y", 26), ("Z", 18), ("W", 11)]
    y = rows[1]
    # Y's three 8s are equal: the earlier events count (events 1 and 2), event 3 does not
    assert [(x.tournament, x.place, x.points, x.counted) for x in y.results] == [
        (1, 2, 8, True),
        (2, 2, 8, True),
        (3, 2, 8, False),
        (4, 1, 10, True),
    ]
    assert all(r.events == 4 for r in rows)


def test_formula_in_words():
    # 第1名20分，依次递减1分，参赛即得1分: 1st 20, 2nd 19, ..., 19th 2, 20th and beyond 1
    rules, _ = load_rules('[points]\nformula = "第1名20分，依次递减1分，参赛即得1分"\n')
    table = rules.points
    assert [table.points(p) for p in (1, 2, 19, 20, 25)] == [20, 19, 2, 1, 1]
    halves, _ = load_rules("[points]\nfirst = 5\nstep = 0.5\n")
    # 5, 4.5, 4, ... 0.5, 0, then never below the participation 0
    assert [halves.points.points(p) for p in (1, 2, 10, 11, 12)] == [
        5,
        Fraction(9, 2),
        Fraction(1, 2),
        0,
        0,
    ]


def test_division_tables():
    # the youth division scores 6/4/2 for 1st/2nd/3rd, the rest the main 10/8/5 (+1)
    rules, _ = load_rules(TABLE + "[points.divisions.youth]\ntable = [6, 4, 2]\n")
    event = Event(
        1,
        [
            EventResult("a", "a", 1, "open", "公开组"),
            EventResult("b", "b", 1, "youth", "青少年组"),
            EventResult("c", "c", 2, "youth", "青少年组"),
        ],
    )
    rows = series_standings(rules, [event])
    assert [(r.key, r.total) for r in rows] == [("a", 10), ("b", 6), ("c", 4)]
    # a division named by its Chinese name works as well; its table has its own participation
    # points (none given: 0), so its 2nd place, beyond the table [7], scores 0
    named, _ = load_rules(TABLE + '[points.divisions."青少年组"]\ntable = [7]\n')
    assert [(r.key, r.total) for r in series_standings(named, [event])] == [
        ("a", 10),
        ("b", 7),
        ("c", 0),
    ]


def test_minimum_events_and_tiebreaks():
    # points 10/8/5, beyond 1. Events: 1 "PQR", 2 "QPS", 3 "RSQ" (P misses event 3)
    # P: 10 + 8 = 18 (2 events); Q: 8 + 10 + 5 = 23; R: 5 + 10 = 15; S: 5 + 8 = 13
    events = [_event(1, "PQR"), _event(2, "QPS"), _event(3, "RSQ")]
    rules, _ = load_rules(TABLE + "[count]\nmin_events = 3\n")
    rows = series_standings(rules, events)
    # only Q played three events: ranked 1; the others follow unranked by total
    assert [(r.key, r.rank) for r in rows] == [("Q", 1), ("P", None), ("R", None), ("S", None)]


def test_tiebreaks_in_order():
    # table 10/8/5/+1. A: 1st then 3rd = 15; B: 2nd, 2nd... build equal totals:
    # event 1 "ABC", event 2 "CBA": A 10 + 5 = 15, B 8 + 8 = 16, C 5 + 10 = 15
    events = [_event(1, "ABC"), _event(2, "CBA")]
    # events equal (2 each); best result: A (1, 3) and C (1, 3) equal; head-to-head none;
    # last event: C was 1st in event 2, A 3rd -> C before A
    rules = rules_of({"points": {"table": [10, 8, 5], "participation": 1}})
    rows = series_standings(rules, events)
    assert [(r.key, r.total, r.rank) for r in rows] == [("B", 16, 1), ("C", 15, 2), ("A", 15, 3)]
    assert rows[2].tied_on == "last_event"
    # head-to-head before the last event: A beat C 1-0 in event 1 -> A before C
    beat = [_event(1, "ABC", (Encounter("A", "C", Fraction(1), Fraction(0)),)), events[1]]
    rows = series_standings(rules, beat)
    assert [r.key for r in rows] == ["B", "A", "C"] and rows[2].tied_on == "head_to_head"
    # with no tiebreaks at all, A and C share 2nd place
    bare = rules_of({"points": {"table": [10, 8, 5]}, "tiebreaks": []})
    assert [(r.key, r.rank) for r in series_standings(bare, events)] == [
        ("B", 1),
        ("A", 2),
        ("C", 2),
    ]
    # more events first: events "FXG" and "YZG": F 10 (one event), G 5 + 5 = 10 (two), Y 10
    # (one), X 8, Z 8. Among the 10s G has more events; F and Y: one event each, best place 1
    # each, no encounter, the last event: Y 1st, F absent -> Y before F. X and Z likewise:
    # Z played the last event -> G, Y, F, Z, X
    rows = series_standings(rules, [_event(1, "FXG"), _event(2, "YZG")])
    assert [(r.key, r.total, r.tied_on) for r in rows] == [
        ("G", 10, None),
        ("Y", 10, "events"),
        ("F", 10, "last_event"),
        ("Z", 8, None),
        ("X", 8, "last_event"),
    ]


def test_bad_rules_are_named_by_line_and_key():
    with pytest.raises(RulesError) as bad:
        load_rules('tiebreaks = ["events"]\n\n[points]\ntable = [10, "八"]\n')
    assert (
        bad.value.message_cn()
        == '系列规则第 4 行 points.table[1]：值 "八" 不是数字，应为如 20 或 2.5'
    )
    with pytest.raises(RulesError) as bad:
        load_rules('[points]\nformula = "冠军20分"\n')
    assert "看不懂这个公式" in bad.value.message_cn()
    assert "第 1 行" in bad.value.message_cn()


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.permutations(list("ABCDEF")), st.integers(3, 6)).map(lambda x: x[0][: x[1]]),
        max_size=6,
    ),
    st.integers(min_value=0, max_value=4),
    st.integers(min_value=0, max_value=3),
)
def test_invariants(orders, best, min_events):
    """Whatever the events: each row counts min(best, events) results (all when best is 0),
    its total is the sum of those, the ranked rows come first with ranks rising 1, 2 … (equal
    only where the totals are equal), totals never rise down the ranked rows, and the rows
    below the minimum number of events are unranked."""
    rules = rules_of(
        {
            "points": {"table": [10, 8, 5], "participation": 1},
            "count": {"best": best, "min_events": min_events},
        }
    )
    events = [_event(i, "".join(order)) for i, order in enumerate(orders, start=1)]
    rows = series_standings(rules, events)
    assert len({r.key for r in rows}) == len(rows)
    for row in rows:
        counted = [x for x in row.results if x.counted]
        assert len(counted) == (min(best, row.events) if best else row.events)
        assert row.total == sum(x.points for x in counted)
        assert (row.rank is None) == (row.events < min_events)
    ranked = [r for r in rows if r.rank is not None]
    assert rows[: len(ranked)] == ranked
    for i, (above, below) in enumerate(zip(ranked, ranked[1:], strict=False), start=1):
        assert above.total >= below.total
        assert below.rank == above.rank or below.rank == i + 1
        if below.rank == above.rank:
            assert below.total == above.total
