"""The format protocol's contract, checked against every registered format (one test,
parametrised), and the round robin's standings worked by hand."""

from fractions import Fraction

import pytest

from engine import formats
from engine.formats import Facts, FormatError, Player, PlayerFacts, RoundField, TableFacts
from engine.formats.round_robin import GameResult, sonneborn_berger
from engine.regulation import FORMAT_KINDS, apply_setting, list_presets, load_preset

PRESET_OF = {load_preset(p).format.kind: load_preset(p) for p in list_presets()}
PRESETS = sorted((load_preset(p).format.kind, p) for p in list_presets())
"""Every preset by its format kind: the contract runs over each (both ``stages`` presets:
swiss-knockout, and groups-knockout, a stage in groups)."""


def _played_facts(fmt, reg, tables, number=1):
    out = []
    for seats in tables:
        value = fmt.results.seated_result(reg, len(seats)) or fmt.results.parse_result(
            reg, fmt.words.result_example(reg), len(seats)
        )
        points = fmt.results.points(reg, value, len(seats))
        out.append(TableFacts(number, tuple(seats), value, tuple(map(tuple, points))))
    return out


def _field(reg) -> list[Player]:
    """Eight players; for a team regulation (004) every number of every team, women first; for a
    team event on boards four teams (a knockout: its bracket's), a player on each board and one
    reserve each."""
    if reg.format.kind == "team":
        boards = reg.format.boards
        teams = reg.format.size if reg.format.system == "knockout" else 4
        return [
            Player(seq, 10_000_000 + seq * 1_111_111, f"{t}队", {"board": str(k + 1)})
            for t in range(1, teams + 1)
            for k in range(boards + 1)
            for seq in [(t - 1) * (boards + 1) + k + 1]
        ]
    if not reg.signup.teams:
        return [Player(seq, 10_000_000 + seq * 1_111_111) for seq in range(1, 9)]
    players = []
    for team in reg.signup.teams:
        for k, number in enumerate(reg.signup.numbers):
            seq = len(players) + 1
            players.append(
                Player(
                    seq,
                    10_000_000 + seq * 1_111_111,
                    team,
                    {"number": number, "gender": "女" if k < 2 else "男"},
                )
            )
    return players


def test_every_format_ships_a_preset():
    assert set(formats.FORMATS) <= {kind for kind, _ in PRESETS}


@pytest.mark.parametrize(("kind", "preset"), [x for x in PRESETS if x[0] in formats.FORMATS])
def test_format_contract(kind, preset):
    fmt = formats.FORMATS[kind]
    assert fmt.kind == kind and kind in FORMAT_KINDS
    assert formats.display_name(kind) == fmt.words.name and fmt.words.name
    reg = load_preset(preset)
    if preset == "groups-knockout":  # its 16 in 4 groups of 4 set for the 8 here: 2 groups of 4
        reg = apply_setting(reg, "分组", "2组4人")
    players = _field(reg)

    # seating: players of the field at most once (every one where the format seats the whole
    # field each round), first seat first
    tables = fmt.seat(reg, RoundField(1, players, {}, None))
    seated = [q for t in tables for q in t]
    if fmt.seats_everyone:
        assert sorted(seated) == [p.seq for p in players]
    else:
        assert (
            seated and len(set(seated)) == len(seated) and set(seated) <= {p.seq for p in players}
        )

    # a result: parsed from chat text, stored and loaded back unchanged, rendered as written
    for seats in tables:
        if fmt.results.seated_result(reg, len(seats)) is not None:
            continue
        value = fmt.results.parse_result(reg, fmt.words.result_example(reg), len(seats))
        assert fmt.results.load_result(*fmt.results.dump_result(value)) == value
        assert fmt.results.result_text(value) == fmt.words.result_example(reg)
        assert fmt.results.has_play(value)
        points = fmt.results.points(reg, value, len(seats))
        assert len(points) == len(seats) and all(isinstance(p, list) for p in points)
        with pytest.raises(FormatError):
            fmt.results.parse_result(reg, "不是结果", len(seats))

        # nothing decided, then closed at the cutoff: every game decided (or, in a format
        # without a cutoff result, e.g. an arena bout, refused)
        empty = fmt.results.empty_result(reg, len(seats))
        assert not fmt.results.has_play(empty)
        try:
            closed = fmt.results.close_unplayed(reg, empty)
        except FormatError:
            pass
        else:
            assert "-" not in fmt.results.result_text(closed)
            assert fmt.results.load_result(*fmt.results.dump_result(closed)) == closed

        # a forfeit of the first seat: a result with points for every seat
        forfeited, what = fmt.results.forfeit(reg, empty, 0, None)
        assert what and fmt.results.result_text(forfeited)
        assert len(fmt.results.points(reg, forfeited, len(seats))) == len(seats)

    # standings after round 1: everyone who played, ranked from 1
    facts = Facts(
        {
            p.seq: PlayerFacts(p.seq, name=f"棋手{p.seq}", group=p.group, fields=p.fields)
            for p in players
        },
        _played_facts(fmt, reg, tables),
    )
    table = fmt.standings(reg, facts, 1)
    assert sorted(r.seq for r in table.rows) == [p.seq for p in players]
    # ranks in order from 1 — within each group where the rows carry one (a stage in groups)
    blocks: dict[object, list] = {}
    for r in table.rows:
        blocks.setdefault(getattr(r, "group", None), []).append(r.rank)
    for ranks in blocks.values():
        assert ranks[0] == 1 and ranks == sorted(ranks)
    if preset == "groups-knockout":  # 8 players in 2 groups of 4: A, then B
        assert list(blocks) == ["A", "B"]
    assert all(len(r.round_scores) == 1 for r in table.rows)
    # substitutes come only from players the standings left behind
    behind = {r.seq for r in table.rows} - set(table.advancing)
    assert set(fmt.signups.standby(reg, table)) <= behind

    # round 2 seats only players still in
    second = fmt.seat(reg, RoundField(2, players, {1: tables}, table))
    assert set(q for t in second for q in t) <= set(table.advancing)
    total = fmt.total_rounds(reg, {1: tables})
    assert total is None or total >= 2

    # the commands only this format understands
    for word, cmd in fmt.commands.items():
        assert cmd.word == word and cmd.usage.startswith(f"/{word}")


def test_kinds_without_a_module_are_refused_through_the_registry():
    for kind in set(FORMAT_KINDS) - set(formats.FORMATS):
        assert formats.display_name(kind) != kind
        with pytest.raises(formats.FormatNotSupported, match="还不支持"):
            formats.rules_of(kind)


# --------------------------------------------------------------------------- round robin by hand

RR = formats.FORMATS["round_robin"]
RR_REG = PRESET_OF["round_robin"]
A, B, C, D = 1, 2, 3, 4
# a single round robin of 4 by the Berger table (1-4, 2-3 / 4-3, 1-2 / 2-4, 3-1), results from
# the first seat: R1 A beats D, B draws C; R2 D beats C, A loses to B; R3 B draws D, C draws A
GAMES = [
    (1, D, A, "L"),
    (1, B, C, "D"),
    (2, D, C, "W"),
    (2, A, B, "L"),
    (3, B, D, "D"),
    (3, C, A, "D"),
]


def _facts(games=GAMES, seed=0):
    tables = []
    for number, first, second, mark in games:
        value = GameResult(mark)
        tables.append(
            TableFacts(
                number,
                (first, second),
                value,
                tuple(map(tuple, RR.results.points(RR_REG, value, 2))),
            )
        )
    return Facts({q: PlayerFacts(q) for q in (A, B, C, D)}, tables, {}, seed)


def test_round_robin_standings_worked_by_hand():
    # points (win 2, draw 1, loss 0): A 2+0+1 = 3, B 1+2+1 = 4, C 1+0+1 = 2, D 0+2+1 = 3
    # 索伯分 = Σ opponent's points × (points made / 2):
    #   A: beat D (3) → 3, lost to B → 0, drew C (2) → 1          = 4
    #   B: drew C (2) → 1, beat A (3) → 3, drew D (3) → 1.5       = 5.5
    #   C: drew B (4) → 2, lost to D → 0, drew A (3) → 1.5        = 3.5
    #   D: lost to A → 0, beat C (2) → 2, drew B (4) → 2          = 4
    # A and D tie on points and 索伯分; 直胜: A beat D → A 2, D 0.
    table = RR.standings(RR_REG, _facts(), 3)
    rows = [
        (
            r.rank,
            r.seq,
            r.total,
            r.tiebreaks["sonneborn_berger"],
            r.tiebreaks["direct_encounter"],
            r.tiebreaks["wins"],
        )
        for r in table.rows
    ]
    assert rows == [
        (1, B, 4, Fraction(11, 2), 0, 1),
        (2, A, 3, 4, 2, 1),
        (3, D, 3, 4, 0, 1),
        (4, C, 2, Fraction(7, 2), 0, 0),
    ]
    assert table.rows[2].explanation == "积分相同，直胜 2 > 0"
    assert [r.round_scores for r in table.rows] == [[1, 2, 1], [2, 0, 1], [0, 2, 1], [1, 0, 1]]


def test_sonneborn_berger_formula():
    from engine.formats.round_robin import _Game

    totals = {2: Fraction(5), 3: Fraction(3)}
    # a win against 5 points counts 5, a draw against 3 counts 1.5, with win worth 2
    games = [_Game(2, Fraction(2), True), _Game(3, Fraction(1), False)]
    assert sonneborn_berger(games, totals, Fraction(2)) == Fraction(13, 2)


def test_lots_decide_a_complete_tie_reproducibly():
    # every game drawn: all equal until lots; the same seed draws the same order
    draws = [(n, a, b, "D") for n, a, b, _ in GAMES]
    first = [r.seq for r in RR.standings(RR_REG, _facts(draws, seed=7), 3).rows]
    again = [r.seq for r in RR.standings(RR_REG, _facts(draws, seed=7), 3).rows]
    assert first == again and sorted(first) == [A, B, C, D]
    rows = RR.standings(RR_REG, _facts(draws, seed=7), 3).rows
    assert [r.rank for r in rows] == [1, 2, 3, 4]
    assert all(r.explanation.startswith("积分相同，抽签") for r in rows[1:])


def test_round_robin_results_and_rest():
    assert RR.results.result_text(RR.results.parse_result(RR_REG, " 和 ", 2)) == "和"
    with pytest.raises(FormatError, match="轮空"):
        RR.results.parse_result(RR_REG, "胜", 1)
    rest = RR.results.seated_result(RR_REG, 1)
    assert RR.results.result_text(rest) == "轮空" and RR.results.points(RR_REG, rest, 1) == [[0]]
    forfeited, _ = RR.results.forfeit(RR_REG, RR.results.empty_result(RR_REG, 2), 1, None)
    assert RR.results.result_text(forfeited) == "弃权" and RR.results.points(
        RR_REG, forfeited, 2
    ) == [[2], [0]]
    assert (
        RR.results.result_text(
            RR.results.close_unplayed(RR_REG, RR.results.empty_result(RR_REG, 2))
        )
        == "和"
    )
    # five players: round 1 rests the fifth (Berger 1-6 … with 6 the rest), last table
    field = [Player(q, 10_000_000 + q) for q in (3, 5, 8, 9, 12)]
    assert RR.seat(RR_REG, RoundField(1, field, {}, None)) == [[5, 12], [8, 9], [3]]


def test_the_regulations_format_union_names_every_schema():
    """``FormatSchema`` is written out for the type checker: a schema added to ``SCHEMAS`` but
    not to the union would load no regulation of its kind."""
    from typing import get_args

    from engine.formats import SCHEMAS, FormatSchema

    union = get_args(FormatSchema)[0]
    assert set(get_args(union)) == set(SCHEMAS)
