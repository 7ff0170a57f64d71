"""The ladder (擂台, seed 004 八(三), 八(五)–八(七)): who defends and who challenges next, and
when the match ends; with its checker and a generator of random matches (the shape of
engine/seating.py).

Two teams; each plays its line-up in a fixed order, high number to low, champion (擂主) last:
``TeamLineup.order`` holds the seqs in that order (``lineup.team_lineups`` builds it). Bout 1
is both teams' first player (No. 6), the first-named team's in the first seat. The winner of a
bout defends (守擂) in the next; the loser is out and his team sends its next player. The match
ends when a team's last player (its champion) loses: 7 bouts at least, 13 at most with 7 players.

A bout's table is ``[defender, challenger]`` (bout 1: ``[first team's No. 6, second team's
No. 6]``); a finished bout is recorded as ``FinishedBout(defender, challenger, winner)`` (seqs).
A substitute (替补) takes over a player's place in the order from a given bout on
(``Substitution``); the line-ups stay as registered and the substitutions are applied here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine.arena.bout import (
    CHALLENGER,
    DEFAULT_RULES,
    DEFENDER,
    BoutError,
    BoutRules,
    bout_state,
    games_text,
)
from engine.games import DRAW, LOSS, WIN


class LadderError(ValueError):
    """A ladder history that the rules do not allow; the message is the Chinese reply."""


@dataclass(frozen=True)
class TeamLineup:
    """A team and its players' seqs in playing order (八(六): 6, 5, 4, 3, 2, 1, 擂主)."""

    name: str
    order: tuple[int, ...]


@dataclass(frozen=True)
class Substitution:
    """A substitute (替补, 004 七(二)3): ``incoming`` takes ``outgoing``'s place in the order
    from bout ``from_bout`` on (1-based)."""

    outgoing: int
    incoming: int
    from_bout: int


@dataclass(frozen=True)
class FinishedBout:
    """A finished bout: its table's seqs and the winner's seq."""

    defender: int
    challenger: int
    winner: int

    @property
    def loser(self) -> int:
        """The seq of the bout's loser."""
        return self.challenger if self.winner == self.defender else self.defender


@dataclass(frozen=True)
class NextBout:
    """The bout to play: its number (1-based) and its table ``[defender, challenger]``, with the
    team index (0: first-named) of each seat."""

    number: int
    defender: int
    challenger: int
    defender_team: int
    challenger_team: int

    @property
    def table(self) -> list[int]:
        """The table's seats, first seat first: ``[defender, challenger]``."""
        return [self.defender, self.challenger]


@dataclass(frozen=True)
class MatchResult:
    """The match is over (八(五)): ``winner_team`` beat ``loser_team``'s champion in bout
    ``bouts`` (the last); ``remaining``: how many players each team had not lost, by team index."""

    winner_team: int
    loser_team: int
    bouts: int
    champion_beaten_by: int
    remaining: tuple[int, int]


@dataclass(frozen=True)
class LadderState:
    """The ladder after some finished bouts: ``lost[t]`` players of team t are out, so team t's
    current player is its place ``lost[t]`` in the order; ``holder`` the team whose player won
    the last bout (None before bout 1); ``result`` once the match is over; ``winner_teams`` the
    team index of each bout's winner, in bout order (what the prize pool needs)."""

    lost: tuple[int, int]
    holder: int | None
    bouts: int
    result: MatchResult | None
    winner_teams: tuple[int, ...] = ()


def _slot_player(
    lineups: Sequence[TeamLineup],
    substitutions: Sequence[Substitution],
    team: int,
    place: int,
    bout: int,
) -> int:
    """Who holds team ``team``'s place ``place`` in bout ``bout``: the registered player, or the
    substitute who took it over from a bout ≤ ``bout`` (the latest such one)."""
    seq = lineups[team].order[place]
    for sub in sorted(substitutions, key=lambda s: s.from_bout):
        if sub.from_bout <= bout and sub.outgoing == seq:
            seq = sub.incoming
    return seq


def _label(seq: int) -> str:
    return f"#{seq}"


def _expected(
    lineups: Sequence[TeamLineup],
    substitutions: Sequence[Substitution],
    state: LadderState,
    first_team: int,
) -> NextBout:
    number = state.bouts + 1
    if state.holder is None:
        d_team, c_team = first_team, 1 - first_team
    else:
        d_team, c_team = state.holder, 1 - state.holder
    return NextBout(
        number,
        _slot_player(lineups, substitutions, d_team, state.lost[d_team], number),
        _slot_player(lineups, substitutions, c_team, state.lost[c_team], number),
        d_team,
        c_team,
    )


def _check_lineups(lineups: Sequence[TeamLineup]) -> None:
    if len(lineups) != 2:
        raise LadderError(f"擂台赛须两队，这里有 {len(lineups)} 队")
    for lineup in lineups:
        if not lineup.order:
            raise LadderError(f"{lineup.name}没有出场名单")
    seen = [seq for lineup in lineups for seq in lineup.order]
    dup = sorted({seq for seq in seen if seen.count(seq) > 1})
    if dup:
        raise LadderError(f"出场名单中有人重复：{'、'.join(map(_label, dup))}")


def ladder_state(
    lineups: Sequence[TeamLineup],
    bouts: Sequence[FinishedBout],
    substitutions: Sequence[Substitution] = (),
    first_team: int = 0,
) -> LadderState:
    """Replay the finished ``bouts`` on the ladder (八(六), 八(七)) and say where it stands.

    Each bout must be the one the ladder demands: bout 1 ``[first_team's first player, the other
    team's first player]``, then ``[last winner, next player of the last loser's team]``; its winner
    one of its two players; no bout after a champion lost. Raises LadderError (Chinese)
    otherwise."""
    _check_lineups(lineups)
    state = LadderState((0, 0), None, 0, None)
    for bout in bouts:
        if state.result is not None:
            raise LadderError(
                f"第{state.bouts + 1}轮多余：比赛已在第{state.bouts}轮结束"
                f"（{lineups[state.result.winner_team].name}击败{lineups[state.result.loser_team].name}擂主）"
            )
        want = _expected(lineups, substitutions, state, first_team)
        if (bout.defender, bout.challenger) != (want.defender, want.challenger):
            raise LadderError(
                f"第{want.number}轮对阵应为 守擂 "
                f"{_label(want.defender)}（{lineups[want.defender_team].name}）"
                f" 对 攻擂 {_label(want.challenger)}（{lineups[want.challenger_team].name}），"
                f"记录却是 {_label(bout.defender)} 对 {_label(bout.challenger)}"
            )
        if bout.winner not in (bout.defender, bout.challenger):
            raise LadderError(f"第{want.number}轮的胜者 {_label(bout.winner)} 不是这一轮的棋手")
        winner_team = want.defender_team if bout.winner == bout.defender else want.challenger_team
        loser_team = 1 - winner_team
        lost = list(state.lost)
        lost[loser_team] += 1
        result = None
        if lost[loser_team] == len(lineups[loser_team].order):
            remaining = tuple(len(lineups[t].order) - lost[t] for t in (0, 1))
            result = MatchResult(winner_team, loser_team, want.number, bout.winner, remaining)  # type: ignore[arg-type]
        state = LadderState(
            (lost[0], lost[1]), winner_team, want.number, result, (*state.winner_teams, winner_team)
        )
    return state


def next_bout(
    lineups: Sequence[TeamLineup],
    bouts: Sequence[FinishedBout],
    substitutions: Sequence[Substitution] = (),
    first_team: int = 0,
) -> NextBout | MatchResult:
    """The next bout's table ``[defender, challenger]``, or the match result once a champion
    has lost (八(五)–八(七)); LadderError when ``bouts`` is not a valid history."""
    state = ladder_state(lineups, bouts, substitutions, first_team)
    if state.result is not None:
        return state.result
    return _expected(lineups, substitutions, state, first_team)


def players_out(bouts: Sequence[FinishedBout]) -> set[int]:
    """Seqs that have lost a bout (out of the match: a game for them is refused)."""
    return {bout.loser for bout in bouts}


def bout_bounds(lineups: Sequence[TeamLineup]) -> tuple[int, int]:
    """The fewest and most bouts a match can take (八(三) 7–13 with 7 players a team): one team
    loses all its players, the other between none and all but one."""
    sizes = sorted(len(lineup.order) for lineup in lineups)
    return sizes[0], sizes[0] + sizes[1] - 1


# --------------------------------------------------------------------------- checker and generator


@dataclass(frozen=True)
class PlayedBout:
    """A bout as played: its table and its games (defender's side)."""

    defender: int
    challenger: int
    games: tuple[str, ...]


def check_match(
    lineups: Sequence[TeamLineup],
    bouts: Sequence[PlayedBout],
    rules: BoutRules = DEFAULT_RULES,
    substitutions: Sequence[Substitution] = (),
    first_team: int = 0,
    finished: bool = False,
) -> list[str]:
    """Problems of a ladder history (empty when valid): each bout's games are a whole, decided
    bout (八(七)); each table is the one the ladder demands (八(六)); nothing after the match
    ended; with ``finished``, the match has ended, within ``bout_bounds`` bouts."""
    problems: list[str] = []
    finished_bouts: list[FinishedBout] = []
    for number, bout in enumerate(bouts, start=1):
        try:
            state = bout_state(bout.games, rules)
        except BoutError as exc:
            problems.append(f"第{number}轮：{exc}")
            return problems
        if not state.decided:
            problems.append(f"第{number}轮：{games_text(bout.games) or '没有对局'} 没有分出胜负")
            return problems
        winner = bout.defender if state.winner == DEFENDER else bout.challenger
        finished_bouts.append(FinishedBout(bout.defender, bout.challenger, winner))
    try:
        ladder = ladder_state(lineups, finished_bouts, substitutions, first_team)
    except LadderError as exc:
        return [*problems, str(exc)]
    if finished:
        if ladder.result is None:
            problems.append(f"比赛还没结束：已赛 {ladder.bouts} 轮，双方擂主都还没输")
        else:
            low, high = bout_bounds(lineups)
            if not low <= ladder.bouts <= high:
                problems.append(f"比赛共 {ladder.bouts} 轮，应在 {low}–{high} 轮之间")
    return problems


def random_bout_games(
    rng: random.Random,
    rules: BoutRules = DEFAULT_RULES,
    strength: float = 0.5,
    draw_rate: float = 0.3,
    max_games: int = 60,
) -> tuple[str, ...]:
    """Random games of one whole bout (defender's side): each game a draw with ``draw_rate``,
    else won by the defender with probability ``strength``. Extra games are bounded by
    ``max_games``: past it draws stop, so the bout ends within a few more games."""
    games: list[str] = []
    while True:
        state = bout_state(games, rules)
        if state.decided:
            return tuple(games)
        if len(games) < max_games and rng.random() < draw_rate:
            games.append(DRAW)
        else:
            games.append(WIN if rng.random() < strength else LOSS)


def random_lineups(
    rng: random.Random,
    team_size: int = 7,
    names: tuple[str, str] = ("四川", "重庆"),
    first_seq: int = 1,
) -> tuple[TeamLineup, TeamLineup]:
    """Two line-ups of ``team_size`` distinct seqs, shuffled, from ``first_seq`` on."""
    seqs = list(range(first_seq, first_seq + 2 * team_size))
    rng.shuffle(seqs)
    return TeamLineup(names[0], tuple(seqs[:team_size])), TeamLineup(
        names[1], tuple(seqs[team_size:])
    )


def random_match(
    rng: random.Random,
    lineups: Sequence[TeamLineup] | None = None,
    rules: BoutRules = DEFAULT_RULES,
    draw_rate: float = 0.3,
    first_team: int = 0,
) -> tuple[tuple[TeamLineup, TeamLineup], list[PlayedBout], MatchResult]:
    """A random whole match for tests and benchmarks (seeded ``rng``): line-ups (random when not
    given), every bout as the ladder demands it with random games, and the result. Each player
    has a random strength; a bout's defender wins a game with his share of the two strengths."""
    if lineups is None:
        lineups = random_lineups(rng)
    lineups = (lineups[0], lineups[1])
    strength = {seq: rng.uniform(0.2, 1.0) for lineup in lineups for seq in lineup.order}
    played: list[PlayedBout] = []
    finished: list[FinishedBout] = []
    while True:
        nxt = next_bout(lineups, finished, first_team=first_team)
        if isinstance(nxt, MatchResult):
            return lineups, played, nxt
        d, c = strength[nxt.defender], strength[nxt.challenger]
        games = random_bout_games(rng, rules, d / (d + c), draw_rate)
        state = bout_state(games, rules)
        winner = nxt.defender if state.winner == DEFENDER else nxt.challenger
        played.append(PlayedBout(nxt.defender, nxt.challenger, games))
        finished.append(FinishedBout(nxt.defender, nxt.challenger, winner))


def finished_bouts(
    bouts: Sequence[PlayedBout], rules: BoutRules = DEFAULT_RULES
) -> list[FinishedBout]:
    """The finished bouts of played ones (winner by the games); BoutError on an undecided bout."""
    out = []
    for bout in bouts:
        state = bout_state(bout.games, rules)
        if not state.decided:
            raise BoutError(f"{games_text(bout.games)} 没有分出胜负")
        out.append(
            FinishedBout(
                bout.defender,
                bout.challenger,
                bout.defender if state.winner == DEFENDER else bout.challenger,
            )
        )
    return out


__all__ = [
    "CHALLENGER",
    "DEFENDER",
    "FinishedBout",
    "LadderError",
    "LadderState",
    "MatchResult",
    "NextBout",
    "PlayedBout",
    "Substitution",
    "TeamLineup",
    "bout_bounds",
    "check_match",
    "finished_bouts",
    "ladder_state",
    "next_bout",
    "players_out",
    "random_bout_games",
    "random_lineups",
    "random_match",
]
