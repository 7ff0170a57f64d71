"""Forms a probe of published regulations found missed, in their published wording: 积分排名 as
the start of a tiebreak chain, a schedule in 12-hour times after 下午, a range of rounds. The
expected values worked by hand from the words."""

from datetime import datetime

from engine.regulation.text import draft
from engine.regulation.text.summary import drafted_lines

YEAR = "2026年围棋公开赛竞赛规程\n"


def test_ji_fen_pai_ming_starts_a_tiebreak_chain():
    # 积分排名：积分，对手分，后胜局，累进分 → points, opponents' score, wins in the second seat,
    # progressive score, in that order
    d = draft(YEAR + "比赛采用积分编排制，共赛7轮。\n积分排名：积分，对手分，后胜局，累进分")
    assert list(d.reg.format.tiebreaks) == [
        "points", "opponents_score", "second_seat_wins", "progressive",
    ]  # fmt: skip
    assert "tiebreaks" in d.sources


def test_twelve_hour_times_after_xia_wu():
    # 下午1:00开幕式 … 第一轮：1:10到1:50: the afternoon holds for the rounds below it on that day
    # → round 1 13:10–13:50, round 2 (2:00到2:40) 14:00–14:40; the next day's 上午9:00 stays 9:00
    d = draft(
        YEAR
        + "比赛采用积分编排制，共赛3轮。\n3月7日\n下午1:00开幕式\n"
        + "第一轮：1:10到1:50\n第二轮：2:00到2:40\n3月8日\n第三轮：上午9:00到9:40"
    )
    slots = [(s.starts_at, s.ends_at) for s in d.reg.schedule.rounds]
    assert slots == [
        (datetime(2026, 3, 7, 13, 10), datetime(2026, 3, 7, 13, 50)),
        (datetime(2026, 3, 7, 14, 0), datetime(2026, 3, 7, 14, 40)),
        (datetime(2026, 3, 8, 9, 0), datetime(2026, 3, 8, 9, 40)),
    ]


def test_a_range_of_rounds_states_no_number():
    # 赛7-9轮 / 共赛五至七轮: no one number of rounds — none is stated (the 9 of 7-9轮 is not the
    # count) and the sentence is listed among the unread for the organiser to set
    for words in (
        "各组采用积分编排制，赛7-9轮，视各组报名人数而定。",
        "比赛采用积分编排，共赛五至七轮。",
    ):
        d = draft(YEAR + words)
        assert "rounds" not in d.sources
        assert words in d.unread


def test_a_range_of_rounds_is_flagged_on_the_summary_line():
    # 赛7-9轮: the preset's number of rounds stands; the line holding it says the text gave a
    # range and names the /设置 item that fixes it
    words = "各组采用积分编排制，赛7-9轮，视各组报名人数而定。"
    line = next(x for x in drafted_lines(draft(YEAR + words)) if x.startswith("阶段"))
    assert f"轮数为预设默认：规程写的是范围“{words}”，未采用，请用 /设置 轮数 定下" in line


def test_a_latest_time_is_no_afternoon():
    # 最晚8点前报到 names the latest arrival, not the afternoon: 第一轮：9:00 stays 9:00, and
    # 第二轮：下午2:00 is 14:00
    d = draft(
        YEAR + "比赛采用积分编排制，共赛2轮。\n3月7日\n最晚8点前报到，逾时不候。\n"
        "第一轮：9:00\n第二轮：下午2:00"
    )
    starts = [s.starts_at for s in d.reg.schedule.rounds]
    assert starts == [datetime(2026, 3, 7, 9, 0), datetime(2026, 3, 7, 14, 0)]
