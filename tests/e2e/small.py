"""A small seed-000 tournament played through the real bot: 8 players, round 1 closed with a
penalty whose reason names a QQ number; and a small club round robin (6 players, round 1
closed, every first seat winning). Used by the page and export tests."""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, SUPERUSER

FIELD = [
    (346631485, "选手85"),
    (12345678, "选手78"),
    (22334455, "选手55"),
    (98765432, "选手32"),
    (11223344, "选手44"),
    (55667788, "选手88"),
    (34000001, "选手01"),
    (20000000, "选手00"),
]


async def _say(peer, text: str, expect: str, user: int = SUPERUSER) -> str:
    await peer.group_message(GROUP, user, text, role="owner" if user == SUPERUSER else "member")
    return (await peer.expect_reply(GROUP, expect, timeout=15)).text


async def play_small_tournament(peer) -> int:
    """Create, fill and play round 1 of a tournament; returns its id."""
    reply = await _say(peer, "/新建赛事 xiaomanyao-junqi-2023 手机页测试杯", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await _say(peer, f"/设置 第1轮 {first:%Y-%m-%d} 20:00", "已设置")
    await _say(peer, f"/设置 报名截止 {first - timedelta(days=2):%Y-%m-%d} 20:00", "已设置")
    await _say(peer, "/设置 审核 关", "已设置")
    for qq, name in FIELD:
        peer.add_member(GROUP, qq, nickname=name)
        await _say(peer, f"报名 【粤】{name} {qq}", "报名成功", user=qq)
    await _say(peer, "/编排", "第1轮已编排")
    await _say(peer, "/录入 1 胜和负", "录入")
    await _say(peer, "/录入 2 和胜负", "录入")
    await _say(peer, "/扣分 2 2 踢了 346631485 出房间", "扣分")
    await _say(peer, "/补分 3 4 对手消极比赛", "补分")
    await _say(peer, "/结束本轮", "第1轮已结束")
    return tid


CLUB = [(41000001 + i, f"棋友{i + 1}") for i in range(6)]


async def play_small_round_robin(peer) -> int:
    """Create the club round robin, sign up six players, play round 1 (each table's first seat
    wins) and close it; returns its id."""
    reply = await _say(peer, "/新建赛事 round-robin 周末象棋循环赛", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await _say(peer, f"/设置 第1轮 {first:%Y-%m-%d} 19:30", "已设置")
    await _say(peer, f"/设置 报名截止 {first - timedelta(days=1):%Y-%m-%d} 20:00", "已设置")
    for qq, name in CLUB:
        peer.add_member(GROUP, qq, nickname=name)
        await _say(peer, f"报名 {name} {qq}", "报名成功", user=qq)
    await _say(peer, "/编排", "第1轮已编排")
    for table in (1, 2, 3):  # six players: three tables, no rest
        await _say(peer, f"/录入 {table} 胜", "录入")
    await _say(peer, "/结束本轮", "第1轮已结束")
    return tid
