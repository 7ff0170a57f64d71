"""Sign-up recognition (报名) and the pure checks around it (seed 000 §二.2, 002 §七, 003, 004)."""

from datetime import date

import pytest

from engine.regulation import Division
from engine.signup import (
    SIGNUP_FORMS_CN,
    ask_for_fields_cn,
    card_matches,
    choose_division,
    eligible_divisions,
    mask_qq,
    missing_fields,
    normalise_card,
    own_line,
    parse_signup,
    resolve_division,
)
from engine.signup_fields import (
    Dan,
    level_rank,
    normalise_level,
    parse_birth,
    parse_dan,
    parse_gender,
    parse_level,
    parse_number,
)


def single(text):
    msg = parse_signup(text)
    assert msg is not None, text
    assert msg.kind == "single"
    assert len(msg.lines) == 1
    return msg.lines[0]


def has_chinese(text):
    return any("\u4e00" <= c <= "\u9fff" for c in text)


# --- single sign-ups ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "family", "qq"),
    [
        # the form of seed 000 itself, with and without the keyword
        ("报名 【粤】恋恋 ° 346631485", "恋恋 °", "粤", 346631485),
        ("【粤】恋恋 ° 346631485", "恋恋 °", "粤", 346631485),
        ("【粤】恋恋 °  346631485", "恋恋 °", "粤", 346631485),
        # command forms
        ("/报名 【粤】恋恋 346631485", "恋恋", "粤", 346631485),
        ("／报名 【粤】恋恋 346631485", "恋恋", "粤", 346631485),
        ("#报名 【粤】恋恋 346631485", "恋恋", "粤", 346631485),
        ("报名：【粤】恋恋 346631485", "恋恋", "粤", 346631485),
        ("报名【粤】恋恋 346631485", "恋恋", "粤", 346631485),
        ("  报名   【粤】  恋恋   346631485  ", "恋恋", "粤", 346631485),
        # bracket widths and kinds
        ("[粤]恋恋 346631485", "恋恋", "粤", 346631485),
        ("［粤］恋恋 346631485", "恋恋", "粤", 346631485),
        ("〔粤〕恋恋 346631485", "恋恋", "粤", 346631485),
        ("报名 【 粤 】恋恋 346631485", "恋恋", "粤", 346631485),
        # QQ written with full-width digits and spaces: 3466 3148 5 → 346631485
        ("报名 【粤】恋恋 ３４６６ 3148 5", "恋恋", "粤", 346631485),
        ("【粤】恋恋 ３４６６３１４８５", "恋恋", "粤", 346631485),
        ("报名 恋恋 346 631 485", "恋恋", None, 346631485),
        # a number ending the nickname stays in it when the QQ alone is a valid group
        ("报名 恋恋 2 346631485", "恋恋 2", None, 346631485),
        ("恋恋2 346631485", "恋恋2", None, 346631485),
        # decorations kept
        ("报名 【粤】~小白~ 12345678", "~小白~", "粤", 12345678),
        ("☆星星☆ 12345678", "☆星星☆", None, 12345678),
        ("🐼熊猫🎋 12345678", "🐼熊猫🎋", None, 12345678),
        ("【川】★阿福★ 10086111", "★阿福★", "川", 10086111),
        # no family, spaces collapsed inside the name
        ("报名 张三 12345678", "张三", None, 12345678),
        ("报名 Tom   Lee 12345678", "Tom Lee", None, 12345678),
        # QQ labels and glued forms
        ("报名 张三 QQ：12345678", "张三", None, 12345678),
        ("张三 QQ号 12345678", "张三", None, 12345678),
        ("报名张三12345678", "张三", None, 12345678),
        ("恋恋-346631485", "恋恋", None, 346631485),
        # QQ length bounds: 5 and 11 digits
        ("报名 张三 10001", "张三", None, 10001),
        ("报名 张三 12345678901", "张三", None, 12345678901),
    ],
)
def test_single_forms(text, name, family, qq):
    line = single(text)
    assert (line.name, line.family, line.qq) == (name, family, qq)
    assert line.errors == ()
    assert line.number_in_chain is None
    assert line.raw == text.strip()


def test_keyword_message_continues_on_next_lines():
    line = single("报名 张三 12345678\n出生 2008-05-01\n段位 5段")
    assert line.qq == 12345678
    assert line.fields == {"birth": "2008-05-01", "dan": "5段"}


def test_keyword_alone_on_first_line():
    line = single("报名\n【粤】恋恋 346631485")
    assert (line.name, line.family, line.qq) == ("恋恋", "粤", 346631485)


def test_question_after_a_full_keyword_sign_up_is_still_a_sign_up():
    # keyword + name + valid QQ is a sign-up even if the player adds a question
    line = single("报名 张三 12345678 可以吗？")
    assert line.qq == 12345678


# --- fields ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tail", "fields"),
    [
        ("家族 粤", {"family": "粤"}),
        ("出生 2008-05-01", {"birth": "2008-05-01"}),
        ("出生 2008.5.1", {"birth": "2008-05-01"}),
        ("出生 2008/05/01", {"birth": "2008-05-01"}),
        ("出生 20080501", {"birth": "2008-05-01"}),
        ("出生 2008年5月1日", {"birth": "2008-05-01"}),
        ("出生日期：2008-05-01", {"birth": "2008-05-01"}),
        ("生日:2008-05-01", {"birth": "2008-05-01"}),
        ("段位 5段", {"dan": "5段"}),
        ("段位 业余5段", {"dan": "5段"}),
        ("段位 5d", {"dan": "5段"}),
        ("段位 初段", {"dan": "初段"}),
        ("段位 职业初段", {"dan": "职业初段"}),
        ("组别 青少年组", {"division": "青少年组"}),
        ("组别：A组", {"division": "A组"}),
        ("等级 特级大师", {"level": "特级大师"}),
        ("等级 业9-3", {"level": "业9-3"}),
        ("等级 业余9级3星", {"level": "业9-3"}),
        ("性别 女", {"gender": "女"}),
        ("性别:男", {"gender": "男"}),
        ("队伍 四川", {"team": "四川"}),
        ("编号 6", {"number": "6"}),
        ("编号：6号", {"number": "6"}),
        ("编号 擂主", {"number": "擂主"}),
        # any order, several at once
        ("段位 5段 出生 2008-05-01 性别 女", {"dan": "5段", "birth": "2008-05-01", "gender": "女"}),
        ("队伍 重庆 编号 擂主 性别 男", {"team": "重庆", "number": "擂主", "gender": "男"}),
        # glued to each other
        ("出生2008-05-01段位5段", {"birth": "2008-05-01", "dan": "5段"}),
        ("出生:2008-05-01，段位:5段", {"birth": "2008-05-01", "dan": "5段"}),
        # values whose shape names the field, without key words
        (
            "2008.5.1 业余5段 女 青少年组",
            {"birth": "2008-05-01", "dan": "5段", "gender": "女", "division": "青少年组"},
        ),
        ("业9-3 擂主", {"level": "业9-3", "number": "擂主"}),
    ],
)
def test_field_forms(tail, fields):
    line = single(f"报名 张三 12345678 {tail}")
    assert line.qq == 12345678
    assert line.fields == fields
    assert line.errors == ()


def test_example_from_the_interface():
    line = single("报名 张三 12345678 出生 2008-05-01 段位 5段")
    assert (line.name, line.qq) == ("张三", 12345678)
    assert line.fields == {"birth": "2008-05-01", "dan": "5段"}


def test_family_tag_and_family_field_agree():
    assert single("报名 张三 12345678 家族 粤").family == "粤"
    line = single("报名 【粤】恋恋 346631485")
    assert line.fields["family"] == "粤"


def test_two_different_families_is_an_error():
    msg = parse_signup("报名 【粤】恋恋 346631485 家族 湘")
    assert msg.errors == ("家族写了两个：粤 和 湘",)


def test_fields_before_the_qq():
    line = single("报名 张三 出生 2008-05-01 87654321 段位 5段")
    assert (line.name, line.qq) == ("张三", 87654321)
    assert line.fields == {"birth": "2008-05-01", "dan": "5段"}
    # a one-group value right before the QQ: 编号 6, then the QQ 12345678
    line = single("报名 张三 编号 6 12345678")
    assert (line.qq, line.fields) == (12345678, {"number": "6"})


@pytest.mark.parametrize(
    ("tail", "word"),
    [
        ("出生 2008-13-01", "出生日期"),
        ("段位 九段", "段位"),
        ("性别 未知", "性别"),
        ("编号 零", "编号"),
    ],
)
def test_bad_field_value_is_an_error_naming_the_field(tail, word):
    msg = parse_signup(f"报名 张三 12345678 {tail}")
    assert msg.lines[0].qq == 12345678
    assert len(msg.errors) == 1
    assert word in msg.errors[0]


def test_date_qq_not_taken_from_a_field_value():
    # 20080501 is 8 digits like a QQ number, but it is the value of 出生
    msg = parse_signup("报名 张三 出生 20080501")
    line = msg.lines[0]
    assert line.qq is None
    assert line.fields == {"birth": "2008-05-01"}
    assert any("QQ" in e for e in msg.errors)


# --- attempts with a missing or malformed part ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected_error_words", "qq"),
    [
        ("报名 张三", ["没找到QQ号"], None),
        ("报名 【粤】恋恋", ["没找到QQ号"], None),
        ("报名 12345678", ["没写昵称"], 12345678),
        ("报名 【粤】 346631485", ["没写昵称"], 346631485),
        ("/报名", ["没找到QQ号", "没写昵称"], None),
        ("报名", ["没找到QQ号", "没写昵称"], None),
        ("报名 张三 1234", ["QQ号不对：1234"], None),
        ("报名 张三 01234567", ["QQ号不对：01234567"], None),
        ("报名 张三 123456789012", ["QQ号不对：123456789012"], None),
        # a tagged bare line with a malformed QQ is an attempt too
        ("【粤】恋恋 1234", ["QQ号不对：1234"], None),
    ],
)
def test_attempts_get_chinese_errors(text, expected_error_words, qq):
    msg = parse_signup(text)
    assert msg is not None and msg.kind == "single"
    assert msg.lines[0].qq == qq
    assert len(msg.errors) == len(expected_error_words)
    for error, words in zip(msg.errors, expected_error_words, strict=True):
        assert error.startswith(words)
        assert has_chinese(error)


def test_forms_text_shows_the_right_form():
    assert "报名 【粤】恋恋 346631485" in SIGNUP_FORMS_CN
    assert "出生 2008-05-01" in SIGNUP_FORMS_CN


# --- conversation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n  ",
        "大家报名了吗",
        "报名截止是几点",
        "我想报名但是…",
        "怎么报名",
        "报名了吗？",
        "报名 截止时间是几点？",
        "报名 怎么弄",
        "报名 已经截止了",
        "报名 费用多少",
        "报名费200元",
        "报名截止10月6日",
        "我的QQ是 12345678",
        "我的QQ 12345678",
        "群号 1038409983",
        "电话 13812345678",
        "明天 20:00 开赛",
        "【公告】明天 20:00 开赛",
        "小蛮腰杯报名接龙",
        "今天赢了3盘",
        "张三 12345678 明天见",
        "张三 12345678?",
        "张三，12345678是谁？",
        "12345678",
        "1. 比赛几点开始\n2. 在哪里",
        "#接龙\n周六聚餐\n1. 张三\n2. 李四",
    ],
)
def test_conversation_is_not_a_sign_up(text):
    assert parse_signup(text) is None


# --- chains (接龙) --------------------------------------------------------------------------

CHAIN_SENDER_LAST = """#接龙
小蛮腰杯报名接龙  比赛群号：1038409983
格式：【粤】恋恋 346631485

1. 【粤】恋恋 ° 346631485
2、【湘】辣妹子🌶 2876543210
3）[粤] 小白 ~ 5566 7788
④ 【闽】 阿福★ 10086111
5 【川】熊猫 ☆ 9988776655
6.【粤】老王 QQ：123456789
7. 张三 出生 2008-05-01 87654321 段位 5段
8.
9．【粤】新人 ３４５６７８９０
"""


def test_chain_parses_every_numbered_line():
    msg = parse_signup(CHAIN_SENDER_LAST)
    assert msg.kind == "chain"
    assert msg.errors == ()
    got = [(line.number_in_chain, line.family, line.name, line.qq) for line in msg.lines]
    assert got == [
        (1, "粤", "恋恋 °", 346631485),
        (2, "湘", "辣妹子🌶", 2876543210),
        (3, "粤", "小白 ~", 55667788),
        (4, "闽", "阿福★", 10086111),
        (5, "川", "熊猫 ☆", 9988776655),
        (6, "粤", "老王", 123456789),
        (7, None, "张三", 87654321),
        # the empty slot 8. is skipped
        (9, "粤", "新人", 34567890),
    ]
    assert msg.lines[6].fields == {"birth": "2008-05-01", "dan": "5段"}
    assert msg.lines[8 - 1].raw == "9．【粤】新人 ３４５６７８９０"


def test_chain_header_is_never_a_sign_up():
    # the group number 1038409983 and the format example in the header are no sign-ups
    qqs = [line.qq for line in parse_signup(CHAIN_SENDER_LAST).lines]
    assert 1038409983 not in qqs
    assert qqs.count(346631485) == 1


def test_own_line_is_the_sender_s_line_last():
    msg = parse_signup(CHAIN_SENDER_LAST)
    line = own_line(msg, 34567890)
    assert (line.number_in_chain, line.name) == (9, "新人")
    assert own_line(msg, "34567890") == line


def test_own_line_in_the_middle_of_a_repost():
    chain = (
        "小蛮腰杯报名接龙\n\n"
        "1、【粤】恋恋 346631485\n"
        "2、【粤】阿强 223344556\n"
        "3、【湘】小芳 ３３４４５５６６７\n"
        "4、【川】大熊 445566778\n"
        "5、【闽】阿宝 556677889\n"
        "6、【粤】阿华 667788990\n"
    )
    msg = parse_signup(chain)
    assert [line.number_in_chain for line in msg.lines] == [1, 2, 3, 4, 5, 6]
    assert own_line(msg, 334455667).name == "小芳"
    # a line naming another person is not the sender's; an absent sender has no line
    assert own_line(msg, 999999999) is None


def test_chain_mixed_numbering_styles():
    chain = (
        "报名接龙\n(1) 甲 11111111\n2) 乙 22222222\n③ 丙 33333333\n4: 丁 44444444\n10 戊 55555555"
    )
    msg = parse_signup(chain)
    assert [(line.number_in_chain, line.name, line.qq) for line in msg.lines] == [
        (1, "甲", 11111111),
        (2, "乙", 22222222),
        (3, "丙", 33333333),
        (4, "丁", 44444444),
        (10, "戊", 55555555),
    ]


def test_chain_line_without_qq_carries_its_own_error():
    msg = parse_signup("接龙\n1. 甲 11111111\n2. 乙")
    assert msg.errors == ()
    assert msg.lines[1].qq is None
    assert msg.lines[1].errors[0].startswith("没找到QQ号")


def test_chain_line_added_without_a_number():
    msg = parse_signup("接龙\n1. 甲 11111111\n2. 乙 22222222\n【粤】丙 33333333\n谢谢")
    assert [(line.number_in_chain, line.qq) for line in msg.lines] == [
        (1, 11111111),
        (2, 22222222),
        (None, 33333333),
    ]


def test_unnumbered_list_with_header():
    msg = parse_signup("#接龙\n小蛮腰杯报名\n张三 12345678\n【粤】李四 23456789")
    assert msg.kind == "chain"
    assert [(line.name, line.qq) for line in msg.lines] == [("张三", 12345678), ("李四", 23456789)]


def test_chain_starting_with_keyword_header():
    msg = parse_signup("报名接龙\n张三 12345678\n李四 23456789")
    assert msg.kind == "chain"
    assert [line.qq for line in msg.lines] == [12345678, 23456789]


def test_single_numbered_line_is_a_chain_of_one():
    msg = parse_signup("1. 【粤】恋恋 346631485")
    assert msg.kind == "chain"
    assert own_line(msg, 346631485).number_in_chain == 1


def test_own_line_of_a_single_message():
    msg = parse_signup("报名 【粤】恋恋 346631485")
    assert own_line(msg, 346631485) is msg.lines[0]
    # the QQ written must be the sender's (seed 000: the three QQ numbers are one)
    assert own_line(msg, 12345678) is None


# --- field parsers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "2008-05-01",
        "2008-5-1",
        "2008.5.1",
        "2008/05/01",
        "20080501",
        "2008年5月1日",
        "2008年5月1",
        "２００８－０５－０１",
        "2008 - 05 - 01",
    ],
)
def test_parse_birth_forms(text):
    assert parse_birth(text) == date(2008, 5, 1)


@pytest.mark.parametrize("text", ["2008-02-30", "1899-01-01", "20081301", "08-05-01", "明年"])
def test_parse_birth_refuses(text):
    with pytest.raises(ValueError, match="出生日期看不懂"):
        parse_birth(text)


@pytest.mark.parametrize(
    ("text", "dan"),
    [
        ("5段", Dan(5, False)),
        ("业余5段", Dan(5, False)),
        ("业5段", Dan(5, False)),
        ("五段", Dan(5, False)),
        ("5d", Dan(5, False)),
        ("5D", Dan(5, False)),
        ("５ｄ", Dan(5, False)),
        ("初段", Dan(1, False)),
        ("职业初段", Dan(1, True)),
        ("职业9段", Dan(9, True)),
        ("1p", Dan(1, True)),
        ("P5", Dan(5, True)),
        ("3级", Dan(-3, False)),
        ("业余10级", Dan(-10, False)),
    ],
)
def test_parse_dan_forms(text, dan):
    assert parse_dan(text) == dan


@pytest.mark.parametrize("text", ["9段", "5", "段", "职业10段", "26级", "高手"])
def test_parse_dan_refuses(text):
    # amateur dan stops at 8, professional at 9, kyu at 25
    with pytest.raises(ValueError, match="段位看不懂"):
        parse_dan(text)


def test_dan_labels_and_order():
    assert [Dan(1).label, Dan(5).label, Dan(1, True).label, Dan(-3).label] == [
        "初段",
        "5段",
        "职业初段",
        "3级",
    ]
    # 002's 6-dan award counts players of 5 dan or more: 3级 < 初段 < 5段
    assert parse_dan("3级").level < parse_dan("初段").level < parse_dan("5段").level


@pytest.mark.parametrize(
    ("text", "gender"), [("男", "男"), ("女", "女"), ("女性", "女"), ("男生", "男"), ("女子", "女")]
)
def test_parse_gender(text, gender):
    assert parse_gender(text) == gender


def test_parse_gender_refuses():
    with pytest.raises(ValueError, match="性别 男 或 性别 女"):
        parse_gender("未知")


ARENA_NUMBERS = ["6", "5", "4", "3", "2", "1", "擂主"]


@pytest.mark.parametrize(
    ("text", "number"), [("6", "6"), ("６号", "6"), ("#3", "3"), ("No.2", "2"), ("擂主", "擂主")]
)
def test_parse_number(text, number):
    assert parse_number(text, ARENA_NUMBERS) == number


@pytest.mark.parametrize("text", ["7", "0", "替补", ""])
def test_parse_number_refuses_with_the_choices(text):
    with pytest.raises(ValueError) as e:
        parse_number(text, ARENA_NUMBERS)
    assert "6、5、4、3、2、1、擂主" in str(e.value)


# --- levels (003 seeding) -------------------------------------------------------------------

# 特级大师, 大师, 业9-3, 业9-2, 业9-1, 业8-3, …, 业1-1: 2 + 9×3 = 29 levels, high to low
SCALE = ["特级大师", "大师"] + [f"业{a}-{b}" for a in range(9, 0, -1) for b in (3, 2, 1)]


@pytest.mark.parametrize(
    ("level", "rank"),
    [
        ("特级大师", 1),
        ("大师", 2),
        ("业9-3", 3),
        ("业9-1", 5),
        # 业8-3: after 2 masters and the 3 steps of 业9 → 2 + 3 + 1 = 6
        ("业8-3", 6),
        ("业余8级3星", 6),
        ("8-3", 6),
        # 业1-1: the last, 2 + 8×3 + 3 = 29
        ("业1-1", 29),
    ],
)
def test_level_rank(level, rank):
    assert level_rank(level, SCALE) == rank


def test_level_rank_orders_seeds():
    players = ["业7-2", "特级大师", "业9-3", "大师"]
    assert sorted(players, key=lambda lv: level_rank(lv, SCALE)) == [
        "特级大师",
        "大师",
        "业9-3",
        "业7-2",
    ]


def test_unknown_level_lists_examples():
    with pytest.raises(ValueError) as e:
        level_rank("国际大师", SCALE)
    message = str(e.value)
    assert message.startswith("等级看不懂：国际大师")
    assert "特级大师、大师、业9-3、业9-2、…、业1-1" in message


def test_parse_level_and_normalise():
    assert parse_level(" 业余 9 - 3 ", SCALE) == "业9-3"
    assert normalise_level("业9—3") == "业9-3"


# --- divisions (002) ------------------------------------------------------------------------

DIVISIONS_002 = [  # the regulation's own Division (engine/signup.py has no second one)
    Division(key="youth", name="青少年组", born_on_or_after=date(2005, 1, 1)),
    Division(key="open_a", name="公开A组"),
    Division(key="open_b", name="公开B组", born_on_or_before=date(1983, 12, 31)),
]


@pytest.mark.parametrize(
    ("birth", "keys"),
    [
        (date(2008, 5, 1), ["youth", "open_a"]),
        (date(2005, 1, 1), ["youth", "open_a"]),  # on the youth boundary
        (date(2004, 12, 31), ["open_a"]),
        (date(1990, 6, 15), ["open_a"]),
        (date(1984, 1, 1), ["open_a"]),
        (date(1983, 12, 31), ["open_a", "open_b"]),  # on the open-B boundary
        (date(1960, 3, 3), ["open_a", "open_b"]),
    ],
)
def test_eligible_divisions(birth, keys):
    assert eligible_divisions(birth, DIVISIONS_002) == keys


def test_choose_only_a():
    assert choose_division(["open_a"], None, DIVISIONS_002) == "open_a"


@pytest.mark.parametrize(
    ("eligible", "key"),
    [
        # 002: youth born on/after 2005-01-01, open B on/before 1983-12-31, open A otherwise
        (["youth", "open_a"], "youth"),
        (["open_a", "open_b"], "open_b"),
    ],
)
def test_choose_two_fit_defaults_to_the_bounded_division(eligible, key):
    assert choose_division(eligible, None, DIVISIONS_002) == key


def test_choose_two_bounded_fit_asks_the_player():
    both = [
        Division(key="u18", name="少年组", born_on_or_after=date(2008, 1, 1)),
        Division(key="u20", name="青年组", born_on_or_after=date(2006, 1, 1)),
    ]
    with pytest.raises(ValueError) as e:
        choose_division(["u18", "u20"], None, both)
    assert str(e.value) == "你可以报2个组别，请在报名里写明一个：组别 少年组 或 组别 青年组"


@pytest.mark.parametrize(
    ("eligible", "requested", "key"),
    [
        (["youth", "open_a"], "青少年组", "youth"),
        (["youth", "open_a"], "青少年", "youth"),
        (["youth", "open_a"], "少年组", "youth"),
        (["youth", "open_a"], "A组", "open_a"),
        (["youth", "open_a"], "公开A组", "open_a"),
        (["open_a", "open_b"], "B组", "open_b"),
        (["open_a", "open_b"], "公开组乙组", "open_b"),
        (["open_a", "open_b"], "open_b", "open_b"),
    ],
)
def test_choose_requested(eligible, requested, key):
    assert choose_division(eligible, requested, DIVISIONS_002) == key


def test_choose_requested_not_eligible():
    with pytest.raises(ValueError) as e:
        choose_division(["open_a"], "青少年组", DIVISIONS_002)
    assert str(e.value) == "按出生日期不能报青少年组，可以报：组别 公开A组"


def test_choose_without_division_names_uses_keys():
    assert choose_division(["youth", "open_a"], "youth") == "youth"
    with pytest.raises(ValueError, match="组别 youth 或 组别 open_a"):
        choose_division(["youth", "open_a"], None)


def test_choose_none_eligible():
    with pytest.raises(ValueError, match="没有可以报的组别"):
        choose_division([], None, DIVISIONS_002)


def test_resolve_division_seed_names():
    # the seed's own names: 公开组甲组 / 公开组乙组
    seed_names = [
        Division(key="youth", name="青少年组"),
        Division(key="a", name="公开组甲组"),
        Division(key="b", name="公开组乙组"),
    ]
    assert resolve_division("A组", seed_names) == "a"
    assert resolve_division("公开乙组", seed_names) == "b"
    with pytest.raises(ValueError) as e:
        resolve_division("公开", seed_names)
    assert "组别 青少年组 或 组别 公开组甲组 或 组别 公开组乙组" in str(e.value)


# --- missing fields -------------------------------------------------------------------------


def test_missing_fields_in_required_order():
    line = single("报名 【粤】恋恋 346631485 性别 女")
    assert missing_fields(line, ["family", "birth", "gender", "dan"]) == ["birth", "dan"]
    assert missing_fields(single("报名 恋恋 346631485"), ["family"]) == ["family"]


def test_ask_for_fields_generic_example():
    assert ask_for_fields_cn(["birth", "dan"]) == (
        "还缺：出生日期（如 出生 2008-05-01）、段位（如 段位 5段），"
        "请补全后重新报名，例如：报名 张三 12345678 出生 2008-05-01 段位 5段"
    )


def test_ask_for_fields_with_the_player_s_own_line():
    line = single("报名 【粤】恋恋 346631485 性别 女")
    text = ask_for_fields_cn(["birth"], line)
    assert text == (
        "还缺：出生日期（如 出生 2008-05-01），"
        "请补全后重新报名，例如：报名 【粤】恋恋 346631485 性别 女 出生 2008-05-01"
    )
    # the example it gives is itself a complete sign-up
    again = single(text.split("例如：")[1])
    assert missing_fields(again, ["family", "gender", "birth"]) == []


def test_ask_for_nothing():
    assert ask_for_fields_cn([]) == ""


# --- masking and group cards ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("qq", "masked"),
    [
        (346631485, "3466****85"),  # 9 digits: first 4 + last 2
        (2876543210, "2876****10"),
        ("12345678901", "1234****01"),
        (12345678, "12****78"),  # 8 digits: 2 + 2, 4 hidden
        (1234567, "12****67"),  # 7 digits: 2 + 2, 3 hidden
        (123456, "1****6"),  # 6 digits: 1 + 1, 4 hidden
        (12345, "1****5"),  # 5 digits: 1 + 1, 3 hidden
    ],
)
def test_mask_qq(qq, masked):
    assert mask_qq(qq) == masked


@pytest.mark.parametrize(
    ("card", "family", "nick", "matches"),
    [
        ("【粤】恋恋 °", "粤", "恋恋 °", True),
        ("[粤] 恋恋°", "粤", "恋恋 °", True),
        ("［粤］恋恋°", "粤", "恋恋 °", True),
        ("〔粤〕 恋 恋 °", "粤", "恋恋 °", True),
        ("【湘】恋恋 °", "粤", "恋恋 °", False),
        ("恋恋 °", "粤", "恋恋 °", False),
        ("恋恋", None, "恋恋", True),
        ("Tom", None, "tom", True),
    ],
)
def test_card_matches(card, family, nick, matches):
    assert card_matches(card, family, nick) is matches


def test_card_matches_other_format():
    assert card_matches("粤-恋恋", "粤", "恋恋", fmt="{family}-{nick}")
    assert normalise_card("［粤］ 恋恋") == "【粤】恋恋"


# --- properties -----------------------------------------------------------------------------

from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")
qq_numbers = st.integers(min_value=10_000, max_value=99_999_999_999)
nicknames = st.lists(
    st.sampled_from(list("恋小白熊猫阿福张三李四王Ab") + ["°", "★", "☆", "~", "🐼", "🌸"]),
    min_size=1,
    max_size=10,
).map("".join)
families = st.one_of(st.none(), st.sampled_from(["粤", "湘", "川", "闽"]))


@given(
    name=nicknames,
    family=families,
    qq=qq_numbers,
    keyword=st.sampled_from(["", "报名 ", "/报名 ", "／报名", "#报名 "]),
    brackets=st.sampled_from(["【】", "[]", "［］", "〔〕"]),
    full_width=st.booleans(),
    cuts=st.one_of(st.none(), st.lists(st.integers(1, 4), min_size=11, max_size=11)),
)
def test_any_well_formed_line_round_trips(name, family, qq, keyword, brackets, full_width, cuts):
    # the QQ whole, or cut into groups of at most 4 digits each (how players space it
    # out). A last group of 5+ digits would read as the QQ after a number in the nickname
    # (恋恋 2 346631485), so such cuts are not generated.
    rest, groups = str(qq), []
    for size in cuts or []:  # 11 cuts of 1+ digits use up any QQ number
        if rest:
            groups.append(rest[:size])
            rest = rest[size:]
    written = " ".join(groups) if cuts else str(qq)
    if full_width:
        written = written.translate(FULL_WIDTH)
    tag = f"{brackets[0]}{family}{brackets[1]}" if family else ""
    line = single(f"{keyword}{tag}{name} {written}")
    assert (line.name, line.family, line.qq) == (name, family, qq)
    assert line.errors == ()


@given(
    st.lists(st.tuples(nicknames, qq_numbers), min_size=5, max_size=10, unique_by=lambda p: p[1]),
    st.data(),
)
def test_sender_found_anywhere_in_a_chain(entries, data):
    styles = ["{}.", "{}、", "{})", "{}）", "({})", "{} "]
    lines = []
    for i, (name, qq) in enumerate(entries, start=1):
        marker = data.draw(st.sampled_from(styles)).format(i)
        if i <= 20 and data.draw(st.booleans()):
            marker = chr(0x2460 + i - 1)
        lines.append(f"{marker}【粤】{name} {qq}")
    text = "小蛮腰杯报名接龙\n\n" + "\n".join(lines)
    msg = parse_signup(text)
    assert [line.qq for line in msg.lines] == [qq for _, qq in entries]
    k = data.draw(st.integers(0, len(entries) - 1))
    mine = own_line(msg, entries[k][1])
    assert (mine.number_in_chain, mine.name) == (k + 1, entries[k][0])


@given(qq_numbers)
def test_mask_hides_at_least_three_digits(qq):
    digits = str(qq)
    masked = mask_qq(qq)
    head, tail = masked.split("****")
    assert digits.startswith(head) and digits.endswith(tail)
    assert len(head) + len(tail) <= len(digits) - 3


@pytest.mark.parametrize(
    ("text", "explicit"),
    [
        ("报名 【粤】恋恋 346631485", True),
        ("／报名 恋恋 346631485", True),
        ("#报名 恋恋 346631485", True),
        ("【粤】恋恋 346631485", False),
        ("恋恋 346631485", False),
    ],
)
def test_is_explicit(text, explicit):
    from engine.signup import is_explicit

    assert is_explicit(text) is explicit


def test_one_division_type_the_regulations():
    import engine.signup

    assert not hasattr(engine.signup, "Division") or engine.signup.Division is Division
    from engine.regulation import load_preset

    reg = load_preset("shenzhen-go-2023")
    assert reg.divisions
    for d in reg.divisions:
        assert resolve_division(d.name, reg.divisions) == d.key
