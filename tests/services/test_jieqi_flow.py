"""Seed 003 (groups, group Swiss, (2+1) knockout) at the service level, worked by hand.

A small field with the regulation shrunk for the test (the preset's shape with fewer numbers):
16 players in groups A–D of 4, three group rounds (a group of 4 meets everyone once), the
group winner advances (``advance_per_group = 1``), two wildcards, a knockout of at most 8 —
so 4 + 2 = 6 entrants in a bracket of 8 with two byes (QF, SF, final + 3rd place). Every game
and tie is won by the lower sign-up number, so every ranking below follows from the seqs alone,
whatever the lots drew.

Levels (二(四)1 参照天天象棋级别定种子): 2 特级大师, 3 大师, 4 业9-3, 5–12 业8-1, 13–16 业7-1,
1 业5-1. Eight seeds (2 a group): 2, 3, 4, then five of the eight 业8-1 players by sign-up order:
5, 6, 7, 8, 9 — 10, 11, 12 (业8-1 too) left out by sign-up order. Pots: 2–5 and 6–9, one of each
a group.
"""

import random
from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from engine.regulation import read_setting
from models import db
from models.tables import Entry, Outbox, Tournament
from services import closing, groups, marks, play, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal

GROUP = "20003"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 19, 6, 5, tzinfo=UTC)
QQ = {seq: str(2_000_000 + seq) for seq in range(1, 17)}
LEVEL = {
    1: "业5-1",
    2: "特级大师",
    3: "大师",
    4: "业9-3",
    **{q: "业8-1" for q in range(5, 13)},
    **{q: "业7-1" for q in range(13, 17)},
}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def setup_field(pair_on_close: bool = False) -> None:
    """The field of 16; each round seated by /编排 unless ``pair_on_close`` (the preset's way)."""
    await tournaments.create_tournament(ORG, "pingshan-jieqi-2019", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-19 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for seq, qq in QQ.items():
        done = await signup.sign_up(
            Actor(qq, GROUP), f"报名 棋手{seq} {qq} 等级 {LEVEL[seq]}", Everyone(), T0
        )
        assert done is not None and done.ack, done
    async with db.unit("test", "shrink 003 for the test") as work:
        t = await work.session.get(Tournament, 1)
        reg = dict(t.regulation)
        reg["format"] = {
            **reg["format"],
            "group_rounds": 3,
            "advance_per_group": 1,
            "wildcards": 2,
            "knockout_size": 8,
        }
        reg["schedule"] = {**reg["schedule"], "pair_on_close": pair_on_close}
        t.regulation = reg
        t.rng_seed = 3


async def tables(number: int) -> list[dict]:
    return (await views.round_tables(1, number))["tables"]


async def play_group_round(number: int) -> None:
    """Every group game of round ``number`` won by the lower seq (entered from the first seat)."""
    for t in await tables(number):
        if len(t["seats"]) == 2:
            a, b = t["seats"]
            await play.enter_result(ORG, str(t["table"]), "胜" if a < b else "负", R1)


async def set_format(**values) -> None:
    """Change the tournament's format section (a regulation option the preset does not pick)."""
    async with db.unit("test", "format option") as work:
        t = await work.session.get(Tournament, 1)
        t.regulation = {**t.regulation, "format": {**t.regulation["format"], **values}}


async def decider_draw_for_black() -> None:
    """RULES.md §003 option (the Xiangqi rules): the last decider's draw counts for Black."""
    async with db.session() as s:
        tie = (await s.get(Tournament, 1)).regulation["format"]["tie"]
    await set_format(tie={**tie, "decider_draw": "black_wins"})


async def group_stage(seated=None) -> None:
    """/分组, then the three group rounds seated, won by the lower seq and closed; `seated(n,
    outcome)` looks at each round's seating."""
    await groups.draw_groups(ORG, R1)
    for number in (1, 2, 3):
        outcome = await play.seat_next_round(ORG, R1)
        if seated is not None:
            seated(number, outcome)
        await play_group_round(number)
        await closing.close_round(ORG, R1)


async def two_wildcards() -> None:
    """The two lowest seqs that did not win their group are named wildcards."""
    winners = {r["seq"] for r in (await views.standings(1))["rows"] if r["rank"] == 1}
    for q in sorted(set(range(1, 17)) - winners)[:2]:
        await marks.toggle_mark(ORG, "外卡", PlayerRef.seq(q))


async def test_groups_swiss_wildcards_knockout_and_cumulative_prizes(clean_db):
    await setup_field()

    # no round before the draw
    with pytest.raises(Refusal, match="没有分组.*/分组"):
        await play.seat_next_round(ORG, R1)

    drawn = await groups.draw_groups(ORG, R1)
    assert "种子随机数 3" in drawn.text
    assert "按报名先后定种子，未入选：10号棋手10、11号棋手11、12号棋手12" in drawn.text
    async with db.session() as s:
        group_of = {e.seq: e.group for e in (await s.execute(select(Entry))).scalars()}
    members = {g: sorted(q for q, x in group_of.items() if x == g) for g in "ABCD"}
    assert all(len(m) == 4 for m in members.values())
    for m in members.values():  # one seed of each pot a group
        assert len(set(m) & {2, 3, 4, 5}) == 1 and len(set(m) & {6, 7, 8, 9}) == 1
    # a re-run before round 1 draws the same groups (same field, same stored seed)
    again = await groups.draw_groups(ORG, R1)
    assert again.text.startswith("重新分组抽签") and drawn.text in again.text

    # three group rounds: each group a Swiss of its own, all groups in one round
    for number in (1, 2, 3):
        seated = await play.seat_next_round(ORG, R1)
        assert f"第{number}轮已编排：8 桌，16 人。" in seated.text
        for t in await tables(number):
            assert len({group_of[q] for q in t["seats"]}) == 1  # nobody meets another group
        await play_group_round(number)
        await closing.close_round(ORG, R1)
    with pytest.raises(Refusal, match="第1轮已经编排"):
        await groups.draw_groups(ORG, R1)
    # the three rounds of a group of 4 without repeats are a round robin: everyone met everyone
    for m in members.values():
        met = {
            frozenset(t["seats"])
            for n in (1, 2, 3)
            for t in await tables(n)
            if set(t["seats"]) <= set(m)
        }
        assert len(met) == 6

    # group tables: lower seq wins every game → places by seq, points 3+3+3 = 9, 6, 3, 0
    st = await views.standings(1)
    winners = sorted(m[0] for m in members.values())
    assert st["groups"] == {g: m for g, m in members.items()}
    rows = {r["seq"]: r for r in st["rows"]}
    for m in members.values():
        assert [(rows[q]["rank"], rows[q]["total"]) for q in m] == [
            (1, "9"),
            (2, "6"),
            (3, "3"),
            (4, "0"),
        ]
    # rows by group place: the four group winners first
    assert sorted(r["seq"] for r in st["rows"][:4]) == winners

    # wildcards: not a qualified player, at most the regulation's 2
    with pytest.raises(Refusal, match="已凭小组名次晋级"):
        await marks.toggle_mark(ORG, "外卡", PlayerRef.seq(winners[0]))
    seconds = sorted(m[1] for m in members.values())
    wild = seconds[:2]
    for q in wild:
        assert "已标记为外卡选手" in (await marks.toggle_mark(ORG, "外卡", PlayerRef.seq(q))).text
    with pytest.raises(Refusal, match="外卡已满：规程只设 2 名外卡"):
        await marks.toggle_mark(ORG, "外卡", PlayerRef.seq(seconds[2]))

    # the knockout: 6 entrants in a bracket of 8; the standard line order 1,8,4,5,2,7,3,6 puts
    # the byes (numbers 7, 8) in the first and third ties: tables of 1, 2, 1, 2 seats
    await play.seat_next_round(ORG, R1)
    r4 = await tables(4)
    assert [len(t["seats"]) for t in r4] == [1, 2, 1, 2]
    entrants = sorted(q for t in r4 for q in t["seats"])
    assert entrants == sorted(winners + wild)
    assert [t["result"] for t in r4 if len(t["seats"]) == 1] == ["轮空", "轮空"]
    # the wildcards are fixed once the knockout is drawn
    with pytest.raises(Refusal, match="淘汰赛已经抽签编排，外卡不能再改"):
        await marks.toggle_mark(ORG, "外卡", PlayerRef.seq(wild[0]))

    # a tie cannot be closed undecided, and bad game strings are refused with the right form
    with pytest.raises(Refusal, match="还没分出胜负"):
        await closing.close_round(ORG, R1, confirm=True)
    ties = [t for t in r4 if len(t["seats"]) == 2]
    first = ties[0]
    with pytest.raises(Refusal, match="第4局（加赛第2局）多余：第3局（加赛第1局）已分出胜负"):
        await play.enter_result(ORG, str(first["table"]), "胜负胜胜", R1)
    with pytest.raises(Refusal, match="第3局多余.*只有常规局战平才下加赛局"):
        await play.enter_result(ORG, str(first["table"]), "胜胜负", R1)
    with pytest.raises(Refusal, match="还没分出胜负.*须下加赛局"):
        await play.enter_result(ORG, str(first["table"]), "胜负", R1)

    # the first tie 1–1 and a third game; the other 2–0; the lower seq advances
    def tie(seats, level):
        lower_first = seats[0] < seats[1]
        if level:
            return "胜负胜" if lower_first else "负胜负"
        return "胜胜" if lower_first else "负负"

    await play.enter_result(ORG, str(first["table"]), tie(first["seats"], True), R1)
    await play.enter_result(ORG, str(ties[1]["table"]), tie(ties[1]["seats"], False), R1)
    closed = await closing.close_round(ORG, R1)
    post = closed.notices[0].text
    assert "淘汰赛对阵（8 签，抽签，种子随机数 3）" in post and tie(first["seats"], True) in post

    # semi-finals, then the final and the 3rd-place tie in one round
    for number in (5, 6):
        await play.seat_next_round(ORG, R1)
        for t in await tables(number):
            await play.enter_result(ORG, str(t["table"]), tie(t["seats"], False), R1)
        closed = await closing.close_round(ORG, R1)
    assert len(await tables(6)) == 2

    # an independent walk of the bracket read from round 4's tables: each tie to the lower seq
    line = []
    for t in r4:
        line += t["seats"] if len(t["seats"]) == 2 else [t["seats"][0], None]
    semis = [min(q for q in line[i : i + 2] if q is not None) for i in range(0, 8, 2)]
    finalists = [min(semis[0:2]), min(semis[2:4])]
    semi_losers = [max(semis[0:2]), max(semis[2:4])]
    places = {min(finalists): 1, max(finalists): 2, min(semi_losers): 3, max(semi_losers): 4}
    assert min(finalists) == 1  # seq 1 is the lowest of the field: his group's winner, champion

    st = await views.standings(1)
    bracket = st["knockout"]
    assert (
        bracket["finished"]
        and {int(q): p for q, p in bracket["places"].items() if p <= 4} == places
    )
    last = bracket["rounds"][-1]
    assert [t["third_place"] for t in last["ties"]] == [False, True]
    assert all(
        isinstance(t["result"], str) and t["result"] for r in bracket["rounds"] for t in r["ties"]
    )
    # the same bracket in the shape every output draws (Format.bracket): a tree of three stages,
    # the quarter-finals (two of them byes), the semi-finals, the final with the 3rd/4th tie
    tree = st["bracket"]
    assert tree["layout"] == "tree" and [len(x["ties"]) for x in tree["stages"]] == [4, 2, 2]
    assert {t["winner"] for t in tree["stages"][0]["ties"]} == set(semis)
    assert {t["winner"] for t in tree["stages"][1]["ties"]} == set(finalists)
    final, third = tree["stages"][2]["ties"]
    assert (final["winner"], final["label"]) == (1, None)
    assert (third["winner"], third["label"]) == (min(semi_losers), "三四名")
    from plugins.qisai import (
        render_bracket,
    )  # the chat layer's drawing, importable once nonebot is up

    players = await views.players(1, False)
    assert render_bracket.bracket_png({"name": "坪山"}, tree, players)[:8] == b"\x89PNG\r\n\x1a\n"

    # cumulative prizes (二(四)6, 二(四)7). The bracket of 8 means every entrant reached the
    # last 16 and the last 8 (+200, +400); the QF winners and the two byes reached the last 4
    # (+500). Seq 1: A–D group 1st 2000 + 200 + 400 + 500 + champion 10000 = 13100.
    prizes = {p["seq"]: p for p in st["prizes"]}
    assert prizes[1]["amount"] == "13100" and prizes[1]["rank"] == 1
    assert [x["label"] for x in prizes[1]["parts"]] == [
        f"{group_of[1]}组第1名",
        "晋级16强",
        "晋级8强",
        "进入前四名",
        "冠军",
    ]
    group_money = {1: 2000, 2: 1000, 3: 600, 4: 400}
    final_money = {1: 10000, 2: 4000, 3: 1000, 4: 500}
    for seq in range(1, 17):
        place_in_group = members[group_of[seq]].index(seq) + 1
        want = group_money[place_in_group]
        if seq in entrants:
            want += (
                200 + 400 + (500 if seq in semis else 0) + final_money.get(places.get(seq, 0), 0)
            )
        assert prizes[seq]["amount"] == str(want), seq

    final_post, picture = (
        n.text for n in closed.notices
    )  # the final post, then the bracket picture
    assert picture.startswith("「2019深圳坪山揭棋公开赛」第6轮后的淘汰赛对阵图")
    assert "最终结果" in final_post and "棋手1(1)：" in final_post and "= 13100元" in final_post


async def test_two_forfeits_and_no_longer_paired(clean_db):
    # 003 二(四)4 弃权两轮不再安排比赛: seq 16 forfeits rounds 1 and 2 (not consecutive needed);
    # round 3 leaves him out, so his group of 4 pairs two and gives the third a bye.
    await setup_field()
    await groups.draw_groups(ORG, R1)
    for number in (1, 2):
        await play.seat_next_round(ORG, R1)
        await play.forfeit(ORG, PlayerRef.seq(16), None, R1)
        for t in await tables(number):
            if len(t["seats"]) == 2 and 16 not in t["seats"]:
                a, b = t["seats"]
                await play.enter_result(ORG, str(t["table"]), "胜" if a < b else "负", R1)
        await closing.close_round(ORG, R1)
    rows = {r["seq"]: r for r in (await views.standings(1))["rows"]}
    assert rows[16]["status"] == "withdrawn" and rows[16]["total"] == "0"
    await play.seat_next_round(ORG, R1)
    r3 = await tables(3)
    assert 16 not in {q for t in r3 for q in t["seats"]}
    assert [len(t["seats"]) for t in r3].count(1) == 1  # the bye of his group (3 players left)


async def test_a_drawn_decider_counts_for_black_where_the_regulation_says_so(clean_db):
    # RULES.md §003 option (the Xiangqi rules): the last decider's draw counts as a win for Black
    await setup_field()
    await decider_draw_for_black()
    await group_stage()
    async with db.session() as s:
        group_of = {e.seq: e.group for e in (await s.execute(select(Entry))).scalars()}
    wild = sorted(
        q
        for q in range(1, 17)
        if q not in {min(x for x, g in group_of.items() if g == y) for y in "ABCD"}
    )[:2]
    for q in wild:
        await marks.toggle_mark(ORG, "外卡", PlayerRef.seq(q))
    seated = await play.seat_next_round(ORG, R1)
    assert "加赛和棋判执黑方胜" in seated.notices[-1].text
    r4 = await tables(4)
    # the line read off the tables: a one-seat table is a player and a bye; the first real tie
    # is the second of the line (position 1). Its lots, as bracket.py/tie.py document them:
    # random.Random("jieqi-tie:<seed>:<knockout round>:<position>"), first the seat of the line
    # with red in game 1, then the seat with red in the first decider.
    tie_table = r4[1]
    assert "bracket" not in await views.standings(1)  # nothing closed in the knockout yet
    rng = random.Random("jieqi-tie:3:1:1")
    first_red, decider_red = rng.choice((0, 1)), rng.choice((0, 1))
    a, b = tie_table["seats"]
    pair = (
        (a, b) if first_red == 0 else (b, a)
    )  # line order: the red player of game 1 was put first
    black_in_decider = pair[1 - decider_red]
    # 胜负和: 1–1 after two games, the decider drawn → the player with black in it advances
    await play.enter_result(ORG, str(tie_table["table"]), "胜负和", R1)
    await play.enter_result(ORG, str(r4[3]["table"]), "胜胜", R1)
    await closing.close_round(ORG, R1)
    bracket = (await views.standings(1))["knockout"]
    tie = next(x for x in bracket["rounds"][0]["ties"] if set(x["seats"]) == {a, b})
    assert tie["result"] == "胜负和" and tie["winner"] == black_in_decider


async def test_group_rounds_are_paired_when_the_one_before_closes(clean_db):
    # 003 plays five group rounds a day 50 minutes apart: closing a group round seats the next
    # (same stage, pair_on_close); the knockout waits for /外卡 and /编排
    await setup_field(pair_on_close=True)
    await groups.draw_groups(ORG, R1)
    await play.seat_next_round(ORG, R1)
    for number in (1, 2):
        await play_group_round(number)
        closed = await closing.close_round(ORG, R1)
        assert f"第{number}轮已结束" in closed.text
        following = await views.round_tables(1, number + 1)
        assert following["status"] == "seated" and len(following["tables"]) == 8
        async with db.session() as session:  # the next round's tables, owed to the group
            posts = [
                r.text
                for r in (await session.execute(select(Outbox).order_by(Outbox.id))).scalars()
            ]
        assert "对阵　开赛" in posts[-1] and "用时：小组赛每轮单方20分钟包干" in posts[-1], posts[
            -1
        ]
    with pytest.raises(Refusal, match="第3轮已经编排"):
        await play.seat_next_round(ORG, R1)
    await play_group_round(3)
    closed = await closing.close_round(ORG, R1)
    assert "第3轮已结束" in closed.text and "已编排" not in closed.text
    assert (
        await views.round_tables(1, 4) is None
    )  # the knockout is drawn by /编排 after the wildcards


async def test_the_tables_post_of_a_knockout_round_names_who_has_red_in_each_decider(clean_db):
    # RULES.md §003: a level tie's decider has its colours by lots. The lots of a tie are the
    # stored seed's (tie.py colours_by_seed): random.Random("jieqi-tie:<seed>:<knockout round>:
    # <line position>"), first choice((0, 1)) the line seat with red in game 1 (the seating puts
    # that player first), second choice((0, 1)) the line seat with red in the first decider.
    # Seed 3 (setup_field); the draws, worked once with Python's random and written down here:
    #   QF  (round 4, knockout round 1): position 1 → (1, 1), position 3 → (0, 1)
    #   SF  (round 5, knockout round 2): position 0 → (1, 0), position 1 → (1, 1)
    #   F   (round 6, knockout round 3): position 0 → (1, 1), 3rd place (position −1) → (0, 1)
    # Line seat d of a tie whose game-1 red is line seat f sits at table seat 0 when d == f,
    # else at table seat 1. So the decider's red is table seat: QF pos 1 → 0, pos 3 → 1;
    # SF pos 0 → 1, pos 1 → 0; final → 0, 3rd place → 1.
    await setup_field()
    await group_stage()
    await two_wildcards()
    # the QF's tables are 1, 2, 1, 2 seats (two byes): the ties are tables 2 and 4, positions 1, 3
    expected = {4: {2: 0, 4: 1}, 5: {1: 1, 2: 0}, 6: {1: 0, 2: 1}}
    for number in (4, 5, 6):
        seated = await play.seat_next_round(ORG, R1)
        seats = {t["table"]: t["seats"] for t in await tables(number) if len(t["seats"]) == 2}
        reds = "，".join(f"第{n}桌 {seats[n][seat]}号执红" for n, seat in expected[number].items())
        assert (
            f"加赛局先后手（种子随机数 3 抽签；两局战平才下加赛局）：{reds}。"
            "加赛局再和则交换先后手继续加赛，直到分出胜负。"
        ) in seated.notices[-1].text, seated.notices[-1].text
        for n, (a, b) in seats.items():
            await play.enter_result(ORG, str(n), "胜胜" if a < b else "负负", R1)
        await closing.close_round(ORG, R1)


async def test_the_decider_note_under_black_wins_says_a_drawn_decider_goes_to_black(clean_db):
    await setup_field()
    await decider_draw_for_black()

    def no_decider(number, seated):
        assert "加赛局先后手" not in seated.notices[-1].text  # group games have no decider

    await group_stage(no_decider)
    await two_wildcards()
    seated = await play.seat_next_round(ORG, R1)
    seats = {t["table"]: t["seats"] for t in await tables(4) if len(t["seats"]) == 2}
    # the same lots as above (seed 3, QF positions 1 and 3): table 2 → seat 0, table 4 → seat 1
    assert (
        f"：第2桌 {seats[2][0]}号执红，第4桌 {seats[4][1]}号执红。加赛局和棋判执黑方胜。"
        in seated.notices[-1].text
    ), seated.notices[-1].text


async def test_standard_seeding_places_the_entrants_by_group_place(clean_db):
    # RULES.md §003 option: "standard seeding 1–32, 16–17, … so seeds meet late" instead of lots.
    # The scheme (engine/knockout/bracket.py, engine/formats/group_knockout.py): seeds by group
    # place — each group's 1st in group order A, B, C, D, then the 2nds, …, the wildcards last
    # in the order named — at the standard line positions of the bracket.
    # Here 1 advances per group + 2 wildcards = 6 entrants, a bracket of 8:
    #   seeds 1–4 = the winners of A, B, C, D; seed 5 = the first wildcard named, 6 = the second.
    #   Standard line order for 8 (each doubling replaces s by s, 2n + 1 − s):
    #   [1, 2] → [1, 4, 2, 3] → [1, 8, 4, 5, 2, 7, 3, 6]; seeds 7 and 8 are missing: byes.
    #   Line: A1, bye, D1, W1, B1, bye, C1, W2 — so A1 and B1 meet only in the final.
    await setup_field()
    await set_format(knockout_draw="standard")
    await group_stage()  # the lower seq wins every game: group place = seq order
    async with db.session() as s:
        group_of = {e.seq: e.group for e in (await s.execute(select(Entry))).scalars()}
    first = {g: min(q for q, x in group_of.items() if x == g) for g in "ABCD"}
    seconds = sorted(
        min(q for q, x in group_of.items() if x == g and q != first[g]) for g in "ABCD"
    )
    w1, w2 = seconds[-1], seconds[0]  # named in this order: the higher seq first, so order counts
    for q in (w1, w2):
        await marks.toggle_mark(ORG, "外卡", PlayerRef.seq(q))
    await play.seat_next_round(ORG, R1)

    r4 = await tables(4)
    assert [len(t["seats"]) for t in r4] == [1, 2, 1, 2]
    assert [t["seats"][0] for t in r4 if len(t["seats"]) == 1] == [first["A"], first["B"]]
    assert [set(t["seats"]) for t in r4 if len(t["seats"]) == 2] == [
        {first["D"], w1},
        {first["C"], w2},
    ]
    # the first seat of a tie is red in game 1 by lots (seed 3; colours_by_seed): position 1
    # → first_red 1 (the line's second seat, W1, first), position 3 → first_red 0 (C1 first)
    assert [t["seats"] for t in r4 if len(t["seats"]) == 2] == [[w1, first["D"]], [first["C"], w2]]

    await play.enter_result(ORG, "2", "胜胜", R1)  # W1 beats D1 2–0
    await play.enter_result(ORG, "4", "胜胜", R1)  # C1 beats W2 2–0
    closed = await closing.close_round(ORG, R1)
    assert "淘汰赛对阵（8 签，按小组名次排种子）" in closed.notices[0].text
    knockout = (await views.standings(1))["knockout"]
    assert knockout["mode"] == "standard"
    # the stored line is read back from round 4's tables, so within a pair the seat red in
    # game 1 comes first (W1 before D1); the pairs and their places in the line are the draw's
    slots = knockout["slots"]
    assert [set(slots[i : i + 2]) for i in range(0, 8, 2)] == [
        {first["A"], None},
        {first["D"], w1},
        {first["B"], None},
        {first["C"], w2},
    ]
    assert "按小组名次排种子" in " ".join((await views.standings(1))["bracket"]["notes"])
    # the semi-finals: seed 1's half (A1 v the winner of D1–W1), seed 2's half (B1 v C1)
    await play.seat_next_round(ORG, R1)
    assert [set(t["seats"]) for t in await tables(5)] == [
        {first["A"], w1},
        {first["B"], first["C"]},
    ]
