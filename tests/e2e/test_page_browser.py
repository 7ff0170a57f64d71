"""The page /t/{id} of a tournament played through the real bot, loaded by headless Chromium
as a 360-px phone: the content is there, QQ numbers masked, no internal words, and nothing
is wider than the viewport (wide tables scroll inside their own box); on a 390-px phone a
round robin's points and deciding tiebreak are in sight without scrolling the table."""

import os

import pytest

from tests.e2e.browser import find_chromium, open_page
from tests.e2e.small import play_small_round_robin, play_small_tournament

INTERNAL = (
    "active",
    "eliminated",
    "substitute",
    "seated",
    "closed",
    "pending",
    "four_player",
    "None",
    "null",
    "xiaomanyao",
    "undefined",
)


@pytest.fixture(scope="module")
def chromium() -> str:
    binary = find_chromium()
    if binary is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI must have Chromium: .ci/run installs Debian's chromium package")
        pytest.skip(
            "no Chromium found (Debian: apt-get install chromium); the phone-layout test needs "
            "a real browser"
        )
    return binary


async def test_the_page_on_a_360_px_phone(chromium, peer, bot, tmp_path):
    tid = await play_small_tournament(peer)
    seen, screenshot = await open_page(f"{bot.base_url}/t/{tid}")
    (tmp_path / "t-page-360.png").write_bytes(screenshot)
    text = seen["text"]
    for words in (
        "手机页测试杯",
        "第1轮后排名",
        "第1轮对阵",
        "赛程",
        "报名截止",
        "【粤】选手85",
        "胜和负",
        "扣分 -2 踢了 3466****85 出房间",
        "补分 4 对手消极比赛",
    ):
        assert words in text, words
    assert "346631485" not in text and "12345678" not in text
    assert not [w for w in INTERNAL if w in text]
    # the layout: the page is no wider than the phone; the standings table scrolls in its box
    assert seen["viewport"] == 360
    assert seen["pageWidth"] <= 360 and seen["outside"] == [], seen
    assert any(scroll > client for scroll, client in seen["boxes"]), seen["boxes"]
    assert screenshot.startswith(b"\x89PNG")


async def test_the_round_robin_page_on_a_390_px_phone(chromium, peer, bot):
    tid = await play_small_round_robin(peer)
    seen, _ = await open_page(f"{bot.base_url}/t/{tid}", width=390)
    # six players, every first seat won: three winners on 2 points, three losers on 0; within
    # each three 索伯分 (0), 直胜 (0) and the wins are equal: the lots decide. So: 名次, 序号,
    # 选手, 积分, 抽签, then 第1轮 …
    heads = [text for text, _ in seen["heads"]]
    assert heads[:6] == ["名次", "序号", "选手", "积分", "抽签", "第1轮"], heads
    right = dict(seen["heads"])
    assert seen["viewport"] == 390
    assert right["积分"] <= 390 and right["抽签"] <= 390, seen["heads"]
    text = seen["text"]
    assert "红方" in text and "黑方" in text and "先手" not in text
    assert "晋级线" not in text  # a round robin cuts nobody
    assert seen["pageWidth"] <= 390 and seen["outside"] == [], seen
