"""One team match on boards (团体赛的一场): its boards' results, entry, stored form, points and
colours.

A match is two teams, the **first-named** (``FIRST_TEAM``, the table's ``teams[0]``) and the
other (``SECOND_TEAM``); board i of one plays board i of the other. Every board's result is
written **from the first-named team's side**, board 1 first:

- ``胜`` the first team's player won, ``和`` drew, ``负`` lost (also 赢/平/输 and 勝/負);
- ``弃`` the first team's player did not play (弃台): he loses the board, the other side wins it;
- ``对弃`` the other team's player did not play: the first team's player wins the board;
- ``双弃`` neither played: both lose it (no points for either side).

A whole text is one word per board (``胜和负胜``, ``胜对弃和负``; spaces and punctuation between
words are ignored); one board is set by ``第<i>台 <结果>`` (``第2台 和``). A team that does not
appear at all forfeits the **match** (``TeamMatch.forfeit``): it loses with 0 board points, the
other team wins with ``MatchScoring.forfeit_board_points`` (default: every board won).

Stored as ``(games, details)``: ``games`` one letter per board (``W`` ``D`` ``L`` ``F`` first
team's player absent, ``O`` other side's player absent, ``B`` both absent, ``-`` not entered),
``details`` ``{"team_match": true}`` plus ``"forfeit": <side>`` for a forfeited match.

Points: a board's points are the game's (``engine/games.py``: Xiangqi/Go 2/1/0, chess 1/½/0);
board points (局分) the sum over the boards; match points (场分) from comparing the two sides'
board points (win 2 / draw 1 / loss 0 by default, or 3/1/0: ``MatchScoring``).

Colours: on board 1 the first-named team's player moves first, on board 2 the other's, and so
on alternately; where the regulation swaps them per round (``swap_by_round``), every even round
starts with the other team on board 1.

Every function here is pure; a bad entry raises ``MatchEntryError`` whose message is the Chinese
reply.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from engine.numbers import decimal_text

FIRST_TEAM, SECOND_TEAM = 0, 1
"""The sides of a match: the first-named team (results are written from its side), the other."""

WIN, DRAW, LOSS = "W", "D", "L"
FORFEIT, OTHER_FORFEIT, BOTH_FORFEIT = "F", "O", "B"
"""Board marks from the first team's side: ``F`` its player absent, ``O`` the other side's
player absent, ``B`` both absent."""
OPEN = "-"
"""A board not entered yet (stored and shown as ``-``)."""
MARKS = (WIN, DRAW, LOSS, FORFEIT, OTHER_FORFEIT, BOTH_FORFEIT)

WORDS: dict[str, str] = {
    WIN: "胜",
    DRAW: "和",
    LOSS: "负",
    FORFEIT: "弃",
    OTHER_FORFEIT: "对弃",
    BOTH_FORFEIT: "双弃",
}
"""The word of each mark, what the tables and the JSON ``boards[].result`` show."""

_READ: dict[str, str] = {
    "胜": WIN,
    "勝": WIN,
    "赢": WIN,
    "贏": WIN,
    "和": DRAW,
    "平": DRAW,
    "负": LOSS,
    "負": LOSS,
    "输": LOSS,
    "輸": LOSS,
    "弃": FORFEIT,
    "棄": FORFEIT,
}
_TWO_CHAR: dict[str, str] = {"对弃": OTHER_FORFEIT, "對棄": OTHER_FORFEIT, "双弃": BOTH_FORFEIT}
_SEPARATORS = re.compile(r"[\s,，、;；/|｜.。·+＋]+")
_ONE_BOARD = re.compile(r"^第\s*([0-9０-９一二三四五六七八九十]+)\s*台\s*(.+)$")
_CHINESE_DIGITS = {c: i for i, c in enumerate("一二三四五六七八九十", start=1)}
_FLIP = {
    WIN: LOSS,
    LOSS: WIN,
    DRAW: DRAW,
    FORFEIT: OTHER_FORFEIT,
    OTHER_FORFEIT: FORFEIT,
    BOTH_FORFEIT: BOTH_FORFEIT,
}
EXAMPLE = "胜和负胜"
WORDS_HELP = "胜、和、负、弃（本方弃台）、对弃（对方弃台）或 双弃"


class MatchEntryError(ValueError):
    """A board string or a board entry that cannot be read; the message is the Chinese reply."""


@dataclass(frozen=True)
class GamePoints:
    """The points of one board's game: a win, a draw, a loss (``engine.games.default_points``
    of the regulation's game, or its ``[scoring]``). A forfeited board scores a win for the
    player present and a loss for the absent one."""

    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)

    def of(self, mark: str) -> tuple[Fraction, Fraction]:
        """(first team's points, other team's points) of a board with ``mark``."""
        if mark in (WIN, OTHER_FORFEIT):
            return self.win, self.loss
        if mark in (LOSS, FORFEIT):
            return self.loss, self.win
        if mark == DRAW:
            return self.draw, self.draw
        if mark == BOTH_FORFEIT:
            return self.loss, self.loss
        return Fraction(0), Fraction(0)


@dataclass(frozen=True)
class MatchScoring:
    """The regulation's match points (场分) from board points (局分): more board points than the
    other side ``win``, equal ``draw``, fewer ``loss`` (2/1/0 by default, or 3/1/0). A team
    that does not appear scores ``loss`` and 0 board points; its opponent ``win`` and
    ``forfeit_board_points`` (None: every board won, boards × game win)."""

    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)
    forfeit_board_points: Fraction | None = None


@dataclass(frozen=True)
class TeamMatch:
    """A match's result: ``boards`` one mark per board (board 1 first, ``OPEN`` not entered),
    from the first team's side; ``forfeit`` the side that did not appear (None: both did)."""

    boards: tuple[str, ...]
    forfeit: int | None = None

    @classmethod
    def empty(cls, boards: int) -> TeamMatch:
        """A match with nothing entered."""
        return cls((OPEN,) * boards)

    @classmethod
    def forfeited(cls, boards: int, absent: int) -> TeamMatch:
        """The match the team on side ``absent`` did not appear for."""
        if absent not in (FIRST_TEAM, SECOND_TEAM):
            raise ValueError(f"side {absent!r} is neither 0 nor 1")
        return cls((OPEN,) * boards, absent)

    @property
    def complete(self) -> bool:
        """Every board entered, or the match forfeited."""
        return self.forfeit is not None or OPEN not in self.boards

    def flipped(self) -> TeamMatch:
        """The same match written from the other team's side."""
        return TeamMatch(
            tuple(_FLIP.get(m, m) for m in self.boards),
            None if self.forfeit is None else 1 - self.forfeit,
        )

    def board_results(self, side: int, points: GamePoints) -> tuple[Fraction | None, ...]:
        """``side``'s points on each board (None: not entered); a forfeited match: nothing."""
        if self.forfeit is not None:
            return tuple(None for _ in self.boards)
        return tuple(None if m == OPEN else points.of(m)[side] for m in self.boards)

    def board_points(self, points: GamePoints, scoring: MatchScoring) -> tuple[Fraction, Fraction]:
        """局分 of both sides: the sum of each side's board points (boards not entered count 0);
        a forfeited match: 0 for the absent side, ``forfeit_board_points`` for the other."""
        if self.forfeit is not None:
            full = scoring.forfeit_board_points
            present = full if full is not None else points.win * len(self.boards)
            return (Fraction(0), present) if self.forfeit == FIRST_TEAM else (present, Fraction(0))
        first = sum((points.of(m)[0] for m in self.boards), Fraction(0))
        second = sum((points.of(m)[1] for m in self.boards), Fraction(0))
        return first, second

    def match_points(self, points: GamePoints, scoring: MatchScoring) -> tuple[Fraction, Fraction]:
        """场分 of both sides from their board points (``MatchScoring``)."""
        if self.forfeit is not None:
            return (
                (scoring.loss, scoring.win)
                if self.forfeit == FIRST_TEAM
                else (scoring.win, scoring.loss)
            )
        first, second = self.board_points(points, scoring)
        if first > second:
            return scoring.win, scoring.loss
        if first < second:
            return scoring.loss, scoring.win
        return scoring.draw, scoring.draw

    def winner(self, points: GamePoints, scoring: MatchScoring) -> int | None:
        """The side with more board points (or present against a forfeit); None when level."""
        first, second = self.board_points(points, scoring)
        if self.forfeit is not None:
            return 1 - self.forfeit
        if first == second:
            return None
        return FIRST_TEAM if first > second else SECOND_TEAM


# --------------------------------------------------------------------------- entry


def _mark_of(word: str) -> str | None:
    word = _SEPARATORS.sub("", word)
    return _TWO_CHAR.get(word) or (_READ.get(word) if len(word) == 1 else None)


def parse_boards(text: str, boards: int) -> tuple[str, ...]:
    """The board marks a whole text gives, board 1 first (``胜和负胜``; ``对弃``/``双弃`` are one
    board each). Raises ``MatchEntryError`` for an empty text, a word it cannot read (naming
    the board) and a count other than ``boards``."""
    compact = _SEPARATORS.sub("", text or "")
    if not compact:
        raise MatchEntryError(
            f"没有写各台结果：请从先列队伍一方看，第1台起每台写 {WORDS_HELP}，例如 {EXAMPLE}"
        )
    if len(compact) > 4 * boards:
        raise MatchEntryError(
            f"本场共 {boards} 台，这里写了 {len(compact)} 个字：每台一个结果，例如 {EXAMPLE}"
        )
    marks: list[str] = []
    i = 0
    while i < len(compact):
        pair = compact[i : i + 2]
        if pair in _TWO_CHAR:
            marks.append(_TWO_CHAR[pair])
            i += 2
            continue
        mark = _READ.get(compact[i])
        if mark is None:
            raise MatchEntryError(
                f"看不懂第{len(marks) + 1}台的「{compact[i]}」：每台只能写 {WORDS_HELP}"
                f"（从先列队伍一方看），例如 {EXAMPLE}"
            )
        marks.append(mark)
        i += 1
    if len(marks) != boards:
        raise MatchEntryError(
            f"本场共 {boards} 台，这里写了 {len(marks)} 台的结果：请从第1台起每台写一个结果，"
            f"例如 {EXAMPLE[:boards] if boards <= len(EXAMPLE) else EXAMPLE}"
        )
    return tuple(marks)


def _board_number(text: str) -> int | None:
    if text in _CHINESE_DIGITS:
        return _CHINESE_DIGITS[text]
    digits = text.translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    return int(digits) if digits.isascii() and digits.isdigit() and len(digits) <= 3 else None


def parse_board_entry(text: str, boards: int) -> tuple[int, str]:
    """(board number, mark) of ``第<i>台 <结果>`` (``第2台 和``). Raises ``MatchEntryError`` for
    another shape, a board number outside 1..``boards`` and a word it cannot read."""
    found = _ONE_BOARD.match((text or "").strip())
    if found is None:
        raise MatchEntryError(f"请写 第<台次>台 <结果>，例如 第2台 和（结果写 {WORDS_HELP}）")
    number = _board_number(found.group(1))
    if number is None or not 1 <= number <= boards:
        raise MatchEntryError(
            f"没有第{found.group(1)}台：本场共 {boards} 台（第1台到第{boards}台）"
        )
    mark = _mark_of(found.group(2))
    if mark is None:
        raise MatchEntryError(
            f"看不懂第{number}台的结果「{found.group(2).strip()}」：只能写 {WORDS_HELP}"
            f"（从先列队伍一方看）"
        )
    return number, mark


def enter_boards(match: TeamMatch, text: str) -> TeamMatch:
    """The match with every board set from a whole text (``parse_boards``); a forfeited match
    becomes a played one."""
    return TeamMatch(parse_boards(text, len(match.boards)))


def enter_board(match: TeamMatch, text: str) -> TeamMatch:
    """The match with one board set from ``第<i>台 <结果>`` (``parse_board_entry``)."""
    number, mark = parse_board_entry(text, len(match.boards))
    boards = list(match.boards)
    boards[number - 1] = mark
    return replace(match, boards=tuple(boards), forfeit=None)


def parse_forfeit(text: str, teams: Sequence[str]) -> int | None:
    """The side of ``<队名>弃权`` (the named team did not appear), None when ``text`` is not that
    shape. Raises ``MatchEntryError`` when the name is neither team's."""
    compact = (text or "").strip()
    if not compact.endswith("弃权"):
        return None
    name = compact[: -len("弃权")].strip()
    for side, team in enumerate(teams):
        if name == team:
            return side
    raise MatchEntryError(f"本场是 {'、'.join(teams)}：请写 <队名>弃权，例如 {teams[0]}弃权")


# --------------------------------------------------------------------------- stored form


def dump_match(match: TeamMatch) -> tuple[str, dict[str, object]]:
    """The stored form ``(games, details)``: one letter per board, ``details`` marking a team
    match and the forfeiting side."""
    details: dict[str, object] = {"team_match": True}
    if match.forfeit is not None:
        details["forfeit"] = match.forfeit
    return "".join(match.boards), details


def load_match(games: str, details: Mapping[str, object], boards: int) -> TeamMatch:
    """The typed match from its stored form (a letter it does not know reads as not entered;
    a string of another length is cut or padded with ``OPEN`` to ``boards``)."""
    marks = tuple(m if m in MARKS else OPEN for m in (games or "")[:boards])
    marks += (OPEN,) * (boards - len(marks))
    forfeit = details.get("forfeit")
    side = forfeit if type(forfeit) is int and forfeit in (FIRST_TEAM, SECOND_TEAM) else None
    return TeamMatch(marks, side)


def match_text(match: TeamMatch, teams: Sequence[str] = ()) -> str:
    """The match as people read it: its board words (``胜和负胜``, ``-`` for a board not
    entered), or ``<队名>弃权`` (``弃权`` without names)."""
    if match.forfeit is not None:
        name = teams[match.forfeit] if len(teams) > match.forfeit else ""
        return f"{name}弃权"
    return "".join(WORDS.get(m, OPEN) for m in match.boards)


def score_text(first: Fraction, second: Fraction) -> str:
    """``5:3``, ``2.5:1.5``: two sides' points."""
    return f"{decimal_text(first)}:{decimal_text(second)}"


# --------------------------------------------------------------------------- colours


@dataclass(frozen=True)
class ColourRule:
    """Who moves first on each board: the first-named team on board 1, the other on board 2,
    alternately (``alternate_boards``; False: the first-named team on every board); with
    ``swap_by_round`` every even round starts with the other team on board 1."""

    alternate_boards: bool = True
    swap_by_round: bool = False


def first_movers(boards: int, round_no: int = 1, rule: ColourRule | None = None) -> tuple[int, ...]:
    """The side (``FIRST_TEAM``/``SECOND_TEAM``) whose player moves first on each board, board 1
    first: 0, 1, 0, 1 … (``ColourRule``); in an even round with ``swap_by_round``: 1, 0, 1, 0 …"""
    rule = rule if rule is not None else ColourRule()
    start = FIRST_TEAM
    if rule.swap_by_round and round_no % 2 == 0:
        start = SECOND_TEAM
    if not rule.alternate_boards:
        return (start,) * boards
    return tuple(start if i % 2 == 0 else 1 - start for i in range(boards))
