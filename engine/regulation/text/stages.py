"""Readers of the stages: groups (分A、B、C、D共4个组, 每组32人, 每组设种子选手2名), who goes on
(每组选前6名选手加8名外卡, 前8名进入淘汰赛, 共32名进入决赛), a knockout's size (16人单败淘汰赛),
fouls that lose a game (两次犯规判负) and a third-place match (负者三、四名)."""

import re

from .found import Reading
from .normalise import Sentence

# groups named by their letters: 分A、B、C、D共4个组, 分为A、B两组, 分为A组、B组…H组共8个小组
GROUP_LETTERS = re.compile(
    r"分\s*(?:为|成)?\s*([A-H](?:\s*[、,]\s*[A-H])+)\s*(?:共\s*)?(?:\d+\s*个?)?\s*组"
    r"|分\s*(?:为|成)?\s*((?:[A-H]组\s*[、,]\s*)+[A-H]组)"
)


def read_stages(sents: list[Sentence], out: Reading) -> None:
    """The stage values a sentence writes; found keys ``groups``, ``group_size``,
    ``seeds_per_group``, ``advance_per_group``, ``wildcards``, ``advance``,
    ``knockout_size``, ``bracket``, ``fouls_to_lose_game``, ``third_place``."""
    for s in sents:
        text = s.text
        letters = GROUP_LETTERS.search(text)
        if letters:
            out.add("groups", re.findall(r"[A-H]", letters.group(1) or letters.group(2)), s)
        else:
            count = re.search(r"分\s*(?:成|为)?\s*(\d{1,2})\s*个?\s*[大小]?组", text)
            if count and 2 <= int(count.group(1)) <= 8:
                out.add("groups", [chr(65 + i) for i in range(int(count.group(1)))], s)
        size = re.search(r"每组\s*(\d{1,3})\s*人", text)
        if size:
            out.add("group_size", int(size.group(1)), s)
        seeds = re.search(r"每组设?\s*种子(?:选手)?\s*(\d{1,2})\s*名", text)
        if seeds:
            out.add("seeds_per_group", int(seeds.group(1)), s)
        per_group = re.search(
            r"每组\s*(?:选|取|录取)?\s*(?:前|首)\s*(\d{1,2})\s*名|[大小]?组\S{0,3}[,，]\s*各取前\s*(\d{1,2})\s*名",
            text,
        )  # 分成2个小组，各取前8名
        if per_group:
            out.add("advance_per_group", int(per_group.group(1) or per_group.group(2)), s)
        wild = re.search(r"(\d{1,2})\s*名\s*外卡", text)
        if wild:
            out.add("wildcards", int(wild.group(1)), s)
        into = re.search(r"共\s*(\d{1,3})\s*名\s*进入\s*(?:决赛|淘汰)", text)
        if into:
            out.add("knockout_size", int(into.group(1)), s)
        top = re.search(
            r"(?<!每组)(?<!每组选)前\s*(\d{1,2})\s*名\s*(?:棋手|选手)?\s*(?:进入|晋级)\s*(?:决赛|淘汰|复赛)",
            text,
        )
        if top and not per_group:
            out.add("advance", int(top.group(1)), s)
        bracket = re.search(r"(\d{1,3})\s*人\s*(?:单败)?\s*淘汰", text)
        if bracket:
            out.add("bracket", int(bracket.group(1)), s)
        fouls = re.search(r"(\d)\s*次\s*犯规\s*判负", text)
        if fouls:
            out.add("fouls_to_lose_game", int(fouls.group(1)), s)
        if re.search(
            r"负者\s*(?:争夺)?\s*(?:第)?\s*[3三]\s*、\s*[4四]\s*名|3、4名决赛"
            r"|(?<![\d前])(?:三四|34)名\s*(?:决赛|之争|争夺|排位)"  # 三四名决赛 (read 34名决赛)
            r"|季(?:殿)?军(?:赛|战|争夺战|决赛)|铜牌赛",  # 由半决赛败者进行季军赛, 季殿军赛
            text,
        ):
            out.add("third_place", True, s)


def read_groups_field(out: Reading) -> None:
    """The knockout after groups: the groups' count times each one's first k (2 groups × 8 →
    16), when no sentence gives it and the product is a power of two (a full bracket); found
    key ``knockout_size``, from the sentences the two came from."""
    groups, per_group = out.found.get("groups"), out.found.get("advance_per_group")
    if "knockout_size" in out.found or groups is None or per_group is None:
        return
    if not isinstance(groups.value, list) or not isinstance(per_group.value, int):
        return
    n = len(groups.value) * per_group.value
    if n >= 4 and not n & (n - 1) and out.value("wildcards") is None:
        out.add("knockout_size", n, *groups.sources, *per_group.sources)


# the players a knockout starts with: 共计32人进入本赛, 共16名棋手参加正赛
_FIELD_IN = re.compile(
    r"共(?:计|有)?\s*(\d{1,3})\s*(?:人|名)\s*(?:棋手|选手)?\s*(?:进入|参加)\s*(?:本赛|正赛|淘汰赛)"
    r"|淘汰\S{0,3}[,，]\s*共\s*(\d{1,3})\s*(?:人|名)\s*参赛"  # 单败淘汰制，共16人参赛
    r"|组成\s*(\d{1,3})\s*(?:人|名)\s*的\s*(?:本赛|正赛|主赛)"  # 和16名种子选手组成32人的本赛阵容
    # 本赛由32名职业女子棋手进行五轮淘汰赛
    r"|由\s*(\d{1,3})\s*(?:名|位)\S{0,8}?(?:棋手|选手)进行\S{0,4}?淘汰赛"
)


def read_knockout_field(sents: list[Sentence], out: Reading) -> None:
    """A knockout's bracket from the players it starts with (``预赛选出24名棋手加上直选的8位棋手
    共计32人进入本赛``) when the event is a knockout alone and the number a power of two (4 or
    more); found key ``bracket``."""
    if out.value("format") != "knockout" or "bracket" in out.found:
        return
    for s in sents:
        match = _FIELD_IN.search(s.text)
        if match:
            n = int(next(g for g in match.groups() if g))
            if n >= 4 and not n & (n - 1):
                out.add("bracket", n, s)
            return
    for k, s in enumerate(sents):  # 五、参赛人员： / 全国象棋锦标赛（个人）男子冠军…共16人
        head = _ENTRANTS_HEAD.match(s.text) or (k and _ENTRANTS_HEAD.fullmatch(sents[k - 1].text))
        counted = _ENTRANTS_COUNT.search(s.text)
        if head and counted:
            n = int(counted.group(1))
            if n >= 4 and not n & (n - 1):
                out.add("bracket", n, s)
            return
    if qualifiers_dated(sents):
        return  # 初选：6月19日… / 决选：八强：6月21日: the final stage's draw, not the entries'
    halves = [
        (int(m.group(1)), s)
        for s in sents
        for m in _HALVED.finditer(s.text)
        if int(m.group(1)) == 2 * int(m.group(2)) and int(m.group(1)) >= 8
    ]
    best = [  # in the timetable, not a prize's or a fee's line (32强NT$4,000元)
        (int(m.group(1)), s)
        for s in sents
        if not re.search(r"元|\$|费|奖", s.text)
        for m in _BEST.finditer(s.text)
    ]
    if len({n for n, _ in best}) >= 2:  # 第一轮（32强）… 第二轮（16强）: the last 32, then 16
        halves += [(n, s) for n, s in best if n >= 8]
    if halves:  # 第一轮（32进16） … 第二轮（16进8）: the bracket its first round halves
        n, s = max(halves, key=lambda h: h[0])
        if not n & (n - 1):
            out.add("bracket", n, s)


# the entrants' clause under its heading, with their number: 参赛人员：…共16人
_ENTRANTS_HEAD = re.compile(r"^(?:\S{1,4}[、.])?\s*参赛(?:人员|对象|棋手|选手)\s*:\s*")
_ENTRANTS_COUNT = re.compile(r"共\s*(\d{1,3})\s*(?:人|名)(?=\s*(?:[,，。;；]|$))")
_HALVED = re.compile(r"(?<!\d)(\d{1,3})\s*进\s*(\d{1,3})(?!\d)")
_BEST = re.compile(r"(?<![\d前])(\d{1,3})\s*强(?:赛)?(?![\d\u4e00-\u9fff]{0,1}名)")


# a qualifying stage's own day on its line: 初赛：2019年2月25日 / 初选：6月19日、6月20日 /
# 1、资格赛：预定2020年2月3日开赛
_QUALIFIER_DAYS = re.compile(
    r"^(?:\S{1,3}[、.])?\s*(?:初赛|初选|预赛|预选赛|资格赛)\s*:\s*(?:预定)?\s*"
    r"(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*[日号]"
)


def qualifiers_dated(sents: list[Sentence]) -> bool:
    """Whether a qualifying stage has days of its own before the main draw (``初选：6月19日…``
    then ``决选：八强：6月21日…``): the draw's rounds (八强, 决赛) are then not the event's
    first rounds, and its size is no bracket of the entries."""
    return any(_QUALIFIER_DAYS.match(s.text) for s in sents)
