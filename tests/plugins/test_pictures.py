"""/排名, /对阵 and /我的 as pictures (base64 image segments) with their text fallbacks."""

import base64
import io
import os

import pytest
from nonebug import App
from PIL import Image

from tests.outputs.fixture import fixed_tournament
from tests.plugins.test_wechat_v12 import v12_group_event
from tests.utils import Says, group_event, make_bot, private_event


@pytest.fixture
def font() -> None:
    """Skip where no CJK font is installed (fails in CI, whose set-up installs one)."""
    from plugins.qisai import render

    if not render.available():
        if os.environ.get("CI") == "true":
            pytest.fail("no CJK font in CI: scripts/setup should have installed fonts-noto-cjk")
        pytest.skip("no CJK font installed (Debian: apt-get install fonts-noto-cjk)")


needs_font = pytest.mark.usefixtures("font")


class Shows(Says):
    """A message with image segments (base64 PNGs, kept in `images`) and these text fragments."""

    def __init__(self, *fragments: str, absent: tuple[str, ...] = (), count: int = 1):
        super().__init__(*fragments, absent=absent)
        self.count = count
        self.images: list[Image.Image] = []

    def __eq__(self, other) -> bool:
        if isinstance(other, str) or not super().__eq__(other):
            return False
        files = [seg.data["file"] for seg in other if seg.type == "image"]
        if len(files) != self.count or not all(f.startswith("base64://") for f in files):
            return False
        self.images = [
            Image.open(io.BytesIO(base64.b64decode(f.removeprefix("base64://")))) for f in files
        ]
        return all(im.format == "PNG" for im in self.images)


async def ask(app: App, event, expected) -> None:
    async with app.test_matcher() as ctx:
        ctx.receive_event(make_bot(ctx), event)
        ctx.should_call_send(event, expected, result={"message_id": 1})


@needs_font
async def test_standings_picture_and_text(app: App, now):
    await fixed_tournament()
    shown = Shows("第2轮后排名", "/排名  文字".replace("  ", " "))
    await ask(app, group_event("22334455", "/排名"), shown)
    (image,) = shown.images
    assert image.width > 800 and 300 < image.height < 900  # 8 rows, readable
    await ask(app, group_event("22334455", "/排名 文字"), Says("第2轮后排名", "选手85(1) 11.4"))
    await ask(app, group_event("22334455", "/排名 文字 1"), Says("第1轮后排名"))
    earlier = Shows("第1轮后排名")
    await ask(app, group_event("22334455", "/排名 1"), earlier)


@needs_font
async def test_tables_picture(app: App, now):
    await fixed_tournament()
    await ask(app, group_event("22334455", "/对阵 1"), Shows("第1轮对阵"))
    await ask(app, group_event("22334455", "/对阵 1 文字"), Says("第1桌：先手【粤】选手44(5)"))


@needs_font
async def test_mine_picture_keeps_the_text(app: App, now):
    await fixed_tournament()
    shown = Shows("报名序号 7", "加权总分 6.6")
    await ask(app, private_event("34000001", "/我的"), shown)
    assert shown.images[0].width == 640
    await ask(app, private_event("34000001", "/我的 文字"), Says("报名序号 7"))


async def test_without_a_font_the_text_goes(app: App, now, monkeypatch):
    from plugins.qisai import pictures, render

    await fixed_tournament()
    monkeypatch.setattr(render, "available", lambda: False)
    monkeypatch.setattr(pictures, "_warned", False)
    await ask(app, group_event("22334455", "/排名"), Says("第2轮后排名", "选手85(1) 11.4"))
    assert pictures._warned  # one log line, then silence
    await ask(app, group_event("22334455", "/对阵 1"), Says("第1桌：先手"))


async def test_wechat_gets_the_text(app: App, now):
    from nonebot.adapters.onebot.v12 import Bot

    await fixed_tournament()
    event = v12_group_event("22334455", "/排名", group_id="20001")
    async with app.test_matcher() as ctx:
        bot = ctx.create_bot(base=Bot, self_id="wx-bot", platform="wechat", impl="comwechat")
        ctx.receive_event(bot, event)
        ctx.should_call_send(
            event, Says("第2轮后排名", "选手85(1) 11.4"), result={"message_id": "1"}
        )


@needs_font
async def test_a_failed_picture_falls_back_to_text(app: App, now):
    await fixed_tournament()
    event = group_event("22334455", "/排名")
    async with app.test_matcher() as ctx:
        ctx.receive_event(make_bot(ctx), event)
        failed = Shows("第2轮后排名")
        ctx.should_call_send(event, failed, exception=RuntimeError("rich media upload failed"))
        ctx.should_call_send(
            event, Shows("第2轮后排名"), exception=RuntimeError("rich media upload failed")
        )
        ctx.should_call_send(event, Says("选手85(1) 11.4"), result={"message_id": 1})
