"""The one registry of tiebreaks (engine/tiebreaks): every name a preset or a format uses is in
it with its Chinese name and direction, and the two-player formats share its functions (a
Swiss may rank by 索伯分 and 直胜 as the round robin does); a name no format knows is refused,
never dropped."""

import pytest

from engine import formats
from engine.formats import Facts, FormatError, PlayerFacts, RoundField, TableFacts
from engine.formats.round_robin import GameResult
from engine.regulation import RoundRobinFormat, list_presets, load_preset
from engine.tiebreaks import GAMES, LADDER, TIEBREAKS, WEIGHTED, label, names_over
from tests.engine.test_formats import PRESET_OF, _field, _played_facts


def _chinese(text: str) -> bool:
    return bool(text) and all("\u4e00" <= c <= "\u9fff" for c in text)


def _keys_of_round_one(kind: str) -> set[str]:
    """The ``tiebreaks`` keys of the standings rows after a played round 1 of the format."""
    fmt, reg = formats.FORMATS[kind], PRESET_OF[kind]
    players = _field(reg)
    tables = fmt.seat(reg, RoundField(1, players, {}, None))
    facts = Facts(
        {p.seq: PlayerFacts(p.seq, group=p.group, fields=p.fields) for p in players},
        _played_facts(fmt, reg, tables),
    )
    return {key for row in fmt.standings(reg, facts, 1).rows for key in row.tiebreaks}


def test_every_name_of_every_preset_and_format_is_registered_with_a_chinese_name():
    used: set[str] = set()
    for preset in list_presets():
        fmt = load_preset(preset).format
        used |= set(fmt.all_tiebreaks) | set(type(fmt).KNOWN_TIEBREAKS)
    used |= set(RoundRobinFormat.model_fields["tiebreaks"].default)
    for kind in formats.FORMATS:
        used |= _keys_of_round_one(kind)  # the arena's bouts and game_points too
    assert {"bouts", "game_points", "sonneborn_berger", "opponents_score_cut"} <= used
    missing = sorted(used - set(TIEBREAKS))
    assert missing == []
    not_chinese = sorted(name for name in used if not _chinese(TIEBREAKS[name].label))
    assert not_chinese == []
    assert all(TIEBREAKS[name].formula for name in used)


def test_names_and_directions_as_the_regulations_word_them():
    # lower first: 000 §六.1 报名序号 (earlier sign-up first); 002 竞赛办法(三) 警告次数 (fewer
    # first) and 抽签 (the lower lot); 003 二(四)9 犯规次数 (fewer) and the ranking after the
    # previous round (the better, i.e. lower, rank first); everything else: more is better
    assert {name: (tb.label, tb.higher_first) for name, tb in TIEBREAKS.items()} == {
        "points": ("积分", True),
        "opponents_score": ("对手分", True),
        "progressive": ("累进分", True),
        "opponents_score_cut": ("对手分逐轮递减", True),
        "opponents_score_less_lowest": ("对手分去掉最低分", True),
        "opponents_score_median": ("中间分", True),
        "progressive_cut": ("累进分逐轮递减", True),
        "wins": ("胜局", True),
        "second_seat_wins": ("后胜局", True),
        "rating": ("等级分", True),
        "warnings": ("警告次数", False),
        "fouls": ("犯规次数", False),
        "previous_ranking": ("前轮名次", False),
        "lots": ("抽签", False),
        "sonneborn_berger": ("索伯分", True),
        "direct_encounter": ("直胜", True),
        "bouts": ("已赛轮数", True),
        "game_points": ("局分", True),
        "round_score": ("本轮成绩", True),
        "current_round": ("当轮成绩", True),
        "weighted_total": ("加权总分", True),
        "sponsor": ("赞助者", True),
        "earlier_rounds": ("此前各轮成绩", True),
        "signup_order": ("报名序号", False),
        # team events (团体赛): the lot lower first, everything else more is better
        "match_points": ("场分", True),
        "board_points": ("局分", True),
        "team_direct_encounter": ("直胜", True),
        "team_opponents_score": ("对手分", True),
        "team_progressive": ("累进分", True),
        "weighted_boards": ("台次分", True),
        "match_wins": ("胜场数", True),
        "team_lots": ("抽签", False),
    }
    assert label("opponents_score") == "对手分" and label("no_such_key") == "no_such_key"


def test_each_format_takes_the_names_of_the_record_it_ranks():
    weighted = {"round_score", "current_round", "weighted_total", "sponsor", "earlier_rounds"}
    games = {
        "points",
        "opponents_score",
        "progressive",
        "opponents_score_cut",
        "opponents_score_less_lowest",
        "opponents_score_median",
        "progressive_cut",
        "wins",
        "second_seat_wins",
        "rating",
        "warnings",
        "fouls",
        "previous_ranking",
        "lots",
        "sonneborn_berger",
        "direct_encounter",
    }
    assert names_over(WEIGHTED) == weighted | {"signup_order"}
    assert names_over(GAMES) == games | {"signup_order"}
    assert names_over(LADDER) == {"bouts", "game_points", "signup_order"}
    known = {kind: type(PRESET_OF[kind].format).KNOWN_TIEBREAKS for kind in formats.FORMATS}
    assert known["four_player_elimination"] == names_over(WEIGHTED)
    assert known["swiss"] == known["round_robin"] == known["group_swiss_knockout"]
    assert known["swiss"] == names_over(GAMES) and known["team_arena"] == frozenset()


# A Swiss of four (Go points: win 2, loss 0), two rounds: R1 1 beats 2, 3 beats 4; R2 1 beats 3,
# 4 beats 2.  Points 1: 4, 3: 2, 4: 2, 2: 0.
#   索伯分 (Σ opponent's points × points made / 2): 1: P2 + P3 = 0 + 2 = 2; 3: P4 = 2; 4: P2 = 0;
#   2: 0.   直胜 between 3 and 4 (level on points): 3 beat 4 → 3: 2, 4: 0.
SWISS = formats.FORMATS["swiss"]
GO = PRESET_OF["swiss"]
SWISS_GAMES = [(1, 1, 2, "W"), (1, 3, 4, "W"), (2, 3, 1, "L"), (2, 2, 4, "L")]


def _swiss(tiebreaks: list[str]):
    reg = GO.model_copy(update={"format": GO.format.model_copy(update={"tiebreaks": tiebreaks})})
    tables = []
    for number, first, second, mark in SWISS_GAMES:
        value = GameResult(mark)
        points = tuple(map(tuple, SWISS.results.points(reg, value, 2)))
        tables.append(TableFacts(number, (first, second), value, points))
    facts = Facts({q: PlayerFacts(q) for q in (1, 2, 3, 4)}, tables, {}, 0)
    return SWISS.standings(reg, facts, 2)


def test_a_swiss_ranks_by_the_round_robin_tiebreaks_of_the_registry():
    table = _swiss(["points", "direct_encounter", "sonneborn_berger"])
    got = [
        (r.rank, r.seq, r.total, r.tiebreaks["direct_encounter"], r.tiebreaks["sonneborn_berger"])
        for r in table.rows
    ]
    assert got == [(1, 1, 4, 0, 2), (2, 3, 2, 2, 2), (3, 4, 2, 0, 0), (4, 2, 0, 0, 0)]
    assert table.rows[2].explanation == "积分相同，直胜 2 > 0"
    table = _swiss(["points", "sonneborn_berger"])
    assert table.rows[2].explanation == "积分相同，索伯分 2 > 0"


def test_sign_up_order_in_a_swiss_chain_decides_instead_of_being_dropped():
    # 3 and 4 level on points; 报名序号 3 < 4 ranks 3 above 4 (no shared rank)
    table = _swiss(["points", "signup_order"])
    assert [(r.rank, r.seq) for r in table.rows] == [(1, 1), (2, 3), (3, 4), (4, 2)]
    assert table.rows[2].explanation == "积分相同，报名序号 3 < 4"


@pytest.mark.parametrize(
    ("tiebreaks", "shown"),
    [
        (["points", "opponents_score", "coin"], "未知的排名依据：coin；"),
        (["points", "sponsor"], "未知的排名依据：sponsor（赞助者，本赛制不用）；"),
    ],
)
def test_a_name_no_two_player_format_knows_is_refused_in_chinese(tiebreaks, shown):
    with pytest.raises(FormatError) as err:
        _swiss(tiebreaks)
    message = str(err.value)
    assert message.startswith(
        f"无法计算排名。{shown}本赛制可用：积分（points）、对手分（opponents_score）"
    )
    assert message.endswith("。请组委改正规程的排名依据（format.tiebreaks）。")
    assert "索伯分（sonneborn_berger）" in message and "加权总分" not in message
