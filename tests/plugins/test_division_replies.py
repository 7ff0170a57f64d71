"""The replies of the division rules through the real matcher: a sign-up into the women's
division by a man, and /截止报名 merging a short women's division and cancelling the novices,
each player told privately.

「女子组限女棋手；新手组限等级分1399分（含）以下。女子组报名不足2人时并入公开组；新手组报名
不足2人则取消该组比赛。」"""

from nonebug import App
from sqlalchemy import select

from engine.regulation import Regulation
from models import db
from models.tables import Entry, Tournament
from tests.conftest import SUPERUSER
from tests.utils import GROUP, Says, group_event, posts, talk

DIVISIONS = [
    {"key": "open", "name": "公开组"},
    {"key": "women", "name": "女子组", "gender": "女", "min_entries": 2, "merge_into": "open"},
    {"key": "novice", "name": "新手组", "rating_to": 1399, "min_entries": 2},
]


async def club(app: App) -> None:
    """A club round robin in GROUP, sign-up open without approval, given DIVISIONS."""
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin"), Says("#"))
    for item in ("第1轮 2026-12-12 20:00", "报名截止 2026-12-10 20:00", "审核 关"):
        await talk(app, group_event(SUPERUSER, f"/设置 {item}"), Says("已设置"))
    async with db.session() as s:
        t = (await s.execute(select(Tournament))).scalar_one()
        data = {**t.regulation, "divisions": DIVISIONS}
        t.regulation = Regulation.model_validate(data).model_dump(mode="json")
        await s.commit()


async def test_wrong_division_then_close_merges_and_cancels(app: App, now):
    await club(app)
    await talk(
        app,
        group_event("11112222", "报名 张三 11112222 性别 男 等级分 1800 组别 女子组"),
        Says("女子组只限女棋手报名（你的性别：男），可以报：组别 公开组"),
    )
    # 张三 公开组, 李四 女子组 (1 < 2: merged into 公开组), 王五 新手组 (1 < 2: cancelled)
    for qq, name, fields, division in (
        ("11112222", "张三", "性别 男 等级分 1800", "公开组"),
        ("22223333", "李四", "性别 女 等级分 1700", "女子组"),
        ("33334444", "王五", "性别 男 等级分 1200", "新手组"),
    ):
        await talk(app, group_event(qq, f"报名 {name} {qq} {fields}"), posts(GROUP, name, division))
    await talk(
        app,
        group_event(SUPERUSER, "/截止报名"),
        Says(
            "报名已截止：正式 2 人",
            "女子组报名 1 人，不足规程规定的 2 人，并入公开组：李四（序号 2）。",
            "新手组报名 1 人，不足规程规定的 2 人，该组取消：王五（序号 3），已撤销报名。",
        ),
        posts("22223333", "按规程并入公开组：你（序号 2）改在公开组比赛", kind="private"),
        posts("33334444", "按规程取消该组比赛：你的报名（序号 3）已撤销", kind="private"),
    )
    async with db.session() as s:
        rows = (await s.execute(select(Entry).order_by(Entry.seq))).scalars()
        assert [(e.name, e.status, e.division) for e in rows] == [
            ("张三", "active", "open"),
            ("李四", "active", "open"),
            ("王五", "withdrawn", "novice"),
        ]
