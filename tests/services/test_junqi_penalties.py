"""Seed 000's per-game and per-table penalties (§八.2, §八.5) and its compensation (§九),
at the service level, worked by hand.

The field of tests/services/test_fourplayer_flow.py: round 1 seats table 1 [5, 2, 8, 3] and
table 2 [7, 1, 6, 4]. Table 1 is entered 胜和负 from the first seat (5); by §八.1's partners
(game 1 A+B v C+D, game 2 A+C v B+D, game 3 A+D v B+C):

    game 1  5+2 beat 8+3      game 2  5+8 drew 2+3      game 3  5+3 lost to 2+8
    5: W D L (7+3+1 = 11)   2: W D W (17)   8: L D W (11)   3: L D L (5)

Table 2: 4 forfeits the round (§六.1): the table plays no games, 7, 1, 6 score 5 a game (15).
"""

import pytest

from engine.numbers import Written
from engine.vocabulary import LedgerKind
from services import audit, closing, ledger, play, views
from services.common import PlayerRef, Refusal
from services.ledger import LedgerArgs
from tests.services.test_fourplayer_flow import ORG, R1, setup_field

PENALTY, COMPENSATION = LedgerKind.PENALTY, LedgerKind.COMPENSATION


async def deduct(seq: int, reason: str, points: int | None = None, game: int | None = None):
    amount = Written(points, str(points)) if points is not None else None
    args = LedgerArgs(reason, amount, game=game)
    return await ledger.adjust(ORG, PENALTY, PlayerRef.seq(seq), args, R1)


async def compensate(
    seq: int, points: int, reason: str, forced: bool = False, game: int | None = None
):
    args = LedgerArgs(reason, Written(points, str(points)), forced=forced, game=game)
    return await ledger.adjust(ORG, COMPENSATION, PlayerRef.seq(seq), args, R1)


async def round_one() -> None:
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await play.enter_result(ORG, "1", "胜和负", R1)
    await play.forfeit(ORG, PlayerRef.seq(4), None, R1)


async def round_scores() -> dict[int, str]:
    await closing.close_round(ORG, R1)
    return {r["seq"]: r["round_scores"][0] for r in (await views.standings(1))["rows"]}


async def test_invisible_two_games_minus_four(clean_db):
    await round_one()
    # §八.2 比赛不允许隐身，如有每一局扣2分: games 1 and 2, -2 each
    out = await deduct(5, "隐身 第1局", game=1)
    assert "扣分 -2 分（隐身 第1局）" in out.text
    await deduct(5, "隐身 第2局", game=2)
    # the same game again is refused; a game the table does not have, with the right form
    with pytest.raises(Refusal, match="“隐身”每局只扣一次，该选手第2局已经扣过"):
        await deduct(5, "隐身 第2局", game=2)
    with pytest.raises(
        Refusal, match=r"第4局不对：第1轮第1桌是第1局到第3局。格式：/扣分 5 隐身 \[第k局\]"
    ):
        await deduct(5, "隐身 第4局", game=4)
    # no game named: the first game not yet penalised, written in the line
    out = await deduct(2, "隐身")
    assert "扣分 -2 分（隐身 第1局）" in out.text
    out = await deduct(2, "隐身")
    assert "扣分 -2 分（隐身 第2局）" in out.text
    await deduct(2, "隐身")  # game 3
    with pytest.raises(Refusal, match="本桌共 3 局，该选手每一局都已扣过"):
        await deduct(2, "隐身")
    # /撤销 takes back the last (game 3): 2 is at -4
    await audit.undo_last(ORG, R1)
    # table 2 played no games (4's forfeit): no game to be invisible in (the games played)
    with pytest.raises(Refusal, match=r"第2桌没有对局（弃权），不能按局扣分"):
        await deduct(7, "隐身 第1局", game=1)
    scores = await round_scores()
    # 5: 11 - 2 - 2 = 7; 2: 17 - 2 - 2 = 13
    assert (scores[5], scores[2]) == ("7", "13")


async def test_kicking_once_per_table(clean_db):
    await round_one()
    # §八.5 该棋手当桌扣2分: once at his table
    out = await deduct(3, "踢人")
    assert "扣分 -2 分（踢人）" in out.text
    with pytest.raises(Refusal, match="“踢人”每桌只扣一次（2 分），该选手本轮这一桌已经扣过"):
        await deduct(3, "踢人")
    assert (await round_scores())[3] == "3"  # 5 - 2


async def test_compensation_needs_its_cause_and_follows_the_result(clean_db):
    await round_one()
    # no one at table 1 penalised yet: refused, naming what is missing
    with pytest.raises(
        Refusal, match="不能补 4 分：同桌本轮没有人因违规被扣分（可补分的扣分：消极"
    ):
        await compensate(3, 4, "对手消极 第2局", game=2)

    # 8 penalised for 开棋 in game 2, where he partnered 5 (A+C): 5 drew it -> +2 (其搭档补2分)
    await deduct(8, "开棋 第2局", game=2)
    out = await compensate(5, 2, "开棋搭档 第2局", game=2)
    assert "补分 2 分" in out.text
    # 2 partnered 8 in game 3 (B+C) and won it: 赢棋不补
    with pytest.raises(Refusal, match=r"该选手与开棋者（序号 8）搭档的第3局赢棋，赢棋不补"):
        await compensate(2, 2, "开棋搭档")
    # 开棋 is not a cause for the other victims: 3 (drew game 2) is refused ...
    with pytest.raises(Refusal, match=r"同桌本轮的扣分（序号 8 开棋）都不是可以补分的违规"):
        await compensate(3, 4, "对手开棋 第2局", game=2)
    # ... unless the referee insists (强制), undone again
    out = await compensate(3, 4, "对手开棋 第2局", forced=True, game=2)
    assert "补分 4 分" in out.text
    await audit.undo_last(ORG, R1)

    # 2 penalised for passive play in game 2 (§九 消极比赛 当局扣5分); 3 drew that game
    await deduct(2, "消极 第2局", game=2)
    # a drawn victim gets 4 (和棋可补4分), not the 开棋 partner's 2
    with pytest.raises(
        Refusal, match="不能补 2 分：补 2 分只给开棋者的搭档，该选手第2局不是开棋者"
    ):
        await compensate(3, 2, "对手消极 第2局", game=2)
    await compensate(3, 4, "对手消极 第2局", game=2)
    # a win gets nothing (赢棋不补): 8 won game 3
    with pytest.raises(Refusal, match="该选手第3局赢棋，不能补 4 分"):
        await compensate(8, 4, "对手消极 第3局", game=3)

    # 5: 11 + 2 = 13; 8: 11 - 2 = 9; 2: 17 - 5 = 12; 3: 5 + 4 = 9 (the forced +4 undone)
    scores = await round_scores()
    assert (scores[5], scores[8], scores[2], scores[3]) == ("13", "9", "12", "9")
