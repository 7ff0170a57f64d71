"""The series in chat and over HTTP: /新建系列, /加入系列, /系列 规则 更新 with the rules on
the next lines, /系列, /系列排名 (text, picture layout, spreadsheet), /撤销, `GET /api/series`,
`GET /api/series/{id}/standings` (QQ masked without the token) and the page `/s/{id}`.

The tournament: tests/services/test_series.py's four-player round robin, X Y Z W finishing
in that order. Rules sent: 1st 10, 2nd 8, 3rd 5 -> X 10, Y 8, Z 5, W 0 (beyond the table,
no participation points given).
"""

import io

from nonebug import App
from openpyxl import load_workbook

from services.common import Actor
from tests.conftest import SUPERUSER
from tests.utils import Api, Says, group_event, talk

from ..services.test_series import QQ, play_round_robin
from .test_api import client
from .test_files import Upload

GROUP = "20001"
ORG = Actor(SUPERUSER, GROUP, superuser=True)
RULES = "[points]\ntable = [10, 8, 5]"


async def test_series_in_chat_and_over_http(app: App, now):
    await play_round_robin("周赛1", "XYZW", "XYZW", ORG)
    await talk(app, group_event(SUPERUSER, "/新建系列 春季积分"), Says("已新建系列 #1 春季积分"))
    await talk(
        app,
        group_event(SUPERUSER, "/加入系列 春季积分 #1"),
        Says("已把赛事 #1 周赛1（已结束）加入系列 #1 春季积分"),
    )
    await talk(
        app,
        group_event(SUPERUSER, '/系列 规则 更新\n[points]\ntable = [10, "八"]'),
        Says('系列规则第 2 行 points.table[1]：值 "八" 不是数字', "规则没有改动"),
    )
    await talk(
        app,
        group_event(SUPERUSER, f"/系列 规则 更新 #1\n{RULES}"),
        Says("已更新系列 #1 春季积分 的规则", "积分：第1名10分、第2名8分、第3名5分"),
    )
    await talk(app, group_event("30001", "/系列"), Says("#1 春季积分：#1（已结束 1 场）"))
    await talk(
        app,
        group_event("30001", "/系列排名 文字"),
        Says("1. 选手X 20****01  10分（1场：#1 第1名 10）", "4. 选手W 20****04  0分"),
    )
    # a player may not change the series
    await talk(
        app,
        group_event("30001", "/移出系列 #1 #1"),
        Says("只有超级管理员或本群赛事的组委可以把赛事移出系列"),
    )
    await talk(
        app,
        group_event("30001", "/系列排名 表格"),
        Says("只有超级管理员或本群赛事的组委可以导出系列排名表格"),
    )
    upload = Upload({"group_id": 20001}, ".xlsx")
    await talk(
        app,
        group_event(SUPERUSER, "/系列排名 表格"),
        Api("upload_group_file", upload, {}),
        Says("已上传到群文件：系列1-春季积分.xlsx"),
    )
    sheet = load_workbook(io.BytesIO(upload.data))["系列排名"]
    assert [c.value for c in sheet[1]] == ["名次", "选手", "QQ", "总分", "场次", "#1 周赛1"]
    assert [c.value for c in sheet[2]] == [1, "选手X", "20****01", "10", 1, "第1名 10分"]

    async with client() as http:
        assert (await http.get("/api/series")).json() == [
            {"id": 1, "name": "春季积分", "tournaments": [1]}
        ]
        public = (await http.get("/api/series/1/standings")).json()
        assert public["rows"][1] == {
            "rank": 2,
            "qq": "20****02",
            "name": "选手Y",
            "total": "8",
            "events": 1,
            "results": [{"tournament": 1, "place": 2, "points": "8", "counted": True}],
        }
        full = (
            await http.get(
                "/api/series/1/standings", headers={"Authorization": "Bearer test-token"}
            )
        ).json()
        assert [r["qq"] for r in full["rows"]] == [QQ[k] for k in "XYZW"]
        assert (await http.get("/api/series/2/standings")).status_code == 404
        page = (await http.get("/s/1")).text
        assert "春季积分" in page and "选手X" in page and QQ["X"] not in page
        assert '<a href="/t/1">#1 周赛1</a>' in page

    # /撤销 takes back the rules: the default 20, 19, 18, 17 again
    await talk(app, group_event(SUPERUSER, "/撤销"), Says("已撤销：更新系列规则 #1"))
    async with client() as http:
        rows = (await http.get("/api/series/1/standings")).json()["rows"]
    assert [r["total"] for r in rows] == ["20", "19", "18", "17"]


def test_series_picture_layout():
    from plugins.qisai.render.series import series_layout

    data = {
        "name": "春季积分",
        "counted": [1, 2],
        "rows": [
            {
                "rank": 1,
                "qq": "20****01",
                "name": "甲",
                "total": "18",
                "events": 2,
                "results": [
                    {"tournament": 1, "place": 1, "points": "10", "counted": True},
                    {"tournament": 2, "place": 2, "points": "8", "counted": True},
                ],
            },
            {
                "rank": None,
                "qq": "20****02",
                "name": "乙",
                "total": "5",
                "events": 1,
                "results": [{"tournament": 2, "place": 3, "points": "5", "counted": False}],
            },
        ],
    }
    from plugins.qisai import render
    from plugins.qisai.render.series import series_png

    if render.available():  # the CJK font is installed (CI has it): the picture is a PNG
        assert series_png(data, "2026-12-02 10:00").startswith(b"\x89PNG")
    columns, rows = series_layout(data)
    assert [c.title for c in columns] == ["名次", "选手", "总分", "场次", "#1", "#2"]
    assert [[c.text for c in r.cells] for r in rows] == [
        ["1", "甲", "18", "2", "1名 10", "2名 8"],
        ["—", "乙", "5", "1", "-", "[3名 5]"],
    ]


async def test_rules_file_out_and_back(app: App, now):
    import base64

    from plugins.qisai import series_chat

    series_chat._awaiting.clear()
    await play_round_robin("周赛1", "XYZW", "XYZW", ORG)
    await talk(app, group_event(SUPERUSER, "/新建系列 春季积分"), Says("已新建系列 #1"))
    upload = Upload({"group_id": 20001}, ".toml")
    await talk(
        app,
        group_event(SUPERUSER, "/系列 规则"),
        Api("upload_group_file", upload, {}),
        Says("已上传到群文件：系列规则-1.toml"),
    )
    text = upload.data.decode("utf-8")
    assert 'formula = "第1名20分，依次递减1分，参赛即得1分"' in text
    await talk(app, group_event(SUPERUSER, "/系列 规则 更新"), Says("10 分钟内", "系列 #1"))
    edited = text.replace("best = 0 ", "best = 2 ").replace("第1名20分", "第1名30分")
    data = edited.encode("utf-8")
    segment = {
        "type": "file",
        "data": {"file": "系列规则.toml", "file_id": "/s1", "file_size": str(len(data))},
    }
    async with app.test_matcher() as ctx:
        from tests.utils import make_bot

        event = group_event(SUPERUSER, [segment])
        ctx.receive_event(make_bot(ctx), event)
        ctx.should_call_api(
            "get_file",
            {"file_id": "/s1", "file": "系列规则.toml"},
            {"base64": base64.b64encode(data).decode()},
        )
        # the answer to the file's message
        ctx.should_call_send(
            event,
            Says("已更新系列 #1 春季积分 的规则", "第1名30分", "最好的 2 场"),
            result={"message_id": 1},
        )
    # the file sent back is the file stored, comments kept
    await talk(
        app,
        group_event(SUPERUSER, "/系列 规则"),
        Api("upload_group_file", upload, {}),
        Says("已上传到群文件"),
    )
    assert upload.data.decode("utf-8") == edited
    # X won the only event: 30 points
    await talk(app, group_event(SUPERUSER, "/加入系列 #1 #1"), Says("加入系列 #1"))
    await talk(app, group_event(SUPERUSER, "/系列排名 文字"), Says("1. 选手X 20****01  30分"))
