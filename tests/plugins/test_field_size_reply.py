"""`/截止报名` through the real matcher where the regulation chooses its format by the field's
size (「10队及以上采用积分编排，不足10队采用单循环」): the reply in the group says the choice."""

from nonebug import App

from models import db
from models.tables import Tournament
from tests.conftest import SUPERUSER
from tests.engine.test_field_size import regulation
from tests.utils import GROUP, Says, group_event, posts, talk


async def test_close_says_the_format_the_field_chose(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin 十队杯"), Says("#1"))
    for item in ("第1轮 2026-12-12 20:00", "报名截止 2026-12-10 20:00"):
        await talk(app, group_event(SUPERUSER, f"/设置 {item}"), Says("已设置"))
    async with db.unit("test", "field size") as work:  # the regulation's [format] and choice
        t = await work.session.get(Tournament, 1)
        assert t is not None
        chosen = regulation().model_dump(mode="json")
        t.regulation = {
            **t.regulation,
            "format": chosen["format"],
            "field_size": chosen["field_size"],
        }
        t.format = "swiss"
    for seq in (1, 2, 3):
        qq = str(40000 + seq)
        await talk(
            app,
            group_event(qq, f"报名 棋手{seq} {qq}"),
            posts(GROUP, f"报名序号 {seq}"),
        )
    # 3 < 10: 不足10队采用单循环
    await talk(
        app,
        group_event(SUPERUSER, "/截止报名"),
        Says("报名已截止：正式 3 人", "赛制：报名 3 人，不足 10 人：按规程采用单循环"),
    )
    await talk(app, group_event(SUPERUSER, "/规程 文字"), Says("报名 3 人，采用单循环"))
