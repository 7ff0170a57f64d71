"""Seed 004 (擂台赛) at the service level: team sign-up and its refusals, a sweep by one player
and a 13-bout see-saw, every figure worked by hand from the regulation (RULES.md §004).

Field (sign-up number: team, number, gender): 1–7 四川 6, 5, 4, 3, 2, 1, 擂主; 8–14 重庆 6, 5, …,
擂主; No. 6 and No. 5 of each team are women. Games are entered from the defender's side.
"""

from datetime import UTC, datetime
from fractions import Fraction as F

import pytest

from engine.regulation import read_setting
from services import audit, closing, lineups, marks, play, rankings, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal
from services.referee import GameNamed

GROUP = "20001"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
DAY = datetime(2026, 12, 12, 12, 0, tzinfo=UTC)
NUMBERS = ["6", "5", "4", "3", "2", "1", "擂主"]
QQ = {seq: str(30_000_000 + seq) for seq in range(1, 19)}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


def line(seq: int, team: str, number: str, gender: str, extra: str = "") -> str:
    return f"报名 棋手{seq} {QQ[seq]} 性别 {gender} 队伍 {team} 编号 {number}{extra}"


async def sign(seq: int, text: str):
    return await signup.sign_up(Actor(QQ[seq], GROUP), text, Everyone(), T0)


async def setup_teams() -> None:
    await tournaments.create_tournament(ORG, "chuanyu-xiangqi-arena-2021", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for k, team in enumerate(("四川", "重庆")):
        for i, number in enumerate(NUMBERS):
            seq = 7 * k + i + 1
            result = await sign(seq, line(seq, team, number, "女" if i < 2 else "男"))
            assert result is not None and result.ack, result


async def bout(text: str, now=DAY) -> str:
    """Seat the next bout, enter its games, close it; the entry reply."""
    await play.seat_next_round(ORG, now)
    out = await play.enter_result(ORG, "1", text, now)
    await closing.close_round(ORG, now)
    return out.text


async def test_signup_refusals_and_the_close_check(clean_db):
    await tournaments.create_tournament(ORG, "chuanyu-xiangqi-arena-2021", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    assert (await sign(1, line(1, "四川", "6", "女"))).ack
    with pytest.raises(Refusal, match="6 号已由 棋手1"):  # number taken in the team
        await sign(2, line(2, "四川", "6", "女"))
    with pytest.raises(Refusal, match="女"):  # a man as No. 6
        await sign(3, line(3, "重庆", "6", "男"))
    with pytest.raises(Refusal, match="队伍应为"):  # unknown team
        await sign(4, line(4, "广东", "5", "男"))
    # born 2012-12-13: 13 years old on 2026-12-12 (七(一)1 年满14周岁)
    with pytest.raises(Refusal, match="13 周岁"):
        await sign(5, line(5, "重庆", "5", "男", " 出生 2012-12-13"))
    # born 2012-12-12: 14 that very day → accepted
    assert (await sign(5, line(5, "重庆", "5", "男", " 出生 2012-12-12"))).ack
    out = await signup.set_open(ORG, False, T0)
    assert "出场名单有问题" in out.text
    assert "四川应有 6 名攻擂棋手和 1 名擂主，还缺：5号、4号、3号、2号、1号、擂主" in out.text
    assert "重庆的出场棋手中只有 0 名女子棋手，每队至少 2 名" in out.text


async def test_a_sweep_by_one_player(clean_db):
    await setup_teams()
    out = await signup.set_open(ORG, False, T0)
    assert "出场名单检查：无问题" in out.text
    # /主播 toggles (audited like any change): #3 marked, #9 marked then unmarked
    assert "已标记为官方主播" in (await marks.toggle_mark(ORG, "主播", PlayerRef.seq(3))).text
    await marks.toggle_mark(ORG, "主播", PlayerRef.seq(9))
    assert "已取消" in (await marks.toggle_mark(ORG, "主播", PlayerRef.seq(9))).text

    # bout 1: both No. 6, 四川's first; games one at a time from the defender's side
    seated = await play.seat_next_round(ORG, DAY)
    assert "守擂{@30000001}(1) {@30000008}(8)" in seated.notices[0].text
    assert (await views.round_tables(1, 1))["tables"][0]["seats"] == [1, 8]
    first = await play.enter_result(ORG, "1", "胜", DAY)
    assert "守擂 棋手1（四川6号） 2:0 攻擂 棋手8（重庆6号）（1局）" in first.text
    with pytest.raises(Refusal, match="还没分出胜负"):  # no cutoff result for a bout
        await closing.close_round(ORG, DAY)
    decided = await play.enter_result(ORG, "1", "和胜胜", DAY)  # 2+1+2+2 = 7:1 after 4 games
    assert "7:1" in decided.text and "守擂 棋手1（四川6号）胜" in decided.text
    assert "下一轮（第2轮）：棋手1（四川6号） 守擂，棋手9（重庆5号） 攻擂" in decided.text
    with pytest.raises(Refusal, match="已在第4局分出胜负"):  # a 5th game after 7:1
        await play.enter_result(ORG, "1", "胜", DAY)
    closed = await closing.close_round(ORG, DAY)
    post = closed.notices[0].text
    # 重庆 loses half its base: 30000 → 15000; 四川 45000
    assert "奖池（浮动基数）：四川 45000 元；重庆 15000 元" in post
    assert "下一轮（第2轮）：棋手1（四川6号） 守擂，棋手9（重庆5号） 攻擂" in post

    # bouts 2–7: No. 6 of 四川 beats 重庆 5, 4, 3, 2, 1 and 擂主 (胜胜胜胜, 8:0)
    for _ in range(2, 8):
        await bout("胜胜胜胜")
    rounds = [(await views.round_tables(1, n))["tables"][0] for n in range(1, 8)]
    assert [t["seats"] for t in rounds] == [[1, 8 + k] for k in range(7)]
    assert rounds[1]["result"] == "胜胜胜胜" and rounds[1]["points"] == {"1": "8", "9": "0"}
    st = await views.standings(1)
    # 重庆's base halves 7 times: 30000 / 2^7 = 234.375; 四川 60000 − 234.375 = 59765.625
    # prizes: 四川 10000 + 59765.625 + 2000 (#3 streamer) = 71765.625;
    #         重庆 10000 + 234.375 + 7000 (base ≤ 7000) = 17234.375
    assert [(t["name"], t["base"], t["prize"]) for t in st["teams"]] == [
        ("四川", "59765.625", "71765.625"),
        ("重庆", "234.375", "17234.375"),
    ]
    assert st["teams"][0]["streamers"] == [3]
    assert st["ladder"] == {"bouts": 7, "next": None, "winner": "四川"}
    rows = {r["seq"]: r for r in st["rows"]}
    assert (rows[1]["rank"], rows[1]["total"], rows[1]["status"]) == (1, "7", "active")
    assert rows[1]["round_scores"] == ["7", "8", "8", "8", "8", "8", "8"]
    assert all(rows[q]["status"] == "eliminated" and rows[q]["rank"] == 2 for q in range(8, 15))
    assert [r["seq"] for r in st["rows"]] == list(range(1, 15))
    assert (await tournaments_status()) == "finished"
    with pytest.raises(Refusal, match="比赛已在第7轮结束"):
        await play.seat_next_round(ORG, DAY)
    text = (await rankings.ranking(ORG, None)).text
    assert "四川奖金 71765.625 元：基本 10000 元 + 基数 59765.625 元 + 主播 2000 元" in text
    assert "重庆奖金 17234.375 元：基本 10000 元 + 基数 234.375 元 + 鼓励奖 7000 元" in text


async def tournaments_status() -> str:
    return (await views.tournament(1))["status"]


async def test_a_see_saw_of_13_bouts_with_a_6_6_bout(clean_db):
    await setup_teams()
    await signup.set_open(ORG, False, T0)
    # every challenger wins; bout 1 goes to 6:6 and extra games (负和负: 1:5, the challenger
    # leads by 4)
    first = await bout("胜负胜负胜负负和负")
    assert "攻擂 棋手8（重庆6号）胜" in first and "7:11" in first
    for _ in range(2, 14):
        await bout("负负负负")  # the challenger 8:0
    # tables: the winner defends, the loser's team sends its next number
    seats = [(await views.round_tables(1, n))["tables"][0]["seats"] for n in range(1, 14)]
    assert seats == [
        [1, 8],
        [8, 2],
        [2, 9],
        [9, 3],
        [3, 10],
        [10, 4],
        [4, 11],
        [11, 5],
        [5, 12],
        [12, 6],
        [6, 13],
        [13, 7],
        [7, 14],
    ]
    st = await views.standings(1)
    # base after each bout (四川, 重庆), RULES.md §004 (test_arena_pool worked the 13 steps):
    # … → (19998.779296875, 40001.220703125); no base ≤ 7000, no streamer: the 80,000 announced
    # (teams in the regulation's order; the rows put the winning team first)
    assert [(t["name"], t["base"], t["prize"]) for t in st["teams"]] == [
        ("四川", "19998.779296875", "29998.779296875"),
        ("重庆", "40001.220703125", "50001.220703125"),
    ]
    assert sum(F(t["prize"]) for t in st["teams"]) == 80000
    assert st["ladder"]["winner"] == "重庆" and st["after_round"] == 13
    assert [r["seq"] for r in st["rows"]] == [*range(8, 15), *range(1, 8)]
    rows = {r["seq"]: r for r in st["rows"]}
    # #1 lost bout 1 as defender; every other player won one bout (as challenger) and lost the
    # next, but 重庆's champion #14, who won the last
    assert (rows[1]["total"], rows[1]["status"]) == ("0", "eliminated")
    assert all(rows[q]["total"] == "1" and rows[q]["status"] == "eliminated" for q in range(2, 14))
    assert (rows[14]["total"], rows[14]["status"], rows[14]["rank"]) == ("1", "active", 1)
    assert rows[8]["round_scores"][:2] == ["11", "0"]


async def test_a_number_freed_by_a_withdrawal(clean_db):
    await setup_teams()
    with pytest.raises(Refusal, match="擂主 号已由 棋手7"):
        await sign(15, line(15, "四川", "擂主", "男"))
    await signup.withdraw(ORG, T0, PlayerRef.seq(7))
    assert (await sign(15, line(15, "四川", "擂主", "男"))).ack
    await signup.set_open(ORG, False, T0)
    out = await bout("胜胜胜胜")
    assert "下一轮（第2轮）：棋手1（四川6号） 守擂，棋手9（重庆5号） 攻擂" in out
    st = await views.standings(1)
    assert st["teams"][0]["order"] == [1, 2, 3, 4, 5, 6, 15]
    assert 7 not in {r["seq"] for r in st["rows"]}


async def test_substitutes_replace_players_of_their_own_team_and_gender(clean_db):
    """七(二)3 各队可报2名替补运动员，仅能同性别替补: 15 四川 替补 (男), 16 重庆 替补 (男), 17 重庆
    替补 (女); a third 重庆 substitute is refused at sign-up. 重庆's No. 5 (#9, a woman) and No. 3
    (#11, a man) are replaced after bout 1; #17 then sweeps 四川."""
    await setup_teams()
    joined = await sign(15, line(15, "四川", "替补", "男"))
    assert "报名序号 15，四川队替补" in joined.outcome.text
    await sign(16, line(16, "重庆", "替补", "男"))
    await sign(17, line(17, "重庆", "替补", "女"))
    with pytest.raises(Refusal, match="重庆已报 2 名替补，每队最多 2 名"):
        await sign(18, line(18, "重庆", "替补", "男"))
    out = await signup.set_open(ORG, False, T0)
    assert "出场名单检查：无问题" in out.text
    assert (
        "已标记为体育道德风尚奖获得者"
        in (await marks.toggle_mark(ORG, "风尚奖", PlayerRef.seq(2))).text
    )

    await bout("胜胜胜胜")  # bout 1: #1 (四川6) beats #8 (重庆6) 8:0
    refusals = [
        ((PlayerRef.seq(8), PlayerRef.seq(16)), "已经输掉一轮出局"),  # a player who is out
        ((PlayerRef.seq(11), PlayerRef.seq(17)), "只能同性别替补"),  # a woman for a man
        ((PlayerRef.seq(11), PlayerRef.seq(15)), "只能替补本队"),  # the other team's substitute
        ((PlayerRef.seq(11), PlayerRef.seq(3)), "不是替补棋手"),  # a numbered player
        ((PlayerRef.seq(11), PlayerRef.seq(11)), "同一人"),
        ((PlayerRef.seq(11), PlayerRef.seq(99)), "没有报名序号为 99"),
    ]
    for (outgoing, incoming), why in refusals:
        with pytest.raises(Refusal, match=why):
            await lineups.substitute(ORG, outgoing, incoming, DAY)
    with pytest.raises(Refusal, match="不用加“强制”"):
        await lineups.substitute(ORG, PlayerRef.seq(11), PlayerRef.seq(16), DAY, forced=True)
    with pytest.raises(Refusal):  # a player may not arrange substitutes
        await lineups.substitute(Actor(QQ[12], GROUP), PlayerRef.seq(11), PlayerRef.seq(16), DAY)

    done = await lineups.substitute(ORG, PlayerRef.seq(11), PlayerRef.seq(16), DAY)
    assert (
        "重庆替补：棋手16（重庆3号替补） 从第2轮起代替 棋手11（重庆3号） 出场（本队第 1 名替补"
        in done.text
    )
    assert (await views.standings(1))["teams"][1]["order"] == [8, 9, 10, 16, 12, 13, 14]
    await audit.undo_last(ORG, DAY)  # /撤销 takes it back
    assert (await views.standings(1))["teams"][1]["order"] == [8, 9, 10, 11, 12, 13, 14]
    await lineups.substitute(ORG, PlayerRef.seq(11), PlayerRef.seq(16), DAY)
    with pytest.raises(Refusal, match="已经替补上场过一次"):
        await lineups.substitute(ORG, PlayerRef.seq(12), PlayerRef.seq(16), DAY)

    # bout 2 is seated [#1, #9]; #9 is replaced before any game: #17 sits down instead
    seated = await play.seat_next_round(ORG, DAY)
    assert "守擂{@30000001}(1) {@30000009}(9)" in seated.notices[0].text
    assert (
        "首局抽签：" in seated.notices[0].text
        and "执红先行，此后每局换先" in seated.notices[0].text
    )
    first_red = "守擂方" if "首局抽签：守擂方（1）" in seated.notices[0].text else "攻擂方"
    swapped = await lineups.substitute(ORG, PlayerRef.seq(9), PlayerRef.seq(17), DAY)
    assert "从第2轮起代替 棋手9（重庆5号）" in swapped.text and "本队第 2 名替补" in swapped.text
    assert "第2轮第1桌改为：{@30000017}（序号 17）代替" in swapped.text
    assert (await views.round_tables(1, 2))["tables"][0]["seats"] == [1, 17]
    game1 = await play.enter_result(ORG, "1", "负", DAY)
    # colours alternate every game (八(七) 每局换先): game 2's red is game 1's black
    red_player = "棋手17（重庆5号替补）" if first_red == "守擂方" else "棋手1（四川6号）"
    assert f"第2局 {red_player} 执红先行" in game1.text
    with pytest.raises(
        Refusal, match="正在进行的这一轮已有对局结果"
    ):  # no change in a bout under way
        await lineups.substitute(ORG, PlayerRef.seq(1), PlayerRef.seq(15), DAY)
    await play.enter_result(ORG, "1", "负负负", DAY)  # #17 wins 0:8
    await closing.close_round(ORG, DAY)
    for _ in range(3, 9):  # #17 defends and beats 四川 5, 4, 3, 2, 1 and 擂主
        await bout("胜胜胜胜")

    st = await views.standings(1)
    assert st["ladder"] == {"bouts": 8, "next": None, "winner": "重庆"}
    seats = [(await views.round_tables(1, n))["tables"][0]["seats"] for n in range(1, 9)]
    assert seats == [[1, 8], [1, 17], [17, 2], [17, 3], [17, 4], [17, 5], [17, 6], [17, 7]]
    # bases (四川, 重庆), the winner takes half the loser's base: (45000, 15000) after bout 1; then
    # 重庆 wins 7: 四川 45000 / 2^7 = 351.5625, 重庆 60000 − 351.5625 = 59648.4375
    # prizes: 四川 10000 + 351.5625 + 7000 (base ≤ 7000) = 17351.5625;
    #         重庆 10000 + 59648.4375 = 69648.4375
    assert [(t["name"], t["base"], t["prize"]) for t in st["teams"]] == [
        ("四川", "351.5625", "17351.5625"),
        ("重庆", "59648.4375", "69648.4375"),
    ]
    assert st["teams"][1]["order"] == [8, 17, 10, 16, 12, 13, 14]
    assert st["teams"][1]["substitutions"] == [
        {"out": 11, "in": 16, "from_bout": 2},  # in the order made
        {"out": 9, "in": 17, "from_bout": 2},
    ]
    assert st["teams"][0]["substitutions"] == []
    assert st["teams"][0]["awards"] == [{"name": "体育道德风尚奖", "seq": 2}]
    # 重庆 first (the winner): each place's holders in turn, the replaced first
    assert [r["seq"] for r in st["rows"]] == [8, 9, 17, 10, 11, 16, 12, 13, 14, *range(1, 8)]
    rows = {r["seq"]: r for r in st["rows"]}
    assert (rows[9]["status"], rows[11]["status"]) == ("withdrawn", "withdrawn")
    assert (rows[17]["status"], rows[17]["total"]) == ("active", "7")
    assert rows[16]["status"] == "active" and rows[16]["round_scores"] == [None] * 8
    players = {p["seq"]: p["status"] for p in await views.players(1, False)}
    assert (players[9], players[17], players[15]) == ("withdrawn", "active", "active")
    text = (await rankings.ranking(ORG, None)).text
    assert "棋手17(17) 7" in text and "重庆5号替补" in text and "重庆5号，由替补 #17 代替" in text
    assert "体育道德风尚奖：棋手2（四川5号）" in text
    assert "四川奖金 17351.5625 元：基本 10000 元 + 基数 351.5625 元 + 鼓励奖 7000 元" in text
    with pytest.raises(Refusal, match="比赛已经结束"):
        await lineups.substitute(ORG, PlayerRef.seq(14), PlayerRef.seq(16), DAY)


async def test_an_organiser_requires_the_birth_date(clean_db):
    """七(一)1 年满14周岁以上65周岁以下: the preset does not ask for 出生; /设置 出生必填 开
    does, and
    the age on the match day (round 1: 2026-12-12) is checked at once."""
    await tournaments.create_tournament(ORG, "chuanyu-xiangqi-arena-2021", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    assert "已设置" in (await tournaments.set_value(ORG, read_setting("出生必填", "开"), T0)).text
    with pytest.raises(Refusal, match="出生"):  # asked for, nothing registered
        await sign(1, line(1, "四川", "6", "女"))
    # born 1960-12-13: 2026 − 1960 = 66, less 1 as the birthday (12-13) is after 12-12 → 65,
    # and 65周岁以下 includes 65 → accepted
    assert (await sign(1, line(1, "四川", "6", "女", " 出生 1960-12-13"))).ack
    # born 1960-12-12: 66 that very day → refused
    with pytest.raises(Refusal, match="66 周岁"):
        await sign(2, line(2, "四川", "5", "女", " 出生 1960-12-12"))
    await tournaments.set_value(ORG, read_setting("出生必填", "关"), T0)
    assert (await sign(2, line(2, "四川", "5", "女"))).ack


async def test_nothing_is_entered_for_a_player_who_is_out(clean_db):
    """八(七): the loser is out; a report, a forfeit or a game for him is refused and changes
    nothing."""
    await setup_teams()
    await signup.set_open(ORG, False, T0)
    await bout("胜胜胜胜")  # #8 (重庆6) loses bout 1 and is out
    await play.seat_next_round(ORG, DAY)  # bout 2: #1 v #9
    with pytest.raises(Refusal, match="你不在第2轮的任何一桌，不能报分"):
        await play.report_result(Actor(QQ[8], GROUP), "胜", DAY)
    with pytest.raises(Refusal, match="序号 8 棋手8 不在第2轮的任何一桌"):
        await play.forfeit(ORG, PlayerRef.seq(8), None, DAY)
    with pytest.raises(Refusal, match="第2轮没有第2桌（共 1 桌）"):
        await play.enter_result(ORG, "2", "胜", DAY)
    with pytest.raises(Refusal, match="擂台赛的弃权判整轮负"):  # a bout is forfeited whole
        await play.forfeit(ORG, PlayerRef.seq(9), GameNamed(2, "第2局"), DAY)
    assert (await views.round_tables(1, 2))["tables"][0]["result"] is None


async def test_players_who_leave_during_the_match(clean_db):
    """Numbers cannot change (八(六)): a player who withdraws after bout 1 keeps his place in the
    order; a substitute takes it (#10 → #15) or he loses his bout by forfeit (#11)."""
    await setup_teams()
    await sign(15, line(15, "重庆", "替补", "男"))
    await signup.set_open(ORG, False, T0)
    await bout("胜胜胜胜")  # bout 1: #1 beats #8
    await signup.withdraw(ORG, DAY, PlayerRef.seq(10))
    await signup.withdraw(ORG, DAY, PlayerRef.seq(11))
    text = (await rankings.ranking(ORG, None)).text  # the standings still stand
    assert "棋手11(11) 0　[-]　重庆3号 已赛0轮 已退赛" in text
    done = await lineups.substitute(ORG, PlayerRef.seq(10), PlayerRef.seq(15), DAY)
    assert "从第2轮起代替 棋手10（重庆4号）" in done.text
    await bout("负负负负")  # bout 2: #9 (重庆5) beats #1
    await bout("胜胜胜胜")  # bout 3: #9 beats #2 (四川5)
    await bout("负负负负")  # bout 4: #3 (四川4) beats #9
    out = await bout("胜胜胜胜")  # bout 5: #3 beats #15 in #10's place
    assert "下一轮（第6轮）：棋手3（四川4号） 守擂，棋手11（重庆3号） 攻擂" in out
    post = (await rankings.ranking(ORG, None)).text
    assert (
        "棋手11（重庆3号） 已退出比赛：组委可 /替补 11 <替补选手>（本队同性别替补），"
        "或 /编排 后 /弃权 11 判其本轮负。" in post
    )
    await play.seat_next_round(ORG, DAY)
    forfeited = await play.forfeit(ORG, PlayerRef.seq(11), None, DAY)
    assert "本轮弃权" in forfeited.text
    closed = await closing.close_round(ORG, DAY)
    assert (
        "下一轮（第7轮）：棋手3（四川4号） 守擂，棋手12（重庆2号） 攻擂" in closed.notices[0].text
    )
    seats = [(await views.round_tables(1, n))["tables"][0]["seats"] for n in range(1, 7)]
    assert seats == [[1, 8], [1, 9], [9, 2], [9, 3], [3, 15], [3, 11]]
    rows = {r["seq"]: r for r in (await views.standings(1))["rows"]}
    assert (rows[10]["status"], rows[15]["status"], rows[11]["status"]) == (
        "withdrawn",
        "eliminated",
        "eliminated",
    )
    assert (rows[3]["total"], rows[3]["status"]) == ("3", "active")  # bouts 4, 5 and 6


async def test_a_place_freed_before_the_match_is_signed_up_again(clean_db):
    await setup_teams()
    await sign(15, line(15, "重庆", "替补", "男"))
    await signup.withdraw(ORG, T0, PlayerRef.seq(11))
    with pytest.raises(Refusal, match="在比赛开始前已退出，重庆3号已空出"):
        await lineups.substitute(ORG, PlayerRef.seq(11), PlayerRef.seq(15), T0)
