"""A ``stages`` regulation read once: each stage's rounds in the tournament, its schema, the
regulation as its own pairing system reads it (``format`` = the stage's body), and that
system's rules; and the stage-local view of the tournament's facts and tables."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from engine.knockout.results import TieResult
from engine.stages import Span, spans, stage_at

from .arena import FORMAT as ARENA
from .arena.results import BoutResult
from .base import Facts, Format, ResultT, TableFacts, format_of
from .four_player import FORMAT as FOUR_PLAYER
from .four_player import FourPlayerResult
from .knockout import FORMAT as KNOCKOUT
from .round_robin import FORMAT as ROUND_ROBIN
from .stage_groups import GROUPED, is_grouped
from .stage_schema import StageBody, StagesFormat, stage_name
from .swiss import FORMAT as SWISS
from .two_player import GameResult

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

StageValue = GameResult | TieResult | FourPlayerResult | BoutResult
"""A stage's own typed result: a Swiss's or a round robin's ``GameResult``, a knockout's
``TieResult``, four-player tables' ``FourPlayerResult``, the ladder's ``BoutResult``."""


def _system(fmt: Format[ResultT]) -> Format[StageValue]:
    # A stage hands its system back only the values that system made (``StageResult.kind``
    # names it), so its own result type is known as one of ``StageValue``.
    return cast("Format[StageValue]", fmt)


STAGE_RULES: dict[str, Format[StageValue]] = {
    "swiss": _system(SWISS),
    "round_robin": _system(ROUND_ROBIN),
    "knockout": _system(KNOCKOUT),
    "four_player_elimination": _system(FOUR_PLAYER),
    "team_arena": _system(ARENA),
}
"""The pairing system of each stage ``kind``: its format module (the rules for any of its rounds;
``for_round`` gives a round's own)."""


@dataclass(frozen=True)
class StageResult:
    """A table's result as the rules of its stage made it: the stage (0-based), the stage's
    system (``kind``) and that system's own typed value (``GameResult``, ``TieResult`` …)."""

    stage: int
    kind: str
    value: StageValue


def unwrap(result: StageResult | StageValue | None) -> StageValue | None:
    """A stage's own value of a table's result (what its pairing system reads)."""
    return result.value if isinstance(result, StageResult) else result


@dataclass(frozen=True)
class Stage:
    """One stage of the plan: its ``span`` of tournament rounds, its schema ``body``, the
    regulation as its system reads it (``reg``) and the system's ``rules``."""

    span: Span
    body: StageBody
    reg: Regulation
    rules: Format[StageValue]

    @property
    def index(self) -> int:
        return self.span.index

    @property
    def kind(self) -> str:
        return self.body.kind

    @property
    def name(self) -> str:
        """What chat calls the stage (积分编排, 淘汰赛, or the regulation's ``name``)."""
        return stage_name(self.body)

    @property
    def rounds_text(self) -> str:
        """The stage's rounds in chat: 第1–7轮 (第8轮 for a stage of one round)."""
        first, last = self.span.first, self.span.last
        return f"第{first}轮" if first == last else f"第{first}–{last}轮"

    def round_rules(self, number: int) -> Format[StageValue]:
        """The rules of tournament round ``number`` (one of this stage's)."""
        return self.rules.for_round(self.reg, self.span.local(number))

    def history(
        self, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> dict[int, Sequence[Sequence[int]]]:
        """The stage's own rounds of a tournament history, numbered from 1."""
        return {self.span.local(n): tables for n, tables in history.items() if self.span.holds(n)}

    def facts(self, facts: Facts[StageResult], upto: int) -> Facts[StageValue]:
        """The facts as the stage's system reads them: its tables up to tournament round
        ``upto`` and its adjustments and counts, its rounds numbered from 1, each result the
        system's own value."""
        span = self.span
        tables = [
            self.table(tf) for tf in facts.tables if span.first <= tf.round <= min(span.last, upto)
        ]
        adjustments = {
            (q, span.local(r)): v for (q, r), v in facts.adjustments.items() if span.holds(r)
        }
        counts = {
            (q, span.local(r), k): n for (q, r, k), n in facts.counts.items() if span.holds(r)
        }
        return Facts(facts.players, tables, adjustments, facts.seed, counts)

    def table(self, tf: TableFacts[StageResult]) -> TableFacts[StageValue]:
        """A table of one of the stage's rounds as its system reads it."""
        return TableFacts(
            self.span.local(tf.round), tf.seats, unwrap(tf.result), tf.points, tf.absent
        )


@dataclass(frozen=True)
class Plan:
    """Every stage of a ``stages`` regulation, in order."""

    stages: tuple[Stage, ...]

    def at(self, number: int) -> Stage:
        """The stage playing tournament round ``number`` (after the last: the last stage)."""
        return self.stages[stage_at([s.span for s in self.stages], number).index]

    @property
    def last(self) -> Stage:
        return self.stages[-1]


_PLANS: dict[int, tuple[Regulation, Plan]] = {}


def _rules(body: StageBody) -> Format[StageValue]:
    """A stage's rules: its system's, or in groups its system's played group by group
    (engine/formats/stage_groups.py)."""
    if is_grouped(body):
        return _system(GROUPED[body.kind])
    return STAGE_RULES[body.kind]


def plan_of(reg: Regulation) -> Plan:
    """The plan of a ``stages`` regulation (cached per regulation object). Each stage's rounds
    are its schema's ``planned_rounds`` (a Swiss's ``rounds``, a knockout's log2 ``size``, a
    round robin's for its ``players``)."""
    cached = _PLANS.get(id(reg))
    if cached is not None and cached[0] is reg:
        return cached[1]
    bodies = list(format_of(reg, StagesFormat).stages)
    plan = Plan(
        tuple(
            Stage(span, body, reg.model_copy(update={"format": body}), _rules(body))
            for span, body in zip(spans([b.planned_rounds for b in bodies]), bodies, strict=True)
        )
    )
    if len(_PLANS) > 64:
        _PLANS.clear()
    _PLANS[id(reg)] = (reg, plan)
    return plan
