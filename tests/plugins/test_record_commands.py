"""The chat commands and the API of records and the club rating (`/战绩`, `/等级分`, `/绑定`,
`/解绑`, `GET /api/players/{qq}`) over the round robin of tests/outputs/two_player.py, whose
ratings are worked by hand in tests/services/test_club_rating.py (甲 1497.70 → 1498)."""

from nonebug import App
from sqlalchemy import func, select

from engine.signup import mask_qq
from models import db
from models.tables import PlayerAlias
from tests.conftest import SUPERUSER
from tests.outputs.two_player import GROUP, round_robin_tournament
from tests.plugins.test_api import client
from tests.utils import Says, at, group_event, private_event, talk, text

P1, P2 = "2000001", "2000002"


async def test_records_ratings_and_binding_in_chat(app: App):
    await round_robin_tournament()
    # 甲 by @mention; 甲 and 乙 by QQ number: R2 乙 beat 甲
    await talk(app, group_event(P2, [text("/战绩 "), at(P1)], group_id=GROUP), Says("甲 的战绩"))
    await talk(
        app,
        group_event(P2, f"/战绩 {P1} {P2}", group_id=GROUP),
        Says("甲 对 乙：1 局，甲 0胜0和1负"),
    )
    await talk(
        app,
        group_event(P2, "/等级分 象棋", group_id=GROUP),
        Says("本群等级分·象棋（4人）", "3. 甲 1498", "K=40"),
    )
    await talk(
        app,
        group_event(P2, "/等级分 围棋", group_id=GROUP),
        Says("本群还没有计入等级分的围棋对局"),
    )
    await talk(
        app,
        group_event(P2, "/等级分 乒乓", group_id=GROUP),
        Says("不认识棋种“乒乓”", "/等级分 [棋种]"),
    )
    # binding: the form, then a WeChat id bound (masked QQ in the group), then unbound
    await talk(
        app, group_event(SUPERUSER, "/绑定 2000001", group_id=GROUP), Says("格式：/绑定 <QQ号>")
    )
    await talk(
        app,
        group_event(SUPERUSER, "/绑定 2000001 wxid_jia", group_id=GROUP),
        Says("已绑定：wxid_jia"),
    )
    async with db.session() as s:
        assert (await s.execute(select(func.count()).select_from(PlayerAlias))).scalar_one() == 1
    await talk(
        app,
        group_event(SUPERUSER, "/解绑 wxid_jia", group_id=GROUP),
        Says("已解绑：wxid_jia"),
    )
    async with db.session() as s:
        assert (await s.execute(select(func.count()).select_from(PlayerAlias))).scalar_one() == 0
    await talk(app, private_event(P1, "/解绑 wxid_jia"), Says("只有本赛事的组委"))


async def test_the_players_api_masks_without_the_token():
    await round_robin_tournament()
    async with client() as http:
        masked = (await http.get(f"/api/players/{P1}")).json()
        full = (
            await http.get(f"/api/players/{P1}", headers={"Authorization": "Bearer test-token"})
        ).json()
        assert (await http.get("/api/players/99999999")).status_code == 404
    assert masked["qq"] == mask_qq(P1) != P1 and full["qq"] == P1
    assert masked["name"] == "甲"
    [event] = full["events"]
    # 甲: 3 points, second (tests/outputs/two_player.py)
    assert (event["tournament"], event["place"], event["after_round"], event["status"]) == (
        1,
        2,
        3,
        "finished",
    )
    # R1 beat 丁, R2 lost to 乙, R3 drew 丙, in order
    assert [(g["round"], g["result"], g["opponents"][0]["name"]) for g in full["games"]] == [
        (1, "胜", "丁"),
        (2, "负", "乙"),
        (3, "和", "丙"),
    ]
    assert full["games"][0]["opponents"][0]["qq"] == "2000004"
    assert masked["games"][0]["opponents"][0]["qq"] == mask_qq("2000004")
    assert full["ratings"] == [
        {
            "group": GROUP,
            "game": "xiangqi",
            "rating": 1498,
            "games": 3,
            "wins": 1,
            "draws": 1,
            "losses": 1,
        }
    ]
    assert masked["ratings"][0]["group"] != GROUP
