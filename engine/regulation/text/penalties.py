"""The penalties reader: a behaviour the regulation names (隐身, 开棋, 说棋 …) with the points it
costs (``每一局扣2分``, ``扣5分，累说累扣，最高可扣10分``), per game or per table, a game lost
(``判…负``) or a disqualification (``取消参赛资格``). A sentence that deducts points from no
behaviour this reader knows stays unread (the organiser adds it with the file)."""

import re
from dataclasses import dataclass

from .found import Reading
from .normalise import Sentence

BEHAVIOURS: tuple[tuple[str, str], ...] = (  # (key, the words that name it), checked in order
    ("隐身", r"隐身"),
    ("开棋", r"开棋"),
    ("说棋", r"说棋"),
    ("交谈", r"交谈|发表情"),
    ("骂人", r"骂人|侮辱"),
    ("踢人", r"乱踢|踢人|T人"),
    ("虐棋", r"虐棋|有旗不拿"),
    ("读秒", r"故意读秒|读秒走棋"),
    ("单挑", r"单挑"),
    ("投降", r"投降"),
    ("消极", r"消极"),
    ("坐错", r"坐错"),
    ("手机", r"手机|通讯设备"),
    ("先按钟", r"先按钟"),
    ("作弊", r"作弊"),
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


def _one(text: str) -> ReadPenalty | None:
    key = _behaviour(text)
    if key is None:
        return None
    deduct = _DEDUCT.search(text)
    cap = _CAP.search(text)
    disqualify = bool(re.search(r"取消\S{0,3}(参赛|比赛)?资格", text))
    conditional = bool(re.search(r"若|如果|假如", text))
    loses = bool(re.search(r"判\S{0,4}负|作负", text)) and deduct is None and not conditional
    discretionary = bool(re.search(r"视情节", text))
    if deduct is None and cap is None and not disqualify and not loses:
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
    )


def read_penalties(sents: list[Sentence], out: Reading) -> None:
    """One penalty a behaviour, from the first sentence that names it with its cost; found
    keys ``penalty.<behaviour>``."""
    for s in sents:
        if re.search(r"补\s*\d+\s*分|补分", s.text):
            continue  # compensation (补分), not a penalty
        for piece in _pieces(s.text):
            penalty = _one(piece)
            if penalty is not None and f"penalty.{penalty.key}" not in out.found:
                out.add(f"penalty.{penalty.key}", penalty, s)
