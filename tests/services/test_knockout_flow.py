"""The knockout on its own (preset ``knockout``) at the service level, worked by hand.

Twelve players sign up with 等级分 2000 − 10 × seq, so the rating seeds are 1, 2, 3, 4. The
bracket has 16 positions: numbers 13–16 are byes, and they face numbers 4, 1, 3, 2 (16 v 1, 13 v
4, 15 v 2, 14 v 3 in the standard order 1 16 8 9 4 13 5 12 2 15 7 10 3 14 6 11), so round 1's
tables in line order are: seed 1 (a bye), a tie, seed 4 (a bye), a tie, seed 2 (a bye), a tie,
seed 3 (a bye), a tie. Every tie below is won by the lower seq.
"""

from datetime import UTC, datetime

import pytest
from sqlalchemy import update

from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import audit, closing, play, signup, tournaments, views
from services.common import Actor, Refusal

GROUP = "20016"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 6, 5, tzinfo=UTC)
QQ = {seq: str(3_000_000 + seq) for seq in range(1, 13)}
FLIP = str.maketrans("胜负", "负胜")


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


def player(seq: int) -> Actor:
    return Actor(QQ[seq], GROUP)


async def setup_field() -> None:
    await tournaments.create_tournament(ORG, "knockout", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq, qq in QQ.items():
        done = await signup.sign_up(
            Actor(qq, GROUP), f"报名 棋手{seq} {qq} 等级分 {2000 - 10 * seq}", Everyone(), T0
        )
        assert done is not None and done.ack, done
    async with db.unit("test", "seed") as work:
        await work.session.execute(update(Tournament).values(rng_seed=4))


async def tables(number: int) -> list[dict]:
    return (await views.round_tables(1, number))["tables"]


def won_by_lower(seats: list[int], text: str) -> str:
    """``text`` written for the lower seq winning, from the first seat's side."""
    return text if seats[0] < seats[1] else text.translate(FLIP)


async def test_a_sign_up_without_its_rating_is_asked_for_it(clean_db):
    await tournaments.create_tournament(ORG, "knockout", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    with pytest.raises(Refusal, match="还缺：等级分（如 等级分 1850）"):
        await signup.sign_up(Actor("3000099", GROUP), "报名 张三 3000099", Everyone(), T0)


async def test_byes_entries_reports_undo_and_ranks_by_exit_round(clean_db):
    await setup_field()
    seated = await play.seat_next_round(ORG, R1)
    assert "第1轮已编排：8 桌，12 人。" in seated.text
    post = seated.notices[-1].text
    assert "本轮为16进8，每场 2 局" in post and "白方" in post
    r1 = await tables(1)
    assert [t["seats"] for t in r1 if len(t["seats"]) == 1] == [[1], [4], [2], [3]]
    assert [(t["table"], t["result"]) for t in r1 if len(t["seats"]) == 1] == [
        (1, "轮空"),
        (3, "轮空"),
        (5, "轮空"),
        (7, "轮空"),
    ]
    ties = [t for t in r1 if len(t["seats"]) == 2]
    assert sorted(q for t in ties for q in t["seats"]) == list(range(5, 13))
    assert all(t["result"] is None for t in ties)

    # the bracket is drawn: its size and seeds no longer change
    with pytest.raises(Refusal, match="第1轮已经抽签编排，签数不能再改"):
        await tournaments.set_value(ORG, read_setting("签数", "8"), R1)

    # an entry that does not decide the tie is refused with what is missing
    a = ties[0]
    with pytest.raises(Refusal, match="常规局 1:1 战平，须下加赛局。请写全整场，例如 胜负胜"):
        await play.enter_result(ORG, str(a["table"]), "胜负", R1)

    # /报分 by the first seat, /确认 by the other: the tie's game string stands
    first, second = a["seats"]
    text = won_by_lower(a["seats"], "胜负和胜")  # 1:1, a drawn decider, the second decider won
    with pytest.raises(Refusal, match="加赛局和棋，须再下一局加赛"):
        await play.report_result(player(first), text[:3], R1)
    reply = await play.report_result(player(first), text, R1)
    assert f"已记录第{a['table']}桌报分：{text}" in reply.text
    confirmed = await play.confirm_report(player(second), True, R1)
    assert f"第{a['table']}桌结果 {text} 已确认" in confirmed.text
    assert next(t for t in await tables(1) if t["table"] == a["table"])["result"] == text

    # a referee's entry, taken back with /撤销, then entered again
    b = ties[1]
    await play.enter_result(ORG, str(b["table"]), won_by_lower(b["seats"], "胜胜"), R1)
    await audit.undo_last(ORG, R1)
    assert next(t for t in await tables(1) if t["table"] == b["table"])["result"] is None
    for t in ties[1:]:
        await play.enter_result(ORG, str(t["table"]), won_by_lower(t["seats"], "胜和"), R1)
    await closing.close_round(ORG, R1)

    # after 16进8: the eight still in rank 1 (the four seeds and the four winners), the four
    # beaten rank 16 / 2 + 1 = 9
    st = await views.standings(1)
    winners = {min(t["seats"]) for t in ties}
    losers = {max(t["seats"]) for t in ties}
    rows = {r["seq"]: r for r in st["rows"]}
    assert {q for q, r in rows.items() if r["rank"] == 1} == {1, 2, 3, 4} | winners
    assert {q for q, r in rows.items() if r["rank"] == 9} == losers
    assert all(rows[q]["status"] == "eliminated" for q in losers)
    assert [r["rank"] for r in st["rows"]] == [1] * 8 + [9] * 4
    assert st["bracket"]["seat_labels"] == ["白方", "黑方"]
    # the bye's round is not played: no score
    assert rows[1]["round_scores"] == [None]
    # a's winner made 胜负和胜 from his side: 1 + 0 + ½ + 1 = 2½
    assert rows[min(a["seats"])]["round_scores"] == ["2.5"]

    # rounds 2–4: seeds meet by the bracket; the lower seq wins every tie; the final has 4 games
    for number in (2, 3, 4):
        await play.seat_next_round(ORG, R1)
        example = "胜和负胜" if number == 4 else "胜胜"
        for t in await tables(number):
            await play.enter_result(ORG, str(t["table"]), won_by_lower(t["seats"], example), R1)
        await closing.close_round(ORG, R1)
    assert [set(t["seats"]) for t in await tables(3)] == [{1, 4}, {2, 3}]
    st = await views.standings(1)
    # 1 champion, 2 runner-up, 3 and 4 both third (no third-place tie), the quarter-final losers
    # 5 (winners of round 1, each beaten by a seed), the round-1 losers 9
    assert [(r["rank"], r["seq"]) for r in st["rows"][:4]] == [(1, 1), (2, 2), (3, 4), (3, 3)]
    assert [r["rank"] for r in st["rows"]] == [1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9]
    assert {r["seq"] for r in st["rows"] if r["rank"] == 5} == winners
    assert st["rows"][0]["explanation"] == "冠军"
    assert st["knockout"]["finished"] is True
    async with db.session() as s:
        assert (await s.get(Tournament, 1)).status == "finished"


async def test_a_contested_report_goes_to_the_referee(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    tie = next(t for t in await tables(1) if len(t["seats"]) == 2)
    first, second = tie["seats"]
    await play.report_result(player(first), "胜胜", R1)
    reply = await play.report_result(player(second), "负负", R1)
    assert "报分与同桌不一致" in reply.text and "已交裁判处理" in reply.text
    assert next(t for t in await tables(1) if t["table"] == tie["table"])["result"] is None


async def test_bracket_settings_before_the_draw(clean_db):
    await setup_field()
    # 12 players fill more than half of 16: no change needed; 8 positions are too few
    out = await tournaments.set_value(ORG, read_setting("签数", "8"), T0)
    assert "已设置 签数 = 8" in out.text
    with pytest.raises(Refusal, match="现有 12 名选手，超过 8 签：请 /设置 签数 16"):
        await play.seat_next_round(ORG, R1)
    await audit.undo_last(ORG, T0)  # /撤销 the setting: 16 positions again
    seated = await play.seat_next_round(ORG, R1)
    assert "第1轮已编排：8 桌，12 人。" in seated.text
