"""Same-club avoidance in a Swiss (issue 27): 「同单位不相遇」 — two players of one unit (单位,
队伍 or 家族) meet only when nothing else is possible. Worked by hand on small fields: the
matching's criterion 4 (engine/swiss/pairing.py) below the score groups, the no-repeat rule and
the colours, above the halves (S1 v S2).

Published: 「同队棋手不对弈。每队前八名累计团体成绩。」 (2022年首届军人律师象棋对抗赛规程, 繁体原文,
http://currencybux.com/Article/List.asp?ID=17428; avoid_same = "team", 队伍). The regulation
says it without exception; the code lets teammates meet when nothing else is possible. Another
keeps them apart in round 1 only: 「首轮编排同代表队棋手回避配对，其余各轮均不回避。」 (昆明市西山区
象棋协会第五届“迎春杯”象棋公开赛竞赛规程补充规定,
http://gdchess.com/bbs/dv_rss.asp?boardid=2&id=143149&page=27): avoid_same_rounds = 1."""

from fractions import Fraction

import pytest

from engine import formats
from engine.formats import Player, RoundField
from engine.regulation import PRESETS_DIR, RegulationError, lint, load_preset, load_regulation
from engine.swiss.pairing import FIRST, SECOND, PairingWeights, SwissPlayer, pair_round

F, S = FIRST, SECOND
SWISS = formats.FORMATS["swiss"]
GO = "shenzhen-go-2023"


def P(seq, score=0, met=(), colours=(), club=None):
    return SwissPlayer(seq, Fraction(score), frozenset(met), 0, tuple(colours), club=club)


def pairs(pairing):
    return {frozenset((t.first, t.second)) for t in pairing.tables}


def with_avoidance(key="unit", fields=None):
    reg = load_preset(GO)
    fmt = reg.format.model_copy(update={"avoid_same": key, "per_division": False})
    signup = reg.signup.model_copy(update={"fields": fields or ["birth", "dan", key]})
    return reg.model_copy(update={"format": fmt, "signup": signup, "divisions": []})


# Six players in one score group (round 1), ranked 1..6: positions 0..5, h = 3, so the halves
# pair 1 v 4, 2 v 5, 3 v 6 (c2 = |q − p − 3| = 0 each). 1, 3 and 4 are of one unit (深圳).
# 1 v 4 is a clubmate pair; every other pairing costs c2 ≥ 2. The pairings of c2 = 2 move one
# player's partner one place: 1 v 5, 2 v 4, 3 v 6 (|4−3| + |2−3| + 0 = 2, no clubmates);
# 1 v 3, 2 v 5, 4 v 6 (|2−3| + 0 + |2−3| = 2, but 1 v 3 are clubmates);
# 1 v 4, 2 v 6, 3 v 5 (keeps 1 v 4). So with avoidance: 1 v 5, 2 v 4, 3 v 6.
UNITS = {1: "深圳", 2: "广州", 3: "深圳", 4: "深圳", 5: "东莞", 6: "佛山"}
CLUBBED = [P(q, club=UNITS[q]) for q in range(1, 7)]
KEPT_APART = {frozenset({1, 5}), frozenset({2, 4}), frozenset({3, 6})}
HALVES = {frozenset({1, 4}), frozenset({2, 5}), frozenset({3, 6})}


def test_clubmates_kept_apart_at_the_cost_of_the_halves():
    assert pairs(pair_round(CLUBBED, colours="none", avoid_clubs=True)) == KEPT_APART


def test_without_avoidance_the_club_is_not_read():
    assert pairs(pair_round(CLUBBED, colours="none")) == HALVES


def test_the_score_groups_come_first():
    # 1 and 2 (深圳) lead with 4 points, 3..6 have 0. Keeping them apart floats both leaders
    # (2 × 4² = 32 points²) instead of none: they meet, 3..6 pair their halves (3 v 5, 4 v 6).
    field = [P(1, 4, club="深圳"), P(2, 4, club="深圳")] + [P(q, 0) for q in range(3, 7)]
    got = pairs(pair_round(field, colours="none", avoid_clubs=True))
    assert got == {frozenset({1, 2}), frozenset({3, 5}), frozenset({4, 6})}


def test_the_colours_come_before_the_club():
    # Round 2, all on 1 point after two draws: 1 (red) v 4, 2 (red) v 3. Ranked 1, 3, 2, 4.
    # Left: {1 v 3, 2 v 4} or {1 v 2, 3 v 4}. 1 and 2 are due black (mild), 3 and 4 red:
    # 1 v 3 and 2 v 4 clash nowhere (c3 = 0); 1 v 2 and 3 v 4 clash twice (c3 = 1 + 1 = 2).
    # 1 and 3 are clubmates, and the halves favour 1 v 2, 3 v 4 (positions 0 v 2, 1 v 3: c2 =
    # 0 against 1 + 1): only the colours keep 1 v 3 — and they come first.
    field = [
        P(1, 1, met=[4], colours=[F], club="深圳"),
        P(3, 1, met=[2], colours=[S], club="深圳"),
        P(2, 1, met=[3], colours=[F]),
        P(4, 1, met=[1], colours=[S]),
    ]
    got = pair_round(field, colours="alternate", avoid_clubs=True)
    assert pairs(got) == {frozenset({1, 3}), frozenset({2, 4})}
    # each got his due colour: 3 red (first) against 1, 4 red against 2
    assert {(t.first, t.second) for t in got.tables} == {(3, 1), (4, 2)}


def test_clubmates_meet_when_nothing_else_is_possible():
    # 1 has met 3 and 4: the only pairing left is 1 v 2, 3 v 4, clubmates or not.
    field = [P(1, met=[3, 4], club="深圳"), P(2, club="深圳"), P(3, met=[1]), P(4, met=[1])]
    assert pairs(pair_round(field, colours="none", avoid_clubs=True)) == {
        frozenset({1, 2}),
        frozenset({3, 4}),
    }


def test_weights_without_clubs_are_unchanged_and_with_them_strict():
    # without avoidance the constants of the module docstring: n = 6, P = 3, D = 16, C3 = 3:
    # M2 = 3·3 + 1 = 10, M1 = 3·(6·10 + 3) + 1 = 190, M0 = 3·(16·190 + 60 + 3) + 1 = 9310
    plain = PairingWeights(6, 16, 3)
    assert (plain.m2, plain.m1, plain.m0, plain.m3, plain.m4) == (10, 190, 9310, 1, 0)
    # with it: M4 = 3·6 + 1 = 19, M3 = 3·(19 + 6) + 1 = 76, below c1: 3·76 + 19 + 6 = 253,
    # M1 = 3·253 + 1 = 760: one clash (76) outweighs three clubmate pairs and every c2 (3·19 +
    # 3·6 = 75), one clubmate pair (19) every c2 of a matching (3·6 = 18)
    clubs = PairingWeights(6, 16, 3, clubs=True)
    assert (clubs.m2, clubs.m4, clubs.m3, clubs.m1) == (1, 19, 76, 760)
    assert clubs.m3 > 3 * (clubs.m4 + 6 * clubs.m2) and clubs.m4 > 3 * 6


# --------------------------------------------------------------------------- the regulation


def _players(key):
    return [Player(q, 10_000 + q, None, {key: UNITS[q]}) for q in range(1, 7)]


@pytest.mark.parametrize("key", ["unit", "team", "family"])
def test_the_swiss_reads_the_regulations_field(key):
    # 「同单位不相遇」, 「同队棋手不对弈」 (军人律师象棋对抗赛): format.avoid_same names the sign-up
    # field (单位 / 队伍 / 家族)
    reg = with_avoidance(key)
    tables = SWISS.seat(reg, RoundField(1, _players(key), {}, None, seed=7))
    assert {frozenset(t) for t in tables} == KEPT_APART
    other = "team" if key != "team" else "unit"  # a field the regulation does not name
    tables = SWISS.seat(reg, RoundField(1, _players(other), {}, None, seed=7))
    assert {frozenset(t) for t in tables} == HALVES


def test_seed_regulation_does_not_avoid():
    reg = load_preset(GO)
    reg = reg.model_copy(
        update={"format": reg.format.model_copy(update={"per_division": False}), "divisions": []}
    )
    tables = SWISS.seat(reg, RoundField(1, _players("unit"), {}, None, seed=7))
    assert {frozenset(t) for t in tables} == HALVES


def _text(line: str) -> str:
    text = (PRESETS_DIR / f"{GO}.toml").read_text(encoding="utf-8")
    return text.replace('kind = "swiss"\n', f'kind = "swiss"\n{line}\n', 1)


def test_bad_value_is_refused_with_line_and_key():
    text = _text('avoid_same = "city"')
    with pytest.raises(RegulationError) as err:
        load_regulation(text, "test.toml")
    (issue,) = err.value.issues
    line = next(n for n, t in enumerate(text.splitlines(), 1) if t.startswith("avoid_same"))
    assert issue.path == "format.avoid_same" and issue.line == line
    assert "应为以下之一：unit、team、family" in err.value.message_cn()


def test_lint_points_out_a_field_the_signup_does_not_ask_for():
    reg = load_regulation(_text('avoid_same = "unit"'))
    (warning,) = [w for w in lint(reg) if w.code == "swiss_avoid_same"]
    assert warning.level == "warning"
    assert "报名不要求填写单位" in warning.message
    assert not [w for w in lint(with_avoidance("unit")) if w.code == "swiss_avoid_same"]


def test_the_summary_says_it():
    from engine.regulation.summary import summarize

    assert (
        dict(summarize(with_avoidance("unit")).lines)["编排"] == "同单位不相遇（无法回避时才相遇）"
    )
    assert "编排" not in dict(summarize(load_preset(GO)).lines)


def test_the_organisers_setting():
    from engine.regulation import SettingError, apply_setting

    reg = load_preset(GO)
    assert reg.format.avoid_same is None
    assert apply_setting(reg, "同单位回避", "家族").format.avoid_same == "family"
    assert apply_setting(reg, "同单位回避", "队伍").format.avoid_same == "team"
    on = apply_setting(reg, "同单位回避", "单位")
    assert on.format.avoid_same == "unit"
    assert apply_setting(on, "同单位回避", "关").format.avoid_same is None
    with pytest.raises(
        SettingError, match="应为 单位、队伍、家族 或 关。正确写法：/设置 同单位回避"
    ):
        apply_setting(reg, "同单位回避", "城市")
    with pytest.raises(SettingError, match="只有积分编排（瑞士制）的赛事可以设置同单位回避"):
        apply_setting(load_preset("round-robin"), "同单位回避", "单位")


def test_a_swiss_stage_keeps_clubmates_apart_too():
    # the swiss-knockout preset's Swiss stage (a SwissFormat with a name and an advance)
    text = (PRESETS_DIR / "swiss-knockout.toml").read_text(encoding="utf-8")
    assert "rounds = 7 " in text
    text = text.replace("rounds = 7 ", 'avoid_same = "unit"\nrounds = 7 ', 1)
    reg = load_regulation(text, "clubs.toml")
    swiss = formats.FORMATS["stages"].for_round(reg, 1)
    tables = swiss.seat(reg, RoundField(1, _players("unit"), {}, None, seed=7))
    assert {frozenset(t) for t in tables} == KEPT_APART


# ------------------------------------------------------- avoidance in the first rounds only
# 「首轮编排同代表队棋手回避配对，其余各轮均不回避。」 (昆明市西山区“迎春杯”, in
# tests/regulations_text/kunming_xishan_yingchun_cup_2020.txt): avoid_same = "team",
# avoid_same_rounds = 1


def first_round_only(rounds=1, tiebreaks=None):
    reg = with_avoidance("team")
    update = {"avoid_same_rounds": rounds}
    if tiebreaks is not None:
        update["tiebreaks"] = tiebreaks
    return reg.model_copy(update={"format": reg.format.model_copy(update=update)})


def test_first_round_only_keeps_teammates_apart_in_round_1():
    # round 1 of the six above: as with avoidance in every round, 1 v 5, 2 v 4, 3 v 6
    tables = SWISS.seat(first_round_only(), RoundField(1, _players("team"), {}, None, seed=7))
    assert {frozenset(t) for t in tables} == KEPT_APART


def _round_2(reg):
    # Eight players, 1 and 3 of one team (深圳), the others each their own. Round 1 was 1 v 5,
    # 2 v 6, 3 v 7, 4 v 8, the first seat winning: 1, 2, 3, 4 on 1 point, 5..8 on 0. With the
    # tiebreaks ["points"] alone the equal rows are listed by seq: round 2 ranks 1, 2, 3, 4 in
    # the top group (h = 2: the halves 1 v 3, 2 v 4, c2 = 0) and 5, 6, 7, 8 below (5 v 7,
    # 6 v 8). Kept apart, 1 v 3 is replaced by a pairing of c2 = 2 (1 v 2, 3 v 4 or 1 v 4,
    # 2 v 3).
    from engine.formats import Facts, PlayerFacts, TableFacts

    teams = {1: "深圳", 3: "深圳", 2: "广州", 4: "东莞", 5: "佛山", 6: "珠海", 7: "中山", 8: "惠州"}
    players = [Player(q, 10_000 + q, None, {"team": teams[q]}) for q in range(1, 9)]
    first = [[1, 5], [2, 6], [3, 7], [4, 8]]
    won = SWISS.results.parse_result(reg, "胜", 2)
    facts = Facts(
        {p.seq: PlayerFacts(p.seq, name=f"棋手{p.seq}", fields=p.fields) for p in players},
        [
            TableFacts(1, tuple(t), won, tuple(map(tuple, SWISS.results.points(reg, won, 2))))
            for t in first
        ],
    )
    table = SWISS.standings(reg, facts, 1)
    tables = SWISS.seat(reg, RoundField(2, players, {1: first}, table, seed=7))
    return {frozenset(t) for t in tables}


def test_first_round_only_lets_teammates_meet_from_round_2():
    got = _round_2(first_round_only(tiebreaks=["points"]))
    assert got == {frozenset(p) for p in ([1, 3], [2, 4], [5, 7], [6, 8])}
    # avoided in every round (avoid_same_rounds = 2 takes round 2 in), 1 and 3 do not meet
    kept = _round_2(first_round_only(rounds=2, tiebreaks=["points"]))
    assert frozenset({1, 3}) not in kept
    assert {frozenset({5, 7}), frozenset({6, 8})} <= kept


def test_the_rounds_need_the_avoidance_and_fit_the_format():
    with pytest.raises(RegulationError, match="avoid_same_rounds 须与 avoid_same 一起写"):
        load_regulation(_text("avoid_same_rounds = 1"))
    with pytest.raises(RegulationError, match="avoid_same_rounds = 9 超过轮数 rounds = 8"):
        load_regulation(_text('avoid_same = "team"\navoid_same_rounds = 9'))


def test_the_summary_says_which_rounds():
    from engine.regulation.summary import summarize

    assert dict(summarize(first_round_only()).lines)["编排"] == "首轮同队不相遇（无法回避时才相遇）"
    assert (
        dict(summarize(first_round_only(rounds=3)).lines)["编排"]
        == "前3轮同队不相遇（无法回避时才相遇）"
    )


def test_the_organisers_setting_with_its_rounds():
    from engine.regulation import SettingError, apply_setting

    reg = load_preset(GO)  # 8 rounds
    # 「首轮编排同代表队棋手回避配对」: 队伍 首轮 is team, round 1 only
    first = apply_setting(reg, "同单位回避", "队伍 首轮")
    assert (first.format.avoid_same, first.format.avoid_same_rounds) == ("team", 1)
    three = apply_setting(reg, "同单位回避", "单位 前3轮")
    assert (three.format.avoid_same, three.format.avoid_same_rounds) == ("unit", 3)
    # the field alone: every round again; 关: neither
    every = apply_setting(first, "同单位回避", "队伍")
    assert (every.format.avoid_same, every.format.avoid_same_rounds) == ("team", None)
    off = apply_setting(first, "同单位回避", "关")
    assert (off.format.avoid_same, off.format.avoid_same_rounds) == (None, None)
    with pytest.raises(SettingError, match="回避的轮次应为 首轮 或 前N轮") as caught:
        apply_setting(reg, "同单位回避", "队伍 第二轮")
    assert "正确写法：/设置 同单位回避 单位" in str(caught.value)
    with pytest.raises(SettingError, match="avoid_same_rounds = 9 超过轮数 rounds = 8"):
        apply_setting(reg, "同单位回避", "队伍 前9轮")
