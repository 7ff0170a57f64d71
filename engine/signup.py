"""Sign-up (报名): recognise sign-up messages and the pure checks around them.

A sign-up line is ``[报名] [【家族】]昵称 QQ号 [键 值]…`` (seed 000 §二.2, INTERFACE.md), sent
alone or as one numbered line of a chain (接龙) message. ``parse_signup`` tells a sign-up
attempt from conversation; engine/signup_line.py reads one line (name, family, QQ, fields);
engine/signup_checks.py holds the checks the sign-up service runs with the regulation's
parameters (divisions by birth date, required fields, group card). Everything is importable
from here.

The parser runs on every group message, so it costs time linear in the text: cheap checks
first (no QQ-like digit run and no 报名: not a sign-up), no line longer than MAX_SIGNUP_CHARS
is parsed, and no step re-reads what it has passed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from engine.signup_checks import (
    Applicant,
    ask_for_fields_cn,
    card_matches,
    choose_division,
    eligible_divisions,
    mask_qq,
    missing_fields,
    normalise_card,
    refusal,
    resolve_division,
    told_apart_by,
)
from engine.signup_fields import OPEN_BRACKETS, narrow, raw_chars
from engine.signup_line import FIELD_KEYS, KEYWORD, Attempt, SignupLine, parse_line, stands_apart

__all__ = [
    "FIELD_KEYS",
    "Applicant",
    "MAX_SIGNUP_CHARS",
    "SIGNUP_FORMS_CN",
    "TOO_LONG_CN",
    "SignupLine",
    "SignupMessage",
    "ask_for_fields_cn",
    "card_matches",
    "choose_division",
    "eligible_divisions",
    "is_explicit",
    "mask_qq",
    "missing_fields",
    "normalise_card",
    "own_line",
    "parse_signup",
    "refusal",
    "resolve_division",
    "told_apart_by",
]

# No line longer than this is parsed, and a 报名 message (all its lines) may not be longer;
# a chain (接龙) is capped per line, as 300 people's lines make a legitimate longer message.
MAX_SIGNUP_CHARS = 2000
TOO_LONG_CN = (
    f"报名消息太长：一条报名最多{MAX_SIGNUP_CHARS}字，本次没有登记。"
    "请只发报名信息，一条消息报一个人"
)

SIGNUP_FORMS_CN = (
    "报名格式：报名 【家族】昵称 QQ号，例如：报名 【粤】恋恋 346631485；"
    "比赛需要的其他信息写在QQ号后面，例如：报名 张三 12345678 出生 2008-05-01 段位 5段"
)


@dataclass(frozen=True)
class SignupMessage:
    """A recognised sign-up message. ``errors`` are the problems of a single attempt (the
    lines of a chain carry their own errors, so one broken line does not speak for all);
    an over-long 报名 message has no lines, only the error TOO_LONG_CN."""

    kind: Literal["single", "chain"]
    lines: tuple[SignupLine, ...]
    errors: tuple[str, ...] = ()


# --- telling sign-ups from conversation -----------------------------------------------------

_QUESTION = re.compile(r"[?？]")
_SENTENCE = re.compile(r"[?？,，。!！…]")
# words that make "报名 …" without a QQ number a remark about sign-up, not an attempt
_CHAT_WORDS = (
    "吗",
    "呢",
    "吧",
    "么",
    "嘛",
    "怎",
    "什么",
    "几",
    "哪",
    "谁",
    "截止",
    "时间",
    "开始",
    "结束",
    "了",
    "想",
    "要",
    "能",
    "可以",
    "已经",
    "还",
    "没",
    "请问",
    "一下",
    "链接",
    "方式",
    "格式",
    "规则",
    "多少",
    "费",
    "在",
)
# words that make "<text> <digits>" a remark about a number, not a bare sign-up line
_NUMBER_TALK = ("QQ", "qq", "扣扣", "群", "我的", "你的", "电话", "手机", "微信", "号码")
_MAX_NAME = 24


def _is_attempt(a: Attempt) -> bool:
    """An explicit 报名 line: one with a valid QQ always counts; without one it counts
    only if 报名 stands apart and what follows is short and not a question or remark."""
    if a.line.qq is not None:
        return True
    rest = a.body.strip()
    return (
        a.separated
        and len(rest) <= _MAX_NAME
        and not _SENTENCE.search(rest)
        and not any(word in rest for word in _CHAT_WORDS)
    )


def _is_bare_signup(a: Attempt) -> bool:
    """A line without 报名: ``[【家族】]昵称 QQ [fields]`` and nothing else — no question,
    no words the fields do not explain, a nickname that is not talk about a number. A
    tagged line with a malformed QQ (【粤】恋恋 1234) is an attempt too."""
    name = a.line.name
    if (
        not name
        or len(name) > _MAX_NAME
        or _SENTENCE.search(name)
        or _QUESTION.search(a.line.raw)
        or any(word in name for word in _NUMBER_TALK)
        or a.unknown
    ):
        return False
    return a.line.qq is not None or (a.tagged and a.qq_seen)


# chain numbers: 1.  1、  1)  (1)  1:  ①…⑳  or "1 " before a non-digit
_CHAIN_NUMBER = re.compile(
    r"\s*(?:\(\s*(?P<p>[0-9]{1,3})\s*\)|(?P<d>[0-9]{1,3})\s*[.),:]|(?P<c>[\u2460-\u2473])"
    r"|(?P<s>[0-9]{1,2})[ \t]+(?=[^0-9\s]))\s*"
)
_CHAIN_TAG = "接龙"


def _chain_number(m: re.Match[str]) -> int:
    if m["c"]:
        return ord(m["c"]) - 0x2460 + 1
    return int(m["p"] or m["d"] or m["s"])


_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_NOT_BLANK = re.compile(rf"[^\s{raw_chars(' ')}]")


def _lines(text: str) -> list[str]:
    """The lines of ``text`` that are not blank once narrowed, as sent."""
    return [line for line in _LINE_BREAK.split(text) if _NOT_BLANK.search(line)]


# What a sign-up needs somewhere in the raw text, found without parsing it: a valid QQ is
# 5 digits with at most spaces between them; a tagged line with a malformed QQ, a digit and
# a bracket (【粤】恋恋 1234); anything else must open with 报名.
_DIGIT = f"[{raw_chars('0123456789')}]"
_SPACE = f"[{raw_chars(' ' + chr(9))}]"  # what narrows to a space or a tab
_QQ_LIKE = re.compile(f"{_DIGIT}(?:{_SPACE}*+{_DIGIT}){{4}}")
_ANY_DIGIT = re.compile(_DIGIT)
_ANY_OPEN_BRACKET = re.compile(f"[{raw_chars(OPEN_BRACKETS)}]")


def _may_be_signup(text: str) -> bool:
    """False when ``text`` cannot be a sign-up, told by a few scans that stop at the first hit."""
    return bool(
        _QQ_LIKE.search(text)
        or KEYWORD.match(text)
        or (_ANY_DIGIT.search(text) and _ANY_OPEN_BRACKET.search(text))
    )


def _parse_chain(lines: list[tuple[str, str]]) -> SignupMessage | None:
    """Numbered lines after the header are parsed leniently (the number marks them as
    sign-ups); unnumbered lines after the first numbered one count only as bare sign-ups.
    The header (lines before the first numbered line) is never read as a sign-up."""
    parsed: list[SignupLine] = []
    first = next(i for i, (w, _) in enumerate(lines) if _CHAIN_NUMBER.match(w))
    for w, o in lines[first:]:
        m = _CHAIN_NUMBER.match(w)
        if m:
            if w[m.end() :].strip():
                parsed.append(parse_line(w[m.end() :], o[m.end() :], _chain_number(m), o).line)
        else:
            a = parse_line(w, o)
            if a.line.qq is not None and _is_bare_signup(a):
                parsed.append(a.line)
    if not any(line.qq is not None for line in parsed):
        return None
    return SignupMessage("chain", tuple(parsed))


def is_explicit(text: str) -> bool:
    """Whether the message opens with the sign-up keyword (报名, /报名, #报名)."""
    return KEYWORD.match(text) is not None


def parse_signup(text: str) -> SignupMessage | None:
    """Recognise a sign-up message; None when it is not one.

    - numbered lines (a chain, 接龙; header lines before them are ignored) → "chain" with
      every numbered line, provided at least one holds a valid QQ;
    - a message starting with 报名 / /报名 / #报名 → "single" (following lines continue it):
      a sign-up when it has a valid QQ, otherwise an attempt with ``errors`` if 报名 stands
      apart and the rest is short and neither a question nor a remark (报名 张三);
    - one line without 报名 → "single" if it is exactly ``[【家族】]昵称 QQ [fields]``;
    - several unnumbered lines → "chain" of the lines that are exactly that.

    No line longer than MAX_SIGNUP_CHARS is read. A 报名 message longer than that (its
    lines together) is a "single" with no lines and the error TOO_LONG_CN when 报名 stands
    apart, else not a sign-up.
    """
    if not _may_be_signup(text):
        return None
    sent = _lines(text)
    if not sent:
        return None
    lines = [(narrow(line), line) for line in sent if len(line) <= MAX_SIGNUP_CHARS]
    if any(_CHAIN_NUMBER.match(lw) for lw, _ in lines):
        return _parse_chain(lines)
    keyword = KEYWORD.match(sent[0])
    if keyword and not (len(sent) > 1 and _CHAIN_TAG in sent[0]):
        if sum(map(len, sent)) + len(sent) - 1 > MAX_SIGNUP_CHARS:  # the lines joined
            after = narrow(sent[0][keyword.end() : keyword.end() + 1])  # what follows 报名
            return SignupMessage("single", (), (TOO_LONG_CN,)) if stands_apart(after, 0) else None
        joined_w = " ".join(lw for lw, _ in lines)
        joined_o = " ".join(lo for _, lo in lines)
        a = parse_line(joined_w, joined_o, raw=text)
        if not _is_attempt(a):
            return None
        return SignupMessage("single", (a.line,), a.line.errors)
    if len(sent) == 1:
        if not lines:
            return None
        a = parse_line(*lines[0])
        return SignupMessage("single", (a.line,), a.line.errors) if _is_bare_signup(a) else None
    found = [
        a.line
        for a in (parse_line(lw, lo) for lw, lo in lines)
        if a.line.qq is not None and _is_bare_signup(a)
    ]
    return SignupMessage("chain", tuple(found)) if found else None


def own_line(msg: SignupMessage, sender_qq: int | str) -> SignupLine | None:
    """The sender's own line: the first line whose QQ is the sender's QQ (seed 000: the
    sign-up QQ must be the sender's), None if there is none."""
    qq = int(sender_qq)
    return next((line for line in msg.lines if line.qq == qq), None)
