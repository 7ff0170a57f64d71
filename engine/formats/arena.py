"""Team challenge ladder (擂台赛, seed 004) behind the format seam; the rules live in engine/arena.

Each bout is a round with one table ``[defender, challenger]``; bout 1 is both teams' No. 6, the
first-named team's in the first seat (``seat`` reads the ladder: ``engine.arena.ladder``). A
table's result is a ``BoutResult``: the bout's games from the defender's side (``胜和负胜``) and,
where the referee ruled it, the seat that forfeited the bout.

Entries accumulate: ``/录入 1 <games>`` **adds** the typed games to those already recorded for the
current bout (one game at a time or several), so a game after the bout is decided is refused
(``entry``). A correction is ``/撤销`` of the last entry, then the right games. A player's
``/报分`` (confirmed by the other) gives the bout's games so far and replaces them.

A bout is closed by ``/结束本轮`` only once it is decided (or forfeited): the regulation has no
cutoff result for a bout, so ``close_unplayed`` refuses an undecided one. The match is over when
a team's champion (擂主) loses (``over``); then the final post gives both teams' prizes.

Standings: every player, the better-placed team first (the winner once the match is over, else
the team with more players left, the first-named on a tie), each team in playing order
(6, 5, …, 1, 擂主). ``rank`` is the team's place (1 or 2; equal while level), ``total`` the bouts
the player won, ``round_scores`` his points in the bout he played that round, ``status``
``active`` or ``eliminated`` (lost a bout); ``tiebreaks``: ``bouts`` played and ``game_points``
(no tiebreak decides anything: the ladder does). The pool (engine.arena.pool) is in the JSON's
``teams`` (``extra_standings``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from fractions import Fraction
from typing import Any, ClassVar, Literal

from pydantic import Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from engine.arena import bout as bouts
from engine.arena import ladder, lineup, pool
from engine.fields import Exact, Points, _Model
from engine.signup_fields import SUBSTITUTE_NUMBER, parse_birth
from engine.standings import StandingRow, Standings
from engine.tiebreaks import ladder as shown

from .base import Facts, Format, FormatError, PlayerFacts, RoundField, TableFacts

# --------------------------------------------------------------------------- schema ([format])


class Bout(_Model):
    """One arena bout (擂台赛一轮, seed 004 八(七)): up to ``max_games`` games, first to
    ``target`` points; at ``tie_at``–``tie_at`` extra games until one side leads by ``tie_lead``."""

    max_games: int = Field(ge=1)
    win: Points
    draw: Points
    loss: Points
    target: int = Field(ge=1)
    tie_at: int = Field(ge=0)
    tie_lead: int = Field(ge=1)
    colours: Literal["alternate"] = "alternate"
    time_control: str | None = None
    """The regular games' time control as announced with each bout (八(八))."""
    extra_time_control: str | None = None
    """The extra games' time control, announced when a bout goes to extra games (八(八))."""


class ArenaPool(_Model):
    """The arena prize pool (004 九): each team ``basic`` + a floating ``floating_base``; after a
    bout the winner takes ``transfer`` × the loser's base; a team ending with base ≤
    ``encouragement_threshold`` receives ``encouragement``; streamer players ``streamer_bonus``."""

    basic: int = Field(ge=0)
    floating_base: int = Field(ge=0)
    transfer: Exact
    encouragement_threshold: int = Field(ge=0)
    encouragement: int = Field(ge=0)
    streamer_bonus: int = Field(ge=0)


class ArenaFormat(_Model):
    """Two-team challenge ladder (擂台赛, seed 004)."""

    kind: Literal["team_arena"]
    teams: list[str] = Field(min_length=2, max_length=2)
    team_size: int = Field(ge=2)
    challenger_numbers: list[str]
    champion: str
    min_women: int = Field(default=0, ge=0)
    first_number_must_be_woman: bool = False
    substitutes_max: int = Field(default=0, ge=0)
    substitutes_same_gender: bool = True
    bout: Bout
    pool: ArenaPool
    first_team_first_seat: bool = True
    first_colours: Literal["lots"] = "lots"

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = frozenset()

    @field_validator("challenger_numbers")
    @classmethod
    def _team_numbers(cls, numbers: list[str], info: ValidationInfo) -> list[str]:
        size = info.data.get("team_size")
        if size is not None and len(numbers) + 1 != size:
            raise PydanticCustomError(
                "arena_numbers",
                "应有 {n} 个攻擂编号（每队 team_size = {size} 人，含擂主）",
                {"n": size - 1, "size": size},
            )
        return numbers

    @property
    def planned_rounds(self) -> int:
        """The most bouts a match can take: 2 × team_size − 1 (004 八(三): 7–13)."""
        return 2 * self.team_size - 1

    @property
    def all_tiebreaks(self) -> list[str]:
        """An arena match has no tiebreaks."""
        return []


# --------------------------------------------------------------------------- the typed result


@dataclass(frozen=True)
class BoutResult:
    """A bout's result from the defender's side: its games (胜/负/和) and the seat that
    forfeited the bout (None: none; the other seat wins it, the games played stay)."""

    games: tuple[str, ...] = ()
    forfeit: int | None = None


def bout_rules(reg: Any) -> bouts.BoutRules:
    """The bout parameters of a regulation."""
    return bouts.BoutRules.of(reg.format.bout)


def lineup_rules(reg: Any) -> lineup.LineupRules:
    """The line-up parameters of a regulation (age 14–65: 004 七(一)1, not in the schema)."""
    return lineup.LineupRules.of(reg.format)


def winner_seat(reg: Any, result: BoutResult) -> int | None:
    """The seat (0 defender, 1 challenger) that won the bout; None while undecided."""
    if result.forfeit is not None:
        return 1 - result.forfeit
    return bouts.bout_state(result.games, bout_rules(reg)).winner


def _member(p: PlayerFacts | Any) -> lineup.Member:
    fields = dict(getattr(p, "fields", {}) or {})
    birth = None
    if fields.get("birth"):
        try:
            birth = parse_birth(str(fields["birth"]))
        except ValueError:
            birth = None
    number = fields.get("number")
    return lineup.Member(
        p.seq,
        getattr(p, "group", None) or "",
        None if number == SUBSTITUTE_NUMBER else number,
        fields.get("gender", ""),
        birth,
        getattr(p, "name", ""),
    )


REPLACES, FROM_BOUT = "replaces", "from_bout"
"""The sign-up fields of a substitute who took a place (``/替补``): whose, and from which bout."""


def _substitutions(players: Sequence[PlayerFacts]) -> list[ladder.Substitution]:
    """The substitutions recorded on the players' sign-ups (七(二)3), in the order they apply."""
    subs = [
        ladder.Substitution(int(p.fields[REPLACES]), p.seq, int(p.fields.get(FROM_BOUT, 1)))
        for p in players
        if (p.fields or {}).get(REPLACES) is not None
    ]
    return sorted(subs, key=lambda x: (x.from_bout, x.incoming))


def _places(reg: Any, players: Sequence[PlayerFacts]) -> dict[int, tuple[str, str]]:
    """Each player's team and place as messages show it: ``("四川", "6号")``, ``("重庆", "擂主")``;
    a substitute ``("重庆", "3号替补")`` once he took a place, else ``("重庆", "替补")``."""
    rules = lineup_rules(reg)
    by_seq = {p.seq: p for p in players}
    out = {}
    for p in players:
        number = (p.fields or {}).get("number", "")
        out[p.seq] = (
            p.group or "",
            number if number == SUBSTITUTE_NUMBER else rules.number_text(number),
        )
    for sub in _substitutions(players):
        team, place = out.get(sub.outgoing, ("", ""))
        if sub.incoming in by_seq:
            out[sub.incoming] = (team, place.removesuffix(SUBSTITUTE_NUMBER) + SUBSTITUTE_NUMBER)
    return out


def _label(names: Mapping[int, str], teams: Mapping[int, tuple[str, str]], seq: int) -> str:
    """A player as the arena's messages name him: ``甲（四川6号）``, ``乙（重庆3号替补）``."""
    team, place = teams.get(seq, ("", ""))
    where = f"{team}{place}" if team else f"#{seq}"
    name = names.get(seq) or f"#{seq}"
    return f"{name}（{where}）"


@dataclass(frozen=True)
class ArenaStandings(Standings):
    """The standings with the ladder: line-ups, the ladder state, the next bout (or the match
    result), both teams' prizes, and how to name players."""

    lineups: tuple[ladder.TeamLineup, ...] = ()
    state: ladder.LadderState | None = None
    next: ladder.NextBout | ladder.MatchResult | None = None
    prizes: tuple[pool.TeamPrize, ...] = ()
    names: Mapping[int, str] = None  # type: ignore[assignment]
    teams: Mapping[int, tuple[str, str]] = None  # type: ignore[assignment]
    bouts: tuple[tuple[int, int, int, str, str, int], ...] = ()
    """Each bout played: (number, defender, challenger, games, score as ``7:1``, winner)."""
    holders: tuple[tuple[int, ...], ...] = ()
    """Each team's players in playing order now (a substitute in the place he took)."""
    substitutions: tuple[ladder.Substitution, ...] = ()
    left: frozenset[int] = frozenset()
    """Players who withdrew or were disqualified."""

    def label(self, reg: Any, seq: int) -> str:
        return _label(self.names or {}, self.teams or {}, seq)


def _lineups(reg: Any, players: Sequence[Any]) -> tuple[ladder.TeamLineup, ladder.TeamLineup]:
    rules = lineup_rules(reg)
    try:
        return lineup.team_lineups([_member(p) for p in players], rules)
    except ValueError as exc:
        problems = lineup.lineup_problems([_member(p) for p in players], None, rules)
        raise FormatError("出场名单不完整，无法编排：" + "；".join(problems or [str(exc)])) from exc


LEFT = ("withdrawn", "disqualified")
"""Sign-up statuses of players who left; their place stays in the order until someone takes it."""


def _team_players(facts: Facts) -> list[PlayerFacts]:
    """The players the line-ups are built from: the active sign-ups (registered substitutes
    too), everyone who played a bout, and a player who left (withdrawn, disqualified) whose
    number nobody else holds (the latest such one): numbers cannot change (八(六)), so his place
    stays in the order — a substitute takes it (``/替补``) or he forfeits his bout. A number
    taken again by a new sign-up belongs to the new player."""
    seated = {seq for tf in facts.tables for seq in tf.seats}
    players = [
        p for seq, p in sorted(facts.players.items()) if p.status == "active" or seq in seated
    ]
    held = {(p.group, (p.fields or {}).get("number")) for p in players}
    left: dict[tuple[str | None, str], PlayerFacts] = {}
    for seq, p in sorted(facts.players.items()):
        number = (p.fields or {}).get("number")
        if (
            p.status in LEFT
            and seq not in seated
            and number
            and number != SUBSTITUTE_NUMBER
            and (p.group, number) not in held
        ):
            left[(p.group, number)] = p
    return sorted([*players, *left.values()], key=lambda p: p.seq)


def _first_team(reg: Any) -> int:
    return 0 if reg.format.first_team_first_seat else 1


def _finished(reg: Any, tables: Sequence[TableFacts]) -> list[ladder.FinishedBout]:
    out = []
    for tf in sorted(tables, key=lambda t: t.round):
        seat = winner_seat(reg, tf.result)
        if seat is None:
            raise FormatError(f"第{tf.round}轮还没有分出胜负，无法排出擂台。")
        out.append(ladder.FinishedBout(tf.seats[0], tf.seats[1], tf.seats[seat]))
    return out


class Arena(Format):
    """The two-team challenge ladder: one bout a round, winner stays on."""

    kind = "team_arena"
    name = "团体擂台赛"
    total_label = "胜轮"
    eliminates = False
    seats_everyone = False
    checks_signups = True
    lineup_substitutes = True
    first_seat_label = "守擂"
    seat_labels = ("守擂", "攻擂")  # a bout's seats: its colours alternate game by game
    player_marks = {
        "主播": ("streamer", "官方主播棋手（奖金加成）"),
        "风尚奖": ("sportsmanship", "体育道德风尚奖获得者"),  # 九(三) 比赛设体育道德风尚奖
    }

    # --- rounds and seating ---------------------------------------------------------------

    def total_rounds(self, reg: Any, history: Mapping[int, Sequence[Sequence[int]]]) -> int | None:
        """Unknown until a champion loses (7–13 bouts): ``over`` ends the match."""
        return None

    def seat(self, reg: Any, field: RoundField) -> list[list[int]]:
        """Bout 1: both No. 6, the first-named team's first; then the ladder's next bout."""
        if field.number == 1 or field.standings is None:
            lineups = _lineups(reg, field.players)
            subs = _substitutions(
                [PlayerFacts(p.seq, group=p.group, fields=p.fields) for p in field.players]
            )
            nxt = ladder.next_bout(lineups, [], subs, first_team=_first_team(reg))
        else:
            if not isinstance(field.standings, ArenaStandings):
                raise FormatError("擂台赛的排名缺少擂台信息，无法编排。")
            nxt = field.standings.next
        if isinstance(nxt, ladder.MatchResult):
            raise FormatError(
                f"比赛已在第{nxt.bouts}轮结束（擂主已负），不再编排。发送 /排名 查看最终奖金。"
            )
        if nxt is None or nxt.number != field.number:
            raise FormatError(f"擂台的下一轮不是第{field.number}轮，无法编排。")
        return [nxt.table]

    # --- results --------------------------------------------------------------------------

    def parse_result(self, reg: Any, text: str, seats: int) -> BoutResult:
        if seats != 2:
            raise FormatError("擂台赛每轮一桌两人。")
        try:
            games = bouts.read_games(text)
            bouts.bout_state(games, bout_rules(reg))
        except bouts.BoutError as exc:
            raise FormatError(str(exc)) from exc
        return BoutResult(games)

    def load_result(self, games: str, details: Mapping[str, Any]) -> BoutResult:
        return BoutResult(tuple(g for g in games if g in bouts.OUTCOMES), details.get("forfeit"))

    def dump_result(self, result: BoutResult) -> tuple[str, dict]:
        details = {} if result.forfeit is None else {"forfeit": result.forfeit}
        return bouts.games_text(result.games) or "-", details

    def result_text(self, result: BoutResult) -> str:
        """The games from the defender's side (胜和负胜); 弃权 after them for a forfeited bout;
        - before any game."""
        text = bouts.games_text(result.games)
        if result.forfeit is not None:
            return f"{text}弃权"
        return text or "-"

    def empty_result(self, reg: Any, seats: int) -> BoutResult:
        return BoutResult()

    def points(self, reg: Any, result: BoutResult, seats: int) -> list[list[Any]]:
        """Each seat's points per game (win 2 / draw 1 / loss 0, 八(四)); a forfeit adds none."""
        per_game = bouts.game_points(result.games, bout_rules(reg))
        return [[_plain(game[seat]) for game in per_game] for seat in range(seats)]

    def has_play(self, result: BoutResult) -> bool:
        return bool(result.games) or result.forfeit is not None

    def close_unplayed(self, reg: Any, result: BoutResult) -> BoutResult:
        """A bout closes only once decided: the regulation has no cutoff result for a bout."""
        if winner_seat(reg, result) is not None:
            return result
        state = bouts.bout_state(result.games, bout_rules(reg))
        raise FormatError(
            bouts.unfinished_message(state, bout_rules(reg)).replace(
                "请写全整轮的每一局，例如 胜胜和胜（7:1）。",
                "请继续 /录入 1 <对局>，或 /弃权 <选手> 判负，再 /结束本轮。",
            )
        )

    def forfeit(
        self, reg: Any, result: BoutResult, seat: int, game: int | None
    ) -> tuple[BoutResult, str]:
        if winner_seat(reg, result) is not None:
            raise FormatError("本轮已分出胜负，不能再判弃权。")
        return replace(result, forfeit=seat), "本轮弃权（判负，对手胜本轮）"

    def game_number(self, reg: Any, number: int | None) -> int:
        raise FormatError("擂台赛的弃权判整轮负：/弃权 <选手>")

    def entry(self, reg: Any, old: BoutResult | None, new: BoutResult) -> BoutResult:
        """The games entered are added to those already recorded (八(七)); refused after the
        bout is decided or forfeited."""
        old = old or BoutResult()
        if old.forfeit is not None:
            raise FormatError("本轮已判弃权，不能再录入对局。如需更正，请先 /撤销。")
        try:
            state = bouts.parse_games(
                bouts.games_text(new.games), bout_rules(reg), before=old.games
            )
        except bouts.BoutError as exc:
            raise FormatError(str(exc)) from exc
        return BoutResult(state.games)

    def entry_note(self, reg: Any, facts: Facts, table: TableFacts) -> str:
        """The bout score after the entry and, once decided, who defends and who challenges next."""
        rules = bout_rules(reg)
        result: BoutResult = table.result
        names = {seq: p.name for seq, p in facts.players.items()}
        teams = _places(reg, list(facts.players.values()))
        d, c = (_label(names, teams, seq) for seq in table.seats)
        state = bouts.bout_state(result.games, rules)
        line = "\n" + bouts.bout_summary(state, rules, (f"守擂 {d}", f"攻擂 {c}"))
        seat = winner_seat(reg, result)
        if seat is None:
            red = bouts.red_seat(state.played + 1, bouts.first_red_by_seed(facts.seed, table.round))
            clock = reg.format.bout.extra_time_control
            if state.extra and state.played == rules.max_games and clock:
                line += f"\n附加赛用时：{clock}。"
            return line + f"\n第{state.played + 1}局 {(d, c)[red]} 执红先行。"
        if result.forfeit is not None:
            line += f"，{(d, c)[result.forfeit]} 弃权，{(d, c)[seat]} 胜本轮"
        closed = [tf for tf in facts.tables if tf.round < table.round]
        done = _finished(reg, closed) + [
            ladder.FinishedBout(table.seats[0], table.seats[1], table.seats[seat])
        ]
        players = _team_players(facts)
        lineups = _lineups(reg, players)
        nxt = ladder.next_bout(lineups, done, _substitutions(players), first_team=_first_team(reg))
        if isinstance(nxt, ladder.MatchResult):
            return line + (
                f"\n{lineups[nxt.loser_team].name}擂主落败，{lineups[nxt.winner_team].name}赢得比赛！"
                "组委发送 /结束本轮 公布最终奖金。"
            )
        return line + (
            f"\n下一轮（第{nxt.number}轮）：{_label(names, teams, nxt.defender)} 守擂，"
            f"{_label(names, teams, nxt.challenger)} 攻擂。组委发送 /结束本轮 公布奖池，再 /编排。"
        )

    def result_example(self, reg: Any) -> str:
        return "胜和胜胜"

    def round_note(
        self,
        reg: Any,
        number: int,
        tables: Sequence[Sequence[int]],
        seed: int,
        history: Mapping[int, Sequence[Sequence[int]]] | None = None,
    ) -> str:
        """The first game's colours, drawn by lot from the stored seed (八(六) 首局抽签决定先后手;
        ``bout.first_red_by_seed``), then alternating every game (八(七) 每局换先)."""
        if not tables:
            return ""
        red = bouts.first_red_by_seed(seed, number)
        clock = reg.format.bout.time_control
        return (
            f"\n首局抽签：{bouts.SIDE_NAMES[red]}（{tables[0][red]}）执红先行，此后每局换先。"
            + (f"\n正赛用时：{clock}。" if clock else "")
        )

    def report_hint(self, reg: Any) -> str:
        return (
            "第一位为守擂方。裁判按局录入：/录入 1 胜（从守擂方看，每次可录一局或几局，如 /录入 1 胜和），"
            "每局后公布比分；分出胜负后组委 /结束本轮。"
        )

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Any, facts: Facts, after_round: int) -> ArenaStandings:
        """The ladder after bout ``after_round``: players by team, bouts won, out or not; the pools."""
        players = _team_players(facts)
        lineups = _lineups(reg, players)
        subs = _substitutions(players)
        first_team = _first_team(reg)
        tables = sorted(
            (tf for tf in facts.tables if tf.round <= after_round), key=lambda t: t.round
        )
        done = _finished(reg, tables)
        try:
            state = ladder.ladder_state(lineups, done, subs, first_team=first_team)
        except ladder.LadderError as exc:
            raise FormatError(str(exc)) from exc
        nxt = ladder.next_bout(lineups, done, subs, first_team=first_team)
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
            places = {state.result.winner_team: 1, state.result.loser_team: 2}
        else:
            left = [len(lineups[t].order) - state.lost[t] for t in (0, 1)]
            places = {0: 1 if left[0] >= left[1] else 2, 1: 1 if left[1] >= left[0] else 2}
        order = sorted((0, 1), key=lambda t: (places[t], t))
        teams = _places(reg, list(facts.players.values()))
        subs = [x for x in subs if x.from_bout <= after_round + 1]  # /排名 <轮>: as it stood then
        holders: list[tuple[int, ...]] = []
        rows = []
        for t in order:
            for seq in lineups[t].order:
                # the place's holders in turn: the registered player, then each substitute
                # (七(二)3); everyone but the last left the match without losing a bout
                chain = [seq]
                for sub in subs:
                    if sub.outgoing == chain[-1]:
                        chain.append(sub.incoming)
                for k, holder in enumerate(chain):
                    played = scores.get(holder, {})
                    left = facts.players[holder].status if holder in facts.players else ""
                    if k < len(chain) - 1:
                        status = "withdrawn"
                    elif holder in out:
                        status = "eliminated"
                    else:
                        status = left if left in LEFT else "active"
                    team, place = teams.get(holder, ("", ""))
                    note = f"{team}{place}" if team else None
                    if note and k < len(chain) - 1:
                        note += f"，由替补 #{chain[k + 1]} 代替"
                    rows.append(
                        StandingRow(
                            places[t],
                            holder,
                            Fraction(won.get(holder, 0)),
                            [played.get(r) for r in range(1, after_round + 1)],
                            {
                                "bouts": shown.bouts(played),
                                "game_points": shown.game_points(played),
                            },
                            status,
                            after_round,
                            note,
                        )
                    )
        for t in (0, 1):
            now = []
            for seq in lineups[t].order:
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
                awards.append(pool.NamedAward(_award_name(reg), p.group, seq))
        prizes = pool.team_prizes(
            [lu.name for lu in lineups],
            state.winner_teams,
            state.result is not None,
            pool.PoolRules.of(reg.format.pool),
            streamers,
            awards,
        )
        played = tuple(
            (
                tf.round,
                b.defender,
                b.challenger,
                self.result_text(tf.result),
                ":".join(str(sum(p)) for p in tf.points) if tf.points else "",
                b.winner,
            )
            for tf, b in zip(tables, done)
        )
        return ArenaStandings(
            after_round,
            rows,
            [r.seq for r in rows if r.status == "active"],
            lineups=tuple(lineups),
            state=state,
            next=nxt,
            prizes=prizes,
            names={seq: p.name for seq, p in facts.players.items()},
            teams=teams,
            bouts=played,
            holders=tuple(holders),
            substitutions=tuple(subs),
            left=frozenset(seq for seq, p in facts.players.items() if p.status in LEFT),
        )

    def row_note(self, row: Any) -> str:
        return f"{row.explanation or ''} 已赛{row.tiebreaks.get('bouts', 0)}轮".strip()

    def over(self, reg: Any, standings: Standings) -> bool:
        return (
            isinstance(standings, ArenaStandings)
            and standings.state is not None
            and standings.state.result is not None
        )

    def standings_notes(self, reg: Any, standings: Standings) -> list[str]:
        """Both pools after the bout, then the next bout or the match result."""
        if not isinstance(standings, ArenaStandings) or standings.state is None:
            return []
        lines = [
            "奖池（浮动基数）："
            + "；".join(f"{p.team} {pool.yuan_text(p.base)}" for p in standings.prizes)
            + f"（另各有基本奖励 {pool.yuan_text(standings.prizes[0].basic)}）"
        ]
        nxt = standings.next
        if isinstance(nxt, ladder.NextBout):
            lines.append(
                f"下一轮（第{nxt.number}轮）：{standings.label(reg, nxt.defender)} 守擂，"
                f"{standings.label(reg, nxt.challenger)} 攻擂。组委发送 /编排 公布对阵。"
            )
            for seq in nxt.table:
                if seq in standings.left:
                    lines.append(
                        f"{standings.label(reg, seq)} 已退出比赛：组委可 /替补 {seq} <替补选手>（本队同性别替补），"
                        f"或 /编排 后 /弃权 {seq} 判其本轮负。"
                    )
        elif isinstance(nxt, ladder.MatchResult):
            lines.append(self._result_lines(reg, standings)[0])
        return lines

    def _result_lines(self, reg: Any, st: ArenaStandings) -> list[str]:
        result = st.state.result
        teams = st.lineups
        lines = [
            f"比赛结束：{teams[result.winner_team].name} 在第{result.bouts}轮击败"
            f"{teams[result.loser_team].name}擂主，{teams[result.winner_team].name}获胜"
            f"（剩余 {result.remaining[result.winner_team]} 人）。"
        ]
        for p in st.prizes:
            parts = [f"基本 {pool.yuan_text(p.basic)}", f"基数 {pool.yuan_text(p.base)}"]
            if p.encouragement:
                parts.append(f"鼓励奖 {pool.yuan_text(p.encouragement)}")
            if p.streamers:
                parts.append(
                    f"主播 {pool.yuan_text(p.streamer_bonus)}（{'、'.join(st.label(reg, q) for q in p.streamers)}）"
                )
            lines.append(f"{p.team}奖金 {pool.yuan_text(p.total)}：" + " + ".join(parts))
        named = [a for p in st.prizes for a in p.awards]
        if named:
            lines.append(f"{named[0].name}：" + "、".join(st.label(reg, a.seq) for a in named))
        else:
            lines.append(f"{_award_name(reg)}：由组委评定（/风尚奖 <选手>）。")
        return lines

    def extra_standings(self, reg: Any, standings: Standings) -> dict[str, Any]:
        """``teams``: name, basic, floating base, encouragement, streamer bonus and (once over)
        the whole prize, exact decimal strings; each team's order and players left. ``ladder``:
        bouts played, the next bout or the winning team."""
        if not isinstance(standings, ArenaStandings) or standings.state is None:
            return {}
        state = standings.state
        teams = []
        for index, (lu, p) in enumerate(zip(standings.lineups, standings.prizes)):
            teams.append(
                {
                    "name": p.team,
                    "base": pool.money_text(p.base),
                    "prize": None if p.total is None else pool.money_text(p.total),
                    "basic": pool.money_text(p.basic),
                    "encouragement": pool.money_text(p.encouragement),
                    "streamer_bonus": pool.money_text(p.streamer_bonus),
                    "streamers": list(p.streamers),
                    "awards": [{"name": a.name, "seq": a.seq} for a in p.awards],
                    "order": list(standings.holders[index])
                    if standings.holders
                    else list(lu.order),
                    "remaining": len(lu.order) - state.lost[index],
                    "substitutions": [
                        {"out": x.outgoing, "in": x.incoming, "from_bout": x.from_bout}
                        for x in standings.substitutions
                        if (standings.teams or {}).get(x.outgoing, ("",))[0] == lu.name
                    ],
                }
            )
        nxt = standings.next
        ladder_json: dict[str, Any] = {"bouts": state.bouts, "next": None, "winner": None}
        if isinstance(nxt, ladder.NextBout):
            ladder_json["next"] = {
                "bout": nxt.number,
                "defender": nxt.defender,
                "challenger": nxt.challenger,
            }
        elif isinstance(nxt, ladder.MatchResult):
            ladder_json["winner"] = standings.lineups[nxt.winner_team].name
        return {"teams": teams, "ladder": ladder_json}

    def bracket(self, reg: Any, standings: Standings) -> dict[str, Any] | None:
        """The ladder as a chain of bouts (defender first), the next one unplayed, with the
        pools and the next bout or the match result as notes."""
        if not isinstance(standings, ArenaStandings) or standings.state is None:
            return None
        stages = [
            {
                "name": f"第{n}轮",
                "ties": [
                    {
                        "seats": [d, c],
                        "result": games,
                        "score": score or None,
                        "winner": w,
                        "label": None,
                    }
                ],
            }
            for n, d, c, games, score, w in standings.bouts
        ]
        nxt = standings.next
        if isinstance(nxt, ladder.NextBout):
            stages.append(
                {
                    "name": f"第{nxt.number}轮",
                    "ties": [
                        {
                            "seats": [nxt.defender, nxt.challenger],
                            "result": None,
                            "score": None,
                            "winner": None,
                            "label": None,
                        }
                    ],
                }
            )
        return {
            "title": "擂台",
            "layout": "chain",
            "seat_labels": ["守擂", "攻擂"],
            "stages": stages,
            "notes": self.standings_notes(reg, standings),
        }

    def final_lines(self, reg: Any, standings: Standings) -> list[str] | None:
        if not self.over(reg, standings):
            return None
        return self._result_lines(reg, standings)  # type: ignore[arg-type]

    # --- sign-up --------------------------------------------------------------------------

    def signup_problems(
        self,
        reg: Any,
        candidate: PlayerFacts,
        others: Sequence[PlayerFacts],
        match_day: date | None,
    ) -> list[str]:
        """Unknown team or number, a number taken in the team, a man as No. 6, an age outside
        14–65 on the match day where 出生 is given (七(一)1, 七(二), 八(六))."""
        return lineup.signup_problems(
            _member(candidate), [_member(p) for p in others], match_day, lineup_rules(reg)
        )

    def lineup_problems(
        self, reg: Any, players: Sequence[PlayerFacts], match_day: date | None
    ) -> list[str]:
        """6 challengers + 1 champion per team, at least 2 women a team (七(二))."""
        return lineup.lineup_problems([_member(p) for p in players], match_day, lineup_rules(reg))

    def substitution(
        self,
        reg: Any,
        facts: Facts,
        outgoing: int,
        incoming: int,
        round_number: int,
        playing: Collection[int],
    ) -> tuple[dict[str, Any], str]:
        """``incoming``, a registered substitute of the same team and gender, takes ``outgoing``'s
        place in the order from bout ``round_number`` on (七(二)3 各队可报2名替补，仅能同性别替补);
        refused for a player who lost a bout or is in a bout under way, a substitute used before,
        a third substitution of a team, or once the match is over (``lineup.substitution_problems``).
        Recorded on the substitute's sign-up: ``replaces`` and ``from_bout``."""
        players = _team_players(facts)
        rules = lineup_rules(reg)
        gone = facts.players.get(outgoing)
        if gone is not None and gone.status in LEFT and not facts.tables and round_number == 1:
            # bout 1 is seated from the active sign-ups: the freed number is simply signed up again
            number = rules.number_text((gone.fields or {}).get("number", ""))
            raise FormatError(
                f"不能替补：{gone.name}（#{outgoing}）在比赛开始前已退出，{gone.group or ''}{number}已空出。"
                f"请替补棋手先 /退赛 再以该编号报名（如 编号 {(gone.fields or {}).get('number', '')}），"
                f"或 /撤销 #{outgoing} 的退赛后再 /替补。"
            )
        subs = _substitutions(players)
        problems = lineup.substitution_problems(
            outgoing,
            incoming,
            [_member(p) for p in players],
            subs,
            _finished(reg, facts.tables),
            playing,
            None,
            rules,
        )
        if problems:
            raise FormatError("不能替补：" + "；".join(problems) + "。")
        names = {seq: p.name for seq, p in facts.players.items()}
        before = _places(reg, players)
        fields = {REPLACES: outgoing, FROM_BOUT: round_number}
        after = _places(
            reg,
            [
                replace(p, fields={**p.fields, **fields}) if p.seq == incoming else p
                for p in players
            ],
        )
        team = before[outgoing][0]
        used = 1 + sum(1 for x in subs if before.get(x.outgoing, ("",))[0] == team)
        return fields, (
            f"{team}替补：{_label(names, after, incoming)} 从第{round_number}轮起代替 "
            f"{_label(names, before, outgoing)} 出场（本队第 {used} 名替补，"
            f"每队最多 {rules.substitutes_max} 名，仅能同性别替补）。"
        )


def _award_name(reg: Any) -> str:
    """The organisers' named award (九(三)): the regulation's first special award."""
    return next(iter(reg.prizes.special_awards), "体育道德风尚奖")


def _plain(value: Fraction) -> Fraction | int:
    return value.numerator if value.denominator == 1 else value


FORMAT = Arena()
