"""Stages in sequence (分阶段赛, ``kind = "stages"``): a tournament is a list of stages, each
played by an existing pairing system — Swiss, round robin (single or double), knockout — over
its own field, with its own tiebreaks, and a rule for who goes on (``advance``). Swiss
qualifying → a top-8 knockout (preset ``swiss-knockout``), round-robin groups' winners → a
knockout, a knockout alone: new combinations are data (engine/formats/stage_schema.py).

One round lifecycle serves the whole tournament; this module only routes each round to the
stage that owns it and translates round numbers (a stage numbers its rounds from 1):

- **Rounds.** Stage i plays tournament rounds ``first .. last`` (its schema's planned rounds,
  engine/stages/plan.py). ``for_round(reg, n)`` is the view of the stage that plays round n with
  that stage's rules for its round (a knockout's tie length), cached so that one round's view
  is one object; every method a view answers goes to that stage's system, with the regulation
  as the system reads it (``format`` = the stage's body: ``Stage.reg``).
- **Results.** A table's result is the stage's own value wrapped with its stage
  (``StageResult``); its stored form is the system's with ``stage`` and ``stage_kind`` added to
  the details, so that any view loads, renders and scores every stage's values. A text the
  round's stage does not read but another stage does (``胜负胜`` during the Swiss) is refused
  saying which rounds take it.
- **Hand-over.** Round 1 of a later stage seats the previous stage's advancers in their places
  (engine/formats/stage_standings.py): a knockout by ``line_by_places`` (1 v 8, 4 v 5, 3 v 6,
  2 v 7; the better place first, who then moves first in game 1 where ``first_colours = "line"``),
  a Swiss or round robin from that order (its ``start_order``). Later rounds of the stage are
  paired by its system from its own standings.
- **Standings.** The whole tournament's (``stages_standings``): the current stage's rows, then
  those who stayed behind, later stage first; the posts, bracket and JSON are the current
  stage's, with ``stages`` added to the JSON.
- **Groups.** A Swiss or round-robin stage with ``groups`` is played group by group by its
  system (engine/formats/stage_groups.py, the plan's rules for it); this module only names each
  table's group (``table_groups``) and a grouped stage's ``groups`` in the JSON.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from engine import games as game_rules
from engine.standings import StandingRow, Standings

from .base import (
    BracketData,
    Details,
    Facts,
    Format,
    FormatError,
    GroupPlace,
    PlayerFacts,
    Point,
    RoundField,
    Shortfall,
    TableFacts,
)
from .knockout import KnockoutStandings
from .knockout_views import bracket_json, bracket_lines, bracket_tree
from .results import ResultRules, SeatGame
from .stage_commands import stage_commands
from .stage_draw import group_draw as drawn_group_draw
from .stage_draw import is_drawn
from .stage_groups import is_grouped, table_groups
from .stage_plan import STAGE_RULES, Plan, Stage, StageResult, StageValue, plan_of
from .stage_schema import StagesFormat, advance_count
from .stage_signups import stages_signups
from .stage_standings import StageRow, StagesStandings, stages_standings
from .stage_turns import (
    first_round,
    handover_lines,
    handover_refusal,
    place_words,
    setting_refusal,
)
from .words import Words

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

__all__ = ["FORMAT", "StageResult", "Stages", "StagesFormat", "StagesStandings"]


class Stages(Format[StageResult]):
    """分阶段赛: the view of one stage (module docstring); the registry's object is stage 1's."""

    kind = "stages"

    def __init__(
        self,
        index: int = 0,
        stage_kind: str | None = None,
        inner: Format[StageValue] | None = None,
    ) -> None:
        self.index = index
        """The stage this view answers for (0-based)."""
        self.stage_kind = stage_kind
        """Its pairing system (None on the registry's object: read from the regulation)."""
        self.inner = inner
        """The rules of the view's round (None: the system's rules for any round)."""
        self.words = StagesWords(self)
        self.results = StagesResults(self)
        self.signups = stages_signups(self, stage_kind)
        self.commands = stage_commands(stage_kind)

    # --- routing --------------------------------------------------------------------------

    def for_round(self, reg: Regulation, number: int) -> Stages:
        stage = plan_of(reg).at(number)
        inner = stage.round_rules(number)
        key = (stage.index, inner)
        view = _VIEWS.get(key)
        if view is None:
            cls = EliminatingStages if inner.eliminates else Stages
            view = _VIEWS.setdefault(key, cls(stage.index, stage.kind, inner))
        return view

    def _own(self, reg: Regulation) -> tuple[Stage, Format[StageValue]]:
        """This view's stage and the rules it answers with."""
        stage = plan_of(reg).stages[self.index]
        return stage, self.inner or stage.rules

    def _of(self, result: StageResult) -> Format[StageValue]:
        """The rules for a value of stage ``result.stage``: this view's round's where it is
        this view's stage, else the stage's system's."""
        if result.stage == self.index and self.inner is not None:
            return self.inner
        return STAGE_RULES[result.kind]

    def _wrap(self, reg: Regulation, value: StageValue) -> StageResult:
        return StageResult(self.index, plan_of(reg).stages[self.index].kind, value)

    @staticmethod
    def _again(result: StageResult, value: StageValue) -> StageResult:
        return StageResult(result.stage, result.kind, value)

    # --- rounds and seating ---------------------------------------------------------------

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        """The stages' rounds added up; the last stage's as its system counts them once known (a
        round robin's from its seated field)."""
        last = plan_of(reg).last
        own = last.rules.total_rounds(last.reg, last.history(history))
        return last.span.offset + (own if own is not None else last.span.rounds)

    def takes_late_entries(self, reg: Regulation) -> bool:
        first = plan_of(reg).stages[0]
        return first.rules.takes_late_entries(first.reg)

    def _local(self, reg: Regulation, field: RoundField) -> tuple[Stage, RoundField]:
        """The stage seating round ``field.number`` and the field as its system reads it: its own
        round number, history and standings; a later stage's players only its field."""
        stage = plan_of(reg).at(field.number)
        table = field.standings
        own = (
            table.inner[stage.index]
            if isinstance(table, StagesStandings) and stage.index < len(table.inner)
            else None
        )
        players = list(field.players)
        start = tuple(field.start_order) if stage.index == 0 else ()
        if stage.index and isinstance(table, StagesStandings) and stage.index < len(table.fields):
            members = set(table.fields[stage.index])
            players = [p for p in players if p.seq in members]
            start = tuple(table.fields[stage.index])  # the places it was handed over in
        return stage, RoundField(
            stage.span.local(field.number),
            players,
            stage.history(field.history),
            own,
            field.called_up,
            field.seed,
            start,
        )

    def table_groups(
        self, reg: Regulation, number: int, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> list[str | None] | None:
        stage = plan_of(reg).at(number)
        own = stage.history(history)
        if not is_grouped(stage.body) or stage.span.local(number) not in own:
            return None
        return table_groups(stage.reg, own, own[stage.span.local(number)])

    def seating_refusal(self, reg: Regulation, field: RoundField) -> str | None:
        stage, local = self._local(reg, field)
        if stage.index and local.number == 1:
            return handover_refusal(plan_of(reg), stage, field)
        return stage.round_rules(field.number).seating_refusal(stage.reg, local)

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        stage, local = self._local(reg, field)
        if stage.index and local.number == 1:
            why = handover_refusal(plan_of(reg), stage, field)
            if why is not None:
                raise FormatError(why)
            return first_round(stage, local.players, field)
        return stage.round_rules(field.number).seat(stage.reg, local)

    def pairing_problems(
        self,
        reg: Regulation,
        field: RoundField,
        tables: Sequence[Sequence[int]],
        drawn: Sequence[Sequence[int]],
    ) -> list[str]:
        """The checks of the stage playing the round (its Swiss, round robin, knockout); a later
        stage's first round, made by the hand-over, by the repeat check alone."""
        stage, local = self._local(reg, field)
        if stage.index and local.number == 1:
            return super().pairing_problems(reg, field, tables, drawn)
        return stage.round_rules(field.number).pairing_problems(stage.reg, local, tables, drawn)

    def missing_seats(self, reg: Regulation, field: RoundField) -> Shortfall | None:
        stage, local = self._local(reg, field)
        return stage.round_rules(field.number).missing_seats(stage.reg, local)

    def setting_refusal(self, reg: Regulation, item: str, seated: int) -> str | None:
        return setting_refusal(plan_of(reg), item, seated)

    def group_draw(
        self, reg: Regulation, players: Sequence[PlayerFacts], seed: int
    ) -> tuple[dict[int, GroupPlace], str]:
        """``/分组``: the organisers' draw of a first stage in groups ``by = "draw"``
        (engine/formats/stage_draw.py); refused for any other."""
        first = plan_of(reg).stages[0].body
        groups = getattr(first, "groups", None)
        if not is_drawn(first) or groups is None:
            raise FormatError(
                "本赛事不由组委抽签分组（分组在第1轮编排时按规程自动进行）：不用发 /分组。"
            )
        return drawn_group_draw(reg, groups, players, seed)

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Regulation, facts: Facts[StageResult], after_round: int) -> Standings:
        return stages_standings(plan_of(reg), facts, after_round)

    def cut(self, reg: Regulation, after_round: int) -> int | None:
        """After a stage's last round: how many go on (``advance.top``); else its system's cut."""
        stage = plan_of(reg).at(after_round)
        advance = stage.body.advance
        if after_round == stage.span.last and advance is not None:
            return advance_count(stage.body)
        return stage.rules.cut(stage.reg, stage.span.local(after_round))

    def over(self, reg: Regulation, standings: Standings) -> bool:
        plan = plan_of(reg)
        if not isinstance(standings, StagesStandings) or standings.stage != len(plan.stages) - 1:
            return False
        last = plan.last
        return last.rules.over(last.reg, standings.inner[standings.stage])

    def extra_standings(self, reg: Regulation, standings: Standings) -> dict[str, object]:
        """``stages``: each stage's ``name``, ``kind``, ``rounds`` ([first, last]), ``status``
        (``pending``, ``playing``, ``finished``), ``field`` (its players once known, else None:
        the first stage's in sign-up order, a later stage's in seeding order) and ``advance``
        (``{"top": k}``, ``{"everyone": true}`` or None); and the current stage's own keys (a
        knockout's ``knockout``, its rounds numbered in the tournament)."""
        plan = plan_of(reg)
        current = standings.stage if isinstance(standings, StagesStandings) else -1
        fields = standings.fields if isinstance(standings, StagesStandings) else ()
        after = standings.after_round
        out: dict[str, object] = {
            "stages": [
                {
                    "name": stage.name,
                    "kind": stage.kind,
                    "rounds": [stage.span.first, stage.span.last],
                    "status": "finished"
                    if after >= stage.span.last
                    else "playing"
                    if stage.index == current
                    else "pending",
                    "field": list(fields[stage.index]) if stage.index < len(fields) else None,
                    "advance": stage.body.advance.model_dump(exclude_defaults=True)
                    if stage.body.advance is not None
                    else None,
                    **_groups_json(stage),
                }
                for stage in plan.stages
            ]
        }
        if isinstance(standings, StagesStandings) and standings.inner:
            stage = plan.stages[current]
            own = _translated(stage, standings.inner[current])
            if isinstance(own, KnockoutStandings) and own.progress is not None:
                out["knockout"] = bracket_json(own)
            else:
                out.update(stage.rules.extra_standings(stage.reg, own))
        return out

    def prize_rows(self, reg: Regulation, standings: Standings) -> list[dict[str, object]] | None:
        """The current stage's system's prize rows (the ladder's pool), over its own standings."""
        if not isinstance(standings, StagesStandings) or not standings.inner:
            return None
        stage = plan_of(reg).stages[standings.stage]
        return stage.rules.prize_rows(stage.reg, standings.inner[stage.index])

    def bracket(self, reg: Regulation, standings: Standings) -> BracketData | None:
        if not isinstance(standings, StagesStandings) or not standings.inner:
            return None
        plan = plan_of(reg)
        stage = plan.stages[standings.stage]
        own = _translated(stage, standings.inner[stage.index])
        if stage.index and isinstance(own, KnockoutStandings) and own.bracket is not None:
            words = game_rules.game_words(reg.game)
            return bracket_tree(
                own, draw_text=_drawn(plan, stage), seat_labels=(words.first, words.second)
            )
        return stage.rules.bracket(stage.reg, own)


class StagesResults(ResultRules[StageResult]):
    """A stage's own value wrapped with its stage (module docstring, **Results**): the view's
    round's stage reads a text; any value loads, renders and scores by its own stage's rules."""

    def __init__(self, fmt: Stages) -> None:
        super().__init__(fmt)
        self.view = fmt
        """The view of the stage these results are for."""

    def _own(self, reg: Regulation) -> tuple[Stage, ResultRules[StageValue]]:
        """The view's stage and the result rules it answers with."""
        stage, rules = self.view._own(reg)
        return stage, rules.results

    def _of(self, result: StageResult) -> ResultRules[StageValue]:
        """The result rules for a value of stage ``result.stage`` (``Stages._of``)."""
        return self.view._of(result).results

    def game_number(self, reg: Regulation, number: int | None) -> int:
        stage, rules = self._own(reg)
        return rules.game_number(stage.reg, number)

    def parse_result(self, reg: Regulation, text: str, seats: int) -> StageResult:
        """The round's stage reads the text; a text only another stage reads is refused saying
        which rounds take it."""
        stage, rules = self._own(reg)
        try:
            return self.view._wrap(reg, rules.parse_result(stage.reg, text, seats))
        except FormatError as exc:
            raise FormatError(_other_stage(plan_of(reg), stage, text, seats, str(exc))) from None

    def load_result(self, games: str, details: Details) -> StageResult:
        own = {k: v for k, v in details.items() if k not in ("stage", "stage_kind")}
        view = self.view
        stored = details.get("stage", view.index)
        index = int(stored) if isinstance(stored, int | float | str) else None
        kind = details.get("stage_kind", view.stage_kind if index == view.index else None)
        if index is None or not isinstance(kind, str) or kind not in STAGE_RULES:
            raise FormatError("这个结果没有记下它属于哪个阶段，无法读取。")
        rules = view.inner if index == view.index and view.inner is not None else STAGE_RULES[kind]
        return StageResult(index, kind, rules.results.load_result(games, own))

    def dump_result(self, result: StageResult) -> tuple[str, dict[str, object]]:
        games, details = self._of(result).dump_result(result.value)
        return games, {**details, "stage": result.stage, "stage_kind": result.kind}

    def result_text(self, result: StageResult) -> str:
        return self._of(result).result_text(result.value)

    def empty_result(self, reg: Regulation, seats: int) -> StageResult:
        stage, rules = self._own(reg)
        return self.view._wrap(reg, rules.empty_result(stage.reg, seats))

    def seated_result(self, reg: Regulation, seats: int) -> StageResult | None:
        stage, rules = self._own(reg)
        value = rules.seated_result(stage.reg, seats)
        return None if value is None else self.view._wrap(reg, value)

    def points(self, reg: Regulation, result: StageResult, seats: int) -> list[list[Point]]:
        stage = plan_of(reg).stages[result.stage]
        return self._of(result).points(stage.reg, result.value, seats)

    def has_play(self, result: StageResult) -> bool:
        return self._of(result).has_play(result.value)

    def close_unplayed(self, reg: Regulation, result: StageResult) -> StageResult:
        stage = plan_of(reg).stages[result.stage]
        return self.view._again(result, self._of(result).close_unplayed(stage.reg, result.value))

    def forfeit(
        self, reg: Regulation, result: StageResult, seat: int, game: int | None
    ) -> tuple[StageResult, str]:
        stage = plan_of(reg).stages[result.stage]
        value, what = self._of(result).forfeit(stage.reg, result.value, seat, game)
        return self.view._again(result, value), what

    def seat_outcomes(self, reg: Regulation, result: StageResult, seat: int) -> list[str | None]:
        stage = plan_of(reg).stages[result.stage]
        return self._of(result).seat_outcomes(stage.reg, result.value, seat)

    def rated_games(self, reg: Regulation, result: StageResult, seats: int) -> list[SeatGame]:
        stage = plan_of(reg).stages[result.stage]
        return self._of(result).rated_games(stage.reg, result.value, seats)

    def table_games(self, reg: Regulation, result: StageResult, seats: int) -> int:
        stage = plan_of(reg).stages[result.stage]
        return self._of(result).table_games(stage.reg, result.value, seats)

    def current_game(self, reg: Regulation, result: StageResult) -> int:
        stage = plan_of(reg).stages[result.stage]
        return self._of(result).current_game(stage.reg, result.value)

    def lose_game(
        self, reg: Regulation, result: StageResult, seat: int, game: int, earlier: str = ""
    ) -> tuple[StageResult, str]:
        stage = plan_of(reg).stages[result.stage]
        value, what = self._of(result).lose_game(stage.reg, result.value, seat, game, earlier)
        return self.view._again(result, value), what

    def partner_seat(self, reg: Regulation, seat: int, game: int) -> int | None:
        stage, rules = self._own(reg)
        return rules.partner_seat(stage.reg, seat, game)

    def fouls_to_lose(self, reg: Regulation) -> int | None:
        stage, rules = self._own(reg)
        return rules.fouls_to_lose(stage.reg)

    def entered(self, old: StageResult | None, new: StageResult) -> StageResult:
        before = old.value if old is not None and old.stage == new.stage else None
        return self.view._again(new, self._of(new).entered(before, new.value))

    def refill_seat(self, result: StageResult, seat: int) -> StageResult:
        return self.view._again(result, self._of(result).refill_seat(result.value, seat))

    def entry(self, reg: Regulation, old: StageResult | None, new: StageResult) -> StageResult:
        stage = plan_of(reg).stages[new.stage]
        before = old.value if old is not None and old.stage == new.stage else None
        return self.view._again(new, self._of(new).entry(stage.reg, before, new.value))

    def overrule(self, old: StageResult, new: StageResult) -> StageResult:
        if old.stage != new.stage:
            return new
        return self.view._again(new, self._of(new).overrule(old.value, new.value))

    def lots_result(self, reg: Regulation, winner_seat: int, seats: int) -> StageResult:
        stage, rules = self._own(reg)
        return self.view._wrap(reg, rules.lots_result(stage.reg, winner_seat, seats))


class StagesWords(Words[StageResult]):
    """What stages in sequence say: the words of the view's stage, as its system says them (with
    the regulation as the system reads it), and at a hand-over the places and the next stage."""

    name = "分阶段赛"
    total_label = "积分"

    def __init__(self, fmt: Stages) -> None:
        super().__init__(fmt)
        self.view = fmt
        """The view of the stage these words are for."""

    def _own(self, reg: Regulation) -> tuple[Stage, Words[StageValue]]:
        """The view's stage and the words it answers with."""
        stage, rules = self.view._own(reg)
        return stage, rules.words

    # --- words of the round ---------------------------------------------------------------

    def round_note(
        self,
        reg: Regulation,
        number: int,
        tables: Sequence[Sequence[int]],
        seed: int,
        history: Mapping[int, Sequence[Sequence[int]]] | None = None,
    ) -> str:
        stage = plan_of(reg).at(number)
        local = stage.span.local(number)
        note = stage.round_rules(number).words.round_note(
            stage.reg, local, tables, seed, stage.history(history or {})
        )
        if stage.index and local == 1:
            note += f"\n{place_words(plan_of(reg), stage)}"
        return note

    def first_seat_word(self, reg: Regulation) -> str:
        stage, words = self._own(reg)
        return words.first_seat_word(stage.reg)

    def seat_words(self, reg: Regulation, seats: int) -> list[str]:
        stage, words = self._own(reg)
        return words.seat_words(stage.reg, seats)

    def report_hint(self, reg: Regulation) -> str:
        stage, words = self._own(reg)
        return words.report_hint(stage.reg)

    def result_example(self, reg: Regulation) -> str:
        stage, words = self._own(reg)
        return words.result_example(stage.reg)

    def cutoff_text(self, reg: Regulation) -> str:
        stage, words = self._own(reg)
        return words.cutoff_text(stage.reg)

    def entry_note(
        self, reg: Regulation, facts: Facts[StageResult], table: TableFacts[StageResult]
    ) -> str:
        stage = plan_of(reg).at(table.round)
        words = stage.round_rules(table.round).words
        return words.entry_note(stage.reg, stage.facts(facts, table.round), stage.table(table))

    # --- standings ------------------------------------------------------------------------

    def row_note(self, row: StandingRow) -> str:
        if not isinstance(row, StageRow) or row.inner is None:
            return ""
        note = STAGE_RULES[row.kind].words.row_note(row.inner)
        return "　".join(x for x in (row.note, note) if x)

    def rank_reason(self, row: StandingRow) -> str:
        """The stage's own reason for a row of the stage that ranks the standings; none for a row
        of a stage left behind (the row above it is of another stage)."""
        if not isinstance(row, StageRow) or row.inner is None or row.behind:
            return ""
        return STAGE_RULES[row.kind].words.rank_reason(row.inner)

    def standings_notes(self, reg: Regulation, standings: Standings) -> list[str]:
        """After a stage's last round: who goes on and the next stage's first pairings; during a
        knockout stage: its bracket; else the stage's system's notes."""
        if not isinstance(standings, StagesStandings) or not standings.inner:
            return []
        plan = plan_of(reg)
        if standings.handed_over:
            return handover_lines(plan, standings)
        stage = plan.stages[standings.stage]
        own = _translated(stage, standings.inner[stage.index])
        if stage.index and isinstance(own, KnockoutStandings) and own.bracket is not None:
            return bracket_lines(own, draw_text=_drawn(plan, stage))
        return stage.rules.words.standings_notes(stage.reg, own)


class EliminatingStages(Stages):
    """The view of a stage whose rounds cut players (a knockout): chat shows who went through."""

    eliminates = True


def _translated(stage: Stage, own: Standings) -> Standings:
    """A knockout stage's standings with its rounds numbered in the tournament (for the bracket's
    posts and JSON); any other stage's as they are."""
    if not isinstance(own, KnockoutStandings) or not stage.index:
        return own
    offset = stage.span.offset
    ties = {(number + offset, seats): text for (number, seats), text in own.ties.items()}
    return replace(own, ties=ties, group_rounds=offset)


def _drawn(plan: Plan, stage: Stage) -> str:
    """How a later knockout was drawn: by the previous stage's places (in its groups)."""
    before = plan.stages[stage.index - 1]
    if getattr(stage.body, "seeding", None) == "lots":
        return f"进入{stage.name}的选手全部抽签定位"
    if is_grouped(before.body):
        return f"按{before.name}各组名次排位，同组选手首轮不相遇"
    return f"按{before.name}名次排位，第1、2名分在上下半区"


def _groups_json(stage: Stage) -> dict[str, object]:
    """``groups``: how many groups a stage in groups plays in (nothing for any other stage)."""
    groups = getattr(stage.body, "groups", None)
    return {"groups": groups.count} if groups is not None else {}


def _other_stage(plan: Plan, stage: Stage, text: str, seats: int, why: str) -> str:
    """``why`` the round's stage refused ``text``, and, where another stage reads it, which rounds
    take such a result."""
    for other in plan.stages:
        if other.index == stage.index:
            continue
        try:
            other.rules.results.parse_result(other.reg, text, seats)
        except FormatError:
            continue
        return (
            f"{why}\n现在是{stage.name}（{stage.rounds_text}）；“{text.strip()}”是"
            f"{other.name}（{other.rounds_text}）的写法，本轮不用。"
        )
    return why


_VIEWS: dict[tuple[int, Format[StageValue]], Stages] = {}
FORMAT = Stages()
"""The registry's object: stage 1's rules until a round is named (``for_round``)."""
