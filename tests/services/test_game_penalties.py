"""Penalties that act on a game, worked by hand from the seeds: 003 「两次犯规判负」 (a second
foul loses the game; 先按钟 counts as a foul; 违例 loses it at once) in a group game and in a
(2+1) tie, and 002 坐错/手机 (判坐错者负) in a Go Swiss game. Each change of a result is
announced, audited and undone by /撤销 with its ledger line.

Points: 003 win 3 / draw 1 / loss 0 (二(四)1); 002 win 2 / loss 0 (RULES.md 002).
"""

from datetime import timedelta

import pytest

from engine.numbers import Written
from engine.vocabulary import LedgerKind
from services import audit, closing, groups, ledger, play, signup, views
from services.common import Actor, PlayerRef, Refusal
from services.ledger import LedgerArgs
from tests.services import test_jieqi_flow as jieqi
from tests.services import test_swiss_flow as go

FOUL, PENALTY = LedgerKind.FOUL, LedgerKind.PENALTY


async def foul(
    actor: Actor,
    seq: int,
    reason: str = "",
    kind: LedgerKind = FOUL,
    game: int | None = None,
    earlier: str = "",
):
    args = LedgerArgs(reason, game=game, earlier=earlier)
    return await ledger.adjust(actor, kind, PlayerRef.seq(seq), args, jieqi.R1)


async def table_of(number: int, seq: int) -> dict:
    return next(t for t in await jieqi.tables(number) if seq in t["seats"])


# --------------------------------------------------------------------------- 003 group stage


async def jieqi_round_one() -> dict:
    """003's field of 16 drawn into groups, round 1 seated; the first table (two seats)."""
    await jieqi.setup_field()
    await groups.draw_groups(jieqi.ORG, jieqi.R1)
    await play.seat_next_round(jieqi.ORG, jieqi.R1)
    return next(t for t in await jieqi.tables(1) if len(t["seats"]) == 2)


async def test_second_foul_turns_a_win_into_a_loss_and_undo_restores_it(clean_db):
    table = await jieqi_round_one()
    red, black = table["seats"]
    await play.enter_result(jieqi.ORG, str(table["table"]), "胜", jieqi.R1)  # red won: 3 : 0
    first = await foul(jieqi.ORG, red)
    assert "本局第1次犯规（规程：两次犯规判负）" in first.text
    assert (await table_of(1, red))["result"] == "胜"  # one foul changes nothing
    # the second foul, sent privately: red loses the game (二(五)2 两次犯规判负) — black wins,
    # 0 : 3 — said in the reply and posted in the match group
    private = Actor(jieqi.ORG.user_id, None, superuser=True)
    second = await foul(private, red)
    assert "第二次犯规，本局判负（对手胜）" in second.text
    assert f"第1轮第{table['table']}桌结果：负" in second.text
    assert [n.kind for n in second.notices] == ["group"] and "本局判负" in second.notices[0].text
    now = await table_of(1, red)
    assert now["result"] == "负" and now["points"] == {str(red): "0", str(black): "3"}
    # players can no longer report over the referee's result
    with pytest.raises(Refusal, match="已由裁判录入 负"):
        await play.report_result(Actor(jieqi.QQ[black], jieqi.GROUP), "负", jieqi.R1)
    # /撤销 takes back the second foul and the loss together
    undone = await audit.undo_last(jieqi.ORG, jieqi.R1)
    assert "已撤销：犯规" in undone.text
    assert (await table_of(1, red))["result"] == "胜"
    again = await foul(jieqi.ORG, red, "先按钟")
    assert "第二次犯规，本局判负" in again.text
    # the standings after the round: black 3 points, red 0 and 2 fouls (the tiebreak, 二(四)9)
    await closing.close_round(jieqi.ORG, jieqi.R1, confirm=True)
    rows = {r["seq"]: r for r in (await views.standings(1))["rows"]}
    assert (rows[black]["total"], rows[red]["total"]) == ("3", "0")
    assert rows[red]["tiebreaks"]["fouls"] == "2" and rows[black]["tiebreaks"]["fouls"] == "0"


async def test_press_the_clock_first_is_a_foul_toward_the_rule(clean_db):
    # 二(五)2 未走棋先按钟……记犯规一次: /扣分 X 先按钟 is a foul (no 0-point deduction line)
    table = await jieqi_round_one()
    red, black = table["seats"]
    out = await foul(jieqi.ORG, black, "先按钟", PENALTY)
    assert out.text.startswith(f"第1轮 序号 {black} 棋手{black}：犯规（先按钟）")
    assert "本局第1次犯规" in out.text and "扣分" not in out.text
    # one 先按钟 and one /犯规: the second foul, black loses; the table had no result: 胜 (red)
    out = await foul(jieqi.ORG, black, "走棋后按钟太慢")
    assert "第二次犯规，本局判负" in out.text
    assert (await table_of(1, black))["result"] == "胜"
    # two 先按钟 on another table do the same
    other = next(
        t for t in await jieqi.tables(1) if len(t["seats"]) == 2 and t["table"] != table["table"]
    )
    await foul(jieqi.ORG, other["seats"][0], "先按钟", PENALTY)
    out = await foul(jieqi.ORG, other["seats"][0], "先按钟", PENALTY)
    assert "第二次犯规，本局判负" in out.text
    assert (await table_of(1, other["seats"][0]))["result"] == "负"
    await closing.close_round(jieqi.ORG, jieqi.R1, confirm=True)
    rows = {r["seq"]: r for r in (await views.standings(1))["rows"]}
    assert rows[black]["tiebreaks"]["fouls"] == "2"
    assert [x["kind"] for x in rows[black]["ledger"]] == ["foul", "foul"]
    assert rows[red]["total"] == "3"


async def test_violation_loses_the_game_at_once(clean_db):
    # 二(五)3 “自杀”或违反行棋规定……立即判负: 违例 records the loss, not a 0-point line
    table = await jieqi_round_one()
    red, black = table["seats"]
    out = await foul(jieqi.ORG, red, "违例", PENALTY)
    assert out.text.startswith(f"第1轮 序号 {red} 棋手{red}：判负（违例）")
    assert "本局判负（对手胜）" in out.text
    assert (await table_of(1, red))["points"] == {str(red): "0", str(black): "3"}
    await audit.undo_last(jieqi.ORG, jieqi.R1)
    assert (await table_of(1, red))["result"] is None


async def test_bad_foul_inputs_get_one_reply_and_change_nothing(clean_db):
    table = await jieqi_round_one()
    red = table["seats"][0]
    with pytest.raises(Refusal, match=r"第2局不对：第1轮第\d+桌只有 1 局。格式：/犯规"):
        await foul(jieqi.ORG, red, "第2局", game=2)
    with pytest.raises(
        Refusal, match=rf"“乱按”不是规程列出的扣分项，请写明扣几分：/扣分 {red} 2 乱按"
    ):
        await foul(jieqi.ORG, red, "乱按", PENALTY)
    assert (await table_of(1, red))["result"] is None


# --------------------------------------------------------------------------- 003 knockout tie


async def test_a_second_foul_in_a_tie_loses_the_game_in_progress(clean_db):
    """RULES.md 003 reading: in a (2+1) tie the fouls count per game; the game a foul counts in
    is the one named (第k局), else the game in progress — the first game the tie's result does
    not hold yet. The second foul in a game loses that game; the tie goes on or is decided."""
    await jieqi.setup_field()
    await jieqi.group_stage()
    await jieqi.two_wildcards()
    await play.seat_next_round(jieqi.ORG, jieqi.R1)
    first, second = [t for t in await jieqi.tables(4) if len(t["seats"]) == 2]
    x, y = first["seats"]
    # nothing recorded: the fouls count in game 1; the second loses it for x (first seat): 负
    out = await foul(jieqi.ORG, x)
    assert "第1局第1次犯规" in out.text
    out = await foul(jieqi.ORG, x)
    assert "第二次犯规，第1局判负（对手胜），本场继续" in out.text
    assert (await table_of(4, x))["result"] == "负"
    # game 2 is now in progress: y's two fouls lose it, 负胜 = 1:1, a decider follows
    out = await foul(jieqi.ORG, y)
    assert "第2局第1次犯规" in out.text
    out = await foul(jieqi.ORG, y, "第2局", game=2)
    assert "第二次犯规，第2局判负（对手胜），本场继续" in out.text
    assert (await table_of(4, x))["result"] == "负胜"
    with pytest.raises(Refusal, match="还没分出胜负"):
        await closing.close_round(jieqi.ORG, jieqi.R1, confirm=True)
    # the referee enters the whole tie once it is over (the decider won by x): 负胜胜
    await play.enter_result(jieqi.ORG, str(first["table"]), "负胜胜", jieqi.R1)

    # the other tie: fouls in game 2 while game 1's result is not recorded
    p, q = second["seats"]
    await foul(jieqi.ORG, p, "第2局", game=2)
    with pytest.raises(Refusal, match="第2局之前的各局还没有结果.*前局胜"):
        await foul(jieqi.ORG, p, "第2局", game=2)
    # with game 1 written (p won it): 胜负 — 1:1, the decider
    out = await foul(jieqi.ORG, p, "第2局 前局胜", game=2, earlier="胜")
    assert "第二次犯规，第2局判负" in out.text
    assert (await table_of(4, p))["result"] == "胜负"
    with pytest.raises(Refusal, match=r"第5局不对：第4轮第\d+桌是第1局到第3局"):
        await foul(jieqi.ORG, p, "第5局", game=5)
    await audit.undo_last(jieqi.ORG, jieqi.R1)
    assert (await table_of(4, p))["result"] is None


# --------------------------------------------------------------------------- 002 Go Swiss


async def go_round_one() -> None:
    await go.setup_field()
    # 9 withdraws before round 1: open A plays 6, 7, 8 (one bye); 9 sits at no table
    await signup.withdraw(go.ORG, go.R1 - timedelta(days=5), PlayerRef.seq(9))
    await play.seat_next_round(go.ORG, go.R1)


async def go_table(seq: int) -> dict:
    tables = (await views.round_tables(1, 1))["tables"]
    return next(t for t in tables if seq in t["seats"])


async def test_sitting_wrong_or_a_phone_loses_the_go_game(clean_db):
    await go_round_one()
    table = await go_table(1)
    opponent = next(q for q in table["seats"] if q != 1)
    # 002 竞赛办法(七) 判坐错者负: 1 loses, the opponent wins 2 : 0 (loss 0, win 2)
    private = Actor(go.ORG.user_id, None, superuser=True)
    out = await ledger.adjust(private, PENALTY, PlayerRef.seq(1), LedgerArgs("坐错"), go.R1)
    assert "判负（坐错）" in out.text and "本局判负（对手胜）" in out.text
    assert [n.kind for n in out.notices] == ["group"]
    assert (await go_table(1))["points"] == {"1": "0", str(opponent): "2"}
    await audit.undo_last(go.ORG, go.R1)
    assert (await go_table(1))["result"] is None
    # 竞赛办法(八) 手机……直接判负: the same; a warning (视情节警告) changes nothing
    await ledger.adjust(go.ORG, LedgerKind.WARNING, PlayerRef.seq(1), LedgerArgs("手机"), go.R1)
    assert (await go_table(1))["result"] is None
    await ledger.adjust(go.ORG, PENALTY, PlayerRef.seq(1), LedgerArgs("手机"), go.R1)
    await closing.close_round(go.ORG, go.R1, confirm=True)
    rows = {r["seq"]: r for r in (await views.standings(1))["rows"]}
    assert (rows[1]["total"], rows[opponent]["total"]) == ("0", "2")
    assert rows[1]["tiebreaks"]["warnings"] == "1"


async def test_go_loss_refused_where_there_is_no_game(clean_db):
    await go_round_one()
    with pytest.raises(
        Refusal, match=r"序号 9 棋手9 第1轮不在任何一桌，不能判负。格式：/扣分 9 坐错"
    ):
        await ledger.adjust(go.ORG, PENALTY, PlayerRef.seq(9), LedgerArgs("坐错"), go.R1)
    # 5 has the youth division's bye (odd field)
    with pytest.raises(Refusal, match=r"第1轮第\d+桌没有对局（轮空），不能判负"):
        await ledger.adjust(go.ORG, PENALTY, PlayerRef.seq(5), LedgerArgs("坐错"), go.R1)
    with pytest.raises(Refusal, match=r"第2局不对：第1轮第\d+桌只有 1 局。格式：/扣分 1 坐错"):
        await ledger.adjust(
            go.ORG, PENALTY, PlayerRef.seq(1), LedgerArgs("坐错 第2局", game=2), go.R1
        )
    # an amount typed with 坐错: the deduction is written too (and the game lost)
    out = await ledger.adjust(
        go.ORG, PENALTY, PlayerRef.seq(1), LedgerArgs("坐错", Written(1, "1")), go.R1
    )
    assert "扣分 -1 分（坐错）" in out.text and "本局判负" in out.text
