"""The draft's summary speaks to the organiser in Chinese: the draft's 规程依据 is Chinese and no
preset default; a value read but not taken is named as the organiser reads it (第2轮后晋级人数,
罚则 手机), never by its key; a value the text does not give as one is said to be a range only
where the words are one."""

import re

from engine.regulation.text import draft
from engine.regulation.text.summary import _name, drafted_lines

KNOCKOUT = (
    "2025年揭棋邀请赛竞赛规程\n一、比赛时间：2025年8月9日13:00开始\n"
    "四、比赛办法：采用单败淘汰制。\n13:00 第一轮（32进16）\n14:00 第二轮（16进8）\n"
)


def test_the_drafts_source_is_chinese_and_no_default():
    (line,) = [x for x in drafted_lines(draft(KNOCKOUT)) if x.startswith("规程依据")]
    assert line == "规程依据：由竞赛规程的文字起草（逐项依据见 /规程 文字）"


def test_no_line_of_the_summary_is_in_english_or_a_key():
    for line in drafted_lines(draft(KNOCKOUT)):
        assert not re.search(r"[a-z]{4,}|[a-z_]+\.\w", line), line


def test_keys_read_but_not_taken_are_named_in_chinese():
    assert _name("cut.2") == "第2轮后晋级人数"
    assert _name("penalty.手机") == "罚则 手机"
    assert _name("round_end.3") == "第3轮结束时间"


def test_a_value_given_by_group_is_not_called_a_range():
    by_group = "2025年围棋赛\n比赛采用积分编排制，段位组比赛7轮，级位组比赛6轮。\n"
    (line,) = [x for x in drafted_lines(draft(by_group)) if x.startswith("阶段")]
    assert "范围" not in line and "按组别或另有条件的写法" in line
    ranged = "2025年围棋赛\n比赛采用积分编排制，共赛7-9轮。\n"
    (line,) = [x for x in drafted_lines(draft(ranged)) if x.startswith("阶段")]
    assert "规程写的是范围" in line
