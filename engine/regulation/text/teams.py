"""Readers of a team event (团体赛): boards and reserves (每队上场4名棋手, 可报6名), points per
board (局分: 每台胜得2分) and per match (场分: 每场胜得2分), and the team tiebreak chain (the
individual names mapped to the teams' own)."""

import re

from .found import Reading
from .normalise import Sentence
from .readers import digits_points, points_in

TEAM_TIEBREAKS = {  # a chain's names as a team ranking reads them
    "points": "match_points",
    "opponents_score": "team_opponents_score",
    "progressive": "team_progressive",
    "direct_encounter": "team_direct_encounter",
    "wins": "match_wins",
    "lots": "team_lots",
}


_BOARDS = re.compile(
    r"每队\s*(?:上场|出场)\s*(?:棋手|队员)?\s*(?:为)?\s*(\d{1,2})\s*(?:名|人)"  # 每队上场队员为5人
    r"|每队\s*(\d{1,2})\s*名\s*(?:比赛|上场)\s*(?:选手|棋手|队员)"  # 每队5名比赛选手…排定台次
)
_PLAYING = re.compile(
    r"(?:上场|出场)\s*(?:棋手|队员)?\s*(\d{1,2})\s*(?:名|人)"
    r"|(\d{1,2})\s*名\s*(?:棋手|队员|选手)\s*(?:上场|出场)"  # 每场派出4名棋手上场
    r"|(?:两队|双方|每队|各队)\S{0,6}?各?派(?:出)?\s*(\d{1,2})\s*名"  # 每场两队各派4名棋手
    r"|每队\s*(\d{1,2})\s*台"
    r"|每场(?:举行|进行)?\s*(\d{1,2})\s*台\s*(?:比赛|对局)"  # 每场举行4台比赛
    r"|(?<![第\d])(\d{1,2})\s*台次?\s*(?:比赛|对抗|同时进行|团体赛)"  # 5台次比赛, 五轮三台团体赛
    r"|(?<![\d-])(\d{1,2})\s*(?:人|名)\s*(?:下场|上场|出场)(?!\S{0,2}替补)"  # 3人下场比赛
    r"|主力\s*(?:队员|棋手)?\s*(\d{1,2})\s*(?:名|人)"  # 每队6人（主力4人、替补2人）
    r"|(?:一|每)队\s*正式(?:选手|队员|棋手)\s*(\d{1,2})\s*(?:名|人)"  # 一队正式选手三人
)
# a team's size: 每队由6名棋手组成, 每队总共10人, 可报队员3名, (各俱乐部…)运动员各8名
_SIZE = re.compile(
    r"(?:每队|每支队伍|每支队)\s*(?:由|组织|限报|可报|报名)?\s*(?:总共|共计|共)?\s*(\d{1,2})\s*(?:名|人|位)"
    r"\s*(?:棋手|队员|运动员|选手)?\s*(?:组成)?(?![\d岁])"
    r"|(?:可报|报名|限报)\s*(?:队员|棋手|运动员)\s*(\d{1,2})\s*(?:名|人)"
    r"|(?:运动员|棋手|队员)各\s*(\d{1,2})\s*(?:名|人)"
    r"|每队由\S{0,16}?(?:运动员|棋手|队员)\s*(\d{1,2})\s*(?:名|人)"  # 每队由领队1人、运动员4人组成
    r"|每队\s*(?:棋手|队员|选手)\s*(\d{1,2})\s*(?:名|人|位)"  # 每队棋手两名
    r"|(?<![\d-])(\d{1,2})\s*(?:人|名)\s*(?:一|1)\s*队"  # 三人一队
    r"|(?:^|[,;])\s*队员\s*(\d{1,2})\s*(?:名|人)\s*(?=[,;。]|$)"  # …（兼作替补队员），队员4人，
)
_STAFF = re.compile(r"(?:含|包括)\s*(?:领队|教练)")  # a size counting the staff: no boards
# the players of a team by sex, inside the format's words: （男子5名，女子2名）
_BY_SEX = re.compile(r"男子?\s*(\d{1,2})\s*(?:名|人)\s*[,、和及]?\s*女子?\s*(\d{1,2})\s*(?:名|人)")
_RESERVES = re.compile(
    r"(?P<within>含|包括)?\s*(?:替补|候补)(?:队员|棋手)?\s*(?P<n>\d)\s*(?:名|人)"
    r"|(?<![\d.])(?P<after>\d)\s*(?:名|人)\s*(?:为|作|是)?\s*(?:替补|候补|递补)"  # 1人为替补
    r"|领队\s*(?P<lead>\d)\s*(?:名|人)\s*\(?\s*(?:领队)?(?:可|可以|可兼|兼)\S{0,2}?(?:替补|候补)"
)
_BOARD_RANGE = re.compile(r"第\s*1\s*台\s*(?:至|到|-|~)\s*第?\s*(\d{1,2})\s*台")


def _enumerated(text: str) -> re.Match[str] | None:
    """``按第1台、第2台、第3台、第4台出场``: boards 1 to N written one by one (at least three,
    none a result: 第1台成绩 is a tiebreak), the last of them."""
    if re.search(r"成绩|名次|奖", text):
        return None
    found = list(re.finditer(r"第\s*(\d{1,2})\s*台", text))
    numbers = [int(m.group(1)) for m in found]
    if len(numbers) >= 3 and numbers == list(range(1, len(numbers) + 1)):
        return found[-1]
    return None


def _boards(sents: list[Sentence], out: Reading) -> None:
    """``每队上场4名``; else a team's size (``每队由5名棋手组成``, ``可报队员3名``, ``运动员各8
    名``, ``（男子5名，女子2名）``, ``第1台至第6台``), less its reserves where the size holds
    them (``每队6人（含替补1人）``); the reserves (``替补2名``, ``领队1名（可当替补队员）``)."""
    for s in sents:
        text = s.text
        playing = _BOARDS.search(text) or _PLAYING.search(text)
        counts = {int(next(g for g in m.groups() if g)) for m in _PLAYING.finditer(text)}
        if playing and len(counts) > 1:  # 男子组…每队上场4人，女子组…3人: boards by group, none
            out.declined.setdefault("boards", s)
            return
        if playing:
            count = int(next(g for g in playing.groups() if g))
            out.add("boards", count, s)
            listed = re.search(
                r"(?:棋手|每队\S{0,4}?)\s*(\d{1,2})\s*[-~至到]\s*(\d{1,2})\s*(?:名|人)", text
            )
            if listed and int(listed.group(2)) >= count:
                out.add("reserves", int(listed.group(2)) - count, s)
            size = _SIZE.search(text[: playing.start()])
            whole = int(next(g for g in size.groups() if g)) if size else 0
            most = re.search(r"(?:最多|至多)\s*(\d{1,2})\s*(?:名|人)", text[: playing.start()])
            whole = int(most.group(1)) if most else whole  # 每队报名最少3人，最多6人，3人下场比赛
            if not _RESERVES.search(text) and whole > count:
                out.add("reserves", whole - count, s)  # 每队限报5人，其中上场4人
            break
    for s in sents:
        text = s.text
        size = _SIZE.search(text)
        sexes = _BY_SEX.search(text) if re.search(r"团体|每队|各队", text) else None
        board_range = _BOARD_RANGE.search(text) or _enumerated(text)
        if size is None and sexes is None and board_range is None or _STAFF.search(text):
            continue
        if size is not None:
            count = int(next(g for g in size.groups() if g))
        elif sexes is not None:
            count = int(sexes.group(1)) + int(sexes.group(2))
        else:
            assert board_range is not None
            count = int(board_range.group(1))
        reserves = _RESERVES.search(text)
        if reserves and reserves.group("within"):
            count -= int(reserves.group("n"))
        out.add("boards", count, s)
        break
    for s in sents:
        reserves = _RESERVES.search(s.text)
        if reserves and "boards" in out.found:
            written = reserves.group("n") or reserves.group("lead") or reserves.group("after")
            out.add("reserves", int(written), s)
            break


_MATCH_WORDS = r"场分|队分|每场|一场|胜场|胜队"
# a drawn match scored by who is at home: 主队战平计1分，客队战平计2分
_HOME_AWAY_DRAW = re.compile(r"[主客]队\S{0,3}(?:战平|平局|打平)")
_BOARD_WORDS = r"局分|每台|每局|每盘|单局|单盘"
# the side a match's boards make the winner: 以台分之和多者为胜方，胜方得2分
_SIDE_WINS = re.compile(r"(?:台分|各台\S{0,4}分)\S{0,6}?(?:多|高)者为胜方")


def read_teams(sents: list[Sentence], out: Reading) -> None:
    """Found keys ``boards``, ``reserves``, ``match.win/draw/loss``, ``board.win/draw/loss``:
    a sentence naming both (``每局胜者得1分…；每场胜队得2分…``) read piece by piece, each piece
    from the word naming a match or a board to the next."""
    _boards(sents, out)
    for s in sents:
        text = s.text
        match_words = re.search(_MATCH_WORDS, text) or _SIDE_WINS.search(text)
        board_words = re.search(_BOARD_WORDS, text)
        if match_words and board_words and re.search(r"\d\s*[、,-]?\s*\d\s*[、,-]?\s*\d", text):
            _by_clause(text, s, out)  # 单局计分按2、1、0进行，获胜队伍记场分2分，平局1分…
            continue
        if match_words and board_words:
            pieces = re.split(rf"(?={_MATCH_WORDS}|{_BOARD_WORDS})", text)
            for piece in pieces:
                # 局分多者为胜，胜1场得2分…: points a match (场) earns, whatever word leads them
                per_match = re.search(r"[胜平负和]\s*1\s*场\s*(?:得|计|积)", piece)
                kind = "match" if re.match(_MATCH_WORDS, piece) or per_match else "board"
                if re.match(rf"{_MATCH_WORDS}|{_BOARD_WORDS}", piece):
                    for key, value in points_in(piece).items():
                        out.add(f"{kind}.{key}", value, s)
            continue
        if match_words:
            for key, value in points_in(text.split("局分")[0]).items():
                if key == "draw" and _HOME_AWAY_DRAW.search(text):
                    continue  # 主队战平计1分，客队战平计2分: no one draw
                out.add(f"match.{key}", value, s)
        if board_words:
            after = text.split("局分", 1)[1] if "局分" in text else ""
            part = after if points_in(after) or digits_points(after) else text  # …0分（局分）
            for key, value in (points_in(part) or digits_points(part)).items():
                out.add(f"board.{key}", value, s)


def _by_clause(text: str, s: Sentence, out: Reading) -> None:
    """A sentence giving a board's points as digits alone and a match's in words, read clause
    by clause: a clause naming a match or a board sets the kind, the clauses after it keep it."""
    kind: str | None = None
    for clause in re.split(r"[,;]", text):
        if re.search(_MATCH_WORDS, clause):
            kind = "match"
        elif re.search(_BOARD_WORDS, clause):
            kind = "board"
        if kind is None:
            continue
        for key, value in (points_in(clause) or digits_points(clause)).items():
            out.add(f"{kind}.{key}", value, s)


def team_chain(chain: list[str]) -> list[str]:
    """An individual chain as the teams' (积分 is 场分, 直胜 the teams' 直胜 …)."""
    return list(dict.fromkeys(TEAM_TIEBREAKS.get(name, name) for name in chain))
