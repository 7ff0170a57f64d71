"""A regulation of several games, each with clauses of its own (a sports meeting's 棋类比赛:
（一）象棋 … （二）围棋 … （三）国际象棋 …): which sentences are one game's.

A game's clauses are a heading that names it (``（一）象棋``, ``3、国际象棋：``) and the lines under
it, up to the next item of the heading's level or of a level above, or the next game's heading;
a line led by a game's name with words after it (``（三）国际象棋：个人赛``,
``（二）国际象棋项目奖金：冠军1500元``) is that game's alone. Where two games or more have
clauses of their own, a draft reads the clauses of the game the organiser names (in the
tournament's name) and no other game's; with no game named it reads none of them (each is one
game's, no value of the event's)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .normalise import Sentence

# (game, its words), the longer names first: 国际象棋 and 中国象棋 before 象棋
_NAMES = (
    ("chess", r"国际象棋|西洋棋"),
    ("xiangqi", r"中国象棋|象棋"),
    ("go", r"围棋"),
    ("jieqi", r"揭棋"),
    ("junqi4", r"四国军棋|军棋|陆战棋"),
    ("other", r"五子棋|跳棋|飞行棋|桥牌|国际跳棋"),
)
_GAME = "|".join(f"(?:{words})" for _, words in _NAMES)
_WORDS = [(game, re.compile(words)) for game, words in _NAMES]
# what a game's heading may name besides the game: （一）象棋团体, （三）四国军棋双人赛, 围棋项目
_KIND = r"(?:项目|比赛|团体赛?|个人赛?|双人赛|男子(?:个人)?赛?|女子(?:个人)?赛?|赛|组)"

# an item's number, by kind: 一、 / (一) / 1、 1. / (1) / 1)
_MARKERS = (
    ("cn", re.compile(r"^[一二三四五六七八九十]{1,3}[、.]\s*")),
    ("(cn)", re.compile(r"^\([一二三四五六七八九十]{1,3}\)\s*")),
    ("d", re.compile(r"^\d{1,2}[、.](?!\d)\s*")),
    ("(d)", re.compile(r"^\(\d{1,2}\)\s*")),
    ("d)", re.compile(r"^\d{1,2}\)\s*")),
)
# a heading of games: their names (象棋、围棋), then 项目 / 比赛 / 组 and a colon or a dash (围棋 –
# 瑞士制…), or nothing
_HEADING = re.compile(
    rf"^((?:{_GAME})(?:\s*[、和及与]\s*(?:{_GAME}))*)\s*{_KIND}?\s*(?::|\s[–—-]\s|$)(.*)$"
)
# a bare heading of a few words (比赛地点, 名额): it ends the clauses of a game whose heading has no
# item number
_BARE = re.compile(r"^[\u4e00-\u9fff]{2,8}$")
# a line led by games' names and what of theirs it gives (国际象棋项目奖金：…)
_LED = re.compile(rf"^((?:{_GAME})(?:\s*[、和及与]\s*(?:{_GAME}))*)\s*项目")


def _marker(text: str) -> tuple[str | None, str]:
    """(the kind of the line's item number or None, the words after it)."""
    for kind, pattern in _MARKERS:
        match = pattern.match(text)
        if match:
            return kind, text[match.end() :]
    return None, text


def _games(names: str) -> frozenset[str]:
    found: set[str] = set()
    rest = names
    for game, pattern in _WORDS:
        if pattern.search(rest):
            found.add(game)
            rest = pattern.sub("", rest)
    return frozenset(found)


@dataclass(frozen=True)
class GameSections:
    """The lines of each game's clauses (line index -> the games they belong to), and the games
    that have clauses of their own (a name each, as the text writes it first)."""

    lines: dict[int, frozenset[str]]
    games: dict[str, str]

    @property
    def several(self) -> bool:
        """Whether two games or more have clauses of their own (one game's is the event's)."""
        return len(self.games) >= 2

    def kept(self, sents: list[Sentence], game: str | None) -> list[Sentence]:
        """The sentences a draft for ``game`` reads: every one outside the games' clauses, and
        that game's (none of them where no game is named)."""
        if not self.several:
            return sents
        return [s for s in sents if s.line not in self.lines or game in self.lines[s.line]]


def game_sections(sents: list[Sentence]) -> GameSections:
    """Each game's clauses in the text (see the module's docstring)."""
    first: dict[int, Sentence] = {}
    for s in sents:
        first.setdefault(s.line, s)
    order: list[str] = []  # the kinds of item numbers in the order the text first uses them
    lines: dict[int, frozenset[str]] = {}
    games: dict[str, str] = {}
    open_block: tuple[str | None, frozenset[str]] | None = None
    for line in sorted(first):
        kind, rest = _marker(first[line].text)
        if kind is not None and kind not in order:
            order.append(kind)
        if open_block is not None and kind is not None:
            level = order.index(kind)
            opened = order.index(open_block[0]) if open_block[0] in order else -1
            if open_block[0] is None or level <= opened:
                open_block = None  # the next item of the heading's level, or of one above
        if open_block is not None and open_block[0] is None and _BARE.match(rest):
            open_block = None  # 围棋 … 比赛地点: the next bare heading
        heading = _HEADING.match(rest)
        match = heading or _LED.match(rest)
        if match is not None:
            names = match.group(1)
            named = _games(names)
            for game, pattern in _WORDS:
                found = pattern.search(names)
                if found and game in named:
                    games.setdefault(game, found.group(0))
            lines[line] = named
            if heading is not None and not heading.group(2).strip():
                open_block = (kind, named)  # （一）象棋: the lines under it are its clauses
            continue
        if open_block is not None:
            lines[line] = open_block[1]
    return GameSections(lines, games)


def named_game(name: str | None, sections: GameSections) -> str | None:
    """The game a tournament's name names, where it is one of the games with clauses of their
    own (``松阳县运会国际象棋``: chess)."""
    if not name:
        return None
    named = _games(name)
    chosen = named & set(sections.games)
    return next(iter(chosen)) if len(chosen) == 1 and "other" not in chosen else None
