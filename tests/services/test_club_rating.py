"""The club rating and records over a group's tournaments, through the services: the round
robin of tests/outputs/two_player.py rated by hand, a corrected result changing the ratings, an
unrated tournament, and an identity bound (/绑定) and undone."""

from datetime import timedelta

import pytest
from sqlalchemy import select

from engine.regulation import read_setting
from models import db
from models.tables import Entry
from services import audit, closing, identity, rankings, records, signup, tournaments
from services.club_rating import load_group, ratings
from services.common import Actor, PlayerRef, Refusal
from services.identity import Account
from tests.outputs.two_player import ORG, RR1, Everyone, _enter, round_robin_tournament

QQ = {seq: str(2_000_000 + seq) for seq in range(1, 5)}


def _qq(seq: int) -> Account:
    """Player seq's QQ number as `/绑定` names it."""
    return Account(QQ[seq], QQ[seq])


async def _ratings() -> dict[str, float]:
    async with db.session() as s:
        group = await load_group(s, "qq", ORG.group_id or "")
    return {p: r.rating for p, r in ratings(group).get("xiangqi", {}).items()}


def _by_seq(values: dict[str, float]) -> dict[int, float]:
    return {seq: values[qq] for seq, qq in QQ.items() if qq in values}


# The round robin (two_player.py): R1 1 beats 4, 2 draws 3; R2 4 beats 3, 2 beats 1;
# R3 2 draws 4, 3 draws 1. Everyone 1500, K 40 (nobody has 30 games):
#   R1 1-4 W: E 0.5, Δ +20 -> 1 1520, 4 1480;  2-3 D: Δ 0 -> 1500, 1500
#   R2 4-3 W: 1480 v 1500, E_4 = 1/(1+10^(20/400)) = 0.471249, Δ 40·0.528751 = +21.15
#             -> 4 1501.15, 3 1478.85
#      2-1 W: 1500 v 1520, E_2 0.471249, Δ +21.15 -> 2 1521.15, 1 1498.85
#   R3 2-4 D: 1521.15 v 1501.15, E_2 0.528751, Δ 40(0.5−0.528751) = −1.15 -> 2 1520, 4 1502.30
#      3-1 D: 1478.85 v 1498.85, E_3 0.471249, Δ +1.15 -> 3 1480, 1 1497.70
AFTER_R2 = {1: 1498.85, 2: 1521.15, 3: 1478.85, 4: 1501.15}
FINAL = {1: 1497.70, 2: 1520.00, 3: 1480.00, 4: 1502.30}
# corrected: R3 2 beats 4 instead: E_2 0.528751, Δ 40·0.471249 = +18.85 -> 2 1540, 4 1482.30
CORRECTED = {1: 1497.70, 2: 1540.00, 3: 1480.00, 4: 1482.30}


async def test_a_round_robin_rated_by_hand_and_a_corrected_result(clean_db):
    await round_robin_tournament()
    assert _by_seq(await _ratings()) == pytest.approx(FINAL, abs=1e-4)
    text = (await records.rating_list(ORG)).text
    # shown rounded: 2 1520, 4 1502, 1 1498 (1497.70), 3 1480; each 3 games (乙: drew 丙,
    # beat 甲, drew 丁; 丁: lost to 甲, beat 丙, drew 乙; 甲: beat 丁, lost to 乙, drew 丙;
    # 丙: drew 乙, lost to 丁, drew 甲)
    assert text.splitlines()[:5] == [
        "本群等级分·象棋（4人）",
        "1. 乙 1520（3局 1胜2和0负）",
        "2. 丁 1502（3局 1胜1和1负）",
        "3. 甲 1498（3局 1胜1和1负）",
        "4. 丙 1480（3局 0胜2和1负）",
    ]
    # the correction: round 3's close undone (its games no longer counted), 2-4 entered as a
    # win for 2, closed again
    when = RR1 + timedelta(days=14)
    await audit.undo_last(ORG, when)
    assert _by_seq(await _ratings()) == pytest.approx(AFTER_R2, abs=1e-4)
    await _enter(1, 3, 2, (2, 4))
    await closing.close_round(ORG, when)
    assert _by_seq(await _ratings()) == pytest.approx(CORRECTED, abs=1e-4)


async def test_records_and_head_to_head(clean_db):
    await round_robin_tournament()
    player1 = Actor(QQ[1], ORG.group_id)
    text = (await records.record(player1, [])).text
    lines = text.splitlines()
    # 甲: beat 丁 (R1), lost to 乙 (R2), drew 丙 (R3); 2+0+1 = 3 points, second (two_player.py)
    assert lines[0] == "甲 的战绩：本群 1 次赛事，3 局 1胜1和1负"
    assert lines[1] == "#1「周六象棋循环赛」第2名"
    assert lines[2] == "等级分：象棋 1498（3局 1胜1和1负）"
    assert lines[4].endswith("和 丙") and lines[6].endswith("胜 丁")
    h2h = (await records.record(player1, [PlayerRef.seq(1), PlayerRef.seq(2)])).text
    assert h2h.splitlines()[0] == "甲 对 乙：1 局，甲 0胜0和1负"
    with pytest.raises(Refusal, match="同一人"):
        await records.record(player1, [PlayerRef.seq(1), PlayerRef.seq(1)])


async def test_an_unrated_tournament_counts_no_games(clean_db):
    await round_robin_tournament()
    await tournaments.set_value(ORG, read_setting("等级分", "关"), RR1)
    assert await _ratings() == {}
    with pytest.raises(Refusal, match="还没有计入等级分"):
        await records.rating_list(ORG)
    # the record still lists the games (not rated)
    assert "3 局" in (await records.record(Actor(QQ[1], ORG.group_id), [])).text


async def test_binding_an_account_merges_and_undo_takes_it_back(clean_db):
    await round_robin_tournament()
    with pytest.raises(Refusal, match="格式"):
        await identity.bind(ORG, Account("甲"), Account("wx"), RR1)
    with pytest.raises(Refusal, match="只有本赛事的组委"):
        await identity.bind(Actor(QQ[1], ORG.group_id), _qq(1), _qq(4), RR1)
    out = await identity.bind(ORG, _qq(1), _qq(4), RR1)
    # said in the group: both numbers masked
    assert out.text.startswith("已绑定：") and QQ[1] not in out.text and QQ[4] not in out.text
    with pytest.raises(Refusal, match="已经算作"):
        await identity.bind(ORG, _qq(4), _qq(1), RR1)
    async with db.session() as s:
        assert await identity.person_of(s, ORG.group_id or "", QQ[4]) == QQ[1]
    # 甲 and 丁 one person: their R1 game (1 beat 4) is a game against himself, not counted;
    # the other four: 丁 beat 丙, 甲 lost to 乙, 丁 drew 乙, 甲 drew 丙
    text = (await records.record(Actor(QQ[1], ORG.group_id), [])).text
    assert text.splitlines()[0] == "丁 的战绩：本群 1 次赛事，4 局 1胜2和1负"
    assert set(_by_seq(await _ratings())) == {1, 2, 3}
    # the players API asked for either account gives the one person's four games
    for qq in (QQ[1], QQ[4]):
        data = await records.player_json(qq, full=True)
        assert data is not None and len(data["games"]) == 4 and len(data["events"]) == 2
    await audit.undo_last(ORG, RR1)
    async with db.session() as s:
        assert await identity.person_of(s, ORG.group_id or "", QQ[4]) == QQ[4]
    assert _by_seq(await _ratings()) == pytest.approx(FINAL, abs=1e-4)


async def test_fill_ratings_writes_the_club_rating_into_sign_ups(clean_db):
    await round_robin_tournament()
    await tournaments.create_tournament(ORG, "round-robin", "下周循环赛", RR1)
    await signup.set_open(ORG, True, RR1)
    for seq in (2, 3):
        await signup.sign_up(
            Actor(QQ[seq], ORG.group_id), f"报名 新{seq} {QQ[seq]}", Everyone(), RR1
        )
    await signup.sign_up(Actor("2000009", ORG.group_id), "报名 新人 2000009", Everyone(), RR1)
    out = await records.fill_ratings(ORG)
    assert "已为 3 位" in out.text
    async with db.session() as s:
        rows = (await s.execute(select(Entry).where(Entry.tournament_id == 2))).scalars()
        got = {e.user_id: e.fields.get("rating") for e in rows}
    # 乙 1520, 丙 1480 (FINAL rounded), the newcomer 1500
    assert got == {QQ[2]: 1520, QQ[3]: 1480, "2000009": 1500}
    with pytest.raises(Refusal, match="没有需要填入"):
        await records.fill_ratings(ORG)
    await audit.undo_last(ORG, RR1)
    async with db.session() as s:
        rows = (await s.execute(select(Entry).where(Entry.tournament_id == 2))).scalars()
        assert all(e.fields.get("rating") is None for e in rows)


async def test_mine_shows_the_club_rating_of_the_tournaments_game(clean_db):
    await round_robin_tournament()
    text = (await rankings.mine(Actor(QQ[2], ORG.group_id))).text
    # 乙: 1520 after drawing 丙, beating 甲, drawing 丁 (worked above)
    assert text.splitlines()[-1] == "本群象棋等级分：1520（3局 1胜2和0负）"


async def test_mine_follows_a_corrected_result_past_its_memo(clean_db):
    await round_robin_tournament()
    player2 = Actor(QQ[2], ORG.group_id)
    assert (await rankings.mine(player2)).text.endswith("1520（3局 1胜2和0负）")
    # the close of round 3 undone: 乙 after round 2 is 1521.15 (shown 1521, 2 games)
    await audit.undo_last(ORG, RR1 + timedelta(days=14))
    assert (await rankings.mine(player2)).text.endswith("1521（2局 1胜1和0负）")
