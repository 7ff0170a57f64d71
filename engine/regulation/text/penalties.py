"""The penalties reader: a behaviour the regulation names (隐身, 开棋, 说棋 …) with the points it
costs (``每一局扣2分``, ``扣5分，累说累扣，最高可扣10分``), per game or per table, a game lost
(``判…负``) or a disqualification (``取消参赛资格``). A sentence that deducts points from no
behaviour this reader knows stays unread (the organiser adds it with the file)."""

import re
from dataclasses import dataclass

from .found import Reading
from .normalise import Sentence, chinese_number

BEHAVIOURS: tuple[tuple[str, str], ...] = (  # (key, the words that name it), checked in order
    ("隐身", r"隐身"),
    ("开棋", r"开棋"),
    ("说棋", r"说棋"),
    ("交谈", r"交谈|发表情"),
    ("骂人", r"骂人|侮辱|辱骂|谩骂"),
    ("踢人", r"乱踢|踢人|T人"),
    ("虐棋", r"虐棋|有旗不拿"),
    ("读秒", r"故意读秒|读秒走棋"),
    ("单挑", r"单挑"),
    ("投降", r"投降"),
    ("消极", r"消极"),
    ("坐错", r"坐错"),
    # cheating before the phone: 用智能手机…作弊者 is the cheating's
    ("作弊", r"作弊|使用\S{0,4}(?:引擎|软件|外挂|电脑)|借助\S{0,4}(?:引擎|软件|外挂)"),
    ("手机", r"手机|通讯设备"),
    ("先按钟", r"先按钟"),
    ("冒名顶替", r"冒名顶替|冒名|替赛|代赛|替打"),
)
_DEDUCT = re.compile(
    r"(?<!最高可)(?<!最高)(?<!最多可)(?<!最多)扣\s*(?:其|该桌选手|当事人|该棋手)?\s*(\d{1,2})\s*分"
)
_CAP = re.compile(r"最高(?:可)?扣\s*(\d{1,2})\s*分|最多(?:可)?扣\s*(\d{1,2})\s*分")


@dataclass(frozen=True)
class ReadPenalty:
    key: str
    points: int
    per: str
    cap: int | None
    disqualify: bool
    loses_game: bool
    discretionary: bool
    warnings_before: int
    bans_future: bool = False
    ban_days: int | None = None


_BAN_LENGTH = re.compile(r"禁赛\s*(\d{1,3}|[一二两三四五六七八九十]{1,3})\s*(年|天|日)")
# a ban said for certain: 取消以后参赛资格, 终身禁赛, 禁赛1年 (not 直至禁赛, 禁赛等处罚: may)
_LATER = re.compile(
    r"取消\S{0,3}(?:以后|今后|此后|之后)\S{0,4}(?:参赛|比赛)资格|终身禁赛|(?:并|且)\s*禁赛(?!\S{0,2}等)|"
    + _BAN_LENGTH.pattern
)


def _ban(text: str) -> tuple[bool, int | None]:
    """(bans from later events, for how many days): ``取消以后参赛资格`` (no end), ``禁赛1年``
    (365 days), ``禁赛30天``; a 禁赛 of months is left unread (a month has no fixed length)."""
    if not _LATER.search(text) or re.search(r"直至\S{0,2}禁赛|禁赛\s*\d{1,3}\s*个?月", text):
        return False, None
    length = _BAN_LENGTH.search(text)
    if length is None:
        return True, None
    word = length.group(1)
    n = int(word) if word.isdigit() else chinese_number(word) or 0
    if n < 1:
        return False, None
    return True, n * 365 if length.group(2) == "年" else n


def _behaviour(text: str) -> str | None:
    return next((key for key, words in BEHAVIOURS if re.search(words, text)), None)


def _pieces(text: str) -> list[str]:
    """The sentence cut where a deduction ends: each piece names a behaviour and its cost
    (``…交谈、发表情、符号，违者扣2分`` | ``说棋扣5分，累说累扣，最高可扣10分``)."""
    pieces, start = [], 0
    for match in _DEDUCT.finditer(text):
        cut = match.end()
        nxt = _DEDUCT.search(text, cut)
        # what follows a deduction belongs to it up to the clause naming the next behaviour
        tail_end = nxt.start() if nxt else len(text)
        tail = text[cut:tail_end]
        clause = re.split(r"[,，;；]", tail)
        keep = clause[0]
        for more in clause[1:]:
            if _behaviour(more) is not None:
                break
            keep += "," + more
        pieces.append(text[start : cut + len(keep)])
        start = cut + len(keep)
    pieces.append(text[start:])
    return [p for p in pieces if p.strip()]


def _graded(text: str) -> bool:
    """Whether a clause gives the behaviour a lesser consequence (a foul, a warning) beside the
    lost game, for another act or a first time (``铃响一次犯规，接听判负``, ``首次警告，再次
    判负``), without counting the warnings (``警告2次``): the game is not lost for the behaviour
    as such."""
    lesser = re.search(r"犯规|警告|提醒", text)
    return bool(lesser) and not re.search(r"警告\s*\d\s*次", text)


def _behaviours(text: str) -> list[str]:
    """The behaviours a clause gives its cost: those it names before the cost where it joins
    them (``交谈或说棋，每次扣2分``), else the one it names."""
    cost = _DEDUCT.search(text)
    head = text[: cost.start()] if cost else text
    named = [key for key, words in BEHAVIOURS if re.search(words, head)]
    joined = re.sub(r"^\(?[\d一二三四五六七八九十]{1,3}[)、.]\s*", "", head)  # not 9、's 、
    if len(named) > 1 and re.search(r"或|、|和|及", joined):
        return named
    one = _costed(text) or _behaviour(text)
    return [one] if one is not None else []


_COST = re.compile(r"取消\S{0,3}(?:参赛|比赛)?(?:资格|成绩)|判\S{0,4}负|作负|禁赛")


def _costed(text: str) -> str | None:
    """The behaviour of the clause that carries the cost, where clauses name several
    (``赛场内严禁吸烟，关闭手机，发现作弊者立即取消比赛资格``: the cheating is disqualified, not
    the phone): the one named in that clause, else in the clause before it (``对局中手机响铃，
    判负``); None where the clauses name one behaviour or none."""
    if not (_DEDUCT.search(text) or _COST.search(text)):
        return None  # no cost in the sentence: no clause carries it
    clauses = re.split(r"[,，]", text)
    if len({b for c in clauses if (b := _behaviour(c)) is not None}) < 2:
        return None
    for i, clause in enumerate(clauses):
        if _DEDUCT.search(clause) or _COST.search(clause):
            return _behaviour(clause) or (_behaviour(clauses[i - 1]) if i else None)
    return None


def _one(text: str, key: str) -> ReadPenalty | None:
    deduct = _DEDUCT.search(text)
    cap = _CAP.search(text)
    bans, ban_days = _ban(text)
    own = _LATER.sub("", text)  # 取消以后参赛资格 bans from later events: no disqualification
    disqualify = bool(re.search(r"取消\S{0,3}(参赛|比赛)?(资格|成绩)", own))
    conditional = bool(re.search(r"若|如果|假如", text))
    also = re.search(r"(?:判\S{0,4}负|作负)\S{0,2}(?:并|且|同时|再)\S{0,2}扣", text)  # 判负并扣5分
    loses = (
        bool(re.search(r"判\S{0,4}负|作负", text))
        and (deduct is None or also is not None)
        and not conditional
    )
    discretionary = bool(re.search(r"视情节", text))
    if loses and not discretionary and _graded(text):
        return None  # 铃响一次犯规，接听判负: a foul for one act, a loss for another, no one cost
    if deduct is None and cap is None and not disqualify and not loses and not bans:
        return None
    points = int(deduct.group(1)) if deduct else 0
    if cap is not None and deduct is None:
        points = int(cap.group(1) or cap.group(2))
    warned = re.search(r"警告\s*(\d)\s*次", text)
    per = "each"
    if re.search(r"每\s*1?\s*[局盘]|当局", text):
        per = "game"
    elif re.search(r"当桌", text):
        per = "table"
    return ReadPenalty(
        key=key,
        points=points,
        per=per,
        cap=int(cap.group(1) or cap.group(2)) if cap else None,
        disqualify=disqualify,
        loses_game=loses,
        discretionary=discretionary and deduct is None,
        warnings_before=int(warned.group(1)) if warned else 0,
        bans_future=bans,
        ban_days=ban_days,
    )


def read_penalties(sents: list[Sentence], out: Reading) -> None:
    """One penalty a behaviour, from the first sentence that names it with its cost; found
    keys ``penalty.<behaviour>``."""
    for s in sents:
        if re.search(r"补\s*\d+\s*分|补分", s.text):
            continue  # compensation (补分), not a penalty
        for piece in _pieces(s.text):
            for key in _behaviours(piece):
                penalty = _one(piece, key)
                if penalty is not None and f"penalty.{penalty.key}" not in out.found:
                    out.add(f"penalty.{penalty.key}", penalty, s)
