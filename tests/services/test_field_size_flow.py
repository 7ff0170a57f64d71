"""The format chosen by the field's size at /截止报名 (services/field_size.py), from the words
「10队及以上采用积分编排，不足10队采用单循环」 (the usual form; published:
「七轮积分编排制，八人组则采用单循环赛」, tests/engine/test_field_size.py): announced in the
group, stored in the regulation (the summary says it), the round robin seated for 8 players; /撤销
takes the choice back with the close, and 10 players then get the Swiss."""

from datetime import UTC, datetime

import pytest

from engine.numbers import Ident
from engine.regulation import load_regulation
from models import db
from models.tables import Tournament
from services import audit, play, regulation_files, signup, tournaments, views
from services import regulation_files as files
from services.common import Actor, Refusal
from tests.engine.test_field_size import regulation_text, unit_ranked_text

GROUP = "20027"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def _tournament() -> Tournament:
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None
        return t


async def open_with(players: range) -> None:
    target = await regulation_files.target_new(ORG, "十队杯")
    checked = await regulation_files.check(ORG, target, regulation_text().encode(), T0)
    await regulation_files.confirm(ORG, checked, T0)
    await signup.set_open(ORG, True, T0)
    await sign_up(players)


async def sign_up(players: range) -> None:
    for seq in players:
        qq = str(1_000_000 + seq)
        done = await signup.sign_up(Actor(qq, GROUP), f"报名 棋手{seq} {qq}", Everyone(), T0)
        assert done is not None and done.ack


async def test_eight_players_get_the_round_robin_and_undo_takes_it_back(clean_db):
    await open_with(range(1, 9))
    closed = await signup.set_open(ORG, False, T0)
    # 8 < 10: 不足10队采用单循环
    said = (
        "赛事 #1「十队杯」赛制：报名 8 人，不足 10 人：按规程采用单循环"
        "（10人及以上才采用积分编排（瑞士制））。"
    )
    assert said in closed.text and not closed.notices  # said in the group, where it was sent
    t = await _tournament()
    assert t.regulation["format"]["kind"] == t.format == "round_robin"
    assert t.regulation["field_size"]["chosen"] == "small"
    summary = await files.summary_text(ORG)
    assert (
        "按报名数定赛制：10人及以上采用积分编排（瑞士制），不足10人采用单循环；"
        "报名 8 人，采用单循环" in summary.text
    )
    # the file /规程 sends reads back as the stored regulation, the choice with it
    sent = load_regulation((await files.current_file(ORG))[1].decode())
    assert sent.model_dump(mode="json") == t.regulation

    await audit.undo_last(ORG, T0)
    t = await _tournament()
    assert t.regulation["format"]["kind"] == t.format == "swiss" and t.signup_open is True
    assert t.regulation["field_size"]["chosen"] is None

    # two more sign up: 10 players, 10队及以上采用积分编排
    await sign_up(range(9, 11))
    closed = await signup.set_open(ORG, False, T0)
    assert (
        "报名 10 人，达到 10 人：按规程采用积分编排（瑞士制）（不足10人才采用单循环）。"
        in closed.text
    )
    t = await _tournament()
    assert t.regulation["format"]["kind"] == "swiss"
    assert t.regulation["field_size"] == {
        **t.regulation["field_size"],
        "chosen": "large",
        "entries": 10,
    }


async def test_the_round_robin_is_seated_and_a_private_close_is_posted_in_the_group(clean_db):
    await open_with(range(1, 9))
    private = Actor("10001", None, superuser=True)
    await tournaments.switch(private, Ident(1, "1"), T0)
    closed = await signup.set_open(private, False, T0)
    (notice,) = closed.notices
    assert (notice.kind, notice.target) == ("group", GROUP)
    assert "按规程采用单循环" in notice.text and notice.text in closed.text
    await tournaments.set_value(ORG, _round_one(), T0)
    seated = await play.seat_next_round(ORG, datetime(2026, 12, 12, 12, 5, tzinfo=UTC))
    assert "第1轮已编排：4 桌，8 人" in seated.text
    # Berger round 1 of 8 (FIDE C.05 Annex 1): 1–8, 2–7, 3–6, 4–5
    tables = (await views.round_tables(1, 1))["tables"]
    assert {frozenset(t["seats"]) for t in tables} == {
        frozenset({1, 8}),
        frozenset({2, 7}),
        frozenset({3, 6}),
        frozenset({4, 5}),
    }


def _round_one():
    from engine.regulation import read_setting

    return read_setting("第1轮", "2026-12-12 20:00")


async def test_a_choice_that_does_not_fit_is_refused_and_changes_nothing(clean_db):
    await open_with(range(1, 4))
    async with db.unit("test", "a regulation stored before the lint knew") as work:
        t = await work.session.get(Tournament, 1)
        assert t is not None
        t.regulation = load_regulation(unit_ranked_text()).model_dump(mode="json")
    with pytest.raises(Refusal) as refused:
        await signup.set_open(ORG, False, T0)
    assert refused.value.message.startswith(
        "报名 3 人，按规程的 field_size 选定的赛制与规程其余部分不符（unit_ranking 只用于个人赛"
    )
    assert "本次未做任何改动" in refused.value.message
    t = await _tournament()
    assert t.signup_open is True and t.regulation["format"]["kind"] == "swiss"


async def test_reopening_sign_up_puts_the_regulations_format_back(clean_db):
    await open_with(range(1, 9))
    await signup.set_open(ORG, False, T0)
    assert (await _tournament()).format == "round_robin"
    await signup.set_open(ORG, True, T0)
    t = await _tournament()
    assert t.format == t.regulation["format"]["kind"] == "swiss"
    assert t.regulation["field_size"]["chosen"] is None
    summary = (await files.summary_text(ORG)).text
    assert "不足10人采用单循环" in summary and "报名 8 人" not in summary
    await audit.undo_last(ORG, T0)  # the reopening undone: closed, the round robin chosen
    t = await _tournament()
    assert t.format == "round_robin" and t.signup_open is False
