"""A team table's result (``TeamResult``): the match's boards from the first-named team's side
(engine/teams/match.py ``TeamMatch``), or a bye; and its rules (``TeamResults``).

Chat writes a whole match board 1 first (``胜和负胜``) or one board (``第2台 和``); a team that did
not appear ``先列队弃权`` / ``后列队弃权`` (it loses the match with 0 board points, the other team
wins it with every board: ``TeamMatch.forfeited``). An entry or a
confirmed report **merges** into the stored match: the boards it names replace theirs, the
others stay, so boards may come in one at a time and a whole string replaces every board.
``/弃权 <选手>`` is his board's 弃台 (he loses it). A board not entered at the cutoff is a draw.

A seat's points (``points``) are its player's on his board: seat i < n board i+1 of the
first-named team, seat n + i board i+1 of the other; a bye and a forfeited match give the
players nothing (no game was played; the teams' match and board points are the records').
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.numbers import decimal_text, echo
from engine.teams.match import (
    DRAW,
    EXAMPLE,
    FORFEIT,
    LOSS,
    OPEN,
    OTHER_FORFEIT,
    WIN,
    MatchEntryError,
    TeamMatch,
    dump_match,
    load_match,
    match_text,
    parse_board_entry,
    parse_boards,
)
from engine.vocabulary import ResultWord

from ..base import Details, FormatError, Point
from ..results import ResultRules, SeatGame
from .schema import game_points, match_scoring, spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

_FORFEITS = {"先列队弃权": 0, "先列弃权": 0, "后列队弃权": 1, "后列弃权": 1}
"""A team that did not appear (the whole match): the first-named or the other."""
_FORFEIT_TEXT = ("先列队弃权", "后列队弃权")
_OUTCOME = {WIN: "W", DRAW: "D", LOSS: "L", OTHER_FORFEIT: "W", FORFEIT: "L"}
_SEAT_FLIP = {"W": "L", "L": "W", "D": "D"}


@dataclass(frozen=True)
class TeamResult:
    """A team table's result: the ``match`` (boards from the first-named team's side) or, for
    a team's bye, ``bye``; a team knockout's ``decider``: the decider game's result from the
    first-named team's side (WIN/DRAW/LOSS, None: not played)."""

    match: TeamMatch
    bye: bool = False
    decider: str | None = None


DECIDER_WORD = "加赛"
_DECIDER_MARKS = {"胜": WIN, "和": DRAW, "负": LOSS}
DECIDER_TEXT = {WIN: "胜", DRAW: "和", LOSS: "负"}


def example(boards: int) -> str:
    """A whole match's example for ``boards`` boards (胜和负胜, 胜和负, 胜和负胜胜 …)."""
    return (EXAMPLE * 2)[:boards]


def merged(old: TeamMatch | None, new: TeamMatch) -> TeamMatch:
    """``old`` with every board ``new`` names replaced (a forfeit replaces the whole match)."""
    if old is None or new.forfeit is not None or len(old.boards) != len(new.boards):
        return new
    boards = tuple(n if n != OPEN else o for o, n in zip(old.boards, new.boards, strict=True))
    return TeamMatch(boards)


def result_text(result: TeamResult) -> str:
    """The board string (``胜和负胜``, ``-`` a board not entered), 先列队弃权 / 后列队弃权 (a team
    that did not appear; the JSON table names the team), 轮空."""
    if result.bye:
        return ResultWord.REST.label
    if result.match.forfeit is not None:
        return _FORFEIT_TEXT[result.match.forfeit]
    if result.decider is not None:
        return f"{match_text(result.match)} {DECIDER_WORD}{DECIDER_TEXT[result.decider]}"
    return match_text(result.match)


class TeamResults(ResultRules[TeamResult]):
    """The rules of a team table's result (module docstring)."""

    def parse_result(self, reg: Regulation, text: str, seats: int) -> TeamResult:
        boards = spec(reg).boards
        if seats == boards:
            raise FormatError("这一桌轮空，没有对局，不需要结果。")
        words = (text or "").strip()
        side = _FORFEITS.get(words.replace(" ", ""))
        if side is not None:
            return TeamResult(TeamMatch.forfeited(boards, side))
        if DECIDER_WORD in words:
            return self._with_decider(reg, words, seats)
        try:
            if words.startswith("第"):
                number, mark = parse_board_entry(words, boards)
                marks = [OPEN] * boards
                marks[number - 1] = mark
                return TeamResult(TeamMatch(tuple(marks)))
            return TeamResult(TeamMatch(parse_boards(words, boards)))
        except MatchEntryError as exc:
            raise FormatError(
                f"无法识别“{echo(text)}”：{exc}。整场写 /录入 <桌> {example(boards)}"
                "（从先列队伍一方看，第1台起），单台写 /录入 <桌> 第2台 和，"
                "一队未到场写 /录入 <桌> 先列队弃权（或 后列队弃权）"
            ) from exc

    def _with_decider(self, reg: Regulation, words: str, seats: int) -> TeamResult:
        """``[<boards>] 加赛 <胜|和|负>``: a team knockout's decider game (with the boards, or
        alone to be merged into the stored ones)."""
        s = spec(reg)
        if s.system != "knockout" or s.decider != "board":
            raise FormatError("本赛事没有加赛局：两队战平按规程处理，只录入各台结果。")
        head, _, tail = words.partition(DECIDER_WORD)
        mark = _DECIDER_MARKS.get(tail.strip())
        if mark is None:
            raise FormatError(
                f"加赛局结果看不懂：“{echo(tail.strip())}”。写 /录入 <桌> 加赛 胜（或 和、负，"
                f"从先列队伍一方看），或连同各台：/录入 <桌> {example(s.boards)} 加赛 胜"
            )
        if not head.strip():
            return TeamResult(TeamMatch.empty(s.boards), decider=mark)
        boards = self.parse_result(reg, head.strip(), seats)
        return replace(boards, decider=mark)

    def load_result(self, games: str, details: Details) -> TeamResult:
        if details.get("bye"):
            return TeamResult(TeamMatch(()), True)
        decider = details.get("decider")
        return TeamResult(
            load_match(games, details, len(games or "")),
            decider=decider if decider in DECIDER_TEXT else None,
        )

    def dump_result(self, result: TeamResult) -> tuple[str, dict[str, object]]:
        games, details = dump_match(result.match)
        if result.bye:
            details["bye"] = True
        if result.decider is not None:
            details["decider"] = result.decider
        return games, details

    def result_text(self, result: TeamResult) -> str:
        return result_text(result)

    def empty_result(self, reg: Regulation, seats: int) -> TeamResult:
        boards = spec(reg).boards
        if seats == boards:
            return TeamResult(TeamMatch(()), True)
        return TeamResult(TeamMatch.empty(boards))

    def seated_result(self, reg: Regulation, seats: int) -> TeamResult | None:
        return TeamResult(TeamMatch(()), True) if seats == spec(reg).boards else None

    def points(self, reg: Regulation, result: TeamResult, seats: int) -> list[list[Point]]:
        match = result.match
        if result.bye or match.forfeit is not None or not match.boards:
            return [[Fraction(0)] for _ in range(seats)]
        values = game_points(reg)
        n = len(match.boards)
        out: list[list[Point]] = []
        for seat in range(seats):
            mark = match.boards[seat % n]
            out.append([values.of(mark)[0 if seat < n else 1]])
        return out

    def has_play(self, result: TeamResult) -> bool:
        return result.match.forfeit is not None or any(m != OPEN for m in result.match.boards)

    def close_unplayed(self, reg: Regulation, result: TeamResult) -> TeamResult:
        """A board not entered at the cutoff is a draw (as a two-player game's)."""
        if result.bye or result.match.forfeit is not None:
            return result
        boards = tuple(DRAW if m == OPEN else m for m in result.match.boards)
        return replace(result, match=TeamMatch(boards))

    def forfeit(
        self, reg: Regulation, result: TeamResult, seat: int, game: int | None
    ) -> tuple[TeamResult, str]:
        """``seat``'s player did not play: his board is 弃 (lost) from his side."""
        match = result.match
        n = len(match.boards)
        if result.bye or not n:
            raise FormatError("这一桌轮空，没有对局。")
        board = seat % n
        boards = list(match.boards)
        boards[board] = FORFEIT if seat < n else OTHER_FORFEIT
        return replace(result, match=TeamMatch(tuple(boards))), f"第{board + 1}台弃台（本台判负）"

    def seat_outcomes(self, reg: Regulation, result: TeamResult, seat: int) -> list[str | None]:
        match = result.match
        n = len(match.boards)
        if result.bye or match.forfeit is not None or not n:
            return [None]
        outcome = _OUTCOME.get(match.boards[seat % n])
        if outcome is None:
            return [None]
        return [outcome if seat < n else _SEAT_FLIP[outcome]]

    def rated_games(self, reg: Regulation, result: TeamResult, seats: int) -> list[SeatGame]:
        """Each board played: the first-named team's player of board i (seat i) against the
        other's (seat n + i); a board forfeited, not entered or a forfeited match counts none."""
        match = result.match
        n = len(match.boards)
        if result.bye or match.forfeit is not None or not n or seats != 2 * n:
            return []
        return [
            SeatGame((board,), (n + board,), _OUTCOME[mark])
            for board, mark in enumerate(match.boards)
            if mark in (WIN, DRAW, LOSS)
        ]

    def game_number(self, reg: Regulation, number: int | None) -> int:
        raise FormatError(
            "团体赛每人每轮只下本台一局，弃台写：/弃权 <选手>（或 /录入 <桌> 第3台 弃）"
        )

    def lose_game(
        self, reg: Regulation, result: TeamResult, seat: int, game: int, earlier: str = ""
    ) -> tuple[TeamResult, str]:
        """``seat``'s board lost by him (the other side wins it)."""
        match = result.match
        n = len(match.boards)
        if result.bye or not n:
            raise FormatError("这一桌轮空，没有对局，不能判负。")
        boards = list(match.boards)
        boards[seat % n] = LOSS if seat < n else WIN
        return replace(result, match=TeamMatch(tuple(boards))), f"第{seat % n + 1}台判负"

    def reported(self, before: TeamResult | None, new: TeamResult) -> TeamResult:
        """A captain's report of one board (``第2台 和``) adds to what he reported before."""
        return self.entered(before, new)

    def entered(self, old: TeamResult | None, new: TeamResult) -> TeamResult:
        """The boards ``new`` names replace the stored ones; the others stay (and the stored
        decider game, unless ``new`` gives one)."""
        match = merged(old.match if old is not None else None, new.match)
        decider = new.decider if new.decider is not None else old.decider if old else None
        return TeamResult(match, new.bye, decider)

    def entry(self, reg: Regulation, old: TeamResult | None, new: TeamResult) -> TeamResult:
        """As ``entered``; a team knockout with a decider board also refuses a decider game
        for a match not drawn, and a drawn match left without its decider game."""
        result = self.entered(old, new)
        s = spec(reg)
        if s.system != "knockout" or result.bye or result.match.forfeit is not None:
            return replace(result, decider=None) if result.decider else result
        first, second = result.match.board_points(game_points(reg), match_scoring(reg))
        level = result.match.complete and first == second
        score = f"{decimal_text(first)}:{decimal_text(second)}"
        if new.decider is not None and not level:
            if not result.match.complete:
                raise FormatError(
                    "还有台次没有录入，不能录入加赛局：先录入各台结果（或连同各台一起写："
                    f"/录入 <桌> {example(s.boards)} 加赛 胜）。"
                )
            raise FormatError(f"两队局分 {score}，已分胜负，不需要加赛局。")
        if not level:
            return replace(result, decider=None) if result.decider else result
        if s.decider == "board" and result.decider is None:
            raise FormatError(
                f"常规 {s.boards} 台两队局分 {score} 战平，须下加赛局（第{s.decider_board}台"
                f"{'，和棋由后走方胜出' if s.armageddon else ''}）：请一并录入加赛结果，如 "
                f"/录入 <桌> {match_text(result.match)} 加赛 胜（从先列队伍一方看）。"
            )
        if s.decider == "board" and result.decider == DRAW and not s.armageddon:
            raise FormatError(
                "加赛局和棋不能决出胜负（规程未定和棋由后走方胜出）：请录入加赛的胜负。"
            )
        return result
