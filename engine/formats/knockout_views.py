"""A knockout as people read it: the bracket in the JSON API (``knockout``), as chat lines, and
as the tree every output draws (``Format.bracket``). Pure functions of a knockout's standings,
``BracketStandings``: the type seed 003's standings (engine/formats/group_knockout/) and the
knockout on its own's (engine/formats/knockout.py) extend, so both formats import it from here
and this module imports neither. The words that differ (how the bracket was drawn, the seats'
names) are parameters; the defaults are 003's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.knockout import bracket as kb
from engine.standings import Standings

from .base import BracketData, BracketStage, BracketTie


@dataclass(frozen=True)
class BracketStandings(Standings):
    """A knockout's standings as the views read them: the drawn ``bracket`` (None before the
    draw), its ``progress``, each tie's game string by (round number, seats), the players' names,
    and ``group_rounds`` (the rounds before the knockout's first: 003's group stage; 0 for a
    knockout on its own)."""

    bracket: kb.Bracket | None = None
    progress: kb.KnockoutProgress | None = None
    ties: dict[tuple[int, frozenset[int]], str] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    group_rounds: int = 0


def player_label(standings: BracketStandings, seq: int) -> str:
    """`棋手1(1)`: a player's name and sign-up number."""
    return f"{standings.names.get(seq, '')}({seq})"


def _draw_text(bracket: kb.Bracket, long: bool) -> str:
    """003's words for how the bracket was drawn (``long``: the tree's note)."""
    if bracket.mode == "lots":
        return f"抽签（种子随机数 {bracket.seed}）" if long else f"抽签，种子随机数 {bracket.seed}"
    return "按小组名次排种子"


def bracket_tree(
    standings: BracketStandings,
    *,
    draw_text: str | None = None,
    seat_labels: tuple[str, str] = ("先手", "后手"),
) -> BracketData | None:
    """The knockout as a tree (``Format.bracket``): every round of the bracket, future ones
    with their seats unknown; a bye is a tie with one seat and its winner; the 3rd/4th tie
    last in the final's stage, labelled. ``draw_text``: how the bracket was drawn (default
    003's lots or group places); ``seat_labels``: the two seats' names."""
    if standings.bracket is None or standings.progress is None:
        return None
    bracket, progress = standings.bracket, standings.progress
    first = standings.group_rounds + 1
    line: list[int | None] = list(bracket.slots)
    stages: list[BracketStage] = []
    for k in range(bracket.rounds):
        rnd = progress.rounds[k] if k < len(progress.rounds) else None
        number = first + k
        played = {t.position: t for t in rnd.ties} if rnd is not None else {}
        ties: list[BracketTie] = []
        following: list[int | None] = []
        for i in range(0, len(line), 2):
            a, b = line[i], line[i + 1]
            winner = a if b is None else b if a is None else None
            seats: list[int | None] = [a, b]
            result = None
            if a is not None and b is not None:
                winner = rnd.winners.get(i // 2) if rnd is not None else None
                if (tie := played.get(i // 2)) is not None:
                    seats = list(tie.seats)  # the table's first seat (red in game 1) first
                    result = standings.ties.get((number, frozenset(tie.seats)))
            ties.append(
                {
                    "seats": seats,
                    "result": result if result and result != "-" else None,
                    "score": None,
                    "winner": winner,
                    "label": None,
                }
            )
            following.append(winner)
        if rnd is not None and (third := played.get(-1)) is not None:
            result = standings.ties.get((number, frozenset(third.seats)))
            ties.append(
                {
                    "seats": list(third.seats),
                    "result": result if result and result != "-" else None,
                    "score": None,
                    "winner": rnd.winners.get(-1),
                    "label": "三四名",
                }
            )
        stages.append(
            {"name": rnd.label if rnd is not None else kb.round_label(len(line)), "ties": ties}
        )
        line = following
    mode = draw_text or _draw_text(bracket, True)
    return {
        "title": "淘汰赛",
        "layout": "tree",
        "seat_labels": list(seat_labels),
        "stages": stages,
        "notes": [f"{bracket.size} 签，{mode}。"],
    }


def bracket_json(standings: BracketStandings) -> dict[str, object]:
    """The bracket for the JSON API (see ``extra_standings``); {} before the draw."""
    bracket, progress = standings.bracket, standings.progress
    if bracket is None or progress is None:
        return {}
    first = standings.group_rounds + 1
    rounds: list[dict[str, object]] = []
    for rnd in progress.rounds:
        number = first + rnd.number - 1
        ties: list[dict[str, object]] = []
        for t in rnd.ties:
            ties.append(
                {
                    "seats": list(t.seats),
                    "result": standings.ties.get((number, frozenset(t.seats))),
                    "winner": rnd.winners.get(t.position),
                    "third_place": t.third_place,
                }
            )
        rounds.append({"round": number, "label": rnd.label, "ties": ties, "byes": list(rnd.byes)})
    return {
        "size": bracket.size,
        "mode": bracket.mode,
        "seed": bracket.seed,
        "slots": list(bracket.slots),
        "rounds": rounds,
        "places": {str(q): p for q, p in sorted(progress.places.items())},
        "finished": progress.finished,
    }


def bracket_lines(standings: BracketStandings, *, draw_text: str | None = None) -> list[str]:
    """The bracket as chat text: each knockout round's ties with their game strings
    (``draw_text``: how the bracket was drawn, default 003's words); none before the draw."""
    bracket, progress = standings.bracket, standings.progress
    if bracket is None or progress is None:
        return []
    first = standings.group_rounds + 1
    mode = draw_text or _draw_text(bracket, False)
    lines = [f"淘汰赛对阵（{bracket.size} 签，{mode}）："]
    for rnd in progress.rounds:
        number = first + rnd.number - 1
        lines.append(f"{rnd.label}（第{number}轮）：")
        for t in rnd.ties:
            result = standings.ties.get((number, frozenset(t.seats)))
            winner = rnd.winners.get(t.position)
            label = "三四名：" if t.third_place else ""
            tail = f" {result}" if result and result != "-" else " 未赛"
            tail += f" → {player_label(standings, winner)}胜出" if winner is not None else ""
            a, b = (player_label(standings, q) for q in t.seats)
            lines.append(f"  {label}{a} 对 {b}{tail}")
        for q in rnd.byes:
            lines.append(f"  {player_label(standings, q)} 轮空晋级")
    if progress.finished:
        top = sorted(((p, q) for q, p in progress.places.items() if p <= 4))
        lines.append("最终：" + "，".join(f"第{p}名 {player_label(standings, q)}" for p, q in top))
    return lines
