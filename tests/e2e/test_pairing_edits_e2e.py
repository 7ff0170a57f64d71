"""The organisers' hands on the pairing end to end (real bot.py, real OneBot v11 WebSocket): a
swap, a late entry and a re-pairing in seed 002's Swiss, then /撤销 of the re-pairing.

Four players of 公开组甲组 (born 1995) sign up 1..4. Round 1 pairs the sign-up order top half
against bottom half (002 「积分编排制」, everyone on 0): 1–3 and 2–4, colours by nigiri.
- `/对调 2 3`: 1–2 and 3–4, no repeat (nobody has played), every score 0 (the squared gaps
  stay 0), no pair whose colours were drawn changes: accepted without 强制, one post 更正.
- `/补报 棋手5 …`: round 1 is seated, so he joins round 2 with 0 a missed round (the default
  signup.late_entry_points), or round 1 with `/重排`.
- `/重排`: five players on 0: the bye to the lowest-ranked, 5 (2 points, 002's bye), and 1–3,
  2–4 again (top half against bottom half of 1..4).
- `/撤销`: round 1 as the swap left it (1–2, 3–4), without 5.
Nothing here is imported from engine/ or services/.
"""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, SUPERUSER, Desk

PLAYERS = {seq: (27_000_000 + seq, f"棋手{seq}") for seq in range(1, 6)}
FIELDS = "出生 1995-05-01 段位 3段"


def pairs(tables: list[dict]) -> set[frozenset[int]]:
    return {frozenset(t["seats"]) for t in tables}


async def test_swap_late_entry_and_re_pairing(peer, api):
    desk = Desk(peer)
    reply = await desk.one(SUPERUSER, "/新建赛事 shenzhen-go-2023 棋社围棋积分赛", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {first:%Y-%m-%d} 20:00", "已设置")
    await desk.one(
        SUPERUSER, f"/设置 报名截止 {first - timedelta(days=2):%Y-%m-%d} 20:00", "已设置"
    )
    await desk.one(SUPERUSER, "/设置 审核 关", "已设置")
    for seq in range(1, 5):
        qq, name = PLAYERS[seq]
        peer.add_member(GROUP, qq, nickname=name)
        await desk.one(qq, f"报名 {name} {qq} {FIELDS}", f"报名序号 {seq}")
    reply, _post = await desk.say(SUPERUSER, "/编排", 2)
    assert "第1轮已编排：2 桌，4 人。" in reply.text
    rounds = f"/api/tournaments/{tid}/rounds/1"
    assert pairs((await api.get(rounds)).json()["tables"]) == {frozenset({1, 3}), frozenset({2, 4})}

    # a swap naming one player gets the form; then the swap: one post (the reply in the
    # group), marked 更正, and the JSON tables follow it
    await desk.one(SUPERUSER, "/对调 2", "格式：/对调 <选手> <选手> [强制]")
    (swapped,) = await desk.say(SUPERUSER, "/对调 2 3")
    assert swapped.text.startswith("更正：公开组甲组第1轮对阵调整（组委对调 序号 2 与 3）：")
    assert "强制" not in swapped.text
    after_swap = (await api.get(rounds)).json()["tables"]
    assert pairs(after_swap) == {frozenset({1, 2}), frozenset({3, 4})}

    # the late entry, after sign-up closed (round 1 seated closes it)
    qq, name = PLAYERS[5]
    peer.add_member(GROUP, qq, nickname=name)
    entered = await desk.one(SUPERUSER, f"/补报 {name} {qq} {FIELDS}", "已补报：序号 5 棋手5")
    assert "将从第2轮起编排，缺赛的 1 轮按规程每轮计 0 分（起始积分 0）" in entered
    assert "发 /重排 可让其从第1轮起参赛" in entered

    # the re-pairing: the reply and the corrected tables
    reply, post = await desk.say(SUPERUSER, "/重排", 2)
    assert reply.text == "公开组甲组第1轮已重新编排：3 桌。"
    assert post.text.startswith("更正：公开组甲组第1轮已重新编排，此前公布的对阵作废，以本条为准。")
    tables = (await api.get(rounds)).json()["tables"]
    assert pairs(tables) == {frozenset({1, 3}), frozenset({2, 4}), frozenset({5})}
    assert [t["table"] for t in tables] == [1, 2, 3] and tables[2]["result"] == "轮空"

    # /撤销 takes the re-pairing back: the swapped tables, 5 seated nowhere
    await desk.one(SUPERUSER, "/撤销", "已撤销")
    back = (await api.get(rounds)).json()["tables"]
    assert [(t["table"], t["seats"]) for t in back] == [
        (t["table"], t["seats"]) for t in after_swap
    ]
