"""Long messages (issue 17): recognising a sign-up costs time linear in the text, and what is
read is capped at MAX_SIGNUP_CHARS (an over-long 报名 gets a refusal, anything else is ignored)."""

import time
from collections.abc import Callable

import pytest

from engine.signup import MAX_SIGNUP_CHARS, TOO_LONG_CN, is_explicit, own_line, parse_signup

SENDER = 346631485
LINE = 1990  # a line just under the cap: it is parsed, not skipped


def fill(unit: str, n: int, head: str = "") -> str:
    """``head`` then ``unit`` repeated, cut to ``n`` characters."""
    return (head + unit * (n // len(unit) + 1))[:n]


def lines_of(line: str, n: int) -> str:
    """Lines of ``LINE`` characters made of ``line`` repeated, ``n`` characters in all."""
    return fill(fill(line, LINE) + "\n", n)


# message shapes by length: one line (over the cap at 20,000 characters: skipped, or refused
# after 报名), and lines of 1,990 characters, just under the cap, each of them parsed
SHAPES: dict[str, Callable[[int], str]] = {
    '"1 " repeated': lambda n: fill("1 ", n),
    '"1," repeated': lambda n: fill("1,", n),
    '"a1" repeated': lambda n: fill("a1", n),
    '"报名张三12345" repeated': lambda n: fill("报名张三12345", n),
    '"张三12345 " repeated': lambda n: fill("张三12345 ", n),
    '"【粤】" repeated': lambda n: fill("【粤】", n),
    '"【粤】恋恋 346631485 " rep.': lambda n: fill("【粤】恋恋 346631485 ", n),
    "one digit run": lambda n: fill("1234567890", n),
    '"１ " (full-width) rep.': lambda n: fill("１ ", n),
    '"报名 " + junk': lambda n: fill("x1 ", n, head="报名 "),
    "blanks + 报名": lambda n: fill("\u3000", n - 9) + "报名 张三 123",
    'lines of "1 "': lambda n: lines_of("1 ", n),
    'lines of "1,"': lambda n: lines_of("1,", n),
    'lines of "报名 " + junk': lambda n: lines_of("报名 x1 ", n),
    "lines of QQ + spaces": lambda n: lines_of("张三 QQ" + " " * (LINE - 20) + "x 12345678 ", n),
    "lines of 【 + spaces": lambda n: lines_of("【" + " " * (LINE - 20) + "x 12345678 ", n),
    "lines of 出生 + spaces": lambda n: lines_of("出生" + " " * (LINE - 20) + "x 12345678 ", n),
    "lines of fields": lambda n: lines_of("1. 张三 12345678 出生 2008-05-01 5段 男 x1 ", n),
    "接龙 of short lines": lambda n: fill("12. 张三 12345678\n", n),
}


def recognise(text: str) -> None:
    """What the matcher asks of the engine for a message (services.signup.sign_up and
    commands.passive_signup): parse it, tell whether it opens with 报名, find the sender's line."""
    message = parse_signup(text)
    is_explicit(text)
    if message is not None:
        own_line(message, SENDER)


def test_long_messages_cost_linear_time():
    """100 messages of 20,000 characters in all the shapes: well under 2 s of CPU time (the
    quadratic parser took seconds for one). Measured as CPU time so that other work on a
    shared machine does not count; stops at the first message past the bound."""
    shapes = list(SHAPES.items())
    messages = [(name, make(20_000)) for name, make in (shapes * 100)[:100]]
    assert all(len(text) == 20_000 for _, text in messages)
    spent = 0.0
    for name, text in messages:
        start = time.process_time()
        recognise(text)
        spent += time.process_time() - start
        assert spent < 2, f"{spent:.1f} s of CPU time, at a message of shape {name!r}"


# --- the cap -------------------------------------------------------------------------------------


def test_over_long_signup_is_refused_with_the_limit():
    text = "报名 【粤】恋恋 346631485 " + "备注" * MAX_SIGNUP_CHARS
    msg = parse_signup(text)
    assert msg is not None and msg.kind == "single"
    assert msg.lines == ()
    assert msg.errors == (TOO_LONG_CN,)
    assert str(MAX_SIGNUP_CHARS) in TOO_LONG_CN and "太长" in TOO_LONG_CN


@pytest.mark.parametrize(
    "text",
    [
        "/报名 张三 12345678 " + "x" * MAX_SIGNUP_CHARS,
        "报名：" + "1 " * MAX_SIGNUP_CHARS,
        "报名\n张三 12345678\n" + "备注\n" * MAX_SIGNUP_CHARS,
        "报名【粤】恋恋 346631485" + " " * MAX_SIGNUP_CHARS,
    ],
)
def test_over_long_signup_forms_are_refused(text):
    msg = parse_signup(text)
    assert msg is not None and msg.errors == (TOO_LONG_CN,)


@pytest.mark.parametrize(
    "text",
    [
        "1 " * 10_000,
        "【粤】恋恋 346631485 " + "x" * MAX_SIGNUP_CHARS,
        "张三 12345678" + " " * MAX_SIGNUP_CHARS,
        # 报名 glued to a word opens a remark, such as an organiser's notice
        "报名须知：" + "请按格式报名，写清昵称和QQ号。" * 200,
        "报名张三12345678" + "x" * MAX_SIGNUP_CHARS,
    ],
)
def test_over_long_messages_without_a_standalone_signup_keyword_are_ignored(text):
    assert len(text) > MAX_SIGNUP_CHARS
    assert parse_signup(text) is None


def test_a_signup_at_the_limit_is_read():
    line = "报名 【粤】恋恋 346631485"
    text = line + " " * (MAX_SIGNUP_CHARS - len(line))
    assert len(text) == MAX_SIGNUP_CHARS
    msg = parse_signup(text)
    assert msg is not None and msg.errors == ()
    assert (msg.lines[0].name, msg.lines[0].qq) == ("恋恋", 346631485)
    assert parse_signup(text + " ").errors == (TOO_LONG_CN,)


def test_a_chain_of_300_is_read_whole():
    # the cap is per line for a chain: 300 people's lines are far longer than 2,000 characters
    lines = [f"{i}. 【粤】选手{i} {100_000_000 + i} 出生 2008-05-01" for i in range(1, 301)]
    text = "小蛮腰杯报名接龙\n" + "\n".join(lines)
    assert len(text) > 5 * MAX_SIGNUP_CHARS
    msg = parse_signup(text)
    assert msg is not None and msg.kind == "chain"
    assert [line.number_in_chain for line in msg.lines] == list(range(1, 301))
    assert [line.qq for line in msg.lines] == [100_000_000 + i for i in range(1, 301)]
    assert msg.lines[-1].name == "选手300" and msg.lines[-1].fields["birth"] == "2008-05-01"
    assert own_line(msg, 100_000_300) is msg.lines[-1]


def test_an_over_long_line_of_a_chain_is_skipped():
    text = (
        "接龙\n1. 【粤】恋恋 346631485\n2. 【京】阿明 12345678 "
        + "x" * MAX_SIGNUP_CHARS
        + "\n3. 小雨 22334455"
    )
    msg = parse_signup(text)
    assert msg is not None and msg.kind == "chain"
    assert [(line.number_in_chain, line.qq) for line in msg.lines] == [
        (1, 346631485),
        (3, 22334455),
    ]


# --- cheap checks first: they turn away nothing that was a sign-up --------------------------------


@pytest.mark.parametrize(
    ("text", "qq"),
    [
        ("【粤】恋恋 3466 3148 5", 346631485),  # QQ in groups: still one run of digits
        ("［京］阿明 １２３４\u3000５６７８", 12345678),  # full-width digits and space
        ("【粤】恋恋 1234", None),  # tagged, malformed QQ: an attempt
        ("\u200b报名 张三", None),  # 报名 after an invisible space, no QQ: an attempt
        ("／报名 张三", None),
        ("＃报名 张三", None),
    ],
)
def test_messages_the_cheap_checks_must_let_through(text, qq):
    msg = parse_signup(text)
    assert msg is not None and msg.lines[0].qq == qq


@pytest.mark.parametrize(
    "text", ["\u3000报名 张三", "\u200b报名", "／报名", "＃ 报名", "\n\n 报名"]
)
def test_is_explicit_reads_full_width_and_invisible_forms(text):
    assert is_explicit(text)


@pytest.mark.parametrize(
    "text", ["张三 1234", "1,2,3,4,5,6", "a1b2c3d4e5", "【粤】恋恋", "电话 12 34"]
)
def test_messages_without_a_qq_like_run_are_not_signups(text):
    assert parse_signup(text) is None
