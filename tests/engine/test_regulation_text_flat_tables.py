"""A timetable copied one cell a line (轮次 / 日期 / 时间, then 第一轮 / 10月4日 / 9:00-11:00 …)
is read a row at a time; a row whose cells are not what their columns hold ends the table, so a
table that lost a cell states nothing after the loss instead of shifting every value. The texts
are written for each form; the expected values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.flat_tables import rows_of_flat_tables
from engine.regulation.text.values import stated

HEAD = "2025年秋季围棋升段赛\n比赛采用积分编排制，共3轮。\n日程安排：\n"


def test_cells_one_a_line_are_put_back_in_rows_keeping_each_lines_index():
    lines = ["日程：", "轮次", "日期", "时间", "第一轮", "10月4日", "9:00", "四、奖励"]
    assert rows_of_flat_tables(lines) == [
        "日程：",
        "轮次\t日期\t时间",
        "",
        "",
        "第一轮\t10月4日\t9:00",
        "",
        "",
        "四、奖励",
    ]


def test_a_round_date_time_table_one_cell_a_line():
    body = HEAD + (
        "轮次\n日期\n时间\n第一轮\n10月4日\n9:00-11:00\n第二轮\n10月4日\n13:00-15:00\n"
        "第三轮\n10月5日\n9:00-11:00\n四、奖励\n"
    )
    said = stated(draft(body))
    assert said["round.1"] == "2025-10-04 09:00" and said["round_end.1"] == "2025-10-04 11:00"
    assert said["round.2"] == "2025-10-04 13:00" and said["round.3"] == "2025-10-05 09:00"


def test_a_date_time_content_table_one_cell_a_line():
    body = HEAD + (
        "日期\n时间\n内容\n10月4日\n8:30\n报到\n10月4日\n9:00\n第一轮\n10月4日\n13:30\n第二轮\n"
    )
    said = stated(draft(body))
    assert said["round.1"] == "2025-10-04 09:00" and said["round.2"] == "2025-10-04 13:30"


def test_a_table_that_lost_a_cell_stops_there():
    # the second row lost its date: 第二轮 / 13:00 / 第三轮 … is no row; nothing after it is read
    lines = ["轮次", "日期", "时间", "第一轮", "10月4日", "9:00", "第二轮", "13:00", "第三轮"]
    assert rows_of_flat_tables(lines)[3:] == ["第一轮\t10月4日\t9:00", "", "", *lines[6:]]
    said = stated(draft(HEAD + "\n".join(lines) + "\n10月5日\n9:00\n"))
    assert said["round.1"] == "2025-10-04 09:00"
    assert "round.2" not in said and "round.3" not in said


def test_words_that_are_no_header_are_left_alone():
    lines = ["时间", "2025年10月4日", "地点", "市体育馆"]  # a label a line, not a table's head
    assert rows_of_flat_tables(lines) == lines
    labels = ["时间", "地点", "2025年10月4日", "市体育馆"]  # two labels, then no row
    assert rows_of_flat_tables(labels) == labels


def test_a_traditional_table_one_cell_a_line_and_named_places_in_turn():
    body = (
        "沙田國際象棋會二〇二五年會員單循環賽章程\n二、比賽日期：二〇二五年十二月六日至七日\n"
        "採單循環制，共七輪。\n賽程：\n輪次\n日期\n時間\n第一輪\n12月6日\n上午十時\n"
        "第二輪\n12月6日\n下午二時\n七、獎勵：冠軍、亞軍、季軍獎金依次為1200元、800元、500元。\n"
        "八、報名費：每人港幣二百元，即日起至11月28日止。\n"
    )
    said = stated(draft(body))
    assert said["round.1"] == "2025-12-06 10:00" and said["round.2"] == "2025-12-06 14:00"
    assert said["prizes"] == [(1, 1, 1200), (2, 2, 800), (3, 3, 500)]
    assert said["deadline"] == "2025-11-28 23:59"
