"""Same-club avoidance through the services (「同单位不相遇」, here by 家族): the family tag a
player signs up with (【粤】) is what the Swiss keeps apart in round 1. Published, by team:
「同队棋手不对弈」 (2022年首届军人律师象棋对抗赛规程, http://currencybux.com/Article/List.asp?ID=17428)."""

from datetime import UTC, datetime

import pytest

from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import audit, play, regulation_files, signup, tournaments, views
from services.common import Actor, Refusal
from tests.engine.test_field_size import regulation_text

GROUP = "20028"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
SWISS = """[format]
kind = "swiss"
rounds = 7
colours = "alternate"
tiebreaks = ["points", "opponents_score", "progressive"]
avoid_same = "family"                            # 「同家族不相遇」
"""
FAMILIES = {1: "粤", 2: "京", 3: "粤", 4: "粤", 5: "沪", 6: "川"}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def test_round_one_keeps_a_family_apart(clean_db):
    target = await regulation_files.target_new(ORG, "家族杯")
    checked = await regulation_files.check(ORG, target, regulation_text(SWISS).encode(), T0)
    await regulation_files.confirm(ORG, checked, T0)
    await signup.set_open(ORG, True, T0)
    for seq, family in FAMILIES.items():
        qq = str(1_000_000 + seq)
        line = f"报名 【{family}】棋手{seq} {qq}"
        done = await signup.sign_up(Actor(qq, GROUP), line, Everyone(), T0)
        assert done is not None and done.ack
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await play.seat_next_round(ORG, datetime(2026, 12, 12, 12, 5, tzinfo=UTC))
    # round 1 in sign-up order, one group of 6: the halves would pair 1–4 (both 粤), 2–5, 3–6;
    # kept apart at the least cost of the halves (engine test_swiss_clubs): 1–5, 2–4, 3–6
    tables = (await views.round_tables(1, 1))["tables"]
    assert {frozenset(t["seats"]) for t in tables} == {
        frozenset({1, 5}),
        frozenset({2, 4}),
        frozenset({3, 6}),
    }


async def test_the_setting_is_audited_and_undone(clean_db):
    await tournaments.create_tournament(ORG, "shenzhen-go-2023", None, T0)
    done = await tournaments.set_value(ORG, read_setting("同单位回避", "单位"), T0)
    assert "已设置" in done.text
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None and t.regulation["format"]["avoid_same"] == "unit"
    await audit.undo_last(ORG, T0)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None and t.regulation["format"]["avoid_same"] is None
    with pytest.raises(Refusal, match="应为 单位、队伍、家族 或 关"):
        await tournaments.set_value(ORG, read_setting("同单位回避", "城市"), T0)


async def test_the_first_round_only_setting_is_audited_and_undone(clean_db):
    # 「首轮编排同代表队棋手回避配对，其余各轮均不回避」 (昆明市西山区“迎春杯”): 队伍 首轮
    await tournaments.create_tournament(ORG, "shenzhen-go-2023", None, T0)
    await tournaments.set_value(ORG, read_setting("同单位回避", "队伍 首轮"), T0)

    async def avoidance() -> tuple[object, object]:
        async with db.session() as s:
            t = await s.get(Tournament, 1)
            assert t is not None
            fmt = t.regulation["format"]
            return fmt["avoid_same"], fmt.get("avoid_same_rounds")

    assert await avoidance() == ("team", 1)
    await audit.undo_last(ORG, T0)
    assert await avoidance() == (None, None)
    with pytest.raises(Refusal, match="回避的轮次应为 首轮 或 前N轮"):
        await tournaments.set_value(ORG, read_setting("同单位回避", "队伍 末轮"), T0)
    assert await avoidance() == (None, None)
