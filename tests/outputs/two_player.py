"""Two fixed tournaments of two-player games for the output tests (pictures, page, exports):
a round robin and a Swiss, played through the services, each figure worked by hand below.

Round robin (preset round-robin: win 2 / draw 1 / loss 0), four players 甲乙丙丁 = 1..4 in
sign-up order = Berger numbers; FIDE C.05 Annex 1 for 4 players: R1 1–4, 2–3; R2 4–3, 1–2;
R3 2–4, 3–1. Results: R1 1 beats 4, 2 draws 3; R2 4 beats 3, 2 beats 1; R3 2 draws 4, 3 draws 1.

    points  1: 2+0+1 = 3   2: 1+2+1 = 4   3: 1+0+1 = 2   4: 0+2+1 = 3
    索伯分 = Σ opponent's points × points made / 2:
            1: beat 4 (3) 3 + lost to 2 0 + drew 3 (2) 1   = 4
            2: drew 3 (2) 1 + beat 1 (3) 3 + drew 4 (3) 1.5 = 5.5
            3: drew 2 (4) 2 + lost to 4 0 + drew 1 (3) 1.5  = 3.5
            4: lost to 1 0 + beat 3 (2) 2 + drew 2 (4) 2    = 4
    1 and 4 are level on points and 索伯分: 直胜 1 beat 4 → 1: 2, 4: 0.
    order: 2, 1, 4 (积分相同，直胜 2 > 0), 3.

Swiss: seed 002 (Go), the youth division of tests/services/test_swiss_flow.py played to the end
of its round 2 (open A's round 1 closed too); the figures are worked by hand there.
"""

from datetime import UTC, datetime, timedelta

from sqlalchemy import update

from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import closing, play, signup, tournaments, views
from services.common import Actor, PlayerRef
from tests.services import test_swiss_flow as go

GROUP = "20003"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
RR1 = datetime(2026, 12, 12, 12, 5, tzinfo=UTC)  # round 1 starts 2026-12-12 20:00 CST
RR_PLAYERS = {1: "甲", 2: "乙", 3: "丙", 4: "丁"}
RR_RESULTS = {  # round -> (winner or None for a draw, the two players)
    1: [(1, (1, 4)), (None, (2, 3))],
    2: [(4, (4, 3)), (2, (1, 2))],
    3: [(None, (2, 4)), (None, (3, 1))],
}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def _enter(tid: int, number: int, winner: int | None, players: tuple[int, int]) -> None:
    tables = (await views.round_tables(tid, number))["tables"]
    table = next(t for t in tables if set(t["seats"]) == set(players))
    mark = "和" if winner is None else "胜" if table["seats"][0] == winner else "负"
    await play.enter_result(ORG, str(table["table"]), mark, RR1 + timedelta(days=7 * (number - 1)))


async def round_robin_tournament() -> int:
    """The round robin above, played to its end on an empty database; returns its id (1)."""
    await tournaments.create_tournament(ORG, "round-robin", "周六象棋循环赛", T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq, name in RR_PLAYERS.items():
        qq = str(2_000_000 + seq)
        done = await signup.sign_up(Actor(qq, GROUP), f"报名 {name} {qq}", Everyone(), T0)
        assert done is not None and done.ack
    async with db.unit("test", "seed") as work:
        await work.session.execute(update(Tournament).values(rng_seed=1))
    for number, results in RR_RESULTS.items():
        when = RR1 + timedelta(days=7 * (number - 1))
        await play.seat_next_round(ORG, when)
        for winner, players in results:
            await _enter(1, number, winner, players)
        await closing.close_round(ORG, when)
    return 1


async def swiss_tournament() -> int:
    """seed 002's youth division after its round 2, as tests/services/test_swiss_flow.py plays
    it (open A after round 1); returns its id (1)."""
    await go.setup_field()
    await play.seat_next_round(go.ORG, go.R1)
    await go.win(1, 1)
    await play.forfeit(go.ORG, PlayerRef.seq(4), None, go.R1)
    await go.win(1, 6)
    await go.win(1, 9)
    await closing.close_round(go.ORG, go.R1, "青少年组")
    await play.seat_next_round(go.ORG, go.R1, "青少年组")
    await go.win(2, 1)
    await go.win(2, 3)
    await closing.close_round(go.ORG, go.R1)
    return 1
