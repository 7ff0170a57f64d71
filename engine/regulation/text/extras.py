"""Readers of the values the schema learnt later: same-unit avoidance in a Swiss (同单位不相遇),
the certificate a sign-up needs (须持段位证书), the format chosen by the field's size (10队及以上
采用积分编排，不足10队采用单循环), special awards with a count and an amount (道德风尚奖3名各10元)
and lucky places (幸运奖第18、28、38名各50元). Each adds a value only where one of its rules
matched, with the sentence it matched in."""

import re
from dataclasses import dataclass

from .found import Reading
from .normalise import Sentence

_AVOID = re.compile(
    r"同(单位|队|代表队|俱乐部)(?:棋手|选手|队员)?(?:之间)?\S{0,4}?(?:不相遇|回避|避开|不对弈|不对局)"
)


def read_avoid_same(sents: list[Sentence], out: Reading) -> None:
    """``同单位不相遇`` (or 回避) → ``unit``; ``同队不相遇``, ``同队棋手不对弈`` → ``team``. Found
    key ``avoid_same``."""
    for s in sents:
        match = _AVOID.search(s.text)
        if match and re.search(r"不(?:回避|避开)|均不回避|不予回避", s.text):
            return  # 各轮比赛同单位选手均不回避配对: no avoidance
        if match and re.search(r"最后\s*(?:1|一)\s*轮|末轮", s.text[: match.end() + 4]):
            return  # 最后一轮同队回避: one round's rule, not the pairing's
        if match:
            out.add("avoid_same", "unit" if match.group(1) == "单位" else "team", s)
            return


_CERTIFICATE = re.compile(r"(?<![未无])(?:须|必须|需)持有?\S{0,16}?(?:段位|等级)证书")


# a group for players with no grade: 定级组：无等级称号者, 无级组
_UNGRADED_GROUP = re.compile(r"(?:定级组|无级组|无段组|入门组)\s*:?\s*\S{0,4}(?:无|未获|没有)")


def read_certificate(sents: list[Sentence], out: Reading) -> None:
    """``参赛棋手须持有中国围棋协会颁发的业余段位证书``: only holders may sign up. Found key
    ``certificate_required``; a division's own (级位组：未获得段位证书者) is not this."""
    if any(_UNGRADED_GROUP.search(s.text) for s in sents):
        return  # (十二)定级组：无等级称号者: a group of players with no certificate to show
    for s in sents:
        if re.match(r"\(?\d{0,2}[、.)]?\s*[\u4e00-\u9fffA-Za-z0-9]{1,8}组", s.text):
            continue  # 段位组须持有段位证书: that division's, not the sign-up's
        if re.search(r"除\S{1,10}?组外|其余各组|其他各组", s.text):
            continue  # 除定级组外，其余各组需持有…证书: some groups' entry, not the sign-up's
        if _CERTIFICATE.search(s.text):
            out.add("certificate_required", True, s)
            return


_SIZE = re.compile(
    r"(?P<n>\d{1,3})\s*(?P<unit>队|人|名)\s*(?:\(含\))?\s*(?:及|或)?以上\S{0,6}?"
    r"(?:采用|进行|实行)\s*(?:积分编排|瑞士制|编排积分)\S{0,6}?[,;]\s*"
    r"不足\s*(?P<m>\d{1,3})\s*(?:队|人|名)?\S{0,6}?(?:采用|进行|实行)\s*(?P<small>单循环|双循环)"
)


@dataclass(frozen=True)
class ReadFieldSize:
    """``below`` entries or more play the Swiss; fewer play ``small`` (a round robin kind)."""

    below: int
    small: str  # "round_robin" | "double_round_robin"


_SIZE_SMALL_FIRST = re.compile(
    r"不足\s*(?P<m>\d{1,3})\s*(?:队|人|名)?\S{0,6}?(?:采用|进行|实行)\s*(?P<small>单循环|双循环)"
    r"\S{0,6}?[,;]\s*(?P<n>\d{1,3})\s*(?:队|人|名)\s*(?:\(含\))?\s*(?:及|或)?以上\S{0,6}?"
    r"(?:采用|进行|实行)\s*(?:积分编排|瑞士制|编排积分)"
)


def read_field_size(sents: list[Sentence], out: Reading) -> None:
    """``10队及以上采用积分编排，不足10队采用单循环`` (or the small field first): the same count
    both sides. Found key ``field_size``."""
    for s in sents:
        match = _SIZE.search(s.text) or _SIZE_SMALL_FIRST.search(s.text)
        if match and match.group("n") == match.group("m"):
            small = "double_round_robin" if match.group("small") == "双循环" else "round_robin"
            out.add("field_size", ReadFieldSize(int(match.group("n")), small), s)
            return


@dataclass(frozen=True)
class ReadAward:
    name: str
    count: int
    amount: int


_AWARD = re.compile(
    r"(?:另设|并设|设立|设置|设)?(?P<name>[\u4e00-\u9fff]{2,12}?奖)\s*(?P<count>\d{1,2})\s*[名人]"
    r"\s*[,:]?\s*(?P<each>各|每人|每名)?\s*(?:奖励|奖金|发放)?\s*(?:奖金)?\s*(?P<amount>\d{1,6})\s*元"
)
_NOT_AWARD = re.compile(r"等奖|幸运|(?<!最佳)名次|团体|优胜|获奖|设奖|奖励|奖金|前\d|每组|各组")
# an award with no money written: 设最佳进步奖1名，体育道德风尚奖2名
_BARE_AWARD = re.compile(
    r"(?:另设|并设|设立|设置|设)?(?P<name>[\u4e00-\u9fff]{2,10}?奖)\s*(?P<count>\d{1,2})\s*名"
    r"(?=\s*(?:[,、;。]|$))"
)


# two awards with a count each: 并设优秀组织奖和道德风尚奖各一名
_BARE_PAIR = re.compile(
    r"(?:另设|并设|设立|设置|设)(?P<a>[\u4e00-\u9fff]{2,8}?奖)\s*[和及、与]\s*(?P<b>[\u4e00-\u9fff]{2,8}?奖)"
    r"\s*各\s*(?P<count>\d{1,2})\s*名(?=\s*(?:[,、;。]|$))"
)


def _bare_awards(text: str) -> list[ReadAward]:
    """The awards a sentence names with winners and no money (nothing of yuan, 奖金 or 奖励
    written after any of them): each pays nothing."""
    pair = _BARE_PAIR.search(text)
    if pair and not re.search(r"\d\s*元|奖金|奖励|奖品", text[pair.end() :]):
        names = (pair.group("a"), pair.group("b"))
        if not any(_NOT_AWARD.search(n) for n in names):
            return [ReadAward(n, int(pair.group("count")), 0) for n in names]
    found = list(_BARE_AWARD.finditer(text))
    if not found or re.search(r"\d\s*元|奖金|奖励|奖品", text[found[0].end() :]):
        return []
    return [
        ReadAward(m.group("name"), int(m.group("count")), 0)
        for m in found
        if not _NOT_AWARD.search(m.group("name")) and int(m.group("count")) >= 1
    ]


def read_special_awards(sents: list[Sentence], out: Reading) -> None:
    """``设道德风尚奖3名，各奖励10元``, ``设道德风尚奖1名，奖励10元``: a named award, its number of
    winners and what each receives (several winners need 各/每人: else the sum is not split
    for certain). Found key ``special_awards``."""
    awards: list[ReadAward] = []
    used: list[Sentence] = []
    for s in sents:
        teams = re.match(r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?团体", s.text)
        if teams and not re.search(r"并设|另设|同时设", s.text):
            continue  # 1、团体取一等奖1名…组织奖4名: the teams' awards (团体奖…，并设… stands)
        for match in _AWARD.finditer(s.text):
            name, count = match.group("name"), int(match.group("count"))
            if _NOT_AWARD.search(name) or count < 1 or (count > 1 and not match.group("each")):
                continue
            if any(a.name == name for a in awards):
                continue
            awards.append(ReadAward(name, count, int(match.group("amount"))))
            if s not in used:
                used.append(s)
        if not _AWARD.search(s.text):
            for award in _bare_awards(s.text):
                if all(a.name != award.name for a in awards):
                    awards.append(award)
                    if s not in used:
                        used.append(s)
    if awards:
        out.add("special_awards", awards, *used)


@dataclass(frozen=True)
class ReadLucky:
    places: tuple[int, ...]
    amount: int


_LUCKY = re.compile(
    r"幸运奖\S{0,6}?第?\s*(?P<places>(?:\d{1,3}\s*[、,和及]\s*)+\d{1,3})\s*名"
    r"\s*,?\s*(?:各|每人)\s*(?:奖励|奖金)?\s*(?P<amount>\d{1,6})\s*元"
)


def read_lucky_places(sents: list[Sentence], out: Reading) -> None:
    """``设幸运奖：第18、28、38名各50元``: those places each receive the amount. Found key
    ``lucky_places``."""
    for s in sents:
        match = _LUCKY.search(s.text)
        if match:
            places = tuple(int(p) for p in re.split(r"\s*[、,和及]\s*", match.group("places")))
            if len(set(places)) == len(places):
                out.add("lucky_places", [ReadLucky(places, int(match.group("amount")))], s)
                return
