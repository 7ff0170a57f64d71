"""A team knockout (``system = "knockout"``): the bracket of teams, each tie one match of both
line-ups, decided by board points and, level, by the regulation's decider (engine/teams/pairing.py
``decide_knockout``).

Readings:

- **Draw.** The teams by ``seeding`` — ``order``: sign-up order (a team's number), ``lots``: the
  lot of the tournament's seed (``knockout-draw:<seed>``, engine/knockout/seeding.py) — take the
  bracket's standard positions (number 1 top, 2 bottom …); the numbers above the field are byes,
  so the first by that order get them (``place_order``). Round 1's tables are written in line
  order, a bye as a table of the team's line-up alone; later rounds are read back from them.
- **A tie.** The upper team of the line is the first-named (its board 1 moves first, the
  colours of ``alternate_boards``). More board points go through; a forfeited match goes to the
  team present; level: ``count_back`` (board 1's result, then board 2's …) or ``lots`` decide at
  once, ``board`` needs the decider game (``/录入 <桌> 加赛 <胜|和|负>``, from the first-named
  team's side): played on board ``decider_board`` by the two line-ups' players of that board,
  colours changed (换先: the one who moved second on that board moves first); with
  ``armageddon`` a drawn decider goes to the side moving second. "First to ``target``" decides
  a match whose boards are not all in.
- **Ranks.** By the round a team went out, as the individual knockout (engine/knockout/rounds.py
  ``exit_ranks``): the champion 1, the final's loser 2, the semi-final losers 3 (or 3 and 4 by
  the third-place match), quarter-final losers 5 …
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from engine.knockout import bracket as kb
from engine.knockout import rounds as kr
from engine.knockout.seeding import lot_order, place_order
from engine.teams.match import FIRST_TEAM, first_movers
from engine.teams.pairing import decide_knockout

from ..base import FormatError, TableFacts
from ..knockout_views import BracketStandings
from .results import TeamResult, result_text
from .roster import table_teams
from .schema import colour_rule, game_points, knockout_rule, match_scoring, spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def draw(reg: Regulation, teams: Sequence[int], seed: int) -> kb.Bracket:
    """The bracket of ``teams`` (their seqs): by sign-up order or by lot (module docstring)."""
    s = spec(reg)
    order = sorted(teams) if s.seeding == "order" else lot_order(teams, seed)
    return kb.Bracket(place_order(order, s.size), "seeded", seed, s.third_place)


def draw_text(reg: Regulation, bracket: kb.Bracket | None) -> str:
    """How the bracket was drawn, for the tree's note."""
    if spec(reg).seeding == "order":
        return "按报名顺序排位"
    seed = bracket.seed if bracket is not None else None
    return f"抽签（种子随机数 {seed}）"


def field_refusal(reg: Regulation, count: int) -> str | None:
    """Round 1: more teams than the bracket holds, or so few that a round-1 tie would be two
    byes."""
    size = spec(reg).size
    fits = kb.bracket_size(count)
    if count > size:
        return f"现有 {count} 支队伍，超过 {size} 签：请把规程的签数（format.size）改为 {fits}。"
    if count <= size // 2:
        return (
            f"只有 {count} 支队伍，{size} 签的第一轮会有整场轮空："
            f"请把规程的签数（format.size）改为 {fits}。"
        )
    return None


def decider_first(reg: Regulation, round_no: int) -> int:
    """The side moving first in the decider game: the other of the one moving first on the
    decider board (换先)."""
    s = spec(reg)
    movers = first_movers(s.boards, round_no, colour_rule(reg))
    return 1 - movers[s.decider_board - 1]


def decider_seats(reg: Regulation, seats: Sequence[int], round_no: int) -> tuple[int, int]:
    """The decider game's two players, the one moving first first: the decider board's players
    of the two line-ups."""
    s = spec(reg)
    pair = (seats[s.decider_board - 1], seats[s.boards + s.decider_board - 1])
    return pair if decider_first(reg, round_no) == FIRST_TEAM else (pair[1], pair[0])


def winner_side(
    reg: Regulation, result: TeamResult | None, round_no: int, names: tuple[str, str], seed: int
) -> int | None:
    """The side (0 the first-named team) that goes through, None while undecided."""
    if result is None or result.bye:
        return None
    decision = decide_knockout(
        result.match,
        knockout_rule(reg),
        points=game_points(reg),
        scoring=match_scoring(reg),
        decider_game=result.decider,
        decider_first=decider_first(reg, round_no),
        seed=seed,
        teams=names,
    )
    return decision.winner


def bracket_standings(
    reg: Regulation,
    tables: Sequence[TableFacts[TeamResult]],
    team_of: Mapping[int, int],
    names: Mapping[int, str],
    after_round: int,
    seed: int,
) -> BracketStandings | None:
    """The bracket of teams read back from round 1's tables and its progress through the
    results of rounds 1..``after_round`` (None before round 1 is seated)."""
    s = spec(reg)
    by_round: dict[int, list[TableFacts[TeamResult]]] = {}
    for tf in tables:
        if 1 <= tf.round <= after_round:
            by_round.setdefault(tf.round, []).append(tf)
    if not by_round.get(1):
        return None
    slots: list[int | None] = []
    for tf in by_round[1]:
        sides = table_teams(tf.seats, s.boards, team_of)
        if sides is not None:
            slots += [sides[0], sides[1]]
    bracket = kb.Bracket(tuple(slots), "seeded", seed, s.third_place)
    results: list[kb.Played] = []
    ties: dict[tuple[int, frozenset[int]], str] = {}
    for number in sorted(by_round):
        played: list[tuple[Sequence[int], int | None]] = []
        for tf in by_round[number]:
            sides = table_teams(tf.seats, s.boards, team_of)
            if sides is None or sides[1] is None:
                continue
            pair = (sides[0], sides[1])
            labels = (names.get(pair[0], ""), names.get(pair[1], ""))
            side = winner_side(reg, tf.result, number, labels, seed)
            played.append((pair, None if side is None else pair[side]))
            ties[(number, frozenset(pair))] = _tie_text(reg, tf.result)
        results.append(played)
    try:
        progress = kb.knockout_progress(bracket, results)
    except kb.BracketError as exc:
        raise FormatError(str(exc)) from exc
    alive = kr.still_playing(progress)
    return BracketStandings(after_round, [], sorted(alive), bracket, progress, ties, dict(names))


def _tie_text(reg: Regulation, result: TeamResult | None) -> str:
    return "-" if result is None else result_text(result)


def exit_ranks(standings: BracketStandings) -> dict[int, int]:
    """team seq -> its rank by the round it went out (module docstring)."""
    return kr.exit_ranks(standings.progress) if standings.progress is not None else {}


def line_order(standings: BracketStandings) -> dict[int, int]:
    """team seq -> its position in the bracket's line (equal ranks are listed in it)."""
    if standings.bracket is None:
        return {}
    return {q: i for i, q in enumerate(standings.bracket.slots) if q is not None}
