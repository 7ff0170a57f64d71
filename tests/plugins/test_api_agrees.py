"""The JSON API says what the chat says: a player's status is the standings' status (002's two
forfeits in a row withdraw him), a tournament lists the rounds it plays (a round robin's rounds
past the timetable, the arena's bouts), and 003's groups are the rows' division."""

from datetime import UTC, datetime

from sqlalchemy import update

from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import closing, groups, play, rankings, signup, timetable, tournaments, views
from services.common import Actor, PlayerRef

from ..services import test_arena_flow as arena
from ..services import test_jieqi_flow as jieqi
from ..services import test_swiss_flow as go
from .test_api import client

GROUP = "20001"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 12, 5, tzinfo=UTC)
TEN = {seq: str(40_000_000 + seq) for seq in range(1, 11)}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def round_robin_of_ten() -> None:
    """The club round robin with ten sign-ups, round 1 on 2026-12-12 20:00 (Shanghai)."""
    await tournaments.create_tournament(ORG, "round-robin", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq, qq in TEN.items():
        done = await signup.sign_up(Actor(qq, GROUP), f"报名 棋手{seq} {qq}", Everyone(), T0)
        assert done is not None and done.entry_seq == seq


async def test_a_round_robin_of_ten_lists_its_nine_rounds():
    await round_robin_of_ten()
    async with client() as http:
        # before round 1 the field is not fixed: the timetable's 7 rounds (planned for 8 players)
        before = (await http.get("/api/tournaments/1")).json()
        assert [r["number"] for r in before["rounds"]] == [1, 2, 3, 4, 5, 6, 7]
        assert before["game"] == "xiangqi" and before["total_label"] == "积分"

        await play.seat_next_round(ORG, R1)
        # ten players: a single round robin of n - 1 = 9 rounds (Berger, even field, no rest).
        # The preset's weekly timetable dates rounds 1–7 from round 1 (2026-12-12 20:00
        # Shanghai = 12:00 UTC, then every 7 days: round 7 on 2027-01-23); 8 and 9 have no time.
        rounds = (await http.get("/api/tournaments/1")).json()["rounds"]
        weekly = [
            "2026-12-12",
            "2026-12-19",
            "2026-12-26",
            "2027-01-02",
            "2027-01-09",
            "2027-01-16",
            "2027-01-23",
        ]
        assert rounds == [
            {
                "number": n,
                "label": f"第{n}轮",
                "status": "seated" if n == 1 else "pending",
                "starts_at": f"{weekly[n - 1]}T12:00:00+00:00" if n <= 7 else None,
            }
            for n in range(1, 10)
        ]
        # the first seat moves first: red in Xiangqi
        one = (await http.get("/api/tournaments/1/rounds/1")).json()
        assert one["seat_words"] == ["红方", "黑方"] and len(one["tables"]) == 5
    # FIDE Berger table for 9–10 players, round 1: 1-10, 2-9, 3-8, 4-7, 5-6 (first-named first);
    # /我的 names the seat with the same word as the API and the page
    assert one["tables"][0]["seats"] == [1, 10]
    mine = (await rankings.mine(Actor(TEN[1], GROUP))).text
    assert "第1轮 第1桌 红方，同桌：棋手10(10)" in mine
    assert "第1桌 黑方，同桌：棋手1(1)" in (await rankings.mine(Actor(TEN[10], GROUP))).text


async def test_the_timetable_in_chat_lists_the_same_nine_rounds():
    await round_robin_of_ten()
    await play.seat_next_round(ORG, R1)
    text = (await timetable.show(ORG, R1)).text
    # as the API: rounds 1–7 weekly from 2026-12-12 20:00 (Shanghai), 8 and 9 without a time;
    # round 1 is being played
    assert "第1轮：2026-12-12 20:00（进行中）" in text
    assert "第7轮：2027-01-23 20:00" in text
    assert "第8轮：未定" in text and "第9轮：未定" in text
    assert "第10轮" not in text


async def test_the_arena_lists_every_bout_as_a_round():
    await arena.setup_teams()
    await signup.set_open(arena.ORG, False, arena.T0)
    # bouts 1–3: 四川 No. 6 (#1) sweeps 重庆 6, 5, 4 (#8, #9, #10) 胜胜胜胜 = 8:0 each
    for _ in range(3):
        await arena.bout("胜胜胜胜")
    await play.seat_next_round(arena.ORG, arena.DAY)  # bout 4: #1 v 重庆 No. 3 (#11)
    async with client() as http:
        rounds = (await http.get("/api/tournaments/1")).json()["rounds"]
        # bout 1 is dated by /设置 第1轮 2026-12-12 14:00 (Shanghai = 06:00 UTC); the others
        # have no time in the timetable
        assert [(r["number"], r["status"], r["starts_at"]) for r in rounds] == [
            (1, "closed", "2026-12-12T06:00:00+00:00"),
            (2, "closed", None),
            (3, "closed", None),
            (4, "seated", None),
        ]
        four = (await http.get("/api/tournaments/1/rounds/4")).json()
        assert four["seat_words"] == ["守擂", "攻擂"] and four["tables"][0]["seats"] == [1, 11]
        page = (await http.get("/t/1")).text
    for n in (1, 2, 3, 4):
        assert f'id="round-{n}"' in page, n
    assert "<th>守擂</th><th>攻擂</th>" in page
    # an arena's group is its team, not a division
    async with client() as http:
        players = (await http.get("/api/tournaments/1/players")).json()
    assert {p["group"] for p in players} == {"四川", "重庆"}
    assert all(p["division"] is None for p in players)


async def test_the_players_api_says_withdrawn_after_two_forfeits_in_a_row():
    await go.setup_field()
    await play.seat_next_round(go.ORG, go.R1)
    await play.forfeit(go.ORG, PlayerRef.seq(8), None, go.R1)  # open A 8: first forfeit
    await go.play_out(1)
    await closing.close_round(go.ORG, go.R1)
    async with client() as http:
        players = {
            p["seq"]: p["status"] for p in (await http.get("/api/tournaments/1/players")).json()
        }
        assert players[8] == "active"  # one forfeit withdraws nobody
        await play.seat_next_round(go.ORG, go.R1)
        await play.forfeit(go.ORG, PlayerRef.seq(8), None, go.R1)  # the second in a row
        await go.play_out(2)
        await closing.close_round(go.ORG, go.R1)
        # 002 竞赛办法(六) 连续弃权两轮作自动退出比赛: withdrawn, in the standings and the API alike
        listed = (await http.get("/api/tournaments/1/players")).json()
        standings = (await http.get("/api/tournaments/1/standings")).json()
    players = {p["seq"]: p["status"] for p in listed}
    assert players[8] == "withdrawn"
    assert {q for q, s in players.items() if s == "active"} == {1, 2, 3, 4, 5, 6, 7, 9}
    assert players == {r["seq"]: r["status"] for r in standings["rows"]}
    mine = await rankings.mine(Actor(go.OPEN_A[8], go.GROUP))
    assert "状态：已退赛" in mine.text


async def test_a_round_of_divisions_is_closed_only_once_every_division_closed_it():
    await go.setup_field()
    await play.seat_next_round(go.ORG, go.R1)
    await go.play_out(1)
    await closing.close_round(go.ORG, go.R1, "青少年组")  # open A still plays round 1
    async with client() as http:
        rounds = (await http.get("/api/tournaments/1")).json()["rounds"]
        assert [r["status"] for r in rounds[:2]] == ["seated", "pending"]
        # 002: 8 rounds of a Swiss in each division, the timetable's 8
        assert [r["number"] for r in rounds] == list(range(1, 9))
        one = (await http.get("/api/tournaments/1/rounds/1")).json()
        assert one["seat_words"] == ["执黑", "执白"]  # 002 竞赛办法(四): the first seat has black
        page = (await http.get("/t/1")).text
    assert "<th>执黑</th><th>执白</th>" in page
    await closing.close_round(go.ORG, go.R1)
    assert (await views.tournament(1))["rounds"][0]["status"] == "closed"


async def test_the_groups_of_003_are_the_rows_division():
    await jieqi.setup_field()
    await groups.draw_groups(jieqi.ORG, jieqi.R1)
    await play.seat_next_round(jieqi.ORG, jieqi.R1)
    await jieqi.play_group_round(1)
    await closing.close_round(jieqi.ORG, jieqi.R1)
    async with client() as http:
        players = (await http.get("/api/tournaments/1/players")).json()
        rows = (await http.get("/api/tournaments/1/standings")).json()["rows"]
        one = (await http.get("/api/tournaments/1/rounds/1")).json()
        page = (await http.get("/t/1")).text
    # 16 players in groups A–D of 4, each row carrying its group under both names
    group_of = {p["seq"]: p["group"] for p in players}
    assert sorted(group_of.values()) == sorted("ABCD" * 4)
    assert all(p["division"] == p["group"] for p in players)
    assert len(rows) == 16
    assert all(r["division"] == r["group"] == group_of[r["seq"]] for r in rows)
    # group games: the first seat has red
    assert one["seat_words"] == ["红方", "黑方"] and "<th>红方</th><th>黑方</th>" in page


async def test_a_go_round_robin_names_the_seats_black_and_white():
    await round_robin_of_ten()
    async with db.unit("test", "a Go club's round robin") as work:
        t = await work.session.get(Tournament, 1)
        await work.session.execute(
            update(Tournament).values(regulation={**t.regulation, "game": "go"})
        )
    await play.seat_next_round(ORG, R1)
    async with client() as http:
        one = (await http.get("/api/tournaments/1/rounds/1")).json()
    assert one["seat_words"] == ["执黑", "执白"]  # the first seat moves first: black in Go
