"""A regulation file through the WebSocket: `/规程` uploads the tournament's file to the group
files; after `/规程 更新` a file with an error is refused with its line and key, the corrected
file is shown with what it changes and applied by `/规程 确认` (the API shows the new points),
and `/撤销` restores the regulation before it."""

import base64
import re

from tests.e2e.peer import GROUP, SUPERUSER, OneBotPeer, _ok


class FilePeer(OneBotPeer):
    """A NapCat-like peer that keeps the files the bot uploads and serves the files its users
    send (`get_file` answers with base64, as NapCat does for a file on another host)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.uploads: list[tuple[str, bytes]] = []
        self.files: dict[str, bytes] = {}

    def _api_upload_group_file(self, action: str, p: dict) -> dict:
        data = base64.b64decode(str(p["file"]).removeprefix("base64://"))
        self.uploads.append((str(p["name"]), data))
        return _ok({"file_id": f"/up{len(self.uploads)}"})

    def _api_get_file(self, action: str, p: dict) -> dict:
        return _ok(
            {"file": "/remote/path", "base64": base64.b64encode(self.files[p["file_id"]]).decode()}
        )

    async def send_file(self, name: str, data: bytes) -> None:
        """A group message with a file segment, as NapCat posts a group file upload."""
        file_id = f"/f{len(self.files) + 1}"
        self.files[file_id] = data
        segment = {
            "type": "file",
            "data": {"file": name, "file_id": file_id, "file_size": str(len(data))},
        }
        await self.group_message(GROUP, SUPERUSER, [segment])


async def test_regulation_file_refused_then_applied_then_undone(bot, api):
    async with FilePeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail) as peer:
        await peer.group_message(GROUP, SUPERUSER, "/新建赛事 round-robin 春季赛")
        reply = await peer.expect_reply(GROUP, "已新建赛事")
        tid = int(re.search(r"#(\d+)", reply.text).group(1))
        before = (await api.get(f"/api/tournaments/{tid}/regulation")).json()
        # the club round robin: 胜一局得2分, 和 1, 负 0
        assert before["points"] == {"win": "2", "draw": "1", "loss": "0"}

        await peer.group_message(GROUP, SUPERUSER, "/规程")
        await peer.expect_reply(GROUP, "已上传到群文件")
        name, data = peer.uploads[-1]
        assert name.endswith(".toml")
        lines = data.decode("utf-8").splitlines()
        line = next(i for i, row in enumerate(lines, 1) if row.startswith("win = "))

        await peer.group_message(GROUP, SUPERUSER, "/规程 更新")
        await peer.expect_reply(GROUP, "分钟内")
        # a word where the points must be a number: refused with the line of `win` and its key
        bad = [row if i != line else 'win = "三分"' for i, row in enumerate(lines, 1)]
        await peer.send_file("规程.toml", "\n".join(bad).encode())
        await peer.expect_reply(GROUP, f"规程第 {line} 行 scoring.win")
        refused = (await api.get(f"/api/tournaments/{tid}/regulation")).json()
        assert refused["points"]["win"] == "2"

        # corrected: 3 for a win; shown as 原为/改为, applied only on /规程 确认
        good = [row if i != line else "win = 3" for i, row in enumerate(lines, 1)]
        await peer.send_file("规程.toml", "\n".join(good).encode())
        await peer.expect_reply(GROUP, "积分：原为 胜 2 和 1 负 0，改为 胜 3 和 1 负 0")
        await peer.group_message(GROUP, SUPERUSER, "/规程 确认")
        await peer.expect_reply(GROUP, "已应用新规程")
        after = (await api.get(f"/api/tournaments/{tid}/regulation")).json()
        assert after["points"] == {"win": "3", "draw": "1", "loss": "0"}

        await peer.group_message(GROUP, SUPERUSER, "/撤销")
        await peer.expect_reply(GROUP, "已撤销")
        undone = (await api.get(f"/api/tournaments/{tid}/regulation")).json()
        assert undone == before
