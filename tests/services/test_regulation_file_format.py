"""A regulation file that changes the format kind (services/regulation_files.py): after
`/规程 确认` the tournament's format column (the one the services look the format up by) is
the file's, so `/编排` pairs the new format; `/撤销` puts the old one back."""

from datetime import UTC, datetime

from engine.regulation import PRESETS_DIR, read_setting
from models import db
from models.tables import Tournament
from services import audit, play, regulation_files, signup, tournaments, views
from services.common import Actor

GROUP = "20031"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
SEATED = datetime(2026, 12, 12, 12, 5, tzinfo=UTC)

# the club round robin with its [format] made a Swiss of 5 rounds (6 players)
SWISS = """[format]
kind = "swiss"
rounds = 5
colours = "alternate"
tiebreaks = ["points", "opponents_score", "progressive", "second_seat_wins"]
"""


def _round_robin() -> str:
    return (PRESETS_DIR / "round-robin.toml").read_text(encoding="utf-8")


def _swiss() -> str:
    text = _round_robin()
    return text[: text.index("[format]")] + SWISS + "\n" + text[text.index("[disputes]") :]


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def _tournament() -> Tournament:
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None
        return t


async def test_a_round_robin_made_a_swiss_by_its_file_is_paired_as_a_swiss(clean_db):
    target = await regulation_files.target_new(ORG, "换赛制杯")
    checked = await regulation_files.check(ORG, target, _round_robin().encode(), T0)
    await regulation_files.confirm(ORG, checked, T0)
    assert (await _tournament()).format == "round_robin"
    await signup.set_open(ORG, True, T0)
    for seq in range(1, 7):
        qq = str(1_000_000 + seq)
        done = await signup.sign_up(Actor(qq, GROUP), f"报名 棋手{seq} {qq}", Everyone(), T0)
        assert done is not None and done.ack

    target = await regulation_files.target_update(ORG)
    checked = await regulation_files.check(ORG, target, _swiss().encode(), T0)
    applied = await regulation_files.confirm(ORG, checked, T0)
    assert "已应用新规程" in applied.text
    t = await _tournament()
    assert t.regulation["format"]["kind"] == t.format == "swiss"

    await signup.set_open(ORG, False, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    seated = await play.seat_next_round(ORG, SEATED)
    assert "第1轮已编排：3 桌，6 人" in seated.text
    # Swiss round 1 of 6 unrated players in sign-up order: the top half meets the bottom half,
    # 1–4, 2–5, 3–6 (the Berger table of 6 would be 1–6, 2–5, 3–4)
    tables = (await views.round_tables(1, 1))["tables"]
    assert {frozenset(x["seats"]) for x in tables} == {
        frozenset({1, 4}),
        frozenset({2, 5}),
        frozenset({3, 6}),
    }


async def test_undo_of_the_file_puts_the_round_robin_back(clean_db):
    target = await regulation_files.target_new(ORG, "换赛制杯")
    checked = await regulation_files.check(ORG, target, _round_robin().encode(), T0)
    await regulation_files.confirm(ORG, checked, T0)
    target = await regulation_files.target_update(ORG)
    checked = await regulation_files.check(ORG, target, _swiss().encode(), T0)
    await regulation_files.confirm(ORG, checked, T0)
    assert (await _tournament()).format == "swiss"
    await audit.undo_last(ORG, T0)
    t = await _tournament()
    assert t.regulation["format"]["kind"] == t.format == "round_robin"
