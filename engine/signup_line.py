"""One sign-up line (报名): ``[报名] [【家族】]昵称 QQ号 [键 值]…`` (seed 000 §二.2, INTERFACE.md)
read into a ``SignupLine``: the nickname, the family tag, the QQ number among the other digit runs,
and the ``键 值`` fields. engine/signup.py tells a sign-up message from conversation and splits a
chain (接龙) into these lines.

Parsing works on a width-normalised copy of the text (full-width digits, letters, brackets and
punctuation mapped one character to one character onto ASCII), so positions found in the copy
slice the original: nicknames keep exactly what the player wrote. No step re-reads what it has
passed (no search over a growing prefix, no regular expression backtracking through nested
repeats).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import get_args

from engine.fields import SignupField
from engine.signup_fields import (
    CHAMPION_NUMBER,
    CLOSE_BRACKETS,
    INVISIBLE,
    OPEN_BRACKETS,
    normalise_level,
    parse_birth,
    parse_board,
    parse_certificate,
    parse_dan,
    parse_gender,
    parse_number,
    parse_rating,
    raw_chars,
    split_tokens,
)

FIELD_KEYS: tuple[str, ...] = get_args(SignupField)
"""Every sign-up field's normalised key (the regulation's ``signup.fields`` names them)."""

# key word in the message → normalised key
_KEY_WORDS = {
    "家族": "family",
    "出生日期": "birth",
    "出生": "birth",
    "生日": "birth",
    "段位": "dan",
    "组别": "division",
    "分组": "division",
    "等级分": "rating",
    "等级": "level",
    "级别": "level",
    "性别": "gender",
    "队伍": "team",
    "代表队": "team",
    "台次": "board",
    "代表单位": "unit",
    "单位": "unit",
    "编号": "number",
    "段位证书": "certificate",
    "证书": "certificate",
}
# a key word not glued to a preceding letter or Chinese character
_KEY = re.compile(
    r"(?<![^\W\d_])(" + "|".join(sorted(_KEY_WORDS, key=len, reverse=True)) + r")[ \t]*[:=]?[ \t]*"
)

_VALIDATED = {
    "birth": lambda v: parse_birth(v).isoformat(),
    "dan": lambda v: parse_dan(v).label,
    "gender": parse_gender,
    "number": parse_number,
    "certificate": parse_certificate,
    "rating": parse_rating,
    "board": parse_board,
}


def _free_value(key: str, value: str) -> str:
    return normalise_level(value) if key == "level" else value


def _infer_field(token: str) -> tuple[str, str] | None:
    """A value written without its key word, when its shape says which field it is."""
    for key, read in _VALIDATED.items():
        if key in ("certificate", "rating", "board"):
            continue  # 有/无 and a bare number only after their key word
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
    for k, after in zip(keys, [*keys[1:], None], strict=False):
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
    value (出生 20080501), runs that start a word before runs glued to one (恋恋346631485). In a
    run of space-separated groups the last group is the QQ if it is valid alone (恋恋 2 346631485),
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
            second = _second_group(w, start, end)  # the first group is the value (编号 6 12345678)
            if second is None:
                continue
            start, glued = second, False
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
KEYWORD = re.compile(rf"{_BLANK}*(?:[{raw_chars('/#')}]{_BLANK}*)?报名")
_NAME_TRIM = " \t,，、;；:：|｜=-—－"


def _family_tag(w: str, pos: int) -> tuple[str | None, int] | None:
    """The 【家族】 tag opening ``w`` at ``pos`` (spaces and : , ; before it allowed): the
    family (None when the brackets are empty) and where the tag ends; None without a tag."""
    tag = _FAMILY_TAG.match(w, pos)
    if tag is None or len(tag[1].strip()) > _MAX_FAMILY:
        return None
    return tag[1].strip() or None, tag.end()


def stands_apart(w: str, pos: int) -> bool:
    """Whether 报名 ending at ``pos`` stands apart: a space, colon, comma or bracket, or
    nothing, follows."""
    return pos == len(w) or w[pos] in " \t:=,;" or w[pos] in OPEN_BRACKETS


def _clean_name(original: str) -> str:
    name = re.sub(r"\s+", " ", original.translate(INVISIBLE))
    return name.strip(_NAME_TRIM)


@dataclass(frozen=True)
class Attempt:
    """A line parsed, with what the recognisers need to judge it."""

    line: SignupLine
    separated: bool  # 报名 is followed by a space, colon, bracket or nothing
    tagged: bool  # a 【家族】 tag opens the name
    qq_seen: bool  # some digit run was taken for the QQ
    body: str  # the normalised text after 报名
    unknown: tuple[str, ...]  # tokens after the QQ that no field explains


def parse_line(w: str, o: str, number: int | None = None, raw: str | None = None) -> Attempt:
    """Parse one line ``o`` (``w`` is ``narrow(o)``); ``raw`` is the line as sent when
    ``o`` is only its body (a chain line without its number)."""
    pos = 0
    keyword = KEYWORD.match(w)
    separated = False
    if keyword:
        pos = keyword.end()
        separated = stands_apart(w, pos)
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
    return Attempt(line, separated, tag is not None, qq is not None, body, tuple(unknown))
