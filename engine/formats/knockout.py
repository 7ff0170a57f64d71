"""A knockout on its own (淘汰赛, preset ``knockout``): a seeded bracket of ties of k games.

A thin adapter: the rules are pure functions of engine/knockout/ — the draw
(``seeding.draw_seeded``: seeds by 等级分 or level, the rest by lot, byes to the best seeds), the
rounds (``rounds``: names, each round's tie length, ranks by exit round), the tie
(``tie.tie_state``: regular games, mini-matches, the last resort) and the bracket's walk
(``bracket.knockout_progress``). The bracket is read back from round 1's tables (a bye is a
one-seat table, 轮空), so nothing but the tables and their results is stored.

- **Seating.** Round 1 draws the bracket of ``format.size`` positions from the active players;
  each tie is a table of two seats, ``seats[0]`` has the first move (white in chess) in game 1
  (``first_colours``: by lot per tie, ``colours_by_seed`` of the stored seed, or the upper line
  position); colours alternate game by game through the deciders. Later rounds seat the winners
  by the bracket; the final's round also seats the third-place tie (``third_place``) second.
- **Results.** A tie's result is its game string from ``seats[0]``'s side, deciders included
  (``胜负胜``), entered whole (``/录入`` or ``/报分`` + ``/确认``): an entry that does not decide
  the tie is refused with what is missing. A forfeit gives the tie to the opponent.
- **Standings.** Still in first, then by the round they went out (later first), equal ranks in
  bracket line order; a row's ``total`` and ``round_scores`` are its game points (the game's
  defaults or ``[scoring]``); ``status`` ``eliminated`` once beaten with no tie to come.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from engine import games as game_rules
from engine.fields import _Model
from engine.knockout import bracket as kb
from engine.knockout import rounds as kr
from engine.knockout import seeding as ks
from engine.knockout import tie as kt
from engine.knockout.results import (
    TieResult,
    dump_tie,
    forfeit_tie,
    load_tie,
    tie_outcomes,
    tie_result_text,
)
from engine.knockout.results import tie_winner as _tie_winner
from engine.signup_fields import rating_value
from engine.standings import StandingRow, Standings
from engine.vocabulary import EntryStatus

from .base import (
    BracketData,
    Details,
    Facts,
    Format,
    FormatError,
    Player,
    PlayerFacts,
    Point,
    RoundField,
    TableFacts,
    format_of,
)
from .knockout_views import BracketStandings, bracket_json, bracket_lines, bracket_tree
from .pairing_checks import Tables, knockout_problems
from .results import ResultRules
from .signups import SignupRules
from .words import Words

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

__all__ = ["FORMAT", "KnockoutFormat", "KnockoutStandings", "KnockoutTieRules"]


# --------------------------------------------------------------------------- schema ([format])


class KnockoutTieRules(_Model):
    """``[format.tie]``: k regular games with colours alternating, then deciders."""

    games: int = Field(default=2, ge=1, le=30)
    games_by_round: dict[str, int] = {}
    clinch: bool = kt.CLINCH
    playoffs: list[int] = []
    decider: bool = True
    decider_draw: kt.DeciderDraw = "replay_swapped"
    first_colours: Literal["lots", "line"] = "lots"
    decider_time_control: str | None = Field(default=None, max_length=60)

    @model_validator(mode="after")
    def _lengths(self) -> KnockoutTieRules:
        for name, count in self.games_by_round.items():
            if not 1 <= count <= 30:
                raise PydanticCustomError(
                    "tie_games",
                    "{name} 每场局数应为 1 到 30，现在是 {n}",
                    {"name": name, "n": count},
                )
        if any(not 1 <= size <= 30 for size in self.playoffs):
            raise PydanticCustomError("playoffs", "playoffs 每组加赛局数应为 1 到 30")
        return self


class KnockoutFormat(_Model):
    """A knockout on its own: the bracket, its seeds and its ties."""

    kind: Literal["knockout"]
    size: int = Field(default=16, ge=2, le=1024)
    # "order": the first `seeds` by sign-up order (a series' final signs its players up in the
    # order of the series)
    seeding: Literal["rating", "level", "lots", "order"] = "rating"
    seeds: int = Field(default=4, ge=0)
    third_place: bool = False
    tie: KnockoutTieRules = KnockoutTieRules()

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = frozenset()

    @model_validator(mode="after")
    def _bracket(self) -> KnockoutFormat:
        if self.size & (self.size - 1):
            raise PydanticCustomError(
                "bracket_size",
                "签数 size 应为 2 的幂（2、4、8、16、32…），现在是 {n}",
                {"n": self.size},
            )
        if self.seeds > self.size:
            raise PydanticCustomError(
                "seeds", "种子数 {k} 超过签数 {n}", {"k": self.seeds, "n": self.size}
            )
        names = kr.round_names(self.size)
        for name in self.tie.games_by_round:
            if name not in names:
                raise PydanticCustomError(
                    "round_name",
                    "games_by_round 的「{name}」不是 {n} 签的轮次；可写：{names}",
                    {"name": name, "n": self.size, "names": "、".join(names)},
                )
        return self

    @property
    def planned_rounds(self) -> int:
        """log2 size rounds (the third-place tie shares the final's round)."""
        return kr.round_count(self.size)

    @property
    def all_tiebreaks(self) -> list[str]:
        """None: a knockout ranks by the bracket."""
        return []


# --------------------------------------------------------------------------- the tie's rules


def _spec(reg: Regulation) -> KnockoutFormat:
    return format_of(reg, KnockoutFormat)


def base_rules(reg: Regulation, games: int | None = None) -> kt.TieRules:
    """The tie rules of the regulation, with ``games`` regular games (default ``tie.games``)."""
    tie = _spec(reg).tie
    return kt.TieRules(
        games=games or tie.games,
        decider=tie.decider,
        decider_draw=tie.decider_draw,
        playoffs=tuple(tie.playoffs),
        clinch=tie.clinch,
    )


def round_rules(reg: Regulation, number: int) -> kt.TieRules:
    """The tie rules of round ``number`` (its length from ``games_by_round``)."""
    f = _spec(reg)
    return kr.round_rules(base_rules(reg), f.size, number, f.tie.games_by_round)


def game_points(reg: Regulation) -> tuple[Fraction, Fraction, Fraction]:
    """(win, draw, loss) of one game: ``[scoring]``, else the game's defaults (chess 1 / ½ / 0)."""
    defaults = game_rules.default_points(reg.game)
    given = (reg.scoring.win, reg.scoring.draw, reg.scoring.loss)
    win, draw, loss = (
        Fraction(d if g is None else g) for g, d in zip(given, defaults, strict=True)
    )
    return win, draw, loss


def tie_winner(rules: kt.TieRules, result: TieResult) -> int | None:
    """The seat (0/1) that goes through, None while undecided."""
    return _tie_winner(result, rules, kr.tie_colours(rules))


# --------------------------------------------------------------------------- standings


@dataclass(frozen=True)
class KnockoutStandings(BracketStandings):
    """The standings and what the next round and the posts read: the ``bracket`` (read back from
    round 1), its ``progress``, each tie's game string by (round, seats), the players' names
    (``BracketStandings``)."""


class Knockout(Format[TieResult]):
    """淘汰赛: a seeded bracket of ties of k games (module docstring)."""

    kind = "knockout"
    late_entry_rule = "淘汰赛的签表在第1轮编排时已抽定"
    eliminates = True

    def __init__(self, games: int | None = None) -> None:
        self.games = games
        """The regular games of the rounds this object reads (None: the regulation's ``games``)."""
        self.words = KnockoutWords(self)
        self.results = KnockoutResults(self)
        self.signups = SignupRules(self)

    def for_round(self, reg: Regulation, number: int) -> Knockout:
        """The rules of round ``number``: one object per tie length (rounds of one length are one
        stage, so ``pair_on_close`` pairs across them)."""
        games = round_rules(reg, number).games
        return _STAGES.setdefault(games, Knockout(games))

    def rules(self, reg: Regulation) -> kt.TieRules:
        """The tie rules of the rounds this object reads."""
        return base_rules(reg, self.games)

    # --- rounds and seating ---------------------------------------------------------------

    def takes_late_entries(self, reg: Regulation) -> bool:
        """The bracket is drawn once: nobody joins after round 1 is seated."""
        return False

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        return _spec(reg).planned_rounds

    def setting_refusal(self, reg: Regulation, item: str, seated: int) -> str | None:
        """The bracket (签数, 种子数) is fixed once round 1 is drawn; the third-place tie once the
        final's round is seated."""
        if item in ("签数", "种子数") and seated:
            return f"第1轮已经抽签编排，{item}不能再改（如需重抽，先 /撤销 第1轮的编排）。"
        if item == "三四名" and seated >= _spec(reg).planned_rounds:
            return "决赛轮已经编排，三四名不能再改（如需更改，先 /撤销 决赛轮的编排）。"
        return None

    def seating_refusal(self, reg: Regulation, field: RoundField) -> str | None:
        """Round 1: the field must fill more than half the bracket and fit in it."""
        size, n = _spec(reg).size, len(field.players)
        if field.number != 1 or n < 2:
            return None
        fits = kb.bracket_size(n)
        if n > size:
            return (
                f"现有 {n} 名选手，超过 {size} 签：请 /设置 签数 {fits}"
                "（或请多出的选手退赛），再 /编排。"
            )
        if n <= size // 2:
            return (
                f"只有 {n} 名选手，{size} 签的第一轮会有整场轮空：请 /设置 签数 {fits}，再 /编排。"
            )
        return None

    def pairing_problems(
        self, reg: Regulation, field: RoundField, tables: Tables, drawn: Tables
    ) -> list[str]:
        """Round 1: the seeded draw's rules; later rounds: the bracket's ties."""
        seeds = seeds_of(reg, field.players) if field.number == 1 else []
        size, planned = _spec(reg).size, self.seat(reg, field)
        return knockout_problems(field, tables, drawn, planned, seeds, size)

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        f = _spec(reg)
        if field.number == 1:
            try:
                bracket = ks.draw_seeded(
                    [p.seq for p in field.players],
                    seeds_of(reg, field.players),
                    size=f.size,
                    seed=field.seed,
                    third_place=f.third_place,
                )
            except kb.BracketError as exc:
                raise FormatError(f"无法抽签：{exc}。") from exc
            out: list[list[int]] = []
            for position in range(bracket.size // 2):
                a, b = bracket.slots[2 * position : 2 * position + 2]
                if a is not None and b is not None:
                    out.append(self._coloured(reg, field.seed, 1, position, a, b))
                elif a is not None:
                    out.append([a])
                elif b is not None:
                    out.append([b])
            return out
        table = field.standings
        progress = table.progress if isinstance(table, KnockoutStandings) else None
        if progress is None or progress.next_round is None:
            if progress is not None and progress.finished:
                raise FormatError("淘汰赛已经全部结束。")
            raise FormatError("上一轮还有场次没分出胜负，不能编排下一轮。")
        nxt = progress.next_round
        if nxt.number != field.number:
            raise FormatError(f"应编排第{nxt.number}轮，而不是第{field.number}轮。")
        out = [self._coloured(reg, field.seed, nxt.number, t.position, *t.seats) for t in nxt.ties]
        return out + [[q] for q in nxt.byes]

    @staticmethod
    def _coloured(
        reg: Regulation, seed: int, number: int, position: int, a: int, b: int
    ) -> list[int]:
        """The tie's seats, the player with the first move in game 1 first: by the lots of
        ``colours_by_seed`` (re-checkable from the seed), or the upper line position."""
        if _spec(reg).tie.first_colours == "line":
            return [a, b]
        return (
            [a, b] if kt.colours_by_seed(seed, number, position).first_red == kt.FIRST else [b, a]
        )

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Regulation, facts: Facts[TieResult], after_round: int) -> Standings:
        f = _spec(reg)
        by_round: dict[int, list[TableFacts[TieResult]]] = defaultdict(list)
        for tf in facts.tables:
            if tf.round <= after_round:
                by_round[tf.round].append(tf)
        if not by_round.get(1):
            return KnockoutStandings(after_round, [], [])
        bracket = kr.bracket_from_tables(
            [tf.seats for tf in by_round[1]], seed=facts.seed, third_place=f.third_place
        )
        results: list[kb.Played] = []
        ties: dict[tuple[int, frozenset[int]], str] = {}
        for number in sorted(by_round):
            rules = round_rules(reg, number)
            played: list[tuple[Sequence[int], int | None]] = []
            for tf in by_round[number]:
                if len(tf.seats) != 2:
                    continue
                seat = tie_winner(rules, tf.result) if isinstance(tf.result, TieResult) else None
                played.append((tf.seats, None if seat is None else tf.seats[seat]))
                ties[(number, frozenset(tf.seats))] = (
                    self.results.result_text(tf.result) if tf.result is not None else "-"
                )
            results.append(played)
        try:
            progress = kb.knockout_progress(bracket, results)
        except kb.BracketError as exc:
            raise FormatError(str(exc)) from exc
        rows = _rows(reg, facts, after_round, bracket, progress, by_round)
        alive = kr.still_playing(progress)
        line = {q: i for i, q in enumerate(bracket.slots) if q is not None}
        advancing = [] if progress.finished else sorted(alive, key=line.__getitem__)
        names = {seq: p.name for seq, p in facts.players.items()}
        return KnockoutStandings(after_round, rows, advancing, bracket, progress, ties, names)

    # --- posts and JSON -------------------------------------------------------------------

    def extra_standings(self, reg: Regulation, standings: Standings) -> dict[str, object]:
        """``knockout``: the bracket as 003 gives it (size, mode, seed, slots, rounds, places)."""
        if not isinstance(standings, KnockoutStandings) or standings.progress is None:
            return {}
        return {"knockout": bracket_json(standings)}

    def bracket(self, reg: Regulation, standings: Standings) -> BracketData | None:
        if not isinstance(standings, KnockoutStandings) or standings.bracket is None:
            return None
        words = game_rules.game_words(reg.game)
        return bracket_tree(
            standings,
            draw_text=draw_words(reg, standings.bracket, True),
            seat_labels=(words.first, words.second),
        )


class KnockoutResults(ResultRules[TieResult]):
    """A tie's result (``TieResult``): its game string from the first seat, deciders included,
    entered whole; a forfeit gives the tie to the opponent."""

    def __init__(self, fmt: Knockout) -> None:
        super().__init__(fmt)
        self.knockout = fmt
        """The rules of the rounds these results are for (their tie length)."""

    def parse_result(self, reg: Regulation, text: str, seats: int) -> TieResult:
        if seats == 1:
            raise FormatError("这一桌轮空，没有对局，不需要结果。")
        rules = self.knockout.rules(reg)
        try:
            state = kt.parse_tie(
                text,
                rules,
                finished=True,
                colours=kr.tie_colours(rules),
                examples=kr.example_tie(rules),
            )
        except kt.TieError as exc:
            raise FormatError(str(exc)) from exc
        return TieResult(state.games)

    def load_result(self, games: str, details: Details) -> TieResult:
        return load_tie(games, details)

    def dump_result(self, result: TieResult) -> tuple[str, dict[str, object]]:
        return dump_tie(result)

    def result_text(self, result: TieResult) -> str:
        """The tie's game string (``胜负胜``), 弃权 or 轮空; - while nothing is entered."""
        return tie_result_text(result)

    def empty_result(self, reg: Regulation, seats: int) -> TieResult:
        return TieResult(bye=seats == 1)

    def seated_result(self, reg: Regulation, seats: int) -> TieResult | None:
        return TieResult(bye=True) if seats == 1 else None

    def points(self, reg: Regulation, result: TieResult, seats: int) -> list[list[Point]]:
        """Each game's points from ``[scoring]`` or the game's defaults (chess 1 / ½ / 0); a bye
        ``scoring.bye`` (default 0); a forfeited tie one game's loss and win."""
        win, draw, loss = game_points(reg)
        if result.bye or seats == 1:
            return [[Fraction(reg.scoring.bye or 0)]]
        if result.forfeits:
            return [[loss if s in result.forfeits else win] for s in range(2)]
        first = {kt.WIN: (win, loss), kt.LOSS: (loss, win), kt.DRAW: (draw, draw)}
        per = [first[g] for g in result.games] or [(Fraction(0), Fraction(0))]
        return [[p[0] for p in per], [p[1] for p in per]]

    def has_play(self, result: TieResult) -> bool:
        return bool(result.games)

    def close_unplayed(self, reg: Regulation, result: TieResult) -> TieResult:
        """A tie has no cutoff result: an undecided one is refused (its games must be entered)."""
        if result.bye or tie_winner(self.knockout.rules(reg), result) is not None:
            return result
        if len(result.forfeits) > 1:
            raise FormatError("双方都弃权，淘汰赛必须有一人晋级：请组委 /裁决 决定。")
        done = kt.tie_text(result.games) or "没有结果"
        raise FormatError(
            f"淘汰赛这一场还没分出胜负（{done}），不能按截止判和：请 /录入 <桌号> 整场结果，"
            f"例如 {kr.example_tie(self.knockout.rules(reg))}。"
        )

    def forfeit(
        self, reg: Regulation, result: TieResult, seat: int, game: int | None
    ) -> tuple[TieResult, str]:
        if result.bye:
            raise FormatError("这一桌轮空，没有对局，不能弃权。")
        return forfeit_tie(result, seat)

    def lots_result(self, reg: Regulation, winner_seat: int, seats: int) -> TieResult:
        raise FormatError("淘汰赛每场下出胜负，不用抽签决定。")

    def seat_outcomes(self, reg: Regulation, result: TieResult, seat: int) -> list[str | None]:
        return tie_outcomes(result, seat)


class KnockoutWords(Words[TieResult]):
    """What a knockout says: the seats by the game's words, a whole tie as the example, the round's
    name and tie length, the bracket under the standings."""

    name = "淘汰赛"
    total_label = "局分"

    def __init__(self, fmt: Knockout) -> None:
        super().__init__(fmt)
        self.knockout = fmt
        """The rules of the rounds these words are for (their tie length)."""

    def first_seat_word(self, reg: Regulation) -> str:
        return game_rules.first_seat_word(reg.game, self.first_seat_label)

    def cutoff_text(self, reg: Regulation) -> str:
        return "淘汰赛每场须分出胜负，没有截止结果"

    def result_example(self, reg: Regulation) -> str:
        return kr.example_tie(self.knockout.rules(reg))

    def report_hint(self, reg: Regulation) -> str:
        rules, words = self.knockout.rules(reg), game_rules.game_words(reg.game)
        return (
            f"每桌先列者第1局为{words.first}，此后每局交换先后手；"
            f"{decider_words(reg)}。结果由先列者报整场：/报分 {kr.example_tie(rules)}"
            "（从先列者看，加赛局一并写上），对手 /确认 或 /异议。"
        )

    def round_note(
        self,
        reg: Regulation,
        number: int,
        tables: Sequence[Sequence[int]],
        seed: int,
        history: Mapping[int, Sequence[Sequence[int]]] | None = None,
    ) -> str:
        """The round's name and tie length; in the final's round, which table is for 3rd place."""
        f = _spec(reg)
        line = f"\n本轮为{kr.round_name(f.size, number)}，每场 {round_rules(reg, number).games} 局"
        if number == f.planned_rounds and len([t for t in tables if len(t) == 2]) == 2:
            line += "；第2桌为三四名决赛"
        return line + "。"

    def row_note(self, row: StandingRow) -> str:
        return row.explanation or ""

    def standings_notes(self, reg: Regulation, standings: Standings) -> list[str]:
        if not isinstance(standings, KnockoutStandings) or standings.bracket is None:
            return []
        return bracket_lines(standings, draw_text=draw_words(reg, standings.bracket, False))


def seeds_of(reg: Regulation, players: Sequence[Player | PlayerFacts]) -> list[int]:
    """The seeds of round 1's field by the regulation's ``seeding`` (none for ``lots``)."""
    f = _spec(reg)
    if f.seeding == "rating":
        return ks.rating_seeds(
            {p.seq: rating_value(dict(p.fields or {})) for p in players}, f.seeds
        )
    if f.seeding == "level":
        levels = {p.seq: _text((p.fields or {}).get("level")) for p in players}
        return ks.level_seeds(levels, list(reg.signup.level_scale), f.seeds)
    if f.seeding == "order":
        return sorted(p.seq for p in players)[: max(f.seeds, 0)]
    return []


def _text(value: object) -> str | None:
    """A text field's value (a level as written at sign-up); None when absent or not text."""
    return value if isinstance(value, str) else None


def draw_words(reg: Regulation, bracket: kb.Bracket, long: bool) -> str:
    """How the bracket was drawn, for the posts: seeds by what, the rest by lot and its seed."""
    f = _spec(reg)
    by = {"rating": "等级分", "level": "等级", "order": "报名顺序"}.get(f.seeding)
    lot = f"（种子随机数 {bracket.seed}）" if long else f"，种子随机数 {bracket.seed}"
    head = f"按{by}定 {f.seeds} 名种子，其余抽签" if by and f.seeds else "全部抽签"
    return head + lot


def decider_words(reg: Regulation) -> str:
    """What a level tie leads to, in the regulation's terms (and the deciders' time control)."""
    tie = _spec(reg).tie
    if tie.decider and tie.decider_draw == "black_wins":
        last = "一局，和棋判执黑方胜"
    elif tie.decider:
        last = "一局定胜负，和棋交换先后手再加，直到分出胜负"
    else:
        last = None
    if tie.playoffs:
        steps = "，再平则".join(f"加赛 {n} 局" for n in tie.playoffs)
        text = f"战平则{steps}，" + (f"再平则加赛{last}" if last else "仍平由组委会裁定")
    else:
        text = f"战平则加赛{last}" if last else "战平由组委会裁定"
    if tie.decider_time_control:
        text += f"（加赛用时：{tie.decider_time_control}）"
    return text


def _rows(
    reg: Regulation,
    facts: Facts[TieResult],
    after_round: int,
    bracket: kb.Bracket,
    progress: kb.KnockoutProgress,
    by_round: Mapping[int, Sequence[TableFacts[TieResult]]],
) -> list[StandingRow]:
    """Still in first, then by exit round (later first); equal ranks in bracket line order."""
    ranks, alive = kr.exit_ranks(progress), kr.still_playing(progress)
    scores: dict[int, dict[int, Fraction]] = defaultdict(dict)
    for number, tables in by_round.items():
        for tf in tables:
            if len(tf.seats) == 2 and tf.points:
                for seat, seq in enumerate(tf.seats):
                    scores[seq][number] = Fraction(sum(tf.points[seat]))
    words = kr.exit_words(progress)
    line = {q: i for i, q in enumerate(bracket.slots) if q is not None}
    rows = []
    for seq in bracket.players:
        p = facts.players.get(seq)
        status = EntryStatus.ACTIVE if seq in alive else EntryStatus.ELIMINATED
        if p is not None and p.withdrawn:
            status = EntryStatus.WITHDRAWN
        barred = p is not None and p.disqualified
        own = scores[seq]
        rows.append(
            StandingRow(
                None if barred else ranks[seq],
                seq,
                sum(own.values(), Fraction(0)),
                [own.get(r) for r in range(1, after_round + 1)],
                {},
                EntryStatus.DISQUALIFIED if barred else status,
                after_round,
                EntryStatus.DISQUALIFIED.label if barred else words[seq],
            )
        )
    rows.sort(key=lambda r: (r.rank is None, r.rank or 0, line[r.seq]))
    return rows


_STAGES: dict[int, Knockout] = {}
FORMAT = Knockout()
