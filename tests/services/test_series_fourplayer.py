"""A series over two seed-000 tournaments (four-player Junqi, weighted elimination), worked by
hand from RULES.md's 000: a series place is the tournament's final place, the eliminated
players' too (cut after round n: the places after those still playing, in round n's order).

Each tournament: tests/services/test_fourplayer_flow.py's field of 8 (sign-up number: QQ
1: 346631485, 2: 12345678, 3: 22334455, 4: 98765432, 5: 11223344, 6: 55667788, 7: 34000001,
8: 20000000), shortened to two rounds (weights 0.2, 0.4) with a cut to 4 after round 1.
R1 seating by the first two QQ digits: table 1 seats 5 2 8 3, table 2 seats 7 1 6 4.
Per game win 7, draw 3, loss 1; partners: game 1 seats 1+2 v 3+4, game 2 1+3 v 2+4, game 3
1+4 v 2+3. Both tables 胜和负 from the first seat:
    table 1: 5 = 7+3+1 = 11, 2 = 7+3+7 = 17, 8 = 1+3+7 = 11, 3 = 1+3+1 = 5
    table 2: 7 = 11, 1 = 17, 6 = 11, 4 = 5
R1 order by score, ties by sign-up number: 1, 2 (17), 5, 6, 7, 8 (11), 3, 4 (5). The cut keeps
1, 2, 5, 6; 7, 8, 3, 4 are out after R1 and take places 5, 6, 7, 8 in that order.
R2 (snake, one table): seats 1 2 5 6.
    event 1, 负负负 from seat 1: 1 = 1+1+1 = 3, 2 = 5 = 6 = 7+1+7 = 15 (each wins twice)
        totals 0.2·R1 + 0.4·R2: 1 3.4+1.2 = 4.6, 2 3.4+6 = 9.4, 5 2.2+6 = 8.2, 6 8.2
        5 and 6: same round 2 (15) and round 1 (11), sign-up order: 5 first
        -> places 2, 5, 6, 1, then 7, 8, 3, 4
    event 2, 胜胜胜 from seat 1: 1 = 21, 2 = 5 = 6 = 7+1+1 = 9
        totals: 1 3.4+8.4 = 11.8, 2 3.4+3.6 = 7, 5 2.2+3.6 = 5.8, 6 5.8 (5 first again)
        -> places 1, 2, 5, 6, then 7, 8, 3, 4
Series, default rules (第1名20分，依次递减1分): 1st 20, 2nd 19 … 8th 13.
    2: 20 + 19 = 39;  1: 17 + 20 = 37;  5: 19 + 18 = 37;  6: 18 + 17 = 35
    7: 16 + 16 = 32;  8: 15 + 15 = 30;  3: 14 + 14 = 28;  4: 13 + 13 = 26
    1 and 5 level on 37 and on 2 events; best result: 1's (1, 4) before 5's (2, 3).
    No head-to-head: a four-player table is no two-player encounter.
"""

from datetime import UTC, datetime, timedelta

from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import closing, play, series, series_views, signup, tournaments, views
from services.common import Actor
from services.series import Named
from tests.services.test_fourplayer_flow import FIELD, GROUP, ORG, T0, Everyone
from tests.services.test_series import event

QQ = dict(enumerate(FIELD, start=1))


async def _junqi(tid: int, first_round: datetime, second: str) -> None:
    """Tournament ``tid`` of seed 000, two rounds, R1 both tables 胜和负, R2 ``second``."""
    await tournaments.create_tournament(ORG, "xiaomanyao-junqi-2023", None, T0)
    day = first_round.strftime("%Y-%m-%d")
    await tournaments.set_value(ORG, read_setting("第1轮", f"{day} 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for qq in FIELD:
        done = await signup.sign_up(
            Actor(qq, GROUP), f"报名 【粤】选手{qq[-2:]} {qq}", Everyone(), T0
        )
        assert done is not None and done.ack
    async with db.unit("test", "two rounds") as work:
        t = await work.session.get(Tournament, tid)
        assert t is not None
        reg = dict(t.regulation)
        reg["format"] = {
            **reg["format"],
            "rounds": 2,
            "weights": ["0.2", "0.4"],
            "cuts": {"1": 4},
        }
        t.regulation = reg
    await play.seat_next_round(ORG, first_round)
    tables = (await views.round_tables(tid, 1))["tables"]
    assert [x["seats"] for x in tables] == [[5, 2, 8, 3], [7, 1, 6, 4]]
    for number in ("1", "2"):
        await play.enter_result(ORG, number, "胜和负", first_round)
    await closing.close_round(ORG, first_round)
    later = first_round + timedelta(days=1)
    await play.seat_next_round(ORG, later)
    assert [x["seats"] for x in (await views.round_tables(tid, 2))["tables"]] == [[1, 2, 5, 6]]
    await play.enter_result(ORG, "1", second, later)
    await closing.close_round(ORG, later)


async def test_a_series_of_two_junqi_tournaments(clean_db):
    await _junqi(1, datetime(2026, 12, 12, 12, 5, tzinfo=UTC), "负负负")
    await _junqi(2, datetime(2026, 12, 19, 12, 5, tzinfo=UTC), "胜胜胜")
    places = [[r["seq"] for r in (await views.standings(tid))["rows"]] for tid in (1, 2)]
    assert places == [[2, 5, 6, 1, 7, 8, 3, 4], [1, 2, 5, 6, 7, 8, 3, 4]]
    await series.create_series(ORG, "军棋月赛", T0)
    for tid in (1, 2):
        await series.add_tournament(ORG, event(Named("#1", 1), tid), T0)
    data = await series_views.standings_json(1, full=True)
    assert data["counted"] == [1, 2]
    rows = [(r["rank"], r["qq"], r["total"]) for r in data["rows"]]
    assert rows == [
        (1, QQ[2], "39"),
        (2, QQ[1], "37"),
        (3, QQ[5], "37"),
        (4, QQ[6], "35"),
        (5, QQ[7], "32"),
        (6, QQ[8], "30"),
        (7, QQ[3], "28"),
        (8, QQ[4], "26"),
    ]
    # the eliminated keep their places: 7 was 5th in both (cut after R1, first of the cut)
    seventh = data["rows"][4]["results"]
    assert [(x["tournament"], x["place"], x["points"]) for x in seventh] == [
        (1, 5, "16"),
        (2, 5, "16"),
    ]
    text = (await series_views.ranking(ORG, None)).text
    assert "（最好名次好）" in text  # 1 before 5, level on 37


async def test_the_arena_places_are_the_teams(clean_db):
    """Seed 004 swept by 四川's No. 6 (tests/services/test_arena_flow.py): 7 bouts, each
    胜胜胜胜 from the defender's side (8:0). 四川 wins the match: its 7 players are 1st (20
    points under the default rules), 重庆's 7 players 2nd (19), also those who played no bout
    (四川 5 … 擂主). Head-to-head: each bout a two-player encounter, 8:0 for 四川's No. 6."""
    from tests.services import test_arena_flow as arena

    await arena.setup_teams()
    await signup.set_open(arena.ORG, False, arena.T0)
    for _ in range(7):
        await arena.bout("胜胜胜胜")
    await series.create_series(arena.ORG, "川渝擂台", arena.T0)
    await series.add_tournament(arena.ORG, event(Named("#1", 1), 1), arena.T0)
    data = await series_views.standings_json(1, full=True)
    assert data["counted"] == [1]
    by_qq = {r["qq"]: (r["rank"], r["total"], r["results"][0]["place"]) for r in data["rows"]}
    assert by_qq == {
        **{arena.QQ[seq]: (1, "20", 1) for seq in range(1, 8)},
        **{arena.QQ[seq]: (8, "19", 2) for seq in range(8, 15)},
    }
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None
        ids = await series_views.load_identities(s, t.group_id)
        encounters = (await series_views.event_of(s, t, ids)).encounters
    assert {(e.first, e.second, e.first_points, e.second_points) for e in encounters} == {
        (arena.QQ[1], arena.QQ[seq], 8, 0) for seq in range(8, 15)
    }
