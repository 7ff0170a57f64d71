"""The JSON API and the standings page, through the bot's own ASGI app."""

import httpx
import nonebot

from engine.numbers import Written
from engine.vocabulary import LedgerKind
from services import closing, ledger, play
from services.common import PlayerRef
from services.ledger import LedgerArgs

from ..services.test_fourplayer_flow import ORG, R1, T0, setup_field


def client() -> httpx.AsyncClient:
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=nonebot.get_app()), base_url="http://bot"
    )


async def test_tournaments_players_rounds_standings_and_page():
    await setup_field()
    async with client() as http:
        listed = (await http.get("/api/tournaments")).json()
        assert listed == [
            {
                "id": 1,
                "name": "广东家族2023年“小蛮腰杯”四暗友谊赛",
                "preset": "xiaomanyao-junqi-2023",
                "format": "four_player_elimination",
                "status": "signup",
            }
        ]
        one = (await http.get("/api/tournaments/1")).json()
        # round 1 set to 2026-12-12 20:00 Shanghai = 12:00 UTC; the others keep the preset's gaps
        assert [r["number"] for r in one["rounds"]] == [1, 2, 3, 4, 5, 6]
        assert one["rounds"][0] == {
            "number": 1,
            "label": one["rounds"][0]["label"],
            "status": "pending",
            "starts_at": "2026-12-12T12:00:00+00:00",
        }
        assert one["rounds"][1]["starts_at"] == "2026-12-13T12:00:00+00:00"

        masked = (await http.get("/api/tournaments/1/players")).json()
        assert masked[0] == {
            "seq": 1,
            "name": "选手85",
            "family": "粤",
            "qq": "3466****85",
            "division": None,
            "group": None,
            "status": "active",
        }
        wrong = (
            await http.get("/api/tournaments/1/players", headers={"Authorization": "Bearer nope"})
        ).json()
        assert wrong[0]["qq"] == "3466****85"
        full = (
            await http.get(
                "/api/tournaments/1/players", headers={"Authorization": "Bearer test-token"}
            )
        ).json()
        assert full[0]["qq"] == "346631485"

        await play.seat_next_round(ORG, R1)
        await play.enter_result(ORG, "1", "胜和负", R1)
        await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(1), LedgerArgs("隐身"), R1)
        await closing.close_round(ORG, R1, confirm=True)  # silent tables: cutoff draws
        rnd = (await http.get("/api/tournaments/1/rounds/1")).json()
        assert rnd["round"] == 1 and rnd["tables"][0]["seats"] == [5, 2, 8, 3]
        assert rnd["tables"][1]["result"] == "和和和"  # never reported: three cutoff draws
        st = (await http.get("/api/tournaments/1/standings")).json()
        assert st["after_round"] == 1 and st["rows"][0]["round_scores"] == ["17"]
        page = (await http.get("/t/1")).text
        assert "第1轮后排名" in page and "选手78" in page and "346631485" not in page
        assert "处罚/补分" in page and "第1轮 扣分 -2 隐身" in page

        for path in (
            "/api/tournaments/9",
            "/api/tournaments/9/players",
            "/api/tournaments/1/rounds/5",
            "/api/tournaments/9/standings",
            "/t/9",
        ):
            assert (await http.get(path)).status_code == 404, path
    assert T0.year == 2026


async def test_every_preset_answers_every_endpoint_before_play():
    from services import tournaments
    from services.common import Actor

    presets = [
        "shenzhen-go-2023",
        "pingshan-jieqi-2019",
        "chuanyu-xiangqi-arena-2021",
        "xiaomanyao-junqi-2023",
    ]
    for preset in presets:
        await tournaments.create_tournament(Actor("10001", "20001", True), preset, None, T0)
    async with client() as http:
        for tid in range(1, len(presets) + 1):
            for path in ("", "/players", "/standings"):
                response = await http.get(f"/api/tournaments/{tid}{path}")
                assert response.status_code == 200, (tid, path, response.text)
            assert (await http.get(f"/api/tournaments/{tid}/standings")).json() == {
                "after_round": 0,
                "rows": [],
            }
            assert (await http.get(f"/t/{tid}")).status_code == 200


async def test_numbers_past_the_database_integer_are_404_and_private_data_is_masked():
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await ledger.adjust(
        ORG,
        LedgerKind.PENALTY,
        PlayerRef.seq(1),
        LedgerArgs("踢了 346631485 出房间", Written(2, "2")),
        R1,
    )
    huge = "99999999999999999999"
    async with client() as http:
        for path in (
            f"/api/tournaments/{huge}",
            f"/api/tournaments/{huge}/players",
            f"/api/tournaments/{huge}/standings",
            f"/api/tournaments/1/rounds/{huge}",
            f"/t/{huge}",
            "/api/tournaments/0",
            "/api/tournaments/-1",
        ):
            assert (await http.get(path)).status_code == 404, path
        # the group number is masked like a QQ number unless the request carries the token
        assert (await http.get("/api/tournaments/1")).json()["group_id"] == "2****1"
        full = await http.get("/api/tournaments/1", headers={"Authorization": "Bearer test-token"})
        assert full.json()["group_id"] == "20001"
        # a QQ-like number in a penalty reason is masked in public text
        await closing.close_round(ORG, R1, confirm=True)  # silent tables: cutoff draws
        reasons = [
            x["reason"]
            for r in (await http.get("/api/tournaments/1/standings")).json()["rows"]
            for x in r["ledger"]
        ]
        assert reasons == ["踢了 3466****85 出房间"]
        authorised = await http.get(
            "/api/tournaments/1/standings", headers={"Authorization": "Bearer test-token"}
        )
        assert [x["reason"] for r in authorised.json()["rows"] for x in r["ledger"]] == [
            "踢了 346631485 出房间"
        ]
        page = (await http.get("/t/1")).text
        assert "踢了 3466****85 出房间" in page and "346631485" not in page
