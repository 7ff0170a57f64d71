"""The expected values of the twenty-ninth held-out set (bench/regulation_texts/heldout29), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no
reader code read), abridged to their competition clauses, their values worked by hand from the
text (the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT29_EXPECTED: dict[str, dict[str, object]] = {
    "go_haifong_youshi_cup_10dan_2019_double_elimination.txt": {
        "game": "go",  # 第九屆友士杯十段賽 (比目法規則，黑先貼六目半)
        "no_show_minutes": 15,  # ④比賽遲到加倍扣時，遲到15分鐘裁定敗。
        # 八、①冠軍奬金新台幣70萬元、亞軍30萬元、季軍10萬元。
        "prizes": [(1, 1, 700000), (2, 2, 300000), (3, 3, 100000)],
        # 初賽採雙敗淘汰 … 複賽16人雙敗淘汰 … 決賽：五戰三勝挑戰賽: a double elimination then
        # a challenge match, no single knockout (no format); 初賽/複賽/決賽 each have their own
        # clock (no one time control); 初賽：預計4月8日… names no time and no year on the page
        # beyond the title's 2019 (the 複賽's 12:00 is not round 1: no round time); 對局費 per
        # game (not places)
    },
    "xiangqi_brunei_lim_teck_hoo_cup_2025_two_groups.txt": {
        "game": "xiangqi",  # 全汶象棋公开赛
        # 截止日期为7月19日 (the year is the event's, 2025; that day's end)
        "deadline": "2025-07-19 23:59",
        # 此项赛事分为学生组与公开组
        "divisions": ["学生组", "公开组"],
        # 学生组…五轮 / 公开组…七轮制: by group (no one number of rounds); 会员为5元，非会员10元:
        # no one fee; 7月27日中午12时…举行开幕仪式，随后展开 is the ceremony's time, not play's
        # (no round time); 前六名…奖杯及奖金 names no amounts (no prizes)
    },
}
