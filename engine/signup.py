"""Sign-up (报名): recognise sign-up messages and the pure checks around them.

A sign-up line is ``[报名] [【家族】]昵称 QQ号 [键 值]…`` (seed 000 §二.2, INTERFACE.md), sent
alone or as one numbered line of a chain (接龙) message. ``parse_signup`` tells a sign-up
attempt from conversation; the rest are the checks the sign-up service runs with the
regulation's parameters (divisions by birth date, level scale, team numbers, group card).

Parsing works on a width-normalised copy of the text (full-width digits, letters, brackets
and punctuation mapped one character to one character onto ASCII), so positions found in the
copy slice the original: nicknames keep exactly what the player wrote.

The parser runs on every group message, so it costs time linear in the text: cheap checks
first (no QQ-like digit run and no 报名: not a sign-up), no line longer than MAX_SIGNUP_CHARS
is parsed, and no step re-reads what it has passed (no search over a growing prefix, no
regular expression backtracking through nested repeats).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Literal

from engine.numbers import echo
from engine.signup_fields import (
    CHAMPION_NUMBER,
    CLOSE_BRACKETS,
    INVISIBLE,
    OPEN_BRACKETS,
    narrow,
    normalise_level,
    parse_birth,
    parse_certificate,
    parse_dan,
    parse_gender,
    parse_number,
    raw_chars,
    split_tokens,
)

if TYPE_CHECKING:  # the regulation package imports the formats, which import this module
    from engine.regulation.schema import Division

# No line longer than this is parsed, and a 报名 message (all its lines) may not be longer;
# a chain (接龙) is capped per line, as 300 people's lines make a legitimate longer message.
MAX_SIGNUP_CHARS = 2000
TOO_LONG_CN = f"报名消息太长：一条报名最多{MAX_SIGNUP_CHARS}字，本次没有登记。请只发报名信息，一条消息报一个人"

SIGNUP_FORMS_CN = (
    "报名格式：报名 【家族】昵称 QQ号，例如：报名 【粤】恋恋 346631485；"
    "比赛需要的其他信息写在QQ号后面，例如：报名 张三 12345678 出生 2008-05-01 段位 5段"
)

# --- the sign-up line -----------------------------------------------------------------------

FIELD_KEYS = (
    "family",
    "birth",
    "dan",
    "division",
    "level",
    "gender",
    "team",
    "number",
    "certificate",
)

# key word in the message → normalised key
_KEY_WORDS = {
    "家族": "family",
    "出生日期": "birth",
    "出生": "birth",
    "生日": "birth",
    "段位": "dan",
    "组别": "division",
    "分组": "division",
    "等级": "level",
    "级别": "level",
    "性别": "gender",
    "队伍": "team",
    "代表队": "team",
    "编号": "number",
    "段位证书": "certificate",
    "证书": "certificate",
}
# a key word not glued to a preceding letter or Chinese character
_KEY = re.compile(
    r"(?<![^\W\d_])(" + "|".join(sorted(_KEY_WORDS, key=len, reverse=True)) + r")[ \t]*[:=]?[ \t]*"
)

# normalised key → (Chinese label, key word to write, example value)
_FIELD_HELP = {
    "family": ("家族", "家族", "粤"),
    "birth": ("出生日期", "出生", "2008-05-01"),
    "dan": ("段位", "段位", "5段"),
    "division": ("组别", "组别", "青少年组"),
    "level": ("等级", "等级", "业9-3"),
    "gender": ("性别", "性别", "女"),
    "team": ("队伍", "队伍", "四川"),
    "number": ("编号", "编号", "6"),
    "certificate": ("段位证书", "证书", "有"),
}

_VALIDATED = {
    "birth": lambda v: parse_birth(v).isoformat(),
    "dan": lambda v: parse_dan(v).label,
    "gender": parse_gender,
    "number": parse_number,
    "certificate": parse_certificate,
}


def _free_value(key: str, value: str) -> str:
    return normalise_level(value) if key == "level" else value


def _infer_field(token: str) -> tuple[str, str] | None:
    """A value written without its key word, when its shape says which field it is."""
    for key, read in _VALIDATED.items():
        if key == "certificate":
            continue  # 有/无 only after its key word
        if key == "number" and not re.fullmatch(rf"[0-9]{{1,2}}号|{CHAMPION_NUMBER}", token):
            continue  # a bare number is no team number
        try:
            return key, read(token)
        except ValueError:
            pass
    if re.fullmatch(r"特级大师|大师|业(?:余)?[0-9][-级][0-9]星?", token):
        return "level", normalise_level(token)
    if token.endswith("组") and len(token) <= 6:
        return "division", token
    return None


def _parse_fields(text: str) -> tuple[dict[str, str], list[str], list[str]]:
    """``键 值`` pairs in any order, and values whose shape names their key.
    Returns (fields, errors, tokens not understood)."""
    fields: dict[str, str] = {}
    errors: list[str] = []
    loose: list[str] = []
    keys = list(_KEY.finditer(text))
    loose += split_tokens(text[: keys[0].start()] if keys else text)
    for k, after in zip(keys, [*keys[1:], None]):
        tokens = split_tokens(text[k.end() : after.start() if after else len(text)])
        if not tokens:
            continue
        key = _KEY_WORDS[k[1]]
        if key in _VALIDATED:
            read = _VALIDATED[key]
            try:
                fields[key], rest = read("".join(tokens)), []
            except ValueError:
                try:
                    fields[key], rest = read(tokens[0]), tokens[1:]
                except ValueError as e:
                    errors.append(str(e))
                    rest = tokens[1:]
        else:
            fields[key], rest = _free_value(key, tokens[0]), tokens[1:]
        loose += rest
    unknown = []
    inferred_of: dict[str, tuple[str, str] | None] = {}  # a repeated token is read once
    for token in loose:
        if token not in inferred_of:
            inferred_of[token] = _infer_field(token)
        inferred = inferred_of[token]
        if inferred and inferred[0] not in fields:
            fields[inferred[0]] = inferred[1]
        elif not re.fullmatch(r"\W+", token):
            unknown.append(token)
    return fields, errors, unknown


@dataclass(frozen=True)
class SignupLine:
    """One sign-up as written: ``name`` without the family tag (decorations kept),
    ``family`` from 【粤】 or ``家族 粤``, ``qq`` (None if missing or invalid), ``fields``
    by normalised key (FIELD_KEYS; birth as ISO date, dan as Dan.label, gender 男/女,
    number "6"/"擂主", level normalised, the rest as written), ``number_in_chain`` (the
    number the chain gives the line), ``raw`` (the line as sent) and this line's ``errors``."""

    name: str
    family: str | None
    qq: int | None
    fields: dict[str, str]
    number_in_chain: int | None
    raw: str
    errors: tuple[str, ...] = ()


@dataclass(frozen=True)
class SignupMessage:
    """A recognised sign-up message. ``errors`` are the problems of a single attempt (the
    lines of a chain carry their own errors, so one broken line does not speak for all);
    an over-long 报名 message has no lines, only the error TOO_LONG_CN."""

    kind: Literal["single", "chain"]
    lines: tuple[SignupLine, ...]
    errors: tuple[str, ...] = ()


def _qq_valid(digits: str) -> bool:
    """A QQ number has 5–11 digits and does not start with 0."""
    return 5 <= len(digits) <= 11 and digits[0] != "0"


# A digit run, digits possibly separated by spaces (3466 3148 5); not part of a date,
# a time (20:00), a grade (5段, 5d) or a number (6号).
_DIGIT_RUN = re.compile(
    r"(?<![0-9年月])(?<![0-9][\-./])[0-9]+(?:[ \t]+[0-9]+)*(?![0-9\-./:年月日段级号岁dDpP])"
)
_QQ_MAX_DIGITS = 11


def _qq_label(w: str, start: int, end: int) -> int | None:
    """Where a QQ label (``QQ号码：``, ``扣扣``) ending right before ``end`` starts, if one
    does at or after ``start``. Read backwards: ``QQ [号][码] [:=]``, spaces between."""
    head = w[start:end].rstrip(" \t")
    if head.endswith((":", "=")):
        head = head[:-1].rstrip(" \t")
    head = head.removesuffix("码").removesuffix("号").rstrip(" \t")
    if head[-2:].upper() == "QQ" or head.endswith("扣扣"):
        return start + len(head) - 2
    return None


@dataclass(frozen=True)
class _QQ:
    start: int  # where the QQ (or what was taken for it) starts in the line
    end: int
    digits: str
    valid: bool


# a field key word ending at the end of the searched stretch
_KEY_END = re.compile(r"(?<![^\W\d_])(?:" + "|".join(_KEY_WORDS) + r")$")
_LONGEST_KEY = max(map(len, _KEY_WORDS))


def _key_before(w: str, end: int) -> bool:
    """Whether a field key word (with its : or =) ends right before ``end``: 出生 20080501 is
    no QQ number. Reads back only over the spaces and the colon before ``end``."""
    i = end
    while i and w[i - 1] in " \t":
        i -= 1
    if i and w[i - 1] in ":=":
        i -= 1
        while i and w[i - 1] in " \t":
            i -= 1
    return _KEY_END.search(w, max(0, i - _LONGEST_KEY), i) is not None


_GAP = re.compile(r"[ \t]+")


def _second_group(w: str, start: int, end: int) -> int | None:
    """Where the second digit group of the run stretch ``w[start:end]`` starts, if any."""
    gap = _GAP.search(w, start, end)
    return gap.end() if gap else None


def _last_groups(w: str, lo: int, hi: int) -> list[tuple[int, int, str]]:
    """The last digit groups of the run stretch ``w[lo:hi]`` that hold at most 11 digits in
    all (the only ones a QQ can be made of), in order; read backwards, stopping there."""
    groups: list[tuple[int, int, str]] = []
    budget, end = _QQ_MAX_DIGITS, hi
    while end > lo:
        start = end - 1
        while start > lo and w[start - 1] not in " \t" and end - start <= budget:
            start -= 1
        if end - start > budget:
            break
        groups.insert(0, (start, end, w[start:end]))
        budget -= end - start
        end = start
        while end > lo and w[end - 1] in " \t":
            end -= 1
    return groups


def _valid_tail(w: str, lo: int, hi: int) -> _QQ | None:
    """The QQ in the run stretch ``w[lo:hi]``: its last group alone if valid, else its
    longest valid tail of groups."""
    groups = _last_groups(w, lo, hi)
    for tail in [groups[-1:], *(groups[i:] for i in range(len(groups)))]:
        digits = "".join(g[2] for g in tail)
        if tail and _qq_valid(digits):
            return _QQ(tail[0][0], tail[-1][1], digits, True)
    return None


def _find_qq(w: str) -> _QQ | None:
    """The QQ number in a (normalised) line: the first valid digit run that is not a field
    value (出生 20080501), runs that start a word before runs glued to one (恋恋346631485). In a run of
    space-separated groups the last group is the QQ if it is valid alone (恋恋 2 346631485),
    else the longest valid tail (３４６６ 3148 5 → 346631485); earlier groups belong to the
    name. Without a valid run, the first run that starts a word is returned as invalid."""
    runs: list[tuple[int | None, int, int]] = []  # (start of the word-starting groups, start, end)
    fallback: tuple[int, int] | None = None  # the first run's groups that start a word
    for run in _DIGIT_RUN.finditer(w):
        start, end = run.span()
        glued = start > 0 and (w[start - 1].isalnum() or w[start - 1] == "_")
        if end - start < 5 and (fallback or (glued and not _GAP.search(w, start, end))):
            continue  # too short for a QQ, and either the fallback is found or it starts no word
        if _key_before(w, start):
            start, glued = (
                _second_group(w, start, end),
                False,
            )  # the first group is the value (编号 6 12345678)
            if start is None:
                continue
        word_start = _second_group(w, start, end) if glued else start
        if fallback is None and word_start is not None:
            fallback = (word_start, end)
        runs.append((word_start, start, end))
    for word_start_only in (True, False):
        for word_start, start, end in runs:
            lo = word_start if word_start_only else start
            found = None if lo is None else _valid_tail(w, lo, end)
            if found:
                return found
    if fallback:
        digits = "".join(w[fallback[0] : fallback[1]].split())
        return _QQ(fallback[0], fallback[1], digits, False)
    return None


_OPEN, _CLOSE = re.escape(OPEN_BRACKETS), re.escape(CLOSE_BRACKETS)
# the tag's text, up to the first bracket; _family_tag takes it when it is 12 characters or less
_FAMILY_TAG = re.compile(rf"[\s:=,;]*[{_OPEN}]([^{_OPEN}{_CLOSE}]*)[{_CLOSE}]")
_MAX_FAMILY = 12
# reads the raw text as its narrowed copy: 200B/FEFF narrow to a space, ／＃ to /#
_BLANK = rf"[\s{raw_chars(' ')}]"
_KEYWORD = re.compile(rf"{_BLANK}*(?:[{raw_chars('/#')}]{_BLANK}*)?报名")
_NAME_TRIM = " \t,，、;；:：|｜=-—－"


def _family_tag(w: str, pos: int) -> tuple[str | None, int] | None:
    """The 【家族】 tag opening ``w`` at ``pos`` (spaces and : , ; before it allowed): the
    family (None when the brackets are empty) and where the tag ends; None without a tag."""
    tag = _FAMILY_TAG.match(w, pos)
    if tag is None or len(tag[1].strip()) > _MAX_FAMILY:
        return None
    return tag[1].strip() or None, tag.end()


def _separated(w: str, pos: int) -> bool:
    """Whether 报名 ending at ``pos`` stands apart: a space, colon, comma or bracket, or nothing, follows."""
    return pos == len(w) or w[pos] in " \t:=,;" or w[pos] in OPEN_BRACKETS


def _clean_name(original: str) -> str:
    name = re.sub(r"\s+", " ", original.translate(INVISIBLE))
    return name.strip(_NAME_TRIM)


@dataclass(frozen=True)
class _Attempt:
    """A line parsed, with what the recognisers need to judge it."""

    line: SignupLine
    separated: bool  # 报名 is followed by a space, colon, bracket or nothing
    tagged: bool  # a 【家族】 tag opens the name
    qq_seen: bool  # some digit run was taken for the QQ
    body: str  # the normalised text after 报名
    unknown: tuple[str, ...]  # tokens after the QQ that no field explains


def _parse_line(w: str, o: str, number: int | None = None, raw: str | None = None) -> _Attempt:
    """Parse one line ``o`` (``w`` is ``narrow(o)``); ``raw`` is the line as sent when
    ``o`` is only its body (a chain line without its number)."""
    pos = 0
    keyword = _KEYWORD.match(w)
    separated = False
    if keyword:
        pos = keyword.end()
        separated = _separated(w, pos)
    body = w[pos:]
    tag = _family_tag(w, pos)
    family = None
    if tag:
        family, pos = tag

    qq = _find_qq(w[pos:])
    name_end = len(w) if qq is None else pos + qq.start
    tail = "" if qq is None else w[pos + qq.end :]
    head_key = next(
        (
            k
            for k in _KEY.finditer(w, pos, name_end)
            if k.start() > pos and w[k.start() - 1] in " \t,;|"
        ),
        None,
    )
    fields_text = tail
    if head_key:  # fields written before the QQ (or with no QQ at all)
        fields_text = w[head_key.start() : name_end] + " " + tail
        name_end = head_key.start()
    label = _qq_label(w, pos, name_end)
    name = _clean_name(o[pos : name_end if label is None else label])

    fields, field_errors, unknown = _parse_fields(fields_text)
    errors: list[str] = []
    if qq is None:
        errors.append("没找到QQ号（5到11位数字，写在昵称后面）")
    elif not qq.valid:
        errors.append(f"QQ号不对：{qq.digits}（QQ号是5到11位数字，开头不是0）")
    if not name:
        errors.append("没写昵称（写在QQ号前面）")
    if family and fields.get("family", family) != family:
        errors.append(f"家族写了两个：{family} 和 {fields['family']}")
    family = family or fields.get("family")
    if family:
        fields["family"] = family
    errors += field_errors
    line = SignupLine(
        name=name,
        family=family,
        qq=int(qq.digits) if qq and qq.valid else None,
        fields=fields,
        number_in_chain=number,
        raw=(o if raw is None else raw).strip(),
        errors=tuple(errors),
    )
    return _Attempt(line, separated, tag is not None, qq is not None, body, tuple(unknown))


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


def _is_attempt(a: _Attempt) -> bool:
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


def _is_bare_signup(a: _Attempt) -> bool:
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
        or _KEYWORD.match(text)
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
                parsed.append(_parse_line(w[m.end() :], o[m.end() :], _chain_number(m), o).line)
        else:
            a = _parse_line(w, o)
            if a.line.qq is not None and _is_bare_signup(a):
                parsed.append(a.line)
    if not any(line.qq is not None for line in parsed):
        return None
    return SignupMessage("chain", tuple(parsed))


def is_explicit(text: str) -> bool:
    """Whether the message opens with the sign-up keyword (报名, /报名, #报名)."""
    return _KEYWORD.match(text) is not None


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
    keyword = _KEYWORD.match(sent[0])
    if keyword and not (len(sent) > 1 and _CHAIN_TAG in sent[0]):
        if sum(map(len, sent)) + len(sent) - 1 > MAX_SIGNUP_CHARS:  # the lines joined
            after = narrow(sent[0][keyword.end() : keyword.end() + 1])  # what follows 报名
            return SignupMessage("single", (), (TOO_LONG_CN,)) if _separated(after, 0) else None
        joined_w = " ".join(lw for lw, _ in lines)
        joined_o = " ".join(lo for _, lo in lines)
        a = _parse_line(joined_w, joined_o, raw=text)
        if not _is_attempt(a):
            return None
        return SignupMessage("single", (a.line,), a.line.errors)
    if len(sent) == 1:
        if not lines:
            return None
        a = _parse_line(*lines[0])
        return SignupMessage("single", (a.line,), a.line.errors) if _is_bare_signup(a) else None
    found = [
        a.line
        for a in (_parse_line(lw, lo) for lw, lo in lines)
        if a.line.qq is not None and _is_bare_signup(a)
    ]
    return SignupMessage("chain", tuple(found)) if found else None


def own_line(msg: SignupMessage, sender_qq: int | str) -> SignupLine | None:
    """The sender's own line: the first line whose QQ is the sender's QQ (seed 000: the
    sign-up QQ must be the sender's), None if there is none."""
    qq = int(sender_qq)
    return next((line for line in msg.lines if line.qq == qq), None)


# --- helpers for the sign-up service --------------------------------------------------------


def mask_qq(qq: int | str) -> str:
    """Public form of a QQ number: the first 4 and last 2 digits with **** between
    (346631485 → 3466****85). Shorter numbers show less so that at least 3 digits stay
    hidden: 7–8 digits keep 2 + 2, 5–6 digits keep 1 + 1; anything shorter is all ****."""
    digits = str(qq)
    n = len(digits)
    head, tail = (4, 2) if n >= 9 else (2, 2) if n >= 7 else (1, 1) if n >= 5 else (0, 0)
    return digits[:head] + "****" + (digits[n - tail :] if tail else "")


def eligible_divisions(birth: date, divisions: Sequence[Division]) -> list[str]:
    """Keys of the regulation's divisions ``birth`` fits (``Division.admits``: after ≤ birth ≤
    before, a missing bound open; 002: youth after = 2005-01-01, open B before = 1983-12-31,
    open A unbounded)."""
    return [d.key for d in divisions if d.admits(birth)]


def _division_token(text: str) -> str:
    token = re.sub(r"[\s_\-]", "", narrow(text)).upper()
    for cn, letter in (("甲", "A"), ("乙", "B"), ("丙", "C")):
        token = token.replace(cn, letter)
    for noise in ("OPEN", "公开", "组别", "组"):
        token = token.replace(noise, "")
    return token


def _is_subsequence(short: str, long: str) -> bool:
    chars = iter(long)
    return all(c in chars for c in short)


def _division_forms(keys: Sequence[str], names: dict[str, str]) -> str:
    return " 或 ".join(f"组别 {names.get(k, k)}" for k in keys)


def resolve_division(text: str, divisions: Sequence[Division]) -> str:
    """The key of the division ``text`` names: its key or name, compared without spaces,
    组/公开/open and with 甲/乙 as A/B (公开A组, A组, 公开组甲组 → the same); failing that,
    the one division whose name contains the text's characters in order (少年组 →
    青少年组). Unknown or ambiguous → ValueError listing the right forms."""
    wanted = _division_token(text)
    exact = [
        d.key for d in divisions if wanted in (_division_token(d.key), _division_token(d.name))
    ]
    loose = [
        d.key
        for d in divisions
        if len(wanted) >= 2 and _is_subsequence(wanted, _division_token(d.name))
    ]
    for found in (exact, loose):
        if len(found) == 1:
            return found[0]
    names = {d.key: d.name for d in divisions}
    raise ValueError(f"组别看不懂：{echo(text)}，可写：{_division_forms(list(names), names)}")


def choose_division(
    eligible: Sequence[str], requested: str | None, divisions: Sequence[Division] | None = None
) -> str:
    """The player's division: the requested one if eligible, else the only eligible one.

    With two eligible and none requested, the one with a birth-date bound (002: youth for
    those born on/after 2005-01-01, open B on/before 1983-12-31, "open A otherwise": the
    player chooses open A by asking for it); when that does not settle it (no ``divisions``
    given, or several bounded ones fit), ValueError asking the player to choose.
    ``requested`` may be a key or, with ``divisions``, any form ``resolve_division`` reads;
    ``divisions`` also gives the names in messages."""
    names = {d.key: d.name for d in divisions} if divisions else {}
    if not eligible:
        raise ValueError("按出生日期没有可以报的组别")
    if requested:
        key = resolve_division(requested, divisions) if divisions else requested.strip()
        if key in eligible:
            return key
        raise ValueError(
            f"按出生日期不能报{names.get(key, key)}，可以报：{_division_forms(eligible, names)}"
        )
    if len(eligible) == 1:
        return eligible[0]
    bounded = [
        d.key
        for d in divisions or ()
        if d.key in eligible and (d.born_on_or_after is not None or d.born_on_or_before is not None)
    ]
    if len(bounded) == 1:
        return bounded[0]
    raise ValueError(
        f"你可以报{len(eligible)}个组别，请在报名里写明一个：{_division_forms(eligible, names)}"
    )


def missing_fields(line: SignupLine, required: Sequence[str]) -> list[str]:
    """The keys of ``required`` (FIELD_KEYS) that ``line`` lacks, in ``required`` order;
    the family counts as given by 【粤】 or ``家族 粤``."""
    return [
        key
        for key in required
        if not line.fields.get(key) and not (key == "family" and line.family)
    ]


def ask_for_fields_cn(missing: Sequence[str], line: SignupLine | None = None) -> str:
    """One Chinese sentence naming each missing field with an example, then a whole
    example line to copy — the player's own name, QQ and fields when ``line`` has a QQ:
    还缺：出生日期（如 出生 2008-05-01）、段位（如 段位 5段），请补全后重新报名，例如：…
    Nothing missing → ""."""
    if not missing:
        return ""
    wanted = "、".join(
        f"{_FIELD_HELP[k][0]}（如 {_FIELD_HELP[k][1]} {_FIELD_HELP[k][2]}）" for k in missing
    )
    if line is not None and line.qq is not None:
        tag = f"【{line.family}】" if line.family else ""
        start = f"报名 {tag}{line.name or '昵称'} {line.qq}"
        given = [f"{_FIELD_HELP[k][1]} {v}" for k, v in line.fields.items() if k != "family"]
    else:
        start, given = "报名 张三 12345678", []
    added = [f"{_FIELD_HELP[k][1]} {_FIELD_HELP[k][2]}" for k in missing]
    return f"还缺：{wanted}，请补全后重新报名，例如：{' '.join([start, *given, *added])}"


def normalise_card(card: str) -> str:
    """A group card for comparison: widths narrowed, every bracket kind as 【】, spaces and
    invisible characters removed, letters case-folded."""
    text = narrow(card)
    text = text.translate(str.maketrans(OPEN_BRACKETS + CLOSE_BRACKETS, "【" * 4 + "】" * 4))
    return re.sub(r"\s", "", text).casefold()


def card_matches(card: str, family: str | None, nick: str, fmt: str = "【{family}】{nick}") -> bool:
    """Whether a group card follows the regulation's format (optional rule): ``card`` equals
    ``fmt`` filled with family and nickname, both through ``normalise_card``; without a
    family the card must be the nickname alone."""
    expected = fmt.format(family=family, nick=nick) if family else nick
    return normalise_card(card) == normalise_card(expected)
