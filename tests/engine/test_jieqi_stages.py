"""Seed 003 written in the stage model (tests/engine/regulations/pingshan-jieqi-2019-stages.toml:
stage 1 a Swiss in 4 groups drawn by ``/分组``, 6 a group and 8 organisers' wildcards go on;
stage 2 a knockout of 32 drawn by lots, (2+1) ties, the semi-final losers play for 3rd): the same
128 players and results fed through the ``group_swiss_knockout`` format and through the stages
regulation give the same draw, group tables, group standings, qualifiers, knockout ties and
final places."""

import random
from dataclasses import replace
from pathlib import Path

import pytest

from engine import formats
from engine.formats import DRAW_PLACE, Facts, Player, PlayerFacts, RoundField, TableFacts
from engine.regulation import load_preset
from engine.regulation.loading import RegulationError, load_regulation

HERE = Path(__file__).parent / "regulations" / "pingshan-jieqi-2019-stages.toml"
SEED_003 = formats.FORMATS["group_swiss_knockout"]
STAGES = formats.FORMATS["stages"]
SEED = 2019
LEVELS = ["大师", "业9-3", "业9-3", "业9-2", "业9-1", "业9-1", "业9-1", "业8-3", "业8-3", "业8-1"]


def _players() -> list[PlayerFacts]:
    """128 sign-ups: the first ten with the levels above (seeds by level, 003 二(四)1), the rest
    业5-1."""
    return [
        PlayerFacts(
            q,
            name=f"棋手{q}",
            fields={"level": LEVELS[q - 1] if q <= len(LEVELS) else "业5-1"},
        )
        for q in range(1, 129)
    ]


def _drawn(fmt, reg, players):
    places, text = fmt.group_draw(reg, players, SEED)
    return (
        places,
        text,
        [
            replace(
                p, group=places[p.seq].group, fields={**p.fields, DRAW_PLACE: places[p.seq].place}
            )
            for p in players
        ],
    )


GROUP_TEXTS = ["胜", "和", "负"]
TIE_TEXTS = ["胜胜", "胜和", "和胜", "负负", "和负", "负和", "胜负胜", "负胜负", "和和和胜"]


def _play(fmt, reg, players, wildcards, lots_seed=5, absent=0):
    """Rounds 1–12 as services play them: each round seated from the active players, the
    history and the standings after the round before; each table's result drawn from one
    stream of lots (a group game 胜/和/负, a tie a decided (2+1) string); a foul for the first
    seat of every 5th table (for 犯规次数); after round 7 the organisers name ``wildcards``."""
    lots = random.Random(lots_seed)
    facts_players = {p.seq: p for p in players}
    history: dict[int, list[list[int]]] = {}
    tables: list[TableFacts] = []
    counts: dict[tuple[int, int, str], int] = {}
    standings = None
    rounds = []
    for number in range(1, 13):
        if number == 8:
            for k, q in enumerate(wildcards, 1):
                p = facts_players[q]
                facts_players[q] = replace(p, fields={**p.fields, "wildcard": k})
            # the standings /编排 reads are the facts' of now, the marks included
            standings = fmt.standings(reg, Facts(facts_players, tables, {}, SEED, counts), 7)
        active = [Player(p.seq, 10_000 + p.seq, p.group, p.fields) for p in facts_players.values()]
        view = fmt.for_round(reg, number)
        seated = view.seat(reg, RoundField(number, active, history, standings, seed=SEED))
        history[number] = seated
        for i, seats in enumerate(seated):
            if len(seats) == 1:
                result = view.results.seated_result(reg, 1)
            else:
                texts = GROUP_TEXTS if number <= 7 else TIE_TEXTS
                result = view.results.parse_result(reg, lots.choice(texts), 2)
            if absent in seats and number <= 7:
                # 003 二(四)4: late 10 minutes is a forfeit; two and he is paired no more
                result, _ = view.results.forfeit(reg, result, seats.index(absent), None)
            if number <= 7 and i % 5 == 0:
                counts[(seats[0], number, "foul")] = 1
            points = view.results.points(reg, result, len(seats))
            tables.append(TableFacts(number, tuple(seats), result, tuple(map(tuple, points))))
        facts = Facts(facts_players, tables, {}, SEED, counts)
        standings = fmt.standings(reg, facts, number)
        rounds.append((seated, standings))
    return rounds


def _group_rows(standings):
    """Each group's rows: (rank, seq, points, tiebreaks, status) in the group's order."""
    # the stages' standings: the group stage's own
    groups = dict(standings.inner[0].groups) if hasattr(standings, "inner") else standings.groups
    return {
        name: [(r.rank, r.seq, r.total, dict(r.tiebreaks), r.status) for r in table.rows]
        for name, table in groups.items()
    }


def _places(standings):
    """The knockout's final places 1–4 (003 二(四)7: the semi-final losers play for 3rd)."""
    return sorted((r.rank, r.seq) for r in standings.rows if r.rank is not None and r.rank <= 4)


def test_seed_003_as_group_swiss_then_knockout_plays_as_the_seed():
    seed_reg = load_preset("pingshan-jieqi-2019")
    stage_reg = load_regulation(HERE.read_text(encoding="utf-8"), HERE.name)
    assert [s.kind for s in stage_reg.format.stages] == ["swiss", "knockout"]
    assert stage_reg.format.planned_rounds == seed_reg.format.planned_rounds == 12

    # /分组: the same seeded draw (003 二(四)1: 4 groups of 32, 2 seeds a group by level)
    places, text, seed_field = _drawn(SEED_003, seed_reg, _players())
    places_s, text_s, stage_field = _drawn(STAGES, stage_reg, _players())
    assert places_s == places and text_s == text
    assert sorted({p.group for p in seed_field}) == ["A", "B", "C", "D"]
    # the 8 seeds are the 8 highest levels: seqs 1–8 (业8-3 twice at the boundary: both in),
    # each group's two of them at places 1 and 2 of its draw order
    seeds = sorted(q for q, g in places.items() if g.place <= 2)
    assert seeds == list(range(1, 9))

    # seq 100 never comes: forfeits in rounds 1 and 2, then is no longer paired (003 二(四)4)
    # the group stage alone first, to pick the wildcards: 8 players 7th or lower in their groups
    probe = _play(SEED_003, seed_reg, seed_field, [], absent=100)
    after7 = probe[6][1]
    wildcards = [r.seq for g in "ABCD" for r in after7.groups[g].rows[6:8]]
    assert len(wildcards) == 8

    seed_run = _play(SEED_003, seed_reg, seed_field, wildcards, absent=100)
    stage_run = _play(STAGES, stage_reg, stage_field, wildcards, absent=100)
    seated = [number for number, (tables, _) in enumerate(seed_run, 1) for t in tables if 100 in t]
    assert seated == [1, 2]
    for number, ((tables, st), (tables_s, st_s)) in enumerate(
        zip(seed_run, stage_run, strict=True), 1
    ):
        assert tables_s == tables, number
        if number <= 7:
            assert _group_rows(st_s) == _group_rows(st), number

    # the 32 who go on: each group's first 6 and the organisers' 8 wildcards (003 二(四)2)
    first_ko = seed_run[7][0]
    entrants = {q for t in first_ko for q in t}
    top6 = {r.seq for g in "ABCD" for r in seed_run[6][1].groups[g].rows[:6]}
    assert entrants == top6 | set(wildcards) and len(entrants) == 32
    assert set(stage_run[7][1].fields[1]) == entrants
    # the final round: the final and the 3rd-place tie; the same four places
    assert len(seed_run[11][0]) == 2
    assert _places(stage_run[11][1]) == _places(seed_run[11][1])
    assert [rank for rank, _ in _places(seed_run[11][1])] == [1, 2, 3, 4]


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            'by = "draw", size = 32, seeds = 2',
            'by = "level", size = 32, seeds = 2',
            "size、seeds 和 names 只用于组委抽签分组",
        ),
        (
            'seeding = "lots"',
            'seeding = "rating"',
            "seeding 应为 places（或不写），或全部抽签 lots",
        ),
        (
            'wildcards_by = "organisers"',
            'wildcards_by = "judges"',
            "format.stages[0].advance.wildcards_by",
        ),
    ],
)
def test_the_stage_keys_of_003_refuse_what_does_not_fit(old, new, message):
    text = HERE.read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(RegulationError, match=message.replace("[", r"\[").replace("(", r"\(")):
        load_regulation(text.replace(old, new, 1), HERE.name)


def test_a_stage_dealt_by_the_regulation_takes_no_group_draw():
    text = (Path(__file__).parents[2] / "data" / "presets" / "groups-knockout.toml").read_text(
        encoding="utf-8"
    )
    reg = load_regulation(text, "groups-knockout.toml")
    # a stage dealt by the regulation: /分组 is refused, saying the groups come by themselves
    with pytest.raises(formats.FormatError, match="不用发 /分组"):
        STAGES.group_draw(reg, _players()[:16], SEED)


def test_the_seeds_group_stage_is_the_stage_models_with_its_own_group_names():
    # 003's format translated to the stage model (group_stage.swiss_reg) keeps whatever its
    # regulation names the groups: 甲乙丙丁, 16 players, 4 a group, 1 seed a group (二(四)1's
    # rule with smaller numbers): the seeds are the 4 highest levels, seqs 1–4 (大师, 业9-3 ×2,
    # 业9-2), one in each group at place 1, and round 1 pairs place k v place k + 2
    base = load_preset("pingshan-jieqi-2019")
    spec = base.format.model_copy(
        update={"groups": ["甲", "乙", "丙", "丁"], "group_size": 4, "seeds_per_group": 1}
    )
    reg = base.model_copy(update={"format": spec})
    places, _, field = _drawn(SEED_003, reg, _players()[:16])
    assert sorted({g.group for g in places.values()}) == sorted(["甲", "乙", "丙", "丁"])
    assert sorted(q for q, g in places.items() if g.place == 1) == [1, 2, 3, 4]
    players = [Player(p.seq, 10_000 + p.seq, p.group, p.fields) for p in field]
    tables = SEED_003.seat(reg, RoundField(1, players, {}, None, seed=SEED))
    assert len(tables) == 8
    for a, b in tables:
        assert places[a].group == places[b].group
        assert {places[a].place, places[b].place} in ({1, 3}, {2, 4})
    # the tables group by group in the regulation's order
    assert [places[t[0]].group for t in tables] == ["甲"] * 2 + ["乙"] * 2 + ["丙"] * 2 + ["丁"] * 2
    facts = Facts(
        {p.seq: p for p in field},
        [
            TableFacts(1, tuple(t), r, tuple(map(tuple, SEED_003.results.points(reg, r, 2))))
            for t in tables
            for r in [SEED_003.results.parse_result(reg, "胜", 2)]
        ],
    )
    standings = SEED_003.standings(reg, facts, 1)
    assert list(standings.groups) == ["甲", "乙", "丙", "丁"]
    assert {r.group for r in standings.rows} == {"甲", "乙", "丙", "丁"}
