"""Sign-up field values as people type them (dan, birth date, gender, certificate, team
number, Tiantian Xiangqi level, rating) and the character normalisation the sign-up parser shares:
full-width forms read as ASCII, one character to one character."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from engine.numbers import echo

# --- text normalisation -------------------------------------------------------------------

# One character to one character, so indices in the normalised copy index the original.
_NARROW = {cp: cp - 0xFEE0 for cp in range(0xFF01, 0xFF5F)}  # full-width ASCII block
_NARROW.update({0x3000: 0x20, 0x00A0: 0x20, 0x200B: 0x20, 0xFEFF: 0x20, 0x3001: ord(",")})
INVISIBLE = dict.fromkeys((0x200B, 0xFEFF))

OPEN_BRACKETS = "【[〔〖"
CLOSE_BRACKETS = "】]〕〗"


def narrow(text: str) -> str:
    """Full-width digits, letters and punctuation (and 、) as ASCII; same length as ``text``."""
    return text.translate(_NARROW)


def raw_chars(narrow: str) -> str:
    """For a regex character class: every character whose narrowed form is in ``narrow``."""
    wide = [chr(cp) for cp, to in _NARROW.items() if chr(to) in narrow]
    return re.escape(narrow + "".join(wide))


def split_tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,;|]+", text) if t]


# --- field values ---------------------------------------------------------------------------

_CN_DIGITS = {
    "初": 1,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    "十": 10,
}


@dataclass(frozen=True)
class Dan:
    """A Go grade: ``level`` 1..9 dan, or a kyu grade as a negative number (3级 → -3),
    ``pro`` for professional dan. Ordering by ``level`` is ordering by strength."""

    level: int
    pro: bool = False

    @property
    def label(self) -> str:
        """Canonical text: 初段, 5段, 职业初段, 3级."""
        if self.level < 0:
            return f"{-self.level}级"
        number = "初" if self.level == 1 else str(self.level)
        return f"{'职业' if self.pro else ''}{number}段"


_DAN_FORMS = (
    # 5段, 业余5段, 业5段, 五段, 初段, 职业初段, 职业5段
    re.compile(r"(?P<pro>职业)?(?:业余|业)?(?P<n>[0-9]{1,2}|[初一二两三四五六七八九])段"),
    re.compile(r"(?P<n>[0-9])(?P<unit>[dp])"),  # 5d, 1p
    re.compile(r"(?P<unit>p)(?P<n>[0-9])"),  # p5
    re.compile(r"(?:业余)?(?P<kyu>[0-9]{1,2}|[一二两三四五六七八九十])级"),  # 3级
)


def _number(text: str) -> int:
    return int(text) if text.isdigit() else _CN_DIGITS[text]


def parse_dan(text: str) -> Dan:
    """Read a Go grade: 5段, 业余5段, 五段, 5d, 初段 (=1 dan), 职业初段 / 1p (professional),
    3级 (kyu, level -3). Amateur dan 1–8, professional 1–9, kyu 1–25; else ValueError."""
    compact = re.sub(r"\s", "", narrow(text)).lower()
    for form in _DAN_FORMS:
        m = form.fullmatch(compact)
        if not m:
            continue
        groups = m.groupdict()
        if groups.get("kyu"):
            kyu = _number(groups["kyu"])
            if 1 <= kyu <= 25:
                return Dan(-kyu)
            break
        level = _number(groups["n"])
        pro = bool(groups.get("pro")) or groups.get("unit") == "p"
        if 1 <= level <= (9 if pro else 8):
            return Dan(level, pro)
        break
    raise ValueError(f"段位看不懂：{echo(text)}，请写成 段位 5段（职业棋手写 段位 职业初段）")


_BIRTH_FORMS = (
    re.compile(r"(?P<y>[0-9]{4})[-./](?P<m>[0-9]{1,2})[-./](?P<d>[0-9]{1,2})"),
    re.compile(r"(?P<y>[0-9]{4})(?P<m>[0-9]{2})(?P<d>[0-9]{2})"),
    re.compile(r"(?P<y>[0-9]{4})年(?P<m>[0-9]{1,2})月(?P<d>[0-9]{1,2})日?"),
)


def parse_birth(text: str) -> date:
    """Read a birth date: 2008-05-01, 2008-5-1, 2008.5.1, 2008/05/01, 20080501,
    2008年5月1日. A year before 1900 or a day that does not exist raises ValueError."""
    compact = re.sub(r"\s", "", narrow(text))
    for form in _BIRTH_FORMS:
        m = form.fullmatch(compact)
        if m:
            try:
                born = date(int(m["y"]), int(m["m"]), int(m["d"]))
            except ValueError:
                break
            if born.year >= 1900:
                return born
            break
    raise ValueError(f"出生日期看不懂：{echo(text)}，请写成 出生 2008-05-01")


_GENDERS = {
    "男": "男",
    "男性": "男",
    "男子": "男",
    "男生": "男",
    "女": "女",
    "女性": "女",
    "女子": "女",
    "女生": "女",
}


def parse_gender(text: str) -> str:
    """Read a gender: 男/男性/男子/男生 → 男, 女/女性/女子/女生 → 女; else ValueError."""
    try:
        return _GENDERS[re.sub(r"\s", "", text)]
    except KeyError:
        raise ValueError(f"性别看不懂：{echo(text)}，请写 性别 男 或 性别 女") from None


_YES_NO = {
    "有": "有",
    "是": "有",
    "已提供": "有",
    "提供": "有",
    "无": "无",
    "没有": "无",
    "否": "无",
    "未提供": "无",
}


def parse_certificate(text: str) -> str:
    """Read whether a 5-dan holds the certificate (seed 002 报名(二)1): 有/是/已提供 → 有,
    无/没有/否/未提供 → 无; else ValueError."""
    try:
        return _YES_NO[re.sub(r"\s", "", text)]
    except KeyError:
        raise ValueError(f"段位证书看不懂：{echo(text)}，请写 证书 有 或 证书 无") from None


MAX_RATING = 4000
"""The highest 等级分 accepted (no rating list, Elo or Chinese, comes near it)."""


def parse_rating(text: str) -> str:
    """Read a rating (等级分, an integer 0..MAX_RATING: 2150, ２１５０, 2150分) as its decimal
    digits ("2150"); else ValueError."""
    compact = re.sub(r"\s", "", narrow(text)).removesuffix("分")
    if re.fullmatch(r"[0-9]{1,4}", compact) and int(compact) <= MAX_RATING:
        return str(int(compact))
    raise ValueError(f"等级分看不懂：{text.strip()}，请写 0 到 {MAX_RATING} 的整数，如 等级分 1850")


def parse_board(text: str) -> str:
    """Read a team sign-up's board (台次, a whole number 1..12: 2, ２, 第2台) as its decimal digits
    ("2"); else ValueError."""
    compact = re.sub(r"\s", "", narrow(text)).removeprefix("第").removesuffix("台")
    if re.fullmatch(r"[0-9]{1,2}", compact) and 1 <= int(compact) <= 12:
        return str(int(compact))
    raise ValueError(f"台次看不懂：{echo(text)}，请写 台次 1 到 12 的整数，如 台次 2")


def rating_value(fields: Mapping[str, object] | None) -> int | None:
    """The rating a sign-up's fields hold (``rating``), or None when it has none."""
    value = (fields or {}).get("rating")
    if not isinstance(value, str | int | float):
        return None
    try:
        return int(value) if str(value).strip() else None
    except ValueError:
        return None


CHAMPION_NUMBER = "擂主"
SUBSTITUTE_NUMBER = "替补"
"""A team's registered substitute (seed 004 七(二)3): no number of its own until ``/替补``."""


def parse_number(text: str, numbers: Collection[str | int] | None = None) -> str:
    """Read a team number (seed 004): 6, 6号, #6, No.6 → "6"; 擂主 → "擂主"; 替补 → "替补" (a
    registered substitute). With ``numbers`` (the regulation's numbers) the result must be one of
    them, else ValueError."""
    compact = re.sub(r"\s", "", narrow(text))
    m = re.fullmatch(r"(?:no\.?|#)?([0-9]{1,3})号?", compact, re.IGNORECASE)
    if m and int(m[1]) > 0:
        number = str(int(m[1]))
    elif compact in (CHAMPION_NUMBER, SUBSTITUTE_NUMBER):
        number = compact
    else:
        number = ""
    allowed = None if numbers is None else [str(n) for n in numbers]
    if number and (allowed is None or number in allowed):
        return number
    choices = "、".join(allowed) if allowed else f"1、2、3…、{CHAMPION_NUMBER}或{SUBSTITUTE_NUMBER}"
    raise ValueError(f"编号不对：{echo(text)}，可写：{choices}（如 编号 6）")


def normalise_level(text: str) -> str:
    """Context-free canonical level text: spaces removed, 业余 → 业, 9级3星 → 9-3, a bare
    9-3 → 业9-3 (Tiantian Xiangqi levels, seed 003)."""
    level = re.sub(r"\s", "", narrow(text)).replace("业余", "业")
    level = re.sub(r"([0-9])级([0-9])星?", r"\1-\2", level)
    level = re.sub(r"[–—_~]", "-", level)
    return "业" + level if re.fullmatch(r"[0-9]-[0-9]", level) else level


def _level_examples(scale: Sequence[str]) -> str:
    shown = list(scale) if len(scale) <= 5 else [*scale[:4], "…", scale[-1]]
    return "、".join(shown)


def parse_level(text: str, scale: Sequence[str]) -> str:
    """The entry of ``scale`` (high to low) that ``text`` names, compared after
    ``normalise_level``; an unknown level raises ValueError listing examples."""
    wanted = normalise_level(text)
    for entry in scale:
        if normalise_level(entry) == wanted:
            return entry
    raise ValueError(f"等级看不懂：{echo(text)}，可写：{_level_examples(scale)}（如 等级 业9-3）")


def level_rank(level: str, scale: Sequence[str]) -> int:
    """Rank of ``level`` in ``scale`` listed high to low: 1 = the highest (特级大师), so
    sorting by rank ascending puts the strongest first (seed 003 seeding)."""
    entry = parse_level(level, scale)
    return list(scale).index(entry) + 1
