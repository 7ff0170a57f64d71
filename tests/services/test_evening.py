"""Seed 000 as organisers meet it on a real evening (issue 10): the accidents, worked by hand.

Field as in test_fourplayer_flow: R1 seats [5, 2, 8, 3] at table 1 and [7, 1, 6, 4] at
table 2 (ascending QQ prefix, 000 §六 注). Points per game (000 §八.13): win 7, draw 3,
loss 1; a forfeiting player 0 a game, each other player at the table 5 (§六.1).
"""

from datetime import timedelta

import pytest

from engine.formats.four_player import DisconnectWords
from engine.numbers import Ident, Written
from engine.regulation import read_setting
from engine.vocabulary import LedgerKind
from services import audit, closing, disputes, ledger, play, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal
from services.disputes import RulingArgs, Verdict
from services.ledger import LedgerArgs
from services.referee import FormatArgs, GameNamed

from .test_fourplayer_flow import (
    GROUP,
    ORG,
    R1,
    T0,
    Everyone,
    play_round_one,
    player,
    set_cut,
    setup_field,
)

ARB = Actor("30002", GROUP)
SHOT = "https://example.invalid/replay.png"


async def add_arbitrator() -> None:
    await tournaments.add_role(ORG, "arbitrator", ARB.user_id)


# ------------------------------------------------------------------------- an entry lifts a forfeit


async def test_an_entered_result_replaces_the_forfeits_of_its_table(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await play.forfeit(ORG, PlayerRef.seq(4), None, R1)
    assert (await views.round_tables(1, 1))["tables"][1]["points"] == {
        "7": "15",
        "1": "15",
        "6": "15",
        "4": "0",
    }
    # the referee's entry is the truth of the table: 和和和 = 3 a game, 9 each (not 15/15/15/0)
    out = await play.enter_result(ORG, "2", "和和和", R1)
    assert "和和和" in out.text and "【粤】选手32 9" in out.text
    table = (await views.round_tables(1, 1))["tables"][1]
    assert table["result"] == "和和和" and table["points"] == {
        "7": "9",
        "1": "9",
        "6": "9",
        "4": "9",
    }


async def test_an_entry_marking_the_forfeited_game_keeps_it(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    with pytest.raises(Refusal, match="第1局没有记录弃权"):
        await play.enter_result(ORG, "2", "弃和和", R1)
    await play.forfeit(ORG, PlayerRef.seq(4), GameNamed(1, "第1局"), R1)
    # 弃和和: game 1 stays forfeited by 4 (4: 0, the others 5); games 2-3 draws, 3 each:
    # 7, 1, 6 = 5 + 3 + 3 = 11; 4 = 0 + 3 + 3 = 6
    out = await play.enter_result(ORG, "2", "弃和和", R1)
    assert "弃和和" in out.text
    table = (await views.round_tables(1, 1))["tables"][1]
    assert table["result"] == "弃和和" and table["points"] == {
        "7": "11",
        "1": "11",
        "6": "11",
        "4": "6",
    }
    # a round forfeit kept by writing 弃权: 15/15/15/0
    await play.forfeit(ORG, PlayerRef.seq(4), None, R1)
    await play.enter_result(ORG, "2", "弃权", R1)
    assert (await views.round_tables(1, 1))["tables"][1]["points"] == {
        "7": "15",
        "1": "15",
        "6": "15",
        "4": "0",
    }


async def test_a_ruling_replaces_a_forfeit_too(clean_db):
    await setup_field()
    await add_arbitrator()
    await play.seat_next_round(ORG, R1)
    await play.forfeit(ORG, PlayerRef.seq(4), None, R1)
    await disputes.file_dispute(player(4), "我到场了，是掉线", [SHOT], R1)
    # in the group: announced once, as the reply (no group notice repeating it)
    ruled = await disputes.rule(
        ARB, RulingArgs(Written(1, "1"), Verdict.CHANGE, Written(2, "2"), "胜和负"), R1
    )
    assert "改判为 胜和负" in ruled.text
    assert not [n for n in ruled.notices if n.kind == "group"]
    # 胜和负 at [7, 1, 6, 4]: g1 7+1 beat 6+4 (7,7,1,1); g2 7+6 v 1+4 draw;
    # g3 7+4 lose to 1+6 (1,7,7,1)
    # 7 = 7+3+1 = 11, 1 = 7+3+7 = 17, 6 = 1+3+7 = 11, 4 = 1+3+1 = 5
    table = (await views.round_tables(1, 1))["tables"][1]
    assert table["points"] == {"7": "11", "1": "17", "6": "11", "4": "5"}
    # made privately, the ruling is posted in the group
    await disputes.file_dispute(player(5), "第2局有误", [SHOT], R1)
    private = await disputes.rule(
        Actor(ARB.user_id, None), RulingArgs(Written(2, "2"), Verdict.UPHOLD), R1
    )
    assert [n.kind for n in private.notices] == ["group"]


# --------------------------------------------------------------------------- absences


async def test_a_tablemate_reports_an_absence_confirmed_like_any_report(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    with pytest.raises(Refusal, match="不在你这一桌"):
        await play.report_result(player(7), "", R1, absent_player=PlayerRef.seq(5))
    out = await play.report_result(player(7), "", R1, absent_player=PlayerRef.seq(4))
    assert "缺席 序号4" in out.text and "/确认" in out.text
    assert (await views.round_tables(1, 1))["tables"][1]["result"] is None  # not before confirmed
    confirmed = await play.confirm_report(player(1), True, R1)
    assert "已确认" in confirmed.text
    # 4 forfeits the round: 0 a game; 7, 1, 6 get 5 a game = 15 (000 §六.1)
    table = (await views.round_tables(1, 1))["tables"][1]
    assert table["result"] == "弃权" and table["points"] == {
        "7": "15",
        "1": "15",
        "6": "15",
        "4": "0",
    }


# --------------------------------------------------------------------------- sponsors in round 1


async def test_sponsors_go_first_on_equal_round_one_scores(clean_db):
    await setup_field()
    await ledger.mark_sponsor(ORG, PlayerRef.seq(8))
    await play_round_one()
    # R1 scores (see test_round_one): 1, 6, 7: 15; 5, 8: 11; 3: 9; 2: 7; 4: 0.
    # §六.3 in every round: 8 (sponsor) before 5 on the equal 11, despite sign-up number 5 < 8
    st = await views.standings(1)
    assert [r["seq"] for r in st["rows"]] == [1, 6, 7, 8, 5, 3, 2, 4]
    assert st["rows"][4]["explanation"] == "本轮成绩相同，赞助者优先"


# --------------------------------------------------------------------------- penalties


async def test_catalogue_caps_hold_whatever_the_wording(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    # `说棋 第3局` is 说棋: 5 each, at most 10 a round (§八.3)
    out = await ledger.adjust(
        ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("说棋 第1局", game=1), R1
    )
    assert "扣分 -5" in out.text
    await ledger.adjust(
        ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("说棋 第3局", game=3), R1
    )
    with pytest.raises(Refusal, match="最多扣 10 分，该选手已扣 10 分"):
        await ledger.adjust(
            ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("说棋 第2局", game=2), R1
        )
    # an amount over what remains is refused with what remains: 6 taken, 4 left
    await ledger.adjust(
        ORG,
        LedgerKind.PENALTY,
        PlayerRef.seq(3),
        LedgerArgs("说棋 第1局", Written(6, "6"), game=1),
        R1,
    )
    with pytest.raises(Refusal, match="最多还能扣 4 分"):
        await ledger.adjust(
            ORG, LedgerKind.PENALTY, PlayerRef.seq(3), LedgerArgs("说棋 第2局", game=2), R1
        )
    await ledger.adjust(
        ORG,
        LedgerKind.PENALTY,
        PlayerRef.seq(3),
        LedgerArgs("说棋 第2局", Written(4, "4"), game=2),
        R1,
    )
    # 读秒 (§八.9): two warnings first, whatever follows the name
    with pytest.raises(Refusal, match="须先警告 2 次"):
        await ledger.adjust(
            ORG,
            LedgerKind.PENALTY,
            PlayerRef.seq(1),
            LedgerArgs("读秒 第2局", Written(3, "3"), game=2),
            R1,
        )
    await ledger.adjust(
        ORG, LedgerKind.WARNING, PlayerRef.seq(1), LedgerArgs("读秒 第1局", game=1), R1
    )
    await ledger.adjust(
        ORG, LedgerKind.WARNING, PlayerRef.seq(1), LedgerArgs("读秒 第2局", game=2), R1
    )
    out = await ledger.adjust(
        ORG,
        LedgerKind.PENALTY,
        PlayerRef.seq(1),
        LedgerArgs("读秒 第2局", Written(3, "3"), game=2),
        R1,
    )
    assert "扣分 -3" in out.text
    await closing.close_round(ORG, R1, confirm=True)
    # R1 all cutoff draws: 9 each; 2: 9 - 10 = -1; 3: 9 - 10 = -1; 1: 9 - 3 = 6
    scores = {r["seq"]: r["round_scores"][0] for r in (await views.standings(1))["rows"]}
    assert (scores[2], scores[3], scores[1], scores[5]) == ("-1", "-1", "6", "9")


async def test_compensation_follows_the_games_result(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await play.enter_result(ORG, "1", "胜和负", R1)
    # a compensation needs a tablemate penalised that round (000 §九): 8 for passive play
    await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(8), LedgerArgs("消极"), R1)
    # table 1 [5, 2, 8, 3] 胜和负: 5 won g1, drew g2, lost g3; 2 won g1, drew g2, won g3
    with pytest.raises(Refusal, match="第1局赢棋，不能补 4 分"):
        await ledger.adjust(
            ORG,
            LedgerKind.COMPENSATION,
            PlayerRef.seq(5),
            LedgerArgs("对手消极 第1局", Written(4, "4"), game=1),
            R1,
        )
    with pytest.raises(Refusal, match="第3局输棋，不能补 4 分"):
        await ledger.adjust(
            ORG,
            LedgerKind.COMPENSATION,
            PlayerRef.seq(5),
            LedgerArgs("对手消极 第3局", Written(4, "4"), game=3),
            R1,
        )
    await ledger.adjust(
        ORG,
        LedgerKind.COMPENSATION,
        PlayerRef.seq(5),
        LedgerArgs("对手消极 第3局", Written(6, "6"), game=3),
        R1,
    )
    await ledger.adjust(
        ORG,
        LedgerKind.COMPENSATION,
        PlayerRef.seq(5),
        LedgerArgs("对手消极 第2局", Written(4, "4"), game=2),
        R1,
    )
    # no game named: some game must allow it; 2 lost none, so 6 (a loss's) is refused
    with pytest.raises(Refusal, match="没有哪一局可以补 6 分"):
        await ledger.adjust(
            ORG,
            LedgerKind.COMPENSATION,
            PlayerRef.seq(2),
            LedgerArgs("对手消极", Written(6, "6")),
            R1,
        )


# --------------------------------------------------------------------------- bad input


async def test_bad_special_cases_get_one_reply_and_change_nothing(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await play.format_command(
        ORG, "掉线", PlayerRef.seq(7), FormatArgs(DisconnectWords(1, "负"), "第1局 负"), R1
    )
    with pytest.raises(Refusal, match="第1局已记录掉线（负）"):
        await play.format_command(
            ORG, "掉线", PlayerRef.seq(1), FormatArgs(DisconnectWords(1, "解散"), "第1局 解散"), R1
        )
    with pytest.raises(Refusal, match="已记录掉线，不能同时判弃权"):
        await play.forfeit(ORG, PlayerRef.seq(4), None, R1)
    with pytest.raises(Refusal, match="已记录掉线"):
        await play.forfeit(ORG, PlayerRef.seq(6), GameNamed(1, "第1局"), R1)
    await play.forfeit(
        ORG, PlayerRef.seq(6), GameNamed(2, "第2局"), R1
    )  # another game of the table is fine
    with pytest.raises(Refusal, match="已判弃权"):
        await play.format_command(
            ORG, "掉线", PlayerRef.seq(6), FormatArgs(DisconnectWords(2, "负"), "第2局 负"), R1
        )
    # the table holds exactly the first disconnect and the game-2 forfeit
    table = (await views.round_tables(1, 1))["tables"][1]
    assert table["result"] == "掉弃-"


# --------------------------------------------------------------------------- players' status


async def test_players_status_tells_who_is_still_in(clean_db):
    await setup_field()
    await tournaments.set_value(ORG, read_setting("审核", "开"), T0)
    await signup.sign_up(Actor("66778899", GROUP), "报名 【粤】选手99 66778899", Everyone(), T0)
    await set_cut(1, 4)
    await play_round_one()
    # R1 order 1,6,7,5 | 8,3,2,4: the top 4 active, the rest substitutes; 9 still pending
    status = {p["seq"]: p["status"] for p in await views.players(1, False)}
    assert status == {
        1: "active",
        6: "active",
        7: "active",
        5: "active",
        8: "substitute",
        3: "substitute",
        2: "substitute",
        4: "substitute",
        9: "pending",
    }


# --------------------------------------------------------------------------- substitutes


async def test_substitutes_in_order_only(clean_db):
    await setup_field()
    await tournaments.set_value(ORG, read_setting("审核", "开"), T0)
    await signup.sign_up(Actor("66778899", GROUP), "报名 【粤】选手99 66778899", Everyone(), T0)
    await set_cut(1, 4)
    await play_round_one()
    r2 = R1 + timedelta(days=1)
    await play.seat_next_round(ORG, r2)  # [1, 6, 7, 5]; substitutes in order 8, 3, 2, 4
    with pytest.raises(Refusal, match="不是正式参赛选手（待审核）"):
        await play.substitute(ORG, PlayerRef.seq(6), PlayerRef.seq(9), r2)
    with pytest.raises(Refusal, match="前面还有 8"):
        await play.substitute(ORG, PlayerRef.seq(6), PlayerRef.seq(3), r2)
    out = await play.substitute(ORG, PlayerRef.seq(6), PlayerRef.seq(3), r2, forced=True)
    assert "替补" in out.text and "序号 3" in out.text


async def test_a_disqualification_is_topped_up_from_the_substitutes(clean_db):
    await setup_field()
    await set_cut(1, 4)
    await play_round_one()
    r2 = R1 + timedelta(days=1)
    await play.seat_next_round(
        ORG, r2
    )  # [1, 6, 7, 5]; substitutes after R1: 8 (2.2), 3 (1.8), 2, 4
    await ledger.adjust(
        ORG, LedgerKind.PENALTY, PlayerRef.seq(6), LedgerArgs("骂人"), r2
    )  # -10 and disqualified (§八.3)
    await play.enter_result(ORG, "1", "和和和", r2)
    await closing.close_round(ORG, r2)
    # after R2 (no cut): 1, 7, 5 go on; 6 is disqualified: 3 players, one seat short.
    # The first substitute is the best of those cut after R1: 8 (R1 11, weighted 2.2)
    out = await play.seat_next_round(ORG, r2 + timedelta(days=1))
    assert (
        "请 【粤】选手00（序号 8） 上场" in out.text
    )  # named; the tables post @-mentions him, once
    # snake by the R2 order then the substitute: 1 (3 + 3.6 = 6.6), 7 (6.6), 5 (2.2 + 3.6 = 5.8),
    # then 8
    assert [t["seats"] for t in (await views.round_tables(1, 3))["tables"]] == [[1, 7, 5, 8]]
    (post,) = out.notices
    assert post.text.startswith("因退赛或取消资格空出 1 个座位")
    assert post.text.count("{@20000000}") == 1


async def test_no_substitute_left_says_how_many_seats_are_missing(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(4), LedgerArgs("骂人"), R1)
    await closing.close_round(ORG, R1, confirm=True)
    # the cut after R1 keeps 128: nobody was eliminated, so nobody can be called up
    with pytest.raises(Refusal, match="还差 1 个座位") as refused:
        await play.seat_next_round(ORG, R1 + timedelta(days=1))
    assert "/审核" in refused.value.message
    assert await views.round_tables(1, 2) is None


# --------------------------------------------------------------------------- arbitrators


async def test_an_arbitrator_undoes_their_own_last_change(clean_db):
    await setup_field()
    await add_arbitrator()
    await play.seat_next_round(ORG, R1)
    await ledger.adjust(
        ARB, LedgerKind.PENALTY, PlayerRef.seq(1), LedgerArgs("隐身 第1局", game=1), R1
    )
    await play.enter_result(ARB, "1", "胜胜胜", R1)
    out = await audit.undo_last(ARB, R1)
    assert "已撤销：录入 1 胜胜胜" in out.text
    assert (await views.round_tables(1, 1))["tables"][0]["result"] is None
    out = await audit.undo_last(ARB, R1)
    assert "已撤销：扣分 #1 隐身 第1局" in out.text
    with pytest.raises(Refusal, match="没有可以撤销的操作"):
        await audit.undo_last(ARB, R1)
    with pytest.raises(Refusal, match="只有本赛事的组委"):  # someone else's record: organisers only
        await audit.undo_last(ARB, R1, Ident(1, "1"))
