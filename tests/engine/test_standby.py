"""Who stands by as a substitute is the format's answer (``SignupRules.standby``), read from the
regulation: 000 keeps substitutes (§六 注), a four-player regulation without them has none."""

from fractions import Fraction

from engine import formats
from engine.regulation import load_preset
from engine.standings import StandingRow, Standings

FMT = formats.FORMATS["four_player_elimination"]
JUNQI = load_preset("xiaomanyao-junqi-2023")


def _after_round_one() -> Standings:
    """Eight players after round 1, totals 20, 18, … 6 by seq; the cut of 4 leaves 5–8 behind
    (000 §六 注: they stand by, the highest total first), 3 withdrew before the cut."""

    def row(seq: int, status: str) -> StandingRow:
        total = Fraction(22 - 2 * seq)
        return StandingRow(seq, seq, total, [total], {}, status, 1, None)

    statuses = {1: "active", 2: "active", 3: "withdrawn", 4: "active"}
    rows = [row(seq, statuses.get(seq, "substitute")) for seq in range(1, 9)]
    return Standings(1, rows, [1, 2, 4])


def test_the_junqi_preset_calls_the_highest_totals_among_those_cut():
    assert JUNQI.format.substitutes
    # the withdrawn 3 is never a substitute
    assert FMT.signups.standby(JUNQI, _after_round_one()) == [5, 6, 7, 8]


def test_a_four_player_regulation_without_substitutes_has_none():
    spec = JUNQI.format.model_copy(update={"substitutes": False})
    reg = JUNQI.model_copy(update={"format": spec})
    assert FMT.signups.standby(reg, _after_round_one()) == []


def test_formats_without_substitutes_have_none():
    reg = load_preset("round-robin")
    rr = formats.FORMATS["round_robin"]
    assert rr.signups.standby(reg, _after_round_one()) == []
