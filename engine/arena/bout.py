"""One arena bout (擂台赛一轮, seed 004 八(四), 八(六), 八(七)): its games, score and state.

Games are written from the **defender's side** (守擂方, the table's first seat ``[defender,
challenger]``; in bout 1 the first-named team's No. 6): ``胜`` the defender won the game,
``负`` lost it, ``和`` drew. A bout is up to ``max_games`` (6) games with alternating colours,
the first game's colours by lots; win 2 / draw 1 / loss 0; the first side to ``target`` (7)
points wins. When the regular games end level (6:6) extra games (附加赛) follow until one side
leads by ``tie_lead`` (4) points in them.

The rules come from the regulation's ``format.bout`` (``BoutRules.of``); every function here is
pure. A bad entry raises ``BoutError`` whose message is the Chinese reply.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from engine.games import DRAW, LOSS, WIN
from engine.games import read_games as _read_games
from engine.numbers import decimal_text

OUTCOMES = (WIN, LOSS, DRAW)
DEFENDER, CHALLENGER = 0, 1
"""Seats of a bout's table: ``[defender, challenger]``."""
SIDE_NAMES = ("守擂方", "攻擂方")

# what people type for a game, from the defender's side
MAX_GAMES_TEXT = 200
"""The most games one entry may hold (a longer text is refused before it is read)."""

EXAMPLE = "胜和负胜"


class BoutSettings(Protocol):
    """What ``BoutRules.of`` reads: the regulation's ``format.bout`` (``formats.arena.Bout``)."""

    @property
    def max_games(self) -> int: ...
    @property
    def win(self) -> Fraction | int: ...
    @property
    def draw(self) -> Fraction | int: ...
    @property
    def loss(self) -> Fraction | int: ...
    @property
    def target(self) -> int: ...
    @property
    def tie_at(self) -> int: ...
    @property
    def tie_lead(self) -> int: ...


class BoutError(ValueError):
    """A bad bout entry; the message is the Chinese reply (what is wrong and the right form)."""


@dataclass(frozen=True)
class BoutRules:
    """The parameters of a bout (regulation ``format.bout``; the defaults are seed 004 八(四),
    八(七)): up to ``max_games`` regular games, ``win``/``draw``/``loss`` points, first to
    ``target`` wins; level after the regular games: extra games until a lead of ``tie_lead``."""

    max_games: int = 6
    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)
    target: int = 7
    tie_at: int = 6
    tie_lead: int = 4

    @classmethod
    def of(cls, bout: BoutSettings) -> BoutRules:
        """The rules of a regulation's ``format.bout`` (any object with these attributes)."""
        return cls(
            max_games=bout.max_games,
            win=Fraction(bout.win),
            draw=Fraction(bout.draw),
            loss=Fraction(bout.loss),
            target=bout.target,
            tie_at=bout.tie_at,
            tie_lead=bout.tie_lead,
        )

    def points(self, outcome: str) -> tuple[Fraction, Fraction]:
        """(defender, challenger) points of one game written from the defender's side
        (八(四): 胜方记2分，负方记0分，和棋双方各记1分)."""
        if outcome == WIN:
            return self.win, self.loss
        if outcome == LOSS:
            return self.loss, self.win
        if outcome == DRAW:
            return self.draw, self.draw
        raise BoutError(f"看不懂「{outcome}」：每局只能写 胜、负 或 和（从守擂方看）")


DEFAULT_RULES = BoutRules()


@dataclass(frozen=True)
class BoutState:
    """Where a bout stands after ``games`` (defender's side).

    ``score``: (defender, challenger) points over all games; ``extra_score``: the same over
    the extra games only; ``extra``: the regular games ended level and extra games are (or
    were) played; ``winner``: DEFENDER, CHALLENGER or None while undecided; ``decided_at``: the
    number of the game that decided it (None while undecided)."""

    games: tuple[str, ...]
    score: tuple[Fraction, Fraction]
    extra_score: tuple[Fraction, Fraction]
    extra: bool
    winner: int | None
    decided_at: int | None

    @property
    def decided(self) -> bool:
        """Whether the bout has a winner."""
        return self.winner is not None

    @property
    def played(self) -> int:
        """Games played."""
        return len(self.games)


def _decide(
    rules: BoutRules,
    played: int,
    score: tuple[Fraction, Fraction],
    extra_score: tuple[Fraction, Fraction],
) -> tuple[int | None, bool]:
    """(winner, extra) after ``played`` games with these scores.

    八(七): in the regular games (1..max_games) the first side to reach ``target`` wins. When the
    regular games end without that (6:6), extra games follow; in them the first side to lead by
    ``tie_lead`` points wins (附加赛中一方率先领先4分). [Interpretation for regulations whose
    points do not always sum to 2 × tie_at: regular games ending unequal below the target are
    won by the side ahead.]"""
    d, c = score
    if played <= rules.max_games:
        if (d >= rules.target or c >= rules.target) and d != c:
            return (DEFENDER if d > c else CHALLENGER), False
        if played < rules.max_games:
            return None, False
        if d != c:
            return (DEFENDER if d > c else CHALLENGER), False
        return None, True
    ed, ec = extra_score
    if abs(ed - ec) >= rules.tie_lead:
        return (DEFENDER if ed > ec else CHALLENGER), True
    return None, True


def bout_state(
    games: tuple[str, ...] | list[str] | str, rules: BoutRules = DEFAULT_RULES
) -> BoutState:
    """The state of a bout after ``games`` (defender's side). A game after the bout was decided
    raises BoutError (use ``parse_games`` to read typed text)."""
    games = tuple(games)
    score = (Fraction(0), Fraction(0))
    extra_score = (Fraction(0), Fraction(0))
    winner: int | None = None
    extra = False
    decided_at = None
    for number, outcome in enumerate(games, start=1):
        if winner is not None:
            raise BoutError(_after_decided(number, decided_at, score, winner))
        d, c = rules.points(outcome)
        score = (score[0] + d, score[1] + c)
        if number > rules.max_games:
            extra_score = (extra_score[0] + d, extra_score[1] + c)
        winner, extra = _decide(rules, number, score, extra_score)
        if winner is not None:
            decided_at = number
    return BoutState(games, score, extra_score, extra, winner, decided_at)


def points_text(value: Fraction) -> str:
    """Points as shown: ``7``, ``6.5``."""
    return decimal_text(value.numerator if value.denominator == 1 else value)


def score_text(state: BoutState) -> str:
    """The bout score from the defender's side: ``7:3``."""
    return f"{points_text(state.score[0])}:{points_text(state.score[1])}"


def _after_decided(
    number: int, decided_at: int | None, score: tuple[Fraction, Fraction], winner: int
) -> str:
    return (
        f"第{number}局多余：本轮在第{decided_at}局已分出胜负（{SIDE_NAMES[winner]}胜，"
        f"比分 {points_text(score[0])}:{points_text(score[1])}，从守擂方看），不再下第{number}局。"
        f"请只写到第{decided_at}局为止。"
    )


def read_games(text: str) -> tuple[str, ...]:
    """The games written in ``text`` (defender's side): ``胜``/``负``/``和`` (also 赢/输/平 and
    traditional 勝/負), one game or several, optionally separated by spaces, commas or ``、``.
    Raises BoutError naming the first character it cannot read, and for an empty or over-long
    text."""
    return _read_games(
        text,
        side="守擂方",
        example=EXAMPLE,
        limit=MAX_GAMES_TEXT,
        too_long=f"一次最多录入 {MAX_GAMES_TEXT} 局（请分几次录入）",
        error=BoutError,
    )


def parse_games(
    text: str,
    rules: BoutRules = DEFAULT_RULES,
    *,
    before: tuple[str, ...] | list[str] = (),
    finished: bool = False,
) -> BoutState:
    """A bout entry (八(七)): the games of ``text`` (defender's side) appended to the games
    already recorded (``before``), as a validated BoutState.

    Refused (BoutError, Chinese): an unreadable character; a game after the bout is decided
    (a 7th game after 7:3, an 8th after 8:0 …); with ``finished`` (a whole bout is required),
    games that do not decide the bout, saying the score and how it goes on."""
    before = tuple(before)
    done = bout_state(before, rules)
    new = read_games(text)
    if done.winner is not None:
        raise BoutError(
            f"本轮已在第{done.decided_at}局分出胜负（{SIDE_NAMES[done.winner]}胜，比分 "
            f"{score_text(done)}，"
            f"从守擂方看），不能再录入对局。如需更正，请先 /撤销 再整轮重录。"
        )
    state = bout_state(before + new, rules)
    if finished and not state.decided:
        raise BoutError(unfinished_message(state, rules))
    return state


def unfinished_message(state: BoutState, rules: BoutRules = DEFAULT_RULES) -> str:
    """Why an undecided bout is not a whole bout, and how it goes on (八(七))."""
    games = games_text(state.games) or "（无）"
    if state.extra:
        need = (
            f"正赛 {points_text(state.score[0] - state.extra_score[0])}:"
            f"{points_text(state.score[1] - state.extra_score[1])} 战平，附加赛须一方领先 "
            f"{rules.tie_lead} 分"
            f"（附加赛目前 {points_text(state.extra_score[0])}:"
            f"{points_text(state.extra_score[1])}）"
        )
    else:
        need = f"须一方先得 {rules.target} 分（正赛最多 {rules.max_games} 局）"
    return (
        f"这一轮还没分出胜负：{games} 共 {state.played} 局，比分 "
        f"{score_text(state)}（从守擂方看），"
        f"{need}。请写全整轮的每一局，例如 胜胜和胜（7:1）。"
    )


def games_text(games: tuple[str, ...] | list[str] | BoutState) -> str:
    """The games as stored and shown: ``胜和负胜`` (defender's side)."""
    if isinstance(games, BoutState):
        games = games.games
    return "".join(games)


def game_points(
    games: tuple[str, ...] | list[str], rules: BoutRules = DEFAULT_RULES
) -> list[tuple[Fraction, Fraction]]:
    """(defender, challenger) points of each game (八(四))."""
    return [rules.points(outcome) for outcome in games]


def draw_first_red(rng: random.Random) -> int:
    """Lots for the first game's colours (八(六) 首局抽签决定先后手): the seat (DEFENDER or
    CHALLENGER) that plays red (先手) in game 1, drawn from the injected seeded ``rng``."""
    return rng.choice((DEFENDER, CHALLENGER))


def first_red_by_seed(seed: int, bout: int = 1) -> int:
    """The lots of bout ``bout`` from the tournament's stored ``seed`` (re-checkable by anyone):
    ``draw_first_red`` with ``random.Random("arena-colours:<seed>:<bout>")`` (a text seed is hashed
    with SHA-512, the same on every machine and run). [Interpretation: 八(六) 首局抽签 is written
    for bout 1; the seed is silent on later bouts, so each bout's first game is drawn the same
    way.]"""
    return draw_first_red(random.Random(f"arena-colours:{seed}:{bout}"))


def red_seat(game: int, first_red: int) -> int:
    """The seat playing red in game ``game`` (1-based): colours alternate every game
    (八(七) 每局换先), extra games continuing the alternation [interpretation: the seed says
    nothing of the extra games' colours]."""
    if game < 1:
        raise ValueError("game numbers start at 1")
    return first_red if game % 2 == 1 else 1 - first_red


def bout_summary(
    state: BoutState, rules: BoutRules = DEFAULT_RULES, names: tuple[str, str] = SIDE_NAMES
) -> str:
    """One line after a game: the score and what comes next, e.g. ``守擂方 5:3 攻擂方（4局）``,
    ``… 守擂方胜``, ``正赛 6:6 战平，进入附加赛（须领先4分）``."""
    line = f"{names[0]} {score_text(state)} {names[1]}（{state.played}局）"
    if state.winner is not None:
        return f"{line}，{names[state.winner]}胜"
    if state.extra:
        if state.played == rules.max_games:
            return f"{line}，正赛战平，进入附加赛（一方领先 {rules.tie_lead} 分即胜）"
        return (
            f"{line}，附加赛 {points_text(state.extra_score[0])}:"
            f"{points_text(state.extra_score[1])}"
            f"（一方领先 {rules.tie_lead} 分即胜）"
        )
    return line
