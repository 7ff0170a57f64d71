"""Divisions written as a list under their heading, with no limit the other readers take:
one a line (``公开组（Open）积分1100以上…``, ``* 进阶组：…``, ``高段组（业余1段以上）：``),
several numbered on a line (``1.六段组 2.五段组 3.四段组``, ``（1）甲组 （2）乙组``), the
numbered rows of a table (``1 国小新秀组 没有参加过…``), split by ／ or 、 on the heading's
line (``比赛分组：无级组、25级组、20级组``) or a day's line (``4月9日 长青组（55岁或以上）、
高小组（…）``); and a list a count leads (``比赛分三大组，高中组、国中组和国小组``) or codes
(``组别：U8, U10, U12, Open``). The names as the text writes them; their count the one the text
gives when it gives one."""

import re

from .normalise import Sentence, as_written, by_line, chinese_number, split_outside

# a heading of divisions: 六、比赛组别：… / 五、分组方法 / （二）比赛分组：… / 参赛资格与组别：
# the entry's conditions a divisions' heading may name too: 六、比赛分组及报名条件
_CONDITIONS = r"[及和与](?:报名|参赛)(?:条件|资格)"
_HEAD = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,3}[)、.]\s*)?"
    rf"(?P<label>[\u4e00-\u9fff]{{0,6}}?(?:组别|分组)(?:{_CONDITIONS})?"
    r"[\u4e00-\u9fff]{0,4}?)\s*(?::\s*(?P<rest>.*))?$"  # 六、比赛分组及报名条件
)
_NOT_DIVISIONS = re.compile(r"奖|费|名额|人数|报名|编排|循环|淘汰|抽签|小组|赛制|时间")
# the count of divisions on a line of its own: 比赛分四组 (read 比赛分4组)
_COUNT = re.compile(
    r"^(?:本次|本届)?(?:比赛)?\s*(?:共)?分\s*(?P<n>\d{1,2}|[二三四五六七八九十]{1,2})\s*(?:大|个)?\s*组别?[。:]?$"
)
# a table's header row: 组别 就读年级 / 组 别 资 格 备注
_TABLE_HEAD = re.compile(r"^(?:序号\s*)?组\s*别(?:\s+\S{1,6})*$")
_MARK = r"(?:\(\d{1,2}\)|\([一二三四五六七八九十]{1,3}\)|\d{1,2}\s*[、.)]|[*●•·])"
_PLAIN = r"[\u4e00-\u9fffA-Za-z0-9\-~]{1,10}?组(?:[A-H](?![A-Za-z]))?"  # 级位组A
_NAME = rf"(?:[\u4e00-\u9fff\d]、)?{_PLAIN}"  # 三、四段组 in a list cut at ／
_ITEM = re.compile(rf"^\s*(?P<name>{_NAME})(?=$|[\s(:/、]|[。;]$)(?P<rest>.*)$")
_ROW = re.compile(r"^(?P<n>\d{1,2})\s+(?=\S+组(?:\s|$))")  # 1 国小新秀组 没有参加过…
_DAY = re.compile(r"^\d{1,2}月\d{1,2}日(?:\([^()]{1,6}\))?\s+")  # 4月9日 长青组…
_LETTERED = re.compile(r"[A-H甲乙丙丁戊己庚辛]组")
_NOT_NAME = re.compile(r"^(?:各|每|本|该|全|同|其他|其余|依|按|根据|加设|另设)|^[小分一]组$|组别$")


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else chinese_number(word)


def _items(line: str, numbers: list[int]) -> list[tuple[str, str]] | None:
    """The divisions one line lists, (name, what follows it): None when it lists none, empty
    when it names one the list cannot hold;
    ``numbers`` the list's numbering so far (a numbered item goes on from it)."""
    line = _DAY.sub("", line.strip())
    row = _ROW.match(line)
    if row is not None:
        segments, marks = [line[row.end() :]], [int(row.group("n"))]
    elif re.match(_MARK, line):
        cut = re.compile(rf"(?:^|(?<=\s)|(?<=/)){_MARK}\s*")
        marks = [
            n
            for m in cut.finditer(line)
            for w in re.findall(r"\d+|[一二三四五六七八九十]+", m.group(0))
            if (n := _number(w)) is not None
        ]  # (1)…, 2、…, （三）…
        segments = []
        for piece in (p for p in cut.split(line) if p.strip()):
            two = split_outside(piece.strip(), "、")  # 2.四段組、三段組: an item of two divisions
            segments += two if len(two) > 1 and all(_ITEM.match(p) for p in two) else [piece]
    else:  # 六段组／五段组, 长青组（…）、高小组（…）; else one (进阶组（…）含国中、高中生…)
        cuts = [  # 男子组 女子组(只有个人赛): names a space apart
            c
            for c in (split_outside(line, "/"), split_outside(line, "、"), split_outside(line, " "))
            if len(c) > 1
        ] + [[line]]
        segments, marks = next((c for c in cuts if all(_ITEM.match(p) for p in c)), []), []
        if segments == [line] and re.match(rf"\s*{_NAME}\s*[、/]", line):
            return []  # 定段组、小学女子组；幼儿园男子、女子6岁组: a list not cut whole
    for n in marks:
        if n != (numbers[-1] + 1 if numbers else 1):
            return None
        numbers.append(n)
    items: list[tuple[str, str]] = []
    if not segments:
        return None
    for segment in segments:
        match = _ITEM.match(segment)
        if match is None or _NOT_NAME.search(match.group("name")):
            return None
        if match.group("name").count("组") > 1:
            return []  # 国小组–高年级组: a division of a division
        if re.search(r"元|奖", match.group("rest")):
            return None  # 甲组：冠军6000元: a prize line
        if re.match(r"\s*:\s*\S{0,8}组", match.group("rest")):
            return []  # 甲组：4—6年级组: named twice over
        if len(_LETTERED.findall(match.group("rest"))) >= 2:
            return []  # 级位组（A组：限台中县籍，B组：外县市）: a division of divisions
        items.append((match.group("name"), match.group("rest")))
    return items


def _block(sents: list[Sentence], i: int) -> tuple[list[str], list[Sentence]] | None:
    """The divisions listed under the heading ``sents[i]``, with the sentences that list them."""
    on_line = [s for s in sents[i:] if s.line == sents[i].line]
    head = _HEAD.match("".join(s.text for s in on_line))
    label = re.sub(_CONDITIONS, "", head.group("label")) if head else ""
    if head is None or _NOT_DIVISIONS.search(label):
        return None
    rows = list(by_line(sents[i + len(on_line) :]).values())[:40]
    rest = re.sub(r"^\([^()]*\)[。]?$", "", (head.group("rest") or "").strip())
    rest = re.sub(r"^(?:围棋|象棋|国际象棋)(?=\S{1,8}组)", "", rest)  # 围棋无级组、15级组…
    total = re.search(r"\s*共\s*(\d{1,2})\s*个?\s*组别?[。]?$", rest)  # …5级组共四个组别
    if total:
        rest = rest[: total.start()]
    numbers: list[int] = []
    names: list[str] = []
    rests: list[str] = []
    used = list(on_line)
    first = _items(rest, numbers) if rest else None
    if first == []:
        return None
    if first:
        names += [as_written(n, "".join(s.words for s in on_line)) for n, _ in first]
        rests += [r for _, r in first]
    count = int(total.group(1)) if total else None
    for number, row in enumerate(rows):
        text = "".join(s.text for s in row)
        words = "".join(s.words for s in row)
        if number == 0 and not names and (m := _COUNT.match(text)) is not None:
            count, used = _number(m.group("n")), [*used, *row]
            continue
        if not names and _TABLE_HEAD.match(text):
            continue
        found = _items(text, numbers)
        if found == []:
            return None  # the list names a division it does not list whole
        if found is None:
            break
        names += [as_written(n, words) for n, _ in found]
        rests += [r for _, r in found]
        used += row
    if len(names) < 2 or len(set(names)) != len(names) or count not in (None, len(names)):
        return None
    lettered = all(_LETTERED.fullmatch(n) for n in names) and "组别" not in head.group("label")
    if lettered and not all(re.search(r"\d\s*(?:段|级|岁)|年级|等级分|出生", r) for r in rests):
        return None  # 分组：A组 … B组 …: a stage's groups (A组：3段-5段 are divisions)
    return names, used


# a list its count leads: 比赛分三大组，高中组、国中组和国小组 (read 分3大组)
_COUNTED_LIST = re.compile(
    rf"分\s*(?P<n>\d{{1,2}}|[二三四五六七八九十]{{1,2}})\s*(?:大|个)?\s*组(?:别)?\s*[,:]\s*"
    rf"(?P<list>{_PLAIN}(?:\s*(?:[、和与]|及(?!以))\s*{_PLAIN})+)[。;]?$"
)
# one division alone: 分为一个组别，公开组（不分男女、年龄、级别） (read 分为1个组别)
_ONE = re.compile(rf"分为?\s*1\s*个\s*组别?\s*[,:]\s*(?P<name>{_PLAIN})(?=$|[\s(,;。])")
# codes: 组别：U8, U10, U12, U14, U16, U18, Open
_CODES = re.compile(
    r"组别\s*:\s*(?P<list>(?:U\d{1,2}|Open|公开组?)(?:\s*[,、]\s*(?:U\d{1,2}|Open|公开组?))+)$"
)


# letters after a name, their 组 shared: 分为社会组、及学生A、B、C、D、E等六组 (read 等6组)
_LETTER_RUN = re.compile(
    r"分为?\s*(?P<list>[\u4e00-\u9fff]{1,6}组\s*[、,]\s*(?:及|和)?\s*[\u4e00-\u9fff]{1,4}[A-H]"
    r"(?:\s*[、,]\s*[A-H])+)\s*等?\s*(?P<n>\d{1,2}|[二三四五六七八九十]{1,2})\s*个?组"
)


def _letter_run(text: str) -> list[str] | None:
    """``社会组、及学生A、B、C、D、E等六组``: 社会组, 学生A组 … 学生E组, when their count is the one
    written."""
    match = _LETTER_RUN.search(text)
    if match is None:
        return None
    items = [re.sub(r"^(?:及|和)", "", p.strip()) for p in re.split(r"[、,]", match.group("list"))]
    names, prefix = [], ""
    for item in items:
        if item.endswith("组"):
            names.append(item)
        elif re.fullmatch(r"[\u4e00-\u9fff]{1,4}[A-H]", item):
            prefix = item[:-1]
            names.append(item + "组")
        elif re.fullmatch(r"[A-H]", item) and prefix:
            names.append(prefix + item + "组")
        else:
            return None
    return names if len(names) == _number(match.group("n")) else None


def listed_divisions(sents: list[Sentence]) -> tuple[list[str], list[Sentence]] | None:
    """The divisions a heading lists (see the module's doc), with the sentences that list them;
    None when no heading lists at least two (or the text says there is one: 分为一个组别，
    公开组)."""
    for i, s in enumerate(sents):
        counted = _COUNTED_LIST.search(s.text)
        if counted is not None:
            names = [n.strip() for n in re.split(r"[、和与]|及(?!以)", counted.group("list"))]
            if len(names) == _number(counted.group("n")) and len(set(names)) == len(names):
                return [as_written(n, s.words) for n in names], [s]
        run = _letter_run(s.text)
        if run is not None:
            return [as_written(n, s.words) for n in run], [s]
        one = _ONE.search(s.text)
        if one is not None:
            return [as_written(one.group("name"), s.words)], [s]
        codes = _CODES.search(s.text)
        if codes is not None:
            return [c.strip() for c in re.split(r"[,、]", codes.group("list"))], [s]
        block = _block(sents, i)
        if block is not None:
            return block
    return None
