"""A fixed, fully played tournament for the output tests (images, page, exports).

Seed 000 with the 8-player field of tests/services/test_fourplayer_flow.py, the cut after R1
shrunk to 4 so that the rows hold active, substitute and eliminated players, penalties and a
compensation in R1, a substitute seated in R2. Every figure is checked in that module.
"""

from datetime import timedelta

from services import closing, play, views
from services.common import PlayerRef
from tests.services.test_fourplayer_flow import ORG, R1, play_round_one, set_cut, setup_field

R2 = R1 + timedelta(days=1)


async def fixed_tournament(finish: bool = False) -> int:
    """Play the fixed tournament on an empty database to the end of R2 (or, `finish`, to the
    end of R6 with prizes: one table a round); returns its id (1)."""
    await setup_field()
    await set_cut(1, 4)
    await play_round_one()
    await play.seat_next_round(ORG, R2)
    await play.substitute(ORG, PlayerRef.seq(6), PlayerRef.seq(8), R2)
    await play.enter_result(ORG, "1", "胜胜胜", R2)
    await closing.close_round(ORG, R2)
    if finish:
        await set_cut(2, 4)  # player 6, replaced in R2, is out: one table of four from R3 on
        for n, games in zip(range(3, 7), ("胜和负", "和和和", "负负胜", "胜负和"), strict=True):
            when = R1 + timedelta(days=min(n, 5) - 1, hours=3 if n == 6 else 0)
            await play.seat_next_round(ORG, when)
            await play.enter_result(ORG, "1", games, when)
            await closing.close_round(ORG, when)
    return 1


async def api_answers(tid: int) -> dict:
    """Every JSON API answer of a tournament, keyed by path (full QQ numbers, as with the token)."""
    summary = await views.tournament(tid, full=True)
    out = {
        "tournament": summary,
        "players": await views.players(tid, full_qq=True),
        "standings": await views.standings(tid, full=True),
    }
    for r in summary["rounds"]:
        out[f"rounds/{r['number']}"] = await views.round_tables(tid, r["number"])
    return out
