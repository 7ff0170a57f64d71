"""Seed 000's and 004's systems as stages of the stage model (``kind = "stages"`` whose only
``[[format.stages]]`` is ``kind = "four_player_elimination"`` or ``"team_arena"``): the same
field and results fed through the seed's own format and through the one-stage regulation give
the same tables, rows, statuses, explanations, cuts and substitutes."""

import random
import re
from pathlib import Path

import pytest

from engine import formats
from engine.formats import Facts, Player, PlayerFacts, RoundField, TableFacts
from engine.regulation.loading import RegulationError, load_regulation

PRESETS = Path(__file__).parents[2] / "data" / "presets"

FOUR = formats.FORMATS["four_player_elimination"]
STAGES = formats.FORMATS["stages"]


def _as_stage(text: str, kind: str, tables: tuple[str, ...] = ()) -> str:
    """The preset's TOML with its ``[format]`` made the only stage of a ``stages`` regulation:
    ``[format]`` → ``[format]`` of kind stages + ``[[format.stages]]``, its sub-tables moved
    under the stage."""
    head = f'[format]\nkind = "{kind}"'
    assert head in text
    text = text.replace(head, f'[format]\nkind = "stages"\n\n[[format.stages]]\nkind = "{kind}"')
    for table in tables:
        text = text.replace(f"[format.{table}]", f"[format.stages.{table}]")
    return text


def _junqi_text() -> str:
    """000's preset for a field of 32: cuts 32 → 16 → 8 → 4 after rounds 1–3, the last table of
    four playing rounds 4–6 (the preset's cuts are for 128 and more; only the numbers change)."""
    text = (PRESETS / "xiaomanyao-junqi-2023.toml").read_text(encoding="utf-8")
    cuts = re.search(r"\[format\.cuts\][^\[]*", text)
    assert cuts is not None
    return text.replace(cuts.group(0), "[format.cuts]\n1 = 16\n2 = 8\n3 = 4\n\n")


def _drive(fmt, reg, players, rounds, withdraw_after=None, seed=7):
    """Play ``rounds`` rounds through ``fmt`` as services do: seat each round from the active
    players, the history and the previous standings (a withdrawal's seat filled from the
    substitutes in their order), enter each table's result from the same stream of lots, and
    read the standings, the cut and the substitutes after it. Returns what each round gave."""
    lots = random.Random(seed)
    facts_players = {p.seq: PlayerFacts(p.seq, name=f"棋手{p.seq}") for p in players}
    active = list(players)
    history: dict[int, list[list[int]]] = {}
    tables: list[TableFacts] = []
    standings = None
    out = []
    disconnect: list[tuple[str, str]] = []
    for number in range(1, rounds + 1):
        view = fmt.for_round(reg, number)
        field = RoundField(number, active, history, standings, seed=seed)
        short = view.missing_seats(reg, field)
        called: list[int] = []
        if short is not None:
            seated_before = {q for t in history.get(number - 1, []) for q in t}
            called = [q for q in view.signups.standby(reg, standings) if q not in seated_before]
            called = called[: short.seats]
            field = RoundField(number, active, history, standings, called, seed)
        seated = view.seat(reg, field)
        history[number] = seated
        for seats in seated:
            text = "".join(lots.choice("胜和负") for _ in range(3))
            result = view.results.parse_result(reg, text, len(seats))
            if number == 1 and seats is seated[0]:
                # /掉线 on round 1's first table: its third seat left game 2, partner lost
                cmd = view.commands["掉线"]
                result, said = cmd.apply(reg, result, 2, cmd.read("第2局 负"))
                disconnect.append((view.results.result_text(result), said))
            points = view.results.points(reg, result, len(seats))
            tables.append(TableFacts(number, tuple(seats), result, tuple(map(tuple, points))))
        standings = fmt.standings(reg, Facts(facts_players, tables, seed=seed), number)
        after = fmt.for_round(reg, number + 1)
        out.append(
            {
                "tables": seated,
                "short": short,
                "called": called,
                "rows": [
                    (r.rank, r.seq, r.total, list(r.round_scores), dict(r.tiebreaks), r.status)
                    for r in standings.rows
                ],
                "explanations": [(r.explanation, r.reason) for r in standings.rows],
                "advancing": list(standings.advancing),
                "cut": fmt.cut(reg, number),
                "standby": after.signups.standby(reg, standings),
                "notes": [after.words.row_note(r) for r in standings.rows],
                "points": [tf.points for tf in tables if tf.round == number],
                "disconnect": list(disconnect),
            }
        )
        if withdraw_after == number:
            gone = standings.advancing[0]
            facts_players[gone] = PlayerFacts(gone, withdrawn=True, name=f"棋手{gone}")
            active = [p for p in active if p.seq != gone]
            standings = fmt.standings(reg, Facts(facts_players, tables, seed=seed), number)
    return out


def test_four_player_tables_as_the_only_stage_play_as_seed_000():
    # 32 players, QQ numbers whose first two digits are 10..41 in reverse sign-up order, so
    # round 1's tables (by the QQ prefix, 000 §六 注) are not sign-up order: 32 31 30 29 | …
    text = _junqi_text()
    seed_reg = load_regulation(text, "junqi.toml")
    stage_reg = load_regulation(_as_stage(text, "four_player_elimination", ("cuts",)), "s.toml")
    assert stage_reg.format.kind == "stages"
    assert [s.kind for s in stage_reg.format.stages] == ["four_player_elimination"]
    players = [Player(q, (42 - q) * 10**7 + q) for q in range(1, 33)]
    # the first table of round 1 by hand: prefixes 10, 11, 12, 13 are seqs 32, 31, 30, 29
    seed_run = _drive(FOUR, seed_reg, players, 6, withdraw_after=2)
    stage_run = _drive(STAGES, stage_reg, players, 6, withdraw_after=2)
    assert seed_run[0]["tables"][0] == [32, 31, 30, 29]
    # 000 §七: a disconnect in game 2 whose partner then lost scores -1 for the one who left
    # (当事人, seat 3), 3 for his partner (对家: game 2 pairs seats 1 and 3, 000 §八.1), 7 for
    # each of the other two
    assert seed_run[0]["disconnect"][0][1] == "第2局掉线（负）"
    assert [seat[1] for seat in seed_run[0]["points"][0]] == [3, 7, -1, 7]
    # the cuts of the regulation, read through both: 16 after round 1, 8 after 2, 4 after 3
    assert [r["cut"] for r in seed_run] == [16, 8, 4, None, None, None]
    # after round 2 the best of the 8 going on withdrew: the cut of 8 takes the next still in
    # (the 9th), so round 3 still seats two full tables without him; those cut stand by,
    # highest total first (000 §六 注), and both regulations call the same ones
    gone = seed_run[1]["advancing"][0]
    third = [q for t in seed_run[2]["tables"] for q in t]
    assert gone not in third and len(third) == 8
    assert seed_run[1]["standby"] and seed_run[1]["standby"] == stage_run[1]["standby"]
    for number, (mine, theirs) in enumerate(zip(stage_run, seed_run, strict=True), 1):
        for key in mine:
            assert mine[key] == theirs[key], (number, key)


ARENA = formats.FORMATS["team_arena"]
NUMBERS = ["6", "5", "4", "3", "2", "1", "擂主"]


def _teams() -> list[Player]:
    """四川 1–7 and 重庆 11–17 numbered 6 … 1, 擂主 in sign-up order; No. 6 and No. 1 women
    (004 七(二)2, 八(六))."""
    return [
        Player(
            first + i,
            100_000 + first + i,
            team,
            {"team": team, "number": n, "gender": "女" if n in ("6", "1") else "男"},
        )
        for team, first in (("四川", 1), ("重庆", 11))
        for i, n in enumerate(NUMBERS)
    ]


def _ladder(fmt, reg, players, seed=3):
    """Bouts until the match is over (a champion lost): each bout won 4–0 by one side, by the
    same stream of lots (004 八(七): 2 a win, first to 7)."""
    lots = random.Random(seed)
    facts_players = {
        p.seq: PlayerFacts(p.seq, name=f"棋手{p.seq}", group=p.group, fields=p.fields)
        for p in players
    }
    history: dict[int, list[list[int]]] = {}
    tables: list[TableFacts] = []
    standings = None
    out = []
    for number in range(1, 14):
        view = fmt.for_round(reg, number)
        seated = view.seat(reg, RoundField(number, players, history, standings, seed=seed))
        history[number] = seated
        (seats,) = seated
        result = view.results.parse_result(reg, lots.choice(["胜胜胜胜", "负负负负"]), 2)
        points = view.results.points(reg, result, 2)
        tables.append(TableFacts(number, tuple(seats), result, tuple(map(tuple, points))))
        standings = fmt.standings(reg, Facts(facts_players, tables, seed=seed), number)
        extra = fmt.extra_standings(reg, standings)
        out.append(
            {
                "table": seats,
                "text": view.results.result_text(result),
                "rows": [(r.rank, r.seq, r.total, r.status, r.explanation) for r in standings.rows],
                "ladder": extra.get("ladder"),
                "teams": extra.get("teams"),
                "prizes": fmt.prize_rows(reg, standings),
            }
        )
        if fmt.over(reg, standings):
            break
    return out


def test_the_ladder_as_the_only_stage_plays_as_seed_004():
    text = (PRESETS / "chuanyu-xiangqi-arena-2021.toml").read_text(encoding="utf-8")
    seed_reg = load_regulation(text, "arena.toml")
    stage_reg = load_regulation(_as_stage(text, "team_arena", ("bout", "pool")), "s.toml")
    assert [s.kind for s in stage_reg.format.stages] == ["team_arena"]
    seed_run = _ladder(ARENA, seed_reg, _teams())
    stage_run = _ladder(STAGES, stage_reg, _teams())
    # bout 1 by hand: both No. 6, 四川's first (004 八(三), 八(六))
    assert seed_run[0]["table"] == [1, 11]
    # a match of 7 a team ends in 7 to 13 bouts (004 八(三))
    assert 7 <= len(seed_run) <= 13
    assert len(stage_run) == len(seed_run)
    for number, (mine, theirs) in enumerate(zip(stage_run, seed_run, strict=True), 1):
        for key in mine:
            assert mine[key] == theirs[key], (number, key)


@pytest.mark.parametrize(
    ("kind", "preset", "tables"),
    [
        ("four_player_elimination", "xiaomanyao-junqi-2023", ("cuts",)),
        ("team_arena", "chuanyu-xiangqi-arena-2021", ("bout", "pool")),
    ],
)
def test_the_seeds_systems_are_a_regulations_only_stage(kind, preset, tables):
    text = _as_stage((PRESETS / f"{preset}.toml").read_text(encoding="utf-8"), kind, tables)
    knockout = '\n[[format.stages]]\nkind = "knockout"\nsize = 8\n'
    with pytest.raises(RegulationError, match="只能作为唯一的阶段"):
        load_regulation(text + knockout, "s.toml")
    with pytest.raises(RegulationError, match="没有下一阶段，不要写 advance"):
        head = f'[[format.stages]]\nkind = "{kind}"'
        load_regulation(text.replace(head, head + "\nadvance = { top = 8 }"), "s.toml")
