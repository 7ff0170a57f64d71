"""One (2+1) knockout tie of seed 003 (二(四)3, 二(四)4): its games, state, entry and colours.

二(四)3: 决赛阶段釆用(2＋1)淘汰出局方式进行比赛. 二(四)4: 决赛阶段每局单方用时20分钟包干，加赛局
单方用时10分钟包干.

Games are written from the **first seat's side** (the table's ``seats[0]``, the first name
shown): ``胜`` the first seat won the game, ``负`` lost it, ``和`` drew — ``胜负胜``, ``胜负和负``.

Readings (RULES.md §003, regulation ``format.tie``):

- ``games`` (2) regular games, colours swapped between them; the first game's colours by lots.
- After them the side with more points (win 1, draw ½) advances; level (1–1, ½–½ …): a deciding
  game (加赛局, shorter time control), its colours by lots again.
- ``decider_draw = "replay_swapped"`` (the default): a drawn decider is followed by another with
  colours swapped, until one is won; the first won decider decides the tie.
  ``"black_wins"`` (the Xiangqi rules' option): the single decider is the last game, and its draw
  counts as a win for the side playing black in it.
- ``decider = false``: a level tie stays undecided (``TieState.unresolved``) for the organisers;
  no game may follow [interpretation: the seed always plays the decider].

Two more rules serve the knockout on its own (engine/formats/knockout.py); their defaults keep
seed 003's tie exactly as above:

- ``playoffs`` (default none): mini-matches played, in order, when the regular games are level
  and before the last resort (``decider``/``decider_draw``): e.g. ``(2,)`` two rapid games. Each
  is scored on its own (win 1, draw ½); the first that is not level decides the tie; a level one
  leads to the next, the last to the last resort (or, without ``decider``, to the organisers).
- ``clinch`` (default on, ``CLINCH``, the one default ``[format.tie]`` reads too): a block of
  games (the regular games, a mini-match) ends as soon as one side cannot be caught — the lead
  is more than the games left (胜胜胜 ends a tie of four games at 3:0). Off, every regular game
  is played. The group knockout's tie (``TieRules.of``, no ``clinch`` key) keeps it off, as
  003's two games never end early anyway.

Every function here is pure. A bad entry raises ``TieError`` whose message is the Chinese reply.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, Protocol

from engine.games import DRAW as DRAW
from engine.games import LOSS as LOSS
from engine.games import WIN as WIN
from engine.games import read_games as _read_games
from engine.standings import decimal_text

OUTCOMES = (WIN, LOSS, DRAW)
FIRST, SECOND = 0, 1
"""Seats of a tie's table: ``seats[0]`` (the games are written from its side), ``seats[1]``."""
SIDE_NAMES = ("第一位选手", "第二位选手")
RED, BLACK = "红", "黑"

MAX_GAMES_TEXT = 50
"""The most games one entry may hold (a longer text is refused before it is read)."""
EXAMPLE = "胜负胜"
_WIN_POINTS = {
    WIN: (Fraction(1), Fraction(0)),
    LOSS: (Fraction(0), Fraction(1)),
    DRAW: (Fraction(1, 2), Fraction(1, 2)),
}


class TieError(ValueError):
    """A bad tie entry; the message is the Chinese reply (what is wrong and the right form)."""


DeciderDraw = Literal["replay_swapped", "black_wins"]
"""What a drawn decider leads to (module docstring)."""


class TieSettings(Protocol):
    """What ``TieRules.of`` reads of a regulation's ``format.tie`` (003's ``KnockoutTie``)."""

    @property
    def games(self) -> int: ...
    @property
    def swap_colours(self) -> bool: ...
    @property
    def decider(self) -> bool: ...
    @property
    def decider_draw(self) -> DeciderDraw: ...


CLINCH = True
"""The default of ``clinch``, the knockout's ``[format.tie]`` included."""


@dataclass(frozen=True)
class TieRules:
    """The parameters of a tie (regulation ``format.tie``, schema ``KnockoutTie``; the defaults
    are seed 003 二(四)3 and RULES.md §003)."""

    games: int = 2
    swap_colours: bool = True
    decider: bool = True
    decider_draw: DeciderDraw = "replay_swapped"
    playoffs: tuple[int, ...] = ()
    """Mini-matches before the last resort when the regular games are level (module docstring)."""
    clinch: bool = CLINCH
    """Whether a block of games ends once its leader cannot be caught (module docstring)."""

    @property
    def blocks(self) -> tuple[int, ...]:
        """The scored blocks of games in order: the regular games, then each mini-match."""
        return (self.games, *self.playoffs)

    @classmethod
    def of(cls, tie: TieSettings) -> TieRules:
        """The rules of a group knockout's ``format.tie`` (anything with these attributes): it
        has no ``clinch`` key, and every regular game is played."""
        return cls(
            games=tie.games,
            swap_colours=tie.swap_colours,
            decider=tie.decider,
            decider_draw=tie.decider_draw,
            clinch=False,
        )


DEFAULT_RULES = TieRules(clinch=False)
"""Seed 003's tie (two games, then deciders; every regular game played)."""


@dataclass(frozen=True)
class TieColours:
    """The lots of a tie: the seat (FIRST/SECOND) playing red in game 1 and in the first
    decider (RULES.md §003: first game's colours by lots; decider's colours by lots)."""

    first_red: int
    decider_red: int

    def red(self, game: int, rules: TieRules = DEFAULT_RULES) -> int:
        """The seat playing red (先手) in game ``game`` (1-based): regular games alternate from
        ``first_red`` (when ``swap_colours``); deciders alternate from ``decider_red``."""
        if game < 1:
            raise ValueError("game numbers start at 1")
        if game <= rules.games:
            return self.first_red if not rules.swap_colours or game % 2 == 1 else 1 - self.first_red
        k = game - rules.games  # decider number, 1-based
        return self.decider_red if k % 2 == 1 else 1 - self.decider_red

    def black(self, game: int, rules: TieRules = DEFAULT_RULES) -> int:
        """The seat playing black in game ``game``."""
        return 1 - self.red(game, rules)


def draw_colours(rng: random.Random) -> TieColours:
    """Lots for a tie's colours from the injected seeded ``rng``: game 1, then the first decider."""
    return TieColours(rng.choice((FIRST, SECOND)), rng.choice((FIRST, SECOND)))


def colours_by_seed(seed: int, round_number: int, table: int) -> TieColours:
    """The lots of tie ``table`` of knockout round ``round_number`` from the tournament's stored
    ``seed`` (re-checkable by anyone): ``draw_colours`` with
    ``random.Random("jieqi-tie:<seed>:<round>:<table>")``."""
    return draw_colours(random.Random(f"jieqi-tie:{seed}:{round_number}:{table}"))


@dataclass(frozen=True)
class TieState:
    """Where a tie stands after ``games`` (first seat's side).

    ``score``: (first, second) points over the regular games (win 1, draw ½); ``level``: the
    regular games are over and level, so deciders are (or were) played; ``winner``: FIRST,
    SECOND or None; ``decided_at``: the game that decided it; ``by_black_draw``: decided by a
    drawn last decider counting for black; ``unresolved``: level with no decider allowed."""

    games: tuple[str, ...]
    score: tuple[Fraction, Fraction]
    level: bool
    winner: int | None
    decided_at: int | None
    by_black_draw: bool = False
    unresolved: bool = False

    @property
    def decided(self) -> bool:
        """Whether the tie has a winner."""
        return self.winner is not None

    @property
    def played(self) -> int:
        """Games played."""
        return len(self.games)

    def deciders(self, rules: TieRules = DEFAULT_RULES) -> tuple[str, ...]:
        """The deciding games played (after the regular ones)."""
        return self.games[rules.games :]

    def advances(self, seats: tuple[int, int] | list[int]) -> int | None:
        """The seq of the player who advances (``seats`` first seat first), None while undecided."""
        return None if self.winner is None else seats[self.winner]


def _score_text(score: tuple[Fraction, Fraction]) -> str:
    return f"{decimal_text(score[0])}:{decimal_text(score[1])}"


def _game_name(game: int, rules: TieRules) -> str:
    if game <= rules.games:
        return f"第{game}局"
    return f"第{game}局（加赛第{game - rules.games}局）"


def tie_state(
    games: tuple[str, ...] | list[str] | str,
    rules: TieRules = DEFAULT_RULES,
    colours: TieColours | None = None,
) -> TieState:
    """The state of a tie after ``games`` (first seat's side). Refused (TieError, Chinese): a
    decider when the regular games were not level, any game after the tie is decided, an unknown
    game mark; with ``black_wins`` a drawn decider needs ``colours`` (who had black)."""
    games = tuple(games)
    blocks = rules.blocks
    score = [Fraction(0), Fraction(0)]  # the regular games' score
    block, in_block, lead = 0, 0, Fraction(0)  # the block being played, its games, first's lead
    winner: int | None = None
    decided_at: int | None = None
    by_black = False
    unresolved = False
    level = False
    for number, outcome in enumerate(games, start=1):
        if outcome not in _WIN_POINTS:
            raise TieError(f"看不懂「{outcome}」：每局只能写 胜、负 或 和（从第一位选手看）")
        regular = (Fraction(score[0]), Fraction(score[1]))
        if winner is not None and not level and decided_at == rules.games:
            raise TieError(
                f"第{number}局多余：前{rules.games}局 {''.join(games[: rules.games])} 已分出胜负"
                f"（{_score_text(regular)}，{SIDE_NAMES[winner]}晋级，从第一位选手看），"
                f"只有常规局战平才下加赛局。"
                f"请只写前{rules.games}局，例如 {''.join(games[: rules.games])}。"
            )
        if winner is not None:
            assert decided_at is not None  # set with the winner
            how = _game_name(decided_at, rules)
            raise TieError(
                f"{_game_name(number, rules)}多余：{how}已分出胜负（{SIDE_NAMES[winner]}晋级，"
                f"常规局比分 {_score_text(regular)}，从第一位选手看），"
                f"不再下{_game_name(number, rules)}。"
                f"请只写到第{decided_at}局为止，例如 {''.join(games[:decided_at])}。"
            )
        if unresolved:
            raise TieError(
                f"{_game_name(number, rules)}多余：{_unresolved_words(regular, rules)}，"
                f"须由组委会裁定晋级者。"
            )
        a, b = _WIN_POINTS[outcome]
        if block < len(blocks):  # a scored block: the regular games or a mini-match
            if block == 0:
                score[0], score[1] = score[0] + a, score[1] + b
            in_block, lead = in_block + 1, lead + a - b
            left = blocks[block] - in_block
            if lead and (left == 0 or (rules.clinch and abs(lead) > left)):
                winner, decided_at = (FIRST if lead > 0 else SECOND), number
            elif left == 0:  # a level block: the next one, the last resort or the organisers
                level = True
                block, in_block, lead = block + 1, 0, Fraction(0)
                unresolved = block == len(blocks) and not rules.decider
            continue
        # the last resort: the first won decider decides; a drawn one goes on (or counts for black)
        if outcome != DRAW:
            winner, decided_at = (FIRST if outcome == WIN else SECOND), number
        elif rules.decider_draw == "black_wins":
            if colours is None:
                raise TieError("加赛局和棋按规程判执黑方胜，须先知道加赛局的先后手（抽签结果）。")
            winner, decided_at, by_black = colours.black(number, rules), number, True
    regular = (Fraction(score[0]), Fraction(score[1]))
    return TieState(games, regular, level, winner, decided_at, by_black, unresolved)


def _unresolved_words(score: tuple[Fraction, Fraction], rules: TieRules) -> str:
    """Why a level tie goes to the organisers (no last resort)."""
    if rules.playoffs:
        return f"常规局 {_score_text(score)} 战平，加赛赛完仍战平，规程不设再加赛"
    return f"规程不设加赛局，常规局 {_score_text(score)} 战平"


def decider_phase(rules: TieRules, played: int) -> tuple[int | None, int, int]:
    """Where the next decider falls after ``played`` deciders: (mini-match index, its games,
    games of it played) inside a mini-match of ``playoffs``, else (None, 0, deciders played in
    the last resort)."""
    done = 0
    for index, size in enumerate(rules.playoffs):
        if played < done + size:
            return index, size, played - done
        done += size
    return None, 0, played - done


def read_games(text: str) -> tuple[str, ...]:
    """The games written in ``text`` (first seat's side): ``胜``/``负``/``和`` (also 赢/输/平 and
    traditional 勝/負), optionally separated by spaces, commas, ``、`` or ``+``. Raises TieError
    naming the first character it cannot read, and for an empty or over-long text."""
    return _read_games(
        text,
        side="第一位选手",
        example=EXAMPLE,
        limit=MAX_GAMES_TEXT,
        too_long=f"一场(2+1)最多录入 {MAX_GAMES_TEXT} 局",
        error=TieError,
    )


def parse_tie(
    text: str,
    rules: TieRules = DEFAULT_RULES,
    *,
    before: tuple[str, ...] | list[str] = (),
    finished: bool = False,
    colours: TieColours | None = None,
    examples: str = "胜负胜、胜负和负",
) -> TieState:
    """A tie entry (二(四)3): the games of ``text`` appended to those already recorded
    (``before``), validated. Refused (TieError, Chinese): an unreadable character; a decider
    after regular games that were not level; a game after the tie was decided; entries to a
    decided tie; with ``finished`` (a whole tie required), games that decide nothing yet."""
    before = tuple(before)
    done = tie_state(before, rules, colours)
    new = read_games(text)
    if done.winner is not None:  # decided
        raise TieError(
            f"这场已在第{done.decided_at}局分出胜负（{SIDE_NAMES[done.winner]}晋级），不能再录入对局。"
            f"如需更正，请先 /撤销 再整场重录。"
        )
    state = tie_state(before + new, rules, colours)
    if finished and not state.decided:
        raise TieError(unfinished_message(state, rules, examples))
    return state


_ANY_COLOURS = TieColours(FIRST, FIRST)
"""Colours assumed where only the shape of a tie matters (whether its games fit)."""


def game_in_progress(games: tuple[str, ...] | list[str], rules: TieRules = DEFAULT_RULES) -> int:
    """The game (1-based) being played at a tie whose result holds ``games``: the first game
    not recorded, or the deciding game once the tie is decided (a ruling on it comes late)."""
    state = tie_state(games, rules, _ANY_COLOURS)
    return state.decided_at if state.decided_at is not None else len(state.games) + 1


def games_so_far(games: tuple[str, ...] | list[str], rules: TieRules = DEFAULT_RULES) -> int:
    """The games a tie holds or may still hold next: the regular games at least, the games
    recorded, and the game in progress while it is undecided."""
    state = tie_state(games, rules, _ANY_COLOURS)
    if state.decided or state.unresolved:
        return max(len(state.games), 1)
    return max(rules.games, len(state.games) + 1)


def lose_game(
    games: tuple[str, ...] | list[str],
    game: int,
    loser: int,
    rules: TieRules = DEFAULT_RULES,
    earlier: str = "",
) -> TieState:
    """The tie after seat ``loser`` (FIRST/SECOND) is ruled to have lost game ``game``
    (1-based; 003 二(五)2 两次犯规判负, 二(五)3 立即判负): that game becomes the opponent's win,
    the other games recorded stay. The games before it must be known: recorded, or given in
    ``earlier`` (chat text, from the first seat's side, starting with the recorded ones).
    Refused (TieError) when they are not, or when the tie's games no longer fit (a game after
    the tie is decided)."""
    games = tuple(games)
    before = games[: game - 1]
    if earlier:
        given = read_games(earlier)
        if len(given) != game - 1 or given[: len(games)] != games[: len(given)]:
            have = f"（本场已记录 {tie_text(games)}）" if games else ""
            raise TieError(
                f"“前局”应写第{game}局之前的全部 {game - 1} 局{have}，"
                f"现在写的是 {tie_text(given)}。"
            )
        before = given
    elif len(games) < game - 1:
        raise TieError(
            f"本场只记录了 {len(games)} 局，第{game}局之前的各局还没有结果：请写明前面各局"
            f"（从第一位选手看），如 前局{EXAMPLE[: game - 1] or '胜'}。"
        )
    lost = LOSS if loser == FIRST else WIN
    return tie_state((*before, lost, *games[game:]), rules, _ANY_COLOURS)


def unfinished_message(
    state: TieState, rules: TieRules = DEFAULT_RULES, examples: str = "胜负胜、胜负和负"
) -> str:
    """Why an undecided tie is not a whole tie, and how it goes on (``examples``: whole ties of
    these rules, for the right form)."""
    games = tie_text(state) or "（无）"
    if state.unresolved and not rules.playoffs:
        return (
            f"{games}：常规局 {_score_text(state.score)} 战平，"
            "规程不设加赛局，须由组委会裁定晋级者。"
        )
    if state.unresolved:
        return f"{games}：{_unresolved_words(state.score, rules)}，须由组委会裁定晋级者。"
    played = len(state.deciders(rules))
    index, size, inside = decider_phase(rules, played)
    if not state.level:
        need = f"还要下完 {rules.games} 盘常规局（已下 {state.played} 盘）"
    elif index is not None and inside:
        need = f"加赛第{index + 1}组 {size} 局还没下完（已下 {inside} 局）"
    elif index is not None:
        before = f"常规局 {_score_text(state.score)} " if index == 0 else f"加赛第{index}组"
        need = f"{before}战平，须下加赛第{index + 1}组（{size} 局）"
    elif not played:
        need = f"常规局 {_score_text(state.score)} 战平，须下加赛局"
    elif not inside:
        last = "一局，和棋判执黑方胜" if rules.decider_draw == "black_wins" else "至分出胜负"
        need = f"加赛各组仍战平，须再下加赛局（{last}）"
    else:
        need = "加赛局和棋，须再下一局加赛（交换先后手），直到分出胜负"
    return f"这场还没分出胜负：{games}（从第一位选手看），{need}。请写全整场，例如 {examples}。"


def tie_text(games: tuple[str, ...] | list[str] | TieState) -> str:
    """The game string as stored and shown (the JSON ``result``): ``胜负胜``."""
    if isinstance(games, TieState):
        games = games.games
    return "".join(games)


def tie_summary(
    state: TieState, rules: TieRules = DEFAULT_RULES, names: tuple[str, str] = SIDE_NAMES
) -> str:
    """One line for chat: ``甲 1:1 乙，加赛 胜，甲晋级`` — the regular score, the deciders and
    who advances or what comes next."""
    line = f"{names[0]} {_score_text(state.score)} {names[1]}"
    deciders = state.deciders(rules)
    if deciders:
        line += f"，加赛 {''.join(deciders)}"
    if state.winner is not None:  # decided
        note = "（加赛和棋判执黑方胜）" if state.by_black_draw else ""
        return f"{line}，{names[state.winner]}晋级{note}"
    if state.unresolved:
        return f"{line}，战平，待组委会裁定"
    if state.level:
        return f"{line}，战平，进入加赛"
    return line


def colours_text(
    state_or_count: TieState | int,
    colours: TieColours,
    rules: TieRules = DEFAULT_RULES,
    names: tuple[str, str] = SIDE_NAMES,
) -> list[str]:
    """Who plays red in each game (played, or the first ``n``): ``第1局 甲执红``, …"""
    count = state_or_count.played if isinstance(state_or_count, TieState) else state_or_count
    return [
        f"{_game_name(g, rules)} {names[colours.red(g, rules)]}执红" for g in range(1, count + 1)
    ]


# --------------------------------------------------------------------------- generator


def random_tie_games(
    rng: random.Random,
    rules: TieRules = DEFAULT_RULES,
    *,
    draw_permille: int = 300,
    first_wins_permille: int = 500,
) -> tuple[str, ...]:
    """A whole, valid tie played at random (for tests): each game drawn with
    ``draw_permille``‰, else won by the first seat with ``first_wins_permille``‰; games are
    added until ``tie_state`` says the tie is decided (a tie that can only be left
    ``unresolved`` stops there). Under ``black_wins`` the caller needs colours to read it."""
    games: list[str] = []
    colours = TieColours(FIRST, FIRST)
    while True:
        state = tie_state(games, rules, colours)
        if state.decided or state.unresolved:
            return tuple(games)
        if rng.randrange(1000) < draw_permille:
            games.append(DRAW)
        else:
            games.append(WIN if rng.randrange(1000) < first_wins_permille else LOSS)
