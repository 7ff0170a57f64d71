"""The team challenge ladder (擂台赛, seed 004) end to end through the real bot.py and a real
OneBot v11 WebSocket.

Fourteen players sign up in two teams (sign-up number: 1–7 四川 6, 5, 4, 3, 2, 1, 擂主; 8–14 重庆
likewise; each No. 6 and No. 5 a woman). Ten bouts are seated by /编排, their games entered
by /录入 1 (one game at a time, or several) from the defender's side and closed by /结束本轮.
The second match is the longest the regulation allows (13 bouts), with two substitutes a team
and one of them taking a place by /替补.
The ladder, bout scores and the pool below are worked by hand from RULES.md §004 and the
preset (win 2 / draw 1 / loss 0, first to 7, at 6:6 extra games until a lead of 4; the winner
takes half the loser's current base); nothing is imported from engine/ or services/.
"""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, REFEREE, SUPERUSER, Desk

TEAMS = ("四川", "重庆")
NUMBERS = ("6", "5", "4", "3", "2", "1", "擂主")
PLAYERS = {
    7 * k + i + 1: (30001 + 7 * k + i, f"{team}{number}", team, number, "女" if i < 2 else "男")
    for k, team in enumerate(TEAMS)
    for i, number in enumerate(NUMBERS)
}

# each bout: (defender, challenger), the entries, the bout score from the defender's side,
# the winner
BOUTS = [
    ((1, 8), ["胜", "和", "胜", "胜"], "7:1", 1),  # 2, 3, 5, 7 → decided in game 4
    ((1, 9), ["负负负负"], "0:8", 9),
    ((9, 2), ["胜负胜负和和", "胜胜"], "10:6", 9),  # 6:6 after six, extra 胜胜 = 4:0
    ((9, 3), ["胜胜胜胜"], "8:0", 9),
    ((9, 4), ["负负负负"], "0:8", 4),
    ((4, 10), ["胜胜胜胜"], "8:0", 4),
    ((4, 11), ["胜胜和胜"], "7:1", 4),
    ((4, 12), ["胜胜胜胜"], "8:0", 4),
    ((4, 13), ["胜胜胜胜"], "8:0", 4),
    ((4, 14), ["胜胜胜胜"], "8:0", 4),  # 重庆's champion loses: the match is over
]
# the floating bases (四川, 重庆) after each bout: the winner takes half the loser's base
BASES = [
    ("45000", "15000"),  # 四川 takes 15000
    ("22500", "37500"),  # 重庆 takes 22500
    ("11250", "48750"),  # 重庆 takes 11250
    ("5625", "54375"),  # 重庆 takes 5625
    ("32812.5", "27187.5"),  # 四川 takes 27187.5
    ("46406.25", "13593.75"),  # 四川 takes 13593.75
    ("53203.125", "6796.875"),  # 四川 takes 6796.875
    ("56601.5625", "3398.4375"),  # 四川 takes 3398.4375
    ("58300.78125", "1699.21875"),  # 四川 takes 1699.21875
    ("59150.390625", "849.609375"),  # 四川 takes 849.609375
]
# prizes: 四川 10000 + 59150.390625 + 2000 (#4 an official streamer) = 71150.390625;
#         重庆 10000 + 849.609375 + 7000 (final base ≤ 7000: encouragement) = 17849.609375
PRIZES = [("四川", "59150.390625", "71150.390625"), ("重庆", "849.609375", "17849.609375")]
# bouts won: #1 one, #9 three, #4 six; everyone else none
WON = {1: 1, 9: 3, 4: 6}


def yuan(amount: str) -> str:
    """An exact amount as chat shows it: whole yuan plain, fen with two decimals, finer exactly."""
    whole, _, frac = amount.partition(".")
    return f"{whole}.{frac.ljust(2, '0')} 元" if frac else f"{amount} 元"


def label(seq: int) -> str:
    _, name, team, number, _ = PLAYERS[seq]
    return f"{name}（{team}{number if number == '擂主' else number + '号'}）"


async def test_arena_match_of_ten_bouts(peer, api):
    desk = Desk(peer)
    reply = await desk.one(
        SUPERUSER, "/新建赛事 chuanyu-xiangqi-arena-2021 川渝擂台赛", "已新建赛事"
    )
    assert "团体擂台赛" in reply
    tid = int(re.search(r"#(\d+)", reply).group(1))
    day = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {day:%Y-%m-%d} 14:00", "已设置")
    await desk.one(SUPERUSER, f"/设置 报名截止 {day - timedelta(days=1):%Y-%m-%d} 20:00", "已设置")
    peer.add_member(GROUP, REFEREE, role="admin")
    await desk.one(SUPERUSER, f"/仲裁 {REFEREE}", "已添加")

    # refused at once, nothing registered: a man as No. 6, an unknown team
    peer.add_member(GROUP, 39999, nickname="多余")
    await desk.one(39999, "报名 多余 39999 性别 男 队伍 重庆 编号 6", "6 号必须是女棋手")
    await desk.one(39999, "报名 多余 39999 性别 男 队伍 广东 编号 5", "队伍应为 四川 或 重庆")
    for seq, (qq, name, team, number, gender) in PLAYERS.items():
        peer.add_member(GROUP, qq, nickname=name)
        await desk.one(
            qq,
            f"报名 {name} {qq} 性别 {gender} 队伍 {team} 编号 {number}",
            f"{name} 报名序号 {seq}，{team}队 {number} 号：已登记，等待组委审核",
        )
    # a number taken in the team
    await desk.one(
        39999, "报名 多余 39999 性别 男 队伍 重庆 编号 3", "重庆队的 3 号已由 重庆3（序号 11）报名"
    )
    await desk.one(SUPERUSER, "/审核 全部 通过", "已通过全部 14 个待审核报名")
    await desk.one(SUPERUSER, "/截止报名", "出场名单检查：无问题")
    await desk.one(SUPERUSER, "/主播 #4", "已标记为官方主播")

    for n, ((defender, challenger), entries, score, winner) in enumerate(BOUTS, start=1):
        reply, post = await desk.say(SUPERUSER, "/编排", 2)
        assert f"第{n}轮已编排：1 桌，2 人。" in reply.text
        assert f"第1桌：守擂({defender}) ({challenger})" in post.text
        assert post.at == [PLAYERS[defender][0], PLAYERS[challenger][0]]
        got = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()
        assert [(t["table"], t["seats"], t["result"]) for t in got["tables"]] == [
            (1, [defender, challenger], None)
        ]
        if n == 1:  # a bout cannot close undecided
            await desk.one(SUPERUSER, "/结束本轮", "还没分出胜负")
        for k, games in enumerate(entries):
            so_far = "".join(entries[: k + 1])  # the reply shows the bout's games so far
            text = await desk.one(
                REFEREE, f"/录入 1 {games}", f"第{n}轮第1桌结果：{so_far}（裁判录入）"
            )
            if (
                so_far == "胜负胜负和和"
            ):  # 2+0+2+0+1+1 = 6 each after the six regular games (八(七))
                assert "6:6" in text and "正赛战平，进入附加赛（一方领先 4 分即胜）" in text, text
                assert (
                    "附加赛用时：基本用时5分钟，步时1分钟，每走一步加5秒，超时判负。" in text
                )  # 八(八)
            if k == len(entries) - 1:
                winner_side = "守擂" if winner == defender else "攻擂"
                assert f"{score}" in text and f"{winner_side} {label(winner)}胜" in text, text
        # a game after the bout is decided is refused
        await desk.one(REFEREE, "/录入 1 胜", "分出胜负")
        last = n == len(BOUTS)
        # the reply, one post (after the last bout: with the result), the ladder as a picture
        reply, post, picture = await desk.say(SUPERUSER, "/结束本轮", 3)
        assert f"第{n}轮已结束" in reply.text
        assert len(picture.images) == 1 and f"第{n}轮后的擂台对阵图" in picture.text
        assert (
            f"奖池（浮动基数）：四川 {yuan(BASES[n - 1][0])}；重庆 {yuan(BASES[n - 1][1])}"
            in post.text
        )
        if not last:
            (d, c), _, _, _ = BOUTS[n]
            assert f"下一轮（第{n + 1}轮）：{label(d)} 守擂，{label(c)} 攻擂" in post.text
        got = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()
        (table,) = got["tables"]
        assert table["result"] == "".join(entries)
        d_points, c_points = score.split(":")
        assert table["points"] == {str(defender): d_points, str(challenger): c_points}
        st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
        assert st["after_round"] == n
        assert [(t["name"], t["base"]) for t in st["teams"]] == list(
            zip(TEAMS, BASES[n - 1], strict=True)
        )
        assert all(t["prize"] is None for t in st["teams"]) != last

    final = post  # the last bout's post ends with the result
    assert "最终结果" in final.text and "比赛结束：四川 在第10轮击败重庆擂主" in final.text
    assert "四川奖金 71150.390625 元" in final.text and "重庆奖金 17849.609375 元" in final.text
    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert [(t["name"], t["base"], t["prize"]) for t in st["teams"]] == PRIZES
    assert st["ladder"] == {"bouts": 10, "next": None, "winner": "四川"}
    rows = {r["seq"]: r for r in st["rows"]}
    assert {q: r["total"] for q, r in rows.items()} == {q: str(WON.get(q, 0)) for q in PLAYERS}
    out = {1, 2, 3, 8, 9, 10, 11, 12, 13, 14}
    assert {q for q, r in rows.items() if r["status"] == "eliminated"} == out
    assert [r["rank"] for r in st["rows"]] == [1] * 7 + [2] * 7
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
    await desk.one(SUPERUSER, "/编排", "比赛已在第10轮结束")
    (ranking,) = await desk.say(PLAYERS[5][0], "/排名 文字")
    assert "四川奖金 71150.390625 元" in ranking.text


# --- the longest match: 13 bouts, with a substitute -----------------------------------------------

SUBS = {
    15: (30015, "四川替补", "四川", "男"),
    16: (30016, "重庆替补男", "重庆", "男"),
    17: (30017, "重庆替补女", "重庆", "女"),
}
# each bout: (defender, challenger), the entries, the bout score from the defender's side,
# the winner
LONG = [
    ((1, 8), ["胜负胜负", "和和", "负", "负"], "6:10", 8),  # 6:6 after six games; extra 负负 = 0:4
    ((8, 2), ["负负负负"], "0:8", 2),
    ((2, 9), ["胜胜和胜"], "7:1", 2),  # 2 + 2 + 1 + 2
    ((2, 10), ["负和负负"], "1:7", 10),
    ((10, 3), ["胜胜胜胜"], "8:0", 10),
    ((10, 4), ["和和和和负", "负"], "4:8", 4),  # 4:6 after five, the challenger's 8 in game 6
    ((4, 16), ["负负和负"], "1:7", 16),  # #16 took 重庆 No. 3's (#11) place
    ((16, 5), ["负负负负"], "0:8", 5),
    ((5, 12), ["胜胜胜和"], "7:1", 5),
    ((5, 13), ["负负负负"], "0:8", 13),
    ((13, 6), ["负负负负"], "0:8", 6),
    ((6, 14), ["负负负负"], "0:8", 14),
    ((14, 7), ["负负负负"], "0:8", 7),  # 重庆's champion loses in bout 13
]
# the floating bases (四川, 重庆) after each bout; the winner takes half the loser's current base:
LONG_BASES = [
    ("15000", "45000"),  # 重庆 takes 30000 / 2 = 15000
    ("37500", "22500"),  # 四川 takes 45000 / 2 = 22500
    ("48750", "11250"),  # 四川 takes 11250
    ("24375", "35625"),  # 重庆 takes 48750 / 2 = 24375
    ("12187.5", "47812.5"),  # 重庆 takes 12187.5
    ("36093.75", "23906.25"),  # 四川 takes 47812.5 / 2 = 23906.25
    ("18046.875", "41953.125"),  # 重庆 takes 36093.75 / 2 = 18046.875
    ("39023.4375", "20976.5625"),  # 四川 takes 41953.125 / 2 = 20976.5625
    ("49511.71875", "10488.28125"),  # 四川 takes 10488.28125
    ("24755.859375", "35244.140625"),  # 重庆 takes 49511.71875 / 2 = 24755.859375
    ("42377.9296875", "17622.0703125"),  # 四川 takes 35244.140625 / 2 = 17622.0703125
    ("21188.96484375", "38811.03515625"),  # 重庆 takes 42377.9296875 / 2 = 21188.96484375
    ("40594.482421875", "19405.517578125"),  # 四川 takes 38811.03515625 / 2 = 19405.517578125
]
# prizes: 四川 10000 + 40594.482421875 + 2000 (#5 a streamer) = 52594.482421875;
#         重庆 10000 + 19405.517578125 (> 7000: no encouragement) + 2000 (#16 a streamer)
#         = 31405.517578125;
#         together 80000 + 2 × 2000
LONG_PRIZES = [
    ("四川", "40594.482421875", "52594.482421875"),
    ("重庆", "19405.517578125", "31405.517578125"),
]
LONG_WON = {8: 1, 2: 2, 10: 2, 4: 1, 16: 1, 5: 2, 13: 1, 6: 1, 14: 1, 7: 1}


def long_label(seq: int) -> str:
    if seq == 16:  # in 重庆 No. 3's place from bout 7
        return "重庆替补男（重庆3号替补）"
    return label(seq)


async def test_arena_match_of_thirteen_bouts_with_a_substitute(peer, api):
    desk = Desk(peer)
    reply = await desk.one(
        SUPERUSER, "/新建赛事 chuanyu-xiangqi-arena-2021 川渝擂台赛", "已新建赛事"
    )
    tid = int(re.search(r"#(\d+)", reply).group(1))
    day = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {day:%Y-%m-%d} 14:00", "已设置")
    await desk.one(SUPERUSER, f"/设置 报名截止 {day - timedelta(days=1):%Y-%m-%d} 20:00", "已设置")
    peer.add_member(GROUP, REFEREE, role="admin")
    await desk.one(SUPERUSER, f"/仲裁 {REFEREE}", "已添加")
    for seq, (qq, name, team, number, gender) in PLAYERS.items():
        peer.add_member(GROUP, qq, nickname=name)
        await desk.one(
            qq, f"报名 {name} {qq} 性别 {gender} 队伍 {team} 编号 {number}", f"报名序号 {seq}，"
        )
    # two substitutes a team (七(二)3): 编号 替补; a third is refused at once
    for seq, (qq, name, team, gender) in SUBS.items():
        peer.add_member(GROUP, qq, nickname=name)
        await desk.one(
            qq,
            f"报名 {name} {qq} 性别 {gender} 队伍 {team} 编号 替补",
            f"{name} 报名序号 {seq}，{team}队替补：已登记，等待组委审核",
        )
    peer.add_member(GROUP, 39999, nickname="多余")
    await desk.one(
        39999, "报名 多余 39999 性别 男 队伍 重庆 编号 替补", "重庆已报 2 名替补，每队最多 2 名"
    )
    await desk.one(SUPERUSER, "/审核 全部 通过", "已通过全部 17 个待审核报名")
    await desk.one(SUPERUSER, "/截止报名", "出场名单检查：无问题")
    await desk.one(SUPERUSER, "/主播 #5", "已标记为官方主播")
    await desk.one(SUPERUSER, "/主播 #16", "已标记为官方主播")
    await desk.one(SUPERUSER, "/风尚奖 #13", "已标记为体育道德风尚奖获得者")

    for n, ((defender, challenger), entries, score, winner) in enumerate(LONG, start=1):
        registered = 11 if n == 7 else challenger
        reply, post = await desk.say(SUPERUSER, "/编排", 2)
        assert f"第{n}轮已编排：1 桌，2 人。" in reply.text
        assert f"第1桌：守擂({defender}) ({registered})" in post.text
        # the first game's colours by lot (八(六)), shown with the tables
        red = int(re.search(r"首局抽签：(?:守擂方|攻擂方)（(\d+)）执红先行", post.text).group(1))
        assert red in (defender, registered)
        assert (
            "正赛用时：基本用时10分钟，步时2分钟；基本用时耗尽后每步限时15秒，超时判负。"
            in post.text
        )  # 八(八)
        if n == 7:
            # 重庆 No. 3 (#11, a man) is replaced before any game: not by a woman, then by #16
            await desk.one(SUPERUSER, "/替补 11 17", "只能同性别替补")
            await desk.one(
                SUPERUSER,
                "/替补 11 16",
                "重庆替补：重庆替补男（重庆3号替补） 从第7轮起代替 重庆3（重庆3号） 出场",
            )
            got = (await api.get(f"/api/tournaments/{tid}/rounds/7")).json()
            assert got["tables"][0]["seats"] == [4, 16]
            red = 16 if red == 11 else red
        for k, games in enumerate(entries):
            so_far = "".join(entries[: k + 1])
            text = await desk.one(
                REFEREE, f"/录入 1 {games}", f"第{n}轮第1桌结果：{so_far}（裁判录入）"
            )
            if (
                so_far == "胜负胜负和和"
            ):  # 2+0+2+0+1+1 = 6 each after the six regular games (八(七))
                assert "6:6" in text and "正赛战平，进入附加赛（一方领先 4 分即胜）" in text, text
                assert (
                    "附加赛用时：基本用时5分钟，步时1分钟，每走一步加5秒，超时判负。" in text
                )  # 八(八)
            if k == len(entries) - 1:
                winner_side = "守擂" if winner == defender else "攻擂"
                assert f"{score}" in text and f"{winner_side} {long_label(winner)}胜" in text, text
            else:
                # colours alternate every game (八(七) 每局换先): odd games are the first game's red
                following = len(so_far) + 1
                red_now = red if following % 2 == 1 else ({defender, challenger} - {red}).pop()
                assert f"第{following}局 {long_label(red_now)} 执红先行" in text, text
        last = n == len(LONG)
        # the reply, one post (after the last bout: with the result), the ladder as a picture
        reply, post, picture = await desk.say(SUPERUSER, "/结束本轮", 3)
        assert f"第{n}轮已结束" in reply.text
        assert len(picture.images) == 1 and f"第{n}轮后的擂台对阵图" in picture.text
        assert (
            f"奖池（浮动基数）：四川 {yuan(LONG_BASES[n - 1][0])}；"
            f"重庆 {yuan(LONG_BASES[n - 1][1])}" in post.text
        )
        if not last:
            (d, c), _, _, _ = LONG[n]
            assert (
                f"下一轮（第{n + 1}轮）：{long_label(d)} 守擂，"
                f"{long_label(c if n + 1 != 7 else 11)} 攻擂" in post.text
            )
        got = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()
        (table,) = got["tables"]
        assert table["seats"] == [defender, challenger] and table["result"] == "".join(entries)
        d_points, c_points = score.split(":")
        assert table["points"] == {str(defender): d_points, str(challenger): c_points}
        st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
        assert [(t["name"], t["base"]) for t in st["teams"]] == list(
            zip(TEAMS, LONG_BASES[n - 1], strict=True)
        )

    final = post  # the last bout's post ends with the result
    assert "比赛结束：四川 在第13轮击败重庆擂主，四川获胜（剩余 1 人）" in final.text
    assert (
        "四川奖金 52594.482421875 元：基本 10000 元 + 基数 40594.482421875 元 + 主播 2000 元"
        in final.text
    )
    assert (
        "重庆奖金 31405.517578125 元：基本 10000 元 + 基数 19405.517578125 元 + 主播 2000 元"
        in final.text
    )
    assert "体育道德风尚奖：重庆1（重庆1号）" in final.text
    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert [(t["name"], t["base"], t["prize"]) for t in st["teams"]] == LONG_PRIZES
    assert st["ladder"] == {"bouts": 13, "next": None, "winner": "四川"}
    assert st["teams"][1]["order"] == [8, 9, 10, 16, 12, 13, 14]
    assert st["teams"][1]["substitutions"] == [{"out": 11, "in": 16, "from_bout": 7}]
    assert st["teams"][1]["awards"] == [{"name": "体育道德风尚奖", "seq": 13}]
    # 四川 (the winner) first, then 重庆 with #11 and the substitute who took his place after him
    assert [r["seq"] for r in st["rows"]] == [*range(1, 8), 8, 9, 10, 11, 16, 12, 13, 14]
    rows = {r["seq"]: r for r in st["rows"]}
    assert {q: r["total"] for q, r in rows.items()} == {q: str(LONG_WON.get(q, 0)) for q in rows}
    assert {q: r["status"] for q, r in rows.items() if r["status"] != "eliminated"} == {
        7: "active",
        11: "withdrawn",
    }
    assert rows[8]["round_scores"][:2] == ["10", "0"]  # 6:10 as challenger, 0:8 as defender
    players = {
        p["seq"]: p["status"] for p in (await api.get(f"/api/tournaments/{tid}/players")).json()
    }
    assert (players[11], players[15], players[17]) == ("withdrawn", "active", "active")
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
