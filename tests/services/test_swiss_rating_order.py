"""A Swiss numbered by rating for round 1 (format.seeding = "rating") through /编排.

「第一轮按棋手等级分由高到低排列序号，上半区对下半区。」 (the usual form: no published regulation
found numbers a Swiss by rating.) On seed 002 with that value, open A
(born 1995): seq 1 rated 1500, 2 rated 2100, 3 rated 1800, 4 without a rating. By rating the
order is 2, 3, 1, then 4 (the unrated last); the top half {2, 3} meets the bottom half {1, 4}
in order: 2–1 and 3–4 (in sign-up order it would be 1–3 and 2–4)."""

from sqlalchemy import select

from engine.regulation import Regulation, read_setting
from models import db
from models.tables import Tournament
from services import play, signup, tournaments, views
from services.common import Actor
from tests.services.test_swiss_flow import ORG, R1, T0, Everyone

RATINGS = {1: " 等级分 1500", 2: " 等级分 2100", 3: " 等级分 1800", 4: ""}


async def test_round_1_pairs_by_rating(clean_db):
    await tournaments.create_tournament(ORG, "shenzhen-go-2023", None, T0)
    for item, value in (("第1轮", "2026-12-12 20:00"), ("报名截止", "2026-12-10 20:00")):
        await tournaments.set_value(ORG, read_setting(item, value), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    async with db.session() as s:
        t = (await s.execute(select(Tournament))).scalar_one()
        data = {**t.regulation, "format": {**t.regulation["format"], "seeding": "rating"}}
        t.regulation = Regulation.model_validate(data).model_dump(mode="json")
        await s.commit()
    for seq, rating in RATINGS.items():
        qq = str(2_000_000 + seq)
        text = f"报名 棋手{seq} {qq} 出生 1995-05-01 段位 3段{rating}"
        assert (await signup.sign_up(Actor(qq, ORG.group_id), text, Everyone(), T0)).ack
    await play.seat_next_round(ORG, R1)
    tables = (await views.round_tables(1, 1))["tables"]
    assert {frozenset(t["seats"]) for t in tables} == {frozenset({1, 2}), frozenset({3, 4})}
