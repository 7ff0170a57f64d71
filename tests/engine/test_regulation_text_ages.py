"""Age divisions read to birth limits (engine/regulation/text/ages.py), in the wording regulations
publish: ``U8组（8岁以下）``, ``少年组（14岁以下）``, ``8岁及以下组`` (a swimming regulation's
published age groups), ``年龄计算以比赛当年12月31日为截止日期``. The counting (see ages.py):
N岁以下 / UN = not yet N on the reference day; 含/及以下 = N still counts."""

from datetime import date

from engine.regulation.text import draft
from engine.regulation.text.summary import drafted_lines


def test_ages_counted_on_the_day_the_regulation_names():
    # 年龄以2026年1月1日计算:
    #   U8组（8岁以下）: not yet 8 on 2026-01-01 → born after 2018-01-01 → 2018-01-02 on
    #   少年组（14岁以下）: not yet 14 → born after 2012-01-01 → 2012-01-02 on
    #   8岁（含）以下组: 8 still counts, not yet 9 → born after 2017-01-01 → 2017-01-02 on
    d = draft(
        "2026年少儿围棋赛竞赛规程\n"
        + "一、比赛时间：2026年7月18日至19日。\n"
        + "二、比赛分组：\n1.U8组（8岁以下）\n2.少年组（14岁以下）\n3.8岁（含）以下组：限初学者\n"
        + "年龄以2026年1月1日计算。\n比赛采用积分编排制，共赛6轮。"
    )
    born = [(x.name, x.born_on_or_after, x.born_on_or_before) for x in d.reg.divisions]
    assert born == [
        ("U8组", date(2018, 1, 2), None),
        ("少年组", date(2012, 1, 2), None),
        ("8岁（含）以下组", date(2017, 1, 2), None),
    ]
    lines = [line for line in drafted_lines(d) if line.startswith("组别 U8组")]
    assert "“U8”按2026年1月1日未满8周岁读，即2018年1月2日（含）以后出生" in lines[0]
    assert "年龄计算日2026年1月1日" in lines[0]
    assert not any("年龄以" in s for s in d.unread)


def test_ages_counted_on_the_day_of_play_and_a_list_of_age_divisions():
    # 设8岁及以下组、10岁以下组、12岁以下组；年龄以比赛当日计; 比赛时间：2026年7月18日
    #   8岁及以下: not yet 9 on 2026-07-18 → born after 2017-07-18 → 2017-07-19 on
    #   10岁以下: not yet 10 → born after 2016-07-18 → 2016-07-19 on
    #   12岁以下: → 2014-07-19 on
    d = draft(
        "2026年少儿国际象棋赛竞赛规程\n比赛时间：2026年7月18日。\n"
        + "本次比赛设8岁及以下组、10岁以下组、12岁以下组。\n年龄以比赛当日计。\n"
        + "比赛采用瑞士制，共赛7轮。"
    )
    born = [(x.name, x.born_on_or_after) for x in d.reg.divisions]
    assert born == [
        ("8岁及以下组", date(2017, 7, 19)),
        ("10岁以下组", date(2016, 7, 19)),
        ("12岁以下组", date(2014, 7, 19)),
    ]


def test_ages_without_a_reference_day_count_on_the_first_of_january():
    # no day given: 1 January of the regulation's year (2026); 老年组（60岁及以上）: 60 on that day
    # → born on or before 1966-01-01; 少年组（12岁以下）→ born after 2014-01-01 → 2014-01-02 on
    d = draft(
        "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"
        + "1.少年组（12岁以下）\n2.老年组（60岁及以上）"
    )
    born = [(x.name, x.born_on_or_after, x.born_on_or_before) for x in d.reg.divisions]
    assert born == [("少年组", date(2014, 1, 2), None), ("老年组", None, date(1966, 1, 1))]
    line = next(x for x in drafted_lines(d) if x.startswith("组别 老年组"))
    assert "规程未写年龄计算日，按2026年1月1日计" in line


def test_reference_day_written_as_a_deadline_of_the_year():
    # 年龄计算以比赛当年12月31日为截止日期 (2026): 8岁及以下 = not yet 9 on 2026-12-31 → born
    # after 2017-12-31 → 2018-01-01 on; 10岁以下 = not yet 10 on 2026-12-31 → born after
    # 2016-12-31 → 2017-01-01 on
    d = draft(
        "2026年少儿围棋赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"
        + "1.8岁及以下组（8岁及以下）\n2.10岁以下组（10岁以下）\n"
        + "年龄计算以比赛当年12月31日为截止日期。"
    )
    born = [(x.name, x.born_on_or_after) for x in d.reg.divisions]
    assert born == [("8岁及以下组", date(2018, 1, 1)), ("10岁以下组", date(2017, 1, 1))]
