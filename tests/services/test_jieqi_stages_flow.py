"""Seed 003 written in the stage model (tests/engine/regulations/pingshan-jieqi-2019-stages.toml)
at the service level: ``/分组`` on a ``stages`` tournament whose first stage is drawn by the
organisers (``groups = { by = "draw" }``) posts and stores the same draw as the seed's own format
for the same field and lots, round 1 pairs the same tables, each table carries its group (the
rest of an odd group after all the tables, as 003 seats it), and ``/撤销`` takes the draw back.

Field: 31 players (one of 32 withdrew before the draw), 业8-1 but sign-ups 1–4 大师 (the 4 … 8
seeds of 003 二(四)1 by level; 2 a group: 1–4 and the first four 业8-1 in sign-up order, 5–8).
31 in 4 groups: 8, 8, 8, 7 (earlier groups the larger), so group D's 7th rests in round 1."""

from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import select, update

from engine.formats import DRAW_PLACE
from engine.regulation import read_setting
from engine.regulation.loading import load_regulation
from models import db
from models.tables import Entry, Tournament
from services import audit, groups, play, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal

GROUP = "20036"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 19, 6, 5, tzinfo=UTC)
STAGES = Path(__file__).parents[1] / "engine" / "regulations" / "pingshan-jieqi-2019-stages.toml"


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def setup_field() -> None:
    await tournaments.create_tournament(ORG, "pingshan-jieqi-2019", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-19 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for seq in range(1, 33):
        qq = str(2_100_000 + seq)
        level = "大师" if seq <= 4 else "业8-1"
        done = await signup.sign_up(
            Actor(qq, GROUP), f"报名 棋手{seq} {qq} 等级 {level}", Everyone(), T0
        )
        assert done is not None and done.ack, done
    await signup.withdraw(ORG, R1, PlayerRef.seq(32))
    async with db.unit("test", "the lots' seed") as work:
        (await work.session.get(Tournament, 1)).rng_seed = 3


async def as_stages() -> None:
    """The tournament's stored regulation made the stages one (its [format] only)."""
    staged = load_regulation(STAGES.read_text(encoding="utf-8"), STAGES.name)
    async with db.unit("test", "the stages regulation") as work:
        t = await work.session.get(Tournament, 1)
        data = dict(t.regulation)
        data["format"] = staged.format.model_dump(mode="json")
        await work.session.execute(update(Tournament).values(regulation=data, format="stages"))


async def stored() -> dict[int, tuple[str | None, int | None]]:
    async with db.session() as s:
        rows = (await s.execute(select(Entry).where(Entry.tournament_id == 1))).scalars()
        return {e.seq: (e.group, (e.fields or {}).get(DRAW_PLACE)) for e in rows}


async def test_a_drawn_stage_draws_seats_and_names_groups_as_seed_003(clean_db):
    await setup_field()
    seed_draw = await groups.draw_groups(ORG, R1)
    seed_places = await stored()
    await play.seat_next_round(ORG, R1)
    seed_tables = [t["seats"] for t in (await views.round_tables(1, 1))["tables"]]
    await audit.undo_last(ORG, R1)  # the seating
    await audit.undo_last(ORG, R1)  # the draw
    assert set((await stored()).values()) == {(None, None)}

    await as_stages()
    # round 1 before /分组: refused as 003 refuses it, nothing seated
    with pytest.raises(Refusal, match="还有 31 位选手没有分组.*请组委先发 /分组"):
        await play.seat_next_round(ORG, R1)
    assert await views.round_tables(1, 1) is None
    draw = await groups.draw_groups(ORG, R1)
    assert draw.text == seed_draw.text
    places = await stored()
    assert places == seed_places
    assert sorted(q for q, (g, p) in places.items() if p is not None and p <= 2) == list(
        range(1, 9)
    )
    await play.seat_next_round(ORG, R1)
    tables = (await views.round_tables(1, 1))["tables"]
    assert [t["seats"] for t in tables] == seed_tables
    # 8 + 8 + 8 players: 4 tables each; D's 7: 3 tables and its rest, after all the tables
    assert [t["group"] for t in tables] == ["A"] * 4 + ["B"] * 4 + ["C"] * 4 + ["D"] * 4
    assert len(tables[-1]["seats"]) == 1
    for t in tables:
        assert {places[q][0] for q in t["seats"]} == {t["group"]}

    # /撤销 of the seating and of the draw: no group and no place left
    await audit.undo_last(ORG, R1)
    await audit.undo_last(ORG, R1)
    assert set((await stored()).values()) == {(None, None)}
