"""A series over a year: a player renamed between events shows his latest name (in the series
and in `/战绩`), and a tournament deleted after being added drops out of the series until
`/撤销` brings it back. Played with tests/services/test_series.py's round robins (win 2 /
draw 1 / loss 0, the better of the intended order winning every game)."""

from datetime import timedelta

from sqlalchemy import update

from engine.numbers import Ident
from engine.regulation import read_setting
from models import db
from models.tables import Entry
from services import audit, records, series, series_views, signup, tournaments
from services.common import Actor
from tests.services.test_series import (
    GROUP,
    ORG,
    QQ,
    SERIES_1,
    T0,
    Everyone,
    event,
    play_round_robin,
    when,
)

RULES = "[points]\ntable = [10, 8, 5]\nparticipation = 1\n"


async def _two_events() -> None:
    """Both events X Y Z W in order; rules 1st 10, 2nd 8, 3rd 5, beyond 1, all counted:
    X 10 + 10 = 20, Y 8 + 8 = 16, Z 5 + 5 = 10, W 1 + 1 = 2."""
    await play_round_robin("周赛1", "XYZW", "XYZW")
    await play_round_robin("周赛2", "XYZW", "XYZW")
    await series.create_series(ORG, "2026年度积分", T0)
    for tid in (1, 2):
        await series.add_tournament(ORG, event(SERIES_1, tid), T0)
    await series.update_rules(ORG, 1, RULES)


async def test_a_renamed_player_shows_his_latest_name(clean_db):
    await _two_events()
    # X signs the second event's sheet as 大X (his entry corrected by an organiser's unit)
    async with db.unit(ORG.user_id, "改名") as work:
        await work.session.execute(
            update(Entry).where(Entry.tournament_id == 2, Entry.seq == 1).values(name="大X")
        )
    data = await series_views.standings_json(1, full=True)
    assert [(r["name"], r["total"]) for r in data["rows"]][0] == ("大X", "20")
    # a third tournament, outside the series, where X signs up as 老X: the latest name
    await tournaments.create_tournament(ORG, "round-robin", "周赛3", T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    done = await signup.sign_up(Actor(QQ["X"], GROUP), f"报名 老X {QQ['X']}", Everyone(), T0)
    assert done is not None and done.ack
    data = await series_views.standings_json(1, full=True)
    assert [(r["name"], r["total"], r["events"]) for r in data["rows"]] == [
        ("老X", "20", 2),
        ("选手Y", "16", 2),
        ("选手Z", "10", 2),
        ("选手W", "2", 2),
    ]
    assert "1. 老X " in (await series_views.ranking(ORG, None)).text
    record = (await records.record(Actor(QQ["X"], GROUP), [])).text
    assert record.startswith("老X 的战绩：本群 3 次赛事")


async def test_a_deleted_tournament_drops_out_until_undone(clean_db):
    await _two_events()
    now = when(3) + timedelta(days=1)
    await tournaments.delete(ORG, Ident(2, "2"), now)
    # only event 1 left: X 10, Y 8, Z 5, W 1
    data = await series_views.standings_json(1, full=True)
    assert data["tournaments"] == [1] and data["counted"] == [1]
    assert [(r["name"], r["total"], r["events"]) for r in data["rows"]] == [
        ("选手X", "10", 1),
        ("选手Y", "8", 1),
        ("选手Z", "5", 1),
        ("选手W", "1", 1),
    ]
    assert "#1 2026年度积分：#1（已结束 1 场）" in (await series_views.listing(ORG)).text
    # /撤销 of the delete: the tournament and its points are back (X 20, Y 16, Z 10, W 2)
    await audit.undo_last(ORG, now)
    data = await series_views.standings_json(1, full=True)
    assert data["tournaments"] == [1, 2]
    assert [(r["total"], r["events"]) for r in data["rows"]] == [
        ("20", 2),
        ("16", 2),
        ("10", 2),
        ("2", 2),
    ]
