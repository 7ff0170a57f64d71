"""Swiss (积分编排制) of two-player games, paired by engine/swiss (one maximum-weight matching).

Results are the round robin's (``GameResult``: 胜/和/负 from the first seat, a forfeit 弃权, a
rest 轮空 as a one-seat table): a draw only where the regulation gives points for one
(``[scoring] draw``). Points from ``[scoring]``: win / draw / loss, the bye ``bye``, a forfeit
``forfeit_absent`` / ``forfeit_present``.

Pairing: the field in ranking order (the previous round's standings; round 1 and late entries
in sign-up order — by 等级分, higher first, where ``seeding = "rating"`` — or in the field's
``start_order`` where it has one: 003's group draw, seeds first, so that round 1 pairs top half
against bottom half of the draw), players withdrawn, disqualified or with
``forfeits_to_withdraw`` (consecutive, where ``forfeits_consecutive``) forfeits left out;
colours by ``format.colours``
— Go: nigiri drawn by ``random.Random("swiss:<seed>:<round>:<first seq>")``, the tournament's
seed; ``seats[0]`` moves first (black in Go). An odd field: the bye as a last one-seat table.

Standings: the round robin's (engine/formats/two_player.py): ``format.tiebreaks`` in order,
names of the one registry (engine/tiebreaks, each with its formula); 对手分 counts byes and
forfeits by ``format.bye_opponent_value`` (zero: seed 002). A row's ``explanation`` says what
separated it from the row above ("积分相同，对手分 31 > 29").
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from engine.fields import Points, _Model
from engine.numbers import decimal_text
from engine.signup_fields import rating_value
from engine.standings import StandingRow
from engine.swiss.checker import check_pairing
from engine.swiss.pairing import (
    ABSOLUTE,
    FIRST,
    SECOND,
    Pairing,
    PairingError,
    SwissPlayer,
    Table,
    colour_preference,
    pair_round,
)
from engine.swiss.record import ABSENT, RoundRecord, SwissRecord, to_swiss_players
from engine.tiebreaks import GAMES, label, names_over, reason_text

from .base import LATE_ENTRY, FormatError, RoundField, format_of
from .round_robin import DRAW as MARK_DRAW
from .round_robin import RoundRobin, RoundRobinResults, RoundRobinWords
from .signups import SignupRules
from .two_player import ByeOpponentValue, GameResult, SwissRow, TwoPlayerRules
from .two_player import score as _score

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class SwissFormat(_Model):
    """Swiss pairing (积分编排制), per division where ``per_division`` (seed 002)."""

    kind: Literal["swiss"]
    rounds: int = Field(ge=1)
    per_division: bool = False
    no_repeat: bool = True
    colours: Literal["nigiri", "alternate"] = "nigiri"
    """Left out, the game's (engine/regulation/schema.py ``_swiss_colours``): Go nigiri, other
    games alternate."""
    tiebreaks: list[str]
    bye_opponent_value: ByeOpponentValue = "zero"
    forfeits_to_withdraw: int | None = Field(default=None, ge=1)
    forfeits_consecutive: bool = False
    late_entry_points: Points | None = None
    """Where the regulation takes players who join after round 1 (a late sign-up, a waiting
    player promoted after a withdrawal): the points they start with. None (seeds 002, 003):
    it takes none, and a round that would pair one is refused with what the organisers can do."""
    seeding: Literal["order", "rating"] = "order"
    """The starting order of players without a record (round 1, late entries): sign-up order
    (``order``) or by the sign-up's 等级分 (``rating``: higher first, equal ratings and the
    unrated after them in sign-up order); a field's own ``start_order`` (003's draw) comes
    first."""

    avoid_same: Literal["unit", "team", "family"] | None = None
    """Same-club avoidance (「同单位不相遇」/「同队不相遇」): the sign-up field (单位, 队伍, or
    家族, the family tag) whose equal values meet only when nothing else is possible — a weight
    of the matching below the score groups, the no-repeat rule and the colours
    (engine/swiss/pairing.py criterion 4). None (every seed): no avoidance."""
    avoid_same_rounds: int | None = Field(default=None, ge=1)
    """With ``avoid_same``: the avoidance holds in rounds 1 to this one only (「首轮编排同代表队
    棋手回避配对，其余各轮均不回避」: 1); None: in every round."""

    @model_validator(mode="after")
    def _avoidance_rounds(self) -> SwissFormat:
        if self.avoid_same_rounds is not None:
            if self.avoid_same is None:
                raise PydanticCustomError(
                    "avoid_same_rounds",
                    'avoid_same_rounds 须与 avoid_same 一起写（如 avoid_same = "team"、'
                    "avoid_same_rounds = 1）",
                )
            if self.avoid_same_rounds > self.rounds:
                raise PydanticCustomError(
                    "avoid_same_rounds",
                    "avoid_same_rounds = {n} 超过轮数 rounds = {r}",
                    {"n": self.avoid_same_rounds, "r": self.rounds},
                )
        return self

    def avoids_in(self, number: int) -> bool:
        """Whether round ``number`` keeps players of one club apart (``avoid_same``, within
        ``avoid_same_rounds``)."""
        return self.avoid_same is not None and (
            self.avoid_same_rounds is None or number <= self.avoid_same_rounds
        )

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = names_over(GAMES)

    @property
    def planned_rounds(self) -> int:
        """Rounds the format plays."""
        return self.rounds

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


class Swiss(RoundRobin):
    """积分编排: each round paired by engine.swiss from the standings; points, then named
    tiebreaks."""

    kind = "swiss"

    def __init__(self) -> None:
        self.words = SwissWords(self)
        self.results = SwissResults(self)
        self.signups = SignupRules(self)

    def per_division(self, reg: Regulation) -> bool:
        """Each division plays its own Swiss where the regulation says so (002)."""
        return bool(format_of(reg, SwissFormat).per_division and reg.divisions)

    def two_player_rules(self, reg: Regulation) -> TwoPlayerRules:
        f = format_of(reg, SwissFormat)
        late = f.late_entry_points
        return TwoPlayerRules(
            f.tiebreaks,
            f.bye_opponent_value,
            f.forfeits_to_withdraw,
            f.forfeits_consecutive,
            None if late is None else Fraction(late),
            Fraction(reg.signup.late_entry_points),
        )

    def takes_late_entries(self, reg: Regulation) -> bool:
        """Only where the regulation gives a late entry's starting points
        (``late_entry_points``)."""
        return format_of(reg, SwissFormat).late_entry_points is not None

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        return format_of(reg, SwissFormat).rounds

    def late_entry_refusal(self, reg: Regulation, seated: int) -> str | None:
        """A Swiss takes a ``/补报`` entry until its last round is seated: he is paired from the
        next round seated (or the current one, re-paired by ``/重排``)."""
        rounds = format_of(reg, SwissFormat).rounds
        if seated < rounds:
            return None
        return f"全部 {rounds} 轮都已编排，补报的选手已没有可以参加的轮次。"

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        """The tables of round ``field.number``: pair_round over the active players in ranking
        order (the previous standings' records; newcomers after them in the field's
        ``start_order`` where it has one — 003's group draw — else in sign-up order); the bye
        last as a one-seat table."""
        spec = format_of(reg, SwissFormat)
        players = self._ranked(reg, field)
        rng = random.Random(
            f"swiss:{field.seed}:{field.number}:{min(p.seq for p in field.players)}"
        )
        colours: Literal["nigiri", "alternate"] = (
            "nigiri" if spec.colours == "nigiri" else "alternate"
        )
        try:
            pairing = pair_round(
                players,
                colours=colours,
                rng=rng,
                bye_points=_score(reg, "bye", 0),
                avoid_clubs=spec.avoids_in(field.number),
            )
        except PairingError as exc:
            raise FormatError(str(exc)) from exc
        tables = [[t.first, t.second] for t in pairing.tables]
        if pairing.bye is not None:
            tables.append([pairing.bye])
        return tables

    def pairing_problems(
        self,
        reg: Regulation,
        field: RoundField,
        tables: Sequence[Sequence[int]],
        drawn: Sequence[Sequence[int]],
    ) -> list[str]:
        """engine/swiss/checker.py over the edited tables (everyone once, no repeat, the bye,
        the least Σ (S_i − S_j)² of the score groups), then the colours: ``alternate``, a player
        given the colour opposite his absolute due one (two equal colours in a row, or a
        difference of 2); ``nigiri``, a table whose colours are not the ones drawn."""
        spec = format_of(reg, SwissFormat)
        players = self._ranked(reg, field)
        pairing = Pairing(
            [Table(seats[0], seats[1]) for seats in tables if len(seats) == 2],
            next((seats[0] for seats in tables if len(seats) == 1), None),
            Fraction(0),
            Fraction(0),
            Fraction(0),
            False,
        )
        problems = [f"积分编排检查：{p}" for p in check_pairing(pairing, players)]
        by_seq = {p.seq: p for p in players}
        if spec.colours == "alternate":
            for k, seats in enumerate(tables, start=1):
                for place, seq in enumerate(seats if len(seats) == 2 else ()):
                    due, strength = colour_preference(by_seq[seq].colours if seq in by_seq else ())
                    given = FIRST if place == 0 else SECOND
                    if strength == ABSOLUTE and due != given:
                        word = "先手" if due == FIRST else "后手"
                        problems.append(
                            f"第{k}桌 {seq}号 本轮应执{word}（颜色规则：不连续三轮同色）"
                        )
        else:
            drawn_pairs = {frozenset(s): tuple(s) for s in drawn if len(s) == 2}
            for k, seats in enumerate(tables, start=1):
                own = drawn_pairs.get(frozenset(seats)) if len(seats) == 2 else None
                if own is not None and own != tuple(seats):
                    problems.append(f"第{k}桌 先后手由猜先抽签决定，应为 {own[0]}号 执先")
        return problems

    def _ranked(self, reg: Regulation, field: RoundField) -> list[SwissPlayer]:
        """The players round ``field.number`` pairs, in ranking order, as the pairer and its
        checker see them; a late entry (``/补报``) or a newcomer the regulation takes with their
        starting points, after the players of that score."""
        spec = format_of(reg, SwissFormat)
        active = {p.seq for p in field.players}
        known: dict[int, SwissRecord] = {}
        order: list[int] = []
        if field.standings is not None:
            for row in field.standings.rows:
                record = row.record if isinstance(row, SwissRow) else None
                if record is not None and row.seq in active:
                    known[row.seq] = record
                    order.append(row.seq)
        start = {seq: i for i, seq in enumerate(field.start_order)}
        rated = _ratings(field) if spec.seeding == "rating" else {}
        newcomers = sorted(
            active - set(order),
            key=lambda q: (start.get(q, len(start)), q not in rated, -rated.get(q, 0), q),
        )
        entered = {p.seq for p in field.players if p.fields.get(LATE_ENTRY)}
        if entered & set(newcomers) and field.number > 1:
            # entered by /补报: the regulation's points for each round missed
            per_round = Fraction(reg.signup.late_entry_points)
            missed = tuple(RoundRecord(ABSENT) for _ in range(field.number - 1))
            start_points = per_round * (field.number - 1)
            known.update(
                {q: SwissRecord(q, missed, start_points) for q in entered & set(newcomers)}
            )
        others = [q for q in newcomers if q not in entered]
        if others and field.number > 1:
            late = spec.late_entry_points
            if late is None:
                who = "、".join(f"序号 {seq}" for seq in others)
                raise FormatError(
                    f"第{field.number}轮无法编排：{who} 在第1轮之后才成为正式选手，"
                    "本规程不接受中途加入的选手。"
                    "请组委让其退赛（/退赛 <序号>）后再 /编排；"
                    "如规程允许中途加入，须在规程中写明其起始积分"
                    "（format.late_entry_points）。"
                )
            # a late entry starts with the regulation's points, after the players of that score
            missed = tuple(RoundRecord(ABSENT) for _ in range(field.number - 1))
            known.update({seq: SwissRecord(seq, missed, Fraction(late)) for seq in others})
        order += newcomers
        ranked = sorted(
            (known.get(seq, SwissRecord(seq)) for seq in order), key=lambda r: -r.points
        )
        players = [p for p in to_swiss_players(ranked, forfeit_limit=None) if p.available]
        if spec.avoid_same is not None and spec.avoids_in(field.number):
            clubs = {p.seq: club_of(p.fields, spec.avoid_same) for p in field.players}
            players = [replace(p, club=clubs.get(p.seq)) for p in players]
        if len(players) < 2:
            raise FormatError(f"积分编排至少需要 2 名选手，现在只有 {len(players)} 名，无法编排。")
        return players

    # standings: the round robin's (engine/formats/two_player.py)


def _ratings(field: RoundField) -> dict[int, int]:
    """The 等级分 of the field's rated players, by seq."""
    values = {p.seq: rating_value(p.fields) for p in field.players}
    return {seq: value for seq, value in values.items() if value is not None}


CLUB_WORDS = {"unit": "单位", "team": "队伍", "family": "家族"}
"""``format.avoid_same`` -> the sign-up field's Chinese name."""


def club_of(fields: Mapping[str, object], key: str) -> str | None:
    """A player's club for same-club avoidance: the sign-up field ``key`` (``family``: the
    family tag, which the seating puts among the fields), blank or missing: None (kept apart
    from nobody)."""
    value = fields.get(key)
    return (value.strip() or None) if isinstance(value, str) else None


class SwissResults(RoundRobinResults):
    """The round robin's game result, where the regulation may have no draw (002)."""

    def parse_result(self, reg: Regulation, text: str, seats: int) -> GameResult:
        result = super().parse_result(reg, text, seats)
        if result.mark == MARK_DRAW and reg.scoring.draw is None:
            raise FormatError("本规程没有和棋：结果应为 胜 或 负（从先手一方看），例如：/录入 2 胜")
        return result


class SwissWords(RoundRobinWords):
    """What a Swiss says: the round robin's seats, who reports (Go: 执黑), and beside a standings
    line the Swiss tiebreaks and what separated equal points."""

    name = "积分编排（瑞士制）"
    total_label = "积分"

    def first_seat_word(self, reg: Regulation) -> str:
        """Go: the first seat plays black (执黑, the nigiri's winner, 002 竞赛办法(四)); else
        先手."""
        return "执黑" if reg.game == "go" else self.first_seat_label

    def report_hint(self, reg: Regulation) -> str:
        first = "执黑" if reg.game == "go" else "先手"
        drawn = format_of(reg, SwissFormat).colours == "nigiri"
        return (
            f"每桌先列者{first}（{'猜先已由系统抽签' if drawn else '按颜色轮换'}）。"
            f"结果由{first}一方报：/报分 胜 或 /报分 负，对手 /确认 或 /异议。"
        )

    def row_note(self, row: StandingRow) -> str:
        shown = [
            (k, v)
            for k, v in row.tiebreaks.items()
            if k in ("opponents_score", "progressive", "wins")
        ]
        note = "　".join(f"{label(k)} {decimal_text(v)}" for k, v in shown)
        reason = self.rank_reason(row)
        return f"{note}（{reason}）" if reason else note

    def rank_reason(self, row: StandingRow) -> str:
        """What separated a row from the one above when their points were equal: the ranking's
        reason where a tiebreak after the points decided (``deciding``; the chain starts with
        ``points``) or the whole chain left them equal (``tied``); "" where the points decided
        or the row has no reason (the first row, a disqualified one, a knockout's)."""
        reason = row.reason
        if reason is None or not (reason.tied or reason.deciding is not None):
            return ""
        return reason_text(reason)


FORMAT = Swiss()
