"""`/规程` in chat: the regulation file uploaded as `/导出` uploads, its summary, and a
regulation file sent back after `/规程 更新` / `/新建赛事 文件`: refused with its line and
key, accepted with what it changes, applied by `/规程 确认`, undone by `/撤销`."""

import base64

import pytest
from nonebug import App

from engine.regulation import load_regulation
from models import db
from models.tables import Tournament
from services.common import regulation_of
from tests.conftest import SUPERUSER
from tests.utils import Api, Says, group_event, make_bot, private_event, talk

from .test_files import Upload


@pytest.fixture(autouse=True)
def _nothing_awaited():
    """Each test starts with no file awaited or seen (the chat's waits live in memory)."""
    from plugins.qisai import files, regulation_chat

    for state in (files._waiting, regulation_chat._awaiting, regulation_chat._checked):
        state.clear()
    regulation_chat._seen.clear()
    yield


async def _send_file(app: App, text: str, *replies: Says, group: bool = False) -> None:
    """A regulation file sent privately (or to the group), fetched by get_file."""
    data = text.encode("utf-8")
    segment = {
        "type": "file",
        "data": {"file": "规程.toml", "file_id": f"/r{len(data)}", "file_size": str(len(data))},
    }
    event = group_event(SUPERUSER, [segment]) if group else private_event(SUPERUSER, [segment])
    async with app.test_matcher() as ctx:
        ctx.receive_event(make_bot(ctx), event)
        ctx.should_call_api(
            "get_file",
            {"file_id": f"/r{len(data)}", "file": "规程.toml"},
            {"base64": base64.b64encode(data).decode()},
        )
        for says in replies:
            action, target = (
                ("send_group_msg", {"group_id": 20001})
                if group
                else ("send_private_msg", {"user_id": int(SUPERUSER)})
            )
            ctx.should_call_api(action, {**target, "message": says}, {"message_id": 1})


async def _stored(tid: int = 1) -> dict:
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        assert t is not None
        return t.regulation


async def test_regulation_file_out_and_back(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin 春季赛"), Says("已新建赛事 #1"))
    upload = Upload({"group_id": 20001}, ".toml")
    await talk(
        app,
        group_event(SUPERUSER, "/规程"),
        Api("upload_group_file", upload, {}),
        Says("已上传到群文件"),
    )
    text = upload.data.decode("utf-8")
    # the preset's file with the name /新建赛事 gave, its comments kept
    assert 'name = "春季赛"' in text and "# club:" in text
    assert load_regulation(text).model_dump(mode="json") == await _stored()
    await talk(app, group_event(SUPERUSER, "/规程 文字"), Says("积分：胜 2 和 1 负 0"))
    await talk(app, group_event(SUPERUSER, "/规程 更新"), Says("10 分钟内"))

    # a file with an error: the line of `win` (counted in the text sent) and its key
    lines = text.splitlines()
    line = next(i for i, row in enumerate(lines, 1) if row.startswith("win = "))
    bad = "\n".join(row if i != line else 'win = "两分"' for i, row in enumerate(lines, 1))
    await _send_file(app, bad, Says(f"规程第 {line} 行 scoring.win", "没有应用"), group=True)
    assert regulation_of_stored(await _stored()) == 2

    # corrected: 3 for a win; the reply shows what changes and waits for /规程 确认
    good = "\n".join(row if i != line else "win = 3" for i, row in enumerate(lines, 1))
    await _send_file(
        app,
        good,
        Says("积分：原为 胜 2 和 1 负 0，改为 胜 3 和 1 负 0", "/规程 确认"),
        group=True,
    )
    assert regulation_of_stored(await _stored()) == 2  # nothing applied before 确认
    await talk(app, group_event(SUPERUSER, "/规程 确认"), Says("已应用新规程", "改动 1 处"))
    assert regulation_of_stored(await _stored()) == 3
    await talk(app, group_event(SUPERUSER, "/规程 确认"), Says("没有等待确认的规程文件"))

    # /撤销 restores the regulation before the file
    await talk(app, group_event(SUPERUSER, "/撤销"), Says("已撤销"))
    assert regulation_of_stored(await _stored()) == 2


def regulation_of_stored(stored: dict) -> object:
    """The stored points for a win, as the regulation reads them."""
    t = Tournament(name="", preset="", format="", group_id="", regulation=stored)
    return regulation_of(t).scoring.win


async def test_new_tournament_from_a_file(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin"), Says("已新建赛事 #1"))
    upload = Upload({"group_id": 20001}, ".toml")
    await talk(app, group_event(SUPERUSER, "/规程"), Api("upload_group_file", upload, {}), Says())
    await talk(app, private_event(SUPERUSER, "/新建赛事 文件"), Says("请在比赛群里"))
    await talk(app, group_event(SUPERUSER, "/新建赛事 文件 秋季赛"), Says("新赛事的规程文件"))
    await _send_file(app, upload.data.decode(), Says("确认后新建赛事「秋季赛」"))
    # confirmed in the group it was asked in
    await talk(app, group_event(SUPERUSER, "/规程 确认"), Says("已新建赛事 #2「秋季赛」"))
    assert (await _stored(2))["name"] == "秋季赛"
    await talk(app, group_event(SUPERUSER, "/撤销"), Says("已撤销"))
    async with db.session() as s:
        assert await s.get(Tournament, 2) is None


async def test_bad_forms_and_files(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin"), Says("已新建赛事 #1"))
    await talk(app, group_event(SUPERUSER, "/规程 上传"), Says("格式：/规程", "/规程 更新"))
    await talk(app, group_event(SUPERUSER, "/规程 确认"), Says("没有等待确认的规程文件"))
    await talk(app, group_event("30001", "/规程 更新"), Says("只有本赛事的组委"))
    await talk(app, group_event(SUPERUSER, "/规程 更新"), Says("分钟内"))
    # line 2 has two strings after its `=`
    await _send_file(app, 'id = "x"\nname = "a" "b"\n', Says("规程第 2 行", "TOML 写法有误"))
    await talk(app, group_event(SUPERUSER, "/规程 取消"), Says("已取消"))
    # after 取消 a file is nobody's business: no reply
    await talk(
        app, private_event(SUPERUSER, [{"type": "file", "data": {"file": "x", "file_id": "1"}}])
    )


async def test_regulation_json_and_page(app: App, now):
    from tests.plugins.test_api import client

    from ..services.test_fourplayer_flow import setup_field

    await setup_field()  # 000, round 1 set to 2026-12-12 20:00 Shanghai
    async with client() as http:
        answer = (await http.get("/api/tournaments/1/regulation")).json()
        assert (await http.get("/api/tournaments/9/regulation")).status_code == 404
        page = (await http.get("/t/1")).text
    assert list(answer) == [
        "game", "stages", "teams", "round_starts", "signup_deadline", "capacity", "divisions",
        "points", "tiebreaks", "prizes", "fee", "time_control",
        "round_ends", "round_opens", "special_awards", "lucky_places",  # issue 27
    ]  # fmt: skip
    # 000: four-player Junqi, 6 rounds; 胜 7 和 3 负 1 (§八.13); no fee, no time control
    assert answer["game"] == "junqi4"
    assert answer["stages"] == [
        {"system": "four_player", "rounds": 6, "groups": None, "advance": None}
    ]
    assert answer["points"] == {"win": "7", "draw": "3", "loss": "1"}
    assert answer["round_starts"][0] == "2026-12-12T20:00"
    assert answer["fee"] is None and answer["time_control"] is None
    # 000 §五: 1st place 520 yuan
    assert answer["prizes"][0] == {"from": 1, "to": 1, "amount": "520", "division": None}
    assert "规程摘要" in page and "胜 7 和 3 负 1" in page


async def test_a_group_upload_notice_brings_the_file(app: App, now, monkeypatch):
    from nonebot.adapters.onebot.v11 import Adapter

    from plugins.qisai import regulation_chat

    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin"), Says("已新建赛事 #1"))
    upload = Upload({"group_id": 20001}, ".toml")
    await talk(app, group_event(SUPERUSER, "/规程"), Api("upload_group_file", upload, {}), Says())
    await talk(app, group_event(SUPERUSER, "/规程 更新"), Says("分钟内"))
    changed = upload.data.decode().replace('name = "俱乐部象棋循环赛"', 'name = "周末循环赛"', 1)
    monkeypatch.setattr(
        regulation_chat,
        "_download",
        lambda url: changed.encode() if url == "http://napcat/g.toml" else b"",
    )
    notice = Adapter.json_to_event(
        {
            "time": 1,
            "self_id": 90000,
            "post_type": "notice",
            "notice_type": "group_upload",
            "group_id": 20001,
            "user_id": int(SUPERUSER),
            "file": {"id": "/g1", "name": "规程.toml", "size": len(changed), "busid": 102},
        }
    )
    async with app.test_matcher() as ctx:
        ctx.receive_event(make_bot(ctx), notice)
        ctx.should_call_api(
            "get_group_file_url",
            {"group_id": 20001, "file_id": "/g1", "busid": 102},
            {"url": "http://napcat/g.toml"},
        )
        ctx.should_call_api(
            "send_group_msg",
            {"group_id": 20001, "message": Says("赛事：原为 俱乐部象棋循环赛，改为 周末循环赛")},
            {"message_id": 1},
        )


async def test_the_latest_request_for_a_file_is_the_one_a_file_answers(app: App, now):
    # /导入 waits for a backup, then /规程 更新 for a regulation file: the file is the regulation
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin"), Says("已新建赛事 #1"))
    upload = Upload({"group_id": 20001}, ".toml")
    await talk(app, group_event(SUPERUSER, "/规程"), Api("upload_group_file", upload, {}), Says())
    await talk(app, private_event(SUPERUSER, "/导入"), Says("备份文件"))
    await talk(app, group_event(SUPERUSER, "/规程 更新"), Says("分钟内"))
    await _send_file(app, upload.data.decode(), Says("规程文件检查通过"))
    await talk(app, group_event(SUPERUSER, "/规程 取消"), Says("已取消"))
    # and the other way round: /规程 更新, then /导入: the file is taken as a backup
    await talk(app, group_event(SUPERUSER, "/规程 更新"), Says("分钟内"))
    await talk(app, private_event(SUPERUSER, "/导入"), Says("备份文件"))
    await _send_file(app, upload.data.decode(), Says("这不是棋赛的备份文件"))
