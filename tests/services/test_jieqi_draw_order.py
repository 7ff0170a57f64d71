"""Seed 003 二(四)1 「每组设种子选手2名」 at the service level: /分组 stores each group's draw order
(seeds first) beside the sign-up's group, the post shows it, and round 1 pairs it — after a
restart, in a restored backup, and after a redraw with the new order.

The field is tests/engine/test_jieqi_first_round.py's: 128 players, the seeds at sign-up 1–4
(特级大师) and 61–64 (大师), the rest 业8-1, the lots' seed 1; its module docstring has group B's
draw order, from which round 1 is worked by hand (place k v place k + 16).
"""

import re
from datetime import UTC, datetime

from sqlalchemy import select

from engine.formats import DRAW_PLACE
from engine.numbers import Ident
from engine.regulation import read_setting
from models import db
from models.tables import Entry, Tournament
from services import audit, exports, groups, play, signup, tournaments, views
from services.common import Actor, PlayerRef
from tests.engine.test_jieqi_first_round import B_ORDER, SEEDS, level

GROUP = "20033"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 19, 6, 5, tzinfo=UTC)
# group B's round 1 by hand from B_ORDER: (1) 3 v (17) 55, (2) 62 v (18) 24, … (16) 16 v (32) 77
B_ROUND_1 = [{B_ORDER[k], B_ORDER[k + 16]} for k in range(16)]
assert B_ROUND_1[:2] == [{3, 55}, {62, 24}] and B_ROUND_1[-1] == {16, 77}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def setup_field() -> None:
    await tournaments.create_tournament(ORG, "pingshan-jieqi-2019", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-19 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for seq in range(1, 129):
        qq = str(2_000_000 + seq)
        done = await signup.sign_up(
            Actor(qq, GROUP), f"报名 棋手{seq} {qq} 等级 {level(seq)}", Everyone(), T0
        )
        assert done is not None and done.ack, done
    async with db.unit("test", "the lots' seed of the worked example") as work:
        (await work.session.get(Tournament, 1)).rng_seed = 1


async def stored(tid: int = 1) -> dict[int, tuple[str | None, int | None]]:
    """seq → (group, draw place) as the sign-ups hold them."""
    async with db.session() as s:
        rows = (await s.execute(select(Entry).where(Entry.tournament_id == tid))).scalars()
        return {e.seq: (e.group, (e.fields or {}).get(DRAW_PLACE)) for e in rows}


def posted(text: str) -> dict[int, tuple[str, int]]:
    """seq → (group, place) as the /分组 post shows them."""
    out = {}
    for line in text.splitlines():
        if m := re.match(r"([A-D])组（\d+人）：", line):
            for place, seq in re.findall(r"（(\d+)）★?(\d+)号", line):
                out[int(seq)] = (m.group(1), int(place))
    return out


async def round_1(tid: int) -> list[list[int]]:
    return [t["seats"] for t in (await views.round_tables(tid, 1))["tables"]]


async def test_round_1_pairs_the_stored_draw_order_after_a_restart_and_a_restore(clean_db):
    await setup_field()
    drawn = await groups.draw_groups(ORG, R1)
    line = next(x for x in drawn.text.splitlines() if x.startswith("B组（32人）："))
    assert line == "B组（32人）：" + "、".join(
        f"（{k}）{'★' if q in SEEDS else ''}{q}号棋手{q}" for k, q in enumerate(B_ORDER, 1)
    )
    assert "第1位对第17位、第2位对第18位……第16位对第32位" in drawn.text
    places = await stored()
    assert places == posted(drawn.text)
    assert sorted((p, q) for q, (g, p) in places.items() if g == "B") == list(enumerate(B_ORDER, 1))

    # a restart: nothing of the draw is kept in memory, the next round reads the sign-ups
    await db.dispose()
    raw = await exports.backup(1)
    await play.seat_next_round(ORG, R1)
    tables = await round_1(1)
    assert len(tables) == 64
    assert [t for t in tables if len(set(t) & SEEDS) > 1] == []  # no seed meets a seed
    assert [set(t) for t in tables if places[t[0]][0] == "B"] == B_ROUND_1
    for a, b in tables:  # every group: place k v place k + 16
        (ga, pa), (gb, pb) = places[a], places[b]
        assert ga == gb and abs(pa - pb) == 16

    # the backup restored as a new tournament (taken before round 1): its round 1 is the same
    await exports.restore(Actor(ORG.user_id, None, superuser=True), raw)
    assert await stored(2) == places
    await tournaments.switch(ORG, Ident(2, "2"), R1)
    await play.seat_next_round(ORG, R1)
    assert await round_1(2) == tables


async def test_a_redraw_replaces_the_order_and_undo_gives_back_the_old(clean_db):
    await setup_field()
    first = await groups.draw_groups(ORG, R1)
    assert (await stored())[77] == ("B", 32)
    # /撤销 of the draw: no group and no place left on any sign-up
    await audit.undo_last(ORG, R1)
    assert set((await stored()).values()) == {(None, None)}
    again = await groups.draw_groups(ORG, R1)
    assert again.text == first.text  # the same field and stored seed draw the same
    old = await stored()

    # 77 (B's 32nd) withdraws before round 1; the redraw of 127 players (32, 32, 32, 31) replaces
    # every group and place, and 77 keeps neither
    await signup.withdraw(ORG, R1, PlayerRef.seq(77))
    redrawn = await groups.draw_groups(ORG, R1)
    assert redrawn.text.startswith("重新分组抽签")
    new = await stored()
    assert new[77] == (None, None)
    assert {q: x for q, x in new.items() if q != 77} == posted(redrawn.text)
    assert new != {**old, 77: (None, None)}  # the lots of a smaller field fall otherwise
    assert "第31位轮空" in redrawn.text
    await play.seat_next_round(ORG, R1)
    for t in await round_1(1):
        if len(t) == 2:
            (ga, pa), (gb, pb) = new[t[0]], new[t[1]]
            # a group of 32: h = 16; of 31: h = 15 (places 1–15 v 16–30, the 31st rests)
            assert ga == gb and abs(pa - pb) == (15 if ga == "D" else 16)
        else:
            assert new[t[0]] == ("D", 31)
    await audit.undo_last(ORG, R1)  # the seating
    await audit.undo_last(ORG, R1)  # the redraw: the old groups and places are back, 77's too
    assert await stored() == old
