"""Seed 003 二(四)6, 二(四)7: group prizes, advancement bonuses, final places — all cumulative."""

from fractions import Fraction

from engine.knockout.bracket import draw_bracket, knockout_entrants, knockout_progress, next_ties
from engine.knockout.prizes import PrizeTables, player_prizes, prize_text
from engine.regulation import load_preset

RANKINGS = {g: list(range(32 * k + 1, 32 * k + 33)) for k, g in enumerate("ABCD")}
WILDCARDS = [7, 8, 39, 40, 71, 72, 103, 104]


def _hand_worked():
    """The bracket of test_jieqi_bracket: seeded by group place, the lower seq always wins, except
    that 1 (A1) loses the semi-final to 2 (A2); 8 (a wildcard) beats 34 in the other semi; 2 wins
    the final against 8; 1 beats 34 for 3rd."""
    bracket = draw_bracket(knockout_entrants(RANKINGS, WILDCARDS), mode="standard")
    results = []
    while (nxt := next_ties(bracket, results)) is not None:
        results.append(
            [(t.seats, 2 if nxt.players == 4 and 1 in t.seats else min(t.seats)) for t in nxt.ties]
        )
    progress = knockout_progress(bracket, results)
    return player_prizes(RANKINGS, progress.reached, progress.places)


def test_group_winner_reaching_the_semi_final():
    prizes = _hand_worked()
    one = prizes[1]
    # A组第1名 2000 + 晋级16强 200 + 晋级8强 400 + 进入前四名 500 + 季军 1000 = 4100
    assert [(p.label, p.amount) for p in one.parts] == [
        ("A组第1名", 2000),
        ("晋级16强", 200),
        ("晋级8强", 400),
        ("进入前四名", 500),
        ("季军", 1000),
    ]
    assert one.total == Fraction(4100)
    assert prize_text(one) == (
        "A组第1名 2000 + 晋级16强 200 + 晋级8强 400 + 进入前四名 500 + "
        "季军 1000 = 4100元（奖牌、证书）"
    )


def test_other_hand_worked_totals():
    prizes = _hand_worked()
    # champion 2 (A2): 1000 + 200 + 400 + 500 + 10000
    assert prizes[2].total == 12100
    # runner-up 8 (wildcard, 8th in group A: no group prize): 200 + 400 + 500 + 4000
    assert prizes[8].total == 5100 and prizes[8].parts[0].label == "晋级16强"
    # 4th 34 (B2): 1000 + 1100 + 500
    assert prizes[34].total == 2600
    # 3 (A3): 600 + 200 + 400, lost the quarter-final: certificate, no money for place 5
    assert prizes[3].total == 1200 and prizes[3].parts[-1].item == "证书"
    # 7 (wildcard) won one tie: 200; 98 (D2) lost in the last 32: his group prize only
    assert prizes[7].total == 200
    assert prizes[98].total == 1000
    # 7th place of a group without a wildcard: nothing, not listed
    assert 9 not in prizes


def test_whole_money_matches_the_regulation():
    prizes = _hand_worked()
    # groups 4 × (2000 + 1000 + 600 + 3 × 400) = 19200; bonuses 16 × 200 + 8 × 400 + 4 × 500 = 8400;
    # places 10000 + 4000 + 1000 + 500 = 15500 — 43100 in all
    assert sum(p.total for p in prizes.values()) == 43100


def test_tables_from_the_preset():
    reg = load_preset("pingshan-jieqi-2019")
    tables = PrizeTables.of(reg.prizes)
    assert tables.bonus == {16: 200, 8: 400, 4: 500}
    default = PrizeTables()
    assert [(r.from_rank, r.to_rank, r.amount) for r in tables.group_ranges] == [
        (r["from_rank"], r["to_rank"], r["amount"]) for r in default.group_ranges
    ]
    assert [(r.from_rank, r.amount) for r in tables.final_ranges] == [
        (r["from_rank"], r["amount"]) for r in default.final_ranges
    ]
