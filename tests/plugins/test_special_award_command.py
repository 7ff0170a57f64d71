"""`/特别奖` in chat (plugins/qisai/commands.py → services/awards.py): the awards and their
winners, a winner named and taken back, and the refusals, each one reply.

「设道德风尚奖3名，各奖励10元」: the round-robin preset with special_awards = [{ name =
"道德风尚奖", count = 3, amount = 10 }]; one player signed up (序号 1)."""

from nonebug import App
from sqlalchemy import update

from models import db
from models.tables import Tournament
from tests.conftest import SUPERUSER
from tests.utils import Says, group_event, talk

AWARD = {"name": "道德风尚奖", "count": 3, "amount": 10}


async def _with_award() -> None:
    async with db.unit("test", "seed") as work:
        t = await work.session.get(Tournament, 1)
        assert t is not None
        prizes = {**t.regulation["prizes"], "special_awards": [AWARD]}
        regulation = {**t.regulation, "prizes": prizes}
        await work.session.execute(update(Tournament).values(regulation=regulation))


async def test_the_special_award_command(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin"), Says("#1"))
    # the preset has no special award: the reply says how a regulation writes one
    await talk(app, group_event(SUPERUSER, "/特别奖"), Says("本规程没有设特别奖", "special_awards"))
    await _with_award()
    await talk(
        app,
        group_event(SUPERUSER, "/特别奖"),
        Says("特别奖：", "道德风尚奖（3 名，各 10 元）：待组委评定"),
    )
    await talk(
        app, group_event(SUPERUSER, "/特别奖 道德风尚奖"), Says("格式：/特别奖 <奖项> <选手>")
    )
    await talk(
        app,
        group_event(SUPERUSER, "/特别奖 最佳新人奖 1"),
        Says("规程没有“最佳新人奖”这个特别奖（本规程的特别奖：道德风尚奖）"),
    )
    await talk(
        app,
        group_event(SUPERUSER, "/特别奖 道德风尚奖 1"),
        Says("没有报名序号为 1 的选手"),
    )
    await talk(
        app, group_event("30001", "/特别奖 道德风尚奖 1"), Says("只有本赛事的组委可以评定特别奖")
    )
