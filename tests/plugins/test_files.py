"""/导出 uploads (group files, else privately; base64 so a remote NapCat can take it) and
/导入 takes the backup file NapCat delivers privately (file segment + get_file, or the
offline_file notice)."""

import base64
import io
import json

from nonebot.adapters.onebot.v11 import Adapter
from nonebug import App
from openpyxl import load_workbook

from services import exports, views
from tests.conftest import SUPERUSER
from tests.outputs.fixture import api_answers, fixed_tournament
from tests.utils import Api, Says, group_event, make_bot, private_event, talk


class Upload:
    """Expected upload call data: the target, a name ending in `suffix`, a base64 file (kept)."""

    def __init__(self, target: dict, suffix: str):
        self.target, self.suffix, self.data = target, suffix, b""

    def __eq__(self, other) -> bool:
        if not all(other.get(k) == v for k, v in self.target.items()) or not other.get(
            "name", ""
        ).endswith(self.suffix):
            return False
        if not str(other.get("file", "")).startswith("base64://"):
            return False
        self.data = base64.b64decode(other["file"].removeprefix("base64://"))
        return True


async def test_export_xlsx_to_the_group_files(app: App, now):
    await fixed_tournament()
    upload = Upload({"group_id": 20001}, ".xlsx")
    await talk(
        app,
        group_event(SUPERUSER, "/导出"),
        Api("upload_group_file", upload, {}),
        Says("已上传到群文件"),
    )
    book = load_workbook(io.BytesIO(upload.data))
    assert book["排名"]["B2"].value == 1 and book["选手"]["D2"].value == "3466****85"


async def test_export_falls_back_to_a_private_upload(app: App, now):
    await fixed_tournament()
    upload = Upload({"user_id": int(SUPERUSER)}, "-csv.zip")
    await talk(
        app,
        group_event(SUPERUSER, "/导出 csv"),
        Api(
            "upload_group_file",
            Upload({"group_id": 20001}, ".zip"),
            exception=RuntimeError("no group files"),
        ),
        Api("upload_private_file", upload, {}),
        Says("已私聊发送给你"),
    )
    assert upload.data.startswith(b"PK")


async def test_export_refusals(app: App, now):
    await fixed_tournament()
    await talk(app, group_event("22334455", "/导出"), Says("只有本赛事的组委"))
    await talk(app, group_event(SUPERUSER, "/导出 pdf"), Says("/导出 csv"))


async def test_backup_then_import_by_a_private_file(app: App, now):
    await fixed_tournament()
    upload = Upload({"user_id": int(SUPERUSER)}, ".json")
    # a backup holds full QQ numbers: even asked in the group it goes privately
    await talk(
        app,
        group_event(SUPERUSER, "/导出 备份"),
        Api("upload_private_file", upload, {}),
        Says("只发给组委"),
    )
    assert json.loads(upload.data)["tables"]["entry"][0]["user_id"] == "346631485"

    await talk(app, group_event(SUPERUSER, "/导入"), Says("请私聊机器人"))
    await talk(app, private_event(SUPERUSER, "/导入"), Says("分钟内"))
    segment = {
        "type": "file",
        "data": {"file": "backup.json", "file_id": "/f1a2", "file_size": str(len(upload.data))},
    }
    event = private_event(SUPERUSER, [segment])
    async with app.test_matcher() as ctx:
        ctx.receive_event(make_bot(ctx), event)
        ctx.should_call_api(
            "get_file",
            {"file_id": "/f1a2", "file": "backup.json"},
            {"file": "/remote/host/path", "base64": base64.b64encode(upload.data).decode()},
        )
        ctx.should_call_api(
            "send_private_msg",
            {"user_id": int(SUPERUSER), "message": Says("已导入赛事 #2")},
            {"message_id": 1},
        )
    before, after = await api_answers(1), await api_answers(2)
    before["tournament"].pop("id"), after["tournament"].pop("id")
    assert before == after


async def test_offline_file_notice_and_unasked_files(app: App, now, monkeypatch):
    from plugins.qisai import files

    await fixed_tournament()
    raw = await exports.backup(1)
    # a file nobody asked to import is left to other plugins (no reply, nothing restored)
    await talk(
        app,
        private_event(SUPERUSER, [{"type": "file", "data": {"file": "x.json", "file_id": "1"}}]),
    )
    await talk(app, private_event(SUPERUSER, "/导入"), Says("分钟内"))
    monkeypatch.setattr(
        files, "_download", lambda url: raw if url == "http://napcat/x.json" else b""
    )
    notice = Adapter.json_to_event(
        {
            "time": 1,
            "self_id": 90000,
            "post_type": "notice",
            "notice_type": "offline_file",
            "user_id": int(SUPERUSER),
            "file": {"name": "x.json", "size": len(raw), "url": "http://napcat/x.json"},
        }
    )
    async with app.test_matcher() as ctx:
        ctx.receive_event(make_bot(ctx), notice)
        ctx.should_call_api(
            "send_private_msg",
            {"user_id": int(SUPERUSER), "message": Says("已导入赛事 #2")},
            {"message_id": 1},
        )
    assert (await views.tournament(2))["name"] == (await views.tournament(1))["name"]
