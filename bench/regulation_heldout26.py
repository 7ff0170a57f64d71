"""The expected values of the twenty-sixth held-out set (bench/regulation_texts/heldout26), read
by bench_regulation_text.py: public regulations collected blind (no reader run on them, no reader
code read), abridged to their competition clauses, their values worked by hand from the text
(the clause quoted beside each) and committed before any reader was run on them.

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
"""

from __future__ import annotations

HELDOUT26_EXPECTED: dict[str, dict[str, object]] = {
    "go_ntu_shisheng_qinyou_cup_2008_swiss_playoff.txt": {
        "game": "go",  # 國立台灣大學第三屆師生親友盃暨八十臺大校慶圍棋賽
        # 1.採瑞士制循環賽，共賽4~5盤（視報名人數而定），完賽後前四名再行比賽一輪定勝負，
        # （1-2、3-4）: the top four of the Swiss go on to the final pairings, read as
        # heldout14's Toronto open (前四名 … 第一，二名棋手將爭冠軍，第三，四名棋手將爭季軍)
        "format": "swiss_knockout",
        "advance": 4,
        # 三、報名日期：即日起至97年11月30日 (that day's end)
        "deadline": "2008-11-30 23:59",
        # 七、報名費用：免報名費用，保證金300元，完賽後全額退還 (the deposit is no fee)
        "fee": 0,
        # 十一、第一日（97/11/29） 第一場比賽：13:00~15:30 第二場比賽：15:30~18:00
        "round.1": "2008-11-29 13:00",
        "round_end.1": "2008-11-29 15:30",
        "round.2": "2008-11-29 15:30",
        "round_end.2": "2008-11-29 18:00",
        # 第二日（98/2/21） 第三場比賽：13:00~15:30 第四場比賽：15:30~18:00
        "round.3": "2009-02-21 13:00",
        "round_end.3": "2009-02-21 15:30",
        "round.4": "2009-02-21 15:30",
        "round_end.4": "2009-02-21 18:00",
        # 共賽4~5盤（視報名人數而定）: no one number of rounds; 第三日（98/5/2） gives only 報到
        # 12:30~13:00 before the page is cut (no round.5); 現場決定時限 (no time control);
        # 擇優取前三名 names no amounts (no prizes); 不分組 (no divisions); the handicap table
        # (局差每二段一子 …) is no key
    },
    "go_taichung_children_welfare_cup_2011_grade_groups.txt": {
        "game": "go",  # 臺中市100年度「兒童福利杯」全國青少年圍棋公開賽
        # 六、比賽日期：民國100年11月6日（星期日），上午8:30至9:30報到，9:30開幕典禮，10:00開始
        # 比賽；初學園組下午13:00至13:30報到，14:00開始比賽: play starts at 10:00 (only the
        # beginners' group later)
        "round.1": "2011-11-06 10:00",
        # 八、報名日期：即日起至10月31日止 (the year worked out from 民國100年11月6日;
        # that day's end)
        "deadline": "2011-10-31 23:59",
        # 十一、比賽組別：1.三段組。 2.二段組。 … 12.入門組 … 13.初學組
        "divisions": [
            "三段組",
            "二段組",
            "初段組",
            "級位甲組",
            "級位乙組",
            "級位丙組",
            "級位丁組",
            "級位戊組",
            "級位己組",
            "級位庚組",
            "級位辛組",
            "入門組",
            "初學組",
        ],  # fmt: skip
        # 十、報名費：每人400元，初學組每人300元: by group (no one fee); the system, clock and
        # prizes are past the page's cut (no format, rounds, time control or prizes)
    },
}
