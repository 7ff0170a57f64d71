"""``/设置 分组`` on the groups-knockout preset at the service level: the groups, the round
robin's field and the knockout follow, and /撤销 takes it back."""

from datetime import UTC, datetime

import pytest

from engine.regulation import read_setting
from services import audit, tournaments, views
from services.common import Actor, Refusal

ORG = Actor("10001", "20017", superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


async def test_the_groups_setting_is_undone(clean_db):
    await tournaments.create_tournament(ORG, "groups-knockout", None, T0)
    rounds = (await views.tournament(1))["rounds"]
    # 4 groups of 4 (3 rounds), then 8进4, 半决赛, 决赛
    assert [r["label"] for r in rounds] == ["第1轮", "第2轮", "第3轮", "8进4", "半决赛", "决赛"]
    out = await tournaments.set_value(ORG, read_setting("分组", "2组4人"), T0)
    assert "已设置 分组 = 2组4人" in out.text
    # 2 groups of 4 (3 rounds), the first 2 of each into a knockout of 4: 半决赛, 决赛
    rounds = (await views.tournament(1))["rounds"]
    assert [r["label"] for r in rounds] == ["第1轮", "第2轮", "第3轮", "半决赛", "决赛"]
    await audit.undo_last(ORG, T0)
    rounds = (await views.tournament(1))["rounds"]
    assert [r["label"] for r in rounds] == ["第1轮", "第2轮", "第3轮", "8进4", "半决赛", "决赛"]
    with pytest.raises(Refusal, match="小组循环须写组数和每组人数"):
        await tournaments.set_value(ORG, read_setting("分组", "2组"), T0)
