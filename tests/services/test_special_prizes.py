"""Issue 27: special awards the organisers name (services/awards.py, `/特别奖`) and lucky-place
prizes, paid in the final post and the standings JSON.

「设道德风尚奖1名，奖励10元」 (the form of a published 道德风尚奖 line, 「道德风尚奖2名各奖励15元」,
cut to this small field: one winner) and a lucky place (published: 「幸运奖：名次为18、28、38、
48名各奖励15元」; both of 2020年第二届“群英杯”网络象棋公开赛) are written, on four players, as the
3rd place: the engine's test works the regulation's own places and figures
(tests/engine/test_regulation_windows.py).

Field: the round-robin preset, four players 1..4; every game is won by the lower sign-up
number, so 1 scores 3 wins × 2 = 6, 2 scores 4, 3 scores 2, 4 scores 0: the final order is
1, 2, 3, 4 with no tie. Prizes: 第1名 100 元; 幸运奖 第3名 20 元; 道德风尚奖 1 名 10 元.
Total 100 + 20 + 10 = 130.
"""

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import select, update

from engine.regulation import prize_money_total, read_setting
from models import db
from models.tables import Entry, Tournament
from services import audit, awards, closing, play, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal, regulation_of

SHANGHAI = ZoneInfo("Asia/Shanghai")
GROUP = "20029"
ORG = Actor("10001", GROUP, superuser=True)
QQ = {seq: str(2_900_000 + seq) for seq in range(1, 5)}
PRIZES = {
    "ranges": [{"from_rank": 1, "to_rank": 1, "amount": 100}],
    "special_awards": [{"name": "道德风尚奖", "count": 1, "amount": 10}],
    "lucky_places": [{"places": [3], "amount": 20}],
}


def at(local_time: str) -> datetime:
    """A Beijing time as aware UTC (as the chat layer's clock gives it)."""
    return datetime.strptime(local_time, "%Y-%m-%d %H:%M").replace(tzinfo=SHANGHAI).astimezone(UTC)


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


@pytest.fixture
async def cup(clean_db):
    now = at("2026-12-01 12:00")
    await tournaments.create_tournament(ORG, "round-robin", None, now)
    for item, value in (
        ("审核", "关"),
        ("报名截止", "2026-12-10 20:00"),
        ("第1轮", "2026-12-12 19:30"),
    ):
        await tournaments.set_value(ORG, read_setting(item, value), now)
    async with db.unit("test", "seed") as work:
        t = await work.session.get(Tournament, 1)
        assert t is not None
        reg = {**t.regulation, "prizes": {**t.regulation["prizes"], **PRIZES}}
        reg["format"] = {**reg["format"], "players": 4}
        await work.session.execute(update(Tournament).values(regulation=reg))
    await signup.set_open(ORG, True, now)
    for seq, qq in QQ.items():
        done = await signup.sign_up(Actor(qq, GROUP), f"报名 棋手{seq} {qq}", Everyone(), now)
        assert done is not None and done.ack
    await signup.set_open(ORG, False, at("2026-12-11 10:00"))


async def play_all() -> str:
    """Three rounds, the lower number winning every game; returns the final close's text."""
    text = ""
    for number in (1, 2, 3):
        now = at(f"2026-12-{11 + number} 19:30")
        await play.seat_next_round(ORG, now)
        for table in (await views.round_tables(1, number))["tables"]:
            first, second = table["seats"]
            await play.enter_result(ORG, str(table["table"]), "胜" if first < second else "负", now)
        outcome = await closing.close_round(ORG, now)
        text = "\n".join([outcome.text, *(n.text for n in outcome.notices)])
    return text


def give(name: str, seq: int) -> object:
    return awards.toggle_award(ORG, name, PlayerRef.seq(seq))


async def test_the_total_counts_the_award_and_the_lucky_place(cup):
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None
        assert prize_money_total(regulation_of(t)) == 130


async def test_the_organisers_name_the_winner_and_the_final_post_pays_everyone(cup):
    assert (await give("道德风尚奖", 4)).text == "序号 4 棋手4 获得道德风尚奖（1 名，各 10 元）。"
    final = await play_all()
    assert "第1名 棋手1 100 元" in final
    assert "第3名 棋手3 20 元 + 幸运奖" in final  # the lucky place: 3rd = seq 3
    assert "道德风尚奖（1 名，各 10 元）：序号 4 棋手4" in final
    table = await views.standings(1)
    assert table is not None
    assert {"rank": 3, "seq": 3, "amount": "20", "item": "幸运奖"} in table["prizes"]
    assert table["special_awards"] == [
        {"name": "道德风尚奖", "count": 1, "amount": "10", "item": None, "seqs": [4]}
    ]


async def test_an_award_not_yet_given_is_shown_as_waiting(cup):
    final = await play_all()
    assert "道德风尚奖（1 名，各 10 元）：待组委评定" in final
    table = await views.standings(1)
    assert table is not None and "special_awards" not in table


async def test_bad_award_commands_are_refused_and_change_nothing(cup):
    await give("道德风尚奖", 4)
    # one winner only: a second is refused, naming who has it
    with pytest.raises(Refusal) as refused:
        await give("道德风尚奖", 2)
    assert refused.value.message == (
        "道德风尚奖只设 1 名，已评定：序号 4 棋手4。要换人请先取消一位：/特别奖 道德风尚奖 <选手>"
    )
    with pytest.raises(
        Refusal, match="规程没有“最佳新人奖”这个特别奖（本规程的特别奖：道德风尚奖）"
    ):
        await give("最佳新人奖", 2)
    with pytest.raises(Refusal, match="格式：/特别奖 <奖项> <选手>"):
        await awards.toggle_award(ORG, "道德风尚奖", None)
    with pytest.raises(Refusal, match="只有本赛事的组委可以评定特别奖"):
        await awards.toggle_award(Actor(QQ[1], GROUP), "道德风尚奖", PlayerRef.seq(1))
    async with db.session() as s:
        given = {
            e.seq: (e.fields or {}).get(awards.AWARDS)
            for e in (await s.execute(select(Entry))).scalars()
        }
    assert given == {1: None, 2: None, 3: None, 4: ["道德风尚奖"]}


async def test_again_takes_it_back_and_undo_restores(cup):
    await give("道德风尚奖", 4)
    assert (await give("道德风尚奖", 4)).text == "序号 4 棋手4 已取消道德风尚奖。"
    shown = (await awards.show_awards(ORG)).text
    assert "道德风尚奖（1 名，各 10 元）：待组委评定" in shown
    await audit.undo_last(ORG, at("2026-12-12 10:00"))  # the taking back undone
    shown = (await awards.show_awards(ORG)).text
    assert "道德风尚奖（1 名，各 10 元）：序号 4 棋手4" in shown
