"""Seed 004's standings: every player, the better-placed team first (the winner once the match
is over, else the team with more players left, the first-named on a tie), each team in playing
order (6, 5, …, 1, 擂主), with the ladder (its state, the next bout or the match result), both
teams' prizes (engine/arena/pool.py) and how to name players."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.arena import ladder, pool
from engine.standings import StandingRow, Standings
from engine.tiebreaks import ladder as shown

from ..base import Facts, FormatError
from .lineups import LEFT, label, lineups, places, substitutions, team_players
from .lineups import first_team as first_team_of
from .results import BoutResult, bout_text, finished
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


@dataclass(frozen=True)
class ArenaStandings(Standings):
    """The standings with the ladder: line-ups, the ladder state, the next bout (or the match
    result), both teams' prizes, and how to name players."""

    lineups: tuple[ladder.TeamLineup, ...] = ()
    state: ladder.LadderState | None = None
    next: ladder.NextBout | ladder.MatchResult | None = None
    prizes: tuple[pool.TeamPrize, ...] = ()
    names: Mapping[int, str] = field(default_factory=dict)
    teams: Mapping[int, tuple[str, str]] = field(default_factory=dict)
    bouts: tuple[tuple[int, int, int, str, str, int], ...] = ()
    """Each bout played: (number, defender, challenger, games, score as ``7:1``, winner)."""
    holders: tuple[tuple[int, ...], ...] = ()
    """Each team's players in playing order now (a substitute in the place he took)."""
    substitutions: tuple[ladder.Substitution, ...] = ()
    left: frozenset[int] = frozenset()
    """Players who withdrew or were disqualified."""

    def label(self, reg: Regulation, seq: int) -> str:
        return label(self.names or {}, self.teams or {}, seq)


def award_name(reg: Regulation) -> str:
    """The organisers' named award (九(三)): the regulation's first special award."""
    return next((a.name for a in reg.prizes.awards()), "体育道德风尚奖")


def standings(reg: Regulation, facts: Facts[BoutResult], after_round: int) -> ArenaStandings:
    """The ladder after bout ``after_round``: players by team, bouts won, out or not; the pools."""
    players = team_players(facts)
    teams_of = lineups(reg, players)
    subs = substitutions(players)
    first_team = first_team_of(reg)
    tables = sorted((tf for tf in facts.tables if tf.round <= after_round), key=lambda t: t.round)
    done = finished(reg, tables)
    try:
        state = ladder.ladder_state(teams_of, done, subs, first_team=first_team)
    except ladder.LadderError as exc:
        raise FormatError(str(exc)) from exc
    nxt = ladder.next_bout(teams_of, done, subs, first_team=first_team)
    out = ladder.players_out(done)
    won: dict[int, int] = {}
    for b in done:
        won[b.winner] = won.get(b.winner, 0) + 1
    scores: dict[int, dict[int, Fraction]] = {}
    for tf in tables:
        for seat, seq in enumerate(tf.seats):
            scores.setdefault(seq, {})[tf.round] = (
                sum((Fraction(p) for p in tf.points[seat]), Fraction(0))
                if tf.points
                else Fraction(0)
            )
    if state.result is not None:
        team_places = {state.result.winner_team: 1, state.result.loser_team: 2}
    else:
        left = [len(teams_of[t].order) - state.lost[t] for t in (0, 1)]
        team_places = {0: 1 if left[0] >= left[1] else 2, 1: 1 if left[1] >= left[0] else 2}
    order = sorted((0, 1), key=lambda t: (team_places[t], t))
    teams = places(reg, list(facts.players.values()))
    subs = [x for x in subs if x.from_bout <= after_round + 1]  # /排名 <轮>: as it stood then
    holders: list[tuple[int, ...]] = []
    rows: list[StandingRow] = []
    for t in order:
        for seq in teams_of[t].order:
            # the place's holders in turn: the registered player, then each substitute
            # (七(二)3); everyone but the last left the match without losing a bout
            chain = [seq]
            for sub in subs:
                if sub.outgoing == chain[-1]:
                    chain.append(sub.incoming)
            for k, holder in enumerate(chain):
                played = scores.get(holder, {})
                gone = facts.players[holder].status if holder in facts.players else ""
                if k < len(chain) - 1:
                    status = "withdrawn"
                elif holder in out:
                    status = "eliminated"
                else:
                    status = gone if gone in LEFT else "active"
                team, place = teams.get(holder, ("", ""))
                note = f"{team}{place}" if team else None
                if note and k < len(chain) - 1:
                    note += f"，由替补 #{chain[k + 1]} 代替"
                rows.append(
                    StandingRow(
                        team_places[t],
                        holder,
                        Fraction(won.get(holder, 0)),
                        [played.get(r) for r in range(1, after_round + 1)],
                        {
                            "bouts": shown.bouts(played, None),
                            "game_points": shown.game_points(played, None),
                        },
                        status,
                        after_round,
                        note,
                    )
                )
    for t in (0, 1):
        now = []
        for seq in teams_of[t].order:
            for sub in subs:
                if sub.outgoing == seq:
                    seq = sub.incoming
            now.append(seq)
        holders.append(tuple(now))
    streamers: dict[str, list[int]] = {}
    awards = []
    for seq, p in sorted(facts.players.items()):
        if (p.fields or {}).get("streamer") and p.group:
            streamers.setdefault(p.group, []).append(seq)
        if (p.fields or {}).get("sportsmanship") and p.group:
            awards.append(pool.NamedAward(award_name(reg), p.group, seq))
    prizes = pool.team_prizes(
        [lu.name for lu in teams_of],
        state.winner_teams,
        state.result is not None,
        pool.PoolRules.of(spec(reg).pool),
        streamers,
        awards,
    )
    bouts_played = tuple(
        (
            tf.round,
            b.defender,
            b.challenger,
            bout_text(tf.result) if tf.result is not None else "-",
            ":".join(str(sum(p)) for p in tf.points) if tf.points else "",
            b.winner,
        )
        for tf, b in zip(tables, done, strict=False)
    )
    return ArenaStandings(
        after_round,
        rows,
        [r.seq for r in rows if r.status == "active"],
        lineups=tuple(teams_of),
        state=state,
        next=nxt,
        prizes=prizes,
        names={seq: p.name for seq, p in facts.players.items()},
        teams=teams,
        bouts=bouts_played,
        holders=tuple(holders),
        substitutions=tuple(subs),
        left=frozenset(seq for seq, p in facts.players.items() if p.status in LEFT),
    )
