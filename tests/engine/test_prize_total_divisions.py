"""The prize money total where each division plays its own Swiss: a range or lucky place naming
no division is paid in each division, so it is counted in each."""

import re
from pathlib import Path

from engine.regulation import lint, load_preset, load_regulation, prize_money_total

DOC = (Path(__file__).resolve().parents[2] / "docs" / "REGULATION.md").read_text(encoding="utf-8")
(XIANGQI_SWISS,) = [
    block
    for block in re.findall(r"```toml\n(.*?)```", DOC, flags=re.S)
    if 'id = "club-xiangqi-open"' in block
]
YOUTH_LAST = '  { division = "youth", from_rank = 4, to_rank = 6, amount = 0, item = "证书" },\n'


def test_a_range_without_division_counts_in_each_division() -> None:
    # the example's table: 公开组 800 + 500 + 300 + 5 × 100 = 2100, 少年组 3 × 200 = 600;
    # a range for places 9–10 of every division, 50 each: 2 divisions × 2 × 50 = 200 → 2900
    text = XIANGQI_SWISS.replace(
        YOUTH_LAST, YOUTH_LAST + "  { from_rank = 9, to_rank = 10, amount = 50 },\n"
    ).replace("amount = 2700,", "amount = 2900,")
    reg = load_regulation(text)
    assert prize_money_total(reg) == 2900
    assert [w.code for w in lint(reg) if w.code == "prize_total"] == []


def test_a_lucky_place_without_division_counts_in_each_division() -> None:
    # 第18名 30 元 in each of the 2 divisions: 2700 + 2 × 30 = 2760; one for 公开组 only: + 30
    text = XIANGQI_SWISS.replace(
        "[announced]", "lucky_places = [{ places = [18], amount = 30 }]\n\n[announced]"
    )
    assert prize_money_total(load_regulation(text)) == 2760
    text = XIANGQI_SWISS.replace(
        "[announced]",
        'lucky_places = [{ places = [18], amount = 30, division = "open" }]\n\n[announced]',
    )
    assert prize_money_total(load_regulation(text)) == 2730


def test_the_seeds_totals_stay() -> None:
    # 000: 520 + 388 + 288 + 188 + 4×100 + 8×50 + 16×20 + 32×10 + family 100 = 2924 (one field);
    # 004 九(一) 比賽派發獎金總額80000元; 002's ranges and lucky places all name their division,
    # so nothing of it is counted twice, and its lint has no prize_total warning
    assert prize_money_total(load_preset("xiaomanyao-junqi-2023")) == 2924
    assert prize_money_total(load_preset("chuanyu-xiangqi-arena-2021")) == 80000
    go = load_preset("shenzhen-go-2023")
    assert all(r.division for r in (*go.prizes.ranges, *go.prizes.lucky_places))
    assert [w for w in lint(go) if w.code == "prize_total"] == []
