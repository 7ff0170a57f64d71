"""The knockout on its own through its format (engine/formats/knockout.py) and the chess game,
worked by hand.

The field: seqs 1..n rated 2000 − 10 × seq, so the rating seeds are 1, 2, 3, 4 in that order.
Every tie is won by the lower seq: a tie string is written from the table's first seat, so the
helper below writes the round's example tie from the winner's side and flips it when the winner
sits second. A bracket of 16 then goes (seeds 1–4 in different quarters, so the top four seqs
reach the semi-finals): 16进8, 8进4 → 1, 2, 3, 4; 半决赛 1 beats 4, 2 beats 3; 决赛 1 beats 2.
"""

from fractions import Fraction

import pytest

from engine import formats
from engine.formats import Facts, FormatError, Player, PlayerFacts, RoundField, TableFacts
from engine.formats.knockout import KnockoutStandings, tie_winner
from engine.knockout.bracket import KnockoutProgress, KnockoutRound, KnockoutTie
from engine.knockout.rounds import exit_ranks, still_playing
from engine.regulation import Regulation, apply_setting, lint, load_preset

KO = formats.FORMATS["knockout"]
REG = load_preset("knockout")
FLIP = str.maketrans("胜负", "负胜")


def regulation(**fmt) -> Regulation:
    data = REG.model_dump(mode="json")
    data["format"] = {**data["format"], **fmt}
    return Regulation.model_validate(data)


def field(n: int) -> list[Player]:
    return [Player(q, 10_000 + q, None, {"rating": str(2000 - 10 * q)}) for q in range(1, n + 1)]


def play(reg, n: int, rounds: int | None = None, seed: int = 11):
    """Seat and play every round (or the first ``rounds``), the lower seq winning each tie;
    returns the standings after each round and the tables of each."""
    players, history, closed, standings = field(n), {}, [], None
    after, seated = [], []
    for number in range(1, (rounds or reg.format.planned_rounds) + 1):
        fmt = KO.for_round(reg, number)
        tables = fmt.seat(reg, RoundField(number, players, history, standings, seed=seed))
        history[number] = tables
        seated.append(tables)
        for seats in tables:
            if len(seats) == 1:
                value = fmt.results.seated_result(reg, 1)
            else:
                text = fmt.words.result_example(reg)
                value = fmt.results.parse_result(
                    reg, text if seats[0] < seats[1] else text.translate(FLIP), 2
                )
            points = tuple(map(tuple, fmt.results.points(reg, value, len(seats))))
            closed.append(TableFacts(number, tuple(seats), value, points))
        players_facts = {p.seq: PlayerFacts(p.seq, name=f"棋手{p.seq}") for p in players}
        standings = KO.standings(reg, Facts(players_facts, list(closed), seed=seed), number)
        after.append(standings)
    return after, seated


def ranks(standings) -> list[tuple[int, int]]:
    return [(r.rank, r.seq) for r in standings.rows]


def test_ranks_are_shared_by_the_round_of_exit():
    after, seated = play(REG, 16)
    r1, r2, sf, final = after
    # after 16进8: eight still in rank 1; the eight beaten rank 16/2 + 1 = 9
    assert sorted(r for r, _ in ranks(r1)) == [1] * 8 + [9] * 8
    # still in first, in bracket line order; the rank-9 rows after them
    assert [r.status for r in r1.rows[:8]] == ["active"] * 8
    assert [r.status for r in r1.rows[8:]] == ["eliminated"] * 8
    # after 8进4: 1, 2, 3, 4 rank 1 (seed 1 at the top of the line, then seed 4's quarter,
    # seed 2's, seed 3's), the quarter-final losers 5
    assert ranks(r2)[:4] == [(1, 1), (1, 4), (1, 2), (1, 3)]
    assert sorted(r for r, _ in ranks(r2)) == [1] * 4 + [5] * 4 + [9] * 8
    # after the semi-finals: 1 and 2 in the final, the semi-final losers 3 and 4 both rank 3
    # (no third-place tie in the preset), eliminated
    assert ranks(sf)[:4] == [(1, 1), (1, 2), (3, 4), (3, 3)]
    assert sf.advancing == [1, 2]
    # after the final: the champion 1, the runner-up 2, then 3, 3, 5 ×4, 9 ×8
    assert [r for r, _ in ranks(final)] == [1, 2, 3, 3] + [5] * 4 + [9] * 8
    assert ranks(final)[:2] == [(1, 1), (2, 2)]
    assert final.rows[0].explanation == "冠军"
    assert final.rows[1].explanation == "亚军（决赛负于1号）"
    assert final.advancing == [] and final.progress.finished
    assert [r.status for r in final.rows] == ["active"] + ["eliminated"] * 15
    # the final played four games (games_by_round 决赛 = 4)
    assert [len(t) for t in seated[3]] == [2] and len(final.ties) == 8 + 4 + 2 + 1


def test_a_third_place_tie_separates_3_and_4():
    reg = regulation(third_place=True)
    after, seated = play(reg, 16)
    sf, final = after[2], after[3]
    # after the semi-finals the losers rank 3 and still play (the third-place tie)
    assert ranks(sf)[2:4] == [(3, 4), (3, 3)]
    assert [r.status for r in sf.rows[2:4]] == ["active", "active"]
    assert "进入三四名决赛" in sf.rows[2].explanation
    # the final's round: the final first, then the third-place tie of 3 and 4 (3 wins)
    assert [set(t) for t in seated[3]] == [{1, 2}, {3, 4}]
    assert [r for r, _ in ranks(final)][:4] == [1, 2, 3, 4]
    assert ranks(final)[2:4] == [(3, 3), (4, 4)]
    assert final.rows[2].explanation == "季军（三四名决赛胜4号）"


def test_twelve_players_byes_to_the_four_seeds():
    after, seated = play(REG, 12, rounds=1)
    # seed 1 at position 1, seed 4 at 5, seed 2 at 9, seed 3 at 13, each facing a bye: one-seat
    # tables in line order, the four ties of the other eight between them
    assert [t for t in seated[0] if len(t) == 1] == [[1], [4], [2], [3]]
    assert [len(t) for t in seated[0]] == [1, 2, 1, 2, 1, 2, 1, 2]
    assert KO.results.result_text(KO.results.seated_result(REG, 1)) == "轮空"
    # the four beaten in round 1 rank 9 (positions 9–12 of 12); a bye's round is not played
    r1 = after[0]
    assert sorted(r for r, _ in ranks(r1)) == [1] * 8 + [9] * 4
    assert next(r for r in r1.rows if r.seq == 1).round_scores == [None]


def test_exit_ranks_of_a_hand_made_progress():
    # a bracket of 4: semi-finals 1–4 (1 wins) and 2–3 (3 wins); the final 1–3 not yet played
    semis = KnockoutRound(
        1, "半决赛", 4, (KnockoutTie(1, 0, (1, 4)), KnockoutTie(1, 1, (2, 3))), (), {0: 1, 1: 3}
    )
    final = KnockoutRound(2, "决赛", 2, (KnockoutTie(2, 0, (1, 3)),), (), {0: None})
    progress = KnockoutProgress((semis, final), final, {1: 2, 2: 4, 3: 2, 4: 4}, {}, False)
    assert exit_ranks(progress) == {1: 1, 3: 1, 4: 3, 2: 3}
    assert still_playing(progress) == {1, 3}


def test_entries_that_do_not_decide_the_tie_are_refused_with_what_is_missing():
    first, last = KO.for_round(REG, 1), KO.for_round(REG, 4)
    assert (
        first.words.result_example(REG) == "胜负胜" and last.words.result_example(REG) == "胜和负胜"
    )
    with pytest.raises(FormatError, match="常规局 1:1 战平，须下加赛局"):
        first.results.parse_result(REG, "胜负", 2)
    with pytest.raises(FormatError, match="还要下完 4 盘常规局（已下 3 盘）.*例如 胜和负胜"):
        last.results.parse_result(REG, "胜负胜", 2)
    with pytest.raises(FormatError, match="轮空"):
        first.results.parse_result(REG, "胜胜", 1)
    # rounds of one length share their rules (one stage for pair_on_close), the final differs
    assert KO.for_round(REG, 1) is KO.for_round(REG, 3) and last is not first
    # no cutoff result: an undecided tie is refused at /结束本轮
    with pytest.raises(FormatError, match="还没分出胜负"):
        first.results.close_unplayed(REG, first.results.empty_result(REG, 2))


def test_chess_points_and_words():
    # chess: 1 / ½ / 0 a game (the preset writes them; the game's defaults are the same)
    final = KO.for_round(REG, 4)
    value = final.results.parse_result(REG, "胜和负胜", 2)
    assert KO.results.points(REG, value, 2) == [
        [1, Fraction(1, 2), 0, 1],
        [0, Fraction(1, 2), 1, 0],
    ]
    data = REG.model_dump(mode="json")
    data["scoring"] = {}
    bare = Regulation.model_validate(data)
    assert KO.results.points(bare, value, 2) == KO.results.points(REG, value, 2)
    assert KO.words.first_seat_word(REG) == "白方"
    assert "每桌先列者第1局为白方" in KO.for_round(REG, 1).words.report_hint(REG)


def test_the_round_robin_plays_chess_too():
    rr = formats.FORMATS["round_robin"]
    data = load_preset("round-robin").model_dump(mode="json")
    data["game"] = "chess"
    data["scoring"] = {}
    chess = Regulation.model_validate(data)
    won = rr.results.parse_result(chess, "胜", 2)
    drawn = rr.results.parse_result(chess, "和", 2)
    # chess's defaults: a win 1, a draw ½, a loss 0 (the xiangqi preset writes 2 / 1 / 0)
    assert rr.results.points(chess, won, 2) == [[1], [0]]
    assert rr.results.points(chess, drawn, 2) == [[Fraction(1, 2)], [Fraction(1, 2)]]
    assert rr.words.first_seat_word(chess) == "白方"
    assert rr.words.report_hint(chess).startswith("结果由白方一方报")
    xiangqi = load_preset("round-robin")
    assert (
        rr.results.points(xiangqi, won, 2) == [[2], [0]]
        and rr.words.first_seat_word(xiangqi) == "先手"
    )


def test_seating_needs_a_field_that_fills_more_than_half_the_bracket():
    def refusal(n: int):
        return KO.seating_refusal(REG, RoundField(1, field(n), {}, None))

    assert refusal(16) is None and refusal(9) is None
    assert "只有 8 名选手" in refusal(8) and "/设置 签数 8" in refusal(8)
    assert "超过 16 签" in refusal(17) and "/设置 签数 32" in refusal(17)
    with pytest.raises(FormatError, match="超过 16 签"):
        KO.seat(REG, RoundField(1, field(17), {}, None))


def test_the_bracket_settings_are_fixed_once_drawn():
    assert KO.setting_refusal(REG, "签数", 0) is None
    assert "不能再改" in KO.setting_refusal(REG, "签数", 1)
    assert "不能再改" in KO.setting_refusal(REG, "种子数", 2)
    assert KO.setting_refusal(REG, "三四名", 3) is None
    assert "决赛轮已经编排" in KO.setting_refusal(REG, "三四名", 4)
    # /设置 签数 8: three rounds named 8进4, 半决赛, 决赛; the capacity follows
    smaller = apply_setting(REG, "签数", "8")
    assert [s.label for s in smaller.schedule.rounds] == ["8进4", "半决赛", "决赛"]
    assert smaller.signup.capacity == 8 and smaller.format.planned_rounds == 3


def test_the_json_bracket_and_picture():
    after, _ = play(REG, 12)
    final = after[-1]
    assert isinstance(final, KnockoutStandings)
    tree = KO.bracket(REG, final)
    assert tree["seat_labels"] == ["白方", "黑方"]
    assert [s["name"] for s in tree["stages"]] == ["16进8", "8进4", "半决赛", "决赛"]
    assert tree["notes"] == ["16 签，按等级分定 4 名种子，其余抽签（种子随机数 11）。"]
    extra = KO.extra_standings(REG, final)["knockout"]
    assert extra["size"] == 16 and extra["mode"] == "seeded" and extra["finished"]
    lines = KO.words.standings_notes(REG, final)
    assert lines[0] == "淘汰赛对阵（16 签，按等级分定 4 名种子，其余抽签，种子随机数 11）："


def test_a_bracket_of_the_wrong_size_is_refused_in_the_schema():
    with pytest.raises(ValueError, match="签数 size 应为 2 的幂"):
        regulation(size=12)
    tie = REG.model_dump(mode="json")["format"]["tie"]
    with pytest.raises(ValueError, match="「四分之一决赛」不是 16 签的轮次；可写：16进8、8进4"):
        regulation(tie={**tie, "games_by_round": {"四分之一决赛": 4}})


def test_the_preset_lints_clean_and_the_lint_names_a_bracket_that_cannot_hold_the_field():
    assert lint(REG) == []
    data = REG.model_dump(mode="json")
    data["signup"] = {**data["signup"], "capacity": 20, "fields": []}
    warnings = {w.code: w.message for w in lint(Regulation.model_validate(data))}
    assert warnings["knockout_capacity"].startswith("人数上限 20 超过 16 签")
    assert warnings["knockout_seeding"].startswith("按等级分定 4 名种子，但报名不要求填写等级分")


def test_a_final_of_six_games():
    tie = REG.model_dump(mode="json")["format"]["tie"]
    reg = regulation(tie={**tie, "games_by_round": {"决赛": 6}})
    final = KO.for_round(reg, 4)
    # the usage example: 胜和负胜负胜 = 1 + ½ + 0 + 1 + 0 + 1 = 3½ : 2½ after six
    assert final.words.result_example(reg) == "胜和负胜负胜"
    assert (
        final.results.result_text(final.results.parse_result(reg, "胜和负胜负胜", 2))
        == "胜和负胜负胜"
    )
    # 胜胜胜胜 = 4 : 0 with two left: clinched at game 4; the 5th is refused
    assert final.results.parse_result(reg, "胜胜胜胜", 2).games == ("胜",) * 4
    with pytest.raises(FormatError, match="^第5局多余：第4局已分出胜负"):
        final.results.parse_result(reg, "胜胜胜胜和", 2)
    with pytest.raises(FormatError, match="还要下完 6 盘常规局（已下 4 盘）"):
        final.results.parse_result(reg, "胜和负胜", 2)
    assert "本轮为决赛，每场 6 局" in final.words.round_note(reg, 4, [[1, 2]], 0)


def test_a_rapid_mini_match_then_armageddon_as_a_regulation_writes_it():
    tie = REG.model_dump(mode="json")["format"]["tie"]
    reg = regulation(tie={**tie, "playoffs": [2], "decider_draw": "black_wins"})
    first = KO.for_round(reg, 1)
    assert (
        "战平则加赛 2 局，再平则加赛一局，和棋判执黑方胜（加赛用时：快棋 每方10分钟，每步加5秒）"
        in first.words.report_hint(reg)
    )
    assert first.words.result_example(reg) == "胜负胜和"  # 1:1, then the mini-match 1½:½
    # 胜负 1:1, 和和 ½:½, game 5 drawn: colours alternate from the first seat (白方 in game 1),
    # so he has white in game 5 and black — the second seat — goes through
    value = first.results.parse_result(reg, "胜负和和和", 2)
    assert value.games == tuple("胜负和和和")
    assert tie_winner(first.rules(reg), value) == 1
