"""Seed 004 九: the prize pool — 10,000 basic, 30,000 floating base a team, the winner takes 50% of
the loser's current base after each bout, ≤ 7,000 at the end → +7,000, streamers +2,000 each.
Numbers worked by hand below; exact (Fraction) throughout."""

import random
from fractions import Fraction as F

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.arena.bout import parse_games
from engine.arena.ladder import (
    MatchResult,
    PlayedBout,
    TeamLineup,
    check_match,
    finished_bouts,
    ladder_state,
    next_bout,
    random_match,
)
from engine.arena.pool import (
    NamedAward,
    PoolRules,
    after_bout,
    base_history,
    encouragement_due,
    initial_bases,
    money_text,
    team_prizes,
    yuan_text,
)

TEAMS = ("四川", "重庆")
A = TeamLineup("四川", (1, 2, 3, 4, 5, 6, 7))
B = TeamLineup("重庆", (11, 12, 13, 14, 15, 16, 17))


def test_rules_from_the_preset():
    from engine.regulation import load_preset

    assert PoolRules.of(load_preset("chuanyu-xiangqi-arena-2021").format.pool) == PoolRules()


def test_a_sweep_by_one_player_triggers_the_encouragement():
    # 四川's No. 6 wins all 7 bouts: 重庆's base halves 7 times
    # 30000 → 15000 → 7500 → 3750 → 1875 → 937.5 → 468.75 → 234.375
    history = base_history([0] * 7)
    assert [b[1] for b in history] == [
        30000,
        15000,
        7500,
        3750,
        1875,
        F(1875, 2),
        F(1875, 4),
        F(1875, 8),
    ]
    # 四川: 30000 + 15000 + 7500 + 3750 + 1875 + 937.5 + 468.75 + 234.375 = 59765.625
    assert history[-1][0] == F(59765625, 1000)
    sc, cq = team_prizes(TEAMS, [0] * 7, finished=True)
    # 四川 10000 + 59765.625 = 69765.625; 重庆 10000 + 234.375 + 7000 (base ≤ 7000) = 17234.375
    assert (sc.encouragement, sc.total) == (0, F(69765625, 1000))
    assert (cq.encouragement, cq.total) == (7000, F(17234375, 1000))
    # 80,000 announced + the 7,000 encouragement
    assert sc.total + cq.total == 87000
    assert (money_text(cq.base), yuan_text(cq.base), yuan_text(cq.total)) == (
        "234.375",
        "234.375 元",
        "17234.375 元",
    )


def test_a_long_see_saw_of_13_bouts():
    # every challenger wins: 重庆, 四川, 重庆, … 重庆 (13 bouts); after each bout (四川, 重庆):
    winners = [1, 0] * 6 + [1]
    assert base_history(winners) == [
        (30000, 30000),
        (15000, 45000),  # 重庆 takes 30000/2
        (37500, 22500),  # 四川 takes 45000/2
        (18750, 41250),  # 重庆 takes 37500/2
        (39375, 20625),  # 四川 takes 41250/2
        (F("19687.5"), F("40312.5")),  # 重庆 takes 19687.5
        (F("39843.75"), F("20156.25")),  # 四川 takes 20156.25
        (F("19921.875"), F("40078.125")),  # 重庆 takes 19921.875
        (F("39960.9375"), F("20039.0625")),  # 四川 takes 20039.0625
        (F("19980.46875"), F("40019.53125")),
        (F("39990.234375"), F("20009.765625")),
        (F("19995.1171875"), F("40004.8828125")),
        (F("39997.55859375"), F("20002.44140625")),
        (F("19998.779296875"), F("40001.220703125")),
    ]
    sc, cq = team_prizes(TEAMS, winners, finished=True)
    # nobody ends ≤ 7000: no encouragement; the totals are the 80,000 announced
    assert (sc.encouragement, cq.encouragement) == (0, 0)
    assert (sc.total, cq.total) == (F("29998.779296875"), F("50001.220703125"))
    assert sc.total + cq.total == 80000


def test_the_encouragement_threshold_includes_7000():
    assert encouragement_due(F(7000)) == 7000
    assert encouragement_due(F("7000.01")) == 0
    # a base of 28,000 lost twice is exactly 7,000 → encouraged; 28,001 → 7,000.25 → not
    rules = PoolRules(floating_base=F(28000))
    assert base_history([0, 0], rules)[-1][1] == 7000
    assert team_prizes(TEAMS, [0, 0], True, rules)[1].encouragement == 7000
    rules = PoolRules(floating_base=F(28001))
    assert team_prizes(TEAMS, [0, 0], True, rules)[1].encouragement == 0
    # only once the match is over
    assert team_prizes(TEAMS, [0] * 6, finished=False)[1].encouragement == 0
    assert team_prizes(TEAMS, [0] * 6, finished=False)[1].total is None


def test_streamers_and_the_sportsmanship_award():
    award = NamedAward("体育道德风尚奖", team="重庆", seq=14)
    sc, cq = team_prizes(TEAMS, [0] * 7, True, streamers={"四川": [3, 5, 3]}, awards=[award])
    # 四川 two streamers (#3 once, however often marked): 69765.625 + 2 × 2000 = 73765.625
    assert (sc.streamers, sc.streamer_bonus, sc.total) == ((3, 5), 4000, F("73765.625"))
    # the award is named, with no money in the regulation: 重庆 still 17234.375
    assert (cq.awards, cq.total) == ((award,), F("17234.375"))
    priced = NamedAward("体育道德风尚奖", team="重庆", amount=F(500))
    assert team_prizes(TEAMS, [0] * 7, True, awards=[priced])[1].total == F("17734.375")


def test_a_six_six_bout_resolved_in_extra_games_through_ladder_and_pool():
    # bout 1 [1, 11]: 胜负胜负胜负 = 6:6, extra 负和负 = 0:2, 1:3, 1:5 → the challenger (#11)
    # leads by 4
    state = parse_games("胜负胜负胜负负和负", finished=True)
    assert (state.winner, state.decided_at, (state.score)) == (1, 9, (7, 11))
    played = [PlayedBout(1, 11, state.games)]
    # 重庆's No. 6 then beats 四川's 5 … 擂主 with 胜胜胜胜
    for challenger in range(2, 8):
        played.append(PlayedBout(11, challenger, ("胜",) * 4))
    assert check_match((A, B), played, finished=True) == []
    ladder = ladder_state((A, B), finished_bouts(played))
    assert ladder.result == MatchResult(1, 0, 7, 11, (0, 7))
    assert ladder.winner_teams == (1,) * 7
    sc, cq = team_prizes(TEAMS, ladder.winner_teams, finished=True)
    assert (sc.total, cq.total) == (F("17234.375"), F("69765.625"))


def test_yuan_text():
    assert [yuan_text(F(x)) for x in ("15000", "937.5", "468.75", "234.375", "0.1")] == [
        "15000 元",
        "937.50 元",
        "468.75 元",
        "234.375 元",
        "0.10 元",
    ]


@settings(max_examples=200, deadline=None)
@given(
    winners=st.lists(st.integers(0, 1), max_size=40),
    transfer=st.sampled_from([F(1, 2), F(1, 3), F(1), F(0)]),
)
def test_the_pool_is_conserved_at_every_step(winners, transfer):
    rules = PoolRules(transfer=transfer)
    bases = initial_bases(rules)
    for team in winners:
        new = after_bout(bases, team, rules)
        assert sum(new) == 2 * rules.floating_base
        assert new[team] >= bases[team] and new[1 - team] <= bases[1 - team]
        assert min(new) >= 0
        bases = new


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_generated_matches_conserve_the_pool_and_pay_the_announced_total(seed):
    lineups, played, result = random_match(random.Random(seed))
    ladder = ladder_state(lineups, finished_bouts(played))
    assert 7 <= len(ladder.winner_teams) <= 13
    for bases in base_history(ladder.winner_teams):
        assert sum(bases) == 60000
    sc, cq = team_prizes(TEAMS, ladder.winner_teams, finished=True)
    # 80,000 announced (九(一)), plus 7,000 where a base ended ≤ 7,000 (at most one team:
    # the bases sum to 60,000)
    assert sc.total + cq.total == 80000 + sc.encouragement + cq.encouragement
    assert sc.encouragement + cq.encouragement in (0, 7000)
    # the ladder and the generator agree on the result
    assert next_bout(lineups, finished_bouts(played)) == result
