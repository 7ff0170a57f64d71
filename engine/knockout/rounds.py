"""The rounds of a knockout on its own: each round's name and tie length, the tie rules and
colours of a round, the bracket read back from its first round's tables, and the ranks (and
their words) by the round a player went out. Pure functions (engine/formats/knockout.py is
their adapter).

Readings:

- **Rounds.** A bracket of ``size`` positions plays log2(size) rounds; round r starts with
  ``size / 2^(r−1)`` players and is named by them (``bracket.round_label``: 16进8, 8进4, 半决赛,
  决赛). The third-place tie (三四名, optional) is played in the final's round.
- **Tie length.** Every tie of a round plays the regulation's ``games`` unless
  ``games_by_round`` names the round (e.g. ``{"决赛": 4}``); the third-place tie plays the
  final's length [interpretation: a chat entry does not say which table of the final round it
  is for, so both ties of that round are of one length].
- **Colours.** ``seats[0]`` moves first in game 1; colours then alternate game by game, through
  the regular games and every decider (mini-match, sudden death, armageddon) alike.
- **Ranks by exit round.** A player still in ranks 1; one who lost a tie of a round of P
  players ranks P/2 + 1 (quarter-final losers 5, last-16 losers 9, …), so players out in the
  same round share a rank; the semi-final losers rank 3 (both, where no third-place tie is
  played; its winner 3 and loser 4 once it is played); after the final its loser ranks 2 and
  the champion stays 1. The rank is one more than the number of players sure to finish ahead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.knockout.bracket import Bracket, DrawMode, KnockoutProgress, round_label
from engine.knockout.tie import FIRST, SECOND, TieColours, TieRules

THIRD_PLACE = "三四名"


def round_count(size: int) -> int:
    """Rounds of a bracket of ``size`` positions (a power of two): log2 size."""
    return size.bit_length() - 1


def round_name(size: int, number: int) -> str:
    """Round ``number``'s name in a bracket of ``size``: 16进8 … 半决赛, 决赛."""
    return round_label(size >> (number - 1))


def round_names(size: int) -> list[str]:
    """Every round's name in order (the keys ``games_by_round`` may use)."""
    return [round_name(size, r) for r in range(1, round_count(size) + 1)]


def tie_games(size: int, number: int, games: int, games_by_round: Mapping[str, int]) -> int:
    """The regular games of a tie of round ``number`` (the final's for the third-place tie)."""
    return games_by_round.get(round_name(size, number), games)


def round_rules(
    base: TieRules, size: int, number: int, games_by_round: Mapping[str, int]
) -> TieRules:
    """The tie rules of round ``number``: ``base`` with that round's number of regular games."""
    games = tie_games(size, number, base.games, games_by_round)
    return (
        base
        if games == base.games
        else TieRules(
            games, base.swap_colours, base.decider, base.decider_draw, base.playoffs, base.clinch
        )
    )


def tie_colours(rules: TieRules) -> TieColours:
    """Who moves first in each game, relative to the table: ``seats[0]`` in game 1, then
    alternating game by game through every decider (the knockout's reading of "colours
    alternating"; 003 draws its deciders' colours by lot instead)."""
    return TieColours(FIRST, FIRST if rules.games % 2 == 0 else SECOND)


def example_tie(rules: TieRules) -> str:
    """A whole tie of these rules, for the usage lines: two games and a won decider (胜负胜)
    where ties are of two games with deciders, else regular games won by one point (胜和负胜 for
    four, 胜负胜 for three)."""
    g = rules.games
    if g == 2 and (rules.playoffs or rules.decider):
        first = rules.playoffs[0] if rules.playoffs else 1
        return "胜负" + "胜" + "和" * (first - 1)
    if g % 2:
        return "胜负" * (g // 2) + "胜"
    return "胜和" if g == 2 else "胜和负" + "胜负" * ((g - 4) // 2) + "胜"


def bracket_from_tables(
    first_round: Sequence[Sequence[int]],
    *,
    mode: DrawMode = "seeded",
    seed: int | None = None,
    third_place: bool = False,
) -> Bracket:
    """The bracket read back from its first round's tables in table order: a two-seat table is
    two neighbouring positions, a one-seat table a player and a bye (the seating wrote the line
    in order; within a tie the seats may be turned round for the colours, which does not change
    who meets whom)."""
    slots: list[int | None] = []
    for seats in first_round:
        slots += [seats[0], seats[1]] if len(seats) == 2 else [seats[0], None]
    return Bracket(tuple(slots), mode, seed, third_place)


def exit_ranks(progress: KnockoutProgress) -> dict[int, int]:
    """Each player's rank by the round he went out (module docstring), from the decided ties of
    ``progress``."""
    ranks = {seq: 1 for seq in progress.reached}
    for rnd in progress.rounds:
        for tie in rnd.ties:
            winner = rnd.winners.get(tie.position)
            if winner is None:
                continue
            loser = tie.seats[1] if winner == tie.seats[0] else tie.seats[0]
            if tie.third_place:
                ranks[winner], ranks[loser] = 3, 4
            else:
                ranks[loser] = rnd.players // 2 + 1
    return ranks


def still_playing(progress: KnockoutProgress) -> set[int]:
    """The players with a tie still to come: everyone not beaten yet, and the semi-final losers
    while their third-place tie is not decided (``progress`` lists the ties of the round to
    play next). After the final only the champion is left; the third-place tie's winner has no
    tie to come either."""
    beaten: set[int] = set()
    waiting: set[int] = set()
    for rnd in progress.rounds:
        for tie in rnd.ties:
            winner = rnd.winners.get(tie.position)
            if winner is None:
                waiting |= set(tie.seats)
                continue
            beaten.add(tie.seats[1] if winner == tie.seats[0] else tie.seats[0])
            if tie.third_place:
                beaten.add(winner)
    return (set(progress.reached) - beaten) | waiting


def exit_words(progress: KnockoutProgress) -> dict[int, str]:
    """Each player's line in the standings: where he went out and to whom, or what he plays next
    (冠军, 亚军（决赛负于3号）, 8进4负于5号, 进入半决赛, 季军（三四名决赛胜6号）…)."""
    nxt = progress.next_round
    words = {q: f"进入{nxt.label}" if nxt is not None else "" for q in progress.reached}
    for rnd in progress.rounds:
        for tie in rnd.ties:
            winner = rnd.winners.get(tie.position)
            if winner is None:
                continue
            loser = tie.seats[1] if winner == tie.seats[0] else tie.seats[0]
            if tie.third_place:
                words[winner] = f"季军（三四名决赛胜{loser}号）"
                words[loser] = f"第4名（三四名决赛负于{winner}号）"
            elif rnd.players == 2:
                words[winner] = "冠军"
                words[loser] = f"亚军（决赛负于{winner}号）"
            else:
                words[loser] = f"{rnd.label}负于{winner}号"
                ahead = nxt.ties if rnd.players == 4 and nxt is not None else ()
                if any(t.third_place and loser in t.seats for t in ahead):
                    words[loser] += "，进入三四名决赛"
    return words
