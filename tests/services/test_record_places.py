"""`/战绩`'s places are kept per tournament between requests (services/places.py) and follow
every change: a round's close undone, its results changed and closed again."""

from datetime import timedelta

from services import audit, closing, records
from tests.outputs.two_player import ORG, RR1, _enter, round_robin_tournament

JIA, DING = "2000001", "2000004"


async def _place(qq: str) -> tuple[int | None, int]:
    data = await records.player_json(qq, True)
    assert data is not None
    [event] = data["events"]
    return event["place"], event["after_round"]


async def test_places_follow_an_undone_close_and_new_results(clean_db):
    await round_robin_tournament()
    # the round robin's final standings: 甲 second (tests/plugins/test_record_commands.py)
    assert await _place(JIA) == (2, 3)
    # round 3's close undone: the places are those after round 2
    when = RR1 + timedelta(days=14)
    await audit.undo_last(ORG, when)
    assert (await _place(JIA))[1] == 2
    # round 3 played again: 丁 beats 乙, 丙 beats 甲. With win 1, draw ½, loss 0:
    #   甲 W(R1 v 丁) L(R2 v 乙) L = 1; 乙 D(R1 v 丙) W(R2 v 甲) L = 1.5;
    #   丙 D L(R2 v 丁) W = 1.5; 丁 L(R1 v 甲) W(R2 v 丙) W = 2
    #   -> 丁 first alone, 甲 last alone (the asked places need no tiebreak)
    await _enter(1, 3, 4, (2, 4))
    await _enter(1, 3, 3, (3, 1))
    await closing.close_round(ORG, when)
    assert await _place(JIA) == (4, 3)
    assert await _place(DING) == (1, 3)
