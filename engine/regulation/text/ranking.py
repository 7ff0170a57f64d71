"""Readers of the ranking and the rewards: the tiebreak chain (名次区分, matched to the
registry by its Chinese names), the divisions and their capacities, the prizes."""

import re
from dataclasses import dataclass
from datetime import date

from .ages import Reference, age_limit, born_limits, note, reference, reference_words
from .division_lists import listed_divisions
from .found import Reading, dates
from .normalise import Sentence, as_written, by_line, split_outside
from .prize_table import prize_table

# (pattern, registry name or None for a name the registry lacks), longest words first
TIEBREAK_WORDS: tuple[tuple[str, str | None], ...] = (
    (r"去[除掉]第\s*1\s*轮(?:的)?得分", None),  # compare without round 1, then round 2 …
    (r"第\s*\d{1,2}\s*台\S{0,2}?成绩|主将\S{0,3}?胜局数?|副将\S{0,3}?胜局数?", None),  # a board's
    (r"中间(?:对手)?分|中位(?:对手)?分|Median\s*Buchholz", "opponents_score_median"),
    (
        r"(?:对手分|布赫兹|Buchholz)\s*\(?\s*(?:去掉|减去|去除|舍去|删去)\s*(?:1\s*个)?\s*最低(?:分|的?\s*1\s*轮)?\s*\)?"
        r"|(?:去掉|减去|去除|舍去|删去)\s*(?:1\s*个)?\s*最低分?的?\s*(?:对手分|布赫兹)"
        r"|(?:Buchholz|布赫兹)\s*(?:Cut|减)\s*1|BH-?C1",
        "opponents_score_less_lowest",
    ),  # Buchholz Cut 1: 对手分（去掉1个最低分）
    (
        r"(?<![得负])胜(?:过的|过)?对手(?:的)?(?:积)?分",
        None,
    ),  # the defeated opponents' scores: none
    # 从首轮起逐轮递减对手分: 对手分 cut from the first round on, neither reading of 逐轮递减
    (r"(?:从|自)(?:首轮|第\s*1\s*轮)起?\s*逐轮递减", None),
    (r"胜最高积分|所胜(?:的)?最高(?:积)?分|所对最高名次|所对(?:的)?最高", None),  # a best opponent
    (r"对手分逐轮递减|逐轮递减", "opponents_score_cut"),
    (r"累进分逐轮递减", "progressive_cut"),
    (r"后胜局数?|后手胜局数?|后走胜局数?|执黑胜局数?", "second_seat_wins"),
    (
        r"后手数|后走数|后手局数|后走局数|后手局多|后走局多|后手次数|后走次数|执黑局数|执黑次数",
        None,
    ),  # games in the second seat: none in the registry
    (r"完成\S{0,8}?时间", None),  # who finished their last game first (an online event)
    (r"净胜(?:局|盘|分)数?", None),  # games won less games lost: none in the registry
    (r"等级分低", None),  # the registry's 等级分 ranks the higher first
    (r"(?:所遇|所对|对手)\S{0,2}?等级分", None),  # the opponents' ratings summed: none
    (r"等级分", "rating"),
    (r"对手(?:队)?(?:的)?总?场分(?:之和|总和)?", "opponents_score"),  # a team's: its own name
    (r"对手(?:队)?(?:的)?总?局分", None),  # the opponents' board points: none
    (r"场分|队分", "match_points"),  # 队分: a team's points for its matches
    (r"局分", "board_points"),
    (r"台次分", "weighted_boards"),
    (r"台分", "board_points"),  # the boards' points summed (a team's 局分)
    (r"对手积分|对手分|对手得分|布赫兹|布赫|Buchholz", "opponents_score"),
    (r"累进分|累进积分|累进", "progressive"),
    (r"索伯分|索伯|索氏分|SB分?|Sonneborn", "sonneborn_berger"),
    (r"后手多优先|后手多者?优先", None),  # more games in the second seat: none in the registry
    (r"双方(?:比赛|对局)?胜方优先|胜方优先|(?:只有)?(?:两|二|2)人\S{0,3}?胜者", "direct_encounter"),
    (r"直胜|执胜|胜负关系|相互之?间?\S{0,2}?胜负|直接胜负|直接对局|相互对局", "direct_encounter"),
    (r"大分", "points"),  # 先大分后小分: the points, then the opponents' score (a Swiss's 小分)
    (r"小分", "opponents_score"),
    (r"胜局数|胜局|胜局多|胜数|胜场数|胜的局数", "wins"),
    (r"犯规次数|犯规", "fouls"),
    (r"警告次数|警告", "warnings"),
    (r"抽签", "lots"),
    (
        r"前\s*1\s*轮排名|前轮名次|上\s*1\s*轮名次|前\s*1\s*轮名次|前轮排名|上轮名次|上轮排名"
        r"|前\s*1\s*轮成绩|上\s*1\s*轮成绩|上轮成绩|上轮积分",
        "previous_ranking",
    ),
    (r"报名序号|报名顺序|报名先后", "signup_order"),
    (r"积分|总分|得分", "points"),
)
# a team event's words read first: 胜场 the matches won, 胜局 the games won over the boards and
# 犯规 the fouls (neither has a team name), 大分/小分 the match and the board points
TEAM_WORDS: tuple[tuple[str, str | None], ...] = (
    (r"胜场数?|胜的场数|胜场多", "match_wins"),
    (r"胜局数?|胜的局数|胜局多", None),
    (r"犯规次数|犯规", None),
    (r"大分", "match_points"),
    (r"小分", "board_points"),
)
_TRIGGER = re.compile(
    r"名次区分|名次排列|排名办法|名次评定|积分相等|积分相同|破同分|同分|确定名次|排定名次"
    r"|(?:积分|个人|团体)排名(?:办法|方法|顺序)?\s*:|名次确定|决定名次|名次的确定|排列名次|计算名次|(?:场分|大分|总分|得分)\S{0,2}相[同等]|名次(?:先|首先)按"
    # 名次以局分高者列前 / 名次由场分…决定 / 名次按积分、…
    r"|依次比较|比较积分|名次[、,]?\s*(?:先以|以|由|按照|按(?=\s*[:：]?\s*\S{0,24}?积分))"
    # 个人成绩按以下顺序：积分、对手分… / 名次的顺序： / 二、名次计算办法：
    r"|(?:成绩|名次)按以下顺序|名次的?顺序\s*:|(?:名次|成绩)计算(?:办法|方法|方式)"
    r"|计算优先|排名优先\S{0,2}:|优先顺序\s*:"  # 计算优先：1. 总得分；2. 对手分；…
    r"|按定名次"  # 以积分按定名次，比小分，累进分…
)
# a sentence going on with the chain: 如场分相同，按…区分 / 比较第1台成绩，以此类推
_GOES_ON = re.compile(
    r"^(?:如|若|再|则|比较|依次|然后|其次|(?:积分|场分|总分|得分)\S{0,2}相[同等])"
)
# an item comparing what no word names (依次比较所胜最优对手): the chain cannot be read whole
_COMPARES = re.compile(r"比较|对比|看")
_ITEM = re.compile(r"^\(?\d{1,2}[、.)．:]\s*\S")


def read_tiebreaks(sents: list[Sentence], out: Reading) -> None:
    """The chain in the order written: the sentence naming 名次区分 (or 积分相等) and the short
    numbered items right after it, up to the first name the registry lacks: that one and all
    after it are listed in ``unknown_tiebreaks`` and left out of the chain. Points lead it."""
    for i, s in enumerate(sents):
        if not _TRIGGER.search(s.text):
            continue
        parts = [s]
        heading = s.text.endswith(":") and len(s.text) <= 16  # （七）名次区分： then its items
        chain_below = False
        for nxt in sents[i + 1 : i + 12]:
            item = _ITEM.match(nxt.text) and len(nxt.text) <= (48 if heading else 24)
            # under a heading, the rest of an item's line is the item's (1、按总得分排列名次。
            # 全胜自动排名第一)
            rest = heading and len(parts) > 1 and nxt.line == parts[-1].line
            # 八、成绩计算方式： then 按积分、对手分、…: the chain on the heading's next line
            under = heading and len(parts) == 1 and re.match(r"^(?:按|依)\S{0,3}积分", nxt.text)
            if item or rest or under or (nxt.line == parts[-1].line and _GOES_ON.match(nxt.text)):
                parts.append(nxt)
                chain_below = chain_below or bool(under)
            else:
                break
        text = "、".join(re.sub(r"^\(?\d{1,2}[、.)．:]", "", p.text) for p in parts)
        if chain_below:  # 八、成绩计算方式： / 按积分、…: the heading names no criterion
            text = "、".join(p.text for p in parts[1:])
        # 对手分（所对弈过程的全部对手的积分之和）: a name's explanation names no criterion
        text = re.sub(r"\([^()]{0,40}?(?:之和|总和|相加|累加|即|指)[^()]{0,40}\)", "", text)
        text = re.sub(r"全胜\S{0,6}?(?:第1|第一|冠军)", "", text)  # 全胜自动排名第一: no criterion
        text = re.sub(r"(?<=:)\s*\(?\d{1,2}[、.)]\s*", "", text)  # 按以下顺序：1、积分；2、…
        chain, unknown = _chain(text)
        if len(chain) + len(unknown) >= 2 or chain not in ([], ["points"], ["match_points"]):
            after = [n.text for n in sents[i + len(parts) :] if n.line == parts[-1].line]
            if _unnamed("、".join([text, *after])) or _first_unknown(text):
                # 依次比较所胜最优对手, or 总分相同以第1台成绩为准: no name after the points
                out.declined.setdefault("tiebreaks", s)
                out.unknown_tiebreaks.extend(unknown)
                return
            alone = out.value("teams") is not True
            if chain[:1] in (["board_points"], ["match_points"]) and alone:
                chain[0] = "points"  # 个人名次以局分高者列前, 每位选手…场分相等时: a player's
            once = [c for i, c in enumerate(chain) if not (i and c in _TEAM_POINTS)]
            if alone and chain[:1] == ["points"] and len(once) > 1:
                chain = once  # 根据每位选手得分排列名次…场分相等时，…对手分: the points named twice
            if chain[:1] not in (["points"], ["match_points"]):
                chain.insert(0, "match_points" if "board_points" in chain else "points")
            out.add("tiebreaks", chain, *parts)
            out.unknown_tiebreaks.extend(unknown)
            team, team_unknown = _chain(text, TEAM_WORDS + TIEBREAK_WORDS)
            if team[:1] not in (["points"], ["match_points"]):
                team.insert(0, "match_points")
            if _first_unknown(text, TEAM_WORDS + TIEBREAK_WORDS):
                team = []  # 场分相同比较胜局: a team's first name after the points unknown
            out.team_tiebreaks = (team, team_unknown)
            return


def _first_unknown(text: str, words: tuple[tuple[str, str | None], ...] = TIEBREAK_WORDS) -> bool:
    """Whether the first name after the points is one the registry lacks (``中间分、对手分``,
    ``团体总分相同，以第1台成绩为准``): the chain's order after the points is not known."""
    hits = _hits(text, words)
    after = [name for _, name, _ in hits if name not in ("points", "match_points")]
    return bool(after) and after[0] is None


def _unnamed(text: str) -> bool:
    """Whether an item of the chain compares something no word names (``依次比较所胜最优对手``):
    a chain read without it would rank in another order than the regulation's. Last in the
    chain (``如无法区分则比较前一轮成绩``) it reorders nothing before it: the ties it would break
    are left to the organiser."""
    items = re.split(r"[、,;:]", text)
    for i, item in enumerate(items):
        if _COMPARES.search(item) and not any(_chain(item)):
            rest = _FILLER.sub("", _COMPARES.split(item)[-1])
            named_after = any(_chain(later)[0] for later in items[i + 1 :])
            if re.search(r"[\u4e00-\u9fff]{2,}", rest) and named_after:
                return True  # a named criterion after it would be ranked out of its place
    return False


_FILLER = re.compile(
    r"以下|各项|顺序|依次|名次|区分|高低|多少|多者|高者|少者|列前|优先|确定|相同|相等|的"
)


def _chain(
    text: str, words: tuple[tuple[str, str | None], ...] = TIEBREAK_WORDS
) -> tuple[list[str], list[str]]:
    chain: list[str] = []
    unknown: list[str] = []
    for _, name, word in _hits(text, words):
        if name is None or unknown:
            # from the first name the registry lacks on, none is in the chain: dropping it would
            # move the later ones up and rank in another order than the regulation's
            if word not in unknown:
                unknown.append(word)
        elif name not in chain:
            chain.append(name)
    return chain, unknown


def _hits(
    text: str, words: tuple[tuple[str, str | None], ...]
) -> list[tuple[int, str | None, str]]:
    """(where, registry name or None, the words) of each name the text writes, in its order."""
    hits: list[tuple[int, str | None, str]] = []
    taken = [False] * len(text)
    for pattern, name in words:
        for match in re.finditer(pattern, text):
            if any(taken[match.start() : match.end()]):
                continue
            for k in range(match.start(), match.end()):
                taken[k] = True
            hits.append((match.start(), name, match.group(0)))
    hits += _unnamed_items(text, taken)
    return sorted(hits, key=lambda hit: hit[0])


# the words around a chain's names that name no criterion: 如相同则依次比较…，高者列前
_FILLER = re.compile(
    r"如|若|仍|再|则|时|均|都|者|的|之|和|及|与|或|按|以|由|依次|比较|对比|相同|相等|高|低|多|少|优先|"
    r"列前|在前|居前|排前|决定|确定|排列|排名|名次|区分|计算|顺序|其次|然后|最后|选手|棋手|个人|团体|"
    r"方法|办法|规则|原则|标准|如下|破|同分|排序|评定|"
    r"\(|\)|:|\d|[一二三四五六七八九十]"
)


def _unnamed_items(text: str, taken: list[bool]) -> list[tuple[int, str | None, str]]:
    """The items of a list (``依次比较台分、对手分``: the parts between its 、) in which no name
    was found and which are more than the chain's own words: each a name the registry lacks,
    where it stands (the chain stops there instead of skipping it)."""
    out: list[tuple[int, str | None, str]] = []
    for clause in re.finditer(r"[^,;。]+", text):
        items = list(re.finditer(r"[^、]+", clause.group(0)))
        if len(items) < 2 or not any(taken[clause.start() : clause.end()]):
            continue  # a clause naming no criterion (五、破同分：冠军…): no list of names
        for item in items:
            start, end = clause.start() + item.start(), clause.start() + item.end()
            if any(taken[start:end]):
                continue
            rest = _FILLER.sub("", item.group(0)).strip()
            if len(re.findall(r"[\u4e00-\u9fff]", rest)) >= 2:
                out.append((start, None, item.group(0).strip()))
    return out


@dataclass(frozen=True)
class ReadDivision:
    """A division as the text writes it: its name and what limits who may enter it."""

    name: str
    born_on_or_after: date | None = None
    born_on_or_before: date | None = None
    gender: str | None = None  # 男 | 女
    rating_from: int | None = None
    rating_to: int | None = None
    certificate: bool = False


_HOLDS = re.compile(r"(?<![未无没])(?:持有?|获得|取得)\S{0,12}?(?:段位|等级)?证书")


def _certificate(rest: str) -> bool:
    """``(已获得段位证书者)``: only holders; ``(未获得段位证书者)`` is no such limit."""
    return bool(_HOLDS.search(rest)) and not re.search(r"未|没有|无证", rest)


def _gender(name: str, rest: str) -> str | None:
    """男子组/女子组 by name, or a limit ``限女棋手``."""
    if name.startswith(("女子", "女")) or re.search(r"限\s*女(?:子|性)?(?:棋手|选手)?", rest):
        return "女"
    if name.startswith(("男子", "男")) or re.search(r"限\s*男(?:子|性)?(?:棋手|选手)?", rest):
        return "男"
    return None


_BAND = re.compile(r"等级分\s*(\d{3,4})\s*分?\s*(?:\(含\)|及)?\s*(以上|以下)")


def _band(rest: str) -> tuple[int | None, int | None]:
    """``等级分1800分以上`` → (1800, None); ``等级分1399分(含)以下`` → (None, 1399): 以上 and
    以下 include the figure (the reading Chinese law gives them)."""
    match = _BAND.search(rest)
    if match is None:
        return None, None
    value = int(match.group(1))
    return (value, None) if match.group(2) == "以上" else (None, value)


# born in a range of whole years: 1993—1999年出生, 1993年-1999年出生 (both years included)
_BORN_YEARS = re.compile(
    r"((?:19|20)\d{2})\s*年?\s*[-~至到]\s*((?:19|20)\d{2})\s*年\s*(?:间|之间)?\s*出生"
)


def _born_years(rest: str) -> tuple[date, date] | None:
    match = _BORN_YEARS.search(rest)
    if match is None or int(match.group(1)) > int(match.group(2)):
        return None
    return date(int(match.group(1)), 1, 1), date(int(match.group(2)), 12, 31)


_DIVISION = re.compile(
    r"^(?:\(?(?:\d|[A-H])[、.)]\s*)?(?P<name>[\u4e00-\u9fffA-Za-z0-9]{1,10}组)\s*[(（:]"
)


# where a division's name begins on a line that lists several: 耆英组(…) 成人男子组(…)
_PIECE = re.compile(r"(?:^|(?<=[\s);,。:]))(?P<name>[\u4e00-\u9fffA-Za-z0-9]{1,10}组)\s*\(")


def _division_pieces(text: str) -> list[str]:
    """A line listing several divisions with their brackets (``耆英组（1964年12月31日前出生）
    成人男子组（…）``) cut into one piece a division; any other line whole."""
    starts = [m.start("name") for m in _PIECE.finditer(text)]
    if len(starts) < 2:
        return [text]
    pieces = [text[a:b].strip() for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]
    return [
        re.sub(r"^(?:分为|分成|分|和|及|与|以及)(?=\S{1,10}组)", "", p) for p in pieces
    ]  # 分少年组…和成人组


# a lettered group's name (A组, 甲组): a stage's groups as often as divisions
_LETTER_NAME = re.compile(r"[A-H甲乙丙丁]组")
# divisions lettered in one word: 分甲、乙组 / 比赛分A、B两个组 (each then leading its own clause)
_LETTERED = re.compile(
    r"分\s*(?P<list>[A-H甲乙丙丁](?:\s*[、,]\s*[A-H甲乙丙丁])+)\s*(?:[两三四]|\d)?\s*个?\s*组(?!赛)"
)


def _lettered_divisions(sents: list[Sentence], out: Reading) -> None:
    """``分甲、乙组`` (or ``比赛分A、B两个组``) where each of the named leads a clause of its own
    (``甲组：冠军6000元``, ``A组国际等级分1800分及以上``) and no stage is played in groups (no
    小组, 淘汰, 出线 or 晋级 in the text): the divisions, rating bands read from their clauses."""
    if any(re.search(r"小组|淘汰|出线|晋级|(?<!积分)循环", s.text) for s in sents):
        return
    for s in sents:
        match = _LETTERED.search(s.text)
        if match is None:
            continue
        names = [f"{x}组" for x in re.findall(r"[A-H甲乙丙丁]", match.group("list"))]
        clauses = {n: "" for n in names}
        used = [s]
        for t in sents:
            for clause in re.split(r"[,;。]", t.text):
                for n in names:
                    if clause.strip().startswith(n) and len(clause.strip()) > len(n):
                        clauses[n] += clause
                        if t not in used:
                            used.append(t)
        if all(clauses.values()) and len(set(names)) == len(names):
            read = [ReadDivision(n, None, None, None, *_band(clauses[n])) for n in names]
            out.add("divisions", read, *used)
        return


def read_divisions(sents: list[Sentence], year: int | None, out: Reading) -> None:
    """Divisions written one a sentence: ``青少年组(2005年1月1日以后出生者)``, ``公开组乙组
    (1983年12月31日以前出生者)``, ``少儿A组：2008年1月1日-2008年12月31日出生`` (both days
    included), ``公开组甲组(年龄不限)``, ``U12组(12岁以下)``; then
    capacities ``青少年组限报256人``, ``甲组和乙组共限报256人``."""
    divisions: list[ReadDivision] = []
    used: list[Sentence] = []
    skipped: list[Sentence] = []
    ages = _Ages(sents, year)
    pieces = [(t, p) for t in sents for p in _division_pieces(t.text.replace("(含)", "含"))]
    for s, text in pieces:  # 8岁(含)以下组: one name; several divisions on a line one by one
        match = _DIVISION.match(text)
        if not match or "奖" in s.text:
            continue
        rest = text[match.end() :]
        found = dates(rest, year)
        after = before = None
        between = rest[found[0][1].end() : found[1][1].start()] if len(found) > 1 else ""
        if re.fullmatch(r"\s*[-~—至到]+\s*", between) and "出生" in rest:
            after, before = found[0][0], found[1][0]  # 2008年1月1日-2008年12月31日出生
        elif found and re.search(r"以后|之后|后出生|及以后", rest):
            after = found[0][0]
        elif found and re.search(r"以前|之前|前出生|及以前", rest):
            before = found[0][0]
        elif (years := _born_years(rest)) is not None:
            after, before = years
        name = as_written(match.group("name"), s.words)
        if after is None and before is None:
            after, before = ages.limits(name, rest)
        gender = _gender(name, rest)
        low, high = _band(rest)
        holds = _certificate(rest)
        limited = after or before or gender or holds or low is not None or high is not None
        if not limited and not re.search(r"不限|年龄", rest):
            if text[match.end() - 1] == "(":
                skipped.append(s)  # 候补棋协大师组（已办理…）: a division whose limit is not read
            continue
        divisions.append(ReadDivision(name, after, before, gender, low, high, holds))
        if s not in used:
            used.append(s)
    if len(divisions) >= 2 and skipped:
        out.declined.setdefault("divisions", skipped[0])
        return  # some divisions read, others written alike not: no list of them all
    if len(divisions) < 2:
        ages = _Ages(sents, year)
        _listed_divisions(sents, ages, out)
        if "divisions" not in out.found:
            _lettered_divisions(sents, out)
    else:
        out.add("divisions", divisions, *used, *ages.sources())
    if "divisions" not in out.found:
        _unlimited_divisions(sents, out)
    _counted_otherwise(sents, out)
    if "divisions" in out.found:
        out.age_notes.extend(ages.notes())
    names = [d.name for d in _found_divisions(out)]
    if not names:
        return
    read_minimums(sents, names, out)
    pools: list[tuple[list[str], int]] = []
    for s in sents:
        for match in re.finditer(r"([^,，。;；]{2,24}?)\s*(?:共)?限报?\s*(\d{1,5})\s*人", s.text):
            words = match.group(1)
            named = [n for n in names if n in words or n[-2:] in words]
            named = [n for n in names if n in named]
            if named:
                pools.append((named, int(match.group(2))))
        if pools:
            out.add("capacity_pools", pools, s)
            return


# the number of divisions the text gives: 共计4个组, 共4个组别, 分为男、女共4个组别
_GROUP_COUNT = re.compile(r"共(?:计|设)?\s*(\d{1,2})\s*个?组(?:别)?(?![\u4e00-\u9fff]{0,2}赛)")


def _counted_otherwise(sents: list[Sentence], out: Reading) -> None:
    """Divisions read whose number is not the one the text gives (丁组 and 8岁组 read where
    ``男、女各分为2个组别，共计4个组``): the names written are not the divisions, none stated."""
    found = out.found.get("divisions")
    if found is None or not isinstance(found.value, list):
        return
    for s in sents:
        if re.search(r"[A-H]\s*[、,]\s*[A-H]|小组|预赛|预选|循环|淘汰|每组\s*\d", s.text):
            continue  # 分A、B、C、D共4组 (a stage's groups, not the divisions)
        for match in _GROUP_COUNT.finditer(s.text):
            if int(match.group(1)) != len(found.value):
                del out.found["divisions"]
                out.declined.setdefault("divisions", s)
                return


class _Ages:
    """The age divisions' birth limits, counted on the regulation's reference day (read once,
    when a division first names an age), and the notes of how each was read."""

    def __init__(self, sents: list[Sentence], year: int | None) -> None:
        self._sents, self._year = sents, year
        self._ref: Reference | None = None
        self._notes: list[str] = []

    def limits(self, name: str, rest: str) -> tuple[date | None, date | None]:
        limit = age_limit(name) or age_limit(rest)
        if limit is None:
            return None, None
        if self._ref is None:
            self._ref = reference(self._sents, self._year)
        if self._ref is None:
            return None, None
        self._notes.append(note(name, limit, self._ref))
        return born_limits(limit, self._ref.day)

    def sources(self) -> list[Sentence]:
        return [self._ref.source] if self._ref is not None and self._ref.source else []

    def notes(self) -> list[str]:
        if self._ref is None or not self._notes:
            return []
        return [reference_words(self._ref), *self._notes]


def _found_divisions(out: Reading) -> list[ReadDivision]:
    value = out.value("divisions")
    return [d for d in value if isinstance(d, ReadDivision)] if isinstance(value, list) else []


_LISTED = re.compile(
    r"(?:分设|设置有|设有|设立|设置|分为|分成|[分设])\s*(?:以下)?\s*(?P<before>\d个?组别?)?\s*[:,]?\s*(?P<list>(?:(?![每各])[\u4e00-\u9fffA-Za-z0-9]{1,8}?组(?:\([^()]{1,14}\))?\s*(?:[、和与,]|及(?!以))\s*)+"
    r"(?![每各])[\u4e00-\u9fffA-Za-z0-9]{1,8}?组(?:\([^()]{1,14}\))?)"  # not …，每组四人
)  # 分为U10组（10岁或以下）、U12组（12岁或以下）和中学组（18岁或以下）: each with its limit


# men and women as two divisions, named without 组: 比赛分为男子、女子两个组别
_MEN_WOMEN = re.compile(r"分为?\s*(男子|男)\s*[、和与]\s*(女子|女)\s*(?:两|2)\s*个?\s*组别?")


def _listed_divisions(sents: list[Sentence], ages: _Ages, out: Reading) -> None:
    """``设男子组、女子组`` or ``本次比赛设公开组、女子组和新手组:女子组限女棋手;新手组限等级分
    1399分(含)以下`` or ``设8岁及以下组、10岁以下组``: divisions listed in one sentence, taken
    only when one is 男子组 or 女子组 or each names an age (else a list of 组 may be the groups
    of a stage); each one's limits from the clauses
    ``X组限…`` of that sentence and the next two. The bot checks gender at sign-up."""
    for s in sents:
        two = _MEN_WOMEN.search(s.text)
        if two is not None:
            read = [
                ReadDivision(two.group(1), gender="男"),
                ReadDivision(two.group(2), gender="女"),
            ]
            out.add("divisions", read, s)
            return
        heads = re.findall(r"(?:^|[,;])\s*([\u4e00-\u9fff]{1,6}组)", s.text)
        if sorted(heads) == ["女子组", "男子组"]:  # 男子组设置九轮…，女子组设置七轮…
            read = [ReadDivision("男子组", gender="男"), ReadDivision("女子组", gender="女")]
            out.add("divisions", read, s)
            return
    for i, s in enumerate(sents):
        match = _LISTED.search(s.text.replace("(含)", "含"))
        if match is None:
            continue
        items = [
            n.strip()
            for n in split_outside(match.group("list"), r"[、和与,]|及(?!以)")
            if n.strip()
        ]
        bracketed = all(re.search(r"\(\S*(?:岁|年级|段|级|出生)\S*\)$", n) for n in items)
        names = [as_written(re.sub(r"\([^()]*\)$", "", n), s.words) for n in items]
        names = [re.sub(r"个人组$", "组", n) for n in names if n]
        aged = all(age_limit(n) for n in names)
        count = re.match(
            r"\s*(?:共|计)?\s*(\d{1,2})\s*个?组别", s.text.replace("(含)", "含")[match.end() :]
        )
        counted = count is not None and int(count.group(1)) == len(names)  # 甲组、乙组2个组别
        before = match.group("before")  # 比赛分两个组别，5段及以上组，4段组
        counted = counted or (before is not None and int(before[0]) == len(names))
        lettered = any(_LETTER_NAME.fullmatch(n) for n in names)
        set_up = match.group(0).startswith(("设", "分设")) and not lettered  # 比赛设成年组和少儿组
        graded = all(re.fullmatch(r"\S{1,3}[段级]组", n) for n in names)  # 1级组、1段组、2段组
        staged = any(re.search(r"小组|预赛|出线|晋级|淘汰", t.text) for t in sents)
        plain = (
            match.group(0).startswith("分为") and not lettered and not staged
        )  # 分为公開組和業余組
        if not (
            aged
            or plain
            or counted
            or set_up
            or graded
            or bracketed
            or "男子组" in names
            or "女子组" in names
        ):
            continue
        if len(set(names)) != len(names):
            first = next(k for k, n in enumerate(names) if n in names[:k])
            if not re.search(r"[,;]\s*" + re.escape(names[first]) + r"\s*限", s.text):
                continue
            names = names[:first]  # 设公开组和女子组，女子组限女棋手参加: the list, then a limit
            if len(names) < 2:
                continue
        tail = [s, *sents[i + 1 : i + 3]]
        limits = {n: "" for n in names}
        used = [s]
        for t in tail:
            for clause in re.split(r"[;:,]", t.text):
                for n in names:
                    if clause.strip().startswith(n + "限"):
                        limits[n] += clause
                        if t not in used:
                            used.append(t)
        read = [
            ReadDivision(
                n,
                *ages.limits(n, ""),
                _gender(n, limits[n]),
                *_band(limits[n]),
                _certificate(limits[n]),
            )
            for n in names
        ]
        out.add("divisions", read, *used, *ages.sources())
        return


_HEADING = re.compile(r"(?:比赛|参赛|竞赛)?组别(?:设置|设定|划分)?\s*:?$")
_NUMBERED = re.compile(
    r"^\(?\d{1,2}[、.)]\s*(?P<name>[\u4e00-\u9fffA-Za-z0-9]{1,12}组)\s*(?:\([^()]{1,40}\))?[。;]?$"
)  # 1、甲组 / 1、甲组（土左旗企事业单位在职职工）
# divisions listed on their heading's line: 4. 组别：小学组、中学组、公开组。
_HEADED_LIST = re.compile(
    r"^(?:\S{1,4}[、.])?\s*(?:(?:比赛|参赛|竞赛)?组别(?:设置)?|分组)\s*:\s*(?:分为?)?(?P<rest>.+)$"
)
# divisions named without 组 and counted: 设初小、高小、中学及公开四个组别
_COUNTED_NAMES = re.compile(
    r"设\s*(?P<list>[\u4e00-\u9fff]{2,4}(?:[、及和][\u4e00-\u9fff]{2,4})+?)\s*(?P<n>\d)\s*个组别"
)
# one division alone under its heading, on the heading's line: 八、组别：五段组。
_ONE_DIVISION = re.compile(
    r"^(?:\S{1,4}[、.])?\s*(?:比赛|参赛|竞赛)?组别\s*:\s*(?P<name>[\u4e00-\u9fffA-Za-z0-9]{1,8}组)[。.]?$"
)


_TABLE_HEAD = re.compile(r"^(?:项目|序号|编号|组别|序号\s*组别|组别\s*名称)$")
# a numbered row of a list of divisions: 1 幼儿园组 U6, 2 国小低年级 U8 (a code after the name)
_CODED = re.compile(
    r"^(?P<n>\d{1,2})[、.)]?\s+(?P<name>[\u4e00-\u9fff][\u4e00-\u9fff0-9]{0,8}组"
    r"|[\u4e00-\u9fff][\u4e00-\u9fff0-9]{1,9}(?=\s+[A-Za-z]))(?:\s+\S.*)?$"
)
_LIST_ITEM = r"[\u4e00-\u9fff0-9A-Za-z]{1,8}?组"


def _inline_list(text: str) -> list[str] | None:
    """``5段组、4段组、甲组、乙组共4组`` under a 组别 heading: the names, their count the one
    written (共N组) when it is written; None for anything else."""
    text = re.sub(r"\s*\([^()]{1,24}\)\s*[。.;]?$", "", text)  # …高中组（元朗…学校优先）
    text = re.sub(r"(?<=组)\s*\([^()]{1,12}\)", "", text)  # 甲组（16岁组）、乙组（14岁组）
    match = re.fullmatch(
        rf"(?P<list>{_LIST_ITEM}(?:\s*[、,]\s*{_LIST_ITEM})+)\s*(?:(?:共|计)\s*(?P<n>\d{{1,2}})\s*(?:个)?组)?[。.;]?",
        text,
    )
    if match is None:
        return None
    names = [n.strip() for n in re.split(r"[、,]", match.group("list"))]
    if len(set(names)) != len(names) or (match.group("n") and int(match.group("n")) != len(names)):
        return None
    return names


def _unlimited_divisions(sents: list[Sentence], out: Reading) -> None:
    """Divisions no clause limits, written as a list under a heading (``比赛组别：`` then ``1.
    幼儿园组`` ``2. 国小组`` one a line) or only as the rows of a prize table by division
    (``组别 冠军 亚军 季军`` then ``甲组 3000 2000 1000``): at least two, their names alone."""
    for i, s in enumerate(sents):
        head = _HEADED_LIST.match(s.text)
        nxt = sents[i + 1] if i + 1 < len(sents) else None
        if head and nxt is not None and nxt.line == s.line and "组" in nxt.text:
            head = None  # 定段组、小学男子组；幼儿园男子、女子6岁组；…: the list goes on, unread
        inline = _inline_list(head.group("rest")) if head else None
        if inline and any(_LETTER_NAME.fullmatch(n) for n in inline) and "组别" not in s.text:
            inline = None  # 分组：A组、B组: a stage's groups, not divisions
        if inline is not None:  # 4. 组别：小学组、中学组、公开组。
            out.add("divisions", [ReadDivision(as_written(n, s.words)) for n in inline], s)
            return
        counted = _COUNTED_NAMES.search(s.text)
        if counted is not None:  # 设初小、高小、中学及公开四个组别
            names = re.split(r"[、及和]", counted.group("list"))
            if len(names) == int(counted.group("n")) and len(set(names)) == len(names):
                out.add("divisions", [ReadDivision(n) for n in names], s)
                return
        one = _ONE_DIVISION.match(s.text)
        if one is not None:  # the name as written (五段组, not 5段组)
            out.add("divisions", [ReadDivision(as_written(one.group("name"), s.words))], s)
            return
        if not _HEADING.search(s.text):
            continue
        below = sents[i + 1 :]
        if below and _TABLE_HEAD.match(below[0].text):
            below = below[1:]  # 项目 / 序号 组别: a table's header row
        inline = _inline_list(below[0].text) if below else None
        if inline is not None:
            out.add("divisions", [ReadDivision(n) for n in inline], s, below[0])
            return
        listed = []
        for number, t in enumerate(below, 1):
            match = _NUMBERED.match(t.text) or _CODED.match(t.text)
            if match is None or (match.re is _CODED and int(match.group("n")) != number):
                break
            listed.append((as_written(match.group("name"), t.words), t))
        names = [n for n, _ in listed]
        if len(names) >= 2 and len(set(names)) == len(names):
            out.add("divisions", [ReadDivision(n) for n in names], s, *(t for _, t in listed))
            return
    block = listed_divisions(sents)
    if block is not None:  # 比赛组别： then 1.六段组 2.五段组 … / 公开组（Open）… one a line
        out.add("divisions", [ReadDivision(n, gender=_gender(n, "")) for n in block[0]], *block[1])
        return
    rows = [(r.name, r.source) for r in prize_table(sents) if r.name]
    names = [n for n, _ in rows]
    if len(names) >= 2 and len(set(names)) == len(names):
        out.add("divisions", [ReadDivision(n) for n in names], *(t for _, t in rows))


_EACH_MINIMUM = re.compile(
    r"每(?:个)?组\S{0,8}?不足\s*(?P<n>\d{1,2})\s*[人名]\S{0,6}?(?:并入|合并到|合并至|归入)\s*"
    r"(?P<next>[下上][一1个])组"
)


def _each_minimum(sents: list[Sentence], names: list[str], out: Reading) -> None:
    """``每组参赛人数若不足8人，则并入下一组``: every division's fewest entries, merged into the
    division listed after it (上一组: before it); the last (first) has none to join."""
    for s in sents:
        match = _EACH_MINIMUM.search(s.text)
        if match is None or int(match.group("n")) < 2:
            continue
        step = 1 if match.group("next").startswith("下") else -1
        found = [
            (name, int(match.group("n")), names[i + step] if 0 <= i + step < len(names) else None)
            for i, name in enumerate(names)
        ]
        out.add("division_minimums", found, s)
        return


_MINIMUM = re.compile(
    r"(?P<name>[\u4e00-\u9fffA-Za-z0-9]{1,8}?组)\s*(?:报名|参赛)?(?:人数)?\s*不足\s*(?P<n>\d{1,2})\s*[人名]"
    r"\S{0,4}?(?:(?P<merge>并入|合并到|合并至|归入)\s*(?P<into>[\u4e00-\u9fffA-Za-z0-9]{1,8}?组)"
    r"|(?P<cancel>取消))"
)


def read_minimums(sents: list[Sentence], names: list[str], out: Reading) -> None:
    """``女子组报名不足3人时并入公开组``, ``新手组报名不足2人则取消该组比赛``: a division's fewest
    entries, and the division its players join (else it is cancelled). Found key
    ``division_minimums``: (name, minimum, merged into or None)."""
    found: list[tuple[str, int, str | None]] = []
    used: list[Sentence] = []
    for s in sents:
        for match in _MINIMUM.finditer(s.text):
            name, into = match.group("name"), match.group("into")
            if name not in names or (into is not None and (into not in names or into == name)):
                continue
            if int(match.group("n")) < 2 or any(f[0] == name for f in found):
                continue
            found.append((name, int(match.group("n")), into))
            if s not in used:
                used.append(s)
    if found:
        out.add("division_minimums", found, *used)
    else:
        _each_minimum(sents, names, out)


_PLACE = re.compile(
    r"(?P<word>冠军|亚军|季军|殿军)"
    r"|第\s*(?P<a>\d{1,3})\s*名?\s*(?:(?:[-~—]{1,3}|至|到)\s*第?\s*(?P<b>\d{1,3}))?\s*(?:名|(?=奖金|各))"
    r"|第\s*(?P<list>\d{1,3}(?:\s*[、,]\s*\d{1,3})+)\s*名"  # 第7、8名: places in a row
    r"|第\s*(?P<e>\d{1,3})(?=\s*[-—:]\s*\d+(?:\.\d+)?\s*万?\s*元)"  # 第5-600元
    r"|(?<![\d第进])(?P<c>\d{1,3})\s*(?:[-~—]{1,3}|至|到)\s*(?P<d>\d{1,3})\s*名"
    r"|^(?:\(?\d{1,2}[)、.]\s*)?(?P<f>\d{1,3})\s*名"  # 1名60000元 (a place at the line's start)
    r"(?=\s*[:：]?\s*\d+(?:\.\d+)?\s*万?\s*元)"
)
_TEAM_POINTS = ("match_points", "board_points")
_WORD_PLACE = {"冠军": 1, "亚军": 2, "季军": 3, "殿军": 4}
_GIFT = re.compile(r"\s*(?:的)?[\u4e00-\u9fff]{0,6}?(?:礼包|礼盒|礼品|奖品|实物|纪念品)")
_AMOUNT = re.compile(r"(\d+(?:\.\d+)?)\s*(万)?\s*元")
_MONEY_WORD = r"\d+(?:\.\d+)?\s*(?:万\s*\d?)?\s*元?"
# amounts listed in the places' order: 前3名，依次奖500、300、200元 / 第五到第八名依序为2万5、2万、
# 1万5、1万元 / 第二至第八名分别获奖金1000元、800元、…
_IN_TURN = re.compile(
    r"(?:前\s*(?P<n>\d{1,2})|第\s*(?P<a>\d{1,2})\s*(?:至|到|-|~)\s*第?\s*(?P<b>\d{1,2}))\s*名\s*[,:]?"
    r"\s*(?:[^。;\d元]{0,10}?[,:]\s*)?"  # 奖个人前8名:发证书及奖金,奖金依次为500元、…
    r"\s*(?:奖金|奖励)?\s*(?:依次|分别|依序)\s*(?:为|获得?|奖励|奖)?\s*(?:奖金)?\s*:?\s*"
    rf"(?P<list>(?:{_MONEY_WORD}\s*[、,]\s*)+\d+(?:\.\d+)?\s*(?:万\s*\d?)?)\s*元"
)


# amounts in turn naming no places, the next place after them: 奖金依次为8000元、…、1000元，第7名至…
_UNPLACED_IN_TURN = re.compile(
    r"(?:奖金|奖励)\s*(?:依次|依序)\s*(?:为|是)?\s*:?\s*"
    rf"(?P<list>(?:{_MONEY_WORD}\s*[、,]\s*)+\d+(?:\.\d+)?\s*(?:万\s*\d?)?)\s*元"
    r"(?=\s*[,;]\s*第\s*(?P<next>\d{1,2})\s*名|\s*[。;]?$)"
)


def _places_in_turn(text: str, before: str = "") -> tuple[int, int, list[int], int, int] | None:
    """Places paid in turn: (first place, last place, amounts, start, end of the words).
    ``个人前三名，依次奖500、300、200元``, ``第二至第八名分别获奖金1000元、800元…``, or amounts
    naming no places followed by the next place (``奖金依次为8000元、…、1000元,第7名至第12名…``:
    six amounts, then 第7名, are places 1 to 6) or after a sentence naming as many first places
    (``before``: ``奖励前十名，发给证书及奖金。`` then ``奖金依次为1000元、…、100元。``, ten)."""
    match = _IN_TURN.search(text)
    if match is not None:
        first = int(match.group("a") or 1)
        last = int(match.group("b") or match.group("n"))
        return first, last, _listed(match), match.start(), match.end()
    match = _UNPLACED_IN_TURN.search(text)
    if match is None:
        return None
    amounts = _listed(match)
    led = re.search(r"前\s*(\d{1,2})\s*名", before)
    if match.group("next") is not None:
        if len(amounts) != int(match.group("next")) - 1:
            return None
    elif (
        led is None
        or int(led.group(1)) != len(amounts)
        or not re.match(r"\s*[。;]?$", text[match.end() :])
    ):
        return None
    return 1, len(amounts), amounts, match.start(), match.end()


_GRADE = re.compile(r"(?P<g>[一二三四五六七八九])等奖\s*(?:共|各)?\s*(?P<n>\d{1,3})\s*(?:名|人|个)")


def _grade_awards(
    sents: list[Sentence],
) -> tuple[list[tuple[int, int, int, str | None]], list[Sentence]] | None:
    """Awards by grade with their counts and amounts (``一等奖1名：奖金1000元；二等奖2名：各500
    元；三等奖3名：各300元``): the places in turn (1st; 2nd–3rd; 4th–6th), up to the first grade
    without an amount; None unless they start at 一等奖 and go on 二、三… in order."""
    ranges: list[tuple[int, int, int, str | None]] = []
    used: list[Sentence] = []
    place = 1
    for s in sents:
        grades = list(_GRADE.finditer(s.text))
        for i, grade in enumerate(grades):
            if re.search(r"团体|团队|队伍", s.text[max(0, grade.start() - 8) : grade.start()]):
                return None  # 团体一等奖1名…: the teams' awards, no player's place
            if "一二三四五六七八九".index(grade.group("g")) != len(ranges):
                return None  # 二等奖 first, or a grade named twice: no places in turn
            end = grades[i + 1].start() if i + 1 < len(grades) else len(s.text)
            amount = _AMOUNT.search(s.text, grade.end(), end)
            if amount is None or amount.start() - grade.end() > 12:
                return (ranges, used) if ranges else None
            count = int(grade.group("n"))
            value = int(float(amount.group(1)) * (10000 if amount.group(2) else 1))
            ranges.append((place, place + count - 1, value, None))
            place += count
            if s not in used:
                used.append(s)
    return (ranges, used) if ranges else None


def _last_of(s: Sentence) -> Sentence:
    """``八强各200元`` (the quarter-finals' losers: 5th to 8th) as the places it names, 16强各…
    the 9th to the 16th."""
    text = re.sub(
        r"(?<![\d前第])(8|16|32)\s*强\s*(?=各|每人|每位|均)",
        lambda m: f"第{int(m.group(1)) // 2 + 1}至{m.group(1)}名",
        s.text,
    )
    return s if text == s.text else Sentence(s.words, text, s.line, s.cell)


def _rows(sents: list[Sentence]) -> list[Sentence]:
    """The sentences with a table row's cells as one (``第一名<TAB>1000元``: the place and its
    amount), the row's words joined by a space."""
    out: list[Sentence] = []
    for line in by_line(sents).values():
        if len(line) > 1 and len({s.cell for s in line}) > 1:
            words, text = " ".join(s.words for s in line), " ".join(s.text for s in line)
            out.append(Sentence(words, text, line[0].line, 0))
        else:
            out.extend(line)
    return out


def _goes_on(text: str, end: int, amounts: list[int]) -> bool:
    """Whether the places after a list in turn ending at ``end`` (``前十名，奖金依次为1000、…、
    400元``) go on from the next one (``第六至十名各200元``); 前三名…700、500元 does not: no place
    is read."""
    nxt = re.match(r"\s*[,;]?\s*第?\s*(\d{1,2})\s*(?:名)?\s*(?:至|到|-|~)", text[end:])
    return nxt is not None and int(nxt.group(1)) == len(amounts) + 1


# places named in words, then their amounts in turn: 冠军、亚军、季军奖金依次为1200元、800元、500元
_NAMED_IN_TURN = re.compile(
    r"(?P<who>(?:冠军|亚军|季军|殿军)(?:\s*[、,和及]\s*(?:冠军|亚军|季军|殿军))+)\s*(?:的)?\s*(?:奖金|奖励)?"
    r"\s*(?:依次|分别|依序)\s*(?:为|是|奖励|奖|获得?)?\s*:?\s*"
    rf"(?P<list>(?:{_MONEY_WORD}\s*[、,]\s*)+\d+(?:\.\d+)?\s*(?:万\s*\d?)?)\s*元"
)


def _listed(match: re.Match[str]) -> list[int]:
    """The amounts a list in turn writes (its ``list`` group: 1200元、800元、500 / 2万5、2万)."""
    return [_money(a) for a in re.split(r"\s*[、,]\s*", match.group("list"))]


def _money(word: str) -> int:
    """An amount as a list writes it: 500 (or 500元), 2万 (20000), 2万5 (25000), 1.5万 (15000)."""
    word = word.replace("元", "").replace(" ", "")
    if "万" not in word:
        return int(float(word))
    high, _, low = word.partition("万")
    return int(float(high) * 10000) + (int(low) * 1000 if low else 0)


# an amount whose 元 the text left out beside others with it: 第九名5,000， (read 5000,)
# 第10-12名各200, 5-8名3万 ,: an amount without 元 where the list writes 元 elsewhere
_BARE_AMOUNT = re.compile(
    r"\s*:?\s*(?:各)?\s*(\d{3,7}|\d{1,3}(?:\.\d+)?(?=\s*万))\s*(万)?(?=\s*(?:[,;。]|$))"
)


# a place with an amount a column, one column a division: 冠军 $10,000 $5,000 (read 10000元5000元)
_COLUMNS = re.compile(r"^(?:冠军|亚军|季军|殿军|第\d{1,2}名)\s*\d+元\s*(?:\d+元|-)\s*$")


def _rises(ranges: list[tuple[int, int, int, str | None]]) -> bool:
    """Whether a lower place of a division is read as paid more than a higher one: no list
    pays so, the amounts were misread."""
    for (_, _, a, da), (_, _, b, db) in zip(ranges, ranges[1:], strict=False):
        if da == db and b > a:
            return True
    return False


def _places_gap(ranges: list[tuple[int, int, int, str | None]]) -> bool:
    """Whether one division's places skip some (第五名：1200元 then 第十一至十六名各300元, the
    6th to 10th written in a form not read): the list read is not the regulation's."""
    by_division: dict[str | None, list[tuple[int, int]]] = {}
    for a, b, _, division in ranges:
        by_division.setdefault(division, []).append((a, b))
    for spans in by_division.values():
        spans.sort()
        if spans[0][0] != 1 or any(
            b + 1 < c for (_, b), (c, _) in zip(spans, spans[1:], strict=False)
        ):
            return True
    return False


def _places_repeat(ranges: list[tuple[int, int, int, str | None]]) -> bool:
    """Whether one division's place is given two amounts (A组第1-8名… B组第1-7名… read with no
    division named): the amounts are several tables, no one list."""
    seen: set[tuple[str | None, int]] = set()
    for a, b, _, division in ranges:
        for place in range(a, b + 1):
            if (division, place) in seen:
                return True
            seen.add((division, place))
    return False


# a prize line led by whom it is for: 成人奖励前8名：… / 级位组 冠军：…
_PRIZES_FOR = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?(?P<who>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)"
    r"(?:组\s*:?\s*(?=冠军|第\s*1\s*名)|(?:组)?(?:奖励|奖金|获奖)\s*前\s*\d)"
)


_GROUPS_LEAD = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?(?![各每全本])[\u4e00-\u9fff\d]{1,8}组\s*[、,和及]"
)


def _prizes_by_group(sents: list[Sentence], division_names: list[str]) -> Sentence | None:
    """A prize line led by a group the draft has no division of (``级位组 冠军：…``), or two
    led by different players none of them a division (``成人奖励前8名`` … ``少儿奖励前6名``):
    prizes by group, none of them the event's; the first such line, else None."""
    for s in sents:
        if _GROUPS_LEAD.match(s.text) and _PLACE.search(s.text) and _AMOUNT.search(s.text):
            return s  # 1、初高中组、五六年级、三四年级组：冠军1000元…: those groups' prizes
    led = [
        (w, s)
        for i, s in enumerate(sents)
        if (m := _PRIZES_FOR.match(s.text))
        and not (w := m.group("who")).startswith(("个人", "团体", "比赛"))
        and w[0] not in "各每全本"  # 各组别奖励前16名, 本次比赛…: the event's
        and w not in division_names
        and f"{w}组" not in division_names
        and _with_money(sents, i)  # 设少儿组奖励前三名，颁发奖杯及证书: an award, no prize list
    ]
    if not led:
        return None
    if any("组" in s.text[: len(w) + 6] for w, s in led):
        return led[0][1]  # 级位组 冠军：… where no 级位组 is drafted
    return led[0][1] if len({w for w, _ in led}) >= 2 else None


def _with_money(sents: list[Sentence], i: int) -> bool:
    """Whether a group's prize line gives amounts, on it or on the line after it."""
    below = sents[i + 1].text if i + 1 < len(sents) else ""
    return bool(_AMOUNT.search(sents[i].text) or (_PLACE.search(below) and _AMOUNT.search(below)))


def _shared_table(sents: list[Sentence], division_names: list[str]) -> Sentence | None:
    """A heading that names two divisions or more (``儿童组、少年组奖励办法：``) with places
    below it: one table for some divisions, none of them the event's; the heading, else None."""
    for s, below in zip(sents, sents[1:], strict=False):
        named = [n for n in division_names if n in s.text]
        heading = len(named) >= 2 and "奖" in s.text and not _PLACE.search(s.text)
        if heading and _PLACE.search(below.text):
            return s
    return None


# a line naming an award of its own, for some players: 高龄老人奖, 少儿奖, 最佳女棋手奖, 幸运奖
_SPECIAL_AWARD = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?\S{0,3}"
    r"(?:高龄|老人|老年|长者|少儿|少年|儿童|女子|女棋手|最佳|幸运|道德风尚|体育道德)\S{0,4}奖"
)
# a draw's losers paid by the round they lose in: 32强败退者30000元, 8强淘汰者各5000元
_DRAWS_LOSERS = re.compile(
    r"(?<!\d)(\d{1,3})\s*强\s*(?:败退|淘汰|出局|止步)者?\s*(?:各|每人)?\s*(?:奖金|获得?)?\s*(\d+)\s*元"
)
_GROUP_SECTION = re.compile(
    r"^[一二三四五六七八九十]{1,3}、\s*([\u4e00-\u9fffA-Za-z0-9]{1,8}组)\s*(?:比赛|赛事)"
)
_TEAMS_HEAD = re.compile(r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?团体(?:赛|比赛)?\s*:")
_PLAYERS_HEAD = re.compile(r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?个人(?:赛|比赛)?\s*:")


def read_prizes(sents: list[Sentence], division_names: list[str], out: Reading) -> None:
    """Prize ranges: each place (冠军, 第1名, 第4名至第8名, 4-6名, 第5-8名) followed by its
    amount in yuan before the next place; a sentence led by a division's name is that
    division's; ``小组第1名`` a group prize; a place given two amounts in one division, or a
    table under a heading that names several divisions, states no prizes. Found keys
    ``prizes`` and ``group_prizes``."""
    ranges: list[tuple[int, int, int, str | None]] = []
    group: list[tuple[int, int, int, str | None]] = []
    used: list[Sentence] = []
    used_group: list[Sentence] = []
    in_teams = False  # under (一)团体赛： in an event of players: the teams' prizes, up to 个人赛：
    rows = _rows(sents)
    # 五、公开组比赛… / 六、老年组比赛…: sections of two groups or more, each with its prizes
    sections = {m.group(1) for s in rows if (m := _GROUP_SECTION.match(s.text))}
    in_group = False
    for k, s in enumerate(rows):
        before = rows[k - 1].text if k and rows[k - 1].line == s.line else ""
        if _TEAMS_HEAD.match(s.text):
            in_teams = out.value("teams") is not True
        elif _PLAYERS_HEAD.match(s.text) or re.match(r"^[一二三四五六七八九十]{1,3}、", s.text):
            in_teams = False
        if re.match(r"^[一二三四五六七八九十]{1,3}、", s.text):
            in_group = len(sections) >= 2 and bool(_GROUP_SECTION.match(s.text))
        if in_teams or in_group:
            continue
        if re.search(r"晋级奖励|住宿|报名费|赞助", s.text):
            continue
        if re.search(r"另行排名|另外录取|另行录取|单列|额外奖励|本地(?:选手|棋手)", s.text):
            continue  # 凡高邮本地棋手可另行排名…1-6名计奖2000元: another list's places
        s = _last_of(s)
        if _SPECIAL_AWARD.match(s.text):
            continue  # 2.高龄老人奖(奖励70岁以上老人…),奖前3名: an award of its own, no place's
        if re.search(r"女(?:子|性)?(?:选手|棋手)\s*(?:的)?\s*(?:第|前|冠军)", s.text):
            continue  # 各组女选手第一名奖励300元: a prize for the best women, no place's
        if re.search(r"\d{1,2}\s*(?:岁|周岁)\s*(?:以下|及以下|以上)\S{0,6}?(?:第|前|冠军)", s.text):
            continue  # 16岁以下第一名发鼓励奖100元: the best of an age, no place's
        teams_led = re.match(
            r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?(?:[\u4e00-\u9fff]{2,6}:\s*)?"
            r"团体(?:赛)?\s*[,:]?\s*(?:第|前|冠军)",
            s.text,
        )  # …；团体第一名奖1000元，第二名奖800元 (九、奖励办法:团体,第一名1800元…;个人,…): the
        # teams' places, up to 个人… (a player's)
        players = s.text.find("个人")
        teams_until = (len(s.text) if players < 0 else players) if teams_led else 0
        division = next((n for n in division_names if s.text.startswith(n)), None)
        named_turn = _NAMED_IN_TURN.search(s.text)
        if named_turn:  # 冠军、亚军、季军奖金依次为1200元、800元、500元
            places = re.findall(r"冠军|亚军|季军|殿军", named_turn.group("who"))
            amounts = _listed(named_turn)
            if len(places) == len(amounts):
                ranges.extend(
                    (_WORD_PLACE[p], _WORD_PLACE[p], a, division)
                    for p, a in zip(places, amounts, strict=True)
                )
                used.append(s)
                continue
        in_turn = _places_in_turn(s.text, before)
        limit = len(s.text)
        if in_turn:  # 个人前三名，依次奖500、300、200元; 第二至第八名分别获奖金1000元、800元…
            first, last, amounts, begins, ends = in_turn
            # 取前十名，奖金依次为1000、…、400元，第六至十名各200元: the first five in turn, the
            # places after them as the sentence goes on
            partly = first == 1 and 2 <= len(amounts) < last and _goes_on(s.text, ends, amounts)
            if len(amounts) == last - first + 1 or partly:
                ranges.extend((first + i, first + i, a, division) for i, a in enumerate(amounts))
                used.append(s)
                if first == 1:  # 前三名分别奖励…600元，第四至第八名各奖励200元: the rest after it
                    teams_until = max(teams_until, ends)
                else:
                    limit = begins  # 第一名…2000元；第二至第八名分别…: the 1st before it
        losers = [
            (int(m.group(1)), int(m.group(2)))
            for m in _DRAWS_LOSERS.finditer(s.text)
            if int(m.group(1)) >= 4 and not int(m.group(1)) & (int(m.group(1)) - 1)
        ]
        if losers:  # 32强败退者30000元，16强败退者…，4强败退者240000元: the places each round's
            ranges.extend((n // 2 + 1, n, a, division) for n, a in losers)  # losers share
            used.append(s)
            continue
        places = [p for p in _PLACE.finditer(s.text) if teams_until <= p.start() < limit]
        if not places:
            continue
        grouped = bool(re.search(r"小组(第|赛)", s.text))
        for i, match in enumerate(places):
            if s.text[max(0, match.start() - 2) : match.start()] == "团体":
                continue  # a team's prize (团体第一名): no player's place
            end = places[i + 1].start() if i + 1 < len(places) else limit
            amount = _AMOUNT.search(s.text, match.end(), end)
            bare = _BARE_AMOUNT.match(s.text, match.end()) if "元" in s.text else None
            if bare is not None and (amount is None or amount.start() >= bare.end()):
                amount = bare  # 第九名5,000， among 第八名5,000元，…; 5-8名3万 ，其他名次2万元
            if amount is None or amount.start() - match.end() > 12:
                continue
            fee = re.search(r"出场费|对局费|车马费|补贴", s.text[match.end() : amount.start()])
            if (
                fee
                or "价值" in s.text[max(0, amount.start() - 3) : amount.start()]
                or _GIFT.match(s.text, amount.end())
            ):
                continue  # 第四十三至四十八名价值320元百粮春原酒礼包: a gift's worth, no money
            value = int(float(amount.group(1)) * (10000 if amount.group(2) else 1))
            if match.group("word"):
                a = b = _WORD_PLACE[match.group("word")]
            elif match.group("a"):
                a = int(match.group("a"))
                b = int(match.group("b") or a)
            elif match.group("list"):
                listed = [int(n) for n in re.findall(r"\d+", match.group("list"))]
                if listed != list(range(listed[0], listed[0] + len(listed))):
                    continue  # 第3、5名: not one range
                a, b = listed[0], listed[-1]
            elif match.group("e") or match.group("f"):
                a = b = int(match.group("e") or match.group("f"))
            else:
                a, b = int(match.group("c")), int(match.group("d"))
            tied = s.text[max(0, match.start() - 2) : match.start()] == "并列"
            if a == b and tied and re.match(r"\s*各", s.text[match.end() : amount.start()]):
                b = a + 1  # 并列第三名各3万元: the two losing semi-finalists, each
            if b < a:
                continue
            (group if grouped else ranges).append((a, b, value, division))
            kept = used_group if grouped else used
            if s not in kept:
                kept.append(s)
    for row in prize_table(sents):
        if (row.name is None or row.name in division_names) and row.ranges:
            ranges.extend((a, b, amount, row.name) for a, b, amount in row.ranges)
            used.append(row.source)
    if not ranges and (graded := _grade_awards(_rows(sents))) is not None:
        ranges, used = graded  # 一等奖1名：奖金1000元；二等奖2名：各500元
    shared = _shared_table(sents, division_names) if ranges else None
    shared = shared or (_prizes_by_group(sents, division_names) if ranges else None)
    if shared is not None:
        out.declined.setdefault("prizes", shared)
    elif ranges and any(_COLUMNS.match(t.text) for t in used):
        out.declined.setdefault("prizes", used[0])  # 冠军 $10,000 $5,000: a column a division
    elif ranges and _places_gap(ranges):
        out.declined.setdefault("prizes", used[0])  # 第5名… then 第11至16名: places left unread
    elif ranges and not _places_repeat(ranges):
        order = list(dict.fromkeys(r[3] for r in ranges))  # each division's places in order
        ranges.sort(key=lambda r: (order.index(r[3]), r[0]))
        if _rises(ranges):
            out.declined.setdefault("prizes", used[0])  # 第三名1万元、第四名81000元: misread
        else:
            out.add("prizes", ranges, *used)
    if group:
        out.add("group_prizes", group, *used_group)
