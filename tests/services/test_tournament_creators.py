"""Who may create a tournament from a preset (`/新建赛事 <预设>`): superusers, and organisers
of a tournament already bound to the group (services/tournaments.py ``require_creator``, which
the regulation-file and drafted-text paths share)."""

from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from models import db
from models.tables import Tournament
from services import tournaments
from services.common import Actor, Refusal

GROUP = "20031"
NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


async def _count() -> int:
    async with db.session() as s:
        return len(list((await s.execute(select(Tournament))).scalars()))


async def test_a_member_without_a_tournament_of_the_group_is_refused(clean_db):
    with pytest.raises(Refusal, match="只有超级管理员或本群已有赛事的组委可以新建赛事"):
        await tournaments.create_tournament(Actor("555", GROUP), "round-robin", None, NOW)
    assert await _count() == 0


async def test_the_organiser_of_a_tournament_of_the_group_may_create_another(clean_db):
    # the superuser's tournament makes him its organiser; as a plain member he may go on
    await tournaments.create_tournament(
        Actor("10001", GROUP, superuser=True), "round-robin", "一号杯", NOW
    )
    await tournaments.create_tournament(Actor("10001", GROUP), "round-robin", "二号杯", NOW)
    assert await _count() == 2
    # an organiser of another group's tournament is not one of this group's
    with pytest.raises(Refusal, match="只有超级管理员或本群已有赛事的组委"):
        await tournaments.create_tournament(Actor("10001", "20032"), "round-robin", None, NOW)
    assert await _count() == 2
