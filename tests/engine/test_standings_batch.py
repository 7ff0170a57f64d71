"""The batch forms of the seed 000 tiebreaks (engine/standings.py ``_COLUMNS``), used by
``rank_round`` and ``standings``, against their definition: the same ranking player by player
through ``rank_by_chain``."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.standings import (
    FIRST_ROUND_TIEBREAKS,
    TIEBREAKS,
    TIEBREAKS_FROM_ROUND_2,
    Competitor,
    RankContext,
    RankedRow,
    Tiebreak,
    rank_by_chain,
    rank_round,
    standings,
)

WEIGHTS = [
    Fraction(2, 10),
    Fraction(4, 10),
    Fraction(6, 10),
    Fraction(8, 10),
    Fraction(1),
    Fraction(1),
]
SEED_000_NAMES = [
    "round_score",
    "current_round",
    "weighted_total",
    "sponsor",
    "earlier_rounds",
    "signup_order",
]


def by_definition(competitors, round_no, weights, chain):
    """``rank_round`` as specified: rank_by_chain over those who played the round, the
    disqualified after the others, unranked."""
    context = RankContext(round_no, weights)
    played = [c for c in competitors if round_no in c.round_scores]
    ranked = rank_by_chain([c for c in played if not c.disqualified], chain, context)
    barred = rank_by_chain([c for c in played if c.disqualified], chain, context)
    return ranked + [RankedRow(row.seq, None, row.values, "取消资格") for row in barred]


def typed(rows):
    """Rows with the type of every tiebreak value (and of every element of a tuple value)."""

    def kind(value):
        return (type(value), tuple(map(type, value))) if isinstance(value, tuple) else type(value)

    return [(row, {name: kind(v) for name, v in row.values.items()}) for row in rows]


# scores mostly from the few values a table gives (ties on every criterion), some with
# halves, thirds or fifths so that the common denominator is not 1; some rounds not played
score = st.one_of(
    st.sampled_from([3, 5, 7, 9, 11, 13, 15, 17, 21]).map(Fraction),
    st.builds(Fraction, st.integers(-10, 60), st.sampled_from([1, 2, 3, 5])),
)


@st.composite
def fields(draw):
    rounds = draw(st.integers(1, 6))
    seqs = draw(st.lists(st.integers(1, 500), min_size=0, max_size=40, unique=True))
    return rounds, [
        Competitor(
            seq,
            draw(st.booleans()),
            {r: draw(score) for r in range(1, rounds + 1) if draw(st.integers(0, 9)) > 0},
            withdrawn=draw(st.integers(0, 9)) == 0,
            disqualified=draw(st.integers(0, 9)) == 0,
        )
        for seq in seqs
    ]


@settings(max_examples=300)
@given(fields(), st.data())
def test_batch_ranking_equals_the_definition(field, data):
    rounds, competitors = field
    round_no = data.draw(st.integers(1, rounds))
    chain = data.draw(
        st.lists(st.sampled_from(SEED_000_NAMES), min_size=1, max_size=6, unique=True)
    )
    expected = by_definition(competitors, round_no, WEIGHTS, chain)
    assert typed(rank_round(competitors, round_no, WEIGHTS, chain)) == typed(expected)


@settings(max_examples=100)
@given(fields())
def test_standings_groups_rank_like_the_definition(field):
    # every group of the standings is its round's ranking restricted to the group
    rounds, competitors = field
    result = standings(competitors, WEIGHTS, {})
    for r in range(1, rounds + 1):
        group = {row.seq for row in result.rows if row.last_round == r}
        chain = FIRST_ROUND_TIEBREAKS if r == 1 else TIEBREAKS_FROM_ROUND_2
        expected = by_definition([c for c in competitors if c.seq in group], r, WEIGHTS, chain)
        rows = [row for row in result.rows if row.last_round == r]
        assert [(row.seq, row.tiebreaks) for row in rows] == [
            (row.seq, row.values) for row in expected
        ]


def test_fractional_scores_tie_exactly():
    # #1 (10.5, 7): 0.2×10.5 + 0.4×7 = 2.1 + 2.8 = 4.9;
    # #2 (7, 8.75): 0.2×7 + 0.4×8.75 = 1.4 + 3.5 = 4.9
    # equal totals, neither a sponsor -> current round 8.75 > 7 puts #2 first
    field = [
        Competitor(1, False, {1: Fraction(21, 2), 2: Fraction(7)}),
        Competitor(2, False, {1: Fraction(7), 2: Fraction(35, 4)}),
    ]
    rows = rank_round(field, 2, WEIGHTS, TIEBREAKS_FROM_ROUND_2)
    assert [row.seq for row in rows] == [2, 1]
    assert rows[1].explanation == "加权总分相同，当轮成绩 8.75 > 7"
    assert rows[0].values["weighted_total"] == rows[1].values["weighted_total"] == Fraction(49, 10)
    assert (
        rows[0].values["current_round"] == Fraction(35, 4) and rows[1].values["current_round"] == 7
    )
    assert rows[0].values["earlier_rounds"] == (7,) and rows[1].values["earlier_rounds"] == (
        Fraction(21, 2),
    )
    assert type(rows[1].values["current_round"]) is int


def test_a_tiebreak_without_batch_form_mixes_with_batch_ones(monkeypatch):
    # "rounds_played" (more first) between the weighted total and the sign-up order:
    # #1 (9, -, 11): 0.2×9 + 0.6×11 = 1.8 + 6.6 = 8.4, 2 rounds;
    # #2 (7, 7, 7): 1.4 + 2.8 + 4.2 = 8.4, 3 rounds
    # #3 (-, -, 14): 0.6×14 = 8.4, 1 round -> #2, #1, #3
    rounds_played = Tiebreak("rounds_played", "参赛轮数", lambda p, ctx: len(p.round_scores))
    monkeypatch.setitem(TIEBREAKS, "rounds_played", rounds_played)
    field = [
        Competitor(1, False, {1: Fraction(9), 3: Fraction(11)}),
        Competitor(2, False, {1: Fraction(7), 2: Fraction(7), 3: Fraction(7)}),
        Competitor(3, False, {3: Fraction(14)}),
    ]
    chain = ["weighted_total", "rounds_played", "signup_order"]
    rows = rank_round(field, 3, WEIGHTS, chain)
    assert [row.seq for row in rows] == [2, 1, 3]
    assert [row.explanation for row in rows] == [
        None,
        "加权总分相同，参赛轮数 3 > 2",
        "加权总分相同，参赛轮数 2 > 1",
    ]
    assert rows == by_definition(field, 3, WEIGHTS, chain)


def test_a_name_registered_with_another_function_is_not_taken_for_the_batch_form(monkeypatch):
    # "sponsor" redefined to put non-sponsors first: the batch form of the original must not be used
    non_sponsor_first = Tiebreak("sponsor", "非赞助者", lambda p, ctx: 0 if p.sponsor else 1)
    monkeypatch.setitem(TIEBREAKS, "sponsor", non_sponsor_first)
    field = [Competitor(1, True, {1: Fraction(9)}), Competitor(2, False, {1: Fraction(9)})]
    rows = rank_round(field, 1, WEIGHTS, ["sponsor", "signup_order"])
    assert [row.seq for row in rows] == [2, 1]
