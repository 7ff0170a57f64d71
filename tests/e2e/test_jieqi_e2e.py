"""The Pingshan Jieqi open (seed 003) end to end through the real bot and a OneBot v11 WebSocket.

128 players with Tiantian levels sign up; /分组 draws groups A–D of 32 (two seeds a group by
level, equal levels by sign-up order); seven Swiss rounds in each group; eight /外卡; the
knockout of 32 by lots, (2+1) ties to the final and the 3rd-place tie; cumulative prizes.

Results follow fixed rules of the seqs, so the test knows every game without the lots:
a group game between a and b is drawn when (a + b) % 7 == 0, else the lower seq wins; a tie is
won by the lower seq — 2–0 when (a + b) % 3 == 2, 1–1 and a won decider when % 3 == 0, 1–1, a
drawn decider and a second one won when % 3 == 1. Everything checked is computed here, from
the tables the bot published and these rules, with nothing imported from engine/ or services/:
the seeds, the Swiss properties (groups kept apart, no repeats, one game a round), every
player's points, 对手分 and 累进分 and the order they give, the qualifiers, the bracket walk,
the places and every player's cumulative prize (003 二(四)6, 二(四)7).
"""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, SUPERUSER

SCALE = ["特级大师", "大师", "业9-3", "业9-2", "业9-1", "业8-3", "业8-2", "业8-1", "业7-3"]
FIELD = 128
GROUP_ROUNDS = 7


def qq(seq: int) -> int:
    return 40_000_000 + seq


def level(seq: int) -> str:
    """Levels with many equal ones at the seed boundary: 1 特级大师, 2–3 大师, 4–20 业9-3 (the
    8 seeds: 1, 2, 3 and 4–8 by sign-up order, 9–20 left out), the rest spread lower."""
    if seq == 1:
        return "特级大师"
    if seq <= 3:
        return "大师"
    if seq <= 20:
        return "业9-3"
    return SCALE[3 + seq % 6]


def game(a: int, b: int) -> str:
    """The group game between a (first seat) and b, from a's side."""
    if (a + b) % 7 == 0:
        return "和"
    return "胜" if a < b else "负"


def tie(a: int, b: int) -> str:
    """The tie between a (first seat) and b, from a's side: the lower seq advances."""
    win, lose = ("胜", "负") if a < b else ("负", "胜")
    kind = (a + b) % 3
    if kind == 2:
        return win + win
    if kind == 0:
        return win + lose + win
    return win + lose + "和" + win


async def say(peer, user: int, text: str, count: int = 1, timeout: float = 30.0):
    role = "owner" if user == SUPERUSER else "member"
    await peer.group_message(GROUP, user, text, role=role)
    return await peer.wait_for_count(
        lambda m: m.kind == "group" and m.target == GROUP, count, timeout
    )


async def one(peer, user: int, text: str, expect: str) -> str:
    (reply,) = await say(peer, user, text)
    assert expect in reply.text, f"{text!r} -> {reply.text!r}"
    return reply.text


def posts_of(tables: int) -> int:
    """The reply and the table post of a round: up to 28 tables one post with an @ per player;
    more, one forward message naming them while the reply @-mentions each once."""
    return 2 if tables else 1


async def test_pingshan_jieqi_open(peer, api):
    reply = await one(peer, SUPERUSER, "/新建赛事 pingshan-jieqi-2019 坪山揭棋", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    day = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    for item in (
        f"第1轮 {day:%Y-%m-%d} 14:00",
        f"报名截止 {day - timedelta(days=1):%Y-%m-%d} 20:00",
        "审核 关",
    ):
        await one(peer, SUPERUSER, f"/设置 {item}", "已设置")
    for seq in range(1, FIELD + 1):
        peer.add_member(GROUP, qq(seq), nickname=f"棋手{seq}")
        await one(peer, qq(seq), f"报名 棋手{seq} {qq(seq)} 等级 {level(seq)}", f"报名序号 {seq}")

    # --- the draw -----------------------------------------------------------------------------
    await one(peer, SUPERUSER, "/编排", "/分组")  # no round before the groups
    drawn = await one(peer, SUPERUSER, "/分组", "分组抽签")
    assert "按报名先后定种子，未入选：" + "、".join(f"{q}号棋手{q}" for q in range(9, 21)) in drawn
    players = (await api.get(f"/api/tournaments/{tid}/players")).json()
    group_of = {p["seq"]: p["group"] for p in players}
    members = {g: sorted(q for q, x in group_of.items() if x == g) for g in "ABCD"}
    assert [len(m) for m in members.values()] == [32, 32, 32, 32]
    seeds = sorted(range(1, FIELD + 1), key=lambda q: (SCALE.index(level(q)), q))[:8]
    assert seeds == [1, 2, 3, 4, 5, 6, 7, 8]
    for m in members.values():  # one seed of each half a group
        assert len(set(m) & set(seeds[:4])) == 1 and len(set(m) & set(seeds[4:])) == 1
    for g, m in members.items():
        line = next(x for x in drawn.splitlines() if x.startswith(f"{g}组（32人）："))
        assert sorted(int(q) for q in re.findall(r"(\d+)号", line)) == m

    # --- the group stage: seven Swiss rounds in every group ------------------------------------
    points = {q: 0 for q in range(1, FIELD + 1)}
    cumulative = {q: 0 for q in range(1, FIELD + 1)}
    opponents = {q: [] for q in range(1, FIELD + 1)}
    win, draw = 3, 1  # 003 二(四)1 胜者计3分 … 打平计1分
    # 003 plays five group rounds a day at fixed times: each round is paired when the one
    # before it is closed (pair_on_close), its start called at its time
    reply, post = await say(peer, SUPERUSER, "/编排", posts_of(64))
    for n in range(1, GROUP_ROUNDS + 1):
        assert f"第{n}轮已编排：64 桌，128 人。" in reply.text, reply.text
        assert (
            "用时：小组赛每轮单方20分钟包干；决赛阶段每局单方20分钟包干，加赛局单方10分钟包干"
            in post.text
        )  # 二(四)4
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()["tables"]
        assert sorted(q for t in tables for q in t["seats"]) == list(range(1, FIELD + 1))
        for t in tables:
            a, b = t["seats"]
            assert group_of[a] == group_of[b] and b not in opponents[a]
            word = game(a, b)
            reply = await one(
                peer,
                SUPERUSER,
                f"/录入 {t['table']} {word}",
                f"第{n}轮第{t['table']}桌结果：{word}",
            )
            points[a] += {"胜": win, "和": draw, "负": 0}[word]
            points[b] += {"胜": 0, "和": draw, "负": win}[word]
            opponents[a].append(b)
            opponents[b].append(a)
        for q in points:
            cumulative[q] += points[q]
        if n < GROUP_ROUNDS:  # the reply, the standings post, the call of 128 players, the tables
            closed, standings, reply, post = await say(peer, SUPERUSER, "/结束本轮", 4)
            assert (
                f"第{n}轮已结束" in closed.text
            )  # then the next round's call (its head) and tables
            assert not standings.images  # no bracket picture before the knockout
        else:  # the knockout waits for the wildcards: /编排 draws it
            reply, _ = await say(peer, SUPERUSER, "/结束本轮", 2)
            assert "已编排" not in reply.text

    # 对手分: the opponents' points (no byes, no forfeits); 累进分: the sum of the running totals
    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    rows = {r["seq"]: r for r in st["rows"]}
    for q in range(1, FIELD + 1):
        want = (str(points[q]), str(sum(points[o] for o in opponents[q])), str(cumulative[q]))
        got = rows[q]
        assert (
            got["total"],
            got["tiebreaks"]["opponents_score"],
            got["tiebreaks"]["progressive"],
        ) == want, q
    rankings = st["groups"]
    for g, order in rankings.items():
        assert sorted(order) == members[g]
        keys = [(points[q], sum(points[o] for o in opponents[q]), cumulative[q]) for q in order]
        assert keys == sorted(keys, reverse=True), (
            g
        )  # fouls 0 and earlier rounds only break exact ties
    qualified = [q for g in "ABCD" for q in rankings[g][:6]]

    # --- wildcards: eight of the rest; a ninth and a qualified player refused -------------------
    await one(peer, SUPERUSER, f"/外卡 {qualified[0]}", "已凭小组名次晋级")
    rest = sorted(
        (q for q in range(1, FIELD + 1) if q not in qualified), key=lambda q: (-points[q], q)
    )
    wild = rest[:8]
    for q in wild:
        await one(peer, SUPERUSER, f"/外卡 {q}", "已标记为外卡选手")
    await one(peer, SUPERUSER, f"/外卡 {rest[8]}", "外卡已满：规程只设 8 名外卡")

    # --- the knockout: 32 by lots, (2+1) ties, semi-final losers for 3rd/4th --------------------
    reply, post = await say(peer, SUPERUSER, "/编排", posts_of(16))
    assert "第8轮已编排：16 桌，32 人。" in reply.text
    first = (await api.get(f"/api/tournaments/{tid}/rounds/8")).json()["tables"]
    # every tie's decider has its red player named (colours by lots, RULES.md §003)
    reds = dict(re.findall(r"第(\d+)桌 (\d+)号执红", post.text.split("加赛局先后手", 1)[1]))
    assert {
        int(n): int(q) in t["seats"] for n, q in reds.items() for t in first if t["table"] == int(n)
    } == {t["table"]: True for t in first}
    line = [q for t in first for q in t["seats"]]
    assert sorted(line) == sorted(qualified + wild)
    reached = {q: 32 for q in line}
    places: dict[int, int] = {}
    semi_losers: list[int] = []  # the semi-finals' losers, once they are played
    n = 8
    while True:
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()["tables"]
        if len(line) == 2:  # the final and the 3rd-place tie
            assert [set(t["seats"]) for t in tables] == [set(line), set(semi_losers)]
        else:
            assert [set(t["seats"]) for t in tables] == [
                set(line[i : i + 2]) for i in range(0, len(line), 2)
            ]
        bad = "胜胜胜" if tie(*tables[0]["seats"]) in ("胜胜", "负负") else "胜"
        await one(
            peer,
            SUPERUSER,
            f"/录入 {tables[0]['table']} {bad}",
            "多余" if len(bad) == 3 else "还没分出胜负",
        )
        for t in tables:
            await one(peer, SUPERUSER, f"/录入 {t['table']} {tie(*t['seats'])}", "裁判录入")
        # the reply, one post (standings, bracket, prizes), the bracket picture, then the next
        # round's tables
        closed = await say(peer, SUPERUSER, "/结束本轮", 3 if len(line) == 2 else 4)
        assert "淘汰赛对阵（32 签，抽签" in closed[1].text and not closed[1].images
        picture = closed[2]
        assert len(picture.images) == 1 and picture.images[0].startswith("base64://"), picture
        assert f"第{n}轮后的淘汰赛对阵图" in picture.text
        winners = [min(line[i : i + 2]) for i in range(0, len(line), 2)]
        losers = [max(line[i : i + 2]) for i in range(0, len(line), 2)]
        if len(line) == 4:
            semi_losers = losers
        elif len(line) == 2:
            places.update({winners[0]: 1, losers[0]: 2, min(semi_losers): 3, max(semi_losers): 4})
            break
        else:
            places.update({q: len(line) // 2 + 1 for q in losers})
        for q in winners:
            reached[q] = len(line) // 2
        line = winners
        n += 1  # the next knockout round was paired when this one closed (pair_on_close)

    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert {int(q): p for q, p in st["knockout"]["places"].items()} == places
    assert st["knockout"]["rounds"][0]["ties"][0]["result"] == tie(*first[0]["seats"])

    # cumulative prizes: group place, +200 / +400 / +500 for reaching 16 / 8 / 4, final place
    group_money = {1: 2000, 2: 1000, 3: 600, 4: 400, 5: 400, 6: 400}
    final_money = {1: 10000, 2: 4000, 3: 1000, 4: 500}
    want = {}
    for order in rankings.values():
        for place, q in enumerate(order[:6], start=1):
            want[q] = group_money[place]
    for q, fewest in reached.items():
        bonus = (
            (200 if fewest <= 16 else 0) + (400 if fewest <= 8 else 0) + (500 if fewest <= 4 else 0)
        )
        want[q] = want.get(q, 0) + bonus + final_money.get(places.get(q), 0)
    got = {p["seq"]: p["amount"] for p in st["prizes"]}
    assert got == {q: str(v) for q, v in want.items() if v}
    champion = min(places, key=places.get)
    assert (
        f"棋手{champion}({champion})：" in closed[1].text
        and f"= {want[champion]}元" in closed[1].text
    )
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
