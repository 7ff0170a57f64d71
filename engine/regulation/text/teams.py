"""Readers of a team event (团体赛): boards and reserves (每队上场4名棋手, 可报6名), points per
board (局分: 每台胜得2分) and per match (场分: 每场胜得2分), and the team tiebreak chain (the
individual names mapped to the teams' own)."""

import re

from .found import Reading
from .normalise import Sentence
from .readers import POINT, POINT_KEY

TEAM_TIEBREAKS = {  # a chain's names as a team ranking reads them
    "points": "match_points",
    "opponents_score": "team_opponents_score",
    "progressive": "team_progressive",
    "direct_encounter": "team_direct_encounter",
    "wins": "match_wins",
    "lots": "team_lots",
}


_BOARDS = re.compile(
    r"每队\s*(?:上场|出场)\s*(?:棋手)?\s*(\d{1,2})\s*(?:名|人)"
    r"|每队\s*(\d{1,2})\s*名\s*(?:比赛|上场)\s*(?:选手|棋手|队员)"  # 每队5名比赛选手…排定台次
)
_PLAYING = re.compile(r"上场\s*棋手\s*(\d{1,2})\s*名")


def _points(text: str) -> dict[str, str]:
    got: dict[str, str] = {}
    for match in POINT.finditer(text):
        got.setdefault(POINT_KEY[match.group("what")], match.group("n"))
    return got


def read_teams(sents: list[Sentence], out: Reading) -> None:
    """Found keys ``boards``, ``reserves``, ``match.win/draw/loss``, ``board.win/draw/loss``."""
    for s in sents:
        text = s.text
        boards = _BOARDS.search(text) or _PLAYING.search(text)
        if boards:
            count = int(boards.group(1) or boards.group(2))
            out.add("boards", count, s)
            listed = re.search(r"棋手\s*(\d{1,2})\s*[-~至到]\s*(\d{1,2})\s*名", text)
            if listed and int(listed.group(2)) >= count:
                out.add("reserves", int(listed.group(2)) - count, s)
        if re.search(r"场分|每场|一场|胜场", text):
            for key, value in _points(text.split("局分")[0]).items():
                out.add(f"match.{key}", value, s)
        if re.search(r"局分|每台|每局", text):
            part = text.split("局分", 1)[1] if "局分" in text else text
            for key, value in _points(part).items():
                out.add(f"board.{key}", value, s)


def team_chain(chain: list[str]) -> list[str]:
    """An individual chain as the teams' (积分 is 场分, 直胜 the teams' 直胜 …)."""
    return list(dict.fromkeys(TEAM_TIEBREAKS.get(name, name) for name in chain))
