"""Forms of a regulation pasted into a chat from elsewhere, as the third and fourth written
sets wrote them: rounds called 第1场 in a timetable (第1场 11.8 9:00, 第1场 晚上8:00 第2场
晚上9:00, 9点整 第1场 14：30 第2场), dates written 11.8 before a weekday or a time, a correction
that says it stands (更正：第3轮改为14:00，以本更正为准), a sign-up closed by its QR code
(二维码将于11月5日晚上8点失效), a cap written 满64人截止, a prize total written 奖金：以上共计
7600元. The texts are written for each form; the expected values are worked by hand from their
words."""

from engine.regulation.text import draft
from engine.regulation.text.found import dates
from engine.regulation.text.values import stated

WECHAT = (
    "🏆2025“桥西棋社杯”象棋公开赛来啦！\n📅 日期：2025.11.8（周六）—11.9（周日）\n"
    "2. 本次比赛采用积分编排制，共赛7轮。\n【赛程安排】\n第1场 11.8 9:00\n第2场 11.8 10:40\n"
    "第3场 11.8 14：30\n第4场 11.9 9:00\n⚠️更正：第3轮改为14:00，以本更正为准，其余不变。\n"
    "💰 奖金：以上共计7600元，现场发放。\n👉限额：满64人截止，先到先得\n"
    "👉请扫描下方二维码填写报名表，二维码将于11月5日晚上8点失效，逾期不再受理。\n"
)


def test_a_wechat_article_with_rounds_called_chang_and_a_correction():
    said = stated(draft(WECHAT))
    assert said["round.1"] == "2025-11-08 09:00" and said["round.2"] == "2025-11-08 10:40"
    assert said["round.3"] == "2025-11-08 14:00"  # the correction stands, not 14:30
    assert said["round.4"] == "2025-11-09 09:00"
    assert said["prize_total"] == 7600 and said["capacity"] == 64
    assert said["deadline"] == "2025-11-05 20:00"


def test_rounds_called_chang_on_one_line():
    body = (
        "2025年四国军棋线上赛\n比赛采用积分编排制，共赛4轮。\n"
        "10月11日（周六）第1场 晚上8:00 第2场 晚上9:00\n"
        "10月12日（周日）9点整　第3场　　14：30　第4场\n"
    )
    said = stated(draft(body))
    assert said["round.2"] == "2025-10-11 21:00"
    assert said["round.3"] == "2025-10-12 09:00" and said["round.4"] == "2025-10-12 14:30"


def test_a_day_written_with_a_dot_only_before_a_weekday_or_a_time():
    assert [str(d) for d, _ in dates("第1场 11.8 9:00", 2025)] == ["2025-11-08"]
    assert [str(d) for d, _ in dates("11.8（周六）", 2025)] == []  # the normaliser's brackets
    assert [str(d) for d, _ in dates("11.8(周六)-11.9(周日)", 2025)] == [
        "2025-11-08",
        "2025-11-09",
    ]
    for text in ("胜1.5分", "比分1.5 9:00", "每方1.5小时"):
        assert dates(text, 2025) == [], text


def test_a_wechat_knockout_with_rounds_called_r1_and_labels_before_their_times():
    body = (
        "🏆2025锦江社区国际象棋快棋淘汰赛🏆\n📅 日期：2025.11.15（周六）\n"
        "1、采用国际象棋规则，单败淘汰制，共16人参赛。\n⏰ 时间：\n"
        "R1 上午9:00　R2 上午10:30\n半决赛 下午2:00　决赛 下午3:30\n"
    )
    said = stated(draft(body))
    assert said["bracket"] == 16
    assert [said[f"round.{n}"][-5:] for n in (1, 2, 3, 4)] == ["09:00", "10:30", "14:00", "15:30"]


def test_a_check_in_day_before_the_timetable_is_no_rounds_day():
    body = (
        "二〇二五年四国军棋赛\n三、比赛日期：二〇二五年十一月二十二日\n采用单败淘汰制。\n"
        "2、共邀请16队参赛，每队须于11月21日下午4:00前到文化站签到领取参赛证。\n七、赛程\n"
        "1/8决赛：上午9:00\n1/4决赛：上午10:30\n"
    )
    said = stated(draft(body))
    assert said["round.1"] == "2025-11-22 09:00" and said["round.2"] == "2025-11-22 10:30"


def test_a_malaysian_club_in_chinese_and_english():
    # Saturday 14 March / Round 1 9.00am / 2.30pm; a clock labelled Time Control: with its English
    # restatement in brackets; 4 Aug 2013, 1 Sep 2013 in a sentence is left as it is
    body = (
        "2026年孟沙俱乐部国际象棋公开赛\n采用 Swiss System 瑞士制，共 7 轮。\n"
        "2. 比赛用时 Time Control：每方30分钟，每走一步加5秒（30 min + 5 sec increment）。\n"
        "四、赛程（Schedule）\nSaturday 14 March\n  Round 1                   9.00am\n"
        "  Round 2                   2.30pm\nSunday 15 March\n  Round 3                   9.00am\n"
    )
    said = stated(draft(body))
    assert said["time_control"] == "每方30分钟，每走一步加5秒"
    assert said["round.1"] == "2026-03-14 09:00" and said["round.2"] == "2026-03-14 14:30"
    assert said["round.3"] == "2026-03-15 09:00"
    window = "4.1 报名日期: Sunday, 2 PM to 5:30 PM 4 Aug 2013\n"
    assert "deadline" not in stated(draft(body + window))
