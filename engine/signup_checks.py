"""The pure checks the sign-up service runs on a sign-up with the regulation's parameters:
the public form of a QQ number, divisions by birth date and by name, the fields a regulation
requires (and the reply asking for them), the group card's format."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from engine.numbers import echo
from engine.signup_fields import CLOSE_BRACKETS, OPEN_BRACKETS, narrow
from engine.signup_line import SignupLine

if TYPE_CHECKING:  # the regulation package imports the formats, which import this module
    from engine.regulation.schema import Division

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
    "rating": ("等级分", "等级分", "1850"),
    "board": ("台次", "台次", "2"),
    "unit": ("单位", "单位", "深圳"),
}


def mask_qq(qq: int | str) -> str:
    """Public form of a QQ number: the first 4 and last 2 digits with **** between
    (346631485 → 3466****85). Shorter numbers show less so that at least 3 digits stay
    hidden: 7–8 digits keep 2 + 2, 5–6 digits keep 1 + 1; anything shorter is all ****."""
    digits = str(qq)
    n = len(digits)
    head, tail = (4, 2) if n >= 9 else (2, 2) if n >= 7 else (1, 1) if n >= 5 else (0, 0)
    return digits[:head] + "****" + (digits[n - tail :] if tail else "")


@dataclass(frozen=True)
class Applicant:
    """What a sign-up tells about who may enter which division: the birth date, 性别 (男/女),
    等级分 and whether the certificate is held (证书 有); None where the sign-up does not say."""

    birth: date | None = None
    gender: str | None = None
    rating: int | None = None
    certificate: bool = False


def _band(d: Division) -> str:
    if d.rating_from is not None and d.rating_to is not None:
        return f"{d.rating_from}–{d.rating_to}"
    return f"{d.rating_from} 及以上" if d.rating_from is not None else f"{d.rating_to} 及以下"


def refusal(d: Division, who: Applicant) -> str | None:
    """Why ``d`` does not admit ``who`` (one Chinese sentence), None when it does: the birth date
    (``Division.admits``), then the gender, the rating band (inclusive) and the certificate
    (held, or for ``without_certificate`` not held)."""
    if d.by_birth and (who.birth is None or not d.admits(who.birth)):
        return f"按出生日期不能报{d.name}"
    if d.gender is not None and who.gender != d.gender:
        given = f"（你的性别：{who.gender}）" if who.gender else "（请写明 性别 男 或 性别 女）"
        return f"{d.name}只限{d.gender}棋手报名{given}"
    if d.by_rating:
        low, high = d.rating_from, d.rating_to
        if who.rating is None:
            return f"{d.name}限等级分 {_band(d)}（请写明等级分，如 等级分 1850）"
        if (low is not None and who.rating < low) or (high is not None and who.rating > high):
            return f"{d.name}限等级分 {_band(d)}（你的等级分：{who.rating}）"
    if d.certificate and not who.certificate:
        return f"{d.name}须持有段位证书（报名写 证书 有）"
    if d.without_certificate and who.certificate:
        return f"{d.name}只限未获得段位证书者（你写了 证书 有；没有证书请写 证书 无）"
    return None


def eligible_divisions(who: date | Applicant, divisions: Sequence[Division]) -> list[str]:
    """Keys of the regulation's divisions ``who`` fits (a birth date alone or an ``Applicant``):
    by birth ``Division.admits`` (after ≤ birth ≤ before, a missing bound open; 002: youth
    after = 2005-01-01, open B before = 1983-12-31, open A unbounded), then gender, rating band
    and certificate (``refusal``)."""
    applicant = who if isinstance(who, Applicant) else Applicant(birth=who)
    return [d.key for d in divisions if refusal(d, applicant) is None]


def told_apart_by(divisions: Sequence[Division]) -> list[str]:
    """The sign-up fields (FIELD_KEYS) the divisions are chosen by, asked of every sign-up:
    the birth date where a division bounds it or none is bounded otherwise (divisions by name
    alone keep asking it), 性别 where one has a gender, 等级分 where one has a band, 证书 where
    one needs it or admits only those without it."""
    if not divisions:
        return []
    keys = []
    if any(d.by_birth for d in divisions) or not any(d.bounded for d in divisions):
        keys.append("birth")
    if any(d.gender for d in divisions):
        keys.append("gender")
    if any(d.by_rating for d in divisions):
        keys.append("rating")
    if any(d.certificate or d.without_certificate for d in divisions):
        keys.append("certificate")
    return keys


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
    eligible: Sequence[str],
    requested: str | None,
    divisions: Sequence[Division] | None = None,
    reasons: Mapping[str, str] | None = None,
) -> str:
    """The player's division: the requested one if eligible, else the only eligible one.

    With two eligible and none requested, the one with a bound (002: youth for those born
    on/after 2005-01-01, open B on/before 1983-12-31, "open A otherwise": the player chooses
    open A by asking for it; likewise a gender, a rating band or a certificate); when that does
    not settle it (no ``divisions`` given, or several bounded ones fit), ValueError asking the
    player to choose. ``requested`` may be a key or, with ``divisions``, any form
    ``resolve_division`` reads; ``divisions`` also gives the names in messages; ``reasons``
    (``refusal`` by key) say why a division not eligible refuses (default: the birth date)."""
    names = {d.key: d.name for d in divisions} if divisions else {}
    reasons = reasons or {}
    if not eligible:
        if reasons:
            raise ValueError("没有可以报的组别：" + "；".join(dict.fromkeys(reasons.values())))
        raise ValueError("按出生日期没有可以报的组别")
    if requested:
        key = resolve_division(requested, divisions) if divisions else requested.strip()
        if key in eligible:
            return key
        why = reasons.get(key) or f"按出生日期不能报{names.get(key, key)}"
        raise ValueError(f"{why}，可以报：{_division_forms(eligible, names)}")
    if len(eligible) == 1:
        return eligible[0]
    bounded = [d.key for d in divisions or () if d.key in eligible and d.bounded]
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
