"""Seed 003 二(四)1 「每组设种子选手2名」: round 1 of each group pairs the group's draw order,
seeds first, top half against bottom half, so the two seeds of a group are kept apart.

The field of the issue: 128 players, the seeds at sign-up 1–4 (特级大师, pot 1) and 61–64 (大师,
pot 2), everyone else 业8-1 (no seed). Drawn with the lots' seed 1 (二(四)3 所有参赛选手抽签), the
group B of the announcement reads, place by place (the draw order, seeds first):

    (1) ★3  (2) ★62  (3) 119 (4) 90  (5) 99  (6) 42  (7) 29   (8) 8
    (9) 51  (10) 96  (11) 75 (12) 40 (13) 20 (14) 115 (15) 35 (16) 16
    (17) 55 (18) 24  (19) 39 (20) 65 (21) 100 (22) 122 (23) 97 (24) 17
    (25) 123 (26) 109 (27) 91 (28) 82 (29) 37 (30) 49 (31) 33 (32) 77

Paired in sign-up order (the old way) group B's round 1 had 62 v 3: its two seeds met at once.
"""

from engine.formats import DRAW_PLACE, Player, PlayerFacts, RoundField
from engine.formats.group_knockout import GROUP_STAGE as FMT
from engine.knockout.groups import first_round_text, starting_order
from engine.regulation import load_preset

REG = load_preset("pingshan-jieqi-2019")
SEEDS = {1, 2, 3, 4, 61, 62, 63, 64}
B_ORDER = [
    *(3, 62, 119, 90, 99, 42, 29, 8, 51, 96, 75, 40, 20, 115, 35, 16),
    *(55, 24, 39, 65, 100, 122, 97, 17, 123, 109, 91, 82, 37, 49, 33, 77),
]


def level(seq: int) -> str:
    return "特级大师" if seq <= 4 else "大师" if 61 <= seq <= 64 else "业8-1"


def drawn(count: int = 128, lots: int = 1):
    """The draw of ``count`` players (levels as above) and the players as round 1 reads them
    (the sign-up's group and its stored draw place)."""
    facts = [
        PlayerFacts(q, name=f"棋手{q}", fields={"level": level(q)}) for q in range(1, count + 1)
    ]
    places, text = FMT.group_draw(REG, facts, lots)
    players = [
        Player(q, 40_000_000 + q, places[q].group, {DRAW_PLACE: places[q].place})
        for q in range(1, count + 1)
    ]
    return places, text, players


def test_the_128_draw_keeps_every_seed_apart_in_round_1():
    places, text, players = drawn()
    order_b = sorted((q for q in places if places[q].group == "B"), key=lambda q: places[q].place)
    assert order_b == B_ORDER  # the draw order the announcement shows (module docstring)
    tables = FMT.seat(REG, RoundField(1, players, {}, None, seed=1))
    assert len(tables) == 64 and all(len(t) == 2 for t in tables)
    # each group holds one seed of each pot (二(四)1 每组设种子选手2名); none meets another seed
    for name in "ABCD":
        assert len({q for q in SEEDS if places[q].group == name}) == 2
    assert [t for t in tables if len(set(t) & SEEDS) > 1] == []
    # group B by hand, place k v place k + 16 (32 players: h = 16):
    # (1) 3 v (17) 55, (2) 62 v (18) 24, (3) 119 v (19) 39, (4) 90 v (20) 65, (5) 99 v (21) 100,
    # (6) 42 v (22) 122, (7) 29 v (23) 97, (8) 8 v (24) 17, (9) 51 v (25) 123, (10) 96 v (26) 109,
    # (11) 75 v (27) 91, (12) 40 v (28) 82, (13) 20 v (29) 37, (14) 115 v (30) 49,
    # (15) 35 v (31) 33, (16) 16 v (32) 77 — in this order (the table order of the top half);
    # who has red is the lots' (colours "alternate": nobody has a colour due before round 1)
    group_b = [set(t) for t in tables if places[t[0]].group == "B"]
    assert group_b == [
        {3, 55},
        {62, 24},
        {119, 39},
        {90, 65},
        {99, 100},
        {42, 122},
        {29, 97},
        {8, 17},
        {51, 123},
        {96, 109},
        {75, 91},
        {40, 82},
        {20, 37},
        {115, 49},
        {35, 33},
        {16, 77},
    ]
    # every group alike: its k-th place meets its (k + 16)-th
    for t in tables:
        a, b = sorted(t, key=lambda q: places[q].place)
        assert places[a].group == places[b].group and places[b].place == places[a].place + 16


def test_the_announcement_shows_each_group_in_draw_order_seeds_first():
    _, text, _ = drawn()
    line = next(x for x in text.splitlines() if x.startswith("B组（32人）："))
    assert line == "B组（32人）：" + "、".join(
        f"（{k}）{'★' if q in SEEDS else ''}{q}号棋手{q}" for k, q in enumerate(B_ORDER, 1)
    )
    assert text.splitlines()[-1] == (
        "第1轮各组按上列顺序（种子在前）上半区对下半区：第1位对第17位、第2位对第18位……第16位对第32位。"
    )


def test_odd_and_unequal_groups_pair_their_halves_and_the_last_place_rests():
    # 18 players in four groups: 5, 5, 4, 4 (二(四)1 as equal as possible). A group of 5: h = 2,
    # places 1 v 3, 2 v 4, and 5 (the last of the draw order) has the bye; a group of 4: 1 v 3,
    # 2 v 4. Seeds: 1–4 and the first four 业8-1 by sign-up order, 5–8 (61–64 are not in the field)
    places, text, players = drawn(18, lots=7)
    tables = FMT.seat(REG, RoundField(1, players, {}, None, seed=7))
    by_place = {(places[q].group, places[q].place): q for q in places}
    assert [sum(p.group == name for p in places.values()) for name in "ABCD"] == [5, 5, 4, 4]
    want = []
    for name in "ABCD":
        want += [{by_place[name, 1], by_place[name, 3]}, {by_place[name, 2], by_place[name, 4]}]
    rests = [{by_place[name, 5]} for name in "AB"]
    assert [set(t) for t in tables] == want + rests
    assert text.splitlines()[-1] == (
        "第1轮各组按上列顺序（种子在前）上半区对下半区："
        "5人的组：第1位对第3位、第2位对第4位，第5位轮空；4人的组：第1位对第3位、第2位对第4位。"
    )


def test_a_group_without_a_draw_order_pairs_in_signup_order_as_before():
    # groups stored without places (a draw made before the order was kept): sign-up order, the
    # Swiss's round 1 — group A of seqs 1..32 pairs 1 v 17, 2 v 18, … 16 v 32
    players = [Player(q, 40_000_000 + q, "A", {}) for q in range(1, 33)]
    tables = FMT.seat(REG, RoundField(1, players, {}, None, seed=1))
    assert [set(t) for t in tables] == [{k, k + 16} for k in range(1, 17)]


def test_starting_order_needs_a_whole_place_for_everyone():
    assert starting_order({5: 2, 9: 1, 3: 3}) == [9, 5, 3]
    assert starting_order({5: 2, 9: None}) == []  # one player without a place: sign-up order
    assert starting_order({5: 1, 9: 1}) == []  # two on one place: not a draw order
    assert starting_order({5: "1", 9: 2}) == []
    assert starting_order({}) == []
    assert first_round_text([2]) == "第1轮各组按上列顺序（种子在前）上半区对下半区：第1位对第2位。"
