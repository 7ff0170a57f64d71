"""The club rating and records end to end: the small club round robin (tests/e2e/small.py: six
players, round 1 closed, each table's first seat winning) through the real bot.py, then
`/等级分`, `/战绩 <选手> <选手>` and `GET /api/players/{qq}` with and without the token.

Worked by hand: Berger round 1 for six is 1-6, 2-5, 3-4; everyone starts at 1500 with K 40, so
each game has E = 0.5 and the three winners (棋友1–3) go to 1500 + 40 × 0.5 = 1520, the losers
(棋友4–6) to 1480. Equal ratings and games share a rank: 1, 1, 1, 4, 4, 4."""

from tests.e2e.peer import GROUP
from tests.e2e.small import CLUB, _say, play_small_round_robin


async def test_ratings_records_and_the_players_api(peer, bot):
    await play_small_round_robin(peer)
    listing = await _say(peer, "/等级分", "本群等级分")
    lines = listing.splitlines()
    assert lines[0] == "本群等级分·象棋（6人）"
    assert sorted(lines[1:4]) == [f"1. 棋友{i} 1520（1局 1胜0和0负）" for i in (1, 2, 3)]
    assert sorted(lines[4:7]) == [f"4. 棋友{i} 1480（1局 0胜0和1负）" for i in (4, 5, 6)]
    (qq1, _), (qq6, _) = CLUB[0], CLUB[5]
    h2h = await _say(peer, f"/战绩 {qq1} {qq6}", "棋友1 对 棋友6")
    assert h2h.splitlines()[0] == "棋友1 对 棋友6：1 局，棋友1 1胜0和0负"
    async with bot.http() as http:
        full = (await http.get(f"/api/players/{qq1}")).json()
    async with bot.http(authorised=False) as http:
        masked = (await http.get(f"/api/players/{qq1}")).json()
    assert full["qq"] == str(qq1) and masked["qq"] != str(qq1)
    assert [(g["round"], g["result"], g["opponents"][0]["name"]) for g in full["games"]] == [
        (1, "胜", "棋友6")
    ]
    assert full["ratings"][0]["game"] == "xiangqi" and full["ratings"][0]["rating"] == 1520
    assert full["ratings"][0]["group"] == str(GROUP)
    assert [e["after_round"] for e in full["events"]] == [1]
