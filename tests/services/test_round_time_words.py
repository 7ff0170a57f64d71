"""`/设置 第N轮` in a regulation's own words through the service (services/tournaments.py
``set_value``), audited and taken back by `/撤销`: 群英杯's 「2020年5月17日下午1:00开幕式
第一轮：1:10到1:50」 and 「3月18日至6月18日之间自行约定」 (sources in
tests/engine/test_round_time_words.py). The round-robin preset created on 2026-12-01, after
its own dates: a tournament without a timetable."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import audit, tournaments
from services.common import Actor, Refusal

SHANGHAI = ZoneInfo("Asia/Shanghai")
ORG = Actor("10001", "20031", superuser=True)
CREATED = datetime(2026, 12, 1, 12, 0, tzinfo=SHANGHAI)


@pytest.fixture(autouse=True)
def _db(clean_db):
    return clean_db


async def rounds() -> list[dict]:
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None
        return [dict(r) for r in t.regulation["schedule"]["rounds"]]


def times(slot: dict) -> tuple[str | None, str | None, str | None]:
    return slot.get("starts_at"), slot.get("window_opens"), slot.get("ends_at")


async def test_a_round_in_the_regulations_words_is_set_and_undone():
    await tournaments.create_tournament(ORG, "round-robin", None, CREATED)
    before = await rounds()
    assert times(before[0])[0] is None  # undated
    # 「2027年1月10日下午1:10到1:50」: 下午 1:10 = 13:10, the end 1:50 keeps 下午: 13:50
    await tournaments.set_value(ORG, read_setting("第1轮", "2027年1月10日下午1:10到1:50"), CREATED)
    assert times((await rounds())[0]) == ("2027-01-10T13:10:00", None, "2027-01-10T13:50:00")
    await audit.undo_last(ORG, CREATED)
    assert await rounds() == before


async def test_a_window_without_a_year_in_an_undated_tournament_is_the_next_to_come():
    await tournaments.create_tournament(ORG, "round-robin", None, CREATED)
    # no date in the timetable nor a sign-up deadline: 3月18日 written on 2026-12-01 is the
    # next 18 March, 2027-03-18; 6月18日 likewise 2027-06-18 (00:00 to 23:59)
    await tournaments.set_value(ORG, read_setting("第2轮", "3月18日至6月18日"), CREATED)
    assert times((await rounds())[1]) == (None, "2027-03-18T00:00:00", "2027-06-18T23:59:00")


async def test_a_time_without_a_day_for_an_undated_round_is_refused_and_changes_nothing():
    await tournaments.create_tournament(ORG, "round-robin", None, CREATED)
    before = await rounds()
    with pytest.raises(Refusal) as caught:
        await tournaments.set_value(ORG, read_setting("第1轮", "下午1:10到1:50"), CREATED)
    reply = str(caught.value)
    assert "本轮还没有日期，请写上日期，如 2027-01-10 13:10–13:50" in reply
    assert "正确写法：/设置 第1轮" in reply
    assert await rounds() == before
