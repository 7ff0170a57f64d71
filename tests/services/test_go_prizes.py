"""Prizes per division of seed 002 (奖励(一)), worked by hand from the seed's table, through
the services' prize code (services.snapshot.prizes and the final post of services.play).

Each division's final order is given (ranks 1..n); the amounts come from the seed:
youth 1500, 1000, 600, 4th–8th 400 each; open A 10000, 5000, 3000, 4th–8th 800, 9th–16th 500;
open B 3000, 2000, 1000, 4th–8th 500. 奖励(一): 1st–3rd a trophy (奖杯), 4th–16th a medal
(奖牌), every one of the 16 a certificate (荣誉证书) — also where the division pays no money.
"""

from fractions import Fraction

import pytest

from engine.regulation import load_preset
from engine.standings import StandingRow, Standings
from models.tables import Entry, Tournament
from services import closing, snapshot

REG = load_preset("shenzhen-go-2023")
TROPHY, MEDAL = "奖杯及荣誉证书", "奖牌及荣誉证书"


def scope(division: str, players: int) -> tuple[snapshot.Snapshot, Standings]:
    """A division's snapshot with ``players`` entries (seq 1..n) and its final standings,
    seq i in place i; entries of the other divisions are not in the scope."""
    t = Tournament(
        id=1, name="深圳杯", format="swiss", regulation=REG.model_dump(mode="json"), rng_seed=1
    )
    entries = {
        q: Entry(
            id=q,
            tournament_id=1,
            seq=q,
            user_id=str(1000 + q),
            name=f"棋手{q}",
            division=division,
            fields={"dan": "3段"},
        )
        for q in range(1, players + 1)
    }
    rows = [
        StandingRow(q, q, Fraction(16 - q), [], {}, "active", 8, None)
        for q in range(1, players + 1)
    ]
    return snapshot.Snapshot(t, REG, entries, {}, [], division), Standings(8, rows, [])


@pytest.mark.parametrize(
    ("division", "amounts"),
    [
        # 1500 + 1000 + 600 + 5 × 400 = 5100; 9th–16th a medal and certificate, no money
        ("youth", [1500, 1000, 600, 400, 400, 400, 400, 400, 0, 0, 0, 0, 0, 0, 0, 0]),
        # 10000 + 5000 + 3000 + 5 × 800 + 8 × 500 = 26000
        (
            "open_a",
            [10000, 5000, 3000, 800, 800, 800, 800, 800, 500, 500, 500, 500, 500, 500, 500, 500],
        ),
        # 3000 + 2000 + 1000 + 5 × 500 = 8500
        ("open_b", [3000, 2000, 1000, 500, 500, 500, 500, 500, 0, 0, 0, 0, 0, 0, 0, 0]),
    ],
)
def test_each_division_pays_its_own_table(division, amounts):
    snap, table = scope(division, 20)
    won, family = snapshot.prizes(snap, table)
    assert family is None
    assert [(p.rank, p.seq) for p in won] == [(q, q) for q in range(1, 17)]  # 17th–20th: nothing
    assert [p.amount for p in won] == amounts
    assert sum(p.amount for p in won) == {"youth": 5100, "open_a": 26000, "open_b": 8500}[division]
    assert [p.item for p in won] == [TROPHY] * 3 + [MEDAL] * 13


def test_the_final_post_names_the_division_and_shows_medals_without_money():
    snap, table = scope("youth", 10)
    post = closing.prizes_text(snap, table).splitlines()
    assert post[0] == "「深圳杯」青少年组最终名次与奖金："
    assert post[1] == "第1名 棋手1 1500 元 + 奖杯及荣誉证书"
    assert post[4] == "第4名 棋手4 400 元 + 奖牌及荣誉证书"
    assert post[9] == "第9名 棋手9 奖牌及荣誉证书"  # youth pays 1st–8th only
    assert post[10] == "第10名 棋手10 奖牌及荣誉证书"
    # the 6-dan award: no player of 5 dan or more, fewer than 50: not awarded (奖励(二)1)
    assert post[11] == "业余6段：本组5段以上棋手 0 人，不足 50 人，不授予。"


def test_a_small_division_pays_only_the_places_it_has():
    snap, table = scope("open_a", 5)
    won, _ = snapshot.prizes(snap, table)
    assert [p.amount for p in won] == [10000, 5000, 3000, 800, 800]  # 20600


def test_the_six_dan_award_passes_players_below_five_dan():
    # 奖励(二)1 with 报名(二)1 (only certified 5-dans compete for 6 dan), open A, 60 players:
    # 1st 6段 (already 6 dan: passes), 2nd 4段 and 3rd 1级 (below 5 dan: pass), 4th 5段 without
    # the certificate (passes), 5th–60th 5段 with it. Of 5 dan or more: 1 + 1 + 56 = 58,
    # ≥ 50 and < 100: the champion's award, which passes down to 5th, 棋手5.
    snap, table = scope("open_a", 60)
    dans = {1: {"dan": "6段"}, 2: {"dan": "4段"}, 3: {"dan": "1级"}, 4: {"dan": "5段"}}
    for q, entry in snap.by_seq.items():
        entry.fields = dans.get(q, {"dan": "5段", "certificate": "有"})
    assert snapshot.dan_awards(snap, table) == (58, 1, [5])
    post = closing.prizes_text(snap, table).splitlines()
    assert post[-1] == "授予业余6段（本组5段以上 58 人，授予 1 名）：第5名 棋手5"
