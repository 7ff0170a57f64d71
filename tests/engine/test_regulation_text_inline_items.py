"""Items numbered inside one line (``比赛办法：1. 比赛采用…棋规 2. 比赛采用5轮积分编排制 3. 比赛用时
60分钟+30秒``) are sentences of their own, so that the clock is only its item's words; a list of
names numbered the same way (``比赛组别：1.六段组 2.五段组``) stays one line for the divisions'
reader. The texts are written for each form; the expected values are worked by hand from their
words."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import sentences
from engine.regulation.text.values import stated

CLAUSES = (
    "2019年象棋公开赛\n"
    "五、比赛办法：1. 比赛采用最新世界象棋联合会棋规 2. 比赛采用5轮积分编排制 "
    "3. 比赛用时60分钟+30秒\n"
)


def test_items_on_one_line_are_sentences_of_their_own():
    words = [s.words for s in sentences(CLAUSES)]
    assert words[1:] == [
        "五、比赛办法：",
        "1. 比赛采用最新世界象棋联合会棋规",
        "2. 比赛采用5轮积分编排制",
        "3. 比赛用时60分钟+30秒",
    ]
    assert {s.line for s in sentences(CLAUSES)[1:]} == {1}  # still one line


def test_the_clock_is_its_own_item_only():
    said = stated(draft(CLAUSES))
    assert said["time_control"] == "60分钟+30秒"
    assert said["rounds"] == 5 and said["format"] == "swiss"


def test_a_numbered_list_of_names_stays_one_line():
    body = "2014年围棋升段赛\n九、比赛组别：1.六段组 2.五段组 3.四段组\n4.三段组 5.二段组\n"
    assert [s.words for s in sentences(body)][1] == "九、比赛组别：1.六段组 2.五段组 3.四段组"
    assert sentences("11.戊组（13∼15级）　12.己组（16∼18级）")[0].words.startswith("11.戊组")
    assert len(sentences("11.戊组（13∼15级）　12.己组（16∼18级）")) == 1
    assert stated(draft(body))["divisions"][:3] == ["六段组", "五段组", "四段组"]


def test_numbers_that_are_no_items_are_left_alone():
    for line in ("胜1.5分，负0分，和局各得0.75分", "第1、2、3轮在上午进行", "报名费 1. 成人100元"):
        assert len(sentences(line)) == 1, line
